//! Pig's rules: the [`Rules`] implementation, read top-down as the turn goes.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::action::{PigAction, PigChance, PigEvent};
use super::data::{Bonus, PigConfig, BONUS_HOLD};
use super::state::{Pending, Phase, Pig};
use super::view::PigView;
use crate::core::{die_outcomes, After, ConfigError, Events, Outcome, RuleError, Rules, Seat, Standing, Top, Weighted};

/// The question a seat is asked: made from the state, never stored in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Roll, hold, or reveal the bonus card.
    Turn,
    /// A 6 was rolled: press on or bank.
    AfterSix,
}

impl Rules for Pig {
    type Config = PigConfig;
    type Action = PigAction;
    type Chance = PigChance;
    type Event = PigEvent;
    type View = PigView;
    type Pending = Ask;
    type Need = Phase;

    const ID: &'static str = "pig";
    const NAME: &'static str = "Pig (test game)";
    const MIN_SEATS: u8 = 2;
    const MAX_SEATS: u8 = 4;

    fn setup(config: &PigConfig) -> Result<Self, ConfigError> {
        Pig::setup(config)
    }

    #[inline]
    fn seats(&self) -> u8 {
        self.config.players
    }

    #[inline]
    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    #[inline]
    fn top(&self) -> Top<'_, Ask, Phase> {
        match self.phase {
            Phase::Over => Top::Idle,
            Phase::Rolling | Phase::Drawing => Top::Chance(&self.phase),
            Phase::Decide => match self.pending.top() {
                Some((seat, Pending::AfterSix)) => Top::Decide { seat, pending: &Ask::AfterSix },
                None => Top::Decide { seat: self.current, pending: &Ask::Turn },
            },
        }
    }

    fn legal(&self, _seat: Seat, ask: &Ask, out: &mut Vec<PigAction>) {
        match ask {
            Ask::AfterSix => out.extend([PigAction::PressOn, PigAction::Bank]),
            Ask::Turn => {
                out.extend([PigAction::Roll, PigAction::Hold]);
                if self.hidden[usize::from(self.current)].is_some() {
                    out.push(PigAction::Reveal);
                }
            }
        }
    }

    /// Checked without listing (the replay and bots' hot path allocates nothing).
    #[inline]
    fn is_legal(&self, _seat: Seat, ask: &Ask, action: &PigAction) -> bool {
        match (ask, action) {
            (Ask::AfterSix, PigAction::PressOn | PigAction::Bank) => true,
            (Ask::Turn, PigAction::Roll | PigAction::Hold) => true,
            (Ask::Turn, PigAction::Reveal) => self.hidden[usize::from(self.current)].is_some(),
            _ => false,
        }
    }

    fn refuse(&self, _seat: Seat, ask: &Ask, action: &PigAction) -> RuleError {
        match (ask, action) {
            (Ask::Turn, PigAction::PressOn | PigAction::Bank) => {
                RuleError::illegal("six", "press on and bank only answer a rolled 6")
            }
            (Ask::AfterSix, _) => RuleError::illegal("six", "after a 6 you must press on or bank first"),
            (Ask::Turn, _) => RuleError::illegal("bonus", "you have no face-down bonus card to reveal"),
        }
    }

    #[inline]
    fn execute(&mut self, seat: Seat, action: &PigAction, events: &mut Events<PigEvent>) -> After {
        match action {
            PigAction::Roll => self.phase = Phase::Rolling,
            PigAction::Hold => self.hold(events),
            PigAction::PressOn => {
                self.pending.pop();
            }
            PigAction::Bank => {
                self.pending.pop();
                self.hold(events);
            }
            PigAction::Reveal => {
                if let Some(Bonus(value)) = self.hidden[usize::from(seat)].take() {
                    self.revealed[usize::from(seat)].push(value);
                    self.scores[usize::from(seat)] += u16::from(value);
                    let score = self.scores[usize::from(seat)];
                    events.push(PigEvent::BonusRevealed { seat, value, score });
                    self.check_win(events);
                }
            }
        }
        // Pig has no automatic step: whatever is due now is a decision or a chance event.
        After::Stay
    }

    /// Pig has no automatic step (its agenda is its phase).
    fn step(&mut self, _events: &mut Events<PigEvent>) {}

    fn drop_top(&mut self) {
        self.pending.pop();
    }

    fn outcomes(&self, need: &Phase, out: &mut Vec<Weighted<PigChance>>) {
        match need {
            Phase::Rolling => out.extend(die_outcomes(6).map(|w| Weighted::new(PigChance::Die(w.outcome), 1))),
            Phase::Drawing => {
                let mut cards = Vec::new();
                self.deck.draw_outcomes(&mut cards);
                out.extend(cards.into_iter().map(|w| Weighted::new(PigChance::Card(w.outcome), w.weight)));
            }
            Phase::Decide | Phase::Over => {}
        }
    }

    #[inline]
    fn resolve_chance(
        &mut self,
        need: &Phase,
        outcome: &PigChance,
        events: &mut Events<PigEvent>,
    ) -> Result<(), RuleError> {
        let seat = self.current;
        match (need, outcome) {
            (Phase::Rolling, PigChance::Die(face)) => {
                if !(1..=6).contains(face) {
                    return Err(RuleError::bad_chance(format!("a six-sided die has no face {face}")));
                }
                if *face == 1 {
                    events.push(PigEvent::Rolled { seat, face: 1, turn_total: 0 });
                    events.push(PigEvent::Busted { seat, lost: self.turn_total });
                    self.turn_total = 0;
                    self.pass_turn(events);
                } else {
                    self.turn_total += u16::from(*face);
                    events.push(PigEvent::Rolled { seat, face: *face, turn_total: self.turn_total });
                    self.phase = Phase::Decide;
                    if *face == 6 {
                        self.pending.push(seat, Pending::AfterSix);
                    }
                }
            }
            (Phase::Drawing, PigChance::Card(card)) => {
                self.deck
                    .draw_unseen(card)
                    .map_err(|_| RuleError::bad_chance(format!("no +{} bonus card is left in the deck", card.0)))?;
                self.hidden[usize::from(seat)] = Some(*card);
                events.push(PigEvent::BonusDrawn { seat });
                self.pass_turn(events);
            }
            (Phase::Rolling, PigChance::Card(_)) => {
                return Err(RuleError::bad_chance("this chance event is a die roll, not a card draw"))
            }
            (Phase::Drawing, PigChance::Die(_)) => {
                return Err(RuleError::bad_chance("this chance event is a card draw, not a die roll"))
            }
            (Phase::Over | Phase::Decide, _) => return Err(RuleError::NoChancePending),
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> PigView {
        PigView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner?;
        let scores: Vec<i32> = self.scores.iter().map(|&s| i32::from(s)).collect();
        let ranks =
            scores.iter().map(|s| u8::try_from(scores.iter().filter(|o| *o > s).count()).unwrap_or(u8::MAX)).collect();
        Some(Outcome {
            standing: Standing::Ranked { ranks },
            reason: "reached_target".into(),
            summary: format!("Seat {} reached {} points", winner + 1, self.scores[usize::from(winner)]),
            grade: None,
            grade_key: None,
            scores,
        })
    }

    fn turn(&self) -> u32 {
        self.turn
    }

    fn reveals(&self, action: &PigAction) -> bool {
        *action == PigAction::Reveal
    }

    fn describe_action(&self, action: &PigAction) -> String {
        match action {
            PigAction::Roll => format!("Roll (turn total {})", self.turn_total),
            PigAction::Hold => format!("Hold and bank {}", self.turn_total),
            PigAction::PressOn => "Press on after the 6".into(),
            PigAction::Bank => format!("Bank {} after the 6", self.turn_total),
            PigAction::Reveal => "Reveal your bonus card".into(),
        }
    }

    fn describe_chance(&self, outcome: &PigChance) -> String {
        match outcome {
            PigChance::Die(face) => format!("a die was rolled: {face}"),
            PigChance::Card(_) => "a bonus card was drawn".into(),
        }
    }

    fn die_face(&self, outcome: &PigChance) -> Option<u8> {
        match outcome {
            PigChance::Die(face) => Some(*face),
            PigChance::Card(_) => None,
        }
    }

    fn chance_label(&self, outcome: &PigChance) -> String {
        match outcome {
            PigChance::Die(face) => face.to_string(),
            PigChance::Card(card) => format!("+{} bonus card", card.0),
        }
    }

    fn describe_event(&self, event: &PigEvent) -> String {
        let who = |seat: &Seat| format!("Seat {}", seat + 1);
        match event {
            PigEvent::Rolled { seat, face, turn_total } => {
                format!("{} rolled {face} (turn total {turn_total})", who(seat))
            }
            PigEvent::Busted { seat, lost } => format!("{} busted and lost {lost}", who(seat)),
            PigEvent::Held { seat, gained, score } => {
                format!("{} banked {gained} (score {score})", who(seat))
            }
            PigEvent::BonusDrawn { seat } => format!("{} drew a face-down bonus card", who(seat)),
            PigEvent::BonusRevealed { seat, value, score } => {
                format!("{} revealed a +{value} bonus (score {score})", who(seat))
            }
            PigEvent::TurnPassed { to, turn } => format!("Turn {turn}: {} to play", who(to)),
            PigEvent::Won { seat, score } => format!("{} wins with {score}", who(seat)),
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut ChaCha8Rng) -> Self {
        // The other seats' face-down cards and the deck's unseen cards form one pool the
        // viewer cannot tell apart: deal the others' cards again from it.
        let mut state = self.clone();
        let others: Vec<usize> =
            (0..self.hidden.len()).filter(|&s| s != usize::from(seat) && self.hidden[s].is_some()).collect();
        let mut pool: Vec<Bonus> = others.iter().filter_map(|&s| self.hidden[s]).collect();
        for (card, n) in self.deck.unseen() {
            pool.extend(std::iter::repeat_n(*card, usize::from(n)));
        }
        // Sorted first, so the new deal depends only on what the seat sees, not on where the
        // hidden cards really are.
        pool.sort_unstable();
        pool.shuffle(rng);
        let mut deck = crate::core::Deck::new();
        for (i, card) in pool.into_iter().enumerate() {
            match others.get(i) {
                Some(&s) => state.hidden[s] = Some(card),
                None => deck.shuffle_in(card, 1),
            }
        }
        state.deck = deck;
        state
    }
}

impl Pig {
    #[inline]
    fn hold(&mut self, events: &mut Events<PigEvent>) {
        let seat = self.current;
        let gained = self.turn_total;
        self.scores[usize::from(seat)] += gained;
        self.turn_total = 0;
        events.push(PigEvent::Held { seat, gained, score: self.scores[usize::from(seat)] });
        if self.check_win(events) {
            return;
        }
        if gained >= BONUS_HOLD && self.hidden[usize::from(seat)].is_none() && !self.deck.is_empty() {
            self.phase = Phase::Drawing;
        } else {
            self.pass_turn(events);
        }
    }

    #[inline]
    fn check_win(&mut self, events: &mut Events<PigEvent>) -> bool {
        let seat = self.current;
        let score = self.scores[usize::from(seat)];
        if score >= self.config.target {
            self.winner = Some(seat);
            self.phase = Phase::Over;
            self.pending.clear();
            events.push(PigEvent::Won { seat, score });
            return true;
        }
        false
    }

    #[inline]
    fn pass_turn(&mut self, events: &mut Events<PigEvent>) {
        self.current = (self.current + 1) % self.config.players;
        if self.current == 0 {
            self.turn += 1;
        }
        self.phase = Phase::Decide;
        events.push(PigEvent::TurnPassed { to: self.current, turn: self.turn });
    }
}

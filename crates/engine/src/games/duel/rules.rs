//! Spell Duel's rules: the [`Rules`] implementation, read top-down as a turn goes.

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::{DuelAction, DuelEvent};
use super::data::{Card, DuelConfig, HAND_LIMIT, MAX_ROUNDS};
use super::state::{Duel, End, Task};
use super::view::DuelView;
use crate::core::{
    clockwise_from, After, ConfigError, Deck, Events, KnownTo, Outcome, RuleError, Rules, Seat, SeatSet, Standing,
    Told, Top, Viewer, Weighted, Window, WindowRules, WindowState,
};

/// The question a seat is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// The active seat's turn: cast, draw or rest.
    Turn,
    /// A seat has priority on the chain: Ward or pass.
    Priority,
}

/// A chance event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "need", rename_all = "snake_case")]
pub enum Need {
    /// `seat` draws the top card.
    Draw {
        /// Who draws.
        seat: Seat,
    },
}

crate::core::agenda_task!(Task, Ask, Need);

impl Rules for Duel {
    type Config = DuelConfig;
    type Action = DuelAction;
    type Chance = Card;
    type Event = DuelEvent;
    type View = DuelView;
    type Pending = Ask;
    type Need = Need;

    const ID: &'static str = "duel";
    const NAME: &'static str = "Spell Duel (test game)";
    const MIN_SEATS: u8 = 2;
    const MAX_SEATS: u8 = 4;

    fn setup(config: &DuelConfig) -> Result<Self, ConfigError> {
        Duel::new_game(config)
    }

    fn seats(&self) -> u8 {
        self.config.players
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn top(&self) -> Top<'_, Ask, Need> {
        self.tasks.top_kind()
    }

    fn legal(&self, seat: Seat, ask: &Ask, out: &mut Vec<DuelAction>) {
        let hand = &self.hands[usize::from(seat)].value;
        match ask {
            Ask::Turn => {
                let mut bolts: Vec<u8> =
                    hand.iter().filter_map(|c| if let Card::Bolt(n) = c { Some(*n) } else { None }).collect();
                bolts.sort_unstable();
                bolts.dedup();
                out.extend(bolts.into_iter().map(|bolt| DuelAction::Cast { bolt }));
                if !self.deck.is_empty() && hand.len() < HAND_LIMIT {
                    out.push(DuelAction::Draw);
                }
                out.push(DuelAction::Rest);
            }
            Ask::Priority => {
                if hand.contains(&Card::Ward) && self.chain.as_ref().is_some_and(Window::takes_responses) {
                    out.push(DuelAction::Ward);
                }
                out.push(DuelAction::Pass);
            }
        }
    }

    fn refuse(&self, seat: Seat, ask: &Ask, action: &DuelAction) -> RuleError {
        let hand = &self.hands[usize::from(seat)].value;
        match (ask, action) {
            (Ask::Turn, DuelAction::Cast { bolt }) => {
                RuleError::illegal("cast", format!("there is no Bolt {bolt} in your hand"))
            }
            (Ask::Turn, DuelAction::Draw) if self.deck.is_empty() => RuleError::illegal("draw", "the deck is empty"),
            (Ask::Turn, DuelAction::Draw) => {
                RuleError::illegal("draw", format!("you may draw only while you hold fewer than {HAND_LIMIT} cards"))
            }
            (Ask::Priority, DuelAction::Ward) if !hand.contains(&Card::Ward) => {
                RuleError::illegal("ward", "you hold no Ward")
            }
            (Ask::Turn, _) => RuleError::illegal("turn", "on your turn: cast a Bolt, draw or rest"),
            (Ask::Priority, _) => RuleError::illegal("priority", "with priority: answer with a Ward or pass"),
        }
    }

    fn execute(&mut self, seat: Seat, action: &DuelAction, events: &mut Events<DuelEvent>) -> After {
        self.tasks.pop();
        match *action {
            DuelAction::Cast { bolt } => {
                let card = Card::Bolt(bolt);
                self.take_from_hand(seat, card);
                events.push(DuelEvent::Cast { seat, card });
                let order = clockwise_from(self.active, self.config.players);
                self.chain = Some(Window::open(order, vec![(seat, card)], WindowRules::CHAIN));
                self.tasks.push(seat, Task::TurnEnd);
                self.tasks.push(seat, Task::Chain);
            }
            DuelAction::Draw => {
                self.tasks.push(seat, Task::TurnEnd);
                self.tasks.push(seat, Task::Chance(Need::Draw { seat }));
            }
            DuelAction::Rest => self.tasks.push(seat, Task::TurnEnd),
            DuelAction::Ward => {
                self.take_from_hand(seat, Card::Ward);
                if let Some(chain) = self.chain.as_mut() {
                    let _ = chain.respond(seat, Card::Ward);
                }
                events.push(DuelEvent::Cast { seat, card: Card::Ward });
            }
            DuelAction::Pass => {
                if let Some(chain) = self.chain.as_mut() {
                    let _ = chain.pass(seat);
                }
            }
        }
        After::Run
    }

    fn step(&mut self, events: &mut Events<DuelEvent>) {
        let Some((seat, task)) = self.tasks.pop() else { return };
        match task {
            Task::Decide(_) | Task::Chance(_) => {}
            Task::TurnStart => self.tasks.push(self.active, Task::Decide(Ask::Turn)),
            Task::Chain => self.chain_step(seat, events),
            Task::TurnEnd => self.turn_end(events),
        }
    }

    fn drop_top(&mut self) {
        self.tasks.pop();
    }

    fn outcomes(&self, _need: &Need, out: &mut Vec<Weighted<Card>>) {
        self.deck.draw_outcomes(out);
    }

    /// An empty deck deals nothing.
    fn settle_chance(&mut self, _need: &Need, _events: &mut Events<DuelEvent>) -> bool {
        if self.deck.is_empty() {
            self.tasks.pop();
            return true;
        }
        false
    }

    fn resolve_chance(&mut self, need: &Need, card: &Card, events: &mut Events<DuelEvent>) -> Result<(), RuleError> {
        let Need::Draw { seat } = *need;
        self.deck
            .draw_unseen(card)
            .map_err(|_| RuleError::bad_chance(format!("no {} is left in the deck", card.name())))?;
        self.tasks.pop();
        if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
            hand.value.push(*card);
            hand.value.sort_unstable();
        }
        events.push(DuelEvent::Drew { seat });
        Ok(())
    }

    fn question(&self, need: &Need) -> Option<String> {
        let Need::Draw { seat } = need;
        Some(format!("Seat {} draws a card", seat + 1))
    }

    fn wrap_up(&mut self, _events: &mut Events<DuelEvent>) {
        self.tasks.clear();
        self.chain = None;
    }

    fn view(&self, seat: Seat) -> DuelView {
        DuelView::of(self, Viewer::Seat(seat))
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let seats = self.config.players;
        let sides = (0..seats).map(Duel::side).collect();
        let (standing, reason, summary) = match end {
            End::Won(side) => (
                Standing::Sides { sides, winner: Some(side) },
                "side_won",
                format!("The {} side wins", side_name(side)),
            ),
            End::Drawn => (
                Standing::Sides { sides, winner: None },
                "drawn",
                "Nobody won: the cards or the rounds ran out".to_string(),
            ),
        };
        Some(Outcome {
            standing,
            reason: reason.into(),
            summary,
            grade: None,
            grade_key: None,
            scores: (0..seats).map(|s| i32::from(self.life[usize::from(Duel::side(s))])).collect(),
        })
    }

    fn turn(&self) -> u32 {
        self.round
    }

    /// Casting shows a card from a hidden hand.
    fn reveals(&self, action: &DuelAction) -> bool {
        matches!(action, DuelAction::Cast { .. } | DuelAction::Ward)
    }

    fn is_pass(&self, action: &DuelAction) -> bool {
        *action == DuelAction::Pass
    }

    fn describe_action(&self, action: &DuelAction) -> String {
        match action {
            DuelAction::Cast { bolt } => format!("Cast Bolt {bolt}"),
            DuelAction::Draw => "Draw a card".into(),
            DuelAction::Rest => "Rest".into(),
            DuelAction::Ward => "Answer with a Ward".into(),
            DuelAction::Pass => "Pass".into(),
        }
    }

    /// The public sentence: nobody but the hand's knowers learns the card.
    fn describe_chance(&self, _card: &Card) -> String {
        match self.tasks.top() {
            Some((_, Task::Chance(Need::Draw { seat }))) => format!("Seat {} drew a card", seat + 1),
            _ => "a card was drawn".into(),
        }
    }

    fn tell_chance(&self, card: &Card) -> Told {
        match self.tasks.top() {
            Some((_, Task::Chance(Need::Draw { seat }))) => Told::secret(
                self.hands.get(usize::from(*seat)).map_or(KnownTo::Nobody, |h| h.known_to),
                format!("Seat {} drew {}", seat + 1, card.name()),
                format!("Seat {} drew a card", seat + 1),
            ),
            _ => Told::public(self.describe_chance(card)),
        }
    }

    fn chance_label(&self, card: &Card) -> String {
        card.name()
    }

    fn describe_event(&self, event: &DuelEvent) -> String {
        match event {
            DuelEvent::Drew { seat } => format!("Seat {} drew a card", seat + 1),
            DuelEvent::Cast { seat, card } => format!("Seat {} cast {}", seat + 1, card.name()),
            DuelEvent::Resolved { seat, card } => format!("Seat {}'s {} resolved", seat + 1, card.name()),
            DuelEvent::Cancelled { seat, card } => format!("Seat {}'s {} was cancelled", seat + 1, card.name()),
            DuelEvent::Hurt { side, life } => format!("The {} side is at {life} Life", side_name(*side)),
            DuelEvent::Turn { seat, round } => format!("Round {round}: Seat {} to play", seat + 1),
            DuelEvent::Ended { winner: Some(side) } => format!("The {} side wins", side_name(*side)),
            DuelEvent::Ended { winner: None } => "The game is drawn".into(),
        }
    }

    /// The cards in hands `seat` cannot see and the deck form one pool it cannot tell apart:
    /// deal those hands again from it, each to its size.
    fn determinize(&self, seat: Seat, rng: &mut ChaCha8Rng) -> Self {
        let mut world = self.clone();
        let hidden: Vec<usize> = (0..self.hands.len()).filter(|&s| self.hands[s].hidden_from(seat)).collect();
        let mut pool: Vec<Card> = hidden.iter().flat_map(|&s| self.hands[s].value.iter().copied()).collect();
        for (card, n) in self.deck.unseen() {
            pool.extend(std::iter::repeat_n(*card, usize::from(n)));
        }
        // Sorted first, so the new deal depends only on what the seat sees.
        pool.sort_unstable();
        pool.shuffle(rng);
        let mut rest = pool.into_iter();
        for &s in &hidden {
            let size = self.hands[s].value.len();
            let mut hand: Vec<Card> = rest.by_ref().take(size).collect();
            hand.sort_unstable();
            world.hands[s].value = hand;
        }
        let mut deck = Deck::new();
        for card in rest {
            deck.shuffle_in(card, 1);
        }
        world.deck = deck;
        world
    }
}

/// A side's name.
pub(super) fn side_name(side: u8) -> &'static str {
    if side == 0 {
        "even"
    } else {
        "odd"
    }
}

impl Duel {
    fn take_from_hand(&mut self, seat: Seat, card: Card) {
        if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
            if let Some(at) = hand.value.iter().position(|c| *c == card) {
                hand.value.remove(at);
            }
        }
    }

    /// One step of the chain: give priority, or resolve the top spell, or close it.
    fn chain_step(&mut self, seat: Seat, events: &mut Events<DuelEvent>) {
        let Some(chain) = self.chain.as_mut() else { return };
        match chain.state() {
            WindowState::Priority => {
                let holder = chain.priority().unwrap_or(seat);
                self.tasks.push(seat, Task::Chain);
                self.tasks.push(holder, Task::Decide(Ask::Priority));
            }
            WindowState::Resolving => {
                if let Some((owner, card)) = chain.resolve_next() {
                    self.discard.push(card);
                    events.push(DuelEvent::Resolved { seat: owner, card });
                    match card {
                        Card::Ward => {
                            // The Ward cancels the spell under it (A1.5): it leaves the chain unresolved.
                            let under = chain.stack().len().checked_sub(1);
                            if let Some((victim, cancelled)) = under.and_then(|i| chain.remove(i)) {
                                self.discard.push(cancelled);
                                events.push(DuelEvent::Cancelled { seat: victim, card: cancelled });
                            }
                        }
                        Card::Bolt(n) => {
                            let side = 1 - Duel::side(owner);
                            let life = &mut self.life[usize::from(side)];
                            *life -= i16::from(n);
                            events.push(DuelEvent::Hurt { side, life: *life });
                            if *life <= 0 {
                                self.finish(End::Won(Duel::side(owner)), events);
                                return;
                            }
                        }
                    }
                }
                self.tasks.push(seat, Task::Chain);
            }
            WindowState::Closed => self.chain = None,
        }
    }

    fn turn_end(&mut self, events: &mut Events<DuelEvent>) {
        let players = self.config.players;
        self.active = (self.active + 1) % players;
        if self.active == 0 {
            self.round += 1;
        }
        let out_of_cards = self.deck.is_empty() && self.hands.iter().all(|h| h.value.is_empty());
        if out_of_cards || self.round > MAX_ROUNDS {
            self.finish(End::Drawn, events);
            return;
        }
        events.push(DuelEvent::Turn { seat: self.active, round: self.round });
        self.tasks.push(self.active, Task::TurnStart);
    }

    fn finish(&mut self, end: End, events: &mut Events<DuelEvent>) {
        self.end = Some(end);
        self.tasks.clear();
        self.chain = None;
        events.push(DuelEvent::Ended { winner: if let End::Won(side) = end { Some(side) } else { None } });
    }

    /// Everyone who knows `seat`'s hand.
    pub fn hand_known_to(&self, seat: Seat) -> Option<SeatSet> {
        match self.hands.get(usize::from(seat))?.known_to {
            KnownTo::Seats(s) => Some(s),
            _ => None,
        }
    }
}

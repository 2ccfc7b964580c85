//! Siege of Valeria's rules: the [`Rules`] implementation.
//!
//! The state carries an agenda of tasks: phases, automatic steps, chance draws and pending
//! decisions. The core's turn engine ([`crate::core::flow`]) works it until a decision or a
//! chance event is due. The legal decisions come from one place ([`Valeria::legal_for`]);
//! `apply` accepts exactly those.

mod attack;
mod cards;
mod describe;
mod events;
mod legal;
mod phases;
pub(crate) mod query;
mod targets;
mod window;

use super::action::{ValeriaAction, ValeriaChance, ValeriaEvent};
use super::data::{ValeriaConfig, DIE_SIDES};
use super::state::{EndReason, Need, Pending, Phase, Task, Valeria};
use super::view::ValeriaView;
use crate::core::{After, ConfigError, Outcome, RuleError, Rules, Seat, Settle, Standing, Target, Top, Weighted};
use legal::ActionBuf;

/// Where the rules put what happened (see [`crate::core::Events`]).
pub(crate) type Events = crate::core::Events<ValeriaEvent>;

impl Events {
    /// An Event had nothing to act on (its name is copied only when events are kept).
    pub(crate) fn no_effect(&mut self, what: &str) {
        self.push_with(|| ValeriaEvent::NoEffect { what: what.into() });
    }
}

crate::core::agenda_task!(Task, Pending, Need);

impl Rules for Valeria {
    type Config = ValeriaConfig;
    type Action = ValeriaAction;
    type Chance = ValeriaChance;
    type Event = ValeriaEvent;
    type View = ValeriaView;
    type Pending = Pending;
    type Need = Need;

    const ID: &'static str = "valeria";
    const NAME: &'static str = "Siege of Valeria";
    const MIN_SEATS: u8 = 1;
    const MAX_SEATS: u8 = 1;

    fn setup(config: &ValeriaConfig) -> Result<Self, ConfigError> {
        Ok(Valeria::setup(config))
    }

    fn seats(&self) -> u8 {
        1
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn top(&self) -> Top<'_, Pending, Need> {
        self.tasks.top_kind()
    }

    fn legal(&self, _seat: Seat, pending: &Pending, out: &mut Vec<ValeriaAction>) {
        self.legal_for(pending, out);
    }

    fn is_legal(&self, _seat: Seat, pending: &Pending, action: &ValeriaAction) -> bool {
        Valeria::is_legal(self, pending, action)
    }

    fn refuse(&self, _seat: Seat, pending: &Pending, action: &ValeriaAction) -> RuleError {
        self.explain(pending, action)
    }

    fn execute(&mut self, _seat: Seat, action: &ValeriaAction, events: &mut Events) -> After {
        // Adding a die to an attack or a payment is the most frequent step: it changes the
        // question in place, with no copy of it, and the same question is asked again.
        if let ValeriaAction::Die { die } = *action {
            match self.tasks.top_mut() {
                Some(Task::Decide(Pending::Attack(a))) => {
                    a.dice.push(die);
                    return After::Stay;
                }
                Some(Task::Decide(Pending::OverkillPay { dice, .. })) => {
                    dice.push(die);
                    return After::Stay;
                }
                Some(Task::Decide(Pending::PickDice { picked, .. })) => {
                    picked.push(die);
                    return After::Stay;
                }
                _ => {}
            }
        }
        if let Some((_, Task::Decide(p))) = self.tasks.top() {
            let p = p.clone();
            self.answer(p, *action, events);
        }
        After::Run
    }

    fn step(&mut self, events: &mut Events) {
        if let Some((_, task)) = self.tasks.pop() {
            self.exec(task, events);
        }
    }

    fn drop_top(&mut self) {
        self.tasks.pop();
    }

    fn settle(&self, _seat: Seat, pending: &Pending) -> Settle<ValeriaAction> {
        self.settle_pending(pending)
    }

    fn outcomes(&self, need: &Need, out: &mut Vec<Weighted<ValeriaChance>>) {
        self.outcomes_for(*need, out);
    }

    /// Dice and deck draws are drawn without listing them (`outcomes_for` lists the same
    /// faces and cards, in the same order, with the same weights).
    fn sample(&self, need: &Need, rng: &mut rand_chacha::ChaCha8Rng) -> Option<ValeriaChance> {
        use rand::Rng;
        fn card<T: Copy + PartialEq>(
            deck: &crate::core::Deck<T>,
            reveal: bool,
            wrap: fn(T) -> ValeriaChance,
            rng: &mut rand_chacha::ChaCha8Rng,
        ) -> Option<ValeriaChance> {
            let chance = if reveal { deck.unseen_in_deck() > 0 } else { deck.next_is_chance() };
            if chance {
                deck.sample_unseen(rng).map(|c| wrap(*c))
            } else {
                None
            }
        }
        match need {
            Need::Roll { .. } => Some(ValeriaChance::Face(rng.random_range(0..u64::from(DIE_SIDES)) as u8 + 1)),
            Need::RevealTroop { .. } => card(&self.troops, true, ValeriaChance::Troop, rng),
            Need::RevealEvent { .. } => card(&self.events, true, ValeriaChance::Event, rng),
            Need::TroopToHand | Need::TroopToCell { .. } => card(&self.troops, false, ValeriaChance::Troop, rng),
            Need::EngineToCell { .. } => card(&self.engines, false, ValeriaChance::Engine, rng),
            Need::Champion => card(&self.champions, false, ValeriaChance::Champion, rng),
            Need::Event => card(&self.events, false, ValeriaChance::Event, rng),
        }
    }

    fn settle_chance(&mut self, need: &Need, events: &mut Events) -> bool {
        self.draw_without_chance(*need, events)
    }

    fn resolve_chance(&mut self, need: &Need, outcome: &ValeriaChance, events: &mut Events) -> Result<(), RuleError> {
        let need = *need;
        // A draw is checked by the deck itself: it takes the card exactly when the card is a
        // possible outcome (the next card is unseen and a copy is left), and changes nothing
        // otherwise, so the check is not made twice.
        let drawn = match (need, *outcome) {
            (Need::TroopToHand | Need::TroopToCell { .. }, ValeriaChance::Troop(t)) => {
                Some(self.troops.draw_unseen(&t).is_ok())
            }
            (Need::EngineToCell { .. }, ValeriaChance::Engine(e)) => Some(self.engines.draw_unseen(&e).is_ok()),
            (Need::Champion, ValeriaChance::Champion(c)) => Some(self.champions.draw_unseen(&c).is_ok()),
            (Need::Event, ValeriaChance::Event(e)) => Some(self.events.draw_unseen(&e).is_ok()),
            _ => None,
        };
        match drawn {
            Some(true) => {
                self.tasks.pop();
                self.place_drawn(need, *outcome, events);
            }
            Some(false) => return Err(self.bad_chance(need, outcome)),
            None => {
                if !self.outcome_possible(need, outcome) {
                    return Err(self.bad_chance(need, outcome));
                }
                self.tasks.pop();
                self.resolve_outcome(need, *outcome, events);
            }
        }
        Ok(())
    }

    fn question(&self, need: &Need) -> Option<String> {
        Some(self.chance_need_question(*need))
    }

    fn wrap_up(&mut self, _events: &mut Events) {
        self.tasks.clear();
        self.phase = Phase::Over;
    }

    fn view(&self, _seat: Seat) -> ValeriaView {
        ValeriaView::of(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end?;
        Some(match reason {
            EndReason::AllEnginesDefeated => {
                let troops = self.troops_for_grade();
                Outcome {
                    standing: Standing::Won,
                    reason: reason.key().into(),
                    summary: format!("Victory on day {}: every Siege Engine is defeated", self.day),
                    grade: Some(super::data::win_grade(troops).into()),
                    grade_key: Some(grade_class("Victory", super::data::win_grade(troops))),
                    scores: vec![i32::try_from(troops).unwrap_or(i32::MAX)],
                }
            }
            _ => {
                let undefeated = self.undefeated_engines();
                Outcome {
                    standing: Standing::Lost,
                    reason: reason.key().into(),
                    summary: format!("Defeat on day {}: {}", self.day, describe::end_reason(reason)),
                    grade: Some(super::data::loss_grade(undefeated).into()),
                    grade_key: Some(grade_class("Defeat", super::data::loss_grade(undefeated))),
                    scores: vec![-i32::try_from(undefeated).unwrap_or(i32::MAX)],
                }
            }
        })
    }

    fn turn(&self) -> u32 {
        u32::from(self.day)
    }

    fn targets(&self, action: &ValeriaAction) -> Vec<Target> {
        self.targets_of(action)
    }

    /// Going on from a card window (a moment to play Troops and use Champions) passes it.
    fn is_pass(&self, action: &ValeriaAction) -> bool {
        matches!(action, ValeriaAction::Continue) && matches!(self.pending(), Some(Pending::Window { .. }))
    }

    /// Ending the Action phase and going on from a window do nothing.
    fn is_passive(&self, action: &ValeriaAction) -> bool {
        matches!(action, ValeriaAction::EndActions | ValeriaAction::Continue)
    }

    fn describe_action(&self, action: &ValeriaAction) -> String {
        self.action_label(action)
    }

    fn describe_chance(&self, outcome: &ValeriaChance) -> String {
        describe::chance_sentence(self, outcome)
    }

    fn chance_label(&self, outcome: &ValeriaChance) -> String {
        describe::chance_label(outcome)
    }

    fn decision_question(&self) -> Option<String> {
        self.pending().map(|p| self.question(p))
    }

    fn die_face(&self, outcome: &ValeriaChance) -> Option<u8> {
        match outcome {
            ValeriaChance::Face(face) => Some(*face),
            _ => None,
        }
    }

    fn describe_event(&self, event: &ValeriaEvent) -> String {
        describe::event(event)
    }
}

impl Valeria {
    /// The refusal of an outcome that is not possible for `need`.
    fn bad_chance(&self, need: Need, outcome: &ValeriaChance) -> RuleError {
        RuleError::bad_chance(format!(
            "{} is not a possible result of {}",
            describe::chance_label(outcome),
            describe::need(need)
        ))
    }

    /// Works the agenda until a decision or a chance event is due, or the game ends.
    #[cfg(test)]
    pub(crate) fn run(&mut self, ev: &mut Events) {
        crate::core::flow::run(self, ev);
    }

    /// Decides by itself when there is nothing to decide: a window where nothing can be played
    /// closes, a forced choice with no option does nothing ("do as much as possible"), and a
    /// forced choice with one option takes it.
    fn settle_pending(&self, p: &Pending) -> Settle<ValeriaAction> {
        match p {
            // A window nobody is eligible in (no card play would have an effect) is closed from
            // the start (see `window.rs`).
            Pending::Window { before } => {
                if self.window(*before).is_closed() {
                    Settle::Close
                } else {
                    Settle::Wait
                }
            }
            Pending::AfterDefeat { .. } => {
                let mut legal = ActionBuf::new();
                self.legal_for(p, &mut legal);
                if legal.as_slice() == [ValeriaAction::Continue] {
                    Settle::Close
                } else {
                    Settle::Wait
                }
            }
            // Optional steps wait for the player even with one choice.
            Pending::Actions
            | Pending::Attack(_)
            | Pending::OverkillPay { .. }
            | Pending::PickDice { .. }
            | Pending::Champion { .. } => Settle::Wait,
            _ => {
                let mut legal = legal::FirstAndCount::default();
                self.legal_for(p, &mut legal);
                match (legal.count, legal.first) {
                    (0, _) => Settle::Close,
                    (1, Some(only)) => Settle::Take(only),
                    _ => Settle::Wait,
                }
            }
        }
    }

    /// Resolves a draw that needs no chance: an empty deck (nothing happens) or a known next card.
    fn draw_without_chance(&mut self, need: Need, ev: &mut Events) -> bool {
        // Reveals look below the known top: chance while unseen cards are left.
        match need {
            Need::Roll { .. } => return false,
            Need::RevealTroop { .. } => {
                if self.troops.unseen_in_deck() > 0 {
                    return false;
                }
                self.troops.lift_bottom();
                self.tasks.pop();
                return true;
            }
            Need::RevealEvent { .. } => {
                if self.events.unseen_in_deck() > 0 {
                    return false;
                }
                self.events.lift_bottom();
                self.tasks.pop();
                return true;
            }
            _ => {}
        }
        let known = match need {
            Need::TroopToHand | Need::TroopToCell { .. } => {
                if self.troops.next_is_chance() {
                    return false;
                }
                self.troops.draw_known().ok().map(ValeriaChance::Troop)
            }
            Need::EngineToCell { .. } => {
                if self.engines.next_is_chance() {
                    return false;
                }
                self.engines.draw_known().ok().map(ValeriaChance::Engine)
            }
            Need::Champion => {
                if self.champions.next_is_chance() {
                    return false;
                }
                self.champions.draw_known().ok().map(ValeriaChance::Champion)
            }
            _ => {
                if self.events.next_is_chance() {
                    return false;
                }
                self.events.draw_known().ok().map(ValeriaChance::Event)
            }
        };
        self.tasks.pop();
        if let Some(card) = known {
            self.place_drawn(need, card, ev);
        }
        true
    }

    /// The outcomes of a chance need.
    fn outcomes_for(&self, need: Need, out: &mut Vec<Weighted<ValeriaChance>>) {
        /// A deck's draw outcomes (each unseen card weighted by its copies, while the next card
        /// is a chance draw) or reveal outcomes (the same, while unseen cards are in the deck;
        /// see [`crate::core::Deck::reveal_outcomes`]), each card wrapped as a chance outcome.
        fn cards<T: Copy + PartialEq>(
            deck: &crate::core::Deck<T>,
            reveal: bool,
            wrap: impl Fn(T) -> ValeriaChance,
            out: &mut Vec<Weighted<ValeriaChance>>,
        ) {
            let chance = if reveal { deck.unseen_in_deck() > 0 } else { deck.next_is_chance() };
            if chance {
                out.extend(deck.unseen().map(|(c, n)| Weighted::new(wrap(*c), u32::from(n))));
            }
        }
        match need {
            Need::Roll { .. } => out.extend((1..=DIE_SIDES).map(|f| Weighted::new(ValeriaChance::Face(f), 1))),
            Need::RevealTroop { .. } => cards(&self.troops, true, ValeriaChance::Troop, out),
            Need::RevealEvent { .. } => cards(&self.events, true, ValeriaChance::Event, out),
            Need::TroopToHand | Need::TroopToCell { .. } => cards(&self.troops, false, ValeriaChance::Troop, out),
            Need::EngineToCell { .. } => cards(&self.engines, false, ValeriaChance::Engine, out),
            Need::Champion => cards(&self.champions, false, ValeriaChance::Champion, out),
            Need::Event => cards(&self.events, false, ValeriaChance::Event, out),
        }
    }

    /// True if `outcome` is among [`Valeria::outcomes_for`] `need` (with a weight above 0).
    fn outcome_possible(&self, need: Need, outcome: &ValeriaChance) -> bool {
        fn card<T: Clone + PartialEq>(deck: &crate::core::Deck<T>, reveal: bool, c: &T) -> bool {
            let chance = if reveal { deck.unseen_in_deck() > 0 } else { deck.next_is_chance() };
            chance && deck.unseen_count(c) > 0
        }
        match (need, outcome) {
            (Need::Roll { .. }, ValeriaChance::Face(f)) => (1..=DIE_SIDES).contains(f),
            (Need::RevealTroop { .. }, ValeriaChance::Troop(t)) => card(&self.troops, true, t),
            (Need::RevealEvent { .. }, ValeriaChance::Event(e)) => card(&self.events, true, e),
            (Need::TroopToHand | Need::TroopToCell { .. }, ValeriaChance::Troop(t)) => card(&self.troops, false, t),
            (Need::EngineToCell { .. }, ValeriaChance::Engine(e)) => card(&self.engines, false, e),
            (Need::Champion, ValeriaChance::Champion(c)) => card(&self.champions, false, c),
            (Need::Event, ValeriaChance::Event(e)) => card(&self.events, false, e),
            _ => false,
        }
    }

    /// Applies a chance outcome already checked against [`Valeria::outcomes_for`].
    fn resolve_outcome(&mut self, need: Need, outcome: ValeriaChance, ev: &mut Events) {
        match (need, outcome) {
            (Need::Roll { die }, ValeriaChance::Face(face)) => self.roll_die(die, face, ev),
            (Need::RevealTroop { .. }, ValeriaChance::Troop(t)) => {
                let _ = self.troops.reveal_next(&t);
            }
            (Need::RevealEvent { .. }, ValeriaChance::Event(e)) => {
                let _ = self.events.reveal_next(&e);
            }
            (_, ValeriaChance::Troop(t)) if self.troops.draw_unseen(&t).is_ok() => self.place_drawn(need, outcome, ev),
            (_, ValeriaChance::Engine(e)) if self.engines.draw_unseen(&e).is_ok() => {
                self.place_drawn(need, outcome, ev)
            }
            (_, ValeriaChance::Champion(c)) if self.champions.draw_unseen(&c).is_ok() => {
                self.place_drawn(need, outcome, ev)
            }
            (_, ValeriaChance::Event(e)) if self.events.draw_unseen(&e).is_ok() => self.place_drawn(need, outcome, ev),
            _ => {}
        }
    }

    /// Ends the game at once (rulebook: winning and losing end the game immediately).
    pub(crate) fn finish(&mut self, reason: EndReason, ev: &mut Events) {
        if self.end.is_none() {
            self.end = Some(reason);
            self.phase = Phase::Over;
            self.tasks.clear();
            ev.push(ValeriaEvent::Ended { reason });
        }
    }

    pub(crate) fn decide(&mut self, p: Pending) {
        self.tasks.push(0, Task::Decide(p));
    }

    pub(crate) fn push(&mut self, t: Task) {
        self.tasks.push(0, t);
    }

    /// The decision being asked now, if any.
    pub fn pending(&self) -> Option<&Pending> {
        match self.tasks.top() {
            Some((_, Task::Decide(p))) if self.end.is_none() => Some(p),
            _ => None,
        }
    }
}

/// A grade's class: the result and the grade's band, the words before its colon ("Victory, 7-9
/// Troops").
fn grade_class(result: &str, grade: &str) -> String {
    format!("{result}, {}", grade.split(':').next().unwrap_or(grade).trim())
}

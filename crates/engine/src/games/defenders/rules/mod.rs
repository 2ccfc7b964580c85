//! Defenders of the Realm's rules: the [`Rules`] implementation.
//!
//! The state carries an agenda of tasks. The core's turn engine ([`crate::core::flow`]) works it
//! until a decision or a chance event is due. Legal decisions come from one place ([`Defenders::legal_for`]) and `apply`
//! accepts exactly those, so a refused action never changes the state.

mod board;
mod cards;
mod combat;
pub(crate) mod describe;
mod events;
pub(crate) mod legal;
mod night;

pub(crate) use events::Events;
mod quests;
pub(crate) mod targets;
mod turn;
mod window;

use super::action::{DefendersAction, DefendersChance, DefendersEvent};
use super::data::{CardKind, HERO_LIST};
use super::state::{Defenders, DefendersConfig, EndReason, Need, Pending, Task};
use super::view::DefendersView;
use crate::core::words::counted;
use crate::core::{After, ConfigError, Outcome, RuleError, Rules, Seat, Standing, Top, Weighted};
use std::cell::RefCell;

crate::core::agenda_task!(Task, Pending, Need);

impl Rules for Defenders {
    type Config = DefendersConfig;
    type Action = DefendersAction;
    type Chance = DefendersChance;
    type Event = DefendersEvent;
    type View = DefendersView;
    type Pending = Pending;
    type Need = Need;

    const ID: &'static str = "defenders";
    const NAME: &'static str = "Defenders of the Realm";
    const MIN_SEATS: u8 = 1;
    const MAX_SEATS: u8 = 4;
    /// A Daytime offers up to a few hundred decisions: one allocation for a fresh buffer, not a
    /// dozen doublings.
    const LEGAL_RESERVE: usize = 256;

    fn setup(config: &DefendersConfig) -> Result<Self, ConfigError> {
        Defenders::setup(config)
    }

    fn seats(&self) -> u8 {
        self.seats.len() as u8
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn top(&self) -> Top<'_, Pending, Need> {
        self.tasks.top_kind()
    }

    fn legal(&self, seat: Seat, pending: &Pending, out: &mut Vec<DefendersAction>) {
        self.legal_for(seat, pending, out);
    }

    /// `action` is one of the legal decisions at `pending`. The list is built in a buffer kept
    /// per thread, so checking a decision does not allocate.
    fn is_legal(&self, seat: Seat, pending: &Pending, action: &DefendersAction) -> bool {
        thread_local! {
            static LEGAL: RefCell<Vec<DefendersAction>> = const { RefCell::new(Vec::new()) };
        }
        LEGAL.with(|buffer| match buffer.try_borrow_mut() {
            Ok(mut legal) => {
                legal.clear();
                self.legal_for(seat, pending, &mut legal);
                legal.contains(action)
            }
            Err(_) => {
                let mut legal = Vec::new();
                self.legal_for(seat, pending, &mut legal);
                legal.contains(action)
            }
        })
    }

    fn refuse(&self, seat: Seat, pending: &Pending, action: &DefendersAction) -> RuleError {
        self.explain(seat, pending, action)
    }

    fn execute(&mut self, seat: Seat, action: &DefendersAction, events: &mut Events) -> After {
        if let Some((_, Task::Decide(pending))) = self.tasks.pop() {
            self.answer(seat, pending, *action, events);
        }
        After::Run
    }

    fn step(&mut self, events: &mut Events) {
        if let Some((seat, task)) = self.tasks.pop() {
            self.run_step(seat, task, events);
        }
    }

    fn drop_top(&mut self) {
        self.tasks.pop();
    }

    fn outcomes(&self, need: &Need, out: &mut Vec<Weighted<DefendersChance>>) {
        self.outcomes_for(*need, out);
    }

    /// Deck draws and dice are drawn without listing them (`outcomes_for` lists the same
    /// cards, in the same order, with the same weights).
    fn sample(&self, need: &Need, rng: &mut rand_chacha::ChaCha8Rng) -> Option<DefendersChance> {
        use rand::Rng;
        match need {
            Need::Dark if self.dark_deck_drawable() => {
                self.dark_deck.sample_unseen(rng).map(|c| DefendersChance::Dark(*c))
            }
            Need::HeroCard { .. } if self.hero_deck.next_is_chance() => {
                self.hero_deck.sample_unseen(rng).map(|c| DefendersChance::HeroCard(*c))
            }
            Need::Quest { .. } if self.quest_deck.next_is_chance() => {
                self.quest_deck.sample_unseen(rng).map(|q| DefendersChance::Quest(*q))
            }
            Need::Die => Some(DefendersChance::Die(rng.random_range(0..6u64) as u8 + 1)),
            _ => None,
        }
    }

    fn settle_chance(&mut self, need: &Need, events: &mut Events) -> bool {
        self.draw_without_chance(*need, events)
    }

    fn resolve_chance(&mut self, need: &Need, outcome: &DefendersChance, events: &mut Events) -> Result<(), RuleError> {
        if !self.chance_possible(*need, *outcome) {
            return Err(RuleError::bad_chance(format!("{} is not a possible result now", describe::chance(outcome))));
        }
        self.tasks.pop();
        self.resolve_outcome(*need, *outcome, events);
        Ok(())
    }

    fn question(&self, need: &Need) -> Option<String> {
        Some(self.chance_need_question(*need))
    }

    fn wrap_up(&mut self, events: &mut Events) {
        if let Some(reason) = self.end {
            if !self.tasks.is_empty() {
                self.tasks.clear();
                events.push(DefendersEvent::GameOver { reason });
            }
        }
    }

    fn view(&self, seat: Seat) -> DefendersView {
        DefendersView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end?;
        let scores = self.champion_points();
        let (standing, key, summary) = match reason {
            EndReason::Victory => {
                (Standing::Won, "victory", "All four Generals are defeated: the Realm is saved".to_string())
            }
            EndReason::GeneralInCity { general } => {
                (Standing::Lost, "general_in_city", format!("{} marched into Monarch City", general.data().name))
            }
            EndReason::Shortage { colour } => (
                Standing::Lost,
                "minion_shortage",
                format!(
                    "No {} minion was left to place: the {} horde overwhelms the Realm",
                    colour.name(),
                    colour.race()
                ),
            ),
            EndReason::Crystals => (
                Standing::Lost,
                "tainted_crystals",
                "The last Tainted Crystal was placed: the land is lost".to_string(),
            ),
            EndReason::CityFallen => {
                (Standing::Lost, "city_fallen", "Five minions stand in Monarch City: the city falls".to_string())
            }
        };
        Some(Outcome {
            standing,
            reason: key.to_string(),
            summary,
            grade: Some(self.champion_text()),
            grade_key: Some(self.champion_class()),
            scores: scores.iter().map(|&(p, _)| i32::from(p)).collect(),
        })
    }

    fn turn(&self) -> u32 {
        self.turn.max(1)
    }

    fn reveals(&self, action: &DefendersAction) -> bool {
        // Looking at the Darkness deck (Dark Visions) shows cards that cannot be un-seen.
        matches!(action, DefendersAction::Play { card }
        if super::data::HERO_CARDS.get(usize::from(*card)).is_some_and(|c| {
            matches!(c.kind, CardKind::Special { special: super::data::Special::DarkVisions, .. })
        }))
    }

    /// Passing a purple-card window reveals nothing, so another seat may undo its own earlier
    /// decision past it.
    fn is_pass(&self, action: &DefendersAction) -> bool {
        matches!(action, DefendersAction::Pass)
            && matches!(self.tasks.top(), Some((_, Task::Decide(Pending::Window { .. }))))
    }

    /// Ending the Daytime, passing a window and stopping a commitment do nothing: a passive
    /// hero only ends its turns.
    fn is_passive(&self, action: &DefendersAction) -> bool {
        matches!(action, DefendersAction::EndDay | DefendersAction::Pass | DefendersAction::Done)
    }

    /// Ending the Daytime (for a seat with a hero) and passing a window are always legal answers
    /// (`legal_for`), so they are named without listing.
    fn passive_answer(&self, seat: Seat, pending: &Pending) -> Option<DefendersAction> {
        match pending {
            Pending::Action if self.hero(seat).is_some() => Some(DefendersAction::EndDay),
            Pending::Window { .. } => Some(DefendersAction::Pass),
            _ => None,
        }
    }

    /// What a decision points at on the board, in the view's ids (`rules/targets.rs`).
    fn targets(&self, action: &DefendersAction) -> Vec<crate::core::Target> {
        self.action_targets(action)
    }

    fn describe_action(&self, action: &DefendersAction) -> String {
        describe::action(self, action)
    }

    fn describe_chance(&self, outcome: &DefendersChance) -> String {
        describe::chance(outcome)
    }

    fn decision_question(&self) -> Option<String> {
        match self.tasks.top() {
            Some((_, Task::Decide(p))) => Some(super::view::question(p)),
            _ => None,
        }
    }

    fn die_face(&self, outcome: &DefendersChance) -> Option<u8> {
        match outcome {
            DefendersChance::Die(face) => Some(*face),
            _ => None,
        }
    }

    fn describe_event(&self, event: &DefendersEvent) -> String {
        describe::event(event)
    }
}

impl Defenders {
    /// Works the agenda until a decision or a chance event is due, or the game ends.
    pub(crate) fn run(&mut self, events: &mut Events) {
        crate::core::flow::run(self, events);
    }

    /// A Darkness card already known (Dark Visions) is drawn without chance; an empty deck is
    /// reshuffled first. Returns true if it handled the need.
    fn draw_without_chance(&mut self, need: Need, events: &mut Events) -> bool {
        if need != Need::Dark || self.revealing() {
            return false;
        }
        if self.dark_deck.is_empty() {
            self.reshuffle_dark(events);
        }
        if self.dark_deck.next_is_chance() {
            return false;
        }
        self.tasks.pop();
        match self.dark_deck.draw_known() {
            Ok(card) => self.dark_drawn(card, events),
            // Nothing at all to draw: the card is skipped (cannot happen with 56 cards).
            Err(_) => self.night.current = None,
        }
        true
    }

    fn run_step(&mut self, seat: Seat, task: Task, events: &mut Events) {
        match task {
            Task::Decide(_) | Task::Chance(_) => {}
            Task::SetupRound { round, left } => self.setup_round(round, left),
            Task::SetupDone => self.setup_done(events),
            Task::TurnStart => self.turn_start(events),
            Task::Daytime => self.daytime(),
            Task::Wounds => self.wounds(events),
            Task::Evening => self.evening(),
            Task::HandLimit => self.hand_limit(),
            Task::Night => self.night_start(),
            Task::NightCard { index } => self.night_card(index),
            Task::Resolve => self.resolve_dark(events),
            Task::TurnEnd => self.turn_end(),
            Task::Heal => self.heal_generals(events),
            Task::Window { point, from } => self.open_window(point, from),
            Task::RollDone => self.roll_done(events),
            Task::CombatStart => self.combat_start(events),
            Task::Corruption => self.corruption(),
            Task::CombatNext => self.combat_next(),
            Task::Penalty { index } => self.penalty(index, events),
            Task::DrawCards { seat: s, count, filter } => self.draw_cards(s, count, filter, events),
            Task::DrawQuest { seat: s } => self.draw_quest(s, events),
            Task::PenaltyCards { seat: s, hero } => self.penalty_cards(s, hero),
            Task::Visions { left } => self.visions_step(seat, left),
        }
    }

    /// The chance outcomes of a need.
    pub(crate) fn outcomes_for(&self, need: Need, out: &mut Vec<Weighted<DefendersChance>>) {
        out.clear();
        match need {
            Need::Hero { .. } => {
                for h in HERO_LIST {
                    if !self.used_heroes.contains(&h) && !self.reserved_hero(h) {
                        out.push(Weighted::new(DefendersChance::Hero(h), 1));
                    }
                }
            }
            Need::HeroCard { .. } => {
                if self.hero_deck.next_is_chance() {
                    out.extend(
                        self.hero_deck
                            .unseen()
                            .map(|(c, n)| Weighted::new(DefendersChance::HeroCard(*c), u32::from(n))),
                    );
                }
            }
            Need::Scout { colour, .. } => {
                out.extend(
                    self.hero_deck
                        .unseen()
                        .filter(|(c, _)| super::data::card_colour(**c) == Some(colour))
                        .map(|(c, n)| Weighted::new(DefendersChance::HeroCard(*c), u32::from(n))),
                );
            }
            Need::Quest { .. } => {
                if self.quest_deck.next_is_chance() {
                    out.extend(
                        self.quest_deck.unseen().map(|(q, n)| Weighted::new(DefendersChance::Quest(*q), u32::from(n))),
                    );
                }
            }
            Need::Dark => {
                if self.dark_deck_drawable() {
                    out.extend(
                        self.dark_deck.unseen().map(|(c, n)| Weighted::new(DefendersChance::Dark(*c), u32::from(n))),
                    );
                }
            }
            Need::Die => out.extend((1..=6).map(|f| Weighted::new(DefendersChance::Die(f), 1))),
        }
    }

    /// Dark Visions is revealing cards (not drawing them).
    fn revealing(&self) -> bool {
        self.tasks.iter().any(|(_, t)| matches!(t, Task::Visions { .. }))
    }

    /// The next Darkness card is a chance event: drawn unseen, or revealed by Dark Visions.
    fn dark_deck_drawable(&self) -> bool {
        if self.revealing() {
            self.dark_deck.unseen_in_deck() > 0
        } else {
            self.dark_deck.next_is_chance()
        }
    }

    /// `outcome` is one of [`Defenders::outcomes_for`]`(need)`, checked without listing them
    /// (a deck's unseen cards all have at least one copy).
    pub(crate) fn chance_possible(&self, need: Need, outcome: DefendersChance) -> bool {
        match (need, outcome) {
            (Need::Hero { .. }, DefendersChance::Hero(h)) => !self.used_heroes.contains(&h) && !self.reserved_hero(h),
            (Need::HeroCard { .. }, DefendersChance::HeroCard(c)) => {
                self.hero_deck.next_is_chance() && self.hero_deck.unseen_count(&c) > 0
            }
            (Need::Scout { colour, .. }, DefendersChance::HeroCard(c)) => {
                self.hero_deck.unseen_count(&c) > 0 && super::data::card_colour(c) == Some(colour)
            }
            (Need::Quest { .. }, DefendersChance::Quest(q)) => {
                self.quest_deck.next_is_chance() && self.quest_deck.unseen_count(&q) > 0
            }
            (Need::Dark, DefendersChance::Dark(c)) => self.dark_deck_drawable() && self.dark_deck.unseen_count(&c) > 0,
            (Need::Die, DefendersChance::Die(f)) => (1..=6).contains(&f),
            _ => false,
        }
    }

    /// A hero that the config gives to a seat not yet dealt (a random deal never takes it).
    fn reserved_hero(&self, h: super::data::HeroKind) -> bool {
        self.config.heroes.contains(&Some(h))
    }

    fn resolve_outcome(&mut self, need: Need, outcome: DefendersChance, events: &mut Events) {
        match (need, outcome) {
            (Need::Hero { seat }, DefendersChance::Hero(h)) => self.hero_arrives(seat, h, events),
            (Need::HeroCard { seat }, DefendersChance::HeroCard(card)) => {
                let _ = self.hero_deck.draw_unseen(&card);
                self.card_drawn(seat, card, events);
            }
            (Need::Scout { seat, .. }, DefendersChance::HeroCard(card)) => {
                let _ = self.hero_deck.draw_unseen(&card);
                if let Some(h) = self.hero_mut(seat) {
                    h.hand.push(card);
                }
                events.push(DefendersEvent::CardDrawn { seat, card, kept: true });
            }
            (Need::Quest { seat }, DefendersChance::Quest(q)) => {
                let _ = self.quest_deck.draw_unseen(&q);
                self.quest_drawn(seat, q, events);
            }
            (Need::Dark, DefendersChance::Dark(card)) => {
                if self.revealing() {
                    let _ = self.dark_deck.reveal_next(&card);
                } else {
                    let _ = self.dark_deck.draw_unseen(&card);
                    self.dark_drawn(card, events);
                }
            }
            (Need::Die, DefendersChance::Die(face)) => {
                if let Some(roll) = self.roll.as_mut() {
                    if let Some(i) = roll.next_unrolled() {
                        roll.faces[i] = face;
                    }
                    if roll.next_unrolled().is_some() {
                        self.tasks.push(0, Task::Chance(Need::Die));
                    }
                }
            }
            _ => {}
        }
    }

    /// Ends the game.
    pub(crate) fn lose(&mut self, reason: EndReason) {
        if self.end.is_none() {
            self.end = Some(reason);
        }
    }

    /// King's Champion points per seat: (points, quests) (rulebook: The King's Champion).
    pub fn champion_points(&self) -> Vec<(u8, u8)> {
        self.seats
            .iter()
            .map(|s| {
                let q = s.quests_done.len() as u8;
                (q + s.generals.len() as u8, q)
            })
            .collect()
    }

    /// The King's Champion: seats with the most points, ties broken by quests, then shared.
    pub fn kings_champions(&self) -> Vec<Seat> {
        let pts = self.champion_points();
        let Some(best) = pts.iter().max() else { return Vec::new() };
        pts.iter().enumerate().filter(|(_, p)| *p == best).map(|(i, _)| i as Seat).collect()
    }

    /// Who became King's Champion, by hero ("Rogue", "Cleric and Rogue"), for statistics.
    fn champion_class(&self) -> String {
        let mut heroes: Vec<&str> = self
            .kings_champions()
            .iter()
            .filter_map(|&s| self.seats.get(usize::from(s)).and_then(|seat| seat.hero.as_ref()).map(|h| h.kind.name()))
            .collect();
        heroes.sort_unstable();
        if heroes.is_empty() {
            "No King's Champion".to_string()
        } else {
            heroes.join(" and ")
        }
    }

    fn champion_text(&self) -> String {
        let champs = self.kings_champions();
        let pts = self.champion_points();
        let names: Vec<String> = champs
            .iter()
            .map(|&s| {
                let hero = self.seats[usize::from(s)].hero.as_ref().map_or("a fallen hero", |h| h.kind.name());
                format!("{hero} (hero {})", s + 1)
            })
            .collect();
        match champs.first() {
            Some(&s) => format!(
                "King's Champion: {} with {} ({})",
                names.join(" and "),
                counted(pts[usize::from(s)].0, "point", "points"),
                counted(pts[usize::from(s)].1, "quest", "quests")
            ),
            None => "No King's Champion".to_string(),
        }
    }
}

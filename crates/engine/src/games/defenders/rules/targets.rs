//! What each decision points at on the board ([`crate::core::Target`]), so a board maps a tap
//! to the legal actions that name the thing tapped.
//!
//! The ids are the view's ([`DefendersView`](super::super::view::DefendersView)):
//!
//! - a location is its id, the index into the view's `board` and `names` ("28" is Monarch City);
//! - a Hero card is its id as held in a hand ("12"); a Darkness card, numbered in the view's
//!   `dark_top` and `dark_discard`, is `"dark_<id>"` (the two decks' ids overlap); a quest card
//!   (an open quest worked on, a reward) is the quest's serde id ("amulet_of_the_gods", and
//!   "scout_<general>" for the Scout the General quests);
//! - a hero is its seat and its piece, the hero's serde id ("eagle_rider"); a General is its piece,
//!   the General's serde id ("varkolak"), and its location.

use serde::Serialize;

use super::super::action::{DefendersAction as A, Target as Pick};
use super::super::data::{special_card, DarkCardId, General, HeroCardId, HeroKind, Loc, Quest, Special, GENERAL_LIST};
use super::super::state::{Defenders, Reroll, Task};
use crate::core::{Seat, Target};

/// A value's serde id: its JSON string, or `key_value` for a one-field variant
/// (`{"scout": "varkolak"}` is `scout_varkolak`).
fn serde_id(v: impl Serialize) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Object(m)) => {
            m.iter().map(|(k, v)| format!("{k}_{}", v.as_str().unwrap_or_default())).collect::<Vec<_>>().join("_")
        }
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// A location's target.
pub(crate) fn location_target(l: Loc) -> Target {
    Target::location(l.to_string())
}

/// A Hero card's target.
pub(crate) fn card_target(c: HeroCardId) -> Target {
    Target::card(c.to_string())
}

/// A Darkness card's target.
pub(crate) fn dark_target(d: DarkCardId) -> Target {
    Target::card(format!("dark_{d}"))
}

/// A quest card's target (a reward to use).
pub(crate) fn quest_target(q: Quest) -> Target {
    Target::card(serde_id(q))
}

/// A hero's piece.
pub(crate) fn hero_target(kind: HeroKind) -> Target {
    Target::piece(serde_id(kind))
}

/// A General's piece.
pub(crate) fn general_target(g: General) -> Target {
    Target::piece(serde_id(g))
}

impl Defenders {
    /// The seat deciding now, if a decision is due.
    fn deciding(&self) -> Option<Seat> {
        match self.tasks.top() {
            Some((seat, Task::Decide(_))) => Some(seat),
            _ => None,
        }
    }

    /// A seat's hero: its seat and, if it has one, its piece.
    fn push_hero(&self, seat: Seat, out: &mut Vec<Target>) {
        out.push(Target::Seat(seat));
        if let Some(h) = self.hero(seat) {
            out.push(hero_target(h.kind));
        }
    }

    /// A General's piece and, undefeated, its location.
    fn push_general(&self, g: General, out: &mut Vec<Target>) {
        out.push(general_target(g));
        if let Some(l) = self.general_loc(g) {
            out.push(location_target(l));
        }
    }

    /// What `action` points at on the board (see the module docs for the ids).
    pub(crate) fn action_targets(&self, action: &A) -> Vec<Target> {
        let mut out = Vec::new();
        let seat = self.deciding();
        let here = seat.and_then(|s| self.hero(s)).map(|h| h.loc);
        let at_here = |out: &mut Vec<Target>| {
            if let Some(l) = here {
                out.push(location_target(l));
            }
        };
        match *action {
            A::Foot { to } | A::GateToGate { to } | A::SkillMove { to } => out.push(location_target(to)),
            A::CardMove { card, to } => {
                out.push(card_target(card));
                out.push(location_target(to));
            }
            A::BuildGate { card } | A::HealLand { card } | A::Fireball { card } => {
                out.push(card_target(card));
                at_here(&mut out);
            }
            A::Rumors { .. } | A::Purify | A::Slay { .. } => at_here(&mut out),
            A::Quest { .. } => {
                // The open quest card, then where the hero works on it.
                if let Some(open) = seat.and_then(|s| self.hero(s)).and_then(|h| h.quest) {
                    out.push(quest_target(open.quest));
                }
                at_here(&mut out);
            }
            A::HealWounds => {
                if let Some(s) = seat {
                    self.push_hero(s, &mut out);
                }
            }
            A::Engage { at } => out.push(location_target(at)),
            A::AttackGeneral => {
                for &g in GENERAL_LIST.iter().filter(|&&g| here.is_some() && self.general_loc(g) == here) {
                    self.push_general(g, &mut out);
                }
                if out.is_empty() {
                    at_here(&mut out);
                }
            }
            A::Play { card } | A::Commit { card } | A::Discard { card } => out.push(card_target(card)),
            A::Reward { quest } => out.push(quest_target(quest)),
            A::Attacker { seat: s } => self.push_hero(s, &mut out),
            A::Reroll { source: Reroll::BattleLuck } => out.push(card_target(special_card(Special::BattleLuck))),
            A::Reroll { .. } => {
                if let Some(h) = seat.and_then(|s| self.hero(s)) {
                    out.push(hero_target(h.kind));
                }
            }
            A::Pick { target } => match target {
                Pick::Loc(l) | Pick::Minion(l, _) => out.push(location_target(l)),
                Pick::Hero(s) => self.push_hero(s, &mut out),
                Pick::General(g) => self.push_general(g, &mut out),
                Pick::Dark(d) => out.push(dark_target(d)),
                Pick::Colour(_) => {}
            },
            A::ChooseHero { .. }
            | A::Stance { .. }
            | A::Form { .. }
            | A::EndDay
            | A::Pass
            | A::Done
            | A::Keep
            | A::Redraw => {}
        }
        out.dedup();
        out
    }
}

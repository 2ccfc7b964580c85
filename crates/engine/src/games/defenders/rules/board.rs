//! Minions, overruns, tainting and General advances (rulebook: Overruns and Tainted Land;
//! A General Advances; rulings ).

use super::super::action::DefendersEvent;
use super::super::data::{
    location, neighbours, Colour, General, GeneralAdvance, Loc, LocKind, Requirement, MONARCH_CITY,
};
use super::super::data::{CITY_FALLS_AT, MAX_MINIONS};
use super::super::state::{Defenders, EndReason};
use super::events::Events;
use super::legal::Locs;
use crate::core::Seat;

/// What happened to one minion added to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Added {
    /// Placed.
    Placed,
    /// The location overran: the rest of the instruction is dropped (ruling A-2).
    Overrun,
    /// Dropped (a full Inn, a tainted spill target, or a spill with no minion left).
    Dropped,
    /// The game is lost.
    Lost,
}

impl Defenders {
    /// Takes one minion of a colour for a placement: from supply, else from the quest card
    /// holding the most minions among those holding that colour (rulebook: Quest Cards note;
    /// ties to the first in turn order from the active seat, designed: rulebook silent).
    pub(crate) fn take_minion(&mut self, colour: Colour) -> Option<()> {
        let c = colour.index();
        if self.supply[c] > 0 {
            self.supply[c] -= 1;
            return Some(());
        }
        let mut best: Option<(Seat, u8)> = None;
        for s in self.seats_from(self.active) {
            if let Some(q) = self.hero(s).and_then(|h| h.quest.as_ref()) {
                let total: u8 = q.minions.iter().sum();
                if q.minions[c] > 0 && best.is_none_or(|(_, t)| total > t) {
                    best = Some((s, total));
                }
            }
        }
        let (s, _) = best?;
        if let Some(q) = self.hero_mut(s).and_then(|h| h.quest.as_mut()) {
            q.minions[c] -= 1;
        }
        Some(())
    }

    /// Places one Tainted Crystal; the one that empties the supply loses the game (R8 iii).
    pub(crate) fn place_crystal(&mut self, l: Loc, events: &mut Events) {
        if self.crystals == 0 {
            self.lose(EndReason::Crystals);
            return;
        }
        self.crystals -= 1;
        self.board[usize::from(l)].crystals += 1;
        events.push(DefendersEvent::Tainted { loc: l });
        if self.crystals == 0 {
            self.lose(EndReason::Crystals);
        }
    }

    /// The Demon taint: a red addition leaving exactly 3 minions, all red (ruling A-3).
    pub(crate) fn demon_taint(&mut self, l: Loc, colour: Colour, events: &mut Events) {
        let spot = self.board[usize::from(l)];
        let kind = location(l).kind;
        if colour == Colour::Red
            && spot.total() == MAX_MINIONS
            && spot.minions[Colour::Red.index()] == MAX_MINIONS
            && !matches!(kind, LocKind::Inn | LocKind::MonarchCity)
        {
            self.place_crystal(l, events);
        }
    }

    /// Adds one minion from a card, a General advance or an Orc/Monarch City card (`spill` =
    /// false), or from an overrun (`spill` = true). Rules notes §3.7 "Adding one minion".
    pub(crate) fn add_minion(&mut self, l: Loc, colour: Colour, spill: bool, events: &mut Events) -> Added {
        if self.end.is_some() {
            return Added::Lost;
        }
        let kind = location(l).kind;
        let total = self.board[usize::from(l)].total();
        let full = match kind {
            LocKind::MonarchCity => false,
            _ => total >= MAX_MINIONS,
        };
        if full {
            if kind == LocKind::Inn {
                return Added::Dropped;
            }
            self.place_crystal(l, events);
            if spill {
                return if self.end.is_some() { Added::Lost } else { Added::Dropped };
            }
            events.push(DefendersEvent::Overrun { loc: l, colour });
            let mut around: Locs = neighbours(l).iter().copied().collect();
            around.sort_by_key(|&n| location(n).src_id);
            for n in around {
                if self.add_minion(n, colour, true, events) == Added::Lost {
                    return Added::Lost;
                }
            }
            return if self.end.is_some() { Added::Lost } else { Added::Overrun };
        }
        if self.take_minion(colour).is_none() {
            if spill {
                return Added::Dropped;
            }
            self.lose(EndReason::Shortage { colour });
            return Added::Lost;
        }
        self.board[usize::from(l)].minions[colour.index()] += 1;
        events.push(DefendersEvent::MinionsPlaced { loc: l, colour, count: 1 });
        if kind == LocKind::MonarchCity && self.board[usize::from(l)].total() >= CITY_FALLS_AT {
            self.lose(EndReason::CityFallen);
            return Added::Lost;
        }
        self.demon_taint(l, colour, events);
        if self.end.is_some() {
            Added::Lost
        } else {
            Added::Placed
        }
    }

    /// Adds `count` minions one at a time; an overrun drops the rest (ruling A-2).
    pub(crate) fn add_minions(&mut self, l: Loc, colour: Colour, count: u8, events: &mut Events) {
        for _ in 0..count {
            match self.add_minion(l, colour, false, events) {
                Added::Placed | Added::Dropped => {}
                Added::Overrun | Added::Lost => return,
            }
        }
    }

    /// Removes one minion defeated by `by` (or by nobody): onto the seat's kill-count quest if
    /// it still needs that colour (ruling A-17), else to supply. Returns false if none was there.
    pub(crate) fn defeat_minion(&mut self, l: Loc, colour: Colour, by: Option<Seat>, events: &mut Events) -> bool {
        let c = colour.index();
        if self.board[usize::from(l)].minions[c] == 0 {
            return false;
        }
        self.board[usize::from(l)].minions[c] -= 1;
        events.push(DefendersEvent::MinionsRemoved { loc: l, colour, count: 1 });
        let mut to_quest = false;
        if let Some(seat) = by {
            if let Some(q) = self.hero_mut(seat).and_then(|h| h.quest.as_mut()) {
                if let Requirement::Kill(need) = super::super::data::quest_data(q.quest).requirement {
                    if q.minions[c] < need[c] {
                        q.minions[c] += 1;
                        to_quest = true;
                    }
                }
            }
            if to_quest {
                self.check_kill_quest(seat, events);
            }
        }
        if !to_quest {
            self.supply[c] += 1;
        }
        true
    }

    /// Removes every minion of every colour at a location (cards, Battle Fury).
    pub(crate) fn clear_location(&mut self, l: Loc, by: Option<Seat>, events: &mut Events) {
        for colour in super::super::data::COLOURS {
            while self.defeat_minion(l, colour, by, events) {}
        }
    }

    /// The General's advance on a Darkness card (rulebook: A General Advances; rules notes §3.7).
    pub(crate) fn advance_general(&mut self, adv: GeneralAdvance, events: &mut Events) {
        let g = adv.general;
        let st = self.generals[g.index()];
        if st.remaining == 0 {
            return;
        }
        if self.night.cancel_advance {
            events.push_with(|| DefendersEvent::GeneralHeld { general: g, why: "its advance was cancelled".into() });
            return;
        }
        if self.in_major_zone(g) {
            events.push_with(|| DefendersEvent::GeneralHeld { general: g, why: "it has a major wound".into() });
            return;
        }
        let next = st.step + 1;
        let path = g.data().path;
        let Some(&target) = path.get(usize::from(next)) else { return };
        if adv.to.is_some_and(|t| t != target) {
            return;
        }
        self.generals[g.index()].step = next;
        events.push(DefendersEvent::GeneralMoved { general: g, to: target });
        if target == MONARCH_CITY {
            self.lose(EndReason::GeneralInCity { general: g });
            return;
        }
        self.add_minions(target, g.colour(), adv.minions, events);
    }

    /// The General's marker is in its major-wound zone (rulebook: Major Wound).
    pub fn in_major_zone(&self, g: General) -> bool {
        let st = self.generals[g.index()];
        let major = g.data().major_at;
        st.remaining > 0 && major > 0 && st.remaining <= major && st.remaining < g.data().track
    }
}

//! What the bot sees in the table for one decision: what each place is worth and the best
//! place within reach, the General the team gathers cards for, the odds of a fight, the worth
//! of each card.

use super::super::data::{
    card_colour, distance, hero_card, location, neighbours, quest_data, CardKind, Colour, General, HeroCardId,
    HeroKind, Loc, LocKind, Portrait, Quest, Requirement, GENERAL_LIST, LOCATION_COUNT, MONARCH_CITY,
};
use super::super::state::{Defenders, Stance};
use super::prices::*;
use super::why::{Pull, Worth};
use crate::core::Seat;

/// What the bot knows about the table for one decision.
pub(super) struct Mind<'a> {
    pub(super) g: &'a Defenders,
    pub(super) seat: Seat,
    /// How much each location is worth standing on (threats to clear, Generals to fight, land to heal).
    pub(super) target: Vec<f32>,
    /// The largest part of each location's worth, if it has any.
    pub(super) pull: Vec<Option<Pull>>,
    /// Best reachable value from each location, discounted by distance.
    pub(super) reach: Vec<f32>,
    /// The location that gives each `reach`, if any is worth the way.
    pub(super) goal: Vec<Option<Loc>>,
    /// A crisis: few crystals left, Monarch City nearly full, or a General one step from it.
    pub(super) crisis: bool,
    /// The General the team is gathering cards for.
    pub(super) plan: Option<General>,
    /// The team holds enough dice to defeat it.
    pub(super) ready: bool,
}

pub(super) fn ring(l: Loc) -> bool {
    neighbours(MONARCH_CITY).contains(&l)
}

impl<'a> Mind<'a> {
    pub(super) fn new(g: &'a Defenders, seat: Seat) -> Self {
        let city = g.board[usize::from(MONARCH_CITY)].total();
        let near_city =
            GENERAL_LIST.iter().any(|&x| g.generals[x.index()].remaining > 0 && g.generals[x.index()].step >= 3);
        let crisis = g.crystals <= 4 || city >= 3 || near_city;
        let mut m = Mind {
            g,
            seat,
            target: vec![0.0; LOCATION_COUNT],
            pull: vec![None; LOCATION_COUNT],
            reach: vec![0.0; LOCATION_COUNT],
            goal: vec![None; LOCATION_COUNT],
            crisis,
            plan: None,
            ready: false,
        };
        let mut best = f32::MIN;
        for x in GENERAL_LIST {
            let st = g.generals[x.index()];
            if st.remaining == 0 {
                continue;
            }
            let team: f32 = (0..g.seats.len() as Seat).map(|s| m.expected_hits(s, x, None)).sum();
            let score = team / f32::from(st.remaining) + 0.25 * f32::from(st.step);
            if score > best {
                best = score;
                m.plan = Some(x);
                let need = f32::from(st.remaining);
                m.ready = team >= need * 0.8 || (st.step >= 2 && team >= need * 0.6);
            }
        }
        for l in 0..LOCATION_COUNT as Loc {
            (m.target[usize::from(l)], m.pull[usize::from(l)]) = m.location_value(l);
        }
        // Only a location worth more than 0 can beat the starting best of 0 (a distance only
        // lowers its value), so the others are skipped: the same bests and goals, found faster.
        let mut worth = [0 as Loc; LOCATION_COUNT];
        let mut n = 0;
        for to in 0..LOCATION_COUNT as Loc {
            if m.target[usize::from(to)] > 0.0 {
                worth[n] = to;
                n += 1;
            }
        }
        for from in 0..LOCATION_COUNT as Loc {
            let mut best = 0.0f32;
            let mut goal = None;
            for &to in &worth[..n] {
                let v = m.target[usize::from(to)] - 5.0 * f32::from(distance(from, to));
                // The values are finite: a plain comparison is `max` without its NaN handling.
                if v > best {
                    goal = Some(to);
                    best = v;
                }
            }
            m.reach[usize::from(from)] = best;
            m.goal[usize::from(from)] = goal;
        }
        m
    }

    pub(super) fn hero(&self) -> Option<&'a super::super::state::Hero> {
        self.g.hero(self.seat)
    }

    /// Why a hero would want to stand on `l`: the value, and its largest part.
    pub(super) fn location_value(&self, l: Loc) -> (f32, Option<Pull>) {
        let g = self.g;
        let spot = g.board[usize::from(l)];
        let mut v = 0.0;
        // The reason is the part that added most; the sum itself is computed as it always was.
        let mut pull: Option<(f32, Pull)> = None;
        let mut note = |part: f32, why: Pull| {
            if part > 0.0 && pull.is_none_or(|(p, _)| part > p) {
                pull = Some((part, why));
            }
        };
        let m = f32::from(spot.total());
        if spot.total() > 0 {
            let before = v;
            v += 6.0 + 4.0 * m;
            if spot.total() >= 3 {
                v += 10.0;
            }
            if ring(l) {
                v += 10.0;
            }
            if l == MONARCH_CITY {
                v += 12.0 + 6.0 * m;
            }
            note(v - before, Pull::Minions(spot.total()));
        }
        if let Some(gen) = g.general_at(l) {
            let before = v;
            let odds = self.attack_margin(gen, l);
            if odds > 0.0 {
                v += 35.0 + 5.0 * f32::from(g.generals[gen.index()].step);
            }
            if self.plan == Some(gen) && self.ready {
                v += 45.0;
            }
            let full_hand = self.hero().is_some_and(|h| h.hand.len() >= 8);
            if self.plan == Some(gen) && full_hand && self.attack_margin(gen, l) > -2.0 {
                v += 30.0;
            }
            note(v - before, Pull::General(gen));
        }
        if let Some(h) = self.hero() {
            if spot.crystals > 0
                && h.hand.iter().any(|&c| card_colour(c).is_some() && card_colour(c) == location(l).colour)
            {
                let before = v;
                v += 6.0 + if g.crystals <= 5 { 10.0 } else { 0.0 };
                note(v - before, Pull::Crystal);
            }
            if let Some(q) = h.quest {
                let at = match quest_data(q.quest).requirement {
                    Requirement::Roll { at, .. } | Requirement::RollPerAction { at, .. } => Some(at),
                    Requirement::Scout(gen) => g.general_loc(gen),
                    Requirement::Militia(p) => {
                        p.iter().enumerate().find(|(i, _)| q.visited & (1 << i) == 0).map(|(_, &l)| l)
                    }
                    Requirement::VisitInns(p) => {
                        p.iter().enumerate().find(|(i, _)| q.visited & (1 << i) == 0).map(|(_, &l)| l)
                    }
                    _ => None,
                };
                if at == Some(l) {
                    let w = quest_pull(q.quest);
                    v += w;
                    note(w, Pull::Quest);
                }
            }
            // An Inn, for the Rumors at the Inn actions (4 cards drawn a turn, the called colour
            // and the purple ones kept), while the hand has room for what they bring (see
            // INN_PULL).
            if location(l).kind == LocKind::Inn && h.hand.len() < INN_HAND && spot.total() == 0 {
                v += INN_PULL;
                note(INN_PULL, Pull::Inn);
            }
            // Monarch City and the Inns heal every wound (see REST_PULL).
            let hurt = h.life * 2 <= h.max_life || h.max_life.saturating_sub(h.life) >= REST_WOUNDS;
            if hurt && (l == MONARCH_CITY || location(l).kind == LocKind::Inn) && spot.total() == 0 {
                v += REST_PULL;
                note(REST_PULL, Pull::Rest);
            }
        }
        (v, pull.map(|(_, why)| why))
    }

    /// Expected hits of seat `s` against `gen` with every usable card (at `l` for the Ranger's bonus).
    pub(super) fn expected_hits(&self, s: Seat, gen: General, l: Option<Loc>) -> f32 {
        let Some(h) = self.g.hero(s) else { return 0.0 };
        let cards = super::super::rules::legal::dice_against(&h.hand, gen) as f32;
        let mut bonus = 0;
        if h.rewards.contains(&Quest::AmuletOfTheGods) {
            bonus += 1;
        }
        if h.kind == HeroKind::Ranger && l.is_some_and(|l| location(l).colour == Some(Colour::Green)) {
            bonus += 1;
        }
        cards * super::super::rules::legal::hits_per_die(gen, bonus) as f32
    }

    /// Expected hits minus hits needed if every hero on `l` commits every usable card.
    pub(super) fn attack_margin(&self, gen: General, l: Loc) -> f32 {
        let g = self.g;
        let st = g.generals[gen.index()];
        let mut heroes: Vec<Seat> = g.heroes_at(l);
        if !heroes.contains(&self.seat) {
            heroes.push(self.seat);
        }
        let dice: f32 = heroes.iter().map(|&s| self.expected_hits(s, gen, Some(l))).sum();
        dice - f32::from(st.remaining) - 0.3
    }

    /// How much a card is worth keeping, and what makes it cheap to lose.
    pub(super) fn card_value(&self, c: HeroCardId) -> (f32, Worth) {
        match hero_card(c).kind {
            CardKind::Location { loc, dice, .. } => {
                let alive =
                    location(loc).colour.is_some_and(|col| self.g.generals[col.general().index()].remaining > 0);
                let worth = if alive { Worth::FewDice } else { Worth::DeadGeneral };
                let planned = location(loc).colour.is_some() && self.plan.map(|p| p.colour()) == location(loc).colour;
                let focus = if planned { 3.0 * f32::from(dice) } else { 0.0 };
                (1.0 + if alive { 2.0 * f32::from(dice) + focus } else { 0.0 }, worth)
            }
            CardKind::Special { portrait, dice, .. } => {
                (6.0 + if portrait == Portrait::Any { f32::from(dice) } else { 0.0 }, Worth::Purple)
            }
        }
    }

    /// Wounds the hero would take ending the turn on `l`.
    pub(super) fn wounds_at(&self, l: Loc) -> u8 {
        let Some(h) = self.hero() else { return 0 };
        let spot = self.g.board[usize::from(l)];
        if h.kind == HeroKind::EagleRider && h.stance == Some(Stance::Sky) {
            return 0;
        }
        let mut w = spot.total();
        let mut fear = u8::from(spot.minions[0] > 0);
        match h.kind {
            HeroKind::Rogue => w = 0,
            HeroKind::Paladin => {
                fear = 0;
                w = w.saturating_sub(1);
            }
            HeroKind::Dwarf => w = w.saturating_sub(1),
            _ => {}
        }
        w + fear
    }
}

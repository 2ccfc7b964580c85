//! Leaving the game and winning it (rulebook: 10. Wizard Defeat Consequences; 11. Victory and
//! Defeat).

use super::super::action::{Fall, ThaloriaEvent};
use super::super::data::cards::Card;
use super::super::state::{Army, End, Step, Task, Thaloria, TileId};
use crate::core::{Events, Outcome, Seat, Standing};

impl Thaloria {
    /// A Wizard leaves the game (ruling A-41: every elimination has the consequences of a
    /// defeat): the army is removed, the banners come off (tiles of surviving factions return
    /// to them, the defeated faction's tiles become neutral), the hand is discarded. A dispute
    /// the army leaves ends with the other faction holding the tile. If one Wizard is
    /// left, they win; if the active player falls, their turn ends at once.
    pub(super) fn eliminate(&mut self, seat: Seat, fall: Fall, events: &mut Events<ThaloriaEvent>) {
        if !self.alive(seat) || self.end.is_some() {
            return;
        }
        let order = self.out_count;
        self.out_count = self.out_count.saturating_add(1);
        let mut gone = Army::NONE;
        for t in &mut self.tiles {
            if let Some(at) = t.troops.iter().position(|tr| tr.seat == seat) {
                gone = gone.plus(t.troops[at].army);
                t.troops.remove(at);
                t.disputer = None;
            }
            if t.banner == Some(seat) {
                t.banner = None;
            }
        }
        for p in self.prisons.iter().filter(|p| p.owner == seat) {
            gone = gone.plus(p.army);
        }
        self.prisons.retain(|p| p.owner != seat);
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.removed = p.removed.plus(gone).plus(p.reserve).plus(p.fallen);
            p.reserve = Army::NONE;
            p.fallen = Army::NONE;
            p.out = Some(order);
        }
        if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
            // Secret cards go to the pile unnamed: their identities stay among the deck's unseen.
            let secrets = hand.value.iter().filter(|c| **c == Card::SECRET).count();
            self.lost_secrets = self.lost_secrets.saturating_add(u8::try_from(secrets).unwrap_or(u8::MAX));
            self.discard.extend(hand.value.drain(..).filter(|c| *c != Card::SECRET));
        }
        self.clear_cards_of(seat, events);
        if self.harm.is_some_and(|h| h.seat == seat) {
            self.harm = None;
        }
        self.raids.retain(|r| r.1 != seat);
        if self.combat.as_ref().is_some_and(|c| c.attacker == seat || c.defender == seat) {
            self.combat = None;
        }
        events.push(ThaloriaEvent::Eliminated { seat, fall });
        // Disputes the army leaves: the faction still there holds the tile.
        let broken: Vec<(TileId, Seat)> = self
            .tile_ids()
            .filter_map(|t| {
                let tile = &self.tiles[usize::from(t)];
                let [troop] = tile.troops.as_slice() else { return None };
                (tile.land_owner().is_some() && self.controller(t) != Some(troop.seat)).then_some((t, troop.seat))
            })
            .collect();
        for (t, holder) in broken {
            self.take_tile(holder, t, None, events);
        }
        let living: Vec<Seat> = (0..self.config.players).filter(|&s| self.alive(s)).collect();
        match living.as_slice() {
            [winner] => self.finish(End::LastStanding { seat: *winner }, events),
            [] => self.finish_by_tie_break(false, events),
            _ if seat == self.active && self.in_turn() => {
                self.drop_chains();
                self.tasks.clear();
                self.tasks.push(seat, Task::TurnEnd);
            }
            _ => {}
        }
    }

    /// True once the first turn has begun.
    pub fn in_turn(&self) -> bool {
        !matches!(
            self.step,
            Step::StartRoll | Step::Picks | Step::Building | Step::Strongholds | Step::Dealing | Step::StartDeployment
        )
    }

    /// The game ends.
    pub(super) fn finish(&mut self, end: End, events: &mut Events<ThaloriaEvent>) {
        if self.end.is_some() {
            return;
        }
        self.end = Some(end);
        let (seat, how) = match end {
            End::LastStanding { seat } => (Some(seat), "last_standing"),
            End::Territory { seat } => (Some(seat), "territory"),
            End::TieBreak { seat, limit: true } => (seat, "round_limit"),
            End::TieBreak { seat, limit: false } => (seat, "tie_break"),
        };
        events.push_with(|| ThaloriaEvent::Won { seat, how: how.into() });
    }

    /// The tie-breakers of 11. Simultaneous Victory, over the players still in the game (or,
    /// with none left, the last to fall): the most Life Points, then the most tiles
    /// controlled, then the highest Army Power; a tie that remains is a draw. `limit`: the
    /// round limit ended the game (designed).
    pub(super) fn finish_by_tie_break(&mut self, limit: bool, events: &mut Events<ThaloriaEvent>) {
        let mut contenders: Vec<Seat> = (0..self.config.players).filter(|&s| self.alive(s)).collect();
        if contenders.is_empty() {
            let last = self.players.iter().filter_map(|p| p.out).max();
            contenders = (0..self.config.players).filter(|&s| self.players[usize::from(s)].out == last).collect();
        }
        let best = contenders.iter().map(|&s| self.tie_key(s)).max();
        let top: Vec<Seat> = contenders.into_iter().filter(|&s| Some(self.tie_key(s)) == best).collect();
        let seat = if let [one] = top.as_slice() { Some(*one) } else { None };
        self.finish(End::TieBreak { seat, limit }, events);
    }

    /// What the tie-breakers compare: Life Points, tiles controlled, Army Power (rulebook: 11.
    /// Simultaneous Victory; ruling A-42).
    pub fn tie_key(&self, seat: Seat) -> (i16, u8, u8) {
        let life = self.players.get(usize::from(seat)).map_or(i16::MIN, |p| p.life);
        (life, self.tiles_controlled(seat), self.army_power(seat))
    }

    /// The end as an [`Outcome`]: the winner first; the other Wizards still in the game next
    /// (ranked by the tie-breakers when those decided the game); then the fallen, the last to
    /// fall first.
    pub(super) fn final_outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let n = self.config.players;
        let (winner, reason) = match end {
            End::LastStanding { seat } => (Some(seat), "last_standing"),
            End::Territory { seat } => (Some(seat), "territory"),
            End::TieBreak { seat, limit } => (seat, if limit { "round_limit" } else { "tie_break" }),
        };
        let tie_break = matches!(end, End::TieBreak { .. });
        let key = |s: Seat| -> (i32, i32, i32, i32) {
            let p = &self.players[usize::from(s)];
            if Some(s) == winner {
                (3, 0, 0, 0)
            } else if p.alive() {
                if tie_break {
                    let (life, tiles, power) = self.tie_key(s);
                    (2, i32::from(life), i32::from(tiles), i32::from(power))
                } else {
                    (2, 0, 0, 0)
                }
            } else {
                (1, i32::from(p.out.unwrap_or(0)), 0, 0)
            }
        };
        let keys: Vec<_> = (0..n).map(key).collect();
        let ranks: Vec<u8> = keys
            .iter()
            .map(|k| u8::try_from(keys.iter().filter(|other| *other > k).count()).unwrap_or(u8::MAX))
            .collect();
        let name = |s: Seat| self.seat_label(s);
        let summary = match (end, winner) {
            (End::LastStanding { .. }, Some(w)) => format!("{} is the last Wizard standing", name(w)),
            (End::Territory { .. }, Some(w)) => format!("{} holds eight enemy tiles: Territorial Victory", name(w)),
            (_, Some(w)) => format!("{} wins on the tie-breakers", name(w)),
            (_, None) => "The game is drawn: the tie-breakers found no winner".to_string(),
        };
        Some(Outcome {
            standing: Standing::Ranked { ranks },
            reason: if winner.is_none() { "drawn".into() } else { reason.into() },
            summary,
            grade: None,
            grade_key: None,
            scores: self.players.iter().map(|p| i32::from(p.life.max(0))).collect(),
        })
    }
}

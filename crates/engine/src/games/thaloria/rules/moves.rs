//! Warriors moving: the Advance Step (attacks and conquests of empty tiles), King Thalorien's
//! two-tile move, and the Consolidation movement.

use super::super::action::ThaloriaEvent;
use super::super::state::{used, Army, Thaloria, TileId};
use crate::core::{Events, Seat};

fn one(elite: bool) -> Army {
    if elite {
        Army::new(0, 1)
    } else {
        Army::new(1, 0)
    }
}

impl Thaloria {
    /// Advance Step: one Warrior moves one tile (rulebook: 5. Advance Step).
    pub(super) fn advance(
        &mut self,
        seat: Seat,
        from: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        let before = self.controller(to);
        self.take(from, seat, one(elite));
        self.put(to, seat, one(elite), true);
        events.push(ThaloriaEvent::Moved { seat, from, to, elite });
        self.arrive(seat, to, before, events);
    }

    /// King Thalorien: one Warrior moves two tiles, once an Advance Step.
    pub(super) fn stride(
        &mut self,
        seat: Seat,
        from: TileId,
        _via: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.used |= used::STRIDE;
        }
        self.advance(seat, from, to, elite, events);
    }

    /// What entering `to` does: onto enemy Warriors it is an attack, fought in the Attack and
    /// Defence Step; onto an empty tile `seat` does not control it is a conquest at once (own
    /// colour: the enemy banner comes off, with no Wizard attack); a conquest from a living
    /// enemy earns one Wizard attack (rulebook: 10. Conquering an Empty Tile; ruling A-1).
    fn arrive(&mut self, seat: Seat, to: TileId, before: Option<Seat>, events: &mut Events<ThaloriaEvent>) {
        let t = &self.tiles[usize::from(to)];
        if t.is_grotto() {
            return;
        }
        if let Some(defender) = t.other_than(seat) {
            if !self.battles.contains(&to) {
                let _ = self.battles.try_push(to);
                events.push(ThaloriaEvent::Attacked { seat, tile: to, defender });
            }
            return;
        }
        if before == Some(seat) {
            return;
        }
        self.take_tile(seat, to, before, events);
        let reclaimed = self.tiles[usize::from(to)].land_owner() == Some(seat);
        if let Some(held) = before.filter(|&h| h != seat && !reclaimed) {
            let _ = self.raids.try_push((to, held));
        }
    }

    /// Consolidation movement: one Warrior between adjacent friendly-controlled tiles.
    pub(super) fn consolidate(
        &mut self,
        seat: Seat,
        from: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        self.take(from, seat, one(elite));
        self.put(to, seat, one(elite), true);
        events.push(ThaloriaEvent::Moved { seat, from, to, elite });
    }
}

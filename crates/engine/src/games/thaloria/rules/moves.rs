//! Warriors moving: the Advance Step (attacks and conquests of empty tiles), King Thalorien's
//! two-tile move, and the Consolidation movement.

use super::super::action::ThaloriaEvent;
use super::super::state::{used, Army, Thaloria, TileId};
use crate::core::{Events, Seat};

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
        if self.portcullis(seat, from, to, elite, events) {
            return;
        }
        let before = self.controller(to);
        self.consolidate(seat, from, to, elite, events);
        self.arrive(seat, to, elite, before, events);
        self.entered(seat, from, to, elite, events);
    }

    /// King Thalorien: one Warrior moves two tiles, once an Advance Step.
    pub(super) fn stride(
        &mut self,
        seat: Seat,
        from: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        let thalorien = self
            .players
            .get(usize::from(seat))
            .is_some_and(|p| p.is(super::super::data::Wizard::Thalorien) && p.used & used::STRIDE == 0);
        if thalorien {
            if let Some(p) = self.players.get_mut(usize::from(seat)) {
                p.used |= used::STRIDE;
            }
        } else if let Some(l) = self.lasting.iter_mut().find(|l| l.card.0 == 17 && l.owner == seat && l.uses == 0) {
            // Swift Stride.
            l.uses = 1;
        }
        self.advance(seat, from, to, elite, events);
    }

    /// What entering `to` does: onto enemy Warriors it is an attack, fought in the Attack and
    /// Defence Step; onto an empty tile `seat` does not control it is a conquest at once (own
    /// colour: the enemy banner comes off, with no Wizard attack); a conquest from a living
    /// enemy earns one Wizard attack (rulebook: 10. Conquering an Empty Tile; ruling A-1).
    fn arrive(
        &mut self,
        seat: Seat,
        to: TileId,
        elite: bool,
        before: Option<Seat>,
        events: &mut Events<ThaloriaEvent>,
    ) {
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
            self.conquered(seat, to, Some(held), false);
            // Sneaky Raid: the Warrior may move one more tile.
            if let Some(l) = self.lasting.iter_mut().find(|l| l.card.0 == 54 && l.owner == seat && l.uses == 0) {
                l.uses = 1;
                if let Some(tr) = self.tiles[usize::from(to)].troops.iter_mut().find(|tr| tr.seat == seat) {
                    *tr.moved.of_mut(elite) = tr.moved.of(elite).saturating_sub(1);
                }
            }
        }
    }

    /// One Warrior of `seat` steps from `from` to `to`, marked as moved: the whole of a
    /// Consolidation move (between adjacent friendly-controlled tiles), and the first half of an
    /// Advance (which then resolves what entering the tile does).
    pub(super) fn consolidate(
        &mut self,
        seat: Seat,
        from: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        self.take(from, seat, Army::one(elite));
        self.put(to, seat, Army::one(elite), true);
        events.push(ThaloriaEvent::Moved { seat, from, to, elite });
    }
}

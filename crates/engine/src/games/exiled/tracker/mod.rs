//! The Exiled: Siege's table-mode tracker (two sides: player 1 is the Attacker, player 2 the
//! Defender side).
//!
//! What it tracks, from `shared/rulebooks/the-exiled-siege.txt` (notes: `docs/rules-notes/exiled.md`):
//! the round (1-4), the stage and phase checklist, the Attack phase's turn (1-4) and step; City
//! Durability (0: the Defenders lose) and Gate Durability; the three Wall sections and two Towers
//! (level and Damage markers, with the defence bonus, capacity and durability from the rulebook's
//! tables); the City's Buildings and the Camp's Locations; every unit and war machine of each side
//! against the box (a pool per type: the box and in play); the First Player marker among the
//! Defenders; the Attacker's 4 reinforcement Warriors in rounds 2-4; and the winner check at the
//! Clean-up of round 4. Every designed value is the game's own, in the game's `data.rs`.
//!
//! There are no dice in the game (the Efficiency cards are physical cards), so the helpers here take
//! the strength the players worked out with their Efficiency card and apply the rulebook's
//! thresholds (Battering Ram Attack, Destroy Fortifications).
//!
//! Read in this order: `keys.rs` (sections and the tracker's own counters), `layout.rs` (the
//! counters of a new table), `read.rs` (reading the table, moving pieces), `settle.rs` (the rules
//! over every change), `ops.rs` (the tracker's own operations), `report.rs` (derived values,
//! alerts, buttons); `tests.rs` tests them all through a [`Table`](crate::table::Table).

mod compound;
#[cfg(test)]
mod compound_tests;
mod keys;
mod layout;
mod ops;
mod profile;
mod read;
mod report;
mod settle;
#[cfg(test)]
mod tests;
mod turn;

use rand_chacha::ChaCha8Rng;

use crate::table::{
    BoxProfile, BoxValue, Change, Layout, Report, TableError, TableKindInfo, TableState, Tracker, TurnOrder,
};
pub use ops::Rule;
// The game's data under the tracker's old paths (`table::exiled::Section`, ...).
pub use crate::games::exiled::data::*;

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "exiled".into(),
        name: "The Exiled: Siege".into(),
        description: "Two sides: player 1 is the Attacker, player 2 the Defenders. Rounds and phases, City and \
                      Gate Durability, Walls and Towers, units and war machines against the box"
            .into(),
        min_players: 2,
        max_players: 2,
        player_word: "Side".into(),
    }
}

/// The Exiled tracker.
pub struct ExiledTracker;

impl Tracker for ExiledTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = true;

    fn info() -> TableKindInfo {
        info()
    }
    fn layout(players: usize, profile: &BoxProfile) -> Layout {
        layout::layout(players, profile)
    }
    fn box_values() -> Vec<BoxValue> {
        profile::values()
    }
    fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
        settle::settle(state, changes)
    }
    fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
        ops::rule(state, op, rng)
    }
    fn report(state: &TableState) -> Report {
        report::report(state)
    }

    fn turn_order(state: &TableState) -> TurnOrder {
        turn::turn_order(state)
    }
}

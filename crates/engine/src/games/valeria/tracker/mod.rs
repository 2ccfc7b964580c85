//! Siege of Valeria's table-mode tracker: the day and its seven phases, the five Turrets (Impacts,
//! the Champion on each, face up or down), the Soldier and Holy dice in supply, active and spent,
//! the Strength and Magic tokens, the Siege Engines left, the Troop deck and the grading at the end.
//!
//! Every number is the game's own, read from the game's `data.rs`, where each names its source
//! (`rulebook: <section>` or `designed: rulebook silent`); rulings are
//! `/work/shared/rulings/valeria.md` (A-n). See docs/rules-notes/valeria.md, "Table mode tracker".
//!
//! Read in this order: `keys.rs` (the counters' keys, the sections, the numbers), `layout.rs` (the
//! counters of a new table), `read.rs` (reading the table, how the game stands), `settle.rs` (the
//! rules over every change), `ops.rs` (the tracker's own operations), `report.rs` (derived values,
//! alerts, buttons); `tests.rs` tests them all through a [`Table`](crate::table::Table).

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
    BoxProblem, BoxProfile, BoxValue, Change, Layout, Report, TableError, TableKindInfo, TableState, Tracker, TurnOrder,
};
pub use keys::*;
pub use ops::{DieColour, Rule};

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "valeria".into(),
        name: "Siege of Valeria".into(),
        description: "Day and phases, Turret Impacts and Champions, dice, tokens, Siege Engines, Troop deck, grading"
            .into(),
        // rulebook: a solo game ("you"); designed: up to 4 names may sit at the one shared Fortress
        // (every counter is shared).
        min_players: 1,
        max_players: 4,
        // rulebook: How Badly Did You Lose? — "such a stunningly bad Warlord".
        player_word: "Warlord".into(),
    }
}

/// The Valeria tracker.
pub struct ValeriaTracker;

impl Tracker for ValeriaTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = true;

    fn info() -> TableKindInfo {
        info()
    }
    fn layout(players: usize, _profile: &BoxProfile) -> Layout {
        layout::layout(players)
    }
    fn box_values() -> Vec<BoxValue> {
        profile::values()
    }
    fn check_box(profile: &BoxProfile) -> Vec<BoxProblem> {
        profile::check(profile)
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

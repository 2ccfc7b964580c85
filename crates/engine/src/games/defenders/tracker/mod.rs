//! Defenders of the Realm's table-mode tracker: War Status and the Darkness Spreads draws, the four
//! Generals (path to Monarch City, wound track, minor or major wound and the healing clock),
//! Tainted Crystals, the minions of each colour (supply against board) and Monarch City, each
//! hero's Life Tokens (active, used, wounded), cards, quests and Generals slain, the turn's Daytime,
//! Evening and Night, a minion-combat roller, a General-combat roller and the King's Champion.
//!
//! The numbers come from the game's own [`data`](super::data) and setup (Generals, heroes, colours,
//! minions, crystals, decks) or the rulebook (`shared/rulebooks/defenders-of-the-realm.txt`). Each
//! one is tagged; docs/rules-notes/defenders.md ("Table mode tracker") lists them all.
//!
//! Read in this order: `keys.rs` (keys, sections, numbers), `layout.rs` (the counters of a new
//! table), `read.rs` (reading the table, a hero's Life Tokens), `settle.rs` (the rules over every
//! change), `ops.rs` and `combat.rs` (the tracker's own operations), `report.rs` (derived values,
//! alerts, buttons); `tests.rs` tests them all through a [`Table`](crate::table::Table).

mod combat;
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
    BoxProblem, BoxProfile, BoxValue, Change, Layout, Report, TableError, TableKindInfo, TableState, Tracker, TurnOrder,
};
pub use ops::Rule;

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "defenders".into(),
        name: "Defenders of the Realm".into(),
        description: "War Status, Generals' wounds and healing, Tainted Crystals, minions and Monarch City, \
                      heroes' Life Tokens, turn reminders, combat rollers and the King's Champion"
            .into(),
        min_players: 1,
        max_players: 4,
        player_word: "Hero".into(),
    }
}

/// The Defenders tracker.
pub struct DefendersTracker;

impl Tracker for DefendersTracker {
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

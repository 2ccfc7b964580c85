//! Firesiege's table-mode tracker: the horde track (horde-card and warlord spaces, the skull), the
//! four power-up tracks on the 1-3 or 4+ player side (a move past an end goes to another track),
//! the Marall track, banners, nests, breaches, warlords and Zagal, each hero's constitution tokens
//! and status, the citadel (two Skreel in solo), an attack helper with the battle die, and the
//! campaign (day, option, difficulty, the defeat track of 7).
//!
//! Every designed value is the game's own, in the game's `data.rs`; sources:
//! `shared/rulebooks/firesiege.txt`, and the designed values and rulings are listed in
//! `docs/rules-notes/firesiege.md` ("Table mode tracker").
//!
//! Read in this order: `keys.rs` (sections, labels), `layout.rs` (the counters of a new table),
//! `read.rs` (the heroes), `settle.rs` (the rules over every change), `ops.rs`, `attack.rs` and
//! `campaign.rs` (the tracker's own operations, the banners, the campaign's days), `report.rs` and
//! `buttons.rs` (derived values, alerts, buttons); `tests.rs` tests them all through a
//! [`Table`](crate::table::Table).

mod attack;
mod buttons;
mod campaign;
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
pub use campaign::{scenario, victory};
pub use keys::{HORDE_WARN, POWER_AMOUNT_MAX, WARLORD_STATES, ZAGAL_STATES};
pub use ops::Rule;
// The game's data under the tracker's old paths (`table::firesiege::HEROES`, ...).
pub use crate::games::firesiege::data::*;

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "firesiege".into(),
        name: "Firesiege".into(),
        description: "Horde track, power-ups, Marall, banners, warlords, heroes' constitution, campaign".into(),
        min_players: 1, // rulebook: Introduction / Solo mode
        max_players: 4, // rulebook: Components — 4 player boards
        player_word: "Hero".into(),
    }
}

/// The Firesiege tracker.
pub struct FiresiegeTracker;

impl Tracker for FiresiegeTracker {
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
    fn starts_new_game(op: &Rule) -> bool {
        matches!(op, Rule::RecordDefeat | Rule::RecordVictory | Rule::NewGame)
    }

    fn report(state: &TableState) -> Report {
        report::report(state)
    }

    fn turn_order(state: &TableState) -> TurnOrder {
        turn::turn_order(state)
    }
}

//! Heroes and Spells: Realms of Thaloria's table-mode tracker: each Wizard's Life Points, the army
//! of 18 Standard and 9 Elite Warriors across Reserve, tiles, Dungeons, Fallen and removed
//! (conserved), Army Power and Rally the Fallen, the Last Muster token, banners and Territorial
//! Victory, the durations of Dungeons, Curses and Rituals, the turn-step checklist and a combat
//! roller.
//!
//! Every number is the game's own, in the game's `data.rs`, from
//! `shared/rulebooks/heroes-and-spells.txt`; see `docs/rules-notes/thaloria.md` ("Table
//! mode tracker") for the sources and rulings.
//!
//! Read in this order: `keys.rs` (keys, sections, steps), `layout.rs` (the counters of a new
//! table), `read.rs` (reading the table), `army.rs` and `seats.rs` (moving Warriors and banners,
//! keeping the seats in step), `settle.rs` (the rules over every change), `ops.rs` and `combat.rs`
//! (the tracker's own operations), `report.rs` (derived values, alerts, buttons); `tests.rs` tests
//! them all through a [`Table`](crate::table::Table).

mod army;
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
mod seats;
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
        id: "thaloria".into(),
        name: "Heroes and Spells: Realms of Thaloria".into(),
        description: "Life Points, armies in Reserve, on tiles, in Dungeons and Fallen, Army Power and Rally the \
                      Fallen, Last Muster, banners, durations, turn steps and a combat roller"
            .into(),
        // rulebook: 2. Players and Dice — 2 to 5 players.
        min_players: 2,
        max_players: 5,
        player_word: "Wizard".into(),
    }
}

/// The Thaloria tracker.
pub struct ThaloriaTracker;

impl Tracker for ThaloriaTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = false;

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

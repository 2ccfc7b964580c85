//! Firesiege tracker. (Skeleton: the full tracker replaces this file.)

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::kinds::TableKindInfo;
use super::rules::{Change, Layout, Report};
use super::session::{TableError, TableState};

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Placeholder.
    Nothing,
}

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "firesiege".into(),
        name: "Firesiege".into(),
        description: "Firesiege tracker".into(),
        min_players: 1,
        max_players: 4,
        player_word: "Hero".into(),
    }
}

/// The counters of a new table.
pub(crate) fn layout(_players: usize) -> Layout {
    Layout::default()
}

/// Refusals and consequences after a change.
pub(crate) fn settle(_state: &mut TableState, _changes: &[Change]) -> Result<Vec<String>, TableError> {
    Ok(Vec::new())
}

/// The tracker's own operations.
pub(crate) fn rule(_state: &mut TableState, _op: &Rule, _rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    Ok(String::new())
}

/// Derived values, alerts and buttons.
pub(crate) fn report(_state: &TableState) -> Report {
    Report::default()
}

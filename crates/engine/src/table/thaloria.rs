//! Heroes and Spells: Realms of Thaloria tracker. (Skeleton: the full tracker replaces this file.)

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::kinds::TableKindInfo;
use super::rules::{Change, Layout, Report, Spec};
use super::session::CounterRole;
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
        id: "thaloria".into(),
        name: "Heroes and Spells: Realms of Thaloria".into(),
        description: "Heroes and Spells: Realms of Thaloria tracker".into(),
        min_players: 2,
        max_players: 5,
        player_word: "Wizard".into(),
    }
}

/// The counters of a new table.
pub(crate) fn layout(players: usize) -> Layout {
    // rulebook: Wizard Life Points — 40 with two players, 30 with three to five.
    let start = if players == 2 { 40 } else { 30 };
    Layout {
        shared: Vec::new(),
        per_player: vec![Spec::number("life", "Life Points", 0, 99, start).role(CounterRole::Life)],
    }
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

//! What the UI shows of a table.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::clock::Clock;
use super::counter::Counter;
use super::dice::Roll;
use super::end::report;
use super::history::{HistoryEntry, HISTORY_PAGE};
use super::kinds;
use super::profile::BoxProfile;
use super::table::Table;
use super::tracker::{Alert, Derived, RuleButton, RuleResult};
use super::turn::{self, TurnView};

/// What the UI shows of a table (the UI decodes it with this very type).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// Id.
    pub table: String,
    /// Name.
    pub name: String,
    /// Tracker kind id.
    pub kind: String,
    /// Created.
    pub created: DateTime<Utc>,
    /// Last change.
    pub updated: DateTime<Utc>,
    /// Players with their index and whether they are defeated.
    pub players: Vec<PlayerView>,
    /// Every counter.
    pub counters: Vec<Counter>,
    /// The last roll.
    pub last_roll: Option<Roll>,
    /// The newest [`HISTORY_PAGE`] lines of the history, oldest first (`table_history`
    /// pages back through the rest).
    pub history: Vec<HistoryEntry>,
    /// How many lines the whole history has.
    #[serde(default)]
    pub history_total: usize,
    /// Whether undo is possible, and what it would undo.
    pub can_undo: bool,
    /// The step undo would take back.
    pub undo_label: Option<String>,
    /// Whether redo is possible.
    pub can_redo: bool,
    /// The step redo would restore.
    pub redo_label: Option<String>,
    /// Values the kind computes from the counters.
    #[serde(default)]
    pub derived: Vec<Derived>,
    /// The kind's alerts, loudest first.
    #[serde(default)]
    pub alerts: Vec<Alert>,
    /// The kind's operations, as buttons.
    #[serde(default)]
    pub actions: Vec<RuleButton>,
    /// The last helper's outcome.
    #[serde(default)]
    pub last_result: Option<RuleResult>,
    /// The end of the game, when it has ended (also first among `alerts`); `{"type": "reopen"}`
    /// takes it back.
    #[serde(default)]
    pub ended: Option<Alert>,
    /// Whose turn and where in the turn (absent from views of older engines).
    #[serde(default)]
    pub turn: Option<TurnView>,
    /// The session clock as kept: the UI counts on from `elapsed_ms` since `since` while it runs
    /// ([`Clock::view`] at the device's time). Absent from views of older engines.
    #[serde(default)]
    pub clock: Clock,
    /// The table's "Match your box" values (empty: the designed ones; `box_sheet` lists them).
    #[serde(default, skip_serializing_if = "BoxProfile::is_designed")]
    pub profile: BoxProfile,
}

/// A player in a [`TableView`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Position at the table.
    pub index: usize,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: String,
    /// Life at its minimum (Heroes and Spells: a wizard at 0 Life Points is defeated).
    pub defeated: bool,
}

impl Table {
    /// What the UI shows.
    pub fn view(&self) -> TableView {
        let report = report(self.kind, &self.state);
        TableView {
            table: self.id.clone(),
            name: self.state.name.clone(),
            kind: self.kind.info().id.to_string(),
            created: self.created,
            updated: self.updated,
            players: self
                .state
                .players
                .iter()
                .enumerate()
                .map(|(index, p)| PlayerView {
                    index,
                    name: p.name.clone(),
                    colour: p.colour.clone(),
                    defeated: self.is_defeated(index),
                })
                .collect(),
            counters: self.state.counters.clone(),
            last_roll: self.state.last_roll.clone(),
            history: self.history_page(None, HISTORY_PAGE).1.to_vec(),
            history_total: self.history.len(),
            can_undo: !self.undo.is_empty(),
            undo_label: self.undo.last().and_then(|(_, n)| self.history.get(*n)).map(|h| h.text.clone()),
            can_redo: !self.redo.is_empty(),
            redo_label: self.redo.last().map(|(_, h)| h.text.clone()),
            derived: report.derived,
            alerts: report.alerts,
            actions: report.actions,
            last_result: self.state.last_result.clone(),
            ended: self.state.ended.clone(),
            turn: (!self.state.players.is_empty())
                .then(|| turn::view(&self.state, &kinds::turn_order(self.kind, &self.state))),
            clock: self.clock.clone(),
            profile: self.state.profile.clone(),
        }
    }
}

//! The table's memory: the timestamped history, undo and redo as compact steps, and the budget
//! that keeps a table small enough to save, export and import again.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::counter::Counter;
use super::dice::Roll;
use super::error::TableError;
use super::state::TableState;
use super::table::Table;
use super::tracker::RuleResult;
use super::turn::Turn;

/// One line of the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// When.
    pub at: DateTime<Utc>,
    /// What happened, in words.
    pub text: String,
}

/// Undo keeps this many steps (oldest dropped first). designed: enough for a long evening.
pub const UNDO_DEPTH: usize = 500;

/// What a table may weigh after any change, leaving room under [`TABLE_FILE_LIMIT`](super::TABLE_FILE_LIMIT) for the
/// "Imported" line and a change made before the next compaction. designed.
pub const TABLE_BUDGET: usize = 3_500_000;

/// History lines a table keeps (oldest dropped first). designed: about four evenings of play; the
/// view sends only the newest [`HISTORY_PAGE`] and `table_history` pages back through the rest.
pub const HISTORY_LIMIT: usize = 2_000;

/// History lines in a table's view. designed: two phone screens.
pub const HISTORY_PAGE: usize = 50;

/// One step of undo or redo: how to turn the current state into another. Most changes only move
/// values, so a step keeps just those (a few bytes, not the whole table); a change of players or
/// counters keeps the whole state. Saves from before steps existed hold whole states, which still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub(super) enum Step {
    /// Same players and counters: the values that differ, and the roll and result if they differ.
    Values {
        /// `(counter id, value)` to set.
        values: Vec<(String, i32)>,
        /// Whether the last roll differs.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        roll_changed: bool,
        /// The last roll to restore, when it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_roll: Option<Roll>,
        /// Whether the helper's result differs.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        result_changed: bool,
        /// The result to restore, when it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_result: Option<RuleResult>,
        /// The turn to restore, when it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        turn: Option<Turn>,
    },
    /// Anything else: the whole state.
    Full(Box<TableState>),
}

impl Step {
    /// The step that turns `from` into `to`.
    pub(super) fn between(from: &TableState, to: &TableState) -> Step {
        let same_shape = from.name == to.name
            && from.ended == to.ended
            && from.players == to.players
            && from.profile == to.profile
            && from.next_counter == to.next_counter
            && from.counters.len() == to.counters.len()
            && from.counters.iter().zip(&to.counters).all(|(a, b)| Counter { value: b.value, ..a.clone() } == *b);
        if !same_shape {
            return Step::Full(Box::new(to.clone()));
        }
        let values = from
            .counters
            .iter()
            .zip(&to.counters)
            .filter(|(a, b)| a.value != b.value)
            .map(|(_, b)| (b.id.clone(), b.value))
            .collect();
        let roll_changed = from.last_roll != to.last_roll;
        let result_changed = from.last_result != to.last_result;
        Step::Values {
            values,
            roll_changed,
            last_roll: if roll_changed { to.last_roll.clone() } else { None },
            result_changed,
            last_result: if result_changed { to.last_result.clone() } else { None },
            turn: (from.turn != to.turn).then(|| to.turn.clone()),
        }
    }

    /// The state this step leads to from `from`, or `None` if it names a counter `from` lacks.
    pub(super) fn apply(&self, from: &TableState) -> Option<TableState> {
        match self {
            Step::Full(state) => Some((**state).clone()),
            Step::Values { values, roll_changed, last_roll, result_changed, last_result, turn } => {
                let mut to = from.clone();
                for (id, value) in values {
                    to.counters.iter_mut().find(|c| &c.id == id)?.value = *value;
                }
                if *roll_changed {
                    to.last_roll = last_roll.clone();
                }
                if *result_changed {
                    to.last_result = last_result.clone();
                }
                if let Some(turn) = turn {
                    to.turn = turn.clone();
                }
                Some(to)
            }
        }
    }
}

impl Table {
    /// Undoes the last operation (any operation: table mode undoes anything).
    ///
    /// # Errors
    /// [`TableError::NothingToUndo`].
    pub fn undo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (step, history_len) = self.undo.last().ok_or(TableError::NothingToUndo)?;
        let before = step.apply(&self.state).ok_or(TableError::NothingToUndo)?;
        let history_len = *history_len;
        self.undo.pop();
        let forward = Step::between(&before, &self.state);
        self.state = before;
        let entry = self.history.drain(history_len.min(self.history.len())..).next();
        let entry = entry.unwrap_or(HistoryEntry { at: now, text: "change".into() });
        let added = json_len(&forward) + 8;
        self.redo.push((forward, entry));
        self.updated = now;
        self.clock_after(now);
        self.grew(added);
        Ok(())
    }

    /// Redoes the last undone operation.
    ///
    /// # Errors
    /// [`TableError::NothingToRedo`].
    pub fn redo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (step, _) = self.redo.last().ok_or(TableError::NothingToRedo)?;
        let after = step.apply(&self.state).ok_or(TableError::NothingToRedo)?;
        let Some((_, entry)) = self.redo.pop() else { return Err(TableError::NothingToRedo) };
        let back = Step::between(&after, &self.state);
        self.state = after;
        let added = json_len(&back) + 8;
        self.undo.push((back, self.history.len()));
        self.history.push(entry);
        self.updated = now;
        self.clock_after(now);
        self.grew(added);
        Ok(())
    }

    /// After a change that added about `added` bytes: keeps the table within [`HISTORY_LIMIT`]
    /// lines and, once its estimated size passes [`TABLE_BUDGET`], measures it and compacts it.
    /// Only a table near the budget is ever serialized here.
    pub(super) fn grew(&mut self, added: usize) {
        if self.history.len() > HISTORY_LIMIT {
            self.drop_history(self.history.len() - HISTORY_LIMIT);
        }
        self.size_hint.0 = self.size_hint.0.saturating_add(added);
        if self.size_hint.0 > TABLE_BUDGET {
            self.compact();
        }
    }

    /// Measures the table and, past [`TABLE_BUDGET`] bytes of JSON, brings it down to four fifths
    /// of that (so the next changes do not measure again at once): the oldest undo steps go first,
    /// then the furthest redo steps, then the oldest history lines. Whatever export writes after
    /// this, import reads.
    pub(super) fn compact(&mut self) {
        if self.history.len() > HISTORY_LIMIT {
            self.drop_history(self.history.len() - HISTORY_LIMIT);
        }
        let mut size = json_len(self);
        if size > TABLE_BUDGET {
            let target = TABLE_BUDGET / 5 * 4;
            while size > target {
                let excess = size - target;
                if !self.undo.is_empty() {
                    let n = oldest_to_free(&self.undo, excess);
                    self.undo.drain(..n);
                } else if !self.redo.is_empty() {
                    let n = oldest_to_free(&self.redo, excess);
                    self.redo.drain(..n);
                } else if self.history.len() > 1 {
                    let n = oldest_to_free(&self.history[..self.history.len() - 1], excess);
                    self.drop_history(n);
                } else {
                    // Only the state is left, and the counters' limits bound the state.
                    break;
                }
                size = json_len(self);
            }
        }
        self.size_hint.0 = size;
    }

    /// Drops the `n` oldest history lines, and the undo steps whose lines they were.
    fn drop_history(&mut self, n: usize) {
        let n = n.min(self.history.len());
        self.history.drain(..n);
        self.undo.retain(|(_, at)| *at >= n);
        for (_, at) in &mut self.undo {
            *at -= n;
        }
    }

    /// A page of the history, oldest first: the `limit` lines before line `before` (all lines
    /// when `before` is past the end). Returns the index of the page's first line.
    pub fn history_page(&self, before: Option<usize>, limit: usize) -> (usize, &[HistoryEntry]) {
        let end = before.unwrap_or(self.history.len()).min(self.history.len());
        let start = end.saturating_sub(limit);
        (start, &self.history[start..end])
    }
}

/// How many of the oldest `items` free `excess` bytes of JSON (at least one).
fn oldest_to_free<T: serde::Serialize>(items: &[T], excess: usize) -> usize {
    let mut freed = 0;
    let mut n = 0;
    while n < items.len() && freed < excess {
        freed += json_len(&items[n]) + 1;
        n += 1;
    }
    n.max(1).min(items.len())
}

/// Bytes of `value` as JSON.
pub(super) fn json_len<T: serde::Serialize>(value: &T) -> usize {
    serde_json::to_string(value).map_or(0, |s| s.len())
}

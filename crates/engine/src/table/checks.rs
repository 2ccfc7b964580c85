//! What a table read from outside (an import, a stored entry) must satisfy before it is used, and
//! the limits that keep every table small enough to save, export and import again.
//!
//! Nothing in a file is trusted: a kind's counters take their shape (range, pool, carry, labels)
//! from the kind's own layout, never from the file, so a file cannot widen a range; then every
//! state that undo and redo can reach is checked against the kind's rules — values in range,
//! conserved pools at their totals, the players the kind takes, names and colours as the ops
//! accept them, and the kind's own invariants (its `settle` must find nothing to refuse or
//! correct, so no Champion stands on a 3-Impact Turret). A refusal names the counter and the
//! step.

use std::collections::{BTreeMap, BTreeSet};

use super::dice::MAX_DICE_PER_ROLL;
use super::rules::{self, CounterStyle};
use super::session::{
    clean_colour, clean_name, ends_game, Counter, HistoryEntry, NewTable, PlayerSpec, Step, Table, TableError,
    TableState, MAX_COUNTERS, MAX_PLAYERS, UNDO_DEPTH,
};

/// The largest table text that `table_import` reads, and so the largest that `table_export` may
/// write: every change compacts a table that would grow past [`TABLE_BUDGET`]. designed: a long
/// evening with a full undo list is well under 1 MB.
pub const TABLE_FILE_LIMIT: usize = 4_000_000;

/// What a table may weigh after any change, leaving room under [`TABLE_FILE_LIMIT`] for the
/// "Imported" line and a change made before the next compaction. designed.
pub const TABLE_BUDGET: usize = 3_500_000;

/// History lines a table keeps (oldest dropped first). designed: about four evenings of play; the
/// view sends only the newest [`HISTORY_PAGE`] and `table_history` pages back through the rest.
pub const HISTORY_LIMIT: usize = 2_000;

/// History lines in a table's view. designed: two phone screens.
pub const HISTORY_PAGE: usize = 50;

/// The range of a counter the players add themselves (and of a custom die's numeric face), so that
/// sums over every counter of a table stay far from 32-bit overflow. designed: six digits.
pub const USER_VALUE_LIMIT: i32 = 999_999;

/// Starting Life of a generic table. rulebook-free: designed, four digits on a phone.
pub const LIFE_RANGE: std::ops::RangeInclusive<i32> = 1..=9999;

/// Highest counter number (`c<n>`) a table may have reached. designed: far past any real table.
const COUNTER_IDS: u32 = 1_000_000;

/// Most dice and lines in a helper's result (a combat roll). designed: past any box's dice.
const RESULT_LIMIT: usize = 200;

fn bad(message: String) -> TableError {
    TableError::BadImport(message)
}

/// The table a kind would start with these players: the shape of every counter the kind lays out.
struct Reference {
    /// Keyed counters by (key, owner).
    counters: BTreeMap<(String, Option<usize>), Counter>,
    /// Totals of the conserved pools by (pool, owner), and how many counters each has.
    pools: BTreeMap<(String, Option<usize>), (i32, usize)>,
}

impl Table {
    /// Makes a table read from outside safe to use: the kind's counters take their shape from the
    /// kind's layout, and every state undo and redo can reach must hold together.
    ///
    /// # Errors
    /// [`TableError::BadImport`] naming the first counter, player or step that does not.
    pub(super) fn conform(&mut self) -> Result<(), TableError> {
        if self.kind != super::TableKind::Generic {
            // Only the generic table has a starting Life; older versions kept one given to a
            // game's table, unused.
            self.life_default = None;
        }
        if let Some(life) = self.life_default {
            if !LIFE_RANGE.contains(&life) {
                return Err(bad(format!("the starting Life {life} is outside 1 to 9999")));
            }
        }
        if self.undo.len() > UNDO_DEPTH || self.redo.len() > UNDO_DEPTH {
            return Err(bad(format!("undo and redo keep at most {UNDO_DEPTH} steps")));
        }
        let mut last = 0;
        for (i, (_, at)) in self.undo.iter().enumerate() {
            if *at < last || *at > self.history.len() {
                return Err(bad(format!("undo step {} points outside the history", i + 1)));
            }
            last = *at;
        }
        for entry in self.history.iter().chain(self.redo.iter().map(|(_, h)| h)) {
            check_history_line(entry)?;
        }
        let mut references = BTreeMap::new();
        let kind = self.kind;
        let life = self.life_default;
        conform_state(&mut self.state, kind, life, &mut references).map_err(|e| in_step("the table", e))?;
        check_values(&self.state, kind, life, &mut references).map_err(|e| in_step("the table", e))?;
        for (i, (step, _)) in self.undo.iter_mut().rev().enumerate() {
            if let Step::Full(state) = step {
                conform_state(state, kind, life, &mut references).map_err(|e| in_step(&undo_name(i), e))?;
            }
        }
        for (i, (step, _)) in self.redo.iter_mut().rev().enumerate() {
            if let Step::Full(state) = step {
                conform_state(state, kind, life, &mut references).map_err(|e| in_step(&redo_name(i), e))?;
            }
        }
        // Walk both chains from the current state: every state reached must hold together.
        let undo: Vec<&Step> = self.undo.iter().rev().map(|(s, _)| s).collect();
        let redo: Vec<&Step> = self.redo.iter().rev().map(|(s, _)| s).collect();
        for (chain, name) in [(undo, undo_name as fn(usize) -> String), (redo, redo_name)] {
            let mut at = self.state.clone();
            for (i, step) in chain.into_iter().enumerate() {
                if let Step::Values { values, .. } = step {
                    if values.len() > MAX_COUNTERS {
                        return Err(bad(format!("{} changes more than {MAX_COUNTERS} counters", name(i))));
                    }
                }
                at = step
                    .apply(&at)
                    .ok_or_else(|| bad(format!("{} names a counter the table does not have", name(i))))?;
                check_values(&at, kind, life, &mut references).map_err(|e| in_step(&name(i), e))?;
            }
        }
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

fn undo_name(i: usize) -> String {
    format!("undo step {}", i + 1)
}

fn redo_name(i: usize) -> String {
    format!("redo step {}", i + 1)
}

fn in_step(step: &str, e: TableError) -> TableError {
    match e {
        TableError::BadImport(m) => bad(format!("{step}: {m}")),
        other => other,
    }
}

fn check_history_line(entry: &HistoryEntry) -> Result<(), TableError> {
    // designed: a line names at most a few counters; 4,000 characters is far past any op's text.
    if entry.text.chars().count() > 4_000 {
        return Err(bad("a history line is longer than 4,000 characters".into()));
    }
    Ok(())
}

/// The kind's reference table for these players (cached by their names, which Heroes and Spells'
/// seat pickers list).
fn reference<'a>(
    state: &TableState,
    kind: super::TableKind,
    life: Option<i32>,
    cache: &'a mut BTreeMap<Vec<String>, Reference>,
) -> Result<&'a Reference, TableError> {
    let names: Vec<String> = state.players.iter().map(|p| p.name.clone()).collect();
    if !cache.contains_key(&names) {
        let players = state
            .players
            .iter()
            .map(|p| PlayerSpec::Full { name: p.name.clone(), colour: Some(p.colour.clone()) })
            .collect();
        let fresh =
            Table::new(String::new(), NewTable { kind, players, name: None, life }, 0, chrono::DateTime::default())
                .map_err(|e| bad(e.to_string()))?;
        let mut counters = BTreeMap::new();
        let mut pools = BTreeMap::new();
        for c in fresh.state.counters {
            if let Some(pool) = &c.pool {
                let entry = pools.entry((pool.clone(), c.player)).or_insert((0, 0));
                entry.0 += c.value;
                entry.1 += 1;
            }
            if let Some(key) = &c.key {
                counters.insert((key.clone(), c.player), c);
            }
        }
        cache.insert(names.clone(), Reference { counters, pools });
    }
    cache.get(&names).ok_or_else(|| bad("no reference table".into()))
}

/// Gives the kind's counters their shape from the kind's layout and checks everything else the
/// file holds: players, names, colours, ids, the counters players added, the last roll.
fn conform_state(
    state: &mut TableState,
    kind: super::TableKind,
    life: Option<i32>,
    cache: &mut BTreeMap<Vec<String>, Reference>,
) -> Result<(), TableError> {
    let info = kind.info();
    let n = state.players.len();
    if n > MAX_PLAYERS || !(info.min_players..=info.max_players).contains(&n) {
        return Err(bad(format!("{} takes {} to {} players, not {n}", info.name, info.min_players, info.max_players)));
    }
    if clean_name(&state.name, "the table's name").ok().as_deref() != Some(state.name.as_str()) {
        return Err(bad("the table's name needs 1 to 40 characters, with no spaces around it".into()));
    }
    for (i, p) in state.players.iter().enumerate() {
        if clean_name(&p.name, "a player's name").ok().as_deref() != Some(p.name.as_str()) {
            return Err(bad(format!("player {}'s name needs 1 to 40 characters", i + 1)));
        }
        if clean_colour(&p.colour).is_err() {
            return Err(bad(format!("{}'s colour is written #rrggbb, not {:?}", p.name, p.colour)));
        }
    }
    if state.counters.len() > MAX_COUNTERS {
        return Err(bad(format!("a table has at most {MAX_COUNTERS} counters, not {}", state.counters.len())));
    }
    if state.next_counter > COUNTER_IDS {
        return Err(bad(format!("the next counter number {} is past {COUNTER_IDS}", state.next_counter)));
    }
    let reference = reference(state, kind, life, cache)?;
    let mut ids = BTreeSet::new();
    let mut keys = BTreeSet::new();
    for c in &mut state.counters {
        let number = c.id.strip_prefix('c').and_then(|n| n.parse::<u32>().ok());
        if number.is_none_or(|n| n >= state.next_counter) || !ids.insert(c.id.clone()) {
            return Err(bad(format!("the counter id {:?} is not a fresh c<number>", c.id)));
        }
        if c.player.is_some_and(|p| p >= n) {
            return Err(bad(format!(
                "{} belongs to player {}, who is not at the table",
                c.label,
                c.player.unwrap_or(0) + 1
            )));
        }
        match &c.key {
            Some(key) => {
                let Some(shape) = reference.counters.get(&(key.clone(), c.player)) else {
                    return Err(bad(format!("{} is not a {} counter (key {key:?})", c.label, info.name)));
                };
                if !keys.insert((key.clone(), c.player)) {
                    return Err(bad(format!("{} is there twice", shape.label)));
                }
                *c = Counter { id: c.id.clone(), value: c.value, default: c.default, ..shape.clone() };
            }
            None => {
                if clean_name(&c.label, "").ok().as_deref() != Some(c.label.as_str()) {
                    return Err(bad(format!("the counter {} needs a name of 1 to 40 characters", c.id)));
                }
                let limit = -USER_VALUE_LIMIT..=USER_VALUE_LIMIT;
                if !limit.contains(&c.min) || !limit.contains(&c.max) {
                    return Err(bad(format!(
                        "{}'s range {} to {} is outside −{USER_VALUE_LIMIT} to {USER_VALUE_LIMIT}",
                        c.label, c.min, c.max
                    )));
                }
                if c.role.is_some() || c.pool.is_some() || c.carry.is_some() || !c.labels.is_empty() {
                    return Err(bad(format!("{} claims a role, pool, carry or names only the tracker gives", c.label)));
                }
                c.style = CounterStyle::Number;
            }
        }
    }
    if let Some(roll) = &state.last_roll {
        if roll.dice.is_empty() || roll.dice.len() > MAX_DICE_PER_ROLL || roll.player.is_some_and(|p| p >= n) {
            return Err(bad("the last roll has more dice than a roll takes, or a missing player".into()));
        }
        let sum: i64 = roll.dice.iter().filter_map(|d| d.value).map(i64::from).sum();
        let faces_ok = roll.dice.iter().all(|d| d.value.is_none_or(|v| v.abs() <= USER_VALUE_LIMIT));
        if !faces_ok || sum != i64::from(roll.total) {
            return Err(bad("the last roll's total is not the sum of its dice".into()));
        }
    }
    if let Some(end) = &state.ended {
        if !ends_game(kind, end) || end.player.is_some_and(|p| p >= n) {
            return Err(bad("the end of the game is not a Loss or Victory of this table".into()));
        }
        let long = |s: &str| s.chars().count() > 4_000;
        if long(&end.text) || end.group.as_deref().is_some_and(long) {
            return Err(bad("the end of the game is described in more than 4,000 characters".into()));
        }
    }
    if let Some(result) = &state.last_result {
        if result.dice.len() > RESULT_LIMIT || result.lines.len() > RESULT_LIMIT {
            return Err(bad(format!("a helper's result holds at most {RESULT_LIMIT} dice and lines")));
        }
    }
    Ok(())
}

/// Values in range, pools at their totals, and the kind's own invariants.
fn check_values(
    state: &TableState,
    kind: super::TableKind,
    life: Option<i32>,
    cache: &mut BTreeMap<Vec<String>, Reference>,
) -> Result<(), TableError> {
    for c in &state.counters {
        if c.value < c.min || c.value > c.max {
            return Err(bad(format!("{} is {}, outside {} to {}", owned(state, c), c.value, c.min, c.max)));
        }
        if c.default < c.min || c.default > c.max {
            return Err(bad(format!("{} starts at {}, outside {} to {}", owned(state, c), c.default, c.min, c.max)));
        }
    }
    let reference = reference(state, kind, life, cache)?;
    let mut totals: BTreeMap<(String, Option<usize>), (i64, usize)> = BTreeMap::new();
    for c in &state.counters {
        if let Some(pool) = &c.pool {
            let entry = totals.entry((pool.clone(), c.player)).or_insert((0, 0));
            entry.0 += i64::from(c.value);
            entry.1 += 1;
        }
    }
    for ((pool, owner), (total, count)) in &totals {
        let key = (pool.clone(), *owner);
        let want = reference.pools.get(&key).map_or(0, |(total, _)| i64::from(*total));
        let whole = reference.pools.get(&key).is_some_and(|(_, n)| n == count);
        // A pool with all its counters holds the box's total; a table from before a pool counter
        // existed (or one removed at 0) holds at most that.
        if (whole && *total != want) || *total > want {
            let whose = owner.map(|p| format!("{}'s ", state.player_name(p))).unwrap_or_default();
            return Err(bad(format!("{whose}{pool} total {total}, but the box holds {want}")));
        }
    }
    // The kind's rules, run with nothing changed, must find nothing to refuse or correct.
    let mut probe = state.clone();
    rules::settle(kind, &mut probe, &[]).map_err(|e| bad(format!("the {} rules refuse it: {e}", kind.info().name)))?;
    if let Some((was, now)) = state.counters.iter().zip(&probe.counters).find(|(a, b)| a != b) {
        return Err(bad(format!(
            "the {} rules do not allow {} at {} (they would make it {})",
            kind.info().name,
            owned(state, was),
            was.show(was.value),
            now.show(now.value)
        )));
    }
    if probe.counters.len() != state.counters.len() {
        return Err(bad(format!("the {} rules do not allow these counters", kind.info().name)));
    }
    Ok(())
}

/// The counter's full name: its owner, its section and its label ("Turret 2: Champion").
fn owned(state: &TableState, c: &Counter) -> String {
    state.full_label(c)
}

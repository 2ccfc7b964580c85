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

use chrono::{DateTime, Utc};

use super::counter::{Counter, CounterStyle};
use super::dice::MAX_DICE_PER_ROLL;
use super::end::ends_game;
use super::error::TableError;
use super::history::{HistoryEntry, Step, UNDO_DEPTH};
use super::kinds::{self, TableKind};
use super::profile::{self, BoxProfile};
use super::state::{clean_colour, clean_name, PlayerSpec, TableState, MAX_COUNTERS, MAX_PLAYERS};
use super::table::{NewTable, Table};
use super::templates::GenericTemplate;

/// The largest table text that `table_import` reads, and so the largest that `table_export` may
/// write: every change compacts a table that would grow past [`TABLE_BUDGET`](super::TABLE_BUDGET). designed: a long
/// evening with a full undo list is well under 1 MB.
pub const TABLE_FILE_LIMIT: usize = 4_000_000;

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

/// What a table started from besides its kind and players: a generic table's starting Life and
/// template.
#[derive(Clone, Copy)]
struct Start {
    life: Option<i32>,
    template: GenericTemplate,
}

/// The table a kind would start with these players: the shape of every counter the kind lays out.
struct Reference {
    /// Keyed counters by (key, owner).
    counters: BTreeMap<(String, Option<usize>), Counter>,
    /// Totals of the conserved pools by (pool, owner), and how many counters each has.
    pools: BTreeMap<(String, Option<usize>), (i32, usize)>,
}

impl Table {
    /// The whole table as JSON text, for export. Never longer than
    /// [`TABLE_FILE_LIMIT`] bytes, so [`Table::import`] reads whatever this writes.
    pub fn export(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A table read back from [`Table::export`], under a new id.
    ///
    /// # Errors
    /// [`TableError::BadImport`] when the text is longer than [`TABLE_FILE_LIMIT`], is not a
    /// table, or does not hold together under the kind's rules at any step of its undo and redo.
    pub fn import(text: &str, id: String, now: DateTime<Utc>) -> Result<Table, TableError> {
        if text.len() > TABLE_FILE_LIMIT {
            return Err(TableError::BadImport(format!(
                "the file is {} bytes; a table is at most {} bytes",
                text.len(),
                TABLE_FILE_LIMIT
            )));
        }
        let mut table: Table = serde_json::from_str(text).map_err(|e| TableError::BadImport(e.to_string()))?;
        table.conform()?;
        table.id = id;
        table.history.push(HistoryEntry { at: now, text: "Imported".into() });
        table.updated = now;
        table.compact();
        Ok(table)
    }

    /// A table from its stored entry (see [`Table::import`] for the checks), compacted to the
    /// current limits.
    ///
    /// # Errors
    /// [`TableError::BadImport`] as for an import, or an entry holding another table's id.
    pub fn restore(value: serde_json::Value, id: &str) -> Result<Table, TableError> {
        let mut table: Table = serde_json::from_value(value).map_err(|e| TableError::BadImport(e.to_string()))?;
        if table.id != id {
            return Err(TableError::BadImport(format!("the entry {id} holds table {}", table.id)));
        }
        table.conform()?;
        table.compact();
        Ok(table)
    }

    /// Checks that a table read from outside holds together (see [`Table::import`]).
    ///
    /// # Errors
    /// [`TableError::BadImport`] naming the first problem.
    pub fn validate(&self) -> Result<(), TableError> {
        self.clone().conform()
    }

    /// Makes a table read from outside safe to use: the kind's counters take their shape from the
    /// kind's layout, and every state undo and redo can reach must hold together.
    ///
    /// # Errors
    /// [`TableError::BadImport`] naming the first counter, player or step that does not.
    pub(super) fn conform(&mut self) -> Result<(), TableError> {
        if self.kind != TableKind::Generic {
            // Only the generic table has a starting Life; older versions kept one given to a
            // game's table, unused.
            self.life_default = None;
        }
        if self.kind != TableKind::Generic && !self.template.is_life() {
            return Err(bad(format!(
                "a {} table has no template; templates are for the generic table",
                self.kind.info().name
            )));
        }
        if !self.template.takes_life() && self.life_default.is_some() {
            return Err(bad(format!("the {} template has no starting Life", self.template.id())));
        }
        if let Some(life) = self.life_default {
            if !LIFE_RANGE.contains(&life) {
                return Err(bad(format!("the starting Life {life} is outside 1 to 9999")));
            }
        }
        self.clock.check(self.state.players.len()).map_err(|e| bad(format!("the session clock: {e}")))?;
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
        let start = Start { life: self.life_default, template: self.template };
        conform_state(&mut self.state, kind, start, &mut references).map_err(|e| in_step("the table", e))?;
        check_values(&self.state, kind, start, &mut references).map_err(|e| in_step("the table", e))?;
        for (i, (step, _)) in self.undo.iter_mut().rev().enumerate() {
            if let Step::Full(state) = step {
                conform_state(state, kind, start, &mut references).map_err(|e| in_step(&undo_name(i), e))?;
            }
        }
        for (i, (step, _)) in self.redo.iter_mut().rev().enumerate() {
            if let Step::Full(state) = step {
                conform_state(state, kind, start, &mut references).map_err(|e| in_step(&redo_name(i), e))?;
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
                check_values(&at, kind, start, &mut references).map_err(|e| in_step(&name(i), e))?;
            }
        }
        Ok(())
    }
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

/// What a reference table depends on: the players' names (Heroes and Spells' seat pickers list
/// them) and the box profile (a horde track's length).
type RefKey = (Vec<String>, BoxProfile);

/// The kind's reference table for these players and this box (cached).
fn reference<'a>(
    state: &TableState,
    kind: TableKind,
    start: Start,
    cache: &'a mut BTreeMap<RefKey, Reference>,
) -> Result<&'a Reference, TableError> {
    let names: RefKey = (state.players.iter().map(|p| p.name.clone()).collect(), state.profile.clone());
    if !cache.contains_key(&names) {
        let players = state
            .players
            .iter()
            .map(|p| PlayerSpec::Full { name: p.name.clone(), colour: Some(p.colour.clone()) })
            .collect();
        let template = (!start.template.is_life()).then_some(start.template);
        let profile = Some(state.profile.clone());
        let spec = NewTable { kind, players, name: None, life: start.life, template, profile };
        let fresh = Table::new(String::new(), spec, 0, chrono::DateTime::default()).map_err(|e| bad(e.to_string()))?;
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
    kind: TableKind,
    start: Start,
    cache: &mut BTreeMap<RefKey, Reference>,
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
    state.profile =
        profile::checked(kind, std::mem::take(&mut state.profile)).map_err(|e| bad(format!("its box profile: {e}")))?;
    let reference = reference(state, kind, start, cache)?;
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
    kind: TableKind,
    start: Start,
    cache: &mut BTreeMap<RefKey, Reference>,
) -> Result<(), TableError> {
    for c in &state.counters {
        if c.value < c.min || c.value > c.max {
            return Err(bad(format!("{} is {}, outside {} to {}", owned(state, c), c.value, c.min, c.max)));
        }
        if c.default < c.min || c.default > c.max {
            return Err(bad(format!("{} starts at {}, outside {} to {}", owned(state, c), c.default, c.min, c.max)));
        }
    }
    let reference = reference(state, kind, start, cache)?;
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
    kinds::settle(kind, &mut probe, &[]).map_err(|e| bad(format!("the {} rules refuse it: {e}", kind.info().name)))?;
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

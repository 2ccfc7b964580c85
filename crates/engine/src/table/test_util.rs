//! Helpers for tests of table operations across the trackers (the compound moves' tests).

use chrono::{DateTime, TimeZone, Utc};

use super::{NewTable, PlayerSpec, RuleOp, Table, TableError, TableKind, TableOp};

pub(crate) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 4, 5, 6, 7).single().unwrap_or_default()
}

/// A new table of `kind` with players named `names`.
pub(crate) fn table(kind: TableKind, names: &[&str]) -> Table {
    let players = names.iter().map(|n| PlayerSpec::Name(n.to_string())).collect();
    Table::new("t".into(), NewTable { kind, players, name: None, life: None, template: None, profile: None }, 11, now())
        .expect("a new table")
}

pub(crate) fn id(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

pub(crate) fn val(t: &Table, key: &str, player: Option<usize>) -> i32 {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .map(|c| c.value)
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

pub(crate) fn set(t: &mut Table, key: &str, player: Option<usize>, value: i32) {
    let counter = id(t, key, player);
    t.apply(&TableOp::Set { counter, value }, now()).unwrap_or_else(|e| panic!("set {key} to {value}: {e}"));
}

pub(crate) fn transfer(t: &mut Table, from: &str, to: &str, player: Option<usize>, amount: i32) {
    let (from, to) = (id(t, from, player), id(t, to, player));
    t.apply(&TableOp::Transfer { from, to, amount }, now()).unwrap_or_else(|e| panic!("transfer: {e}"));
}

pub(crate) fn rule(t: &mut Table, rule: RuleOp) -> Result<(), TableError> {
    t.apply(&TableOp::Rule { rule }, now())
}

/// Every counter's (key, player, value), to compare two tables' numbers.
pub(crate) fn numbers(t: &Table) -> Vec<(Option<String>, Option<usize>, i32)> {
    t.view().counters.iter().map(|c| (c.key.clone(), c.player, c.value)).collect()
}

/// Applies `op` as a compound move and checks the generic promises: one history line, one undo
/// step that restores the whole table; returns the history line.
pub(crate) fn one_step(t: &mut Table, op: RuleOp) -> String {
    let before = t.clone();
    let lines = t.history().len();
    rule(t, op).unwrap_or_else(|e| panic!("the move is refused: {e}"));
    assert_eq!(t.history().len(), lines + 1, "one history line");
    let line = t.history().last().map(|h| h.text.clone()).unwrap_or_default();
    let after = t.clone();
    t.undo(now()).expect("undo");
    assert_eq!(numbers(t), numbers(&before), "one undo restores every counter");
    assert_eq!(t.history().len(), before.history().len(), "the move's history line goes with it");
    *t = after;
    line
}

/// Applies `op` expecting a rule's refusal, and checks the table is unchanged.
pub(crate) fn refused(t: &mut Table, op: RuleOp) -> String {
    let before = t.clone();
    let err = rule(t, op).expect_err("the move is refused");
    assert!(matches!(err, TableError::Rule(_) | TableError::NoSuchPlayer(_) | TableError::NoSuchCounter(_)), "{err:?}");
    assert_eq!(*t, before, "a refusal leaves the table unchanged");
    err.to_string()
}

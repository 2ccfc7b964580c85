#![cfg(not(target_arch = "wasm32"))]
//! Every game tracker under random operations: no panic, a refused operation changes nothing,
//! undo restores exactly what was there, pools keep their totals, every counter stays in range,
//! and a table survives JSON and export/import at every step.

use chrono::{DateTime, Utc};
use proptest::prelude::*;
use rampart_engine::table::{profile, BoxProfile};
use rampart_engine::{NewTable, PlayerSpec, RuleOp, Table, TableKind, TableOp, TableView};
use std::collections::BTreeMap;

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap()
}

/// A profile for `kind` with one designed value moved: within its range, not always within the
/// rules that tie the values together (those are refused).
fn some_profile(kind: TableKind, a: usize, b: usize) -> BoxProfile {
    let values = profile::box_values(kind);
    let mut out = BoxProfile::default();
    if let Some(spec) = values.get(a % values.len().max(1)) {
        let mut entries = spec.default.clone();
        let span = usize::try_from(spec.max - spec.min + 1).unwrap_or(1).max(1);
        let entry = spec.min + i32::try_from(b % span).unwrap_or(0);
        let at = b % entries.len().max(1);
        match entries.get_mut(at) {
            Some(slot) => *slot = entry,
            None => entries.push(entry),
        }
        out.values.insert(spec.key.clone(), entries);
    }
    out
}

/// One random operation, built from what the view offers (and some nonsense).
fn pick_op(kind: TableKind, view: &TableView, a: usize, b: usize, n: i32) -> TableOp {
    let counters = &view.counters;
    let c = &counters[a % counters.len()];
    let d = &counters[b % counters.len()];
    match (a / 7 + b) % 11 {
        0 | 1 => TableOp::Adjust { counter: c.id.clone(), delta: n },
        2 => TableOp::Set { counter: c.id.clone(), value: c.min + n.rem_euclid(c.max - c.min + 2) - 1 },
        3 => TableOp::Advance { counter: c.id.clone() },
        4 | 5 => TableOp::Transfer { from: c.id.clone(), to: d.id.clone(), amount: n.abs() % 4 },
        6..=8 if !view.actions.is_empty() => TableOp::Rule { rule: view.actions[b % view.actions.len()].rule.clone() },
        9 => TableOp::Reset { counter: c.id.clone() },
        10 if n == 7 => TableOp::ResetAll,
        10 if n == 6 => TableOp::Reopen,
        10 if n >= 3 => TableOp::MatchBox { profile: some_profile(kind, a, b) },
        _ => TableOp::Adjust { counter: c.id.clone(), delta: -n },
    }
}

fn pool_totals(view: &TableView) -> BTreeMap<(String, Option<usize>), i32> {
    let mut totals = BTreeMap::new();
    for c in &view.counters {
        if let Some(pool) = &c.pool {
            *totals.entry((pool.clone(), c.player)).or_insert(0) += c.value;
        }
    }
    totals
}

fn check_kind(kind: TableKind, players: usize, ops: &[(usize, usize, i32)]) {
    let names = ["Ann", "Bo", "Cy", "Di", "Ed"];
    let players = names[..players].iter().map(|n| PlayerSpec::Name((*n).into())).collect();
    let mut t = Table::new(
        "t1".into(),
        NewTable { kind, players, name: None, life: None, template: None, profile: None },
        9,
        at(0),
    )
    .unwrap();
    let totals = pool_totals(&t.view());
    for (i, &(a, b, n)) in ops.iter().enumerate() {
        let view = t.view();
        let op = pick_op(kind, &view, a, b, n);
        let before = t.clone();
        let now = at(i as i64 + 1);
        match t.apply(&op, now) {
            Err(_) => assert_eq!(t, before, "{kind:?}: a refused {op:?} changed the table"),
            Ok(()) if t == before => {
                // Setting what is already there records nothing (no history line, no undo step).
                assert!(matches!(op, TableOp::Set { .. } | TableOp::Reset { .. }), "{kind:?}: {op:?} did nothing");
            }
            Ok(()) => {
                let after = t.view();
                // The end of the game stands through every later change but a reopening, a whole
                // reset, and a campaign's next game.
                let new_game = matches!(op, TableOp::Reopen | TableOp::ResetAll)
                    || matches!(&op, TableOp::Rule { rule: RuleOp::Firesiege(_) });
                if let (Some(end), false) = (before.view().ended, new_game) {
                    assert_eq!(after.ended.as_ref(), Some(&end), "{kind:?}: {op:?} took the end back");
                    assert_eq!(after.alerts.first(), Some(&end), "{kind:?}: the end is not shown first");
                }
                for c in &after.counters {
                    assert!(c.min <= c.value && c.value <= c.max, "{kind:?}: {} out of range after {op:?}", c.label);
                }
                assert_eq!(pool_totals(&after), totals, "{kind:?}: a pool's total moved after {op:?}");
                // Whatever an op makes must load again: a saved table never becomes unloadable.
                if let Err(e) = t.validate() {
                    panic!("{kind:?}: after {op:?} the table no longer loads: {e}");
                }
                let mut undone = t.clone();
                undone.undo(now).unwrap();
                assert_eq!(undone.view().counters, before.view().counters, "{kind:?}: undo of {op:?}");
                assert_eq!(undone.view().ended, before.view().ended, "{kind:?}: undo of {op:?} and the end");
                let mut redone = undone.clone();
                redone.redo(now).unwrap();
                assert_eq!(redone.view().counters, after.counters, "{kind:?}: redo of {op:?}");
            }
        }
        if i % 10 == 0 {
            let json = serde_json::to_string(&t).unwrap();
            let back: Table = serde_json::from_str(&json).unwrap();
            assert_eq!(back, t);
            let imported = Table::import(&t.export(), "t2".into(), now).unwrap();
            assert_eq!(imported.view().counters, t.view().counters);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_tracker_holds_together_under_random_operations(
        kind in prop::sample::select(vec![
            TableKind::Valeria, TableKind::Firesiege, TableKind::Exiled, TableKind::Thaloria, TableKind::Defenders,
        ]),
        players in 1usize..=5,
        ops in prop::collection::vec((0usize..500, 0usize..500, -6i32..8), 1..60),
    ) {
        let info = kind.info();
        let players = players.clamp(info.min_players, info.max_players);
        check_kind(kind, players, &ops);
    }
}

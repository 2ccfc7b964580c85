//! The generic table: pools, "Next", export and import, undo steps, the end of the game, and the
//! game operations' wire names.

use chrono::{DateTime, Utc};

use super::history::UNDO_DEPTH;
use super::*;

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap_or_default()
}

/// A generic table with a pool (supply 8, pool 0, spent 0) and phases carrying into a day.
fn table() -> Table {
    let spec = NewTable {
        kind: TableKind::Generic,
        players: vec![PlayerSpec::Name("Ann".into())],
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    let mut t = Table::new("t1".into(), spec, 7, at(0)).expect("a table");
    t.push_spec(&Spec::number("supply", "Supply", 0, 8, 8).pool("Soldier dice"), None);
    t.push_spec(&Spec::number("pool", "Pool", 0, 8, 0).pool("Soldier dice"), None);
    t.push_spec(&Spec::number("spent", "Spent", 0, 8, 0).pool("Soldier dice"), None);
    t.push_spec(&Spec::number("day", "Day", 1, 2, 1), None);
    t.push_spec(&Spec::steps("phase", "Phase", &["Dawn", "Noon", "Dusk"]).carry("day"), None);
    t
}

fn id(t: &Table, key: &str) -> String {
    t.state.by_key(key, None).map(|c| c.id.clone()).unwrap_or_default()
}

fn value(t: &Table, key: &str) -> i32 {
    t.state.value_or(key, None, -1)
}

#[test]
fn a_pool_keeps_its_total_and_moves_only_by_transfer() {
    let mut t = table();
    let before = t.clone();
    for op in [
        TableOp::Adjust { counter: id(&t, "pool"), delta: 1 },
        TableOp::Set { counter: id(&t, "supply"), value: 3 },
        TableOp::Reset { counter: id(&t, "spent") },
        TableOp::Advance { counter: id(&t, "pool") },
    ] {
        assert!(matches!(t.apply(&op, at(1)), Err(TableError::Conserved { .. })), "{op:?}");
        assert_eq!(t, before, "a refused change changes nothing");
    }
    t.apply(&TableOp::Transfer { from: id(&t, "supply"), to: id(&t, "pool"), amount: 3 }, at(2)).unwrap();
    assert_eq!((value(&t, "supply"), value(&t, "pool"), value(&t, "spent")), (5, 3, 0));
    assert!(t.history().last().unwrap().text.contains("3 from Supply (5) to Pool (3)"));
    let refused = [
        TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "spent"), amount: 4 },
        TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "spent"), amount: 0 },
        TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "pool"), amount: 1 },
        TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "day"), amount: 1 },
        TableOp::Transfer { from: id(&t, "pool"), to: "c999".into(), amount: 1 },
    ];
    let before = t.clone();
    for op in refused {
        assert!(t.apply(&op, at(3)).is_err(), "{op:?}");
        assert_eq!(t, before);
    }
    t.undo(at(4)).unwrap();
    assert_eq!(value(&t, "supply"), 8);
}

#[test]
fn next_steps_through_the_phases_and_carries_into_the_day() {
    let mut t = table();
    let phase = id(&t, "phase");
    t.apply(&TableOp::Advance { counter: phase.clone() }, at(1)).unwrap();
    t.apply(&TableOp::Advance { counter: phase.clone() }, at(2)).unwrap();
    assert_eq!((value(&t, "phase"), value(&t, "day")), (2, 1));
    assert!(t.history().last().unwrap().text.contains("Phase: Dusk"));
    t.apply(&TableOp::Advance { counter: phase.clone() }, at(3)).unwrap();
    assert_eq!((value(&t, "phase"), value(&t, "day")), (0, 2), "past Dusk: Dawn of day 2");
    t.apply(&TableOp::Advance { counter: phase.clone() }, at(4)).unwrap();
    t.apply(&TableOp::Advance { counter: phase.clone() }, at(5)).unwrap();
    let before = t.clone();
    let err = t.apply(&TableOp::Advance { counter: phase }, at(6)).unwrap_err();
    assert!(matches!(err, TableError::AtLimit { ref label, .. } if label == "Day"), "{err}");
    assert_eq!(t, before, "the last day's last phase goes nowhere");
    t.undo(at(7)).unwrap();
    assert_eq!(value(&t, "phase"), 1);
}

/// A Valeria table: its dice pools are the kind's own, so it imports.
fn valeria() -> Table {
    let spec = NewTable {
        kind: TableKind::Valeria,
        players: vec![PlayerSpec::Name("Ann".into())],
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    Table::new("t1".into(), spec, 7, at(0)).expect("a table")
}

#[test]
fn export_then_import_gives_the_same_table_under_a_new_id() {
    let mut t = valeria();
    let (supply, active) = (id(&t, "soldier.supply"), id(&t, "soldier.active"));
    t.apply(&TableOp::Transfer { from: supply, to: active, amount: 2 }, at(1)).unwrap();
    let text = t.export();
    let back = Table::import(&text, "t9".into(), at(2)).unwrap();
    assert_eq!(back.id(), "t9");
    assert_eq!(back.state, t.state);
    assert_eq!(back.history().last().unwrap().text, "Imported");
    let mut back = back;
    back.undo(at(3)).unwrap();
    assert_eq!(back.state.value_or("soldier.supply", None, 0), 3, "undo survives the round trip");
}

#[test]
fn import_refuses_what_does_not_hold_together() {
    let t = table();
    let good: serde_json::Value = serde_json::from_str(&t.export()).unwrap();
    let mut out_of_range = good.clone();
    out_of_range["state"]["counters"][1]["value"] = 50.into();
    let mut twin = good.clone();
    twin["state"]["counters"][2]["id"] = good["state"]["counters"][1]["id"].clone();
    let mut orphan = good.clone();
    orphan["state"]["counters"][0]["player"] = 5.into();
    let mut colour = good.clone();
    colour["state"]["players"][0]["colour"] = "red".into();
    for (what, bad) in [
        ("out of range", out_of_range.to_string()),
        ("two ids", twin.to_string()),
        ("orphan", orphan.to_string()),
        ("colour", colour.to_string()),
        ("not json", "{".to_string()),
        ("not a table", "[1,2]".to_string()),
    ] {
        assert!(matches!(Table::import(&bad, "t2".into(), at(1)), Err(TableError::BadImport(_))), "{what}");
    }
}

#[test]
fn another_kinds_operation_is_refused() {
    let mut t = table();
    let op: TableOp =
        serde_json::from_str(r#"{"type":"rule","rule":{"game":"valeria","do":"refresh_champions"}}"#).unwrap();
    let before = t.clone();
    assert!(matches!(t.apply(&op, at(1)), Err(TableError::WrongKind { .. })));
    assert_eq!(t, before);
}

#[test]
fn undo_keeps_only_what_changed_so_a_long_evening_stays_small() {
    let spec = NewTable {
        kind: TableKind::Defenders,
        players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bo".into())],
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    let mut t = Table::new("t1".into(), spec, 7, at(0)).unwrap();
    let crystals = t.state.by_key("crystals", None).map(|c| c.id.clone()).unwrap();
    let empty = t.export().len();
    for i in 0..UNDO_DEPTH as i64 {
        let delta = if i % 2 == 0 { 1 } else { -1 };
        t.apply(&TableOp::Adjust { counter: crystals.clone(), delta }, at(i + 1)).unwrap();
    }
    let full = t.export().len();
    assert!(full - empty < 200 * UNDO_DEPTH, "{} bytes for {UNDO_DEPTH} steps", full - empty);
    let back = Table::import(&t.export(), "t2".into(), at(9999)).unwrap();
    assert_eq!(back.undo.len(), UNDO_DEPTH);
}

#[test]
fn a_save_whose_undo_holds_whole_states_still_undoes() {
    let mut t = valeria();
    let before = t.state.clone();
    let (supply, active) = (id(&t, "soldier.supply"), id(&t, "soldier.active"));
    t.apply(&TableOp::Transfer { from: supply, to: active, amount: 2 }, at(1)).unwrap();
    let mut json = serde_json::to_value(&t).unwrap();
    assert!(json["undo"][0][0].get("values").is_some(), "a value step: {}", json["undo"][0][0]);
    json["undo"][0][0] = serde_json::to_value(&before).unwrap();
    let mut old: Table = serde_json::from_value(json).unwrap();
    old.validate().unwrap();
    old.undo(at(2)).unwrap();
    assert_eq!(old.state, before);
    old.redo(at(3)).unwrap();
    assert_eq!(old.state, t.state);
}

#[test]
fn structural_changes_undo_whole() {
    let mut t = table();
    let before = t.state.clone();
    t.apply(&TableOp::AddPlayer { name: "Bo".into(), colour: None }, at(1)).unwrap();
    t.apply(&TableOp::RemoveCounter { counter: id(&t, "day") }, at(2)).unwrap();
    t.undo(at(3)).unwrap();
    t.undo(at(4)).unwrap();
    assert_eq!(t.state, before);
    t.redo(at(5)).unwrap();
    assert_eq!(t.state.players.len(), 2);
}

#[test]
fn the_end_follows_its_player_when_another_leaves() {
    let spec = NewTable {
        kind: TableKind::Valeria,
        players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bo".into()), PlayerSpec::Name("Cy".into())],
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    let mut t = Table::new("t1".into(), spec, 7, at(0)).unwrap();
    t.state.ended = Some(Alert::new(AlertLevel::Loss, "Cy's hero fell").player(2));
    t.apply(&TableOp::RemovePlayer { player: 0 }, at(1)).unwrap();
    assert_eq!(t.state.ended.as_ref().and_then(|a| a.player), Some(1));
    t.validate().unwrap();
    t.apply(&TableOp::RemovePlayer { player: 1 }, at(2)).unwrap();
    assert_eq!(t.state.ended.as_ref().map(|a| a.player), Some(None), "still ended, about the table");
    t.validate().unwrap();
    t.undo(at(3)).unwrap();
    t.undo(at(4)).unwrap();
    assert_eq!(t.state.ended.as_ref().and_then(|a| a.player), Some(2));
}

#[test]
fn counters_without_the_new_fields_still_load() {
    let old = r#"{"id":"c1","label":"Life","player":0,"role":"life","value":3,"min":0,"max":20,"default":20}"#;
    let c: Counter = serde_json::from_str(old).unwrap();
    assert_eq!((c.style, c.key.as_deref(), c.pool.as_deref()), (CounterStyle::Number, None, None));
}

#[test]
fn a_rule_op_is_named_by_game_and_deed() {
    let op: TableOp =
        serde_json::from_str(r#"{"type":"rule","rule":{"game":"valeria","do":"refresh_champions"}}"#).unwrap();
    let back = serde_json::to_value(&op).unwrap();
    assert_eq!(back["rule"]["game"], "valeria");
    assert_eq!(back["rule"]["do"], "refresh_champions");
    assert!(serde_json::from_str::<TableOp>(r#"{"type":"rule","rule":{"game":"chess","do":"nothing"}}"#).is_err());
}

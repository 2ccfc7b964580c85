#![cfg(not(target_arch = "wasm32"))]
//! Crafted table files: import checks every value against the kind's own rules (never against
//! limits the file declares), at every step undo and redo can reach, and names what it refuses.
//! Whatever export writes, import reads, however long the evening was.

use chrono::{DateTime, Utc};
use rampart_engine::{
    NewTable, PlayerSpec, Table, TableError, TableKind, TableOp, HISTORY_LIMIT, HISTORY_PAGE, TABLE_FILE_LIMIT,
};
use serde_json::{json, Value};

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap()
}

const KINDS: [TableKind; 6] = TableKind::ALL;

fn table(kind: TableKind) -> Table {
    let names = ["Ann", "Bo", "Cy"];
    let n = 2.clamp(kind.info().min_players, kind.info().max_players);
    let players = names[..n].iter().map(|p| PlayerSpec::Name((*p).into())).collect();
    let mut t = Table::new(
        "t1".into(),
        NewTable { kind, players, name: None, life: None, template: None, profile: None },
        5,
        at(0),
    )
    .unwrap();
    // A little history, with a whole-state step (a rename) and value steps, one of them undone.
    t.apply(&TableOp::Rename { name: "Friday".into() }, at(1)).unwrap();
    let id = plain(&t).id.clone();
    let _ = t.apply(&TableOp::Adjust { counter: id.clone(), delta: 1 }, at(2));
    let _ = t.apply(&TableOp::Adjust { counter: id, delta: -1 }, at(3));
    let _ = t.undo(at(4));
    t
}

/// A counter of the kind that is a plain number without a pool.
fn plain(t: &Table) -> &rampart_engine::Counter {
    t.counters().iter().find(|c| c.pool.is_none() && c.max > c.min + 2 && c.value < c.max).unwrap()
}

fn refused(kind: TableKind, file: &Value, names: &str) {
    match Table::import(&file.to_string(), "t2".into(), at(9)) {
        Err(TableError::BadImport(m)) => {
            assert!(m.contains(names), "{kind:?}: the refusal should name {names:?}: {m}");
        }
        Err(other) => panic!("{kind:?}: refused, but not as BadImport: {other:?}"),
        Ok(_) => panic!("{kind:?}: a crafted file naming {names:?} was imported"),
    }
}

fn counter_index(file: &Value, key: &str) -> usize {
    file["state"]["counters"].as_array().unwrap().iter().position(|c| c["key"] == key).unwrap()
}

#[test]
fn every_kinds_own_export_imports() {
    for kind in KINDS {
        let t = table(kind);
        let back = Table::import(&t.export(), "t2".into(), at(9)).unwrap();
        assert_eq!(back.counters(), t.counters(), "{kind:?}");
    }
}

#[test]
fn a_value_beyond_the_kinds_range_is_refused_even_when_the_file_widens_the_range() {
    for kind in KINDS {
        let t = table(kind);
        let file: Value = serde_json::from_str(&t.export()).unwrap();
        let c = plain(&t);
        let i = file["state"]["counters"].as_array().unwrap().iter().position(|x| x["id"] == c.id.as_str()).unwrap();
        let mut crafted = file.clone();
        crafted["state"]["counters"][i]["max"] = i32::MAX.into();
        crafted["state"]["counters"][i]["value"] = i32::MAX.into();
        refused(kind, &crafted, &c.label);
        let mut low = file.clone();
        low["state"]["counters"][i]["min"] = i32::MIN.into();
        low["state"]["counters"][i]["value"] = i32::MIN.into();
        refused(kind, &low, &c.label);
    }
}

#[test]
fn the_huge_counters_of_the_audit_are_refused() {
    // A Defenders minion count and a Firesiege horde space of 2^31-1 crashed or froze the server.
    for (kind, key) in [(TableKind::Defenders, "here.black"), (TableKind::Firesiege, "horde")] {
        let t = table(kind);
        let mut file: Value = serde_json::from_str(&t.export()).unwrap();
        let i = counter_index(&file, key);
        let label = file["state"]["counters"][i]["label"].as_str().unwrap().to_string();
        let label = label.as_str();
        file["state"]["counters"][i]["max"] = i32::MAX.into();
        file["state"]["counters"][i]["value"] = i32::MAX.into();
        refused(kind, &file, label);
    }
}

#[test]
fn a_broken_pool_is_refused() {
    for (kind, key) in [
        (TableKind::Valeria, "soldier.supply"),
        (TableKind::Thaloria, "standard_reserve"),
        (TableKind::Defenders, "black.supply"),
        (TableKind::Defenders, "life_box"),
    ] {
        let t = table(kind);
        let mut file: Value = serde_json::from_str(&t.export()).unwrap();
        let i = counter_index(&file, key);
        let c = &file["state"]["counters"][i];
        let pool = c["pool"].as_str().unwrap().to_string();
        let value = c["value"].as_i64().unwrap();
        file["state"]["counters"][i]["value"] = (if value > 0 { value - 1 } else { 1 }).into();
        refused(kind, &file, &pool);
    }
}

#[test]
fn the_shape_of_a_kinds_counter_comes_from_the_kind_not_the_file() {
    let t = table(TableKind::Valeria);
    let mut file: Value = serde_json::from_str(&t.export()).unwrap();
    let i = counter_index(&file, "turret1.impact");
    file["state"]["counters"][i]["max"] = 40.into();
    file["state"]["counters"][i]["label"] = "Anything".into();
    file["state"]["counters"][i]["pool"] = "Soldier dice".into();
    let back = Table::import(&file.to_string(), "t2".into(), at(9)).unwrap();
    let c = back.counters().iter().find(|c| c.key.as_deref() == Some("turret1.impact")).unwrap();
    let fresh = t.counters().iter().find(|c| c.key.as_deref() == Some("turret1.impact")).unwrap();
    assert_eq!(c, fresh);

    let mut unknown = serde_json::from_str::<Value>(&t.export()).unwrap();
    unknown["state"]["counters"][i]["key"] = "turret9.impact".into();
    refused(TableKind::Valeria, &unknown, "turret9.impact");
}

#[test]
fn a_kinds_invariant_is_checked_no_champion_on_a_three_impact_turret() {
    let t = table(TableKind::Valeria);
    let mut file: Value = serde_json::from_str(&t.export()).unwrap();
    let impact = counter_index(&file, "turret2.impact");
    let champion = counter_index(&file, "turret2.champion");
    file["state"]["counters"][impact]["value"] = 3.into();
    file["state"]["counters"][champion]["value"] = 4.into();
    refused(TableKind::Valeria, &file, "Turret 2");
}

#[test]
fn bad_players_names_and_colours_are_refused() {
    for kind in KINDS {
        let t = table(kind);
        let file: Value = serde_json::from_str(&t.export()).unwrap();
        let mut colour = file.clone();
        colour["state"]["players"][0]["colour"] = "red;background:url(x)".into();
        refused(kind, &colour, "colour");
        let mut name = file.clone();
        name["state"]["players"][0]["name"] = "x".repeat(41).into();
        refused(kind, &name, "name");
        let mut many = file.clone();
        let one = many["state"]["players"][0].clone();
        many["state"]["players"] = Value::Array(vec![one; 9]);
        refused(kind, &many, "players");
    }
}

#[test]
fn a_broken_history_is_refused_naming_the_step() {
    for kind in KINDS {
        let t = table(kind);
        let file: Value = serde_json::from_str(&t.export()).unwrap();
        // The rename is undo step 2 (newest first) or 1 when the adjust was refused; it holds a whole state.
        let whole = file["undo"].as_array().unwrap().iter().position(|s| s[0].get("counters").is_some()).unwrap();
        let n = file["undo"].as_array().unwrap().len();
        let step = format!("undo step {}", n - whole);

        let mut colour = file.clone();
        colour["undo"][whole][0]["players"][0]["colour"] = "red;background:url(x)".into();
        refused(kind, &colour, &step);

        let mut crowd = file.clone();
        let one = crowd["undo"][whole][0]["players"][0].clone();
        crowd["undo"][whole][0]["players"] = Value::Array(vec![one; 9]);
        refused(kind, &crowd, &step);

        let mut counters = file.clone();
        let c = counters["undo"][whole][0]["counters"][0].clone();
        let many: Vec<Value> = (0..201)
            .map(|i| {
                let mut c = c.clone();
                c["id"] = format!("c{}", 1000 + i).into();
                c["key"] = Value::Null;
                c
            })
            .collect();
        counters["undo"][whole][0]["counters"] = Value::Array(many);
        counters["undo"][whole][0]["next_counter"] = 2000.into();
        refused(kind, &counters, &step);

        let mut missing = file.clone();
        missing["undo"] = json!([[{"values": [["c9999", 1]]}, 0]]);
        refused(kind, &missing, "undo step 1");

        let mut range = file.clone();
        let id = plain(&t).id.clone();
        range["undo"] = json!([[{"values": [[id, 1_000_000]]}, 0]]);
        refused(kind, &range, "undo step 1");

        if !file["redo"].as_array().unwrap().is_empty() {
            let mut redo = file.clone();
            redo["redo"][0][0] = json!({"values": [["c9999", 1]]});
            refused(kind, &redo, "redo step 1");
        }
    }
}

#[test]
fn a_generic_counter_and_a_custom_die_stay_far_from_overflow() {
    let mut t = table(TableKind::Generic);
    let add = |min: i32, max: i32| TableOp::AddCounter {
        label: "Score".into(),
        player: None,
        per_player: false,
        min,
        max,
        default: 0,
    };
    assert!(matches!(t.apply(&add(i32::MIN, i32::MAX), at(5)), Err(TableError::BadCounter(_))));
    t.apply(&add(-999_999, 999_999), at(5)).unwrap();
    let big: TableOp = serde_json::from_value(json!({
        "type": "roll", "dice": [{"name": "Big", "faces": ["2147483647", "2147483647"]}, {"name": "Big", "faces": ["2147483647", "1"]}]
    }))
    .unwrap();
    assert!(matches!(t.apply(&big, at(6)), Err(TableError::BadDie(_))));

    // A crafted user counter past the limit, and a crafted roll whose total is not its dice.
    let mut file: Value = serde_json::from_str(&t.export()).unwrap();
    let last = file["state"]["counters"].as_array().unwrap().len() - 1;
    file["state"]["counters"][last]["max"] = i32::MAX.into();
    refused(TableKind::Generic, &file, "Score");
    let roll: Value = serde_json::from_str(&t.export()).unwrap();
    let mut roll = roll;
    roll["state"]["last_roll"] = json!({
        "at": "2026-01-01T00:00:00Z", "player": null, "total": -2,
        "dice": [{"die": "d6", "face": "2147483647", "value": 2147483647}, {"die": "d6", "face": "1", "value": 1}]
    });
    refused(TableKind::Generic, &roll, "roll");
}

#[test]
fn a_long_evening_exports_within_the_limit_and_imports_again() {
    let players = ["Ann", "Bo", "Cy", "Di"].iter().map(|p| PlayerSpec::Name((*p).into())).collect();
    let spec = NewTable { kind: TableKind::Defenders, players, name: None, life: None, template: None, profile: None };
    let mut t = Table::new("t1".into(), spec, 5, at(0)).unwrap();
    let crystals = t.counters().iter().find(|c| c.key.as_deref() == Some("crystals")).unwrap().id.clone();
    // Renames keep whole states in undo (the largest steps); adjusts grow the history.
    for i in 0..3_000 {
        let op = if i % 5 == 0 {
            TableOp::Rename { name: format!("Evening {i}") }
        } else {
            TableOp::Adjust { counter: crystals.clone(), delta: if i % 2 == 0 { 1 } else { -1 } }
        };
        let _ = t.apply(&op, at(i));
    }
    let text = t.export();
    assert!(text.len() <= TABLE_FILE_LIMIT, "{} bytes", text.len());
    assert!(t.history().len() <= HISTORY_LIMIT);
    assert_eq!(t.view().history.len(), HISTORY_PAGE);
    assert_eq!(t.view().history_total, t.history().len());
    let mut back = Table::import(&text, "t2".into(), at(9_999)).unwrap();
    assert_eq!(back.counters(), t.counters());
    assert!(back.export().len() <= TABLE_FILE_LIMIT);
    back.undo(at(10_000)).unwrap();
    let (start, page) = back.history_page(Some(10), 5);
    assert_eq!((start, page.len()), (5, 5));
}

#[test]
fn a_file_over_the_limit_is_refused_by_size() {
    let t = table(TableKind::Generic);
    let mut file: Value = serde_json::from_str(&t.export()).unwrap();
    file["padding"] = "x".repeat(TABLE_FILE_LIMIT).into();
    match Table::import(&file.to_string(), "t2".into(), at(9)) {
        Err(TableError::BadImport(m)) => assert!(m.contains("bytes"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_starting_life_is_for_the_generic_table_only() {
    // It used to be kept, unused, and made the table's own export refuse to import.
    let players = vec![PlayerSpec::Name("Ann".into())];
    let spec = NewTable {
        kind: TableKind::Valeria,
        players: players.clone(),
        name: None,
        life: Some(0),
        template: None,
        profile: None,
    };
    assert!(matches!(Table::new("t1".into(), spec, 1, at(0)), Err(TableError::BadCounter(_))));
    let spec =
        NewTable { kind: TableKind::Generic, players, name: None, life: Some(30), template: None, profile: None };
    let t = Table::new("t1".into(), spec, 1, at(0)).unwrap();
    assert_eq!(Table::import(&t.export(), "t2".into(), at(1)).unwrap().counters()[0].value, 30);
    // A game table saved with an unused starting Life by an earlier version still loads.
    let mut file: Value = serde_json::from_str(&table(TableKind::Valeria).export()).unwrap();
    file["life_default"] = 0.into();
    Table::import(&file.to_string(), "t3".into(), at(2)).unwrap();
}

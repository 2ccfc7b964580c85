#![cfg(not(target_arch = "wasm32"))]
//! What an earlier build wrote, this build reads: game saves, table exports and a whole data
//! folder (the CLI's and the desktop store's per-entry files), written by the build of commit
//! 4209f10, the last before Engine v2, with `scripts/make-compat-fixtures.py`. Each game loads
//! to the very state it was saved in (the same state hash) and plays on; each table comes back
//! with the same counters, history and undo.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

mod support;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compat/v1")
}

fn read(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The `*.json` files of a fixture folder, by name without the extension.
fn entries(folder: &str) -> BTreeMap<String, Value> {
    let dir = fixtures().join(folder);
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let Some(stem) = path.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_suffix(".json")) else {
            continue;
        };
        out.insert(stem.to_owned(), read(&path));
    }
    out
}

fn ok(h: &mut rampart_engine::protocol::Handler, request: Value) -> Value {
    let answer = h.handle_value(request.clone());
    assert!(answer.get("error").is_none(), "{request} failed: {answer}");
    answer["ok"].clone()
}

fn expected() -> Value {
    read(&fixtures().join("expected.json"))
}

/// Counter values by id.
fn counters(view: &Value) -> BTreeMap<String, Value> {
    view["counters"]
        .as_array()
        .expect("a table view lists its counters")
        .iter()
        .map(|c| (c["id"].as_str().expect("counter id").to_owned(), c["value"].clone()))
        .collect()
}

fn expected_counters(table: &Value) -> BTreeMap<String, Value> {
    table["counters"].as_object().expect("counters").iter().map(|(k, v)| (k.clone(), v.clone())).collect()
}

#[test]
fn saves_of_the_earlier_build_load_to_the_same_state_and_play_on() {
    let expected = expected();
    let saves = entries("saves");
    assert_eq!(saves.len(), 6, "Valeria, Defenders and Pig, in Play and in Assist");
    for (name, save) in saves {
        let mut h = support::handler_seeded(3);
        let want = &expected["saves"][&name];
        let view = ok(&mut h, json!({"op": "load", "save": save}));
        let session = view["session"].clone();
        assert_eq!(view["steps"], want["steps"], "{name}: every step of the log is back");
        let hash = ok(&mut h, json!({"op": "state_hash", "session": session}));
        assert_eq!(hash["hash"], want["hash"], "{name}: the same state as when it was saved");
        // The same save as a string (the UI's import) loads too.
        let text = serde_json::to_string(&save).unwrap();
        ok(&mut h, json!({"op": "load", "save": text}));
        // And the game goes on under this build's rules and bots.
        if view["mode"] == "play" && view["outcome"].is_null() {
            let before = view["steps"].as_u64().unwrap();
            let after = ok(&mut h, json!({"op": "run_bots", "session": session, "max_steps": 10}));
            assert!(
                after["steps"].as_u64().unwrap() > before || !after["outcome"].is_null(),
                "{name}: the loaded game plays on: {after}"
            );
        }
    }
}

#[test]
fn table_exports_of_the_earlier_build_import_with_the_same_counters_history_and_undo() {
    let expected = expected();
    let tables = entries("tables");
    assert_eq!(tables.len(), 6, "the five games' trackers and the generic one");
    for (kind, export) in tables {
        let mut h = support::handler_seeded(4);
        let want = &expected["tables"][&kind];
        let view = ok(&mut h, json!({"op": "table_import", "data": export["data"]}));
        assert_eq!(view["kind"], kind.as_str(), "{kind}: the tracker kind");
        assert_eq!(counters(&view), expected_counters(want), "{kind}: every counter as it was");
        let table = view["table"].clone();
        let history = ok(&mut h, json!({"op": "table_history", "table": table}));
        let entries = history["entries"].as_array().unwrap();
        // The import is written as one more line, as the earlier build did too.
        assert_eq!(entries.len(), want["history"].as_u64().unwrap() as usize + 1, "{kind}: {history}");
        assert_eq!(entries.last().unwrap()["text"], "Imported", "{kind}");
        assert_eq!(view["can_undo"], true, "{kind}: the undo stack came with the table");
        // A table from before the turn tracker: who starts not chosen yet, a valid active seat, and
        // Next works on it (then undo takes it back).
        let turn = &view["turn"];
        assert_eq!(turn["chosen"], false, "{kind}: {turn}");
        assert!(turn["active"].as_u64().unwrap() < view["players"].as_array().unwrap().len() as u64, "{kind}");
        assert!(turn["round"].as_i64().unwrap() >= 1 && turn["step"].as_u64().unwrap() >= 1, "{kind}: {turn}");
        if turn["can_next"] == true {
            let next = ok(&mut h, json!({"op": "table_op", "table": table, "change": {"type": "turn_next"}}));
            assert_ne!(next["turn"], *turn, "{kind}: Next moved the turn");
            ok(&mut h, json!({"op": "table_undo", "table": table}));
        }
        ok(&mut h, json!({"op": "table_undo", "table": table}));
    }
}

#[test]
fn a_data_folder_of_the_earlier_build_restores_every_entry() {
    let expected = expected();
    let mut h = support::handler_seeded(5);
    let data = entries("data");
    assert_eq!(data.len(), 12, "six sessions and six tables");
    for (stem, value) in data {
        let (prefix, id) = stem.split_once('_').expect("<kind>_<id>.json");
        let key = format!("{prefix}:{id}");
        h.restore(&key, value).unwrap_or_else(|e| panic!("{key}: {e}"));
    }
    let sessions = ok(&mut h, json!({"op": "list_sessions"}));
    assert_eq!(sessions.as_array().unwrap().len(), 6, "{sessions}");
    for (name, want) in expected["saves"].as_object().unwrap() {
        let hash = ok(&mut h, json!({"op": "state_hash", "session": want["session"]}));
        assert_eq!(hash["hash"], want["hash"], "{name}: restored from the store as it was");
    }
    let tables = ok(&mut h, json!({"op": "table_list"}));
    assert_eq!(tables.as_array().unwrap().len(), 6, "{tables}");
    for (kind, want) in expected["tables"].as_object().unwrap() {
        let view = ok(&mut h, json!({"op": "table_get", "table": want["table"]}));
        assert_eq!(counters(&view), expected_counters(want), "{kind}: restored from the store as it was");
    }
}

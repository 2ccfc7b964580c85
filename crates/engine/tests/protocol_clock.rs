#![cfg(not(target_arch = "wasm32"))]
//! The session clock over the protocol: `table_clock` pauses, resumes, follows the app into the
//! background and times each seat's turns, outside undo and the history; bad requests change
//! nothing. The test host's clock moves one second a request.

use rampart_engine::protocol::Handler;
use serde_json::{json, Value};

mod support;
use support::{err_kind, ok};

fn clock(h: &mut Handler, table: &Value, what: Value) -> Value {
    ok(h, json!({"op": "table_clock", "table": table, "clock": what}))
}

#[test]
fn the_clock_runs_from_the_start_and_pauses_outside_undo() {
    let mut h = support::handler_seeded(5);
    let v = ok(&mut h, json!({"op": "table_new", "kind": "defenders", "players": ["Ann", "Bob"]}));
    let t = v["table"].clone();
    assert!(v["clock"]["since"].is_string(), "a new table's clock runs: {}", v["clock"]);
    assert_eq!(v["clock"]["per_turn"], false, "turns are not timed unless asked");

    let paused = clock(&mut h, &t, json!({"do": "pause"}));
    assert!(paused["clock"]["since"].is_null());
    let counted = paused["clock"]["elapsed_ms"].as_i64().unwrap_or(-1);
    assert_eq!(counted, 1000, "one second passed between the two requests");
    // Neither a history line nor an undo step.
    assert_eq!(paused["history_total"], v["history_total"]);
    assert_eq!(paused["can_undo"], v["can_undo"]);
    // Paused: requests go by, the clock stands.
    ok(&mut h, json!({"op": "table_get", "table": t}));
    let later = ok(&mut h, json!({"op": "table_get", "table": t}));
    assert_eq!(later["clock"]["elapsed_ms"], counted);
    let running = clock(&mut h, &t, json!({"do": "resume"}));
    assert!(running["clock"]["since"].is_string());

    // The background pauses it; coming back resumes it.
    let hidden = clock(&mut h, &t, json!({"do": "background", "hidden": true}));
    assert!(hidden["clock"]["since"].is_null() && hidden["clock"]["background"] == true);
    let back = clock(&mut h, &t, json!({"do": "background", "hidden": false}));
    assert!(back["clock"]["since"].is_string() && back["clock"]["background"] == false);

    // Undo of a change leaves the clock alone.
    ok(&mut h, json!({"op": "table_op", "table": t, "change": {"type": "turn_next"}}));
    let before_undo = ok(&mut h, json!({"op": "table_get", "table": t}))["clock"]["elapsed_ms"].as_i64();
    let undone = ok(&mut h, json!({"op": "table_undo", "table": t}));
    assert!(undone["clock"]["elapsed_ms"].as_i64() >= before_undo, "undo never takes time back");

    let reset = clock(&mut h, &t, json!({"do": "reset"}));
    assert_eq!(reset["clock"]["elapsed_ms"], 0);
    assert!(reset["clock"]["since"].is_string(), "a running clock runs on from zero");
}

#[test]
fn each_seat_is_charged_the_turns_it_played() {
    let mut h = support::handler_seeded(6);
    let v = ok(&mut h, json!({"op": "table_new", "kind": "thaloria", "players": ["Ann", "Bob"]}));
    let t = v["table"].clone();
    let on = clock(&mut h, &t, json!({"do": "per_turn", "on": true}));
    assert_eq!(on["clock"]["per_turn"], true);
    let first = on["turn"]["active"].as_u64().unwrap_or(99) as usize;
    assert_eq!(on["clock"]["turn_seat"].as_u64(), Some(first as u64));
    // Walk Next until the active seat changes: the turn is charged to the seat that played it.
    let mut view = on;
    let mut steps = 0;
    while view["turn"]["active"].as_u64() == Some(first as u64) && steps < 20 {
        view = ok(&mut h, json!({"op": "table_op", "table": t, "change": {"type": "turn_next"}}));
        steps += 1;
    }
    assert!(steps < 20, "Next passed the turn: {}", view["turn"]);
    let charged = view["clock"]["seat_ms"][first].as_i64().unwrap_or(0);
    assert_eq!(charged, 1000 * steps, "one second a request, for every Next of the turn");
    assert_eq!(view["clock"]["turn_ms"], 0, "the new turn starts at zero");
    assert_ne!(view["clock"]["turn_seat"].as_u64(), Some(first as u64));
}

#[test]
fn bad_clock_requests_are_refused_and_change_nothing() {
    let mut h = support::handler_seeded(7);
    let v = ok(&mut h, json!({"op": "table_new", "kind": "valeria", "players": ["Ann"]}));
    let t = v["table"].clone();
    for bad in [json!({"do": "stop"}), json!({"do": "pause", "now": 5}), json!({"do": "per_turn"}), json!("pause")] {
        assert_eq!(err_kind(&mut h, json!({"op": "table_clock", "table": t, "clock": bad})), "BadRequest", "{bad}");
    }
    assert_eq!(
        err_kind(&mut h, json!({"op": "table_clock", "table": "nope", "clock": {"do": "pause"}})),
        "NoSuchTable"
    );
    let same = ok(&mut h, json!({"op": "table_get", "table": t}));
    assert!(same["clock"]["since"].is_string(), "still running");
    assert_eq!(same["clock"]["per_turn"], false);
}

#[test]
fn an_imported_clock_is_checked() {
    let mut h = support::handler_seeded(8);
    let v = ok(&mut h, json!({"op": "table_new", "kind": "generic", "players": ["Ann", "Bob"]}));
    let t = v["table"].clone();
    clock(&mut h, &t, json!({"do": "per_turn", "on": true}));
    let export = ok(&mut h, json!({"op": "table_export", "table": t}));
    let text = export["data"].as_str().unwrap_or_default().to_string();
    let imported = ok(&mut h, json!({"op": "table_import", "data": text}));
    assert_eq!(imported["clock"]["per_turn"], true, "the clock travels with the table");
    let mut crafted: Value = serde_json::from_str(&text).expect("export json");
    let table = if crafted.get("table").is_some() { &mut crafted["table"] } else { &mut crafted };
    table["clock"]["elapsed_ms"] = json!(-5);
    let kind = err_kind(&mut h, json!({"op": "table_import", "data": crafted.to_string()}));
    assert_eq!(kind, "BadImport");
}

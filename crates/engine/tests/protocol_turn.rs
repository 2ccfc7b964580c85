#![cfg(not(target_arch = "wasm32"))]
//! The turn operations over the protocol: turn_first, turn_next, turn_back for every tracker,
//! with their refusals (typed, and nothing changed).

use serde_json::{json, Value};

mod support;
use support::{err_kind, ok};

fn op(table: &Value, change: Value) -> Value {
    json!({"op": "table_op", "table": table, "change": change})
}

#[test]
fn every_tracker_walks_its_turn_order_and_back() {
    let kinds = [
        ("valeria", json!(["Ann"])),
        ("firesiege", json!(["Ann", "Bob"])),
        ("exiled", json!(["Attacker", "Defenders"])),
        ("thaloria", json!(["Ann", "Bob"])),
        ("defenders", json!(["Ann", "Bob"])),
        ("generic", json!(["Ann", "Bob"])),
    ];
    for (kind, players) in kinds {
        let mut h = support::handler_seeded(3);
        let v = ok(&mut h, json!({"op": "table_new", "kind": kind, "players": players}));
        let t = v["table"].clone();
        let start = v["turn"].clone();
        assert_eq!((start["round"].as_i64(), start["step"].as_u64()), (Some(1), Some(1)), "{kind}: {start}");
        assert_eq!(start["can_back"], false, "{kind}");
        assert!(
            !start["step_name"].as_str().unwrap_or("").is_empty()
                && !start["reminder"].as_str().unwrap_or("").is_empty(),
            "{kind}"
        );
        // Back at the start: typed refusal, nothing changed.
        assert_eq!(err_kind(&mut h, op(&t, json!({"type": "turn_back"}))), "TurnRefused", "{kind}");
        // An unknown seat: typed refusal, nothing changed.
        assert_eq!(err_kind(&mut h, op(&t, json!({"type": "turn_first", "player": 7}))), "NoSuchPlayer", "{kind}");
        // A field the op does not take.
        assert_eq!(err_kind(&mut h, op(&t, json!({"type": "turn_next", "player": 1}))), "BadRequest", "{kind}");
        let same = ok(&mut h, json!({"op": "table_get", "table": t}));
        assert_eq!(same["turn"], start, "{kind}: refusals changed nothing");
        assert_eq!(same["history_total"], v["history_total"], "{kind}");

        let chosen = ok(&mut h, op(&t, json!({"type": "turn_first", "player": players.as_array().unwrap().len() - 1})));
        assert_eq!(chosen["turn"]["chosen"], true, "{kind}");
        let before = chosen["turn"].clone();
        let next = ok(&mut h, op(&t, json!({"type": "turn_next"})));
        assert_ne!(next["turn"], before, "{kind}: Next moved");
        assert_eq!(next["turn"]["can_back"], true, "{kind}");
        assert!(
            next["history"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().starts_with("Next: "),
            "{kind}"
        );
        let back = ok(&mut h, op(&t, json!({"type": "turn_back"})));
        assert_eq!(back["turn"], before, "{kind}: Back undid Next");
        ok(&mut h, op(&t, json!({"type": "turn_next"})));
        let undone = ok(&mut h, json!({"op": "table_undo", "table": t}));
        assert_eq!(undone["turn"], before, "{kind}: one undo step");
    }
}

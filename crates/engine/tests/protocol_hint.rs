#![cfg(not(target_arch = "wasm32"))]
//! "What would the bot do?" over the protocol: `bot_hint` names a legal move of the seat to act with
//! the bot's reason, changes nothing (steps, state, undo), is the move the same bot then plays, and
//! is refused with the rule's error when no seat decides.

use serde_json::{json, Value};

mod support;
use support::{err_kind, handler_seeded, ok};

fn hash(h: &mut rampart_engine::protocol::Handler, id: &str) -> Value {
    ok(h, json!({"op": "state_hash", "session": id}))["hash"].clone()
}

#[test]
fn a_hint_is_a_legal_move_with_a_reason_and_changes_nothing() {
    for (game, seats) in [("valeria", json!(["human"])), ("defenders", json!(["human", "bot:heuristic"]))] {
        let mut h = handler_seeded(7);
        let s = ok(&mut h, json!({"op": "new_game", "game": game, "seed": 21, "seats": seats}));
        let id = s["session"].as_str().unwrap().to_string();
        ok(&mut h, json!({"op": "advance", "session": id}));
        let mut reasons = 0;
        for _ in 0..6 {
            let before = ok(&mut h, json!({"op": "view", "session": id}));
            if before["to_act"]["kind"] != "decision" {
                break;
            }
            let hash_before = hash(&mut h, &id);
            let legal = ok(&mut h, json!({"op": "legal", "session": id}));
            let answer = ok(&mut h, json!({"op": "bot_hint", "session": id}));
            assert_eq!(answer["bot"], "heuristic", "{game}: the heuristic bot by default");
            let hint = &answer["hint"];
            let actions = legal["actions"].as_array().unwrap();
            let same = actions.iter().find(|a| a["action"] == hint["action"]);
            let same = same.unwrap_or_else(|| panic!("{game}: the hint {hint} is one of the legal answers"));
            assert_eq!(same["label"], hint["label"], "{game}: labelled as the answer is");
            assert_eq!(hint["seat"], before["to_act"]["seat"]);
            if hint["why"].as_str().is_some_and(|why| !why.is_empty()) {
                reasons += 1;
            }
            // Nothing changed.
            let after = ok(&mut h, json!({"op": "view", "session": id}));
            assert_eq!(after["steps"], before["steps"]);
            assert_eq!(hash(&mut h, &id), hash_before);
            // The same bot, asked to play, plays that move.
            let moved = ok(&mut h, json!({"op": "bot_move", "session": id, "bot": "heuristic"}));
            assert_eq!(moved["action"], hint["action"], "{game}: the hint is the move the bot makes");
            if moved["to_act"]["kind"] == "chance" {
                ok(&mut h, json!({"op": "advance", "session": id}));
            }
        }
        assert!(reasons > 0, "{game}: the bot says why it chose its moves");
    }
}

#[test]
fn a_searching_bot_hints_too_and_remembers_nothing() {
    let mut h = handler_seeded(3);
    let s = ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 5, "seats": ["human"]}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(err_kind(&mut h, json!({"op": "bot_hint", "session": id})), "NotYourTurn", "the setup's draws first");
    ok(&mut h, json!({"op": "advance", "session": id}));
    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
    let answer = ok(&mut h, json!({"op": "bot_hint", "session": id, "bot": "easy"}));
    assert_eq!(answer["bot"], "easy");
    assert!(legal["actions"].as_array().unwrap().iter().any(|a| a["action"] == answer["hint"]["action"]));
    // Asked twice, the same position gives the same hint: no memory of the first.
    let again = ok(&mut h, json!({"op": "bot_hint", "session": id, "bot": "easy"}));
    assert_eq!(again["hint"]["action"], answer["hint"]["action"]);
}

#[test]
fn no_hint_without_a_seat_to_decide() {
    let mut h = handler_seeded(11);
    assert_eq!(err_kind(&mut h, json!({"op": "bot_hint", "session": "s-none"})), "NoSuchSession");
    let s = ok(&mut h, json!({"op": "new_game", "game": "pig", "seed": 4, "mode": "watch"}));
    let id = s["session"].as_str().unwrap().to_string();
    ok(&mut h, json!({"op": "run_bots", "session": id, "max_steps": 10000}));
    let over = ok(&mut h, json!({"op": "view", "session": id}));
    assert_eq!(over["to_act"]["kind"], "game_over");
    assert_eq!(err_kind(&mut h, json!({"op": "bot_hint", "session": id})), "GameOver");
    assert_eq!(err_kind(&mut h, json!({"op": "bot_hint", "session": id, "bot": "wizard"})), "BadRequest");
}

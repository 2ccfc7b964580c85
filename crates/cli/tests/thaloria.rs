//! Heroes and Spells through `rampart serve --stdio`, as a scripted client drives it: a Play-mode
//! game of three bots played to the end (cards cast, the chain answered), with each seat's view
//! hiding the other hands; illegal answers refused with the rule's name; undo; save and load.

mod common;

use common::Client;

use serde_json::{json, Value};

fn hands_seen(v: &Value) -> Vec<bool> {
    v["view"]["players"].as_array().unwrap().iter().map(|p| !p["hand"].is_null()).collect()
}

#[test]
fn a_play_mode_thaloria_game_is_played_to_the_end_by_the_bots() {
    let mut c = Client::start();
    // Two heuristic bots and a random one play a whole game over the protocol.
    let s = c.ok(json!({"op": "new_game", "game": "thaloria", "seed": 5, "mode": "play",
                        "config": {"players": 3, "board": "quick"},
                        "seats": ["bot:heuristic", "bot:random", "bot:heuristic"]}));
    let id = s["session"].as_str().unwrap().to_string();
    let mut cast = 0;
    for _ in 0..20_000 {
        let v = c.ok(json!({"op": "view", "session": id}));
        // A view shows its viewer's hand at most, never another's.
        let viewer = v["viewer"].as_u64().map(|s| s as usize);
        for (seat, seen) in hands_seen(&v).into_iter().enumerate() {
            assert!(!seen || Some(seat) == viewer, "seat {seat}'s hand leaks to viewer {viewer:?}");
        }
        match v["to_act"]["kind"].as_str().unwrap() {
            "game_over" => {
                let o = &v["outcome"];
                assert!(!o["summary"].as_str().unwrap().is_empty());
                assert!(cast > 0, "the bots cast cards");
                let late = c.call(json!({"op": "bot_move", "session": id}));
                assert!(late.get("error").is_some(), "no decision after the end: {late}");
                return;
            }
            "chance" => {
                c.ok(json!({"op": "advance", "session": id}));
            }
            _ => {
                let m = c.ok(json!({"op": "bot_move", "session": id}));
                if m["label"].as_str().unwrap().starts_with("Cast ") {
                    cast += 1;
                }
            }
        }
    }
    panic!("the bots did not finish the game");
}

#[test]
fn a_person_is_refused_an_illegal_cast_and_may_undo_save_and_load() {
    let mut c = Client::start();
    let s = c.ok(json!({"op": "new_game", "game": "thaloria", "seed": 9, "mode": "play",
                        "config": {"players": 2, "board": "quick"}, "seats": ["human", "bot:heuristic"]}));
    let id = s["session"].as_str().unwrap().to_string();
    // Play on (chance and the bot) until the person decides.
    for _ in 0..2_000 {
        let v = c.ok(json!({"op": "view", "session": id}));
        match v["to_act"]["kind"].as_str().unwrap() {
            "chance" => {
                c.ok(json!({"op": "advance", "session": id}));
            }
            "decision" if v["to_act"]["seat"] == 1 => {
                c.ok(json!({"op": "bot_move", "session": id}));
            }
            _ => break,
        }
    }
    // A card nobody holds is refused, with the rule named, and nothing changes.
    let before = c.ok(json!({"op": "state_hash", "session": id}))["hash"].clone();
    let refused = c.call(json!({"op": "act", "session": id,
                                "action": {"type": "cast", "card": 100, "aim": {"aim": "none"}}}));
    assert_eq!(refused["error"]["kind"], "IllegalAction", "{refused}");
    assert!(!refused["error"]["rule"].as_str().unwrap_or_default().is_empty(), "the rule is named: {refused}");
    assert_eq!(c.ok(json!({"op": "state_hash", "session": id}))["hash"], before);
    // A legal answer, then undo.
    let legal = c.ok(json!({"op": "legal", "session": id}));
    let first = legal["actions"][0]["action"].clone();
    c.ok(json!({"op": "act", "session": id, "action": first}));
    c.ok(json!({"op": "undo", "session": id}));
    assert_eq!(c.ok(json!({"op": "state_hash", "session": id}))["hash"], before, "undo restores the state");
    // Save and load keep the game.
    let saved = c.ok(json!({"op": "save", "session": id}));
    let loaded = c.ok(json!({"op": "load", "save": saved}));
    let again = loaded["session"].as_str().unwrap().to_string();
    assert_eq!(c.ok(json!({"op": "state_hash", "session": again}))["hash"], before);
}

#[test]
fn simulate_thaloria_is_reproducible_for_every_player_count() {
    for players in ["2", "5"] {
        let args = [
            "--game",
            "thaloria",
            "--players",
            players,
            "--games",
            "20",
            "--seed",
            "1",
            "--config",
            r#"{"board":"quick"}"#,
        ];
        let a = common::simulate_json(&args);
        assert_eq!(a, common::simulate_json(&args), "the same seed gives the same games");
        assert_eq!(a["games"], 20);
        assert_eq!(a["unfinished"], 0, "{a}");
    }
}

#[test]
fn rampart_play_shows_the_board_as_text_to_the_end() {
    let text = common::run_ok(
        &["play", "--game", "thaloria", "--seed", "3", "--players", "3", "--config", r#"{"board":"quick"}"#],
        &"b\n".repeat(20_000),
    );
    for want in ["== Heroes and Spells: round", "Tiles with Warriors or banners", "Main Deck"] {
        assert!(text.contains(want), "missing {want:?}");
    }
    assert!(text.contains("*** "), "the game reaches its end");
}

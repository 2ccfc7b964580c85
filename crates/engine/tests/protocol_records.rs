#![cfg(not(target_arch = "wasm32"))]
//! Records over the protocol: a game that ends is written to the per-game history once (an undo out
//! of the end and a second ending rewrite the same record), its wins and losses count for a person's
//! games only, it survives the session's deletion and a restart, and `record_step` shows the game
//! after any number of its steps exactly as the game stood then.

use rampart_engine::protocol::{Handler, REPLAYS_KEPT};
use serde_json::{json, Value};

mod support;
use support::{err_kind, handler_seeded, ok};

fn new_game(h: &mut Handler, game: &str, seed: u64, seats: Value, mode: &str) -> String {
    let s = ok(h, json!({"op": "new_game", "game": game, "seed": seed, "seats": seats, "mode": mode}));
    s["session"].as_str().unwrap().to_string()
}

/// Runs the bots (and chance) until the game ends.
fn to_the_end(h: &mut Handler, id: &str) -> Value {
    for _ in 0..400 {
        let view = ok(h, json!({"op": "run_bots", "session": id, "max_steps": 500}));
        if view["to_act"]["kind"] == "game_over" {
            return view;
        }
    }
    panic!("the game {id} did not end");
}

fn records(h: &mut Handler) -> Value {
    ok(h, json!({"op": "records"}))
}

#[test]
fn a_watched_game_is_recorded_once_with_its_end_and_counts_as_watched() {
    let mut h = handler_seeded(11);
    let id = new_game(&mut h, "valeria", 4, json!(["bot:heuristic"]), "watch");
    assert_eq!(records(&mut h)["records"], json!([]), "nothing is recorded before the end");
    let end = to_the_end(&mut h, &id);
    let list = records(&mut h);
    let all = list["records"].as_array().unwrap();
    assert_eq!(all.len(), 1);
    let r = &all[0];
    assert_eq!(r["session"], id.as_str());
    assert_eq!(r["game"], "valeria");
    assert_eq!(r["mode"], "watch");
    assert_eq!(r["seed"], 4);
    assert_eq!(r["steps"], end["steps"]);
    assert_eq!(r["turn"], end["turn"]);
    assert_eq!(r["outcome"], end["outcome"]);
    assert_eq!(r["replay"], true);
    assert!(r["finished_ms"].as_i64().unwrap() > r["started_ms"].as_i64().unwrap());
    let played = r["played_ms"].as_i64().unwrap();
    assert!(played > 0, "the time between steps is counted");
    let stats = &list["stats"][0];
    assert_eq!(stats["game"], "valeria");
    assert_eq!((stats["played"].as_u64(), stats["watched"].as_u64()), (Some(0), Some(1)), "bots alone: watched");
    // Asking the finished game for more does not record it again.
    ok(&mut h, json!({"op": "view", "session": id}));
    assert_eq!(records(&mut h)["records"].as_array().unwrap().len(), 1);
}

#[test]
fn a_persons_game_counts_as_won_or_lost_and_keeps_its_first_seats() {
    let mut h = handler_seeded(12);
    let mut won = 0;
    let mut lost = 0;
    for seed in 1..=3 {
        let id = new_game(&mut h, "defenders", seed, json!(["human", "bot:heuristic"]), "play");
        // The person hands the game to the bots ("Bots finish"), as the play screen does.
        ok(&mut h, json!({"op": "set_seats", "session": id, "seats": ["bot:heuristic", "bot:heuristic"]}));
        let end = to_the_end(&mut h, &id);
        if end["outcome"]["standing"] == "won" {
            won += 1;
        } else {
            lost += 1;
        }
    }
    let list = records(&mut h);
    let all = list["records"].as_array().unwrap();
    assert_eq!(all.len(), 3);
    for r in all {
        assert_eq!(r["seats"], json!(["human", "bot:heuristic"]), "who started");
        assert_eq!(r["final_seats"], json!(["bot:heuristic", "bot:heuristic"]), "who finished");
        assert_eq!(r["seat_names"].as_array().unwrap().len(), 2);
    }
    let finished: Vec<i64> = all.iter().map(|r| r["finished_ms"].as_i64().unwrap()).collect();
    assert!(finished.windows(2).all(|w| w[0] >= w[1]), "newest first: {finished:?}");
    let stats = &list["stats"][0];
    assert_eq!(stats["game"], "defenders");
    assert_eq!(stats["played"], 3);
    assert_eq!((stats["won"].as_u64(), stats["lost"].as_u64()), (Some(won), Some(lost)));
    assert_eq!(stats["watched"], 0);
    // One game's filter.
    assert_eq!(ok(&mut h, json!({"op": "records", "game": "valeria"}))["records"], json!([]));
    assert_eq!(ok(&mut h, json!({"op": "records", "game": "valeria"}))["stats"], list["stats"], "stats of all games");
}

#[test]
fn undoing_out_of_the_end_and_ending_again_rewrites_the_same_record() {
    let mut h = handler_seeded(13);
    let id = new_game(&mut h, "valeria", 9, json!(["bot:heuristic"]), "play");
    to_the_end(&mut h, &id);
    let first = records(&mut h)["records"][0].clone();
    // A person takes the seat back and undoes the last decision.
    ok(&mut h, json!({"op": "set_seats", "session": id, "seats": ["human"]}));
    let back = ok(&mut h, json!({"op": "undo", "session": id}));
    assert_ne!(back["to_act"]["kind"], "game_over");
    ok(&mut h, json!({"op": "set_seats", "session": id, "seats": ["bot:heuristic"]}));
    to_the_end(&mut h, &id);
    let all = records(&mut h)["records"].as_array().unwrap().clone();
    assert_eq!(all.len(), 1, "one game, one record");
    assert_eq!(all[0]["record"], first["record"]);
    assert!(all[0]["finished_ms"].as_i64() > first["finished_ms"].as_i64(), "rewritten at the second end");
}

#[test]
fn every_step_of_a_record_is_the_game_as_it_stood_then() {
    for (game, seats) in [("valeria", json!(["bot:heuristic"])), ("defenders", json!(["bot:heuristic", "bot:easy"]))] {
        let mut h = handler_seeded(14);
        let id = new_game(&mut h, game, 21, seats.clone(), "watch");
        let end = to_the_end(&mut h, &id);
        let record = records(&mut h)["records"][0]["record"].as_str().unwrap().to_string();
        let steps = end["steps"].as_u64().unwrap();
        // The end is the session's end; past the end is the end.
        let last = ok(&mut h, json!({"op": "record_step", "record": record, "step": steps}));
        assert_eq!(last["view"]["view"], ok(&mut h, json!({"op": "view", "session": id, "seat": 0}))["view"]);
        assert_eq!(last["view"]["to_act"]["kind"], "game_over");
        assert_eq!(last["view"]["session"], record.as_str());
        let past = ok(&mut h, json!({"op": "record_step", "record": record, "step": steps + 1000}));
        assert_eq!(past["step"], steps);
        // Each sampled step is what a fresh game of the same seed and seats shows after that many.
        for k in [0, 1, steps / 3, steps / 2, steps - 1] {
            let shown = ok(&mut h, json!({"op": "record_step", "record": record, "step": k, "seat": 0}));
            assert_eq!(shown["step"], k);
            assert_eq!(shown["view"]["steps"], k);
            let again = new_game(&mut h, game, 21, seats.clone(), "watch");
            if k > 0 {
                ok(&mut h, json!({"op": "run_bots", "session": again, "max_steps": k}));
            }
            let there = ok(&mut h, json!({"op": "view", "session": again, "seat": 0}));
            assert_eq!(there["steps"], k, "{game}: the fresh game took {k} steps");
            assert_eq!(shown["view"]["view"], there["view"], "{game}: step {k} of the record");
            assert_eq!(shown["view"]["to_act"], there["to_act"], "{game}: step {k}");
            // Its log ends with the step before it, with the bots' reasons kept.
            let log = shown["view"]["log"].as_array().unwrap();
            assert_eq!(log.last().map(|l| l["step"].as_u64().unwrap() + 1), if k == 0 { None } else { Some(k) });
            ok(&mut h, json!({"op": "delete_session", "session": again}));
        }
        let log = last["view"]["log"].as_array().unwrap();
        assert!(log.iter().any(|l| l["bot"] == true && l["why"].is_string()), "{game}: the bots' reasons are kept");
    }
}

#[test]
fn a_record_outlives_its_session_and_a_restart_and_can_be_deleted() {
    let mut h = handler_seeded(15);
    let id = new_game(&mut h, "valeria", 2, json!(["bot:heuristic"]), "watch");
    let end = to_the_end(&mut h, &id);
    let changes = h.take_changes();
    let saved: Vec<_> = changes.iter().filter(|c| c.key.starts_with("record:")).collect();
    assert_eq!(saved.len(), 1, "the record is queued for the store");
    let record = saved[0].key.trim_start_matches("record:").to_string();
    ok(&mut h, json!({"op": "delete_session", "session": id}));
    assert_eq!(records(&mut h)["records"][0]["record"], record.as_str(), "kept after the session is deleted");
    // A restart: a new handler fed with what was stored.
    let mut again = handler_seeded(99);
    for change in changes {
        if let Some(value) = change.value {
            again.restore(&change.key, value).unwrap();
        }
    }
    assert_eq!(records(&mut again), records(&mut h));
    let shown = ok(&mut again, json!({"op": "record_step", "record": record, "step": end["steps"]}));
    assert_eq!(shown["view"]["outcome"], end["outcome"]);
    // A damaged record is refused and nothing else changes.
    assert!(again.restore("record:rbroken", json!({"summary": 3})).is_err());
    assert_eq!(records(&mut again)["records"].as_array().unwrap().len(), 1);
    // Deleted: gone from the list, the store and the statistics.
    assert_eq!(ok(&mut again, json!({"op": "record_delete", "record": record}))["deleted"], record.as_str());
    assert_eq!(records(&mut again), json!({"records": [], "stats": []}));
    let changes = again.take_changes();
    assert!(changes.iter().any(|c| c.key == format!("record:{record}") && c.value.is_none()));
    assert_eq!(err_kind(&mut again, json!({"op": "record_delete", "record": record})), "NoSuchRecord");
    assert_eq!(err_kind(&mut again, json!({"op": "record_step", "record": record, "step": 0})), "NoSuchRecord");
    assert_eq!(err_kind(&mut again, json!({"op": "records", "game": "chess"})), "UnknownGame");
    assert_eq!(err_kind(&mut again, json!({"op": "record_step", "record": 4, "step": 0})), "BadRequest");
}

#[test]
fn only_the_newest_games_keep_their_steps() {
    let mut h = handler_seeded(16);
    for seed in 0..=REPLAYS_KEPT as u64 {
        let id = new_game(&mut h, "pig", seed, json!(["bot:heuristic", "bot:heuristic"]), "watch");
        to_the_end(&mut h, &id);
        ok(&mut h, json!({"op": "delete_session", "session": id}));
    }
    let list = records(&mut h);
    let all = list["records"].as_array().unwrap();
    assert_eq!(all.len(), REPLAYS_KEPT + 1, "every game keeps its line");
    assert_eq!(list["stats"][0]["watched"], REPLAYS_KEPT + 1, "and its place in the statistics");
    let oldest = all.last().unwrap();
    assert_eq!(oldest["seed"], 0);
    assert_eq!(oldest["replay"], false, "the oldest lost its steps");
    assert!(all[..REPLAYS_KEPT].iter().all(|r| r["replay"] == true));
    assert_eq!(err_kind(&mut h, json!({"op": "record_step", "record": oldest["record"], "step": 0})), "NoReplay");
}

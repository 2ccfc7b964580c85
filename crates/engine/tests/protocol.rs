#![cfg(not(target_arch = "wasm32"))]
//! The protocol handler: errors for every kind of bad input, the game and table ops, and
//! persistence through take_changes/restore.

use proptest::prelude::*;
use rampart_engine::protocol::{Handler, Host};
use serde_json::{json, Value};

mod support;

fn handler() -> Handler {
    support::handler_seeded(1)
}

fn call(h: &mut Handler, req: Value) -> Value {
    let answer: Value = serde_json::from_str(&h.handle_line(&req.to_string())).unwrap();
    assert_eq!(answer["id"], req.get("id").cloned().unwrap_or(Value::Null), "the id is echoed");
    answer
}

fn ok(h: &mut Handler, req: Value) -> Value {
    let a = call(h, req.clone());
    assert!(a.get("error").is_none(), "{req} failed: {a}");
    a["ok"].clone()
}

/// Plays up to `steps` steps of a session: bots decide, chance is sampled.
fn play_steps(h: &mut Handler, id: &str, steps: usize) {
    for _ in 0..steps {
        let v = ok(h, json!({"op": "view", "session": id}));
        match v["to_act"]["kind"].as_str().unwrap() {
            "game_over" => break,
            "chance" => ok(h, json!({"op": "advance", "session": id})),
            _ => ok(h, json!({"op": "bot_move", "session": id})),
        };
    }
}

fn err_kind(h: &mut Handler, req: Value) -> String {
    let a = call(h, req.clone());
    assert!(a.get("ok").is_none(), "{req} should fail: {a}");
    a["error"]["kind"].as_str().unwrap().to_string()
}

#[test]
fn garbage_unknown_ops_and_missing_sessions_get_errors_and_serving_goes_on() {
    let mut h = handler();
    let a: Value = serde_json::from_str(&h.handle_line("not json")).unwrap();
    assert_eq!(a["error"]["kind"], "BadJson");
    assert_eq!(a["id"], Value::Null);
    assert_eq!(err_kind(&mut h, json!({"id": 1, "op": "nope"})), "UnknownOp");
    assert_eq!(err_kind(&mut h, json!({"id": 2, "op": "act", "session": "missing"})), "NoSuchSession");
    assert_eq!(
        err_kind(&mut h, json!({"id": 2, "op": "act", "session": "missing", "action": "roll"})),
        "NoSuchSession"
    );
    assert_eq!(err_kind(&mut h, json!({"id": "x", "op": 5})), "BadRequest");
    assert_eq!(err_kind(&mut h, json!({"id": [1], "params": {}})), "BadRequest");
    assert_eq!(err_kind(&mut h, json!({"op": "table_get", "table": "nope"})), "NoSuchTable");
    assert_eq!(err_kind(&mut h, json!({"op": "new_game", "game": "chess"})), "UnknownGame");
    assert_eq!(err_kind(&mut h, json!({"op": "new_game", "game": "pig", "config": {"players": 9}})), "BadConfig");
    assert_eq!(err_kind(&mut h, json!({"op": "new_game", "game": "pig", "config": {"wings": 2}})), "BadConfig");
    let t = ok(&mut h, json!({"id": 3, "op": "table_new", "kind": "generic", "players": ["Ann", "Bo"]}));
    assert_eq!(t["players"][1]["name"], "Bo");
}

#[test]
fn games_lists_the_playable_games_and_the_table_kinds() {
    let mut h = handler();
    let g = ok(&mut h, json!({"op": "games"}));
    let ids: Vec<&str> = g["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(ids, vec!["valeria", "thaloria", "defenders"]);
    assert_eq!(g["games"][1]["name"], "Heroes and Spells: Realms of Thaloria");
    assert_eq!(g["games"][2]["name"], "Defenders of the Realm");
    assert_eq!(g["games"][0]["name"], "Siege of Valeria");
    assert_eq!(g["test_games"][0]["id"], "pig");
    let kinds: Vec<&str> = g["table_kinds"].as_array().unwrap().iter().map(|k| k["id"].as_str().unwrap()).collect();
    assert_eq!(kinds, vec!["valeria", "firesiege", "exiled", "thaloria", "defenders", "generic"]);
}

#[test]
fn a_game_is_played_through_the_protocol_with_undo_redo_save_and_load() {
    let mut h = handler();
    let s = ok(&mut h, json!({"op": "new_game", "game": "pig", "seed": 9, "seats": ["human", "bot:heuristic"]}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(s["to_act"], json!({"kind": "decision", "seat": 0}));
    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
    let labels: Vec<&str> = legal["actions"].as_array().unwrap().iter().map(|a| a["label"].as_str().unwrap()).collect();
    assert_eq!(labels, vec!["Roll (turn total 0)", "Hold and bank 0"]);
    assert_eq!(err_kind(&mut h, json!({"op": "act", "session": id, "action": "fly"})), "BadRequest");
    assert_eq!(err_kind(&mut h, json!({"op": "act", "session": id, "action": "bank"})), "IllegalAction");
    assert_eq!(err_kind(&mut h, json!({"op": "act", "session": id, "action": "roll", "seat": 1})), "NotYourTurn");
    let v = ok(&mut h, json!({"op": "act", "session": id, "action": "roll"}));
    assert_eq!(v["to_act"]["kind"], "chance");
    assert_eq!(v["can_undo"], true);
    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
    assert_eq!(legal["chance"].as_array().unwrap().len(), 6);
    assert_eq!(err_kind(&mut h, json!({"op": "chance", "session": id, "outcome": {"die": 8}})), "BadChance");
    let v = ok(&mut h, json!({"op": "chance", "session": id, "outcome": {"die": 4}}));
    assert_eq!(v["events"][0], "Seat 1 rolled 4 (turn total 4)");
    assert_eq!(v["can_undo"], false);
    assert!(v["undo_blocked"].as_str().unwrap().contains("a die was rolled"));
    assert_eq!(err_kind(&mut h, json!({"op": "undo", "session": id})), "UndoBlocked");
    ok(&mut h, json!({"op": "act", "session": id, "action": "hold"}));
    let v = ok(&mut h, json!({"op": "undo", "session": id}));
    assert_eq!(v["view"]["turn_total"], 4);
    assert_eq!(v["can_redo"], true);
    ok(&mut h, json!({"op": "redo", "session": id}));
    assert_eq!(err_kind(&mut h, json!({"op": "redo", "session": id})), "NothingToRedo");
    let v = ok(&mut h, json!({"op": "bot_move", "session": id}));
    assert!(v["label"].as_str().unwrap().starts_with("Roll"));
    assert_eq!(
        err_kind(&mut h, json!({"op": "undo", "session": id})),
        "UndoBlocked",
        "a bot's move is not the human's to undo"
    );
    let hash = ok(&mut h, json!({"op": "state_hash", "session": id}))["hash"].clone();
    let save = ok(&mut h, json!({"op": "save", "session": id}));
    let loaded = ok(&mut h, json!({"op": "load", "save": save.to_string()}));
    let id2 = loaded["session"].as_str().unwrap().to_string();
    assert_ne!(id, id2);
    assert_eq!(ok(&mut h, json!({"op": "state_hash", "session": id2}))["hash"], hash);
    assert_eq!(loaded["log"].as_array().unwrap().len(), v["log"].as_array().unwrap().len());
    assert_eq!(err_kind(&mut h, json!({"op": "load", "save": "{\"format\":\"rampart-save\""})), "DamagedSave");
    let list = ok(&mut h, json!({"op": "list_sessions"}));
    assert_eq!(list.as_array().unwrap().len(), 2);
    ok(&mut h, json!({"op": "delete_session", "session": id2}));
    assert_eq!(err_kind(&mut h, json!({"op": "view", "session": id2})), "NoSuchSession");
}

#[test]
fn watch_mode_plays_to_the_end_with_bots_and_advance() {
    let mut h = handler();
    let s = ok(&mut h, json!({"op": "new_game", "game": "pig", "seed": 4, "mode": "watch"}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(s["seats"], json!(["bot:heuristic", "bot:heuristic"]));
    for _ in 0..2000 {
        let v = ok(&mut h, json!({"op": "view", "session": id}));
        match v["to_act"]["kind"].as_str().unwrap() {
            "game_over" => {
                assert_eq!(v["outcome"]["reason"], "reached_target");
                let over = json!({"op": "bot_move", "session": id});
                assert_eq!(err_kind(&mut h, over), "GameOver", "no bot moves after the end");
                return;
            }
            "chance" => {
                let early = json!({"op": "bot_move", "session": id});
                assert_eq!(err_kind(&mut h, early), "NotYourTurn", "chance decides, not a bot");
                ok(&mut h, json!({"op": "advance", "session": id}));
            }
            _ => {
                ok(&mut h, json!({"op": "bot_move", "session": id}));
            }
        }
    }
    panic!("the watched game did not end");
}

#[test]
fn the_session_view_carries_seed_config_turns_and_bot_notes_and_seats_can_change() {
    let mut h = handler();
    let s = ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 11, "config": {"easy_mode": true}}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(s["seed"], 11, "the seed is shown so the game can be replayed");
    assert_eq!(s["config"]["easy_mode"], true);
    ok(&mut h, json!({"op": "advance", "session": id}));
    // A person's decision has no note; a bot's has one.
    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
    let first = legal["actions"][0]["action"].clone();
    ok(&mut h, json!({"op": "act", "session": id, "action": first}));
    assert_eq!(err_kind(&mut h, json!({"op": "set_seats", "session": id, "seats": []})), "BadConfig");
    let v = ok(&mut h, json!({"op": "set_seats", "session": id, "seats": ["bot:heuristic"]}));
    assert_eq!(v["seats"], json!(["bot:heuristic"]));
    assert_eq!(v["first_seats"], json!(["human"]), "a replay starts with the seats the game started with");
    // The automatic side runs in chunks: never more steps than asked.
    let before = ok(&mut h, json!({"op": "view", "session": id}))["steps"].as_u64().unwrap();
    let chunk = ok(&mut h, json!({"op": "run_bots", "session": id, "max_steps": 5, "log_from": before}));
    assert_eq!(chunk["steps"].as_u64().unwrap(), before + 5);
    assert_eq!(chunk["log"].as_array().unwrap().len(), 5, "log_from lists only the new steps");
    assert_eq!(chunk["log"][0]["step"].as_u64().unwrap(), before);
    for _ in 0..100 {
        let v = ok(&mut h, json!({"op": "run_bots", "session": id, "max_steps": 200}));
        if v["to_act"]["kind"] == "game_over" {
            break;
        }
    }
    let v = ok(&mut h, json!({"op": "view", "session": id}));
    assert_eq!(v["to_act"]["kind"], "game_over", "the bots finished the game");
    let log = v["log"].as_array().unwrap();
    let human: Vec<&Value> = log.iter().filter(|l| l["kind"] == "decision" && l["bot"] == false).collect();
    let bots: Vec<&Value> = log.iter().filter(|l| l["bot"] == true).collect();
    assert_eq!(
        human.len(),
        1,
        "one decision was the person's: {:?}",
        log.iter().filter(|l| l["kind"] == "decision").take(3).collect::<Vec<_>>()
    );
    assert!(human[0]["why"].is_null());
    assert!(!bots.is_empty() && bots.iter().all(|l| l["why"].as_str().is_some_and(|w| !w.is_empty())));
    let turns: Vec<u64> = log.iter().map(|l| l["turn"].as_u64().unwrap()).collect();
    assert_eq!(turns[0], 1);
    assert!(turns.windows(2).all(|w| w[0] <= w[1]), "turns never go back");
    assert!(turns.last().unwrap() > &1, "the bots played past day 1");
    let list = ok(&mut h, json!({"op": "list_sessions"}));
    assert_eq!(list[0]["session"], id.as_str());
    assert_eq!(list[0]["seed"], 11);
    assert_eq!(list[0]["seats"], json!(["bot:heuristic"]));
    // In Assist mode the table decides chance: run_bots stops there.
    let a = ok(
        &mut h,
        json!({"op": "new_game", "game": "defenders", "seed": 3, "mode": "assist", "seats": ["bot:heuristic", "bot:heuristic"]}),
    );
    let aid = a["session"].as_str().unwrap().to_string();
    let a = ok(&mut h, json!({"op": "run_bots", "session": aid}));
    assert_eq!(a["to_act"]["kind"], "chance");
    assert_eq!(a["steps"], 0);
    // The table is told what to roll or draw.
    let legal = ok(&mut h, json!({"op": "legal", "session": aid}));
    assert_eq!(legal["chance_question"], "Deal a hero at random to seat 1");
    let v = ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 5, "mode": "assist"}));
    let vid = v["session"].as_str().unwrap().to_string();
    let legal = ok(&mut h, json!({"op": "legal", "session": vid}));
    assert_eq!(legal["chance_question"], "Draw a Siege Engine card for row 5, column 1");
    for _ in 0..40 {
        let legal = ok(&mut h, json!({"op": "legal", "session": vid}));
        if legal["chance_question"].as_str().is_some_and(|q| q.starts_with("Roll Soldier die 1")) {
            return;
        }
        ok(&mut h, json!({"op": "chance", "session": vid}));
    }
    panic!("the first day's roll was never asked for");
}

#[test]
fn a_bot_move_keeps_its_reason_through_undo_and_redo_and_loses_it_when_replaced() {
    let mut h = handler();
    let s = ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 3, "seats": ["bot:heuristic"]}));
    let id = s["session"].as_str().unwrap().to_string();
    ok(&mut h, json!({"op": "advance", "session": id}));
    let moved = ok(&mut h, json!({"op": "bot_move", "session": id}));
    let step = moved["steps"].as_u64().unwrap() as usize - 1;
    let why = moved["log"][step]["why"].clone();
    assert!(why.as_str().is_some_and(|w| !w.is_empty()));
    ok(&mut h, json!({"op": "undo", "session": id, "seat": 0}));
    let redone = ok(&mut h, json!({"op": "redo", "session": id}));
    assert_eq!(redone["log"][step]["why"], why, "a redone bot move keeps its reason");
    assert_eq!(redone["log"][step]["bot"], true);
    // Undo, then a person's different decision: the step is the person's now.
    ok(&mut h, json!({"op": "undo", "session": id, "seat": 0}));
    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
    let other =
        legal["actions"].as_array().unwrap().iter().find(|a| a["label"] != moved["label"]).unwrap()["action"].clone();
    let acted = ok(&mut h, json!({"op": "act", "session": id, "action": other}));
    assert_eq!(acted["log"][step]["bot"], false);
    assert!(acted["log"][step]["why"].is_null());
    // log_from never outlives its request, even a refused one.
    assert_eq!(err_kind(&mut h, json!({"op": "act", "session": id, "log_from": 5})), "BadRequest");
    let whole = ok(&mut h, json!({"op": "view", "session": id}));
    assert_eq!(whole["log"][0]["step"], 0);
}

#[test]
fn tables_persist_through_take_changes_and_restore() {
    let mut h = handler();
    let t = ok(
        &mut h,
        json!({"op": "table_new", "kind": "thaloria", "players": ["Ann", {"name": "Bo", "colour": "#112233"}]}),
    );
    let id = t["table"].as_str().unwrap().to_string();
    let (life, value) = counter(&t, "life", Some(0));
    assert_eq!(value, 40);
    let t =
        ok(&mut h, json!({"op": "table_op", "table": id, "change": {"type": "adjust", "counter": life, "delta": -5}}));
    assert_eq!(counter(&t, "life", Some(0)).1, 35);
    assert_eq!(t["history"].as_array().unwrap().last().unwrap()["text"], "Ann: Wizard: Life Points 40 → 35 (-5)");
    assert_eq!(
        err_kind(
            &mut h,
            json!({"op": "table_op", "table": id, "change": {"type": "adjust", "counter": "c99", "delta": 1}})
        ),
        "NoSuchCounter"
    );
    assert_eq!(err_kind(&mut h, json!({"op": "table_op", "table": id, "change": {"type": "explode"}})), "BadRequest");
    let r = ok(&mut h, json!({"op": "table_op", "table": id, "change": {"type": "roll", "dice": [{"sides": 6}]}}));
    assert!(r["last_roll"]["dice"][0]["value"].as_i64().unwrap() <= 6);
    ok(&mut h, json!({"op": "table_undo", "table": id}));
    let t = ok(&mut h, json!({"op": "table_redo", "table": id}));
    assert_eq!(t["last_roll"], r["last_roll"]);

    let s = ok(&mut h, json!({"op": "new_game", "game": "pig", "seed": 2}));
    let sid = s["session"].as_str().unwrap().to_string();
    ok(&mut h, json!({"op": "act", "session": sid, "action": "roll"}));

    let changes = h.take_changes();
    let keys: Vec<&str> = changes.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys, vec![format!("session:{sid}").as_str(), format!("table:{id}").as_str()]);
    assert!(h.take_changes().is_empty(), "changes are handed over once");

    let mut fresh = handler();
    for c in &changes {
        fresh.restore(&c.key, c.value.clone().unwrap()).unwrap();
    }
    assert_eq!(
        ok(&mut fresh, json!({"op": "table_get", "table": id})),
        ok(&mut h, json!({"op": "table_get", "table": id}))
    );
    let v = ok(&mut fresh, json!({"op": "view", "session": sid}));
    assert_eq!(v["to_act"]["kind"], "chance");
    assert_eq!(v["can_undo"], true, "undo survives a restart");

    ok(&mut h, json!({"op": "table_delete", "table": id}));
    let changes = h.take_changes();
    assert_eq!(changes[0].value, None);
}

/// The id and value of the counter with `key` owned by `player` in a TableView.
fn counter(view: &Value, key: &str, player: Option<u64>) -> (String, i64) {
    let c = view["counters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["key"] == key && c["player"].as_u64() == player)
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"));
    (c["id"].as_str().unwrap().to_string(), c["value"].as_i64().unwrap())
}

#[test]
fn every_game_has_a_tracker_that_raises_its_loss_alert() {
    // (kind, players, the counter whose value loses the game, its owner, the losing value)
    let cases: [(&str, Value, &str, Option<u64>, i64); 5] = [
        ("valeria", json!(["Ann"]), "turret1.impact", None, 4),
        ("firesiege", json!(["Ann", "Bo"]), "horde", None, -1),
        ("exiled", json!(["Ann", "Bo"]), "city", None, 0),
        ("thaloria", json!(["Ann", "Bo", "Cy"]), "life", Some(1), 0),
        ("defenders", json!(["Ann", "Bo"]), "crystals", None, 12),
    ];
    for (kind, players, key, owner, losing) in cases {
        let mut h = handler();
        let t = ok(&mut h, json!({"id": 1, "op": "table_new", "kind": kind, "players": players}));
        assert_eq!(t["kind"], kind);
        assert!(t["alerts"].as_array().unwrap().iter().all(|a| a["level"] != "loss"), "{kind} starts without a loss");
        let id = t["table"].as_str().unwrap().to_string();
        let (c, _) = counter(&t, key, owner);
        let max = t["counters"].as_array().unwrap().iter().find(|x| x["id"] == c.as_str()).unwrap()["max"].clone();
        let value = if losing < 0 { max } else { json!(losing) };
        let t =
            ok(&mut h, json!({"op": "table_op", "table": id, "change": {"type": "set", "counter": c, "value": value}}));
        assert!(
            t["alerts"].as_array().unwrap().iter().any(|a| a["level"] == "loss"),
            "{kind}: {key} at {value} raises a loss alert: {}",
            t["alerts"]
        );
        let last = t["history"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string();
        assert!(last.contains("LOSS"), "{kind}: the history says so: {last}");
        let t = ok(&mut h, json!({"op": "table_undo", "table": id}));
        assert!(t["alerts"].as_array().unwrap().iter().all(|a| a["level"] != "loss"), "{kind}: undo clears it");

        let out = ok(&mut h, json!({"op": "table_export", "table": id}));
        let back = ok(&mut h, json!({"op": "table_import", "data": out["data"]}));
        assert_ne!(back["table"], t["table"]);
        assert_eq!(back["counters"], t["counters"], "{kind}: export and import keep every counter");
        assert_eq!(err_kind(&mut h, json!({"op": "table_import", "data": "{\"id\": 1}"})), "BadImport");
    }
}

#[test]
fn damaged_store_entries_are_refused_and_change_nothing() {
    let mut h = handler();
    assert_eq!(h.restore("table:t1", json!({"id": 3})).unwrap_err().kind, "DamagedSave");
    assert_eq!(h.restore("session:s1", json!("garbage")).unwrap_err().kind, "DamagedSave");
    assert_eq!(
        h.restore("session:s1", json!({"format": "rampart-save", "version": 1})).unwrap_err().kind,
        "DamagedSave"
    );
    assert_eq!(h.restore("other", json!({})).unwrap_err().kind, "BadRequest");
    assert_eq!(ok(&mut h, json!({"op": "table_list"})), json!([]));
    assert_eq!(ok(&mut h, json!({"op": "list_sessions"})), json!([]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_line_gets_one_json_answer(line in "\\PC{0,200}") {
        let mut h = handler();
        let answer: Value = serde_json::from_str(&h.handle_line(&line)).unwrap();
        prop_assert!(answer.get("ok").is_some() || answer.get("error").is_some());
    }

    #[test]
    fn any_op_with_random_params_never_panics(op in prop::sample::select(rampart_engine::protocol::OPS.to_vec()),
                                              key in "[a-z_]{1,8}", val in any::<i64>(), s in "\\PC{0,20}") {
        let mut h = handler();
        ok(&mut h, json!({"op": "table_new", "players": ["A"]}));
        ok(&mut h, json!({"op": "new_game", "game": "pig"}));
        for req in [
            json!({"op": op, key.clone(): val}),
            json!({"op": op, key.clone(): s.clone(), "session": s.clone(), "table": s.clone()}),
            json!({"op": op, "session": s, "action": val, "change": {"type": "adjust", "counter": "c1", "delta": val}}),
        ] {
            let answer = h.handle_value(req);
            prop_assert!(answer.get("ok").is_some() || answer.get("error").is_some());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any Valeria action with any ids, at any point of a game, is refused or applied: never a panic.
    #[test]
    fn valeria_never_panics_on_any_action(seed in 0u64..50, steps in 0usize..40,
                                          verb in prop::sample::select(vec![
                                              "continue", "play_troop", "use_champion", "attack", "die", "confirm",
                                              "cancel", "repair_with_die", "repair_with_champion", "end_actions",
                                              "direction", "cell", "turret", "return_champion", "order", "top_champion"]),
                                          n in any::<u8>(), m in any::<u8>(), flag in any::<bool>()) {
        let mut h = handler();
        let s = ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": seed}));
        let id = s["session"].as_str().unwrap().to_string();
        play_steps(&mut h, &id, steps);
        let troops = ["dragonkin_warlord", "lycan_mage", "gargoyle_talon", "orc_archer", "nonsense"];
        let action = json!({"do": verb, "troop": troops[usize::from(n) % troops.len()], "turret": n, "die": n,
                            "cell": {"row": n, "col": m}, "up": flag, "index": m, "champion": "mrs_rye"});
        let before = ok(&mut h, json!({"op": "state_hash", "session": id}));
        let answer = h.handle_value(json!({"op": "act", "session": id, "action": action}));
        prop_assert!(answer.get("ok").is_some() || answer.get("error").is_some());
        if answer.get("error").is_some() {
            prop_assert_eq!(ok(&mut h, json!({"op": "state_hash", "session": id})), before);
        }
        let chance = h.handle_value(json!({"op": "chance", "session": id, "outcome": {"type": "face", "value": n}}));
        prop_assert!(chance.get("ok").is_some() || chance.get("error").is_some());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any Defenders action or chance outcome with any ids, at any point of a game, is refused
    /// without change or applied: never a panic (ids off the board or the decks included).
    #[test]
    fn defenders_never_panics_on_any_action(seed in 0u64..50, steps in 0usize..60, players in 1u8..=4,
                                            verb in prop::sample::select(vec![
                                                "choose_hero", "stance", "form", "foot", "card_move",
                                                "gate_to_gate", "skill_move", "build_gate", "rumors", "heal_land",
                                                "purify", "heal_wounds", "engage", "fireball", "slay",
                                                "attack_general", "quest", "end_day", "play", "reward", "pass",
                                                "commit", "done", "attacker", "reroll", "keep", "discard", "pick",
                                                "redraw"]),
                                            n in any::<u8>(), m in any::<u8>(),
                                            target in prop::sample::select(vec![
                                                "loc", "minion", "hero", "general", "colour", "dark"]),
                                            kind in prop::sample::select(vec![
                                                "die", "hero_card", "dark", "quest", "hero"])) {
        let mut h = handler();
        let s = ok(&mut h, json!({"op": "new_game", "game": "defenders", "seed": seed,
                                  "config": {"players": players}}));
        let id = s["session"].as_str().unwrap().to_string();
        play_steps(&mut h, &id, steps);
        let id_value = match target {
            "minion" => json!([n, "red"]),
            "general" => json!("sapphire"),
            "colour" => json!("green"),
            _ => json!(n),
        };
        let action = json!({"do": verb, "to": n, "at": m, "card": n, "hero": "wizard", "stance": "sky",
                            "colour": "red", "general": "gorgutt", "dice": m, "quest": "raids", "seat": n,
                            "source": "battle_luck", "target": {"target": target, "id": id_value}});
        let before = ok(&mut h, json!({"op": "state_hash", "session": id}));
        let answer = h.handle_value(json!({"op": "act", "session": id, "action": action}));
        prop_assert!(answer.get("ok").is_some() || answer.get("error").is_some());
        if answer.get("error").is_some() {
            prop_assert_eq!(ok(&mut h, json!({"op": "state_hash", "session": id})), before.clone());
        }
        let value = if kind == "quest" { json!("raids") } else if kind == "hero" { json!("rogue") } else { json!(n) };
        let chance = h.handle_value(json!({"op": "chance", "session": id, "outcome": {"type": kind, "value": value}}));
        prop_assert!(chance.get("ok").is_some() || chance.get("error").is_some());
    }
}

/// A host whose clock advances one millisecond each time it is read (so time budgets end after
/// a known amount of work, whatever the machine).
struct TickingHost;

static TICKS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn tick() -> f64 {
    TICKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) as f64
}

impl Host for TickingHost {
    fn now_ms(&mut self) -> i64 {
        1_780_000_000_000
    }
    fn fresh_seed(&mut self) -> u64 {
        5
    }
    fn clock(&self) -> Option<rampart_engine::Clock> {
        Some(tick)
    }
}

#[test]
fn searching_bots_think_in_slices_across_run_bots_chunks() {
    let mut h = Handler::new(Box::new(TickingHost));
    let v =
        ok(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 11, "mode": "watch", "seats": ["bot:normal"]}));
    assert_eq!(v["seats"], json!(["bot:normal"]));
    let id = v["session"].as_str().unwrap().to_string();
    let (mut idle, mut moved, mut last) = (0, 0, v["steps"].as_u64().unwrap());
    for _ in 0..400 {
        let v = ok(&mut h, json!({"op": "run_bots", "session": id, "max_steps": 5, "max_ms": 8}));
        let steps = v["steps"].as_u64().unwrap();
        if steps == last {
            idle += 1; // the chunk's time ran out mid-thought
        } else {
            moved += 1;
        }
        last = steps;
        if v["to_act"]["kind"] == "game_over" {
            break;
        }
    }
    assert!(idle > 0, "some chunks end while the bot is still thinking");
    assert!(moved > 10, "the thoughts end in moves: {moved}");
    // Every move of the searching bot is in the log with its reason.
    let view = ok(&mut h, json!({"op": "view", "session": id}));
    let lines = view["log"].as_array().cloned().unwrap_or_default();
    assert!(lines.iter().any(|l| l["bot"] == true && l["why"].as_str().is_some_and(|w| w.contains("search"))));
}

#[test]
fn a_bot_move_of_a_level_stops_at_its_time_budget() {
    let mut h = Handler::new(Box::new(TickingHost));
    let v = ok(
        &mut h,
        json!({"op": "new_game", "game": "defenders", "seed": 3, "mode": "watch", "seats": ["bot:expert", "bot:expert"]}),
    );
    let id = v["session"].as_str().unwrap().to_string();
    // Expert's 1,500 iterations would take far more than its 2,000 ticks of budget here
    // were the clock not read: the moves come back all the same.
    play_steps(&mut h, &id, 30);
    let v = ok(&mut h, json!({"op": "view", "session": id}));
    assert!(v["steps"].as_u64().unwrap() >= 30);
    assert_eq!(err_kind(&mut h, json!({"op": "new_game", "game": "valeria", "seats": ["bot:genius"]})), "BadRequest");
}

#[test]
fn every_step_on_a_finished_game_answers_game_over_in_every_game() {
    for game in rampart_engine::GameId::ALL {
        let mut h = handler();
        let s = ok(&mut h, json!({"op": "new_game", "game": game, "seed": 7, "mode": "watch"}));
        let id = s["session"].as_str().unwrap().to_string();
        // Play to the end, keeping a well-formed decision and chance outcome of this game.
        let (mut action, mut outcome) = (Value::Null, Value::Null);
        for _ in 0..50_000 {
            let legal = ok(&mut h, json!({"op": "legal", "session": id}));
            match legal["to_act"]["kind"].as_str().unwrap() {
                "game_over" => break,
                "chance" => {
                    outcome = legal["chance"][0]["outcome"].clone();
                    ok(&mut h, json!({"op": "chance", "session": id}));
                }
                _ => {
                    action = legal["actions"][0]["action"].clone();
                    ok(&mut h, json!({"op": "bot_move", "session": id}));
                }
            }
        }
        let v = ok(&mut h, json!({"op": "view", "session": id}));
        assert_eq!(v["to_act"]["kind"], "game_over", "{game}: the bots finish the game");
        assert!(!action.is_null() && !outcome.is_null(), "{game}: a decision and a chance event were seen");
        let hash = ok(&mut h, json!({"op": "state_hash", "session": id}));
        for (what, req) in [
            ("act", json!({"op": "act", "session": id, "action": action})),
            ("act as seat 0", json!({"op": "act", "session": id, "action": action, "seat": 0})),
            ("typed chance", json!({"op": "chance", "session": id, "outcome": outcome})),
            ("sampled chance", json!({"op": "chance", "session": id})),
            ("advance", json!({"op": "advance", "session": id})),
            ("bot_move", json!({"op": "bot_move", "session": id})),
            ("run_bots", json!({"op": "run_bots", "session": id})),
        ] {
            assert_eq!(err_kind(&mut h, req), "GameOver", "{game}: {what} on a finished game");
        }
        assert_eq!(ok(&mut h, json!({"op": "state_hash", "session": id})), hash, "{game}: nothing changed");
        assert_eq!(ok(&mut h, json!({"op": "view", "session": id}))["steps"], v["steps"]);
    }
}

#[test]
fn assist_mode_undoes_a_typed_roll_or_draw_and_play_mode_does_not() {
    let mut h = handler();
    for mode in ["play", "assist"] {
        let s = ok(&mut h, json!({"op": "new_game", "game": "pig", "seed": 9, "mode": mode}));
        let id = s["session"].as_str().unwrap().to_string();
        ok(&mut h, json!({"op": "act", "session": id, "action": "roll"}));
        let before = ok(&mut h, json!({"op": "state_hash", "session": id}));
        // The table rolled a 2; the player typed 5.
        let v = ok(&mut h, json!({"op": "chance", "session": id, "outcome": {"die": 5}}));
        assert_eq!(v["view"]["turn_total"], 5);
        if mode == "play" {
            assert_eq!(v["can_undo"], false);
            assert!(v["undo_chance"].is_null());
            assert_eq!(err_kind(&mut h, json!({"op": "undo", "session": id})), "UndoBlocked");
            continue;
        }
        assert_eq!(v["can_undo"], true, "{v}");
        assert_eq!(v["undo_chance"]["outcome"], json!({"die": 5}));
        assert_eq!(v["undo_chance"]["text"], v["log"].as_array().unwrap().last().unwrap()["text"]);
        let undone = ok(&mut h, json!({"op": "undo", "session": id}));
        assert_eq!(ok(&mut h, json!({"op": "state_hash", "session": id})), before, "exactly the state before");
        assert_eq!(undone["to_act"]["kind"], "chance", "the roll is asked for again");
        assert_eq!(undone["can_redo"], true);
        assert!(undone["undo_chance"].is_null(), "the last step is the player's Roll now");
        // Redo puts it back; undo again, and the real face replaces it.
        let redone = ok(&mut h, json!({"op": "redo", "session": id}));
        assert_eq!(redone["view"]["turn_total"], 5);
        ok(&mut h, json!({"op": "undo", "session": id, "seat": 1}));
        let fixed = ok(&mut h, json!({"op": "chance", "session": id, "outcome": {"die": 2}}));
        assert_eq!(fixed["view"]["turn_total"], 2);
        assert_eq!(fixed["can_redo"], false);
        // The save of the fixed game replays exactly.
        let save = ok(&mut h, json!({"op": "save", "session": id}));
        let loaded = ok(&mut h, json!({"op": "load", "save": save}));
        assert_eq!(loaded["view"], fixed["view"]);
        assert_eq!(loaded["undo_chance"]["outcome"], json!({"die": 2}), "the mode is kept with the save");
        // Back past the fixed roll to the player's own Roll, as in Play mode.
        ok(&mut h, json!({"op": "undo", "session": id}));
        let v = ok(&mut h, json!({"op": "undo", "session": id}));
        assert_eq!(v["steps"], 0);
    }
}

/// A chance outcome says its die face when it is a roll, for every game, so Assist mode's picker
/// draws dice without reading a game's outcome form; a card draw has none.
#[test]
fn chance_outcomes_carry_their_die_face_and_only_rolls_do() {
    let mut h = handler();
    for game in ["pig", "valeria", "defenders"] {
        let s = ok(&mut h, json!({"op": "new_game", "game": game, "seed": 4, "mode": "assist"}));
        let id = s["session"].as_str().unwrap().to_string();
        let (mut rolls, mut draws) = (0, 0);
        for step in 0..400usize {
            let legal = ok(&mut h, json!({"op": "legal", "session": id}));
            if let Some(first) = legal["chance"].as_array().and_then(|c| c.first()).cloned() {
                let outcomes = legal["chance"].as_array().unwrap();
                let faces = outcomes.iter().filter(|o| o.get("face").is_some()).count();
                assert!(faces == 0 || faces == outcomes.len(), "{game}: one chance event is all rolls or all draws");
                if faces > 0 {
                    rolls += 1;
                    for o in outcomes {
                        let face = o["face"].as_u64().unwrap();
                        assert!((1..=6).contains(&face), "{game}: a d6 face");
                        let label = o["label"].as_str().unwrap_or_default();
                        assert!(label.ends_with(&face.to_string()), "{game}: the label {label} says the face");
                    }
                } else {
                    draws += 1;
                }
                let v = ok(&mut h, json!({"op": "chance", "session": id, "outcome": first["outcome"]}));
                assert_eq!(v["undo_chance"]["face"], first.get("face").cloned().unwrap_or(Value::Null), "{game}");
                continue;
            }
            let Some(actions) = legal["actions"].as_array().filter(|a| !a.is_empty()) else { break };
            let action = actions[step % actions.len()].clone();
            ok(&mut h, json!({"op": "act", "session": id, "action": action["action"]}));
        }
        assert!(rolls > 0, "{game}: a die was rolled");
        if game != "pig" {
            assert!(draws > 0, "{game}: a card was drawn");
        }
    }
}

/// The SessionView words the pending decision as the game's view does, so a client needs no
/// game's view to ask it; there is no question while chance decides.
#[test]
fn the_session_view_asks_the_pending_decision() {
    let mut h = handler();
    for game in ["valeria", "defenders"] {
        let mut v = ok(&mut h, json!({"op": "new_game", "game": game, "seed": 2}));
        let id = v["session"].as_str().unwrap().to_string();
        let mut asked = 0;
        for step in 0..200usize {
            match v["to_act"]["kind"].as_str() {
                Some("decision") => {
                    assert!(v["question"].is_string(), "{game}: a decision is asked: {}", v["question"]);
                    assert_eq!(v["question"], v["view"]["question"], "{game}: in the view's words");
                    asked += 1;
                    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
                    let actions = legal["actions"].as_array().unwrap();
                    let action = actions[step % actions.len()]["action"].clone();
                    v = ok(&mut h, json!({"op": "act", "session": id, "action": action}));
                }
                Some("chance") => {
                    assert!(v["question"].is_null(), "{game}: chance asks no seat");
                    v = ok(&mut h, json!({"op": "advance", "session": id}));
                }
                _ => break,
            }
        }
        assert!(asked > 20, "{game}: {asked} decisions asked");
    }
}

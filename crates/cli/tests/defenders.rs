//! Defenders of the Realm through `rampart serve --stdio`, as a scripted client would drive it:
//! an Assist-mode setup answered card by card (picked by label), a few decisions, undo, save and
//! load; a Play-mode game the bots finish; `simulate`; and `rampart play` in the terminal.

mod common;

use common::Client;

use serde_json::{json, Value};

/// A session's chance options or decisions, whichever is due.
fn options(c: &mut Client, id: &str) -> (bool, Vec<Value>) {
    let legal = c.ok(json!({"op": "legal", "session": id}));
    let chance = legal["to_act"]["kind"] == "chance";
    let list = if chance { &legal["chance"] } else { &legal["actions"] };
    (chance, list.as_array().unwrap().clone())
}

fn label(o: &Value) -> &str {
    o["label"].as_str().unwrap()
}

/// Answers the pending chance event or decision with the one option whose label is `wanted`
/// (or, with `prefix`, starts with it); returns the SessionView.
fn pick(c: &mut Client, id: &str, wanted: &str, prefix: bool) -> Value {
    let (chance, list) = options(c, id);
    let found: Vec<&Value> =
        list.iter().filter(|o| if prefix { label(o).starts_with(wanted) } else { label(o) == wanted }).collect();
    let labels: Vec<&str> = list.iter().map(label).collect();
    assert_eq!(found.len(), 1, "{wanted:?} among {labels:?}");
    if chance {
        c.ok(json!({"op": "chance", "session": id, "outcome": found[0]["outcome"]}))
    } else {
        c.ok(json!({"op": "act", "session": id, "action": found[0]["action"]}))
    }
}

fn events(v: &Value) -> Vec<String> {
    v["events"].as_array().unwrap().iter().map(|e| e.as_str().unwrap().to_string()).collect()
}

fn location(v: &Value, name: &str) -> Value {
    let names = v["view"]["names"].as_array().unwrap();
    let i = names.iter().position(|n| n == name).unwrap_or_else(|| panic!("no location {name}"));
    v["view"]["board"][i].clone()
}

fn hash(c: &mut Client, id: &str) -> Value {
    c.ok(json!({"op": "state_hash", "session": id}))["hash"].clone()
}

#[test]
fn a_scripted_client_sets_up_defenders_by_label_then_acts_undoes_saves_and_loads() {
    let mut c = Client::start();
    let games = c.ok(json!({"op": "games"}));
    assert!(games["games"].as_array().unwrap().iter().any(|g| g["id"] == "defenders"));

    let s = c.ok(json!({"op": "new_game", "game": "defenders", "seed": 2026, "mode": "assist",
                        "config": {"players": 2, "heroes": ["wizard", "dwarf"]}}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(s["to_act"]["kind"], "chance", "setup deals by chance draws");
    assert_eq!(s["view"]["seats"][0]["hero"]["kind"], "wizard");
    assert_eq!(s["view"]["seats"][1]["hero"]["kind"], "dwarf");
    assert_eq!(s["view"]["phase"], "setup");

    // Two Hero cards each: the table names each card it deals.
    let (chance, list) = options(&mut c, &id);
    assert!(chance);
    assert!(list.iter().all(|o| label(o).starts_with("drew ")), "{list:?}");
    let weights: u64 = list.iter().map(|o| o["weight"].as_u64().unwrap()).sum();
    assert_eq!(weights, s["view"]["hero_deck"].as_u64().unwrap(), "one weight per copy in the Hero deck");
    let v = pick(&mut c, &id, "drew Greenleaf Village (green, Horse, 1 die)", false);
    assert_eq!(events(&v), ["Seat 1 draws Greenleaf Village (green, Horse, 1 die)"]);
    pick(&mut c, &id, "drew Battle Fury (purple, 2 dice)", false);
    pick(&mut c, &id, "drew Wolf Pass (blue, Horse, 1 die)", false);
    pick(&mut c, &id, "drew Battle Luck (purple, 1 die)", false);
    // One quest each.
    let (_, list) = options(&mut c, &id);
    assert!(list.iter().all(|o| label(o).starts_with("quest: ")), "{list:?}");
    assert_eq!(list.len(), 24);
    pick(&mut c, &id, "quest: Orc Hunter", false);
    let v = pick(&mut c, &id, "quest: Rumors", false);
    assert_eq!(events(&v), ["Seat 2 draws the quest Rumors"]);

    // The setup's Darkness Spreads draws: every label names the card in full.
    let (chance, list) = options(&mut c, &id);
    assert!(chance);
    assert!(list.iter().all(|o| label(o).starts_with("Darkness Spreads: ")), "{list:?}");
    let seven = list.iter().find(|o| o["outcome"] == json!({"type": "dark", "value": 6})).unwrap();
    assert_eq!(
        label(seven),
        "Darkness Spreads: #7 Ghost Marsh 2 / Whispering Woods 1 — Varkolak → Father Oak Forest +3"
    );
    let quiet = list.iter().find(|o| label(o) == "Darkness Spreads: All is Quiet").unwrap();
    assert_eq!(quiet["weight"], 3);
    let weights: u64 = list.iter().map(|o| o["weight"].as_u64().unwrap()).sum();
    assert_eq!(weights, 56, "the whole Darkness Spreads deck");
    let mut labels: Vec<&str> = list.iter().map(label).collect();
    labels.sort_unstable();
    labels.dedup();
    assert_eq!(labels.len(), list.len(), "labels tell the cards apart");

    // Round 1: All is Quiet places nothing and is replaced.
    let v = pick(&mut c, &id, "Darkness Spreads: All is Quiet", false);
    assert_eq!(events(&v), ["Setup: All is Quiet is discarded and another drawn"]);
    // #7 is kept: 2 minions on each of its locations.
    let v = pick(&mut c, &id, "Darkness Spreads: #7 ", true);
    assert_eq!(events(&v).iter().filter(|e| e.ends_with("arrives at Ghost Marsh")).count(), 2, "{v}");
    assert_eq!(events(&v).iter().filter(|e| e.ends_with("arrives at Whispering Woods")).count(), 2, "{v}");
    let marsh = location(&v, "Ghost Marsh");
    assert_eq!(marsh["minions"].as_array().unwrap().iter().map(|m| m.as_u64().unwrap()).sum::<u64>(), 2);
    // #1 would overrun Dark Woods (Varkolak's 3 minions); #38 repeats #7's locations: both replaced.
    let v = pick(&mut c, &id, "Darkness Spreads: #1 ", true);
    assert!(events(&v)[0].starts_with("Setup: #1 Dragon's Teeth Range 1 / Dark Woods 2"), "{v}");
    assert!(events(&v)[0].ends_with("is discarded and another drawn"), "{v}");
    let v = pick(&mut c, &id, "Darkness Spreads: #38 ", true);
    assert!(events(&v)[0].ends_with("is discarded and another drawn"), "{v}");
    pick(&mut c, &id, "Darkness Spreads: #3 ", true);
    pick(&mut c, &id, "Darkness Spreads: #4 ", true);
    // Round 2: 1 minion on each location.
    let v = pick(&mut c, &id, "Darkness Spreads: #5 ", true);
    assert_eq!(events(&v).len(), 2, "{v}");
    pick(&mut c, &id, "Darkness Spreads: #6 ", true);
    let v = pick(&mut c, &id, "Darkness Spreads: #8 ", true);
    let ev = events(&v);
    assert!(ev.contains(&"The Darkness Spreads deck is reshuffled".to_string()), "{ev:?}");
    assert!(ev.contains(&"Turn 1: seat 1 has 5 actions".to_string()), "{ev:?}");
    assert_eq!(v["to_act"], json!({"kind": "decision", "seat": 0}));
    let view = &v["view"];
    assert_eq!(view["phase"], "daytime");
    assert_eq!(view["dark_deck"], 56);
    assert_eq!(view["war_box"], 1);
    assert_eq!(view["seats"][0]["hero"]["quest"]["quest"], "orc_hunter");
    assert_eq!(view["seats"][1]["hero"]["quest"]["quest"], "rumors");
    assert_eq!(view["seats"][0]["hero"]["hand"].as_array().unwrap().len(), 2);
    // Every minion is on the board or in the supply: 25 of each colour.
    for colour in 0..4 {
        let on_board: u64 =
            view["board"].as_array().unwrap().iter().map(|s| s["minions"][colour].as_u64().unwrap()).sum();
        assert_eq!(on_board + view["supply"][colour].as_u64().unwrap(), 25, "colour {colour}");
    }

    // Decisions have readable labels; a chance answer now is refused.
    let (chance, list) = options(&mut c, &id);
    assert!(!chance);
    assert!(list.iter().all(|a| !label(a).is_empty()));
    assert!(list.iter().any(|a| label(a) == "End the Daytime"));
    let bad = c.call(json!({"op": "chance", "session": id, "outcome": {"type": "die", "value": 6}}));
    assert_eq!(bad["error"]["kind"], "NotChance");
    let bad = c.call(json!({"op": "act", "session": id, "action": {"do": "attack_general"}}));
    assert_eq!(bad["error"]["kind"], "IllegalAction", "no General in Monarch City: {bad}");
    assert_eq!(bad["error"]["rule"], "Attack an Enemy General", "the rule is a field of its own: {bad}");
    assert!(bad["error"]["message"].as_str().unwrap().contains("Attack an Enemy General"), "{bad}");

    // A move, undone and redone.
    let before = hash(&mut c, &id);
    let v = pick(&mut c, &id, "Walk to Greenleaf Village", false);
    assert_eq!(v["can_undo"], true);
    assert_eq!(events(&v), ["Seat 1's hero moves from Monarch City to Greenleaf Village"]);
    let after = hash(&mut c, &id);
    c.ok(json!({"op": "undo", "session": id}));
    assert_eq!(hash(&mut c, &id), before);
    c.ok(json!({"op": "redo", "session": id}));
    assert_eq!(hash(&mut c, &id), after);

    // Engage the 2 Orcs there; the table reads two 6s.
    pick(&mut c, &id, "Engage the minions at Greenleaf Village", false);
    let (chance, list) = options(&mut c, &id);
    assert!(chance);
    assert_eq!(
        list.iter().map(label).collect::<Vec<_>>(),
        ["rolled 1", "rolled 2", "rolled 3", "rolled 4", "rolled 5", "rolled 6"]
    );
    let mut v = Value::Null;
    while options(&mut c, &id).0 {
        v = pick(&mut c, &id, "rolled 6", false);
    }
    assert!(events(&v).iter().any(|e| e.contains("1 green minion removed from Greenleaf Village")), "{v}");
    let green = location(&v, "Greenleaf Village")["minions"][3].as_u64().unwrap();
    assert_eq!(green, 0);
    assert_eq!(v["view"]["seats"][0]["hero"]["quest"]["minions"][3], 2, "the Orcs go to Orc Hunter");
    assert_eq!(v["view"]["seats"][0]["hero"]["actions"], 3);
    // Assist mode: the last die was typed in at the table, so undo takes it back to fix a typo.
    let rolled = hash(&mut c, &id);
    assert_eq!(v["undo_chance"]["outcome"], json!({"type": "die", "value": 6}), "{v}");
    let undone = c.ok(json!({"op": "undo", "session": id}));
    assert_eq!(undone["to_act"]["kind"], "chance", "the die is asked for again");
    pick(&mut c, &id, "rolled 6", false);
    assert_eq!(hash(&mut c, &id), rolled);

    // Save and load.
    let h = hash(&mut c, &id);
    let save = c.ok(json!({"op": "save", "session": id}));
    let loaded = c.ok(json!({"op": "load", "save": save}));
    let id2 = loaded["session"].as_str().unwrap().to_string();
    assert_ne!(id2, id);
    assert_eq!(hash(&mut c, &id2), h);
    assert_eq!(loaded["view"]["phase"], "daytime");
    assert_eq!(loaded["view"], c.ok(json!({"op": "view", "session": id}))["view"]);
    // The loaded game goes on like the original.
    let a = pick(&mut c, &id, "End the Daytime", false);
    let b = pick(&mut c, &id2, "End the Daytime", false);
    assert_eq!(a["to_act"], b["to_act"]);
    assert_eq!(hash(&mut c, &id), hash(&mut c, &id2));
}

#[test]
fn a_play_mode_defenders_game_is_played_to_the_end_by_the_bots() {
    let mut c = Client::start();
    let s = c.ok(json!({"op": "new_game", "game": "defenders", "seed": 11, "mode": "play",
                        "config": {"players": 2}, "seats": ["bot:random", "bot:heuristic"]}));
    let id = s["session"].as_str().unwrap().to_string();
    let mut decisions = 0;
    for _ in 0..20_000 {
        let v = c.ok(json!({"op": "view", "session": id}));
        match v["to_act"]["kind"].as_str().unwrap() {
            "game_over" => {
                let o = &v["outcome"];
                assert!(!o["summary"].as_str().unwrap().is_empty());
                assert!(o["grade"].as_str().unwrap().starts_with("King's Champion"), "{o}");
                assert!(["won", "lost"].contains(&o["standing"]["kind"].as_str().unwrap()), "{o}");
                assert!(v["view"]["end"].is_object());
                assert!(decisions > 0);
                let last = v["log"].as_array().unwrap().last().unwrap().clone();
                let ev: Vec<&str> = last["events"].as_array().unwrap().iter().map(|e| e.as_str().unwrap()).collect();
                assert!(ev.iter().any(|e| e.starts_with("Victory") || e.starts_with("Defeat")), "{ev:?}");
                let late = c.call(json!({"op": "bot_move", "session": id}));
                assert!(late.get("error").is_some(), "no decision after the end: {late}");
                return;
            }
            "chance" => {
                c.ok(json!({"op": "advance", "session": id}));
            }
            _ => {
                let m = c.ok(json!({"op": "bot_move", "session": id}));
                assert!(!m["label"].as_str().unwrap().is_empty());
                decisions += 1;
            }
        }
    }
    panic!("the bots did not finish the game");
}

fn simulate(bot: &str) -> Value {
    common::simulate_json(&["--game", "defenders", "--players", "2", "--games", "50", "--seed", "1", "--bot", bot])
}

#[test]
fn simulate_defenders_is_reproducible_and_the_heuristic_bot_runs() {
    let random = simulate("random");
    assert_eq!(random, simulate("random"));
    assert_eq!(random["game"], "defenders");
    assert_eq!(random["games"], 50);
    assert_eq!(random["unfinished"], 0);
    let total = ["wins", "losses", "draws"].iter().map(|k| random[*k].as_u64().unwrap()).sum::<u64>();
    assert_eq!(total, 50);
    let heuristic = simulate("heuristic");
    assert_eq!(heuristic["bot"], "heuristic");
    assert_eq!(heuristic["games"], 50);
    assert_eq!(heuristic["unfinished"], 0);
}

#[test]
fn simulate_on_several_threads_gives_the_one_thread_summary() {
    // 600 games: three slices, so two threads share them.
    let run = |bot: &str, threads: &str| {
        common::simulate_json(&[
            "--game",
            "defenders",
            "--players",
            "2",
            "--games",
            "600",
            "--seed",
            "5",
            "--bot",
            bot,
            "--threads",
            threads,
        ])
    };
    for bot in ["random", "passive"] {
        let one = run(bot, "1");
        assert_eq!(one, run(bot, "2"), "{bot}");
        assert_eq!(one["games"], 600);
        assert_eq!(one["unfinished"], 0);
        let decisions = one["total_actions"].as_u64().unwrap();
        assert!((one["mean_actions"].as_f64().unwrap() - decisions as f64 / 600.0).abs() < 1e-9);
    }
    // Heroes who only end their turns lose every game, sooner than random ones.
    let passive = run("passive", "2");
    assert_eq!(passive["losses"], 600);
    assert_eq!(passive["bot"], "passive");
    assert!(passive["mean_turns"].as_f64().unwrap() < run("random", "2")["mean_turns"].as_f64().unwrap());
}

#[test]
fn play_defenders_in_the_terminal_with_the_bot_and_in_assist_mode() {
    let text = common::run_ok(&["play", "--game", "defenders", "--seed", "3", "--players", "3"], &"b\n".repeat(5000));
    assert!(text.contains("  Seat 3: ") || text.contains("> Seat 3: "), "--players 3 gives three seats");
    for want in ["War Status box 1 of 4", "Generals:", "Heroes:", "> Seat 1: ", "Hand (", "Quest: ", "Board ("] {
        assert!(text.contains(want), "missing {want:?}");
    }
    assert!(text.contains("*** "), "the game reaches its end");
    assert!(text.contains("King's Champion"));

    // Assist mode: the table's cards are named by any unique part of their label.
    let input = [
        "Dancing Stone (black, Gate",
        "drew battle fury",
        "wolf pass (blue, horse",
        "nonsense",
        "Battle Luck",
        "Rumors",
        "quest: orc hunter",
        "#7 Ghost",
        "q",
    ]
    .join("\n");
    let text = assist_wizard_and_dwarf(&(input + "\n"));
    assert!(text.contains("\nDraw a Hero Card for the Wizard\n"), "the engine's question: {text}");
    assert!(text.contains("\nDraw a Darkness Spreads card\n"), "{text}");
    for want in [
        "Seat 1 draws Dancing Stone (black, Gate, 1 die)",
        "Seat 1 draws Battle Fury",
        "Seat 2 draws Wolf Pass (blue, Horse, 1 die)",
        "Seat 2 draws Battle Luck",
        "Seat 1 draws the quest Rumors",
        "Seat 2 draws the quest Orc Hunter",
        "Hand (2): Dancing Stone (black, Gate, 1 die), Battle Fury (purple",
        "Quest: Rumors: be at each Inn on your turn: Chimera Inn [ ], Eagle Nest Inn [ ], Gryphon Inn [ ]",
        "Quest: Orc Hunter: defeat minions: 0/6 Orc",
        "arrives at Ghost Marsh",
        "\"nonsense\" is not one of the",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

#[test]
fn assist_takes_a_card_by_its_exact_name_when_it_starts_a_longer_one() {
    // "#1" is the start of "#10" to "#19" too; typed alone it is Darkness Spreads card #1.
    let input = [
        "Dancing Stone (black, Gate",
        "Battle Fury",
        "wolf pass (blue, horse",
        "Battle Luck",
        "Rumors",
        "Orc Hunter",
        "#1",
        "q",
    ];
    let text = assist_wizard_and_dwarf(&(input.join("\n") + "\n"));
    assert!(text.contains("Seat 2 draws Wolf Pass (blue, Horse, 1 die)"), "{text}");
    assert!(text.contains("Setup: #1 Dragon's Teeth Range 1 / Dark Woods 2"), "{text}");
    assert!(!text.contains("\"#1\" is not one of the"), "{text}");
}

/// `rampart play --game defenders --assist` with the Wizard and the Dwarf, seed 3, fed `input`.
fn assist_wizard_and_dwarf(input: &str) -> String {
    common::run_ok(
        &[
            "play",
            "--game",
            "defenders",
            "--assist",
            "--seed",
            "3",
            "--config",
            r#"{"players":2,"heroes":["wizard","dwarf"]}"#,
        ],
        input,
    )
}

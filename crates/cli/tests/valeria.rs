//! Siege of Valeria through `rampart serve --stdio`, as a scripted client would drive it, and
//! the CLI's simulate acceptance checks.

mod common;

use common::Client;

use serde_json::{json, Value};

#[test]
fn a_scripted_client_plays_assists_undoes_saves_and_loads_valeria() {
    let mut c = Client::start();
    let games = c.ok(json!({"op": "games"}));
    assert_eq!(games["games"][0]["id"], "valeria");

    let s = c.ok(json!({"op": "new_game", "game": "valeria", "seed": 2026, "mode": "assist"}));
    let id = s["session"].as_str().unwrap().to_string();
    assert_eq!(s["to_act"]["kind"], "chance", "setup deals by chance draws");

    // Assist mode: the table names every card and die; here always the first listed card and a 6.
    let mut answered = 0;
    loop {
        let legal = c.ok(json!({"op": "legal", "session": id}));
        if legal["to_act"]["kind"] != "chance" {
            let actions = legal["actions"].as_array().unwrap();
            if actions.iter().any(|a| a["label"] == "End your actions") {
                break;
            }
            // A window or an Event's question before the Action phase: take the first answer.
            c.ok(json!({"op": "act", "session": id, "action": actions[0]["action"]}));
            continue;
        }
        let chance = legal["chance"].as_array().unwrap();
        let outcome = if chance.len() == 6 {
            assert_eq!(chance[5]["label"], "6");
            json!({"type": "face", "value": 6})
        } else {
            // A card named by the table: the label is the card's name.
            assert!(chance[0]["label"].as_str().unwrap().chars().next().unwrap().is_uppercase());
            chance[0]["outcome"].clone()
        };
        c.ok(json!({"op": "chance", "session": id, "outcome": outcome}));
        answered += 1;
    }
    let setup_and_day_one = 5 + 2 + 20 + 7 + 1;
    assert!(answered >= setup_and_day_one, "setup, the day's dice and the Event: {answered}");
    let bad = c.call(json!({"op": "chance", "session": id, "outcome": {"type": "face", "value": 7}}));
    assert_eq!(bad["error"]["kind"], "NotChance");

    // A decision with a readable label.
    let legal = c.ok(json!({"op": "legal", "session": id}));
    let actions = legal["actions"].as_array().unwrap();
    assert!(actions.iter().all(|a| !a["label"].as_str().unwrap().is_empty()));
    let end = actions.iter().find(|a| a["label"] == "End your actions").expect("the Action phase");
    let attack = actions.iter().find(|a| a["label"].as_str().unwrap().starts_with("Attack")).expect("a target");
    let before = c.ok(json!({"op": "state_hash", "session": id}))["hash"].clone();
    let v = c.ok(json!({"op": "act", "session": id, "action": attack["action"]}));
    assert_eq!(v["can_undo"], true);
    let illegal = c.call(json!({"op": "act", "session": id, "action": end["action"]}));
    assert_eq!(illegal["error"]["kind"], "IllegalAction");
    c.ok(json!({"op": "undo", "session": id}));
    assert_eq!(c.ok(json!({"op": "state_hash", "session": id}))["hash"], before);
    c.ok(json!({"op": "redo", "session": id}));

    let hash = c.ok(json!({"op": "state_hash", "session": id}))["hash"].clone();
    let save = c.ok(json!({"op": "save", "session": id}));
    let loaded = c.ok(json!({"op": "load", "save": save}));
    let id2 = loaded["session"].as_str().unwrap();
    assert_eq!(c.ok(json!({"op": "state_hash", "session": id2}))["hash"], hash);
    assert_eq!(loaded["view"]["phase"], "actions");
}

#[test]
fn a_watched_valeria_game_plays_to_the_end_through_the_protocol() {
    let mut c = Client::start();
    let s = c.ok(json!({"op": "new_game", "game": "valeria", "seed": 11, "mode": "watch"}));
    let id = s["session"].as_str().unwrap().to_string();
    for _ in 0..5_000 {
        let v = c.ok(json!({"op": "view", "session": id}));
        match v["to_act"]["kind"].as_str().unwrap() {
            "game_over" => {
                assert!(
                    v["outcome"]["grade"].as_str().unwrap().contains("Siege Engine")
                        || v["outcome"]["grade"].as_str().unwrap().contains("Troops")
                );
                return;
            }
            "chance" => {
                c.ok(json!({"op": "advance", "session": id}));
            }
            _ => {
                let m = c.ok(json!({"op": "bot_move", "session": id}));
                assert!(!m["label"].as_str().unwrap().is_empty());
            }
        }
    }
    panic!("the watched game did not end");
}

fn simulate(bot: &str) -> Value {
    common::simulate_json(&["--game", "valeria", "--games", "200", "--seed", "1", "--bot", bot])
}

#[test]
fn simulate_valeria_is_reproducible_and_the_heuristic_beats_random() {
    let random = simulate("random");
    assert_eq!(random, simulate("random"));
    assert_eq!(random["games"], 200);
    assert_eq!(random["unfinished"], 0);
    let heuristic = simulate("heuristic");
    assert!(
        heuristic["wins"].as_u64().unwrap() >= random["wins"].as_u64().unwrap() + 10,
        "heuristic {} vs random {}",
        heuristic["wins"],
        random["wins"]
    );
}

#[test]
fn play_in_the_terminal_with_the_bot_to_the_end_and_in_assist_mode() {
    let text = common::run_ok(
        &["play", "--game", "valeria", "--seed", "3"],
        &("nonsense\n99\n".to_string() + &"b\n".repeat(3000)),
    );
    assert!(text.contains("is not one of the"), "bad input gets a message and a new prompt");
    assert!(text.contains("row 5 |") && text.contains("Active dice:"));
    assert!(text.contains("*** "), "the game reaches its end");
    assert!(text.contains("Fortress:\n  Turret 1: "), "{text}");
    assert!(
        text.contains(" (face up): Flip to ") || text.contains(" (face up): Discard to "),
        "Champions are shown by name with their powers"
    );
    // Assist mode asks for every card and die: the answers name cards.
    let text = common::run_ok(
        &["play", "--game", "valeria", "--seed", "3", "--assist"],
        &("Catapult\n".repeat(5) + "1\n" + "Orc Archer\nq\n"),
    );
    assert!(text.contains("\nDraw a Siege Engine card for row 5, column 1\n"), "the engine's question");
    assert_eq!(text.matches("Catapult enters the Battlefield").count(), 2, "only two Catapults exist");
    assert!(text.contains("is not one of the"));
}

/// `rampart play` on Valeria with `input`, in Play mode with seed 3.
fn play_valeria(input: &[&str]) -> String {
    common::run_ok(&["play", "--game", "valeria", "--seed", "3"], &(input.join("\n") + "\n"))
}

#[test]
fn terminal_numbers_stay_put_while_dice_are_assigned_and_fixed_answers_have_fixed_keys() {
    // The bot plays up to the Action phase; attack the Gnoll Pack (4), assign Soldier dice 3 and 1,
    // then answer 7 as it was numbered: Holy die 2, not the "Give up" that slid under it.
    let text = play_valeria(&["b", "b", "b", "b", "b", "b", "4", "3", "1", "7", "g", "q"]);
    assert!(
        text.contains("\n   7. Assign Holy die 2 (12, Holy) to the attack on Gnoll Pack (row 1, column 4)\n"),
        "{text}"
    );
    assert!(text.contains("> Assign Holy die 2 (12, Holy) to the attack on Gnoll Pack (row 1, column 4)\n"), "{text}");
    assert_eq!(text.matches("\n   g. Give up this attack\n").count(), 4, "g is always give up: {text}");
    assert!(text.contains("\n   e. End your actions\n"), "{text}");
    // The gap where the assigned dice were: 2 follows nothing, 4 follows 2.
    assert!(text.contains(
        "   2. Assign Soldier die 2 (2) to the attack on Gnoll Pack (row 1, column 4)\n   4. Assign Soldier die 4"
    ));
    // The attack's running total, the dice by colour, full names, the hand with its powers.
    assert!(text.contains("Attack on Gnoll Pack (row 1, column 4): Soldier 5 (die 3) + Soldier 3 (die 1) = 8 so far"));
    assert!(text.contains("Soldier 5 (die 3) + Soldier 3 (die 1) + Holy 12 (die 2, doubled) = 20 so far"), "{text}");
    assert!(text.contains("Active dice: Soldier 3 (die 1), Soldier 2 (die 2), Soldier 5 (die 3)"));
    assert!(text.contains("| Efreet Enflammé 3+3m* ") && text.contains("| Dragonkin Warlord 8 "), "{text}");
    assert!(text.contains("Hand (2):\n  Gargan Priest: While Siege Engines resolve"), "{text}");
    assert!(text.contains("> Give up this attack"), "g gave the attack up");
}

#[test]
fn assist_asks_the_engine_s_question_and_u_fixes_a_mistyped_draw_or_roll() {
    let mut input = vec!["Catapult", "u", "Ballista"];
    input.extend(["1"; 26]);
    input.extend(["5", "u", "3", "q"]);
    let text = common::run_ok(&["play", "--game", "valeria", "--seed", "3", "--assist"], &(input.join("\n") + "\n"));
    for want in [
        "\nDraw a Siege Engine card for row 5, column 1\n",
        "u = fix the last draw (drew Catapult)",
        "Taken back: drew Catapult. Enter what the table really shows.",
        "Ballista enters the Battlefield at row 5, column 1",
        "\nRoll Soldier die 1 and tap its face\n  (a red Soldier die: its face adds Strength; for the day's roll)\n",
        "Soldier die 1 shows 5",
        "u = fix the last roll (Soldier die 1 rolled 5)",
        "Taken back: Soldier die 1 rolled 5.",
        "Soldier die 1 shows 3",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert!(!text.contains("What did you roll or draw?"));
    assert!(!text.contains("UndoBlocked"), "{text}");
}

#![cfg(not(target_arch = "wasm32"))]
//! Spell Duel through the protocol: hidden hands with log lines per viewer, the Spell Chain with
//! responses, a seat's undo past the other seats' passes, and a game that ends on sides.

use rampart_engine::protocol::Handler;
use serde_json::{json, Value};

mod support;
use support::{call, ok};

fn chance(h: &mut Handler, id: &str, card: Value) -> Value {
    ok(h, json!({"op": "chance", "session": id, "outcome": card}))
}

fn act(h: &mut Handler, id: &str, seat: u8, action: Value) -> Value {
    ok(h, json!({"op": "act", "session": id, "seat": seat, "action": action}))
}

fn view(h: &mut Handler, id: &str, seat: u8) -> Value {
    ok(h, json!({"op": "view", "session": id, "seat": seat}))
}

fn log_texts(v: &Value) -> Vec<String> {
    v["log"].as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap().to_string()).collect()
}

/// A three-player Spell Duel, the hands dealt from the table (Assist mode).
fn dealt(h: &mut Handler) -> String {
    let v = ok(
        h,
        json!({"op": "new_game", "game": "duel", "config": {"players": 3, "life": 3}, "seed": 4, "mode": "assist"}),
    );
    let id = v["session"].as_str().unwrap().to_string();
    let bolt = |n: u8| json!({"card": "bolt", "value": n});
    for card in [bolt(3), bolt(1), json!({"card": "ward"}), bolt(1), json!({"card": "ward"}), bolt(2)] {
        chance(h, &id, card);
    }
    id
}

#[test]
fn each_seat_reads_its_own_draws_and_nobody_else_s() {
    let mut h = support::handler_seeded(1);
    let id = dealt(&mut h);
    let mine = log_texts(&view(&mut h, &id, 0));
    assert_eq!(&mine[..2], ["Seat 1 drew Bolt 3", "Seat 1 drew Bolt 1"]);
    assert_eq!(mine[2], "Seat 2 drew a card", "seat 2's card is hidden from seat 1");
    let theirs = log_texts(&view(&mut h, &id, 1));
    assert_eq!(&theirs[..3], ["Seat 1 drew a card", "Seat 1 drew a card", "Seat 2 drew Ward"]);
    let v = view(&mut h, &id, 1);
    assert_eq!(v["view"]["hands"][0], Value::Null, "the view hides seat 1's hand from seat 2");
    assert_eq!(v["view"]["hands"][1], json!([{"card": "bolt", "value": 1}, {"card": "ward"}]));
}

#[test]
fn the_chain_takes_responses_and_a_seat_undoes_its_pass_past_the_others_passes() {
    let mut h = support::handler_seeded(1);
    let id = dealt(&mut h);
    act(&mut h, &id, 0, json!({"type": "cast", "bolt": 3}));
    act(&mut h, &id, 0, json!({"type": "pass"}));
    // Seat 1 (a Ward in hand) lets it go; seat 2 must answer next.
    let v = act(&mut h, &id, 1, json!({"type": "pass"}));
    assert_eq!(v["to_act"], json!({"kind": "decision", "seat": 2}));
    // Seat 0 takes its pass back, past seat 1's pass.
    let v = ok(&mut h, json!({"op": "undo", "session": id, "seat": 0}));
    assert_eq!(v["to_act"], json!({"kind": "decision", "seat": 0}));
    assert_eq!(v["view"]["priority"], 0);
    // ...and passes again; this time seat 1 wards.
    act(&mut h, &id, 0, json!({"type": "pass"}));
    let v = act(&mut h, &id, 1, json!({"type": "ward"}));
    assert_eq!(v["view"]["chain"].as_array().unwrap().len(), 2);
    // A Ward is a real decision: seat 0 can no longer undo past it.
    let blocked = call(&mut h, json!({"op": "undo", "session": id, "seat": 0}));
    assert_eq!(blocked["error"]["kind"], "UndoBlocked", "{blocked}");
    // Priority passes clockwise from seat 1: seats 2 and 0 pass, then seat 1 passes: the Ward
    // resolves and cancels the Bolt.
    act(&mut h, &id, 2, json!({"type": "pass"}));
    act(&mut h, &id, 0, json!({"type": "pass"}));
    let v = act(&mut h, &id, 1, json!({"type": "pass"}));
    assert!(v["events"].as_array().unwrap().iter().any(|e| e == "Seat 1's Bolt 3 was cancelled"), "{v}");
    // A pass out of turn is refused, naming the rule.
    let bad = call(&mut h, json!({"op": "act", "session": id, "seat": 2, "action": {"type": "ward"}}));
    assert!(bad.get("error").is_some(), "{bad}");
}

#[test]
fn a_bolt_that_takes_the_last_life_ends_the_game_for_both_sides() {
    let mut h = support::handler_seeded(1);
    let id = dealt(&mut h);
    act(&mut h, &id, 0, json!({"type": "cast", "bolt": 3}));
    for seat in [0, 1, 2] {
        act(&mut h, &id, seat, json!({"type": "pass"}));
    }
    let v = view(&mut h, &id, 1);
    assert_eq!(v["to_act"]["kind"], "game_over");
    assert_eq!(v["outcome"]["standing"], json!({"kind": "sides", "sides": [0, 1, 0], "winner": 0}));
    assert_eq!(v["outcome"]["summary"], "The even side wins");
}

/// Hot seat: while nobody here decides (chance, a bot), the view and the log stay with the
/// person who decided last (the device is still in their hands), never the first person's.
#[test]
fn between_turns_the_view_stays_with_the_person_who_decided_last() {
    let mut h = support::handler_seeded(3);
    let v = ok(
        &mut h,
        json!({"op": "new_game", "game": "thaloria", "config": {"players": 3, "board": "quick"}, "seed": 11,
               "mode": "play", "seats": ["human", "human", "bot:random"]}),
    );
    let id = v["session"].as_str().unwrap().to_string();
    let mut v = v;
    let mut last_person: Option<u64> = None;
    let (mut checked, mut second) = (0, 0);
    for _ in 0..400 {
        match v["to_act"]["kind"].as_str() {
            Some("decision") => {
                let seat = v["to_act"]["seat"].as_u64().unwrap();
                if seat == 2 {
                    if let Some(person) = last_person {
                        assert_eq!(v["viewer"].as_u64(), Some(person), "a bot acts: the last person still looks");
                        checked += 1;
                        second += usize::from(person == 1);
                    }
                    v = ok(&mut h, json!({"op": "run_bots", "session": id, "max_steps": 1}));
                } else {
                    assert_eq!(v["viewer"].as_u64(), Some(seat), "the person to act looks");
                    let legal = ok(&mut h, json!({"op": "legal", "session": id}));
                    let action = legal["actions"][0]["action"].clone();
                    v = ok(&mut h, json!({"op": "act", "session": id, "action": action}));
                    last_person = Some(seat);
                }
            }
            Some("chance") => v = ok(&mut h, json!({"op": "advance", "session": id})),
            _ => break,
        }
    }
    assert!(checked > 0 && second > 0, "the bot acted after each person ({checked} checks, {second} after seat 2)");
}

/// Assist mode: a draw may stay secret from the app ("a card"); the legal answer offers it only
/// in Assist mode, the drawer's view shows a secret card, and the deck's count goes down.
#[test]
fn assist_offers_a_secret_draw_and_play_never_does() {
    let mut h = support::handler_seeded(5);
    let start = |h: &mut Handler, mode: &str| {
        let v = ok(
            h,
            json!({"op": "new_game", "game": "thaloria", "config": {"players": 2, "board": "quick"}, "seed": 2,
                   "mode": mode, "seats": ["human", "human"]}),
        );
        v["session"].as_str().unwrap().to_string()
    };
    let assist = start(&mut h, "assist");
    let mut secret_draws = 0;
    for i in 0..200 {
        let v = ok(&mut h, json!({"op": "view", "session": assist}));
        let legal = ok(&mut h, json!({"op": "legal", "session": assist}));
        if v["to_act"]["kind"] == "chance" {
            let outcome = match legal.get("secret_chance") {
                Some(secret) => {
                    assert_eq!(secret["weight"], 0);
                    assert!(secret["label"].as_str().unwrap().contains("secret"), "{secret}");
                    secret_draws += 1;
                    secret["outcome"].clone()
                }
                // Different faces for the start roll's seats, so no tie rolls again forever.
                None => {
                    let options = legal["chance"].as_array().unwrap();
                    options[i % options.len()]["outcome"].clone()
                }
            };
            let before = v["view"]["deck"].as_u64().unwrap();
            let after = ok(&mut h, json!({"op": "chance", "session": assist, "outcome": outcome}));
            if legal.get("secret_chance").is_some() {
                assert_eq!(after["view"]["deck"].as_u64().unwrap(), before - 1, "the table's deck lost a card");
            }
        } else if v["to_act"]["kind"] == "decision" {
            if secret_draws >= 4 {
                break;
            }
            ok(&mut h, json!({"op": "act", "session": assist, "action": legal["actions"][0]["action"]}));
        } else {
            break;
        }
    }
    assert!(secret_draws >= 4, "the deal offered secret draws ({secret_draws})");
    let mine = view(&mut h, &assist, 0);
    let hand = mine["view"]["players"][0]["hand"].as_array().unwrap();
    assert!(hand.contains(&json!(0)), "the drawer's hand shows a secret card: {hand:?}");
    // Play mode: the app draws, and never offers a secret card.
    let play = start(&mut h, "play");
    let legal = ok(&mut h, json!({"op": "legal", "session": play}));
    assert!(legal.get("secret_chance").is_none());
}

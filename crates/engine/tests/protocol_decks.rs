#![cfg(not(target_arch = "wasm32"))]
//! The deck operations over the protocol: `draw` and `reshuffle` inside `table_op`, for every
//! tracker with decks, with their refusals (typed, and nothing changed).

use serde_json::{json, Value};

mod support;
use support::{call, err_kind, ok};

fn op(table: &Value, change: Value) -> Value {
    json!({"op": "table_op", "table": table, "change": change})
}

/// A counter of the view by key: (id, value).
fn counter(view: &Value, key: &str) -> (String, i64) {
    let c = view["counters"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["key"] == key))
        .unwrap_or_else(|| panic!("no counter {key}"));
    (c["id"].as_str().unwrap_or_default().to_string(), c["value"].as_i64().unwrap_or(-1))
}

#[test]
fn every_deck_draws_and_reshuffles_over_the_protocol() {
    // (kind, players, deck, discard pile the draws join, discard pile a reshuffle takes back)
    let decks = [
        ("valeria", json!(["Ann"]), "events.deck", Some("events.discard"), None),
        ("valeria", json!(["Ann"]), "troops.deck", None, None),
        ("firesiege", json!(["Ann", "Bob"]), "horde.deck", Some("horde.discard"), Some("horde.discard")),
        ("defenders", json!(["Ann", "Bob"]), "darkness.deck", Some("darkness.discard"), Some("darkness.discard")),
        ("defenders", json!(["Ann", "Bob"]), "heroes.deck", None, Some("heroes.discard")),
        (
            "exiled",
            json!(["Attacker", "Defenders"]),
            "efficiency.attacker",
            Some("efficiency.attacker_discard"),
            Some("efficiency.attacker_discard"),
        ),
        (
            "exiled",
            json!(["Attacker", "Defenders"]),
            "efficiency.defenders",
            Some("efficiency.defenders_discard"),
            Some("efficiency.defenders_discard"),
        ),
    ];
    for (kind, players, deck, drawn_to, reshuffles) in decks {
        let name = format!("{kind} {deck}");
        let mut h = support::handler_seeded(3);
        let v = ok(&mut h, json!({"op": "table_new", "kind": kind, "players": players}));
        let t = v["table"].clone();
        let (id, left) = counter(&v, deck);
        let style =
            v["counters"].as_array().and_then(|cs| cs.iter().find(|c| c["key"] == deck)).map(|c| c["style"].clone());
        assert_eq!(style, Some(json!("deck")), "{name}");

        let drawn = ok(&mut h, op(&t, json!({"type": "draw", "counter": id})));
        assert_eq!(counter(&drawn, deck).1, left - 1, "{name}");
        if let Some(pile) = drawn_to {
            assert_eq!(counter(&drawn, pile).1, 1, "{name}: the card joins {pile}");
        }
        assert_eq!(drawn["history_total"].as_u64(), v["history_total"].as_u64().map(|n| n + 1), "{name}: one line");

        // Bad input: typed refusals, nothing changed.
        let bad = [
            (json!({"type": "draw", "counter": "c99999"}), "NoSuchCounter"),
            (json!({"type": "draw"}), "BadRequest"),
            (json!({"type": "draw", "counter": id, "amount": 2}), "BadRequest"),
            (json!({"type": "reshuffle", "counter": 7}), "BadRequest"),
            (json!({"type": "reshuffle", "counter": v["counters"][0]["id"].clone()}), "BadCounter"),
        ];
        for (change, kind_of) in bad {
            assert_eq!(err_kind(&mut h, op(&t, change.clone())), kind_of, "{name}: {change}");
        }
        let same = ok(&mut h, json!({"op": "table_get", "table": t}));
        assert_eq!(same["counters"], drawn["counters"], "{name}: refusals changed nothing");
        assert_eq!(same["history_total"], drawn["history_total"], "{name}");

        // Reshuffle where the rulebook reshuffles; refused (RuleRefused) where it never does.
        match reshuffles {
            Some(pile) => {
                // The Hero deck's draws go to a hand: one card played to its discard pile.
                let (pile_id, n) = counter(&drawn, pile);
                if n == 0 {
                    ok(&mut h, op(&t, json!({"type": "set", "counter": pile_id, "value": 1})));
                }
                let back = ok(&mut h, op(&t, json!({"type": "reshuffle", "counter": id})));
                assert_eq!((counter(&back, deck).1, counter(&back, pile).1), (left, 0), "{name}");
                // Nothing left to shuffle back.
                assert_eq!(
                    err_kind(&mut h, op(&t, json!({"type": "reshuffle", "counter": id}))),
                    "RuleRefused",
                    "{name}"
                );
                // One undo step.
                let undone = ok(&mut h, json!({"op": "table_undo", "table": t}));
                assert_eq!((counter(&undone, deck).1, counter(&undone, pile).1), (left - 1, 1), "{name}");
            }
            None => {
                assert_eq!(
                    err_kind(&mut h, op(&t, json!({"type": "reshuffle", "counter": id}))),
                    "RuleRefused",
                    "{name}"
                );
            }
        }

        // An empty deck refuses a draw, in the rule's words.
        ok(&mut h, op(&t, json!({"type": "set", "counter": id, "value": 0})));
        let a = call(&mut h, op(&t, json!({"type": "draw", "counter": id})));
        assert_eq!(a["error"]["kind"], "RuleRefused", "{name}: {a}");
        let message = a["error"]["message"].as_str().unwrap_or_default();
        assert!(
            message.contains("is empty") && (message.contains("rulebook") || message.contains("designed")),
            "{name}: {message}"
        );
    }
}

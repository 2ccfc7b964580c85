#![cfg(not(target_arch = "wasm32"))]
//! The compound moves over the protocol: each game's new rule op with good input (one history line,
//! one undo restores every counter) and bad input (typed refusal, nothing changed), and the button
//! that offers it with its form's inputs.

use rampart_engine::protocol::Handler;
use serde_json::{json, Value};

mod support;
use support::{call, err_kind, ok};

fn value(view: &Value, key: &str, player: Option<u64>) -> i64 {
    view["counters"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["key"] == key && c["player"].as_u64() == player))
        .and_then(|c| c["value"].as_i64())
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

fn id(h: &mut Handler, t: &Value, key: &str, player: Option<u64>) -> Value {
    let view = ok(h, json!({"op": "table_get", "table": t}));
    view["counters"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["key"] == key && c["player"].as_u64() == player))
        .map(|c| c["id"].clone())
        .unwrap_or_else(|| panic!("no counter {key}"))
}

/// Sets counter `key` to `n`, or with `to`, moves `n` from `key` to `to` (a pool).
fn prepare(h: &mut Handler, t: &Value, (key, to, player, n): Setup) {
    let from = id(h, t, key, player);
    let change = match to {
        Some(to) => json!({"type": "transfer", "from": from, "to": id(h, t, to, player), "amount": n}),
        None => json!({"type": "set", "counter": from, "value": n}),
    };
    ok(h, json!({"op": "table_op", "table": t, "change": change}));
}

type Setup<'a> = (&'a str, Option<&'a str>, Option<u64>, i64);

fn rule(t: &Value, rule: Value) -> Value {
    json!({"op": "table_op", "table": t, "change": {"type": "rule", "rule": rule}})
}

/// A new table, set up by `setup`; then `bad` are refused with their kinds and change nothing, `good`
/// adds one history line and one undo restores every counter. Returns the view after `good`.
fn check(kind: &str, players: Value, setup: &[Setup], button: &str, good: Value, bad: &[(Value, &str)]) -> Value {
    let mut h = support::handler_seeded(5);
    let v = ok(&mut h, json!({"op": "table_new", "kind": kind, "players": players}));
    let t = v["table"].clone();
    for step in setup {
        prepare(&mut h, &t, *step);
    }
    let before = ok(&mut h, json!({"op": "table_get", "table": t}));
    let offered = before["actions"]
        .as_array()
        .and_then(|a| a.iter().find(|b| b["key"] == button))
        .unwrap_or_else(|| panic!("{kind}: no button {button}"));
    assert_eq!(offered["enabled"], true, "{kind}: {offered}");
    assert_eq!(offered["rule"]["do"], good["do"], "{kind}: the button sends the op");
    for (op, want) in bad {
        assert_eq!(err_kind(&mut h, rule(&t, op.clone())), *want, "{kind}: {op}");
    }
    let same = ok(&mut h, json!({"op": "table_get", "table": t}));
    assert_eq!(same["counters"], before["counters"], "{kind}: refusals change nothing");
    assert_eq!(same["history_total"], before["history_total"], "{kind}");
    let after = ok(&mut h, rule(&t, good.clone()));
    assert_eq!(
        after["history_total"].as_u64(),
        before["history_total"].as_u64().map(|n| n + 1),
        "{kind}: one history line"
    );
    assert_ne!(after["counters"], before["counters"], "{kind}: the move changed counters");
    let undone = ok(&mut h, json!({"op": "table_undo", "table": t}));
    assert_eq!(undone["counters"], before["counters"], "{kind}: one undo restores every counter");
    after
}

#[test]
fn valeria_rolled_at_table() {
    let good = json!({"game": "valeria", "do": "rolled_at_table"});
    let v = check(
        "valeria",
        json!(["Ann"]),
        &[],
        "rolled_at_table",
        good.clone(),
        &[(json!({"game": "valeria", "do": "rolled_at_the_table"}), "BadRequest")],
    );
    assert_eq!(value(&v, "soldier.spent", None), 0);
    // Outside Roll Your Dice: refused, naming the rule, nothing changed.
    let mut h = support::handler_seeded(5);
    let t = ok(&mut h, json!({"op": "table_new", "kind": "valeria", "players": ["Ann"]}))["table"].clone();
    prepare(&mut h, &t, ("phase", None, None, 3));
    let a = call(&mut h, rule(&t, good));
    assert_eq!(a["error"]["kind"], "RuleRefused", "{a}");
    assert!(a["error"]["message"].as_str().unwrap_or("").contains("Roll Your Dice"), "{a}");
}

#[test]
fn defenders_heal_tokens_and_darkness_spreads() {
    let heal = json!({"game": "defenders", "do": "heal_tokens", "hero": 0, "tokens": 2});
    let v = check(
        "defenders",
        json!(["Ann", "Bob"]),
        &[("life_active", Some("life_wounded"), Some(0), 3)],
        "heal_tokens.0",
        heal,
        &[
            (json!({"game": "defenders", "do": "heal_tokens", "hero": 0, "tokens": 4}), "RuleRefused"),
            (json!({"game": "defenders", "do": "heal_tokens", "hero": 9, "tokens": 1}), "NoSuchPlayer"),
            (json!({"game": "defenders", "do": "heal_tokens", "hero": 0, "tokens": "two"}), "BadRequest"),
        ],
    );
    assert_eq!((value(&v, "life_wounded", Some(0)), value(&v, "life_used", Some(0))), (1, 2));

    let dark = json!({"game": "defenders", "do": "darkness_spreads", "card": 7, "a_there": 3, "b_there": 0, "full_neighbours": 0});
    let v = check(
        "defenders",
        json!(["Ann", "Bob"]),
        &[("phase", None, None, 2)],
        "darkness_spreads",
        dark,
        &[
            (json!({"game": "defenders", "do": "darkness_spreads", "card": 99}), "RuleRefused"),
            (json!({"game": "defenders", "do": "darkness_spreads", "card": 7, "a_there": 5}), "RuleRefused"),
            (json!({"game": "defenders", "do": "darkness_spreads"}), "BadRequest"),
        ],
    );
    assert_eq!(value(&v, "crystals", None), 2, "Balazarg's crystal and the overrun's");
}

#[test]
fn thaloria_battle_casualties() {
    let good = json!({"game": "thaloria", "do": "battle_casualties", "att_standard": 1, "def_standard": 1});
    let v = check(
        "thaloria",
        json!(["Ann", "Bob"]),
        &[
            ("standard_reserve", Some("standard_tiles"), Some(0), 3),
            ("standard_reserve", Some("standard_tiles"), Some(1), 3),
        ],
        "battle_casualties",
        good,
        &[
            (json!({"game": "thaloria", "do": "battle_casualties"}), "RuleRefused"),
            (json!({"game": "thaloria", "do": "battle_casualties", "def_elite": 9}), "RuleRefused"),
        ],
    );
    assert_eq!((value(&v, "standard_fallen", Some(0)), value(&v, "standard_fallen", Some(1))), (1, 1));
}

#[test]
fn exiled_round_units() {
    let good = json!({"game": "exiled", "do": "round_units", "side": 1, "units": {"archers": 2}});
    let v = check(
        "exiled",
        json!(["Attacker", "Defenders"]),
        &[("phase", None, None, 2)],
        "round_units.defenders",
        good,
        &[
            (json!({"game": "exiled", "do": "round_units", "side": 1, "units": {"warriors": 2}}), "RuleRefused"),
            (json!({"game": "exiled", "do": "round_units", "side": 1, "units": {"archers": 99}}), "RuleRefused"),
            (json!({"game": "exiled", "do": "round_units", "side": 1, "units": {"archers": "x"}}), "BadRequest"),
        ],
    );
    assert_eq!(value(&v, "archers", None), 4);
}

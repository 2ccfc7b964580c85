#![cfg(not(target_arch = "wasm32"))]
//! Fuzzing `Handler::handle_bytes` / `handle_line`, the one entry point of all three transports:
//! arbitrary bytes, and sequences of structured requests over games, tables, imports and saves,
//! legal and illegal, real and crafted. After every request:
//! - there is exactly one answer, `ok` or a typed `error` (a CamelCase kind and a sentence);
//! - a refused request changed nothing (every session's state hash, steps and redo, every table);
//! - a changed session saves and loads to the same state, a changed table exports and imports to
//!   the same counters, and the persisted entries restore into a fresh handler exactly.
//!
//! `PROTOCOL_FUZZ_CASES=N` runs more cases (a long run: `PROTOCOL_FUZZ_CASES=100000`); failures
//! are kept in `protocol_fuzz.proptest-regressions` and retried first on every run.

use std::collections::BTreeMap;

use proptest::prelude::*;
use rampart_engine::protocol::{Handler, StoreChange};
use serde_json::{json, Value};

mod support;

fn handler() -> Handler {
    support::handler_seeded(7)
}

/// One answer: `ok`, or an error with a typed kind and a message.
fn answer(h: &mut Handler, request: &Value) -> Result<Value, String> {
    let text = h.handle_line(&request.to_string());
    let a: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("answer is not JSON ({e}): {text}"));
    if let Some(ok) = a.get("ok") {
        assert!(a.get("error").is_none(), "both ok and error: {text}");
        return Ok(ok.clone());
    }
    let kind = a["error"]["kind"].as_str().unwrap_or_else(|| panic!("no ok and no typed error: {text}"));
    assert!(
        kind.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && kind.chars().all(|c| c.is_ascii_alphanumeric()),
        "an error kind is a type name: {text}"
    );
    assert!(a["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "an error says why: {text}");
    Err(kind.to_string())
}

fn ok(h: &mut Handler, request: Value) -> Value {
    answer(h, &request).unwrap_or_else(|e| panic!("{request} failed: {e}"))
}

/// Everything a refused request must leave as it was.
fn fingerprint(h: &mut Handler) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for s in ok(h, json!({"op": "list_sessions"})).as_array().cloned().unwrap_or_default() {
        let id = s["session"].as_str().unwrap_or_default().to_string();
        let hash = ok(h, json!({"op": "state_hash", "session": id}));
        let save = ok(h, json!({"op": "save", "session": id}));
        out.insert(format!("session:{id}"), json!({"hash": hash, "list": s, "log": save["log"], "redo": save["redo"]}));
    }
    for t in ok(h, json!({"op": "table_list"})).as_array().cloned().unwrap_or_default() {
        let id = t["table"].as_str().unwrap_or_default().to_string();
        let data = ok(h, json!({"op": "table_export", "table": id}));
        out.insert(format!("table:{id}"), data);
    }
    out
}

/// The fuzzer's world: what exists, so requests can name real things as well as garbage.
struct World {
    h: Handler,
    sessions: Vec<String>,
    tables: Vec<String>,
    /// Every entry the handler asked the transport to persist, as a store would hold them.
    store: BTreeMap<String, Value>,
}

impl World {
    fn new() -> World {
        let mut w = World { h: handler(), sessions: Vec::new(), tables: Vec::new(), store: BTreeMap::new() };
        for game in
            [json!({"game": "pig"}), json!({"game": "valeria"}), json!({"game": "defenders", "config": {"players": 2}})]
        {
            let mut req = json!({"op": "new_game", "seed": 3});
            for (k, v) in game.as_object().unwrap() {
                req[k] = v.clone();
            }
            let s = ok(&mut w.h, req);
            w.sessions.push(s["session"].as_str().unwrap().to_string());
        }
        for kind in ["valeria", "firesiege", "exiled", "thaloria", "defenders", "generic"] {
            let t = ok(&mut w.h, json!({"op": "table_new", "kind": kind, "players": ["Ann", "Bo"]}));
            w.tables.push(t["table"].as_str().unwrap().to_string());
        }
        w.persist();
        w
    }

    fn persist(&mut self) {
        for StoreChange { key, value } in self.h.take_changes() {
            match value {
                Some(v) => self.store.insert(key, v),
                None => self.store.remove(&key),
            };
        }
    }

    fn pick<'a>(list: &'a [String], a: u32, garbage: &'a str) -> String {
        if list.is_empty() || a % 17 == 0 {
            garbage.to_string()
        } else {
            list[a as usize % list.len()].clone()
        }
    }

    /// One request built from the selector and numbers, against what exists now.
    fn request(&mut self, sel: u8, a: u32, b: u32, n: i64) -> Value {
        let session = Self::pick(&self.sessions, a, "s-nope");
        let table = Self::pick(&self.tables, a, "t-nope");
        match sel % 24 {
            0..=2 => {
                // A legal decision or chance outcome, or (rarely) a random one.
                let legal = self.h.handle_value(json!({"op": "legal", "session": session}));
                let actions = legal["ok"]["actions"].as_array().cloned().unwrap_or_default();
                let chance = legal["ok"]["chance"].as_array().cloned().unwrap_or_default();
                if !actions.is_empty() && b % 9 != 0 {
                    json!({"op": "act", "session": session, "action": actions[b as usize % actions.len()]["action"]})
                } else if !chance.is_empty() && b % 9 != 0 {
                    json!({"op": "chance", "session": session, "outcome": chance[b as usize % chance.len()]["outcome"]})
                } else {
                    json!({"op": (["act", "chance"][b as usize % 2]), "session": session,
                           "action": {"do": "attack", "die": n, "cell": {"row": n, "col": b}},
                           "outcome": {"type": "die", "value": n}})
                }
            }
            3 => json!({"op": "advance", "session": session}),
            4 => json!({"op": "bot_move", "session": session, "bot": (["random", "heuristic"][b as usize % 2])}),
            5 => json!({"op": "run_bots", "session": session, "max_steps": b % 30}),
            6 => json!({"op": "undo", "session": session}),
            7 => json!({"op": "redo", "session": session}),
            8 => {
                // Load a real save, a damaged one or a crafted one.
                let save = self.h.handle_value(json!({"op": "save", "session": session}))["ok"].clone();
                json!({"op": "load", "save": mutate(save, b, n)})
            }
            9 => {
                json!({"op": "set_seats", "session": session, "seats": (["human", "bot:random", "bot:heuristic", "human"][..(b % 4) as usize])})
            }
            10 => json!({"op": "delete_session", "session": session}),
            11..=15 => {
                let view = self.h.handle_value(json!({"op": "table_get", "table": table}))["ok"].clone();
                json!({"op": "table_op", "table": table, "change": table_op(&view, a, b, n)})
            }
            16 => json!({"op": "table_undo", "table": table}),
            17 => json!({"op": "table_redo", "table": table}),
            18 | 19 => {
                // Import an export, damaged or crafted.
                let data = self.h.handle_value(json!({"op": "table_export", "table": table}))["ok"]["data"].clone();
                let file = data.as_str().and_then(|d| serde_json::from_str::<Value>(d).ok()).unwrap_or(Value::Null);
                json!({"op": "table_import", "data": mutate(file, b, n).to_string()})
            }
            20 => json!({"op": "table_new", "kind": (["generic", "valeria", "defenders", "nope"][b as usize % 4]),
                         "players": vec!["Ann"; (b % 10) as usize], "life": n}),
            21 => json!({"op": "table_delete", "table": table}),
            22 => json!({"op": "table_history", "table": table, "before": b % 80, "limit": n}),
            _ => json!({"op": "view", "session": session, "seat": b % 5, "log_from": n}),
        }
    }

    /// Sends one request and checks everything the module promises.
    fn step(&mut self, sel: u8, a: u32, b: u32, n: i64) {
        let request = self.request(sel, a, b, n);
        let before = fingerprint(&mut self.h);
        match answer(&mut self.h, &request) {
            Err(kind) => {
                assert_eq!(fingerprint(&mut self.h), before, "a refused request ({kind}) changed something: {request}");
                assert!(self.h.take_changes().is_empty(), "a refused request ({kind}) asked for a save: {request}");
            }
            Ok(value) => {
                if let Some(id) = value.get("session").and_then(Value::as_str) {
                    if !self.sessions.iter().any(|s| s == id) && value.get("deleted").is_none() {
                        self.sessions.push(id.to_string());
                    }
                    self.check_save_round_trip(id);
                }
                if let Some(id) = value.get("table").and_then(Value::as_str) {
                    if !self.tables.iter().any(|t| t == id) && value.get("deleted").is_none() {
                        self.tables.push(id.to_string());
                    }
                    self.check_export_round_trip(id);
                }
                if let Some(gone) = value.get("deleted").and_then(Value::as_str) {
                    self.sessions.retain(|s| s != gone);
                    self.tables.retain(|t| t != gone);
                }
                self.persist();
            }
        }
    }

    /// save → load gives the same state; the loaded copy is deleted again.
    fn check_save_round_trip(&mut self, id: &str) {
        let Ok(save) = answer(&mut self.h, &json!({"op": "save", "session": id})) else { return };
        let hash = ok(&mut self.h, json!({"op": "state_hash", "session": id}));
        let loaded = ok(&mut self.h, json!({"op": "load", "save": save}));
        let copy = loaded["session"].as_str().unwrap().to_string();
        assert_eq!(ok(&mut self.h, json!({"op": "state_hash", "session": copy})), hash, "save/load of {id}");
        assert_eq!(loaded["can_redo"], ok(&mut self.h, json!({"op": "view", "session": id}))["can_redo"]);
        ok(&mut self.h, json!({"op": "delete_session", "session": copy}));
    }

    /// export → import gives the same counters and players; the copy is deleted again.
    fn check_export_round_trip(&mut self, id: &str) {
        let Ok(export) = answer(&mut self.h, &json!({"op": "table_export", "table": id})) else { return };
        let view = ok(&mut self.h, json!({"op": "table_get", "table": id}));
        let copy = ok(&mut self.h, json!({"op": "table_import", "data": export["data"]}));
        assert_eq!(copy["counters"], view["counters"], "export/import of {id}");
        assert_eq!(copy["players"], view["players"], "export/import of {id}");
        assert_eq!(copy["can_undo"], view["can_undo"], "export/import of {id}");
        let copy_id = copy["table"].as_str().unwrap().to_string();
        ok(&mut self.h, json!({"op": "table_delete", "table": copy_id}));
    }

    /// Everything persisted so far restores into a fresh handler as it is in this one.
    fn check_restore(&mut self) {
        self.persist();
        let mut fresh = handler();
        for (key, value) in &self.store {
            fresh.restore(key, value.clone()).unwrap_or_else(|e| panic!("{key} does not restore: {e}"));
        }
        assert_eq!(fingerprint(&mut fresh), fingerprint(&mut self.h), "the store restores exactly");
    }
}

/// A table op from what the view offers, with some nonsense.
fn table_op(view: &Value, a: u32, b: u32, n: i64) -> Value {
    let counters = view["counters"].as_array().cloned().unwrap_or_default();
    let actions = view["actions"].as_array().cloned().unwrap_or_default();
    let id = |i: u32| counters.get(i as usize % counters.len().max(1)).map_or(json!("c1"), |c| c["id"].clone());
    let huge = [n, i64::from(i32::MAX), i64::from(i32::MIN), 1 << 40, -1][(b % 5) as usize];
    match (a / 3).wrapping_add(b) % 14 {
        0 | 1 => json!({"type": "adjust", "counter": id(a), "delta": n.clamp(-6, 6)}),
        2 => json!({"type": "set", "counter": id(a), "value": huge}),
        3 => json!({"type": "advance", "counter": id(a)}),
        4 => json!({"type": "transfer", "from": id(a), "to": id(b), "amount": (n % 5)}),
        5 | 6 if !actions.is_empty() => json!({"type": "rule", "rule": actions[b as usize % actions.len()]["rule"]}),
        7 => json!({"type": "add_counter", "label": "Score", "min": -huge, "max": huge, "default": 0,
                    "per_player": b % 2 == 0}),
        8 => json!({"type": "remove_counter", "counter": id(a)}),
        9 => json!({"type": (["add_player", "remove_player"][b as usize % 2]), "name": "Cy", "player": b % 4,
                    "colour": (["#aabbcc", "red;background:url(x)"][(a % 2) as usize])}),
        10 => {
            json!({"type": "set_colour", "player": b % 3, "colour": (["#123456", "#12345", "blue"][(a % 3) as usize])})
        }
        11 => json!({"type": "roll", "dice": [{"sides": 6}, {"name": "Big", "faces": [huge.to_string(), "2"]}]}),
        12 => json!({"type": "rename", "name": (["Friday", "", "  "][(a % 3) as usize])}),
        _ => json!({"type": "reset_all"}),
    }
}

/// A value with one thing changed at a spot picked by `b`: a number made huge, negative or
/// fractional, a string made into a hostile colour, an element dropped or duplicated.
fn mutate(mut value: Value, b: u32, n: i64) -> Value {
    let mut spots = Vec::new();
    collect(&value, String::new(), &mut spots);
    if spots.is_empty() || b % 11 == 0 {
        return value;
    }
    let path = spots[b as usize % spots.len()].clone();
    let Some(spot) = value.pointer_mut(&path) else { return value };
    *spot = match (spot.clone(), b % 7) {
        (Value::Number(_), 0) => json!(i32::MAX),
        (Value::Number(_), 1) => json!(-1),
        (Value::Number(_), 2) => json!(n),
        (Value::Number(_), 3) => json!(0.5),
        (Value::String(_), 4) => json!("red;background:url(x)"),
        (Value::Array(mut items), 5) if !items.is_empty() => {
            let first = items[0].clone();
            items.extend(std::iter::repeat_n(first, 9));
            Value::Array(items)
        }
        (Value::Array(mut items), _) if !items.is_empty() => {
            items.remove(b as usize % items.len());
            Value::Array(items)
        }
        (_, 6) => Value::Null,
        (other, _) => other,
    };
    value
}

/// JSON pointers to every spot of a value, capped so huge files stay quick.
fn collect(value: &Value, at: String, out: &mut Vec<String>) {
    if out.len() > 4_000 {
        return;
    }
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let path = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push(path.clone());
                collect(v, path, out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let path = format!("{at}/{i}");
                out.push(path.clone());
                collect(v, path, out);
            }
        }
        _ => {}
    }
}

fn cases(default: u32) -> u32 {
    std::env::var("PROTOCOL_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(default)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(256), ..ProptestConfig::default() })]

    /// Any bytes at all, and valid requests with bytes spliced in: one answer each, never a panic.
    #[test]
    fn any_bytes_get_one_typed_answer(bytes in prop::collection::vec(any::<u8>(), 0..300),
                                      at in 0usize..60, splice in prop::collection::vec(any::<u8>(), 1..4)) {
        let mut h = handler();
        let mut lines = vec![bytes];
        let mut valid = br#"{"id":1,"op":"table_new","kind":"valeria","players":["Ann"]}"#.to_vec();
        let at = at.min(valid.len());
        valid.splice(at..at, splice);
        lines.push(valid);
        for line in lines {
            let text = h.handle_bytes(&line);
            let a: Value = serde_json::from_str(&text).expect("the answer is JSON");
            prop_assert!(a.get("ok").is_some() != a.get("error").is_some(), "{text}");
            if let Some(kind) = a["error"]["kind"].as_str() {
                prop_assert!(!kind.is_empty() && kind.chars().all(|c| c.is_ascii_alphanumeric()));
            }
        }
        let invalid = h.handle_bytes(&[0xff]);
        prop_assert!(invalid.contains("BadJson"), "{}", invalid);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(24), ..ProptestConfig::default() })]

    /// Sequences of requests over every game and tracker: typed refusals that change nothing,
    /// exact save/load and export/import round trips, and a store that restores exactly.
    #[test]
    fn request_sequences_keep_every_promise(steps in prop::collection::vec(
        (any::<u8>(), any::<u32>(), any::<u32>(), -8i64..40), 1..40)) {
        let mut world = World::new();
        for (sel, a, b, n) in steps {
            world.step(sel, a, b, n);
        }
        world.check_restore();
    }
}

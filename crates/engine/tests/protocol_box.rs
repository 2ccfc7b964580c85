#![cfg(not(target_arch = "wasm32"))]
//! "Match your box" over the protocol: each game's sheet, checks against the rules, a profile on a
//! table (its counters, alerts and derived values follow it; one undo step), saved profiles used by
//! later tables and persisted, and profiles carried by export, import and the share code.

use rampart_engine::protocol::Handler;
use serde_json::{json, Value};

mod support;
use support::{call, err_kind, ok};

fn op(table: &Value, change: Value) -> Value {
    json!({"op": "table_op", "table": table, "change": change})
}

fn counter<'a>(view: &'a Value, key: &str, player: Option<u64>) -> &'a Value {
    view["counters"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["key"] == key && c["player"].as_u64() == player))
        .unwrap_or_else(|| panic!("no counter {key}"))
}

fn new_table(h: &mut Handler, kind: &str, players: &[&str]) -> Value {
    ok(h, json!({"op": "table_new", "kind": kind, "players": players}))
}

fn set(h: &mut Handler, t: &Value, key: &str, value: i64) -> Value {
    let view = ok(h, json!({"op": "table_get", "table": t}));
    let id = counter(&view, key, None)["id"].clone();
    ok(h, op(t, json!({"type": "set", "counter": id, "value": value})))
}

fn alerts(view: &Value) -> Vec<String> {
    view["alerts"]
        .as_array()
        .map(|a| a.iter().map(|x| x["text"].as_str().unwrap_or("").to_string()).collect())
        .unwrap_or_default()
}

/// Firesiege's horde track with the skull on space 20.
fn short_track(name: &str) -> Value {
    json!({
        "name": name,
        "values": {
            "horde_skull": [20],
            "horde_warlords": [6, 12, 17],
            "horde_cards": [2, 4, 8, 10, 14, 16, 18],
        }
    })
}

/// Valeria's designed Strength costs with `troop`'s changed to `cost`, found by the sheet's names.
fn strength_with(h: &mut Handler, troop: &str, cost: i64) -> Value {
    let sheet = ok(h, json!({"op": "box_sheet", "kind": "valeria"}));
    let value = sheet["values"].as_array().unwrap().iter().find(|v| v["key"] == "troop_strength").unwrap().clone();
    let at = value["items"].as_array().unwrap().iter().position(|i| i == troop).expect("a Troop of the box");
    let mut costs = value["default"].clone();
    costs[at] = json!(cost);
    costs
}

#[test]
fn every_game_has_a_sheet_whose_designed_values_pass_their_own_rules() {
    let mut h = support::handler_seeded(1);
    for kind in ["valeria", "firesiege", "exiled", "thaloria", "defenders"] {
        let sheet = ok(&mut h, json!({"op": "box_sheet", "kind": kind}));
        let values = sheet["values"].as_array().expect("values");
        assert!(!values.is_empty(), "{kind} lists its designed values");
        for v in values {
            assert!(!v["rule"].as_str().unwrap_or("").is_empty(), "{kind}: {} names its rule", v["key"]);
        }
        // Every value written out at its designed value: no problem, and it keeps nothing.
        let all: serde_json::Map<String, Value> =
            values.iter().map(|v| (v["key"].as_str().unwrap_or("").to_string(), v["default"].clone())).collect();
        let check = ok(&mut h, json!({"op": "box_check", "kind": kind, "profile": {"values": all}}));
        assert_eq!(check["problems"], json!([]), "{kind}'s designed values break its own rules");
    }
    assert_eq!(err_kind(&mut h, json!({"op": "box_save", "kind": "generic", "profile": {"name": "x"}})), "BadBox");
}

#[test]
fn a_check_names_each_broken_rule() {
    let mut h = support::handler_seeded(2);
    // The skull moved to 20 but the designed warlord and horde-card spaces still run past it.
    let profile = json!({"values": {"horde_skull": [20]}});
    let check = ok(&mut h, json!({"op": "box_check", "kind": "firesiege", "profile": profile}));
    let keys: Vec<&str> = check["problems"].as_array().unwrap().iter().filter_map(|p| p["key"].as_str()).collect();
    assert!(keys.contains(&"horde_warlords") && keys.contains(&"horde_cards"), "{check}");
    // Out of range, wrong length, unknown value, a die without a "no backlash" face.
    for (values, key) in [
        (json!({"horde_skull": [99]}), "horde_skull"),
        (json!({"horde_warlords": [7]}), "horde_warlords"),
        (json!({"no_such_value": [1]}), "no_such_value"),
        (json!({"battle_die": [0, 0, 1, 1, 2, 2]}), "battle_die"),
    ] {
        let check = ok(&mut h, json!({"op": "box_check", "kind": "firesiege", "profile": {"values": values}}));
        assert_eq!(check["problems"][0]["key"], key, "{check}");
    }
    // Valeria: the rulebook's worked examples hold the Troop costs.
    let talon = json!({"troop_strength": strength_with(&mut h, "Gargoyle Talon", 5)});
    let check = ok(&mut h, json!({"op": "box_check", "kind": "valeria", "profile": {"values": talon}}));
    assert!(check["problems"][0]["text"].as_str().unwrap().contains("Gargoyle Talon"), "{check}");
    // And a table refuses the profile with the rule's words, changing nothing.
    let t = new_table(&mut h, "firesiege", &["Ann"]);
    let id = t["table"].clone();
    let a = call(&mut h, op(&id, json!({"type": "match_box", "profile": {"values": {"horde_skull": [20]}}})));
    assert_eq!(a["error"]["kind"], "BadBox");
    assert!(a["error"]["message"].as_str().unwrap().starts_with("Match your box:"), "{a}");
    assert_eq!(ok(&mut h, json!({"op": "table_get", "table": id}))["history_total"], t["history_total"]);
}

#[test]
fn a_shorter_horde_track_moves_the_alert_and_is_one_undo_step() {
    let mut h = support::handler_seeded(3);
    let t = new_table(&mut h, "firesiege", &["Ann", "Bo"]);
    let id = t["table"].clone();
    assert_eq!(counter(&t, "horde", None)["max"], 24);
    // Designed track: space 18 is 6 from the skull, no warning.
    let view = set(&mut h, &id, "horde", 18);
    assert!(!alerts(&view).iter().any(|a| a.contains("from the skull")), "{:?}", alerts(&view));
    let view = ok(&mut h, op(&id, json!({"type": "match_box", "profile": short_track("Mine")})));
    assert_eq!(counter(&view, "horde", None)["max"], 20);
    assert_eq!(counter(&view, "horde", None)["labels"][20], "20 · skull");
    assert_eq!(counter(&view, "horde", None)["labels"][12], "12 · warlord");
    assert_eq!(view["profile"]["name"], "Mine");
    // rulebook: the skull on 20 warns two spaces before, on 18.
    assert!(alerts(&view).iter().any(|a| a.contains("2 spaces from the skull")), "{:?}", alerts(&view));
    let history = view["history"].as_array().unwrap();
    let line = history.last().unwrap()["text"].as_str().unwrap();
    assert!(line.starts_with("Match your box: “Mine”") && line.contains("24 → 20"), "{line}");
    // Reaching Zagal's space: the profile's second warlord space (12).
    let view = ok(&mut h, json!({"op": "table_undo", "table": id}));
    assert_eq!(counter(&view, "horde", None)["max"], 24, "one undo restores the designed track");
    assert!(view.get("profile").is_none(), "{}", view["profile"]);
    let view = ok(&mut h, json!({"op": "table_redo", "table": id}));
    assert_eq!(counter(&view, "horde", None)["max"], 20);
    // A marker past the new skull: move it first.
    ok(&mut h, json!({"op": "table_undo", "table": id}));
    set(&mut h, &id, "horde", 22);
    assert_eq!(err_kind(&mut h, op(&id, json!({"type": "match_box", "profile": short_track("Mine")}))), "BadBox");
}

#[test]
fn a_saved_profile_in_use_shapes_every_later_table_and_is_persisted() {
    let mut h = support::handler_seeded(4);
    let sheet = ok(
        &mut h,
        json!({"op": "box_save", "kind": "exiled", "profile": {"name": "Deluxe", "values": {"city_start": [12], "gate_full": [4]}}, "use": true}),
    );
    assert_eq!(sheet["in_use"], "Deluxe");
    assert_eq!(sheet["profiles"][0]["name"], "Deluxe");
    let changes = h.take_changes();
    let saved = changes.iter().find(|c| c.key == "box:exiled").expect("persisted");
    let t = new_table(&mut h, "exiled", &["Attacker", "Defenders"]);
    assert_eq!(
        (counter(&t, "city", None)["value"].clone(), counter(&t, "city", None)["max"].clone()),
        (json!(12), json!(12))
    );
    assert_eq!(counter(&t, "gate", None)["max"], 4);
    // A restart: the library comes back from its entry.
    let mut again = support::handler_seeded(5);
    again.restore(&saved.key, saved.value.clone().unwrap()).expect("restores");
    let t = new_table(&mut again, "exiled", &["Attacker", "Defenders"]);
    assert_eq!(counter(&t, "city", None)["value"], 12);
    // Back to the designed values for new tables; the saved profile stays.
    let sheet = ok(&mut again, json!({"op": "box_use", "kind": "exiled", "name": null}));
    assert_eq!((sheet["in_use"].clone(), sheet["profiles"].as_array().unwrap().len()), (Value::Null, 1));
    assert_eq!(counter(&new_table(&mut again, "exiled", &["A", "D"]), "city", None)["value"], 10);
    assert_eq!(err_kind(&mut again, json!({"op": "box_use", "kind": "exiled", "name": "Nope"})), "BadBox");
    let sheet = ok(&mut again, json!({"op": "box_delete", "kind": "exiled", "name": "Deluxe"}));
    assert_eq!(sheet["profiles"], json!([]));
    // Damaged entries are refused whole.
    let bad = json!({"profiles": [{"name": "X", "values": {"city_start": [0]}}]});
    assert_eq!(again.restore("box:exiled", bad).unwrap_err().kind, "DamagedSave");
    assert_eq!(again.restore("box:nogame", json!({})).unwrap_err().kind, "DamagedSave");
}

#[test]
fn export_import_and_the_share_code_carry_the_profile() {
    let mut h = support::handler_seeded(6);
    let t = new_table(&mut h, "firesiege", &["Ann"]);
    let id = t["table"].clone();
    ok(&mut h, op(&id, json!({"type": "match_box", "profile": short_track("Club copy")})));
    set(&mut h, &id, "horde", 18);
    let data = ok(&mut h, json!({"op": "table_export", "table": id}))["data"].clone();
    let code = ok(&mut h, json!({"op": "table_share", "table": id}))["code"].clone();
    for text in [data, code] {
        let mut other = support::handler_seeded(7);
        let view = ok(&mut other, json!({"op": "table_import", "data": text}));
        assert_eq!(view["profile"]["name"], "Club copy");
        assert_eq!(counter(&view, "horde", None)["max"], 20);
        assert_eq!(counter(&view, "horde", None)["value"], 18);
        // The profile joins the game's saved ones (not in use).
        let sheet = ok(&mut other, json!({"op": "box_sheet", "kind": "firesiege"}));
        assert_eq!((sheet["profiles"][0]["name"].clone(), sheet["in_use"].clone()), (json!("Club copy"), Value::Null));
    }
    // A crafted file with a profile that breaks a rule is refused.
    let mut file: Value =
        serde_json::from_str(ok(&mut h, json!({"op": "table_export", "table": id}))["data"].as_str().unwrap()).unwrap();
    file["state"]["profile"]["values"]["horde_warlords"] = json!([30, 31]);
    let mut other = support::handler_seeded(8);
    assert_eq!(err_kind(&mut other, json!({"op": "table_import", "data": file.to_string()})), "BadImport");
}

#[test]
fn each_game_reads_its_profile() {
    let mut h = support::handler_seeded(9);
    // Valeria: the Troop costs shown beside the Troops follow the profile.
    let strength = strength_with(&mut h, "Goblin Warrior", 5);
    let t = ok(
        &mut h,
        json!({"op": "table_new", "kind": "valeria", "players": ["Ann"], "profile": {"values": {"troop_strength": strength}}}),
    );
    let costs = t["derived"].as_array().unwrap().iter().find(|d| d["key"] == "troops.costs").unwrap()["value"].clone();
    assert!(costs.as_str().unwrap().contains("Goblin Warrior 5"), "{costs}");
    // Defenders: the deck sizes.
    let t = ok(
        &mut h,
        json!({"op": "table_new", "kind": "defenders", "players": ["Ann"], "profile": {"values": {"darkness_cards": [60]}}}),
    );
    assert_eq!(counter(&t, "darkness.deck", None)["value"], 60);
    // Heroes and Spells: the low-Life warning.
    let t = ok(
        &mut h,
        json!({"op": "table_new", "kind": "thaloria", "players": ["Ann", "Bo"], "profile": {"values": {"low_life": [15]}}}),
    );
    let id = t["table"].clone();
    let life = counter(&t, "life", Some(0))["id"].clone();
    let view = ok(&mut h, op(&id, json!({"type": "set", "counter": life, "value": 15})));
    assert!(alerts(&view).iter().any(|a| a.contains("only 15 Life Points")), "{:?}", alerts(&view));
    // A profile for another game's values is refused at the start.
    assert_eq!(
        err_kind(
            &mut h,
            json!({"op": "table_new", "kind": "exiled", "players": ["A", "D"], "profile": {"values": {"low_life": [15]}}})
        ),
        "BadBox"
    );
}

#[test]
fn zagal_enters_on_the_profiles_second_warlord_space() {
    let mut h = support::handler_seeded(10);
    let t =
        ok(&mut h, json!({"op": "table_new", "kind": "firesiege", "players": ["Ann"], "profile": short_track("Mine")}));
    let id = t["table"].clone();
    set(&mut h, &id, "zagal", 1); // On the horde track
    set(&mut h, &id, "horde", 11);
    let view = set(&mut h, &id, "horde", 12);
    let line = view["history"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string();
    assert!(line.contains("horde space 12: Zagal enters"), "{line}");
    assert_eq!(counter(&view, "zagal", None)["value"], 2, "in play");
    // Space 14, a warlord space of the designed track, is plain on this box.
    let view = set(&mut h, &id, "horde", 14);
    let line = view["history"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string();
    assert!(line.contains("horde space 14: draw a horde card") && !line.contains("warlord card"), "{line}");
}

#[test]
fn a_marall_track_with_three_numbered_spaces_a_side() {
    let mut h = support::handler_seeded(11);
    let profile = json!({"values": {"marall_spaces": [3]}});
    let t = ok(&mut h, json!({"op": "table_new", "kind": "firesiege", "players": ["Ann"], "profile": profile}));
    let id = t["table"].clone();
    let marall = counter(&t, "marall", None).clone();
    assert_eq!((marall["max"].clone(), marall["value"].clone()), (json!(8), json!(4)), "0 is the middle of 9 spaces");
    assert_eq!(marall["labels"][1], "Traitor 3");
    let view = set(&mut h, &id, "marall", 7);
    let effect =
        view["derived"].as_array().unwrap().iter().find(|d| d["key"] == "marall_effect").unwrap()["value"].clone();
    assert_eq!(effect, "ally effect ×3");
    // The ally end: the card 3 times, the marker back to 0.
    let view = set(&mut h, &id, "marall", 8);
    assert_eq!(counter(&view, "marall", None)["value"], 4);
}

#[test]
fn a_counter_still_on_its_start_moves_with_the_start() {
    let mut h = support::handler_seeded(12);
    let t = new_table(&mut h, "exiled", &["Attacker", "Defenders"]);
    let id = t["table"].clone();
    let profile = json!({"values": {"city_start": [12], "gate_full": [4]}});
    let view = ok(&mut h, op(&id, json!({"type": "match_box", "profile": profile})));
    assert_eq!(counter(&view, "city", None)["value"], 12, "an undamaged City starts at the new top");
    // A damaged Gate keeps its value.
    ok(&mut h, json!({"op": "table_undo", "table": id}));
    set(&mut h, &id, "city", 7);
    let view = ok(&mut h, op(&id, json!({"type": "match_box", "profile": profile})));
    assert_eq!(
        (counter(&view, "city", None)["value"].clone(), counter(&view, "city", None)["default"].clone()),
        (json!(7), json!(12))
    );
}

#[test]
fn the_history_names_only_the_entries_that_changed() {
    let mut h = support::handler_seeded(13);
    let t = new_table(&mut h, "valeria", &["Ann"]);
    let id = t["table"].clone();
    let strength = strength_with(&mut h, "Goblin Warrior", 5);
    let view = ok(&mut h, op(&id, json!({"type": "match_box", "profile": {"values": {"troop_strength": strength}}})));
    let line = view["history"].as_array().unwrap().last().unwrap()["text"].as_str().unwrap().to_string();
    assert_eq!(line, "Match your box: your values — Strength cost: Goblin Warrior 4 → 5");
}

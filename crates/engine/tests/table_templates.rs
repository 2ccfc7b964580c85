#![cfg(not(target_arch = "wasm32"))]
//! The generic table's templates (`table_new`'s `template`): the counters each lays out, the
//! refusals, custom dice at a template table, and that a request without `template` answers and
//! saves byte for byte as before templates existed.

mod support;

use chrono::{DateTime, Utc};
use rampart_engine::{
    CounterStyle, DieSpec, GenericTemplate, NewTable, PlayerSpec, Table, TableError, TableKind, TableOp,
};
use serde_json::{json, Value};

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap()
}

fn generic(template: Option<GenericTemplate>, names: &[&str], life: Option<i32>) -> Result<Table, TableError> {
    let players = names.iter().map(|n| PlayerSpec::Name((*n).into())).collect();
    Table::new(
        "t1".into(),
        NewTable { kind: TableKind::Generic, players, name: None, life, template, profile: None },
        42,
        at(0),
    )
}

fn id_of(t: &Table, key: &str, player: Option<usize>) -> String {
    t.counters().iter().find(|c| c.key.as_deref() == Some(key) && c.player == player).unwrap().id.clone()
}

fn value(t: &Table, key: &str, player: Option<usize>) -> i32 {
    t.counter(&id_of(t, key, player)).unwrap().value
}

fn last_line(t: &Table) -> String {
    t.history().last().unwrap().text.clone()
}

// Answers of engine commit 52232c7, the last before templates, to these very requests.
const PINNED_NEW: &str = r###"{"id":1,"ok":{"actions":[],"alerts":[],"can_redo":false,"can_undo":false,"counters":[{"carry":null,"default":30,"group":null,"id":"c1","key":"life","label":"Life","max":9999,"min":0,"note":null,"player":0,"pool":null,"role":"life","style":"number","value":30},{"carry":null,"default":30,"group":null,"id":"c2","key":"life","label":"Life","max":9999,"min":0,"note":null,"player":1,"pool":null,"role":"life","style":"number","value":30}],"created":"2026-05-28T20:26:41Z","derived":[],"ended":null,"history":[{"at":"2026-05-28T20:26:41Z","text":"New Any game table: Ann, Bo"}],"history_total":1,"kind":"generic","last_result":null,"last_roll":null,"name":"Friday","players":[{"colour":"#e05d5d","defeated":false,"index":0,"name":"Ann"},{"colour":"#123456","defeated":false,"index":1,"name":"Bo"}],"redo_label":null,"table":"t7e4328bc0f","undo_label":null,"updated":"2026-05-28T20:26:41Z"}}"###;
const PINNED_OP: &str = r###"{"id":2,"ok":{"actions":[],"alerts":[],"can_redo":false,"can_undo":true,"counters":[{"carry":null,"default":30,"group":null,"id":"c1","key":"life","label":"Life","max":9999,"min":0,"note":null,"player":0,"pool":null,"role":"life","style":"number","value":30},{"carry":null,"default":30,"group":null,"id":"c2","key":"life","label":"Life","max":9999,"min":0,"note":null,"player":1,"pool":null,"role":"life","style":"number","value":27}],"created":"2026-05-28T20:26:41Z","derived":[],"ended":null,"history":[{"at":"2026-05-28T20:26:41Z","text":"New Any game table: Ann, Bo"},{"at":"2026-05-28T20:26:42Z","text":"Bo: Life 30 → 27 (-3)"}],"history_total":2,"kind":"generic","last_result":null,"last_roll":null,"name":"Friday","players":[{"colour":"#e05d5d","defeated":false,"index":0,"name":"Ann"},{"colour":"#123456","defeated":false,"index":1,"name":"Bo"}],"redo_label":null,"table":"t7e4328bc0f","undo_label":"Bo: Life 30 → 27 (-3)","updated":"2026-05-28T20:26:42Z"}}"###;
const PINNED_EXPORT: &str = r###"{"id":3,"ok":{"data":"{\"id\":\"t7e4328bc0f\",\"kind\":\"generic\",\"created\":\"2026-05-28T20:26:41Z\",\"updated\":\"2026-05-28T20:26:42Z\",\"state\":{\"name\":\"Friday\",\"players\":[{\"name\":\"Ann\",\"colour\":\"#e05d5d\"},{\"name\":\"Bo\",\"colour\":\"#123456\"}],\"counters\":[{\"id\":\"c1\",\"label\":\"Life\",\"player\":0,\"role\":\"life\",\"value\":30,\"min\":0,\"max\":9999,\"default\":30,\"key\":\"life\",\"group\":null,\"style\":\"number\",\"pool\":null,\"carry\":null,\"note\":null},{\"id\":\"c2\",\"label\":\"Life\",\"player\":1,\"role\":\"life\",\"value\":27,\"min\":0,\"max\":9999,\"default\":30,\"key\":\"life\",\"group\":null,\"style\":\"number\",\"pool\":null,\"carry\":null,\"note\":null}],\"last_roll\":null,\"last_result\":null,\"next_counter\":3},\"history\":[{\"at\":\"2026-05-28T20:26:41Z\",\"text\":\"New Any game table: Ann, Bo\"},{\"at\":\"2026-05-28T20:26:42Z\",\"text\":\"Bo: Life 30 → 27 (-3)\"}],\"undo\":[[{\"values\":[[\"c2\",30]]},1]],\"redo\":[],\"seed\":17628806926561717905,\"rolls\":0,\"life_default\":30}","name":"Friday","table":"t7e4328bc0f"}}"###;
const PINNED_DEFAULTS: &str = r###"{"id":4,"ok":{"actions":[],"alerts":[],"can_redo":false,"can_undo":false,"counters":[{"carry":null,"default":20,"group":null,"id":"c1","key":"life","label":"Life","max":9999,"min":0,"note":null,"player":0,"pool":null,"role":"life","style":"number","value":20}],"created":"2026-05-28T20:26:43Z","derived":[],"ended":null,"history":[{"at":"2026-05-28T20:26:43Z","text":"New Any game table: Cy"}],"history_total":1,"kind":"generic","last_result":null,"last_roll":null,"name":"Any game","players":[{"colour":"#e05d5d","defeated":false,"index":0,"name":"Cy"}],"redo_label":null,"table":"te8155a62cd","undo_label":null,"updated":"2026-05-28T20:26:43Z"}}"###;

const NEW: &str =
    r##"{"id":1,"op":"table_new","players":["Ann",{"name":"Bo","colour":"#123456"}],"name":"Friday","life":30}"##;
const OP: &str =
    r##"{"id":2,"op":"table_op","table":"t7e4328bc0f","change":{"type":"adjust","counter":"c2","delta":-3}}"##;
const EXPORT: &str = r##"{"id":3,"op":"table_export","table":"t7e4328bc0f"}"##;
const DEFAULTS: &str = r##"{"id":4,"op":"table_new","players":["Cy"]}"##;

/// A view answer without its `turn` and `clock` (added after these answers were pinned: the view
/// grew two fields).
fn before_turns(answer: String) -> String {
    let mut v: Value = serde_json::from_str(&answer).unwrap();
    let turn = v["ok"].as_object_mut().unwrap().remove("turn");
    assert!(turn.is_some_and(|t| t["round"] == 1), "the view shows the turn: {answer}");
    let clock = v["ok"].as_object_mut().unwrap().remove("clock");
    assert!(clock.is_some_and(|c| c["since"].is_string()), "a new table's clock runs: {answer}");
    v.to_string()
}

/// An export without the table's session clock, the one field a new table's JSON gained since
/// these answers were pinned (a table without a clock still writes exactly as before; the rest of
/// the export is compared byte for byte).
fn before_clock(answer: String) -> String {
    let start = answer.find(r#",\"clock\":{"#).expect("a new table's export carries its running clock");
    let end = answer[start..].find('}').map(|i| start + i + 1).expect("the clock object closes");
    format!("{}{}", &answer[..start], &answer[end..])
}

#[test]
fn a_request_without_template_answers_and_saves_byte_for_byte_as_before() {
    let mut h = support::handler_seeded(7);
    assert_eq!(before_turns(h.handle_line(NEW)), PINNED_NEW);
    assert_eq!(before_turns(h.handle_line(OP)), PINNED_OP);
    assert_eq!(before_clock(h.handle_line(EXPORT)), PINNED_EXPORT);
    assert_eq!(before_turns(h.handle_line(DEFAULTS)), PINNED_DEFAULTS);
}

#[test]
fn template_life_is_the_same_as_no_template() {
    let mut h = support::handler_seeded(7);
    let with = |line: &str| {
        let mut v: Value = serde_json::from_str(line).unwrap();
        v["template"] = json!("life");
        v.to_string()
    };
    assert_eq!(before_turns(h.handle_line(&with(NEW))), PINNED_NEW);
    assert_eq!(before_turns(h.handle_line(OP)), PINNED_OP);
    assert_eq!(before_clock(h.handle_line(EXPORT)), PINNED_EXPORT, "a life table's JSON never names its template");
    assert_eq!(before_turns(h.handle_line(&with(DEFAULTS))), PINNED_DEFAULTS);
}

#[test]
fn the_life_template_gives_each_player_life() {
    for n in 2..=6 {
        let names: Vec<&str> = ["A", "B", "C", "D", "E", "F"][..n].to_vec();
        let t = generic(Some(GenericTemplate::Life), &names, Some(40)).unwrap();
        assert_eq!(t.counters().len(), n);
        assert!((0..n).all(
            |p| value(&t, "life", Some(p)) == 40 && t.role_counter(p, rampart_engine::CounterRole::Life).is_some()
        ));
        assert_eq!(t.template(), GenericTemplate::Life);
    }
}

#[test]
fn the_score_sheet_has_a_score_per_player_and_a_shared_round() {
    let mut t = generic(Some(GenericTemplate::ScoreSheet), &["Ann", "Bo", "Cy"], None).unwrap();
    assert_eq!(t.name(), "Score sheet");
    assert_eq!(last_line(&t), "New Any game (score sheet) table: Ann, Bo, Cy");
    assert_eq!(t.counters().len(), 4, "a Round and three Scores, no Life");
    assert!(t.counters().iter().all(|c| c.role.is_none()));
    let round = t.counter(&id_of(&t, "round", None)).unwrap().clone();
    assert_eq!(
        (round.label.as_str(), round.value, round.min, round.max, round.style),
        ("Round", 1, 1, 999, CounterStyle::Number)
    );
    for p in 0..3 {
        let score = t.counter(&id_of(&t, "score", Some(p))).unwrap().clone();
        assert_eq!((score.label.as_str(), score.value, score.default), ("Score", 0, 0));
        assert!(score.min < 0 && score.max >= 99_999, "penalties below 0, long games past 10 000");
        assert!(score.note.as_deref().unwrap().starts_with("designed: rulebook silent"));
    }
    // A hold on + (five), a tap, and the round: each change is a history line and an undo step.
    let ann = id_of(&t, "score", Some(0));
    t.apply(&TableOp::Adjust { counter: ann.clone(), delta: 5 }, at(1)).unwrap();
    assert_eq!(last_line(&t), "Ann: Score 0 → 5 (+5)");
    t.apply(&TableOp::Adjust { counter: ann.clone(), delta: -7 }, at(2)).unwrap();
    assert_eq!(value(&t, "score", Some(0)), -2);
    t.apply(&TableOp::Set { counter: ann, value: 12_345 }, at(3)).unwrap();
    t.apply(&TableOp::Adjust { counter: round.id.clone(), delta: 1 }, at(4)).unwrap();
    assert_eq!(last_line(&t), "Round 1 → 2 (+1)");
    assert_eq!(t.history().len(), 5);
    t.undo(at(5)).unwrap();
    assert_eq!(value(&t, "round", None), 1);
    // A player who joins gets a Score; the Round stays shared.
    t.apply(&TableOp::AddPlayer { name: "Dee".into(), colour: None }, at(6)).unwrap();
    assert_eq!(value(&t, "score", Some(3)), 0);
    assert_eq!(t.counters().iter().filter(|c| c.key.as_deref() == Some("round")).count(), 1);
    // Export and import keep the template: the Scores keep their shape.
    let back = Table::import(&t.export(), "t2".into(), at(7)).unwrap();
    assert_eq!(back.template(), GenericTemplate::ScoreSheet);
    assert_eq!(back.counters(), t.counters());
    assert!(t.export().contains(r#""template":"score_sheet""#));
}

#[test]
fn the_rounds_template_counts_rounds_and_whose_turn_it_is() {
    let mut t = generic(Some(GenericTemplate::Rounds), &["Ann", "Bo", "Cy"], None).unwrap();
    assert_eq!(t.name(), "Round counter");
    assert_eq!(t.counters().len(), 2, "a turn marker and a Round, nothing per player");
    let turn = t.counter(&id_of(&t, "turn", None)).unwrap().clone();
    assert_eq!(turn.style, CounterStyle::Steps);
    assert_eq!(turn.labels, ["Ann", "Bo", "Cy"], "the turn marker names the players");
    assert_eq!((turn.value, turn.carry.as_deref()), (0, Some("round")));
    assert_eq!(value(&t, "round", None), 1);
    for _ in 0..3 {
        t.apply(&TableOp::Advance { counter: turn.id.clone() }, at(1)).unwrap();
    }
    assert_eq!((value(&t, "turn", None), value(&t, "round", None)), (0, 2), "after the last player, round 2");
    t.apply(&TableOp::Advance { counter: turn.id.clone() }, at(2)).unwrap();
    assert_eq!(last_line(&t), "Turn: Bo");
    // The marker follows the players: renamed, joined, left.
    t.apply(&TableOp::RenamePlayer { player: 1, name: "Bea".into() }, at(3)).unwrap();
    assert_eq!(t.counter(&turn.id).unwrap().labels, ["Ann", "Bea", "Cy"]);
    t.apply(&TableOp::AddPlayer { name: "Dee".into(), colour: None }, at(4)).unwrap();
    assert_eq!(t.counter(&turn.id).unwrap().labels, ["Ann", "Bea", "Cy", "Dee"]);
    assert_eq!(t.counter(&turn.id).unwrap().max, 3);
    t.apply(&TableOp::Set { counter: turn.id.clone(), value: 3 }, at(5)).unwrap();
    t.apply(&TableOp::RemovePlayer { player: 3 }, at(6)).unwrap();
    let marker = t.counter(&turn.id).unwrap();
    assert_eq!((marker.labels.len(), marker.max, marker.value), (3, 2, 2));
    t.undo(at(7)).unwrap();
    assert_eq!(t.counter(&turn.id).unwrap().labels.len(), 4, "undo brings the player and the step back");
    // One player: each Next is a new round.
    let mut solo = generic(Some(GenericTemplate::Rounds), &["Sol"], None).unwrap();
    let turn = id_of(&solo, "turn", None);
    solo.apply(&TableOp::Advance { counter: turn }, at(1)).unwrap();
    assert_eq!(value(&solo, "round", None), 2);
    let back = Table::import(&t.export(), "t2".into(), at(8)).unwrap();
    assert_eq!((back.template(), back.counters()), (GenericTemplate::Rounds, t.counters()));
}

#[test]
fn a_starting_life_with_a_template_without_life_is_refused_naming_the_field() {
    for template in [GenericTemplate::ScoreSheet, GenericTemplate::Rounds] {
        let e = generic(Some(template), &["Ann", "Bo"], Some(20)).unwrap_err();
        assert!(matches!(e, TableError::UnusedField { field: "life", .. }), "{e:?}");
        assert!(e.to_string().contains(template.id()), "{e}");
    }
    let players = vec![PlayerSpec::Name("Ann".into())];
    let spec = NewTable {
        kind: TableKind::Valeria,
        players,
        name: None,
        life: None,
        template: Some(GenericTemplate::Rounds),
        profile: None,
    };
    let e = Table::new("t".into(), spec, 1, at(0)).unwrap_err();
    assert!(matches!(e, TableError::UnusedField { field: "template", .. }), "{e:?}");

    let mut h = support::handler_seeded(3);
    let answer: Value =
        h.handle_value(json!({"id": 1, "op": "table_new", "players": ["Ann"], "template": "score_sheet", "life": 20}));
    assert_eq!(answer["error"]["kind"], "UnusedField", "{answer}");
    assert!(answer["error"]["message"].as_str().unwrap().starts_with("`life`"), "{answer}");
    let answer: Value = h.handle_value(json!({"id": 2, "op": "table_new", "players": ["Ann"], "template": "bingo"}));
    assert_eq!(answer["error"]["kind"], "BadRequest", "{answer}");
    let answer: Value =
        h.handle_value(json!({"id": 3, "op": "table_new", "players": ["Ann", "Bo"], "template": "score_sheet"}));
    let scores = answer["ok"]["counters"].as_array().unwrap().iter().filter(|c| c["key"] == "score").count();
    assert_eq!(scores, 2, "{answer}");
}

#[test]
fn an_import_cannot_give_a_template_to_a_game_or_life_to_a_score_sheet() {
    let t = generic(Some(GenericTemplate::ScoreSheet), &["Ann"], None).unwrap();
    let mut data: Value = serde_json::from_str(&t.export()).unwrap();
    data["life_default"] = json!(20);
    assert!(matches!(Table::import(&data.to_string(), "x".into(), at(1)), Err(TableError::BadImport(_))));
    let mut data: Value = serde_json::from_str(&t.export()).unwrap();
    data["template"] = json!("life");
    let e = Table::import(&data.to_string(), "x".into(), at(1)).unwrap_err();
    assert!(e.to_string().contains("is not a Any game counter"), "a life table has no Round nor Score: {e}");
}

#[test]
fn custom_dice_roll_at_a_template_table() {
    for template in GenericTemplate::ALL {
        let mut t = generic(Some(template), &["Ann", "Bo"], None).unwrap();
        let die = DieSpec::Custom { name: "Attack".into(), faces: vec!["Hit".into(), "Miss".into(), "2".into()] };
        t.apply(&TableOp::Roll { dice: vec![die.clone(), die], player: Some(1) }, at(1)).unwrap();
        let roll = t.view().last_roll.unwrap();
        assert_eq!(roll.dice.len(), 2);
        assert!(last_line(&t).contains("Attack"), "{}", last_line(&t));
    }
}

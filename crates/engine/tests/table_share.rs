#![cfg(not(target_arch = "wasm32"))]
//! Share codes: every tracker's mid-game table goes through a code and back with the same players,
//! counters and values; a code fits a QR code; random, truncated and mutated codes never panic and
//! are refused with a typed error; crafted codes are checked like a file import.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chrono::{DateTime, Utc};
use proptest::prelude::*;
use rampart_engine::table::{share_qr, share_qr_capacity, QR_MAX_VERSION, SHARE_UNPACKED_LIMIT};
use rampart_engine::{
    DieSpec, GenericTemplate, NewTable, PlayerSpec, ShareCodeError, Table, TableError, TableKind, TableOp,
};
use serde_json::{json, Value};

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap()
}

/// Every tracker: the five games and the generic table's three templates.
fn kinds() -> Vec<(TableKind, Option<GenericTemplate>)> {
    let mut all: Vec<_> = TableKind::ALL.iter().filter(|k| **k != TableKind::Generic).map(|k| (*k, None)).collect();
    all.extend(GenericTemplate::ALL.iter().map(|t| (TableKind::Generic, Some(*t))));
    all
}

fn new_table(kind: TableKind, template: Option<GenericTemplate>, players: usize) -> Table {
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gil", "Hal"];
    let n = players.clamp(kind.info().min_players, kind.info().max_players);
    let players = names[..n].iter().map(|p| PlayerSpec::Name((*p).into())).collect();
    Table::new("t1".into(), NewTable { kind, players, name: None, life: None, template, profile: None }, 5, at(0))
        .unwrap()
}

/// A table part way through a game: a rename, a custom counter, a roll, and many value changes
/// (some refused by the rules, which is fine), from a fixed pseudo-random walk.
fn mid_game(kind: TableKind, template: Option<GenericTemplate>, players: usize) -> Table {
    let mut t = new_table(kind, template, players);
    t.apply(&TableOp::Rename { name: "Friday at Jo's".into() }, at(1)).unwrap();
    t.apply(
        &TableOp::AddCounter { label: "Gold".into(), player: Some(0), per_player: false, min: 0, max: 500, default: 3 },
        at(2),
    )
    .unwrap();
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    for i in 0..80 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let view = t.view();
        let c = &view.counters[(x % view.counters.len() as u64) as usize];
        let op = if (x >> 20) % 3 == 0 {
            TableOp::Adjust { counter: c.id.clone(), delta: ((x >> 8) % 5) as i32 - 2 }
        } else if c.pool.is_some() {
            let to = view.counters.iter().find(|d| d.pool == c.pool && d.player == c.player && d.id != c.id);
            match to {
                Some(to) => TableOp::Transfer { from: c.id.clone(), to: to.id.clone(), amount: 1 },
                None => continue,
            }
        } else {
            let span = (c.max - c.min + 1).clamp(1, 12);
            TableOp::Set { counter: c.id.clone(), value: c.min + ((x >> 30) as i32).rem_euclid(span) }
        };
        let _ = t.apply(&op, at(3 + i));
    }
    t.apply(&TableOp::Roll { dice: vec![DieSpec::Standard { sides: 6 }; 3], player: Some(0) }, at(90)).unwrap();
    t
}

/// What a share code must carry over: the counters by key (or label) and owner, with their values.
fn values(t: &Table) -> Vec<(String, Option<usize>, i32, i32, i32, i32)> {
    let mut all: Vec<_> = t
        .counters()
        .iter()
        .map(|c| (c.key.clone().unwrap_or_else(|| c.label.clone()), c.player, c.value, c.default, c.min, c.max))
        .collect();
    all.sort();
    all
}

fn round_trip(t: &Table) -> Table {
    let code = t.share_code().unwrap();
    assert!(code.starts_with("rampart-table:1:"), "{code}");
    Table::from_share_code(&code, "t2".into(), 11, at(100)).unwrap()
}

fn same_table(t: &Table, back: &Table, what: &str) {
    assert_eq!(back.kind(), t.kind(), "{what}");
    assert_eq!(back.template(), t.template(), "{what}");
    assert_eq!(back.name(), t.name(), "{what}");
    assert_eq!(back.players(), t.players(), "{what}");
    assert_eq!(values(back), values(t), "{what}");
    assert_eq!(back.view().last_roll, t.view().last_roll, "{what}");
    assert_eq!(back.view().ended, t.view().ended, "{what}");
    assert_eq!(back.id(), "t2");
    assert_eq!(back.history().len(), 1, "{what}: the history starts at the import");
}

#[test]
fn every_trackers_mid_game_table_goes_through_a_share_code_and_back() {
    for (kind, template) in kinds() {
        for players in [1, 2, 4] {
            let t = mid_game(kind, template, players);
            let back = round_trip(&t);
            same_table(&t, &back, &format!("{kind:?} {template:?} with {players}"));
            // And the imported table takes operations like any other.
            let mut back = back;
            back.apply(&TableOp::Rename { name: "Again".into() }, at(101)).unwrap();
        }
    }
}

#[test]
fn a_new_table_and_a_generic_table_with_its_own_life_go_through() {
    for (kind, template) in kinds() {
        let t = new_table(kind, template, 3);
        same_table(&t, &round_trip(&t), &format!("{kind:?} new"));
    }
    let spec = NewTable {
        kind: TableKind::Generic,
        players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bo".into())],
        name: Some("Commander".into()),
        life: Some(40),
        template: None,
        profile: None,
    };
    let t = Table::new("t1".into(), spec, 1, at(0)).unwrap();
    let back = round_trip(&t);
    same_table(&t, &back, "life 40");
    assert_eq!(back.counters()[0].default, 40);
}

#[test]
fn a_table_whose_players_changed_keeps_each_seats_values_and_defaults() {
    for (kind, template) in kinds() {
        let mut t = mid_game(kind, template, 3);
        // Someone leaves, someone joins: seats move down, per-seat starts (heroes) move with them.
        let _ = t.apply(&TableOp::RemovePlayer { player: 0 }, at(200));
        let _ = t.apply(&TableOp::AddPlayer { name: "Gus".into(), colour: Some("#123abc".into()) }, at(201));
        let _ = t.apply(&TableOp::RenamePlayer { player: 0, name: "Zed".into() }, at(202));
        same_table(&t, &round_trip(&t), &format!("{kind:?} {template:?} after seats changed"));
    }
}

#[test]
fn an_ended_game_stays_ended() {
    for (kind, template) in kinds() {
        let mut t = mid_game(kind, template, 2);
        // Push every counter to its max, then its min, until the game ends (if it can).
        for target in [true, false] {
            for c in t.view().counters {
                let value = if target { c.max } else { c.min };
                let _ = t.apply(&TableOp::Set { counter: c.id.clone(), value }, at(300));
            }
        }
        let back = round_trip(&t);
        same_table(&t, &back, &format!("{kind:?} ended: {:?}", t.view().ended));
    }
}

#[test]
fn every_trackers_mid_game_code_fits_a_qr_code() {
    for (kind, template) in kinds() {
        let players = kind.info().max_players.min(4);
        let t = mid_game(kind, template, players);
        let code = t.share_code().unwrap();
        let qr = share_qr(&code).unwrap_or_else(|| panic!("{kind:?}: {} characters", code.len()));
        assert!(qr.version <= QR_MAX_VERSION);
        assert!(qr.svg.starts_with("<svg") && qr.svg.ends_with("</svg>"), "{}", &qr.svg[..60]);
        assert_eq!(qr.modules, 17 + 4 * qr.version as usize);
        println!(
            "{kind:?} {template:?}, {players} players: {} characters, QR version {} ({}×{}, level {})",
            code.len(),
            qr.version,
            qr.modules,
            qr.modules,
            qr.ec_level
        );
    }
}

#[test]
fn the_qr_limit_is_the_stated_capacity() {
    let fits = "a".repeat(share_qr_capacity());
    let qr = share_qr(&fits).unwrap();
    assert_eq!((qr.version, qr.ec_level.as_str()), (QR_MAX_VERSION, "L"));
    assert!(share_qr(&"a".repeat(share_qr_capacity() + 1)).is_none());
    let small = share_qr("rampart-table:1:abc").unwrap();
    // 19 bytes: version 2 holds them at Q (20 bytes) but not H (14): the strongest that fits.
    assert_eq!((small.version, small.ec_level.as_str()), (2, "Q"));
}

#[test]
fn a_table_too_big_for_a_qr_code_still_has_a_code() {
    let mut t = new_table(TableKind::Generic, None, 8);
    for i in 0..150 {
        let op = TableOp::AddCounter {
            label: format!("Counter {i} with a long name x{}", i * 7919 % 1000),
            player: Some(i % 8),
            per_player: false,
            min: -(i as i32),
            max: 1000 + i as i32,
            default: i as i32 % 17,
        };
        t.apply(&op, at(1)).unwrap();
    }
    let code = t.share_code().unwrap();
    assert!(share_qr(&code).is_none(), "{} characters", code.len());
    same_table(&t, &round_trip(&t), "a big table");
}

fn pack(json: &Value) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(json.to_string().as_bytes(), 6);
    format!("rampart-table:1:{}", URL_SAFE_NO_PAD.encode(packed))
}

fn unpack(code: &str) -> Value {
    let body = code.strip_prefix("rampart-table:1:").unwrap();
    let packed = URL_SAFE_NO_PAD.decode(body).unwrap();
    serde_json::from_slice(&miniz_oxide::inflate::decompress_to_vec_zlib(&packed).unwrap()).unwrap()
}

fn refused(code: &str) -> ShareCodeError {
    match Table::from_share_code(code, "t9".into(), 1, at(9)) {
        Ok(_) => panic!("imported {code}"),
        Err(e) => e,
    }
}

#[test]
fn the_code_is_short_json_with_one_letter_fields() {
    let t = mid_game(TableKind::Valeria, None, 2);
    let json = unpack(&t.share_code().unwrap());
    assert_eq!(json["k"], "valeria");
    assert_eq!(json["n"], "Friday at Jo's");
    assert_eq!(json["p"][0], json!(["Ann", "#e05d5d"]));
    assert!(json["c"][0][0] == "Gold", "{json}");
    assert!(json.get("h").is_none() && json.get("history").is_none());
}

#[test]
fn damaged_codes_are_refused_with_what_is_wrong() {
    let t = mid_game(TableKind::Defenders, None, 2);
    let code = t.share_code().unwrap();
    assert_eq!(refused("hello"), ShareCodeError::NotACode);
    assert_eq!(refused("rampart-table:2:abc"), ShareCodeError::Version("2".into()));
    assert_eq!(refused("rampart-table:"), ShareCodeError::Damaged("no version".into()));
    assert!(matches!(refused(&code[..code.len() - 10]), ShareCodeError::Damaged(_)));
    assert!(matches!(refused(&code[..30]), ShareCodeError::Damaged(_)));
    assert!(matches!(refused(&format!("{code}!")), ShareCodeError::Damaged(_)));
    assert!(matches!(refused(&"rampart-table:1:A".repeat(5000)), ShareCodeError::TooLong(_)));
    // Whitespace and line breaks around and inside are fine (a code copied out of a message).
    let spaced = format!("  {}\n{}  \n", &code[..40], &code[40..]);
    assert!(Table::from_share_code(&spaced, "t9".into(), 1, at(9)).is_ok());
    // Every message is a sentence a player can act on.
    for e in [refused("hello"), refused("rampart-table:7:x"), refused(&code[..40])] {
        assert!(e.to_string().len() > 20, "{e}");
    }
}

#[test]
fn a_zip_bomb_is_refused_before_it_is_read() {
    let bomb = vec![b' '; SHARE_UNPACKED_LIMIT * 4];
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bomb, 10);
    let code = format!("rampart-table:1:{}", URL_SAFE_NO_PAD.encode(packed));
    assert!(code.len() < 4_000, "a small code: {}", code.len());
    assert_eq!(refused(&code), ShareCodeError::TooBig);
}

#[test]
fn crafted_codes_are_checked_like_a_file_import() {
    let t = mid_game(TableKind::Valeria, None, 2);
    let good = unpack(&t.share_code().unwrap());
    let with = |edit: &dyn Fn(&mut Value)| {
        let mut json = good.clone();
        edit(&mut json);
        refused(&pack(&json))
    };
    let bad_import = |e: ShareCodeError, names: &str| match e {
        ShareCodeError::Table(TableError::BadImport(m)) => assert!(m.contains(names), "{m} should name {names}"),
        ShareCodeError::Table(other) => assert!(other.to_string().contains(names), "{other}"),
        other => panic!("{other:?}"),
    };
    // A Turret's Impacts past the track.
    bad_import(with(&|j| j["v"] = json!([["turret1.impact", null, 9]])), "Impact");
    // A counter the kind does not have, or the same one twice.
    assert!(matches!(with(&|j| j["v"] = json!([["nope", null, 1]])), ShareCodeError::BadData(m) if m.contains("nope")));
    assert!(matches!(
        with(&|j| j["v"] = json!([["turret1.impact", null, 1], ["turret1.impact", null, 2]])),
        ShareCodeError::BadData(m) if m.contains("twice")
    ));
    // Too many players, an unknown kind, an unknown field, a bad colour, an empty name.
    let nine: Vec<Value> = (0..9).map(|i| json!([format!("P{i}"), "#000000"])).collect();
    assert!(matches!(with(&|j| j["p"] = json!(nine)), ShareCodeError::BadData(_)));
    assert!(matches!(with(&|j| j["k"] = json!("chess")), ShareCodeError::BadData(_)));
    assert!(matches!(with(&|j| j["x"] = json!(1)), ShareCodeError::BadData(m) if m.contains('x')));
    assert!(matches!(with(&|j| j["p"][0][1] = json!("red")), ShareCodeError::Table(TableError::BadPlayers(_))));
    assert!(matches!(with(&|j| j["p"][0][0] = json!("  ")), ShareCodeError::Table(_)));
    // A custom counter outside its own range, or past the user limit, or owned by nobody there.
    bad_import(with(&|j| j["c"] = json!([["Gold", 0, 0, 10, 0, 11]])), "Gold");
    bad_import(with(&|j| j["c"] = json!([["Gold", 0, 0, 10_000_000, 0, 1]])), "Gold");
    bad_import(with(&|j| j["c"] = json!([["Gold", 5, 0, 10, 0, 1]])), "Gold");
    // A pool that does not hold the box's total.
    let pooled = t.counters().iter().find(|c| c.pool.is_some()).unwrap();
    let key = pooled.key.clone().unwrap();
    let value = (pooled.value + 1).min(pooled.max);
    let edit = move |j: &mut Value| {
        let list = j["v"].as_array_mut().unwrap();
        list.retain(|v| v[0] != json!(key));
        list.push(json!([key, null, value]));
    };
    assert!(matches!(with(&edit), ShareCodeError::Table(TableError::BadImport(_))));
    // A roll whose total lies, an end that is not this kind's.
    bad_import(
        with(
            &|j| j["r"] = json!({"at": "2026-01-01T00:00:00Z", "player": null, "dice": [{"die": "d6", "face": "3", "value": 3}], "total": 9}),
        ),
        "roll",
    );
    bad_import(with(&|j| j["e"] = json!({"level": "info", "text": "hi"})), "end");
    // A starting Life for a game's tracker.
    assert!(matches!(with(&|j| j["l"] = json!(30)), ShareCodeError::BadData(_)));
}

#[test]
fn pasted_text_is_a_code_or_a_file() {
    let t = mid_game(TableKind::Exiled, None, 2);
    let from_code = Table::import_text(&t.share_code().unwrap(), "a".into(), 1, at(1)).unwrap();
    let from_file = Table::import_text(&t.export(), "b".into(), 1, at(1)).unwrap();
    assert_eq!(values(&from_code), values(&from_file));
    assert_eq!(Table::import_text("hello", "c".into(), 1, at(1)).unwrap_err(), ShareCodeError::NotATable);
    assert!(matches!(
        Table::import_text("{\"id\": 1}", "c".into(), 1, at(1)).unwrap_err(),
        ShareCodeError::Table(TableError::BadImport(_))
    ));
}

fn any_error(code: &str) {
    // Never a panic; any refusal is typed and says something.
    if let Err(e) = Table::from_share_code(code, "t".into(), 1, at(1)) {
        assert!(!e.to_string().is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(text in ".{0,300}") {
        any_error(&text);
        any_error(&format!("rampart-table:1:{text}"));
    }

    #[test]
    fn random_bytes_after_the_prefix_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        any_error(&format!("rampart-table:1:{}", URL_SAFE_NO_PAD.encode(&bytes)));
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 6);
        any_error(&format!("rampart-table:1:{}", URL_SAFE_NO_PAD.encode(packed)));
    }

    #[test]
    fn truncated_and_mutated_codes_never_panic(k in 0usize..8, cut in 0usize..2000, at_ in 0usize..2000, c in any::<u8>()) {
        let (kind, template) = kinds()[k];
        let code = mid_game(kind, template, 2).share_code().unwrap();
        let cut = cut % (code.len() + 1);
        any_error(&code[..cut]);
        let mut bytes = code.into_bytes();
        let i = at_ % bytes.len();
        bytes[i] = c;
        any_error(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_json_never_panics(k in 0usize..8, path in 0usize..64, value in prop_oneof![
        Just(json!(null)), Just(json!(-1)), Just(json!(i64::MAX)), Just(json!("")), Just(json!([])),
        Just(json!({})), Just(json!([["x", 0, 1]])), Just(json!([[null, null, null, null, null, null]])),
        Just(json!(i32::MIN)), Just(json!("#zzzzzz")),
    ]) {
        let (kind, template) = kinds()[k];
        let mut json = unpack(&mid_game(kind, template, 2).share_code().unwrap());
        let fields = ["k", "n", "p", "l", "t", "v", "g", "c", "r", "e"];
        let field = fields[path % fields.len()];
        match path / fields.len() % 3 {
            0 => json[field] = value,
            1 if json[field].is_array() && !json[field].as_array().unwrap().is_empty() => json[field][0] = value,
            _ if json[field].get(0).is_some_and(Value::is_array) => json[field][0][path % 3] = value,
            _ => json[field] = value,
        }
        any_error(&pack(&json));
    }
}

#![cfg(not(target_arch = "wasm32"))]
//! `table_share` and `table_import` of a share code, through the typed protocol as the UI sends
//! them: a code and its QR code for every tracker, the code imported as a new table with the same
//! values, and good, truncated, garbage and wrong-version codes answered with typed errors that
//! change nothing.

use rampart_engine::protocol::{Envelope, Handler, ProtocolError, Request, TableShare};
use rampart_engine::{GenericTemplate, PlayerSpec, TableKind, TableOp, TableView};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

mod support;

/// Sends `request` serialised; the `ok` value decoded as `T` (checked to lose nothing), or the error.
fn send<T: DeserializeOwned + Serialize>(h: &mut Handler, request: Request) -> Result<T, ProtocolError> {
    let line = serde_json::to_string(&Envelope::new(3, request)).unwrap();
    let answer: Value = serde_json::from_str(&h.handle_line(&line)).unwrap();
    assert_eq!(answer["id"], 3);
    if let Some(error) = answer.get("error") {
        return Err(serde_json::from_value(error.clone()).unwrap());
    }
    let ok = answer["ok"].clone();
    let typed: T = serde_json::from_value(ok.clone()).unwrap_or_else(|e| panic!("{line}: {e}\n{ok}"));
    assert_eq!(serde_json::to_value(&typed).unwrap(), ok, "decoding the answer to {line} loses nothing");
    Ok(typed)
}

fn new_table(h: &mut Handler, kind: TableKind, template: Option<GenericTemplate>) -> TableView {
    let n = kind.info().min_players.max(2).min(kind.info().max_players);
    let players = ["Ann", "Bo", "Cy"][..n].iter().map(|p| PlayerSpec::Name((*p).into())).collect();
    send(h, Request::TableNew { kind, players, name: None, life: None, template, profile: None }).unwrap()
}

/// A few changes: +1 on the first few counters the rules allow.
fn play_a_little(h: &mut Handler, view: TableView) -> TableView {
    let mut view = view;
    for c in view.counters.clone().iter().filter(|c| c.pool.is_none()).take(6) {
        let change = TableOp::Adjust { counter: c.id.clone(), delta: 1 };
        if let Ok(next) = send::<TableView>(h, Request::TableOp { table: view.table.clone(), change }) {
            view = next;
        }
    }
    view
}

fn values(view: &TableView) -> Vec<(String, Option<usize>, i32)> {
    let mut all: Vec<_> =
        view.counters.iter().map(|c| (c.key.clone().unwrap_or(c.label.clone()), c.player, c.value)).collect();
    all.sort();
    all
}

fn table_count(h: &mut Handler) -> usize {
    send::<Value>(h, Request::TableList).unwrap().as_array().unwrap().len()
}

#[test]
fn every_tracker_shares_a_code_with_a_qr_code_and_the_code_imports_as_the_same_table() {
    let mut h = support::handler_seeded(4);
    let mut kinds: Vec<_> = TableKind::ALL.iter().filter(|k| **k != TableKind::Generic).map(|k| (*k, None)).collect();
    kinds.extend(GenericTemplate::ALL.iter().map(|t| (TableKind::Generic, Some(*t))));
    for (kind, template) in kinds {
        let view = new_table(&mut h, kind, template);
        let view = play_a_little(&mut h, view);
        let share: TableShare = send(&mut h, Request::TableShare { table: view.table.clone() }).unwrap();
        assert_eq!((share.table.as_str(), share.name.as_str()), (view.table.as_str(), view.name.as_str()));
        assert!(share.code.starts_with("rampart-table:1:"));
        let qr =
            share.qr.as_ref().unwrap_or_else(|| panic!("{kind:?}: no QR code for {} characters", share.code.len()));
        assert!(qr.svg.starts_with("<svg") && qr.svg.contains("#000000") && qr.svg.contains("#ffffff"));
        assert!(share.code.len() <= share.qr_capacity);
        let back: TableView = send(&mut h, Request::TableImport { data: share.code.clone() }).unwrap();
        assert_ne!(back.table, view.table, "a new id");
        assert_eq!(back.kind, view.kind);
        assert_eq!(back.name, view.name);
        assert_eq!(values(&back), values(&view), "{kind:?}: the same counters and values");
        assert!(!back.can_undo, "{kind:?}: a code carries no undo");
        // The file still imports too, through the same op.
        let file: rampart_engine::protocol::TableExport =
            send(&mut h, Request::TableExport { table: view.table.clone() }).unwrap();
        let again: TableView = send(&mut h, Request::TableImport { data: file.data }).unwrap();
        assert_eq!(values(&again), values(&view));
    }
}

#[test]
fn truncated_garbage_and_wrong_version_codes_are_refused_and_change_nothing() {
    let mut h = support::handler_seeded(5);
    let view = new_table(&mut h, TableKind::Valeria, None);
    let view = play_a_little(&mut h, view);
    let share: TableShare = send(&mut h, Request::TableShare { table: view.table.clone() }).unwrap();
    let tables = table_count(&mut h);
    let _ = h.take_changes();
    let code = share.code.clone();
    let cases = [
        (code[..code.len() / 2].to_string(), "BadShareCode", "damaged"),
        (format!("{code}xyz"), "BadShareCode", "damaged"),
        ("rampart-table:1:not base64 at all!".into(), "BadShareCode", "damaged"),
        (code.replacen(":1:", ":9:", 1), "BadShareCode", "version"),
        ("rampart-table:".into(), "BadShareCode", "damaged"),
        ("hello there".into(), "BadImport", "neither a table file nor a share code"),
        ("".into(), "BadImport", "neither"),
        ("{not json".into(), "BadImport", "not a valid table"),
    ];
    for (data, kind, says) in cases {
        let e = send::<TableView>(&mut h, Request::TableImport { data: data.clone() }).unwrap_err();
        assert_eq!(e.kind, kind, "{data:?}: {e:?}");
        assert!(e.message.contains(says), "{data:?}: {} should say {says:?}", e.message);
    }
    assert_eq!(table_count(&mut h), tables, "nothing was created");
    assert!(h.take_changes().is_empty(), "nothing to save");
    // And the good code still imports.
    let back: TableView = send(&mut h, Request::TableImport { data: format!("\n  {code}  \n") }).unwrap();
    assert_eq!(values(&back), values(&view));
}

#[test]
fn table_share_of_a_missing_table_says_so() {
    let mut h = support::handler_seeded(6);
    let e = send::<TableShare>(&mut h, Request::TableShare { table: "t404".into() }).unwrap_err();
    assert_eq!(e.kind, "NoSuchTable");
    let answer: Value = serde_json::from_str(&h.handle_line(r#"{"op": "table_share"}"#)).unwrap();
    assert_eq!(answer["error"]["kind"], "BadRequest");
}

#[test]
fn a_table_too_big_for_a_qr_code_gets_its_code_and_no_svg() {
    let mut h = support::handler_seeded(7);
    let view = new_table(&mut h, TableKind::Generic, None);
    for i in 0..120 {
        let change = TableOp::AddCounter {
            label: format!("Tally {i} of the long evening {}", i * 7919 % 997),
            player: Some(i % 2),
            per_player: false,
            min: -(i as i32),
            max: 5000 + i as i32,
            default: (i * 13 % 29) as i32,
        };
        send::<TableView>(&mut h, Request::TableOp { table: view.table.clone(), change }).unwrap();
    }
    let share: TableShare = send(&mut h, Request::TableShare { table: view.table.clone() }).unwrap();
    assert!(share.qr.is_none(), "{} characters", share.code.len());
    assert!(share.code.len() > share.qr_capacity);
    let back: TableView = send(&mut h, Request::TableImport { data: share.code }).unwrap();
    assert_eq!(back.counters.len(), 122);
}

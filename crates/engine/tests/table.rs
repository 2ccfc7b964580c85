#![cfg(not(target_arch = "wasm32"))]
//! Table mode: counters, Life Points, dice, history, undo and redo.

use chrono::{DateTime, Utc};
use rampart_engine::{AlertLevel, CounterRole, DieSpec, NewTable, PlayerSpec, Table, TableError, TableKind, TableOp};

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap()
}

fn table(kind: TableKind, names: &[&str]) -> Table {
    let players = names.iter().map(|n| PlayerSpec::Name((*n).into())).collect();
    Table::new(
        "t1".into(),
        NewTable { kind, players, name: None, life: None, template: None, profile: None },
        42,
        at(0),
    )
    .unwrap()
}

fn life(t: &Table, p: usize) -> (String, i32) {
    let c = t.role_counter(p, CounterRole::Life).unwrap();
    (c.id.clone(), c.value)
}

#[test]
fn heroes_and_spells_life_is_40_for_two_and_30_for_three_to_five() {
    let two = table(TableKind::Thaloria, &["Ann", "Bo"]);
    assert_eq!(life(&two, 0).1, 40);
    for n in 3..=5 {
        let names: Vec<&str> = ["A", "B", "C", "D", "E"][..n].to_vec();
        let t = table(TableKind::Thaloria, &names);
        assert!((0..n).all(|p| life(&t, p).1 == 30), "{n} wizards start at 30");
    }
    let one = Table::new(
        "x".into(),
        NewTable {
            kind: TableKind::Thaloria,
            players: vec![PlayerSpec::Name("Solo".into())],
            name: None,
            life: None,
            template: None,
            profile: None,
        },
        1,
        at(0),
    );
    assert!(matches!(one, Err(TableError::BadPlayers(_))));
}

#[test]
fn a_wizard_at_zero_is_defeated_and_life_never_goes_below() {
    let mut t = table(TableKind::Thaloria, &["Ann", "Bo"]);
    let (id, _) = life(&t, 1);
    t.apply(&TableOp::Adjust { counter: id.clone(), delta: -45 }, at(1)).unwrap();
    assert_eq!(life(&t, 1).1, 0);
    assert!(t.is_defeated(1) && !t.is_defeated(0));
    assert!(t.view().players[1].defeated);
    assert!(t.history().last().unwrap().text.contains("Bo is defeated"));
    let before = t.clone();
    assert!(matches!(t.apply(&TableOp::Adjust { counter: id, delta: -1 }, at(2)), Err(TableError::AtLimit { .. })));
    assert_eq!(t, before, "a refused change records nothing");
}

#[test]
fn undo_and_redo_any_operation() {
    let mut t = table(TableKind::Generic, &["Ann", "Bo"]);
    let (id, start) = life(&t, 0);
    assert_eq!(start, 20);
    t.apply(&TableOp::Adjust { counter: id.clone(), delta: -3 }, at(1)).unwrap();
    t.apply(&TableOp::Roll { dice: vec![DieSpec::Standard { sides: 6 }], player: Some(0) }, at(2)).unwrap();
    t.apply(&TableOp::RenamePlayer { player: 1, name: "Bea".into() }, at(3)).unwrap();
    let full = t.clone();
    assert_eq!(t.view().undo_label.as_deref(), Some("Bo is now Bea"));
    t.undo(at(4)).unwrap();
    t.undo(at(4)).unwrap();
    assert!(t.view().last_roll.is_none());
    assert_eq!(t.players()[1].name, "Bo");
    assert_eq!(life(&t, 0).1, 17);
    t.undo(at(5)).unwrap();
    assert_eq!(life(&t, 0).1, 20);
    assert_eq!(t.undo(at(5)), Err(TableError::NothingToUndo));
    for _ in 0..3 {
        t.redo(at(6)).unwrap();
    }
    assert_eq!(t.redo(at(6)), Err(TableError::NothingToRedo));
    assert_eq!(t.counters(), full.counters());
    assert_eq!(t.players(), full.players());
    assert_eq!(t.history().len(), full.history().len());
    assert_eq!(t.view().last_roll, full.view().last_roll);
}

#[test]
fn a_new_operation_after_undo_clears_redo() {
    let mut t = table(TableKind::Generic, &["Ann"]);
    let (id, _) = life(&t, 0);
    t.apply(&TableOp::Adjust { counter: id.clone(), delta: 1 }, at(1)).unwrap();
    t.undo(at(2)).unwrap();
    t.apply(&TableOp::Adjust { counter: id, delta: 5 }, at(3)).unwrap();
    assert!(!t.view().can_redo);
    assert_eq!(life(&t, 0).1, 25);
}

#[test]
fn dice_roll_in_range_are_logged_and_an_undone_roll_is_not_rolled_again() {
    let mut t = table(TableKind::Generic, &["Ann", "Bo"]);
    let mut seen = [false; 31];
    for i in 0..300 {
        t.apply(&TableOp::Roll { dice: vec![DieSpec::Standard { sides: 30 }], player: None }, at(i)).unwrap();
        let roll = t.view().last_roll.unwrap();
        let v = roll.dice[0].value.unwrap();
        assert!((1..=30).contains(&v));
        seen[v as usize] = true;
    }
    assert!(seen[1..].iter().filter(|s| **s).count() > 25, "a d30 shows most faces in 300 rolls");
    assert_eq!(t.history().len(), 301);
    let custom = DieSpec::Custom { name: "Combat".into(), faces: vec!["Hit".into(), "Miss".into(), "2".into()] };
    let firsts: Vec<String> = (0..10)
        .map(|i| {
            t.apply(
                &TableOp::Roll { dice: vec![custom.clone(), DieSpec::Standard { sides: 12 }], player: Some(1) },
                at(400 + i),
            )
            .unwrap();
            let roll = t.view().last_roll.unwrap();
            assert!(["Hit", "Miss", "2"].contains(&roll.dice[0].face.as_str()));
            t.undo(at(500)).unwrap();
            format!("{:?}", roll.dice)
        })
        .collect();
    assert!(firsts.windows(2).any(|w| w[0] != w[1]), "undo does not rewind the dice");
    for bad in [
        vec![DieSpec::Standard { sides: 1 }],
        vec![],
        vec![DieSpec::Custom { name: "X".into(), faces: vec!["only".into()] }],
    ] {
        assert!(matches!(t.apply(&TableOp::Roll { dice: bad, player: None }, at(9)), Err(TableError::BadDie(_))));
    }
}

#[test]
fn counters_can_be_added_per_player_or_shared_and_removed() {
    let mut t = table(TableKind::Generic, &["Ann", "Bo"]);
    t.apply(
        &TableOp::AddCounter { label: "Poison".into(), player: None, per_player: true, min: 0, max: 10, default: 0 },
        at(1),
    )
    .unwrap();
    t.apply(
        &TableOp::AddCounter { label: "Round".into(), player: None, per_player: false, min: 1, max: 20, default: 1 },
        at(2),
    )
    .unwrap();
    assert_eq!(t.counters().len(), 5);
    let round = t.counters().iter().find(|c| c.label == "Round").unwrap().id.clone();
    assert!(matches!(
        t.apply(&TableOp::Set { counter: round.clone(), value: 21 }, at(3)),
        Err(TableError::OutOfRange { .. })
    ));
    t.apply(&TableOp::Set { counter: round.clone(), value: 7 }, at(3)).unwrap();
    t.apply(&TableOp::Reset { counter: round.clone() }, at(4)).unwrap();
    assert_eq!(t.counter(&round).unwrap().value, 1);
    assert!(matches!(
        t.apply(
            &TableOp::AddCounter { label: "Bad".into(), player: None, per_player: false, min: 5, max: 1, default: 0 },
            at(5)
        ),
        Err(TableError::BadCounter(_))
    ));
    t.apply(&TableOp::RemoveCounter { counter: round.clone() }, at(6)).unwrap();
    assert!(t.counter(&round).is_none());
    assert!(matches!(t.apply(&TableOp::Reset { counter: round }, at(7)), Err(TableError::NoSuchCounter(_))));
}

#[test]
fn removing_a_player_takes_their_counters_and_keeps_the_others_right() {
    let mut t = table(TableKind::Generic, &["Ann", "Bo", "Cy"]);
    let (cy_life, _) = life(&t, 2);
    t.apply(&TableOp::Adjust { counter: cy_life.clone(), delta: -2 }, at(1)).unwrap();
    t.apply(&TableOp::RemovePlayer { player: 1 }, at(2)).unwrap();
    assert_eq!(t.players().len(), 2);
    assert_eq!(t.players()[1].name, "Cy");
    assert_eq!(life(&t, 1), (cy_life, 18));
    assert_eq!(t.counters().len(), 2);
    t.apply(&TableOp::AddPlayer { name: "Di".into(), colour: Some("#ABCDEF".into()) }, at(3)).unwrap();
    assert_eq!(t.players()[2].colour, "#abcdef");
    assert_eq!(life(&t, 2).1, 20);
    assert!(matches!(
        t.apply(&TableOp::SetColour { player: 0, colour: "red".into() }, at(4)),
        Err(TableError::BadPlayers(_))
    ));
    assert!(matches!(
        t.apply(&TableOp::RenamePlayer { player: 9, name: "Z".into() }, at(4)),
        Err(TableError::NoSuchPlayer(9))
    ));
    assert!(matches!(
        t.apply(&TableOp::RenamePlayer { player: 0, name: "   ".into() }, at(4)),
        Err(TableError::BadPlayers(_))
    ));
}

#[test]
fn a_table_round_trips_through_json_with_its_undo_history() {
    let mut t = table(TableKind::Generic, &["Ann", "Bo"]);
    let (id, _) = life(&t, 0);
    t.apply(&TableOp::Adjust { counter: id, delta: -5 }, at(1)).unwrap();
    let json = serde_json::to_string(&t).unwrap();
    let mut back: Table = serde_json::from_str(&json).unwrap();
    assert_eq!(back, t);
    back.undo(at(2)).unwrap();
    assert_eq!(life(&back, 0).1, 20);
}

// ---- the audit's generic items (11, 12, 18) ----

fn key_id(t: &Table, key: &str, player: Option<usize>) -> String {
    t.counters().iter().find(|c| c.key.as_deref() == Some(key) && c.player == player).unwrap().id.clone()
}

fn set_key(t: &mut Table, key: &str, value: i32, s: i64) -> Result<(), TableError> {
    let counter = key_id(t, key, None);
    t.apply(&TableOp::Set { counter, value }, at(s))
}

fn ends(t: &Table, level: AlertLevel) -> Vec<String> {
    t.view().alerts.into_iter().filter(|a| a.level == level).map(|a| a.text).collect()
}

#[test]
fn the_end_of_the_game_stands_until_undone_or_reopened() {
    let mut t = table(TableKind::Valeria, &["Ann"]);
    set_key(&mut t, "turret2.impact", 4, 1).unwrap();
    let end = t.view().ended.expect("a 4th Impact ends the game");
    assert_eq!(end.level, AlertLevel::Loss);
    assert!(t.view().alerts[0] == end, "the end comes first");
    // A later change that takes the Impact back does not take the loss back.
    set_key(&mut t, "turret2.impact", 2, 2).unwrap();
    assert_eq!(t.view().ended.as_ref(), Some(&end));
    assert_eq!(ends(&t, AlertLevel::Loss), std::slice::from_ref(&end.text));
    // Undo past it: gone; redo: back.
    t.undo(at(3)).unwrap();
    assert!(t.view().ended.is_some(), "one undo is not yet past the end");
    t.undo(at(4)).unwrap();
    assert!(t.view().ended.is_none() && ends(&t, AlertLevel::Loss).is_empty());
    t.redo(at(5)).unwrap();
    assert_eq!(t.view().ended.as_ref(), Some(&end));
    // Reopen: play goes on; the history says so, and undo takes the reopening back.
    t.apply(&TableOp::Reopen, at(6)).unwrap();
    assert!(t.view().ended.is_none());
    assert!(t.history().last().unwrap().text.starts_with("Game reopened"));
    assert_eq!(ends(&t, AlertLevel::Loss).len(), 1, "the counters still show the loss, now reopened");
    let before = t.clone();
    assert!(matches!(t.apply(&TableOp::Reopen, at(7)), Err(TableError::Rule(_))), "nothing to reopen");
    assert_eq!(t, before);
    t.undo(at(8)).unwrap();
    assert_eq!(t.view().ended.as_ref(), Some(&end));
    // A whole reset is a new game.
    t.apply(&TableOp::ResetAll, at(9)).unwrap();
    assert!(t.view().ended.is_none());
    // The end survives export and import.
    set_key(&mut t, "turret1.impact", 4, 10).unwrap();
    let back = Table::import(&t.export(), "t2".into(), at(11)).unwrap();
    assert_eq!(back.view().ended, t.view().ended);
}

#[test]
fn a_win_is_not_turned_into_a_loss_by_a_later_edit() {
    let mut t = table(TableKind::Defenders, &["Ann", "Bo"]);
    for (key, track) in [("varkolak.wounds", 5), ("sapphire.wounds", 4), ("balazarg.wounds", 6), ("gorgutt.wounds", 6)]
    {
        set_key(&mut t, key, track, 1).unwrap();
    }
    let won = t.view().ended.expect("all four Generals defeated");
    assert_eq!(won.level, AlertLevel::Victory);
    set_key(&mut t, "crystals", 12, 2).unwrap();
    let v = t.view();
    assert_eq!(v.ended.as_ref(), Some(&won));
    assert!(ends(&t, AlertLevel::Loss).is_empty(), "{:?}", v.alerts);
    assert!(v.alerts.iter().any(|a| a.level == AlertLevel::Info && a.text.starts_with("After the end of the game")));
    assert!(!t.history().last().unwrap().text.contains("LOSS"));
    t.validate().unwrap();
}

#[test]
fn every_history_line_names_its_counter_in_full() {
    for kind in TableKind::ALL {
        let names: Vec<&str> =
            ["Ann", "Bo", "Cy"][..kind.info().min_players.max(2).min(kind.info().max_players)].to_vec();
        let base = table(kind, &names);
        for c in base.counters().iter().filter(|c| c.group.is_some() && c.pool.is_none()) {
            let mut t = base.clone();
            let ok = [1, -1]
                .into_iter()
                .any(|delta| t.apply(&TableOp::Adjust { counter: c.id.clone(), delta }, at(1)).is_ok());
            if !ok {
                continue;
            }
            let group = c.group.clone().unwrap();
            let mut want = c.label.clone();
            if !c.label.to_lowercase().contains(&group.to_lowercase()) {
                want = format!("{group}: {want}");
            }
            if let Some(p) = c.player {
                want = format!("{}: {want}", names[p]);
            }
            let line = t.history().last().unwrap().text.clone();
            assert!(line.starts_with(&want), "{kind:?}: {line:?} does not start with {want:?}");
            assert_eq!(t.view().undo_label, Some(line));
        }
    }
}

#[test]
fn a_set_to_the_current_value_records_nothing() {
    for kind in TableKind::ALL {
        let mut t = table(kind, &["Ann", "Bo"][..kind.info().min_players.max(1)]);
        let before = t.clone();
        for c in before.counters().iter().filter(|c| c.pool.is_none()) {
            t.apply(&TableOp::Set { counter: c.id.clone(), value: c.value }, at(1)).unwrap();
            t.apply(&TableOp::Reset { counter: c.id.clone() }, at(1)).unwrap();
        }
        t.apply(&TableOp::RenamePlayer { player: 0, name: "Ann".into() }, at(2)).unwrap();
        assert_eq!(t, before, "{kind:?}: no history line, no undo step");
        assert!(!t.view().can_undo);
    }
}

#[test]
fn the_trackers_own_counters_cannot_be_removed() {
    for kind in TableKind::ALL.into_iter().filter(|k| *k != TableKind::Generic) {
        let mut t = table(kind, &["Ann", "Bo"][..kind.info().min_players.max(1)]);
        let before = t.clone();
        for c in before.counters() {
            match t.apply(&TableOp::RemoveCounter { counter: c.id.clone() }, at(1)) {
                Err(TableError::BadCounter(m)) => assert!(m.contains(&c.label), "{kind:?}: {m}"),
                other => panic!("{kind:?}: removing {} gave {other:?}", c.label),
            }
        }
        assert_eq!(t, before);
        // A counter the players added goes as before.
        let add =
            TableOp::AddCounter { label: "Gold".into(), player: None, per_player: false, min: 0, max: 9, default: 0 };
        t.apply(&add, at(2)).unwrap();
        let gold = t.counters().iter().find(|c| c.label == "Gold").unwrap().id.clone();
        t.apply(&TableOp::RemoveCounter { counter: gold }, at(3)).unwrap();
        assert!(t.history().last().unwrap().text.contains("Removed counter Gold"));
    }
    // The generic table has no rules that read its counters: Life may go.
    let mut t = table(TableKind::Generic, &["Ann"]);
    let (life, _) = life(&t, 0);
    t.apply(&TableOp::RemoveCounter { counter: life }, at(1)).unwrap();
}

#[test]
fn a_game_table_refuses_a_starting_life() {
    for kind in TableKind::ALL.into_iter().filter(|k| *k != TableKind::Generic) {
        let names = ["Ann", "Bo"][..kind.info().min_players.max(1)].iter().map(|n| PlayerSpec::Name((*n).into()));
        let spec =
            NewTable { kind, players: names.collect(), name: None, life: Some(10), template: None, profile: None };
        let err = Table::new("t1".into(), spec, 1, at(0)).unwrap_err();
        assert!(matches!(&err, TableError::BadCounter(m) if m.contains("starting Life")), "{kind:?}: {err}");
    }
}

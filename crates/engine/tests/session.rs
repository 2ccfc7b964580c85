#![cfg(not(target_arch = "wasm32"))]
//! The Session on the test game: replay determinism, the undo policy, redo, saves and
//! damaged saves, and illegal actions leaving everything unchanged.

use rampart_engine::{
    Bonus, Game, LogEntry, Pig, PigAction, PigChance, PigConfig, SaveError, SaveFile, Session, SessionError, ToAct,
    UndoError,
};

fn session(seed: u64) -> Session<Pig> {
    Session::new(PigConfig::default(), seed).unwrap()
}

/// Plays a fixed script: each string is a decision; chance is sampled from the seed.
fn play(s: &mut Session<Pig>, steps: usize) {
    for _ in 0..steps {
        match s.to_act() {
            ToAct::Chance => {
                s.sample_chance().unwrap();
            }
            ToAct::Decision { .. } => {
                let hold = s.state().turn_total() >= 12;
                let mut legal = Vec::new();
                s.state().legal_actions(&mut legal);
                let a = if legal.contains(&PigAction::Reveal) {
                    PigAction::Reveal
                } else if legal.contains(&PigAction::Bank) {
                    PigAction::Bank
                } else if hold {
                    PigAction::Hold
                } else {
                    PigAction::Roll
                };
                s.act(&a).unwrap();
            }
            ToAct::GameOver => break,
        }
    }
}

#[test]
fn same_seed_and_decisions_give_the_same_game() {
    let (mut a, mut b) = (session(99), session(99));
    play(&mut a, 300);
    play(&mut b, 300);
    assert_eq!(a.log(), b.log());
    assert_eq!(a.state_hash(), b.state_hash());
    let mut c = session(100);
    play(&mut c, 300);
    assert_ne!(a.log(), c.log(), "another seed rolls differently");
}

#[test]
fn replay_reproduces_the_state_exactly() {
    let mut s = session(5);
    play(&mut s, 250);
    let replayed = Session::<Pig>::replay(PigConfig::default(), 5, s.log()).unwrap();
    assert_eq!(replayed.state(), s.state());
    assert_eq!(replayed.events(), s.events());
}

#[test]
fn replay_names_the_first_bad_entry() {
    let log: Vec<LogEntry<Pig>> = vec![
        LogEntry::Decision { seat: 0, action: PigAction::Roll, reveals: false, pass: false },
        LogEntry::Decision { seat: 0, action: PigAction::Hold, reveals: false, pass: false },
    ];
    match Session::<Pig>::replay(PigConfig::default(), 1, &log) {
        Err(SessionError::Replay { index: 1, .. }) => {}
        other => panic!("expected a replay error at entry 1, got {other:?}"),
    }
}

#[test]
fn a_seat_undoes_its_own_decisions_back_to_the_last_roll() {
    let mut s = session(1);
    s.act(&PigAction::Roll).unwrap();
    s.apply_chance(&PigChance::Die(4)).unwrap();
    assert_eq!(s.can_undo(0), Err(UndoError::ChanceSince("a die was rolled: 4".into())));
    assert!(s.undo(0).is_err());
    s.act(&PigAction::Roll).unwrap();
    let before_undo = s.state().clone();
    s.undo(0).unwrap();
    assert_eq!(s.to_act(), ToAct::Decision { seat: 0 });
    assert_eq!(s.state().turn_total(), 4);
    assert!(s.can_redo());
    s.redo().unwrap();
    assert_eq!(s.state(), &before_undo);
    assert!(!s.can_redo());
}

#[test]
fn undo_stops_at_another_seat_s_decision() {
    let mut s = session(1);
    s.act(&PigAction::Roll).unwrap();
    s.apply_chance(&PigChance::Die(3)).unwrap();
    s.act(&PigAction::Hold).unwrap(); // seat 0 ends the turn
    assert_eq!(s.can_undo(1), Err(UndoError::OtherSeat(0)));
    s.undo(0).unwrap(); // seat 0 may still take back its hold
    assert_eq!(s.to_act(), ToAct::Decision { seat: 0 });
    s.act(&PigAction::Hold).unwrap();
    s.act(&PigAction::Hold).unwrap(); // seat 1 holds 0
    assert_eq!(s.can_undo(0), Err(UndoError::OtherSeat(1)));
}

#[test]
fn a_revealing_decision_cannot_be_undone() {
    let mut s = session(1);
    for face in [5, 5] {
        s.act(&PigAction::Roll).unwrap();
        s.apply_chance(&PigChance::Die(face)).unwrap();
    }
    s.act(&PigAction::Hold).unwrap();
    s.apply_chance(&PigChance::Card(Bonus(2))).unwrap();
    s.act(&PigAction::Hold).unwrap(); // seat 1
    s.act(&PigAction::Reveal).unwrap(); // seat 0 reveals
    assert!(matches!(s.can_undo(0), Err(UndoError::Revealed(_))));
}

#[test]
fn a_new_step_clears_redo() {
    let mut s = session(1);
    s.act(&PigAction::Roll).unwrap();
    s.undo(0).unwrap();
    s.act(&PigAction::Hold).unwrap();
    assert!(!s.can_redo());
    assert_eq!(s.redo(), Ok(false));
    assert_eq!(session(1).undo(0), Err(UndoError::NothingToUndo));
}

#[test]
fn illegal_steps_leave_the_session_unchanged() {
    let mut s = session(3);
    let before = (s.state().clone(), s.log().to_vec());
    assert!(matches!(s.act(&PigAction::Bank), Err(SessionError::Rule(rampart_engine::RuleError::Illegal { .. }))));
    assert!(matches!(s.act_as(1, &PigAction::Roll), Err(SessionError::NotYourTurn { expected: 0, got: 1 })));
    assert!(matches!(s.apply_chance(&PigChance::Die(2)), Err(SessionError::NotChance(_))));
    assert!(matches!(s.sample_chance(), Err(SessionError::NotChance(_))));
    s.act(&PigAction::Roll).unwrap();
    let mid = (s.state().clone(), s.log().to_vec());
    assert!(matches!(s.act(&PigAction::Hold), Err(SessionError::NotADecision(_))));
    assert!(s.apply_chance(&PigChance::Die(9)).is_err());
    assert_eq!((s.state().clone(), s.log().to_vec()), mid);
    assert_ne!(before.1, mid.1);
}

#[test]
fn save_and_load_round_trip_with_redo() {
    let mut s = session(77);
    play(&mut s, 120);
    while s.to_act() == ToAct::Chance {
        s.sample_chance().unwrap();
    }
    if let ToAct::Decision { seat } = s.to_act() {
        s.act(&PigAction::Roll).unwrap();
        s.undo(seat).unwrap();
    }
    let save = s.to_save(serde_json::json!({"note": "kept"}));
    let text = serde_json::to_string_pretty(&save).unwrap();
    let loaded = Session::<Pig>::from_save(&SaveFile::from_json(&text).unwrap()).unwrap();
    assert_eq!(loaded.state(), s.state());
    assert_eq!(loaded.log(), s.log());
    assert_eq!(loaded.redo_stack(), s.redo_stack());
    assert_eq!(save.meta["note"], "kept");
}

#[test]
fn a_redo_list_that_does_not_replay_is_refused_at_load() {
    let mut s = session(77);
    play(&mut s, 40);
    while s.to_act() == ToAct::Chance {
        s.sample_chance().unwrap();
    }
    let ToAct::Decision { seat } = s.to_act() else { panic!("a decision is due") };
    s.act(&PigAction::Roll).unwrap();
    s.undo(seat).unwrap();
    let good = serde_json::to_value(s.to_save(serde_json::Value::Null)).unwrap();
    assert!(Session::<Pig>::from_save(&SaveFile::from_value(good.clone()).unwrap()).unwrap().can_redo());
    // A redo step of the wrong seat, then one that is not the step due (a chance outcome now).
    let mut other_seat = good["redo"][0].clone();
    other_seat["seat"] = (1 - seat).into();
    let chance = good["log"].as_array().unwrap().iter().find(|e| e["kind"] == "chance").cloned().unwrap();
    assert_ne!(other_seat, good["redo"][0]);
    for broken in [other_seat, chance] {
        let mut save = good.clone();
        save["redo"] = serde_json::json!([broken]);
        let save = SaveFile::from_value(save).unwrap();
        match Session::<Pig>::from_save(&save) {
            Err(SaveError::Damaged(m)) => assert!(m.contains("redo step 1"), "{m}"),
            Err(other) => panic!("refused with the wrong error: {other:?}"),
            Ok(loaded) => panic!("a redo that cannot replay loaded: can_redo {}", loaded.can_redo()),
        }
    }
}

#[test]
fn damaged_saves_are_refused_with_an_error() {
    let mut s = session(8);
    play(&mut s, 60);
    let good = serde_json::to_value(s.to_save(serde_json::Value::Null)).unwrap();
    let text = good.to_string();

    assert!(matches!(SaveFile::from_json(&text[..text.len() / 2]), Err(SaveError::Damaged(_))));
    assert!(matches!(SaveFile::from_json("[1,2,3]"), Err(SaveError::Damaged(_))));
    assert!(matches!(SaveFile::from_json(""), Err(SaveError::Damaged(_))));

    let mut newer = good.clone();
    newer["version"] = 99.into();
    assert_eq!(SaveFile::from_value(newer), Err(SaveError::TooNew(99)));

    let mut hash = good.clone();
    hash["state_hash"] = "00".into();
    let save = SaveFile::from_value(hash).unwrap();
    assert!(matches!(Session::<Pig>::from_save(&save), Err(SaveError::Replay(_))));

    let mut entry = good.clone();
    entry["log"][0] = serde_json::json!({"kind": "decision", "seat": 0, "action": "fly"});
    let save = SaveFile::from_value(entry).unwrap();
    assert!(matches!(Session::<Pig>::from_save(&save), Err(SaveError::Damaged(_))));

    let mut order = good.clone();
    let log = order["log"].as_array_mut().unwrap();
    log.swap(0, 1);
    let save = SaveFile::from_value(order).unwrap();
    assert!(matches!(Session::<Pig>::from_save(&save), Err(SaveError::Replay(_))));

    let mut game = good;
    game["game"] = "valeria".into();
    let save = SaveFile::from_value(game).unwrap();
    assert!(matches!(Session::<Pig>::from_save(&save), Err(SaveError::WrongGame { .. })));
}

#[test]
fn chance_is_sampled_from_the_seed_and_the_log_length() {
    let mut a = session(11);
    a.act(&PigAction::Roll).unwrap();
    let rolled = a.sample_chance().unwrap();
    // Undo can't cross chance, so the only way to "re-roll" is the same log, which rolls the same.
    let mut b = session(11);
    b.act(&PigAction::Roll).unwrap();
    assert_eq!(b.sample_chance().unwrap(), rolled);
}

/// Plays Pig to its end with the fixed script.
fn finished(seed: u64) -> Session<Pig> {
    let mut s = session(seed);
    play(&mut s, 100_000);
    assert_eq!(s.to_act(), ToAct::GameOver);
    s
}

#[test]
fn a_finished_game_answers_game_over_to_every_step() {
    let mut s = finished(21);
    let before = (s.state().clone(), s.log().to_vec());
    assert_eq!(s.act(&PigAction::Roll).map(drop), Err(SessionError::GameOver));
    assert_eq!(s.act_as(0, &PigAction::Roll).map(drop), Err(SessionError::GameOver));
    assert_eq!(s.act_as(1, &PigAction::Hold).map(drop), Err(SessionError::GameOver));
    assert_eq!(s.apply_chance(&PigChance::Die(3)).map(drop), Err(SessionError::GameOver));
    assert_eq!(s.chance_outcomes().map(drop), Err(SessionError::GameOver));
    assert_eq!(s.sample_chance().map(drop), Err(SessionError::GameOver));
    assert_eq!(s.advance(), Err(SessionError::GameOver));
    assert_eq!(SessionError::GameOver.kind(), "GameOver");
    assert_eq!((s.state().clone(), s.log().to_vec()), before, "nothing changed");
    // A decision that is not due is still "not your turn" while the game goes on.
    let mut live = session(3);
    assert_eq!(live.advance(), Ok(0), "nothing to sample while a seat decides");
    live.act(&PigAction::Roll).unwrap();
    assert!(matches!(live.act(&PigAction::Hold), Err(SessionError::NotADecision(_))));
}

#[test]
fn a_typed_outcome_is_undone_to_the_exact_state_before_it_and_redone() {
    let mut s = session(1);
    s.act(&PigAction::Roll).unwrap();
    let before = (s.state().clone(), s.log().to_vec(), s.events().to_vec());
    // The table rolled a 3; the player typed 5.
    s.apply_chance(&PigChance::Die(5)).unwrap();
    assert!(matches!(s.can_undo(0), Err(UndoError::ChanceSince(_))), "Play mode keeps its policy");
    assert_eq!(s.can_undo_chance(), Ok(()));
    s.undo_chance().unwrap();
    assert_eq!((s.state().clone(), s.log().to_vec(), s.events().to_vec()), before);
    assert_eq!(s.to_act(), ToAct::Chance, "the same roll is asked for again");
    assert_eq!(s.redo_stack(), &[LogEntry::Chance { outcome: PigChance::Die(5) }]);
    // Redo puts the typo back exactly; undo again and type the real face, which clears redo.
    s.redo().unwrap();
    assert_eq!(s.state().turn_total(), 5);
    s.undo_chance().unwrap();
    s.apply_chance(&PigChance::Die(3)).unwrap();
    assert!(!s.can_redo());
    assert_eq!(s.state().turn_total(), 3);
    // After a decision, undo_chance refuses and names it; the decision is the seat's to undo.
    s.act(&PigAction::Hold).unwrap();
    assert!(matches!(s.can_undo_chance(), Err(UndoError::NotAChance(_))));
    assert!(matches!(s.undo_chance(), Err(UndoError::NotAChance(_))));
    assert_eq!(session(1).undo_chance(), Err(UndoError::NothingToUndo));
    // Saves and replays stay exact, with the undone outcome on the redo list.
    s.undo(0).unwrap();
    s.undo_chance().unwrap();
    let save = s.to_save(serde_json::Value::Null);
    let loaded = Session::<Pig>::from_save(&save).unwrap();
    assert_eq!(loaded.state(), s.state());
    assert_eq!(loaded.redo_stack(), s.redo_stack());
    let replayed = Session::<Pig>::replay(PigConfig::default(), 1, s.log()).unwrap();
    assert_eq!(replayed.state(), s.state());
}

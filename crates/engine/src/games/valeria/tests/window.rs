//! The card-play windows run on the core's priority window (`rules/window.rs`): the player
//! holds priority while a card would have an effect, a card resolves at once and leaves the
//! window open, a pass closes it, and the saved form is the old one.

use super::*;
use crate::core::WindowState;

/// A table whose Siege phase stops at the window before the Trebuchet at row 3, column 2.
fn engine_window(hand: Vec<TroopKind>) -> Valeria {
    let mut g = table();
    put(&mut g, at(3, 2), engine(EngineKind::Trebuchet));
    g.hand = hand;
    g.tasks.clear();
    g.push(Task::Phase(Phase::Siege));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    g
}

#[test]
fn the_player_holds_priority_only_while_a_card_would_have_an_effect() {
    let g = engine_window(vec![TroopKind::GarganPriest]);
    let before = WindowPoint::Engine { cell: at(3, 2) };
    assert_eq!(g.pending(), Some(&Pending::Window { before }));
    let w = g.window(before);
    assert_eq!(w.priority(), Some(0), "a one-seat window: the player answers");
    assert!(w.takes_responses() && w.stack().is_empty());
    assert_eq!(legal(&g), vec![A::Continue, A::PlayTroop { troop: TroopKind::GarganPriest }]);
    // With nothing playable the window opens closed and never asks.
    let mut empty = g.clone();
    empty.hand.clear();
    assert_eq!(empty.window(before).state(), WindowState::Closed);
    let g = engine_window(Vec::new());
    assert_ne!(g.pending(), Some(&Pending::Window { before }), "a window with no card to play closes by itself");
}

#[test]
fn a_card_resolves_at_once_and_the_window_stays_until_the_player_passes() {
    let mut g = engine_window(vec![TroopKind::GarganPriest, TroopKind::UndeadSamurai]);
    let before = WindowPoint::Engine { cell: at(3, 2) };
    act(&mut g, A::PlayTroop { troop: TroopKind::GarganPriest });
    assert_eq!(g.slot(at(3, 2)).and_then(|s| s.siege), Some(SiegeMark::Blocked), "the Priest resolved when played");
    assert_eq!(g.pending(), Some(&Pending::Window { before }), "priority comes back to the player");
    assert_eq!(g.window(before).priority(), Some(0));
    act(&mut g, A::Continue);
    assert_ne!(g.pending(), Some(&Pending::Window { before }), "one pass closes a one-seat window");
    assert_eq!(g.hand, vec![TroopKind::UndeadSamurai], "passing plays nothing");
}

#[test]
fn a_window_is_saved_in_its_old_form() {
    let g = engine_window(vec![TroopKind::GarganPriest]);
    let json = serde_json::to_string(g.pending().unwrap()).unwrap();
    assert_eq!(json, r#"{"type":"window","before":{"at":"engine","cell":{"row":2,"col":1}}}"#);
    let back: Valeria = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
    assert_eq!(legal(&back), legal(&g));
}

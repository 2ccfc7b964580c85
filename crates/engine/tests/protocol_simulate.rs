#![cfg(not(target_arch = "wasm32"))]
//! `simulate` over the protocol: a run played in slices merges to the run played at once (game `i`
//! of a run always plays the same), the statistics add up (end reasons, lengths and the game's own
//! grades each count every game), and bad requests are refused with the rule.

use rampart_engine::SimSummary;
use serde_json::json;

mod support;
use support::{err_kind, handler_seeded, ok};

fn run(h: &mut rampart_engine::protocol::Handler, game: &str, first: u32, games: u32) -> SimSummary {
    let answer = ok(h, json!({"op": "simulate", "game": game, "seed": 42, "first": first, "games": games}));
    serde_json::from_value(answer).expect("a SimSummary")
}

#[test]
fn slices_merge_to_the_whole_run() {
    for game in ["valeria", "defenders"] {
        let mut h = handler_seeded(1);
        let whole = run(&mut h, game, 0, 12);
        let mut sliced = run(&mut h, game, 0, 5);
        sliced.merge(&run(&mut h, game, 5, 4));
        sliced.merge(&run(&mut h, game, 9, 3));
        assert_eq!(sliced.games, 12);
        assert_eq!(
            (sliced.wins, sliced.losses, sliced.draws, sliced.unfinished),
            (whole.wins, whole.losses, whole.draws, whole.unfinished)
        );
        assert_eq!(sliced.outcomes, whole.outcomes, "{game}");
        assert_eq!(sliced.lengths, whole.lengths, "{game}");
        assert_eq!(sliced.grades, whole.grades, "{game}");
        assert!((sliced.mean_turns - whole.mean_turns).abs() < 1e-9);
        assert!((sliced.mean_actions - whole.mean_actions).abs() < 1e-9);

        // Every game is counted once in each statistic.
        assert_eq!(whole.outcomes.values().sum::<u32>(), 12, "{game}");
        assert_eq!(whole.lengths.values().sum::<u32>(), 12, "{game}");
        let finished = whole.wins + whole.losses + whole.draws;
        assert_eq!(whole.grades.values().sum::<u32>(), finished, "{game}: every finished game is graded");
        let p = whole.win_rate();
        assert!((p - f64::from(whole.wins) / f64::from(finished)).abs() < 1e-12);
        assert!((whole.win_rate_error() - (p * (1.0 - p) / f64::from(finished)).sqrt()).abs() < 1e-12);
    }
}

#[test]
fn grades_are_the_games_own_classes() {
    let mut h = handler_seeded(2);
    let valeria = run(&mut h, "valeria", 0, 20);
    assert!(
        valeria.grades.keys().all(|k| k.starts_with("Victory, ") || k.starts_with("Defeat, ")),
        "{:?}",
        valeria.grades
    );
    assert!(valeria.grades.keys().any(|k| k.contains("Siege Engine") || k.contains("Troops")));
    let defenders = run(&mut h, "defenders", 0, 6);
    let heroes =
        ["Eagle Rider", "Sorceress", "Cleric", "Rogue", "Wizard", "Ranger", "Dwarf", "Paladin", "No King's Champion"];
    assert!(defenders.grades.keys().all(|k| heroes.iter().any(|hero| k.contains(hero))), "{:?}", defenders.grades);
}

#[test]
fn bad_runs_are_refused() {
    let mut h = handler_seeded(3);
    assert_eq!(err_kind(&mut h, json!({"op": "simulate", "game": "valeria", "seed": 1, "games": 0})), "BadRequest");
    assert_eq!(err_kind(&mut h, json!({"op": "simulate", "game": "valeria", "seed": 1, "games": 501})), "BadRequest");
    assert_eq!(err_kind(&mut h, json!({"op": "simulate", "game": "chess", "seed": 1, "games": 5})), "UnknownGame");
    assert_eq!(
        err_kind(&mut h, json!({"op": "simulate", "game": "pig", "seed": 1, "games": 5, "config": {"players": 9}})),
        "BadConfig"
    );
    assert_eq!(
        err_kind(&mut h, json!({"op": "simulate", "game": "valeria", "games": 5})),
        "BadRequest",
        "a seed is needed"
    );
    let pig = ok(&mut h, json!({"op": "simulate", "game": "pig", "seed": 1, "games": 10, "bot": "random"}));
    assert_eq!(pig["bot"], "random");
    assert_eq!(pig["games"], 10);
}

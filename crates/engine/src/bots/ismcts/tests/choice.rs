//! The move played: overruled only on evidence, trusted moves unsearched, no endless loops.

use super::games::Doom;
use super::*;
use crate::bots::Ismcts;
use crate::bots::Observation;

#[test]
fn a_confident_search_overrules_the_rollout_bot_only_on_evidence() {
    let state = winning_hold();
    for seed in 0..5 {
        // Holding scores 1 every time; rolling on sometimes loses the turn: the evidence
        // is overwhelming, so the search holds though its rollout bot would roll.
        let config = IsmctsConfig { confidence: 3.0, prior: 0.3, ..small(300) };
        let mut bot = Ismcts::new(config, Box::new(AlwaysRoll));
        assert_eq!(bot.choose(&Observation::new(&state, 0), &mut rng(seed)), Some(PigAction::Hold), "seed {seed}");
        // No amount of evidence is enough at an absurd margin: the rollout bot's move stands.
        let config = IsmctsConfig { confidence: 1e9, ..small(300) };
        let mut bot = Ismcts::new(config, Box::new(AlwaysRoll));
        assert_eq!(bot.choose(&Observation::new(&state, 0), &mut rng(seed)), Some(PigAction::Roll), "seed {seed}");
        let root = bot.root_stats();
        let hold = root.iter().find(|c| c.action == PigAction::Hold).expect("hold was searched");
        let roll = root.iter().find(|c| c.action == PigAction::Roll).expect("roll was searched");
        assert!(hold.mean > roll.mean, "the search itself still prefers holding");
        assert_eq!(hold.spread, 0.0, "holding always scores the same");
        assert!(roll.spread > 0.0, "rolling on varies");
    }
}

#[test]
fn a_trusted_move_is_played_without_a_search() {
    let state = winning_hold();
    let mut bot = Ismcts::new(small(300), Box::new(AlwaysRoll)).with_trust(|_, a| *a == PigAction::Roll);
    assert_eq!(bot.choose(&Observation::new(&state, 0), &mut rng(1)), Some(PigAction::Roll));
    assert_eq!(bot.last_iterations(), 0, "no search was run");
    // A move that fails the check is searched as usual.
    let mut bot = Ismcts::new(small(300), Box::new(AlwaysRoll)).with_trust(|_, a| *a == PigAction::Hold);
    assert_eq!(bot.choose(&Observation::new(&state, 0), &mut rng(1)), Some(PigAction::Hold));
    assert!(bot.last_iterations() > 0);
}

#[test]
fn it_never_loops_back_to_a_position_with_the_same_move() {
    // The search prefers waiting (0.5) to losing (0), but the game must go on.
    let mut state = Doom::new(&()).unwrap();
    let config = IsmctsConfig { iterations: 50, rollout_steps: 3, ..IsmctsConfig::default() };
    let mut bot = Ismcts::new(config, Box::new(RandomBot));
    let mut r = rng(0);
    let first = bot.choose(&Observation::new(&state, 0), &mut r).unwrap();
    assert_eq!(first, 1, "stalling looks better to the search");
    let mut moves = 0;
    while state.to_act() != ToAct::GameOver {
        let a = bot.choose(&Observation::new(&state, 0), &mut r).unwrap();
        state.apply(&a).unwrap();
        moves += 1;
        assert!(moves < 10, "the bot loops");
    }
}

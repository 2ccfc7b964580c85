//! The tree: reused after the moves it searched, bounded in size.

use super::*;
use crate::bots::Observation;
use crate::bots::{Ismcts, Level};
use crate::games::valeria::{Valeria, ValeriaAction, ValeriaBot};

#[test]
fn the_tree_is_reused_after_the_moves_it_searched() {
    let mut r = rng(2);
    let mut state = Valeria::new(&Default::default()).unwrap();
    wander(&mut state, 40, &mut r);
    settle(&mut state, &mut r);
    let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
    let config = IsmctsConfig { iterations: 200, rollout_steps: 4, reuse: true, ..IsmctsConfig::default() };
    let mut bot = Ismcts::new(config, Box::new(ValeriaBot));
    let action = bot.choose(&Observation::new(&state, seat), &mut r).unwrap();
    let before = bot.tree_nodes();
    bot.observe(&action);
    state.apply(&action).unwrap();
    // The kept subtree is what the next search starts from.
    let visits_kept = bot.tree.get(bot.root as usize).map_or(0, |n| n.visits);
    assert!(visits_kept > 0, "the chosen move's subtree is kept");
    settle(&mut state, &mut r);
    if let ToAct::Decision { seat } = state.to_act() {
        let stats = bot.search(&Observation::new(&state, seat), &mut r);
        let total: u32 = stats.iter().map(|c| c.visits).sum();
        assert!(total > 200, "the new search adds to {visits_kept} kept visits (got {total})");
        assert!(bot.tree_nodes() <= before + 200, "dead branches are dropped");
    }
    // A move the tree never saw forgets it.
    bot.observe(&ValeriaAction::Die { die: 200 });
    assert_eq!(bot.tree_nodes(), 0);
}

#[test]
fn the_tree_stops_growing_at_its_bound() {
    let mut r = rng(4);
    let mut state = Valeria::new(&Default::default()).unwrap();
    wander(&mut state, 50, &mut r);
    settle(&mut state, &mut r);
    let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
    let config = IsmctsConfig { iterations: 400, rollout_steps: 2, max_nodes: 64, ..IsmctsConfig::default() };
    let mut bot = Ismcts::new(config.clone(), Box::new(ValeriaBot));
    let stats = bot.search(&Observation::new(&state, seat), &mut r);
    assert!(bot.tree_nodes() <= 64);
    assert_eq!(stats.iter().map(|c| c.visits).sum::<u32>(), 400, "iterations go on once the tree is full");
    assert!(bot.tree_bytes() <= config.tree_bytes_bound::<ValeriaAction>());
    // Expert's bound is within 256 MB for both real games' actions.
    let expert = Level::Expert.config();
    assert!(expert.tree_bytes_bound::<ValeriaAction>() <= 256 << 20);
    assert!(expert.tree_bytes_bound::<crate::games::defenders::DefendersAction>() <= 256 << 20);
}

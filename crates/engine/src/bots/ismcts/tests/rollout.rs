//! Rollouts: played on while unsettled, scored by the evaluation when cut off.

use super::games::{Countdown, Doom};
use super::*;
use crate::bots::ismcts::rollout::UNSETTLED_STEPS;
use crate::bots::Ismcts;

/// The mean reward of the root's only move in `state` with `rollout_steps`.
fn countdown_leaf(state: &Countdown, rollout_steps: u32) -> f64 {
    let config = IsmctsConfig { iterations: 1, rollout_steps, ..IsmctsConfig::default() };
    let stats = Ismcts::new(config, Box::new(RandomBot)).search(&Observation::new(state, 0), &mut rng(1));
    stats.first().map_or(f64::NAN, |c| c.mean)
}

#[test]
fn a_rollout_plays_on_until_its_position_is_settled() {
    // From 11 the move leads to 10 and one rollout step to 9: not a multiple of 4, so the
    // rollout plays on to 8 before the evaluation scores it.
    let state = Countdown { left: 11, every: 4 };
    assert!((countdown_leaf(&state, 1) - 0.08).abs() < 1e-9);
    // Settled at 9 already (every position is), the rollout stops on its budget.
    let always = Countdown { left: 11, every: 1 };
    assert!((countdown_leaf(&always, 1) - 0.09).abs() < 1e-9);
    // Never settled: the rollout stops at UNSETTLED_STEPS times its budget (10 - 4 = 6).
    let never = Countdown { left: 11, every: 0 };
    assert!((countdown_leaf(&never, 1) - f64::from(10 - UNSETTLED_STEPS) / 100.0).abs() < 1e-9);
    // A budget of 0 still scores the leaf at once.
    assert!((countdown_leaf(&state, 0) - 0.10).abs() < 1e-9);
}

#[test]
fn a_cut_off_rollout_is_scored_by_the_evaluation() {
    // Pig's evaluation is the default 0.5: with no rollout at all, every leaf that is not
    // the end scores 0.5, and holding 10 at 30-to-go ends nothing either.
    let state = pig_with_hidden_card(Bonus(5), Bonus(2));
    let config = IsmctsConfig { iterations: 50, rollout_steps: 0, ..IsmctsConfig::default() };
    let stats = Ismcts::new(config, Box::new(RandomBot)).search(&Observation::new(&state, 0), &mut rng(1));
    assert!(!stats.is_empty());
    for c in &stats {
        assert!(c.mean > 0.0 && c.mean <= 0.5 + 1e-9, "{c:?}");
    }
}

#[test]
fn a_leaf_scores_the_returns_at_the_end_and_a_draw_without_an_outcome() {
    let mut bot = Ismcts::new(small(1), Box::new(RandomBot));
    // Over: the returns of the outcome (Doom is lost).
    bot.score_leaf(&Doom { over: true, waiting: false }, true, 1);
    assert_eq!(bot.rewards, vec![0.0]);
    // An end without an outcome counts as a draw for every seat.
    bot.score_leaf(&Doom { over: false, waiting: false }, true, 2);
    assert_eq!(bot.rewards, vec![0.5, 0.5]);
    // Cut off before the end: the evaluation.
    let mut bot = Ismcts::new(small(1), Box::new(RandomBot));
    bot.score_leaf(&Countdown { left: 7, every: 1 }, false, 1);
    assert_eq!(bot.rewards, vec![0.07]);
}

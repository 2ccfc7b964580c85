//! Rollouts and play-outs: the rollout bot plays on from a leaf for a few decisions (or, for a
//! commitment, to the end of the game), chance sampled by weight, and the position is scored.

use crate::bots::Observation;
use rand_chacha::ChaCha8Rng;

use super::Ismcts;
use crate::bots::{Bot, Searchable};
use crate::core::{Game, Seat, ToAct, Weighted};

/// A rollout plays on past its budget while its position is not [`Searchable::settled`], up to
/// this many times the budget in all (designed: 4 × Normal's 8 decisions plays nearly every
/// Defenders General combat out; measured in docs/bots.md, "Tuning history").
pub const UNSETTLED_STEPS: u32 = 4;

/// Most decisions a whole play-out makes before it is scored as it stands (designed: far more
/// than any game of ours lasts; the cap only guards against a game that never ends).
const PLAYOUT_STEPS: u32 = 100_000;

impl<G: Searchable> Ismcts<G> {
    /// Plays `world` on with the rollout bot for the configured decisions (more while the
    /// position is not settled); true if the game ended.
    pub(super) fn roll_out(&mut self, world: &mut G, rng: &mut ChaCha8Rng) -> bool {
        let mut steps = 0;
        let cap = self.config.rollout_steps.saturating_mul(UNSETTLED_STEPS);
        loop {
            if !resolve_chance(world, &mut self.chances, rng) {
                return false;
            }
            let ToAct::Decision { seat: decider } = world.to_act() else { return true };
            if steps >= self.config.rollout_steps && (world.settled() || steps >= cap) {
                return false;
            }
            let Some(action) = self.rollout.choose(&Observation::new(world, decider), rng) else { return false };
            if world.apply_quiet(&action).is_err() {
                return false;
            }
            steps += 1;
        }
    }

    /// Puts each seat's reward for a rolled-out `world` in `self.rewards`: the returns at the
    /// end (an end without an outcome counts as a draw), else the evaluation.
    pub(super) fn score_leaf(&mut self, world: &G, ended: bool, seats: usize) {
        self.rewards.clear();
        if ended {
            match world.outcome() {
                Some(o) => self.rewards.extend(o.returns(seats)),
                None => self.rewards.extend(std::iter::repeat_n(0.5, seats)),
            }
        } else {
            self.rewards.extend((0..seats).map(|s| world.evaluate(s as Seat).clamp(0.0, 1.0)));
        }
    }
}

/// Samples chance events until a decision or the end; false if the game cannot go on.
pub(super) fn resolve_chance<G: Game>(
    world: &mut G,
    chances: &mut Vec<Weighted<G::Chance>>,
    rng: &mut ChaCha8Rng,
) -> bool {
    let mut guard = 0;
    while world.to_act() == ToAct::Chance {
        guard += 1;
        if guard > 100_000 {
            return false;
        }
        let Some(outcome) = world.sample_chance(chances, rng) else { return false };
        if world.apply_chance_quiet(&outcome).is_err() {
            return false;
        }
    }
    true
}

/// Plays `world` to the end with `bot`; while `held` is its turn, no move `commits` accepts is
/// made.
pub(super) fn play_to_end<G: Game>(
    world: &mut G,
    bot: &mut dyn Bot<G>,
    chances: &mut Vec<Weighted<G::Chance>>,
    rng: &mut ChaCha8Rng,
    commits: fn(&G::Action) -> bool,
    held: Option<u32>,
) {
    for _ in 0..PLAYOUT_STEPS {
        if !resolve_chance(world, chances, rng) {
            return;
        }
        let ToAct::Decision { seat } = world.to_act() else { return };
        let action = match held {
            Some(turn) if world.turn() == turn => {
                bot.choose_among(&Observation::new(world, seat), rng, &|a| !commits(a))
            }
            _ => bot.choose(&Observation::new(world, seat), rng),
        };
        let Some(action) = action else { return };
        if world.apply_quiet(&action).is_err() {
            return;
        }
    }
}

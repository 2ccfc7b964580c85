//! Commitments weighed apart from the tree (see [`Ismcts::with_commitment`]): paired play-outs
//! to the end of the game, the commitment now against holding it off this turn.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::rollout::play_to_end;
use super::{Ismcts, RootStats};
use crate::bots::{Observation, Searchable};

/// A commitment weighed against holding it off this turn (see [`Ismcts::with_commitment`]).
pub(super) struct Weighing<A> {
    /// The commitment.
    pub(super) commit: A,
    /// The rollout bot's best other move.
    pub(super) decline: A,
    /// The turn the commitment is held off for.
    pub(super) turn: u32,
    /// Paired play-outs so far, and each plan's sum of scores and of squared scores.
    pub(super) pairs: u32,
    commit_sum: f64,
    decline_sum: f64,
    commit_sq: f64,
    decline_sq: f64,
}

impl<A: Clone> Weighing<A> {
    pub(super) fn new(commit: A, decline: A, turn: u32) -> Self {
        Weighing { commit, decline, turn, pairs: 0, commit_sum: 0.0, decline_sum: 0.0, commit_sq: 0.0, decline_sq: 0.0 }
    }

    fn add(&mut self, commit: f64, decline: f64) {
        self.pairs += 1;
        self.commit_sum += commit;
        self.decline_sum += decline;
        self.commit_sq += commit * commit;
        self.decline_sq += decline * decline;
    }

    /// The commitment has the better mean (a tie holds it off).
    pub(super) fn commits(&self) -> bool {
        self.commit_sum > self.decline_sum
    }

    /// The two plans as root children: the commitment first.
    pub(super) fn stats(&self) -> Vec<RootStats<A>> {
        let n = f64::from(self.pairs.max(1));
        let stat = |action: &A, sum: f64, sq: f64| {
            let mean = sum / n;
            let spread = if self.pairs < 2 { 0.0 } else { (sq / n - mean * mean).max(0.0).sqrt() };
            RootStats { action: action.clone(), visits: self.pairs, mean, spread }
        };
        vec![
            stat(&self.commit, self.commit_sum, self.commit_sq),
            stat(&self.decline, self.decline_sum, self.decline_sq),
        ]
    }
}

impl<G: Searchable> Ismcts<G> {
    /// Runs up to `iterations` more paired play-outs of the commitment weighed at the root, each
    /// scored by [`Searchable::final_score`].
    pub(super) fn weigh_more(
        &mut self,
        obs: &Observation<'_, G>,
        rng: &mut ChaCha8Rng,
        iterations: u32,
    ) -> Vec<RootStats<G::Action>> {
        let seat = obs.seat();
        let (Some(commits), Some(w)) = (self.commitment, self.weighing.as_ref()) else { return Vec::new() };
        let (commit, decline, turn) = (w.commit.clone(), w.decline.clone(), w.turn);
        let mut done = 0u32;
        for iteration in 0..iterations.max(1) {
            if self.stopped(iteration) {
                break;
            }
            done += 1;
            let world = obs.sample(rng);
            let chance = ChaCha8Rng::from_seed(rng.random());
            let mut plans = [(world.clone(), commit.clone(), None), (world, decline.clone(), Some(turn))];
            let mut scores = [0.0f64; 2];
            for (score, (world, first, held)) in scores.iter_mut().zip(plans.iter_mut()) {
                let mut r = chance.clone();
                if world.apply_quiet(first).is_ok() {
                    play_to_end(world, self.rollout.as_mut(), &mut self.chances, &mut r, commits, *held);
                }
                *score = world.final_score(seat).clamp(0.0, 1.0);
            }
            if let Some(w) = self.weighing.as_mut() {
                w.add(scores[0], scores[1]);
            }
        }
        self.last_iterations += done;
        self.weighing.as_ref().map_or_else(Vec::new, Weighing::stats)
    }
}

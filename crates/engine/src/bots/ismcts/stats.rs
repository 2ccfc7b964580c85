//! What a search found at its root: each action with its visits, mean and spread.

use super::Ismcts;
use crate::bots::Searchable;

/// What a search found at the root: each action with its visits and mean reward.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStats<A> {
    /// The action.
    pub action: A,
    /// Iterations that chose it.
    pub visits: u32,
    /// Its mean reward for the seat that chooses it, in [0, 1].
    pub mean: f64,
    /// The standard deviation of its rewards (0 below two visits).
    pub spread: f64,
}

impl<G: Searchable> Ismcts<G> {
    /// The root's children: each action with its visits and mean.
    pub fn root_stats(&self) -> Vec<RootStats<G::Action>> {
        if let Some(w) = &self.weighing {
            return w.stats();
        }
        let Some(root) = self.tree.first() else { return Vec::new() };
        root.children
            .iter()
            .filter_map(|&c| self.tree.get(c as usize))
            .filter_map(|n| {
                let v = f64::from(n.visits);
                let mean = if n.visits == 0 { 0.0 } else { n.reward / v };
                let spread =
                    if n.visits < 2 { 0.0 } else { ((n.reward_sq - v * mean * mean) / (v - 1.0)).max(0.0).sqrt() };
                n.action.clone().map(|action| RootStats { action, visits: n.visits, mean, spread })
            })
            .collect()
    }
}

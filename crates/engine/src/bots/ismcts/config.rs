//! How a search is run: its budget, its exploration and how its final move is chosen.

use super::tree::Node;

/// How a search is run.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct IsmctsConfig {
    /// Iterations per decision (the most; a stop check may end a search sooner).
    pub iterations: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Decisions a rollout plays before [`Searchable::evaluate`] scores the position (0: score
    /// the leaf at once); it plays on while the position is not [`Searchable::settled`].
    ///
    /// [`Searchable::evaluate`]: crate::bots::Searchable::evaluate
    /// [`Searchable::settled`]: crate::bots::Searchable::settled
    pub rollout_steps: u32,
    /// Most nodes the tree may hold; once full it stops growing (memory stays bounded).
    pub max_nodes: u32,
    /// How greedily the final move is chosen: 0 takes the most visited action; above 0 the
    /// move is drawn with probability proportional to visits^(1/temperature).
    pub temperature: f64,
    /// Weight of the progressive bias toward the rollout bot's choice at the root (0: none).
    pub prior: f64,
    /// Keep the tree between decisions (needs [`Bot::observe`] from the caller).
    ///
    /// [`Bot::observe`]: crate::bots::Bot::observe
    pub reuse: bool,
    /// How sure the search must be to overrule the rollout bot's own move, in standard errors
    /// of the difference of the two means (0: the search's pick stands, however close). Above
    /// 0 the final move is the rollout bot's unless the search's pick beats it by that margin:
    /// noisy rewards then cost nothing against the rollout bot, and the search only changes
    /// the moves it has good evidence against.
    pub confidence: f64,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            iterations: 1000,
            exploration: 0.7,
            rollout_steps: 2000,
            max_nodes: 1 << 20,
            temperature: 0.0,
            prior: 0.0,
            reuse: false,
            confidence: 0.0,
        }
    }
}

impl IsmctsConfig {
    /// An upper bound on the tree's memory in bytes for actions of type `A`: every node with
    /// its slot in its parent's child list, the lists' spare capacity included.
    pub fn tree_bytes_bound<A>(&self) -> usize {
        let per_node = std::mem::size_of::<Node<A>>() + 2 * std::mem::size_of::<u32>();
        // The arena itself may have doubled past the last node.
        2 * per_node * self.max_nodes as usize
    }
}

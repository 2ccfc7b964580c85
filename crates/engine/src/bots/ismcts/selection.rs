//! Selection and expansion: down the tree by UCB over how often each child was available, until
//! an action the tree has not tried yet (added as a new leaf) or a position it cannot grow from.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::rollout::resolve_chance;
use super::tree::Node;
use super::Ismcts;
use crate::bots::Searchable;
use crate::core::ToAct;

impl<G: Searchable> Ismcts<G> {
    /// Walks `world` down the tree from the root, sampling chance on the way, and adds one new
    /// leaf while the tree has room (`max_nodes`): at the root the rollout bot's choice
    /// `prior_action` is expanded first and gets the progressive bias. The nodes walked through
    /// are in `self.path` (the root first).
    pub(super) fn select_and_expand(
        &mut self,
        world: &mut G,
        rng: &mut ChaCha8Rng,
        prior_action: Option<&G::Action>,
        max_nodes: usize,
    ) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        let mut depth = 0usize;
        loop {
            if !resolve_chance(world, &mut self.chances, rng) {
                break;
            }
            let ToAct::Decision { seat: decider } = world.to_act() else { break };
            world.legal_actions(&mut self.legal);
            prune(&mut self.legal, self.skip);
            if self.legal.is_empty() {
                break;
            }
            self.candidates.clear();
            self.untried.clear();
            let Some(parent) = self.tree.get(node) else { break };
            for (i, action) in self.legal.iter().enumerate() {
                let known = parent
                    .children
                    .iter()
                    .copied()
                    .find(|&c| self.tree.get(c as usize).is_some_and(|n| n.action.as_ref() == Some(action)));
                match known {
                    Some(child) => self.candidates.push(child),
                    None => self.untried.push(i as u32),
                }
            }
            for &child in &self.candidates {
                if let Some(n) = self.tree.get_mut(child as usize) {
                    n.available += 1;
                }
            }
            if !self.untried.is_empty() && self.tree.len() < max_nodes {
                // Expand: the prior's action first at the root, else an untried one at random.
                let prior_pick = if depth == 0 {
                    prior_action
                        .and_then(|p| self.untried.iter().copied().find(|&i| self.legal.get(i as usize) == Some(p)))
                } else {
                    None
                };
                let pick = match prior_pick {
                    Some(p) => p,
                    None => self.untried[rng.random_range(0..self.untried.len())],
                };
                let Some(action) = self.legal.get(pick as usize).cloned() else { break };
                if world.apply_legal_quiet(&action).is_err() {
                    break;
                }
                let child = self.tree.len() as u32;
                let mut fresh = Node::new(Some(action), decider);
                fresh.available = 1;
                self.tree.push(fresh);
                if let Some(n) = self.tree.get_mut(node) {
                    n.children.push(child);
                }
                self.path.push(child);
                break;
            }
            if self.candidates.is_empty() {
                break; // tree full and nothing known here: roll out from this world
            }
            let c = self.config.exploration;
            let bias = if depth == 0 { self.config.prior } else { 0.0 };
            let tree = &self.tree;
            let score = |i: u32| {
                let Some(n) = tree.get(i as usize) else { return f64::MIN };
                let b = if bias > 0.0 && n.action.as_ref() == prior_action {
                    bias / (1.0 + f64::from(n.visits))
                } else {
                    0.0
                };
                ucb(n, c) + b
            };
            let best = self.candidates.iter().copied().max_by(|&a, &b| score(a).total_cmp(&score(b)));
            let Some(best) = best else { break };
            let Some(action) = self.tree.get(best as usize).and_then(|n| n.action.clone()) else { break };
            if world.apply_legal_quiet(&action).is_err() {
                break;
            }
            self.path.push(best);
            node = best as usize;
            depth += 1;
        }
    }
}

/// Drops the actions `skip` accepts, unless nothing else is legal.
pub(super) fn prune<A>(legal: &mut Vec<A>, skip: Option<fn(&A) -> bool>) {
    if let Some(skip) = skip {
        if legal.iter().any(|a| !skip(a)) {
            legal.retain(|a| !skip(a));
        }
    }
}

/// UCB for a child: its mean reward plus exploration over how often it was available.
fn ucb<A>(n: &Node<A>, c: f64) -> f64 {
    if n.visits == 0 {
        return f64::MAX;
    }
    let visits = f64::from(n.visits);
    n.reward / visits + c * (f64::from(n.available.max(1)).ln() / visits).sqrt()
}

//! The tree: decisions only, in one arena of nodes, kept between decisions when the bot is told
//! of every move made at the table.

use super::Ismcts;
use crate::bots::Searchable;
use crate::core::Seat;

/// One decision in the tree: the action that leads here and its statistics.
#[derive(Clone, Debug)]
pub(super) struct Node<A> {
    /// The action taken into this node (None at the root).
    pub(super) action: Option<A>,
    /// Children, by index into the arena.
    pub(super) children: Vec<u32>,
    /// Sum of rewards for `seat`.
    pub(super) reward: f64,
    /// Sum of squared rewards (for the spread).
    pub(super) reward_sq: f64,
    /// Times this node was chosen.
    pub(super) visits: u32,
    /// Times it was available when its parent chose.
    pub(super) available: u32,
    /// The seat that chose it.
    pub(super) seat: Seat,
}

impl<A> Node<A> {
    pub(super) fn new(action: Option<A>, seat: Seat) -> Self {
        Node { action, children: Vec::new(), reward: 0.0, reward_sq: 0.0, visits: 0, available: 0, seat }
    }
}

impl<G: Searchable> Ismcts<G> {
    /// Nodes in the tree now (after a search: its size).
    pub fn tree_nodes(&self) -> usize {
        self.tree.len()
    }

    /// Bytes the tree holds now (nodes, child lists and spare capacity).
    pub fn tree_bytes(&self) -> usize {
        self.tree.capacity() * std::mem::size_of::<Node<G::Action>>()
            + self.tree.iter().map(|n| n.children.capacity() * std::mem::size_of::<u32>()).sum::<usize>()
    }

    /// Forgets the tree.
    pub fn reset(&mut self) {
        self.tree.clear();
        self.root = 0;
    }

    /// Makes the subtree at `self.root` the whole tree, root first (so memory is not held by
    /// dead branches).
    pub(super) fn compact(&mut self) {
        if self.root == 0 {
            return;
        }
        let mut old = std::mem::take(&mut self.tree);
        let mut map = vec![u32::MAX; old.len()];
        let mut order: Vec<u32> = vec![self.root];
        if let Some(m) = map.get_mut(self.root as usize) {
            *m = 0;
        }
        let mut i = 0;
        while let Some(&n) = order.get(i) {
            if let Some(node) = old.get(n as usize) {
                for &c in &node.children {
                    if let Some(m) = map.get_mut(c as usize) {
                        if *m == u32::MAX {
                            *m = order.len() as u32;
                            order.push(c);
                        }
                    }
                }
            }
            i += 1;
        }
        let mut tree = Vec::with_capacity(order.len());
        for &o in &order {
            let Some(slot) = old.get_mut(o as usize) else { continue };
            let mut node = std::mem::replace(slot, Node::new(None, 0));
            for c in &mut node.children {
                *c = map.get(*c as usize).copied().unwrap_or(0);
            }
            tree.push(node);
        }
        if let Some(root) = tree.first_mut() {
            root.action = None;
        }
        self.tree = tree;
        self.root = 0;
    }

    /// Follows a decision made at the table into the kept tree (or forgets the tree when the
    /// decision was never searched).
    pub(super) fn follow(&mut self, action: &G::Action) {
        if !self.config.reuse || self.tree.is_empty() {
            return;
        }
        let next = self.tree.get(self.root as usize).and_then(|n| {
            n.children
                .iter()
                .copied()
                .find(|&c| self.tree.get(c as usize).and_then(|c| c.action.as_ref()) == Some(action))
        });
        match next {
            Some(child) => self.root = child,
            None => self.reset(),
        }
    }

    /// Adds this iteration's rewards to every node on its path, each from the point of view of
    /// the seat that chose it.
    pub(super) fn backpropagate(&mut self) {
        for &n in &self.path {
            if let Some(node) = self.tree.get_mut(n as usize) {
                let r = self.rewards.get(usize::from(node.seat)).copied().unwrap_or(0.5);
                node.visits += 1;
                node.reward += r;
                node.reward_sq += r * r;
            }
        }
    }
}

//! The memory of positions seen: a move already made from the very same position (the same
//! view) is not made again from it, so a search that finds stalling better than going on
//! cannot loop forever.

use super::Ismcts;
use crate::bots::{Observation, Searchable};
use crate::core::Game;

/// Moves made from positions seen, by a hash of the view of the seat that moved.
#[derive(Clone, Debug)]
pub struct Visited<A> {
    pub(super) moves: std::collections::HashMap<u64, Vec<A>>,
}

impl<A> Default for Visited<A> {
    fn default() -> Self {
        Visited { moves: std::collections::HashMap::new() }
    }
}

impl<A: PartialEq> Visited<A> {
    /// Positions remembered.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// True if nothing is remembered.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// A hash of what `seat` sees (a position's identity for [`Visited`]).
pub(crate) fn view_hash<G: Game>(obs: &Observation<'_, G>) -> u64 {
    crate::core::fingerprint(&obs.view())
}

impl<G: Searchable> Ismcts<G> {
    /// Takes the memory of positions seen (a caller that rebuilds the bot for every move keeps
    /// it between moves).
    pub fn take_visited(&mut self) -> Visited<G::Action> {
        std::mem::take(&mut self.visited)
    }

    /// Gives back a memory of positions seen.
    pub fn set_visited(&mut self, visited: Visited<G::Action>) {
        self.visited = visited;
    }
}

//! The pending-decision stack: a multi-step choice ("assign this die", "choose the Turret")
//! pushes one small decision per step, so legal actions stay few and the UI asks one
//! question at a time. The top of the stack is the question being asked now.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// How many entries a stack keeps inline before it moves to the heap: deeper than the games'
/// stacks go (Defenders with 4 heroes peaked at 14 in random games), so cloning a state (once
/// per search iteration) allocates nothing for its stack and the first push after a clone
/// does not reallocate.
pub const INLINE_TASKS: usize = 16;

/// A stack of pending decisions of type `D`, each owned by a seat. Kept inline up to `N`
/// entries (default [`INLINE_TASKS`]), then on the heap; saved as a plain list, so the format
/// is a `Vec`'s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "D: Serialize", deserialize = "D: Deserialize<'de>"))]
pub struct PendingStack<D, const N: usize = INLINE_TASKS> {
    items: SmallVec<[(super::Seat, D); N]>,
}

impl<D, const N: usize> Default for PendingStack<D, N> {
    fn default() -> Self {
        PendingStack { items: SmallVec::new() }
    }
}

impl<D, const N: usize> PendingStack<D, N> {
    /// An empty stack.
    pub fn new() -> Self {
        Self::default()
    }
    /// Asks `seat` the decision `d`, above any pending one.
    pub fn push(&mut self, seat: super::Seat, d: D) {
        self.items.push((seat, d));
    }
    /// Removes the question being asked now.
    pub fn pop(&mut self) -> Option<(super::Seat, D)> {
        self.items.pop()
    }
    /// The question being asked now and its seat.
    pub fn top(&self) -> Option<(super::Seat, &D)> {
        self.items.last().map(|(s, d)| (*s, d))
    }
    /// Mutable access to the question being asked now.
    pub fn top_mut(&mut self) -> Option<&mut D> {
        self.items.last_mut().map(|(_, d)| d)
    }
    /// Number of pending decisions.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// True if nothing is pending.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Drops every pending decision (a game that ends mid-phase).
    pub fn clear(&mut self) {
        self.items.clear();
    }
    /// The heap bytes this stack holds (none while it fits inline), for memory budgets.
    pub fn capacity_bytes(&self) -> usize {
        if self.items.spilled() {
            self.items.capacity() * std::mem::size_of::<(super::Seat, D)>()
        } else {
            0
        }
    }
    /// The pending decisions, bottom first.
    pub fn iter(&self) -> impl Iterator<Item = (super::Seat, &D)> {
        self.items.iter().map(|(s, d)| (*s, d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_pushed_is_asked_first() {
        let mut s: PendingStack<&str> = PendingStack::new();
        s.push(0, "attack");
        s.push(0, "assign die");
        assert_eq!(s.top(), Some((0, &"assign die")));
        *s.top_mut().unwrap() = "assign second die";
        assert_eq!(s.pop(), Some((0, "assign second die")));
        assert_eq!(s.len(), 1);
        s.clear();
        assert!(s.is_empty());
    }
}

//! Priority windows: the one mechanism for reactions, written once.
//!
//! A window opens on a stack of items (a cast Spell, an Order and its Special card). From the
//! first seat, each eligible seat in turn plays a response or passes. A response goes on top
//! of the stack. When every eligible seat has passed in a row, the top item resolves: the stack
//! resolves last in, first out. Two shapes cover the rulebooks:
//!
//! - **A chain** (Heroes and Spells, A1 The Spell Chain, ruling A-10): the active player gets
//!   priority first, then it passes clockwise; after a player adds a Reaction, priority passes
//!   to the next seat clockwise from them; the top item resolves once every seat has passed in
//!   a row, and after each resolution priority starts again with the active player.
//! - **One answer** (The Exiled: Siege, Giving Orders step 3-4): the ordering player's
//!   opponents may play one Reaction card; then the three cards resolve together, Reaction
//!   first, with no priority in between: [`WindowRules::responses`] `Some(1)` and
//!   [`WindowRules::reopen`] `false`.
//!
//! The window holds no game rule: the game says who is eligible, which responses are legal and
//! what an item does when it resolves. [`Window::priority`] says who decides now; when it is
//! `None` and the window is not closed, [`Window::resolve_next`] hands out the next item.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::game::Seat;

/// How a window hands out priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowRules {
    /// The most responses the window takes (`None`: no limit). Once reached, nobody gets
    /// priority again and the stack resolves.
    pub responses: Option<u8>,
    /// After an item resolves with more left on the stack, the seats get priority again (from
    /// the first seat) before the next one resolves.
    pub reopen: bool,
}

impl WindowRules {
    /// The Spell Chain: no limit, priority again after each resolution.
    pub const CHAIN: WindowRules = WindowRules { responses: None, reopen: true };
    /// One response, then the stack resolves at once.
    pub const ONE_ANSWER: WindowRules = WindowRules { responses: Some(1), reopen: false };
}

/// Why a window refused a step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WindowError {
    /// Another seat has priority.
    #[error("seat {holder} has priority, not seat {seat}")]
    NotYourPriority {
        /// The seat with priority.
        holder: Seat,
        /// The seat that tried.
        seat: Seat,
    },
    /// Nobody has priority now: the stack is resolving or the window is closed.
    #[error("nobody has priority now")]
    NoPriority,
    /// The window takes no more responses.
    #[error("the window takes no more responses")]
    Full,
}

/// Where a window stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowState {
    /// A seat has priority.
    Priority,
    /// Everyone passed (or the limit was reached): the top item resolves next.
    Resolving,
    /// The stack is empty: the window is over.
    Closed,
}

/// The most seats a window takes part in (as many as a [`SeatSet`](super::SeatSet) holds).
pub const WINDOW_SEATS: usize = 16;

/// A priority window over items of type `I`, each owned by the seat that put it there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window<I> {
    /// The eligible seats in priority order; the first gets priority first. At most
    /// [`WINDOW_SEATS`], kept inline: opening or copying a window never allocates.
    order: ArrayVec<Seat, WINDOW_SEATS>,
    /// The index in `order` of the seat with priority.
    holder: usize,
    /// Seats that passed in a row.
    passes: usize,
    /// Responses played so far.
    responses: u8,
    /// The stack, bottom first.
    stack: Vec<(Seat, I)>,
    rules: WindowRules,
    state: WindowState,
}

impl<I> Window<I> {
    /// Opens a window on `stack` (bottom first) for the seats of `order`, the first of which
    /// gets priority first. With no eligible seat, the stack resolves at once; with an empty
    /// stack and nobody eligible, the window is closed. Seats past the first [`WINDOW_SEATS`]
    /// are left out (no game has as many).
    pub fn open(order: impl IntoIterator<Item = Seat>, stack: Vec<(Seat, I)>, rules: WindowRules) -> Window<I> {
        let order: ArrayVec<Seat, WINDOW_SEATS> = order.into_iter().take(WINDOW_SEATS).collect();
        let state = if order.is_empty() || rules.responses == Some(0) {
            if stack.is_empty() {
                WindowState::Closed
            } else {
                WindowState::Resolving
            }
        } else {
            WindowState::Priority
        };
        Window { order, holder: 0, passes: 0, responses: 0, stack, rules, state }
    }

    /// Where the window stands.
    pub fn state(&self) -> WindowState {
        self.state
    }

    /// True once the stack is empty and nobody has priority.
    pub fn is_closed(&self) -> bool {
        self.state == WindowState::Closed
    }

    /// The seat with priority now, if any.
    pub fn priority(&self) -> Option<Seat> {
        match self.state {
            WindowState::Priority => self.order.get(self.holder).copied(),
            _ => None,
        }
    }

    /// The stack, bottom first.
    pub fn stack(&self) -> &[(Seat, I)] {
        &self.stack
    }

    /// The item on top of the stack (the next to resolve).
    pub fn top(&self) -> Option<&(Seat, I)> {
        self.stack.last()
    }

    /// The seats in priority order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// True if the seat with priority may still respond (the limit is not reached).
    pub fn takes_responses(&self) -> bool {
        self.state == WindowState::Priority && self.rules.responses.is_none_or(|n| self.responses < n)
    }

    fn check(&self, seat: Seat) -> Result<(), WindowError> {
        match self.priority() {
            None => Err(WindowError::NoPriority),
            Some(holder) if holder != seat => Err(WindowError::NotYourPriority { holder, seat }),
            Some(_) => Ok(()),
        }
    }

    /// `seat` passes; priority moves on, and once every seat has passed in a row the stack
    /// resolves (or, empty, the window closes).
    ///
    /// # Errors
    /// If `seat` does not have priority; the window is unchanged.
    pub fn pass(&mut self, seat: Seat) -> Result<(), WindowError> {
        self.check(seat)?;
        self.passes += 1;
        self.holder = (self.holder + 1) % self.order.len();
        if self.passes >= self.order.len() {
            self.passes = 0;
            self.state = if self.stack.is_empty() { WindowState::Closed } else { WindowState::Resolving };
        }
        Ok(())
    }

    /// `seat` puts `item` on top of the stack; priority passes to the next seat after it
    /// (ruling A-10), or, at the response limit, the stack resolves.
    ///
    /// # Errors
    /// If `seat` does not have priority or the window takes no more responses; the window is
    /// unchanged.
    pub fn respond(&mut self, seat: Seat, item: I) -> Result<(), WindowError> {
        self.check(seat)?;
        if !self.takes_responses() {
            return Err(WindowError::Full);
        }
        self.stack.push((seat, item));
        self.responses = self.responses.saturating_add(1);
        self.passes = 0;
        self.holder = (self.holder + 1) % self.order.len();
        if self.rules.responses.is_some_and(|n| self.responses >= n) {
            self.state = WindowState::Resolving;
        }
        Ok(())
    }

    /// `seat` plays a response that takes effect at once, off the stack (Defenders of the Realm's
    /// purple cards: "a seat that plays a card is asked again before the next seat"). The seat
    /// keeps priority, and the passes before it still stand: nothing was put on the stack for
    /// the seats that passed to answer, so once the seats after it have passed in turn the
    /// window closes (or resolves) without asking them again.
    ///
    /// # Errors
    /// If `seat` does not have priority or the window takes no more responses; the window is
    /// unchanged.
    pub fn respond_at_once(&mut self, seat: Seat) -> Result<(), WindowError> {
        self.check(seat)?;
        if !self.takes_responses() {
            return Err(WindowError::Full);
        }
        self.responses = self.responses.saturating_add(1);
        if self.rules.responses.is_some_and(|n| self.responses >= n) {
            self.state = if self.stack.is_empty() { WindowState::Closed } else { WindowState::Resolving };
        }
        Ok(())
    }

    /// Takes the top item to resolve, when nobody has priority. Afterwards, with items left,
    /// priority starts again from the first seat if the rules say so; an empty stack closes the
    /// window. `None` while a seat has priority or once closed.
    pub fn resolve_next(&mut self) -> Option<(Seat, I)> {
        if self.state != WindowState::Resolving {
            return None;
        }
        let item = self.stack.pop();
        self.state = if self.stack.is_empty() {
            WindowState::Closed
        } else if self.rules.reopen && self.takes_more() {
            self.holder = 0;
            self.passes = 0;
            WindowState::Priority
        } else {
            WindowState::Resolving
        };
        item
    }

    /// True if the window may give priority again (seats and responses left).
    fn takes_more(&self) -> bool {
        !self.order.is_empty() && self.rules.responses.is_none_or(|n| self.responses < n)
    }

    /// Puts `item` on top of the stack by an effect rather than a response (a copy made when a
    /// card resolves, A1.6): priority starts again from the first seat, as after a resolution.
    pub fn add(&mut self, seat: Seat, item: I) {
        self.stack.push((seat, item));
        self.passes = 0;
        self.holder = 0;
        self.state = if self.order.is_empty() { WindowState::Resolving } else { WindowState::Priority };
    }

    /// The stack, bottom first, to change in place (a copy's new target).
    pub fn stack_mut(&mut self) -> &mut [(Seat, I)] {
        &mut self.stack
    }

    /// Removes an item from the stack without resolving it (a cancelled Spell, A1.5) and
    /// returns it. `index` counts from the bottom.
    pub fn remove(&mut self, index: usize) -> Option<(Seat, I)> {
        (index < self.stack.len()).then(|| self.stack.remove(index))
    }

    /// Drops `seat` from the priority order (an eliminated player). If it had priority, the
    /// next seat gets it; the passes in a row still count the seats left.
    pub fn leave(&mut self, seat: Seat) {
        let Some(at) = self.order.iter().position(|&s| s == seat) else { return };
        self.order.remove(at);
        if at < self.holder {
            self.holder -= 1;
        }
        if self.order.is_empty() {
            self.holder = 0;
            if self.state == WindowState::Priority {
                self.state = if self.stack.is_empty() { WindowState::Closed } else { WindowState::Resolving };
            }
            return;
        }
        self.holder %= self.order.len();
        if self.state == WindowState::Priority && self.passes >= self.order.len() {
            self.passes = 0;
            self.state = if self.stack.is_empty() { WindowState::Closed } else { WindowState::Resolving };
        }
    }
}

/// The seats of a table of `seats` in clockwise order from `first` (the order priority takes).
pub fn clockwise_from(first: Seat, seats: u8) -> impl Iterator<Item = Seat> {
    (0..seats).map(move |off| (first + off) % seats.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rulebook's A1 chain at a table of three: seat 0 casts, seat 1 answers, everyone passes.
    #[test]
    fn a_chain_resolves_last_in_first_out_with_priority_again_after_each_resolution() {
        let mut w = Window::open(clockwise_from(0, 3), vec![(0, "fireball")], WindowRules::CHAIN);
        assert_eq!(w.priority(), Some(0), "the active player gets the first chance (A1.2)");
        w.pass(0).unwrap();
        assert_eq!(w.priority(), Some(1));
        w.respond(1, "counterspell").unwrap();
        assert_eq!(w.priority(), Some(2), "after an addition priority passes clockwise from the responder (A-10)");
        w.pass(2).unwrap();
        w.pass(0).unwrap();
        assert_eq!(w.priority(), Some(1), "seat 0's earlier pass does not count: passes must be in a row");
        w.pass(1).unwrap();
        assert_eq!(w.state(), WindowState::Resolving);
        assert_eq!(w.resolve_next(), Some((1, "counterspell")), "the most recent Spell resolves first (A1.3)");
        assert_eq!(w.priority(), Some(0), "after a resolution priority starts again with the active player");
        for s in [0, 1, 2] {
            w.pass(s).unwrap();
        }
        assert_eq!(w.resolve_next(), Some((0, "fireball")));
        assert!(w.is_closed());
        assert_eq!(w.resolve_next(), None);
    }

    #[test]
    fn only_the_seat_with_priority_may_act_and_a_refusal_changes_nothing() {
        let mut w = Window::open(vec![0, 1], vec![(0, 'a')], WindowRules::CHAIN);
        let before = w.clone();
        assert_eq!(w.pass(1), Err(WindowError::NotYourPriority { holder: 0, seat: 1 }));
        assert_eq!(w.respond(1, 'b'), Err(WindowError::NotYourPriority { holder: 0, seat: 1 }));
        assert_eq!(w, before);
        w.pass(0).unwrap();
        w.pass(1).unwrap();
        assert_eq!(w.pass(0), Err(WindowError::NoPriority));
    }

    /// The Exiled's Giving Orders: an Order and its Special card, one Reaction from an
    /// opponent, then all three resolve, Reaction first, with no priority in between.
    #[test]
    fn one_answer_windows_take_a_single_response_and_resolve_everything_at_once() {
        let stack = vec![(0, "order"), (0, "special")];
        let mut w = Window::open(vec![1, 2], stack, WindowRules::ONE_ANSWER);
        w.pass(1).unwrap();
        w.respond(2, "reaction").unwrap();
        assert_eq!(w.priority(), None, "one Reaction only");
        assert_eq!(w.respond(1, "second"), Err(WindowError::NoPriority));
        let order: Vec<_> = std::iter::from_fn(|| w.resolve_next()).map(|(_, i)| i).collect();
        assert_eq!(order, vec!["reaction", "special", "order"]);
        assert!(w.is_closed());
    }

    #[test]
    fn a_window_nobody_answers_resolves_the_stack_and_an_empty_one_closes() {
        let mut w = Window::open(vec![0, 1], Vec::<(Seat, u8)>::new(), WindowRules::CHAIN);
        w.pass(0).unwrap();
        w.pass(1).unwrap();
        assert!(w.is_closed());
        let mut w = Window::open(Vec::new(), vec![(0, 7u8)], WindowRules::CHAIN);
        assert_eq!(w.priority(), None);
        assert_eq!(w.resolve_next(), Some((0, 7)));
        assert!(w.is_closed());
    }

    #[test]
    fn a_seat_that_leaves_gives_up_priority_and_no_longer_counts_in_the_passes() {
        let mut w = Window::open(vec![0, 1, 2], vec![(0, 'x')], WindowRules::CHAIN);
        w.pass(0).unwrap();
        w.pass(1).unwrap();
        w.leave(2);
        assert_eq!(w.state(), WindowState::Resolving, "both seats left have passed in a row");
        let mut w = Window::open(vec![0, 1, 2], vec![(0, 'x')], WindowRules::CHAIN);
        w.pass(0).unwrap();
        w.leave(1);
        assert_eq!(w.priority(), Some(2));
    }

    #[test]
    fn a_cancelled_item_leaves_the_stack_without_resolving() {
        let mut w = Window::open(vec![0, 1], vec![(0, "bolt")], WindowRules::CHAIN);
        w.respond(0, "cancel").unwrap();
        w.pass(1).unwrap();
        w.pass(0).unwrap();
        assert_eq!(w.resolve_next(), Some((0, "cancel")));
        assert_eq!(w.remove(0), Some((0, "bolt")), "the cancel takes the bolt off the chain (A1.5)");
        assert_eq!(w.remove(0), None);
        for s in [0, 1] {
            w.pass(s).unwrap();
        }
        assert!(w.is_closed(), "nothing is left to resolve");
    }

    /// The Defenders purple-card sweep: seats in turn from the active one; a seat that plays a
    /// card (at once) is asked again; once the seats after it pass, the window closes without
    /// going back to the seats that passed before.
    #[test]
    fn a_response_at_once_keeps_priority_and_the_earlier_passes_stand() {
        let mut w = Window::<()>::open(clockwise_from(1, 3), Vec::new(), WindowRules::CHAIN);
        w.pass(1).unwrap();
        assert_eq!(w.respond_at_once(0), Err(WindowError::NotYourPriority { holder: 2, seat: 0 }));
        w.respond_at_once(2).unwrap();
        assert_eq!(w.priority(), Some(2), "the seat that played is asked again");
        assert!(w.stack().is_empty(), "nothing stacks: the card took effect at once");
        w.respond_at_once(2).unwrap();
        w.pass(2).unwrap();
        assert_eq!(w.priority(), Some(0));
        w.pass(0).unwrap();
        assert!(w.is_closed(), "seat 1 passed before the plays and is not asked again");
        let mut w = Window::<()>::open(vec![0, 1], Vec::new(), WindowRules::ONE_ANSWER);
        w.respond_at_once(0).unwrap();
        assert!(w.is_closed(), "one answer: the window is over once it is given");
    }

    #[test]
    fn clockwise_starts_at_the_first_seat_and_wraps() {
        assert_eq!(clockwise_from(2, 4).collect::<Vec<_>>(), vec![2, 3, 0, 1]);
    }
}

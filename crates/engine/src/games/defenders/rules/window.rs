//! The purple-card windows (rules notes §2 "Card-play windows") on the core's priority window,
//! [`crate::core::Window`]: the order of the seats, passing, playing and closing are the core's.
//!
//! The agenda stores a window as `Task::Window { point, from }`, and that stored form is kept
//! byte for byte (saves and the golden games pin it). It reads: the window at `point`, clockwise
//! from the active seat, in which the seats at offsets below `from` have passed (at the start
//! of the Daytime the active seat takes no part: `from` 1). [`Defenders::window`] rebuilds the
//! core window from it, and [`Defenders::window_from`] writes it back.
//!
//! - A seat with nothing playable at `point` passes without being asked (the game says who is
//!   eligible; the core keeps the order).
//! - While a seat is asked, the task under its decision holds the window as it stands once that
//!   seat passes, so a pass is the decision leaving the agenda.
//! - A seat that plays a card keeps priority ([`Window::respond_at_once`]): the card takes
//!   effect at once, and the seats that passed before it are not asked again. Once the last
//!   seat has passed, the window is closed.

use super::super::state::{Defenders, Pending, Task, WindowPoint};
use crate::core::{clockwise_from, Seat, Window, WindowRules};

impl Defenders {
    /// The window as stored: every seat clockwise from the active seat, the first `from` of
    /// them passed.
    pub(crate) fn window(&self, from: u8) -> Window<()> {
        let n = self.seats.len() as u8;
        let mut w = Window::open(clockwise_from(self.active, n), Vec::new(), WindowRules::CHAIN);
        for _ in 0..from {
            let Some(seat) = w.priority() else { break };
            let _ = w.pass(seat);
        }
        w
    }

    /// The stored form of a window: the offset from the active seat of the seat with
    /// priority, or the number of seats once everyone has passed.
    pub(crate) fn window_from(&self, w: &Window<()>) -> u8 {
        let n = self.seats.len() as u8;
        w.priority().map_or(n, |seat| (seat + n - self.active) % n)
    }

    /// Works the window at `point` (stored as `from`): the seats with nothing playable pass,
    /// and the first that holds a playable card is asked. Nobody left to ask: the window is over.
    pub(crate) fn open_window(&mut self, point: WindowPoint, from: u8) {
        // The seats still to be asked are those at offsets `from..n` clockwise from the active
        // seat, in that order: where `window(from)` hands priority. They are walked by offset,
        // without building the core window (this runs at every window point of every turn);
        // the seat asked passes to offset `k + 1`, which is `window_from` of the window once it
        // has passed.
        let n = self.seats.len() as u8;
        for k in from..n {
            let seat = (self.active + k) % n;
            if self.can_play(seat, Some(point)) {
                self.tasks.push(seat, Task::Window { point, from: k + 1 });
                self.tasks.push(seat, Task::Decide(Pending::Window { point }));
                return;
            }
        }
    }

    /// `seat`, asked in the window at `point`, plays a card: it keeps priority and is asked
    /// again once the card has taken effect (the caller carries it out, on top of this).
    pub(crate) fn window_play(&mut self, seat: Seat, point: WindowPoint) {
        if let Some((_, Task::Window { point: p, .. })) = self.tasks.top() {
            if *p == point {
                self.tasks.pop();
            }
        }
        let mut w = self.window(0);
        while let Some(s) = w.priority().filter(|&s| s != seat) {
            let _ = w.pass(s);
        }
        let played = w.respond_at_once(seat);
        debug_assert!(played.is_ok(), "seat {seat} was asked in the window");
        self.tasks.push(seat, Task::Window { point, from: self.window_from(&w) });
    }
}

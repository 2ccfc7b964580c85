//! The session clock: how long the table has been playing, and (optional, off by default) how
//! long each seat's turns took. It runs from the table's creation, pauses on demand and while
//! the app is in the background, and is never part of undo or the history: time spent is spent.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::state::MAX_PLAYERS;

/// The longest time the clock counts (about 1,000 days); more is held at this.
pub const CLOCK_LIMIT_MS: i64 = 1_000 * 24 * 3_600 * 1_000;

/// A change to the session clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClockOp {
    /// Stops the clock (a break at the table).
    Pause {},
    /// Starts it again.
    Resume {},
    /// The app went to the background (`true`: the clock pauses if it ran) or came back
    /// (`false`: it runs again if it was the background that paused it).
    Background {
        /// In the background now.
        hidden: bool,
    },
    /// Times each seat's turns (on) or stops doing so (off); the times so far are kept.
    PerTurn {
        /// On or off.
        on: bool,
    },
    /// Back to zero: the session's time and every seat's turn time.
    Reset {},
}

/// The clock as kept with a table (left out of the JSON while it is the default, so tables
/// written before it existed read and write as they did).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Clock {
    /// Time counted up to `since` (or in all, while paused), in milliseconds.
    pub elapsed_ms: i64,
    /// When the running stretch began; `None` while paused.
    pub since: Option<DateTime<Utc>>,
    /// Paused by the app going to the background (it runs again when the app comes back).
    pub background: bool,
    /// Whether each seat's turns are timed.
    pub per_turn: bool,
    /// Each seat's time in turns that are over, in milliseconds, by seat.
    pub seat_ms: Vec<i64>,
    /// The seat whose turn is being timed.
    pub turn_seat: Option<usize>,
    /// The time of the turn being timed, up to `since`.
    pub turn_ms: i64,
}

/// What the UI shows of the clock, as of the moment the view was made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// The session's time, in milliseconds.
    pub elapsed_ms: i64,
    /// Whether it runs (the UI counts on from `elapsed_ms` while it does).
    pub running: bool,
    /// Paused because the app was in the background.
    pub background: bool,
    /// Whether turns are timed.
    pub per_turn: bool,
    /// Each seat's time in turns, the turn being played included, by seat.
    pub seat_ms: Vec<i64>,
    /// The seat whose turn is being timed, and its time so far.
    pub turn_seat: Option<usize>,
    /// The current turn's time so far, in milliseconds.
    pub turn_ms: i64,
}

impl Clock {
    /// A clock that starts running at `now` (a new table).
    pub fn started(now: DateTime<Utc>) -> Clock {
        Clock { since: Some(now), ..Clock::default() }
    }

    /// Whether it is the default (a table from before the clock).
    pub fn is_default(&self) -> bool {
        *self == Clock::default()
    }

    /// Whether it runs.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Counts the running stretch up to `now` and starts a new one there. A clock set back
    /// (`now` before `since`) counts nothing.
    fn settle(&mut self, now: DateTime<Utc>) {
        if let Some(since) = self.since {
            let delta = (now - since).num_milliseconds().clamp(0, CLOCK_LIMIT_MS);
            self.elapsed_ms = self.elapsed_ms.saturating_add(delta).min(CLOCK_LIMIT_MS);
            if self.per_turn && self.turn_seat.is_some() {
                self.turn_ms = self.turn_ms.saturating_add(delta).min(CLOCK_LIMIT_MS);
            }
            self.since = Some(now);
        }
    }

    /// Applies `op` at `now`; the line the UI may show ("Clock paused").
    pub fn apply(&mut self, op: ClockOp, now: DateTime<Utc>, active: Option<usize>) -> &'static str {
        self.settle(now);
        match op {
            ClockOp::Pause {} => {
                self.since = None;
                self.background = false;
                "Clock paused"
            }
            ClockOp::Resume {} => {
                self.since = Some(now);
                self.background = false;
                "Clock running"
            }
            ClockOp::Background { hidden: true } => {
                if self.since.is_some() {
                    self.since = None;
                    self.background = true;
                }
                "Clock paused in the background"
            }
            ClockOp::Background { hidden: false } => {
                if self.background {
                    self.since = Some(now);
                    self.background = false;
                }
                "Clock back from the background"
            }
            ClockOp::PerTurn { on } => {
                self.per_turn = on;
                if on && self.turn_seat.is_none() {
                    self.turn_seat = active;
                    self.turn_ms = 0;
                }
                if on {
                    "Turns timed"
                } else {
                    "Turns no longer timed"
                }
            }
            ClockOp::Reset {} => {
                let running = self.since.is_some();
                *self = Clock { per_turn: self.per_turn, turn_seat: active, ..Clock::default() };
                if running {
                    self.since = Some(now);
                }
                "Clock reset"
            }
        }
    }

    /// The active seat is now `active` (after any change to the table): a turn that changed
    /// hands is charged to the seat that played it.
    pub fn turn_passed(&mut self, active: Option<usize>, now: DateTime<Utc>) {
        if !self.per_turn || self.turn_seat == active {
            return;
        }
        self.settle(now);
        if let Some(seat) = self.turn_seat.filter(|&s| s < MAX_PLAYERS) {
            if self.seat_ms.len() <= seat {
                self.seat_ms.resize(seat + 1, 0);
            }
            if let Some(total) = self.seat_ms.get_mut(seat) {
                *total = total.saturating_add(self.turn_ms).min(CLOCK_LIMIT_MS);
            }
        }
        self.turn_seat = active;
        self.turn_ms = 0;
    }

    /// Seat `player` left the table: its times go, and the seats after it move down one.
    pub fn player_removed(&mut self, player: usize) {
        if player < self.seat_ms.len() {
            self.seat_ms.remove(player);
        }
        self.turn_seat = match self.turn_seat {
            Some(s) if s == player => None,
            Some(s) if s > player => Some(s - 1),
            other => other,
        };
        if self.turn_seat.is_none() {
            self.turn_ms = 0;
        }
    }

    /// Checks a clock read from outside (an import): no negative or overlong times, no seat
    /// past the table's `players`.
    pub fn check(&self, players: usize) -> Result<(), String> {
        let in_range = |ms: i64| (0..=CLOCK_LIMIT_MS).contains(&ms);
        if !in_range(self.elapsed_ms) || !in_range(self.turn_ms) || !self.seat_ms.iter().all(|&ms| in_range(ms)) {
            return Err(format!("a clock time is negative or longer than {} days", CLOCK_LIMIT_MS / 86_400_000));
        }
        if self.seat_ms.len() > players || self.turn_seat.is_some_and(|s| s >= players) {
            return Err(format!("the clock times a seat the table's {players} players do not have"));
        }
        if self.background && self.since.is_some() {
            return Err("the clock cannot both run and be paused in the background".into());
        }
        Ok(())
    }

    /// The clock as of `now`, for the UI.
    pub fn view(&self, now: DateTime<Utc>, players: usize) -> ClockView {
        let mut at = self.clone();
        at.settle(now);
        let mut seat_ms = at.seat_ms.clone();
        seat_ms.resize(players.max(seat_ms.len()).min(MAX_PLAYERS), 0);
        if let Some(total) = at.turn_seat.and_then(|s| seat_ms.get_mut(s)) {
            *total = total.saturating_add(at.turn_ms);
        }
        ClockView {
            elapsed_ms: at.elapsed_ms,
            running: at.running(),
            background: at.background,
            per_turn: at.per_turn,
            seat_ms,
            turn_seat: at.turn_seat,
            turn_ms: at.turn_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(s: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_780_000_000 + s, 0).single().unwrap_or_default()
    }

    #[test]
    fn the_clock_counts_only_while_it_runs() {
        let mut c = Clock::started(at(0));
        assert_eq!(c.view(at(90), 2).elapsed_ms, 90_000);
        c.apply(ClockOp::Pause {}, at(100), None);
        assert_eq!(c.view(at(500), 2).elapsed_ms, 100_000, "a paused clock stands still");
        c.apply(ClockOp::Resume {}, at(600), None);
        assert_eq!(c.view(at(610), 2).elapsed_ms, 110_000);
        // A clock set back counts nothing, and never goes below what it had.
        assert_eq!(c.view(at(0), 2).elapsed_ms, 100_000);
    }

    #[test]
    fn the_background_pauses_and_only_a_background_pause_resumes_by_itself() {
        let mut c = Clock::started(at(0));
        c.apply(ClockOp::Background { hidden: true }, at(10), None);
        assert!(!c.running() && c.background);
        c.apply(ClockOp::Background { hidden: false }, at(70), None);
        assert!(c.running());
        assert_eq!(c.view(at(80), 1).elapsed_ms, 20_000, "the minute away is not counted");
        // Paused by hand: coming back from the background does not start it.
        c.apply(ClockOp::Pause {}, at(90), None);
        c.apply(ClockOp::Background { hidden: true }, at(95), None);
        c.apply(ClockOp::Background { hidden: false }, at(99), None);
        assert!(!c.running());
        assert_eq!(c.view(at(200), 1).elapsed_ms, 30_000);
    }

    #[test]
    fn each_seat_is_charged_its_own_turns() {
        let mut c = Clock::started(at(0));
        c.apply(ClockOp::PerTurn { on: true }, at(0), Some(0));
        c.turn_passed(Some(1), at(30)); // seat 0 played 30 s
        c.turn_passed(Some(0), at(50)); // seat 1 played 20 s
        c.turn_passed(Some(0), at(55)); // same seat: nothing changes hands
        let v = c.view(at(60), 2);
        assert_eq!(v.seat_ms, vec![30_000 + 10_000, 20_000], "the turn in play counts for its seat");
        assert_eq!(v.turn_seat, Some(0));
        assert_eq!(v.turn_ms, 10_000);
        // Off: times are kept but no longer grow with turns.
        c.apply(ClockOp::PerTurn { on: false }, at(60), Some(0));
        c.turn_passed(Some(1), at(90));
        assert_eq!(c.view(at(90), 2).seat_ms, vec![40_000, 20_000]);
    }

    #[test]
    fn removing_a_seat_moves_the_later_seats_down() {
        let mut c = Clock::started(at(0));
        c.apply(ClockOp::PerTurn { on: true }, at(0), Some(0));
        c.turn_passed(Some(1), at(10));
        c.turn_passed(Some(2), at(30));
        c.player_removed(0);
        assert_eq!(c.turn_seat, Some(1));
        assert_eq!(c.view(at(30), 2).seat_ms, vec![20_000, 0]);
        assert!(c.check(2).is_ok());
        assert!(c.check(1).is_err(), "a seat past the table is refused");
    }

    #[test]
    fn reset_keeps_the_choice_and_the_running() {
        let mut c = Clock::started(at(0));
        c.apply(ClockOp::PerTurn { on: true }, at(0), Some(1));
        c.apply(ClockOp::Reset {}, at(100), Some(1));
        let v = c.view(at(105), 3);
        assert_eq!((v.elapsed_ms, v.running, v.per_turn, v.turn_seat), (5_000, true, true, Some(1)));
        assert_eq!(v.seat_ms, vec![0, 5_000, 0]);
    }

    #[test]
    fn crafted_clocks_are_refused() {
        let bad = [
            Clock { elapsed_ms: -1, ..Clock::default() },
            Clock { turn_ms: CLOCK_LIMIT_MS + 1, ..Clock::default() },
            Clock { seat_ms: vec![0, -5], ..Clock::default() },
            Clock { background: true, since: Some(at(0)), ..Clock::default() },
        ];
        for c in bad {
            assert!(c.check(4).is_err(), "{c:?}");
        }
        assert!(Clock::started(at(0)).check(1).is_ok());
    }
}

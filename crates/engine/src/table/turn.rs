//! Whose turn it is and where in the turn: the generic turn tracker, once for every kind.
//!
//! Each tracker declares its rulebook turn order as data ([`TurnOrder`], from
//! [`Tracker::turn_order`](super::Tracker::turn_order)): the steps, each with a name, a one-line
//! reminder and who acts, and which of its counters hold the step, the round, the active seat and
//! the first player. What a counter holds is read from and written to that counter only (one source
//! of truth: the Phase counter a tracker already had *is* the step); what no counter holds (the
//! active seat at most tables, the first player, a generic table's step) lives in [`Turn`], part of
//! the [`TableState`] so undo, saves and imports cover it.
//!
//! Next and Back walk the order: past the last step the next seat clockwise plays (the round goes up
//! when the turn passes the first player again), or, when the whole table plays the round together,
//! the next round starts. Back is the exact inverse of Next.

use serde::{Deserialize, Serialize};

use super::counter::CounterRole;
use super::error::TableError;
use super::state::TableState;

/// The turn state no counter holds. Missing from tables and saves written before it existed: they
/// read as the default (the first seat starts, round 1, the first step).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Turn {
    /// Whether the players chose who starts (the UI asks until they have).
    pub chosen: bool,
    /// The first player's seat, when the tracker has no counter for it.
    pub first: usize,
    /// The active seat, when neither a counter nor the turn count holds it.
    pub active: usize,
    /// The round, when no counter holds it (0 reads as 1).
    pub round: i32,
    /// The step's index, when the steps name no counter values.
    pub step: usize,
}

impl Turn {
    /// Whether it is the default (left out of the JSON, so older tables read and write as before).
    pub fn is_default(&self) -> bool {
        *self == Turn::default()
    }
}

/// Who acts in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    /// The active player.
    Active,
    /// Every player (the first player leads where an order matters).
    Everyone,
    /// The game itself: the enemy, the horde, the cards.
    Game,
    /// One seat, always the same (The Exiled: seat 0 is the Attacker's side, seat 1 the Defenders').
    Seat(usize),
}

/// One step of a turn order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnStep {
    /// Its name, as the rulebook gives it.
    pub name: String,
    /// What happens in it, in one line.
    pub reminder: String,
    /// Who acts.
    pub actor: Actor,
    /// The shared counters' values that mean "at this step" (`[("phase", 2)]`); empty when the
    /// tracker has no counter for the step ([`Turn::step`] holds it).
    pub at: Vec<(&'static str, i32)>,
}

impl TurnStep {
    /// A step.
    pub fn new(name: impl Into<String>, reminder: impl Into<String>, actor: Actor) -> TurnStep {
        TurnStep { name: name.into(), reminder: reminder.into(), actor, at: Vec::new() }
    }
    /// Held by shared counter `key` at `value` (add several for a step named by several counters).
    pub fn at(mut self, key: &'static str, value: i32) -> TurnStep {
        self.at.push((key, value));
        self
    }
}

/// How the turn passes between the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// The steps are one player's turn; then the next seat clockwise plays them.
    Clockwise,
    /// The steps are the whole round, played by the table together (or by the step's own
    /// [`Actor::Seat`]); after the last step the next round starts.
    Together,
}

/// A tracker's rulebook turn order, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnOrder {
    /// The steps in order (at least one).
    pub steps: Vec<TurnStep>,
    /// How the turn passes between players.
    pub seats: Seats,
    /// What a round is called ("Day", "Round", "Turn").
    pub round_word: &'static str,
    /// The shared counter that holds the round, if the tracker has one.
    pub round_counter: Option<&'static str>,
    /// With [`Seats::Clockwise`]: the round counter counts every player's turn (Defenders' Turn,
    /// Firesiege's Turns played), so the active seat is the first player's plus the turns played.
    pub counts_turns: bool,
    /// The shared counter that holds the active seat, if the tracker has one.
    pub active_counter: Option<&'static str>,
    /// The shared counter that holds the first player's seat, if the tracker has one.
    pub first_counter: Option<&'static str>,
    /// Where the order comes from ("rulebook: Game Flow").
    pub source: &'static str,
}

impl TurnOrder {
    /// An order with these steps; no counters; each player's turn, clockwise; rounds.
    pub fn new(steps: Vec<TurnStep>, seats: Seats, source: &'static str) -> TurnOrder {
        TurnOrder {
            steps,
            seats,
            round_word: "Round",
            round_counter: None,
            counts_turns: false,
            active_counter: None,
            first_counter: None,
            source,
        }
    }
    /// The round is called `word` and held by counter `key` (`None`: in [`Turn::round`]).
    pub fn round(mut self, word: &'static str, key: Option<&'static str>) -> TurnOrder {
        self.round_word = word;
        self.round_counter = key;
        self
    }
    /// The round counter counts every player's turn.
    pub fn counts_turns(mut self) -> TurnOrder {
        self.counts_turns = true;
        self
    }
    /// The active seat is held by counter `key`.
    pub fn active_counter(mut self, key: &'static str) -> TurnOrder {
        self.active_counter = Some(key);
        self
    }
    /// The first player's seat is held by counter `key`.
    pub fn first_counter(mut self, key: &'static str) -> TurnOrder {
        self.first_counter = Some(key);
        self
    }
    /// The generic table's order: each player's turn, clockwise from the first player.
    /// designed: rulebook silent (any game).
    pub fn each_player(round_counter: Option<&'static str>) -> TurnOrder {
        TurnOrder::new(
            vec![TurnStep::new("Turn", "Take your turn; Next passes it to the next player clockwise", Actor::Active)],
            Seats::Clockwise,
            "designed: rulebook silent (any game: each player's turn, clockwise)",
        )
        .round("Round", round_counter)
    }
}

/// Where the table is in the turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The step's index.
    pub step: usize,
    /// The round (1 = first).
    pub round: i32,
    /// The active seat.
    pub active: usize,
}

/// What the UI shows of the turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    /// The seat that acts now (the active player, or the step's own seat).
    pub active: usize,
    /// Their name.
    pub active_name: String,
    /// Their colour.
    pub active_colour: String,
    /// Who acts in this step.
    pub actor: Actor,
    /// Who acts, in words ("Anna", "Everyone", "The game").
    pub who: String,
    /// The first player's seat.
    pub first: usize,
    /// Whether the players chose who starts.
    pub chosen: bool,
    /// What a round is called.
    pub round_word: String,
    /// The round.
    pub round: i32,
    /// The step, 1 to `steps`.
    pub step: usize,
    /// How many steps.
    pub steps: usize,
    /// The step's name.
    pub step_name: String,
    /// What happens in it.
    pub reminder: String,
    /// Whether Back is possible (not at the first step of the game).
    pub can_back: bool,
    /// Whether Next is possible (not past the last round).
    pub can_next: bool,
    /// Where the order comes from.
    pub source: String,
}

fn count(state: &TableState) -> usize {
    state.player_count().max(1)
}

fn seat_value(state: &TableState, key: Option<&str>, fallback: usize) -> usize {
    let n = count(state);
    let v = key.and_then(|k| state.value(k, None)).and_then(|v| usize::try_from(v).ok()).unwrap_or(fallback);
    v.min(n - 1)
}

/// The first player's seat.
pub fn first(state: &TableState, order: &TurnOrder) -> usize {
    seat_value(state, order.first_counter, state.turn.first)
}

/// Where the table is now. Every index is clamped: an older or edited table reads as a valid position.
pub fn read(state: &TableState, order: &TurnOrder) -> Position {
    let n = count(state);
    let len = order.steps.len().max(1);
    let step = if order.steps.iter().any(|s| !s.at.is_empty()) {
        let matches = |s: &TurnStep| s.at.iter().all(|(k, v)| state.value(k, None) == Some(*v));
        order
            .steps
            .iter()
            .position(matches)
            // A position the steps do not name (a counter set by hand): the first step that agrees
            // on the first counter (the phase), or the first step.
            .or_else(|| {
                order.steps.iter().position(|s| s.at.first().is_some_and(|(k, v)| state.value(k, None) == Some(*v)))
            })
            .unwrap_or(0)
    } else {
        state.turn.step.min(len - 1)
    };
    let round = match order.round_counter.and_then(|k| state.value(k, None)) {
        Some(r) => r,
        None => state.turn.round.max(1),
    };
    let f = first(state, order);
    let active = match order.seats {
        Seats::Together => f,
        Seats::Clockwise if order.active_counter.is_some() => seat_value(state, order.active_counter, f),
        Seats::Clockwise if order.counts_turns => {
            let turns = usize::try_from(round.saturating_sub(1)).unwrap_or(0);
            (f + turns % n) % n
        }
        Seats::Clockwise => state.turn.active.min(n - 1),
    };
    Position { step, round, active }
}

/// Whether a seat is out of the game (its Life at the minimum).
fn out(state: &TableState, seat: usize) -> bool {
    state.counters.iter().any(|c| c.player == Some(seat) && c.role == Some(CounterRole::Life) && c.value <= c.min)
}

/// The next seat clockwise from `from` (`dir` +1) or counter-clockwise (`dir` -1), skipping seats
/// out of the game unless every seat is out; and whether the move passed the first player's seat
/// (clockwise: landed on or passed it; counter-clockwise: left it or passed it).
fn neighbour(state: &TableState, from: usize, forward: bool, first: usize) -> (usize, bool) {
    let n = count(state);
    let everyone_out = (0..n).all(|s| out(state, s));
    let mut seat = from;
    let mut crossed = false;
    for _ in 0..n {
        if forward {
            seat = (seat + 1) % n;
            crossed |= seat == first;
        } else {
            crossed |= seat == first;
            seat = (seat + n - 1) % n;
        }
        if everyone_out || !out(state, seat) {
            break;
        }
    }
    (seat, crossed)
}

fn round_limits(state: &TableState, order: &TurnOrder) -> (i32, i32) {
    match order.round_counter.and_then(|k| state.by_key(k, None)) {
        Some(c) => (c.min.max(1), c.max),
        None => (1, i32::MAX),
    }
}

/// The position after Next.
///
/// # Errors
/// [`TableError::Turn`] past the last round the rulebook allows.
pub fn next(state: &TableState, order: &TurnOrder) -> Result<Position, TableError> {
    let p = read(state, order);
    let len = order.steps.len().max(1);
    if p.step + 1 < len {
        return Ok(Position { step: p.step + 1, ..p });
    }
    let (round, active) = match order.seats {
        Seats::Together => (p.round.saturating_add(1), p.active),
        Seats::Clockwise if order.counts_turns => {
            let n = count(state);
            (p.round.saturating_add(1), (p.active + 1) % n)
        }
        Seats::Clockwise => {
            let (seat, crossed) = neighbour(state, p.active, true, first(state, order));
            (p.round.saturating_add(i32::from(crossed)), seat)
        }
    };
    let (_, max) = round_limits(state, order);
    if round > max {
        return Err(TableError::Turn(format!(
            "{} {max} is the last {} ({}): the game ends here",
            order.round_word,
            order.round_word.to_lowercase(),
            order.source
        )));
    }
    Ok(Position { step: 0, round, active })
}

/// The position before, the exact inverse of [`next`].
///
/// # Errors
/// [`TableError::Turn`] at the game's first step.
pub fn back(state: &TableState, order: &TurnOrder) -> Result<Position, TableError> {
    let p = read(state, order);
    let len = order.steps.len().max(1);
    if p.step > 0 {
        return Ok(Position { step: p.step - 1, ..p });
    }
    let (round, active) = match order.seats {
        Seats::Together => (p.round - 1, p.active),
        Seats::Clockwise if order.counts_turns => {
            let n = count(state);
            (p.round - 1, (p.active + n - 1) % n)
        }
        Seats::Clockwise => {
            let (seat, crossed) = neighbour(state, p.active, false, first(state, order));
            (p.round - i32::from(crossed), seat)
        }
    };
    let (min, _) = round_limits(state, order);
    if round < min {
        return Err(TableError::Turn(format!(
            "this is the first step of {} {}: there is nothing before it",
            order.round_word.to_lowercase(),
            p.round
        )));
    }
    Ok(Position { step: len - 1, round, active })
}

/// Writes a position: into the counters that hold it (through their range checks, so the game's
/// rules see the change), and the rest into [`Turn`].
///
/// # Errors
/// A counter's range refusal.
pub fn write(state: &mut TableState, order: &TurnOrder, to: Position) -> Result<(), TableError> {
    put(state, order, to, false)
}

/// Writes a position again after the game's rules ran, clamped and without refusals: a rule that
/// reacts to a change (a new phase resets the Attack turn, a new Wizard starts at the first step)
/// must not leave the turn elsewhere than Next or Back put it.
pub fn pin(state: &mut TableState, order: &TurnOrder, to: Position) {
    let _ = put(state, order, to, true);
}

fn put(state: &mut TableState, order: &TurnOrder, to: Position, clamped: bool) -> Result<(), TableError> {
    let set = |state: &mut TableState, key: &str, value: i32| -> Result<(), TableError> {
        if state.by_key(key, None).is_none() {
            return Ok(()); // an older table without the counter
        }
        if clamped {
            state.set_clamped(key, None, value);
            Ok(())
        } else {
            state.set_value(key, None, value).map(|_| ())
        }
    };
    match order.steps.get(to.step) {
        Some(s) if !s.at.is_empty() => {
            for (k, v) in &s.at {
                set(state, k, *v)?;
            }
        }
        _ => state.turn.step = to.step,
    }
    match order.round_counter {
        Some(k) if state.by_key(k, None).is_some() => set(state, k, to.round)?,
        _ => state.turn.round = to.round,
    }
    let seat = i32::try_from(to.active).unwrap_or(0);
    match (order.seats, order.active_counter) {
        (Seats::Clockwise, Some(k)) => set(state, k, seat)?,
        (Seats::Clockwise, None) if !order.counts_turns => state.turn.active = to.active,
        _ => {}
    }
    Ok(())
}

/// Sets who starts; at the start of the game (round 1, first step) they also become active.
///
/// # Errors
/// [`TableError::NoSuchPlayer`].
pub fn choose_first(state: &mut TableState, order: &TurnOrder, player: usize) -> Result<Option<Position>, TableError> {
    if player >= state.player_count() {
        return Err(TableError::NoSuchPlayer(player));
    }
    let p = read(state, order);
    let (min, _) = round_limits(state, order);
    let at_start = p.step == 0 && p.round <= min;
    match order.first_counter {
        Some(k) if state.by_key(k, None).is_some() => {
            state.set_value(k, None, i32::try_from(player).unwrap_or(0))?;
        }
        _ => state.turn.first = player,
    }
    state.turn.chosen = true;
    if at_start {
        let to = Position { active: player, ..p };
        write(state, order, to)?;
        return Ok(Some(read(state, order)));
    }
    Ok(None)
}

/// One line for the history: "Next: Anna — Round 2, Daytime (1 of 3)".
pub fn describe(state: &TableState, order: &TurnOrder, what: &str) -> String {
    let v = view(state, order);
    format!("{what}: {} — {} {}, {} ({} of {})", v.active_name, v.round_word, v.round, v.step_name, v.step, v.steps)
}

/// What the UI shows.
pub fn view(state: &TableState, order: &TurnOrder) -> TurnView {
    let p = read(state, order);
    let step = order.steps.get(p.step);
    let actor = step.map_or(Actor::Active, |s| s.actor);
    let n = count(state);
    let active = match actor {
        Actor::Seat(s) if s < n => s,
        _ => p.active,
    };
    let name = state.player_name(active);
    let who = match actor {
        Actor::Active | Actor::Seat(_) => name.clone(),
        Actor::Everyone => "Everyone".to_string(),
        Actor::Game => "The game".to_string(),
    };
    TurnView {
        active,
        active_name: name,
        active_colour: state.players.get(active).map(|p| p.colour.clone()).unwrap_or_default(),
        actor,
        who,
        first: first(state, order),
        chosen: state.turn.chosen,
        round_word: order.round_word.to_string(),
        round: p.round,
        step: p.step + 1,
        steps: order.steps.len(),
        step_name: step.map(|s| s.name.clone()).unwrap_or_default(),
        reminder: step.map(|s| s.reminder.clone()).unwrap_or_default(),
        can_back: back(state, order).is_ok(),
        can_next: next(state, order).is_ok(),
        source: order.source.to_string(),
    }
}

/// After seat `gone` left: the first and active seats held here move down with the seats after it;
/// the active seat's own turn passes to the player who now sits there (clockwise next).
pub fn player_removed(turn: &mut Turn, gone: usize, remaining: usize) {
    let n = remaining.max(1);
    for seat in [&mut turn.first, &mut turn.active] {
        if *seat > gone {
            *seat -= 1;
        }
        if *seat >= n {
            *seat = 0;
        }
    }
}

//! The turn engine, written once: what every game's rules share.
//!
//! A game keeps an *agenda*: a stack of tasks, each a decision for a seat, a chance event, or an
//! automatic step of the rules. A game implements [`Rules`] (what the top task is, the legal
//! answers to a decision, how to execute one, how a step and a chance outcome change the state),
//! and the core provides, once and for every game, the parts that must behave the same
//! everywhere (in the manner of shakmaty's `play` over `is_legal` and `play_unchecked`):
//!
//! - [`run`]: works the agenda until a decision or a chance event is due, or the game ends;
//! - [`apply`] / [`apply_chance`]: checked and atomic (a refused action changes nothing), with
//!   events kept in an [`Events`] sink or dropped unbuilt on the bots' quiet path;
//! - the [`crate::Game`] surface (`to_act`, `legal_actions`, `chance_outcomes`, `apply`,
//!   `apply_quiet`...) for every `Rules` type, by a blanket implementation;
//! - one error type, [`RuleError`], whose refusals name the rule as a field.

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Serialize};

use super::chance::Weighted;
use super::game::{ConfigError, Game, Outcome, Seat, ToAct};
use super::pending::PendingStack;
use super::secret::Told;
use super::target::Target;

/// Why an action or a chance outcome was refused. Every refusal of a decision names its rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A decision sent while chance must decide.
    #[error("a die must be rolled or a card drawn first")]
    ChancePending,
    /// A chance outcome sent while a seat must decide.
    #[error("no roll or draw is due now")]
    NoChancePending,
    /// Not a possible outcome of the pending chance event.
    #[error("{detail}")]
    BadChance {
        /// What was wrong with it, for the player.
        detail: String,
    },
    /// The decision is not allowed by `rule`.
    #[error("rule \"{rule}\": {detail}")]
    Illegal {
        /// The rule that forbids it: a rulebook section or a ruling (e.g. `"Step 1 - Daytime"`).
        rule: &'static str,
        /// Why, for the player.
        detail: String,
    },
}

impl RuleError {
    /// A refused decision: `rule` names the rulebook section or ruling that forbids it.
    pub fn illegal(rule: &'static str, detail: impl std::fmt::Display) -> RuleError {
        RuleError::Illegal { rule, detail: detail.to_string() }
    }

    /// An impossible chance outcome.
    pub fn bad_chance(detail: impl std::fmt::Display) -> RuleError {
        RuleError::BadChance { detail: detail.to_string() }
    }

    /// The error's type name for the protocol (docs/protocol.md).
    pub fn kind(&self) -> &'static str {
        match self {
            RuleError::GameOver => "GameOver",
            RuleError::ChancePending | RuleError::NoChancePending => "NotChance",
            RuleError::BadChance { .. } => "BadChance",
            RuleError::Illegal { .. } => "IllegalAction",
        }
    }

    /// The rule that refused a decision, if this is such a refusal.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            RuleError::Illegal { rule, .. } => Some(rule),
            _ => None,
        }
    }
}

/// What the top of a game's agenda is.
#[derive(Debug)]
pub enum Top<'a, P, N> {
    /// A seat must answer `pending`.
    Decide {
        /// The deciding seat.
        seat: Seat,
        /// The question.
        pending: &'a P,
    },
    /// Chance must decide `need`.
    Chance(&'a N),
    /// An automatic step of the rules: [`Rules::step`] runs it.
    Step,
    /// Nothing is left to do (the game is over).
    Idle,
}

/// The kind of one task on an agenda: how the core tells a game's tasks apart.
pub enum TaskKind<'a, P, N> {
    /// A decision.
    Decide(&'a P),
    /// A chance event.
    Chance(&'a N),
    /// An automatic step.
    Step,
}

/// A task that can sit on an agenda: a game's own task enum says which of its variants are
/// decisions, chance events and steps (its serialised form stays the game's own).
pub trait AgendaTask {
    /// The game's pending-decision type.
    type Pending;
    /// The game's chance-need type.
    type Need;
    /// Which kind of task this is.
    fn kind(&self) -> TaskKind<'_, Self::Pending, Self::Need>;
}

/// A game's agenda: a stack of tasks, each owned by a seat, the top one due now.
pub type Agenda<T, const N: usize = { super::pending::INLINE_TASKS }> = PendingStack<T, N>;

impl<T: AgendaTask, const N: usize> PendingStack<T, N> {
    /// The top of the agenda as the core sees it.
    pub fn top_kind(&self) -> Top<'_, T::Pending, T::Need> {
        match self.top() {
            None => Top::Idle,
            Some((seat, task)) => match task.kind() {
                TaskKind::Decide(pending) => Top::Decide { seat, pending },
                TaskKind::Chance(need) => Top::Chance(need),
                TaskKind::Step => Top::Step,
            },
        }
    }
}

/// What [`run`] does with a pending decision before asking for it.
#[derive(Debug)]
pub enum Settle<A> {
    /// A real choice: ask the seat.
    Wait,
    /// Nothing to choose: the question goes away.
    Close,
    /// One choice only: take it.
    Take(A),
}

/// What happens after [`Rules::execute`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Work the agenda on ([`run`]).
    Run,
    /// The same question is asked again, changed in place: nothing else can be due.
    Stay,
}

/// Where the rules put what happened: a list for [`apply`], nowhere on the quiet path (the bots'
/// hot path builds no event, and so allocates nothing for them).
#[derive(Debug)]
pub struct Events<E> {
    list: Vec<E>,
    quiet: bool,
}

impl<E> Events<E> {
    /// Events are kept, in order.
    pub fn listed() -> Self {
        Events { list: Vec::new(), quiet: false }
    }

    /// Events are dropped unbuilt.
    pub fn quiet() -> Self {
        Events { list: Vec::new(), quiet: true }
    }

    /// True on the quiet path.
    pub fn is_quiet(&self) -> bool {
        self.quiet
    }

    /// Records an event.
    #[inline]
    pub fn push(&mut self, event: E) {
        if !self.quiet {
            self.list.push(event);
        }
    }

    /// Records an event that costs an allocation (a String, a Vec), built only if kept.
    #[inline]
    pub fn push_with(&mut self, event: impl FnOnce() -> E) {
        if !self.quiet {
            self.list.push(event());
        }
    }

    /// The events kept, in order.
    pub fn into_vec(self) -> Vec<E> {
        self.list
    }
}

/// The rules of one game: what it writes, and all it writes, to be played. The [`crate::Game`]
/// surface (checked atomic `apply`, `to_act`, legal actions, chance outcomes) follows for every
/// `Rules` type from the functions of this module.
pub trait Rules: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + 'static {
    /// Setup options (player count, variants).
    type Config: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned + Send;
    /// A small decision naming things by stable ids.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// One outcome of a chance event (a die face, a card).
    type Chance: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What happened, for the log and the UI's animations.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What one seat may see.
    type View: Debug + Serialize + DeserializeOwned;
    /// A pending decision (the question a seat is asked).
    type Pending: Clone;
    /// A pending chance event (which die, which deck).
    type Need: Clone;

    /// Stable id, e.g. `"valeria"`.
    const ID: &'static str;
    /// Display name, e.g. `"Siege of Valeria"`.
    const NAME: &'static str;
    /// Fewest seats.
    const MIN_SEATS: u8;
    /// Most seats.
    const MAX_SEATS: u8;
    /// The room [`crate::Game::legal_actions`] makes in a fresh buffer before listing.
    const LEGAL_RESERVE: usize = 16;

    /// The state after setup (setup shuffles are chance events, not hidden RNG).
    ///
    /// # Errors
    /// A [`ConfigError`] for options the rules do not allow.
    fn setup(config: &Self::Config) -> Result<Self, ConfigError>;
    /// Number of seats in this game.
    fn seats(&self) -> u8;
    /// True once the game has ended (its outcome is known).
    fn is_over(&self) -> bool;
    /// What is due now.
    fn top(&self) -> Top<'_, Self::Pending, Self::Need>;

    /// Fills `out` with the legal answers of `seat` to `pending` (`out` is empty).
    fn legal(&self, seat: Seat, pending: &Self::Pending, out: &mut Vec<Self::Action>);
    /// True if `action` is among [`Rules::legal`]. Override to check without listing.
    fn is_legal(&self, seat: Seat, pending: &Self::Pending, action: &Self::Action) -> bool {
        let mut legal = Vec::new();
        self.legal(seat, pending, &mut legal);
        legal.contains(action)
    }
    /// The refusal of an action that is not legal: the rule that forbids it.
    fn refuse(&self, seat: Seat, pending: &Self::Pending, action: &Self::Action) -> RuleError;
    /// Executes a legal answer to the decision on top of the agenda (still on it: the game pops
    /// it or changes it in place).
    fn execute(&mut self, seat: Seat, action: &Self::Action, events: &mut Events<Self::Event>) -> After;
    /// Runs the automatic step on top of the agenda (the game pops it).
    fn step(&mut self, events: &mut Events<Self::Event>);
    /// Removes the decision on top of the agenda unanswered ([`Settle::Close`]).
    fn drop_top(&mut self);
    /// Whether a pending decision is really asked. The default: always.
    fn settle(&self, _seat: Seat, _pending: &Self::Pending) -> Settle<Self::Action> {
        Settle::Wait
    }

    /// Fills `out` (empty) with the outcomes of `need` and their weights.
    fn outcomes(&self, need: &Self::Need, out: &mut Vec<Weighted<Self::Chance>>);
    /// The outcome of `need` drawn from `rng` as [`super::sample_weighted`] would draw it from
    /// [`Rules::outcomes`]'s list (the same draws from `rng`), for a need the game draws
    /// without listing; `None`, having drawn nothing from `rng`, to list and draw (the default).
    fn sample(&self, _need: &Self::Need, _rng: &mut rand_chacha::ChaCha8Rng) -> Option<Self::Chance> {
        None
    }
    /// Resolves `need` without chance when nothing is random (a known card, an empty deck);
    /// returns true if it did (and popped it). The default: never.
    fn settle_chance(&mut self, _need: &Self::Need, _events: &mut Events<Self::Event>) -> bool {
        false
    }
    /// Applies `outcome` to the chance event `need` on top of the agenda (and pops it).
    ///
    /// # Errors
    /// [`RuleError::BadChance`] if it is not a possible outcome; the state is then unchanged.
    fn resolve_chance(
        &mut self,
        need: &Self::Need,
        outcome: &Self::Chance,
        events: &mut Events<Self::Event>,
    ) -> Result<(), RuleError>;
    /// The pending chance event as an instruction for the table in Assist mode.
    fn question(&self, _need: &Self::Need) -> Option<String> {
        None
    }
    /// Assist mode: the outcome of `need` the table may give without saying what came up, and
    /// the seat that keeps it ([`crate::core::Game::secret_chance`]); `None` (the default) if
    /// the table must always say.
    fn secret(&self, _need: &Self::Need) -> Option<(Seat, Self::Chance)> {
        None
    }
    /// Called by [`run`] once the game is over: clear the agenda, close the phase.
    fn wrap_up(&mut self, _events: &mut Events<Self::Event>) {}

    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;
    /// The end of the game, once it is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The turn, round or day counter shown to players (starts at 1).
    fn turn(&self) -> u32;
    /// True if this decision reveals hidden information (it then cannot be undone).
    fn reveals(&self, _action: &Self::Action) -> bool {
        false
    }
    /// True if priority windows skip the seats that cannot answer (see
    /// [`Game::windows_skip_seats`]).
    fn windows_skip_seats(&self) -> bool {
        false
    }
    /// See [`Game::replay_bridge`].
    fn replay_bridge(&self) -> Option<(Seat, Self::Action)> {
        None
    }
    /// What `action` points at on the board (default: nothing), so a board maps a tap to it.
    fn targets(&self, _action: &Self::Action) -> Vec<Target> {
        Vec::new()
    }
    /// True if this decision is a pass in a priority window (another seat may undo past it).
    fn is_pass(&self, _action: &Self::Action) -> bool {
        false
    }
    /// True if this decision does nothing: it ends the turn or passes (see
    /// [`Game::is_passive`]). Default: [`Rules::is_pass`].
    fn is_passive(&self, action: &Self::Action) -> bool {
        self.is_pass(action)
    }
    /// The legal answer to `pending` that does nothing, if the game names it without listing
    /// (see [`Game::passive_action`]); `None` lists the legal answers and looks.
    fn passive_answer(&self, _seat: Seat, _pending: &Self::Pending) -> Option<Self::Action> {
        None
    }
    /// A short label for a decision, in the rulebook's words.
    fn describe_action(&self, action: &Self::Action) -> String;
    /// A short sentence for a chance outcome in the log. It is shown to every seat, so it must
    /// not name a card that only one seat may see.
    fn describe_chance(&self, outcome: &Self::Chance) -> String;
    /// The label of a chance outcome in Assist mode's picker. Defaults to `describe_chance`.
    fn chance_label(&self, outcome: &Self::Chance) -> String {
        self.describe_chance(outcome)
    }
    /// The pending decision as a question (see [`Game::decision_question`]).
    fn decision_question(&self) -> Option<String> {
        None
    }
    /// The face a die shows if `outcome` is a die roll (see [`Game::die_face`]).
    fn die_face(&self, _outcome: &Self::Chance) -> Option<u8> {
        None
    }
    /// One readable sentence for an event.
    fn describe_event(&self, event: &Self::Event) -> String;
    /// A decision's log line per viewer. The default: [`Rules::describe_action`] for everyone.
    fn tell_action(&self, action: &Self::Action) -> Told {
        Told::public(self.describe_action(action))
    }
    /// A chance outcome's log line per viewer (told on the state before it). The default:
    /// [`Rules::describe_chance`] for everyone.
    fn tell_chance(&self, outcome: &Self::Chance) -> Told {
        Told::public(self.describe_chance(outcome))
    }
    /// An event's log line per viewer. The default: [`Rules::describe_event`] for everyone.
    fn tell_event(&self, event: &Self::Event) -> Told {
        Told::public(self.describe_event(event))
    }
    /// A full state consistent with what `seat` sees, hidden parts resampled.
    fn determinize(&self, _seat: Seat, _rng: &mut rand_chacha::ChaCha8Rng) -> Self {
        self.clone()
    }
}

impl<R: Rules> Game for R {
    type Config = R::Config;
    type Action = R::Action;
    type Chance = R::Chance;
    type Event = R::Event;
    type View = R::View;

    const ID: &'static str = R::ID;
    const NAME: &'static str = R::NAME;
    const MIN_SEATS: u8 = R::MIN_SEATS;
    const MAX_SEATS: u8 = R::MAX_SEATS;

    fn new(config: &R::Config) -> Result<Self, ConfigError> {
        R::setup(config)
    }
    #[inline]
    fn seat_count(&self) -> u8 {
        self.seats()
    }
    #[inline]
    fn to_act(&self) -> ToAct {
        match deciding(self) {
            Ok((seat, _)) => ToAct::Decision { seat },
            Err(RuleError::ChancePending) => ToAct::Chance,
            Err(_) => ToAct::GameOver,
        }
    }
    #[inline]
    fn legal_actions(&self, out: &mut Vec<R::Action>) {
        legal_actions(self, out)
    }
    #[inline]
    fn is_legal_action(&self, action: &R::Action) -> bool {
        match deciding(self) {
            Ok((seat, pending)) => self.is_legal(seat, pending, action),
            Err(_) => false,
        }
    }
    #[inline]
    fn chance_outcomes(&self, out: &mut Vec<Weighted<R::Chance>>) {
        chance_outcomes(self, out)
    }
    #[inline]
    fn sample_chance(
        &self,
        buffer: &mut Vec<Weighted<R::Chance>>,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Option<R::Chance> {
        if self.is_over() {
            return None;
        }
        let Top::Chance(need) = self.top() else { return None };
        if let Some(outcome) = self.sample(need, rng) {
            return Some(outcome);
        }
        buffer.clear();
        self.outcomes(need, buffer);
        super::sample_weighted(buffer, rng).cloned()
    }
    #[inline]
    fn apply(&mut self, action: &R::Action) -> Result<Vec<R::Event>, RuleError> {
        let mut events = Events::listed();
        apply(self, action, &mut events)?;
        Ok(events.into_vec())
    }
    #[inline]
    fn apply_chance(&mut self, outcome: &R::Chance) -> Result<Vec<R::Event>, RuleError> {
        let mut events = Events::listed();
        apply_chance(self, outcome, &mut events)?;
        Ok(events.into_vec())
    }
    #[inline]
    fn apply_quiet(&mut self, action: &R::Action) -> Result<(), RuleError> {
        apply(self, action, &mut Events::quiet())
    }
    #[inline]
    fn apply_chance_quiet(&mut self, outcome: &R::Chance) -> Result<(), RuleError> {
        apply_chance(self, outcome, &mut Events::quiet())
    }
    #[inline]
    fn apply_legal_quiet(&mut self, action: &R::Action) -> Result<(), RuleError> {
        debug_assert!(self.is_legal_action(action), "apply_legal_quiet: {action:?} is not a legal decision now");
        apply_unchecked(self, action, &mut Events::quiet())
    }
    #[inline]
    fn view(&self, seat: Seat) -> R::View {
        Rules::view(self, seat)
    }
    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }
    #[inline]
    fn turn(&self) -> u32 {
        Rules::turn(self)
    }
    #[inline]
    fn reveals(&self, action: &R::Action) -> bool {
        Rules::reveals(self, action)
    }
    fn windows_skip_seats(&self) -> bool {
        Rules::windows_skip_seats(self)
    }
    fn replay_bridge(&self) -> Option<(Seat, R::Action)> {
        Rules::replay_bridge(self)
    }
    fn targets(&self, action: &R::Action) -> Vec<Target> {
        Rules::targets(self, action)
    }
    #[inline]
    fn is_pass(&self, action: &R::Action) -> bool {
        Rules::is_pass(self, action)
    }
    #[inline]
    fn is_passive(&self, action: &R::Action) -> bool {
        Rules::is_passive(self, action)
    }
    fn passive_action(&self) -> Option<R::Action> {
        let (seat, pending) = deciding(self).ok()?;
        if let Some(idle) = self.passive_answer(seat, pending) {
            return Some(idle);
        }
        let mut legal = Vec::new();
        self.legal(seat, pending, &mut legal);
        legal.into_iter().find(|a| Rules::is_passive(self, a))
    }
    fn describe_action(&self, action: &R::Action) -> String {
        Rules::describe_action(self, action)
    }
    fn describe_chance(&self, outcome: &R::Chance) -> String {
        Rules::describe_chance(self, outcome)
    }
    fn chance_label(&self, outcome: &R::Chance) -> String {
        Rules::chance_label(self, outcome)
    }
    fn die_face(&self, outcome: &R::Chance) -> Option<u8> {
        Rules::die_face(self, outcome)
    }
    fn decision_question(&self) -> Option<String> {
        Rules::decision_question(self)
    }
    fn secret_chance(&self) -> Option<(Seat, R::Chance)> {
        if self.is_over() {
            return None;
        }
        match self.top() {
            Top::Chance(need) => self.secret(need),
            _ => None,
        }
    }
    fn chance_question(&self) -> Option<String> {
        if self.is_over() {
            return None;
        }
        match self.top() {
            Top::Chance(need) => self.question(need),
            _ => None,
        }
    }
    fn describe_event(&self, event: &R::Event) -> String {
        Rules::describe_event(self, event)
    }
    fn tell_action(&self, action: &R::Action) -> Told {
        Rules::tell_action(self, action)
    }
    fn tell_chance(&self, outcome: &R::Chance) -> Told {
        Rules::tell_chance(self, outcome)
    }
    fn tell_event(&self, event: &R::Event) -> Told {
        Rules::tell_event(self, event)
    }
    fn determinize(&self, seat: Seat, rng: &mut rand_chacha::ChaCha8Rng) -> Self {
        Rules::determinize(self, seat, rng)
    }
}

/// The bound on [`run`]'s loop: every task either finishes or pushes finitely many others, so
/// this only guards against a programming error looping forever.
const RUN_LIMIT: usize = 1_000_000;

/// Works the agenda until a decision or a chance event is due, or the game ends.
#[inline]
pub fn run<R: Rules>(game: &mut R, events: &mut Events<R::Event>) {
    for _ in 0..RUN_LIMIT {
        if game.is_over() {
            game.wrap_up(events);
            return;
        }
        let settle = match game.top() {
            Top::Idle => return,
            Top::Decide { seat, pending } => (seat, game.settle(seat, pending)),
            Top::Chance(need) => {
                let need = need.clone();
                if game.settle_chance(&need, events) {
                    continue;
                }
                return;
            }
            Top::Step => {
                game.step(events);
                continue;
            }
        };
        match settle {
            (_, Settle::Wait) => return,
            (_, Settle::Close) => game.drop_top(),
            (seat, Settle::Take(only)) => {
                let _ = game.execute(seat, &only, events);
            }
        }
    }
}

/// The seat deciding now and the question, or the refusal of a decision now.
#[inline]
fn deciding<R: Rules>(game: &R) -> Result<(Seat, &R::Pending), RuleError> {
    if game.is_over() {
        return Err(RuleError::GameOver);
    }
    match game.top() {
        Top::Decide { seat, pending } => Ok((seat, pending)),
        Top::Chance(_) => Err(RuleError::ChancePending),
        Top::Step | Top::Idle => Err(RuleError::GameOver),
    }
}

/// Checked, atomic: applies a decision of the seat to act, or changes nothing and says which
/// rule refused it.
///
/// # Errors
/// [`RuleError::GameOver`], [`RuleError::ChancePending`], or the rule that forbids `action`.
#[inline]
pub fn apply<R: Rules>(game: &mut R, action: &R::Action, events: &mut Events<R::Event>) -> Result<(), RuleError> {
    let (seat, pending) = deciding(game)?;
    if !game.is_legal(seat, pending, action) {
        return Err(game.refuse(seat, pending, action));
    }
    execute_and_run(game, seat, action, events);
    Ok(())
}

/// Carries out `seat`'s decision and works the agenda on: what the checked and the unchecked
/// apply share once the decision is known to be legal.
#[inline]
fn execute_and_run<R: Rules>(game: &mut R, seat: Seat, action: &R::Action, events: &mut Events<R::Event>) {
    if game.execute(seat, action, events) == After::Run {
        run(game, events);
    }
}

/// Applies a decision already known to be legal now (taken from [`legal_actions`] of this very
/// state) without checking it again: the bots' hot path (see [`Game::apply_legal_quiet`]).
///
/// # Errors
/// [`RuleError::GameOver`] or [`RuleError::ChancePending`].
#[inline]
pub fn apply_unchecked<R: Rules>(
    game: &mut R,
    action: &R::Action,
    events: &mut Events<R::Event>,
) -> Result<(), RuleError> {
    let (seat, _) = deciding(game)?;
    execute_and_run(game, seat, action, events);
    Ok(())
}

/// Checked, atomic: applies the outcome of the pending chance event.
///
/// # Errors
/// [`RuleError::GameOver`], [`RuleError::NoChancePending`] or [`RuleError::BadChance`].
#[inline]
pub fn apply_chance<R: Rules>(
    game: &mut R,
    outcome: &R::Chance,
    events: &mut Events<R::Event>,
) -> Result<(), RuleError> {
    if game.is_over() {
        return Err(RuleError::GameOver);
    }
    let need = match game.top() {
        Top::Chance(need) => need.clone(),
        _ => return Err(RuleError::NoChancePending),
    };
    game.resolve_chance(&need, outcome, events)?;
    run(game, events);
    Ok(())
}

/// The legal decisions of the seat to act (`out` is cleared first).
pub fn legal_actions<R: Rules>(game: &R, out: &mut Vec<R::Action>) {
    out.clear();
    out.reserve(R::LEGAL_RESERVE);
    if let Ok((seat, pending)) = deciding(game) {
        game.legal(seat, pending, out);
    }
}

/// The outcomes of the pending chance event (`out` is cleared first).
pub fn chance_outcomes<R: Rules>(game: &R, out: &mut Vec<Weighted<R::Chance>>) {
    out.clear();
    if game.is_over() {
        return;
    }
    if let Top::Chance(need) = game.top() {
        game.outcomes(need, out);
    }
}

//! A game in progress: config, seed, initial state and the log of decisions and chance
//! outcomes. Replaying the log reproduces the state exactly on every platform.
//!
//! Undo policy (after the best online adaptations): a seat may undo its own decisions, one at
//! a time, back to the last chance event, the last decision that revealed hidden information,
//! or the last decision of another seat. In Assist mode the dice and cards came from the
//! table, so there is nothing to hide: [`Session::undo_chance`] takes back the last chance
//! outcome typed in, to fix a typo. Redo replays what was undone; any new step clears it.
//!
//! A finished game takes no more steps: decisions, chance outcomes and sampling answer
//! [`SessionError::GameOver`]. Undo and redo still follow the policy (a person may take back the
//! move that ended the game).

pub mod campaign;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::core::chance::{sample_weighted, Weighted};
use crate::core::flow::RuleError;
use crate::core::game::{ConfigError, Game, Seat, ToAct};

/// Save files say this in their `format` field.
pub const SAVE_FORMAT: &str = "rampart-save";
/// The save format this build writes. Older versions are migrated on load.
pub const SAVE_VERSION: u32 = 1;

/// One step of a game: a seat's decision or a chance outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", bound = "")]
pub enum LogEntry<G: Game> {
    /// A seat decided.
    Decision {
        /// Who decided.
        seat: Seat,
        /// What they decided.
        action: G::Action,
        /// The decision revealed hidden information, so it cannot be undone.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reveals: bool,
        /// The decision was a pass in a priority window: another seat may undo past it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pass: bool,
    },
    /// Chance decided (sampled in Play mode, typed in from the table in Assist mode).
    Chance {
        /// The die face or card.
        outcome: G::Chance,
    },
}

/// Why a session refused a step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The game could not be set up.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The game is over: no decision, roll or draw changes it any more.
    #[error("the game is over")]
    GameOver,
    /// A decision was sent while chance must decide.
    #[error("no decision is due now: {0}")]
    NotADecision(String),
    /// A decision came from a seat that is not to act.
    #[error("it is seat {expected}'s decision, not seat {got}'s")]
    NotYourTurn {
        /// The seat to act.
        expected: Seat,
        /// The seat that tried.
        got: Seat,
    },
    /// A chance outcome was sent while a seat must decide.
    #[error("no chance event is due now: {0}")]
    NotChance(String),
    /// The rules refused it, naming the rule.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The chance event has no possible outcome (a rules bug, never a player's mistake).
    #[error("the chance event has no possible outcome")]
    NoChanceOutcome,
    /// Replay failed at a log entry.
    #[error("log entry {index} does not replay: {message}")]
    Replay {
        /// 0-based index in the log.
        index: usize,
        /// Why.
        message: String,
    },
}

impl SessionError {
    /// The error's type name for the protocol.
    pub fn kind(&self) -> &'static str {
        match self {
            SessionError::Config(_) => "BadConfig",
            SessionError::GameOver => "GameOver",
            SessionError::NotADecision(_) | SessionError::NotYourTurn { .. } => "NotYourTurn",
            SessionError::NotChance(_) => "NotChance",
            SessionError::Rule(e) => e.kind(),
            SessionError::NoChanceOutcome => "NoChanceOutcome",
            SessionError::Replay { .. } => "DamagedSave",
        }
    }

    /// The rule that refused a decision, if the rules refused it.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            SessionError::Rule(e) => e.rule(),
            _ => None,
        }
    }
}

/// Why undo is not possible now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UndoError {
    /// The log is empty.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Chance decided since: a die was rolled or a card drawn.
    #[error("cannot undo: chance decided since ({0})")]
    ChanceSince(String),
    /// The last decision revealed hidden information.
    #[error("cannot undo: hidden information was revealed ({0})")]
    Revealed(String),
    /// Another seat decided since.
    #[error("cannot undo: seat {0} decided since")]
    OtherSeat(Seat),
    /// A roll or draw to fix was asked for, but the last step is a decision.
    #[error("the last step is a decision, not a roll or draw ({0})")]
    NotAChance(String),
}

/// Why a save could not be loaded. The session that was open stays as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// Not JSON, or not a Rampart save.
    #[error("damaged save: {0}")]
    Damaged(String),
    /// A save for another game.
    #[error("this save is for {found}, not {expected}")]
    WrongGame {
        /// The game this loader reads.
        expected: String,
        /// The game in the file.
        found: String,
    },
    /// Written by a newer Rampart.
    #[error("save format version {0} is newer than this app reads ({SAVE_VERSION}); update Rampart")]
    TooNew(u32),
    /// The log does not replay, or the replayed state does not match the recorded hash.
    #[error("damaged save: {0}")]
    Replay(String),
}

/// A save: enough to rebuild the session exactly (config + seed + log), with a hash to
/// detect damage. `meta` carries what the transport keeps beside (seats, mode, name, times).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always [`SAVE_FORMAT`].
    pub format: String,
    /// The format version.
    pub version: u32,
    /// The game id.
    pub game: String,
    /// The game's config.
    pub config: serde_json::Value,
    /// The seed of the session's RNG.
    pub seed: u64,
    /// The steps, in order.
    pub log: Vec<serde_json::Value>,
    /// Undone steps that can be redone, next first.
    #[serde(default)]
    pub redo: Vec<serde_json::Value>,
    /// [`crate::core::state_hash`] of the state after the log.
    pub state_hash: String,
    /// Transport data, opaque to the engine.
    #[serde(default)]
    pub meta: serde_json::Value,
}

impl SaveFile {
    /// Reads a save of any supported version.
    ///
    /// # Errors
    /// [`SaveError::Damaged`] if it is not a Rampart save, [`SaveError::TooNew`] if a newer app wrote it.
    pub fn from_value(value: serde_json::Value) -> Result<SaveFile, SaveError> {
        let format = value.get("format").and_then(|f| f.as_str());
        if format != Some(SAVE_FORMAT) {
            return Err(SaveError::Damaged("not a Rampart save (no \"format\": \"rampart-save\")".into()));
        }
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| SaveError::Damaged("no format version".into()))?;
        let version = u32::try_from(version).map_err(|_| SaveError::TooNew(u32::MAX))?;
        if version > SAVE_VERSION {
            return Err(SaveError::TooNew(version));
        }
        // Version 1 is the first format; later versions add a migration step here.
        serde_json::from_value(value).map_err(|e| SaveError::Damaged(e.to_string()))
    }

    /// Reads a save from JSON text.
    ///
    /// # Errors
    /// As [`SaveFile::from_value`], plus text that is not JSON.
    pub fn from_json(text: &str) -> Result<SaveFile, SaveError> {
        let value = serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
        Self::from_value(value)
    }
}

/// A game in progress. See the module docs for the undo policy.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    config: G::Config,
    seed: u64,
    initial: G,
    state: G,
    log: Vec<LogEntry<G>>,
    events: Vec<Vec<G::Event>>,
    redo: Vec<LogEntry<G>>,
}

/// Safety stop for [`Session::advance`]: no real game chains this many chance events.
const MAX_CHANCE_CHAIN: usize = 100_000;

impl<G: Game> Session<G> {
    /// Sets up a new game.
    ///
    /// # Errors
    /// [`SessionError::Config`] for options the rules do not allow.
    pub fn new(config: G::Config, seed: u64) -> Result<Self, SessionError> {
        let initial = G::new(&config)?;
        Ok(Session {
            config,
            seed,
            state: initial.clone(),
            initial,
            log: Vec::new(),
            events: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// The current state (the full state: give players [`Game::view`]s).
    pub fn state(&self) -> &G {
        &self.state
    }
    /// The config the game was set up with.
    pub fn config(&self) -> &G::Config {
        &self.config
    }
    /// The seed of the session's RNG.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Every step so far.
    pub fn log(&self) -> &[LogEntry<G>] {
        &self.log
    }
    /// The events of each step, parallel to [`Session::log`].
    pub fn events(&self) -> &[Vec<G::Event>] {
        &self.events
    }
    /// Who acts now.
    pub fn to_act(&self) -> ToAct {
        self.state.to_act()
    }
    /// Undone steps waiting for redo, next last.
    pub fn redo_stack(&self) -> &[LogEntry<G>] {
        &self.redo
    }

    /// Applies a decision of the seat to act.
    ///
    /// # Errors
    /// [`SessionError::GameOver`] once the game is over, [`SessionError::NotADecision`] while
    /// chance must decide, or the rule that refuses it; the session is unchanged.
    pub fn act(&mut self, action: &G::Action) -> Result<&[G::Event], SessionError> {
        let seat = match self.state.to_act() {
            ToAct::Decision { seat } => seat,
            ToAct::GameOver => return Err(SessionError::GameOver),
            ToAct::Chance => return Err(SessionError::NotADecision(describe_to_act(ToAct::Chance))),
        };
        self.act_as(seat, action)
    }

    /// Applies a decision, checking that `seat` is the seat to act.
    ///
    /// # Errors
    /// [`SessionError::NotYourTurn`] for another seat, or as [`Session::act`].
    pub fn act_as(&mut self, seat: Seat, action: &G::Action) -> Result<&[G::Event], SessionError> {
        match self.state.to_act() {
            ToAct::Decision { seat: expected } if expected == seat => {}
            ToAct::Decision { seat: expected } => return Err(SessionError::NotYourTurn { expected, got: seat }),
            ToAct::GameOver => return Err(SessionError::GameOver),
            ToAct::Chance => return Err(SessionError::NotADecision(describe_to_act(ToAct::Chance))),
        }
        let reveals = self.state.reveals(action);
        let pass = self.state.is_pass(action);
        let events = self.state.apply(action).map_err(SessionError::Rule)?;
        self.redo.clear();
        Ok(self.push(LogEntry::Decision { seat, action: action.clone(), reveals, pass }, events))
    }

    /// The outcomes of the pending chance event with weights.
    ///
    /// # Errors
    /// [`SessionError::NotChance`] if a seat must decide, [`SessionError::GameOver`] if the game is over.
    pub fn chance_outcomes(&self) -> Result<Vec<Weighted<G::Chance>>, SessionError> {
        match self.state.to_act() {
            ToAct::Chance => {
                let mut out = Vec::new();
                self.state.chance_outcomes(&mut out);
                Ok(out)
            }
            ToAct::GameOver => Err(SessionError::GameOver),
            other => Err(SessionError::NotChance(describe_to_act(other))),
        }
    }

    /// Applies a chance outcome typed in from the table (Assist mode).
    ///
    /// # Errors
    /// [`SessionError::GameOver`] once the game is over, [`SessionError::NotChance`] while a seat
    /// must decide, or the rule that makes the outcome impossible; the session is unchanged.
    pub fn apply_chance(&mut self, outcome: &G::Chance) -> Result<&[G::Event], SessionError> {
        match self.state.to_act() {
            ToAct::Chance => {}
            ToAct::GameOver => return Err(SessionError::GameOver),
            other => return Err(SessionError::NotChance(describe_to_act(other))),
        }
        let events = self.state.apply_chance(outcome).map_err(SessionError::Rule)?;
        self.redo.clear();
        Ok(self.push(LogEntry::Chance { outcome: outcome.clone() }, events))
    }

    /// The seeded RNG for the next chance event. It depends only on the seed and the log's
    /// length, so the same seed and the same decisions give the same rolls everywhere.
    pub fn chance_rng(&self) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_stream(self.log.len() as u64);
        rng
    }

    /// Samples the pending chance event with the session's RNG (Play mode) and applies it.
    ///
    /// # Errors
    /// [`SessionError::NotChance`] if no chance event is due.
    pub fn sample_chance(&mut self) -> Result<G::Chance, SessionError> {
        let outcomes = self.chance_outcomes()?;
        let mut rng = self.chance_rng();
        let outcome = sample_weighted(&outcomes, &mut rng).cloned().ok_or(SessionError::NoChanceOutcome)?;
        self.apply_chance(&outcome)?;
        Ok(outcome)
    }

    /// Samples chance events until a seat must decide or the game ends. Returns how many (none
    /// while a seat must decide).
    ///
    /// # Errors
    /// [`SessionError::GameOver`] if the game was already over, or as [`Session::sample_chance`].
    pub fn advance(&mut self) -> Result<usize, SessionError> {
        if self.state.to_act() == ToAct::GameOver {
            return Err(SessionError::GameOver);
        }
        let mut n = 0;
        while self.state.to_act() == ToAct::Chance && n < MAX_CHANCE_CHAIN {
            self.sample_chance()?;
            n += 1;
        }
        Ok(n)
    }

    /// Whether `seat` may undo its last decision now (the Play policy): its own last decision,
    /// past any passes of other seats in a priority window since (nothing was revealed by
    /// them), but never past a chance outcome, another seat's real decision or a decision that
    /// revealed hidden information.
    ///
    /// # Errors
    /// The [`UndoError`] saying why not.
    pub fn can_undo(&self, seat: Seat) -> Result<(), UndoError> {
        self.undo_steps(seat).map(|_| ())
    }

    /// How many log steps `seat`'s undo takes back: its last decision and the passes of other
    /// seats after it (see [`Session::can_undo`]).
    ///
    /// # Errors
    /// The [`UndoError`] saying why not.
    pub fn undo_steps(&self, seat: Seat) -> Result<usize, UndoError> {
        for (back, entry) in self.log.iter().rev().enumerate() {
            match entry {
                LogEntry::Chance { outcome } => {
                    return Err(UndoError::ChanceSince(self.state.describe_chance(outcome)))
                }
                LogEntry::Decision { seat: s, pass: true, reveals: false, .. } if *s != seat => continue,
                LogEntry::Decision { seat: s, .. } if *s != seat => return Err(UndoError::OtherSeat(*s)),
                LogEntry::Decision { action, reveals: true, .. } => {
                    return Err(UndoError::Revealed(self.state.describe_action(action)))
                }
                LogEntry::Decision { .. } => return Ok(back + 1),
            }
        }
        match self.log.last() {
            None => Err(UndoError::NothingToUndo),
            Some(LogEntry::Decision { seat: s, .. }) => Err(UndoError::OtherSeat(*s)),
            Some(LogEntry::Chance { outcome }) => Err(UndoError::ChanceSince(self.state.describe_chance(outcome))),
        }
    }

    /// The seat of the latest decision in the log for which `by` holds (given its step and
    /// seat), searching back from the last step.
    pub fn latest_decider(&self, by: &dyn Fn(usize, Seat) -> bool) -> Option<Seat> {
        self.log.iter().enumerate().rev().find_map(|(step, entry)| match entry {
            LogEntry::Decision { seat, .. } if by(step, *seat) => Some(*seat),
            _ => None,
        })
    }

    /// The seat whose decision is last in the log, if the last step is a decision.
    pub fn last_decider(&self) -> Option<Seat> {
        match self.log.last() {
            Some(LogEntry::Decision { seat, .. }) => Some(*seat),
            _ => None,
        }
    }

    /// The last step, if it is a chance outcome.
    pub fn last_chance(&self) -> Option<&G::Chance> {
        match self.log.last() {
            Some(LogEntry::Chance { outcome }) => Some(outcome),
            _ => None,
        }
    }

    /// Undoes `seat`'s last decision (the Play policy).
    ///
    /// # Errors
    /// The [`UndoError`] saying why not; the session is unchanged.
    pub fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        let steps = self.undo_steps(seat)?;
        self.pop_steps(steps);
        Ok(())
    }

    /// Whether the last step is a chance outcome that [`Session::undo_chance`] can take back.
    ///
    /// # Errors
    /// [`UndoError::NothingToUndo`] for an empty log, [`UndoError::NotAChance`] after a decision.
    pub fn can_undo_chance(&self) -> Result<(), UndoError> {
        match self.log.last() {
            None => Err(UndoError::NothingToUndo),
            Some(LogEntry::Chance { .. }) => Ok(()),
            Some(LogEntry::Decision { action, .. }) => Err(UndoError::NotAChance(self.state.describe_action(action))),
        }
    }

    /// Undoes the last chance outcome (Assist mode: the table rolled or drew, and a person typed
    /// it in, so nothing is hidden and a typo must be fixable). The state is rebuilt from the
    /// log, so it is exactly the state before that outcome, with the same chance event due
    /// again; the outcome waits on the redo list. The Play policy never calls this.
    ///
    /// # Errors
    /// As [`Session::can_undo_chance`]; the session is unchanged.
    pub fn undo_chance(&mut self) -> Result<(), UndoError> {
        self.can_undo_chance()?;
        self.pop_step();
        Ok(())
    }

    /// Moves the last step to the redo list and rebuilds the state without it.
    fn pop_step(&mut self) {
        self.pop_steps(1);
    }

    /// Moves the last `steps` steps to the redo list (the latest first, so the earliest is
    /// redone first) and rebuilds the state once.
    fn pop_steps(&mut self, steps: usize) {
        let mut popped = false;
        for _ in 0..steps {
            if let Some(entry) = self.log.pop() {
                self.events.pop();
                self.redo.push(entry);
                popped = true;
            }
        }
        if popped {
            self.rebuild_state();
        }
    }

    /// True if a step can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Redoes the last undone step. Returns false if there is none.
    ///
    /// # Errors
    /// If the step no longer applies (it always does, as nothing else can happen in between).
    pub fn redo(&mut self) -> Result<bool, SessionError> {
        let Some(entry) = self.redo.pop() else { return Ok(false) };
        let keep = std::mem::take(&mut self.redo);
        let result = match &entry {
            LogEntry::Decision { seat, action, .. } => self.act_as(*seat, action).map(|_| ()),
            LogEntry::Chance { outcome } => self.apply_chance(outcome).map(|_| ()),
        };
        self.redo = keep;
        if let Err(e) = result {
            self.redo.push(entry);
            return Err(e);
        }
        Ok(true)
    }

    /// Rebuilds a session from its config, seed and log.
    ///
    /// # Errors
    /// [`SessionError::Replay`] naming the first entry that does not apply.
    pub fn replay(config: G::Config, seed: u64, log: &[LogEntry<G>]) -> Result<Self, SessionError> {
        let mut session = Self::new(config, seed)?;
        // The log's length is known: room for it at once, not a regrowth every doubling.
        session.log.reserve_exact(log.len());
        session.events.reserve_exact(log.len());
        for (index, entry) in log.iter().enumerate() {
            let mut step = session.replay_step(entry);
            if step.is_err() {
                // A log an older rules version wrote: take the decision it took by itself here
                // (Game::replay_bridge), then the step again.
                if let Some((seat, bridge)) = session.state.replay_bridge() {
                    if session.act_as(seat, &bridge).is_ok() {
                        step = session.replay_step(entry);
                    }
                }
            }
            step.map_err(|e| SessionError::Replay { index, message: e.to_string() })?;
        }
        Ok(session)
    }

    /// Applies one logged step.
    fn replay_step(&mut self, entry: &LogEntry<G>) -> Result<(), SessionError> {
        match entry {
            LogEntry::Decision { seat, action, .. } => self.act_as(*seat, action).map(|_| ()),
            LogEntry::Chance { outcome } => self.apply_chance(outcome).map(|_| ()),
        }
    }

    /// [`crate::core::state_hash`] of the current state.
    pub fn state_hash(&self) -> String {
        crate::core::state_hash(&self.state)
    }

    /// The save file for this session, with `meta` from the transport.
    pub fn to_save(&self, meta: serde_json::Value) -> SaveFile {
        let to_values =
            |entries: &[LogEntry<G>]| entries.iter().map(|e| serde_json::to_value(e).unwrap_or_default()).collect();
        SaveFile {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            game: G::ID.into(),
            config: serde_json::to_value(&self.config).unwrap_or_default(),
            seed: self.seed,
            log: to_values(&self.log),
            redo: to_values(&self.redo),
            state_hash: self.state_hash(),
            meta,
        }
    }

    /// Rebuilds a session from a save, checking the recorded state hash.
    ///
    /// # Errors
    /// A [`SaveError`] for another game, a damaged file, or a log that does not replay.
    pub fn from_save(save: &SaveFile) -> Result<Self, SaveError> {
        if save.game != G::ID {
            return Err(SaveError::WrongGame { expected: G::ID.into(), found: save.game.clone() });
        }
        let damaged = |what: &str, e: serde_json::Error| SaveError::Damaged(format!("{what}: {e}"));
        let config: G::Config = serde_json::from_value(save.config.clone()).map_err(|e| damaged("config", e))?;
        let parse = |entries: &[serde_json::Value]| -> Result<Vec<LogEntry<G>>, SaveError> {
            entries
                .iter()
                .enumerate()
                .map(|(i, v)| serde_json::from_value(v.clone()).map_err(|e| damaged(&format!("log entry {i}"), e)))
                .collect()
        };
        let log = parse(&save.log)?;
        let redo = parse(&save.redo)?;
        let mut session = Self::replay(config, save.seed, &log).map_err(|e| SaveError::Replay(e.to_string()))?;
        if session.state_hash() != save.state_hash {
            return Err(SaveError::Replay(
                "the replayed state does not match the recorded hash (made by a different rules version?)".into(),
            ));
        }
        session.redo = redo;
        // A redo the view offers must work: replay the whole redo list on a copy.
        let mut probe = session.clone();
        for step in 1..=probe.redo.len() {
            if let Err(e) = probe.redo() {
                return Err(SaveError::Damaged(format!("redo step {step} does not replay: {e}")));
            }
        }
        Ok(session)
    }

    /// Rebuilds the session as it stood after the first `steps` steps of a save's log (all of
    /// them if the log is shorter): a finished game watched again step by step. The hash of the
    /// whole log is not checked (a prefix has another), and the redo list is not kept.
    ///
    /// # Errors
    /// A [`SaveError`] for another game, a damaged file, or a log that does not replay.
    pub fn from_save_prefix(save: &SaveFile, steps: usize) -> Result<Self, SaveError> {
        if save.game != G::ID {
            return Err(SaveError::WrongGame { expected: G::ID.into(), found: save.game.clone() });
        }
        let damaged = |what: &str, e: serde_json::Error| SaveError::Damaged(format!("{what}: {e}"));
        let config: G::Config = serde_json::from_value(save.config.clone()).map_err(|e| damaged("config", e))?;
        let log = save
            .log
            .iter()
            .take(steps)
            .enumerate()
            .map(|(i, v)| serde_json::from_value(v.clone()).map_err(|e| damaged(&format!("log entry {i}"), e)))
            .collect::<Result<Vec<LogEntry<G>>, SaveError>>()?;
        Self::replay(config, save.seed, &log).map_err(|e| SaveError::Replay(e.to_string()))
    }

    fn push(&mut self, entry: LogEntry<G>, events: Vec<G::Event>) -> &[G::Event] {
        self.log.push(entry);
        self.events.push(events);
        self.events.last().map_or(&[], Vec::as_slice)
    }

    fn rebuild_state(&mut self) {
        let mut state = self.initial.clone();
        for entry in &self.log {
            // Every entry applied before, from the same state, so it applies again.
            let _ = match entry {
                LogEntry::Decision { action, .. } => state.apply(action).map(drop),
                LogEntry::Chance { outcome } => state.apply_chance(outcome).map(drop),
            };
        }
        self.state = state;
    }
}

fn describe_to_act(t: ToAct) -> String {
    match t {
        ToAct::Decision { seat } => format!("seat {seat} must decide"),
        ToAct::Chance => "chance must decide (roll or draw)".into(),
        ToAct::GameOver => "the game is over".into(),
    }
}

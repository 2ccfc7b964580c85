//! The registry of games and the type-erased session the protocol drives.
//!
//! Each game lives in its own folder with the same shape (mod, state, action, rules, setup,
//! data, view, bot, tests). [`with_game`] is the one place that lists them.

pub mod defenders;
pub mod exiled;
pub mod firesiege;
pub mod pig;
pub mod thaloria;
pub mod valeria;

use serde::Serialize;
use serde_json::Value;

use crate::bots::{
    arena_game, simulate, view_hash, ArenaGame, Bot, BotKind, Clock, FastRandomBot, Ismcts, IsmctsConfig, Level,
    SimSummary, Visited,
};
use crate::core::{Game, Outcome, SaveFile, Seat, Session, SessionError, ToAct, UndoError};
use crate::protocol::ProtocolError;

/// A game with a heuristic bot: what the registry needs of every game.
pub trait Registered: Game {
    /// The game's heuristic bot.
    fn heuristic_bot() -> Box<dyn Bot<Self>>;
    /// True for games that exist to test the engine, not to be played.
    const TEST_ONLY: bool = false;
    /// The search of a difficulty level for this game (games tune [`Level::config`] here).
    fn level_config(level: Level) -> IsmctsConfig {
        level.config()
    }
    /// Actions a searching bot never considers while others are legal: ones that only back out
    /// of a choice (so a search cannot stall forever).
    fn bot_skips(action: &Self::Action) -> bool {
        let _ = action;
        false
    }
    /// Decisions a searching bot leaves to the heuristic bot: where the heuristic's own move
    /// passes this check, it is played without a search (None: every decision is searched).
    fn bot_trusts() -> Option<fn(&Self, &Self::Action) -> bool> {
        None
    }
    /// Moves a searching bot weighs by whole play-outs, against holding them off for the turn
    /// ([`Ismcts::with_commitment`]; None: none).
    fn bot_commits() -> Option<fn(&Self::Action) -> bool> {
        None
    }
    /// The searching bot of `level` (rolls out with the heuristic bot).
    fn search_bot(level: Level) -> Ismcts<Self> {
        Self::searcher(Self::level_config(level))
    }
    /// A searching bot with `config`, the game's skips and trusts.
    fn searcher(config: IsmctsConfig) -> Ismcts<Self> {
        let mut bot = Ismcts::new(config, Self::heuristic_bot()).with_skip(Self::bot_skips);
        if let Some(commits) = Self::bot_commits() {
            bot = bot.with_commitment(commits);
        }
        match Self::bot_trusts() {
            Some(trust) => bot.with_trust(trust),
            None => bot,
        }
    }
    /// A bot of `kind`.
    fn bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        match kind.level() {
            None if kind == BotKind::Random => Box::new(FastRandomBot::default()),
            None => Self::heuristic_bot(),
            Some(level) => Box::new(Self::search_bot(level)),
        }
    }
}

impl Registered for valeria::Valeria {
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(valeria::ValeriaBot)
    }
    fn bot_skips(action: &valeria::ValeriaAction) -> bool {
        // Cancel gives the dice of an attack or payment back: a search needs never use it.
        matches!(action, valeria::ValeriaAction::Cancel)
    }
}

impl Registered for defenders::Defenders {
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(defenders::DefendersBot)
    }
    fn level_config(level: Level) -> IsmctsConfig {
        defenders::level_config(level)
    }
    fn bot_skips(action: &defenders::DefendersAction) -> bool {
        defenders::search_skips(action)
    }
    fn bot_trusts() -> Option<fn(&Self, &defenders::DefendersAction) -> bool> {
        Some(defenders::search_trusts)
    }
    fn bot_commits() -> Option<fn(&defenders::DefendersAction) -> bool> {
        Some(defenders::search_commits)
    }
}

impl Registered for pig::Pig {
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(pig::PigGreedyBot)
    }
    const TEST_ONLY: bool = true;
}

/// Something to do with a game type, chosen by id at run time.
pub trait GameVisitor {
    /// What the visit returns.
    type Out;
    /// Visits game `G`.
    fn visit<G: Registered>(self) -> Self::Out;
}

/// Every game id, in menu order.
pub const GAME_IDS: &[&str] = &["valeria", "defenders", "pig"];

/// Runs `visitor` on the game called `id`; `None` for an unknown id.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Option<V::Out> {
    match id {
        "valeria" => Some(visitor.visit::<valeria::Valeria>()),
        "defenders" => Some(visitor.visit::<defenders::Defenders>()),
        "pig" => Some(visitor.visit::<pig::Pig>()),
        _ => None,
    }
}

/// A game's entry in the menu.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameInfo {
    /// Stable id.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// The default config, as JSON (shows the options).
    pub default_config: Value,
    /// A test game, not listed among the playable games.
    pub test_only: bool,
}

struct InfoOf;
impl GameVisitor for InfoOf {
    type Out = GameInfo;
    fn visit<G: Registered>(self) -> GameInfo {
        GameInfo {
            id: G::ID,
            name: G::NAME,
            min_seats: G::MIN_SEATS,
            max_seats: G::MAX_SEATS,
            default_config: serde_json::to_value(G::Config::default()).unwrap_or_default(),
            test_only: G::TEST_ONLY,
        }
    }
}

/// Every registered game.
pub fn game_infos() -> Vec<GameInfo> {
    GAME_IDS.iter().filter_map(|id| with_game(id, InfoOf)).collect()
}

/// A decision with its label.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LabelledAction {
    /// The action, as the game's serde form.
    pub action: Value,
    /// What the UI shows.
    pub label: String,
    /// Why a bot chose it (bot moves only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// A chance outcome with its weight and label.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LabelledChance {
    /// The outcome, as the game's serde form.
    pub outcome: Value,
    /// Relative weight.
    pub weight: u32,
    /// What the UI shows (a die face, a card name).
    pub label: String,
}

/// One step of the log, in words.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogLine {
    /// 0-based step index.
    pub step: usize,
    /// The turn, round or day counter when the step was taken (for grouping the log).
    pub turn: u32,
    /// `"decision"` or `"chance"`.
    pub kind: &'static str,
    /// The deciding seat, for decisions.
    pub seat: Option<Seat>,
    /// The decision or the chance event.
    pub text: String,
    /// What followed, one sentence each.
    pub events: Vec<String>,
}

/// A session of any game, driven with JSON values.
pub trait DynSession: Send {
    /// The game id.
    fn game_id(&self) -> &'static str;
    /// The game's display name.
    fn game_name(&self) -> &'static str;
    /// Seats in this game.
    fn seat_count(&self) -> u8;
    /// The config the game was set up with, as JSON.
    fn config_json(&self) -> Value;
    /// The seed of the session's RNG.
    fn seed(&self) -> u64;
    /// Who acts now.
    fn to_act(&self) -> ToAct;
    /// The turn counter.
    fn turn(&self) -> u32;
    /// What `seat` sees.
    fn view(&self, seat: Seat) -> Value;
    /// The end, if over.
    fn outcome(&self) -> Option<Outcome>;
    /// Legal decisions with labels.
    fn legal(&self) -> Vec<LabelledAction>;
    /// Pending chance outcomes with weights and labels (empty unless chance decides).
    fn chance(&self) -> Vec<LabelledChance>;
    /// The pending chance event as an instruction for the table, if the game words one.
    fn chance_question(&self) -> Option<String>;
    /// Applies a decision given as JSON, for `seat` if given. Returns the event sentences.
    fn act(&mut self, seat: Option<Seat>, action: Value) -> Result<Vec<String>, ProtocolError>;
    /// Applies a chance outcome given as JSON.
    fn apply_chance(&mut self, outcome: Value) -> Result<Vec<String>, ProtocolError>;
    /// Samples the pending chance event with the seeded RNG.
    fn sample_chance(&mut self) -> Result<Vec<String>, ProtocolError>;
    /// Samples chance events until a decision or the end.
    fn advance(&mut self) -> Result<Vec<String>, ProtocolError>;
    /// Lets a bot decide for the seat to act; returns its label and the event sentences.
    /// With a clock, a searching bot stops at its level's time budget. `memory` carries what the
    /// searching bots remember from move to move (it starts as `None`).
    fn bot_move(
        &mut self,
        bot: BotKind,
        clock: Option<Clock>,
        memory: &mut Option<Box<dyn std::any::Any + Send>>,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError>;
    /// One slice of a searching bot's thought for the seat to act, until `until` on `clock`: the
    /// move (applied) once the level's iterations or time budget are spent, or `None` when it
    /// must be called again (the web build thinks in slices between frames). `thinking` holds
    /// the search between slices; a search of another position is started afresh. Kinds that
    /// do not search move at once.
    fn bot_think(
        &mut self,
        bot: BotKind,
        clock: Clock,
        until: f64,
        memory: &mut Option<Box<dyn std::any::Any + Send>>,
        thinking: &mut Option<Box<dyn std::any::Any + Send>>,
    ) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError>;
    /// Whether `seat` may undo now.
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError>;
    /// Undoes `seat`'s last decision.
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError>;
    /// Whether the last step is a chance outcome that [`DynSession::undo_chance`] can take back.
    fn can_undo_chance(&self) -> Result<(), UndoError>;
    /// Undoes the last chance outcome (Assist mode: a typo in a die or card typed in).
    fn undo_chance(&mut self) -> Result<(), UndoError>;
    /// The last step, if it is a chance outcome: the outcome as JSON and the log's sentence for it.
    fn last_chance(&self) -> Option<(Value, String)>;
    /// The seat of the last decision, if the last step is a decision.
    fn last_decider(&self) -> Option<Seat>;
    /// True if a step can be redone.
    fn can_redo(&self) -> bool;
    /// Redoes the last undone step.
    fn redo(&mut self) -> Result<bool, ProtocolError>;
    /// The log in words, from step `from` on.
    fn log_lines(&self, from: usize) -> Vec<LogLine>;
    /// Number of steps so far.
    fn steps(&self) -> usize;
    /// The save file.
    fn save(&self, meta: Value) -> SaveFile;
    /// Hash of the state.
    fn state_hash(&self) -> String;
}

/// A searching bot's thought in progress, kept between slices (see [`DynSession::bot_think`]).
struct Thinking<G: Game> {
    /// The log's length and the position it searches (a thought about another is dropped).
    steps: usize,
    position: u64,
    kind: BotKind,
    search: Ismcts<G>,
    rng: rand_chacha::ChaCha8Rng,
    /// The position's key and the moves considered (from `Ismcts::options`).
    key: u64,
    legal: Vec<G::Action>,
    spent_ms: f64,
}

impl<G: Registered> Session<G> {
    /// The seat a bot would move for now, or why no bot can move.
    fn bot_seat(&self) -> Result<Seat, ProtocolError> {
        match Session::to_act(self) {
            ToAct::Decision { seat } => Ok(seat),
            ToAct::GameOver => Err(ProtocolError::new("GameOver", "the game is over: no bot can move")),
            ToAct::Chance => Err(ProtocolError::new("NotYourTurn", "chance decides now, not a seat")),
        }
    }

    /// Applies a bot's `action` for `seat` with its reason.
    fn bot_acts(
        &mut self,
        seat: Seat,
        action: &G::Action,
        why: Option<String>,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
        let label = self.state().describe_action(action);
        let from = self.steps();
        self.act_as(seat, action).map_err(session_error)?;
        let labelled = LabelledAction { action: serde_json::to_value(action).unwrap_or_default(), label, why };
        Ok((labelled, self.texts(from)))
    }
}

fn session_error(e: SessionError) -> ProtocolError {
    ProtocolError::new(e.kind(), e.to_string())
}

fn parse<T: serde::de::DeserializeOwned>(what: &str, v: Value) -> Result<T, ProtocolError> {
    serde_json::from_value(v).map_err(|e| ProtocolError::new("BadRequest", format!("bad {what}: {e}")))
}

impl<G: Registered> Session<G> {
    fn texts(&self, from: usize) -> Vec<String> {
        self.events()[from..].iter().flatten().map(|e| self.state().describe_event(e)).collect()
    }
}

impl<G: Registered> DynSession for Session<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn game_name(&self) -> &'static str {
        G::NAME
    }
    fn seat_count(&self) -> u8 {
        self.state().seat_count()
    }
    fn config_json(&self) -> Value {
        serde_json::to_value(self.config()).unwrap_or_default()
    }
    fn seed(&self) -> u64 {
        Session::seed(self)
    }
    fn to_act(&self) -> ToAct {
        Session::to_act(self)
    }
    fn turn(&self) -> u32 {
        self.state().turn()
    }
    fn view(&self, seat: Seat) -> Value {
        serde_json::to_value(self.state().view(seat)).unwrap_or_default()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.state().outcome()
    }
    fn legal(&self) -> Vec<LabelledAction> {
        let mut out = Vec::new();
        self.state().legal_actions(&mut out);
        out.iter()
            .map(|a| LabelledAction {
                action: serde_json::to_value(a).unwrap_or_default(),
                label: self.state().describe_action(a),
                why: None,
            })
            .collect()
    }
    fn chance_question(&self) -> Option<String> {
        if Session::to_act(self) == ToAct::Chance {
            self.state().chance_question()
        } else {
            None
        }
    }
    fn chance(&self) -> Vec<LabelledChance> {
        self.chance_outcomes()
            .unwrap_or_default()
            .into_iter()
            .map(|w| LabelledChance {
                label: self.state().chance_label(&w.outcome),
                outcome: serde_json::to_value(&w.outcome).unwrap_or_default(),
                weight: w.weight,
            })
            .collect()
    }
    fn act(&mut self, seat: Option<Seat>, action: Value) -> Result<Vec<String>, ProtocolError> {
        let action: G::Action = parse("action", action)?;
        let from = self.steps();
        match seat {
            Some(seat) => self.act_as(seat, &action),
            None => Session::act(self, &action),
        }
        .map_err(session_error)?;
        Ok(self.texts(from))
    }
    fn apply_chance(&mut self, outcome: Value) -> Result<Vec<String>, ProtocolError> {
        let outcome: G::Chance = parse("chance outcome", outcome)?;
        let from = self.steps();
        Session::apply_chance(self, &outcome).map_err(session_error)?;
        Ok(self.texts(from))
    }
    fn sample_chance(&mut self) -> Result<Vec<String>, ProtocolError> {
        let from = self.steps();
        Session::sample_chance(self).map_err(session_error)?;
        Ok(self.texts(from))
    }
    fn advance(&mut self) -> Result<Vec<String>, ProtocolError> {
        let from = self.steps();
        Session::advance(self).map_err(session_error)?;
        Ok(self.texts(from))
    }
    fn bot_move(
        &mut self,
        bot: BotKind,
        clock: Option<Clock>,
        memory: &mut Option<Box<dyn std::any::Any + Send>>,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
        let seat = self.bot_seat()?;
        // The bot's RNG, like chance, depends only on the seed and the log's length.
        let mut rng = self.chance_rng();
        rng.set_stream((self.steps() as u64) | (1 << 63));
        let (action, why) = match bot.level() {
            Some(level) => {
                let mut search = G::search_bot(level);
                if let Some(clock) = clock {
                    let deadline = clock() + level.time_budget_ms();
                    search.set_stop(Some(Box::new(move || clock() >= deadline)));
                }
                if let Some(visited) = memory.take().and_then(|m| m.downcast::<Visited<G::Action>>().ok()) {
                    search.set_visited(*visited);
                }
                let action = search.choose(self.state(), seat, &mut rng);
                *memory = Some(Box::new(search.take_visited()));
                let action =
                    action.ok_or_else(|| ProtocolError::new("NoLegalAction", "the bot found no legal decision"))?;
                let why = search.explain(self.state(), seat, &action);
                (action, why)
            }
            None => {
                let mut chooser = G::bot(bot);
                let action = chooser
                    .choose(self.state(), seat, &mut rng)
                    .ok_or_else(|| ProtocolError::new("NoLegalAction", "the bot found no legal decision"))?;
                let why = chooser.explain(self.state(), seat, &action);
                (action, why)
            }
        };
        self.bot_acts(seat, &action, why)
    }
    fn bot_think(
        &mut self,
        bot: BotKind,
        clock: Clock,
        until: f64,
        memory: &mut Option<Box<dyn std::any::Any + Send>>,
        thinking: &mut Option<Box<dyn std::any::Any + Send>>,
    ) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError> {
        let Some(level) = bot.level() else { return self.bot_move(bot, Some(clock), memory).map(Some) };
        let seat = self.bot_seat()?;
        let steps = self.steps();
        let position = view_hash(self.state(), seat);
        let kept = thinking.take().and_then(|t| t.downcast::<Thinking<G>>().ok());
        let mut t = match kept {
            Some(t) if t.steps == steps && t.position == position && t.kind == bot => *t,
            _ => {
                let mut search = G::search_bot(level);
                if let Some(visited) = memory.take().and_then(|m| m.downcast::<Visited<G::Action>>().ok()) {
                    search.set_visited(*visited);
                }
                let mut rng = self.chance_rng();
                rng.set_stream((steps as u64) | (1 << 63));
                let (key, legal) = search.options(self.state(), seat, &mut rng);
                if legal.len() > 1 {
                    search.start_search(seat);
                }
                Thinking { steps, position, kind: bot, search, rng, key, legal, spent_ms: 0.0 }
            }
        };
        if t.legal.len() > 1 {
            let budget = level.time_budget_ms();
            let target = G::level_config(level).iterations;
            let t0 = clock();
            let end = until.min(t0 + (budget - t.spent_ms).max(0.0));
            t.search.set_stop(Some(Box::new(move || clock() >= end)));
            let left = target.saturating_sub(t.search.last_iterations());
            if left > 0 {
                t.search.search_more(self.state(), seat, &mut t.rng, left);
            }
            t.spent_ms += clock() - t0;
            if t.search.last_iterations() < target && t.spent_ms < budget {
                *thinking = Some(Box::new(t));
                return Ok(None);
            }
        }
        let Thinking { mut search, mut rng, key, legal, .. } = t;
        let action = search.conclude(key, legal, &mut rng);
        *memory = Some(Box::new(search.take_visited()));
        let action = action.ok_or_else(|| ProtocolError::new("NoLegalAction", "the bot found no legal decision"))?;
        let why = search.explain(self.state(), seat, &action);
        self.bot_acts(seat, &action, why).map(Some)
    }
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError> {
        Session::can_undo(self, seat)
    }
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        Session::undo(self, seat)
    }
    fn can_undo_chance(&self) -> Result<(), UndoError> {
        Session::can_undo_chance(self)
    }
    fn undo_chance(&mut self) -> Result<(), UndoError> {
        Session::undo_chance(self)
    }
    fn last_chance(&self) -> Option<(Value, String)> {
        let outcome = serde_json::to_value(Session::last_chance(self)?).unwrap_or_default();
        // The sentence needs the state before the outcome: the log's own line says it.
        let last = self.steps().checked_sub(1)?;
        let text = self.log_lines(last).pop().map(|line| line.text).unwrap_or_default();
        Some((outcome, text))
    }
    fn last_decider(&self) -> Option<Seat> {
        Session::last_decider(self)
    }
    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }
    fn redo(&mut self) -> Result<bool, ProtocolError> {
        Session::redo(self).map_err(session_error)
    }
    fn log_lines(&self, from: usize) -> Vec<LogLine> {
        // Labels need the state before each step, so walk the log from the start.
        let Ok(mut state) = G::new(self.config()) else { return Vec::new() };
        let mut lines = Vec::with_capacity(self.log().len());
        for (step, (entry, events)) in self.log().iter().zip(self.events()).enumerate() {
            if step < from {
                // Earlier steps are only replayed, not described.
                let _ = match entry {
                    crate::core::LogEntry::Decision { action, .. } => state.apply(action),
                    crate::core::LogEntry::Chance { outcome } => state.apply_chance(outcome),
                };
                continue;
            }
            let turn = state.turn();
            let (kind, seat, text) = match entry {
                crate::core::LogEntry::Decision { seat, action, .. } => {
                    let text = state.describe_action(action);
                    let _ = state.apply(action);
                    ("decision", Some(*seat), text)
                }
                crate::core::LogEntry::Chance { outcome } => {
                    let text = state.describe_chance(outcome);
                    let _ = state.apply_chance(outcome);
                    ("chance", None, text)
                }
            };
            let events = events.iter().map(|e| state.describe_event(e)).collect();
            lines.push(LogLine { step, turn, kind, seat, text, events });
        }
        lines
    }
    fn steps(&self) -> usize {
        self.log().len()
    }
    fn save(&self, meta: Value) -> SaveFile {
        self.to_save(meta)
    }
    fn state_hash(&self) -> String {
        Session::state_hash(self)
    }
}

struct NewSession {
    config: Value,
    seed: u64,
}
impl GameVisitor for NewSession {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config: G::Config = if self.config.is_null() {
            G::Config::default()
        } else {
            serde_json::from_value(self.config)
                .map_err(|e| ProtocolError::new("BadConfig", format!("bad config for {}: {e}", G::NAME)))?
        };
        let session = Session::<G>::new(config, self.seed).map_err(session_error)?;
        Ok(Box::new(session))
    }
}

/// Starts a session of game `id`; a null config means the default.
///
/// # Errors
/// `UnknownGame`, or `BadConfig` for options the game does not allow.
pub fn new_session(id: &str, config: Value, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
    with_game(id, NewSession { config, seed }).unwrap_or_else(|| Err(unknown_game(id)))
}

struct LoadSession<'a>(&'a SaveFile);
impl GameVisitor for LoadSession<'_> {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let session = Session::<G>::from_save(self.0).map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
        Ok(Box::new(session))
    }
}

/// Rebuilds a session from a save file.
///
/// # Errors
/// `UnknownGame` or `DamagedSave`.
pub fn load_session(save: &SaveFile) -> Result<Box<dyn DynSession>, ProtocolError> {
    with_game(&save.game, LoadSession(save)).unwrap_or_else(|| Err(unknown_game(&save.game)))
}

/// A game's options from JSON (null: the defaults), for the bot runs (simulate, arena).
fn config_from<G: Registered>(config: Value) -> Result<G::Config, ProtocolError> {
    if config.is_null() {
        return Ok(G::Config::default());
    }
    serde_json::from_value(config).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))
}

struct Simulate<'a, P: FnMut(u32)> {
    config: Value,
    games: u32,
    seed: u64,
    bot: BotKind,
    progress: &'a mut P,
}
impl<P: FnMut(u32)> GameVisitor for Simulate<'_, P> {
    type Out = Result<SimSummary, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = config_from::<G>(self.config)?;
        simulate::<G>(&config, self.games, self.seed, self.bot, || G::bot(self.bot), self.progress)
            .map_err(|e| ProtocolError::new("BadConfig", e.to_string()))
    }
}

/// Plays `games` bot games of `id`; see [`simulate`].
///
/// # Errors
/// `UnknownGame` or `BadConfig`.
pub fn simulate_game(
    id: &str,
    config: Value,
    games: u32,
    seed: u64,
    bot: BotKind,
    progress: &mut impl FnMut(u32),
) -> Result<SimSummary, ProtocolError> {
    with_game(id, Simulate { config, games, seed, bot, progress }).unwrap_or_else(|| Err(unknown_game(id)))
}

/// One arena game to play (see [`arena_game_by_id`]).
#[derive(Clone, Debug)]
pub struct ArenaJob {
    /// The game's options (null: the defaults).
    pub config: Value,
    /// Fields of the searching levels' configuration to replace (an [`IsmctsConfig`] as JSON),
    /// for calibration.
    pub search: Option<Value>,
    /// Master seed.
    pub seed: u64,
    /// Game index (its seed stream).
    pub index: u32,
    /// The bot's index in the arena's list.
    pub bot: usize,
    /// The bot.
    pub kind: BotKind,
    /// A clock to time the decisions.
    pub clock: Option<Clock>,
}
impl GameVisitor for ArenaJob {
    type Out = Result<(ArenaGame, u8), ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = config_from::<G>(self.config)?;
        let start = G::new(&config).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))?;
        let kind = self.kind;
        let tuned = match (kind.level(), self.search) {
            (Some(level), Some(over)) => {
                // The level's search with some fields replaced (calibration runs).
                let mut base = serde_json::to_value(G::level_config(level)).unwrap_or_default();
                if let (Some(b), Some(o)) = (base.as_object_mut(), over.as_object()) {
                    for (k, v) in o {
                        b.insert(k.clone(), v.clone());
                    }
                }
                let config: IsmctsConfig =
                    serde_json::from_value(base).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))?;
                Some(config)
            }
            _ => None,
        };
        let make = || -> Box<dyn Bot<G>> {
            match &tuned {
                Some(config) => Box::new(G::searcher(config.clone())),
                None => G::bot(kind),
            }
        };
        let game = arena_game(&start, self.seed, self.index, self.bot, &make, self.clock, 50_000);
        Ok((game, start.seat_count()))
    }
}

/// Plays arena game `job.index` of `job.seed` of game `id` with `job.kind` in every seat (see
/// [`arena_game`]); also returns the number of seats.
///
/// # Errors
/// `UnknownGame` or `BadConfig`.
pub fn arena_game_by_id(id: &str, job: ArenaJob) -> Result<(ArenaGame, u8), ProtocolError> {
    with_game(id, job).unwrap_or_else(|| Err(unknown_game(id)))
}

fn unknown_game(id: &str) -> ProtocolError {
    let known: Vec<&str> = GAME_IDS.to_vec();
    ProtocolError::new("UnknownGame", format!("no game called {id:?} (known: {})", known.join(", ")))
}

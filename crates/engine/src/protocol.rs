//! The one API that the Tauri app, the in-browser backend and the CLI all speak.
//!
//! Request: `{"id": <any>, "op": "<name>", ...params}`. Answer: `{"id": <same>, "ok": <result>}`
//! or `{"id": <same>, "error": {"kind": "<TypeName>", "message": "<text>"}}`. The handler never
//! panics on any input and goes on serving. See `docs/protocol.md` for every op.
//!
//! The engine has no I/O: the transport supplies a [`Host`] (clock, entropy) and persists what
//! [`Handler::take_changes`] returns after every request.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::bots::BotKind;
use crate::core::{SaveFile, Seat, ToAct};
use crate::games::{self, DynSession};
use crate::table::{NewTable, PlayerSpec, Table, TableError, TableKind, TableOp};

/// What the engine cannot know by itself: the clock and fresh entropy.
pub trait Host: Send {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&mut self) -> i64;
    /// A seed for requests that give none (and for new ids).
    fn fresh_seed(&mut self) -> u64;
    /// A monotonic clock in milliseconds, if the host has one: it gives the searching bots their
    /// time budget (a move of a level stops at [`crate::Level::time_budget_ms`]) and bounds a
    /// `run_bots` request's time. Without one, bots search their full iteration budget.
    fn clock(&self) -> Option<crate::Clock> {
        None
    }
}

/// One persisted entry that changed: save it (Some) or delete it (None).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoreChange {
    /// `session:<id>` or `table:<id>`.
    pub key: String,
    /// The entry's JSON, or None to delete it.
    pub value: Option<Value>,
}

/// An error answer: a type name and a sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{kind}: {message}")]
pub struct ProtocolError {
    /// The error's type name, e.g. `"NoSuchSession"`.
    pub kind: String,
    /// What went wrong, naming the rule where a rule refused.
    pub message: String,
}

impl ProtocolError {
    /// An error of `kind`.
    pub fn new(kind: &str, message: impl Into<String>) -> Self {
        ProtocolError { kind: kind.into(), message: message.into() }
    }
}

impl From<TableError> for ProtocolError {
    fn from(e: TableError) -> Self {
        let kind = match &e {
            TableError::NoSuchCounter(_) => "NoSuchCounter",
            TableError::NoSuchPlayer(_) => "NoSuchPlayer",
            TableError::AtLimit { .. } => "AtLimit",
            TableError::OutOfRange { .. } => "OutOfRange",
            TableError::BadPlayers(_) => "BadPlayers",
            TableError::BadCounter(_) => "BadCounter",
            TableError::BadDie(_) => "BadDie",
            TableError::NothingToUndo => "NothingToUndo",
            TableError::NothingToRedo => "NothingToRedo",
            TableError::Conserved { .. } => "Conserved",
            TableError::WrongKind { .. } => "WrongKind",
            TableError::Rule(_) => "RuleRefused",
            TableError::BadImport(_) => "BadImport",
        };
        ProtocolError::new(kind, e.to_string())
    }
}

/// Who fills a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person.
    Human,
    /// A bot.
    Bot(BotKind),
}

impl Serialize for SeatKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            SeatKind::Human => s.serialize_str("human"),
            SeatKind::Bot(b) => s.serialize_str(&format!("bot:{}", b.name())),
        }
    }
}

impl<'de> Deserialize<'de> for SeatKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        match s.as_str() {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot(BotKind::Heuristic)),
            other => match other.strip_prefix("bot:").and_then(BotKind::from_name) {
                Some(kind) => Ok(SeatKind::Bot(kind)),
                None => Err(serde::de::Error::custom(format!(
                    "a seat is \"human\" or \"bot:<kind>\" with a kind of random, easy, heuristic, normal, hard \
                     or expert, not {other:?}"
                ))),
            },
        }
    }
}

/// How a session is used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The app rolls and draws.
    #[default]
    Play,
    /// The table rolls and draws; the app asks.
    Assist,
    /// Bots in every seat.
    Watch,
}

/// What the transport keeps beside a session (saved in the save file's `meta`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct SessionMeta {
    seats: Vec<SeatKind>,
    #[serde(default)]
    mode: Mode,
    created_ms: i64,
    updated_ms: i64,
    /// The seats the game started with (a replay starts with them again, even if bots took over).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    first_seats: Vec<SeatKind>,
    /// Why a bot took the decision at each step (step index → one sentence), for the log.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    notes: BTreeMap<usize, String>,
}

struct Entry {
    session: Box<dyn DynSession>,
    meta: SessionMeta,
    /// What the searching bots remember between their moves (positions seen and the moves made
    /// there, so they never loop); not saved: after a load it is learnt again.
    bot_memory: Option<Box<dyn std::any::Any + Send>>,
    /// A searching bot's thought in progress between `run_bots` chunks (not saved).
    thinking: Option<Box<dyn std::any::Any + Send>>,
}

/// Every request, typed. The envelope's `id` travels beside it.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Request {
    /// The games and table kinds.
    Games,
    /// Starts a game.
    NewGame {
        /// Game id.
        game: String,
        /// Options (null: defaults).
        #[serde(default)]
        config: Value,
        /// RNG seed (default: fresh).
        #[serde(default)]
        seed: Option<u64>,
        /// Who fills each seat (default: all human).
        #[serde(default)]
        seats: Option<Vec<SeatKind>>,
        /// Play, Assist or Watch.
        #[serde(default)]
        mode: Mode,
    },
    /// A seat's view.
    View {
        /// Session id.
        session: String,
        /// Viewing seat.
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// Legal decisions or chance outcomes, with labels.
    Legal {
        /// Session id.
        session: String,
    },
    /// Applies a decision.
    Act {
        /// Session id.
        session: String,
        /// The action, in the game's serde form.
        action: Value,
        /// The deciding seat (checked if given).
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// Applies a typed chance outcome, or samples one.
    Chance {
        /// Session id.
        session: String,
        /// The outcome (Assist); absent to sample (Play).
        #[serde(default)]
        outcome: Option<Value>,
    },
    /// Samples chance until a decision.
    Advance {
        /// Session id.
        session: String,
    },
    /// A bot decides for the seat to act.
    BotMove {
        /// Session id.
        session: String,
        /// The bot (default: the seat's own, else heuristic).
        #[serde(default)]
        bot: Option<BotKind>,
    },
    /// Undoes a decision.
    Undo {
        /// Session id.
        session: String,
        /// The seat asking (default: the seat of the last decision, if human).
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// Redoes an undone step.
    Redo {
        /// Session id.
        session: String,
    },
    /// The save file.
    Save {
        /// Session id.
        session: String,
    },
    /// Loads a save as a new session.
    Load {
        /// The save (object or JSON text).
        save: Value,
    },
    /// Every session.
    ListSessions,
    /// Runs the automatic side: chance (except in Assist mode, where the table decides) and bot
    /// seats, until a person must act, the game ends, or `max_steps` steps were taken.
    RunBots {
        /// Session id.
        session: String,
        /// At most this many steps (default 50, at most 10 000).
        #[serde(default)]
        max_steps: Option<usize>,
        /// Stop after the step that passes this many milliseconds, if the host has a clock (so a
        /// slow device answers in chunks and the UI stays responsive).
        #[serde(default)]
        max_ms: Option<f64>,
    },
    /// Changes who fills each seat (a person takes over from a bot, or bots finish the game).
    SetSeats {
        /// Session id.
        session: String,
        /// One entry per seat.
        seats: Vec<SeatKind>,
    },
    /// Deletes a session.
    DeleteSession {
        /// Session id.
        session: String,
    },
    /// Hash of a session's state.
    StateHash {
        /// Session id.
        session: String,
    },
    /// Starts a table.
    TableNew {
        /// Tracker kind.
        #[serde(default = "generic_kind")]
        kind: TableKind,
        /// Players.
        players: Vec<PlayerSpec>,
        /// Name.
        #[serde(default)]
        name: Option<String>,
        /// Starting Life (generic).
        #[serde(default)]
        life: Option<i32>,
    },
    /// A table's view.
    TableGet {
        /// Table id.
        table: String,
    },
    /// Applies an operation to a table.
    TableOp {
        /// Table id.
        table: String,
        /// The operation (named `change`, since `op` is the envelope's).
        change: TableOp,
    },
    /// Undoes a table operation.
    TableUndo {
        /// Table id.
        table: String,
    },
    /// Redoes a table operation.
    TableRedo {
        /// Table id.
        table: String,
    },
    /// A page of a table's history (the view carries only the newest lines).
    TableHistory {
        /// Table id.
        table: String,
        /// The lines before this line number (0 is the oldest line); default: the newest lines.
        #[serde(default)]
        before: Option<usize>,
        /// How many lines (default and most: 500).
        #[serde(default)]
        limit: Option<usize>,
    },
    /// Every table.
    TableList,
    /// A table as JSON text, for a file.
    TableExport {
        /// Table id.
        table: String,
    },
    /// A table from exported JSON text, stored under a new id.
    TableImport {
        /// What `table_export` gave.
        data: String,
    },
    /// Deletes a table.
    TableDelete {
        /// Table id.
        table: String,
    },
}

/// Most history lines one `table_history` answer carries.
const HISTORY_PAGE_MAX: usize = 500;

fn generic_kind() -> TableKind {
    TableKind::Generic
}

/// Every op name, for the unknown-op error.
pub const OPS: &[&str] = &[
    "games",
    "new_game",
    "view",
    "legal",
    "act",
    "chance",
    "advance",
    "bot_move",
    "undo",
    "redo",
    "save",
    "load",
    "list_sessions",
    "set_seats",
    "run_bots",
    "delete_session",
    "state_hash",
    "table_new",
    "table_get",
    "table_op",
    "table_undo",
    "table_redo",
    "table_history",
    "table_list",
    "table_export",
    "table_import",
    "table_delete",
];

/// The protocol handler: sessions and tables in memory, changes queued for the transport.
pub struct Handler {
    host: Box<dyn Host>,
    sessions: BTreeMap<String, Entry>,
    tables: BTreeMap<String, Table>,
    changes: BTreeMap<String, Option<Value>>,
    /// The request's `log_from`: session views list the log from this step on (the UI keeps the rest).
    log_from: usize,
}

impl Handler {
    /// A handler with no sessions.
    pub fn new(host: Box<dyn Host>) -> Handler {
        Handler { host, sessions: BTreeMap::new(), tables: BTreeMap::new(), changes: BTreeMap::new(), log_from: 0 }
    }

    /// One request line in, one answer line out. Never panics.
    pub fn handle_line(&mut self, line: &str) -> String {
        let answer = match serde_json::from_str::<Value>(line) {
            Ok(request) => self.handle_value(request),
            Err(e) => error_answer(Value::Null, &ProtocolError::new("BadJson", format!("not JSON: {e}"))),
        };
        answer.to_string()
    }

    /// One request line as raw bytes (a transport that reads bytes, such as stdin): text that
    /// is not UTF-8 gets a `BadJson` answer like any other garbage. Never panics.
    pub fn handle_bytes(&mut self, line: &[u8]) -> String {
        match std::str::from_utf8(line) {
            Ok(text) => self.handle_line(text),
            Err(e) => {
                error_answer(Value::Null, &ProtocolError::new("BadJson", format!("not UTF-8 text: {e}"))).to_string()
            }
        }
    }

    /// One request in, one answer out. Never panics.
    pub fn handle_value(&mut self, request: Value) -> Value {
        let id = request.get("id").cloned().unwrap_or(Value::Null);
        match self.handle(request) {
            Ok(ok) => json!({"id": id, "ok": ok}),
            Err(e) => error_answer(id, &e),
        }
    }

    /// Entries changed since the last call: save each (`Some`) or delete it (`None`).
    pub fn take_changes(&mut self) -> Vec<StoreChange> {
        std::mem::take(&mut self.changes).into_iter().map(|(key, value)| StoreChange { key, value }).collect()
    }

    /// Puts back changes the transport could not write, so they are offered again by the next
    /// [`Handler::take_changes`] (a change made since then wins). A failed save is retried at
    /// every later request until it lands.
    pub fn requeue(&mut self, unsaved: Vec<StoreChange>) {
        for change in unsaved {
            self.changes.entry(change.key).or_insert(change.value);
        }
    }

    /// Feeds one persisted entry back at start-up.
    ///
    /// # Errors
    /// `DamagedSave` for an entry that does not load; nothing else changes, and the transport
    /// should keep the damaged copy where it is.
    pub fn restore(&mut self, key: &str, value: Value) -> Result<(), ProtocolError> {
        if let Some(id) = key.strip_prefix("session:") {
            let save = SaveFile::from_value(value).map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
            let meta: SessionMeta = serde_json::from_value(save.meta.clone())
                .map_err(|e| ProtocolError::new("DamagedSave", format!("session {id}: bad meta: {e}")))?;
            let session = games::load_session(&save)?;
            self.sessions.insert(id.to_string(), Entry { session, meta, bot_memory: None, thinking: None });
            Ok(())
        } else if let Some(id) = key.strip_prefix("table:") {
            let table =
                Table::restore(value, id).map_err(|e| ProtocolError::new("DamagedSave", format!("table {id}: {e}")))?;
            self.tables.insert(id.to_string(), table);
            Ok(())
        } else {
            Err(ProtocolError::new("BadRequest", format!("unknown store key {key:?}")))
        }
    }

    fn handle(&mut self, request: Value) -> Result<Value, ProtocolError> {
        let op = match request.get("op") {
            Some(Value::String(op)) => op.clone(),
            Some(_) => return Err(ProtocolError::new("BadRequest", "\"op\" must be a string")),
            None => return Err(ProtocolError::new("BadRequest", "missing \"op\"")),
        };
        if !OPS.contains(&op.as_str()) {
            return Err(ProtocolError::new("UnknownOp", format!("unknown op {op:?}; known ops: {}", OPS.join(", "))));
        }
        // A missing session or table is the first thing to say, before any other parameter.
        if let Some(Value::String(id)) = request.get("session") {
            if !self.sessions.contains_key(id) {
                return Err(no_session(id));
            }
        }
        if let Some(Value::String(id)) = request.get("table") {
            if op != "table_new" && !self.tables.contains_key(id) {
                return Err(no_table(id));
            }
        }
        // Any session op may ask for the log from a step on; it is not part of the typed request.
        let log_from =
            request.get("log_from").and_then(Value::as_u64).map_or(0, |n| usize::try_from(n).unwrap_or(usize::MAX));
        let request: Request = serde_json::from_value(request)
            .map_err(|e| ProtocolError::new("BadRequest", format!("bad parameters for {op}: {e}")))?;
        self.log_from = log_from;
        let answer = self.dispatch(request);
        self.log_from = 0;
        answer
    }

    /// Serves one typed request.
    ///
    /// # Errors
    /// The [`ProtocolError`] answer.
    pub fn dispatch(&mut self, request: Request) -> Result<Value, ProtocolError> {
        match request {
            Request::Games => Ok(games_list()),
            Request::NewGame { game, config, seed, seats, mode } => self.new_game(&game, config, seed, seats, mode),
            Request::View { session, seat } => {
                let entry = self.entry(&session)?;
                Ok(session_view(&session, entry, seat, Vec::new(), self.log_from))
            }
            Request::Legal { session } => {
                let entry = self.entry(&session)?;
                Ok(json!({
                    "to_act": entry.session.to_act(),
                    "actions": entry.session.legal(),
                    "chance": entry.session.chance(),
                    "chance_question": entry.session.chance_question(),
                }))
            }
            Request::Act { session, action, seat } => self.step(&session, true, |entry| {
                if let (Some(seat), ToAct::Decision { seat: due }) = (seat, entry.session.to_act()) {
                    if seat != due {
                        return Err(ProtocolError::new(
                            "NotYourTurn",
                            format!("it is seat {due}'s decision, not seat {seat}'s"),
                        ));
                    }
                }
                entry.session.act(seat, action)
            }),
            Request::Chance { session, outcome } => self.step(&session, true, |entry| match outcome {
                Some(outcome) => entry.session.apply_chance(outcome),
                None => entry.session.sample_chance(),
            }),
            Request::Advance { session } => self.step(&session, true, |entry| entry.session.advance()),
            Request::BotMove { session, bot } => {
                let clock = self.host.clock();
                let mut chosen = None;
                let mut view = self.step(&session, true, |entry| {
                    let seat = match entry.session.to_act() {
                        ToAct::Decision { seat } => seat,
                        ToAct::GameOver => {
                            return Err(ProtocolError::new("GameOver", "the game is over: no bot can move"))
                        }
                        ToAct::Chance => {
                            return Err(ProtocolError::new("NotYourTurn", "chance decides now, not a seat"))
                        }
                    };
                    let kind = bot.unwrap_or(match entry.meta.seats.get(usize::from(seat)) {
                        Some(SeatKind::Bot(b)) => *b,
                        _ => BotKind::Heuristic,
                    });
                    let step = entry.session.steps();
                    let (action, events) = entry.session.bot_move(kind, clock, &mut entry.bot_memory)?;
                    // Every bot step gets a note, so the log knows it was a bot's even after the seats change.
                    let note = action.why.clone().unwrap_or_else(|| format!("the {} bot's choice", kind.name()));
                    entry.meta.notes.insert(step, note);
                    chosen = Some(action);
                    Ok(events)
                })?;
                if let (Some(obj), Some(chosen)) = (view.as_object_mut(), chosen) {
                    obj.insert("action".into(), chosen.action);
                    obj.insert("label".into(), Value::String(chosen.label));
                    obj.insert("why".into(), chosen.why.map_or(Value::Null, Value::String));
                }
                Ok(view)
            }
            Request::Undo { session, seat } => self.step(&session, false, |entry| {
                match undo_step(entry, seat)? {
                    UndoStep::Chance => entry.session.undo_chance(),
                    UndoStep::Decision(seat) => entry.session.undo(seat),
                }
                .map_err(|e| ProtocolError::new("UndoBlocked", e.to_string()))?;
                Ok(Vec::new())
            }),
            Request::Redo { session } => self.step(&session, false, |entry| {
                if entry.session.redo()? {
                    Ok(Vec::new())
                } else {
                    Err(ProtocolError::new("NothingToRedo", "nothing to redo"))
                }
            }),
            Request::Save { session } => {
                let entry = self.entry(&session)?;
                serde_json::to_value(save_of(entry)).map_err(|e| ProtocolError::new("Internal", e.to_string()))
            }
            Request::Load { save } => self.load(save),
            Request::ListSessions => {
                let mut entries: Vec<(&String, &Entry)> = self.sessions.iter().collect();
                entries.sort_by_key(|(id, e)| (std::cmp::Reverse(e.meta.updated_ms), (*id).clone()));
                Ok(Value::Array(
                    entries
                        .into_iter()
                        .map(|(id, e)| {
                            let outcome = e.session.outcome();
                            json!({
                                "session": id,
                                "game": e.session.game_id(),
                                "name": e.session.game_name(),
                                "mode": e.meta.mode,
                                "seats": e.meta.seats,
                                "seed": e.session.seed(),
                                "turn": e.session.turn(),
                                "steps": e.session.steps(),
                                "over": e.session.to_act() == ToAct::GameOver,
                                "outcome": outcome,
                                "created_ms": e.meta.created_ms,
                                "updated_ms": e.meta.updated_ms,
                            })
                        })
                        .collect(),
                ))
            }
            Request::RunBots { session, max_steps, max_ms } => {
                let max = max_steps.unwrap_or(50).min(10_000);
                let clock = self.host.clock();
                let start = clock.map(|c| c());
                self.step(&session, true, |entry| {
                    if entry.session.to_act() == ToAct::GameOver {
                        return Err(ProtocolError::new("GameOver", "the game is over: nothing is left to run"));
                    }
                    let mut events = Vec::new();
                    for taken in 0..max {
                        if let (Some(c), Some(t0), Some(limit)) = (clock, start, max_ms) {
                            if taken > 0 && c() - t0 >= limit {
                                break;
                            }
                        }
                        match entry.session.to_act() {
                            ToAct::GameOver => break,
                            ToAct::Chance if entry.meta.mode == Mode::Assist => break,
                            ToAct::Chance => events.extend(entry.session.sample_chance()?),
                            ToAct::Decision { seat } => {
                                let Some(SeatKind::Bot(kind)) = entry.meta.seats.get(usize::from(seat)).copied() else {
                                    break;
                                };
                                let step = entry.session.steps();
                                let (action, more) = match (clock, start, max_ms, kind.level()) {
                                    // With a chunk time and a clock, a searching bot thinks in
                                    // slices: the chunk ends when its time is up, mid-thought.
                                    (Some(c), Some(t0), Some(limit), Some(_)) => {
                                        match entry.session.bot_think(
                                            kind,
                                            c,
                                            t0 + limit,
                                            &mut entry.bot_memory,
                                            &mut entry.thinking,
                                        )? {
                                            Some(moved) => moved,
                                            None => break,
                                        }
                                    }
                                    _ => entry.session.bot_move(kind, clock, &mut entry.bot_memory)?,
                                };
                                let note = action.why.unwrap_or_else(|| format!("the {} bot's choice", kind.name()));
                                entry.meta.notes.insert(step, note);
                                events.extend(more);
                            }
                        }
                    }
                    Ok(events)
                })
            }
            Request::SetSeats { session, seats } => self.step(&session, false, |entry| {
                let n = usize::from(entry.session.seat_count());
                if seats.len() != n {
                    return Err(ProtocolError::new(
                        "BadConfig",
                        format!("this game has {n} seats, but {} were given", seats.len()),
                    ));
                }
                if entry.meta.first_seats.is_empty() {
                    // A session saved before `first_seats` existed: its seats until now are the first.
                    entry.meta.first_seats = entry.meta.seats.clone();
                }
                entry.meta.seats = seats;
                Ok(Vec::new())
            }),
            Request::DeleteSession { session } => {
                self.entry(&session)?;
                self.sessions.remove(&session);
                self.changes.insert(format!("session:{session}"), None);
                Ok(json!({"deleted": session}))
            }
            Request::StateHash { session } => Ok(json!({"hash": self.entry(&session)?.session.state_hash()})),
            Request::TableNew { kind, players, name, life } => {
                let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
                let seed = self.host.fresh_seed();
                let now = self.now();
                let table = Table::new(id.clone(), NewTable { kind, players, name, life }, seed, now)?;
                let view = table.view();
                self.tables.insert(id.clone(), table);
                self.table_changed(&id);
                to_json(&view)
            }
            Request::TableGet { table } => to_json(&self.table(&table)?.view()),
            Request::TableOp { table, change } => {
                let now = self.now();
                self.table_mut(&table)?.apply(&change, now)?;
                self.table_changed(&table);
                to_json(&self.table(&table)?.view())
            }
            Request::TableUndo { table } => {
                let now = self.now();
                self.table_mut(&table)?.undo(now)?;
                self.table_changed(&table);
                to_json(&self.table(&table)?.view())
            }
            Request::TableRedo { table } => {
                let now = self.now();
                self.table_mut(&table)?.redo(now)?;
                self.table_changed(&table);
                to_json(&self.table(&table)?.view())
            }
            Request::TableHistory { table, before, limit } => {
                let t = self.table(&table)?;
                let (start, entries) = t.history_page(before, limit.unwrap_or(HISTORY_PAGE_MAX).min(HISTORY_PAGE_MAX));
                Ok(json!({"table": table, "total": t.history().len(), "start": start, "entries": entries}))
            }
            Request::TableList => {
                let mut tables: Vec<&Table> = self.tables.values().collect();
                tables.sort_by_key(|t| std::cmp::Reverse(t.updated()));
                Ok(Value::Array(
                    tables
                        .into_iter()
                        .map(|t| {
                            json!({
                                "table": t.id(),
                                "name": t.name(),
                                "kind": t.kind().info().id,
                                "players": t.players().iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
                                "updated": t.updated(),
                            })
                        })
                        .collect(),
                ))
            }
            Request::TableExport { table } => {
                let table = self.table(&table)?;
                Ok(json!({"table": table.id(), "name": table.name(), "data": table.export()}))
            }
            Request::TableImport { data } => {
                let id = self.fresh_id('t', |h, id| h.tables.contains_key(id));
                let now = self.now();
                let table = Table::import(&data, id.clone(), now)?;
                let view = table.view();
                self.tables.insert(id.clone(), table);
                self.table_changed(&id);
                to_json(&view)
            }
            Request::TableDelete { table } => {
                self.table(&table)?;
                self.tables.remove(&table);
                self.changes.insert(format!("table:{table}"), None);
                Ok(json!({"deleted": table}))
            }
        }
    }

    fn new_game(
        &mut self,
        game: &str,
        config: Value,
        seed: Option<u64>,
        seats: Option<Vec<SeatKind>>,
        mode: Mode,
    ) -> Result<Value, ProtocolError> {
        let seed = match seed {
            Some(s) => s,
            None => self.host.fresh_seed() >> 11, // 53 bits: exact in JavaScript numbers
        };
        let session = games::new_session(game, config, seed)?;
        let n = usize::from(session.seat_count());
        let seats = match seats {
            None => vec![if mode == Mode::Watch { SeatKind::Bot(BotKind::Heuristic) } else { SeatKind::Human }; n],
            Some(s) if s.len() == n => s,
            Some(s) => {
                return Err(ProtocolError::new(
                    "BadConfig",
                    format!("this game has {n} seats, but {} were given", s.len()),
                ))
            }
        };
        let now = self.host.now_ms();
        let id = self.fresh_id('s', |h, id| h.sessions.contains_key(id));
        let entry = Entry {
            session,
            bot_memory: None,
            thinking: None,
            meta: SessionMeta {
                first_seats: seats.clone(),
                seats,
                mode,
                created_ms: now,
                updated_ms: now,
                notes: BTreeMap::new(),
            },
        };
        let view = session_view(&id, &entry, None, Vec::new(), 0);
        self.sessions.insert(id.clone(), entry);
        self.session_changed(&id);
        Ok(view)
    }

    fn load(&mut self, save: Value) -> Result<Value, ProtocolError> {
        let save = match save {
            Value::String(text) => SaveFile::from_json(&text),
            other => SaveFile::from_value(other),
        }
        .map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
        let session = games::load_session(&save)?;
        let now = self.host.now_ms();
        let meta = serde_json::from_value(save.meta.clone()).unwrap_or_else(|_| SessionMeta {
            seats: vec![SeatKind::Human; usize::from(session.seat_count())],
            mode: Mode::Play,
            created_ms: now,
            updated_ms: now,
            notes: BTreeMap::new(),
            first_seats: Vec::new(),
        });
        let id = self.fresh_id('s', |h, id| h.sessions.contains_key(id));
        let entry = Entry { session, meta, bot_memory: None, thinking: None };
        let view = session_view(&id, &entry, None, Vec::new(), 0);
        self.sessions.insert(id.clone(), entry);
        self.session_changed(&id);
        Ok(view)
    }

    /// Runs one mutating step on a session; on success records the change and answers the view
    /// with the step's event sentences.
    fn step(
        &mut self,
        id: &str,
        new_step: bool,
        f: impl FnOnce(&mut Entry) -> Result<Vec<String>, ProtocolError>,
    ) -> Result<Value, ProtocolError> {
        let now = self.host.now_ms();
        let entry = self.sessions.get_mut(id).ok_or_else(|| no_session(id))?;
        // The notes of undone steps wait for a redo. A new step (not a redo) drops those steps
        // for good, and their notes with them; anything else, or a refusal, keeps them.
        let before = entry.session.steps();
        let parked = entry.meta.notes.split_off(&before);
        let result = f(entry);
        if !(new_step && result.is_ok()) {
            for (step, note) in parked {
                entry.meta.notes.entry(step).or_insert(note);
            }
        }
        let events = result?;
        entry.meta.updated_ms = now;
        self.session_changed(id);
        let entry = self.entry(id)?;
        Ok(session_view(id, entry, None, events, self.log_from))
    }

    fn entry(&self, id: &str) -> Result<&Entry, ProtocolError> {
        self.sessions.get(id).ok_or_else(|| no_session(id))
    }

    fn table(&self, id: &str) -> Result<&Table, ProtocolError> {
        self.tables.get(id).ok_or_else(|| no_table(id))
    }

    fn table_mut(&mut self, id: &str) -> Result<&mut Table, ProtocolError> {
        self.tables.get_mut(id).ok_or_else(|| no_table(id))
    }

    fn session_changed(&mut self, id: &str) {
        if let Some(entry) = self.sessions.get(id) {
            let value = serde_json::to_value(save_of(entry)).ok();
            self.changes.insert(format!("session:{id}"), value);
        }
    }

    fn table_changed(&mut self, id: &str) {
        if let Some(table) = self.tables.get(id) {
            self.changes.insert(format!("table:{id}"), serde_json::to_value(table).ok());
        }
    }

    fn now(&mut self) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(self.host.now_ms()).unwrap_or_default()
    }

    fn fresh_id(&mut self, prefix: char, taken: impl Fn(&Handler, &str) -> bool) -> String {
        loop {
            let id = format!("{prefix}{:010x}", self.host.fresh_seed() >> 24);
            if !taken(self, &id) {
                return id;
            }
        }
    }
}

/// The answer with a `save_error` field: the request was carried out in memory, but what it
/// changed could not be written (disk full, a read-only folder, storage blocked). Every transport
/// answers a failed save this way, so the UI warns the same way everywhere.
pub fn with_save_error(mut answer: Value, error: &str) -> Value {
    if let Value::Object(map) = &mut answer {
        map.insert("save_error".into(), Value::String(error.to_string()));
    }
    answer
}

fn games_list() -> Value {
    let (test, real): (Vec<_>, Vec<_>) = games::game_infos().into_iter().partition(|g| g.test_only);
    let kinds: Vec<_> = TableKind::ALL.iter().map(|k| k.info()).collect();
    json!({"games": real, "test_games": test, "table_kinds": kinds})
}

fn save_of(entry: &Entry) -> SaveFile {
    entry.session.save(serde_json::to_value(&entry.meta).unwrap_or_default())
}

/// What an undo takes back now.
enum UndoStep {
    /// The last chance outcome: in Assist mode the table typed it in, and a typo must be fixable.
    Chance,
    /// The last decision, of this seat (the Play policy).
    Decision(Seat),
}

/// What an undo asked by `seat` (or by whoever may) would take back, or why it cannot.
fn undo_step(entry: &Entry, seat: Option<Seat>) -> Result<UndoStep, ProtocolError> {
    if entry.meta.mode == Mode::Assist && entry.session.can_undo_chance().is_ok() {
        return Ok(UndoStep::Chance);
    }
    let seat = undo_seat(entry, seat)?;
    entry.session.can_undo(seat).map_err(|e| ProtocolError::new("UndoBlocked", e.to_string()))?;
    Ok(UndoStep::Decision(seat))
}

/// The seat that undoes: the one asked for, or the seat of the last decision if a person holds it.
fn undo_seat(entry: &Entry, seat: Option<Seat>) -> Result<Seat, ProtocolError> {
    if let Some(seat) = seat {
        return Ok(seat);
    }
    let Some(last) = entry.session.last_decider() else {
        let why = entry.session.can_undo(0).err().map(|e| e.to_string()).unwrap_or_else(|| "nothing to undo".into());
        return Err(ProtocolError::new("UndoBlocked", why));
    };
    match entry.meta.seats.get(usize::from(last)) {
        Some(SeatKind::Bot(_)) => Err(ProtocolError::new(
            "UndoBlocked",
            format!("cannot undo: the last decision was the bot's in seat {last}"),
        )),
        _ => Ok(last),
    }
}

fn session_view(id: &str, entry: &Entry, seat: Option<Seat>, events: Vec<String>, log_from: usize) -> Value {
    let s = &entry.session;
    let to_act = s.to_act();
    let first_human = entry.meta.seats.iter().position(|k| *k == SeatKind::Human).map(|i| i as Seat);
    let viewer = seat.unwrap_or(match to_act {
        ToAct::Decision { seat } if entry.meta.seats.get(usize::from(seat)) == Some(&SeatKind::Human) => seat,
        _ => first_human.unwrap_or(0),
    });
    let undo = undo_step(entry, None);
    // In Assist mode, the roll or draw that undo takes back, so the screen can offer to fix it.
    let undo_chance = match &undo {
        Ok(UndoStep::Chance) => {
            s.last_chance().map(|(outcome, text)| json!({"outcome": outcome, "text": text})).unwrap_or(Value::Null)
        }
        _ => Value::Null,
    };
    let log: Vec<Value> = s
        .log_lines(log_from)
        .into_iter()
        .map(|line| {
            let note = entry.meta.notes.get(&line.step).cloned();
            let bot = note.is_some();
            let mut value = serde_json::to_value(line).unwrap_or_default();
            if let Some(object) = value.as_object_mut() {
                object.insert("bot".into(), Value::Bool(bot));
                object.insert("why".into(), note.map_or(Value::Null, Value::String));
            }
            value
        })
        .collect();
    json!({
        "session": id,
        "game": s.game_id(),
        "name": s.game_name(),
        "seed": s.seed(),
        "config": s.config_json(),
        "mode": entry.meta.mode,
        "seats": entry.meta.seats,
        "first_seats": if entry.meta.first_seats.is_empty() { &entry.meta.seats } else { &entry.meta.first_seats },
        "to_act": to_act,
        "turn": s.turn(),
        "steps": s.steps(),
        "viewer": viewer,
        "view": s.view(viewer),
        "outcome": s.outcome(),
        "can_undo": undo.is_ok(),
        "undo_blocked": undo.err().map(|e| e.message),
        "undo_chance": undo_chance,
        "can_redo": s.can_redo(),
        "events": events,
        "log": log,
    })
}

fn to_json<T: Serialize>(value: &T) -> Result<Value, ProtocolError> {
    serde_json::to_value(value).map_err(|e| ProtocolError::new("Internal", e.to_string()))
}

fn error_answer(id: Value, e: &ProtocolError) -> Value {
    json!({"id": id, "error": {"kind": e.kind, "message": e.message}})
}

fn no_session(id: &str) -> ProtocolError {
    ProtocolError::new("NoSuchSession", format!("no session {id:?}"))
}

fn no_table(id: &str) -> ProtocolError {
    ProtocolError::new("NoSuchTable", format!("no table {id:?}"))
}

//! The [`Handler`]: one request in, one answer out, never a panic; what changed queued for the
//! transport to persist. The ops themselves are in `sessions.rs` and `tables.rs`.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::error::{error_answer, no_session, no_table};
use super::request::{Request, OPS};
use super::response::BoxCheck;
use super::response::SessionView;
use super::response::{GameList, Response, StateHash};
use super::sessions::{Entry, SessionMeta};
use crate::bots::BotKind;
use crate::games::GameId;
use crate::registry::ProtocolError;
use crate::table::profile;
use crate::table::{BoxLibrary, NewTable, Table, TableView};

/// The most games one `simulate` request plays (a longer run is played in slices).
const MAX_SIMULATE: u32 = 500;

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
    /// `session:<id>`, `table:<id>`, `box:<kind>` or `record:<id>`.
    pub key: String,
    /// The entry's JSON, or None to delete it.
    pub value: Option<Value>,
}

/// The protocol handler: sessions and tables in memory, changes queued for the transport.
pub struct Handler {
    pub(super) host: Box<dyn Host>,
    pub(super) sessions: BTreeMap<String, Entry>,
    pub(super) tables: BTreeMap<String, Table>,
    /// Each game's saved "Match your box" profiles, by kind id.
    pub(super) boxes: BTreeMap<String, BoxLibrary>,
    /// The finished games, by record id.
    pub(super) records: BTreeMap<String, super::records::Record>,
    changes: BTreeMap<String, Option<Value>>,
    /// The request's `log_from`: session views list the log from this step on (the UI keeps the rest).
    pub(super) log_from: usize,
}

impl Handler {
    /// A handler with no sessions.
    pub fn new(host: Box<dyn Host>) -> Handler {
        Handler {
            host,
            sessions: BTreeMap::new(),
            tables: BTreeMap::new(),
            boxes: BTreeMap::new(),
            records: BTreeMap::new(),
            changes: BTreeMap::new(),
            log_from: 0,
        }
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
            Ok(ok) => {
                let ok = serde_json::to_value(&ok);
                ok.map_or_else(
                    |e| error_answer(id.clone(), &ProtocolError::new("Internal", e.to_string())),
                    |ok| json!({"id": id, "ok": ok}),
                )
            }
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
            let (session, meta) = super::sessions::read_save(value)?;
            let meta: SessionMeta = serde_json::from_value(meta)
                .map_err(|e| ProtocolError::new("DamagedSave", format!("session {id}: bad meta: {e}")))?;
            self.sessions.insert(id.to_string(), Entry { session, meta, bot_memory: None, thinking: None });
            Ok(())
        } else if let Some(id) = key.strip_prefix("table:") {
            let table =
                Table::restore(value, id).map_err(|e| ProtocolError::new("DamagedSave", format!("table {id}: {e}")))?;
            self.tables.insert(id.to_string(), table);
            Ok(())
        } else if let Some(kind) = key.strip_prefix("box:") {
            self.restore_box(kind, value)
        } else if let Some(id) = key.strip_prefix("record:") {
            self.restore_record(id, value)
        } else {
            Err(ProtocolError::new("BadRequest", format!("unknown store key {key:?}")))
        }
    }

    fn handle(&mut self, request: Value) -> Result<Response, ProtocolError> {
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
        if let Some(Value::String(id)) = request.get("record") {
            if !self.records.contains_key(id) {
                return Err(super::records::no_record(id));
            }
        }
        // So is a game that does not exist (the typed request would only say "unknown variant").
        if let ("new_game" | "new_campaign" | "simulate" | "records", Some(Value::String(game))) =
            (op.as_str(), request.get("game"))
        {
            game.parse::<GameId>()?;
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
    pub fn dispatch(&mut self, request: Request) -> Result<Response, ProtocolError> {
        let session = |view: SessionView| Response::Session(Box::new(view));
        let table = |view: TableView| Response::Table(Box::new(view));
        Ok(match request {
            Request::Games => Response::Games(GameList::new()),
            Request::NewGame { game, config, seed, seats, mode } => {
                session(self.new_game(game, config, seed, seats, mode)?)
            }
            Request::NewCampaign { game, config, seed, seats, mode } => {
                session(self.new_campaign(game, config, seed, seats, mode)?)
            }
            Request::NextGame { session: id } => session(self.next_game(&id)?),
            Request::View { session: id, seat } => session(self.view(&id, seat)?),
            Request::Legal { session } => Response::Legal(self.legal(&session)?),
            Request::Act { session: id, action, seat } => session(self.act(&id, action, seat)?),
            Request::Chance { session: id, outcome } => session(self.chance(&id, outcome)?),
            Request::Advance { session: id } => session(self.step(&id, true, |entry| entry.session.advance())?),
            Request::BotMove { session: id, bot } => session(self.bot_move(&id, bot)?),
            Request::BotHint { session: id, bot } => Response::BotHint(self.bot_hint(&id, bot)?),
            Request::Simulate { game, config, bot, seed, first, games } => {
                if !(1..=MAX_SIMULATE).contains(&games) {
                    return Err(ProtocolError::new(
                        "BadRequest",
                        format!("simulate plays 1 to {MAX_SIMULATE} games a request, not {games}"),
                    ));
                }
                let bot = bot.unwrap_or(BotKind::Heuristic);
                Response::Simulate(Box::new(crate::registry::simulate_game_range(
                    game, config, first, games, seed, bot,
                )?))
            }
            Request::Undo { session: id, seat } => session(self.undo(&id, seat)?),
            Request::Redo { session: id } => session(self.redo(&id)?),
            Request::Save { session } => self.save(&session)?,
            Request::Load { save } => session(self.load(save)?),
            Request::ListSessions => Response::Sessions(self.list_sessions()),
            Request::RunBots { session: id, max_steps, max_ms } => session(self.run_bots(&id, max_steps, max_ms)?),
            Request::SetSeats { session: id, seats } => session(self.set_seats(&id, seats)?),
            Request::DeleteSession { session } => Response::Deleted(self.delete_session(&session)?),
            Request::StateHash { session } => {
                Response::Hash(StateHash { hash: self.entry(&session)?.session.state_hash() })
            }
            Request::Records { game } => Response::Records(self.records(game)),
            Request::RecordStep { record, step, seat } => {
                Response::RecordStep(Box::new(self.record_step(&record, step, seat)?))
            }
            Request::RecordDelete { record } => Response::Deleted(self.record_delete(&record)?),
            Request::TableNew { kind, players, name, life, template, profile } => {
                let profile = profile.or_else(|| self.box_in_use(kind));
                table(self.table_new(NewTable { kind, players, name, life, template, profile })?)
            }
            Request::TableGet { table: id } => table(self.table(&id)?.view()),
            Request::TableOp { table: id, change } => table(self.table_op(&id, &change)?),
            Request::TableClock { table: id, clock } => table(self.table_clock(&id, clock)?),
            Request::TableUndo { table: id } => table(self.table_undo(&id)?),
            Request::TableRedo { table: id } => table(self.table_redo(&id)?),
            Request::TableHistory { table, before, limit } => {
                Response::TableHistory(self.table_history(&table, before, limit)?)
            }
            Request::TableList => Response::Tables(self.table_list()),
            Request::TableExport { table } => Response::TableExport(self.table_export(&table)?),
            Request::TableShare { table } => Response::TableShare(self.table_share(&table)?),
            Request::TableImport { data } => table(self.table_import(&data)?),
            Request::TableDelete { table } => Response::Deleted(self.table_delete(&table)?),
            Request::BoxSheet { kind } => Response::BoxSheet(self.box_sheet(kind)),
            Request::BoxCheck { kind, profile } => {
                Response::BoxCheck(BoxCheck { problems: profile::check(kind, &profile) })
            }
            Request::BoxSave { kind, profile, use_it } => Response::BoxSheet(self.box_save(kind, profile, use_it)?),
            Request::BoxUse { kind, name } => Response::BoxSheet(self.box_use(kind, name)?),
            Request::BoxDelete { kind, name } => Response::BoxSheet(self.box_delete(kind, &name)?),
        })
    }

    /// Queues `key` to be saved with `value`, or deleted (None).
    pub(super) fn changed(&mut self, key: String, value: Option<Value>) {
        self.changes.insert(key, value);
    }

    pub(super) fn now(&mut self) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(self.host.now_ms()).unwrap_or_default()
    }

    /// A fresh id of `prefix` that `taken` does not know.
    pub(super) fn fresh_id(&mut self, prefix: char, taken: impl Fn(&Handler, &str) -> bool) -> String {
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

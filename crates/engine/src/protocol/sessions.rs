//! The game ops: sessions of any game (through [`DynSession`]), their seats and mode, undo and
//! redo by the undo policy, bots, saves.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::no_session;
use super::handler::Handler;
use super::request::{Mode, SeatKind};
use super::response::{BotHint, Deleted, LegalAnswer, Response, SessionSummary, SessionView};
use crate::bots::BotKind;
use crate::core::{CampaignSave, SaveFile, Seat, ToAct, CAMPAIGN_FORMAT};
use crate::games::GameId;
use crate::registry::{self, BotState, DynSession, ProtocolError};

/// What the transport keeps beside a session (saved in the save file's `meta`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct SessionMeta {
    pub(super) seats: Vec<SeatKind>,
    #[serde(default)]
    pub(super) mode: Mode,
    pub(super) created_ms: i64,
    pub(super) updated_ms: i64,
    /// The seats the game started with (a replay starts with them again, even if bots took over).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) first_seats: Vec<SeatKind>,
    /// Why a bot took the decision at each step (step index → one sentence), for the log.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(super) notes: BTreeMap<usize, String>,
    /// The id of the game's record once it has ended (a new campaign game gets a new one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) record: Option<String>,
    /// Time spent playing, in ms: the time between steps, each pause counted as at most
    /// [`PAUSE_COUNTED_MS`].
    #[serde(default)]
    pub(super) played_ms: i64,
    /// When a campaign's game on show began (its first game: `created_ms`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) game_started_ms: Option<i64>,
}

/// The most one pause between steps adds to a game's playing time: five minutes.
/// designed: a game left open overnight is not a night long.
pub(super) const PAUSE_COUNTED_MS: i64 = 5 * 60 * 1000;

/// A session with what the handler keeps beside it.
pub(super) struct Entry {
    pub(super) session: Box<dyn DynSession>,
    pub(super) meta: SessionMeta,
    /// What the searching bots remember between their moves (positions seen and the moves made
    /// there, so they never loop); not saved: after a load it is learnt again.
    pub(super) bot_memory: BotState,
    /// A searching bot's thought in progress between `run_bots` chunks (not saved).
    pub(super) thinking: BotState,
}

/// Every bot step gets a note, so the log knows it was a bot's even after the seats change.
fn bot_note(why: Option<String>, kind: BotKind) -> String {
    why.unwrap_or_else(|| format!("the {} bot's choice", kind.name()))
}

/// Reads a stored or uploaded save: a single game's or a whole campaign's (by its `format`).
/// Returns the session and the transport's `meta`.
pub(super) fn read_save(value: Value) -> Result<(Box<dyn DynSession>, Value), ProtocolError> {
    let value = match value {
        Value::String(text) => serde_json::from_str(&text)
            .map_err(|e| ProtocolError::new("DamagedSave", format!("damaged save: not JSON: {e}")))?,
        other => other,
    };
    let damaged = |e: crate::core::SaveError| ProtocolError::new("DamagedSave", e.to_string());
    if value.get("format").and_then(Value::as_str) == Some(CAMPAIGN_FORMAT) {
        let save = CampaignSave::from_value(value).map_err(damaged)?;
        Ok((registry::load_campaign(&save)?, save.meta))
    } else {
        let save = SaveFile::from_value(value).map_err(damaged)?;
        Ok((registry::load_session(&save)?, save.meta))
    }
}

impl Handler {
    pub(super) fn new_game(
        &mut self,
        game: GameId,
        config: Value,
        seed: Option<u64>,
        seats: Option<Vec<SeatKind>>,
        mode: Mode,
    ) -> Result<SessionView, ProtocolError> {
        let seed = self.seed_or_fresh(seed);
        let session = registry::new_session(game, config, seed)?;
        self.seat_session(session, seats, mode)
    }

    pub(super) fn new_campaign(
        &mut self,
        game: GameId,
        config: Value,
        seed: Option<u64>,
        seats: Option<Vec<SeatKind>>,
        mode: Mode,
    ) -> Result<SessionView, ProtocolError> {
        let seed = self.seed_or_fresh(seed);
        let session = registry::new_campaign(game, config, seed)?;
        self.seat_session(session, seats, mode)
    }

    /// Closes a campaign's finished game and starts the next. The bots' notes and memory
    /// belong to the finished game's steps, so they go with it.
    pub(super) fn next_game(&mut self, session: &str) -> Result<SessionView, ProtocolError> {
        let now = self.host.now_ms();
        self.step(session, false, |entry| {
            entry.session.next_game()?;
            entry.meta.notes.clear();
            entry.meta.record = None;
            entry.meta.played_ms = 0;
            entry.meta.game_started_ms = Some(now);
            entry.bot_memory = None;
            entry.thinking = None;
            Ok(Vec::new())
        })
    }

    fn seed_or_fresh(&mut self, seed: Option<u64>) -> u64 {
        match seed {
            Some(s) => s,
            None => self.host.fresh_seed() >> 11, // 53 bits: exact in JavaScript numbers
        }
    }

    /// Keeps a new session with its seats and mode.
    fn seat_session(
        &mut self,
        session: Box<dyn DynSession>,
        seats: Option<Vec<SeatKind>>,
        mode: Mode,
    ) -> Result<SessionView, ProtocolError> {
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
        let meta = SessionMeta {
            first_seats: seats.clone(),
            seats,
            mode,
            created_ms: now,
            updated_ms: now,
            notes: BTreeMap::new(),
            record: None,
            played_ms: 0,
            game_started_ms: None,
        };
        Ok(self.insert_session(Entry { session, bot_memory: None, thinking: None, meta }))
    }

    pub(super) fn load(&mut self, save: Value) -> Result<SessionView, ProtocolError> {
        let (session, meta) = read_save(save)?;
        let now = self.host.now_ms();
        let meta = serde_json::from_value(meta).unwrap_or_else(|_| SessionMeta {
            seats: vec![SeatKind::Human; usize::from(session.seat_count())],
            mode: Mode::Play,
            created_ms: now,
            updated_ms: now,
            notes: BTreeMap::new(),
            first_seats: Vec::new(),
            record: None,
            played_ms: 0,
            game_started_ms: None,
        });
        Ok(self.insert_session(Entry { session, meta, bot_memory: None, thinking: None }))
    }

    /// Keeps a new session under a fresh id; answers its view.
    fn insert_session(&mut self, entry: Entry) -> SessionView {
        let id = self.fresh_id('s', |h, id| h.sessions.contains_key(id));
        let view = SessionView::of(&id, &entry, None, Vec::new(), 0);
        self.sessions.insert(id.clone(), entry);
        self.session_changed(&id);
        view
    }

    pub(super) fn view(&self, session: &str, seat: Option<Seat>) -> Result<SessionView, ProtocolError> {
        Ok(SessionView::of(session, self.entry(session)?, seat, Vec::new(), self.log_from))
    }

    pub(super) fn legal(&self, session: &str) -> Result<LegalAnswer, ProtocolError> {
        let entry = self.entry(session)?;
        Ok(LegalAnswer {
            to_act: Some(entry.session.to_act()),
            actions: entry.session.legal(),
            chance: entry.session.chance(),
            chance_question: entry.session.chance_question(),
            // Only a person keeps a card from the app: a bot's draws are always typed in.
            secret_chance: entry
                .session
                .secret_chance()
                .filter(|(seat, _)| {
                    entry.meta.mode == Mode::Assist
                        && entry.meta.seats.get(usize::from(*seat)) == Some(&SeatKind::Human)
                })
                .map(|(_, chance)| chance),
        })
    }

    pub(super) fn act(
        &mut self,
        session: &str,
        action: Value,
        seat: Option<Seat>,
    ) -> Result<SessionView, ProtocolError> {
        self.step(session, true, |entry| {
            if let (Some(seat), ToAct::Decision { seat: due }) = (seat, entry.session.to_act()) {
                if seat != due {
                    return Err(ProtocolError::new(
                        "NotYourTurn",
                        format!("it is seat {due}'s decision, not seat {seat}'s"),
                    ));
                }
            }
            entry.session.act(seat, action)
        })
    }

    pub(super) fn chance(&mut self, session: &str, outcome: Option<Value>) -> Result<SessionView, ProtocolError> {
        self.step(session, true, |entry| match outcome {
            Some(outcome) => entry.session.apply_chance(outcome),
            None => entry.session.sample_chance(),
        })
    }

    pub(super) fn bot_move(&mut self, session: &str, bot: Option<BotKind>) -> Result<SessionView, ProtocolError> {
        let clock = self.host.clock();
        let mut chosen = None;
        let mut view = self.step(session, true, |entry| {
            let seat = match entry.session.to_act() {
                ToAct::Decision { seat } => seat,
                ToAct::GameOver => return Err(ProtocolError::new("GameOver", "the game is over: no bot can move")),
                ToAct::Chance => return Err(ProtocolError::new("NotYourTurn", "chance decides now, not a seat")),
            };
            let kind = bot.unwrap_or(match entry.meta.seats.get(usize::from(seat)) {
                Some(SeatKind::Bot(b)) => *b,
                _ => BotKind::Heuristic,
            });
            let step = entry.session.steps();
            let (action, events) = entry.session.bot_move(kind, clock, &mut entry.bot_memory)?;
            entry.meta.notes.insert(step, bot_note(action.why.clone(), kind));
            chosen = Some(action);
            Ok(events)
        })?;
        if let Some(chosen) = chosen {
            view.action = Some(chosen.action);
            view.label = Some(chosen.label);
            view.why = chosen.why;
        }
        Ok(view)
    }

    pub(super) fn bot_hint(&mut self, session: &str, bot: Option<BotKind>) -> Result<BotHint, ProtocolError> {
        let clock = self.host.clock();
        let bot = bot.unwrap_or(BotKind::Heuristic);
        let entry = self.sessions.get_mut(session).ok_or_else(|| no_session(session))?;
        let hint = entry.session.bot_hint(bot, clock)?;
        Ok(BotHint { bot, hint })
    }

    pub(super) fn run_bots(
        &mut self,
        session: &str,
        max_steps: Option<usize>,
        max_ms: Option<f64>,
    ) -> Result<SessionView, ProtocolError> {
        let max = max_steps.unwrap_or(50).min(10_000);
        let clock = self.host.clock();
        let start = clock.map(|c| c());
        self.step(session, true, |entry| {
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
                            // With a chunk time and a clock, a searching bot thinks in slices:
                            // the chunk ends when its time is up, mid-thought.
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
                        entry.meta.notes.insert(step, bot_note(action.why, kind));
                        events.extend(more);
                    }
                }
            }
            Ok(events)
        })
    }

    pub(super) fn undo(&mut self, session: &str, seat: Option<Seat>) -> Result<SessionView, ProtocolError> {
        self.step(session, false, |entry| {
            match undo_step(entry, seat)? {
                UndoStep::Chance => entry.session.undo_chance(),
                UndoStep::Decision(seat) => entry.session.undo(seat),
            }
            .map_err(|e| ProtocolError::new("UndoBlocked", e.to_string()))?;
            Ok(Vec::new())
        })
    }

    pub(super) fn redo(&mut self, session: &str) -> Result<SessionView, ProtocolError> {
        self.step(session, false, |entry| {
            if entry.session.redo()? {
                Ok(Vec::new())
            } else {
                Err(ProtocolError::new("NothingToRedo", "nothing to redo"))
            }
        })
    }

    pub(super) fn save(&self, session: &str) -> Result<Response, ProtocolError> {
        let entry = self.entry(session)?;
        let meta = serde_json::to_value(&entry.meta).unwrap_or_default();
        Ok(match entry.session.campaign_save(meta.clone()) {
            Some(campaign) => Response::CampaignSave(Box::new(campaign)),
            None => Response::Save(Box::new(entry.session.save(meta))),
        })
    }

    pub(super) fn list_sessions(&self) -> Vec<SessionSummary> {
        let mut entries: Vec<(&String, &Entry)> = self.sessions.iter().collect();
        entries.sort_by_key(|(id, e)| (std::cmp::Reverse(e.meta.updated_ms), (*id).clone()));
        entries.into_iter().map(|(id, e)| SessionSummary::of(id, e)).collect()
    }

    pub(super) fn set_seats(&mut self, session: &str, seats: Vec<SeatKind>) -> Result<SessionView, ProtocolError> {
        self.step(session, false, |entry| {
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
        })
    }

    pub(super) fn delete_session(&mut self, session: &str) -> Result<Deleted, ProtocolError> {
        self.entry(session)?;
        self.sessions.remove(session);
        self.changed(format!("session:{session}"), None);
        Ok(Deleted { deleted: session.to_string() })
    }

    /// Runs one mutating step on a session; on success records the change and answers the view
    /// with the step's event sentences.
    pub(super) fn step(
        &mut self,
        id: &str,
        new_step: bool,
        f: impl FnOnce(&mut Entry) -> Result<Vec<String>, ProtocolError>,
    ) -> Result<SessionView, ProtocolError> {
        let now = self.host.now_ms();
        let entry = self.sessions.get_mut(id).ok_or_else(|| no_session(id))?;
        // The notes of undone steps wait for a redo. A new step (not a redo) drops those steps
        // for good, and their notes with them; anything else, or a refusal, keeps them.
        let before = entry.session.steps();
        let was_over = entry.session.to_act() == ToAct::GameOver;
        let parked = entry.meta.notes.split_off(&before);
        let result = f(entry);
        if !(new_step && result.is_ok()) {
            for (step, note) in parked {
                entry.meta.notes.entry(step).or_insert(note);
            }
        }
        let events = result?;
        entry.meta.played_ms += (now - entry.meta.updated_ms).clamp(0, PAUSE_COUNTED_MS);
        entry.meta.updated_ms = now;
        let ended = !was_over && entry.session.to_act() == ToAct::GameOver;
        if ended {
            self.record_finish(id);
        }
        self.session_changed(id);
        let entry = self.entry(id)?;
        Ok(SessionView::of(id, entry, None, events, self.log_from))
    }

    pub(super) fn entry(&self, id: &str) -> Result<&Entry, ProtocolError> {
        self.sessions.get(id).ok_or_else(|| no_session(id))
    }

    fn session_changed(&mut self, id: &str) {
        if let Some(entry) = self.sessions.get(id) {
            let value = save_value(entry);
            self.changed(format!("session:{id}"), value);
        }
    }
}

/// What the store keeps for a session: its save, or its campaign's.
fn save_value(entry: &Entry) -> Option<Value> {
    let meta = serde_json::to_value(&entry.meta).unwrap_or_default();
    match entry.session.campaign_save(meta.clone()) {
        Some(campaign) => serde_json::to_value(campaign).ok(),
        None => serde_json::to_value(entry.session.save(meta)).ok(),
    }
}

/// What an undo takes back now.
pub(super) enum UndoStep {
    /// The last chance outcome: in Assist mode the table typed it in, and a typo must be fixable.
    Chance,
    /// The last decision, of this seat (the Play policy).
    Decision(Seat),
}

/// What an undo asked by `seat` (or by whoever may) would take back, or why it cannot.
pub(super) fn undo_step(entry: &Entry, seat: Option<Seat>) -> Result<UndoStep, ProtocolError> {
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

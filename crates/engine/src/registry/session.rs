//! [`DynSession`]: a session of any game, driven with JSON values, so the protocol holds
//! sessions of every game side by side without knowing their types.

use std::any::Any;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::campaign::CampaignStatus;
use super::error::{parse, ProtocolError};
use super::games::Registered;
use super::thinking;
use crate::bots::{BotKind, Clock};
use crate::core::{CampaignSave, LogEntry, Outcome, SaveFile, Seat, Session, Target, ToAct, UndoError, Viewer};
use crate::games::GameId;

/// A decision with its label, its deciding seat and what it points at on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabelledAction {
    /// The action, as the game's serde form.
    pub action: Value,
    /// What the UI shows.
    pub label: String,
    /// The seat that decides it.
    pub seat: Seat,
    /// What it points at on the board (a location, a card, a cell, a piece, a seat), so a board
    /// maps a tap to it without re-deriving a rule.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Target>,
    /// Why a bot chose it (bot moves only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// It passes a card window ([`crate::Game::is_pass`]): what "pass card windows
    /// automatically" answers when nothing asks the player to play a card.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pass: bool,
}

impl LabelledAction {
    /// `action` labelled `label`, decided by `seat`, pointing at nothing on the board.
    pub fn new(action: Value, label: impl Into<String>, seat: Seat) -> LabelledAction {
        LabelledAction { action, label: label.into(), seat, targets: Vec::new(), why: None, pass: false }
    }
}

/// A chance outcome with its weight and label.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabelledChance {
    /// The outcome, as the game's serde form.
    pub outcome: Value,
    /// Relative weight.
    pub weight: u32,
    /// What the UI shows (a die face, a card name).
    pub label: String,
    /// The face, if the outcome is a die roll ([`crate::Game::die_face`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<u8>,
}

/// What a log line records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogKind {
    /// A seat's decision.
    Decision,
    /// A roll or a draw.
    Chance,
}

impl LogKind {
    /// The stable name, as on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            LogKind::Decision => "decision",
            LogKind::Chance => "chance",
        }
    }
}

/// One step of the log, in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// 0-based step index.
    pub step: usize,
    /// The turn, round or day counter when the step was taken (for grouping the log).
    pub turn: u32,
    /// A decision or a chance outcome.
    pub kind: LogKind,
    /// The deciding seat, for decisions.
    pub seat: Option<Seat>,
    /// The decision or the chance event.
    pub text: String,
    /// What followed, one sentence each.
    pub events: Vec<String>,
    /// Taken by a bot (the protocol fills it from the session's notes).
    #[serde(default)]
    pub bot: bool,
    /// The bot's reason, if a bot took it.
    #[serde(default)]
    pub why: Option<String>,
}

/// What the searching bots of a session remember or are thinking, kept between requests.
pub type BotState = Option<Box<dyn Any + Send>>;

/// A session of any game, driven with JSON values.
pub trait DynSession: Send {
    /// The game.
    fn game_id(&self) -> GameId;
    /// The game's display name.
    fn game_name(&self) -> &'static str;
    /// Seats in this game.
    fn seat_count(&self) -> u8;
    /// What each seat is called now ("Wizard" once the hero is dealt, else "Hero 2").
    fn seat_names(&self) -> Vec<String>;
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
    /// Assist mode: the outcome the table may give without saying what came up
    /// ([`crate::Game::secret_chance`]), labelled, weight 0 (play never draws it), with the seat
    /// that keeps the secret.
    fn secret_chance(&self) -> Option<(Seat, LabelledChance)>;
    /// The pending decision as a question, if the game words one ([`crate::Game::decision_question`]).
    fn question(&self) -> Option<String>;
    /// Applies a decision given as JSON, for `seat` if given. Returns the event sentences.
    ///
    /// # Errors
    /// `BadRequest` for JSON that is no action of this game, or the session's refusal.
    fn act(&mut self, seat: Option<Seat>, action: Value) -> Result<Vec<String>, ProtocolError>;
    /// Applies a chance outcome given as JSON.
    ///
    /// # Errors
    /// `BadRequest` for JSON that is no outcome of this game, or the session's refusal.
    fn apply_chance(&mut self, outcome: Value) -> Result<Vec<String>, ProtocolError>;
    /// Samples the pending chance event with the seeded RNG.
    ///
    /// # Errors
    /// The session's refusal (no chance event is due).
    fn sample_chance(&mut self) -> Result<Vec<String>, ProtocolError>;
    /// Samples chance events until a decision or the end.
    ///
    /// # Errors
    /// The session's refusal.
    fn advance(&mut self) -> Result<Vec<String>, ProtocolError>;
    /// Lets a bot decide for the seat to act; returns its label and the event sentences.
    /// With a clock, a searching bot stops at its level's time budget. `memory` carries what the
    /// searching bots remember from move to move (it starts as `None`).
    ///
    /// # Errors
    /// `GameOver`, `NotYourTurn` while chance decides, `NoLegalAction`.
    fn bot_move(
        &mut self,
        bot: BotKind,
        clock: Option<Clock>,
        memory: &mut BotState,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError>;
    /// The move the bot of `bot`'s kind would make for the seat to act now, and its reason,
    /// labelled as the seat's own answers are (`legal`); nothing is applied, and the bots playing
    /// this session remember nothing of it. With a clock, a searching bot stops at its level's
    /// time budget.
    ///
    /// # Errors
    /// As [`DynSession::bot_move`].
    fn bot_hint(&mut self, bot: BotKind, clock: Option<Clock>) -> Result<LabelledAction, ProtocolError>;
    /// One slice of a searching bot's thought for the seat to act, until `until` on `clock`: the
    /// move (applied) once the level's iterations or time budget are spent, or `None` when it
    /// must be called again (the web build thinks in slices between frames). `thinking` holds
    /// the search between slices; a search of another position is started afresh. Kinds that
    /// do not search move at once.
    ///
    /// # Errors
    /// As [`DynSession::bot_move`].
    fn bot_think(
        &mut self,
        bot: BotKind,
        clock: Clock,
        until: f64,
        memory: &mut BotState,
        thinking: &mut BotState,
    ) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError>;
    /// Whether `seat` may undo now.
    ///
    /// # Errors
    /// Why not.
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError>;
    /// Undoes `seat`'s last decision.
    ///
    /// # Errors
    /// Why it cannot.
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError>;
    /// Whether the last step is a chance outcome that [`DynSession::undo_chance`] can take back.
    ///
    /// # Errors
    /// Why not.
    fn can_undo_chance(&self) -> Result<(), UndoError>;
    /// Undoes the last chance outcome (Assist mode: a typo in a die or card typed in).
    ///
    /// # Errors
    /// Why it cannot.
    fn undo_chance(&mut self) -> Result<(), UndoError>;
    /// The last step, if it is a chance outcome: the outcome as JSON, the log's sentence for it
    /// and its die face if it is a roll.
    fn last_chance(&self) -> Option<(Value, String, Option<u8>)>;
    /// The seat of the last decision, if the last step is a decision.
    fn last_decider(&self) -> Option<Seat>;
    /// The seat of the latest decision for which `by` holds (given its step and seat).
    fn latest_decider(&self, by: &dyn Fn(usize, Seat) -> bool) -> Option<Seat>;
    /// True if a step can be redone.
    fn can_redo(&self) -> bool;
    /// Redoes the last undone step.
    ///
    /// # Errors
    /// A redo that no longer applies.
    fn redo(&mut self) -> Result<bool, ProtocolError>;
    /// The log in words, from step `from` on, as `viewer` may read it (secret parts only for
    /// those who know them).
    fn log_lines(&self, from: usize, viewer: Viewer) -> Vec<LogLine>;
    /// Number of steps so far.
    fn steps(&self) -> usize;
    /// The save file.
    fn save(&self, meta: Value) -> SaveFile;
    /// Hash of the state.
    fn state_hash(&self) -> String;
    /// Where the campaign stands, if this session is a campaign (`None`: a single game).
    fn campaign(&self) -> Option<CampaignStatus> {
        None
    }
    /// The whole campaign's save, if this session is a campaign.
    fn campaign_save(&self, meta: Value) -> Option<CampaignSave> {
        let _ = meta;
        None
    }
    /// Closes the finished game of a campaign into its record and starts the next one.
    ///
    /// # Errors
    /// `NotACampaign` for a single game; `GameNotOver` while the game goes on; `GameOver` once
    /// the campaign has ended.
    fn next_game(&mut self) -> Result<(), ProtocolError> {
        Err(ProtocolError::new("NotACampaign", "this session is a single game, not a campaign"))
    }
}

impl<G: Registered> Session<G> {
    /// The event sentences of the steps from `from` on.
    pub(super) fn texts(&self, from: usize) -> Vec<String> {
        // The events of a step go to whoever asked: only their public text.
        self.events()[from..].iter().flatten().map(|e| self.state().tell_event(e).public).collect()
    }
}

impl<G: Registered> DynSession for Session<G> {
    fn game_id(&self) -> GameId {
        G::GAME
    }
    fn game_name(&self) -> &'static str {
        G::NAME
    }
    fn seat_count(&self) -> u8 {
        self.state().seat_count()
    }
    fn seat_names(&self) -> Vec<String> {
        let seats = self.state().seat_count();
        let word = G::info().seat_name;
        (0..seats)
            .map(|seat| {
                self.state().seat_name(seat).unwrap_or_else(|| match seats {
                    1 => word.clone(),
                    _ => format!("{word} {}", u16::from(seat) + 1),
                })
            })
            .collect()
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
        let ToAct::Decision { seat } = Session::to_act(self) else { return Vec::new() };
        let mut out = Vec::new();
        self.state().legal_actions(&mut out);
        out.iter()
            .map(|a| LabelledAction {
                action: serde_json::to_value(a).unwrap_or_default(),
                label: self.state().describe_action(a),
                seat,
                targets: self.state().targets(a),
                why: None,
                pass: self.state().is_pass(a),
            })
            .collect()
    }
    fn question(&self) -> Option<String> {
        match Session::to_act(self) {
            ToAct::Decision { .. } => self.state().decision_question(),
            _ => None,
        }
    }
    fn secret_chance(&self) -> Option<(Seat, LabelledChance)> {
        if Session::to_act(self) != ToAct::Chance {
            return None;
        }
        let (seat, outcome) = self.state().secret_chance()?;
        Some((
            seat,
            LabelledChance {
                label: self.state().chance_label(&outcome),
                face: None,
                outcome: serde_json::to_value(&outcome).unwrap_or_default(),
                weight: 0,
            },
        ))
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
                face: self.state().die_face(&w.outcome),
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
        }?;
        Ok(self.texts(from))
    }
    fn apply_chance(&mut self, outcome: Value) -> Result<Vec<String>, ProtocolError> {
        let outcome: G::Chance = parse("chance outcome", outcome)?;
        let from = self.steps();
        Session::apply_chance(self, &outcome)?;
        Ok(self.texts(from))
    }
    fn sample_chance(&mut self) -> Result<Vec<String>, ProtocolError> {
        let from = self.steps();
        Session::sample_chance(self)?;
        Ok(self.texts(from))
    }
    fn advance(&mut self) -> Result<Vec<String>, ProtocolError> {
        let from = self.steps();
        Session::advance(self)?;
        Ok(self.texts(from))
    }
    fn bot_move(
        &mut self,
        bot: BotKind,
        clock: Option<Clock>,
        memory: &mut BotState,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
        thinking::bot_move(self, bot, clock, memory)
    }
    fn bot_hint(&mut self, bot: BotKind, clock: Option<Clock>) -> Result<LabelledAction, ProtocolError> {
        thinking::bot_hint(self, bot, clock)
    }
    fn bot_think(
        &mut self,
        bot: BotKind,
        clock: Clock,
        until: f64,
        memory: &mut BotState,
        thinking: &mut BotState,
    ) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError> {
        thinking::bot_think(self, bot, clock, until, memory, thinking)
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
    fn last_chance(&self) -> Option<(Value, String, Option<u8>)> {
        let chance = Session::last_chance(self)?;
        let face = self.state().die_face(chance);
        let outcome = serde_json::to_value(chance).unwrap_or_default();
        // The sentence needs the state before the outcome: the log's own line says it.
        let last = self.steps().checked_sub(1)?;
        let text = self.log_lines(last, Viewer::Table).pop().map(|line| line.text).unwrap_or_default();
        Some((outcome, text, face))
    }
    fn last_decider(&self) -> Option<Seat> {
        Session::last_decider(self)
    }
    fn latest_decider(&self, by: &dyn Fn(usize, Seat) -> bool) -> Option<Seat> {
        Session::latest_decider(self, by)
    }
    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }
    fn redo(&mut self) -> Result<bool, ProtocolError> {
        Ok(Session::redo(self)?)
    }
    fn log_lines(&self, from: usize, viewer: Viewer) -> Vec<LogLine> {
        // Labels need the state before each step, so walk the log from the start.
        let Ok(mut state) = G::new(self.config()) else { return Vec::new() };
        let mut lines = Vec::with_capacity(self.log().len());
        for (step, (entry, events)) in self.log().iter().zip(self.events()).enumerate() {
            if step < from {
                // Earlier steps are only replayed, not described.
                let _ = match entry {
                    LogEntry::Decision { action, .. } => state.apply(action),
                    LogEntry::Chance { outcome } => state.apply_chance(outcome),
                };
                continue;
            }
            let turn = state.turn();
            let (kind, seat, text) = match entry {
                LogEntry::Decision { seat, action, .. } => {
                    let text = state.tell_action(action).for_viewer(viewer).to_string();
                    let _ = state.apply(action);
                    (LogKind::Decision, Some(*seat), text)
                }
                LogEntry::Chance { outcome } => {
                    let text = state.tell_chance(outcome).for_viewer(viewer).to_string();
                    let _ = state.apply_chance(outcome);
                    (LogKind::Chance, None, text)
                }
            };
            let events = events.iter().map(|e| state.tell_event(e).for_viewer(viewer).to_string()).collect();
            lines.push(LogLine { step, turn, kind, seat, text, events, bot: false, why: None });
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

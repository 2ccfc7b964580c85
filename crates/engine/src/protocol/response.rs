//! Every answer, typed ([`Response`]): the handler builds these and the UI decodes them with the
//! same types, so no answer is written as loose JSON on either side.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::records::{RecordList, RecordStep};
use super::request::{Mode, SeatKind};
use super::sessions::{undo_step, Entry, UndoStep};
use crate::bots::{BotKind, SimSummary};
use crate::core::{CampaignSave, Outcome, SaveFile, Seat, ToAct, Viewer};
use crate::games::{game_infos, GameId, GameInfo};
use crate::registry::{CampaignStatus, LabelledAction, LabelledChance, LogLine};
use crate::table::{BoxProblem, BoxProfile, BoxValue, HistoryEntry, ShareQr, TableKind, TableKindInfo, TableView};

/// The answer to `games`: the playable games, the engine's test games and the table kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameList {
    /// The games to play, in menu order.
    pub games: Vec<GameInfo>,
    /// The games that exist to test the engine.
    pub test_games: Vec<GameInfo>,
    /// The table-mode trackers.
    pub table_kinds: Vec<TableKindInfo>,
}

impl GameList {
    /// Every game and every table kind.
    pub fn new() -> GameList {
        let (test_games, games) = game_infos().into_iter().partition(|g| g.test_only);
        GameList { games, test_games, table_kinds: TableKind::ALL.iter().map(|k| k.info()).collect() }
    }
}

impl Default for GameList {
    fn default() -> Self {
        GameList::new()
    }
}

/// Every answer the handler gives, typed: the `ok` value of the answer envelope. The UI decodes
/// the variant it asked for with the same types (`call_as::<SessionView>` and so on), so the two
/// sides cannot drift apart.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Response {
    /// `games`.
    Games(GameList),
    /// Every session op that changes or shows a session (`new_game`, `view`, `act`, `chance`,
    /// `advance`, `bot_move`, `undo`, `redo`, `load`, `run_bots`, `set_seats`).
    Session(Box<SessionView>),
    /// `legal`.
    Legal(LegalAnswer),
    /// `list_sessions`.
    Sessions(Vec<SessionSummary>),
    /// `save` of a single game.
    Save(Box<SaveFile>),
    /// `save` of a campaign.
    CampaignSave(Box<CampaignSave>),
    /// `delete_session`, `table_delete`, `record_delete`.
    Deleted(Deleted),
    /// `state_hash`.
    Hash(StateHash),
    /// `table_new`, `table_get`, `table_op`, `table_undo`, `table_redo`, `table_import`.
    Table(Box<TableView>),
    /// `table_history`.
    TableHistory(TableHistoryPage),
    /// `table_list`.
    Tables(Vec<TableSummary>),
    /// `table_export`.
    TableExport(TableExport),
    /// `table_share`.
    TableShare(TableShare),
    /// `box_sheet`, `box_save`, `box_use`, `box_delete`.
    BoxSheet(BoxSheet),
    /// `box_check`.
    BoxCheck(BoxCheck),
    /// `bot_hint`.
    BotHint(BotHint),
    /// `simulate`.
    Simulate(Box<SimSummary>),
    /// `records`.
    Records(RecordList),
    /// `record_step`.
    RecordStep(Box<RecordStep>),
}

/// The answer to `bot_hint`: what a bot would do for the seat to act, not played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotHint {
    /// The bot asked.
    pub bot: BotKind,
    /// Its move, labelled as the seat's answers in `legal` are (the same `action` value), with
    /// its reason in `why`.
    pub hint: LabelledAction,
}

/// A game's "Match your box" sheet: the values an owner can match, the saved profiles, and the one
/// every new table of the game uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxSheet {
    /// Tracker kind.
    pub kind: TableKind,
    /// The game's name.
    pub name: String,
    /// The values, each with its designed value and the rule it must satisfy.
    pub values: Vec<BoxValue>,
    /// The saved profiles, in the order saved.
    pub profiles: Vec<BoxProfile>,
    /// The name of the profile new tables use; `None`: the designed values.
    pub in_use: Option<String>,
}

/// What `box_check` found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxCheck {
    /// Every rule the profile breaks; empty: it can be used.
    pub problems: Vec<BoxProblem>,
}

/// A session's line in `list_sessions`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionSummary {
    /// Session id.
    pub session: String,
    /// The game.
    pub game: GameId,
    /// The game's name.
    pub name: String,
    /// Play, Assist or Watch.
    pub mode: Mode,
    /// Who fills each seat now.
    pub seats: Vec<SeatKind>,
    /// The seed.
    pub seed: u64,
    /// The turn, round or day.
    pub turn: u32,
    /// Steps so far.
    pub steps: usize,
    /// True once the game is over.
    pub over: bool,
    /// The end, if over.
    pub outcome: Option<Outcome>,
    /// Started, in ms since the epoch.
    pub created_ms: i64,
    /// Last changed, in ms since the epoch.
    pub updated_ms: i64,
    /// Where the campaign stands, if this session is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<CampaignStatus>,
}

impl SessionSummary {
    pub(super) fn of(id: &str, e: &Entry) -> SessionSummary {
        SessionSummary {
            session: id.to_string(),
            game: e.session.game_id(),
            name: e.session.game_name().to_string(),
            mode: e.meta.mode,
            seats: e.meta.seats.clone(),
            seed: e.session.seed(),
            turn: e.session.turn(),
            steps: e.session.steps(),
            over: e.session.to_act() == ToAct::GameOver,
            outcome: e.session.outcome(),
            created_ms: e.meta.created_ms,
            updated_ms: e.meta.updated_ms,
            campaign: e.session.campaign(),
        }
    }
}

/// In Assist mode, the roll or draw that undo would take back, so the screen can offer to fix it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UndoChance {
    /// The outcome, in the game's serde form.
    pub outcome: Value,
    /// The log's sentence for it ("Soldier die 3 rolled 5", "drew Orc Archer").
    pub text: String,
    /// The face, if it was a die roll (a roll is fixed, a draw is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<u8>,
}

/// The SessionView of docs/protocol.md: everything a play screen shows, for one viewer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionView {
    /// Session id.
    pub session: String,
    /// The game.
    pub game: GameId,
    /// The game's name.
    pub name: String,
    /// The seed (shown, for replays).
    pub seed: u64,
    /// The options the game was set up with, in the game's serde form.
    pub config: Value,
    /// Play, Assist or Watch.
    pub mode: Mode,
    /// Who fills each seat now.
    pub seats: Vec<SeatKind>,
    /// What each seat is called ("Eagle Rider", "Hero 2").
    pub seat_names: Vec<String>,
    /// The seats the game started with (a replay starts with them again).
    pub first_seats: Vec<SeatKind>,
    /// Who acts now.
    pub to_act: ToAct,
    /// The turn, round or day.
    pub turn: u32,
    /// Steps so far.
    pub steps: usize,
    /// Whose view this is.
    pub viewer: Seat,
    /// The game's own view for `viewer` (the game's `View` type, which reads back with serde).
    pub view: Value,
    /// The pending decision as a question for the seat deciding, if the game words one.
    #[serde(default)]
    pub question: Option<String>,
    /// The end, once over.
    pub outcome: Option<Outcome>,
    /// Whether undo is possible now.
    pub can_undo: bool,
    /// Why undo is not possible, when it is not.
    pub undo_blocked: Option<String>,
    /// Assist mode: the roll or draw that undo takes back.
    pub undo_chance: Option<UndoChance>,
    /// Whether a step can be redone.
    pub can_redo: bool,
    /// What this request's step did, one public sentence each.
    pub events: Vec<String>,
    /// The log, from the requested step on, as the viewer may read it.
    pub log: Vec<LogLine>,
    /// Where the campaign stands, if this session is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<CampaignStatus>,
    /// `bot_move` only: the action the bot took, in the game's serde form.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Value>,
    /// `bot_move` only: its label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// `bot_move` only: why the bot chose it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

impl SessionView {
    /// The view of session `id` for `seat` (default: the person to act, else the person who
    /// decided last, else the first person),
    /// with the events of this step and the log from `log_from` on.
    pub(super) fn of(id: &str, entry: &Entry, seat: Option<Seat>, events: Vec<String>, log_from: usize) -> SessionView {
        let s = &entry.session;
        let to_act = s.to_act();
        let human = |seat: Seat| entry.meta.seats.get(usize::from(seat)) == Some(&SeatKind::Human);
        let first_human = entry.meta.seats.iter().position(|k| *k == SeatKind::Human).map(|i| i as Seat);
        // While nobody here decides, the device is still in the hands of the person who decided
        // last (hot seat: the next person's view appears only when they are to act).
        let last_person = || s.latest_decider(&|step, seat| human(seat) && !entry.meta.notes.contains_key(&step));
        let viewer = seat.unwrap_or_else(|| match to_act {
            ToAct::Decision { seat } if human(seat) => seat,
            _ => last_person().or(first_human).unwrap_or(0),
        });
        let undo = undo_step(entry, None);
        let undo_chance = match &undo {
            Ok(UndoStep::Chance) => s.last_chance().map(|(outcome, text, face)| UndoChance { outcome, text, face }),
            _ => None,
        };
        let log = s
            .log_lines(log_from, Viewer::Seat(viewer))
            .into_iter()
            .map(|mut line| {
                line.why = entry.meta.notes.get(&line.step).cloned();
                line.bot = line.why.is_some();
                line
            })
            .collect();
        SessionView {
            session: id.to_string(),
            game: s.game_id(),
            name: s.game_name().to_string(),
            seed: s.seed(),
            config: s.config_json(),
            mode: entry.meta.mode,
            seats: entry.meta.seats.clone(),
            seat_names: s.seat_names(),
            first_seats: if entry.meta.first_seats.is_empty() {
                entry.meta.seats.clone()
            } else {
                entry.meta.first_seats.clone()
            },
            to_act,
            turn: s.turn(),
            steps: s.steps(),
            viewer,
            view: s.view(viewer),
            question: s.question(),
            outcome: s.outcome(),
            can_undo: undo.is_ok(),
            undo_blocked: undo.err().map(|e| e.message),
            undo_chance,
            can_redo: s.can_redo(),
            events,
            log,
            campaign: s.campaign(),
            action: None,
            label: None,
            why: None,
        }
    }

    /// True if a person in this app holds `seat` (a seat the list does not name counts as one).
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(usize::from(seat)).is_none_or(|kind| *kind == SeatKind::Human)
    }
    /// True if any seat is a bot.
    pub fn has_bots(&self) -> bool {
        self.seats.iter().any(|kind| *kind != SeatKind::Human)
    }
    /// True in Assist mode (the table rolls and draws).
    pub fn assist(&self) -> bool {
        self.mode == Mode::Assist
    }
    /// The seat a person must answer for now, if any.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.to_act.decider().filter(|seat| self.is_human(*seat))
    }
    /// True while the automatic side (a bot seat, or chance outside Assist) has a step to take.
    pub fn automatic(&self) -> bool {
        match self.to_act {
            ToAct::Chance => !self.assist(),
            ToAct::Decision { seat } => !self.is_human(seat),
            ToAct::GameOver => false,
        }
    }
    /// The roll or draw a person may take back now to type it again (Assist mode only).
    pub fn fixable_chance(&self) -> Option<&UndoChance> {
        self.undo_chance.as_ref().filter(|_| self.assist() && self.can_undo)
    }
    /// The game's view, decoded as the game's own `View` type.
    ///
    /// # Errors
    /// The decoding error, if `V` is not this game's view.
    pub fn game_view<V: serde::de::DeserializeOwned>(&self) -> Result<V, serde_json::Error> {
        V::deserialize(&self.view)
    }
}

/// The answer to `legal`: the decisions of the seat to act, or the chance outcomes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LegalAnswer {
    /// Who acts now (absent: the game is over).
    pub to_act: Option<ToAct>,
    /// The legal decisions, each with its label, deciding seat and board targets.
    pub actions: Vec<LabelledAction>,
    /// The chance outcomes, when chance decides.
    pub chance: Vec<LabelledChance>,
    /// What the table must roll or draw, in words ("Roll Soldier die 3").
    pub chance_question: Option<String>,
    /// Assist mode only, for a person's draw: the outcome the table gives without saying what
    /// came up (a card drawn that stays secret from the app, "a card"), with weight 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_chance: Option<LabelledChance>,
}

/// The answer to `delete_session` and `table_delete`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deleted {
    /// The id that was deleted.
    pub deleted: String,
}

/// The answer to `state_hash`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateHash {
    /// The state's hash (see `crate::core::state_hash`).
    pub hash: String,
}

/// The answer to `table_history`: a page of a table's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableHistoryPage {
    /// Table id.
    pub table: String,
    /// Lines in the whole history.
    pub total: usize,
    /// The line number of the page's first entry (0 is the oldest line).
    pub start: usize,
    /// The lines, oldest first.
    pub entries: Vec<HistoryEntry>,
}

/// A table's line in `table_list`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSummary {
    /// Table id.
    pub table: String,
    /// Its name.
    pub name: String,
    /// The tracker's kind.
    pub kind: TableKind,
    /// The players' names.
    pub players: Vec<String>,
    /// Last changed.
    pub updated: DateTime<Utc>,
}

/// The answer to `table_export`: the table as JSON text, for a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableExport {
    /// Table id.
    pub table: String,
    /// Its name (for the file name).
    pub name: String,
    /// What `table_import` takes back.
    pub data: String,
}

/// The answer to `table_share`: the table's current state as a share code, and the code as a QR
/// code when it fits in one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableShare {
    /// Table id.
    pub table: String,
    /// Its name.
    pub name: String,
    /// The share code, `rampart-table:1:…`; what `table_import` takes back.
    pub code: String,
    /// The code as a QR code; `None` when it is too long for one (share the file instead).
    pub qr: Option<ShareQr>,
    /// The most characters a QR code here holds, for the "too big" message.
    pub qr_capacity: usize,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    #[test]
    fn the_game_list_is_every_game_id_in_menu_order() {
        let list = GameList::new();
        let ids: Vec<GameId> = list.games.iter().chain(&list.test_games).map(|g| g.id).collect();
        assert_eq!(ids, GameId::ALL);
        assert!(list.games.iter().all(|g| !g.test_only) && list.test_games.iter().all(|g| g.test_only));
    }

    #[test]
    fn the_game_list_reads_back_as_the_same_types() {
        let list = GameList::new();
        let json = serde_json::to_value(&list).unwrap();
        assert_eq!(json["games"][0]["id"], "valeria");
        assert_eq!(json["test_games"][0]["id"], "pig");
        let back: GameList = serde_json::from_value(json).unwrap();
        assert_eq!(back, list);
    }
}

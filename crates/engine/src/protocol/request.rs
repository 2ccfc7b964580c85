//! Every request, typed: [`Request`] (tagged by `op`), who fills a seat ([`SeatKind`]) and how a
//! session is used ([`Mode`]).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::bots::BotKind;
use crate::core::Seat;
use crate::games::GameId;
use crate::table::{BoxProfile, ClockOp, GenericTemplate, PlayerSpec, TableKind, TableOp};

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

impl Mode {
    /// What the mode is called on screen: "Play", "Assist", "Watch".
    pub fn label(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Assist => "Assist",
            Mode::Watch => "Watch",
        }
    }
}

/// Every request, typed. The envelope's `id` travels beside it ([`Envelope`]); the UI builds
/// these and sends them serialised, so the two sides share one definition.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Request {
    /// The games and table kinds.
    Games,
    /// Starts a game.
    NewGame {
        /// The game (an id that names no game is refused with `UnknownGame` before this
        /// request is read).
        game: GameId,
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
    /// Starts a campaign: a series of games of one game with a record carried between them
    /// (the Pig match; Firesiege's seven days). Its session plays like any game; `next_game`
    /// moves on once a game is over.
    NewCampaign {
        /// The game (it must have a campaign).
        game: GameId,
        /// The campaign's options (null: defaults).
        #[serde(default)]
        config: Value,
        /// RNG seed (default: fresh); each game's seed follows from it.
        #[serde(default)]
        seed: Option<u64>,
        /// Who fills each seat (default: all human).
        #[serde(default)]
        seats: Option<Vec<SeatKind>>,
        /// Play, Assist or Watch.
        #[serde(default)]
        mode: Mode,
    },
    /// A campaign: closes the finished game into the record and starts the next one (or ends
    /// the campaign).
    NextGame {
        /// Session id.
        session: String,
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
    /// "What would the bot do?": the move a bot would make for the seat to act, and its reason,
    /// without playing it.
    BotHint {
        /// Session id.
        session: String,
        /// The bot (default: the heuristic bot).
        #[serde(default)]
        bot: Option<BotKind>,
    },
    /// Plays games `first..first + games` of a bot run (the same bot in every seat) and answers
    /// their statistics; a long run is played in such slices and their answers merged
    /// (`SimSummary::merge`). At most 500 games a request.
    Simulate {
        /// The game.
        game: GameId,
        /// Options (null: defaults).
        #[serde(default)]
        config: Value,
        /// The bot in every seat (default: the heuristic bot).
        #[serde(default)]
        bot: Option<BotKind>,
        /// The run's seed: game `i` of a run always plays the same.
        seed: u64,
        /// The first game's index in the run.
        #[serde(default)]
        first: u32,
        /// How many games (1 to 500).
        games: u32,
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
    /// The finished games (of one game, or of all), newest first, with each game's wins and
    /// losses.
    Records {
        /// Only this game's records (default: every game's).
        #[serde(default)]
        game: Option<GameId>,
    },
    /// A finished game as it stood after some of its steps, to watch it again.
    RecordStep {
        /// Record id.
        record: String,
        /// The position after this many steps (0: the setup; past the end: the end).
        step: usize,
        /// Whose eyes (default: the first person's seat, else seat 0).
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// Deletes a record (it leaves the game's wins and losses).
    RecordDelete {
        /// Record id.
        record: String,
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
        /// Starting Life (generic, `life` template only).
        #[serde(default)]
        life: Option<i32>,
        /// What a generic table starts with (`life`, `score_sheet`, `rounds`); absent: `life`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        template: Option<GenericTemplate>,
        /// The "Match your box" values; absent: the game's profile in use (`box_use`), else the
        /// designed values.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<BoxProfile>,
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
    /// Pauses, resumes or resets a table's session clock, or turns the timing of turns on or off
    /// (not an undo step, no history line).
    TableClock {
        /// Table id.
        table: String,
        /// What to do with the clock.
        clock: ClockOp,
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
    /// A table's share code (its current state only) and the code as a QR code.
    TableShare {
        /// Table id.
        table: String,
    },
    /// A table from exported JSON text or a share code (`rampart-table:1:…`), stored under a new
    /// id.
    TableImport {
        /// What `table_export` gave, or what `table_share` gave as `code`.
        data: String,
    },
    /// Deletes a table.
    TableDelete {
        /// Table id.
        table: String,
    },
    /// "Match your box" for a game: the values an owner can match, the saved profiles and the one in
    /// use.
    BoxSheet {
        /// Tracker kind.
        kind: TableKind,
    },
    /// Checks a profile without saving it: every rule its values break (none: it can be used).
    BoxCheck {
        /// Tracker kind.
        kind: TableKind,
        /// The values to check.
        profile: BoxProfile,
    },
    /// Saves a named profile (replacing one of that name); with `use`, every new table of the game
    /// uses it.
    BoxSave {
        /// Tracker kind.
        kind: TableKind,
        /// The profile, with a name.
        profile: BoxProfile,
        /// Make it the profile new tables use.
        #[serde(default, rename = "use")]
        use_it: bool,
    },
    /// Chooses the profile new tables of a game use; `None`: the designed values.
    BoxUse {
        /// Tracker kind.
        kind: TableKind,
        /// A saved profile's name.
        #[serde(default)]
        name: Option<String>,
    },
    /// Deletes a saved profile (tables that use it keep their values).
    BoxDelete {
        /// Tracker kind.
        kind: TableKind,
        /// The profile's name.
        name: String,
    },
}

/// A request with its envelope: `{"id": .., "op": .., ...params, "log_from": ..}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    /// Echoed in the answer, to pair it with its request.
    pub id: Value,
    /// The request.
    #[serde(flatten)]
    pub request: Request,
    /// Session ops: the view's log starts at this step (the UI keeps the earlier lines).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_from: Option<usize>,
}

impl Envelope {
    /// `request` under `id`.
    pub fn new(id: u64, request: Request) -> Envelope {
        Envelope { id: Value::from(id), request, log_from: None }
    }
    /// Asks for the log from step `from` on.
    pub fn log_from(mut self, from: usize) -> Envelope {
        self.log_from = Some(from);
        self
    }
}

fn generic_kind() -> TableKind {
    TableKind::Generic
}

/// Every op name, for the unknown-op error.
pub const OPS: &[&str] = &[
    "games",
    "new_game",
    "new_campaign",
    "next_game",
    "view",
    "legal",
    "act",
    "chance",
    "advance",
    "bot_move",
    "bot_hint",
    "simulate",
    "undo",
    "redo",
    "save",
    "load",
    "list_sessions",
    "set_seats",
    "run_bots",
    "delete_session",
    "state_hash",
    "records",
    "record_step",
    "record_delete",
    "table_new",
    "table_get",
    "table_op",
    "table_clock",
    "table_undo",
    "table_redo",
    "table_history",
    "table_list",
    "table_export",
    "table_share",
    "table_import",
    "table_delete",
    "box_sheet",
    "box_check",
    "box_save",
    "box_use",
    "box_delete",
];

//! The table session: players, counters, dice, history, undo and redo.

use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::dice::{DieSpec, Roll, MAX_DICE_PER_ROLL};
use super::kinds::TableKind;
use super::rules::{self, Alert, AlertLevel, Change, CounterStyle, Derived, RuleButton, RuleOp, RuleResult, Spec};

/// Why a table operation was refused. Nothing changes on error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// No counter with that id.
    #[error("no counter with id {0:?}")]
    NoSuchCounter(String),
    /// No player at that index.
    #[error("no player {0}")]
    NoSuchPlayer(usize),
    /// The counter is already at its limit.
    #[error("{label} is already at its {which} ({limit})")]
    AtLimit {
        /// The counter.
        label: String,
        /// "minimum" or "maximum".
        which: &'static str,
        /// The limit.
        limit: i32,
    },
    /// A value outside the counter's range.
    #[error("{label} must stay within {min} to {max}, not {value}")]
    OutOfRange {
        /// The counter.
        label: String,
        /// The refused value.
        value: i32,
        /// Lowest allowed.
        min: i32,
        /// Highest allowed.
        max: i32,
    },
    /// A bad player list or name.
    #[error("{0}")]
    BadPlayers(String),
    /// A bad counter definition.
    #[error("{0}")]
    BadCounter(String),
    /// A bad die.
    #[error("{0}")]
    BadDie(String),
    /// Nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A counter of a conservation pool changed on its own.
    #[error("{label} only moves to or from another {pool} counter: the total is fixed ({rule})")]
    Conserved {
        /// The counter.
        label: String,
        /// The pool's name.
        pool: String,
        /// Where the total comes from.
        rule: String,
    },
    /// Another kind's operation.
    #[error("{op} operations do not apply to a {kind} table")]
    WrongKind {
        /// This table's kind.
        kind: String,
        /// The operation's kind.
        op: String,
    },
    /// A game's rules refuse the operation; the text names the rule.
    #[error("{0}")]
    Rule(String),
    /// An imported table that does not hold together.
    #[error("not a valid table: {0}")]
    BadImport(String),
}

/// A player at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Display name.
    pub name: String,
    /// CSS colour, `#rrggbb`.
    pub colour: String,
}

/// A player as given when a table starts: a name, or a name and a colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PlayerSpec {
    /// Just a name; the colour is picked from the palette.
    Name(String),
    /// Name and colour.
    Full {
        /// Display name.
        name: String,
        /// `#rrggbb`.
        colour: Option<String>,
    },
}

/// What a counter means to the tracker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterRole {
    /// Life: a player whose Life is at its minimum is defeated.
    Life,
}

/// A named counter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    /// Stable id (`c1`, `c2`, ...).
    pub id: String,
    /// Display name.
    pub label: String,
    /// Owning player, or `None` for a shared counter.
    pub player: Option<usize>,
    /// Its meaning to the tracker, if any.
    pub role: Option<CounterRole>,
    /// Current value.
    pub value: i32,
    /// Lowest value.
    pub min: i32,
    /// Highest value.
    pub max: i32,
    /// Value at the start and after a reset.
    pub default: i32,
    /// Stable key the game's rules know it by (`turret3.impact`), unique per owner.
    #[serde(default)]
    pub key: Option<String>,
    /// Section it is shown in (`Turret 3`).
    #[serde(default)]
    pub group: Option<String>,
    /// How the UI draws it.
    #[serde(default)]
    pub style: CounterStyle,
    /// Names of the values `min..=max`, when they have names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    /// Conservation pool: such counters only move between each other ([`TableOp::Transfer`]).
    #[serde(default)]
    pub pool: Option<String>,
    /// Key of the counter [`TableOp::Advance`] moves on when this one passes its max.
    #[serde(default)]
    pub carry: Option<String>,
    /// Its source or a rules reminder.
    #[serde(default)]
    pub note: Option<String>,
}

impl Counter {
    /// True for a player's Life (Life Points).
    pub fn is_life(&self) -> bool {
        self.role == Some(CounterRole::Life)
    }

    /// The name of `value`, if its values have names.
    pub fn label_of(&self, value: i32) -> Option<&str> {
        usize::try_from(i64::from(value) - i64::from(self.min))
            .ok()
            .and_then(|i| self.labels.get(i))
            .map(String::as_str)
    }

    /// The name of its current value, if its values have names.
    pub fn value_label(&self) -> Option<&str> {
        self.label_of(self.value)
    }

    /// The value as shown in the history: its name, or the number.
    pub fn show(&self, value: i32) -> String {
        match self.label_of(value) {
            Some(name) if self.style != CounterStyle::Number => name.to_string(),
            Some(name) => format!("{value} ({name})"),
            None => value.to_string(),
        }
    }
}

/// One operation on a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum TableOp {
    /// Adds `delta`, stopping at the counter's range.
    Adjust { counter: String, delta: i32 },
    /// Sets a value within the range.
    Set { counter: String, value: i32 },
    /// Back to the default.
    Reset { counter: String },
    /// Every counter back to its default.
    ResetAll,
    /// A new counter for one player, every player (`per_player`) or shared.
    AddCounter {
        label: String,
        #[serde(default)]
        player: Option<usize>,
        #[serde(default)]
        per_player: bool,
        #[serde(default)]
        min: i32,
        #[serde(default = "default_max")]
        max: i32,
        #[serde(default)]
        default: i32,
    },
    /// Removes a counter.
    RemoveCounter { counter: String },
    /// A new player, with the kind's per-player counters.
    AddPlayer {
        name: String,
        #[serde(default)]
        colour: Option<String>,
    },
    /// Removes a player and their counters.
    RemovePlayer { player: usize },
    /// Renames a player.
    RenamePlayer { player: usize, name: String },
    /// Changes a player's colour.
    SetColour { player: usize, colour: String },
    /// Renames the table.
    Rename { name: String },
    /// Rolls dice.
    Roll {
        dice: Vec<DieSpec>,
        #[serde(default)]
        player: Option<usize>,
    },
    /// Moves `amount` from one counter of a conservation pool to another.
    Transfer { from: String, to: String, amount: i32 },
    /// "Next": one step on; past the max it goes back to the min and advances its `carry`.
    Advance { counter: String },
    /// One of the kind's own operations.
    Rule { rule: RuleOp },
    /// Takes back the end of the game ([`TableState::ended`]) so that play goes on: the players
    /// found a mistake in the numbers, or play on past the end. Refused while the game has not
    /// ended. Undo takes the reopening back like any operation.
    Reopen,
}

fn default_max() -> i32 {
    99
}

/// One line of the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// When.
    pub at: DateTime<Utc>,
    /// What happened, in words.
    pub text: String,
}

/// What undo restores: everything but the history and the dice stream. The kinds' rules read
/// and change it (see `rules.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    /// The table's name.
    pub name: String,
    /// The players.
    pub players: Vec<Player>,
    /// Every counter.
    pub counters: Vec<Counter>,
    /// The last roll of the dice roller.
    pub last_roll: Option<Roll>,
    /// The last helper's outcome (a combat roll).
    #[serde(default)]
    pub last_result: Option<RuleResult>,
    /// The number of the next counter id.
    pub next_counter: u32,
    /// The end of the game: the Loss or Victory alert that first appeared. It stands through every
    /// later operation (a later change that would remove it or turn a win into a loss does not)
    /// until undo goes back past it, [`TableOp::Reopen`] takes it back, or every counter is reset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Alert>,
}

/// Undo keeps this many steps (oldest dropped first). designed: enough for a long evening.
pub const UNDO_DEPTH: usize = 500;
/// Most players at a table.
pub const MAX_PLAYERS: usize = 8;
/// Most counters at a table.
pub const MAX_COUNTERS: usize = 200;

/// The palette for players without a colour: readable on the dark theme, distinct hues.
pub const PALETTE: [&str; 8] = ["#e05d5d", "#4f9de0", "#58b368", "#e0b84f", "#a070d8", "#e0844f", "#4fc7c2", "#d86fa8"];

/// Options for a new table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTable {
    /// Which tracker.
    pub kind: TableKind,
    /// The players.
    pub players: Vec<PlayerSpec>,
    /// A name; defaults to the kind's name.
    #[serde(default)]
    pub name: Option<String>,
    /// Starting Life for generic tables.
    #[serde(default)]
    pub life: Option<i32>,
}

/// One step of undo or redo: how to turn the current state into another. Most changes only move
/// values, so a step keeps just those (a few bytes, not the whole table); a change of players or
/// counters keeps the whole state. Saves from before steps existed hold whole states, which still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub(super) enum Step {
    /// Same players and counters: the values that differ, and the roll and result if they differ.
    Values {
        /// `(counter id, value)` to set.
        values: Vec<(String, i32)>,
        /// Whether the last roll differs.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        roll_changed: bool,
        /// The last roll to restore, when it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_roll: Option<Roll>,
        /// Whether the helper's result differs.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        result_changed: bool,
        /// The result to restore, when it differs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_result: Option<RuleResult>,
    },
    /// Anything else: the whole state.
    Full(Box<TableState>),
}

impl Step {
    /// The step that turns `from` into `to`.
    fn between(from: &TableState, to: &TableState) -> Step {
        let same_shape = from.name == to.name
            && from.ended == to.ended
            && from.players == to.players
            && from.next_counter == to.next_counter
            && from.counters.len() == to.counters.len()
            && from.counters.iter().zip(&to.counters).all(|(a, b)| Counter { value: b.value, ..a.clone() } == *b);
        if !same_shape {
            return Step::Full(Box::new(to.clone()));
        }
        let values = from
            .counters
            .iter()
            .zip(&to.counters)
            .filter(|(a, b)| a.value != b.value)
            .map(|(_, b)| (b.id.clone(), b.value))
            .collect();
        let roll_changed = from.last_roll != to.last_roll;
        let result_changed = from.last_result != to.last_result;
        Step::Values {
            values,
            roll_changed,
            last_roll: if roll_changed { to.last_roll.clone() } else { None },
            result_changed,
            last_result: if result_changed { to.last_result.clone() } else { None },
        }
    }

    /// The state this step leads to from `from`, or `None` if it names a counter `from` lacks.
    pub(super) fn apply(&self, from: &TableState) -> Option<TableState> {
        match self {
            Step::Full(state) => Some((**state).clone()),
            Step::Values { values, roll_changed, last_roll, result_changed, last_result } => {
                let mut to = from.clone();
                for (id, value) in values {
                    to.counters.iter_mut().find(|c| &c.id == id)?.value = *value;
                }
                if *roll_changed {
                    to.last_roll = last_roll.clone();
                }
                if *result_changed {
                    to.last_result = last_result.clone();
                }
                Some(to)
            }
        }
    }
}

/// A table in play. Persist it whole (serde): undo and redo survive a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub(super) id: String,
    pub(super) kind: TableKind,
    created: DateTime<Utc>,
    updated: DateTime<Utc>,
    pub(super) state: TableState,
    /// At most [`super::checks::HISTORY_LIMIT`] lines, oldest first.
    pub(super) history: Vec<HistoryEntry>,
    /// How to go back before each undoable step, newest last, with that step's history length.
    pub(super) undo: Vec<(Step, usize)>,
    /// Undone steps: how to go forward again, and the history entry.
    pub(super) redo: Vec<(Step, HistoryEntry)>,
    seed: u64,
    rolls: u64,
    #[serde(default)]
    pub(super) life_default: Option<i32>,
    /// About how many bytes the table weighs as JSON (an over-estimate between measurements).
    #[serde(skip)]
    pub(super) size_hint: SizeHint,
}

/// A table's estimated size: a cache, so two tables that differ only in it are equal.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct SizeHint(pub(super) usize);

impl PartialEq for SizeHint {
    fn eq(&self, _: &SizeHint) -> bool {
        true
    }
}

impl Eq for SizeHint {}

/// What the UI shows of a table (the UI decodes it with this very type).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// Id.
    pub table: String,
    /// Name.
    pub name: String,
    /// Tracker kind id.
    pub kind: String,
    /// Created.
    pub created: DateTime<Utc>,
    /// Last change.
    pub updated: DateTime<Utc>,
    /// Players with their index and whether they are defeated.
    pub players: Vec<PlayerView>,
    /// Every counter.
    pub counters: Vec<Counter>,
    /// The last roll.
    pub last_roll: Option<Roll>,
    /// The newest [`super::HISTORY_PAGE`] lines of the history, oldest first (`table_history`
    /// pages back through the rest).
    pub history: Vec<HistoryEntry>,
    /// How many lines the whole history has.
    #[serde(default)]
    pub history_total: usize,
    /// Whether undo is possible, and what it would undo.
    pub can_undo: bool,
    /// The step undo would take back.
    pub undo_label: Option<String>,
    /// Whether redo is possible.
    pub can_redo: bool,
    /// The step redo would restore.
    pub redo_label: Option<String>,
    /// Values the kind computes from the counters.
    #[serde(default)]
    pub derived: Vec<Derived>,
    /// The kind's alerts, loudest first.
    #[serde(default)]
    pub alerts: Vec<Alert>,
    /// The kind's operations, as buttons.
    #[serde(default)]
    pub actions: Vec<RuleButton>,
    /// The last helper's outcome.
    #[serde(default)]
    pub last_result: Option<RuleResult>,
    /// The end of the game, when it has ended (also first among `alerts`); `{"type": "reopen"}`
    /// takes it back.
    #[serde(default)]
    pub ended: Option<Alert>,
}

/// A player in a [`TableView`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Position at the table.
    pub index: usize,
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: String,
    /// Life at its minimum (Heroes and Spells: a wizard at 0 Life Points is defeated).
    pub defeated: bool,
}

pub(super) fn clean_name(name: &str, what: &str) -> Result<String, TableError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(TableError::BadPlayers(format!("{what} needs 1 to 40 characters")));
    }
    Ok(name.to_string())
}

pub(super) fn clean_colour(colour: &str) -> Result<String, TableError> {
    let ok = colour.len() == 7 && colour.starts_with('#') && colour[1..].chars().all(|c| c.is_ascii_hexdigit());
    if ok {
        Ok(colour.to_ascii_lowercase())
    } else {
        Err(TableError::BadPlayers(format!("a colour is written #rrggbb, not {colour:?}")))
    }
}

impl Table {
    /// Starts a table.
    ///
    /// # Errors
    /// Bad players (count, names, colours) or a bad starting Life.
    pub fn new(id: String, spec: NewTable, seed: u64, now: DateTime<Utc>) -> Result<Table, TableError> {
        let mut players = Vec::new();
        for (i, p) in spec.players.iter().enumerate() {
            let (name, colour) = match p {
                PlayerSpec::Name(n) => (n.as_str(), None),
                PlayerSpec::Full { name, colour } => (name.as_str(), colour.as_deref()),
            };
            let name = clean_name(name, "a player's name")?;
            let colour = match colour {
                Some(c) => clean_colour(c)?,
                None => PALETTE[i % PALETTE.len()].to_string(),
            };
            players.push(Player { name, colour });
        }
        if players.len() > MAX_PLAYERS {
            return Err(TableError::BadPlayers(format!("at most {MAX_PLAYERS} players")));
        }
        spec.kind.check_players(players.len())?;
        if spec.kind != TableKind::Generic && spec.life.is_some() {
            return Err(TableError::BadCounter(format!(
                "a {} table takes Life from the game's rules; a starting Life is for the generic table",
                spec.kind.info().name
            )));
        }
        let layout = rules::layout(spec.kind, players.len(), spec.life)?;
        let name = match spec.name.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => clean_name(n, "a table's name")?,
            _ => spec.kind.info().name.to_string(),
        };
        let mut table = Table {
            id,
            kind: spec.kind,
            created: now,
            updated: now,
            state: TableState {
                name,
                players,
                counters: Vec::new(),
                last_roll: None,
                last_result: None,
                next_counter: 1,
                ended: None,
            },
            history: Vec::new(),
            undo: Vec::new(),
            redo: Vec::new(),
            seed,
            rolls: 0,
            life_default: spec.life,
            size_hint: SizeHint::default(),
        };
        for spec in &layout.shared {
            table.push_spec(spec, None);
        }
        for p in 0..table.state.players.len() {
            table.add_player_counters(p, &layout.per_player);
            table.seat_values(p, &layout)?;
        }
        // What the kind's rules keep in step with the players (Heroes and Spells' seat pickers
        // list their names) holds from the start, as after any change.
        rules::settle(spec.kind, &mut table.state, &[])?;
        let names: Vec<&str> = table.state.players.iter().map(|p| p.name.as_str()).collect();
        table
            .history
            .push(HistoryEntry { at: now, text: format!("New {} table: {}", spec.kind.info().name, names.join(", ")) });
        Ok(table)
    }

    /// The table's id.
    pub fn id(&self) -> &str {
        &self.id
    }
    /// Its tracker kind.
    pub fn kind(&self) -> TableKind {
        self.kind
    }
    /// Its name.
    pub fn name(&self) -> &str {
        &self.state.name
    }
    /// The players.
    pub fn players(&self) -> &[Player] {
        &self.state.players
    }
    /// The counters.
    pub fn counters(&self) -> &[Counter] {
        &self.state.counters
    }
    /// A counter by id.
    pub fn counter(&self, id: &str) -> Option<&Counter> {
        self.state.counters.iter().find(|c| c.id == id)
    }
    /// A player's counter with a role (their Life).
    pub fn role_counter(&self, player: usize, role: CounterRole) -> Option<&Counter> {
        self.state.counters.iter().find(|c| c.player == Some(player) && c.role == Some(role))
    }
    /// The history, oldest first.
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }
    /// Last change.
    pub fn updated(&self) -> DateTime<Utc> {
        self.updated
    }
    /// True if the player's Life is at its minimum.
    pub fn is_defeated(&self, player: usize) -> bool {
        self.role_counter(player, CounterRole::Life).is_some_and(|c| c.value <= c.min)
    }

    /// Applies one operation and records it in the history.
    ///
    /// # Errors
    /// A [`TableError`] naming the counter, player or die; nothing changes.
    pub fn apply(&mut self, op: &TableOp, now: DateTime<Utc>) -> Result<(), TableError> {
        let before = self.state.clone();
        let raw_before = rules::report(self.kind, &self.state).alerts;
        let alerts_before = report(self.kind, &self.state).alerts;
        let rolls_before = self.rolls;
        let mut text = match self.apply_inner(op, now).and_then(|text| self.settle(&before, text)) {
            Ok(text) => text,
            Err(e) => {
                self.state = before;
                self.rolls = rolls_before;
                return Err(e);
            }
        };
        // Setting what is already there (a tap on the current space, a name retyped) does nothing,
        // so it records nothing: no history line, no undo step.
        let edit = matches!(
            op,
            TableOp::Set { .. }
                | TableOp::Reset { .. }
                | TableOp::Rename { .. }
                | TableOp::RenamePlayer { .. }
                | TableOp::SetColour { .. }
        );
        if edit && self.state == before {
            return Ok(());
        }
        // The first Loss or Victory to appear ends the game; it stands until undone or reopened.
        if self.state.ended.is_none() {
            let kind = self.kind;
            self.state.ended = rules::report(kind, &self.state)
                .alerts
                .into_iter()
                .find(|a| ends_game(kind, a) && !raw_before.contains(a));
        }
        for alert in report(self.kind, &self.state).alerts {
            if alert.level > AlertLevel::Info && !alerts_before.contains(&alert) {
                text.push_str(&format!(" — {}: {}", alert_word(alert.level), alert.text));
            }
        }
        let back = Step::between(&self.state, &before);
        let entry = HistoryEntry { at: now, text };
        let added = super::checks::json_len(&back) + super::checks::json_len(&entry) + 8;
        self.undo.push((back, self.history.len()));
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.history.push(entry);
        self.updated = now;
        self.grew(added);
        Ok(())
    }

    /// Undoes the last operation (any operation: table mode undoes anything).
    ///
    /// # Errors
    /// [`TableError::NothingToUndo`].
    pub fn undo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (step, history_len) = self.undo.last().ok_or(TableError::NothingToUndo)?;
        let before = step.apply(&self.state).ok_or(TableError::NothingToUndo)?;
        let history_len = *history_len;
        self.undo.pop();
        let forward = Step::between(&before, &self.state);
        self.state = before;
        let entry = self.history.drain(history_len.min(self.history.len())..).next();
        let entry = entry.unwrap_or(HistoryEntry { at: now, text: "change".into() });
        let added = super::checks::json_len(&forward) + 8;
        self.redo.push((forward, entry));
        self.updated = now;
        self.grew(added);
        Ok(())
    }

    /// Redoes the last undone operation.
    ///
    /// # Errors
    /// [`TableError::NothingToRedo`].
    pub fn redo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (step, _) = self.redo.last().ok_or(TableError::NothingToRedo)?;
        let after = step.apply(&self.state).ok_or(TableError::NothingToRedo)?;
        let Some((_, entry)) = self.redo.pop() else { return Err(TableError::NothingToRedo) };
        let back = Step::between(&after, &self.state);
        self.state = after;
        let added = super::checks::json_len(&back) + 8;
        self.undo.push((back, self.history.len()));
        self.history.push(entry);
        self.updated = now;
        self.grew(added);
        Ok(())
    }

    /// Runs the kind's rules over what changed: they may refuse, or add consequences.
    fn settle(&mut self, before: &TableState, text: String) -> Result<String, TableError> {
        let changes: Vec<Change> = self
            .state
            .counters
            .iter()
            .filter_map(|c| {
                let old = before.counters.iter().find(|o| o.id == c.id)?;
                (old.value != c.value).then(|| Change {
                    id: c.id.clone(),
                    key: c.key.clone(),
                    player: c.player,
                    from: old.value,
                    to: c.value,
                })
            })
            .collect();
        let consequences = rules::settle(self.kind, &mut self.state, &changes)?;
        self.check_pools(before)?;
        let mut text = text;
        for line in consequences {
            text.push_str("; ");
            text.push_str(&line);
        }
        Ok(text)
    }

    /// Every conservation pool keeps the total it had before.
    fn check_pools(&self, before: &TableState) -> Result<(), TableError> {
        let total = |state: &TableState, pool: &str, player: Option<usize>| -> i32 {
            state
                .counters
                .iter()
                .filter(|c| c.pool.as_deref() == Some(pool) && c.player == player)
                .map(|c| c.value)
                .sum()
        };
        for c in &self.state.counters {
            let Some(pool) = c.pool.as_deref() else { continue };
            let was = total(before, pool, c.player);
            let now = total(&self.state, pool, c.player);
            let existed = before.counters.iter().any(|o| o.pool.as_deref() == Some(pool) && o.player == c.player);
            if existed && was != now {
                return Err(TableError::Conserved {
                    label: self.full_label(c),
                    pool: pool.to_string(),
                    rule: format!("{pool} always totals {was}"),
                });
            }
        }
        Ok(())
    }

    /// The whole table as JSON text, for export. Never longer than
    /// [`super::TABLE_FILE_LIMIT`] bytes, so [`Table::import`] reads whatever this writes.
    pub fn export(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A table read back from [`Table::export`], under a new id.
    ///
    /// # Errors
    /// [`TableError::BadImport`] when the text is longer than [`super::TABLE_FILE_LIMIT`], is not a
    /// table, or does not hold together under the kind's rules at any step of its undo and redo.
    pub fn import(text: &str, id: String, now: DateTime<Utc>) -> Result<Table, TableError> {
        if text.len() > super::TABLE_FILE_LIMIT {
            return Err(TableError::BadImport(format!(
                "the file is {} bytes; a table is at most {} bytes",
                text.len(),
                super::TABLE_FILE_LIMIT
            )));
        }
        let mut table: Table = serde_json::from_str(text).map_err(|e| TableError::BadImport(e.to_string()))?;
        table.conform()?;
        table.id = id;
        table.history.push(HistoryEntry { at: now, text: "Imported".into() });
        table.updated = now;
        table.compact();
        Ok(table)
    }

    /// A table from its stored entry (see [`Table::import`] for the checks), compacted to the
    /// current limits.
    ///
    /// # Errors
    /// [`TableError::BadImport`] as for an import, or an entry holding another table's id.
    pub fn restore(value: serde_json::Value, id: &str) -> Result<Table, TableError> {
        let mut table: Table = serde_json::from_value(value).map_err(|e| TableError::BadImport(e.to_string()))?;
        if table.id != id {
            return Err(TableError::BadImport(format!("the entry {id} holds table {}", table.id)));
        }
        table.conform()?;
        table.compact();
        Ok(table)
    }

    /// Checks that a table read from outside holds together (see [`Table::import`]).
    ///
    /// # Errors
    /// [`TableError::BadImport`] naming the first problem.
    pub fn validate(&self) -> Result<(), TableError> {
        self.clone().conform()
    }

    /// What the UI shows.
    pub fn view(&self) -> TableView {
        let report = report(self.kind, &self.state);
        TableView {
            table: self.id.clone(),
            name: self.state.name.clone(),
            kind: self.kind.info().id.to_string(),
            created: self.created,
            updated: self.updated,
            players: self
                .state
                .players
                .iter()
                .enumerate()
                .map(|(index, p)| PlayerView {
                    index,
                    name: p.name.clone(),
                    colour: p.colour.clone(),
                    defeated: self.is_defeated(index),
                })
                .collect(),
            counters: self.state.counters.clone(),
            last_roll: self.state.last_roll.clone(),
            history: self.history_page(None, super::HISTORY_PAGE).1.to_vec(),
            history_total: self.history.len(),
            can_undo: !self.undo.is_empty(),
            undo_label: self.undo.last().and_then(|(_, n)| self.history.get(*n)).map(|h| h.text.clone()),
            can_redo: !self.redo.is_empty(),
            redo_label: self.redo.last().map(|(_, h)| h.text.clone()),
            derived: report.derived,
            alerts: report.alerts,
            actions: report.actions,
            last_result: self.state.last_result.clone(),
            ended: self.state.ended.clone(),
        }
    }

    fn apply_inner(&mut self, op: &TableOp, now: DateTime<Utc>) -> Result<String, TableError> {
        match op {
            TableOp::Adjust { counter, delta } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                let from = c.value;
                let to = from.saturating_add(*delta).clamp(c.min, c.max);
                if to == from {
                    let (which, limit) = if *delta < 0 { ("minimum", c.min) } else { ("maximum", c.max) };
                    return Err(TableError::AtLimit { label: self.full_label(c), which, limit });
                }
                self.counter_mut(counter)?.value = to;
                Ok(self.change_text(counter, from, to))
            }
            TableOp::Set { counter, value } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                if *value < c.min || *value > c.max {
                    return Err(TableError::OutOfRange {
                        label: self.full_label(c),
                        value: *value,
                        min: c.min,
                        max: c.max,
                    });
                }
                let from = std::mem::replace(&mut self.counter_mut(counter)?.value, *value);
                Ok(self.change_text(counter, from, *value))
            }
            TableOp::Reset { counter } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                let to = c.default;
                let from = std::mem::replace(&mut self.counter_mut(counter)?.value, to);
                Ok(format!("{} (reset)", self.change_text(counter, from, to)))
            }
            TableOp::ResetAll => {
                for c in &mut self.state.counters {
                    c.value = c.default;
                }
                self.state.last_roll = None;
                self.state.last_result = None;
                // Every counter at its start is a new game: the old one's end no longer stands.
                self.state.ended = None;
                Ok("Every counter reset".into())
            }
            TableOp::Reopen => {
                let end = self
                    .state
                    .ended
                    .take()
                    .ok_or_else(|| TableError::Rule("the game has not ended: there is nothing to reopen".into()))?;
                Ok(format!("Game reopened: the {} no longer stands ({})", alert_word(end.level), end.text))
            }
            TableOp::AddCounter { label, player, per_player, min, max, default } => {
                let label = clean_name(label, "a counter's name").map_err(|e| TableError::BadCounter(e.to_string()))?;
                let limit = -super::USER_VALUE_LIMIT..=super::USER_VALUE_LIMIT;
                if !limit.contains(min) || !limit.contains(max) {
                    return Err(TableError::BadCounter(format!(
                        "{label}: a counter ranges within −{0} to {0}, not {min} to {max}",
                        super::USER_VALUE_LIMIT
                    )));
                }
                if min > max || default < min || default > max {
                    return Err(TableError::BadCounter(format!(
                        "{label}: the default {default} must lie within {min} to {max}"
                    )));
                }
                let owners: Vec<Option<usize>> = if *per_player {
                    (0..self.state.players.len()).map(Some).collect()
                } else {
                    if let Some(p) = player {
                        self.player(*p)?;
                    }
                    vec![*player]
                };
                if self.state.counters.len() + owners.len() > MAX_COUNTERS {
                    return Err(TableError::BadCounter(format!("at most {MAX_COUNTERS} counters")));
                }
                for owner in &owners {
                    self.push_counter(&label, *owner, None, *min, *max, *default);
                }
                let whose = match (per_player, player) {
                    (true, _) => "every player".to_string(),
                    (false, Some(p)) => self.state.players[*p].name.clone(),
                    (false, None) => "the table".to_string(),
                };
                Ok(format!("Added counter {label} ({min} to {max}, starting {default}) for {whose}"))
            }
            TableOp::RemoveCounter { counter } => {
                let i = self.counter_index(counter)?;
                if self.kind != TableKind::Generic && self.state.counters[i].key.is_some() {
                    // The kind's rules read their counters by key: without one the tracker is broken.
                    return Err(TableError::BadCounter(format!(
                        "{} is one of the {} tracker's own counters and cannot be removed; only counters you \
                         added can",
                        self.full_label(&self.state.counters[i]),
                        self.kind.info().name
                    )));
                }
                let c = self.state.counters.remove(i);
                Ok(format!("Removed counter {}", self.full_label(&c)))
            }
            TableOp::AddPlayer { name, colour } => {
                if self.state.players.len() >= self.kind.info().max_players.min(MAX_PLAYERS) {
                    return Err(TableError::BadPlayers(format!(
                        "{} takes at most {} players",
                        self.kind.info().name,
                        self.kind.info().max_players
                    )));
                }
                let name = clean_name(name, "a player's name")?;
                let colour = match colour {
                    Some(c) => clean_colour(c)?,
                    None => PALETTE[self.state.players.len() % PALETTE.len()].to_string(),
                };
                self.state.players.push(Player { name: name.clone(), colour });
                let n = self.state.players.len();
                let layout = rules::layout(self.kind, n, self.life_default)?;
                self.add_player_counters(n - 1, &layout.per_player);
                self.seat_values(n - 1, &layout)?;
                Ok(format!("{name} joined the table"))
            }
            TableOp::RemovePlayer { player } => {
                self.player(*player)?;
                if self.state.players.len() <= self.kind.info().min_players {
                    return Err(TableError::BadPlayers(format!(
                        "{} needs at least {} players",
                        self.kind.info().name,
                        self.kind.info().min_players
                    )));
                }
                let gone = self.state.players.remove(*player);
                self.state.counters.retain(|c| c.player != Some(*player));
                // The end of the game stands; about a player who left, it is about the table now.
                if let Some(end) = self.state.ended.as_mut() {
                    end.player = end.player.filter(|p| p != player).map(|p| if p > *player { p - 1 } else { p });
                }
                for c in &mut self.state.counters {
                    if let Some(p) = c.player.as_mut() {
                        if *p > *player {
                            *p -= 1;
                        }
                    }
                }
                Ok(format!("{} left the table", gone.name))
            }
            TableOp::RenamePlayer { player, name } => {
                let name = clean_name(name, "a player's name")?;
                let p = self.player_mut(*player)?;
                let old = std::mem::replace(&mut p.name, name.clone());
                Ok(format!("{old} is now {name}"))
            }
            TableOp::SetColour { player, colour } => {
                let colour = clean_colour(colour)?;
                let p = self.player_mut(*player)?;
                p.colour = colour;
                Ok(format!("{} changed colour", p.name))
            }
            TableOp::Rename { name } => {
                let name = clean_name(name, "a table's name")?;
                self.state.name = name.clone();
                Ok(format!("Table renamed to {name}"))
            }
            TableOp::Roll { dice, player } => {
                if dice.is_empty() || dice.len() > MAX_DICE_PER_ROLL {
                    return Err(TableError::BadDie(format!("roll 1 to {MAX_DICE_PER_ROLL} dice")));
                }
                for d in dice {
                    d.validate()?;
                }
                if let Some(p) = player {
                    self.player(*p)?;
                }
                let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
                rng.set_stream(self.rolls);
                self.rolls = self.rolls.wrapping_add(1);
                let roll = Roll::make(dice, *player, now, &mut rng);
                let who = player
                    .map(|p| format!("{} rolled ", self.state.players[p].name))
                    .unwrap_or_else(|| "Rolled ".into());
                let text = format!("{who}{}", roll.describe());
                self.state.last_roll = Some(roll);
                Ok(text)
            }
            TableOp::Transfer { from, to, amount } => self.transfer(from, to, *amount),
            TableOp::Advance { counter } => {
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?.clone();
                if c.pool.is_some() {
                    return self.not_pooled(counter).map(|()| String::new());
                }
                let steps = self.advance(&c.id, 0)?;
                Ok(steps.join("; "))
            }
            TableOp::Rule { rule } => {
                let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
                rng.set_stream(self.rolls);
                self.rolls = self.rolls.wrapping_add(1);
                let text = rules::rule(self.kind, &mut self.state, rule, &mut rng)?;
                if rules::starts_new_game(rule) {
                    self.state.ended = None;
                }
                Ok(text)
            }
        }
    }

    fn not_pooled(&self, id: &str) -> Result<(), TableError> {
        match self.counter(id) {
            Some(c) => match &c.pool {
                Some(pool) => Err(TableError::Conserved {
                    label: self.full_label(c),
                    pool: pool.clone(),
                    rule: "move it with a transfer".into(),
                }),
                None => Ok(()),
            },
            None => Err(TableError::NoSuchCounter(id.to_string())),
        }
    }

    fn transfer(&mut self, from: &str, to: &str, amount: i32) -> Result<String, TableError> {
        let a = self.counter(from).ok_or_else(|| TableError::NoSuchCounter(from.to_string()))?.clone();
        let b = self.counter(to).ok_or_else(|| TableError::NoSuchCounter(to.to_string()))?.clone();
        if a.id == b.id || amount <= 0 || a.pool.is_none() || a.pool != b.pool || a.player != b.player {
            return Err(TableError::BadCounter(format!(
                "a transfer moves a positive amount between two counters of one pool, not {} from {} to {}",
                amount, a.label, b.label
            )));
        }
        let (Some(a_to), Some(b_to)) = (a.value.checked_sub(amount), b.value.checked_add(amount)) else {
            return Err(TableError::BadCounter(format!("{amount} is more than any counter holds")));
        };
        if a_to < a.min {
            return Err(TableError::AtLimit { label: self.full_label(&a), which: "minimum", limit: a.min });
        }
        if b_to > b.max {
            return Err(TableError::AtLimit { label: self.full_label(&b), which: "maximum", limit: b.max });
        }
        self.counter_mut(from)?.value = a_to;
        self.counter_mut(to)?.value = b_to;
        let pool = a.pool.clone().unwrap_or_default();
        let whose = a.player.map(|p| format!("{}: ", self.state.players[p].name)).unwrap_or_default();
        Ok(format!("{whose}{pool}: {amount} from {} ({}) to {} ({})", a.label, a_to, b.label, b_to))
    }

    /// One step on for counter `id`, carrying into the next counter past the max.
    fn advance(&mut self, id: &str, depth: usize) -> Result<Vec<String>, TableError> {
        let c = self.counter(id).ok_or_else(|| TableError::NoSuchCounter(id.to_string()))?.clone();
        if c.value < c.max {
            self.counter_mut(id)?.value += 1;
            return Ok(vec![format!("{}: {}", self.full_label(&c), c.show(c.value + 1))]);
        }
        let next = c.carry.as_deref().and_then(|key| {
            self.state
                .counters
                .iter()
                .find(|o| o.key.as_deref() == Some(key) && (o.player == c.player || o.player.is_none()))
                .map(|o| o.id.clone())
        });
        match next {
            Some(next) if depth < 4 => {
                self.counter_mut(id)?.value = c.min;
                let mut steps = self.advance(&next, depth + 1)?;
                steps.push(format!("{}: {}", self.full_label(&c), c.show(c.min)));
                Ok(steps)
            }
            _ => Err(TableError::AtLimit { label: self.full_label(&c), which: "maximum", limit: c.max }),
        }
    }

    fn add_player_counters(&mut self, player: usize, specs: &[Spec]) {
        for spec in specs {
            self.push_spec(spec, Some(player));
        }
    }

    /// Gives seat `p` its own starting values (see [`super::rules::Layout::seat_values`]).
    fn seat_values(&mut self, p: usize, layout: &super::rules::Layout) -> Result<(), TableError> {
        let mut changes = Vec::new();
        for (key, values) in &layout.seat_values {
            let Some(&value) = values.get(p) else { continue };
            let Some(c) = self.state.by_key_mut(key, Some(p)) else { continue };
            if c.value != value && (c.min..=c.max).contains(&value) {
                changes.push(Change {
                    id: c.id.clone(),
                    key: c.key.clone(),
                    player: Some(p),
                    from: c.value,
                    to: value,
                });
                c.value = value;
            }
        }
        if changes.is_empty() {
            return Ok(());
        }
        rules::settle(self.kind, &mut self.state, &changes)?;
        for c in self.state.counters.iter_mut().filter(|c| c.player == Some(p)) {
            c.default = c.value;
        }
        Ok(())
    }

    fn push_spec(&mut self, spec: &Spec, player: Option<usize>) {
        self.push_counter(&spec.label, player, spec.role, spec.min, spec.max, spec.default);
        if let Some(c) = self.state.counters.last_mut() {
            c.key = Some(spec.key.to_string());
            c.group = spec.group.clone();
            c.style = spec.style;
            c.labels = spec.labels.clone();
            c.pool = spec.pool.clone();
            c.carry = spec.carry.clone();
            c.note = spec.note.clone();
        }
    }

    fn push_counter(
        &mut self,
        label: &str,
        player: Option<usize>,
        role: Option<CounterRole>,
        min: i32,
        max: i32,
        default: i32,
    ) {
        let id = format!("c{}", self.state.next_counter);
        self.state.next_counter = self.state.next_counter.saturating_add(1);
        self.state.counters.push(Counter {
            id,
            label: label.to_string(),
            player,
            role,
            value: default,
            min,
            max,
            default,
            key: None,
            group: None,
            style: CounterStyle::Number,
            labels: Vec::new(),
            pool: None,
            carry: None,
            note: None,
        });
    }

    fn player(&self, i: usize) -> Result<&Player, TableError> {
        self.state.players.get(i).ok_or(TableError::NoSuchPlayer(i))
    }

    fn player_mut(&mut self, i: usize) -> Result<&mut Player, TableError> {
        self.state.players.get_mut(i).ok_or(TableError::NoSuchPlayer(i))
    }

    fn counter_index(&self, id: &str) -> Result<usize, TableError> {
        self.state.counters.iter().position(|c| c.id == id).ok_or_else(|| TableError::NoSuchCounter(id.into()))
    }

    fn counter_mut(&mut self, id: &str) -> Result<&mut Counter, TableError> {
        let i = self.counter_index(id)?;
        Ok(&mut self.state.counters[i])
    }

    fn full_label(&self, c: &Counter) -> String {
        self.state.full_label(c)
    }

    fn change_text(&self, id: &str, from: i32, to: i32) -> String {
        let Some(c) = self.counter(id) else { return String::new() };
        let delta = i64::from(to) - i64::from(from);
        let mut text = if c.style == CounterStyle::Number {
            format!("{} {} → {} ({delta:+})", self.full_label(c), c.show(from), c.show(to))
        } else {
            format!("{}: {} → {}", self.full_label(c), c.show(from), c.show(to))
        };
        if c.role == Some(CounterRole::Life) && to <= c.min {
            if let Some(p) = c.player.and_then(|p| self.state.players.get(p)) {
                text.push_str(&format!(" — {} is defeated", p.name));
            }
        }
        text
    }
}

impl TableState {
    /// A counter's full name, as the history and the refusals give it: its owner, its section
    /// unless the label already says it, and its label ("Ann: Turret 3: Impact").
    pub fn full_label(&self, c: &Counter) -> String {
        let mut name = c.label.clone();
        if let Some(group) = c.group.as_deref().filter(|g| !c.label.to_lowercase().contains(&g.to_lowercase())) {
            name = format!("{group}: {name}");
        }
        match c.player {
            Some(p) => format!("{}: {name}", self.player_name(p)),
            None => name,
        }
    }
}

/// Whether `alert` ends the game at a table of `kind`: any Victory, and a Loss about the whole
/// table or, where the players win or lose together, about one of them.
pub(super) fn ends_game(kind: TableKind, alert: &Alert) -> bool {
    match alert.level {
        AlertLevel::Victory => true,
        AlertLevel::Loss => alert.player.is_none() || kind.shared_fate(),
        AlertLevel::Info | AlertLevel::Warning => false,
    }
}

/// The kind's report with the end of the game standing: the recorded end comes first, and any
/// other end the numbers show after it is only a note (the game was already over).
pub(super) fn report(kind: TableKind, state: &TableState) -> rules::Report {
    let mut report = rules::report(kind, state);
    if let Some(end) = &state.ended {
        for a in report.alerts.iter_mut().filter(|a| *a != end && ends_game(kind, a)) {
            a.level = AlertLevel::Info;
            a.text = format!("After the end of the game: {}", a.text);
        }
        if !report.alerts.contains(end) {
            report.alerts.insert(0, end.clone());
        }
        report.alerts.sort_by_key(|a| std::cmp::Reverse(a.level));
    }
    report
}

fn alert_word(level: AlertLevel) -> &'static str {
    match level {
        AlertLevel::Info => "Note",
        AlertLevel::Warning => "Warning",
        AlertLevel::Loss => "LOSS",
        AlertLevel::Victory => "VICTORY",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::rules::Spec;

    fn at(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap_or_default()
    }

    /// A generic table with a pool (supply 8, pool 0, spent 0) and phases carrying into a day.
    fn table() -> Table {
        let spec = NewTable {
            kind: TableKind::Generic,
            players: vec![PlayerSpec::Name("Ann".into())],
            name: None,
            life: None,
        };
        let mut t = Table::new("t1".into(), spec, 7, at(0)).expect("a table");
        t.push_spec(&Spec::number("supply", "Supply", 0, 8, 8).pool("Soldier dice"), None);
        t.push_spec(&Spec::number("pool", "Pool", 0, 8, 0).pool("Soldier dice"), None);
        t.push_spec(&Spec::number("spent", "Spent", 0, 8, 0).pool("Soldier dice"), None);
        t.push_spec(&Spec::number("day", "Day", 1, 2, 1), None);
        t.push_spec(&Spec::steps("phase", "Phase", &["Dawn", "Noon", "Dusk"]).carry("day"), None);
        t
    }

    fn id(t: &Table, key: &str) -> String {
        t.state.by_key(key, None).map(|c| c.id.clone()).unwrap_or_default()
    }

    fn value(t: &Table, key: &str) -> i32 {
        t.state.value_or(key, None, -1)
    }

    #[test]
    fn a_pool_keeps_its_total_and_moves_only_by_transfer() {
        let mut t = table();
        let before = t.clone();
        for op in [
            TableOp::Adjust { counter: id(&t, "pool"), delta: 1 },
            TableOp::Set { counter: id(&t, "supply"), value: 3 },
            TableOp::Reset { counter: id(&t, "spent") },
            TableOp::Advance { counter: id(&t, "pool") },
        ] {
            assert!(matches!(t.apply(&op, at(1)), Err(TableError::Conserved { .. })), "{op:?}");
            assert_eq!(t, before, "a refused change changes nothing");
        }
        t.apply(&TableOp::Transfer { from: id(&t, "supply"), to: id(&t, "pool"), amount: 3 }, at(2)).unwrap();
        assert_eq!((value(&t, "supply"), value(&t, "pool"), value(&t, "spent")), (5, 3, 0));
        assert!(t.history().last().unwrap().text.contains("3 from Supply (5) to Pool (3)"));
        let refused = [
            TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "spent"), amount: 4 },
            TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "spent"), amount: 0 },
            TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "pool"), amount: 1 },
            TableOp::Transfer { from: id(&t, "pool"), to: id(&t, "day"), amount: 1 },
            TableOp::Transfer { from: id(&t, "pool"), to: "c999".into(), amount: 1 },
        ];
        let before = t.clone();
        for op in refused {
            assert!(t.apply(&op, at(3)).is_err(), "{op:?}");
            assert_eq!(t, before);
        }
        t.undo(at(4)).unwrap();
        assert_eq!(value(&t, "supply"), 8);
    }

    #[test]
    fn next_steps_through_the_phases_and_carries_into_the_day() {
        let mut t = table();
        let phase = id(&t, "phase");
        t.apply(&TableOp::Advance { counter: phase.clone() }, at(1)).unwrap();
        t.apply(&TableOp::Advance { counter: phase.clone() }, at(2)).unwrap();
        assert_eq!((value(&t, "phase"), value(&t, "day")), (2, 1));
        assert!(t.history().last().unwrap().text.contains("Phase: Dusk"));
        t.apply(&TableOp::Advance { counter: phase.clone() }, at(3)).unwrap();
        assert_eq!((value(&t, "phase"), value(&t, "day")), (0, 2), "past Dusk: Dawn of day 2");
        t.apply(&TableOp::Advance { counter: phase.clone() }, at(4)).unwrap();
        t.apply(&TableOp::Advance { counter: phase.clone() }, at(5)).unwrap();
        let before = t.clone();
        let err = t.apply(&TableOp::Advance { counter: phase }, at(6)).unwrap_err();
        assert!(matches!(err, TableError::AtLimit { ref label, .. } if label == "Day"), "{err}");
        assert_eq!(t, before, "the last day's last phase goes nowhere");
        t.undo(at(7)).unwrap();
        assert_eq!(value(&t, "phase"), 1);
    }

    /// A Valeria table: its dice pools are the kind's own, so it imports.
    fn valeria() -> Table {
        let spec = NewTable {
            kind: TableKind::Valeria,
            players: vec![PlayerSpec::Name("Ann".into())],
            name: None,
            life: None,
        };
        Table::new("t1".into(), spec, 7, at(0)).expect("a table")
    }

    #[test]
    fn export_then_import_gives_the_same_table_under_a_new_id() {
        let mut t = valeria();
        let (supply, active) = (id(&t, "soldier.supply"), id(&t, "soldier.active"));
        t.apply(&TableOp::Transfer { from: supply, to: active, amount: 2 }, at(1)).unwrap();
        let text = t.export();
        let back = Table::import(&text, "t9".into(), at(2)).unwrap();
        assert_eq!(back.id(), "t9");
        assert_eq!(back.state, t.state);
        assert_eq!(back.history().last().unwrap().text, "Imported");
        let mut back = back;
        back.undo(at(3)).unwrap();
        assert_eq!(back.state.value_or("soldier.supply", None, 0), 3, "undo survives the round trip");
    }

    #[test]
    fn import_refuses_what_does_not_hold_together() {
        let t = table();
        let good: serde_json::Value = serde_json::from_str(&t.export()).unwrap();
        let mut out_of_range = good.clone();
        out_of_range["state"]["counters"][1]["value"] = 50.into();
        let mut twin = good.clone();
        twin["state"]["counters"][2]["id"] = good["state"]["counters"][1]["id"].clone();
        let mut orphan = good.clone();
        orphan["state"]["counters"][0]["player"] = 5.into();
        let mut colour = good.clone();
        colour["state"]["players"][0]["colour"] = "red".into();
        for (what, bad) in [
            ("out of range", out_of_range.to_string()),
            ("two ids", twin.to_string()),
            ("orphan", orphan.to_string()),
            ("colour", colour.to_string()),
            ("not json", "{".to_string()),
            ("not a table", "[1,2]".to_string()),
        ] {
            assert!(matches!(Table::import(&bad, "t2".into(), at(1)), Err(TableError::BadImport(_))), "{what}");
        }
    }

    #[test]
    fn another_kinds_operation_is_refused() {
        let mut t = table();
        let op: TableOp =
            serde_json::from_str(r#"{"type":"rule","rule":{"game":"valeria","do":"refresh_champions"}}"#).unwrap();
        let before = t.clone();
        assert!(matches!(t.apply(&op, at(1)), Err(TableError::WrongKind { .. })));
        assert_eq!(t, before);
    }

    #[test]
    fn undo_keeps_only_what_changed_so_a_long_evening_stays_small() {
        let spec = NewTable {
            kind: TableKind::Defenders,
            players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bo".into())],
            name: None,
            life: None,
        };
        let mut t = Table::new("t1".into(), spec, 7, at(0)).unwrap();
        let crystals = t.state.by_key("crystals", None).map(|c| c.id.clone()).unwrap();
        let empty = t.export().len();
        for i in 0..UNDO_DEPTH as i64 {
            let delta = if i % 2 == 0 { 1 } else { -1 };
            t.apply(&TableOp::Adjust { counter: crystals.clone(), delta }, at(i + 1)).unwrap();
        }
        let full = t.export().len();
        assert!(full - empty < 200 * UNDO_DEPTH, "{} bytes for {UNDO_DEPTH} steps", full - empty);
        let back = Table::import(&t.export(), "t2".into(), at(9999)).unwrap();
        assert_eq!(back.undo.len(), UNDO_DEPTH);
    }

    #[test]
    fn a_save_whose_undo_holds_whole_states_still_undoes() {
        let mut t = valeria();
        let before = t.state.clone();
        let (supply, active) = (id(&t, "soldier.supply"), id(&t, "soldier.active"));
        t.apply(&TableOp::Transfer { from: supply, to: active, amount: 2 }, at(1)).unwrap();
        let mut json = serde_json::to_value(&t).unwrap();
        assert!(json["undo"][0][0].get("values").is_some(), "a value step: {}", json["undo"][0][0]);
        json["undo"][0][0] = serde_json::to_value(&before).unwrap();
        let mut old: Table = serde_json::from_value(json).unwrap();
        old.validate().unwrap();
        old.undo(at(2)).unwrap();
        assert_eq!(old.state, before);
        old.redo(at(3)).unwrap();
        assert_eq!(old.state, t.state);
    }

    #[test]
    fn structural_changes_undo_whole() {
        let mut t = table();
        let before = t.state.clone();
        t.apply(&TableOp::AddPlayer { name: "Bo".into(), colour: None }, at(1)).unwrap();
        t.apply(&TableOp::RemoveCounter { counter: id(&t, "day") }, at(2)).unwrap();
        t.undo(at(3)).unwrap();
        t.undo(at(4)).unwrap();
        assert_eq!(t.state, before);
        t.redo(at(5)).unwrap();
        assert_eq!(t.state.players.len(), 2);
    }

    #[test]
    fn the_end_follows_its_player_when_another_leaves() {
        let spec = NewTable {
            kind: TableKind::Valeria,
            players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bo".into()), PlayerSpec::Name("Cy".into())],
            name: None,
            life: None,
        };
        let mut t = Table::new("t1".into(), spec, 7, at(0)).unwrap();
        t.state.ended = Some(Alert::new(AlertLevel::Loss, "Cy's hero fell").player(2));
        t.apply(&TableOp::RemovePlayer { player: 0 }, at(1)).unwrap();
        assert_eq!(t.state.ended.as_ref().and_then(|a| a.player), Some(1));
        t.validate().unwrap();
        t.apply(&TableOp::RemovePlayer { player: 1 }, at(2)).unwrap();
        assert_eq!(t.state.ended.as_ref().map(|a| a.player), Some(None), "still ended, about the table");
        t.validate().unwrap();
        t.undo(at(3)).unwrap();
        t.undo(at(4)).unwrap();
        assert_eq!(t.state.ended.as_ref().and_then(|a| a.player), Some(2));
    }

    #[test]
    fn counters_without_the_new_fields_still_load() {
        let old = r#"{"id":"c1","label":"Life","player":0,"role":"life","value":3,"min":0,"max":20,"default":20}"#;
        let c: Counter = serde_json::from_str(old).unwrap();
        assert_eq!((c.style, c.key.as_deref(), c.pool.as_deref()), (CounterStyle::Number, None, None));
    }
}

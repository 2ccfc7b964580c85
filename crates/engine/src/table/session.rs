//! The table session: players, counters, dice, history, undo and redo.

use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::dice::{DieSpec, Roll, MAX_DICE_PER_ROLL};
use super::kinds::TableKind;

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
}

impl Counter {
    /// True for a player's Life (Life Points).
    pub fn is_life(&self) -> bool {
        self.role == Some(CounterRole::Life)
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

/// What undo restores: everything but the history and the dice stream.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct TableState {
    name: String,
    players: Vec<Player>,
    counters: Vec<Counter>,
    last_roll: Option<Roll>,
    next_counter: u32,
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

/// A table in play. Persist it whole (serde): undo and redo survive a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    id: String,
    kind: TableKind,
    created: DateTime<Utc>,
    updated: DateTime<Utc>,
    state: TableState,
    history: Vec<HistoryEntry>,
    /// The state before each undoable step, newest last, with that step's history length.
    undo: Vec<(TableState, usize)>,
    /// Undone steps: the state after, and the history entry.
    redo: Vec<(TableState, HistoryEntry)>,
    seed: u64,
    rolls: u64,
    #[serde(default)]
    life_default: Option<i32>,
}

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
    /// History, oldest first.
    pub history: Vec<HistoryEntry>,
    /// Whether undo is possible, and what it would undo.
    pub can_undo: bool,
    /// The step undo would take back.
    pub undo_label: Option<String>,
    /// Whether redo is possible.
    pub can_redo: bool,
    /// The step redo would restore.
    pub redo_label: Option<String>,
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

fn clean_name(name: &str, what: &str) -> Result<String, TableError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(TableError::BadPlayers(format!("{what} needs 1 to 40 characters")));
    }
    Ok(name.to_string())
}

fn clean_colour(colour: &str) -> Result<String, TableError> {
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
        let presets = spec.kind.player_counters(players.len(), spec.life)?;
        let name = match spec.name.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => clean_name(n, "a table's name")?,
            _ => spec.kind.info().name.to_string(),
        };
        let mut table = Table {
            id,
            kind: spec.kind,
            created: now,
            updated: now,
            state: TableState { name, players, counters: Vec::new(), last_roll: None, next_counter: 1 },
            history: Vec::new(),
            undo: Vec::new(),
            redo: Vec::new(),
            seed,
            rolls: 0,
            life_default: spec.life,
        };
        for p in 0..table.state.players.len() {
            table.add_player_counters(p, &presets);
        }
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
        let text = match self.apply_inner(op, now) {
            Ok(text) => text,
            Err(e) => {
                self.state = before;
                return Err(e);
            }
        };
        self.undo.push((before, self.history.len()));
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.history.push(HistoryEntry { at: now, text });
        self.updated = now;
        Ok(())
    }

    /// Undoes the last operation (any operation: table mode undoes anything).
    ///
    /// # Errors
    /// [`TableError::NothingToUndo`].
    pub fn undo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (before, history_len) = self.undo.pop().ok_or(TableError::NothingToUndo)?;
        let after = std::mem::replace(&mut self.state, before);
        let entry = self.history.drain(history_len..).next();
        let entry = entry.unwrap_or(HistoryEntry { at: now, text: "change".into() });
        self.history.truncate(history_len);
        self.redo.push((after, entry));
        self.updated = now;
        Ok(())
    }

    /// Redoes the last undone operation.
    ///
    /// # Errors
    /// [`TableError::NothingToRedo`].
    pub fn redo(&mut self, now: DateTime<Utc>) -> Result<(), TableError> {
        let (after, entry) = self.redo.pop().ok_or(TableError::NothingToRedo)?;
        let before = std::mem::replace(&mut self.state, after);
        self.undo.push((before, self.history.len()));
        self.history.push(entry);
        self.updated = now;
        Ok(())
    }

    /// What the UI shows.
    pub fn view(&self) -> TableView {
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
            history: self.history.clone(),
            can_undo: !self.undo.is_empty(),
            undo_label: self.undo.last().and_then(|(_, n)| self.history.get(*n)).map(|h| h.text.clone()),
            can_redo: !self.redo.is_empty(),
            redo_label: self.redo.last().map(|(_, h)| h.text.clone()),
        }
    }

    fn apply_inner(&mut self, op: &TableOp, now: DateTime<Utc>) -> Result<String, TableError> {
        match op {
            TableOp::Adjust { counter, delta } => {
                let c = self.counter_mut(counter)?;
                let from = c.value;
                let to = from.saturating_add(*delta).clamp(c.min, c.max);
                if to == from {
                    let (which, limit) = if *delta < 0 { ("minimum", c.min) } else { ("maximum", c.max) };
                    return Err(TableError::AtLimit { label: c.label.clone(), which, limit });
                }
                c.value = to;
                Ok(self.change_text(counter, from, to))
            }
            TableOp::Set { counter, value } => {
                let c = self.counter_mut(counter)?;
                if *value < c.min || *value > c.max {
                    return Err(TableError::OutOfRange {
                        label: c.label.clone(),
                        value: *value,
                        min: c.min,
                        max: c.max,
                    });
                }
                let from = std::mem::replace(&mut c.value, *value);
                Ok(self.change_text(counter, from, *value))
            }
            TableOp::Reset { counter } => {
                let c = self.counter_mut(counter)?;
                let from = std::mem::replace(&mut c.value, c.default);
                let to = c.default;
                Ok(format!("{} (reset)", self.change_text(counter, from, to)))
            }
            TableOp::ResetAll => {
                for c in &mut self.state.counters {
                    c.value = c.default;
                }
                self.state.last_roll = None;
                Ok("Every counter reset".into())
            }
            TableOp::AddCounter { label, player, per_player, min, max, default } => {
                let label = clean_name(label, "a counter's name").map_err(|e| TableError::BadCounter(e.to_string()))?;
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
                let c = self.state.counters.remove(i);
                Ok(format!("Removed counter {}", self.owned_label(&c)))
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
                let presets = self.kind.player_counters(n, self.life_default)?;
                self.add_player_counters(n - 1, &presets);
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
                self.rolls += 1;
                let roll = Roll::make(dice, *player, now, &mut rng);
                let who = player
                    .map(|p| format!("{} rolled ", self.state.players[p].name))
                    .unwrap_or_else(|| "Rolled ".into());
                let text = format!("{who}{}", roll.describe());
                self.state.last_roll = Some(roll);
                Ok(text)
            }
        }
    }

    fn add_player_counters(&mut self, player: usize, presets: &[super::kinds::PlayerCounter]) {
        for pc in presets {
            self.push_counter(pc.label, Some(player), pc.role, pc.min, pc.max, pc.default);
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
        self.state.next_counter += 1;
        self.state.counters.push(Counter {
            id,
            label: label.to_string(),
            player,
            role,
            value: default,
            min,
            max,
            default,
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

    fn owned_label(&self, c: &Counter) -> String {
        match c.player.and_then(|p| self.state.players.get(p)) {
            Some(p) => format!("{}: {}", p.name, c.label),
            None => c.label.clone(),
        }
    }

    fn change_text(&self, id: &str, from: i32, to: i32) -> String {
        let Some(c) = self.counter(id) else { return String::new() };
        let delta = to - from;
        let mut text = format!("{} {from} → {to} ({delta:+})", self.owned_label(c));
        if c.role == Some(CounterRole::Life) && to <= c.min {
            if let Some(p) = c.player.and_then(|p| self.state.players.get(p)) {
                text.push_str(&format!(" — {} is defeated", p.name));
            }
        }
        text
    }
}

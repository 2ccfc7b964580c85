//! What undo restores: the players, the counters, the last roll and result, and the end of the
//! game. A game's tracker reads and changes it through the lookups here.

use serde::{Deserialize, Serialize};

use super::counter::Counter;
use super::dice::Roll;
use super::error::TableError;
use super::profile::BoxProfile;
use super::tracker::{Alert, RuleResult};
use super::turn::Turn;

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

/// What undo restores: everything but the history and the dice stream. The kinds' rules read
/// and change it (see the [`Tracker`](super::Tracker) trait).
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
    /// until undo goes back past it, [`TableOp::Reopen`](super::TableOp::Reopen) takes it back, or every counter is reset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Alert>,
    /// Whose turn and where in the turn, as far as no counter holds it (see [`super::turn`]). Left
    /// out while at its default, so tables and saves from before it read and write as they did.
    #[serde(default, skip_serializing_if = "Turn::is_default")]
    pub turn: Turn,
    /// The owner's "Match your box" values, which the tracker reads instead of the designed ones
    /// (see [`super::profile`]). Left out while it is the designed box, so tables and saves from
    /// before it read and write as they did.
    #[serde(default, skip_serializing_if = "BoxProfile::is_designed")]
    pub profile: BoxProfile,
}

/// Most players at a table.
pub const MAX_PLAYERS: usize = 8;
/// Most counters at a table.
pub const MAX_COUNTERS: usize = 200;

/// The palette for players without a colour: readable on the dark theme, distinct hues.
pub const PALETTE: [&str; 8] = ["#e05d5d", "#4f9de0", "#58b368", "#e0b84f", "#a070d8", "#e0844f", "#4fc7c2", "#d86fa8"];

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

/// Looking counters up by key, for the kinds' rules.
impl TableState {
    /// The counter with `key` owned by `player` (`None`: shared).
    pub fn by_key(&self, key: &str, player: Option<usize>) -> Option<&Counter> {
        self.counters.iter().find(|c| c.player == player && c.key.as_deref() == Some(key))
    }
    /// Mutable [`TableState::by_key`].
    pub fn by_key_mut(&mut self, key: &str, player: Option<usize>) -> Option<&mut Counter> {
        self.counters.iter_mut().find(|c| c.player == player && c.key.as_deref() == Some(key))
    }
    /// The value of the counter with `key`, or `None` when the table has no such counter.
    pub fn value(&self, key: &str, player: Option<usize>) -> Option<i32> {
        self.by_key(key, player).map(|c| c.value)
    }
    /// The value, or `default` when the counter is missing (an older save).
    pub fn value_or(&self, key: &str, player: Option<usize>, default: i32) -> i32 {
        self.value(key, player).unwrap_or(default)
    }
    /// Sets a counter by key within its range.
    ///
    /// # Errors
    /// [`TableError::NoSuchCounter`] or [`TableError::OutOfRange`].
    pub fn set_value(&mut self, key: &str, player: Option<usize>, value: i32) -> Result<i32, TableError> {
        let c = self.by_key_mut(key, player).ok_or_else(|| TableError::NoSuchCounter(key.to_string()))?;
        if value < c.min || value > c.max {
            return Err(TableError::OutOfRange { label: c.label.clone(), value, min: c.min, max: c.max });
        }
        Ok(std::mem::replace(&mut c.value, value))
    }
    /// Sets a counter by key, clamped to its range; its old value, or `None` when the table lacks it
    /// (an older save). For consequences, which must not fail on a missing counter.
    pub fn set_clamped(&mut self, key: &str, player: Option<usize>, value: i32) -> Option<i32> {
        let c = self.by_key_mut(key, player)?;
        let v = value.clamp(c.min, c.max);
        Some(std::mem::replace(&mut c.value, v))
    }
    /// How many players sit at the table.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
    /// A player's name, or "Player n".
    pub fn player_name(&self, player: usize) -> String {
        self.players.get(player).map(|p| p.name.clone()).unwrap_or_else(|| format!("Player {}", player + 1))
    }
    /// Stores a helper's outcome for the view.
    pub fn set_result(&mut self, result: RuleResult) {
        self.last_result = Some(result);
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

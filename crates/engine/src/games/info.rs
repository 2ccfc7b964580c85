//! A game's metadata as data, in the spirit of OpenSpiel's `GameType`: what kind of game it is,
//! who sits at it, and its setup options as typed specs. The new-game screen and the CLI build
//! their choices from this; neither names a game, a hero or a variant itself.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::GameId;

/// What each seat knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Information {
    /// Every seat sees the whole table; only the order of unseen cards is chance (Valeria,
    /// Defenders).
    Perfect,
    /// Some seats see what others do not (Pig's face-down bonus cards).
    Imperfect,
}

/// How the seats' results relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Utility {
    /// One seat against the game.
    Solo,
    /// Every seat wins or loses together (OpenSpiel's identical utility).
    Cooperative,
    /// What one seat wins the others lose: one winner, or a ranking.
    ZeroSum,
    /// Anything else: seats may all gain, all lose, or differ.
    GeneralSum,
}

/// A game's entry in the menu and its setup options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameInfo {
    /// Stable id.
    pub id: GameId,
    /// Display name.
    pub name: String,
    /// One line about the game, for the menu.
    pub description: String,
    /// What each seat knows.
    pub information: Information,
    /// How the seats' results relate.
    pub utility: Utility,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// What a seat is called ("Defender", "Hero", "Player").
    pub seat_name: String,
    /// What the game counts its rounds in ("Day", "Turn").
    pub turn_word: String,
    /// The setup options, in the order a form shows them.
    pub options: Vec<OptionSpec>,
    /// The default config, as JSON (every option's default, in the game's own form).
    pub default_config: Value,
    /// A test game, not listed among the playable games.
    pub test_only: bool,
}

impl GameInfo {
    /// The option called `key`.
    pub fn option(&self, key: &str) -> Option<&OptionSpec> {
        self.options.iter().find(|o| o.key == key)
    }

    /// The option that sets the number of seats, if the game has a choice.
    pub fn seats_option(&self) -> Option<&OptionSpec> {
        self.options.iter().find(|o| matches!(o.kind, OptionKind::Seats { .. }))
    }
}

/// One setup option: a field of the game's config.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionSpec {
    /// The config field it sets.
    pub key: String,
    /// What a form calls it ("Easier 1: gentler setup").
    pub label: String,
    /// One sentence on what it changes ("" if the label says it all).
    pub note: String,
    /// Its type and the values it takes.
    pub kind: OptionKind,
    /// The value when it is left alone.
    pub default: Value,
    /// Where it comes from: `"rulebook: <section>"` or `"designed: <why>"`.
    pub source: String,
}

/// The type of an option and the values it takes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OptionKind {
    /// The number of seats, from `min` to `max` (a whole number).
    Seats {
        /// Fewest.
        min: u8,
        /// Most.
        max: u8,
    },
    /// On or off.
    Bool,
    /// A whole number from `min` to `max`.
    Int {
        /// Smallest.
        min: i64,
        /// Largest.
        max: i64,
    },
    /// One of `choices`.
    Choice {
        /// What it may be.
        choices: Vec<Choice>,
    },
    /// One of `choices` per seat: a list with one entry per seat, where `null` (or a missing
    /// entry) leaves the seat to `unset`.
    PerSeatChoice {
        /// What each seat may take.
        choices: Vec<Choice>,
        /// What a seat left unset gets ("Random hero"); `None` if each seat must choose.
        unset: Option<String>,
        /// No two seats may take the same choice.
        distinct: bool,
    },
    /// Any set of at most `max` of `choices`, as a list.
    Subset {
        /// What may be in it.
        choices: Vec<Choice>,
        /// The most it may hold.
        max: u32,
    },
}

/// One value an option may take.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// The value, as the config holds it (`"wizard"`, a card id).
    pub value: Value,
    /// What a form shows ("Wizard").
    pub label: String,
}

impl Choice {
    /// A choice of `value` shown as `label`.
    pub fn new(value: impl Serialize, label: impl Into<String>) -> Choice {
        Choice { value: serde_json::to_value(value).unwrap_or_default(), label: label.into() }
    }
}

impl OptionSpec {
    /// An option of `kind` for field `key`, defaulting to `default`, from `source`.
    pub fn new(key: &str, label: &str, kind: OptionKind, default: impl Serialize, source: &str) -> OptionSpec {
        OptionSpec {
            key: key.into(),
            label: label.into(),
            note: String::new(),
            kind,
            default: serde_json::to_value(default).unwrap_or_default(),
            source: source.into(),
        }
    }

    /// The same with a note.
    pub fn with_note(mut self, note: &str) -> OptionSpec {
        self.note = note.into();
        self
    }

    /// An on/off switch, off by default.
    pub fn switch(key: &str, label: &str, note: &str, source: &str) -> OptionSpec {
        OptionSpec::new(key, label, OptionKind::Bool, false, source).with_note(note)
    }
}

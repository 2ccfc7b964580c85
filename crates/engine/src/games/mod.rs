//! The games: one folder each (mod, state, action, rules, setup, data, view, bot, tracker,
//! tests, info), [`GameId`] naming them and [`GameInfo`] describing each as data.
//!
//! A new game is a new folder and one [`GameId`] variant (and, with a rules engine, its
//! `Registered` impl in `registry/games.rs`): the compiler then names every match that must
//! learn it, and docs/adding-a-game.md lists the rest.

pub mod defenders;
pub mod duel;
pub mod exiled;
pub mod firesiege;
pub mod pig;
pub mod thaloria;
pub mod valeria;

mod info;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use info::{Choice, GameInfo, Information, OptionKind, OptionSpec, Utility};

use crate::core::Game;

/// Every game with a rules engine. Its JSON is the game's stable id (`"valeria"`), the same
/// string saves, sessions and the protocol have always used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Siege of Valeria (solo).
    Valeria,
    /// Heroes and Spells: Realms of Thaloria (competitive, 2-5 Wizards).
    Thaloria,
    /// Defenders of the Realm (co-op, 1-4 heroes).
    Defenders,
    /// Pig with bonus cards: the engine's test game.
    Pig,
    /// Spell Duel: the engine's second test game (sides, hidden hands, a chain).
    Duel,
}

impl GameId {
    /// Every game, in menu order (the box order of Home's trackers, then the engine's test games).
    pub const ALL: [GameId; 5] = [GameId::Valeria, GameId::Thaloria, GameId::Defenders, GameId::Pig, GameId::Duel];

    /// The stable id (`"valeria"`): the JSON form.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::Valeria => valeria::Valeria::ID,
            GameId::Defenders => defenders::Defenders::ID,
            GameId::Pig => pig::Pig::ID,
            GameId::Duel => duel::Duel::ID,
            GameId::Thaloria => thaloria::Thaloria::ID,
        }
    }

    /// The game's metadata and setup options.
    pub fn info(self) -> GameInfo {
        match self {
            GameId::Valeria => valeria::info(),
            GameId::Defenders => defenders::info(),
            GameId::Pig => pig::info(),
            GameId::Duel => duel::info(),
            GameId::Thaloria => thaloria::info(),
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An id that names no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game called {0:?} (known: {known})", known = known_ids())]
pub struct UnknownGame(pub String);

fn known_ids() -> String {
    GameId::ALL.map(GameId::as_str).join(", ")
}

impl FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL.into_iter().find(|g| g.as_str() == s).ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Every game's metadata, in menu order.
pub fn game_infos() -> Vec<GameInfo> {
    GameId::ALL.into_iter().map(GameId::info).collect()
}

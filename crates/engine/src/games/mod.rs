//! The games: one folder each (mod, state, action, rules, setup, data, view, bot, tests, info),
//! [`GameId`] naming them, [`GameInfo`] describing each as data, and [`with_game`], the one
//! place that turns an id into a game type.
//!
//! A new game is a new folder, one [`GameId`] variant and its [`Registered`] impl: the compiler
//! then names every match that must learn it, and docs/adding-a-game.md lists the rest.

pub mod defenders;
pub mod duel;
pub mod pig;
pub mod valeria;

mod info;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use info::{Choice, GameInfo, Information, OptionKind, OptionSpec, Utility};

use crate::bots::{Bot, BotKind, FastRandomBot, Ismcts, IsmctsConfig, Level};
use crate::core::{Game, Seat};

/// Every game with a rules engine. Its JSON is the game's stable id (`"valeria"`), the same
/// string saves, sessions and the protocol have always used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    /// Siege of Valeria (solo).
    Valeria,
    /// Defenders of the Realm (co-op, 1-4 heroes).
    Defenders,
    /// Pig with bonus cards: the engine's test game.
    Pig,
}

impl GameId {
    /// Every game, in menu order.
    pub const ALL: [GameId; 3] = [GameId::Valeria, GameId::Defenders, GameId::Pig];

    /// The stable id (`"valeria"`): the JSON form.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::Valeria => valeria::Valeria::ID,
            GameId::Defenders => defenders::Defenders::ID,
            GameId::Pig => pig::Pig::ID,
        }
    }

    /// The game's metadata and setup options.
    pub fn info(self) -> GameInfo {
        struct InfoOf;
        impl GameVisitor for InfoOf {
            type Out = GameInfo;
            fn visit<G: Registered>(self) -> GameInfo {
                G::info()
            }
        }
        with_game(self, InfoOf)
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

/// A game the registry can run: its id, its metadata, and its bots.
pub trait Registered: crate::bots::Searchable {
    /// The game's id ([`Game::ID`] as a [`GameId`]).
    const GAME: GameId;
    /// The game's metadata and setup options.
    fn info() -> GameInfo;
    /// What a seat is called now, where the table says more than the seat's number (the hero
    /// a Defenders seat plays); `None`: "<seat name> <n>".
    fn seat_name(&self, seat: Seat) -> Option<String> {
        let _ = seat;
        None
    }
    /// The game's heuristic bot.
    fn heuristic_bot() -> Box<dyn Bot<Self>>;
    /// The searching bot of `level` (rolls out with the heuristic bot).
    fn search_bot(level: Level) -> Ismcts<Self> {
        Self::searcher(Self::level_config(level))
    }
    /// A searching bot with `config`, the game's skips and trusts.
    fn searcher(config: IsmctsConfig) -> Ismcts<Self> {
        Ismcts::for_game(config, Self::heuristic_bot())
    }
    /// A bot of `kind`.
    fn bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        match kind.level() {
            None if kind == BotKind::Random => Box::new(FastRandomBot::default()),
            None => Self::heuristic_bot(),
            Some(level) => Box::new(Self::search_bot(level)),
        }
    }
}

impl Registered for valeria::Valeria {
    const GAME: GameId = GameId::Valeria;
    fn info() -> GameInfo {
        valeria::info()
    }
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(valeria::ValeriaBot)
    }
}

impl Registered for defenders::Defenders {
    const GAME: GameId = GameId::Defenders;
    fn info() -> GameInfo {
        defenders::info()
    }
    fn seat_name(&self, seat: Seat) -> Option<String> {
        let hero = self.seats.get(usize::from(seat))?.hero.as_ref()?;
        Some(hero.kind.name().to_string())
    }
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(defenders::DefendersBot)
    }
}

impl Registered for pig::Pig {
    const GAME: GameId = GameId::Pig;
    fn info() -> GameInfo {
        pig::info()
    }
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(pig::PigGreedyBot)
    }
}

/// Something to do with a game type, chosen by id at run time.
pub trait GameVisitor {
    /// What the visit returns.
    type Out;
    /// Visits game `G`.
    fn visit<G: Registered>(self) -> Self::Out;
}

/// Runs `visitor` on the game `id`: the one match from an id to a game type.
pub fn with_game<V: GameVisitor>(id: GameId, visitor: V) -> V::Out {
    match id {
        GameId::Valeria => visitor.visit::<valeria::Valeria>(),
        GameId::Defenders => visitor.visit::<defenders::Defenders>(),
        GameId::Pig => visitor.visit::<pig::Pig>(),
    }
}

/// Every game's metadata, in menu order.
pub fn game_infos() -> Vec<GameInfo> {
    GameId::ALL.into_iter().map(GameId::info).collect()
}

#[cfg(test)]
mod tests;

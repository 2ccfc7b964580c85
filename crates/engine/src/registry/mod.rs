//! The registry: sessions of any game behind one type-erased trait ([`DynSession`]), bots that
//! think in slices, and the bot runs (simulate, arena), each reached by [`GameId`] through
//! [`with_game`].
//!
//! - `session.rs`: [`DynSession`] and its one impl, over `Session<G>` for every registered game;
//! - `thinking.rs`: a bot's move at once or in slices between frames;
//! - `jobs.rs`: [`simulate_game`] and [`arena_game_by_id`];
//! - `games.rs`: [`Registered`] and [`with_game`], the one match from a [`GameId`] to a game type;
//! - `error.rs`: [`ProtocolError`], the error every call here answers with.

mod campaign;
mod error;
mod games;
mod jobs;
mod session;
mod thinking;

use serde_json::Value;

pub use campaign::CampaignStatus;
pub use error::ProtocolError;
pub use games::{with_game, GameVisitor, Registered};
pub use jobs::{arena_game_by_id, simulate_game, simulate_game_range, ArenaJob};
pub use session::{BotState, DynSession, LabelledAction, LabelledChance, LogKind, LogLine};

use crate::core::{CampaignSave, SaveFile, Session};
use crate::games::GameId;

/// A game's options from a request (null: the defaults).
fn read_config<G: Registered>(config: Value) -> Result<G::Config, ProtocolError> {
    if config.is_null() {
        return Ok(G::Config::default());
    }
    serde_json::from_value(config)
        .map_err(|e| ProtocolError::new("BadConfig", format!("bad config for {}: {e}", G::NAME)))
}

struct NewSession {
    config: Value,
    seed: u64,
}

impl GameVisitor for NewSession {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = read_config::<G>(self.config)?;
        Ok(Box::new(Session::<G>::new(config, self.seed)?))
    }
}

/// Starts a session of `game`; a null config means the default.
///
/// # Errors
/// `BadConfig` for options the game does not allow.
pub fn new_session(game: GameId, config: Value, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
    with_game(game, NewSession { config, seed })
}

struct NewCampaign {
    config: Value,
    seed: u64,
}

impl GameVisitor for NewCampaign {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = read_config::<G>(self.config)?;
        G::new_campaign(config, self.seed)
    }
}

/// Starts a campaign of `game` (a series of games with a record carried between them); a null
/// config means the default.
///
/// # Errors
/// `NoCampaign` for a game without one, `BadConfig` for options it does not allow.
pub fn new_campaign(game: GameId, config: Value, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
    with_game(game, NewCampaign { config, seed })
}

struct LoadCampaign<'a>(&'a CampaignSave);

impl GameVisitor for LoadCampaign<'_> {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        G::load_campaign(self.0)
    }
}

/// Rebuilds a campaign from its save.
///
/// # Errors
/// `UnknownGame`, `NoCampaign` or `DamagedSave`.
pub fn load_campaign(save: &CampaignSave) -> Result<Box<dyn DynSession>, ProtocolError> {
    let game: GameId = save.game.parse()?;
    with_game(game, LoadCampaign(save))
}

struct LoadSession<'a>(&'a SaveFile);

impl GameVisitor for LoadSession<'_> {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let session = Session::<G>::from_save(self.0).map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
        Ok(Box::new(session))
    }
}

/// Rebuilds a session from a save file.
///
/// # Errors
/// `UnknownGame` or `DamagedSave`.
pub fn load_session(save: &SaveFile) -> Result<Box<dyn DynSession>, ProtocolError> {
    let game: GameId = save.game.parse()?;
    with_game(game, LoadSession(save))
}

struct ReplayPrefix<'a>(&'a SaveFile, usize);

impl GameVisitor for ReplayPrefix<'_> {
    type Out = Result<Box<dyn DynSession>, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let session = Session::<G>::from_save_prefix(self.0, self.1)
            .map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
        Ok(Box::new(session))
    }
}

/// The session of a save as it stood after its first `steps` steps (a finished game's record,
/// watched again step by step).
///
/// # Errors
/// `UnknownGame` or `DamagedSave`.
pub fn replay_prefix(save: &SaveFile, steps: usize) -> Result<Box<dyn DynSession>, ProtocolError> {
    let game: GameId = save.game.parse()?;
    with_game(game, ReplayPrefix(save, steps))
}

#[cfg(test)]
mod tests;

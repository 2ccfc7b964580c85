//! The one place that turns a [`GameId`] into a game type: [`Registered`] (what the registry
//! needs of every game: its id, metadata and bots) and [`with_game`].

use super::campaign::CampaignDyn;
use super::{DynSession, ProtocolError};
use crate::bots::{Bot, BotKind, FastRandomBot, Ismcts, IsmctsConfig, Level, PassiveBot};
use crate::core::{CampaignSave, Seat};
use crate::games::{defenders, duel, pig, thaloria, valeria, GameId, GameInfo};

/// A game the registry can run: its id, its metadata, and its bots.
pub trait Registered: crate::bots::Searchable {
    /// The game's id ([`Game::ID`] as a [`GameId`]).
    const GAME: GameId;
    /// The game's metadata and setup options (the one source is [`GameId::info`]).
    fn info() -> GameInfo {
        Self::GAME.info()
    }
    /// What a seat is called now, where the table says more than the seat's number (the hero
    /// a Defenders seat plays); `None`: "<seat name> <n>".
    fn seat_name(&self, seat: Seat) -> Option<String> {
        let _ = seat;
        None
    }
    /// The game's heuristic bot.
    fn heuristic_bot() -> Box<dyn Bot<Self>>;
    /// Starts a campaign of this game (default: the game has none).
    ///
    /// # Errors
    /// `NoCampaign`, or the campaign's `BadConfig`.
    fn new_campaign(config: Self::Config, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
        let _ = (config, seed);
        Err(no_campaign(Self::NAME))
    }
    /// Rebuilds a campaign of this game from its save (default: the game has none).
    ///
    /// # Errors
    /// `NoCampaign`, or `DamagedSave`.
    fn load_campaign(save: &CampaignSave) -> Result<Box<dyn DynSession>, ProtocolError> {
        let _ = save;
        Err(no_campaign(Self::NAME))
    }
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
            None if kind == BotKind::Passive => Box::new(PassiveBot::default()),
            None => Self::heuristic_bot(),
            Some(level) => Box::new(Self::search_bot(level)),
        }
    }
}

impl Registered for valeria::Valeria {
    const GAME: GameId = GameId::Valeria;
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(valeria::ValeriaBot)
    }
}

impl Registered for defenders::Defenders {
    const GAME: GameId = GameId::Defenders;
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
    fn new_campaign(config: pig::PigConfig, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
        CampaignDyn::<Self>::start(config, seed)
    }
    fn load_campaign(save: &CampaignSave) -> Result<Box<dyn DynSession>, ProtocolError> {
        CampaignDyn::<Self>::load(save)
    }
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(pig::PigGreedyBot)
    }
}

impl Registered for duel::Duel {
    const GAME: GameId = GameId::Duel;
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(duel::DuelBot)
    }
}

impl Registered for thaloria::Thaloria {
    const GAME: GameId = GameId::Thaloria;
    fn seat_name(&self, seat: Seat) -> Option<String> {
        let p = self.player(seat)?;
        Some(format!("{} ({})", p.faction?.name(), p.wizard?.name()))
    }
    fn heuristic_bot() -> Box<dyn Bot<Self>> {
        Box::new(thaloria::ThaloriaBot)
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
        GameId::Duel => visitor.visit::<duel::Duel>(),
        GameId::Thaloria => visitor.visit::<thaloria::Thaloria>(),
    }
}

fn no_campaign(game: &str) -> ProtocolError {
    ProtocolError::new("NoCampaign", format!("{game} has no campaign"))
}

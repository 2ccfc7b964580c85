//! Bot runs over many games, chosen by id: `simulate` (statistics) and the arena (bots compared
//! on the same seeded games). The CLI runs them; the engine itself starts no threads.

use serde_json::Value;

use super::error::ProtocolError;
use super::games::{with_game, GameVisitor, Registered};
use crate::bots::{arena_game, simulate_range, ArenaGame, Bot, BotKind, Clock, IsmctsConfig, SimSummary};
use crate::games::GameId;

/// A game's options from JSON (null: the defaults), for the bot runs (simulate, arena).
fn config_from<G: Registered>(config: Value) -> Result<G::Config, ProtocolError> {
    if config.is_null() {
        return Ok(G::Config::default());
    }
    serde_json::from_value(config).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))
}

struct Simulate<'a, P: FnMut(u32)> {
    config: Value,
    first: u32,
    games: u32,
    seed: u64,
    bot: BotKind,
    progress: &'a mut P,
}

impl<P: FnMut(u32)> GameVisitor for Simulate<'_, P> {
    type Out = Result<SimSummary, ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = config_from::<G>(self.config)?;
        simulate_range::<G>(&config, self.first, self.games, self.seed, self.bot, || G::bot(self.bot), self.progress)
            .map_err(|e| ProtocolError::new("BadConfig", e.to_string()))
    }
}

/// Plays `games` bot games of `game`; see [`simulate`].
///
/// # Errors
/// `BadConfig`.
pub fn simulate_game(
    game: GameId,
    config: Value,
    games: u32,
    seed: u64,
    bot: BotKind,
    progress: &mut impl FnMut(u32),
) -> Result<SimSummary, ProtocolError> {
    with_game(game, Simulate { config, first: 0, games, seed, bot, progress })
}

/// Games `first..first + games` of the run [`simulate_game`] plays with `seed`; see
/// [`simulate_range`]. The `simulate` op plays a long run in such slices.
///
/// # Errors
/// `BadConfig`.
pub fn simulate_game_range(
    game: GameId,
    config: Value,
    first: u32,
    games: u32,
    seed: u64,
    bot: BotKind,
) -> Result<SimSummary, ProtocolError> {
    with_game(game, Simulate { config, first, games, seed, bot, progress: &mut |_| {} })
}

/// One arena game to play (see [`arena_game_by_id`]).
#[derive(Clone, Debug)]
pub struct ArenaJob {
    /// The game's options (null: the defaults).
    pub config: Value,
    /// Fields of the searching levels' configuration to replace (an [`IsmctsConfig`] as JSON),
    /// for calibration.
    pub search: Option<Value>,
    /// Master seed.
    pub seed: u64,
    /// Game index (its seed stream).
    pub index: u32,
    /// The bot's index in the arena's list.
    pub bot: usize,
    /// The bot.
    pub kind: BotKind,
    /// The bot in every other seat (competitive games: the tested bot takes seat `index % seats`);
    /// `None`: the tested bot in every seat.
    pub field: Option<BotKind>,
    /// A clock to time the decisions.
    pub clock: Option<Clock>,
}

impl GameVisitor for ArenaJob {
    type Out = Result<(ArenaGame, u8), ProtocolError>;
    fn visit<G: Registered>(self) -> Self::Out {
        let config = config_from::<G>(self.config)?;
        let start = G::new(&config).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))?;
        let kind = self.kind;
        let tuned = match (kind.level(), self.search) {
            (Some(level), Some(over)) => {
                // The level's search with some fields replaced (calibration runs).
                let mut base = serde_json::to_value(G::level_config(level)).unwrap_or_default();
                if let (Some(b), Some(o)) = (base.as_object_mut(), over.as_object()) {
                    for (k, v) in o {
                        b.insert(k.clone(), v.clone());
                    }
                }
                let config: IsmctsConfig =
                    serde_json::from_value(base).map_err(|e| ProtocolError::new("BadConfig", e.to_string()))?;
                Some(config)
            }
            _ => None,
        };
        let make = || -> Box<dyn Bot<G>> {
            match &tuned {
                Some(config) => Box::new(G::searcher(config.clone())),
                None => G::bot(kind),
            }
        };
        let field = self.field.map(|f| move || G::bot(f));
        let field_ref: Option<&dyn Fn() -> Box<dyn Bot<G>>> = field.as_ref().map(|f| f as &dyn Fn() -> Box<dyn Bot<G>>);
        let game = arena_game(&start, self.seed, self.index, self.bot, &make, field_ref, self.clock, 50_000);
        Ok((game, start.seat_count()))
    }
}

/// Plays arena game `job.index` of `job.seed` of `game` with `job.kind` in every seat (see
/// [`arena_game`]); also returns the number of seats.
///
/// # Errors
/// `BadConfig`.
pub fn arena_game_by_id(game: GameId, job: ArenaJob) -> Result<(ArenaGame, u8), ProtocolError> {
    with_game(game, job)
}

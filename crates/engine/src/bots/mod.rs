//! Bots and the runner that plays games to the end.
//!
//! A bot is asked for a decision of one seat. It must only use what that seat may know: the
//! seat's view, or full states drawn from [`Game::determinize`]. [`RandomBot`] needs neither.
//! A game a search plays implements [`Searchable`] (its evaluation and search knobs) next to its
//! heuristic bot.

mod arena;
mod ismcts;
mod levels;
mod observation;
mod runner;
mod searchable;

pub use arena::{arena_game, ArenaComparison, ArenaGame, ArenaLine, ArenaReport, Clock};
pub(crate) use ismcts::view_hash;
pub use ismcts::{Ismcts, IsmctsConfig, RootStats, Visited};
pub use levels::{Level, LEVELS};
pub use observation::{Observation, PerfectInformation};
pub use runner::{play_out, simulate, simulate_range, BotKind, Playout, SimSummary, BOT_KINDS};
pub use searchable::{Searchable, TrustCheck};

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::core::Game;

/// Chooses decisions for a seat.
pub trait Bot<G: Game>: Send {
    /// Short name for logs and statistics ("random", "heuristic", "ismcts").
    fn name(&self) -> String;
    /// A legal decision for the observing seat, which must be the seat to act; `None` if it has
    /// none. The bot sees only the seat's [`Observation`].
    fn choose(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Option<G::Action>;
    /// Why this bot would choose `action` (observed before the action), in one sentence for the
    /// log ("the Trebuchet in range would hit Turret 2 tonight"); `None` if it has no reason to
    /// give.
    fn explain(&self, obs: &Observation<'_, G>, action: &G::Action) -> Option<String> {
        let _ = (obs, action);
        None
    }
    /// True if every decision [`Bot::choose`] returns is taken unchanged from the observation's
    /// legal list, so the runner may apply it without checking it again
    /// ([`Game::apply_legal_quiet`]). Default false: the decision is checked.
    fn picks_from_legal(&self) -> bool {
        false
    }
    /// Told of every decision made at the table, by any seat (this bot's own included), in
    /// order, just before it is applied. A bot that keeps a search tree follows it down; the
    /// default ignores it. Only the action is given, so nothing hidden leaks.
    fn observe(&mut self, action: &G::Action) {
        let _ = action;
    }
    /// The bot's decision among the legal ones `allowed` accepts (`None` if none is): a search
    /// plays "not that move now" with it. The default takes [`Bot::choose`]'s decision when it
    /// is allowed, else the first allowed legal one; a bot that ranks its options overrides it
    /// with its best allowed one.
    fn choose_among(
        &mut self,
        obs: &Observation<'_, G>,
        rng: &mut ChaCha8Rng,
        allowed: &dyn Fn(&G::Action) -> bool,
    ) -> Option<G::Action> {
        if let Some(own) = self.choose(obs, rng).filter(|a| allowed(a)) {
            return Some(own);
        }
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        legal.into_iter().find(|a| allowed(a))
    }
}

/// Picks uniformly among the legal decisions.
#[derive(Clone, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn picks_from_legal(&self) -> bool {
        true
    }

    fn choose(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        if legal.is_empty() {
            return None;
        }
        let i = rng.random_range(0..legal.len() as u32) as usize;
        Some(legal.swap_remove(i))
    }
}

/// [`RandomBot`] with its own buffer for the legal decisions, so choosing allocates nothing:
/// the bot of bulk simulations and benchmarks. It draws exactly as [`RandomBot`] does.
pub struct FastRandomBot<G: Game> {
    legal: Vec<G::Action>,
}

impl<G: Game> Default for FastRandomBot<G> {
    fn default() -> Self {
        FastRandomBot { legal: Vec::new() }
    }
}

impl<G: Game> Bot<G> for FastRandomBot<G> {
    fn name(&self) -> String {
        "random".into()
    }

    fn picks_from_legal(&self) -> bool {
        true
    }

    fn choose(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        obs.legal_actions(&mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        let i = rng.random_range(0..self.legal.len() as u32) as usize;
        self.legal.get(i).cloned()
    }
}

/// Does nothing whenever it may: takes the first legal decision that ends the turn or passes
/// ([`Game::is_passive`]), and otherwise one at random (a hand-limit discard, a hero to take).
/// With it in every seat a game measures what the game's own side does alone: Defenders of the
/// Realm becomes a game of Darkness cards only (`rampart simulate --bot passive`).
pub struct PassiveBot<G: Game> {
    random: FastRandomBot<G>,
}

impl<G: Game> Default for PassiveBot<G> {
    fn default() -> Self {
        PassiveBot { random: FastRandomBot::default() }
    }
}

impl<G: Game> Bot<G> for PassiveBot<G> {
    fn name(&self) -> String {
        "passive".into()
    }

    fn picks_from_legal(&self) -> bool {
        true
    }

    fn choose(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        obs.passive_action().or_else(|| self.random.choose(obs, rng))
    }
}

//! What a search needs of a game beyond its rules: the bot-side trait each game implements next
//! to its heuristic bot (`games/<game>/bot/`), so that the rules surface ([`Game`]) knows nothing
//! of searches.

use super::{IsmctsConfig, Level, Observation};
use crate::core::{Game, Seat};

/// A check of the rollout bot's own move that lets a search play it unsearched (see
/// [`Searchable::search_trusts`]): it reads the seat's observation, never the full state.
pub type TrustCheck<G> = fn(&Observation<'_, G>, &<G as Game>::Action) -> bool;

/// A game a search ([`crate::bots::Ismcts`]) can play: how to score a position it stops at, and
/// the game's search knobs. Every method has a default that knows nothing of the game: a game
/// with none to tune writes `impl Searchable for MyGame {}`.
pub trait Searchable: Game {
    /// A cheap estimate, in [0, 1], of the return `seat` will get from this position (1 = a win,
    /// 0 = a loss; see [`crate::core::Outcome::returns`]), used by searches that stop a rollout
    /// early. It may read the whole state: searches only call it on determinized worlds. The
    /// default knows nothing (0.5).
    fn evaluate(&self, seat: Seat) -> f64 {
        let _ = seat;
        0.5
    }

    /// A finished game's score for `seat` in [0, 1] when a search compares whole play-outs (see
    /// [`crate::bots::Ismcts::with_commitment`]). The default is the seat's return (1 a win, 0 a
    /// loss); a game whose losses differ in merit grades them, so that play-outs that nearly
    /// always lose still tell better from worse. An unfinished game gives
    /// [`Searchable::evaluate`].
    fn final_score(&self, seat: Seat) -> f64 {
        match self.outcome() {
            Some(o) => o.returns(usize::from(self.seat_count()).max(1)).get(usize::from(seat)).copied().unwrap_or(0.5),
            None => self.evaluate(seat),
        }
    }

    /// Whether [`Searchable::evaluate`] can fairly score this position: a search's rollout plays
    /// on past its step budget while it cannot (say, in the middle of a fight whose dice are
    /// still to roll). The default: always.
    fn settled(&self) -> bool {
        true
    }

    /// The search of a difficulty level for this game (games tune [`Level::config`] here).
    fn level_config(level: Level) -> IsmctsConfig {
        level.config()
    }

    /// Actions a searching bot never considers while others are legal: ones that only back out
    /// of a choice (so a search cannot stall forever). The default: none.
    fn search_skips(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Decisions a searching bot leaves to its rollout bot: where the rollout bot's own move
    /// passes this check, it is played without a search ([`crate::bots::Ismcts::with_trust`];
    /// `None`: every decision is searched, and the rollout bot is not asked first).
    fn search_trusts() -> Option<TrustCheck<Self>> {
        None
    }

    /// Moves a searching bot weighs by whole play-outs, against holding them off for the turn
    /// ([`crate::bots::Ismcts::with_commitment`]; `None`: none).
    fn search_commits() -> Option<fn(&Self::Action) -> bool> {
        None
    }
}

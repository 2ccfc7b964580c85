//! What the searching levels (ISMCTS, crates/engine/src/bots) need of Defenders of the Realm:
//! the evaluation that scores a cut-off rollout, the score of a whole play-out, and their
//! settings and knobs at each level. designed: calibrated with `rampart arena` (docs/bots.md;
//! the experiments behind each knob are in its "Tuning history").
//!
//! The standing (bot/evaluate.rs) is a fitted share of Generals defeated: sibling moves
//! differ by a few hundredths, so the levels' exploration (0.7, for rewards that spread over
//! [0, 1]) would spread the visits evenly and the most visited move would be noise. A small
//! exploration lets the means decide; a small prior keeps the heuristic's move first until
//! another shows a better mean.

use super::super::action::DefendersAction;
use super::super::state::{Defenders, EndReason};
use crate::bots::{IsmctsConfig, Level, Searchable, TrustCheck};
use crate::core::Seat;

/// UCB exploration matched to the spread of the standing's values.
const EXPLORATION: f64 = 0.05;
/// The heuristic's move's progressive bias at the root.
const PRIOR: f64 = 0.3;
/// How sure a search must be to overrule the heuristic's move, in standard errors.
const CONFIDENCE: f64 = 4.0;

impl Searchable for Defenders {
    /// The heroes win or lose together: every seat gets [`Defenders::standing`].
    fn evaluate(&self, _seat: Seat) -> f64 {
        self.standing()
    }

    /// designed: a whole play-out scores the share of the four Generals defeated (a win is all
    /// four, 1): nearly every play-out loses, and the Generals defeated are what the heroes'
    /// choices change (the target the standing is fitted to).
    fn final_score(&self, _seat: Seat) -> f64 {
        match self.end {
            Some(EndReason::Victory) => 1.0,
            Some(_) => self.generals_defeated_share(),
            None => self.standing(),
        }
    }

    /// Not in the middle of a General combat (designed): the standing would see the cards
    /// committed and gone but not the General's fall they pay for, so a search's rollout plays
    /// the fight to its end before scoring (docs/rules-notes/defenders.md, "The searching levels").
    fn settled(&self) -> bool {
        self.combat.is_none()
    }

    /// Easy as every game's; the levels above with the small exploration and prior above, and
    /// the heuristic's move kept unless the search has strong evidence against it.
    fn level_config(level: Level) -> IsmctsConfig {
        let base = level.config();
        match level {
            Level::Easy => base,
            Level::Normal | Level::Hard | Level::Expert => {
                IsmctsConfig { exploration: EXPLORATION, prior: PRIOR, confidence: CONFIDENCE, ..base }
            }
        }
    }

    /// Starting a General combat is never searched in the tree (designed): the standing prices a
    /// fight's odds too loosely, and a search free to start fights defeated fewer Generals than
    /// the heuristic (docs/rules-notes/defenders.md, "The searching levels"). An attack is
    /// weighed by whole play-outs instead ([`Searchable::search_commits`]).
    fn search_skips(action: &DefendersAction) -> bool {
        matches!(action, DefendersAction::AttackGeneral)
    }

    /// Every decision in a General combat (cards to commit, who attacks next, re-rolls), and the
    /// card to lose to the hand limit, which the heuristic keeps for the General the team is
    /// gathering against (designed): a kept card pays off turns beyond a rollout's reach, and
    /// the standing, fitted to the heuristic's own play, would price a fight it has started too
    /// loosely.
    fn search_trusts() -> Option<TrustCheck<Defenders>> {
        Some(|obs, action| obs.state().combat.is_some() || matches!(action, DefendersAction::Discard { .. }))
    }

    /// Attacking a General, against no attack this turn (designed): an attack spends the cards
    /// many turns gathered, and a failed one costs the penalty and the trip to Monarch City, so
    /// its worth lies beyond a rollout's reach and the standing prices it too loosely.
    fn search_commits() -> Option<fn(&DefendersAction) -> bool> {
        Some(|action| matches!(action, DefendersAction::AttackGeneral))
    }
}

//! How the searching bots (ISMCTS, crates/engine/src/bots) are set for Defenders of the Realm at
//! each difficulty level. designed: calibrated with `rampart arena` (docs/bots.md).
//!
//! The standing (rules/evaluate.rs) is a fitted share of Generals defeated: sibling moves
//! differ by a few hundredths, so the levels' exploration (0.7, for rewards that spread over
//! [0, 1]) would spread the visits evenly and the most visited move would be noise. A small
//! exploration lets the means decide; a small prior keeps the heuristic's move first until
//! another shows a better mean.

use super::action::DefendersAction;
use super::state::Defenders;
use crate::bots::{IsmctsConfig, Level};

/// UCB exploration matched to the spread of the standing's values.
const EXPLORATION: f64 = 0.05;
/// The heuristic's move's progressive bias at the root.
const PRIOR: f64 = 0.3;
/// How sure a search must be to overrule the heuristic's move, in standard errors.
const CONFIDENCE: f64 = 4.0;

/// The search of `level` for Defenders.
pub fn level_config(level: Level) -> IsmctsConfig {
    let base = level.config();
    match level {
        Level::Easy => base,
        Level::Normal | Level::Hard | Level::Expert => {
            IsmctsConfig { exploration: EXPLORATION, prior: PRIOR, confidence: CONFIDENCE, ..base }
        }
    }
}

/// Moves a searching bot never considers itself: starting a General combat (designed: the
/// standing prices a fight's odds too loosely; free to start fights, with its rollouts playing
/// each fight out, a search defeated 0.64 Generals a game over 200 two-hero seeds, where the
/// same search leaving attacks to the heuristic defeated 0.87 and the heuristic 0.73;
/// docs/rules-notes/defenders.md, "The searching levels").
pub fn search_skips(action: &DefendersAction) -> bool {
    matches!(action, DefendersAction::AttackGeneral)
}

/// Moves a searching bot weighs by whole play-outs (designed): attacking a General, against
/// no attack this turn. An attack spends the cards many turns gathered, and a failed one costs
/// the penalty and the trip to Monarch City: its worth lies beyond a rollout's reach, and the
/// standing prices it too loosely. Over 115 positions of 15 heuristic games where a hero could
/// attack, 200 paired play-outs of each plan found the heuristic's choice the worse one in 22
/// (docs/rules-notes/defenders.md, "The searching levels").
pub fn search_commits(action: &DefendersAction) -> bool {
    matches!(action, DefendersAction::AttackGeneral)
}

/// Decisions a searching bot leaves to the heuristic bot (designed): every decision in a
/// General combat (cards to commit, who attacks next, re-rolls), and the card to lose to the
/// hand limit, which the heuristic keeps for the General the team
/// is gathering against: a kept card pays off turns beyond a rollout's reach, and the
/// standing, fitted to the heuristic's own play, would price a fight it has started too
/// loosely.
pub fn search_trusts(g: &Defenders, action: &DefendersAction) -> bool {
    g.combat.is_some() || matches!(action, DefendersAction::Discard { .. })
}

//! What the searching levels need of Valeria: the evaluation that scores a cut-off rollout, and
//! the one move they never search.

use super::super::action::ValeriaAction;
use super::super::state::Valeria;
use crate::bots::Searchable;
use crate::core::Seat;

impl Searchable for Valeria {
    /// The chance that the defenders win with the heuristic bot playing on: a logistic model
    /// of a dozen counts of the position, fitted to heuristic self-play (no allocation; see
    /// `bot/evaluate.rs`).
    fn evaluate(&self, _seat: Seat) -> f64 {
        self.estimate()
    }

    /// Cancel gives the dice of an attack or payment back: a search needs never use it.
    fn search_skips(action: &ValeriaAction) -> bool {
        matches!(action, ValeriaAction::Cancel)
    }
}

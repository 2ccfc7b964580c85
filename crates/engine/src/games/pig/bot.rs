//! Pig's heuristic bot: hold at 20 (or when the hold wins), reveal bonus cards at once; and
//! what a search needs of Pig (nothing beyond the defaults).

use crate::bots::Observation;
use rand_chacha::ChaCha8Rng;

use super::action::PigAction;
use super::state::Pig;
use crate::bots::{Bot, Searchable};

/// Holds at 20 or when holding wins; presses on after a 6 below 20.
#[derive(Clone, Debug, Default)]
pub struct PigGreedyBot;

impl Bot<Pig> for PigGreedyBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    /// Checks its options one by one ([`Observation::is_legal`]) and reads the seat's view,
    /// which lives on the stack: choosing allocates nothing.
    fn choose(&mut self, obs: &Observation<'_, Pig>, _rng: &mut ChaCha8Rng) -> Option<PigAction> {
        let view = obs.view();
        let wins = view.scores[usize::from(view.current)] + view.turn_total >= view.target;
        let enough = view.turn_total >= 20 || wins;
        let pick = if obs.is_legal(&PigAction::Reveal) {
            PigAction::Reveal
        } else if obs.is_legal(&PigAction::Bank) {
            if enough {
                PigAction::Bank
            } else {
                PigAction::PressOn
            }
        } else if enough {
            PigAction::Hold
        } else {
            PigAction::Roll
        };
        obs.is_legal(&pick).then_some(pick)
    }
}

/// Pig is searched with every default: no evaluation (a cut-off rollout scores 0.5), no knobs.
impl Searchable for Pig {}

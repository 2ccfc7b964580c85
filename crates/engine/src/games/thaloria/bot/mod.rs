//! Heroes and Spells' heuristic bot and its search knobs.
//!
//! The bot reads only what its seat may see: it samples one world consistent with its view
//! (the other hands are the only secret, and the board rules never look at them), scores every
//! legal answer with rules of thumb ([`score`]), and plays the best. Each score carries its
//! reason, so the log can say why ("attacks Elves 3: 3 attackers against 1 defender").

mod score;
mod search;

use rand_chacha::ChaCha8Rng;

use super::action::ThaloriaAction;
use super::state::Thaloria;
use crate::bots::{Bot, Observation};

pub use score::{Lens, Scored};

/// Rules of thumb for every decision: hold a compact land, keep four Warriors home to guard the
/// Wizard, attack where the odds are good, take empty enemy tiles and strike their Wizards,
/// retreat from a losing battle. designed: docs/rules-notes/thaloria.md, "The heuristic bot".
#[derive(Clone, Debug, Default)]
pub struct ThaloriaBot;

impl ThaloriaBot {
    /// Every legal answer with its score and reason, best first.
    pub fn ranked(obs: &Observation<'_, Thaloria>, rng: &mut ChaCha8Rng) -> Vec<Scored> {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        if legal.is_empty() {
            return Vec::new();
        }
        let world = obs.sample(rng);
        let lens = Lens::new(&world, obs.seat());
        let mut scored: Vec<Scored> = legal.into_iter().map(|a| lens.score(&a)).collect();
        // Highest score first; the legal order breaks ties, so a seed gives one game.
        scored.sort_by(|a, b| b.score.total_cmp(&a.score));
        scored
    }
}

impl Bot<Thaloria> for ThaloriaBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, obs: &Observation<'_, Thaloria>, rng: &mut ChaCha8Rng) -> Option<ThaloriaAction> {
        ThaloriaBot::ranked(obs, rng).first().map(|s| s.action)
    }

    fn explain(&self, obs: &Observation<'_, Thaloria>, action: &ThaloriaAction) -> Option<String> {
        let mut rng = <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
        let world = obs.sample(&mut rng);
        let scored = Lens::new(&world, obs.seat()).score(action);
        (!scored.reason.is_empty()).then_some(scored.reason)
    }

    fn picks_from_legal(&self) -> bool {
        true
    }

    fn choose_among(
        &mut self,
        obs: &Observation<'_, Thaloria>,
        rng: &mut ChaCha8Rng,
        allowed: &dyn Fn(&ThaloriaAction) -> bool,
    ) -> Option<ThaloriaAction> {
        ThaloriaBot::ranked(obs, rng).into_iter().map(|s| s.action).find(|a| allowed(a))
    }
}

//! Valeria's heuristic bot: kill Siege Engines before they close in, clear the Vanguard to
//! spare the Turrets, pay with the cheapest dice, repair with what is left, and use the cards
//! it holds (more dice first, Gargan Priests against the engines that hurt).
//!
//! Every choice comes with a [`Why`], the rule that made it; asked to explain a move, the bot
//! makes the choice again and puts its `Why` into words for the log.
//!
//! Reading guide: this file holds the bot; `choose.rs` the rule for each decision asked,
//! `actions.rs` Perform Your Actions (targets, the cheapest payment), `why.rs` the reasons and
//! their words, `evaluate.rs` the position-evaluation model, and `search.rs` what the searching
//! levels need of Valeria (the evaluation and the moves they skip).

mod actions;
mod choose;
mod evaluate;
mod search;
mod why;

use crate::bots::{Observation, PerfectInformation};
use rand_chacha::ChaCha8Rng;

use super::action::ValeriaAction as A;
use super::state::Valeria;
use crate::bots::Bot;
use crate::core::{Game, ToAct};
use choose::choose;
#[cfg(test)]
pub(crate) use evaluate::FEATURES;
use why::{say, Why};

/// The heuristic bot.
#[derive(Clone, Debug, Default)]
pub struct ValeriaBot;

/// Valeria hides nothing: the decks' unseen cards are chance, not state.
impl PerfectInformation for Valeria {}

impl Bot<Valeria> for ValeriaBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, obs: &Observation<'_, Valeria>, _rng: &mut ChaCha8Rng) -> Option<A> {
        decide(obs.state()).map(|(a, _)| a)
    }

    fn explain(&self, obs: &Observation<'_, Valeria>, action: &A) -> Option<String> {
        let (g, seat) = (obs.state(), obs.seat());
        if g.to_act() != (ToAct::Decision { seat }) {
            return None;
        }
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if !legal.contains(action) {
            return None;
        }
        let (pick, why) = decide(g)?;
        Some(if pick == *action { say(g, why) } else { format!("not the bot's pick: it would rather {}", say(g, why)) })
    }
}

/// The bot's decision and its reason (the first legal decision when no rule applies).
fn decide(g: &Valeria) -> Option<(A, Why)> {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let first = *legal.first()?;
    let pick = g.pending().and_then(|p| choose(g, p, &legal)).unwrap_or((first, Why::First));
    Some(if legal.contains(&pick.0) { pick } else { (first, Why::First) })
}

#[cfg(test)]
#[path = "../tests/bot_explain.rs"]
mod tests;

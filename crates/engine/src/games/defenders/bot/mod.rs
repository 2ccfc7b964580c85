//! The heuristic hero bot, for any number of seats. It scores each legal decision with rules
//! of thumb a careful player uses: clear full locations and the ring around Monarch City,
//! heal before a wound kills, attack a General only when the dice favour it, keep the cards
//! that bear a living General's portrait, and spend purple cards in a crisis.
//!
//! Each score comes with a [`Why`](why::Why): the rule of thumb that gave it. The bot plays the
//! best score and, asked to explain, puts the winner's `Why` into words for the log.
//!
//! Reading guide: this file holds the bot; `mind.rs` what it sees in the table (what each place
//! is worth, the General the team gathers for, the odds of a fight), `score.rs` the score of each
//! decision, `cards.rs` the purple cards, quest rewards and their targets, `prices.rs` the
//! designed prices and pulls, `why.rs` the reasons and `words.rs` their words for the log, and
//! `search.rs` what the searching levels need of Defenders (the evaluation, their settings and
//! the moves they skip, trust and weigh), `evaluate.rs` the fitted model of a position behind
//! that evaluation (`Defenders::standing`).

mod cards;
mod evaluate;
#[cfg(test)]
mod fit;
mod mind;
mod prices;
mod score;
mod search;
mod why;
mod words;

use crate::bots::{Observation, PerfectInformation};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::action::DefendersAction as A;
use super::state::{Defenders, Pending, Task};
use crate::bots::Bot;
use crate::core::{Game, ToAct};
use mind::Mind;

/// A heuristic bot for any seat.
#[derive(Clone, Debug, Default)]
pub struct DefendersBot;

/// Defenders hides nothing: every hand is on the table (a co-op game), and the decks' unseen
/// cards are chance, not state.
impl PerfectInformation for Defenders {}

impl Bot<Defenders> for DefendersBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, obs: &Observation<'_, Defenders>, rng: &mut ChaCha8Rng) -> Option<A> {
        self.choose_among(obs, rng, &|_| true)
    }

    fn choose_among(
        &mut self,
        obs: &Observation<'_, Defenders>,
        rng: &mut ChaCha8Rng,
        allowed: &dyn Fn(&A) -> bool,
    ) -> Option<A> {
        let (g, seat) = (obs.state(), obs.seat());
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        legal.retain(|a| allowed(a));
        if legal.is_empty() {
            return None;
        }
        let Some(pending) = decision(g) else { return legal.first().copied() };
        let picks = Mind::new(g, seat).best(&pending, &legal);
        let i = rng.random_range(0..picks.len());
        Some(picks[i].0)
    }

    fn explain(&self, obs: &Observation<'_, Defenders>, action: &A) -> Option<String> {
        let (g, seat) = (obs.state(), obs.seat());
        if g.to_act() != (ToAct::Decision { seat }) {
            return None;
        }
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if !legal.contains(action) {
            return None;
        }
        let Some(pending) = decision(g) else { return Some("takes the first move offered: no choice to weigh".into()) };
        let mind = Mind::new(g, seat);
        // `choose` draws at random among equal scores, so any of the tied best is the bot's pick.
        let picks = mind.best(&pending, &legal);
        Some(match picks.iter().find(|(a, _)| a == action) {
            Some((_, why)) => mind.say(*why),
            None => match picks.first() {
                Some((_, why)) => format!("not the bot's pick: it would rather {}", mind.say(*why)),
                None => "not the bot's pick: it has no view on it".into(),
            },
        })
    }
}

/// The decision asked now, if the top of the stack is one.
fn decision(g: &Defenders) -> Option<Pending> {
    match g.tasks.top() {
        Some((_, Task::Decide(p))) => Some(p.clone()),
        _ => None,
    }
}

#[cfg(test)]
#[path = "../tests/bot_explain.rs"]
mod tests;

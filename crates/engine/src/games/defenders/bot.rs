//! The heuristic hero bot (filled in below).

use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use super::action::DefendersAction;
use super::state::Defenders;
use crate::bots::Bot;
use crate::core::{Game, Seat};

/// A heuristic bot for any seat.
#[derive(Clone, Debug, Default)]
pub struct DefendersBot;

impl Bot<Defenders> for DefendersBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, state: &Defenders, _seat: Seat, rng: &mut ChaCha8Rng) -> Option<DefendersAction> {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        legal.choose(rng).copied()
    }
}

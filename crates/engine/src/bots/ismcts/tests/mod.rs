//! The search's tests, by concern; the shared helpers and rollout bots are here, the tiny test
//! games in `games.rs`.

use crate::bots::Observation;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::bots::{Bot, RandomBot};
use crate::core::{sample_weighted, Game, ToAct};
use crate::games::pig::{Bonus, Pig, PigAction, PigChance, PigConfig};

use super::IsmctsConfig;

mod choice;
mod commitment;
mod games;
mod rollout;
mod search;
mod tree;

pub(super) fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

pub(super) fn small(iterations: u32) -> IsmctsConfig {
    IsmctsConfig { iterations, ..IsmctsConfig::default() }
}

/// Plays `state` forward with random decisions and sampled chance for `steps` steps.
pub(super) fn wander<G: Game>(state: &mut G, steps: u32, r: &mut ChaCha8Rng) {
    let mut chances = Vec::new();
    let mut random = RandomBot;
    for _ in 0..steps {
        match state.to_act() {
            ToAct::GameOver => return,
            ToAct::Chance => {
                state.chance_outcomes(&mut chances);
                let Some(o) = sample_weighted(&chances, r).cloned() else { return };
                state.apply_chance(&o).expect("a listed outcome applies");
            }
            ToAct::Decision { seat } => {
                let Some(a) = Bot::<G>::choose(&mut random, &Observation::new(state, seat), r) else { return };
                state.apply(&a).expect("a legal action applies");
            }
        }
    }
}

/// Samples chance until a decision (or the end).
pub(super) fn settle<G: Game>(state: &mut G, r: &mut ChaCha8Rng) {
    let mut chances = Vec::new();
    while state.to_act() == ToAct::Chance {
        state.chance_outcomes(&mut chances);
        let o = sample_weighted(&chances, r).cloned().unwrap();
        state.apply_chance(&o).unwrap();
    }
}

/// Pig to 30 with bonus cards: seat 0 banks 10 and draws a card, seat 1 banks 10 and draws
/// `theirs`; seat 0 is to act with 5 on the turn.
pub(super) fn pig_with_hidden_card(theirs: Bonus, mine: Bonus) -> Pig {
    let config = PigConfig { players: 2, target: 30, bonus_cards: true };
    let mut state = Pig::new(&config).unwrap();
    for card in [mine, theirs] {
        for face in [5, 5] {
            state.apply(&PigAction::Roll).unwrap();
            state.apply_chance(&PigChance::Die(face)).unwrap();
        }
        state.apply(&PigAction::Hold).unwrap();
        state.apply_chance(&PigChance::Card(card)).unwrap();
    }
    state.apply(&PigAction::Roll).unwrap();
    state.apply_chance(&PigChance::Die(5)).unwrap();
    state
}

/// Pig to 10 with seat 0 on a turn total of 10: holding wins at once.
pub(super) fn winning_hold() -> Pig {
    let config = PigConfig { players: 2, target: 10, bonus_cards: false };
    let mut state = Pig::new(&config).unwrap();
    for face in [5, 5] {
        state.apply(&PigAction::Roll).unwrap();
        state.apply_chance(&PigChance::Die(face)).unwrap();
    }
    state
}

/// A rollout bot that always rolls on (and holds only when it must).
pub(super) struct AlwaysRoll;

impl Bot<Pig> for AlwaysRoll {
    fn name(&self) -> String {
        "always-roll".into()
    }
    fn choose(&mut self, obs: &Observation<'_, Pig>, _rng: &mut ChaCha8Rng) -> Option<PigAction> {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        legal.iter().copied().find(|a| *a == PigAction::Roll).or_else(|| legal.first().copied())
    }
}

/// Rolls until its turn total reaches 20, then holds.
pub(super) struct HoldAtTwenty;

impl Bot<Pig> for HoldAtTwenty {
    fn name(&self) -> String {
        "hold-at-20".into()
    }
    fn choose(&mut self, obs: &Observation<'_, Pig>, _rng: &mut ChaCha8Rng) -> Option<PigAction> {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        let want = if obs.view().turn_total >= 20 { PigAction::Hold } else { PigAction::Roll };
        legal.iter().copied().find(|a| *a == want).or_else(|| legal.first().copied())
    }
}

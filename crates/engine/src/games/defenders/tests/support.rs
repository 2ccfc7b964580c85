//! Scripting helpers for the Defenders tests: build a game, force chance outcomes, find actions.
#![allow(dead_code)]

use super::super::action::{DefendersAction, DefendersChance};
use super::super::data::{HeroKind, Loc};
use super::super::state::{Defenders, DefendersConfig, Spot};
use crate::core::{Game, ToAct, Weighted};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A config with these heroes (one seat each).
pub fn config(heroes: &[HeroKind]) -> DefendersConfig {
    DefendersConfig {
        players: heroes.len() as u8,
        heroes: heroes.iter().map(|&h| Some(h)).collect(),
        ..DefendersConfig::default()
    }
}

/// Resolves chance events with a seeded RNG until a decision or the end.
pub fn settle(g: &mut Defenders, rng: &mut ChaCha8Rng) {
    let mut out: Vec<Weighted<DefendersChance>> = Vec::new();
    while g.to_act() == ToAct::Chance {
        g.chance_outcomes(&mut out);
        let pick = crate::core::sample_weighted(&out, rng).copied().expect("a chance outcome");
        g.apply_chance(&pick).expect("legal chance");
    }
}

/// A game after setup (random setup from `seed`), at the first decision.
pub fn started(heroes: &[HeroKind], seed: u64) -> Defenders {
    let mut g = Defenders::new(&config(heroes)).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    settle(&mut g, &mut rng);
    g
}

/// Clears every minion and crystal from the board and refills the supply, for hand-built scenes.
pub fn empty_board(g: &mut Defenders) {
    for (i, s) in g.board.iter_mut().enumerate() {
        for c in 0..4 {
            g.supply[c] += s.minions[c];
        }
        g.crystals += s.crystals;
        *s = Spot { gate: s.gate, ..Spot::default() };
        let _ = i;
    }
}

/// Applies a chance outcome that must be legal.
pub fn chance(g: &mut Defenders, c: DefendersChance) {
    g.apply_chance(&c).unwrap_or_else(|e| panic!("chance {c:?} refused: {e}"));
}

/// Rolls these die faces in order.
pub fn roll(g: &mut Defenders, faces: &[u8]) {
    for &f in faces {
        chance(g, DefendersChance::Die(f));
    }
}

/// Applies an action that must be legal.
pub fn act(g: &mut Defenders, a: DefendersAction) {
    g.apply(&a).unwrap_or_else(|e| panic!("action {a:?} refused: {e}"));
}

/// The legal actions now.
pub fn legal(g: &Defenders) -> Vec<DefendersAction> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

/// Puts `n` minions of colour index `c` on `l`, from supply.
pub fn put(g: &mut Defenders, l: Loc, c: usize, n: u8) {
    g.supply[c] -= n;
    g.board[usize::from(l)].minions[c] += n;
}

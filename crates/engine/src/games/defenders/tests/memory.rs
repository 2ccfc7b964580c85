//! A state stays small: searches keep thousands of them (at most 4 KB with its heap).

use crate::bots::Observation;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::bot::DefendersBot;
use super::super::state::{Defenders, DefendersConfig};
use crate::bots::Bot;
use crate::core::harness::{play_on, random_decision};
use crate::core::Game;

/// The largest [`Defenders::memory_bytes`] seen over seeded games of `players` heroes.
fn largest(players: u8, seeds: std::ops::Range<u64>, heuristic: bool) -> usize {
    let config = DefendersConfig { players, ..DefendersConfig::default() };
    let mut most = 0;
    for seed in seeds {
        let mut g = Defenders::new(&config).expect("config");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let visit = |g: &Defenders| {
            most = most.max(g.memory_bytes());
            assert!(g.memory_bytes() <= 4096, "{players} heroes, seed {seed}: {} bytes", g.memory_bytes());
        };
        play_on(&mut g, &mut rng, 20_000, visit, |g, seat, rng| {
            if heuristic {
                DefendersBot.choose(&Observation::new(g, seat), rng).expect("a decision")
            } else {
                random_decision(g, rng)
            }
        });
    }
    most
}

#[test]
fn a_state_with_its_heap_stays_under_4_kb() {
    for players in [1, 4] {
        let random = largest(players, 0..20, false);
        let heuristic = largest(players, 100..105, true);
        println!(
            "{players} heroes: most bytes {} (size_of {})",
            random.max(heuristic),
            std::mem::size_of::<Defenders>()
        );
        assert!(random.max(heuristic) <= 4096);
    }
}

//! A state stays small: searches keep thousands of them (at most 4 KB with its heap).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::bot::DefendersBot;
use super::super::state::{Defenders, DefendersConfig};
use crate::bots::Bot;
use crate::core::{sample_weighted, Game, ToAct};

/// The largest [`Defenders::memory_bytes`] seen over seeded games of `players` heroes.
fn largest(players: u8, seeds: std::ops::Range<u64>, heuristic: bool) -> usize {
    let config = DefendersConfig { players, ..DefendersConfig::default() };
    let (mut legal, mut chances) = (Vec::new(), Vec::new());
    let mut most = 0;
    for seed in seeds {
        let mut g = Defenders::new(&config).expect("config");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..20_000 {
            most = most.max(g.memory_bytes());
            assert!(g.memory_bytes() <= 4096, "{players} heroes, seed {seed}: {} bytes", g.memory_bytes());
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut chances);
                    let o = *sample_weighted(&chances, &mut rng).expect("an outcome");
                    g.apply_chance_quiet(&o).expect("legal chance");
                }
                ToAct::Decision { seat } => {
                    let a = if heuristic {
                        DefendersBot.choose(&g, seat, &mut rng).expect("a decision")
                    } else {
                        g.legal_actions(&mut legal);
                        legal[rng.random_range(0..legal.len())]
                    };
                    g.apply_quiet(&a).expect("legal action");
                }
            }
        }
    }
    most
}

#[test]
fn a_state_with_its_heap_stays_under_4_kb() {
    for players in [1, 4] {
        let random = largest(players, 0..20, false);
        let heuristic = largest(players, 100..105, true);
        assert!(random.max(heuristic) <= 4096);
    }
}

//! Siege of Valeria throughput: `cargo bench -p rampart-engine --bench valeria`. Figures go in docs/bots.md.

use rampart_engine::valeria::{Valeria, ValeriaBot};
use rampart_engine::Observation;
use rampart_engine::{sample_weighted, Bot, FastRandomBot, Game, Searchable, ToAct};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
use common::bench_full_games;

fn main() {
    divan::main();
}

/// Full Siege of Valeria games with random decisions: setup, seven phases a day, to the end.
#[divan::bench]
fn valeria_random_full_game(bencher: divan::Bencher) {
    bench_full_games::<Valeria>(bencher, || Box::new(FastRandomBot::default()));
}

/// Full Siege of Valeria games with the heuristic bot.
#[divan::bench]
fn valeria_heuristic_full_game(bencher: divan::Bencher) {
    bench_full_games::<Valeria>(bencher, || Box::new(ValeriaBot));
}

/// A mid-game state: the heuristic bot's game from a fixed seed, at its first decision on day 3
/// (hand, discard pile and task stack all in use).
fn mid_game() -> Valeria {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut g = Valeria::new(&Default::default()).unwrap();
    let mut chances = Vec::new();
    loop {
        match g.to_act() {
            ToAct::GameOver => panic!("the seeded game ended before day 3"),
            ToAct::Chance => {
                g.chance_outcomes(&mut chances);
                let o = *sample_weighted(&chances, &mut rng).unwrap();
                g.apply_chance_quiet(&o).unwrap();
            }
            ToAct::Decision { seat } => {
                if g.turn() >= 3 {
                    return g;
                }
                let a = ValeriaBot.choose(&Observation::new(&g, seat), &mut rng).unwrap();
                g.apply_quiet(&a).unwrap();
            }
        }
    }
}

/// Cloning a mid-game state (what a search does once per iteration).
#[divan::bench]
fn valeria_clone(bencher: divan::Bencher) {
    let g = mid_game();
    bencher.bench_local(|| divan::black_box(&g).clone());
}

/// Determinizing a mid-game state (Valeria's hidden cards are chance draws: a copy).
#[divan::bench]
fn valeria_determinize(bencher: divan::Bencher) {
    let g = mid_game();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    bencher.bench_local(|| divan::black_box(&g).determinize(0, &mut rng));
}

/// The legal decisions of a mid-game state, into a reused buffer.
#[divan::bench]
fn valeria_legal_actions(bencher: divan::Bencher) {
    let g = mid_game();
    let mut out = Vec::new();
    bencher.bench_local(|| {
        divan::black_box(&g).legal_actions(&mut out);
        out.len()
    });
}

/// The evaluation of a mid-game state (the estimate searches use to cut rollouts short).
#[divan::bench]
fn valeria_evaluate(bencher: divan::Bencher) {
    let g = mid_game();
    bencher.bench_local(|| divan::black_box(&g).evaluate(0));
}

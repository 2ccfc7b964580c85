//! Defenders of the Realm throughput: `cargo bench -p rampart-engine --bench defenders`. Figures go in docs/bots.md.

use rampart_engine::defenders::{Defenders, DefendersBot, DefendersConfig, Need, Phase, Task};
use rampart_engine::{sample_weighted, FastRandomBot, Game, Session, ToAct};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod common;
use common::bench_full_games;

fn main() {
    divan::main();
}

/// Full Defenders of the Realm games (2 heroes) with random decisions: setup to the end.
#[divan::bench]
fn defenders_random_full_game(bencher: divan::Bencher) {
    bench_full_games::<Defenders>(bencher, || Box::new(FastRandomBot::default()));
}

/// Full Defenders of the Realm games (2 heroes) with the heuristic bot in both seats.
#[divan::bench]
fn defenders_heuristic_full_game(bencher: divan::Bencher) {
    bench_full_games::<Defenders>(bencher, || Box::new(DefendersBot));
}

/// Legal actions at a Daytime decision (the hottest query of a playout).
#[divan::bench]
fn defenders_legal_actions(bencher: divan::Bencher) {
    let mut s = Session::<Defenders>::new(Default::default(), 3).unwrap();
    while s.to_act() == rampart_engine::ToAct::Chance {
        s.sample_chance().unwrap();
    }
    let state = s.state().clone();
    let mut out = Vec::new();
    bencher.bench_local(|| {
        state.legal_actions(&mut out);
        out.len()
    });
}

/// Random games of `players` heroes, sampled as the runner does; `keep` sees every state.
fn random_games(players: u8, seeds: std::ops::Range<u64>, mut keep: impl FnMut(&Defenders)) {
    let config = DefendersConfig { players, ..DefendersConfig::default() };
    let mut legal = Vec::new();
    let mut chances = Vec::new();
    for seed in seeds {
        let mut g = Defenders::new(&config).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        loop {
            keep(&g);
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut chances);
                    let o = *sample_weighted(&chances, &mut rng).unwrap();
                    g.apply_chance_quiet(&o).unwrap();
                }
                ToAct::Decision { .. } => {
                    g.legal_actions(&mut legal);
                    let a = legal[rng.random_range(0..legal.len())];
                    g.apply_quiet(&a).unwrap();
                }
            }
        }
    }
}

/// Mid-game states (turn 3 to 10, 2 heroes, one per seed) where the Night is about to draw its first
/// Darkness Spreads card: the heroes' turn is over.
fn night_starts() -> Vec<Defenders> {
    let mut starts = Vec::new();
    for seed in 0..64 {
        let mut found = None;
        random_games(2, seed..seed + 1, |g| {
            let first_draw = matches!(g.tasks.top(), Some((_, Task::Chance(Need::Dark))))
                && g.phase == Phase::Night
                && g.night.index == 0
                && g.night.current.is_none();
            // A different turn from each seed, so the starts spread over the mid-game.
            if first_draw && found.is_none() && g.turn >= 3 + (seed % 8) as u32 {
                found = Some(g.clone());
            }
        });
        starts.extend(found);
    }
    starts
}

/// The Night alone: from the first Darkness Spreads draw to the next decision (or the end):
/// the cards, the minions, overruns, the Generals' advances, healing and the next turn's start.
/// Chance is sampled with a seeded RNG as the runner does; cloning the start is not timed.
/// Many small samples: one Night is shorter than the noise of a shared machine.
#[divan::bench(sample_count = 1000, sample_size = 32)]
fn defenders_night_phase(bencher: divan::Bencher) {
    let starts = night_starts();
    let mut i = 0usize;
    let mut chances = Vec::new();
    bencher
        .with_inputs(|| {
            i += 1;
            (starts[i % starts.len()].clone(), ChaCha8Rng::seed_from_u64(i as u64))
        })
        .bench_local_values(|(mut g, mut rng)| {
            while g.to_act() == ToAct::Chance {
                g.chance_outcomes(&mut chances);
                let Some(o) = sample_weighted(&chances, &mut rng).copied() else { break };
                if g.apply_chance_quiet(&o).is_err() {
                    break;
                }
            }
            g
        });
}

/// A mid-game state: turn 8 of a random 2-hero game, at a decision.
fn mid_game() -> Defenders {
    let mut found = None;
    random_games(2, 7..8, |g| {
        if found.is_none() && g.turn >= 8 && matches!(g.to_act(), ToAct::Decision { .. }) {
            found = Some(g.clone());
        }
    });
    found.unwrap()
}

/// Cloning a mid-game state (every search iteration starts with one).
#[divan::bench]
fn defenders_clone(bencher: divan::Bencher) {
    let state = mid_game();
    bencher.bench_local(|| divan::black_box(&state).clone());
}

/// Determinizing a mid-game state for seat 0 (every ISMCTS iteration does it).
#[divan::bench]
fn defenders_determinize(bencher: divan::Bencher) {
    let state = mid_game();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    bencher.bench_local(|| divan::black_box(&state).determinize(0, &mut rng));
}

//! Defenders of the Realm throughput: `cargo bench -p rampart-engine --bench defenders`. Figures go in docs/bots.md.

use rampart_engine::defenders::{
    Defenders, DefendersAction, DefendersBot, DefendersConfig, Need, Pending, Phase, Task,
};
use rampart_engine::{play_out, sample_weighted, Bot, FastRandomBot, Game, Observation, PassiveBot, Session, ToAct};
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

/// Mid-game states of the heuristic bot's 2-hero games (turn 3 to 10, one per seed): the
/// heroes' turn is over and the Night is about to draw its first Darkness card.
fn night_starts() -> Vec<Defenders> {
    let config = DefendersConfig { players: 2, ..DefendersConfig::default() };
    let mut starts = Vec::new();
    let mut chances = Vec::new();
    for seed in 0..64u64 {
        let mut g = Defenders::new(&config).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // A different turn from each seed, so the starts spread over the mid-game.
        let from_turn = 3 + (seed % 8) as u32;
        loop {
            let first_draw = matches!(g.tasks.top(), Some((_, Task::Chance(Need::Dark))))
                && g.phase == Phase::Night
                && g.night.index == 0
                && g.night.current.is_none();
            if first_draw && g.turn >= from_turn {
                starts.push(g);
                break;
            }
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut chances);
                    let o = *sample_weighted(&chances, &mut rng).unwrap();
                    g.apply_chance_quiet(&o).unwrap();
                }
                ToAct::Decision { seat } => {
                    let a = DefendersBot.choose(&Observation::new(&g, seat), &mut rng).unwrap();
                    g.apply_quiet(&a).unwrap();
                }
            }
        }
    }
    starts
}

/// A whole Night, from the first Darkness card to the next hero's first Daytime decision (or
/// the end): every Darkness card drawn and resolved (minions, overruns, the Generals'
/// advances), the windows passed, the loss checks, the Generals' healing and the next turn's
/// start. The starts are 64 positions of the heuristic bot's games; one RNG serves every Night
/// (nothing is seeded per Night); cloning the start is not timed. Many small samples: one Night
/// is shorter than the noise of a shared machine.
#[divan::bench(sample_count = 1000, sample_size = 32)]
fn defenders_night(bencher: divan::Bencher) {
    let starts = night_starts();
    let mut i = 0usize;
    let mut chances = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    bencher
        .with_inputs(|| {
            i += 1;
            starts[i % starts.len()].clone()
        })
        .bench_local_values(|mut g| {
            loop {
                match g.to_act() {
                    ToAct::Chance => {
                        let Some(o) = g.sample_chance(&mut chances, &mut rng) else { break };
                        if g.apply_chance_quiet(&o).is_err() {
                            break;
                        }
                    }
                    ToAct::Decision { .. }
                        if matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Window { .. })))) =>
                    {
                        if g.apply_legal_quiet(&DefendersAction::Pass).is_err() {
                            break;
                        }
                    }
                    _ => break,
                }
            }
            g
        });
}

/// Whole Darkness-only games: 2 heroes who only end their turns (and pass every window), from
/// setup (heroes and cards dealt, the board seeded) to the loss. One RNG serves every game.
#[divan::bench]
fn defenders_darkness_only_game(bencher: divan::Bencher) {
    let config = DefendersConfig { players: 2, ..DefendersConfig::default() };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut bots: Vec<Box<dyn Bot<Defenders>>> = vec![Box::new(PassiveBot::default())];
    bencher.bench_local(|| {
        let mut g = Defenders::new(&config).unwrap();
        play_out(&mut g, &mut bots, &mut rng, 100_000)
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

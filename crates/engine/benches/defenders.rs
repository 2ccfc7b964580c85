//! Defenders of the Realm throughput: `cargo bench -p rampart-engine --bench defenders`. Figures go in docs/bots.md.

use rampart_engine::defenders::{Defenders, DefendersBot};
use rampart_engine::{play_out, Bot, Game, RandomBot, Session};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    divan::main();
}

/// Plays full games from the default config, one seed after another, with `bot` in every seat.
fn bench_full_games<G: Game>(bencher: divan::Bencher, bot: fn() -> Box<dyn Bot<G>>) {
    let start = G::new(&G::Config::default()).unwrap();
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut bots = vec![bot()];
        let mut state = start.clone();
        play_out(&mut state, &mut bots, &mut rng, 100_000)
    });
}

/// Full Defenders of the Realm games (2 heroes) with random decisions: setup to the end.
#[divan::bench]
fn defenders_random_full_game(bencher: divan::Bencher) {
    bench_full_games::<Defenders>(bencher, || Box::new(RandomBot));
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

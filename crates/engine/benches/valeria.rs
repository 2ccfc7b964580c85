//! Siege of Valeria throughput: `cargo bench -p rampart-engine --bench valeria`. Figures go in docs/bots.md.

use rampart_engine::valeria::{Valeria, ValeriaBot};
use rampart_engine::{play_out, Bot, Game, RandomBot};
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

/// Full Siege of Valeria games with random decisions: setup, seven phases a day, to the end.
#[divan::bench]
fn valeria_random_full_game(bencher: divan::Bencher) {
    bench_full_games::<Valeria>(bencher, || Box::new(RandomBot));
}

/// Full Siege of Valeria games with the heuristic bot.
#[divan::bench]
fn valeria_heuristic_full_game(bencher: divan::Bencher) {
    bench_full_games::<Valeria>(bencher, || Box::new(ValeriaBot));
}

//! What the bench files share.

use rampart_engine::{play_out, Bot, Game};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays full games from the default config, one seed after another, with `bot` in every seat.
pub fn bench_full_games<G: Game>(bencher: divan::Bencher, bot: fn() -> Box<dyn Bot<G>>) {
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

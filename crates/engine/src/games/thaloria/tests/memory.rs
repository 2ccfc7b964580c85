//! A state stays small: searches keep thousands of them (at most 4 KB with its heap, issue 25).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::core::harness::{play_on, random_decision};
use crate::core::Game;
use crate::games::thaloria::{BoardSetup, Thaloria, ThaloriaConfig};

#[test]
fn a_state_with_its_heap_stays_under_4_kb() {
    for players in [2, 5] {
        let config = ThaloriaConfig { players, board: BoardSetup::Quick, round_limit: 12 };
        let mut most = 0;
        for seed in 0..6 {
            let mut g = Thaloria::new(&config).expect("config");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let visit = |g: &Thaloria| {
                most = most.max(g.memory_bytes());
                assert!(g.memory_bytes() <= 4096, "{players} players, seed {seed}: {} bytes", g.memory_bytes());
            };
            play_on(&mut g, &mut rng, 20_000, visit, |g, _seat, rng| random_decision(g, rng));
        }
        println!("{players} players: most bytes {most} (size_of {})", std::mem::size_of::<Thaloria>());
        assert!(most > std::mem::size_of::<Thaloria>(), "the heap is counted");
    }
}

//! Engine throughput: `cargo bench -p rampart-engine`. Figures go in docs/bots.md.

use rampart_engine::defenders::{Defenders, DefendersBot};
use rampart_engine::protocol::{Handler, Host};
use rampart_engine::valeria::{Valeria, ValeriaBot};
use rampart_engine::{play_out, Bot, Game, Pig, PigConfig, PigGreedyBot, RandomBot, Session};
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

/// Full Pig games with random bots and sampled chance (the core's hot path: legal, apply, sample).
#[divan::bench]
fn pig_random_full_game(bencher: divan::Bencher) {
    bench_full_games::<Pig>(bencher, || Box::new(RandomBot));
}

/// Full Pig games with the heuristic bot.
#[divan::bench]
fn pig_heuristic_full_game(bencher: divan::Bencher) {
    bench_full_games::<Pig>(bencher, || Box::new(PigGreedyBot));
}

/// Replaying a 200-step log (what undo and load cost).
#[divan::bench]
fn pig_replay_200_steps(bencher: divan::Bencher) {
    let mut s = Session::<Pig>::new(PigConfig { players: 4, target: 200, bonus_cards: true }, 1).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut bot = RandomBot;
    while s.log().len() < 200 {
        match s.to_act() {
            rampart_engine::ToAct::Chance => {
                s.sample_chance().unwrap();
            }
            rampart_engine::ToAct::Decision { seat } => {
                let a = Bot::<Pig>::choose(&mut bot, s.state(), seat, &mut rng).unwrap();
                s.act(&a).unwrap();
            }
            rampart_engine::ToAct::GameOver => break,
        }
    }
    let log = s.log().to_vec();
    bencher.bench_local(|| Session::<Pig>::replay(PigConfig { players: 4, target: 200, bonus_cards: true }, 1, &log));
}

struct BenchHost(u64);
impl Host for BenchHost {
    fn now_ms(&mut self) -> i64 {
        1_780_000_000_000
    }
    fn fresh_seed(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// One table-mode Life change through the JSON protocol (what every tap costs).
#[divan::bench]
fn protocol_table_adjust(bencher: divan::Bencher) {
    let mut h = Handler::new(Box::new(BenchHost(0)));
    let t: serde_json::Value =
        serde_json::from_str(&h.handle_line(r#"{"op":"table_new","players":["Ann","Bo"]}"#)).unwrap();
    let id = t["ok"]["table"].as_str().unwrap().to_string();
    let line = format!(r#"{{"op":"table_op","table":"{id}","change":{{"type":"adjust","counter":"c1","delta":1}}}}"#);
    let undo = format!(r#"{{"op":"table_undo","table":"{id}"}}"#);
    bencher.bench_local(|| {
        let a = h.handle_line(&line);
        let b = h.handle_line(&undo);
        (a, b)
    });
}

/// One Siege of Valeria decision searched by ISMCTS with 100 iterations (heuristic rollouts),
/// from a mid-game position of day 1.
#[divan::bench]
fn valeria_ismcts_100_iterations(bencher: divan::Bencher) {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut state = Valeria::new(&Default::default()).unwrap();
    let mut chances = Vec::new();
    // Sample chance (setup and the first roll) until the first decision.
    while state.to_act() == rampart_engine::ToAct::Chance {
        state.chance_outcomes(&mut chances);
        let outcome = rampart_engine::sample_weighted(&chances, &mut rng).cloned().unwrap();
        state.apply_chance(&outcome).unwrap();
    }
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut bot = rampart_engine::Ismcts::new(
            rampart_engine::IsmctsConfig { iterations: 100, ..Default::default() },
            Box::new(ValeriaBot),
        );
        bot.choose(&state, 0, &mut rng)
    });
}

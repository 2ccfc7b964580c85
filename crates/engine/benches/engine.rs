//! Engine throughput: `cargo bench -p rampart-engine`. Figures go in docs/bots.md.

use rampart_engine::defenders::Defenders;
use rampart_engine::protocol::{Handler, Host};
use rampart_engine::valeria::{Valeria, ValeriaBot};
use rampart_engine::Observation;
use rampart_engine::{
    Bot, Game, Ismcts, IsmctsConfig, Level, Pig, PigConfig, PigGreedyBot, RandomBot, Registered, Session, ToAct,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
use common::bench_full_games;

fn main() {
    divan::main();
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
                let a = Bot::<Pig>::choose(&mut bot, &Observation::new(s.state(), seat), &mut rng).unwrap();
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

/// A mid-game decision point of `G` (seeded random play, then chance until a decision).
fn decision_point<G: Game>(seed: u64, steps: u32) -> G {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = G::new(&G::Config::default()).unwrap();
    let mut chances = Vec::new();
    let mut random = RandomBot;
    let mut taken = 0;
    loop {
        match state.to_act() {
            ToAct::GameOver => return G::new(&G::Config::default()).unwrap(),
            ToAct::Chance => {
                state.chance_outcomes(&mut chances);
                let outcome = rampart_engine::sample_weighted(&chances, &mut rng).cloned().unwrap();
                state.apply_chance(&outcome).unwrap();
            }
            ToAct::Decision { seat } => {
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                if taken >= steps && legal.len() > 1 {
                    return state;
                }
                let action = Bot::<G>::choose(&mut random, &Observation::new(&state, seat), &mut rng).unwrap();
                state.apply(&action).unwrap();
                taken += 1;
            }
        }
    }
}

/// ISMCTS iterations on a Siege of Valeria decision (day 1-2), 1,000 per sample: with the leaf
/// scored at once (`rollout` 0) and with 8 heuristic rollout decisions (the levels' setting).
#[divan::bench(args = [0, 8], sample_count = 20)]
fn valeria_ismcts_iterations(bencher: divan::Bencher, rollout: u32) {
    let state: Valeria = decision_point(7, 20);
    let ToAct::Decision { seat } = state.to_act() else { return };
    let mut seed = 0u64;
    bencher.counter(divan::counter::ItemsCount::new(1000usize)).bench_local(|| {
        seed += 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let config = IsmctsConfig { iterations: 1000, rollout_steps: rollout, ..Level::Normal.config() };
        let mut bot = Ismcts::new(config, Box::new(ValeriaBot));
        bot.search(&Observation::new(&state, seat), &mut rng).len()
    });
}

/// One decision at each level, from mid-game decision points of Siege of Valeria.
#[divan::bench(args = ["easy", "normal", "hard", "expert"], sample_count = 10)]
fn valeria_move_at_level(bencher: divan::Bencher, level: &str) {
    bench_level::<Valeria>(bencher, level);
}

/// One decision at each level, from mid-game decision points of Defenders (2 heroes).
#[divan::bench(args = ["easy", "normal", "hard", "expert"], sample_count = 10)]
fn defenders_move_at_level(bencher: divan::Bencher, level: &str) {
    bench_level::<Defenders>(bencher, level);
}

fn bench_level<G: Registered>(bencher: divan::Bencher, level: &str) {
    let Some(level) = Level::from_name(level) else { return };
    let points: Vec<G> = (0..5).map(|i| decision_point(100 + i, 10 + 15 * i as u32)).collect();
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let state = points.get(seed as usize % points.len())?;
        let ToAct::Decision { seat } = state.to_act() else { return None };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut bot = G::search_bot(level);
        bot.choose(&Observation::new(state, seat), &mut rng)
    });
}

//! Golden games: seed + action log + expected state hash. Any rules change that alters a game
//! shows up here. The same file runs natively and as wasm (in Node), which proves that the same
//! seed and actions give the same state on both.
//!
//! To regenerate after an intended rules change:
//! `cargo test -p rampart-engine --test golden -- --ignored update_golden_files`.

use rampart_engine::{Bot, Game, LogEntry, Pig, PigConfig, PigGreedyBot, Session, ToAct};
use serde::{Deserialize, Serialize};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[derive(Serialize, Deserialize)]
struct Golden {
    seed: u64,
    config: PigConfig,
    log: Vec<LogEntry<Pig>>,
    hash: String,
}

const PIG: &str = include_str!("golden/pig.json");

/// Plays a game with the heuristic bot; chance comes from the session's seeded RNG.
fn play(seed: u64, config: &PigConfig) -> Session<Pig> {
    let mut s = Session::<Pig>::new(config.clone(), seed).unwrap();
    let mut bot = PigGreedyBot;
    for _ in 0..10_000 {
        match s.to_act() {
            ToAct::GameOver => break,
            ToAct::Chance => {
                s.sample_chance().unwrap();
            }
            ToAct::Decision { seat } => {
                let mut rng = s.chance_rng();
                let a = bot.choose(s.state(), seat, &mut rng).unwrap();
                s.act(&a).unwrap();
            }
        }
    }
    s
}

fn cases() -> Vec<(u64, PigConfig)> {
    vec![
        (1, PigConfig::default()),
        (2, PigConfig { players: 3, target: 50, bonus_cards: true }),
        (3, PigConfig { players: 4, target: 40, bonus_cards: false }),
        (0xDEAD_BEEF_u64, PigConfig::default()),
    ]
}

#[test]
fn golden_pig_games_replay_to_their_recorded_hashes() {
    let golden: Vec<Golden> = serde_json::from_str(PIG).unwrap();
    assert_eq!(golden.len(), cases().len());
    for g in &golden {
        let replayed = Session::<Pig>::replay(g.config.clone(), g.seed, &g.log).unwrap();
        assert_eq!(
            replayed.state_hash(),
            g.hash,
            "seed {}: the recorded log no longer gives the recorded state",
            g.seed
        );
        assert_eq!(replayed.to_act(), ToAct::GameOver);
    }
}

#[test]
fn golden_pig_games_are_played_the_same_from_their_seeds() {
    let golden: Vec<Golden> = serde_json::from_str(PIG).unwrap();
    for (g, (seed, config)) in golden.iter().zip(cases()) {
        let s = play(seed, &config);
        assert_eq!(s.log(), g.log.as_slice(), "seed {seed}: the sampled game differs (RNG or rules changed)");
        assert_eq!(s.state_hash(), g.hash);
        assert!(s.state().outcome().is_some());
    }
}

/// Not a check: rewrites the golden file. Run it on purpose after an intended rules change.
#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "rewrites tests/golden/pig.json; run with --ignored after an intended rules change"]
fn update_golden_files() {
    let golden: Vec<Golden> = cases()
        .into_iter()
        .map(|(seed, config)| {
            let s = play(seed, &config);
            Golden { seed, config, log: s.log().to_vec(), hash: s.state_hash() }
        })
        .collect();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/pig.json");
    std::fs::write(path, serde_json::to_string_pretty(&golden).unwrap()).unwrap();
}

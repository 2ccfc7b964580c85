//! Golden games: seed + action log + expected state hash, per game. Any rules change that alters
//! a game shows up here. The same file runs natively and as wasm (in Node), which proves that the
//! same seed and actions give the same state on both.
//!
//! To regenerate after an intended rules change:
//! `cargo test -p rampart-engine --test golden -- --ignored update_golden_files`.

use rampart_engine::defenders::{Defenders, DefendersConfig, HeroKind};
use rampart_engine::thaloria::{BoardSetup, Thaloria, ThaloriaBot, ThaloriaConfig};
use rampart_engine::valeria::{Valeria, ValeriaBot, ValeriaConfig};
use rampart_engine::Observation;
use rampart_engine::{Bot, Game, LogEntry, Pig, PigConfig, PigGreedyBot, RandomBot, Session, ToAct};
use serde::{de::DeserializeOwned, Deserialize, Serialize};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Golden<G: Game> {
    seed: u64,
    config: G::Config,
    log: Vec<LogEntry<G>>,
    hash: String,
}

const PIG: &str = include_str!("golden/pig.json");
const VALERIA: &str = include_str!("golden/valeria.json");
const DEFENDERS: &str = include_str!("golden/defenders.json");
const THALORIA: &str = include_str!("golden/thaloria.json");

/// Plays a game with `bot`; chance comes from the session's seeded RNG.
fn play<G: Game>(seed: u64, config: &G::Config, bot: &mut dyn Bot<G>) -> Session<G> {
    let mut s = Session::<G>::new(config.clone(), seed).unwrap();
    for _ in 0..100_000 {
        match s.to_act() {
            ToAct::GameOver => break,
            ToAct::Chance => {
                s.sample_chance().unwrap();
            }
            ToAct::Decision { seat } => {
                let mut rng = s.chance_rng();
                let a = bot.choose(&Observation::new(s.state(), seat), &mut rng).unwrap();
                s.act(&a).unwrap();
            }
        }
    }
    s
}

fn pig_cases() -> Vec<(u64, PigConfig)> {
    vec![
        (1, PigConfig::default()),
        (2, PigConfig { players: 3, target: 50, bonus_cards: true }),
        (3, PigConfig { players: 4, target: 40, bonus_cards: false }),
        (0xDEAD_BEEF_u64, PigConfig::default()),
    ]
}

fn valeria_cases() -> Vec<(u64, ValeriaConfig)> {
    vec![(1, ValeriaConfig::default()), (7, ValeriaConfig::default()), (42, ValeriaConfig { easy_mode: true })]
}

/// Defenders games are played by the random bot, so that tuning the heuristic bot never moves
/// them: only a rules or data change does.
fn defenders_cases() -> Vec<(u64, DefendersConfig)> {
    vec![
        (1, DefendersConfig { players: 1, ..DefendersConfig::default() }),
        (2, DefendersConfig::default()),
        (
            3,
            DefendersConfig {
                players: 4,
                heroes: vec![Some(HeroKind::Wizard), None, Some(HeroKind::Cleric), None],
                easier_three_cards: true,
                harder_setup_overruns: true,
                ..DefendersConfig::default()
            },
        ),
    ]
}

fn thaloria_cases() -> Vec<(u64, ThaloriaConfig)> {
    vec![
        (1, ThaloriaConfig { players: 2, board: BoardSetup::Quick, round_limit: 6 }),
        (2, ThaloriaConfig { players: 3, board: BoardSetup::Build, round_limit: 4 }),
        (3, ThaloriaConfig { players: 5, board: BoardSetup::Quick, round_limit: 4 }),
    ]
}

/// The recorded logs replay to the recorded hashes, and the seeds still play the same games.
fn check<G: Game>(text: &str, cases: Vec<(u64, G::Config)>, bot: &mut dyn Bot<G>)
where
    G::Config: DeserializeOwned,
{
    let golden: Vec<Golden<G>> = serde_json::from_str(text).unwrap();
    assert_eq!(golden.len(), cases.len());
    for (g, (seed, config)) in golden.iter().zip(cases) {
        let replayed = Session::<G>::replay(g.config.clone(), g.seed, &g.log).unwrap();
        assert_eq!(
            replayed.state_hash(),
            g.hash,
            "{} seed {}: the log no longer gives the recorded state",
            G::ID,
            g.seed
        );
        assert_eq!(replayed.to_act(), ToAct::GameOver);
        let s = play(seed, &config, bot);
        assert_eq!(s.log(), g.log.as_slice(), "{} seed {seed}: the sampled game differs (RNG or rules changed)", G::ID);
        assert_eq!(s.state_hash(), g.hash);
    }
}

#[test]
fn golden_pig_games() {
    check::<Pig>(PIG, pig_cases(), &mut PigGreedyBot);
}

#[test]
fn golden_valeria_games() {
    check::<Valeria>(VALERIA, valeria_cases(), &mut ValeriaBot);
}

#[test]
fn golden_defenders_games() {
    check::<Defenders>(DEFENDERS, defenders_cases(), &mut RandomBot);
}

#[test]
fn golden_thaloria_games() {
    check::<Thaloria>(THALORIA, thaloria_cases(), &mut ThaloriaBot);
}

/// Not a check: rewrites the golden files. Run it on purpose after an intended rules change.
#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "rewrites tests/golden/*.json; run with --ignored after an intended rules change"]
fn update_golden_files() {
    fn write<G: Game>(name: &str, cases: Vec<(u64, G::Config)>, bot: &mut dyn Bot<G>) {
        let golden: Vec<Golden<G>> = cases
            .into_iter()
            .map(|(seed, config)| {
                let s = play(seed, &config, bot);
                Golden { seed, config, log: s.log().to_vec(), hash: s.state_hash() }
            })
            .collect();
        let path = format!("{}/tests/golden/{name}.json", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(path, serde_json::to_string(&golden).unwrap()).unwrap();
    }
    write::<Pig>("pig", pig_cases(), &mut PigGreedyBot);
    write::<Valeria>("valeria", valeria_cases(), &mut ValeriaBot);
    write::<Defenders>("defenders", defenders_cases(), &mut RandomBot);
    write::<Thaloria>("thaloria", thaloria_cases(), &mut ThaloriaBot);
}

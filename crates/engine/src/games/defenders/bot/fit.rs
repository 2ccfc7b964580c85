//! The data the evaluation's weights (bot/evaluate.rs) were fitted to: positions of heuristic
//! games, written by hand on demand.

use crate::bots::Observation;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::state::{Defenders, DefendersConfig, EndReason};
use super::DefendersBot;
use crate::bots::Bot;
use crate::core::harness::play_on;
use crate::core::Game;

/// Writes the features of every decision of many heuristic games, with the Generals the
/// heroes defeat by the end, as CSV (the data the standing's weights were fitted to):
/// `DEFENDERS_FIT=/tmp/x.csv cargo test -p rampart-engine --release fit -- --ignored`.
#[test]
#[ignore]
fn dump_heuristic_positions() {
    use std::io::Write;
    let Ok(path) = std::env::var("DEFENDERS_FIT") else { return };
    let games: u64 = std::env::var("DEFENDERS_FIT_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(3000);
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).expect("file"));
    let config = DefendersConfig { players: 2, ..DefendersConfig::default() };
    let mut bot = DefendersBot;
    for seed in 0..games {
        let mut g = Defenders::new(&config).expect("config");
        let mut rng = ChaCha8Rng::seed_from_u64(1_000_000 + seed);
        let mut rows = Vec::new();
        play_on(
            &mut g,
            &mut rng,
            100_000,
            |_| {},
            |g, seat, rng| {
                rows.push((g.features(), g.turn));
                bot.choose(&Observation::new(g, seat), rng).expect("a move")
            },
        );
        let end = g.features();
        let won = u8::from(g.end == Some(EndReason::Victory));
        for (i, (f, turn)) in rows.iter().enumerate() {
            if i % 4 != 0 {
                continue;
            }
            let cells: Vec<String> = f.iter().map(|x| format!("{x}")).collect();
            writeln!(out, "{},{},{},{},{}", cells.join(","), end[1], won, g.turn.saturating_sub(*turn), seed)
                .expect("write");
        }
    }
}

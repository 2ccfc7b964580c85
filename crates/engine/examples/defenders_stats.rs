//! Where a Defenders bot's games go: for research on the bots (docs/rules-notes/defenders.md,
//! "The searching levels"), beyond what `rampart arena` reports.
//!
//! `cargo run --release -p rampart-engine --example defenders_stats -- <bot> [first] [games] [heroes]`
//!
//! `<bot>` is `random`, `heuristic`, `easy`, `normal`, `hard` or `expert`, one per seat as in
//! the arena; game *i* uses stream *i* of seed 1, as `rampart arena --seed 1` does, so the games
//! are the arena's. It prints the decisions of each kind a game (where there was a choice), how
//! many games ended with 0-4 Generals defeated, the mean Generals defeated and turns, and the
//! ends of the games.

use rampart_engine::Observation;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use rampart_engine::defenders::{Defenders, DefendersAction, DefendersConfig};
use rampart_engine::{play_out, Bot, BotKind, Game, Registered};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A seat's bot that counts the kinds of decision it makes where it has a choice.
struct Counted {
    inner: Box<dyn Bot<Defenders>>,
    counts: Arc<Mutex<BTreeMap<String, u64>>>,
}

impl Bot<Defenders> for Counted {
    fn name(&self) -> String {
        self.inner.name()
    }

    fn choose(&mut self, obs: &Observation<'_, Defenders>, rng: &mut ChaCha8Rng) -> Option<DefendersAction> {
        let action = self.inner.choose(obs, rng)?;
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        if legal.len() > 1 {
            // The variant's name: the Debug text up to its first field.
            let text = format!("{action:?}");
            let kind = text.split([' ', '{', '(']).next().unwrap_or_default().to_string();
            if let Ok(mut counts) = self.counts.lock() {
                *counts.entry(kind).or_default() += 1;
            }
        }
        Some(action)
    }

    fn observe(&mut self, action: &DefendersAction) {
        self.inner.observe(action);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let Some(kind) = args.first().and_then(|a| BotKind::from_name(a)) else {
        eprintln!("usage: defenders_stats <random|heuristic|easy|normal|hard|expert> [first] [games] [heroes]");
        std::process::exit(2);
    };
    let (first, games) = (number(1, 0), number(2, 100).max(1));
    let heroes = u8::try_from(number(3, 2)).unwrap_or(2);
    let config = DefendersConfig { players: heroes, ..DefendersConfig::default() };
    let start = match Defenders::new(&config) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let counts: Arc<Mutex<BTreeMap<String, u64>>> = Arc::default();
    let mut defeated = [0u64; 5];
    let mut ends: BTreeMap<String, u64> = BTreeMap::new();
    let mut turns = 0u64;
    for i in first..first + games {
        let mut bots: Vec<Box<dyn Bot<Defenders>>> = (0..heroes)
            .map(|_| {
                Box::new(Counted { inner: Defenders::bot(kind), counts: counts.clone() }) as Box<dyn Bot<Defenders>>
            })
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        rng.set_stream(i);
        let mut g = start.clone();
        play_out(&mut g, &mut bots, &mut rng, 200_000);
        let down = g.generals.iter().filter(|s| s.remaining == 0).count();
        defeated[down.min(4)] += 1;
        turns += u64::from(g.turn());
        *ends.entry(g.outcome().map_or_else(|| "unfinished".into(), |o| o.reason)).or_default() += 1;
    }
    let per_game = |n: u64| n as f64 / games as f64;
    println!("{} heroes, bot {}, games {first}..{}", heroes, kind.name(), first + games);
    println!("decisions a game (where there was a choice):");
    if let Ok(counts) = counts.lock() {
        for (k, v) in counts.iter() {
            println!("  {k:<14} {:>7.2}", per_game(*v));
        }
    }
    let total: u64 = defeated.iter().enumerate().map(|(k, n)| k as u64 * n).sum();
    println!("games by Generals defeated (0-4): {defeated:?}");
    println!("Generals defeated a game: {:.3}   turns a game: {:.2}", per_game(total), per_game(turns));
    println!("ends: {ends:?}");
}

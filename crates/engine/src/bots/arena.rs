//! The arena: several bots play the same seeded games, and their results are compared.
//!
//! Game `i` of an arena uses stream `i` of the master seed for every bot, so every bot meets the
//! same setups (after the first decision the games differ, as the bots do). Every seat of a game
//! is filled by the bot under test. The engine has no clock: the caller may pass one to time the
//! bots' decisions, and runs the games on as many threads as it likes (the records do not depend
//! on the order).

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::runner::choose_and_tell;
use super::Bot;
use crate::core::{drive, Game, Standing};

/// A monotonic clock in milliseconds, given by the caller.
pub type Clock = fn() -> f64;

/// How one arena game went.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaGame {
    /// Index of the bot in the arena's list.
    pub bot: usize,
    /// Index of the game (its seed stream).
    pub index: u32,
    /// 1 for a win, 0.5 for a draw, 0 for a loss or an unfinished game (in competitive games the
    /// tested seat's result, seat 0 without a field: first place alone wins, a shared first place
    /// draws; on sides, that seat's side).
    pub result: f64,
    /// `won:<reason>`, `lost:<reason>`, `drawn:<reason>`, `ranked:<reason>`, `sides:<reason>` or
    /// `unfinished`.
    pub end: String,
    /// The sum of the seats' scores, where the game keeps scores.
    pub score: Option<f64>,
    /// The game's turn counter at the end.
    pub turns: u32,
    /// Decisions made.
    pub decisions: u32,
    /// Decisions with more than one legal choice (the ones a bot thinks about).
    pub choices: u32,
    /// Milliseconds spent choosing, if a clock was given.
    pub think_ms: f64,
}

/// Plays arena game `index` of `seed` from `start` with a fresh `make()` bot in every seat, or,
/// with a `field`, the `make()` bot in seat `index % seats` (so the tested bot takes every seat in
/// turn) and a `field()` bot in each other seat: how a competitive game measures one bot against
/// others. The result is then that seat's, and only its decisions are counted and timed.
#[allow(clippy::too_many_arguments)]
pub fn arena_game<G: Game>(
    start: &G,
    seed: u64,
    index: u32,
    bot: usize,
    make: &dyn Fn() -> Box<dyn Bot<G>>,
    field: Option<&dyn Fn() -> Box<dyn Bot<G>>>,
    clock: Option<Clock>,
    max_steps: u32,
) -> ArenaGame {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(index));
    let mut state = start.clone();
    let seats = state.seat_count().max(1);
    let tested = field.map(|_| u8::try_from(index % u32::from(seats)).unwrap_or(0));
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats)
        .map(|s| match field {
            Some(other) if Some(s) != tested => other(),
            _ => make(),
        })
        .collect();
    let (mut choices, mut think_ms) = (0u32, 0.0f64);
    let mut legal = Vec::new();
    let run = drive(
        &mut state,
        &mut rng,
        max_steps,
        |_| {},
        |state, seat, rng| {
            let counted = tested.is_none_or(|t| t == seat);
            state.legal_actions(&mut legal);
            if legal.len() > 1 && counted {
                choices += 1;
            }
            let t0 = clock.filter(|_| counted).map(|c| c());
            let action = choose_and_tell(&mut bots, state, seat, rng);
            if let (Some(c), Some(t0)) = (clock, t0) {
                think_ms += c() - t0;
            }
            action
        },
    );
    let seat = usize::from(tested.unwrap_or(0));
    let decisions = run.actions;
    let outcome = state.outcome();
    let (result, end) = match &outcome {
        None => (0.0, "unfinished".to_string()),
        Some(o) => match &o.standing {
            Standing::Won => (1.0, format!("won:{}", o.reason)),
            Standing::Lost => (0.0, format!("lost:{}", o.reason)),
            Standing::Drawn => (0.5, format!("drawn:{}", o.reason)),
            Standing::Ranked { ranks } => {
                let firsts = ranks.iter().filter(|r| **r == 0).count();
                let r = match ranks.get(seat) {
                    Some(0) if firsts == 1 => 1.0,
                    Some(0) => 0.5,
                    _ => 0.0,
                };
                (r, format!("ranked:{}", o.reason))
            }
            Standing::Sides { sides, winner } => {
                let r = match (sides.get(seat), winner) {
                    (_, None) => 0.5,
                    (Some(side), Some(w)) if side == w => 1.0,
                    _ => 0.0,
                };
                (r, format!("sides:{}", o.reason))
            }
        },
    };
    let score = outcome.as_ref().filter(|o| !o.scores.is_empty()).map(|o| o.scores.iter().map(|&s| f64::from(s)).sum());
    ArenaGame { bot, index, result, end, score, turns: state.turn(), decisions, choices, think_ms }
}

/// One bot's results in an arena.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaLine {
    /// The bot ("heuristic", "normal" ...).
    pub bot: String,
    /// Games played.
    pub games: u32,
    /// Wins (draws count half in `win_rate`).
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses, unfinished games included.
    pub losses: u32,
    /// Mean result: the win rate.
    pub win_rate: f64,
    /// Its standard error, sqrt(p(1-p)/n).
    pub win_se: f64,
    /// Mean of the summed scores, where the game keeps them.
    pub mean_score: Option<f64>,
    /// Mean turns per game.
    pub mean_turns: f64,
    /// Mean decisions per game.
    pub mean_decisions: f64,
    /// Mean milliseconds per decision with a real choice (if timed).
    pub ms_per_move: Option<f64>,
    /// Games per end, e.g. `{"lost:fourth_impact": 40}`.
    pub ends: BTreeMap<String, u32>,
}

/// Bot `a` against bot `b` on the same seeds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaComparison {
    /// The stronger-claimed bot.
    pub a: String,
    /// The bot it is compared with.
    pub b: String,
    /// Win rate of `a` minus that of `b`.
    pub diff: f64,
    /// Standard error of the difference, sqrt(se_a² + se_b²) (the unpaired, cautious one).
    pub se: f64,
    /// `diff / se` (how many standard errors apart; 0 when both are exact).
    pub z: f64,
}

/// An arena's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaReport {
    /// Game id.
    pub game: String,
    /// Seats.
    pub players: u8,
    /// Games per bot.
    pub games: u32,
    /// Master seed.
    pub seed: u64,
    /// One line per bot, in the order given.
    pub bots: Vec<ArenaLine>,
    /// Each bot against the one before it in the list.
    pub comparisons: Vec<ArenaComparison>,
}

impl ArenaReport {
    /// Summarises `records` (any order) of `names.len()` bots.
    pub fn new(game: &str, players: u8, seed: u64, names: &[String], records: &[ArenaGame], timed: bool) -> Self {
        let mut lines = Vec::new();
        for (i, name) in names.iter().enumerate() {
            let mine: Vec<&ArenaGame> = records.iter().filter(|g| g.bot == i).collect();
            let n = mine.len().max(1) as f64;
            let wins = mine.iter().filter(|g| g.result >= 1.0).count() as u32;
            let draws = mine.iter().filter(|g| g.result > 0.0 && g.result < 1.0).count() as u32;
            let p = mine.iter().map(|g| g.result).sum::<f64>() / n;
            let scores: Vec<f64> = mine.iter().filter_map(|g| g.score).collect();
            let choices: u64 = mine.iter().map(|g| u64::from(g.choices)).sum();
            let think: f64 = mine.iter().map(|g| g.think_ms).sum();
            let mut ends = BTreeMap::new();
            for g in &mine {
                *ends.entry(g.end.clone()).or_insert(0) += 1;
            }
            lines.push(ArenaLine {
                bot: name.clone(),
                games: mine.len() as u32,
                wins,
                draws,
                losses: mine.len() as u32 - wins - draws,
                win_rate: p,
                win_se: (p * (1.0 - p) / n).sqrt(),
                mean_score: (!scores.is_empty()).then(|| scores.iter().sum::<f64>() / scores.len() as f64),
                mean_turns: mine.iter().map(|g| f64::from(g.turns)).sum::<f64>() / n,
                mean_decisions: mine.iter().map(|g| f64::from(g.decisions)).sum::<f64>() / n,
                ms_per_move: (timed && choices > 0).then(|| think / choices as f64),
                ends,
            });
        }
        let comparisons = lines
            .windows(2)
            .map(|w| {
                let (b, a) = (&w[0], &w[1]);
                let se = (a.win_se.powi(2) + b.win_se.powi(2)).sqrt();
                let diff = a.win_rate - b.win_rate;
                ArenaComparison {
                    a: a.bot.clone(),
                    b: b.bot.clone(),
                    diff,
                    se,
                    z: if se > 0.0 { diff / se } else { 0.0 },
                }
            })
            .collect();
        let games = lines.first().map_or(0, |l| l.games);
        ArenaReport { game: game.into(), players, games, seed, bots: lines, comparisons }
    }

    /// The report as a Markdown table (what docs/bots.md holds).
    pub fn markdown(&self) -> String {
        let mut out = String::from(
            "| bot | games | wins | win rate ± SE | mean score | mean turns | ms/move | ends |\n|---|---:|---:|---|---:|---:|---:|---|\n",
        );
        for l in &self.bots {
            let ends: Vec<String> = l.ends.iter().map(|(k, v)| format!("{k} {v}")).collect();
            out.push_str(&format!(
                "| {} | {} | {} | {:.1}% ± {:.1} | {} | {:.1} | {} | {} |\n",
                l.bot,
                l.games,
                l.wins,
                100.0 * l.win_rate,
                100.0 * l.win_se,
                l.mean_score.map_or("-".into(), |s| format!("{s:.2}")),
                l.mean_turns,
                l.ms_per_move.map_or("-".into(), |m| format!("{m:.2}")),
                ends.join(", ")
            ));
        }
        for c in &self.comparisons {
            out.push_str(&format!(
                "\n{} − {}: {:+.1} points ± {:.1} (z = {:.1})",
                c.a,
                c.b,
                100.0 * c.diff,
                100.0 * c.se,
                c.z
            ));
        }
        out.push('\n');
        out
    }
}

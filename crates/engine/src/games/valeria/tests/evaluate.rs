//! The evaluation: bounded, exact at the end, and it tells won games from lost ones.

use super::super::bot::FEATURES;
use super::*;
use crate::bots::Observation;
use crate::bots::{Bot, RandomBot, Searchable};
use crate::core::harness::play_on;
use rand::SeedableRng;

/// One decision point: the day, the features, the evaluation.
type Position = (u8, [f64; FEATURES], f64);

/// Positions of seeded games with `bot` in the seat, at every decision, and whether the game
/// was won.
fn positions(seeds: std::ops::Range<u64>, bot: &mut dyn Bot<Valeria>) -> Vec<(Vec<Position>, bool)> {
    seeds
        .map(|seed| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut g = Valeria::new(&ValeriaConfig::default()).unwrap();
            let mut seen = Vec::new();
            play_on(
                &mut g,
                &mut rng,
                50_000,
                |_| {},
                |g, _, rng| {
                    seen.push((g.day, g.eval_features(), g.evaluate(0)));
                    bot.choose(&Observation::new(g, 0), rng).unwrap()
                },
            );
            let won = g.evaluate(0) == 1.0;
            assert!(won || g.evaluate(0) == 0.0, "a finished game is worth its result");
            (seen, won)
        })
        .collect()
}

#[test]
fn evaluation_is_a_probability_and_exact_at_the_end() {
    let mut ends = (0, 0);
    for (seen, won) in
        positions(0..60, &mut RandomBot).into_iter().chain(positions(0..60, &mut super::super::ValeriaBot))
    {
        for (_, _, e) in seen {
            assert!((0.0..=1.0).contains(&e), "evaluation {e}");
        }
        if won {
            ends.0 += 1;
        } else {
            ends.1 += 1;
        }
    }
    assert!(ends.0 > 0 && ends.1 > 0, "both ends reached: {ends:?}");
}

/// On games it was not fitted to, positions of won games rate higher than positions of lost
/// games of the same day, on average.
#[test]
fn evaluation_ranks_won_positions_above_lost_ones_day_by_day() {
    let games = positions(50_000..50_400, &mut super::super::ValeriaBot);
    for day in 1..=7u8 {
        let mean = |want: bool| {
            let (sum, n) = games
                .iter()
                .filter(|(_, won)| *won == want)
                .flat_map(|(seen, _)| seen.iter().filter(|(d, _, _)| *d == day))
                .fold((0.0, 0usize), |(s, n), (_, _, e)| (s + e, n + 1));
            (sum / n.max(1) as f64, n)
        };
        let ((won, nw), (lost, nl)) = (mean(true), mean(false));
        if nw >= 20 && nl >= 20 {
            assert!(won > lost, "day {day}: won {won:.3} ({nw}) vs lost {lost:.3} ({nl})");
        }
    }
}

/// Not a check: fits the evaluation's weights (logistic regression by Newton's method) to
/// heuristic self-play and prints them. Run on purpose:
/// `cargo test -p rampart-engine --release --lib fit_valeria_evaluation -- --ignored --nocapture`.
#[test]
#[ignore = "prints fitted weights for bot/evaluate.rs; run by hand"]
#[allow(clippy::needless_range_loop)] // matrix arithmetic reads best with indices
fn fit_valeria_evaluation() {
    let games = positions(0..4_000, &mut super::super::ValeriaBot);
    let rows: Vec<([f64; FEATURES], f64)> = games
        .iter()
        .flat_map(|(seen, won)| seen.iter().step_by(3).map(move |(_, x, _)| (*x, if *won { 1.0 } else { 0.0 })))
        .collect();
    let mut w = [0.0f64; FEATURES];
    for _ in 0..25 {
        // Gradient and Hessian of the log-likelihood, with a little ridge for stability.
        let mut grad = [0.0f64; FEATURES];
        let mut hess = [[0.0f64; FEATURES]; FEATURES];
        for (x, y) in &rows {
            let z: f64 = w.iter().zip(x).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            for i in 0..FEATURES {
                grad[i] += (y - p) * x[i];
                for j in 0..FEATURES {
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] -= 1e-3 * w[i];
            hess[i][i] += 1e-3;
        }
        // Solve hess * step = grad (Gaussian elimination with partial pivoting).
        let mut a = hess;
        let mut b = grad;
        for c in 0..FEATURES {
            let p = (c..FEATURES).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
            a.swap(c, p);
            b.swap(c, p);
            for r in c + 1..FEATURES {
                let f = a[r][c] / a[c][c];
                for k in c..FEATURES {
                    a[r][k] -= f * a[c][k];
                }
                b[r] -= f * b[c];
            }
        }
        let mut step = [0.0f64; FEATURES];
        for c in (0..FEATURES).rev() {
            let s: f64 = (c + 1..FEATURES).map(|k| a[c][k] * step[k]).sum();
            step[c] = (b[c] - s) / a[c][c];
        }
        for i in 0..FEATURES {
            w[i] += step[i];
        }
    }
    let (mut loss, mut base) = (0.0, 0.0);
    let rate = rows.iter().map(|(_, y)| y).sum::<f64>() / rows.len() as f64;
    for (x, y) in &rows {
        let z: f64 = w.iter().zip(x).map(|(a, b)| a * b).sum();
        let p = (1.0 / (1.0 + (-z).exp())).clamp(1e-9, 1.0 - 1e-9);
        loss -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        base -= y * rate.ln() + (1.0 - y) * (1.0 - rate).ln();
    }
    let n = rows.len() as f64;
    println!("{} positions of {} games, win rate {rate:.3}", rows.len(), games.len());
    println!("log loss {:.4} (constant model {:.4})", loss / n, base / n);
    println!("weights {w:?}");
}

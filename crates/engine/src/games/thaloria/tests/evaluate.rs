//! The searching levels' evaluation: a share of the win among the Wizards still in the game,
//! and it picks out the eventual winner on games it was not fitted to.

use super::super::bot::{ThaloriaBot, FEATURES};
use super::super::{BoardSetup, Thaloria, ThaloriaConfig};
use crate::bots::{Bot, Observation, Searchable};
use crate::core::harness::play_on;
use crate::core::{Game, Seat, Standing};
use rand::SeedableRng;

/// One position every `every` decisions: each seat's features and the model's chance for it.
type Position = (Vec<[f64; FEATURES]>, Vec<f64>);

/// A heuristic game of `players` on `board` from `seed`: its sampled positions and the winner
/// (none for a draw or a game cut off).
fn heuristic_game(players: u8, board: BoardSetup, seed: u64, every: usize) -> (Vec<Position>, Option<Seat>) {
    let config = ThaloriaConfig { players, board, ..ThaloriaConfig::default() };
    let mut g = Thaloria::new(&config).expect("config");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut bot = ThaloriaBot;
    let mut seen = Vec::new();
    let mut step = 0usize;
    play_on(
        &mut g,
        &mut rng,
        200_000,
        |_| {},
        |g, seat, rng| {
            if step % every == 0 {
                let seats = 0..g.config.players;
                seen.push((
                    seats.clone().map(|s| g.eval_features(s)).collect(),
                    seats.map(|s| g.evaluate(s)).collect(),
                ));
            }
            step += 1;
            bot.choose(&Observation::new(g, seat), rng).expect("a move")
        },
    );
    let winner = g.outcome().and_then(|o| match o.standing {
        Standing::Ranked { ranks } => {
            let first: Vec<usize> = (0..ranks.len()).filter(|&i| ranks[i] == 0).collect();
            (first.len() == 1).then(|| first[0] as Seat)
        }
        _ => None,
    });
    (seen, winner)
}

#[test]
fn evaluation_shares_the_win_among_the_wizards_in_the_game() {
    for seed in 0..6 {
        let players = 2 + (seed % 4) as u8;
        let (seen, _) = heuristic_game(players, BoardSetup::Quick, 70_000 + seed, 7);
        assert!(!seen.is_empty());
        for (features, chances) in seen {
            let total: f64 = chances.iter().sum();
            assert!((total - 1.0).abs() < 1e-9, "the chances add to 1: {chances:?}");
            for (x, c) in features.iter().zip(&chances) {
                assert!((0.0..=1.0).contains(c), "a chance is a probability: {c}");
                if x.iter().all(|v| *v == 0.0) {
                    assert_eq!(*c, 0.0, "a Wizard out of the game has no chance");
                }
            }
        }
    }
}

/// On games it was not fitted to, the eventual winner's mean chance over the second half of
/// the game is above a fair share more often than not, and above the others' mean.
#[test]
fn evaluation_picks_out_the_eventual_winner() {
    let (mut winner_sum, mut other_sum, mut n_w, mut n_o) = (0.0, 0.0, 0usize, 0usize);
    for seed in 0..24 {
        let (seen, Some(winner)) = heuristic_game(4, BoardSetup::Quick, 80_000 + seed, 5) else { continue };
        for (_, chances) in seen.iter().skip(seen.len() / 2) {
            for (s, c) in chances.iter().enumerate() {
                if s == usize::from(winner) {
                    winner_sum += c;
                    n_w += 1;
                } else {
                    other_sum += c;
                    n_o += 1;
                }
            }
        }
    }
    assert!(n_w > 100 && n_o > 100, "enough decided games: {n_w} {n_o}");
    let (w, o) = (winner_sum / n_w as f64, other_sum / n_o as f64);
    assert!(w > 0.25 + 0.1 && w > 2.0 * o, "winner {w:.3}, others {o:.3}");
}

/// Not a check: fits the evaluation's weights (a conditional logit over the seats still in the
/// game, by Newton's method) to heuristic self-play and prints them. Run on purpose:
/// `THALORIA_FIT_GAMES=1600 cargo test -p rampart-engine --release --lib fit_thaloria_evaluation
/// -- --ignored --nocapture`.
#[test]
#[ignore = "prints fitted weights for bot/evaluate.rs; run by hand"]
#[allow(clippy::needless_range_loop)] // matrix arithmetic reads best with indices
fn fit_thaloria_evaluation() {
    let games: u64 = std::env::var("THALORIA_FIT_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(1600);
    // Mostly 4 players on the quick board (the arena's measure), some of every other kind.
    let kind = |seed: u64| match seed % 8 {
        0 => (2, BoardSetup::Build),
        1 => (3, BoardSetup::Quick),
        2 => (5, BoardSetup::Quick),
        3 => (4, BoardSetup::Build),
        _ => (4, BoardSetup::Quick),
    };
    let split = games * 4 / 5;
    let mut fit: Vec<(Vec<[f64; FEATURES]>, usize)> = Vec::new();
    let mut held: Vec<(Vec<[f64; FEATURES]>, usize)> = Vec::new();
    let mut in_use = (0.0, 0usize);
    let mut decided = 0;
    for seed in 0..games {
        let (players, board) = kind(seed);
        let (seen, Some(winner)) = heuristic_game(players, board, 1_000_000 + seed, 6) else { continue };
        decided += 1;
        let rows = if seed < split { &mut fit } else { &mut held };
        for (x, chances) in seen {
            // Only the seats still in the game compete; a position with one left is decided.
            let alive: Vec<usize> = (0..x.len()).filter(|&s| x[s].iter().any(|v| *v != 0.0)).collect();
            if alive.len() < 2 || !alive.contains(&usize::from(winner)) {
                continue;
            }
            let y = alive.iter().position(|&s| s == usize::from(winner)).unwrap_or(0);
            if seed >= split {
                in_use.0 -= chances[usize::from(winner)].max(1e-12).ln();
                in_use.1 += 1;
            }
            rows.push((alive.iter().map(|&s| x[s]).collect(), y));
        }
    }
    let score = |w: &[f64; FEATURES], x: &[f64; FEATURES]| -> f64 { w.iter().zip(x).map(|(a, b)| a * b).sum() };
    let probs = |w: &[f64; FEATURES], xs: &[[f64; FEATURES]]| -> Vec<f64> {
        let z: Vec<f64> = xs.iter().map(|x| score(w, x)).collect();
        let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let e: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
        let sum: f64 = e.iter().sum();
        e.iter().map(|v| v / sum).collect()
    };
    let mut w = [0.0f64; FEATURES];
    for _ in 0..30 {
        let mut grad = [0.0f64; FEATURES];
        let mut hess = [[0.0f64; FEATURES]; FEATURES];
        for (xs, y) in &fit {
            let p = probs(&w, xs);
            let mut mean = [0.0f64; FEATURES];
            for (x, pj) in xs.iter().zip(&p) {
                for i in 0..FEATURES {
                    mean[i] += pj * x[i];
                }
            }
            for i in 0..FEATURES {
                grad[i] += xs[*y][i] - mean[i];
            }
            for (x, pj) in xs.iter().zip(&p) {
                for i in 0..FEATURES {
                    for j in 0..FEATURES {
                        hess[i][j] += pj * (x[i] - mean[i]) * (x[j] - mean[j]);
                    }
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] -= 1e-2 * w[i];
            hess[i][i] += 1e-2;
        }
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
    let loss = |w: &[f64; FEATURES], rows: &[(Vec<[f64; FEATURES]>, usize)]| {
        let (mut l, mut base) = (0.0, 0.0);
        for (xs, y) in rows {
            l -= probs(w, xs)[*y].max(1e-12).ln();
            base += (xs.len() as f64).ln();
        }
        (l / rows.len() as f64, base / rows.len() as f64)
    };
    println!("{} decided games; {} positions fitted, {} held out", decided, fit.len(), held.len());
    println!("fitted: log loss {:.4} (equal shares {:.4})", loss(&w, &fit).0, loss(&w, &fit).1);
    println!("held out: log loss {:.4} (equal shares {:.4})", loss(&w, &held).0, loss(&w, &held).1);
    println!("held out with the evaluation in use: {:.4}", in_use.0 / in_use.1.max(1) as f64);
    println!("weights {w:?}");
}

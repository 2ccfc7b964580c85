//! The Pig match: the engine's test campaign. Up to [`MATCH_GAMES`] games; the first seat to win
//! [`MATCH_WINS`] wins the match. The record carries each seat's wins and defeats (a defeat
//! track) and the branch the last game decides: after a close game (won by fewer than
//! [`CLOSE_MARGIN`] points) the next one is played to a target [`OVERTIME_TARGET`] higher.

use serde::{Deserialize, Serialize};

use super::data::{PigConfig, CLOSE_MARGIN, MATCH_GAMES, MATCH_WINS, OVERTIME_TARGET};
use super::state::Pig;
use crate::core::{Campaign, Next, Outcome, Standing};

/// What a Pig match carries from game to game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PigMatch {
    /// Games won, per seat.
    pub wins: Vec<u8>,
    /// Games lost, per seat (the defeat track).
    pub defeats: Vec<u8>,
    /// Games played.
    pub games: u8,
    /// The next game is played to a higher target (the last one was close).
    pub overtime: bool,
}

impl Campaign for Pig {
    type Record = PigMatch;

    fn next_game(base: &PigConfig, record: &PigMatch) -> Next<PigConfig> {
        let leader = record.wins.iter().copied().max().unwrap_or(0);
        if leader >= MATCH_WINS || record.games >= MATCH_GAMES {
            let ranks = record
                .wins
                .iter()
                .map(|w| u8::try_from(record.wins.iter().filter(|o| *o > w).count()).unwrap_or(u8::MAX))
                .collect();
            let best: Vec<String> = record
                .wins
                .iter()
                .enumerate()
                .filter(|(_, w)| **w == leader)
                .map(|(s, _)| format!("Seat {}", s + 1))
                .collect();
            return Next::Over(Outcome {
                standing: Standing::Ranked { ranks },
                reason: "match_over".into(),
                summary: format!("{} won the match with {leader} games", best.join(" and ")),
                grade: None,
                grade_key: None,
                scores: record.wins.iter().map(|&w| i32::from(w)).collect(),
            });
        }
        let mut config = base.clone();
        if record.overtime {
            config.target = config.target.saturating_add(OVERTIME_TARGET);
        }
        Next::Play(config)
    }

    fn carry(record: &mut PigMatch, finished: &Pig, outcome: &Outcome) {
        let seats = usize::from(finished.config.players);
        record.wins.resize(seats, 0);
        record.defeats.resize(seats, 0);
        record.games = record.games.saturating_add(1);
        if let Standing::Ranked { ranks } = &outcome.standing {
            for (seat, rank) in ranks.iter().enumerate().take(seats) {
                if *rank == 0 {
                    record.wins[seat] = record.wins[seat].saturating_add(1);
                } else {
                    record.defeats[seat] = record.defeats[seat].saturating_add(1);
                }
            }
        }
        let mut scores = outcome.scores.clone();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        let margin = match scores.as_slice() {
            [first, second, ..] => first - second,
            _ => i32::MAX,
        };
        record.overtime = margin < CLOSE_MARGIN;
    }
}

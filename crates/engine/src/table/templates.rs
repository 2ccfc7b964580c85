//! The generic table's templates: which counters an "Any game" table starts with. A template only
//! lays out counters; every change to them goes through the generic machinery (history, undo,
//! saves), and the players add whatever else they need (counters, custom dice).

use serde::{Deserialize, Serialize};

use super::counter::CounterRole;
use super::error::TableError;
use super::import::LIFE_RANGE;
use super::kinds::GENERIC_LIFE;
use super::state::TableState;
use super::tracker::{Layout, Spec};

/// What a generic table starts with (`table_new`'s `template`; absent means `life`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GenericTemplate {
    /// Life per player, from the request's starting `life` (20 unless given).
    #[default]
    Life,
    /// A Score per player and a shared Round.
    ScoreSheet,
    /// A shared Round and a turn marker naming whose turn it is.
    Rounds,
}

/// Key of a score sheet's per-player Score.
pub const SCORE: &str = "score";
/// Key of the shared Round (score sheet and rounds).
pub const ROUND: &str = "round";
/// Key of the rounds template's turn marker.
pub const TURN: &str = "turn";

/// Lowest Score. designed: rulebook silent — room for penalty points below zero.
pub const SCORE_MIN: i32 = -9_999;
/// Highest Score. designed: rulebook silent — five digits cover long scoring games on a phone.
pub const SCORE_MAX: i32 = 99_999;
/// Last Round. designed: rulebook silent — three digits, past any evening's rounds.
pub const ROUND_MAX: i32 = 999;

impl GenericTemplate {
    /// Every template, in the order the new-table form shows them.
    pub const ALL: [GenericTemplate; 3] = [GenericTemplate::Life, GenericTemplate::ScoreSheet, GenericTemplate::Rounds];

    /// Stable id, as in `table_new`'s `template`.
    pub fn id(self) -> &'static str {
        match self {
            GenericTemplate::Life => "life",
            GenericTemplate::ScoreSheet => "score_sheet",
            GenericTemplate::Rounds => "rounds",
        }
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            GenericTemplate::Life => "Life counters",
            GenericTemplate::ScoreSheet => "Score sheet",
            GenericTemplate::Rounds => "Round counter",
        }
    }

    /// One line on what it starts with.
    pub fn description(self) -> &'static str {
        match self {
            GenericTemplate::Life => "Life per player",
            GenericTemplate::ScoreSheet => "A score per player and the round",
            GenericTemplate::Rounds => "The round and whose turn it is",
        }
    }

    /// Whether this is the default template (`life`), which a table's JSON leaves out.
    pub fn is_life(&self) -> bool {
        *self == GenericTemplate::Life
    }

    /// Whether the template takes a starting Life.
    pub fn takes_life(self) -> bool {
        self == GenericTemplate::Life
    }

    /// The counters of a new generic table with `players` players (`life`: the starting Life of
    /// the `life` template).
    ///
    /// # Errors
    /// [`TableError::BadCounter`] for a starting Life outside [`LIFE_RANGE`];
    /// [`TableError::UnusedField`] for a starting Life given to a template without Life.
    pub(crate) fn layout(self, players: usize, life: Option<i32>) -> Result<Layout, TableError> {
        if let (false, Some(_)) = (self.takes_life(), life) {
            return Err(TableError::UnusedField {
                field: "life",
                reason: format!(
                    "a starting Life is for the life template; the {} template has no Life counter",
                    self.id()
                ),
            });
        }
        let round = || {
            // designed: rulebook silent — rounds are counted from the first, as players say them.
            Spec::number(ROUND, "Round", 1, ROUND_MAX, 1)
        };
        Ok(match self {
            GenericTemplate::Life => {
                // designed: rulebook silent — LifeTrinket's default start (GENERIC_LIFE), any start in LIFE_RANGE.
                let start = life.unwrap_or(GENERIC_LIFE);
                if !LIFE_RANGE.contains(&start) {
                    return Err(TableError::BadCounter(format!(
                        "starting Life must be {} to {}, not {start}",
                        LIFE_RANGE.start(),
                        LIFE_RANGE.end()
                    )));
                }
                Layout {
                    shared: Vec::new(),
                    per_player: vec![Spec::number("life", "Life", 0, 9999, start).role(CounterRole::Life)],
                    seat_values: Vec::new(),
                }
            }
            GenericTemplate::ScoreSheet => Layout {
                shared: vec![round().note("designed: rulebook silent — the round being scored; + when it ends")],
                // designed: rulebook silent — everyone starts at 0; hold ± for 5, tap the number to type a total.
                per_player: vec![Spec::number(SCORE, "Score", SCORE_MIN, SCORE_MAX, 0)
                    .note("designed: rulebook silent — starts at 0; below 0 for penalties")],
                seat_values: Vec::new(),
            },
            GenericTemplate::Rounds => {
                // Named after the players by `settle` (`sync_turn`).
                let seats: Vec<String> = (1..=players.max(1)).map(|n| format!("Player {n}")).collect();
                let seats: Vec<&str> = seats.iter().map(String::as_str).collect();
                Layout {
                    shared: vec![
                        // designed: rulebook silent — one step per player in seat order; Next past the last starts the next round.
                        Spec::steps(TURN, "Turn", &seats)
                            .carry(ROUND)
                            .note("designed: rulebook silent — whose turn, in seat order; Next after the last player starts the next round"),
                        round().note("designed: rulebook silent — starts at 1; moves on when the last player's turn ends"),
                    ],
                    per_player: Vec::new(),
                    seat_values: Vec::new(),
                }
            }
        })
    }
}

/// The generic table's one consequence: the turn marker (rounds template) keeps the players'
/// names and number, whoever joins, leaves or is renamed. Tables without one are untouched.
pub(crate) fn settle(state: &mut TableState) {
    let names: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    let max = i32::try_from(names.len()).unwrap_or(1).max(1) - 1;
    if let Some(c) = state.by_key_mut(TURN, None) {
        if c.labels != names {
            c.labels = names;
        }
        c.max = max.max(c.min);
        c.value = c.value.clamp(c.min, c.max);
        c.default = c.default.clamp(c.min, c.max);
    }
}

//! Difficulty levels: each maps to an ISMCTS budget and to how greedily its final move is chosen.
//!
//! The iteration budgets make arena games reproducible; in play a level also has a time budget,
//! whichever ends first (see [`Level::time_budget_ms`]). The figures were calibrated with
//! `rampart arena` (docs/bots.md): each level beats the one below it.

use serde::{Deserialize, Serialize};

use super::IsmctsConfig;

/// A difficulty level of the searching bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A search too short to weigh every move: it misjudges often.
    Easy,
    /// A real search, the heuristic's move unless the search finds better.
    Normal,
    /// Three times Normal's budget; at most 300 ms a move in play.
    Hard,
    /// The largest budget and tree.
    Expert,
}

/// Every level, weakest first.
pub const LEVELS: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Expert];

impl Level {
    /// The name used on the command line, in the protocol and in the UI ("easy" ...).
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level called `name`.
    pub fn from_name(name: &str) -> Option<Level> {
        LEVELS.into_iter().find(|l| l.name() == name)
    }

    /// The search of this level (games may tune it: `Registered::level_config`).
    pub fn config(self) -> IsmctsConfig {
        let base = IsmctsConfig { exploration: 0.7, reuse: true, ..IsmctsConfig::default() };
        match self {
            Level::Easy => IsmctsConfig {
                iterations: 16,
                rollout_steps: 4,
                temperature: 0.0,
                prior: 0.5,
                reuse: false,
                max_nodes: 1 << 14,
                ..base
            },
            Level::Normal => IsmctsConfig {
                iterations: 200,
                rollout_steps: 8,
                temperature: 0.0,
                prior: 0.5,
                max_nodes: 1 << 18,
                ..base
            },
            Level::Hard => IsmctsConfig {
                iterations: 600,
                rollout_steps: 8,
                temperature: 0.0,
                prior: 0.5,
                max_nodes: 1 << 20,
                ..base
            },
            Level::Expert => IsmctsConfig {
                iterations: 1500,
                rollout_steps: 8,
                temperature: 0.0,
                prior: 0.5,
                max_nodes: 1 << 21,
                ..base
            },
        }
    }

    /// The most time a move may take in play, in milliseconds (arena games use iterations only).
    pub fn time_budget_ms(self) -> f64 {
        match self {
            Level::Easy => 60.0,
            Level::Normal => 150.0,
            Level::Hard => 300.0,
            Level::Expert => 2000.0,
        }
    }
}

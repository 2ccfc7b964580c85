//! Pig's setup.

use super::data::{PigConfig, BONUS_DECK};
use super::state::{Phase, Pig};
use crate::core::{ConfigError, Deck, PendingStack};

impl Pig {
    /// The state before the first roll.
    ///
    /// # Errors
    /// Fewer than 2 or more than 4 players, or a target outside 10..=200.
    pub fn setup(config: &PigConfig) -> Result<Pig, ConfigError> {
        if !(2..=4).contains(&config.players) {
            return Err(ConfigError(format!("Pig takes 2 to 4 players, not {}", config.players)));
        }
        if !(10..=200).contains(&config.target) {
            return Err(ConfigError(format!("the target must be 10 to 200, not {}", config.target)));
        }
        let n = usize::from(config.players);
        let deck = if config.bonus_cards { Deck::from_counts(BONUS_DECK) } else { Deck::new() };
        Ok(Pig {
            config: config.clone(),
            scores: vec![0; n],
            current: 0,
            turn: 1,
            turn_total: 0,
            phase: Phase::Decide,
            pending: PendingStack::new(),
            deck,
            hidden: vec![None; n],
            revealed: vec![Vec::new(); n],
            winner: None,
        })
    }
}

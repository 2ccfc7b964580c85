//! Siege of Valeria as data: a solo game with one option.

use super::{Valeria, ValeriaConfig};
use crate::core::Game;
use crate::games::{GameId, GameInfo, Information, OptionSpec, Utility};

/// Siege of Valeria's metadata and setup options (the fields of [`ValeriaConfig`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: GameId::Valeria,
        name: Valeria::NAME.into(),
        description: "Solo: hold the Fortress for seven days against Siege Engines and monster-kin.".into(),
        // rulebook: the decks are shuffled face down, but nothing is hidden from the one player.
        information: Information::Perfect,
        utility: Utility::Solo,
        min_seats: Valeria::MIN_SEATS,
        max_seats: Valeria::MAX_SEATS,
        seat_name: "Defender".into(),
        // The siege lasts seven days: the log and the status line count them.
        turn_word: "Day".into(),
        options: vec![OptionSpec::switch(
            "easy_mode",
            "Easy Mode",
            "Play without the Event cards while you learn the game.",
            "rulebook: Easy Mode",
        )],
        default_config: serde_json::to_value(ValeriaConfig::default()).unwrap_or_default(),
        test_only: false,
    }
}

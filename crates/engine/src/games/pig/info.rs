//! Pig as data: the engine's test game, with hidden bonus cards and a ranking at the end.

use super::{Pig, PigConfig};
use crate::core::Game;
use crate::games::{GameId, GameInfo, Information, OptionKind, OptionSpec, Utility};

/// Pig's metadata and setup options (the fields of [`PigConfig`]).
pub fn info() -> GameInfo {
    let defaults = PigConfig::default();
    GameInfo {
        id: GameId::Pig,
        name: Pig::NAME.into(),
        description: "The engine's test game: roll or hold, first to the target wins.".into(),
        // Each seat's face-down bonus card is hidden from the others.
        information: Information::Imperfect,
        utility: Utility::ZeroSum,
        min_seats: Pig::MIN_SEATS,
        max_seats: Pig::MAX_SEATS,
        seat_name: "Player".into(),
        turn_word: "Turn".into(),
        options: vec![
            OptionSpec::new(
                "players",
                "Players",
                OptionKind::Seats { min: Pig::MIN_SEATS, max: Pig::MAX_SEATS },
                defaults.players,
                "designed: the engine's test game",
            ),
            OptionSpec::new(
                "target",
                "Points to win",
                OptionKind::Int { min: 10, max: 200 },
                defaults.target,
                "designed: the engine's test game",
            ),
            OptionSpec::new(
                "bonus_cards",
                "Bonus cards",
                OptionKind::Bool,
                defaults.bonus_cards,
                "designed: the engine's test game",
            )
            .with_note("A hold of 10 or more draws a face-down bonus card."),
        ],
        default_config: serde_json::to_value(defaults).unwrap_or_default(),
        test_only: true,
    }
}

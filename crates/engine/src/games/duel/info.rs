//! Spell Duel as data: the engine's second test game, with sides, hidden hands and a chain.

use super::{Duel, DuelConfig};
use crate::core::Game;
use crate::games::{GameId, GameInfo, Information, OptionKind, OptionSpec, Utility};

/// Spell Duel's metadata and setup options (the fields of [`DuelConfig`]).
pub fn info() -> GameInfo {
    let defaults = DuelConfig::default();
    GameInfo {
        id: GameId::Duel,
        name: Duel::NAME.into(),
        description: "The engine's second test game: two sides, hidden hands, a chain of Bolts and Wards.".into(),
        // Each hand is hidden from the other side (and, without team hands, from partners).
        information: Information::Imperfect,
        utility: Utility::ZeroSum,
        min_seats: Duel::MIN_SEATS,
        max_seats: Duel::MAX_SEATS,
        seat_name: "Player".into(),
        turn_word: "Round".into(),
        options: vec![
            OptionSpec::new(
                "players",
                "Players",
                OptionKind::Seats { min: Duel::MIN_SEATS, max: Duel::MAX_SEATS },
                defaults.players,
                "designed: the engine's test game",
            )
            .with_note("Even seats play against odd seats."),
            OptionSpec::new(
                "life",
                "Life per side",
                OptionKind::Int { min: 1, max: 30 },
                defaults.life,
                "designed: the engine's test game",
            ),
            OptionSpec::new(
                "team_hands",
                "Partners see each other's hands",
                OptionKind::Bool,
                defaults.team_hands,
                "designed: the engine's test game",
            ),
        ],
        default_config: serde_json::to_value(defaults).unwrap_or_default(),
        test_only: true,
    }
}

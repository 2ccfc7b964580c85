//! Heroes and Spells as data: 2-5 Wizards, how the board is built, and an optional round limit.

use super::setup::{BoardSetup, MAX_ROUND_LIMIT};
use super::{Thaloria, ThaloriaConfig};
use crate::core::Game;
use crate::games::{Choice, GameId, GameInfo, Information, OptionKind, OptionSpec, Utility};

/// Heroes and Spells' metadata and setup options (the fields of [`ThaloriaConfig`]).
pub fn info() -> GameInfo {
    let defaults = ThaloriaConfig::default();
    GameInfo {
        id: GameId::Thaloria,
        name: Thaloria::NAME.into(),
        description: "2-5 Wizards build the realm around the Grotto and fight for its tiles.".into(),
        // Each hand is hidden from the other players, and the deck's order from everyone.
        information: Information::Imperfect,
        utility: Utility::ZeroSum,
        min_seats: Thaloria::MIN_SEATS,
        max_seats: Thaloria::MAX_SEATS,
        seat_name: "Wizard".into(),
        turn_word: "Round".into(),
        options: vec![
            OptionSpec::new(
                "players",
                "Wizards",
                OptionKind::Seats { min: Thaloria::MIN_SEATS, max: Thaloria::MAX_SEATS },
                defaults.players,
                "rulebook: 2. Players and Dice",
            ),
            OptionSpec::new(
                "board",
                "Board",
                OptionKind::Choice {
                    choices: vec![
                        Choice::new(BoardSetup::Build, "Build it tile by tile"),
                        Choice::new(BoardSetup::Quick, "Quick board"),
                    ],
                },
                defaults.board,
                "rulebook: 2. Board Setup (the quick board is designed: ruling G-2)",
            )
            .with_note("The quick board lays each Wizard's ten tiles at once, as a wedge from the Grotto."),
            OptionSpec::new(
                "round_limit",
                "Round limit (0: none)",
                OptionKind::Int { min: 0, max: i64::from(MAX_ROUND_LIMIT) },
                defaults.round_limit,
                "designed: rulebook silent",
            )
            .with_note("At the limit the tie-breakers decide: Life Points, then tiles, then Army Power."),
        ],
        default_config: serde_json::to_value(defaults).unwrap_or_default(),
        test_only: false,
    }
}

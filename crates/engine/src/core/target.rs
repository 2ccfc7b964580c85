//! What an action points at on the board, so a board maps a tap to an action without
//! re-deriving a rule: each legal action lists the [`Target`]s it refers to, and a tap on a
//! thing picks the legal actions that name it.

use serde::{Deserialize, Serialize};

use super::Seat;

/// One thing on the table that an action refers to. The ids are the game's own (a location id
/// such as `"bounty_bay"`, a card id, a cell name), the same ids its view uses, so a board can
/// match them against what it draws.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// A place on the map (a location, a region, an area, a tile).
    Location(String),
    /// A card, in a hand, a row, a display or a discard.
    Card(String),
    /// A space of a grid or a track (a wall cell, a turret, a battlefield square).
    Cell(String),
    /// A piece on the board (a hero, a general, a unit, a siege engine).
    Piece(String),
    /// A seat (a player to heal, trade with or target).
    Seat(Seat),
}

impl Target {
    /// A location target.
    pub fn location(id: impl Into<String>) -> Target {
        Target::Location(id.into())
    }
    /// A card target.
    pub fn card(id: impl Into<String>) -> Target {
        Target::Card(id.into())
    }
    /// A cell target.
    pub fn cell(id: impl Into<String>) -> Target {
        Target::Cell(id.into())
    }
    /// A piece target.
    pub fn piece(id: impl Into<String>) -> Target {
        Target::Piece(id.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_have_a_small_tagged_json_form() {
        let all = vec![
            Target::location("bounty_bay"),
            Target::card("c12"),
            Target::cell("wall_3"),
            Target::piece("general_orc"),
            Target::Seat(2),
        ];
        let json = serde_json::to_string(&all).unwrap();
        assert_eq!(
            json,
            r#"[{"location":"bounty_bay"},{"card":"c12"},{"cell":"wall_3"},{"piece":"general_orc"},{"seat":2}]"#
        );
        assert_eq!(serde_json::from_str::<Vec<Target>>(&json).unwrap(), all);
    }
}

//! Play, Watch and Assist: the new-game form, the game screen with its board, the saves list.
//!
//! Everything here talks to the engine through the protocol ([`api`]), so it behaves the same
//! in the Tauri app and in the browser. Each game's board is its own component behind the one
//! interface of [`board`]; the rest of the screen is the same for every game.

mod api;
pub mod board;
mod defenders;
mod end;
mod log;
mod model;
mod new_game;
mod picker;
mod question;
mod saves;
mod screen;
mod valeria;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use yew_router::prelude::Navigator;

use crate::app::Route;
pub use defenders::DefendersBoard;
pub use new_game::NewGameScreen;
pub use saves::SavedGames;
pub use screen::PlayScreen;
pub use valeria::ValeriaBoard;

/// The games that have a board.
pub const PLAYABLE: &[&str] = &["valeria", "defenders"];

/// What the log groups by: Valeria counts days, Defenders turns.
pub fn turn_word(game: &str) -> &'static str {
    match game {
        "valeria" => "Day",
        _ => "Turn",
    }
}

/// A seat's name: "You" in Valeria, the hero in Defenders ("Wizard"), else "Seat 2".
pub fn seat_name(game: &str, view: &Value, seat: u8) -> String {
    match game {
        "valeria" => "You".to_string(),
        "defenders" => {
            let hero = view
                .get("seats")
                .and_then(|seats| seats.get(usize::from(seat)))
                .and_then(|s| s.get("hero"))
                .and_then(|h| h.get("kind"))
                .cloned()
                .and_then(|kind| serde_json::from_value::<rampart_engine::defenders::HeroKind>(kind).ok());
            match hero {
                Some(hero) => hero.name().to_string(),
                None => format!("Hero {}", u16::from(seat) + 1),
            }
        }
        _ => format!("Seat {}", u16::from(seat) + 1),
    }
}

/// The new-game form's query: the game (and mode) chosen in advance.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NewGameQuery {
    /// A game id.
    #[serde(default)]
    pub game: Option<String>,
}

impl NewGameQuery {
    /// Opens the new-game form, with `game` chosen if given.
    pub fn open(navigator: &Navigator, game: Option<&str>) {
        let query = NewGameQuery { game: game.map(str::to_string) };
        if navigator.push_with_query(&Route::NewGame, &query).is_err() {
            navigator.push(&Route::NewGame);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn seats_are_named_by_their_hero() {
        let view = json!({"seats": [{"hero": {"kind": "eagle_rider"}}, {"hero": null}]});
        assert_eq!(seat_name("defenders", &view, 0), "Eagle Rider");
        assert_eq!(seat_name("defenders", &view, 1), "Hero 2");
        assert_eq!(seat_name("valeria", &view, 0), "You");
        assert_eq!(turn_word("valeria"), "Day");
    }
}

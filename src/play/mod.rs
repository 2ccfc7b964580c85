//! Play, Watch and Assist: the new-game form, the game screen with its board, the saves list.
//!
//! Everything here talks to the engine through the protocol ([`api`]), so it behaves the same
//! in the Tauri app and in the browser. Each game's board is its own component behind the one
//! interface of [`board`]; the rest of the screen is the same for every game.

mod api;
pub mod board;
mod defenders;
mod end;
mod hint;
mod log;
pub(crate) mod new_game;
mod picker;
mod question;
mod saves;
mod screen;
mod thaloria;
mod valeria;

use rampart_engine::GameId;
use serde::{Deserialize, Serialize};
use yew_router::prelude::Navigator;

use crate::app::Route;

/// Every saved game (none when the engine cannot list them).
pub async fn saved_games() -> Vec<rampart_engine::protocol::SessionSummary> {
    api::list().await.unwrap_or_default()
}
pub use defenders::DefendersBoard;
pub use log::{line_who, LogPanel};
pub use new_game::NewGameScreen;
pub use saves::{status_line, SavedGames};
pub use screen::PlayScreen;
pub use thaloria::ThaloriaBoard;
pub use valeria::ValeriaBoard;

/// What the game counts its rounds in: "Day" (Valeria), "Turn" (Defenders), from its metadata.
pub fn turn_word(game: GameId) -> String {
    game.info().turn_word
}

/// What each seat is called on the play screen: "You" in a game for one, else the engine's
/// names ("Eagle Rider" once the hero is dealt, "Hero 2" before).
pub fn seat_names(game: GameId, engine_names: &[String]) -> Vec<String> {
    let solo = game.info().max_seats == 1;
    if solo {
        vec!["You".to_string()]
    } else {
        engine_names.to_vec()
    }
}

/// A seat's name from [`seat_names`], or "Seat 2" for a seat it does not name.
pub fn seat_name(names: &[String], seat: u8) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_else(|| format!("Seat {}", u16::from(seat) + 1))
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

    #[test]
    fn seats_are_named_by_the_engine_and_a_solo_seat_is_you() {
        let names = vec!["Eagle Rider".to_string(), "Hero 2".to_string()];
        let shown = seat_names(GameId::Defenders, &names);
        assert_eq!(seat_name(&shown, 0), "Eagle Rider");
        assert_eq!(seat_name(&shown, 1), "Hero 2");
        assert_eq!(seat_name(&shown, 2), "Seat 3");
        assert_eq!(seat_name(&seat_names(GameId::Valeria, &["Defender".into()]), 0), "You");
        assert_eq!(turn_word(GameId::Valeria), "Day");
        assert_eq!(turn_word(GameId::Defenders), "Turn");
    }
}

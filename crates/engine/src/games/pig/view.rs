//! What one seat of Pig may see: its own bonus card, and only that the others hold one.

use serde::{Deserialize, Serialize};

use super::state::Pig;
use crate::core::{Seat, ToAct};

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PigView {
    /// The viewing seat.
    pub seat: Seat,
    /// Everyone's score.
    pub scores: Vec<u16>,
    /// Points to win.
    pub target: u16,
    /// Whose turn it is.
    pub current: Seat,
    /// Points at risk this turn.
    pub turn_total: u16,
    /// Who acts now.
    pub to_act: ToAct,
    /// The viewer's own face-down bonus value.
    pub my_bonus: Option<u8>,
    /// Which seats hold a face-down bonus card.
    pub holds_bonus: Vec<bool>,
    /// Revealed bonus values per seat.
    pub revealed: Vec<Vec<u8>>,
    /// Cards left in the bonus deck.
    pub deck_left: usize,
}

impl PigView {
    pub(super) fn of(game: &Pig, seat: Seat) -> PigView {
        use crate::core::Game;
        PigView {
            seat,
            scores: game.scores.clone(),
            target: game.config.target,
            current: game.current,
            turn_total: game.turn_total,
            to_act: game.to_act(),
            my_bonus: game.hidden.get(usize::from(seat)).copied().flatten().map(|b| b.0),
            holds_bonus: game.hidden.iter().map(Option::is_some).collect(),
            revealed: game.revealed.clone(),
            deck_left: game.deck.len(),
        }
    }
}

//! What one seat of Pig may see: its own bonus card, and only that the others hold one.
//!
//! A view is built for every bot decision, so it lives on the stack: its lists are
//! [`ArrayVec`]s (the same JSON as vectors), and building one allocates nothing.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::data::BONUS_CARDS;
use super::state::Pig;
use crate::core::{Rules, Seat, ToAct};

/// Most seats at a Pig table.
const SEATS: usize = <Pig as Rules>::MAX_SEATS as usize;

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PigView {
    /// The viewing seat.
    pub seat: Seat,
    /// Everyone's score.
    pub scores: ArrayVec<u16, SEATS>,
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
    pub holds_bonus: ArrayVec<bool, SEATS>,
    /// Revealed bonus values per seat (a seat reveals at most the whole deck).
    pub revealed: ArrayVec<ArrayVec<u8, BONUS_CARDS>, SEATS>,
    /// Cards left in the bonus deck.
    pub deck_left: usize,
}

impl PigView {
    pub(super) fn of(game: &Pig, seat: Seat) -> PigView {
        use crate::core::Game;
        PigView {
            seat,
            scores: game.scores.iter().copied().take(SEATS).collect(),
            target: game.config.target,
            current: game.current,
            turn_total: game.turn_total,
            to_act: game.to_act(),
            my_bonus: game.hidden.get(usize::from(seat)).copied().flatten().map(|b| b.0),
            holds_bonus: game.hidden.iter().map(Option::is_some).take(SEATS).collect(),
            revealed: game.revealed.iter().take(SEATS).map(|r| r.iter().copied().take(BONUS_CARDS).collect()).collect(),
            deck_left: game.deck.len(),
        }
    }
}

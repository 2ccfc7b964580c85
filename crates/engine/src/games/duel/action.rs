//! Spell Duel's decisions and events.

use serde::{Deserialize, Serialize};

use super::data::Card;
use crate::core::Seat;

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DuelAction {
    /// Your turn: cast a Bolt of this value from your hand.
    Cast {
        /// The Bolt's value.
        bolt: u8,
    },
    /// Your turn: draw a card.
    Draw,
    /// Your turn: do nothing.
    Rest,
    /// With priority: answer with a Ward from your hand.
    Ward,
    /// With priority: pass.
    Pass,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DuelEvent {
    /// A seat was dealt or drew a card (the card is told only to those who see the hand).
    Drew {
        /// Who.
        seat: Seat,
    },
    /// A card went on the chain.
    Cast {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// A spell resolved.
    Resolved {
        /// Its owner.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A Ward took the spell under it off the chain.
    Cancelled {
        /// The cancelled spell's owner.
        seat: Seat,
        /// The cancelled card.
        card: Card,
    },
    /// A side lost Life.
    Hurt {
        /// The side (0: even seats, 1: odd seats).
        side: u8,
        /// Life left.
        life: i16,
    },
    /// The next seat's turn.
    Turn {
        /// Whose.
        seat: Seat,
        /// The round.
        round: u32,
    },
    /// The game ended.
    Ended {
        /// The winning side, if any.
        winner: Option<u8>,
    },
}

//! Pig's decisions, chance outcomes, events and rule errors.

use serde::{Deserialize, Serialize};

use super::data::Bonus;
use crate::core::Seat;

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PigAction {
    /// Roll the die.
    Roll,
    /// Bank the turn total and end the turn.
    Hold,
    /// After a 6: keep the turn going.
    PressOn,
    /// After a 6: bank now and end the turn.
    Bank,
    /// Reveal your face-down bonus card and score it.
    Reveal,
}

/// A chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PigChance {
    /// The die shows this face.
    Die(u8),
    /// This bonus card was drawn.
    Card(Bonus),
}

/// What happened. Events are public: a drawn card's value is not in them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PigEvent {
    /// A die was rolled.
    Rolled {
        /// The seat.
        seat: Seat,
        /// The face rolled.
        face: u8,
        /// The turn total after it.
        turn_total: u16,
    },
    /// A 1: the turn's points are lost.
    Busted {
        /// The seat.
        seat: Seat,
        /// The points lost.
        lost: u16,
    },
    /// Points banked.
    Held {
        /// The seat.
        seat: Seat,
        /// The points banked.
        gained: u16,
        /// The seat's score now.
        score: u16,
    },
    /// A face-down bonus card was drawn.
    BonusDrawn {
        /// The seat.
        seat: Seat,
    },
    /// A bonus card was revealed and scored.
    BonusRevealed {
        /// The seat.
        seat: Seat,
        /// The card's value.
        value: u8,
        /// The seat's score now.
        score: u16,
    },
    /// The turn passed.
    TurnPassed {
        /// The seat to play next.
        to: Seat,
        /// The round (from 1).
        turn: u32,
    },
    /// Someone reached the target.
    Won {
        /// The seat.
        seat: Seat,
        /// The seat's score now.
        score: u16,
    },
}

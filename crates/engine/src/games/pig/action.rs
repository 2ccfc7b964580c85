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
    Rolled { seat: Seat, face: u8, turn_total: u16 },
    /// A 1: the turn's points are lost.
    Busted { seat: Seat, lost: u16 },
    /// Points banked.
    Held { seat: Seat, gained: u16, score: u16 },
    /// A face-down bonus card was drawn.
    BonusDrawn { seat: Seat },
    /// A bonus card was revealed and scored.
    BonusRevealed { seat: Seat, value: u8, score: u16 },
    /// The turn passed.
    TurnPassed { to: Seat, turn: u32 },
    /// Someone reached the target.
    Won { seat: Seat, score: u16 },
}

//! Pig's decisions, chance outcomes, events and rule errors.

use serde::{Deserialize, Serialize};

use super::data::Bonus;
use crate::core::{RuleError, Seat};

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

/// Why Pig refused a step; each names its rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PigError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A 6 was rolled: answer "press on or bank" first.
    #[error("rule \"six\": after a 6 you must press on or bank first")]
    SixPending,
    /// Press on / bank only answer a 6.
    #[error("rule \"six\": press on and bank only answer a rolled 6")]
    NoSixPending,
    /// No face-down bonus card to reveal.
    #[error("rule \"bonus\": you have no face-down bonus card to reveal")]
    NothingToReveal,
    /// A decision sent while chance must decide.
    #[error("rule \"roll\": the die must be rolled (or a card drawn) first")]
    ChancePending,
    /// A chance outcome sent while a seat must decide.
    #[error("no roll or draw is due now")]
    NoChancePending,
    /// Not a face of a six-sided die.
    #[error("a six-sided die has no face {0}")]
    BadFace(u8),
    /// A die face sent for a card draw, or the reverse.
    #[error("this chance event is a {expected}, not a {got}")]
    WrongChance { expected: &'static str, got: &'static str },
    /// The bonus deck holds no such card now.
    #[error("rule \"bonus\": no +{0} bonus card is left in the deck")]
    NotInDeck(u8),
}

impl RuleError for PigError {
    fn kind(&self) -> &'static str {
        match self {
            PigError::GameOver => "GameOver",
            PigError::ChancePending | PigError::NoChancePending => "NotChance",
            PigError::BadFace(_) | PigError::WrongChance { .. } | PigError::NotInDeck(_) => "BadChance",
            _ => "IllegalAction",
        }
    }
}

//! Pig's state: a plain value.

use serde::{Deserialize, Serialize};

use super::data::{Bonus, PigConfig};
use crate::core::{Deck, PendingStack, Seat};

/// What the state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The seat to play decides: Roll, Hold or Reveal.
    Decide,
    /// Chance: the die is rolling.
    Rolling,
    /// Chance: the holder draws a bonus card.
    Drawing,
    /// The game is over.
    Over,
}

/// A question pushed on the pending stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    /// A 6 was rolled: press on or bank?
    AfterSix,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pig {
    pub(super) config: PigConfig,
    pub(super) scores: Vec<u16>,
    pub(super) current: Seat,
    pub(super) turn: u32,
    pub(super) turn_total: u16,
    pub(super) phase: Phase,
    pub(super) pending: PendingStack<Pending>,
    pub(super) deck: Deck<Bonus>,
    /// Each seat's face-down bonus card (hidden from the other seats).
    pub(super) hidden: Vec<Option<Bonus>>,
    /// Revealed bonus values, per seat.
    pub(super) revealed: Vec<Vec<u8>>,
    pub(super) winner: Option<Seat>,
}

impl Pig {
    /// Current scores, per seat.
    pub fn scores(&self) -> &[u16] {
        &self.scores
    }
    /// The seat whose turn it is.
    pub fn current(&self) -> Seat {
        self.current
    }
    /// Points at risk this turn.
    pub fn turn_total(&self) -> u16 {
        self.turn_total
    }
    /// Component count: cards in the deck, in hands and revealed. Always the deck's size.
    pub fn bonus_cards_accounted(&self) -> usize {
        self.deck.len() + self.hidden.iter().flatten().count() + self.revealed.iter().map(Vec::len).sum::<usize>()
    }
}

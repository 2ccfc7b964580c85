//! Spell Duel's state.

use serde::{Deserialize, Serialize};

use super::data::{Card, DuelConfig};
use super::rules::{Ask, Need};
use crate::core::{Agenda, Deck, Seat, Secret, Window};

/// Work the engine does by itself, with decisions and chance pushed on the same agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// A decision.
    Decide(Ask),
    /// A chance event.
    Chance(Need),
    /// The active seat's turn begins.
    TurnStart,
    /// The chain: give priority, or resolve the top spell, until it closes.
    Chain,
    /// The turn ends: the next seat.
    TurnEnd,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", content = "side", rename_all = "snake_case")]
pub enum End {
    /// This side brought the other to 0 Life.
    Won(u8),
    /// The deck and hands ran out, or the rounds did.
    Drawn,
}

/// A game of Spell Duel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Duel {
    pub(super) config: DuelConfig,
    /// Life per side (it may go below 0).
    pub(super) life: [i16; 2],
    /// Each seat's hand, with who knows it.
    pub(super) hands: Vec<Secret<Vec<Card>>>,
    pub(super) deck: Deck<Card>,
    /// Cards played, in order.
    pub(super) discard: Vec<Card>,
    pub(super) active: Seat,
    pub(super) round: u32,
    /// The Spell Chain, while one is open.
    pub(super) chain: Option<Window<Card>>,
    pub(super) tasks: Agenda<Task>,
    pub(super) end: Option<End>,
}

impl Duel {
    /// The side of `seat`: 0 for even seats, 1 for odd seats.
    pub fn side(seat: Seat) -> u8 {
        seat % 2
    }

    /// Life per side.
    pub fn life(&self) -> [i16; 2] {
        self.life
    }

    /// The seat whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The chain, while one is open.
    pub fn chain(&self) -> Option<&Window<Card>> {
        self.chain.as_ref()
    }

    /// Every card in the game, wherever it is (hands, deck, discard, chain): the deck's size.
    pub fn cards_accounted(&self) -> usize {
        self.hands.iter().map(|h| h.value.len()).sum::<usize>()
            + self.deck.len()
            + self.discard.len()
            + self.chain.as_ref().map_or(0, |c| c.stack().len())
    }
}

//! What one seat (or the table) sees of a Spell Duel: its own hand (and its side's with
//! `team_hands`), the size of every other hand, the Life totals, the chain and the discard.

use serde::{Deserialize, Serialize};

use super::data::Card;
use super::state::Duel;
use crate::core::{Seat, Viewer};

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// Life per side (0: even seats, 1: odd seats).
    pub life: [i16; 2],
    /// Each seat's hand: the cards where the viewer may see them, `None` otherwise.
    pub hands: Vec<Option<Vec<Card>>>,
    /// Each seat's hand size.
    pub hand_sizes: Vec<usize>,
    /// Cards left in the deck.
    pub deck: usize,
    /// Cards played, in order.
    pub discard: Vec<Card>,
    /// The chain, bottom first, with each card's owner.
    pub chain: Vec<(Seat, Card)>,
    /// Who has priority on the chain.
    pub priority: Option<Seat>,
    /// Whose turn it is.
    pub active: Seat,
    /// The round.
    pub round: u32,
}

impl DuelView {
    /// The view of `viewer`: every secret goes through its annotation.
    pub fn of(g: &Duel, viewer: Viewer) -> DuelView {
        DuelView {
            viewer,
            life: g.life,
            hands: g.hands.iter().map(|h| h.for_viewer(viewer).cloned()).collect(),
            hand_sizes: g.hands.iter().map(|h| h.value.len()).collect(),
            deck: g.deck.len(),
            discard: g.discard.clone(),
            chain: g.chain.as_ref().map(|c| c.stack().to_vec()).unwrap_or_default(),
            priority: g.chain.as_ref().and_then(|c| c.priority()),
            active: g.active,
            round: g.round,
        }
    }
}

//! What each decision points at on the board ([`Target`]), named as the view names it
//! ([`ValeriaView`](super::super::view::ValeriaView)):
//!
//! - a card in the hand, on a Turret (using a Champion names only its card) or a Champion taken
//!   from the top of its deck: a [`Target::Card`] with its type's id (`"gargan_priest"`,
//!   `"sister_althea"`);
//! - a Battlefield cell and a Turret: a [`Target::Cell`] with its id from `cell_ids` and
//!   `turret_ids`;
//! - a card on the Battlefield (a Troop or a Siege Engine) and a die: a [`Target::Piece`] with the
//!   card type's id, or the die's id from `die_ids`.

use super::super::action::ValeriaAction as A;
use super::super::state::{Cell, Foe, Pending, Valeria};
use super::super::view::{card_id, cell_id, die_id, turret_id};
use crate::core::Target;

impl Valeria {
    /// What `action` points at (see the module docs). Nothing for the steps that name no
    /// thing on the board: go on, confirm, cancel, repair with a die (the Turret is asked next),
    /// end the actions, return a Champion to the deck, order the known top of a deck.
    pub(crate) fn targets_of(&self, action: &A) -> Vec<Target> {
        let mut out = Vec::new();
        match *action {
            A::PlayTroop { troop } => out.push(Target::card(card_id(&troop))),
            // Using a Champion's ability is about the Champion, not its Turret's walls.
            A::UseChampion { turret } => {
                out.extend(self.champion_at(turret).map(|champion| Target::card(card_id(&champion))));
            }
            A::RepairWithChampion { turret } | A::Turret { turret } => self.turret_targets(turret, &mut out),
            A::Attack { cell } | A::Cell { cell } => self.cell_targets(cell, &mut out),
            A::Die { die } => out.push(Target::piece(die_id(die))),
            A::Direction { .. } => {
                if let Some(Pending::Direction { die }) = self.pending() {
                    out.push(Target::piece(die_id(*die)));
                }
            }
            A::TopChampion { champion } => out.push(Target::card(card_id(&champion))),
            // The known top of a deck is not on the board: ordering it names nothing there (a
            // hand card of the same type must not stand for it).
            A::Order { .. }
            | A::Continue
            | A::Confirm
            | A::Cancel
            | A::RepairWithDie
            | A::EndActions
            | A::ReturnChampion => {}
        }
        out
    }

    /// The Champion on a Turret, if any.
    fn champion_at(&self, turret: u8) -> Option<super::super::data::ChampionKind> {
        self.turrets.get(usize::from(turret)).and_then(|t| t.champion).map(|(champion, _)| champion)
    }

    /// A Turret and the Champion on it, if any.
    fn turret_targets(&self, turret: u8, out: &mut Vec<Target>) {
        out.push(Target::cell(turret_id(turret)));
        out.extend(self.champion_at(turret).map(|champion| Target::card(card_id(&champion))));
    }

    /// A Battlefield cell and the card in it, if any.
    fn cell_targets(&self, cell: Cell, out: &mut Vec<Target>) {
        out.push(Target::cell(cell_id(cell)));
        match self.slot(cell).map(|s| s.foe) {
            Some(Foe::Troop(t)) => out.push(Target::piece(card_id(&t))),
            Some(Foe::Engine(e)) => out.push(Target::piece(card_id(&e))),
            None => {}
        }
    }
}

//! Which legal answers each board element stands for (the engine's targets naming it), what a
//! tap on it means under the pending question, and which elements belong to the decision in
//! progress.

use rampart_engine::valeria::{
    Cell, CellUse, DieUse, Pending, TroopKind, TurretUse, ValeriaAction, ValeriaView, WindowPoint,
};
use rampart_engine::Target;
use serde::Serialize;
use serde_json::Value;

use super::super::board::{naming, Choice};

/// A tappable element of the Valeria board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// A Battlefield cell (empty or not).
    Cell(Cell),
    /// A die, by id.
    Die(u8),
    /// A Turret's walls (its Impacts, and its Champion slot while it is empty).
    Turret(u8),
    /// The Champion on a Turret.
    Champion(u8),
    /// A Troop type in the hand.
    Hand(TroopKind),
}

/// Turret questions whose answer names a Champion rather than the walls.
fn asks_for_champion(pending: Option<&Pending>) -> bool {
    matches!(
        pending,
        Some(Pending::Champion { .. })
            | Some(Pending::Turret { purpose: TurretUse::DiscardChampion { .. } | TurretUse::FlipChampion { .. } })
    )
}

/// Questions during which Troops may be played and Champions used.
fn card_window(pending: Option<&Pending>) -> bool {
    matches!(
        pending,
        Some(
            Pending::Window { .. }
                | Pending::Actions
                | Pending::Attack(_)
                | Pending::AfterDefeat { .. }
                | Pending::OverkillPay { .. }
        )
    )
}

/// A card type's id as the engine's targets write it: its serde name (`"gargoyle_talon"`,
/// `"sister_althea"`).
fn card_id(card: &impl Serialize) -> Option<String> {
    match serde_json::to_value(card) {
        Ok(Value::String(id)) if !id.is_empty() => Some(id),
        _ => None,
    }
}

/// The one thing `element` is, named as the engine's targets name it, with the id from the
/// view's tables; `None` for an element the view does not show (and never an empty id).
pub fn target(element: Element, view: &ValeriaView) -> Option<Target> {
    let id = |id: &String| (!id.is_empty()).then(|| id.clone());
    Some(match element {
        Element::Cell(cell) => {
            Target::Cell(id(view.cell_ids.get(usize::from(cell.row))?.get(usize::from(cell.col))?)?)
        }
        Element::Die(die) => Target::Piece(id(view.die_ids.get(usize::from(die))?)?),
        Element::Turret(turret) => Target::Cell(id(view.turret_ids.get(usize::from(turret))?)?),
        Element::Champion(turret) => Target::Card(card_id(&view.turret(turret)?.champion?.0)?),
        Element::Hand(troop) => Target::Card(card_id(&troop)?),
    })
}

/// The indices of the legal answers whose engine-given targets name `element`.
pub fn matches(element: Element, view: &ValeriaView, legal: &[Choice]) -> Vec<usize> {
    target(element, view).map(|target| naming(legal, &target)).unwrap_or_default()
}

/// The action a tap on `element` means under the pending question, legal or not; `None` when
/// the question is not about that kind of element.
pub fn natural(element: Element, pending: Option<&Pending>) -> Option<Value> {
    let action = match (element, pending?) {
        (Element::Cell(cell), Pending::Actions) => ValeriaAction::Attack { cell },
        (Element::Cell(cell), Pending::Cell { .. }) => ValeriaAction::Cell { cell },
        (
            Element::Die(die),
            Pending::Attack(_) | Pending::OverkillPay { .. } | Pending::Die { .. } | Pending::PickDice { .. },
        ) => ValeriaAction::Die { die },
        (Element::Turret(turret), Pending::Turret { .. } | Pending::Champion { .. }) => {
            ValeriaAction::Turret { turret }
        }
        (Element::Champion(turret), _) if asks_for_champion(pending) => ValeriaAction::Turret { turret },
        (Element::Champion(turret), _) if card_window(pending) => ValeriaAction::UseChampion { turret },
        (Element::Hand(troop), _) if card_window(pending) => ValeriaAction::PlayTroop { troop },
        _ => return None,
    };
    serde_json::to_value(action).ok()
}

/// The role an element plays in the decision in progress, for a CSS class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// What the decision is about (the card attacked, the die being changed).
    Subject,
    /// Already chosen for it (dice assigned, Champions' bonuses added, dice picked).
    Chosen,
}

/// The elements of the pending decision's context.
pub fn context(pending: Option<&Pending>) -> Vec<(Element, Role)> {
    use Role::{Chosen, Subject};
    let Some(pending) = pending else { return Vec::new() };
    let mut out = Vec::new();
    match pending {
        Pending::Window { before: WindowPoint::Engine { cell } } => out.push((Element::Cell(*cell), Subject)),
        Pending::Attack(attack) => {
            out.push((Element::Cell(attack.target), Subject));
            out.extend(attack.dice.iter().map(|d| (Element::Die(*d), Chosen)));
            out.extend(attack.bonuses.iter().map(|t| (Element::Champion(*t), Chosen)));
        }
        Pending::AfterDefeat { cell, .. } => out.push((Element::Cell(*cell), Subject)),
        Pending::OverkillPay { target, from, dice, .. } => {
            out.push((Element::Cell(*target), Subject));
            out.push((Element::Cell(*from), Chosen));
            out.extend(dice.iter().map(|d| (Element::Die(*d), Chosen)));
        }
        Pending::Die { purpose: DieUse::Repair { turret } } => out.push((Element::Turret(*turret), Subject)),
        Pending::Direction { die } => out.push((Element::Die(*die), Subject)),
        Pending::PickDice { picked, .. } => out.extend(picked.iter().map(|d| (Element::Die(*d), Chosen))),
        Pending::Cell { purpose } => match purpose {
            CellUse::Overkill { from, .. } => out.push((Element::Cell(*from), Chosen)),
            CellUse::SwapSecond { first } => out.push((Element::Cell(*first), Chosen)),
            CellUse::MoveTo { from } => out.push((Element::Cell(*from), Chosen)),
            CellUse::Load { tower } => out.push((Element::Cell(*tower), Subject)),
            _ => {}
        },
        Pending::Turret { purpose: TurretUse::MoveImpactTo { from } } => {
            out.push((Element::Turret(*from), Chosen));
        }
        _ => {}
    }
    out
}

/// The role of `element` in the pending decision, if any.
pub fn role_of(context: &[(Element, Role)], element: Element) -> Option<Role> {
    context.iter().find(|(e, _)| *e == element).map(|(_, r)| *r)
}

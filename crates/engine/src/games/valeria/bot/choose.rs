//! The rule for each decision asked, by the kind of question (Perform Your Actions is in
//! `actions.rs`).

use super::super::action::ValeriaAction as A;
use super::super::data::{EngineKind, TroopKind};
use super::super::state::{CellUse, DieUse, Pending, TurretUse, Valeria, WindowPoint};
use super::actions::{actions, best_payment_mask, payment_dice, projected, target_value};
use super::why::Why;

pub(super) fn has(legal: &[A], a: A) -> bool {
    legal.contains(&a)
}

pub(super) fn choose(g: &Valeria, p: &Pending, legal: &[A]) -> Option<(A, Why)> {
    Some(match p {
        Pending::Window { before: WindowPoint::Engine { cell } } => {
            let priest = A::PlayTroop { troop: TroopKind::GarganPriest };
            let hurts = matches!(
                g.engine_at(*cell),
                Some(EngineKind::OgresReach | EngineKind::Trebuchet | EngineKind::Ballista | EngineKind::FlamingRain)
            );
            if hurts && has(legal, priest) {
                (priest, Why::Block(*cell))
            } else {
                (A::Continue, Why::LetResolve { cell: *cell, hurts })
            }
        }
        Pending::Window { .. } => (A::Continue, Why::KeepCards),
        Pending::Actions => actions(g, legal),
        Pending::Attack(a) => {
            if has(legal, A::Confirm) {
                return Some((A::Confirm, Why::Defeat(a.target)));
            }
            // Bonuses first: the payment plan counts on them.
            if let Some(bonus) = legal
                .iter()
                .find(|x| matches!(x, A::UseChampion { turret } if g.bonus_against(*turret, a.target).is_some()))
            {
                return Some((*bonus, Why::Bonus { turret: turret_of(*bonus), target: a.target }));
            }
            match best_payment_mask(g, a.target) {
                Some((mask, _)) => match payment_dice(g, mask).find(|d| !a.dice.contains(d)) {
                    Some(die) => (A::Die { die }, Why::Pay { die, target: a.target }),
                    None => (A::Cancel, Why::GiveUp(a.target)),
                },
                None => (A::Cancel, Why::GiveUp(a.target)),
            }
        }
        Pending::AfterDefeat { .. } => legal
            .iter()
            .find_map(|x| match x {
                A::PlayTroop { troop } => Some((*x, Why::Overkill(*troop))),
                _ => None,
            })
            .unwrap_or((A::Continue, Why::NoOverkill)),
        Pending::OverkillPay { .. } => {
            if has(legal, A::Confirm) {
                (A::Confirm, Why::OverkillPaid)
            } else {
                lowest_die(g, legal).map_or((A::Cancel, Why::OverkillGiveUp), |a| (a, Why::OverkillDie(die_of(a))))
            }
        }
        Pending::Die { purpose } => die_choice(g, *purpose, legal)?,
        Pending::Direction { die } => {
            let v = g.die(*die).map_or(1, |d| d.value);
            // Up, unless a 5 or 6 would attract a Catapult or the Incendiaries next round: no
            // matter, dice are rolled again; up is simply more Strength now.
            if v < 6 {
                (A::Direction { up: true }, Why::Direction { value: v, up: true })
            } else {
                (A::Direction { up: false }, Why::Direction { value: v, up: false })
            }
        }
        Pending::PickDice { raise: true, .. } => legal
            .iter()
            .copied()
            .find(|x| matches!(x, A::Die { .. }))
            .map_or((A::Continue, Why::Raise(None)), |a| (a, Why::Raise(Some(die_of(a))))),
        Pending::PickDice { raise: false, .. } => legal
            .iter()
            .copied()
            .find(|x| matches!(x, A::Die { die } if g.die(*die).is_some_and(|d| d.value <= 2)))
            .map_or((A::Continue, Why::PickReroll(None)), |a| (a, Why::PickReroll(Some(die_of(a))))),
        Pending::Cell { purpose } => cell_choice(g, *purpose, legal)?,
        Pending::Turret { purpose } => turret_choice(g, *purpose, legal)?,
        Pending::Champion { champion } => {
            // Place on the most damaged open Turret: its Champion can later repair it.
            let open = legal
                .iter()
                .copied()
                .filter(|x| matches!(x, A::Turret { turret } if g.turrets[usize::from(*turret)].open()));
            open.max_by_key(|x| g.turrets[usize::from(turret_of(*x))].impacts)
                .map_or((A::ReturnChampion, Why::ReturnChampion(*champion)), |a| {
                    (a, Why::Place { champion: *champion, turret: turret_of(a) })
                })
        }
        Pending::Order { .. } | Pending::BackForMoreTop { .. } => (*legal.first()?, Why::AsTheyCome),
    })
}

pub(super) fn turret_of(a: A) -> u8 {
    match a {
        A::UseChampion { turret } | A::Turret { turret } | A::RepairWithChampion { turret } => turret,
        _ => 0,
    }
}

pub(super) fn die_of(a: A) -> u8 {
    match a {
        A::Die { die } => die,
        _ => 0,
    }
}

/// The legal die choice with the lowest (or highest) face.
pub(super) fn die_by_value(g: &Valeria, legal: &[A], highest: bool) -> Option<A> {
    let dice = legal.iter().copied().filter_map(|a| match a {
        A::Die { die } => Some((g.dice[usize::from(die)].value, a)),
        _ => None,
    });
    if highest { dice.max_by_key(|(v, _)| *v) } else { dice.min_by_key(|(v, _)| *v) }.map(|(_, a)| a)
}

pub(super) fn lowest_die(g: &Valeria, legal: &[A]) -> Option<A> {
    die_by_value(g, legal, false)
}

pub(super) fn die_choice(g: &Valeria, purpose: DieUse, legal: &[A]) -> Option<(A, Why)> {
    let with = |a: Option<A>, why: fn(u8) -> Why| a.map(|a| (a, why(die_of(a))));
    match purpose {
        // Improve the weakest die; double the strongest.
        DieUse::SetSix | DieUse::Flip | DieUse::Nudge | DieUse::ChampionNudge { .. } | DieUse::TokenBonus { .. } => {
            lowest_die(g, legal).map(|a| (a, Why::Weakest { die: die_of(a), purpose }))
        }
        DieUse::Double => with(die_by_value(g, legal, true), Why::Strongest),
        // Lose the weakest die.
        DieUse::Forfeit | DieUse::ToSpent { .. } | DieUse::Repair { .. } => with(lowest_die(g, legal), Why::Lose),
        DieUse::Lower { .. } => with(lowest_die(g, legal), Why::Lose),
        DieUse::Reroll { .. } => legal.first().map(|a| (*a, Why::AnyReroll)),
    }
}

pub(super) fn cell_choice(g: &Valeria, purpose: CellUse, legal: &[A]) -> Option<(A, Why)> {
    let cells = legal.iter().filter_map(|a| match a {
        A::Cell { cell } => Some(*cell),
        _ => None,
    });
    let pick = match purpose {
        // Harmful tokens go where they hurt least: the farthest card.
        CellUse::Tokens { .. } => cells.max_by_key(|c| c.row).map(|c| (c, Why::Tokens(c))),
        CellUse::TalonTarget => {
            let danger = projected(g);
            cells
                .filter(|c| best_payment_mask(g, *c).is_some())
                .max_by_key(|c| target_value(g, *c, &danger).0)
                .map(|c| (c, Why::BestCell { cell: c, worth: target_value(g, c, &danger).1, talon: true }))
        }
        _ => {
            let danger = projected(g);
            cells
                .max_by_key(|c| target_value(g, *c, &danger).0)
                .map(|c| (c, Why::BestCell { cell: c, worth: target_value(g, c, &danger).1, talon: false }))
        }
    };
    pick.map(|(cell, why)| (A::Cell { cell }, why)).or_else(|| legal.first().map(|a| (*a, Why::First)))
}

pub(super) fn turret_choice(g: &Valeria, purpose: TurretUse, legal: &[A]) -> Option<(A, Why)> {
    let turrets = legal.iter().filter_map(|a| match a {
        A::Turret { turret } => Some(*turret),
        _ => None,
    });
    let impacts = |t: &u8| g.turrets[usize::from(*t)].impacts;
    let pick = match purpose {
        // Lose a face-down Champion before a face-up one.
        TurretUse::DiscardChampion { .. } => turrets.min_by_key(|t| g.face_up(*t).is_some()),
        TurretUse::RepairWithDie => {
            let danger = projected(g);
            turrets.max_by_key(|t| danger[usize::from(*t)])
        }
        TurretUse::ShoreUp | TurretUse::MoveImpactFrom => turrets.max_by_key(impacts),
        TurretUse::Shudder | TurretUse::MoveImpactTo { .. } => turrets.min_by_key(impacts),
        TurretUse::FlipChampion { .. } => turrets.min_by_key(impacts),
    };
    pick.map(|turret| (A::Turret { turret }, Why::Turret { turret, purpose }))
}

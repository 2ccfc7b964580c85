//! Valeria's heuristic bot: kill Siege Engines before they close in, clear the Vanguard to
//! spare the Turrets, pay with the cheapest dice, repair with what is left, and use the cards
//! it holds (more dice first, Gargan Priests against the engines that hurt).

use rand_chacha::ChaCha8Rng;

use super::action::ValeriaAction as A;
use super::data::{EngineKind, TroopKind};
use super::state::{Cell, CellUse, DieUse, Pending, TurretUse, Valeria, WindowPoint};
use crate::bots::Bot;
use crate::core::{Game, Seat};

/// The heuristic bot.
#[derive(Clone, Debug, Default)]
pub struct ValeriaBot;

impl Bot<Valeria> for ValeriaBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, g: &Valeria, _seat: Seat, _rng: &mut ChaCha8Rng) -> Option<A> {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let first = *legal.first()?;
        let pick = g.pending().and_then(|p| choose(g, p, &legal)).unwrap_or(first);
        Some(if legal.contains(&pick) { pick } else { first })
    }
}

fn has(legal: &[A], a: A) -> bool {
    legal.contains(&a)
}

fn choose(g: &Valeria, p: &Pending, legal: &[A]) -> Option<A> {
    Some(match p {
        Pending::Window { before: WindowPoint::Engine { cell } } => {
            let priest = A::PlayTroop { troop: TroopKind::GarganPriest };
            let hurts = matches!(
                g.engine_at(*cell),
                Some(EngineKind::OgresReach | EngineKind::Trebuchet | EngineKind::Ballista | EngineKind::FlamingRain)
            );
            if hurts && has(legal, priest) {
                priest
            } else {
                A::Continue
            }
        }
        Pending::Window { .. } => A::Continue,
        Pending::Actions => actions(g, legal),
        Pending::Attack(a) => {
            if has(legal, A::Confirm) {
                return Some(A::Confirm);
            }
            // Bonuses first: the payment plan counts on them.
            if let Some(bonus) = legal
                .iter()
                .find(|x| matches!(x, A::UseChampion { turret } if g.bonus_against(*turret, a.target).is_some()))
            {
                return Some(*bonus);
            }
            match best_payment(g, a.target) {
                Some((dice, _)) => match dice.into_iter().find(|d| !a.dice.contains(d)) {
                    Some(die) => A::Die { die },
                    None => A::Cancel,
                },
                None => A::Cancel,
            }
        }
        Pending::AfterDefeat { .. } => {
            legal.iter().copied().find(|x| matches!(x, A::PlayTroop { .. })).unwrap_or(A::Continue)
        }
        Pending::OverkillPay { .. } => {
            if has(legal, A::Confirm) {
                A::Confirm
            } else {
                lowest_die(g, legal).unwrap_or(A::Cancel)
            }
        }
        Pending::Die { purpose } => die_choice(g, *purpose, legal)?,
        Pending::Direction { die } => {
            let v = g.die(*die).map_or(1, |d| d.value);
            // Up, unless a 5 or 6 would attract a Catapult or the Incendiaries next round: no
            // matter, dice are rolled again; up is simply more Strength now.
            if v < 6 {
                A::Direction { up: true }
            } else {
                A::Direction { up: false }
            }
        }
        Pending::PickDice { raise: true, .. } => {
            legal.iter().copied().find(|x| matches!(x, A::Die { .. })).unwrap_or(A::Continue)
        }
        Pending::PickDice { raise: false, .. } => legal
            .iter()
            .copied()
            .find(|x| matches!(x, A::Die { die } if g.die(*die).is_some_and(|d| d.value <= 2)))
            .unwrap_or(A::Continue),
        Pending::Cell { purpose } => cell_choice(g, *purpose, legal)?,
        Pending::Turret { purpose } => turret_choice(g, *purpose, legal)?,
        Pending::Champion { .. } => {
            // Place on the most damaged open Turret: its Champion can later repair it.
            let open = legal
                .iter()
                .copied()
                .filter(|x| matches!(x, A::Turret { turret } if g.turrets[usize::from(*turret)].open()));
            open.max_by_key(|x| g.turrets[usize::from(turret_of(*x))].impacts).unwrap_or(A::ReturnChampion)
        }
        Pending::Order { .. } | Pending::BackForMoreTop { .. } => *legal.first()?,
    })
}

fn turret_of(a: A) -> u8 {
    match a {
        A::UseChampion { turret } | A::Turret { turret } | A::RepairWithChampion { turret } => turret,
        _ => 0,
    }
}

/// Impacts each Turret would hold after tonight's Vanguard, if nothing changes.
fn projected(g: &Valeria) -> [u8; 5] {
    std::array::from_fn(|col| {
        let hit = g.slot(Cell { row: 0, col: col as u8 }).is_some();
        g.turrets[col].impacts + u8::from(hit)
    })
}

/// Perform Your Actions: more dice first, then the best use of dice by value for money: kill
/// Siege Engines (urgently near the Fortress), keep every Turret below its 4th Impact (a cheap
/// die repair, or a Vanguard kill), and stop when nothing is worth a die.
fn actions(g: &Valeria, legal: &[A]) -> A {
    for troop in [TroopKind::OrcArcher, TroopKind::RedWitch, TroopKind::TrollBrute, TroopKind::DragonkinWarlord] {
        let play = A::PlayTroop { troop };
        if has(legal, play) {
            return play;
        }
    }
    let gnoll = A::PlayTroop { troop: TroopKind::GnollPack };
    if has(legal, gnoll) && g.changeable_dice().any(|d| g.dice[usize::from(d)].value <= 2) {
        return gnoll;
    }
    let rune = A::PlayTroop { troop: TroopKind::RuneWitch };
    if has(legal, rune) && g.active_dice().filter(|d| g.dice[usize::from(*d)].value <= 2).count() >= 2 {
        return rune;
    }
    let danger = projected(g);
    let mut best: Option<(i32, A)> = None;
    let mut consider = |score: i32, a: A| {
        if score > 0 && best.is_none_or(|(s, _)| score > s) {
            best = Some((score, a));
        }
    };
    for a in legal {
        match *a {
            A::Attack { cell } => {
                if let Some((_, spend)) = best_payment(g, cell) {
                    consider(target_value(g, cell, &danger) - spend, *a);
                }
            }
            A::RepairWithChampion { turret } if danger[usize::from(turret)] >= 4 => consider(20, *a),
            _ => {}
        }
    }
    if has(legal, A::RepairWithDie) {
        let worst = danger.iter().copied().max().unwrap_or(0);
        let value = match worst {
            4.. => 45,
            3 => 22,
            _ if g.turrets.iter().any(|t| t.impacts > 0) => 9,
            _ => 0,
        };
        let cheapest = g.active_dice().map(|d| i32::from(g.dice[usize::from(d)].value)).min().unwrap_or(6);
        consider(value - cheapest, A::RepairWithDie);
    }
    if let Some((_, a)) = best {
        return a;
    }
    // A Gargoyle Talon reaches an engine the dice can pay for.
    let talon = A::PlayTroop { troop: TroopKind::GargoyleTalon };
    if has(legal, talon)
        && Cell::all().any(|c| g.engine_at(c).is_some() && g.attackable(c, true) && best_payment(g, c).is_some())
    {
        return talon;
    }
    A::EndActions
}

/// How much a target is worth killing now, in pips of dice.
fn target_value(g: &Valeria, c: Cell, danger: &[u8; 5]) -> i32 {
    let Some(slot) = g.slot(c) else { return 0 };
    if let Some(engine) = slot.engine() {
        // An engine in the Vanguard loses the game tonight; one in row 2 will be there tomorrow.
        if c.row == 0 {
            return 200;
        }
        let harm = match engine {
            EngineKind::OgresReach | EngineKind::Trebuchet => 14,
            EngineKind::Ballista | EngineKind::FlamingRain | EngineKind::BreachTower => 8,
            _ => 0,
        };
        let firing = if g.in_range(c) { harm } else { 0 };
        return 30 + 10 * (4 - i32::from(c.row)) + firing;
    }
    // Troops that bring dice are worth more than their cost.
    let card = match slot.troop() {
        Some(TroopKind::OrcArcher | TroopKind::RedWitch) => 22,
        Some(
            TroopKind::TrollBrute
            | TroopKind::DragonkinWarlord
            | TroopKind::GarganPriest
            | TroopKind::RuneWitch
            | TroopKind::GnollPack,
        ) => 8,
        _ => 2,
    };
    // A Vanguard Troop will hit its Turret tonight; deadly on a Turret at 3.
    let hit = if c.row == 0 {
        match danger[usize::from(c.col)] {
            4.. => 60,
            3 => 12,
            _ => 5,
        }
    } else {
        0
    };
    card + hit
}

/// The cheapest set of active dice that defeats the card at `target` with every applicable
/// face-up bonus, and what it spends (Holy dice weigh more: they are scarcer).
pub(crate) fn best_payment(g: &Valeria, target: Cell) -> Option<(Vec<u8>, i32)> {
    let dice: Vec<u8> = g.active_dice().collect();
    let bonuses: Vec<u8> = g.face_up_turrets().filter(|t| g.bonus_against(*t, target).is_some()).collect();
    let n = dice.len().min(12);
    let mut best: Option<(Vec<u8>, i32)> = None;
    for mask in 1u32..(1 << n) {
        let chosen: Vec<u8> = (0..n).filter(|i| mask & (1 << i) != 0).map(|i| dice[i]).collect();
        if !g.assess(target, &chosen, &bonuses).pays() {
            continue;
        }
        let spend: i32 =
            chosen.iter().map(|d| i32::from(g.dice[usize::from(*d)].value) + if g.is_holy(*d) { 3 } else { 0 }).sum();
        if best.as_ref().is_none_or(|(_, s)| spend < *s) {
            best = Some((chosen, spend));
        }
    }
    best
}

/// The legal die choice with the lowest (or highest) face.
fn die_by_value(g: &Valeria, legal: &[A], highest: bool) -> Option<A> {
    let dice = legal.iter().copied().filter_map(|a| match a {
        A::Die { die } => Some((g.dice[usize::from(die)].value, a)),
        _ => None,
    });
    if highest { dice.max_by_key(|(v, _)| *v) } else { dice.min_by_key(|(v, _)| *v) }.map(|(_, a)| a)
}

fn lowest_die(g: &Valeria, legal: &[A]) -> Option<A> {
    die_by_value(g, legal, false)
}

fn die_choice(g: &Valeria, purpose: DieUse, legal: &[A]) -> Option<A> {
    match purpose {
        // Improve the weakest die; double the strongest.
        DieUse::SetSix | DieUse::Flip | DieUse::Nudge | DieUse::ChampionNudge { .. } | DieUse::TokenBonus { .. } => {
            lowest_die(g, legal)
        }
        DieUse::Double => die_by_value(g, legal, true),
        // Lose the weakest die.
        DieUse::Forfeit | DieUse::ToSpent { .. } | DieUse::Repair { .. } => lowest_die(g, legal),
        DieUse::Lower { .. } => lowest_die(g, legal),
        DieUse::Reroll { .. } => legal.first().copied(),
    }
}

fn cell_choice(g: &Valeria, purpose: CellUse, legal: &[A]) -> Option<A> {
    let cells = legal.iter().filter_map(|a| match a {
        A::Cell { cell } => Some(*cell),
        _ => None,
    });
    let pick = match purpose {
        // Harmful tokens go where they hurt least: the farthest card.
        CellUse::Tokens { .. } => cells.max_by_key(|c| c.row),
        CellUse::TalonTarget => {
            let danger = projected(g);
            cells.filter(|c| best_payment(g, *c).is_some()).max_by_key(|c| target_value(g, *c, &danger))
        }
        _ => {
            let danger = projected(g);
            cells.max_by_key(|c| target_value(g, *c, &danger))
        }
    };
    pick.map(|cell| A::Cell { cell }).or_else(|| legal.first().copied())
}

fn turret_choice(g: &Valeria, purpose: TurretUse, legal: &[A]) -> Option<A> {
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
    pick.map(|turret| A::Turret { turret })
}

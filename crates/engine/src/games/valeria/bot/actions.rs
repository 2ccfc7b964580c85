//! Perform Your Actions: what each target is worth, and the cheapest dice that pay for it.

use super::super::action::ValeriaAction as A;
use super::super::data::{EngineKind, TroopKind};
use super::super::state::{Cell, Colour, Valeria};
use super::choose::has;
use super::why::{Why, Worth};

/// Impacts each Turret would hold after tonight's Vanguard, if nothing changes.
pub(super) fn projected(g: &Valeria) -> [u8; 5] {
    std::array::from_fn(|col| {
        let hit = g.slot(Cell { row: 0, col: col as u8 }).is_some();
        g.turrets[col].impacts + u8::from(hit)
    })
}

/// Perform Your Actions: more dice first, then the best use of dice by value for money: kill
/// Siege Engines (urgently near the Fortress), keep every Turret below its 4th Impact (a cheap
/// die repair, or a Vanguard kill), and stop when nothing is worth a die.
pub(super) fn actions(g: &Valeria, legal: &[A]) -> (A, Why) {
    for troop in [TroopKind::OrcArcher, TroopKind::RedWitch, TroopKind::TrollBrute, TroopKind::DragonkinWarlord] {
        let play = A::PlayTroop { troop };
        if has(legal, play) {
            return (play, Why::MoreDice(troop));
        }
    }
    let gnoll = A::PlayTroop { troop: TroopKind::GnollPack };
    if has(legal, gnoll) && g.changeable_dice().any(|d| g.dice[usize::from(d)].value <= 2) {
        let low = g.changeable_dice().map(|d| g.dice[usize::from(d)].value).min().unwrap_or(1);
        return (gnoll, Why::Flip(low));
    }
    let rune = A::PlayTroop { troop: TroopKind::RuneWitch };
    let low = g.active_dice().filter(|d| g.dice[usize::from(*d)].value <= 2).count();
    if has(legal, rune) && low >= 2 {
        return (rune, Why::Reroll(low));
    }
    let danger = projected(g);
    let mut best: Option<(i32, A, Why)> = None;
    let mut consider = |score: i32, a: A, why: Why| {
        if score > 0 && best.is_none_or(|(s, _, _)| score > s) {
            best = Some((score, a, why));
        }
    };
    for a in legal {
        match *a {
            A::Attack { cell } => {
                if let Some((_, spend)) = best_payment_mask(g, cell) {
                    let (value, worth) = target_value(g, cell, &danger);
                    consider(value - spend, *a, Why::Attack { cell, worth });
                }
            }
            A::RepairWithChampion { turret } if danger[usize::from(turret)] >= 4 => {
                consider(20, *a, Why::ChampionRepair(turret))
            }
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
        consider(value - cheapest, A::RepairWithDie, Why::DieRepair(worst));
    }
    if let Some((_, a, why)) = best {
        return (a, why);
    }
    // A Gargoyle Talon reaches an engine the dice can pay for.
    let talon = A::PlayTroop { troop: TroopKind::GargoyleTalon };
    if has(legal, talon)
        && Cell::all().any(|c| g.engine_at(c).is_some() && g.attackable(c, true) && best_payment_mask(g, c).is_some())
    {
        return (talon, Why::Talon);
    }
    (A::EndActions, Why::EndActions { dice: g.active_dice().count() })
}

/// How much a target is worth killing now, in pips of dice, and what makes it so.
pub(super) fn target_value(g: &Valeria, c: Cell, danger: &[u8; 5]) -> (i32, Worth) {
    let Some(slot) = g.slot(c) else { return (0, Worth::Little) };
    if let Some(engine) = slot.engine() {
        // An engine in the Vanguard loses the game tonight; one in row 2 will be there tomorrow.
        if c.row == 0 {
            return (200, Worth::EngineInVanguard);
        }
        let harm = match engine {
            EngineKind::OgresReach | EngineKind::Trebuchet => 14,
            EngineKind::Ballista | EngineKind::FlamingRain | EngineKind::BreachTower => 8,
            _ => 0,
        };
        let firing = if g.in_range(c) { harm } else { 0 };
        return (30 + 10 * (4 - i32::from(c.row)) + firing, Worth::Engine { firing: firing > 0 });
    }
    // Troops that bring dice are worth more than their cost.
    let (card, kind) = match slot.troop() {
        Some(TroopKind::OrcArcher | TroopKind::RedWitch) => (22, Worth::BringsDice),
        Some(
            TroopKind::TrollBrute
            | TroopKind::DragonkinWarlord
            | TroopKind::GarganPriest
            | TroopKind::RuneWitch
            | TroopKind::GnollPack,
        ) => (8, Worth::Useful),
        _ => (2, Worth::Little),
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
    // The reason is the larger part: the hit it would land, or the card it brings.
    let worth = if hit > card { Worth::Hit { turret: c.col, impacts: danger[usize::from(c.col)] } } else { kind };
    (card + hit, worth)
}

/// The dice of a payment mask (bit i = the i-th active die, in id order).
pub(super) fn payment_dice(g: &Valeria, mask: u32) -> impl Iterator<Item = u8> + '_ {
    g.active_dice().enumerate().filter(move |(i, _)| mask & (1 << i) != 0).map(|(_, d)| d)
}

/// The cheapest set of active dice that defeats the card at `target` with every applicable
/// face-up bonus, as a subset of the active dice (bit i = the i-th active die, in id order), and
/// what it spends (Holy dice weigh more: they are scarcer). Subsets are tried in increasing
/// order and the first cheapest wins, with the test of [`Valeria::assess`] (bonuses fixed, dice
/// varying), with one buffer of subset sums.
pub(super) fn best_payment_mask(g: &Valeria, target: Cell) -> Option<(u32, i32)> {
    let mut bonuses = [0u8; 5];
    let mut nb = 0;
    for t in g.face_up_turrets().filter(|t| g.bonus_against(*t, target).is_some()) {
        if let Some(slot) = bonuses.get_mut(nb) {
            *slot = t;
            nb += 1;
        }
    }
    let base = g.assess(target, &[], bonuses.get(..nb).unwrap_or(&[]));
    let (cost, cost_magic) = (base.cost(), u16::from(base.cost_magic));
    // (face, Holy?, spend weight) of each active die, in id order.
    let mut dice = [(0u16, false, 0i32); 12];
    let mut n = 0;
    for (slot, d) in dice.iter_mut().zip(g.active_dice()) {
        let die = g.dice[usize::from(d)];
        let holy = die.colour == Colour::Holy;
        *slot = (u16::from(die.value), holy, i32::from(die.value) + if holy { 3 } else { 0 });
        n += 1;
    }
    let dice = dice.get(..n).unwrap_or(&[]);
    // (Soldier total, Holy total, spend, Soldier dice) of every subset, each from the subset
    // without its lowest die: one addition per subset.
    let mut sums: Vec<(u16, u16, i32, u8)> = Vec::with_capacity(1 << n);
    sums.push((0, 0, 0, 0));
    let mut best: Option<(u32, i32)> = None;
    for mask in 1u32..(1 << n) {
        let rest = sums.get((mask & (mask - 1)) as usize).copied().unwrap_or_default();
        let (value, is_holy, weight) = dice.get(mask.trailing_zeros() as usize).copied().unwrap_or_default();
        let (soldier, holy, spend, soldiers) = if is_holy {
            (rest.0, rest.1 + value, rest.2 + weight, rest.3)
        } else {
            (rest.0 + value, rest.1, rest.2 + weight, rest.3 + 1)
        };
        sums.push((soldier, holy, spend, soldiers));
        let pays = (soldiers > 0 || base.has_strength_source)
            && holy + base.bonus_magic >= cost_magic
            && soldier + holy + base.bonus_strength + base.bonus_magic >= cost;
        if pays && best.is_none_or(|(_, s)| spend < s) {
            best = Some((mask, spend));
        }
    }
    best
}

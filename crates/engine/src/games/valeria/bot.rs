//! Valeria's heuristic bot: kill Siege Engines before they close in, clear the Vanguard to
//! spare the Turrets, pay with the cheapest dice, repair with what is left, and use the cards
//! it holds (more dice first, Gargan Priests against the engines that hurt).
//!
//! Every choice comes with a [`Why`], the rule that made it; asked to explain a move, the bot
//! makes the choice again and puts its `Why` into words for the log.

use rand_chacha::ChaCha8Rng;

use super::action::ValeriaAction as A;
use super::data::{ChampionKind, EngineKind, TroopKind};
use super::state::{Cell, CellUse, Colour, DieUse, Pending, TurretUse, Valeria, WindowPoint};
use crate::bots::Bot;
use crate::core::{Game, Seat, ToAct};

/// The heuristic bot.
#[derive(Clone, Debug, Default)]
pub struct ValeriaBot;

impl Bot<Valeria> for ValeriaBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, g: &Valeria, _seat: Seat, _rng: &mut ChaCha8Rng) -> Option<A> {
        decide(g).map(|(a, _)| a)
    }

    fn explain(&self, g: &Valeria, seat: Seat, action: &A) -> Option<String> {
        if g.to_act() != (ToAct::Decision { seat }) {
            return None;
        }
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if !legal.contains(action) {
            return None;
        }
        let (pick, why) = decide(g)?;
        Some(if pick == *action { say(g, why) } else { format!("not the bot's pick: it would rather {}", say(g, why)) })
    }
}

/// The bot's decision and its reason (the first legal decision when no rule applies).
fn decide(g: &Valeria) -> Option<(A, Why)> {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let first = *legal.first()?;
    let pick = g.pending().and_then(|p| choose(g, p, &legal)).unwrap_or((first, Why::First));
    Some(if legal.contains(&pick.0) { pick } else { (first, Why::First) })
}

/// The rule behind a decision, with what it saw, to be put into words for the log.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Why {
    /// No rule applies: the first decision offered.
    First,
    /// A Gargan Priest blocks a Siege Engine that would hurt.
    Block(Cell),
    /// The Siege Engine resolves (`hurts`: no Priest in hand to stop it).
    LetResolve { cell: Cell, hurts: bool },
    /// Cards are kept for Perform Your Actions.
    KeepCards,
    /// A Troop that brings or boosts dice, played before anything else.
    MoreDice(TroopKind),
    /// Gnoll Pack: a die this low is better flipped.
    Flip(u8),
    /// Rune Witch: this many dice show 2 or less.
    Reroll(usize),
    /// An attack, and what the target is worth.
    Attack { cell: Cell, worth: Worth },
    /// A Champion's repair: the Turret would collapse tonight.
    ChampionRepair(u8),
    /// A die's repair, and the most Impacts a Turret would hold tonight.
    DieRepair(u8),
    /// A Gargoyle Talon reaches a Siege Engine the dice can pay for.
    Talon,
    /// Nothing is worth a die (`dice`: active dice left).
    EndActions { dice: usize },
    /// The dice assigned pay for the target.
    Defeat(Cell),
    /// A Champion's bonus counts against the target.
    Bonus { turret: u8, target: Cell },
    /// A die of the cheapest payment.
    Pay { die: u8, target: Cell },
    /// The dice cannot pay for the target.
    GiveUp(Cell),
    /// An Overkill card from the hand.
    Overkill(TroopKind),
    /// No Overkill card in the hand.
    NoOverkill,
    /// The Overkill is paid.
    OverkillPaid,
    /// The lowest die pays the Overkill.
    OverkillDie(u8),
    /// No die left for the Overkill.
    OverkillGiveUp,
    /// The weakest die gains most from a change.
    Weakest { die: u8, purpose: DieUse },
    /// The strongest die gains most from doubling.
    Strongest(u8),
    /// The weakest die is the cheapest to lose.
    Lose(u8),
    /// The dice to re-roll all show the same face.
    AnyReroll,
    /// Raise or lower the die being changed.
    Direction { value: u8, up: bool },
    /// Mrs. Rye: raise a die, or stop when none is left.
    Raise(Option<u8>),
    /// Rune Witch: re-roll a die showing 2 or less, or stop.
    PickReroll(Option<u8>),
    /// Harmful tokens go on the card farthest from the Fortress.
    Tokens(Cell),
    /// The cell most worth defeating.
    BestCell { cell: Cell, worth: Worth, talon: bool },
    /// A Turret picked for its Impacts or its Champion.
    Turret { turret: u8, purpose: TurretUse },
    /// A new Champion on the most damaged open Turret.
    Place { champion: ChampionKind, turret: u8 },
    /// No open Turret for the new Champion.
    ReturnChampion(ChampionKind),
    /// Cards to order: the order they came in.
    AsTheyCome,
}

/// Why a card on the Battlefield is worth defeating (see [`target_value`]).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Worth {
    /// A Siege Engine in the Vanguard loses the game tonight.
    EngineInVanguard,
    /// A Siege Engine closing in (`firing`: in range of the Fortress).
    Engine { firing: bool },
    /// A Troop in the Vanguard about to hit a Turret that would reach `impacts`.
    Hit { turret: u8, impacts: u8 },
    /// A Troop that brings a die when it joins the hand.
    BringsDice,
    /// A Troop with a power worth having in hand.
    Useful,
    /// Little worth.
    Little,
}

fn has(legal: &[A], a: A) -> bool {
    legal.contains(&a)
}

fn choose(g: &Valeria, p: &Pending, legal: &[A]) -> Option<(A, Why)> {
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

fn turret_of(a: A) -> u8 {
    match a {
        A::UseChampion { turret } | A::Turret { turret } | A::RepairWithChampion { turret } => turret,
        _ => 0,
    }
}

fn die_of(a: A) -> u8 {
    match a {
        A::Die { die } => die,
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
fn actions(g: &Valeria, legal: &[A]) -> (A, Why) {
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
fn target_value(g: &Valeria, c: Cell, danger: &[u8; 5]) -> (i32, Worth) {
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
fn payment_dice(g: &Valeria, mask: u32) -> impl Iterator<Item = u8> + '_ {
    g.active_dice().enumerate().filter(move |(i, _)| mask & (1 << i) != 0).map(|(_, d)| d)
}

/// The cheapest set of active dice that defeats the card at `target` with every applicable
/// face-up bonus, as a subset of the active dice (bit i = the i-th active die, in id order), and
/// what it spends (Holy dice weigh more: they are scarcer). Subsets are tried in increasing
/// order and the first cheapest wins, with the test of [`Valeria::assess`] (bonuses fixed, dice
/// varying), with one buffer of subset sums.
fn best_payment_mask(g: &Valeria, target: Cell) -> Option<(u32, i32)> {
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

fn die_choice(g: &Valeria, purpose: DieUse, legal: &[A]) -> Option<(A, Why)> {
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

fn cell_choice(g: &Valeria, purpose: CellUse, legal: &[A]) -> Option<(A, Why)> {
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

fn turret_choice(g: &Valeria, purpose: TurretUse, legal: &[A]) -> Option<(A, Why)> {
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

// ---------------------------------------------------------------- the reasons in words

/// "Troll Brute at row 1, column 3" (rows counted from the Fortress, as the rulebook does).
fn card_at(g: &Valeria, c: Cell) -> String {
    let name = g.slot(c).map_or("the empty cell", |s| match (s.troop(), s.engine()) {
        (Some(t), _) => t.name(),
        (_, Some(e)) => e.name(),
        _ => "the card",
    });
    format!("{name} at row {}, column {}", u16::from(c.row) + 1, u16::from(c.col) + 1)
}

/// "a Soldier die showing 2".
fn die_words(g: &Valeria, d: u8) -> String {
    match g.die(d) {
        Some(die) => format!(
            "a {} die showing {}",
            match die.colour {
                Colour::Soldier => "Soldier",
                Colour::Holy => "Holy",
            },
            die.value
        ),
        None => "a die".into(),
    }
}

fn turret_name(t: u8) -> String {
    format!("Turret {}", u16::from(t) + 1)
}

fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

fn worth_words(w: Worth) -> String {
    match w {
        Worth::EngineInVanguard => "a Siege Engine in the Vanguard loses the battle tonight".into(),
        Worth::Engine { firing: true } => "a Siege Engine in range, hitting the Fortress each day".into(),
        Worth::Engine { firing: false } => "a Siege Engine, to kill before it closes in".into(),
        Worth::Hit { turret, impacts } if impacts >= 4 => {
            format!("it would give {} its 4th Impact tonight", turret_name(turret))
        }
        Worth::Hit { turret, impacts } => {
            format!("it would hit {} tonight ({} Impact)", turret_name(turret), ordinal(impacts))
        }
        Worth::BringsDice => "in hand it brings another die".into(),
        Worth::Useful => "in hand its power helps with the dice".into(),
        Worth::Little => "the best target left, though worth little".into(),
    }
}

/// A reason in words, for the log: what the bot does, a colon, and why.
fn say(g: &Valeria, why: Why) -> String {
    let champion_on = |t: u8| {
        g.turrets
            .get(usize::from(t))
            .and_then(|x| x.champion)
            .map_or_else(|| "the Champion".into(), |(c, _)| c.name().to_string())
    };
    match why {
        Why::First => "takes the first choice offered: no rule of the bot prefers another".into(),
        Why::Block(cell) => format!("plays a Gargan Priest to block {}: it would hurt the Fortress", card_at(g, cell)),
        Why::LetResolve { cell, hurts: true } => {
            format!("lets {} resolve: no Gargan Priest in hand to block it", card_at(g, cell))
        }
        Why::LetResolve { cell, .. } => format!("lets {} resolve: it does not hurt enough to block", card_at(g, cell)),
        Why::KeepCards => "goes on: it keeps its cards for its actions".into(),
        Why::MoreDice(t) => format!(
            "plays {}: {}, before any die is spent",
            t.name(),
            match t {
                TroopKind::OrcArcher => "one more Soldier die",
                TroopKind::RedWitch => "one more Holy die and a Champion",
                TroopKind::TrollBrute => "a die set to 6",
                _ => "a die doubled",
            }
        ),
        Why::Flip(v) => format!("plays Gnoll Pack: a die shows {v}, and flipped it shows {}", 7u8.saturating_sub(v)),
        Why::Reroll(n) => format!("plays Rune Witch: {n} dice show 2 or less, worth re-rolling"),
        Why::Attack { cell, worth } => {
            format!("attacks {}: {}, worth more than the dice it costs", card_at(g, cell), worth_words(worth))
        }
        Why::ChampionRepair(t) => {
            format!("repairs {} with {}: it would take its 4th Impact tonight", turret_name(t), champion_on(t))
        }
        Why::DieRepair(worst) if worst >= 4 => "repairs with a die: a Turret would take its 4th Impact tonight".into(),
        Why::DieRepair(3) => "repairs with a die: a Turret would reach 3 Impacts tonight".into(),
        Why::DieRepair(_) => "repairs with a die: nothing better to spend its cheapest die on".into(),
        Why::Talon => "plays Gargoyle Talon: it reaches a Siege Engine the dice can pay for".into(),
        Why::EndActions { dice: 0 } => "ends its actions: no dice left".into(),
        Why::EndActions { .. } => "ends its actions: nothing left is worth a die".into(),
        Why::Defeat(cell) => format!("defeats {}: the dice assigned pay for it", card_at(g, cell)),
        Why::Bonus { turret, target } => {
            format!("adds {}'s bonus against {}: it saves dice", champion_on(turret), card_at(g, target))
        }
        Why::Pay { die, target } => {
            format!("assigns {}: part of the cheapest payment for {}", die_words(g, die), card_at(g, target))
        }
        Why::GiveUp(cell) => format!("gives up the attack on {}: the dice left cannot pay for it", card_at(g, cell)),
        Why::Overkill(t) => format!("plays {}: an Overkill on a neighbouring card", t.name()),
        Why::NoOverkill => "goes on: no Overkill card in hand".into(),
        Why::OverkillPaid => "pays the Overkill: the dice chosen cover it".into(),
        Why::OverkillDie(d) => format!("pays the Overkill with {}: the lowest die", die_words(g, d)),
        Why::OverkillGiveUp => "gives up the Overkill: no die left to pay".into(),
        Why::Weakest { die, purpose } => format!(
            "picks {}: the weakest die gains most from {}",
            die_words(g, die),
            match purpose {
                DieUse::SetSix => "being set to 6",
                DieUse::Flip => "a flip",
                DieUse::TokenBonus { .. } => "the +1",
                _ => "the change",
            }
        ),
        Why::Strongest(d) => format!("doubles {}: the strongest die gains most", die_words(g, d)),
        Why::Lose(d) => format!("gives up {}: the weakest die is the cheapest loss", die_words(g, d)),
        Why::AnyReroll => "re-rolls the first die that qualifies: they all show the same face".into(),
        Why::Direction { value, up: true } => format!("raises the die from {value}: more Strength now"),
        Why::Direction { value, .. } => format!("lowers the die: at {value} it cannot go higher"),
        Why::Raise(Some(d)) => format!("raises {}: every raise is more Strength", die_words(g, d)),
        Why::Raise(None) => "stops raising: no die left to pick".into(),
        Why::PickReroll(Some(d)) => format!("re-rolls {}: a new roll likely does better", die_words(g, d)),
        Why::PickReroll(None) => "stops picking: no die left showing 2 or less".into(),
        Why::Tokens(cell) => {
            format!(
                "puts the tokens on {}: the card farthest from the Fortress, where they hurt least",
                card_at(g, cell)
            )
        }
        Why::BestCell { cell, worth, talon: true } => {
            format!("strikes {} with the Talon: {}", card_at(g, cell), worth_words(worth))
        }
        Why::BestCell { cell, worth, .. } => {
            format!("picks {}: the card most worth defeating, {}", card_at(g, cell), worth_words(worth))
        }
        Why::Turret { turret, purpose } => {
            let impacts = g.turrets.get(usize::from(turret)).map_or(0, |t| t.impacts);
            let name = turret_name(turret);
            match purpose {
                TurretUse::DiscardChampion { .. } if g.face_up(turret).is_none() => {
                    format!("gives up the Champion on {name}: a face-down Champion goes first")
                }
                TurretUse::DiscardChampion { .. } => {
                    format!("gives up the Champion on {name}: every Champion left is face up")
                }
                TurretUse::RepairWithDie => format!("repairs {name}: it would hold the most Impacts tonight"),
                TurretUse::ShoreUp => format!("clears {name}: the most damaged Turret ({impacts} Impacts)"),
                TurretUse::MoveImpactFrom => format!("takes an Impact from {name}: the most damaged Turret"),
                TurretUse::Shudder | TurretUse::MoveImpactTo { .. } => {
                    format!("puts the Impact on {name}: the least damaged Turret ({impacts} Impacts)")
                }
                TurretUse::FlipChampion { .. } => {
                    format!("flips the Champion on {name}: the least damaged Turret needs it least")
                }
            }
        }
        Why::Place { champion, turret } => format!(
            "places {} on {}: the most damaged open Turret, which its Champion can repair later",
            champion.name(),
            turret_name(turret)
        ),
        Why::ReturnChampion(c) => format!("returns {}: no open Turret to hold it", c.name()),
        Why::AsTheyCome => "keeps the cards in the order they came: it has no preference".into(),
    }
}

#[cfg(test)]
#[path = "tests/bot_explain.rs"]
mod tests;

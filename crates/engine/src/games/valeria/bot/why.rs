//! The rule behind each decision, with what it saw, and its words for the log.

use super::super::data::{ChampionKind, TroopKind};
use super::super::state::{Cell, Colour, DieUse, TurretUse, Valeria};
use crate::core::words::counted;

/// The rule behind a decision, with what it saw, to be put into words for the log.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Why {
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

/// Why a card on the Battlefield is worth defeating (see
/// [`target_value`](super::actions::target_value)).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Worth {
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

/// "Troll Brute at row 1, column 3" (rows counted from the Fortress, as the rulebook does).
pub(super) fn card_at(g: &Valeria, c: Cell) -> String {
    let name = g.slot(c).map_or("the empty cell", |s| match (s.troop(), s.engine()) {
        (Some(t), _) => t.name(),
        (_, Some(e)) => e.name(),
        _ => "the card",
    });
    format!("{name} at row {}, column {}", u16::from(c.row) + 1, u16::from(c.col) + 1)
}

/// "a Soldier die showing 2".
pub(super) fn die_words(g: &Valeria, d: u8) -> String {
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

pub(super) fn turret_name(t: u8) -> String {
    format!("Turret {}", u16::from(t) + 1)
}

pub(super) fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "1st",
        2 => "2nd",
        3 => "3rd",
        _ => "4th",
    }
}

pub(super) fn worth_words(w: Worth) -> String {
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
pub(super) fn say(g: &Valeria, why: Why) -> String {
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
                TurretUse::ShoreUp => {
                    format!("clears {name}: the most damaged Turret ({})", counted(impacts, "Impact", "Impacts"))
                }
                TurretUse::MoveImpactFrom => format!("takes an Impact from {name}: the most damaged Turret"),
                TurretUse::Shudder | TurretUse::MoveImpactTo { .. } => {
                    format!(
                        "puts the Impact on {name}: the least damaged Turret ({})",
                        counted(impacts, "Impact", "Impacts")
                    )
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

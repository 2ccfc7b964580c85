//! rulebook: Game Setup. Every shuffle is a chance draw: the first tasks deal the 5 Siege
//! Engines of row 5, the starting hand and the 20 Troops of rows 1-4, one draw each.

use super::data::*;
use super::state::{Cell, Colour, Die, Need, Phase, Supply, Task, Turret, Valeria, Zone};
use crate::core::{Deck, PendingStack};

// rulebook: Components — 8 Soldier and 4 Holy dice, ids 0-7 and 8-11.
const _: () = assert!(DICE == 12);

impl Valeria {
    /// The state before the first draw.
    pub fn setup(config: &ValeriaConfig) -> Valeria {
        let mut engines = Deck::from_counts(EngineKind::ALL.map(|e| (e, ENGINE_COPIES)));
        engines.set_aside_unseen(ENGINES_SET_ASIDE);
        let mut troops = Deck::from_counts(TroopKind::ALL.map(|t| (t, TROOP_COPIES)));
        troops.set_aside_unseen(TROOPS_SET_ASIDE);
        let die = |i: u8| {
            let (colour, in_pool) = if i < SOLDIER_DICE {
                (Colour::Soldier, i < STARTING_SOLDIER)
            } else {
                (Colour::Holy, i - SOLDIER_DICE < STARTING_HOLY)
            };
            // Pool dice start "spent" so that the first Roll Your Dice rolls them.
            Die { colour, zone: if in_pool { Zone::Spent } else { Zone::Supply }, value: 1, doubled: false }
        };
        let mut g = Valeria {
            config: config.clone(),
            day: 1,
            phase: Phase::Setup,
            grid: Default::default(),
            turrets: [Turret::default(); TURRETS],
            dice: std::array::from_fn(|i| die(i as u8)),
            hand: Vec::new(),
            troops,
            engines,
            champions: Deck::from_counts(ChampionKind::ALL.map(|c| (c, 1))),
            events: Deck::from_counts(EventKind::ALL.map(|e| (e, 1))),
            discard: Vec::new(),
            supply: Supply { strength: STRENGTH_TOKENS, magic: MAGIC_TOKENS, impact: IMPACT_TOKENS },
            tasks: PendingStack::new(),
            played: 0,
            engines_defeated: 0,
            end: None,
        };
        // Pushed in reverse: the last pushed is dealt first.
        g.push(Task::Phase(Phase::Roll));
        for row in (0..ROWS as u8 - 1).rev() {
            for col in (0..COLUMNS as u8).rev() {
                g.push(Task::Chance(Need::TroopToCell { cell: Some(Cell { row, col }) }));
            }
        }
        for _ in 0..STARTING_HAND {
            g.push(Task::Chance(Need::TroopToHand));
        }
        for col in (0..COLUMNS as u8).rev() {
            g.push(Task::Chance(Need::EngineToCell { cell: Cell { row: ROWS as u8 - 1, col } }));
        }
        g
    }
}

//! The Valeria view JSON, read defensively into the engine's own serde types.
//!
//! Each part is parsed on its own (one cell, one die, one Turret at a time), so a part the
//! engine no longer writes the way we expect is left out instead of breaking the whole board.

use rampart_engine::valeria::{
    Cell, ChampionKind, Die, Discarded, EndReason, EventKind, Pending, Phase, Slot, Supply, TroopKind, Turret,
};
use serde::de::DeserializeOwned;
use serde_json::Value;

/// Rows and columns of the Battlefield (and Turrets of the Fortress).
pub const SIZE: usize = 5;

/// Everything the board draws, parsed from the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    /// The day (1-7).
    pub day: u64,
    /// The phase.
    pub phase: Option<Phase>,
    /// `grid[row][col]`, row 0 = row 1 = the Vanguard, next to the Fortress.
    pub grid: [[Option<Slot>; SIZE]; SIZE],
    /// Front cards.
    pub front: [[bool; SIZE]; SIZE],
    /// In-range Siege Engines.
    pub in_range: [[bool; SIZE]; SIZE],
    /// (Strength, Magic) still needed to defeat each card, tokens included.
    pub cost: [[(u64, u64); SIZE]; SIZE],
    /// The five Turrets, left to right.
    pub turrets: [Turret; SIZE],
    /// Every die with its id (0-7 Soldier, 8-11 Holy).
    pub dice: Vec<(u8, Die)>,
    /// Troops in the hand.
    pub hand: Vec<TroopKind>,
    /// Cards left in the Troop deck.
    pub troop_deck: u64,
    /// Siege Engines left in their deck.
    pub engine_deck: u64,
    /// Champions left in their deck.
    pub champion_deck: u64,
    /// Events left in their deck.
    pub event_deck: u64,
    /// Troops known on top of the deck, next first.
    pub troop_top: Vec<TroopKind>,
    /// Events known on top of the deck, next first.
    pub event_top: Vec<EventKind>,
    /// Champions known on top of the deck, next first.
    pub champion_top: Vec<ChampionKind>,
    /// The discard pile, oldest first.
    pub discard: Vec<Discarded>,
    /// Token supplies.
    pub supply: Option<Supply>,
    /// The decision asked now.
    pub pending: Option<Pending>,
    /// The question in words.
    pub question: Option<String>,
    /// Siege Engines defeated so far.
    pub engines_defeated: u64,
    /// How the game ended.
    pub end: Option<EndReason>,
    /// Played without Events.
    pub easy_mode: bool,
}

/// `T` from a JSON value, or `None` if it does not have that shape.
fn typed<T: DeserializeOwned>(value: Option<&Value>) -> Option<T> {
    value.and_then(|v| serde_json::from_value(v.clone()).ok())
}

/// Every element of the array `key` that has the shape of `T` (others are skipped).
fn list<T: DeserializeOwned>(view: &Value, key: &str) -> Vec<T> {
    view.get(key)
        .and_then(Value::as_array)
        .map(|items| items.iter().filter_map(|item| typed(Some(item))).collect())
        .unwrap_or_default()
}

/// A number field, 0 if missing.
fn number(view: &Value, key: &str) -> u64 {
    view.get(key).and_then(Value::as_u64).unwrap_or_default()
}

/// The value at `grid[row][col]` of a 5x5 array field.
fn at<'a>(view: &'a Value, key: &str, row: usize, col: usize) -> Option<&'a Value> {
    view.get(key)?.get(row)?.get(col)
}

/// A 5x5 table built from each cell's value.
fn table<T>(view: &Value, key: &str, read: impl Fn(Option<&Value>) -> T) -> [[T; SIZE]; SIZE] {
    std::array::from_fn(|row| std::array::from_fn(|col| read(at(view, key, row, col))))
}

impl Model {
    /// Reads a view; anything missing or odd is left at its default.
    pub fn parse(view: &Value) -> Model {
        Model {
            day: number(view, "day"),
            phase: typed(view.get("phase")),
            grid: table(view, "grid", typed),
            front: table(view, "front", |v| v.and_then(Value::as_bool).unwrap_or_default()),
            in_range: table(view, "in_range", |v| v.and_then(Value::as_bool).unwrap_or_default()),
            cost: table(view, "cost", |v| {
                let part = |i: usize| v.and_then(|v| v.get(i)).and_then(Value::as_u64).unwrap_or_default();
                (part(0), part(1))
            }),
            turrets: std::array::from_fn(|t| typed(view.get("turrets").and_then(|ts| ts.get(t))).unwrap_or_default()),
            dice: view
                .get("dice")
                .and_then(Value::as_array)
                .map(|dice| {
                    dice.iter()
                        .enumerate()
                        .filter_map(|(i, d)| Some((u8::try_from(i).ok()?, typed::<Die>(Some(d))?)))
                        .collect()
                })
                .unwrap_or_default(),
            hand: list(view, "hand"),
            troop_deck: number(view, "troop_deck"),
            engine_deck: number(view, "engine_deck"),
            champion_deck: number(view, "champion_deck"),
            event_deck: number(view, "event_deck"),
            troop_top: list(view, "troop_top"),
            event_top: list(view, "event_top"),
            champion_top: list(view, "champion_top"),
            discard: list(view, "discard"),
            supply: typed(view.get("supply")),
            pending: typed(view.get("pending")),
            question: view.get("question").and_then(Value::as_str).map(str::to_owned),
            engines_defeated: number(view, "engines_defeated"),
            end: typed(view.get("end")),
            easy_mode: view.get("easy_mode").and_then(Value::as_bool).unwrap_or_default(),
        }
    }

    /// The card in a cell.
    pub fn slot(&self, cell: Cell) -> Option<&Slot> {
        self.grid.get(usize::from(cell.row))?.get(usize::from(cell.col))?.as_ref()
    }

    /// Whether the card in a cell is a Front card.
    pub fn is_front(&self, cell: Cell) -> bool {
        flag(&self.front, cell)
    }

    /// Whether the card in a cell is an in-range Siege Engine.
    pub fn is_in_range(&self, cell: Cell) -> bool {
        flag(&self.in_range, cell)
    }

    /// The (Strength, Magic) cost of the card in a cell.
    pub fn cost_at(&self, cell: Cell) -> (u64, u64) {
        self.cost.get(usize::from(cell.row)).and_then(|r| r.get(usize::from(cell.col))).copied().unwrap_or_default()
    }

    /// A die by id.
    pub fn die(&self, id: u8) -> Option<Die> {
        self.dice.iter().find(|(i, _)| *i == id).map(|(_, d)| *d)
    }

    /// A Turret by index.
    pub fn turret(&self, t: u8) -> Turret {
        self.turrets.get(usize::from(t)).copied().unwrap_or_default()
    }

    /// The hand grouped by type, in hand order of first appearance, with counts.
    pub fn hand_groups(&self) -> Vec<(TroopKind, usize)> {
        let mut groups: Vec<(TroopKind, usize)> = Vec::new();
        for troop in &self.hand {
            match groups.iter_mut().find(|(t, _)| t == troop) {
                Some((_, n)) => *n += 1,
                None => groups.push((*troop, 1)),
            }
        }
        groups
    }
}

fn flag(table: &[[bool; SIZE]; SIZE], cell: Cell) -> bool {
    table.get(usize::from(cell.row)).and_then(|r| r.get(usize::from(cell.col))).copied().unwrap_or_default()
}

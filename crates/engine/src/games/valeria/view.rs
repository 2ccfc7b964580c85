//! What the player sees: everything on the table. Valeria is solo and its decks hold no order
//! beyond what the player looked at, so the view is the public table plus the known tops.

use std::borrow::Cow;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::data::{ChampionKind, EventKind, TroopKind, COLUMNS, DICE, ROWS, TURRETS};
use super::state::{Die, Discarded, EndReason, Pending, Phase, Slot, Supply, Turret, Valeria};

/// The player's view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValeriaView {
    /// The day (1-7).
    pub day: u8,
    /// The phase.
    pub phase: Phase,
    /// `grid[row][col]`, row 0 = the Vanguard.
    pub grid: [[Option<Slot>; COLUMNS]; ROWS],
    /// For each cell: a Front card.
    pub front: [[bool; COLUMNS]; ROWS],
    /// For each cell: an in-range Siege Engine.
    pub in_range: [[bool; COLUMNS]; ROWS],
    /// For each cell: the (Strength, Magic) cost to defeat it.
    pub cost: [[(u8, u8); COLUMNS]; ROWS],
    /// The Fortress.
    pub turrets: [Turret; TURRETS],
    /// Every die (0-7 Soldier, 8-11 Holy).
    pub dice: [Die; DICE as usize],
    /// Troop cards in the hand.
    pub hand: Vec<TroopKind>,
    /// Cards left in each deck.
    pub troop_deck: usize,
    /// Siege Engines left in the deck.
    pub engine_deck: usize,
    /// Champions left in the deck.
    pub champion_deck: usize,
    /// Events left in the deck.
    pub event_deck: usize,
    /// Troops known on top (Dangerous Visions), next first.
    pub troop_top: Vec<TroopKind>,
    /// Events known on top (Foresight), next first.
    pub event_top: Vec<EventKind>,
    /// Champions known on top (Back for More), next first.
    pub champion_top: Vec<ChampionKind>,
    /// The discard pile, oldest first.
    pub discard: Vec<Discarded>,
    /// Token supplies.
    pub supply: Supply,
    /// The question being asked now.
    pub pending: Option<Pending>,
    /// The question in words.
    pub question: Option<String>,
    /// Siege Engines defeated so far.
    pub engines_defeated: u8,
    /// How the game ended.
    pub end: Option<EndReason>,
    /// Easy Mode (no Events).
    pub easy_mode: bool,
    /// Each Battlefield cell's id, `cell_ids[row][col]` (`"cell_<row>_<col>"`, 0-based, row 0 =
    /// the Vanguard): what an action's targets call it (`Rules::targets`). The id tables are
    /// borrowed from tables formatted once (owned when read back from JSON).
    #[serde(default)]
    pub cell_ids: Cow<'static, [[String; COLUMNS]; ROWS]>,
    /// Each Turret's id (`"turret_<n>"`, 0-based, left to right).
    #[serde(default)]
    pub turret_ids: Cow<'static, [String; TURRETS]>,
    /// Each die's id (`"die_<n>"`: 0-7 Soldier, 8-11 Holy).
    #[serde(default)]
    pub die_ids: Cow<'static, [String; DICE as usize]>,
}

/// The ids every view lists, formatted once: a search builds a view for every position it
/// hashes, and formatting 42 ids each time cost more than the rest of the view.
struct Ids {
    cells: [[String; COLUMNS]; ROWS],
    turrets: [String; TURRETS],
    dice: [String; DICE as usize],
}

static IDS: LazyLock<Ids> = LazyLock::new(|| Ids {
    cells: std::array::from_fn(|r| std::array::from_fn(|c| cell_id(super::state::Cell { row: r as u8, col: c as u8 }))),
    turrets: std::array::from_fn(|t| turret_id(t as u8)),
    dice: std::array::from_fn(|d| die_id(d as u8)),
});

/// A Battlefield cell's id: `"cell_<row>_<col>"`, 0-based as in the actions (row 0 = the Vanguard).
pub(crate) fn cell_id(cell: super::state::Cell) -> String {
    format!("cell_{}_{}", cell.row, cell.col)
}

/// A Turret's id: `"turret_<n>"`, 0-based as in the actions.
pub(crate) fn turret_id(turret: u8) -> String {
    format!("turret_{turret}")
}

/// A die's id: `"die_<n>"` (0-7 Soldier, 8-11 Holy).
pub(crate) fn die_id(die: u8) -> String {
    format!("die_{die}")
}

/// A card type's id: its serde name, as the view writes it (`"gargan_priest"`, `"sister_althea"`,
/// `"battering_ram"`).
pub(crate) fn card_id(card: &impl Serialize) -> String {
    match serde_json::to_value(card) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

impl ValeriaView {
    pub(super) fn of(g: &Valeria) -> ValeriaView {
        use super::state::Cell;
        let each = |f: &dyn Fn(Cell) -> bool| {
            std::array::from_fn(|r| std::array::from_fn(|c| f(Cell { row: r as u8, col: c as u8 })))
        };
        let ids = &*IDS;
        ValeriaView {
            day: g.day,
            phase: g.phase,
            grid: (*g.grid).clone(),
            front: each(&|c| g.slot(c).is_some() && g.is_front(c)),
            in_range: each(&|c| g.in_range(c)),
            cost: std::array::from_fn(|r| std::array::from_fn(|c| g.cost_at(Cell { row: r as u8, col: c as u8 }))),
            turrets: g.turrets,
            dice: g.dice,
            hand: g.hand.clone(),
            troop_deck: g.troops.len(),
            engine_deck: g.engines.len(),
            champion_deck: g.champions.len(),
            event_deck: g.events.len(),
            troop_top: g.troops.known_top().to_vec(),
            event_top: g.events.known_top().to_vec(),
            champion_top: g.champions.known_top().to_vec(),
            discard: g.discard.clone(),
            supply: g.supply,
            pending: g.pending().cloned(),
            question: g.pending().map(|p| g.question(p)),
            engines_defeated: g.engines_defeated,
            end: g.end,
            easy_mode: g.config.easy_mode,
            cell_ids: Cow::Borrowed(&ids.cells),
            turret_ids: Cow::Borrowed(&ids.turrets),
            die_ids: Cow::Borrowed(&ids.dice),
        }
    }
}

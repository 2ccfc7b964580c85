//! What the player sees: everything on the table. Valeria is solo and its decks hold no order
//! beyond what the player looked at, so the view is the public table plus the known tops.

use std::borrow::Cow;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::data::{ChampionKind, EventKind, TroopKind, COLUMNS, DICE, ROWS, TURRETS};
use super::state::{Cell, Die, Discarded, EndReason, Pending, Phase, Slot, Supply, Turret, Valeria};

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
    cells: std::array::from_fn(|r| std::array::from_fn(|c| cell_id(Cell { row: r as u8, col: c as u8 }))),
    turrets: std::array::from_fn(|t| turret_id(t as u8)),
    dice: std::array::from_fn(|d| die_id(d as u8)),
});

/// A Battlefield cell's id: `"cell_<row>_<col>"`, 0-based as in the actions (row 0 = the Vanguard).
pub(crate) fn cell_id(cell: Cell) -> String {
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

/// Lookups for whoever draws the view (the board); none panics on a cell, die or Turret off the
/// table, it answers as for an empty place instead.
impl ValeriaView {
    /// The card in `cell`, `None` for an empty cell or one off the Battlefield.
    pub fn slot(&self, cell: Cell) -> Option<&Slot> {
        self.grid.get(usize::from(cell.row))?.get(usize::from(cell.col))?.as_ref()
    }

    /// Whether the card in `cell` is a Front card (`false` for an empty cell or one off the
    /// Battlefield).
    pub fn is_front(&self, cell: Cell) -> bool {
        at(&self.front, cell).copied().unwrap_or_default()
    }

    /// Whether the card in `cell` is an in-range Siege Engine (`false` for an empty cell or one
    /// off the Battlefield).
    pub fn is_in_range(&self, cell: Cell) -> bool {
        at(&self.in_range, cell).copied().unwrap_or_default()
    }

    /// The (Strength, Magic) still needed to defeat the card in `cell`, its tokens and loaded
    /// Troops included; `(0, 0)` for a cell off the Battlefield.
    pub fn cost_at(&self, cell: Cell) -> (u8, u8) {
        at(&self.cost, cell).copied().unwrap_or_default()
    }

    /// Die `id` (0-7 Soldier, 8-11 Holy), `None` past the last die.
    pub fn die(&self, id: u8) -> Option<Die> {
        self.dice.get(usize::from(id)).copied()
    }

    /// Turret `t` (0-based, left to right), `None` past the last Turret.
    pub fn turret(&self, t: u8) -> Option<Turret> {
        self.turrets.get(usize::from(t)).copied()
    }

    /// The hand grouped by Troop type, in the order each type first appears, with its count.
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

/// `table[row][col]` for `cell`, `None` off the Battlefield.
fn at<T>(table: &[[T; COLUMNS]; ROWS], cell: Cell) -> Option<&T> {
    table.get(usize::from(cell.row))?.get(usize::from(cell.col))
}

#[cfg(test)]
mod tests {
    use super::super::data::ValeriaConfig;
    use super::super::state::{Colour, Foe, Zone};
    use super::*;
    use crate::core::Game;

    /// A dealt table's view with a few known things put on it.
    fn view() -> ValeriaView {
        let mut v = Game::view(&Valeria::setup(&ValeriaConfig::default()), 0);
        v.grid = Default::default();
        v.grid[1][2] = Some(Slot::new(Foe::Troop(TroopKind::GoblinWarrior)));
        v.front[1][2] = true;
        v.in_range[1][2] = true;
        v.cost[1][2] = (3, 1);
        v.turrets[4].impacts = 2;
        v.hand = vec![TroopKind::OrcArcher, TroopKind::GoblinWarrior, TroopKind::OrcArcher];
        v
    }

    #[test]
    fn cells_read_their_own_entry() {
        let v = view();
        let cell = Cell { row: 1, col: 2 };
        assert_eq!(v.slot(cell).map(|s| s.foe), Some(Foe::Troop(TroopKind::GoblinWarrior)));
        assert!(v.is_front(cell) && v.is_in_range(cell));
        assert_eq!(v.cost_at(cell), (3, 1));
        let empty = Cell { row: 2, col: 1 };
        assert_eq!(v.slot(empty), None);
        assert!(!v.is_front(empty) && !v.is_in_range(empty));
        assert_eq!(v.cost_at(empty), v.cost[2][1]);
    }

    #[test]
    fn dice_and_turrets_are_found_by_index() {
        let v = view();
        assert_eq!(v.die(0).map(|d| d.colour), Some(Colour::Soldier));
        assert_eq!(v.die(11).map(|d| d.colour), Some(Colour::Holy));
        assert_eq!(v.die(3), Some(v.dice[3]));
        assert!(v.dice.iter().all(|d| [Zone::Active, Zone::Spent, Zone::Supply].contains(&d.zone)));
        assert_eq!(v.turret(4).map(|t| t.impacts), Some(2));
        assert_eq!(v.turret(0), Some(v.turrets[0]));
    }

    #[test]
    fn lookups_off_the_table_answer_nothing_and_never_panic() {
        let v = view();
        for cell in [Cell { row: 5, col: 0 }, Cell { row: 0, col: 5 }, Cell { row: 255, col: 255 }] {
            assert_eq!(v.slot(cell), None);
            assert!(!v.is_front(cell) && !v.is_in_range(cell));
            assert_eq!(v.cost_at(cell), (0, 0));
        }
        assert_eq!(v.die(DICE), None);
        assert_eq!(v.die(u8::MAX), None);
        assert_eq!(v.turret(TURRETS as u8), None);
        assert_eq!(v.turret(u8::MAX), None);
    }

    #[test]
    fn the_hand_groups_by_type_in_order_of_first_appearance() {
        let mut v = view();
        assert_eq!(v.hand_groups(), vec![(TroopKind::OrcArcher, 2), (TroopKind::GoblinWarrior, 1)]);
        v.hand.clear();
        assert!(v.hand_groups().is_empty());
    }

    #[test]
    fn a_view_reads_back_from_its_json_with_its_ids() {
        let v = view();
        let back: ValeriaView = serde_json::from_value(serde_json::to_value(&v).unwrap()).unwrap();
        assert_eq!(back, v);
        assert_eq!(back.cell_ids[1][2], "cell_1_2");
        assert_eq!(back.turret_ids[4], "turret_4");
        assert_eq!(back.die_ids[11], "die_11");
    }
}

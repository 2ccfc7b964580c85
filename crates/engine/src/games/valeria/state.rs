//! Siege of Valeria's state: a plain value. The Battlefield is a 5x5 grid of cells, row 0 being
//! row 1 (the Vanguard) and row 4 being row 5; the Fortress has 5 Turrets under the 5 columns.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data::{
    ChampionKind, EngineKind, EventKind, TroopClass, TroopKind, ValeriaConfig, BACK_FOR_MORE_CHAMPIONS, COLUMNS, DICE,
    ROWS, TURRETS,
};
use crate::core::Deck;

/// A cell of the Battlefield: `row` 0..5 (0 = the Vanguard), `col` 0..5 (left to right).
/// Deserializing checks the bounds, so an action from outside can never name a cell off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "RawCell")]
pub struct Cell {
    /// 0 = row 1 (the Vanguard) .. 4 = row 5.
    pub row: u8,
    /// 0 = leftmost column.
    pub col: u8,
}

/// A cell as written, before its bounds are checked.
#[derive(Deserialize)]
struct RawCell {
    row: u8,
    col: u8,
}

impl TryFrom<RawCell> for Cell {
    type Error = String;
    fn try_from(raw: RawCell) -> Result<Cell, String> {
        Cell::new(raw.row, raw.col).ok_or_else(|| {
            format!(
                "no cell at row {}, column {}: rows are 0-{} and columns 0-{}",
                raw.row,
                raw.col,
                ROWS - 1,
                COLUMNS - 1
            )
        })
    }
}

impl Cell {
    /// A cell; `None` off the board.
    pub fn new(row: u8, col: u8) -> Option<Cell> {
        (usize::from(row) < ROWS && usize::from(col) < COLUMNS).then_some(Cell { row, col })
    }

    /// The up-to-four orthogonal neighbours (rulebook: Adjacency — edge columns do not wrap).
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (r, c) = (i16::from(self.row), i16::from(self.col));
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)].into_iter().filter_map(|(r, c)| {
            (0..ROWS as i16).contains(&r).then_some(())?;
            (0..COLUMNS as i16).contains(&c).then_some(())?;
            Cell::new(r as u8, c as u8)
        })
    }

    /// True if the two cells share an edge.
    pub fn is_adjacent(self, other: Cell) -> bool {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col) == 1
    }

    /// Every cell, Vanguard first, left to right.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..ROWS as u8).flat_map(|row| (0..COLUMNS as u8).map(move |col| Cell { row, col }))
    }
}

/// A card on the Battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Foe {
    /// A Troop.
    Troop(TroopKind),
    /// A Siege Engine.
    Engine(EngineKind),
}

/// A Troop loaded onto a Breach Tower, with its tokens (ruling A-20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loaded {
    /// The Troop.
    pub troop: TroopKind,
    /// Its Strength tokens.
    pub strength: u8,
    /// Its Magic tokens.
    pub magic: u8,
}

/// The Battlefield: `cells[row][col]`, row 0 = the Vanguard, with the occupied cells kept as
/// a bit set beside them (bit `row * 5 + col`), so that finding Front cards, empty cells and
/// targets reads one word instead of 25 cells. It reads as the grid (`Deref`); it changes only
/// through [`Battlefield::put`], [`Battlefield::take`] and [`Battlefield::compact`], which keep
/// the bit set, or through [`Battlefield::get_mut`], which reaches a card but not its place.
/// It is saved as the grid alone; loading rebuilds the bit set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Battlefield {
    cells: [[Option<Slot>; COLUMNS]; ROWS],
    occupied: u32,
}

/// Every cell's bit (see [`Battlefield`]).
pub(crate) const ALL_CELLS: u32 = (1 << (ROWS * COLUMNS)) - 1;

/// Column 0's bits, one per row (shift left by `col` for another column).
pub(crate) const COLUMN_0: u32 = {
    let mut bits = 0;
    let mut row = 0;
    while row < ROWS {
        bits |= 1 << (row * COLUMNS);
        row += 1;
    }
    bits
};

impl Cell {
    /// This cell's bit in a [`Battlefield`] bit set (0 for a cell off the board).
    #[inline]
    pub(crate) fn bit(self) -> u32 {
        if usize::from(self.row) < ROWS && usize::from(self.col) < COLUMNS {
            1 << (usize::from(self.row) * COLUMNS + usize::from(self.col))
        } else {
            0
        }
    }

    /// The cell of bit `index` (0..25), Vanguard first, left to right (a table: dividing by 5
    /// on every step of a walk over the Battlefield showed in profiles).
    #[inline]
    pub(crate) fn of_bit(index: u32) -> Cell {
        const CELLS: [Cell; 32] = {
            let mut cells = [Cell { row: 0, col: 0 }; 32];
            let mut i = 0;
            while i < ROWS * COLUMNS {
                cells[i] = Cell { row: (i / COLUMNS) as u8, col: (i % COLUMNS) as u8 };
                i += 1;
            }
            cells
        };
        CELLS[(index & 31) as usize]
    }
}

/// The cells of a bit set, Vanguard first, left to right.
pub(crate) fn cells_in(bits: u32) -> impl Iterator<Item = Cell> {
    crate::core::bits::ones(u64::from(bits & ALL_CELLS)).map(Cell::of_bit)
}

impl Battlefield {
    /// The grid, its bit set rebuilt.
    fn from_cells(cells: [[Option<Slot>; COLUMNS]; ROWS]) -> Battlefield {
        let mut occupied = 0;
        for (row, line) in (0u8..).zip(&cells) {
            for (col, slot) in (0u8..).zip(line) {
                if slot.is_some() {
                    occupied |= Cell { row, col }.bit();
                }
            }
        }
        Battlefield { cells, occupied }
    }

    /// The occupied cells, one bit each (see [`Battlefield`]).
    #[inline]
    pub fn occupied(&self) -> u32 {
        self.occupied
    }

    /// The card at `c`.
    #[inline]
    pub fn get(&self, c: Cell) -> Option<&Slot> {
        self.cells.get(usize::from(c.row))?.get(usize::from(c.col))?.as_ref()
    }

    /// The card at `c`, to change its tokens, loaded Troops or Siege mark (not its place, and
    /// not the card itself).
    #[inline]
    pub(crate) fn get_mut(&mut self, c: Cell) -> Option<&mut Slot> {
        self.cells.get_mut(usize::from(c.row))?.get_mut(usize::from(c.col))?.as_mut()
    }

    /// Removes the card at `c`.
    pub(crate) fn take(&mut self, c: Cell) -> Option<Slot> {
        let slot = self.cells.get_mut(usize::from(c.row))?.get_mut(usize::from(c.col))?.take();
        self.occupied &= !c.bit();
        slot
    }

    /// Puts a card at `c` (replacing any there).
    pub(crate) fn put(&mut self, c: Cell, slot: Slot) {
        if let Some(cell) = self.cells.get_mut(usize::from(c.row)).and_then(|r| r.get_mut(usize::from(c.col))) {
            *cell = Some(slot);
            self.occupied |= c.bit();
        }
    }

    /// Every card, to change its tokens, loaded Troops or Siege mark.
    pub(crate) fn slots_mut(&mut self) -> impl Iterator<Item = &mut Slot> {
        self.cells.iter_mut().flatten().flatten()
    }

    /// Every card moves as close to the Fortress as it can in its column.
    pub(crate) fn compact(&mut self) {
        let mut occupied = 0;
        for col in 0..COLUMNS {
            let mut to = 0;
            for row in 0..ROWS {
                if self.cells[row][col].is_some() {
                    if row != to {
                        self.cells[to][col] = self.cells[row][col].take();
                    }
                    occupied |= 1 << (to * COLUMNS + col);
                    to += 1;
                }
            }
        }
        self.occupied = occupied;
    }
}

impl std::ops::Deref for Battlefield {
    type Target = [[Option<Slot>; COLUMNS]; ROWS];
    fn deref(&self) -> &Self::Target {
        &self.cells
    }
}

impl Serialize for Battlefield {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.cells.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Battlefield {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        <[[Option<Slot>; COLUMNS]; ROWS]>::deserialize(d).map(Battlefield::from_cells)
    }
}

/// A card in a cell, with its tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// The card.
    pub foe: Foe,
    /// Strength tokens on it.
    pub strength: u8,
    /// Magic tokens on it.
    pub magic: u8,
    /// Troops loaded onto it (Breach Tower only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loaded: Vec<Loaded>,
    /// Where this Siege Engine stands in the current Resolve the Siege Engines phase.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub siege: Option<SiegeMark>,
}

/// A Siege Engine's progress through one Siege phase: it travels with the card, so an engine
/// moved during a window neither fires twice nor escapes (ruling A-12: range is judged when it
/// resolves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SiegeMark {
    /// Its window is open; it resolves next.
    Next,
    /// A Gargan Priest blocked it.
    Blocked,
    /// It has resolved this phase.
    Resolved,
    /// Lucky Shot chose it: it fires after the window, from wherever it stands then (the
    /// mark travels with the card, so moving it neither cancels the shot nor passes it on).
    LuckyShot,
}

impl Slot {
    /// A card with no tokens.
    pub fn new(foe: Foe) -> Slot {
        Slot { foe, strength: 0, magic: 0, loaded: Vec::new(), siege: None }
    }

    /// The Troop, if it is one.
    pub fn troop(&self) -> Option<TroopKind> {
        match self.foe {
            Foe::Troop(t) => Some(t),
            Foe::Engine(_) => None,
        }
    }

    /// The Siege Engine, if it is one.
    pub fn engine(&self) -> Option<EngineKind> {
        match self.foe {
            Foe::Engine(e) => Some(e),
            Foe::Troop(_) => None,
        }
    }

    /// An Attack Troop's current Strength (printed plus Strength tokens; ruling ).
    pub fn troop_strength(&self) -> Option<u8> {
        self.troop().map(|t| t.strength() + self.strength)
    }

    /// Tokens on the card or on Troops loaded onto it.
    pub fn has_tokens(&self) -> bool {
        self.strength + self.magic > 0 || self.loaded.iter().any(|l| l.strength + l.magic > 0)
    }

    /// True for an Attack Troop.
    pub fn is_attack_troop(&self) -> bool {
        self.troop().is_some_and(|t| t.class() == TroopClass::Attack)
    }

    /// True for a Magical Troop.
    pub fn is_magical_troop(&self) -> bool {
        self.troop().is_some_and(|t| t.class() == TroopClass::Magical)
    }
}

/// A Turret of the Fortress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turret {
    /// Impact tokens (0..=3 while the game goes on).
    pub impacts: u8,
    /// The Champion on it and whether it is face up.
    pub champion: Option<(ChampionKind, bool)>,
}

impl Turret {
    /// rulebook: Fortress — a Turret with 3 Impacts holds no Champion.
    pub fn open(&self) -> bool {
        self.champion.is_none() && self.impacts < super::data::BLOCKING_IMPACTS
    }
}

/// A die's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red: Strength.
    Soldier,
    /// Blue: Magic (and augments Strength).
    Holy,
}

/// Where a die is (ruling A-1: supply, active, spent; the pool is active plus spent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Not in your pool.
    Supply,
    /// Rolled and usable.
    Active,
    /// Used this round; rolled again next round.
    Spent,
}

/// One die. Dice 0-7 are Soldier, 8-11 Holy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    /// Its colour.
    pub colour: Colour,
    /// Its zone.
    pub zone: Zone,
    /// Its face (2-12 only when doubled).
    pub value: u8,
    /// Doubled by a Dragonkin Warlord this round: no further changes (ruling A-22).
    pub doubled: bool,
}

/// Which phase of the day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Dealing the starting cards.
    Setup,
    /// rulebook: Roll Your Dice.
    Roll,
    /// rulebook: Resolve the Siege Engines.
    Siege,
    /// rulebook: Resolve an Event.
    Event,
    /// rulebook: Perform Your Actions.
    Actions,
    /// rulebook: Activate the Vanguard.
    Vanguard,
    /// rulebook: Advance the Battlefield.
    Advance,
    /// rulebook: Reinforce the Battlefield.
    Reinforce,
    /// The game is over.
    Over,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// rulebook: Winning and Losing — the Siege Engine deck is exhausted and none is on the Battlefield.
    AllEnginesDefeated,
    /// A Siege Engine is in the Vanguard when it activates.
    EngineInVanguard,
    /// A Turret received its 4th Impact.
    FourthImpact,
    /// The Troop deck is exhausted when the Battlefield must be reinforced.
    TroopDeckExhausted,
}

impl EndReason {
    /// Stable key for statistics.
    pub fn key(self) -> &'static str {
        match self {
            EndReason::AllEnginesDefeated => "all_engines_defeated",
            EndReason::EngineInVanguard => "engine_in_vanguard",
            EndReason::FourthImpact => "fourth_impact",
            EndReason::TroopDeckExhausted => "troop_deck_exhausted",
        }
    }
}

/// What a die choice is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieUse {
    /// Dragonkin Warlord: double it.
    Double,
    /// Gnoll Pack: flip it.
    Flip,
    /// Goblin Warrior: ±1 (the direction is asked next).
    Nudge,
    /// Troll Brute: set to 6.
    SetSix,
    /// Sister Althea / Sir J'ilko: ±1 on a die of that colour.
    ChampionNudge {
        /// Holy or Soldier.
        holy: bool,
    },
    /// A token's +1 after a defeat (Strength tokens on Soldier dice, Magic on Holy).
    TokenBonus {
        /// Holy or Soldier.
        holy: bool,
    },
    /// Ballista: forfeit it to the supply.
    Forfeit,
    /// Catapult / Incendiaries: re-roll the die showing this face.
    Reroll {
        /// 6 for the Catapult, 5 for the Incendiaries.
        face: u8,
    },
    /// Gargan's Eye, Deserter, Spell Sickness: move to spent.
    ToSpent {
        /// Holy or Soldier.
        holy: bool,
    },
    /// Camp Crud: lower by 1 (`left` more to pick after this one).
    Lower {
        /// Picks left after this one.
        left: u8,
        /// Dice already lowered, as a bit set.
        picked: u16,
    },
    /// Repair: spend it to remove an Impact from this Turret.
    Repair {
        /// The Turret.
        turret: u8,
    },
}

/// What a cell choice is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CellUse {
    /// Gargoyle Talon: the target of the attack.
    TalonTarget,
    /// Lycan Mage / Efreet Enflammé: the Overkill target next to `from`.
    Overkill {
        /// The cell of the card just defeated.
        from: Cell,
        /// Leftover of the triggering attack.
        leftover: u8,
        /// Of which this much may count as Magic (ruling A-23).
        leftover_magic: u8,
        /// Efreet (true) or Lycan (false).
        efreet: bool,
    },
    /// Undead Samurai: the first cell.
    SwapFirst,
    /// Undead Samurai: the second cell, next to `first`.
    SwapSecond {
        /// The first cell.
        first: Cell,
    },
    /// Sister Mystique: the card to move.
    MoveFrom,
    /// Sister Mystique: the empty cell to move it to.
    MoveTo {
        /// The card's cell.
        from: Cell,
    },
    /// Doktor Kilter: the card to clear.
    ClearTokens,
    /// Breach Tower at `tower`: which of the tied strongest Troops to load.
    Load {
        /// The Breach Tower's cell.
        tower: Cell,
    },
    /// Battle Lust / Fools Rush In / Final Push / Gargan's Blessing / Shaman's Ritual: which of
    /// the tied cards gets the tokens.
    Tokens {
        /// Strength (false) or Magic (true) tokens.
        magic: bool,
        /// How many.
        count: u8,
        /// Which cards tie.
        among: Among,
    },
    /// Lucky Shot: which out-of-range Siege Engine fires.
    LuckyShot,
    /// Trained Warriors / Unified Rites with too few tokens: which Vanguard Troop gets one.
    OneToken {
        /// Magic (Unified Rites) or Strength (Trained Warriors).
        magic: bool,
        /// Picks left after this one.
        left: u8,
        /// Columns already given a token, as a bit set.
        picked: u8,
    },
}

/// The cards an Event picks from, ties going to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Among {
    /// The strongest Attack Troops in the Vanguard (ruling A-32).
    StrongestVanguardAttack,
    /// The weakest Attack Troops in the Vanguard.
    WeakestVanguardAttack,
    /// The Siege Engines closest to the Fortress (ruling A-33: lowest row).
    ClosestEngines,
    /// The Siege Engines farthest from the Fortress.
    FarthestEngines,
}

/// What a Turret choice is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurretUse {
    /// Ballista / Flaming Rain: discard the Champion here.
    DiscardChampion {
        /// Flaming Rain flips a face-up Champion afterwards.
        then_flip: bool,
    },
    /// Flaming Rain / Accidents Happen: flip the face-up Champion here (`left` more after this one).
    FlipChampion {
        /// Picks left after this one.
        left: u8,
    },
    /// Smith Laicon: take an Impact from here.
    MoveImpactFrom,
    /// Smith Laicon: put it here.
    MoveImpactTo {
        /// The Turret it came from.
        from: u8,
    },
    /// Shore Up the Walls: clear this Turret.
    ShoreUp,
    /// The Turret Shudders: one Impact here.
    Shudder,
    /// Repair with a die: which Turret.
    RepairWithDie,
}

/// A pending decision (the top of the stack is asked now).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Pending {
    /// A moment where Troops and Champions may be played before the game moves on.
    Window {
        /// What comes next.
        before: WindowPoint,
    },
    /// Perform Your Actions: attack, repair, play cards, or end the phase.
    Actions,
    /// An attack being assembled.
    Attack(Attack),
    /// After a defeat at `cell`: Overkill (Lycan Mage, Efreet Enflammé) or go on.
    AfterDefeat {
        /// Where the defeated card stood.
        cell: Cell,
        /// What the attack overspent.
        leftover: u8,
        /// Of which this much can count as Magic.
        leftover_magic: u8,
    },
    /// Paying an Overkill's remaining cost with fresh dice.
    OverkillPay {
        /// The target.
        target: Cell,
        /// The card targeted (if another card ends up in the cell, the Overkill can only be given up).
        foe: Foe,
        /// From where.
        from: Cell,
        /// The triggering attack's leftover, restored if the Overkill is given up.
        leftover: u8,
        /// Of which this much can count as Magic.
        leftover_magic: u8,
        /// Efreet (Magic, Holy dice) or Lycan (Strength).
        efreet: bool,
        /// Still owed.
        owed: u8,
        /// Dice chosen so far.
        dice: Ids<{ DICE as usize }>,
    },
    /// Choose a die.
    Die {
        /// What for.
        purpose: DieUse,
    },
    /// Goblin Warrior / Sister Althea / Sir J'ilko: up or down for this die.
    Direction {
        /// The die.
        die: u8,
    },
    /// Rune Witch (re-roll) or Mrs. Rye (raise): pick dice, then confirm.
    PickDice {
        /// Mrs. Rye (true) or Rune Witch (false).
        raise: bool,
        /// Dice picked so far.
        picked: Ids<{ DICE as usize }>,
    },
    /// Choose a cell.
    Cell {
        /// What for.
        purpose: CellUse,
    },
    /// Choose a Turret.
    Turret {
        /// What for.
        purpose: TurretUse,
    },
    /// A Champion was drawn and there is no open Turret: replace one, or return it to the bottom.
    Champion {
        /// The Champion drawn.
        champion: ChampionKind,
    },
    /// Dangerous Visions / Foresight: choose which of the looked-at cards goes next from the top.
    Order {
        /// Troop deck (Dangerous Visions) or Event deck (Foresight).
        troops: bool,
        /// Cards already in their final place, from the top.
        placed: u8,
        /// Cards looked at.
        total: u8,
    },
    /// Back for More: which of the two Champions ends on top.
    BackForMoreTop {
        /// The two Champions, earliest discarded first.
        pair: [ChampionKind; BACK_FOR_MORE_CHAMPIONS],
    },
}

/// Where a window sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum WindowPoint {
    /// After the dice are rolled, before the Siege Engines resolve.
    Siege,
    /// Before the Siege Engine at `cell` resolves (a Gargan Priest may block it).
    Engine {
        /// The engine.
        cell: Cell,
    },
    /// After the Battlefield advances, before it is reinforced.
    Reinforce,
}

/// Up to `N` small ids (dice 0-11, Turrets 0-4) in the order they were chosen: a list kept
/// in the state itself, so that a pending attack or payment is copied without a heap buffer.
/// It reads as a slice and is written (serde) as a plain list, like a `Vec<u8>`.
#[derive(Clone, Copy)]
pub struct Ids<const N: usize> {
    items: [u8; N],
    len: u8,
}

impl<const N: usize> Ids<N> {
    /// No id.
    pub const fn new() -> Self {
        Ids { items: [0; N], len: 0 }
    }

    /// Adds `id` at the end. A list never needs more than `N` (each id appears once, and `N`
    /// is how many there are); past that the id is dropped rather than panic.
    pub fn push(&mut self, id: u8) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = id;
            self.len += 1;
        }
    }

    /// The ids, in order.
    pub fn as_slice(&self) -> &[u8] {
        self.items.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

impl<const N: usize> Default for Ids<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> std::ops::Deref for Ids<N> {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl<'a, const N: usize> IntoIterator for &'a Ids<N> {
    type Item = &'a u8;
    type IntoIter = std::slice::Iter<'a, u8>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<const N: usize> PartialEq for Ids<N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for Ids<N> {}

impl<const N: usize> std::fmt::Debug for Ids<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl<const N: usize> Serialize for Ids<N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de, const N: usize> Deserialize<'de> for Ids<N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        if list.len() > N {
            return Err(serde::de::Error::invalid_length(list.len(), &format!("at most {N} ids").as_str()));
        }
        let mut ids = Ids::new();
        for id in list {
            ids.push(id);
        }
        Ok(ids)
    }
}

/// An attack being assembled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// The target.
    pub target: Cell,
    /// The card attacked (if another card ends up in the cell, the attack can only be given up).
    pub foe: Foe,
    /// Made through a Gargoyle Talon.
    pub talon: bool,
    /// Dice assigned so far.
    pub dice: Ids<{ DICE as usize }>,
    /// Turrets whose Champion's bonus is added.
    pub bonuses: Ids<TURRETS>,
}

/// Work the engine does by itself, with chance draws and decisions pushed on the same stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// A decision for the player.
    Decide(Pending),
    /// A chance event.
    Chance(Need),
    /// Start a phase.
    Phase(Phase),
    /// Resolve the next in-range Siege Engine not yet resolved: leftmost column first, nearest
    /// the Fortress first within a column (ruling A-12).
    SiegeNext,
    /// Resolve one Siege Engine's effect after its window: the engine marked next (wherever it
    /// stands now), unless a Priest blocked it; or, for Lucky Shot, the engine it marked
    /// ([`SiegeMark::LuckyShot`]), wherever it stands now.
    EngineEffect {
        /// The engine's cell when its window opened (the engine itself is found by its mark).
        cell: Cell,
        /// Fired by Lucky Shot (it ignores range and Gargan Priests).
        lucky: bool,
    },
    /// Resolve a drawn Event.
    EventEffect(EventKind),
    /// Gain Champions, one at a time.
    GainChampions {
        /// How many are still to come.
        count: u8,
    },
    /// Pay out tokens from a defeated card: +1 each to an active die of the colour.
    TokenBonuses {
        /// Strength tokens left.
        strength: u8,
        /// Magic tokens left.
        magic: u8,
    },
    /// Place Troops during Reinforce.
    PlaceTroops {
        /// Still to draw.
        count: u8,
    },
    /// Place a Siege Engine in each column without one, from `col` on.
    PlaceEngines {
        /// The next column to check.
        col: u8,
    },
    /// Close the gaps after reinforcing and start the next day.
    EndDay,
    /// Check the win after a Siege Engine is defeated.
    CheckWin,
}

/// A chance event the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "need", rename_all = "snake_case")]
pub enum Need {
    /// Roll this die into the active dice.
    Roll {
        /// The die.
        die: u8,
    },
    /// Draw a Troop into the starting hand.
    TroopToHand,
    /// Draw a Troop for this cell (or discard it if `cell` is none: no room).
    TroopToCell {
        /// Where it goes.
        cell: Option<Cell>,
    },
    /// Reveal the next Troop onto the known top (Dangerous Visions; `left` more after it).
    RevealTroop {
        /// Reveals left after this one.
        left: u8,
    },
    /// Draw a Siege Engine for this cell.
    EngineToCell {
        /// Where it goes.
        cell: Cell,
    },
    /// Draw a Champion.
    Champion,
    /// Draw the day's Event.
    Event,
    /// Reveal the next Event onto the known top (Foresight; `left` more after it).
    RevealEvent {
        /// Reveals left after this one.
        left: u8,
    },
}

/// A card in the discard pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Discarded {
    /// A Troop.
    Troop(TroopKind),
    /// A Siege Engine.
    Engine(EngineKind),
    /// A Champion.
    Champion(ChampionKind),
    /// An Event.
    Event(EventKind),
}

/// Token supplies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    /// Strength tokens left.
    pub strength: u8,
    /// Magic tokens left.
    pub magic: u8,
    /// Impact tokens left (never limiting; ruling A-36).
    pub impact: u8,
}

/// The whole game of Siege of Valeria.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Valeria {
    pub(super) config: ValeriaConfig,
    pub(super) day: u8,
    pub(super) phase: Phase,
    /// `grid[row][col]`, row 0 = the Vanguard.
    pub(super) grid: Battlefield,
    pub(super) turrets: [Turret; TURRETS],
    pub(super) dice: [Die; DICE as usize],
    pub(super) hand: Vec<TroopKind>,
    pub(super) troops: Deck<TroopKind>,
    pub(super) engines: Deck<EngineKind>,
    pub(super) champions: Deck<ChampionKind>,
    pub(super) events: Deck<EventKind>,
    pub(super) discard: Vec<Discarded>,
    pub(super) supply: Supply,
    pub(super) tasks: crate::core::Agenda<Task>,
    /// Troops played from the hand (for the log and statistics).
    pub(super) played: u16,
    /// Siege Engines defeated.
    pub(super) engines_defeated: u8,
    pub(super) end: Option<EndReason>,
}

impl Valeria {
    /// The bytes this state takes: its own size plus the capacity of every heap buffer it owns
    /// (the hand, the discard pile, Troops loaded on Breach Towers, the decks and the task
    /// stack). Searches clone states by the thousand; the tests keep this under 4 KB.
    pub fn memory_bytes(&self) -> usize {
        let loaded: usize =
            self.grid.iter().flatten().flatten().map(|s| s.loaded.capacity() * std::mem::size_of::<Loaded>()).sum();
        std::mem::size_of::<Valeria>()
            + self.hand.capacity() * std::mem::size_of::<TroopKind>()
            + self.discard.capacity() * std::mem::size_of::<Discarded>()
            + loaded
            + self.tasks.capacity_bytes()
            + self.troops.capacity_bytes()
            + self.engines.capacity_bytes()
            + self.champions.capacity_bytes()
            + self.events.capacity_bytes()
    }
}

//! Siege of Valeria's decisions, chance outcomes, events and rule errors.

use serde::{Deserialize, Serialize};

use super::data::{ChampionKind, EngineKind, EventKind, TroopKind};
use super::state::{Cell, EndReason, Foe};

/// A decision. Things are named by stable ids: die 0-11, Turret 0-4, a cell, a card type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum ValeriaAction {
    /// Go on: close a window, finish picking dice, or skip an optional step.
    Continue,
    /// Play a Troop card from the hand.
    PlayTroop {
        /// Which type.
        troop: TroopKind,
    },
    /// Use the face-up Champion on this Turret (in an attack: add its bonus).
    UseChampion {
        /// The Turret.
        turret: u8,
    },
    /// Start an attack on a Front card or an in-range Siege Engine.
    Attack {
        /// The target.
        cell: Cell,
    },
    /// Add an active die to the attack or payment, or pick it for the pending choice.
    Die {
        /// The die.
        die: u8,
    },
    /// Defeat the target with what is assigned.
    Confirm,
    /// Give up the attack or payment: dice and Champions return unused.
    Cancel,
    /// Repair: spend a die to remove one Impact from a Turret (the Turret is asked next).
    RepairWithDie,
    /// Repair: discard the face-up Champion on this Turret to remove one Impact from it.
    RepairWithChampion {
        /// The Turret.
        turret: u8,
    },
    /// End Perform Your Actions.
    EndActions,
    /// Raise (true) or lower (false) the die being changed.
    Direction {
        /// Up?
        up: bool,
    },
    /// Choose a cell.
    Cell {
        /// The cell.
        cell: Cell,
    },
    /// Choose a Turret.
    Turret {
        /// The Turret.
        turret: u8,
    },
    /// Return the drawn Champion to the bottom of the deck.
    ReturnChampion,
    /// Put this revealed card on top next (index into the cards still to place).
    Order {
        /// Index.
        index: u8,
    },
    /// Back for More: this Champion ends on top.
    TopChampion {
        /// The Champion.
        champion: ChampionKind,
    },
}

/// A chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum ValeriaChance {
    /// A die shows this face.
    Face(u8),
    /// This Troop was drawn.
    Troop(TroopKind),
    /// This Siege Engine was drawn.
    Engine(EngineKind),
    /// This Champion was drawn.
    Champion(ChampionKind),
    /// This Event was drawn.
    Event(EventKind),
}

/// What happened, for the log and the UI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ValeriaEvent {
    /// A new day began.
    DayBegan { day: u8 },
    /// A phase began.
    PhaseBegan { phase: super::state::Phase },
    /// A die was rolled.
    Rolled { die: u8, value: u8 },
    /// A die changed value.
    DieChanged { die: u8, from: u8, to: u8 },
    /// A die moved to spent.
    DieSpent { die: u8 },
    /// A die went back to the supply.
    DieForfeited { die: u8 },
    /// A card was dealt onto the Battlefield.
    Dealt { foe: Foe, cell: Cell },
    /// A Troop was drawn into the hand.
    DrewTroop { troop: TroopKind },
    /// A drawn Troop found no room and was discarded.
    TroopDiscarded { troop: TroopKind },
    /// A Siege Engine fired.
    EngineFired { engine: EngineKind, cell: Cell },
    /// A Gargan Priest blocked a Siege Engine.
    EngineBlocked { engine: EngineKind, cell: Cell },
    /// The Event of the day.
    EventDrawn { event: EventKind },
    /// An Event had nothing to act on.
    NoEffect { what: String },
    /// A card was defeated.
    Defeated { foe: Foe, cell: Cell, overkill: bool },
    /// Tokens were added to a card.
    TokensAdded { cell: Cell, strength: u8, magic: u8 },
    /// Tokens moved up a column.
    TokensPassed { from: Cell, to: Option<Cell>, strength: u8, magic: u8 },
    /// Tokens were cleared from a card.
    TokensCleared { cell: Cell },
    /// A token's +1 was lost (no die could take it).
    TokenLost { magic: bool },
    /// An Impact hit a Turret.
    Impact { turret: u8, total: u8 },
    /// Impacts were removed from a Turret.
    Repaired { turret: u8, total: u8 },
    /// A Champion joined the Fortress.
    ChampionGained { champion: ChampionKind, turret: u8, face_up: bool },
    /// A drawn Champion went to the bottom of the deck.
    ChampionReturned { champion: ChampionKind },
    /// A Champion was discarded.
    ChampionDiscarded { champion: ChampionKind, turret: u8 },
    /// A Champion was flipped face down.
    ChampionFlipped { champion: ChampionKind, turret: u8 },
    /// Face-down Champions were refreshed.
    ChampionsRefreshed,
    /// A Champion's power was used.
    ChampionUsed { champion: ChampionKind },
    /// A Troop card was played from the hand.
    TroopPlayed { troop: TroopKind },
    /// A played Troop went back to the hand: what it started was given up.
    TroopReturned { troop: TroopKind },
    /// A die came from the supply (or spent) into play.
    DieGained { die: u8 },
    /// A card moved on the Battlefield.
    Moved { from: Cell, to: Cell },
    /// Two cells swapped.
    Swapped { a: Cell, b: Cell },
    /// A Troop was loaded onto a Breach Tower.
    LoadedOnto { troop: TroopKind, from: Cell, tower: Cell },
    /// The Vanguard's cards were discarded.
    VanguardDiscarded { count: u8 },
    /// The Battlefield advanced.
    Advanced,
    /// A deck's top was put back in a chosen order.
    Reordered { troops: bool },
    /// Champions went back on top of their deck.
    ChampionsToTop { count: u8 },
    /// The game ended.
    Ended { reason: EndReason },
}

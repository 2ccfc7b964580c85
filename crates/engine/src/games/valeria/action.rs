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
    DayBegan {
        /// The day (from 1).
        day: u8,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: super::state::Phase,
    },
    /// A die was rolled.
    Rolled {
        /// The die (0-11).
        die: u8,
        /// The face shown.
        value: u8,
    },
    /// A die changed value.
    DieChanged {
        /// The die (0-11).
        die: u8,
        /// Where from (the value or cell before).
        from: u8,
        /// Where to (the value or cell after).
        to: u8,
    },
    /// A die moved to spent.
    DieSpent {
        /// The die (0-11).
        die: u8,
    },
    /// A die went back to the supply.
    DieForfeited {
        /// The die (0-11).
        die: u8,
    },
    /// A card was dealt onto the Battlefield.
    Dealt {
        /// The card.
        foe: Foe,
        /// The cell.
        cell: Cell,
    },
    /// A Troop was drawn into the hand.
    DrewTroop {
        /// The Troop.
        troop: TroopKind,
    },
    /// A drawn Troop found no room and was discarded.
    TroopDiscarded {
        /// The Troop.
        troop: TroopKind,
    },
    /// A Siege Engine fired.
    EngineFired {
        /// The Siege Engine.
        engine: EngineKind,
        /// The cell.
        cell: Cell,
    },
    /// A Gargan Priest blocked a Siege Engine.
    EngineBlocked {
        /// The Siege Engine.
        engine: EngineKind,
        /// The cell.
        cell: Cell,
    },
    /// The Event of the day.
    EventDrawn {
        /// The Event card.
        event: EventKind,
    },
    /// An Event had nothing to act on.
    NoEffect {
        /// What had no effect.
        what: String,
    },
    /// A card was defeated.
    Defeated {
        /// The card.
        foe: Foe,
        /// The cell.
        cell: Cell,
        /// Defeated by Overkill.
        overkill: bool,
    },
    /// Tokens were added to a card.
    TokensAdded {
        /// The cell.
        cell: Cell,
        /// Strength tokens.
        strength: u8,
        /// Magic tokens (for `TokenLost`: a Magic token, else Strength).
        magic: u8,
    },
    /// Tokens moved up a column.
    TokensPassed {
        /// Where from (the value or cell before).
        from: Cell,
        /// Where to (the value or cell after).
        to: Option<Cell>,
        /// Strength tokens.
        strength: u8,
        /// Magic tokens (for `TokenLost`: a Magic token, else Strength).
        magic: u8,
    },
    /// Tokens were cleared from a card.
    TokensCleared {
        /// The cell.
        cell: Cell,
    },
    /// A token's +1 was lost (no die could take it).
    TokenLost {
        /// Magic tokens (for `TokenLost`: a Magic token, else Strength).
        magic: bool,
    },
    /// An Impact hit a Turret.
    Impact {
        /// The Turret (0-4).
        turret: u8,
        /// Impact tokens on the Turret now.
        total: u8,
    },
    /// Impacts were removed from a Turret.
    Repaired {
        /// The Turret (0-4).
        turret: u8,
        /// Impact tokens on the Turret now.
        total: u8,
    },
    /// A Champion joined the Fortress.
    ChampionGained {
        /// The Champion.
        champion: ChampionKind,
        /// The Turret (0-4).
        turret: u8,
        /// It arrived face up.
        face_up: bool,
    },
    /// A drawn Champion went to the bottom of the deck.
    ChampionReturned {
        /// The Champion.
        champion: ChampionKind,
    },
    /// A Champion was discarded.
    ChampionDiscarded {
        /// The Champion.
        champion: ChampionKind,
        /// The Turret (0-4).
        turret: u8,
    },
    /// A Champion was flipped face down.
    ChampionFlipped {
        /// The Champion.
        champion: ChampionKind,
        /// The Turret (0-4).
        turret: u8,
    },
    /// Face-down Champions were refreshed.
    ChampionsRefreshed,
    /// A Champion's power was used.
    ChampionUsed {
        /// The Champion.
        champion: ChampionKind,
    },
    /// A Troop card was played from the hand.
    TroopPlayed {
        /// The Troop.
        troop: TroopKind,
    },
    /// A played Troop went back to the hand: what it started was given up.
    TroopReturned {
        /// The Troop.
        troop: TroopKind,
    },
    /// A die came from the supply (or spent) into play.
    DieGained {
        /// The die (0-11).
        die: u8,
    },
    /// A card moved on the Battlefield.
    Moved {
        /// Where from (the value or cell before).
        from: Cell,
        /// Where to (the value or cell after).
        to: Cell,
    },
    /// Two cells swapped.
    Swapped {
        /// One cell.
        a: Cell,
        /// The other cell.
        b: Cell,
    },
    /// A Troop was loaded onto a Breach Tower.
    LoadedOnto {
        /// The Troop.
        troop: TroopKind,
        /// Where from (the value or cell before).
        from: Cell,
        /// The Breach Tower's cell.
        tower: Cell,
    },
    /// The Vanguard's cards were discarded.
    VanguardDiscarded {
        /// How many.
        count: u8,
    },
    /// The Battlefield advanced.
    Advanced,
    /// A deck's top was put back in a chosen order.
    Reordered {
        /// The Troop deck (else the Event deck).
        troops: bool,
    },
    /// Champions went back on top of their deck.
    ChampionsToTop {
        /// How many.
        count: u8,
    },
    /// The game ended.
    Ended {
        /// Why it ended.
        reason: EndReason,
    },
}

//! Heroes and Spells' decisions, chance outcomes and events. Decisions are small: one tile, one
//! Warrior, one card or one answer at a time, naming tiles by their id and cards by number.

use serde::{Deserialize, Serialize};

use super::data::cards::Card;
use super::data::{Faction, Wizard};
use super::state::{Aim, Army, TileId};
use crate::core::Seat;

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ThaloriaAction {
    /// Setup: take this faction.
    Faction {
        /// The faction.
        faction: Faction,
    },
    /// Setup: take this Wizard.
    Wizard {
        /// The Wizard.
        wizard: Wizard,
    },
    /// Setup: place a tile on the cell `(q, r)`: a faction tile, or the Dungeon.
    Place {
        /// Axial column.
        q: i8,
        /// Axial row.
        r: i8,
        /// Place the Dungeon tile rather than a faction tile.
        dungeon: bool,
    },
    /// Setup, King Zarkul: make this faction tile an Empowered Stronghold.
    Empower {
        /// The tile.
        tile: TileId,
    },
    /// Starting deployment: place one group from the Reserve on one of your tiles.
    Group {
        /// The tile.
        tile: TileId,
        /// Standard Warriors in the group.
        standard: u8,
        /// Elite Warriors in the group.
        elite: u8,
    },
    /// Starting deployment: "I am deployed."
    Deployed,
    /// Draw Step: use Last Muster.
    LastMuster,
    /// Decline what is offered (Last Muster, King Alaric's reroll, King Haldrek's +1, a Wizard
    /// attack).
    Decline,
    /// Draw Step, King Azmorth: return a Fallen Warrior to the Reserve.
    Azmorth {
        /// An Elite Warrior (else a Standard one).
        elite: bool,
    },
    /// Draw Step: nothing more to play.
    EndDraw,
    /// Hand limit: discard this card.
    Discard {
        /// The card.
        card: Card,
    },
    /// Deployment Step or Consolidation Deployment: one Warrior from the Reserve onto a tile.
    Deploy {
        /// The tile.
        tile: TileId,
        /// An Elite Warrior (else a Standard one).
        elite: bool,
    },
    /// End the Deployment Step or the Consolidation Deployment (and with it the turn).
    EndDeploy,
    /// Advance Step: one Warrior moves to an adjacent tile.
    Move {
        /// From.
        from: TileId,
        /// To.
        to: TileId,
        /// An Elite Warrior (else a Standard one).
        elite: bool,
    },
    /// Advance Step, King Thalorien: one Warrior moves two tiles, through `via`.
    Stride {
        /// From.
        from: TileId,
        /// The tile passed through.
        via: TileId,
        /// To.
        to: TileId,
        /// An Elite Warrior (else a Standard one).
        elite: bool,
    },
    /// End the Advance Step.
    EndAdvance,
    /// Attack and Defence Step: fight the battle on this tile next (or, before the Draw Step,
    /// the dispute on it).
    Fight {
        /// The tile.
        tile: TileId,
    },
    /// Attack and Defence Step: make the Wizard attack earned by conquering this empty tile.
    Raid {
        /// The tile.
        tile: TileId,
    },
    /// Attack and Defence Step: make no more Wizard attacks.
    EndAttacks,
    /// Combat: the Warriors that roll this round.
    Pick {
        /// Standard Warriors.
        standard: u8,
        /// Elite Warriors.
        elite: u8,
    },
    /// Combat, King Alaric: reroll this attack die.
    Reroll {
        /// The die, as the round lists them.
        die: u8,
    },
    /// Combat, King Haldrek: add +1 to this defence die.
    Bonus {
        /// The die, as the round lists them.
        die: u8,
    },
    /// Combat: fight another round.
    Press,
    /// Combat: the attackers retreat to this tile.
    Retreat {
        /// The tile.
        to: TileId,
    },
    /// Attack the Wizard this conquest exposes.
    AttackWizard,
    /// Consolidation: one Warrior moves between adjacent tiles you control.
    Consolidate {
        /// From.
        from: TileId,
        /// To.
        to: TileId,
        /// An Elite Warrior (else a Standard one).
        elite: bool,
    },
    /// End the Consolidation movement.
    EndConsolidation,
    /// Cast a card from your hand onto the Spell Chain (rulebook: 8. Playing Cards; A1).
    Cast {
        /// The card.
        card: Card,
        /// What it aims at.
        aim: Aim,
    },
    /// Holding priority: play nothing (rulebook: A1.2).
    Pass,
    /// The Great Heist: take this card from the hand you look at.
    Take {
        /// The card.
        card: Card,
    },
    /// A copy on the chain: aim it here (rulebook: A1.6).
    Retarget {
        /// The new aim.
        aim: Aim,
    },
}

/// One outcome of a chance event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThaloriaChance {
    /// A die's face.
    Die(u8),
    /// A card drawn from the Main Deck.
    Card(Card),
}

/// Why a Wizard left the game (rulebook: 11. Victory and Defeat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fall {
    /// Zero or fewer Life Points.
    Defeated,
    /// All nine tiles under enemy banners at the end of the Deployment Step.
    TerritorialLoss,
    /// No Warriors on the battlefield or in the Reserve at the end of the Deployment Step.
    NoArmy,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ThaloriaEvent {
    /// The starting player is chosen.
    StartingPlayer {
        /// Who.
        seat: Seat,
    },
    /// Players tied for the highest start roll roll again.
    RollAgain {
        /// Who.
        seats: Vec<Seat>,
    },
    /// A faction was taken.
    TookFaction {
        /// Who.
        seat: Seat,
        /// Which.
        faction: Faction,
    },
    /// A Wizard was taken.
    TookWizard {
        /// Who.
        seat: Seat,
        /// Which.
        wizard: Wizard,
    },
    /// A tile was placed.
    Placed {
        /// Whose.
        seat: Seat,
        /// Its id.
        tile: TileId,
        /// The Dungeon (else a faction tile).
        dungeon: bool,
    },
    /// An Empowered Stronghold was marked.
    Empowered {
        /// Whose.
        seat: Seat,
        /// Where.
        tile: TileId,
    },
    /// A seat drew a card (the card is told only to the hand's owner).
    Drew {
        /// Who.
        seat: Seat,
    },
    /// The discard pile became the Main Deck.
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// Warriors entered the battlefield from the Reserve.
    Deployed {
        /// Whose.
        seat: Seat,
        /// Where.
        tile: TileId,
        /// How many.
        army: Army,
    },
    /// "I am deployed."
    Declared {
        /// Who.
        seat: Seat,
    },
    /// A turn began.
    TurnBegan {
        /// Whose.
        seat: Seat,
        /// The round.
        round: u32,
    },
    /// A Draw Step was skipped.
    DrawSkipped {
        /// Whose.
        seat: Seat,
    },
    /// Fallen Warriors returned to the Reserve (Last Muster, Rally the Fallen, King Azmorth).
    Returned {
        /// Whose.
        seat: Seat,
        /// How many.
        army: Army,
        /// By what: `last_muster`, `rally` or `azmorth`.
        by: String,
    },
    /// Warriors left a Dungeon for their Reserve.
    Released {
        /// Whose.
        seat: Seat,
        /// How many.
        army: Army,
    },
    /// A card was discarded from a hand.
    Discarded {
        /// Whose.
        seat: Seat,
        /// Which.
        card: Card,
    },
    /// A Warrior moved.
    Moved {
        /// Whose.
        seat: Seat,
        /// From.
        from: TileId,
        /// To.
        to: TileId,
        /// An Elite Warrior.
        elite: bool,
    },
    /// An attack was declared on an enemy-occupied tile.
    Attacked {
        /// The attacker.
        seat: Seat,
        /// Where.
        tile: TileId,
        /// The defender.
        defender: Seat,
    },
    /// A combat round was rolled and compared.
    Round {
        /// Where.
        tile: TileId,
        /// The attacker's dice (faces with bonuses), highest first.
        attack: Vec<u8>,
        /// The defender's dice, highest first.
        defence: Vec<u8>,
        /// The attacker's Warriors defeated.
        attacker_lost: Army,
        /// The defender's Warriors defeated.
        defender_lost: Army,
    },
    /// A tied pair of dice is rerolled.
    Tie {
        /// The tied value.
        value: u8,
    },
    /// The attackers retreated.
    Retreated {
        /// Whose.
        seat: Seat,
        /// From.
        from: TileId,
        /// To.
        to: TileId,
    },
    /// The defenders held the tile.
    Held {
        /// Whose.
        seat: Seat,
        /// Where.
        tile: TileId,
    },
    /// A tile was conquered: the conqueror's banner on it.
    Conquered {
        /// Who.
        seat: Seat,
        /// Where.
        tile: TileId,
        /// Who controlled it before, if anyone.
        from: Option<Seat>,
    },
    /// A player took back one of their own tiles: the enemy banner came off.
    Reclaimed {
        /// Who.
        seat: Seat,
        /// Where.
        tile: TileId,
    },
    /// A Wizard lost Life Points.
    Hurt {
        /// Whose Wizard.
        seat: Seat,
        /// How many.
        damage: i16,
        /// Life Points left.
        life: i16,
    },
    /// A Wizard left the game, and their army with them.
    Eliminated {
        /// Who.
        seat: Seat,
        /// Why.
        fall: Fall,
    },
    /// A card was cast onto the Spell Chain.
    Cast {
        /// Who.
        seat: Seat,
        /// Which.
        card: Card,
        /// A copy of a card on the chain.
        copy: bool,
    },
    /// A card on the chain was cancelled: it does not resolve.
    Cancelled {
        /// Whose.
        seat: Seat,
        /// Which.
        card: Card,
    },
    /// A card on the chain resolved.
    Resolved {
        /// Whose.
        seat: Seat,
        /// Which.
        card: Card,
    },
    /// A card in play or waiting woke and took effect.
    Woke {
        /// Whose.
        seat: Seat,
        /// Which.
        card: Card,
    },
    /// A card left play for the discard pile (its duration ended, it was used up or dispelled).
    Expired {
        /// Which.
        card: Card,
    },
    /// A card went from one hand to another.
    Stole {
        /// Who took it.
        seat: Seat,
        /// From whom.
        from: Seat,
    },
    /// A Wizard gained Life Points.
    Healed {
        /// Whose Wizard.
        seat: Seat,
        /// How many.
        amount: i16,
        /// Life Points now.
        life: i16,
    },
    /// Damage to a Wizard was prevented or replaced.
    Prevented {
        /// Whose Wizard.
        seat: Seat,
        /// How much.
        damage: i16,
    },
    /// Warriors were destroyed by a card (to the Fallen area, or to the Reserve where a card
    /// says so).
    Destroyed {
        /// Whose.
        seat: Seat,
        /// Where.
        tile: TileId,
        /// How many.
        army: Army,
    },
    /// Fallen Warriors were summoned: to the Reserve, or straight onto a tile.
    Summoned {
        /// Whose.
        seat: Seat,
        /// How many.
        army: Army,
        /// The tile of a direct summon.
        tile: Option<TileId>,
    },
    /// Warriors were sent to a Dungeon.
    Sent {
        /// Whose Warriors.
        seat: Seat,
        /// How many.
        army: Army,
        /// Whose Dungeon.
        keeper: Seat,
    },
    /// Warriors were removed from the game.
    Removed {
        /// Whose.
        seat: Seat,
        /// How many.
        army: Army,
    },
    /// Warriors were moved by a card (forced movement) or returned to the Reserve.
    Shifted {
        /// Whose.
        seat: Seat,
        /// From.
        from: TileId,
        /// To (`None`: the Reserve).
        to: Option<TileId>,
        /// How many.
        army: Army,
    },
    /// A card effect failed or did less (its reason).
    Fizzled {
        /// The card.
        card: Card,
        /// Why.
        why: String,
    },
    /// The game is over.
    Won {
        /// The winner, if any.
        seat: Option<Seat>,
        /// How: `last_standing`, `territory`, `tie_break` or `round_limit`.
        how: String,
    },
}

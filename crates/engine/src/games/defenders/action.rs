//! Defenders of the Realm's decisions, chance outcomes, events and rule errors.

use serde::{Deserialize, Serialize};

use super::data::{Colour, DarkCardId, General, HeroCardId, HeroKind, Loc, Quest};
use super::state::{EndReason, Reroll, Stance};
use crate::core::Seat;

/// A target picked for an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "target", content = "id", rename_all = "snake_case")]
pub enum Target {
    /// A location.
    Loc(Loc),
    /// One minion of a colour at a location.
    Minion(Loc, Colour),
    /// A seat's hero.
    Hero(Seat),
    /// A General.
    General(General),
    /// A colour.
    Colour(Colour),
    /// A Darkness card (Dark Visions).
    Dark(DarkCardId),
}

/// A decision. Things are named by stable ids: locations 0-44, Hero card kinds, quests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum DefendersAction {
    /// Take this hero (a replacement after a death).
    ChooseHero {
        /// The hero.
        hero: HeroKind,
    },
    /// Eagle Rider's stance for this turn.
    Stance {
        /// Sky or Ground.
        stance: Stance,
    },
    /// Sorcerer's form for this turn (`None` = her own).
    Form {
        /// The race.
        colour: Option<Colour>,
    },
    /// Movement by Foot.
    Foot {
        /// A neighbour.
        to: Loc,
    },
    /// Discard a Horse, Eagle or Gate card to move (rulebook: Movement Bands on Cards).
    CardMove {
        /// The card.
        card: HeroCardId,
        /// Where.
        to: Loc,
    },
    /// Gate to gate, no card.
    GateToGate {
        /// The other gate.
        to: Loc,
    },
    /// A hero's own movement skill: Eagle Rider Flight, Paladin Ride, Wizard Teleport, Unicorn Steed.
    SkillMove {
        /// Where.
        to: Loc,
    },
    /// Build a Magic Gate with this location's card.
    BuildGate {
        /// The card.
        card: HeroCardId,
    },
    /// Rumors at the Inn: call a colour and draw 2 (the Rogue 5).
    Rumors {
        /// The called colour.
        colour: Colour,
    },
    /// Heal the Land with a card of the location's colour.
    HealLand {
        /// The card.
        card: HeroCardId,
    },
    /// Cleric: Purify the land, no card.
    Purify,
    /// Heal Wounds.
    HealWounds,
    /// Engage the minions here (or, for the Ranger, at a neighbour).
    Engage {
        /// Where the minions are.
        at: Loc,
    },
    /// Wizard: Fireball, discarding a card of a present minion's colour.
    Fireball {
        /// The card.
        card: HeroCardId,
    },
    /// Slayer: defeat that race's minions here without dice.
    Slay {
        /// The race's General.
        general: General,
    },
    /// Attack the General here.
    AttackGeneral,
    /// Spend actions on the open quest (Unicorn Steed: `dice` actions; others 1).
    Quest {
        /// Dice / actions.
        dice: u8,
    },
    /// End the Daytime.
    EndDay,
    /// Play a purple card.
    Play {
        /// The card.
        card: HeroCardId,
    },
    /// Use a quest reward.
    Reward {
        /// The quest whose reward it is.
        quest: Quest,
    },
    /// Pass (close a window).
    Pass,
    /// Commit a card to the General combat.
    Commit {
        /// The card.
        card: HeroCardId,
    },
    /// Stop committing.
    Done,
    /// The next hero to attack.
    Attacker {
        /// The seat.
        seat: Seat,
    },
    /// Re-roll with this source.
    Reroll {
        /// The source.
        source: Reroll,
    },
    /// Keep the dice as rolled.
    Keep,
    /// Discard a card (penalty, hand limit).
    Discard {
        /// The card.
        card: HeroCardId,
    },
    /// Pick a target for the pending effect.
    Pick {
        /// The target.
        target: Target,
    },
    /// Wizard: discard the Darkness card just drawn and draw another.
    Redraw,
}

/// A chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum DefendersChance {
    /// A die face, 1-6.
    Die(u8),
    /// A Hero card.
    HeroCard(HeroCardId),
    /// A Darkness Spreads card.
    Dark(DarkCardId),
    /// A Quest card.
    Quest(Quest),
    /// A hero dealt at random.
    Hero(HeroKind),
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum DefendersEvent {
    /// A hero joins a seat.
    HeroArrives {
        /// Seat.
        seat: Seat,
        /// Hero.
        hero: HeroKind,
    },
    /// A turn starts.
    TurnStarts {
        /// Seat.
        seat: Seat,
        /// Turn number.
        turn: u32,
        /// Actions this turn.
        actions: u8,
    },
    /// A hero moves.
    Moved {
        /// Seat.
        seat: Seat,
        /// From.
        from: Loc,
        /// To.
        to: Loc,
    },
    /// Minions arrive.
    MinionsPlaced {
        /// Where.
        loc: Loc,
        /// Colour.
        colour: Colour,
        /// How many.
        count: u8,
    },
    /// Minions removed.
    MinionsRemoved {
        /// Where.
        loc: Loc,
        /// Colour.
        colour: Colour,
        /// How many.
        count: u8,
    },
    /// A location overran.
    Overrun {
        /// Where.
        loc: Loc,
        /// Colour of the minion.
        colour: Colour,
    },
    /// A crystal was placed.
    Tainted {
        /// Where.
        loc: Loc,
    },
    /// A crystal was removed.
    Healed {
        /// Where.
        loc: Loc,
    },
    /// A gate was built.
    GateBuilt {
        /// Where.
        loc: Loc,
    },
    /// A General moved.
    GeneralMoved {
        /// Who.
        general: General,
        /// Where to.
        to: Loc,
    },
    /// A General's advance was stopped.
    GeneralHeld {
        /// Who.
        general: General,
        /// Why.
        why: String,
    },
    /// A Darkness card was drawn.
    DarkDrawn {
        /// The card.
        card: DarkCardId,
        /// Used in full (false = General section only).
        full: bool,
    },
    /// A setup card was discarded.
    SetupDiscard {
        /// The card.
        card: DarkCardId,
    },
    /// A hero suffers wounds or a penalty.
    Wounded {
        /// Seat.
        seat: Seat,
        /// Tokens lost.
        count: u8,
    },
    /// A hero healed.
    HeroHealed {
        /// Seat.
        seat: Seat,
        /// Tokens back.
        count: u8,
    },
    /// A hero died.
    HeroDied {
        /// Seat.
        seat: Seat,
        /// Hero.
        hero: HeroKind,
    },
    /// Dice rolled.
    Rolled {
        /// The faces.
        faces: Vec<u8>,
        /// Hits or successes.
        hits: u8,
    },
    /// A card was drawn.
    CardDrawn {
        /// Seat.
        seat: Seat,
        /// The card.
        card: HeroCardId,
        /// Kept (Rumors filter).
        kept: bool,
    },
    /// A card was discarded.
    CardDiscarded {
        /// Seat.
        seat: Seat,
        /// The card.
        card: HeroCardId,
    },
    /// A purple card or reward was used.
    Played {
        /// Seat.
        seat: Seat,
        /// What.
        what: String,
    },
    /// A General was wounded.
    GeneralWounded {
        /// Who.
        general: General,
        /// Hits.
        hits: u8,
        /// Hits still needed.
        remaining: u8,
    },
    /// A General was defeated.
    GeneralDefeated {
        /// Who.
        general: General,
        /// The Slayer.
        seat: Seat,
    },
    /// A General healed one box.
    GeneralHealed {
        /// Who.
        general: General,
        /// Hits now needed.
        remaining: u8,
    },
    /// A General combat ended without a kill.
    CombatLost {
        /// Against whom.
        general: General,
    },
    /// Nobody committed a card: the combat did not take place and the initiator's action is
    /// given back (ruling A-14).
    CombatCalledOff {
        /// Against whom.
        general: General,
        /// Who initiated it.
        seat: Seat,
    },
    /// A quest was drawn.
    QuestDrawn {
        /// Seat.
        seat: Seat,
        /// Quest.
        quest: Quest,
    },
    /// A quest was completed.
    QuestDone {
        /// Seat.
        seat: Seat,
        /// Quest.
        quest: Quest,
    },
    /// A quest was failed or became impossible.
    QuestLost {
        /// Seat.
        seat: Seat,
        /// Quest.
        quest: Quest,
    },
    /// A deck was reshuffled.
    Reshuffled {
        /// "Hero", "Darkness Spreads", "Quest".
        deck: String,
    },
    /// The game ended.
    GameOver {
        /// Why.
        reason: EndReason,
    },
}

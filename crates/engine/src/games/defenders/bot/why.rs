//! The rule of thumb behind each score, with what it saw (put into words in `words.rs`).

use super::super::data::{Colour, DarkCardId, General, HeroCardId, HeroKind, Loc, Quest};
use super::super::state::Reroll;
use crate::core::Seat;

/// The rule of thumb behind a score, with what it saw, to be put into words for the log.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Why {
    /// A hero is taken in the bot's order of preference.
    TakeHero(HeroKind),
    /// Eagle Rider: the Sky keeps him from wounds.
    Sky,
    /// Eagle Rider: Ground is all there is.
    Ground,
    /// Sorcerer: this race's minions are around.
    Form(Colour, u8),
    /// Sorcerer: no race is around to copy.
    OwnForm,
    /// End the Daytime: nothing scores better (`wounds` it takes here tonight).
    EndDay { actions: u8, wounds: u8, deadly: bool },
    /// Engage minions.
    Engage { at: Loc, minions: u8 },
    /// The Slayer ability.
    Slay(General, u8),
    /// Fireball, worth it against two or more minions.
    Fireball { minions: u8, worth: bool },
    /// Attack the General here, and how the odds looked.
    AttackGeneral(General, Odds),
    /// Heal Wounds.
    Heal { life: u8, max: u8, urgent: bool },
    /// Heal the Land (`purify`: the Cleric's own way).
    HealLand { at: Loc, low: bool, purify: bool },
    /// Work on the open quest.
    Quest(Option<Quest>),
    /// Build a Magic Gate.
    BuildGate { quest: bool },
    /// Rumors at the Inn.
    Rumors { colour: Colour, hand: usize, wanted: bool },
    /// A move, and the place it heads for.
    Move { to: Loc, goal: Option<(Loc, Pull)> },
    /// Play a purple card.
    Play(HeroCardId, Use),
    /// Use a quest reward.
    Reward(Quest, Use),
    /// Commit a card to the General combat.
    Commit(HeroCardId),
    /// Nothing left worth committing.
    CommitDone,
    /// The next attacker in a General combat.
    Attacker { seat: Seat, initiator: bool },
    /// Re-roll the failed dice.
    Reroll(Reroll),
    /// Keep the dice (Battle Luck is saved for a General combat).
    Keep { saving_luck: bool },
    /// Discard the card least worth keeping.
    Discard(HeroCardId, Worth),
    /// The Cleric pushes an Undead minion away.
    Push(Loc),
    /// Close a window without playing.
    Hold,
    /// Wizard's Foresight: redraw the revealed card, or let it stand.
    Foresight { card: Option<DarkCardId>, redraw: bool },
    /// Dark Visions: keep or throw out the next card, or order the kept ones.
    Vision { card: Option<DarkCardId>, keep: bool },
    /// Dark Visions: put the least harmful card next.
    VisionNext(DarkCardId),
    /// An effect's target, and why.
    Target(Aim),
    /// Stop picking targets.
    Stop,
    /// No rule of thumb applies.
    Nothing,
}

/// How a General attack looked before the dice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Odds {
    /// The expected hits beat the hits needed.
    Favoured,
    /// A full hand: it must spend cards or lose them.
    FullHand,
    /// The General is two steps or fewer from the city and the odds are near even.
    Near,
    /// A major wound is within reach.
    MajorWound,
    /// Against the odds.
    Poor,
}

/// Why a place is worth standing on (the largest part of its value).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Pull {
    /// Minions to clear.
    Minions(u8),
    /// A General worth fighting.
    General(General),
    /// A crystal to heal with a card of the place's colour.
    Crystal,
    /// The open quest asks for this place.
    Quest,
    /// A safe place to heal.
    Rest,
    /// An Inn, to listen for rumors.
    Inn,
}

/// What a purple card or reward is played for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Use {
    /// Battle Fury against the minions here.
    Fury(u8),
    /// King's Guard Attack around the city.
    AroundCity(u8),
    /// A crisis needs it (All Is Quiet, Battle Strategy, Raids).
    Crisis,
    /// Few crystals left in the supply.
    Crystals(u8),
    /// Elven Archers against the minions on green locations.
    Green(u8),
    /// The revealed card would bring a General to the city's door.
    Advance,
    /// The revealed card would overrun a location.
    Overrun,
    /// A reward that is always worth using.
    Free,
    /// No good use now.
    Weak,
}

/// Why a card is the one to lose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Worth {
    /// Its General is defeated: the card only moves.
    DeadGeneral,
    /// Few dice against a living General.
    FewDice,
    /// A purple card, the least of those left.
    Purple,
}

/// An effect's target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Aim {
    /// A Magic Gate's place.
    Gate { at: Loc, ring: bool },
    /// The hero to move.
    Hero { seat: Seat, own: bool },
    /// Where to move a hero.
    Place(Loc, Option<Pull>),
    /// Crystals to remove.
    Crystals(Loc, u8),
    /// Minions to clear.
    Clear(Loc, u8),
    /// A General to push back.
    PushGeneral(General),
    /// One minion to kill.
    Kill(Loc, Colour, u8),
    /// Where a Cavalry Sweep starts.
    SweepStart(Loc, u8),
    /// A minion swept.
    Sweep(Loc, Colour),
    /// Where the sweep rides on.
    SweepOn(Loc, u8),
    /// The General kept from healing.
    Spy(General, u8),
    /// A placement cancelled.
    Cancel(Loc, u8),
    /// A colour called for Rumors or Local Information.
    Call(Colour, bool),
}

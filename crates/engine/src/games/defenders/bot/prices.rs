//! The heuristic's designed prices and pulls (designed: rulebook silent). How each was tuned,
//! and what it was before, is in docs/bots.md, "Tuning history".

use super::super::data::{HeroKind, Quest};

// The price of the body: life tokens are actions (R20), so a wound taken at the end of a turn
// costs an action on every later turn until it is healed, and the heroes have too few actions.

/// The price of a wound where a move would end the turn (the last action): high enough that a
/// hero stops a step short rather than walk onto minions.
pub(super) const WOUND_PRICE: f32 = 20.0;

/// The price of a wound where a move leaves one action (the hero may still clear them).
pub(super) const WOUND_PRICE_EARLY: f32 = 3.0;

/// The price of a wound when ending the Daytime where minions stand.
pub(super) const WOUND_PRICE_END_DAY: f32 = 10.0;

/// Heal Wounds: 20 plus 5 a lost life token, 10 more when the wounds are urgent, so healing
/// beats engaging a small group of minions and a hero heals well before half its life is gone.
pub(super) const HEAL_BASE: f32 = 20.0;

/// See [`HEAL_BASE`].
pub(super) const HEAL_PER_LIFE: f32 = 5.0;

/// How much Monarch City or an empty Inn pulls a hero that has lost [`REST_WOUNDS`] life
/// tokens or half its life: they heal every wound for one action.
pub(super) const REST_PULL: f32 = 25.0;

/// See [`REST_PULL`].
pub(super) const REST_WOUNDS: u8 = 2;

/// How much a hero wants to stand where its open quest can be worked on. The permanent items
/// are worth a long trip: Helm of Power draws a third Hero Card every Evening for the rest of
/// the game, and the Amulet of the Gods adds 1 to every die, so each is worth more than most
/// fights; Boots of Speed, the War Banner and the Unicorn Steed less so. Every other quest is
/// worth a short detour, so that the quest slot turns over and the next card may be one of the
/// items.
pub(super) fn quest_pull(q: Quest) -> f32 {
    match q {
        Quest::HelmOfPower | Quest::AmuletOfTheGods => 120.0,
        Quest::BootsOfSpeed => 40.0,
        Quest::WarBannerOfValor | Quest::UnicornSteed => 30.0,
        _ => 20.0,
    }
}

/// How much an empty Inn pulls a hero whose hand has fewer than [`INN_HAND`] cards. Rumors at
/// the Inn are the only action a hero can repeat every turn to draw Hero Cards, and cards are
/// what the Generals cost (about 48 dice for all four). At 25 a hero goes a few steps out of
/// its way, and still clears the minions on the way.
pub(super) const INN_PULL: f32 = 25.0;

/// The hand below which an Inn pulls (see [`INN_PULL`]).
pub(super) const INN_HAND: usize = 9;

/// The hand below which Rumors calling the wanted colour are worth an action: the hand limit.
pub(super) const RUMORS_HAND: usize = super::super::data::HAND_LIMIT;

/// The bot's order of preference among heroes: by the Generals this bot defeats with each
/// pair of heroes (the Eagle Rider's flight and the Rogue's freedom from minions' wounds serve
/// it best).
pub(super) fn hero_preference(h: HeroKind) -> f32 {
    match h {
        HeroKind::EagleRider => 8.0,
        HeroKind::Rogue => 7.0,
        HeroKind::Wizard => 6.0,
        HeroKind::Dwarf => 5.0,
        HeroKind::Sorcerer => 4.0,
        HeroKind::Paladin => 3.0,
        HeroKind::Cleric => 2.0,
        HeroKind::Ranger => 1.0,
    }
}

/// `a` if `cond`, else `b`.
pub(super) fn pick(cond: bool, a: f32, b: f32) -> f32 {
    if cond {
        a
    } else {
        b
    }
}

//! The tracker's sections, the labels of its choices (a warlord's and Zagal's place), what a new
//! game keeps, and the names it shows for the horde track and the board's sides.

pub(super) const G_TURN: &str = "Turn";
pub(super) const G_HORDE: &str = "Horde";
pub(super) const G_POWER: &str = "Power-up board";
pub(super) const G_MARALL: &str = "Marall";
pub(super) const G_GOALS: &str = "Banners and goals";
pub(super) const G_SKREEL: &str = "Skreel and citadel";
pub(super) const G_WARLORDS: &str = "Warlords";
pub(super) const G_ATTACK: &str = "Attack";
pub(super) const G_CAMPAIGN: &str = "Campaign";
pub(super) const G_HERO: &str = "Hero";
pub(super) const G_HORDE_DECK: &str = "Horde deck";
/// The horde deck and its discard pile.
pub(super) const HORDE_DECK: &str = "horde.deck";
pub(super) const HORDE_DISCARD: &str = "horde.discard";

/// Warn this many spaces before the skull. designed: rulebook silent (Match your box can change it).
pub const HORDE_WARN: i32 = 2;

/// Most squares one power-up move may carry (the amount input). rulebook: Icons — Catalyst 1/2/3,
/// Aid 2, Recharge 2; designed: up to 5 for Xe'Ragt-like multiple effects.
pub const POWER_AMOUNT_MAX: i32 = 5;

pub(super) fn side_name(side: usize) -> &'static str {
    if side >= 1 {
        "4 or more players"
    } else {
        "1 to 3 players"
    }
}

/// A warlord card's place.
pub const WARLORD_STATES: [&str; 3] = ["In the deck", "In play", "Defeated"];
pub(super) const W_DECK: i32 = 0;
pub(super) const W_PLAY: i32 = 1;
pub(super) const W_DEFEATED: i32 = 2;

/// Zagal's place. rulebook: Defeat Zagal.
pub const ZAGAL_STATES: [&str; 4] = ["Not in this game", "On the horde track", "In play", "Defeated"];
pub(super) const Z_TRACK: i32 = 1;
pub(super) const Z_PLAY: i32 = 2;
pub(super) const Z_DEFEATED: i32 = 3;

/// Counters a new game (same campaign) keeps.
pub(super) const KEEP_ON_NEW_GAME: [&str; 8] =
    ["day", "branch", "defeats", "difficulty", "board_side", "auto_banners", "hero", "power_amount"];

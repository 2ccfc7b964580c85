//! The counters' keys and sections, the names the tracker shows, and the game's numbers as the
//! tracker counts them (read from the game's `data`).

use crate::games::valeria::data::{self, ChampionKind, EngineKind, EventKind, TroopKind};

// The game's numbers as the tracker counts them (i32), each read from the game's `data`, where
// every one names its source.

/// The five Turrets (rulebook: Fortress).
pub const TURRETS: usize = data::TURRETS;
/// The 3rd Impact blocks a Turret's Champion slot (rulebook: Fortress).
pub const BLOCKING_IMPACTS: i32 = data::BLOCKING_IMPACTS as i32;
/// The 4th Impact on a Turret loses (rulebook: Fortress).
pub const LOSING_IMPACTS: i32 = data::LOSING_IMPACTS as i32;
/// The Impact tokens in the box (rulebook: Components).
pub const IMPACT_TOKENS: i32 = data::IMPACT_TOKENS as i32;
/// The seven days (rulebook: Game Flow).
pub const DAYS: i32 = data::DAYS as i32;
/// The Soldier (red) dice in the box (rulebook: Components).
pub const SOLDIER_DICE: i32 = data::SOLDIER_DICE as i32;
/// The Holy (blue) dice in the box (rulebook: Components).
pub const HOLY_DICE: i32 = data::HOLY_DICE as i32;
/// Soldier dice in the starting pool (rulebook: Game Setup).
pub const STARTING_SOLDIER: i32 = data::STARTING_SOLDIER as i32;
/// Holy dice in the starting pool (rulebook: Game Setup).
pub const STARTING_HOLY: i32 = data::STARTING_HOLY as i32;
/// The Strength tokens in the box (rulebook: Components).
pub const STRENGTH_TOKENS: i32 = data::STRENGTH_TOKENS as i32;
/// The Magic tokens in the box (rulebook: Components).
pub const MAGIC_TOKENS: i32 = data::MAGIC_TOKENS as i32;
/// The Siege Engines in play: every copy of every type, less those set aside (rulebook: Game Setup).
pub const ENGINES_IN_PLAY: i32 =
    (EngineKind::ALL.len() as i32) * (data::ENGINE_COPIES as i32) - (data::ENGINES_SET_ASIDE as i32);
/// The Siege Engine deck: those in play less the one dealt face up to row 5 of each column
/// (rulebook: Game Setup).
pub const ENGINE_DECK: i32 = ENGINES_IN_PLAY - TURRETS as i32;
/// The Troop cards in the box (the most a hand could ever hold; rulebook: Components).
pub const TROOP_CARDS: i32 = (TroopKind::ALL.len() as i32) * (data::TROOP_COPIES as i32);
/// The starting hand (rulebook: Game Setup).
pub const STARTING_HAND: i32 = data::STARTING_HAND as i32;
/// The Troops dealt face up into rows 1-4 of the Battlefield (rulebook: Game Setup).
pub const STARTING_BATTLEFIELD: i32 = ((data::ROWS - 1) * data::COLUMNS) as i32;
/// The Battlefield's cells: its rows by its columns, one column per Turret (rulebook: Game Setup).
pub const BATTLEFIELD_CELLS: i32 = (data::ROWS * data::COLUMNS) as i32;
/// The Troop deck at setup: every Troop less those set aside, the hand and the Battlefield's
/// (rulebook: Game Setup).
pub const TROOP_DECK: i32 = TROOP_CARDS - (data::TROOPS_SET_ASIDE as i32) - STARTING_HAND - STARTING_BATTLEFIELD;
/// Troops drawn at each Reinforce (rulebook: Reinforce the Battlefield).
pub const REINFORCE_TROOPS: i32 = data::REINFORCE_TROOPS as i32;
/// The Champion cards, one of each (rulebook: Components).
pub const CHAMPION_CARDS: i32 = ChampionKind::ALL.len() as i32;
/// The Event cards, one of each (rulebook: Components; Game Setup — shuffled as the Event deck).
pub const EVENT_CARDS: i32 = EventKind::ALL.len() as i32;
/// The dice helper's dice (designed: rulebook silent, see `data`).
pub const DIE_SIDES: i32 = data::DIE_SIDES as i32;
/// The seven phases of a day, in order (rulebook: Game Flow).
pub const PHASES: [&str; 7] = data::PHASES;

// ---- the counters' keys ----

/// Impacts on each Turret (0-4).
pub const TURRET_IMPACT: [&str; TURRETS] =
    ["turret1.impact", "turret2.impact", "turret3.impact", "turret4.impact", "turret5.impact"];
/// The Champion on each Turret (0 = none, then the 18 Champions in `ChampionKind::ALL` order).
pub const TURRET_CHAMPION: [&str; TURRETS] =
    ["turret1.champion", "turret2.champion", "turret3.champion", "turret4.champion", "turret5.champion"];
/// Whether that Champion is face up (1) or face down (0).
pub const TURRET_FACE: [&str; TURRETS] =
    ["turret1.face", "turret2.face", "turret3.face", "turret4.face", "turret5.face"];

/// The day, 1-7.
pub const DAY: &str = "day";
/// The day's phase checklist (Steps, carrying into `day`).
pub const PHASE: &str = "phase";
/// Easy Mode: no Event cards.
pub const EASY_MODE: &str = "easy_mode";
/// Soldier dice in the supply.
pub const SOLDIER_SUPPLY: &str = "soldier.supply";
/// Soldier dice rolled and unspent.
pub const SOLDIER_ACTIVE: &str = "soldier.active";
/// Soldier dice spent (in the pool, rolled next day).
pub const SOLDIER_SPENT: &str = "soldier.spent";
/// Holy dice in the supply.
pub const HOLY_SUPPLY: &str = "holy.supply";
/// Holy dice rolled and unspent.
pub const HOLY_ACTIVE: &str = "holy.active";
/// Holy dice spent.
pub const HOLY_SPENT: &str = "holy.spent";
/// Strength tokens in the supply.
pub const STRENGTH_SUPPLY: &str = "strength.supply";
/// Strength tokens on cards.
pub const STRENGTH_CARDS: &str = "strength.cards";
/// Magic tokens in the supply.
pub const MAGIC_SUPPLY: &str = "magic.supply";
/// Magic tokens on cards.
pub const MAGIC_CARDS: &str = "magic.cards";
/// Undefeated Siege Engines (Battlefield + deck), of 13.
pub const ENGINES_LEFT: &str = "engines.left";
/// Siege Engines still in the deck, of 8.
pub const ENGINES_DECK: &str = "engines.deck";
/// A Siege Engine stood in the Vanguard at Activate the Vanguard (a loss).
pub const VANGUARD_ENGINE: &str = "vanguard.engine";
/// Troop cards in the Troop deck.
pub const TROOPS_DECK: &str = "troops.deck";
/// The Troop deck was empty when Reinforce the Battlefield came (a loss; set on arrival).
pub const TROOPS_EXHAUSTED: &str = "troops.exhausted";
/// Today's Reinforce already drew its Troops (set by the Reinforce button, cleared when the day advances).
pub const TROOPS_REINFORCED: &str = "troops.reinforced";
/// Troop cards in hand (defeated Troops).
pub const TROOPS_HAND: &str = "troops.hand";
/// Troop cards on the Battlefield (routed Troops at a win).
pub const TROOPS_BATTLEFIELD: &str = "troops.battlefield";
/// Event cards in the Event deck.
pub const EVENTS_DECK: &str = "events.deck";
/// Event cards resolved and discarded.
pub const EVENTS_DISCARD: &str = "events.discard";
/// Champion cards in the discard pile.
pub const CHAMPIONS_DISCARD: &str = "champions.discard";

pub(super) const PHASE_ROLL: i32 = 0;
pub(super) const PHASE_EVENT: i32 = 2;
pub(super) const PHASE_ACTIONS: i32 = 3;
pub(super) const PHASE_VANGUARD: i32 = 4;
pub(super) const PHASE_REINFORCE: i32 = 6;

pub(super) const GROUP_DAY: &str = "Day";
pub(super) const GROUP_DICE: &str = "Dice";
pub(super) const GROUP_TOKENS: &str = "Tokens";
pub(super) const GROUP_ENGINES: &str = "Siege Engines";
pub(super) const GROUP_TROOPS: &str = "Troops";
pub(super) const GROUP_CHAMPIONS: &str = "Champions";
pub(super) const GROUP_EVENTS: &str = "Events";
pub(super) const GROUP_END: &str = "End of the game";

pub(super) fn turret_group(t: usize) -> String {
    format!("Turret {}", t + 1)
}

/// "none" then the 18 Champion names (the Choice labels of a Turret's Champion slot).
pub(super) fn champion_labels() -> Vec<&'static str> {
    std::iter::once("none").chain(ChampionKind::ALL.iter().map(|c| c.name())).collect()
}

pub(super) fn champion_name(value: i32) -> String {
    usize::try_from(value - 1)
        .ok()
        .and_then(|i| ChampionKind::ALL.get(i))
        .map(|c| c.name().to_string())
        .unwrap_or_else(|| format!("Champion {value}"))
}

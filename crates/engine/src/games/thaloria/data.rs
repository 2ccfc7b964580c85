//! Heroes and Spells: Realms of Thaloria's components and numbers, as the table-mode tracker and a
//! future game engine read them: Life Points, the army and its Power Points, banners and faction
//! tiles, the turn's limits, the combat dice, and the Wizards with their abilities.
//!
//! Every value names its source: `rulebook: <section>` or `designed: rulebook silent` (the rulings
//! are in docs/rules-notes/heroes-and-spells.md).

// ---- Life Points and the army ----

/// rulebook: 3. Wizard Life Points — two-player game: 40 Life Points.
pub const LIFE_TWO_PLAYERS: i32 = 40;
/// rulebook: 3. Wizard Life Points — three-to-five-player game: 30 Life Points.
pub const LIFE_MORE_PLAYERS: i32 = 30;

/// rulebook: 4. Fixed Army Supply — 18 Standard Warriors.
pub const STANDARD_SUPPLY: i32 = 18;
/// rulebook: 4. Fixed Army Supply — 9 Elite Warriors.
pub const ELITE_SUPPLY: i32 = 9;
/// rulebook: 4. Warrior Types — a Standard Warrior is 1 Power Point.
pub const STANDARD_POWER: i32 = 1;
/// rulebook: 4. Warrior Types — an Elite Warrior is 2 Power Points.
pub const ELITE_POWER: i32 = 2;
/// rulebook: 2. Game Components — eight Faction Banners per player; 11. Territorial Victory.
pub const BANNERS: i32 = 8;
/// rulebook: 2. Game Components — nine faction tiles; 11. Total Territorial Loss.
pub const FACTION_TILES: i32 = 9;
/// rulebook: 5. Rally the Fallen — at least four points lower.
pub const RALLY_GAP: i32 = 4;
/// rulebook: 5. Last Muster — up to two Fallen Standard Warriors.
pub const LAST_MUSTER_RETURNS: i32 = 2;
/// rulebook: 5. Deployment Step; Consolidation Deployment — up to five Power Points.
pub const DEPLOY_ALLOWANCE: i32 = 5;
/// rulebook: 4. Fixed Army Supply — the whole army in Power Points (18×1 + 9×2), the most one
/// step can deploy.
pub const ARMY_POWER_MAX: i32 = STANDARD_SUPPLY * STANDARD_POWER + ELITE_SUPPLY * ELITE_POWER;
/// rulebook: 7. Dungeon Duration — two of their controller's Draw Steps.
pub const DUNGEON_DURATION: i32 = 2;

// ---- the turn's limits and the dice ----

/// rulebook: 3. Core Wizard Abilities — King Azmorth: no more than six times during the game.
pub const AZMORTH_USES: i32 = 6;
/// rulebook: 6. Combat Dice — up to three attacking Warriors.
pub const MAX_ATTACKERS: i32 = 3;
/// rulebook: 6. Combat Dice — up to two defending Warriors (10. Wizard Defenders: also two).
pub const MAX_DEFENDERS: i32 = 2;
/// rulebook: 4. Warrior Types — a Standard Warrior rolls a D6.
pub const STANDARD_DIE: u32 = 6;
/// rulebook: 4. Warrior Types — an Elite Warrior rolls a D12.
pub const ELITE_DIE: u32 = 12;
/// rulebook: 2. Choosing the Starting Player — each player rolls a D12.
pub const START_DIE: u32 = 12;

// ---- the Wizards ----

/// King Alaric's place in [`WIZARDS`] (rulebook: 3. Core Wizard Abilities).
pub const KING_ALARIC: i32 = 1;
/// King Haldrek's place in [`WIZARDS`] (rulebook: 3. Core Wizard Abilities).
pub const KING_HALDREK: i32 = 3;
/// rulebook: King Haldrek — "+1 to one defence result"; a D12 then reads up to 13 (ruling thaloria A-16).
pub const HALDREK_BONUS: i32 = 1;

/// Each Wizard's ability, in [`WIZARDS`] order (none for any other Wizard). rulebook: 3. Core Wizard
/// Abilities.
pub const ABILITIES: [&str; 6] = [
    "",
    "Once per turn, after rolling attack dice in combat, reroll one of your attack dice; accept the second result.",
    "During your Advance Step, one of your Warriors may move up to two adjacent tiles instead of one.",
    "Once per turn, when rolling defence dice in combat, add +1 to one defence result.",
    "After board setup, three of your tiles become Empowered Strongholds: up to six Power Points there.",
    "During your Draw Step, return one Fallen Warrior to your Reserve: once per turn, at most six times a game.",
];

/// The Wizards with a core ability, after "Other Wizard" (any Wizard without one). rulebook: 3. Core
/// Wizard Abilities.
pub const WIZARDS: [&str; 6] =
    ["Other Wizard", "King Alaric", "King Thalorien", "King Haldrek", "King Zarkul", "King Azmorth"];

/// A Wizard's starting Life Points at a table of `players` (rulebook: 3. Wizard Life Points).
pub fn starting_life(players: usize) -> i32 {
    if players == 2 {
        LIFE_TWO_PLAYERS
    } else {
        LIFE_MORE_PLAYERS
    }
}

//! Heroes and Spells: Realms of Thaloria's components and numbers, as the table-mode tracker and the
//! game engine read them: Life Points, the army and its Power Points, banners and faction
//! tiles, the turn's limits, the combat dice, and the Wizards with their abilities.
//!
//! Every value names its source: `rulebook: <section>` or `designed: rulebook silent` (the rulings
//! are in docs/rules-notes/thaloria.md).

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

// ---- the board, the hand and the deck (the game engine; the tracker keeps no board) ----

pub mod board;
pub mod cards;

/// rulebook: 4. Tile Capacity — up to five Power Points from each faction.
pub const TILE_POWER: u8 = 5;
/// rulebook: King Zarkul — "up to six Power Points on each Empowered Stronghold".
pub const EMPOWERED_POWER: u8 = 6;
/// rulebook: King Zarkul — "choose three of your faction tiles".
pub const EMPOWERED_TILES: u8 = 3;
/// rulebook: 4. Tile Capacity — three Warriors from each faction (7. The Grotto: the same).
pub const TILE_WARRIORS: u8 = 3;
/// rulebook: 2. Game Components — nine faction tiles and one Dungeon tile per player: ten placements
/// (ruling thaloria A-23).
pub const PLACEMENTS: u8 = 10;
/// rulebook: 2. Starting Hand — each player draws five cards.
pub const STARTING_HAND: u8 = 5;
/// rulebook: 2. Starting Hand; 5. Hand Limit — at most ten cards at the end of the Draw Step.
pub const HAND_LIMIT: usize = 10;
/// rulebook: 5. Starting Deployment — a group of up to five Power Points.
pub const START_GROUP_POWER: u8 = 5;
/// rulebook: 11. Territorial Victory — eight enemy tiles displaying your banners.
pub const TERRITORY_TO_WIN: u8 = 8;

/// A faction: the colour of a player's tiles, banners and Warriors. rulebook: 3. Core Factions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// Cyan.
    Humans,
    /// Dark Grey.
    Skeletons,
    /// Sunflower Yellow.
    Goblins,
    /// Bambu Green.
    Elves,
    /// Maroon Red.
    Dwarfs,
}

impl Faction {
    /// The five core factions, in the rulebook's table order.
    pub const ALL: [Faction; 5] =
        [Faction::Humans, Faction::Skeletons, Faction::Goblins, Faction::Elves, Faction::Dwarfs];

    /// The faction's name.
    pub fn name(self) -> &'static str {
        match self {
            Faction::Humans => "Humans",
            Faction::Skeletons => "Skeletons",
            Faction::Goblins => "Goblins",
            Faction::Elves => "Elves",
            Faction::Dwarfs => "Dwarfs",
        }
    }

    /// The faction's colour, as the rulebook names it.
    pub fn colour(self) -> &'static str {
        match self {
            Faction::Humans => "Cyan",
            Faction::Skeletons => "Dark Grey",
            Faction::Goblins => "Sunflower Yellow",
            Faction::Elves => "Bambu Green",
            Faction::Dwarfs => "Maroon Red",
        }
    }
}

/// A core Wizard (rulebook: 3. Core Wizard Abilities). Its place in [`WIZARDS`] and [`ABILITIES`] is
/// [`Wizard::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wizard {
    /// Human theme: reroll one attack die once per turn.
    Alaric,
    /// Elf theme: one Warrior moves up to two tiles in the Advance Step.
    Thalorien,
    /// Dwarf theme: +1 to one defence die once per turn.
    Haldrek,
    /// Goblin theme: three Empowered Strongholds of six Power Points.
    Zarkul,
    /// Skeleton theme: return a Fallen Warrior in the Draw Step, six times a game.
    Azmorth,
}

impl Wizard {
    /// The five core Wizards, in the rulebook's table order.
    pub const ALL: [Wizard; 5] = [Wizard::Alaric, Wizard::Thalorien, Wizard::Haldrek, Wizard::Zarkul, Wizard::Azmorth];

    /// The Wizard's place in [`WIZARDS`] and [`ABILITIES`] (which the tracker shares).
    pub fn index(self) -> usize {
        match self {
            Wizard::Alaric => KING_ALARIC as usize,
            Wizard::Thalorien => 2,
            Wizard::Haldrek => KING_HALDREK as usize,
            Wizard::Zarkul => 4,
            Wizard::Azmorth => 5,
        }
    }

    /// The Wizard's name.
    pub fn name(self) -> &'static str {
        WIZARDS[self.index()]
    }

    /// The Wizard's Special Ability.
    pub fn ability(self) -> &'static str {
        ABILITIES[self.index()]
    }

    /// The faction whose theme the Wizard carries (any Wizard may lead any faction).
    pub fn theme(self) -> Faction {
        match self {
            Wizard::Alaric => Faction::Humans,
            Wizard::Thalorien => Faction::Elves,
            Wizard::Haldrek => Faction::Dwarfs,
            Wizard::Zarkul => Faction::Goblins,
            Wizard::Azmorth => Faction::Skeletons,
        }
    }
}

//! The Exiled: Siege's components and numbers, as the table-mode tracker and a future game engine
//! read them: the sides, the rounds and their phases, the Fortifications and their tables, every
//! unit and war machine in the box, the City's Buildings and the Camp's Locations, the modes, and
//! the Starting Hands.
//!
//! Every value names its source: `rulebook: <section>` or `designed: rulebook silent` (the rulings
//! are in docs/rules-notes/exiled.md). The `key`s are stable ids: the tracker's counters and saved
//! tables name them.

use serde::{Deserialize, Serialize};

// ---- the sides and the round ----

/// Player 1 (index 0) is the Attacker. designed: rulebook silent (the tracker's seating).
pub const ATTACKER: usize = 0;
/// Player 2 (index 1) is the Defender side (1 to 4 Defenders at the table). designed: rulebook silent.
pub const DEFENDER: usize = 1;

/// rulebook: Playing the Game — "Each game consists of four rounds".
pub const ROUNDS: i32 = 4;
/// rulebook: Phase 5: Attack — "This phase is divided into 4 turns".
pub const TURNS: i32 = 4;
/// designed: rulebook silent (it prints a City Durability Track but not its starting space).
pub const CITY_START: i32 = 10;
/// designed: rulebook silent (the Gate Durability Track is printed on the central Wall's overlay).
pub const GATE_FULL: i32 = 3;
/// rulebook: Game Components — 15 Damage Markers.
pub const DAMAGE_MARKERS: i32 = 15;
/// rulebook: Reinforcements for the Attacker — 4 additional Warriors in rounds 2, 3 and 4.
pub const REINFORCEMENTS: i32 = 4;
/// rulebook: Reinforcements for the Attacker — "except during the first round".
pub const FIRST_REINFORCED_ROUND: i32 = 2;
/// rulebook: Game Setup 1 — the Defenders are 1-4 players.
pub const MAX_DEFENDERS: i32 = 4;
/// rulebook: Passing — "If both sides of the conflict Pass twice in a row, current Combat Step immediately ends".
pub const PASSES_TO_END: i32 = 2;
/// rulebook: Game Components — 3 Ditch Markers and 3 Pit Markers.
pub const EARTHWORK_MARKERS: i32 = 3;

/// rulebook: Phase 2: Preparation of the Efficiency Stack — the Attacker's stack holds 23 cards.
pub const EFFICIENCY_ATTACKER: i32 = 23;
/// rulebook: Phase 2: Preparation of the Efficiency Stack — the Defenders' stack holds 32 cards.
pub const EFFICIENCY_DEFENDERS: i32 = 32;
/// rulebook: Phase 2: Preparation of the Efficiency Stack — "When only one face-down card remains
/// in the stack", the discard pile is shuffled to form a new stack (ruling A-9: under that card).
pub const EFFICIENCY_RESHUFFLE_AT: i32 = 1;

/// rulebook: Playing the Game — the Round Order (3 Development phases, then 6 Siege phases).
pub const PHASES: [&str; 9] = [
    "Development 1: Attacker's deck",
    "Development 2: Defenders' deck",
    "Development 3: Development",
    "Siege 1: Card stacks",
    "Siege 2: Efficiency stack",
    "Siege 3: Starting Hands",
    "Siege 4: Deploying Forces",
    "Siege 5: Attack",
    "Siege 6: Clean-up",
];
/// Index of Development Phase 3: Development (Development cards such as Repair are revealed there).
/// rulebook: Playing the Game; Phase 3: Development.
pub const DEVELOPMENT: i32 = 2;
/// Index of the first Siege phase. rulebook: Playing the Game.
pub const SIEGE_START: i32 = 3;
/// Index of Siege Phase 4: Deploying Forces. rulebook: Playing the Game.
pub const DEPLOY: i32 = 6;
/// Index of Siege Phase 5: Attack. rulebook: Playing the Game.
pub const ATTACK: i32 = 7;
/// Index of Siege Phase 6: Clean-up. rulebook: Playing the Game.
pub const CLEAN_UP: i32 = 8;
/// rulebook: Phase 5: Attack — each turn is a Combat Step and a Reorganization Step.
pub const STEPS: [&str; 2] = ["Combat Step", "Reorganization Step"];
/// Index of the Reorganization Step.
pub const REORGANIZATION: i32 = 1;

// ---- the Fortifications ----

/// One of the five Fortification sections, left to right on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    /// The left Tower.
    LeftTower,
    /// The left Wall section.
    LeftWall,
    /// The central Wall section, with the City Gate.
    GateWall,
    /// The right Wall section.
    RightWall,
    /// The right Tower.
    RightTower,
}

impl Section {
    /// The five sections, left to right. rulebook: Fortifications — three Wall sections and two Towers.
    pub const ALL: [Section; 5] =
        [Section::LeftTower, Section::LeftWall, Section::GateWall, Section::RightWall, Section::RightTower];

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Section::LeftTower => "Left Tower",
            Section::LeftWall => "Left Wall",
            Section::GateWall => "Central Wall (Gate)",
            Section::RightWall => "Right Wall",
            Section::RightTower => "Right Tower",
        }
    }
    /// Its key prefix.
    pub fn key(self) -> &'static str {
        match self {
            Section::LeftTower => "left_tower",
            Section::LeftWall => "left_wall",
            Section::GateWall => "gate_wall",
            Section::RightWall => "right_wall",
            Section::RightTower => "right_tower",
        }
    }
    /// The key of its level counter.
    pub fn level_key(self) -> &'static str {
        match self {
            Section::LeftTower => "left_tower.level",
            Section::LeftWall => "left_wall.level",
            Section::GateWall => "gate_wall.level",
            Section::RightWall => "right_wall.level",
            Section::RightTower => "right_tower.level",
        }
    }
    /// The key of its Damage markers counter.
    pub fn damage_key(self) -> &'static str {
        match self {
            Section::LeftTower => "left_tower.damage",
            Section::LeftWall => "left_wall.damage",
            Section::GateWall => "gate_wall.damage",
            Section::RightWall => "right_wall.damage",
            Section::RightTower => "right_tower.damage",
        }
    }
    /// A Wall section (not a Tower).
    pub fn is_wall(self) -> bool {
        matches!(self, Section::LeftWall | Section::GateWall | Section::RightWall)
    }
    /// Its position, left to right (0 to 4).
    pub fn index(self) -> i32 {
        match self {
            Section::LeftTower => 0,
            Section::LeftWall => 1,
            Section::GateWall => 2,
            Section::RightWall => 3,
            Section::RightTower => 4,
        }
    }
    /// The section at position `i`, left to right.
    pub fn from_index(i: i32) -> Option<Section> {
        usize::try_from(i).ok().and_then(|i| Section::ALL.get(i).copied())
    }
}

/// (Defense Bonus, Capacity, Durability) of a Wall at levels 0-3. rulebook: Fortifications (Wall table).
const WALL_TABLE: [(i32, i32, i32); 4] = [(0, 3, 0), (1, 4, 3), (2, 5, 6), (3, 6, 9)];
/// (Defense Bonus, Capacity, Durability) of a Tower at levels 0-3. rulebook: Fortifications (Tower table).
const TOWER_TABLE: [(i32, i32, i32); 4] = [(0, 1, 0), (1, 2, 3), (2, 3, 6), (3, 4, 9)];
/// rulebook: Fortifications — three Wall sections; Wall Tile — each holds 1 Stones and 1 Cauldron.
pub const WALL_SECTIONS: i32 = 3;
/// rulebook: Fortifications — levels 0 (none) to 3.
pub const MAX_LEVEL: i32 = 3;

/// What the rulebook's table says for a section at `level`: (defence bonus, capacity, durability).
pub fn fortification(wall: bool, level: i32) -> (i32, i32, i32) {
    let table = if wall { &WALL_TABLE } else { &TOWER_TABLE };
    let i = usize::try_from(level.clamp(0, MAX_LEVEL)).unwrap_or(0);
    table.get(i).copied().unwrap_or((0, 0, 0))
}

/// The defence bonus of a section with `damage` markers: each lowers it by 1, never below 0.
/// rulebook: Fortifications — "each damage marker lowers the Defense Bonus of this section by 1".
pub fn defence_bonus(wall: bool, level: i32, damage: i32) -> i32 {
    (fortification(wall, level).0 - damage.max(0)).max(0)
}

/// The Gate Durability a Battering Ram Attack of `strength` takes off a central Wall of `level`.
/// rulebook: Battering Ram Attack, step 3 — 1 at or above the level, 2 at twice the level, never more.
/// designed: rulebook silent — a strength of 0 deals nothing (it would "reach" a Level 0 section).
pub fn ram_damage(strength: i32, level: i32) -> i32 {
    if strength <= 0 {
        0
    } else if strength >= 2 * level {
        2
    } else if strength >= level {
        1
    } else {
        0
    }
}

// ---- the pieces, the City and the Camp ----

/// A kind of unit or war machine: a pool of its box supply and the pieces in play.
pub struct Piece {
    /// Stable id: the tracker's counter of the pieces in play.
    pub key: &'static str,
    /// Stable id: the tracker's counter of the pieces left in the box.
    pub box_key: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Whose: [`ATTACKER`] or [`DEFENDER`].
    pub side: usize,
    /// A war machine (not a unit).
    pub machine: bool,
    /// How many the box holds.
    pub count: i32,
    /// How many start in play.
    pub start: i32,
    /// Where `count` and `start` come from.
    pub note: &'static str,
}

/// Every unit and war machine in the box, by side.
pub const PIECES: [Piece; 17] = [
    Piece {
        key: "men_at_arms",
        box_key: "men_at_arms.box",
        name: "Men-at-arms",
        side: DEFENDER,
        machine: false,
        count: 18,
        start: 4,
        note: "rulebook: Game Components — 18 Man-at-arms; Game Setup 5 — the Defenders start with 4",
    },
    Piece {
        key: "archers",
        box_key: "archers.box",
        name: "Archers",
        side: DEFENDER,
        machine: false,
        count: 10,
        start: 2,
        note: "rulebook: Game Components — 10 Archer; Game Setup 5 — the Defenders start with 2",
    },
    Piece {
        key: "swordsmen",
        box_key: "swordsmen.box",
        name: "Swordsmen",
        side: DEFENDER,
        machine: false,
        count: 12,
        start: 0,
        note: "rulebook: Game Components — 12 Swordsman",
    },
    Piece {
        key: "cauldrons",
        box_key: "cauldrons.box",
        name: "Cauldrons",
        side: DEFENDER,
        machine: true,
        count: 3,
        start: 0,
        note: "rulebook: Game Components — 3 Cauldrons",
    },
    Piece {
        key: "stones",
        box_key: "stones.box",
        name: "Stones",
        side: DEFENDER,
        machine: true,
        count: 3,
        start: 0,
        note: "rulebook: Game Components — 3 Stones",
    },
    Piece {
        key: "catapults",
        box_key: "catapults.box",
        name: "Catapults",
        side: DEFENDER,
        machine: true,
        count: 4,
        start: 0,
        note: "rulebook: Game Components — 4 Catapult; designed: rulebook silent on whose (the Defenders')",
    },
    Piece {
        key: "warriors",
        box_key: "warriors.box",
        name: "Warriors",
        side: ATTACKER,
        machine: false,
        count: 30,
        start: 0,
        note: "rulebook: Game Components — 30 Warrior",
    },
    Piece {
        key: "slingers",
        box_key: "slingers.box",
        name: "Slingers",
        side: ATTACKER,
        machine: false,
        count: 12,
        start: 0,
        note: "rulebook: Game Components — 12 Slinger",
    },
    Piece {
        key: "veterans",
        box_key: "veterans.box",
        name: "Veterans",
        side: ATTACKER,
        machine: false,
        count: 12,
        start: 0,
        note: "rulebook: Game Components — 12 Veteran",
    },
    Piece {
        key: "spiders",
        box_key: "spiders.box",
        name: "Spiders",
        side: ATTACKER,
        machine: false,
        count: 12,
        start: 0,
        note: "rulebook: Game Components — 12 Spider",
    },
    Piece {
        key: "giants",
        box_key: "giants.box",
        name: "Giants",
        side: ATTACKER,
        machine: false,
        count: 6,
        start: 0,
        note: "rulebook: Game Components — 6 Giant",
    },
    Piece {
        key: "falcons",
        box_key: "falcons.box",
        name: "Falcons",
        side: ATTACKER,
        machine: false,
        count: 7,
        start: 0,
        note: "rulebook: Game Components — 7 Falcon",
    },
    Piece {
        key: "ballistae",
        box_key: "ballistae.box",
        name: "Ballistae",
        side: ATTACKER,
        machine: true,
        count: 4,
        start: 0,
        note: "rulebook: Game Components — 4 Ballista; Full Cooperation Mode — the Attacker's",
    },
    Piece {
        key: "trebuchets",
        box_key: "trebuchets.box",
        name: "Trebuchets",
        side: ATTACKER,
        machine: true,
        count: 4,
        start: 0,
        note: "rulebook: Game Components — 4 Trebuchet; Destroy Fortifications is given to Trebuchets",
    },
    Piece {
        key: "battering_ram",
        box_key: "battering_ram.box",
        name: "Battering Ram",
        side: ATTACKER,
        machine: true,
        count: 1,
        start: 0,
        note: "rulebook: Game Components — 1 Battering Ram",
    },
    Piece {
        key: "siege_towers",
        box_key: "siege_towers.box",
        name: "Siege Towers",
        side: ATTACKER,
        machine: true,
        count: 2,
        start: 0,
        note: "rulebook: Game Components — 2 Siege Tower",
    },
    Piece {
        key: "mantlets",
        box_key: "mantlets.box",
        name: "Mantlets",
        side: ATTACKER,
        machine: true,
        count: 4,
        start: 0,
        note: "rulebook: Game Components — 4 Mantlet",
    },
];

/// (key, name, starting level) of the Defenders' City Buildings. rulebook: Main Board key 1-5; Game Setup 2.
pub const BUILDINGS: [(&str, &str, i32); 5] = [
    ("keep", "Keep", 0),
    ("workshop", "Workshop", 0),
    ("barracks", "Barracks", 1),
    ("library", "Library", 0),
    ("chapel", "Chapel", 0),
];
/// (key, name, starting level) of the Attacker's Camp Locations. rulebook: Main Board key 7-11; Game Setup 2.
pub const LOCATIONS: [(&str, &str, i32); 5] = [
    ("commanders_tent", "Commander's Tent", 0),
    ("training_grounds", "Training Grounds", 1),
    ("engineers_tent", "Engineers' Tent", 0),
    ("monsters_lair", "Monsters' Lair", 0),
    ("saboteurs", "Saboteurs", 0),
];

/// The most levels one Building, Location or Fortification gains in a round. rulebook: Development Cards – Build.
pub const LEVELS_PER_ROUND: i32 = 1;

// ---- the modes and the Starting Hands ----

/// The game modes. rulebook: Game Overview (the standard game); Full Cooperation Mode; Attacker Solo Mode.
pub const MODES: [&str; 3] = [
    "Standard: an Attacker against the Defenders",
    "Full Cooperation: the Attacker is played from the Scenario sheet",
    "Attacker Solo: the Defenders are played from the Scenario sheet",
];
/// Index of the standard game in [`MODES`].
pub const MODE_STANDARD: i32 = 0;
/// Index of Full Cooperation Mode in [`MODES`].
pub const MODE_COOP: i32 = 1;
/// Index of Attacker Solo Mode in [`MODES`].
pub const MODE_SOLO: i32 = 2;

/// rulebook: Building Tiles — three development levels (0: not built).
pub const LEVEL_NAMES: [&str; 4] = ["Not built", "Level 1", "Level 2", "Level 3"];

/// Starting Hand (Order, Special, Reaction) of each Defender for 1-4 Defenders.
/// rulebook: Phase 3: Choosing Cards for the Starting Hand (with 3, the First Player takes up to 2 Reaction cards).
pub const DEFENDER_HAND: [(i32, i32, i32); 4] = [(6, 4, 4), (5, 2, 2), (4, 2, 1), (3, 2, 1)];
/// The Attacker's Starting Hand. rulebook: Phase 3 — up to 6 Order, 4 Special and 4 Reaction cards.
pub const ATTACKER_HAND: (i32, i32, i32) = (6, 4, 4);

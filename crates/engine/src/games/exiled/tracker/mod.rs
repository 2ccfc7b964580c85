//! The Exiled: Siege tracker (two sides: player 1 is the Attacker, player 2 the Defender side).
//!
//! What it tracks, from `shared/rulebooks/the-exiled-siege.txt` (notes: `docs/rules-notes/exiled.md`):
//! the round (1-4), the stage and phase checklist, the Attack phase's turn (1-4) and step; City
//! Durability (0: the Defenders lose) and Gate Durability; the three Wall sections and two Towers
//! (level and Damage markers, with the defence bonus, capacity and durability from the rulebook's
//! tables); the City's Buildings and the Camp's Locations; every unit and war machine of each side
//! against the box (a pool per type: the box and in play); the First Player marker among the
//! Defenders; the Attacker's 4 reinforcement Warriors in rounds 2-4; and the winner check at the
//! Clean-up of round 4.
//!
//! There are no dice in the game (the Efficiency cards are physical cards), so the helpers here take
//! the strength the players worked out with their Efficiency card and apply the rulebook's
//! thresholds (Battering Ram Attack, Destroy Fortifications).

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::table::{
    changed, Alert, AlertLevel, Change, Derived, Layout, Report, RuleButton, RuleOp, RuleResult, Spec, TableError,
    TableKindInfo, TableState, Tracker,
};

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
const FIRST_REINFORCED_ROUND: i32 = 2;
/// rulebook: Game Setup 1 — the Defenders are 1-4 players.
pub const MAX_DEFENDERS: i32 = 4;
/// rulebook: Passing — "If both sides of the conflict Pass twice in a row, current Combat Step immediately ends".
const PASSES_TO_END: i32 = 2;
/// rulebook: Game Components — 3 Ditch Markers and 3 Pit Markers.
const EARTHWORK_MARKERS: i32 = 3;
/// designed: rulebook silent (a roomy ceiling for a strength worked out at the table).
const MAX_STRENGTH: i32 = 60;

/// rulebook: Playing the Game — the Round Order (3 Development phases, then 6 Siege phases).
const PHASES: [&str; 9] = [
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
const DEVELOPMENT: i32 = 2;
/// Index of the first Siege phase. rulebook: Playing the Game.
const SIEGE_START: i32 = 3;
/// Index of Siege Phase 4: Deploying Forces. rulebook: Playing the Game.
const DEPLOY: i32 = 6;
/// Index of Siege Phase 5: Attack. rulebook: Playing the Game.
const ATTACK: i32 = 7;
/// Index of Siege Phase 6: Clean-up. rulebook: Playing the Game.
const CLEAN_UP: i32 = 8;
/// rulebook: Phase 5: Attack — each turn is a Combat Step and a Reorganization Step.
const STEPS: [&str; 2] = ["Combat Step", "Reorganization Step"];
/// Index of the Reorganization Step.
const REORGANIZATION: i32 = 1;

/// Group names.
const G_ROUND: &str = "Round";
const G_CITY: &str = "City and Gate";
const G_DESTROY: &str = "Destroy Fortifications";
const G_DEF_CITY: &str = "Defender: City Buildings";
const G_DEF_UNITS: &str = "Defender: units";
const G_DEF_MACHINES: &str = "Defender: war machines";
const G_DEF_EARTH: &str = "Defender: Earthen Fortifications";
const G_ATT_CAMP: &str = "Attacker: Camp Locations";
const G_ATT_UNITS: &str = "Attacker: units";
const G_ATT_MACHINES: &str = "Attacker: war machines";
const G_ATTACK: &str = "Attack phase";

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
    fn index(self) -> i32 {
        match self {
            Section::LeftTower => 0,
            Section::LeftWall => 1,
            Section::GateWall => 2,
            Section::RightWall => 3,
            Section::RightTower => 4,
        }
    }
    fn from_index(i: i32) -> Option<Section> {
        usize::try_from(i).ok().and_then(|i| Section::ALL.get(i).copied())
    }
}

/// (Defense Bonus, Capacity, Durability) of a Wall at levels 0-3. rulebook: Fortifications (Wall table).
const WALL_TABLE: [(i32, i32, i32); 4] = [(0, 3, 0), (1, 4, 3), (2, 5, 6), (3, 6, 9)];
/// (Defense Bonus, Capacity, Durability) of a Tower at levels 0-3. rulebook: Fortifications (Tower table).
const TOWER_TABLE: [(i32, i32, i32); 4] = [(0, 1, 0), (1, 2, 3), (2, 3, 6), (3, 4, 9)];
/// rulebook: Fortifications — three Wall sections; Wall Tile — each holds 1 Stones and 1 Cauldron.
const WALL_SECTIONS: i32 = 3;
/// rulebook: Fortifications — levels 0 (none) to 3.
const MAX_LEVEL: i32 = 3;

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

/// A kind of unit or war machine: a pool of its box supply and the pieces in play.
struct Piece {
    key: &'static str,
    box_key: &'static str,
    name: &'static str,
    side: usize,
    machine: bool,
    count: i32,
    start: i32,
    note: &'static str,
}

/// Every unit and war machine in the box, by side.
const PIECES: [Piece; 17] = [
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
const BUILDINGS: [(&str, &str, i32); 5] = [
    ("keep", "Keep", 0),
    ("workshop", "Workshop", 0),
    ("barracks", "Barracks", 1),
    ("library", "Library", 0),
    ("chapel", "Chapel", 0),
];
/// (key, name, starting level) of the Attacker's Camp Locations. rulebook: Main Board key 7-11; Game Setup 2.
const LOCATIONS: [(&str, &str, i32); 5] = [
    ("commanders_tent", "Commander's Tent", 0),
    ("training_grounds", "Training Grounds", 1),
    ("engineers_tent", "Engineers' Tent", 0),
    ("monsters_lair", "Monsters' Lair", 0),
    ("saboteurs", "Saboteurs", 0),
];
/// (level key, "levels gained this round" key, name) of everything that is built up a level at a time: the City's
/// Buildings, the Camp's Locations and the Fortifications. rulebook: Development Cards – Build ("During one round each
/// Building cannot be developed by more than 1 level"; the same for each Camp Location); Build Wall and Build Tower
/// are "resolved in the same way as a Build card" (designed: so the limit holds for them too).
const DEVELOPED: [(&str, &str, &str); 15] = [
    ("keep", "keep.developed", "Keep"),
    ("workshop", "workshop.developed", "Workshop"),
    ("barracks", "barracks.developed", "Barracks"),
    ("library", "library.developed", "Library"),
    ("chapel", "chapel.developed", "Chapel"),
    ("commanders_tent", "commanders_tent.developed", "Commander's Tent"),
    ("training_grounds", "training_grounds.developed", "Training Grounds"),
    ("engineers_tent", "engineers_tent.developed", "Engineers' Tent"),
    ("monsters_lair", "monsters_lair.developed", "Monsters' Lair"),
    ("saboteurs", "saboteurs.developed", "Saboteurs"),
    ("left_tower.level", "left_tower.developed", "Left Tower"),
    ("left_wall.level", "left_wall.developed", "Left Wall"),
    ("gate_wall.level", "gate_wall.developed", "Central Wall (Gate)"),
    ("right_wall.level", "right_wall.developed", "Right Wall"),
    ("right_tower.level", "right_tower.developed", "Right Tower"),
];
/// The most levels one Building, Location or Fortification gains in a round. rulebook: Development Cards – Build.
const LEVELS_PER_ROUND: i32 = 1;

/// The "levels gained this round" counter that follows a level counter.
fn developed_spec(level_key: &str, group: &str) -> Option<Spec> {
    DEVELOPED.iter().find(|(k, _, _)| *k == level_key).map(|(_, key, _)| {
        let note = if is_fortification(level_key) {
            "rulebook: Build Wall / Build Tower; ruling (exiled A-3): Walls and Towers may gain several levels in \
             one round, so this count only informs; cleared each round"
        } else {
            "rulebook: Development Cards – Build — at most 1 level per round; counted by the tracker, cleared each \
             round (set it back by hand after a correction)"
        };
        Spec::number(key, "Levels gained this round", 0, MAX_LEVEL, 0).group(group).note(note)
    })
}

/// Whether a level key is a Fortification's (a Wall section or a Tower), not a Building's or a Location's.
fn is_fortification(level_key: &str) -> bool {
    Section::ALL.iter().any(|s| s.level_key() == level_key)
}

/// The game modes. rulebook: Game Overview (the standard game); Full Cooperation Mode; Attacker Solo Mode.
const MODES: [&str; 3] = [
    "Standard: an Attacker against the Defenders",
    "Full Cooperation: the Attacker is played from the Scenario sheet",
    "Attacker Solo: the Defenders are played from the Scenario sheet",
];
/// Index of the standard game in [`MODES`].
const MODE_STANDARD: i32 = 0;
/// Index of Full Cooperation Mode in [`MODES`].
const MODE_COOP: i32 = 1;
/// Index of Attacker Solo Mode in [`MODES`].
const MODE_SOLO: i32 = 2;
/// The most defending units in play: 18 Men-at-arms, 10 Archers and 12 Swordsmen. rulebook: Game Components.
const DEFENDING_UNITS: i32 = 40;

/// rulebook: Building Tiles — three development levels (0: not built).
const LEVEL_NAMES: [&str; 4] = ["Not built", "Level 1", "Level 2", "Level 3"];

/// Starting Hand (Order, Special, Reaction) of each Defender for 1-4 Defenders.
/// rulebook: Phase 3: Choosing Cards for the Starting Hand (with 3, the First Player takes up to 2 Reaction cards).
const DEFENDER_HAND: [(i32, i32, i32); 4] = [(6, 4, 4), (5, 2, 2), (4, 2, 1), (3, 2, 1)];
/// The Attacker's Starting Hand. rulebook: Phase 3 — up to 6 Order, 4 Special and 4 Reaction cards.
const ATTACKER_HAND: (i32, i32, i32) = (6, 4, 4);

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Moves the round on: the next phase; in the Attack phase the next step and turn (after the 4th
    /// Reorganization, or one with no attacking units left, the Clean-up); after the Clean-up the next round.
    Next,
    /// The Attacker's 4 reinforcement Warriors (rounds 2-4), from the box to play.
    Reinforce,
    /// A Battering Ram Attack on the Gate with the strength in `ram_strength`.
    BatteringRam,
    /// Destroy Fortifications: Trebuchets of strength `df_strength` against the section `df_target`.
    DestroyFortifications,
    /// An Assault destroyed every defending unit of a Wall section: City −1 and a Damage marker there.
    Breach {
        /// The Wall section.
        section: Section,
    },
    /// A Repair card: every Damage marker off one section (the central one also restores the Gate).
    Repair {
        /// The section.
        section: Section,
    },
}

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "exiled".into(),
        name: "The Exiled: Siege".into(),
        description: "Two sides: player 1 is the Attacker, player 2 the Defender(s). Rounds and phases, City and \
                      Gate Durability, Walls and Towers, units and war machines against the box"
            .into(),
        min_players: 2,
        max_players: 2,
        player_word: "Side".into(),
    }
}

fn level_specs(key: &'static str, name: &str, group: &str, start: i32, note: &str) -> Vec<Spec> {
    let mut specs = vec![Spec::track(key, name, &LEVEL_NAMES, start).group(group).note(note)];
    specs.extend(developed_spec(key, group));
    specs
}

/// The counters of a new table.
pub(crate) fn layout(_players: usize) -> Layout {
    let mut shared = vec![
        Spec::number("round", "Round", 1, ROUNDS, 1)
            .group(G_ROUND)
            .note("rulebook: Playing the Game — four rounds; Game Setup 7 — the Round Marker starts on space 1"),
        Spec::steps("phase", "Phase", &PHASES)
            .carry("round")
            .group(G_ROUND)
            .note("rulebook: Playing the Game — the Round Order (Development Stage, then Siege Stage)"),
        Spec::number("turn", "Turn (Attack phase)", 1, TURNS, 1)
            .group(G_ROUND)
            .note("rulebook: Phase 5: Attack — 4 turns"),
        Spec::track("step", "Step of the turn", &STEPS, 0).group(G_ROUND).note(
            "rulebook: Phase 5: Attack — a Combat Step and a Reorganization Step each turn; the round's Next (or the \
             phase's Next) moves through them",
        ),
        Spec::number("defenders", "Defenders at the table (player 2's side)", 1, MAX_DEFENDERS, 1)
            .group(G_ROUND)
            .note("rulebook: Game Setup 1 — 1-4 Defenders; sets the Starting Hands and the Commander cards"),
        Spec::choice("mode", "Game mode", &MODES, MODE_STANDARD).group(G_ROUND).note(
            "rulebook: Full Cooperation Mode and Attacker Solo Mode — Game Setup; chosen before round 1 starts: \
             player 1 stays the Attacker's side and player 2 the Defenders' side, one of them played from the \
             Scenario sheet",
        ),
        Spec::choice(
            "first_player",
            "First Player marker",
            &["Defender 1", "Defender 2", "Defender 3", "Defender 4"],
            0,
        )
        .group(G_ROUND)
        .note("rulebook: Game Setup 6; Phase 6: Clean-up — passed to the next Defender each round"),
        Spec::toggle("reinforced", "Attacker's reinforcements taken this round", false).group(G_ROUND).note(
            "rulebook: Reinforcements for the Attacker — 4 Warriors at the end of the Development Stage, rounds 2-4",
        ),
        Spec::number("city", "City Durability", 0, CITY_START, CITY_START)
            .group(G_CITY)
            .note("rulebook: City Durability Marker — at 0 the Defenders lose; designed: starts at 10"),
        Spec::number("gate", "Gate Durability", 0, GATE_FULL, GATE_FULL)
            .group(G_CITY)
            .note("rulebook: Battering Ram Attack — at 0, Damage markers on the central Wall and City −1; designed: 3"),
        Spec::number("ram_strength", "Battering Ram's Melee Strength (after the Efficiency card)", 0, MAX_STRENGTH, 0)
            .group(G_CITY)
            .note("rulebook: Battering Ram Attack, step 3 — ≥ the central Wall's level: Gate −1; ≥ twice: −2"),
        Spec::toggle("assault_win", "Attacker assaulted with every defending unit destroyed", false)
            .group(G_CITY)
            .note("rulebook: Winning Conditions — the Attacker's second way to win"),
    ];
    for s in Section::ALL {
        let labels: [&str; 4] = if s.is_wall() {
            ["No Wall", "Level 1", "Level 2", "Level 3"]
        } else {
            ["No Tower", "Level 1", "Level 2", "Level 3"]
        };
        shared.push(
            Spec::track(s.level_key(), "Level", &labels, 0)
                .group(s.name())
                .note("rulebook: Fortifications — levels 0-3; Game Setup — no Fortifications at the start"),
        );
        shared.extend(developed_spec(s.level_key(), s.name()));
        shared.push(
            Spec::number(s.damage_key(), "Damage markers", 0, DAMAGE_MARKERS, 0)
                .group(s.name())
                .note("rulebook: Fortifications — each lowers the Defense Bonus by 1; 15 in the box"),
        );
    }
    shared.push(
        Spec::choice("df_target", "Target section", &Section::ALL.map(Section::name), Section::GateWall.index())
            .group(G_DESTROY)
            .note("rulebook: War Machine Attack – Destroy Fortifications"),
    );
    shared.push(
        Spec::number("df_strength", "Trebuchets' War Machine Strength (after the Efficiency card)", 0, MAX_STRENGTH, 0)
            .group(G_DESTROY)
            .note("rulebook: Destroy Fortifications, step 3 — at least the section's Durability: 1 Damage marker"),
    );
    for (key, name, start) in BUILDINGS {
        shared.extend(level_specs(
            key,
            name,
            G_DEF_CITY,
            start,
            "rulebook: Building Tiles; Game Setup 2 (Level 1 Barracks)",
        ));
    }
    for group in [G_DEF_UNITS, G_DEF_MACHINES, G_ATT_UNITS, G_ATT_MACHINES] {
        for p in PIECES.iter().filter(|p| piece_group(p) == group) {
            shared.push(
                Spec::number(p.box_key, format!("{} in the box", p.name), 0, p.count, p.count - p.start)
                    .group(group)
                    .pool(p.name)
                    .note(p.note),
            );
            let whose = if p.side == ATTACKER { "Attacker's" } else { "Defender's" };
            shared.push(
                Spec::number(p.key, format!("{whose} {} in play", p.name), 0, p.count, p.start)
                    .group(group)
                    .pool(p.name)
                    .note(p.note),
            );
        }
        if group == G_DEF_UNITS {
            shared.push(
                Spec::number("held_back", "Of these, held back in the Unit Zone", 0, DEFENDING_UNITS, 0)
                    .group(G_DEF_UNITS)
                    .note(
                        "rulebook: Phase 4: Deploying Forces — the Defenders may choose not to deploy some units; \
                         Winning Conditions — units held back in the Unit Zone are not on the board (ruling exiled \
                         A-17); cleared each round",
                    ),
            );
        }
        if group == G_DEF_MACHINES {
            shared.push(
                Spec::number("ditches", "Ditch markers placed", 0, EARTHWORK_MARKERS, 0)
                    .group(G_DEF_EARTH)
                    .note("rulebook: Earthen Fortifications; Game Components — 3 Ditch Markers"),
            );
            shared.push(
                Spec::number("pits", "Pit markers placed", 0, EARTHWORK_MARKERS, 0)
                    .group(G_DEF_EARTH)
                    .note("rulebook: Earthen Fortifications; Game Components — 3 Pit Markers"),
            );
            for (key, name, start) in LOCATIONS {
                shared.extend(level_specs(
                    key,
                    name,
                    G_ATT_CAMP,
                    start,
                    "rulebook: Camp Locations; Game Setup 2 (Level 1 Training Grounds)",
                ));
            }
        }
    }
    Layout {
        shared,
        per_player: vec![
            Spec::number("passes", "Passes in a row (Attacker or Defender side)", 0, PASSES_TO_END, 0)
                .group(G_ATTACK)
                .note("rulebook: Passing — both sides passing twice in a row ends the Combat Step"),
            Spec::toggle("council", "War Council this turn (Attacker: Commander's Tent; Defender: Keep)", false)
                .group(G_ATTACK)
                .note(
                    "rulebook: War Council — needs the Level 1 Keep or Commander's Tent; again after a Reorganisation",
                ),
        ],
        ..Layout::default()
    }
}

fn piece_group(p: &Piece) -> &'static str {
    match (p.side == ATTACKER, p.machine) {
        (true, false) => G_ATT_UNITS,
        (true, true) => G_ATT_MACHINES,
        (false, false) => G_DEF_UNITS,
        (false, true) => G_DEF_MACHINES,
    }
}

/// How many of a side's units (or war machines) are in play.
fn in_play(state: &TableState, side: usize, machine: bool) -> i32 {
    PIECES.iter().filter(|p| p.side == side && p.machine == machine).map(|p| state.value_or(p.key, None, 0)).sum()
}

/// The Defenders' units on the board: those in play less those held back in the Unit Zone. rulebook: Winning
/// Conditions — "all defending units are destroyed" counts the board only (ruling exiled A-17).
fn defenders_on_board(state: &TableState) -> i32 {
    (in_play(state, DEFENDER, false) - state.value_or("held_back", None, 0)).max(0)
}

/// The game mode (an older table is a standard game).
fn mode(state: &TableState) -> i32 {
    state.value_or("mode", None, MODE_STANDARD)
}

/// Whether the table tracks any of a side's units (an older table may not).
fn tracks(state: &TableState, side: usize) -> bool {
    PIECES.iter().any(|p| p.side == side && !p.machine && state.by_key(p.key, None).is_some())
}

fn damage_total(state: &TableState) -> i32 {
    Section::ALL.iter().map(|s| state.value_or(s.damage_key(), None, 0)).sum()
}

fn level(state: &TableState, s: Section) -> i32 {
    state.value_or(s.level_key(), None, 0)
}

fn phase_name(phase: i32) -> &'static str {
    usize::try_from(phase).ok().and_then(|i| PHASES.get(i)).copied().unwrap_or("?")
}

fn stage_name(phase: i32) -> &'static str {
    if phase < SIEGE_START {
        "Development Stage"
    } else {
        "Siege Stage"
    }
}

/// Sets a counter if the table has it, within its range; false when it is missing or unchanged.
fn put(state: &mut TableState, key: &str, player: Option<usize>, value: i32) -> bool {
    state.set_clamped(key, player, value).is_some_and(|old| state.value(key, player) != Some(old))
}

/// Moves up to `want` pieces of a pool from the box into play; returns how many moved.
fn from_box(state: &mut TableState, key: &str, box_key: &str, want: i32) -> i32 {
    let (Some(inside), Some(c)) = (state.by_key(box_key, None).cloned(), state.by_key(key, None).cloned()) else {
        return 0;
    };
    let n = want.min(inside.value - inside.min).min(c.max - c.value).max(0);
    if n > 0 {
        put(state, box_key, None, inside.value - n);
        put(state, key, None, c.value + n);
    }
    n
}

/// Places up to `want` Damage markers on `s` from the box; returns how many were placed.
fn place_damage(state: &mut TableState, s: Section, want: i32) -> i32 {
    let left = (DAMAGE_MARKERS - damage_total(state)).max(0);
    let Some((value, max)) = state.by_key(s.damage_key(), None).map(|c| (c.value, c.max)) else { return 0 };
    let n = want.min(left).min(max - value).max(0);
    if n > 0 {
        put(state, s.damage_key(), None, value + n);
    }
    n
}

/// The 4 reinforcement Warriors: into play from the box (what the box still holds), and the round's flag.
fn reinforce(state: &mut TableState) -> String {
    let n = from_box(state, "warriors", "warriors.box", REINFORCEMENTS);
    put(state, "reinforced", None, 1);
    let total = state.value_or("warriors", None, 0);
    if n == REINFORCEMENTS {
        format!("the Attacker gains {n} reinforcement Warriors ({total} in play)")
    } else {
        format!(
            "the Attacker gains {n} reinforcement Warriors, all the box had left ({total} in play; rulebook: \
             Game Components — components are limited)"
        )
    }
}

/// Refusals and consequences after a change.
pub(crate) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut lines = Vec::new();

    // Refusals.
    let damage_moved =
        Section::ALL.iter().any(|s| changed(changes, s.damage_key(), None).is_some_and(|c| c.to > c.from));
    if damage_moved && damage_total(state) > DAMAGE_MARKERS {
        return Err(TableError::Rule(format!(
            "the box holds only {DAMAGE_MARKERS} Damage markers and all are on the Fortifications (rulebook: Game \
             Components)"
        )));
    }
    let defenders = state.value_or("defenders", None, 1).max(1);
    if changed(changes, "first_player", None).is_some() && state.value_or("first_player", None, 0) >= defenders {
        return Err(TableError::Rule(format!(
            "there {} only {defenders} Defender{} at the table: the First Player marker passes among the Defenders \
             (rulebook: First Player Marker)",
            if defenders == 1 { "is" } else { "are" },
            if defenders == 1 { "" } else { "s" }
        )));
    }
    for (player, building, name) in [(ATTACKER, "commanders_tent", "Commander's Tent"), (DEFENDER, "keep", "Keep")] {
        let on = changed(changes, "council", Some(player)).is_some_and(|c| c.to > c.from);
        if on && state.value_or(building, None, 0) < 1 {
            return Err(TableError::Rule(format!(
                "summoning the War Council needs at least the Level 1 {name} (rulebook: War Council)"
            )));
        }
    }
    if changed(changes, "gate", None).is_some_and(|c| c.to < c.from) && level(state, Section::GateWall) < 1 {
        return Err(TableError::Rule(
            "there is no Gate yet: the Gate Durability Track is on the overlay of the central Wall section, and the \
             central Wall is not built (rulebook: Gate Durability Marker; Game Setup)"
                .into(),
        ));
    }
    if changed(changes, "assault_win", None).is_some_and(|c| c.to > c.from) {
        let left = defenders_on_board(state);
        if left > 0 {
            return Err(TableError::Rule(format!(
                "the Defenders still have {left} unit{} on the board: the Attacker wins by an Assault only once all \
                 defending units are destroyed (rulebook: Winning Conditions)",
                if left == 1 { "" } else { "s" }
            )));
        }
    }
    if changed(changes, "held_back", None).is_some_and(|c| c.to > c.from) {
        let units = in_play(state, DEFENDER, false);
        if state.value_or("held_back", None, 0) > units {
            return Err(TableError::Rule(format!(
                "the Defenders have only {units} unit{} in play to hold back in the Unit Zone (rulebook: Phase 4: \
                 Deploying Forces)",
                plural(units)
            )));
        }
    }
    if let Some(c) = changed(changes, "mode", None) {
        let (round, phase) = (state.value_or("round", None, 1), state.value_or("phase", None, 0));
        if round > 1 || phase > 0 {
            return Err(TableError::Rule(format!(
                "the game mode is chosen at Game Setup, before round 1 begins (rulebook: Full Cooperation Mode; \
                 Attacker Solo Mode — Game Setup); it is round {round}, {}",
                phase_name(phase)
            )));
        }
        lines.push(set_up_mode(state, c.to));
    }

    // Units held back never outnumber the units in play (destroyed ones go to the box).
    let units = in_play(state, DEFENDER, false);
    if state.value_or("held_back", None, 0) > units && put(state, "held_back", None, units) {
        lines.push(format!("held back in the Unit Zone: {units} (no more units are in play)"));
    }

    // The Attack ends only as the rulebook says: a Next on the phase (or an older table's step) that would leave
    // it early goes to the next step instead, as the round's Next does.
    if let Some(line) = route_attack(state, changes) {
        lines.push(line);
    }

    // Fewer Defenders than the First Player's seat: the marker goes to Defender 1.
    if changed(changes, "defenders", None).is_some() && state.value_or("first_player", None, 0) >= defenders {
        put(state, "first_player", None, 0);
        lines.push("the First Player marker goes to Defender 1".to_string());
    }

    // Levels gained this round (rulebook: Development Cards – Build — at most 1 level per round).
    for (level_key, key, _) in DEVELOPED {
        if let Some(c) = changed(changes, level_key, None).filter(|c| c.to > c.from) {
            let gained = state.value_or(key, None, 0) + (c.to - c.from);
            put(state, key, None, gained);
        }
    }

    // A new round: the Clean-up's chores.
    let round_up = changed(changes, "round", None).is_some_and(|c| c.to > c.from);
    if round_up {
        for (_, key, _) in DEVELOPED {
            put(state, key, None, 0);
        }
        put(state, "turn", None, 1);
        put(state, "step", None, 0);
        put(state, "reinforced", None, 0);
        // rulebook: Phase 6: Clean-up — every unit goes back to its Unit Zone; the next deployment chooses again.
        put(state, "held_back", None, 0);
        for p in [ATTACKER, DEFENDER] {
            put(state, "passes", Some(p), 0);
            put(state, "council", Some(p), 0);
        }
        let round = state.value_or("round", None, 1);
        let mut line = format!("Round {round}: the turn marker back to 1");
        if defenders > 1 {
            let next = (state.value_or("first_player", None, 0) + 1) % defenders;
            put(state, "first_player", None, next);
            line.push_str(&format!(", the First Player marker passes to Defender {}", next + 1));
        }
        lines.push(line);
    }

    // Into the Attack phase: turn 1, Combat Step.
    if let Some(c) = changed(changes, "phase", None) {
        if c.to == ATTACK && c.from != ATTACK {
            let moved = put(state, "turn", None, 1) | put(state, "step", None, 0);
            let mut cleared = false;
            for p in [ATTACKER, DEFENDER] {
                cleared |= put(state, "passes", Some(p), 0);
                cleared |= put(state, "council", Some(p), 0);
            }
            if moved || cleared {
                lines.push("the Attack begins: Turn 1, Combat Step".to_string());
            }
        }
        // The end of the Development Stage: the Attacker's reinforcements (rounds 2-4).
        let round = state.value_or("round", None, 1);
        if c.from < SIEGE_START
            && c.to >= SIEGE_START
            && round >= FIRST_REINFORCED_ROUND
            && state.value_or("reinforced", None, 1) == 0
        {
            lines.push(format!("Reinforcements: {}", reinforce(state)));
        }
    }

    // A new turn: the Reorganization Step removed the activation markers.
    if !round_up && changed(changes, "turn", None).is_some_and(|c| c.to > c.from) {
        let mut cleared = false;
        for p in [ATTACKER, DEFENDER] {
            cleared |= put(state, "passes", Some(p), 0);
            cleared |= put(state, "council", Some(p), 0);
        }
        if cleared {
            lines.push("Reorganization: passes and War Council cleared".to_string());
        }
    }

    // Both sides passed twice in a row: the Combat Step ends.
    let passes_moved = [ATTACKER, DEFENDER].iter().any(|p| changed(changes, "passes", Some(*p)).is_some());
    if passes_moved
        && state.value_or("phase", None, 0) == ATTACK
        && state.value_or("step", None, 0) == 0
        && [ATTACKER, DEFENDER].iter().all(|p| state.value_or("passes", Some(*p), 0) >= PASSES_TO_END)
        && put(state, "step", None, REORGANIZATION)
    {
        lines.push("both sides passed twice in a row: on to the Reorganization Step (rulebook: Passing)".to_string());
    }

    // The Gate destroyed: Damage markers equal to the central Wall's level, and City −1.
    if changed(changes, "gate", None).is_some_and(|c| c.from > 0 && c.to == 0) {
        let want = level(state, Section::GateWall);
        let placed = place_damage(state, Section::GateWall, want);
        let mut line = format!("the Gate is destroyed: {placed} Damage marker{} on the central Wall", plural(placed));
        if placed < want {
            line.push_str(" (all the box had left)");
        }
        let city = state.value_or("city", None, 0);
        if put(state, "city", None, city - 1) {
            line.push_str(&format!(", City Durability {city} → {}", city - 1));
        }
        line.push_str(" (rulebook: Battering Ram Attack)");
        lines.push(line);
    }

    Ok(lines)
}

/// Game Setup for a mode: the Level 1 Barracks (not in Attacker Solo: "the Defenders do not place any
/// Buildings") and the Training Grounds' Location marker (not in Full Cooperation). Returns the history line.
fn set_up_mode(state: &mut TableState, mode: i32) -> String {
    let barracks = i32::from(mode != MODE_SOLO);
    let training = i32::from(mode != MODE_COOP);
    put(state, "barracks", None, barracks);
    put(state, "training_grounds", None, training);
    put(state, "barracks.developed", None, 0);
    put(state, "training_grounds.developed", None, 0);
    match mode {
        MODE_COOP => "Full Cooperation Mode: no Location marker on the Training Grounds and no Commander cards; the \
                      Attacker is played from the Scenario sheet's development trees (rulebook: Full Cooperation \
                      Mode — Game Setup)"
            .to_string(),
        MODE_SOLO => "Attacker Solo Mode: the Defenders place no Buildings and use no Commander cards or Hero \
                      sheets; set their units as the Scenario sheet says (rulebook: Attacker Solo Mode — Game Setup)"
            .to_string(),
        _ => "Standard game: the Level 1 Barracks and the Training Grounds' Level 1 marker (rulebook: Game Setup 2)"
            .to_string(),
    }
}

/// Whether the Attack ends after the step `step` of turn `turn`: the 4th Reorganization, or a Reorganization with no
/// attacking units or war machines left. rulebook: Phase 5: Attack.
fn attack_over(state: &TableState, turn: i32, step: i32) -> bool {
    step == REORGANIZATION && (turn >= TURNS || in_play(state, ATTACKER, false) + in_play(state, ATTACKER, true) == 0)
}

/// Passes and War Councils cleared (a new turn or the Attack's start); true if anything changed.
fn clear_turn(state: &mut TableState) -> bool {
    let mut cleared = false;
    for p in [ATTACKER, DEFENDER] {
        cleared |= put(state, "passes", Some(p), 0);
        cleared |= put(state, "council", Some(p), 0);
    }
    cleared
}

/// Keeps a generic advance consistent with the round's Next (see [`next_step`]):
/// - the phase from the Attack to the Clean-up while the Attack is not over goes to the next step or turn instead;
/// - an older table's step carrying into the turn after a Reorganization that ends the Attack goes to the Clean-up.
fn route_attack(state: &mut TableState, changes: &[Change]) -> Option<String> {
    let before = |key: &str, state: &TableState, default: i32| {
        changed(changes, key, None).map_or_else(|| state.value_or(key, None, default), |c| c.from)
    };
    let turn = before("turn", state, 1);
    let step = before("step", state, 0);
    let phase = changed(changes, "phase", None);
    if phase.is_some_and(|c| c.from == ATTACK && c.to == CLEAN_UP) {
        if attack_over(state, turn, step) {
            return None;
        }
        put(state, "phase", None, ATTACK);
        let text = if step == REORGANIZATION {
            put(state, "turn", None, turn + 1);
            put(state, "step", None, 0);
            clear_turn(state);
            format!("Turn {}: Combat Step", turn + 1)
        } else {
            put(state, "turn", None, turn);
            put(state, "step", None, REORGANIZATION);
            format!("Turn {turn}: Reorganization Step")
        };
        return Some(format!(
            "the Attack is not over (it ends after the 4th Reorganization, or a Reorganization with no attacking \
             units left): on to {text} instead (rulebook: Phase 5: Attack)"
        ));
    }
    let carried = changed(changes, "step", None).is_some_and(|c| c.from == REORGANIZATION && c.to == 0)
        && changed(changes, "turn", None).is_some_and(|c| c.to == c.from + 1);
    if phase.is_none() && carried && state.value_or("phase", None, 0) == ATTACK && attack_over(state, turn, step) {
        put(state, "turn", None, turn);
        put(state, "step", None, step);
        put(state, "phase", None, CLEAN_UP);
        return Some(format!(
            "no attacking units left, so the Attack ends: {} (rulebook: Phase 5: Attack)",
            phase_name(CLEAN_UP)
        ));
    }
    None
}

fn plural(n: i32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn refuse(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}

/// What "Next" would do now, or why it cannot.
fn next_step(state: &TableState) -> Result<(&'static str, i32, String), TableError> {
    let round = state.value_or("round", None, 1);
    let phase = state.value_or("phase", None, 0);
    let turn = state.value_or("turn", None, 1);
    let step = state.value_or("step", None, 0);
    if phase == ATTACK {
        if step == 0 {
            return Ok(("step", REORGANIZATION, format!("Turn {turn}: Reorganization Step")));
        }
        if turn >= TURNS {
            return Ok((
                "phase",
                CLEAN_UP,
                format!("the 4th Reorganization ends the Attack: {}", phase_name(CLEAN_UP)),
            ));
        }
        if attack_over(state, turn, step) {
            return Ok((
                "phase",
                CLEAN_UP,
                format!("no attacking units left, so the Attack ends: {}", phase_name(CLEAN_UP)),
            ));
        }
        return Ok(("turn", turn + 1, format!("Turn {}: Combat Step", turn + 1)));
    }
    if phase >= CLEAN_UP {
        if round >= ROUNDS {
            return Err(refuse(
                "the game ends at the Clean-up of round 4 (rulebook: Playing the Game; Winning Conditions)",
            ));
        }
        return Ok(("round", round + 1, format!("Round {}: {}", round + 1, phase_name(0))));
    }
    Ok(("phase", phase + 1, format!("{} — {}", stage_name(phase + 1), phase_name(phase + 1))))
}

/// The tracker's own operations.
pub(crate) fn rule(state: &mut TableState, op: &Rule, _rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::Next => {
            let (key, value, text) = next_step(state)?;
            state.set_value(key, None, value)?;
            match key {
                "turn" => {
                    state.set_value("step", None, 0)?;
                }
                "round" => {
                    state.set_value("phase", None, 0)?;
                }
                _ => {}
            }
            Ok(format!("Next: {text}"))
        }
        Rule::Reinforce => {
            let round = state.value_or("round", None, 1);
            if round < FIRST_REINFORCED_ROUND {
                return Err(refuse(
                    "the Attacker gains no reinforcements in the first round (rulebook: Reinforcements for the \
                     Attacker)",
                ));
            }
            if state.value_or("reinforced", None, 0) > 0 {
                return Err(refuse(format!(
                    "the Attacker already took this round's {REINFORCEMENTS} Warriors (rulebook: Reinforcements for \
                     the Attacker)"
                )));
            }
            if state.value("warriors.box", None).is_none() || state.value("warriors", None).is_none() {
                return Err(TableError::NoSuchCounter("warriors".into()));
            }
            if state.value_or("warriors.box", None, 0) <= 0 {
                return Err(refuse("no Warriors left in the box: components are limited (rulebook: Game Components)"));
            }
            let text = reinforce(state);
            state.set_result(RuleResult {
                title: "Reinforcements".into(),
                lines: vec![text.clone()],
                dice: Vec::new(),
            });
            Ok(format!("Reinforcements: {text}"))
        }
        Rule::BatteringRam => {
            let gate = state.value("gate", None).ok_or_else(|| TableError::NoSuchCounter("gate".into()))?;
            if state.value_or("phase", None, 0) != ATTACK {
                return Err(refuse(
                    "the Battering Ram Attack is an Order card (Assault type), played in Siege Phase 5: Attack \
                     (rulebook: Battering Ram Attack; Combat Step)",
                ));
            }
            if level(state, Section::GateWall) < 1 {
                return Err(refuse(
                    "there is no Gate to attack: the Gate Durability Track is on the overlay of the central Wall \
                     section, which is not built (rulebook: Gate Durability Marker; Battering Ram Attack)",
                ));
            }
            if gate <= 0 {
                return Err(refuse(
                    "the Gate is destroyed: the Battering Ram cannot resolve any further attacks (rulebook: Battering \
                     Ram Attack)",
                ));
            }
            if state.value_or("battering_ram", None, 0) < 1 {
                return Err(refuse("the Attacker has no Battering Ram in play (rulebook: Battering Ram Attack)"));
            }
            let strength = state.value_or("ram_strength", None, 0);
            let wall = level(state, Section::GateWall);
            let hit = ram_damage(strength, wall).min(gate);
            let after = gate - hit;
            state.set_value("gate", None, after)?;
            let verdict = match hit {
                0 => format!("Melee Strength {strength} is below the central Wall's level {wall}: the Gate holds"),
                _ => {
                    format!("Melee Strength {strength} against the central Wall's level {wall}: Gate Durability −{hit}")
                }
            };
            let mut lines = vec![verdict.clone(), format!("Gate Durability {gate} → {after}")];
            if after == 0 {
                lines.push(format!(
                    "the Gate is destroyed: {wall} Damage marker{} on the central Wall and City Durability −1",
                    plural(wall)
                ));
            }
            state.set_result(RuleResult {
                title: format!("Battering Ram: Gate {gate} → {after}"),
                lines,
                dice: Vec::new(),
            });
            Ok(format!("Battering Ram Attack: {verdict}"))
        }
        Rule::DestroyFortifications => {
            let target = state.value_or("df_target", None, Section::GateWall.index());
            let s = Section::from_index(target).ok_or_else(|| refuse("choose the target section first"))?;
            if state.value_or("phase", None, 0) != ATTACK {
                return Err(refuse(
                    "Destroy Fortifications is an Order card (War Machine Attack type), played in Siege Phase 5: \
                     Attack (rulebook: War Machine Attack – Destroy Fortifications; Combat Step)",
                ));
            }
            if state.value_or("trebuchets", None, 0) < 1 {
                return Err(refuse(
                    "Destroy Fortifications can only be given to Trebuchets, and the Attacker has none in play \
                     (rulebook: War Machine Attack – Destroy Fortifications)",
                ));
            }
            let lvl = level(state, s);
            if lvl < 1 {
                return Err(refuse(format!("the {} is not built: there is nothing to destroy", s.name())));
            }
            let strength = state.value_or("df_strength", None, 0);
            let durability = fortification(s.is_wall(), lvl).2;
            let (title, line) = if strength >= durability {
                if place_damage(state, s, 1) == 0 {
                    return Err(refuse(format!(
                        "all {DAMAGE_MARKERS} Damage markers are already on the Fortifications (rulebook: Game \
                         Components)"
                    )));
                }
                let now = state.value_or(s.damage_key(), None, 0);
                (
                    format!("{}: 1 Damage marker", s.name()),
                    format!(
                        "War Machine Strength {strength} ≥ Durability {durability}: 1 Damage marker on the {} ({now} \
                         now, Defense Bonus {})",
                        s.name(),
                        defence_bonus(s.is_wall(), lvl, now)
                    ),
                )
            } else {
                (
                    format!("{}: no damage", s.name()),
                    format!("War Machine Strength {strength} < Durability {durability}: the {} holds", s.name()),
                )
            };
            state.set_result(RuleResult { title, lines: vec![line.clone()], dice: Vec::new() });
            Ok(format!("Destroy Fortifications: {line}"))
        }
        Rule::Breach { section } => {
            let s = *section;
            if !s.is_wall() {
                return Err(refuse(format!(
                    "the {} is a Tower: Assaults are made on the Wall sections (rulebook: Order Type – Assault)",
                    s.name()
                )));
            }
            if state.value_or("phase", None, 0) != ATTACK {
                return Err(refuse("Assaults happen in Siege Phase 5: Attack (rulebook: Order Type – Assault)"));
            }
            let city = state.value("city", None).ok_or_else(|| TableError::NoSuchCounter("city".into()))?;
            if city <= 0 {
                return Err(refuse(
                    "City Durability is already 0: the Attacker has won (rulebook: Winning Conditions)",
                ));
            }
            state.set_value("city", None, city - 1)?;
            let placed = place_damage(state, s, 1);
            let mut lines = vec![format!("City Durability {city} → {}", city - 1)];
            lines.push(match placed {
                0 => "no Damage marker left in the box to place".to_string(),
                _ => format!("1 Damage marker on the {}", s.name()),
            });
            lines.push("destroy the Cauldrons and Stones on that section (return them to the box)".into());
            if tracks(state, DEFENDER) && defenders_on_board(state) == 0 && put(state, "assault_win", None, 1) {
                lines.push(
                    "every defending unit is destroyed and the Attacker performed an Assault: the Attacker wins \
                     (rulebook: Winning Conditions)"
                        .into(),
                );
            } else if tracks(state, DEFENDER) {
                let left = defenders_on_board(state);
                if left > 0 {
                    lines.push(format!(
                        "{left} defending unit{} still on the board: move the destroyed ones to the box",
                        plural(left)
                    ));
                }
            }
            state.set_result(RuleResult {
                title: format!("{} breached", s.name()),
                lines: lines.clone(),
                dice: Vec::new(),
            });
            Ok(format!("{} breached: {} (rulebook: Order Type – Assault, step 7)", s.name(), lines.join(", ")))
        }
        Rule::Repair { section } => {
            let s = *section;
            let damage =
                state.value(s.damage_key(), None).ok_or_else(|| TableError::NoSuchCounter(s.damage_key().into()))?;
            if state.value_or("phase", None, 0) != DEVELOPMENT {
                return Err(refuse(
                    "Repair is a Development card, revealed in Development Phase 3: Development (rulebook: \
                     Development Cards – Repair; Phase 3: Development)",
                ));
            }
            let gate = state.value_or("gate", None, GATE_FULL);
            let gate_down = s == Section::GateWall && gate < GATE_FULL && state.value("gate", None).is_some();
            if damage == 0 && !gate_down {
                return Err(refuse(format!("the {} has no damage to repair", s.name())));
            }
            state.set_value(s.damage_key(), None, 0)?;
            let mut text = format!("{}: {damage} Damage marker{} removed", s.name(), plural(damage));
            if gate_down {
                state.set_value("gate", None, GATE_FULL)?;
                text.push_str(&format!(", Gate Durability {gate} → {GATE_FULL}"));
            }
            Ok(format!("Repair: {text} (rulebook: Repair)"))
        }
    }
}

fn button(key: impl Into<String>, label: impl Into<String>, rule: Rule, state: &TableState) -> RuleButton {
    let mut probe = state.clone();
    let mut rng = <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
    let b = RuleButton::new(key, label, RuleOp::Exiled(rule.clone()));
    match self::rule(&mut probe, &rule, &mut rng) {
        Ok(_) => b,
        Err(e) => b.disabled(e.to_string()),
    }
}

/// Derived values, alerts and buttons.
pub(crate) fn report(state: &TableState) -> Report {
    let mut derived = Vec::new();
    let mut alerts = Vec::new();
    let mut actions = Vec::new();

    let round = state.value_or("round", None, 1);
    let phase = state.value_or("phase", None, 0);
    let turn = state.value_or("turn", None, 1);
    let step = state.value_or("step", None, 0);
    let city = state.value_or("city", None, CITY_START);
    let gate = state.value_or("gate", None, GATE_FULL);
    let defenders = state.value_or("defenders", None, 1).clamp(1, MAX_DEFENDERS);
    let assault_win = state.value_or("assault_win", None, 0) > 0;
    let defender_units = in_play(state, DEFENDER, false);
    let on_board = defenders_on_board(state);
    let attacker_units = in_play(state, ATTACKER, false);
    let attacker_machines = in_play(state, ATTACKER, true);

    // Sides.
    let mode = mode(state);
    let sides = match mode {
        MODE_COOP => ["Attacker (played from the Scenario sheet)", "Defenders (every player)"],
        MODE_SOLO => ["Attacker (the solo player)", "Defenders (played from the Scenario sheet)"],
        _ => ["Attacker", "Defender"],
    };
    for (p, side) in [(ATTACKER, sides[0]), (DEFENDER, sides[1])] {
        derived.push(Derived::new("side", "Side", side).player(p).note(
            "player 1 is the Attacker's side, player 2 the Defenders' side; the game mode says which one the \
             Scenario sheet plays (rulebook: Full Cooperation Mode; Attacker Solo Mode)",
        ));
    }
    derived.push(
        Derived::new("mode", "Game mode", MODES.get(usize::try_from(mode).unwrap_or(0)).copied().unwrap_or(MODES[0]))
            .group(G_ROUND)
            .note("rulebook: Full Cooperation Mode; Attacker Solo Mode"),
    );

    // The round.
    derived.push(
        Derived::new("stage", "Stage", stage_name(phase))
            .group(G_ROUND)
            .note("rulebook: Playing the Game — each round is a Development Stage and a Siege Stage"),
    );
    let when = if phase == ATTACK {
        format!(
            "Round {round} of {ROUNDS} — {} — Turn {turn}, {}",
            phase_name(phase),
            STEPS.get(step as usize).unwrap_or(&"?")
        )
    } else {
        format!("Round {round} of {ROUNDS} — {}", phase_name(phase))
    };
    derived.push(Derived::new("now", "Now", when).group(G_ROUND));
    derived.push(
        Derived::new(
            "first_player_name",
            "First Player",
            format!("Defender {}", state.value_or("first_player", None, 0) + 1),
        )
        .group(G_ROUND)
        .note("rulebook: First Player Marker — passed between the Defenders"),
    );

    // Fortifications.
    let (mut wall_capacity, mut tower_capacity) = (0, 0);
    for s in Section::ALL {
        let lvl = level(state, s);
        let damage = state.value_or(s.damage_key(), None, 0);
        let (_, cap, durability) = fortification(s.is_wall(), lvl);
        if s.is_wall() {
            wall_capacity += cap;
        } else {
            tower_capacity += cap;
        }
        let bonus = defence_bonus(s.is_wall(), lvl, damage);
        derived.push(
            Derived::new(format!("{}.bonus", s.key()), "Defense Bonus", format!("+{bonus}"))
                .group(s.name())
                .note("rulebook: Fortifications — the level's bonus, −1 per Damage marker, never below 0"),
        );
        let cap_note = if !s.is_wall() && lvl >= 2 {
            "rulebook: Fortifications; a Level 2-3 Tower has separate Areas for war machines and other units"
        } else {
            "rulebook: Fortifications — the most units on this Area"
        };
        derived.push(
            Derived::new(format!("{}.capacity", s.key()), "Capacity", cap.to_string()).group(s.name()).note(cap_note),
        );
        derived.push(
            Derived::new(format!("{}.durability", s.key()), "Durability", durability.to_string())
                .group(s.name())
                .note("rulebook: Fortifications — Destroy Fortifications needs this War Machine Strength"),
        );
        if damage > 0 && damage >= fortification(s.is_wall(), lvl).0 {
            alerts.push(
                Alert::new(AlertLevel::Info, format!("The {} has no Defense Bonus left ({damage} Damage)", s.name()))
                    .group(s.name()),
            );
        }
        actions.push(
            button(
                format!("repair.{}", s.key()),
                format!("Repair the {}", s.name()),
                Rule::Repair { section: s },
                state,
            )
            .group(s.name())
            .player(DEFENDER),
        );
        if s.is_wall() {
            actions.push(
                button(
                    format!("breach.{}", s.key()),
                    "Assault destroyed every defender here",
                    Rule::Breach { section: s },
                    state,
                )
                .group(s.name())
                .player(ATTACKER),
            );
        }
    }
    let capacity = wall_capacity + tower_capacity;
    derived.push(
        Derived::new("damage_box", "Damage markers in the box", (DAMAGE_MARKERS - damage_total(state)).to_string())
            .group(G_DESTROY)
            .note("rulebook: Game Components — 15 Damage Markers"),
    );
    derived.push(
        Derived::new("capacity", "All Fortifications' Capacity", capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Fortifications — the sum of the five sections' Capacity"),
    );
    derived.push(
        Derived::new("wall_capacity", "The three Walls' Capacity (any defending units)", wall_capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Fortifications; Wall Tile — besides 1 Stones and 1 Cauldron on each Wall section"),
    );
    derived.push(
        Derived::new("tower_capacity", "The two Towers' Capacity (Archers)", tower_capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Tower Tile — the unit Area is for units featuring Ranged Attack Strength"),
    );
    derived.push(
        Derived::new("defender_units", "Defender's units in play", defender_units.to_string()).group(G_DEF_UNITS),
    );
    derived.push(
        Derived::new("defenders_on_board", "Defender's units on the board", on_board.to_string())
            .group(G_DEF_UNITS)
            .note(
                "in play less those held back in the Unit Zone; only these count for \"all defending units destroyed\"",
            ),
    );
    derived.push(
        Derived::new("attacker_units", "Attacker's units in play", attacker_units.to_string()).group(G_ATT_UNITS),
    );
    derived.push(
        Derived::new("attacker_machines", "Attacker's war machines in play", attacker_machines.to_string())
            .group(G_ATT_MACHINES),
    );

    // Hands, councils, commanders.
    let (o, s, r) = ATTACKER_HAND;
    let attacker_hand = if mode == MODE_COOP {
        "none: the development tree's Order cards (rulebook: Full Cooperation Mode)".to_string()
    } else {
        format!("{o} Order, {s} Special, {r} Reaction")
    };
    derived.push(
        Derived::new("hand", "Starting Hand", attacker_hand)
            .player(ATTACKER)
            .note("rulebook: Phase 3: Choosing Cards for the Starting Hand"),
    );
    let (o, s, r) = DEFENDER_HAND.get((defenders - 1) as usize).copied().unwrap_or((6, 4, 4));
    let extra = if defenders == 3 { " (the First Player up to 2 Reaction)" } else { "" };
    let defender_hand = if mode == MODE_SOLO {
        "none: the Scenario sheet's steps (rulebook: Attacker Solo Mode)".to_string()
    } else {
        format!("{o} Order, {s} Special, {r} Reaction{extra}")
    };
    derived.push(
        Derived::new("hand", "Starting Hand (each Defender)", defender_hand)
            .player(DEFENDER)
            .note("rulebook: Phase 3: Choosing Cards for the Starting Hand — by the number of Defenders"),
    );
    let commanders = if mode == MODE_STANDARD { defenders.to_string() } else { "0: not used in this mode".to_string() };
    derived.push(Derived::new("commanders", "Commander cards", commanders).player(ATTACKER).note(
        "rulebook: Commander Cards — as many as there are heroes (Defenders); none in Full Cooperation or \
                   Attacker Solo",
    ));
    for (p, key, name) in [(ATTACKER, "commanders_tent", "Commander's Tent"), (DEFENDER, "keep", "Keep")] {
        let value = if state.value_or(key, None, 0) < 1 {
            format!("needs the Level 1 {name}")
        } else if state.value_or("council", Some(p), 0) > 0 {
            "used this turn".to_string()
        } else {
            "available".to_string()
        };
        derived.push(Derived::new("war_council", "War Council", value).player(p).note("rulebook: War Council"));
    }

    // Winning and losing.
    if city <= 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "City Durability is 0: the Defenders lose, the Attacker wins (rulebook: Winning Conditions)",
            )
            .player(DEFENDER)
            .group(G_CITY),
        );
    } else if city == 1 {
        alerts.push(
            Alert::new(AlertLevel::Warning, "City Durability 1: one more breach and the Defenders lose")
                .player(DEFENDER)
                .group(G_CITY),
        );
    }
    if assault_win {
        alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "The Attacker assaulted with every defending unit destroyed: the Defenders lose (rulebook: Winning \
                 Conditions)",
            )
            .player(DEFENDER)
            .group(G_CITY),
        );
    } else if on_board == 0 && city > 0 && tracks(state, DEFENDER) {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "Every defending unit is destroyed: an Assault by the Attacker wins the game (rulebook: Winning \
                 Conditions)",
            )
            .player(DEFENDER)
            .group(G_DEF_UNITS),
        );
    }
    if round >= ROUNDS && phase == CLEAN_UP && city >= 1 && !assault_win {
        alerts.push(
            Alert::new(
                AlertLevel::Victory,
                format!(
                    "Clean-up of round 4 with City Durability {city}: the Defenders win (rulebook: Winning Conditions)"
                ),
            )
            .player(DEFENDER)
            .group(G_ROUND),
        );
    }
    let gate_built = level(state, Section::GateWall) >= 1;
    derived.push(
        Derived::new(
            "gate_state",
            "Gate",
            if gate_built {
                format!("Durability {gate} of {GATE_FULL}")
            } else {
                "no Gate until the central Wall is built".to_string()
            },
        )
        .group(G_CITY)
        .note("rulebook: Gate Durability Marker — the track is on the overlay of the central Wall section"),
    );
    if !gate_built {
        // No Gate Durability Track without the central Wall's overlay.
    } else if gate == 1 {
        alerts.push(
            Alert::new(AlertLevel::Warning, "Gate Durability 1: when the Gate falls, City Durability −1").group(G_CITY),
        );
    } else if gate <= 0 {
        alerts.push(
            Alert::new(AlertLevel::Info, "The Gate is destroyed: the Battering Ram can attack no more until a Repair")
                .group(G_CITY),
        );
    }

    // At most 1 level per round: Buildings and Locations only (ruling exiled A-3: not Walls and Towers).
    for (_, key, name) in DEVELOPED.iter().filter(|(level_key, _, _)| !is_fortification(level_key)) {
        let gained = state.value_or(key, None, 0);
        if gained > LEVELS_PER_ROUND {
            let group = state.by_key(key, None).and_then(|c| c.group.clone()).unwrap_or_else(|| G_ROUND.to_string());
            alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "The {name} gained {gained} levels this round: each can be developed by at most \
                     {LEVELS_PER_ROUND} level per round (rulebook: Development Cards – Build)"
                    ),
                )
                .group(group),
            );
        }
    }

    // The round's reminders.
    if round >= FIRST_REINFORCED_ROUND && phase >= SIEGE_START && state.value_or("reinforced", None, 1) == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!("The Attacker has not taken the {REINFORCEMENTS} reinforcement Warriors of round {round}"),
            )
            .player(ATTACKER)
            .group(G_ATT_UNITS),
        );
    }
    if phase == ATTACK {
        if attacker_units + attacker_machines == 0 && tracks(state, ATTACKER) {
            alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    "The Attacker has no units left: the Attack ends after the next Reorganization",
                )
                .group(G_ROUND),
            );
        }
        if turn >= TURNS && step == REORGANIZATION {
            alerts.push(Alert::new(AlertLevel::Info, "The 4th Reorganization ends the Attack phase").group(G_ROUND));
        }
    }
    if phase == DEPLOY {
        // Men-at-arms and Swordsmen stand on the Walls; Archers on the Towers' unit Areas or on the Walls' room left.
        let archers = state.value_or("archers", None, 0);
        let others = defender_units - archers;
        let walls_left = (wall_capacity - others).max(0);
        let over_walls = (others - wall_capacity).max(0);
        let over_towers = (archers - tower_capacity - walls_left).max(0);
        if over_walls + over_towers > 0 {
            alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!(
                        "{} defending unit{} not fit on the Fortifications (Walls: room for {wall_capacity} \
                         units; Towers: room for {tower_capacity} Archers): the rest stay in the Unit Zone",
                        over_walls + over_towers,
                        if over_walls + over_towers == 1 { " does" } else { "s do" }
                    ),
                )
                .player(DEFENDER)
                .group(G_DEF_UNITS),
            );
        }
        for (key, name) in [("stones", "Stones"), ("cauldrons", "Cauldrons")] {
            let n = state.value_or(key, None, 0);
            if n > WALL_SECTIONS {
                alerts.push(
                    Alert::new(
                        AlertLevel::Info,
                        format!("{n} {name} but room for 1 on each of the {WALL_SECTIONS} Wall sections"),
                    )
                    .player(DEFENDER)
                    .group(G_DEF_MACHINES),
                );
            }
        }
    }

    // Buttons.
    let next_label = match next_step(state) {
        Ok((_, _, text)) => format!("Next: {text}"),
        Err(_) => "Next".to_string(),
    };
    actions.insert(0, button("next", next_label, Rule::Next, state).group(G_ROUND));
    actions.push(
        button("reinforce", format!("Reinforcements: +{REINFORCEMENTS} Warriors"), Rule::Reinforce, state)
            .group(G_ATT_UNITS)
            .player(ATTACKER),
    );
    actions.push(button("ram", "Battering Ram Attack", Rule::BatteringRam, state).group(G_CITY).player(ATTACKER));
    actions.push(
        button("destroy", "Destroy Fortifications", Rule::DestroyFortifications, state)
            .group(G_DESTROY)
            .player(ATTACKER),
    );

    Report { derived, alerts, actions }
}

/// The Exiled tracker.
pub struct ExiledTracker;

impl Tracker for ExiledTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = true;

    fn info() -> TableKindInfo {
        self::info()
    }
    fn layout(players: usize) -> Layout {
        self::layout(players)
    }
    fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
        self::settle(state, changes)
    }
    fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
        self::rule(state, op, rng)
    }
    fn report(state: &TableState) -> Report {
        self::report(state)
    }
}

#[cfg(test)]
mod tests;

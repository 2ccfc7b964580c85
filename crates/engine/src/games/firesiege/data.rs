//! Firesiege's components and numbers, as the table-mode tracker and a future game engine read
//! them: the horde track, the power-up board, the Marall track, the Valkun heroes, the Skreel
//! warlords and nests, the battle die, and the campaign's days.
//!
//! Every value names its source: `rulebook: <section>` or `designed: rulebook silent` (the rulings
//! and the reasons are in docs/rules-notes/firesiege.md). The `key`s are stable ids: the tracker's
//! counters and saved tables name them.

use serde::{Deserialize, Serialize};

// ---- the horde track ----

/// The last space, the red skull at the centre of the spiral. designed: rulebook silent on the
/// track's length (25 spaces, Start = 0 to the skull = 24).
pub const HORDE_SKULL: i32 = 24;
/// The warlord-icon spaces. designed: rulebook silent (it needs at least two: Defeat Zagal).
pub const HORDE_WARLORD: [i32; 3] = [7, 14, 21];
/// Zagal's space: rulebook: Defeat Zagal — "the second warlord-icon space on the horde track".
pub const ZAGAL_SPACE: i32 = 14;

/// rulebook: Components — 15 horde cards.
pub const HORDE_CARDS: i32 = 15;
/// rulebook: Components — 2 secret maneuvers horde cards, added to the horde deck only at Hard or
/// Heroic (rulebook: Horde Card; how many: designed DG-15, 1 at Hard and 2 at Heroic).
pub const SECRET_MANEUVERS: i32 = 2;

/// What a space of the horde track shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HordeIcon {
    /// Nothing.
    Plain,
    /// Draw a horde card (rulebook: Horde Track).
    HordeCard,
    /// Draw a warlord card (rulebook: Horde Track).
    Warlord,
    /// The red skull: the game is lost (rulebook: Winning and Defeat conditions).
    Skull,
}

/// The icon on a space. designed: every even space from 2 shows a horde card, except the warlord
/// space 14; spaces 7, 14 and 21 show a warlord; 24 is the skull.
pub fn horde_icon(space: i32) -> HordeIcon {
    if space >= HORDE_SKULL {
        HordeIcon::Skull
    } else if HORDE_WARLORD.contains(&space) {
        HordeIcon::Warlord
    } else if space > 0 && space % 2 == 0 {
        HordeIcon::HordeCard
    } else {
        HordeIcon::Plain
    }
}

// ---- the power-up board ----

/// One of the four power-up tracks (rulebook: Power-Up tracks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PowerTrack {
    /// Movements per movement action.
    March,
    /// Soldiers per recruitment action.
    Recruitment,
    /// Strength added to one attack.
    Ferocity,
    /// Energy stored.
    Energy,
}

impl PowerTrack {
    /// The four, in board order.
    pub const ALL: [PowerTrack; 4] =
        [PowerTrack::March, PowerTrack::Recruitment, PowerTrack::Ferocity, PowerTrack::Energy];

    /// Its counter's key.
    pub fn key(self) -> &'static str {
        match self {
            PowerTrack::March => "march",
            PowerTrack::Recruitment => "recruitment",
            PowerTrack::Ferocity => "ferocity",
            PowerTrack::Energy => "energy",
        }
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            PowerTrack::March => "March",
            PowerTrack::Recruitment => "Recruitment",
            PowerTrack::Ferocity => "Ferocity",
            PowerTrack::Energy => "Energy",
        }
    }

    /// The value printed on each square, lowest first, on side 0 (1-3 players) or 1 (4+).
    pub fn values(self, side: usize) -> &'static [i32] {
        let four = side >= 1;
        match self {
            // designed: rulebook silent (movements per movement action).
            PowerTrack::March if four => &[1, 1, 2, 2, 2, 3, 3],
            PowerTrack::March => &[1, 1, 2, 2, 3, 3, 4],
            // designed: rulebook silent (soldiers per recruitment action).
            PowerTrack::Recruitment if four => &[0, 1, 1, 1, 2, 2],
            PowerTrack::Recruitment => &[0, 1, 1, 2, 2, 3],
            // rulebook: Power-Up tracks — the lowest square is the red -1, and using +N sets the marker
            // back N squares, so each square is one more than the last; designed: up to +4.
            PowerTrack::Ferocity => &[-1, 0, 1, 2, 3, 4],
            // rulebook: Day 7 B — the track has a "10th space"; awakening costs 5 squares.
            // designed: squares 0 to 10, one energy each. Ruling: the "10th space" is the square showing
            // 10, the top (the 0 square is where an empty track starts, like the horde track's Start).
            PowerTrack::Energy => &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        }
    }

    /// The highlighted starting square (rulebook: Setup 2 — "the colored squares"; designed: which).
    pub fn start(self, side: usize) -> i32 {
        let four = side >= 1;
        match self {
            PowerTrack::March => 2,               // designed: 2 movements on both sides
            PowerTrack::Recruitment if four => 2, // designed: 1 soldier
            PowerTrack::Recruitment => 1,         // designed: 1 soldier
            PowerTrack::Ferocity if four => 1,    // designed: +0
            PowerTrack::Ferocity => 2,            // designed: +1
            PowerTrack::Energy if four => 2,      // designed: 2 energy
            PowerTrack::Energy => 3,              // designed: 3 energy
        }
    }

    /// The value on `square` of `side`.
    pub fn value_at(self, side: usize, square: i32) -> Option<i32> {
        usize::try_from(square).ok().and_then(|i| self.values(side).get(i)).copied()
    }
}

/// Awakening by energy costs this many squares. rulebook: Valkun Army — "retreating the energy
/// power-up track marker by 5 spaces".
pub const AWAKEN_ENERGY: i32 = 5;
/// Solo: once per turn, lower energy by 1 to flip a tile. rulebook: Solo mode.
pub const SOLO_FLIP_ENERGY: i32 = 1;
/// Day 7 B's "10th space" of the energy track: the square showing 10, its top. designed: rulebook
/// silent on whether the 0 square counts as a space; the tracker counts from 1 (see the notes).
pub const ENERGY_TENTH_SPACE: i32 = 10;

// ---- the Marall track ----

/// The Marall track: traitor end (recruitment icon) 0, traitor 2, traitor 1, the "0" space 3,
/// ally 1, ally 2, ally end 6. rulebook: Marall Mercenaries (the ends activate a card 3 times; the
/// example's "2nd space on the ally side" shows 2); designed: two numbered spaces per side.
pub const MARALL_LABELS: [&str; 7] =
    ["Traitor end ×3", "Traitor 2", "Traitor 1", "0", "Ally 1", "Ally 2", "Ally end ×3"];
/// The "0" space.
pub const MARALL_ZERO: i32 = 3;
/// The ally end.
pub const MARALL_ALLY_END: i32 = 6;
/// The traitor end.
pub const MARALL_TRAITOR_END: i32 = 0;

/// (side, times) of a Marall activation from `space`, or None on the "0" space.
pub fn marall_effect(space: i32) -> Option<(&'static str, i32)> {
    let times = (space - MARALL_ZERO).abs().min(3); // rulebook: Marall Mercenaries — 3 at the ends
    if times == 0 {
        None
    } else if space > MARALL_ZERO {
        Some(("ally", times))
    } else {
        Some(("traitor", times))
    }
}

// ---- the Valkun heroes ----

/// A Valkun hero card (rulebook: Valkun Hero Cards).
pub struct Hero {
    /// Name.
    pub name: &'static str,
    /// Constitution: normal, awakened.
    pub constitution: [i32; 2],
    /// Strength: normal, awakened.
    pub strength: [i32; 2],
    /// Special skill.
    pub skill: &'static str,
    /// Passive trait.
    pub passive: &'static str,
    /// Awakening trigger (besides 5 energy).
    pub trigger: &'static str,
}

/// rulebook: Valkun Hero Cards.
pub const HEROES: [Hero; 4] = [
    Hero {
        name: "Reshiner",
        constitution: [5, 5],
        strength: [1, 2],
        skill: "Battlecry (2 energy): no backlash in the next battle",
        passive: "Furious: heal 1 after defeating a queen or warlord in your attack",
        trigger: "defeat a Skreel warlord",
    },
    Hero {
        name: "Gestha",
        constitution: [4, 4],
        strength: [2, 3],
        skill: "Dart (1-3 energy): 1-3 damage in an adjacent region",
        passive: "Steady: reroll any die you roll",
        trigger: "move any power-up marker to its highest square",
    },
    Hero {
        name: "Hurtlyn",
        constitution: [5, 6],
        strength: [1, 1],
        skill: "Halo (2 energy): heal 1 every hero in Hurtlyn's avenue (not from the citadel)",
        passive: "Resilient: a Valkun action instead of a Heal",
        trigger: "recruit so that at least 5 Valkun are in the citadel",
    },
    Hero {
        name: "Thanah",
        constitution: [4, 5],
        strength: [2, 2],
        skill: "Gash (2 energy): defeat 1 queen or up to 2 hunters in Thanah's region",
        passive: "Savage: +2 strength attacking alone in a nest region",
        trigger: "defeat Skreel in a region with a nest",
    },
];

/// The energy a hero's special skill costs, lowest and highest, in [`HEROES`] order. rulebook: Valkun Hero
/// Cards — Battlecry 2, Dart 1-3, Halo 2, Gash 2 ("the number of squares the energy track marker is moved back").
pub const SKILL_COSTS: [(i32, i32); 4] = [(2, 2), (1, 3), (2, 2), (2, 2)];

/// Most constitution tokens a hero holds: rulebook: Valkun Hero Cards (Hurtlyn awakened, 6).
pub const MAX_CONSTITUTION: i32 = 6;

// ---- the Skreel: warlords, Zagal, nests, the box ----

/// A warlord card (rulebook: Warlords).
pub struct Warlord {
    /// Counter key.
    pub key: &'static str,
    /// Name.
    pub name: &'static str,
    /// Reminder: nest, constitution, movement, effect.
    pub note: &'static str,
}

/// rulebook: Warlords.
pub const WARLORDS: [Warlord; 6] = [
    Warlord {
        key: "warlord_yepuk",
        name: "Ye'Puk",
        note: "rulebook: Warlords — green nest, constitution 4, movement 2; no damage while other Skreel share its \
            region",
    },
    Warlord {
        key: "warlord_tuulum",
        name: "Tu'Ulum",
        note: "rulebook: Warlords — green nest, constitution 6, movement 1 through breaches; opens a breach if none",
    },
    Warlord {
        key: "warlord_xeragt",
        name: "Xe'Ragt",
        note:
            "rulebook: Warlords — yellow nest, constitution 3, movement 1; each move sets every power-up marker back \
            1",
    },
    Warlord {
        key: "warlord_yexet",
        name: "Ye'Xet",
        note: "rulebook: Warlords — red nest, constitution 2, movement 1; defeated: 2 hunters in every adjacent region",
    },
    Warlord {
        key: "warlord_urgaxul",
        name: "Urg'Axul",
        note: "rulebook: Warlords — yellow nest, constitution 5, nest to nest clockwise; 2 hunters after each move",
    },
    Warlord {
        key: "warlord_rakrat",
        name: "Ra'Krat",
        note: "rulebook: Warlords — red nest, constitution 5; no drawing tiles while on the board (draw instead: it \
            moves 1)",
    },
];

/// The two warlords of each nest's colour (rulebook: Warlords), for Day 1's "a warlord in each nest" (ruling
/// firesiege A-43: each nest draws one of the two of its colour at random).
pub const NEST_WARLORDS: [(&str, [&str; 2]); 3] = [
    ("green", ["warlord_yepuk", "warlord_tuulum"]),
    ("yellow", ["warlord_xeragt", "warlord_urgaxul"]),
    ("red", ["warlord_yexet", "warlord_rakrat"]),
];

/// rulebook: Defeat Zagal — flip 3 banner tokens.
pub const ZAGAL_BANNERS: i32 = 3;

/// The nests: key, colour, banners for destroying it (rulebook: Destroy the nests — green 1,
/// yellow 2, red 3), constitution (rulebook: Skreel Horde — 4/6/8; designed: in that colour order).
pub const NESTS: [(&str, &str, i32, i32); 3] =
    [("nest_green", "Green", 1, 4), ("nest_yellow", "Yellow", 2, 6), ("nest_red", "Red", 3, 8)];

/// rulebook: Components / Winning — 6 banner tokens.
pub const BANNERS: i32 = 6;
/// rulebook: Components — 8 breach tokens.
pub const BREACHES: i32 = 8;
/// rulebook: Components — 12 hunters, 7 queens, 10 soldiers.
pub const HUNTERS: i32 = 12;
/// rulebook: Components.
pub const QUEENS: i32 = 7;
/// rulebook: Components.
pub const SOLDIERS: i32 = 10;

// ---- the attack ----

/// The battle die's six faces. rulebook: Valkun Action names four results (+1, +2, 1 damage, no
/// backlash); designed: +1 and +2 twice each.
pub const BATTLE_DIE: [BattleFace; 6] = [
    BattleFace::Plus(1),
    BattleFace::Plus(1),
    BattleFace::Plus(2),
    BattleFace::Plus(2),
    BattleFace::Damage,
    BattleFace::NoBacklash,
];

/// A battle die face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BattleFace {
    /// +N to the attack.
    Plus(i32),
    /// 1 damage to a Valkun in the region.
    Damage,
    /// Skip the backlash.
    NoBacklash,
}

/// Norad adds this to an attack in her region. rulebook: Save Norad.
pub const NORAD_BONUS: i32 = 2;

// ---- the campaign ----

/// The campaign's days: 0 is a single game. rulebook: Campaign Mode (7 days and the epilogue).
pub const DAY_LABELS: [&str; 9] =
    ["Single game", "Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Day 6", "Day 7", "Epilogue"];
/// rulebook: Campaign Mode — the "X" on the seventh square of the defeat track loses the campaign.
pub const DEFEAT_TRACK: i32 = 7;

/// Banner tokens the day puts face down on a goal card (rulebook: Campaign Mode — Day 2 A: 2 on Skreel
/// Slimes; 2 B: 3 on Rescue the civilians; 2 C: 3 on each; 3 A: 2 on War machine; 3 B: 1 on Control
/// orbs; 6 A: 2 on Close the breaches). Nests and Zagal never flip these; the day's goal does.
pub fn held_on_goal(day: i32, branch: i32) -> i32 {
    match (day, branch) {
        (2, 0) => 2,
        (2, 1) => 3,
        (2, 2) => 6,
        (3, 0) => 2,
        (3, 1) => 1,
        (6, 0) => 2,
        _ => 0,
    }
}

/// Whether the day's win needs its goal card fulfilled (the tracker's `goal_done`; rulebook: Campaign Mode — "In order to win,
/// you must fulfill ...").
pub fn needs_goal(day: i32, branch: i32) -> bool {
    held_on_goal(day, branch) > 0 || matches!((day, branch), (5, 0) | (5, 1) | (7, 1))
}

/// Banner tokens in a game of the day (rulebook: Campaign Mode — Day 4 A removes 3 / 1 / 0 by the
/// player count; Day 7 B returns all 6 to the box); `None` for a single game (the players decide).
pub fn banners_for_day(day: i32, branch: i32, players: usize) -> Option<i32> {
    match (day, branch) {
        (0, _) | (8.., _) => None,
        (4, 0) => Some(BANNERS - day4a_removed(players)),
        (7, 1) => Some(0),
        _ => Some(BANNERS),
    }
}

/// Banner tokens Day 4 A returns to the box (rulebook: Campaign Mode, Day 4 A — 3 with one player,
/// 1 with two or three, none with four or more).
pub fn day4a_removed(players: usize) -> i32 {
    match players {
        0 | 1 => 3,
        2 | 3 => 1,
        _ => 0,
    }
}

/// The nest Day 4 C's heroes attack to win (rulebook: Day 4 C — 1-2 players red, 3 yellow, 4-5 green).
pub fn day4c_nest(players: usize) -> (&'static str, &'static str) {
    match players {
        0..=2 => ("nest_red", "red"),
        3 => ("nest_yellow", "yellow"),
        _ => ("nest_green", "green"),
    }
}

//! Firesiege tracker: the horde track (horde-card and warlord spaces, the skull), the four
//! power-up tracks on the 1-3 or 4+ player side (a move past an end goes to another track), the
//! Marall track, banners, nests, breaches, warlords and Zagal, each hero's constitution tokens and
//! status, the citadel (two Skreel in solo), an attack helper with the battle die, and the
//! campaign (day, option, difficulty, the defeat track of 7).
//!
//! Sources: `shared/rulebooks/firesiege.txt`; designed values and rulings are listed in
//! `docs/rules-notes/firesiege.md` ("Table mode tracker").

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::table::{
    changed, Alert, AlertLevel, Change, CounterRole, Derived, Layout, Report, ResultDie, RuleButton, RuleOp,
    RuleResult, Spec, TableError, TableKindInfo, TableState, Tracker,
};

// ---------------------------------------------------------------------------------------------
// Sections

const G_TURN: &str = "Turn";
const G_HORDE: &str = "Horde";
const G_POWER: &str = "Power-up board";
const G_MARALL: &str = "Marall";
const G_GOALS: &str = "Banners and goals";
const G_SKREEL: &str = "Skreel and citadel";
const G_WARLORDS: &str = "Warlords";
const G_ATTACK: &str = "Attack";
const G_CAMPAIGN: &str = "Campaign";
const G_HERO: &str = "Hero";

// ---------------------------------------------------------------------------------------------
// The horde track

/// The last space, the red skull at the centre of the spiral. designed: rulebook silent on the
/// track's length (25 spaces, Start = 0 to the skull = 24).
pub const HORDE_SKULL: i32 = 24;
/// The warlord-icon spaces. designed: rulebook silent (it needs at least two: Defeat Zagal).
pub const HORDE_WARLORD: [i32; 3] = [7, 14, 21];
/// Zagal's space: rulebook: Defeat Zagal — "the second warlord-icon space on the horde track".
pub const ZAGAL_SPACE: i32 = 14;
/// Warn this many spaces before the skull. designed: rulebook silent.
pub const HORDE_WARN: i32 = 2;

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

fn horde_labels() -> Vec<String> {
    (0..=HORDE_SKULL)
        .map(|s| match horde_icon(s) {
            _ if s == 0 => "Start".to_string(),
            HordeIcon::Plain => s.to_string(),
            HordeIcon::HordeCard => format!("{s} · horde card"),
            HordeIcon::Warlord => format!("{s} · warlord"),
            HordeIcon::Skull => format!("{s} · skull"),
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The power-up board

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
/// Most squares one power-up move may carry (the amount input). rulebook: Icons — Catalyst 1/2/3,
/// Aid 2, Recharge 2; designed: up to 5 for Xe'Ragt-like multiple effects.
pub const POWER_AMOUNT_MAX: i32 = 5;

fn side_name(side: usize) -> &'static str {
    if side >= 1 {
        "4 or more players"
    } else {
        "1 to 3 players"
    }
}

// ---------------------------------------------------------------------------------------------
// The Marall track

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

// ---------------------------------------------------------------------------------------------
// Heroes

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

fn hero_of(state: &TableState, p: usize) -> Option<&'static Hero> {
    usize::try_from(state.value_or("hero", Some(p), 0)).ok().and_then(|i| HEROES.get(i))
}

fn is_awakened(state: &TableState, p: usize) -> bool {
    state.value_or("awakened", Some(p), 0) > 0
}

fn constitution(state: &TableState, p: usize) -> i32 {
    let a = usize::from(is_awakened(state, p));
    hero_of(state, p).and_then(|h| h.constitution.get(a)).copied().unwrap_or(MAX_CONSTITUTION)
}

fn strength(state: &TableState, p: usize) -> i32 {
    let a = usize::from(is_awakened(state, p));
    hero_of(state, p).and_then(|h| h.strength.get(a)).copied().unwrap_or(1)
}

// ---------------------------------------------------------------------------------------------
// Warlords, Zagal, nests

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

/// A warlord card's place.
pub const WARLORD_STATES: [&str; 3] = ["In the deck", "In play", "Defeated"];
const W_DECK: i32 = 0;
const W_PLAY: i32 = 1;
const W_DEFEATED: i32 = 2;

/// Zagal's place. rulebook: Defeat Zagal.
pub const ZAGAL_STATES: [&str; 4] = ["Not in this game", "On the horde track", "In play", "Defeated"];
const Z_TRACK: i32 = 1;
const Z_PLAY: i32 = 2;
const Z_DEFEATED: i32 = 3;
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

/// Whether the day's win needs the `goal_done` toggle (rulebook: Campaign Mode — "In order to win,
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

fn day4a_removed(players: usize) -> i32 {
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

/// Counters a new game (same campaign) keeps.
const KEEP_ON_NEW_GAME: [&str; 8] =
    ["day", "branch", "defeats", "difficulty", "board_side", "auto_banners", "hero", "power_amount"];

// ---------------------------------------------------------------------------------------------
// Operations

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Advance a power-up track by the amount input (Catalyst, Aid, Recharge); what passes the top
    /// is owed to another track.
    AdvanceTrack {
        /// Which track.
        track: PowerTrack,
    },
    /// Retreat a power-up track by the amount input (Curse); what passes the bottom is owed.
    RetreatTrack {
        /// Which track.
        track: PowerTrack,
    },
    /// Put the owed squares on another track.
    PlaceOwed {
        /// Which track.
        track: PowerTrack,
    },
    /// Give up the owed squares.
    DropOwed,
    /// Xe'Ragt moves: every power-up marker back 1.
    XeRagt,
    /// Awaken a hero by moving the energy marker back 5.
    Awaken {
        /// The hero.
        player: usize,
    },
    /// Awaken a hero whose awakening trigger is met.
    AwakenTrigger {
        /// The hero.
        player: usize,
    },
    /// Heal 1 every hero.
    HealAll,
    /// Activate the top Marall card from the marker's space.
    HireMarall,
    /// Solo: lower energy 1 to flip a command tile.
    SoloFlip,
    /// Place a Skreel hunter (a horde card, Ye'Xet, a captured civilian); none left loses.
    PlaceHunter,
    /// Place a Skreel queen; none left loses.
    PlaceQueen,
    /// Roll the battle die and total an attack (steps 1-2 of the Valkun attack).
    Attack,
    /// Step 3 of the attack just rolled: add ferocity and set its marker back that many squares.
    UseFerocity {
        /// Strength to add, 1 up to the track's value (ruling firesiege A-21); none: the whole value.
        #[serde(default)]
        amount: Option<i32>,
    },
    /// Pay a hero's special skill in energy, in full (Dart: the squares to move, 1 to 3).
    UseSkill {
        /// The hero.
        player: usize,
    },
    /// Campaign: the game was lost; mark the defeat track and set up the replay.
    RecordDefeat,
    /// Campaign: the game was won; next day, and set it up.
    RecordVictory,
    /// A new game: every game counter back to its start (campaign, heroes' cards kept).
    NewGame,
}

// ---------------------------------------------------------------------------------------------
// The five items

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "firesiege".into(),
        name: "Firesiege".into(),
        description: "Horde track, power-ups, Marall, banners, warlords, heroes' constitution, campaign".into(),
        min_players: 1, // rulebook: Introduction / Solo mode
        max_players: 4, // rulebook: Components — 4 player boards
        player_word: "Hero".into(),
    }
}

fn power_spec(track: PowerTrack, side: usize) -> Spec {
    let labels: Vec<String> = track
        .values(side)
        .iter()
        .map(|v| if track == PowerTrack::Ferocity && *v > 0 { format!("+{v}") } else { v.to_string() })
        .collect();
    let refs: Vec<&str> = labels.iter().map(String::as_str).collect();
    Spec::track(track.key(), track.name(), &refs, track.start(side)).group(G_POWER).note(match track {
        PowerTrack::March => "Movements per movement action. rulebook: Power-Up tracks; designed: the values",
        PowerTrack::Recruitment => "Soldiers per recruitment action. rulebook: Power-Up tracks; designed: the values",
        PowerTrack::Ferocity => {
            "Strength added once per attack, then back that many squares; -1 is a penalty. rulebook: Power-Up tracks"
        }
        PowerTrack::Energy => "Energy for skills and awakening (5). rulebook: Power-Up tracks; designed: 0 to 10",
    })
}

/// The counters of a new table.
pub(crate) fn layout(players: usize) -> Layout {
    let side = usize::from(players >= 4); // rulebook: Power-Up Board — a 1-3 and a 4+ side
    let horde = horde_labels();
    let horde_refs: Vec<&str> = horde.iter().map(String::as_str).collect();
    let mut shared = vec![
        Spec::steps("step", "Turn", &["Discuss", "Play the visible side", "Flip and resolve", "Draw back to 3"])
            .carry("turn")
            .group(G_TURN)
            .note("rulebook: On your turn (Ra'Krat: play or draw)"),
        Spec::number("turn", "Turns played", 1, 999, 1).group(G_TURN).note("designed: rulebook silent (a count)"),
        Spec::toggle("solo_flipped", "Solo: tile flipped this turn", false)
            .group(G_TURN)
            .note("Solo mode only: once per turn; off when the turn count moves. rulebook: Solo mode"),
        Spec::track("horde", "Horde track", &horde_refs, 0).group(G_HORDE).note(
            "rulebook: Horde Track — the skull loses; designed: 25 spaces, horde cards on even spaces, warlords \
                on 7, 14, 21",
        ),
        Spec::choice("board_side", "Power-up board side", &["1 to 3 players", "4 or more players"], side as i32)
            .group(G_POWER)
            .note("rulebook: Power-Up Board"),
    ];
    shared.extend(PowerTrack::ALL.iter().map(|t| power_spec(*t, side)));
    shared.extend([
        Spec::number("power_amount", "Squares to move", 1, POWER_AMOUNT_MAX, 1)
            .group(G_POWER)
            .note("Input for Advance / Retreat: Catalyst 1-3, Aid 2, Recharge 2, Curse 1. rulebook: Icons"),
        Spec::number("power_owed", "Owed to another track", -40, 40, 0).group(G_POWER).note(
            "Squares past a track's end, to put on another track (+ advance, − retreat). rulebook: Advance/retreat on \
                the power-up tracks",
        ),
        Spec::track("marall", "Marall track", &MARALL_LABELS, MARALL_ZERO)
            .group(G_MARALL)
            .note("rulebook: Marall Mercenaries; designed: two numbered spaces a side"),
        Spec::number(
            "marall_activations",
            "Marall cards \
            activated",
            0,
            999,
            0,
        )
        .group(G_MARALL)
        .note("designed: a count"),
        Spec::number("marall_alliances", "Ally end reached", 0, 99, 0)
            .group(G_MARALL)
            .note("Each time fulfils Ally with the Marall (1 banner). rulebook: Goal Cards"),
        Spec::number("banners", "Banners face up", 0, BANNERS, 0).group(G_GOALS).note(
            "rulebook: Winning — turn over \
            all 6",
        ),
        Spec::number("banners_in_game", "Banner tokens in this game", 0, BANNERS, BANNERS)
            .group(G_GOALS)
            .note("rulebook: Campaign Mode — some days remove banners"),
        Spec::number("banners_auto", "Of these, flipped by the tracker", 0, BANNERS, 0).group(G_GOALS).note(
            "designed: bookkeeping — the banners the nests, Zagal and the day's goal flipped, so undoing one turns \
                back only what it flipped",
        ),
        Spec::toggle("auto_banners", "Flip banners for nests and Zagal", true)
            .group(G_GOALS)
            .note("designed: off for days where they flip none"),
        Spec::toggle("goal_done", "Day's required goal fulfilled", false).group(G_GOALS).note(
            "Campaign days 2, 3, 5, 6 A and 7 B: the goal card the day requires (2 C: both cards); flips the banners \
                held on it. rulebook: Campaign Mode",
        ),
    ]);
    shared.extend(NESTS.iter().map(|(key, colour, banners, con)| {
        Spec::toggle(key, format!("{colour} nest destroyed"), false)
            .group(G_GOALS)
            .note(format!("Constitution {con}; flips {banners} banner(s). rulebook: Destroy the nests"))
    }));
    shared.extend([
        Spec::number("breaches", "Breach tokens on the board", 0, BREACHES, 0)
            .group(G_GOALS)
            .note("rulebook: Components — 8; Close the breaches starts with 6"),
        Spec::number("citadel", "Skreel in the citadel", 0, 2, 0)
            .group(G_SKREEL)
            .note("rulebook: Winning — one loses; Solo mode — two"),
        Spec::number("hunters", "Hunters on the board", 0, HUNTERS + 1, 3).group(G_SKREEL).note(
            "rulebook: Components 12; Setup 6.2; one more than all 12 (+ at 12) records the loss: none is left to \
             place (Winning and Defeat conditions)",
        ),
        Spec::number("queens", "Queens on the board", 0, QUEENS + 1, 3).group(G_SKREEL).note(
            "rulebook: Components 7; Setup 6.2; one more than all 7 (+ at 7) records the loss: none is left to place \
             (Winning and Defeat conditions)",
        ),
        Spec::number("soldiers", "Soldiers on the board", 0, SOLDIERS, 3)
            .group(G_SKREEL)
            .note("rulebook: Components 10; Setup 6.1"),
        Spec::toggle("skreel_overflow", "A hunter or queen had to be placed, none left", false)
            .group(G_SKREEL)
            .note("Set by Place a hunter / queen with all on the board: the game is lost. rulebook: Winning"),
    ]);
    shared.extend(
        WARLORDS.iter().map(|w| Spec::choice(w.key, w.name, &WARLORD_STATES, W_DECK).group(G_WARLORDS).note(w.note)),
    );
    shared.extend([
        Spec::choice("zagal", "Zagal", &ZAGAL_STATES, 0)
            .group(G_WARLORDS)
            .note("rulebook: Defeat Zagal — on the second warlord space; constitution 10; 3 banners"),
        Spec::number("attack_strength", "Valkun strength in the region", 0, 40, 1)
            .group(G_ATTACK)
            .note("Your hero's strength + 1 per soldier + 1 per other hero. rulebook: Valkun Action"),
        Spec::toggle("attack_norad", "Norad in the region (+2)", false).group(G_ATTACK).note("rulebook: Save Norad"),
        Spec::number("attack_die", "Battle die of this attack (0: not rolled)", 0, 6, 0)
            .group(G_ATTACK)
            .note("rulebook: Valkun Action — attack step 1; set by the attack roll (faces: designed, see BATTLE_DIE)"),
        Spec::number("attack_ferocity", "Ferocity added to this attack", 0, 4, 0).group(G_ATTACK).note(
            "rulebook: Valkun Action — attack step 3, after the battle die; once per attack, its marker goes back as \
             many squares (Power-Up tracks)",
        ),
        Spec::choice("difficulty", "Difficulty", &["Standard", "Hard", "Heroic"], 0)
            .group(G_CAMPAIGN)
            .note("rulebook: Horde Card — Hard and Heroic add the 2 secret maneuvers cards"),
        Spec::track("day", "Campaign day", &DAY_LABELS, 0).group(G_CAMPAIGN).note("rulebook: Campaign Mode"),
        Spec::choice("branch", "Option", &["A", "B", "C"], 0).group(G_CAMPAIGN).note("rulebook: Campaign Mode"),
        Spec::track("defeats", "Defeat track", &["0", "1", "2", "3", "4", "5", "6", "7 ✗"], 0)
            .group(G_CAMPAIGN)
            .note("rulebook: Campaign Mode — the seventh loses the campaign"),
    ]);
    let hero_names: Vec<&str> = HEROES.iter().map(|h| h.name).collect();
    // rulebook: Setup 4.2 — constitution tokens on the life side except one; designed: the default
    // hero is Reshiner (5), so 4 life and 1 damage.
    let per_player = vec![
        Spec::choice("hero", "Hero card", &hero_names, 0).group(G_HERO).note("rulebook: Valkun Hero Cards"),
        Spec::toggle("awakened", "Awakened", false).group(G_HERO).note("rulebook: Valkun Army — no way back"),
        Spec::number("life", "Constitution: life side", 0, MAX_CONSTITUTION, 4)
            .role(CounterRole::Life)
            .group(G_HERO)
            .note("rulebook: Setup 4.2 — all on the damage side loses"),
        Spec::number("damage", "Constitution: damage side", 0, MAX_CONSTITUTION, 1)
            .group(G_HERO)
            .note("rulebook: Setup 4.2 — one starts on the damage side"),
    ];
    // designed: each hero starts with a different card (seat order), changed with the picker.
    Layout { shared, per_player, seat_values: vec![("hero", vec![0, 1, 2, 3])] }
}

fn rule_err(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}

fn banners_cap(state: &TableState) -> i32 {
    state.value_or("banners_in_game", None, BANNERS).clamp(0, BANNERS)
}

/// The banners the nests, Zagal and the day's goal turn face up: nests and Zagal within the tokens not
/// held on a goal card and not already turned by hand (`manual`: warlords, the Marall), the goal its held
/// tokens (rulebook: Destroy the nests, Defeat Zagal, Campaign Mode).
fn auto_target(state: &TableState, manual: i32) -> i32 {
    let cap = banners_cap(state);
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let held = held_on_goal(day, branch).clamp(0, cap);
    let nests: i32 = NESTS.iter().filter(|(k, ..)| state.value_or(k, None, 0) > 0).map(|(_, _, b, _)| *b).sum();
    let zagal = if state.value_or("zagal", None, 0) == Z_DEFEATED { ZAGAL_BANNERS } else { 0 };
    let goal = if state.value_or("goal_done", None, 0) > 0 { held } else { 0 };
    let free = (cap - held - manual).max(0);
    ((nests + zagal).min(free) + goal).min(cap - manual).max(0)
}

/// After a nest, Zagal or the goal changed: the tracker's banners follow their sources. Banners turned
/// by hand (banners − banners_auto) stay; the tracker's share is re-totalled, so undoing a source turns
/// back only what it flipped. Returns the text.
fn retotal_banners(state: &mut TableState, why: &str, gained: bool) -> Result<Option<String>, TableError> {
    if state.value_or("auto_banners", None, 1) == 0 || state.by_key("banners", None).is_none() {
        return Ok(None);
    }
    let cap = banners_cap(state);
    let b = state.value_or("banners", None, 0);
    let has_auto = state.by_key("banners_auto", None).is_some();
    let a = if has_auto { state.value_or("banners_auto", None, 0).clamp(0, b) } else { 0 };
    let manual = b - a;
    let new_a = auto_target(state, manual);
    if new_a == a {
        return Ok(gained.then(|| {
            format!("{why}: no banner token left to flip ({b}/{cap}; the rest are face up or held on a goal card)")
        }));
    }
    if !has_auto && new_a < a {
        return Ok(None);
    }
    let to = manual + new_a;
    state.set_value("banners", None, to)?;
    if has_auto {
        state.set_value("banners_auto", None, new_a)?;
    }
    Ok(Some(if new_a > a {
        format!("{why}: {} banner token(s) flipped face up ({to}/{cap})", new_a - a)
    } else {
        format!("{why}: {} banner token(s) turned back ({to}/{cap})", a - new_a)
    }))
}

/// Refusals and consequences after a change.
pub(crate) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();

    // Ferocity is step 3 of an attack, after the battle die (rulebook: Valkun Action).
    if changed(changes, "attack_ferocity", None).is_some_and(|c| c.to > c.from)
        && state.value_or("attack_die", None, 0) <= 0
    {
        return Err(rule_err(
            "ferocity is added after the battle die is rolled: roll the attack first (rulebook: Valkun Action, \
             attack steps 1-3)",
        ));
    }

    // One more hunter or queen than the box holds had to be placed: the game is lost, and the board keeps
    // them all (rulebook: Winning and Defeat conditions).
    for (key, what, all) in [("hunters", "hunter", HUNTERS), ("queens", "queen", QUEENS)] {
        if state.value(key, None).is_some_and(|v| v > all) {
            state.set_value(key, None, all)?;
            if state.by_key("skreel_overflow", None).is_some() {
                state.set_value("skreel_overflow", None, 1)?;
            }
            out.push(format!(
                "a Skreel {what} should be placed, but all {all} are already on the board: the game is lost \
                 (rulebook: Winning and Defeat conditions)"
            ));
        }
    }

    // The horde track: each space reached resolves its icon (rulebook: Horde Track).
    if let Some(c) = changed(changes, "horde", None) {
        for space in (c.from + 1)..=c.to {
            match horde_icon(space) {
                HordeIcon::HordeCard => out.push(format!("horde space {space}: draw a horde card and resolve it")),
                HordeIcon::Warlord if space == ZAGAL_SPACE && state.value_or("zagal", None, 0) == Z_TRACK => {
                    state.set_value("zagal", None, Z_PLAY)?;
                    out.push(format!(
                        "horde space {space}: Zagal enters red region I (rulebook: Defeat Zagal); no warlord card"
                    ));
                }
                HordeIcon::Warlord => {
                    let deck = WARLORDS.iter().filter(|w| state.value(w.key, None) == Some(W_DECK)).count();
                    if deck == 0 {
                        out.push(format!("horde space {space}: no warlord card left, nothing happens"));
                    } else {
                        out.push(format!(
                            "horde space {space}: draw a warlord card ({deck} in the deck), place it and mark it In \
                                play"
                        ));
                    }
                }
                HordeIcon::Plain | HordeIcon::Skull => {}
            }
        }
    }

    // The Marall ends: activate a card 3 times, marker back to 0 (rulebook: Marall Mercenaries).
    if let Some(c) = changed(changes, "marall", None) {
        if c.to == MARALL_ALLY_END || c.to == MARALL_TRAITOR_END {
            let ally = c.to == MARALL_ALLY_END;
            state.set_value("marall", None, MARALL_ZERO)?;
            let n = state.value_or("marall_activations", None, 0);
            if state.by_key("marall_activations", None).is_some() {
                state.set_value("marall_activations", None, (n + 1).min(999))?;
            }
            let side = if ally { "ally" } else { "traitor" };
            let mut line =
                format!("Marall recruitment: activate the top Marall card's {side} effect 3 times; marker back to 0");
            if ally {
                let m = state.value_or("marall_alliances", None, 0);
                if state.by_key("marall_alliances", None).is_some() {
                    state.set_value("marall_alliances", None, (m + 1).min(99))?;
                }
                line.push_str("; Ally with the Marall fulfilled if in play: flip 1 banner token");
            }
            out.push(line);
        }
    }

    // Banners turned by hand: the tracker's share never exceeds them.
    if changed(changes, "banners", None).is_some() || changed(changes, "banners_auto", None).is_some() {
        let b = state.value_or("banners", None, 0);
        if state.value("banners_auto", None).is_some_and(|a| a > b) {
            state.set_value("banners_auto", None, b.max(0))?;
        }
    }

    // Nests, Zagal and the day's goal flip their banners (rulebook: Destroy the nests, Defeat Zagal,
    // Campaign Mode).
    let mut why = Vec::new();
    let mut gained = false;
    for (key, colour, _, _) in NESTS {
        if let Some(c) = changed(changes, key, None) {
            gained |= c.to > c.from;
            why.push(format!("{colour} nest {}", if c.to > c.from { "destroyed" } else { "restored" }));
        }
    }
    if let Some(c) = changed(changes, "zagal", None) {
        if c.to == Z_DEFEATED {
            gained = true;
            why.push("Zagal defeated".to_string());
        } else if c.from == Z_DEFEATED {
            why.push("Zagal back in play".to_string());
        }
    }
    if let Some(c) = changed(changes, "goal_done", None) {
        gained |= c.to > c.from;
        why.push(format!("Day's goal {}", if c.to > c.from { "fulfilled" } else { "undone" }));
    }
    if !why.is_empty() {
        out.extend(retotal_banners(state, &why.join(", "), gained)?);
    }

    // The solo flip is once per turn: a new turn clears it (rulebook: Solo mode).
    if changed(changes, "turn", None).is_some() && state.value_or("solo_flipped", None, 0) > 0 {
        state.set_value("solo_flipped", None, 0)?;
    }

    for w in &WARLORDS {
        if changed(changes, w.key, None).is_some_and(|c| c.to == W_DEFEATED) {
            let mut line = format!("{} defeated: flip the banner tokens on its card, then discard it", w.name);
            if state.value_or("day", None, 0) == 1 && state.value_or("branch", None, 0) == 1 {
                line.push_str(" (Day 1 B: no banners; draw the next warlord card)");
            }
            out.push(line);
        }
    }

    // Banners stay within the tokens in the game.
    let cap = banners_cap(state);
    if state.value_or("banners", None, 0) > cap {
        return Err(rule_err(format!(
            "only {cap} banner tokens are in this game (rulebook: Components, Campaign Mode)"
        )));
    }

    // Heroes: life + damage = constitution; awakening flips every token to life.
    for p in 0..state.player_count() {
        let (hero, awake, life, damage) = (
            changed(changes, "hero", Some(p)),
            changed(changes, "awakened", Some(p)),
            changed(changes, "life", Some(p)),
            changed(changes, "damage", Some(p)),
        );
        if hero.is_none() && awake.is_none() && life.is_none() && damage.is_none() {
            continue;
        }
        if state.by_key("life", Some(p)).is_none() || state.by_key("damage", Some(p)).is_none() {
            continue;
        }
        let con = constitution(state, p);
        let name = state.player_name(p);
        let hero_name = hero_of(state, p).map_or("the hero", |h| h.name);
        let d = state.value_or("damage", Some(p), 0);
        let l = state.value_or("life", Some(p), 0);
        if awake.is_some_and(|c| c.to > c.from) {
            // rulebook: Valkun Army — flip all tokens to life; more constitution adds life tokens.
            state.set_value("damage", Some(p), 0)?;
            state.set_value("life", Some(p), con)?;
            out.push(format!("{name}: {hero_name} awakens — all {con} constitution tokens on the life side"));
        } else if awake.is_some() || hero.is_some() {
            let d = d.min(con);
            state.set_value("damage", Some(p), d)?;
            state.set_value("life", Some(p), con - d)?;
            out.push(format!("{name}: {hero_name}, constitution {con} ({} life, {d} damage)", con - d));
        } else if life.is_some() && damage.is_none() {
            if l > con {
                return Err(rule_err(format!(
                    "{hero_name} has only {con} constitution tokens (rulebook: Valkun Hero Cards)"
                )));
            }
            state.set_value("damage", Some(p), con - l)?;
        } else if damage.is_some() && life.is_none() {
            if d > con {
                return Err(rule_err(format!(
                    "{hero_name} has only {con} constitution tokens (rulebook: Valkun Hero Cards)"
                )));
            }
            state.set_value("life", Some(p), con - d)?;
        } else if l + d != con {
            state.set_value("life", Some(p), (con - d).max(0))?;
        }
    }
    Ok(out)
}

fn power_counter(state: &TableState, track: PowerTrack) -> Result<(i32, i32, i32), TableError> {
    let c = state.by_key(track.key(), None).ok_or_else(|| TableError::NoSuchCounter(track.key().into()))?;
    Ok((c.value, c.min, c.max))
}

/// Whether `track` can move one square in direction `dir` (+1 or −1).
fn can_move(state: &TableState, track: PowerTrack, dir: i32) -> bool {
    power_counter(state, track).is_ok_and(|(v, min, max)| if dir > 0 { v < max } else { v > min })
}

/// Moves `track` by `squares`; what passes its end is returned.
fn move_track(state: &mut TableState, track: PowerTrack, squares: i32) -> Result<(i32, i32), TableError> {
    let (v, min, max) = power_counter(state, track)?;
    let to = (v + squares).clamp(min, max);
    state.set_value(track.key(), None, to)?;
    Ok((to - v, squares - (to - v)))
}

/// Owes `rest` squares to another track, or loses them when no other track can take them.
fn owe(state: &mut TableState, rest: i32, except: Option<PowerTrack>) -> Result<String, TableError> {
    if rest == 0 {
        return Ok(String::new());
    }
    let dir = rest.signum();
    let any = PowerTrack::ALL.iter().any(|t| Some(*t) != except && can_move(state, *t, dir));
    let word = if dir > 0 { "advance" } else { "retreat" };
    if !any {
        return Ok(format!("; {} square(s) to {word} are lost: no other track can take them", rest.abs()));
    }
    let owed = state.value_or("power_owed", None, 0);
    state.set_value("power_owed", None, owed + rest)?;
    Ok(format!("; {} square(s) past the end: {word} another track", rest.abs()))
}

fn show_track(state: &TableState, track: PowerTrack) -> String {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let sq = state.value_or(track.key(), None, 0);
    match track.value_at(side, sq) {
        Some(v) if track == PowerTrack::Ferocity && v > 0 => format!("+{v}"),
        Some(v) => v.to_string(),
        None => format!("square {sq}"),
    }
}

fn no_owed(state: &TableState) -> Result<(), TableError> {
    let owed = state.value_or("power_owed", None, 0);
    if owed != 0 {
        return Err(rule_err(format!(
            "first put the {} owed square(s) on another track (rulebook: Advance/retreat on the power-up tracks)",
            owed.abs()
        )));
    }
    Ok(())
}

fn check_player(state: &TableState, player: usize) -> Result<(), TableError> {
    if player >= state.player_count() {
        return Err(TableError::NoSuchPlayer(player));
    }
    if state.by_key("awakened", Some(player)).is_none() {
        return Err(TableError::NoSuchCounter("awakened".into()));
    }
    Ok(())
}

fn battle_face_text(face: BattleFace) -> String {
    match face {
        BattleFace::Plus(n) => format!("+{n} strength"),
        BattleFace::Damage => "1 damage to a Valkun in the region".into(),
        BattleFace::NoBacklash => "no backlash".into(),
    }
}

/// The attack rolled so far (rulebook: Valkun Action, attack steps 1-3): the total strength and how it
/// is made, or `None` before the battle die is rolled.
fn attack_total(state: &TableState) -> Option<(i32, BattleFace, Vec<String>)> {
    let roll = state.value_or("attack_die", None, 0);
    let face = usize::try_from(roll - 1).ok().and_then(|i| BATTLE_DIE.get(i)).copied()?;
    let valkun = state.value_or("attack_strength", None, 0);
    let mut lines =
        vec![format!("Valkun strength in the region: {valkun}"), format!("Battle die: {}", battle_face_text(face))];
    let mut total = valkun;
    if let BattleFace::Plus(n) = face {
        total += n;
    }
    if state.value_or("attack_norad", None, 0) > 0 {
        total += NORAD_BONUS;
        lines.push(format!("Norad: +{NORAD_BONUS}"));
    }
    let added = state.value_or("attack_ferocity", None, 0);
    if added > 0 {
        total += added;
        lines.push(format!("Ferocity: +{added}"));
    } else if let Some(fero) = ferocity_value(state).filter(|v| *v < 0) {
        // rulebook: Power-Up tracks — on the red -1 every attack is the total minus 1.
        total += fero;
        lines.push(format!("Ferocity on the red {fero}: {fero}"));
    }
    Some((total.max(0), face, lines))
}

/// The value the Ferocity marker shows, on the board's side.
fn ferocity_value(state: &TableState) -> Option<i32> {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let (sq, _, _) = power_counter(state, PowerTrack::Ferocity).ok()?;
    PowerTrack::Ferocity.value_at(side, sq)
}

/// Shows the attack so far as the helper's result; its title.
fn show_attack(state: &mut TableState) -> String {
    let Some((total, face, mut lines)) = attack_total(state) else { return String::new() };
    let roll = state.value_or("attack_die", None, 0).clamp(1, 6) as u32;
    let added = state.value_or("attack_ferocity", None, 0);
    match ferocity_value(state) {
        Some(v) if v > 0 && added == 0 => lines.push(format!(
            "Step 3 (optional): add ferocity, up to +{v}, before dealing the damage (rulebook: Valkun Action)"
        )),
        _ => {}
    }
    lines.push(match face {
        BattleFace::NoBacklash => "No backlash this attack".into(),
        BattleFace::Damage | BattleFace::Plus(_) => "Then 1 backlash damage to a Valkun in the region".into(),
    });
    lines.push("Hunter 1, queen 3, nest 4/6/8 (only when nothing else is left), Zagal 10".into());
    let title = format!("Total strength {total}");
    state.set_result(RuleResult {
        title: title.clone(),
        lines,
        dice: vec![ResultDie {
            sides: 6,
            face: roll,
            label: "Battle die".into(),
            hit: Some(matches!(face, BattleFace::Plus(_))),
        }],
    });
    title
}

/// Attack steps 1-2: roll the battle die and total the strength; ferocity waits for step 3.
fn attack(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let valkun = state.value_or("attack_strength", None, 0);
    if valkun <= 0 {
        return Err(rule_err(
            "an attack needs a Valkun in the region, and Norad alone cannot attack (rulebook: Valkun \
            Action, Save Norad)",
        ));
    }
    if state.by_key("attack_die", None).is_none() {
        return Err(TableError::NoSuchCounter("attack_die".into()));
    }
    let roll = rng.random_range(1..=6u32);
    state.set_value("attack_die", None, roll as i32)?;
    state.set_clamped("attack_ferocity", None, 0);
    let face = usize::try_from(roll - 1).ok().and_then(|i| BATTLE_DIE.get(i)).copied().unwrap_or(BattleFace::Plus(1));
    let title = show_attack(state);
    Ok(format!("Attack: battle die {} ({}) — {title}", roll, battle_face_text(face)))
}

/// Attack step 3: ferocity adds up to its value once per attack, and its marker goes back as many squares
/// (rulebook: Power-Up tracks; ruling firesiege A-21: any amount from 1 up to the value).
fn use_ferocity(state: &mut TableState, amount: Option<i32>) -> Result<String, TableError> {
    if state.value_or("attack_die", None, 0) <= 0 {
        return Err(rule_err(
            "roll the attack first: ferocity is step 3, after the battle die (rulebook: Valkun Action)",
        ));
    }
    if state.value_or("attack_ferocity", None, 0) > 0 {
        return Err(rule_err("ferocity is used once per attack (rulebook: Power-Up tracks)"));
    }
    let value = ferocity_value(state).unwrap_or(0);
    if value <= 0 {
        return Err(rule_err(format!(
            "the Ferocity marker shows {value}: there is no strength to add (rulebook: Power-Up tracks)"
        )));
    }
    let add = amount.unwrap_or(value);
    if !(1..=value).contains(&add) {
        return Err(rule_err(format!("ferocity adds 1 to {value} now, not {add} (rulebook: Power-Up tracks)")));
    }
    let (sq, min, _) = power_counter(state, PowerTrack::Ferocity)?;
    state.set_value("ferocity", None, (sq - add).max(min))?;
    state.set_value("attack_ferocity", None, add)?;
    let title = show_attack(state);
    Ok(format!("Ferocity +{add}, marker back {add} square(s) — {title}"))
}

/// A hero's special skill, paid in energy: the whole cost or nothing (rulebook: Power-Up tracks — "set back
/// the marker on the energy track by a number of squares equal to the activation cost"; ruling firesiege A-62:
/// a voluntary cost never overflows to another track).
fn use_skill(state: &mut TableState, player: usize) -> Result<String, TableError> {
    check_player(state, player)?;
    no_owed(state)?;
    let h = usize::try_from(state.value_or("hero", Some(player), 0)).unwrap_or(0);
    let (hero, (low, high)) =
        HEROES.get(h).zip(SKILL_COSTS.get(h).copied()).ok_or_else(|| TableError::NoSuchCounter("hero".into()))?;
    let cost = state.value_or("power_amount", None, 1).clamp(low, high);
    let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
    if v - cost < min {
        return Err(rule_err(format!(
            "{}'s skill costs {cost} energy and the marker is {} above the bottom: a cost is paid in full \
             (rulebook: Power-Up tracks — Energy; Valkun Hero Cards)",
            hero.name,
            v - min
        )));
    }
    state.set_value("energy", None, v - cost)?;
    Ok(format!("{}: {} — energy back {cost} square(s)", state.player_name(player), hero.skill))
}

/// Every game counter back to its start; campaign counters and hero cards stay. The day and option
/// set the banners in the game, Zagal, the breaches and the soldiers (rulebook: Campaign Mode).
fn new_game(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let players = state.player_count();
    let zagal_was = state.value_or("zagal", None, 0);
    for c in &mut state.counters {
        let Some(key) = c.key.as_deref() else { continue };
        if KEEP_ON_NEW_GAME.contains(&key) {
            continue;
        }
        c.value = match PowerTrack::ALL.iter().find(|t| t.key() == key) {
            Some(t) if c.player.is_none() => t.start(side).clamp(c.min, c.max),
            _ => c.default,
        };
        if c.player.is_some() {
            continue;
        }
        let set = match key {
            // rulebook: Campaign Mode (Day 4 A, 7 B); a single game keeps the player's choice.
            "banners_in_game" => banners_for_day(day, branch, players).or(Some(c.value)),
            // rulebook: Defeat Zagal is set up on Day 7 only; a single game keeps Zagal if he was in it.
            "zagal" => Some(match day {
                7 => Z_TRACK,
                0 | 8.. if zagal_was != 0 => Z_TRACK,
                _ => 0,
            }),
            // rulebook: Close the breaches (Day 6 A) places 6 breach tokens.
            "breaches" if day == 6 && branch == 0 => Some(6),
            // rulebook: Day 4 B removes every soldier; Skreel Slimes (Day 2) puts 2 on each of 3 slimes.
            "soldiers" if day == 4 && branch == 1 => Some(0),
            "soldiers" if day == 2 => Some(6),
            _ => None,
        };
        if let Some(v) = set {
            c.value = v.clamp(c.min, c.max);
        }
    }
    for p in 0..state.player_count() {
        if state.by_key("life", Some(p)).is_some() && state.by_key("damage", Some(p)).is_some() {
            // rulebook: Setup 4.2 — one token on the damage side.
            let con = constitution(state, p);
            state.set_value("damage", Some(p), 1)?;
            state.set_value("life", Some(p), con - 1)?;
        }
    }
    state.last_result = None;
    Ok(day_one_warlords(state, day, rng))
}

/// Day 1 A and B: "place 1 randomly chosen Skreel warlord in each nest" (rulebook: Campaign Mode, Day 1): for
/// each nest one of the two warlords of its colour, at random, goes In play (ruling firesiege A-43); the other
/// three form the warlord deck. Returns the text, empty on other days.
fn day_one_warlords(state: &mut TableState, day: i32, rng: &mut ChaCha8Rng) -> String {
    if day != 1 {
        return String::new();
    }
    let mut placed = Vec::new();
    for (colour, pair) in NEST_WARLORDS {
        let key = pair[usize::from(rng.random_bool(0.5))];
        if state.set_clamped(key, None, W_PLAY).is_some() {
            let name = WARLORDS.iter().find(|w| w.key == key).map_or(key, |w| w.name);
            placed.push(format!("{name} in the {colour} nest"));
        }
    }
    if placed.is_empty() {
        return String::new();
    }
    format!("; a warlord in each nest: {} (rulebook: Campaign Mode, Day 1)", placed.join(", "))
}

/// The tracker's own operations.
pub(crate) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::AdvanceTrack { track } | Rule::RetreatTrack { track } => {
            no_owed(state)?;
            let dir = if matches!(op, Rule::AdvanceTrack { .. }) { 1 } else { -1 };
            let amount = state.value_or("power_amount", None, 1).clamp(1, POWER_AMOUNT_MAX);
            let (moved, rest) = move_track(state, *track, dir * amount)?;
            let tail = owe(state, rest, Some(*track))?;
            let word = if dir > 0 { "advances" } else { "retreats" };
            Ok(format!("{} {word} {} square(s) to {}{tail}", track.name(), moved.abs(), show_track(state, *track)))
        }
        Rule::PlaceOwed { track } => {
            let owed = state.value_or("power_owed", None, 0);
            if owed == 0 {
                return Err(rule_err("no squares are owed to another track"));
            }
            if !can_move(state, *track, owed.signum()) {
                let end = if owed > 0 { "highest" } else { "lowest" };
                return Err(rule_err(format!(
                    "{} is on its {end} square: choose another track (rulebook: Advance/retreat on the power-up \
                        tracks)",
                    track.name()
                )));
            }
            let (moved, rest) = move_track(state, *track, owed)?;
            state.set_value("power_owed", None, 0)?;
            let tail = owe(state, rest, Some(*track))?;
            Ok(format!("Owed squares: {} moves {moved:+} to {}{tail}", track.name(), show_track(state, *track)))
        }
        Rule::DropOwed => {
            let owed = state.value_or("power_owed", None, 0);
            if owed == 0 {
                return Err(rule_err("no squares are owed to another track"));
            }
            state.set_value("power_owed", None, 0)?;
            Ok(format!("{} owed square(s) given up", owed.abs()))
        }
        Rule::XeRagt => {
            no_owed(state)?;
            let mut rest = 0;
            for t in PowerTrack::ALL {
                rest += move_track(state, t, -1)?.1;
            }
            let tail = owe(state, rest, None)?;
            Ok(format!("Xe'Ragt moves: every power-up marker back 1 square{tail}"))
        }
        Rule::Awaken { player } | Rule::AwakenTrigger { player } => {
            check_player(state, *player)?;
            let name = state.player_name(*player);
            if is_awakened(state, *player) {
                return Err(rule_err(format!("{name} is already awakened (rulebook: Valkun Army)")));
            }
            let mut text = format!("{name} awakens");
            if matches!(op, Rule::Awaken { .. }) {
                let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
                if v - AWAKEN_ENERGY < min {
                    return Err(rule_err(format!(
                        "awakening costs {AWAKEN_ENERGY} energy squares and the marker is {} above the bottom \
                            (rulebook: Valkun Army)",
                        v - min
                    )));
                }
                state.set_value("energy", None, v - AWAKEN_ENERGY)?;
                text.push_str(&format!(" (energy back {AWAKEN_ENERGY} squares)"));
            } else {
                let trigger = hero_of(state, *player).map_or("its awakening trigger", |h| h.trigger);
                text.push_str(&format!(" (trigger: {trigger})"));
            }
            state.set_value("awakened", Some(*player), 1)?;
            Ok(text)
        }
        Rule::HealAll => {
            let mut healed = Vec::new();
            for p in 0..state.player_count() {
                let d = state.value_or("damage", Some(p), 0);
                if d > 0 && state.by_key("damage", Some(p)).is_some() {
                    state.set_value("damage", Some(p), d - 1)?;
                    healed.push(state.player_name(p));
                }
            }
            if healed.is_empty() {
                return Err(rule_err("no hero has a token on the damage side"));
            }
            Ok(format!("Heal 1 every hero: {}", healed.join(", ")))
        }
        Rule::HireMarall => {
            let m = state.value("marall", None).ok_or_else(|| TableError::NoSuchCounter("marall".into()))?;
            match marall_effect(m) {
                None => {
                    Ok("Marall card: the marker is on 0, the card does not activate (rulebook: Marall Mercenaries)"
                        .into())
                }
                Some((side, times)) => {
                    state.set_value("marall", None, MARALL_ZERO)?;
                    let n = state.value_or("marall_activations", None, 0);
                    if state.by_key("marall_activations", None).is_some() {
                        state.set_value("marall_activations", None, (n + 1).min(999))?;
                    }
                    Ok(format!(
                        "Marall card activated: its {side} effect {times} time(s); marker back to 0, card discarded"
                    ))
                }
            }
        }
        Rule::SoloFlip => {
            if state.player_count() != 1 {
                return Err(rule_err("only in solo mode (rulebook: Solo mode)"));
            }
            let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
            if v - SOLO_FLIP_ENERGY < min {
                return Err(TableError::AtLimit { label: "Energy".into(), which: "minimum", limit: min });
            }
            if state.value_or("solo_flipped", None, 0) > 0 {
                return Err(rule_err("a tile was already flipped this turn: once per turn (rulebook: Solo mode)"));
            }
            state.set_value("energy", None, v - SOLO_FLIP_ENERGY)?;
            if state.by_key("solo_flipped", None).is_some() {
                state.set_value("solo_flipped", None, 1)?;
            }
            Ok("Solo: energy back 1 square to flip a command tile".into())
        }
        Rule::PlaceHunter | Rule::PlaceQueen => {
            let (key, what, all) = if matches!(op, Rule::PlaceHunter) {
                ("hunters", "hunter", HUNTERS)
            } else {
                ("queens", "queen", QUEENS)
            };
            let c = state.by_key(key, None).ok_or_else(|| TableError::NoSuchCounter(key.into()))?;
            let (v, max) = (c.value, c.max.min(all));
            if v < max {
                state.set_value(key, None, v + 1)?;
                return Ok(format!("A Skreel {what} placed ({} of {all} on the board)", v + 1));
            }
            if state.by_key("skreel_overflow", None).is_some() {
                state.set_value("skreel_overflow", None, 1)?;
            }
            Ok(format!(
                "A Skreel {what} should be placed, but all {all} are already on the board: the game is lost \
                (rulebook: Winning and Defeat conditions)"
            ))
        }
        Rule::Attack => attack(state, rng),
        Rule::UseFerocity { amount } => use_ferocity(state, *amount),
        Rule::UseSkill { player } => use_skill(state, *player),
        Rule::RecordDefeat => {
            let day = state.value_or("day", None, 0);
            if !(1..=7).contains(&day) {
                return Err(rule_err("set the campaign day first (rulebook: Campaign Mode)"));
            }
            let d = state.value_or("defeats", None, 0);
            if d >= DEFEAT_TRACK {
                return Err(rule_err("the defeat track is full: the campaign is lost (rulebook: Campaign Mode)"));
            }
            state.set_value("defeats", None, d + 1)?;
            let setup = new_game(state, rng)?;
            let name = DAY_LABELS.get(day as usize).copied().unwrap_or("the day");
            Ok(format!("Defeat on {name}: defeat track {}/{DEFEAT_TRACK}; replay the day{setup}", d + 1))
        }
        Rule::RecordVictory => {
            let day = state.value_or("day", None, 0);
            if !(1..=7).contains(&day) {
                return Err(rule_err("set the campaign day first (rulebook: Campaign Mode)"));
            }
            state.set_value("day", None, day + 1)?;
            if state.by_key("branch", None).is_some() {
                state.set_value("branch", None, 0)?;
            }
            let setup = new_game(state, rng)?;
            let next = DAY_LABELS.get(day as usize + 1).copied().unwrap_or("Epilogue");
            Ok(format!(
                "Victory on {}: on to {next}{setup}",
                DAY_LABELS.get(day as usize).copied().unwrap_or("the day")
            ))
        }
        Rule::NewGame => {
            let setup = new_game(state, rng)?;
            Ok(format!("New game: every game counter back to its start (campaign and hero cards kept){setup}"))
        }
    }
}

/// The scenario of a campaign day and option (rulebook: Campaign Mode).
pub fn scenario(day: i32, branch: i32, players: usize) -> Option<String> {
    let nest = match players {
        0..=2 => "red",
        3 => "yellow",
        _ => "green",
    };
    let removed = match players {
        0 | 1 => 3,
        2 | 3 => 1,
        _ => 0,
    };
    let text = match (day, branch) {
        (1, 0) => "Destroy the Nests only; a warlord in each nest; warlords flip no banners. Win: destroy all 3 \
            nests."
            .into(),
        (1, 1) => "No goal cards; a warlord in each nest; nests cannot be attacked; each defeated warlord draws the \
            next. Win: defeat all 6 warlords."
            .into(),
        (2, 0) => "Destroy the Nests, Skreel Slimes (2 banners on it), Rescue the Civilians (flips none). Win: fulfil \
            Skreel Slimes; 4 other banners any way."
            .into(),
        (2, 1) => "Destroy the Nests, Skreel Slimes (flips none), Rescue the Civilians (3 banners on it). Win: fulfil \
            Rescue the Civilians; 3 other banners any way."
            .into(),
        (2, 2) => "Destroy the Nests, Skreel Slimes (3 banners), Rescue the Civilians (3 banners); nests cannot be \
            attacked; warlords and nests flip no banners. Win: fulfil both."
            .into(),
        (3, 0) => "War Machine (2 banners on it), Destroy the Nests. Win: fulfil War Machine; 4 other banners any \
            way."
            .into(),
        (3, 1) => "Ally with the Marall, Control Orbs (1 banner on it); nests cannot be attacked. Win: fulfil Control \
            Orbs; 5 other banners any way."
            .into(),
        (4, 0) => format!(
            "Inner Power; remove {removed} banner token(s); 1 banner in each nest; nests cannot be \
            attacked; a hero ending a turn in a nest region flips its banner."
        ),
        (4, 1) => "Inner Power; 1 banner in each nest; remove every soldier; nests cannot be attacked; warlords flip \
            no banners. Win: Inner Power and 10 soldiers on the board."
            .into(),
        (4, 2) => format!(
            "Inner Power; a banner per hero, flipped on awakening; nests cannot be attacked; warlords \
            flip no banners. Win: awaken every hero, then attack the {nest} nest."
        ),
        (5, 0) => "Save Norad, Rescue the Civilians; leftover banners to the box; nests cannot be attacked; warlords \
            flip no banners. Win: Rescue the Civilians, then Save Norad."
            .into(),
        (5, 1) => "Save Norad; reveal two horde cards each time; nests cannot be attacked; warlords flip no banners. \
            Win: Save Norad 3 times, each with a different marker."
            .into(),
        (6, 0) => "Close the Breaches (2 banners on it), Destroy the Nests. Win: fulfil Close the Breaches; 4 other \
            banners any way."
            .into(),
        (6, 1) => "Control Orbs, Destroy the Nests; a nest must be investigated before it can be attacked. Win: \
            destroy all 3 nests."
            .into(),
        (7, 0) => "Defeat Zagal, Destroy the Nests; Zagal cannot be defeated before all 3 nests are attacked. Win: \
            destroy the nests, then defeat Zagal."
            .into(),
        (7, 1) => "Save Norad, Defeat Zagal; all 6 banners to the box; warlords flip no banners. Win: Save Norad (not \
            with Energy) before Zagal enters, then Norad with Zagal while Energy is on its 10th space."
            .into(),
        _ => return None,
    };
    Some(text)
}

/// The win of the day and option, or of a single game (all banners in the game face up): the text
/// of the Victory alert when it is met (rulebook: Winning and Defeat conditions; Campaign Mode).
pub fn victory(state: &TableState) -> Option<String> {
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let cap = banners_cap(state);
    let banners = state.value_or("banners", None, 0);
    let all_banners = cap > 0 && banners >= cap;
    let nests = NESTS.iter().all(|(k, ..)| state.value_or(k, None, 0) > 0);
    let goal = state.value_or("goal_done", None, 0) > 0;
    let zagal = state.value_or("zagal", None, 0);
    let players = state.player_count();
    let all_awake = players > 0 && (0..players).all(|p| is_awakened(state, p));
    let opt = ["A", "B", "C"].get(usize::try_from(branch).unwrap_or(0)).copied().unwrap_or("A");
    let src = format!("(rulebook: Campaign Mode, Day {day} {opt})");
    match (day, branch) {
        (1..=7, _) if scenario(day, branch, players).is_none() => None,
        (1, 0) | (6, 1) => nests.then(|| format!("All 3 nests are destroyed: the day is won {src}")),
        (1, 1) => WARLORDS
            .iter()
            .all(|w| state.value(w.key, None) == Some(W_DEFEATED))
            .then(|| format!("All 6 warlords are eliminated: the day is won {src}")),
        (2, _) | (3, _) | (6, 0) => (goal && all_banners)
            .then(|| format!("The required goal is fulfilled and all {cap} banners are face up: the day is won {src}")),
        (4, 0) => all_banners.then(|| format!("All {cap} banner tokens in the game are face up: the day is won {src}")),
        (4, 1) => (all_awake && state.value_or("soldiers", None, 0) >= SOLDIERS).then(|| {
            format!("Inner Powers is fulfilled and {SOLDIERS} Valkun soldiers are on the board: the day is won {src}")
        }),
        (4, 2) => {
            let (key, colour) = day4c_nest(players);
            (all_awake && state.value_or(key, None, 0) > 0)
                .then(|| format!("Every hero awakened, then the {colour} nest attacked: the day is won {src}"))
        }
        (5, _) => goal.then(|| format!("The Save Norad goal is fulfilled as the day asks: the day is won {src}")),
        (7, 0) => (nests && zagal == Z_DEFEATED)
            .then(|| format!("All 3 nests destroyed, then Zagal defeated: the day is won {src}")),
        // Ruling: the goal toggle marks Norad saved (not with Energy) before Zagal entered; the
        // tracker cannot see the regions, so the text names the last condition.
        (7, 1) => (goal && zagal == Z_PLAY && state.value_or("energy", None, 0) >= ENERGY_TENTH_SPACE).then(|| {
            format!(
                "Energy on the 10th space with Zagal in play and Norad saved: Norad's final blast wins as soon \
                    as Norad and Zagal share a region {src}"
            )
        }),
        _ => all_banners.then(|| {
            format!(
                "All {cap} banner tokens are face up: the siege is broken (rulebook: Winning and Defeat conditions)"
            )
        }),
    }
}

/// Derived values, alerts and buttons.
pub(crate) fn report(state: &TableState) -> Report {
    let mut r = Report::default();
    let players = state.player_count();
    let solo = players == 1;
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0).min(1);

    // Horde.
    if let Some(h) = state.value("horde", None) {
        let to_skull = (HORDE_SKULL - h).max(0);
        r.derived.push(
            Derived::new("horde_to_skull", "Spaces to the skull", to_skull.to_string())
                .group(G_HORDE)
                .note("designed: the skull is space 24"),
        );
        let next = ((h + 1)..=HORDE_SKULL).find(|s| horde_icon(*s) != HordeIcon::Plain);
        if let Some(s) = next {
            let what = match horde_icon(s) {
                HordeIcon::HordeCard => "horde card",
                HordeIcon::Warlord if s == ZAGAL_SPACE && state.value_or("zagal", None, 0) == Z_TRACK => "Zagal",
                HordeIcon::Warlord => "warlord",
                _ => "skull",
            };
            r.derived
                .push(Derived::new("horde_next", "Next icon", format!("{what} in {} space(s)", s - h)).group(G_HORDE));
        }
        if h >= HORDE_SKULL {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    "The horde marker reached the skull: the game is lost (rulebook: Winning and Defeat conditions)",
                )
                .group(G_HORDE),
            );
        } else if to_skull <= HORDE_WARN {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!("The horde is {to_skull} space(s) from the skull (rulebook: Horde Track)"),
                )
                .group(G_HORDE),
            );
        }
    }

    // Power-up board.
    r.derived.push(Derived::new("board_side", "Board side", side_name(side)).group(G_POWER));
    if (players >= 4) != (side == 1) {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{players} hero(es) play on the {} side (rulebook: Power-Up Board)",
                    side_name(usize::from(players >= 4))
                ),
            )
            .group(G_POWER),
        );
    }
    for t in PowerTrack::ALL {
        if state.by_key(t.key(), None).is_none() {
            continue;
        }
        let v = show_track(state, t);
        let (key, label, value) = match t {
            PowerTrack::March => ("march_moves", "Movements per action", v),
            PowerTrack::Recruitment => ("recruits", "Soldiers per recruitment", v),
            PowerTrack::Ferocity => ("ferocity_bonus", "Ferocity bonus", v),
            PowerTrack::Energy => ("energy_stored", "Energy", v),
        };
        r.derived.push(Derived::new(key, label, value).group(G_POWER).note("rulebook: Power-Up tracks"));
    }
    let owed = state.value_or("power_owed", None, 0);
    if owed != 0 {
        let word = if owed > 0 { "advance" } else { "retreat" };
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} square(s) to {word} on another track (rulebook: Advance/retreat on the power-up tracks)",
                    owed.abs()
                ),
            )
            .group(G_POWER),
        );
    }
    let top: Vec<&str> = PowerTrack::ALL
        .iter()
        .filter(|t| state.by_key(t.key(), None).is_some() && !can_move(state, **t, 1))
        .map(|t| t.name())
        .collect();
    if !top.is_empty() {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} on the highest square: Gestha's trigger; Save Norad may be used (rulebook: Valkun Hero \
                    Cards, Save Norad)",
                    top.join(", ")
                ),
            )
            .group(G_POWER),
        );
    }

    // Marall.
    if let Some(m) = state.value("marall", None) {
        let value = match marall_effect(m) {
            None => "does not activate (on 0)".to_string(),
            Some((side, times)) => format!("{side} effect ×{times}"),
        };
        r.derived.push(
            Derived::new("marall_effect", "Next Marall card", value)
                .group(G_MARALL)
                .note("rulebook: Marall Mercenaries"),
        );
    }

    // The attack rolled so far (steps 1-3).
    if let Some((total, _, lines)) = attack_total(state) {
        r.derived.push(
            Derived::new("attack_total", "Attack: total strength", total.to_string())
                .group(G_ATTACK)
                .note(lines.join("; ")),
        );
    }

    // Banners, nests, breaches.
    let banners = state.value_or("banners", None, 0);
    let cap = banners_cap(state);
    r.derived.push(Derived::new("banners", "Banners", format!("{banners} / {cap}")).group(G_GOALS));
    let nests = NESTS.iter().filter(|(k, ..)| state.value_or(k, None, 0) > 0).count();
    r.derived.push(Derived::new("nests_destroyed", "Nests destroyed", format!("{nests} / 3")).group(G_GOALS));
    if let Some(text) = victory(state) {
        r.alerts.push(Alert::new(AlertLevel::Victory, text).group(G_GOALS));
    }
    if let Some(b) = state.value("breaches", None) {
        r.derived.push(
            Derived::new("breaches_left", "Breach tokens in the supply", (BREACHES - b).to_string()).group(G_GOALS),
        );
        if b >= BREACHES && state.value("warlord_tuulum", None) == Some(W_PLAY) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    "All 8 breach tokens are on the board: Tu'Ulum moves by 1 (rulebook: Tu'Ulum)",
                )
                .group(G_GOALS),
            );
        }
    }

    // Skreel and the citadel.
    let limit = if solo { 2 } else { 1 }; // rulebook: Winning and Defeat conditions; Solo mode
    let inside = state.value_or("citadel", None, 0);
    r.derived.push(
        Derived::new("citadel_limit", "Skreel in the citadel that lose", limit.to_string())
            .group(G_SKREEL)
            .note("rulebook: Winning (1); Solo mode (2)"),
    );
    if inside >= limit {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                if solo {
                    "A second Skreel entered the citadel: the game is lost (rulebook: Solo mode)"
                } else {
                    "A Skreel entered the citadel: the game is lost (rulebook: Winning and Defeat conditions)"
                },
            )
            .group(G_SKREEL),
        );
    } else if solo && inside == 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "One Skreel is in the citadel: a second loses the game (rulebook: Solo mode)",
            )
            .group(G_SKREEL),
        );
    }
    for (key, what, all) in [("hunters", "hunters", HUNTERS), ("queens", "queens", QUEENS)] {
        if state.value(key, None).is_some_and(|v| v >= all) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "All {all} Skreel {what} are on the board: placing another \
                    loses the game (rulebook: Winning and Defeat conditions)"
                    ),
                )
                .group(G_SKREEL),
            );
        }
    }
    if state.value_or("skreel_overflow", None, 0) > 0 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "A Skreel hunter or queen had to be placed but all are already on the board: the game is lost \
                (rulebook: Winning and Defeat conditions)",
            )
            .group(G_SKREEL),
        );
    }
    if let Some(s) = state.value("soldiers", None) {
        r.derived
            .push(Derived::new("soldiers_left", "Soldiers in the supply", (SOLDIERS - s).to_string()).group(G_SKREEL));
    }

    // Warlords and Zagal.
    let count = |st: i32| WARLORDS.iter().filter(|w| state.value(w.key, None) == Some(st)).count();
    let zagal = state.value_or("zagal", None, 0);
    let in_play = count(W_PLAY) + usize::from(zagal == Z_PLAY);
    r.derived.push(
        Derived::new("warlords_in_play", "Warlords in play", in_play.to_string())
            .group(G_WARLORDS)
            .note("Zagal counts as a warlord"),
    );
    r.derived
        .push(Derived::new("warlord_deck", "Warlord cards in the deck", count(W_DECK).to_string()).group(G_WARLORDS));
    r.derived
        .push(Derived::new("warlords_defeated", "Warlords defeated", count(W_DEFEATED).to_string()).group(G_WARLORDS));
    for w in &WARLORDS {
        if state.value(w.key, None) == Some(W_PLAY) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} in play: {}", w.name, w.note.trim_start_matches("rulebook: Warlords — ")),
                )
                .group(G_WARLORDS),
            );
        }
    }
    if zagal == Z_PLAY {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Zagal in play: constitution 10; when he moves, 1 damage to every Valkun in \
                his region, then 1 region; 5+ damage pushes him back (rulebook: Defeat Zagal)",
            )
            .group(G_WARLORDS),
        );
    }

    // Heroes.
    let mut seen: Vec<(i32, usize)> = Vec::new();
    for p in 0..players {
        let Some(hero) = hero_of(state, p) else { continue };
        let con = constitution(state, p);
        let life = state.value_or("life", Some(p), con);
        let awake = is_awakened(state, p);
        r.derived.push(
            Derived::new("strength", "Strength", strength(state, p).to_string())
                .group(G_HERO)
                .player(p)
                .note("1 during another hero's attack (rulebook: Valkun Army)"),
        );
        r.derived.push(Derived::new("constitution", "Constitution", con.to_string()).group(G_HERO).player(p));
        r.derived.push(
            Derived::new("status", "Status", if awake { "Awakened" } else { "Normal" }).group(G_HERO).player(p).note(
                if awake {
                    format!("{}; {}", hero.skill, hero.passive)
                } else {
                    format!("Awaken: {} or 5 energy", hero.trigger)
                },
            ),
        );
        let name = state.player_name(p);
        if state.by_key("life", Some(p)).is_some() {
            if life <= 0 {
                r.alerts.push(
                    Alert::new(
                        AlertLevel::Loss,
                        format!(
                            "{name}'s {} has every constitution token on the damage side: \
                        the game is lost (rulebook: Winning and Defeat conditions)",
                            hero.name
                        ),
                    )
                    .player(p)
                    .group(G_HERO),
                );
            } else if life == 1 {
                r.alerts.push(
                    Alert::new(
                        AlertLevel::Warning,
                        format!("{name}'s {} has 1 constitution token left on the life side", hero.name),
                    )
                    .player(p)
                    .group(G_HERO),
                );
            }
        }
        let h = state.value_or("hero", Some(p), 0);
        if let Some((_, other)) = seen.iter().find(|(x, _)| *x == h) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} and {name} both have {}: pick each hero's card", state.player_name(*other), hero.name),
                )
                .player(p)
                .group(G_HERO),
            );
        }
        seen.push((h, p));
    }

    // Campaign.
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let difficulty = state.value_or("difficulty", None, 0);
    r.derived.push(
        Derived::new(
            "secret_maneuvers",
            "Secret maneuvers cards",
            if difficulty >= 1 { "In the horde deck" } else { "Out of the game" },
        )
        .group(G_CAMPAIGN)
        .note("rulebook: Horde Card — Hard or Heroic"),
    );
    if (1..=7).contains(&day) {
        let opt = ["A", "B", "C"].get(usize::try_from(branch).unwrap_or(0)).copied().unwrap_or("A");
        match scenario(day, branch, players) {
            Some(text) => r.derived.push(
                Derived::new("scenario", format!("Day {day} {opt}"), text)
                    .group(G_CAMPAIGN)
                    .note("rulebook: Campaign Mode"),
            ),
            None => r.alerts.push(
                Alert::new(AlertLevel::Info, format!("Day {day} has no option {opt} (rulebook: Campaign Mode)"))
                    .group(G_CAMPAIGN),
            ),
        }
    }
    if day == 8 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Victory,
                "The seventh day is won: the siege of Eldor is repelled (rulebook: Epilogue)",
            )
            .group(G_CAMPAIGN),
        );
    }
    if let Some(d) = state.value("defeats", None) {
        r.derived.push(Derived::new("defeats", "Defeats", format!("{d} / {DEFEAT_TRACK}")).group(G_CAMPAIGN));
        if d >= DEFEAT_TRACK {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    "The seventh square of the defeat track is marked: the campaign is lost \
                    and Eldor falls (rulebook: Campaign Mode)",
                )
                .group(G_CAMPAIGN),
            );
        } else if d == DEFEAT_TRACK - 1 {
            r.alerts.push(
                Alert::new(AlertLevel::Warning, "One more defeat loses the campaign (rulebook: Campaign Mode)")
                    .group(G_CAMPAIGN),
            );
        }
    }

    r.actions = buttons(state, owed);
    r
}

fn op(rule: Rule) -> RuleOp {
    RuleOp::Firesiege(rule)
}

fn buttons(state: &TableState, owed: i32) -> Vec<RuleButton> {
    let mut b = Vec::new();
    let amount = state.value_or("power_amount", None, 1).clamp(1, POWER_AMOUNT_MAX);
    for t in PowerTrack::ALL {
        if state.by_key(t.key(), None).is_none() {
            continue;
        }
        for (dir, verb, sign) in [(1, "advance", '+'), (-1, "retreat", '−')] {
            let rule = if dir > 0 { Rule::AdvanceTrack { track: t } } else { Rule::RetreatTrack { track: t } };
            let mut button =
                RuleButton::new(format!("{verb}_{}", t.key()), format!("{} {sign}{amount}", t.name()), op(rule))
                    .group(G_POWER)
                    .hint("Past the end, the rest goes to another track");
            if owed != 0 {
                button = button.disabled("First put the owed squares on another track");
            }
            b.push(button);
        }
    }
    if owed != 0 {
        let dir = owed.signum();
        for t in PowerTrack::ALL {
            let mut button = RuleButton::new(
                format!("owed_{}", t.key()),
                format!("Owed {owed:+} → {}", t.name()),
                op(Rule::PlaceOwed { track: t }),
            )
            .group(G_POWER);
            if !can_move(state, t, dir) {
                button = button.disabled(format!("{} is at its end", t.name()));
            }
            b.push(button);
        }
        b.push(RuleButton::new("drop_owed", "Give up the owed squares", op(Rule::DropOwed)).group(G_POWER));
    }
    if state.value("warlord_xeragt", None) == Some(W_PLAY) {
        let mut button = RuleButton::new("xe_ragt", "Xe'Ragt moves: all tracks −1", op(Rule::XeRagt)).group(G_WARLORDS);
        if owed != 0 {
            button = button.disabled("First put the owed squares on another track");
        }
        b.push(button);
    }
    let energy = power_counter(state, PowerTrack::Energy).ok();
    for p in 0..state.player_count() {
        if state.by_key("awakened", Some(p)).is_none() {
            continue;
        }
        let awake = is_awakened(state, p);
        let mut pay = RuleButton::new(
            format!("awaken_p{p}"),
            format!("Awaken (−{AWAKEN_ENERGY} energy)"),
            op(Rule::Awaken { player: p }),
        )
        .group(G_HERO)
        .player(p);
        let mut trig =
            RuleButton::new(format!("trigger_p{p}"), "Awaken (trigger met)", op(Rule::AwakenTrigger { player: p }))
                .group(G_HERO)
                .player(p);
        if let Some(h) = hero_of(state, p) {
            trig = trig.hint(h.trigger);
        }
        if awake {
            pay = pay.disabled("Already awakened");
            trig = trig.disabled("Already awakened");
        } else if energy.is_none_or(|(v, min, _)| v - AWAKEN_ENERGY < min) {
            pay = pay.disabled(format!("Needs {AWAKEN_ENERGY} energy"));
        }
        b.push(pay);
        b.push(trig);
    }
    let mut heal = RuleButton::new("heal_all", "Heal 1 every hero", op(Rule::HealAll)).group(G_HERO);
    if !(0..state.player_count()).any(|p| state.value_or("damage", Some(p), 0) > 0) {
        heal = heal.disabled("No hero has damage");
    }
    b.push(heal);
    let mut hire =
        RuleButton::new("hire_marall", "Hire a Marall (activate the top card)", op(Rule::HireMarall)).group(G_MARALL);
    if state.value("marall", None) == Some(MARALL_ZERO) {
        hire = hire.hint("On 0 the card does not activate");
    }
    b.push(hire);
    if state.player_count() == 1 {
        let mut flip = RuleButton::new("solo_flip", "Flip a tile (−1 energy)", op(Rule::SoloFlip)).group(G_TURN);
        if energy.is_none_or(|(v, min, _)| v <= min) {
            flip = flip.disabled("No energy");
        } else if state.value_or("solo_flipped", None, 0) > 0 {
            flip = flip.disabled("Once per turn");
        }
        b.push(flip);
    }
    for (key, label, rule, counter) in [
        ("place_hunter", "Place a hunter", Rule::PlaceHunter, "hunters"),
        ("place_queen", "Place a queen", Rule::PlaceQueen, "queens"),
    ] {
        if let Some(c) = state.by_key(counter, None) {
            let mut button = RuleButton::new(key, label, op(rule)).group(G_SKREEL);
            if c.value >= c.max {
                button = button.hint("None left: placing one loses the game");
            }
            b.push(button);
        }
    }
    let mut atk = RuleButton::new("attack", "Roll the battle die and attack", op(Rule::Attack))
        .group(G_ATTACK)
        .hint("Steps 1-2: the battle die and the total; ferocity comes after (step 3)");
    if state.value_or("attack_strength", None, 0) <= 0 {
        atk = atk.disabled("No Valkun strength in the region");
    }
    b.push(atk);
    let fero = ferocity_value(state).unwrap_or(0);
    let mut use_fero = RuleButton::new(
        "use_ferocity",
        format!("Add ferocity +{}", fero.max(0)),
        op(Rule::UseFerocity { amount: None }),
    )
    .group(G_ATTACK)
    .hint("Step 3, after the battle die: the marker goes back as many squares");
    if state.value_or("attack_die", None, 0) <= 0 {
        use_fero = use_fero.disabled("Roll the attack first");
    } else if state.value_or("attack_ferocity", None, 0) > 0 {
        use_fero = use_fero.disabled("Once per attack");
    } else if fero <= 0 {
        use_fero = use_fero.disabled("No ferocity to add");
    }
    b.push(use_fero);
    for p in 0..state.player_count() {
        let h = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
        let (Some(hero), Some((low, high))) = (HEROES.get(h), SKILL_COSTS.get(h).copied()) else { continue };
        let cost = amount.clamp(low, high);
        let mut skill = RuleButton::new(
            format!("skill_p{p}"),
            format!("{} (−{cost} energy)", hero.skill.split(" (").next().unwrap_or(hero.skill)),
            op(Rule::UseSkill { player: p }),
        )
        .group(G_HERO)
        .player(p)
        .hint(hero.skill);
        if owed != 0 {
            skill = skill.disabled("First put the owed squares on another track");
        } else if energy.is_none_or(|(v, min, _)| v - cost < min) {
            skill = skill.disabled(format!("Needs {cost} energy"));
        }
        b.push(skill);
    }
    let day = state.value_or("day", None, 0);
    let mut lost =
        RuleButton::new("record_defeat", "Game lost: mark the defeat track", op(Rule::RecordDefeat)).group(G_CAMPAIGN);
    let mut won = RuleButton::new("record_victory", "Game won: next day", op(Rule::RecordVictory)).group(G_CAMPAIGN);
    if !(1..=7).contains(&day) {
        lost = lost.disabled("Set the campaign day");
        won = won.disabled("Set the campaign day");
    } else if state.value_or("defeats", None, 0) >= DEFEAT_TRACK {
        lost = lost.disabled("The campaign is lost");
    }
    b.push(lost);
    b.push(won);
    b.push(RuleButton::new("new_game", "New game (same campaign)", op(Rule::NewGame)).group(G_CAMPAIGN));
    b
}

/// The Firesiege tracker.
pub struct FiresiegeTracker;

impl Tracker for FiresiegeTracker {
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
    fn starts_new_game(op: &Rule) -> bool {
        matches!(op, Rule::RecordDefeat | Rule::RecordVictory | Rule::NewGame)
    }

    fn report(state: &TableState) -> Report {
        self::report(state)
    }
}

#[cfg(test)]
mod tests;

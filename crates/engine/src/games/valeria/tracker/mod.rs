//! Siege of Valeria tracker: the day and its seven phases, the five Turrets (Impacts, the
//! Champion on each, face up or down), the Soldier and Holy dice in supply, active and spent,
//! the Strength and Magic tokens, the Siege Engines left, the Troop deck and the grading at the end.
//!
//! Every number names its source: `rulebook: <section>` or `designed: rulebook silent`; rulings
//! are `/work/shared/rulings/valeria.md` (A-n). See docs/rules-notes/valeria.md, "Table mode tracker".

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::games::valeria::{loss_grade, win_grade, ChampionKind};
use crate::table::{
    Alert, AlertLevel, Change, Derived, Layout, Report, ResultDie, RuleButton, RuleOp, RuleResult, Spec, TableError,
    TableKindInfo, TableState, Tracker,
};

/// The tracker's own operations (`{"game": "valeria", "do": ...}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Flip every face-down Champion face up (rulebook: Roll Your Dice).
    RefreshChampions,
    /// Roll Your Dice: refresh the Champions, gather the spent dice and roll every die of the pool.
    RollDice,
    /// Discard the face-up Champion of Turret `turret` (1-5) to remove one of its Impacts
    /// (rulebook: Fortress; Perform Your Actions only, ruling A-11).
    RepairWithChampion {
        /// Turret 1 to 5.
        turret: u8,
    },
    /// Spend one active die of `colour` to remove one Impact from Turret `turret` (1-5)
    /// (rulebook: Fortress; Perform Your Actions only).
    RepairWithDie {
        /// Turret 1 to 5.
        turret: u8,
        /// Which die to spend.
        colour: DieColour,
    },
    /// One Siege Engine on the Battlefield defeated: one fewer left; gain a Champion
    /// (rulebook: Attacking the Enemy).
    DefeatEngine,
    /// Reinforce the Battlefield: draw 4 Troops from the Troop deck, once a day
    /// (rulebook: Reinforce the Battlefield).
    Reinforce,
    /// Reinforce the Battlefield: one Siege Engine from the deck placed in row 5 of a column that
    /// had none (rulebook: Reinforce the Battlefield).
    PlaceEngine,
}

/// A die colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieColour {
    /// Red Soldier die (Strength).
    Soldier,
    /// Blue Holy die (Magic).
    Holy,
}

impl DieColour {
    fn name(self) -> &'static str {
        match self {
            DieColour::Soldier => "Soldier",
            DieColour::Holy => "Holy",
        }
    }
    fn active(self) -> &'static str {
        match self {
            DieColour::Soldier => SOLDIER_ACTIVE,
            DieColour::Holy => HOLY_ACTIVE,
        }
    }
    fn spent(self) -> &'static str {
        match self {
            DieColour::Soldier => SOLDIER_SPENT,
            DieColour::Holy => HOLY_SPENT,
        }
    }
}

// ---- numbers ----

/// rulebook: Fortress — "Your Fortress is made up of 5 Turrets".
pub const TURRETS: usize = 5;
/// rulebook: Fortress — "When a Turret has 3 Impact tokens it can no longer hold a Champion card".
pub const BLOCKING_IMPACTS: i32 = 3;
/// rulebook: Fortress — "If a Turret receives its 4th Impact token ... you lose the game".
pub const LOSING_IMPACTS: i32 = 4;
/// rulebook: Components — 15 Impact tokens.
pub const IMPACT_TOKENS: i32 = 15;
/// rulebook: Game Flow — "The game takes place over 7 turns (days)".
pub const DAYS: i32 = 7;
/// rulebook: Components — 8 Soldier (red) dice.
pub const SOLDIER_DICE: i32 = 8;
/// rulebook: Components — 4 Holy (blue) dice.
pub const HOLY_DICE: i32 = 4;
/// rulebook: Game Setup — "Take 5 Soldier dice and 2 Holy dice as your starting dice pool".
pub const STARTING_SOLDIER: i32 = 5;
/// rulebook: Game Setup.
pub const STARTING_HOLY: i32 = 2;
/// rulebook: Components — 9 Strength tokens.
pub const STRENGTH_TOKENS: i32 = 9;
/// rulebook: Components — 9 Magic tokens.
pub const MAGIC_TOKENS: i32 = 9;
/// rulebook: Game Setup — 18 Siege Engines, 5 back to the box: 13 in play.
pub const ENGINES_IN_PLAY: i32 = 13;
/// rulebook: Game Setup — of the 13, 5 are dealt face up and 8 form the Siege Engine deck.
pub const ENGINE_DECK: i32 = 8;
/// rulebook: Game Setup — 48 Troops − 2 to the box − 2 in hand − 20 on the Battlefield = 24 in the Troop deck.
pub const TROOP_DECK: i32 = 24;
/// rulebook: Components — 48 Troop cards (the most a hand could ever hold).
pub const TROOP_CARDS: i32 = 48;
/// rulebook: Game Setup — "Deal yourself 2 Troop cards as a starting hand".
pub const STARTING_HAND: i32 = 2;
/// rulebook: Game Setup — 20 Troops dealt face up into the 5x5 Battlefield.
pub const STARTING_BATTLEFIELD: i32 = 20;
/// rulebook: Game Setup — the Battlefield is a 5x5 grid.
pub const BATTLEFIELD_CELLS: i32 = 25;
/// rulebook: Reinforce the Battlefield — "Draw and place 4 Troop cards".
pub const REINFORCE_TROOPS: i32 = 4;
/// rulebook: Components — 18 Champion cards (one of each).
pub const CHAMPION_CARDS: i32 = 18;
/// designed: rulebook silent — the dice helper rolls six-sided dice (rulebook: Troops, Gnoll Pack — "a d6").
const DIE_SIDES: i32 = 6;

// ---- keys ----

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
/// Champion cards in the discard pile.
pub const CHAMPIONS_DISCARD: &str = "champions.discard";

/// rulebook: Game Flow — the seven phases, in order.
pub const PHASES: [&str; 7] = [
    "Roll Your Dice",
    "Resolve the Siege Engines",
    "Resolve an Event",
    "Perform Your Actions",
    "Activate the Vanguard",
    "Advance the Battlefield",
    "Reinforce the Battlefield",
];
const PHASE_ROLL: i32 = 0;
const PHASE_EVENT: i32 = 2;
const PHASE_ACTIONS: i32 = 3;
const PHASE_VANGUARD: i32 = 4;
const PHASE_REINFORCE: i32 = 6;

const GROUP_DAY: &str = "Day";
const GROUP_DICE: &str = "Dice";
const GROUP_TOKENS: &str = "Tokens";
const GROUP_ENGINES: &str = "Siege Engines";
const GROUP_TROOPS: &str = "Troops";
const GROUP_CHAMPIONS: &str = "Champions";
const GROUP_END: &str = "End of the game";

fn turret_group(t: usize) -> String {
    format!("Turret {}", t + 1)
}

/// "none" then the 18 Champion names (the Choice labels of a Turret's Champion slot).
fn champion_labels() -> Vec<&'static str> {
    std::iter::once("none").chain(ChampionKind::ALL.iter().map(|c| c.name())).collect()
}

fn champion_name(value: i32) -> String {
    usize::try_from(value - 1)
        .ok()
        .and_then(|i| ChampionKind::ALL.get(i))
        .map(|c| c.name().to_string())
        .unwrap_or_else(|| format!("Champion {value}"))
}

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "valeria".into(),
        name: "Siege of Valeria".into(),
        description: "Day and phases, Turret Impacts and Champions, dice, tokens, Siege Engines, Troop deck, grading"
            .into(),
        // rulebook: a solo game ("you"); designed: up to 4 names may sit at the one shared Fortress
        // (every counter is shared).
        min_players: 1,
        max_players: 4,
        // rulebook: How Badly Did You Lose? — "such a stunningly bad Warlord".
        player_word: "Warlord".into(),
    }
}

/// The counters of a new table (all shared: one Fortress).
pub(crate) fn layout(_players: usize) -> Layout {
    let mut shared = vec![
        // rulebook: Game Flow — 7 turns (days).
        Spec::number(DAY, "Day", 1, DAYS, 1)
            .group(GROUP_DAY)
            .note("rulebook: Game Flow — 7 days; the Troop deck runs out on day 7 (ruling A-4)"),
        // rulebook: Game Flow — the seven phases.
        Spec::steps(PHASE, "Phase", &PHASES)
            .group(GROUP_DAY)
            .carry(DAY)
            .note("rulebook: Game Flow — seven phases in order; Next past Reinforce starts the next day"),
        Spec::toggle(EASY_MODE, "Easy Mode (no Events)", false)
            .group(GROUP_DAY)
            .note("rulebook: Easy Mode — play without the Event cards; the Event phase is skipped"),
    ];
    let champions = champion_labels();
    for t in 0..TURRETS {
        let group = turret_group(t);
        shared.push(
            // rulebook: Fortress — 3 Impacts block the Champion, the 4th loses.
            Spec::number(TURRET_IMPACT[t], "Impact", 0, LOSING_IMPACTS, 0)
                .group(group.clone())
                .note("rulebook: Fortress — the 3rd Impact discards and blocks the Champion; the 4th loses"),
        );
        shared.push(
            Spec::choice(TURRET_CHAMPION[t], "Champion", &champions, 0)
                .group(group.clone())
                .note("rulebook: Champions — one Champion per Turret; none while the Turret has 3 Impacts"),
        );
        shared.push(
            // ruling A-43: a Champion placed in an open position enters face up.
            Spec::toggle(TURRET_FACE[t], "Face up", true)
                .group(group)
                .note("rulebook: Champions — flip face down when used; face up again at Roll Your Dice"),
        );
    }
    shared.extend([
        // rulebook: Game Setup — 5 Soldier dice in the pool, 3 in the supply. The pool's dice start
        // as "spent": in the pool, waiting for the first roll (ruling A-1: the pool is active + spent).
        Spec::number(SOLDIER_SUPPLY, "Soldier dice: supply", 0, SOLDIER_DICE, SOLDIER_DICE - STARTING_SOLDIER)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("rulebook: Components — 8 Soldier dice; Game Setup — 3 start in the supply"),
        Spec::number(SOLDIER_ACTIVE, "Soldier dice: active", 0, SOLDIER_DICE, 0)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("rulebook: Roll Your Dice — rolled, below the Fortress, not yet spent"),
        Spec::number(SOLDIER_SPENT, "Soldier dice: spent", 0, SOLDIER_DICE, STARTING_SOLDIER)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("ruling A-1 — spent dice stay in your pool and are rolled next day; 5 at setup"),
        Spec::number(HOLY_SUPPLY, "Holy dice: supply", 0, HOLY_DICE, HOLY_DICE - STARTING_HOLY)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("rulebook: Components — 4 Holy dice; Game Setup — 2 start in the supply"),
        Spec::number(HOLY_ACTIVE, "Holy dice: active", 0, HOLY_DICE, 0)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("rulebook: Roll Your Dice — rolled, below the Fortress, not yet spent"),
        Spec::number(HOLY_SPENT, "Holy dice: spent", 0, HOLY_DICE, STARTING_HOLY)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("ruling A-1 — spent dice stay in your pool and are rolled next day; 2 at setup"),
        Spec::number(STRENGTH_SUPPLY, "Strength tokens: supply", 0, STRENGTH_TOKENS, STRENGTH_TOKENS)
            .group(GROUP_TOKENS)
            .pool("Strength tokens")
            .note("rulebook: Components — 9 Strength tokens, all in the supply at setup"),
        Spec::number(STRENGTH_CARDS, "Strength tokens: on cards", 0, STRENGTH_TOKENS, 0)
            .group(GROUP_TOKENS)
            .pool("Strength tokens")
            .note("rulebook: Resolve an Event — each token on a card adds 1 to its cost"),
        Spec::number(MAGIC_SUPPLY, "Magic tokens: supply", 0, MAGIC_TOKENS, MAGIC_TOKENS)
            .group(GROUP_TOKENS)
            .pool("Magic tokens")
            .note("rulebook: Components — 9 Magic tokens, all in the supply at setup"),
        Spec::number(MAGIC_CARDS, "Magic tokens: on cards", 0, MAGIC_TOKENS, 0)
            .group(GROUP_TOKENS)
            .pool("Magic tokens")
            .note("rulebook: Attacking the Enemy — Magic tokens are paid in full with Holy dice"),
        Spec::number(ENGINES_LEFT, "Siege Engines left", 0, ENGINES_IN_PLAY, ENGINES_IN_PLAY)
            .group(GROUP_ENGINES)
            .note("rulebook: Game Setup — 13 in play; undefeated on the Battlefield and in the deck"),
        Spec::number(ENGINES_DECK, "Siege Engine deck", 0, ENGINE_DECK, ENGINE_DECK)
            .group(GROUP_ENGINES)
            .note("rulebook: Game Setup — 8 in the deck; one to row 5 of each column without one at Reinforce"),
        Spec::toggle(VANGUARD_ENGINE, "Siege Engine in the Vanguard at Activate the Vanguard", false)
            .group(GROUP_ENGINES)
            .note(
                "rulebook: Activate the Vanguard — a Siege Engine still in the Vanguard then loses the game; set only \
                 in that phase (before it, defeat the engine)",
            ),
        Spec::number(TROOPS_DECK, "Troop deck", 0, TROOP_DECK, TROOP_DECK)
            .group(GROUP_TROOPS)
            .note("rulebook: Game Setup — 24 cards; empty when you must Reinforce: you lose"),
        Spec::toggle(TROOPS_EXHAUSTED, "Troop deck exhausted at Reinforce", false)
            .group(GROUP_TROOPS)
            .note("rulebook: Winning and Losing — set when Reinforce comes with an empty deck (ruling A-5)"),
        Spec::toggle(TROOPS_REINFORCED, "Reinforced today", false).group(GROUP_TROOPS).note(
            "rulebook: Reinforce the Battlefield — 4 Troops once per Reinforce; set by the Reinforce button, \
             cleared when the day advances",
        ),
        Spec::number(TROOPS_HAND, "Troops in hand", 0, TROOP_CARDS, STARTING_HAND)
            .group(GROUP_TROOPS)
            .note("rulebook: Game Setup — a starting hand of 2; defeated Troops join it"),
        Spec::number(TROOPS_BATTLEFIELD, "Troops on the Battlefield", 0, BATTLEFIELD_CELLS, STARTING_BATTLEFIELD)
            .group(GROUP_TROOPS)
            .note("rulebook: Game Setup — 20 at setup; count them at a win (routed Troops)"),
        Spec::number(CHAMPIONS_DISCARD, "Champions discarded", 0, CHAMPION_CARDS, 0)
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Champions — discarded Champions; counted when one leaves a Turret"),
    ]);
    Layout { shared, ..Layout::default() }
}

// ---- reading the table ----

fn impact(state: &TableState, t: usize) -> i32 {
    TURRET_IMPACT.get(t).map_or(0, |k| state.value_or(k, None, 0))
}

fn champion(state: &TableState, t: usize) -> i32 {
    TURRET_CHAMPION.get(t).map_or(0, |k| state.value_or(k, None, 0))
}

fn face_up(state: &TableState, t: usize) -> bool {
    TURRET_FACE.get(t).is_none_or(|k| state.value_or(k, None, 1) != 0)
}

fn phase(state: &TableState) -> i32 {
    state.value_or(PHASE, None, PHASE_ROLL)
}

fn phase_name(p: i32) -> &'static str {
    usize::try_from(p).ok().and_then(|i| PHASES.get(i)).copied().unwrap_or("?")
}

fn turret_of(key: &str, keys: &[&str; TURRETS]) -> Option<usize> {
    keys.iter().position(|k| *k == key)
}

fn champions_on_fortress(state: &TableState) -> i32 {
    (0..TURRETS).filter(|&t| champion(state, t) != 0).count() as i32
}

/// Impact tokens placed on the Fortress.
fn impacts_placed(state: &TableState) -> i32 {
    (0..TURRETS).map(|t| impact(state, t)).sum()
}

fn engines_on_battlefield(state: &TableState) -> i32 {
    (state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY) - state.value_or(ENGINES_DECK, None, 0)).max(0)
}

/// Why the game is lost, if the counters say so (first reason in the rulebook's order).
fn loss_reasons(state: &TableState) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    if state.value_or(VANGUARD_ENGINE, None, 0) != 0 {
        out.push((
            "A Siege Engine stands in the Vanguard: you lose (rulebook: Activate the Vanguard)".to_string(),
            Some(GROUP_ENGINES.to_string()),
        ));
    }
    for t in 0..TURRETS {
        if impact(state, t) >= LOSING_IMPACTS {
            out.push((
                format!("Turret {} has its 4th Impact: it collapses and you lose (rulebook: Fortress)", t + 1),
                Some(turret_group(t)),
            ));
        }
    }
    if state.value_or(TROOPS_EXHAUSTED, None, 0) != 0 {
        out.push((
            "The Troop deck is exhausted when you must Reinforce: you lose (rulebook: Winning and Losing)".to_string(),
            Some(GROUP_TROOPS.to_string()),
        ));
    }
    out
}

fn is_won(state: &TableState) -> bool {
    state.value(ENGINES_LEFT, None) == Some(0)
}

/// How the game stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    On,
    Won,
    Lost,
}

/// The end the table recorded (it stands through later changes, see `table/end.rs`), else the
/// counters: a win before a loss, since defeating the last Siege Engine wins at once and nothing
/// after it counts (rulebook: Attacking the Enemy — "you immediately win the game"; ruling A-45: a
/// loss never has 0 undefeated Siege Engines).
fn outcome(state: &TableState) -> Outcome {
    match state.ended.as_ref().map(|a| a.level) {
        Some(AlertLevel::Victory) => Outcome::Won,
        Some(AlertLevel::Loss) => Outcome::Lost,
        _ if is_won(state) => Outcome::Won,
        _ if !loss_reasons(state).is_empty() => Outcome::Lost,
        _ => Outcome::On,
    }
}

// ---- settle ----

/// Refusals and consequences after a change.
pub(crate) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut lines = Vec::new();
    let changed = |key: &str| changes.iter().find(|c| c.player.is_none() && c.key.as_deref() == Some(key));
    let reset = is_table_reset(state, changes);

    // A Champion that left a Turret goes to the discard pile; its slot turns face up again for the
    // next one (ruling A-43), unless another Champion replaced it (rulebook: Events, Friends Arrive —
    // a replacement keeps the orientation). A whole-table reset puts the cards back in the box: no discard.
    for c in changes.iter().filter(|c| c.player.is_none()) {
        let Some(t) = c.key.as_deref().and_then(|k| turret_of(k, &TURRET_CHAMPION)) else { continue };
        if c.from != 0 && !reset {
            lines.push(discard_champion(state, c.from));
        }
        if c.to == 0 {
            let _ = state.set_value(TURRET_FACE[t], None, 1);
        }
    }

    for t in 0..TURRETS {
        let who = champion(state, t);
        // One copy of each Champion (rulebook: Components — 18 Champion cards).
        if who != 0 && changed(TURRET_CHAMPION[t]).is_some() {
            if let Some(other) = (0..TURRETS).find(|&o| o != t && champion(state, o) == who) {
                return Err(TableError::Rule(format!(
                    "{} already holds Turret {}: there is one card of each Champion (rulebook: Components)",
                    champion_name(who),
                    other + 1
                )));
            }
        }
        if impact(state, t) >= BLOCKING_IMPACTS && who != 0 {
            if changed(TURRET_CHAMPION[t]).is_some() && changed(TURRET_IMPACT[t]).is_none() {
                return Err(TableError::Rule(format!(
                    "Turret {} has 3 Impacts and can hold no Champion (rulebook: Fortress)",
                    t + 1
                )));
            }
            // rulebook: Fortress — the 3rd Impact discards the Champion with no repair effect.
            let _ = state.set_value(TURRET_CHAMPION[t], None, 0);
            let _ = state.set_value(TURRET_FACE[t], None, 1);
            lines.push(format!(
                "Turret {}: 3rd Impact, {} discarded with no repair (rulebook: Fortress)",
                t + 1,
                champion_name(who)
            ));
            lines.push(discard_champion(state, who));
        }
        if let Some(c) = changed(TURRET_FACE[t]) {
            if c.to == 0 && champion(state, t) == 0 {
                return Err(TableError::Rule(format!("Turret {} has no Champion to flip face down", t + 1)));
            }
        }
        if let Some(c) = changed(TURRET_IMPACT[t]) {
            if c.from >= BLOCKING_IMPACTS && c.to < BLOCKING_IMPACTS {
                lines.push(format!("Turret {} can hold a Champion again (rulebook: Fortress)", t + 1));
            }
        }
    }

    // rulebook: Champions — "If the Champion deck is exhausted, it is gone".
    let on_fortress = champions_on_fortress(state);
    let discarded = state.value_or(CHAMPIONS_DISCARD, None, 0);
    if on_fortress + discarded > CHAMPION_CARDS {
        return Err(TableError::Rule(format!(
            "{on_fortress} Champions on the Fortress and {discarded} discarded: the box holds only {CHAMPION_CARDS} \
             (rulebook: Components)"
        )));
    }

    // The deck's Siege Engines are among those left undefeated.
    if let (Some(left), Some(deck)) = (state.value(ENGINES_LEFT, None), state.value(ENGINES_DECK, None)) {
        if deck > left {
            return Err(TableError::Rule(format!(
                "{deck} Siege Engines in the deck but only {left} left undefeated: the deck's engines count among \
                 those left (rulebook: How Badly Did You Lose?)"
            )));
        }
    }

    // rulebook: Activate the Vanguard — the Siege Engine check happens in that phase; before it the
    // engine may still be defeated.
    if changed(VANGUARD_ENGINE).is_some_and(|c| c.to != 0) && phase(state) != PHASE_VANGUARD {
        return Err(TableError::Rule(format!(
            "a Siege Engine in the Vanguard loses only at Activate the Vanguard, not in {}: defeat it before then \
             (rulebook: Activate the Vanguard; Winning and Losing)",
            phase_name(phase(state))
        )));
    }

    // A new day has not reinforced yet (rulebook: Reinforce the Battlefield — once per day, as its last phase).
    if changed(DAY).is_some() && changed(TROOPS_REINFORCED).is_none() && reinforced_today(state) {
        let _ = state.set_value(TROOPS_REINFORCED, None, 0);
    }

    if let Some(c) = changed(PHASE) {
        // rulebook: Easy Mode — no Event cards, so no Event phase.
        if c.to == PHASE_EVENT && c.from < PHASE_EVENT && state.value_or(EASY_MODE, None, 0) != 0 {
            let _ = state.set_value(PHASE, None, PHASE_ACTIONS);
            lines.push("Easy Mode: no Event, on to Perform Your Actions (rulebook: Easy Mode)".into());
        }
        // rulebook: Winning and Losing — an exhausted Troop deck when you need to Reinforce loses;
        // emptying it during Reinforce does not (ruling A-5). Coming back into Reinforce after the
        // day's Reinforce was done is no new need to Reinforce. A won game is over: the last Siege
        // Engine's fall wins at once (rulebook: Attacking the Enemy), so no later Reinforce loses it.
        if c.to == PHASE_REINFORCE
            && c.from < PHASE_REINFORCE
            && !reinforced_today(state)
            && !is_won(state)
            && state.value(TROOPS_DECK, None) == Some(0)
        {
            let _ = state.set_value(TROOPS_EXHAUSTED, None, 1);
        }
        // rulebook: Roll Your Dice — "Begin your turn by flipping any face-down Champions face-up".
        if c.to == PHASE_ROLL {
            if let Some(line) = refresh(state) {
                lines.push(line);
            }
        }
    }
    Ok(lines)
}

/// Whether this step reset the whole table (Reset all): the Champions leaving the Turrets go back
/// to the box, not to the discard pile. Either the discard count itself went back to its start in
/// the same step as a Champion left a Turret (nothing else moves both at once), or every counter is
/// at its start (a Champion on the Fortress with every other number at setup is no position of a
/// game: rulebook: Game Setup deals no Champion, one comes only with a defeated Siege Engine).
fn is_table_reset(state: &TableState, changes: &[Change]) -> bool {
    let discard_to_start = changes.iter().any(|c| {
        c.player.is_none()
            && c.key.as_deref() == Some(CHAMPIONS_DISCARD)
            && state.counters.iter().any(|k| k.id == c.id && k.default == c.to)
    });
    discard_to_start || state.counters.iter().all(|c| c.value == c.default)
}

fn reinforced_today(state: &TableState) -> bool {
    state.value_or(TROOPS_REINFORCED, None, 0) != 0
}

/// One more Champion in the discard pile; the line for the history.
fn discard_champion(state: &mut TableState, who: i32) -> String {
    let n = state.value_or(CHAMPIONS_DISCARD, None, 0);
    if state.set_value(CHAMPIONS_DISCARD, None, (n + 1).min(CHAMPION_CARDS)).is_ok() {
        format!("{} to the discard pile ({} discarded)", champion_name(who), (n + 1).min(CHAMPION_CARDS))
    } else {
        format!("{} to the discard pile", champion_name(who))
    }
}

/// Flips every face-down Champion face up; the line, or `None` when none was face down.
fn refresh(state: &mut TableState) -> Option<String> {
    let mut names = Vec::new();
    for (t, key) in TURRET_FACE.iter().enumerate() {
        let who = champion(state, t);
        if who != 0 && !face_up(state, t) && state.set_value(key, None, 1).is_ok() {
            names.push(champion_name(who));
        }
    }
    (!names.is_empty()).then(|| format!("Champions face up again: {} (rulebook: Roll Your Dice)", names.join(", ")))
}

// ---- rule ops ----

fn turret_index(turret: u8) -> Result<usize, TableError> {
    let t = usize::from(turret);
    if (1..=TURRETS).contains(&t) {
        Ok(t - 1)
    } else {
        Err(TableError::NoSuchCounter(format!("turret{turret}.impact")))
    }
}

fn need(state: &TableState, key: &str) -> Result<i32, TableError> {
    state.value(key, None).ok_or_else(|| TableError::NoSuchCounter(key.to_string()))
}

fn in_phase(state: &TableState, wanted: i32, what: &str, section: &str) -> Result<(), TableError> {
    let now = phase(state);
    if now == wanted {
        Ok(())
    } else {
        Err(TableError::Rule(format!(
            "{what} happens in {}, not {} (rulebook: {section})",
            phase_name(wanted),
            phase_name(now)
        )))
    }
}

/// The tracker's own operations.
pub(crate) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::RefreshChampions => {
            refresh(state).ok_or_else(|| TableError::Rule("every Champion on the Fortress is already face up".into()))
        }
        Rule::RollDice => roll_dice(state, rng),
        Rule::RepairWithChampion { turret } => {
            let t = turret_index(*turret)?;
            in_phase(state, PHASE_ACTIONS, "A Champion repair", "Fortress; ruling A-11")?;
            let hits = need(state, TURRET_IMPACT[t])?;
            let who = need(state, TURRET_CHAMPION[t])?;
            if who == 0 {
                return Err(TableError::Rule(format!("Turret {} has no Champion to discard", t + 1)));
            }
            if !face_up(state, t) {
                return Err(TableError::Rule(format!(
                    "{} is face down: only a face-up Champion repairs (rulebook: Fortress)",
                    champion_name(who)
                )));
            }
            if hits == 0 {
                return Err(TableError::Rule(format!("Turret {} has no Impact to remove", t + 1)));
            }
            state.set_value(TURRET_IMPACT[t], None, hits - 1)?;
            state.set_value(TURRET_CHAMPION[t], None, 0)?;
            Ok(format!(
                "Turret {} repaired by discarding {}: Impact {hits} → {} (rulebook: Fortress)",
                t + 1,
                champion_name(who),
                hits - 1
            ))
        }
        Rule::RepairWithDie { turret, colour } => {
            let t = turret_index(*turret)?;
            in_phase(state, PHASE_ACTIONS, "A dice repair", "Fortress")?;
            let hits = need(state, TURRET_IMPACT[t])?;
            let active = need(state, colour.active())?;
            let spent = need(state, colour.spent())?;
            if hits == 0 {
                return Err(TableError::Rule(format!("Turret {} has no Impact to remove", t + 1)));
            }
            if active == 0 {
                return Err(TableError::Rule(format!("no active {} die to spend", colour.name())));
            }
            state.set_value(colour.active(), None, active - 1)?;
            state.set_value(colour.spent(), None, spent + 1)?;
            state.set_value(TURRET_IMPACT[t], None, hits - 1)?;
            Ok(format!(
                "Turret {} repaired with a {} die: Impact {hits} → {} (rulebook: Fortress)",
                t + 1,
                colour.name(),
                hits - 1
            ))
        }
        Rule::DefeatEngine => {
            in_phase(state, PHASE_ACTIONS, "Defeating a Siege Engine", "Attacking the Enemy; ruling A-10")?;
            let left = need(state, ENGINES_LEFT)?;
            if engines_on_battlefield(state) == 0 {
                return Err(TableError::Rule("no undefeated Siege Engine is on the Battlefield".into()));
            }
            state.set_value(ENGINES_LEFT, None, left - 1)?;
            let open = (0..TURRETS).filter(|&t| champion(state, t) == 0 && impact(state, t) < BLOCKING_IMPACTS).count();
            let reward = if champions_on_fortress(state) + state.value_or(CHAMPIONS_DISCARD, None, 0) >= CHAMPION_CARDS
            {
                "the Champion deck is exhausted, no reward"
            } else if open == 0 {
                "draw a Champion: the Fortress is full, so replace one (no repair) or return it to the bottom of the deck"
            } else {
                "draw a Champion for an open Turret"
            };
            Ok(format!("Siege Engine defeated: {} left; {reward} (rulebook: Attacking the Enemy)", left - 1))
        }
        Rule::Reinforce => {
            in_phase(state, PHASE_REINFORCE, "Reinforcing", "Reinforce the Battlefield")?;
            let deck = need(state, TROOPS_DECK)?;
            if reinforced_today(state) {
                return Err(TableError::Rule(
                    "already reinforced today: one \"Draw and place 4 Troop cards\" per Reinforce (rulebook: \
                     Reinforce the Battlefield)"
                        .into(),
                ));
            }
            if deck == 0 {
                return Err(TableError::Rule(
                    "the Troop deck is exhausted: the game is lost (rulebook: Winning and Losing)".into(),
                ));
            }
            let drawn = deck.min(REINFORCE_TROOPS);
            state.set_value(TROOPS_DECK, None, deck - drawn)?;
            // Old saves have no flag: they reinforce as before.
            if state.value(TROOPS_REINFORCED, None).is_some() {
                state.set_value(TROOPS_REINFORCED, None, 1)?;
            }
            Ok(format!(
                "Reinforce: {drawn} Troops drawn, {} left in the deck; a Siege Engine to row 5 of each column \
                 without one, recorded with \"Siege Engine placed\" (rulebook: Reinforce the Battlefield)",
                deck - drawn
            ))
        }
        Rule::PlaceEngine => {
            in_phase(state, PHASE_REINFORCE, "Placing a new Siege Engine", "Reinforce the Battlefield")?;
            let deck = need(state, ENGINES_DECK)?;
            if deck == 0 {
                return Err(TableError::Rule(
                    "the Siege Engine deck is empty: no new Siege Engine comes (rulebook: Reinforce the Battlefield)"
                        .into(),
                ));
            }
            state.set_value(ENGINES_DECK, None, deck - 1)?;
            Ok(format!(
                "Siege Engine placed face up in row 5 of a column without one: {} on the Battlefield, {} in the deck \
                 (rulebook: Reinforce the Battlefield)",
                engines_on_battlefield(state),
                deck - 1
            ))
        }
    }
}

fn roll_dice(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    in_phase(state, PHASE_ROLL, "Rolling the dice", "Roll Your Dice")?;
    let mut counts = Vec::new();
    for colour in [DieColour::Soldier, DieColour::Holy] {
        let active = need(state, colour.active())?;
        let spent = need(state, colour.spent())?;
        counts.push((colour, active + spent, spent));
    }
    if counts.iter().all(|(_, n, _)| *n == 0) {
        return Err(TableError::Rule("no die in your pool to roll".into()));
    }
    let refreshed = refresh(state);
    let mut dice = Vec::new();
    let mut lines = Vec::new();
    let mut totals = Vec::new();
    for (colour, n, spent) in counts {
        state.set_value(colour.spent(), None, 0)?;
        let active = state.value_or(colour.active(), None, 0);
        state.set_value(colour.active(), None, active + spent)?;
        let faces: Vec<i32> = (0..n).map(|_| rng.random_range(1..=DIE_SIDES)).collect();
        let sum: i32 = faces.iter().sum();
        let shown: Vec<String> = faces.iter().map(i32::to_string).collect();
        lines.push(format!("{} ({n}): {}", colour.name(), if n == 0 { "none".into() } else { shown.join(" ") }));
        totals.push(format!("{} {sum}", if colour == DieColour::Soldier { "Strength" } else { "Magic" }));
        dice.extend(faces.iter().map(|&f| ResultDie {
            sides: DIE_SIDES as u32,
            face: f as u32,
            label: colour.name().to_string(),
            hit: None,
        }));
    }
    if let Some(line) = &refreshed {
        lines.push(line.clone());
    }
    let title = format!("Rolled: {}", totals.join(", "));
    let text = format!("{title} — {}", lines.join("; "));
    state.set_result(RuleResult { title, lines, dice });
    Ok(text)
}

// ---- report ----

/// The rulebook's grading (How Badly Did You Lose? / How Honored Was Your Victory), from the numbers.
fn grade(state: &TableState) -> (String, String) {
    let undefeated = state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY).max(0) as usize;
    let troops = (state.value_or(TROOPS_HAND, None, 0) + state.value_or(TROOPS_BATTLEFIELD, None, 0)).max(0) as usize;
    let outcome = outcome(state);
    if outcome == Outcome::Lost {
        (
            format!("Defeat — {}", loss_grade(undefeated)),
            "rulebook: How Badly Did You Lose? — by undefeated Siege Engines (Battlefield + deck)".into(),
        )
    } else if outcome == Outcome::Won {
        (
            format!("Victory — {}", win_grade(troops)),
            format!(
                "rulebook: How Honored Was Your Victory — count the Troops in your hand (Defeated) and on the \
                 Battlefield (Routed) and set both counters (ruling A-44); the Battlefield is not counted during \
                 play, so {troops} is only right once you have counted"
            ),
        )
    } else {
        // designed: rulebook silent — the win's grade needs the Battlefield counted at the end (the tracker
        // does not follow it), so only the loss is shown while the game is on.
        (
            format!(
                "Game on. Lost now: {} Won: graded at the end by the Troops in your hand and on the Battlefield.",
                loss_grade(undefeated.max(1))
            ),
            "rulebook: How Badly Did You Lose? / How Honored Was Your Victory — the win is counted at the end".into(),
        )
    }
}

fn reminder(p: i32, easy: bool) -> &'static str {
    match p {
        0 => "Flip face-down Champions face up, then roll every die in your pool",
        1 => "Each Siege Engine in range (orange bar) fires, leftmost column first",
        2 if easy => "Easy Mode: no Event",
        2 => "Draw one Event, follow it, discard it",
        3 => {
            "Spend dice on Front cards and in-range Siege Engines; repair 1 Impact per die or per face-up Champion \
              discarded"
        }
        4 => "Siege Engine in the Vanguard loses; tokens pass up; each Vanguard card adds 1 Impact below; discard them",
        5 => "Every card moves down its column; then an empty Troop deck loses",
        6 => "A Siege Engine to row 5 of each column without one; 4 Troops into empty spaces, bottom row first",
        _ => "",
    }
}

/// Derived values, alerts and buttons.
pub(crate) fn report(state: &TableState) -> Report {
    let mut derived = Vec::new();
    let mut alerts = Vec::new();
    let mut actions = Vec::new();
    let p = phase(state);
    let easy = state.value_or(EASY_MODE, None, 0) != 0;

    derived.push(
        Derived::new("phase.reminder", "This phase", reminder(p, easy))
            .group(GROUP_DAY)
            .note(format!("rulebook: {}", phase_name(p))),
    );

    // Fortress.
    let placed = impacts_placed(state);
    derived.push(
        Derived::new("impact.supply", "Impact tokens in the supply", (IMPACT_TOKENS - placed).max(0).to_string())
            .group(GROUP_TOKENS)
            .note("rulebook: Components — 15 Impact tokens, minus those on the Turrets"),
    );
    if placed >= IMPACT_TOKENS {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "All 15 Impact tokens are on the Turrets: mark further Impacts with anything (ruling A-36)",
            )
            .group(GROUP_TOKENS),
        );
    }
    for t in 0..TURRETS {
        let hits = impact(state, t);
        let group = turret_group(t);
        let status = match hits {
            h if h >= LOSING_IMPACTS => "Collapsed: the game is lost".to_string(),
            h if h >= BLOCKING_IMPACTS => "3 Impacts: no Champion; one more loses".to_string(),
            h => format!("{} Impacts until the Champion slot is blocked", BLOCKING_IMPACTS - h),
        };
        derived.push(
            Derived::new(format!("turret{}.status", t + 1), "Status", status)
                .group(group.clone())
                .note("rulebook: Fortress — 3 Impacts block the Champion, the 4th loses"),
        );
        if hits == BLOCKING_IMPACTS {
            alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "Turret {} has 3 Impacts: it holds no Champion and one more Impact loses (rulebook: Fortress)",
                        t + 1
                    ),
                )
                .group(group.clone()),
            );
        }
        actions.extend(turret_buttons(state, t, p));
    }

    // Dice.
    for (colour, supply) in [(DieColour::Soldier, SOLDIER_SUPPLY), (DieColour::Holy, HOLY_SUPPLY)] {
        let active = state.value_or(colour.active(), None, 0);
        let spent = state.value_or(colour.spent(), None, 0);
        derived.push(
            Derived::new(
                format!("{}.pool", colour.name().to_lowercase()),
                format!("{} dice in your pool", colour.name()),
                (active + spent).to_string(),
            )
            .group(GROUP_DICE)
            .note(format!("ruling A-1 — active plus spent; {} in the supply", state.value_or(supply, None, 0))),
        );
    }
    let pool = (state.value_or(SOLDIER_ACTIVE, None, 0) + state.value_or(SOLDIER_SPENT, None, 0))
        + (state.value_or(HOLY_ACTIVE, None, 0) + state.value_or(HOLY_SPENT, None, 0));
    let mut roll = RuleButton::new("roll_dice", "Roll your dice", RuleOp::Valeria(Rule::RollDice)).group(GROUP_DICE);
    roll = if p != PHASE_ROLL {
        roll.disabled("Only in Roll Your Dice (rulebook: Roll Your Dice)")
    } else if pool == 0 {
        roll.disabled("No die in your pool")
    } else {
        roll.hint("Refresh the Champions, gather the spent dice and roll the whole pool")
    };
    actions.push(roll);

    // Champions.
    let on_fortress = champions_on_fortress(state);
    let discarded = state.value_or(CHAMPIONS_DISCARD, None, 0);
    let deck = (CHAMPION_CARDS - on_fortress - discarded).max(0);
    let ready = (0..TURRETS).filter(|&t| champion(state, t) != 0 && face_up(state, t)).count();
    derived.push(
        Derived::new("champions.deck", "Champion deck", deck.to_string())
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Components — 18 Champions, minus those on the Fortress and discarded"),
    );
    derived.push(
        Derived::new("champions.ready", "Champions face up", format!("{ready} of {on_fortress}"))
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Champions — a face-up Champion's power may be used"),
    );
    if deck == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "The Champion deck is exhausted: no more Champions will come (rulebook: Champions)",
            )
            .group(GROUP_CHAMPIONS),
        );
    }
    let face_down = (0..TURRETS).any(|t| champion(state, t) != 0 && !face_up(state, t));
    let mut refresh_button =
        RuleButton::new("refresh_champions", "Refresh all Champions", RuleOp::Valeria(Rule::RefreshChampions))
            .group(GROUP_CHAMPIONS);
    refresh_button = if face_down {
        refresh_button.hint("Flip every face-down Champion face up (rulebook: Roll Your Dice)")
    } else {
        refresh_button.disabled("Every Champion is face up")
    };
    actions.push(refresh_button);

    // Siege Engines.
    let left = state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY);
    let on_field = engines_on_battlefield(state);
    derived.push(
        Derived::new("engines.battlefield", "Siege Engines on the Battlefield", on_field.to_string())
            .group(GROUP_ENGINES)
            .note("left minus the deck"),
    );
    derived.push(
        Derived::new("engines.defeated", "Siege Engines defeated", (ENGINES_IN_PLAY - left).max(0).to_string())
            .group(GROUP_ENGINES)
            .note("rulebook: Game Setup — 13 in play"),
    );
    if state.value(ENGINES_DECK, None) == Some(0) && left > 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "The Siege Engine deck is exhausted: defeat the {left} on the Battlefield to win (rulebook: \
                     Winning and Losing)"
                ),
            )
            .group(GROUP_ENGINES),
        );
    }
    let engine_deck = state.value_or(ENGINES_DECK, None, 0);
    if on_field == 0 && engine_deck > 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!(
                    "No Siege Engine on the Battlefield, {engine_deck} in the deck: at Reinforce the Battlefield \
                     place one in row 5 of each column and press \"Siege Engine placed\" for each (rulebook: \
                     Reinforce the Battlefield)"
                ),
            )
            .group(GROUP_ENGINES),
        );
    }
    let mut defeat = RuleButton::new("defeat_engine", "Siege Engine defeated", RuleOp::Valeria(Rule::DefeatEngine))
        .group(GROUP_ENGINES);
    defeat = if p != PHASE_ACTIONS {
        defeat.disabled("Only in Perform Your Actions (ruling A-10)")
    } else if on_field == 0 {
        defeat.disabled("No undefeated Siege Engine on the Battlefield (new ones come at Reinforce)")
    } else {
        defeat.hint("One fewer left; draw a Champion (rulebook: Attacking the Enemy)")
    };
    actions.push(defeat);
    let mut place =
        RuleButton::new("place_engine", "Siege Engine placed", RuleOp::Valeria(Rule::PlaceEngine)).group(GROUP_ENGINES);
    place = if p != PHASE_REINFORCE {
        place.disabled("Only in Reinforce the Battlefield")
    } else if engine_deck == 0 {
        place.disabled("The Siege Engine deck is empty")
    } else {
        place.hint(
            "One from the deck to row 5 of a column without a Siege Engine; press once per column (rulebook: \
             Reinforce the Battlefield)",
        )
    };
    actions.push(place);

    // Troops.
    let troops = state.value_or(TROOPS_DECK, None, TROOP_DECK);
    let reinforcements = (troops + REINFORCE_TROOPS - 1) / REINFORCE_TROOPS;
    derived.push(
        Derived::new("troops.reinforcements", "Reinforcements left in the Troop deck", reinforcements.to_string())
            .group(GROUP_TROOPS)
            .note("rulebook: Reinforce the Battlefield — 4 Troops each day"),
    );
    // A won game is over: no Reinforce is coming.
    let won = outcome(state) == Outcome::Won;
    if !won && state.value(TROOPS_DECK, None) == Some(0) && state.value_or(TROOPS_EXHAUSTED, None, 0) == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "The Troop deck is empty: win before the next Reinforce the Battlefield or lose (rulebook: Advance \
                 the Battlefield)",
            )
            .group(GROUP_TROOPS),
        );
    } else if !won && (1..=REINFORCE_TROOPS).contains(&troops) && !reinforced_today(state) {
        // After today's Reinforce the deck still feeds tomorrow's: the note waits for the day it holds.
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Last Reinforcement in the Troop deck: today's Reinforce takes the last Troops, and the next day's \
                 finds the deck empty (rulebook: Winning and Losing)",
            )
            .group(GROUP_TROOPS),
        );
    }
    let mut reinforce =
        RuleButton::new("reinforce", "Reinforce: draw 4 Troops", RuleOp::Valeria(Rule::Reinforce)).group(GROUP_TROOPS);
    reinforce = if p != PHASE_REINFORCE {
        reinforce.disabled("Only in Reinforce the Battlefield")
    } else if reinforced_today(state) {
        reinforce.disabled("Already reinforced today (rulebook: Reinforce the Battlefield — 4 Troops once)")
    } else if troops == 0 {
        reinforce.disabled("The Troop deck is exhausted")
    } else {
        reinforce.hint("Take 4 Troops off the Troop deck (rulebook: Reinforce the Battlefield)")
    };
    actions.push(reinforce);

    // The end.
    // A win stands before any loss marked after it (see `outcome`): those are only notes.
    let won_by_counters = is_won(state);
    for (text, group) in loss_reasons(state) {
        let mut a = if won_by_counters {
            Alert::new(AlertLevel::Info, format!("Marked after every Siege Engine was defeated, so no loss: {text}"))
        } else {
            Alert::new(AlertLevel::Loss, text)
        };
        if let Some(g) = group {
            a = a.group(g);
        }
        alerts.push(a);
    }
    if won_by_counters {
        alerts.push(
            Alert::new(
                AlertLevel::Victory,
                "Every Siege Engine is defeated: the Troops are routed and you win (rulebook: Winning and Losing). \
                 For your grade, count the Troops in your hand and on the Battlefield and set both counters \
                 (rulebook: How Honored Was Your Victory)",
            )
            .group(GROUP_ENGINES),
        );
    }
    let (text, note) = grade(state);
    derived.push(Derived::new("grade", "Grading", text).group(GROUP_END).note(note));

    Report { derived, alerts, actions }
}

fn turret_buttons(state: &TableState, t: usize, p: i32) -> Vec<RuleButton> {
    let group = turret_group(t);
    let n = t + 1;
    let turret = n as u8;
    let hits = impact(state, t);
    let who = champion(state, t);
    let mut out = Vec::new();

    let mut by_champion = RuleButton::new(
        format!("turret{n}.repair_champion"),
        "Repair: discard the Champion",
        RuleOp::Valeria(Rule::RepairWithChampion { turret }),
    )
    .group(group.clone());
    by_champion = if p != PHASE_ACTIONS {
        by_champion.disabled("Only in Perform Your Actions (ruling A-11)")
    } else if who == 0 {
        by_champion.disabled("No Champion on this Turret")
    } else if !face_up(state, t) {
        by_champion.disabled("The Champion is face down")
    } else if hits == 0 {
        by_champion.disabled("No Impact to remove")
    } else {
        by_champion.hint(format!("Discard {} to remove 1 Impact (rulebook: Fortress)", champion_name(who)))
    };
    out.push(by_champion);

    for colour in [DieColour::Soldier, DieColour::Holy] {
        let mut b = RuleButton::new(
            format!("turret{n}.repair_{}", colour.name().to_lowercase()),
            format!("Repair: spend a {} die", colour.name()),
            RuleOp::Valeria(Rule::RepairWithDie { turret, colour }),
        )
        .group(group.clone());
        b = if p != PHASE_ACTIONS {
            b.disabled("Only in Perform Your Actions (rulebook: Fortress)")
        } else if hits == 0 {
            b.disabled("No Impact to remove")
        } else if state.value_or(colour.active(), None, 0) == 0 {
            b.disabled(format!("No active {} die", colour.name()))
        } else {
            b.hint("1 die of any value removes 1 Impact (rulebook: Fortress)")
        };
        out.push(b);
    }
    out
}

/// The Valeria tracker.
pub struct ValeriaTracker;

impl Tracker for ValeriaTracker {
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

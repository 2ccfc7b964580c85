//! The tracker's own operations: rolling the dice, repairs, defeating and placing Siege Engines,
//! Reinforce.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::keys::*;
use super::read::{champion, champions_on_fortress, engines_on_battlefield, face_up, impact, phase, phase_name};
use super::settle::{refresh, reinforced_today};
use crate::table::{ResultDie, RuleResult, TableError, TableState};

/// The tracker's own operations (`{"game": "valeria", "do": ...}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Flip every face-down Champion face up (rulebook: Roll Your Dice).
    RefreshChampions,
    /// Roll Your Dice: refresh the Champions, gather the spent dice and roll every die of the pool.
    RollDice,
    /// Roll Your Dice with the table's own dice, as one move: refresh the Champions and move every
    /// die of the pool (the spent ones) to active (rulebook: Roll Your Dice).
    RolledAtTable,
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
    pub(super) fn name(self) -> &'static str {
        match self {
            DieColour::Soldier => "Soldier",
            DieColour::Holy => "Holy",
        }
    }
    pub(super) fn active(self) -> &'static str {
        match self {
            DieColour::Soldier => SOLDIER_ACTIVE,
            DieColour::Holy => HOLY_ACTIVE,
        }
    }
    pub(super) fn spent(self) -> &'static str {
        match self {
            DieColour::Soldier => SOLDIER_SPENT,
            DieColour::Holy => HOLY_SPENT,
        }
    }
}

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
pub(super) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::RefreshChampions => {
            refresh(state).ok_or_else(|| TableError::Rule("every Champion on the Fortress is already face up".into()))
        }
        Rule::RollDice => roll_dice(state, rng),
        Rule::RolledAtTable => rolled_at_table(state),
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

/// rulebook: Roll Your Dice — "flip any face-down Champions face-up, then roll all the dice in your
/// dice pool to your active dice area": the physical dice were rolled, so every die of the pool is
/// active now (ruling A-1: the pool is the active and the spent dice).
fn rolled_at_table(state: &mut TableState) -> Result<String, TableError> {
    in_phase(state, PHASE_ROLL, "Rolling the dice", "Roll Your Dice")?;
    let mut moves = Vec::new();
    for colour in [DieColour::Soldier, DieColour::Holy] {
        let active = need(state, colour.active())?;
        let spent = need(state, colour.spent())?;
        moves.push((colour, active, spent));
    }
    if moves.iter().all(|(_, active, spent)| active + spent == 0) {
        return Err(TableError::Rule("no die in your pool to roll (rulebook: Roll Your Dice)".into()));
    }
    if moves.iter().all(|(_, _, spent)| *spent == 0) {
        return Err(TableError::Rule(
            "every die of your pool is already active: nothing to gather (rulebook: Roll Your Dice)".into(),
        ));
    }
    let refreshed = refresh(state);
    let mut parts = Vec::new();
    for (colour, active, spent) in moves {
        state.set_value(colour.spent(), None, 0)?;
        state.set_value(colour.active(), None, active + spent)?;
        parts.push(format!("{} {}", active + spent, colour.name()));
    }
    let mut text = format!("Rolled at the table: {} dice active (rulebook: Roll Your Dice)", parts.join(", "));
    if let Some(line) = refreshed {
        text.push_str(&format!("; {line}"));
    }
    Ok(text)
}

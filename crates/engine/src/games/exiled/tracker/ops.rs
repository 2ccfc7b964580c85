//! The tracker's own operations: "Next" through the round, the reinforcements, the Battering Ram,
//! Destroy Fortifications, a breach and a repair.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::compound::round_units;
use super::profile;
use super::read::{defenders_on_board, level, phase_name, place_damage, put, reinforce, stage_name, tracks};
use super::settle::attack_over;
use crate::games::exiled::data::{
    defence_bonus, fortification, ram_damage, Section, ATTACK, CLEAN_UP, DAMAGE_MARKERS, DEFENDER, DEVELOPMENT,
    FIRST_REINFORCED_ROUND, REINFORCEMENTS, REORGANIZATION, ROUNDS, TURNS,
};
use crate::table::{RuleResult, TableError, TableState};

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Moves the round on: the next phase; in the Attack phase the next step and turn (after the 4th
    /// Reorganization, or one with no attacking units left, the Clean-up); after the Clean-up the next round.
    Next,
    /// The Attacker's 4 reinforcement Warriors (rounds 2-4), from the box to play.
    Reinforce,
    /// A side's new units of the round in one step (Train, Breed, Build Machines; for the Attacker
    /// also the round's reinforcement Warriors when due), from the box into play.
    RoundUnits {
        /// The side: 0 the Attacker, 1 the Defenders.
        side: usize,
        /// Piece key (`warriors`, `archers`, ...) → how many arrive.
        #[serde(default)]
        units: std::collections::BTreeMap<String, i32>,
    },
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

pub(super) fn plural(n: i32) -> &'static str {
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
pub(super) fn next_step(state: &TableState) -> Result<(&'static str, i32, String), TableError> {
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
pub(super) fn rule(state: &mut TableState, op: &Rule, _rng: &mut ChaCha8Rng) -> Result<String, TableError> {
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
        Rule::RoundUnits { side, units } => round_units(state, *side, units),
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
            let full = profile::gate_full(&state.profile);
            let gate = state.value_or("gate", None, full);
            let gate_down = s == Section::GateWall && gate < full && state.value("gate", None).is_some();
            if damage == 0 && !gate_down {
                return Err(refuse(format!("the {} has no damage to repair", s.name())));
            }
            state.set_value(s.damage_key(), None, 0)?;
            let mut text = format!("{}: {damage} Damage marker{} removed", s.name(), plural(damage));
            if gate_down {
                state.set_value("gate", None, full)?;
                text.push_str(&format!(", Gate Durability {gate} → {full}"));
            }
            Ok(format!("Repair: {text} (rulebook: Repair)"))
        }
    }
}

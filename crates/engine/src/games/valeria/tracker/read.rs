//! Reading the table: the Turrets, the phase, the Siege Engines, and how the game stands.

use super::keys::*;
use crate::table::{AlertLevel, TableState};

pub(super) fn impact(state: &TableState, t: usize) -> i32 {
    TURRET_IMPACT.get(t).map_or(0, |k| state.value_or(k, None, 0))
}

pub(super) fn champion(state: &TableState, t: usize) -> i32 {
    TURRET_CHAMPION.get(t).map_or(0, |k| state.value_or(k, None, 0))
}

pub(super) fn face_up(state: &TableState, t: usize) -> bool {
    TURRET_FACE.get(t).is_none_or(|k| state.value_or(k, None, 1) != 0)
}

pub(super) fn phase(state: &TableState) -> i32 {
    state.value_or(PHASE, None, PHASE_ROLL)
}

pub(super) fn phase_name(p: i32) -> &'static str {
    usize::try_from(p).ok().and_then(|i| PHASES.get(i)).copied().unwrap_or("?")
}

pub(super) fn turret_of(key: &str, keys: &[&str; TURRETS]) -> Option<usize> {
    keys.iter().position(|k| *k == key)
}

pub(super) fn champions_on_fortress(state: &TableState) -> i32 {
    (0..TURRETS).filter(|&t| champion(state, t) != 0).count() as i32
}

/// Impact tokens placed on the Fortress.
pub(super) fn impacts_placed(state: &TableState) -> i32 {
    (0..TURRETS).map(|t| impact(state, t)).sum()
}

pub(super) fn engines_on_battlefield(state: &TableState) -> i32 {
    (state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY) - state.value_or(ENGINES_DECK, None, 0)).max(0)
}

/// Why the game is lost, if the counters say so (first reason in the rulebook's order).
pub(super) fn loss_reasons(state: &TableState) -> Vec<(String, Option<String>)> {
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

pub(super) fn is_won(state: &TableState) -> bool {
    state.value(ENGINES_LEFT, None) == Some(0)
}

/// How the game stands.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Outcome {
    On,
    Won,
    Lost,
}

/// The end the table recorded (it stands through later changes, see `table/end.rs`), else the
/// counters: a win before a loss, since defeating the last Siege Engine wins at once and nothing
/// after it counts (rulebook: Attacking the Enemy — "you immediately win the game"; ruling A-45: a
/// loss never has 0 undefeated Siege Engines).
pub(super) fn outcome(state: &TableState) -> Outcome {
    match state.ended.as_ref().map(|a| a.level) {
        Some(AlertLevel::Victory) => Outcome::Won,
        Some(AlertLevel::Loss) => Outcome::Lost,
        _ if is_won(state) => Outcome::Won,
        _ if !loss_reasons(state).is_empty() => Outcome::Lost,
        _ => Outcome::On,
    }
}

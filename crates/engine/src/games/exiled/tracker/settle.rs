//! The rules over every change: the round's phases and the Attack phase's turns and steps, the
//! Attacker's reinforcements, the mode's setup, a Building's one level a round, Damage markers and
//! the Gate, and the units against the Fortifications' capacity.

use super::keys::DEVELOPED;
use super::ops::plural;
use super::read::{damage_total, defenders_on_board, in_play, level, phase_name, place_damage, put, reinforce};
use crate::games::exiled::data::{
    Section, ATTACK, ATTACKER, CLEAN_UP, DAMAGE_MARKERS, DEFENDER, FIRST_REINFORCED_ROUND, MODE_COOP, MODE_SOLO,
    PASSES_TO_END, REORGANIZATION, SIEGE_START, TURNS,
};
use crate::table::{changed, Change, TableError, TableState};

/// Refusals and consequences after a change.
pub(super) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
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
pub(super) fn attack_over(state: &TableState, turn: i32, step: i32) -> bool {
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

/// Keeps a generic advance consistent with the round's Next (see [`next_step`](super::ops::next_step)):
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

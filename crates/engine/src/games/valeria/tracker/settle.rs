//! The rules over every change: refusals (one card of each Champion, no Champion on a 3-Impact
//! Turret) and consequences (the 3rd Impact discards the Champion, Easy Mode skips the Event, an
//! empty Troop deck at Reinforce loses, Roll Your Dice refreshes the Champions).

use super::keys::*;
use super::read::{champion, champions_on_fortress, face_up, impact, is_won, phase, phase_name, turret_of};
use crate::table::{Change, TableError, TableState};

/// Refusals and consequences after a change.
pub(super) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
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

pub(super) fn reinforced_today(state: &TableState) -> bool {
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
pub(super) fn refresh(state: &mut TableState) -> Option<String> {
    let mut names = Vec::new();
    for (t, key) in TURRET_FACE.iter().enumerate() {
        let who = champion(state, t);
        if who != 0 && !face_up(state, t) && state.set_value(key, None, 1).is_ok() {
            names.push(champion_name(who));
        }
    }
    (!names.is_empty()).then(|| format!("Champions face up again: {} (rulebook: Roll Your Dice)", names.join(", ")))
}

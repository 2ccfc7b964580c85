//! The rules over every change: the refusals, a Wizard out at 0 Life, the turn passing, each step's
//! entry (the Draw Step counts the durations down), and the deployment allowance.

use super::army::{changed, delta, disband, move_banners, return_tiles, shift};
use super::keys::*;
use super::ops::{clear_roll, clears_roll, rolled};
use super::read::{active, is_out, living, shared, val};
use super::seats::{reseat, seat_change, sync_seats};
use crate::games::thaloria::data::{
    BANNERS, DUNGEON_DURATION, ELITE_POWER, MAX_ATTACKERS, MAX_DEFENDERS, STANDARD_POWER,
};
use crate::table::{Change, TableError, TableState};

/// Refusals and consequences after a change.
pub(super) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();
    let seats = seat_change(state);
    if let Some(change) = seats {
        out.extend(reseat(state, change));
    }
    sync_seats(state);
    refusals(state, changes)?;
    let n = state.player_count();
    out.extend(move_banners(state, changes)?);
    if clears_roll(changes) && rolled(state) {
        clear_roll(state);
        out.push("the combat roll is cleared (its setup changed)".into());
    }

    // Territory: a banner that is taken away cannot stay disputed.
    for p in 0..n {
        if delta(changes, BANNERS_KEY, p) < 0 && val(state, CONTESTED, p) > val(state, BANNERS_KEY, p) {
            state.set_clamped(CONTESTED, Some(p), val(state, BANNERS_KEY, p));
        }
    }

    // A Wizard at 0 Life Points (or eliminated otherwise) is out: the army disbands.
    let mut fell = Vec::new();
    for p in 0..n {
        let life_fell = changed(changes, LIFE).any(|c| c.player == Some(p) && c.from > 0 && c.to <= 0);
        let eliminated = changed(changes, ELIMINATED).any(|c| c.player == Some(p) && c.from <= 0 && c.to > 0);
        if life_fell || (eliminated && !life_at_zero(state, p)) {
            fell.push(p);
            let returned = return_tiles(state, p);
            let removed = disband(state, p);
            let who = state.player_name(p);
            let how = if life_fell { "Wizard is defeated" } else { "faction is eliminated" };
            out.push(format!(
                "{who}'s {how}: army disbanded ({removed} Warriors removed from the game), banners removed — \
                 tiles they held return to their owners (rulebook: Wizard Defeat Consequences)"
            ));
            out.extend(returned);
        }
    }

    // Dungeons: Warriors sent in start the default duration; an emptied Dungeon stops counting.
    for p in 0..n {
        let sent = delta(changes, S_DUNGEON, p) > 0 || delta(changes, E_DUNGEON, p) > 0;
        let inside = val(state, S_DUNGEON, p) + val(state, E_DUNGEON, p);
        let left = val(state, DUNGEON_STEPS, p);
        if sent && left == 0 && state.set_clamped(DUNGEON_STEPS, Some(p), DUNGEON_DURATION).is_some() {
            out.push(format!(
                "{}'s Dungeon: {DUNGEON_DURATION} Draw Steps (rulebook: Dungeon Duration)",
                state.player_name(p)
            ));
        } else if inside == 0 && left > 0 && (delta(changes, S_DUNGEON, p) < 0 || delta(changes, E_DUNGEON, p) < 0) {
            state.set_clamped(DUNGEON_STEPS, Some(p), 0);
            out.push(format!("{}'s Dungeon is empty: its duration is cleared", state.player_name(p)));
        }
    }

    let turn_passed = changed(changes, ACTIVE).next().cloned();
    let step_change = changed(changes, STEP).next().cloned();
    let active_fell = active(state).filter(|p| fell.contains(p));
    if let Some(c) = turn_passed {
        out.extend(pass_turn(state, &c, changes));
    } else if let (Some(p), false) = (active_fell, living(state).is_empty()) {
        out.extend(pass_from_defeated(state, p));
    } else if let Some(c) = step_change {
        state.set_clamped(DEPLOYED, None, 0);
        out.extend(enter_step(state, &c));
    } else {
        count_deployment(state, changes);
    }
    Ok(out)
}

/// rulebook: 11. Territorial Victory — enemy tiles under the Wizard's banners, disputes excluded.
pub(super) fn held(state: &TableState, player: usize) -> i32 {
    val(state, BANNERS_KEY, player) - val(state, CONTESTED, player)
}

pub(super) fn life_at_zero(state: &TableState, player: usize) -> bool {
    state.by_key(LIFE, Some(player)).is_some_and(|c| c.value <= c.min)
}

fn refusals(state: &TableState, changes: &[Change]) -> Result<(), TableError> {
    let touched =
        |keys: [&str; 2]| changes.iter().any(|c| c.to > c.from && c.key.as_deref().is_some_and(|k| keys.contains(&k)));
    let attackers = shared(state, ATT_STANDARD, 0) + shared(state, ATT_ELITE, 0);
    if touched([ATT_STANDARD, ATT_ELITE]) && attackers > MAX_ATTACKERS {
        return Err(TableError::Rule(format!(
            "at most {MAX_ATTACKERS} attacking Warriors roll, not {attackers} (rulebook: Combat Dice)"
        )));
    }
    let defenders = shared(state, DEF_STANDARD, 0) + shared(state, DEF_ELITE, 0);
    if touched([DEF_STANDARD, DEF_ELITE]) && defenders > MAX_DEFENDERS {
        return Err(TableError::Rule(format!(
            "at most {MAX_DEFENDERS} defending Warriors roll, not {defenders} (rulebook: Combat Dice)"
        )));
    }
    for c in changed(changes, CONTESTED) {
        let Some(p) = c.player else { continue };
        if c.to > c.from && c.to > val(state, BANNERS_KEY, p) {
            return Err(TableError::Rule(format!(
                "{} has only {} banners placed, so at most that many bannered tiles are disputed (rulebook: \
                 Territorial Victory)",
                state.player_name(p),
                val(state, BANNERS_KEY, p)
            )));
        }
    }
    Ok(())
}

/// designed: rulebook silent (A3.3 ends a turn early; 10. a defeated Wizard takes no more part) —
/// the active Wizard defeated during their own turn: the turn passes clockwise to the next living
/// Wizard, as "Next" past the Consolidation Step would (the round goes up past the last seat).
fn pass_from_defeated(state: &mut TableState, player: usize) -> Vec<String> {
    let n = state.player_count().max(1);
    let next = (player + 1) % n;
    let mut out = vec![format!("{} was the active Wizard: the turn passes", state.player_name(player))];
    state.set_clamped(ACTIVE, None, next as i32);
    let change =
        Change { id: String::new(), key: Some(ACTIVE.into()), player: None, from: player as i32, to: next as i32 };
    out.extend(pass_turn(state, &change, &[]));
    out
}

/// A new active Wizard: skip defeated ones, start at the first step, clear the turn's flags. The
/// Wizard whose turn ends with eight uncontested enemy tiles wins (rulebook: 11. Territorial
/// Victory — "at the end of your turn").
fn pass_turn(state: &mut TableState, change: &Change, changes: &[Change]) -> Vec<String> {
    let mut out = Vec::new();
    let n = state.player_count();
    // The round as it was before a "Next" carried into it (the round follows the starting Wizard below).
    let round_change = changed(changes, ROUND).next().cloned();
    let round_before = match &round_change {
        Some(r) if r.to == r.from + 1 => Some(r.from),
        Some(_) => None,
        None => Some(shared(state, ROUND, 1)),
    };
    let new_start = changed(changes, START).next().is_some();
    if let Some(prev) = usize::try_from(change.from).ok().filter(|p| *p < n && !is_out(state, *p)) {
        if held(state, prev) >= BANNERS && state.set_clamped(TERRITORIAL_WIN, Some(prev), 1) == Some(0) {
            out.push(format!(
                "{} ends their turn holding {BANNERS} uncontested enemy tiles: Territorial Victory (rulebook: 11. \
                 Territorial Victory)",
                state.player_name(prev)
            ));
        }
    }
    let start = usize::try_from(change.to).unwrap_or(0);
    let mut seat = start;
    if !living(state).is_empty() {
        for _ in 0..n {
            if !is_out(state, seat) {
                break;
            }
            seat = (seat + 1) % n.max(1);
        }
    }
    if seat != start {
        state.set_clamped(ACTIVE, None, seat as i32);
        let skipped: Vec<String> =
            (0..n).map(|i| (start + i) % n).take_while(|s| *s != seat).map(|s| state.player_name(s)).collect();
        out.push(format!("skipped defeated {} — {}'s turn", skipped.join(", "), state.player_name(seat)));
    }
    // designed: a round is a turn for each seat from the starting Wizard on (rulebook: 2. play proceeds
    // clockwise from the starting player): it goes up when the turn passes clockwise to, or over, the starting
    // Wizard's seat; a jump with the picker counts only the defeated seats it skips.
    if let (Some(before), false) = (round_before, new_start) {
        let first = usize::try_from(shared(state, START, 0)).unwrap_or(0).min(n.saturating_sub(1));
        let from = usize::try_from(change.from).unwrap_or(0);
        let clockwise = n > 0 && start == (from + 1) % n;
        let origin = if clockwise { from } else { start };
        let crosses = origin != seat
            && (1..=n).map(|i| (origin + i) % n.max(1)).take_while(|s| *s != seat).chain([seat]).any(|s| s == first);
        let round = before + i32::from(crosses);
        if shared(state, ROUND, 1) != round && state.set_clamped(ROUND, None, round).is_some() && crosses {
            out.push(format!("Round {}", shared(state, ROUND, 1)));
        }
    }
    state.set_clamped(STEP, None, STEP_DISPUTED);
    state.set_clamped(RALLY_USED, None, 0);
    state.set_clamped(DEPLOYED, None, 0);
    state.set_clamped(DRAW_STATE, None, DRAW_NOT_YET);
    state.set_clamped(ALARIC_USED, None, 0);
    state.set_clamped(HALDREK_USED, None, 0);
    clear_roll(state);
    out
}

/// The active Wizard's Draw Step, once per turn: a pending skip is spent, or durations count down.
fn enter_step(state: &mut TableState, change: &Change) -> Vec<String> {
    let mut out = Vec::new();
    let Some(p) = active(state) else { return out };
    if shared(state, DRAW_STATE, DRAW_NOT_YET) != DRAW_NOT_YET || change.from >= STEP_DRAW {
        return out;
    }
    let who = state.player_name(p);
    if change.to >= STEP_RECOVERY && val(state, SKIP_DRAW, p) > 0 {
        let left = val(state, SKIP_DRAW, p) - 1;
        state.set_clamped(SKIP_DRAW, Some(p), left);
        state.set_clamped(DRAW_STATE, None, DRAW_SKIPPED);
        if change.to < STEP_DEPLOY {
            state.set_clamped(STEP, None, STEP_DEPLOY);
        }
        out.push(format!(
            "{who}'s Draw Step is skipped: no Last Muster, Rally, Draw Step effects or draw; on to the Deployment \
             Step ({left} more to skip) (rulebook: A3.1)"
        ));
        return out;
    }
    if change.to >= STEP_DRAW {
        state.set_clamped(DRAW_STATE, None, DRAW_COUNTED);
        out.extend(count_down(state, p));
    }
    out
}

/// rulebook: 7. Dungeon Duration; A9.4 — each duration of `player` goes down by one at their Draw
/// Step; a Dungeon at 0 returns its Warriors to the Reserve, a Curse or Ritual at 0 ends.
fn count_down(state: &mut TableState, player: usize) -> Vec<String> {
    let mut out = Vec::new();
    let who = state.player_name(player);
    for (key, name) in DURATIONS {
        let left = val(state, key, player);
        if left <= 0 {
            continue;
        }
        state.set_clamped(key, Some(player), left - 1);
        if left > 1 {
            out.push(format!("{who}'s {name}: {} Draw Step{} left", left - 1, if left == 2 { "" } else { "s" }));
        } else if key == DUNGEON_STEPS {
            let s = val(state, S_DUNGEON, player);
            let e = val(state, E_DUNGEON, player);
            let back = shift(state, player, S_DUNGEON, S_RESERVE, s)
                .and_then(|()| shift(state, player, E_DUNGEON, E_RESERVE, e));
            if back.is_ok() {
                out.push(format!(
                    "{who}'s Dungeon ends: {s} Standard and {e} Elite Warriors return to the Reserve (rulebook: \
                     Dungeon Duration)"
                ));
            }
        } else {
            out.push(format!("{who}'s {name} ends: discard it unless the card says otherwise (rulebook: A9.4)"));
        }
    }
    out
}

/// rulebook: 5. Deployment Step; Consolidation Deployment — the active Wizard's Reserve → tiles
/// moves during those steps count against the five Power Points.
fn count_deployment(state: &mut TableState, changes: &[Change]) {
    let step = shared(state, STEP, 0);
    let Some(p) = active(state) else { return };
    if step != STEP_DEPLOY && step != STEP_CONSOLIDATE {
        return;
    }
    let moved = |reserve: &str, tiles: &str| (-delta(changes, reserve, p)).min(delta(changes, tiles, p)).max(0);
    let power = moved(S_RESERVE, S_TILES) * STANDARD_POWER + moved(E_RESERVE, E_TILES) * ELITE_POWER;
    if power > 0 {
        let now = shared(state, DEPLOYED, 0) + power;
        state.set_clamped(DEPLOYED, None, now);
    }
}

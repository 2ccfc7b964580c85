//! Reading the table: who is out, who is active, Army Power, and whether Rally the Fallen and Last
//! Muster may be used now.

use super::keys::*;
use crate::games::thaloria::data::{ELITE_POWER, LAST_MUSTER_RETURNS, RALLY_GAP, STANDARD_POWER};
use crate::table::TableState;

pub(super) fn val(state: &TableState, key: &str, player: usize) -> i32 {
    state.value_or(key, Some(player), 0)
}

pub(super) fn shared(state: &TableState, key: &str, default: i32) -> i32 {
    state.value_or(key, None, default)
}

/// Out of the game: Wizard at 0 Life Points or eliminated otherwise.
pub(super) fn is_out(state: &TableState, player: usize) -> bool {
    let life = state.by_key(LIFE, Some(player)).map(|c| c.value <= c.min).unwrap_or(false);
    life || val(state, ELIMINATED, player) > 0
}

pub(super) fn living(state: &TableState) -> Vec<usize> {
    (0..state.player_count()).filter(|p| !is_out(state, *p)).collect()
}

pub(super) fn active(state: &TableState) -> Option<usize> {
    usize::try_from(shared(state, ACTIVE, 0)).ok().filter(|p| *p < state.player_count())
}

/// rulebook: 5. Rally the Fallen / A10 Army Power — Warriors in the Reserve, on tiles (the Grotto
/// included) and in Dungeons; Standard 1, Elite 2; Fallen and removed Warriors do not count.
pub(super) fn army_power(state: &TableState, player: usize) -> i32 {
    let standard = val(state, S_RESERVE, player) + val(state, S_TILES, player) + val(state, S_DUNGEON, player);
    let elite = val(state, E_RESERVE, player) + val(state, E_TILES, player) + val(state, E_DUNGEON, player);
    standard * STANDARD_POWER + elite * ELITE_POWER
}

/// Living Warriors that prevent No Remaining Army elimination (Reserve, tiles, Dungeons).
pub(super) fn living_warriors(state: &TableState, player: usize) -> i32 {
    [S_RESERVE, S_TILES, S_DUNGEON, E_RESERVE, E_TILES, E_DUNGEON].iter().map(|k| val(state, k, player)).sum()
}

/// Where a Wizard stands for Rally the Fallen: `Ok(gap)` when eligible (`gap` below the
/// strongest living opponent), or why not.
pub(super) fn rally_standing(state: &TableState, player: usize) -> Result<i32, String> {
    if is_out(state, player) {
        return Err("out of the game".into());
    }
    let mine = army_power(state, player);
    let best = living(state).into_iter().filter(|p| *p != player).map(|p| (army_power(state, p), p)).max();
    let Some((top, who)) = best else { return Err("no living opponent".into()) };
    if mine >= top {
        return Err(if mine == top {
            "tied for the highest Army Power".into()
        } else {
            "the highest Army Power".into()
        });
    }
    let gap = top - mine;
    if gap < RALLY_GAP {
        return Err(format!("only {gap} below {}'s {top} (needs {RALLY_GAP})", state.player_name(who)));
    }
    Ok(gap)
}

/// rulebook: 5. Draw Step order (Last Muster and Rally come first, after the disputed tiles are
/// resolved); A3.1 — a skipped Draw Step has no Last Muster and no Rally the Fallen.
fn own_draw_start(state: &TableState, player: usize) -> Result<(), String> {
    if active(state) != Some(player) {
        return Err("only at the beginning of your own Draw Step (make this Wizard active)".into());
    }
    let drawn = shared(state, DRAW_STATE, DRAW_NOT_YET);
    if drawn == DRAW_SKIPPED || (drawn == DRAW_NOT_YET && val(state, SKIP_DRAW, player) > 0) {
        return Err("not in a skipped Draw Step (rulebook: A3.1)".into());
    }
    if shared(state, STEP, 0) != STEP_RECOVERY {
        return Err(format!(
            "only at the beginning of the Draw Step (the step \"{}\"), after disputed tiles are resolved and before \
             effects and the draw",
            STEPS[STEP_RECOVERY as usize]
        ));
    }
    Ok(())
}

pub(super) fn rally_check(state: &TableState, player: usize) -> Result<(), String> {
    rally_standing(state, player).map_err(|why| format!("not eligible: {why} (rulebook: Rally the Fallen)"))?;
    own_draw_start(state, player).map_err(|why| format!("{why} (rulebook: Rally the Fallen)"))?;
    if shared(state, RALLY_USED, 0) > 0 {
        return Err("already used this turn (rulebook: Rally the Fallen — once per player turn)".into());
    }
    if val(state, S_FALLEN, player) <= 0 {
        return Err("no Fallen Standard Warriors to return (rulebook: Rally the Fallen)".into());
    }
    Ok(())
}

/// How many Warriors Last Muster would return now, or why it cannot be used.
pub(super) fn last_muster_check(state: &TableState, player: usize) -> Result<i32, String> {
    if is_out(state, player) {
        return Err("out of the game".into());
    }
    if val(state, LAST_MUSTER, player) <= 0 {
        return Err("the Last Muster token is already spent (rulebook: Last Muster — once per game)".into());
    }
    own_draw_start(state, player).map_err(|why| format!("{why} (rulebook: Last Muster)"))?;
    let on_board = [S_RESERVE, S_TILES, E_RESERVE, E_TILES].iter().map(|k| val(state, k, player)).sum::<i32>();
    if on_board > 0 {
        return Err("only with no Warriors on the battlefield and none in the Reserve (rulebook: Last Muster)".into());
    }
    let fallen = val(state, S_FALLEN, player);
    if fallen <= 0 {
        return Err("no Fallen Standard Warriors to return (rulebook: Last Muster cannot return Elites)".into());
    }
    Ok(fallen.min(LAST_MUSTER_RETURNS))
}

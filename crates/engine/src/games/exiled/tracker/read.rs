//! Reading the table (pieces in play, the mode, the phase) and moving pieces and Damage markers
//! from the box.

use super::keys::*;
use crate::games::exiled::data::{
    Piece, Section, ATTACKER, DAMAGE_MARKERS, DEFENDER, MODE_STANDARD, PHASES, PIECES, REINFORCEMENTS, SIEGE_START,
};
use crate::table::TableState;

pub(super) fn piece_group(p: &Piece) -> &'static str {
    match (p.side == ATTACKER, p.machine) {
        (true, false) => G_ATT_UNITS,
        (true, true) => G_ATT_MACHINES,
        (false, false) => G_DEF_UNITS,
        (false, true) => G_DEF_MACHINES,
    }
}

/// How many of a side's units (or war machines) are in play.
pub(super) fn in_play(state: &TableState, side: usize, machine: bool) -> i32 {
    PIECES.iter().filter(|p| p.side == side && p.machine == machine).map(|p| state.value_or(p.key, None, 0)).sum()
}

/// The Defenders' units on the board: those in play less those held back in the Unit Zone. rulebook: Winning
/// Conditions — "all defending units are destroyed" counts the board only (ruling exiled A-17).
pub(super) fn defenders_on_board(state: &TableState) -> i32 {
    (in_play(state, DEFENDER, false) - state.value_or("held_back", None, 0)).max(0)
}

/// The game mode (an older table is a standard game).
pub(super) fn mode(state: &TableState) -> i32 {
    state.value_or("mode", None, MODE_STANDARD)
}

/// Whether the table tracks any of a side's units (an older table may not).
pub(super) fn tracks(state: &TableState, side: usize) -> bool {
    PIECES.iter().any(|p| p.side == side && !p.machine && state.by_key(p.key, None).is_some())
}

pub(super) fn damage_total(state: &TableState) -> i32 {
    Section::ALL.iter().map(|s| state.value_or(s.damage_key(), None, 0)).sum()
}

pub(super) fn level(state: &TableState, s: Section) -> i32 {
    state.value_or(s.level_key(), None, 0)
}

pub(super) fn phase_name(phase: i32) -> &'static str {
    usize::try_from(phase).ok().and_then(|i| PHASES.get(i)).copied().unwrap_or("?")
}

pub(super) fn stage_name(phase: i32) -> &'static str {
    if phase < SIEGE_START {
        "Development Stage"
    } else {
        "Siege Stage"
    }
}

/// Sets a counter if the table has it, within its range; false when it is missing or unchanged.
pub(super) fn put(state: &mut TableState, key: &str, player: Option<usize>, value: i32) -> bool {
    state.set_clamped(key, player, value).is_some_and(|old| state.value(key, player) != Some(old))
}

/// Moves up to `want` pieces of a pool from the box into play; returns how many moved.
fn from_box(state: &mut TableState, key: &str, box_key: &str, want: i32) -> i32 {
    let (Some(inside), Some(c)) = (state.by_key(box_key, None).cloned(), state.by_key(key, None).cloned()) else {
        return 0;
    };
    let n = want.min(inside.value - inside.min).min(c.max - c.value).max(0);
    if n > 0 {
        put(state, box_key, None, inside.value - n);
        put(state, key, None, c.value + n);
    }
    n
}

/// Places up to `want` Damage markers on `s` from the box; returns how many were placed.
pub(super) fn place_damage(state: &mut TableState, s: Section, want: i32) -> i32 {
    let left = (DAMAGE_MARKERS - damage_total(state)).max(0);
    let Some((value, max)) = state.by_key(s.damage_key(), None).map(|c| (c.value, c.max)) else { return 0 };
    let n = want.min(left).min(max - value).max(0);
    if n > 0 {
        put(state, s.damage_key(), None, value + n);
    }
    n
}

/// The 4 reinforcement Warriors: into play from the box (what the box still holds), and the round's flag.
pub(super) fn reinforce(state: &mut TableState) -> String {
    let n = from_box(state, "warriors", "warriors.box", REINFORCEMENTS);
    put(state, "reinforced", None, 1);
    let total = state.value_or("warriors", None, 0);
    if n == REINFORCEMENTS {
        format!("the Attacker gains {n} reinforcement Warriors ({total} in play)")
    } else {
        format!(
            "the Attacker gains {n} reinforcement Warriors, all the box had left ({total} in play; rulebook: \
             Game Components — components are limited)"
        )
    }
}

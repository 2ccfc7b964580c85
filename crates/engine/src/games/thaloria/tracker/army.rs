//! Moving a Wizard's Warriors and banners: between the army's pools, disbanded at 0 Life, tiles
//! returning to their owners, banners on another Wizard's tiles.

use super::keys::*;
use super::read::{is_out, val};
use crate::games::thaloria::data::{BANNERS, FACTION_TILES};
use crate::table::{Change, TableError, TableState};

/// Moves `n` between two counters of one player, within their ranges; nothing changes on error.
pub(super) fn shift(state: &mut TableState, player: usize, from: &str, to: &str, n: i32) -> Result<(), TableError> {
    if n <= 0 {
        return Ok(());
    }
    let a = state.by_key(from, Some(player)).ok_or_else(|| TableError::NoSuchCounter(from.into()))?.clone();
    let b = state.by_key(to, Some(player)).ok_or_else(|| TableError::NoSuchCounter(to.into()))?.clone();
    if a.value - n < a.min {
        return Err(TableError::AtLimit { label: a.label, which: "minimum", limit: a.min });
    }
    if b.value + n > b.max {
        return Err(TableError::AtLimit { label: b.label, which: "maximum", limit: b.max });
    }
    state.set_value(from, Some(player), a.value - n)?;
    state.set_value(to, Some(player), b.value + n)?;
    Ok(())
}

pub(super) fn changed<'a>(changes: &'a [Change], key: &str) -> impl Iterator<Item = &'a Change> + 'a {
    let key = key.to_string();
    changes.iter().filter(move |c| c.key.as_deref() == Some(key.as_str()))
}

pub(super) fn delta(changes: &[Change], key: &str, player: usize) -> i32 {
    changed(changes, key).filter(|c| c.player == Some(player)).map(|c| c.to - c.from).sum()
}

/// rulebook: 10. Wizard Defeat Consequences — the army disbands (every Warrior removed from the
/// game), the banners are removed; designed: its durations and pending skips are cleared.
pub(super) fn disband(state: &mut TableState, player: usize) -> i32 {
    let mut removed = 0;
    for (keys, to) in
        [([S_RESERVE, S_TILES, S_DUNGEON, S_FALLEN], S_REMOVED), ([E_RESERVE, E_TILES, E_DUNGEON, E_FALLEN], E_REMOVED)]
    {
        for key in keys {
            let n = val(state, key, player);
            if n > 0 && shift(state, player, key, to, n).is_ok() {
                removed += n;
            }
        }
    }
    for key in [BANNERS_KEY, CONTESTED, SKIP_DRAW].into_iter().chain(DURATIONS.iter().map(|d| d.0)) {
        state.set_clamped(key, Some(player), 0);
    }
    removed
}

/// rulebook: 10. Conquered Tiles Return — the defeated Wizard's banners on surviving Wizards' tiles come off
/// and those tiles go back to their owners: each owner's "own tiles under enemy banners" goes down. Returns
/// the text, if any tile returned.
pub(super) fn return_tiles(state: &mut TableState, player: usize) -> Option<String> {
    let mut back = Vec::new();
    for (seat, key) in TILES_OF.iter().enumerate().take(state.player_count()) {
        let k = val(state, key, player);
        if k <= 0 {
            continue;
        }
        state.set_clamped(key, Some(player), 0);
        if seat != player && !is_out(state, seat) {
            let lost = val(state, TILES_LOST, seat);
            state.set_clamped(TILES_LOST, Some(seat), lost - k);
            back.push(format!("{} {k}", state.player_name(seat)));
        }
    }
    (!back.is_empty())
        .then(|| format!("tiles back to their owners: {} (rulebook: Conquered Tiles Return)", back.join(", ")))
}

/// A Wizard's banners on one Wizard's tiles moved: that Wizard's banners and the tiles' owner's "own tiles
/// under enemy banners" move with them (rulebook: 10. Conquered Tiles Return; 11. Territorial Victory).
pub(super) fn move_banners(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();
    for (seat, key) in TILES_OF.iter().enumerate() {
        for c in changed(changes, key) {
            let Some(p) = c.player else { continue };
            let d = c.to - c.from;
            if seat == p && d > 0 {
                return Err(TableError::Rule(format!(
                    "{} places banners on enemy tiles only; their own tiles never carry their banner (rulebook: \
                     Reclaiming Your Own Tile)",
                    state.player_name(p)
                )));
            }
            let banners = val(state, BANNERS_KEY, p) + d;
            if banners > BANNERS {
                return Err(TableError::Rule(format!(
                    "{} has only {BANNERS} Faction Banners (rulebook: 2. Game Components)",
                    state.player_name(p)
                )));
            }
            state.set_clamped(BANNERS_KEY, Some(p), banners);
            if seat < state.player_count() && seat != p {
                let lost = val(state, TILES_LOST, seat) + d;
                if lost > FACTION_TILES {
                    return Err(TableError::Rule(format!(
                        "{} has only {FACTION_TILES} faction tiles (rulebook: 2. Game Components)",
                        state.player_name(seat)
                    )));
                }
                state.set_clamped(TILES_LOST, Some(seat), lost);
                out.push(format!(
                    "{}'s banners {} → {}, {}'s tiles under enemy banners {}",
                    state.player_name(p),
                    banners - d,
                    val(state, BANNERS_KEY, p),
                    state.player_name(seat),
                    val(state, TILES_LOST, seat)
                ));
            }
        }
    }
    Ok(out)
}

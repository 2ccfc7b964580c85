//! Keeping the seat pickers and the per-seat banner counters in step with the players (players join
//! or leave mid-game).

use super::keys::*;
use super::layout::tiles_of_spec;
use super::read::shared;
use crate::games::thaloria::data::starting_life;
use crate::table::{Spec, TableState};

/// Keeps the seat pickers (active Wizard, defender, starting Wizard) and the banner counters' names in step
/// with the players: their names and their number (players join or leave mid-game).
pub(super) fn sync_seats(state: &mut TableState) {
    let names: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    let max = names.len() as i32 - 1;
    for key in [ACTIVE, DEFENDER, START] {
        if let Some(c) = state.by_key_mut(key, None) {
            if c.labels != names {
                c.labels = names.clone();
            }
            c.max = max.max(c.min);
            c.value = c.value.clamp(c.min, c.max);
            c.default = c.default.clamp(c.min, c.max);
        }
    }
    for p in 0..names.len() {
        for (seat, key) in TILES_OF.iter().enumerate() {
            let label = match names.get(seat) {
                Some(_) if seat == p => "Banners on own tiles (never: banners go on enemy tiles)".to_string(),
                Some(name) => format!("Banners on {name}'s tiles"),
                None => continue,
            };
            if let Some(c) = state.by_key_mut(key, Some(p)) {
                if c.label != label {
                    c.label = label;
                }
            }
        }
    }
}

/// A player joined (at the last seat) or left (the seat given), read from the seat pickers, which still
/// list the players before the change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SeatChange {
    Joined,
    Left(usize),
}

pub(super) fn seat_change(state: &TableState) -> Option<SeatChange> {
    let before = [ACTIVE, DEFENDER, START].iter().find_map(|k| state.by_key(k, None)).map(|c| c.labels.clone())?;
    let now: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    if before.len() + 1 == now.len() && now.starts_with(&before) {
        return Some(SeatChange::Joined);
    }
    if before.len() == now.len() + 1 {
        let gone = (0..now.len()).find(|i| before.get(*i) != now.get(*i)).unwrap_or(now.len());
        return Some(SeatChange::Left(gone));
    }
    None
}

/// Before play (round 1, every Wizard at their starting Life Points), a join or a leave seats everyone at
/// the new count's Life Points; once play is under way the starting total stands and a newcomer gets it
/// (rulebook: 3. Wizard Life Points; ruling thaloria A-20: fixed by the count at the start of the game).
/// The seat pickers and the banner counters follow the seats.
pub(super) fn reseat(state: &mut TableState, change: SeatChange) -> Vec<String> {
    let mut out = Vec::new();
    let n = state.player_count();
    if let SeatChange::Left(gone) = change {
        for key in [ACTIVE, DEFENDER, START] {
            if let Some(c) = state.by_key_mut(key, None) {
                let v = usize::try_from(c.value).unwrap_or(0);
                let to = if v > gone {
                    v - 1
                } else if v == gone && gone >= n {
                    0
                } else {
                    v
                };
                c.value = to as i32;
            }
        }
        for p in 0..n {
            for seat in gone..TILES_OF.len() - 1 {
                let next = state.value(TILES_OF[seat + 1], Some(p));
                if let Some(next) = next {
                    state.set_clamped(TILES_OF[seat], Some(p), next);
                } else {
                    state.set_clamped(TILES_OF[seat], Some(p), 0);
                }
            }
        }
        let orphans: Vec<&str> = TILES_OF.iter().skip(n).copied().collect();
        state.counters.retain(|c| c.player.is_none() || !c.key.as_deref().is_some_and(|k| orphans.contains(&k)));
    }
    if change == SeatChange::Joined {
        let seat = n.saturating_sub(1);
        if let Some(key) = TILES_OF.get(seat).copied() {
            for p in 0..seat {
                if state.by_key(key, Some(p)).is_none() && state.counters.len() < crate::table::MAX_COUNTERS {
                    push_counter(state, &tiles_of_spec(key, seat), p);
                }
            }
        }
    }
    let others: Vec<usize> = match change {
        SeatChange::Joined => (0..n.saturating_sub(1)).collect(),
        SeatChange::Left(_) => (0..n).collect(),
    };
    let at_start = shared(state, ROUND, 1) == 1
        && others.iter().all(|p| state.by_key(LIFE, Some(*p)).is_some_and(|c| c.value == c.default));
    let start = starting_life(n);
    if at_start {
        let mut moved = false;
        for c in state.counters.iter_mut().filter(|c| c.player.is_some() && c.key.as_deref() == Some(LIFE)) {
            moved |= c.value != start;
            c.value = start.clamp(c.min, c.max);
            c.default = c.value;
        }
        if moved {
            out.push(format!(
                "before play: every Wizard starts at {start} Life Points with {n} Wizards (rulebook: 3. Wizard Life \
                 Points)"
            ));
        }
    } else if change == SeatChange::Joined {
        let table_start = others.first().and_then(|p| state.by_key(LIFE, Some(*p))).map(|c| c.default);
        if let (Some(table_start), Some(c)) = (table_start, state.by_key_mut(LIFE, Some(n - 1))) {
            c.value = table_start.clamp(c.min, c.max);
            c.default = c.value;
            out.push(format!(
                "the game is under way: the new Wizard starts at the table's {table_start} Life Points (rulebook: 3. \
                 Wizard Life Points, fixed at the start)"
            ));
        }
    }
    out
}

/// Adds a Wizard's counter laid out by `spec` (a join's new banner counter), with a fresh id.
fn push_counter(state: &mut TableState, spec: &Spec, player: usize) {
    let id = format!("c{}", state.next_counter);
    state.next_counter = state.next_counter.saturating_add(1);
    state.counters.push(crate::table::Counter {
        id,
        label: spec.label.clone(),
        player: Some(player),
        role: spec.role,
        value: spec.default,
        min: spec.min,
        max: spec.max,
        default: spec.default,
        key: Some(spec.key.to_string()),
        group: spec.group.clone(),
        style: spec.style,
        labels: spec.labels.clone(),
        pool: spec.pool.clone(),
        carry: spec.carry.clone(),
        note: spec.note.clone(),
        deck: spec.deck.clone().map(Box::new),
    });
}

//! Reading the table (the Generals, the Night's draws, the active hero, Monarch City) and moving a
//! hero's Life Tokens between the card, the wounds and the box.

use super::keys::*;
use crate::core::words::counted;
use crate::games::defenders::data::{self, HERO_LIST};
use crate::table::TableState;

pub(super) fn wounds_of(state: &TableState, gen: &Gen) -> i32 {
    state.value_or(gen.wounds, None, 0).clamp(0, i32::from(gen.general.data().track))
}

pub(super) fn is_defeated(state: &TableState, gen: &Gen) -> bool {
    state.value(gen.wounds, None).is_some_and(|w| w >= i32::from(gen.general.data().track))
}

pub(super) fn defeated_count(state: &TableState) -> i32 {
    GENS.iter().filter(|g| is_defeated(state, g)).count() as i32
}

/// rulebook: War Status — Darkness Spreads cards each Night in each box (1, 2, 2, 3): the game's
/// own table ([`data::night_cards`]), whose boxes count from 1 where the tracker's count from 0.
pub(super) fn night_cards(war_box: i32) -> i32 {
    i32::from(data::night_cards(u8::try_from(war_box.saturating_add(1)).unwrap_or(u8::MAX)))
}

pub(super) fn night_use(war_box: i32) -> &'static str {
    match war_box {
        0 => "place minions and advance a General",
        1 | 2 => "the 1st places minions and advances a General, the 2nd only advances a General",
        _ => "the first 2 place minions and advance a General, the 3rd only advances a General",
    }
}

/// The hero whose turn it is: turn 1 is the first hero's (the players pick them), then round the
/// table.
pub(super) fn active_hero(state: &TableState) -> Option<usize> {
    let n = state.player_count();
    if n == 0 {
        return None;
    }
    let turn = usize::try_from(state.value_or("turn", None, 1) - 1).unwrap_or(0);
    let first = usize::try_from(state.value_or(FIRST_HERO, None, 0)).unwrap_or(0);
    Some((turn % n + first % n) % n)
}

/// Keeps the first-hero picker in step with the players: their names and their number.
pub(super) fn sync_first_hero(state: &mut TableState) {
    let names: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    let max = names.len() as i32 - 1;
    if let Some(c) = state.by_key_mut(FIRST_HERO, None) {
        if c.labels != names {
            c.labels = names;
        }
        c.max = max.max(c.min);
        c.value = c.value.clamp(c.min, c.max);
        c.default = c.default.clamp(c.min, c.max);
    }
}

/// Whether the table counts each colour's minions in Monarch City (an older one has only the total).
pub(super) fn has_city_colours(state: &TableState) -> bool {
    COLS.iter().all(|c| state.by_key(c.city, None).is_some())
}

/// Minions in Monarch City.
pub(super) fn city_total(state: &TableState) -> i32 {
    if has_city_colours(state) {
        COLS.iter().map(|c| state.value_or(c.city, None, 0)).sum()
    } else {
        state.value_or(CITY, None, 0)
    }
}

/// The Life Tokens the hero's card holds: its printed number and the variant.
pub(super) fn capacity(state: &TableState, p: usize) -> i32 {
    let idx = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
    let base = HERO_LIST.get(idx).map_or(i32::from(HERO_LIST[0].life()), |h| i32::from(h.life()));
    let delta = match state.value_or("variant_life", None, 0) {
        1 => 1,  // rulebook: Variant (Easier) 4 — +1 Life Token.
        2 => -1, // rulebook: Variant (Harder) 2 — −1 Life Token.
        _ => 0,
    };
    (base + delta).clamp(1, LIFE_POOL)
}

pub(super) fn hero_name(state: &TableState, p: usize) -> String {
    let idx = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
    match HERO_LIST.get(idx) {
        Some(h) => format!("{} ({})", state.player_name(p), h.name()),
        None => state.player_name(p),
    }
}

/// The hero's Life Token counters all exist (older tables may lack some).
pub(super) fn has_life(state: &TableState, p: usize) -> bool {
    ["life_active", "life_used", "life_wounded", "life_box"].iter().all(|k| state.by_key(k, Some(p)).is_some())
}

pub(super) fn on_card(state: &TableState, p: usize) -> i32 {
    state.value_or("life_active", Some(p), 0) + state.value_or("life_used", Some(p), 0)
}

/// Moves up to `n` Life Tokens between two of a hero's pool counters; returns how many moved.
pub(super) fn move_tokens(state: &mut TableState, p: usize, from: &str, to: &str, n: i32) -> i32 {
    let have = state.value_or(from, Some(p), 0);
    let room = state.by_key(to, Some(p)).map_or(0, |c| c.max - c.value);
    let n = n.min(have).min(room).max(0);
    if n == 0 || state.by_key(from, Some(p)).is_none() {
        return 0;
    }
    if let Some(c) = state.by_key_mut(from, Some(p)) {
        c.value -= n;
    }
    if let Some(c) = state.by_key_mut(to, Some(p)) {
        c.value += n;
    }
    n
}

/// One wound: a used token first, then an active one (ruling A-12). Returns false when the hero
/// has no token left on the card.
pub(super) fn wound_one(state: &mut TableState, p: usize) -> bool {
    move_tokens(state, p, "life_used", "life_wounded", 1) == 1
        || move_tokens(state, p, "life_active", "life_wounded", 1) == 1
}

/// Fits a hero's tokens to the card: the surplus goes to the box (active first, then used, then
/// wounded), the shortfall comes from the box as active tokens.
pub(super) fn fit_life(state: &mut TableState, p: usize) -> Option<String> {
    if !has_life(state, p) {
        return None;
    }
    let cap = capacity(state, p);
    let held = on_card(state, p) + state.value_or("life_wounded", Some(p), 0);
    if held < cap {
        // A hero lost in battle stays lost: the variant's extra token is a wounded one.
        let to = if on_card(state, p) == 0 { "life_wounded" } else { "life_active" };
        let n = move_tokens(state, p, "life_box", to, cap - held);
        return Some(format!("{}: +{}, {cap} in all", hero_name(state, p), counted(n, "Life Token", "Life Tokens")));
    }
    if held > cap {
        let mut extra = held - cap;
        for from in ["life_active", "life_used", "life_wounded"] {
            extra -= move_tokens(state, p, from, "life_box", extra);
        }
        return Some(format!(
            "{}: −{}, {cap} in all",
            hero_name(state, p),
            counted(held - cap, "Life Token", "Life Tokens")
        ));
    }
    None
}

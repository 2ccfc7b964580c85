//! The banners and the campaign: the banners the nests, Zagal and the day's goal flip, a new game of
//! the day (Day 1's warlords in the nests), the day's scenario and its win.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::keys::*;
use super::profile::Board;
use super::read::{constitution, is_awakened};
use crate::core::words::counted;
use crate::games::firesiege::data::{
    banners_for_day, day4a_removed, day4c_nest, held_on_goal, PowerTrack, BANNERS, ENERGY_TENTH_SPACE, NESTS,
    NEST_WARLORDS, SOLDIERS, WARLORDS, ZAGAL_BANNERS,
};
use crate::table::{TableError, TableState};

pub(super) fn banners_cap(state: &TableState) -> i32 {
    state.value_or("banners_in_game", None, BANNERS).clamp(0, BANNERS)
}

/// The banners the nests, Zagal and the day's goal turn face up: nests and Zagal within the tokens not
/// held on a goal card and not already turned by hand (`manual`: warlords, the Marall), the goal its held
/// tokens (rulebook: Destroy the nests, Defeat Zagal, Campaign Mode).
fn auto_target(state: &TableState, manual: i32) -> i32 {
    let cap = banners_cap(state);
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let held = held_on_goal(day, branch).clamp(0, cap);
    let nests: i32 = NESTS.iter().filter(|(k, ..)| state.value_or(k, None, 0) > 0).map(|(_, _, b, _)| *b).sum();
    let zagal = if state.value_or("zagal", None, 0) == Z_DEFEATED { ZAGAL_BANNERS } else { 0 };
    let goal = if state.value_or("goal_done", None, 0) > 0 { held } else { 0 };
    let free = (cap - held - manual).max(0);
    ((nests + zagal).min(free) + goal).min(cap - manual).max(0)
}

/// After a nest, Zagal or the goal changed: the tracker's banners follow their sources. Banners turned
/// by hand (banners − banners_auto) stay; the tracker's share is re-totalled, so undoing a source turns
/// back only what it flipped. Returns the text.
pub(super) fn retotal_banners(state: &mut TableState, why: &str, gained: bool) -> Result<Option<String>, TableError> {
    if state.value_or("auto_banners", None, 1) == 0 || state.by_key("banners", None).is_none() {
        return Ok(None);
    }
    let cap = banners_cap(state);
    let b = state.value_or("banners", None, 0);
    let has_auto = state.by_key("banners_auto", None).is_some();
    let a = if has_auto { state.value_or("banners_auto", None, 0).clamp(0, b) } else { 0 };
    let manual = b - a;
    let new_a = auto_target(state, manual);
    if new_a == a {
        return Ok(gained.then(|| {
            format!("{why}: no banner token left to flip ({b}/{cap}; the rest are face up or held on a goal card)")
        }));
    }
    if !has_auto && new_a < a {
        return Ok(None);
    }
    let to = manual + new_a;
    state.set_value("banners", None, to)?;
    if has_auto {
        state.set_value("banners_auto", None, new_a)?;
    }
    Ok(Some(if new_a > a {
        format!("{why}: {} flipped face up ({to}/{cap})", counted(new_a - a, "banner token", "banner tokens"))
    } else {
        format!("{why}: {} turned back ({to}/{cap})", counted(a - new_a, "banner token", "banner tokens"))
    }))
}

/// Every game counter back to its start; campaign counters and hero cards stay. The day and option
/// set the banners in the game, Zagal, the breaches and the soldiers (rulebook: Campaign Mode).
pub(super) fn new_game(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let players = state.player_count();
    let zagal_was = state.value_or("zagal", None, 0);
    let board = Board::of(&state.profile);
    for c in &mut state.counters {
        let Some(key) = c.key.as_deref() else { continue };
        if KEEP_ON_NEW_GAME.contains(&key) {
            continue;
        }
        c.value = match PowerTrack::ALL.iter().find(|t| t.key() == key) {
            Some(t) if c.player.is_none() => board.start(*t, side).clamp(c.min, c.max),
            _ => c.default,
        };
        if c.player.is_some() {
            continue;
        }
        let set = match key {
            // rulebook: Campaign Mode (Day 4 A, 7 B); a single game keeps the player's choice.
            "banners_in_game" => banners_for_day(day, branch, players).or(Some(c.value)),
            // rulebook: Defeat Zagal is set up on Day 7 only; a single game keeps Zagal if he was in it.
            "zagal" => Some(match day {
                7 => Z_TRACK,
                0 | 8.. if zagal_was != 0 => Z_TRACK,
                _ => 0,
            }),
            // rulebook: Close the breaches (Day 6 A) places 6 breach tokens.
            "breaches" if day == 6 && branch == 0 => Some(6),
            // rulebook: Day 4 B removes every soldier; Skreel Slimes (Day 2) puts 2 on each of 3 slimes.
            "soldiers" if day == 4 && branch == 1 => Some(0),
            "soldiers" if day == 2 => Some(6),
            _ => None,
        };
        if let Some(v) = set {
            c.value = v.clamp(c.min, c.max);
        }
    }
    for p in 0..state.player_count() {
        if state.by_key("life", Some(p)).is_some() && state.by_key("damage", Some(p)).is_some() {
            // rulebook: Setup 4.2 — one token on the damage side.
            let con = constitution(state, p);
            state.set_value("damage", Some(p), 1)?;
            state.set_value("life", Some(p), con - 1)?;
        }
    }
    state.last_result = None;
    Ok(day_one_warlords(state, day, rng))
}

/// Day 1 A and B: "place 1 randomly chosen Skreel warlord in each nest" (rulebook: Campaign Mode, Day 1): for
/// each nest one of the two warlords of its colour, at random, goes In play (ruling firesiege A-43); the other
/// three form the warlord deck. Returns the text, empty on other days.
fn day_one_warlords(state: &mut TableState, day: i32, rng: &mut ChaCha8Rng) -> String {
    if day != 1 {
        return String::new();
    }
    let mut placed = Vec::new();
    for (colour, pair) in NEST_WARLORDS {
        let key = pair[usize::from(rng.random_bool(0.5))];
        if state.set_clamped(key, None, W_PLAY).is_some() {
            let name = WARLORDS.iter().find(|w| w.key == key).map_or(key, |w| w.name);
            placed.push(format!("{name} in the {colour} nest"));
        }
    }
    if placed.is_empty() {
        return String::new();
    }
    format!("; a warlord in each nest: {} (rulebook: Campaign Mode, Day 1)", placed.join(", "))
}

/// The scenario of a campaign day and option (rulebook: Campaign Mode).
pub fn scenario(day: i32, branch: i32, players: usize) -> Option<String> {
    let nest = day4c_nest(players).1;
    let removed = day4a_removed(players);
    let text = match (day, branch) {
        (1, 0) => "Destroy the Nests only; a warlord in each nest; warlords flip no banners. Win: destroy all 3 \
            nests."
            .into(),
        (1, 1) => "No goal cards; a warlord in each nest; nests cannot be attacked; each defeated warlord draws the \
            next. Win: defeat all 6 warlords."
            .into(),
        (2, 0) => "Destroy the Nests, Skreel Slimes (2 banners on it), Rescue the Civilians (flips none). Win: fulfil \
            Skreel Slimes; 4 other banners any way."
            .into(),
        (2, 1) => "Destroy the Nests, Skreel Slimes (flips none), Rescue the Civilians (3 banners on it). Win: fulfil \
            Rescue the Civilians; 3 other banners any way."
            .into(),
        (2, 2) => "Destroy the Nests, Skreel Slimes (3 banners), Rescue the Civilians (3 banners); nests cannot be \
            attacked; warlords and nests flip no banners. Win: fulfil both."
            .into(),
        (3, 0) => "War Machine (2 banners on it), Destroy the Nests. Win: fulfil War Machine; 4 other banners any \
            way."
            .into(),
        (3, 1) => "Ally with the Marall, Control Orbs (1 banner on it); nests cannot be attacked. Win: fulfil Control \
            Orbs; 5 other banners any way."
            .into(),
        (4, 0) => format!(
            "Inner Power; remove {}; 1 banner in each nest; nests cannot be attacked; a hero ending a turn in \
            a nest region flips its banner.",
            counted(removed, "banner token", "banner tokens")
        ),
        (4, 1) => "Inner Power; 1 banner in each nest; remove every soldier; nests cannot be attacked; warlords flip \
            no banners. Win: Inner Power and 10 soldiers on the board."
            .into(),
        (4, 2) => format!(
            "Inner Power; a banner per hero, flipped on awakening; nests cannot be attacked; warlords \
            flip no banners. Win: awaken every hero, then attack the {nest} nest."
        ),
        (5, 0) => "Save Norad, Rescue the Civilians; leftover banners to the box; nests cannot be attacked; warlords \
            flip no banners. Win: Rescue the Civilians, then Save Norad."
            .into(),
        (5, 1) => "Save Norad; reveal two horde cards each time; nests cannot be attacked; warlords flip no banners. \
            Win: Save Norad 3 times, each with a different marker."
            .into(),
        (6, 0) => "Close the Breaches (2 banners on it), Destroy the Nests. Win: fulfil Close the Breaches; 4 other \
            banners any way."
            .into(),
        (6, 1) => "Control Orbs, Destroy the Nests; a nest must be investigated before it can be attacked. Win: \
            destroy all 3 nests."
            .into(),
        (7, 0) => "Defeat Zagal, Destroy the Nests; Zagal cannot be defeated before all 3 nests are attacked. Win: \
            destroy the nests, then defeat Zagal."
            .into(),
        (7, 1) => "Save Norad, Defeat Zagal; all 6 banners to the box; warlords flip no banners. Win: Save Norad (not \
            with Energy) before Zagal enters, then Norad with Zagal while Energy is on its 10th space."
            .into(),
        _ => return None,
    };
    Some(text)
}

/// The win of the day and option, or of a single game (all banners in the game face up): the text
/// of the Victory alert when it is met (rulebook: Winning and Defeat conditions; Campaign Mode).
pub fn victory(state: &TableState) -> Option<String> {
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let cap = banners_cap(state);
    let banners = state.value_or("banners", None, 0);
    let all_banners = cap > 0 && banners >= cap;
    let nests = NESTS.iter().all(|(k, ..)| state.value_or(k, None, 0) > 0);
    let goal = state.value_or("goal_done", None, 0) > 0;
    let zagal = state.value_or("zagal", None, 0);
    let players = state.player_count();
    let all_awake = players > 0 && (0..players).all(|p| is_awakened(state, p));
    let opt = ["A", "B", "C"].get(usize::try_from(branch).unwrap_or(0)).copied().unwrap_or("A");
    let src = format!("(rulebook: Campaign Mode, Day {day} {opt})");
    match (day, branch) {
        (1..=7, _) if scenario(day, branch, players).is_none() => None,
        (1, 0) | (6, 1) => nests.then(|| format!("All 3 nests are destroyed: the day is won {src}")),
        (1, 1) => WARLORDS
            .iter()
            .all(|w| state.value(w.key, None) == Some(W_DEFEATED))
            .then(|| format!("All 6 warlords are eliminated: the day is won {src}")),
        (2, _) | (3, _) | (6, 0) => (goal && all_banners)
            .then(|| format!("The required goal is fulfilled and all {cap} banners are face up: the day is won {src}")),
        (4, 0) => all_banners.then(|| format!("All {cap} banner tokens in the game are face up: the day is won {src}")),
        (4, 1) => (all_awake && state.value_or("soldiers", None, 0) >= SOLDIERS).then(|| {
            format!("Inner Powers is fulfilled and {SOLDIERS} Valkun soldiers are on the board: the day is won {src}")
        }),
        (4, 2) => {
            let (key, colour) = day4c_nest(players);
            (all_awake && state.value_or(key, None, 0) > 0)
                .then(|| format!("Every hero awakened, then the {colour} nest attacked: the day is won {src}"))
        }
        (5, _) => goal.then(|| format!("The Save Norad goal is fulfilled as the day asks: the day is won {src}")),
        (7, 0) => (nests && zagal == Z_DEFEATED)
            .then(|| format!("All 3 nests destroyed, then Zagal defeated: the day is won {src}")),
        // Ruling: the goal toggle marks Norad saved (not with Energy) before Zagal entered; the
        // tracker cannot see the regions, so the text names the last condition.
        (7, 1) => (goal && zagal == Z_PLAY && state.value_or("energy", None, 0) >= ENERGY_TENTH_SPACE).then(|| {
            format!(
                "Energy on the 10th space with Zagal in play and Norad saved: Norad's final blast wins as soon \
                    as Norad and Zagal share a region {src}"
            )
        }),
        _ => all_banners.then(|| {
            format!(
                "All {cap} banner tokens are face up: the siege is broken (rulebook: Winning and Defeat conditions)"
            )
        }),
    }
}

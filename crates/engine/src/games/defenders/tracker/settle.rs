//! The rules over every change: a General never moves while defeated nor forward with a major wound,
//! a wound starts its healing clock, defeats move the War Status, a turn's end heals the Generals
//! and refreshes the next hero, Sapphire regenerates, the hero card and the variant set the Life
//! Tokens, and the minions follow the Harder variant and Monarch City's colours.

use super::keys::*;
use super::ops::{gen_of, replace_hero, sapphire_regenerates, PER_TURN};
use super::read::{
    active_hero, capacity, city_total, defeated_count, fit_life, has_city_colours, has_life, hero_name, is_defeated,
    move_tokens, on_card, sync_first_hero, wounds_of,
};
use crate::core::words::counted;
use crate::games::defenders::data::General;
use crate::table::{changed, Change, TableError, TableState};

/// The healing clock a failed attack starts: the first heal at the end of the next turn (minor),
/// or at the end of the attacking player's next turn (major), counted in turn ends from now
/// (rulebook: Minor Wound, Major Wound; ruling A-9).
pub(super) fn clock_for(state: &TableState, g: General, wounds: i32) -> i32 {
    let players = i32::try_from(state.player_count()).unwrap_or(1).max(1);
    // rulebook: Major Wound — a full round, then the attacker's new turn: N + 1 turn ends (ruling A-9).
    let clock = if is_major(g, wounds) { players + 1 } else { MINOR_CLOCK };
    clock.min(MAX_CLOCK)
}

/// Refusals and consequences after a change.
pub(super) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut lines = Vec::new();
    let mut defeat_moved = false;
    sync_first_hero(state);
    settle_minions(state, changes, &mut lines)?;

    // rulebook: Winning (or Losing) ii — Darkness Spreads cards are drawn at Night (Step 3).
    if changed(changes, SHORTAGE, None).is_some_and(|c| c.to != 0) && state.value_or("phase", None, DAYTIME) != NIGHT {
        return Err(TableError::Rule(
            "a Darkness Spreads card lacks minions only at Night, when the cards are drawn (rulebook: Step 3 – \
             Night; Winning (or Losing) ii)"
                .into(),
        ));
    }

    for gen in &GENS {
        let g = gen.general;
        let name = g.data().name;
        // A General never moves while defeated, nor forward with a major wound.
        if let Some(ch) = changed(changes, gen.step, None) {
            if is_defeated(state, gen) && changed(changes, gen.wounds, None).is_none() {
                return Err(TableError::Rule(format!(
                    "{name} is defeated and off the board (rulebook: Attack an Enemy General 7)"
                )));
            }
            let before = changed(changes, gen.wounds, None).map_or(wounds_of(state, gen), |w| w.from);
            if ch.to > ch.from && is_major(g, before) {
                return Err(TableError::Rule(format!(
                    "{name} has a major wound and does not advance (rulebook: Major Wound)"
                )));
            }
        }
        if let Some(ch) = changed(changes, gen.wounds, None) {
            let track = i32::from(g.data().track);
            if ch.to >= track && ch.from < track {
                let _ = state.set_value(gen.heal, None, 0);
                defeat_moved = true;
                lines.push(format!(
                    "{name} is defeated: the Slayer takes the card (Generals slain +1) and every hero in the fight \
                     draws 3 Hero Cards"
                ));
            } else if ch.from >= track && ch.to < track {
                defeat_moved = true;
                lines.push(format!("{name} is back in the fight"));
            } else if ch.to > ch.from && g != General::Sapphire {
                let clock = clock_for(state, g, ch.to);
                if state.set_value(gen.heal, None, clock).is_ok() {
                    let kind = if is_major(g, ch.to) { "major wound" } else { "minor wound" };
                    lines.push(format!(
                        "{name}: {kind}, heals from the end of {} from now",
                        counted(clock - 1, "turn", "turns")
                    ));
                }
            } else if ch.to == 0 {
                let _ = state.set_value(gen.heal, None, 0);
            }
        }
    }

    // rulebook: War Status — one box per General defeated (Late War from the 3rd on).
    if defeat_moved && changed(changes, "war_status", None).is_none() {
        let want = defeated_count(state).min(WAR_BOXES.len() as i32 - 1);
        let war = state.value_or("war_status", None, 0);
        if want != war && state.set_value("war_status", None, want).is_ok() {
            let name = usize::try_from(want).ok().and_then(|i| WAR_BOXES.get(i)).unwrap_or(&"");
            lines.push(format!("War Status → {name} (box {})", want + 1));
        }
    }

    // The end of a turn: the Generals heal, and the next hero's Life Tokens turn face up.
    if let Some(ch) = changed(changes, "turn", None) {
        if ch.to == ch.from + 1 {
            for gen in &GENS {
                let w = wounds_of(state, gen);
                let clock = state.value_or(gen.heal, None, 0);
                if is_defeated(state, gen) || w == 0 || clock <= 0 {
                    continue;
                }
                let name = gen.general.data().name;
                if clock > 1 {
                    let _ = state.set_value(gen.heal, None, clock - 1);
                    continue;
                }
                let _ = state.set_value(gen.wounds, None, w - 1);
                let left = remaining(gen.general, w - 1);
                let _ = state.set_value(gen.heal, None, if w - 1 > 0 { 1 } else { 0 });
                lines.push(format!("{name} heals 1 ({left} hits to defeat)"));
            }
            if let Some(p) = active_hero(state) {
                let n = move_tokens(state, p, "life_used", "life_active", LIFE_POOL);
                if n > 0 {
                    lines.push(format!(
                        "{}: {} face up again",
                        hero_name(state, p),
                        counted(n, "Life Token", "Life Tokens")
                    ));
                }
            }
            // designed: rulebook silent — the minion roller's counts and the Evening draw belong
            // to the hero whose turn ended.
            let mut cleared = false;
            for (key, value) in PER_TURN {
                if state.value(key, None).is_some_and(|v| v != value) {
                    cleared |= state.set_value(key, None, value).is_ok();
                }
            }
            if cleared {
                lines.push("the minion roller and the Evening draw are cleared for the next hero".into());
            }
        }
    }

    // rulebook: Sapphire — "If not defeated, she immediately returns to full health." Attacks are
    // Daytime actions, so every combat of the turn is over once Daytime ends (or the turn passes).
    let day_over = changed(changes, "phase", None).is_some_and(|c| c.from == DAYTIME && c.to != DAYTIME)
        || changed(changes, "turn", None).is_some_and(|c| c.to == c.from + 1);
    if day_over && sapphire_regenerates(state) {
        let gen = gen_of(General::Sapphire);
        if state.set_value(gen.wounds, None, 0).is_ok() {
            lines.push("Sapphire survived the day's combat: she returns to full health (rulebook: Sapphire)".into());
        }
    }

    // The hero card and the variant decide how many Life Tokens a hero has.
    let all = changed(changes, "variant_life", None).is_some();
    for p in 0..state.player_count() {
        let hero_changed = changed(changes, "hero", Some(p)).is_some();
        if hero_changed && has_life(state, p) && on_card(state, p) == 0 {
            // rulebook: Suffering Wounds — a hero lost in battle is replaced by a new one: the card
            // picked for a lost hero is that new hero, at full Life with 2 Hero Cards.
            lines.push(replace_hero(state, p));
            continue;
        }
        if all || hero_changed {
            if let Some(line) = fit_life(state, p) {
                lines.push(line);
            }
        }
    }
    for p in 0..state.player_count() {
        if has_life(state, p) {
            let held = on_card(state, p) + state.value_or("life_wounded", Some(p), 0);
            if held != capacity(state, p) {
                return Err(TableError::Rule(format!(
                    "{} has {} Life Tokens on the card (rulebook: Set Up 4); the box follows the hero and the variant",
                    hero_name(state, p),
                    capacity(state, p)
                )));
            }
        }
    }

    // A General card goes only to the Slayer of a defeated General.
    let slain: i32 = (0..state.player_count()).map(|p| state.value_or("slain", Some(p), 0)).sum();
    let defeated = defeated_count(state);
    if slain > defeated && changes.iter().any(|c| c.key.as_deref() == Some("slain") && c.to > c.from) {
        return Err(TableError::Rule(format!(
            "only {} defeated, so only {} to hold (rulebook: Attack an Enemy General 7a)",
            counted(defeated, "General", "Generals"),
            counted(defeated, "General card", "General cards")
        )));
    }
    if slain > defeated && GENS.iter().any(|g| changed(changes, g.wounds, None).is_some_and(|c| c.to < c.from)) {
        return Err(TableError::Rule(format!(
            "the heroes hold {}: take the card back (Generals slain −1) before reviving a General (rulebook: \
             Attack an Enemy General 7a)",
            counted(slain, "General card", "General cards")
        )));
    }
    Ok(lines)
}

/// The minions' own rules: the Harder variant's 5 of each colour in the box, and Monarch City's
/// total as the sum of its colours.
fn settle_minions(state: &mut TableState, changes: &[Change], lines: &mut Vec<String>) -> Result<(), TableError> {
    let harder = state.value_or(VARIANT_MINIONS, None, 0) != 0;
    let want = if harder { HARDER_REMOVED } else { 0 };
    let switched = changed(changes, VARIANT_MINIONS, None).is_some();
    let mut moved = false;
    for c in &COLS {
        let Some(boxed) = state.value(c.boxed, None) else { continue };
        if switched && boxed != want {
            let supply = state.value_or(c.supply, None, 0);
            let to_box = want - boxed;
            if supply < to_box || state.by_key(c.supply, None).is_none() {
                return Err(TableError::Rule(format!(
                    "only {supply} {} in the supply: the Harder variant removes {HARDER_REMOVED} of each colour, \
                     best at setup (rulebook: Variant - Want a More Difficult Game? 5)",
                    c.colour.race()
                )));
            }
            state.set_value(c.supply, None, supply - to_box)?;
            state.set_value(c.boxed, None, want)?;
            moved = true;
        }
        if state.value_or(c.boxed, None, 0) != want {
            return Err(TableError::Rule(format!(
                "{} in the box follow the Harder switch ({want} of each colour): they are not moved by hand \
                 (rulebook: Variant - Want a More Difficult Game? 5)",
                c.colour.race()
            )));
        }
    }
    if moved {
        lines.push(if harder {
            format!("Harder variant: {HARDER_REMOVED} minions of each colour go to the box (rulebook: Variant 5)")
        } else {
            format!("Standard minions: the {HARDER_REMOVED} of each colour come back to the supply")
        });
    }

    if has_city_colours(state) && state.by_key(CITY, None).is_some() {
        let total = city_total(state);
        if changed(changes, CITY, None).is_some_and(|c| c.to != total) {
            return Err(TableError::Rule(
                "Minions in Monarch City counts each colour's minions there: move a minion from its colour's supply \
                 into Monarch City instead (rulebook: Overruns and Tainted Land)"
                    .into(),
            ));
        }
        if total > CITY_MAX {
            return Err(TableError::Rule(format!(
                "{total} minions in Monarch City: the tracker counts at most {CITY_MAX} (5 already lose)"
            )));
        }
        state.set_value(CITY, None, total)?;
    }
    Ok(())
}

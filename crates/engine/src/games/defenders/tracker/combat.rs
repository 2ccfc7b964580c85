//! The two combat helpers: Engage Minions in Combat (one die per minion at the location) and Attack
//! an Enemy General (the dice from Hero Cards against its hit number, Gorgutt's parry).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::keys::*;
use super::ops::gen_of;
use super::read::{has_city_colours, is_defeated, wounds_of};
use crate::core::words::counted;
use crate::games::defenders::data::General;
use crate::table::{ResultDie, RuleResult, TableError, TableState};

pub(super) fn roll_minions(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let bonus = state.value_or("here.bonus", None, 0).max(0);
    let apply = state.value_or("here.apply", None, 1) != 0;
    let in_city = state.value_or(HERE_CITY, None, 0) != 0;
    let total: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0).max(0)).sum();
    if total == 0 {
        return Err(TableError::Rule(
            "count the minions at the hero's location first: one die each (rulebook: Engage Minions in Combat)".into(),
        ));
    }
    let mut dice = Vec::new();
    let mut lines = Vec::new();
    let mut hits_total = 0;
    for c in &COLS {
        let n = state.value_or(c.here, None, 0).max(0);
        if n == 0 {
            continue;
        }
        let need = i32::from(c.colour.minion_hit());
        let mut hits = 0;
        for _ in 0..n {
            let face: u32 = rng.random_range(1..=DIE);
            let hit = i32::try_from(face).unwrap_or(0) + bonus >= need;
            hits += i32::from(hit);
            dice.push(ResultDie { sides: DIE, face, label: title(c.colour.name()), hit: Some(hit) });
        }
        hits_total += hits;
        // rulebook: Engage Minions in Combat — a defeated minion leaves the location, to the
        // supply or to a hunter quest's card alike.
        let _ = state.set_value(c.here, None, n - hits);
        let mut line = format!("{}: {hits} of {n} defeated (hit on {need}+", c.colour.race());
        if bonus > 0 {
            line.push_str(&format!(", +{bonus} to each die"));
        }
        line.push(')');
        if in_city && hits > 0 && has_city_colours(state) {
            // rulebook: Engage Minions in Combat — the defeated leave Monarch City: to the supply, or to
            // the board's count while a hunter quest keeps them on its card (ruling A-17).
            let there = state.value_or(c.city, None, 0);
            let out = hits.min(there);
            let to = if apply { c.supply } else { c.board };
            if out > 0 && state.by_key(to, None).is_some() {
                let _ = state.set_value(c.city, None, there - out);
                let was = state.value_or(to, None, 0);
                let _ = state.set_value(to, None, was + out);
                let whither = if apply { "back to the supply" } else { "onto the quest card" };
                line.push_str(&format!("; {out} out of Monarch City, {whither}"));
            }
            if out < hits {
                line.push_str("; Monarch City counted too few of them: check it");
            }
        } else if apply && hits > 0 {
            let on_board = state.value_or(c.board, None, 0);
            let back = hits.min(on_board);
            if back > 0 && state.by_key(c.supply, None).is_some() {
                let _ = state.set_value(c.board, None, on_board - back);
                let supply = state.value_or(c.supply, None, 0);
                let _ = state.set_value(c.supply, None, supply + back);
                line.push_str(&format!("; {back} back to the supply"));
            }
            if back < hits {
                line.push_str("; the board count had too few: check it");
            }
        }
        lines.push(line);
    }
    if in_city && hits_total > 0 && !has_city_colours(state) {
        let city = state.value_or(CITY, None, 0);
        let out = hits_total.min(city);
        if out > 0 && state.set_value(CITY, None, city - out).is_ok() {
            lines.push(format!("Monarch City: {out} fewer, {} left", city - out));
        }
        if out < hits_total {
            lines.push("Monarch City counted fewer minions than were defeated: check it".into());
        }
    }
    let title = format!("{hits_total} of {} defeated", counted(total, "minion", "minions"));
    state.set_result(RuleResult { title: title.clone(), lines: lines.clone(), dice });
    Ok(format!("Engaged minions: {title} ({})", lines.join("; ")))
}

pub(super) fn attack_general(
    state: &mut TableState,
    general: General,
    rng: &mut ChaCha8Rng,
) -> Result<String, TableError> {
    let gen = gen_of(general);
    let d = general.data();
    if state.by_key(gen.wounds, None).is_none() {
        return Err(TableError::NoSuchCounter(gen.wounds.into()));
    }
    if is_defeated(state, gen) {
        return Err(TableError::Rule(format!("{} is already defeated (rulebook: Attack an Enemy General)", d.name)));
    }
    let n = state.value_or("attack.dice", None, 0).max(0);
    if n == 0 {
        return Err(TableError::Rule(format!(
            "set the dice from the Hero Cards with {}'s portrait first (rulebook: Attack an Enemy General 3)",
            d.name
        )));
    }
    let bonus = state.value_or("attack.bonus", None, 0).max(0);
    let need = i32::from(d.to_hit);
    let mut dice = Vec::new();
    let mut hits = 0;
    let mut ones = 0;
    for _ in 0..n {
        let face: u32 = rng.random_range(1..=DIE);
        let hit = i32::try_from(face).unwrap_or(0) + bonus >= need;
        hits += i32::from(hit);
        ones += i32::from(face == PARRY_FACE);
        dice.push(ResultDie { sides: DIE, face, label: d.name.to_string(), hit: Some(hit) });
    }
    let mut lines = vec![format!("{} on {need}+ from {}", counted(hits, "hit", "hits"), counted(n, "die", "dice"))];
    if general == General::Gorgutt && ones > 0 {
        let parried = ones.min(hits);
        hits -= parried;
        lines.push(format!(
            "Gorgutt parries {parried} with the 1s rolled ({ones}); carry extra 1s to the next hero (ruling A-10)"
        ));
    }
    match general {
        General::Balazarg => lines.push("Balazarg: roll a die per red card first, each 1 loses a card".into()),
        General::Varkolak => lines.push("Varkolak: no re-rolls".into()),
        General::Sapphire => lines.push("Sapphire: regenerates fully unless defeated in this combat".into()),
        General::Gorgutt => {}
    }
    let w = wounds_of(state, gen);
    let to = (w + hits).min(i32::from(d.track));
    if to != w {
        state.set_value(gen.wounds, None, to)?;
    }
    let left = remaining(general, to);
    let head = if left == 0 {
        format!("{} is defeated!", d.name)
    } else {
        format!("{} on {}: {left} to go", counted(hits, "hit", "hits"), d.name)
    };
    state.set_result(RuleResult { title: head.clone(), lines, dice });
    Ok(format!("Attacked {} with {}: {head}", d.name, counted(n, "die", "dice")))
}

//! Compound moves: what a player does at the table as one gesture, as one operation (one undo step,
//! one history line) — healing N Life Tokens, and placing a Darkness Spreads card's minions with its
//! overruns.
//!
//! The tracker counts minions per colour (supply, board, Monarch City), not per location, so the
//! Darkness move asks for what only the board shows: the minions already at the card's two
//! locations, and how many neighbours of an overrun already hold 3.

use super::keys::*;
use super::read::{has_life, hero_name, move_tokens, on_card};
use crate::core::words::{counted, noun};
use crate::games::defenders::data::{self, dark_card_name, loc, Colour, DarkKind, LocKind, DARKNESS};
use crate::table::{RuleInput, RuleResult, TableError, TableState};

/// rulebook: Overruns and Tainted Land — at most 3 minions on a location outside Monarch City.
pub(super) const LOCATION_CAP: i32 = 3;
/// The regular Darkness Spreads cards are F§5 rows 1 to this (the special cards follow).
pub(super) const REGULAR_CARDS: u8 = 46;

fn refuse(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}

/// rulebook: Healing Wounds — `tokens` wounded Life Tokens back on the card, face down (usable next
/// turn); a hero never heals above the card's number (only wounded tokens heal).
pub(super) fn heal_tokens(state: &mut TableState, hero: usize, tokens: i32) -> Result<String, TableError> {
    if hero >= state.player_count() {
        return Err(TableError::NoSuchPlayer(hero));
    }
    if !has_life(state, hero) {
        return Err(TableError::NoSuchCounter("life_wounded".into()));
    }
    let name = hero_name(state, hero);
    if on_card(state, hero) == 0 {
        return Err(refuse(format!("{name} is lost in battle: choose a new hero (rulebook: Suffering Wounds)")));
    }
    let wounded = state.value_or("life_wounded", Some(hero), 0);
    if tokens < 1 {
        return Err(refuse(format!("heal at least 1 Life Token, not {tokens} (rulebook: Healing Wounds)")));
    }
    if tokens > wounded {
        return Err(refuse(format!(
            "{name} has {}, not {tokens}: heroes may not heal above their starting number of Life Tokens \
             (rulebook: Healing Wounds)",
            counted(wounded, "wounded Life Token", "wounded Life Tokens")
        )));
    }
    let n = move_tokens(state, hero, "life_wounded", "life_used", tokens);
    if n != tokens {
        return Err(refuse(format!(
            "only {n} of {} fit back on {name}'s card",
            counted(tokens, "Life Token", "Life Tokens")
        )));
    }
    Ok(format!(
        "{name} heals {}, face down until the next turn (rulebook: Healing Wounds)",
        counted(n, "Life Token", "Life Tokens")
    ))
}

/// The regular Darkness Spreads card with F§5 row `number`, if there is one: (location, minions) twice.
pub(super) fn regular_card(number: u8) -> Option<((data::Loc, u8), (data::Loc, u8))> {
    DARKNESS.iter().find(|c| c.number == number).and_then(|c| match c.kind {
        DarkKind::Regular { a, b } => Some((a, b)),
        _ => None,
    })
}

/// The names of the regular cards, rows 1 to [`REGULAR_CARDS`], for the card input.
pub(super) fn card_names() -> Vec<String> {
    (1..=REGULAR_CARDS)
        .map(|n| {
            DARKNESS
                .iter()
                .position(|c| c.number == n)
                .map_or_else(|| format!("#{n}"), |id| dark_card_name(id as data::DarkCardId))
        })
        .collect()
}

/// The inputs of the Darkness Spreads button.
pub(super) fn darkness_inputs() -> Vec<RuleInput> {
    vec![
        RuleInput::choice("card", "Darkness Spreads card", 1, card_names())
            .note("the card's number is the row of the facts sheet (F§5); special cards are placed by hand"),
        RuleInput::number("a_there", "Minions already at its first location", 0, LOCATION_CAP, 0)
            .note("every colour counts; Generals do not (rulebook: Overruns and Tainted Land)"),
        RuleInput::number("b_there", "Minions already at its second location", 0, LOCATION_CAP, 0),
        RuleInput::number("full_neighbours", "If it overruns: neighbours already holding 3 minions", 0, 12, 0).note(
            "they are tainted instead of taking the spilled minion (no chain); Monarch City and the card's other \
             location are counted for you",
        ),
    ]
}

fn col(colour: Colour) -> &'static Col {
    &COLS[colour.index()]
}

/// One minion of `colour` from the supply to `to` (the board, or Monarch City); false when the supply
/// has none.
fn from_supply(state: &mut TableState, colour: Colour, to: &str) -> Result<bool, TableError> {
    let c = col(colour);
    let supply = state.value(c.supply, None).ok_or_else(|| TableError::NoSuchCounter(c.supply.into()))?;
    let there = state.value(to, None).ok_or_else(|| TableError::NoSuchCounter(to.into()))?;
    if supply <= 0 {
        return Ok(false);
    }
    state.set_value(c.supply, None, supply - 1)?;
    state.set_value(to, None, there + 1)?;
    Ok(true)
}

fn taint(state: &mut TableState) -> Result<(), TableError> {
    let crystals = state.value("crystals", None).ok_or_else(|| TableError::NoSuchCounter("crystals".into()))?;
    state.set_clamped("crystals", None, crystals + 1);
    Ok(())
}

fn race(colour: Colour, n: i32) -> String {
    let race = colour.race();
    if n == 1 {
        format!("1 {race}")
    } else {
        // Demons, Orcs; Dragonkin and Undead are their own plurals.
        match race {
            "Demon" | "Orc" => format!("{n} {race}s"),
            _ => format!("{n} {race}"),
        }
    }
}

/// rulebook: Step 3 – Night, Place Minions; Overruns and Tainted Land — card `number`'s minions
/// placed one at a time (ruling A-2: the first that finds 3 there overruns and the rest of that
/// location's minions are dropped). An overrun places a Tainted Crystal and spills 1 minion of the
/// colour onto every neighbour: into Monarch City (ruling A-5), onto the card's other location as
/// counted, and onto the others unless `full_neighbours` of them already hold 3 (tainted, no chain).
/// A placement the supply cannot give loses the game (ruling A-6); a spill it cannot give is skipped.
pub(super) fn darkness_spreads(
    state: &mut TableState,
    number: u8,
    there: [i32; 2],
    full_neighbours: i32,
) -> Result<String, TableError> {
    let phase = state.value_or("phase", None, 0);
    if phase != NIGHT {
        return Err(refuse(
            "Darkness Spreads cards are drawn at Night (rulebook: Game Turn, Step 3 – Night): move the turn to Night \
             first",
        ));
    }
    let Some((a, b)) = regular_card(number) else {
        return Err(refuse(format!(
            "no regular Darkness Spreads card #{number}: the regular cards are #1 to #{REGULAR_CARDS}; place a \
             special card's minions by hand"
        )));
    };
    if let Some(bad) = there.iter().find(|n| !(0..=LOCATION_CAP).contains(*n)) {
        return Err(refuse(format!(
            "a location holds 0 to {LOCATION_CAP} minions, not {bad} (rulebook: Overruns and Tainted Land)"
        )));
    }
    let places = [a, b];
    let mut count = there;
    let mut overruns: Vec<usize> = Vec::new();
    let mut placed = [0; 2];
    let mut short = false;
    for (i, (l, n)) in places.iter().enumerate() {
        let colour = data::location(*l).colour.ok_or_else(|| refuse("the card names a location without a colour"))?;
        for _ in 0..*n {
            if count[i] >= LOCATION_CAP {
                overruns.push(i);
                break;
            }
            if from_supply(state, colour, col(colour).board)? {
                count[i] += 1;
                placed[i] += 1;
            } else {
                short = true;
            }
        }
        // designed: rulebook silent — the card is read top to bottom, so an overrun at the first
        // location spills onto the second (when they are neighbours) before its own minions arrive.
        if overruns.last() == Some(&i) {
            spill_card_neighbour(state, &places, i, colour, &mut count)?;
        }
    }
    // The neighbours outside the card, Monarch City apart.
    let outside: i32 = overruns
        .iter()
        .map(|&i| {
            let (l, _) = places[i];
            data::neighbours(l).iter().filter(|&&nb| nb != loc::MONARCH_CITY && nb != places[1 - i].0).count() as i32
        })
        .sum();
    if full_neighbours < 0 || full_neighbours > outside {
        return Err(refuse(if overruns.is_empty() {
            format!("no overrun on this card, so no neighbour is tainted (not {full_neighbours})")
        } else {
            format!(
                "the overrun {} {} besides Monarch City and the card's other location, not {full_neighbours} \
                 full ones",
                noun(overruns.len(), "location has", "locations have"),
                counted(outside, "neighbour", "neighbours")
            )
        }));
    }
    let mut tainted_full = full_neighbours;
    let mut lines = Vec::new();
    for (i, (l, n)) in places.iter().enumerate() {
        let colour = data::location(*l).colour.unwrap_or(Colour::Black);
        let name = data::location(*l).name;
        let mut line = format!("{} at {name}", race(colour, placed[i]));
        if placed[i] < i32::from(*n) && !overruns.contains(&i) {
            line.push_str(&format!(" (the supply lacked {})", i32::from(*n) - placed[i]));
        }
        lines.push(line);
    }
    let mut spill_lines = Vec::new();
    for &i in &overruns {
        let (l, _) = places[i];
        let colour = data::location(l).colour.unwrap_or(Colour::Black);
        taint(state)?;
        let mut spilled = 0;
        let mut skipped = 0;
        let mut city = false;
        let mut tainted = 0;
        for &nb in data::neighbours(l) {
            if nb == places[1 - i].0 {
                continue; // counted in `spill_card_neighbour`
            }
            if nb == loc::MONARCH_CITY {
                if from_supply(state, colour, col(colour).city)? {
                    city = true;
                } else {
                    skipped += 1;
                }
                continue;
            }
            if tainted_full > 0 && data::location(nb).kind != LocKind::Inn {
                tainted_full -= 1;
                tainted += 1;
                taint(state)?;
                continue;
            }
            if from_supply(state, colour, col(colour).board)? {
                spilled += 1;
            } else {
                skipped += 1;
            }
        }
        let mut text = format!(
            "overrun at {}: a Tainted Crystal, {} to the neighbours",
            data::location(l).name,
            race(colour, spilled + i32::from(city))
        );
        if city {
            text.push_str(" (1 into Monarch City)");
        }
        if tainted > 0 {
            text.push_str(&format!(", {} tainted", counted(tainted, "full neighbour", "full neighbours")));
        }
        if skipped > 0 {
            text.push_str(&format!(
                ", {} skipped: the supply is empty (ruling A-6)",
                counted(skipped, "spill", "spills")
            ));
        }
        spill_lines.push(text);
    }
    if short {
        state.set_value(SHORTAGE, None, 1)?;
    }
    let mut text = format!("Darkness Spreads #{number}: {}", lines.join(", "));
    if !spill_lines.is_empty() {
        text.push_str(&format!(" — {}", spill_lines.join("; ")));
    }
    if let Some(adv) = DARKNESS.iter().find(|c| c.number == number).and_then(|c| c.advance) {
        let to = adv.to.map_or_else(|| "its next step".to_string(), |t| data::location(t).name.to_string());
        text.push_str(&format!(
            "; then its General section: {} to {to} (+{}), moved by hand",
            adv.general.data().name,
            adv.minions
        ));
    }
    state.set_result(RuleResult {
        title: format!("Darkness Spreads #{number}"),
        lines: lines.into_iter().chain(spill_lines).collect(),
        dice: Vec::new(),
    });
    Ok(text)
}

/// The spill of an overrun at the card's location `i` onto the card's other location, when they are
/// neighbours: counted exactly, since the input gave its minions (a 4th taints it, no chain).
fn spill_card_neighbour(
    state: &mut TableState,
    places: &[(data::Loc, u8); 2],
    i: usize,
    colour: Colour,
    count: &mut [i32; 2],
) -> Result<(), TableError> {
    let other = places[1 - i].0;
    if !data::neighbours(places[i].0).contains(&other) {
        return Ok(());
    }
    if count[1 - i] >= LOCATION_CAP {
        taint(state)?;
    } else if from_supply(state, colour, col(colour).board)? {
        count[1 - i] += 1;
    }
    Ok(())
}

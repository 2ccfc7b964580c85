//! "Match your box" for Defenders of the Realm: the two deck sizes the rulebook never prints (the
//! published card lists give 56 and 97; a later printing or an expansion shuffled in changes them)
//! and the tracker's own low-supply note (see [`crate::table::profile`]).

use super::keys::{DARKNESS_CARDS, LOW_SUPPLY, MAX_CARDS, STARTING_CARDS};
use crate::table::{BoxProblem, BoxProfile, BoxValue};

pub(super) const DARKNESS: &str = "darkness_cards";
pub(super) const HERO: &str = "hero_cards";
pub(super) const LOW: &str = "low_supply";
const G_DECKS: &str = "Decks";
const G_MINIONS: &str = "Minions";

/// The values an owner can match.
pub(super) fn values() -> Vec<BoxValue> {
    vec![
        BoxValue::number(DARKNESS, "Darkness Spreads cards", G_DECKS, DARKNESS_CARDS, 10, 200)
            .rule("rulebook: Step 3 - Night draws up to 3 cards a night; the published card list: 56 (facts F§5)"),
        BoxValue::number(HERO, "Hero Cards", G_DECKS, MAX_CARDS, 20, 300).rule(
            "rulebook: Set Up 5 deals 2 to each hero, so the deck holds at least 2 for each of the most heroes; the \
             published card list: 97 (facts F§4)",
        ),
        BoxValue::number(LOW, "Note a colour's minion supply at or below", G_MINIONS, LOW_SUPPLY, 0, 20)
            .rule("designed: rulebook silent — the tracker's own note before a colour runs out"),
    ]
}

/// The rules the values must satisfy together.
pub(super) fn check(profile: &BoxProfile) -> Vec<BoxProblem> {
    let mut problems = Vec::new();
    let heroes = super::info().max_players;
    let dealt = STARTING_CARDS.saturating_mul(i32::try_from(heroes).unwrap_or(i32::MAX));
    if hero_cards(profile) < dealt {
        problems.push(BoxProblem::new(
            HERO,
            format!("Set Up 5 deals 2 Hero Cards to each of up to {heroes} heroes: at least {dealt} cards"),
        ));
    }
    problems
}

/// The Darkness Spreads deck's cards under `profile`.
pub(super) fn darkness_cards(profile: &BoxProfile) -> i32 {
    profile.int_or(DARKNESS, DARKNESS_CARDS)
}

/// The Hero deck's cards under `profile`.
pub(super) fn hero_cards(profile: &BoxProfile) -> i32 {
    profile.int_or(HERO, MAX_CARDS)
}

/// The low-supply note's threshold under `profile`.
pub(super) fn low_supply(profile: &BoxProfile) -> i32 {
    profile.int_or(LOW, LOW_SUPPLY)
}

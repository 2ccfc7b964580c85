//! The tracker's own operations: wounds, healing, a new hero, the Evening draw, a General surviving
//! a combat (the rollers are in `combat.rs`).

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::combat::{attack_general, roll_minions};
use super::compound::{darkness_spreads, heal_tokens};
use super::keys::*;
use super::read::{
    active_hero, capacity, has_life, hero_name, is_defeated, move_tokens, on_card, wound_one, wounds_of,
};
use super::settle::clock_for;
use crate::core::words::counted;
use crate::games::defenders::data::{self, Amount, General, HERO_LIST};
use crate::table::{RuleResult, TableError, TableState};

/// The tracker's own operations (`{"game": "defenders", "do": ...}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Engage Minions in Combat: one die per minion counted in "Minions at the hero's location",
    /// each hitting on its colour's number; the defeated ones go back to the supply.
    RollMinions,
    /// Suffering Wounds for the active hero: 1 per minion at the location, +1 Fear if Undead.
    SufferWounds,
    /// Attack an Enemy General: roll the "Dice from Hero Cards" against its hit number and move
    /// its Wound Marker.
    AttackGeneral {
        /// Which General.
        general: General,
    },
    /// The combat is over and the General survived: its healing clock starts (Sapphire
    /// regenerates), and the Hero Defeated penalty is shown.
    GeneralSurvived {
        /// Which General.
        general: General,
    },
    /// Evening: the active hero draws 2 Hero Cards.
    EveningDraw,
    /// One wound for a hero (a used Life Token first, then an active one).
    Wound {
        /// The hero (player index).
        hero: usize,
    },
    /// Healing Wounds: 2 Life Tokens, or all of them in Monarch City or an Inn. Healed tokens are
    /// face down until the hero's next turn.
    Heal {
        /// The hero (player index).
        hero: usize,
        /// Monarch City or an Inn: every wound heals.
        full: bool,
    },
    /// Healing Wounds for a number of Life Tokens (a card or a skill that heals N): `tokens` wounded
    /// tokens back on the card, face down until the next turn.
    HealTokens {
        /// The hero (player index).
        hero: usize,
        /// How many Life Tokens heal, 1 up to the wounded ones.
        tokens: i32,
    },
    /// Night: a regular Darkness Spreads card's minions placed, with its overruns, in one step.
    DarknessSpreads {
        /// The card's number (F§5 row, 1-46).
        card: u8,
        /// Minions already at its first location (0-3).
        #[serde(default)]
        a_there: i32,
        /// Minions already at its second location (0-3).
        #[serde(default)]
        b_there: i32,
        /// Neighbours of an overrun that already hold 3 minions (tainted instead; Monarch City and
        /// the card's other location are counted by the tracker).
        #[serde(default)]
        full_neighbours: i32,
    },
    /// A hero lost in battle is replaced: full Life Tokens, 2 Hero Cards; quests and General cards
    /// stay with the player.
    NewHero {
        /// The player.
        hero: usize,
    },
}

/// Counters a turn's passing resets, with their reset values (designed: rulebook silent).
pub(super) const PER_TURN: [(&str, i32); 7] = [
    ("here.black", 0),
    ("here.blue", 0),
    ("here.red", 0),
    ("here.green", 0),
    ("here.bonus", 0),
    (HERE_CITY, 0),
    (EVENING_DRAWN, 0),
];

/// Sapphire is wounded, not defeated, and not on a healing clock (a clock set by hand means her
/// skill was cancelled by Amarak's Blessing and she heals like the others).
pub(super) fn sapphire_regenerates(state: &TableState) -> bool {
    let gen = gen_of(General::Sapphire);
    !is_defeated(state, gen) && wounds_of(state, gen) > 0 && state.value_or(gen.heal, None, 0) <= 0
}

/// A new hero for a lost one: every Life Token on the new card, fresh, and 2 Hero Cards.
pub(super) fn replace_hero(state: &mut TableState, p: usize) -> String {
    for from in ["life_active", "life_used", "life_wounded"] {
        move_tokens(state, p, from, "life_box", LIFE_POOL);
    }
    let cap = capacity(state, p);
    move_tokens(state, p, "life_box", "life_active", cap);
    if state.by_key("cards", Some(p)).is_some() {
        let _ = state.set_value("cards", Some(p), STARTING_CARDS);
    }
    format!(
        "{} takes a new hero in Monarch City: {cap} Life Tokens, {STARTING_CARDS} Hero Cards and 1 Quest; \
         quests and General cards stay (rulebook: Suffering Wounds; ruling A-16)",
        hero_name(state, p)
    )
}

pub(super) fn gen_of(general: General) -> &'static Gen {
    GENS.iter().find(|g| g.general == general).unwrap_or(&GENS[0])
}

fn check_hero(state: &TableState, hero: usize) -> Result<(), TableError> {
    if hero >= state.player_count() {
        return Err(TableError::NoSuchPlayer(hero));
    }
    if !has_life(state, hero) {
        return Err(TableError::NoSuchCounter("life_wounded".into()));
    }
    Ok(())
}

fn amount_text(a: Amount, one: &str, many: &str) -> String {
    match a {
        Amount::Fixed(n) => counted(n, one, many),
        Amount::D6 => format!("1d6 {many}"),
        Amount::D3 => format!("1d3 {many}"),
        Amount::All => format!("all {many}"),
    }
}

/// The tracker's own operations.
pub(super) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::RollMinions => roll_minions(state, rng),
        Rule::SufferWounds => {
            let p = active_hero(state).ok_or(TableError::NoSuchPlayer(0))?;
            check_hero(state, p)?;
            let kind = HERO_LIST.get(usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0)).copied();
            let minions: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0)).sum();
            let undead = state.value_or("here.black", None, 0) > 0;
            // designed: rulebook silent (F§3) — the Rogue loses no tokens to minions, the Dwarf
            // and the Paladin 1 fewer, the Paladin no Fear.
            let mut from_minions = minions;
            let mut fear = i32::from(undead);
            let mut notes = Vec::new();
            match kind {
                Some(data::HeroKind::Rogue) => {
                    from_minions = 0;
                    notes.push("Rogue: no wounds from minions");
                }
                Some(data::HeroKind::Dwarf) => {
                    from_minions = (from_minions - 1).max(0);
                    notes.push("Dwarf: 1 fewer");
                }
                Some(data::HeroKind::Paladin) => {
                    from_minions = (from_minions - 1).max(0);
                    fear = 0;
                    notes.push("Paladin: 1 fewer, no Fear");
                }
                _ => {}
            }
            let total = from_minions + fear;
            if total == 0 {
                let why = if minions == 0 {
                    "no minions counted in \"Minions at the hero's location\"".to_string()
                } else if undead {
                    notes.join(", ")
                } else {
                    format!("{}, and no Undead here for Fear", notes.join(", "))
                };
                return Err(TableError::Rule(format!(
                    "{} suffers no wounds: {why} (rulebook: Suffering Wounds)",
                    hero_name(state, p)
                )));
            }
            let mut taken = 0;
            while taken < total && wound_one(state, p) {
                taken += 1;
            }
            let mut lines = vec![format!("{} here, Fear +{fear}", counted(minions, "minion", "minions"))];
            lines.extend(notes.iter().map(|s| s.to_string()));
            lines.push(
                "Eagle Rider in the Sky, Sorcerer in that race's form: fewer or none (F§3), undo and adjust".into(),
            );
            if on_card(state, p) == 0 {
                lines.push("Every Life Token is lost: the hero is lost in battle".into());
            }
            let head = format!("{} suffers {}", hero_name(state, p), counted(taken, "wound", "wounds"));
            state.set_result(RuleResult { title: head.clone(), lines, dice: Vec::new() });
            Ok(format!("{head} (rulebook: Suffering Wounds)"))
        }
        Rule::AttackGeneral { general } => attack_general(state, *general, rng),
        Rule::GeneralSurvived { general } => {
            let gen = gen_of(*general);
            let g = gen.general;
            let d = g.data();
            if is_defeated(state, gen) {
                return Err(TableError::Rule(format!(
                    "{} is already defeated (rulebook: Attack an Enemy General)",
                    d.name
                )));
            }
            if state.by_key(gen.wounds, None).is_none() {
                return Err(TableError::NoSuchCounter(gen.wounds.into()));
            }
            let w = wounds_of(state, gen);
            let mut lines = vec![format!(
                "Every hero in the fight loses {} and {}, and goes to Monarch City \
                 (War Banner of Valor: neither)",
                amount_text(d.penalty_life, "Life Token", "Life Tokens"),
                amount_text(d.penalty_cards, "Hero Card", "Hero Cards")
            )];
            let text = if g == General::Sapphire {
                let _ = state.set_value(gen.wounds, None, 0);
                let _ = state.set_value(gen.heal, None, 0);
                lines.push("Sapphire regenerates: back to full health (Amarak's Blessing stops it)".into());
                format!("{} survived and regenerates (rulebook: Sapphire)", d.name)
            } else if w == 0 {
                format!("{} survived unhurt (rulebook: Attack an Enemy General 8)", d.name)
            } else {
                let clock = clock_for(state, g, w);
                let _ = state.set_value(gen.heal, None, clock);
                let kind = if is_major(g, w) { "Major wound" } else { "Minor wound" };
                lines.push(format!("{kind}: heals from the end of {} from now", counted(clock - 1, "turn", "turns")));
                format!("{} survived: {} (rulebook: Minor Wound, Major Wound)", d.name, kind.to_lowercase())
            };
            state.set_result(RuleResult { title: format!("{} survived", d.name), lines, dice: Vec::new() });
            Ok(text)
        }
        Rule::EveningDraw => {
            // A draw skipped in the Evening may still be taken at Night, before the turn passes.
            let phase = state.value_or("phase", None, DAYTIME);
            if phase != EVENING && phase != NIGHT {
                return Err(TableError::Rule(
                    "Hero Cards are drawn in the Evening (rulebook: Step 2 - Evening)".into(),
                ));
            }
            if state.value_or(EVENING_DRAWN, None, 0) != 0 {
                return Err(TableError::Rule(format!(
                    "the {EVENING_DRAW} Hero Cards were already drawn this Evening (rulebook: Step 2 - Evening)"
                )));
            }
            let p = active_hero(state).ok_or(TableError::NoSuchPlayer(0))?;
            let c = state.by_key("cards", Some(p)).ok_or_else(|| TableError::NoSuchCounter("cards".into()))?;
            if c.value >= c.max {
                return Err(TableError::AtLimit { label: c.label.clone(), which: "maximum", limit: c.max });
            }
            let to = (c.value + EVENING_DRAW).min(c.max);
            state.set_value("cards", Some(p), to)?;
            if state.by_key(EVENING_DRAWN, None).is_some() {
                state.set_value(EVENING_DRAWN, None, 1)?;
            }
            let late = if phase == NIGHT { " (the Evening's, late)" } else { "" };
            let mut text = format!("{} draws {EVENING_DRAW} Hero Cards{late}: {to} in hand", hero_name(state, p));
            if to > HAND_LIMIT {
                text.push_str(&format!(" — discard down to {HAND_LIMIT}"));
            }
            Ok(text)
        }
        Rule::Wound { hero } => {
            check_hero(state, *hero)?;
            if !wound_one(state, *hero) {
                return Err(TableError::Rule(format!(
                    "{} has no Life Token left to lose (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            let mut text = format!(
                "{}: 1 wound, {} left",
                hero_name(state, *hero),
                counted(on_card(state, *hero), "Life Token", "Life Tokens")
            );
            if on_card(state, *hero) == 0 {
                text.push_str(" — lost in battle");
            }
            Ok(text)
        }
        Rule::Heal { hero, full } => {
            check_hero(state, *hero)?;
            let wounded = state.value_or("life_wounded", Some(*hero), 0);
            if wounded == 0 {
                return Err(TableError::Rule(format!(
                    "{} has no wounds to heal (rulebook: Healing Wounds)",
                    hero_name(state, *hero)
                )));
            }
            if on_card(state, *hero) == 0 {
                return Err(TableError::Rule(format!(
                    "{} is lost in battle: choose a new hero (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            let want = if *full { wounded } else { FIELD_HEAL };
            // rulebook: Healing Wounds — healed tokens are not used until the following turn.
            let n = move_tokens(state, *hero, "life_wounded", "life_used", want);
            let place = if *full { "in Monarch City or an Inn" } else { "away from enemies" };
            Ok(format!(
                "{} heals {} {place}, usable next turn (rulebook: Healing Wounds)",
                hero_name(state, *hero),
                counted(n, "Life Token", "Life Tokens")
            ))
        }
        Rule::HealTokens { hero, tokens } => heal_tokens(state, *hero, *tokens),
        Rule::DarknessSpreads { card, a_there, b_there, full_neighbours } => {
            darkness_spreads(state, *card, [*a_there, *b_there], *full_neighbours)
        }
        Rule::NewHero { hero } => {
            check_hero(state, *hero)?;
            if on_card(state, *hero) > 0 {
                return Err(TableError::Rule(format!(
                    "{} still has Life Tokens: only a hero lost in battle is replaced (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            Ok(replace_hero(state, *hero))
        }
    }
}

//! The rules over every change: refusals (ferocity only after the battle die, no hunter or queen
//! past the box) and consequences (the banners follow the nests and Zagal, a hero's constitution
//! follows the card and awakening, the solo flip resets with the turn).

use super::campaign::{banners_cap, retotal_banners};
use super::keys::*;
use super::profile::Board;
use super::read::{constitution, hero_of, rule_err};
use crate::games::firesiege::data::{HordeIcon, HUNTERS, NESTS, QUEENS, WARLORDS};
use crate::table::{changed, Change, TableError, TableState};

/// Refusals and consequences after a change.
pub(super) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();

    // Ferocity is step 3 of an attack, after the battle die (rulebook: Valkun Action).
    if changed(changes, "attack_ferocity", None).is_some_and(|c| c.to > c.from)
        && state.value_or("attack_die", None, 0) <= 0
    {
        return Err(rule_err(
            "ferocity is added after the battle die is rolled: roll the attack first (rulebook: Valkun Action, \
             attack steps 1-3)",
        ));
    }

    // One more hunter or queen than the box holds had to be placed: the game is lost, and the board keeps
    // them all (rulebook: Winning and Defeat conditions).
    for (key, what, all) in [("hunters", "hunter", HUNTERS), ("queens", "queen", QUEENS)] {
        if state.value(key, None).is_some_and(|v| v > all) {
            state.set_value(key, None, all)?;
            if state.by_key("skreel_overflow", None).is_some() {
                state.set_value("skreel_overflow", None, 1)?;
            }
            out.push(format!(
                "a Skreel {what} should be placed, but all {all} are already on the board: the game is lost \
                 (rulebook: Winning and Defeat conditions)"
            ));
        }
    }

    // The horde track: each space reached resolves its icon (rulebook: Horde Track).
    let board = Board::of(&state.profile);
    if let Some(c) = changed(changes, "horde", None) {
        for space in (c.from + 1)..=c.to {
            match board.icon(space) {
                HordeIcon::HordeCard => out.push(format!("horde space {space}: draw a horde card and resolve it")),
                HordeIcon::Warlord if space == board.zagal() && state.value_or("zagal", None, 0) == Z_TRACK => {
                    state.set_value("zagal", None, Z_PLAY)?;
                    out.push(format!(
                        "horde space {space}: Zagal enters red region I (rulebook: Defeat Zagal); no warlord card"
                    ));
                }
                HordeIcon::Warlord => {
                    let deck = WARLORDS.iter().filter(|w| state.value(w.key, None) == Some(W_DECK)).count();
                    if deck == 0 {
                        out.push(format!("horde space {space}: no warlord card left, nothing happens"));
                    } else {
                        out.push(format!(
                            "horde space {space}: draw a warlord card ({deck} in the deck), place it and mark it In \
                                play"
                        ));
                    }
                }
                HordeIcon::Plain | HordeIcon::Skull => {}
            }
        }
    }

    // The Marall ends: activate a card 3 times, marker back to 0 (rulebook: Marall Mercenaries).
    if let Some(c) = changed(changes, "marall", None) {
        if c.to == board.marall_ally_end() || c.to == 0 {
            let ally = c.to == board.marall_ally_end();
            state.set_value("marall", None, board.marall_zero())?;
            let n = state.value_or("marall_activations", None, 0);
            if state.by_key("marall_activations", None).is_some() {
                state.set_value("marall_activations", None, (n + 1).min(999))?;
            }
            let side = if ally { "ally" } else { "traitor" };
            let mut line =
                format!("Marall recruitment: activate the top Marall card's {side} effect 3 times; marker back to 0");
            if ally {
                let m = state.value_or("marall_alliances", None, 0);
                if state.by_key("marall_alliances", None).is_some() {
                    state.set_value("marall_alliances", None, (m + 1).min(99))?;
                }
                line.push_str("; Ally with the Marall fulfilled if in play: flip 1 banner token");
            }
            out.push(line);
        }
    }

    // Banners turned by hand: the tracker's share never exceeds them.
    if changed(changes, "banners", None).is_some() || changed(changes, "banners_auto", None).is_some() {
        let b = state.value_or("banners", None, 0);
        if state.value("banners_auto", None).is_some_and(|a| a > b) {
            state.set_value("banners_auto", None, b.max(0))?;
        }
    }

    // Nests, Zagal and the day's goal flip their banners (rulebook: Destroy the nests, Defeat Zagal,
    // Campaign Mode).
    let mut why = Vec::new();
    let mut gained = false;
    for (key, colour, _, _) in NESTS {
        if let Some(c) = changed(changes, key, None) {
            gained |= c.to > c.from;
            why.push(format!("{colour} nest {}", if c.to > c.from { "destroyed" } else { "restored" }));
        }
    }
    if let Some(c) = changed(changes, "zagal", None) {
        if c.to == Z_DEFEATED {
            gained = true;
            why.push("Zagal defeated".to_string());
        } else if c.from == Z_DEFEATED {
            why.push("Zagal back in play".to_string());
        }
    }
    if let Some(c) = changed(changes, "goal_done", None) {
        gained |= c.to > c.from;
        why.push(format!("Day's goal {}", if c.to > c.from { "fulfilled" } else { "undone" }));
    }
    if !why.is_empty() {
        out.extend(retotal_banners(state, &why.join(", "), gained)?);
    }

    // The solo flip is once per turn: a new turn clears it (rulebook: Solo mode).
    if changed(changes, "turn", None).is_some() && state.value_or("solo_flipped", None, 0) > 0 {
        state.set_value("solo_flipped", None, 0)?;
    }

    for w in &WARLORDS {
        if changed(changes, w.key, None).is_some_and(|c| c.to == W_DEFEATED) {
            let mut line = format!("{} defeated: flip the banner tokens on its card, then discard it", w.name);
            if state.value_or("day", None, 0) == 1 && state.value_or("branch", None, 0) == 1 {
                line.push_str(" (Day 1 B: no banners; draw the next warlord card)");
            }
            out.push(line);
        }
    }

    // Banners stay within the tokens in the game.
    let cap = banners_cap(state);
    if state.value_or("banners", None, 0) > cap {
        return Err(rule_err(format!(
            "only {cap} banner tokens are in this game (rulebook: Components, Campaign Mode)"
        )));
    }

    // Heroes: life + damage = constitution; awakening flips every token to life.
    for p in 0..state.player_count() {
        let (hero, awake, life, damage) = (
            changed(changes, "hero", Some(p)),
            changed(changes, "awakened", Some(p)),
            changed(changes, "life", Some(p)),
            changed(changes, "damage", Some(p)),
        );
        if hero.is_none() && awake.is_none() && life.is_none() && damage.is_none() {
            continue;
        }
        if state.by_key("life", Some(p)).is_none() || state.by_key("damage", Some(p)).is_none() {
            continue;
        }
        let con = constitution(state, p);
        let name = state.player_name(p);
        let hero_name = hero_of(state, p).map_or("the hero", |h| h.name);
        let d = state.value_or("damage", Some(p), 0);
        let l = state.value_or("life", Some(p), 0);
        if awake.is_some_and(|c| c.to > c.from) {
            // rulebook: Valkun Army — flip all tokens to life; more constitution adds life tokens.
            state.set_value("damage", Some(p), 0)?;
            state.set_value("life", Some(p), con)?;
            out.push(format!("{name}: {hero_name} awakens — all {con} constitution tokens on the life side"));
        } else if awake.is_some() || hero.is_some() {
            let d = d.min(con);
            state.set_value("damage", Some(p), d)?;
            state.set_value("life", Some(p), con - d)?;
            out.push(format!("{name}: {hero_name}, constitution {con} ({} life, {d} damage)", con - d));
        } else if life.is_some() && damage.is_none() {
            if l > con {
                return Err(rule_err(format!(
                    "{hero_name} has only {con} constitution tokens (rulebook: Valkun Hero Cards)"
                )));
            }
            state.set_value("damage", Some(p), con - l)?;
        } else if damage.is_some() && life.is_none() {
            if d > con {
                return Err(rule_err(format!(
                    "{hero_name} has only {con} constitution tokens (rulebook: Valkun Hero Cards)"
                )));
            }
            state.set_value("life", Some(p), con - d)?;
        } else if l + d != con {
            state.set_value("life", Some(p), (con - d).max(0))?;
        }
    }
    Ok(out)
}

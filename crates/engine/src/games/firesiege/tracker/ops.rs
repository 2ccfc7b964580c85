//! The tracker's own operations: the power-up tracks (advance, retreat, what passes an end is
//! owed to another track), awakening, healing, the Marall, the solo flip, placing Skreel, heroes'
//! skills and the campaign's records (the attack is in `attack.rs`).

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::attack::{attack, use_ferocity};
use super::campaign::new_game;
use super::keys::POWER_AMOUNT_MAX;
use super::profile::Board;
use super::read::{hero_of, is_awakened, rule_err};
use crate::core::words::{counted, noun};
use crate::games::firesiege::data::{
    PowerTrack, AWAKEN_ENERGY, DAY_LABELS, DEFEAT_TRACK, HEROES, HUNTERS, QUEENS, SKILL_COSTS, SOLO_FLIP_ENERGY,
};
use crate::table::{TableError, TableState};

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Advance a power-up track by the amount input (Catalyst, Aid, Recharge); what passes the top
    /// is owed to another track.
    AdvanceTrack {
        /// Which track.
        track: PowerTrack,
    },
    /// Retreat a power-up track by the amount input (Curse); what passes the bottom is owed.
    RetreatTrack {
        /// Which track.
        track: PowerTrack,
    },
    /// Put the owed squares on another track.
    PlaceOwed {
        /// Which track.
        track: PowerTrack,
    },
    /// Give up the owed squares.
    DropOwed,
    /// Xe'Ragt moves: every power-up marker back 1.
    XeRagt,
    /// Awaken a hero by moving the energy marker back 5.
    Awaken {
        /// The hero.
        player: usize,
    },
    /// Awaken a hero whose awakening trigger is met.
    AwakenTrigger {
        /// The hero.
        player: usize,
    },
    /// Heal 1 every hero.
    HealAll,
    /// Activate the top Marall card from the marker's space.
    HireMarall,
    /// Solo: lower energy 1 to flip a command tile.
    SoloFlip,
    /// Place a Skreel hunter (a horde card, Ye'Xet, a captured civilian); none left loses.
    PlaceHunter,
    /// Place a Skreel queen; none left loses.
    PlaceQueen,
    /// Roll the battle die and total an attack (steps 1-2 of the Valkun attack).
    Attack,
    /// Step 3 of the attack just rolled: add ferocity and set its marker back that many squares.
    UseFerocity {
        /// Strength to add, 1 up to the track's value (ruling firesiege A-21); none: the whole value.
        #[serde(default)]
        amount: Option<i32>,
    },
    /// Pay a hero's special skill in energy, in full (Dart: the squares to move, 1 to 3).
    UseSkill {
        /// The hero.
        player: usize,
    },
    /// Campaign: the game was lost; mark the defeat track and set up the replay.
    RecordDefeat,
    /// Campaign: the game was won; next day, and set it up.
    RecordVictory,
    /// A new game: every game counter back to its start (campaign, heroes' cards kept).
    NewGame,
}

pub(super) fn power_counter(state: &TableState, track: PowerTrack) -> Result<(i32, i32, i32), TableError> {
    let c = state.by_key(track.key(), None).ok_or_else(|| TableError::NoSuchCounter(track.key().into()))?;
    Ok((c.value, c.min, c.max))
}

/// Whether `track` can move one square in direction `dir` (+1 or −1).
pub(super) fn can_move(state: &TableState, track: PowerTrack, dir: i32) -> bool {
    power_counter(state, track).is_ok_and(|(v, min, max)| if dir > 0 { v < max } else { v > min })
}

/// Moves `track` by `squares`; what passes its end is returned.
fn move_track(state: &mut TableState, track: PowerTrack, squares: i32) -> Result<(i32, i32), TableError> {
    let (v, min, max) = power_counter(state, track)?;
    let to = (v + squares).clamp(min, max);
    state.set_value(track.key(), None, to)?;
    Ok((to - v, squares - (to - v)))
}

/// Owes `rest` squares to another track, or loses them when no other track can take them.
fn owe(state: &mut TableState, rest: i32, except: Option<PowerTrack>) -> Result<String, TableError> {
    if rest == 0 {
        return Ok(String::new());
    }
    let dir = rest.signum();
    let any = PowerTrack::ALL.iter().any(|t| Some(*t) != except && can_move(state, *t, dir));
    let word = if dir > 0 { "advance" } else { "retreat" };
    if !any {
        let n = rest.abs();
        return Ok(format!(
            "; {} to {word} {}: no other track can take {}",
            counted(n, "square", "squares"),
            noun(n, "is lost", "are lost"),
            noun(n, "it", "them")
        ));
    }
    let owed = state.value_or("power_owed", None, 0);
    state.set_value("power_owed", None, owed + rest)?;
    Ok(format!("; {} past the end: {word} another track", counted(rest.abs(), "square", "squares")))
}

pub(super) fn show_track(state: &TableState, track: PowerTrack) -> String {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let sq = state.value_or(track.key(), None, 0);
    match Board::of(&state.profile).value_at(track, side, sq) {
        Some(v) if track == PowerTrack::Ferocity && v > 0 => format!("+{v}"),
        Some(v) => v.to_string(),
        None => format!("square {sq}"),
    }
}

fn no_owed(state: &TableState) -> Result<(), TableError> {
    let owed = state.value_or("power_owed", None, 0);
    if owed != 0 {
        return Err(rule_err(format!(
            "first put the {} on another track (rulebook: Advance/retreat on the power-up tracks)",
            counted(owed.abs(), "owed square", "owed squares")
        )));
    }
    Ok(())
}

fn check_player(state: &TableState, player: usize) -> Result<(), TableError> {
    if player >= state.player_count() {
        return Err(TableError::NoSuchPlayer(player));
    }
    if state.by_key("awakened", Some(player)).is_none() {
        return Err(TableError::NoSuchCounter("awakened".into()));
    }
    Ok(())
}

/// A hero's special skill, paid in energy: the whole cost or nothing (rulebook: Power-Up tracks — "set back
/// the marker on the energy track by a number of squares equal to the activation cost"; ruling firesiege A-62:
/// a voluntary cost never overflows to another track).
fn use_skill(state: &mut TableState, player: usize) -> Result<String, TableError> {
    check_player(state, player)?;
    no_owed(state)?;
    let h = usize::try_from(state.value_or("hero", Some(player), 0)).unwrap_or(0);
    let (hero, (low, high)) =
        HEROES.get(h).zip(SKILL_COSTS.get(h).copied()).ok_or_else(|| TableError::NoSuchCounter("hero".into()))?;
    let cost = state.value_or("power_amount", None, 1).clamp(low, high);
    let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
    if v - cost < min {
        return Err(rule_err(format!(
            "{}'s skill costs {cost} energy and the marker is {} above the bottom: a cost is paid in full \
             (rulebook: Power-Up tracks — Energy; Valkun Hero Cards)",
            hero.name,
            v - min
        )));
    }
    state.set_value("energy", None, v - cost)?;
    Ok(format!("{}: {} — energy back {}", state.player_name(player), hero.skill, counted(cost, "square", "squares")))
}

/// The tracker's own operations.
pub(super) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::AdvanceTrack { track } | Rule::RetreatTrack { track } => {
            no_owed(state)?;
            let dir = if matches!(op, Rule::AdvanceTrack { .. }) { 1 } else { -1 };
            let amount = state.value_or("power_amount", None, 1).clamp(1, POWER_AMOUNT_MAX);
            let (moved, rest) = move_track(state, *track, dir * amount)?;
            let tail = owe(state, rest, Some(*track))?;
            let word = if dir > 0 { "advances" } else { "retreats" };
            Ok(format!(
                "{} {word} {} to {}{tail}",
                track.name(),
                counted(moved.abs(), "square", "squares"),
                show_track(state, *track)
            ))
        }
        Rule::PlaceOwed { track } => {
            let owed = state.value_or("power_owed", None, 0);
            if owed == 0 {
                return Err(rule_err("no squares are owed to another track"));
            }
            if !can_move(state, *track, owed.signum()) {
                let end = if owed > 0 { "highest" } else { "lowest" };
                return Err(rule_err(format!(
                    "{} is on its {end} square: choose another track (rulebook: Advance/retreat on the power-up \
                        tracks)",
                    track.name()
                )));
            }
            let (moved, rest) = move_track(state, *track, owed)?;
            state.set_value("power_owed", None, 0)?;
            let tail = owe(state, rest, Some(*track))?;
            Ok(format!("Owed squares: {} moves {moved:+} to {}{tail}", track.name(), show_track(state, *track)))
        }
        Rule::DropOwed => {
            let owed = state.value_or("power_owed", None, 0);
            if owed == 0 {
                return Err(rule_err("no squares are owed to another track"));
            }
            state.set_value("power_owed", None, 0)?;
            Ok(format!("{} given up", counted(owed.abs(), "owed square", "owed squares")))
        }
        Rule::XeRagt => {
            no_owed(state)?;
            let mut rest = 0;
            for t in PowerTrack::ALL {
                rest += move_track(state, t, -1)?.1;
            }
            let tail = owe(state, rest, None)?;
            Ok(format!("Xe'Ragt moves: every power-up marker back 1 square{tail}"))
        }
        Rule::Awaken { player } | Rule::AwakenTrigger { player } => {
            check_player(state, *player)?;
            let name = state.player_name(*player);
            if is_awakened(state, *player) {
                return Err(rule_err(format!("{name} is already awakened (rulebook: Valkun Army)")));
            }
            let mut text = format!("{name} awakens");
            if matches!(op, Rule::Awaken { .. }) {
                let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
                if v - AWAKEN_ENERGY < min {
                    return Err(rule_err(format!(
                        "awakening costs {AWAKEN_ENERGY} energy squares and the marker is {} above the bottom \
                            (rulebook: Valkun Army)",
                        v - min
                    )));
                }
                state.set_value("energy", None, v - AWAKEN_ENERGY)?;
                text.push_str(&format!(" (energy back {AWAKEN_ENERGY} squares)"));
            } else {
                let trigger = hero_of(state, *player).map_or("its awakening trigger", |h| h.trigger);
                text.push_str(&format!(" (trigger: {trigger})"));
            }
            state.set_value("awakened", Some(*player), 1)?;
            Ok(text)
        }
        Rule::HealAll => {
            let mut healed = Vec::new();
            for p in 0..state.player_count() {
                let d = state.value_or("damage", Some(p), 0);
                if d > 0 && state.by_key("damage", Some(p)).is_some() {
                    state.set_value("damage", Some(p), d - 1)?;
                    healed.push(state.player_name(p));
                }
            }
            if healed.is_empty() {
                return Err(rule_err("no hero has a token on the damage side"));
            }
            Ok(format!("Heal 1 every hero: {}", healed.join(", ")))
        }
        Rule::HireMarall => {
            let m = state.value("marall", None).ok_or_else(|| TableError::NoSuchCounter("marall".into()))?;
            let board = Board::of(&state.profile);
            match board.marall_effect(m) {
                None => {
                    Ok("Marall card: the marker is on 0, the card does not activate (rulebook: Marall Mercenaries)"
                        .into())
                }
                Some((side, times)) => {
                    state.set_value("marall", None, board.marall_zero())?;
                    let n = state.value_or("marall_activations", None, 0);
                    if state.by_key("marall_activations", None).is_some() {
                        state.set_value("marall_activations", None, (n + 1).min(999))?;
                    }
                    Ok(format!(
                        "Marall card activated: its {side} effect {}; marker back to 0, card discarded",
                        counted(times, "time", "times")
                    ))
                }
            }
        }
        Rule::SoloFlip => {
            if state.player_count() != 1 {
                return Err(rule_err("only in solo mode (rulebook: Solo mode)"));
            }
            let (v, min, _) = power_counter(state, PowerTrack::Energy)?;
            if v - SOLO_FLIP_ENERGY < min {
                return Err(TableError::AtLimit { label: "Energy".into(), which: "minimum", limit: min });
            }
            if state.value_or("solo_flipped", None, 0) > 0 {
                return Err(rule_err("a tile was already flipped this turn: once per turn (rulebook: Solo mode)"));
            }
            state.set_value("energy", None, v - SOLO_FLIP_ENERGY)?;
            if state.by_key("solo_flipped", None).is_some() {
                state.set_value("solo_flipped", None, 1)?;
            }
            Ok("Solo: energy back 1 square to flip a command tile".into())
        }
        Rule::PlaceHunter | Rule::PlaceQueen => {
            let (key, what, all) = if matches!(op, Rule::PlaceHunter) {
                ("hunters", "hunter", HUNTERS)
            } else {
                ("queens", "queen", QUEENS)
            };
            let c = state.by_key(key, None).ok_or_else(|| TableError::NoSuchCounter(key.into()))?;
            let (v, max) = (c.value, c.max.min(all));
            if v < max {
                state.set_value(key, None, v + 1)?;
                return Ok(format!("A Skreel {what} placed ({} of {all} on the board)", v + 1));
            }
            if state.by_key("skreel_overflow", None).is_some() {
                state.set_value("skreel_overflow", None, 1)?;
            }
            Ok(format!(
                "A Skreel {what} should be placed, but all {all} are already on the board: the game is lost \
                (rulebook: Winning and Defeat conditions)"
            ))
        }
        Rule::Attack => attack(state, rng),
        Rule::UseFerocity { amount } => use_ferocity(state, *amount),
        Rule::UseSkill { player } => use_skill(state, *player),
        Rule::RecordDefeat => {
            let day = state.value_or("day", None, 0);
            if !(1..=7).contains(&day) {
                return Err(rule_err("set the campaign day first (rulebook: Campaign Mode)"));
            }
            let d = state.value_or("defeats", None, 0);
            if d >= DEFEAT_TRACK {
                return Err(rule_err("the defeat track is full: the campaign is lost (rulebook: Campaign Mode)"));
            }
            state.set_value("defeats", None, d + 1)?;
            let setup = new_game(state, rng)?;
            let name = DAY_LABELS.get(day as usize).copied().unwrap_or("the day");
            Ok(format!("Defeat on {name}: defeat track {}/{DEFEAT_TRACK}; replay the day{setup}", d + 1))
        }
        Rule::RecordVictory => {
            let day = state.value_or("day", None, 0);
            if !(1..=7).contains(&day) {
                return Err(rule_err("set the campaign day first (rulebook: Campaign Mode)"));
            }
            state.set_value("day", None, day + 1)?;
            if state.by_key("branch", None).is_some() {
                state.set_value("branch", None, 0)?;
            }
            let setup = new_game(state, rng)?;
            let next = DAY_LABELS.get(day as usize + 1).copied().unwrap_or("Epilogue");
            Ok(format!(
                "Victory on {}: on to {next}{setup}",
                DAY_LABELS.get(day as usize).copied().unwrap_or("the day")
            ))
        }
        Rule::NewGame => {
            let setup = new_game(state, rng)?;
            Ok(format!("New game: every game counter back to its start (campaign and hero cards kept){setup}"))
        }
    }
}

//! The tracker's own operations: the combat roll and its resolution (in `combat.rs`), King Alaric's
//! reroll and King Haldrek's +1, Rally the Fallen, Last Muster, the roll for the starting Wizard.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::army::{changed, shift};
use super::combat::{combat, combat_setup, resolve_combat, roll_for_start, Die};
use super::compound::{battle_casualties, Casualties};
use super::keys::*;
use super::read::{last_muster_check, rally_check, shared, val};
use crate::games::thaloria::data::{ELITE_DIE, HALDREK_BONUS, KING_ALARIC, KING_HALDREK, STANDARD_DIE};
use crate::table::{Change, TableError, TableState};

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Rolls the battle or Wizard attack set up in the Combat counters (the active Wizard attacks
    /// the Wizard chosen as defender) into the dice counters; nothing is compared yet.
    Combat,
    /// King Alaric attacking: rerolls one attack die of the roll (once per turn, before King Haldrek's +1).
    AlaricReroll {
        /// The attack die, 0 to 2 in the dice counters' order (Standard dice first).
        die: usize,
    },
    /// King Haldrek defending: +1 to one defence die of the roll (once per turn).
    HaldrekBonus {
        /// The defence die, 0 or 1.
        die: usize,
    },
    /// Compares the rolled dice (ties reroll), then applies losses and Wizard damage when "Apply" is on.
    ResolveCombat,
    /// Rally the Fallen: one Fallen Standard Warrior back to the Reserve.
    RallyTheFallen {
        /// The Wizard rallying (the active one).
        player: usize,
    },
    /// Last Muster: up to two Fallen Standard Warriors back to the Reserve; spends the token.
    LastMuster {
        /// The Wizard mustering (the active one).
        player: usize,
    },
    /// A battle's (or a Wizard attack's) casualties in one step, between the Wizards of the Combat
    /// counters: Warriors to the Fallen, and a Wizard attack's damage.
    BattleCasualties {
        /// The attacker's Standard Warriors lost (from the tiles).
        #[serde(default)]
        att_standard: i32,
        /// The attacker's Elite Warriors lost (from the tiles).
        #[serde(default)]
        att_elite: i32,
        /// The defender's Standard Warriors lost (from the tiles; a Wizard attack: the Reserve).
        #[serde(default)]
        def_standard: i32,
        /// The defender's Elite Warriors lost.
        #[serde(default)]
        def_elite: i32,
        /// Damage to the defending Wizard (a Wizard attack only).
        #[serde(default)]
        damage: i32,
    },
    /// Every Wizard rolls a D12, ties for the highest reroll; the winner becomes the active Wizard.
    RollForStart,
}

/// The tracker's own operations.
pub(super) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::Combat => combat(state, rng),
        Rule::RallyTheFallen { player } => {
            let p = *player;
            if p >= state.player_count() {
                return Err(TableError::NoSuchPlayer(p));
            }
            rally_check(state, p).map_err(|why| TableError::Rule(format!("Rally the Fallen: {why}")))?;
            shift(state, p, S_FALLEN, S_RESERVE, 1)?;
            state.set_clamped(RALLY_USED, None, 1);
            Ok(format!("{} rallies the Fallen: 1 Fallen Standard Warrior returns to the Reserve", state.player_name(p)))
        }
        Rule::LastMuster { player } => {
            let p = *player;
            if p >= state.player_count() {
                return Err(TableError::NoSuchPlayer(p));
            }
            let n = last_muster_check(state, p).map_err(|why| TableError::Rule(format!("Last Muster: {why}")))?;
            shift(state, p, S_FALLEN, S_RESERVE, n)?;
            state.set_clamped(LAST_MUSTER, Some(p), 0);
            Ok(format!(
                "{} uses Last Muster: {n} Fallen Standard Warrior{} return to the Reserve; the token goes back to \
                 the box",
                state.player_name(p),
                if n == 1 { "" } else { "s" }
            ))
        }
        Rule::RollForStart => roll_for_start(state, rng),
        Rule::AlaricReroll { die } => alaric_reroll(state, *die, rng),
        Rule::HaldrekBonus { die } => haldrek_bonus(state, *die),
        Rule::ResolveCombat => resolve_combat(state, rng),
        Rule::BattleCasualties { att_standard, att_elite, def_standard, def_elite, damage } => battle_casualties(
            state,
            Casualties {
                attacker: (*att_standard, *att_elite),
                defender: (*def_standard, *def_elite),
                damage: *damage,
            },
        ),
    }
}

/// Whether a combat roll waits to be resolved.
pub(super) fn rolled(state: &TableState) -> bool {
    ROLL_ATT.iter().chain(&ROLL_DEF).any(|k| shared(state, k, 0) > 0)
}

/// The roll goes: its dice and King Haldrek's marked die back to 0.
pub(super) fn clear_roll(state: &mut TableState) {
    for key in ROLL_ATT.iter().chain(&ROLL_DEF).chain([&HALDREK_DIE]) {
        state.set_clamped(key, None, 0);
    }
}

/// A change of who fights, with what, that makes a waiting roll stale.
pub(super) fn clears_roll(changes: &[Change]) -> bool {
    [ATT_STANDARD, ATT_ELITE, DEF_STANDARD, DEF_ELITE, COMBAT_MODE, DEFENDER]
        .iter()
        .any(|k| changed(changes, k).next().is_some())
}

/// The rolled dice of one side, as stored (Standard dice first), or why they cannot be resolved.
pub(super) fn stored_dice(
    state: &TableState,
    keys: &[&str],
    standard: i32,
    elite: i32,
    bonus: usize,
) -> Result<Vec<Die>, String> {
    let mut dice = Vec::new();
    for (i, key) in keys.iter().enumerate().take((standard + elite).max(0) as usize) {
        let elite = i as i32 >= standard;
        let sides = if elite { ELITE_DIE } else { STANDARD_DIE } as i32;
        let top = sides + if bonus == i + 1 { HALDREK_BONUS } else { 0 };
        let face = shared(state, key, 0);
        if !(1..=top).contains(&face) {
            return Err(format!("die {} shows {face}, not 1 to {top}", i + 1));
        }
        dice.push(Die { elite, face: face as u32, first: face as u32 });
    }
    Ok(dice)
}

/// rulebook: King Alaric — "once per turn, after rolling attack dice in combat, you may reroll one of your
/// attack dice. You must accept the second result"; ruling thaloria A-15: before King Haldrek's choice and any
/// comparison, not on a tie's reroll.
fn alaric_reroll(state: &mut TableState, die: usize, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    let rule = |m: String| Err(TableError::Rule(format!("King Alaric's reroll: {m} (rulebook: King Alaric)")));
    if !rolled(state) {
        return rule("roll the combat first".into());
    }
    if val(state, "wizard", s.attacker) != KING_ALARIC {
        return rule(format!("{} is not King Alaric", state.player_name(s.attacker)));
    }
    if shared(state, ALARIC_USED, 0) > 0 {
        return rule("once per turn".into());
    }
    if shared(state, HALDREK_DIE, 0) > 0 {
        return rule("only before King Haldrek's +1 (ruling A-15)".into());
    }
    let attackers = (s.attack.0 + s.attack.1).max(0) as usize;
    let Some(key) = ROLL_ATT.get(die).filter(|_| die < attackers) else {
        return rule(format!("there are {attackers} attack dice, no die {}", die + 1));
    };
    let sides = if (die as i32) < s.attack.0 { STANDARD_DIE } else { ELITE_DIE };
    let was = shared(state, key, 0);
    let face = rng.random_range(1..=sides) as i32;
    state.set_value(key, None, face)?;
    state.set_value(ALARIC_USED, None, 1)?;
    Ok(format!("King Alaric rerolls attack die {}: {was} → {face} (the second result stands)", die + 1))
}

/// rulebook: King Haldrek — "once per turn, when rolling defence dice in combat, you may add +1 to one defence
/// result"; ruling thaloria A-16: after the attacker's reroll, before comparisons; a tie's reroll drops it.
fn haldrek_bonus(state: &mut TableState, die: usize) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    let rule = |m: String| Err(TableError::Rule(format!("King Haldrek's +1: {m} (rulebook: King Haldrek)")));
    if !rolled(state) {
        return rule("roll the combat first".into());
    }
    if val(state, "wizard", s.defender) != KING_HALDREK {
        return rule(format!("{} is not King Haldrek", state.player_name(s.defender)));
    }
    if shared(state, HALDREK_USED, 0) > 0 || shared(state, HALDREK_DIE, 0) > 0 {
        return rule("once per turn".into());
    }
    let defenders = (s.defend.0 + s.defend.1).max(0) as usize;
    let Some(key) = ROLL_DEF.get(die).filter(|_| die < defenders) else {
        return rule(format!("there are {defenders} defence dice, no die {}", die + 1));
    };
    let was = shared(state, key, 0);
    state.set_value(key, None, was + HALDREK_BONUS)?;
    state.set_value(HALDREK_DIE, None, die as i32 + 1)?;
    state.set_value(HALDREK_USED, None, 1)?;
    Ok(format!("King Haldrek adds +1 to defence die {}: {was} → {}", die + 1, was + HALDREK_BONUS))
}

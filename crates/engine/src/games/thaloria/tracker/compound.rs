//! Compound moves: a battle's casualties, read off the table's dice (or the roller's result) and
//! applied to both Wizards' armies as one operation (one undo step, one history line).

use super::army::shift;
use super::keys::*;
use super::ops::{clear_roll, rolled};
use super::read::{is_out, shared, val};
use crate::core::words::counted;
use crate::table::{RuleButton, RuleInput, RuleOp, RuleResult, TableError, TableState};

/// The casualties of a battle or a Wizard attack: how many Warriors of each kind each side lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Casualties {
    /// The attacker's Standard and Elite Warriors lost.
    pub(super) attacker: (i32, i32),
    /// The defender's Standard and Elite Warriors lost.
    pub(super) defender: (i32, i32),
    /// Damage to the defending Wizard (a Wizard attack's unmatched attack dice).
    pub(super) damage: i32,
}

fn refuse(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}

fn warriors(n: i32, kind: &str) -> String {
    counted(n, &format!("{kind} Warrior"), &format!("{kind} Warriors"))
}

fn losses(name: &str, (standard, elite): (i32, i32)) -> String {
    match (standard, elite) {
        (0, 0) => format!("{name} loses none"),
        (s, 0) => format!("{name} loses {}", warriors(s, "Standard")),
        (0, e) => format!("{name} loses {}", warriors(e, "Elite")),
        (s, e) => format!("{name} loses {} and {}", warriors(s, "Standard"), warriors(e, "Elite")),
    }
}

/// The attacker and defender named in the Combat counters, checked.
fn sides(state: &TableState) -> Result<(usize, usize, bool), TableError> {
    let n = state.player_count();
    let attacker = usize::try_from(shared(state, ACTIVE, 0)).unwrap_or(usize::MAX);
    let defender = usize::try_from(shared(state, DEFENDER, 1)).unwrap_or(usize::MAX);
    if attacker >= n {
        return Err(TableError::NoSuchPlayer(attacker));
    }
    if defender >= n {
        return Err(TableError::NoSuchPlayer(defender));
    }
    if attacker == defender {
        return Err(refuse("the defending Wizard must be another Wizard than the active (attacking) one"));
    }
    if is_out(state, attacker) {
        return Err(refuse(format!("{} is out of the game", state.player_name(attacker))));
    }
    let wizard = shared(state, COMBAT_MODE, 0) == MODE_WIZARD;
    if wizard && is_out(state, defender) {
        return Err(refuse(format!(
            "{}'s Wizard is already defeated: no Wizard attack (rulebook: Attacking the Wizard)",
            state.player_name(defender)
        )));
    }
    Ok((attacker, defender, wizard))
}

/// rulebook: 6. Resolving a Combat Round, Fallen Warriors; 10. Resolving the Wizard Attack — the
/// Warriors that fell in a battle (every round of it) or a Wizard attack go to their owners' Fallen
/// Warriors, the attacker's from the tiles, the defender's from the tiles (a Wizard attack: from the
/// Reserve, its defenders), and a Wizard attack's damage comes off the defending Wizard's Life Points.
/// Any roll left in the Combat counters is cleared: these casualties settle it.
pub(super) fn battle_casualties(state: &mut TableState, c: Casualties) -> Result<String, TableError> {
    let (attacker, defender, wizard) = sides(state)?;
    let all = [c.attacker.0, c.attacker.1, c.defender.0, c.defender.1, c.damage];
    if let Some(bad) = all.iter().find(|n| **n < 0) {
        return Err(refuse(format!("casualties are counted from 0, not {bad}")));
    }
    if !wizard && c.damage > 0 {
        return Err(refuse(
            "a battle deals no Wizard damage: an unmatched attack die is unused (rulebook: Resolving a Combat Round)",
        ));
    }
    if all.iter().all(|n| *n == 0) {
        return Err(refuse(
            "every combat round compares at least one pair of dice, so someone falls (rulebook: Resolving a Combat \
             Round)",
        ));
    }
    let att_name = state.player_name(attacker);
    let def_name = state.player_name(defender);
    let check = |p: usize, key: &str, n: i32, kind: &str, place: &str| -> Result<(), TableError> {
        let have = val(state, key, p);
        if n > have {
            Err(refuse(format!(
                "{} has {} {place}, fewer than the {n} lost (rulebook: Fallen Warriors)",
                state.player_name(p),
                warriors(have, kind)
            )))
        } else {
            Ok(())
        }
    };
    let (def_s, def_e, from) =
        if wizard { (S_RESERVE, E_RESERVE, "in the Reserve") } else { (S_TILES, E_TILES, "on tiles") };
    check(attacker, S_TILES, c.attacker.0, "Standard", "on tiles")?;
    check(attacker, E_TILES, c.attacker.1, "Elite", "on tiles")?;
    check(defender, def_s, c.defender.0, "Standard", from)?;
    check(defender, def_e, c.defender.1, "Elite", from)?;
    shift(state, attacker, S_TILES, S_FALLEN, c.attacker.0)?;
    shift(state, attacker, E_TILES, E_FALLEN, c.attacker.1)?;
    shift(state, defender, def_s, S_FALLEN, c.defender.0)?;
    shift(state, defender, def_e, E_FALLEN, c.defender.1)?;
    let mut lines = vec![losses(&att_name, c.attacker), losses(&def_name, c.defender)];
    if c.damage > 0 {
        let life = state.value(LIFE, Some(defender)).ok_or_else(|| TableError::NoSuchCounter(LIFE.into()))?;
        state.set_clamped(LIFE, Some(defender), life - c.damage);
        lines.push(format!(
            "{def_name}'s Wizard takes {} damage: Life Points {life} → {}",
            c.damage,
            state.value_or(LIFE, Some(defender), 0)
        ));
    }
    if rolled(state) {
        clear_roll(state);
    }
    let what = if wizard {
        format!("Attack on {def_name}'s Wizard")
    } else {
        format!("Battle: {att_name} against {def_name}")
    };
    let text = format!("{what} — casualties: {} (to the Fallen Warriors)", lines.join("; "));
    state.set_result(RuleResult { title: format!("{what}: casualties"), lines, dice: Vec::new() });
    Ok(text)
}

/// The "Casualties" button, with its inputs bounded by what each side has where it loses from.
pub(super) fn casualties_button(state: &TableState) -> RuleButton {
    let rule = RuleOp::Thaloria(super::ops::Rule::BattleCasualties {
        att_standard: 0,
        att_elite: 0,
        def_standard: 0,
        def_elite: 0,
        damage: 0,
    });
    let button = RuleButton::new("battle_casualties", "Casualties of the battle", rule).group(G_COMBAT);
    let (attacker, defender, wizard) = match sides(state) {
        Ok(s) => s,
        Err(e) => return button.disabled(e.to_string()),
    };
    let (def_s, def_e) = if wizard { (S_RESERVE, E_RESERVE) } else { (S_TILES, E_TILES) };
    let att = state.player_name(attacker);
    let def = state.player_name(defender);
    let mut button = button
        .input(RuleInput::number(
            "att_standard",
            format!("{att}: Standard Warriors lost"),
            0,
            val(state, S_TILES, attacker).max(0),
            0,
        ))
        .input(RuleInput::number(
            "att_elite",
            format!("{att}: Elite Warriors lost"),
            0,
            val(state, E_TILES, attacker).max(0),
            0,
        ))
        .input(RuleInput::number(
            "def_standard",
            format!("{def}: Standard Warriors lost"),
            0,
            val(state, def_s, defender).max(0),
            0,
        ))
        .input(RuleInput::number(
            "def_elite",
            format!("{def}: Elite Warriors lost"),
            0,
            val(state, def_e, defender).max(0),
            0,
        ));
    if wizard {
        let life = val(state, LIFE, defender).max(0);
        button = button.input(
            RuleInput::number("damage", format!("Damage to {def}'s Wizard"), 0, life, 0)
                .note("rulebook: 10. Resolving the Wizard Attack — the unmatched attack dice's results"),
        );
    }
    button.hint(if wizard {
        "Every fallen Warrior and the Wizard's damage, from the table's dice, in one step"
    } else {
        "Every Warrior that fell in the battle's rounds, from the table's dice, in one step"
    })
}

//! The attack helper (rulebook: Valkun Action, attack steps 1-3): the battle die, Norad, and
//! ferocity added once per attack.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::ops::power_counter;
use super::profile::Board;
use super::read::rule_err;
use crate::core::words::counted;
use crate::games::firesiege::data::{BattleFace, PowerTrack, NORAD_BONUS};
use crate::table::{ResultDie, RuleResult, TableError, TableState};

fn battle_face_text(face: BattleFace) -> String {
    match face {
        BattleFace::Plus(n) => format!("+{n} strength"),
        BattleFace::Damage => "1 damage to a Valkun in the region".into(),
        BattleFace::NoBacklash => "no backlash".into(),
    }
}

/// The attack rolled so far (rulebook: Valkun Action, attack steps 1-3): the total strength and how it
/// is made, or `None` before the battle die is rolled.
pub(super) fn attack_total(state: &TableState) -> Option<(i32, BattleFace, Vec<String>)> {
    let roll = state.value_or("attack_die", None, 0);
    let face = Board::of(&state.profile).face(roll)?;
    let valkun = state.value_or("attack_strength", None, 0);
    let mut lines =
        vec![format!("Valkun strength in the region: {valkun}"), format!("Battle die: {}", battle_face_text(face))];
    let mut total = valkun;
    if let BattleFace::Plus(n) = face {
        total += n;
    }
    if state.value_or("attack_norad", None, 0) > 0 {
        total += NORAD_BONUS;
        lines.push(format!("Norad: +{NORAD_BONUS}"));
    }
    let added = state.value_or("attack_ferocity", None, 0);
    if added > 0 {
        total += added;
        lines.push(format!("Ferocity: +{added}"));
    } else if let Some(fero) = ferocity_value(state).filter(|v| *v < 0) {
        // rulebook: Power-Up tracks — on the red -1 every attack is the total minus 1.
        total += fero;
        lines.push(format!("Ferocity on the red {fero}: {fero}"));
    }
    Some((total.max(0), face, lines))
}

/// The value the Ferocity marker shows, on the board's side.
pub(super) fn ferocity_value(state: &TableState) -> Option<i32> {
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0);
    let (sq, _, _) = power_counter(state, PowerTrack::Ferocity).ok()?;
    Board::of(&state.profile).value_at(PowerTrack::Ferocity, side, sq)
}

/// Shows the attack so far as the helper's result; its title.
fn show_attack(state: &mut TableState) -> String {
    let Some((total, face, mut lines)) = attack_total(state) else { return String::new() };
    let roll = state.value_or("attack_die", None, 0).clamp(1, 6) as u32;
    let added = state.value_or("attack_ferocity", None, 0);
    match ferocity_value(state) {
        Some(v) if v > 0 && added == 0 => lines.push(format!(
            "Step 3 (optional): add ferocity, up to +{v}, before dealing the damage (rulebook: Valkun Action)"
        )),
        _ => {}
    }
    lines.push(match face {
        BattleFace::NoBacklash => "No backlash this attack".into(),
        BattleFace::Damage | BattleFace::Plus(_) => "Then 1 backlash damage to a Valkun in the region".into(),
    });
    lines.push("Hunter 1, queen 3, nest 4/6/8 (only when nothing else is left), Zagal 10".into());
    let title = format!("Total strength {total}");
    state.set_result(RuleResult {
        title: title.clone(),
        lines,
        dice: vec![ResultDie {
            sides: 6,
            face: roll,
            label: "Battle die".into(),
            hit: Some(matches!(face, BattleFace::Plus(_))),
        }],
    });
    title
}

/// Attack steps 1-2: roll the battle die and total the strength; ferocity waits for step 3.
pub(super) fn attack(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let valkun = state.value_or("attack_strength", None, 0);
    if valkun <= 0 {
        return Err(rule_err(
            "an attack needs a Valkun in the region, and Norad alone cannot attack (rulebook: Valkun \
            Action, Save Norad)",
        ));
    }
    if state.by_key("attack_die", None).is_none() {
        return Err(TableError::NoSuchCounter("attack_die".into()));
    }
    let roll = rng.random_range(1..=6u32);
    state.set_value("attack_die", None, roll as i32)?;
    state.set_clamped("attack_ferocity", None, 0);
    let face = Board::of(&state.profile).face(roll as i32).unwrap_or(BattleFace::Plus(1));
    let title = show_attack(state);
    Ok(format!("Attack: battle die {} ({}) — {title}", roll, battle_face_text(face)))
}

/// Attack step 3: ferocity adds up to its value once per attack, and its marker goes back as many squares
/// (rulebook: Power-Up tracks; ruling firesiege A-21: any amount from 1 up to the value).
pub(super) fn use_ferocity(state: &mut TableState, amount: Option<i32>) -> Result<String, TableError> {
    if state.value_or("attack_die", None, 0) <= 0 {
        return Err(rule_err(
            "roll the attack first: ferocity is step 3, after the battle die (rulebook: Valkun Action)",
        ));
    }
    if state.value_or("attack_ferocity", None, 0) > 0 {
        return Err(rule_err("ferocity is used once per attack (rulebook: Power-Up tracks)"));
    }
    let value = ferocity_value(state).unwrap_or(0);
    if value <= 0 {
        return Err(rule_err(format!(
            "the Ferocity marker shows {value}: there is no strength to add (rulebook: Power-Up tracks)"
        )));
    }
    let add = amount.unwrap_or(value);
    if !(1..=value).contains(&add) {
        return Err(rule_err(format!("ferocity adds 1 to {value} now, not {add} (rulebook: Power-Up tracks)")));
    }
    let (sq, min, _) = power_counter(state, PowerTrack::Ferocity)?;
    state.set_value("ferocity", None, (sq - add).max(min))?;
    state.set_value("attack_ferocity", None, add)?;
    let title = show_attack(state);
    Ok(format!("Ferocity +{add}, marker back {} — {title}", counted(add, "square", "squares")))
}

//! Compound moves: a side's whole round of new units (what its Train, Breed and Build Machines cards
//! brought in the Development phase, and for the Attacker the round's 4 reinforcement Warriors), from
//! the box into play as one operation (one undo step, one history line).

use std::collections::BTreeMap;

use super::keys::{G_ATT_UNITS, G_DEF_UNITS};
use super::read::{phase_name, reinforce};
use crate::games::exiled::data::{
    Piece, ATTACKER, DEFENDER, DEVELOPMENT, FIRST_REINFORCED_ROUND, PIECES, REINFORCEMENTS,
};
use crate::table::{RuleButton, RuleInput, RuleOp, RuleResult, TableError, TableState};

fn refuse(text: impl Into<String>) -> TableError {
    TableError::Rule(text.into())
}

fn side_name(side: usize) -> &'static str {
    if side == ATTACKER {
        "Attacker"
    } else {
        "Defenders"
    }
}

/// The pieces of `side`, in the box's order.
fn pieces(side: usize) -> impl Iterator<Item = &'static Piece> {
    PIECES.iter().filter(move |p| p.side == side)
}

/// Whether the Attacker's reinforcement Warriors are still due this round.
fn warriors_due(state: &TableState) -> bool {
    state.value_or("round", None, 1) >= FIRST_REINFORCED_ROUND && state.value_or("reinforced", None, 1) == 0
}

/// rulebook: Phase 3: Development (Train, Breed, Build Machines — "those units should be placed in the
/// Unit Zone"); Reinforcements for the Attacker — `units` (piece key → how many) from the box into
/// play for `side`, and for the Attacker from round 2 the round's 4 reinforcement Warriors too, unless
/// already taken. Components are limited: a unit the box lacks is refused.
pub(super) fn round_units(
    state: &mut TableState,
    side: usize,
    units: &BTreeMap<String, i32>,
) -> Result<String, TableError> {
    if side != ATTACKER && side != DEFENDER {
        return Err(TableError::NoSuchPlayer(side));
    }
    let who = side_name(side);
    let phase = state.value_or("phase", None, 0);
    if phase != DEVELOPMENT {
        return Err(refuse(format!(
            "new units arrive in {}, not {} (rulebook: Phase 3: Development)",
            phase_name(DEVELOPMENT),
            phase_name(phase)
        )));
    }
    let mut moves = Vec::new();
    for (key, &n) in units {
        let Some(piece) = PIECES.iter().find(|p| p.key == key) else {
            return Err(TableError::NoSuchCounter(key.clone()));
        };
        if piece.side != side {
            return Err(refuse(format!("{} are not the {who}' pieces", piece.name)));
        }
        if n < 0 {
            return Err(refuse(format!("{}: a number from 0, not {n}", piece.name)));
        }
        if n == 0 {
            continue;
        }
        let inside = state.value(piece.box_key, None).ok_or_else(|| TableError::NoSuchCounter(piece.box_key.into()))?;
        let in_play = state.value(piece.key, None).ok_or_else(|| TableError::NoSuchCounter(piece.key.into()))?;
        if n > inside {
            return Err(refuse(format!(
                "only {inside} {} left in the box, not {n}: components are limited (rulebook: Game Components)",
                piece.name
            )));
        }
        moves.push((piece, inside, in_play, n));
    }
    let due = side == ATTACKER && warriors_due(state);
    if moves.is_empty() && !due {
        return Err(refuse(format!("no new units for the {who}: enter how many of each arrive")));
    }
    let mut parts = Vec::new();
    for (piece, inside, in_play, n) in moves {
        state.set_value(piece.box_key, None, inside - n)?;
        state.set_value(piece.key, None, in_play + n)?;
        parts.push(format!("{n} {}", piece.name));
    }
    let round = state.value_or("round", None, 1);
    let mut text = format!("{who}' round {round} units: ");
    text.push_str(&if parts.is_empty() { "none trained".to_string() } else { parts.join(", ") });
    let mut lines = vec![text.clone()];
    if due {
        let line = reinforce(state);
        text.push_str(&format!("; {line}"));
        lines.push(line);
    }
    state.set_result(RuleResult { title: format!("{who}: the round's new units"), lines, dice: Vec::new() });
    Ok(text)
}

/// The button of `side`'s round of new units, one input per piece it can gain.
pub(super) fn round_units_button(state: &TableState, side: usize) -> RuleButton {
    let units: BTreeMap<String, i32> = pieces(side).map(|p| (p.key.to_string(), 0)).collect();
    let who = side_name(side);
    let mut button = RuleButton::new(
        format!("round_units.{}", if side == ATTACKER { "attacker" } else { "defenders" }),
        format!("{who}: the round's new units"),
        RuleOp::Exiled(super::ops::Rule::RoundUnits { side, units }),
    )
    .group(if side == ATTACKER { G_ATT_UNITS } else { G_DEF_UNITS })
    .player(side);
    for p in pieces(side) {
        let left = state.value_or(p.box_key, None, 0).max(0);
        button = button.input(RuleInput::number(format!("units.{}", p.key), p.name, 0, left, 0));
    }
    let phase = state.value_or("phase", None, 0);
    if phase != DEVELOPMENT {
        return button.disabled(format!("In {} (rulebook: Phase 3: Development)", phase_name(DEVELOPMENT)));
    }
    button.hint(if side == ATTACKER && warriors_due(state) {
        format!("Everything trained, bred and built this round, plus the {REINFORCEMENTS} reinforcement Warriors, in one step")
    } else {
        "Everything trained and built this round, from the box, in one step".to_string()
    })
}

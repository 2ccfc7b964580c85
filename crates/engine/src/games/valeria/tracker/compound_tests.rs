//! The compound move: the dice rolled at the table, every die of the pool active in one step.

use super::keys::*;
use super::ops::Rule;
use crate::table::test_util::{numbers, one_step, refused, set, table, transfer, val};
use crate::table::{RuleOp, TableKind};

fn op() -> RuleOp {
    RuleOp::Valeria(Rule::RolledAtTable)
}

#[test]
fn rolled_at_table_makes_the_whole_pool_active_as_one_step() {
    let mut t = table(TableKind::Valeria, &["Ann"]);
    set(&mut t, TURRET_CHAMPION[1], None, 3);
    set(&mut t, TURRET_FACE[1], None, 0);
    transfer(&mut t, SOLDIER_SPENT, SOLDIER_ACTIVE, None, 1);
    let (soldiers, holy) = (
        val(&t, SOLDIER_SPENT, None) + val(&t, SOLDIER_ACTIVE, None),
        val(&t, HOLY_SPENT, None) + val(&t, HOLY_ACTIVE, None),
    );
    // The same as the single steps: each spent die to active, the Champion flipped up.
    let mut by_hand = t.clone();
    transfer(&mut by_hand, SOLDIER_SPENT, SOLDIER_ACTIVE, None, val(&t, SOLDIER_SPENT, None));
    transfer(&mut by_hand, HOLY_SPENT, HOLY_ACTIVE, None, val(&t, HOLY_SPENT, None));
    set(&mut by_hand, TURRET_FACE[1], None, 1);
    let line = one_step(&mut t, op());
    assert_eq!((val(&t, SOLDIER_ACTIVE, None), val(&t, HOLY_ACTIVE, None)), (soldiers, holy));
    assert_eq!((val(&t, SOLDIER_SPENT, None), val(&t, HOLY_SPENT, None)), (0, 0));
    assert_eq!(numbers(&t), numbers(&by_hand));
    assert!(line.contains(&format!("{soldiers} Soldier")) && line.contains("Champions face up"), "{line}");
}

#[test]
fn rolled_at_table_is_refused_outside_roll_your_dice_or_with_nothing_to_gather() {
    let mut t = table(TableKind::Valeria, &["Ann"]);
    set(&mut t, "phase", None, PHASE_ACTIONS);
    assert!(refused(&mut t, op()).contains("Roll Your Dice"));
    set(&mut t, "phase", None, PHASE_ROLL);
    one_step(&mut t, op());
    assert!(refused(&mut t, op()).contains("already active"));
}

//! The compound move: a side's new units of the round, with the Attacker's reinforcements.

use std::collections::BTreeMap;

use super::ops::Rule;
use crate::games::exiled::data::{ATTACKER, DEFENDER, DEVELOPMENT};
use crate::table::test_util::{numbers, one_step, refused, set, table, transfer, val};
use crate::table::{RuleOp, TableKind};

fn op(side: usize, units: &[(&str, i32)]) -> RuleOp {
    let units: BTreeMap<String, i32> = units.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    RuleOp::Exiled(Rule::RoundUnits { side, units })
}

fn at_development(round: i32) -> crate::table::Table {
    let mut t = table(TableKind::Exiled, &["Kate", "William"]);
    set(&mut t, "round", None, round);
    set(&mut t, "phase", None, DEVELOPMENT);
    t
}

#[test]
fn the_attackers_round_brings_its_units_and_the_reinforcements_in_one_step() {
    let mut t = at_development(2);
    let mut by_hand = t.clone();
    transfer(&mut by_hand, "slingers.box", "slingers", None, 3);
    transfer(&mut by_hand, "giants.box", "giants", None, 1);
    transfer(&mut by_hand, "warriors.box", "warriors", None, 4);
    set(&mut by_hand, "reinforced", None, 1);
    let line = one_step(&mut t, op(ATTACKER, &[("slingers", 3), ("giants", 1), ("spiders", 0)]));
    assert_eq!((val(&t, "slingers", None), val(&t, "giants", None), val(&t, "warriors", None)), (3, 1, 4));
    assert_eq!(numbers(&t), numbers(&by_hand));
    assert!(line.contains("3 Slingers") && line.contains("4 reinforcement Warriors"), "{line}");
    // Reinforcements only once a round: the next units come alone.
    let line = one_step(&mut t, op(ATTACKER, &[("warriors", 2)]));
    assert_eq!(val(&t, "warriors", None), 6);
    assert!(!line.contains("reinforcement"), "{line}");
}

#[test]
fn the_defenders_round_and_the_refusals() {
    let mut t = at_development(1);
    let archers = val(&t, "archers", None);
    one_step(&mut t, op(DEFENDER, &[("archers", 2), ("swordsmen", 3)]));
    assert_eq!((val(&t, "archers", None), val(&t, "swordsmen", None)), (archers + 2, 3));
    // Round 1: no reinforcements, so nothing entered is nothing to do.
    assert!(refused(&mut t, op(ATTACKER, &[])).contains("no new units"));
    // Another side's pieces, more than the box holds, an unknown piece, outside the Development phase.
    assert!(refused(&mut t, op(DEFENDER, &[("warriors", 1)])).contains("not the Defenders"));
    assert!(refused(&mut t, op(DEFENDER, &[("swordsmen", 10)])).contains("components are limited"));
    refused(&mut t, op(DEFENDER, &[("dragons", 1)]));
    set(&mut t, "phase", None, DEVELOPMENT + 1);
    assert!(refused(&mut t, op(DEFENDER, &[("archers", 1)])).contains("Phase 3: Development"));
}

//! The compound move: a battle's casualties from the table's dice.

use super::keys::*;
use super::ops::Rule;
use crate::table::test_util::{numbers, one_step, refused, set, table, transfer, val};
use crate::table::{RuleOp, Table, TableKind};

fn op(att: (i32, i32), def: (i32, i32), damage: i32) -> RuleOp {
    RuleOp::Thaloria(Rule::BattleCasualties {
        att_standard: att.0,
        att_elite: att.1,
        def_standard: def.0,
        def_elite: def.1,
        damage,
    })
}

/// Ann (active) attacks Bob; both have Warriors on tiles.
fn battle() -> Table {
    let mut t = table(TableKind::Thaloria, &["Ann", "Bob", "Cy"]);
    for p in [0, 1] {
        transfer(&mut t, S_RESERVE, S_TILES, Some(p), 4);
        transfer(&mut t, E_RESERVE, E_TILES, Some(p), 1);
    }
    set(&mut t, ACTIVE, None, 0);
    set(&mut t, DEFENDER, None, 1);
    t
}

#[test]
fn a_battles_casualties_fall_on_both_sides_in_one_step() {
    let mut t = battle();
    let mut by_hand = t.clone();
    transfer(&mut by_hand, S_TILES, S_FALLEN, Some(0), 1);
    transfer(&mut by_hand, S_TILES, S_FALLEN, Some(1), 2);
    transfer(&mut by_hand, E_TILES, E_FALLEN, Some(1), 1);
    let line = one_step(&mut t, op((1, 0), (2, 1), 0));
    assert_eq!(numbers(&t), numbers(&by_hand));
    assert_eq!((val(&t, S_FALLEN, Some(0)), val(&t, S_FALLEN, Some(1)), val(&t, E_FALLEN, Some(1))), (1, 2, 1));
    assert!(
        line.contains("Ann loses 1 Standard Warrior") && line.contains("Bob loses 2 Standard Warriors and 1 Elite"),
        "{line}"
    );
}

#[test]
fn casualties_are_refused_beyond_the_army_or_with_no_one_falling() {
    let mut t = battle();
    assert!(refused(&mut t, op((5, 0), (0, 0), 0)).contains("Fallen Warriors"));
    assert!(refused(&mut t, op((0, 0), (0, 0), 0)).contains("someone falls"));
    assert!(refused(&mut t, op((1, 0), (0, 0), 3)).contains("no Wizard damage"));
    refused(&mut t, op((-1, 0), (1, 0), 0));
    set(&mut t, DEFENDER, None, 0);
    assert!(refused(&mut t, op((1, 0), (0, 0), 0)).contains("another Wizard"));
}

#[test]
fn a_wizard_attack_takes_the_defenders_from_the_reserve_and_damages_the_wizard() {
    let mut t = battle();
    set(&mut t, COMBAT_MODE, None, MODE_WIZARD);
    let (life, reserve) = (val(&t, LIFE, Some(1)), val(&t, S_RESERVE, Some(1)));
    let line = one_step(&mut t, op((1, 0), (1, 0), 4));
    assert_eq!(val(&t, LIFE, Some(1)), life - 4);
    assert_eq!(val(&t, S_RESERVE, Some(1)), reserve - 1);
    assert_eq!(val(&t, S_TILES, Some(1)), 4, "the defender's tiles are untouched");
    assert!(line.contains("takes 4 damage"), "{line}");
}

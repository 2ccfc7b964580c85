//! What each decision points at (`Rules::targets`): ids the view uses, and the card an action
//! plays.

use std::collections::BTreeSet;

use super::*;
use crate::core::harness::{play_on, random_decision};
use crate::core::Target;
use rand::SeedableRng;

/// Every string value in a JSON document.
fn strings(v: &serde_json::Value, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::String(s) => {
            out.insert(s.clone());
        }
        serde_json::Value::Array(items) => items.iter().for_each(|i| strings(i, out)),
        serde_json::Value::Object(map) => map.values().for_each(|i| strings(i, out)),
        _ => {}
    }
}

/// Checks every legal action's targets against the view's JSON at this position; returns how
/// many actions named something.
fn check_position(g: &Valeria) -> usize {
    let view = serde_json::to_value(Game::view(g, 0)).unwrap();
    let mut ids = BTreeSet::new();
    strings(&view, &mut ids);
    let mut named = 0;
    for a in legal(g) {
        let targets = g.targets(&a);
        named += usize::from(!targets.is_empty());
        for t in &targets {
            let id = match t {
                Target::Card(id) | Target::Cell(id) | Target::Piece(id) => id,
                other => panic!("{a:?} names {other:?}: Valeria has no such target"),
            };
            assert!(ids.contains(id), "{a:?} names {t:?}, which the view does not show");
        }
        match a {
            A::PlayTroop { troop } => assert!(
                targets.contains(&Target::card(super::super::view::card_id(&troop))),
                "playing a Troop names its card: {targets:?}"
            ),
            A::UseChampion { turret } => {
                let (champion, _) = g.turrets[usize::from(turret)].champion.expect("a Champion to use");
                assert!(
                    targets.contains(&Target::card(super::super::view::card_id(&champion))),
                    "using a Champion names its card: {targets:?}"
                );
            }
            A::Attack { cell } | A::Cell { cell } => {
                assert_eq!(targets.first(), Some(&Target::cell(format!("cell_{}_{}", cell.row, cell.col))));
            }
            _ => {}
        }
    }
    named
}

#[test]
fn every_legal_action_names_only_things_the_view_shows() {
    let mut named = 0;
    for seed in 0..12u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Valeria::new(&ValeriaConfig { easy_mode: seed % 3 == 0 }).unwrap();
        play_on(
            &mut g,
            &mut rng,
            5_000,
            |_| {},
            |g, _, rng| {
                named += check_position(g);
                random_decision(g, rng)
            },
        );
    }
    assert!(named > 100, "the playouts reach actions that name things ({named})");
}

#[test]
fn a_card_play_names_the_card_and_an_attack_names_the_cell_and_the_card_in_it() {
    let mut g = table();
    put(&mut g, at(1, 2), engine(EngineKind::Trebuchet));
    dice(&mut g, &[6], &[]);
    g.hand = vec![TroopKind::GoblinWarrior];
    champion_on(&mut g, 3, ChampionKind::SisterAlthea);
    assert_eq!(g.targets(&A::PlayTroop { troop: TroopKind::GoblinWarrior }), vec![Target::card("goblin_warrior")]);
    assert_eq!(g.targets(&A::Attack { cell: at(1, 2) }), vec![Target::cell("cell_0_1"), Target::piece("trebuchet")]);
    assert_eq!(
        g.targets(&A::UseChampion { turret: 3 }),
        vec![Target::card("sister_althea")],
        "the Champion, not its walls"
    );
    assert_eq!(g.targets(&A::Die { die: 0 }), vec![Target::piece("die_0")]);
    assert!(g.targets(&A::EndActions).is_empty());
    check_position(&g);
}

//! Siege of Valeria: the shared harness, invariants, and scenario tests.

use super::*;
use crate::core::harness::random_playouts;
use crate::core::Game;

/// Every decision that could be asked, for the harness's illegal-action checks.
fn universe(g: &Valeria) -> Vec<ValeriaAction> {
    use ValeriaAction as A;
    let mut all = vec![A::Continue, A::Confirm, A::Cancel, A::RepairWithDie, A::EndActions, A::ReturnChampion];
    all.extend(TroopKind::ALL.map(|troop| A::PlayTroop { troop }));
    all.extend((0..5u8).map(|turret| A::UseChampion { turret }));
    all.extend((0..5u8).map(|turret| A::RepairWithChampion { turret }));
    all.extend((0..5u8).map(|turret| A::Turret { turret }));
    all.extend((0..12u8).map(|die| A::Die { die }));
    all.extend([A::Direction { up: true }, A::Direction { up: false }]);
    all.extend((0..6u8).map(|index| A::Order { index }));
    all.extend(ChampionKind::ALL.map(|champion| A::TopChampion { champion }));
    for row in 0..5 {
        for col in 0..5 {
            all.push(A::Attack { cell: Cell { row, col } });
            all.push(A::Cell { cell: Cell { row, col } });
        }
    }
    let _ = g;
    all
}

#[test]
fn harness_random_playouts_hold_the_contract() {
    let report = random_playouts::<Valeria>(&ValeriaConfig::default(), 0..30, 20_000, universe);
    assert_eq!(report.finished, 30);
}

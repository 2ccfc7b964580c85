//! The turn order: a round of the Development Stage and the Siege Stage, the Attack phase in its
//! four turns of two steps; the two sides act in the order each phase gives.

use crate::games::exiled::data::{ATTACK, PHASES, STEPS, TURNS};
use crate::table::{Actor, Seats, TableState, TurnOrder, TurnStep};

/// The Attacker's side (player 1 at this table).
const ATTACKER: Actor = Actor::Seat(0);
/// The Defenders' side (player 2 at this table).
const DEFENDERS: Actor = Actor::Seat(1);

/// rulebook: Playing the Game — The Round Order: four rounds; the Development Stage (Phases 1-3)
/// then the Siege Stage (Phases 1-6), Phase 5: Attack in 4 turns of a Combat and a Reorganization
/// Step. The "Round", "Phase", "Turn (Attack phase)" and "Step of the turn" counters hold it.
/// designed: rulebook silent — the two sides act together at this table; "who starts" names the
/// side shown first where both act (the Defenders' First Player starts Development, Deploying and
/// the Attack: rulebook: Phase 3: Development; Phase 4; Phase 5).
pub(super) fn turn_order(_state: &TableState) -> TurnOrder {
    let phase = |i: usize, reminder: &str, actor: Actor| {
        TurnStep::new(PHASES.get(i).copied().unwrap_or("Phase"), reminder, actor)
            .at("phase", i32::try_from(i).unwrap_or(0))
    };
    let mut steps = vec![
        phase(0, "The Attacker secretly stacks 11 Development cards and the Assault card (last, in round 1)", ATTACKER),
        phase(1, "The Defenders stack their 12 Development cards, the First Player first", DEFENDERS),
        phase(
            2,
            "The sides alternately reveal and resolve Development cards, Defenders first; the Assault card ends it",
            Actor::Everyone,
        ),
        phase(3, "Each side forms its Orders, Special and Reaction card stacks", Actor::Everyone),
        phase(4, "Each side shuffles its Efficiency Stack", Actor::Everyone),
        phase(5, "The Attacker chooses a Starting Hand in secret, then the Defenders", Actor::Everyone),
        phase(
            6,
            "Deploy units, the First Player first; the Attacker deploys all (4 more Warriors in rounds 2-4)",
            Actor::Everyone,
        ),
    ];
    for turn in 1..=TURNS {
        for (s, name) in STEPS.iter().enumerate() {
            let reminder = if s == 0 {
                "The sides alternate Orders, the First Player first; two Passes in a row end the step"
            } else {
                "Remove every activation marker; the Attacker's units in Assault Areas withdraw; the Turn marker moves on"
            };
            steps.push(
                TurnStep::new(format!("Attack, turn {turn}: {name}"), reminder, Actor::Everyone)
                    .at("phase", ATTACK)
                    .at("turn", turn)
                    .at("step", i32::try_from(s).unwrap_or(0)),
            );
        }
    }
    steps.push(phase(8, "Clean up; the First Player Marker passes to the next Defender", Actor::Everyone));
    TurnOrder::new(steps, Seats::Together, "rulebook: Playing the Game — The Round Order").round("Round", Some("round"))
}

#[cfg(test)]
mod tests {
    use crate::table::turn_tests::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{TableKind, TableOp};

    #[test]
    fn a_round_walks_both_stages_and_the_attacks_four_turns() {
        let mut t = table(TableKind::Exiled, &["Attacker", "Defenders"]);
        assert_eq!(turn(&t).steps, 16);
        assert_eq!(at_step(&t), ("Attacker".into(), 1, "Development 1: Attacker's deck".into()));
        let trail = walk(&mut t, 16);
        assert_eq!(trail[0], ("Defenders".into(), 1, "Development 2: Defenders' deck".into()));
        assert_eq!(trail[6].2, "Attack, turn 1: Combat Step");
        assert_eq!(trail[7].2, "Attack, turn 1: Reorganization Step");
        assert_eq!(trail[8].2, "Attack, turn 2: Combat Step");
        assert_eq!((t.state.value("turn", None), t.state.value("step", None)), (Some(1), Some(0)));
        assert_eq!(trail[14].2, "Siege 6: Clean-up");
        assert_eq!(trail[15], ("Attacker".into(), 2, "Development 1: Attacker's deck".into()));
        assert_eq!(t.state.value("round", None), Some(2));
    }

    #[test]
    fn back_from_the_clean_up_returns_to_the_last_attack_turn() {
        let mut t = table(TableKind::Exiled, &["Attacker", "Defenders"]);
        walk(&mut t, 15);
        t.apply(&TableOp::TurnBack {}, at(100)).expect("back");
        assert_eq!(at_step(&t).2, "Attack, turn 4: Reorganization Step");
        assert_eq!((t.state.value("turn", None), t.state.value("step", None)), (Some(4), Some(1)));
        back_retraces(&mut t, 20);
    }
}

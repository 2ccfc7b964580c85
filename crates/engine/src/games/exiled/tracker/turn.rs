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
        TurnStep::new(PHASES.get(i).copied().unwrap_or("Phase"), reminder, actor).at("phase", i32::try_from(i).unwrap_or(0))
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

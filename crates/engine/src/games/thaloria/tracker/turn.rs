//! The turn order: each Wizard's turn in its steps, clockwise from the starting Wizard.

use super::keys::{ACTIVE, ROUND, START, STEPS};
use crate::table::{Actor, Seats, TableState, TurnOrder, TurnStep};

/// rulebook: 2. Choosing the Starting Player (play proceeds clockwise); 5. Turn Structure (the
/// steps, with the Draw Step split where its order matters, as the "Turn step" counter has it).
/// The "Active Wizard", "Starting Wizard", "Round" and "Turn step" counters hold the turn; defeated
/// Wizards are skipped (rulebook: 10. a defeated Wizard takes no more part).
pub(super) fn turn_order(_state: &TableState) -> TurnOrder {
    let reminders = [
        "Resolve every disputed tile involving you (the active player attacks if unclear)",
        "Last Muster (once per game, no Warriors left), then Rally the Fallen by Army Power",
        "Start-of-Draw-Step effects, draw 1 card, play Action or Deferred Spells, hand limit 10",
        "Deploy up to 5 Power Points of Warriors from your Reserve",
        "Move your Warriors onto adjacent tiles",
        "Attack and defend: resolve each combat round, Standard dice first, then Elite",
        "Consolidate your tiles and banners; at its end 8 uncontested enemy tiles win",
    ];
    let steps = STEPS
        .iter()
        .zip(reminders)
        .zip(0..)
        .map(|((name, reminder), step)| TurnStep::new(*name, reminder, Actor::Active).at(super::keys::STEP, step))
        .collect();
    TurnOrder::new(steps, Seats::Clockwise, "rulebook: 2. Choosing the Starting Player; 5. Turn Structure")
        .round("Round", Some(ROUND))
        .active_counter(ACTIVE)
        .first_counter(START)
}

#[cfg(test)]
mod tests {
    use crate::table::turn_tests::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{TableKind, TableOp};

    fn s(who: &str, round: i32, step: &str) -> (String, i32, String) {
        (who.into(), round, step.into())
    }

    #[test]
    fn each_wizards_steps_then_the_next_clockwise_and_a_round_from_the_starter() {
        let mut t = table(TableKind::Thaloria, &["Ann", "Bob", "Cy"]);
        t.apply(&TableOp::TurnFirst { player: 2 }, at(1)).expect("Cy starts");
        assert_eq!(at_step(&t), s("Cy", 1, "Resolve Disputed Tiles"));
        assert_eq!(t.state.value("start", None), Some(2));
        assert_eq!(t.state.value("active", None), Some(2));
        let trail = walk(&mut t, 21);
        assert_eq!(trail[0], s("Cy", 1, "Draw Step: Last Muster, Rally the Fallen"));
        assert_eq!(trail[5], s("Cy", 1, "Consolidation Step"));
        assert_eq!(trail[6], s("Ann", 1, "Resolve Disputed Tiles"));
        assert_eq!(trail[13], s("Bob", 1, "Resolve Disputed Tiles"));
        assert_eq!(trail[20], s("Cy", 2, "Resolve Disputed Tiles"));
        assert_eq!(t.state.value("round", None), Some(2));
    }

    #[test]
    fn back_retraces_across_wizards_and_rounds() {
        let mut t = table(TableKind::Thaloria, &["Ann", "Bob"]);
        walk(&mut t, 3);
        back_retraces(&mut t, 16);
        assert_eq!(turn(&t).step, 4);
    }

    #[test]
    fn a_defeated_wizard_is_skipped() {
        let mut t = table(TableKind::Thaloria, &["Ann", "Bob", "Cy"]);
        let bob_life = t.state.by_key("life", Some(1)).map(|c| c.id.clone()).unwrap_or_default();
        t.apply(&TableOp::Set { counter: bob_life, value: 0 }, at(1)).expect("Bob falls");
        let trail = walk(&mut t, 7);
        assert_eq!(trail[6], s("Cy", 1, "Resolve Disputed Tiles"));
        t.apply(&TableOp::TurnBack {}, at(50)).expect("back");
        assert_eq!(at_step(&t), s("Ann", 1, "Consolidation Step"));
    }
}

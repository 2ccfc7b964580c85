//! The turn order: Siege of Valeria is played by the table together, seven phases a day, seven days.

use super::keys::{DAY, EASY_MODE, PHASE, PHASES, PHASE_EVENT};
use super::report::reminder;
use crate::table::{Actor, Seats, TableState, TurnOrder, TurnStep};

/// rulebook: Game Flow — "In each turn you will do the following phases in order"; a turn is a
/// day, 7 days. Easy Mode (rulebook: Easy Mode) plays without Events: the Event phase is left out.
/// designed: rulebook silent — the game is solo; with several Warlords at the table they play each
/// phase together ([`Seats::Together`]), the chosen first player leading.
pub(super) fn turn_order(state: &TableState) -> TurnOrder {
    let easy = state.value_or(EASY_MODE, None, 0) != 0;
    let steps = (0..PHASES.len())
        .filter_map(|i| {
            let phase = i32::try_from(i).ok()?;
            if easy && phase == PHASE_EVENT {
                return None;
            }
            // rulebook: Resolve the Siege Engines, Resolve an Event, Activate the Vanguard, Advance the
            // Battlefield, Reinforce the Battlefield — the cards act; Roll and Actions are yours.
            let actor = match phase {
                0 | 3 => Actor::Everyone,
                _ => Actor::Game,
            };
            Some(TurnStep::new(PHASES[i], reminder(phase, easy), actor).at(PHASE, phase))
        })
        .collect();
    TurnOrder::new(steps, Seats::Together, "rulebook: Game Flow").round("Day", Some(DAY))
}

#[cfg(test)]
mod tests {
    use crate::table::turn_tests::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{TableKind, TableOp};

    fn s(who: &str, round: i32, step: &str) -> (String, i32, String) {
        (who.into(), round, step.into())
    }

    #[test]
    fn next_walks_the_seven_phases_then_the_next_day() {
        let mut t = table(TableKind::Valeria, &["Ann"]);
        assert_eq!(at_step(&t), s("Ann", 1, "Roll Your Dice"));
        assert_eq!(turn(&t).steps, 7);
        assert!(!turn(&t).can_back);
        let trail = walk(&mut t, 7);
        assert_eq!(trail[0], s("Ann", 1, "Resolve the Siege Engines"));
        assert_eq!(trail[2], s("Ann", 1, "Perform Your Actions"));
        assert_eq!(trail[5], s("Ann", 1, "Reinforce the Battlefield"));
        assert_eq!(trail[6], s("Ann", 2, "Roll Your Dice"));
        // One source of truth: the Phase and Day counters are the turn.
        assert_eq!(t.state.value("phase", None), Some(0));
        assert_eq!(t.state.value("day", None), Some(2));
    }

    #[test]
    fn easy_mode_leaves_out_the_event_phase() {
        let mut t = table(TableKind::Valeria, &["Ann"]);
        let easy = t.state.by_key("easy_mode", None).map(|c| c.id.clone()).unwrap_or_default();
        t.apply(&TableOp::Set { counter: easy, value: 1 }, at(1)).expect("easy");
        let trail = walk(&mut t, 2);
        assert_eq!(trail[1].2, "Perform Your Actions");
        assert_eq!(turn(&t).steps, 6);
    }

    #[test]
    fn back_retraces_next_and_undo_takes_a_next_back() {
        let mut t = table(TableKind::Valeria, &["Ann"]);
        back_retraces(&mut t, 9);
        assert_eq!(at_step(&t), s("Ann", 1, "Roll Your Dice"));
        walk(&mut t, 3);
        t.undo(at(900)).expect("undo");
        assert_eq!(at_step(&t).2, "Resolve an Event");
        assert!(matches!(t.apply(&TableOp::TurnBack {}, at(901)), Ok(())));
    }

    #[test]
    fn the_seventh_day_is_the_last() {
        let mut t = table(TableKind::Valeria, &["Ann"]);
        walk(&mut t, 7 * 6 + 6);
        assert_eq!(at_step(&t), s("Ann", 7, "Reinforce the Battlefield"));
        let before = t.clone();
        assert!(matches!(t.apply(&TableOp::TurnNext {}, at(999)), Err(crate::table::TableError::Turn(_))));
        assert_eq!(t, before);
        assert!(!turn(&t).can_next);
    }
}

//! The turn order: each player's turn in four steps, clockwise from the first player.

use crate::table::{Actor, Seats, TableState, TurnOrder, TurnStep};

/// rulebook: On your turn — "The youngest player goes first and then players keep playing in turns
/// in clockwise order" (who starts is the players' choice here: the youngest by the rulebook), each
/// turn in the four numbered steps. The "Turns played" counter counts every player's turn
/// (designed: rulebook silent), so the active hero is the first player's seat plus the turns played;
/// the "Turn" steps counter is the step. Ra'Krat's play-or-draw (rulebook: Ra'Krat) still walks
/// all four steps: skip the one you do not take.
pub(super) fn turn_order(_state: &TableState) -> TurnOrder {
    let steps = vec![
        TurnStep::new(
            "Discuss",
            "Talk strategy with everyone; never state a tile's icons (Golden Rule)",
            Actor::Everyone,
        )
        .at("step", 0),
        TurnStep::new(
            "Play the visible side",
            "Choose one of your 3 command tiles; execute the icons on its visible side",
            Actor::Active,
        )
        .at("step", 1),
        TurnStep::new("Flip and resolve", "Flip the tile over and execute the icons on the other side", Actor::Active)
            .at("step", 2),
        TurnStep::new(
            "Draw back to 3",
            "Discard the tile; draw from the bag back to 3 tiles without looking",
            Actor::Active,
        )
        .at("step", 3),
    ];
    TurnOrder::new(steps, Seats::Clockwise, "rulebook: On your turn").round("Turn", Some("turn")).counts_turns()
}

#[cfg(test)]
mod tests {
    use crate::table::turn_tests::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{Actor, TableKind, TableOp};

    fn s(who: &str, round: i32, step: &str) -> (String, i32, String) {
        (who.into(), round, step.into())
    }

    #[test]
    fn four_steps_a_turn_then_the_next_player_clockwise() {
        let mut t = table(TableKind::Firesiege, &["Ann", "Bob"]);
        t.apply(&TableOp::TurnFirst { player: 1 }, at(1)).expect("Bob starts");
        assert_eq!(at_step(&t), s("Bob", 1, "Discuss"));
        assert_eq!(turn(&t).actor, Actor::Everyone);
        let trail = walk(&mut t, 8);
        assert_eq!(trail[0], s("Bob", 1, "Play the visible side"));
        assert_eq!(trail[2], s("Bob", 1, "Draw back to 3"));
        assert_eq!(trail[3].1, 2);
        assert_eq!(trail[4], s("Ann", 2, "Play the visible side"));
        assert_eq!(trail[7].1, 3);
        assert_eq!(trail[7].2, "Discuss");
        assert_eq!(t.state.value("step", None), Some(0));
        assert_eq!(t.state.value("turn", None), Some(3));
    }

    #[test]
    fn back_retraces_and_undo_restores() {
        let mut t = table(TableKind::Firesiege, &["Ann", "Bob", "Cy"]);
        back_retraces(&mut t, 10);
        walk(&mut t, 4);
        assert_eq!(turn(&t).active_name, "Bob");
        t.undo(at(900)).expect("undo");
        assert_eq!(at_step(&t), s("Ann", 1, "Draw back to 3"));
    }

    #[test]
    fn removing_a_player_keeps_the_active_seat_valid() {
        let mut t = table(TableKind::Firesiege, &["Ann", "Bob", "Cy"]);
        t.apply(&TableOp::TurnFirst { player: 2 }, at(1)).expect("Cy starts");
        t.apply(&TableOp::RemovePlayer { player: 2 }, at(2)).expect("Cy leaves");
        let v = turn(&t);
        assert!(v.active < 2 && v.first < 2);
        walk(&mut t, 8);
        assert!(turn(&t).active < 2);
    }
}

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

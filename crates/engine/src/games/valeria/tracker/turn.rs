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

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

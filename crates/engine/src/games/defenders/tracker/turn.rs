//! The turn order: each hero's turn (Daytime, Evening, Night), then the next hero clockwise.

use super::keys::{FIRST_HERO, PHASES};
use crate::table::{Actor, Seats, TableState, TurnOrder, TurnStep};

/// rulebook: Playing the Game — the players choose who goes first, then play moves clockwise;
/// Game Turn — Daytime (Perform Actions), Evening (Draw Hero Cards), Night (Darkness Spreads).
/// The "Turn" counter counts the heroes' turns (designed: rulebook silent), so the active hero is
/// the first hero's seat plus the turns played; the "Phase" counter is the step.
pub(super) fn turn_order(_state: &TableState) -> TurnOrder {
    let reminders = [
        // rulebook: Step 1 - Daytime.
        (
            Actor::Active,
            "Refresh your Life Tokens, then one action per active Life Token: move, fight minions, heal, \
             quests, a General",
        ),
        // rulebook: Step 2 - Evening.
        (Actor::Active, "Draw 2 Hero Cards (hand limit 10)"),
        // rulebook: Step 3 - Night; War Status.
        (
            Actor::Game,
            "Darkness Spreads: draw 1 card (Early War), 2 (Mid War) or 3 (Late War); place minions, advance \
             Generals; then wounds",
        ),
    ];
    let steps = PHASES
        .iter()
        .zip(reminders)
        .zip(0..)
        .map(|((name, (actor, reminder)), phase)| TurnStep::new(*name, reminder, actor).at("phase", phase))
        .collect();
    TurnOrder::new(steps, Seats::Clockwise, "rulebook: Playing the Game; Game Turn")
        .round("Turn", Some("turn"))
        .counts_turns()
        .first_counter(FIRST_HERO)
}

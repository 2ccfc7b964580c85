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

#[cfg(test)]
mod tests {
    use crate::table::turn_tests::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{Actor, TableError, TableKind, TableOp};

    fn s(who: &str, round: i32, step: &str) -> (String, i32, String) {
        (who.into(), round, step.into())
    }

    #[test]
    fn each_hero_plays_daytime_evening_night_then_the_next_clockwise() {
        let mut t = table(TableKind::Defenders, &["Ann", "Bob", "Cy"]);
        assert!(!turn(&t).chosen);
        t.apply(&TableOp::TurnFirst { player: 1 }, at(1)).expect("Bob starts");
        assert!(turn(&t).chosen);
        assert_eq!(at_step(&t), s("Bob", 1, "Daytime"));
        // The first hero counter holds who starts.
        assert_eq!(t.state.value("first_hero", None), Some(1));
        let trail = walk(&mut t, 9);
        assert_eq!(trail[0], s("Bob", 1, "Evening"));
        assert_eq!(trail[1], s("Bob", 1, "Night"));
        assert_eq!(trail[2], s("Cy", 2, "Daytime"));
        assert_eq!(trail[5], s("Ann", 3, "Daytime"));
        assert_eq!(trail[8], s("Bob", 4, "Daytime"));
        assert_eq!(t.state.value("turn", None), Some(4));
        assert_eq!(t.state.value("phase", None), Some(0));
    }

    #[test]
    fn night_is_the_games_step() {
        let mut t = table(TableKind::Defenders, &["Ann", "Bob"]);
        walk(&mut t, 2);
        let v = turn(&t);
        assert_eq!((v.actor, v.who.as_str(), v.active_name.as_str()), (Actor::Game, "The game", "Ann"));
    }

    #[test]
    fn back_retraces_and_refuses_before_the_start() {
        let mut t = table(TableKind::Defenders, &["Ann", "Bob"]);
        let before = t.clone();
        assert!(matches!(t.apply(&TableOp::TurnBack {}, at(1)), Err(TableError::Turn(_))));
        assert_eq!(t, before);
        back_retraces(&mut t, 8);
        assert_eq!(at_step(&t), s("Ann", 1, "Daytime"));
    }

    #[test]
    fn an_unknown_seat_cannot_start() {
        let mut t = table(TableKind::Defenders, &["Ann", "Bob"]);
        let before = t.clone();
        assert_eq!(t.apply(&TableOp::TurnFirst { player: 2 }, at(1)), Err(TableError::NoSuchPlayer(2)));
        assert_eq!(t, before);
    }
}

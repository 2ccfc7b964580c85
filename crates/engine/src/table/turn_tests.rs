//! The turn tracker's tests, and the helpers the games' turn tests share.

use chrono::{DateTime, Utc};

use super::turn::TurnView;
use crate::table::{NewTable, PlayerSpec, Table, TableKind, TableOp};

/// A time.
pub(crate) fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap_or_default()
}

/// A new table of `kind` with these players.
pub(crate) fn table(kind: TableKind, players: &[&str]) -> Table {
    let spec = NewTable {
        kind,
        players: players.iter().map(|p| PlayerSpec::Name((*p).into())).collect(),
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    Table::new("t".into(), spec, 1, at(0)).expect("a table")
}

/// The table's turn.
pub(crate) fn turn(t: &Table) -> TurnView {
    t.view().turn.expect("a turn")
}

/// `(who acts, round, step name)` now.
pub(crate) fn at_step(t: &Table) -> (String, i32, String) {
    let v = turn(t);
    (v.active_name, v.round, v.step_name)
}

/// Presses Next `n` times and returns where each press led.
pub(crate) fn walk(t: &mut Table, n: usize) -> Vec<(String, i32, String)> {
    (0..n)
        .map(|i| {
            t.apply(&TableOp::TurnNext {}, at(i as i64 + 1)).expect("next");
            at_step(t)
        })
        .collect()
}

/// Back `n` times returns to every earlier position in reverse, ending where it started.
pub(crate) fn back_retraces(t: &mut Table, n: usize) {
    let start = at_step(t);
    let forward = walk(t, n);
    let mut trail: Vec<_> = std::iter::once(start).chain(forward).collect();
    trail.pop();
    while let Some(expected) = trail.pop() {
        t.apply(&TableOp::TurnBack {}, at(500)).expect("back");
        assert_eq!(at_step(t), expected);
    }
}

#[cfg(test)]
mod tests {
    use super::{at, at_step, back_retraces, table, turn, walk};
    use crate::table::{GenericTemplate, NewTable, PlayerSpec, Table, TableError, TableKind, TableOp};

    #[test]
    fn a_generic_table_passes_the_turn_clockwise_from_who_starts() {
        let mut t = table(TableKind::Generic, &["Ann", "Bob", "Cy"]);
        t.apply(&TableOp::TurnFirst { player: 1 }, at(1)).expect("Bob starts");
        let trail = walk(&mut t, 3);
        assert_eq!(
            trail,
            vec![
                ("Cy".to_string(), 1, "Turn".to_string()),
                ("Ann".to_string(), 1, "Turn".to_string()),
                ("Bob".to_string(), 2, "Turn".to_string()),
            ]
        );
        back_retraces(&mut t, 5);
        assert_eq!(t.state.turn.round, 2);
    }

    #[test]
    fn the_rounds_templates_turn_marker_is_the_active_seat() {
        let spec = NewTable {
            kind: TableKind::Generic,
            players: vec![PlayerSpec::Name("Ann".into()), PlayerSpec::Name("Bob".into())],
            name: None,
            life: None,
            template: Some(GenericTemplate::Rounds),
            profile: None,
        };
        let mut t = Table::new("t".into(), spec, 1, at(0)).expect("a table");
        walk(&mut t, 2);
        assert_eq!(at_step(&t), ("Ann".into(), 2, "Turn".into()));
        assert_eq!((t.state.value("turn", None), t.state.value("round", None)), (Some(0), Some(2)));
    }

    #[test]
    fn each_turn_op_is_one_undo_step_with_one_history_line() {
        let mut t = table(TableKind::Generic, &["Ann", "Bob"]);
        let lines = t.history().len();
        t.apply(&TableOp::TurnNext {}, at(1)).expect("next");
        assert_eq!(t.history().len(), lines + 1);
        assert_eq!(t.history().last().map(|h| h.text.as_str()), Some("Next: Bob — Round 1, Turn (1 of 1)"));
        t.undo(at(2)).expect("undo");
        assert_eq!(turn(&t).active_name, "Ann");
        t.redo(at(3)).expect("redo");
        assert_eq!(turn(&t).active_name, "Bob");
    }

    #[test]
    fn removing_the_active_player_passes_their_seat_on() {
        let mut t = table(TableKind::Generic, &["Ann", "Bob", "Cy"]);
        walk(&mut t, 2);
        t.apply(&TableOp::RemovePlayer { player: 2 }, at(9)).expect("Cy leaves");
        assert_eq!(turn(&t).active_name, "Ann");
        t.apply(&TableOp::RemovePlayer { player: 0 }, at(10)).expect("Ann leaves");
        assert_eq!(turn(&t).active_name, "Bob");
        assert_eq!(t.apply(&TableOp::TurnFirst { player: 1 }, at(11)), Err(TableError::NoSuchPlayer(1)));
    }

    #[test]
    fn an_old_table_without_a_turn_reads_as_the_start() {
        let t = table(TableKind::Generic, &["Ann", "Bob"]);
        let json = serde_json::to_string(&t).expect("json");
        assert!(!json.contains("\"turn\""));
        let back: Table = serde_json::from_str(&json).expect("reads");
        assert_eq!(at_step(&back), ("Ann".into(), 1, "Turn".into()));
        assert!(!turn(&back).chosen);
    }
}

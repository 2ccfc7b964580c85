//! The end of the game: which alert ends it, and how the recorded end stands through later
//! changes until undo, reopening or a reset takes it back.

use super::kinds::{self, TableKind};
use super::state::TableState;
use super::tracker::{Alert, AlertLevel, Report};

/// Whether `alert` ends the game at a table of `kind`: any Victory, and a Loss about the whole
/// table or, where the players win or lose together, about one of them.
pub(super) fn ends_game(kind: TableKind, alert: &Alert) -> bool {
    match alert.level {
        AlertLevel::Victory => true,
        AlertLevel::Loss => alert.player.is_none() || kind.shared_fate(),
        AlertLevel::Info | AlertLevel::Warning => false,
    }
}

/// The kind's report with the end of the game standing: the recorded end comes first, and any
/// other end the numbers show after it is only a note (the game was already over).
pub(super) fn report(kind: TableKind, state: &TableState) -> Report {
    let mut report = kinds::report(kind, state);
    if let Some(end) = &state.ended {
        for a in report.alerts.iter_mut().filter(|a| *a != end && ends_game(kind, a)) {
            a.level = AlertLevel::Info;
            a.text = format!("After the end of the game: {}", a.text);
        }
        if !report.alerts.contains(end) {
            report.alerts.insert(0, end.clone());
        }
        report.alerts.sort_by_key(|a| std::cmp::Reverse(a.level));
    }
    report
}

pub(super) fn alert_word(level: AlertLevel) -> &'static str {
    match level {
        AlertLevel::Info => "Note",
        AlertLevel::Warning => "Warning",
        AlertLevel::Loss => "LOSS",
        AlertLevel::Victory => "VICTORY",
    }
}

//! The tracker's state: the last TableView the engine sent. Answers can arrive out of order
//! over an asynchronous transport, so each request carries a sequence number and an older
//! answer never replaces a newer one.

use std::rc::Rc;

use yew::Reducible;

use super::model::TableView;

/// What the tracker shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TrackerState {
    /// The table as the engine last described it.
    pub view: Option<Rc<TableView>>,
    /// Why the table could not be opened, if it could not.
    pub load_error: Option<String>,
    /// Sequence number of the answer `view` came from.
    applied: u64,
}

/// A change to the tracker's state.
pub enum TrackerAction {
    /// An answer to request number `seq`.
    Answer {
        /// The request's sequence number.
        seq: u64,
        /// The table after it.
        view: Box<TableView>,
    },
    /// The table could not be opened at all.
    LoadFailed(String),
}

impl Reducible for TrackerState {
    type Action = TrackerAction;

    fn reduce(self: Rc<Self>, action: TrackerAction) -> Rc<Self> {
        match action {
            TrackerAction::Answer { seq, .. } if seq < self.applied => self,
            TrackerAction::Answer { seq, view } => {
                if self.view.as_deref() == Some(&*view) {
                    return Rc::new(TrackerState { applied: seq, ..(*self).clone() });
                }
                Rc::new(TrackerState { view: Some(Rc::new(*view)), load_error: None, applied: seq })
            }
            TrackerAction::LoadFailed(message) => {
                Rc::new(TrackerState { load_error: Some(message), ..(*self).clone() })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(name: &str) -> TableView {
        serde_json::from_value(serde_json::json!({
            "table": "t1", "name": name, "kind": "generic",
            "created": "2026-11-30T10:00:00Z", "updated": "2026-11-30T10:00:00Z",
            "players": [], "counters": [], "last_roll": null, "history": [],
            "can_undo": false, "undo_label": null, "can_redo": false, "redo_label": null
        }))
        .unwrap()
    }

    #[test]
    fn an_older_answer_never_replaces_a_newer_one() {
        let state = Rc::new(TrackerState::default());
        let state = state.reduce(TrackerAction::Answer { seq: 2, view: Box::new(view("new")) });
        let state = state.reduce(TrackerAction::Answer { seq: 1, view: Box::new(view("old")) });
        assert_eq!(state.view.as_ref().unwrap().name, "new");
        let state = state.reduce(TrackerAction::Answer { seq: 3, view: Box::new(view("newer")) });
        assert_eq!(state.view.as_ref().unwrap().name, "newer");
    }

    #[test]
    fn a_load_error_keeps_what_was_shown() {
        let state = Rc::new(TrackerState::default())
            .reduce(TrackerAction::Answer { seq: 1, view: Box::new(view("kept")) })
            .reduce(TrackerAction::LoadFailed("gone".into()));
        assert_eq!(state.view.as_ref().unwrap().name, "kept");
        assert_eq!(state.load_error.as_deref(), Some("gone"));
    }
}

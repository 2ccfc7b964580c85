//! Where the rules put their events: a list for `apply`, nothing for the bots' quiet path.

use super::super::action::DefendersEvent;

/// The events of one `apply`, or none at all on the quiet path ([`Events::quiet`]): events
/// that cost an allocation are built through [`Events::push_with`], so the quiet path never
/// builds them.
#[derive(Debug, Default)]
pub(crate) struct Events {
    list: Vec<DefendersEvent>,
    quiet: bool,
}

impl Events {
    /// Records every event.
    pub(crate) fn new() -> Self {
        Events { list: Vec::new(), quiet: false }
    }

    /// Records nothing (and never allocates).
    pub(crate) fn quiet() -> Self {
        Events { list: Vec::new(), quiet: true }
    }

    /// Records an event.
    #[inline]
    pub(crate) fn push(&mut self, event: DefendersEvent) {
        if !self.quiet {
            self.list.push(event);
        }
    }

    /// Records an event that costs an allocation (a String, a Vec), built only if recorded.
    #[inline]
    pub(crate) fn push_with(&mut self, event: impl FnOnce() -> DefendersEvent) {
        if !self.quiet {
            self.list.push(event());
        }
    }

    /// The recorded events.
    pub(crate) fn into_vec(self) -> Vec<DefendersEvent> {
        self.list
    }
}

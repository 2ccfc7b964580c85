//! Where the rules put their events: the core's sink ([`crate::core::Events`]), a list for
//! `apply` and nothing for the bots' quiet path. Events that cost an allocation are built
//! through `push_with`, so the quiet path never builds them.

use super::super::action::DefendersEvent;

/// The events of one `apply`, or none at all on the quiet path.
pub(crate) type Events = crate::core::Events<DefendersEvent>;

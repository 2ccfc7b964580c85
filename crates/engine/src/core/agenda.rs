//! [`agenda_task!`]: the [`AgendaTask`](super::AgendaTask) impl of a game whose task enum has
//! `Decide(pending)` and `Chance(need)` variants and steps for the rest, written once.

/// Implements [`AgendaTask`](crate::core::AgendaTask) for `$task`, an enum with a
/// `Decide($pending)` variant (a seat must decide), a `Chance($need)` variant (chance decides)
/// and any number of other variants (steps the engine runs by itself).
///
/// ```text
/// agenda_task!(Task, Pending, Need);
/// ```
macro_rules! agenda_task {
    ($task:ty, $pending:ty, $need:ty) => {
        impl $crate::core::AgendaTask for $task {
            type Pending = $pending;
            type Need = $need;

            fn kind(&self) -> $crate::core::TaskKind<'_, $pending, $need> {
                match self {
                    Self::Decide(pending) => $crate::core::TaskKind::Decide(pending),
                    Self::Chance(need) => $crate::core::TaskKind::Chance(need),
                    #[allow(unreachable_patterns)]
                    _ => $crate::core::TaskKind::Step,
                }
            }
        }
    };
}

pub(crate) use agenda_task;

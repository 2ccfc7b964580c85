//! Table mode: trackers for a physical game. A [`Table`] holds players, named counters
//! (per player or shared, each with a min, a max and a default), a dice roller, a timestamped
//! history, and undo/redo of any operation.
//!
//! Each game's tracker is a [`TableKind`] whose preset lays out the counters the rulebook
//! prints; later kinds add their own rules-aware checks on top of the same table.

mod dice;
mod kinds;
mod session;

pub use dice::{DieSpec, Roll, RolledDie};
pub use kinds::{TableKind, TableKindInfo};
pub use session::{
    Counter, CounterRole, HistoryEntry, NewTable, Player, PlayerSpec, PlayerView, Table, TableError, TableOp, TableView,
};

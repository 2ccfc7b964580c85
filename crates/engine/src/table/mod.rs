//! Table mode: trackers for a physical game. A [`Table`] holds players, named counters
//! (per player or shared, each with a min, a max and a default), a dice roller, a timestamped
//! history, and undo/redo of any operation.
//!
//! Each game's tracker is a [`TableKind`] with its own module here: the counters the rulebook
//! prints, the rules that tie them together (refusals and consequences), the values derived from
//! them, the alerts before a loss and the game's own operations (see `rules.rs`).

mod checks;
pub mod defenders;
mod dice;
pub mod exiled;
pub mod firesiege;
mod kinds;
mod rules;
mod session;
pub mod thaloria;
pub mod valeria;

pub use checks::{HISTORY_LIMIT, HISTORY_PAGE, TABLE_BUDGET, TABLE_FILE_LIMIT, USER_VALUE_LIMIT};
pub use dice::{DieSpec, Roll, RolledDie};
pub use kinds::{TableKind, TableKindInfo};
pub use rules::{
    Alert, AlertLevel, Change, CounterStyle, Derived, Layout, Report, ResultDie, RuleButton, RuleOp, RuleResult, Spec,
};
pub use session::{
    Counter, CounterRole, HistoryEntry, NewTable, Player, PlayerSpec, PlayerView, Table, TableError, TableOp,
    TableState, TableView,
};

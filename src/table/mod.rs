//! Table mode: the new-table form and the tracker for a physical game (Life Points, counters,
//! dice, history, undo), over the protocol's `table_*` ops.

pub mod api;
mod colours;
mod custom_dice;
mod dice;
mod forms;
mod history;
pub mod model;
mod new_table;
mod player_card;
mod state;
mod tracker;

pub use new_table::{NewTableQuery, NewTableScreen};
pub use tracker::TrackerScreen;

//! Table mode: the new-table form and the tracker for a physical game (Life Points, counters,
//! dice, history, undo), over the protocol's `table_*` ops.

mod alerts;
pub mod api;
mod clock;
mod colours;
mod custom_dice;
mod dice;
mod forms;
mod history;
mod jump;
mod layout;
mod match_box;
pub mod model;
mod new_table;
mod player_card;
mod share;
mod state;
mod tracker;
mod turn;
mod widgets;

pub use new_table::{NewTableQuery, NewTableScreen};
pub use share::ImportDialog;
pub use tracker::TrackerScreen;

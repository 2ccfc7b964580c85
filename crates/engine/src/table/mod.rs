//! Table mode: trackers for a physical game. A [`Table`] holds players, named counters
//! (per player or shared, each with a min, a max and a default), a dice roller, a timestamped
//! history, and undo/redo of any operation.
//!
//! This folder is the generic machinery only; each game's tracker is a [`Tracker`] in its own
//! folder, `games/<game>/tracker/`, reading the game's `data` module. Read in this order:
//! - `table.rs`: the [`Table`] and [`Table::apply`], the path of every operation;
//! - `ops.rs`: the generic operations ([`TableOp`]);
//! - `tracker.rs`: the [`Tracker`] trait and what a tracker hands back (layouts, reports);
//! - `inputs.rs`: what a tracker's button asks before it is sent ([`RuleInput`]);
//! - `kinds.rs`: [`TableKind`], [`RuleOp`] and the dispatch to each game's tracker;
//! - `templates.rs`: what a generic table starts with ([`GenericTemplate`]);
//! - `profile.rs`: "Match your box", the owner's values for what the rulebook does not print
//!   ([`BoxProfile`]);
//! - `state.rs`, `counter.rs`: what undo restores, and the counters;
//! - `history.rs`: the history, undo and redo, and the size budget;
//! - `end.rs`: the end of the game and how it stands;
//! - `turn.rs`: whose turn and where in the turn ([`TurnOrder`], Next and Back);
//! - `view.rs`: what the UI shows ([`TableView`]);
//! - `import.rs`: export, import and the checks on a table read from outside;
//! - `compact.rs`: the share code (the current state only, for a QR code) and its QR code;
//! - `dice.rs`: the dice roller.

mod clock;
mod compact;
mod counter;
mod deck;
#[cfg(test)]
mod deck_tests;
mod dice;
mod end;
mod error;
mod history;
mod import;
mod inputs;
mod kinds;
mod ops;
pub mod profile;
mod state;
// The Table type's own file: `table::table` is private, so the repetition never shows in a path.
#[allow(clippy::module_inception)]
mod table;
mod templates;
#[cfg(test)]
pub(crate) mod test_util;
#[cfg(test)]
mod tests;
mod tracker;
pub mod turn;
#[cfg(test)]
pub(crate) mod turn_tests;
mod view;

pub use clock::{Clock, ClockOp, ClockView, CLOCK_LIMIT_MS};
pub use compact::{
    is_share_code, share_qr, share_qr_capacity, ShareCodeError, ShareQr, QR_MAX_VERSION, SHARE_CODE_LIMIT,
    SHARE_PREFIX, SHARE_UNPACKED_LIMIT, SHARE_VERSION,
};
pub use counter::{Counter, CounterRole, CounterStyle, DeckRule};
pub use dice::{DieSpec, Roll, RolledDie};
pub use error::TableError;
pub use history::{HistoryEntry, HISTORY_LIMIT, HISTORY_PAGE, TABLE_BUDGET};
pub use import::{TABLE_FILE_LIMIT, USER_VALUE_LIMIT};
pub use inputs::RuleInput;
pub use kinds::{RuleOp, TableKind, TableKindInfo};
pub use ops::TableOp;
pub use profile::{BoxLibrary, BoxProblem, BoxProfile, BoxValue};
pub(crate) use state::MAX_COUNTERS;
pub use state::{Player, PlayerSpec, TableState};
pub use table::{NewTable, Table};
pub use templates::GenericTemplate;
pub(crate) use tracker::changed;
pub use tracker::{
    Alert, AlertLevel, Change, Derived, Layout, Report, ResultDie, RuleButton, RuleResult, Spec, Tracker,
};
pub use turn::{Actor, Seats, Turn, TurnOrder, TurnStep, TurnView};
pub use view::{PlayerView, TableView};

/// Each game's tracker, under its old path (`table::valeria::Rule`, ...).
pub use crate::games::{
    defenders::tracker as defenders, exiled::tracker as exiled, firesiege::tracker as firesiege,
    thaloria::tracker as thaloria, valeria::tracker as valeria,
};

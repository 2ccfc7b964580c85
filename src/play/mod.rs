//! Play, Watch and Assist: the new-game form, the game screen with its board, the saves list.

pub mod board;
mod defenders;
mod valeria;

pub use defenders::DefendersBoard;
pub use valeria::ValeriaBoard;

//! Firesiege. For now only its table-mode tracker; the full game engine comes in a later issue.

pub mod tracker;

//! Rampart's rules engine: the [`Game`] contract with explicit chance, the [`Session`]
//! (log, replay, undo, redo, saves), bots, table-mode trackers and the JSON [`protocol`].
//!
//! The crate is pure: no files, clocks, threads or global RNG. It builds for native and wasm32.

pub mod protocol;

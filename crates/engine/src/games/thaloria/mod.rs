//! Heroes and Spells: Realms of Thaloria: 2-5 Wizards fight for the realm's tiles. For now this
//! folder holds the game's components and numbers ([`data`]) and its table-mode tracker
//! ([`tracker`]); the full game engine (rules, bots) comes in a later issue and will read the same
//! `data`.

pub mod data;
pub mod tracker;

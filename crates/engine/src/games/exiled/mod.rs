//! The Exiled: Siege: an Attacker besieges a city held by 1-4 Defenders over four rounds. For now
//! this folder holds the game's components and numbers ([`data`]) and its table-mode tracker
//! ([`tracker`]); the full game engine (rules, bots) comes in a later issue and will read the same
//! `data`.

pub mod data;
pub mod tracker;

//! Siege of Valeria: the solo game of defending a Fortress against 7 days of siege.
//!
//! Read top-down: [`data`] holds every card and number with its source, [`setup`] deals the
//! table, `rules/phases.rs` runs the seven phases, `rules/attack.rs` the Perform Your Actions
//! phase, `rules/cards.rs` the Troop and Siege Engine powers, `rules/events.rs` the Events;
//! `bot/` holds the heuristic bot and what the searching levels need of the game.

mod action;
mod bot;
mod data;
mod info;
mod rules;
mod setup;
mod state;
#[cfg(test)]
mod tests;
pub mod tracker;
mod view;

pub use action::{ValeriaAction, ValeriaChance, ValeriaEvent};
pub use bot::ValeriaBot;
pub use data::{
    loss_grade, win_grade, BonusTarget, ChampionKind, ChampionPower, EngineKind, EventKind, TroopClass, TroopKind,
    ValeriaConfig,
};
pub use info::info;
pub use state::{
    Among, Attack, Cell, CellUse, Colour, Die, DieUse, Discarded, EndReason, Foe, Ids, Loaded, Need, Pending, Phase,
    Slot, Supply, Task, Turret, TurretUse, Valeria, WindowPoint, Zone,
};
pub use view::ValeriaView;

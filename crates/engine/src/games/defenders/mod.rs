//! Defenders of the Realm: 1-4 heroes defend Monarch City against four Generals and their
//! minions; the whole Darkness side is automated.
//!
//! Read top-down: [`data`] holds the board and every card with its source, `setup.rs` deals the
//! table in the rulebook's order, `rules/turn.rs` runs a turn, `rules/night.rs` the Darkness
//! Spreads, `rules/board.rs` overruns and General advances, `rules/combat.rs` the dice,
//! `rules/cards.rs` the actions and purple cards, `rules/window.rs` the windows to play them (on
//! `core::Window`), `rules/quests.rs` the quests; `bot/` holds the heuristic bot and what the
//! searching levels need of the game (`bot/evaluate.rs`: the fitted position evaluation).

mod action;
mod bot;
pub mod data;
mod info;
pub(crate) mod rules;
mod setup;
mod state;
#[cfg(test)]
mod tests;
pub mod tracker;
mod view;

pub use action::{DefendersAction, DefendersChance, DefendersEvent, Target};
pub use bot::DefendersBot;
pub use data::{card_name, Colour, General, HeroKind, Quest, HERO_LIST};
pub use info::info;
pub use setup::{is_purple, CRYSTALS, MINIONS_PER_COLOUR};
pub use state::{
    Combat, Defenders, DefendersConfig, Effect, EndReason, GeneralState, Hero, Need, NightState, OpenQuest, Pending,
    Phase, Reroll, Roll, RollFor, SeatState, Spot, Stance, Task, TurnState, VisionCards, WindowPoint,
};
pub use view::{DefendersView, GeneralView};

//! Heroes and Spells: Realms of Thaloria: 2-5 Wizards build a hex map around the Grotto, muster
//! their armies and fight for its tiles, until one Wizard is left or one holds eight enemy tiles.
//!
//! Reading guide:
//! - [`data`]: the game's numbers, factions and Wizards (shared with the table-mode tracker), the
//!   hex grid and the quick board ([`data::board`]), and the designed 100-card Main Deck
//!   ([`data::cards`]). Every value names its source.
//! - `state.rs`: the map (tiles in placement order, the Grotto first), each Wizard's army as
//!   counts in the Reserve, on tiles, in Dungeons, Fallen and removed, the hands (each a
//!   `Secret` known to its owner), the deck and the agenda.
//! - `setup.rs`: the options ([`ThaloriaConfig`]) and the state before the start roll.
//! - `rules/`: the [`crate::core::Rules`] implementation, one file per part of the game (its
//!   module doc lists them); `rules/check.rs` is the one place that says what is legal.
//! - `view.rs`: what one seat sees.
//! - `tracker/`: table mode for a physical game.
//!
//! The game engine plays the whole core game (setup, the turn's six steps, combat, Wizard
//! attacks, conquest, elimination and victory) and the cards: casting, the Spell Chain (Appendix
//! A1) in `rules/cards.rs`, the 100 designed effects in `rules/effects.rs`. The game is
//! registered as a test game until its board screen lands (docs/rules-notes/thaloria.md).

mod action;
mod bot;
pub mod data;
mod info;
mod rules;
mod setup;
mod state;
pub mod tracker;
mod view;

pub use action::{Fall, ThaloriaAction, ThaloriaChance, ThaloriaEvent};
pub use bot::{Lens, Scored, ThaloriaBot};
pub use info::info;
pub use rules::{Ask, Need};
pub use setup::{BoardSetup, ThaloriaConfig, MAX_ROUND_LIMIT};
pub use state::{
    Aim, Army, Cast, Combat, CombatKind, Die, End, Ground, Harm, Lasting, Moment, Player, Prison, Stage, Step,
    Thaloria, Tile, TileId, Troop,
};
pub use view::{ChainItem, PlayerView, ThaloriaView, TileView, TroopView};

#[cfg(test)]
mod tests;

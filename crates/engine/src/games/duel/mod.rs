//! Spell Duel: the engine's second test game, for what Pig does not have. It is small enough to
//! read in one sitting and exercises the parts of the contract the siege games of hidden hands
//! and reactions need:
//!
//! - **sides**: 2 to 4 players in two sides (even seats against odd seats; 1 against 1 is human
//!   against human), with one Life total per side;
//! - **hidden hands** dealt by chance, known to their owner, or to the whole side with the
//!   `team_hands` option (team knowledge, as The Exiled's defenders share their stacks), with log
//!   lines written per viewer and a determinization that resamples only what a seat cannot see;
//! - **a priority window with responses**: a cast Bolt goes on a chain; from the active seat,
//!   every seat in turn may answer with a Ward (which cancels the spell under it) or pass; the
//!   top resolves when all have passed in a row, and priority starts again after each
//!   resolution (the Heroes and Spells Spell Chain, through [`crate::core::Window`]);
//! - **undo past passes**: a pass reveals nothing, so a seat may take back its own pass after
//!   the others have passed too.
//!
//! Rules: on your turn, cast a Bolt from your hand, draw a card, or rest. A resolved Bolt deals
//! its value to the other side's Life. A side at 0 Life loses. The game is drawn once the deck
//! and every hand are empty, or after [`data::MAX_ROUNDS`] rounds.

mod action;
mod bot;
pub mod data;
mod info;
mod rules;
mod setup;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use action::{DuelAction, DuelEvent};
pub use bot::DuelBot;
pub use data::{Card, DuelConfig};
pub use info::info;
pub use rules::{Ask, Need};
pub use state::Duel;
pub use view::DuelView;

//! Pig with bonus cards: the engine's test game. Small enough to read in one sitting, yet it
//! exercises every part of the contract: dice (chance), a deck drawn by chance, hidden cards
//! that differ per seat, a pending decision, a decision that reveals hidden information, and
//! a competitive ranking at the end.
//!
//! Rules: on your turn, Roll or Hold. A 1 loses the turn's points and ends the turn; a 2-5 adds
//! to the turn total; a 6 adds 6 and asks "Press on or bank?". Holding banks the turn total;
//! a hold of 10 or more draws a face-down bonus card (if you have none and the deck is not
//! empty). At your decision you may Reveal your bonus card to add its value. The first seat to
//! reach the target wins.

mod action;
mod bot;
mod campaign;
mod data;
mod info;
mod rules;
mod setup;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use action::{PigAction, PigChance, PigEvent};
pub use bot::PigGreedyBot;
pub use campaign::PigMatch;
pub use data::{Bonus, PigConfig};
pub use info::info;
pub use rules::Ask as PigAsk;
pub use state::Pig;
pub use view::PigView;

//! Defenders of the Realm tests. `support` holds the scripting helpers every file uses.

mod cards;
mod data;
mod edges;
mod evaluate;
mod examples;
mod heroes;
mod losses;
mod memory;
mod night;
mod playouts;
mod quests;
mod search;
pub(super) mod support;
mod targets;
mod window;

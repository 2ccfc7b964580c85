//! Heroes and Spells' engine tests.

mod assist;
mod cards;
mod examples;
mod memory;
mod playouts;
mod search;
mod support;

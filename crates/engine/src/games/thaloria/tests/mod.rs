//! Heroes and Spells' engine tests.

mod cards;
mod examples;
mod memory;
mod playouts;
mod support;

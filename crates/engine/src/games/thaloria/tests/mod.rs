//! Heroes and Spells' engine tests.

mod cards;
mod examples;
mod playouts;
mod support;
mod memory;

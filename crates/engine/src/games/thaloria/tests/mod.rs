//! Heroes and Spells' engine tests.

mod assist;
mod cards;
mod evaluate;
mod examples;
mod memory;
mod playouts;
mod support;

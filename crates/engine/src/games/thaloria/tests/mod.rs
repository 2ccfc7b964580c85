//! Heroes and Spells' engine tests.

mod examples;
mod playouts;
mod support;

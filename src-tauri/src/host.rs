//! The engine's window on the world: the system clock and fresh entropy.

use std::time::{SystemTime, UNIX_EPOCH};

use rampart_engine::protocol::Host;

/// The real clock and the operating system's randomness.
pub(crate) struct SystemHost;

impl Host for SystemHost {
    fn now_ms(&mut self) -> i64 {
        // A clock set before 1970 reads as the epoch rather than failing a request.
        SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }

    fn fresh_seed(&mut self) -> u64 {
        rand::random()
    }

    fn clock(&self) -> Option<rampart_engine::Clock> {
        Some(monotonic_ms)
    }
}

/// Milliseconds since the first call (a monotonic clock for the bots' time budgets).
pub(crate) fn monotonic_ms() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

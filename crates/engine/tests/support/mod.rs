//! What the protocol tests share: a host with a fixed clock and a seeded id stream, and the
//! request helpers (each test binary uses some of them).
#![allow(dead_code)]

use rampart_engine::protocol::{Handler, Host};
use serde_json::Value;

/// A clock that moves one second a read, and fresh seeds from a fixed LCG: the same requests
/// give the same ids, times and answers on every run.
pub struct FixedHost {
    /// Milliseconds since the Unix epoch, last read.
    pub now: i64,
    /// The last seed handed out.
    pub seed: u64,
}

impl Host for FixedHost {
    fn now_ms(&mut self) -> i64 {
        self.now += 1000;
        self.now
    }
    fn fresh_seed(&mut self) -> u64 {
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.seed
    }
}

/// A handler on a [`FixedHost`] whose seed stream starts at `seed`.
pub fn handler_seeded(seed: u64) -> Handler {
    Handler::new(Box::new(FixedHost { now: 1_780_000_000_000, seed }))
}

/// The answer to `req`, as JSON.
pub fn call(h: &mut Handler, req: Value) -> Value {
    serde_json::from_str(&h.handle_line(&req.to_string())).expect("json")
}

/// The `ok` of the answer to `req`, which must succeed.
pub fn ok(h: &mut Handler, req: Value) -> Value {
    let a = call(h, req.clone());
    assert!(a.get("error").is_none(), "{req} failed: {a}");
    a["ok"].clone()
}

/// The error kind of the answer to `req`, which must fail.
pub fn err_kind(h: &mut Handler, req: Value) -> String {
    let a = call(h, req.clone());
    a["error"]["kind"].as_str().unwrap_or_else(|| panic!("{req} should fail: {a}")).to_string()
}

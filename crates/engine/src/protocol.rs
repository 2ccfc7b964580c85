//! Temporary skeleton: the real handler lands shortly. The signatures are final.
use serde::{Deserialize, Serialize};

/// What the engine cannot know by itself: the clock and fresh entropy.
pub trait Host: Send {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&mut self) -> i64;
    /// A seed for requests that give none.
    fn fresh_seed(&mut self) -> u64;
}

/// One persisted entry that changed: save it (Some) or delete it (None).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoreChange {
    /// `session:<id>` or `table:<id>`.
    pub key: String,
    /// The entry's JSON, or None to delete it.
    pub value: Option<serde_json::Value>,
}

/// A protocol error.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{kind}: {message}")]
pub struct ProtocolError {
    /// Type name of the error.
    pub kind: String,
    /// Human text.
    pub message: String,
}

/// The protocol handler.
pub struct Handler {
    #[allow(dead_code)]
    host: Box<dyn Host>,
}

impl Handler {
    /// A handler with no sessions.
    pub fn new(host: Box<dyn Host>) -> Handler {
        Handler { host }
    }
    /// One request line in, one answer line out.
    pub fn handle_line(&mut self, line: &str) -> String {
        let _ = line;
        r#"{"id":null,"error":{"kind":"NotReady","message":"skeleton"}}"#.to_string()
    }
    /// The same on parsed JSON.
    pub fn handle_value(&mut self, request: serde_json::Value) -> serde_json::Value {
        serde_json::json!({"id": request.get("id").cloned(), "error": {"kind":"NotReady","message":"skeleton"}})
    }
    /// Entries changed since the last call.
    pub fn take_changes(&mut self) -> Vec<StoreChange> {
        Vec::new()
    }
    /// Feed one persisted entry back at start-up.
    pub fn restore(&mut self, key: &str, value: serde_json::Value) -> Result<(), ProtocolError> {
        let _ = (key, value);
        Ok(())
    }
}

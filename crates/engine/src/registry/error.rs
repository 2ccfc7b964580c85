//! The one error type of the registry and the protocol: a type name and a sentence.

use serde::{Deserialize, Serialize};

use crate::core::SessionError;
use crate::games::UnknownGame;

/// An error answer: a type name and a sentence, and, where a rule refused a decision, the
/// rule. The protocol sends it as `{"error": {"kind", "message", "rule"?}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{kind}: {message}")]
pub struct ProtocolError {
    /// The error's type name, e.g. `"NoSuchSession"`.
    pub kind: String,
    /// What went wrong, naming the rule where a rule refused.
    pub message: String,
    /// The rule that refused a decision (a rulebook section or ruling), as a field of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

impl ProtocolError {
    /// An error of `kind`.
    pub fn new(kind: &str, message: impl Into<String>) -> Self {
        ProtocolError { kind: kind.into(), message: message.into(), rule: None }
    }
}

impl From<UnknownGame> for ProtocolError {
    fn from(e: UnknownGame) -> Self {
        ProtocolError::new("UnknownGame", e.to_string())
    }
}

impl From<SessionError> for ProtocolError {
    fn from(e: SessionError) -> Self {
        ProtocolError { rule: e.rule().map(str::to_string), ..ProtocolError::new(e.kind(), e.to_string()) }
    }
}

/// A JSON value as `T`, or a `BadRequest` naming `what`.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(what: &str, v: serde_json::Value) -> Result<T, ProtocolError> {
    serde_json::from_value(v).map_err(|e| ProtocolError::new("BadRequest", format!("bad {what}: {e}")))
}

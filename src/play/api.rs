//! Typed wrappers over the session ops of the protocol.

use serde_json::{json, Value};

use super::model::{Legal, SessionSummary, SessionView};
use crate::backend::{call_as, ApiError};

/// `new_game`.
pub async fn new_game(
    game: &str,
    config: Value,
    seed: Option<u64>,
    seats: &[String],
    mode: &str,
) -> Result<SessionView, ApiError> {
    let mut params = json!({"game": game, "config": config, "seats": seats, "mode": mode});
    if let Some(seed) = seed {
        params["seed"] = json!(seed);
    }
    call_as("new_game", params).await
}

/// Any session op that answers a SessionView, asking for the log from `log_from` on.
pub async fn session_op(op: &str, session: &str, mut params: Value, log_from: usize) -> Result<SessionView, ApiError> {
    if !params.is_object() {
        params = json!({});
    }
    params["session"] = json!(session);
    params["log_from"] = json!(log_from);
    call_as(op, params).await
}

/// `legal`.
pub async fn legal(session: &str) -> Result<Legal, ApiError> {
    call_as("legal", json!({"session": session})).await
}

/// `list_sessions`.
pub async fn list() -> Result<Vec<SessionSummary>, ApiError> {
    call_as("list_sessions", Value::Null).await
}

/// `delete_session`.
pub async fn delete(session: &str) -> Result<Value, ApiError> {
    call_as("delete_session", json!({"session": session})).await
}

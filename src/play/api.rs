//! Typed wrappers over the session ops of the protocol.

use serde_json::{json, Value};

use rampart_engine::protocol::{Deleted, Request};
use rampart_engine::GameId;

use super::model::{LegalAnswer, Mode, SeatKind, SessionSummary, SessionView};
use crate::backend::{call_as, send_as, ApiError};

/// `new_game`.
pub async fn new_game(
    game: GameId,
    config: Value,
    seed: Option<u64>,
    seats: &[SeatKind],
    mode: Mode,
) -> Result<SessionView, ApiError> {
    send_as(Request::NewGame { game, config, seed, seats: Some(seats.to_vec()), mode }).await
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
pub async fn legal(session: &str) -> Result<LegalAnswer, ApiError> {
    send_as(Request::Legal { session: session.to_string() }).await
}

/// `list_sessions`.
pub async fn list() -> Result<Vec<SessionSummary>, ApiError> {
    send_as(Request::ListSessions).await
}

/// `delete_session`.
pub async fn delete(session: &str) -> Result<Deleted, ApiError> {
    send_as(Request::DeleteSession { session: session.to_string() }).await
}

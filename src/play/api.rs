//! Typed wrappers over the session ops of the protocol.

use serde_json::Value;

use rampart_engine::protocol::{Deleted, Request};
use rampart_engine::GameId;

use crate::backend::{send_as, send_session_op, ApiError};
use rampart_engine::protocol::{LegalAnswer, Mode, SeatKind, SessionSummary, SessionView};

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
pub async fn session_op(request: Request, log_from: usize) -> Result<SessionView, ApiError> {
    send_session_op(request, log_from).await
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

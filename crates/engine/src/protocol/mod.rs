//! The one API that the Tauri app, the in-browser backend and the CLI all speak.
//!
//! Request: `{"id": <any>, "op": "<name>", ...params}`. Answer: `{"id": <same>, "ok": <result>}`
//! or `{"id": <same>, "error": {"kind": "<TypeName>", "message": "<text>"}}`. The handler never
//! panics on any input and goes on serving. See `docs/protocol.md` for every op.
//!
//! The engine has no I/O: the transport supplies a [`Host`] (clock, entropy) and persists what
//! [`Handler::take_changes`] returns after every request.
//!
//! - `request.rs`: [`Request`], typed, with [`SeatKind`] and [`Mode`];
//! - `handler.rs`: the [`Handler`] (envelope, dispatch, persistence queue) and the [`Host`];
//! - `sessions.rs`: the game ops, over the registry's sessions;
//! - `tables.rs`: the table ops;
//! - `records.rs`: the finished games' history, their wins and losses, and step replays;
//! - `boxes.rs`: "Match your box", each game's saved profiles;
//! - `response.rs`: every answer, typed ([`Response`]): [`GameList`], [`SessionView`], [`LegalAnswer`]...;
//! - `error.rs`: errors as answers.

mod boxes;
mod error;
mod handler;
mod records;
mod request;
mod response;
mod sessions;
mod tables;

pub use crate::registry::ProtocolError;
pub use handler::{with_save_error, Handler, Host, StoreChange};
pub use records::{GameStats, RecordList, RecordStep, RecordSummary, REPLAYS_KEPT};
pub use request::{Envelope, Mode, Request, SeatKind, OPS};
pub use response::{
    BotHint, BoxCheck, BoxSheet, Deleted, GameList, LegalAnswer, Response, SessionSummary, SessionView, StateHash,
    TableExport, TableHistoryPage, TableShare, TableSummary, UndoChance,
};

//! Typed wrappers over the table ops of the protocol.

use rampart_engine::protocol::{BoxCheck, BoxSheet, TableShare};
use rampart_engine::table::BoxProfile;
use rampart_engine::table::ClockOp;
use rampart_engine::GenericTemplate;
use serde_json::{json, Value};

use super::model::{HistoryEntry, TableSummary, TableView};
use crate::backend::{call, call_as, ApiError};

/// One player of a new table.
#[derive(Clone, Debug, PartialEq)]
pub struct NewPlayer {
    /// The player's name.
    pub name: String,
    /// A CSS colour.
    pub colour: String,
}

/// `table_new`: a new table of `kind` (a generic table from `template`, with a starting `life`
/// for the life template).
pub async fn create(
    kind: &str,
    name: Option<&str>,
    players: &[NewPlayer],
    life: Option<i64>,
    template: Option<GenericTemplate>,
) -> Result<TableView, ApiError> {
    let players: Vec<Value> =
        players.iter().map(|player| json!({"name": player.name, "colour": player.colour})).collect();
    let mut params = json!({"kind": kind, "players": players});
    if let Some(name) = name {
        params["name"] = json!(name);
    }
    if let Some(life) = life {
        params["life"] = json!(life);
    }
    if let Some(template) = template {
        params["template"] = json!(template);
    }
    call_as("table_new", params).await
}

/// `table_get`.
pub async fn get(table: &str) -> Result<TableView, ApiError> {
    call_as("table_get", json!({"table": table})).await
}

/// `table_op` with one TableOp (see [`super::model::op`]), sent as `change` since `op` names
/// the request itself.
pub async fn apply(table: &str, change: Value) -> Result<TableView, ApiError> {
    call_as("table_op", json!({"table": table, "change": change})).await
}

/// `table_clock`: pauses, resumes or resets the session clock, or times turns.
pub async fn clock(table: &str, change: ClockOp) -> Result<TableView, ApiError> {
    call_as("table_clock", json!({"table": table, "clock": change})).await
}

/// `table_undo`.
pub async fn undo(table: &str) -> Result<TableView, ApiError> {
    call_as("table_undo", json!({"table": table})).await
}

/// `table_redo`.
pub async fn redo(table: &str) -> Result<TableView, ApiError> {
    call_as("table_redo", json!({"table": table})).await
}

/// What `table_history` answers: lines `start..start + entries.len()` of a table's history.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct HistoryPage {
    /// The table's id.
    pub table: String,
    /// How many lines the whole history has.
    pub total: usize,
    /// The line number of the first entry (0 is the oldest line the table keeps).
    pub start: usize,
    /// The lines, oldest first.
    pub entries: Vec<HistoryEntry>,
}

/// `table_history`: the `limit` lines before line `before` (the newest lines without `before`;
/// the engine's default and most without `limit`).
pub async fn history(table: &str, before: Option<usize>, limit: Option<usize>) -> Result<HistoryPage, ApiError> {
    call_as("table_history", json!({"table": table, "before": before, "limit": limit})).await
}

/// `table_list`.
pub async fn list() -> Result<Vec<TableSummary>, ApiError> {
    call_as("table_list", Value::Null).await
}

/// `table_delete`.
pub async fn delete(table: &str) -> Result<(), ApiError> {
    call("table_delete", json!({"table": table})).await.map(|_| ())
}

/// What `table_export` answers: the table as JSON text.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Exported {
    /// The table's id.
    pub table: String,
    /// Its name.
    pub name: String,
    /// The whole table, as JSON text (what `table_import` takes).
    pub data: String,
}

/// `table_export`.
pub async fn export(table: &str) -> Result<Exported, ApiError> {
    call_as("table_export", json!({"table": table})).await
}

/// `table_share`: the table's share code, and its QR code when it fits in one.
pub async fn share(table: &str) -> Result<TableShare, ApiError> {
    call_as("table_share", json!({"table": table})).await
}

/// `table_import`: a new table (new id) from exported text or a share code.
pub async fn import(data: &str) -> Result<TableView, ApiError> {
    call_as("table_import", json!({"data": data})).await
}

/// `box_sheet`: a game's "Match your box" values, its saved profiles and the one in use.
pub async fn box_sheet(kind: &str) -> Result<BoxSheet, ApiError> {
    call_as("box_sheet", json!({"kind": kind})).await
}

/// `box_check`: every rule `profile` breaks (none: it can be used).
pub async fn box_check(kind: &str, profile: &BoxProfile) -> Result<BoxCheck, ApiError> {
    call_as("box_check", json!({"kind": kind, "profile": profile})).await
}

/// `box_save`: saves a named profile; with `use_it`, every new table of the game uses it.
pub async fn box_save(kind: &str, profile: &BoxProfile, use_it: bool) -> Result<BoxSheet, ApiError> {
    call_as("box_save", json!({"kind": kind, "profile": profile, "use": use_it})).await
}

/// `box_use`: the profile new tables of the game use (`None`: the designed values).
pub async fn box_use(kind: &str, name: Option<&str>) -> Result<BoxSheet, ApiError> {
    call_as("box_use", json!({"kind": kind, "name": name})).await
}

/// `box_delete`: deletes a saved profile.
pub async fn box_delete(kind: &str, name: &str) -> Result<BoxSheet, ApiError> {
    call_as("box_delete", json!({"kind": kind, "name": name})).await
}

//! Errors as answers: [`ProtocolError`] (defined in the registry, which answers with it too) made
//! from a table's refusal, and the error envelope.

use serde_json::{json, Value};

use crate::registry::ProtocolError;
use crate::table::{ShareCodeError, TableError};

impl From<TableError> for ProtocolError {
    fn from(e: TableError) -> Self {
        let kind = match &e {
            TableError::NoSuchCounter(_) => "NoSuchCounter",
            TableError::NoSuchPlayer(_) => "NoSuchPlayer",
            TableError::AtLimit { .. } => "AtLimit",
            TableError::OutOfRange { .. } => "OutOfRange",
            TableError::BadPlayers(_) => "BadPlayers",
            TableError::BadCounter(_) => "BadCounter",
            TableError::UnusedField { .. } => "UnusedField",
            TableError::BadDie(_) => "BadDie",
            TableError::NothingToUndo => "NothingToUndo",
            TableError::NothingToRedo => "NothingToRedo",
            TableError::Conserved { .. } => "Conserved",
            TableError::WrongKind { .. } => "WrongKind",
            TableError::Rule(_) => "RuleRefused",
            TableError::Turn(_) => "TurnRefused",
            TableError::BadImport(_) => "BadImport",
            TableError::BadBox(_) => "BadBox",
        };
        ProtocolError::new(kind, e.to_string())
    }
}

impl From<ShareCodeError> for ProtocolError {
    fn from(e: ShareCodeError) -> Self {
        match e {
            ShareCodeError::Table(e) => e.into(),
            ShareCodeError::NotATable => ProtocolError::new("BadImport", ShareCodeError::NotATable.to_string()),
            other => ProtocolError::new("BadShareCode", other.to_string()),
        }
    }
}

/// The answer to a request that failed.
pub(super) fn error_answer(id: Value, e: &ProtocolError) -> Value {
    json!({"id": id, "error": e})
}

pub(super) fn no_session(id: &str) -> ProtocolError {
    ProtocolError::new("NoSuchSession", format!("no session {id:?}"))
}

pub(super) fn no_table(id: &str) -> ProtocolError {
    ProtocolError::new("NoSuchTable", format!("no table {id:?}"))
}

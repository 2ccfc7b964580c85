//! The one door to the engine: [`call`] sends a protocol request and returns its `ok` value
//! or an [`ApiError`].
//!
//! Two transports speak the same JSON protocol (docs/protocol.md) and one is chosen at
//! start-up: [`TauriBackend`] when the page runs inside the Tauri shell (`window.__TAURI__`
//! exists), [`LocalBackend`] (the engine's handler compiled into this wasm, persisted in
//! localStorage) everywhere else.

mod local;
mod tauri;

use std::cell::{Cell, OnceCell};
use std::fmt;
use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};

pub use local::LocalBackend;
pub use tauri::TauriBackend;

/// An error answer from the engine, or a failure of the transport itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The protocol's error kind (`NoSuchTable`, `TableError`, ...) or `Transport` / `BadAnswer`.
    pub kind: String,
    /// Human text, shown to the user as is.
    pub message: String,
}

impl ApiError {
    /// An error of the given kind.
    pub fn new(kind: &str, message: impl Into<String>) -> ApiError {
        ApiError { kind: kind.to_string(), message: message.into() }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The transport chosen at start-up.
pub enum Backend {
    /// The Tauri shell's `dispatch` command.
    Tauri(TauriBackend),
    /// The engine inside this wasm, persisted in localStorage.
    Local(LocalBackend),
}

impl Backend {
    /// Picks the Tauri shell when `window.__TAURI__` exists, the in-page engine otherwise.
    fn detect() -> Backend {
        if tauri::is_present() {
            Backend::Tauri(TauriBackend)
        } else {
            Backend::Local(LocalBackend::start())
        }
    }

    /// Sends one request envelope and returns the answer envelope.
    async fn send(&self, request: Value) -> Result<Value, ApiError> {
        match self {
            Backend::Tauri(tauri) => tauri.send(&request).await,
            Backend::Local(local) => Ok(local.send(request)),
        }
    }

    /// A short name for the settings screen.
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Tauri(_) => "Desktop app (Tauri)",
            Backend::Local(_) => "This browser (offline, saved in local storage)",
        }
    }
}

thread_local! {
    static BACKEND: OnceCell<Rc<Backend>> = const { OnceCell::new() };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// Chooses the transport (and, in the browser, restores the saved tables). Called once by `main`;
/// [`call`] also does it lazily.
pub fn init() {
    backend();
}

fn backend() -> Rc<Backend> {
    BACKEND.with(|cell| cell.get_or_init(|| Rc::new(Backend::detect())).clone())
}

/// Where requests go, for the settings screen.
pub fn transport_name() -> &'static str {
    backend().name()
}

/// Builds the request envelope `{"id", "op", ...params}`.
pub fn envelope(id: u64, op: &str, params: Value) -> Value {
    let mut object = match params {
        Value::Object(map) => map,
        Value::Null => Map::new(),
        other => {
            let mut map = Map::new();
            map.insert("params".to_string(), other);
            map
        }
    };
    object.insert("id".to_string(), json!(id));
    object.insert("op".to_string(), json!(op));
    Value::Object(object)
}

/// Splits an answer envelope into its `ok` value or its `error`.
pub fn unwrap_answer(answer: Value) -> Result<Value, ApiError> {
    match answer {
        Value::Object(mut map) => {
            if let Some(error) = map.remove("error") {
                let text = |field: &str| error.get(field).and_then(Value::as_str).unwrap_or_default().to_string();
                let kind = text("kind");
                let message = text("message");
                Err(ApiError {
                    message: if message.is_empty() {
                        format!("The engine refused the request ({kind}).")
                    } else {
                        message
                    },
                    kind,
                })
            } else if let Some(ok) = map.remove("ok") {
                Ok(ok)
            } else {
                Err(ApiError::new("BadAnswer", "The engine gave an answer without `ok` or `error`."))
            }
        }
        _ => Err(ApiError::new("BadAnswer", "The engine's answer is not a JSON object.")),
    }
}

/// Sends `op` with `params` (a JSON object, or null for none) and returns the `ok` value.
pub async fn call(op: &str, params: Value) -> Result<Value, ApiError> {
    let id = NEXT_ID.with(|next| {
        let id = next.get();
        next.set(id + 1);
        id
    });
    let answer = backend().send(envelope(id, op, params)).await?;
    if let Some(error) = answer.get("save_error").and_then(Value::as_str) {
        report_save_error(error);
    }
    unwrap_answer(answer)
}

thread_local! {
    /// Where a failed save is reported: the toast host registers itself here.
    static SAVE_ERRORS: std::cell::RefCell<Option<yew::Callback<String>>> = const { std::cell::RefCell::new(None) };
}

/// Sets (or clears) where failed saves are reported.
pub fn on_save_error(sink: Option<yew::Callback<String>>) {
    SAVE_ERRORS.with(|cell| *cell.borrow_mut() = sink);
}

fn report_save_error(error: &str) {
    let sink = SAVE_ERRORS.with(|cell| cell.borrow().clone());
    if let Some(sink) = sink {
        sink.emit(format!("Not saved: {error}"));
    }
}

/// [`call`], then decodes the `ok` value into `T`.
pub async fn call_as<T: DeserializeOwned>(op: &str, params: Value) -> Result<T, ApiError> {
    let ok = call(op, params).await?;
    serde_json::from_value(ok).map_err(|error| {
        ApiError::new("BadAnswer", format!("The engine's answer to `{op}` was not understood: {error}"))
    })
}

/// Sends a typed request and decodes the `ok` value as the engine's own answer type `T`.
pub async fn send_as<T: DeserializeOwned>(request: rampart_engine::protocol::Request) -> Result<T, ApiError> {
    let (op, params) = split_request(&request)?;
    call_as(&op, params).await
}

/// [`send_as`] for a session op whose view should carry the log from step `log_from` on.
pub async fn send_session_op<T: DeserializeOwned>(
    request: rampart_engine::protocol::Request,
    log_from: usize,
) -> Result<T, ApiError> {
    let (op, mut params) = split_request(&request)?;
    if let Some(map) = params.as_object_mut() {
        map.insert("log_from".to_string(), json!(log_from));
    }
    call_as(&op, params).await
}

/// A typed request as the op name and its parameters (the envelope adds `id` and `op`).
fn split_request(request: &rampart_engine::protocol::Request) -> Result<(String, Value), ApiError> {
    let mut params = serde_json::to_value(request)
        .map_err(|e| ApiError::new("BadRequest", format!("The request could not be written: {e}")))?;
    let op = params
        .as_object_mut()
        .and_then(|map| map.remove("op"))
        .and_then(|op| op.as_str().map(str::to_string))
        .ok_or_else(|| ApiError::new("BadRequest", "A request without an op."))?;
    Ok((op, params))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelope_merges_params_with_id_and_op() {
        let request = envelope(7, "table_get", json!({"table": "t1"}));
        assert_eq!(request, json!({"id": 7, "op": "table_get", "table": "t1"}));
        assert_eq!(envelope(1, "games", Value::Null), json!({"id": 1, "op": "games"}));
    }

    #[test]
    fn typed_requests_become_the_same_envelope_the_engine_reads() {
        use rampart_engine::protocol::{Envelope, Request};
        let request = Request::Legal { session: "s1".into() };
        let (op, params) = split_request(&request).unwrap();
        let envelope = envelope(3, &op, params);
        assert_eq!(envelope, json!({"id": 3, "op": "legal", "session": "s1"}));
        let back: Envelope = serde_json::from_value(envelope).unwrap();
        assert_eq!(back.request, request);
    }

    #[test]
    fn answers_split_into_ok_or_error() {
        assert_eq!(unwrap_answer(json!({"id": 1, "ok": [1, 2]})), Ok(json!([1, 2])));
        let error = unwrap_answer(json!({"id": 1, "error": {"kind": "NoSuchTable", "message": "no table t9"}}));
        assert_eq!(error, Err(ApiError::new("NoSuchTable", "no table t9")));
        assert_eq!(unwrap_answer(json!([])).unwrap_err().kind, "BadAnswer");
        assert_eq!(unwrap_answer(json!({"id": 1})).unwrap_err().kind, "BadAnswer");
    }
}

//! The Tauri transport: every request goes to the shell's `dispatch` command, which answers
//! with the answer envelope as a JSON string. The shell persists its own state.

use serde_json::Value;
use wasm_bindgen::prelude::*;

use super::ApiError;

#[wasm_bindgen]
extern "C" {
    /// `window.__TAURI__.core.invoke` (present when `withGlobalTauri` is on).
    #[wasm_bindgen(js_namespace = ["window", "__TAURI__", "core"], catch)]
    async fn invoke(cmd: &str, args: JsValue) -> Result<JsValue, JsValue>;
}

/// True when the page runs inside the Tauri shell.
pub fn is_present() -> bool {
    web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &JsValue::from_str("__TAURI__")).ok())
        .is_some_and(|tauri| !tauri.is_undefined() && !tauri.is_null())
}

/// Sends requests to the Tauri shell's `dispatch` command.
pub struct TauriBackend;

impl TauriBackend {
    /// Sends one request envelope; returns the answer envelope.
    pub async fn send(&self, request: &Value) -> Result<Value, ApiError> {
        let args = js_sys::Object::new();
        js_sys::Reflect::set(&args, &JsValue::from_str("request"), &JsValue::from_str(&request.to_string()))
            .map_err(|error| ApiError::new("Transport", describe(&error)))?;
        let answer =
            invoke("dispatch", args.into()).await.map_err(|error| ApiError::new("Transport", describe(&error)))?;
        match answer.as_string() {
            Some(text) => serde_json::from_str(&text)
                .map_err(|error| ApiError::new("BadAnswer", format!("The app's answer is not JSON: {error}"))),
            // Tolerate a shell that answers with the object itself.
            None => serde_wasm_bindgen::from_value(answer)
                .map_err(|error| ApiError::new("BadAnswer", format!("The app's answer is not JSON: {error}"))),
        }
    }
}

/// A readable text for a rejected promise (a string, an Error, or anything else).
fn describe(error: &JsValue) -> String {
    if let Some(text) = error.as_string() {
        return format!("The app did not answer: {text}");
    }
    let message =
        js_sys::Reflect::get(error, &JsValue::from_str("message")).ok().and_then(|message| message.as_string());
    match message {
        Some(message) => format!("The app did not answer: {message}"),
        None => format!("The app did not answer: {error:?}"),
    }
}

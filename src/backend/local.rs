//! The in-browser transport: the engine's protocol handler runs inside this wasm, and every
//! change it reports is written to localStorage under `rampart:<key>`.

use std::cell::RefCell;

use rampart_engine::protocol::{with_save_error, Handler, Host, StoreChange};
use serde_json::Value;
use web_sys::Storage;

use crate::util::{console_error, console_warn};

/// Prefix of the localStorage keys that hold engine entries (`rampart:table:t1`, ...).
pub const STORAGE_PREFIX: &str = "rampart:";

/// The browser's clock and entropy, for the engine.
struct BrowserHost;

impl Host for BrowserHost {
    fn now_ms(&mut self) -> i64 {
        js_sys::Date::now() as i64
    }

    fn fresh_seed(&mut self) -> u64 {
        // Two draws of 32 bits each: Math.random gives at least that much per call.
        let draw = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (draw() << 32) | draw()
    }

    fn clock(&self) -> Option<rampart_engine::Clock> {
        // The bots' time budgets: a move stops at its level's budget, `run_bots` at its chunk's.
        Some(js_sys::Date::now)
    }
}

/// The engine's handler, with its entries persisted in localStorage.
pub struct LocalBackend {
    handler: RefCell<Handler>,
    storage: Option<Storage>,
}

impl LocalBackend {
    /// A handler fed with every `rampart:*` entry found in localStorage. A damaged entry is
    /// reported in the console and left in storage untouched.
    pub fn start() -> LocalBackend {
        let storage = web_sys::window().and_then(|window| window.local_storage().ok().flatten());
        if storage.is_none() {
            console_warn("Rampart: localStorage is not available; tables live until the page closes.");
        }
        let mut handler = Handler::new(Box::new(BrowserHost));
        if let Some(storage) = &storage {
            for (key, text) in saved_entries(storage) {
                let Some(engine_key) = key.strip_prefix(STORAGE_PREFIX) else {
                    continue;
                };
                let restored = serde_json::from_str::<Value>(&text)
                    .map_err(|error| error.to_string())
                    .and_then(|value| handler.restore(engine_key, value).map_err(|error| error.to_string()));
                if let Err(error) = restored {
                    console_error(&format!(
                        "Rampart: the saved entry `{key}` could not be restored ({error}); it is kept in storage as it was."
                    ));
                }
            }
        }
        LocalBackend { handler: RefCell::new(handler), storage }
    }

    /// Handles one request envelope and persists what it changed.
    pub fn send(&self, request: Value) -> Value {
        let (answer, changes) = {
            let mut handler = self.handler.borrow_mut();
            let answer = handler.handle_value(request);
            (answer, handler.take_changes())
        };
        match self.persist(changes) {
            Some(error) => with_save_error(answer, &error),
            None => answer,
        }
    }

    /// Writes the changes to localStorage; the first failure, in words.
    fn persist(&self, changes: Vec<StoreChange>) -> Option<String> {
        let storage = self.storage.as_ref()?;
        let mut failed = None;
        for change in changes {
            let key = format!("{STORAGE_PREFIX}{}", change.key);
            let result = match &change.value {
                Some(value) => storage.set_item(&key, &value.to_string()),
                None => storage.remove_item(&key),
            };
            if let Err(error) = result {
                console_error(&format!("Rampart: could not save `{key}`: {error:?}"));
                failed.get_or_insert_with(|| {
                    "the browser's storage is full or blocked; export your tables to keep them".to_string()
                });
            }
        }
        failed
    }
}

/// Every `rampart:*` entry in storage, as (key, text), sorted by key.
fn saved_entries(storage: &Storage) -> Vec<(String, String)> {
    let count = storage.length().unwrap_or(0);
    let mut entries: Vec<(String, String)> = (0..count)
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|key| key.starts_with(STORAGE_PREFIX))
        .filter_map(|key| {
            let text = storage.get_item(&key).ok().flatten()?;
            Some((key, text))
        })
        .collect();
    entries.sort();
    entries
}

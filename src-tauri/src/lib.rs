//! Rampart's desktop and mobile shell: one `dispatch` command in front of the engine's protocol
//! handler, with every session and table persisted by tauri-plugin-store.
//!
//! The webview sends protocol requests as JSON text (see `docs/protocol.md`) and gets the
//! handler's answer back. After every request the handler's changed entries are written to
//! `rampart.json` in the app data folder, and at start-up they are fed back, so a table or a game
//! survives a restart.

mod host;
mod persist;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use rampart_engine::protocol::Handler;
use tauri::{AppHandle, Builder, Manager, Runtime};
use tauri_plugin_store::{Store, StoreBuilder};

/// The store file, relative to the app data folder.
pub const STORE_FILE: &str = "rampart.json";

/// What can go wrong in the shell itself. Protocol errors are answers, not shell errors.
#[derive(Debug, thiserror::Error)]
pub enum ShellError {
    /// The store file could not be located or opened.
    #[error("could not open the store {path}: {source}")]
    Open {
        /// The store file.
        path: PathBuf,
        /// Why.
        source: tauri_plugin_store::Error,
    },
    /// The store file exists but could not be read.
    #[error("could not read {path}: {source}")]
    Read {
        /// The store file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// An unreadable store file could not be moved out of the way.
    #[error("could not keep the unreadable store as {path}: {source}")]
    SetAside {
        /// Where it was to go.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The store could not be written to disk.
    #[error("could not save the store: {0}")]
    Save(#[source] tauri_plugin_store::Error),
}

/// The managed state: the one protocol handler and the store that mirrors its entries.
pub struct Shell<R: Runtime> {
    handler: Mutex<Handler>,
    store: Arc<Store<R>>,
}

impl<R: Runtime> Shell<R> {
    /// Opens the store at `path` (relative to the app data folder, or absolute) and restores
    /// every entry it holds into a fresh handler.
    ///
    /// # Errors
    ///
    /// Fails only if the store file cannot be located or opened; a damaged entry is logged and
    /// kept, and a store file that is not JSON at all is renamed and replaced by an empty store.
    pub fn open(app: &AppHandle<R>, path: &Path) -> Result<Self, ShellError> {
        let open_error = |source| ShellError::Open { path: path.to_owned(), source };
        let resolved = tauri_plugin_store::resolve_store_path(app, path).map_err(open_error)?;
        persist::set_aside_unreadable(&resolved)?;
        // Saved explicitly after every request that changed something, so no debounce timer.
        let store = StoreBuilder::new(app, &resolved).disable_auto_save().build().map_err(open_error)?;
        let mut handler = Handler::new(Box::new(host::SystemHost));
        let restored = persist::restore_all(&mut handler, &*store);
        if restored > 0 {
            eprintln!("rampart: restored {restored} entries from {}", resolved.display());
        }
        Ok(Shell { handler: Mutex::new(handler), store })
    }

    /// Answers one request and persists what it changed.
    ///
    /// The lock is held while persisting so that the file always reflects the requests in the
    /// order they were answered. A failed save is logged: the entries stay in the store's memory
    /// and the next successful save (or the save at exit) writes them.
    pub fn dispatch(&self, request: &str) -> String {
        // The handler never panics by contract; if it ever did, keep serving rather than
        // poisoning every later request.
        let mut handler = self.handler.lock().unwrap_or_else(PoisonError::into_inner);
        let answer = handler.handle_line(request);
        if let Err(err) = persist::apply_changes(&*self.store, handler.take_changes()) {
            eprintln!("rampart: {err}");
            // Tell the UI too: the change is made but not on disk.
            if let Ok(serde_json::Value::Object(mut map)) = serde_json::from_str::<serde_json::Value>(&answer) {
                map.insert("save_error".into(), serde_json::Value::String(err.to_string()));
                return serde_json::Value::Object(map).to_string();
            }
        }
        answer
    }
}

/// The one command: a protocol request as JSON text in, the handler's answer as JSON text out.
///
/// Runs on a blocking worker thread so that a slow request (a bot thinking) never freezes the
/// window.
#[tauri::command]
async fn dispatch<R: Runtime>(app: AppHandle<R>, request: String) -> String {
    let worker = app.clone();
    let answer = tauri::async_runtime::spawn_blocking(move || worker.state::<Shell<R>>().dispatch(&request)).await;
    answer.unwrap_or_else(|err| {
        serde_json::json!({"id": null, "error": {"kind": "Internal", "message": err.to_string()}}).to_string()
    })
}

/// Opens the store at `store_path` and manages the [`Shell`] built from it. The app calls it from
/// its setup hook; tests call it on a built app (the mock runtime never runs the setup hook).
///
/// # Errors
///
/// See [`Shell::open`].
pub fn install_shell<R: Runtime>(app: &AppHandle<R>, store_path: &Path) -> Result<(), ShellError> {
    let shell = Shell::open(app, store_path)?;
    app.manage(shell);
    Ok(())
}

/// Adds the store plugin, the shell (opened from `store_path` at setup) and the `dispatch`
/// command to a builder. The app uses [`STORE_FILE`].
pub fn with_shell<R: Runtime>(builder: Builder<R>, store_path: PathBuf) -> Builder<R> {
    builder
        .plugin(tauri_plugin_store::Builder::default().build())
        .setup(move |app| Ok(install_shell(app.handle(), &store_path)?))
        .invoke_handler(tauri::generate_handler![dispatch])
}

/// Runs the app (desktop `main`, and the entry point of the Android and iOS libraries).
///
/// # Panics
///
/// Panics if the window system cannot be started or the store cannot be opened at all.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    with_shell(Builder::default(), PathBuf::from(STORE_FILE))
        .run(tauri::generate_context!())
        .expect("Rampart could not start");
}

#[cfg(test)]
mod tests;

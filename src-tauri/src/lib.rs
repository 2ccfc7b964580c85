//! Rampart's desktop and mobile shell: one `dispatch` command in front of the engine's protocol
//! handler, with every session and table persisted in tauri-plugin-store files.
//!
//! The webview sends protocol requests as JSON text (see `docs/protocol.md`) and gets the
//! handler's answer back. Before answering, the shell writes what the request changed, each entry
//! durably in its own file under `entries/` in the app data folder (see the `persist` module), and
//! at start-up the entries are fed back, so a table or a game survives a restart or a crash.

mod host;
mod persist;

use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use rampart_engine::protocol::{with_save_error, Handler};
use tauri::{AppHandle, Builder, Manager, Runtime};

use persist::{EntryFolder, ENTRIES_DIR};

/// The single store of earlier versions, relative to the app data folder. The entries live in
/// the folder `entries/` next to it; a leftover single store is migrated there at start-up.
pub const STORE_FILE: &str = "rampart.json";

/// What can go wrong in the shell itself. Protocol errors are answers, not shell errors.
#[derive(Debug, thiserror::Error)]
pub enum ShellError {
    /// The app data folder could not be located.
    #[error("could not locate the store {path}: {source}")]
    Locate {
        /// The store file asked for.
        path: PathBuf,
        /// Why.
        source: tauri_plugin_store::Error,
    },
    /// The entries folder could not be created or read, or the old store not migrated into it.
    #[error("could not open the entries in {path}: {source}")]
    Open {
        /// The entries folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// The managed state: the one protocol handler and the folder that mirrors its entries.
pub struct Shell {
    handler: Mutex<Handler>,
    entries: EntryFolder,
}

impl Shell {
    /// Opens the entries folder next to the old store `path` (relative to the app data folder, or
    /// absolute), migrates the old store if it is still there, and restores every entry into a
    /// fresh handler.
    ///
    /// # Errors
    ///
    /// Fails if the folder cannot be located, created or listed, or the old store not migrated
    /// (nothing is lost: the next start tries again). A damaged entry file is set aside and
    /// logged, an entry the engine refuses is logged and kept.
    pub fn open<R: Runtime>(app: &AppHandle<R>, path: &Path) -> Result<Self, ShellError> {
        let old = tauri_plugin_store::resolve_store_path(app, path)
            .map_err(|source| ShellError::Locate { path: path.to_owned(), source })?;
        let dir = old.with_file_name(ENTRIES_DIR);
        let open_error = |source| ShellError::Open { path: dir.clone(), source };
        let entries = EntryFolder::open(dir.clone()).map_err(open_error)?;
        let mut loaded = entries.load(app).map_err(open_error)?;
        let moved = entries.migrate(app, &old, &mut loaded).map_err(open_error)?;
        if moved > 0 {
            eprintln!("rampart: moved {moved} entries from {} to {}", old.display(), dir.display());
        }
        let mut handler = Handler::new(Box::new(host::SystemHost));
        let restored = persist::restore_all(&mut handler, loaded);
        if restored > 0 {
            eprintln!("rampart: restored {restored} entries from {}", dir.display());
        }
        Ok(Shell { handler: Mutex::new(handler), entries })
    }

    /// Answers one request after writing what it changed.
    ///
    /// The lock is held while writing, so the files follow the requests in the order they were
    /// answered. If a write fails (disk full, read-only folder), the answer carries a
    /// `save_error` and the unsaved changes go back to the handler, to be written at the next
    /// request.
    pub fn dispatch(&self, request: &str) -> String {
        // The handler never panics by contract; if it ever did, keep serving rather than
        // poisoning every later request.
        let mut handler = self.handler.lock().unwrap_or_else(PoisonError::into_inner);
        let answer = handler.handle_line(request);
        let Err(unsaved) = persist::apply_changes(&self.entries, handler.take_changes()) else {
            return answer;
        };
        eprintln!("rampart: {unsaved}");
        let message = unsaved.to_string();
        handler.requeue(unsaved.changes);
        let answer = serde_json::from_str(&answer).unwrap_or(serde_json::Value::Null);
        with_save_error(answer, &message).to_string()
    }
}

/// The one command: a protocol request as JSON text in, the handler's answer as JSON text out.
///
/// Runs on a blocking worker thread so that a slow request (a bot thinking) never freezes the
/// window.
#[tauri::command]
async fn dispatch<R: Runtime>(app: AppHandle<R>, request: String) -> String {
    let worker = app.clone();
    let answer = tauri::async_runtime::spawn_blocking(move || worker.state::<Shell>().dispatch(&request)).await;
    answer.unwrap_or_else(|err| {
        serde_json::json!({"id": null, "error": {"kind": "Internal", "message": err.to_string()}}).to_string()
    })
}

/// Opens the entries next to `store_path` and manages the [`Shell`] built from them. The app calls it from
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

/// Adds the store plugin, the shell (opened next to `store_path` at setup) and the `dispatch`
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
/// Panics if the window system cannot be started or the entries cannot be opened at all.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    with_shell(Builder::default(), PathBuf::from(STORE_FILE))
        .run(tauri::generate_context!())
        .expect("Rampart could not start");
}

#[cfg(test)]
mod tests;

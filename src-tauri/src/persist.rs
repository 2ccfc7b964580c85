//! Persistence of the protocol's entries (`session:<id>`, `table:<id>`) in one key-value store.
//!
//! The logic is written against [`EntryStore`] so that it can be tested without a window; the app
//! uses tauri-plugin-store's [`Store`], which writes one JSON object to `rampart.json` in the app
//! data folder.

use std::path::{Path, PathBuf};
use std::{collections::HashMap, fs, io};

use rampart_engine::protocol::{Handler, StoreChange};
use serde_json::Value;
use tauri::Runtime;
use tauri_plugin_store::Store;

use crate::ShellError;

/// The few store operations the shell needs.
pub(crate) trait EntryStore {
    /// Every entry, in no particular order.
    fn entries(&self) -> Vec<(String, Value)>;
    /// Inserts or replaces an entry in memory.
    fn set(&self, key: &str, value: Value);
    /// Removes an entry from memory.
    fn delete(&self, key: &str);
    /// Writes the whole store to disk.
    fn save(&self) -> Result<(), ShellError>;
}

impl<R: Runtime> EntryStore for Store<R> {
    fn entries(&self) -> Vec<(String, Value)> {
        Store::entries(self)
    }
    fn set(&self, key: &str, value: Value) {
        Store::set(self, key, value);
    }
    fn delete(&self, key: &str) {
        Store::delete(self, key);
    }
    fn save(&self) -> Result<(), ShellError> {
        Store::save(self).map_err(ShellError::Save)
    }
}

/// Feeds every stored entry to the handler and returns how many it accepted.
///
/// A damaged entry is refused by the handler; it is logged and left in the store under its key,
/// so that nothing the user saved is ever thrown away by the app.
pub(crate) fn restore_all(handler: &mut Handler, store: &impl EntryStore) -> usize {
    let mut entries = store.entries();
    // Restore in a stable order so that logs and id counters do not depend on hash order.
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let mut restored = 0;
    for (key, value) in entries {
        match handler.restore(&key, value) {
            Ok(()) => restored += 1,
            Err(err) => eprintln!("rampart: kept the damaged entry {key:?} as it is: {err}"),
        }
    }
    restored
}

/// Applies the handler's changes to the store and saves it, once, if anything changed.
pub(crate) fn apply_changes(store: &impl EntryStore, changes: Vec<StoreChange>) -> Result<(), ShellError> {
    if changes.is_empty() {
        return Ok(());
    }
    for change in changes {
        match change.value {
            Some(value) => store.set(&change.key, value),
            None => store.delete(&change.key),
        }
    }
    store.save()
}

/// Moves a store file that is not a JSON object out of the way and returns where it went.
///
/// tauri-plugin-store starts empty when it cannot parse its file and would overwrite it on the
/// next save; renaming it first keeps the user's data for a later rescue.
pub(crate) fn set_aside_unreadable(path: &Path) -> Result<Option<PathBuf>, ShellError> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(ShellError::Read { path: path.to_owned(), source }),
    };
    if serde_json::from_slice::<HashMap<String, Value>>(&bytes).is_ok() {
        return Ok(None);
    }
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".damaged-{}", unix_seconds()));
    let aside = PathBuf::from(aside);
    fs::rename(path, &aside).map_err(|source| ShellError::SetAside { path: aside.clone(), source })?;
    eprintln!("rampart: {} was not readable; kept it as {}", path.display(), aside.display());
    Ok(Some(aside))
}

fn unix_seconds() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use super::*;

    /// An in-memory store that counts its saves.
    #[derive(Default)]
    struct MemoryStore {
        entries: RefCell<BTreeMap<String, Value>>,
        saves: RefCell<usize>,
    }

    impl EntryStore for MemoryStore {
        fn entries(&self) -> Vec<(String, Value)> {
            self.entries.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect()
        }
        fn set(&self, key: &str, value: Value) {
            self.entries.borrow_mut().insert(key.to_owned(), value);
        }
        fn delete(&self, key: &str) {
            self.entries.borrow_mut().remove(key);
        }
        fn save(&self) -> Result<(), ShellError> {
            *self.saves.borrow_mut() += 1;
            Ok(())
        }
    }

    fn change(key: &str, value: Option<Value>) -> StoreChange {
        StoreChange { key: key.to_owned(), value }
    }

    #[test]
    fn changes_set_and_delete_entries_then_save_once() {
        let store = MemoryStore::default();
        store.set("table:old", serde_json::json!({"name": "old"}));
        let changes = vec![change("table:t1", Some(serde_json::json!({"life": 22}))), change("table:old", None)];
        apply_changes(&store, changes).unwrap();
        assert_eq!(store.entries(), vec![("table:t1".to_owned(), serde_json::json!({"life": 22}))]);
        assert_eq!(*store.saves.borrow(), 1);
    }

    #[test]
    fn no_changes_means_no_write() {
        let store = MemoryStore::default();
        apply_changes(&store, Vec::new()).unwrap();
        assert_eq!(*store.saves.borrow(), 0);
    }

    #[test]
    fn unreadable_file_is_set_aside_and_readable_one_is_left() {
        let dir = crate::tests::scratch_dir("set-aside");
        let path = dir.join("rampart.json");
        assert_eq!(set_aside_unreadable(&path).unwrap(), None, "a missing file is fine");

        fs::write(&path, br#"{"table:t1": {"name": "kept"}}"#).unwrap();
        assert_eq!(set_aside_unreadable(&path).unwrap(), None);
        assert!(path.exists());

        fs::write(&path, b"{ not json").unwrap();
        let aside = set_aside_unreadable(&path).unwrap().expect("moved aside");
        assert!(!path.exists());
        assert_eq!(fs::read(&aside).unwrap(), b"{ not json");
        fs::remove_dir_all(dir).unwrap();
    }
}

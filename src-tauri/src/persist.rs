//! Durable persistence of the protocol's entries (`session:<id>`, `table:<id>`): one
//! tauri-plugin-store file per entry, each replaced atomically.
//!
//! # Layout and format
//!
//! A folder `entries/` next to the old single store (`rampart.json` in the app data folder) holds
//! one file per entry: `table:t1` is `entries/table_t1.json` (see [`file_name_of`]). Each file is
//! a tauri-plugin-store file in the plugin's default format, a pretty-printed JSON object, holding
//! that one entry: `{ "table:t1": { ... } }`.
//!
//! # Why the app writes the bytes itself
//!
//! tauri-plugin-store 2.x saves with a plain `fs::write` (truncate, then write), so a crash during
//! a save tears the file; it loads a file it cannot parse as an empty store, which its next save
//! overwrites; and at exit it saves every store still registered with it. So the app reads each
//! file through the plugin at start-up ([`read_store_file`]: a fresh store is loaded, copied and
//! closed again, so that no store stays registered: none leaks, and the plugin's exit save never
//! touches these files) and writes the bytes itself in the same format ([`write_atomically`]: a
//! temporary file in the same folder, fsynced, renamed over the entry's file, then the folder
//! fsynced). A deletion removes the file and fsyncs the folder ([`remove_durably`]). The shell
//! answers a request only after its changes are written, so an answered request survives a crash
//! at any moment, and an interrupted write leaves the old or the new copy, never a torn one.
//!
//! # Start-up
//!
//! Temporary files left by a crash mid-write are removed; they are never read. Since every write
//! is a rename, a file that the plugin cannot read as the one entry its name stands for can only
//! have been damaged from outside: it is renamed to `<name>.damaged-<secs>` and logged, and the
//! other entries load. An entry that the engine refuses stays in its file, untouched.
//!
//! # Migration from the single store
//!
//! Earlier versions kept every entry in `rampart.json`. While that file exists, each of its
//! entries that has no good file of its own is written to `entries/` as above, and only then is
//! the old file renamed to `rampart.json.migrated`. A crash during migration loses nothing: the
//! next start repeats it, and it never overwrites an entry that already has its own file (the same
//! copy, or a newer one). An old store that is not JSON is set aside as `rampart.json.damaged-<secs>`.

use std::collections::btree_map::{BTreeMap, Entry};
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use rampart_engine::protocol::{Handler, StoreChange};
use serde_json::Value;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreBuilder;

/// The folder of entry files, next to the old single store.
pub(crate) const ENTRIES_DIR: &str = "entries";

/// Where a write or a deletion stands: [`EntryFolder::checkpoint`] sees each step.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Step<'a> {
    /// The temporary file holds every byte but is not fsynced yet.
    TempWritten(#[cfg_attr(not(test), allow(dead_code))] &'a Path), // tests tear it
    /// The temporary file is fsynced.
    TempSynced,
    /// The temporary file replaced the entry's file; the folder is not fsynced yet.
    Renamed,
    /// The entry's file is removed; the folder is not fsynced yet.
    Removed,
}

/// Sees every [`Step`]. The app's does nothing; tests stop a write there as a crash would, or
/// fail it as a disk would.
pub(crate) type Checkpoint = Box<dyn Fn(Step<'_>) -> io::Result<()> + Send + Sync>;

/// Where the shell writes what a request changed.
pub(crate) trait EntryStore {
    /// Replaces the entry `key` durably.
    fn put(&self, key: &str, value: &Value) -> io::Result<()>;
    /// Deletes the entry `key` durably; deleting a missing entry is fine.
    fn remove(&self, key: &str) -> io::Result<()>;
}

/// The folder of entry files.
pub(crate) struct EntryFolder {
    dir: PathBuf,
    /// Sees every step of every write.
    pub(crate) checkpoint: Checkpoint,
}

impl EntryFolder {
    /// Opens the folder `dir`, creating it durably, and removes the temporary files a crash left.
    pub(crate) fn open(dir: PathBuf) -> io::Result<Self> {
        create_dir_durably(&dir)?;
        for path in files_ending(&dir, ".tmp")? {
            if let Err(err) = fs::remove_file(&path) {
                eprintln!("rampart: could not remove the unfinished write {}: {err}", path.display());
            }
        }
        Ok(EntryFolder { dir, checkpoint: Box::new(|_| Ok(())) })
    }

    /// Every entry in the folder, by key. A file that is not the one entry its name stands for is
    /// set aside (see the module docs); a file that cannot be read at all is logged and left.
    pub(crate) fn load<R: Runtime>(&self, app: &AppHandle<R>) -> io::Result<BTreeMap<String, Value>> {
        let mut entries = BTreeMap::new();
        for path in files_ending(&self.dir, ".json")? {
            let named = |key: &str| path.file_name().is_some_and(|name| name == file_name_of(key).as_str());
            match read_store_file(app, &path) {
                Ok(file) if matches!(file.as_slice(), [(key, _)] if named(key)) => entries.extend(file),
                Ok(_) => set_aside_logged(&path, "it does not hold the one entry its name stands for"),
                Err(tauri_plugin_store::Error::Io(err)) => {
                    eprintln!("rampart: could not read {}, left it as it is: {err}", path.display());
                }
                Err(err) => set_aside_logged(&path, &err.to_string()),
            }
        }
        Ok(entries)
    }

    /// Moves every entry of the old single store `old` that `entries` lacks into the folder (and
    /// into `entries`), then retires `old` as `<old>.migrated`. Returns how many moved.
    pub(crate) fn migrate<R: Runtime>(
        &self,
        app: &AppHandle<R>,
        old: &Path,
        entries: &mut BTreeMap<String, Value>,
    ) -> io::Result<usize> {
        let old_entries = match read_store_file(app, old) {
            Ok(old_entries) => old_entries,
            Err(tauri_plugin_store::Error::Io(err)) if err.kind() == io::ErrorKind::NotFound => return Ok(0),
            Err(tauri_plugin_store::Error::Io(err)) => return Err(err),
            Err(err) => {
                set_aside(old)?;
                eprintln!("rampart: the old store {} was not readable ({err}); kept it aside", old.display());
                return Ok(0);
            }
        };
        let mut moved = 0;
        for (key, value) in old_entries {
            if let Entry::Vacant(vacant) = entries.entry(key) {
                self.put(vacant.key(), &value)?;
                vacant.insert(value);
                moved += 1;
            }
        }
        let mut retired = old.as_os_str().to_owned();
        retired.push(".migrated");
        fs::rename(old, retired)?;
        sync_dir(parent_of(old))?;
        Ok(moved)
    }
}

impl EntryStore for EntryFolder {
    fn put(&self, key: &str, value: &Value) -> io::Result<()> {
        // The plugin's own format: a pretty-printed JSON object of key → value.
        let bytes = serde_json::to_vec_pretty(&BTreeMap::from([(key, value)]))?;
        write_atomically(&self.dir.join(file_name_of(key)), &bytes, &self.checkpoint)
    }

    fn remove(&self, key: &str) -> io::Result<()> {
        remove_durably(&self.dir.join(file_name_of(key)), &self.checkpoint)
    }
}

/// Reads a store file through tauri-plugin-store: a fresh store (never the plugin's cached one)
/// is loaded, copied out and closed, so the plugin keeps nothing registered. A file that is not a
/// store gives the plugin's `Deserialize` error; a missing or unreadable one its `Io` error.
pub(crate) fn read_store_file<R: Runtime>(
    app: &AppHandle<R>,
    path: &Path,
) -> tauri_plugin_store::Result<Vec<(String, Value)>> {
    let store = StoreBuilder::new(app, path).create_new().disable_auto_save().build()?;
    let loaded = store.reload_ignore_defaults();
    let entries = store.entries();
    store.close_resource();
    loaded.map(|()| entries)
}

/// Feeds every entry to the handler, in key order, and returns how many it accepted. An entry the
/// handler refuses is logged and stays where it is on disk.
pub(crate) fn restore_all(handler: &mut Handler, entries: BTreeMap<String, Value>) -> usize {
    let mut restored = 0;
    for (key, value) in entries {
        match handler.restore(&key, value) {
            Ok(()) => restored += 1,
            Err(err) => eprintln!("rampart: kept the damaged entry {key:?} as it is: {err}"),
        }
    }
    restored
}

/// The changes that could not be written, and why.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub(crate) struct Unsaved {
    /// To be offered again by the handler.
    pub(crate) changes: Vec<StoreChange>,
    message: String,
}

/// Writes every change, each on its own; returns the ones that failed with the first error.
pub(crate) fn apply_changes(store: &impl EntryStore, changes: Vec<StoreChange>) -> Result<(), Unsaved> {
    let mut unsaved = Vec::new();
    let mut message = String::new();
    for change in changes {
        let written = match &change.value {
            Some(value) => store.put(&change.key, value),
            None => store.remove(&change.key),
        };
        if let Err(err) = written {
            if unsaved.is_empty() {
                message = format!("could not save {}: {err}", change.key);
            }
            unsaved.push(change);
        }
    }
    if unsaved.is_empty() {
        return Ok(());
    }
    if unsaved.len() > 1 {
        let _ = write!(message, " (and {} more)", unsaved.len() - 1);
    }
    Err(Unsaved { changes: unsaved, message })
}

/// The file name of the entry `key`: `table:t1` is `table_t1.json`. Lower-case ASCII letters,
/// digits and `-` stay, the first `:` becomes `_`, and every other byte is written `~XX` (hex),
/// so distinct keys get distinct names, on case-insensitive file systems too.
pub(crate) fn file_name_of(key: &str) -> String {
    let mut name = String::with_capacity(key.len() + 5);
    let mut colon_seen = false;
    for byte in key.bytes() {
        match byte {
            b'a'..=b'z' | b'0'..=b'9' | b'-' => name.push(char::from(byte)),
            b':' if !colon_seen => {
                colon_seen = true;
                name.push('_');
            }
            _ => {
                let _ = write!(name, "~{byte:02X}");
            }
        }
    }
    name + ".json"
}

/// Replaces the file at `path` with `bytes` so that a crash at any moment leaves the old or the
/// new content: writes `<path>.tmp`, fsyncs it, renames it over `path`, fsyncs the folder.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8], checkpoint: &Checkpoint) -> io::Result<()> {
    let mut temp = path.as_os_str().to_owned();
    temp.push(".tmp");
    let temp = PathBuf::from(temp);
    if let Err(err) = write_synced_and_rename(&temp, bytes, path, checkpoint) {
        let _ = fs::remove_file(&temp);
        return Err(err);
    }
    checkpoint(Step::Renamed)?;
    sync_dir(parent_of(path))
}

/// Writes `bytes` to the file `temp`, fsyncs it, and renames it to `path`.
fn write_synced_and_rename(temp: &Path, bytes: &[u8], path: &Path, checkpoint: &Checkpoint) -> io::Result<()> {
    let mut file = File::create(temp)?;
    file.write_all(bytes)?;
    checkpoint(Step::TempWritten(temp))?;
    file.sync_all()?;
    checkpoint(Step::TempSynced)?;
    fs::rename(temp, path)
}

/// Removes the file at `path` (a missing one is fine) and fsyncs its folder.
pub(crate) fn remove_durably(path: &Path, checkpoint: &Checkpoint) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(err) if err.kind() != io::ErrorKind::NotFound => return Err(err),
        _ => {}
    }
    checkpoint(Step::Removed)?;
    sync_dir(parent_of(path))
}

/// Makes a folder's names (a new, renamed or removed file) durable. A file system that cannot
/// sync a folder says `InvalidInput`; that counts as done.
#[cfg(unix)]
pub(crate) fn sync_dir(dir: &Path) -> io::Result<()> {
    match File::open(dir).and_then(|folder| folder.sync_all()) {
        Err(err) if err.kind() == io::ErrorKind::InvalidInput => Ok(()),
        synced => synced,
    }
}

/// Windows cannot open a folder as a file to sync it; NTFS journals names itself.
#[cfg(not(unix))]
pub(crate) fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// Creates `dir` and any missing parent, fsyncing the folder that holds each new one.
fn create_dir_durably(dir: &Path) -> io::Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_dir_durably(parent)?;
    }
    match fs::create_dir(dir) {
        // Another process may have made it meanwhile.
        Err(err) if !(err.kind() == io::ErrorKind::AlreadyExists && dir.is_dir()) => return Err(err),
        _ => {}
    }
    sync_dir(parent_of(dir))
}

/// Renames a file the app cannot use to `<path>.damaged-<secs>` (never over an earlier one)
/// and returns where it went.
pub(crate) fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let named = |n: u32| {
        let mut name = path.as_os_str().to_owned();
        name.push(if n < 2 { format!(".damaged-{secs}") } else { format!(".damaged-{secs}-{n}") });
        PathBuf::from(name)
    };
    let aside = (1..).map(named).find(|aside| fs::symlink_metadata(aside).is_err()).unwrap_or_else(|| named(0));
    fs::rename(path, &aside)?;
    sync_dir(parent_of(path))?;
    Ok(aside)
}

fn set_aside_logged(path: &Path, why: &str) {
    match set_aside(path) {
        Ok(aside) => eprintln!("rampart: {} was damaged ({why}); kept it as {}", path.display(), aside.display()),
        Err(err) => eprintln!("rampart: {} was damaged ({why}) and could not be moved aside: {err}", path.display()),
    }
}

/// The files in `dir` whose names end with `suffix`.
fn files_ending(dir: &Path, suffix: &str) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_type()?.is_file() && entry.file_name().to_string_lossy().ends_with(suffix) {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

fn parent_of(path: &Path) -> &Path {
    path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

#[cfg(test)]
mod tests;

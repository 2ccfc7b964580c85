//! The persistence layer on its own: every point of a write can be a crash, and a crash never
//! loses an acknowledged entry or leaves a torn one.

use std::cell::RefCell;

use serde_json::json;
use tauri_plugin_store::StoreExt;

use super::*;
use crate::tests::{crash_at, scratch_dir, store_app, unless_crashed};

/// Opens `dir` again as the app would after a crash, and loads it.
fn reopen(app: &tauri::App<tauri::test::MockRuntime>, dir: &Path) -> BTreeMap<String, Value> {
    EntryFolder::open(dir.to_owned()).unwrap().load(app.handle()).unwrap()
}

/// Every name in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

#[test]
fn a_crash_at_any_step_of_a_write_leaves_the_old_or_the_new_copy() {
    let app = store_app();
    // (step to stop at, share of the temporary file's bytes left), and the copy that survives.
    let cases = [(0, Some(0.0), "old"), (0, Some(0.5), "old"), (0, None, "old"), (1, None, "old"), (2, None, "new")];
    for (n, (step, keep, survivor)) in cases.into_iter().enumerate() {
        let dir = scratch_dir(&format!("crash-write-{n}"));
        let mut folder = EntryFolder::open(dir.clone()).unwrap();
        folder.put("table:kept", &json!({"life": 20})).unwrap();
        folder.put("table:t1", &json!("old")).unwrap();
        folder.checkpoint = crash_at(step, keep);
        assert!(unless_crashed(|| folder.put("table:t1", &json!("new"))).is_none(), "case {n} crashes");
        drop(folder);

        let entries = reopen(&app, &dir);
        assert_eq!(entries["table:kept"], json!({"life": 20}), "case {n}: the acknowledged entry is there");
        assert_eq!(entries["table:t1"], json!(survivor), "case {n}: the interrupted entry is whole");
        assert_eq!(names_in(&dir), ["table_kept.json", "table_t1.json"], "case {n}: no leftover, nothing set aside");
        fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn a_crash_while_deleting_leaves_the_entry_or_nothing() {
    let app = store_app();
    let dir = scratch_dir("crash-delete");
    let mut folder = EntryFolder::open(dir.clone()).unwrap();
    folder.put("session:s1", &json!(1)).unwrap();
    folder.put("table:t1", &json!(2)).unwrap();
    folder.checkpoint = crash_at(0, None);
    assert!(unless_crashed(|| folder.remove("table:t1")).is_none());
    drop(folder);
    assert_eq!(reopen(&app, &dir), BTreeMap::from([("session:s1".to_owned(), json!(1))]));
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_leftover_temporary_file_never_shadows_the_good_copy() {
    let app = store_app();
    let dir = scratch_dir("leftover");
    EntryFolder::open(dir.clone()).unwrap().put("table:t1", &json!("good")).unwrap();
    fs::write(dir.join("table_t1.json.tmp"), br#"{"table:t1": "unacknowled"#).unwrap();
    fs::write(dir.join("table_t2.json.tmp"), br#"{"table:t2": "unacknowledged"}"#).unwrap();
    assert_eq!(reopen(&app, &dir), BTreeMap::from([("table:t1".to_owned(), json!("good"))]));
    assert_eq!(names_in(&dir), ["table_t1.json"], "the temporary files are gone");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn entry_files_are_plugin_stores_named_after_their_keys() {
    let app = store_app();
    let dir = scratch_dir("format");
    let folder = EntryFolder::open(dir.clone()).unwrap();
    folder.put("table:t00ab", &json!({"name": "Ann"})).unwrap();
    let path = dir.join("table_t00ab.json");
    assert_eq!(fs::read(&path).unwrap(), serde_json::to_vec_pretty(&json!({"table:t00ab": {"name": "Ann"}})).unwrap());
    assert_eq!(read_store_file(app.handle(), &path).unwrap(), [("table:t00ab".to_owned(), json!({"name": "Ann"}))]);
    assert!(app.get_store(&path).is_none(), "the plugin keeps no store registered after reading");
    folder.remove("table:t00ab").unwrap();
    folder.remove("table:t00ab").unwrap();
    assert!(!path.exists());
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn file_names_are_safe_and_distinct() {
    assert_eq!(file_name_of("table:t0123456789"), "table_t0123456789.json");
    assert_eq!(file_name_of("session:s-1"), "session_s-1.json");
    let keys = ["table:a_b", "table_a:b", "table:a:b", "table:A", "table:a", "table:a/b", "table:..", "table:é", "~41"];
    let names: std::collections::BTreeSet<_> = keys.iter().map(|k| file_name_of(k).to_lowercase()).collect();
    assert_eq!(names.len(), keys.len(), "distinct, even ignoring case: {names:?}");
    for name in &names {
        assert!(name.bytes().all(|b| b.is_ascii_alphanumeric() || b"_-~.".contains(&b)), "{name}");
        assert!(!name.starts_with('.'), "{name}");
    }
}

/// A store that fails on chosen keys and records what it wrote.
#[derive(Default)]
struct FlakyStore {
    failing: Vec<&'static str>,
    written: RefCell<Vec<String>>,
}

impl EntryStore for FlakyStore {
    fn put(&self, key: &str, _: &Value) -> io::Result<()> {
        self.remove(key)
    }
    fn remove(&self, key: &str) -> io::Result<()> {
        if self.failing.contains(&key) {
            return Err(io::Error::other("disk full"));
        }
        self.written.borrow_mut().push(key.to_owned());
        Ok(())
    }
}

#[test]
fn a_failed_write_gives_back_only_the_changes_that_failed() {
    let store = FlakyStore { failing: vec!["table:b", "table:c"], ..FlakyStore::default() };
    let change = |key: &str, value: Option<Value>| StoreChange { key: key.to_owned(), value };
    let changes = vec![change("table:a", Some(json!(1))), change("table:b", Some(json!(2))), change("table:c", None)];
    let unsaved = apply_changes(&store, changes.clone()).unwrap_err();
    assert_eq!(unsaved.changes, changes[1..]);
    assert_eq!(unsaved.to_string(), "could not save table:b: disk full (and 1 more)");
    assert_eq!(*store.written.borrow(), ["table:a"], "the others are still written");
    assert!(apply_changes(&store, Vec::new()).is_ok());
}

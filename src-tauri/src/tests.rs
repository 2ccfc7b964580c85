//! The `dispatch` command through the real IPC path (mock runtime, the app's own config and
//! capabilities), and the entry files the shell writes: restarts, damaged files, the migration
//! from the single store, failed saves, and crashes at random moments.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewUrl, WebviewWindow, WebviewWindowBuilder};

use crate::persist::{file_name_of, Checkpoint, EntryFolder, Step, ENTRIES_DIR};
use crate::Shell;

/// A fresh folder under the system temp dir, unique to this process and `name`.
pub(crate) fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rampart-app-test-{}-{name}", process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A bare app on the mock runtime with the store plugin: enough to open a [`Shell`] and to read
/// store files.
pub(crate) fn store_app() -> App<MockRuntime> {
    mock_builder()
        .plugin(tauri_plugin_store::Builder::default().build())
        .build(mock_context(noop_assets()))
        .expect("the app builds on the mock runtime")
}

/// The payload of a simulated crash.
struct Crash;

/// A checkpoint that crashes at the `at`-th step from now: it unwinds without running any of the
/// writer's clean-up, as a killed process stops. If that step has just written a temporary file
/// and `keep` is given, the file is first torn down to that share of its bytes.
pub(crate) fn crash_at(at: usize, keep: Option<f64>) -> Checkpoint {
    let seen = AtomicUsize::new(0);
    Box::new(move |step| {
        if seen.fetch_add(1, Ordering::SeqCst) == at {
            if let (Step::TempWritten(temp), Some(keep)) = (step, keep) {
                let file = OpenOptions::new().write(true).open(temp).unwrap();
                let len = file.metadata().unwrap().len();
                file.set_len((len as f64 * keep) as u64).unwrap();
            }
            // resume_unwind skips the panic hook: a crash is not a test failure.
            panic::resume_unwind(Box::new(Crash));
        }
        Ok(())
    })
}

/// Runs `f`: its result, or `None` if it crashed at a [`crash_at`] checkpoint. Any other panic
/// goes on.
pub(crate) fn unless_crashed<T>(f: impl FnOnce() -> T) -> Option<T> {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(value) => Some(value),
        Err(payload) if payload.is::<Crash>() => None,
        Err(payload) => panic::resume_unwind(payload),
    }
}

/// The app as `run` builds it, on the mock runtime, with its store at `store`.
fn app_with_store(store: &Path) -> App<MockRuntime> {
    let app = super::with_shell(mock_builder(), store.to_owned())
        .build(tauri::generate_context!())
        .expect("the app builds on the mock runtime");
    super::install_shell(app.handle(), store).expect("the store opens");
    app
}

/// The window the capability names; `run` would create it from the config, a built app does not.
fn main_window(app: &App<MockRuntime>) -> WebviewWindow<MockRuntime> {
    use tauri::Manager;
    app.get_webview_window("main")
        .unwrap_or_else(|| WebviewWindowBuilder::new(app, "main", WebviewUrl::default()).build().unwrap())
}

/// Sends one protocol request through `invoke("dispatch", {request})` and parses the answer.
fn invoke_dispatch(window: &WebviewWindow<MockRuntime>, request: Value) -> Result<Value, Value> {
    let invoke = InvokeRequest {
        cmd: "dispatch".into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().unwrap(),
        body: InvokeBody::Json(json!({"request": request.to_string()})),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, invoke).map(|body| {
        let text: String = body.deserialize().expect("dispatch answers a string");
        serde_json::from_str(&text).expect("the answer is JSON")
    })
}

/// Sends one request straight to a shell and parses the answer.
fn call(shell: &Shell, request: Value) -> Value {
    serde_json::from_str(&shell.dispatch(&request.to_string())).expect("the answer is JSON")
}

/// The file of the entry `key` in the folder next to the old store `store`.
fn entry_file(store: &Path, key: &str) -> PathBuf {
    store.with_file_name(ENTRIES_DIR).join(file_name_of(key))
}

/// What the file of the entry `key` holds, if there is one.
fn read_entry(store: &Path, key: &str) -> Option<Value> {
    let bytes = fs::read(entry_file(store, key)).ok()?;
    let mut file: BTreeMap<String, Value> = serde_json::from_slice(&bytes).expect("an entry file is a JSON object");
    assert_eq!(file.len(), 1, "one entry per file: {file:?}");
    file.remove(key)
}

/// Every entry next to `store`, gathered in one map: the shape of the old single store.
fn all_entries(store: &Path) -> BTreeMap<String, Value> {
    let mut all = BTreeMap::new();
    for file in fs::read_dir(store.with_file_name(ENTRIES_DIR)).unwrap() {
        let file: BTreeMap<String, Value> = serde_json::from_slice(&fs::read(file.unwrap().path()).unwrap()).unwrap();
        all.extend(file);
    }
    all
}

fn table_new_request() -> Value {
    json!({"id": 1, "op": "table_new", "kind": "generic", "players": ["Ann", "Bo"]})
}

fn adjust_request(table: &str, counter: &Value, delta: i64) -> Value {
    json!({"id": 2, "op": "table_op", "table": table, "change": {"type": "adjust", "counter": counter, "delta": delta}})
}

/// Makes a generic table; returns its id and player 0's Life counter.
fn new_table(shell: &Shell) -> (String, Value) {
    let answer = call(shell, table_new_request());
    assert!(answer.get("save_error").is_none(), "saved: {answer}");
    let id = answer["ok"]["table"].as_str().expect("a table id").to_owned();
    (id, life_counter(&answer["ok"])["id"].clone())
}

/// Player 0's Life in the table `id`, or `None` if there is no such table.
fn life_in(shell: &Shell, id: &str) -> Option<i64> {
    let answer = call(shell, json!({"id": 3, "op": "table_get", "table": id}));
    if answer["error"]["kind"] == "NoSuchTable" {
        return None;
    }
    Some(life_of_first_player(&answer["ok"]))
}

/// The file next to `file` whose name starts with `file`'s name and `.damaged-`.
fn damaged_copy_of(file: &Path) -> PathBuf {
    let prefix = format!("{}.damaged-", file.file_name().unwrap().to_string_lossy());
    let dir = file.parent().unwrap();
    let found = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path());
    let mut found: Vec<_> = found.filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(&prefix)).collect();
    assert_eq!(found.len(), 1, "one damaged copy of {}", file.display());
    found.remove(0)
}

/// The Life counter of player 0 in a TableView.
fn life_counter(table: &Value) -> &Value {
    let counters = table["counters"].as_array().expect("a TableView has counters");
    counters
        .iter()
        .find(|c| c["role"] == "life" && c["player"] == 0)
        .unwrap_or_else(|| panic!("player 0 has a Life counter: {table}"))
}

fn life_of_first_player(table: &Value) -> i64 {
    life_counter(table)["value"].as_i64().expect("a number")
}

#[test]
fn dispatch_answers_through_the_ipc_and_echoes_the_id() {
    let dir = scratch_dir("echo");
    let app = app_with_store(&dir.join("rampart.json"));
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 7, "op": "games"})).unwrap();
    assert_eq!(answer["id"], 7);
    assert!(answer["ok"]["games"].is_array(), "games lists the games: {answer}");

    let answer = invoke_dispatch(&main_window(&app), json!({"id": "x", "op": "no_such_op"})).unwrap();
    assert_eq!(answer["id"], "x");
    assert_eq!(answer["error"]["kind"], "UnknownOp");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_window_without_the_capability_cannot_dispatch() {
    let dir = scratch_dir("acl");
    let app = app_with_store(&dir.join("rampart.json"));
    let other = WebviewWindowBuilder::new(&app, "other", WebviewUrl::default()).build().unwrap();
    let refused = invoke_dispatch(&other, json!({"id": 1, "op": "games"})).unwrap_err();
    assert!(refused.to_string().contains("not allowed"), "refused by the ACL: {refused}");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_table_is_written_to_its_own_file_and_comes_back_after_a_restart() {
    let dir = scratch_dir("restart");
    let store = dir.join("rampart.json");
    let table_id = {
        let app = app_with_store(&store);
        let window = main_window(&app);
        let table = invoke_dispatch(&window, table_new_request()).unwrap();
        let table_id = table["ok"]["table"].as_str().expect("a table id").to_owned();
        assert_eq!(life_of_first_player(&table["ok"]), 20, "generic tables start at 20: {table}");
        let counter = life_counter(&table["ok"])["id"].clone();
        let answer = invoke_dispatch(&window, adjust_request(&table_id, &counter, 2)).unwrap();
        assert_eq!(life_of_first_player(&answer["ok"]), 22, "adjusted: {answer}");
        assert!(answer.get("save_error").is_none(), "saved: {answer}");
        table_id
    };
    let key = format!("table:{table_id}");
    let entry = read_entry(&store, &key).unwrap_or_else(|| panic!("the table has its file"));
    assert!(entry.to_string().contains("22"), "the saved table holds the new Life: {entry}");
    assert!(!store.exists(), "nothing is written to the old single store");

    let app = app_with_store(&store);
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 4, "op": "table_get", "table": table_id})).unwrap();
    assert_eq!(answer["ok"]["table"], table_id.as_str(), "restored after a restart: {answer}");
    assert_eq!(life_of_first_player(&answer["ok"]), 22, "Life survives a restart: {answer}");

    let answer =
        invoke_dispatch(&main_window(&app), json!({"id": 5, "op": "table_delete", "table": table_id})).unwrap();
    assert_eq!(answer["ok"]["deleted"], table_id.as_str());
    assert!(!entry_file(&store, &key).exists(), "its file is deleted");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_entry_the_engine_refuses_is_kept_and_the_app_still_starts() {
    let dir = scratch_dir("refused");
    let store = dir.join("rampart.json");
    let file = entry_file(&store, "table:broken");
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    let content = serde_json::to_vec_pretty(&json!({"table:broken": {"not": "a table"}})).unwrap();
    fs::write(&file, &content).unwrap();
    let app = app_with_store(&store);
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 1, "op": "table_list"})).unwrap();
    assert!(answer.get("ok").is_some(), "the app serves requests: {answer}");
    drop(app);
    assert_eq!(fs::read(&file).unwrap(), content, "the refused entry stays as it was");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn damaged_entry_files_are_set_aside_and_the_others_restore() {
    let app = store_app();
    let dir = scratch_dir("damaged");
    let store = dir.join("rampart.json");
    let shell = Shell::open(app.handle(), &store).unwrap();
    let ids: Vec<String> = (0..3).map(|_| new_table(&shell).0).collect();
    drop(shell);
    let file_of = |id: &str| entry_file(&store, &format!("table:{id}"));
    let garbage = b"\x00 not JSON at all".to_vec();
    fs::write(file_of(&ids[0]), &garbage).unwrap();
    let mut torn = fs::read(file_of(&ids[1])).unwrap();
    torn.truncate(torn.len() / 2);
    fs::write(file_of(&ids[1]), &torn).unwrap();
    // Good JSON under the wrong name is no entry either.
    let stray = entry_file(&store, "table:stray");
    fs::copy(file_of(&ids[2]), &stray).unwrap();
    let stray_bytes = fs::read(&stray).unwrap();

    let shell = Shell::open(app.handle(), &store).unwrap();
    assert_eq!(life_in(&shell, &ids[2]), Some(20), "the good entry restores");
    assert_eq!(life_in(&shell, &ids[0]), None);
    assert_eq!(life_in(&shell, &ids[1]), None);
    for (file, bytes) in [(file_of(&ids[0]), garbage), (file_of(&ids[1]), torn), (stray, stray_bytes)] {
        assert!(!file.exists(), "{} is moved out of the way", file.display());
        assert_eq!(fs::read(damaged_copy_of(&file)).unwrap(), bytes, "and kept, not deleted");
    }
    let (id, _) = new_table(&shell);
    assert!(read_entry(&store, &format!("table:{id}")).is_some(), "the app goes on saving");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_old_single_store_moves_to_one_file_per_entry() {
    let app = store_app();
    // Real entries, made by a shell and gathered in one file as the old layout kept them.
    let source = scratch_dir("migrate-source").join("rampart.json");
    let shell = Shell::open(app.handle(), &source).unwrap();
    let tables: Vec<_> = (0..4).map(|_| new_table(&shell)).collect();
    let old_bytes = serde_json::to_vec_pretty(&all_entries(&source)).unwrap();
    // A newer copy of one table, already in its own file, must win over the old store's.
    let answer = call(&shell, adjust_request(&tables[0].0, &tables[0].1, 5));
    assert!(answer.get("save_error").is_none(), "{answer}");
    drop(shell);
    let dir = scratch_dir("migrate");
    let store = dir.join("rampart.json");
    fs::write(&store, &old_bytes).unwrap();
    let newer = format!("table:{}", tables[0].0);
    fs::create_dir_all(entry_file(&store, &newer).parent().unwrap()).unwrap();
    fs::copy(entry_file(&source, &newer), entry_file(&store, &newer)).unwrap();

    let shell = Shell::open(app.handle(), &store).unwrap();
    assert_eq!(life_in(&shell, &tables[0].0), Some(25), "the newer copy wins");
    for (id, _) in &tables[1..] {
        assert_eq!(life_in(&shell, id), Some(20), "table {id} is migrated");
        assert!(read_entry(&store, &format!("table:{id}")).is_some(), "into its own file");
    }
    assert!(!store.exists(), "the old store is retired");
    assert_eq!(fs::read(dir.join("rampart.json.migrated")).unwrap(), old_bytes, "and kept as it was");
    drop(shell);

    let shell = Shell::open(app.handle(), &store).unwrap();
    let list = call(&shell, json!({"id": 1, "op": "table_list"}));
    assert_eq!(list.to_string().matches("\"table\":").count(), 4, "the same four tables next time: {list}");
    assert_eq!(life_in(&shell, &tables[0].0), Some(25));
    fs::remove_dir_all(dir).unwrap();
    fs::remove_dir_all(source.parent().unwrap()).unwrap();
}

#[test]
fn a_crash_in_the_middle_of_migration_loses_nothing() {
    let app = store_app();
    let source = scratch_dir("migrate-crash-source").join("rampart.json");
    let shell = Shell::open(app.handle(), &source).unwrap();
    let ids: Vec<String> = (0..3).map(|_| new_table(&shell).0).collect();
    let old_bytes = serde_json::to_vec_pretty(&all_entries(&source)).unwrap();
    drop(shell);
    // Three entries, three steps each: crash at every one (tearing the temporary file where
    // there is one), then start as usual.
    for at in 0..9 {
        let dir = scratch_dir(&format!("migrate-crash-{at}"));
        let store = dir.join("rampart.json");
        fs::write(&store, &old_bytes).unwrap();
        let mut folder = EntryFolder::open(store.with_file_name(ENTRIES_DIR)).unwrap();
        folder.checkpoint = crash_at(at, Some(0.5));
        let mut loaded = folder.load(app.handle()).unwrap();
        assert!(unless_crashed(|| folder.migrate(app.handle(), &store, &mut loaded)).is_none(), "crash at {at}");
        assert_eq!(fs::read(&store).unwrap(), old_bytes, "the old store stays until every entry has its file");
        drop(folder);

        let shell = Shell::open(app.handle(), &store).unwrap();
        for id in &ids {
            assert_eq!(life_in(&shell, id), Some(20), "crash at {at}: table {id} is there");
        }
        assert!(!store.exists(), "crash at {at}: migrated at the next start");
        fs::remove_dir_all(dir).unwrap();
    }
    fs::remove_dir_all(source.parent().unwrap()).unwrap();
}

#[test]
fn a_failed_save_answers_save_error_keeps_serving_and_lands_later() {
    let dir = scratch_dir("save-error");
    let store = dir.join("rampart.json");
    let app = app_with_store(&store);
    let window = main_window(&app);
    let table = invoke_dispatch(&window, table_new_request()).unwrap();
    assert!(table.get("save_error").is_none(), "saved: {table}");
    let id = table["ok"]["table"].as_str().unwrap().to_owned();
    let counter = life_counter(&table["ok"])["id"].clone();

    // The entries folder becomes a plain file: every write fails, even for root.
    let entries = store.with_file_name(ENTRIES_DIR);
    let away = dir.join("entries.away");
    fs::rename(&entries, &away).unwrap();
    fs::write(&entries, b"not a folder").unwrap();
    let answer = invoke_dispatch(&window, adjust_request(&id, &counter, 2)).unwrap();
    assert_eq!(life_of_first_player(&answer["ok"]), 22, "carried out in memory: {answer}");
    let error = answer["save_error"].as_str().unwrap_or_else(|| panic!("a save_error: {answer}"));
    assert!(error.contains(&format!("table:{id}")), "names the entry: {error}");
    let answer = invoke_dispatch(&window, json!({"id": 3, "op": "games"})).unwrap();
    assert!(answer["ok"]["games"].is_array(), "keeps serving: {answer}");
    assert!(answer["save_error"].is_string(), "the retry fails too: {answer}");

    fs::remove_file(&entries).unwrap();
    fs::rename(&away, &entries).unwrap();
    let answer = invoke_dispatch(&window, json!({"id": 4, "op": "games"})).unwrap();
    assert!(answer.get("save_error").is_none(), "the retry lands: {answer}");
    drop(window);
    drop(app);
    let app = app_with_store(&store);
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 5, "op": "table_get", "table": id})).unwrap();
    assert_eq!(life_of_first_player(&answer["ok"]), 22, "the requeued change is on disk: {answer}");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn random_crashes_never_lose_an_acknowledged_table() {
    let seed: u64 = rand::random();
    let mut rng = StdRng::seed_from_u64(seed);
    let app = store_app();
    let dir = scratch_dir("random-crashes");
    let store = dir.join("rampart.json");
    // What the acknowledged answers said: a table's Life counter and Life, and deleted tables.
    let mut tables: BTreeMap<String, (Value, i64)> = BTreeMap::new();
    let mut deleted: Vec<String> = Vec::new();
    // The table a crash interrupted a change of, with its Life before and after (None: no table).
    let mut interrupted: Option<(String, Value, Option<i64>, Option<i64>)> = None;
    for round in 0..20 {
        let mut shell = Shell::open(app.handle(), &store).unwrap();
        let context = format!("seed {seed}, round {round}");
        if let Some((id, counter, before, after)) = interrupted.take() {
            let now = life_in(&shell, &id);
            assert!(now == before || now == after, "{context}: {id} has {now:?}, not {before:?} or {after:?}");
            match now {
                Some(life) => {
                    tables.insert(id, (counter, life));
                }
                None => deleted.push(id),
            }
        }
        for (id, (_, life)) in &tables {
            assert_eq!(life_in(&shell, id), Some(*life), "{context}: table {id}");
        }
        for id in &deleted {
            assert_eq!(life_in(&shell, id), None, "{context}: table {id} stays deleted");
        }

        shell.entries.checkpoint = crash_at(rng.random_range(0..60), rng.random_bool(0.5).then(|| rng.random()));
        for _ in 0..30 {
            let pick = rng.random_range(0..10);
            let target = (!tables.is_empty()).then(|| rng.random_range(0..tables.len()));
            let target = target.and_then(|n| tables.keys().nth(n).cloned());
            let Some(id) = target.filter(|_| pick >= 3) else {
                let Some(answer) = unless_crashed(|| call(&shell, table_new_request())) else {
                    break; // the new table's id never reached the caller: it may or may not exist
                };
                assert!(answer.get("save_error").is_none(), "{context}: {answer}");
                let id = answer["ok"]["table"].as_str().unwrap().to_owned();
                tables.insert(id, (life_counter(&answer["ok"])["id"].clone(), 20));
                continue;
            };
            let (counter, life) = tables.remove(&id).unwrap();
            if pick == 3 {
                let request = json!({"id": 4, "op": "table_delete", "table": id});
                if unless_crashed(|| call(&shell, request)).is_none() {
                    interrupted = Some((id, counter, Some(life), None));
                    break;
                }
                deleted.push(id);
            } else {
                // Never 0: an adjustment that changes nothing is refused.
                let delta = [-3, -2, -1, 1, 2, 3][rng.random_range(0..6)];
                let Some(answer) = unless_crashed(|| call(&shell, adjust_request(&id, &counter, delta))) else {
                    interrupted = Some((id, counter, Some(life), Some(life + delta)));
                    break;
                };
                assert_eq!(life_of_first_player(&answer["ok"]), life + delta, "{context}: {answer}");
                tables.insert(id, (counter, life + delta));
            }
        }
        // Crashed or not: everything goes without a clean shutdown.
        drop(shell);
    }
    assert!(!tables.is_empty() || !deleted.is_empty(), "seed {seed}: the test made tables");
    fs::remove_dir_all(dir).unwrap();
}

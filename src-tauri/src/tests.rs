//! The `dispatch` command through the real IPC path (mock runtime, the app's own config and
//! capabilities), and the store it writes.

use std::path::{Path, PathBuf};
use std::{fs, process};

use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewUrl, WebviewWindow, WebviewWindowBuilder};

/// A fresh folder under the system temp dir, unique to this process and `name`.
pub(crate) fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rampart-app-test-{}-{name}", process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
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

fn read_store(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).expect("the store was written")).unwrap()
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
fn a_table_is_written_to_the_store_and_comes_back_after_a_restart() {
    let dir = scratch_dir("restart");
    let store = dir.join("rampart.json");
    let table_id = {
        let app = app_with_store(&store);
        let window = main_window(&app);
        let table =
            invoke_dispatch(&window, json!({"id": 1, "op": "table_new", "kind": "generic", "players": ["Ann", "Bo"]}))
                .unwrap();
        let table_id = table["ok"]["table"].as_str().expect("a table id").to_owned();
        assert_eq!(life_of_first_player(&table["ok"]), 20, "generic tables start at 20: {table}");
        let counter = life_counter(&table["ok"])["id"].clone();
        let change = json!({"type": "adjust", "counter": counter, "delta": 2});
        let answer =
            invoke_dispatch(&window, json!({"id": 2, "op": "table_op", "table": table_id, "change": change})).unwrap();
        assert_eq!(life_of_first_player(&answer["ok"]), 22, "adjusted: {answer}");
        table_id
    };
    let saved = read_store(&store);
    let entry = saved.get(format!("table:{table_id}")).unwrap_or_else(|| panic!("the table is saved: {saved}"));
    assert!(entry.to_string().contains("22"), "the saved table holds the new Life: {entry}");

    let app = app_with_store(&store);
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 4, "op": "table_get", "table": table_id})).unwrap();
    assert_eq!(answer["ok"]["table"], table_id.as_str(), "restored after a restart: {answer}");
    assert_eq!(life_of_first_player(&answer["ok"]), 22, "Life survives a restart: {answer}");

    let answer =
        invoke_dispatch(&main_window(&app), json!({"id": 5, "op": "table_delete", "table": table_id})).unwrap();
    assert_eq!(answer["ok"]["deleted"], table_id.as_str());
    let saved = read_store(&store);
    assert!(saved.get(format!("table:{table_id}")).is_none(), "deleted from the store: {saved}");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_damaged_entry_is_kept_and_the_app_still_starts() {
    let dir = scratch_dir("damaged");
    let store = dir.join("rampart.json");
    fs::write(&store, br#"{"table:broken": {"not": "a table"}}"#).unwrap();
    let app = app_with_store(&store);
    let answer = invoke_dispatch(&main_window(&app), json!({"id": 1, "op": "table_list"})).unwrap();
    assert!(answer.get("ok").is_some(), "the app serves requests: {answer}");
    drop(app);
    assert_eq!(read_store(&store)["table:broken"], json!({"not": "a table"}));
    fs::remove_dir_all(dir).unwrap();
}

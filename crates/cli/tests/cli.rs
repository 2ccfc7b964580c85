//! The `rampart` binary: the protocol over stdio, simulate and replay.

use assert_cmd::Command;

mod common;
use serde_json::Value;

fn rampart() -> Command {
    Command::cargo_bin("rampart").unwrap()
}

fn answers(stdout: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(stdout).lines().map(|l| serde_json::from_str(l).expect("every answer is JSON")).collect()
}

#[test]
fn serve_answers_garbage_with_errors_and_keeps_serving() {
    let input = concat!(
        "not json\n",
        "{\"id\":1,\"op\":\"nope\"}\n",
        "{\"id\":2,\"op\":\"act\",\"session\":\"missing\"}\n",
        "{\"id\":3,\"op\":\"table_new\",\"kind\":\"generic\",\"players\":[\"Ann\",\"Bo\"]}\n",
    );
    let out = rampart().args(["serve", "--stdio"]).write_stdin(input).assert().success().get_output().stdout.clone();
    let a = answers(&out);
    assert_eq!(a.len(), 4, "one answer per line");
    assert_eq!(a[0]["error"]["kind"], "BadJson");
    assert_eq!(a[1]["id"], 1);
    assert_eq!(a[1]["error"]["kind"], "UnknownOp");
    assert_eq!(a[2]["id"], 2);
    assert_eq!(a[2]["error"]["kind"], "NoSuchSession");
    assert_eq!(a[3]["id"], 3);
    assert_eq!(a[3]["ok"]["players"][0]["name"], "Ann");
}

#[test]
fn serve_starts_a_tracker_for_each_of_the_five_games() {
    let kinds = ["valeria", "firesiege", "exiled", "thaloria", "defenders"];
    let input: String = kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            format!("{{\"id\":{i},\"op\":\"table_new\",\"kind\":\"{kind}\",\"players\":[\"Ann\",\"Bo\"]}}\n")
        })
        .collect();
    let out = rampart().args(["serve", "--stdio"]).write_stdin(input).assert().success().get_output().stdout.clone();
    let a = answers(&out);
    assert_eq!(a.len(), kinds.len());
    for (i, kind) in kinds.iter().enumerate() {
        assert_eq!(a[i]["id"], i, "{kind}");
        assert_eq!(a[i]["ok"]["kind"], *kind, "{kind}: {}", a[i]);
        assert!(a[i]["ok"]["counters"].as_array().unwrap().len() > 5, "{kind} lays out its counters");
    }
}

#[test]
fn serve_with_a_data_dir_keeps_tables_across_runs() {
    let dir = std::env::temp_dir().join(format!("rampart-cli-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    let out = rampart()
        .args(["serve", "--stdio", "--data-dir", d])
        .write_stdin("{\"id\":1,\"op\":\"table_new\",\"players\":[\"Ann\"]}\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let table = answers(&out)[0]["ok"]["table"].as_str().unwrap().to_string();
    std::fs::write(dir.join("table_broken.json"), "{not json").unwrap();
    let req = format!("{{\"id\":2,\"op\":\"table_get\",\"table\":\"{table}\"}}\n");
    let assert = rampart().args(["serve", "--stdio", "--data-dir", d]).write_stdin(req).assert().success();
    let out = assert.get_output();
    assert_eq!(answers(&out.stdout)[0]["ok"]["players"][0]["name"], "Ann");
    assert!(String::from_utf8_lossy(&out.stderr).contains("table_broken.json"), "the damaged file is reported");
    assert!(dir.join("table_broken.json").exists(), "and kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn simulate_json_is_reproducible_but_for_timings() {
    let run = || common::simulate_json(&["--game", "pig", "--games", "50", "--seed", "3", "--bot", "heuristic"]);
    let a = run();
    assert_eq!(a, run());
    for key in ["game", "games", "seed", "bot", "wins", "losses", "draws", "mean_actions", "mean_turns", "outcomes"] {
        assert!(a.get(key).is_some(), "missing {key}");
    }
    assert_eq!(a["games"], 50);
    assert_eq!(a["outcomes"]["ranked:reached_target"], 50);
    assert_eq!(a["wins"].as_u64().unwrap() + a["losses"].as_u64().unwrap() + a["draws"].as_u64().unwrap(), 50);
}

#[test]
fn simulate_refuses_unknown_games_and_bad_configs() {
    rampart().args(["simulate", "--game", "chess"]).assert().failure();
    rampart().args(["simulate", "--game", "pig", "--players", "9"]).assert().failure();
}

#[test]
fn replay_prints_the_state_hash_of_a_save_and_refuses_a_damaged_one() {
    // Build a save in-process (the engine is the same code the server runs).
    let mut s = rampart_engine::Session::<rampart_engine::Pig>::new(rampart_engine::PigConfig::default(), 5).unwrap();
    s.act(&rampart_engine::PigAction::Roll).unwrap();
    s.sample_chance().unwrap();
    let save = serde_json::to_string(&s.to_save(Value::Null)).unwrap();
    let path = std::env::temp_dir().join(format!("rampart-replay-{}.json", std::process::id()));
    std::fs::write(&path, &save).unwrap();
    let out = rampart().arg("replay").arg(&path).assert().success().get_output().stdout.clone();
    assert_eq!(String::from_utf8_lossy(&out).trim(), s.state_hash());
    std::fs::write(&path, &save[..save.len() - 10]).unwrap();
    rampart().arg("replay").arg(&path).assert().failure();
    let _ = std::fs::remove_file(&path);
}

#[test]
fn games_lists_the_table_kinds() {
    let out = rampart().args(["games", "--json"]).assert().success().get_output().stdout.clone();
    let v: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["games"][0]["id"], "valeria");
    let kinds: Vec<&str> = v["table_kinds"].as_array().unwrap().iter().map(|k| k["id"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["valeria", "firesiege", "exiled", "thaloria", "defenders", "generic"]);
}

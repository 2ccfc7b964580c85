//! Helpers shared by the CLI's test files.

use assert_cmd::Command;
use serde_json::Value;

/// Runs `rampart` with these arguments and this standard input; asserts success; returns stdout.
pub fn run_ok(args: &[&str], stdin: &str) -> String {
    let out = Command::cargo_bin("rampart").unwrap().args(args).write_stdin(stdin.to_string()).assert().success();
    String::from_utf8_lossy(&out.get_output().stdout).into_owned()
}

/// Runs `rampart simulate ... --json` and returns the object without its timings (checked present).
pub fn simulate_json(args: &[&str]) -> Value {
    let mut all = vec!["simulate"];
    all.extend_from_slice(args);
    all.push("--json");
    let mut v: Value = serde_json::from_str(&run_ok(&all, "")).unwrap();
    let obj = v.as_object_mut().unwrap();
    assert!(obj.remove("elapsed_ms").unwrap().as_f64().unwrap() >= 0.0);
    assert!(obj.remove("games_per_sec").unwrap().as_f64().unwrap() >= 0.0);
    v
}

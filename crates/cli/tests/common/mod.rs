//! Helpers shared by the CLI's test files.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

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

/// A scripted client of `rampart serve --stdio`: one JSON request per line, ids checked.
#[allow(dead_code)] // not every test file drives the server
pub struct Client {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next: u64,
}

#[allow(dead_code)]
impl Client {
    /// Starts the server.
    pub fn start() -> Client {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_rampart"))
            .args(["serve", "--stdio"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Client { child, stdin, stdout, next: 0 }
    }

    /// Sends a request and returns the whole answer.
    pub fn call(&mut self, mut req: Value) -> Value {
        self.next += 1;
        req["id"] = self.next.into();
        writeln!(self.stdin, "{req}").unwrap();
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        let answer: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(answer["id"], self.next);
        answer
    }

    /// Sends a request that must succeed and returns its `ok` part.
    pub fn ok(&mut self, req: Value) -> Value {
        let a = self.call(req.clone());
        assert!(a.get("error").is_none(), "{req} failed: {a}");
        a["ok"].clone()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

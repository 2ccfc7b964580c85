//! `rampart serve --stdio` under bad input, failing saves and `kill -9`: every line gets one
//! answer, and an answer the client has read is on disk.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::{json, Value};

/// The server's longest request line (`MAX_LINE` in src/main.rs).
const MAX_LINE: usize = 8 * 1024 * 1024;

fn answers(stdout: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(stdout).lines().map(|l| serde_json::from_str(l).expect("every answer is JSON")).collect()
}

fn serve_bytes(input: Vec<u8>) -> Vec<Value> {
    let out = Command::cargo_bin("rampart")
        .unwrap()
        .args(["serve", "--stdio"])
        .write_stdin(input)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    answers(&out)
}

/// A fresh, empty folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("rampart-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        let _ = std::fs::remove_file(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `rampart serve --stdio --data-dir DIR` driven line by line, requests possibly pipelined.
struct Server {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    /// Starts the server on `dir`; its stderr is piped (read it with [`Server::finish`]) if `stderr`.
    fn start(dir: &Path, stderr: bool) -> Server {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_rampart"))
            .args(["serve", "--stdio", "--data-dir"])
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if stderr { Stdio::piped() } else { Stdio::null() })
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Server { child, stdin, stdout }
    }

    /// Writes these requests in one go, without reading any answer.
    fn send(&mut self, requests: &[Value]) {
        let text: String = requests.iter().map(|r| format!("{r}\n")).collect();
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Reads the next answer.
    fn read(&mut self) -> Value {
        let mut line = String::new();
        let n = self.stdout.read_line(&mut line).unwrap();
        assert!(n > 0, "the server closed its output");
        serde_json::from_str(&line).unwrap()
    }

    fn call(&mut self, request: Value) -> Value {
        self.send(&[request]);
        self.read()
    }

    /// SIGKILL (on Unix), then reap.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Closes stdin, waits for a clean exit and returns stderr (if piped).
    fn finish(mut self) -> String {
        drop(self.stdin.take());
        let mut stderr = String::new();
        if let Some(mut pipe) = self.child.stderr.take() {
            pipe.read_to_string(&mut stderr).unwrap();
        }
        assert!(self.child.wait().unwrap().success(), "the server failed: {stderr}");
        stderr
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn ok(answer: &Value) -> &Value {
    assert!(answer.get("error").is_none(), "unexpected error: {answer}");
    &answer["ok"]
}

/// The value of counter `c1` in a TableView.
fn c1(view: &Value) -> u64 {
    view["counters"].as_array().unwrap().iter().find(|c| c["id"] == "c1").unwrap()["value"].as_u64().unwrap()
}

fn table_new() -> Value {
    json!({"op": "table_new", "kind": "generic", "players": ["Ann"]})
}

fn adjust(table: &str) -> Value {
    json!({"op": "table_op", "table": table, "change": {"type": "adjust", "counter": "c1", "delta": 1}})
}

fn tmp_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.ends_with(".json.tmp"))
        .collect()
}

#[test]
fn serve_answers_a_line_that_is_not_utf8_with_bad_json_and_goes_on() {
    let mut input = b"\xff\n".to_vec();
    input.extend_from_slice(b"{\"id\":1,\"op\":\"table_new\",\"players\":[\"Ann\"]}\n");
    input.extend_from_slice(b"{\"id\":2,\"op\":\"table_new\",\"players\":[\"\xc3\x28\"]}\r\n");
    input.extend_from_slice(b"{\"id\":3,\"op\":\"table_list\"}");
    let a = serve_bytes(input);
    assert_eq!(a.len(), 4, "one answer per line: {a:?}");
    assert_eq!(a[0]["error"]["kind"], "BadJson", "{}", a[0]);
    assert_eq!(a[1]["id"], 1);
    assert_eq!(ok(&a[1])["players"][0]["name"], "Ann");
    assert_eq!(a[2]["error"]["kind"], "BadJson", "invalid UTF-8 inside a string: {}", a[2]);
    assert_eq!(a[3]["id"], 3, "a last line without a newline is read too");
    assert_eq!(ok(&a[3]).as_array().unwrap().len(), 1);
}

#[test]
fn serve_answers_empty_lines_with_bad_json() {
    // Every line gets one answer, an empty one too (CRLF included): the client can count.
    let a = serve_bytes(b"\n\r\n{\"id\":1,\"op\":\"games\"}\n\n".to_vec());
    assert_eq!(a.len(), 4, "{a:?}");
    for i in [0, 1, 3] {
        assert_eq!(a[i]["error"]["kind"], "BadJson", "{}", a[i]);
        assert_eq!(a[i]["id"], Value::Null);
    }
    assert_eq!(a[2]["id"], 1);
    ok(&a[2]);
}

#[test]
fn serve_skips_a_line_over_8_mib_with_one_error_and_reads_one_of_exactly_8_mib() {
    // A request of exactly MAX_LINE bytes (the newline not counted) is served...
    let head = b"{\"id\":1,\"op\":\"games\",\"pad\":\"";
    let tail = b"\"}";
    let mut input = head.to_vec();
    input.resize(MAX_LINE - tail.len(), b'a');
    input.extend_from_slice(tail);
    assert_eq!(input.len(), MAX_LINE);
    input.push(b'\n');
    // ...one byte more is refused, the rest of the line skipped, and the next line served.
    input.extend_from_slice(head);
    input.resize(input.len() + MAX_LINE - tail.len() - head.len() + 1, b'a');
    input.extend_from_slice(b"\"}\n{\"id\":3,\"op\":\"table_list\"}\n");
    // A long line that ends the input without a newline is refused too.
    input.resize(input.len() + MAX_LINE + 10, b'b');
    let a = serve_bytes(input);
    assert_eq!(a.len(), 4, "one answer per line: {a:?}");
    assert_eq!(a[0]["id"], 1);
    ok(&a[0]);
    for i in [1, 3] {
        assert_eq!(a[i]["error"]["kind"], "BadRequest", "{}", a[i]);
        let message = a[i]["error"]["message"].as_str().unwrap();
        assert!(message.contains(&MAX_LINE.to_string()) && message.contains("8 MiB"), "names the limit: {message}");
    }
    assert_eq!(a[2]["id"], 3);
    ok(&a[2]);
}

#[test]
fn serve_answers_a_failed_save_with_save_error_and_retries_it_until_it_lands() {
    let tmp = TempDir::new("save-error");
    let dir = tmp.path().join("data");
    let aside = tmp.path().join("aside");
    let mut server = Server::start(&dir, true);
    let t1 = ok(&server.call(table_new()))["table"].as_str().unwrap().to_string();
    let doomed = ok(&server.call(table_new()))["table"].as_str().unwrap().to_string();
    assert_eq!(c1(ok(&server.call(adjust(&t1)))), 21);
    assert!(dir.join(format!("table_{doomed}.json")).exists());

    // The folder goes away and a plain file takes its place: every write fails, even as root.
    std::fs::rename(&dir, &aside).unwrap();
    std::fs::write(&dir, "not a folder").unwrap();
    let a = server.call(adjust(&t1));
    assert_eq!(c1(ok(&a)), 22, "the change is made in memory: {a}");
    let error = a["save_error"].as_str().unwrap_or_else(|| panic!("no save_error: {a}"));
    assert!(error.contains(&format!("table:{t1}")), "the sentence names the entry: {error}");
    let a = server.call(table_new());
    let t2 = ok(&a)["table"].as_str().unwrap().to_string();
    assert!(a["save_error"].is_string(), "{a}");
    let a = server.call(json!({"op": "table_delete", "table": doomed}));
    assert_eq!(ok(&a)["deleted"], doomed.as_str());
    assert!(a["save_error"].is_string(), "{a}");
    // A request that changes nothing still retries the earlier changes, and still fails.
    let a = server.call(json!({"op": "table_get", "table": t1}));
    assert_eq!(c1(ok(&a)), 22, "it keeps serving");
    let error = a["save_error"].as_str().unwrap_or_else(|| panic!("the retry fails too: {a}"));
    assert!(error.contains(&format!("table:{t1}")) && error.contains(&format!("table:{t2}")), "{error}");

    // The folder comes back: the next request saves everything that was left.
    std::fs::remove_file(&dir).unwrap();
    std::fs::rename(&aside, &dir).unwrap();
    let a = server.call(json!({"op": "games"}));
    assert!(a.get("save_error").is_none(), "saved now: {a}");
    assert!(dir.join(format!("table_{t2}.json")).exists());
    assert!(!dir.join(format!("table_{doomed}.json")).exists(), "the delete landed too");
    let stderr = server.finish();
    assert!(stderr.contains("could not save"), "the error is on stderr too: {stderr}");

    let mut server = Server::start(&dir, false);
    assert_eq!(c1(ok(&server.call(json!({"op": "table_get", "table": t1})))), 22, "the unsaved change landed");
    ok(&server.call(json!({"op": "table_get", "table": t2})));
    let a = server.call(json!({"op": "table_get", "table": doomed}));
    assert_eq!(a["error"]["kind"], "NoSuchTable", "{a}");
    server.finish();
}

#[test]
fn serve_ignores_and_removes_tmp_files_left_by_a_crash() {
    let tmp = TempDir::new("tmp-leftovers");
    let dir = tmp.path();
    let mut server = Server::start(dir, false);
    let t = ok(&server.call(table_new()))["table"].as_str().unwrap().to_string();
    assert_eq!(c1(ok(&server.call(adjust(&t)))), 21);
    server.finish();

    // A crash in the middle of the next save: a newer copy, complete or torn, beside the entry.
    let entry = dir.join(format!("table_{t}.json"));
    let text = std::fs::read_to_string(&entry).unwrap();
    let newer = text.replace("\"value\": 21", "\"value\": 99");
    assert_ne!(newer, text);
    std::fs::write(dir.join(format!("table_{t}.json.tmp")), &newer).unwrap();
    std::fs::write(dir.join("table_tother.json.tmp"), &newer[..newer.len() / 2]).unwrap();
    std::fs::write(dir.join("session_sgone.json.tmp"), "{").unwrap();

    let mut server = Server::start(dir, true);
    assert_eq!(c1(ok(&server.call(json!({"op": "table_get", "table": t})))), 21, "the entry, not its .tmp");
    assert_eq!(ok(&server.call(json!({"op": "table_list"}))).as_array().unwrap().len(), 1);
    assert!(ok(&server.call(json!({"op": "list_sessions"}))).as_array().unwrap().is_empty());
    assert_eq!(tmp_files(dir), Vec::<String>::new(), "removed at start-up");
    let stderr = server.finish();
    assert!(!stderr.contains("could not load"), "a .tmp is not a damaged entry: {stderr}");
    assert_eq!(std::fs::read_to_string(&entry).unwrap(), text);
}

/// xorshift64*: a small deterministic generator, so a failing run can be replayed by its seed.
struct Rng(u64);

impl Rng {
    /// A generator whose stream depends on every bit of `seed` (splitmix64 of it, never 0).
    fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)).max(1))
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in 0..n.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a>(&mut self, keys: &'a [String]) -> &'a str {
        &keys[self.below(keys.len() as u64) as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Deleted {
    No,
    /// Sent, answer not read: it may or may not have happened.
    Maybe,
    /// Acknowledged: must stay deleted.
    Yes,
}

/// What the client knows of one table (counter `c1`) or session (`steps`).
#[derive(Debug)]
struct Known {
    /// The value in the last answer read.
    acked: u64,
    /// Requests on it sent but not answered (each may or may not have happened).
    pending: u64,
    deleted: Deleted,
}

impl Known {
    fn new(acked: u64) -> Known {
        Known { acked, pending: 0, deleted: Deleted::No }
    }

    fn live(&self) -> bool {
        self.deleted == Deleted::No
    }
}

#[derive(Debug)]
enum Sent {
    TableNew,
    Adjust(String),
    TableDelete(String),
    NewGame,
    Step(String),
    SessionDelete(String),
}

#[derive(Default)]
struct Model {
    tables: BTreeMap<String, Known>,
    sessions: BTreeMap<String, Known>,
}

impl Model {
    fn live(map: &BTreeMap<String, Known>) -> Vec<String> {
        map.iter().filter(|(_, k)| k.live()).map(|(id, _)| id.clone()).collect()
    }

    /// A random request that changes something, and what it is, for the model.
    fn request(&mut self, rng: &mut Rng, seed: &mut u64) -> (Value, Sent) {
        let tables = Model::live(&self.tables);
        let sessions = Model::live(&self.sessions);
        let roll = rng.below(100);
        if tables.is_empty() || roll < 10 {
            return (table_new(), Sent::TableNew);
        }
        if sessions.is_empty() || roll < 16 {
            *seed += 1;
            // Mostly the cheap test game, sometimes Valeria (larger saves).
            let game = if rng.below(4) == 0 { "valeria" } else { "pig" };
            return (json!({"op": "new_game", "game": game, "seed": *seed, "log_from": 1_000_000}), Sent::NewGame);
        }
        if roll < 20 {
            let t = rng.pick(&tables).to_string();
            self.tables.get_mut(&t).unwrap().deleted = Deleted::Maybe;
            return (json!({"op": "table_delete", "table": t}), Sent::TableDelete(t));
        }
        if roll < 22 {
            let s = rng.pick(&sessions).to_string();
            self.sessions.get_mut(&s).unwrap().deleted = Deleted::Maybe;
            return (json!({"op": "delete_session", "session": s}), Sent::SessionDelete(s));
        }
        if roll < 60 {
            let t = rng.pick(&tables).to_string();
            self.tables.get_mut(&t).unwrap().pending += 1;
            return (adjust(&t), Sent::Adjust(t));
        }
        let s = rng.pick(&sessions).to_string();
        self.sessions.get_mut(&s).unwrap().pending += 1;
        // Some of these are refused (not that seat's turn, chance to play, game over): no change.
        let mut request = match rng.below(5) {
            0 => json!({"op": "advance"}),
            1 => json!({"op": "run_bots", "max_steps": 3}),
            2 => json!({"op": "act", "action": "roll"}),
            3 => json!({"op": "act", "action": "hold"}),
            _ => json!({"op": "bot_move"}),
        };
        request["session"] = s.clone().into();
        request["log_from"] = 1_000_000.into();
        (request, Sent::Step(s))
    }

    /// Takes in the answer to `sent`.
    fn answered(&mut self, sent: &Sent, a: &Value) {
        match sent {
            Sent::TableNew => {
                let view = ok(a);
                self.tables.insert(view["table"].as_str().unwrap().to_string(), Known::new(c1(view)));
            }
            Sent::Adjust(t) => {
                let k = self.tables.get_mut(t).unwrap();
                k.pending -= 1;
                k.acked = c1(ok(a));
            }
            Sent::TableDelete(t) => {
                assert_eq!(ok(a)["deleted"], t.as_str());
                self.tables.get_mut(t).unwrap().deleted = Deleted::Yes;
            }
            Sent::NewGame => {
                let view = ok(a);
                let k = Known::new(view["steps"].as_u64().unwrap());
                self.sessions.insert(view["session"].as_str().unwrap().to_string(), k);
            }
            Sent::Step(s) => {
                let k = self.sessions.get_mut(s).unwrap();
                k.pending -= 1;
                if a.get("error").is_some() {
                    assert_ne!(a["error"]["kind"], "NoSuchSession", "{a}");
                } else {
                    k.acked = ok(a)["steps"].as_u64().unwrap();
                }
            }
            Sent::SessionDelete(s) => {
                assert_eq!(ok(a)["deleted"], s.as_str());
                self.sessions.get_mut(s).unwrap().deleted = Deleted::Yes;
            }
        }
        assert!(a.get("save_error").is_none(), "{a}");
    }

    /// After a restart: everything acknowledged is there, deletes included; what was in flight
    /// may or may not be. The model then takes the server's state as known.
    fn check(&mut self, server: &mut Server, round: usize) {
        let groups = [(&mut self.tables, "NoSuchTable"), (&mut self.sessions, "NoSuchSession")];
        for (map, missing) in groups {
            for (id, k) in map.iter_mut() {
                let a = server.call(match missing {
                    "NoSuchTable" => json!({"op": "table_get", "table": id}),
                    _ => json!({"op": "view", "session": id, "log_from": 1_000_000}),
                });
                let gone = a["error"]["kind"] == missing;
                match k.deleted {
                    Deleted::Yes => assert!(gone, "round {round}: {id} was deleted and came back: {a}"),
                    Deleted::Maybe if gone => k.deleted = Deleted::Yes,
                    _ => {
                        assert!(!gone, "round {round}: {id} was acknowledged and is lost: {a}");
                        let now = match missing {
                            "NoSuchTable" => c1(ok(&a)),
                            _ => ok(&a)["steps"].as_u64().unwrap(),
                        };
                        assert!(now >= k.acked, "round {round}: {id} lost an acknowledged change: {now} < {}", k.acked);
                        if k.pending == 0 {
                            assert_eq!(now, k.acked, "round {round}: {id} changed with no request in flight");
                        }
                        if missing == "NoSuchTable" {
                            assert!(
                                now <= k.acked + k.pending,
                                "round {round}: {id}: {now} > {} + {}",
                                k.acked,
                                k.pending
                            );
                        }
                        *k = Known::new(now);
                    }
                }
            }
        }
    }
}

/// 40 rounds: start the server on the same folder, check that every acknowledged change survived,
/// pipeline a random batch of changes, read some of the answers, and `kill -9` it, most often
/// right after reading an answer (the window where a server that answers before it saves loses
/// the change), sometimes with requests still in flight or a few microseconds later (mid-save).
#[test]
fn serve_keeps_every_acknowledged_change_through_kill_9() {
    let seed = std::env::var("RAMPART_CRASH_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_2026_u64);
    let rounds = 40;
    let tmp = TempDir::new("crash");
    let dir = tmp.path();
    let mut rng = Rng::new(seed);
    let mut model = Model::default();
    let mut game_seed = 0;
    let (mut acknowledged, mut in_flight, mut leftovers) = (0, 0, 0);
    let started = Instant::now();
    for round in 0..=rounds {
        let mut server = Server::start(dir, false);
        model.check(&mut server, round);
        assert_eq!(tmp_files(dir), Vec::<String>::new(), "round {round}: start-up removes leftover .tmp files");
        if round == rounds {
            server.finish();
            break;
        }
        let n = 1 + rng.below(8) as usize;
        let batch: Vec<(Value, Sent)> = (0..n).map(|_| model.request(&mut rng, &mut game_seed)).collect();
        let requests: Vec<Value> = batch.iter().map(|(r, _)| r.clone()).collect();
        server.send(&requests);
        // Half the rounds read every answer; the others stop part-way, with requests in flight.
        let read = if rng.below(2) == 0 { n } else { rng.below(n as u64 + 1) as usize };
        for (_, sent) in &batch[..read] {
            let a = server.read();
            model.answered(sent, &a);
        }
        acknowledged += read;
        in_flight += n - read;
        if rng.below(4) == 0 {
            let wait = Instant::now();
            let micros = rng.below(2000);
            while wait.elapsed() < Duration::from_micros(micros) {
                std::hint::spin_loop();
            }
        }
        server.kill();
        leftovers += usize::from(!tmp_files(dir).is_empty());
    }
    let tables = model.tables.values().filter(|k| k.live()).count();
    let sessions = model.sessions.values().filter(|k| k.live()).count();
    eprintln!(
        "crash test, seed {seed:#x}: {rounds} kills in {:.1} s; {acknowledged} answers read, {in_flight} requests \
         in flight at a kill, {leftovers} kills left a .json.tmp; {tables} tables and {sessions} sessions at the end",
        started.elapsed().as_secs_f64()
    );
    assert!(tables > 0 && sessions > 0, "the stream exercised both kinds of entry");
}

//! The engine's layers point one way: core ← games ← bots ← registry ← protocol
//! (the architecture's "Layout"). This test reads the engine's own source and fails on any
//! path that names a layer above the file's own:
//!
//! - `src/core/` names none of `crate::bots`, `crate::games`, `crate::registry`,
//!   `crate::protocol`, `crate::table` (so no game either);
//! - `src/games/` names neither `crate::registry` nor `crate::protocol`, and names `crate::bots`
//!   only from a game's bot module (`games/<game>/bot/` or `games/<game>/bot.rs`, where its
//!   heuristic bot and its `Searchable` impl live) or from its tests (`games/<game>/tests/`,
//!   `games/<game>/tests.rs`), which play the game with bots;
//! - `src/bots/` names neither `crate::registry` nor `crate::protocol`.
//!
//! Paths are read as the compiler would: `use crate::{bots, ...}` groups and `super::` chains
//! that climb to the crate root count too; comments and string literals do not.

use std::path::{Path, PathBuf};

/// A file's layer rule broken, for the message.
#[derive(Debug, PartialEq)]
struct Breach {
    file: String,
    line: usize,
    named: String,
    why: &'static str,
}

/// Known breaches that a pending move will remove, each with the reason. The test fails if one
/// of them is no longer found: take it off this list then.
const PENDING: &[(&str, &str, &str)] = &[];

#[test]
fn no_layer_names_a_layer_above_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 50, "the engine's sources are found ({} files)", files.len());
    let mut breaches = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(root).expect("under the crate").to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(path).expect("a source file reads");
        breaches.extend(check_file(&rel, &text));
    }
    let mut stale = Vec::new();
    for (file, named, why) in PENDING {
        let before = breaches.len();
        breaches.retain(|b| !(b.file == *file && b.named == *named));
        if breaches.len() == before {
            stale.push(format!("{file} no longer names crate::{named}: remove it from PENDING ({why})"));
        }
    }
    let report: Vec<String> = breaches
        .iter()
        .map(|b| format!("{}:{}: names crate::{}: {}", b.file, b.line, b.named, b.why))
        .chain(stale)
        .collect();
    assert!(report.is_empty(), "upward imports (core ← games ← bots ← registry ← protocol):\n{}", report.join("\n"));
}

/// A game's rules (`games/<game>/rules/` or `rules.rs`) never name its bot: the bot reads the
/// rules, not the other way round (the bots' evaluation models live in `games/<game>/bot/`).
#[test]
fn no_game_rules_name_the_game_bot() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/games"), &mut files);
    let mut breaches = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(root).expect("under the crate").to_string_lossy().replace('\\', "/");
        let parts: Vec<&str> = rel.split('/').collect();
        if parts.len() < 4 || !(parts[3] == "rules" || parts[3] == "rules.rs") {
            continue;
        }
        let code = strip_comments_and_strings(&std::fs::read_to_string(path).expect("a source file reads"));
        let bytes = code.as_bytes();
        for (pos, _) in code.match_indices("bot") {
            let before = pos.checked_sub(1).map(|k| bytes[k]);
            let after = bytes.get(pos + 3).copied();
            let whole = !before.is_some_and(is_ident) && !after.is_some_and(is_ident);
            let path_segment = code[pos + 3..].trim_start().starts_with("::") || code[..pos].trim_end().ends_with("::");
            if whole && path_segment {
                breaches.push(format!("{rel}:{}", code[..pos].matches('\n').count() + 1));
            }
        }
    }
    assert!(breaches.is_empty(), "rules name the bot:\n{}", breaches.join("\n"));
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("a source folder reads").map(|e| e.expect("an entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The breaches in one file, `rel` being its path from the crate root (`src/...`).
fn check_file(rel: &str, text: &str) -> Vec<Breach> {
    let parts: Vec<&str> = rel.split('/').collect();
    let layer = parts.get(1).copied().unwrap_or("");
    let in_bot_or_tests = layer == "games"
        && parts.iter().enumerate().skip(3).any(|(i, p)| {
            let last = i + 1 == parts.len();
            *p == "tests" || *p == "tests.rs" || (i == 3 && (*p == "bot" || (*p == "bot.rs" && last)))
        });
    let forbidden: &[(&str, &'static str)] = match layer {
        "core" => &[
            ("bots", "core depends on nothing above it"),
            ("games", "core depends on nothing above it (no game either)"),
            ("registry", "core depends on nothing above it"),
            ("protocol", "core depends on nothing above it"),
            ("table", "core depends on nothing above it"),
        ],
        "games" if in_bot_or_tests => {
            &[("registry", "games sit below the registry"), ("protocol", "games sit below the protocol")]
        }
        "games" => &[
            ("bots", "games name the bots only from games/<game>/bot/ (their heuristic and Searchable impl) or tests"),
            ("registry", "games sit below the registry"),
            ("protocol", "games sit below the protocol"),
        ],
        "bots" => &[("registry", "bots sit below the registry"), ("protocol", "bots sit below the protocol")],
        _ => &[],
    };
    top_level_names(&module_path(&parts), text)
        .into_iter()
        .filter_map(|(named, line)| {
            forbidden.iter().find(|(f, _)| *f == named).map(|&(_, why)| Breach { file: rel.into(), line, named, why })
        })
        .collect()
}

/// The module path of a file from its path (`src/games/pig/bot.rs` → games, pig, bot).
fn module_path(parts: &[&str]) -> Vec<String> {
    let mut path: Vec<String> = parts.iter().skip(1).map(|p| p.trim_end_matches(".rs").to_string()).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib")) {
        path.pop();
    }
    path
}

/// Every crate-level module a path in `text` names, with its line: `crate::x`, the names of a
/// `crate::{x, y::z}` group, and `super::` chains that climb to the crate root.
fn top_level_names(module: &[String], text: &str) -> Vec<(String, usize)> {
    let code = strip_comments_and_strings(text);
    let bytes = code.as_bytes();
    let line_of = |pos: usize| code[..pos].matches('\n').count() + 1;
    let mut found = Vec::new();
    // The inline modules open at each position (`mod tests { ... }`), as a stack of depths.
    let mut inline: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    let mut pending_mod: Option<String> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'{' {
            depth += 1;
            if let Some(name) = pending_mod.take() {
                inline.push((depth, name));
            }
            i += 1;
            continue;
        }
        if c == b'}' {
            if inline.last().is_some_and(|(d, _)| *d == depth) {
                inline.pop();
            }
            depth = depth.saturating_sub(1);
            i += 1;
            continue;
        }
        if c == b';' {
            pending_mod = None;
        }
        if !(c.is_ascii_alphabetic() || c == b'_') || (i > 0 && is_ident(bytes[i - 1])) {
            i += 1;
            continue;
        }
        let word = ident_at(&code, i);
        let start = i;
        i += word.len();
        if word == "mod" {
            let next = skip_ws(bytes, i);
            pending_mod = Some(ident_at(&code, next).to_string());
            continue;
        }
        if word != "crate" && word != "super" && word != "self" {
            continue;
        }
        if start > 0 && bytes[start - 1] == b'$' {
            continue;
        }
        // Where the path starts.
        let mut here: Vec<String> = module.to_vec();
        here.extend(inline.iter().map(|(_, n)| n.clone()));
        match word {
            "crate" => here.clear(),
            "super" => {
                here.pop();
            }
            _ => {}
        }
        let mut j = i;
        loop {
            let k = skip_ws(bytes, j);
            if !code[k..].starts_with("::") {
                break;
            }
            let k = skip_ws(bytes, k + 2);
            if bytes.get(k) == Some(&b'{') {
                if here.is_empty() {
                    for name in group_heads(&code[k + 1..]) {
                        found.push((name, line_of(start)));
                    }
                }
                break;
            }
            let seg = ident_at(&code, k);
            if seg.is_empty() {
                break;
            }
            j = k + seg.len();
            if seg == "super" {
                here.pop();
                continue;
            }
            if here.is_empty() {
                found.push((seg.to_string(), line_of(start)));
            }
            break;
        }
        i = j.max(i);
    }
    found
}

/// The first name of each element of a `{ ... }` group (`text` starts after the brace).
fn group_heads(text: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0usize;
    let mut expecting = true;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' if depth == 0 => break,
            b'}' => depth -= 1,
            b',' if depth == 0 => expecting = true,
            c if expecting && depth == 0 && (c.is_ascii_alphabetic() || c == b'_') => {
                let name = ident_at(text, i);
                heads.push(name.to_string());
                expecting = false;
                i += name.len();
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    heads
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn ident_at(text: &str, i: usize) -> &str {
    let rest = text.get(i..).unwrap_or("");
    let end = rest.bytes().position(|c| !is_ident(c)).unwrap_or(rest.len());
    &rest[..end]
}

fn skip_ws(bytes: &[u8], mut i: usize) -> usize {
    while bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// `text` with comments, string and character literals blanked (newlines kept, so lines count
/// the same).
fn strip_comments_and_strings(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in out.iter_mut().take(to).skip(from) {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            let end = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let (mut nest, mut j) = (0usize, i);
            while j < b.len() {
                if b[j..].starts_with(b"/*") {
                    nest += 1;
                    j += 2;
                } else if b[j..].starts_with(b"*/") {
                    nest -= 1;
                    j += 2;
                    if nest == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if b[i] == b'r' && (i == 0 || !is_ident(b[i - 1])) && matches!(b.get(i + 1), Some(b'"' | b'#')) {
            // A raw string: r"..." or r#"..."#.
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
            let body = i + 2 + hashes;
            let end = b[body..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(b.len(), |p| body + p + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if b[i] == b'\'' {
            // A character literal ('x', '\n', '\''); a lifetime ('a) is left alone.
            if b.get(i + 1) == Some(&b'\\') {
                let end = b[i + 2..].iter().position(|&c| c == b'\'').map_or(b.len(), |p| i + 3 + p);
                blank(&mut out, i, end);
                i = end;
            } else if let Some(len) =
                std::str::from_utf8(&b[i + 1..]).ok().and_then(|s| s.chars().next()).map(char::len_utf8)
            {
                if b.get(i + 1 + len) == Some(&b'\'') {
                    blank(&mut out, i, i + 2 + len);
                    i += 2 + len;
                } else {
                    i += 1;
                }
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

#[test]
fn an_upward_import_is_caught_with_its_file_and_line() {
    let named = |rel: &str, text: &str| -> Vec<(String, usize)> {
        check_file(rel, text).into_iter().map(|b| (b.named, b.line)).collect()
    };
    // Core naming the bots, directly, in a group, or by climbing with super.
    assert_eq!(named("src/core/game.rs", "use crate::bots::Bot;\n"), [("bots".into(), 1)]);
    assert_eq!(
        named("src/core/game.rs", "use std::fmt;\nuse crate::{core::Seat, games::pig::Pig};\n"),
        [("games".into(), 2)]
    );
    assert_eq!(named("src/core/session/mod.rs", "fn f() { super::super::table::x(); }"), [("table".into(), 1)]);
    assert_eq!(named("src/core/game.rs", "mod tests { use super::super::super::bots::Ismcts; }"), [("bots".into(), 1)]);
    // Comments, strings and a path within core are not breaches.
    let quiet = "// crate::bots::Bot\n/* crate::games */ const S: &str = \"crate::protocol\";\nuse crate::core::Game;\nuse super::chance::Weighted;\n";
    assert!(named("src/core/game.rs", quiet).is_empty());
    // Games name the bots only from their bot module or their tests.
    let bots = "use crate::bots::{Bot, Searchable};\n";
    assert_eq!(named("src/games/valeria/rules/mod.rs", bots), [("bots".into(), 1)]);
    assert_eq!(named("src/games/valeria/state.rs", "use super::super::super::bots::Bot;\n"), [("bots".into(), 1)]);
    for ok in [
        "src/games/valeria/bot/mod.rs",
        "src/games/defenders/bot/search.rs",
        "src/games/pig/bot.rs",
        "src/games/pig/tests.rs",
        "src/games/valeria/tests/digest.rs",
    ] {
        assert!(named(ok, bots).is_empty(), "{ok}");
    }
    assert_eq!(named("src/games/valeria/bot/mod.rs", "use crate::protocol::Request;\n"), [("protocol".into(), 1)]);
    // The bots sit below the registry and the protocol, above the games.
    assert_eq!(named("src/bots/runner.rs", "use crate::registry::Job;\n"), [("registry".into(), 1)]);
    assert!(named("src/bots/ismcts/tests/mod.rs", "use crate::games::pig::Pig;\n").is_empty());
}

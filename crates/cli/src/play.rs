//! `rampart play`: a game in the terminal, over the same JSON protocol as the apps.
//!
//! Play mode rolls and draws with the session's seeded RNG; Assist mode asks you for every die
//! face and card you draw at the table. Decisions are numbered; `b` lets the bot decide, `u` and
//! `r` undo and redo, `s FILE` saves, `q` quits.

use std::io::{BufRead, Write};

use rampart_engine::protocol::Handler;
use serde_json::{json, Value};

/// Where the terminal game reads and writes.
pub struct Terminal<'a> {
    handler: Handler,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    session: String,
    assist: bool,
    shown: usize,
}

/// Options for a terminal game.
pub struct PlayOptions {
    /// Game id.
    pub game: String,
    /// RNG seed.
    pub seed: Option<u64>,
    /// Ask for dice and cards instead of rolling them.
    pub assist: bool,
    /// Extra game options.
    pub config: Value,
}

impl<'a> Terminal<'a> {
    /// Starts a game.
    ///
    /// # Errors
    /// The protocol's error for an unknown game or a bad config.
    pub fn start(
        mut handler: Handler,
        options: &PlayOptions,
        input: &'a mut dyn BufRead,
        out: &'a mut dyn Write,
    ) -> Result<Terminal<'a>, String> {
        let mut req = json!({"op": "new_game", "game": options.game, "config": options.config,
                             "mode": if options.assist { "assist" } else { "play" }});
        if let Some(seed) = options.seed {
            req["seed"] = seed.into();
        }
        let s = ok(handler.handle_value(req))?;
        let session = s["session"].as_str().unwrap_or_default().to_string();
        Ok(Terminal { handler, input, out, session, assist: options.assist, shown: 0 })
    }

    fn call(&mut self, mut req: Value) -> Result<Value, String> {
        req["session"] = self.session.clone().into();
        ok(self.handler.handle_value(req))
    }

    fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    /// Plays until the game ends, the input ends, or the player quits.
    ///
    /// # Errors
    /// Only for a broken output; every bad input gets a message and a new prompt.
    pub fn run(&mut self) -> Result<(), String> {
        loop {
            let view = self.call(json!({"op": "view"}))?;
            self.show_log(&view);
            match view["to_act"]["kind"].as_str() {
                Some("game_over") => {
                    let o = &view["outcome"];
                    self.say(&format!("\n*** {} ***", o["summary"].as_str().unwrap_or("Game over")));
                    if let Some(grade) = o["grade"].as_str() {
                        self.say(grade);
                    }
                    return Ok(());
                }
                Some("chance") if !self.assist => {
                    self.call(json!({"op": "advance"}))?;
                    continue;
                }
                _ => {}
            }
            self.say(&render(&view));
            let legal = self.call(json!({"op": "legal"}))?;
            let chance = legal["to_act"]["kind"] == "chance";
            let options: Vec<Value> = if chance {
                legal["chance"].as_array().cloned().unwrap_or_default()
            } else {
                legal["actions"].as_array().cloned().unwrap_or_default()
            };
            self.say(if chance { "What did you roll or draw?" } else { "Your decision:" });
            for (i, o) in options.iter().enumerate() {
                self.say(&format!("  {:>2}. {}", i + 1, o["label"].as_str().unwrap_or("?")));
            }
            let hint = if chance { "number or name" } else { "number, b = bot, u = undo, r = redo" };
            let _ = write!(self.out, "[{hint}, s FILE = save, q = quit] > ");
            let _ = self.out.flush();
            let mut line = String::new();
            if self.input.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                self.say("\n(end of input)");
                return Ok(());
            }
            let line = line.trim();
            let answer = match line {
                "q" | "quit" => return Ok(()),
                "u" | "undo" => self.call(json!({"op": "undo"})).map(drop),
                "r" | "redo" => self.call(json!({"op": "redo"})).map(drop),
                "b" | "bot" if !chance => self.call(json!({"op": "bot_move"})).map(|m| {
                    let label = m["label"].as_str().unwrap_or("?").to_string();
                    self.say(&format!("The bot chose: {label}"));
                }),
                _ if line.starts_with("s ") => self.save(line[2..].trim()),
                _ => match pick(&options, line) {
                    Some(o) if chance => self.call(json!({"op": "chance", "outcome": o["outcome"]})).map(drop),
                    Some(o) => self.call(json!({"op": "act", "action": o["action"]})).map(drop),
                    None => Err(format!("{line:?} is not one of the {} choices", options.len())),
                },
            };
            if let Err(e) = answer {
                self.say(&format!("!! {e}"));
            }
        }
    }

    fn save(&mut self, path: &str) -> Result<(), String> {
        let save = self.call(json!({"op": "save"}))?;
        let text = serde_json::to_string_pretty(&save).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
        self.say(&format!("Saved to {path} (rampart replay {path} checks it)."));
        Ok(())
    }

    /// Prints the events of steps not shown yet.
    fn show_log(&mut self, view: &Value) {
        let log = view["log"].as_array().cloned().unwrap_or_default();
        if log.len() < self.shown {
            self.say("(undone)");
            self.shown = log.len();
        }
        for line in &log[self.shown..] {
            if line["kind"] == "decision" {
                self.say(&format!("> {}", line["text"].as_str().unwrap_or("")));
            }
            for e in line["events"].as_array().into_iter().flatten() {
                self.say(&format!("  {}", e.as_str().unwrap_or("")));
            }
        }
        self.shown = log.len();
    }
}

fn ok(answer: Value) -> Result<Value, String> {
    match answer.get("error") {
        Some(e) => Err(format!("{}: {}", e["kind"].as_str().unwrap_or("Error"), e["message"].as_str().unwrap_or(""))),
        None => Ok(answer["ok"].clone()),
    }
}

/// A choice by its number, or by a label that equals, starts with, or (failing that) contains what was typed.
fn pick<'v>(options: &'v [Value], typed: &str) -> Option<&'v Value> {
    if let Ok(n) = typed.parse::<usize>() {
        return options.get(n.checked_sub(1)?);
    }
    let typed = typed.to_lowercase();
    if typed.is_empty() {
        return None;
    }
    let label = |o: &Value| o["label"].as_str().unwrap_or("").to_lowercase();
    let matching = |test: &dyn Fn(&str) -> bool| options.iter().filter(|o| test(&label(o))).collect::<Vec<_>>();
    if let Some(o) = options.iter().find(|o| label(o) == typed) {
        return Some(o);
    }
    let starts = matching(&|l| l.starts_with(&typed));
    if !starts.is_empty() {
        return (starts.len() == 1).then(|| starts[0]);
    }
    // Long labels ("drew Wolf Pass (blue, Horse, 1 die)", "Darkness Spreads: #7 …"): when no label
    // starts with what was typed, any part of one label will do.
    let parts = matching(&|l| l.contains(&typed));
    (parts.len() == 1).then(|| parts[0])
}

/// The table as text: Valeria's Battlefield and Fortress, Defenders' Realm, or the view's JSON for other games.
fn render(view: &Value) -> String {
    if view["game"] == "defenders" {
        return crate::defenders_render::render(view);
    }
    if view["game"] != "valeria" {
        return serde_json::to_string_pretty(&view["view"]).unwrap_or_default();
    }
    let v = &view["view"];
    let mut s = format!(
        "\n== Day {} — {} ==  Troop deck {}  Engine deck {}  Champions {}  Events {}\n",
        v["day"],
        v["phase"].as_str().unwrap_or(""),
        v["troop_deck"],
        v["engine_deck"],
        v["champion_deck"],
        v["event_deck"]
    );
    for row in (0..5).rev() {
        s.push_str(&format!("row {} ", row + 1));
        for col in 0..5 {
            let cell = &v["grid"][row][col];
            let text = if cell.is_null() {
                ".".to_string()
            } else {
                let (kind, name) = match cell["foe"].as_object().and_then(|o| o.iter().next()) {
                    Some((k, n)) => (k.clone(), n.as_str().unwrap_or("").to_string()),
                    None => (String::new(), String::new()),
                };
                let short: String =
                    name.split('_').map(|w| w.chars().take(4).collect::<String>()).collect::<Vec<_>>().join(" ");
                let cost = &v["cost"][row][col];
                let magic = cost[1].as_u64().unwrap_or(0);
                let mut t = if kind == "engine" { format!("[{short}]") } else { short };
                t.push_str(&format!(" {}", cost[0]));
                if magic > 0 {
                    t.push_str(&format!("+{magic}m"));
                }
                if v["front"][row][col] == true {
                    t.push('*');
                }
                if v["in_range"][row][col] == true {
                    t.push('!');
                }
                t
            };
            s.push_str(&format!("| {text:<18}"));
        }
        s.push_str("|\n");
    }
    s.push_str("      ");
    for t in v["turrets"].as_array().into_iter().flatten() {
        let champ = match t["champion"].as_array() {
            Some(c) => format!("{}{}", c[0].as_str().unwrap_or(""), if c[1] == true { "" } else { "(down)" }),
            None => "-".into(),
        };
        s.push_str(&format!("| T{} {:<15}", t["impacts"], champ.chars().take(15).collect::<String>()));
    }
    s.push_str("|\n  (* Front, ! in range, [engine], costs in Strength +m Magic; T = Impacts on the Turret)\n");
    let dice: Vec<String> = v["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["zone"] == "active")
        .map(|d| format!("{}{}", if d["colour"] == "holy" { "H" } else { "S" }, d["value"]))
        .collect();
    s.push_str(&format!("Active dice: {}   Hand: {}\n", dice.join(" "), v["hand"]));
    if let Some(q) = v["question"].as_str() {
        s.push_str(&format!("Now: {q}\n"));
    }
    s
}

//! `rampart play`: a game in the terminal, over the same JSON protocol as the apps.
//!
//! Play mode rolls and draws with the session's seeded RNG; Assist mode asks you for every die
//! face and card you draw at the table, in the engine's words ("Roll Soldier die 3"), and `u`
//! takes back a roll or draw you typed wrong. Decisions are numbered, and a number keeps its
//! answer while the question stays the same (dice assigned to an attack leave gaps rather than
//! shifting the rest); fixed answers have fixed keys (`g` gives up an attack, `e` ends your
//! actions or the Daytime). `b` lets the bot decide, `u` and `r` undo and redo, `s FILE` saves,
//! `q` quits.

use std::io::{BufRead, Write};

use rampart_engine::protocol::Handler;
use rampart_engine::GameId;
use serde_json::{json, Value};

/// Where the terminal game reads and writes.
pub struct Terminal<'a> {
    handler: Handler,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    session: String,
    assist: bool,
    shown: usize,
    numbering: Numbering,
}

/// Options for a terminal game.
pub struct PlayOptions {
    /// The game.
    pub game: GameId,
    /// RNG seed.
    pub seed: Option<u64>,
    /// Ask for dice and cards instead of rolling them.
    pub assist: bool,
    /// Extra game options.
    pub config: Value,
}

/// Answers with a key of their own, whatever else is offered: (key, the action tags it answers).
const FIXED: &[(&str, &[&str])] = &[("g", &["cancel"]), ("e", &["end_actions", "end_day"])];

/// An answer on the menu: its key (a number, or a fixed letter) and the option.
struct Entry<'v> {
    key: String,
    option: &'v Value,
}

/// The numbers of the answers to one question. An answer keeps its number while the question
/// stays the same, so what a player was about to type still means the same thing; the numbers
/// start afresh with a new question (or when most answers are new).
#[derive(Default)]
struct Numbering {
    question: String,
    slots: Vec<Value>,
}

impl Numbering {
    /// The 1-based number of each of `actions` for `question`.
    fn number(&mut self, question: &str, actions: &[&Value]) -> Vec<usize> {
        let known = actions.iter().filter(|a| self.slots.contains(a)).count();
        if question != self.question || known * 2 < actions.len() {
            self.question = question.to_string();
            self.slots.clear();
        }
        actions
            .iter()
            .map(|a| match self.slots.iter().position(|s| s == *a) {
                Some(i) => i + 1,
                None => {
                    self.slots.push((*a).clone());
                    self.slots.len()
                }
            })
            .collect()
    }
}

/// The tag of an action (`{"do": "cancel"}` → `cancel`, `"roll"` → `roll`).
fn tag(action: &Value) -> &str {
    action.get("do").and_then(Value::as_str).or_else(|| action.as_str()).unwrap_or("")
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
        Ok(Terminal { handler, input, out, session, assist: options.assist, shown: 0, numbering: Numbering::default() })
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
            let fix = view["undo_chance"]["text"].as_str().map(str::to_string);
            let menu = if chance {
                let question = legal["chance_question"].as_str().unwrap_or("What did you roll or draw?");
                self.say(question);
                if let Some(detail) = chance_detail(&view, question) {
                    self.say(&format!("  ({detail})"));
                }
                let options = legal["chance"].as_array().map(Vec::as_slice).unwrap_or_default();
                options.iter().enumerate().map(|(i, o)| Entry { key: (i + 1).to_string(), option: o }).collect()
            } else {
                self.say("Your decision:");
                self.decision_menu(&view, &legal)
            };
            for e in &menu {
                self.say(&format!("  {:>2}. {}", e.key, e.option["label"].as_str().unwrap_or("?")));
            }
            let hint = match (chance, &fix) {
                (true, Some(last)) => format!("number or name, u = fix the last {} ({last})", roll_or_draw(&view)),
                (true, None) => "number or name".to_string(),
                (false, _) => "number or name, b = bot, u = undo, r = redo".to_string(),
            };
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
                "u" | "undo" => self.call(json!({"op": "undo"})).map(|_| {
                    if let Some(last) = &fix {
                        self.say(&format!("Taken back: {last}. Enter what the table really shows."));
                    }
                }),
                "r" | "redo" => self.call(json!({"op": "redo"})).map(drop),
                "b" | "bot" if !chance => self.call(json!({"op": "bot_move"})).map(|m| {
                    let label = m["label"].as_str().unwrap_or("?").to_string();
                    self.say(&format!("The bot chose: {label}"));
                }),
                _ if line.starts_with("s ") => self.save(line[2..].trim()),
                _ => match pick(&menu, line) {
                    Some(o) if chance => self.call(json!({"op": "chance", "outcome": o["outcome"]})).map(drop),
                    Some(o) => self.call(json!({"op": "act", "action": o["action"]})).map(drop),
                    None => Err(format!("{line:?} is not one of the {} choices (or is more than one)", menu.len())),
                },
            };
            if let Err(e) = answer {
                self.say(&format!("!! {e}"));
            }
        }
    }

    /// The decisions on offer: numbered (stable within the question), then the fixed keys.
    fn decision_menu<'v>(&mut self, view: &Value, legal: &'v Value) -> Vec<Entry<'v>> {
        let actions = legal["actions"].as_array().map(Vec::as_slice).unwrap_or_default();
        let fixed_key = |o: &Value| FIXED.iter().find(|(_, tags)| tags.contains(&tag(&o["action"]))).map(|(k, _)| *k);
        let numbered: Vec<&Value> = actions.iter().filter(|o| fixed_key(o).is_none()).collect();
        let question = format!("{}|{}", view["to_act"], view["view"]["question"]);
        let keys = self.numbering.number(&question, &numbered.iter().map(|o| &o["action"]).collect::<Vec<_>>());
        let mut menu: Vec<(usize, Entry)> =
            keys.into_iter().zip(numbered).map(|(n, o)| (n, Entry { key: n.to_string(), option: o })).collect();
        menu.sort_by_key(|(n, _)| *n);
        let mut menu: Vec<Entry> = menu.into_iter().map(|(_, e)| e).collect();
        for (key, _) in FIXED {
            menu.extend(
                actions.iter().filter(|o| fixed_key(o) == Some(*key)).map(|o| Entry { key: (*key).into(), option: o }),
            );
        }
        menu
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

/// "roll" or "draw": what the last chance outcome (the one `u` takes back) was.
fn roll_or_draw(view: &Value) -> &'static str {
    let outcome = &view["undo_chance"]["outcome"];
    let die = matches!(outcome["type"].as_str(), Some("face" | "die")) || outcome.get("die").is_some();
    if die {
        "roll"
    } else {
        "draw"
    }
}

/// What the die being rolled is and what it is for (the engine's question names the die).
fn chance_detail(view: &Value, question: &str) -> Option<String> {
    match game_of(view)? {
        GameId::Valeria => crate::valeria_render::chance_detail(view, question),
        GameId::Defenders => crate::defenders_render::chance_detail(view),
        GameId::Pig | GameId::Duel | GameId::Thaloria => None,
    }
}

/// The game of a SessionView.
fn game_of(view: &Value) -> Option<GameId> {
    serde_json::from_value(view["game"].clone()).ok()
}

/// A lower-case label's name: without the log's lead-in ("drew ", "quest: ", "darkness spreads: ").
fn name_part(label: &str) -> &str {
    const LEADS: [&str; 5] = ["drew ", "hero: ", "quest: ", "darkness spreads: ", "play "];
    LEADS.iter().find_map(|lead| label.strip_prefix(lead)).unwrap_or(label)
}

/// True if `name` starts `label` and ends at a word: "#1" in "#1 Dragon's Teeth…", not in "#10 …".
fn starts_word(label: &str, name: &str) -> bool {
    label.strip_prefix(name).is_some_and(|rest| rest.is_empty() || rest.starts_with(|c: char| !c.is_alphanumeric()))
}

/// A choice by its key (a number or a fixed letter), by its label or the name in it (an exact
/// name wins over a longer name it starts: "#1" is not "#10"), by the start of one label, or
/// (failing that) by any part of one label.
fn pick<'v>(menu: &[Entry<'v>], typed: &str) -> Option<&'v Value> {
    if let Some(e) = menu.iter().find(|e| e.key == typed) {
        return Some(e.option);
    }
    if typed.parse::<usize>().is_ok() {
        return None;
    }
    let typed = typed.to_lowercase();
    if typed.is_empty() {
        return None;
    }
    let labels: Vec<(String, &Value)> =
        menu.iter().map(|e| (e.option["label"].as_str().unwrap_or("").to_lowercase(), e.option)).collect();
    let tests: [&dyn Fn(&str) -> bool; 5] = [
        &|l| l == typed || name_part(l) == typed,
        &|l| starts_word(l, &typed) || starts_word(name_part(l), &typed),
        &|l| l.starts_with(&typed) || name_part(l).starts_with(&typed),
        &|l| l.contains(&typed),
        &|_| false,
    ];
    for test in tests {
        let found: Vec<&Value> = labels.iter().filter(|(l, _)| test(l)).map(|(_, o)| *o).collect();
        match found.len() {
            0 => continue,
            1 => return Some(found[0]),
            _ => return None, // more than one: the player must say which
        }
    }
    None
}

/// The table as text: each game's own renderer, or the view's JSON for a game without one.
fn render(view: &Value) -> String {
    match game_of(view) {
        Some(GameId::Valeria) => crate::valeria_render::render(view),
        Some(GameId::Defenders) => crate::defenders_render::render(view),
        Some(GameId::Thaloria) => crate::thaloria_render::render(view),
        Some(GameId::Pig | GameId::Duel) | None => serde_json::to_string_pretty(&view["view"]).unwrap_or_default(),
    }
}

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
use rampart_engine::valeria::{ChampionKind, ChampionPower, Foe, Pending, TroopKind};
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
    /// Game id.
    pub game: String,
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
    match view["game"].as_str()? {
        "defenders" => crate::defenders_render::chance_detail(view),
        "valeria" if question.starts_with("Roll ") => {
            let (colour, counts) = if question.starts_with("Roll Holy") {
                ("a blue Holy die", "its face pays Magic, or adds to Strength")
            } else {
                ("a red Soldier die", "its face adds Strength")
            };
            let purpose = if view["view"]["phase"] == "roll" {
                "for the day's roll"
            } else {
                "rolled into your active dice by a card, Champion or Event"
            };
            Some(format!("{colour}: {counts}; {purpose}"))
        }
        _ => None,
    }
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
    s.push_str(&battlefield(v));
    s.push_str("  (* Front, ! in range, [Siege Engine], costs in Strength +m Magic)\n");
    s.push_str(&fortress(v));
    s.push_str(&format!("Active dice: {}\n", list_or_none(dice_in(v, "active"))));
    let hand: Vec<TroopKind> = get(&v["hand"]).unwrap_or_default();
    if hand.is_empty() {
        s.push_str("Hand: none\n");
    } else {
        s.push_str(&format!("Hand ({}):\n", hand.len()));
        for t in hand {
            s.push_str(&format!("  {}: {}\n", t.name(), t.text()));
        }
    }
    if let Some(total) = attack_total(v) {
        s.push_str(&total);
        s.push('\n');
    }
    if let Some(q) = v["question"].as_str() {
        s.push_str(&format!("Now: {q}\n"));
    }
    s
}

fn get<T: serde::de::DeserializeOwned>(v: &Value) -> Option<T> {
    serde_json::from_value(v.clone()).ok()
}

fn list_or_none(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

fn foe_name(f: Foe) -> &'static str {
    match f {
        Foe::Troop(t) => t.name(),
        Foe::Engine(e) => e.name(),
    }
}

/// The Battlefield, row 5 at the top, every card by its full name; columns as wide as their cards.
fn battlefield(v: &Value) -> String {
    let mut cells = vec![vec![String::new(); 5]; 5];
    for (row, line) in cells.iter_mut().enumerate() {
        for (col, text) in line.iter_mut().enumerate() {
            let cell = &v["grid"][row][col];
            *text = match get::<Foe>(&cell["foe"]) {
                None => ".".to_string(),
                Some(foe) => {
                    let cost = &v["cost"][row][col];
                    let mut t = match foe {
                        Foe::Engine(_) => format!("[{}]", foe_name(foe)),
                        Foe::Troop(_) => foe_name(foe).to_string(),
                    };
                    t.push_str(&format!(" {}", cost[0]));
                    let magic = cost[1].as_u64().unwrap_or(0);
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
                }
            };
        }
    }
    let width: Vec<usize> =
        (0..5).map(|col| cells.iter().map(|r| r[col].chars().count()).max().unwrap_or(1).max(8)).collect();
    let mut s = String::new();
    for row in (0..5).rev() {
        s.push_str(&format!("row {} ", row + 1));
        for col in 0..5 {
            s.push_str(&format!("| {:<w$} ", cells[row][col], w = width[col]));
        }
        s.push_str("|\n");
    }
    s
}

/// The Turrets with their Impacts and Champions, each Champion with its power.
fn fortress(v: &Value) -> String {
    let mut s = String::from("Fortress:\n");
    for (i, t) in v["turrets"].as_array().into_iter().flatten().enumerate() {
        let impacts = t["impacts"].as_u64().unwrap_or(0);
        let champion = match get::<(ChampionKind, bool)>(&t["champion"]) {
            Some((c, up)) => {
                format!("{} ({}): {}", c.name(), if up { "face up" } else { "face down, used" }, c.text())
            }
            None => "no Champion".into(),
        };
        s.push_str(&format!(
            "  Turret {}: {impacts} Impact{}; {champion}\n",
            i + 1,
            if impacts == 1 { "" } else { "s" }
        ));
    }
    s
}

/// A die as the player names it: "Soldier 5 (die 1)", "Holy 4 (die 2)".
fn die_text(v: &Value, d: usize) -> String {
    let die = &v["dice"][d];
    let (colour, n) = if die["colour"] == "holy" { ("Holy", d.saturating_sub(7)) } else { ("Soldier", d + 1) };
    let doubled = if die["doubled"] == true { ", doubled" } else { "" };
    format!("{colour} {} (die {n}{doubled})", die["value"])
}

/// The dice in `zone`.
fn dice_in(v: &Value, zone: &str) -> Vec<String> {
    let dice = v["dice"].as_array().map(Vec::len).unwrap_or(0);
    (0..dice).filter(|&d| v["dice"][d]["zone"] == zone).map(|d| die_text(v, d)).collect()
}

/// The running total of the attack being assembled: the dice and bonuses so far against the cost.
fn attack_total(v: &Value) -> Option<String> {
    let Some(Pending::Attack(a)) = get::<Pending>(&v["pending"]) else { return None };
    let (row, col) = (usize::from(a.target.row), usize::from(a.target.col));
    let (soldier, holy) = a.dice.iter().fold((0u64, 0u64), |(s, h), &d| {
        let value = v["dice"][usize::from(d)]["value"].as_u64().unwrap_or(0);
        if v["dice"][usize::from(d)]["colour"] == "holy" {
            (s, h + value)
        } else {
            (s + value, h)
        }
    });
    let (mut bonus_strength, mut bonus_magic) = (0u64, 0u64);
    for &t in a.bonuses.iter() {
        if let Some((c, _)) = get::<(ChampionKind, bool)>(&v["turrets"][usize::from(t)]["champion"]) {
            if let ChampionPower::Bonus { magic, amount, .. } = c.power() {
                *(if magic { &mut bonus_magic } else { &mut bonus_strength }) += u64::from(amount);
            }
        }
    }
    let mut parts: Vec<String> = a.dice.iter().map(|&d| die_text(v, usize::from(d))).collect();
    if bonus_strength > 0 {
        parts.push(format!("{bonus_strength} Strength bonus"));
    }
    if bonus_magic > 0 {
        parts.push(format!("{bonus_magic} Magic bonus"));
    }
    let cost = &v["cost"][row][col];
    let (need_s, need_m) = (cost[0].as_u64().unwrap_or(0), cost[1].as_u64().unwrap_or(0));
    let total = soldier + holy + bonus_strength + bonus_magic;
    let (need, magic) = if need_m > 0 {
        (format!("{need_s} Strength + {need_m} Magic"), format!(", of which {} can pay Magic", holy + bonus_magic))
    } else {
        (format!("{need_s} Strength"), String::new())
    };
    let sum = if parts.is_empty() { "nothing yet".to_string() } else { parts.join(" + ") };
    Some(format!(
        "Attack on {} (row {}, column {}): {sum} = {total} so far{magic}; it costs {need}",
        foe_name(a.foe),
        row + 1,
        col + 1,
    ))
}

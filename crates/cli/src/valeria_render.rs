//! Siege of Valeria in the terminal: the Battlefield, the Fortress, the dice and the hand, from
//! a SessionView's `view`.

use rampart_engine::valeria::{ChampionKind, ChampionPower, Foe, Pending, TroopKind};
use serde_json::Value;

/// What the die being rolled is and what it is for (the engine's question names the die).
pub fn chance_detail(view: &Value, question: &str) -> Option<String> {
    if !question.starts_with("Roll ") {
        return None;
    }

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

/// The table as text: the Battlefield with every card by its full name, the Fortress, the dice
/// and the hand.
pub fn render(view: &Value) -> String {
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

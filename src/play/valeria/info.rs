//! The Info sheet of every element: its rules in our own words (the engine's card texts) and
//! its state now.

use rampart_engine::valeria::{
    Cell, ChampionPower, Colour, Die, EngineKind, Foe, Phase, Slot, TroopClass, TroopKind, ValeriaView, Zone,
};

use super::super::board::Info;

/// "row 2, column 3" (1-based, row 1 next to the Fortress).
pub fn place(cell: Cell) -> String {
    format!("row {}, column {}", u16::from(cell.row) + 1, u16::from(cell.col) + 1)
}

/// The phase's name.
pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => "Setup",
        Phase::Roll => "Roll Your Dice",
        Phase::Siege => "Resolve the Siege Engines",
        Phase::Event => "Resolve an Event",
        Phase::Actions => "Perform Your Actions",
        Phase::Vanguard => "Activate the Vanguard",
        Phase::Advance => "Advance the Battlefield",
        Phase::Reinforce => "Reinforce the Battlefield",
        Phase::Over => "Game over",
    }
}

/// The name of the card in a cell.
pub fn foe_name(foe: Foe) -> &'static str {
    match foe {
        Foe::Troop(t) => t.name(),
        Foe::Engine(e) => e.name(),
    }
}

/// "2 Strength" / "2 Strength and 3 Magic".
fn cost_words(strength: u8, magic: u8) -> String {
    if magic == 0 {
        format!("{strength} Strength")
    } else {
        format!("{strength} Strength and {magic} Magic")
    }
}

fn tokens_line(slot: &Slot) -> Option<String> {
    if slot.strength + slot.magic == 0 {
        return None;
    }
    Some(format!(
        "Tokens: {} Strength, {} Magic. Each raises the cost by 1; when the card falls, each gives +1 to one of \
         your unspent active dice of its colour (Strength to a Soldier die, Magic to a Holy die).",
        slot.strength, slot.magic
    ))
}

fn class_name(class: TroopClass) -> &'static str {
    match class {
        TroopClass::Attack => "Attack Troop",
        TroopClass::Magical => "Magical Troop",
    }
}

/// A Battlefield cell.
pub fn cell_info(view: &ValeriaView, cell: Cell) -> Info {
    let Some(slot) = view.slot(cell) else {
        return Info {
            title: "Empty cell".into(),
            subtitle: format!("Battlefield, {}", place(cell)),
            lines: vec!["Cards slide down into gaps as the Battlefield advances and is reinforced.".into()],
        };
    };
    let front = view.is_front(cell);
    let (strength, magic) = view.cost_at(cell);
    let mut lines = Vec::new();
    let subtitle;
    match slot.foe {
        Foe::Troop(troop) => {
            subtitle =
                format!("{}, {}{}", class_name(troop.class()), place(cell), if front { ", Front card" } else { "" });
            let printed = (troop.strength(), troop.magic());
            let printed_note = if printed == (strength, magic) {
                String::new()
            } else {
                format!(" (printed {}, raised by its tokens)", cost_words(printed.0, printed.1))
            };
            let holy = if magic > 0 { " Its Magic must be paid in full with Holy dice." } else { "" };
            lines.push(format!("Defeat it for {}{printed_note}.{holy}", cost_words(strength, magic)));
            lines.push(format!("Once defeated it joins your hand. Its power: {}", troop.text()));
            lines.push(reach(front, false));
        }
        Foe::Engine(engine) => {
            let in_range = view.is_in_range(cell);
            subtitle = format!(
                "Siege Engine, {}, {}{}",
                place(cell),
                if in_range { "in range" } else { "out of range" },
                if front { ", Front card" } else { "" }
            );
            lines.push(format!("When it is in range as the Siege Engines resolve, it fires: {}", engine.text()));
            lines.push(range_line(engine, cell));
            lines.push(format!(
                "Defeat it now for {}. Out of range it costs 14 Strength. Defeating a Siege Engine earns a Champion.",
                cost_words(strength, magic)
            ));
            lines.push(reach(front, in_range));
            if !slot.loaded.is_empty() {
                let names: Vec<&str> = slot.loaded.iter().map(|l| l.troop.name()).collect();
                lines.push(format!(
                    "Loaded Troops: {}. They add their costs to the tower's and go to your hand when it falls.",
                    names.join(", ")
                ));
            }
            lines
                .push("A Siege Engine still in row 1 when the Vanguard activates takes the Fortress: you lose.".into());
        }
    }
    lines.extend(tokens_line(slot));
    Info { title: foe_name(slot.foe).into(), subtitle, lines }
}

fn reach(front: bool, in_range: bool) -> String {
    if front || in_range {
        "You can attack it directly.".into()
    } else {
        "Out of reach: only a Gargoyle Talon attacks cards behind the Front.".into()
    }
}

/// "Range chart, row 1 to 5: 5, 6, -, -, -; now in row 2."
fn range_line(engine: EngineKind, cell: Cell) -> String {
    let bars: Vec<String> =
        engine.range_chart().iter().map(|bar| bar.map_or_else(|| "-".to_owned(), |v| v.to_string())).collect();
    format!(
        "Range chart, rows 1 to 5 (Strength cost where in range, - where out of range): {}; it stands in row {}.",
        bars.join(", "),
        u16::from(cell.row) + 1
    )
}

/// A Champion on a Turret.
pub fn champion_info(view: &ValeriaView, turret: u8) -> Info {
    let Some((champion, face_up)) = view.turret(turret).and_then(|t| t.champion) else {
        return turret_info(view, turret);
    };
    let kind = if champion.one_time() { "one-time: discard it" } else { "recurring: flip it face down" };
    let mut lines = vec![
        champion.text(),
        format!("Use it only while face up ({kind}). Face-down Champions turn face up when you next roll."),
    ];
    if matches!(champion.power(), ChampionPower::Bonus { .. }) {
        lines.push("An attack bonus is not a die: add it to an attack that uses at least one die.".into());
    }
    lines.push(
        "Instead, during your actions you may discard it while face up to remove one Impact from its Turret.".into(),
    );
    Info {
        title: champion.name().into(),
        subtitle: format!(
            "Champion on Turret {}, {}",
            u16::from(turret) + 1,
            if face_up { "face up" } else { "face down (used)" }
        ),
        lines,
    }
}

/// A Turret of the Fortress.
pub fn turret_info(view: &ValeriaView, turret: u8) -> Info {
    let t = view.turret(turret).unwrap_or_default();
    let mut lines = vec![
        format!("{} of 3 Impacts.", t.impacts),
        "Every card still in row 1 of this column when the Vanguard activates adds one Impact here.".into(),
        "With 3 Impacts the Turret loses its Champion and cannot hold one; a 4th Impact loses the game.".into(),
        "Repair during your actions: spend any one die per Impact, or discard a face-up Champion from this Turret."
            .into(),
    ];
    match t.champion {
        Some((champion, up)) => {
            lines.push(format!("Champion: {} ({}).", champion.name(), if up { "face up" } else { "face down" }));
        }
        None if t.impacts >= 3 => lines.push("No Champion can stand here until it is repaired.".into()),
        None => lines.push("Its Champion slot is open.".into()),
    }
    Info { title: format!("Turret {}", u16::from(turret) + 1), subtitle: "Fortress".into(), lines }
}

/// A die.
pub fn die_info(id: u8, die: Die) -> Info {
    let (name, rule) = match die.colour {
        Colour::Soldier => ("Soldier die", "Soldier dice (red) give Strength to your attacks."),
        Colour::Holy => (
            "Holy die",
            "Holy dice (blue) pay Magic costs, which only they can pay, and may add to Strength, but Holy dice \
             alone never defeat a card.",
        ),
    };
    let (zone, zone_rule) = match die.zone {
        Zone::Active => ("active", "Active: ready to spend on an attack, or on a repair (one die per Impact)."),
        Zone::Spent => ("spent", "Spent: used this day; it is rolled again at the next Roll Your Dice."),
        Zone::Supply => ("in the supply", "In the supply: not in your pool; an Orc Archer or Red Witch brings one in."),
    };
    let mut lines = vec![rule.to_owned(), zone_rule.to_owned()];
    if die.doubled {
        lines.push("Doubled by a Dragonkin Warlord: it cannot be changed again this day.".into());
    }
    let shows = if die.zone == Zone::Supply { String::new() } else { format!(", shows {}", die.value) };
    Info { title: format!("{name} {}", u16::from(id) + 1), subtitle: format!("{zone}{shows}"), lines }
}

/// A Troop card in the hand.
pub fn hand_info(troop: TroopKind, count: usize) -> Info {
    Info {
        title: troop.name().into(),
        subtitle: format!(
            "{} in your hand{}",
            class_name(troop.class()),
            if count > 1 { format!(" (x{count})") } else { String::new() }
        ),
        lines: vec![
            troop.text().into(),
            "Play it whenever its power matters, in any phase; it is discarded after use.".into(),
        ],
    }
}

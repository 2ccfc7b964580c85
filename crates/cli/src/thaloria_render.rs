//! Heroes and Spells in the terminal: the protocol's view (JSON) as readable text: the Wizards,
//! the tiles that hold anything, the Spell Chain, the cards in play and the combat.
//!
//! The view decodes into the engine's own [`ThaloriaView`]; card names come from the engine's
//! card table. Anything that does not decode is shown as JSON.

use std::fmt::Write as _;

use rampart_engine::thaloria::data::cards::Card;
use rampart_engine::thaloria::{Aim, Army, Ground, Step, ThaloriaView};
use serde_json::Value;

/// "2 Standard, 1 Elite" ("none" for no Warrior).
fn army(a: Army) -> String {
    match (a.standard, a.elite) {
        (0, 0) => "none".into(),
        (s, 0) => format!("{s} Standard"),
        (0, e) => format!("{e} Elite"),
        (s, e) => format!("{s} Standard, {e} Elite"),
    }
}

fn step_name(step: Step) -> &'static str {
    match step {
        Step::StartRoll => "rolling for the starting player",
        Step::Picks => "choosing factions and Wizards",
        Step::Building => "building the board",
        Step::Strongholds => "King Zarkul's Strongholds",
        Step::Dealing => "dealing the starting hands",
        Step::StartDeployment => "the starting deployment",
        Step::Disputes => "disputed tiles",
        Step::Draw => "Draw Step",
        Step::Deployment => "Deployment Step",
        Step::Advance => "Advance Step",
        Step::Attack => "Attack and Defence Step",
        Step::Consolidation => "Consolidation",
        Step::ConsolidationDeployment => "Consolidation Deployment",
        Step::Over => "the game is over",
    }
}

/// The table as text.
pub fn render(session: &Value) -> String {
    let v = &session["view"];
    match serde_json::from_value::<ThaloriaView>(v.clone()) {
        Ok(view) => render_view(&view),
        Err(_) => serde_json::to_string_pretty(v).unwrap_or_default(),
    }
}

fn render_view(v: &ThaloriaView) -> String {
    let name = |s: u8| {
        v.players
            .get(usize::from(s))
            .and_then(|p| p.faction)
            .map_or_else(|| format!("Player {}", u16::from(s) + 1), |f| f.name().to_string())
    };
    let tile = |t: u8| v.tiles.get(usize::from(t)).map_or_else(|| format!("tile {t}"), |x| x.name.clone());
    let mut s = String::new();
    let _ =
        writeln!(s, "\n== Heroes and Spells: round {}, {}'s turn, {} ==", v.round, name(v.active), step_name(v.step));
    for (i, p) in v.players.iter().enumerate() {
        let seat = u8::try_from(i).unwrap_or(0);
        let wizard = p.wizard.map_or("no Wizard yet", |w| w.name());
        if !p.alive {
            let _ = writeln!(s, "{}. {} ({wizard}): out of the game", i + 1, name(seat));
            continue;
        }
        let _ = writeln!(
            s,
            "{}. {} ({wizard}): {}/{} Life | Reserve {} | field {} | Fallen {} | Dungeons {} | Army Power {} | {} enemy tiles | {} cards{}",
            i + 1,
            name(seat),
            p.life,
            p.start_life,
            army(p.reserve),
            army(p.on_tiles),
            army(p.fallen),
            army(p.in_dungeons),
            p.army_power,
            p.territory,
            p.hand_size,
            if p.muster_token { "" } else { " | Last Muster used" },
        );
        if let Some(hand) = &p.hand {
            let cards: Vec<String> = hand.iter().map(|c| format!("{} ({})", c.name(), c.code())).collect();
            let _ = writeln!(s, "   hand: {}", if cards.is_empty() { "empty".into() } else { cards.join(", ") });
        }
    }
    let busy: Vec<String> = v
        .tiles
        .iter()
        .filter(|t| !t.troops.is_empty() || t.banner.is_some() || matches!(t.ground, Ground::Grotto))
        .map(|t| {
            let troops: Vec<String> =
                t.troops.iter().map(|tr| format!("{} {}", name(tr.seat), army(tr.army))).collect();
            let mut line = t.name.clone();
            if let Some(b) = t.banner {
                let _ = write!(line, " [{} banner]", name(b));
            }
            if t.disputed {
                line.push_str(" (disputed)");
            }
            if !troops.is_empty() {
                let _ = write!(line, ": {}", troops.join("; "));
            }
            line
        })
        .collect();
    let _ = writeln!(s, "Tiles with Warriors or banners ({} tiles on the map):", v.tiles.len());
    for line in busy {
        let _ = writeln!(s, "   {line}");
    }
    for p in &v.prisons {
        let _ = writeln!(
            s,
            "   {} Dungeon holds {} of {} for {} more Draw Steps",
            name(p.keeper),
            army(p.army),
            name(p.owner),
            p.left
        );
    }
    if let Some(c) = &v.combat {
        let dice = |d: &[rampart_engine::thaloria::Die]| {
            d.iter()
                .map(|x| if x.face == 0 { "?".to_string() } else { x.value().to_string() })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(
            s,
            "Combat at {}: {} attacks {}, round {}; attack [{}] defence [{}]",
            tile(c.tile),
            name(c.attacker),
            name(c.defender),
            c.round,
            dice(&c.attack),
            dice(&c.defence)
        );
    }
    if !v.chain.is_empty() {
        let _ = writeln!(s, "Spell Chain (bottom first; the last resolves first):");
        for item in &v.chain {
            let aim = match item.aim {
                Aim::Seat { seat } => format!(" at {}", name(seat)),
                Aim::Tile { tile: t } => format!(" at {}", tile(t)),
                Aim::Tiles { from, to } => format!(" at {} and {}", tile(from), tile(to)),
                _ => String::new(),
            };
            let copy = if item.copy { " (copy)" } else { "" };
            let _ = writeln!(s, "   {}: {}{copy}{aim}", name(item.seat), item.card.name());
        }
        if let Some(p) = v.priority {
            let _ = writeln!(s, "   priority: {}", name(p));
        }
    }
    if !v.in_play.is_empty() {
        let cards: Vec<String> = v
            .in_play
            .iter()
            .map(|l| {
                let left = if l.left > 0 { format!(", {} left", l.left) } else { String::new() };
                format!("{} ({}{left})", Card(l.card.0).name(), name(l.owner))
            })
            .collect();
        let _ = writeln!(s, "In play: {}", cards.join("; "));
    }
    let _ = writeln!(s, "Main Deck {} cards, discard pile {}", v.deck, v.discard.len());
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use rampart_engine::thaloria::{Thaloria, ThaloriaConfig};
    use rampart_engine::Game;

    #[test]
    fn a_game_reads_as_text_with_its_wizards_and_hand() {
        let config = ThaloriaConfig { players: 3, ..ThaloriaConfig::default() };
        let g = Thaloria::new(&config).expect("config");
        let view = serde_json::to_value(g.view(0)).expect("view");
        let text = render(&serde_json::json!({ "game": "thaloria", "view": view }));
        assert!(text.contains("Heroes and Spells: round 1"), "{text}");
        assert!(text.contains("Player 3"), "{text}");
        assert!(text.contains("the Grotto"), "{text}");
        assert!(text.contains("Main Deck 100 cards"), "{text}");
    }
}

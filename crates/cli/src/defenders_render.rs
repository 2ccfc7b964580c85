//! Defenders of the Realm in the terminal: the protocol's view (JSON) as readable text.
//!
//! The view's parts are decoded into the engine's own types, and the engine's data tables give
//! the names of cards, quests and places. Anything that does not decode is shown as JSON.

use std::fmt::Write as _;

use rampart_engine::defenders::data::{
    self, dark_card_name, location, quest_data, quest_name, Colour, General, Quest, Requirement, COLOURS,
};
use rampart_engine::defenders::{
    Combat, Effect, EndReason, GeneralState, NightState, Pending, Phase, Reroll, Roll, RollFor, SeatState, Spot,
    Stance, WindowPoint,
};
use rampart_engine::words::counted;
use serde::de::DeserializeOwned;
use serde_json::Value;

fn get<T: DeserializeOwned>(v: &Value) -> Option<T> {
    serde_json::from_value(v.clone()).ok()
}

/// A location's name.
fn loc(l: u8) -> &'static str {
    location(l).name
}

/// A Hero card as printed (the engine's [`data::card_name`]).
pub fn card(id: u8) -> String {
    data::card_name(id)
}

fn seat_name(seats: &[SeatState], s: u8) -> String {
    match seats.get(usize::from(s)).and_then(|st| st.hero.as_ref()) {
        Some(h) => format!("seat {} ({})", s + 1, h.kind.name()),
        None => format!("seat {}", s + 1),
    }
}

fn list_or_none(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// "3 black, 1 red" (empty for none).
fn minions(m: &[u8; 4]) -> String {
    COLOURS
        .iter()
        .filter(|c| m[c.index()] > 0)
        .map(|c| format!("{} {}", m[c.index()], c.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a quest asks, with the progress made so far.
fn quest_progress(q: Quest, kills: &[u8; 4], visited: u8) -> String {
    let ticks = |places: &[u8; 3]| {
        places
            .iter()
            .enumerate()
            .map(|(i, &l)| format!("{} {}", loc(l), if visited & (1 << i) != 0 { "[x]" } else { "[ ]" }))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match quest_data(q).requirement {
        Requirement::Roll { at, dice, need } => {
            let need = if need >= 6 { "a 6".to_string() } else { format!("a {need}+") };
            format!("1 action at {}, roll {dice} dice, {need} on any die", loc(at))
        }
        Requirement::RollPerAction { at, need } => format!("at {}: 1 die per action, a {need}+ on any die", loc(at)),
        Requirement::BuildGate(c) => format!("build a Magic Gate on a {} location", c.name()),
        Requirement::VisitInns(inns) => format!("be at each Inn on your turn: {}", ticks(&inns)),
        Requirement::Militia(places) => format!("1 action at each of {}", ticks(&places)),
        Requirement::Kill(need) => {
            let parts: Vec<String> = COLOURS
                .iter()
                .filter(|c| need[c.index()] > 0)
                .map(|c| format!("{}/{} {}", kills[c.index()], need[c.index()], c.race()))
                .collect();
            format!("defeat minions: {}", parts.join(", "))
        }
        Requirement::Scout(g) => format!("1 action where {} stands", g.data().name),
    }
}

fn pending_text(p: &Pending) -> String {
    match p {
        Pending::ChooseHero => "choose a new hero".into(),
        Pending::Stance => "the Eagle Rider picks Sky or Ground".into(),
        Pending::Form => "the Sorcerer picks her form".into(),
        Pending::Action => "take an action, play a card, or end the Daytime".into(),
        Pending::Commit => "commit cards to the General combat, then Done".into(),
        Pending::NextAttacker => "pick the next hero to attack".into(),
        Pending::Reroll => "re-roll failed dice or keep them".into(),
        Pending::Discard { count } => format!("discard {}", counted(*count, "card", "cards")),
        Pending::Push => "push Undead minions away".into(),
        Pending::Window { point } => format!(
            "play a purple card or reward, or pass ({})",
            match point {
                WindowPoint::DayStart => "as the Daytime starts",
                WindowPoint::Combat => "during the General combat",
                WindowPoint::NightStart => "before the Night's first Darkness card",
                WindowPoint::Revealed => "a Darkness card was revealed",
                WindowPoint::TurnEnd => "at the end of the turn",
            }
        ),
        Pending::Foresight => "the Wizard may discard the Darkness card just drawn".into(),
        Pending::Effect(e) => match e {
            Effect::PlaceGate => "pick a location for the Magic Gate".into(),
            Effect::MoveHero { hero: None, .. } => "pick a hero to move".into(),
            Effect::MoveHero { hero: Some(s), .. } => format!("pick where seat {}'s hero goes", s + 1),
            Effect::Purity => "pick a location to purify".into(),
            Effect::OneCrystal => "pick a Tainted Crystal to remove".into(),
            Effect::Archers { left } => format!("pick green locations to clear ({left} left)"),
            Effect::Strategy { left } => format!("pick locations to clear ({left} left), then a General"),
            Effect::Kill { left, .. } => format!("pick minions to remove ({left} left)"),
            Effect::Sweep { budget, .. } => format!("Cavalry Sweep ({budget} left)"),
            Effect::Spy => "pick the General that does not heal".into(),
            Effect::CancelPlacement { .. } => "pick the placement to cancel".into(),
            Effect::CallColour { draws, .. } => format!("call a colour, then draw {draws}"),
            Effect::Visions { undecided, kept, .. } if !undecided.is_empty() || !kept.is_empty() => {
                "Dark Visions: keep or throw out, then order".into()
            }
            Effect::Visions { .. } => "Dark Visions".into(),
        },
    }
}

fn end_text(e: &EndReason) -> String {
    match e {
        EndReason::Victory => "Victory: all four Generals are defeated".into(),
        EndReason::GeneralInCity { general } => format!("Defeat: {} entered Monarch City", general.data().name),
        EndReason::Shortage { colour } => format!("Defeat: no {} minion was left to place", colour.name()),
        EndReason::Crystals => "Defeat: the last Tainted Crystal was placed".into(),
        EndReason::CityFallen => "Defeat: five minions stand in Monarch City".into(),
    }
}

/// What die `i` of roll `r` is aimed at and the roll that hits it there, before a hero's bonuses:
/// "red Demons, hits on 4+", "Balazarg, hits on 5+".
fn target(r: &Roll, i: usize, general: Option<General>) -> Option<String> {
    if let Some(g) = general {
        return Some(format!("{}, hits on {}+", g.data().name, g.data().to_hit));
    }
    let c = r.aims.get(i).copied().flatten()?;
    Some(format!("{} {}s, hits on {}+", c.name(), c.race(), c.minion_hit()))
}

/// The die being rolled now and what it is for, for Assist mode's question ("aimed at the red
/// Demons, which fall on 4+"); None when no die is due.
pub fn chance_detail(session: &Value) -> Option<String> {
    let v = &session["view"];
    let r: Roll = get(&v["roll"])?;
    let i = r.next_unrolled()?;
    if matches!(r.purpose, RollFor::Engage { fireball: true, .. }) {
        return Some(format!("die {} of {}, Fireball: it hits on 2+", i + 1, r.faces.len()));
    }
    let general = match r.purpose {
        RollFor::GeneralAttack { .. } => get::<Combat>(&v["combat"]).map(|c| c.general),
        _ => None,
    };
    let t = target(&r, i, general)?;
    Some(format!("die {} of {}: {t}; a hero's bonuses add to the face", i + 1, r.faces.len()))
}

fn roll_text(r: &Roll, seats: &[SeatState], combat: Option<&Combat>) -> String {
    let purpose = match &r.purpose {
        RollFor::Engage { seat, loc: l, fireball } => format!(
            "{} {} the minions at {}",
            seat_name(seats, *seat),
            if *fireball { "casts Fireball at" } else { "engages" },
            loc(*l)
        ),
        RollFor::Corruption => "Balazarg's corruption".into(),
        RollFor::GeneralAttack { seat } => format!("{} attacks the General", seat_name(seats, *seat)),
        RollFor::HealLand { seat } => format!("{} heals the land", seat_name(seats, *seat)),
        RollFor::Quest { seat } => format!("{} works on a quest", seat_name(seats, *seat)),
        RollFor::PenaltyLife { seat } => format!("the General's life penalty for {}", seat_name(seats, *seat)),
        RollFor::PenaltyCards { seat } => format!("the General's card penalty for {}", seat_name(seats, *seat)),
        RollFor::Envoy { seat, center } => {
            format!("{}'s Envoy: minions removed near {}", seat_name(seats, *seat), loc(*center))
        }
    };
    let general = match &r.purpose {
        RollFor::GeneralAttack { .. } => combat.map(|c| c.general),
        _ => None,
    };
    let fireball = matches!(r.purpose, RollFor::Engage { fireball: true, .. });
    let faces: Vec<String> = r
        .faces
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            let face = if f == 0 { "not rolled".to_string() } else { f.to_string() };
            match target(r, i, None) {
                Some(t) if !fireball => format!("{face} ({t})"),
                _ => face,
            }
        })
        .collect();
    let mut s = format!("Dice: {purpose}");
    if fireball {
        s.push_str(" (Fireball: every die hits on 2+)");
    } else if let Some(t) = general.and_then(|g| target(r, 0, Some(g))) {
        let _ = write!(s, " ({t})");
    }
    let _ = write!(s, ": {}", faces.join(", "));
    if !r.rerolls_used.is_empty() {
        let used: Vec<&str> = r
            .rerolls_used
            .iter()
            .map(|x| match x {
                Reroll::Dwarf => "Dwarf",
                Reroll::EagleGround => "Eagle Rider",
                Reroll::Unicorn => "Unicorn Steed",
                Reroll::BattleLuck => "Battle Luck",
            })
            .collect();
        let _ = write!(s, "  re-rolls used: {}", used.join(", "));
    }
    s
}

fn combat_text(c: &Combat, seats: &[SeatState]) -> String {
    let mut s = format!(
        "Combat: {} at {}, started by {}; {} so far\n",
        c.general.data().name,
        loc(c.loc),
        seat_name(seats, c.initiator),
        counted(c.hits, "hit", "hits")
    );
    for &p in &c.participants {
        let cards: Vec<String> = c.committed.iter().filter(|(q, _)| *q == p).map(|(_, id)| card(*id)).collect();
        let boost = c.boost.iter().find(|(q, _)| *q == p).map_or(0, |(_, b)| *b);
        let _ = write!(s, "  {}: committed {}", seat_name(seats, p), list_or_none(cards));
        if boost > 0 {
            let _ = write!(s, ", +{boost} dice");
        }
        if c.rolled.contains(&p) {
            s.push_str(", has rolled");
        }
        s.push('\n');
    }
    let mut notes = Vec::new();
    if c.parries > 0 {
        notes.push(format!("Gorgutt parries left: {}", c.parries));
    }
    if c.blessed {
        notes.push("Amarak's Blessing cancels the General's skill".into());
    }
    if !c.to_commit.is_empty() {
        let next: Vec<String> = c.to_commit.iter().map(|&q| seat_name(seats, q)).collect();
        notes.push(format!("still to commit: {}", next.join(", ")));
    }
    if !notes.is_empty() {
        let _ = writeln!(s, "  {}", notes.join("; "));
    }
    s
}

fn night_text(n: &NightState, phase: Phase) -> Option<String> {
    if phase != Phase::Night && n.current.is_none() {
        return None;
    }
    let mut s = String::from("Night: ");
    if n.skip {
        s.push_str("no Darkness cards are drawn this Night");
    } else if n.cards > 0 {
        let _ = write!(s, "Darkness card {} of {}", (n.index + 1).min(n.cards), n.cards);
    }
    if let Some((card, full)) = n.current {
        let _ = write!(s, ": {}{}", dark_card_name(card), if full { "" } else { " (General only)" });
    }
    let mut notes = Vec::new();
    for (i, done) in n.cancel_place.iter().enumerate() {
        if *done {
            notes.push(format!("placement {} cancelled", if i == 0 { "A" } else { "B" }));
        }
    }
    if n.cancel_advance {
        notes.push("the General's advance is cancelled".into());
    }
    if !n.spied.is_empty() {
        let names: Vec<&str> = n.spied.iter().map(|g| g.data().name).collect();
        notes.push(format!("not healing this turn: {}", names.join(", ")));
    }
    if !notes.is_empty() {
        let _ = write!(s, " ({})", notes.join("; "));
    }
    Some(s)
}

struct GeneralLine {
    general: General,
    state: GeneralState,
    loc: Option<u8>,
    track: u8,
    major: bool,
}

fn generals(v: &Value) -> Option<Vec<GeneralLine>> {
    v.as_array()?
        .iter()
        .map(|g| {
            Some(GeneralLine {
                general: get(&g["general"])?,
                state: get(&g["state"])?,
                loc: get(&g["loc"])?,
                track: get(&g["track"])?,
                major: g["major"].as_bool()?,
            })
        })
        .collect()
}

/// The table as text, from a `SessionView` of a Defenders game (its `view` and `to_act`).
pub fn render(session: &Value) -> String {
    let v = &session["view"];
    match render_view(session, v) {
        Some(s) => s,
        None => serde_json::to_string_pretty(v).unwrap_or_default(),
    }
}

fn render_view(session: &Value, v: &Value) -> Option<String> {
    let seats: Vec<SeatState> = get(&v["seats"])?;
    let board: Vec<Spot> = get(&v["board"])?;
    let phase: Phase = get(&v["phase"])?;
    let gens = generals(&v["generals"])?;
    let active: u8 = get(&v["active"])?;
    let supply: [u8; 4] = get(&v["supply"])?;
    let night: NightState = get(&v["night"])?;
    let champion: Vec<(u8, u8)> = get(&v["champion"]).unwrap_or_default();
    let phase_name = match phase {
        Phase::Setup => "setting up",
        Phase::Daytime => "Daytime",
        Phase::Dusk => "Dusk",
        Phase::Evening => "Evening",
        Phase::Night => "Night",
        Phase::EndOfTurn => "End of turn",
    };
    let mut s = String::new();
    if phase == Phase::Setup {
        s.push_str("\n== Defenders of the Realm: setting up ==\n");
    } else {
        let _ = writeln!(
            s,
            "\n== Defenders of the Realm: turn {}, {phase_name}, {}'s turn ==",
            v["turn"],
            seat_name(&seats, active)
        );
    }
    let cards = v["night_cards"].as_u64().unwrap_or(0);
    let _ = writeln!(
        s,
        "War Status box {} of 4: {} per Night",
        v["war_box"],
        counted(cards, "Darkness card", "Darkness cards")
    );
    let _ = writeln!(
        s,
        "Supply: {} minions, {}, {}",
        minions(&supply),
        counted(v["crystals"].as_u64().unwrap_or(0), "Tainted Crystal", "Tainted Crystals"),
        counted(v["gates"].as_u64().unwrap_or(0), "Magic Gate", "Magic Gates")
    );
    let discard: Vec<u8> = get(&v["dark_discard"]).unwrap_or_default();
    let _ = writeln!(
        s,
        "Decks: Hero {} (discard {}), Darkness Spreads {} (discard {}), Quests {}",
        v["hero_deck"],
        v["hero_discard"],
        v["dark_deck"],
        discard.len(),
        v["quest_deck"]
    );
    if let Some(&last) = discard.last() {
        let _ = writeln!(s, "Last Darkness card: {}", dark_card_name(last));
    }
    let top: Vec<u8> = get(&v["dark_top"]).unwrap_or_default();
    if !top.is_empty() {
        let names: Vec<String> = top.iter().map(|&c| dark_card_name(c)).collect();
        let _ = writeln!(s, "Next Darkness cards, in order: {}", names.join("; "));
    }

    s.push_str("Generals:\n");
    for g in &gens {
        let d = g.general.data();
        let who = format!("{} ({}, {})", d.name, g.general.colour().race(), g.general.colour().name());
        match g.loc {
            None => {
                let by = g.state.slain_by.map_or(String::new(), |x| format!(" by {}", seat_name(&seats, x)));
                let _ = writeln!(s, "  {who:<28} defeated{by}");
            }
            Some(l) => {
                let step = if g.state.step == 0 { "start".to_string() } else { format!("step {} of 4", g.state.step) };
                let mut line =
                    format!("  {who:<28} at {:<20} ({step}), {}/{} hits to defeat", loc(l), g.state.remaining, g.track);
                if g.major {
                    line.push_str(", major wound");
                }
                if g.state.heal_from.is_some() {
                    line.push_str(", healing");
                }
                let _ = writeln!(s, "{line}");
            }
        }
    }

    s.push_str("Heroes:\n");
    for (i, seat) in seats.iter().enumerate() {
        let mark = if i == usize::from(active) { ">" } else { " " };
        let Some(h) = &seat.hero else {
            let why = if seat.out { "out of heroes" } else { "no hero (one is still to come)" };
            let _ = writeln!(s, "{mark} Seat {}: {why}", i + 1);
            continue;
        };
        let mut line = format!(
            "{mark} Seat {}: {} at {}, life {}/{}, {} left",
            i + 1,
            h.kind.name(),
            loc(h.loc),
            h.life,
            h.max_life,
            counted(h.actions, "action", "actions")
        );
        if let Some(st) = h.stance {
            line.push_str(match st {
                Stance::Sky => ", in the Sky",
                Stance::Ground => ", on the Ground",
            });
        }
        if let Some(c) = h.form {
            let _ = write!(line, ", in {} form", c.race());
        }
        if h.extra_next_turn {
            line.push_str(", +1 action next turn");
        }
        let _ = writeln!(s, "{line}");
        let hand: Vec<String> = h.hand.iter().map(|&c| card(c)).collect();
        let _ = writeln!(s, "    Hand ({}): {}", hand.len(), list_or_none(hand));
        match &h.quest {
            Some(q) => {
                let _ = writeln!(
                    s,
                    "    Quest: {}: {}",
                    quest_name(q.quest),
                    quest_progress(q.quest, &q.minions, q.visited)
                );
            }
            None => s.push_str("    Quest: none\n"),
        }
        let rewards: Vec<String> = h.rewards.iter().map(|&q| quest_name(q)).collect();
        let done: Vec<String> = seat.quests_done.iter().map(|&q| quest_name(q)).collect();
        let slain: Vec<String> = seat.generals.iter().map(|g| g.data().name.to_string()).collect();
        let mut line = format!(
            "    Rewards: {}. Quests done: {}. Generals slain: {}.",
            list_or_none(rewards),
            list_or_none(done),
            list_or_none(slain)
        );
        if let Some((points, _)) = champion.get(i) {
            let _ = write!(line, " King's Champion points: {points}.");
        }
        let _ = writeln!(s, "{line}");
    }

    s.push_str("Board (locations with minions, crystals, gates, heroes or Generals):\n");
    let mut warned = false;
    for (i, spot) in board.iter().enumerate() {
        let l = i as u8;
        let here: Vec<String> = seats
            .iter()
            .enumerate()
            .filter_map(|(n, st)| {
                st.hero.as_ref().filter(|h| h.loc == l).map(|h| format!("seat {} {}", n + 1, h.kind.name()))
            })
            .collect();
        let general = gens.iter().find(|g| g.loc == Some(l)).map(|g| g.general.data().name);
        if spot.total() == 0 && spot.crystals == 0 && !spot.gate && here.is_empty() && general.is_none() {
            continue;
        }
        let colour = location(l).colour.map_or("", Colour::name);
        let mut parts = Vec::new();
        if spot.total() > 0 {
            warned |= spot.total() >= 3;
            let warn = if spot.total() >= 3 { " (!)" } else { "" };
            parts.push(format!("minions {}{warn}", minions(&spot.minions)));
        }
        if spot.crystals > 0 {
            parts.push(counted(spot.crystals, "crystal", "crystals"));
        }
        if spot.gate {
            parts.push("gate".into());
        }
        if let Some(g) = general {
            parts.push(format!("General {g}"));
        }
        if !here.is_empty() {
            parts.push(format!("heroes: {}", here.join(", ")));
        }
        let _ = writeln!(s, "  {:<22} {:<6} {}", loc(l), colour, parts.join("; "));
    }

    if warned {
        s.push_str("  ((!) = 3 minions or more: one more overruns the location)\n");
    }
    if let Some(line) = night_text(&night, phase) {
        let _ = writeln!(s, "{line}");
    }
    let combat = get::<Combat>(&v["combat"]);
    if let Some(c) = &combat {
        s.push_str(&combat_text(c, &seats));
    }
    if let Some(r) = get::<Roll>(&v["roll"]) {
        let _ = writeln!(s, "{}", roll_text(&r, &seats, combat.as_ref()));
    }
    if let Some(e) = get::<EndReason>(&v["end"]) {
        let _ = writeln!(s, "{}", end_text(&e));
    }
    match (get::<Pending>(&v["pending"]), session["to_act"]["seat"].as_u64()) {
        (Some(p), Some(seat)) => {
            let _ = writeln!(s, "Now: {} decides: {}", seat_name(&seats, seat as u8), pending_text(&p));
        }
        _ if session["to_act"]["kind"] == "chance" => s.push_str("Now: a die roll or card draw\n"),
        _ => {}
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rampart_engine::defenders::data::{loc as place, HeroKind};
    use rampart_engine::defenders::{Defenders, DefendersConfig, DefendersView, OpenQuest};
    use serde_json::json;

    fn table() -> Defenders {
        let config = DefendersConfig {
            players: 2,
            heroes: vec![Some(HeroKind::Wizard), Some(HeroKind::Dwarf)],
            ..DefendersConfig::default()
        };
        Defenders::setup(&config).unwrap()
    }

    fn shown(g: &Defenders, to_act: Value) -> String {
        let view = serde_json::to_value(DefendersView::of(g, 0)).unwrap();
        render(&json!({"game": "defenders", "view": view, "to_act": to_act}))
    }

    #[test]
    fn the_table_before_the_first_turn() {
        let text = shown(&table(), json!({"kind": "chance"}));
        assert!(text.contains("War Status box 1 of 4: 1 Darkness card per Night"), "{text}");
        assert!(text.contains("Supply: 22 black, 22 blue, 22 red, 22 green minions, 11 Tainted Crystals"), "{text}");
        assert!(text.contains("Varkolak (Undead, black)"), "{text}");
        assert!(text.contains("at Dark Woods"), "{text}");
        assert!(text.contains("(start), 5/5 hits to defeat"), "{text}");
        assert!(text.contains("> Seat 1: Wizard at Monarch City, life 5/5"), "{text}");
        assert!(text.contains("Hand (0): none"), "{text}");
        assert!(text.contains("Scorpion Canyon"), "{text}");
        assert!(text.contains("minions 3 red (!); 1 crystal; General Balazarg"), "{text}");
        assert!(text.contains("heroes: seat 1 Wizard, seat 2 Dwarf"), "{text}");
        assert!(text.contains("Now: a die roll or card draw"), "{text}");
        assert!(!text.contains("Combat:") && !text.contains("Night:"), "{text}");
    }

    #[test]
    fn a_night_a_combat_dice_quests_and_a_slain_general() {
        let mut g = table();
        g.phase = Phase::Night;
        g.night.cards = 2;
        g.night.index = 1;
        g.night.current = Some((6, false));
        g.night.cancel_advance = true;
        g.generals[1].remaining = 0;
        g.generals[1].slain_by = Some(1);
        g.seats[1].generals.push(General::Sapphire);
        g.generals[0].remaining = 2;
        g.generals[0].step = 2;
        if let Some(h) = g.hero_mut(0) {
            h.hand = vec![0, 77];
            h.quest = Some(OpenQuest { quest: Quest::Rumors, minions: [0; 4], visited: 0b101 });
            h.rewards.push(Quest::UnicornSteed);
        }
        if let Some(h) = g.hero_mut(1) {
            h.quest = Some(OpenQuest { quest: Quest::OrcHunter, minions: [0, 0, 0, 2], visited: 0 });
            h.loc = place::SEA_BIRD_PORT;
        }
        g.seats[0].quests_done.push(Quest::UnicornSteed);
        // Built from JSON, so fields added to Combat later (with serde defaults) need no change here.
        let combat: Combat = serde_json::from_value(json!({
            "general": General::Varkolak, "loc": place::SEA_BIRD_PORT, "initiator": 1, "participants": [1],
            "committed": [[1, 0]], "rolled": [], "parries": 0, "blessed": true, "boost": [[1, 2]], "hits": 1,
            "to_commit": [],
        }))
        .unwrap();
        g.combat = Some(combat);
        g.roll = Some(Roll {
            purpose: RollFor::GeneralAttack { seat: 1 },
            aims: Vec::new(),
            faces: vec![6, 0, 0],
            rerolls_used: vec![Reroll::Dwarf],
            settled: false,
        });
        let text = shown(&g, json!({"kind": "chance"}));
        for want in [
            "War Status box 2 of 4",
            "Sapphire (Dragonkin, blue)",
            "defeated by seat 2 (Dwarf)",
            "at Sea Bird Port        (step 2 of 4), 2/5 hits to defeat",
            "Hand (2): Amarak Peak (blue, Gate, 1 die), ",
            "Quest: Rumors: be at each Inn on your turn: Chimera Inn [x], Eagle Nest Inn [ ], Gryphon Inn [x]",
            "Rewards: Unicorn Steed. Quests done: Unicorn Steed. Generals slain: none. King's Champion points: 1.",
            "Quest: Orc Hunter: defeat minions: 2/6 Orc",
            "Generals slain: Sapphire.",
            "Night: Darkness card 2 of 2: #7 Ghost Marsh 2 / Whispering Woods 1 — Varkolak → Father Oak Forest +3 \
             (General only) (the General's advance is cancelled)",
            "Combat: Varkolak at Sea Bird Port, started by seat 2 (Dwarf); 1 hit so far",
            "  seat 2 (Dwarf): committed Amarak Peak (blue, Gate, 1 die), +2 dice",
            "Amarak's Blessing cancels the General's skill",
            "Dice: seat 2 (Dwarf) attacks the General (Varkolak, hits on 4+): 6, not rolled, not rolled  \
             re-rolls used: Dwarf",
        ] {
            assert!(text.contains(want), "missing {want:?} in\n{text}");
        }
    }

    #[test]
    fn the_end_and_the_decider() {
        let mut g = table();
        g.end = Some(EndReason::GeneralInCity { general: General::Gorgutt });
        let text = shown(&g, json!({"kind": "game_over"}));
        assert!(text.contains("Defeat: Gorgutt entered Monarch City"), "{text}");
        let text = shown(&table(), json!({"kind": "decision", "seat": 1}));
        assert!(!text.contains("decides"), "no pending decision in the view yet: {text}");
    }

    #[test]
    fn assist_says_what_the_die_is_aimed_at_and_what_hits() {
        let mut g = table();
        g.roll = Some(Roll {
            purpose: RollFor::Engage { seat: 0, loc: place::SEA_BIRD_PORT, fireball: false },
            aims: vec![Some(Colour::Red), Some(Colour::Green)],
            faces: vec![4, 0],
            rerolls_used: Vec::new(),
            settled: false,
        });
        let view = serde_json::to_value(DefendersView::of(&g, 0)).unwrap();
        let session = json!({"game": "defenders", "view": view, "to_act": {"kind": "chance"}});
        assert_eq!(
            chance_detail(&session).as_deref(),
            Some("die 2 of 2: green Orcs, hits on 3+; a hero's bonuses add to the face")
        );
        let text = render(&session);
        assert!(text.contains(": 4 (red Demons, hits on 4+), not rolled (green Orcs, hits on 3+)"), "{text}");
        g.roll = None;
        let view = serde_json::to_value(DefendersView::of(&g, 0)).unwrap();
        assert_eq!(chance_detail(&json!({"view": view})), None, "no die is due");
    }

    #[test]
    fn a_view_that_does_not_decode_is_shown_as_json() {
        let text = render(&json!({"game": "defenders", "view": {"seats": 3}}));
        assert!(text.contains("\"seats\": 3"), "{text}");
    }
}

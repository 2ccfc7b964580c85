//! The Info sheet of every board element: what it is, its rules in our own words (see
//! [`text`]) and its state now, read from the engine's own [`DefendersView`].

use rampart_engine::defenders::data::{
    dark_card_name, neighbours, DarkKind, General, Loc, LocKind, COLOURS, DARKNESS, GENERAL_LIST, LOCATIONS,
    LOCATION_COUNT,
};
use rampart_engine::defenders::DefendersView;
use rampart_engine::words::counted;

use super::super::board::Info;
use super::element::Element;
use super::text;

fn minions_line(minions: [u8; 4]) -> String {
    let parts: Vec<String> = COLOURS
        .iter()
        .filter(|c| minions[c.index()] > 0)
        .map(|c| format!("{} {}", minions[c.index()], text::race_plural(*c, minions[c.index()])))
        .collect();
    if parts.is_empty() {
        "No minions here.".to_string()
    } else {
        format!("Minions: {}.", parts.join(", "))
    }
}

/// A seat's display name, as the engine names seats everywhere else (the dock, the log): its
/// hero ("Paladin"), or "Hero 2" before one is dealt.
pub fn seat_name(v: &DefendersView, s: u8) -> String {
    match v.hero(s) {
        Some(h) => h.kind.name().to_string(),
        None => format!("Hero {}", u16::from(s) + 1),
    }
}

/// A location's full name ("Location #n" off the board).
pub fn loc_name(l: Loc) -> String {
    LOCATIONS.get(usize::from(l)).map_or_else(|| format!("Location #{l}"), |d| d.name.to_string())
}

/// The Info of an element: what it is, its rules in our words, and its state now.
pub fn info(v: &DefendersView, el: Element) -> Info {
    match el {
        Element::Loc(l) => loc_info(v, l),
        Element::General(g) => general_info(v, g),
        Element::Hero(s) => hero_info(v, s),
        Element::Card { seat, index } => match v.hero(seat).and_then(|h| h.hand.get(index).copied()) {
            Some(c) => text::card_info(c),
            None => Info { title: "No card".into(), ..Info::default() },
        },
        Element::Quest(s) => match v.hero(s).and_then(|h| h.quest) {
            Some(q) => text::quest_info(q.quest, Some((q.minions, q.visited))),
            None => Info { title: "No open quest".into(), ..Info::default() },
        },
        Element::Reward(_, q) => text::reward_info(q),
        Element::War => text::war_info(v.war_box, v.night_cards),
        Element::Darkness => dark_info(v),
    }
}

fn loc_info(v: &DefendersView, l: Loc) -> Info {
    let Some(data) = LOCATIONS.get(usize::from(l)) else {
        return Info { title: loc_name(l), subtitle: "Not on this board".into(), lines: Vec::new() };
    };
    let colour = data.colour.map(|c| c.name()).unwrap_or_default();
    let subtitle = match data.kind {
        LocKind::Normal => format!("{} location", text::capital(colour)),
        LocKind::Inn => "Inn".to_string(),
        LocKind::MonarchCity => "The King's city".to_string(),
        LocKind::GeneralStart(g) => format!("{} location, where {} starts", text::capital(colour), g.data().name),
    };
    let mut lines = vec![text::loc_kind_rules(data.kind, data.colour).to_string()];
    let spot = v.spot(l);
    lines.push(minions_line(spot.minions));
    if spot.crystals > 0 {
        lines.push(format!(
            "Tainted: {}. A hero here may try to heal the land with a {colour} card.",
            counted(spot.crystals, "crystal", "crystals")
        ));
    }
    if spot.gate {
        lines.push("A Magic Gate stands here: Gate cards lead here, and with two or more gates a hero can step from gate to gate for one action.".into());
    }
    if let Some(g) = v.general_at(l) {
        lines.push(format!("{} is here ({} of {} wounds to go).", g.general.data().name, g.state.remaining, g.track));
    }
    let heroes = v.heroes_at(l);
    if !heroes.is_empty() {
        let names: Vec<String> = heroes.iter().map(|&s| seat_name(v, s)).collect();
        lines.push(format!("Heroes here: {}.", names.join(", ")));
    }
    for g in GENERAL_LIST {
        if let Some(step) = g.data().path.iter().position(|&p| p == l) {
            if data.kind != LocKind::MonarchCity && step > 0 {
                lines.push(format!("Step {step} of {}'s march on Monarch City.", g.data().name));
            }
        }
    }
    if data.chest {
        lines.push("A treasure chest is marked here (the Rogue's Thievery).".into());
    }
    if usize::from(l) < LOCATION_COUNT {
        let n: Vec<&str> =
            neighbours(l).iter().filter_map(|&n| LOCATIONS.get(usize::from(n))).map(|d| d.name).collect();
        lines.push(format!("Paths to: {}.", n.join(", ")));
    }
    Info { title: data.name.to_string(), subtitle, lines }
}

fn general_info(v: &DefendersView, g: General) -> Info {
    let d = g.data();
    let mut lines = vec![text::general_rules(g).to_string()];
    match v.general(g) {
        Some(x) if x.state.remaining == 0 => {
            let by = x.state.slain_by.map(|s| format!(" by {}", seat_name(v, s))).unwrap_or_default();
            lines.push(format!("Defeated{by}."));
        }
        Some(x) => {
            lines.push(format!(
                "At {} (step {} of 4). {} of {} wounds still needed{}{}.",
                x.loc.map_or_else(|| "?".into(), loc_name),
                x.state.step,
                x.state.remaining,
                x.track,
                if x.major { "; in its major-wound zone: it does not advance" } else { "" },
                if x.state.heal_from.is_some() { "; healing" } else { "" },
            ));
            let path: Vec<&str> =
                d.path.iter().filter_map(|&p| LOCATIONS.get(usize::from(p))).map(|l| l.name).collect();
            lines.push(format!("Path: {}.", path.join(" → ")));
        }
        None => {}
    }
    Info {
        title: d.name.to_string(),
        subtitle: format!("General of the {} ({})", text::race_plural(g.colour(), 2), g.colour().name()),
        lines,
    }
}

fn hero_info(v: &DefendersView, s: u8) -> Info {
    let Some(h) = v.hero(s) else {
        let out = v.seats.get(usize::from(s)).is_some_and(|x| x.out);
        return Info {
            title: seat_name(v, s),
            subtitle: if out { "Out of heroes".into() } else { "No hero yet".into() },
            lines: Vec::new(),
        };
    };
    let mut lines = vec![text::hero_rules(h.kind).to_string()];
    lines.push(format!(
        "At {}. Life tokens {} of {}{}.",
        loc_name(h.loc),
        h.life,
        h.max_life,
        if s == v.active {
            format!("; {} left this turn", counted(h.actions, "action", "actions"))
        } else {
            String::new()
        }
    ));
    if let Some(st) = h.stance {
        lines.push(format!("Stance this turn: {}.", text::stance_name(st)));
    }
    if let Some(f) = h.form {
        lines.push(format!("In the form of a {}.", f.race()));
    }
    lines.push(format!("{} in hand.", counted(h.hand.len(), "card", "cards")));
    if let Some((points, quests)) = v.champion.get(usize::from(s)) {
        lines.push(format!(
            "King's Champion: {}, {} completed.",
            counted(*points, "point", "points"),
            counted(*quests, "quest", "quests")
        ));
    }
    Info {
        title: seat_name(v, s),
        subtitle: if s == v.active { "Hero, taking the turn".into() } else { "Hero".into() },
        lines,
    }
}

fn dark_info(v: &DefendersView) -> Info {
    let known = |c: &u8| usize::from(*c) < DARKNESS.len();
    let mut lines = vec![
        "Each Night the active player draws Darkness Spreads cards (1, 2 or 3 by the War Status): minions arrive on the named locations and a General may march one step along its path.".to_string(),
        format!("{} left in the deck.", counted(v.dark_deck, "card", "cards")),
    ];
    for (i, &c) in v.dark_top.iter().enumerate().filter(|(_, c)| known(c)) {
        lines.push(format!("Known card {}: {}.", i + 1, dark_card_name(c)));
    }
    if let Some(c) = v.night.current.map(|(c, _)| c).filter(known) {
        lines.push(format!("Being resolved: {}.", dark_card_name(c)));
    } else if let Some(&c) = v.dark_discard.last().filter(|c| known(c)) {
        lines.push(format!("Last drawn: {}.", dark_card_name(c)));
    }
    Info { title: "Darkness Spreads".into(), subtitle: "Deck".into(), lines }
}

/// A Darkness card in a few words, with the map's short names: "Ghost 2, Whisper 1; Varkolak".
pub fn dark_short(id: u8) -> String {
    let Some(card) = DARKNESS.get(usize::from(id)) else { return format!("#{id}") };
    let head = match card.kind {
        DarkKind::Regular { a, b } => format!("{} {}, {} {}", super::map::short(a.0), a.1, super::map::short(b.0), b.1),
        DarkKind::AllIsQuiet => "All is Quiet".into(),
        DarkKind::OrcPatrols => "Orc Patrols".into(),
        DarkKind::OrcWarParty => "Orc War Party".into(),
        DarkKind::MonarchCity => "Monarch City".into(),
    };
    match card.advance {
        Some(adv) => format!("{head}; {}", adv.general.data().name),
        None => head,
    }
}

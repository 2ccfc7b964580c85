//! The rules of each board element in our own words (a paraphrase of the rulebook and the facts
//! sheet, never its text), and short names for tight spaces.

use rampart_engine::defenders::data::{
    card_name, quest_data, Band, CardKind, Colour, General, HeroKind, LocKind, Portrait, Quest, Requirement, Special,
    HERO_CARDS, LOCATIONS,
};
use rampart_engine::defenders::{EndReason, Phase, RollFor, Stance};
use rampart_engine::words::counted;

use super::super::board::Info;

/// "Orcs", "Demon", ... by count.
pub fn race_plural(c: Colour, n: u8) -> &'static str {
    match (c, n == 1) {
        (Colour::Black, _) => "Undead",
        (Colour::Blue, _) => "Dragonkin",
        (Colour::Red, true) => "Demon",
        (Colour::Red, false) => "Demons",
        (Colour::Green, true) => "Orc",
        (Colour::Green, false) => "Orcs",
    }
}

/// "Blue" from "blue".
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// What kind of place a location is, and what that means.
pub fn loc_kind_rules(kind: LocKind, colour: Option<Colour>) -> &'static str {
    match kind {
        LocKind::MonarchCity => {
            "Every hero starts here and heals fully here. It never overruns, but the game is lost if a General walks in or five minions gather here."
        }
        LocKind::Inn => {
            "Inns are never overrun or tainted. Here a hero may spend up to two actions a turn on Rumors (call a colour, draw cards, keep that colour and purple ones) and heals fully when no enemy is present."
        }
        _ if colour == Some(Colour::Red) => {
            "At most three minions fit here; a fourth overruns the place (a Tainted Crystal, one minion to each neighbour). Three Demons alone already taint it."
        }
        _ => "At most three minions fit here; a fourth overruns the place: a Tainted Crystal goes here and one minion of that colour to each neighbour.",
    }
}

/// A General's combat habits and penalty, in short.
pub fn general_rules(g: General) -> &'static str {
    match g {
        General::Varkolak => {
            "Undead General. Hit on 4+; no re-rolls of any kind against him. Losing to him costs each hero a die roll of life tokens and of Hero Cards; he never keeps major wounds."
        }
        General::Sapphire => {
            "Dragon General. Hit on 5+; if a fight ends without killing her she is back at full health at once. Losing costs each hero 3 life tokens and a die roll of Hero Cards."
        }
        General::Balazarg => {
            "Demon General. Hit on 4+; before the attack one die per committed card is rolled and each 1 spoils that card. Losing costs each hero 1-3 life tokens and the whole hand."
        }
        General::Gorgutt => {
            "Orc General. Hit on 3+; every 1 an attacker rolls cancels a hit. Losing costs each hero 2 life tokens and 2 Hero Cards."
        }
    }
}

/// A hero's abilities, in short.
pub fn hero_rules(k: HeroKind) -> &'static str {
    match k {
        HeroKind::Cleric => {
            "+1 on each die against Undead and Demon minions; pushes Undead away at the end of the turn; can purify tainted land without a card."
        }
        HeroKind::Dwarf => {
            "An extra action when starting on a red location; re-rolls misses against Dragonkin and Sapphire; takes one wound less from minions and Generals."
        }
        HeroKind::EagleRider => {
            "Flies up to 4 spaces for one action. Each turn chooses Sky (no wounds where the turn ends) or Ground (one re-roll per fight)."
        }
        HeroKind::Paladin => {
            "Rides up to 2 spaces for one action without a card; Undead cause him no Fear; takes one wound less from minions and Generals."
        }
        HeroKind::Ranger => {
            "+1 on attack dice and an extra action on green locations; can attack minions on a neighbouring location."
        }
        HeroKind::Rogue => {
            "Minions do not wound her at the end of a turn (Fear still does); an extra card on a treasure chest; Rumors draws 5 cards per action."
        }
        HeroKind::Sorcerer => {
            "May take a minion race's form each turn: no wounds from that race and a bonus on her first attack against it, but no City or Inns. +1 die on quests and healing the land."
        }
        HeroKind::Wizard => {
            "Once a turn teleports anywhere for one action; Fireball kills minions on 2+ with a card of their colour; may throw back a Darkness card just drawn and draw another."
        }
    }
}

/// A purple card's effect, in short.
pub fn special_rules(s: Special) -> &'static str {
    match s {
        Special::MagicGate => "Put a Magic Gate on any location.",
        Special::HammerOfValor => "Move any one hero to any location.",
        Special::SpellOfPurity => "Clear every Tainted Crystal from one location.",
        Special::ElvenArchers => "Clear all minions from two green locations.",
        Special::BattleStrategy => "Clear three locations of minions, then push a General back one step.",
        Special::AllIsQuiet => "No Darkness Spreads cards are drawn this Night.",
        Special::BattleLuck => "Re-roll every missed die of one fight.",
        Special::BattleFury => "For one action, every minion where the hero stands falls.",
        Special::LocalInformation => "At an Inn: draw 5, keep one called colour and any purple cards.",
        Special::KingsGuardAttack => "Remove up to 6 minions in and around Monarch City.",
        Special::CavalrySweep => "Ride along paths removing 6 minions, at most 2 per place; Dragonkin count double.",
        Special::DarkVisions => "Look at the next Darkness cards, throw any out, put the rest back in your order.",
        Special::MilitiaSecuresArea => "Cancel the minions of one location on the Darkness card just drawn.",
        Special::StrongDefenses => "Cancel the General advance of the Darkness card just drawn.",
        Special::SpyInTheCamp => "One General does not heal this turn.",
    }
}

/// A movement band's rule.
fn band_rules(b: Band) -> &'static str {
    match b {
        Band::Horse => "Discard and spend an action to ride up to 2 spaces along paths.",
        Band::Eagle => "Discard and spend an action to fly up to 4 spaces along paths.",
        Band::Gate => "Discard and spend an action to go to the card's location or to any Magic Gate.",
    }
}

/// A short name for a Hero card: the location or purple card's name.
pub fn card_short(id: u8) -> String {
    match HERO_CARDS.get(usize::from(id)).map(|c| c.kind) {
        Some(CardKind::Location { loc, .. }) => {
            LOCATIONS.get(usize::from(loc)).map_or_else(|| format!("#{id}"), |l| l.name.to_string())
        }
        Some(CardKind::Special { special, .. }) => special.name().to_string(),
        None => format!("#{id}"),
    }
}

/// The card's colour class name ("blue", "purple").
pub fn card_colour_class(id: u8) -> &'static str {
    match HERO_CARDS.get(usize::from(id)).map(|c| c.kind) {
        Some(CardKind::Location { loc, .. }) => {
            LOCATIONS.get(usize::from(loc)).and_then(|l| l.colour).map_or("none", |c| c.name())
        }
        Some(CardKind::Special { .. }) => "purple",
        None => "none",
    }
}

/// The card's band and dice in a few characters: "Horse · 1", "Purple · 2".
pub fn card_badge(id: u8) -> String {
    match HERO_CARDS.get(usize::from(id)).map(|c| c.kind) {
        Some(CardKind::Location { band, dice, .. }) => format!("{} · {dice}⚀", band.name()),
        Some(CardKind::Special { dice, .. }) => format!("Purple · {dice}⚀"),
        None => String::new(),
    }
}

/// A Hero card's Info.
pub fn card_info(id: u8) -> Info {
    let Some(card) = HERO_CARDS.get(usize::from(id)) else {
        return Info { title: format!("Card #{id}"), subtitle: "Unknown card".into(), lines: Vec::new() };
    };
    let mut lines = Vec::new();
    let subtitle = match card.kind {
        CardKind::Location { loc, band, dice } => {
            let colour = LOCATIONS.get(usize::from(loc)).and_then(|l| l.colour);
            lines.push(band_rules(band).to_string());
            lines.push("On its location: discard it to build a Magic Gate there.".into());
            if let Some(c) = colour {
                lines.push(format!(
                    "On a tainted {} location: discard it to try to heal the land (two dice, a 5+ removes a crystal).",
                    c.name()
                ));
                lines.push(format!(
                    "Against {}: adds {}.",
                    c.general().data().name,
                    counted(dice, "attack die", "attack dice")
                ));
            }
            format!("{} Hero Card, {} band", capital(colour.map_or("plain", |c| c.name())), band.name())
        }
        CardKind::Special { special, portrait, dice } => {
            lines.push(special_rules(special).to_string());
            lines.push(
                "Purple cards may be played at any time, even in another hero's turn, and leave the game once used."
                    .into(),
            );
            let against = match portrait {
                Portrait::Any => "any General".to_string(),
                Portrait::Of(g) => g.data().name.to_string(),
            };
            lines.push(format!("Against {against}: adds {}.", counted(dice, "attack die", "attack dice")));
            "Purple (special) Hero Card".to_string()
        }
    };
    Info { title: card_name(id), subtitle, lines }
}

fn place(l: u8) -> &'static str {
    LOCATIONS.get(usize::from(l)).map_or("?", |d| d.name)
}

/// What a quest asks, in short.
pub fn quest_requirement(q: Quest) -> String {
    match quest_data(q).requirement {
        Requirement::Roll { at, dice, need } => {
            format!(
                "At {}: one action, roll {dice} dice, any {need}{} wins.",
                place(at),
                if need < 6 { "+" } else { "" }
            )
        }
        Requirement::RollPerAction { at, need } => {
            format!("At {}: one die per action spent, any {need}+ wins.", place(at))
        }
        Requirement::BuildGate(c) => format!("Build a Magic Gate on a {} location.", c.name()),
        Requirement::VisitInns(inns) => {
            format!("Visit {}, {} and {}.", place(inns[0]), place(inns[1]), place(inns[2]))
        }
        Requirement::Militia(ls) => {
            format!("Spend an action at {}, {} and {}.", place(ls[0]), place(ls[1]), place(ls[2]))
        }
        Requirement::Kill(k) => {
            let parts: Vec<String> = [Colour::Black, Colour::Blue, Colour::Red, Colour::Green]
                .iter()
                .filter(|c| k[c.index()] > 0)
                .map(|c| format!("{} {}", k[c.index()], race_plural(*c, k[c.index()])))
                .collect();
            format!("Defeat {}.", parts.join(", "))
        }
        Requirement::Scout(g) => format!("Spend an action where {} stands.", g.data().name),
    }
}

/// What a quest gives, in short.
pub fn quest_reward(q: Quest) -> &'static str {
    match q {
        Quest::AmuletOfTheGods => "For good: +1 on every combat die.",
        Quest::BootsOfSpeed => "For good: 2 more actions each turn.",
        Quest::HelmOfPower => "For good: one more Hero Card each Evening.",
        Quest::WarBannerOfValor => "For good: losing to a General costs nothing.",
        Quest::FindMagicGate => "Use once: 2 more dice in one fight.",
        Quest::UnicornSteed => "For good: ride as with a Horse card, and one re-roll per fight.",
        Quest::Rumors => "At once: draw 4 Hero Cards.",
        Quest::OrganizeMilitia => "Use once: stop one General's advance.",
        Quest::AmazonEnvoy | Quest::DukeEnvoy | Quest::ElfEnvoy => {
            "At once: remove a die roll of minions within 2 steps."
        }
        Quest::AmaraksBlessing => "Use once: a General's combat skill does not work for one fight.",
        Quest::KingOfTheGryphons => "Use once: move up to 2 heroes anywhere, free.",
        Quest::Raids => "Use once: draw no Darkness cards at the end of one of your turns.",
        Quest::OrcHunter => "Use once: cancel the Orcs of one green location on a Darkness card.",
        Quest::DemonHunter => "Use once: cancel the Demons of one red location on a Darkness card.",
        Quest::DragonHunter => "Use once: cancel the Dragonkin of one blue location on a Darkness card.",
        Quest::UndeadHunter => "Use once: cancel the Undead of one black location on a Darkness card.",
        Quest::Scout(_) => "At once: take the General's first card of its colour from the Hero deck.",
        Quest::CrystalOfLight => "Use once: remove a Tainted Crystal where you stand.",
        Quest::AncientTreeOfMagic => "Use once: remove a Tainted Crystal anywhere.",
    }
}

/// A quest's Info, with its progress if open.
pub fn quest_info(q: Quest, progress: Option<([u8; 4], u8)>) -> Info {
    let data = quest_data(q);
    let mut lines = vec![quest_requirement(q), format!("Reward: {}", quest_reward(q))];
    if data.fail_discards {
        lines.push("A missed roll loses the quest; a new one is drawn.".into());
    }
    if let Some((minions, visited)) = progress {
        if minions.iter().any(|&m| m > 0) {
            let [k, b, r, g] = minions;
            lines.push(format!(
                "Defeated so far: {k} Undead, {b} Dragonkin, {r} {}, {g} {}.",
                race_plural(Colour::Red, r),
                race_plural(Colour::Green, g)
            ));
        }
        if visited != 0 {
            lines.push(format!("Places done: {} of 3.", visited.count_ones()));
        }
    }
    lines.push("Each completed quest is a King's Champion point.".into());
    Info { title: data.name.to_string(), subtitle: "Quest".into(), lines }
}

/// A reward's Info.
pub fn reward_info(q: Quest) -> Info {
    let data = quest_data(q);
    Info {
        title: data.name.to_string(),
        subtitle: if data.permanent { "Reward, for good".into() } else { "Reward, used once".into() },
        lines: vec![quest_reward(q).to_string()],
    }
}

/// The War Status track's Info.
pub fn war_info(war_box: u8, night_cards: u8) -> Info {
    Info {
        title: "War Status".into(),
        subtitle: format!("Box {war_box} of 4: {}", war_name(war_box)),
        lines: vec![
            "Every General defeated moves the marker one box on, and the Nights grow darker.".into(),
            "Early War: 1 Darkness card a Night. Mid War (two boxes): 2 cards, the second only moves a General. Late War: 3 cards, the last only moves a General.".into(),
            format!("Now: {} each Night.", counted(night_cards, "card", "cards")),
        ],
    }
}

/// "Early War", "Mid War", "Late War".
pub fn war_name(b: u8) -> &'static str {
    match b {
        0 | 1 => "Early War",
        2 | 3 => "Mid War",
        _ => "Late War",
    }
}

/// A one- or two-letter mark for a hero on the map.
pub fn hero_initials(k: HeroKind) -> &'static str {
    match k {
        HeroKind::Cleric => "C",
        HeroKind::Dwarf => "D",
        HeroKind::EagleRider => "E",
        HeroKind::Paladin => "P",
        HeroKind::Ranger => "Ra",
        HeroKind::Rogue => "Ro",
        HeroKind::Sorcerer => "S",
        HeroKind::Wizard => "W",
    }
}

/// The time of day as the status line words it ("daytime", "end_of_turn").
pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "setup",
        Phase::Daytime => "daytime",
        Phase::Dusk => "dusk",
        Phase::Evening => "evening",
        Phase::Night => "night",
        Phase::EndOfTurn => "end_of_turn",
    }
}

/// How the game ended, as the status line words it ("victory", "city_fallen").
pub fn end_name(e: EndReason) -> &'static str {
    match e {
        EndReason::Victory => "victory",
        EndReason::GeneralInCity { .. } => "general_in_city",
        EndReason::Shortage { .. } => "shortage",
        EndReason::Crystals => "crystals",
        EndReason::CityFallen => "city_fallen",
    }
}

/// What dice are rolled for, as the fight panel words it ("general attack").
pub fn roll_name(r: &RollFor) -> &'static str {
    match r {
        RollFor::Engage { .. } => "engage",
        RollFor::Corruption => "corruption",
        RollFor::GeneralAttack { .. } => "general attack",
        RollFor::HealLand { .. } => "heal land",
        RollFor::Quest { .. } => "quest",
        RollFor::PenaltyLife { .. } => "penalty life",
        RollFor::PenaltyCards { .. } => "penalty cards",
        RollFor::Envoy { .. } => "envoy",
    }
}

/// The Eagle Rider's stance in one word ("sky").
pub fn stance_name(s: Stance) -> &'static str {
    match s {
        Stance::Sky => "sky",
        Stance::Ground => "ground",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rampart_engine::defenders::data::General;
    use serde_json::Value;

    /// The engine's serde tag of `v` (its string, or its `tag` field).
    fn tag_of(v: impl serde::Serialize, tag: &str) -> String {
        match serde_json::to_value(v).expect("serialises") {
            Value::String(s) => s,
            other => other.get(tag).and_then(Value::as_str).expect("tagged").to_string(),
        }
    }

    /// The words the board always showed were the engine's serde names; they still are.
    #[test]
    fn state_words_are_the_engines_names() {
        use Phase::*;
        for p in [Setup, Daytime, Dusk, Evening, Night, EndOfTurn] {
            assert_eq!(phase_name(p), tag_of(p, ""));
        }
        for e in [
            EndReason::Victory,
            EndReason::GeneralInCity { general: General::Gorgutt },
            EndReason::Shortage { colour: Colour::Red },
            EndReason::Crystals,
            EndReason::CityFallen,
        ] {
            assert_eq!(end_name(e), tag_of(e, "kind"));
        }
        for r in [
            RollFor::Engage { seat: 0, loc: 1, fireball: false },
            RollFor::Corruption,
            RollFor::GeneralAttack { seat: 0 },
            RollFor::HealLand { seat: 0 },
            RollFor::Quest { seat: 0 },
            RollFor::PenaltyLife { seat: 0 },
            RollFor::PenaltyCards { seat: 0 },
            RollFor::Envoy { seat: 0, center: 1 },
        ] {
            assert_eq!(roll_name(&r), tag_of(&r, "for").replace('_', " "));
        }
        for s in [Stance::Sky, Stance::Ground] {
            assert_eq!(stance_name(s), tag_of(s, ""));
        }
    }
}

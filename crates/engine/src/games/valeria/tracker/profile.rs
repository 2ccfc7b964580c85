//! "Match your box" for Siege of Valeria: the Troop costs and the Siege Engines' Range Charts, which
//! the rulebook never prints (see [`crate::table::profile`]). The designed values are the game's
//! own, in `data`; the rules they must satisfy are the rulebook's worked examples. The tracker shows
//! them as a reference beside the Battlefield.

use crate::games::valeria::data::{EngineKind, TroopClass, TroopKind};
use crate::table::{BoxProblem, BoxProfile, BoxValue};

pub(super) const STRENGTH: &str = "troop_strength";
pub(super) const MAGIC: &str = "troop_magic";
const G_TROOPS: &str = "Troop costs";
const G_RANGE: &str = "Range Charts";
/// The Range Chart's rows (1 is the Vanguard).
const ROWS: [&str; 5] = ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"];
/// Lowest in-range cost. rulebook: Overkill — 3 Strength reaches no in-range Siege Engine... and
/// a Troop: three 1s reach no Front card.
const LOWEST_COST: i32 = 4;
const LOWEST_RANGE: i32 = 5;

fn range_key(engine: EngineKind) -> String {
    let name: String =
        engine.name().chars().filter(|c| c.is_ascii_alphanumeric() || *c == ' ').collect::<String>().to_lowercase();
    format!("range_{}", name.replace(' ', "_"))
}

fn designed_range(engine: EngineKind) -> Vec<i32> {
    engine.range_chart().iter().map(|c| c.map_or(0, i32::from)).collect()
}

/// The values an owner can match.
pub(super) fn values() -> Vec<BoxValue> {
    let names: Vec<&str> = TroopKind::ALL.iter().map(|t| t.name()).collect();
    let strength: Vec<i32> = TroopKind::ALL.iter().map(|t| i32::from(t.strength())).collect();
    let magic: Vec<i32> = TroopKind::ALL.iter().map(|t| i32::from(t.magic())).collect();
    let mut values = vec![
        BoxValue::list(STRENGTH, "Strength cost", G_TROOPS, &strength, (0, 12), (12, 12)).items(&names).rule(
            "rulebook: Gargoyle Talon costs 4 (Resolve an Event), Troll Brute 7 (Champions), Dragonkin Warlord 8 \
             (Overkill); an Orc Archer falls to one Soldier 6 (Attacking the Enemy); every Troop costs at least 4 in \
             all (three 1s reach no Front card); designed: the rest",
        ),
        BoxValue::list(MAGIC, "Magic cost", G_TROOPS, &magic, (0, 12), (12, 12)).items(&names).rule(
            "rulebook: Attack Troops cost no Magic and Magical Troops some; the Lycan Mage falls to Holy 4 + \
             Soldier 3 + Soldier 1 (Magic at most 4, at most 8 in all); designed: the rest",
        ),
    ];
    for engine in EngineKind::ALL {
        values.push(
            BoxValue::list(&range_key(engine), engine.name(), G_RANGE, &designed_range(engine), (0, 12), (5, 5))
                .items(&ROWS)
                .rule(
                    "0 is a black bar (out of range); an orange bar costs at least 5 (rulebook: Overkill — 3 Strength \
                 reaches no in-range Siege Engine); at least one orange bar; the Battering Ram is out of range in rows \
                 3-5 (Attacking the Enemy); the Breach Tower's orange bars are all 8 (ruling A-17); designed: the rest",
                ),
        );
    }
    values
}

/// A Troop's (Strength, Magic) cost under `profile`.
pub(super) fn troop_cost(profile: &BoxProfile, troop: TroopKind) -> (i32, i32) {
    let i = TroopKind::ALL.iter().position(|t| *t == troop).unwrap_or(0);
    let pick = |key: &str, designed: i32| profile.list(key).and_then(|l| l.get(i)).copied().unwrap_or(designed);
    (pick(STRENGTH, i32::from(troop.strength())), pick(MAGIC, i32::from(troop.magic())))
}

/// A Siege Engine's Range Chart under `profile`: rows 1 to 5, `None` out of range.
pub(super) fn range_chart(profile: &BoxProfile, engine: EngineKind) -> Vec<Option<i32>> {
    profile.list_or(&range_key(engine), &designed_range(engine)).iter().map(|v| (*v > 0).then_some(*v)).collect()
}

/// The rules the values must satisfy together: the rulebook's examples.
pub(super) fn check(profile: &BoxProfile) -> Vec<BoxProblem> {
    let mut problems = Vec::new();
    let fixed = [
        (TroopKind::GargoyleTalon, 4, "Resolve an Event"),
        (TroopKind::TrollBrute, 7, "Champions"),
        (TroopKind::DragonkinWarlord, 8, "Overkill"),
    ];
    for (troop, cost, section) in fixed {
        let (s, m) = troop_cost(profile, troop);
        if (s, m) != (cost, 0) {
            problems.push(BoxProblem::new(
                STRENGTH,
                format!("the {} costs {cost} Strength and no Magic (rulebook: {section} example)", troop.name()),
            ));
        }
    }
    for troop in TroopKind::ALL {
        let (s, m) = troop_cost(profile, troop);
        let name = troop.name();
        match troop.class() {
            TroopClass::Attack if m != 0 => {
                problems.push(BoxProblem::new(MAGIC, format!("the {name} is an Attack Troop: it costs no Magic")))
            }
            TroopClass::Magical if m == 0 => {
                problems.push(BoxProblem::new(MAGIC, format!("the {name} is a Magical Troop: it costs some Magic")))
            }
            _ => {}
        }
        if s + m < LOWEST_COST {
            problems.push(BoxProblem::new(
                STRENGTH,
                format!("the {name} costs {} in all; every Troop costs at least 4 (rulebook: Overkill)", s + m),
            ));
        }
    }
    let (archer, _) = troop_cost(profile, TroopKind::OrcArcher);
    if archer > 6 {
        problems.push(BoxProblem::new(
            STRENGTH,
            "an Orc Archer falls to one Soldier 6: it costs at most 6 (rulebook: Attacking the Enemy example)",
        ));
    }
    let (ls, lm) = troop_cost(profile, TroopKind::LycanMage);
    if lm > 4 || ls + lm > 8 {
        problems.push(BoxProblem::new(
            MAGIC,
            "the Lycan Mage falls to Holy 4 + Soldier 3 + Soldier 1: Magic at most 4 and at most 8 in all \
             (rulebook: Attacking the Enemy example)",
        ));
    }
    for engine in EngineKind::ALL {
        let key = range_key(engine);
        let chart = range_chart(profile, engine);
        let name = engine.name();
        if chart.iter().all(Option::is_none) {
            problems.push(BoxProblem::new(&key, format!("the {name} needs at least one orange bar")));
        }
        if let Some(c) = chart.iter().flatten().find(|c| **c < LOWEST_RANGE) {
            problems.push(BoxProblem::new(
                &key,
                format!("the {name}'s orange bar of {c}: every one costs at least 5 (rulebook: Overkill)"),
            ));
        }
        if engine == EngineKind::BatteringRam && chart.iter().skip(2).any(Option::is_some) {
            problems.push(BoxProblem::new(
                &key,
                "the Battering Ram is out of range in rows 3 to 5 (rulebook: Attacking the Enemy)",
            ));
        }
        if engine == EngineKind::BreachTower && chart.iter().flatten().any(|c| *c != 8) {
            problems.push(BoxProblem::new(&key, "the Breach Tower's orange bars are all 8 (ruling A-17)"));
        }
    }
    problems
}

/// The reference lines the tracker shows: every Troop's cost and every Range Chart.
pub(super) fn reference(profile: &BoxProfile) -> (String, String) {
    let troops: Vec<String> = TroopKind::ALL
        .iter()
        .map(|t| match troop_cost(profile, *t) {
            (s, 0) => format!("{} {s}", t.name()),
            (s, m) => format!("{} {s} + {m} Magic", t.name()),
        })
        .collect();
    let engines: Vec<String> = EngineKind::ALL
        .iter()
        .map(|e| {
            let rows: Vec<String> = range_chart(profile, *e)
                .iter()
                .enumerate()
                .filter_map(|(row, c)| c.map(|c| format!("row {} {c}", row + 1)))
                .collect();
            format!("{}: {}", e.name(), rows.join(", "))
        })
        .collect();
    (troops.join("; "), engines.join("; "))
}

//! The data tables against the counts and checks of docs/rules-notes/defenders.md §4.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::super::data::*;

fn name(l: Loc) -> &'static str {
    location(l).name
}

fn l(name: &str) -> Loc {
    loc_by_name(name).unwrap_or_else(|| panic!("no location {name:?}"))
}

fn colour_key(c: Option<Colour>) -> &'static str {
    c.map_or("none", Colour::name)
}

fn bfs(from: Loc) -> Vec<Option<u8>> {
    let mut dist = vec![None; LOCATION_COUNT];
    dist[from as usize] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(u) = queue.pop_front() {
        let d = dist[u as usize].unwrap();
        for &(a, b) in EDGES.iter() {
            let v = if a == u {
                b
            } else if b == u {
                a
            } else {
                continue;
            };
            if dist[v as usize].is_none() {
                dist[v as usize] = Some(d + 1);
                queue.push_back(v);
            }
        }
    }
    dist
}

#[test]
fn locations_count_colours_and_kinds() {
    assert_eq!(LOCATIONS.len(), 45);
    assert_eq!(LOCATION_COUNT, 45);
    let mut colours: BTreeMap<&str, usize> = BTreeMap::new();
    for d in LOCATIONS.iter() {
        *colours.entry(colour_key(d.colour)).or_default() += 1;
    }
    assert_eq!(colours, BTreeMap::from([("green", 11), ("red", 10), ("blue", 10), ("black", 10), ("none", 4)]));

    let count = |f: &dyn Fn(&LocationData) -> bool| LOCATIONS.iter().filter(|d| f(d)).count();
    assert_eq!(count(&|d| d.kind == LocKind::MonarchCity), 1);
    assert_eq!(count(&|d| d.kind == LocKind::Inn), 3);
    assert_eq!(count(&|d| matches!(d.kind, LocKind::GeneralStart(_))), 4);
    assert_eq!(count(&|d| d.kind == LocKind::Normal), 37);
    // Colour None exactly for Monarch City and the Inns.
    for d in LOCATIONS.iter() {
        assert_eq!(d.colour.is_none(), matches!(d.kind, LocKind::MonarchCity | LocKind::Inn), "{}", d.name);
    }
    assert_eq!(location(MONARCH_CITY).kind, LocKind::MonarchCity);
    assert_eq!(name(MONARCH_CITY), "Monarch City");
    for inn in INNS {
        assert_eq!(location(inn).kind, LocKind::Inn);
    }
    // Each General starts on a location of its own colour.
    for g in GENERAL_LIST {
        let start = g.data().path[0];
        assert_eq!(location(start).kind, LocKind::GeneralStart(g));
        assert_eq!(location(start).colour, Some(g.colour()));
        assert_eq!(general_at_start(start), Some(g));
    }
    assert_eq!(general_at_start(MONARCH_CITY), None);
    // Alphabetical order, and distinct src ids.
    assert!(LOCATIONS.windows(2).all(|w| w[0].name < w[1].name));
    let ids: BTreeSet<u8> = LOCATIONS.iter().map(|d| d.src_id).collect();
    assert_eq!(ids.len(), 45);
}

#[test]
fn chests_and_starting_gate() {
    let chests: Vec<&str> = LOCATIONS.iter().filter(|d| d.chest).map(|d| d.name).collect();
    assert_eq!(
        chests,
        [
            "Bounty Bay",
            "Land of Amazons",
            "McCorm Highlands",
            "Mermaid Harbor",
            "Monarch City",
            "Pleasant Hill",
            "Sea Bird Port"
        ]
    );
    let gates: Vec<&str> = LOCATIONS.iter().filter(|d| d.gate_at_start).map(|d| d.name).collect();
    assert_eq!(gates, ["Dancing Stone"]);
    assert_eq!(loc::DANCING_STONE, l("Dancing Stone"));
}

#[test]
fn loc_constants_and_names_round_trip() {
    for (i, d) in LOCATIONS.iter().enumerate() {
        assert_eq!(loc_by_name(d.name), Some(i as Loc));
        assert_eq!(loc_by_name(&d.name.to_uppercase()), Some(i as Loc));
        assert_eq!(loc_by_name(&d.name.to_lowercase()), Some(i as Loc));
    }
    assert_eq!(loc_by_name("Nowhere"), None);
    assert_eq!(loc_by_name("Monarch"), None);
    assert_eq!(loc::AMARAK_PEAK, 0);
    assert_eq!(loc::WYVERN_FOREST, 44);
    assert_eq!(loc::HEAVENS_GLADE, l("Heaven's Glade"));
    assert_eq!(loc::DRAGONS_TEETH_RANGE, l("Dragon's Teeth Range"));
    assert_eq!(loc::MCCORM_HIGHLANDS, l("McCorm Highlands"));
    assert_eq!(loc::SEAGAUL_LAGOON, l("Seagaul Lagoon"));
    assert_eq!(INNS, [l("Chimera Inn"), l("Eagle Nest Inn"), l("Gryphon Inn")]);
}

#[test]
fn edges_and_degrees() {
    assert_eq!(EDGES.len(), 75);
    let mut seen = BTreeSet::new();
    for &(a, b) in EDGES.iter() {
        assert_ne!(a, b, "self-loop at {}", name(a));
        assert!((a as usize) < LOCATION_COUNT && (b as usize) < LOCATION_COUNT);
        assert!(seen.insert((a.min(b), a.max(b))), "duplicate edge {} - {}", name(a), name(b));
    }
    let degrees: Vec<usize> = (0..LOCATION_COUNT as Loc).map(|x| neighbours(x).len()).collect();
    assert_eq!(degrees.iter().sum::<usize>(), 150);
    let mut dist: BTreeMap<usize, usize> = BTreeMap::new();
    for d in &degrees {
        *dist.entry(*d).or_default() += 1;
    }
    assert_eq!(dist, BTreeMap::from([(1, 5), (2, 8), (3, 11), (4, 11), (5, 8), (6, 2)]));
    // ADJ agrees with EDGES and is sorted.
    for x in 0..LOCATION_COUNT as Loc {
        let n = neighbours(x);
        assert!(n.windows(2).all(|w| w[0] < w[1]), "{} neighbours unsorted", name(x));
        for &y in n {
            assert!(seen.contains(&(x.min(y), x.max(y))));
            assert!(neighbours(y).contains(&x));
        }
    }
    // Every inn is a leaf.
    for inn in INNS {
        assert_eq!(neighbours(inn).len(), 1);
    }
}

#[test]
fn monarch_city_neighbours_and_distances() {
    let mut names: Vec<&str> = neighbours(MONARCH_CITY).iter().map(|&x| name(x)).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        ["Bounty Bay", "Dancing Stone", "Father Oak Forest", "Greenleaf Village", "Orc Valley", "Wolf Pass"]
    );
    let from_mc = bfs(MONARCH_CITY);
    assert!(from_mc.iter().all(Option::is_some), "the board is not connected");
    let max = from_mc.iter().map(|d| d.unwrap()).max().unwrap();
    assert_eq!(max, 5);
    let farthest: Vec<&str> =
        (0..LOCATION_COUNT as Loc).filter(|&x| distance(MONARCH_CITY, x) == 5).map(name).collect();
    assert_eq!(farthest, ["Eagle Nest Inn"]);
}

#[test]
fn distances_match_bfs_and_are_symmetric() {
    for a in 0..LOCATION_COUNT as Loc {
        let d = bfs(a);
        for b in 0..LOCATION_COUNT as Loc {
            assert_eq!(Some(distance(a, b)), d[b as usize], "{} → {}", name(a), name(b));
            assert_eq!(distance(a, b), distance(b, a));
        }
        assert_eq!(distance(a, a), 0);
    }
}

/// The table computed from [`EDGES`] is the one data.rs held as a literal (tests/distances.txt).
#[test]
fn distances_equal_the_table_once_written_out() {
    let rows: Vec<&str> = include_str!("distances.txt").lines().filter(|r| !r.starts_with('#')).collect();
    assert_eq!(rows.len(), LOCATION_COUNT);
    for (a, row) in rows.iter().enumerate() {
        let (numbers, place) = row.split_once(" # ").expect("a row ends with its location's name");
        assert_eq!(place, name(a as Loc));
        let old: Vec<u8> = numbers.split(' ').map(|n| n.parse().expect("a distance")).collect();
        let new: Vec<u8> = (0..LOCATION_COUNT as Loc).map(|b| distance(a as Loc, b)).collect();
        assert_eq!(new, old, "from {place}");
    }
}

#[test]
fn general_paths() {
    let expected = [
        ("Varkolak", ["Dark Woods", "Windy Pass", "Sea Bird Port", "Father Oak Forest", "Monarch City"]),
        ("Sapphire", ["Blizzard Mountains", "Heaven's Glade", "Ancient Ruins", "Greenleaf Village", "Monarch City"]),
        ("Balazarg", ["Scorpion Canyon", "Raven Forest", "Angel Tear Falls", "Bounty Bay", "Monarch City"]),
        ("Gorgutt", ["Thorny Woods", "Amarak Peak", "Eagle Peak Pass", "Orc Valley", "Monarch City"]),
    ];
    let mut used = BTreeSet::new();
    for (g, (gname, path)) in GENERAL_LIST.iter().zip(expected) {
        let data = g.data();
        assert_eq!(data.name, gname);
        assert_eq!(data.path.map(name), path);
        assert_eq!(data.path[4], MONARCH_CITY);
        for w in data.path.windows(2) {
            assert!(neighbours(w[0]).contains(&w[1]), "{}: {} - {} is no edge", gname, name(w[0]), name(w[1]));
        }
        for (step, &p) in data.path[..4].iter().enumerate() {
            assert!(used.insert(p), "{} shared by two paths", name(p));
            assert_eq!(usize::from(distance(p, MONARCH_CITY)), 4 - step);
        }
    }
    let stats: Vec<_> = GENERALS.iter().map(|d| (d.track, d.to_hit, d.major_at)).collect();
    assert_eq!(stats, [(5, 4, 0), (4, 5, 0), (6, 4, 1), (6, 3, 2)]);
    assert_eq!(General::Varkolak.data().penalty_life, Amount::D6);
    assert_eq!(General::Balazarg.data().penalty_cards, Amount::All);
    assert_eq!(General::Gorgutt.data().penalty_life, Amount::Fixed(2));
    assert_eq!(General::Sapphire.data().penalty_life, Amount::Fixed(3));
    // To-hit equals the minion hit number of the General's own colour (F§2).
    for g in GENERAL_LIST {
        assert_eq!(g.data().to_hit, g.colour().minion_hit());
    }
}

#[test]
fn hero_deck_location_cards() {
    let mut by_colour: BTreeMap<&str, u32> = BTreeMap::new();
    let mut by_band: BTreeMap<(&str, u8), u32> = BTreeMap::new();
    let mut per_loc = [0u32; LOCATION_COUNT];
    let mut total = 0;
    let mut kinds = BTreeSet::new();
    for (id, card) in HERO_CARDS.iter().enumerate() {
        let CardKind::Location { loc, band, dice } = card.kind else { continue };
        assert!(id < LOCATION_CARD_KINDS);
        assert!(card.copies >= 1);
        assert!(kinds.insert((loc, band as u8, dice)), "{} has a repeated kind", name(loc));
        let copies = u32::from(card.copies);
        total += copies;
        per_loc[loc as usize] += copies;
        let colour = card_colour(id as HeroCardId);
        assert_eq!(colour, location(loc).colour);
        *by_colour.entry(colour_key(colour)).or_default() += copies;
        let band = match band {
            Band::Gate => "gate",
            Band::Horse => "horse",
            Band::Eagle => "eagle",
        };
        *by_band.entry((band, dice)).or_default() += copies;
    }
    assert_eq!(total, 81);
    assert_eq!(by_colour, BTreeMap::from([("green", 22), ("black", 21), ("red", 20), ("blue", 18)]));
    assert_eq!(by_band, BTreeMap::from([(("gate", 1), 39), (("horse", 1), 29), (("horse", 2), 2), (("eagle", 2), 11)]));
    assert_eq!(per_loc[MONARCH_CITY as usize], 0);
    for inn in INNS {
        assert_eq!(per_loc[inn as usize], 0);
    }
    assert_eq!(per_loc[loc::MOUNTAINS_OF_MIST as usize], 0);
    assert_eq!(per_loc[loc::MERMAID_HARBOR as usize], 3);
    for (i, d) in LOCATIONS.iter().enumerate() {
        if d.colour.is_some() && i as Loc != loc::MOUNTAINS_OF_MIST && i as Loc != loc::MERMAID_HARBOR {
            assert_eq!(per_loc[i], 2, "{}", d.name);
        }
    }
    // Location cards come first, in location order then band order.
    let order: Vec<(Loc, u8)> = HERO_CARDS[..LOCATION_CARD_KINDS]
        .iter()
        .map(|c| match c.kind {
            CardKind::Location { loc, band, .. } => (loc, band as u8),
            CardKind::Special { .. } => panic!("purple card among the location cards"),
        })
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn hero_deck_purple_cards() {
    let purple = &HERO_CARDS[LOCATION_CARD_KINDS..];
    assert_eq!(purple.len(), 15);
    let copies: u32 = purple.iter().map(|c| u32::from(c.copies)).sum();
    assert_eq!(copies, 16);
    let mut portraits: BTreeMap<String, u32> = BTreeMap::new();
    let mut dice: BTreeMap<u8, u32> = BTreeMap::new();
    for (i, card) in purple.iter().enumerate() {
        let id = (LOCATION_CARD_KINDS + i) as HeroCardId;
        let CardKind::Special { special, portrait, dice: d } = card.kind else { panic!("location card among purple") };
        assert_eq!(special_card(special), id);
        assert_eq!(special as usize, i);
        assert_eq!(card_colour(id), None);
        assert_eq!(hero_card(id), card);
        let key = match portrait {
            Portrait::Any => "any".to_string(),
            Portrait::Of(g) => g.colour().name().to_string(),
        };
        *portraits.entry(key).or_default() += u32::from(card.copies);
        *dice.entry(d).or_default() += u32::from(card.copies);
    }
    assert_eq!(
        portraits,
        BTreeMap::from([
            ("any".to_string(), 8),
            ("black".to_string(), 2),
            ("blue".to_string(), 2),
            ("red".to_string(), 2),
            ("green".to_string(), 2)
        ])
    );
    assert_eq!(dice, BTreeMap::from([(1, 10), (2, 6)]));
    assert_eq!(hero_card(special_card(Special::BattleLuck)).copies, 2);
    let total: u32 = HERO_CARDS.iter().map(|c| u32::from(c.copies)).sum();
    assert_eq!(total, 97);
}

#[test]
fn darkness_deck() {
    let total: u32 = DARKNESS.iter().map(|c| u32::from(c.copies)).sum();
    assert_eq!(total, 56);
    let regular: Vec<&DarkCardData> = DARKNESS.iter().filter(|c| matches!(c.kind, DarkKind::Regular { .. })).collect();
    assert_eq!(regular.len(), 46);
    assert!(regular.iter().all(|c| c.copies == 1));
    assert_eq!(regular.iter().map(|c| c.number).collect::<Vec<_>>(), (1..=46).collect::<Vec<_>>());
    let count_kind = |k: DarkKind| DARKNESS.iter().filter(|c| c.kind == k).map(|c| u32::from(c.copies)).sum::<u32>();
    assert_eq!(count_kind(DarkKind::AllIsQuiet), 3);
    assert_eq!(count_kind(DarkKind::OrcPatrols), 4);
    assert_eq!(count_kind(DarkKind::OrcWarParty), 2);
    assert_eq!(count_kind(DarkKind::MonarchCity), 1);
    let numbers: BTreeSet<u8> = DARKNESS.iter().map(|c| c.number).collect();
    assert_eq!(numbers.len(), DARKNESS.len());

    let mut minions: BTreeMap<&str, u32> = BTreeMap::new();
    let mut per_loc = [0u32; LOCATION_COUNT];
    for c in &regular {
        let DarkKind::Regular { a, b } = c.kind else { unreachable!() };
        for (x, n) in [a, b] {
            assert!((1..=2).contains(&n));
            *minions.entry(colour_key(location(x).colour)).or_default() += u32::from(n);
            per_loc[x as usize] += 1;
        }
        assert_ne!(a.0, b.0);
        assert!(c.advance.is_some(), "#{} has no General section", c.number);
    }
    assert_eq!(minions, BTreeMap::from([("green", 41), ("red", 33), ("black", 33), ("blue", 31)]));
    for (i, d) in LOCATIONS.iter().enumerate() {
        let expected = if d.colour.is_none() || i as Loc == loc::MOUNTAINS_OF_MIST {
            0
        } else if neighbours(MONARCH_CITY).contains(&(i as Loc)) {
            4
        } else {
            2
        };
        assert_eq!(per_loc[i], expected, "{}", d.name);
    }

    let mut regular_per_general = [0u32; 4];
    let mut sections_per_general = [0u32; 4];
    for c in DARKNESS.iter() {
        let Some(adv) = c.advance else { continue };
        sections_per_general[adv.general.index()] += u32::from(c.copies);
        if matches!(c.kind, DarkKind::Regular { .. }) {
            regular_per_general[adv.general.index()] += 1;
        }
        if adv.to == Some(MONARCH_CITY) {
            assert_eq!(adv.minions, 0, "#{}: a Monarch City destination must add no minions", c.number);
        }
        if let Some(to) = adv.to {
            // A named destination is one of the General's path steps 1-4.
            assert!(adv.general.data().path[1..].contains(&to), "#{}: {} not on the path", c.number, name(to));
        }
    }
    // Varkolak, Sapphire, Balazarg, Gorgutt.
    assert_eq!(regular_per_general, [11, 11, 12, 12]);
    assert_eq!(sections_per_general, [13, 13, 13, 13]);
    // The special cards' General sections.
    let patrols: Vec<(General, u8)> = DARKNESS
        .iter()
        .filter(|c| c.kind == DarkKind::OrcPatrols)
        .map(|c| {
            let adv = c.advance.unwrap();
            assert_eq!(adv.to, None);
            (adv.general, adv.minions)
        })
        .collect();
    assert_eq!(
        patrols,
        [(General::Varkolak, 1), (General::Sapphire, 1), (General::Balazarg, 1), (General::Gorgutt, 2)]
    );
    let war_party: Vec<General> =
        DARKNESS.iter().filter(|c| c.kind == DarkKind::OrcWarParty).map(|c| c.advance.unwrap().general).collect();
    assert_eq!(war_party, [General::Sapphire, General::Varkolak]);
}

#[test]
fn darkness_card_names() {
    let names: Vec<String> = (0..DARKNESS.len() as DarkCardId).map(dark_card_name).collect();
    assert_eq!(names.iter().collect::<BTreeSet<_>>().len(), names.len(), "names are not unique");
    assert_eq!(names[6], "#7 Ghost Marsh 2 / Whispering Woods 1 — Varkolak → Father Oak Forest +3");
    assert_eq!(names[10], "#11 Wolf Pass 1 / Enchanted Glade 1 — Varkolak next step +1");
    assert!(names.contains(&"All is Quiet".to_string()));
    assert!(names.contains(&"Orc Patrols — Varkolak next step +1".to_string()));
    assert!(names.contains(&"Orc Patrols — Gorgutt next step +2".to_string()));
    assert!(names.contains(&"Orc War Party — Sapphire → Monarch City".to_string()));
    assert_eq!(names.last().unwrap(), "Monarch City");
    assert_eq!(dark_card(0).number, 1);
}

#[test]
fn quests() {
    assert_eq!(QUEST_LIST.len(), 24);
    assert_eq!(QUEST_LIST.iter().collect::<BTreeSet<_>>().len(), 24);
    let discards = QUEST_LIST.iter().filter(|&&q| quest_data(q).fail_discards).count();
    assert_eq!(discards, 10);
    let permanent: Vec<Quest> = QUEST_LIST.iter().copied().filter(|&q| quest_data(q).permanent).collect();
    assert_eq!(
        permanent,
        [Quest::AmuletOfTheGods, Quest::BootsOfSpeed, Quest::HelmOfPower, Quest::WarBannerOfValor, Quest::UnicornSteed]
    );
    // Every quest that discards on a failed roll is a roll quest.
    for q in QUEST_LIST {
        let d = quest_data(q);
        if d.fail_discards {
            assert!(matches!(d.requirement, Requirement::Roll { .. }), "{}", d.name);
        }
        assert_eq!(quest_name(q), d.name);
    }
    let names: BTreeSet<String> = QUEST_LIST.iter().map(|&q| quest_name(q)).collect();
    assert_eq!(names.len(), 24);
    assert_eq!(quest_name(Quest::Scout(General::Balazarg)), "Scout the General — Balazarg");
    assert_eq!(
        quest_data(Quest::WarBannerOfValor).requirement,
        Requirement::Roll { at: loc::FIRE_RIVER, dice: 3, need: 5 }
    );
    assert_eq!(
        quest_data(Quest::UnicornSteed).requirement,
        Requirement::RollPerAction { at: loc::UNICORN_FOREST, need: 5 }
    );
    assert_eq!(quest_data(Quest::FindMagicGate).requirement, Requirement::BuildGate(Colour::Red));
    assert_eq!(quest_data(Quest::Rumors).requirement, Requirement::VisitInns(INNS));
    assert_eq!(quest_data(Quest::OrcHunter).requirement, Requirement::Kill([0, 0, 0, 6]));
    // Kill counts: Raids 4, Orc 6, Demon 4, Dragon 3, Undead 4.
    let kills: u32 = QUEST_LIST
        .iter()
        .filter_map(|&q| match quest_data(q).requirement {
            Requirement::Kill(k) => Some(k.iter().map(|&x| u32::from(x)).sum::<u32>()),
            _ => None,
        })
        .sum();
    assert_eq!(kills, 21);
    let scouts: Vec<General> = QUEST_LIST
        .iter()
        .filter_map(|&q| match quest_data(q).requirement {
            Requirement::Scout(g) => Some(g),
            _ => None,
        })
        .collect();
    assert_eq!(scouts, [General::Balazarg, General::Gorgutt, General::Sapphire, General::Varkolak]);
    // Roll quests: the dice and the face needed are 3/5+ or 4/6 (or Amarak's Blessing 3/6).
    for q in QUEST_LIST {
        if let Requirement::Roll { at, dice, need } = quest_data(q).requirement {
            assert!(location(at).colour.is_some());
            assert!(matches!((dice, need), (3, 5) | (4, 6) | (3, 6)), "{:?}", q);
        }
    }
}

/// A Hero card id off the table (a protocol message may carry any number) has no colour, and a
/// draw that searches the deck for a colour refuses it instead of reading past the card list
/// (found by `defenders_never_panics_on_any_action`).
#[test]
fn a_hero_card_off_the_table_is_refused_not_read() {
    use super::super::action::DefendersChance;
    use super::super::state::{Defenders, DefendersConfig, Need};
    use crate::core::Game;
    assert_eq!(card_colour(HERO_CARDS.len() as HeroCardId), None);
    assert_eq!(card_colour(HeroCardId::MAX), None);
    let g = Defenders::new(&DefendersConfig::default()).expect("config");
    for colour in [Colour::Black, Colour::Blue, Colour::Red, Colour::Green] {
        let need = Need::Scout { seat: 0, colour };
        assert!(!g.chance_possible(need, DefendersChance::HeroCard(108)));
        assert!(!g.chance_possible(need, DefendersChance::HeroCard(HeroCardId::MAX)));
    }
}

#[test]
fn the_reach_table_matches_the_distances() {
    for from in 0..LOCATION_COUNT as Loc {
        for max in 0..=MAX_REACH {
            let set = within(from, max).expect("within the table");
            for to in 0..LOCATION_COUNT as Loc {
                let near = to != from && distance(from, to) <= max;
                assert_eq!(set & (1u64 << to) != 0, near, "from {from} to {to} within {max}");
            }
        }
    }
    assert_eq!(within(0, MAX_REACH + 1), None);
    assert_eq!(within(LOCATION_COUNT as Loc, 1), None);
}

//! Tests against real views from the engine, so that a change of the view format breaks them.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use rampart_engine::valeria::{Cell, Pending, ValeriaAction, Zone};
use rampart_engine::{new_session, BotKind};
use serde_json::{json, Value};

use super::super::board::{tag, Choice};
use super::layout::{self, Rect};
use super::model::Model;
use super::select::{self, Element, Role};
use super::{field, info};

/// A view and its legal answers, taken from a game in progress.
struct Snapshot {
    view: Value,
    legal: Vec<Choice>,
}

/// Snapshots of every decision of a few games played by bots (random bots wander into more
/// kinds of question than the heuristic), made once for all tests.
fn snapshots() -> &'static [Snapshot] {
    static SNAPSHOTS: OnceLock<Vec<Snapshot>> = OnceLock::new();
    SNAPSHOTS.get_or_init(play)
}

fn play() -> Vec<Snapshot> {
    let mut out = Vec::new();
    for seed in 1..=12u64 {
        let Ok(mut session) = new_session(rampart_engine::GameId::Valeria, json!({}), seed) else {
            panic!("no Valeria session")
        };
        let bot = if seed % 2 == 0 { BotKind::Heuristic } else { BotKind::Random };
        for _ in 0..600 {
            if session.advance().is_err() || session.outcome().is_some() {
                out.push(Snapshot { view: session.view(0), legal: Vec::new() });
                break;
            }
            let legal = session.legal();
            out.push(Snapshot { view: session.view(0), legal });
            if session.bot_move(bot, None, &mut None).is_err() {
                break;
            }
        }
    }
    out
}

/// Every tappable element the board draws for this model.
fn elements(model: &Model) -> Vec<Element> {
    let mut out: Vec<Element> = Cell::all().map(Element::Cell).collect();
    out.extend(model.dice.iter().map(|(id, _)| Element::Die(*id)));
    for t in 0..5u8 {
        out.push(Element::Turret(t));
        if model.turret(t).champion.is_some() {
            out.push(Element::Champion(t));
        }
    }
    out.extend(model.hand_groups().into_iter().map(|(troop, _)| Element::Hand(troop)));
    out
}

/// The kind of question, for coverage counts.
fn kind(view: &Value) -> String {
    view.get("pending").and_then(|p| p.get("type")).and_then(Value::as_str).unwrap_or("none").to_owned()
}

#[test]
fn real_views_parse_completely() {
    let snaps = snapshots();
    assert!(snaps.len() > 200, "too few decisions: {}", snaps.len());
    for snap in snaps {
        let model = Model::parse(&snap.view);
        let cards = snap.view["grid"].as_array().into_iter().flatten().flat_map(|r| r.as_array().into_iter().flatten());
        let occupied = cards.filter(|c| !c.is_null()).count();
        assert_eq!(model.grid.iter().flatten().flatten().count(), occupied, "every card parses");
        assert_eq!(model.dice.len(), 12, "every die parses");
        assert_eq!(model.hand.len(), snap.view["hand"].as_array().map_or(0, Vec::len), "every hand card parses");
        assert!(model.phase.is_some(), "the phase parses");
        assert!((1..=7).contains(&model.day));
        assert_eq!(
            model.pending.is_some(),
            !snap.view["pending"].is_null(),
            "the pending question parses: {}",
            snap.view["pending"]
        );
        let champions =
            snap.view["turrets"].as_array().into_iter().flatten().filter(|t| !t["champion"].is_null()).count();
        assert_eq!(model.turrets.iter().filter(|t| t.champion.is_some()).count(), champions);
        assert!(model.supply.is_some());
    }
}

#[test]
fn every_element_answer_is_reachable_by_a_tap() {
    // Answers the shell's buttons give, because no board element stands for them.
    let buttons: BTreeSet<&str> = [
        "continue",
        "confirm",
        "cancel",
        "end_actions",
        "repair_with_die",
        "direction",
        "return_champion",
        "order",
        "top_champion",
    ]
    .into();
    let mut kinds = BTreeSet::new();
    for snap in snapshots().iter() {
        let model = Model::parse(&snap.view);
        let pending = model.pending.as_ref();
        kinds.insert(kind(&snap.view));
        let elements = elements(&model);
        let matched: BTreeSet<usize> =
            elements.iter().flat_map(|e| select::matches(*e, &snap.legal, pending)).collect();
        for (i, choice) in snap.legal.iter().enumerate() {
            let t = tag(&choice.action);
            assert!(
                matched.contains(&i) || buttons.contains(t),
                "no element stands for {} under {}",
                choice.action,
                snap.view["pending"]
            );
            // The answers that pick an element are what a tap on it naturally means.
            if matches!(t, "attack" | "cell" | "die" | "play_troop" | "turret" | "use_champion") {
                assert!(
                    elements.iter().any(|e| select::natural(*e, pending).as_ref() == Some(&choice.action)),
                    "no tap means {} under {}",
                    choice.action,
                    snap.view["pending"]
                );
            }
        }
    }
    for expected in ["actions", "attack", "window", "die", "cell", "turret", "champion"] {
        assert!(kinds.contains(expected), "no {expected} question seen: {kinds:?}");
    }
}

#[test]
fn natural_actions_are_well_formed_and_legal_ones_are_matched() {
    for snap in snapshots().iter() {
        let model = Model::parse(&snap.view);
        let pending = model.pending.as_ref();
        for element in elements(&model) {
            let matches = select::matches(element, &snap.legal, pending);
            let Some(natural) = select::natural(element, pending) else { continue };
            assert!(
                serde_json::from_value::<ValeriaAction>(natural.clone()).is_ok(),
                "{natural} is not a Valeria action"
            );
            if let Some(i) = snap.legal.iter().position(|c| c.action == natural) {
                assert!(matches.contains(&i), "{natural} is legal but {element:?} does not match it");
            }
        }
    }
}

#[test]
fn a_tap_means_nothing_when_no_question_is_asked() {
    for element in [Element::Cell(Cell { row: 0, col: 0 }), Element::Die(0), Element::Turret(1), Element::Champion(1)] {
        assert_eq!(select::natural(element, None), None);
    }
}

#[test]
fn naturals_follow_the_question() {
    let cell = Cell { row: 1, col: 2 };
    assert_eq!(
        select::natural(Element::Cell(cell), Some(&Pending::Actions)),
        Some(json!({"do": "attack", "cell": {"row": 1, "col": 2}}))
    );
    // During a die choice a cell means nothing, a die means itself.
    let die_question: Pending =
        serde_json::from_value(json!({"type": "die", "purpose": "double"})).unwrap_or(Pending::Actions);
    assert_eq!(select::natural(Element::Cell(cell), Some(&die_question)), None);
    assert_eq!(select::natural(Element::Die(9), Some(&die_question)), Some(json!({"do": "die", "die": 9})));
    // A Champion is used in a window; picked as a Turret when the question discards one.
    let window: Pending =
        serde_json::from_value(json!({"type": "window", "before": {"at": "siege"}})).unwrap_or(Pending::Actions);
    assert_eq!(select::natural(Element::Champion(3), Some(&window)), Some(json!({"do": "use_champion", "turret": 3})));
    let discard: Pending =
        serde_json::from_value(json!({"type": "turret", "purpose": {"discard_champion": {"then_flip": false}}}))
            .unwrap_or(Pending::Actions);
    assert_eq!(select::natural(Element::Champion(3), Some(&discard)), Some(json!({"do": "turret", "turret": 3})));
}

#[test]
fn an_attack_marks_its_target_and_assigned_dice() {
    let snaps = snapshots();
    let attack = snaps
        .iter()
        .map(|s| Model::parse(&s.view))
        .find(|m| matches!(&m.pending, Some(Pending::Attack(a)) if !a.dice.is_empty()));
    let Some(model) = attack else { panic!("no attack with dice assigned in the sample games") };
    let Some(Pending::Attack(a)) = &model.pending else { unreachable!() };
    let context = select::context(model.pending.as_ref());
    assert_eq!(select::role_of(&context, Element::Cell(a.target)), Some(Role::Subject));
    for die in &a.dice {
        assert_eq!(select::role_of(&context, Element::Die(*die)), Some(Role::Chosen));
    }
}

#[test]
fn odd_views_never_panic() {
    for view in [
        json!(null),
        json!(3),
        json!({}),
        json!({"grid": [[1, 2]], "dice": "x", "turrets": [null]}),
        json!({"grid": [[{"foe": {"troop": "nobody"}}]], "pending": {"type": "nonsense"}, "cost": [[[1]]]}),
    ] {
        let model = Model::parse(&view);
        assert!(model.pending.is_none());
        for element in elements(&model) {
            let _ = select::matches(element, &[], None);
        }
        for cell in Cell::all() {
            assert!(!info::cell_info(&model, cell).title.is_empty());
        }
        for t in 0..5 {
            assert!(!info::turret_info(&model, t).lines.is_empty());
            assert!(!info::champion_info(&model, t).title.is_empty());
        }
        let _ = layout::dice_layout(&model.dice);
    }
}

#[test]
fn info_names_every_card_in_its_own_words() {
    for snap in snapshots().iter().step_by(25) {
        let model = Model::parse(&snap.view);
        for cell in Cell::all() {
            let text = info::cell_info(&model, cell);
            if let Some(slot) = model.slot(cell) {
                assert_eq!(text.title, info::foe_name(slot.foe));
                assert!(text.lines.len() >= 3, "{text:?}");
            }
        }
        for t in 0..5u8 {
            if let Some((champion, _)) = model.turret(t).champion {
                assert_eq!(info::champion_info(&model, t).lines.first(), Some(&champion.text()));
            }
        }
        for (id, die) in &model.dice {
            let text = info::die_info(*id, *die);
            assert!(text.title.contains("die"));
            assert_eq!(text.subtitle.starts_with("in the supply"), die.zone == Zone::Supply);
        }
    }
}

#[test]
fn the_field_has_no_overlaps_and_fits_a_phone() {
    let mut rects: Vec<(String, Rect)> =
        Cell::all().map(|c| (format!("cell {c:?}"), layout::cell_rect(c.row, c.col))).collect();
    for t in 0..5u8 {
        rects.push((format!("champion {t}"), layout::champion_rect(t)));
        rects.push((format!("wall {t}"), layout::wall_rect(t)));
    }
    for (i, (a, ra)) in rects.iter().enumerate() {
        assert!(ra.w >= 44.0 && ra.h >= 44.0, "{a} is smaller than a 44 px target");
        assert!(ra.x >= 0.0 && ra.x + ra.w <= layout::WIDTH, "{a} leaves the board");
        assert!(ra.y >= 0.0 && ra.y + ra.h <= layout::field_height(), "{a} leaves the board");
        for (b, rb) in rects.iter().skip(i + 1) {
            assert!(!ra.overlaps(rb), "{a} overlaps {b}");
        }
    }
    // Row 5 is drawn highest and the Vanguard lowest, right above the Fortress.
    assert!(layout::cell_rect(4, 0).y < layout::cell_rect(0, 0).y);
    assert!(layout::cell_rect(0, 0).y + layout::CELL < layout::champion_rect(0).y);
    // Each Turret stands under its column.
    for col in 0..5u8 {
        assert_eq!(layout::cell_rect(0, col).x, layout::wall_rect(col).x);
    }
}

#[test]
fn dice_never_overlap_whatever_their_zones() {
    for snap in snapshots().iter().step_by(10) {
        let model = Model::parse(&snap.view);
        let lay = layout::dice_layout(&model.dice);
        assert_eq!(lay.dice.len(), model.dice.len());
        for (i, (a, ra)) in lay.dice.iter().enumerate() {
            assert!(ra.x + ra.w <= layout::WIDTH && ra.y + ra.h <= lay.height, "die {a} leaves the board");
            for (b, rb) in lay.dice.iter().skip(i + 1) {
                assert!(!ra.overlaps(rb), "die {a} overlaps die {b}");
            }
        }
    }
    // All twelve active at once wrap onto a second line.
    let all_active: Vec<_> = (0..12u8)
        .map(|id| {
            let die =
                serde_json::from_value(json!({"colour": "soldier", "zone": "active", "value": 3, "doubled": false}));
            (id, die.unwrap_or_else(|_| panic!("die")))
        })
        .collect();
    let lay = layout::dice_layout(&all_active);
    assert!(lay.dice.iter().all(|(_, r)| r.x + r.w <= layout::WIDTH));
}

#[test]
fn short_names_split_at_the_first_space() {
    assert_eq!(field::short_name("Dragonkin Warlord"), ("Dragonkin", "Warlord"));
    assert_eq!(field::short_name("Catapult"), ("Catapult", ""));
    assert_eq!(field::short_name("Mrs. Rye"), ("Mrs.", "Rye"));
}

/// "What is this?" on every element's sheet finds the rules topic that explains it.
#[test]
fn every_element_has_a_rules_topic() {
    use crate::help::{rules, what_is};
    let topics = rules(rampart_engine::GameId::Valeria);
    let mut seen = BTreeSet::new();
    for snap in snapshots().iter().step_by(7) {
        let model = Model::parse(&snap.view);
        let mut infos: Vec<_> = Cell::all().map(|cell| info::cell_info(&model, cell)).collect();
        for t in 0..5u8 {
            infos.push(info::turret_info(&model, t));
            if model.turret(t).champion.is_some() {
                infos.push(info::champion_info(&model, t));
            }
        }
        infos.extend(model.dice.iter().map(|(id, die)| info::die_info(*id, *die)));
        infos.extend(model.hand_groups().into_iter().map(|(troop, count)| info::hand_info(troop, count)));
        for info in infos {
            let topic = what_is(topics, &info.title, &info.subtitle);
            let topic = topic.unwrap_or_else(|| panic!("no topic explains {:?} ({:?})", info.title, info.subtitle));
            seen.insert((info.subtitle.split(',').next().unwrap_or_default().to_string(), topic.id));
        }
    }
    assert!(seen.len() > 5, "{seen:?}");
}

//! Tests against real views from the engine, so that a change of the view format breaks them.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use rampart_engine::valeria::{Cell, Die, Pending, ValeriaAction, ValeriaView, Zone};
use rampart_engine::{new_session, BotKind, Target};
use serde_json::{json, Value};

use super::super::board::{tag, Choice};
use super::layout::{self, Rect};
use super::select::{self, Element, Role};
use super::{decode, field, info};

/// A view and its legal answers, taken from a game in progress.
struct Snapshot {
    view: Value,
    legal: Vec<Choice>,
}

impl Snapshot {
    /// The view as the board decodes it.
    fn decoded(&self) -> ValeriaView {
        decode(&self.view).unwrap_or_else(|e| panic!("a real view does not decode: {e}"))
    }
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

/// Every tappable element the board draws for this view.
fn elements(view: &ValeriaView) -> Vec<Element> {
    let mut out: Vec<Element> = Cell::all().map(Element::Cell).collect();
    out.extend((0..12u8).map(Element::Die));
    for t in 0..5u8 {
        out.push(Element::Turret(t));
        if view.turret(t).and_then(|t| t.champion).is_some() {
            out.push(Element::Champion(t));
        }
    }
    out.extend(view.hand_groups().into_iter().map(|(troop, _)| Element::Hand(troop)));
    out
}

/// The kind of question, for coverage counts.
fn kind(view: &Value) -> String {
    view.get("pending").and_then(|p| p.get("type")).and_then(Value::as_str).unwrap_or("none").to_owned()
}

#[test]
fn real_views_decode_completely() {
    let snaps = snapshots();
    assert!(snaps.len() > 200, "too few decisions: {}", snaps.len());
    for snap in snaps {
        let view = snap.decoded();
        // Nothing is lost or defaulted: the decoded view writes back the very JSON it came from.
        assert_eq!(serde_json::to_value(&view).ok().as_ref(), Some(&snap.view), "the view round-trips");
        assert!((1..=7).contains(&view.day));
        assert_eq!(view.cell_ids[1][2], "cell_1_2", "the id tables are in the view");
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
        let view = snap.decoded();
        let pending = view.pending.as_ref();
        kinds.insert(kind(&snap.view));
        let elements = elements(&view);
        let matched: BTreeSet<usize> = elements.iter().flat_map(|e| select::matches(*e, &view, &snap.legal)).collect();
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
        let view = snap.decoded();
        let pending = view.pending.as_ref();
        for element in elements(&view) {
            let matches = select::matches(element, &view, &snap.legal);
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
        .map(Snapshot::decoded)
        .find(|v| matches!(&v.pending, Some(Pending::Attack(a)) if !a.dice.is_empty()));
    let Some(view) = attack else { panic!("no attack with dice assigned in the sample games") };
    let Some(Pending::Attack(a)) = &view.pending else { unreachable!() };
    let context = select::context(view.pending.as_ref());
    assert_eq!(select::role_of(&context, Element::Cell(a.target)), Some(Role::Subject));
    for die in &a.dice {
        assert_eq!(select::role_of(&context, Element::Die(*die)), Some(Role::Chosen));
    }
}

#[test]
fn odd_views_are_refused_with_the_serde_error() {
    let Some(real) = snapshots().first().map(|s| s.view.clone()) else { panic!("no snapshot") };
    let mut no_grid = real.clone();
    no_grid.as_object_mut().map(|o| o.remove("grid"));
    for (view, says) in [
        (json!(null), "invalid type"),
        (json!(3), "invalid type"),
        (json!({}), "missing field"),
        (json!({"grid": [[1, 2]], "dice": "x", "turrets": [null]}), ""),
        (no_grid, "grid"),
    ] {
        match decode(&view) {
            Ok(_) => panic!("{view} decoded"),
            Err(error) => assert!(!error.is_empty() && error.contains(says), "{error:?} does not say {says:?}"),
        }
    }
}

#[test]
fn a_view_without_id_tables_matches_nothing_and_never_panics() {
    // The id tables default to empty ids when missing: no element then names anything.
    let Some(snap) = snapshots().iter().find(|s| !s.legal.is_empty()) else { panic!("no decision") };
    let mut json = snap.view.clone();
    for key in ["cell_ids", "turret_ids", "die_ids"] {
        json.as_object_mut().map(|o| o.remove(key));
    }
    let view = decode(&json).unwrap_or_else(|e| panic!("{e}"));
    for element in elements(&view) {
        if !matches!(element, Element::Champion(_) | Element::Hand(_)) {
            assert_eq!(select::target(element, &view), None, "{element:?}");
            assert!(select::matches(element, &view, &snap.legal).is_empty());
        }
    }
    // Elements off the table name nothing.
    for element in [Element::Cell(Cell { row: 7, col: 0 }), Element::Die(12), Element::Turret(5), Element::Champion(9)]
    {
        assert_eq!(select::target(element, &snap.decoded()), None, "{element:?}");
    }
}

/// Whether the typed `action` concerns `element`: what a tap on it may stand for.
fn concerns(action: &ValeriaAction, element: Element, view: &ValeriaView) -> bool {
    use ValeriaAction as A;
    match (element, *action) {
        (Element::Cell(cell), A::Attack { cell: c } | A::Cell { cell: c }) => c == cell,
        (Element::Die(die), A::Die { die: d }) => d == die,
        (Element::Die(die), A::Direction { .. }) => {
            matches!(view.pending, Some(Pending::Direction { die: d }) if d == die)
        }
        (
            Element::Turret(t) | Element::Champion(t),
            A::Turret { turret } | A::UseChampion { turret } | A::RepairWithChampion { turret },
        ) => turret == t,
        (Element::Hand(troop), A::PlayTroop { troop: t }) => t == troop,
        _ => false,
    }
}

#[test]
fn a_tap_matches_exactly_the_answers_whose_engine_targets_name_the_element() {
    let mut named = 0;
    for snap in snapshots().iter() {
        let view = snap.decoded();
        let elements = elements(&view);
        let targets: Vec<(Element, Target)> = elements
            .iter()
            .map(|e| (*e, select::target(*e, &view).unwrap_or_else(|| panic!("{e:?} has no target"))))
            .collect();
        // Every element has its own id: no two elements of the board share a target.
        let distinct: BTreeSet<&Target> = targets.iter().map(|(_, t)| t).collect();
        assert_eq!(distinct.len(), targets.len(), "two elements share a target: {targets:?}");
        for (element, target) in &targets {
            let matches = select::matches(*element, &view, &snap.legal);
            for (i, choice) in snap.legal.iter().enumerate() {
                let names_it = choice.targets.contains(target);
                // Nothing matches an element the engine did not name, and all that names it does.
                assert_eq!(matches.contains(&i), names_it, "{element:?} and {} ({:?})", choice.action, choice.targets);
                if names_it {
                    named += 1;
                    let action: ValeriaAction = serde_json::from_value(choice.action.clone())
                        .unwrap_or_else(|e| panic!("{} is not a Valeria action: {e}", choice.action));
                    assert!(
                        concerns(&action, *element, &view),
                        "{element:?} matches {} under {}, which is not about it",
                        choice.action,
                        snap.view["pending"]
                    );
                }
            }
        }
        // Every answer's target that the board draws is reachable by tapping that element.
        for (i, choice) in snap.legal.iter().enumerate() {
            for target in &choice.targets {
                if let Some((element, _)) = targets.iter().find(|(_, t)| t == target) {
                    assert!(select::matches(*element, &view, &snap.legal).contains(&i), "{element:?} misses {i}");
                }
            }
        }
    }
    assert!(named > 1_000, "too few answers name an element: {named}");
}

#[test]
fn info_names_every_card_in_its_own_words() {
    for snap in snapshots().iter().step_by(25) {
        let view = snap.decoded();
        for cell in Cell::all() {
            let text = info::cell_info(&view, cell);
            if let Some(slot) = view.slot(cell) {
                assert_eq!(text.title, info::foe_name(slot.foe));
                assert!(text.lines.len() >= 3, "{text:?}");
            }
        }
        for t in 0..5u8 {
            if let Some((champion, _)) = view.turret(t).and_then(|t| t.champion) {
                assert_eq!(info::champion_info(&view, t).lines.first(), Some(&champion.text()));
            }
        }
        for (id, die) in (0..12u8).zip(view.dice) {
            let text = info::die_info(id, die);
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
        let view = snap.decoded();
        let lay = layout::dice_layout(&view.dice);
        assert_eq!(lay.dice.len(), view.dice.len());
        for (i, (a, ra)) in lay.dice.iter().enumerate() {
            assert!(ra.x + ra.w <= layout::WIDTH && ra.y + ra.h <= lay.height, "die {a} leaves the board");
            for (b, rb) in lay.dice.iter().skip(i + 1) {
                assert!(!ra.overlaps(rb), "die {a} overlaps die {b}");
            }
        }
    }
    // All twelve active at once wrap onto a second line.
    let die: Die = serde_json::from_value(json!({"colour": "soldier", "zone": "active", "value": 3, "doubled": false}))
        .unwrap_or_else(|e| panic!("die: {e}"));
    let lay = layout::dice_layout(&[die; 12]);
    assert_eq!(lay.dice.iter().map(|(id, _)| *id).collect::<Vec<_>>(), (0..12).collect::<Vec<u8>>());
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
        let view = snap.decoded();
        let mut infos: Vec<_> = Cell::all().map(|cell| info::cell_info(&view, cell)).collect();
        for t in 0..5u8 {
            infos.push(info::turret_info(&view, t));
            if view.turret(t).and_then(|t| t.champion).is_some() {
                infos.push(info::champion_info(&view, t));
            }
        }
        infos.extend((0..12u8).zip(view.dice).map(|(id, die)| info::die_info(id, die)));
        infos.extend(view.hand_groups().into_iter().map(|(troop, count)| info::hand_info(troop, count)));
        for info in infos {
            let topic = what_is(topics, &info.title, &info.subtitle);
            let topic = topic.unwrap_or_else(|| panic!("no topic explains {:?} ({:?})", info.title, info.subtitle));
            seen.insert((info.subtitle.split(',').next().unwrap_or_default().to_string(), topic.id));
        }
    }
    assert!(seen.len() > 5, "{seen:?}");
}

//! Every game's decks through the generic Draw and Reshuffle: a draw takes one card (into the
//! discard pile where the table counts one), a reshuffle brings the pile back in one tap, an empty
//! deck refuses a draw in the rule's words and raises its alert where the rulebook says, and each
//! is one undo step with one history line.

use chrono::{DateTime, Utc};

use super::*;

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap_or_default()
}

fn new(kind: TableKind, players: &[&str]) -> Table {
    let spec = NewTable {
        kind,
        players: players.iter().map(|p| PlayerSpec::Name(p.to_string())).collect(),
        name: None,
        life: None,
        template: None,
        profile: None,
    };
    Table::new("t".into(), spec, 7, at(0)).expect("a table")
}

fn id(t: &Table, key: &str) -> String {
    t.state.by_key(key, None).map(|c| c.id.clone()).unwrap_or_else(|| panic!("no counter {key}"))
}

fn val(t: &Table, key: &str) -> i32 {
    t.state.value(key, None).unwrap_or_else(|| panic!("no counter {key}"))
}

fn draw(t: &mut Table, key: &str) -> Result<(), TableError> {
    let counter = id(t, key);
    t.apply(&TableOp::Draw { counter }, at(1))
}

fn reshuffle(t: &mut Table, key: &str) -> Result<(), TableError> {
    let counter = id(t, key);
    t.apply(&TableOp::Reshuffle { counter }, at(2))
}

fn set(t: &mut Table, key: &str, value: i32) {
    let counter = id(t, key);
    t.apply(&TableOp::Set { counter, value }, at(3)).expect("set");
}

fn last_line(t: &Table) -> String {
    t.history().last().map(|h| h.text.clone()).unwrap_or_default()
}

fn alerts(t: &Table) -> Vec<Alert> {
    kinds::report(t.kind(), &t.state).alerts
}

fn has_alert(t: &Table, words: &str) -> bool {
    alerts(t).iter().any(|a| a.text.contains(words))
}

/// One deck with a discard pile: the whole cycle, as each game with such a deck plays it.
/// `counts`: the count at the start, the box's count, and where its alert fires.
fn cycle(kind: TableKind, players: &[&str], (deck, discard): (&str, &str), counts: (i32, i32, i32), alert: &str) {
    let (left, size, low) = counts;
    let mut t = new(kind, players);
    let name = format!("{kind:?} {deck}");
    let c = t.counter(&id(&t, deck)).expect("deck").clone();
    assert_eq!((c.style, c.value, c.max), (CounterStyle::Deck, left, size), "{name}");
    assert_eq!(val(&t, discard), 0, "{name}");
    assert!(!has_alert(&t, alert), "{name}: no alert at the start");

    // Draw: one fewer, one more in the discard pile, one history line, one undo step.
    let lines = t.history().len();
    draw(&mut t, deck).expect("draw");
    assert_eq!((val(&t, deck), val(&t, discard)), (left - 1, 1), "{name}");
    assert_eq!(t.history().len(), lines + 1, "{name}: one line");
    let line = last_line(&t);
    assert!(line.starts_with("Drew from the ") && line.contains(&format!(": {} left", left - 1)), "{name}: {line}");
    t.undo(at(4)).expect("undo");
    assert_eq!((val(&t, deck), val(&t, discard)), (left, 0), "{name}: one undo takes the whole draw back");
    t.redo(at(5)).expect("redo");
    assert_eq!((val(&t, deck), val(&t, discard)), (left - 1, 1), "{name}: redo");

    // Down to the alert's threshold.
    set(&mut t, deck, low + 1);
    assert!(!has_alert(&t, alert), "{name}: no alert above {low}");
    draw(&mut t, deck).expect("draw");
    assert!(has_alert(&t, alert), "{name}: the alert at {low}: {:?}", alerts(&t));
    assert!(last_line(&t).contains(alert), "{name}: the history tells of the alert: {}", last_line(&t));
    while val(&t, deck) > 0 {
        draw(&mut t, deck).expect("draw");
    }

    // An empty deck refuses a draw, in the rule's words, and nothing changes.
    let before = t.clone();
    let e = draw(&mut t, deck).expect_err("empty");
    assert!(matches!(&e, TableError::Rule(m) if m.contains("is empty") && m.contains("rulebook")), "{name}: {e}");
    assert_eq!(t, before, "{name}: a refusal changes nothing");

    // Reshuffle: the whole discard pile back in one tap, one undo step.
    let pile = val(&t, discard);
    assert!(pile > 0, "{name}");
    reshuffle(&mut t, deck).expect("reshuffle");
    assert_eq!((val(&t, deck), val(&t, discard)), (pile, 0), "{name}");
    assert!(last_line(&t).starts_with("Reshuffled the "), "{name}: {}", last_line(&t));
    assert!(!has_alert(&t, alert) || pile <= low, "{name}: the alert goes with the reshuffle");
    t.undo(at(6)).expect("undo");
    assert_eq!((val(&t, deck), val(&t, discard)), (0, pile), "{name}: one undo takes the reshuffle back");

    // Nothing to reshuffle: refused, nothing changed.
    t.redo(at(7)).expect("redo");
    let before = t.clone();
    assert!(matches!(reshuffle(&mut t, deck), Err(TableError::Rule(m)) if m.contains("nothing to shuffle back")));
    assert_eq!(t, before, "{name}");
}

#[test]
fn defenders_darkness_spreads_and_hero_decks() {
    let heroes = ["Ann", "Bob", "Cy"];
    cycle(
        TableKind::Defenders,
        &heroes,
        ("darkness.deck", "darkness.discard"),
        (56, 56, 0),
        "Darkness Spreads deck is empty",
    );
    // The Hero deck: 97 less 2 dealt to each of 3 heroes; drawn cards go to a hand, not the pile.
    let mut t = new(TableKind::Defenders, &heroes);
    assert_eq!((val(&t, "heroes.deck"), t.state.by_key("heroes.deck", None).map(|c| c.max)), (91, Some(97)));
    draw(&mut t, "heroes.deck").expect("draw");
    assert_eq!((val(&t, "heroes.deck"), val(&t, "heroes.discard")), (90, 0));
    set(&mut t, "heroes.discard", 12);
    set(&mut t, "heroes.deck", 1);
    draw(&mut t, "heroes.deck").expect("draw");
    assert!(has_alert(&t, "Depleted Hero Card Deck"), "{:?}", alerts(&t));
    let e = draw(&mut t, "heroes.deck").expect_err("empty");
    assert!(e.to_string().contains("except the purple (Special) ones"), "{e}");
    reshuffle(&mut t, "heroes.deck").expect("reshuffle");
    assert_eq!((val(&t, "heroes.deck"), val(&t, "heroes.discard")), (12, 0));
    assert!(!has_alert(&t, "Depleted Hero Card Deck"));
}

#[test]
fn firesiege_horde_deck() {
    cycle(TableKind::Firesiege, &["Ann", "Bob"], ("horde.deck", "horde.discard"), (15, 17, 0), "horde deck is empty");
}

#[test]
fn exiled_efficiency_stacks_reshuffle_at_one_card() {
    let sides = ["Attacker", "Defenders"];
    let one = "One card left in the";
    cycle(TableKind::Exiled, &sides, ("efficiency.attacker", "efficiency.attacker_discard"), (23, 23, 1), one);
    cycle(TableKind::Exiled, &sides, ("efficiency.defenders", "efficiency.defenders_discard"), (32, 32, 1), one);
    // The last card stays on top and the discard pile goes under it (ruling A-9).
    let mut t = new(TableKind::Exiled, &sides);
    set(&mut t, "efficiency.attacker_discard", 20);
    set(&mut t, "efficiency.attacker", 1);
    reshuffle(&mut t, "efficiency.attacker").expect("reshuffle");
    assert_eq!((val(&t, "efficiency.attacker"), val(&t, "efficiency.attacker_discard")), (21, 0));
}

#[test]
fn valeria_event_deck_is_never_reshuffled() {
    let mut t = new(TableKind::Valeria, &["Ann"]);
    assert_eq!((val(&t, "events.deck"), val(&t, "events.discard")), (18, 0));
    draw(&mut t, "events.deck").expect("draw");
    assert_eq!((val(&t, "events.deck"), val(&t, "events.discard")), (17, 1));
    assert_eq!(last_line(&t), "Drew from the Event deck: 17 left, 1 in the Event discard pile");
    let before = t.clone();
    let e = reshuffle(&mut t, "events.deck").expect_err("never reshuffled");
    assert!(matches!(&e, TableError::Rule(m) if m.contains("never reshuffled")), "{e}");
    assert_eq!(t, before);
    set(&mut t, "events.deck", 0);
    assert!(has_alert(&t, "The Event deck is empty"));
    assert!(alerts(&t).iter().any(|a| a.text.contains("Event deck") && a.level == AlertLevel::Info));
    assert!(draw(&mut t, "events.deck").is_err());
}

#[test]
fn valeria_troop_and_siege_engine_decks_draw_as_decks() {
    let mut t = new(TableKind::Valeria, &["Ann"]);
    for (key, left) in [("troops.deck", 24), ("engines.deck", 8)] {
        let c = t.counter(&id(&t, key)).expect("deck").clone();
        assert_eq!((c.style, c.value), (CounterStyle::Deck, left), "{key}");
        draw(&mut t, key).expect("draw");
        assert_eq!(val(&t, key), left - 1, "{key}");
        assert!(last_line(&t).starts_with(&format!("Drew from the {}: {} left", c.label, left - 1)));
        t.undo(at(9)).expect("undo");
        assert_eq!(val(&t, key), left, "{key}");
    }
    // The Troop deck empty: the tracker's own warning, and Draw refused with the loss rule.
    set(&mut t, "troops.deck", 0);
    assert!(has_alert(&t, "The Troop deck is empty"), "{:?}", alerts(&t));
    let e = draw(&mut t, "troops.deck").expect_err("empty");
    assert!(e.to_string().contains("Winning and Losing"), "{e}");
    // The Siege Engine deck's draws still count among the undefeated (the tracker's rule holds).
    assert!(matches!(reshuffle(&mut t, "engines.deck"), Err(TableError::Rule(_))));
}

#[test]
fn only_a_deck_draws() {
    let mut t = new(TableKind::Firesiege, &["Ann", "Bob"]);
    let before = t.clone();
    for key in ["horde.discard", "turn"] {
        assert!(matches!(draw(&mut t, key), Err(TableError::BadCounter(_))), "{key}");
        assert!(matches!(reshuffle(&mut t, key), Err(TableError::BadCounter(_))), "{key}");
    }
    let nobody = TableOp::Draw { counter: "c9999".into() };
    assert!(matches!(t.apply(&nobody, at(1)), Err(TableError::NoSuchCounter(_))));
    assert_eq!(t, before);
    // A counter the players added is never a deck, whatever its file said.
    t.apply(
        &TableOp::AddCounter { label: "Mine".into(), player: None, per_player: false, min: 0, max: 9, default: 5 },
        at(2),
    )
    .expect("add");
    let mine = t.counters().last().map(|c| c.id.clone()).unwrap_or_default();
    let rule = t.state.by_key("horde.deck", None).and_then(|d| d.deck.clone());
    if let Some(c) = t.state.counters.iter_mut().find(|c| c.id == mine) {
        c.deck = rule;
    }
    assert!(matches!(t.apply(&TableOp::Draw { counter: mine }, at(3)), Err(TableError::BadCounter(_))));
}

#[test]
fn a_table_from_before_the_discard_pile_still_draws() {
    let mut t = new(TableKind::Defenders, &["Ann", "Bob"]);
    t.state.counters.retain(|c| c.key.as_deref() != Some("darkness.discard"));
    draw(&mut t, "darkness.deck").expect("draw");
    assert_eq!(val(&t, "darkness.deck"), 55);
    let back = Table::import(&t.export(), "t2".into(), at(9)).expect("imports");
    assert_eq!(back.state.value("darkness.deck", None), Some(55));
    let mut back = back;
    assert!(matches!(reshuffle(&mut back, "darkness.deck"), Err(TableError::Rule(m)) if m.contains("no discard pile")));
}

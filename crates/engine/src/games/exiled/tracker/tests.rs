use chrono::{DateTime, TimeZone, Utc};

use super::{defence_bonus, fortification, ram_damage, Rule, Section, CITY_START, GATE_FULL};
use crate::table::{
    AlertLevel, CounterStyle, NewTable, PlayerSpec, RuleOp, Table, TableError, TableKind, TableOp, TableView,
};

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 1, 12, 0, 0).unwrap()
}

fn table() -> Table {
    Table::new(
        "t1".into(),
        NewTable {
            kind: TableKind::Exiled,
            players: vec![PlayerSpec::Name("Kate".into()), PlayerSpec::Name("William".into())],
            name: None,
            life: None,
            template: None,
            profile: None,
        },
        7,
        now(),
    )
    .unwrap()
}

fn id(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .unwrap_or_else(|| panic!("no counter {key}"))
        .id
        .clone()
}

fn val(t: &Table, key: &str) -> i32 {
    valp(t, key, None)
}

fn valp(t: &Table, key: &str, player: Option<usize>) -> i32 {
    t.view().counters.iter().find(|c| c.key.as_deref() == Some(key) && c.player == player).unwrap().value
}

fn set(t: &mut Table, key: &str, value: i32) -> Result<(), TableError> {
    let counter = id(t, key, None);
    t.apply(&TableOp::Set { counter, value }, now())
}

fn setp(t: &mut Table, key: &str, player: usize, value: i32) -> Result<(), TableError> {
    let counter = id(t, key, Some(player));
    t.apply(&TableOp::Set { counter, value }, now())
}

fn rule(t: &mut Table, r: Rule) -> Result<(), TableError> {
    t.apply(&TableOp::Rule { rule: RuleOp::Exiled(r) }, now())
}

/// Moves `n` pieces of a pool from the box into play.
fn bring(t: &mut Table, key: &str, n: i32) {
    let from = id(t, &format!("{key}.box"), None);
    let to = id(t, key, None);
    t.apply(&TableOp::Transfer { from, to, amount: n }, now()).unwrap();
}

fn derived(v: &TableView, key: &str, player: Option<usize>) -> String {
    v.derived
        .iter()
        .find(|d| d.key == key && d.player == player)
        .unwrap_or_else(|| panic!("no derived {key}"))
        .value
        .clone()
}

fn has_alert(v: &TableView, level: AlertLevel, text: &str) -> bool {
    v.alerts.iter().any(|a| a.level == level && a.text.contains(text))
}

fn last(t: &Table) -> String {
    t.history().last().unwrap().text.clone()
}

fn button<'a>(v: &'a TableView, key: &str) -> &'a crate::table::RuleButton {
    v.actions.iter().find(|b| b.key == key).unwrap_or_else(|| panic!("no button {key}"))
}

// ---- layout and info ----

#[test]
fn info_names_the_sides() {
    let info = super::info();
    assert_eq!(info.id, "exiled");
    assert_eq!((info.min_players, info.max_players), (2, 2));
    assert!(info.description.contains("Attacker") && info.description.contains("Defender"));
    let v = table().view();
    assert_eq!(derived(&v, "side", Some(0)), "Attacker");
    assert_eq!(derived(&v, "side", Some(1)), "Defender");
    let council = v.counters.iter().find(|c| c.key.as_deref() == Some("council") && c.player == Some(0)).unwrap();
    assert!(council.label.contains("Attacker") && council.label.contains("Defender"));
}

#[test]
fn a_new_table_is_set_up_as_the_rulebook_says() {
    let t = table();
    let v = t.view();
    let city = v.counters.iter().find(|c| c.key.as_deref() == Some("city")).unwrap();
    assert_eq!(city.player, None);
    assert_eq!(city.style, CounterStyle::Number);
    assert_eq!((city.value, city.min), (CITY_START, 0));
    assert_eq!(val(&t, "gate"), GATE_FULL);
    assert_eq!((val(&t, "round"), val(&t, "turn"), val(&t, "phase"), val(&t, "step")), (1, 1, 0, 0));
    // Game Setup 2 and 5: Level 1 Barracks and Training Grounds; 4 Men-at-arms and 2 Archers.
    assert_eq!(val(&t, "barracks"), 1);
    assert_eq!(val(&t, "training_grounds"), 1);
    assert_eq!(val(&t, "keep"), 0);
    assert_eq!((val(&t, "men_at_arms"), val(&t, "men_at_arms.box")), (4, 14));
    assert_eq!((val(&t, "archers"), val(&t, "archers.box")), (2, 8));
    assert_eq!((val(&t, "warriors"), val(&t, "warriors.box")), (0, 30));
    assert_eq!((val(&t, "battering_ram"), val(&t, "battering_ram.box")), (0, 1));
    for s in Section::ALL {
        assert_eq!(val(&t, s.level_key()), 0);
        assert_eq!(val(&t, s.damage_key()), 0);
    }
    // The box is the home of each pool: it comes first.
    let pool: Vec<_> = v.counters.iter().filter(|c| c.pool.as_deref() == Some("Warriors")).collect();
    assert_eq!(pool.len(), 2);
    assert_eq!(pool[0].key.as_deref(), Some("warriors.box"));
    // Every counter names its source.
    assert!(v.counters.iter().all(|c| c.note.as_deref().is_some_and(|n| n.contains("rulebook"))));
    // Keys are unique per owner.
    let mut keys: Vec<_> = v.counters.iter().map(|c| (c.key.clone(), c.player)).collect();
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n);
    assert!(v.alerts.is_empty(), "{:?}", v.alerts);
}

// ---- bounds ----

#[test]
fn bounds_are_typed_errors_that_change_nothing() {
    let mut t = table();
    let before = t.clone();
    let city = id(&t, "city", None);
    assert!(matches!(
        t.apply(&TableOp::Adjust { counter: city.clone(), delta: 1 }, now()),
        Err(TableError::AtLimit { which: "maximum", .. })
    ));
    assert!(matches!(t.apply(&TableOp::Set { counter: city, value: -1 }, now()), Err(TableError::OutOfRange { .. })));
    assert!(matches!(set(&mut t, "round", 5), Err(TableError::OutOfRange { .. })));
    assert!(matches!(set(&mut t, "left_wall.level", 4), Err(TableError::OutOfRange { .. })));
    // The box limits: a pool member is not adjusted on its own, and the box cannot go below 0.
    let warriors = id(&t, "warriors", None);
    assert!(matches!(
        t.apply(&TableOp::Adjust { counter: warriors.clone(), delta: 1 }, now()),
        Err(TableError::Conserved { .. })
    ));
    let from = id(&t, "warriors.box", None);
    assert!(matches!(
        t.apply(&TableOp::Transfer { from, to: warriors, amount: 31 }, now()),
        Err(TableError::AtLimit { .. })
    ));
    assert_eq!(t, before);
}

#[test]
fn the_box_holds_15_damage_markers() {
    let mut t = table();
    set(&mut t, "left_wall.damage", 9).unwrap();
    set(&mut t, "right_wall.damage", 6).unwrap();
    assert_eq!(derived(&t.view(), "damage_box", None), "0");
    let before = t.clone();
    let err = set(&mut t, "left_tower.damage", 1).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("15 Damage markers")), "{err}");
    assert_eq!(t, before);
    // Taking one off is always fine.
    set(&mut t, "left_wall.damage", 8).unwrap();
    assert_eq!(derived(&t.view(), "damage_box", None), "1");
}

// ---- derived values ----

#[test]
fn the_fortification_tables() {
    // rulebook: Fortifications (Defense Bonus, Capacity, Durability).
    assert_eq!(fortification(true, 0), (0, 3, 0));
    assert_eq!(fortification(true, 1), (1, 4, 3));
    assert_eq!(fortification(true, 2), (2, 5, 6));
    assert_eq!(fortification(true, 3), (3, 6, 9));
    assert_eq!(fortification(false, 0), (0, 1, 0));
    assert_eq!(fortification(false, 1), (1, 2, 3));
    assert_eq!(fortification(false, 2), (2, 3, 6));
    assert_eq!(fortification(false, 3), (3, 4, 9));
    // Damage lowers the bonus by 1 each, never below 0.
    assert_eq!(defence_bonus(true, 3, 1), 2);
    assert_eq!(defence_bonus(true, 2, 5), 0);
    // Out-of-range levels from a hand-edited file do not panic.
    assert_eq!(fortification(true, 9), (3, 6, 9));
    assert_eq!(fortification(false, -2), (0, 1, 0));
}

#[test]
fn each_section_shows_bonus_capacity_and_durability() {
    let mut t = table();
    // The Assault example: a Level 2 Wall raises a Man-at-arms' Melee Defense from 1 to 3.
    set(&mut t, "left_wall.level", 2).unwrap();
    // The Destroy Fortifications example: a Level 3 Wall has Durability 9.
    set(&mut t, "gate_wall.level", 3).unwrap();
    set(&mut t, "right_tower.level", 2).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "left_wall.bonus", None), "+2");
    assert_eq!(derived(&v, "left_wall.capacity", None), "5");
    assert_eq!(derived(&v, "left_wall.durability", None), "6");
    assert_eq!(derived(&v, "gate_wall.durability", None), "9");
    assert_eq!(derived(&v, "right_tower.bonus", None), "+2");
    assert_eq!(derived(&v, "right_tower.capacity", None), "3");
    assert_eq!(derived(&v, "left_tower.capacity", None), "1");
    // 1 (no tower) + 5 + 6 + 3 (no wall) + 3
    assert_eq!(derived(&v, "capacity", None), "18");
    // The Destroy Fortifications example: one Damage marker and the bonus drops by 1.
    set(&mut t, "gate_wall.damage", 1).unwrap();
    assert_eq!(derived(&t.view(), "gate_wall.bonus", None), "+2");
    set(&mut t, "gate_wall.damage", 4).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "gate_wall.bonus", None), "+0");
    assert!(has_alert(&v, AlertLevel::Info, "no Defense Bonus left"));
}

#[test]
fn starting_hands_follow_the_number_of_defenders() {
    let mut t = table();
    let v = t.view();
    assert_eq!(derived(&v, "hand", Some(0)), "6 Order, 4 Special, 4 Reaction");
    assert_eq!(derived(&v, "hand", Some(1)), "6 Order, 4 Special, 4 Reaction");
    assert_eq!(derived(&v, "commanders", Some(0)), "1");
    set(&mut t, "defenders", 2).unwrap();
    assert_eq!(derived(&t.view(), "hand", Some(1)), "5 Order, 2 Special, 2 Reaction");
    set(&mut t, "defenders", 3).unwrap();
    assert!(derived(&t.view(), "hand", Some(1)).starts_with("4 Order, 2 Special, 1 Reaction"));
    set(&mut t, "defenders", 4).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "hand", Some(1)), "3 Order, 2 Special, 1 Reaction");
    assert_eq!(derived(&v, "commanders", Some(0)), "4");
    assert_eq!(derived(&v, "defender_units", None), "6");
}

// ---- alerts ----

#[test]
fn city_durability_0_is_a_loss_for_the_defenders() {
    let mut t = table();
    set(&mut t, "city", 1).unwrap();
    let v = t.view();
    assert!(has_alert(&v, AlertLevel::Warning, "City Durability 1"));
    assert!(last(&t).contains("Warning"));
    set(&mut t, "city", 0).unwrap();
    let v = t.view();
    let loss = v.alerts.iter().find(|a| a.level == AlertLevel::Loss).unwrap();
    assert_eq!(loss.player, Some(1));
    assert!(loss.text.contains("Defenders lose"));
    assert_eq!(v.alerts[0].level, AlertLevel::Loss);
    assert!(last(&t).contains("LOSS"));
}

#[test]
fn the_defenders_win_at_the_clean_up_of_round_4() {
    let mut t = table();
    set(&mut t, "round", 4).unwrap();
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "turn", 4).unwrap();
    set(&mut t, "step", 1).unwrap();
    assert!(!t.view().alerts.iter().any(|a| a.level == AlertLevel::Victory));
    set(&mut t, "phase", 8).unwrap();
    let v = t.view();
    let win = v.alerts.iter().find(|a| a.level == AlertLevel::Victory).unwrap();
    assert_eq!(win.player, Some(1));
    assert!(last(&t).contains("VICTORY"));
    // Not in round 3's Clean-up, and not with the City at 0 (the end stands until reopened).
    t.apply(&TableOp::Reopen, now()).unwrap();
    set(&mut t, "city", 0).unwrap();
    assert!(!t.view().alerts.iter().any(|a| a.level == AlertLevel::Victory));
    let mut t = table();
    set(&mut t, "round", 3).unwrap();
    set(&mut t, "phase", 8).unwrap();
    assert!(!t.view().alerts.iter().any(|a| a.level == AlertLevel::Victory));
}

#[test]
fn an_assault_on_no_defenders_wins_for_the_attacker() {
    let mut t = table();
    let before = t.clone();
    let err = set(&mut t, "assault_win", 1).unwrap_err();
    assert!(matches!(err, TableError::Rule(m) if m.contains("6 units")));
    assert_eq!(t, before);
    for (key, n) in [("men_at_arms", 4), ("archers", 2)] {
        let from = id(&t, key, None);
        let to = id(&t, &format!("{key}.box"), None);
        t.apply(&TableOp::Transfer { from, to, amount: n }, now()).unwrap();
    }
    assert!(has_alert(&t.view(), AlertLevel::Warning, "Every defending unit is destroyed"));
    set(&mut t, "assault_win", 1).unwrap();
    let v = t.view();
    assert!(has_alert(&v, AlertLevel::Loss, "Defenders lose"));
    assert!(!has_alert(&v, AlertLevel::Warning, "Every defending unit"));
}

#[test]
fn gate_and_round_reminders() {
    let mut t = table();
    set(&mut t, "gate_wall.level", 1).unwrap();
    set(&mut t, "gate", 1).unwrap();
    assert!(has_alert(&t.view(), AlertLevel::Warning, "Gate Durability 1"));
    // Round 2's Siege Stage without the reinforcements (the flag cleared by hand).
    set(&mut t, "round", 2).unwrap();
    set(&mut t, "phase", 4).unwrap();
    setp_shared_toggle_off(&mut t);
    assert!(has_alert(&t.view(), AlertLevel::Warning, "reinforcement Warriors"));
}

fn setp_shared_toggle_off(t: &mut Table) {
    if val(t, "reinforced") == 1 {
        set(t, "reinforced", 0).unwrap();
    }
}

#[test]
fn deploying_more_defenders_than_capacity_is_noted() {
    let mut t = table();
    bring(&mut t, "men_at_arms", 10);
    set(&mut t, "phase", 6).unwrap();
    // 14 Men-at-arms on Walls of room 3+3+3 (the 2 Archers fit on the Towers, 1+1).
    assert!(has_alert(&t.view(), AlertLevel::Info, "5 defending units do not fit"));
    assert!(has_alert(&t.view(), AlertLevel::Info, "Walls: room for 9 units; Towers: room for 2 Archers"));
}

#[test]
fn deploying_checks_walls_with_melee_units_and_towers_with_archers() {
    let mut t = table();
    set(&mut t, "phase", 6).unwrap();
    let v = t.view();
    assert!(!v.alerts.iter().any(|a| a.text.contains("not fit")), "4 Men-at-arms and 2 Archers fit");
    assert_eq!(
        (derived(&v, "capacity", None), derived(&v, "wall_capacity", None), derived(&v, "tower_capacity", None)),
        ("11".to_string(), "9".to_string(), "2".to_string())
    );
    // 10 Men-at-arms and no Archers: 10 units for 11 spaces, but the Towers' unit Areas hold only Archers.
    bring(&mut t, "men_at_arms", 6);
    let (from, to) = (id(&t, "archers", None), id(&t, "archers.box", None));
    t.apply(&TableOp::Transfer { from, to, amount: 2 }, now()).unwrap();
    assert!(has_alert(&t.view(), AlertLevel::Info, "1 defending unit does not fit"), "{:?}", t.view().alerts);
    // 7 Men-at-arms and 4 Archers: 2 Archers on the Towers, 2 on the Walls' room left.
    let (from, to) = (id(&t, "men_at_arms", None), id(&t, "men_at_arms.box", None));
    t.apply(&TableOp::Transfer { from, to, amount: 3 }, now()).unwrap();
    bring(&mut t, "archers", 4);
    assert!(!t.view().alerts.iter().any(|a| a.text.contains("not fit")), "{:?}", t.view().alerts);
    // One more Archer has no room.
    bring(&mut t, "archers", 1);
    assert!(has_alert(&t.view(), AlertLevel::Info, "1 defending unit does not fit"));
}

// ---- consequences in settle ----

#[test]
fn the_gate_falling_damages_the_wall_and_the_city() {
    let mut t = table();
    set(&mut t, "gate_wall.level", 2).unwrap();
    set(&mut t, "gate_wall.damage", 1).unwrap();
    set(&mut t, "gate", 0).unwrap();
    assert_eq!(val(&t, "gate_wall.damage"), 3);
    assert_eq!(val(&t, "city"), CITY_START - 1);
    assert_eq!(derived(&t.view(), "gate_wall.bonus", None), "+0");
    assert!(last(&t).contains("Gate is destroyed"), "{}", last(&t));
    // With too few markers in the box it places what is left.
    let mut t = table();
    set(&mut t, "gate_wall.level", 3).unwrap();
    set(&mut t, "left_wall.damage", 14).unwrap();
    set(&mut t, "gate", 0).unwrap();
    assert_eq!(val(&t, "gate_wall.damage"), 1);
    assert!(last(&t).contains("all the box had left"));
}

#[test]
fn a_new_round_resets_the_turn_and_passes_the_first_player_marker() {
    let mut t = table();
    set(&mut t, "defenders", 3).unwrap();
    set(&mut t, "first_player", 2).unwrap();
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "turn", 3).unwrap();
    setp(&mut t, "passes", 0, 1).unwrap();
    set(&mut t, "round", 2).unwrap();
    assert_eq!((val(&t, "turn"), val(&t, "step"), valp(&t, "passes", Some(0))), (1, 0, 0));
    assert_eq!(val(&t, "first_player"), 0);
    assert!(last(&t).contains("passes to Defender 1"));
    // The generic Next on the phase carries into the round.
    set(&mut t, "phase", 6).unwrap();
    set(&mut t, "phase", 8).unwrap();
    t.apply(&TableOp::Advance { counter: id(&t, "phase", None) }, now()).unwrap();
    assert_eq!((val(&t, "round"), val(&t, "phase"), val(&t, "first_player")), (3, 0, 1));
    // With one Defender the marker stays.
    let mut t = table();
    set(&mut t, "round", 2).unwrap();
    assert_eq!(val(&t, "first_player"), 0);
}

#[test]
fn the_first_player_is_one_of_the_defenders() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(set(&mut t, "first_player", 1), Err(TableError::Rule(m)) if m.contains("only 1 Defender")));
    assert_eq!(t, before);
    set(&mut t, "defenders", 2).unwrap();
    set(&mut t, "first_player", 1).unwrap();
    set(&mut t, "defenders", 1).unwrap();
    assert_eq!(val(&t, "first_player"), 0);
    assert!(last(&t).contains("Defender 1"));
}

#[test]
fn reinforcements_arrive_at_the_end_of_the_development_stage_from_round_2() {
    let mut t = table();
    // Round 1: none.
    set(&mut t, "phase", 3).unwrap();
    assert_eq!(val(&t, "warriors"), 0);
    set(&mut t, "phase", 0).unwrap();
    set(&mut t, "round", 2).unwrap();
    set(&mut t, "phase", 2).unwrap();
    t.apply(&TableOp::Advance { counter: id(&t, "phase", None) }, now()).unwrap();
    assert_eq!((val(&t, "warriors"), val(&t, "warriors.box")), (4, 26));
    assert_eq!(val(&t, "reinforced"), 1);
    assert!(last(&t).contains("4 reinforcement Warriors"));
    // Not twice in a round.
    set(&mut t, "phase", 1).unwrap();
    set(&mut t, "phase", 5).unwrap();
    assert_eq!(val(&t, "warriors"), 4);
    // Round 3 again; only what the box holds.
    bring(&mut t, "warriors", 24);
    set(&mut t, "phase", 8).unwrap();
    t.apply(&TableOp::Advance { counter: id(&t, "phase", None) }, now()).unwrap();
    assert_eq!(val(&t, "reinforced"), 0);
    set(&mut t, "phase", 3).unwrap();
    assert_eq!((val(&t, "warriors"), val(&t, "warriors.box")), (30, 0));
    assert!(last(&t).contains("all the box had left"));
}

#[test]
fn two_passes_each_end_the_combat_step_and_a_new_turn_clears_them() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    setp(&mut t, "passes", 0, 2).unwrap();
    assert_eq!(val(&t, "step"), 0);
    setp(&mut t, "passes", 1, 2).unwrap();
    assert_eq!(val(&t, "step"), 1);
    assert!(last(&t).contains("Reorganization Step"));
    bring(&mut t, "warriors", 1);
    rule(&mut t, Rule::Next).unwrap();
    assert_eq!((val(&t, "turn"), val(&t, "step")), (2, 0));
    assert_eq!((valp(&t, "passes", Some(0)), valp(&t, "passes", Some(1))), (0, 0));
}

#[test]
fn the_war_council_needs_the_keep_or_the_commanders_tent() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(setp(&mut t, "council", 1, 1), Err(TableError::Rule(m)) if m.contains("Keep")));
    assert!(matches!(setp(&mut t, "council", 0, 1), Err(TableError::Rule(m)) if m.contains("Commander's Tent")));
    assert_eq!(t, before);
    set(&mut t, "keep", 1).unwrap();
    setp(&mut t, "council", 1, 1).unwrap();
    assert_eq!(derived(&t.view(), "war_council", Some(1)), "used this turn");
    assert_eq!(derived(&t.view(), "war_council", Some(0)), "needs the Level 1 Commander's Tent");
}

// ---- rule ops ----

#[test]
fn next_walks_a_whole_round() {
    let mut t = table();
    for phase in 1..=7 {
        rule(&mut t, Rule::Next).unwrap();
        assert_eq!(val(&t, "phase"), phase);
    }
    bring(&mut t, "warriors", 3);
    // Attack: 4 turns of Combat and Reorganization.
    for turn in 1..=4 {
        assert_eq!((val(&t, "turn"), val(&t, "step")), (turn, 0));
        rule(&mut t, Rule::Next).unwrap();
        assert_eq!(val(&t, "step"), 1);
        rule(&mut t, Rule::Next).unwrap();
    }
    assert_eq!(val(&t, "phase"), 8);
    assert!(last(&t).contains("4th Reorganization"));
    rule(&mut t, Rule::Next).unwrap();
    assert_eq!((val(&t, "round"), val(&t, "phase"), val(&t, "turn")), (2, 0, 1));
    // Round 2: the Development Stage ends with the reinforcements.
    for _ in 0..3 {
        rule(&mut t, Rule::Next).unwrap();
    }
    assert_eq!(val(&t, "warriors"), 7);
    assert!(button(&t.view(), "next").label.contains("Siege"));
}

#[test]
fn next_ends_the_attack_when_the_attacker_has_no_units() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    rule(&mut t, Rule::Next).unwrap();
    assert!(has_alert(&t.view(), AlertLevel::Info, "no units left"));
    rule(&mut t, Rule::Next).unwrap();
    assert_eq!(val(&t, "phase"), 8);
}

#[test]
fn next_refuses_after_the_last_clean_up() {
    let mut t = table();
    set(&mut t, "round", 4).unwrap();
    set(&mut t, "phase", 8).unwrap();
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::Next), Err(TableError::Rule(m)) if m.contains("round 4")));
    assert_eq!(t, before);
    assert!(!button(&t.view(), "next").enabled);
    // The generic Next stops there too.
    assert!(matches!(
        t.apply(&TableOp::Advance { counter: id(&t, "phase", None) }, now()),
        Err(TableError::AtLimit { .. })
    ));
}

#[test]
fn the_reinforce_button() {
    let mut t = table();
    let v = t.view();
    assert!(!button(&v, "reinforce").enabled);
    assert!(button(&v, "reinforce").hint.as_deref().unwrap().contains("first round"));
    assert!(matches!(rule(&mut t, Rule::Reinforce), Err(TableError::Rule(_))));
    set(&mut t, "round", 2).unwrap();
    assert!(button(&t.view(), "reinforce").enabled);
    rule(&mut t, Rule::Reinforce).unwrap();
    assert_eq!(val(&t, "warriors"), 4);
    assert_eq!(t.view().last_result.unwrap().title, "Reinforcements");
    assert!(matches!(rule(&mut t, Rule::Reinforce), Err(TableError::Rule(m)) if m.contains("already")));
    // The end of the Development Stage does not add more.
    set(&mut t, "phase", 3).unwrap();
    assert_eq!(val(&t, "warriors"), 4);
}

#[test]
fn the_battering_ram() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "gate_wall.level", 2).unwrap();
    set(&mut t, "ram_strength", 3).unwrap();
    // No Battering Ram in play.
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::Rule(m)) if m.contains("no Battering Ram")));
    assert_eq!(t, before);
    assert!(!button(&t.view(), "ram").enabled);
    bring(&mut t, "battering_ram", 1);
    // 3 ≥ level 2 but < 4: −1.
    rule(&mut t, Rule::BatteringRam).unwrap();
    assert_eq!(val(&t, "gate"), 2);
    assert_eq!(t.view().last_result.unwrap().title, "Battering Ram: Gate 3 → 2");
    // Below the level: nothing.
    set(&mut t, "ram_strength", 1).unwrap();
    rule(&mut t, Rule::BatteringRam).unwrap();
    assert_eq!(val(&t, "gate"), 2);
    assert!(last(&t).contains("holds"));
    // Twice the level: −2, and the Gate falls.
    set(&mut t, "ram_strength", 4).unwrap();
    rule(&mut t, Rule::BatteringRam).unwrap();
    assert_eq!(val(&t, "gate"), 0);
    assert_eq!(val(&t, "gate_wall.damage"), 2);
    assert_eq!(val(&t, "city"), CITY_START - 1);
    // No more attacks on a destroyed Gate.
    assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::Rule(m)) if m.contains("destroyed")));
    assert!(!button(&t.view(), "ram").enabled);
}

#[test]
fn ram_damage_thresholds() {
    assert_eq!(ram_damage(1, 1), 1);
    assert_eq!(ram_damage(2, 1), 2);
    assert_eq!(ram_damage(9, 3), 2);
    assert_eq!(ram_damage(5, 3), 1);
    assert_eq!(ram_damage(2, 3), 0);
    assert_eq!(ram_damage(0, 0), 0);
    assert_eq!(ram_damage(1, 0), 2);
}

#[test]
fn destroy_fortifications() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "df_target", 2).unwrap();
    set(&mut t, "df_strength", 8).unwrap();
    assert!(matches!(rule(&mut t, Rule::DestroyFortifications), Err(TableError::Rule(m)) if m.contains("Trebuchets")));
    bring(&mut t, "trebuchets", 2);
    assert!(matches!(rule(&mut t, Rule::DestroyFortifications), Err(TableError::Rule(m)) if m.contains("not built")));
    // The rulebook's example: two Trebuchets (8), an Efficiency 1 card (−1 = 7) against a Level 3 Wall (9).
    // The rule says "equal to or higher", so 7 does no damage.
    set(&mut t, "gate_wall.level", 3).unwrap();
    set(&mut t, "df_strength", 7).unwrap();
    rule(&mut t, Rule::DestroyFortifications).unwrap();
    assert_eq!(val(&t, "gate_wall.damage"), 0);
    assert!(t.view().last_result.unwrap().title.contains("no damage"));
    set(&mut t, "df_strength", 9).unwrap();
    rule(&mut t, Rule::DestroyFortifications).unwrap();
    assert_eq!(val(&t, "gate_wall.damage"), 1);
    assert_eq!(derived(&t.view(), "gate_wall.bonus", None), "+2");
    // No markers left: refused.
    set(&mut t, "left_wall.damage", 14).unwrap();
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::DestroyFortifications), Err(TableError::Rule(m)) if m.contains("15")));
    assert_eq!(t, before);
}

#[test]
fn a_breach_costs_the_city_1_and_a_damage_marker() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(
        rule(&mut t, Rule::Breach { section: Section::LeftWall }),
        Err(TableError::Rule(m)) if m.contains("Phase 5")
    ));
    assert_eq!(t, before);
    set(&mut t, "phase", 7).unwrap();
    assert!(matches!(
        rule(&mut t, Rule::Breach { section: Section::LeftTower }),
        Err(TableError::Rule(m)) if m.contains("Tower")
    ));
    assert!(button(&t.view(), "breach.left_wall").enabled);
    rule(&mut t, Rule::Breach { section: Section::LeftWall }).unwrap();
    assert_eq!(val(&t, "city"), CITY_START - 1);
    assert_eq!(val(&t, "left_wall.damage"), 1);
    assert!(last(&t).contains("Cauldrons and Stones"));
    set(&mut t, "city", 1).unwrap();
    rule(&mut t, Rule::Breach { section: Section::RightWall }).unwrap();
    assert!(has_alert(&t.view(), AlertLevel::Loss, "Defenders lose"));
    assert!(last(&t).contains("LOSS"));
    assert!(matches!(rule(&mut t, Rule::Breach { section: Section::GateWall }), Err(TableError::Rule(_))));
}

#[test]
fn repair_clears_a_section_and_restores_the_gate() {
    let mut t = table();
    set(&mut t, "phase", 2).unwrap();
    assert!(matches!(
        rule(&mut t, Rule::Repair { section: Section::LeftWall }),
        Err(TableError::Rule(m)) if m.contains("no damage")
    ));
    assert!(!button(&t.view(), "repair.left_wall").enabled);
    set(&mut t, "left_wall.damage", 3).unwrap();
    assert!(button(&t.view(), "repair.left_wall").enabled);
    rule(&mut t, Rule::Repair { section: Section::LeftWall }).unwrap();
    assert_eq!(val(&t, "left_wall.damage"), 0);
    set(&mut t, "gate_wall.level", 1).unwrap();
    set(&mut t, "gate", 0).unwrap();
    assert_eq!(val(&t, "gate_wall.damage"), 1);
    rule(&mut t, Rule::Repair { section: Section::GateWall }).unwrap();
    assert_eq!((val(&t, "gate_wall.damage"), val(&t, "gate")), (0, GATE_FULL));
    // The City is not repaired.
    assert_eq!(val(&t, "city"), CITY_START - 1);
}

#[test]
fn buttons_have_stable_keys() {
    let v = table().view();
    let keys: Vec<&str> = v.actions.iter().map(|b| b.key.as_str()).collect();
    for key in [
        "next",
        "reinforce",
        "ram",
        "destroy",
        "repair.left_tower",
        "repair.left_wall",
        "repair.gate_wall",
        "repair.right_wall",
        "repair.right_tower",
        "breach.left_wall",
        "breach.gate_wall",
        "breach.right_wall",
        "round_units.attacker",
        "round_units.defenders",
    ] {
        assert!(keys.contains(&key), "{key}");
    }
    assert_eq!(keys.len(), 14);
    assert_eq!(keys[0], "next");
    assert!(button(&v, "next").enabled);
    assert!(v.actions.iter().filter(|b| !b.enabled).all(|b| b.hint.is_some()));
}

#[test]
fn rule_ops_travel_as_json() {
    let op: TableOp =
        serde_json::from_str(r#"{"type":"rule","rule":{"game":"exiled","do":"breach","section":"left_wall"}}"#)
            .unwrap();
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Exiled(Rule::Breach { section: Section::LeftWall }) });
    let op: TableOp = serde_json::from_str(r#"{"type":"rule","rule":{"game":"exiled","do":"next"}}"#).unwrap();
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Exiled(Rule::Next) });
    let v = serde_json::to_value(RuleOp::Exiled(Rule::DestroyFortifications)).unwrap();
    assert_eq!(v["do"], "destroy_fortifications");
}

#[test]
fn the_same_ops_give_the_same_table() {
    // No dice in this game: the helpers are deterministic whatever the seed.
    let run = |seed: u64| {
        let mut t = Table::new(
            "t".into(),
            NewTable {
                kind: TableKind::Exiled,
                players: vec![PlayerSpec::Name("A".into()), PlayerSpec::Name("D".into())],
                name: None,
                life: None,
                template: None,
                profile: None,
            },
            seed,
            now(),
        )
        .unwrap();
        bring(&mut t, "battering_ram", 1);
        set(&mut t, "phase", 7).unwrap();
        set(&mut t, "gate_wall.level", 1).unwrap();
        set(&mut t, "ram_strength", 2).unwrap();
        rule(&mut t, Rule::BatteringRam).unwrap();
        (t.view().counters, t.view().last_result)
    };
    assert_eq!(run(1), run(1));
    assert_eq!(run(1), run(99));
}

// ---- undo, redo, persistence ----

#[test]
fn undo_and_redo_take_back_a_consequence_whole() {
    let mut t = table();
    set(&mut t, "gate_wall.level", 2).unwrap();
    set(&mut t, "gate", 0).unwrap();
    assert_eq!((val(&t, "gate_wall.damage"), val(&t, "city")), (2, CITY_START - 1));
    t.undo(now()).unwrap();
    assert_eq!((val(&t, "gate"), val(&t, "gate_wall.damage"), val(&t, "city")), (GATE_FULL, 0, CITY_START));
    t.redo(now()).unwrap();
    assert_eq!((val(&t, "gate"), val(&t, "gate_wall.damage"), val(&t, "city")), (0, 2, CITY_START - 1));
    // A rule op too.
    set(&mut t, "phase", 2).unwrap();
    rule(&mut t, Rule::Repair { section: Section::GateWall }).unwrap();
    assert_eq!(val(&t, "gate"), GATE_FULL);
    t.undo(now()).unwrap();
    assert_eq!(val(&t, "gate"), 0);
    t.redo(now()).unwrap();
    assert_eq!(val(&t, "gate"), GATE_FULL);
}

#[test]
fn the_table_survives_json_and_export() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    rule(&mut t, Rule::Breach { section: Section::GateWall }).unwrap();
    let text = serde_json::to_string(&t).unwrap();
    let back: Table = serde_json::from_str(&text).unwrap();
    assert_eq!(back, t);
    let imported = Table::import(&t.export(), "t2".into(), now()).unwrap();
    assert_eq!(imported.view().counters, t.view().counters);
    assert_eq!(imported.view().derived, t.view().derived);
    assert_eq!(imported.view().alerts, t.view().alerts);
    let mut imported = imported;
    imported.undo(now()).unwrap_or(());
    imported.undo(now()).unwrap();
    assert_eq!(val(&imported, "city"), CITY_START);
}

/// The table with only the counters `keep` accepts, as an older or hand-made file might hold.
fn stripped(t: &Table, keep: impl Fn(usize) -> bool) -> Table {
    let mut json: serde_json::Value = serde_json::from_str(&t.export()).unwrap();
    let counters = json["state"]["counters"].as_array_mut().unwrap();
    let mut i = 0;
    counters.retain(|_| {
        i += 1;
        keep(i - 1)
    });
    json["undo"] = serde_json::Value::Array(Vec::new());
    Table::import(&json.to_string(), "old".into(), now()).unwrap()
}

#[test]
fn a_table_missing_counters_does_not_panic() {
    let ops = || {
        vec![
            Rule::Next,
            Rule::Reinforce,
            Rule::BatteringRam,
            Rule::DestroyFortifications,
            Rule::Breach { section: Section::GateWall },
            Rule::Repair { section: Section::RightTower },
            Rule::Repair { section: Section::GateWall },
        ]
    };
    let mut full = table();
    set(&mut full, "phase", 7).unwrap();
    set(&mut full, "round", 2).unwrap();
    set(&mut full, "phase", 7).unwrap();
    for modulus in [2, 3, 5] {
        for rest in 0..modulus {
            let mut t = stripped(&full, |i| i % modulus != rest);
            let _ = t.view();
            for r in ops() {
                let _ = rule(&mut t, r);
                let _ = t.view();
            }
            let ids: Vec<String> = t.view().counters.iter().map(|c| c.id.clone()).collect();
            for counter in ids {
                let _ = t.apply(&TableOp::Adjust { counter: counter.clone(), delta: -1 }, now());
                let _ = t.apply(&TableOp::Set { counter: counter.clone(), value: 0 }, now());
                let _ = t.apply(&TableOp::Advance { counter }, now());
                let _ = t.view();
            }
        }
    }
    // Nothing left at all.
    let mut t = stripped(&full, |_| false);
    let v = t.view();
    assert!(v.alerts.iter().all(|a| a.level != AlertLevel::Loss));
    assert!(matches!(rule(&mut t, Rule::Breach { section: Section::LeftWall }), Err(TableError::Rule(_))));
    assert!(matches!(rule(&mut t, Rule::Repair { section: Section::LeftWall }), Err(TableError::NoSuchCounter(_))));
    assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::NoSuchCounter(_))));
    assert!(matches!(rule(&mut t, Rule::Next), Err(TableError::NoSuchCounter(_))));
    assert!(v.alerts.iter().all(|a| a.level == AlertLevel::Info), "{:?}", v.alerts);
}

// ---- review fixes ----

#[test]
fn the_gate_needs_the_central_wall() {
    // rulebook: Gate Durability Marker — the track is on the overlay of the central Wall section.
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    bring(&mut t, "battering_ram", 1);
    set(&mut t, "ram_strength", 1).unwrap();
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::Rule(m)) if m.contains("no Gate")));
    assert!(matches!(set(&mut t, "gate", 1), Err(TableError::Rule(m)) if m.contains("no Gate")));
    assert_eq!(t, before);
    let v = t.view();
    assert!(!button(&v, "ram").enabled);
    assert_eq!(derived(&v, "gate_state", None), "no Gate until the central Wall is built");
    assert!(!v.alerts.iter().any(|a| a.text.contains("Gate")), "{:?}", v.alerts);
    // Built: the ram works and the Gate shows.
    set(&mut t, "gate_wall.level", 1).unwrap();
    assert_eq!(derived(&t.view(), "gate_state", None), format!("Durability {GATE_FULL} of {GATE_FULL}"));
    rule(&mut t, Rule::BatteringRam).unwrap();
    assert_eq!(val(&t, "gate"), GATE_FULL - 1);
}

#[test]
fn the_generic_next_on_the_phase_walks_the_attack_like_the_rounds_next() {
    let advance = |t: &mut Table, key: &str| t.apply(&TableOp::Advance { counter: id(t, key, None) }, now());
    // The step is a plain track now: the only "Next" in the Attack is the round's or the phase's.
    let t = table();
    let step = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some("step")).unwrap();
    assert_eq!((step.style, step.carry), (CounterStyle::Track, None));
    // With attackers: 4 turns, the phase's Next and the rule's Next in step.
    let mut a = table();
    set(&mut a, "phase", 7).unwrap();
    bring(&mut a, "warriors", 2);
    let mut b = a.clone();
    for _ in 0..8 {
        assert_eq!(val(&a, "phase"), 7);
        advance(&mut a, "phase").unwrap();
        rule(&mut b, Rule::Next).unwrap();
        assert_eq!(a.view().counters, b.view().counters);
    }
    assert_eq!(val(&a, "phase"), 8);
    // Passes cleared by a new turn reached through the phase's Next.
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    bring(&mut t, "warriors", 2);
    setp(&mut t, "passes", 0, 1).unwrap();
    advance(&mut t, "phase").unwrap();
    assert_eq!((val(&t, "phase"), val(&t, "turn"), val(&t, "step")), (7, 1, 1));
    assert!(last(&t).contains("Turn 1: Reorganization Step"), "{}", last(&t));
    advance(&mut t, "phase").unwrap();
    assert_eq!((val(&t, "phase"), val(&t, "turn"), val(&t, "step")), (7, 2, 0));
    assert_eq!(valp(&t, "passes", Some(0)), 0);
    // No attacking units: the Attack ends after the next Reorganization, by either Next.
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    advance(&mut t, "phase").unwrap();
    assert_eq!((val(&t, "phase"), val(&t, "step")), (7, 1));
    assert!(button(&t.view(), "next").label.contains("Clean-up"));
    advance(&mut t, "phase").unwrap();
    assert_eq!(val(&t, "phase"), 8);
}

#[test]
fn an_older_tables_step_takes_the_current_shape_on_import() {
    // A table saved before the step became a plain track: import gives the kind's counters the
    // shape of the kind's layout (never the file's), so the step is a plain track again.
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "step", 1).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&t.export()).unwrap();
    for c in json["state"]["counters"].as_array_mut().unwrap() {
        if c["key"] == "step" {
            c["style"] = "steps".into();
            c["carry"] = "turn".into();
        }
    }
    let t = Table::import(&json.to_string(), "old".into(), now()).unwrap();
    let step = t.counters().iter().find(|c| c.key.as_deref() == Some("step")).unwrap();
    assert_eq!((step.style, step.carry.as_deref(), step.value), (CounterStyle::Track, None, 1));
    assert_eq!((val(&t, "phase"), val(&t, "turn")), (7, 1));
}

#[test]
fn order_and_development_helpers_keep_to_their_phase() {
    let mut t = table();
    set(&mut t, "gate_wall.level", 1).unwrap();
    set(&mut t, "left_wall.level", 1).unwrap();
    set(&mut t, "left_wall.damage", 1).unwrap();
    bring(&mut t, "battering_ram", 1);
    bring(&mut t, "trebuchets", 1);
    set(&mut t, "ram_strength", 2).unwrap();
    set(&mut t, "df_strength", 9).unwrap();
    for phase in [0, 3, 6, 8] {
        set(&mut t, "phase", phase).unwrap();
        let before = t.clone();
        assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::Rule(m)) if m.contains("Phase 5")));
        assert!(matches!(rule(&mut t, Rule::DestroyFortifications), Err(TableError::Rule(m)) if m.contains("Phase 5")));
        assert!(matches!(
            rule(&mut t, Rule::Repair { section: Section::LeftWall }),
            Err(TableError::Rule(m)) if m.contains("Development Phase 3")
        ));
        assert_eq!(t, before);
        let v = t.view();
        assert!(!button(&v, "ram").enabled && !button(&v, "destroy").enabled);
        assert!(!button(&v, "repair.left_wall").enabled);
    }
    set(&mut t, "phase", 2).unwrap();
    assert!(matches!(rule(&mut t, Rule::BatteringRam), Err(TableError::Rule(_))));
    rule(&mut t, Rule::Repair { section: Section::LeftWall }).unwrap();
    set(&mut t, "phase", 7).unwrap();
    rule(&mut t, Rule::BatteringRam).unwrap();
    rule(&mut t, Rule::DestroyFortifications).unwrap();
}

#[test]
fn a_breach_with_no_defenders_left_wins_for_the_attacker() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    // Units still in play: no win, and a reminder.
    rule(&mut t, Rule::Breach { section: Section::LeftWall }).unwrap();
    assert_eq!(val(&t, "assault_win"), 0);
    assert!(last(&t).contains("6 defending units still on the board"), "{}", last(&t));
    for key in ["men_at_arms", "archers"] {
        let (from, to) = (id(&t, key, None), id(&t, &format!("{key}.box"), None));
        let amount = val(&t, key);
        t.apply(&TableOp::Transfer { from, to, amount }, now()).unwrap();
    }
    rule(&mut t, Rule::Breach { section: Section::GateWall }).unwrap();
    assert_eq!(val(&t, "assault_win"), 1);
    assert!(last(&t).contains("the Attacker wins"), "{}", last(&t));
    assert!(has_alert(&t.view(), AlertLevel::Loss, "assaulted with every defending unit destroyed"));
}

#[test]
fn no_stale_info_when_both_sides_passed_twice() {
    let mut t = table();
    set(&mut t, "phase", 7).unwrap();
    setp(&mut t, "passes", 0, 2).unwrap();
    setp(&mut t, "passes", 1, 2).unwrap();
    assert_eq!(val(&t, "step"), 1);
    // Back to the Combat Step by hand: no alert claims the step ends (the history said so when it did).
    set(&mut t, "step", 0).unwrap();
    assert!(!t.view().alerts.iter().any(|a| a.text.contains("passed twice")), "{:?}", t.view().alerts);
}

#[test]
fn fortification_totals_sit_with_the_fortifications() {
    let v = table().view();
    let group = |key: &str| v.derived.iter().find(|d| d.key == key).unwrap().group.clone();
    assert_eq!(group("damage_box").as_deref(), Some("Destroy Fortifications"));
    for key in ["capacity", "wall_capacity", "tower_capacity"] {
        assert_eq!(group(key).as_deref(), Some(Section::GateWall.name()), "{key}");
    }
    assert!(v
        .derived
        .iter()
        .filter(|d| d.group.as_deref() == Some("Defender: units"))
        .all(|d| d.key == "defender_units" || d.key == "defenders_on_board"));
}

#[test]
fn a_building_gains_at_most_one_level_per_round() {
    // rulebook: Development Cards – Build — "During one round each Building cannot be developed by more than 1 level".
    let mut t = table();
    set(&mut t, "keep", 1).unwrap();
    set(&mut t, "left_wall.level", 1).unwrap();
    assert_eq!((val(&t, "keep.developed"), val(&t, "left_wall.developed")), (1, 1));
    assert!(!t.view().alerts.iter().any(|a| a.text.contains("levels this round")));
    set(&mut t, "keep", 2).unwrap();
    set(&mut t, "saboteurs", 2).unwrap();
    let v = t.view();
    assert!(has_alert(&v, AlertLevel::Warning, "The Keep gained 2 levels this round"));
    assert!(has_alert(&v, AlertLevel::Warning, "The Saboteurs gained 2 levels this round"));
    let keep = v.alerts.iter().find(|a| a.text.contains("Keep gained")).unwrap();
    assert_eq!(keep.group.as_deref(), Some("Defender: City Buildings"));
    assert!(last(&t).contains("WARNING") || last(&t).contains("Warning") || last(&t).contains("levels this round"));
    // Lowering is not development; a new round clears the count.
    set(&mut t, "keep", 1).unwrap();
    assert_eq!(val(&t, "keep.developed"), 2);
    set(&mut t, "round", 2).unwrap();
    assert_eq!((val(&t, "keep.developed"), val(&t, "saboteurs.developed")), (0, 0));
    assert!(!t.view().alerts.iter().any(|a| a.text.contains("levels this round")));
}

// ---- audit 17: game modes, units held back, Fortifications' levels ----

#[test]
fn full_cooperation_and_attacker_solo_set_up_their_own_camp_and_city() {
    // rulebook: Full Cooperation Mode — Game Setup 2: no Location marker on the Training Grounds, no Commander cards.
    let mut t = table();
    set(&mut t, "mode", 1).unwrap();
    assert_eq!((val(&t, "training_grounds"), val(&t, "barracks")), (0, 1));
    let v = t.view();
    assert!(derived(&v, "side", Some(0)).contains("Scenario sheet"), "{}", derived(&v, "side", Some(0)));
    assert!(derived(&v, "side", Some(1)).contains("every player"));
    assert!(derived(&v, "commanders", Some(0)).starts_with('0'));
    assert!(derived(&v, "hand", Some(0)).contains("development tree"));
    assert!(last(&t).contains("Full Cooperation Mode"), "{}", last(&t));
    // rulebook: Attacker Solo Mode — Game Setup 2: the Defenders place no Buildings.
    set(&mut t, "mode", 2).unwrap();
    assert_eq!((val(&t, "training_grounds"), val(&t, "barracks")), (1, 0));
    let v = t.view();
    assert!(derived(&v, "side", Some(1)).contains("Scenario sheet"));
    assert!(derived(&v, "hand", Some(1)).contains("Scenario sheet"));
    assert_eq!(val(&t, "barracks.developed"), 0, "setting up is not development");
    // Back to the standard game: both Level 1 again.
    set(&mut t, "mode", 0).unwrap();
    assert_eq!((val(&t, "training_grounds"), val(&t, "barracks")), (1, 1));
    assert_eq!(derived(&t.view(), "side", Some(0)), "Attacker");
    t.validate().unwrap();
    // The mode is a setup choice: refused once the game is under way.
    set(&mut t, "phase", 1).unwrap();
    let before = t.clone();
    let err = set(&mut t, "mode", 1).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("Game Setup")), "{err}");
    assert_eq!(t, before);
}

#[test]
fn units_held_back_in_the_unit_zone_are_not_on_the_board() {
    // rulebook: Winning Conditions — "all defending units are destroyed"; ruling A-17: the Unit Zone does not count.
    let mut t = table();
    let from = id(&t, "men_at_arms", None);
    let to = id(&t, "men_at_arms.box", None);
    t.apply(&TableOp::Transfer { from, to, amount: 4 }, now()).unwrap();
    assert!(!has_alert(&t.view(), AlertLevel::Warning, "Every defending unit is destroyed"));
    // The 2 Archers were held back at deployment: nothing defends the board.
    let before = t.clone();
    assert!(matches!(set(&mut t, "held_back", 3), Err(TableError::Rule(m)) if m.contains("only 2 units")));
    assert_eq!(t, before);
    set(&mut t, "held_back", 2).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "defenders_on_board", None), "0");
    assert!(has_alert(&v, AlertLevel::Warning, "Every defending unit is destroyed"));
    set(&mut t, "phase", 7).unwrap();
    set(&mut t, "left_wall.level", 1).unwrap();
    rule(&mut t, Rule::Breach { section: Section::LeftWall }).unwrap();
    assert_eq!(val(&t, "assault_win"), 1, "an Assault with none on the board wins");
    // Units destroyed from the Unit Zone take the held-back count down with them; a new round clears it.
    let mut u = table();
    set(&mut u, "held_back", 5).unwrap();
    let from = id(&u, "men_at_arms", None);
    let to = id(&u, "men_at_arms.box", None);
    u.apply(&TableOp::Transfer { from, to, amount: 3 }, now()).unwrap();
    assert_eq!(val(&u, "held_back"), 3);
    u.validate().unwrap();
    set(&mut u, "round", 2).unwrap();
    assert_eq!(val(&u, "held_back"), 0);
}

#[test]
fn walls_and_towers_may_gain_several_levels_in_one_round() {
    // ruling A-3: the one-level-per-round limit names Buildings and Locations only.
    let mut t = table();
    set(&mut t, "left_wall.level", 3).unwrap();
    set(&mut t, "right_tower.level", 2).unwrap();
    assert_eq!(val(&t, "left_wall.developed"), 3, "still counted, for information");
    assert!(!t.view().alerts.iter().any(|a| a.text.contains("levels this round")), "{:?}", t.view().alerts);
    set(&mut t, "keep", 2).unwrap();
    assert!(has_alert(&t.view(), AlertLevel::Warning, "The Keep gained 2 levels this round"));
}

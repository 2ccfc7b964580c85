use chrono::{TimeZone, Utc};

use super::info;
use super::keys::*;
use super::ops::Rule;
use crate::games::defenders::data::{self, General, HERO_LIST};
use crate::table::{
    AlertLevel, CounterStyle, NewTable, PlayerSpec, RuleOp, Table, TableError, TableKind, TableOp, TableView,
};

fn now() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 1, 12, 0, 0).single().unwrap_or_default()
}

fn table(players: usize, seed: u64) -> Table {
    let names = ["Garrett", "Johnny", "Ryan", "Becky"];
    let players = names.iter().take(players).map(|n| PlayerSpec::Name(n.to_string())).collect();
    Table::new(
        "t".into(),
        NewTable { kind: TableKind::Defenders, players, name: None, life: None, template: None, profile: None },
        seed,
        now(),
    )
    .expect("a Defenders table")
}

fn id(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

fn val(t: &Table, key: &str, player: Option<usize>) -> i32 {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .map(|c| c.value)
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

fn set(t: &mut Table, key: &str, player: Option<usize>, value: i32) -> Result<(), TableError> {
    let counter = id(t, key, player);
    t.apply(&TableOp::Set { counter, value }, now())
}

fn adjust(t: &mut Table, key: &str, player: Option<usize>, delta: i32) -> Result<(), TableError> {
    let counter = id(t, key, player);
    t.apply(&TableOp::Adjust { counter, delta }, now())
}

fn transfer(t: &mut Table, from: &str, to: &str, player: Option<usize>, amount: i32) -> Result<(), TableError> {
    let (from, to) = (id(t, from, player), id(t, to, player));
    t.apply(&TableOp::Transfer { from, to, amount }, now())
}

fn advance(t: &mut Table) {
    let counter = id(t, "phase", None);
    t.apply(&TableOp::Advance { counter }, now()).expect("advance");
}

/// Plays Daytime → Evening → Night → next turn's Daytime.
fn end_turn(t: &mut Table) {
    for _ in 0..3 {
        advance(t);
    }
}

fn rule(t: &mut Table, r: Rule) -> Result<(), TableError> {
    t.apply(&TableOp::Rule { rule: RuleOp::Defenders(r) }, now())
}

fn alerts(v: &TableView, level: AlertLevel) -> Vec<String> {
    v.alerts.iter().filter(|a| a.level == level).map(|a| a.text.clone()).collect()
}

fn has_alert(t: &Table, level: AlertLevel, needle: &str) -> bool {
    alerts(&t.view(), level).iter().any(|a| a.contains(needle))
}

fn derived(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view()
        .derived
        .iter()
        .find(|d| d.key == key && d.player == player)
        .map(|d| d.value.clone())
        .unwrap_or_else(|| panic!("no derived {key}"))
}

fn defeat(t: &mut Table, key: &str, general: General) {
    set(t, key, None, i32::from(general.data().track)).expect("defeat");
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

#[test]
fn a_new_table_starts_as_the_rulebook_sets_up() {
    let t = table(2, 1);
    let v = t.view();
    let city = v.counters.iter().find(|c| c.key.as_deref() == Some("monarch_city")).expect("monarch_city");
    assert_eq!((city.player, city.style, city.value, city.pool.clone()), (None, CounterStyle::Number, 0, None));
    assert_eq!(val(&t, "war_status", None), 0);
    assert_eq!(val(&t, "crystals", None), 1);
    for c in ["black", "blue", "red", "green"] {
        assert_eq!(val(&t, &format!("{c}.supply"), None), 22);
        assert_eq!(val(&t, &format!("{c}.board"), None), 3);
    }
    for (g, track) in [("varkolak", 5), ("sapphire", 4), ("balazarg", 6), ("gorgutt", 6)] {
        let w = v.counters.iter().find(|c| c.key.as_deref() == Some(&format!("{g}.wounds"))).expect("wounds");
        assert_eq!((w.value, w.max, w.style), (0, track, CounterStyle::Track));
        let s = v.counters.iter().find(|c| c.key.as_deref() == Some(&format!("{g}.step"))).expect("step");
        assert_eq!(s.labels.last().map(String::as_str), Some("Monarch City"));
    }
    let balazarg = v.counters.iter().find(|c| c.key.as_deref() == Some("balazarg.wounds")).expect("wounds");
    assert_eq!(balazarg.labels, ["6 (unhurt)", "5", "4", "3", "2", "1 major", "Defeated"]);
    for (p, life) in [(0, 6), (1, 5)] {
        let hero = HERO_LIST[p];
        assert_eq!(val(&t, "hero", Some(p)), i32::try_from(p).unwrap_or(-1), "each seat starts with its own hero");
        assert_eq!(i32::from(hero.life()), life);
        assert_eq!(val(&t, "life_active", Some(p)), life, "{} has {life} Life Tokens", hero.name());
        assert_eq!(val(&t, "life_box", Some(p)), 7 - life);
        assert_eq!(val(&t, "cards", Some(p)), 2);
    }
    assert_eq!(derived(&t, "darkness_cards", None), "1");
    assert_eq!(derived(&t, "active_hero", None), "Garrett (Cleric)");
    assert!(has_alert(&t, AlertLevel::Info, "Setup: move the 18 minions"));
    assert!(alerts(&v, AlertLevel::Loss).is_empty() && alerts(&v, AlertLevel::Warning).is_empty());
    // Keys are unique per owner.
    let mut keys: Vec<(Option<usize>, String)> =
        v.counters.iter().map(|c| (c.player, c.key.clone().unwrap_or_default())).collect();
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n);
}

#[test]
fn the_kind_takes_one_to_four_heroes() {
    assert_eq!((info().min_players, info().max_players, info().id.as_str()), (1, 4, "defenders"));
    let five = (0..5).map(|i| PlayerSpec::Name(format!("P{i}"))).collect();
    let r = Table::new(
        "t".into(),
        NewTable { kind: TableKind::Defenders, players: five, name: None, life: None, template: None, profile: None },
        1,
        now(),
    );
    assert!(matches!(r, Err(TableError::BadPlayers(_))));
}

// ---------------------------------------------------------------------------------------------
// Bounds
// ---------------------------------------------------------------------------------------------

#[test]
fn out_of_range_values_are_refused_and_nothing_changes() {
    let mut t = table(1, 1);
    let before = t.view().counters;
    assert!(matches!(set(&mut t, "monarch_city", None, CITY_MAX + 1), Err(TableError::OutOfRange { .. })));
    assert!(matches!(set(&mut t, "crystals", None, -1), Err(TableError::OutOfRange { .. })));
    assert!(matches!(adjust(&mut t, "war_status", None, -1), Err(TableError::AtLimit { .. })));
    assert!(matches!(adjust(&mut t, "slain", Some(0), -1), Err(TableError::AtLimit { .. })));
    // Pool members move only by transfer, and the pool keeps its total.
    assert!(matches!(adjust(&mut t, "red.board", None, 1), Err(TableError::Conserved { .. })));
    assert!(matches!(transfer(&mut t, "red.board", "red.supply", None, 4), Err(TableError::AtLimit { .. })));
    assert_eq!(t.view().counters, before);
    transfer(&mut t, "red.supply", "red.board", None, 2).expect("two demons arrive");
    assert_eq!((val(&t, "red.supply", None), val(&t, "red.board", None)), (20, 5));
}

// ---------------------------------------------------------------------------------------------
// Alerts
// ---------------------------------------------------------------------------------------------

#[test]
fn five_minions_in_monarch_city_lose() {
    let mut t = table(2, 1);
    transfer(&mut t, "green.supply", "green.city", None, 3).expect("three orcs");
    transfer(&mut t, "red.supply", "red.city", None, 1).expect("a demon");
    assert_eq!(val(&t, "monarch_city", None), 4);
    assert!(has_alert(&t, AlertLevel::Warning, "one more and the city falls"));
    assert!(alerts(&t.view(), AlertLevel::Loss).is_empty());
    transfer(&mut t, "black.supply", "black.city", None, 1).expect("five");
    assert!(has_alert(&t, AlertLevel::Loss, "5 minions in Monarch City"));
    assert!(t.history().last().is_some_and(|h| h.text.contains("LOSS")), "the loss is written in the history");
}

#[test]
fn the_twelfth_tainted_crystal_loses() {
    let mut t = table(1, 1);
    set(&mut t, "crystals", None, 11).expect("eleven");
    assert!(has_alert(&t, AlertLevel::Warning, "the next one loses"));
    assert_eq!(derived(&t, "crystals_left", None), "1");
    adjust(&mut t, "crystals", None, 1).expect("twelve");
    assert!(has_alert(&t, AlertLevel::Loss, "12th Tainted Crystal"));
    assert!(matches!(adjust(&mut t, "crystals", None, 1), Err(TableError::AtLimit { .. })));
}

#[test]
fn a_general_in_monarch_city_loses() {
    let mut t = table(1, 1);
    set(&mut t, "gorgutt.step", None, 3).expect("Orc Valley");
    assert!(has_alert(&t, AlertLevel::Warning, "Gorgutt is one step from Monarch City"));
    adjust(&mut t, "gorgutt.step", None, 1).expect("Monarch City");
    assert!(has_alert(&t, AlertLevel::Loss, "Gorgutt entered Monarch City"));
}

#[test]
fn an_empty_supply_warns_of_the_shortage_loss() {
    let mut t = table(1, 1);
    transfer(&mut t, "green.supply", "green.board", None, 19).expect("orcs");
    assert!(has_alert(&t, AlertLevel::Info, "Only 3 Orc minions"));
    transfer(&mut t, "green.supply", "green.board", None, 3).expect("all orcs");
    assert!(has_alert(&t, AlertLevel::Warning, "No Orc minions left"));
}

#[test]
fn an_older_table_enters_monarch_city_by_hand_and_on_the_board() {
    // A table from before the colours' Monarch City counters: the total is entered by hand.
    let t = table(1, 1);
    let mut json: serde_json::Value = serde_json::from_str(&t.export()).expect("json");
    if let Some(counters) = json.pointer_mut("/state/counters").and_then(|c| c.as_array_mut()) {
        counters.retain(|c| !c.get("key").and_then(|k| k.as_str()).unwrap_or_default().ends_with(".city"));
    }
    let mut t = Table::import(&json.to_string(), "old".into(), now()).expect("an older table");
    for c in ["black", "blue", "red", "green"] {
        transfer(&mut t, &format!("{c}.board"), &format!("{c}.supply"), None, 3).expect("clear");
    }
    set(&mut t, "monarch_city", None, 1).expect("one");
    assert!(has_alert(&t, AlertLevel::Warning, "only 0 are counted on the board"));
}

#[test]
fn all_four_generals_defeated_is_victory() {
    let mut t = table(1, 1);
    for g in &GENS {
        defeat(&mut t, g.wounds, g.general);
    }
    assert_eq!(derived(&t, "generals_defeated", None), "4 of 4");
    assert!(has_alert(&t, AlertLevel::Victory, "the Realm is saved"));
}

// ---------------------------------------------------------------------------------------------
// War Status and the Generals
// ---------------------------------------------------------------------------------------------

#[test]
fn each_general_defeated_advances_the_war_status() {
    let mut t = table(2, 1);
    defeat(&mut t, "varkolak.wounds", General::Varkolak);
    assert_eq!(val(&t, "war_status", None), 1);
    assert_eq!(derived(&t, "darkness_cards", None), "2");
    assert!(t.history().last().is_some_and(|h| h.text.contains("War Status → Mid War")));
    defeat(&mut t, "sapphire.wounds", General::Sapphire);
    assert_eq!((val(&t, "war_status", None), derived(&t, "darkness_cards", None)), (2, "2".into()));
    defeat(&mut t, "gorgutt.wounds", General::Gorgutt);
    assert_eq!((val(&t, "war_status", None), derived(&t, "darkness_cards", None)), (3, "3".into()));
    defeat(&mut t, "balazarg.wounds", General::Balazarg);
    assert_eq!(val(&t, "war_status", None), 3, "Late War is the last box");
    // Taking a defeat back steps the War Status back.
    set(&mut t, "balazarg.wounds", None, 0).expect("revive");
    set(&mut t, "gorgutt.wounds", None, 0).expect("revive");
    assert_eq!(val(&t, "war_status", None), 2);
    assert!(alerts(&t.view(), AlertLevel::Warning).is_empty());
    // A War Status set by hand that disagrees is flagged.
    set(&mut t, "war_status", None, 0).expect("by hand");
    assert!(has_alert(&t, AlertLevel::Warning, "it should be box 3"));
}

#[test]
fn a_defeated_general_does_not_move_and_a_major_wound_holds_it() {
    let mut t = table(3, 1);
    // Balazarg: 6 boxes, the last one (1 hit left) is a major wound.
    set(&mut t, "balazarg.wounds", None, 5).expect("wounds");
    assert!(has_alert(&t, AlertLevel::Info, "Balazarg has a major wound"));
    let before = t.view().counters;
    let err = adjust(&mut t, "balazarg.step", None, 1).expect_err("held");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("Major Wound")));
    assert_eq!(t.view().counters, before);
    // Defeated: no move at all.
    adjust(&mut t, "balazarg.wounds", None, 1).expect("defeat");
    assert!(matches!(adjust(&mut t, "balazarg.step", None, 1), Err(TableError::Rule(_))));
    // Gorgutt with a minor wound still advances.
    set(&mut t, "gorgutt.wounds", None, 1).expect("minor");
    adjust(&mut t, "gorgutt.step", None, 1).expect("advance");
}

#[test]
fn a_minor_wound_heals_from_the_end_of_the_next_turn() {
    let mut t = table(2, 1);
    // Turn 1: Varkolak takes 2 hits (minor; he has no major zone).
    set(&mut t, "varkolak.wounds", None, 2).expect("hits");
    assert_eq!(val(&t, "varkolak.heal_in", None), 2);
    assert!(derived(&t, "varkolak.status", None).contains("starts healing at the end of turn 2"));
    end_turn(&mut t); // end of turn 1: no heal yet
    assert_eq!((val(&t, "turn", None), val(&t, "varkolak.wounds", None)), (2, 2));
    end_turn(&mut t); // end of turn 2: heals 1
    assert_eq!(val(&t, "varkolak.wounds", None), 1);
    assert!(t.history().last().is_some_and(|h| h.text.contains("Varkolak heals 1 (4 hits to defeat)")));
    end_turn(&mut t); // end of turn 3: heals the last
    assert_eq!((val(&t, "varkolak.wounds", None), val(&t, "varkolak.heal_in", None)), (0, 0));
    end_turn(&mut t);
    assert_eq!(val(&t, "varkolak.wounds", None), 0);
}

#[test]
fn a_major_wound_waits_a_full_round() {
    // 3 heroes: Gorgutt's last 2 boxes are major; the first heal is at the end of turn t+3.
    let mut t = table(3, 1);
    set(&mut t, "gorgutt.wounds", None, 4).expect("2 left: major");
    assert_eq!(val(&t, "gorgutt.heal_in", None), 4);
    assert!(derived(&t, "gorgutt.status", None).contains("major wound"));
    for turn in 1..=3 {
        end_turn(&mut t);
        assert_eq!(val(&t, "gorgutt.wounds", None), 4, "no heal at the end of turn {turn}");
    }
    end_turn(&mut t);
    assert_eq!(val(&t, "gorgutt.wounds", None), 3, "healed at the end of turn 4 = t+3");
    // Out of the major zone it advances again.
    adjust(&mut t, "gorgutt.step", None, 1).expect("advance");
}

#[test]
fn sapphire_regenerates_unless_defeated() {
    let mut t = table(1, 1);
    set(&mut t, "sapphire.wounds", None, 3).expect("hits");
    assert_eq!(val(&t, "sapphire.heal_in", None), 0, "no clock: she regenerates instead");
    assert!(has_alert(&t, AlertLevel::Warning, "Sapphire is wounded"));
    rule(&mut t, Rule::GeneralSurvived { general: General::Sapphire }).expect("survived");
    assert_eq!(val(&t, "sapphire.wounds", None), 0);
    let res = t.view().last_result.expect("result");
    assert!(res.lines.iter().any(|l| l.contains("3 Life Tokens and 1d6 Hero Cards")));
}

#[test]
fn general_survived_restarts_the_clock_and_is_refused_once_defeated() {
    let mut t = table(2, 1);
    set(&mut t, "balazarg.wounds", None, 2).expect("hits");
    end_turn(&mut t);
    assert_eq!(val(&t, "balazarg.heal_in", None), 1);
    rule(&mut t, Rule::GeneralSurvived { general: General::Balazarg }).expect("again");
    assert_eq!(val(&t, "balazarg.heal_in", None), 2);
    defeat(&mut t, "balazarg.wounds", General::Balazarg);
    let err = rule(&mut t, Rule::GeneralSurvived { general: General::Balazarg }).expect_err("defeated");
    assert!(matches!(err, TableError::Rule(_)));
    let b = t.view().actions.into_iter().find(|b| b.key == "survived.balazarg").expect("button");
    assert!(!b.enabled);
}

#[test]
fn a_general_card_goes_only_to_the_slayer_of_a_defeated_general() {
    let mut t = table(2, 1);
    let before = t.view().counters;
    let err = adjust(&mut t, "slain", Some(0), 1).expect_err("nothing defeated");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("7a")));
    assert_eq!(t.view().counters, before);
    defeat(&mut t, "gorgutt.wounds", General::Gorgutt);
    assert!(has_alert(&t, AlertLevel::Info, "1 General card to hand out"));
    adjust(&mut t, "slain", Some(1), 1).expect("Johnny slew Gorgutt");
    assert!(adjust(&mut t, "slain", Some(0), 1).is_err());
    // Reviving Gorgutt while Johnny holds his card is refused.
    assert!(matches!(set(&mut t, "gorgutt.wounds", None, 0), Err(TableError::Rule(_))));
}

// ---------------------------------------------------------------------------------------------
// Heroes
// ---------------------------------------------------------------------------------------------

#[test]
fn the_hero_and_the_variant_set_the_life_tokens() {
    let mut t = table(2, 1);
    set(&mut t, "hero", Some(0), 2).expect("Eagle Rider");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_box", Some(0))), (4, 3));
    assert_eq!(derived(&t, "life_on_card", Some(0)), "4 of 4");
    set(&mut t, "variant_life", None, 1).expect("easier");
    assert_eq!(val(&t, "life_active", Some(0)), 5);
    assert_eq!(val(&t, "life_active", Some(1)), 6, "the second hero (5 Life) with the Easier variant");
    set(&mut t, "variant_life", None, 2).expect("harder");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_active", Some(1))), (3, 4));
    // The box is not moved by hand.
    let before = t.view().counters;
    let err = transfer(&mut t, "life_box", "life_active", Some(0), 1).expect_err("box");
    assert!(matches!(err, TableError::Rule(_)));
    assert_eq!(t.view().counters, before);
}

#[test]
fn wounds_take_used_tokens_first_and_healing_waits_a_turn() {
    let mut t = table(2, 1);
    transfer(&mut t, "life_active", "life_used", Some(0), 2).expect("two actions");
    rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    assert_eq!(
        (val(&t, "life_active", Some(0)), val(&t, "life_used", Some(0)), val(&t, "life_wounded", Some(0))),
        (4, 1, 1)
    );
    assert_eq!(derived(&t, "actions", Some(0)), "4");
    rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_wounded", Some(0))), (3, 3));
    rule(&mut t, Rule::Heal { hero: 0, full: false }).expect("heal 2");
    assert_eq!((val(&t, "life_used", Some(0)), val(&t, "life_wounded", Some(0))), (2, 1));
    rule(&mut t, Rule::Heal { hero: 0, full: true }).expect("heal all");
    assert_eq!((val(&t, "life_used", Some(0)), val(&t, "life_wounded", Some(0))), (3, 0));
    assert!(matches!(rule(&mut t, Rule::Heal { hero: 0, full: true }), Err(TableError::Rule(_))));
    // Turn 2 is Johnny's: Garrett's tokens stay face down; turn 3 turns them up.
    end_turn(&mut t);
    assert_eq!(val(&t, "life_used", Some(0)), 3);
    transfer(&mut t, "life_active", "life_used", Some(1), 5).expect("Johnny acts");
    end_turn(&mut t);
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_used", Some(0))), (6, 0));
    assert_eq!(val(&t, "life_used", Some(1)), 5, "Johnny refreshes on his own next turn");
    assert!(matches!(rule(&mut t, Rule::Wound { hero: 7 }), Err(TableError::NoSuchPlayer(7))));
}

#[test]
fn a_hero_lost_in_battle_is_replaced() {
    let mut t = table(1, 1);
    set(&mut t, "cards", Some(0), 7).expect("cards");
    set(&mut t, "quests", Some(0), 2).expect("quests");
    assert!(matches!(rule(&mut t, Rule::NewHero { hero: 0 }), Err(TableError::Rule(_))));
    for _ in 0..5 {
        rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    }
    assert!(has_alert(&t, AlertLevel::Info, "1 Life Token left"));
    rule(&mut t, Rule::Wound { hero: 0 }).expect("last wound");
    assert!(has_alert(&t, AlertLevel::Warning, "lost in battle"));
    assert!(matches!(rule(&mut t, Rule::Wound { hero: 0 }), Err(TableError::Rule(_))));
    assert!(t.view().actions.iter().any(|b| b.key == "new_hero.0" && b.enabled));
    rule(&mut t, Rule::NewHero { hero: 0 }).expect("new hero");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "cards", Some(0)), val(&t, "quests", Some(0))), (6, 2, 2));
}

#[test]
fn end_of_turn_wounds_count_minions_and_fear() {
    let mut t = table(2, 1);
    set(&mut t, "here.black", None, 1).expect("undead");
    set(&mut t, "here.green", None, 2).expect("orcs");
    rule(&mut t, Rule::SufferWounds).expect("wounds");
    assert_eq!(val(&t, "life_wounded", Some(0)), 4, "3 minions + 1 Fear");
    // The Paladin takes 1 fewer and no Fear (F§3). The counts were cleared when the turn passed.
    set(&mut t, "hero", Some(1), 3).expect("Paladin");
    end_turn(&mut t);
    set(&mut t, "here.black", None, 1).expect("undead");
    set(&mut t, "here.green", None, 2).expect("orcs");
    rule(&mut t, Rule::SufferWounds).expect("wounds");
    assert_eq!(val(&t, "life_wounded", Some(1)), 2);
    for k in ["here.black", "here.green"] {
        set(&mut t, k, None, 0).expect("clear");
    }
    assert!(matches!(rule(&mut t, Rule::SufferWounds), Err(TableError::Rule(_))));
}

#[test]
fn the_evening_draw_adds_two_cards_and_warns_over_ten() {
    let mut t = table(1, 1);
    let err = rule(&mut t, Rule::EveningDraw).expect_err("daytime");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("Evening")));
    advance(&mut t);
    set(&mut t, "cards", Some(0), 9).expect("nine");
    rule(&mut t, Rule::EveningDraw).expect("draw");
    assert_eq!(val(&t, "cards", Some(0)), 11);
    assert!(has_alert(&t, AlertLevel::Warning, "discard down to 10"));
    assert!(derived(&t, "reminder", None).starts_with("Evening"));
    advance(&mut t);
    assert!(derived(&t, "reminder", None).contains("draw 1 Darkness Spreads card:"));
}

#[test]
fn kings_champion_follows_the_rulebook_example() {
    let mut t = table(4, 1);
    for g in &GENS {
        defeat(&mut t, g.wounds, g.general);
    }
    // Garrett 6 quests + 2 Generals, Johnny 4 + 1, Ryan 5 + 0, Becky 3 + 1.
    for (p, q, s) in [(0, 6, 2), (1, 4, 1), (2, 5, 0), (3, 3, 1)] {
        set(&mut t, "quests", Some(p), q).expect("quests");
        set(&mut t, "slain", Some(p), s).expect("slain");
    }
    assert_eq!(derived(&t, "points", Some(0)), "8");
    assert_eq!(derived(&t, "points", Some(1)), "5");
    assert_eq!(derived(&t, "points", Some(2)), "5");
    assert_eq!(derived(&t, "kings_champion", None), "Garrett with 8 points, 6 quests");
    // Tie on points: most quests wins (Ryan 5 + 0 over Johnny 4 + 1); a full tie is shared.
    set(&mut t, "quests", Some(0), 0).expect("quests");
    assert_eq!(derived(&t, "kings_champion", None), "Ryan with 5 points, 5 quests");
    set(&mut t, "quests", Some(1), 5).expect("quests");
    set(&mut t, "slain", Some(1), 0).expect("give back");
    assert_eq!(derived(&t, "kings_champion", None), "Johnny and Ryan with 5 points, 5 quests");
}

// ---------------------------------------------------------------------------------------------
// Rollers
// ---------------------------------------------------------------------------------------------

#[test]
fn the_minion_roller_uses_each_colours_hit_number_and_is_reproducible() {
    let mut a = table(1, 42);
    assert!(matches!(rule(&mut a, Rule::RollMinions), Err(TableError::Rule(_))));
    let btn = a.view().actions.into_iter().find(|b| b.key == "roll_minions").expect("button");
    assert!(!btn.enabled);
    for (k, n) in [("here.black", 1), ("here.blue", 2), ("here.red", 2), ("here.green", 3)] {
        set(&mut a, k, None, n).expect("count");
    }
    let mut b = a.clone();
    rule(&mut a, Rule::RollMinions).expect("roll");
    rule(&mut b, Rule::RollMinions).expect("roll");
    let ra = a.view().last_result.expect("result");
    assert_eq!(Some(ra.clone()), b.view().last_result, "same seed, same dice");
    assert_eq!(ra.dice.len(), 8);
    for d in &ra.dice {
        let need = match d.label.as_str() {
            "Black" | "Red" => 4,
            "Blue" => 5,
            _ => 3,
        };
        assert_eq!(d.hit, Some(d.face >= need), "{d:?}");
        assert!((1..=6).contains(&d.face));
    }
    for (colour, c) in [("Black", "black"), ("Blue", "blue"), ("Red", "red"), ("Green", "green")] {
        let hits = ra.dice.iter().filter(|d| d.label == colour && d.hit == Some(true)).count() as i32;
        assert_eq!(val(&a, &format!("{c}.board"), None), 3 - hits, "{colour} defeated go back");
        assert_eq!(val(&a, &format!("{c}.supply"), None), 22 + hits);
    }
    // A different roll stream gives the next dice, and a bonus lifts every die.
    set(&mut a, "here.bonus", None, 3).expect("bonus");
    set(&mut a, "here.apply", None, 0).expect("keep");
    let board = val(&a, "green.board", None);
    rule(&mut a, Rule::RollMinions).expect("roll");
    let rb = a.view().last_result.expect("result");
    assert!(rb.dice.iter().all(|d| d.hit == Some(true)), "with +3 every die hits on 5+ or less");
    assert_eq!(val(&a, "green.board", None), board, "not applied");
}

#[test]
fn the_general_roller_moves_the_wound_marker() {
    let mut t = table(1, 7);
    assert!(matches!(rule(&mut t, Rule::AttackGeneral { general: General::Gorgutt }), Err(TableError::Rule(_))));
    set(&mut t, "attack.dice", None, 6).expect("dice");
    let mut u = t.clone();
    rule(&mut t, Rule::AttackGeneral { general: General::Varkolak }).expect("attack");
    rule(&mut u, Rule::AttackGeneral { general: General::Varkolak }).expect("attack");
    let r = t.view().last_result.expect("result");
    assert_eq!(Some(r.clone()), u.view().last_result);
    let hits = r.dice.iter().filter(|d| d.hit == Some(true)).count() as i32;
    assert!(r.dice.iter().all(|d| d.hit == Some(d.face >= 4)));
    assert_eq!(val(&t, "varkolak.wounds", None), hits.min(5));
    // Gorgutt parries one hit per 1 rolled.
    rule(&mut t, Rule::AttackGeneral { general: General::Gorgutt }).expect("attack");
    let r = t.view().last_result.expect("result");
    let hits = r.dice.iter().filter(|d| d.face >= 3).count() as i32;
    let ones = r.dice.iter().filter(|d| d.face == 1).count() as i32;
    assert_eq!(val(&t, "gorgutt.wounds", None), (hits - ones.min(hits)).min(6));
    // A defeated General cannot be attacked.
    defeat(&mut t, "sapphire.wounds", General::Sapphire);
    assert!(matches!(rule(&mut t, Rule::AttackGeneral { general: General::Sapphire }), Err(TableError::Rule(_))));
}

// ---------------------------------------------------------------------------------------------
// Undo, JSON, old tables
// ---------------------------------------------------------------------------------------------

#[test]
fn undo_and_redo_take_back_consequences_too() {
    let mut t = table(2, 1);
    defeat(&mut t, "varkolak.wounds", General::Varkolak);
    assert_eq!(val(&t, "war_status", None), 1);
    t.undo(now()).expect("undo");
    assert_eq!((val(&t, "varkolak.wounds", None), val(&t, "war_status", None)), (0, 0));
    t.redo(now()).expect("redo");
    assert_eq!((val(&t, "varkolak.wounds", None), val(&t, "war_status", None)), (5, 1));
    set(&mut t, "here.red", None, 2).expect("count");
    rule(&mut t, Rule::RollMinions).expect("roll");
    let after = t.view().counters;
    t.undo(now()).expect("undo");
    assert_eq!(val(&t, "red.board", None), 3);
    t.redo(now()).expect("redo");
    assert_eq!(t.view().counters, after);
}

#[test]
fn a_table_survives_json_and_export_import() {
    let mut t = table(3, 9);
    set(&mut t, "gorgutt.wounds", None, 2).expect("hits");
    transfer(&mut t, "blue.supply", "blue.board", None, 4).expect("dragons");
    set(&mut t, "hero", Some(2), 7).expect("Wizard");
    let json = serde_json::to_string(&t).expect("json");
    let back: Table = serde_json::from_str(&json).expect("back");
    assert_eq!(back, t);
    let imported = Table::import(&t.export(), "t2".into(), now()).expect("import");
    assert_eq!(imported.view().counters, t.view().counters);
    assert_eq!(imported.view().derived, t.view().derived);
    let op: TableOp = serde_json::from_str(
        r#"{"type":"rule","rule":{"game":"defenders","do":"attack_general","general":"gorgutt"}}"#,
    )
    .expect("op");
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Defenders(Rule::AttackGeneral { general: General::Gorgutt }) });
    let op: TableOp =
        serde_json::from_str(r#"{"type":"rule","rule":{"game":"defenders","do":"heal","hero":1,"full":true}}"#)
            .expect("op");
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Defenders(Rule::Heal { hero: 1, full: true }) });
}

#[test]
fn a_table_missing_counters_neither_panics_nor_lies() {
    let t = table(2, 3);
    let keys = ["life_box", "turn", "varkolak.wounds", "monarch_city", "here.black", "cards", "hero", "slain"];
    let mut json: serde_json::Value = serde_json::from_str(&t.export()).expect("json");
    if let Some(counters) = json.pointer_mut("/state/counters").and_then(|c| c.as_array_mut()) {
        counters.retain(|c| {
            let key = c.get("key").and_then(|k| k.as_str()).unwrap_or_default();
            let player = c.get("player").and_then(|p| p.as_u64());
            !(keys.contains(&key) && player.is_none_or(|p| p == 0))
        });
    }
    let mut t = Table::import(&json.to_string(), "old".into(), now()).expect("an older table");
    assert!(t.view().counters.iter().all(|c| c.key.as_deref() != Some("monarch_city")));
    let v = t.view();
    assert!(!v.derived.is_empty());
    assert!(!v.actions.iter().any(|b| b.key == "attack.varkolak"));
    // Every operation either works or is refused with a typed error.
    let ops = [
        Rule::RollMinions,
        Rule::SufferWounds,
        Rule::AttackGeneral { general: General::Varkolak },
        Rule::GeneralSurvived { general: General::Varkolak },
        Rule::EveningDraw,
        Rule::Wound { hero: 0 },
        Rule::Heal { hero: 0, full: true },
        Rule::NewHero { hero: 0 },
        Rule::Wound { hero: 1 },
    ];
    for op in ops {
        let _ = rule(&mut t, op);
    }
    advance(&mut t);
    let _ = t.view();
    assert!(matches!(rule(&mut t, Rule::Wound { hero: 0 }), Err(TableError::NoSuchCounter(_))));
    let _ = t.apply(&TableOp::ResetAll, now());
    let _ = t.view();
}

#[test]
fn reset_all_is_consistent() {
    let mut t = table(2, 1);
    set(&mut t, "hero", Some(0), 2).expect("Eagle Rider");
    defeat(&mut t, "varkolak.wounds", General::Varkolak);
    adjust(&mut t, "slain", Some(0), 1).expect("slayer");
    t.apply(&TableOp::ResetAll, now()).expect("reset");
    assert_eq!((val(&t, "war_status", None), val(&t, "life_active", Some(0)), val(&t, "life_box", Some(0))), (0, 6, 1));
}

#[test]
fn a_joining_hero_gets_a_full_card() {
    let mut t = table(1, 1);
    t.apply(&TableOp::AddPlayer { name: "Becky".into(), colour: None }, now()).expect("join");
    assert_eq!(val(&t, "hero", Some(1)), 1, "the second seat's hero");
    assert_eq!(val(&t, "life_active", Some(1)), i32::from(HERO_LIST[1].life()));
    assert!(t.view().actions.iter().any(|b| b.key == "wound.1"));
}

#[test]
fn board_totals_and_hit_numbers_are_shown() {
    let mut t = table(1, 1);
    assert_eq!(derived(&t, "minions_on_board", None), "12");
    transfer(&mut t, "blue.supply", "blue.board", None, 5).expect("dragons");
    assert_eq!(derived(&t, "minions_on_board", None), "17");
    assert!(!has_alert(&t, AlertLevel::Info, "Setup: move"), "the setup reminder goes once minions are placed");
    let hits: Vec<String> =
        ["black", "blue", "red", "green"].iter().map(|c| derived(&t, &format!("hit.{c}"), None)).collect();
    assert_eq!(hits, ["4+", "5+", "4+", "3+"]);
    assert!(derived(&t, "sapphire.status", None).starts_with("At Blizzard Mountains; 4 of 4 hits"));
}

// ---------------------------------------------------------------------------------------------
// Review fixes
// ---------------------------------------------------------------------------------------------

/// The reviewer's probe: 3 Orcs and 1 Undead; the roll kills the Undead and 1 Orc; the 2 Orcs
/// left wound the hero 2, with no Fear (rulebook: Suffering Wounds).
#[test]
fn end_of_turn_wounds_count_only_the_minions_the_roll_left() {
    let mut found = false;
    for seed in 0..200 {
        let mut t = table(2, seed);
        set(&mut t, "here.green", None, 3).expect("orcs");
        set(&mut t, "here.black", None, 1).expect("undead");
        rule(&mut t, Rule::RollMinions).expect("roll");
        let r = t.view().last_result.expect("result");
        let hits = |label: &str| r.dice.iter().filter(|d| d.label == label && d.hit == Some(true)).count() as i32;
        assert_eq!(val(&t, "here.green", None), 3 - hits("Green"), "seed {seed}: the defeated Orcs leave");
        assert_eq!(val(&t, "here.black", None), 1 - hits("Black"), "seed {seed}: the defeated Undead leave");
        if hits("Black") != 1 || hits("Green") != 1 {
            continue;
        }
        found = true;
        rule(&mut t, Rule::SufferWounds).expect("wounds");
        assert_eq!(val(&t, "life_wounded", Some(0)), 2, "2 Orcs, no Fear");
        // The counts do not carry into the next hero's turn.
        end_turn(&mut t);
        for k in ["here.black", "here.blue", "here.red", "here.green"] {
            assert_eq!(val(&t, k, None), 0, "{k} cleared when the turn passes");
        }
        assert!(matches!(rule(&mut t, Rule::SufferWounds), Err(TableError::Rule(_))));
        break;
    }
    assert!(found, "some seed kills exactly the Undead and one Orc");
    // With the apply switch off (a hunter quest's card), the defeated still leave the location.
    let mut t = table(1, 5);
    set(&mut t, "here.red", None, 2).expect("demons");
    set(&mut t, "here.bonus", None, 3).expect("bonus");
    set(&mut t, "here.apply", None, 0).expect("keep");
    rule(&mut t, Rule::RollMinions).expect("roll");
    assert_eq!((val(&t, "here.red", None), val(&t, "red.board", None)), (0, 3));
}

#[test]
fn picking_a_new_hero_for_a_lost_one_gives_a_fresh_card() {
    let dwarf = HERO_LIST.iter().position(|h| *h == data::HeroKind::Dwarf).unwrap_or(0);
    let mut t = table(1, 1);
    set(&mut t, "hero", Some(0), i32::try_from(dwarf).unwrap_or(0)).expect("Dwarf");
    set(&mut t, "cards", Some(0), 6).expect("cards");
    set(&mut t, "quests", Some(0), 2).expect("quests");
    for _ in 0..5 {
        rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    }
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_wounded", Some(0))), (0, 5));
    // A variant change keeps a lost hero lost.
    set(&mut t, "variant_life", None, 1).expect("easier");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_wounded", Some(0))), (0, 6));
    set(&mut t, "variant_life", None, 0).expect("standard");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_wounded", Some(0))), (0, 5));
    let hint = t.view().actions.into_iter().find(|b| b.key == "new_hero.0").expect("button").hint;
    assert!(hint.is_some_and(|h| !h.contains("pick the hero above")), "the hint says what picking does");
    set(&mut t, "hero", Some(0), 0).expect("Cleric");
    assert_eq!(
        (val(&t, "life_active", Some(0)), val(&t, "life_used", Some(0)), val(&t, "life_wounded", Some(0))),
        (6, 0, 0),
        "a new hero at full Life"
    );
    assert_eq!((val(&t, "cards", Some(0)), val(&t, "quests", Some(0))), (2, 2));
    assert!(!has_alert(&t, AlertLevel::Warning, "lost in battle"));
    // A hero that is not lost keeps its wounds when the card changes.
    rule(&mut t, Rule::Wound { hero: 0 }).expect("wound");
    set(&mut t, "hero", Some(0), i32::try_from(dwarf).unwrap_or(0)).expect("Dwarf");
    assert_eq!((val(&t, "life_active", Some(0)), val(&t, "life_wounded", Some(0))), (4, 1));
}

#[test]
fn a_wounded_sapphire_regenerates_when_daytime_ends() {
    let mut t = table(2, 1);
    set(&mut t, "sapphire.wounds", None, 2).expect("hits");
    assert!(has_alert(&t, AlertLevel::Warning, "Sapphire is wounded"));
    advance(&mut t);
    assert_eq!(val(&t, "sapphire.wounds", None), 0, "she returns to full health");
    assert!(!has_alert(&t, AlertLevel::Warning, "Sapphire is wounded"));
    // Amarak's Blessing: her skill is cancelled, she heals on a clock set by hand instead.
    end_turn(&mut t);
    set(&mut t, "sapphire.wounds", None, 2).expect("hits");
    set(&mut t, "sapphire.heal_in", None, 2).expect("clock");
    assert!(!has_alert(&t, AlertLevel::Warning, "Sapphire is wounded"));
    advance(&mut t);
    assert_eq!(val(&t, "sapphire.wounds", None), 2, "a healing clock means no regeneration");
    advance(&mut t);
    advance(&mut t);
    assert_eq!(val(&t, "sapphire.heal_in", None), 1);
    end_turn(&mut t);
    assert_eq!(val(&t, "sapphire.wounds", None), 1, "heals 1 at the turn's end");
}

#[test]
fn the_evening_draw_is_once_per_evening() {
    let mut t = table(1, 1);
    advance(&mut t);
    rule(&mut t, Rule::EveningDraw).expect("draw");
    assert_eq!(val(&t, "cards", Some(0)), 4);
    let err = rule(&mut t, Rule::EveningDraw).expect_err("twice");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("already")));
    assert_eq!(val(&t, "cards", Some(0)), 4);
    assert!(t.view().actions.iter().any(|b| b.key == "evening_draw" && !b.enabled));
    // From this Evening, three steps reach the next turn's Evening.
    end_turn(&mut t);
    assert_eq!((val(&t, "turn", None), val(&t, "phase", None)), (2, 1));
    assert_eq!(val(&t, "evening_drawn", None), 0, "cleared when the turn passes");
    rule(&mut t, Rule::EveningDraw).expect("next Evening");
    assert_eq!(val(&t, "cards", Some(0)), 6);
}

#[test]
fn kills_in_monarch_city_lower_its_count() {
    let mut t = table(1, 1);
    transfer(&mut t, "green.supply", "green.city", None, 3).expect("orcs");
    set(&mut t, "here.green", None, 2).expect("orcs");
    set(&mut t, "here.bonus", None, 3).expect("bonus");
    set(&mut t, "here.monarch_city", None, 1).expect("in the city");
    rule(&mut t, Rule::RollMinions).expect("roll");
    assert_eq!(val(&t, "monarch_city", None), 1, "both Orcs killed in the city");
    assert_eq!((val(&t, "green.city", None), val(&t, "green.supply", None)), (1, 21), "back to the supply");
    // Elsewhere the city count stays.
    set(&mut t, "here.monarch_city", None, 0).expect("elsewhere");
    set(&mut t, "here.green", None, 1).expect("orc");
    rule(&mut t, Rule::RollMinions).expect("roll");
    assert_eq!(val(&t, "monarch_city", None), 1);
}

#[test]
fn a_rogue_without_undead_is_told_why_no_wound() {
    let rogue = HERO_LIST.iter().position(|h| *h == data::HeroKind::Rogue).unwrap_or(0);
    let mut t = table(1, 1);
    set(&mut t, "hero", Some(0), i32::try_from(rogue).unwrap_or(0)).expect("Rogue");
    set(&mut t, "here.green", None, 2).expect("orcs");
    let err = rule(&mut t, Rule::SufferWounds).expect_err("no wounds");
    assert!(
        matches!(err, TableError::Rule(ref m) if !m.contains("no minions counted") && m.contains("Rogue")),
        "{err:?}"
    );
    set(&mut t, "here.black", None, 1).expect("undead");
    rule(&mut t, Rule::SufferWounds).expect("Fear");
    assert_eq!(val(&t, "life_wounded", Some(0)), 1, "only the Fear");
    // A Paladin beside one Undead: 1 fewer and no Fear, and the refusal says so.
    set(&mut t, "hero", Some(0), 3).expect("Paladin");
    set(&mut t, "here.green", None, 0).expect("no orcs");
    let err = rule(&mut t, Rule::SufferWounds).expect_err("no wounds");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("Paladin") && !m.contains("no Undead")), "{err:?}");
}

// ---------------------------------------------------------------------------------------------
// Audit fixes (item 16)
// ---------------------------------------------------------------------------------------------

#[test]
fn a_darkness_card_short_of_minions_loses_at_night() {
    let mut t = table(1, 1);
    let before = t.clone();
    let err = set(&mut t, SHORTAGE, None, 1).expect_err("only at Night");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("Winning (or Losing) ii")), "{err:?}");
    assert_eq!(t, before);
    advance(&mut t);
    advance(&mut t);
    set(&mut t, SHORTAGE, None, 1).expect("a card lacked minions");
    assert!(has_alert(&t, AlertLevel::Loss, "Winning (or Losing) ii"));
    assert!(t.view().ended.is_some_and(|a| a.text.contains("Winning (or Losing) ii")));
}

#[test]
fn the_harder_variant_boxes_five_minions_of_each_colour() {
    let mut t = table(2, 1);
    set(&mut t, VARIANT_MINIONS, None, 1).expect("harder");
    for c in ["black", "blue", "red", "green"] {
        assert_eq!(val(&t, &format!("{c}.supply"), None), 17, "{c}");
        assert_eq!(val(&t, &format!("{c}.box"), None), 5, "{c}");
    }
    assert!(t.history().last().is_some_and(|h| h.text.contains("5 minions of each colour go to the box")));
    let before = t.clone();
    let err = transfer(&mut t, "red.box", "red.supply", None, 1).expect_err("not by hand");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("Harder")), "{err:?}");
    assert_eq!(t, before);
    t.validate().expect("a Harder table loads");
    set(&mut t, VARIANT_MINIONS, None, 0).expect("standard");
    assert_eq!((val(&t, "red.supply", None), val(&t, "red.box", None)), (22, 0));
    // Too few left in a supply to remove 5.
    transfer(&mut t, "green.supply", "green.board", None, 19).expect("orcs");
    let before = t.clone();
    let err = set(&mut t, VARIANT_MINIONS, None, 1).expect_err("3 orcs left");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("only 3 Orc")), "{err:?}");
    assert_eq!(t, before);
}

#[test]
fn the_players_choose_the_first_hero() {
    let mut t = table(3, 1);
    let first = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(FIRST_HERO)).expect("picker");
    assert_eq!(first.labels, ["Garrett", "Johnny", "Ryan"]);
    assert!(derived(&t, "active_hero", None).starts_with("Garrett"));
    set(&mut t, FIRST_HERO, None, 1).expect("Johnny goes first");
    assert!(derived(&t, "active_hero", None).starts_with("Johnny"));
    end_turn(&mut t);
    assert!(derived(&t, "active_hero", None).starts_with("Ryan"));
    end_turn(&mut t);
    assert!(derived(&t, "active_hero", None).starts_with("Garrett"), "clockwise round the table");
    t.apply(&TableOp::RemovePlayer { player: 2 }, now()).expect("Ryan leaves");
    let first = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(FIRST_HERO)).expect("picker");
    assert_eq!((first.labels.len(), first.max), (2, 1));
    t.validate().expect("still loads");
}

#[test]
fn a_skipped_evening_draw_is_noticed_and_can_still_be_taken() {
    let mut t = table(1, 1);
    advance(&mut t);
    advance(&mut t);
    assert_eq!(val(&t, "phase", None), 2, "Night, with no Evening draw");
    assert!(has_alert(&t, AlertLevel::Warning, "did not take the Evening draw"));
    assert!(t.history().last().is_some_and(|h| h.text.contains("did not take the Evening draw")));
    assert!(t.view().actions.iter().any(|b| b.key == "evening_draw" && b.enabled));
    rule(&mut t, Rule::EveningDraw).expect("a late draw");
    assert_eq!(val(&t, "cards", Some(0)), 4);
    assert!(!has_alert(&t, AlertLevel::Warning, "did not take the Evening draw"));
    assert!(rule(&mut t, Rule::EveningDraw).is_err(), "once");
}

#[test]
fn monarch_city_minions_are_entered_once() {
    let mut t = table(1, 1);
    transfer(&mut t, "blue.supply", "blue.city", None, 2).expect("two dragonkin in the city");
    assert_eq!(val(&t, "monarch_city", None), 2);
    assert_eq!(derived(&t, "minions_on_board", None), "14", "the city's minions are on the board");
    assert!(!has_alert(&t, AlertLevel::Warning, "counted on the board"));
    let before = t.clone();
    let err = set(&mut t, "monarch_city", None, 3).expect_err("the total follows the colours");
    assert!(matches!(err, TableError::Rule(ref m) if m.contains("colour's supply")), "{err:?}");
    assert_eq!(t, before);
    t.validate().expect("loads");
    t.undo(now()).expect("undo");
    assert_eq!(val(&t, "monarch_city", None), 0);
}

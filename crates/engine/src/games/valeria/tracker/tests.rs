//! Siege of Valeria tracker tests: layout, bounds, alerts, derived values, settle's consequences,
//! the rule ops, undo/redo and JSON round trips.

use chrono::{DateTime, TimeZone, Utc};
use rand_chacha::ChaCha8Rng;

use super::info;
use super::keys::*;
use super::layout::layout;
use super::ops::{DieColour, Rule};
use super::report::report;
use super::settle::settle;
use crate::games::valeria::data::ChampionKind;
use crate::table::{
    AlertLevel, CounterStyle, NewTable, PlayerSpec, RuleButton, RuleOp, Table, TableError, TableKind, TableOp,
    TableState, TableView,
};

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).single().unwrap_or_default()
}

fn table_seeded(seed: u64) -> Table {
    Table::new(
        "t1".into(),
        NewTable {
            kind: TableKind::Valeria,
            players: vec![PlayerSpec::Name("Ann".into())],
            name: None,
            life: None,
            template: None,
            profile: None,
        },
        seed,
        now(),
    )
    .unwrap()
}

fn table() -> Table {
    table_seeded(7)
}

fn id(t: &Table, key: &str) -> String {
    t.view().counters.iter().find(|c| c.key.as_deref() == Some(key) && c.player.is_none()).unwrap().id.clone()
}

fn val(t: &Table, key: &str) -> i32 {
    t.view().counters.iter().find(|c| c.key.as_deref() == Some(key)).unwrap().value
}

fn apply(t: &mut Table, op: TableOp) -> Result<(), TableError> {
    t.apply(&op, now())
}

fn set(t: &mut Table, key: &str, value: i32) -> Result<(), TableError> {
    let counter = id(t, key);
    apply(t, TableOp::Set { counter, value })
}

fn adjust(t: &mut Table, key: &str, delta: i32) -> Result<(), TableError> {
    let counter = id(t, key);
    apply(t, TableOp::Adjust { counter, delta })
}

fn transfer(t: &mut Table, from: &str, to: &str, amount: i32) -> Result<(), TableError> {
    let (from, to) = (id(t, from), id(t, to));
    apply(t, TableOp::Transfer { from, to, amount })
}

fn advance(t: &mut Table) -> Result<(), TableError> {
    let counter = id(t, PHASE);
    apply(t, TableOp::Advance { counter })
}

fn rule(t: &mut Table, r: Rule) -> Result<(), TableError> {
    apply(t, TableOp::Rule { rule: RuleOp::Valeria(r) })
}

fn to_phase(t: &mut Table, p: i32) {
    set(t, PHASE, p).unwrap();
}

fn derived(v: &TableView, key: &str) -> String {
    v.derived.iter().find(|d| d.key == key).unwrap().value.clone()
}

fn alerts(v: &TableView, level: AlertLevel) -> Vec<String> {
    v.alerts.iter().filter(|a| a.level == level).map(|a| a.text.clone()).collect()
}

fn button<'a>(v: &'a TableView, key: &str) -> &'a RuleButton {
    v.actions.iter().find(|b| b.key == key).unwrap()
}

fn last_history(t: &Table) -> String {
    t.history().last().map(|h| h.text.clone()).unwrap_or_default()
}

/// Index of a Champion in the Choice labels (0 = none).
fn champ(kind: ChampionKind) -> i32 {
    ChampionKind::ALL.iter().position(|c| *c == kind).unwrap() as i32 + 1
}

// ---- layout ----

#[test]
fn the_menu_entry_keeps_its_id() {
    let i = info();
    assert_eq!(i.id, "valeria");
    assert_eq!((i.min_players, i.max_players), (1, 4));
    assert_eq!(TableKind::Valeria.info(), i);
}

#[test]
fn the_turrets_are_shared_number_counters_zero_to_four() {
    let t = table();
    let v = t.view();
    for n in 1..=5 {
        let key = format!("turret{n}.impact");
        let c = v.counters.iter().find(|c| c.key.as_deref() == Some(key.as_str())).unwrap();
        assert_eq!(c.player, None);
        assert_eq!(c.style, CounterStyle::Number);
        assert_eq!((c.min, c.max, c.value), (0, 4, 0));
        assert_eq!(c.group.as_deref(), Some(format!("Turret {n}").as_str()));
        let champion = v.counters.iter().find(|c| c.key.as_deref() == Some(TURRET_CHAMPION[n - 1])).unwrap();
        assert_eq!(champion.style, CounterStyle::Choice);
        assert_eq!(champion.labels.len(), 19);
        assert_eq!(champion.labels[0], "none");
        assert_eq!(champion.value_label(), Some("none"));
        assert_eq!(val(&t, TURRET_FACE[n - 1]), 1);
    }
}

#[test]
fn the_layout_follows_the_setup() {
    let t = table();
    assert_eq!(val(&t, DAY), 1);
    assert_eq!(val(&t, PHASE), 0);
    assert_eq!((val(&t, SOLDIER_SUPPLY), val(&t, SOLDIER_ACTIVE), val(&t, SOLDIER_SPENT)), (3, 0, 5));
    assert_eq!((val(&t, HOLY_SUPPLY), val(&t, HOLY_ACTIVE), val(&t, HOLY_SPENT)), (2, 0, 2));
    assert_eq!((val(&t, STRENGTH_SUPPLY), val(&t, STRENGTH_CARDS)), (9, 0));
    assert_eq!((val(&t, MAGIC_SUPPLY), val(&t, MAGIC_CARDS)), (9, 0));
    assert_eq!((val(&t, ENGINES_LEFT), val(&t, ENGINES_DECK)), (13, 8));
    assert_eq!((val(&t, TROOPS_DECK), val(&t, TROOPS_HAND), val(&t, TROOPS_BATTLEFIELD)), (24, 2, 20));
    let v = t.view();
    let phase = v.counters.iter().find(|c| c.key.as_deref() == Some(PHASE)).unwrap();
    assert_eq!(phase.style, CounterStyle::Steps);
    assert_eq!(phase.carry.as_deref(), Some(DAY));
    assert_eq!(phase.labels.len(), 7);
    // Keys are unique and every counter names its source.
    let mut keys: Vec<_> = v.counters.iter().filter_map(|c| c.key.clone()).collect();
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n);
    assert!(v.counters.iter().all(|c| c.note.is_some()));
    // The supply is each pool's first member (the UI's home).
    let pool_first = |pool: &str| v.counters.iter().find(|c| c.pool.as_deref() == Some(pool)).unwrap().key.clone();
    assert_eq!(pool_first("Soldier dice").as_deref(), Some(SOLDIER_SUPPLY));
    assert_eq!(pool_first("Holy dice").as_deref(), Some(HOLY_SUPPLY));
    assert_eq!(pool_first("Strength tokens").as_deref(), Some(STRENGTH_SUPPLY));
    assert_eq!(pool_first("Magic tokens").as_deref(), Some(MAGIC_SUPPLY));
    assert!(layout(1).per_player.is_empty());
}

// ---- bounds ----

#[test]
fn impacts_stop_at_zero_and_four_with_a_typed_error() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(adjust(&mut t, "turret2.impact", -1), Err(TableError::AtLimit { which: "minimum", .. })));
    assert!(matches!(set(&mut t, "turret2.impact", 5), Err(TableError::OutOfRange { max: 4, .. })));
    assert_eq!(t, before);
    set(&mut t, "turret2.impact", 4).unwrap();
    assert!(matches!(adjust(&mut t, "turret2.impact", 1), Err(TableError::AtLimit { which: "maximum", .. })));
    assert_eq!(val(&t, "turret2.impact"), 4);
}

#[test]
fn the_day_and_other_counters_keep_their_ranges() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(set(&mut t, DAY, 8), Err(TableError::OutOfRange { .. })));
    assert!(matches!(set(&mut t, DAY, 0), Err(TableError::OutOfRange { .. })));
    assert!(matches!(adjust(&mut t, ENGINES_LEFT, 1), Err(TableError::AtLimit { .. })));
    assert!(matches!(adjust(&mut t, TROOPS_DECK, 1), Err(TableError::AtLimit { .. })));
    assert!(matches!(set(&mut t, TURRET_CHAMPION[0], 19), Err(TableError::OutOfRange { .. })));
    assert_eq!(t, before);
}

#[test]
fn dice_and_tokens_are_conserved_pools() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(adjust(&mut t, SOLDIER_ACTIVE, 1), Err(TableError::Conserved { .. })));
    assert!(matches!(set(&mut t, HOLY_SUPPLY, 4), Err(TableError::Conserved { .. })));
    assert!(matches!(transfer(&mut t, SOLDIER_SUPPLY, SOLDIER_ACTIVE, 4), Err(TableError::AtLimit { .. })));
    assert!(matches!(transfer(&mut t, SOLDIER_SUPPLY, HOLY_ACTIVE, 1), Err(TableError::BadCounter(_))));
    assert_eq!(t, before);
    // Orc Archer: a Soldier die from the supply to the active dice.
    transfer(&mut t, SOLDIER_SUPPLY, SOLDIER_ACTIVE, 1).unwrap();
    assert_eq!((val(&t, SOLDIER_SUPPLY), val(&t, SOLDIER_ACTIVE)), (2, 1));
    // Fools Rush In: two Strength tokens onto a card.
    transfer(&mut t, STRENGTH_SUPPLY, STRENGTH_CARDS, 2).unwrap();
    assert_eq!((val(&t, STRENGTH_SUPPLY), val(&t, STRENGTH_CARDS)), (7, 2));
    assert_eq!(derived(&t.view(), "soldier.pool"), "6");
    assert_eq!(derived(&t.view(), "holy.pool"), "2");
}

// ---- the Fortress ----

#[test]
fn a_third_impact_warns_and_a_fourth_loses() {
    let mut t = table();
    set(&mut t, "turret4.impact", 2).unwrap();
    assert!(alerts(&t.view(), AlertLevel::Warning).is_empty());
    adjust(&mut t, "turret4.impact", 1).unwrap();
    let v = t.view();
    let warn = v.alerts.iter().find(|a| a.level == AlertLevel::Warning).unwrap();
    assert!(warn.text.contains("Turret 4 has 3 Impacts"));
    assert_eq!(warn.group.as_deref(), Some("Turret 4"));
    assert!(last_history(&t).contains("Warning: Turret 4 has 3 Impacts"));
    assert!(alerts(&v, AlertLevel::Loss).is_empty());
    assert_eq!(derived(&v, "turret4.status"), "3 Impacts: no Champion; one more loses");

    adjust(&mut t, "turret4.impact", 1).unwrap();
    let v = t.view();
    let loss = v.alerts.iter().find(|a| a.level == AlertLevel::Loss).unwrap();
    assert!(loss.text.contains("Turret 4 has its 4th Impact"));
    assert_eq!(loss.group.as_deref(), Some("Turret 4"));
    assert_eq!(v.alerts[0].level, AlertLevel::Loss, "loudest first");
    assert!(last_history(&t).contains("LOSS: Turret 4"));
    assert!(derived(&v, "grade").starts_with("Defeat — 8+ undefeated"));
}

#[test]
fn the_third_impact_discards_the_champion() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[2], champ(ChampionKind::SmithLaicon)).unwrap();
    set(&mut t, TURRET_FACE[2], 0).unwrap();
    set(&mut t, "turret3.impact", 2).unwrap();
    assert_eq!(val(&t, TURRET_CHAMPION[2]), champ(ChampionKind::SmithLaicon));
    adjust(&mut t, "turret3.impact", 1).unwrap();
    assert_eq!(val(&t, TURRET_CHAMPION[2]), 0);
    assert_eq!(val(&t, TURRET_FACE[2]), 1, "the empty slot is face up for the next Champion");
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
    let h = last_history(&t);
    assert!(h.contains("3rd Impact, Smith Laicon discarded"), "{h}");
    assert!(h.contains("(1 discarded)"), "{h}");
    // A blocked Turret takes no Champion.
    let before = t.clone();
    let err = set(&mut t, TURRET_CHAMPION[2], champ(ChampionKind::SirQuentin)).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("3 Impacts and can hold no Champion")));
    assert_eq!(t, before);
    // Repaired below 3, it can again.
    adjust(&mut t, "turret3.impact", -1).unwrap();
    assert!(last_history(&t).contains("Turret 3 can hold a Champion again"));
    set(&mut t, TURRET_CHAMPION[2], champ(ChampionKind::SirQuentin)).unwrap();
}

#[test]
fn a_jump_straight_to_four_also_discards() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::MrsRye)).unwrap();
    set(&mut t, "turret1.impact", 4).unwrap();
    assert_eq!(val(&t, TURRET_CHAMPION[0]), 0);
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
}

#[test]
fn each_champion_sits_on_one_turret_only() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirNathem)).unwrap();
    let before = t.clone();
    let err = set(&mut t, TURRET_CHAMPION[4], champ(ChampionKind::SirNathem)).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("Sir Nathem already holds Turret 1")));
    assert_eq!(t, before);
}

#[test]
fn replacing_or_removing_a_champion_discards_it() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::SirJilko)).unwrap();
    set(&mut t, TURRET_FACE[1], 0).unwrap();
    // Friends Arrive: a replacement keeps the orientation.
    set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::LadyOzwin)).unwrap();
    assert_eq!(val(&t, TURRET_FACE[1]), 0);
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
    assert!(last_history(&t).contains("Sir J'ilko to the discard pile"));
    // Flaming Rain / Ballista: discarded, the slot turns face up.
    set(&mut t, TURRET_CHAMPION[1], 0).unwrap();
    assert_eq!(val(&t, TURRET_FACE[1]), 1);
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 2);
    let v = t.view();
    assert_eq!(derived(&v, "champions.deck"), "16");
}

#[test]
fn no_face_down_without_a_champion() {
    let mut t = table();
    let before = t.clone();
    let err = set(&mut t, TURRET_FACE[3], 0).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("no Champion to flip")));
    assert_eq!(t, before);
}

#[test]
fn the_champion_deck_holds_eighteen() {
    let mut t = table();
    set(&mut t, CHAMPIONS_DISCARD, 17).unwrap();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SisterAlthea)).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "champions.deck"), "0");
    assert!(alerts(&v, AlertLevel::Info).iter().any(|a| a.contains("Champion deck is exhausted")));
    let before = t.clone();
    let err = set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::SisterElina)).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("only 18")));
    assert_eq!(t, before);
}

#[test]
fn impact_supply_is_fifteen_minus_the_turrets() {
    let mut t = table();
    assert_eq!(derived(&t.view(), "impact.supply"), "15");
    for key in TURRET_IMPACT {
        set(&mut t, key, 3).unwrap();
    }
    let v = t.view();
    assert_eq!(derived(&v, "impact.supply"), "0");
    // All 15 on the Turrets is when the note starts (not only after a 16th).
    assert!(alerts(&v, AlertLevel::Info).iter().any(|a| a.contains("A-36")));
    adjust(&mut t, "turret1.impact", -1).unwrap();
    assert!(!alerts(&t.view(), AlertLevel::Info).iter().any(|a| a.contains("A-36")), "14 placed");
    adjust(&mut t, "turret1.impact", 1).unwrap();
    // Ruling A-36: a 16th Impact still lands (and loses).
    adjust(&mut t, "turret5.impact", 1).unwrap();
    let v = t.view();
    assert_eq!(derived(&v, "impact.supply"), "0");
    assert!(alerts(&v, AlertLevel::Info).iter().any(|a| a.contains("A-36")));
    assert_eq!(alerts(&v, AlertLevel::Loss).len(), 1);
    assert_eq!(alerts(&v, AlertLevel::Warning).len(), 4);
}

// ---- the day ----

#[test]
fn next_walks_the_phases_and_carries_into_the_day() {
    let mut t = table();
    for p in 1..7 {
        advance(&mut t).unwrap();
        assert_eq!(val(&t, PHASE), p);
    }
    assert_eq!(val(&t, DAY), 1);
    advance(&mut t).unwrap();
    assert_eq!((val(&t, DAY), val(&t, PHASE)), (2, 0));
    // On the last day, Next past Reinforce goes nowhere (ruling A-4: the deck has ended the game).
    set(&mut t, DAY, 7).unwrap();
    to_phase(&mut t, 6);
    let before = t.clone();
    assert!(matches!(advance(&mut t), Err(TableError::AtLimit { .. })));
    assert_eq!(t, before);
}

#[test]
fn a_new_day_flips_the_champions_face_up() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirPhanther)).unwrap();
    set(&mut t, TURRET_CHAMPION[3], champ(ChampionKind::DoktorKilter)).unwrap();
    set(&mut t, TURRET_FACE[0], 0).unwrap();
    set(&mut t, TURRET_FACE[3], 0).unwrap();
    assert_eq!(derived(&t.view(), "champions.ready"), "0 of 2");
    to_phase(&mut t, 6);
    advance(&mut t).unwrap();
    assert_eq!((val(&t, TURRET_FACE[0]), val(&t, TURRET_FACE[3])), (1, 1));
    let h = last_history(&t);
    assert!(h.contains("Champions face up again: Sir Phanther, Doktor Kilter"), "{h}");
    assert_eq!(derived(&t.view(), "champions.ready"), "2 of 2");
}

#[test]
fn easy_mode_skips_the_event() {
    let mut t = table();
    set(&mut t, EASY_MODE, 1).unwrap();
    to_phase(&mut t, 1);
    advance(&mut t).unwrap();
    assert_eq!(val(&t, PHASE), 3);
    assert!(last_history(&t).contains("Easy Mode: no Event"));
    // Without Easy Mode the Event phase comes.
    let mut t = table();
    to_phase(&mut t, 1);
    advance(&mut t).unwrap();
    assert_eq!(val(&t, PHASE), 2);
    assert_eq!(derived(&t.view(), "phase.reminder"), "Draw one Event, follow it, discard it");
}

// ---- rule ops ----

#[test]
fn refresh_all_flips_every_champion_up() {
    let mut t = table();
    let v = t.view();
    assert!(!button(&v, "refresh_champions").enabled);
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::RefreshChampions), Err(TableError::Rule(_))));
    assert_eq!(t, before);
    set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::WizardDenthal)).unwrap();
    set(&mut t, TURRET_FACE[1], 0).unwrap();
    let v = t.view();
    let b = button(&v, "refresh_champions");
    assert!(b.enabled);
    assert_eq!(b.rule, RuleOp::Valeria(Rule::RefreshChampions));
    rule(&mut t, Rule::RefreshChampions).unwrap();
    assert_eq!(val(&t, TURRET_FACE[1]), 1);
}

#[test]
fn rolling_gathers_the_pool_and_is_reproducible() {
    let mut a = table_seeded(42);
    let mut b = table_seeded(42);
    // A die spent on the first day, one unspent.
    rule(&mut a, Rule::RollDice).unwrap();
    rule(&mut b, Rule::RollDice).unwrap();
    assert_eq!((val(&a, SOLDIER_ACTIVE), val(&a, SOLDIER_SPENT)), (5, 0));
    assert_eq!((val(&a, HOLY_ACTIVE), val(&a, HOLY_SPENT)), (2, 0));
    let ra = a.view().last_result.unwrap();
    let rb = b.view().last_result.unwrap();
    assert_eq!(ra, rb, "same seed, same dice");
    assert_eq!(ra.dice.len(), 7);
    assert!(ra.dice.iter().all(|d| d.sides == 6 && (1..=6).contains(&d.face)));
    assert_eq!(ra.dice.iter().filter(|d| d.label == "Holy").count(), 2);
    let strength: u32 = ra.dice.iter().filter(|d| d.label == "Soldier").map(|d| d.face).sum();
    assert!(ra.title.contains(&format!("Strength {strength}")), "{}", ra.title);
    assert_eq!(last_history(&a), last_history(&b));

    // A second roll of the day draws on a new stream: the whole run stays reproducible.
    transfer(&mut a, SOLDIER_ACTIVE, SOLDIER_SPENT, 2).unwrap();
    transfer(&mut b, SOLDIER_ACTIVE, SOLDIER_SPENT, 2).unwrap();
    rule(&mut a, Rule::RollDice).unwrap();
    rule(&mut b, Rule::RollDice).unwrap();
    assert_eq!(a.view().last_result, b.view().last_result);
    assert_eq!((val(&a, SOLDIER_ACTIVE), val(&a, SOLDIER_SPENT)), (5, 0));

    // Different seeds give different rolls (over a few tries).
    let faces = |seed: u64| {
        let mut t = table_seeded(seed);
        rule(&mut t, Rule::RollDice).unwrap();
        t.view().last_result.unwrap().dice.iter().map(|d| d.face).collect::<Vec<_>>()
    };
    assert!((1..6).any(|s| faces(s) != faces(s + 100)));
}

#[test]
fn rolling_is_refused_outside_roll_your_dice() {
    let mut t = table();
    to_phase(&mut t, 3);
    assert!(!button(&t.view(), "roll_dice").enabled);
    let before = t.clone();
    let err = rule(&mut t, Rule::RollDice).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("rulebook: Roll Your Dice")), "{err}");
    assert_eq!(t, before);
}

#[test]
fn a_champion_repairs_its_turret_in_perform_your_actions() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::LadyGurira)).unwrap();
    set(&mut t, "turret2.impact", 2).unwrap();
    // Not in the Roll Your Dice phase (ruling A-11).
    let v = t.view();
    assert!(!button(&v, "turret2.repair_champion").enabled);
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::RepairWithChampion { turret: 2 }), Err(TableError::Rule(_))));
    assert_eq!(t, before);
    to_phase(&mut t, 3);
    // Face down: refused.
    set(&mut t, TURRET_FACE[1], 0).unwrap();
    let err = rule(&mut t, Rule::RepairWithChampion { turret: 2 }).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("face down")));
    set(&mut t, TURRET_FACE[1], 1).unwrap();
    let v = t.view();
    let b = button(&v, "turret2.repair_champion");
    assert!(b.enabled);
    assert_eq!(b.group.as_deref(), Some("Turret 2"));
    rule(&mut t, b.rule.clone().into_valeria()).unwrap();
    assert_eq!((val(&t, "turret2.impact"), val(&t, TURRET_CHAMPION[1])), (1, 0));
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
    assert!(last_history(&t).contains("Turret 2 repaired by discarding Lady Gurira: Impact 2 → 1"));
    // No Champion now, and a Turret with no Impact cannot be repaired.
    assert!(matches!(rule(&mut t, Rule::RepairWithChampion { turret: 2 }), Err(TableError::Rule(_))));
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirHeller)).unwrap();
    let err = rule(&mut t, Rule::RepairWithChampion { turret: 1 }).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("no Impact")));
    assert!(matches!(rule(&mut t, Rule::RepairWithChampion { turret: 6 }), Err(TableError::NoSuchCounter(_))));
    assert!(matches!(rule(&mut t, Rule::RepairWithChampion { turret: 0 }), Err(TableError::NoSuchCounter(_))));
}

trait IntoValeria {
    fn into_valeria(self) -> Rule;
}

impl IntoValeria for RuleOp {
    fn into_valeria(self) -> Rule {
        match self {
            RuleOp::Valeria(r) => r,
            other => panic!("a Valeria button carries a Valeria op, not {other:?}"),
        }
    }
}

#[test]
fn a_die_repairs_one_impact() {
    let mut t = table();
    rule(&mut t, Rule::RollDice).unwrap();
    to_phase(&mut t, 3);
    set(&mut t, "turret5.impact", 3).unwrap();
    rule(&mut t, Rule::RepairWithDie { turret: 5, colour: DieColour::Holy }).unwrap();
    assert_eq!(val(&t, "turret5.impact"), 2);
    assert_eq!((val(&t, HOLY_ACTIVE), val(&t, HOLY_SPENT)), (1, 1));
    rule(&mut t, Rule::RepairWithDie { turret: 5, colour: DieColour::Soldier }).unwrap();
    assert_eq!((val(&t, SOLDIER_ACTIVE), val(&t, SOLDIER_SPENT)), (4, 1));
    assert_eq!(val(&t, "turret5.impact"), 1);
    // The last Holy die, then none.
    rule(&mut t, Rule::RepairWithDie { turret: 5, colour: DieColour::Holy }).unwrap();
    set(&mut t, "turret5.impact", 2).unwrap();
    let v = t.view();
    assert!(!button(&v, "turret5.repair_holy").enabled);
    assert!(button(&v, "turret5.repair_soldier").enabled);
    let before = t.clone();
    let err = rule(&mut t, Rule::RepairWithDie { turret: 5, colour: DieColour::Holy }).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("no active Holy die")));
    assert_eq!(t, before);
    assert!(!button(&v, "turret1.repair_soldier").enabled, "no Impact on Turret 1");
}

#[test]
fn defeating_a_siege_engine_counts_down_to_victory() {
    let mut t = table();
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::DefeatEngine), Err(TableError::Rule(_))), "not in Roll Your Dice");
    assert_eq!(t, before);
    to_phase(&mut t, 3);
    assert_eq!(derived(&t.view(), "engines.battlefield"), "5");
    rule(&mut t, Rule::DefeatEngine).unwrap();
    assert_eq!(val(&t, ENGINES_LEFT), 12);
    assert!(last_history(&t).contains("draw a Champion"));
    assert_eq!(derived(&t.view(), "engines.defeated"), "1");
    assert_eq!(derived(&t.view(), "engines.battlefield"), "4");
    // The deck's engines are not on the Battlefield: left 8, deck 8 → none to defeat.
    for _ in 0..4 {
        rule(&mut t, Rule::DefeatEngine).unwrap();
    }
    assert!(!button(&t.view(), "defeat_engine").enabled);
    assert!(matches!(rule(&mut t, Rule::DefeatEngine), Err(TableError::Rule(_))));
    // The deck cannot hold more than are left.
    let err = adjust(&mut t, ENGINES_LEFT, -1).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("in the deck but only 7 left")));
    set(&mut t, ENGINES_DECK, 0).unwrap();
    assert!(alerts(&t.view(), AlertLevel::Info).iter().any(|a| a.contains("Siege Engine deck is exhausted")));
    set(&mut t, ENGINES_LEFT, 1).unwrap();
    rule(&mut t, Rule::DefeatEngine).unwrap();
    let v = t.view();
    assert_eq!(alerts(&v, AlertLevel::Victory).len(), 1);
    assert!(last_history(&t).contains("VICTORY"));
    // rulebook: How Honored Was Your Victory — 2 in hand + 20 on the Battlefield = 22 → 13+.
    assert!(derived(&v, "grade").starts_with("Victory — 13+ Troops"), "{}", derived(&v, "grade"));
    set(&mut t, TROOPS_BATTLEFIELD, 3).unwrap();
    assert!(derived(&t.view(), "grade").starts_with("Victory — 4-6 Troops"));
    set(&mut t, TROOPS_HAND, 0).unwrap();
    assert!(derived(&t.view(), "grade").starts_with("Victory — 0-3 Troops"));
}

#[test]
fn grading_a_loss_counts_undefeated_engines() {
    let mut t = table();
    to_phase(&mut t, 4);
    set(&mut t, VANGUARD_ENGINE, 1).unwrap();
    let v = t.view();
    assert!(alerts(&v, AlertLevel::Loss).iter().any(|a| a.contains("Siege Engine stands in the Vanguard")));
    assert!(derived(&v, "grade").starts_with("Defeat — 8+"));
    for (left, band) in [(8, "8+"), (7, "6-7"), (6, "6-7"), (5, "2-5"), (2, "2-5"), (1, "1 undefeated")] {
        set(&mut t, ENGINES_DECK, 0).unwrap();
        set(&mut t, ENGINES_LEFT, left).unwrap();
        let g = derived(&t.view(), "grade");
        assert!(g.starts_with(&format!("Defeat — {band}")), "{left}: {g}");
    }
    // A game in progress shows what either ending would say.
    set(&mut t, VANGUARD_ENGINE, 0).unwrap();
    assert!(derived(&t.view(), "grade").starts_with("Defeat"), "the loss stands until reopened");
    apply(&mut t, TableOp::Reopen).unwrap();
    let g = derived(&t.view(), "grade");
    assert!(g.starts_with("Game on."), "{g}");
}

#[test]
fn the_troop_deck_runs_out_at_reinforce() {
    let mut t = table();
    assert_eq!(derived(&t.view(), "troops.reinforcements"), "6");
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::Reinforce), Err(TableError::Rule(_))), "not in Reinforce");
    assert_eq!(t, before);
    to_phase(&mut t, 6);
    let b = button(&t.view(), "reinforce").clone();
    assert!(b.enabled);
    // One Reinforce a day, days 1 to 5.
    for left in [20, 16, 12, 8, 4] {
        rule(&mut t, Rule::Reinforce).unwrap();
        assert_eq!(val(&t, TROOPS_DECK), left);
        advance(&mut t).unwrap();
        to_phase(&mut t, 6);
    }
    assert_eq!(val(&t, DAY), 6);
    assert!(alerts(&t.view(), AlertLevel::Info).iter().any(|a| a.contains("Last Reinforcement")));
    set(&mut t, TROOPS_DECK, 3).unwrap();
    rule(&mut t, Rule::Reinforce).unwrap();
    assert_eq!(val(&t, TROOPS_DECK), 0);
    assert!(last_history(&t).contains("3 Troops drawn"));
    // Emptying it during Reinforce is not a loss (ruling A-5), but it is a warning.
    let v = t.view();
    assert!(alerts(&v, AlertLevel::Loss).is_empty());
    assert!(alerts(&v, AlertLevel::Warning).iter().any(|a| a.contains("Troop deck is empty")));
    assert_eq!(val(&t, TROOPS_EXHAUSTED), 0);
    to_phase(&mut t, 5);
    assert!(alerts(&t.view(), AlertLevel::Loss).is_empty());
    // The next day, after Advance, the empty deck loses.
    advance(&mut t).unwrap();
    assert!(alerts(&t.view(), AlertLevel::Loss).is_empty(), "today's Reinforce is done");
    to_phase(&mut t, 6);
    advance(&mut t).unwrap();
    assert_eq!((val(&t, DAY), val(&t, TROOPS_REINFORCED)), (7, 0));
    to_phase(&mut t, 5);
    advance(&mut t).unwrap();
    let v = t.view();
    assert!(alerts(&v, AlertLevel::Loss).iter().any(|a| a.contains("Troop deck is exhausted")));
    assert!(last_history(&t).contains("LOSS: The Troop deck is exhausted"));
    assert_eq!(val(&t, TROOPS_EXHAUSTED), 1);
    assert!(alerts(&v, AlertLevel::Warning).iter().all(|a| !a.contains("Troop deck is empty")));
    assert!(derived(&v, "grade").starts_with("Defeat"));
    assert!(!button(&v, "reinforce").enabled);
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::Reinforce), Err(TableError::Rule(m)) if m.contains("exhausted")));
    assert_eq!(t, before);
}

#[test]
fn rule_ops_parse_from_json() {
    let op: TableOp = serde_json::from_str(
        r#"{"type":"rule","rule":{"game":"valeria","do":"repair_with_die","turret":2,"colour":"holy"}}"#,
    )
    .unwrap();
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Valeria(Rule::RepairWithDie { turret: 2, colour: DieColour::Holy }) });
    for name in ["refresh_champions", "roll_dice", "defeat_engine", "reinforce", "place_engine"] {
        let text = format!(r#"{{"type":"rule","rule":{{"game":"valeria","do":"{name}"}}}}"#);
        assert!(serde_json::from_str::<TableOp>(&text).is_ok(), "{name}");
    }
}

#[test]
fn every_button_is_there() {
    let v = table().view();
    let mut keys: Vec<&str> = v.actions.iter().map(|b| b.key.as_str()).collect();
    keys.sort_unstable();
    for n in 1..=5 {
        for what in ["repair_champion", "repair_soldier", "repair_holy"] {
            assert!(keys.contains(&format!("turret{n}.{what}").as_str()));
        }
    }
    for key in ["roll_dice", "rolled_at_table", "refresh_champions", "defeat_engine", "reinforce", "place_engine"] {
        assert!(keys.contains(&key));
    }
    assert_eq!(keys.len(), 21);
    assert!(button(&v, "roll_dice").enabled);
    assert!(v.actions.iter().all(|b| b.hint.is_some()));
}

// ---- undo, redo, JSON ----

#[test]
fn undo_and_redo_take_back_consequences_too() {
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[2], champ(ChampionKind::SirChunnan)).unwrap();
    set(&mut t, "turret3.impact", 3).unwrap();
    assert_eq!((val(&t, TURRET_CHAMPION[2]), val(&t, CHAMPIONS_DISCARD)), (0, 1));
    t.undo(now()).unwrap();
    assert_eq!(
        (val(&t, "turret3.impact"), val(&t, TURRET_CHAMPION[2]), val(&t, CHAMPIONS_DISCARD)),
        (0, champ(ChampionKind::SirChunnan), 0)
    );
    assert!(alerts(&t.view(), AlertLevel::Warning).is_empty());
    t.redo(now()).unwrap();
    assert_eq!((val(&t, "turret3.impact"), val(&t, TURRET_CHAMPION[2]), val(&t, CHAMPIONS_DISCARD)), (3, 0, 1));
    assert_eq!(alerts(&t.view(), AlertLevel::Warning).len(), 1);
    rule(&mut t, Rule::RollDice).unwrap();
    let rolled = t.view().last_result;
    t.undo(now()).unwrap();
    assert_eq!(val(&t, SOLDIER_ACTIVE), 0);
    t.redo(now()).unwrap();
    assert_eq!(t.view().last_result, rolled);
}

#[test]
fn a_table_survives_json_and_export() {
    let mut t = table();
    set(&mut t, "turret1.impact", 2).unwrap();
    set(&mut t, TURRET_CHAMPION[4], champ(ChampionKind::SisterMystique)).unwrap();
    rule(&mut t, Rule::RollDice).unwrap();
    let text = serde_json::to_string(&t).unwrap();
    let back: Table = serde_json::from_str(&text).unwrap();
    assert_eq!(back, t);
    let imported = Table::import(&t.export(), "t2".into(), now()).unwrap();
    assert_eq!(imported.counters(), t.counters());
    assert_eq!(imported.view().derived, t.view().derived);
    assert_eq!(imported.view().actions, t.view().actions);
    let mut imported = imported;
    rule(&mut imported, Rule::RefreshChampions).unwrap_err();
    set(&mut imported, "turret1.impact", 4).unwrap();
    assert_eq!(alerts(&imported.view(), AlertLevel::Loss).len(), 1);
}

#[test]
fn a_table_missing_counters_reports_without_panicking() {
    let mut t = table();
    // An older save without these counters (the tracker's own counters cannot be removed).
    let gone = [TURRET_IMPACT[2], TURRET_CHAMPION[2], SOLDIER_ACTIVE, ENGINES_LEFT, TROOPS_DECK, PHASE, DAY];
    t.state.counters.retain(|c| !c.key.as_deref().is_some_and(|k| gone.contains(&k)));
    let v = t.view();
    assert!(!v.derived.is_empty());
    assert!(alerts(&v, AlertLevel::Loss).is_empty());
    // The ops that need a missing counter say which.
    let err = rule(&mut t, Rule::RepairWithDie { turret: 3, colour: DieColour::Holy }).unwrap_err();
    assert!(matches!(err, TableError::NoSuchCounter(_) | TableError::Rule(_)));
    let err = rule(&mut t, Rule::RollDice).unwrap_err();
    assert!(matches!(err, TableError::NoSuchCounter(k) if k == SOLDIER_ACTIVE));
    // Everything gone: still a report.
    let mut state = TableState {
        name: "x".into(),
        players: Vec::new(),
        counters: Vec::new(),
        last_roll: None,
        last_result: None,
        next_counter: 1,
        ended: None,
        turn: Default::default(),
        profile: Default::default(),
    };
    let r = report(&state);
    assert!(r.alerts.is_empty());
    assert!(settle(&mut state, &[]).unwrap().is_empty());
    let mut rng = <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    assert!(rule_op(&mut state, &Rule::RollDice, &mut rng).is_err());
    assert!(rule_op(&mut state, &Rule::Reinforce, &mut rng).is_err());
    assert!(rule_op(&mut state, &Rule::RefreshChampions, &mut rng).is_err());
}

fn rule_op(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    super::ops::rule(state, op, rng)
}

#[test]
fn a_full_fortress_changes_the_reward() {
    let mut t = table();
    to_phase(&mut t, 3);
    let five = [
        ChampionKind::SirQuentin,
        ChampionKind::SirHeller,
        ChampionKind::MagisterFemik,
        ChampionKind::BrotherBenzin,
        ChampionKind::AdeptImmogin,
    ];
    for (key, kind) in TURRET_CHAMPION.iter().zip(five) {
        set(&mut t, key, champ(kind)).unwrap();
    }
    rule(&mut t, Rule::DefeatEngine).unwrap();
    assert!(last_history(&t).contains("the Fortress is full"), "{}", last_history(&t));
    // A Turret blocked at 3 is not an open position either (ruling A-42).
    set(&mut t, TURRET_CHAMPION[0], 0).unwrap();
    set(&mut t, "turret1.impact", 3).unwrap();
    rule(&mut t, Rule::DefeatEngine).unwrap();
    assert!(last_history(&t).contains("the Fortress is full"));
    set(&mut t, TURRET_CHAMPION[1], 0).unwrap();
    rule(&mut t, Rule::DefeatEngine).unwrap();
    assert!(last_history(&t).contains("draw a Champion for an open Turret"));
}

// ---- review fixes ----

#[test]
fn reset_all_discards_no_champion() {
    // Two Champions on the Fortress and none discarded: Reset all leaves the deck at 18.
    let mut t = table();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirQuentin)).unwrap();
    set(&mut t, TURRET_CHAMPION[1], champ(ChampionKind::SirHeller)).unwrap();
    apply(&mut t, TableOp::ResetAll).unwrap();
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 0);
    assert_eq!(derived(&t.view(), "champions.deck"), "18");
    // With a discard pile too, and the game under way.
    set(&mut t, ENGINES_LEFT, 11).unwrap();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirQuentin)).unwrap();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirHeller)).unwrap();
    set(&mut t, TURRET_CHAMPION[2], champ(ChampionKind::MagisterFemik)).unwrap();
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
    apply(&mut t, TableOp::ResetAll).unwrap();
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 0);
    assert_eq!(derived(&t.view(), "champions.deck"), "18");
    assert!(t.view().counters.iter().all(|c| c.value == c.default));
    // Taking one Champion off in a game still discards it.
    set(&mut t, ENGINES_LEFT, 12).unwrap();
    set(&mut t, TURRET_CHAMPION[0], champ(ChampionKind::SirQuentin)).unwrap();
    set(&mut t, TURRET_CHAMPION[0], 0).unwrap();
    assert_eq!(val(&t, CHAMPIONS_DISCARD), 1);
}

#[test]
fn coming_back_into_reinforce_after_reinforcing_is_no_loss() {
    let mut t = table();
    set(&mut t, DAY, 6).unwrap();
    set(&mut t, TROOPS_DECK, 4).unwrap();
    to_phase(&mut t, 6);
    rule(&mut t, Rule::Reinforce).unwrap();
    assert_eq!(val(&t, TROOPS_DECK), 0);
    // Back to Advance by mistake, then Next: today's Reinforce is already done (ruling A-5).
    to_phase(&mut t, 5);
    advance(&mut t).unwrap();
    assert_eq!(val(&t, PHASE), 6);
    assert_eq!(val(&t, TROOPS_EXHAUSTED), 0);
    assert!(alerts(&t.view(), AlertLevel::Loss).is_empty());
    assert!(!last_history(&t).contains("LOSS"), "{}", last_history(&t));
    // Day 7's Reinforce finds the deck empty: that is the loss.
    advance(&mut t).unwrap();
    to_phase(&mut t, 5);
    advance(&mut t).unwrap();
    assert_eq!(val(&t, TROOPS_EXHAUSTED), 1);
}

#[test]
fn reinforce_draws_once_a_day() {
    let mut t = table();
    to_phase(&mut t, 6);
    rule(&mut t, Rule::Reinforce).unwrap();
    assert_eq!(val(&t, TROOPS_DECK), 20);
    let b = button(&t.view(), "reinforce").clone();
    assert!(!b.enabled);
    assert!(b.hint.as_deref().is_some_and(|h| h.contains("Already reinforced today")), "{b:?}");
    assert_eq!(val(&t, TROOPS_REINFORCED), 1);
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::Reinforce), Err(TableError::Rule(m)) if m.contains("already reinforced")));
    assert_eq!(t, before);
    // The next day may reinforce again.
    advance(&mut t).unwrap();
    assert_eq!((val(&t, DAY), val(&t, TROOPS_REINFORCED)), (2, 0));
    to_phase(&mut t, 6);
    assert!(button(&t.view(), "reinforce").enabled);
    // Day 6: the emptying Reinforce, then a second press is refused, not a loss.
    set(&mut t, DAY, 6).unwrap();
    set(&mut t, TROOPS_DECK, 4).unwrap();
    rule(&mut t, Rule::Reinforce).unwrap();
    let err = rule(&mut t, Rule::Reinforce).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("already reinforced") && !m.contains("lost")), "{err:?}");
    // Undo takes the flag back with the draw.
    t.undo(now()).unwrap();
    assert_eq!((val(&t, TROOPS_DECK), val(&t, TROOPS_REINFORCED)), (4, 0));
}

#[test]
fn new_siege_engines_come_at_reinforce() {
    let mut t = table();
    to_phase(&mut t, 3);
    for _ in 0..5 {
        rule(&mut t, Rule::DefeatEngine).unwrap();
    }
    let v = t.view();
    assert_eq!(derived(&v, "engines.battlefield"), "0");
    assert!(alerts(&v, AlertLevel::Warning).iter().any(|a| a.contains("No Siege Engine on the Battlefield, 8 in")));
    assert!(!button(&v, "place_engine").enabled, "not in Perform Your Actions");
    assert!(matches!(rule(&mut t, Rule::PlaceEngine), Err(TableError::Rule(_))));
    to_phase(&mut t, 6);
    assert!(button(&t.view(), "place_engine").enabled);
    for n in 1..=5 {
        rule(&mut t, Rule::PlaceEngine).unwrap();
        assert_eq!(derived(&t.view(), "engines.battlefield"), n.to_string());
    }
    assert_eq!((val(&t, ENGINES_LEFT), val(&t, ENGINES_DECK)), (8, 3));
    assert!(alerts(&t.view(), AlertLevel::Warning).iter().all(|a| !a.contains("No Siege Engine")));
    to_phase(&mut t, 3);
    assert!(button(&t.view(), "defeat_engine").enabled);
    // An empty deck places nothing.
    set(&mut t, ENGINES_DECK, 0).unwrap();
    to_phase(&mut t, 6);
    assert!(!button(&t.view(), "place_engine").enabled);
    let before = t.clone();
    assert!(matches!(rule(&mut t, Rule::PlaceEngine), Err(TableError::Rule(m)) if m.contains("empty")));
    assert_eq!(t, before);
}

#[test]
fn the_win_grade_waits_for_the_count() {
    let mut t = table();
    let g = derived(&t.view(), "grade");
    assert!(!g.contains("Defender of the Realm") && !g.contains("13+"), "{g}");
    assert!(g.contains("graded at the end"), "{g}");
    set(&mut t, ENGINES_DECK, 0).unwrap();
    set(&mut t, ENGINES_LEFT, 0).unwrap();
    let v = t.view();
    let won = alerts(&v, AlertLevel::Victory);
    assert!(won.iter().any(|a| a.contains("count the Troops in your hand and on the Battlefield")), "{won:?}");
    let grade = v.derived.iter().find(|d| d.key == "grade").unwrap();
    assert!(grade.value.starts_with("Victory"));
    assert!(grade.note.as_deref().is_some_and(|n| n.contains("count the Troops")), "{grade:?}");
}

// ---- audit fixes (items 10, 12, 13) ----

#[test]
fn a_win_on_day_seven_stays_a_win_through_reinforce() {
    let mut t = table();
    set(&mut t, DAY, 7).unwrap();
    set(&mut t, TROOPS_DECK, 0).unwrap();
    set(&mut t, ENGINES_DECK, 0).unwrap();
    set(&mut t, ENGINES_LEFT, 1).unwrap();
    to_phase(&mut t, 3);
    rule(&mut t, Rule::DefeatEngine).unwrap();
    assert_eq!(alerts(&t.view(), AlertLevel::Victory).len(), 1);
    // Next into Activate, Advance and Reinforce: the game was already won.
    for _ in 0..3 {
        advance(&mut t).unwrap();
    }
    assert_eq!(val(&t, PHASE), 6);
    let v = t.view();
    assert_eq!(val(&t, TROOPS_EXHAUSTED), 0, "no exhausted deck after a win");
    assert!(alerts(&v, AlertLevel::Loss).is_empty(), "{:?}", v.alerts);
    assert_eq!(alerts(&v, AlertLevel::Victory).len(), 1);
    assert!(alerts(&v, AlertLevel::Warning).iter().all(|a| !a.contains("Troop deck is empty")));
    let g = derived(&v, "grade");
    assert!(g.starts_with("Victory"), "{g}");
    assert!(!last_history(&t).contains("LOSS"), "{}", last_history(&t));
}

#[test]
fn a_loss_marked_after_the_win_is_no_loss() {
    let mut t = table();
    set(&mut t, ENGINES_DECK, 0).unwrap();
    set(&mut t, ENGINES_LEFT, 0).unwrap();
    set(&mut t, TURRET_IMPACT[0], 4).unwrap();
    let v = t.view();
    assert!(alerts(&v, AlertLevel::Loss).is_empty(), "{:?}", v.alerts);
    assert_eq!(alerts(&v, AlertLevel::Victory).len(), 1);
    assert!(derived(&v, "grade").starts_with("Victory"));
}

#[test]
fn the_vanguard_loss_is_checked_at_activate_the_vanguard() {
    let mut t = table();
    for p in [0, 1, 2, 3, 5, 6] {
        to_phase(&mut t, p);
        let before = t.clone();
        let err = set(&mut t, VANGUARD_ENGINE, 1).unwrap_err();
        assert!(matches!(&err, TableError::Rule(m) if m.contains("Activate the Vanguard")), "{p}: {err}");
        assert_eq!(t, before);
        assert!(alerts(&t.view(), AlertLevel::Loss).is_empty());
    }
    to_phase(&mut t, 4);
    set(&mut t, VANGUARD_ENGINE, 1).unwrap();
    assert!(alerts(&t.view(), AlertLevel::Loss).iter().any(|a| a.contains("Vanguard")));
    // The loss stays when play moves on.
    advance(&mut t).unwrap();
    assert!(alerts(&t.view(), AlertLevel::Loss).iter().any(|a| a.contains("Vanguard")));
}

#[test]
fn the_last_reinforcement_note_waits_for_its_day() {
    let mut t = table();
    set(&mut t, DAY, 5).unwrap();
    set(&mut t, TROOPS_DECK, 8).unwrap();
    to_phase(&mut t, 6);
    rule(&mut t, Rule::Reinforce).unwrap();
    assert_eq!(val(&t, TROOPS_DECK), 4);
    // Day 5 after its Reinforce: day 6's Reinforce still draws 4, so it is not the last one yet.
    assert!(!alerts(&t.view(), AlertLevel::Info).iter().any(|a| a.contains("Last Reinforcement")));
    advance(&mut t).unwrap();
    assert_eq!(val(&t, DAY), 6);
    let info = alerts(&t.view(), AlertLevel::Info);
    assert!(info.iter().any(|a| a.contains("Last Reinforcement") && a.contains("today's Reinforce")), "{info:?}");
}

#[test]
fn the_history_names_the_turret() {
    let mut t = table();
    adjust(&mut t, TURRET_IMPACT[2], 1).unwrap();
    assert!(last_history(&t).starts_with("Turret 3: Impact 0 → 1"), "{}", last_history(&t));
    assert_eq!(t.view().undo_label.as_deref(), Some(last_history(&t).as_str()));
    let err = adjust(&mut t, TURRET_IMPACT[2], -5).map(|_| ()).and_then(|_| adjust(&mut t, TURRET_IMPACT[2], -1));
    assert!(matches!(err, Err(TableError::AtLimit { ref label, .. }) if label == "Turret 3: Impact"), "{err:?}");
}

//! Heroes and Spells table-mode tracker: layout, bounds, derived values, alerts, consequences,
//! rule ops, undo/redo and persistence.

use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::combat::{compare, rank_dice, Die};
use super::info;
use super::keys::*;
use super::ops::Rule;
use super::read::army_power;
use crate::games::thaloria::data::{KING_ALARIC, KING_HALDREK};
use crate::table::{
    Alert, AlertLevel, NewTable, PlayerSpec, RuleButton, RuleOp, Table, TableError, TableKind, TableOp, TableState,
};

fn at(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_780_000_000 + s, 0).unwrap_or_default()
}

const NAMES: [&str; 5] = ["Ann", "Bo", "Cy", "Di", "Ed"];

fn table_seeded(players: usize, seed: u64) -> Table {
    let players = NAMES[..players].iter().map(|n| PlayerSpec::Name((*n).into())).collect();
    Table::new(
        "t".into(),
        NewTable { kind: TableKind::Thaloria, players, name: None, life: None, template: None, profile: None },
        seed,
        at(0),
    )
    .unwrap()
}

fn table(players: usize) -> Table {
    table_seeded(players, 7)
}

fn id(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view()
        .counters
        .iter()
        .find(|c| c.key.as_deref() == Some(key) && c.player == player)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| panic!("no counter {key} for {player:?}"))
}

fn v(t: &Table, key: &str, player: Option<usize>) -> i32 {
    t.view().counters.iter().find(|c| c.key.as_deref() == Some(key) && c.player == player).map(|c| c.value).unwrap()
}

fn op(t: &mut Table, op: TableOp) -> Result<(), TableError> {
    t.apply(&op, at(1))
}

fn set(t: &mut Table, key: &str, player: Option<usize>, value: i32) {
    let counter = id(t, key, player);
    op(t, TableOp::Set { counter, value }).unwrap();
}

fn adjust(t: &mut Table, key: &str, player: Option<usize>, delta: i32) -> Result<(), TableError> {
    let counter = id(t, key, player);
    op(t, TableOp::Adjust { counter, delta })
}

fn transfer(t: &mut Table, p: usize, from: &str, to: &str, amount: i32) -> Result<(), TableError> {
    let (from, to) = (id(t, from, Some(p)), id(t, to, Some(p)));
    op(t, TableOp::Transfer { from, to, amount })
}

fn rule(t: &mut Table, r: Rule) -> Result<(), TableError> {
    op(t, TableOp::Rule { rule: RuleOp::Thaloria(r) })
}

fn advance_step(t: &mut Table) {
    let counter = id(t, STEP, None);
    op(t, TableOp::Advance { counter }).unwrap();
}

fn alerts(t: &Table, level: AlertLevel) -> Vec<Alert> {
    t.view().alerts.into_iter().filter(|a| a.level == level).collect()
}

fn derived(t: &Table, key: &str, player: Option<usize>) -> String {
    t.view().derived.into_iter().find(|d| d.key == key && d.player == player).map(|d| d.value).unwrap()
}

fn button(t: &Table, key: &str) -> RuleButton {
    t.view().actions.into_iter().find(|b| b.key == key).unwrap()
}

fn last_text(t: &Table) -> String {
    t.history().last().map(|h| h.text.clone()).unwrap_or_default()
}

fn pool_total(t: &Table, p: usize, pool: &str) -> i32 {
    t.view().counters.iter().filter(|c| c.player == Some(p) && c.pool.as_deref() == Some(pool)).map(|c| c.value).sum()
}

/// Sets up a combat: attacker dice, defender dice, mode, defender seat.
fn combat_inputs(t: &mut Table, attack: (i32, i32), defend: (i32, i32), wizard: bool, defender: i32) {
    // Lower first so the combined limits never trip in between.
    for key in [ATT_STANDARD, ATT_ELITE, DEF_STANDARD, DEF_ELITE] {
        set(t, key, None, 0);
    }
    set(t, ATT_STANDARD, None, attack.0);
    set(t, ATT_ELITE, None, attack.1);
    set(t, DEF_STANDARD, None, defend.0);
    set(t, DEF_ELITE, None, defend.1);
    set(t, COMBAT_MODE, None, i32::from(wizard));
    set(t, DEFENDER, None, defender);
}

/// Rolls the combat and resolves it at once.
fn fight(t: &mut Table) -> Result<(), TableError> {
    rule(t, Rule::Combat)?;
    rule(t, Rule::ResolveCombat)
}

// ---- layout --------------------------------------------------------------------------------

#[test]
fn life_points_are_40_for_two_wizards_and_30_for_more() {
    assert_eq!(v(&table(2), LIFE, Some(0)), 40);
    for n in 3..=5 {
        let t = table(n);
        assert!((0..n).all(|p| v(&t, LIFE, Some(p)) == 30));
    }
    let t = table(2);
    let life = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(LIFE)).unwrap();
    assert!(life.is_life() && life.min == 0);
    assert_eq!(info().id, "thaloria");
    assert_eq!((info().min_players, info().max_players), (2, 5));
}

#[test]
fn the_army_starts_in_the_reserve_with_the_reserve_first_in_each_pool() {
    let t = table(3);
    let counters = t.view().counters;
    for p in 0..3 {
        assert_eq!(pool_total(&t, p, POOL_STANDARD), 18);
        assert_eq!(pool_total(&t, p, POOL_ELITE), 9);
        assert_eq!(v(&t, S_RESERVE, Some(p)), 18);
        assert_eq!(v(&t, E_RESERVE, Some(p)), 9);
        let first = |pool: &str| {
            counters.iter().find(|c| c.player == Some(p) && c.pool.as_deref() == Some(pool)).and_then(|c| c.key.clone())
        };
        assert_eq!(first(POOL_STANDARD).as_deref(), Some(S_RESERVE));
        assert_eq!(first(POOL_ELITE).as_deref(), Some(E_RESERVE));
        assert_eq!(v(&t, LAST_MUSTER, Some(p)), 1, "each Wizard starts with the Last Muster token");
    }
    // Keys are unique per owner.
    for owner in [None, Some(0), Some(1)] {
        let mut keys: Vec<_> = counters.iter().filter(|c| c.player == owner).filter_map(|c| c.key.clone()).collect();
        let n = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), n);
    }
    // Five Wizards fit in the table's counter limit.
    assert!(table(5).view().counters.len() <= crate::table::MAX_COUNTERS);
}

// ---- bounds --------------------------------------------------------------------------------

#[test]
fn bounds_are_typed_errors_that_change_nothing() {
    let mut t = table(2);
    let before = t.clone();
    let life = id(&t, LIFE, Some(0));
    assert!(matches!(
        op(&mut t, TableOp::Set { counter: life.clone(), value: 100 }),
        Err(TableError::OutOfRange { .. })
    ));
    set(&mut t, LIFE, Some(0), 99);
    let after = t.clone();
    assert!(matches!(op(&mut t, TableOp::Adjust { counter: life, delta: 1 }), Err(TableError::AtLimit { .. })));
    assert_eq!(t, after);
    t = before.clone();
    let banners = id(&t, BANNERS_KEY, Some(1));
    assert!(matches!(op(&mut t, TableOp::Set { counter: banners, value: 9 }), Err(TableError::OutOfRange { .. })));
    // Pool members only move by transfer.
    let fallen = id(&t, S_FALLEN, Some(0));
    assert!(matches!(op(&mut t, TableOp::Adjust { counter: fallen, delta: 1 }), Err(TableError::Conserved { .. })));
    assert!(matches!(transfer(&mut t, 0, E_RESERVE, E_TILES, 10), Err(TableError::AtLimit { .. })));
    assert!(matches!(
        op(&mut t, TableOp::Set { counter: id(&before, STEP, None), value: 7 }),
        Err(TableError::OutOfRange { .. })
    ));
    assert_eq!(t, before);
}

#[test]
fn combat_dice_limits_are_refused_in_settle() {
    let mut t = table(2);
    let before = t.clone();
    // Default: 3 Standard attackers; one more Elite would make four.
    let err = adjust(&mut t, ATT_ELITE, None, 1).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("Combat Dice")), "{err}");
    let err = adjust(&mut t, DEF_ELITE, None, 1).unwrap_err();
    assert!(matches!(err, TableError::Rule(_)));
    assert_eq!(t, before);
    set(&mut t, ATT_STANDARD, None, 1);
    set(&mut t, ATT_ELITE, None, 2);
    assert_eq!(v(&t, ATT_ELITE, None), 2);
}

#[test]
fn a_chosen_wizard_shows_their_special_ability() {
    let mut t = table(2);
    assert!(t.view().derived.iter().all(|d| d.key != "ability"));
    set(&mut t, "wizard", Some(1), 5);
    assert!(derived(&t, "ability", Some(1)).contains("at most six times"));
}

// ---- army, Army Power, pools ---------------------------------------------------------------

#[test]
fn transfers_conserve_the_army_and_army_power_counts_reserve_tiles_and_dungeons() {
    let mut t = table(2);
    assert_eq!(derived(&t, "army_power", Some(0)), "36", "18 Standard + 9 Elite × 2");
    transfer(&mut t, 0, S_RESERVE, S_TILES, 5).unwrap();
    transfer(&mut t, 0, E_RESERVE, E_DUNGEON, 2).unwrap();
    assert_eq!(derived(&t, "army_power", Some(0)), "36", "tiles and Dungeons still count");
    transfer(&mut t, 0, S_TILES, S_FALLEN, 3).unwrap();
    transfer(&mut t, 0, E_DUNGEON, E_REMOVED, 1).unwrap();
    assert_eq!(derived(&t, "army_power", Some(0)), "31", "Fallen (3) and removed (1 Elite = 2) do not count");
    assert_eq!(army_power(&state_of(&t), 0), 31);
    assert_eq!(pool_total(&t, 0, POOL_STANDARD), 18);
    assert_eq!(pool_total(&t, 0, POOL_ELITE), 9);
    // A transfer across players or pools is refused.
    let (a, b) = (id(&t, S_RESERVE, Some(0)), id(&t, S_RESERVE, Some(1)));
    assert!(op(&mut t, TableOp::Transfer { from: a.clone(), to: b, amount: 1 }).is_err());
    let to = id(&t, E_TILES, Some(0));
    assert!(op(&mut t, TableOp::Transfer { from: a, to, amount: 1 }).is_err());
}

fn state_of(t: &Table) -> TableState {
    let text = serde_json::to_value(t).unwrap();
    serde_json::from_value(text["state"].clone()).unwrap()
}

#[test]
fn rally_the_fallen_needs_four_below_the_strongest_living_opponent() {
    let mut t = table(3);
    assert_eq!(derived(&t, "rally", Some(0)), "Not eligible: tied for the highest Army Power");
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 3).unwrap();
    assert!(
        derived(&t, "rally", Some(0)).starts_with("Not eligible: only 3 below"),
        "{}",
        derived(&t, "rally", Some(0))
    );
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 1).unwrap();
    assert_eq!(derived(&t, "rally", Some(0)), "Eligible: 4 below the strongest opponent");
    assert_eq!(derived(&t, "rally", Some(1)), "Not eligible: tied for the highest Army Power");
    // Only living opponents count: with Bo and Cy out, nobody is left to compare with.
    set(&mut t, LIFE, Some(1), 0);
    set(&mut t, ELIMINATED, Some(2), 1);
    assert_eq!(derived(&t, "rally", Some(0)), "Not eligible: no living opponent");
    assert_eq!(derived(&t, "rally", Some(1)), "Not eligible: out of the game");
    // No Fallen Standard: eligible, but nothing to return.
    let mut u = table(2);
    transfer(&mut u, 0, E_RESERVE, E_FALLEN, 2).unwrap();
    assert!(derived(&u, "rally", Some(0)).contains("no Fallen Standard"));
    assert!(!button(&u, "rally.0").enabled);
}

#[test]
fn rally_op_returns_one_standard_once_per_turn_at_the_start_of_the_draw_step() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 5).unwrap();
    advance_step(&mut t); // Draw Step: Last Muster, Rally the Fallen
    assert!(button(&t, "rally.0").enabled);
    assert!(!button(&t, "rally.1").enabled, "Bo is the strongest");
    assert!(t.view().alerts.iter().any(|a| a.level == AlertLevel::Info && a.text.contains("Rally")));
    rule(&mut t, Rule::RallyTheFallen { player: 0 }).unwrap();
    assert_eq!((v(&t, S_FALLEN, Some(0)), v(&t, S_RESERVE, Some(0))), (4, 14));
    assert_eq!(v(&t, RALLY_USED, None), 1);
    let before = t.clone();
    let err = rule(&mut t, Rule::RallyTheFallen { player: 0 }).unwrap_err();
    assert!(matches!(&err, TableError::Rule(m) if m.contains("once per player turn")), "{err}");
    assert_eq!(t, before);
    assert!(matches!(rule(&mut t, Rule::RallyTheFallen { player: 9 }), Err(TableError::NoSuchPlayer(9))));
    // Not on Bo's behalf during Ann's turn, and not after the draw.
    assert!(rule(&mut t, Rule::RallyTheFallen { player: 1 }).is_err());
    // Next turn (Bo), then back to Ann: the flag is cleared; past the draw it is refused.
    for _ in 0..13 {
        advance_step(&mut t);
    }
    assert_eq!(v(&t, ACTIVE, None), 0);
    assert_eq!(v(&t, RALLY_USED, None), 0);
    set(&mut t, STEP, None, STEP_DEPLOY);
    assert!(!button(&t, "rally.0").enabled);
    let err = rule(&mut t, Rule::RallyTheFallen { player: 0 }).unwrap_err();
    assert!(err.to_string().contains("beginning"), "{err}");
}

#[test]
fn last_muster_returns_up_to_two_fallen_standards_once_per_game() {
    let mut t = table(2);
    let before_ready = t.clone();
    assert!(!button(&t, "last_muster.0").enabled, "Warriors in the Reserve");
    assert!(rule(&mut t, Rule::LastMuster { player: 0 }).is_err());
    assert_eq!(t, before_ready);
    transfer(&mut t, 0, S_RESERVE, S_DUNGEON, 10).unwrap();
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 8).unwrap();
    transfer(&mut t, 0, E_RESERVE, E_FALLEN, 9).unwrap();
    advance_step(&mut t);
    assert!(button(&t, "last_muster.0").enabled, "Dungeon Warriors do not block Last Muster");
    assert!(derived(&t, "last_muster_status", Some(0)).starts_with("Available now"));
    rule(&mut t, Rule::LastMuster { player: 0 }).unwrap();
    assert_eq!((v(&t, S_FALLEN, Some(0)), v(&t, S_RESERVE, Some(0))), (6, 2));
    assert_eq!(v(&t, E_FALLEN, Some(0)), 9, "never Elites");
    assert_eq!(v(&t, LAST_MUSTER, Some(0)), 0);
    assert_eq!(derived(&t, "last_muster_status", Some(0)), "Used");
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 2).unwrap();
    let err = rule(&mut t, Rule::LastMuster { player: 0 }).unwrap_err();
    assert!(err.to_string().contains("once per game"), "{err}");

    // Fewer than two Fallen Standard: as many as possible.
    let mut u = table(2);
    transfer(&mut u, 0, S_RESERVE, S_FALLEN, 1).unwrap();
    transfer(&mut u, 0, S_RESERVE, S_REMOVED, 17).unwrap();
    transfer(&mut u, 0, E_RESERVE, E_REMOVED, 9).unwrap();
    advance_step(&mut u);
    rule(&mut u, Rule::LastMuster { player: 0 }).unwrap();
    assert_eq!(v(&u, S_RESERVE, Some(0)), 1);
    assert!(last_text(&u).contains("1 Fallen Standard Warrior return"));
}

// ---- Wizards out ---------------------------------------------------------------------------

#[test]
fn a_wizard_at_zero_is_out_the_army_disbands_and_the_last_wizard_wins() {
    let mut t = table(2);
    transfer(&mut t, 1, S_RESERVE, S_TILES, 6).unwrap();
    transfer(&mut t, 1, S_RESERVE, S_FALLEN, 2).unwrap();
    set(&mut t, BANNERS_KEY, Some(1), 3);
    set(&mut t, CONTESTED, Some(1), 1);
    set(&mut t, "curse_a", Some(1), 2);
    assert!(alerts(&t, AlertLevel::Loss).is_empty());
    set(&mut t, LIFE, Some(1), 7);
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.player == Some(1) && a.text.contains("7 Life Points")));
    adjust(&mut t, LIFE, Some(1), -9).unwrap();
    let loss = alerts(&t, AlertLevel::Loss);
    assert_eq!(loss.len(), 1);
    assert_eq!(loss[0].player, Some(1));
    assert!(loss[0].text.contains("Bo is out"));
    assert!(t.view().players[1].defeated);
    assert_eq!(v(&t, S_REMOVED, Some(1)), 18);
    assert_eq!(v(&t, E_REMOVED, Some(1)), 9);
    assert_eq!((v(&t, BANNERS_KEY, Some(1)), v(&t, CONTESTED, Some(1)), v(&t, "curse_a", Some(1))), (0, 0, 0));
    let victory = alerts(&t, AlertLevel::Victory);
    assert!(victory.iter().any(|a| a.player == Some(0) && a.text.contains("last Wizard standing")));
    let text = last_text(&t);
    assert!(text.contains("army disbanded (27 Warriors removed"), "{text}");
    assert!(text.contains("LOSS") && text.contains("VICTORY"), "{text}");
    // A Wizard attack on a defeated Wizard is refused.
    set(&mut t, COMBAT_MODE, None, 1);
    assert!(!button(&t, "combat").enabled);
    // Undo brings everything back.
    t.undo(at(2)).unwrap();
    t.undo(at(2)).unwrap();
    assert_eq!(v(&t, LIFE, Some(1)), 7);
    assert_eq!(v(&t, S_TILES, Some(1)), 6);
    assert_eq!(v(&t, BANNERS_KEY, Some(1)), 3);
    assert!(alerts(&t, AlertLevel::Loss).is_empty());
    t.redo(at(3)).unwrap();
    assert_eq!(v(&t, S_REMOVED, Some(1)), 18);
    assert_eq!(v(&t, LIFE, Some(1)), 0);
}

#[test]
fn elimination_by_territory_or_army_puts_a_wizard_out() {
    let mut t = table(3);
    set(&mut t, TILES_LOST, Some(2), 9);
    assert!(alerts(&t, AlertLevel::Warning)
        .iter()
        .any(|a| a.player == Some(2) && a.text.contains("Total Territorial")));
    set(&mut t, ELIMINATED, Some(2), 1);
    let loss = alerts(&t, AlertLevel::Loss);
    assert!(loss.iter().any(|a| a.player == Some(2) && a.text.contains("Cy is eliminated")));
    assert_eq!(v(&t, S_REMOVED, Some(2)), 18);
    assert!(alerts(&t, AlertLevel::Victory).is_empty(), "two Wizards remain");
    assert_eq!(derived(&t, "wizards_left", None), "2 of 3");
}

#[test]
fn no_remaining_army_warns_but_dungeon_warriors_count_as_living() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 17).unwrap();
    transfer(&mut t, 0, E_RESERVE, E_FALLEN, 9).unwrap();
    transfer(&mut t, 0, S_RESERVE, S_DUNGEON, 1).unwrap();
    let warns = |t: &Table| alerts(t, AlertLevel::Warning).into_iter().any(|a| a.text.contains("No Remaining Army"));
    assert!(!warns(&t));
    transfer(&mut t, 0, S_DUNGEON, S_FALLEN, 1).unwrap();
    assert!(warns(&t));
    assert!(alerts(&t, AlertLevel::Loss).is_empty(), "not eliminated at once");
}

// ---- territory -----------------------------------------------------------------------------

#[test]
fn eight_uncontested_enemy_tiles_raise_territorial_victory() {
    let mut t = table(2);
    set(&mut t, BANNERS_KEY, Some(0), 7);
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.text.contains("one enemy tile from")));
    set(&mut t, BANNERS_KEY, Some(0), 8);
    // Mid-turn: a warning; the victory comes at the end of the turn.
    assert!(alerts(&t, AlertLevel::Victory).is_empty());
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.text.contains("wins at the end of their turn")));
    set(&mut t, STEP, None, STEP_CONSOLIDATE);
    let victory = alerts(&t, AlertLevel::Victory);
    assert_eq!(victory.len(), 1);
    assert!(victory[0].text.contains("Territorial Victory"));
    assert!(last_text(&t).contains("VICTORY"));
    // The end stands until reopened (the generic table); then the disputes count.
    op(&mut t, TableOp::Reopen).unwrap();
    set(&mut t, CONTESTED, Some(0), 2);
    assert!(alerts(&t, AlertLevel::Victory).is_empty());
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.text.contains("2 disputed")));
    assert_eq!(derived(&t, "territory", Some(0)), "6 of 8");
    // Fewer banners than disputed tiles: disputes follow the banners down.
    set(&mut t, BANNERS_KEY, Some(0), 1);
    assert_eq!(v(&t, CONTESTED, Some(0)), 1);
    let before = t.clone();
    let err = adjust(&mut t, CONTESTED, Some(0), 1).unwrap_err();
    assert!(matches!(err, TableError::Rule(_)));
    assert_eq!(t, before);
}

// ---- turn, steps, durations ----------------------------------------------------------------

#[test]
fn the_turn_checklist_passes_the_turn_skips_defeated_wizards_and_counts_rounds() {
    let mut t = table(3);
    assert_eq!(derived(&t, "active_wizard", None), "Ann");
    for _ in 0..STEPS.len() {
        advance_step(&mut t);
    }
    assert_eq!((v(&t, ACTIVE, None), v(&t, STEP, None), v(&t, ROUND, None)), (1, 0, 1));
    // The seat picker shows the players' names once anything has happened.
    let active = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(ACTIVE)).unwrap();
    assert_eq!(active.labels, vec!["Ann", "Bo", "Cy"]);
    set(&mut t, LIFE, Some(2), 0);
    for _ in 0..STEPS.len() {
        advance_step(&mut t);
    }
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (0, 2), "Cy is skipped; the round goes on");
    assert!(last_text(&t).contains("skipped defeated Cy"), "{}", last_text(&t));
    // Choosing a Wizard by hand starts their turn at the first step.
    set(&mut t, STEP, None, 4);
    set(&mut t, ACTIVE, None, 1);
    assert_eq!(v(&t, STEP, None), 0);
}

#[test]
fn durations_count_down_at_their_owners_draw_step_and_a_dungeon_returns_its_warriors() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_DUNGEON, 2).unwrap();
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 2, "rulebook default: two Draw Steps");
    assert!(last_text(&t).contains("Dungeon Duration"));
    transfer(&mut t, 0, E_RESERVE, E_DUNGEON, 1).unwrap();
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 2);
    set(&mut t, "curse_a", Some(0), 1);
    set(&mut t, "ritual_b", Some(0), 3);
    set(&mut t, "curse_b", Some(1), 2);
    advance_step(&mut t); // Last Muster and Rally: nothing counts yet
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 2);
    advance_step(&mut t); // the draw: Ann's durations count down
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 1);
    assert_eq!((v(&t, "curse_a", Some(0)), v(&t, "ritual_b", Some(0))), (0, 2));
    assert_eq!(v(&t, "curse_b", Some(1)), 2, "Bo's Curse waits for Bo's Draw Step");
    assert!(last_text(&t).contains("Curse A ends"), "{}", last_text(&t));
    for _ in 0..5 {
        advance_step(&mut t);
    }
    assert_eq!(v(&t, ACTIVE, None), 1);
    advance_step(&mut t);
    advance_step(&mut t);
    assert_eq!(v(&t, "curse_b", Some(1)), 1);
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 1);
    for _ in 0..7 {
        advance_step(&mut t);
    }
    assert_eq!((v(&t, ACTIVE, None), v(&t, STEP, None)), (0, STEP_DRAW));
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 0);
    assert_eq!((v(&t, S_DUNGEON, Some(0)), v(&t, E_DUNGEON, Some(0))), (0, 0));
    assert_eq!((v(&t, S_RESERVE, Some(0)), v(&t, E_RESERVE, Some(0))), (18, 9));
    assert!(last_text(&t).contains("2 Standard and 1 Elite Warriors return"), "{}", last_text(&t));
}

#[test]
fn an_emptied_dungeon_stops_counting_and_a_skipped_draw_step_counts_nothing() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_DUNGEON, 1).unwrap();
    transfer(&mut t, 0, S_DUNGEON, S_RESERVE, 1).unwrap();
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 0);
    set(&mut t, "ritual_a", Some(0), 2);
    set(&mut t, SKIP_DRAW, Some(0), 2);
    advance_step(&mut t);
    assert_eq!(v(&t, STEP, None), STEP_DEPLOY, "the Draw Step is skipped");
    assert_eq!(v(&t, SKIP_DRAW, Some(0)), 1);
    assert_eq!(v(&t, "ritual_a", Some(0)), 2);
    assert!(last_text(&t).contains("A3.1"));
}

#[test]
fn going_back_a_step_does_not_run_the_draw_step_countdown_again() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_DUNGEON, 2).unwrap();
    advance_step(&mut t);
    advance_step(&mut t); // Ann's first Draw Step: 1 left
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 1);
    // Back to "Last Muster, Rally" and on again: still the same Draw Step.
    set(&mut t, STEP, None, STEP_RECOVERY);
    advance_step(&mut t);
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 1, "one real Draw Step so far");
    assert_eq!(v(&t, S_DUNGEON, Some(0)), 2, "the Warriors stay in the Dungeon");
    set(&mut t, STEP, None, STEP_DISPUTED);
    set(&mut t, STEP, None, STEP_DEPLOY);
    assert_eq!(v(&t, DUNGEON_STEPS, Some(0)), 1);
    // Bo's turn, then Ann's next Draw Step releases them.
    set(&mut t, STEP, None, STEP_CONSOLIDATE);
    for _ in 0..8 {
        advance_step(&mut t);
    }
    assert_eq!(v(&t, ACTIVE, None), 0);
    advance_step(&mut t);
    advance_step(&mut t);
    assert_eq!((v(&t, DUNGEON_STEPS, Some(0)), v(&t, S_DUNGEON, Some(0))), (0, 0));
    assert_eq!(v(&t, S_RESERVE, Some(0)), 18);
}

#[test]
fn going_back_a_step_does_not_spend_a_second_skip() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 5).unwrap();
    set(&mut t, SKIP_DRAW, Some(0), 2);
    advance_step(&mut t);
    assert_eq!((v(&t, STEP, None), v(&t, SKIP_DRAW, Some(0))), (STEP_DEPLOY, 1));
    set(&mut t, STEP, None, STEP_DISPUTED);
    advance_step(&mut t);
    assert_eq!(v(&t, STEP, None), STEP_RECOVERY, "no second skip this turn");
    assert_eq!(v(&t, SKIP_DRAW, Some(0)), 1);
    // This turn's Draw Step was skipped: no Rally the Fallen, no Last Muster.
    assert!(!button(&t, "rally.0").enabled);
    let err = rule(&mut t, Rule::RallyTheFallen { player: 0 }).unwrap_err();
    assert!(err.to_string().contains("A3.1"), "{err}");
    // The next turn spends the second skip.
    set(&mut t, STEP, None, STEP_CONSOLIDATE);
    for _ in 0..8 {
        advance_step(&mut t);
    }
    assert_eq!(v(&t, ACTIVE, None), 0);
    advance_step(&mut t);
    assert_eq!((v(&t, STEP, None), v(&t, SKIP_DRAW, Some(0))), (STEP_DEPLOY, 0));
}

#[test]
fn rally_and_last_muster_only_at_their_step_and_never_with_a_skip_pending() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 5).unwrap();
    let info = |t: &Table| alerts(t, AlertLevel::Info).into_iter().filter(|a| a.text.contains("may")).count();
    // Resolve Disputed Tiles comes before the Draw Step.
    assert_eq!(v(&t, STEP, None), STEP_DISPUTED);
    assert!(!button(&t, "rally.0").enabled);
    assert!(rule(&mut t, Rule::RallyTheFallen { player: 0 }).is_err());
    assert_eq!(info(&t), 0);
    advance_step(&mut t);
    assert!(button(&t, "rally.0").enabled);
    assert_eq!(info(&t), 1);
    // A skip pending for this Draw Step: no Rally (rulebook: A3.1).
    set(&mut t, SKIP_DRAW, Some(0), 1);
    assert!(!button(&t, "rally.0").enabled);
    assert_eq!(info(&t), 0);
    // Last Muster likewise: a Wizard with nothing in the Reserve or on tiles.
    let mut u = table(2);
    transfer(&mut u, 0, S_RESERVE, S_FALLEN, 18).unwrap();
    transfer(&mut u, 0, E_RESERVE, E_FALLEN, 9).unwrap();
    assert!(!button(&u, "last_muster.0").enabled, "not at Resolve Disputed Tiles");
    assert!(rule(&mut u, Rule::LastMuster { player: 0 }).is_err());
    set(&mut u, SKIP_DRAW, Some(0), 1);
    set(&mut u, STEP, None, STEP_RECOVERY);
    assert_eq!(v(&u, STEP, None), STEP_DEPLOY, "the skip is spent");
    set(&mut u, STEP, None, STEP_RECOVERY);
    let err = rule(&mut u, Rule::LastMuster { player: 0 }).unwrap_err();
    assert!(err.to_string().contains("A3.1"), "{err}");
    assert_eq!(v(&u, LAST_MUSTER, Some(0)), 1);
}

#[test]
fn territorial_victory_comes_at_the_end_of_the_holders_turn() {
    let mut t = table(2);
    set(&mut t, BANNERS_KEY, Some(1), 8); // Bo, during Ann's turn
    assert!(alerts(&t, AlertLevel::Victory).is_empty());
    set(&mut t, STEP, None, STEP_CONSOLIDATE);
    assert!(alerts(&t, AlertLevel::Victory).is_empty(), "Ann's turn ends, not Bo's");
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.player == Some(1) && a.text.contains("end of their")));
    advance_step(&mut t); // Bo's turn
    assert!(alerts(&t, AlertLevel::Victory).is_empty());
    for _ in 0..STEPS.len() {
        advance_step(&mut t);
    }
    assert_eq!(v(&t, ACTIVE, None), 0);
    assert_eq!(v(&t, "territorial_victory", Some(1)), 1);
    let history: Vec<_> = t.history().iter().map(|h| h.text.clone()).collect();
    assert!(history.iter().any(|h| h.contains("Bo ends their turn holding 8")), "{history:?}");
    let victory = alerts(&t, AlertLevel::Victory);
    assert!(victory.len() == 1 && victory[0].player == Some(1), "{victory:?}");
}

#[test]
fn the_active_wizard_defeated_in_their_own_turn_passes_the_turn() {
    let mut t = table(3);
    set(&mut t, STEP, None, STEP_DEPLOY);
    set(&mut t, LIFE, Some(0), 0);
    assert_eq!((v(&t, ACTIVE, None), v(&t, STEP, None), v(&t, ROUND, None)), (1, STEP_DISPUTED, 1));
    assert!(last_text(&t).contains("the turn passes"), "{}", last_text(&t));
    // The last seat eliminated on their turn: the turn goes round to the first living seat.
    set(&mut t, ACTIVE, None, 2);
    set(&mut t, STEP, None, STEP_DEPLOY);
    set(&mut t, ELIMINATED, Some(2), 1);
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (1, 2), "Ann is skipped; the round goes up");
    // A defeat outside the active seat leaves the turn alone.
    let mut u = table(3);
    set(&mut u, LIFE, Some(2), 0);
    assert_eq!(v(&u, ACTIVE, None), 0);
}

#[test]
fn the_start_roll_marks_the_winners_die_by_seat() {
    let mut ann_won = 0;
    for seed in 0..40 {
        let players = ["Ann", "Anna"].iter().map(|n| PlayerSpec::Name((*n).into())).collect();
        let mut t = Table::new(
            "t".into(),
            NewTable { kind: TableKind::Thaloria, players, name: None, life: None, template: None, profile: None },
            seed,
            at(0),
        )
        .unwrap();
        rule(&mut t, Rule::RollForStart).unwrap();
        let winner = v(&t, ACTIVE, None);
        let name = ["Ann", "Anna"][winner as usize];
        let result = t.view().last_result.unwrap();
        let hit: Vec<_> = result.dice.iter().filter(|d| d.hit == Some(true)).collect();
        assert_eq!(hit.len(), 1);
        assert!(hit[0].label == name || hit[0].label == format!("{name} (reroll)"), "{seed}: {:?}", hit[0]);
        ann_won += i32::from(winner == 0);
    }
    assert!(ann_won > 0);
}

#[test]
fn deployment_power_is_counted_and_over_five_warns() {
    let mut t = table(2);
    set(&mut t, STEP, None, STEP_DEPLOY);
    assert_eq!(derived(&t, "deploy_left", None), "5");
    transfer(&mut t, 0, S_RESERVE, S_TILES, 3).unwrap();
    transfer(&mut t, 0, E_RESERVE, E_TILES, 1).unwrap();
    assert_eq!(v(&t, DEPLOYED, None), 5, "three Standard and one Elite is five Power Points");
    assert_eq!(derived(&t, "deploy_left", None), "0");
    assert!(alerts(&t, AlertLevel::Warning).iter().all(|a| !a.text.contains("allowance")));
    transfer(&mut t, 0, S_RESERVE, S_TILES, 1).unwrap();
    assert!(alerts(&t, AlertLevel::Warning).iter().any(|a| a.text.contains("deployed 6 Power Points")));
    // Bo's moves, and moves in other steps, do not count.
    transfer(&mut t, 1, S_RESERVE, S_TILES, 2).unwrap();
    assert_eq!(v(&t, DEPLOYED, None), 6);
    advance_step(&mut t);
    assert_eq!(v(&t, DEPLOYED, None), 0);
    transfer(&mut t, 0, S_RESERVE, S_TILES, 2).unwrap();
    assert_eq!(v(&t, DEPLOYED, None), 0);
    assert!(t.view().derived.iter().all(|d| d.key != "deploy_left"));
}

// ---- combat --------------------------------------------------------------------------------

fn die(elite: bool, face: u32) -> Die {
    Die { elite, face, first: face }
}

#[test]
fn the_rulebook_combat_example() {
    // Attacker: Standard 5, Elite 2. Defender: Standard 4, Standard 3.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut att = vec![die(false, 5), die(true, 2)];
    let mut def = vec![die(false, 4), die(false, 3)];
    let (aw, dw, lines) = compare(&mut att, &mut def, "A", "D", &mut rng);
    assert_eq!(aw, vec![Some(true), Some(false)], "the attacking Elite's 2 loses to the 3");
    assert_eq!(dw, vec![Some(false), Some(true)]);
    assert_eq!(lines.len(), 2);
    // Three against two: the lowest attacker is unmatched.
    let mut att = vec![die(false, 6), die(false, 4), die(false, 1)];
    let mut def = vec![die(false, 5), die(false, 5)];
    let (aw, dw, _) = compare(&mut att, &mut def, "A", "D", &mut rng);
    assert_eq!(aw, vec![Some(true), Some(false), None]);
    assert_eq!(dw, vec![Some(false), Some(true)]);
}

#[test]
fn ties_reroll_until_a_winner_with_the_dice_linked() {
    for seed in 0..50 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut att = vec![die(true, 4)];
        let mut def = vec![die(false, 4)];
        let (aw, _, lines) = compare(&mut att, &mut def, "A", "D", &mut rng);
        assert_ne!(att[0].face, def[0].face);
        assert!(def[0].face <= 6 && att[0].face <= 12, "each die keeps its size");
        assert_eq!(aw[0], Some(att[0].face > def[0].face));
        assert!(lines[0].contains("tied 4–4"));
    }
}

#[test]
fn equal_faces_rank_the_standard_die_first() {
    let dice = rank_dice(vec![die(true, 4), die(false, 4), die(true, 9), die(false, 2), die(true, 4), die(false, 4)]);
    assert!(dice.windows(2).all(|w| w[0].face > w[1].face || (w[0].face == w[1].face && !w[0].elite || w[1].elite)));
    assert_eq!(dice.iter().filter(|d| d.elite).count(), 3);
}

#[test]
fn a_battle_moves_the_losers_to_fallen_and_is_reproducible() {
    let run = |seed: u64| {
        let mut t = table_seeded(2, seed);
        transfer(&mut t, 0, S_RESERVE, S_TILES, 2).unwrap();
        transfer(&mut t, 0, E_RESERVE, E_TILES, 1).unwrap();
        transfer(&mut t, 1, S_RESERVE, S_TILES, 1).unwrap();
        transfer(&mut t, 1, E_RESERVE, E_TILES, 1).unwrap();
        combat_inputs(&mut t, (2, 1), (1, 1), false, 1);
        assert!(button(&t, "combat").enabled);
        fight(&mut t).unwrap();
        t
    };
    for seed in 0..20 {
        let t = run(seed);
        assert_eq!(t.view().last_result, run(seed).view().last_result, "same seed, same roll");
        let result = t.view().last_result.unwrap();
        assert_eq!(result.dice.len(), 5);
        let fallen = |p| v(&t, S_FALLEN, Some(p)) + v(&t, E_FALLEN, Some(p));
        assert_eq!(fallen(0) + fallen(1), 2, "two comparisons, two casualties");
        let att_losers = result.dice.iter().take(3).filter(|d| d.hit == Some(false)).count() as i32;
        assert_eq!(att_losers, fallen(0));
        assert_eq!(v(&t, S_TILES, Some(1)) + v(&t, E_TILES, Some(1)), 2 - fallen(1));
        assert_eq!(pool_total(&t, 0, POOL_STANDARD) + pool_total(&t, 1, POOL_ELITE), 27);
        assert_eq!(v(&t, LIFE, Some(1)), 40, "a battle never hurts the Wizard");
        assert!(result.dice.iter().take(3).any(|d| d.hit.is_none()), "the third attacker is unmatched");
        assert!(last_text(&t).starts_with("Battle: Ann against Bo"));
    }
    assert_ne!(
        (0..20).map(|s| run(s).view().last_result).collect::<Vec<_>>(),
        (0..20).map(|s| run(s + 100).view().last_result).collect::<Vec<_>>()
    );
}

#[test]
fn a_wizard_attack_deals_the_unmatched_attack_dice_as_damage() {
    // rulebook: 1 v 1 and 2 v 2 deal none; 2 v 1 the lower; 3 v 2 the lowest; 3 v 1 the two lower.
    for (attackers, defenders, unmatched) in [(1, 1, 0usize), (2, 2, 0), (2, 1, 1), (3, 2, 1), (3, 1, 2), (3, 0, 3)] {
        for seed in 0..15 {
            let mut t = table_seeded(3, seed);
            transfer(&mut t, 0, E_RESERVE, E_TILES, 3).unwrap();
            combat_inputs(&mut t, (0, attackers), (defenders, 0), true, 2);
            fight(&mut t).unwrap();
            let result = t.view().last_result.unwrap();
            let att: Vec<_> = result.dice.iter().take(attackers as usize).collect();
            assert!(att.windows(2).all(|w| w[0].face >= w[1].face || defenders > 0));
            let damage: i32 = att.iter().skip(att.len() - unmatched).map(|d| d.face as i32).sum();
            assert_eq!(v(&t, LIFE, Some(2)), (30 - damage).max(0), "{attackers} v {defenders}, seed {seed}");
            assert!(result.title.contains(&format!("{damage} damage")));
            let lost = v(&t, S_FALLEN, Some(2));
            assert_eq!(v(&t, S_RESERVE, Some(2)), 18 - lost, "Wizard defenders come from the Reserve");
            assert_eq!(lost + v(&t, E_FALLEN, Some(0)), defenders.min(attackers));
        }
    }
}

#[test]
fn a_wizard_attack_can_defeat_the_wizard() {
    let mut t = table_seeded(2, 5);
    transfer(&mut t, 0, E_RESERVE, E_TILES, 3).unwrap();
    set(&mut t, LIFE, Some(1), 1);
    combat_inputs(&mut t, (0, 3), (0, 0), true, 1);
    fight(&mut t).unwrap();
    assert_eq!(v(&t, LIFE, Some(1)), 0);
    assert!(alerts(&t, AlertLevel::Loss).iter().any(|a| a.text.contains("Bo is out")));
    assert_eq!(v(&t, S_REMOVED, Some(1)), 18, "the defeat disbands the army");
    assert!(last_text(&t).contains("LOSS"));
}

#[test]
fn combat_refusals_leave_the_table_unchanged() {
    let mut t = table(3);
    // Apply is on and Ann has nobody on tiles.
    let before = t.clone();
    let err = rule(&mut t, Rule::Combat).unwrap_err();
    assert!(err.to_string().contains("on tiles"), "{err}");
    assert_eq!(t, before);
    assert!(!button(&t, "combat").enabled);
    // With Apply off the roll only reports: nothing moves.
    set(&mut t, COMBAT_APPLY, None, 0);
    fight(&mut t).unwrap();
    assert_eq!(v(&t, S_FALLEN, Some(0)) + v(&t, S_FALLEN, Some(1)), 0);
    assert!(t.view().last_result.unwrap().lines.iter().any(|l| l.contains("Not applied")));
    // Attacker and defender must differ.
    set(&mut t, DEFENDER, None, 0);
    assert!(matches!(rule(&mut t, Rule::Combat), Err(TableError::Rule(_))));
    // A battle needs a defender; a Wizard attack does not.
    combat_inputs(&mut t, (1, 0), (0, 0), false, 1);
    assert!(rule(&mut t, Rule::Combat).unwrap_err().to_string().contains("Empty Tile"));
    set(&mut t, COMBAT_MODE, None, 1);
    fight(&mut t).unwrap();
    // No attackers.
    set(&mut t, ATT_STANDARD, None, 0);
    assert!(rule(&mut t, Rule::Combat).is_err());
    assert!(!button(&t, "combat").enabled);
}

#[test]
fn rolling_for_the_start_picks_a_single_highest_d12() {
    let run = |seed| {
        let mut t = table_seeded(4, seed);
        rule(&mut t, Rule::RollForStart).unwrap();
        t
    };
    for seed in 0..30 {
        let t = run(seed);
        let result = t.view().last_result.unwrap();
        assert_eq!(result, run(seed).view().last_result.unwrap());
        let winner = v(&t, ACTIVE, None) as usize;
        assert!(result.title.starts_with(NAMES[winner]));
        let first: Vec<_> = result.dice.iter().take(4).collect();
        let top = first.iter().map(|d| d.face).max().unwrap();
        assert!(first.iter().all(|d| d.face <= 12));
        assert!(first.iter().any(|d| d.face == top && d.label == NAMES[winner]));
        assert_eq!(result.dice.iter().filter(|d| d.hit == Some(true)).count(), 1);
    }
}

// ---- undo, persistence, robustness ---------------------------------------------------------

#[test]
fn rule_ops_undo_and_redo() {
    let mut t = table(2);
    transfer(&mut t, 0, S_RESERVE, S_FALLEN, 6).unwrap();
    advance_step(&mut t);
    let before = t.view().counters;
    rule(&mut t, Rule::RallyTheFallen { player: 0 }).unwrap();
    let after = t.view().counters;
    assert_ne!(before, after);
    t.undo(at(2)).unwrap();
    assert_eq!(t.view().counters, before);
    t.redo(at(3)).unwrap();
    assert_eq!(t.view().counters, after);
    assert!(t.history().last().unwrap().text.contains("rallies the Fallen"));
}

#[test]
fn json_round_trip_and_export_import() {
    let mut t = table(3);
    transfer(&mut t, 1, S_RESERVE, S_TILES, 4).unwrap();
    set(&mut t, BANNERS_KEY, Some(2), 5);
    set(&mut t, COMBAT_APPLY, None, 0);
    fight(&mut t).unwrap();
    let text = serde_json::to_string(&t).unwrap();
    let back: Table = serde_json::from_str(&text).unwrap();
    assert_eq!(back, t);
    let imported = Table::import(&t.export(), "t2".into(), at(9)).unwrap();
    assert_eq!(imported.view().counters, t.view().counters);
    assert_eq!(imported.view().derived, t.view().derived);
    assert_eq!(imported.view().last_result, t.view().last_result);
    // The wire form of a rule op.
    let op: TableOp =
        serde_json::from_str(r#"{"type":"rule","rule":{"game":"thaloria","do":"rally_the_fallen","player":1}}"#)
            .unwrap();
    assert_eq!(op, TableOp::Rule { rule: RuleOp::Thaloria(Rule::RallyTheFallen { player: 1 }) });
    let combat: TableOp = serde_json::from_str(r#"{"type":"rule","rule":{"game":"thaloria","do":"combat"}}"#).unwrap();
    assert_eq!(combat, TableOp::Rule { rule: RuleOp::Thaloria(Rule::Combat) });
    let b = button(&t, "roll_for_start");
    assert_eq!(serde_json::to_value(&b.rule).unwrap()["do"], "roll_for_start");
}

#[test]
fn a_table_missing_counters_never_panics() {
    let mut t = table(2);
    for (key, player) in [
        (LIFE, Some(0)),
        (S_FALLEN, Some(0)),
        (E_TILES, Some(1)),
        (ACTIVE, None),
        (STEP, None),
        (DEFENDER, None),
        (DUNGEON_STEPS, Some(1)),
        (BANNERS_KEY, Some(1)),
        (START, None),
        (ROLL_ATT[1], None),
        ("banners_on.2", Some(0)),
    ] {
        // An older save without these counters (the tracker's own counters cannot be removed).
        t.state.counters.retain(|c| !(c.key.as_deref() == Some(key) && c.player == player));
    }
    let view = t.view();
    assert!(!view.actions.is_empty());
    let _ = rule(&mut t, Rule::RallyTheFallen { player: 0 });
    let _ = rule(&mut t, Rule::LastMuster { player: 1 });
    let _ = rule(&mut t, Rule::Combat);
    let _ = rule(&mut t, Rule::AlaricReroll { die: 0 });
    let _ = rule(&mut t, Rule::HaldrekBonus { die: 1 });
    let _ = rule(&mut t, Rule::ResolveCombat);
    let _ = rule(&mut t, Rule::RollForStart);
    let _ = transfer(&mut t, 1, S_RESERVE, S_DUNGEON, 2);
    let _ = transfer(&mut t, 0, S_RESERVE, S_TILES, 2);
    let _ = op(&mut t, TableOp::ResetAll);
    let _ = t.view();
    // Imported from a file with the counters gone: still a table.
    let back = Table::import(&t.export(), "t3".into(), at(5)).unwrap();
    let _ = back.view();
}

#[test]
fn players_joining_and_leaving_keep_the_seat_pickers_in_range() {
    let mut t = table(2);
    op(&mut t, TableOp::AddPlayer { name: "Cy".into(), colour: None }).unwrap();
    assert_eq!(v(&t, LIFE, Some(2)), 30, "a late Wizard starts at the total for three");
    let active = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(ACTIVE)).unwrap();
    assert_eq!((active.max, active.labels.len()), (2, 3));
    set(&mut t, ACTIVE, None, 2);
    op(&mut t, TableOp::RemovePlayer { player: 2 }).unwrap();
    let active = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(ACTIVE)).unwrap();
    assert!(active.value <= active.max && active.max == 1);
    op(&mut t, TableOp::RenamePlayer { player: 1, name: "Bea".into() }).unwrap();
    let defender = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(DEFENDER)).unwrap();
    assert_eq!(defender.labels, vec!["Ann", "Bea"]);
}

#[test]
fn setting_a_wizard_to_zero_raises_the_loss_alert_and_undo_clears_it() {
    let mut t = table(3);
    assert!(alerts(&t, AlertLevel::Loss).is_empty());
    set(&mut t, LIFE, Some(1), 0);
    assert!(alerts(&t, AlertLevel::Loss).iter().any(|a| a.player == Some(1) && a.text.contains("Bo is out")));
    assert!(last_text(&t).contains("LOSS"));
    assert!(alerts(&t, AlertLevel::Victory).is_empty(), "two Wizards remain");
    t.undo(at(2)).unwrap();
    assert!(alerts(&t, AlertLevel::Loss).is_empty());
    let back = Table::import(&t.export(), "t2".into(), at(3)).unwrap();
    assert_eq!(back.view().counters, t.view().counters);
}

// ---- audit 14 ------------------------------------------------------------------------------

fn lives(t: &Table) -> Vec<i32> {
    (0..t.players().len()).map(|p| v(t, LIFE, Some(p))).collect()
}

#[test]
fn starting_life_points_follow_a_join_or_a_leave_before_play() {
    // rulebook: 3. Wizard Life Points — 40 with two, 30 with three to five.
    let mut t = table(2);
    op(&mut t, TableOp::AddPlayer { name: "Cy".into(), colour: None }).unwrap();
    assert_eq!(lives(&t), vec![30, 30, 30]);
    t.validate().unwrap();
    op(&mut t, TableOp::RemovePlayer { player: 1 }).unwrap();
    assert_eq!(lives(&t), vec![40, 40]);
    let life = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some(LIFE)).unwrap();
    assert_eq!(life.default, 40, "the start moves with the value");
    t.validate().unwrap();
    // Under way (ruling A-20): the start stands, a newcomer gets the table's start.
    let mut u = table(2);
    set(&mut u, LIFE, Some(0), 25);
    op(&mut u, TableOp::AddPlayer { name: "Cy".into(), colour: None }).unwrap();
    assert_eq!(lives(&u), vec![25, 40, 40]);
    assert!(last_text(&u).contains("under way"), "{}", last_text(&u));
    op(&mut u, TableOp::RemovePlayer { player: 2 }).unwrap();
    assert_eq!(lives(&u), vec![25, 40]);
    u.validate().unwrap();
}

#[test]
fn life_above_the_starting_value_raises_a_note() {
    // rulebook: A5.2 — Life Points cannot normally exceed the starting Life Points.
    let mut t = table(3);
    assert!(alerts(&t, AlertLevel::Info).iter().all(|a| !a.text.contains("above the starting")));
    set(&mut t, LIFE, Some(1), 33);
    let notes = alerts(&t, AlertLevel::Info);
    assert!(notes.iter().any(|a| a.player == Some(1) && a.text.contains("33 Life Points, above the starting 30")));
}

#[test]
fn the_round_goes_up_when_the_turn_comes_back_to_the_starting_wizard() {
    let mut t = table(3);
    set(&mut t, ACTIVE, None, 1);
    set(&mut t, START, None, 1); // Bo started
    let next_turn = |t: &mut Table| {
        let counter = id(t, STEP, None);
        op(t, TableOp::Set { counter: counter.clone(), value: STEP_CONSOLIDATE }).unwrap();
        op(t, TableOp::Advance { counter }).unwrap();
    };
    next_turn(&mut t); // Cy
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (2, 1));
    next_turn(&mut t); // Ann: past the last seat, but Bo started
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (0, 1), "the round does not go up at seat 1");
    next_turn(&mut t); // Bo again: round 2
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (1, 2));
    assert!(last_text(&t).contains("Round 2"), "{}", last_text(&t));
    // The starting Wizard defeated: the round still turns as their seat is passed.
    set(&mut t, LIFE, Some(1), 0); // Bo, active, defeated: the turn passes to Cy
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (2, 2));
    next_turn(&mut t); // Ann
    next_turn(&mut t); // Bo skipped → Cy: round 3
    assert_eq!((v(&t, ACTIVE, None), v(&t, ROUND, None)), (2, 3));
    t.validate().unwrap();
    // The start roll sets the starting Wizard.
    let mut u = table_seeded(3, 4);
    rule(&mut u, Rule::RollForStart).unwrap();
    assert_eq!(v(&u, START, None), v(&u, ACTIVE, None));
    assert_eq!(v(&u, ROUND, None), 1);
}

#[test]
fn a_defeated_wizards_conquests_go_back_to_their_owners() {
    // rulebook: 10. Conquered Tiles Return — tiles of surviving factions return when the banners are removed.
    let mut t = table(3);
    set(&mut t, "banners_on.2", Some(0), 3); // Ann's banners on 3 of Bo's tiles
    set(&mut t, "banners_on.3", Some(0), 1); // and on 1 of Cy's
    set(&mut t, "banners_on.1", Some(2), 2); // Cy's on 2 of Ann's
    assert_eq!((v(&t, BANNERS_KEY, Some(0)), v(&t, TILES_LOST, Some(1)), v(&t, TILES_LOST, Some(2))), (4, 3, 1));
    assert_eq!(v(&t, TILES_LOST, Some(0)), 2);
    let label = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some("banners_on.2")).unwrap().label;
    assert_eq!(label, "Banners on Bo's tiles");
    // A banner on one's own tile is refused.
    let before = t.clone();
    let counter = id(&t, "banners_on.1", Some(0));
    assert!(matches!(op(&mut t, TableOp::Set { counter, value: 1 }), Err(TableError::Rule(_))));
    assert_eq!(t, before);
    set(&mut t, LIFE, Some(0), 0);
    assert_eq!((v(&t, TILES_LOST, Some(1)), v(&t, TILES_LOST, Some(2))), (0, 0), "Bo's and Cy's tiles return");
    assert_eq!(v(&t, "banners_on.2", Some(0)), 0);
    assert!(last_text(&t).contains("tiles back to their owners: Bo 3, Cy 1"), "{}", last_text(&t));
    assert_eq!(v(&t, TILES_LOST, Some(0)), 2, "the defeated Wizard's own tiles keep Cy's banners");
    t.validate().unwrap();
    t.undo(at(2)).unwrap();
    assert_eq!(v(&t, TILES_LOST, Some(1)), 3);
}

#[test]
fn banner_counters_follow_the_seats_when_players_join_and_leave() {
    let mut t = table(3);
    set(&mut t, "banners_on.3", Some(0), 2); // Ann on Cy's tiles
    op(&mut t, TableOp::AddPlayer { name: "Di".into(), colour: None }).unwrap();
    set(&mut t, "banners_on.4", Some(0), 1); // Ann on Di's tiles
    t.validate().unwrap();
    op(&mut t, TableOp::RemovePlayer { player: 1 }).unwrap(); // Bo leaves: Cy is seat 2, Di seat 3
    assert_eq!((v(&t, "banners_on.2", Some(0)), v(&t, "banners_on.3", Some(0))), (2, 1));
    assert!(t.view().counters.iter().all(|c| c.key.as_deref() != Some("banners_on.4")));
    let label = t.view().counters.into_iter().find(|c| c.key.as_deref() == Some("banners_on.3")).unwrap().label;
    assert_eq!(label, "Banners on Di's tiles");
    t.validate().unwrap();
}

fn armed(seed: u64, attacker: i32, defender: i32) -> Table {
    let mut t = table_seeded(2, seed);
    set(&mut t, "wizard", Some(0), attacker);
    set(&mut t, "wizard", Some(1), defender);
    transfer(&mut t, 0, S_RESERVE, S_TILES, 3).unwrap();
    transfer(&mut t, 1, S_RESERVE, S_TILES, 2).unwrap();
    combat_inputs(&mut t, (3, 0), (2, 0), false, 1);
    t
}

#[test]
fn a_roll_waits_for_abilities_and_changes_before_it_is_resolved() {
    // rulebook: 6. Resolving a Combat Round; King Alaric's reroll and King Haldrek's +1 come between the roll
    // and the comparisons (rulings A-15, A-16).
    let mut t = armed(3, KING_ALARIC, KING_HALDREK);
    rule(&mut t, Rule::Combat).unwrap();
    assert_eq!(v(&t, S_FALLEN, Some(0)) + v(&t, S_FALLEN, Some(1)), 0, "nothing is applied by the roll");
    assert!(button(&t, "resolve_combat").enabled && button(&t, "alaric.2").enabled && button(&t, "haldrek.0").enabled);
    let faces = |t: &Table| (ROLL_ATT.map(|k| v(t, k, None)), ROLL_DEF.map(|k| v(t, k, None)));
    let (att, _) = faces(&t);
    assert!(att.iter().all(|f| (1..=6).contains(f)));
    rule(&mut t, Rule::AlaricReroll { die: 2 }).unwrap();
    assert!(last_text(&t).contains("King Alaric rerolls attack die 3"), "{}", last_text(&t));
    assert!(rule(&mut t, Rule::AlaricReroll { die: 0 }).unwrap_err().to_string().contains("once per turn"));
    let (_, def) = faces(&t);
    rule(&mut t, Rule::HaldrekBonus { die: 1 }).unwrap();
    assert_eq!(v(&t, ROLL_DEF[1], None), def[1] + 1);
    assert!(rule(&mut t, Rule::HaldrekBonus { die: 0 }).is_err(), "once per turn");
    // A card's reroll: the players change a die by hand before resolving.
    set(&mut t, ROLL_ATT[0], None, 6);
    set(&mut t, ROLL_DEF[0], None, 1);
    rule(&mut t, Rule::ResolveCombat).unwrap();
    assert!(v(&t, S_FALLEN, Some(1)) >= 1, "the 6 beats the 1");
    assert_eq!(v(&t, S_FALLEN, Some(0)) + v(&t, S_FALLEN, Some(1)), 2, "two comparisons, two casualties");
    assert_eq!(faces(&t), ([0; 3], [0; 2]), "the roll is used up");
    assert!(!button(&t, "resolve_combat").enabled);
    t.validate().unwrap();
    // Once per turn: the next turn may use them again.
    advance_step(&mut t);
    set(&mut t, ACTIVE, None, 1);
    assert_eq!((v(&t, ALARIC_USED, None), v(&t, HALDREK_USED, None)), (0, 0));
}

#[test]
fn only_king_alaric_rerolls_and_only_before_king_haldreks_bonus() {
    let mut t = armed(5, 0, KING_HALDREK);
    rule(&mut t, Rule::Combat).unwrap();
    assert!(rule(&mut t, Rule::AlaricReroll { die: 0 }).unwrap_err().to_string().contains("not King Alaric"));
    assert!(t.view().actions.iter().all(|b| !b.key.starts_with("alaric")));
    let mut u = armed(5, KING_ALARIC, KING_HALDREK);
    rule(&mut u, Rule::Combat).unwrap();
    rule(&mut u, Rule::HaldrekBonus { die: 0 }).unwrap();
    let err = rule(&mut u, Rule::AlaricReroll { die: 0 }).unwrap_err();
    assert!(err.to_string().contains("before King Haldrek"), "{err}");
    assert!(rule(&mut u, Rule::HaldrekBonus { die: 5 }).is_err());
    // Changing the combat's setup clears a waiting roll; resolving without a roll is refused.
    set(&mut u, DEF_STANDARD, None, 1);
    assert_eq!(v(&u, ROLL_ATT[0], None), 0);
    assert!(rule(&mut u, Rule::ResolveCombat).unwrap_err().to_string().contains("roll the combat first"));
    assert!(rule(&mut u, Rule::HaldrekBonus { die: 0 }).is_err());
}

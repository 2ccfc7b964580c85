//! The four ways to lose (rulebook: Winning (or Losing) the Game i-iv; rules notes §3.10, §5.2
//! "Losses"). Every loss is driven through a real Night: the card is stacked on the Darkness
//! deck and the turn is played out.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::DefendersEvent as E;
use super::super::data::{loc, Colour, DarkCardId, General, HeroKind, MONARCH_CITY};
use super::super::state::{Defenders, EndReason};
use super::night::{
    at, card, crystals, fresh, place_hero, play_turn, set_step, stack_dark, total, BLACK, BLUE, CITY_CARD, GREEN,
    PATROLS_VARKOLAK, RED, WAR_PARTY_SAPPHIRE, WAR_PARTY_VARKOLAK,
};
use super::support;
use crate::core::{Game, Standing, ToAct};

/// A one-hero game with an empty board; the hero waits at an Inn far from the action.
fn table(seed: u64) -> Defenders {
    let mut g = fresh(&[HeroKind::Paladin], seed);
    place_hero(&mut g, 0, loc::EAGLE_NEST_INN);
    g
}

/// Plays seat 0's turn with these Darkness cards on top.
fn night(g: &mut Defenders, cards: &[DarkCardId], seed: u64) -> Vec<E> {
    stack_dark(g, cards);
    play_turn(g, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// The game is over for `reason`, reported with the outcome key `key`.
fn assert_lost(g: &Defenders, events: &[E], reason: EndReason, key: &str) {
    assert_eq!(g.end, Some(reason));
    assert_eq!(g.to_act(), ToAct::GameOver);
    let out = g.outcome().expect("an outcome");
    assert_eq!(out.standing, Standing::Lost);
    assert_eq!(out.reason, key);
    assert!(events.contains(&E::GameOver { reason }), "a GameOver event");
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.is_empty());
}

// ---------------------------------------------------------------------------------------------
// i. A General moves into Monarch City.

#[test]
fn general_into_the_city_by_a_destination_card() {
    let mut g = table(1);
    set_step(&mut g, General::Balazarg, 3);
    // #21: Father Oak Forest 1, Greenleaf Village 1, Balazarg → Monarch City.
    let events = night(&mut g, &[card(21)], 1);
    assert_lost(&g, &events, EndReason::GeneralInCity { general: General::Balazarg }, "general_in_city");
    assert_eq!(g.generals[General::Balazarg.index()].step, 4);
    assert_eq!(g.general_loc(General::Balazarg), Some(MONARCH_CITY));
    // The placements came first.
    assert_eq!(at(&g, loc::FATHER_OAK_FOREST), [0, 0, 0, 1]);
    assert_eq!(at(&g, loc::GREENLEAF_VILLAGE), [0, 0, 0, 1]);
}

#[test]
fn a_city_destination_does_not_move_a_general_before_step_three() {
    let mut g = table(2);
    set_step(&mut g, General::Balazarg, 2);
    let events = night(&mut g, &[card(21)], 2);
    assert!(g.end.is_none(), "{events:?}");
    assert_eq!(g.generals[General::Balazarg.index()].step, 2);
}

#[test]
fn general_into_the_city_by_a_next_step_card() {
    let mut g = table(3);
    set_step(&mut g, General::Balazarg, 3);
    // #23: Minotaur Forest 2, Land of Amazons 1, Balazarg next step +1.
    let events = night(&mut g, &[card(23)], 3);
    assert_lost(&g, &events, EndReason::GeneralInCity { general: General::Balazarg }, "general_in_city");
    assert_eq!(at(&g, loc::MINOTAUR_FOREST), [0, 0, 0, 2]);
    assert_eq!(total(&g, MONARCH_CITY), 0, "entering the city places no minion");
}

#[test]
fn general_into_the_city_by_orc_war_party() {
    let mut g = table(4);
    set_step(&mut g, General::Sapphire, 3);
    support::put(&mut g, loc::RAVEN_FOREST, GREEN, 1);
    let events = night(&mut g, &[WAR_PARTY_SAPPHIRE], 4);
    assert_lost(&g, &events, EndReason::GeneralInCity { general: General::Sapphire }, "general_in_city");
    assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 0, 2], "the Orcs came first");
}

#[test]
fn orc_war_party_as_a_general_only_draw_still_moves_into_the_city() {
    let mut g = table(5);
    g.generals[General::Gorgutt.index()].remaining = 0; // Mid War: the 2nd card is General-only
    set_step(&mut g, General::Varkolak, 3);
    let events = night(&mut g, &[card(14), WAR_PARTY_VARKOLAK], 5);
    assert_lost(&g, &events, EndReason::GeneralInCity { general: General::Varkolak }, "general_in_city");
    assert!(events.contains(&E::DarkDrawn { card: WAR_PARTY_VARKOLAK, full: false }));
}

// ---------------------------------------------------------------------------------------------
// ii. Not enough minions for a Darkness card.

#[test]
fn shortage_on_a_card_placement() {
    let mut g = table(6);
    g.supply[BLUE] = 0;
    // #13: Crystal Hills 1 (blue), McCorm Highlands 2, Balazarg → Raven Forest +1.
    let events = night(&mut g, &[card(13)], 6);
    assert_lost(&g, &events, EndReason::Shortage { colour: Colour::Blue }, "minion_shortage");
    assert_eq!(total(&g, loc::CRYSTAL_HILLS), 0);
    assert_eq!(total(&g, loc::MCCORM_HIGHLANDS), 0, "nothing after the loss");
    assert_eq!(g.generals[General::Balazarg.index()].step, 0);
}

#[test]
fn shortage_on_a_general_advance() {
    let mut g = table(7);
    g.supply[RED] = 0;
    let events = night(&mut g, &[card(13)], 7);
    assert_lost(&g, &events, EndReason::Shortage { colour: Colour::Red }, "minion_shortage");
    assert_eq!(at(&g, loc::MCCORM_HIGHLANDS), [2, 0, 0, 0]);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1, "he moved, then found no Demon");
    assert_eq!(total(&g, loc::RAVEN_FOREST), 0);
}

#[test]
fn shortage_on_orc_patrols() {
    let mut g = table(8);
    // 11 green locations, all empty; only 3 Orcs left.
    g.supply[GREEN] = 3;
    let events = night(&mut g, &[PATROLS_VARKOLAK], 8);
    assert_lost(&g, &events, EndReason::Shortage { colour: Colour::Green }, "minion_shortage");
    assert_eq!(g.supply[GREEN], 0);
    assert_eq!(g.generals[General::Varkolak.index()].step, 0, "no advance after the loss");
}

#[test]
fn shortage_on_the_monarch_city_card() {
    let mut g = table(9);
    support::put(&mut g, loc::DANCING_STONE, BLACK, 1);
    g.supply[BLACK] = 0;
    let events = night(&mut g, &[CITY_CARD], 9);
    assert_lost(&g, &events, EndReason::Shortage { colour: Colour::Black }, "minion_shortage");
    assert_eq!(at(&g, loc::DANCING_STONE), [1, 0, 0, 0], "never moved from a neighbour");
}

#[test]
fn a_spill_shortage_does_not_lose() {
    let mut g = table(10);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 3);
    g.supply[BLUE] = 0;
    // #34: Wolf Pass 1 (overrun: no minion needed), Dancing Stone 1, Gorgutt → MC (no move).
    let events = night(&mut g, &[card(34)], 10);
    assert!(g.end.is_none(), "{events:?}");
    assert_ne!(g.to_act(), ToAct::GameOver);
    assert_eq!(crystals(&g, loc::WOLF_PASS), 1);
    for n in [loc::MINOTAUR_FOREST, loc::FATHER_OAK_FOREST, loc::SEAGAUL_LAGOON, MONARCH_CITY, loc::ORC_VALLEY] {
        assert_eq!(total(&g, n), 0, "the spills were skipped");
    }
    assert_eq!(at(&g, loc::DANCING_STONE), [1, 0, 0, 0], "the card's other placement still happens");
    assert!(events.iter().any(|e| matches!(e, E::Overrun { .. })));
}

#[test]
fn a_spill_onto_a_full_neighbour_still_taints_with_an_empty_supply() {
    let mut g = table(11);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 3);
    support::put(&mut g, loc::ORC_VALLEY, RED, 3);
    g.supply[BLUE] = 0;
    let events = night(&mut g, &[card(34)], 11);
    assert!(g.end.is_none(), "{events:?}");
    assert_eq!(crystals(&g, loc::ORC_VALLEY), 1);
    assert_eq!(at(&g, loc::ORC_VALLEY), [0, 0, 3, 0]);
}

// ---------------------------------------------------------------------------------------------
// iii. The last Tainted Crystal.

#[test]
fn the_last_crystal_by_an_overrun() {
    let mut g = table(12);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    // The 11 other crystals are "on the board" elsewhere. #3: Withered Hills 1, Father Oak Forest 1.
    g.crystals = 1;
    let events = night(&mut g, &[card(3)], 12);
    assert_lost(&g, &events, EndReason::Crystals, "tainted_crystals");
    assert_eq!(g.crystals, 0);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    // The game ended with the crystal: no spill followed.
    assert_eq!(total(&g, loc::MOUNTAINS_OF_MIST), 0);
    assert_eq!(total(&g, loc::FATHER_OAK_FOREST), 0);
}

#[test]
fn the_last_crystal_by_a_spill() {
    let mut g = table(13);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    support::put(&mut g, loc::CURSED_PLATEAU, BLUE, 3);
    g.crystals = 2;
    let events = night(&mut g, &[card(3)], 13);
    assert_lost(&g, &events, EndReason::Crystals, "tainted_crystals");
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert_eq!(crystals(&g, loc::CURSED_PLATEAU), 1, "the spill placed the last crystal");
    // Spills go in src-id order (Mountains of Mist, Blizzard Mountains, Chimera Inn, then
    // Cursed Plateau), so the earlier ones were placed.
    assert_eq!(at(&g, loc::MOUNTAINS_OF_MIST), [0, 0, 1, 0]);
    assert_eq!(at(&g, loc::CHIMERA_INN), [0, 0, 1, 0]);
    assert_eq!(total(&g, loc::FATHER_OAK_FOREST), 0, "nothing after the loss");
}

#[test]
fn the_last_crystal_by_the_demon_taint() {
    let mut g = table(14);
    support::put(&mut g, loc::RAVEN_FOREST, RED, 2);
    g.crystals = 1;
    // #13: Balazarg → Raven Forest +1: the 3rd Demon.
    let events = night(&mut g, &[card(13)], 14);
    assert_lost(&g, &events, EndReason::Crystals, "tainted_crystals");
    assert_eq!(crystals(&g, loc::RAVEN_FOREST), 1);
}

#[test]
fn eleven_crystals_on_the_board_do_not_lose() {
    let mut g = table(15);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    g.crystals = 2;
    let events = night(&mut g, &[card(3)], 15);
    assert!(g.end.is_none(), "{events:?}");
    assert_eq!(g.crystals, 1);
}

// ---------------------------------------------------------------------------------------------
// iv. Five minions in Monarch City.

#[test]
fn fifth_minion_in_the_city_from_the_monarch_city_card() {
    let mut g = table(16);
    support::put(&mut g, MONARCH_CITY, GREEN, 3);
    support::put(&mut g, loc::DANCING_STONE, BLACK, 1);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 1);
    support::put(&mut g, loc::ORC_VALLEY, RED, 1);
    // Black, then blue (5th: lost), red never comes.
    let events = night(&mut g, &[CITY_CARD], 16);
    assert_lost(&g, &events, EndReason::CityFallen, "city_fallen");
    assert_eq!(at(&g, MONARCH_CITY), [1, 1, 0, 3]);
}

#[test]
fn fifth_minion_in_the_city_from_a_spill() {
    let mut g = table(17);
    support::put(&mut g, MONARCH_CITY, GREEN, 4);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 3);
    let events = night(&mut g, &[card(34)], 17);
    assert_lost(&g, &events, EndReason::CityFallen, "city_fallen");
    assert_eq!(at(&g, MONARCH_CITY), [0, 1, 0, 4]);
    assert_eq!(total(&g, loc::ORC_VALLEY), 0, "Orc Valley's spill comes after the city's: never placed");
}

#[test]
fn orc_war_party_adds_to_the_city_only_where_a_single_orc_stands_alone() {
    // 4 minions, one of them an Orc: not "a single Orc alone", so nothing is added.
    let mut g = table(18);
    support::put(&mut g, MONARCH_CITY, GREEN, 1);
    support::put(&mut g, MONARCH_CITY, BLACK, 3);
    let events = night(&mut g, &[WAR_PARTY_SAPPHIRE], 18);
    assert!(g.end.is_none(), "{events:?}");
    assert_eq!(total(&g, MONARCH_CITY), 4);
    // A lone Orc in the city gets a second one (4 minions in all: no loss yet).
    let mut g = table(19);
    support::put(&mut g, MONARCH_CITY, GREEN, 1);
    let events = night(&mut g, &[WAR_PARTY_SAPPHIRE], 19);
    assert!(g.end.is_none(), "{events:?}");
    assert_eq!(at(&g, MONARCH_CITY), [0, 0, 0, 2]);
}

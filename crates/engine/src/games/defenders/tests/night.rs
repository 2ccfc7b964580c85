//! Night: Darkness Spreads cards, overruns, tainting, War Status and General healing
//! (rules notes §3.7, §3.8; §5.1 rows 14-24). The helpers at the top are shared with
//! `examples.rs` and `losses.rs`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::{DefendersAction as A, DefendersEvent as E};
use super::super::data::night_cards;
use super::super::data::{
    loc, location, neighbours, Colour, DarkCardId, DarkKind, General, HeroCardId, HeroKind, Loc, Quest, DARKNESS,
    GENERAL_LIST, MONARCH_CITY,
};
use super::super::state::{Defenders, OpenQuest, Pending, Task};
use super::support;
use crate::core::{sample_weighted, Game, ToAct};

// ---------------------------------------------------------------------------------------------
// Shared helpers.

/// Colour indices (black, blue, red, green).
pub(super) const BLACK: usize = 0;
pub(super) const BLUE: usize = 1;
pub(super) const RED: usize = 2;
pub(super) const GREEN: usize = 3;

/// The Darkness card id of regular card #`n` (F§5 row number).
pub(super) fn card(n: u8) -> DarkCardId {
    let id = n - 1;
    assert_eq!(DARKNESS[usize::from(id)].number, n);
    assert!(matches!(DARKNESS[usize::from(id)].kind, DarkKind::Regular { .. }));
    id
}

/// Special Darkness cards (ids follow the 46 regular cards).
pub(super) const ALL_IS_QUIET: DarkCardId = 46;
pub(super) const PATROLS_VARKOLAK: DarkCardId = 47;
pub(super) const PATROLS_SAPPHIRE: DarkCardId = 48;
pub(super) const PATROLS_BALAZARG: DarkCardId = 49;
pub(super) const PATROLS_GORGUTT: DarkCardId = 50;
pub(super) const WAR_PARTY_SAPPHIRE: DarkCardId = 51;
pub(super) const WAR_PARTY_VARKOLAK: DarkCardId = 52;
pub(super) const CITY_CARD: DarkCardId = 53;

/// A started game (seat 0 at its first decision) with an empty board: no minions, no crystals.
pub(super) fn fresh(heroes: &[HeroKind], seed: u64) -> Defenders {
    let mut g = support::started(heroes, seed);
    support::empty_board(&mut g);
    g
}

/// Resolves a Darkness card directly (as the Night does after the reveal window).
pub(super) fn resolve(g: &mut Defenders, card: DarkCardId, full: bool) -> Vec<E> {
    g.night.current = Some((card, full));
    let mut events = crate::games::defenders::rules::Events::listed();
    g.resolve_dark(&mut events);
    events.into_vec()
}

/// Minions at `l` by colour.
pub(super) fn at(g: &Defenders, l: Loc) -> [u8; 4] {
    g.board[usize::from(l)].minions
}

/// All minions at `l`.
pub(super) fn total(g: &Defenders, l: Loc) -> u8 {
    g.board[usize::from(l)].total()
}

/// Crystals at `l`.
pub(super) fn crystals(g: &Defenders, l: Loc) -> u8 {
    g.board[usize::from(l)].crystals
}

/// Minions on the whole board.
pub(super) fn board_minions(g: &Defenders) -> u32 {
    g.board.iter().map(|s| u32::from(s.total())).sum()
}

/// Crystals on the whole board.
pub(super) fn board_crystals(g: &Defenders) -> u32 {
    g.board.iter().map(|s| u32::from(s.crystals)).sum()
}

/// Puts a General on a step of its path.
pub(super) fn set_step(g: &mut Defenders, general: General, step: u8) {
    g.generals[general.index()].step = step;
}

/// Moves a seat's hero (no event, no quest visit).
pub(super) fn place_hero(g: &mut Defenders, seat: u8, l: Loc) {
    g.hero_mut(seat).expect("a hero").loc = l;
}

/// Makes these Darkness cards the next ones drawn, in order (known, so no chance event). Each
/// is taken out of the unseen part of the deck (or the discard pile) first, so the deck still
/// holds 56 cards.
pub(super) fn stack_dark(g: &mut Defenders, cards: &[DarkCardId]) {
    for c in cards {
        if g.dark_deck.draw_unseen(c).is_err() {
            let i = g.dark_discard.iter().position(|x| x == c).expect("the card is in the deck or the discard pile");
            g.dark_discard.remove(i);
        }
    }
    for &c in cards.iter().rev() {
        g.dark_deck.put_on_top(c);
    }
}

/// Plays out the current turn from wherever it is: ends the Daytime at once, passes every
/// window, keeps every roll and Darkness card, draws Hero cards at random. Stops at the first
/// decision of the next turn, or at the game's end. Returns every event.
pub(super) fn play_turn(g: &mut Defenders, rng: &mut ChaCha8Rng) -> Vec<E> {
    let turn = g.turn;
    let mut events = Vec::new();
    let mut out = Vec::new();
    for _ in 0..10_000 {
        match g.to_act() {
            ToAct::GameOver => return events,
            ToAct::Chance => {
                g.chance_outcomes(&mut out);
                let pick = *sample_weighted(&out, rng).expect("a chance outcome");
                events.extend(g.apply_chance(&pick).expect("legal chance"));
            }
            ToAct::Decision { .. } => {
                if g.turn != turn {
                    return events;
                }
                let Some((_, Task::Decide(p))) = g.tasks.top() else { panic!("a decision without a Decide task") };
                let a = match p {
                    Pending::Action => A::EndDay,
                    Pending::Window { .. } => A::Pass,
                    Pending::Foresight | Pending::Reroll => A::Keep,
                    _ => support::legal(g)[0],
                };
                events.extend(g.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}")));
            }
        }
    }
    panic!("the turn did not end");
}

/// The Darkness cards drawn in these events, with their `full` flag.
pub(super) fn drawn(events: &[E]) -> Vec<(DarkCardId, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            E::DarkDrawn { card, full } => Some((*card, *full)),
            _ => None,
        })
        .collect()
}

/// A location card of this colour with this many attack dice.
pub(super) fn hero_card_of(colour: Colour, dice: u8) -> HeroCardId {
    use super::super::data::{card_colour, hero_card, CardKind, HERO_CARDS};
    (0..HERO_CARDS.len() as HeroCardId)
        .find(|&c| {
            card_colour(c) == Some(colour)
                && matches!(hero_card(c).kind, CardKind::Location { dice: d, .. } if d == dice)
        })
        .expect("such a card")
}

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

// ---------------------------------------------------------------------------------------------
// Data ids used by these tests.

#[test]
fn special_card_ids_are_the_documented_ones() {
    assert!(matches!(DARKNESS[usize::from(ALL_IS_QUIET)].kind, DarkKind::AllIsQuiet));
    assert_eq!(DARKNESS[usize::from(ALL_IS_QUIET)].copies, 3);
    for (id, g) in [
        (PATROLS_VARKOLAK, General::Varkolak),
        (PATROLS_SAPPHIRE, General::Sapphire),
        (PATROLS_BALAZARG, General::Balazarg),
        (PATROLS_GORGUTT, General::Gorgutt),
    ] {
        let c = &DARKNESS[usize::from(id)];
        assert!(matches!(c.kind, DarkKind::OrcPatrols));
        let adv = c.advance.expect("a General section");
        assert_eq!((adv.general, adv.to), (g, None));
        assert_eq!(adv.minions, if g == General::Gorgutt { 2 } else { 1 });
    }
    for (id, g) in [(WAR_PARTY_SAPPHIRE, General::Sapphire), (WAR_PARTY_VARKOLAK, General::Varkolak)] {
        let c = &DARKNESS[usize::from(id)];
        assert!(matches!(c.kind, DarkKind::OrcWarParty));
        let adv = c.advance.expect("a General section");
        assert_eq!((adv.general, adv.to, adv.minions), (g, Some(MONARCH_CITY), 0));
    }
    assert!(matches!(DARKNESS[usize::from(CITY_CARD)].kind, DarkKind::MonarchCity));
    assert!(DARKNESS[usize::from(CITY_CARD)].advance.is_none());
}

// ---------------------------------------------------------------------------------------------
// Row 14: All is Quiet.

#[test]
fn all_is_quiet_adds_nothing_and_moves_no_general() {
    for full in [true, false] {
        let mut g = fresh(&[HeroKind::Paladin], 1);
        support::put(&mut g, loc::WOLF_PASS, BLUE, 2);
        let board = g.board.clone();
        let (supply, generals) = (g.supply, g.generals);
        let events = resolve(&mut g, ALL_IS_QUIET, full);
        assert_eq!(g.board, board);
        assert_eq!(g.supply, supply);
        assert_eq!(g.generals, generals);
        assert!(events.is_empty(), "{events:?}");
        assert_eq!(g.dark_discard.last(), Some(&ALL_IS_QUIET));
    }
}

#[test]
fn all_is_quiet_as_the_mid_war_second_card() {
    let mut g = fresh(&[HeroKind::Paladin], 2);
    g.generals[General::Sapphire.index()].remaining = 0; // Mid War (box 2)
    let (c13, quiet) = (card(13), ALL_IS_QUIET);
    stack_dark(&mut g, &[c13, quiet]);
    let events = play_turn(&mut g, &mut rng(2));
    assert_eq!(drawn(&events), vec![(c13, true), (quiet, false)]);
    // #13: Crystal Hills 1, McCorm Highlands 2, Balazarg → Raven Forest +1; nothing else.
    assert_eq!(at(&g, loc::CRYSTAL_HILLS), [0, 1, 0, 0]);
    assert_eq!(at(&g, loc::MCCORM_HIGHLANDS), [2, 0, 0, 0]);
    assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 1, 0]);
    assert_eq!(board_minions(&g), 4);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    for gen in [General::Varkolak, General::Gorgutt] {
        assert_eq!(g.generals[gen.index()].step, 0);
    }
}

// ---------------------------------------------------------------------------------------------
// Row 15: the Monarch City card.

#[test]
fn monarch_city_card_adds_one_per_colour_next_to_the_city_and_reshuffles_both_decks() {
    let mut g = fresh(&[HeroKind::Paladin], 3);
    place_hero(&mut g, 0, loc::EAGLE_NEST_INN);
    // Black twice (two neighbours), red once, no blue or green next to the city.
    support::put(&mut g, loc::DANCING_STONE, BLACK, 1);
    support::put(&mut g, loc::WOLF_PASS, BLACK, 2);
    support::put(&mut g, loc::ORC_VALLEY, RED, 1);
    // Not a neighbour: does not count.
    support::put(&mut g, loc::RAVEN_FOREST, GREEN, 3);
    support::put(&mut g, loc::SEA_BIRD_PORT, BLUE, 1);

    // Some Hero cards in the discard pile, a used purple card out of play.
    use super::super::data::{special_card, Special};
    let gone: Vec<HeroCardId> = vec![hero_card_of(Colour::Red, 1), hero_card_of(Colour::Green, 1)];
    for c in &gone {
        g.hero_deck.draw_unseen(c).expect("in the deck");
        g.hero_discard.push(*c);
    }
    let purple = special_card(Special::SpyInTheCamp);
    g.hero_deck.draw_unseen(&purple).expect("in the deck");
    g.purple_out.push(purple);
    let hero_before = g.hero_deck.len();
    // Two Darkness cards in the discard pile, and the Monarch City card being resolved.
    for c in [card(5), card(6)] {
        g.dark_deck.draw_unseen(&c).expect("in the deck");
        g.dark_discard.push(c);
    }
    g.dark_deck.draw_unseen(&CITY_CARD).expect("in the deck");
    let supply = g.supply;

    let events = resolve(&mut g, CITY_CARD, true);
    assert_eq!(at(&g, MONARCH_CITY), [1, 0, 1, 0]);
    assert_eq!(g.supply, [supply[0] - 1, supply[1], supply[2] - 1, supply[3]], "new minions come from supply");
    // The neighbours keep theirs.
    assert_eq!(at(&g, loc::DANCING_STONE), [1, 0, 0, 0]);
    assert_eq!(at(&g, loc::WOLF_PASS), [2, 0, 0, 0]);
    assert_eq!(at(&g, loc::ORC_VALLEY), [0, 0, 1, 0]);
    assert_eq!(crystals(&g, MONARCH_CITY), 0);
    // Both decks reshuffled; the used purple card stays out.
    assert!(g.hero_discard.is_empty());
    assert_eq!(g.hero_deck.len(), hero_before + gone.len());
    assert_eq!(g.purple_out, vec![purple]);
    assert_eq!(g.hero_deck.unseen_count(&purple), 0);
    assert!(g.dark_discard.is_empty());
    assert_eq!(g.dark_deck.len(), 56, "Darkness deck + discard + the Monarch City card");
    assert_eq!(g.dark_deck.unseen_count(&CITY_CARD), 1);
    let shuffles = events.iter().filter(|e| matches!(e, E::Reshuffled { .. })).count();
    assert_eq!(shuffles, 2);
    assert!(g.end.is_none());
}

#[test]
fn monarch_city_card_as_a_general_only_draw_does_nothing() {
    let mut g = fresh(&[HeroKind::Paladin], 4);
    support::put(&mut g, loc::DANCING_STONE, BLACK, 1);
    support::put(&mut g, loc::ORC_VALLEY, RED, 1);
    let c = hero_card_of(Colour::Red, 1);
    g.hero_deck.draw_unseen(&c).expect("in the deck");
    g.hero_discard.push(c);
    g.dark_deck.draw_unseen(&card(5)).expect("in the deck");
    g.dark_discard.push(card(5));
    g.dark_deck.draw_unseen(&CITY_CARD).expect("in the deck");
    let board = g.board.clone();
    let events = resolve(&mut g, CITY_CARD, false);
    assert_eq!(g.board, board);
    assert_eq!(g.hero_discard, vec![c], "no Hero reshuffle");
    assert_eq!(g.dark_discard, vec![card(5), CITY_CARD], "no Darkness reshuffle; the card is discarded");
    assert!(!events.iter().any(|e| matches!(e, E::Reshuffled { .. })));
}

#[test]
fn monarch_city_card_with_no_minion_next_to_the_city_adds_none() {
    let mut g = fresh(&[HeroKind::Paladin], 5);
    support::put(&mut g, loc::RAVEN_FOREST, GREEN, 2);
    resolve(&mut g, CITY_CARD, true);
    assert_eq!(total(&g, MONARCH_CITY), 0);
}

// ---------------------------------------------------------------------------------------------
// Rows 16-19: overruns.

#[test]
fn a_fourth_minion_overruns_one_crystal_and_one_spill_to_every_neighbour() {
    let mut g = fresh(&[HeroKind::Paladin], 6);
    set_step(&mut g, General::Varkolak, 1); // #3's advance (→ Windy Pass) then does nothing
    support::put(&mut g, loc::WITHERED_HILLS, RED, 2);
    support::put(&mut g, loc::WITHERED_HILLS, BLACK, 1);
    let (red, crystal_supply) = (g.supply[RED], g.crystals);
    // #3: Withered Hills 1, Father Oak Forest 1, Varkolak → Windy Pass +3.
    let events = resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::WITHERED_HILLS), [1, 0, 2, 0], "the 4th minion is not added");
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert_eq!(g.crystals, crystal_supply - 1);
    // Neighbours: Blizzard Mountains, Chimera Inn, Cursed Plateau, Mountains of Mist.
    let mut around: Vec<Loc> = neighbours(loc::WITHERED_HILLS).to_vec();
    around.sort_by_key(|&n| location(n).src_id);
    assert_eq!(around, vec![loc::MOUNTAINS_OF_MIST, loc::BLIZZARD_MOUNTAINS, loc::CHIMERA_INN, loc::CURSED_PLATEAU]);
    for &n in &around {
        assert_eq!(at(&g, n), [0, 0, 1, 0], "{}", location(n).name);
        assert_eq!(crystals(&g, n), 0);
    }
    assert_eq!(g.supply[RED], red - 4);
    assert_eq!(at(&g, loc::FATHER_OAK_FOREST), [0, 0, 0, 1]);
    assert_eq!(board_minions(&g), 3 + 4 + 1);
    // The events: the crystal, the overrun, then spills in src-id order.
    let placed: Vec<Loc> = events
        .iter()
        .filter_map(|e| match e {
            E::MinionsPlaced { loc, colour: Colour::Red, .. } => Some(*loc),
            _ => None,
        })
        .collect();
    assert_eq!(placed, around);
    assert!(events.contains(&E::Overrun { loc: loc::WITHERED_HILLS, colour: Colour::Red }));
    assert_eq!(g.generals[General::Varkolak.index()].step, 1);
}

#[test]
fn no_chain_a_spill_onto_a_full_neighbour_taints_it_and_goes_no_further() {
    let mut g = fresh(&[HeroKind::Paladin], 7);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    support::put(&mut g, loc::CURSED_PLATEAU, BLUE, 3);
    resolve(&mut g, card(3), true);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert_eq!(at(&g, loc::CURSED_PLATEAU), [0, 3, 0, 0], "nothing added to the full neighbour");
    assert_eq!(crystals(&g, loc::CURSED_PLATEAU), 1, "but it is tainted");
    // Cursed Plateau's other neighbours get nothing: no chain.
    for n in [loc::LAND_OF_AMAZONS, loc::WYVERN_FOREST] {
        assert_eq!(total(&g, n), 0, "{}", location(n).name);
        assert_eq!(crystals(&g, n), 0);
    }
    assert_eq!(board_crystals(&g), 2);
}

#[test]
fn a_tainted_location_overruns_again_and_holds_two_crystals() {
    let mut g = fresh(&[HeroKind::Paladin], 8);
    set_step(&mut g, General::Varkolak, 1);
    set_step(&mut g, General::Gorgutt, 1); // #26's advance (→ Amarak Peak) then does nothing
    support::put(&mut g, loc::WITHERED_HILLS, BLACK, 3);
    resolve(&mut g, card(3), true);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert_eq!(total(&g, loc::MOUNTAINS_OF_MIST), 1);
    // #26: Withered Hills 2, Enchanted Glade 2: another overrun at the tainted location.
    resolve(&mut g, card(26), true);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 2);
    assert_eq!(total(&g, loc::WITHERED_HILLS), 3);
    assert_eq!(at(&g, loc::MOUNTAINS_OF_MIST), [0, 0, 2, 0], "a second spill");
    assert_eq!(at(&g, loc::ENCHANTED_GLADE), [2, 0, 0, 0]);
}

#[test]
fn inns_never_overrun_a_spill_into_a_full_inn_is_dropped() {
    let mut g = fresh(&[HeroKind::Paladin], 9);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    support::put(&mut g, loc::CHIMERA_INN, GREEN, 3);
    let supply = g.supply;
    resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::CHIMERA_INN), [0, 0, 0, 3]);
    assert_eq!(crystals(&g, loc::CHIMERA_INN), 0, "an Inn is never tainted");
    // Three neighbours got a red spill; the Inn's was dropped without taking from supply.
    assert_eq!(g.supply[RED], supply[RED] - 3);
    assert_eq!(board_crystals(&g), 1);
}

#[test]
fn a_spill_into_an_inn_with_room_places_a_minion() {
    let mut g = fresh(&[HeroKind::Paladin], 10);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    support::put(&mut g, loc::CHIMERA_INN, GREEN, 2);
    resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::CHIMERA_INN), [0, 0, 1, 2]);
    assert_eq!(crystals(&g, loc::CHIMERA_INN), 0);
}

#[test]
fn a_spill_can_fill_the_cards_second_location_which_then_overruns() {
    let mut g = fresh(&[HeroKind::Paladin], 19);
    place_hero(&mut g, 0, loc::EAGLE_NEST_INN);
    support::put(&mut g, loc::PLEASANT_HILL, RED, 3);
    support::put(&mut g, loc::FATHER_OAK_FOREST, GREEN, 2);
    // #31: Pleasant Hill 2, Father Oak Forest 2, Gorgutt → Orc Valley (no move from step 0).
    resolve(&mut g, card(31), true);
    // Pleasant Hill overran: a red spill to each neighbour, Father Oak Forest included.
    for n in [loc::ANGEL_TEAR_FALLS, loc::RAVEN_FOREST] {
        assert_eq!(at(&g, n), [0, 0, 1, 0], "{}", location(n).name);
    }
    // Father Oak Forest now held 3, so the card's first Orc there overran too: its green spill
    // tainted the full Pleasant Hill a second time and reached the others.
    assert_eq!(at(&g, loc::FATHER_OAK_FOREST), [0, 0, 1, 2]);
    assert_eq!(crystals(&g, loc::FATHER_OAK_FOREST), 1);
    assert_eq!(at(&g, loc::PLEASANT_HILL), [0, 0, 3, 0]);
    assert_eq!(crystals(&g, loc::PLEASANT_HILL), 2);
    assert_eq!(at(&g, loc::BROOKDALE_VILLAGE), [0, 0, 1, 1]);
    for n in [MONARCH_CITY, loc::SEA_BIRD_PORT, loc::WOLF_PASS] {
        assert_eq!(at(&g, n), [0, 0, 0, 1], "{}", location(n).name);
    }
    assert_eq!(board_crystals(&g), 3);
    assert!(g.end.is_none());
}

// ---------------------------------------------------------------------------------------------
// Row 20: the Demon taint.

#[test]
fn demon_taint_by_a_card_third_red_all_red() {
    let mut g = fresh(&[HeroKind::Paladin], 11);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 2);
    let events = resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::WITHERED_HILLS), [0, 0, 3, 0]);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert!(!events.iter().any(|e| matches!(e, E::Overrun { .. })), "the Demon taint never spills");
    assert_eq!(total(&g, loc::CURSED_PLATEAU), 0);
    assert_eq!(board_crystals(&g), 1);
}

#[test]
fn no_demon_taint_with_a_mix() {
    let mut g = fresh(&[HeroKind::Paladin], 12);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 1);
    support::put(&mut g, loc::WITHERED_HILLS, BLACK, 1);
    resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::WITHERED_HILLS), [1, 0, 2, 0]);
    assert_eq!(board_crystals(&g), 0);
}

#[test]
fn demon_taint_by_a_spill() {
    let mut g = fresh(&[HeroKind::Paladin], 13);
    set_step(&mut g, General::Varkolak, 1);
    support::put(&mut g, loc::WITHERED_HILLS, RED, 3);
    support::put(&mut g, loc::CURSED_PLATEAU, RED, 2);
    // Mountains of Mist: a mix, so its 3rd minion does not taint.
    support::put(&mut g, loc::MOUNTAINS_OF_MIST, RED, 1);
    support::put(&mut g, loc::MOUNTAINS_OF_MIST, BLUE, 1);
    resolve(&mut g, card(3), true);
    assert_eq!(at(&g, loc::CURSED_PLATEAU), [0, 0, 3, 0]);
    assert_eq!(crystals(&g, loc::CURSED_PLATEAU), 1);
    assert_eq!(at(&g, loc::MOUNTAINS_OF_MIST), [0, 1, 2, 0]);
    assert_eq!(crystals(&g, loc::MOUNTAINS_OF_MIST), 0);
    for n in [loc::LAND_OF_AMAZONS, loc::WYVERN_FOREST] {
        assert_eq!(total(&g, n), 0, "the Demon taint never spills");
    }
    assert_eq!(board_crystals(&g), 2);
}

#[test]
fn demon_taint_by_balazargs_advance() {
    let mut g = fresh(&[HeroKind::Paladin], 14);
    support::put(&mut g, loc::RAVEN_FOREST, RED, 2);
    // #13: Balazarg → Raven Forest +1.
    resolve(&mut g, card(13), true);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 3, 0]);
    assert_eq!(crystals(&g, loc::RAVEN_FOREST), 1);
    // #12 (+2) onto 1 red: the 2nd added minion makes 3 red.
    let mut g = fresh(&[HeroKind::Paladin], 14);
    support::put(&mut g, loc::RAVEN_FOREST, RED, 1);
    resolve(&mut g, card(12), true);
    assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 3, 0]);
    assert_eq!(crystals(&g, loc::RAVEN_FOREST), 1);
}

#[test]
fn no_demon_taint_in_monarch_city_or_an_inn() {
    let mut g = fresh(&[HeroKind::Paladin], 15);
    let mut events = crate::games::defenders::rules::Events::listed();
    support::put(&mut g, MONARCH_CITY, RED, 2);
    support::put(&mut g, loc::CHIMERA_INN, RED, 2);
    g.add_minion(MONARCH_CITY, Colour::Red, true, &mut events);
    g.add_minion(loc::CHIMERA_INN, Colour::Red, true, &mut events);
    assert_eq!(at(&g, MONARCH_CITY), [0, 0, 3, 0]);
    assert_eq!(at(&g, loc::CHIMERA_INN), [0, 0, 3, 0]);
    assert_eq!(board_crystals(&g), 0);
}

// ---------------------------------------------------------------------------------------------
// Row 21: Monarch City counts spills but never overruns.

#[test]
fn monarch_city_counts_spills_and_never_overruns() {
    let mut g = fresh(&[HeroKind::Paladin], 16);
    place_hero(&mut g, 0, loc::EAGLE_NEST_INN);
    support::put(&mut g, MONARCH_CITY, GREEN, 3);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 3);
    // #34: Wolf Pass 1, Dancing Stone 1, Gorgutt → Monarch City (from step 0: no move).
    resolve(&mut g, card(34), true);
    assert_eq!(crystals(&g, loc::WOLF_PASS), 1);
    assert_eq!(at(&g, MONARCH_CITY), [0, 1, 0, 3], "the spill counts: 4 in the city");
    assert_eq!(crystals(&g, MONARCH_CITY), 0, "the city is never tainted");
    assert!(g.end.is_none(), "4 minions do not lose");
    // Dancing Stone is not next to Wolf Pass: it only gets the card's minion.
    assert_eq!(at(&g, loc::DANCING_STONE), [1, 0, 0, 0]);
    // The city never overruns: its neighbours got nothing from it.
    assert_eq!(total(&g, loc::BOUNTY_BAY), 0);
    assert_eq!(total(&g, loc::GREENLEAF_VILLAGE), 0);
    assert_eq!(g.generals[General::Gorgutt.index()].step, 0);
}

#[test]
fn monarch_city_takes_a_fourth_minion_without_overrunning() {
    let mut g = fresh(&[HeroKind::Paladin], 17);
    support::put(&mut g, MONARCH_CITY, BLACK, 3);
    let mut events = crate::games::defenders::rules::Events::listed();
    g.add_minion(MONARCH_CITY, Colour::Red, false, &mut events);
    assert_eq!(at(&g, MONARCH_CITY), [3, 0, 1, 0]);
    assert_eq!(board_crystals(&g), 0);
    assert_eq!(board_minions(&g), 4);
    assert!(g.end.is_none());
}

// ---------------------------------------------------------------------------------------------
// Row 22: two minions onto 3 → one crystal (ruling A-2).

#[test]
fn two_minions_onto_three_give_one_crystal_and_one_set_of_spills() {
    let mut g = fresh(&[HeroKind::Paladin], 18);
    set_step(&mut g, General::Gorgutt, 1);
    support::put(&mut g, loc::WITHERED_HILLS, BLACK, 3);
    let red = g.supply[RED];
    // #26: Withered Hills 2, Enchanted Glade 2.
    let events = resolve(&mut g, card(26), true);
    assert_eq!(crystals(&g, loc::WITHERED_HILLS), 1);
    assert_eq!(events.iter().filter(|e| matches!(e, E::Overrun { .. })).count(), 1);
    for n in neighbours(loc::WITHERED_HILLS) {
        assert!(total(&g, *n) <= 1, "{}: one spill only", location(*n).name);
    }
    assert_eq!(g.supply[RED], red - 4);
    assert_eq!(at(&g, loc::ENCHANTED_GLADE), [2, 0, 0, 0]);
}

// ---------------------------------------------------------------------------------------------
// Row 23: War Status.

#[test]
fn war_status_cards_per_night() {
    assert_eq!([1, 2, 3, 4].map(night_cards), [1, 2, 2, 3]);
}

/// Defeats `n` Generals (not Balazarg) and plays a Night with three known cards on top.
fn night_in_box(defeated: &[General], seed: u64) -> (Defenders, Vec<(DarkCardId, bool)>) {
    let mut g = fresh(&[HeroKind::Paladin], seed);
    for gen in defeated {
        g.generals[gen.index()].remaining = 0;
    }
    assert_eq!(g.war_box(), 1 + defeated.len() as u8);
    // #13: Balazarg → Raven Forest +1; #15: Rock Bridge Pass 2, Angel Tear Falls 1, Balazarg →
    // Angel Tear Falls +2; #18: Cursed Plateau 2, Fire River 2, Balazarg → Bounty Bay +2.
    stack_dark(&mut g, &[card(13), card(15), card(18)]);
    let events = play_turn(&mut g, &mut rng(seed));
    assert!(g.end.is_none());
    (g, drawn(&events))
}

#[test]
fn early_war_one_full_card() {
    let (g, d) = night_in_box(&[], 20);
    assert_eq!(d, vec![(card(13), true)]);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    assert_eq!(board_minions(&g), 4);
    assert_eq!(g.dark_deck.known_top(), &[card(15), card(18)]);
}

#[test]
fn mid_war_a_full_card_then_a_general_only_card() {
    for defeated in [&[General::Sapphire][..], &[General::Sapphire, General::Gorgutt][..]] {
        let (g, d) = night_in_box(defeated, 21);
        assert_eq!(d, vec![(card(13), true), (card(15), false)]);
        let b = &g.generals[General::Balazarg.index()];
        assert_eq!(b.step, 2, "both General sections move Balazarg");
        // #15 is General-only: no Rock Bridge Pass minions, no black at Angel Tear Falls.
        assert_eq!(total(&g, loc::ROCK_BRIDGE_PASS), 0);
        assert_eq!(at(&g, loc::ANGEL_TEAR_FALLS), [0, 0, 2, 0]);
        assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 1, 0]);
        assert_eq!(board_minions(&g), 1 + 2 + 1 + 2);
    }
}

#[test]
fn late_war_two_full_cards_then_a_general_only_card() {
    let (g, d) = night_in_box(&[General::Sapphire, General::Gorgutt, General::Varkolak], 22);
    assert_eq!(d, vec![(card(13), true), (card(15), true), (card(18), false)]);
    assert_eq!(g.generals[General::Balazarg.index()].step, 3);
    assert_eq!(at(&g, loc::ROCK_BRIDGE_PASS), [0, 2, 0, 0]);
    // 1 black from the card, then 2 red with Balazarg: a mix, so no crystal.
    assert_eq!(at(&g, loc::ANGEL_TEAR_FALLS), [1, 0, 2, 0]);
    assert_eq!(crystals(&g, loc::ANGEL_TEAR_FALLS), 0);
    assert_eq!(total(&g, loc::CURSED_PLATEAU), 0, "#18 is General-only");
    assert_eq!(total(&g, loc::FIRE_RIVER), 0);
    assert_eq!(at(&g, loc::BOUNTY_BAY), [0, 0, 2, 0]);
}

#[test]
fn a_defeated_generals_section_does_nothing() {
    let mut g = fresh(&[HeroKind::Paladin], 23);
    g.generals[General::Varkolak.index()].remaining = 0;
    // #1: Dragon's Teeth Range 1, Dark Woods 2, Varkolak → Windy Pass +1.
    resolve(&mut g, card(1), true);
    assert_eq!(g.generals[General::Varkolak.index()].step, 0);
    assert_eq!(total(&g, loc::WINDY_PASS), 0);
    assert_eq!(at(&g, loc::DARK_WOODS), [2, 0, 0, 0]);
}

#[test]
fn orc_cards_as_general_only_draws_only_move_their_general() {
    let mut g = fresh(&[HeroKind::Paladin], 24);
    resolve(&mut g, PATROLS_GORGUTT, false);
    assert_eq!(g.generals[General::Gorgutt.index()].step, 1);
    assert_eq!(at(&g, loc::AMARAK_PEAK), [0, 0, 0, 2]);
    assert_eq!(board_minions(&g), 2, "no Orc on the empty green locations");
    for (id, gen, to) in [
        (PATROLS_SAPPHIRE, General::Sapphire, loc::HEAVENS_GLADE),
        (PATROLS_BALAZARG, General::Balazarg, loc::RAVEN_FOREST),
    ] {
        let mut g = fresh(&[HeroKind::Paladin], 24);
        resolve(&mut g, id, false);
        assert_eq!(g.generals[gen.index()].step, 1);
        let mut want = [0; 4];
        want[gen.index()] = 1;
        assert_eq!(at(&g, to), want);
        assert_eq!(board_minions(&g), 1);
    }
    // Orc War Party, General-only: Varkolak from step 2 does not move (→ MC only from step 3).
    let mut g = fresh(&[HeroKind::Paladin], 24);
    set_step(&mut g, General::Varkolak, 2);
    support::put(&mut g, loc::RAVEN_FOREST, GREEN, 1);
    resolve(&mut g, WAR_PARTY_VARKOLAK, false);
    assert_eq!(g.generals[General::Varkolak.index()].step, 2);
    assert_eq!(board_minions(&g), 1);
}

#[test]
fn orc_war_party_adds_an_orc_where_a_single_orc_stands_alone() {
    let mut g = fresh(&[HeroKind::Paladin], 25);
    support::put(&mut g, loc::RAVEN_FOREST, GREEN, 1); // yes
    support::put(&mut g, loc::WOLF_PASS, GREEN, 1); // yes (a blue location)
    support::put(&mut g, MONARCH_CITY, GREEN, 1); // yes (MC too)
    support::put(&mut g, loc::GRYPHON_INN, GREEN, 1); // yes (an Inn too)
    support::put(&mut g, loc::UNICORN_FOREST, GREEN, 2); // no: two
    support::put(&mut g, loc::BLOOD_FLATS, GREEN, 1); // no: not alone
    support::put(&mut g, loc::BLOOD_FLATS, RED, 1);
    support::put(&mut g, loc::DARK_WOODS, BLACK, 1); // no: not green
    resolve(&mut g, WAR_PARTY_SAPPHIRE, true);
    for l in [loc::RAVEN_FOREST, loc::WOLF_PASS, MONARCH_CITY, loc::GRYPHON_INN, loc::UNICORN_FOREST] {
        assert_eq!(at(&g, l), [0, 0, 0, 2], "{}", location(l).name);
    }
    assert_eq!(at(&g, loc::BLOOD_FLATS), [0, 0, 1, 1]);
    assert_eq!(at(&g, loc::DARK_WOODS), [1, 0, 0, 0]);
    assert_eq!(g.generals[General::Sapphire.index()].step, 0);
}

// ---------------------------------------------------------------------------------------------
// Row 9 (healing part) and §3.8: General healing and the major wound.

#[test]
fn a_general_with_a_major_wound_does_not_advance() {
    // Balazarg's major zone is r = 1.
    let mut g = fresh(&[HeroKind::Paladin], 30);
    g.generals[General::Balazarg.index()].remaining = 1;
    let events = resolve(&mut g, card(13), true);
    assert_eq!(g.generals[General::Balazarg.index()].step, 0);
    assert_eq!(total(&g, loc::RAVEN_FOREST), 0);
    assert!(events.iter().any(|e| matches!(e, E::GeneralHeld { general: General::Balazarg, .. })));
    // The card's placements still happen.
    assert_eq!(at(&g, loc::MCCORM_HIGHLANDS), [2, 0, 0, 0]);
    // Out of the zone (r = 2): he advances again.
    g.generals[General::Balazarg.index()].remaining = 2;
    resolve(&mut g, card(14), true);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    // Gorgutt's zone is r ≤ 2; at r = 3 he moves.
    let mut g = fresh(&[HeroKind::Paladin], 30);
    g.generals[General::Gorgutt.index()].remaining = 2;
    resolve(&mut g, card(24), true);
    assert_eq!(g.generals[General::Gorgutt.index()].step, 0);
    g.generals[General::Gorgutt.index()].remaining = 3;
    resolve(&mut g, card(25), true);
    assert_eq!(g.generals[General::Gorgutt.index()].step, 1);
    // Varkolak and Sapphire have no zone: a wounded one still moves.
    let mut g = fresh(&[HeroKind::Paladin], 30);
    g.generals[General::Varkolak.index()].remaining = 1;
    resolve(&mut g, card(1), true);
    assert_eq!(g.generals[General::Varkolak.index()].step, 1);
}

/// Seat 0's hero attacks `general` at its location with one 1-die card and scores one hit
/// (faces: corruption if Balazarg, the attack die, then the penalty dice). Returns at the
/// decision after the combat.
fn lose_a_combat(g: &mut Defenders, general: General, faces: &[u8]) {
    let here = general.data().path[0];
    place_hero(g, 0, here);
    let c = hero_card_of(general.colour(), 1);
    g.hero_mut(0).expect("hero").hand = vec![c];
    // Other seats' card windows (none of them matter here) are passed.
    while matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Window { .. })))) {
        support::act(g, A::Pass);
    }
    assert!(support::legal(g).contains(&A::AttackGeneral));
    support::act(g, A::AttackGeneral);
    support::act(g, A::Commit { card: c });
    for &f in faces {
        while matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Window { .. })))) {
            support::act(g, A::Pass);
        }
        support::chance(g, super::super::action::DefendersChance::Die(f));
    }
    while matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Window { .. })))) {
        support::act(g, A::Pass);
    }
    assert!(g.combat.is_none(), "the combat is over");
    assert_eq!(g.hero(0).expect("hero").loc, MONARCH_CITY, "the loser is moved to Monarch City");
}

#[test]
fn minor_wound_heals_at_the_end_of_the_next_turn() {
    let mut g = fresh(&[HeroKind::Paladin], 31);
    let mut r = rng(31);
    assert_eq!(g.turn, 1);
    // Varkolak: attack die 4 hits; penalty 1d6 life (2, the Paladin loses 1), 1d6 cards (1).
    lose_a_combat(&mut g, General::Varkolak, &[4, 2, 1]);
    assert_eq!(g.generals[General::Varkolak.index()].remaining, 4);
    stack_dark(&mut g, &[ALL_IS_QUIET, ALL_IS_QUIET]);
    let events = play_turn(&mut g, &mut r);
    assert_eq!(g.turn, 2);
    assert_eq!(g.generals[General::Varkolak.index()].remaining, 4, "no heal at the end of turn t");
    assert!(!events.iter().any(|e| matches!(e, E::GeneralHealed { .. })));
    let events = play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Varkolak.index()].remaining, 5, "healed at the end of turn t+1");
    assert!(events.contains(&E::GeneralHealed { general: General::Varkolak, remaining: 5 }));
    assert_eq!(g.generals[General::Varkolak.index()].heal_from, None);
}

#[test]
fn minor_wound_heals_one_box_per_turn() {
    let mut g = fresh(&[HeroKind::Paladin, HeroKind::Dwarf, HeroKind::Ranger], 32);
    let mut r = rng(32);
    g.generals[General::Gorgutt.index()].remaining = 5;
    // Gorgutt: attack die 5 hits (r 4: minor, his zone is r ≤ 2); penalty 2 life, 2 cards (fixed).
    lose_a_combat(&mut g, General::Gorgutt, &[5]);
    assert_eq!(g.generals[General::Gorgutt.index()].remaining, 4);
    stack_dark(&mut g, &[ALL_IS_QUIET, ALL_IS_QUIET, ALL_IS_QUIET]);
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Gorgutt.index()].remaining, 4, "turn t");
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Gorgutt.index()].remaining, 5, "turn t+1, even with 3 seats");
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Gorgutt.index()].remaining, 6, "turn t+2");
    assert_eq!(g.generals[General::Gorgutt.index()].heal_from, None);
}

#[test]
fn major_wound_heals_at_the_attackers_next_turn_and_blocks_the_advance() {
    // 3 seats: the first heal is at the end of turn t+3.
    let mut g = fresh(&[HeroKind::Paladin, HeroKind::Dwarf, HeroKind::Ranger], 33);
    let mut r = rng(33);
    g.generals[General::Balazarg.index()].remaining = 2;
    // Balazarg: corruption 3 (kept), attack 5 → r 1 (major); penalty 1d3 life (1 → 1, the
    // Paladin loses 0), all cards.
    lose_a_combat(&mut g, General::Balazarg, &[3, 5, 1]);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 1);
    assert!(g.in_major_zone(General::Balazarg));
    // Turn 1's Night: #13 (→ Raven Forest) does not move him.
    stack_dark(&mut g, &[card(13)]);
    let events = play_turn(&mut g, &mut r);
    assert!(events.iter().any(|e| matches!(e, E::GeneralHeld { general: General::Balazarg, .. })));
    assert_eq!(g.generals[General::Balazarg.index()].step, 0);
    for turn in 2..=3 {
        stack_dark(&mut g, &[ALL_IS_QUIET]);
        play_turn(&mut g, &mut r);
        assert_eq!(g.generals[General::Balazarg.index()].remaining, 1, "not healed at the end of turn {turn}");
    }
    stack_dark(&mut g, &[ALL_IS_QUIET]);
    play_turn(&mut g, &mut r);
    assert_eq!(g.turn, 5);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 2, "healed at the end of turn t+3");
    // Out of the zone: he advances again.
    stack_dark(&mut g, &[card(14)]);
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 3);
}

#[test]
fn major_wound_with_one_seat_heals_at_t_plus_one() {
    let mut g = fresh(&[HeroKind::Paladin], 34);
    let mut r = rng(34);
    g.generals[General::Balazarg.index()].remaining = 2;
    lose_a_combat(&mut g, General::Balazarg, &[3, 5, 1]);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 1);
    stack_dark(&mut g, &[ALL_IS_QUIET, ALL_IS_QUIET]);
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 1);
    play_turn(&mut g, &mut r);
    assert_eq!(g.generals[General::Balazarg.index()].remaining, 2);
}

#[test]
fn healing_is_never_above_the_full_track_and_a_full_general_does_not_heal() {
    let mut g = fresh(&[HeroKind::Paladin], 35);
    let mut r = rng(35);
    for gen in GENERAL_LIST {
        g.generals[gen.index()].heal_from = Some(1);
    }
    g.generals[General::Sapphire.index()].remaining = 3;
    stack_dark(&mut g, &[ALL_IS_QUIET]);
    play_turn(&mut g, &mut r);
    for gen in GENERAL_LIST {
        let want = gen.data().track;
        assert_eq!(g.generals[gen.index()].remaining, want, "{}", gen.data().name);
    }
}

// ---------------------------------------------------------------------------------------------
// Row 24: minions taken from quest cards.

fn give_quest(g: &mut Defenders, seat: u8, quest: Quest, minions: [u8; 4]) {
    g.hero_mut(seat).expect("hero").quest = Some(OpenQuest { quest, minions, visited: 0 });
}

fn quest_minions(g: &Defenders, seat: u8) -> [u8; 4] {
    g.hero(seat).and_then(|h| h.quest).expect("a quest").minions
}

#[test]
fn an_empty_supply_takes_from_the_quest_card_with_the_most_minions() {
    let mut g = fresh(&[HeroKind::Paladin, HeroKind::Dwarf], 40);
    give_quest(&mut g, 0, Quest::OrcHunter, [0, 0, 0, 2]);
    give_quest(&mut g, 1, Quest::Raids, [1, 1, 1, 1]);
    g.supply[GREEN] = 0;
    // #5: Orc Valley 1, Unicorn Forest 2 (Varkolak → Sea Bird Port: no move from step 0).
    resolve(&mut g, card(5), true);
    assert!(g.end.is_none());
    assert_eq!(at(&g, loc::UNICORN_FOREST), [0, 0, 0, 2]);
    // 1st green: Raids holds 4 minions in all; 2nd: Orc Hunter holds 2 against Raids' 3.
    assert_eq!(quest_minions(&g, 1), [1, 1, 1, 0]);
    assert_eq!(quest_minions(&g, 0), [0, 0, 0, 1]);
    assert_eq!(g.supply[GREEN], 0);
}

#[test]
fn quest_card_ties_go_to_the_first_in_turn_order_from_the_active_seat() {
    let mut g = fresh(&[HeroKind::Paladin, HeroKind::Dwarf], 41);
    give_quest(&mut g, 0, Quest::OrcHunter, [0, 0, 0, 2]);
    give_quest(&mut g, 1, Quest::OrcHunter, [0, 0, 0, 2]);
    g.supply[GREEN] = 0;
    g.active = 1;
    let mut events = crate::games::defenders::rules::Events::listed();
    g.add_minion(loc::RAVEN_FOREST, Colour::Green, false, &mut events);
    assert_eq!(quest_minions(&g, 1), [0, 0, 0, 1]);
    assert_eq!(quest_minions(&g, 0), [0, 0, 0, 2]);
    g.add_minion(loc::RAVEN_FOREST, Colour::Green, false, &mut events);
    assert_eq!(quest_minions(&g, 0), [0, 0, 0, 1], "re-evaluated: seat 0 now holds more");
    assert_eq!(at(&g, loc::RAVEN_FOREST), [0, 0, 0, 2]);
}

#[test]
fn the_shortage_loses_only_when_supply_and_quest_cards_are_both_empty() {
    let mut g = fresh(&[HeroKind::Paladin], 42);
    give_quest(&mut g, 0, Quest::OrcHunter, [0, 0, 0, 1]);
    g.supply[GREEN] = 0;
    // #5: Unicorn Forest 2 — the first from the quest card, the second is not there.
    resolve(&mut g, card(5), true);
    assert_eq!(quest_minions(&g, 0), [0, 0, 0, 0]);
    assert_eq!(at(&g, loc::UNICORN_FOREST), [0, 0, 0, 1]);
    assert_eq!(g.end, Some(super::super::state::EndReason::Shortage { colour: Colour::Green }));
    assert_eq!(g.outcome().expect("over").reason, "minion_shortage");
}

#[test]
fn spills_take_from_quest_cards_too_and_skip_when_both_are_empty() {
    let mut g = fresh(&[HeroKind::Paladin], 44);
    place_hero(&mut g, 0, loc::EAGLE_NEST_INN);
    give_quest(&mut g, 0, Quest::DragonHunter, [0, 1, 0, 0]);
    support::put(&mut g, loc::WOLF_PASS, BLUE, 3);
    g.supply[BLUE] = 0;
    // #34: Wolf Pass 1 overruns; spills in src-id order: Minotaur Forest first.
    resolve(&mut g, card(34), true);
    assert!(g.end.is_none());
    assert_eq!(quest_minions(&g, 0), [0, 0, 0, 0]);
    assert_eq!(at(&g, loc::MINOTAUR_FOREST), [0, 1, 0, 0]);
    for n in [loc::FATHER_OAK_FOREST, loc::SEAGAUL_LAGOON, MONARCH_CITY, loc::ORC_VALLEY] {
        assert_eq!(total(&g, n), 0, "{}", location(n).name);
    }
}

#[test]
fn a_quest_card_minion_of_another_colour_is_not_taken() {
    let mut g = fresh(&[HeroKind::Paladin], 43);
    give_quest(&mut g, 0, Quest::Raids, [1, 1, 1, 0]);
    g.supply[GREEN] = 0;
    let mut events = crate::games::defenders::rules::Events::listed();
    g.add_minion(loc::RAVEN_FOREST, Colour::Green, false, &mut events);
    assert_eq!(quest_minions(&g, 0), [1, 1, 1, 0]);
    assert_eq!(g.end, Some(super::super::state::EndReason::Shortage { colour: Colour::Green }));
}

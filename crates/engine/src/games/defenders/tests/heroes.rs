//! Daytime actions and hero abilities (rules notes §3.3, §3.4, §3.13; §5.1 rows 5-7 and 27-29;
//! §5.2 "Heroes", "Death and replacement"). The helpers at the top are shared with `cards.rs`
//! and `quests.rs`.

use super::super::action::{DefendersAction as A, DefendersChance as C, DefendersEvent, Target};
use super::super::data::loc::*;
use super::super::data::*;
use super::super::state::*;
use super::support;
use crate::core::{Game, Seat, ToAct, Weighted};

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

/// The location card of `l` with this band.
pub(super) fn card(l: Loc, band: Band) -> HeroCardId {
    HERO_CARDS
        .iter()
        .position(|c| matches!(c.kind, CardKind::Location { loc, band: b, .. } if loc == l && b == band))
        .unwrap_or_else(|| panic!("no {band:?} card for {}", location(l).name)) as HeroCardId
}

/// Some location card of `l`.
pub(super) fn card_at(l: Loc) -> HeroCardId {
    HERO_CARDS
        .iter()
        .position(|c| matches!(c.kind, CardKind::Location { loc, .. } if loc == l))
        .unwrap_or_else(|| panic!("no card for {}", location(l).name)) as HeroCardId
}

/// The purple card `s`.
pub(super) fn purple(s: Special) -> HeroCardId {
    special_card(s)
}

/// The hero of `seat`, mutable.
pub(super) fn hero(g: &mut Defenders, seat: Seat) -> &mut Hero {
    g.seats[usize::from(seat)].hero.as_mut().expect("a hero")
}

/// The decision on top, if any.
pub(super) fn pending(g: &Defenders) -> Option<(Seat, Pending)> {
    match g.tasks.top() {
        Some((s, Task::Decide(p))) => Some((s, p.clone())),
        _ => None,
    }
}

/// The chance event on top, if any.
pub(super) fn need(g: &Defenders) -> Option<Need> {
    match g.tasks.top() {
        Some((_, Task::Chance(n))) => Some(*n),
        _ => None,
    }
}

/// Asserts that `a` is refused and changes nothing.
pub(super) fn refused(g: &mut Defenders, a: A) {
    let before = g.clone();
    assert!(g.apply(&a).is_err(), "{a:?} should be refused");
    assert_eq!(*g, before, "a refused {a:?} changed the state");
}

/// Asserts that `a` is not among the legal actions, and is refused.
pub(super) fn illegal(g: &mut Defenders, a: A) {
    assert!(!support::legal(g).contains(&a), "{a:?} should not be legal");
    refused(g, a);
}

/// Asserts that `a` is among the legal actions.
pub(super) fn is_legal(g: &Defenders, a: A) {
    assert!(support::legal(g).contains(&a), "{a:?} should be legal; legal: {:?}", support::legal(g));
}

/// The chance outcomes now.
pub(super) fn outcomes(g: &Defenders) -> Vec<C> {
    let mut out: Vec<Weighted<C>> = Vec::new();
    g.chance_outcomes(&mut out);
    out.into_iter().map(|w| w.outcome).collect()
}

/// An unseen non-purple Hero card in the deck satisfying `f`.
pub(super) fn deck_card(g: &Defenders, f: impl Fn(HeroCardId) -> bool) -> HeroCardId {
    g.hero_deck
        .unseen()
        .map(|(c, _)| *c)
        .find(|&c| !super::super::is_purple(c) && f(c))
        .expect("such a card in the Hero deck")
}

/// An unseen Hero card of this colour.
pub(super) fn deck_colour(g: &Defenders, colour: Colour) -> HeroCardId {
    deck_card(g, |c| card_colour(c) == Some(colour))
}

/// A location card of this colour (any band).
pub(super) fn colour_card(colour: Colour) -> HeroCardId {
    (0..LOCATION_CARD_KINDS as HeroCardId).find(|&c| card_colour(c) == Some(colour)).expect("a card")
}

/// `n` distinct location cards of this colour.
pub(super) fn colour_cards(colour: Colour, n: usize) -> Vec<HeroCardId> {
    let v: Vec<HeroCardId> =
        (0..LOCATION_CARD_KINDS as HeroCardId).filter(|&c| card_colour(c) == Some(colour)).collect();
    v[..n].to_vec()
}

/// The id of a Darkness card kind.
pub(super) fn dark_id(f: impl Fn(&DarkCardData) -> bool) -> DarkCardId {
    DARKNESS.iter().position(f).expect("such a Darkness card") as DarkCardId
}

/// The Darkness All is Quiet card.
pub(super) fn quiet() -> DarkCardId {
    dark_id(|c| matches!(c.kind, DarkKind::AllIsQuiet))
}

/// A regular Darkness card by its F§5 row number.
pub(super) fn dark_no(n: u8) -> DarkCardId {
    dark_id(|c| c.number == n && matches!(c.kind, DarkKind::Regular { .. }))
}

/// A hand-built table: the heroes in MC with full life and 5 actions, empty hands, no quest,
/// no reward, an empty board (Generals still on their starts), seat 0 to act in its Daytime.
pub(super) fn scene(heroes: &[HeroKind]) -> Defenders {
    let mut g = support::started(heroes, 7);
    loop {
        match pending(&g) {
            Some((_, Pending::Stance)) => support::act(&mut g, A::Stance { stance: Stance::Ground }),
            Some((_, Pending::Form)) => support::act(&mut g, A::Form { colour: None }),
            Some((0, Pending::Action)) => break,
            other => panic!("unexpected start {other:?}"),
        }
    }
    support::empty_board(&mut g);
    for s in 0..g.seats.len() as Seat {
        let h = hero(&mut g, s);
        h.loc = MONARCH_CITY;
        h.life = h.max_life;
        h.actions = 5;
        h.hand.clear();
        h.quest = None;
        h.rewards.clear();
        h.form = None;
    }
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    g
}

/// Applies an action that must be legal (shorthand).
pub(super) fn act(g: &mut Defenders, a: A) {
    support::act(g, a);
}

/// Draws this Hero card (a chance event that must be pending).
pub(super) fn draw(g: &mut Defenders, c: HeroCardId) {
    assert!(matches!(need(g), Some(Need::HeroCard { .. })), "a Hero card draw should be pending: {:?}", g.tasks.top());
    support::chance(g, C::HeroCard(c));
}

/// Resolves chance events without surprises until a decision: Hero cards are plain (not
/// purple), quests are the first possible, Darkness cards are All is Quiet when one is left,
/// dice show 3. Returns the Darkness cards drawn.
pub(super) fn settle_quiet(g: &mut Defenders) -> Vec<DarkCardId> {
    let mut dark = Vec::new();
    while g.to_act() == ToAct::Chance {
        let outs = outcomes(g);
        let pick = match need(g) {
            Some(Need::HeroCard { .. }) => {
                *outs.iter().find(|c| matches!(c, C::HeroCard(x) if !super::super::is_purple(*x))).unwrap_or(&outs[0])
            }
            Some(Need::Dark) => *outs.iter().find(|c| **c == C::Dark(quiet())).unwrap_or(&outs[0]),
            Some(Need::Die) => C::Die(3),
            _ => outs[0],
        };
        if let C::Dark(d) = pick {
            dark.push(d);
        }
        support::chance(g, pick);
    }
    dark
}

/// Ends the Daytime and plays on (passing every window) to the next turn's first decision.
/// Returns the Darkness cards drawn by chance.
pub(super) fn next_turn(g: &mut Defenders) -> Vec<DarkCardId> {
    let turn = g.turn;
    let mut drawn = Vec::new();
    act(g, A::EndDay);
    loop {
        drawn.extend(settle_quiet(g));
        match pending(g) {
            Some((_, Pending::Window { .. })) => act(g, A::Pass),
            Some((s, Pending::Discard { .. })) => {
                let c = g.hero(s).unwrap().hand[0];
                act(g, A::Discard { card: c });
            }
            Some((_, Pending::Foresight)) => act(g, A::Keep),
            Some((_, Pending::Push)) => {
                let a = support::legal(g)[0];
                act(g, a);
            }
            Some((_, Pending::Action | Pending::Stance | Pending::Form)) if g.turn > turn => return drawn,
            other => panic!("unexpected decision {other:?} before the next turn"),
        }
    }
}

/// Ends the Daytime and resolves chance events up to the wound check's result (Evening's draws
/// are left pending).
fn end_day(g: &mut Defenders) {
    act(g, A::EndDay);
}

/// Commits these cards for the seat whose Commit decision is pending, then Done if still asked.
pub(super) fn commit(g: &mut Defenders, cards: &[HeroCardId]) {
    let seat = pending(g).expect("a Commit decision").0;
    for &c in cards {
        act(g, A::Commit { card: c });
    }
    if pending(g) == Some((seat, Pending::Commit)) && support::legal(g).contains(&A::Done) {
        act(g, A::Done);
    }
}

/// Puts `n` minions of `colour` on `l` from supply.
pub(super) fn put(g: &mut Defenders, l: Loc, colour: Colour, n: u8) {
    support::put(g, l, colour.index(), n);
}

/// Minions of `colour` on `l`.
pub(super) fn minions(g: &Defenders, l: Loc, colour: Colour) -> u8 {
    g.board[usize::from(l)].minions[colour.index()]
}

/// Locations at exactly this distance from `from`.
pub(super) fn at_distance(from: Loc, d: u8) -> Vec<Loc> {
    (0..LOCATION_COUNT as Loc).filter(|&l| distance(from, l) == d).collect()
}

// ---------------------------------------------------------------------------------------------
// Engage Minions (R25; rules notes §5.1 rows 5-6)
// ---------------------------------------------------------------------------------------------

#[test]
fn engage_example_1_three_orcs_roll_three_green_dice_hitting_on_3() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 3);
    let supply = g.supply;
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    assert_eq!(hero(&mut g, 0).actions, 4, "Engage costs 1 action for all minions");
    let roll = g.roll.clone().expect("a roll");
    assert_eq!(roll.aims, vec![Some(Colour::Green); 3], "one green die per Orc");
    support::roll(&mut g, &[3, 2, 6]);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "three dice, no more");
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Green), 1, "the 3 and the 6 hit, the 2 misses");
    assert_eq!(g.supply[Colour::Green.index()], supply[Colour::Green.index()] + 2);
}

#[test]
fn engage_example_2_black_die_on_4_blue_dice_on_5() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    assert_eq!(g.roll.as_ref().unwrap().aims, vec![Some(Colour::Black), Some(Colour::Blue), Some(Colour::Blue)]);
    // black 4 hits; blue 5 hits; blue 4 misses.
    support::roll(&mut g, &[4, 5, 4]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Black), 0);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Blue), 1);
    // A 3 does not kill the Undead, a 4 does not kill the Dragonkin.
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[4]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Blue), 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[3, 6]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Black), 1, "3 misses an Undead");
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Blue), 0, "a 6 always hits");
}

#[test]
fn a_natural_one_never_hits_whatever_the_bonus() {
    // Ranger on a green location (+1) with the Amulet (+1): a 1 would make 3, the Orc's number.
    let mut g = scene(&[HeroKind::Ranger]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).rewards.push(Quest::AmuletOfTheGods);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[1, 2]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Green), 1, "the 1 misses, the 2 (+2) hits");
}

#[test]
fn engage_is_not_offered_without_minions() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    illegal(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    // Not at a neighbour either (only the Ranger may).
    put(&mut g, neighbours(FATHER_OAK_FOREST)[0], Colour::Green, 1);
    illegal(&mut g, A::Engage { at: neighbours(FATHER_OAK_FOREST)[0] });
}

// ---------------------------------------------------------------------------------------------
// Heal Wounds (R22, R24; row 28)
// ---------------------------------------------------------------------------------------------

#[test]
fn heal_wounds_fully_in_monarch_city_and_at_an_inn() {
    for place in [MONARCH_CITY, CHIMERA_INN] {
        let mut g = scene(&[HeroKind::Wizard]);
        let h = hero(&mut g, 0);
        h.loc = place;
        h.life = 1;
        h.actions = 2;
        act(&mut g, A::HealWounds);
        let h = hero(&mut g, 0);
        assert_eq!(h.life, 5, "fully healed at {}", location(place).name);
        assert_eq!(h.actions, 1, "the healed tokens are not usable this turn");
    }
}

#[test]
fn heal_wounds_restores_two_elsewhere_never_above_the_start() {
    let mut g = scene(&[HeroKind::Wizard]);
    let h = hero(&mut g, 0);
    h.loc = FATHER_OAK_FOREST;
    h.life = 1;
    h.actions = 3;
    act(&mut g, A::HealWounds);
    assert_eq!(hero(&mut g, 0).life, 3);
    assert_eq!(hero(&mut g, 0).actions, 2, "healed tokens face down until next turn");
    hero(&mut g, 0).life = 4;
    act(&mut g, A::HealWounds);
    assert_eq!(hero(&mut g, 0).life, 5, "never above the starting life");
    illegal(&mut g, A::HealWounds);
}

#[test]
fn heal_wounds_is_refused_with_a_minion_or_a_general_present() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).life = 2;
    for place in [MONARCH_CITY, CHIMERA_INN, FATHER_OAK_FOREST] {
        hero(&mut g, 0).loc = place;
        put(&mut g, place, Colour::Green, 1);
        illegal(&mut g, A::HealWounds);
    }
    // A General alone (Varkolak on Dark Woods) forbids it too.
    hero(&mut g, 0).loc = DARK_WOODS;
    assert_eq!(g.general_at(DARK_WOODS), Some(General::Varkolak));
    illegal(&mut g, A::HealWounds);
    // And the tokens healed this turn are active at the next turn's refresh.
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    g.board[usize::from(FATHER_OAK_FOREST)].minions = [0; 4];
    act(&mut g, A::HealWounds);
    assert_eq!(hero(&mut g, 0).life, 4);
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 4, "refresh: every token not lost is active again");
}

// ---------------------------------------------------------------------------------------------
// Rumors at the Inn (R20, R22; row 27)
// ---------------------------------------------------------------------------------------------

#[test]
fn rumors_at_the_inn_keep_the_called_colour_and_purple_at_most_twice() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = CHIMERA_INN;
    act(&mut g, A::Rumors { colour: Colour::Red });
    let red = deck_colour(&g, Colour::Red);
    let blue = deck_colour(&g, Colour::Blue);
    draw(&mut g, red);
    draw(&mut g, blue);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "2 cards per action");
    assert_eq!(hero(&mut g, 0).hand, vec![red]);
    assert_eq!(g.hero_discard, vec![blue], "a card of another colour goes to the discard pile");
    act(&mut g, A::Rumors { colour: Colour::Green });
    let green = deck_colour(&g, Colour::Green);
    let spy = purple(Special::SpyInTheCamp);
    draw(&mut g, spy);
    draw(&mut g, green);
    assert_eq!(hero(&mut g, 0).hand, vec![red, spy, green], "purple cards are always kept");
    assert_eq!(hero(&mut g, 0).actions, 3);
    assert_eq!(g.this_turn.rumors, 2);
    for colour in COLOURS {
        illegal(&mut g, A::Rumors { colour });
    }
}

#[test]
fn rumors_only_at_an_inn() {
    let mut g = scene(&[HeroKind::Wizard]);
    illegal(&mut g, A::Rumors { colour: Colour::Red });
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    illegal(&mut g, A::Rumors { colour: Colour::Red });
    for inn in INNS {
        hero(&mut g, 0).loc = inn;
        is_legal(&g, A::Rumors { colour: Colour::Red });
    }
}

#[test]
fn rumors_are_allowed_with_minions_at_the_inn() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = GRYPHON_INN;
    put(&mut g, GRYPHON_INN, Colour::Green, 2);
    is_legal(&g, A::Rumors { colour: Colour::Green });
}

// ---------------------------------------------------------------------------------------------
// Heal the Land (R22; row 29)
// ---------------------------------------------------------------------------------------------

#[test]
fn heal_the_land_needs_the_colour_rolls_two_dice_and_removes_exactly_one_crystal() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = BLOOD_FLATS; // red
    g.board[usize::from(BLOOD_FLATS)].crystals = 3;
    g.crystals -= 3;
    let reds = colour_cards(Colour::Red, 3);
    let green = colour_card(Colour::Green);
    hero(&mut g, 0).hand = vec![reds[0], reds[1], reds[2], green];
    illegal(&mut g, A::HealLand { card: green });
    let crystals = g.crystals;
    act(&mut g, A::HealLand { card: reds[0] });
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 2, "2 dice");
    support::roll(&mut g, &[6, 5]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 2, "only 1 crystal per action");
    assert_eq!(g.crystals, crystals + 1, "back to supply");
    assert!(g.hero_discard.contains(&reds[0]));
    act(&mut g, A::HealLand { card: reds[1] });
    support::roll(&mut g, &[4, 4]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 2, "no 5+: nothing");
    assert!(g.hero_discard.contains(&reds[1]), "the card is spent anyway");
    act(&mut g, A::HealLand { card: reds[2] });
    support::roll(&mut g, &[1, 5]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 1, "a 5 on either die");
    assert_eq!(hero(&mut g, 0).actions, 2);
}

#[test]
fn heal_the_land_needs_a_tainted_location() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = BLOOD_FLATS;
    let red = colour_card(Colour::Red);
    hero(&mut g, 0).hand = vec![red];
    illegal(&mut g, A::HealLand { card: red });
    // Enemies present do not forbid it.
    g.board[usize::from(BLOOD_FLATS)].crystals = 1;
    g.crystals -= 1;
    put(&mut g, BLOOD_FLATS, Colour::Red, 2);
    is_legal(&g, A::HealLand { card: red });
}

// ---------------------------------------------------------------------------------------------
// Movement (R22, R75)
// ---------------------------------------------------------------------------------------------

#[test]
fn movement_by_foot_is_one_line() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    for &n in neighbours(FATHER_OAK_FOREST) {
        is_legal(&g, A::Foot { to: n });
    }
    for l in at_distance(FATHER_OAK_FOREST, 2) {
        illegal(&mut g, A::Foot { to: l });
    }
    let n = neighbours(FATHER_OAK_FOREST)[0];
    act(&mut g, A::Foot { to: n });
    assert_eq!(hero(&mut g, 0).loc, n);
    assert_eq!(hero(&mut g, 0).actions, 4);
}

#[test]
fn movement_by_horse_up_to_two_and_eagle_up_to_four_discarding_the_card() {
    let mut g = scene(&[HeroKind::Wizard]);
    let from = FATHER_OAK_FOREST;
    hero(&mut g, 0).loc = from;
    let horse = card(WOLF_PASS, Band::Horse);
    let eagle = card(AMARAK_PEAK, Band::Eagle);
    hero(&mut g, 0).hand = vec![horse, eagle];
    for d in 1..=2 {
        for l in at_distance(from, d) {
            is_legal(&g, A::CardMove { card: horse, to: l });
        }
    }
    for l in at_distance(from, 3) {
        illegal(&mut g, A::CardMove { card: horse, to: l });
        is_legal(&g, A::CardMove { card: eagle, to: l });
    }
    for l in at_distance(from, 4) {
        is_legal(&g, A::CardMove { card: eagle, to: l });
    }
    for l in at_distance(from, 5) {
        illegal(&mut g, A::CardMove { card: eagle, to: l });
    }
    let far = at_distance(from, 4)[0];
    act(&mut g, A::CardMove { card: eagle, to: far });
    assert_eq!(hero(&mut g, 0).loc, far);
    assert_eq!(hero(&mut g, 0).hand, vec![horse]);
    assert_eq!(g.hero_discard, vec![eagle]);
    assert_eq!(hero(&mut g, 0).actions, 4);
}

#[test]
fn movement_by_gate_card_to_its_location_or_any_gate() {
    let mut g = scene(&[HeroKind::Wizard]);
    let from = WYVERN_FOREST;
    hero(&mut g, 0).loc = from;
    let gate = card(SERPENT_SWAMP, Band::Gate);
    hero(&mut g, 0).hand = vec![gate];
    is_legal(&g, A::CardMove { card: gate, to: SERPENT_SWAMP });
    is_legal(&g, A::CardMove { card: gate, to: DANCING_STONE }); // the starting gate
    let other = *neighbours(from).iter().find(|&&n| n != SERPENT_SWAMP && n != DANCING_STONE).unwrap();
    illegal(&mut g, A::CardMove { card: gate, to: other });
    g.board[usize::from(EAGLE_NEST_INN)].gate = true;
    g.gates -= 1;
    act(&mut g, A::CardMove { card: gate, to: EAGLE_NEST_INN });
    assert_eq!(hero(&mut g, 0).loc, EAGLE_NEST_INN);
    assert!(hero(&mut g, 0).hand.is_empty());
}

#[test]
fn gate_to_gate_needs_two_gates_and_a_gate_under_the_hero() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = DANCING_STONE;
    let far = WYVERN_FOREST;
    illegal(&mut g, A::GateToGate { to: far });
    g.board[usize::from(far)].gate = true;
    g.gates -= 1;
    is_legal(&g, A::GateToGate { to: far });
    hero(&mut g, 0).loc = MONARCH_CITY; // no gate here
    illegal(&mut g, A::GateToGate { to: far });
    hero(&mut g, 0).loc = DANCING_STONE;
    act(&mut g, A::GateToGate { to: far });
    assert_eq!(hero(&mut g, 0).loc, far);
    assert_eq!(hero(&mut g, 0).actions, 4, "1 action, no card");
}

#[test]
fn building_a_gate_needs_the_location_card_no_gate_there_and_a_token() {
    let mut g = scene(&[HeroKind::Wizard]);
    let here_card = card_at(FATHER_OAK_FOREST);
    let ds = card_at(DANCING_STONE);
    let other = card_at(WOLF_PASS);
    hero(&mut g, 0).hand = vec![here_card, ds, other];
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    illegal(&mut g, A::BuildGate { card: other });
    let gates = g.gates;
    act(&mut g, A::BuildGate { card: here_card });
    assert!(g.board[usize::from(FATHER_OAK_FOREST)].gate);
    assert_eq!(g.gates, gates - 1);
    assert_eq!(g.hero_discard, vec![here_card]);
    // Not where a gate stands (Dancing Stone's starting gate, ruling A-19).
    hero(&mut g, 0).loc = DANCING_STONE;
    illegal(&mut g, A::BuildGate { card: ds });
    // Not with every token out.
    hero(&mut g, 0).loc = WOLF_PASS;
    is_legal(&g, A::BuildGate { card: other });
    g.gates = 0;
    illegal(&mut g, A::BuildGate { card: other });
}

// ---------------------------------------------------------------------------------------------
// Suffering wounds (R25; row 7)
// ---------------------------------------------------------------------------------------------

#[test]
fn ending_on_two_minions_one_undead_costs_three() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 2, "2 minions + Fear");
}

#[test]
fn generals_cause_no_wounds() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = DARK_WOODS;
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 5);
}

// ---------------------------------------------------------------------------------------------
// Hero abilities (§3.13)
// ---------------------------------------------------------------------------------------------

#[test]
fn cleric_adds_one_against_black_and_red_minions_only() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Red, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[3, 3, 2]);
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 0, 0, 1], "3+1 hits black and red; 2 misses green");
}

#[test]
fn cleric_bonus_does_not_count_against_generals() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).loc = DARK_WOODS;
    let black = colour_card(Colour::Black);
    hero(&mut g, 0).hand = vec![black];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[black]);
    let dice = usize::from(card_dice_of(black));
    support::roll(&mut g, &vec![3; dice]);
    assert_eq!(g.generals[General::Varkolak.index()].remaining, 5, "a 3 does not hit Varkolak (4+)");
}

/// The attack dice printed on a card.
pub(super) fn card_dice_of(c: HeroCardId) -> u8 {
    match hero_card(c).kind {
        CardKind::Location { dice, .. } | CardKind::Special { dice, .. } => dice,
    }
}

#[test]
fn cleric_pushes_undead_before_the_wound_check_never_onto_a_full_neighbour() {
    let mut g = scene(&[HeroKind::Cleric]);
    let here = FATHER_OAK_FOREST;
    hero(&mut g, 0).loc = here;
    put(&mut g, here, Colour::Black, 2);
    put(&mut g, here, Colour::Green, 1);
    let ns: Vec<Loc> = neighbours(here).iter().copied().filter(|&n| n != MONARCH_CITY).collect();
    let full = ns[0];
    put(&mut g, full, Colour::Red, 3);
    let (a, b) = (ns[1], ns[2]);
    end_day(&mut g);
    assert_eq!(pending(&g), Some((0, Pending::Push)));
    let legal = support::legal(&g);
    assert!(!legal.contains(&A::Pick { target: Target::Loc(full) }), "a full neighbour is not a target");
    assert!(!legal.contains(&A::Pick { target: Target::Loc(MONARCH_CITY) }), "never into MC");
    assert!(legal.contains(&A::Pick { target: Target::Loc(a) }));
    act(&mut g, A::Pick { target: Target::Loc(a) });
    assert_eq!(pending(&g), Some((0, Pending::Push)), "one decision per Undead");
    act(&mut g, A::Pick { target: Target::Loc(b) });
    assert_eq!(minions(&g, here, Colour::Black), 0);
    assert_eq!(minions(&g, a, Colour::Black), 1);
    assert_eq!(minions(&g, b, Colour::Black), 1);
    assert_eq!(hero(&mut g, 0).life, 5, "only the Orc wounds him, and no Fear");
}

#[test]
fn cleric_purifies_with_two_dice_and_no_card_where_no_enemy_stands() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).loc = BLOOD_FLATS;
    g.board[usize::from(BLOOD_FLATS)].crystals = 2;
    g.crystals -= 2;
    act(&mut g, A::Purify);
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 2);
    support::roll(&mut g, &[5, 1]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 1);
    assert_eq!(hero(&mut g, 0).actions, 4);
    put(&mut g, BLOOD_FLATS, Colour::Red, 1);
    illegal(&mut g, A::Purify);
    // Only the Cleric purifies.
    let mut w = scene(&[HeroKind::Wizard]);
    hero(&mut w, 0).loc = BLOOD_FLATS;
    w.board[usize::from(BLOOD_FLATS)].crystals = 1;
    illegal(&mut w, A::Purify);
}

#[test]
fn dwarf_gains_an_action_when_his_turn_starts_on_red() {
    let mut g = scene(&[HeroKind::Dwarf]);
    hero(&mut g, 0).loc = BLOOD_FLATS;
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 6, "5 life + 1 on a red location");
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 5);
}

#[test]
fn dwarf_rerolls_failed_dice_against_dragonkin_only() {
    let mut g = scene(&[HeroKind::Dwarf]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[4, 2]);
    assert_eq!(pending(&g), Some((0, Pending::Reroll)));
    act(&mut g, A::Reroll { source: Reroll::Dwarf });
    assert_eq!(g.roll.as_ref().unwrap().faces, vec![0, 2], "only the blue die is re-rolled");
    support::roll(&mut g, &[5]);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "once per combat");
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 0, 0, 1]);
    // Against Orcs alone, no re-roll is offered.
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2]);
    assert_eq!(pending(&g), Some((0, Pending::Action)));
}

#[test]
fn dwarf_takes_one_fewer_minion_wound_and_loses_one_less_life_to_a_general() {
    let mut g = scene(&[HeroKind::Dwarf]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 2, "3 minions - 1 + Fear = 3");
    // General penalty: Gorgutt takes 2 life, the Dwarf loses 1.
    let mut g = scene(&[HeroKind::Dwarf]);
    lose_to_gorgutt(&mut g);
    assert_eq!(hero(&mut g, 0).life, 4);
}

/// Seat 0 attacks Gorgutt with one green card and misses; the penalty runs (2 life, 2 cards).
pub(super) fn lose_to_gorgutt(g: &mut Defenders) {
    hero(g, 0).loc = THORNY_WOODS;
    let green = colour_card(Colour::Green);
    hero(g, 0).hand = vec![green];
    act(g, A::AttackGeneral);
    commit(g, &[green]);
    support::roll(g, &vec![2; usize::from(card_dice_of(green))]);
}

#[test]
fn eagle_rider_flies_up_to_four_without_a_card_as_often_as_he_likes() {
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    for l in at_distance(FATHER_OAK_FOREST, 4) {
        is_legal(&g, A::SkillMove { to: l });
    }
    for l in at_distance(FATHER_OAK_FOREST, 5) {
        illegal(&mut g, A::SkillMove { to: l });
    }
    let a = at_distance(FATHER_OAK_FOREST, 4)[0];
    act(&mut g, A::SkillMove { to: a });
    let b = at_distance(a, 3)[0];
    act(&mut g, A::SkillMove { to: b });
    assert_eq!(hero(&mut g, 0).loc, b);
    assert_eq!(hero(&mut g, 0).actions, 3);
}

#[test]
fn eagle_rider_chooses_a_stance_each_turn_sky_takes_no_wounds_ground_does() {
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 2);
    hero(&mut g, 0).stance = Some(Stance::Sky);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 4, "Sky: no wounds, no Fear");
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    hero(&mut g, 0).stance = Some(Stance::Ground);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 3, "Ground: wounded like anyone");
    // Next turn the stance is asked again.
    let mut g = scene(&[HeroKind::EagleRider]);
    next_turn(&mut g);
    assert_eq!(pending(&g), Some((0, Pending::Stance)));
    act(&mut g, A::Stance { stance: Stance::Sky });
    assert_eq!(hero(&mut g, 0).stance, Some(Stance::Sky));
}

#[test]
fn eagle_rider_on_ground_rerolls_all_his_dice_once_sky_does_not() {
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).stance = Some(Stance::Ground);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2, 4]);
    assert_eq!(support::legal(&g), vec![A::Reroll { source: Reroll::EagleGround }, A::Keep]);
    act(&mut g, A::Reroll { source: Reroll::EagleGround });
    assert_eq!(g.roll.as_ref().unwrap().faces, vec![0, 0], "all his dice");
    support::roll(&mut g, &[3, 1]);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "once per combat");
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Green), 1);
    hero(&mut g, 0).stance = Some(Stance::Sky);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2]);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "no re-roll in the Sky");
}

#[test]
fn eagle_rider_gains_an_action_next_turn_ending_on_ground_in_mc_or_on_blue() {
    for (place, stance, extra) in [
        (MONARCH_CITY, Stance::Ground, 1),
        (WOLF_PASS, Stance::Ground, 1),
        (FATHER_OAK_FOREST, Stance::Ground, 0),
        (MONARCH_CITY, Stance::Sky, 0),
    ] {
        let mut g = scene(&[HeroKind::EagleRider]);
        hero(&mut g, 0).loc = place;
        hero(&mut g, 0).stance = Some(stance);
        next_turn(&mut g);
        act(&mut g, A::Stance { stance: Stance::Sky });
        assert_eq!(hero(&mut g, 0).actions, 4 + extra, "{} {stance:?}", location(place).name);
    }
}

#[test]
fn eagle_rider_in_the_sky_takes_no_general_penalty_but_goes_to_mc() {
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).stance = Some(Stance::Sky);
    hero(&mut g, 0).hand = vec![];
    lose_to_gorgutt_keeping(&mut g, 3);
    let h = hero(&mut g, 0);
    assert_eq!(h.life, 4);
    assert_eq!(h.hand.len(), 3, "no card loss");
    assert_eq!(h.loc, MONARCH_CITY);
}

/// Like [`lose_to_gorgutt`], with `extra` more plain cards in hand that are not committed.
pub(super) fn lose_to_gorgutt_keeping(g: &mut Defenders, extra: usize) {
    hero(g, 0).loc = THORNY_WOODS;
    let green = colour_card(Colour::Green);
    let mut hand = vec![green];
    hand.extend(colour_cards(Colour::Red, extra));
    hero(g, 0).hand = hand;
    act(g, A::AttackGeneral);
    commit(g, &[green]);
    support::roll(g, &vec![2; usize::from(card_dice_of(green))]);
}

#[test]
fn paladin_rides_two_spaces_without_a_card() {
    let mut g = scene(&[HeroKind::Paladin]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    rides_two_spaces_for_one_action(&mut g, FATHER_OAK_FOREST);
}

/// Seat 0's hero on `from` may move up to 2 spaces (not 3) without a card, for 1 action.
pub(super) fn rides_two_spaces_for_one_action(g: &mut Defenders, from: Loc) {
    for l in at_distance(from, 2) {
        is_legal(g, A::SkillMove { to: l });
    }
    for l in at_distance(from, 3) {
        illegal(g, A::SkillMove { to: l });
    }
    let before = hero(g, 0).actions;
    let to = at_distance(from, 2)[0];
    act(g, A::SkillMove { to });
    assert_eq!(hero(g, 0).loc, to);
    assert_eq!(hero(g, 0).actions, before - 1);
}

#[test]
fn paladin_fears_nothing_and_takes_one_fewer_wound() {
    let mut g = scene(&[HeroKind::Paladin]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 2);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 4, "2 Undead - 1, no Fear");
    let mut g = scene(&[HeroKind::Paladin]);
    lose_to_gorgutt(&mut g);
    assert_eq!(hero(&mut g, 0).life, 4, "Gorgutt's 2 - 1");
}

#[test]
fn ranger_adds_one_on_a_green_location_and_gains_an_action_there() {
    let mut g = scene(&[HeroKind::Ranger]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[4]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Blue), 0, "4+1 hits a Dragonkin on green");
    hero(&mut g, 0).loc = WOLF_PASS;
    put(&mut g, WOLF_PASS, Colour::Blue, 1);
    act(&mut g, A::Engage { at: WOLF_PASS });
    support::roll(&mut g, &[4]);
    assert_eq!(minions(&g, WOLF_PASS, Colour::Blue), 1, "no bonus off green");
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 6, "5 + 1 on green");
}

#[test]
fn ranger_engages_an_adjacent_location_without_the_green_bonus() {
    let mut g = scene(&[HeroKind::Ranger]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    let far = at_distance(FATHER_OAK_FOREST, 2)[0];
    put(&mut g, far, Colour::Green, 1);
    illegal(&mut g, A::Engage { at: far });
    let n = *neighbours(FATHER_OAK_FOREST).iter().find(|&&n| n != MONARCH_CITY).unwrap();
    put(&mut g, n, Colour::Blue, 2);
    act(&mut g, A::Engage { at: n });
    assert_eq!(hero(&mut g, 0).actions, 4);
    support::roll(&mut g, &[4, 5]);
    assert_eq!(minions(&g, n, Colour::Blue), 1, "the 4 does not get the +1 at range");
    assert_eq!(hero(&mut g, 0).loc, FATHER_OAK_FOREST, "he does not move");
}

#[test]
fn rogue_takes_no_minion_wounds_but_fear_still_hits() {
    let mut g = scene(&[HeroKind::Rogue]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 5, "6 - Fear");
}

#[test]
fn rogue_hears_five_rumors_per_action() {
    let mut g = scene(&[HeroKind::Rogue]);
    hero(&mut g, 0).loc = EAGLE_NEST_INN;
    act(&mut g, A::Rumors { colour: Colour::Blue });
    let mut n = 0;
    while matches!(need(&g), Some(Need::HeroCard { .. })) {
        let c = deck_colour(&g, Colour::Blue);
        draw(&mut g, c);
        n += 1;
    }
    assert_eq!(n, 5);
    assert_eq!(hero(&mut g, 0).hand.len(), 5);
    act(&mut g, A::Rumors { colour: Colour::Blue });
    settle_quiet(&mut g);
    for colour in COLOURS {
        illegal(&mut g, A::Rumors { colour });
    }
}

#[test]
fn rogue_draws_an_extra_card_ending_his_turn_on_a_chest() {
    for (place, draws) in [(BOUNTY_BAY, 3), (WOLF_PASS, 2)] {
        let mut g = scene(&[HeroKind::Rogue]);
        hero(&mut g, 0).loc = place;
        end_day(&mut g);
        let mut n = 0;
        while matches!(need(&g), Some(Need::HeroCard { .. })) {
            let c = deck_colour(&g, Colour::Green);
            draw(&mut g, c);
            n += 1;
        }
        assert_eq!(n, draws, "{}", location(place).name);
        assert_eq!(hero(&mut g, 0).hand.len(), draws);
    }
}

#[test]
fn sorcerer_chooses_a_form_on_a_coloured_location_but_not_in_mc() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    next_turn(&mut g);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "no form in Monarch City");
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    next_turn(&mut g);
    assert_eq!(pending(&g), Some((0, Pending::Form)));
    act(&mut g, A::Form { colour: Some(Colour::Red) });
    assert_eq!(hero(&mut g, 0).form, Some(Colour::Red));
}

#[test]
fn sorcerer_in_form_takes_no_wounds_from_that_race() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).form = Some(Colour::Green);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Red, 1);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 5, "only the Demon wounds her");
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).form = Some(Colour::Black);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 2);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 6, "Undead form: no wounds and no Fear");
}

#[test]
fn sorcerer_in_undead_form_takes_the_fear_wound_under_the_table_variant() {
    // Rules notes §3.4: the default reading spares her the Fear (above); a table whose copy of
    // the card reads the other way switches `sorcerer_undead_form_takes_fear` on.
    let mut g = scene(&[HeroKind::Sorcerer]);
    g.config.sorcerer_undead_form_takes_fear = true;
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).form = Some(Colour::Black);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 2);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 5, "no wounds from the Undead, but the Fear");
    // Another form: the switch changes nothing (the Fear hits as for any hero).
    let mut g = scene(&[HeroKind::Sorcerer]);
    g.config.sorcerer_undead_form_takes_fear = true;
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).form = Some(Colour::Green);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    end_day(&mut g);
    assert_eq!(hero(&mut g, 0).life, 4, "1 Undead + Fear");
}

#[test]
fn the_undead_form_fear_switch_is_off_by_default_and_unsaved_when_off() {
    let off = DefendersConfig::default();
    assert!(!off.sorcerer_undead_form_takes_fear);
    let json = serde_json::to_value(&off).expect("serializes");
    assert!(json.get("sorcerer_undead_form_takes_fear").is_none(), "off: not written, old saves hash the same");
    let on: DefendersConfig =
        serde_json::from_value(serde_json::json!({"sorcerer_undead_form_takes_fear": true})).expect("a known field");
    assert!(on.sorcerer_undead_form_takes_fear);
    assert_eq!(serde_json::to_value(&on).expect("serializes")["sorcerer_undead_form_takes_fear"], true);
    assert!(serde_json::from_value::<DefendersConfig>(serde_json::json!({"sorcerer_undead_fear": true})).is_err());
}

#[test]
fn sorcerer_adds_two_on_her_first_engage_against_her_form_race() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).form = Some(Colour::Red);
    hero(&mut g, 0).form_bonus = [true, true];
    put(&mut g, FATHER_OAK_FOREST, Colour::Red, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    // blue 4 misses (no bonus for another race); red 2+2 hits; red 1 never hits.
    support::roll(&mut g, &[4, 2, 1]);
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 1, 1, 0]);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[4, 3]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Red), 1, "second Engage: 3 misses a Demon");
}

#[test]
fn sorcerer_adds_one_against_her_form_general() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).loc = BLIZZARD_MOUNTAINS;
    hero(&mut g, 0).form = Some(Colour::Blue);
    hero(&mut g, 0).form_bonus = [true, true];
    let blue = card(WOLF_PASS, Band::Gate);
    hero(&mut g, 0).hand = vec![blue];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[blue]);
    let events = g.apply_chance(&C::Die(4)).unwrap();
    assert!(
        events.contains(&DefendersEvent::GeneralWounded { general: General::Sapphire, hits: 1, remaining: 3 }),
        "4+1 = 5 hits Sapphire: {events:?}"
    );
    // Not defeated: the penalty (3 life, 1d6 cards), then she regenerates.
    support::roll(&mut g, &[1]);
    assert!(g.combat.is_none());
    assert_eq!(g.generals[General::Sapphire.index()].remaining, 4, "Sapphire regenerates");
    assert_eq!(hero(&mut g, 0).life, 3);
}

#[test]
fn sorcerer_in_form_may_not_enter_or_cross_mc_or_an_inn() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    let from = WOLF_PASS; // next to Monarch City
    assert!(neighbours(from).contains(&MONARCH_CITY));
    hero(&mut g, 0).loc = from;
    let horse = card(WOLF_PASS, Band::Horse);
    hero(&mut g, 0).hand = vec![horse];
    // A target two steps away only through MC or an Inn.
    let through: Vec<Loc> = at_distance(from, 2)
        .into_iter()
        .filter(|&t| {
            !neighbours(from)
                .iter()
                .any(|&m| m != MONARCH_CITY && location(m).kind != LocKind::Inn && neighbours(m).contains(&t))
        })
        .filter(|&t| t != MONARCH_CITY && location(t).kind != LocKind::Inn)
        .collect();
    assert!(!through.is_empty());
    is_legal(&g, A::Foot { to: MONARCH_CITY });
    is_legal(&g, A::CardMove { card: horse, to: through[0] });
    hero(&mut g, 0).form = Some(Colour::Blue);
    illegal(&mut g, A::Foot { to: MONARCH_CITY });
    illegal(&mut g, A::CardMove { card: horse, to: MONARCH_CITY });
    illegal(&mut g, A::CardMove { card: horse, to: through[0] });
}

#[test]
fn sorcerer_rolls_one_more_die_for_quests_and_heal_the_land() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).loc = BLOOD_FLATS;
    g.board[usize::from(BLOOD_FLATS)].crystals = 1;
    g.crystals -= 1;
    let red = colour_card(Colour::Red);
    hero(&mut g, 0).hand = vec![red];
    act(&mut g, A::HealLand { card: red });
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3);
    support::roll(&mut g, &[1, 1, 5]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 0);
    hero(&mut g, 0).loc = DARK_WOODS;
    hero(&mut g, 0).quest = Some(OpenQuest { quest: Quest::AmuletOfTheGods, minions: [0; 4], visited: 0 });
    illegal(&mut g, A::Quest { dice: 4 });
    act(&mut g, A::Quest { dice: 5 });
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 5);
}

#[test]
fn wizard_teleports_once_a_turn() {
    let mut g = scene(&[HeroKind::Wizard]);
    let far = EAGLE_NEST_INN;
    assert_eq!(distance(MONARCH_CITY, far), 5);
    act(&mut g, A::SkillMove { to: far });
    assert_eq!(hero(&mut g, 0).loc, far);
    assert_eq!(hero(&mut g, 0).actions, 4);
    for l in 0..LOCATION_COUNT as Loc {
        illegal(&mut g, A::SkillMove { to: l });
    }
    next_turn(&mut g);
    is_legal(&g, A::SkillMove { to: MONARCH_CITY });
}

#[test]
fn wizard_fireball_hits_every_minion_on_two_plus_with_a_matching_card() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    let blue = colour_card(Colour::Blue);
    let red = colour_card(Colour::Red);
    hero(&mut g, 0).hand = vec![blue, red];
    illegal(&mut g, A::Fireball { card: red });
    act(&mut g, A::Fireball { card: blue });
    assert_eq!(hero(&mut g, 0).actions, 4);
    assert_eq!(hero(&mut g, 0).hand, vec![red]);
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3, "one die per minion");
    support::roll(&mut g, &[2, 2, 1]);
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 0, 0, 1], "2+ hits even a Dragonkin");
}

#[test]
fn wizard_foresight_redraws_a_darkness_card_on_his_own_night() {
    let mut g = scene(&[HeroKind::Wizard]);
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    let first = dark_no(12);
    support::chance(&mut g, C::Dark(first));
    assert_eq!(pending(&g), Some((0, Pending::Foresight)));
    act(&mut g, A::Redraw);
    assert_eq!(g.dark_discard, vec![first]);
    assert_eq!(need(&g), Some(Need::Dark));
    support::chance(&mut g, C::Dark(quiet()));
    assert_ne!(pending(&g), Some((0, Pending::Foresight)), "one redraw per card");
    assert_eq!(g.generals[General::Balazarg.index()].step, 0, "the discarded card did nothing");
}

/// Resolves chance events (plainly) until the first Darkness draw is due.
pub(super) fn settle_to_dark(g: &mut Defenders) {
    loop {
        if need(g) == Some(Need::Dark) {
            return;
        }
        match need(g) {
            Some(Need::HeroCard { .. }) => {
                let c = deck_card(g, |_| true);
                support::chance(g, C::HeroCard(c));
            }
            Some(_) => {
                let o = outcomes(g)[0];
                support::chance(g, o);
            }
            None => match pending(g) {
                Some((_, Pending::Window { .. })) => act(g, A::Pass),
                other => panic!("unexpected {other:?} before the Darkness draw"),
            },
        }
    }
}

#[test]
fn wizard_foresight_is_not_offered_on_another_seats_night() {
    let mut g = scene(&[HeroKind::Paladin, HeroKind::Wizard]);
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    support::chance(&mut g, C::Dark(dark_no(12)));
    assert_ne!(pending(&g).map(|p| p.1), Some(Pending::Foresight));
    assert_eq!(pending(&g), Some((1, Pending::Action)), "the card resolved and the Wizard's turn began");
    assert_eq!(g.generals[General::Balazarg.index()].step, 1, "card #12 moved Balazarg");
}

// ---------------------------------------------------------------------------------------------
// Death and replacement (R25 note; ruling A-16)
// ---------------------------------------------------------------------------------------------

#[test]
fn a_hero_dying_at_the_wound_check_is_replaced_skips_evening_and_night_runs() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.seats[0].quests_done = vec![Quest::Rumors];
    let q = Quest::Scout(General::Varkolak);
    hero(&mut g, 0).quest = Some(OpenQuest { quest: q, minions: [0; 4], visited: 0 });
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    hero(&mut g, 0).life = 1;
    hero(&mut g, 0).hand = vec![colour_card(Colour::Red)];
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    act(&mut g, A::EndDay);
    assert!(g.seats[0].hero.is_none());
    assert_eq!(pending(&g), Some((0, Pending::ChooseHero)));
    assert!(g.quest_discard.contains(&q), "the open quest is discarded");
    assert!(g.hero_discard.contains(&colour_card(Colour::Red)), "so is the hand");
    illegal(&mut g, A::ChooseHero { hero: HeroKind::Wizard });
    act(&mut g, A::ChooseHero { hero: HeroKind::Paladin });
    let a = deck_colour(&g, Colour::Green);
    draw(&mut g, a);
    let b = deck_colour(&g, Colour::Blue);
    draw(&mut g, b);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 0 })), "then 1 quest");
    let q2 = match outcomes(&g)[0] {
        C::Quest(q) => q,
        _ => unreachable!(),
    };
    support::chance(&mut g, C::Quest(q2));
    // No Evening draws: straight to the Night's Darkness card.
    while let Some((_, Pending::Window { .. })) = pending(&g) {
        act(&mut g, A::Pass);
    }
    assert_eq!(need(&g), Some(Need::Dark), "Evening is skipped, Night still runs");
    let h = g.seats[0].hero.clone().unwrap();
    assert_eq!(h.kind, HeroKind::Paladin);
    assert_eq!(h.loc, MONARCH_CITY);
    assert_eq!(h.life, 5);
    assert_eq!(h.hand, vec![a, b]);
    assert_eq!(h.quest.map(|q| q.quest), Some(q2));
    assert_eq!(g.seats[0].quests_done, vec![Quest::Rumors], "completed quests are kept");
    settle_quiet(&mut g);
    while let Some((_, Pending::Window { .. })) = pending(&g) {
        act(&mut g, A::Pass);
        settle_quiet(&mut g);
    }
    assert_eq!(g.turn, 2);
    assert_eq!(hero(&mut g, 0).actions, 5, "the new hero plays the next turn");
}

#[test]
fn a_hero_killed_by_a_general_penalty_is_replaced_at_once() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).life = 2;
    lose_to_gorgutt(&mut g);
    assert!(g.seats[0].hero.is_none());
    assert_eq!(pending(&g), Some((0, Pending::ChooseHero)));
    act(&mut g, A::ChooseHero { hero: HeroKind::Rogue });
    settle_quiet(&mut g);
    let h = hero(&mut g, 0);
    assert_eq!(h.kind, HeroKind::Rogue);
    assert_eq!(h.hand.len(), 2);
    assert!(h.quest.is_some());
    assert_eq!(h.loc, MONARCH_CITY);
}

#[test]
fn dwarf_rerolls_every_failed_die_against_sapphire() {
    let mut g = scene(&[HeroKind::Dwarf]);
    hero(&mut g, 0).loc = BLIZZARD_MOUNTAINS;
    let blue = card(AMARAK_PEAK, Band::Eagle); // 2 dice
    hero(&mut g, 0).hand = vec![blue];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[blue]);
    support::roll(&mut g, &[2, 6]);
    assert_eq!(pending(&g), Some((0, Pending::Reroll)));
    act(&mut g, A::Reroll { source: Reroll::Dwarf });
    assert_eq!(g.roll.as_ref().unwrap().faces, vec![0, 6]);
    let ev = g.apply_chance(&C::Die(5)).unwrap();
    assert!(ev.contains(&DefendersEvent::GeneralWounded { general: General::Sapphire, hits: 2, remaining: 2 }));
}

#[test]
fn ranger_adds_one_against_a_general_on_a_green_location() {
    let mut g = scene(&[HeroKind::Ranger]);
    hero(&mut g, 0).loc = THORNY_WOODS; // green: Gorgutt hits on 3+
    let green = card(UNICORN_FOREST, Band::Gate);
    hero(&mut g, 0).hand = vec![green];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[green]);
    let ev = g.apply_chance(&C::Die(2)).unwrap();
    assert!(
        ev.contains(&DefendersEvent::GeneralWounded { general: General::Gorgutt, hits: 1, remaining: 5 }),
        "{ev:?}"
    );
}

#[test]
fn gorgutts_parries_count_the_ones_left_after_rerolls() {
    let mut g = scene(&[HeroKind::EagleRider]);
    hero(&mut g, 0).stance = Some(Stance::Ground);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let green = card(GREENLEAF_VILLAGE, Band::Eagle); // 2 dice
    hero(&mut g, 0).hand = vec![green];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[green]);
    support::roll(&mut g, &[1, 4]);
    act(&mut g, A::Reroll { source: Reroll::EagleGround });
    let ev = roll_events_h(&mut g, &[3, 3]);
    assert!(
        ev.contains(&DefendersEvent::GeneralWounded { general: General::Gorgutt, hits: 2, remaining: 4 }),
        "{ev:?}"
    );
}

fn roll_events_h(g: &mut Defenders, faces: &[u8]) -> Vec<DefendersEvent> {
    faces.iter().flat_map(|&f| g.apply_chance(&C::Die(f)).expect("a die")).collect()
}

#[test]
fn a_participant_killed_by_the_penalty_on_another_seats_turn_is_replaced_at_once() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    for s in 0..2 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    hero(&mut g, 1).life = 1;
    let green = card(UNICORN_FOREST, Band::Gate);
    hero(&mut g, 0).hand = vec![green];
    hero(&mut g, 1).hand = vec![colour_card(Colour::Red)];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[green]);
    support::roll(&mut g, &[2]);
    assert_eq!(hero(&mut g, 0).life, 3);
    assert!(g.seats[1].hero.is_none(), "the Paladin (2 - 1 = 1 life) falls");
    assert_eq!(pending(&g), Some((1, Pending::ChooseHero)));
    act(&mut g, A::ChooseHero { hero: HeroKind::Cleric });
    for _ in 0..2 {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
    }
    let q = match outcomes(&g)[0] {
        C::Quest(q) => q,
        o => panic!("{o:?}"),
    };
    support::chance(&mut g, C::Quest(q));
    assert_eq!(pending(&g), Some((0, Pending::Action)), "seat 0's Daytime goes on");
    assert_eq!(g.active, 0);
    assert_eq!(hero(&mut g, 0).loc, MONARCH_CITY);
    let h = g.seats[1].hero.clone().unwrap();
    assert_eq!((h.kind, h.loc, h.life, h.hand.len()), (HeroKind::Cleric, MONARCH_CITY, 6, 2));
}

#[test]
fn wizard_foresight_in_mid_war_for_each_card_keeping_its_role() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.generals[General::Gorgutt.index()].remaining = 0;
    assert_eq!(g.war_box(), 2);
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    support::chance(&mut g, C::Dark(quiet()));
    assert_eq!(pending(&g), Some((0, Pending::Foresight)), "first card");
    act(&mut g, A::Keep);
    while let Some((_, Pending::Window { .. })) = pending(&g) {
        act(&mut g, A::Pass);
    }
    assert_eq!(need(&g), Some(Need::Dark));
    support::chance(&mut g, C::Dark(dark_no(12)));
    assert_eq!(pending(&g), Some((0, Pending::Foresight)), "second card");
    act(&mut g, A::Redraw);
    let ev = g.apply_chance(&C::Dark(dark_no(1))).unwrap();
    assert!(ev.contains(&DefendersEvent::DarkDrawn { card: dark_no(1), full: false }), "General section only: {ev:?}");
    assert_eq!(g.general_loc(General::Varkolak), Some(WINDY_PASS));
    assert_eq!(g.board[usize::from(DRAGONS_TEETH_RANGE)].total(), 0, "no placement from a General-only card");
    assert_eq!(g.generals[General::Balazarg.index()].step, 0, "the discarded card did nothing");
}

#[test]
fn the_slayer_ability_works_in_monarch_city() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.seats[0].slayer = [General::Sapphire].into_iter().collect();
    put(&mut g, MONARCH_CITY, Colour::Blue, 2);
    put(&mut g, MONARCH_CITY, Colour::Red, 1);
    act(&mut g, A::Slay { general: General::Sapphire });
    assert_eq!(g.board[usize::from(MONARCH_CITY)].minions, [0, 0, 1, 0]);
}

#[test]
fn cleric_push_stops_when_no_neighbour_can_take_an_undead() {
    let mut g = scene(&[HeroKind::Cleric]);
    let here = FATHER_OAK_FOREST;
    hero(&mut g, 0).loc = here;
    put(&mut g, here, Colour::Black, 2);
    let ns: Vec<Loc> = neighbours(here).iter().copied().filter(|&n| n != MONARCH_CITY).collect();
    for &n in &ns[1..] {
        put(&mut g, n, Colour::Red, 3);
    }
    put(&mut g, ns[0], Colour::Red, 2);
    end_day(&mut g);
    assert_eq!(support::legal(&g), vec![A::Pick { target: Target::Loc(ns[0]) }]);
    act(&mut g, A::Pick { target: Target::Loc(ns[0]) });
    assert_eq!(minions(&g, here, Colour::Black), 1, "the second Undead has nowhere to go and stays");
    assert_eq!(hero(&mut g, 0).life, 4, "1 Undead + Fear");
}

#[test]
fn losing_a_general_combat_ends_the_sorcerers_form() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).form = Some(Colour::Red);
    lose_to_gorgutt(&mut g);
    assert_eq!(hero(&mut g, 0).loc, MONARCH_CITY);
    assert_eq!(hero(&mut g, 0).form, None);
}

//! The compound moves: healing N Life Tokens, a Darkness Spreads card's minions with its overruns.

use super::compound::{card_names, regular_card, REGULAR_CARDS};
use super::keys::*;
use super::ops::Rule;
use crate::games::defenders::data::{self, loc};
use crate::table::test_util::{numbers, one_step, refused, set, table, transfer, val};
use crate::table::{RuleOp, Table, TableKind};

fn dark(card: u8, a_there: i32, b_there: i32, full_neighbours: i32) -> RuleOp {
    RuleOp::Defenders(Rule::DarknessSpreads { card, a_there, b_there, full_neighbours })
}

fn at_night() -> Table {
    let mut t = table(TableKind::Defenders, &["Garrett", "Johnny"]);
    set(&mut t, "phase", None, NIGHT);
    t
}

#[test]
fn healing_n_tokens_is_the_same_as_n_single_heals_in_one_step() {
    let mut t = table(TableKind::Defenders, &["Garrett", "Johnny"]);
    transfer(&mut t, "life_active", "life_wounded", Some(1), 4);
    let mut by_hand = t.clone();
    transfer(&mut by_hand, "life_wounded", "life_used", Some(1), 3);
    let line = one_step(&mut t, RuleOp::Defenders(Rule::HealTokens { hero: 1, tokens: 3 }));
    assert_eq!((val(&t, "life_wounded", Some(1)), val(&t, "life_used", Some(1))), (1, 3));
    assert_eq!(numbers(&t), numbers(&by_hand));
    assert!(line.contains("Johnny") && line.contains("heals 3 Life Token"), "{line}");
    // Never above the card's number, never 0, never a missing hero.
    assert!(refused(&mut t, RuleOp::Defenders(Rule::HealTokens { hero: 1, tokens: 2 })).contains("Healing Wounds"));
    refused(&mut t, RuleOp::Defenders(Rule::HealTokens { hero: 1, tokens: 0 }));
    refused(&mut t, RuleOp::Defenders(Rule::HealTokens { hero: 5, tokens: 1 }));
}

#[test]
fn the_card_input_lists_the_46_regular_cards_by_number() {
    let names = card_names();
    assert_eq!(names.len(), usize::from(REGULAR_CARDS));
    for n in 1..=REGULAR_CARDS {
        assert!(regular_card(n).is_some(), "card #{n}");
        assert!(names[usize::from(n) - 1].starts_with(&format!("#{n} ")), "{}", names[usize::from(n) - 1]);
    }
    assert!(regular_card(REGULAR_CARDS + 1).is_none());
}

#[test]
fn a_card_without_overrun_places_its_minions_from_the_supply() {
    let mut t = at_night();
    // Card 7: Ghost Marsh (red, 2), Whispering Woods (green, 1).
    let ((a, 2), (b, 1)) = regular_card(7).expect("card 7") else { panic!("card 7's counts") };
    assert_eq!((data::location(a).name, data::location(b).name), ("Ghost Marsh", "Whispering Woods"));
    let mut by_hand = t.clone();
    transfer(&mut by_hand, "red.supply", "red.board", None, 2);
    transfer(&mut by_hand, "green.supply", "green.board", None, 1);
    let line = one_step(&mut t, dark(7, 1, 0, 0));
    assert_eq!(numbers(&t), numbers(&by_hand));
    assert_eq!(line, "Darkness Spreads #7: 2 Demons at Ghost Marsh, 1 Orc at Whispering Woods; then its General section: Varkolak to Father Oak Forest (+3), moved by hand");
}

#[test]
fn an_overrun_taints_and_spills_onto_every_neighbour() {
    let mut t = at_night();
    let ((a, _), (b, _)) = regular_card(7).expect("card 7");
    let outside: Vec<_> = data::neighbours(a).iter().filter(|&&n| n != b && n != loc::MONARCH_CITY).collect();
    let crystals = val(&t, "crystals", None);
    let (supply, board) = (val(&t, "red.supply", None), val(&t, "red.board", None));
    // 2 Demons there: the first makes 3, the second finds 3 and overruns (ruling A-2); one full
    // neighbour is tainted instead of taking its Demon.
    let line = one_step(&mut t, dark(7, 2, 0, 1));
    let spills = outside.len() as i32 - 1 + i32::from(data::neighbours(a).contains(&b));
    assert_eq!(val(&t, "crystals", None), crystals + 2, "the overrun's crystal and the full neighbour's");
    assert_eq!(val(&t, "red.board", None), board + 1 + spills);
    assert_eq!(val(&t, "red.supply", None), supply - 1 - spills);
    assert!(line.contains("overrun at Ghost Marsh") && line.contains("1 full neighbour tainted"), "{line}");
    // More full neighbours than there are is refused, and none without an overrun.
    let mut fresh = at_night();
    assert!(refused(&mut fresh, dark(7, 2, 0, outside.len() as i32 + 1)).contains("neighbour"));
    assert!(refused(&mut fresh, dark(7, 0, 0, 1)).contains("no overrun"));
}

#[test]
fn an_overrun_next_to_monarch_city_spills_into_the_city() {
    // A card naming a neighbour of Monarch City.
    let card = (1..=REGULAR_CARDS)
        .find(|&n| regular_card(n).is_some_and(|((a, _), _)| data::neighbours(a).contains(&loc::MONARCH_CITY)))
        .expect("a card next to Monarch City");
    let ((a, _), _) = regular_card(card).expect("the card");
    let colour = data::location(a).colour.expect("a colour");
    let city_key = COLS[colour.index()].city;
    let mut t = at_night();
    let line = one_step(&mut t, dark(card, 3, 0, 0));
    assert_eq!(val(&t, city_key, None), 1, "{line}");
    assert_eq!(val(&t, CITY, None), 1, "settle sums the City's minions");
    assert!(line.contains("1 into Monarch City"), "{line}");
}

#[test]
fn darkness_spreads_is_refused_by_day_and_a_short_supply_loses() {
    let mut t = table(TableKind::Defenders, &["Garrett"]);
    assert!(refused(&mut t, dark(7, 0, 0, 0)).contains("Night"));
    let mut t = at_night();
    refused(&mut t, dark(0, 0, 0, 0));
    refused(&mut t, dark(47, 0, 0, 0));
    refused(&mut t, dark(7, 4, 0, 0));
    // No Demon left in the supply: the card lacks minions, the game is lost (rulebook: Winning (or Losing) ii).
    let supply = val(&t, "red.supply", None);
    transfer(&mut t, "red.supply", "red.board", None, supply);
    let line = one_step(&mut t, dark(7, 0, 0, 0));
    assert_eq!(val(&t, SHORTAGE, None), 1, "{line}");
    assert!(line.contains("supply lacked 2"), "{line}");
    assert!(t.view().alerts.iter().any(|a| a.level == crate::table::AlertLevel::Loss), "{line}");
}

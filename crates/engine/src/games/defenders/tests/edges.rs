//! Edge cases found in review: ids off the tables, bonus actions under a penalty, the
//! Sorcerer's form bonus, and a Quest deck that holds only impossible quests.

use super::super::action::{DefendersAction as A, DefendersChance as C, Target};
use super::super::data::loc::*;
use super::super::data::*;
use super::super::state::*;
use super::heroes::{hero, scene};
use super::support;
use crate::core::{Game, Session};

#[test]
fn ids_off_the_tables_are_refused_without_panic_or_change() {
    let g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    let bad = [
        A::Play { card: 200 },
        A::Commit { card: 250 },
        A::Discard { card: 99 },
        A::CardMove { card: 255, to: 200 },
        A::Engage { at: 45 },
        A::Foot { to: 255 },
        A::Attacker { seat: 255 },
        A::Pick { target: Target::Hero(255) },
        A::Pick { target: Target::Loc(185) },
        A::Pick { target: Target::Dark(200) },
    ];
    for a in bad {
        let mut probe = g.clone();
        assert!(probe.apply(&a).is_err(), "{a:?} accepted");
        assert_eq!(probe, g, "{a:?} changed the state");
        assert!(!g.reveals(&a));
        assert!(!g.describe_action(&a).is_empty());
    }
    let rolling = g.clone();
    for c in [C::HeroCard(200), C::Dark(54), C::Dark(255), C::Die(0), C::Die(7)] {
        let mut probe = rolling.clone();
        assert!(probe.apply_chance(&c).is_err(), "{c:?} accepted");
        assert_eq!(probe, rolling);
        assert!(!g.describe_chance(&c).is_empty());
    }
    // Through a session too: `reveals` is asked before `apply`.
    let mut s = Session::<Defenders>::new(support::config(&[HeroKind::Wizard]), 3).unwrap();
    while s.to_act() == crate::core::ToAct::Chance {
        s.sample_chance().unwrap();
    }
    assert!(s.act(&A::Play { card: 200 }).is_err());
}

#[test]
fn a_penalty_takes_used_tokens_first_and_never_bonus_actions() {
    // ruling A-12: a Cleric with 6 life and Boots of Speed (8 actions) spends 1 attacking
    // Gorgutt and loses 2 life tokens: the used token and one unused one go, the bonus stays.
    let mut g = scene(&[HeroKind::Cleric]);
    {
        let h = hero(&mut g, 0);
        h.actions = 8;
        h.bonus = 2;
    }
    g.spend_action_for_test(0);
    assert_eq!(g.hero(0).unwrap().actions, 7);
    let mut events = crate::games::defenders::rules::Events::listed();
    g.wound(0, 2, &mut events);
    let h = g.hero(0).unwrap();
    assert_eq!(h.life, 4);
    assert_eq!(h.actions, 6, "4 unused tokens and 2 bonus actions");
    assert_eq!(h.bonus, 2);
    // Losing more than the unused tokens can absorb still leaves the bonus.
    g.wound(0, 3, &mut events);
    let h = g.hero(0).unwrap();
    assert_eq!((h.life, h.actions, h.bonus), (1, 3, 2));
}

#[test]
fn the_sorcerers_bonus_waits_for_her_forms_race() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    hero(&mut g, 0).form = Some(Colour::Red);
    hero(&mut g, 0).form_bonus = [true, true];
    support::put(&mut g, MONARCH_CITY, Colour::Green.index(), 1);
    support::act(&mut g, A::Engage { at: MONARCH_CITY });
    support::roll(&mut g, &[3]);
    assert!(g.hero(0).unwrap().form_bonus[0], "an Engage against Orcs leaves the Demon bonus");
    hero(&mut g, 0).loc = BLOOD_FLATS;
    support::put(&mut g, BLOOD_FLATS, Colour::Red.index(), 1);
    support::act(&mut g, A::Engage { at: BLOOD_FLATS });
    // A 2 + 2 = 4 defeats the Demon (4+) only with the bonus.
    support::roll(&mut g, &[2]);
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].minions[Colour::Red.index()], 0);
    assert!(!g.hero(0).unwrap().form_bonus[0]);
}

#[test]
fn a_quest_deck_of_impossible_quests_leaves_the_hero_without_a_quest() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.generals[General::Gorgutt.index()].remaining = 0;
    g.seats[0].generals.push(General::Gorgutt);
    // Every other quest is done or held elsewhere: only the impossible Scout is in the pile.
    g.quest_deck = crate::core::Deck::new();
    g.quest_discard = vec![Quest::Scout(General::Gorgutt)];
    g.seats[0].quests_done = QUEST_LIST.iter().copied().filter(|&q| q != Quest::Scout(General::Gorgutt)).collect();
    let mut events = crate::games::defenders::rules::Events::listed();
    g.draw_quest(0, &mut events);
    assert_eq!(g.hero(0).unwrap().quest, None);
    assert_eq!(g.quest_discard, vec![Quest::Scout(General::Gorgutt)]);
    assert!(!matches!(g.tasks.top(), Some((_, Task::Chance(_)))), "no draw is pending");
}

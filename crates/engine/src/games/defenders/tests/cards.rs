//! General combat (rules notes §3.5, §3.8; §5.1 rows 8-11) and the purple cards (§3.14, R81-R85).

use super::super::action::{DefendersAction as A, DefendersChance as C, DefendersEvent, Target};
use super::super::data::loc::*;
use super::super::data::*;
use super::super::state::*;
use super::heroes::{
    act, card, card_dice_of, colour_card, colour_cards, commit, dark_no, deck_card, deck_colour, draw, hero, illegal,
    is_legal, lose_to_gorgutt_keeping, minions, need, next_turn, outcomes, pending, purple, put, quiet, refused, scene,
    settle_quiet, settle_to_dark,
};
use super::support;
use crate::core::{Deck, Game};

/// Hits still needed against `g`.
fn remaining(g: &Defenders, gen: General) -> u8 {
    g.generals[gen.index()].remaining
}

/// Rolls these faces one by one, returning every event.
fn roll_events(g: &mut Defenders, faces: &[u8]) -> Vec<DefendersEvent> {
    let mut ev = Vec::new();
    for &f in faces {
        ev.extend(g.apply_chance(&C::Die(f)).expect("a die"));
    }
    ev
}

// ---------------------------------------------------------------------------------------------
// Attacking a General, step by step (R34; row 8)
// ---------------------------------------------------------------------------------------------

#[test]
fn attacking_a_general_step_by_step_then_the_slayer_ability() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = DARK_WOODS;
    let sea = card(SEA_BIRD_PORT, Band::Eagle); // black, 2 dice
    let fire = card(FIRE_RIVER, Band::Gate); // black, 1 die
    let red = colour_card(Colour::Red);
    let gate = purple(Special::MagicGate); // Varkolak's portrait, 2 dice
    let hammer = purple(Special::HammerOfValor); // any portrait, 2 dice
    let purity = purple(Special::SpellOfPurity); // Balazarg's portrait
    hero(&mut g, 0).hand = vec![sea, fire, red, gate, hammer, purity];
    // 1) all minions on the General's location must be gone first.
    put(&mut g, DARK_WOODS, Colour::Black, 1);
    illegal(&mut g, A::AttackGeneral);
    act(&mut g, A::Engage { at: DARK_WOODS });
    support::roll(&mut g, &[4]);
    assert_eq!(g.board[usize::from(DARK_WOODS)].total(), 0);
    // 2) 1 action to initiate.
    act(&mut g, A::AttackGeneral);
    assert_eq!(hero(&mut g, 0).actions, 3);
    assert_eq!(pending(&g), Some((0, Pending::Commit)));
    // 3) cards bearing the General's portrait (black cards, Varkolak's and "any" purple cards).
    let legal = support::legal(&g);
    for c in [sea, fire, gate, hammer] {
        assert!(legal.contains(&A::Commit { card: c }), "{c} should be committable");
    }
    for c in [red, purity] {
        assert!(!legal.contains(&A::Commit { card: c }), "{c} bears another portrait");
    }
    refused(&mut g, A::Commit { card: red });
    assert!(!legal.contains(&A::Done), "the lone initiator must commit a card");
    commit(&mut g, &[sea, fire, gate]);
    // The Hammer of Valor still in hand opens a card window before the roll; pass it.
    assert!(matches!(pending(&g), Some((0, Pending::Window { point: WindowPoint::Combat }))));
    act(&mut g, A::Pass);
    // 5) roll one die per printed die.
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 5);
    assert!(matches!(g.roll.as_ref().unwrap().purpose, RollFor::GeneralAttack { seat: 0 }));
    let ev = roll_events(&mut g, &[4, 3, 6, 5, 4]);
    assert!(ev.contains(&DefendersEvent::GeneralWounded { general: General::Varkolak, hits: 4, remaining: 1 }));
    // 4 hits of 5: not yet. The penalty follows (1d6 life, 1d6 cards) — a different test.
    assert_eq!(remaining(&g, General::Varkolak), 1);
}

#[test]
fn defeating_a_general_gives_the_card_three_cards_each_and_advances_the_war() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = DARK_WOODS;
    let sea = card(SEA_BIRD_PORT, Band::Eagle);
    let fire = card(FIRE_RIVER, Band::Gate);
    let gate = purple(Special::MagicGate);
    let red = colour_card(Colour::Red);
    hero(&mut g, 0).hand = vec![sea, fire, gate, red];
    assert_eq!(g.war_box(), 1);
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[sea, fire, gate]);
    support::roll(&mut g, &[4, 5, 6, 4, 4]);
    // 6-7) defeated: the General card, the Slayer ability, War Status +1.
    assert_eq!(remaining(&g, General::Varkolak), 0);
    assert_eq!(g.generals[General::Varkolak.index()].slain_by, Some(0));
    assert_eq!(g.seats[0].generals.to_vec(), vec![General::Varkolak]);
    assert_eq!(g.seats[0].slayer.to_vec(), vec![General::Varkolak]);
    assert_eq!(g.war_box(), 2);
    assert_eq!(g.general_at(DARK_WOODS), None, "the General leaves the board");
    assert!(g.hero_discard.contains(&sea) && g.hero_discard.contains(&fire));
    assert_eq!(g.purple_out, vec![gate], "a committed purple card leaves play");
    // 3 Hero cards for the hero.
    let mut drawn = 0;
    while matches!(need(&g), Some(Need::HeroCard { seat: 0 })) {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
        drawn += 1;
    }
    assert_eq!(drawn, 3);
    assert_eq!(hero(&mut g, 0).hand.len(), 4);
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    // The Slayer ability: 1 action, that race's minions only, no dice.
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    let actions = hero(&mut g, 0).actions;
    let black = g.supply[Colour::Black.index()];
    act(&mut g, A::Slay { general: General::Varkolak });
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 0, 0, 1]);
    assert_eq!(g.supply[Colour::Black.index()], black + 2);
    assert_eq!(hero(&mut g, 0).actions, actions - 1);
    assert!(g.roll.is_none());
    illegal(&mut g, A::Slay { general: General::Varkolak });
    illegal(&mut g, A::Slay { general: General::Gorgutt });
}

#[test]
fn a_general_cannot_be_attacked_without_a_usable_card() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = THORNY_WOODS;
    hero(&mut g, 0).hand = vec![colour_card(Colour::Red), purple(Special::MagicGate)];
    illegal(&mut g, A::AttackGeneral);
    hero(&mut g, 0).hand.push(purple(Special::CavalrySweep));
    is_legal(&g, A::AttackGeneral);
}

// ---------------------------------------------------------------------------------------------
// Failing (R36-R39; row 9)
// ---------------------------------------------------------------------------------------------

#[test]
fn a_lost_combat_costs_the_penalty_moves_to_mc_and_starts_a_minor_heal() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let eagle = card(GREENLEAF_VILLAGE, Band::Eagle); // 2 dice
    let gate = card(UNICORN_FOREST, Band::Gate); // 1 die
    let keep = colour_cards(Colour::Red, 3);
    let mut hand = vec![eagle, gate];
    hand.extend(&keep);
    hero(&mut g, 0).hand = hand;
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[eagle, gate]);
    support::roll(&mut g, &[3, 2, 2]);
    assert_eq!(remaining(&g, General::Gorgutt), 5, "one hit");
    // Gorgutt: 2 life, 2 cards (the player's choice).
    assert_eq!(hero(&mut g, 0).life, 3);
    assert_eq!(pending(&g), Some((0, Pending::Discard { count: 2 })));
    act(&mut g, A::Discard { card: keep[0] });
    act(&mut g, A::Discard { card: keep[2] });
    let h = hero(&mut g, 0).clone();
    assert_eq!(h.hand, vec![keep[1]]);
    assert_eq!(h.loc, MONARCH_CITY);
    assert!(g.hero_discard.contains(&eagle) && g.hero_discard.contains(&gate), "committed cards discarded");
    assert_eq!(g.generals[General::Gorgutt.index()].heal_from, Some(g.turn + 1), "minor: heals from turn t+1");
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 5, "no heal at the end of the attacker's turn");
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 6, "healed at the end of the next turn");
    assert_eq!(g.generals[General::Gorgutt.index()].heal_from, None);
}

#[test]
fn a_major_wound_heals_after_a_full_round_and_stops_the_generals_advance() {
    let mut g = scene(&[HeroKind::Cleric, HeroKind::Paladin]);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let a = card(GREENLEAF_VILLAGE, Band::Eagle);
    let b = card(GRYPHON_FOREST, Band::Eagle);
    hero(&mut g, 0).hand = vec![a, b];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[a, b]);
    support::roll(&mut g, &[3, 3, 3, 3]);
    assert_eq!(remaining(&g, General::Gorgutt), 2);
    assert!(g.in_major_zone(General::Gorgutt));
    assert_eq!(g.generals[General::Gorgutt.index()].heal_from, Some(1 + 2), "t + N seats");
    // Night: card #24 would move Gorgutt to Amarak Peak; the major wound holds him.
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    let ev = g.apply_chance(&C::Dark(dark_no(24))).unwrap();
    assert!(ev.iter().any(|e| matches!(e, DefendersEvent::GeneralHeld { general: General::Gorgutt, .. })), "{ev:?}");
    assert_eq!(g.generals[General::Gorgutt.index()].step, 0);
    loop {
        settle_quiet(&mut g);
        match pending(&g) {
            Some((_, Pending::Window { .. })) => act(&mut g, A::Pass),
            _ => break,
        }
    }
    assert_eq!(g.turn, 2);
    assert_eq!(remaining(&g, General::Gorgutt), 2);
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 2, "not before the attacker's next turn ends");
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 3);
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 4, "then 1 box at the end of every turn");
}

#[test]
fn sapphire_returns_to_full_health_after_a_lost_combat() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = BLIZZARD_MOUNTAINS;
    let a = card(AMARAK_PEAK, Band::Eagle);
    let b = card(DRAGONS_TEETH_RANGE, Band::Eagle);
    hero(&mut g, 0).hand = vec![a, b];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[a, b]);
    let ev = roll_events(&mut g, &[5, 6, 5, 2]);
    assert!(ev.contains(&DefendersEvent::GeneralWounded { general: General::Sapphire, hits: 3, remaining: 1 }));
    // Penalty: 3 life, then 1d6 cards (hand is empty).
    support::roll(&mut g, &[4]);
    assert_eq!(hero(&mut g, 0).life, 2);
    assert_eq!(remaining(&g, General::Sapphire), 4);
    assert_eq!(g.generals[General::Sapphire.index()].heal_from, None);
}

#[test]
fn balazarg_penalty_is_a_d3_of_life_and_the_whole_hand() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = SCORPION_CANYON;
    let red = card(BLOOD_FLATS, Band::Gate);
    let others = colour_cards(Colour::Green, 4);
    let mut hand = vec![red];
    hand.extend(&others);
    hero(&mut g, 0).hand = hand;
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[red]);
    support::roll(&mut g, &[3]); // corruption: kept
    support::roll(&mut g, &[2]); // attack: miss
    support::roll(&mut g, &[5]); // d3 = 3
    let h = hero(&mut g, 0).clone();
    assert_eq!(h.life, 2);
    assert!(h.hand.is_empty(), "all cards");
    assert_eq!(h.loc, MONARCH_CITY);
}

#[test]
fn varkolak_penalty_is_a_d6_of_life_and_a_d6_of_cards() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).loc = DARK_WOODS;
    let black = card(FIRE_RIVER, Band::Gate);
    let others = colour_cards(Colour::Green, 4);
    let mut hand = vec![black];
    hand.extend(&others);
    hero(&mut g, 0).hand = hand;
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[black]);
    support::roll(&mut g, &[2]); // miss
    support::roll(&mut g, &[4]); // 4 life
    assert_eq!(hero(&mut g, 0).life, 2);
    support::roll(&mut g, &[3]); // 3 of 4 cards: chosen
    assert_eq!(pending(&g), Some((0, Pending::Discard { count: 3 })));
    for &c in &others[..3] {
        act(&mut g, A::Discard { card: c });
    }
    assert_eq!(hero(&mut g, 0).hand, vec![others[3]]);
}

// ---------------------------------------------------------------------------------------------
// Group attack (R49; row 10)
// ---------------------------------------------------------------------------------------------

#[test]
fn group_attack_commit_order_attacker_choice_and_shared_penalty() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin, HeroKind::Dwarf]);
    for s in 0..3 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    let greens = colour_cards(Colour::Green, 4);
    let red = colour_cards(Colour::Red, 3);
    hero(&mut g, 0).hand = vec![greens[0], greens[1]];
    hero(&mut g, 1).hand = vec![greens[2], red[1]];
    hero(&mut g, 2).hand = vec![red[2]];
    act(&mut g, A::AttackGeneral);
    let c = g.combat.clone().unwrap();
    assert_eq!(c.participants, vec![0, 1, 2], "every hero on the location takes part");
    // The others commit first; the initiator last.
    assert_eq!(pending(&g), Some((1, Pending::Commit)));
    is_legal(&g, A::Done);
    act(&mut g, A::Commit { card: greens[2] });
    // Seat 2 holds nothing usable: skipped. Seat 0 may stop, since someone committed.
    assert_eq!(pending(&g), Some((0, Pending::Commit)));
    is_legal(&g, A::Done);
    act(&mut g, A::Commit { card: greens[0] });
    act(&mut g, A::Done);
    // The initiator picks the order; a hero with no dice does not attack.
    assert_eq!(pending(&g), Some((0, Pending::NextAttacker)));
    let legal = support::legal(&g);
    assert_eq!(legal.len(), 2);
    assert!(legal.contains(&A::Attacker { seat: 0 }) && legal.contains(&A::Attacker { seat: 1 }));
    act(&mut g, A::Attacker { seat: 1 });
    assert!(matches!(g.roll.as_ref().unwrap().purpose, RollFor::GeneralAttack { seat: 1 }));
    support::roll(&mut g, &[2]);
    // The last attacker rolls without a question.
    assert!(matches!(g.roll.as_ref().unwrap().purpose, RollFor::GeneralAttack { seat: 0 }));
    support::roll(&mut g, &[2]);
    // Everyone pays: 2 life (the Paladin and the Dwarf 1) and 2 cards (whole hands here).
    assert_eq!(hero(&mut g, 0).life, 3);
    assert_eq!(hero(&mut g, 1).life, 4);
    assert_eq!(hero(&mut g, 2).life, 4);
    for s in 0..3 {
        assert!(hero(&mut g, s).hand.is_empty(), "seat {s} lost its cards");
        assert_eq!(hero(&mut g, s).loc, MONARCH_CITY, "seat {s} carried to MC");
    }
    assert!(g.hero_discard.contains(&greens[0]) && g.hero_discard.contains(&greens[2]));
    assert_eq!(hero(&mut g, 0).actions, 3, "1 action to attack, then wounded to 3 life");
}

#[test]
fn the_initiator_must_commit_when_nobody_else_did() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    for s in 0..2 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    let greens = colour_cards(Colour::Green, 3);
    hero(&mut g, 0).hand = vec![greens[0], greens[1]];
    hero(&mut g, 1).hand = vec![greens[2]];
    act(&mut g, A::AttackGeneral);
    assert_eq!(pending(&g), Some((1, Pending::Commit)));
    act(&mut g, A::Done);
    assert_eq!(pending(&g), Some((0, Pending::Commit)));
    illegal(&mut g, A::Done);
    act(&mut g, A::Commit { card: greens[0] });
    is_legal(&g, A::Done);
}

#[test]
fn a_combat_with_no_committed_card_is_called_off_and_the_action_given_back() {
    // The initiator holds nothing usable; the other hero does but passes. Ruling A-14: with no
    // card of one's own, initiating is legal only if another hero commits, so the attack never
    // took place and the action comes back.
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    for s in 0..2 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    hero(&mut g, 0).hand = vec![colour_card(Colour::Red)];
    hero(&mut g, 1).hand = vec![colour_card(Colour::Green)];
    act(&mut g, A::AttackGeneral);
    let events = g.apply(&A::Done).expect("Done is legal");
    assert!(events.contains(&DefendersEvent::CombatCalledOff { general: General::Gorgutt, seat: 0 }));
    assert!(g.combat.is_none());
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    assert_eq!(hero(&mut g, 0).actions, 5, "the action is given back");
    assert_eq!(hero(&mut g, 0).loc, THORNY_WOODS, "no penalty, no move");
    assert_eq!(hero(&mut g, 1).hand.len(), 1);
}

#[test]
fn a_called_off_combat_gives_back_a_bonus_action_as_a_bonus_action() {
    // The initiator's last action is a bonus action (not a life token): it comes back as one,
    // and the Daytime goes on with it.
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    for s in 0..2 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    hero(&mut g, 0).actions = 1;
    hero(&mut g, 0).bonus = 1;
    hero(&mut g, 1).hand = vec![colour_card(Colour::Green)];
    act(&mut g, A::AttackGeneral);
    assert_eq!((hero(&mut g, 0).actions, hero(&mut g, 0).bonus), (0, 0));
    act(&mut g, A::Done);
    assert_eq!((hero(&mut g, 0).actions, hero(&mut g, 0).bonus), (1, 1));
    assert_eq!(pending(&g), Some((0, Pending::Action)), "the Daytime goes on");
}

#[test]
fn group_win_the_final_blow_takes_the_card_and_every_participant_draws_three() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin, HeroKind::Dwarf]);
    for s in 0..3 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    g.generals[General::Gorgutt.index()].remaining = 2;
    let greens = colour_cards(Colour::Green, 3);
    for s in 0..3u8 {
        hero(&mut g, s).hand = vec![greens[usize::from(s)]];
    }
    act(&mut g, A::AttackGeneral);
    // Seats 1 and 2 commit their only card (no further question), then the initiator.
    assert_eq!(pending(&g), Some((1, Pending::Commit)));
    act(&mut g, A::Commit { card: greens[1] });
    act(&mut g, A::Commit { card: greens[2] });
    act(&mut g, A::Commit { card: greens[0] });
    act(&mut g, A::Attacker { seat: 1 });
    support::roll(&mut g, &vec![3; usize::from(card_dice_of(greens[1]))]);
    assert_eq!(remaining(&g, General::Gorgutt), 2 - card_dice_of(greens[1]).min(2));
    assert_eq!(pending(&g), Some((0, Pending::NextAttacker)), "chosen again after seeing the result");
    act(&mut g, A::Attacker { seat: 2 });
    support::roll(&mut g, &vec![4; usize::from(card_dice_of(greens[2]))]);
    assert_eq!(remaining(&g, General::Gorgutt), 0);
    assert_eq!(g.seats[2].generals.to_vec(), vec![General::Gorgutt], "the final blow");
    assert!(g.seats[0].generals.is_empty() && g.seats[1].generals.is_empty());
    assert!(g.hero_discard.contains(&greens[0]), "the initiator never rolled; his card is discarded anyway");
    let mut order = Vec::new();
    while let Some(Need::HeroCard { seat }) = need(&g) {
        order.push(seat);
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
    }
    assert_eq!(order, vec![0, 0, 0, 1, 1, 1, 2, 2, 2]);
    assert_eq!(g.war_box(), 2);
}

// ---------------------------------------------------------------------------------------------
// The Generals' skills (R40-R45; row 11)
// ---------------------------------------------------------------------------------------------

#[test]
fn balazarg_corrupts_each_committed_card_on_a_one() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).loc = SCORPION_CANYON;
    let ruins = card(ANCIENT_RUINS, Band::Eagle); // 2 dice
    let flats = card(BLOOD_FLATS, Band::Gate); // 1 die
    let purity = purple(Special::SpellOfPurity); // Balazarg, 2 dice
    hero(&mut g, 0).hand = vec![ruins, flats, purity];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[ruins, flats, purity]);
    let roll = g.roll.clone().unwrap();
    assert_eq!(roll.purpose, RollFor::Corruption);
    assert_eq!(roll.faces.len(), 3, "one die per committed card, purple included (C-28)");
    support::roll(&mut g, &[1, 3, 1]);
    assert!(g.hero_discard.contains(&ruins));
    assert!(g.purple_out.contains(&purity));
    let roll = g.roll.clone().unwrap();
    assert_eq!(roll.purpose, RollFor::GeneralAttack { seat: 0 });
    assert_eq!(roll.faces.len(), 1, "only the uncorrupted card's die");
}

#[test]
fn gorgutt_parries_with_ones_across_heroes() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    for s in 0..2 {
        hero(&mut g, s).loc = THORNY_WOODS;
    }
    let p1 = card(GREENLEAF_VILLAGE, Band::Eagle); // 2
    let p2 = card(UNICORN_FOREST, Band::Gate); // 1
    let w = card(GRYPHON_FOREST, Band::Eagle); // 2
    hero(&mut g, 1).hand = vec![p1, p2];
    hero(&mut g, 0).hand = vec![w];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[p1, p2]);
    act(&mut g, A::Commit { card: w });
    act(&mut g, A::Attacker { seat: 1 });
    // Two 1s: one cancels this roll's hit, one is kept for later heroes.
    support::roll(&mut g, &[1, 1, 3]);
    assert_eq!(remaining(&g, General::Gorgutt), 6);
    assert_eq!(g.combat.as_ref().unwrap().parries, 1);
    let ev = roll_events(&mut g, &[3, 4]);
    assert!(ev.contains(&DefendersEvent::GeneralWounded { general: General::Gorgutt, hits: 1, remaining: 5 }));
}

#[test]
fn varkolak_allows_no_rerolls() {
    for (gen, at, c) in [
        (General::Varkolak, DARK_WOODS, card(FIRE_RIVER, Band::Gate)),
        (General::Gorgutt, THORNY_WOODS, card(UNICORN_FOREST, Band::Gate)),
    ] {
        let mut g = scene(&[HeroKind::EagleRider]);
        hero(&mut g, 0).stance = Some(Stance::Ground);
        hero(&mut g, 0).rewards.push(Quest::UnicornSteed);
        hero(&mut g, 0).loc = at;
        let luck = purple(Special::BattleLuck);
        hero(&mut g, 0).hand = vec![c, luck];
        act(&mut g, A::AttackGeneral);
        commit(&mut g, &[c]);
        support::roll(&mut g, &[2]);
        if gen == General::Varkolak {
            assert_ne!(pending(&g).map(|p| p.1), Some(Pending::Reroll), "no re-roll against Varkolak");
            assert!(g.reroll_sources(0).is_empty());
        } else {
            assert_eq!(pending(&g), Some((0, Pending::Reroll)));
            let legal = support::legal(&g);
            for s in [Reroll::EagleGround, Reroll::Unicorn, Reroll::BattleLuck] {
                assert!(legal.contains(&A::Reroll { source: s }), "{s:?} against {gen:?}");
            }
        }
    }
}

#[test]
fn several_reroll_sources_may_each_be_used_once_in_one_combat() {
    let mut g = scene(&[HeroKind::Dwarf]);
    hero(&mut g, 0).rewards.push(Quest::UnicornSteed);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 2);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2, 3]);
    act(&mut g, A::Reroll { source: Reroll::Dwarf });
    support::roll(&mut g, &[2, 6]);
    assert_eq!(support::legal(&g), vec![A::Reroll { source: Reroll::Unicorn }, A::Keep]);
    act(&mut g, A::Reroll { source: Reroll::Unicorn });
    assert_eq!(g.roll.as_ref().unwrap().faces, vec![0, 6], "only the failed die");
    support::roll(&mut g, &[5]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Blue), 0);
}

// ---------------------------------------------------------------------------------------------
// Exemptions: War Banner of Valor, Easier 2 (ruling A-15)
// ---------------------------------------------------------------------------------------------

#[test]
fn war_banner_cancels_the_penalty_and_the_move() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::WarBannerOfValor);
    lose_to_gorgutt_keeping(&mut g, 3);
    let h = hero(&mut g, 0).clone();
    assert_eq!(h.life, 5);
    assert_eq!(h.hand.len(), 3);
    assert_eq!(h.loc, THORNY_WOODS);
    assert_eq!(h.rewards, vec![Quest::WarBannerOfValor], "a permanent reward");
}

#[test]
fn easier_two_cancels_the_penalty_but_not_the_move() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.config.easier_no_penalty = true;
    lose_to_gorgutt_keeping(&mut g, 3);
    let h = hero(&mut g, 0).clone();
    assert_eq!(h.life, 5);
    assert_eq!(h.hand.len(), 3);
    assert_eq!(h.loc, MONARCH_CITY);
}

// ---------------------------------------------------------------------------------------------
// Purple cards (§3.14)
// ---------------------------------------------------------------------------------------------

#[test]
fn magic_gate_places_a_gate_anywhere_without_one_and_leaves_play() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::MagicGate);
    hero(&mut g, 0).hand = vec![c];
    act(&mut g, A::Play { card: c });
    assert_eq!(hero(&mut g, 0).actions, 5, "no action");
    assert_eq!(pending(&g), Some((0, Pending::Effect(Effect::PlaceGate))));
    illegal(&mut g, A::Pick { target: Target::Loc(DANCING_STONE) });
    let gates = g.gates;
    act(&mut g, A::Pick { target: Target::Loc(MONARCH_CITY) });
    assert!(g.board[usize::from(MONARCH_CITY)].gate);
    assert_eq!(g.gates, gates - 1);
    assert_eq!(g.purple_out, vec![c]);
    assert!(!g.hero_discard.contains(&c));
    // Illegal with every token out (ruling A-19).
    hero(&mut g, 0).hand = vec![c];
    g.gates = 0;
    illegal(&mut g, A::Play { card: c });
}

#[test]
fn hammer_of_valor_moves_any_hero_anywhere_but_a_sorcerer_in_form_not_into_mc() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Sorcerer]);
    let c = purple(Special::HammerOfValor);
    hero(&mut g, 0).hand = vec![c];
    hero(&mut g, 1).loc = FATHER_OAK_FOREST;
    hero(&mut g, 1).form = Some(Colour::Green);
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Pick { target: Target::Hero(1) });
    illegal(&mut g, A::Pick { target: Target::Loc(MONARCH_CITY) });
    illegal(&mut g, A::Pick { target: Target::Loc(CHIMERA_INN) });
    act(&mut g, A::Pick { target: Target::Loc(DRAGONS_TEETH_RANGE) });
    assert_eq!(hero(&mut g, 1).loc, DRAGONS_TEETH_RANGE);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "one hero only");
    assert_eq!(g.purple_out, vec![c]);
}

#[test]
fn spell_of_purity_returns_every_crystal_of_one_location() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::SpellOfPurity);
    hero(&mut g, 0).hand = vec![c];
    g.board[usize::from(BLOOD_FLATS)].crystals = 3;
    g.board[usize::from(WOLF_PASS)].crystals = 1;
    g.crystals -= 4;
    act(&mut g, A::Play { card: c });
    illegal(&mut g, A::Pick { target: Target::Loc(FATHER_OAK_FOREST) });
    act(&mut g, A::Pick { target: Target::Loc(BLOOD_FLATS) });
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 0);
    assert_eq!(g.board[usize::from(WOLF_PASS)].crystals, 1);
    assert_eq!(g.crystals, 11);
    // Not playable with no crystal on the board.
    g.board[usize::from(WOLF_PASS)].crystals = 0;
    hero(&mut g, 0).hand = vec![c];
    illegal(&mut g, A::Play { card: c });
}

#[test]
fn elven_archers_clear_two_green_locations() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::ElvenArchers);
    hero(&mut g, 0).hand = vec![c];
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    put(&mut g, RAVEN_FOREST, Colour::Green, 1);
    put(&mut g, MINOTAUR_FOREST, Colour::Red, 1);
    put(&mut g, BLOOD_FLATS, Colour::Green, 1);
    act(&mut g, A::Play { card: c });
    illegal(&mut g, A::Pick { target: Target::Loc(BLOOD_FLATS) });
    act(&mut g, A::Pick { target: Target::Loc(FATHER_OAK_FOREST) });
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].total(), 0, "every minion there");
    act(&mut g, A::Pick { target: Target::Loc(RAVEN_FOREST) });
    assert_eq!(g.board[usize::from(RAVEN_FOREST)].total(), 0);
    assert_eq!(pending(&g), Some((0, Pending::Action)), "two locations only");
    assert_eq!(minions(&g, MINOTAUR_FOREST, Colour::Red), 1);
    assert_eq!(minions(&g, BLOOD_FLATS, Colour::Green), 1);
}

#[test]
fn battle_strategy_clears_three_locations_then_pushes_a_general_back() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::BattleStrategy);
    hero(&mut g, 0).hand = vec![c];
    for l in [FATHER_OAK_FOREST, WOLF_PASS, BLOOD_FLATS, FIRE_RIVER] {
        put(&mut g, l, Colour::Black, 2);
    }
    g.generals[General::Balazarg.index()].step = 2;
    act(&mut g, A::Play { card: c });
    for l in [FATHER_OAK_FOREST, WOLF_PASS, BLOOD_FLATS] {
        act(&mut g, A::Pick { target: Target::Loc(l) });
        assert_eq!(g.board[usize::from(l)].total(), 0);
    }
    assert_eq!(g.board[usize::from(FIRE_RIVER)].total(), 2, "three locations");
    illegal(&mut g, A::Pick { target: Target::Loc(FIRE_RIVER) });
    illegal(&mut g, A::Pick { target: Target::General(General::Gorgutt) }); // at its start
    act(&mut g, A::Pick { target: Target::General(General::Balazarg) });
    assert_eq!(g.generals[General::Balazarg.index()].step, 1);
    assert_eq!(g.general_loc(General::Balazarg), Some(RAVEN_FOREST));
    assert_eq!(pending(&g), Some((0, Pending::Action)));
}

#[test]
fn all_is_quiet_skips_this_turns_darkness_draws() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::AllIsQuiet);
    hero(&mut g, 0).hand = vec![c];
    act(&mut g, A::Play { card: c });
    assert!(g.night.skip);
    let deck = g.dark_deck.len();
    let drawn = next_turn(&mut g);
    assert!(drawn.is_empty(), "no Darkness card drawn");
    assert_eq!(g.dark_deck.len(), deck);
    assert_eq!(g.purple_out, vec![c]);
    // The next Night draws again.
    let drawn = next_turn(&mut g);
    assert_eq!(drawn.len(), 1);
}

#[test]
fn all_is_quiet_played_by_another_seat_at_the_start_of_night() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    let c = purple(Special::AllIsQuiet);
    hero(&mut g, 1).hand = vec![c];
    act(&mut g, A::EndDay);
    while need(&g).is_some() {
        let o = deck_card(&g, |_| true);
        support::chance(&mut g, C::HeroCard(o));
    }
    assert_eq!(pending(&g), Some((1, Pending::Window { point: WindowPoint::NightStart })));
    let deck = g.dark_deck.len();
    let ev = g.apply(&A::Play { card: c }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, DefendersEvent::DarkDrawn { .. })), "{ev:?}");
    assert_eq!(g.turn, 2, "the Night passed without a draw");
    assert_eq!(g.dark_deck.len(), deck);
}

#[test]
fn battle_luck_rerolls_the_failed_dice_once_and_leaves_play() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::BattleLuck);
    hero(&mut g, 0).hand = vec![c];
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    illegal(&mut g, A::Play { card: c });
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2, 4]);
    assert_eq!(support::legal(&g), vec![A::Reroll { source: Reroll::BattleLuck }, A::Keep]);
    act(&mut g, A::Reroll { source: Reroll::BattleLuck });
    assert_eq!(g.purple_out, vec![c]);
    assert!(hero(&mut g, 0).hand.is_empty());
    assert_eq!(g.roll.as_ref().unwrap().faces, vec![0, 4]);
    support::roll(&mut g, &[3]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Green), 0);
}

#[test]
fn battle_fury_costs_an_action_and_clears_the_heros_location() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::BattleFury);
    hero(&mut g, 0).hand = vec![c];
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    illegal(&mut g, A::Play { card: c });
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Black, 1);
    act(&mut g, A::Play { card: c });
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].total(), 0);
    assert_eq!(hero(&mut g, 0).actions, 4);
    assert_eq!(g.purple_out, vec![c]);
    // With no action left it cannot be played.
    hero(&mut g, 0).hand = vec![c];
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    hero(&mut g, 0).actions = 0;
    illegal(&mut g, A::Play { card: c });
}

#[test]
fn local_information_draws_five_at_an_inn_without_counting_as_rumors() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::LocalInformation);
    hero(&mut g, 0).hand = vec![c];
    illegal(&mut g, A::Play { card: c });
    hero(&mut g, 0).loc = GRYPHON_INN;
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Pick { target: Target::Colour(Colour::Black) });
    let mut kept = 0;
    for i in 0..5 {
        let colour = if i % 2 == 0 { Colour::Black } else { Colour::Red };
        let d = deck_colour(&g, colour);
        draw(&mut g, d);
        kept += usize::from(colour == Colour::Black);
    }
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    assert_eq!(hero(&mut g, 0).hand.len(), kept);
    assert_eq!(hero(&mut g, 0).actions, 5);
    assert_eq!(g.this_turn.rumors, 0);
    is_legal(&g, A::Rumors { colour: Colour::Red });
}

#[test]
fn kings_guard_attack_removes_up_to_six_minions_in_and_around_mc() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::KingsGuardAttack);
    hero(&mut g, 0).hand = vec![c];
    put(&mut g, MONARCH_CITY, Colour::Black, 1);
    put(&mut g, WOLF_PASS, Colour::Blue, 2);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 3);
    put(&mut g, ORC_VALLEY, Colour::Red, 1);
    put(&mut g, BLOOD_FLATS, Colour::Red, 1); // not next to MC
    act(&mut g, A::Play { card: c });
    illegal(&mut g, A::Pick { target: Target::Minion(BLOOD_FLATS, Colour::Red) });
    for (l, col) in [
        (MONARCH_CITY, Colour::Black),
        (WOLF_PASS, Colour::Blue),
        (WOLF_PASS, Colour::Blue),
        (FATHER_OAK_FOREST, Colour::Green),
        (FATHER_OAK_FOREST, Colour::Green),
        (FATHER_OAK_FOREST, Colour::Green),
    ] {
        act(&mut g, A::Pick { target: Target::Minion(l, col) });
    }
    assert_eq!(pending(&g), Some((0, Pending::Action)), "six at most");
    assert_eq!(minions(&g, ORC_VALLEY, Colour::Red), 1);
    assert_eq!(minions(&g, BLOOD_FLATS, Colour::Red), 1);
    assert_eq!(g.board[usize::from(MONARCH_CITY)].total(), 0);
    // Stopping at will.
    hero(&mut g, 0).hand = vec![c];
    g.purple_out.clear();
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Done);
    assert_eq!(minions(&g, ORC_VALLEY, Colour::Red), 1);
}

#[test]
fn cavalry_sweep_two_per_location_six_in_all_dragonkin_count_two() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::CavalrySweep);
    hero(&mut g, 0).hand = vec![c];
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 3);
    put(&mut g, WOLF_PASS, Colour::Blue, 1);
    put(&mut g, WOLF_PASS, Colour::Green, 2);
    put(&mut g, MONARCH_CITY, Colour::Blue, 1);
    put(&mut g, MONARCH_CITY, Colour::Green, 1);
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Pick { target: Target::Loc(FATHER_OAK_FOREST) });
    act(&mut g, A::Pick { target: Target::Minion(FATHER_OAK_FOREST, Colour::Green) });
    act(&mut g, A::Pick { target: Target::Minion(FATHER_OAK_FOREST, Colour::Green) });
    illegal(&mut g, A::Pick { target: Target::Minion(FATHER_OAK_FOREST, Colour::Green) });
    act(&mut g, A::Pick { target: Target::Loc(WOLF_PASS) });
    illegal(&mut g, A::Pick { target: Target::Loc(FATHER_OAK_FOREST) });
    act(&mut g, A::Pick { target: Target::Minion(WOLF_PASS, Colour::Blue) }); // 2 of the 6
    act(&mut g, A::Pick { target: Target::Minion(WOLF_PASS, Colour::Green) });
    illegal(&mut g, A::Pick { target: Target::Minion(WOLF_PASS, Colour::Green) });
    act(&mut g, A::Pick { target: Target::Loc(MONARCH_CITY) });
    // One left: a Dragonkin (2) is too much.
    illegal(&mut g, A::Pick { target: Target::Minion(MONARCH_CITY, Colour::Blue) });
    act(&mut g, A::Pick { target: Target::Minion(MONARCH_CITY, Colour::Green) });
    assert_eq!(pending(&g), Some((0, Pending::Action)), "the sweep is spent");
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].minions, [0, 0, 0, 1]);
    assert_eq!(g.board[usize::from(WOLF_PASS)].minions, [0, 0, 0, 1]);
    assert_eq!(g.board[usize::from(MONARCH_CITY)].minions, [0, 1, 0, 0]);
    assert_eq!(g.purple_out, vec![c]);
}

#[test]
fn dark_visions_reveals_five_throws_out_and_orders_the_rest() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::DarkVisions);
    hero(&mut g, 0).hand = vec![c];
    act(&mut g, A::Play { card: c });
    let cards = [quiet(), dark_no(12), dark_no(1), dark_no(24), dark_no(40)];
    for &d in &cards {
        assert_eq!(need(&g), Some(Need::Dark), "5 chance events");
        support::chance(&mut g, C::Dark(d));
    }
    assert!(matches!(pending(&g), Some((0, Pending::Effect(Effect::Visions { .. })))));
    // Keep quiet, throw out #12, keep #1, keep #24, throw out #40.
    for keep in [true, false, true, true, false] {
        act(&mut g, if keep { A::Keep } else { A::Pass });
    }
    assert_eq!(g.dark_discard, vec![dark_no(12), dark_no(40)], "thrown out to the discard pile");
    // Order: #24 first, then #1, then All is Quiet.
    act(&mut g, A::Pick { target: Target::Dark(dark_no(24)) });
    act(&mut g, A::Pick { target: Target::Dark(dark_no(1)) });
    assert_eq!(pending(&g), Some((0, Pending::Action)));
    assert_eq!(g.dark_deck.known_top(), &[dark_no(24), dark_no(1), quiet()]);
    assert_eq!(g.purple_out, vec![c]);
    // The Night draws #24 without a chance event.
    let drawn = next_turn(&mut g);
    assert!(drawn.is_empty(), "known cards are drawn without chance");
    assert_eq!(g.dark_deck.known_top(), &[dark_no(1), quiet()]);
    assert!(g.dark_discard.contains(&dark_no(24)));
    assert_eq!(g.general_loc(General::Gorgutt), Some(AMARAK_PEAK), "#24 moved Gorgutt");
}

/// Ends seat 0's Daytime and plays to the first Darkness card, which is `card`.
fn night_with(g: &mut Defenders, card: DarkCardId) {
    act(g, A::EndDay);
    settle_to_dark(g);
    support::chance(g, C::Dark(card));
}

/// Passes windows and settles to the next turn's first decision.
fn finish_night(g: &mut Defenders) {
    loop {
        settle_quiet(g);
        match pending(g) {
            Some((_, Pending::Window { .. })) => act(g, A::Pass),
            Some((_, Pending::Action | Pending::Stance | Pending::Form)) => break,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(g.turn, 2);
}

#[test]
fn militia_secures_area_in_another_seats_window_cancels_one_placement() {
    let mut g = scene(&[HeroKind::Cleric, HeroKind::Paladin]);
    let c = purple(Special::MilitiaSecuresArea);
    hero(&mut g, 1).hand = vec![c];
    // #12: Ancient Ruins 1 red, Sea Bird Port 1 black; Balazarg → Raven Forest +2.
    night_with(&mut g, dark_no(12));
    assert_eq!(pending(&g), Some((1, Pending::Window { point: WindowPoint::Revealed })), "seat 1's window");
    act(&mut g, A::Play { card: c });
    illegal(&mut g, A::Pick { target: Target::Loc(RAVEN_FOREST) });
    act(&mut g, A::Pick { target: Target::Loc(ANCIENT_RUINS) });
    finish_night(&mut g);
    assert_eq!(g.board[usize::from(ANCIENT_RUINS)].total(), 0, "cancelled");
    assert_eq!(minions(&g, SEA_BIRD_PORT, Colour::Black), 1);
    assert_eq!(minions(&g, RAVEN_FOREST, Colour::Red), 2, "the General still advances");
    assert_eq!(g.purple_out, vec![c]);
}

#[test]
fn militia_secures_area_is_not_playable_outside_a_revealed_card() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::MilitiaSecuresArea);
    hero(&mut g, 0).hand = vec![c];
    illegal(&mut g, A::Play { card: c });
}

#[test]
fn strong_defenses_cancel_the_generals_advance() {
    let mut g = scene(&[HeroKind::Cleric]);
    let c = purple(Special::StrongDefenses);
    hero(&mut g, 0).hand = vec![c];
    illegal(&mut g, A::Play { card: c });
    night_with(&mut g, dark_no(12));
    assert_eq!(pending(&g), Some((0, Pending::Window { point: WindowPoint::Revealed })));
    act(&mut g, A::Play { card: c });
    finish_night(&mut g);
    assert_eq!(g.generals[General::Balazarg.index()].step, 0);
    assert_eq!(minions(&g, RAVEN_FOREST, Colour::Red), 0);
    assert_eq!(minions(&g, ANCIENT_RUINS, Colour::Red), 1, "placements still happen");
    assert_eq!(g.purple_out, vec![c]);
}

#[test]
fn spy_in_the_camp_stops_one_general_healing_this_turn() {
    let mut g = scene(&[HeroKind::Wizard]);
    let c = purple(Special::SpyInTheCamp);
    hero(&mut g, 0).hand = vec![c];
    g.generals[General::Gorgutt.index()].remaining = 4;
    g.generals[General::Gorgutt.index()].heal_from = Some(g.turn);
    g.generals[General::Varkolak.index()].remaining = 3;
    g.generals[General::Varkolak.index()].heal_from = Some(g.turn);
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Pick { target: Target::General(General::Gorgutt) });
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 4, "spied: no heal");
    assert_eq!(remaining(&g, General::Varkolak), 4, "the others heal");
    next_turn(&mut g);
    assert_eq!(remaining(&g, General::Gorgutt), 5, "only for that turn");
}

// ---------------------------------------------------------------------------------------------
// The Hero deck (R84-R85; row 26)
// ---------------------------------------------------------------------------------------------

#[test]
fn a_depleted_hero_deck_reshuffles_the_discards_without_purple_cards() {
    let mut g = scene(&[HeroKind::Wizard]);
    let plain = [colour_card(Colour::Red), colour_card(Colour::Blue), colour_card(Colour::Green)];
    g.hero_deck = Deck::new();
    g.hero_discard = plain.to_vec();
    g.purple_out = vec![purple(Special::SpyInTheCamp), purple(Special::BattleLuck)];
    hero(&mut g, 0).loc = CHIMERA_INN;
    act(&mut g, A::Rumors { colour: Colour::Red });
    let mut outs = outcomes(&g);
    outs.sort_by_key(|o| format!("{o:?}"));
    let mut want: Vec<C> = plain.iter().map(|&c| C::HeroCard(c)).collect();
    want.sort_by_key(|o| format!("{o:?}"));
    assert_eq!(outs, want, "only the discarded plain cards");
    assert!(g.hero_discard.is_empty());
    assert_eq!(g.purple_out.len(), 2, "used purple cards stay out");
}

#[test]
fn a_purple_card_discarded_at_the_hand_limit_leaves_play() {
    let mut g = scene(&[HeroKind::Wizard]);
    let spy = purple(Special::SpyInTheCamp);
    let mut hand = vec![spy];
    hand.extend(colour_cards(Colour::Green, 9));
    hero(&mut g, 0).hand = hand;
    act(&mut g, A::EndDay);
    for _ in 0..2 {
        let d = deck_colour(&g, Colour::Red);
        draw(&mut g, d);
    }
    assert_eq!(pending(&g), Some((0, Pending::Discard { count: 2 })));
    act(&mut g, A::Discard { card: spy });
    assert_eq!(g.purple_out, vec![spy]);
}

// ---------------------------------------------------------------------------------------------
// Card-play windows the rules notes list (§2) but the engine does not open yet
// ---------------------------------------------------------------------------------------------

#[test]
fn a_window_opens_for_the_other_seats_at_the_start_of_daytime() {
    let mut g = scene(&[HeroKind::Cleric, HeroKind::Paladin]);
    let spy = purple(Special::SpyInTheCamp);
    hero(&mut g, 0).hand = vec![spy];
    act(&mut g, A::EndDay);
    while g.turn == 1 {
        settle_quiet(&mut g);
        match pending(&g) {
            Some((0, Pending::Window { .. })) => act(&mut g, A::Pass),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        matches!(pending(&g), Some((0, Pending::Window { .. }))),
        "seat 0 may play Spy in the Camp as seat 1's Daytime starts; got {:?}",
        pending(&g)
    );
}

#[test]
fn a_window_opens_in_a_general_combat_after_the_commitments() {
    let mut g = scene(&[HeroKind::Cleric, HeroKind::Paladin]);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let green = card(UNICORN_FOREST, Band::Gate);
    hero(&mut g, 0).hand = vec![green];
    hero(&mut g, 1).hand = vec![purple(Special::SpyInTheCamp)];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[green]);
    assert!(
        matches!(pending(&g), Some((1, Pending::Window { .. }))),
        "seat 1 may play a card before the attack roll; got {:?}",
        g.tasks.top()
    );
}

//! Quests and their rewards (rules notes §3.9, §3.14; F§6; rulings; R86-R91).

use super::super::action::{DefendersAction as A, DefendersChance as C, DefendersEvent, Target};
use super::super::data::loc::*;
use super::super::data::*;
use super::super::state::*;
use super::heroes::{
    act, at_distance, card, commit, dark_no, deck_card, deck_colour, draw, hero, illegal, is_legal, minions, need,
    next_turn, outcomes, pending, purple, put, rides_two_spaces_for_one_action, scene, settle_quiet, settle_to_dark,
};
use super::support;
use crate::core::{Game, Seat};

/// Gives `seat` this open quest.
fn give(g: &mut Defenders, seat: Seat, q: Quest) {
    hero(g, seat).quest = Some(OpenQuest { quest: q, minions: [0; 4], visited: 0 });
}

/// The open quest of `seat`.
fn open(g: &Defenders, seat: Seat) -> Option<OpenQuest> {
    g.hero(seat).and_then(|h| h.quest)
}

/// Draws this quest for the pending Quest need.
fn draw_quest(g: &mut Defenders, q: Quest) {
    assert!(matches!(need(g), Some(Need::Quest { .. })), "a quest draw should be pending: {:?}", g.tasks.top());
    support::chance(g, C::Quest(q));
}

// ---------------------------------------------------------------------------------------------
// Roll quests
// ---------------------------------------------------------------------------------------------

#[test]
fn amulet_needs_a_six_on_four_dice_at_dark_woods_and_a_miss_discards_it() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::AmuletOfTheGods);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    illegal(&mut g, A::Quest { dice: 4 });
    hero(&mut g, 0).loc = DARK_WOODS;
    illegal(&mut g, A::Quest { dice: 3 });
    act(&mut g, A::Quest { dice: 4 });
    assert_eq!(hero(&mut g, 0).actions, 4);
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 4);
    support::roll(&mut g, &[5, 5, 5, 5]);
    assert_eq!(open(&g, 0), None);
    assert_eq!(g.quest_discard, vec![Quest::AmuletOfTheGods], "Fail→discard (C-10)");
    assert!(g.seats[0].quests_done.is_empty());
    draw_quest(&mut g, Quest::HelmOfPower);
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::HelmOfPower), "a new quest at once");
}

#[test]
fn amulet_success_scores_and_grants_plus_one_per_die() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::AmuletOfTheGods);
    hero(&mut g, 0).loc = DARK_WOODS;
    act(&mut g, A::Quest { dice: 4 });
    support::roll(&mut g, &[1, 2, 3, 6]);
    assert_eq!(g.seats[0].quests_done, vec![Quest::AmuletOfTheGods]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::AmuletOfTheGods]);
    draw_quest(&mut g, Quest::HelmOfPower);
    // +1 against minions: a 2 kills an Orc (3+) …
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    support::roll(&mut g, &[2]);
    assert_eq!(minions(&g, FATHER_OAK_FOREST, Colour::Green), 0);
    // … and against Generals: a 2 hits Gorgutt (3+).
    hero(&mut g, 0).loc = THORNY_WOODS;
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
fn war_banner_five_plus_on_three_dice_may_be_retried() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::WarBannerOfValor);
    hero(&mut g, 0).loc = FIRE_RIVER;
    act(&mut g, A::Quest { dice: 3 });
    support::roll(&mut g, &[4, 4, 4]);
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::WarBannerOfValor), "kept: may be retried");
    assert!(g.quest_discard.is_empty());
    act(&mut g, A::Quest { dice: 3 });
    support::roll(&mut g, &[5, 1, 1]);
    assert_eq!(g.seats[0].quests_done, vec![Quest::WarBannerOfValor]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::WarBannerOfValor]);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 0 })));
}

#[test]
fn envoys_need_five_plus_on_three_dice_and_a_miss_discards() {
    for (q, at) in
        [(Quest::AmazonEnvoy, LAND_OF_AMAZONS), (Quest::DukeEnvoy, MCCORM_HIGHLANDS), (Quest::ElfEnvoy, HEAVENS_GLADE)]
    {
        let mut g = scene(&[HeroKind::Wizard]);
        give(&mut g, 0, q);
        hero(&mut g, 0).loc = at;
        act(&mut g, A::Quest { dice: 3 });
        support::roll(&mut g, &[4, 4, 4]);
        assert_eq!(open(&g, 0), None, "{q:?}");
        assert_eq!(g.quest_discard, vec![q]);
    }
}

#[test]
fn amaraks_blessing_needs_a_six_on_three_dice() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::AmaraksBlessing);
    hero(&mut g, 0).loc = RAVEN_FOREST;
    act(&mut g, A::Quest { dice: 3 });
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3);
    support::roll(&mut g, &[5, 5, 5]);
    assert_eq!(g.quest_discard, vec![Quest::AmaraksBlessing]);
    draw_quest(&mut g, Quest::KingOfTheGryphons);
    give(&mut g, 0, Quest::AmaraksBlessing);
    act(&mut g, A::Quest { dice: 3 });
    support::roll(&mut g, &[6, 1, 1]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::AmaraksBlessing]);
}

#[test]
fn unicorn_steed_rolls_one_die_per_action_chosen() {
    let mut g = scene(&[HeroKind::Cleric]);
    give(&mut g, 0, Quest::UnicornSteed);
    hero(&mut g, 0).loc = UNICORN_FOREST;
    hero(&mut g, 0).actions = 4;
    for d in 1..=4 {
        is_legal(&g, A::Quest { dice: d });
    }
    illegal(&mut g, A::Quest { dice: 5 });
    act(&mut g, A::Quest { dice: 3 });
    assert_eq!(hero(&mut g, 0).actions, 1, "3 actions for 3 dice");
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3);
    support::roll(&mut g, &[4, 4, 4]);
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::UnicornSteed), "retry allowed");
    hero(&mut g, 0).actions = 3;
    act(&mut g, A::Quest { dice: 1 });
    support::roll(&mut g, &[5]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::UnicornSteed]);
    draw_quest(&mut g, Quest::HelmOfPower);
    // The reward: Horse movement without a card (1 action).
    assert_eq!(hero(&mut g, 0).actions, 2);
    rides_two_spaces_for_one_action(&mut g, UNICORN_FOREST);
}

#[test]
fn sorcerer_adds_a_die_to_unicorn_steed_too() {
    let mut g = scene(&[HeroKind::Sorcerer]);
    give(&mut g, 0, Quest::UnicornSteed);
    hero(&mut g, 0).loc = UNICORN_FOREST;
    act(&mut g, A::Quest { dice: 2 });
    assert_eq!(hero(&mut g, 0).actions, 3);
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3, "2 actions + her extra die");
}

#[test]
fn other_roll_quests_sites_and_dice() {
    for (q, at, dice, miss, hit) in [
        (Quest::BootsOfSpeed, MOUNTAINS_OF_MIST, 4, 5, 6),
        (Quest::HelmOfPower, ANCIENT_RUINS, 4, 5, 6),
        (Quest::KingOfTheGryphons, GRYPHON_FOREST, 3, 4, 5),
        (Quest::CrystalOfLight, ENCHANTED_GLADE, 3, 4, 5),
        (Quest::AncientTreeOfMagic, GREENLEAF_VILLAGE, 4, 5, 6),
    ] {
        let mut g = scene(&[HeroKind::Wizard]);
        give(&mut g, 0, q);
        hero(&mut g, 0).loc = at;
        act(&mut g, A::Quest { dice });
        support::roll(&mut g, &vec![miss; usize::from(dice)]);
        assert_eq!(open(&g, 0), None, "{q:?}: a miss discards it");
        draw_quest(&mut g, Quest::Raids);
        give(&mut g, 0, q);
        act(&mut g, A::Quest { dice });
        let mut faces = vec![1; usize::from(dice)];
        faces[0] = hit;
        support::roll(&mut g, &faces);
        assert_eq!(g.seats[0].quests_done, vec![q]);
        assert_eq!(hero(&mut g, 0).rewards, vec![q]);
    }
}

// ---------------------------------------------------------------------------------------------
// Visit quests: Rumors, Organize Militia
// ---------------------------------------------------------------------------------------------

#[test]
fn rumors_completes_on_visiting_the_three_inns_in_ones_own_turn_and_draws_four() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    give(&mut g, 0, Quest::Rumors);
    give(&mut g, 1, Quest::Rumors);
    hero(&mut g, 0).loc = neighbours(CHIMERA_INN)[0];
    act(&mut g, A::Foot { to: CHIMERA_INN });
    assert_eq!(open(&g, 0).unwrap().visited, 0b001, "no action needed");
    assert_eq!(hero(&mut g, 0).actions, 4, "only the move's action");
    act(&mut g, A::SkillMove { to: EAGLE_NEST_INN });
    assert_eq!(open(&g, 0).unwrap().visited, 0b011);
    // Moved onto an Inn in another seat's turn: not a visit.
    let hammer = purple(Special::HammerOfValor);
    hero(&mut g, 0).hand = vec![hammer];
    act(&mut g, A::Play { card: hammer });
    act(&mut g, A::Pick { target: Target::Hero(1) });
    act(&mut g, A::Pick { target: Target::Loc(GRYPHON_INN) });
    assert_eq!(open(&g, 1).unwrap().visited, 0);
    // The third Inn completes it: 4 Hero cards, then a new quest.
    g.board[usize::from(GRYPHON_INN)].gate = true;
    let gate = card(SERPENT_SWAMP, Band::Gate);
    hero(&mut g, 0).hand = vec![gate];
    act(&mut g, A::CardMove { card: gate, to: GRYPHON_INN });
    assert_eq!(g.seats[0].quests_done, vec![Quest::Rumors]);
    let mut n = 0;
    while matches!(need(&g), Some(Need::HeroCard { seat: 0 })) {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
        n += 1;
    }
    assert_eq!(n, 4);
    assert_eq!(hero(&mut g, 0).hand.len(), 4);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 0 })));
    assert!(hero(&mut g, 0).rewards.is_empty(), "an instant reward");
}

#[test]
fn rumors_visit_counts_at_the_start_of_ones_turn() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::Rumors);
    hero(&mut g, 0).loc = GRYPHON_INN;
    assert_eq!(open(&g, 0).unwrap().visited, 0);
    next_turn(&mut g);
    assert_eq!(open(&g, 0).unwrap().visited, 0b100);
}

#[test]
fn organize_militia_takes_an_action_at_each_of_three_locations() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::OrganizeMilitia);
    illegal(&mut g, A::Quest { dice: 0 });
    for (i, l) in [PLEASANT_HILL, MCCORM_HIGHLANDS, GREENLEAF_VILLAGE].into_iter().enumerate() {
        hero(&mut g, 0).loc = l;
        act(&mut g, A::Quest { dice: 0 });
        assert_eq!(hero(&mut g, 0).actions, 4 - i as u8);
        if i < 2 {
            assert_eq!(open(&g, 0).unwrap().visited.count_ones(), i as u32 + 1);
            illegal(&mut g, A::Quest { dice: 0 });
        }
    }
    assert_eq!(g.seats[0].quests_done, vec![Quest::OrganizeMilitia]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::OrganizeMilitia]);
}

// ---------------------------------------------------------------------------------------------
// Find Magic Gate (ruling A-19)
// ---------------------------------------------------------------------------------------------

#[test]
fn find_magic_gate_completes_by_building_on_a_red_location() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::FindMagicGate);
    let blue = card(WOLF_PASS, Band::Gate);
    let red = card(BLOOD_FLATS, Band::Gate);
    hero(&mut g, 0).hand = vec![blue, red];
    hero(&mut g, 0).loc = WOLF_PASS;
    act(&mut g, A::BuildGate { card: blue });
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::FindMagicGate), "blue: no");
    hero(&mut g, 0).loc = BLOOD_FLATS;
    act(&mut g, A::BuildGate { card: red });
    assert_eq!(g.seats[0].quests_done, vec![Quest::FindMagicGate]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::FindMagicGate]);
}

#[test]
fn find_magic_gate_needs_the_build_action_not_the_purple_magic_gate() {
    // F§6: "normal gate-building rules" — the purple card places a gate but builds nothing.
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::FindMagicGate);
    let c = purple(Special::MagicGate);
    hero(&mut g, 0).hand = vec![c];
    act(&mut g, A::Play { card: c });
    act(&mut g, A::Pick { target: Target::Loc(ORC_VALLEY) });
    assert!(g.board[usize::from(ORC_VALLEY)].gate);
    assert!(g.seats[0].quests_done.is_empty());
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::FindMagicGate));
}

#[test]
fn find_magic_gate_becomes_impossible_when_the_fifth_gate_is_built() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    give(&mut g, 1, Quest::FindMagicGate);
    g.gates = 1;
    let blue = card(WOLF_PASS, Band::Gate);
    hero(&mut g, 0).hand = vec![blue];
    hero(&mut g, 0).loc = WOLF_PASS;
    act(&mut g, A::BuildGate { card: blue });
    assert_eq!(g.gates, 0);
    assert_eq!(open(&g, 1), None);
    assert_eq!(g.quest_discard, vec![Quest::FindMagicGate]);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 1 })), "a new quest at once");
    draw_quest(&mut g, Quest::Raids);
    assert_eq!(open(&g, 1).map(|q| q.quest), Some(Quest::Raids));
}

#[test]
fn find_magic_gate_drawn_with_every_gate_out_is_discarded_and_redrawn() {
    let mut g = scene(&[HeroKind::Wizard]);
    g.gates = 0;
    give(&mut g, 0, Quest::AmuletOfTheGods);
    hero(&mut g, 0).loc = DARK_WOODS;
    act(&mut g, A::Quest { dice: 4 });
    support::roll(&mut g, &[6, 1, 1, 1]);
    draw_quest(&mut g, Quest::FindMagicGate);
    assert_eq!(open(&g, 0), None);
    assert_eq!(g.quest_discard, vec![Quest::FindMagicGate]);
    draw_quest(&mut g, Quest::Raids);
    assert_eq!(open(&g, 0).map(|q| q.quest), Some(Quest::Raids));
}

// ---------------------------------------------------------------------------------------------
// Kill-count quests (ruling A-17)
// ---------------------------------------------------------------------------------------------

#[test]
fn raids_minions_go_onto_the_card_and_back_to_supply_on_completion() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::Raids);
    let here = FATHER_OAK_FOREST;
    hero(&mut g, 0).loc = here;
    put(&mut g, here, Colour::Black, 2);
    put(&mut g, here, Colour::Green, 1);
    let supply = g.supply;
    assert_eq!(supply, [23, 25, 25, 24]);
    act(&mut g, A::Engage { at: here });
    support::roll(&mut g, &[5, 6, 3]);
    assert_eq!(open(&g, 0).unwrap().minions, [1, 0, 0, 1], "one of each colour needed");
    assert_eq!(g.supply[0], supply[0] + 1, "the extra Undead goes to supply");
    assert_eq!(g.supply[3], supply[3], "the Orc is on the card");
    put(&mut g, here, Colour::Blue, 1);
    put(&mut g, here, Colour::Red, 1);
    act(&mut g, A::Engage { at: here });
    support::roll(&mut g, &[5, 4]);
    assert_eq!(g.seats[0].quests_done, vec![Quest::Raids]);
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::Raids]);
    assert_eq!(g.supply, [25; 4], "the card's minions all back to supply");
    assert!(open(&g, 0).is_none());
}

#[test]
fn hunters_count_kills_by_any_of_the_holders_means() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::DragonHunter);
    let here = WOLF_PASS;
    hero(&mut g, 0).loc = here;
    put(&mut g, here, Colour::Blue, 2);
    put(&mut g, here, Colour::Green, 1);
    let fury = purple(Special::BattleFury);
    hero(&mut g, 0).hand = vec![fury];
    act(&mut g, A::Play { card: fury });
    assert_eq!(open(&g, 0).unwrap().minions, [0, 2, 0, 0]);
    put(&mut g, MONARCH_CITY, Colour::Blue, 2);
    let kga = purple(Special::KingsGuardAttack);
    hero(&mut g, 0).hand = vec![kga];
    act(&mut g, A::Play { card: kga });
    act(&mut g, A::Pick { target: Target::Minion(MONARCH_CITY, Colour::Blue) });
    assert_eq!(g.seats[0].quests_done, vec![Quest::DragonHunter], "3 Dragonkin");
    assert_eq!(hero(&mut g, 0).rewards, vec![Quest::DragonHunter]);
    assert_eq!(g.supply[Colour::Blue.index()], 25 - 1, "one is still in MC");
}

#[test]
fn minions_on_quest_cards_are_taken_back_when_supply_runs_out() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    hero(&mut g, 0).quest = Some(OpenQuest { quest: Quest::OrcHunter, minions: [0, 0, 0, 2], visited: 0 });
    hero(&mut g, 1).quest = Some(OpenQuest { quest: Quest::Raids, minions: [1, 0, 1, 1], visited: 0 });
    g.supply[Colour::Green.index()] = 0;
    // The card holding the most minions (among those holding green) gives first.
    assert_eq!(g.take_minion(Colour::Green), Some(()));
    assert_eq!(open(&g, 1).unwrap().minions, [1, 0, 1, 0], "progress goes down");
    assert_eq!(g.take_minion(Colour::Green), Some(()));
    assert_eq!(open(&g, 0).unwrap().minions, [0, 0, 0, 1]);
    assert_eq!(g.take_minion(Colour::Green), Some(()));
    assert_eq!(g.take_minion(Colour::Green), None, "then none is left");
    // Supply first while it lasts.
    g.supply[Colour::Red.index()] = 1;
    assert_eq!(g.take_minion(Colour::Red), Some(()));
    assert_eq!(open(&g, 1).unwrap().minions, [1, 0, 1, 0]);
}

#[test]
fn a_night_placement_takes_from_a_quest_card_when_supply_is_empty() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).quest = Some(OpenQuest { quest: Quest::UndeadHunter, minions: [3, 0, 0, 0], visited: 0 });
    // Card #12 places 1 black on Sea Bird Port.
    g.supply[0] = 0;
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    support::chance(&mut g, C::Dark(dark_no(12)));
    assert_eq!(minions(&g, SEA_BIRD_PORT, Colour::Black), 1);
    assert_eq!(open(&g, 0).unwrap().minions, [2, 0, 0, 0]);
    assert!(g.end.is_none());
}

// ---------------------------------------------------------------------------------------------
// Scout the General
// ---------------------------------------------------------------------------------------------

#[test]
fn scout_the_general_draws_a_card_of_that_colour() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::Scout(General::Gorgutt));
    illegal(&mut g, A::Quest { dice: 0 });
    hero(&mut g, 0).loc = THORNY_WOODS;
    put(&mut g, THORNY_WOODS, Colour::Green, 2);
    act(&mut g, A::Quest { dice: 0 });
    assert_eq!(hero(&mut g, 0).actions, 4);
    assert_eq!(g.seats[0].quests_done, vec![Quest::Scout(General::Gorgutt)]);
    assert_eq!(need(&g), Some(Need::Scout { seat: 0, colour: Colour::Green }));
    let outs = outcomes(&g);
    assert!(!outs.is_empty());
    for o in &outs {
        let C::HeroCard(c) = o else { panic!("{o:?}") };
        assert_eq!(card_colour(*c), Some(Colour::Green), "only green cards");
    }
    let red = deck_colour(&g, Colour::Red);
    assert!(g.apply_chance(&C::HeroCard(red)).is_err());
    let green = deck_colour(&g, Colour::Green);
    support::chance(&mut g, C::HeroCard(green));
    assert_eq!(hero(&mut g, 0).hand, vec![green]);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 0 })));
}

#[test]
fn scout_becomes_impossible_when_its_general_falls() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin]);
    give(&mut g, 1, Quest::Scout(General::Varkolak));
    hero(&mut g, 0).loc = DARK_WOODS;
    g.generals[General::Varkolak.index()].remaining = 1;
    let black = card(FIRE_RIVER, Band::Gate);
    hero(&mut g, 0).hand = vec![black];
    act(&mut g, A::AttackGeneral);
    commit(&mut g, &[black]);
    support::roll(&mut g, &[5]);
    assert_eq!(remaining_of(&g, General::Varkolak), 0);
    assert_eq!(open(&g, 1), None);
    assert_eq!(g.quest_discard, vec![Quest::Scout(General::Varkolak)]);
    draw_quest(&mut g, Quest::Raids);
    assert_eq!(open(&g, 1).map(|q| q.quest), Some(Quest::Raids));
    // Drawn later, it is discarded at once.
    while matches!(need(&g), Some(Need::HeroCard { .. })) {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
    }
    g.quest_discard.clear();
    hero(&mut g, 1).quest = None;
    g.quest_deck.shuffle_in(Quest::Scout(General::Varkolak), 1);
    g.tasks.push(1, Task::DrawQuest { seat: 1 });
    let mut ev = crate::games::defenders::rules::Events::listed();
    g.run(&mut ev);
    draw_quest(&mut g, Quest::Scout(General::Varkolak));
    assert_eq!(open(&g, 1), None);
    assert_eq!(g.quest_discard, vec![Quest::Scout(General::Varkolak)]);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 1 })));
}

fn remaining_of(g: &Defenders, gen: General) -> u8 {
    g.generals[gen.index()].remaining
}

// ---------------------------------------------------------------------------------------------
// Rewards (§3.14)
// ---------------------------------------------------------------------------------------------

#[test]
fn boots_of_speed_give_two_more_actions_each_turn() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::BootsOfSpeed);
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 7);
    next_turn(&mut g);
    assert_eq!(hero(&mut g, 0).actions, 7, "permanent");
}

#[test]
fn helm_of_power_draws_one_more_card_each_evening() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::HelmOfPower);
    act(&mut g, A::EndDay);
    let mut n = 0;
    while matches!(need(&g), Some(Need::HeroCard { seat: 0 })) {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
        n += 1;
    }
    assert_eq!(n, 3);
}

#[test]
fn find_magic_gate_reward_adds_two_dice_to_one_engage() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::FindMagicGate);
    hero(&mut g, 0).loc = FATHER_OAK_FOREST;
    put(&mut g, FATHER_OAK_FOREST, Colour::Blue, 1);
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 2);
    act(&mut g, A::Reward { quest: Quest::FindMagicGate });
    assert_eq!(hero(&mut g, 0).actions, 5, "no action");
    assert!(hero(&mut g, 0).rewards.is_empty(), "discarded");
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    let aims = g.roll.as_ref().unwrap().aims.clone();
    assert_eq!(aims.len(), 5);
    assert_eq!(&aims[3..], &[Some(Colour::Blue), Some(Colour::Green)], "aimed at colours present");
    // blue 2 misses, greens hit, extra blue 5 hits.
    support::roll(&mut g, &[2, 3, 3, 5, 1]);
    assert_eq!(g.board[usize::from(FATHER_OAK_FOREST)].total(), 0);
    // Only one Engage.
    put(&mut g, FATHER_OAK_FOREST, Colour::Green, 1);
    act(&mut g, A::Engage { at: FATHER_OAK_FOREST });
    assert_eq!(g.roll.as_ref().unwrap().aims.len(), 1);
}

#[test]
fn find_magic_gate_reward_adds_two_dice_in_a_general_combat() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::FindMagicGate);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let green = card(UNICORN_FOREST, Band::Gate);
    hero(&mut g, 0).hand = vec![green];
    act(&mut g, A::AttackGeneral);
    is_legal(&g, A::Reward { quest: Quest::FindMagicGate });
    act(&mut g, A::Commit { card: green });
    act(&mut g, A::Reward { quest: Quest::FindMagicGate });
    if matches!(pending(&g), Some((0, Pending::Commit))) {
        act(&mut g, A::Done);
    }
    assert_eq!(g.roll.as_ref().unwrap().faces.len(), 3, "1 + 2 dice");
}

#[test]
fn organize_militia_reward_cancels_a_general_advance() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).rewards.push(Quest::OrganizeMilitia);
    illegal(&mut g, A::Reward { quest: Quest::OrganizeMilitia });
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    support::chance(&mut g, C::Dark(dark_no(12)));
    assert_eq!(pending(&g), Some((0, Pending::Window { point: WindowPoint::Revealed })));
    act(&mut g, A::Reward { quest: Quest::OrganizeMilitia });
    settle_all(&mut g);
    assert_eq!(g.generals[General::Balazarg.index()].step, 0);
    assert_eq!(minions(&g, ANCIENT_RUINS, Colour::Red), 1, "the placements stand");
    assert!(hero(&mut g, 0).rewards.is_empty());
    assert_eq!(g.seats[0].quests_done, Vec::<Quest>::new(), "the reward is separate from the score");
}

/// Passes windows and resolves chance plainly until the next Daytime decision.
fn settle_all(g: &mut Defenders) {
    loop {
        settle_quiet(g);
        match pending(g) {
            Some((_, Pending::Window { .. })) => act(g, A::Pass),
            _ => return,
        }
    }
}

#[test]
fn envoy_reward_kills_a_d6_of_minions_within_two_steps() {
    let mut g = scene(&[HeroKind::Wizard]);
    give(&mut g, 0, Quest::DukeEnvoy);
    let at = MCCORM_HIGHLANDS;
    hero(&mut g, 0).loc = at;
    let near = at_distance(at, 2)[0];
    let far = at_distance(at, 3)[0];
    put(&mut g, at, Colour::Black, 1);
    put(&mut g, near, Colour::Green, 3);
    put(&mut g, far, Colour::Red, 1);
    act(&mut g, A::Quest { dice: 3 });
    support::roll(&mut g, &[5, 1, 1]);
    assert_eq!(g.seats[0].quests_done, vec![Quest::DukeEnvoy]);
    assert_eq!(need(&g), Some(Need::Die), "1d6");
    support::roll(&mut g, &[3]);
    assert!(matches!(pending(&g), Some((0, Pending::Effect(Effect::Kill { left: 3, .. })))));
    illegal(&mut g, A::Pick { target: Target::Minion(far, Colour::Red) });
    act(&mut g, A::Pick { target: Target::Minion(at, Colour::Black) });
    act(&mut g, A::Pick { target: Target::Minion(near, Colour::Green) });
    act(&mut g, A::Pick { target: Target::Minion(near, Colour::Green) });
    assert!(!matches!(pending(&g), Some((_, Pending::Effect(_)))), "three kills");
    assert_eq!(minions(&g, near, Colour::Green), 1);
    assert_eq!(minions(&g, at, Colour::Black), 0);
    assert_eq!(minions(&g, far, Colour::Red), 1);
    assert!(matches!(need(&g), Some(Need::Quest { seat: 0 })));
}

#[test]
fn amaraks_blessing_cancels_balazargs_corruption() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::AmaraksBlessing);
    hero(&mut g, 0).loc = SCORPION_CANYON;
    let red = card(BLOOD_FLATS, Band::Gate);
    hero(&mut g, 0).hand = vec![red];
    act(&mut g, A::AttackGeneral);
    act(&mut g, A::Reward { quest: Quest::AmaraksBlessing });
    act(&mut g, A::Commit { card: red });
    assert_eq!(g.roll.as_ref().unwrap().purpose, RollFor::GeneralAttack { seat: 0 }, "no corruption roll");
    assert!(hero(&mut g, 0).rewards.is_empty());
}

#[test]
fn amaraks_blessing_cancels_gorgutts_parries() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::AmaraksBlessing);
    hero(&mut g, 0).loc = THORNY_WOODS;
    let green = card(GREENLEAF_VILLAGE, Band::Eagle);
    hero(&mut g, 0).hand = vec![green];
    act(&mut g, A::AttackGeneral);
    act(&mut g, A::Reward { quest: Quest::AmaraksBlessing });
    act(&mut g, A::Commit { card: green });
    support::roll(&mut g, &[1]);
    let ev = g.apply_chance(&C::Die(4)).unwrap();
    assert!(
        ev.contains(&DefendersEvent::GeneralWounded { general: General::Gorgutt, hits: 1, remaining: 5 }),
        "{ev:?}"
    );
}

#[test]
fn amaraks_blessing_allows_rerolls_against_varkolak() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::AmaraksBlessing);
    hero(&mut g, 0).loc = DARK_WOODS;
    let black = card(FIRE_RIVER, Band::Gate);
    let luck = purple(Special::BattleLuck);
    hero(&mut g, 0).hand = vec![black, luck];
    act(&mut g, A::AttackGeneral);
    act(&mut g, A::Reward { quest: Quest::AmaraksBlessing });
    commit(&mut g, &[black]);
    support::roll(&mut g, &[2]);
    assert_eq!(pending(&g), Some((0, Pending::Reroll)));
    is_legal(&g, A::Reroll { source: Reroll::BattleLuck });
}

#[test]
fn amaraks_blessing_stops_sapphire_regenerating() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::AmaraksBlessing);
    hero(&mut g, 0).loc = BLIZZARD_MOUNTAINS;
    let blue = card(AMARAK_PEAK, Band::Eagle);
    hero(&mut g, 0).hand = vec![blue];
    act(&mut g, A::AttackGeneral);
    act(&mut g, A::Reward { quest: Quest::AmaraksBlessing });
    act(&mut g, A::Commit { card: blue });
    support::roll(&mut g, &[5, 2]);
    support::roll(&mut g, &[1]); // penalty cards
    assert_eq!(remaining_of(&g, General::Sapphire), 3, "no regeneration");
    assert_eq!(g.generals[General::Sapphire.index()].heal_from, Some(g.turn + 1), "heals like a minor wound");
}

#[test]
fn king_of_the_gryphons_moves_up_to_two_heroes_without_an_action() {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Paladin, HeroKind::Dwarf]);
    hero(&mut g, 0).rewards.push(Quest::KingOfTheGryphons);
    act(&mut g, A::Reward { quest: Quest::KingOfTheGryphons });
    act(&mut g, A::Pick { target: Target::Hero(1) });
    act(&mut g, A::Pick { target: Target::Loc(EAGLE_NEST_INN) });
    illegal(&mut g, A::Pick { target: Target::Hero(1) });
    act(&mut g, A::Pick { target: Target::Hero(0) });
    act(&mut g, A::Pick { target: Target::Loc(SCORPION_CANYON) });
    assert_eq!(pending(&g), Some((0, Pending::Action)), "two heroes at most");
    assert_eq!(hero(&mut g, 1).loc, EAGLE_NEST_INN);
    assert_eq!(hero(&mut g, 0).loc, SCORPION_CANYON);
    assert_eq!(hero(&mut g, 2).loc, MONARCH_CITY);
    assert_eq!(hero(&mut g, 0).actions, 5);
    assert!(hero(&mut g, 0).rewards.is_empty());
}

#[test]
fn raids_reward_skips_a_nights_draws() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::Raids);
    act(&mut g, A::Reward { quest: Quest::Raids });
    let drawn = next_turn(&mut g);
    assert!(drawn.is_empty());
    assert!(hero(&mut g, 0).rewards.is_empty());
    assert_eq!(next_turn(&mut g).len(), 1);
}

#[test]
fn hunter_reward_cancels_a_placement_of_its_colour() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).rewards.push(Quest::DemonHunter);
    illegal(&mut g, A::Reward { quest: Quest::DemonHunter });
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    // #12: Ancient Ruins (red) 1, Sea Bird Port (black) 1.
    support::chance(&mut g, C::Dark(dark_no(12)));
    act(&mut g, A::Reward { quest: Quest::DemonHunter });
    illegal(&mut g, A::Pick { target: Target::Loc(SEA_BIRD_PORT) });
    act(&mut g, A::Pick { target: Target::Loc(ANCIENT_RUINS) });
    settle_all(&mut g);
    assert_eq!(minions(&g, ANCIENT_RUINS, Colour::Red), 0);
    assert_eq!(minions(&g, SEA_BIRD_PORT, Colour::Black), 1);
}

#[test]
fn hunter_reward_is_not_offered_without_a_location_of_its_colour() {
    let mut g = scene(&[HeroKind::Cleric]);
    hero(&mut g, 0).rewards.push(Quest::OrcHunter);
    act(&mut g, A::EndDay);
    settle_to_dark(&mut g);
    support::chance(&mut g, C::Dark(dark_no(12)));
    assert!(!matches!(pending(&g), Some((_, Pending::Window { .. }))), "no green location on #12");
}

#[test]
fn crystal_of_light_removes_a_crystal_where_the_holder_stands() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::CrystalOfLight);
    g.board[usize::from(BLOOD_FLATS)].crystals = 2;
    g.crystals -= 2;
    illegal(&mut g, A::Reward { quest: Quest::CrystalOfLight });
    hero(&mut g, 0).loc = BLOOD_FLATS;
    act(&mut g, A::Reward { quest: Quest::CrystalOfLight });
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 1);
    assert_eq!(g.crystals, 11);
    assert_eq!(hero(&mut g, 0).actions, 5);
    assert!(hero(&mut g, 0).rewards.is_empty());
}

#[test]
fn ancient_tree_removes_one_crystal_anywhere() {
    let mut g = scene(&[HeroKind::Wizard]);
    hero(&mut g, 0).rewards.push(Quest::AncientTreeOfMagic);
    g.board[usize::from(BLOOD_FLATS)].crystals = 2;
    g.crystals -= 2;
    act(&mut g, A::Reward { quest: Quest::AncientTreeOfMagic });
    illegal(&mut g, A::Pick { target: Target::Loc(WOLF_PASS) });
    act(&mut g, A::Pick { target: Target::Loc(BLOOD_FLATS) });
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 1);
    assert_eq!(g.crystals, 11);
}

#[test]
fn a_reward_may_be_played_in_another_seats_window() {
    let mut g = scene(&[HeroKind::Cleric, HeroKind::Wizard]);
    hero(&mut g, 1).rewards.push(Quest::AncientTreeOfMagic);
    g.board[usize::from(BLOOD_FLATS)].crystals = 1;
    g.crystals -= 1;
    act(&mut g, A::EndDay);
    while matches!(need(&g), Some(Need::HeroCard { .. })) {
        let c = deck_card(&g, |_| true);
        draw(&mut g, c);
    }
    assert_eq!(pending(&g), Some((1, Pending::Window { point: WindowPoint::NightStart })));
    act(&mut g, A::Reward { quest: Quest::AncientTreeOfMagic });
    act(&mut g, A::Pick { target: Target::Loc(BLOOD_FLATS) });
    assert_eq!(g.board[usize::from(BLOOD_FLATS)].crystals, 0);
}

//! The heuristic bot explains each decision it makes with the rule of thumb that scored it.

use crate::bots::Observation;
use std::collections::BTreeSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::DefendersAction as A;
use super::super::data::{neighbours, HeroKind, MONARCH_CITY};
use super::super::rules::describe::loc;
use super::super::state::{Defenders, DefendersConfig, Pending, Task};
use super::DefendersBot;
use crate::bots::Bot;
use crate::core::{Game, Seat, ToAct};
use crate::games::defenders::tests::support::{put, settle};

/// Plays `seed` to the end with the bot in every seat and checks the explanation of every
/// decision; adds each explanation's first word (what the bot does) to `verbs`.
fn play_and_explain(players: u8, seed: u64, verbs: &mut BTreeSet<String>) {
    let config = DefendersConfig { players, ..DefendersConfig::default() };
    let mut g = Defenders::new(&config).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut bot = DefendersBot;
    for step in 0..50_000 {
        settle(&mut g, &mut rng);
        let ToAct::Decision { seat } = g.to_act() else { return };
        let here = format!("players {players}, seed {seed}, step {step}");
        let a = bot.choose(&Observation::new(&g, seat), &mut rng).expect("a decision");
        let why = bot.explain(&Observation::new(&g, seat), &a).unwrap_or_else(|| panic!("{here}: no reason for {a:?}"));
        assert!(why.contains(": ") && !why.trim().is_empty(), "{here}: {why}");
        assert!(!why.starts_with("not the bot's pick"), "{here}: its own pick disowned: {why}");
        assert_eq!(bot.explain(&Observation::new(&g, seat), &a).as_ref(), Some(&why), "{here}: deterministic");
        verbs.insert(why.split(' ').next().unwrap_or_default().to_string());
        g.legal_actions(&mut legal);
        if let Some(illegal) = [A::EndDay, A::Pass, A::Done].into_iter().find(|x| !legal.contains(x)) {
            assert_eq!(bot.explain(&Observation::new(&g, seat), &illegal), None, "{here}: {illegal:?} is not legal");
        }
        let other: Seat = (seat + 1) % players.max(1);
        if other != seat {
            assert_eq!(bot.explain(&Observation::new(&g, other), &a), None, "{here}: seat {other} is not asked");
        }
        g.apply(&a).unwrap_or_else(|e| panic!("{here}: {e}"));
    }
    panic!("players {players}, seed {seed}: no end");
}

#[test]
fn every_decision_of_seeded_games_is_explained() {
    let mut verbs = BTreeSet::new();
    for seed in 0..8 {
        play_and_explain(1 + (seed % 4) as u8, seed, &mut verbs);
    }
    for verb in ["moves", "engages", "ends", "holds", "heals", "commits", "discards"] {
        assert!(verbs.contains(verb), "no \"{verb}\" among {verbs:?}");
    }
    assert!(verbs.len() >= 10, "too few kinds of reasons: {verbs:?}");
}

/// A one-hero game at the Paladin's first Daytime action, on an empty board.
fn paladin_at_daytime(seed: u64) -> Defenders {
    let config = DefendersConfig { players: 1, heroes: vec![Some(HeroKind::Paladin)], ..DefendersConfig::default() };
    let mut g = Defenders::new(&config).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..1_000 {
        settle(&mut g, &mut rng);
        if matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Action)))) {
            break;
        }
        let a = DefendersBot.choose(&Observation::new(&g, 0), &mut rng).expect("a decision");
        g.apply(&a).expect("legal");
    }
    assert!(matches!(g.tasks.top(), Some((_, Task::Decide(Pending::Action)))), "a Daytime action is asked");
    for s in &mut g.board {
        for c in 0..4 {
            g.supply[c] += s.minions[c];
            s.minions[c] = 0;
        }
    }
    let h = g.seats[0].hero.as_mut().expect("a hero");
    h.loc = MONARCH_CITY;
    h.actions = 3;
    g
}

fn explain_choice(g: &Defenders) -> (A, String) {
    let a = DefendersBot.choose(&Observation::new(g, 0), &mut ChaCha8Rng::seed_from_u64(0)).expect("a decision");
    (a, DefendersBot.explain(&Observation::new(g, 0), &a).expect("a reason"))
}

#[test]
fn a_hero_near_death_heals_and_the_log_says_how_little_life_is_left() {
    let mut g = paladin_at_daytime(5);
    let h = g.seats[0].hero.as_mut().expect("a hero");
    h.life = 1;
    let max = h.max_life;
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::HealWounds);
    assert_eq!(why, format!("heals: 1 life left of {max}"));
}

#[test]
fn a_crowded_neighbour_of_the_city_draws_the_hero_and_the_log_counts_the_minions() {
    let mut g = paladin_at_daytime(6);
    let target = neighbours(MONARCH_CITY)[0];
    put(&mut g, target, 1, 3);
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::Foot { to: target });
    assert_eq!(why, format!("moves to {}: 3 minions there", loc(target)));
}

#[test]
fn with_its_last_action_a_hero_stops_short_of_the_minions_it_would_sleep_among() {
    // Three actions: the crowded neighbour draws the hero (the test above). One action: a move
    // there would end the turn among three minions, three wounds and three actions lost on every
    // later turn until healed, so the hero does not make it.
    let mut g = paladin_at_daytime(6);
    let target = neighbours(MONARCH_CITY)[0];
    put(&mut g, target, 1, 3);
    g.seats[0].hero.as_mut().expect("a hero").actions = 1;
    let (a, _) = explain_choice(&g);
    assert_ne!(a, A::Foot { to: target }, "the last action walks into three wounds");
}

#[test]
fn a_hero_two_life_tokens_down_heals_before_it_walks_to_a_small_group() {
    let mut g = paladin_at_daytime(7);
    let target = neighbours(MONARCH_CITY)[0];
    put(&mut g, target, 1, 1);
    let h = g.seats[0].hero.as_mut().expect("a hero");
    h.life = h.max_life - 2;
    assert!(h.life * 2 > h.max_life && h.life > 2, "the wounds are not urgent");
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::HealWounds, "{why}");
}

#[test]
fn the_helm_of_power_is_worth_a_trip_past_a_lone_minion() {
    use super::super::data::loc::ANCIENT_RUINS;
    use super::super::data::{distance, Quest};
    use super::super::state::OpenQuest;
    // A lone minion next to the city, and the Helm of Power's quest at Ancient Ruins, some steps
    // away: a third Hero Card every Evening for the rest of the game is worth the walk.
    let mut g = paladin_at_daytime(8);
    let near = neighbours(MONARCH_CITY)[0];
    put(&mut g, near, 1, 1);
    let h = g.seats[0].hero.as_mut().expect("a hero");
    h.quest = Some(OpenQuest { quest: Quest::HelmOfPower, minions: [0; 4], visited: 0 });
    let (a, why) = explain_choice(&g);
    let (A::Foot { to } | A::SkillMove { to }) = a else { panic!("a move, not {a:?} ({why})") };
    assert!(distance(to, ANCIENT_RUINS) < distance(MONARCH_CITY, ANCIENT_RUINS), "{} ({why})", loc(to));
    assert!(why.ends_with("the open quest is there"), "{why}");
}

//! The searching bots' Defenders settings: they weigh attacks on Generals by whole play-outs,
//! leave the fights themselves and the hand limit to the heuristic bot, and search the rest.

use crate::bots::Observation;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::DefendersAction as A;
use super::super::bot::DefendersBot;
use super::super::data::{loc, Colour, General, HeroKind, Special};
use super::super::state::{Defenders, DefendersConfig};
use super::heroes::{colour_cards, hero, purple, scene};
use super::support;
use crate::bots::{Bot, Ismcts, IsmctsConfig, Level, Searchable};
use crate::core::harness::play_on;
use crate::core::{Game, Seat};

#[test]
fn an_attack_is_weighed_apart_never_in_the_tree() {
    let commits = Defenders::search_commits().expect("Defenders weighs commitments");
    assert!(Defenders::search_skips(&A::AttackGeneral));
    assert!(commits(&A::AttackGeneral));
    for a in [A::EndDay, A::HealWounds] {
        assert!(!Defenders::search_skips(&a) && !commits(&a));
    }
}

/// Varkolak one step from Monarch City and the Wizard alone with him, no minions there,
/// holding `hand`; in the Late War (`last`) the other three Generals are defeated.
fn varkolak_at_the_gate(hand: Vec<u8>, last: bool) -> Defenders {
    let mut g = scene(&[HeroKind::Wizard, HeroKind::Dwarf]);
    for x in [General::Sapphire, General::Balazarg, General::Gorgutt].into_iter().filter(|_| last) {
        g.generals[x.index()].remaining = 0;
        g.generals[x.index()].slain_by = Some(1);
    }
    g.generals[General::Varkolak.index()].step = 3;
    hero(&mut g, 0).loc = loc::FATHER_OAK_FOREST;
    hero(&mut g, 0).hand = hand;
    assert_eq!(g.general_at(loc::FATHER_OAK_FOREST), Some(General::Varkolak));
    assert!(support::legal(&g).contains(&A::AttackGeneral));
    g
}

/// Where a hero could attack a General, the searches weigh the attack now against no attack
/// this turn, each played to the end of the game: a hopeless attack is held off, and one that
/// all but surely wins the game is made.
#[test]
fn an_attack_on_a_general_is_weighed_by_whole_play_outs() {
    let weigher = || {
        let config = IsmctsConfig { iterations: 64, ..Defenders::level_config(Level::Normal) };
        Ismcts::for_game(config, Box::new(DefendersBot))
    };
    // One card bears Varkolak's portrait: one die for 5 hits, then the penalty.
    let mut hand = colour_cards(Colour::Red, 4);
    hand.push(colour_cards(Colour::Black, 1)[0]);
    let g = varkolak_at_the_gate(hand, false);
    let mut bot = weigher();
    let (_, options) = bot.options(&Observation::new(&g, 0), &mut ChaCha8Rng::seed_from_u64(1));
    assert_eq!(options.len(), 2, "the attack and the heuristic's best other move: {options:?}");
    assert_eq!(options[0], A::AttackGeneral);
    assert_ne!(options[1], A::AttackGeneral);
    let pick = bot.choose(&Observation::new(&g, 0), &mut ChaCha8Rng::seed_from_u64(1));
    assert_eq!(pick, Some(options[1]), "a hopeless attack is held off");
    assert_eq!(bot.last_iterations(), 64, "64 paired play-outs");
    // The last General, and ten black cards and two Hammers of Valor: about 16 dice for 5 hits
    // at 4 or more.
    let mut hand = colour_cards(Colour::Black, 10);
    hand.extend([purple(Special::HammerOfValor); 2]);
    let g = varkolak_at_the_gate(hand, true);
    let mut bot = weigher();
    let stats = {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let (key, options) = bot.options(&Observation::new(&g, 0), &mut rng);
        let stats = bot.search(&Observation::new(&g, 0), &mut rng);
        assert_eq!(bot.conclude(key, options, &mut rng), Some(A::AttackGeneral), "a sure attack is made");
        stats
    };
    assert_eq!(stats.len(), 2);
    assert!(stats.iter().all(|c| c.visits == 64));
    assert!(stats[0].mean > 0.9, "attacking nearly always wins at once: {stats:?}");
    assert!(stats[0].mean > stats[1].mean, "waiting a turn risks Varkolak's march: {stats:?}");
    // The same seed and budget weigh the same way.
    let mut bot = weigher();
    assert_eq!(bot.choose(&Observation::new(&g, 0), &mut ChaCha8Rng::seed_from_u64(2)), Some(A::AttackGeneral));
    let why = bot.explain(&Observation::new(&g, 0), &A::AttackGeneral).expect("a reason");
    assert!(why.contains("64 sampled futures played to the end each way"), "{why}");
}

#[test]
fn the_levels_above_easy_overrule_the_heuristic_only_on_strong_evidence() {
    assert_eq!(Defenders::level_config(Level::Easy).confidence, 0.0);
    for level in [Level::Normal, Level::Hard, Level::Expert] {
        assert!(Defenders::level_config(level).confidence >= 2.0, "{level:?}");
    }
}

/// Plays heuristic games and, at every decision the searches leave to the heuristic (in a
/// General combat, at the hand limit), checks that a searching bot makes the heuristic's move
/// (and makes it without searching).
#[test]
fn in_a_general_combat_and_at_the_hand_limit_the_search_plays_the_heuristics_move() {
    let (mut trusted, mut searched) = (0u32, 0u32);
    let trusts = Defenders::search_trusts().expect("Defenders trusts the heuristic");
    let search_bot = |level| Ismcts::for_game(Defenders::level_config(level), Box::new(DefendersBot));
    let mut kinds = std::collections::HashSet::new();
    two_hero_games(|seed, g, seat, rng| {
        let own = DefendersBot.choose(&Observation::new(g, seat), &mut rng.clone()).expect("a move");
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if legal.len() > 1 && trusts(&Observation::new(g, seat), &own) {
            let mut bot = search_bot(Level::Normal);
            let pick = bot.choose(&Observation::new(g, seat), &mut rng.clone());
            assert_eq!(pick, Some(own), "seed {seed}: the heuristic's {own:?}");
            assert_eq!(bot.last_iterations(), 0, "left to the heuristic, not searched");
            trusted += 1;
            kinds.insert(std::mem::discriminant(&own));
        } else if legal.len() > 1 && searched < 3 && !legal.contains(&A::AttackGeneral) {
            let mut bot = search_bot(Level::Easy);
            let pick = bot.choose(&Observation::new(g, seat), &mut rng.clone()).expect("a move");
            assert!(legal.contains(&pick));
            assert_ne!(pick, A::AttackGeneral);
            assert!(bot.last_iterations() > 0, "searched");
            searched += 1;
        }
        own
    });
    assert!(trusted > 50, "{trusted} decisions left to the heuristic");
    assert!(kinds.len() >= 3, "commits, discards, re-rolls and more: {} kinds", kinds.len());
}

/// A position halfway through a General combat is not settled (its cards are committed, its
/// dice unrolled), so a search's rollout plays the fight out before the standing scores it;
/// every other position is.
#[test]
fn a_general_combat_is_played_out_before_a_rollout_is_scored() {
    let (mut unsettled, mut settled) = (0u32, 0u32);
    two_hero_games(|seed, g, seat, rng| {
        if g.combat.is_some() {
            assert!(!g.settled(), "seed {seed}: a combat under way");
            unsettled += 1;
        } else {
            assert!(g.settled(), "seed {seed}: no combat");
            settled += 1;
        }
        DefendersBot.choose(&Observation::new(g, seat), rng).expect("a move")
    });
    assert!(unsettled > 50 && settled > 1_000, "{unsettled} decisions in combat, {settled} outside");
}

/// Plays 40 two-hero games (seeds 0-39) in which `decide` makes every decision, told the seed.
fn two_hero_games(mut decide: impl FnMut(u64, &Defenders, Seat, &mut ChaCha8Rng) -> A) {
    let config = DefendersConfig { players: 2, ..DefendersConfig::default() };
    for seed in 0..40u64 {
        let mut g = Defenders::new(&config).expect("config");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        play_on(&mut g, &mut rng, 5_000, |_| {}, |g, seat, rng| decide(seed, g, seat, rng));
    }
}

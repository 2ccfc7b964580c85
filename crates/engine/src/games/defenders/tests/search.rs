//! The searching bots' Defenders settings: they leave General combat and the hand limit to the
//! heuristic bot, and search the rest.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::DefendersAction as A;
use super::super::bot::DefendersBot;
use super::super::search::{level_config, search_skips, search_trusts};
use super::super::state::{Defenders, DefendersConfig};
use crate::bots::{Bot, Level};
use crate::core::harness::play_on;
use crate::core::{Game, Seat};
use crate::games::Registered;

#[test]
fn the_searches_never_start_a_general_combat_of_their_own_accord() {
    assert!(search_skips(&A::AttackGeneral));
    assert!(!search_skips(&A::EndDay));
    assert!(!search_skips(&A::HealWounds));
}

#[test]
fn the_levels_above_easy_overrule_the_heuristic_only_on_strong_evidence() {
    assert_eq!(level_config(Level::Easy).confidence, 0.0);
    for level in [Level::Normal, Level::Hard, Level::Expert] {
        assert!(level_config(level).confidence >= 2.0, "{level:?}");
    }
}

/// Plays heuristic games and, at every decision the searches leave to the heuristic, checks
/// that a searching bot makes the heuristic's move (and makes it without searching).
#[test]
fn in_a_general_combat_and_at_the_hand_limit_the_search_plays_the_heuristics_move() {
    let (mut trusted, mut searched) = (0u32, 0u32);
    let mut kinds = std::collections::HashSet::new();
    two_hero_games(|seed, g, seat, rng| {
        let own = DefendersBot.choose(g, seat, &mut rng.clone()).expect("a move");
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        if legal.len() > 1 && search_trusts(g, &own) {
            let mut bot = <Defenders as Registered>::search_bot(Level::Normal);
            let pick = bot.choose(g, seat, &mut rng.clone());
            assert_eq!(pick, Some(own), "seed {seed}: the heuristic's {own:?}");
            assert_eq!(bot.last_iterations(), 0, "left to the heuristic, not searched");
            trusted += 1;
            kinds.insert(std::mem::discriminant(&own));
        } else if legal.len() > 1 && searched < 3 {
            let mut bot = <Defenders as Registered>::search_bot(Level::Easy);
            let pick = bot.choose(g, seat, &mut rng.clone()).expect("a move");
            assert!(legal.contains(&pick));
            assert_ne!(pick, A::AttackGeneral, "never an attack the heuristic would not make");
            assert!(bot.last_iterations() > 0, "searched");
            searched += 1;
        }
        own
    });
    assert!(trusted > 50, "{trusted} decisions left to the heuristic");
    assert!(kinds.len() >= 3, "attacks, commits, discards and more: {} kinds", kinds.len());
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
        DefendersBot.choose(g, seat, rng).expect("a move")
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

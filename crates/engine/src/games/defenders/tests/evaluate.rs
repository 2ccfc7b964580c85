//! The bot evaluation: in [0, 1], the real reward at the end, and it moves the right way.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::data::{General, HeroKind};
use super::super::state::{Defenders, DefendersConfig, EndReason};
use super::support;
use crate::bots::Searchable;
use crate::core::harness::{play_on, random_decision};
use crate::core::{Game, ToAct};

/// Every state of a few random games, as `check` sees them.
fn each_state(players: u8, seeds: std::ops::Range<u64>, mut check: impl FnMut(&Defenders)) {
    let config = DefendersConfig { players, ..DefendersConfig::default() };
    for seed in seeds {
        let mut g = Defenders::new(&config).expect("config");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        play_on(&mut g, &mut rng, 20_000, &mut check, |g, _, rng| random_decision(g, rng));
    }
}

#[test]
fn the_evaluation_stays_in_range_and_gives_the_real_reward_at_the_end() {
    for players in 1..=4 {
        each_state(players, 0..15, |g| {
            let v = g.evaluate(0);
            assert!((0.0..=1.0).contains(&v), "{v}");
            for seat in 1..players {
                assert_eq!(g.evaluate(seat), v, "the heroes share one standing");
            }
            if g.to_act() == ToAct::GameOver {
                let won = g.end == Some(EndReason::Victory);
                assert_eq!(v, if won { 1.0 } else { 0.0 }, "{:?}", g.end);
            }
        });
    }
}

/// A mid-game position with nothing decided yet.
fn mid_game() -> Defenders {
    support::started(&[HeroKind::Wizard, HeroKind::Paladin], 5)
}

#[test]
fn a_won_game_is_worth_1_and_a_lost_one_0() {
    let mut g = mid_game();
    g.end = Some(EndReason::Victory);
    assert_eq!(g.evaluate(0), 1.0);
    for reason in [
        EndReason::Crystals,
        EndReason::CityFallen,
        EndReason::GeneralInCity { general: General::Gorgutt },
        EndReason::Shortage { colour: super::super::data::Colour::Red },
    ] {
        g.end = Some(reason);
        assert_eq!(g.evaluate(0), 0.0);
    }
}

#[test]
fn one_more_tainted_crystal_lowers_the_evaluation() {
    let g = mid_game();
    let mut worse = g.clone();
    worse.crystals -= 1;
    worse.board[usize::from(super::super::data::loc::DARK_WOODS)].crystals += 1;
    assert!(worse.evaluate(0) < g.evaluate(0));
    // And the closer the limit, the lower.
    let mut near = g.clone();
    near.crystals = 1;
    assert!(near.evaluate(0) < worse.evaluate(0));
    assert!(near.evaluate(0) < g.evaluate(0) - 0.05, "one crystal left: {} vs {}", near.evaluate(0), g.evaluate(0));
}

#[test]
fn a_general_closer_to_monarch_city_lowers_the_evaluation() {
    // The fit finds the first step nearly neutral (a General that has marched is one the
    // heroes lived long enough to see march); from there each step costs more.
    let mut g = mid_game();
    g.generals[General::Balazarg.index()].step = 1;
    let mut worse = g.clone();
    worse.generals[General::Balazarg.index()].step += 1;
    assert!(worse.evaluate(0) < g.evaluate(0));
    let mut closer = worse.clone();
    closer.generals[General::Balazarg.index()].step += 1;
    assert!(closer.evaluate(0) < worse.evaluate(0));
    let mut start = g.clone();
    start.generals[General::Balazarg.index()].step = 0;
    assert!(closer.evaluate(0) < start.evaluate(0), "next to the city is worse than at the start");
}

#[test]
fn a_general_wounded_then_defeated_raises_the_evaluation() {
    let g = mid_game();
    let mut wounded = g.clone();
    wounded.generals[General::Sapphire.index()].remaining -= 1;
    assert!(wounded.evaluate(0) > g.evaluate(0));
    let mut defeated = g.clone();
    defeated.generals[General::Sapphire.index()].remaining = 0;
    assert!(defeated.evaluate(0) > wounded.evaluate(0));
    // Three Generals down and the fourth nearly so: a win is close.
    let mut close = defeated.clone();
    for gen in [General::Varkolak, General::Balazarg] {
        close.generals[gen.index()].remaining = 0;
    }
    close.generals[General::Gorgutt.index()].remaining = 1;
    assert!(close.evaluate(0) > 0.5, "{}", close.evaluate(0));
    assert!(close.evaluate(0) > defeated.evaluate(0));
}

#[test]
fn fewer_minions_in_supply_and_more_in_monarch_city_lower_the_evaluation() {
    let g = mid_game();
    let mut short = g.clone();
    support::put(&mut short, super::super::data::loc::DARK_WOODS, 0, 1);
    assert!(short.evaluate(0) < g.evaluate(0));
    let mut city = g.clone();
    support::put(&mut city, super::super::data::MONARCH_CITY, 2, 4);
    assert!(city.evaluate(0) < g.evaluate(0) - 0.015, "4 minions in the city: {}", city.evaluate(0));
    // The heroes' life and cards weigh: a wounded hero with fewer cards stands worse.
    let mut weak = g.clone();
    if let Some(h) = weak.seats[0].hero.as_mut() {
        h.life = 1;
        h.hand.clear();
    }
    assert!(weak.evaluate(0) < g.evaluate(0) - 0.03, "{} vs {}", weak.evaluate(0), g.evaluate(0));
}

#[test]
fn cards_bearing_a_living_generals_portrait_raise_the_evaluation() {
    use super::super::data::{card_colour, Colour, LOCATION_CARD_KINDS};
    let mut g = mid_game();
    for seat in &mut g.seats {
        if let Some(h) = seat.hero.as_mut() {
            h.hand.clear();
        }
    }
    let black: Vec<u8> =
        (0..LOCATION_CARD_KINDS as u8).filter(|&c| card_colour(c) == Some(Colour::Black)).take(6).collect();
    assert_eq!(black.len(), 6);
    let mut ready = g.clone();
    if let Some(h) = ready.seats[0].hero.as_mut() {
        h.hand.extend(black.iter().copied());
    }
    assert!(ready.evaluate(0) > g.evaluate(0), "{} vs {}", ready.evaluate(0), g.evaluate(0));
    // Against a defeated General the same cards only move heroes: they weigh less.
    let mut spent = ready.clone();
    spent.generals[General::Varkolak.index()].remaining = 0;
    let mut base = g.clone();
    base.generals[General::Varkolak.index()].remaining = 0;
    assert!(
        spent.evaluate(0) - base.evaluate(0) < ready.evaluate(0) - g.evaluate(0),
        "the cards' worth falls with their General"
    );
}

//! The searching levels' knobs: what they leave to the heuristic, and that they overrule it only
//! on good evidence.

use super::super::action::ThaloriaAction as A;
use super::super::bot::ThaloriaBot;
use super::super::{BoardSetup, Thaloria, ThaloriaConfig};
use crate::bots::{Bot, Ismcts, Level, Observation, Searchable};
use crate::core::harness::play_on;
use crate::core::Game;
use rand::SeedableRng;

#[test]
fn the_levels_above_easy_overrule_the_heuristic_only_on_strong_evidence() {
    assert_eq!(Thaloria::level_config(Level::Easy).confidence, 0.0);
    for level in [Level::Normal, Level::Hard, Level::Expert] {
        assert!(Thaloria::level_config(level).confidence >= 2.0, "{level:?}");
        assert!(Thaloria::level_config(level).rollout_steps > Level::Easy.config().rollout_steps, "{level:?}");
    }
}

/// Plays heuristic games and, at every small decision the searches leave to the heuristic
/// (fighters, rerolls, discards, setup picks), checks that a searching bot makes the
/// heuristic's move without searching; the big ones (deployment, advances, attacks, casts) are
/// searched.
#[test]
fn small_decisions_are_the_heuristics_and_the_big_ones_are_searched() {
    let trusts = Thaloria::search_trusts().expect("Heroes and Spells trusts the heuristic");
    let (mut trusted, mut searched) = (0u32, 0u32);
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..3u64 {
        let config = ThaloriaConfig { players: 3, board: BoardSetup::Build, ..ThaloriaConfig::default() };
        let mut g = Thaloria::new(&config).expect("config");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(500 + seed);
        play_on(
            &mut g,
            &mut rng,
            200_000,
            |_| {},
            |g, seat, rng| {
                let own = ThaloriaBot.choose(&Observation::new(g, seat), &mut rng.clone()).expect("a move");
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                if legal.len() > 1 && trusts(&Observation::new(g, seat), &own) && trusted < 150 {
                    let mut bot = Ismcts::for_game(Thaloria::level_config(Level::Normal), Box::new(ThaloriaBot));
                    let pick = bot.choose(&Observation::new(g, seat), &mut rng.clone());
                    assert_eq!(pick, Some(own), "seed {seed}: the heuristic's {own:?}");
                    assert_eq!(bot.last_iterations(), 0, "left to the heuristic, not searched");
                    trusted += 1;
                    kinds.insert(std::mem::discriminant(&own));
                } else if legal.len() > 1
                    && searched < 6
                    && matches!(own, A::Deploy { .. } | A::Move { .. } | A::Fight { .. } | A::Cast { .. })
                {
                    let mut bot = Ismcts::for_game(Thaloria::level_config(Level::Easy), Box::new(ThaloriaBot));
                    let pick = bot.choose(&Observation::new(g, seat), &mut rng.clone()).expect("a move");
                    assert!(legal.contains(&pick));
                    assert!(bot.last_iterations() > 0, "{own:?} is searched");
                    searched += 1;
                }
                own
            },
        );
    }
    assert!(trusted >= 100, "{trusted} decisions left to the heuristic");
    assert!(kinds.len() >= 4, "picks, placements, rerolls and more: {} kinds", kinds.len());
    assert_eq!(searched, 6);
}

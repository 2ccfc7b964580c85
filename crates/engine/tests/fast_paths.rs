//! The bots' fast paths change nothing but the time: a decision from the legal list applied
//! without a second check gives the state the checked path gives; a chance outcome drawn
//! without listing is the one drawn from the list, with the same draws from the RNG; the
//! passive decision is legal and passive.

use rampart_engine::defenders::{Defenders, DefendersConfig};
use rampart_engine::valeria::{Valeria, ValeriaConfig};
use rampart_engine::{sample_weighted, Game, ToAct};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays `games` random games of `G` from `config` and checks every fast path at every step.
fn check_fast_paths<G: Game>(config: &G::Config, games: u64) {
    let (mut chance_points, mut passive_points) = (0u32, 0u32);
    for seed in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = G::new(config).expect("config");
        let mut listed = Vec::new();
        let mut buffer = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..20_000 {
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    chance_points += 1;
                    let (mut a, mut b) = (rng.clone(), rng.clone());
                    g.chance_outcomes(&mut listed);
                    let from_list = sample_weighted(&listed, &mut a).cloned();
                    let direct = g.sample_chance(&mut buffer, &mut b);
                    assert_eq!(direct, from_list, "seed {seed}: the direct draw differs from the list's");
                    assert_eq!(a.next_u64(), b.next_u64(), "seed {seed}: the RNG was drawn differently");
                    let outcome = g.sample_chance(&mut buffer, &mut rng).expect("an outcome");
                    g.apply_chance_quiet(&outcome).expect("a drawn outcome applies");
                }
                ToAct::Decision { .. } => {
                    g.legal_actions(&mut legal);
                    assert!(!legal.is_empty(), "seed {seed}: a decision with no legal answer");
                    if let Some(idle) = g.passive_action() {
                        passive_points += 1;
                        assert!(legal.contains(&idle), "seed {seed}: the passive decision {idle:?} is not legal");
                        assert!(g.is_passive(&idle), "seed {seed}: {idle:?} is not passive");
                    }
                    let action = legal[rng.random_range(0..legal.len())].clone();
                    let mut checked = g.clone();
                    checked.apply_quiet(&action).expect("a legal decision applies");
                    g.apply_legal_quiet(&action).expect("a legal decision applies");
                    assert_eq!(g, checked, "seed {seed}: the unchecked path gave another state");
                }
            }
        }
    }
    assert!(chance_points > 100 && passive_points > 10, "{chance_points} chance points, {passive_points} passive");
}

#[test]
fn defenders_fast_paths_match_the_checked_ones() {
    check_fast_paths::<Defenders>(&DefendersConfig { players: 2, ..DefendersConfig::default() }, 80);
    check_fast_paths::<Defenders>(&DefendersConfig { players: 4, ..DefendersConfig::default() }, 40);
}

#[test]
fn valeria_fast_paths_match_the_checked_ones() {
    check_fast_paths::<Valeria>(&ValeriaConfig::default(), 80);
    check_fast_paths::<Valeria>(&ValeriaConfig { easy_mode: true }, 40);
}

#[test]
fn a_passive_defender_only_ends_turns_and_the_darkness_wins() {
    use rampart_engine::{play_out, Bot, PassiveBot};
    let config = DefendersConfig { players: 2, ..DefendersConfig::default() };
    let mut bots: Vec<Box<dyn Bot<Defenders>>> = vec![Box::new(PassiveBot::default())];
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let mut g = Defenders::new(&config).expect("config");
        let run = play_out(&mut g, &mut bots, &mut rng, 100_000);
        let outcome = run.outcome.expect("the game ends");
        assert_eq!(outcome.standing, rampart_engine::Standing::Lost);
        // Nobody fought: no General was defeated or struck the final blow against.
        assert!(g.generals.iter().all(|general| general.remaining > 0 && general.slain_by.is_none()));
    }
}

//! The search itself: legal, reproducible, sound on easy positions, blind to what the seat cannot see, stoppable.

use super::*;
use crate::bots::Ismcts;
use crate::bots::Observation;
use crate::games::valeria::{Valeria, ValeriaBot};

#[test]
fn it_only_ever_returns_a_legal_action() {
    for seed in 0..12 {
        let mut r = rng(seed);
        let mut state = Valeria::new(&Default::default()).unwrap();
        wander(&mut state, 40 + 9 * seed as u32, &mut r);
        if let ToAct::Decision { seat } = state.to_act() {
            let mut bot = Ismcts::new(small(60), Box::new(ValeriaBot));
            let action = bot.choose(&Observation::new(&state, seat), &mut r).expect("a decision is due");
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(legal.contains(&action), "seed {seed}: {action:?} is not legal");
        }
    }
}

#[test]
fn the_same_seed_and_budget_give_the_same_search() {
    let mut r = rng(5);
    let mut state = Valeria::new(&Default::default()).unwrap();
    wander(&mut state, 60, &mut r);
    let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
    let run = || Ismcts::new(small(80), Box::new(ValeriaBot)).search(&Observation::new(&state, seat), &mut rng(9));
    let (a, b) = (run(), run());
    assert_eq!(a.len(), b.len());
    assert!(a
        .iter()
        .zip(&b)
        .all(|(x, y)| x.action == y.action && x.visits == y.visits && x.mean.to_bits() == y.mean.to_bits()));
    assert_eq!(a.iter().map(|c| c.visits).sum::<u32>(), 80, "every iteration goes through one root child");
}

#[test]
fn it_banks_the_points_that_win_the_game_now() {
    // Pig to 10: seat 0 rolled 5 and 5. Holding wins at once; rolling risks a 1.
    let config = PigConfig { players: 2, target: 10, bonus_cards: false };
    let mut state = Pig::new(&config).unwrap();
    for face in [5, 5] {
        state.apply(&PigAction::Roll).unwrap();
        state.apply_chance(&PigChance::Die(face)).unwrap();
    }
    assert_eq!(state.turn_total(), 10);
    for seed in 0..5 {
        let mut bot = Ismcts::new(small(300), Box::new(RandomBot));
        assert_eq!(bot.choose(&Observation::new(&state, 0), &mut rng(seed)), Some(PigAction::Hold), "seed {seed}");
    }
    // With nothing banked yet at stake the other way round: a turn total of 2 is worth
    // rolling on, and the search does not simply prefer the first action.
    let mut early = Pig::new(&config).unwrap();
    early.apply(&PigAction::Roll).unwrap();
    early.apply_chance(&PigChance::Die(2)).unwrap();
    let mut bot = Ismcts::new(small(400), Box::new(RandomBot));
    assert_eq!(bot.choose(&Observation::new(&early, 0), &mut rng(3)), Some(PigAction::Roll));
}

#[test]
fn a_determinized_world_looks_the_same_to_the_searching_seat() {
    for seed in 0..8 {
        let mut r = rng(seed);
        let mut state = Valeria::new(&Default::default()).unwrap();
        wander(&mut state, 30 + 7 * seed as u32, &mut r);
        let world = state.determinize(0, &mut r);
        let seen = |g: &Valeria| serde_json::to_value(g.view(0)).unwrap();
        assert_eq!(seen(&world), seen(&state), "seed {seed}: the search never sees more than the seat");
    }
}

#[test]
fn the_search_depends_only_on_what_the_seat_sees() {
    // Two tables that look the same to seat 0 but differ in seat 1's face-down card.
    let a = pig_with_hidden_card(Bonus(5), Bonus(2));
    let b = pig_with_hidden_card(Bonus(0), Bonus(2));
    assert_ne!(a, b);
    let seen = |g: &Pig| serde_json::to_value(g.view(0)).unwrap();
    assert_eq!(seen(&a), seen(&b));
    for seed in 0..4 {
        let run =
            |g: &Pig| Ismcts::new(small(300), Box::new(RandomBot)).search(&Observation::new(g, 0), &mut rng(seed));
        assert_eq!(run(&a), run(&b), "seed {seed}: the hidden card changed the search");
    }
}

#[test]
fn a_stop_check_ends_the_search_early() {
    let state = pig_with_hidden_card(Bonus(5), Bonus(2));
    let mut calls = 0u32;
    let counter = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
    let c = counter.clone();
    let mut bot = Ismcts::new(small(10_000), Box::new(RandomBot))
        .with_stop(Box::new(move || c.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 24));
    let stats = bot.search(&Observation::new(&state, 0), &mut rng(0));
    calls += counter.load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(stats.iter().map(|c| c.visits).sum::<u32>(), 25);
    assert_eq!(bot.last_iterations(), 25);
    assert!(calls >= 25);
}

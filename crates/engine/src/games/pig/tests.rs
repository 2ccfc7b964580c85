//! Pig's rules, scenario by scenario, and the shared harness over many seeds.

use super::*;
use crate::core::harness::random_playouts;
use crate::core::{Game, RuleError, Standing, ToAct};

fn game() -> Pig {
    Pig::new(&PigConfig::default()).unwrap()
}

fn roll(g: &mut Pig, face: u8) -> Vec<PigEvent> {
    g.apply(&PigAction::Roll).unwrap();
    g.apply_chance(&PigChance::Die(face)).unwrap()
}

const UNIVERSE: [PigAction; 5] =
    [PigAction::Roll, PigAction::Hold, PigAction::PressOn, PigAction::Bank, PigAction::Reveal];

#[test]
fn harness_random_playouts_hold_the_contract() {
    for players in 2..=4 {
        let config = PigConfig { players, target: 40, bonus_cards: true };
        let report = random_playouts::<Pig>(&config, 0..40, 5_000, |_| UNIVERSE.to_vec());
        assert_eq!(report.finished, 40, "{players} players: every game ends");
        assert!(report.illegal_refused > 0 && report.chance_events > 0);
    }
}

#[test]
fn a_one_loses_the_turn_total_and_passes_the_turn() {
    let mut g = game();
    roll(&mut g, 4);
    assert_eq!(g.turn_total(), 4);
    let events = roll(&mut g, 1);
    assert!(events.contains(&PigEvent::Busted { seat: 0, lost: 4 }));
    assert_eq!((g.current(), g.turn_total(), g.scores()[0]), (1, 0, 0));
}

#[test]
fn a_six_asks_press_on_or_bank_before_anything_else() {
    let mut g = game();
    roll(&mut g, 6);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![PigAction::PressOn, PigAction::Bank]);
    let before = g.clone();
    assert_eq!(g.apply(&PigAction::Roll), Err(RuleError::illegal("six", "after a 6 you must press on or bank first")));
    assert_eq!(g, before, "a refused action changes nothing");
    g.apply(&PigAction::Bank).unwrap();
    assert_eq!((g.scores()[0], g.current()), (6, 1));
}

#[test]
fn a_hold_of_ten_draws_a_hidden_bonus_card_that_only_its_owner_sees() {
    let mut g = game();
    roll(&mut g, 5);
    roll(&mut g, 5);
    g.apply(&PigAction::Hold).unwrap();
    assert_eq!(g.to_act(), ToAct::Chance);
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    let weights: Vec<u32> = outcomes.iter().map(|w| w.weight).collect();
    assert_eq!(weights, vec![3, 3, 2], "weighted by copies left");
    assert_eq!(
        g.apply_chance(&PigChance::Die(3)),
        Err(RuleError::bad_chance("this chance event is a card draw, not a die roll"))
    );
    g.apply_chance(&PigChance::Card(Bonus(5))).unwrap();
    assert_eq!(g.view(0).my_bonus, Some(5));
    assert_eq!(g.view(1).my_bonus, None);
    assert_eq!(g.view(1).holds_bonus.as_slice(), [true, false]);
    assert_eq!(g.bonus_cards_accounted(), 8);
}

#[test]
fn revealing_scores_the_card_and_can_win() {
    let mut g = Pig::new(&PigConfig { players: 2, target: 14, bonus_cards: true }).unwrap();
    roll(&mut g, 5);
    roll(&mut g, 5);
    g.apply(&PigAction::Hold).unwrap();
    g.apply_chance(&PigChance::Card(Bonus(5))).unwrap();
    roll(&mut g, 1); // seat 1 busts
    assert!(g.reveals(&PigAction::Reveal));
    let events = g.apply(&PigAction::Reveal).unwrap();
    assert!(events.contains(&PigEvent::Won { seat: 0, score: 15 }));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Ranked { ranks: vec![0, 1] });
    assert_eq!(g.apply(&PigAction::Roll), Err(RuleError::GameOver));
}

#[test]
fn impossible_chance_outcomes_are_refused_without_change() {
    let mut g = game();
    g.apply(&PigAction::Roll).unwrap();
    let before = g.clone();
    assert_eq!(g.apply_chance(&PigChance::Die(7)), Err(RuleError::bad_chance("a six-sided die has no face 7")));
    assert_eq!(g.apply_chance(&PigChance::Die(0)), Err(RuleError::bad_chance("a six-sided die has no face 0")));
    assert_eq!(g, before);
}

#[test]
fn bad_configs_are_refused() {
    assert!(Pig::new(&PigConfig { players: 1, ..PigConfig::default() }).is_err());
    assert!(Pig::new(&PigConfig { players: 5, ..PigConfig::default() }).is_err());
    assert!(Pig::new(&PigConfig { target: 5, ..PigConfig::default() }).is_err());
}

#[test]
fn determinizing_keeps_the_viewer_s_card_and_the_card_counts() {
    use rand::SeedableRng;
    let mut g = game();
    roll(&mut g, 5);
    roll(&mut g, 5);
    g.apply(&PigAction::Hold).unwrap();
    g.apply_chance(&PigChance::Card(Bonus(2))).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let d = g.determinize(1, &mut rng);
        assert_eq!(d.bonus_cards_accounted(), 8);
        assert_eq!(d.view(1), g.view(1));
        let d0 = g.determinize(0, &mut rng);
        assert_eq!(d0.hidden[0], Some(Bonus(2)), "the viewer's own card is kept");
    }
}

/// The harness's `play_on`, on the engine's test game (core names no game, so it is tested here).
#[test]
fn play_on_stops_at_the_step_budget_and_at_the_end() {
    use crate::core::harness::{play_on, random_decision};
    use rand::SeedableRng;
    let start = Pig::new(&PigConfig::default()).expect("config");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let (mut g, mut seen) = (start.clone(), 0);
    play_on(&mut g, &mut rng, 5, |_| seen += 1, |g, _, rng| random_decision(g, rng));
    assert_eq!(seen, 5, "one visit per step");
    assert_ne!(g, start, "five steps were played");
    play_on(&mut g, &mut rng, 1_000_000, |_| {}, |g, _, rng| random_decision(g, rng));
    assert_eq!(g.to_act(), ToAct::GameOver, "played to the end");
    let mut after = 0;
    play_on(&mut g, &mut rng, 10, |_| after += 1, |g, _, rng| random_decision(g, rng));
    assert_eq!(after, 1, "a finished game is only looked at");
}

/// `is_legal_action` (what a bot's `Observation::is_legal` asks) agrees with the listed legal
/// decisions at every step of random games, chance events and the end included.
#[test]
fn checking_one_action_agrees_with_the_legal_list() {
    use crate::core::harness::{play_on, random_decision};
    use rand::SeedableRng;
    for seed in 0..20 {
        let mut g = Pig::new(&PigConfig { players: 3, target: 40, bonus_cards: true }).expect("config");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        play_on(
            &mut g,
            &mut rng,
            10_000,
            |g| {
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                for a in UNIVERSE {
                    assert_eq!(g.is_legal_action(&a), legal.contains(&a), "seed {seed}, {a:?} at {g:?}");
                }
                steps += 1;
            },
            |g, _, rng| random_decision(g, rng),
        );
        assert_eq!(g.to_act(), ToAct::GameOver, "seed {seed}: played to the end");
        assert!(steps > 1);
    }
}

/// A view's lists live on the stack but read as JSON arrays, as they always did (the ISMCTS
/// position memory hashes this JSON).
#[test]
fn a_view_keeps_its_json() {
    let mut g = game();
    roll(&mut g, 5);
    roll(&mut g, 5);
    g.apply(&PigAction::Hold).unwrap();
    g.apply_chance(&PigChance::Card(Bonus(2))).unwrap();
    roll(&mut g, 1);
    g.apply(&PigAction::Reveal).unwrap();
    let json = serde_json::to_string(&g.view(1)).unwrap();
    assert_eq!(
        json,
        r#"{"seat":1,"scores":[12,0],"target":30,"current":0,"turn_total":0,"to_act":{"kind":"decision","seat":0},"my_bonus":null,"holds_bonus":[false,false],"revealed":[[2],[]],"deck_left":7}"#
    );
}

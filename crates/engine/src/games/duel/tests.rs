//! Spell Duel: the chain, sides, hidden hands, per-viewer log lines and undo past passes.

use super::*;
use crate::bots::Observation;
use crate::core::harness::random_playouts;
use crate::core::{Game, KnownTo, RuleError, Session, Standing, ToAct, UndoError, Viewer, WindowState};

fn universe(_: &Duel) -> Vec<DuelAction> {
    let mut all: Vec<DuelAction> = (0..5).map(|bolt| DuelAction::Cast { bolt }).collect();
    all.extend([DuelAction::Draw, DuelAction::Rest, DuelAction::Ward, DuelAction::Pass]);
    all
}

/// A two-player game with the hands dealt as given (seat 0's two cards, then seat 1's).
fn dealt(hands: [[Card; 2]; 2]) -> Duel {
    let mut g = Duel::new(&DuelConfig::default()).unwrap();
    for card in hands.iter().flatten() {
        assert_eq!(g.to_act(), ToAct::Chance);
        g.apply_chance(card).unwrap();
    }
    g
}

fn legal(g: &Duel) -> Vec<DuelAction> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

#[test]
fn random_playouts_keep_the_contract_for_every_table_size_and_option() {
    for players in 2..=4 {
        for team_hands in [false, true] {
            let config = DuelConfig { players, team_hands, ..DuelConfig::default() };
            let report = random_playouts::<Duel>(&config, 0..40, 400, universe);
            assert_eq!(report.finished, 40, "{players} players, team hands {team_hands}");
            assert!(report.illegal_refused > 0);
        }
    }
}

#[test]
fn a_bolt_resolves_after_everyone_passes_in_a_row_and_hurts_the_other_side() {
    let mut g = dealt([[Card::Bolt(3), Card::Bolt(1)], [Card::Bolt(2), Card::Ward]]);
    assert_eq!(g.to_act(), ToAct::Decision { seat: 0 });
    assert_eq!(
        legal(&g),
        vec![DuelAction::Cast { bolt: 1 }, DuelAction::Cast { bolt: 3 }, DuelAction::Draw, DuelAction::Rest]
    );
    g.apply(&DuelAction::Cast { bolt: 3 }).unwrap();
    assert_eq!(g.to_act(), ToAct::Decision { seat: 0 }, "the active player gets priority first");
    assert_eq!(legal(&g), vec![DuelAction::Pass], "seat 0 holds no Ward");
    g.apply(&DuelAction::Pass).unwrap();
    assert_eq!(g.to_act(), ToAct::Decision { seat: 1 });
    assert_eq!(legal(&g), vec![DuelAction::Ward, DuelAction::Pass]);
    let events = g.apply(&DuelAction::Pass).unwrap();
    assert!(events.contains(&DuelEvent::Hurt { side: 1, life: 3 }));
    assert!(g.chain().is_none(), "the chain closed");
    assert_eq!(g.to_act(), ToAct::Decision { seat: 1 }, "seat 1's turn");
}

#[test]
fn a_ward_cancels_the_spell_under_it_and_priority_returns_after_each_resolution() {
    let mut g = dealt([[Card::Bolt(3), Card::Ward], [Card::Ward, Card::Bolt(1)]]);
    g.apply(&DuelAction::Cast { bolt: 3 }).unwrap();
    g.apply(&DuelAction::Pass).unwrap();
    g.apply(&DuelAction::Ward).unwrap();
    // After seat 1's Ward, priority passes clockwise from seat 1: seat 0, who wards the Ward.
    assert_eq!(g.to_act(), ToAct::Decision { seat: 0 });
    g.apply(&DuelAction::Ward).unwrap();
    assert_eq!(g.chain().unwrap().stack().len(), 3);
    g.apply(&DuelAction::Pass).unwrap(); // seat 1
    let events = g.apply(&DuelAction::Pass).unwrap(); // seat 0: everyone passed in a row
    assert!(events.contains(&DuelEvent::Cancelled { seat: 1, card: Card::Ward }), "{events:?}");
    let chain = g.chain().unwrap();
    assert_eq!(chain.state(), WindowState::Priority, "priority again before the Bolt resolves");
    assert_eq!(chain.priority(), Some(0), "starting with the active player");
    g.apply(&DuelAction::Pass).unwrap();
    let events = g.apply(&DuelAction::Pass).unwrap();
    assert!(events.contains(&DuelEvent::Hurt { side: 1, life: 3 }), "the Bolt went through: {events:?}");
    assert_eq!(g.cards_accounted(), 13);
}

#[test]
fn the_last_point_of_life_ends_the_game_for_the_sides() {
    let mut g = Duel::new(&DuelConfig { players: 4, life: 2, team_hands: true }).unwrap();
    for card in
        [Card::Bolt(2), Card::Ward, Card::Bolt(1), Card::Bolt(1), Card::Ward, Card::Ward, Card::Bolt(1), Card::Bolt(1)]
    {
        g.apply_chance(&card).unwrap();
    }
    g.apply(&DuelAction::Cast { bolt: 2 }).unwrap();
    for _ in 0..4 {
        g.apply(&DuelAction::Pass).unwrap();
    }
    assert_eq!(g.to_act(), ToAct::GameOver);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Sides { sides: vec![0, 1, 0, 1], winner: Some(0) });
    assert_eq!(outcome.returns(4), vec![1.0, 0.0, 1.0, 0.0], "seats 0 and 2 win together");
    assert_eq!(g.apply(&DuelAction::Pass), Err(RuleError::GameOver));
}

#[test]
fn a_drawn_card_is_named_only_to_those_who_see_the_hand() {
    let g = Duel::new(&DuelConfig { players: 4, team_hands: true, ..DuelConfig::default() }).unwrap();
    let told = g.tell_chance(&Card::Bolt(3));
    assert_eq!(told.for_viewer(Viewer::Seat(0)), "Seat 1 drew Bolt 3");
    assert_eq!(told.for_viewer(Viewer::Seat(2)), "Seat 1 drew Bolt 3", "the side shares its hands");
    assert_eq!(told.for_viewer(Viewer::Seat(1)), "Seat 1 drew a card");
    assert_eq!(told.for_viewer(Viewer::Table), "Seat 1 drew a card");
    assert!(matches!(told.known_to, KnownTo::Seats(_)));
    assert_eq!(g.describe_chance(&Card::Bolt(3)), "Seat 1 drew a card", "the shared sentence names no card");
}

#[test]
fn views_show_a_hand_to_its_owner_and_with_team_hands_to_the_side() {
    let mut g = Duel::new(&DuelConfig { players: 4, team_hands: false, ..DuelConfig::default() }).unwrap();
    for card in
        [Card::Bolt(2), Card::Ward, Card::Bolt(1), Card::Bolt(1), Card::Ward, Card::Ward, Card::Bolt(1), Card::Bolt(3)]
    {
        g.apply_chance(&card).unwrap();
    }
    let v = g.view(0);
    assert_eq!(v.hands[0], Some(vec![Card::Bolt(2), Card::Ward]));
    assert_eq!((v.hands[1].clone(), v.hands[2].clone()), (None, None));
    assert_eq!(v.hand_sizes, vec![2, 2, 2, 2]);
    let mut team = g.clone();
    for (seat, hand) in team.hands.iter_mut().enumerate() {
        hand.known_to = Duel::hand_knowers(&DuelConfig { players: 4, team_hands: true, life: 6 }, seat as u8);
    }
    let v = team.view(0);
    assert_eq!(v.hands[2], Some(vec![Card::Ward, Card::Ward]), "a teammate's hand");
    assert_eq!(v.hands[1], None);
}

#[test]
fn a_seat_undoes_its_own_pass_past_the_other_seats_passes_but_never_past_a_reveal() {
    let mut s = Session::<Duel>::new(DuelConfig { players: 3, ..DuelConfig::default() }, 4).unwrap();
    // Deal: seat 0 gets two Bolts, seats 1 and 2 a Ward each.
    let deal = [Card::Bolt(2), Card::Bolt(1), Card::Ward, Card::Bolt(1), Card::Ward, Card::Bolt(3)];
    for card in deal {
        s.apply_chance(&card).unwrap();
    }
    s.act(&DuelAction::Cast { bolt: 2 }).unwrap();
    assert!(matches!(s.can_undo(0), Err(UndoError::Revealed(_))), "the cast showed a hidden card");
    s.act_as(0, &DuelAction::Pass).unwrap();
    s.act_as(1, &DuelAction::Pass).unwrap();
    assert_eq!(s.to_act(), ToAct::Decision { seat: 2 });
    // Seat 0 thinks again: its pass comes back, past seat 1's.
    assert_eq!(s.undo_steps(0), Ok(2));
    s.undo(0).unwrap();
    assert_eq!(s.to_act(), ToAct::Decision { seat: 0 });
    assert_eq!(s.state().chain().unwrap().priority(), Some(0));
    // Redo brings back seat 0's pass, then seat 1's.
    assert!(s.redo().unwrap());
    assert_eq!(s.to_act(), ToAct::Decision { seat: 1 });
    assert!(s.redo().unwrap());
    assert_eq!(s.to_act(), ToAct::Decision { seat: 2 });
    // A real decision of another seat still blocks: seat 2 wards.
    s.act_as(2, &DuelAction::Ward).unwrap();
    assert_eq!(s.can_undo(0), Err(UndoError::OtherSeat(2)));
    // Seat 1 cannot undo its pass past seat 2's Ward either.
    assert_eq!(s.can_undo(1), Err(UndoError::OtherSeat(2)));
}

#[test]
fn bad_configs_and_impossible_draws_are_refused() {
    assert!(Duel::new(&DuelConfig { players: 1, ..DuelConfig::default() }).is_err());
    assert!(Duel::new(&DuelConfig { players: 5, ..DuelConfig::default() }).is_err());
    assert!(Duel::new(&DuelConfig { life: 0, ..DuelConfig::default() }).is_err());
    let mut g = Duel::new(&DuelConfig::default()).unwrap();
    for _ in 0..3 {
        let _ = g.apply_chance(&Card::Bolt(3));
    }
    let before = g.clone();
    assert!(matches!(g.apply_chance(&Card::Bolt(3)), Err(RuleError::BadChance { .. })), "only two Bolt 3");
    assert_eq!(g, before);
    assert_eq!(g.apply(&DuelAction::Rest), Err(RuleError::ChancePending));
}

#[test]
fn the_heuristic_bot_plays_whole_games_and_beats_random_play_on_its_side() {
    use crate::bots::{Bot, RandomBot};
    use rand::SeedableRng;
    let mut wins = [0u32; 2];
    for seed in 0..60u64 {
        let mut g = Duel::new(&DuelConfig::default()).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let (mut smart, mut random) = (DuelBot, RandomBot);
        for _ in 0..2000 {
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    let mut out = Vec::new();
                    g.chance_outcomes(&mut out);
                    let card = *crate::core::sample_weighted(&out, &mut rng).unwrap();
                    g.apply_chance(&card).unwrap();
                }
                ToAct::Decision { seat } => {
                    let a = if seat == 0 {
                        smart.choose(&Observation::new(&g, seat), &mut rng)
                    } else {
                        random.choose(&Observation::new(&g, seat), &mut rng)
                    };
                    g.apply(&a.expect("a legal action")).unwrap();
                }
            }
        }
        let outcome = g.outcome().expect("every game ends");
        if let Standing::Sides { winner: Some(w), .. } = outcome.standing {
            wins[usize::from(w)] += 1;
        }
    }
    assert!(wins[0] > wins[1], "heuristic {} against random {}", wins[0], wins[1]);
}

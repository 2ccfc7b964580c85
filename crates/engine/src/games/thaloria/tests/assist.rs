//! Assist mode's secret draws ("a card"): a card the table drew and never told the app is held as
//! a secret card, whose identity is one of the Main Deck's unseen cards; it is named when it is
//! cast, discarded or taken, and every card of the 100 stays in exactly one place.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::core::{sample_weighted, Game, ToAct};
use crate::games::thaloria::action::{ThaloriaAction, ThaloriaChance};
use crate::games::thaloria::data::cards::Card;
use crate::games::thaloria::state::Task;
use crate::games::thaloria::Need;
use crate::games::thaloria::{BoardSetup, Thaloria, ThaloriaConfig};

/// Where every card is: each real card exactly once among the hands, the deck, the discard pile,
/// the chain and the cards in play; and the table's count adds up to 100.
fn census(g: &Thaloria, here: &str) {
    let mut seen = [0u8; 101];
    let mut count = |c: Card| {
        if let Some(n) = seen.get_mut(usize::from(c.0)) {
            *n += 1;
        }
    };
    for hand in &g.hands {
        hand.value.iter().copied().filter(|&c| c != Card::SECRET).for_each(&mut count);
    }
    g.discard.iter().copied().for_each(&mut count);
    for (card, n) in g.deck.unseen() {
        (0..n).for_each(|_| count(*card));
    }
    g.deck.known_top().iter().copied().for_each(&mut count);
    g.chain_cards().filter(|(_, c)| !c.copy).for_each(|(_, c)| count(c.card));
    g.in_play().iter().for_each(|l| count(l.card));
    for id in 1..=100u8 {
        assert_eq!(seen[usize::from(id)], 1, "{here}: {} is in {} places", Card(id).name(), seen[usize::from(id)]);
    }
    let in_hands: usize = g.hands.iter().map(|h| h.value.len()).sum();
    let table = in_hands
        + g.deck_left()
        + g.discard.len()
        + usize::from(g.lost_secrets)
        + g.chain_cards().filter(|(_, c)| !c.copy).count()
        + g.in_play().len();
    assert_eq!(table, 100, "{here}: the table holds 100 cards");
}

/// Plays a game in which every draw is kept secret with probability `secret`, every other chance
/// event drawn as play would, and every decision random; checks the census at every step.
fn assist_game(seed: u64, players: u8, secret: f64) -> (Thaloria, usize, usize) {
    let config = ThaloriaConfig { players, board: BoardSetup::Quick, round_limit: 8 };
    let mut g = Thaloria::new(&config).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut secrets, mut named) = (0, 0);
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    for step in 0..20_000 {
        census(&g, &format!("seed {seed}, step {step}"));
        match g.to_act() {
            ToAct::GameOver => break,
            ToAct::Chance => {
                g.chance_outcomes(&mut outcomes);
                assert!(
                    outcomes.iter().all(|w| w.outcome != ThaloriaChance::Card(Card::SECRET)),
                    "play never draws a secret card"
                );
                let outcome = match g.secret_chance() {
                    Some((_, s)) if rng.random_bool(secret) => {
                        secrets += 1;
                        s
                    }
                    _ => *sample_weighted(&outcomes, &mut rng).expect("an outcome"),
                };
                g.apply_chance(&outcome).expect("the outcome applies");
            }
            ToAct::Decision { seat } => {
                g.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "a decision has answers");
                let holds_secret = g.hands[usize::from(seat)].value.contains(&Card::SECRET);
                let action = legal[rng.random_range(0..legal.len())];
                if let ThaloriaAction::Cast { card, .. } | ThaloriaAction::Discard { card } = action {
                    assert_ne!(card, Card::SECRET, "a secret card is named when shown");
                    if holds_secret && !g.hands[usize::from(seat)].value.contains(&card) {
                        named += 1;
                    }
                }
                g.apply(&action).expect("a listed answer applies");
            }
        }
    }
    census(&g, &format!("seed {seed}, end"));
    (g, secrets, named)
}

#[test]
fn secret_draws_keep_every_card_in_one_place_and_are_named_when_shown() {
    let (mut secrets, mut named) = (0, 0);
    for seed in 0..6 {
        let (_, s, n) = assist_game(seed, 2 + (seed % 4) as u8, 0.6);
        secrets += s;
        named += n;
    }
    assert!(secrets > 50, "secret draws were made ({secrets})");
    assert!(named > 5, "secret cards were named by casting or discarding ({named})");
}

#[test]
fn a_secret_card_is_any_unseen_card_and_only_those() {
    // Deal the start hands: seat 0's first card is secret.
    let config = ThaloriaConfig { players: 2, board: BoardSetup::Quick, round_limit: 0 };
    let mut g = Thaloria::new(&config).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    while !g.hands[0].value.contains(&Card::SECRET) {
        match g.to_act() {
            ToAct::Chance => {
                let seat_0_draws = matches!(g.tasks.top(), Some((_, Task::Chance(Need::Draw { seat: 0 }))));
                let outcome = match g.secret_chance() {
                    Some((_, s)) if seat_0_draws => s,
                    _ => {
                        g.chance_outcomes(&mut outcomes);
                        *sample_weighted(&outcomes, &mut rng).expect("an outcome")
                    }
                };
                g.apply_chance(&outcome).expect("applies");
            }
            ToAct::Decision { .. } => {
                g.legal_actions(&mut legal);
                g.apply(&legal[0]).expect("applies");
            }
            ToAct::GameOver => panic!("over before the deal"),
        }
    }
    let hand = g.hands[0].value.clone();
    let before = g.deck_left();
    // Seat 0 holds any unseen card; a card in the other hand is not unseen, so not held.
    let unseen = g.deck.unseen().find(|(c, _)| !hand.contains(c)).map(|(c, _)| *c).expect("an unseen card");
    assert!(g.holds(0, unseen));
    assert!(!g.holds(1, unseen), "a seat without a secret card holds only its own cards");
    if let Some(&theirs) = g.hands[1].value.first() {
        assert!(!g.holds(0, theirs), "another hand's known card is never a secret card");
    }
    // Naming it takes the secret card and the unseen card together.
    assert!(g.take_card(0, unseen));
    assert!(!g.hands[0].value.contains(&Card::SECRET), "the one secret card was named");
    assert_eq!(g.deck.unseen_count(&unseen), 0);
    assert_eq!(g.deck_left(), before, "the table's deck did not change: the card came from a hand");
    assert!(!g.take_card(0, unseen), "a card is named once");
}

#[test]
fn a_determinized_world_never_deals_a_secret_card_to_a_hidden_hand() {
    let (g, secrets, _) = assist_game(3, 3, 1.0);
    assert!(secrets > 0);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for seat in 0..3u8 {
        let world = crate::core::Rules::determinize(&g, seat, &mut rng);
        for (s, hand) in world.hands.iter().enumerate() {
            assert_eq!(hand.value.len(), g.hands[s].value.len(), "hand sizes are kept");
            if s != usize::from(seat) {
                assert!(!hand.value.contains(&Card::SECRET), "a hidden hand is dealt real cards");
            }
        }
        assert_eq!(world.deck_left(), g.deck_left(), "the table's deck keeps its size");
        census(&world, "determinized");
    }
}

//! `Rules::targets`: every legal action names only things the view shows (a hand card, an open
//! quest or a reward of a hero, a location, a piece, a seat), by the view's ids, and a move
//! names its destination (rules/targets.rs).

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::action::{DefendersAction as A, Target as Pick};
use super::super::data::{General, HeroKind, Quest, DARKNESS, HERO_LIST, LOCATION_COUNT, MONARCH_CITY};
use super::super::rules::targets::{card_target, general_target, hero_target, location_target, quest_target};
use super::super::state::{Defenders, DefendersConfig};
use crate::core::{sample_weighted, Game, Target, ToAct};

/// Checks every legal action's targets against `seat`'s view; returns the kinds of action seen.
fn check_position(g: &Defenders, seat: u8, here: &str, seen: &mut BTreeSet<&'static str>) {
    let view = g.view(seat);
    assert_eq!(view.board.len(), LOCATION_COUNT, "{here}: the view shows every location");
    let heroes: Vec<_> = view.seats.iter().filter_map(|s| s.hero.as_ref()).collect();
    let generals: Vec<Target> = view.generals.iter().map(|v| general_target(v.general)).collect();
    let hero_pieces: Vec<Target> = heroes.iter().map(|h| hero_target(h.kind)).collect();
    let in_hands: Vec<Target> = heroes.iter().flat_map(|h| h.hand.iter().map(|&c| card_target(c))).collect();
    let rewards: Vec<Target> = heroes
        .iter()
        .flat_map(|h| h.rewards.iter().copied().chain(h.quest.map(|open| open.quest)).map(quest_target))
        .collect();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    for a in &legal {
        let targets = g.targets(a);
        for t in &targets {
            let ok = match t {
                Target::Location(id) => id.parse::<usize>().is_ok_and(|l| l < view.board.len()),
                Target::Card(id) => match id.strip_prefix("dark_") {
                    Some(d) => d.parse::<usize>().is_ok_and(|d| d < DARKNESS.len()),
                    None => in_hands.contains(t) || rewards.contains(t),
                },
                Target::Piece(_) => generals.contains(t) || hero_pieces.contains(t),
                Target::Seat(s) => usize::from(*s) < view.seats.len(),
                Target::Cell(_) => false,
            };
            assert!(ok, "{here}: {a:?} names {t:?}, which the view does not show");
        }
        let must = match *a {
            A::Foot { to } | A::GateToGate { to } | A::SkillMove { to } | A::CardMove { to, .. } => {
                seen.insert("move");
                Some(location_target(to))
            }
            A::Engage { at } => {
                seen.insert("engage");
                Some(location_target(at))
            }
            A::Play { card } | A::Commit { card } | A::Discard { card } => {
                seen.insert("card");
                Some(card_target(card))
            }
            A::AttackGeneral => {
                seen.insert("attack");
                assert!(targets.iter().any(|t| generals.contains(t)), "{here}: an attack names its General");
                None
            }
            A::Pick { .. } => {
                seen.insert("pick");
                None
            }
            A::Reward { .. } | A::Attacker { .. } | A::Reroll { .. } => {
                seen.insert("reward, attacker or re-roll");
                None
            }
            _ => None,
        };
        if let Some(t) = must {
            assert!(targets.contains(&t), "{here}: {a:?} does not name {t:?} (it names {targets:?})");
        }
    }
}

#[test]
fn every_legal_actions_targets_are_in_the_view_and_a_move_names_its_destination() {
    let mut seen = BTreeSet::new();
    let mut chances = Vec::new();
    let mut legal = Vec::new();
    let mut positions = 0;
    for seed in 0..64u64 {
        let players = (seed % 4) as u8 + 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x7a7);
        let heroes = (0..players).map(|i| Some(HERO_LIST[usize::from(i) * 2 % HERO_LIST.len()])).collect();
        let config = DefendersConfig { players, heroes, ..DefendersConfig::default() };
        let mut g = Defenders::new(&config).expect("config");
        for step in 0..600 {
            let here = format!("players {players}, seed {seed}, step {step}");
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut chances);
                    let o = *sample_weighted(&chances, &mut rng).expect("weights");
                    g.apply_chance(&o).expect("a legal outcome");
                }
                ToAct::Decision { seat } => {
                    check_position(&g, seat, &here, &mut seen);
                    positions += 1;
                    g.legal_actions(&mut legal);
                    let a = legal[rng.random_range(0..legal.len())];
                    g.apply(&a).expect("a legal action");
                }
            }
        }
    }
    assert!(positions > 1_000, "the playouts checked {positions} positions");
    for kind in ["move", "engage", "card", "attack", "pick"] {
        assert!(seen.contains(kind), "the playouts reached a {kind} action ({seen:?})");
    }
}

#[test]
fn targets_use_the_views_ids() {
    let g = super::support::started(&[HeroKind::Cleric], 1);
    assert_eq!(g.targets(&A::Foot { to: MONARCH_CITY }), vec![Target::location("28")], "a location is its id");
    assert_eq!(g.targets(&A::Play { card: 12 }), vec![Target::card("12")], "a Hero card is its id");
    let varkolak = g.targets(&A::Pick { target: Pick::General(General::Varkolak) });
    assert_eq!(varkolak[0], Target::piece("varkolak"), "a General is its serde id");
    let at = g.general_loc(General::Varkolak).expect("on the board at the start");
    assert_eq!(varkolak[1], Target::location(at.to_string()), "and its location");
    assert_eq!(
        g.targets(&A::Pick { target: Pick::Hero(0) }),
        vec![Target::Seat(0), Target::piece("cleric")],
        "a hero is its seat and its piece"
    );
    assert_eq!(g.targets(&A::Pick { target: Pick::Dark(3) }), vec![Target::card("dark_3")]);
    assert_eq!(g.targets(&A::Reward { quest: Quest::Scout(General::Gorgutt) }), vec![Target::card("scout_gorgutt")]);
    assert_eq!(g.targets(&A::Reward { quest: Quest::AmuletOfTheGods }), vec![Target::card("amulet_of_the_gods")]);
    assert!(g.targets(&A::EndDay).is_empty());
    let mut g = g;
    let here = g.hero(0).map(|h| h.loc).expect("the Cleric is on the board");
    if let Some(h) = g.seats.get_mut(0).and_then(|s| s.hero.as_mut()) {
        h.quest = Some(super::super::state::OpenQuest { quest: Quest::AmuletOfTheGods, minions: [0; 4], visited: 0 });
    }
    assert_eq!(
        g.targets(&A::Quest { dice: 1 }),
        vec![Target::card("amulet_of_the_gods"), Target::location(here.to_string())],
        "a quest action names the open quest card, then the hero's place"
    );
}

//! Random playouts: the shared harness, and 1,000+ seeds with 1-4 heroes checking component
//! conservation, legality and round trips at every step (issue 4; rules notes §4, §5.2).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::action::{DefendersAction as A, Target};
use super::super::data::{Colour, HeroCardId, HERO_CARDS, LOCATION_COUNT};
use super::super::setup::{CRYSTALS, GATES, HARDER_MINIONS_PER_COLOUR, MINIONS_PER_COLOUR};
use super::super::state::{Defenders, DefendersConfig, Effect, Pending, Task};
use crate::core::harness::random_playouts;
use crate::core::{sample_weighted, Game, LogEntry, Session, ToAct};

/// A broad set of decisions, most of them illegal at any moment.
fn universe(_: &Defenders) -> Vec<A> {
    let mut v = vec![A::EndDay, A::Pass, A::Done, A::Keep, A::Redraw, A::AttackGeneral, A::HealWounds, A::Purify];
    for l in 0..LOCATION_COUNT as u8 {
        v.push(A::Foot { to: l });
        v.push(A::Engage { at: l });
        v.push(A::Pick { target: Target::Loc(l) });
    }
    for c in 0..HERO_CARDS.len() as HeroCardId {
        v.push(A::Play { card: c });
        v.push(A::Commit { card: c });
        v.push(A::Discard { card: c });
    }
    v.push(A::Rumors { colour: Colour::Red });
    v.push(A::Quest { dice: 3 });
    v
}

/// Every component is somewhere, exactly once (rules notes §4 "Components to conserve").
pub(crate) fn check_conservation(g: &Defenders, here: &str) {
    let per = if g.config.harder_fewer_minions { HARDER_MINIONS_PER_COLOUR } else { MINIONS_PER_COLOUR };
    for c in 0..4 {
        let board: u32 = g.board.iter().map(|s| u32::from(s.minions[c])).sum();
        let quests: u32 =
            g.seats.iter().filter_map(|s| s.hero.as_ref().and_then(|h| h.quest)).map(|q| u32::from(q.minions[c])).sum();
        assert_eq!(board + quests + u32::from(g.supply[c]), u32::from(per), "{here}: minions of colour {c}");
    }
    let crystals: u32 = g.board.iter().map(|s| u32::from(s.crystals)).sum();
    assert_eq!(crystals + u32::from(g.crystals), u32::from(CRYSTALS), "{here}: crystals");
    let gates = g.board.iter().filter(|s| s.gate).count() as u8;
    assert_eq!(gates + g.gates, GATES, "{here}: gates");
    let hands: usize = g.seats.iter().filter_map(|s| s.hero.as_ref()).map(|h| h.hand.len()).sum();
    let committed = g.combat.as_ref().map_or(0, |c| c.committed.len());
    let hero_total = 97 - g.config.harder_removed_purple.len();
    assert_eq!(
        g.hero_deck.len() + g.hero_discard.len() + g.purple_out.len() + hands + committed,
        hero_total,
        "{here}: Hero cards"
    );
    let mut visions = 0;
    for (_, t) in g.tasks.iter() {
        if let Task::Decide(Pending::Effect(Effect::Visions { undecided, kept, ordered })) = t {
            visions += undecided.len() + kept.len() + ordered.len();
        }
    }
    let current = usize::from(g.night.current.is_some());
    assert_eq!(
        g.dark_deck.len() + g.dark_discard.len() + current + visions,
        56 - usize::from(g.config.harder_removed_quiet),
        "{here}: Darkness cards"
    );
    let open = g.seats.iter().filter(|s| s.hero.as_ref().is_some_and(|h| h.quest.is_some())).count();
    let done: usize = g.seats.iter().map(|s| s.quests_done.len()).sum();
    assert_eq!(g.quest_deck.len() + g.quest_discard.len() + open + done, 24, "{here}: quests");
    let defeated = g.generals.iter().filter(|s| s.remaining == 0).count();
    let slain: usize = g.seats.iter().map(|s| s.generals.len()).sum();
    assert_eq!(defeated, slain, "{here}: every defeated General is held by its Slayer");
    for s in &g.seats {
        if let Some(h) = &s.hero {
            assert!(h.life <= h.max_life && h.life > 0, "{here}: a living hero has 1..=max life");
        }
    }
}

/// One random game: conservation, a legal action applies, sampled illegal ones change nothing,
/// and (if `deep`) a JSON round trip at every step; replay and save at the end.
fn playout(config: &DefendersConfig, seed: u64, deep: bool) -> Defenders {
    let mut session = Session::<Defenders>::new(config.clone(), seed).expect("valid config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xdef);
    let all = universe(session.state());
    let mut legal = Vec::new();
    let mut chances = Vec::new();
    for step in 0..20_000 {
        let state = session.state().clone();
        let here = format!("players {}, seed {seed}, step {step}", config.players);
        check_conservation(&state, &here);
        if deep {
            let json = serde_json::to_string(&state).expect("serialize");
            let back: Defenders = serde_json::from_str(&json).expect("deserialize");
            assert_eq!(back, state, "{here}: JSON round trip");
        }
        match state.to_act() {
            ToAct::GameOver => break,
            ToAct::Chance => {
                state.chance_outcomes(&mut chances);
                assert!(!chances.is_empty(), "{here}: a chance event with no outcome");
                let o = *sample_weighted(&chances, &mut rng).expect("weights");
                session.apply_chance(&o).unwrap_or_else(|e| panic!("{here}: {e}"));
            }
            ToAct::Decision { .. } => {
                state.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "{here}: no legal action");
                for _ in 0..3 {
                    let a = all[rng.random_range(0..all.len())];
                    if legal.contains(&a) {
                        continue;
                    }
                    let mut probe = state.clone();
                    assert!(probe.apply(&a).is_err(), "{here}: illegal {a:?} accepted");
                    assert_eq!(probe, state, "{here}: refused {a:?} changed the state");
                }
                let a = legal[rng.random_range(0..legal.len())];
                session.act(&a).unwrap_or_else(|e| panic!("{here}: legal {a:?} refused: {e}"));
            }
        }
    }
    assert_eq!(session.state().to_act(), ToAct::GameOver, "players {}, seed {seed}: game ends", config.players);
    let log: Vec<LogEntry<Defenders>> = session.log().to_vec();
    let replayed = Session::<Defenders>::replay(config.clone(), seed, &log).expect("replay");
    assert_eq!(replayed.state(), session.state(), "seed {seed}: replay differs");
    session.state().clone()
}

#[test]
fn thousand_seeds_conserve_every_component_with_one_to_four_heroes() {
    let mut ended = 0;
    for seed in 0..1_000u64 {
        let players = (seed % 4) as u8 + 1;
        let config = DefendersConfig { players, ..DefendersConfig::default() };
        let end = playout(&config, seed, seed < 40);
        assert!(end.outcome().is_some());
        ended += 1;
    }
    assert_eq!(ended, 1_000);
}

#[test]
fn variants_conserve_components_too() {
    let configs = [
        DefendersConfig {
            players: 2,
            easier_setup: true,
            easier_no_penalty: true,
            easier_three_cards: true,
            easier_extra_life: true,
            ..DefendersConfig::default()
        },
        DefendersConfig {
            players: 3,
            harder_setup_overruns: true,
            harder_less_life: true,
            harder_removed_purple: vec![HERO_CARDS.len() as u8 - 1, HERO_CARDS.len() as u8 - 2],
            harder_removed_quiet: 3,
            harder_fewer_minions: true,
            sorcerer_undead_form_takes_fear: true,
            ..DefendersConfig::default()
        },
    ];
    for config in &configs {
        for seed in 0..60 {
            playout(config, seed, seed < 5);
        }
    }
}

#[test]
fn the_shared_harness_holds_the_contract() {
    for players in 1..=4 {
        let config = DefendersConfig { players, ..DefendersConfig::default() };
        let report = random_playouts::<Defenders>(&config, 0..6, 20_000, universe);
        assert_eq!(report.finished, 6, "{players} players: every game finishes");
        assert!(report.illegal_refused > 0);
    }
}

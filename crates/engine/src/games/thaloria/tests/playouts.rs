//! Random playouts through the shared harness.

use crate::core::harness::random_playouts;
use crate::games::thaloria::{BoardSetup, Thaloria, ThaloriaConfig};

use crate::games::thaloria::state::Army;
use crate::games::thaloria::ThaloriaAction as A;

/// Every Warrior and every card is somewhere, at every step: 18 Standard and 9 Elite per
/// Wizard across the Reserve, the tiles, the Dungeons, the Fallen and the removed; 100 cards
/// across the deck, the hands and the discard pile.
fn conserved(g: &Thaloria) {
    for s in 0..g.config.players {
        let p = &g.players[usize::from(s)];
        let all = p.reserve.plus(p.fallen).plus(p.removed).plus(g.on_battlefield(s)).plus(g.in_dungeons(s));
        assert_eq!(all, Army::new(18, 9), "seat {s}'s army is conserved");
    }
    let cards = g.deck.len()
        + g.discard.len()
        + g.hands.iter().map(|h| h.value.len()).sum::<usize>()
        + g.chain_cards().filter(|(_, c)| !c.copy).count()
        + g.in_play().len();
    assert_eq!(cards, 100, "the Main Deck's 100 cards are conserved");
    let mut seen: Vec<u8> = g.deck.unseen().map(|(c, _)| c.0).collect();
    seen.extend(g.discard.iter().map(|c| c.0));
    seen.extend(g.hands.iter().flat_map(|h| h.value.iter().map(|c| c.0)));
    seen.extend(g.chain_cards().filter(|(_, c)| !c.copy).map(|(_, c)| c.card.0));
    seen.extend(g.in_play().iter().map(|l| l.card.0));
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 100, "each of the 100 cards is in exactly one place");
    for (i, t) in g.tiles.iter().enumerate() {
        assert!(t.troops.len() <= 2, "two factions at most on a tile");
        for troop in &t.troops {
            let warren = g.in_play().iter().any(|l| {
                l.card.0 == 59
                    && l.owner == troop.seat
                    && l.on == crate::games::thaloria::state::Aim::Tile { tile: i as u8 }
            });
            let most = if warren && troop.army.elite == 0 { 4 } else { 3 };
            assert!(
                troop.army.count() >= 1 && troop.army.count() <= most,
                "three Warriors at most (Goblin Warren: four Standard)"
            );
            assert!(troop.army.power() <= 6, "five Power Points (six on a Stronghold) at most");
            assert!(troop.moved.standard <= troop.army.standard && troop.moved.elite <= troop.army.elite);
        }
    }
}

/// Candidate decisions, legal or not: the harness checks that the illegal ones are refused and
/// change nothing.
fn candidates(g: &Thaloria) -> Vec<A> {
    conserved(g);
    let n = u8::try_from(g.tiles.len()).unwrap_or(0);
    let mut out = vec![
        A::EndDraw,
        A::EndDeploy,
        A::EndAdvance,
        A::EndConsolidation,
        A::EndAttacks,
        A::Press,
        A::Decline,
        A::Deployed,
        A::LastMuster,
        A::AttackWizard,
        A::Pick { standard: 3, elite: 1 },
        A::Pick { standard: 1, elite: 0 },
        A::Pick { standard: 0, elite: 0 },
        A::Reroll { die: 2 },
        A::Bonus { die: 0 },
        A::Place { q: 0, r: 0, dungeon: false },
        A::Place { q: 9, r: 9, dungeon: true },
        A::Azmorth { elite: true },
        A::Discard { card: crate::games::thaloria::data::cards::Card(1) },
        A::Pass,
        A::Take { card: crate::games::thaloria::data::cards::Card(5) },
        A::Retarget { aim: crate::games::thaloria::state::Aim::None },
    ];
    // Every card in every hand, cast with no aim and at the first tile: most are refused.
    for hand in &g.hands {
        for &card in &hand.value {
            out.push(A::Cast { card, aim: crate::games::thaloria::state::Aim::None });
            out.push(A::Cast { card, aim: crate::games::thaloria::state::Aim::Tile { tile: 1 } });
            out.push(A::Cast { card, aim: crate::games::thaloria::state::Aim::Seat { seat: 1 } });
        }
    }
    for t in (0..n).step_by(3) {
        out.push(A::Deploy { tile: t, elite: t % 2 == 0 });
        out.push(A::Move { from: t, to: (t + 1) % n.max(1), elite: false });
        out.push(A::Consolidate { from: t, to: (t + 2) % n.max(1), elite: true });
        out.push(A::Fight { tile: t });
        out.push(A::Raid { tile: t });
        out.push(A::Retreat { to: t });
        out.push(A::Group { tile: t, standard: 2, elite: 2 });
    }
    out
}

#[test]
fn random_playouts_keep_the_contract_for_two_to_five_players() {
    for players in 2..=5 {
        let config = ThaloriaConfig { players, board: BoardSetup::Quick, round_limit: 30 };
        let report = random_playouts::<Thaloria>(&config, 0..2, 20_000, candidates);
        assert_eq!(report.finished, 2, "{players} players: every game ends");
        assert!(report.illegal_refused > 0);
    }
}

#[test]
fn a_built_board_plays_through_too() {
    let config = ThaloriaConfig { players: 3, board: BoardSetup::Build, round_limit: 20 };
    let report = random_playouts::<Thaloria>(&config, 10..12, 30_000, candidates);
    assert_eq!(report.finished, 2);
}

/// Random games with no round limit still end (a Wizard falls or one holds eight enemy tiles),
/// for every player count.
#[test]
fn random_games_without_a_round_limit_end() {
    use crate::core::{sample_weighted, Game, ToAct};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    for players in 2..=5 {
        for seed in 0..2 {
            let config = ThaloriaConfig { players, board: BoardSetup::Quick, round_limit: 0 };
            let mut g = Thaloria::new(&config).expect("config");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (mut legal, mut chances) = (Vec::new(), Vec::new());
            for _ in 0..400_000 {
                match g.to_act() {
                    ToAct::GameOver => break,
                    ToAct::Chance => {
                        g.chance_outcomes(&mut chances);
                        let o = *sample_weighted(&chances, &mut rng).expect("outcomes");
                        g.apply_chance(&o).expect("a listed outcome");
                    }
                    ToAct::Decision { .. } => {
                        g.legal_actions(&mut legal);
                        let a = legal[rng.random_range(0..legal.len())];
                        g.apply(&a).expect("a legal action");
                    }
                }
            }
            assert_eq!(g.to_act(), ToAct::GameOver, "{players} players, seed {seed}: the game ends");
            assert!(g.outcome().is_some());
        }
    }
}

/// Games that once looped forever (a copy card copying a copy card; an Evasive Retreat split
/// onto a tile that takes nothing) end: `rampart simulate --game thaloria --players 4 --config
/// '{"board":"quick"}' --seed 0`'s games 12, 13 and 50, played as the simulator plays them.
#[test]
fn the_games_that_once_looped_end() {
    use crate::bots::{Bot, FastRandomBot};
    use crate::core::Game;
    use rand::SeedableRng;
    for stream in [12u64, 13, 50] {
        let config = ThaloriaConfig { players: 4, board: BoardSetup::Quick, round_limit: 0 };
        let mut g = Thaloria::new(&config).expect("config");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
        rng.set_stream(stream);
        let mut bots: Vec<Box<dyn Bot<Thaloria>>> =
            (0..4).map(|_| Box::new(FastRandomBot::default()) as Box<dyn Bot<Thaloria>>).collect();
        crate::bots::play_out(&mut g, &mut bots, &mut rng, 200_000);
        assert!(g.end.is_some(), "game {stream}: the game ends");
    }
}

/// Saves of builds before 2026-12-07 closed the Draw Step's play window after one card: their
/// logs lack the "end the Draw Step" this build asks for. Replay supplies it
/// (`Game::replay_bridge`) and reaches the same state.
#[test]
fn a_log_without_the_draw_steps_ending_replays_to_the_same_state() {
    use crate::core::{Game, LogEntry, Session, ToAct};
    let config = ThaloriaConfig { players: 3, board: BoardSetup::Quick, round_limit: 0 };
    let mut checked = 0;
    for seed in 0..20u64 {
        let mut s = Session::<Thaloria>::new(config.clone(), seed).expect("a valid config");
        let mut legal = Vec::new();
        for step in 0..3_000u64 {
            match s.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    s.sample_chance().expect("chance samples");
                }
                ToAct::Decision { .. } => {
                    s.state().legal_actions(&mut legal);
                    // A fixed spread over the legal answers, ending the Draw Step whenever it may.
                    let pick = legal
                        .iter()
                        .find(|a| matches!(a, A::EndDraw))
                        .copied()
                        .unwrap_or(legal[(step.wrapping_mul(7919) % legal.len() as u64) as usize]);
                    s.act(&pick).expect("a legal answer");
                }
            }
        }
        let log = s.log().to_vec();
        let Some(at) = log
            .iter()
            .position(|e| matches!(e, LogEntry::Decision { action: A::EndDraw, .. }))
            .filter(|&at| at + 3 < log.len())
        else {
            continue;
        };
        let mut old = log.clone();
        old.remove(at);
        let replayed = Session::<Thaloria>::replay(config.clone(), seed, &old).expect("the old log replays");
        assert_eq!(replayed.state_hash(), s.state_hash(), "seed {seed}: the same state");
        assert_eq!(replayed.log().len(), log.len(), "seed {seed}: the ending is in the log again");
        // Without the bridge the step after the gap is refused.
        let mut bare = Session::<Thaloria>::replay(config.clone(), seed, &old[..at]).expect("the prefix replays");
        let next = &old[at];
        let refused = match next {
            LogEntry::Decision { seat, action, .. } => bare.act_as(*seat, action).is_err(),
            LogEntry::Chance { outcome } => bare.apply_chance(outcome).is_err(),
        };
        assert!(refused, "seed {seed}: the old log's next step is not an answer to the open window");
        checked += 1;
    }
    assert!(checked >= 5, "enough games ended a Draw Step by hand ({checked})");
}

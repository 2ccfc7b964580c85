//! Siege of Valeria: the shared harness with component invariants, every worked example of
//! the rulebook, one test per card effect, and every way to win or lose.

mod cards;
mod digest;
mod edges;
mod endings;
mod evaluate;
mod examples;
mod targets;
mod window;

use super::data::*;
use super::state::*;
use super::{ValeriaAction as A, ValeriaChance as C, ValeriaEvent};
use crate::bots::Observation;
use crate::core::harness::random_playouts;
use crate::core::{Game, ToAct};

// ---------------------------------------------------------------- builders

/// 1-based cell, as the rulebook counts: row 1 is the Vanguard.
fn at(row: u8, col: u8) -> Cell {
    Cell { row: row - 1, col: col - 1 }
}

fn troop(t: TroopKind) -> Foe {
    Foe::Troop(t)
}

fn engine(e: EngineKind) -> Foe {
    Foe::Engine(e)
}

/// A table in Perform Your Actions of day 1: empty Battlefield, no active dice, empty hand,
/// full decks (setup's draws skipped), nothing on the Fortress.
fn table() -> Valeria {
    let mut g = Valeria::setup(&ValeriaConfig::default());
    g.tasks.clear();
    g.phase = Phase::Actions;
    g.push(Task::Phase(Phase::Vanguard));
    g.decide(Pending::Actions);
    for d in &mut g.dice {
        if d.zone == Zone::Spent {
            d.zone = Zone::Supply;
        }
    }
    g
}

fn put(g: &mut Valeria, c: Cell, f: Foe) {
    g.put_slot(c, Slot::new(f));
}

/// Makes these dice active with these values (Soldier dice from id 0, Holy from id 8).
fn dice(g: &mut Valeria, soldier: &[u8], holy: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut ids = (Vec::new(), Vec::new());
    for (i, v) in soldier.iter().enumerate() {
        g.dice[i] = Die { colour: Colour::Soldier, zone: Zone::Active, value: *v, doubled: false };
        ids.0.push(i as u8);
    }
    for (i, v) in holy.iter().enumerate() {
        g.dice[8 + i] = Die { colour: Colour::Holy, zone: Zone::Active, value: *v, doubled: false };
        ids.1.push(8 + i as u8);
    }
    ids
}

fn act(g: &mut Valeria, a: A) -> Vec<ValeriaEvent> {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}; legal: {:?}", legal(g)))
}

fn refused(g: &mut Valeria, a: A) -> String {
    let before = g.clone();
    let e = g.apply(&a).expect_err("should be refused");
    assert_eq!(*g, before, "a refused action changes nothing");
    e.to_string()
}

fn chance(g: &mut Valeria, c: C) -> Vec<ValeriaEvent> {
    g.apply_chance(&c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"))
}

fn legal(g: &Valeria) -> Vec<A> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

/// Attacks `cell` with these dice and bonus Turrets, then confirms.
fn attack(g: &mut Valeria, cell: Cell, dice: &[u8], bonuses: &[u8]) -> Vec<ValeriaEvent> {
    act(g, A::Attack { cell });
    for &die in dice {
        act(g, A::Die { die });
    }
    for &turret in bonuses {
        act(g, A::UseChampion { turret });
    }
    act(g, A::Confirm)
}

fn champion_on(g: &mut Valeria, turret: u8, c: ChampionKind) {
    g.champions.draw_unseen(&c).unwrap();
    g.turrets[usize::from(turret)].champion = Some((c, true));
}

fn value(g: &Valeria, die: u8) -> u8 {
    g.dice[usize::from(die)].value
}

/// Runs an Event's effect now, as if just drawn, and settles what needs no decision.
fn event(g: &mut Valeria, e: EventKind) -> Vec<ValeriaEvent> {
    let mut ev = super::rules::Events::listed();
    g.events.draw_unseen(&e).unwrap();
    g.discard.push(Discarded::Event(e));
    g.push(Task::EventEffect(e));
    g.run(&mut ev);
    ev.into_vec()
}

/// Fires a Siege Engine's effect now (as Lucky Shot does: the engine is marked, then fires).
fn fire(g: &mut Valeria, cell: Cell) -> Vec<ValeriaEvent> {
    let mut ev = super::rules::Events::listed();
    if let Some(slot) = g.slot_mut(cell) {
        slot.siege = Some(SiegeMark::LuckyShot);
    }
    g.push(Task::EngineEffect { cell, lucky: true });
    g.run(&mut ev);
    ev.into_vec()
}

fn hand_play(g: &mut Valeria, t: TroopKind) {
    g.hand.push(t);
    act(g, A::PlayTroop { troop: t });
}

// ---------------------------------------------------------------- the harness

/// Every decision that could be asked, for the harness's illegal-action checks.
fn universe(_: &Valeria) -> Vec<A> {
    let mut all = vec![A::Continue, A::Confirm, A::Cancel, A::RepairWithDie, A::EndActions, A::ReturnChampion];
    all.extend(TroopKind::ALL.map(|troop| A::PlayTroop { troop }));
    all.extend((0..5u8).map(|turret| A::UseChampion { turret }));
    all.extend((0..5u8).map(|turret| A::RepairWithChampion { turret }));
    all.extend((0..5u8).map(|turret| A::Turret { turret }));
    all.extend((0..12u8).map(|die| A::Die { die }));
    all.extend([A::Direction { up: true }, A::Direction { up: false }]);
    all.extend((0..6u8).map(|index| A::Order { index }));
    all.extend(ChampionKind::ALL.map(|champion| A::TopChampion { champion }));
    all.extend(Cell::all().flat_map(|cell| [A::Attack { cell }, A::Cell { cell }]));
    // Ids off the board and out of range: refused, never a panic.
    let off = Cell { row: 9, col: 200 };
    all.extend([A::Attack { cell: off }, A::Cell { cell: off }, A::Die { die: 12 }, A::Die { die: 255 }]);
    all.extend([A::Turret { turret: 7 }, A::UseChampion { turret: 255 }, A::RepairWithChampion { turret: 5 }]);
    all.extend([A::Order { index: 255 }]);
    all
}

/// Every component is somewhere: 48 Troops, 18 Siege Engines, 18 Champions, 18 Events,
/// 12 dice, 9 + 9 Strength and Magic tokens, 15 Impact tokens.
fn check_components(g: &Valeria) {
    let mut troops = g.troops.len() + g.hand.len() + usize::from(TROOPS_SET_ASIDE);
    let mut engines = g.engines.len() + usize::from(ENGINES_SET_ASIDE);
    let mut champions = g.champions.len();
    let mut events = g.events.len();
    let (mut strength, mut magic) = (usize::from(g.supply.strength), usize::from(g.supply.magic));
    for (_, s) in g.occupied() {
        match s.foe {
            Foe::Troop(_) => troops += 1,
            Foe::Engine(_) => engines += 1,
        }
        strength += usize::from(s.strength);
        magic += usize::from(s.magic);
        for l in &s.loaded {
            troops += 1;
            strength += usize::from(l.strength);
            magic += usize::from(l.magic);
        }
    }
    for d in &g.discard {
        match d {
            Discarded::Troop(_) => troops += 1,
            Discarded::Engine(_) => engines += 1,
            Discarded::Champion(_) => champions += 1,
            Discarded::Event(_) => events += 1,
        }
    }
    champions += g.turrets.iter().filter(|t| t.champion.is_some()).count();
    // A drawn Champion waiting to be placed.
    champions += g.tasks.iter().filter(|(_, t)| matches!(t, Task::Decide(Pending::Champion { .. }))).count();
    // Undrawn setup cards: the state counts them in the decks already.
    let impacts: usize = g.turrets.iter().map(|t| usize::from(t.impacts)).sum();
    assert_eq!(troops, 48, "48 Troops");
    assert_eq!(engines, 18, "18 Siege Engines");
    assert_eq!(champions, 18, "18 Champions");
    assert_eq!(events, 18, "18 Events");
    assert_eq!(strength, usize::from(STRENGTH_TOKENS), "9 Strength tokens");
    assert_eq!(magic, usize::from(MAGIC_TOKENS), "9 Magic tokens");
    if g.end != Some(EndReason::FourthImpact) {
        assert_eq!(impacts + usize::from(g.supply.impact), usize::from(IMPACT_TOKENS), "15 Impact tokens");
    }
    let soldiers = g.dice.iter().filter(|d| d.colour == Colour::Soldier).count();
    assert_eq!((soldiers, g.dice.len()), (8, 12), "8 Soldier and 4 Holy dice");
    for d in &g.dice {
        assert!((1..=6).contains(&d.value) || (d.doubled && d.value <= 12), "die value {}", d.value);
    }
}

#[test]
fn harness_random_playouts_hold_the_contract() {
    let report = random_playouts::<Valeria>(&ValeriaConfig::default(), 0..40, 20_000, universe);
    assert_eq!(report.finished, 40);
    let easy = random_playouts::<Valeria>(&ValeriaConfig { easy_mode: true }, 100..110, 20_000, universe);
    assert_eq!(easy.finished, 10);
}

/// 1,000 seeds of random play (and 200 with the heuristic bot), checking every component at
/// every step; the harness above covers legality, atomicity, serde and replay on a subset.
#[test]
fn components_are_conserved_over_a_thousand_random_games() {
    use crate::bots::{Bot, RandomBot};
    use crate::core::sample_weighted;
    use rand::SeedableRng;
    let mut legal_buf = Vec::new();
    let mut outcomes = Vec::new();
    let mut endings = std::collections::BTreeMap::new();
    for seed in 0..1_200u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Valeria::new(&ValeriaConfig { easy_mode: seed % 10 == 9 }).unwrap();
        let mut bot: Box<dyn Bot<Valeria>> =
            if seed >= 1_000 { Box::new(super::ValeriaBot) } else { Box::new(RandomBot) };
        for _ in 0..50_000 {
            check_components(&g);
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut outcomes);
                    let c = *sample_weighted(&outcomes, &mut rng).unwrap();
                    g.apply_chance(&c).unwrap();
                }
                ToAct::Decision { .. } => {
                    g.legal_actions(&mut legal_buf);
                    assert!(!legal_buf.is_empty());
                    let a = bot.choose(&Observation::new(&g, 0), &mut rng).unwrap();
                    g.apply(&a).unwrap();
                }
            }
        }
        let outcome = g.outcome().expect("every game ends");
        *endings.entry(outcome.reason).or_insert(0) += 1;
    }
    // Random play reaches every way to lose; the heuristic bot also wins.
    for reason in ["engine_in_vanguard", "fourth_impact", "troop_deck_exhausted", "all_engines_defeated"] {
        assert!(endings.contains_key(reason), "{reason} never happened: {endings:?}");
    }
}

/// A state stays small for searches that clone it by the thousand: at most 4 KB with its heap,
/// at every step of seeded games (random and heuristic).
#[test]
fn a_state_stays_within_4_kb() {
    use crate::bots::{Bot, RandomBot};
    use crate::core::harness::play_on;
    use rand::SeedableRng;
    let mut most = 0;
    for seed in 0..40u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Valeria::new(&ValeriaConfig { easy_mode: seed % 10 == 9 }).unwrap();
        let mut bot: Box<dyn Bot<Valeria>> =
            if seed % 2 == 0 { Box::new(super::ValeriaBot) } else { Box::new(RandomBot) };
        let visit = |g: &Valeria| {
            let bytes = g.memory_bytes();
            most = most.max(bytes);
            assert!(bytes <= 4096, "seed {seed}: {bytes} bytes (size_of {})", std::mem::size_of::<Valeria>());
        };
        play_on(&mut g, &mut rng, 50_000, visit, |g, _, rng| bot.choose(&Observation::new(g, 0), rng).unwrap());
    }
    println!("most bytes {most}, size_of {}", std::mem::size_of::<Valeria>());
}

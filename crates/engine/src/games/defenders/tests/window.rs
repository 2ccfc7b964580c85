//! The purple-card windows on `core::Window` (rules/window.rs) ask the same seats in the same
//! order as the hand-written sweep they replaced, and store the same `Task::Window`: checked
//! against that sweep, kept here as the reference, at random reachable positions.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::data::HERO_LIST;
use super::super::state::{Defenders, DefendersConfig, Pending, Task, WindowPoint};
use crate::core::{sample_weighted, Game, Seat, ToAct};

const POINTS: [WindowPoint; 5] =
    [WindowPoint::DayStart, WindowPoint::Combat, WindowPoint::NightStart, WindowPoint::Revealed, WindowPoint::TurnEnd];

/// The sweep as it was written before the core window: the first seat from offset `from` that
/// can play is asked, with `from: off + 1` under its decision.
fn reference_open(g: &mut Defenders, point: WindowPoint, from: u8) {
    let n = g.seats.len() as u8;
    for off in from..n {
        let seat = (g.active + off) % n;
        if g.can_play(seat, Some(point)) {
            g.tasks.push(seat, Task::Window { point, from: off + 1 });
            g.tasks.push(seat, Task::Decide(Pending::Window { point }));
            return;
        }
    }
}

/// The play as it was written: the window continues from the player's own offset.
fn reference_play(g: &mut Defenders, seat: Seat, point: WindowPoint) {
    let n = g.seats.len() as u8;
    let off = (seat + n - g.active) % n;
    if let Some((_, Task::Window { point: p, .. })) = g.tasks.top() {
        if *p == point {
            g.tasks.pop();
        }
    }
    g.tasks.push(seat, Task::Window { point, from: off });
}

fn compare(g: &Defenders, here: &str) -> usize {
    let mut asked = 0;
    let n = g.seats.len() as u8;
    for point in POINTS {
        for from in 0..=n {
            let (mut core, mut reference) = (g.clone(), g.clone());
            core.open_window(point, from);
            reference_open(&mut reference, point, from);
            assert_eq!(core.tasks, reference.tasks, "{here}: window {point:?} from {from}");
            let Some((seat, Task::Decide(Pending::Window { .. }))) = core.tasks.top() else { continue };
            asked += 1;
            let (mut core_play, mut reference_played) = (core.clone(), core.clone());
            core_play.tasks.pop();
            reference_played.tasks.pop();
            core_play.window_play(seat, point);
            reference_play(&mut reference_played, seat, point);
            assert_eq!(core_play.tasks, reference_played.tasks, "{here}: seat {seat} plays in {point:?}");
        }
    }
    asked
}

#[test]
fn the_core_window_asks_the_seats_the_hand_written_sweep_asked() {
    let mut chances = Vec::new();
    let mut legal = Vec::new();
    let mut compared = 0;
    let mut asked = 0;
    for seed in 0..24u64 {
        let players = (seed % 4) as u8 + 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x31d);
        let heroes = (0..players).map(|i| Some(HERO_LIST[(usize::from(i) * 3 + 1) % HERO_LIST.len()])).collect();
        let config = DefendersConfig { players, heroes, ..DefendersConfig::default() };
        let mut g = Defenders::new(&config).expect("config");
        for step in 0..400 {
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut chances);
                    let o = *sample_weighted(&chances, &mut rng).expect("weights");
                    g.apply_chance(&o).expect("a legal outcome");
                }
                ToAct::Decision { .. } => {
                    if step % 3 == 0 {
                        asked += compare(&g, &format!("players {players}, seed {seed}, step {step}"));
                        compared += 1;
                    }
                    g.legal_actions(&mut legal);
                    let a = legal[rng.random_range(0..legal.len())];
                    g.apply(&a).expect("a legal action");
                }
            }
        }
    }
    assert!(compared > 300, "compared {compared} positions");
    assert!(asked > 100, "a seat was asked in {asked} of the windows compared");
}

/// A pass in a purple-card window is a pass (`Rules::is_pass`): the seat that decided before it
/// may still undo its own decision past another seat's pass; a pass anywhere else is not one.
#[test]
fn another_seats_window_pass_does_not_block_undo() {
    use super::super::action::DefendersAction;
    use crate::core::{LogEntry, Session};
    let mut checked = 0;
    for seed in 0..40u64 {
        let config = DefendersConfig { players: 3, ..DefendersConfig::default() };
        let mut session = Session::<Defenders>::new(config, seed).expect("valid config");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        for _ in 0..600 {
            if session.advance().is_err() {
                break;
            }
            let ToAct::Decision { seat } = session.state().to_act() else { break };
            session.state().legal_actions(&mut legal);
            let window = matches!(session.state().tasks.top(), Some((_, Task::Decide(Pending::Window { .. }))));
            for a in &legal {
                assert_eq!(
                    session.state().is_pass(a),
                    window && *a == DefendersAction::Pass,
                    "seed {seed}: only a window's pass is a pass"
                );
            }
            // Pass the window if it is one, else a random answer.
            let pick = if window { DefendersAction::Pass } else { legal[rng.random_range(0..legal.len())] };
            session.act_as(seat, &pick).expect("a legal action");
            if window {
                // The decision before the pass, if another seat's and undoable, stays undoable.
                let log = session.log();
                if let [.., LogEntry::Decision { seat: before, reveals: false, .. }, LogEntry::Decision { pass: true, .. }] =
                    log
                {
                    if *before != seat {
                        assert_eq!(session.can_undo(*before), Ok(()), "seed {seed}: undo past another seat's pass");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 0, "the games reached a window after another seat's decision");
}

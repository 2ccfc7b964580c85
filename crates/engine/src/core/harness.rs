//! The shared test harness every game runs (after OpenSpiel's `RandomSimTest`): random
//! playouts from many seeds that check the engine contract at every step.
//!
//! This module asserts (it is test support): call it from tests only.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{sample_weighted, Game, LogEntry, Seat, Session, Standing, ToAct, Viewer};

/// What the harness saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HarnessReport {
    /// Games that reached game over.
    pub finished: u32,
    /// Decisions applied.
    pub decisions: u64,
    /// Chance events applied.
    pub chance_events: u64,
    /// Illegal actions tried and refused without change.
    pub illegal_refused: u64,
}

/// Plays one random game per seed and checks, at every step:
/// - a seat to act has legal actions, and every one of them applies;
/// - every candidate from `universe` that is not legal is refused and changes nothing;
/// - [`Game::is_legal_action`] agrees with [`Game::legal_actions`] on every listed action and
///   every candidate;
/// - chance events list outcomes with positive weights, and each applies;
/// - the state round-trips through JSON;
/// - every seat's view equals its view of a determinized state (views leak nothing hidden), and
///   so does the log text it reads for each decision and its events; a chance outcome's line
///   kept from a seat reads the same whatever the outcome;
///   and at the end:
/// - replaying the log from the seed gives the same state, and the save round-trips;
/// - a finished game has an outcome with one rank (or one side) per seat.
///
/// # Panics
/// On any broken contract, naming the seed and the step.
pub fn random_playouts<G: Game>(
    config: &G::Config,
    seeds: std::ops::Range<u64>,
    max_steps: usize,
    universe: impl Fn(&G) -> Vec<G::Action>,
) -> HarnessReport {
    let mut report = HarnessReport::default();
    for seed in seeds {
        let mut session = Session::<G>::new(config.clone(), seed).expect("config must be valid");
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let mut legal = Vec::new();
        let mut chances = Vec::new();
        for step in 0..max_steps {
            let state = session.state().clone();
            let here = format!("seed {seed}, step {step}");
            check_json_round_trip(&state, &here);
            check_views(&state, &mut rng, &here);
            match state.to_act() {
                ToAct::GameOver => {
                    let outcome = state.outcome().unwrap_or_else(|| panic!("{here}: game over without outcome"));
                    if let Standing::Ranked { ranks } = &outcome.standing {
                        assert_eq!(ranks.len(), usize::from(state.seat_count()), "{here}: one rank per seat");
                        assert!(ranks.contains(&0), "{here}: someone ranks first");
                    }
                    if let Standing::Sides { sides, winner } = &outcome.standing {
                        assert_eq!(sides.len(), usize::from(state.seat_count()), "{here}: one side per seat");
                        assert!(winner.is_none_or(|w| sides.contains(&w)), "{here}: the winner is a side at the table");
                    }
                    report.finished += 1;
                    break;
                }
                ToAct::Chance => {
                    state.chance_outcomes(&mut chances);
                    assert!(!chances.is_empty(), "{here}: chance event without outcomes");
                    assert!(chances.iter().all(|w| w.weight > 0), "{here}: zero-weight outcome listed");
                    for w in &chances {
                        let mut probe = state.clone();
                        probe
                            .apply_chance(&w.outcome)
                            .unwrap_or_else(|e| panic!("{here}: listed chance outcome {:?} refused: {e}", w.outcome));
                    }
                    for a in universe(&state) {
                        assert!(
                            !state.is_legal_action(&a),
                            "{here}: decision {a:?} is_legal_action during a chance event"
                        );
                        let mut probe = state.clone();
                        assert!(probe.apply(&a).is_err(), "{here}: decision {a:?} accepted during a chance event");
                        assert_eq!(probe, state, "{here}: refused decision {a:?} changed the state");
                        report.illegal_refused += 1;
                    }
                    let outcome = sample_weighted(&chances, &mut rng).expect("weights").clone();
                    session.apply_chance(&outcome).unwrap_or_else(|e| panic!("{here}: {e}"));
                    report.chance_events += 1;
                }
                ToAct::Decision { seat } => {
                    assert!(seat < state.seat_count(), "{here}: seat {seat} out of range");
                    state.legal_actions(&mut legal);
                    assert!(!legal.is_empty(), "{here}: seat {seat} to act has no legal action");
                    for a in &legal {
                        assert!(state.is_legal_action(a), "{here}: listed action {a:?} not is_legal_action");
                        let mut probe = state.clone();
                        probe.apply(a).unwrap_or_else(|e| panic!("{here}: legal action {a:?} refused: {e}"));
                    }
                    for a in universe(&state) {
                        if legal.contains(&a) {
                            continue;
                        }
                        assert!(!state.is_legal_action(&a), "{here}: unlisted action {a:?} is_legal_action");
                        let mut probe = state.clone();
                        assert!(probe.apply(&a).is_err(), "{here}: illegal action {a:?} accepted");
                        assert_eq!(probe, state, "{here}: refused action {a:?} changed the state");
                        report.illegal_refused += 1;
                    }
                    let a = legal[rng.random_range(0..legal.len() as u32) as usize].clone();
                    session.act(&a).unwrap_or_else(|e| panic!("{here}: {e}"));
                    report.decisions += 1;
                }
            }
        }
        check_replay_and_save(&session, seed);
    }
    report
}

fn check_json_round_trip<G: Game>(state: &G, here: &str) {
    let json = serde_json::to_string(state).unwrap_or_else(|e| panic!("{here}: serialize: {e}"));
    let back: G = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{here}: deserialize: {e}"));
    assert_eq!(&back, state, "{here}: JSON round trip changed the state");
}

fn check_views<G: Game>(state: &G, rng: &mut ChaCha8Rng, here: &str) {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let mut chances = Vec::new();
    state.chance_outcomes(&mut chances);
    for seat in 0..state.seat_count() {
        let viewer = Viewer::Seat(seat);
        let view = serde_json::to_value(state.view(seat)).expect("views serialize");
        let other = state.determinize(seat as Seat, rng);
        let again = serde_json::to_value(other.view(seat)).expect("views serialize");
        assert_eq!(view, again, "{here}: seat {seat}'s view changes when hidden parts are resampled");
        assert_eq!(other.to_act(), state.to_act(), "{here}: determinizing changed who acts");
        if other == *state {
            // Nothing was hidden from this seat: every text is the same by construction.
            continue;
        }
        // Log text: the same step reads the same to this seat in every world it cannot tell
        // apart, and a line kept from it names no hidden outcome.
        let mut other_legal = Vec::new();
        other.legal_actions(&mut other_legal);
        for a in legal.iter().filter(|a| other_legal.contains(a)) {
            let (mine, theirs) = (state.tell_action(a), other.tell_action(a));
            assert_eq!(
                mine.for_viewer(viewer),
                theirs.for_viewer(viewer),
                "{here}: seat {seat} reads decision {a:?} differently when hidden parts are resampled"
            );
            if state.reveals(a) {
                // A decision that shows hidden information is meant to read differently.
                continue;
            }
            let (mut x, mut y) = (state.clone(), other.clone());
            if let (Ok(ex), Ok(ey)) = (x.apply(a), y.apply(a)) {
                let tx: Vec<String> = ex.iter().map(|e| x.tell_event(e).for_viewer(viewer).to_string()).collect();
                let ty: Vec<String> = ey.iter().map(|e| y.tell_event(e).for_viewer(viewer).to_string()).collect();
                if state.windows_skip_seats() {
                    // One world may pause at a window the other skips: the shorter log must be
                    // the start of the longer one.
                    let n = tx.len().min(ty.len());
                    assert_eq!(
                        tx[..n],
                        ty[..n],
                        "{here}: seat {seat} reads the events of {a:?} differently in a resampled world"
                    );
                } else {
                    assert_eq!(
                        tx, ty,
                        "{here}: seat {seat} reads the events of {a:?} differently in a resampled world"
                    );
                }
            }
        }
        let mut public = None;
        for w in &chances {
            let told = state.tell_chance(&w.outcome);
            if !told.known_to.visible_to(viewer) {
                let text = told.for_viewer(viewer).to_string();
                let first = public.get_or_insert_with(|| text.clone());
                assert_eq!(*first, text, "{here}: seat {seat}'s log line names a chance outcome hidden from it");
            }
        }
    }
    for w in &chances {
        assert_eq!(
            state.tell_chance(&w.outcome).for_viewer(Viewer::Table),
            state.tell_chance(&w.outcome).public,
            "{here}: the table reads more than the public line"
        );
    }
}

fn check_replay_and_save<G: Game>(session: &Session<G>, seed: u64) {
    let log: Vec<LogEntry<G>> = session.log().to_vec();
    let replayed = Session::<G>::replay(session.config().clone(), seed, &log)
        .unwrap_or_else(|e| panic!("seed {seed}: replay failed: {e}"));
    assert_eq!(replayed.state(), session.state(), "seed {seed}: replay differs");
    let save = session.to_save(serde_json::Value::Null);
    let text = serde_json::to_string(&save).expect("saves serialize");
    let loaded = super::SaveFile::from_json(&text).and_then(|s| Session::<G>::from_save(&s));
    let loaded = loaded.unwrap_or_else(|e| panic!("seed {seed}: save does not load: {e}"));
    assert_eq!(loaded.state(), session.state(), "seed {seed}: loaded state differs");
}

/// Plays `g` on from where it stands: each chance event drawn by weight from `rng`, each
/// decision from `decide` (which gets the state, the seat to act and `rng`). `visit` sees every
/// state before its step. Stops at game over or after `max_steps` steps.
///
/// The tests' one "draw the dice, let a bot decide" loop.
///
/// # Panics
/// When a listed chance outcome or a decided action is refused, or a chance event lists none.
pub fn play_on<G: Game>(
    g: &mut G,
    rng: &mut ChaCha8Rng,
    max_steps: usize,
    visit: impl FnMut(&G),
    mut decide: impl FnMut(&G, Seat, &mut ChaCha8Rng) -> G::Action,
) {
    let steps = u32::try_from(max_steps).unwrap_or(u32::MAX);
    let run = super::drive(g, rng, steps, visit, |g, seat, rng| Some((decide(g, seat, rng), false)));
    if let super::Stop::Refused(why) = run.stop {
        panic!("{why}");
    }
}

/// A uniformly random legal decision (for [`play_on`]).
///
/// # Panics
/// When the seat to act has no legal decision.
pub fn random_decision<G: Game>(g: &G, rng: &mut ChaCha8Rng) -> G::Action {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.is_empty(), "a seat to act has a legal decision");
    legal.swap_remove(rng.random_range(0..legal.len()))
}

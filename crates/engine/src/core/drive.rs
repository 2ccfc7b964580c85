//! The one loop that plays a game on: chance drawn by weight from a seeded RNG, decisions from
//! a caller's function. The bots' runner and arena and the tests' harness all play through it.

use rand_chacha::ChaCha8Rng;

use super::{Game, Seat, ToAct};

/// Why [`drive`] stopped.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stop {
    /// The game is over.
    Over,
    /// `max_steps` steps were played.
    Budget,
    /// `decide` gave no decision.
    NoDecision,
    /// A chance event listed no outcome, or a drawn outcome or a decision was refused: why.
    Refused(String),
}

/// What [`drive`] did.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Driven {
    /// Decisions applied.
    pub actions: u32,
    /// Chance events applied.
    pub chance_events: u32,
    /// Why it stopped.
    pub stop: Stop,
}

/// The one loop that plays a game on, under the bots' runner and arena and the tests'
/// `harness::play_on`: `visit` sees every state before its step, chance is drawn from `rng` by
/// weight, decisions come from `decide`, which also says whether the decision was taken from the
/// state's legal list unchanged (then it is applied without a second check). It stops at the end, at a refusal, when `decide` has
/// no decision, or after `max_steps` steps.
pub(crate) fn drive<G: Game>(
    state: &mut G,
    rng: &mut ChaCha8Rng,
    max_steps: u32,
    mut visit: impl FnMut(&G),
    mut decide: impl FnMut(&G, Seat, &mut ChaCha8Rng) -> Option<(G::Action, bool)>,
) -> Driven {
    let mut chances = Vec::new();
    let mut run = Driven { actions: 0, chance_events: 0, stop: Stop::Budget };
    for _ in 0..max_steps {
        visit(state);
        match state.to_act() {
            ToAct::GameOver => {
                run.stop = Stop::Over;
                break;
            }
            ToAct::Chance => {
                let Some(outcome) = state.sample_chance(&mut chances, rng) else {
                    run.stop = Stop::Refused("a chance event lists no outcome".into());
                    break;
                };
                if let Err(e) = state.apply_chance_quiet(&outcome) {
                    run.stop = Stop::Refused(format!("chance {outcome:?} refused: {e}"));
                    break;
                }
                run.chance_events += 1;
            }
            ToAct::Decision { seat } => {
                let Some((action, from_legal)) = decide(state, seat, rng) else {
                    run.stop = Stop::NoDecision;
                    break;
                };
                let applied = if from_legal { state.apply_legal_quiet(&action) } else { state.apply_quiet(&action) };
                if let Err(e) = applied {
                    run.stop = Stop::Refused(format!("action {action:?} refused: {e}"));
                    break;
                }
                run.actions += 1;
            }
        }
    }
    run
}

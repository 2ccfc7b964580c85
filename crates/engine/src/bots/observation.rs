//! What a bot may know: its seat's [`Observation`]. A bot never receives the full state: it sees
//! its seat's view and may sample full states consistent with it (determinization). Reading the
//! state itself is possible only for games that hide nothing from any seat
//! ([`PerfectInformation`]); for any other game, a bot that tries does not compile.

use rand_chacha::ChaCha8Rng;

use crate::core::{Game, Seat, ToAct};

/// One seat's knowledge of a game in progress.
///
/// A bot for a game with hidden cards cannot read the state: this does not compile.
///
/// ```compile_fail
/// use rampart_engine::{Game, Observation, Pig, PigConfig};
/// let g = Pig::new(&PigConfig::default()).unwrap();
/// let obs = Observation::new(&g, 0);
/// let _cards = obs.state(); // Pig hides each seat's bonus card: no full state for a bot
/// ```
///
/// A game that hides nothing gives it:
///
/// ```
/// use rampart_engine::valeria::{Valeria, ValeriaConfig};
/// use rampart_engine::{Game, Observation};
/// let g = Valeria::new(&ValeriaConfig::default()).unwrap();
/// assert_eq!(Observation::new(&g, 0).state(), &g);
/// ```
pub struct Observation<'a, G: Game> {
    state: &'a G,
    seat: Seat,
}

impl<'a, G: Game> Observation<'a, G> {
    /// What `seat` knows of `state`. The one who holds the state (a runner, a session) makes it;
    /// the bot that receives it cannot get the state back.
    #[inline]
    pub fn new(state: &'a G, seat: Seat) -> Self {
        Observation { state, seat }
    }

    /// The observing seat.
    #[inline]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat's view.
    #[inline]
    pub fn view(&self) -> G::View {
        self.state.view(self.seat)
    }

    /// Who acts now (public).
    #[inline]
    pub fn to_act(&self) -> ToAct {
        self.state.to_act()
    }

    /// The legal decisions of the seat to act (a seat knows its own options).
    #[inline]
    pub fn legal_actions(&self, out: &mut Vec<G::Action>) {
        self.state.legal_actions(out);
    }

    /// True if `action` is a legal decision of the seat to act now: checked without listing
    /// (the heuristic bots' hot path allocates nothing).
    #[inline]
    pub fn is_legal(&self, action: &G::Action) -> bool {
        self.state.is_legal_action(action)
    }

    /// True if `action`, a decision of the seat to act, does nothing (ends the turn or passes;
    /// see [`Game::is_passive`]). A seat knows what its own options do.
    #[inline]
    pub fn is_passive(&self, action: &G::Action) -> bool {
        self.state.is_passive(action)
    }

    /// The legal decision now that does nothing, if there is one (see [`Game::passive_action`]).
    #[inline]
    pub fn passive_action(&self) -> Option<G::Action> {
        self.state.passive_action()
    }

    /// The turn counter (public).
    pub fn turn(&self) -> u32 {
        self.state.turn()
    }

    /// The number of seats (public).
    pub fn seat_count(&self) -> u8 {
        self.state.seat_count()
    }

    /// A full state consistent with what the seat sees, hidden parts resampled: a world a
    /// search may read in full.
    pub fn sample(&self, rng: &mut ChaCha8Rng) -> G {
        self.state.determinize(self.seat, rng)
    }

    /// The label of a decision (public words).
    pub fn describe_action(&self, action: &G::Action) -> String {
        self.state.describe_action(action)
    }
}

impl<'a, G: PerfectInformation> Observation<'a, G> {
    /// The full state: only for games where no seat has anything hidden.
    pub fn state(&self) -> &'a G {
        self.state
    }
}

/// A game whose state hides nothing from any seat (cards yet to be drawn are chance, not state),
/// so a bot may read all of it. Valeria and Defenders are such games; Pig and Spell Duel, with
/// their hidden cards, are not.
pub trait PerfectInformation: Game {}

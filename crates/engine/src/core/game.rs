//! The engine contract, modelled on OpenSpiel's game API and shakmaty's rules API.

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::chance::Weighted;
use super::flow::RuleError;
use super::secret::Told;

/// A seat at the table: 0-based. Solo games have one seat; co-op games have one per hero.
pub type Seat = u8;

/// Who acts now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToAct {
    /// A seat must decide: the top of the game's pending-decision stack.
    Decision {
        /// The deciding seat.
        seat: Seat,
    },
    /// Chance decides: a die roll or a card draw. See [`Game::chance_outcomes`].
    Chance,
    /// The game is over. See [`Game::outcome`].
    GameOver,
}

impl ToAct {
    /// The seat that must decide now, if a seat must.
    pub fn decider(self) -> Option<Seat> {
        match self {
            ToAct::Decision { seat } => Some(seat),
            _ => None,
        }
    }
    /// True while chance (a die, a card) decides.
    pub fn is_chance(self) -> bool {
        self == ToAct::Chance
    }
    /// True once the game is over.
    pub fn is_over(self) -> bool {
        self == ToAct::GameOver
    }
    /// The kind's stable name, as on the wire: `decision`, `chance` or `game_over`.
    pub fn kind(self) -> &'static str {
        match self {
            ToAct::Decision { .. } => "decision",
            ToAct::Chance => "chance",
            ToAct::GameOver => "game_over",
        }
    }
}

/// How a finished game ended for the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Standing {
    /// Solo or co-op: the players won.
    Won,
    /// Solo or co-op: the players lost.
    Lost,
    /// Nobody won.
    Drawn,
    /// Competitive: the rank of each seat (0 = first; tied seats share a rank).
    Ranked {
        /// One rank per seat.
        ranks: Vec<u8>,
    },
    /// Asymmetric or team play (The Exiled's attacker against the defenders, humans against
    /// humans): every seat plays on a side, and one side won.
    Sides {
        /// Each seat's side (0-based), one per seat.
        sides: Vec<u8>,
        /// The side that won; `None` when the sides drew.
        winner: Option<u8>,
    },
}

/// The end of a game, with the game's own grading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Win, loss, draw or ranking.
    pub standing: Standing,
    /// Stable machine key for statistics, e.g. `"fourth_impact"` or `"reached_target"`.
    pub reason: String,
    /// One sentence for the player, e.g. "Ann reached 30 points".
    pub summary: String,
    /// The game's own grading text (Valeria's "how honoured", Defenders' King's Champion).
    pub grade: Option<String>,
    /// The grade's class for statistics, a few words ("Victory, 7-9 Troops", "Rogue"): what
    /// many games' grades are counted by.
    #[serde(default)]
    pub grade_key: Option<String>,
    /// One score per seat where the game keeps one (empty otherwise).
    pub scores: Vec<i32>,
}

impl Outcome {
    /// True if the players won a solo or co-op game.
    pub fn won(&self) -> bool {
        self.standing == Standing::Won
    }
    /// One return per seat in [0, 1], for bots and statistics (OpenSpiel's `Returns()`): in solo
    /// and co-op games every seat gets the team's result (a win 1, a loss 0, a draw 0.5); ranked
    /// seats get 1 for first down to 0 for last; on sides, the winning side's seats get 1 and
    /// the others 0 (0.5 each when the sides drew). A seat the standing does not list gets 0.5.
    pub fn returns(&self, seats: usize) -> Vec<f64> {
        match &self.standing {
            Standing::Won => vec![1.0; seats],
            Standing::Lost => vec![0.0; seats],
            Standing::Drawn => vec![0.5; seats],
            Standing::Ranked { ranks } => {
                let worst = ranks.iter().copied().max().unwrap_or(0).max(1);
                (0..seats).map(|s| ranks.get(s).map_or(0.5, |&r| 1.0 - f64::from(r) / f64::from(worst))).collect()
            }
            Standing::Sides { sides, winner } => (0..seats)
                .map(|s| match (sides.get(s), winner) {
                    (Some(side), Some(w)) => f64::from(u8::from(side == w)),
                    _ => 0.5,
                })
                .collect(),
        }
    }
}

/// A configuration that no game can start from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad configuration: {0}")]
pub struct ConfigError(pub String);

/// The rules surface of one game. A state is a plain value: no RNG inside.
///
/// Chance is explicit: when [`Game::to_act`] says [`ToAct::Chance`], the caller picks one of
/// [`Game::chance_outcomes`] (sampled by the session's seeded RNG in Play mode, typed in by a
/// person in Assist mode) and passes it to [`Game::apply_chance`].
///
/// # Errors
/// [`Game::apply`] and [`Game::apply_chance`] are atomic: on `Err` the state is unchanged.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + 'static {
    /// Setup options (player count, variants).
    type Config: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned + Send;
    /// A small decision naming things by stable ids.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// One outcome of a chance event (a die face, a card).
    type Chance: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What happened, for the log and the UI's animations.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What one seat may see.
    type View: Debug + Serialize + DeserializeOwned;

    /// Stable id, e.g. `"valeria"`.
    const ID: &'static str;
    /// Display name, e.g. `"Siege of Valeria"`.
    const NAME: &'static str;
    /// Fewest seats.
    const MIN_SEATS: u8;
    /// Most seats.
    const MAX_SEATS: u8;

    /// The state after setup (setup shuffles are chance events, not hidden RNG).
    ///
    /// # Errors
    /// A [`ConfigError`] for options the rules do not allow.
    fn new(config: &Self::Config) -> Result<Self, ConfigError>;
    /// Number of seats in this game.
    fn seat_count(&self) -> u8;
    /// Who acts now.
    fn to_act(&self) -> ToAct;
    /// Fills `out` (cleared first) with the legal decisions of the seat to act.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// True if `action` is among [`Game::legal_actions`] now. The default lists them; a
    /// [`crate::core::Rules`] game checks with [`crate::core::Rules::is_legal`], without listing.
    fn is_legal_action(&self, action: &Self::Action) -> bool {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.contains(action)
    }
    /// Fills `out` (cleared first) with the outcomes of the pending chance event and their weights.
    fn chance_outcomes(&self, out: &mut Vec<Weighted<Self::Chance>>);
    /// Applies a decision of the seat to act.
    ///
    /// # Errors
    /// The rule that forbids it; the state is unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;
    /// Applies the outcome of the pending chance event.
    ///
    /// # Errors
    /// If no chance event is pending or the outcome is impossible; the state is unchanged.
    fn apply_chance(&mut self, outcome: &Self::Chance) -> Result<Vec<Self::Event>, RuleError>;
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;
    /// The end of the game, once [`Game::to_act`] is [`ToAct::GameOver`].
    fn outcome(&self) -> Option<Outcome>;
    /// The turn, round or day counter shown to players (starts at 1).
    fn turn(&self) -> u32;
    /// True if this decision reveals hidden information (it then cannot be undone).
    fn reveals(&self, _action: &Self::Action) -> bool {
        false
    }
    /// True if priority windows skip the seats that cannot answer (Heroes and Spells, ruling
    /// A-50): a step may then stop at a window in one world and run on in another that a seat
    /// cannot tell apart. What each seat reads stays the same; only where the flow pauses differs.
    fn windows_skip_seats(&self) -> bool {
        false
    }
    /// What `action` points at on the board (default: nothing), so a board maps a tap to it.
    fn targets(&self, _action: &Self::Action) -> Vec<super::Target> {
        Vec::new()
    }
    /// A rules migration for saved logs: the decision an older rules version took by itself in
    /// this state, as `(seat, action)`. When a saved log's next step is refused here,
    /// [`crate::Session::replay`] takes this decision first and tries the step again. Default:
    /// none (a refused step is a save that does not replay).
    fn replay_bridge(&self) -> Option<(Seat, Self::Action)> {
        None
    }
    /// True if this decision is a pass in a priority window: it reveals nothing, so another
    /// seat may undo its own earlier decision past it (see [`crate::Session::undo`]).
    fn is_pass(&self, _action: &Self::Action) -> bool {
        false
    }
    /// True if this decision does nothing: it ends the seat's turn or passes. The passive bot
    /// ([`crate::PassiveBot`]) takes such a decision whenever it may, which measures what the
    /// game's own side does alone (Defenders: a game of Darkness cards only). Default:
    /// [`Game::is_pass`].
    fn is_passive(&self, action: &Self::Action) -> bool {
        self.is_pass(action)
    }
    /// The legal decision now that does nothing ([`Game::is_passive`]), if there is one. The
    /// default lists the legal decisions; a game may name it without listing.
    fn passive_action(&self) -> Option<Self::Action> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        legal.into_iter().find(|a| self.is_passive(a))
    }
    /// A short label for a decision, in the rulebook's words.
    fn describe_action(&self, action: &Self::Action) -> String;
    /// A short sentence for a chance outcome in the log ("rolled 4"). It is shown to every
    /// seat, so it must not name a card that only one seat may see.
    fn describe_chance(&self, outcome: &Self::Chance) -> String;
    /// The label of a chance outcome in Assist mode's picker ("4", "All is Quiet").
    /// Defaults to [`Game::describe_chance`].
    fn chance_label(&self, outcome: &Self::Chance) -> String {
        self.describe_chance(outcome)
    }
    /// The pending decision as a question for the seat deciding ("Choose a Turret to repair"),
    /// if the game words one; `None` while chance decides or the game is over.
    fn decision_question(&self) -> Option<String> {
        None
    }
    /// The face a die shows if `outcome` is a die roll (`None` for a card draw and anything
    /// else): Assist mode's picker draws dice for those.
    fn die_face(&self, _outcome: &Self::Chance) -> Option<u8> {
        None
    }
    /// What the pending chance event is, as an instruction for the table in Assist mode
    /// ("Roll Soldier die 3", "Draw a Troop card for row 2, column 4"); `None` if no chance event
    /// is due or the game does not say.
    fn chance_question(&self) -> Option<String> {
        None
    }
    /// Assist mode: the outcome the table may give without saying what came up (a card drawn
    /// that stays secret from the app), if the pending chance event has one, with the seat that
    /// keeps the secret. It is never among [`Game::chance_outcomes`] (play never samples it);
    /// [`Game::apply_chance`] takes it.
    fn secret_chance(&self) -> Option<(Seat, Self::Chance)> {
        None
    }
    /// One readable sentence for an event.
    fn describe_event(&self, event: &Self::Event) -> String;
    /// A decision's log line per viewer (told on the state before it): the full line for the
    /// seats that know, the public one for the rest. The default: the same for everyone.
    fn tell_action(&self, action: &Self::Action) -> Told {
        Told::public(self.describe_action(action))
    }
    /// A chance outcome's log line per viewer (told on the state before it): a card drawn into
    /// a hidden hand is named only to those who see the hand.
    fn tell_chance(&self, outcome: &Self::Chance) -> Told {
        Told::public(self.describe_chance(outcome))
    }
    /// An event's log line per viewer.
    fn tell_event(&self, event: &Self::Event) -> Told {
        Told::public(self.describe_event(event))
    }
    /// A full state consistent with what `seat` sees, hidden parts resampled (for ISMCTS).
    /// Perfect-information games keep the default.
    fn determinize(&self, _seat: Seat, _rng: &mut rand_chacha::ChaCha8Rng) -> Self {
        self.clone()
    }
    /// Applies a decision like [`Game::apply`] but without building its events: the hot path
    /// of bots and rollouts. Games whose events cost allocations override it; the result on
    /// the state must be identical to `apply`.
    ///
    /// # Errors
    /// As [`Game::apply`].
    fn apply_quiet(&mut self, action: &Self::Action) -> Result<(), RuleError> {
        self.apply(action).map(|_| ())
    }
    /// The outcome of the pending chance event drawn from `rng` by weight: exactly what
    /// [`sample_weighted`](super::sample_weighted) picks from [`Game::chance_outcomes`], with
    /// the same draws from `rng` (so seeded games play the same either way). `buffer` is
    /// scratch space for the list; a game may draw without listing (a card from a deck, a die).
    /// `None` if no chance event is pending or it has no outcome.
    fn sample_chance(
        &self,
        buffer: &mut Vec<Weighted<Self::Chance>>,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Option<Self::Chance> {
        self.chance_outcomes(buffer);
        super::sample_weighted(buffer, rng).cloned()
    }
    /// Applies a decision taken unchanged from this very state's [`Game::legal_actions`], like
    /// [`Game::apply_quiet`] but without checking it again (listing the legal decisions and then
    /// checking the one chosen paid for the list twice). Only bots that pick from the list use
    /// it ([`crate::Bot::picks_from_legal`], the search's tree moves); anything from a player, a
    /// file or the UI goes through the checked [`Game::apply`]. Debug builds still check.
    ///
    /// # Errors
    /// As [`Game::apply_quiet`], for what is still checked (game over, chance pending).
    fn apply_legal_quiet(&mut self, action: &Self::Action) -> Result<(), RuleError> {
        self.apply_quiet(action)
    }
    /// Applies a chance outcome like [`Game::apply_chance`] without building its events.
    ///
    /// # Errors
    /// As [`Game::apply_chance`].
    fn apply_chance_quiet(&mut self, outcome: &Self::Chance) -> Result<(), RuleError> {
        self.apply_chance(outcome).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::{Outcome, Standing};

    fn outcome(standing: Standing) -> Outcome {
        Outcome {
            standing,
            reason: String::new(),
            summary: String::new(),
            grade: None,
            grade_key: None,
            scores: Vec::new(),
        }
    }

    #[test]
    fn returns_follow_the_standing() {
        assert_eq!(outcome(Standing::Won).returns(2), vec![1.0, 1.0]);
        assert_eq!(outcome(Standing::Lost).returns(1), vec![0.0]);
        assert_eq!(outcome(Standing::Drawn).returns(3), vec![0.5; 3]);
        assert_eq!(outcome(Standing::Ranked { ranks: vec![1, 0] }).returns(2), vec![0.0, 1.0]);
        assert_eq!(outcome(Standing::Ranked { ranks: vec![2, 0, 1] }).returns(3), vec![0.0, 1.0, 0.5]);
        assert_eq!(outcome(Standing::Ranked { ranks: vec![0, 0] }).returns(2), vec![1.0, 1.0], "tied firsts");
        // The Exiled: the attacker (side 0) against three defenders (side 1).
        let exiled = |winner| outcome(Standing::Sides { sides: vec![0, 1, 1, 1], winner });
        assert_eq!(exiled(Some(1)).returns(4), vec![0.0, 1.0, 1.0, 1.0]);
        assert_eq!(exiled(Some(0)).returns(4), vec![1.0, 0.0, 0.0, 0.0]);
        assert_eq!(exiled(None).returns(4), vec![0.5; 4]);
        // A seat the standing does not list.
        assert_eq!(exiled(Some(0)).returns(5)[4], 0.5);
    }

    #[test]
    fn standings_keep_their_json() {
        // Saves and the protocol hold these: the existing variants' form must not change.
        let json = |s: &Standing| serde_json::to_string(s).unwrap();
        assert_eq!(json(&Standing::Won), r#"{"kind":"won"}"#);
        assert_eq!(json(&Standing::Lost), r#"{"kind":"lost"}"#);
        assert_eq!(json(&Standing::Drawn), r#"{"kind":"drawn"}"#);
        assert_eq!(json(&Standing::Ranked { ranks: vec![1, 0] }), r#"{"kind":"ranked","ranks":[1,0]}"#);
        let sides = Standing::Sides { sides: vec![0, 1, 1], winner: Some(1) };
        assert_eq!(json(&sides), r#"{"kind":"sides","sides":[0,1,1],"winner":1}"#);
        for s in [
            Standing::Won,
            Standing::Ranked { ranks: vec![0, 1] },
            sides,
            Standing::Sides { sides: vec![0, 1], winner: None },
        ] {
            assert_eq!(serde_json::from_str::<Standing>(&json(&s)).unwrap(), s);
        }
    }
}

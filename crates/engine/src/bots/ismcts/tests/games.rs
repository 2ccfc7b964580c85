//! Tiny games that each isolate one behaviour of the search.

use crate::bots::Searchable;
use crate::core::{Game, Outcome, Seat, Standing, ToAct};

/// A one-seat countdown for the rollout's stopping rule: each step takes 1 off `left`; a
/// position is settled on a multiple of `every`, and the evaluation reads `left` / 100.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub(super) struct Countdown {
    pub(super) left: u8,
    pub(super) every: u8,
}

impl Game for Countdown {
    type Config = ();
    type Action = ();
    type Chance = ();
    type Event = ();
    type View = u8;
    const ID: &'static str = "countdown";
    const NAME: &'static str = "Countdown";
    const MIN_SEATS: u8 = 1;
    const MAX_SEATS: u8 = 1;

    fn new(_config: &()) -> Result<Self, crate::core::ConfigError> {
        Ok(Countdown { left: 11, every: 4 })
    }
    fn seat_count(&self) -> u8 {
        1
    }
    fn to_act(&self) -> ToAct {
        if self.left == 0 {
            ToAct::GameOver
        } else {
            ToAct::Decision { seat: 0 }
        }
    }
    fn legal_actions(&self, out: &mut Vec<()>) {
        out.clear();
        if self.left > 0 {
            out.push(());
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<crate::core::Weighted<()>>) {
        out.clear();
    }
    fn apply(&mut self, _action: &()) -> Result<Vec<()>, crate::core::RuleError> {
        self.left = self.left.checked_sub(1).ok_or(DoomError)?;
        Ok(Vec::new())
    }
    fn apply_chance(&mut self, _outcome: &()) -> Result<Vec<()>, crate::core::RuleError> {
        Err(DoomError)
    }
    fn view(&self, _seat: Seat) -> u8 {
        self.left
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.left == 0).then(|| Outcome {
            standing: Standing::Won,
            reason: "done".into(),
            summary: "done".into(),
            grade: None,
            grade_key: None,
            scores: Vec::new(),
        })
    }
    fn turn(&self) -> u32 {
        1
    }
    fn describe_action(&self, _action: &()) -> String {
        "step".into()
    }
    fn describe_chance(&self, _outcome: &()) -> String {
        String::new()
    }
    fn describe_event(&self, _event: &()) -> String {
        String::new()
    }
}

impl Searchable for Countdown {
    fn evaluate(&self, _seat: Seat) -> f64 {
        f64::from(self.left) / 100.0
    }
    fn settled(&self) -> bool {
        self.every != 0 && self.left % self.every == 0
    }
}

/// A game where stalling looks best: "wait" returns to the same position, "go" loses.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub(super) struct Doom {
    pub(super) over: bool,
    pub(super) waiting: bool,
}

/// The test games' one refusal.
#[allow(non_upper_case_globals)]
pub(super) const DoomError: crate::core::RuleError = crate::core::RuleError::GameOver;

impl Game for Doom {
    type Config = ();
    type Action = u8; // 0 go, 1 wait, 2 come back
    type Chance = ();
    type Event = ();
    type View = Doom;
    const ID: &'static str = "doom";
    const NAME: &'static str = "Doom";
    const MIN_SEATS: u8 = 1;
    const MAX_SEATS: u8 = 1;
    fn new(_: &()) -> Result<Self, crate::core::ConfigError> {
        Ok(Doom { over: false, waiting: false })
    }
    fn seat_count(&self) -> u8 {
        1
    }
    fn to_act(&self) -> ToAct {
        if self.over {
            ToAct::GameOver
        } else {
            ToAct::Decision { seat: 0 }
        }
    }
    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        out.extend(if self.waiting { vec![2] } else { vec![0, 1] });
    }
    fn chance_outcomes(&self, out: &mut Vec<crate::core::Weighted<()>>) {
        out.clear();
    }
    fn apply(&mut self, a: &u8) -> Result<Vec<()>, crate::core::RuleError> {
        match (*a, self.waiting) {
            (0, false) => self.over = true,
            (1, false) => self.waiting = true,
            (2, true) => self.waiting = false,
            _ => return Err(DoomError),
        }
        Ok(Vec::new())
    }
    fn apply_chance(&mut self, _: &()) -> Result<Vec<()>, crate::core::RuleError> {
        Err(DoomError)
    }
    fn view(&self, _: Seat) -> Doom {
        self.clone()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome {
            standing: Standing::Lost,
            reason: "doom".into(),
            summary: String::new(),
            grade: None,
            grade_key: None,
            scores: Vec::new(),
        })
    }
    fn turn(&self) -> u32 {
        1
    }
    fn describe_action(&self, a: &u8) -> String {
        a.to_string()
    }
    fn describe_chance(&self, _: &()) -> String {
        String::new()
    }
    fn describe_event(&self, _: &()) -> String {
        String::new()
    }
}

impl Searchable for Doom {}

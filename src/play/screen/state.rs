//! The play screen's state and its reducer: the last SessionView, the whole log, the legal
//! answers, what happened since a person acted, the engine's last refusal. Every answer of the
//! engine goes through [`PlayMsg`], so the screen's state changes in one place.

use std::rc::Rc;

use rampart_engine::protocol::{LegalAnswer, SessionView};
use rampart_engine::{LabelledChance, LogLine};
use yew::prelude::*;

use crate::play::board::Choice;

/// How fast the bots move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// One step per press of Step.
    Step,
    /// One step every 1.2 s.
    Slow,
    /// One step every 0.25 s.
    Fast,
    /// As fast as possible, in chunks, to the next human decision or the end.
    Instant,
}

impl Speed {
    /// Every speed, slowest first (the order of the speed bar).
    pub const ALL: [Speed; 4] = [Speed::Step, Speed::Slow, Speed::Fast, Speed::Instant];

    /// What the speed bar calls it.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Step => "Step",
            Speed::Slow => "Slow",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    /// Its stored key (and its buttons' test id).
    pub fn key(self) -> &'static str {
        match self {
            Speed::Step => "step",
            Speed::Slow => "slow",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The speed stored as `key`, Fast for anything else.
    pub fn from_key(key: &str) -> Speed {
        Speed::ALL.into_iter().find(|speed| speed.key() == key).unwrap_or(Speed::Fast)
    }

    /// Milliseconds before the next automatic step, and how many steps one request may take.
    pub fn pace(self) -> (u32, usize) {
        match self {
            Speed::Step => (0, 1),
            Speed::Slow => (1200, 1),
            Speed::Fast => (250, 1),
            Speed::Instant => (0, 40),
        }
    }
}

/// Where the bots' speed is remembered.
pub const SPEED_KEY: &str = "rampart.play.speed";
/// Where "pass card windows automatically" is remembered.
pub const AUTO_PASS_KEY: &str = "rampart.play.autopass";

/// A remembered screen preference.
pub fn stored(key: &str) -> Option<String> {
    web_sys::window()?.local_storage().ok()??.get_item(key).ok()?
}

/// Remembers a screen preference (quietly nothing where storage is off).
pub fn store(key: &str, value: &str) {
    if let Some(storage) = web_sys::window().and_then(|window| window.local_storage().ok().flatten()) {
        let _ = storage.set_item(key, value);
    }
}

/// Everything the screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayState {
    /// The last SessionView (its `log` emptied: the whole log is kept in `log`).
    pub view: Option<Rc<SessionView>>,
    /// The whole log, oldest first.
    pub log: Rc<Vec<LogLine>>,
    /// The legal answers when a person must decide.
    pub legal: Rc<Vec<Choice>>,
    /// The chance outcomes when the table must roll or draw (Assist).
    pub chance: Rc<Vec<LabelledChance>>,
    /// What the table must roll or draw now (Assist).
    pub chance_question: Option<String>,
    /// The draw the table may keep secret from the app ("a card"), when the game allows it (Assist).
    pub secret_chance: Option<LabelledChance>,
    /// What happened since a person last acted: what to do on the table in Assist mode.
    pub recent: Rc<Vec<String>>,
    /// The engine's last refusal.
    pub refusal: Option<String>,
    /// The session could not be loaded.
    pub missing: Option<String>,
    /// A request is in flight.
    pub busy: bool,
    /// The automatic side stopped after an error (it does not retry by itself).
    pub halted: bool,
    /// Counts refusals, so the same text twice still shows again.
    pub refusals: u32,
}

/// Changes to [`PlayState`].
pub enum PlayMsg {
    /// A new SessionView with its legal answers; `by_person` clears the recent events first.
    Loaded {
        /// The engine's answer.
        view: Box<SessionView>,
        /// Its legal answers (empty once the game is over).
        legal: LegalAnswer,
        /// A person's own step.
        by_person: bool,
    },
    /// The engine refused (rule error, undo blocked...); `automatic` if the request was the
    /// automatic side's, which then stops until a person acts or resumes it.
    Refused {
        /// The engine's words.
        text: String,
        /// The automatic side's request.
        automatic: bool,
    },
    /// The session is not there.
    Missing(String),
    /// A request started.
    Busy,
    /// The refusal was read.
    ClearRefusal,
    /// The automatic side may run again.
    Resume,
}

/// How many of the recent events are kept.
const RECENT_KEPT: usize = 60;

impl Reducible for PlayState {
    type Action = PlayMsg;

    fn reduce(self: Rc<Self>, action: PlayMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            PlayMsg::Loaded { view, legal, by_person } => {
                let mut view = *view;
                let mut log = (*next.log).clone();
                merge_log(&mut log, view.steps, &view.log);
                view.log = Vec::new();
                let mut recent = if by_person { Vec::new() } else { (*next.recent).clone() };
                recent.extend(view.events.iter().cloned());
                let keep = recent.len().saturating_sub(RECENT_KEPT);
                recent.drain(..keep);
                next.recent = Rc::new(recent);
                next.log = Rc::new(log);
                next.legal = Rc::new(if view.human_to_act().is_some() { legal.actions } else { Vec::new() });
                next.chance = Rc::new(if view.to_act.is_chance() { legal.chance.clone() } else { Vec::new() });
                next.chance_question = legal.chance_question.clone().filter(|_| view.to_act.is_chance());
                next.secret_chance = legal.secret_chance.clone().filter(|_| view.to_act.is_chance());
                next.view = Some(Rc::new(view));
                next.busy = false;
                next.missing = None;
                if by_person {
                    next.refusal = None;
                    next.halted = false;
                }
            }
            PlayMsg::Refused { text, automatic } => {
                next.refusal = Some(text);
                next.refusals += 1;
                next.busy = false;
                next.halted |= automatic;
            }
            PlayMsg::Missing(text) => {
                next.missing = Some(text);
                next.busy = false;
            }
            PlayMsg::Busy => next.busy = true,
            PlayMsg::ClearRefusal => next.refusal = None,
            PlayMsg::Resume => next.halted = false,
        }
        Rc::new(next)
    }
}

/// Merges a view's log lines (which start at the step that was asked for) into the kept log:
/// drops kept steps that no longer exist (undo), then appends the new ones.
pub fn merge_log(kept: &mut Vec<LogLine>, steps: usize, fresh: &[LogLine]) {
    kept.truncate(steps);
    for line in fresh {
        if line.step == kept.len() {
            kept.push(line.clone());
        } else if line.step < kept.len() {
            kept[line.step] = line.clone();
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rampart_engine::protocol::{Handler, Host};
    use rampart_engine::LogKind;
    use serde_json::{json, Value};

    /// A log line at `step` saying `text`.
    pub(crate) fn line(step: usize, text: &str) -> LogLine {
        LogLine {
            step,
            turn: 1,
            kind: LogKind::Decision,
            seat: Some(0),
            text: text.into(),
            events: Vec::new(),
            bot: false,
            why: None,
        }
    }

    #[test]
    fn the_log_merges_new_lines_and_forgets_undone_ones() {
        let mut kept = vec![line(0, "a"), line(1, "b"), line(2, "c")];
        merge_log(&mut kept, 4, &[line(3, "d")]);
        assert_eq!(kept.iter().map(|l| l.text.as_str()).collect::<String>(), "abcd");
        // Undo: the session is back at 3 steps, nothing new.
        merge_log(&mut kept, 3, &[]);
        assert_eq!(kept.len(), 3);
        // A different step 3, and a whole log sent again, replace what was kept.
        merge_log(&mut kept, 4, &[line(0, "A"), line(1, "B"), line(2, "C"), line(3, "E")]);
        assert_eq!(kept.iter().map(|l| l.text.as_str()).collect::<String>(), "ABCE");
    }

    #[test]
    fn speeds_round_trip_through_their_keys() {
        for speed in Speed::ALL {
            assert_eq!(Speed::from_key(speed.key()), speed);
        }
        assert_eq!(Speed::from_key("warp"), Speed::Fast);
        assert!(Speed::Instant.pace().1 > Speed::Fast.pace().1);
    }

    struct Fixed(u64);
    impl Host for Fixed {
        fn now_ms(&mut self) -> i64 {
            1_780_000_000_000
        }
        fn fresh_seed(&mut self) -> u64 {
            self.0 += 1;
            self.0
        }
    }

    /// Decodes what the engine's own handler answers, as the screen does.
    pub(crate) fn answer<T: serde::de::DeserializeOwned>(h: &mut Handler, request: Value) -> T {
        let answer = h.handle_value(request);
        serde_json::from_value(answer["ok"].clone()).expect("the screen decodes the engine's answer")
    }

    /// A handler with a fixed clock and seeds.
    pub(crate) fn handler() -> Handler {
        Handler::new(Box::new(Fixed(1)))
    }

    #[test]
    fn the_reducer_keeps_answers_only_for_a_person_and_the_whole_log() {
        let mut h = handler();
        let view: SessionView = answer(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 7, "mode": "play"}));
        let id = view.session.clone();
        let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
        let steps = view.steps;
        let state = Rc::new(PlayState::default());
        let state =
            state.reduce(PlayMsg::Loaded { view: Box::new(view.clone()), legal: legal.clone(), by_person: true });
        assert_eq!(state.log.len(), steps, "the whole log is kept");
        assert!(state.view.as_ref().is_some_and(|v| v.log.is_empty()), "the view's own log is emptied");
        assert_eq!(state.legal.is_empty(), view.human_to_act().is_none());
        let state = state.reduce(PlayMsg::Refused { text: "no".into(), automatic: true });
        assert!(state.halted && state.refusal.is_some() && state.refusals == 1);
        let state = state.reduce(PlayMsg::Loaded { view: Box::new(view), legal, by_person: true });
        assert!(!state.halted && state.refusal.is_none(), "a person's step clears the refusal");
    }

    #[test]
    fn watch_mode_is_automatic_and_has_bots() {
        let mut h = handler();
        let view: SessionView =
            answer(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 7, "mode": "watch"}));
        assert!(view.has_bots());
        assert_eq!(view.human_to_act(), None);
        assert!(view.automatic());
        assert!(view.fixable_chance().is_none());
    }
}

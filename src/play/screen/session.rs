//! The `use_session` hook: one session's request queue. Every change goes through the protocol
//! (`act`, `chance`, `advance`, `run_bots`, `undo`, `redo`, `set_seats`), one request at a time;
//! the engine saves the session after each one (save, then answer), so a reload or a closed
//! window resumes exactly where the last answer left it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use rampart_engine::protocol::{LegalAnswer, Request, SessionView};
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::state::{PlayMsg, PlayState, Speed};
use crate::play::api;
use crate::play::board::Choice;

/// Sends one session's requests one at a time and feeds the answers to the state.
#[derive(Clone)]
pub struct Session {
    session: Rc<str>,
    dispatch: UseReducerDispatcher<PlayState>,
    /// Steps of the log already held (the next request's `log_from`).
    known: Rc<Cell<usize>>,
    /// A request is in flight: automatic ones are dropped meanwhile, a person's waits.
    in_flight: Rc<Cell<bool>>,
    /// A person's request made while another was in flight: sent as soon as that one is done.
    queued: Rc<RefCell<Option<Request>>>,
}

impl PartialEq for Session {
    fn eq(&self, other: &Self) -> bool {
        self.session == other.session
    }
}

impl Session {
    /// The session's id, for a request.
    pub fn id(&self) -> String {
        self.session.to_string()
    }

    /// Sends a session request; `by_person` marks a person's own step (it waits for one in
    /// flight; an automatic one is dropped instead, the automatic side asks again).
    pub fn send(&self, request: Request, by_person: bool) {
        if self.in_flight.get() {
            if by_person {
                *self.queued.borrow_mut() = Some(request);
            }
            return;
        }
        self.in_flight.set(true);
        self.dispatch.dispatch(PlayMsg::Busy);
        let this = self.clone();
        spawn_local(async move {
            let answer = api::session_op(request, this.known.get()).await;
            match answer {
                Ok(view) => this.loaded(view, by_person).await,
                Err(error) if error.kind == "NoSuchSession" => this.dispatch.dispatch(PlayMsg::Missing(error.message)),
                Err(error) => this.dispatch.dispatch(PlayMsg::Refused { text: error.message, automatic: !by_person }),
            }
            this.in_flight.set(false);
            let next = this.queued.borrow_mut().take();
            if let Some(request) = next {
                this.send(request, true);
            }
        });
    }

    /// A person's answer to the pending decision.
    pub fn act(&self, action: serde_json::Value) {
        self.send(Request::Act { session: self.id(), action, seat: None }, true);
    }

    async fn loaded(&self, view: SessionView, by_person: bool) {
        let legal = if view.to_act.is_over() { Ok(LegalAnswer::default()) } else { api::legal(&self.session).await };
        match legal {
            Ok(legal) => {
                self.known.set(view.steps);
                self.dispatch.dispatch(PlayMsg::Loaded { view: Box::new(view), legal, by_person });
            }
            // Without its answers the view is not shown: `known` stays, so the next request
            // (Resume, or any action) sends the log again from there.
            Err(error) => self.dispatch.dispatch(PlayMsg::Refused {
                text: format!("The engine did not list the answers: {}", error.message),
                automatic: true,
            }),
        }
    }

    /// Loads the whole session (the log from the start).
    pub fn load(&self) {
        self.known.set(0);
        self.send(Request::View { session: self.id(), seat: None }, true);
    }
}

/// The session `id`'s state and its request queue. Loads the session when `id` changes, with
/// the page at its top (a game opens at the board, not where the last screen was scrolled).
#[hook]
pub fn use_session(id: &AttrValue) -> (UseReducerHandle<PlayState>, Session) {
    let state = use_reducer(PlayState::default);
    let session = {
        let dispatch = state.dispatcher();
        let session: Rc<str> = Rc::from(id.as_str());
        use_memo(session, move |session| Session {
            session: session.clone(),
            dispatch,
            known: Rc::new(Cell::new(0)),
            in_flight: Rc::new(Cell::new(false)),
            queued: Rc::new(RefCell::new(None)),
        })
    };
    {
        let session = (*session).clone();
        use_effect_with(id.clone(), move |_| {
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
            session.load();
        });
    }
    (state, (*session).clone())
}

/// What the automatic side may do now.
#[derive(Clone, Debug, PartialEq)]
pub struct Automatic {
    /// The bots' speed.
    pub speed: Speed,
    /// The bots are paused.
    pub paused: bool,
    /// Card windows nobody asked about are passed.
    pub auto_pass: bool,
}

/// The automatic side: chance outside Assist mode right away, bots at the chosen speed, and
/// (if asked) a card window passed when a person could play a card but nothing asks them to.
/// `hold_auto_pass` is set after an undo, so a window the person came back to stays open.
#[hook]
pub fn use_automatic(
    state: &UseReducerHandle<PlayState>,
    session: &Session,
    automatic: Automatic,
    hold_auto_pass: Rc<RefCell<bool>>,
) {
    let session = session.clone();
    let view = state.view.clone();
    let busy = state.busy || state.halted;
    let legal = state.legal.clone();
    use_effect_with((view.as_ref().map(|v| (v.steps, v.to_act, v.seats.clone())), busy, automatic), move |deps| {
        let (_, _, automatic) = deps;
        let Automatic { speed, paused, auto_pass } = automatic.clone();
        let mut timer = None;
        if let (Some(view), false) = (view, busy) {
            if view.to_act.is_chance() && !view.assist() {
                timer = Some(Timeout::new(0, move || session.send(Request::Advance { session: session.id() }, false)));
            } else if view.automatic() && !paused && speed != Speed::Step {
                let (delay, steps) = speed.pace();
                timer = Some(Timeout::new(delay, move || {
                    // A chunk ends after ~100 ms (the host's clock), so the screen stays
                    // responsive while searching bots think.
                    let run = Request::RunBots { session: session.id(), max_steps: Some(steps), max_ms: Some(100.0) };
                    session.send(run, false);
                }));
            } else if auto_pass && view.human_to_act().is_some() && !*hold_auto_pass.borrow() {
                if let Some(pass) = window_pass(&legal) {
                    timer = Some(Timeout::new(0, move || session.act(pass)));
                }
            }
        }
        move || drop(timer)
    });
}

/// The answer that passes a card window, if the pending decision is one: the engine marks it
/// ([`Choice::pass`]).
pub fn window_pass(legal: &[Choice]) -> Option<serde_json::Value> {
    legal.iter().find(|c| c.pass).map(|c| c.action.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::screen::state::tests::{answer, handler};
    use rampart_engine::protocol::{LegalAnswer, SessionView};
    use serde_json::json;

    #[test]
    fn a_window_is_passed_only_with_the_engines_pass_answer() {
        let pass = Choice { pass: true, ..Choice::new(json!({"do": "pass"}), "Pass", 0) };
        let legal = vec![Choice::new(json!({"do": "play", "card": 80}), "Play", 0), pass];
        assert_eq!(window_pass(&legal), Some(json!({"do": "pass"})));
        assert_eq!(window_pass(&legal[..1]), None);
    }

    #[test]
    fn a_valeria_game_reaches_a_card_window_the_engine_marks_as_passable() {
        let mut h = handler();
        let mut view: SessionView =
            answer(&mut h, json!({"op": "new_game", "game": "valeria", "seed": 5, "mode": "play"}));
        let id = view.session.clone();
        let mut passes = 0;
        for _ in 0..300 {
            if view.to_act.is_over() {
                break;
            }
            if view.to_act.is_chance() {
                view = answer(&mut h, json!({"op": "advance", "session": id}));
                continue;
            }
            let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
            let window = view.view["pending"]["type"] == json!("window");
            assert_eq!(
                window_pass(&legal.actions).is_some(),
                window,
                "only a window is passed: {}",
                view.view["pending"]
            );
            passes += usize::from(window);
            let pick = window_pass(&legal.actions).unwrap_or_else(|| legal.actions[0].action.clone());
            view = answer(&mut h, json!({"op": "act", "session": id, "action": pick}));
        }
        assert!(passes > 0, "the game reached a card window");
    }
}

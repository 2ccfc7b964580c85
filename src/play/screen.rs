//! The game screen: the board, the question with its answers, the Assist picker, the log, undo
//! and redo, the bots with their speed, the end.
//!
//! Every change goes through the protocol (`act`, `chance`, `advance`, `run_bots`, `undo`,
//! `redo`), one request at a time; the engine saves the session after each one, so a reload or
//! a closed window resumes exactly here.

use rampart_engine::words::counted;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use serde_json::Value;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use rampart_engine::protocol::Request;
use rampart_engine::BotKind;

use super::api;
use super::board::board_for;
use super::board::{BoardProps, Choice, Selection};
use super::end::EndPanel;
use super::hint::HintPanel;
use super::log::LogPanel;
use super::model::{fix_label, merge_log, mode_name, LabelledChance, LegalAnswer, LogLine, SeatKind, SessionView};
use super::picker::ChancePicker;
use super::question::{keyed_answers, QuestionPanel};
use super::{seat_name, seat_names};
use crate::app::{use_app, Route, TopBar};
use crate::components::{use_toaster, Icon, Modal};
use crate::help::{rules, touch_screen, what_is, HelpSheet, Tour, TourOffer};
use crate::settings::SettingsAction;

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
    const ALL: [Speed; 4] = [Speed::Step, Speed::Slow, Speed::Fast, Speed::Instant];

    fn name(self) -> &'static str {
        match self {
            Speed::Step => "Step",
            Speed::Slow => "Slow",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    fn key(self) -> &'static str {
        match self {
            Speed::Step => "step",
            Speed::Slow => "slow",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    fn from_key(key: &str) -> Speed {
        Speed::ALL.into_iter().find(|speed| speed.key() == key).unwrap_or(Speed::Fast)
    }

    /// Milliseconds before the next automatic step, and how many steps one request may take.
    fn pace(self) -> (u32, usize) {
        match self {
            Speed::Step => (0, 1),
            Speed::Slow => (1200, 1),
            Speed::Fast => (250, 1),
            Speed::Instant => (0, 40),
        }
    }
}

/// Answers a board tap never gives without the sheet: they give something up.
const CONFIRM: &[&str] = &["repair_with_champion"];

const SPEED_KEY: &str = "rampart.play.speed";
const AUTO_PASS_KEY: &str = "rampart.play.autopass";

fn stored(key: &str) -> Option<String> {
    web_sys::window()?.local_storage().ok()??.get_item(key).ok()?
}

fn store(key: &str, value: &str) {
    if let Some(storage) = web_sys::window().and_then(|window| window.local_storage().ok().flatten()) {
        let _ = storage.set_item(key, value);
    }
}

/// Everything the screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayState {
    /// The last SessionView (its `log` emptied: the whole log is kept in `log`).
    view: Option<Rc<SessionView>>,
    /// The whole log, oldest first.
    log: Rc<Vec<LogLine>>,
    /// The legal answers when a person must decide.
    legal: Rc<Vec<Choice>>,
    /// The chance outcomes when the table must roll or draw (Assist).
    chance: Rc<Vec<LabelledChance>>,
    /// What the table must roll or draw now (Assist).
    chance_question: Option<String>,
    /// What happened since a person last acted: what to do on the table in Assist mode.
    recent: Rc<Vec<String>>,
    /// The engine's last refusal.
    refusal: Option<String>,
    /// The session could not be loaded.
    missing: Option<String>,
    /// A request is in flight.
    busy: bool,
    /// The automatic side stopped after an error (it does not retry by itself).
    halted: bool,
    /// Counts refusals, so the same text twice still shows again.
    refusals: u32,
}

/// Changes to [`PlayState`].
pub enum PlayMsg {
    /// A new SessionView with its legal answers; `by_person` clears the recent events first.
    Loaded { view: Box<SessionView>, legal: LegalAnswer, by_person: bool },
    /// The engine refused (rule error, undo blocked...); `automatic` if the request was the
    /// automatic side's, which then stops until a person acts or resumes it.
    Refused { text: String, automatic: bool },
    /// The session is not there.
    Missing(String),
    /// A request started.
    Busy,
    /// The refusal was read.
    ClearRefusal,
    /// The automatic side may run again.
    Resume,
}

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
                let keep = recent.len().saturating_sub(60);
                recent.drain(..keep);
                next.recent = Rc::new(recent);
                next.log = Rc::new(log);
                next.legal = Rc::new(if view.human_to_act().is_some() { legal.actions } else { Vec::new() });
                next.chance = Rc::new(if view.to_act.is_chance() { legal.chance.clone() } else { Vec::new() });
                next.chance_question = legal.chance_question.clone().filter(|_| view.to_act.is_chance());
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

/// Sends session requests one at a time and feeds the answers to the state.
#[derive(Clone)]
struct Driver {
    session: Rc<str>,
    dispatch: UseReducerDispatcher<PlayState>,
    /// Steps of the log already held (the next request's `log_from`).
    known: Rc<Cell<usize>>,
    /// A request is in flight: automatic ones are dropped meanwhile, a person's waits.
    in_flight: Rc<Cell<bool>>,
    /// A person's request made while another was in flight: sent as soon as that one is done.
    queued: Rc<RefCell<Option<Request>>>,
}

impl PartialEq for Driver {
    fn eq(&self, other: &Self) -> bool {
        self.session == other.session
    }
}

impl Driver {
    /// The session's id, for a request.
    fn id(&self) -> String {
        self.session.to_string()
    }

    /// Sends a session request; `by_person` marks a person's own step.
    fn send(&self, request: Request, by_person: bool) {
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
    fn load(&self) {
        self.known.set(0);
        self.send(Request::View { session: self.id(), seat: None }, true);
    }
}

/// Props of [`PlayScreen`].
#[derive(Properties, PartialEq)]
pub struct PlayScreenProps {
    /// The session id.
    pub id: AttrValue,
}

/// Which overlay is open.
#[derive(Clone, Debug, PartialEq)]
enum Sheet {
    None,
    Selection(Selection),
    /// The rules reference, opened on a search (and a topic, from "What is this?").
    Help {
        query: String,
        focus: Option<&'static str>,
    },
    /// The first-game tour.
    Tour,
    Menu,
}

/// One game in Play, Watch or Assist mode.
#[component]
pub fn PlayScreen(props: &PlayScreenProps) -> Html {
    let state = use_reducer(PlayState::default);
    let toaster = use_toaster();
    let app = use_app();
    let navigator = use_navigator();
    let driver = {
        let dispatch = state.dispatcher();
        let session: Rc<str> = Rc::from(props.id.as_str());
        use_memo(session.clone(), move |session| Driver {
            session: session.clone(),
            dispatch,
            known: Rc::new(Cell::new(0)),
            in_flight: Rc::new(Cell::new(false)),
            queued: Rc::new(RefCell::new(None)),
        })
    };
    let speed = use_state(|| Speed::from_key(&stored(SPEED_KEY).unwrap_or_default()));
    let paused = use_state(|| false);
    let auto_pass = use_state(|| stored(AUTO_PASS_KEY).as_deref() == Some("true"));
    // After an undo, a window the person came back to is not passed again automatically.
    let hold_auto_pass = use_mut_ref(|| false);
    let sheet = use_state(|| Sheet::None);
    let end_closed = use_state(|| false);
    let answer_filter = use_state(String::new);
    // The answer group open in a grouped list: what the number keys pick from. A new question
    // closes it.
    let open_group = use_state(|| None::<String>);
    // The phone's dock folded to its head line (the player's choice; it stays until they unfold it).
    let dock_folded = use_state(|| false);
    {
        // Each new question starts at its heading: the dock's scroll is the last question's.
        let open_group = open_group.clone();
        use_effect_with(state.legal.clone(), move |_| {
            open_group.set(None);
            if let Some(dock) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".play-dock__body").ok().flatten())
            {
                dock.set_scroll_top(0);
            }
        });
    }

    // Rotating a phone or a tablet keeps the board on screen: if the new layout left it wholly
    // above or below the view, the page scrolls back to it. (Only a turn: a phone browser's
    // address bar coming and going also resizes, and must not pull the reader away from the log.)
    use_effect_with((), |_| {
        let listener = web_sys::window().map(|window| {
            let landscape = Rc::new(Cell::new(is_landscape(&window)));
            EventListener::new(&window, "resize", move |_| {
                let Some(window) = web_sys::window() else { return };
                let now = is_landscape(&window);
                if now != landscape.replace(now) {
                    // After the new layout is in place.
                    Timeout::new(120, board_back_in_view).forget();
                }
            })
        });
        move || drop(listener)
    });

    {
        let driver = (*driver).clone();
        use_effect_with(props.id.clone(), move |_| {
            // A game opens at its top, not where the previous screen was scrolled to.
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
            driver.load();
        });
    }

    // A new step closes the board's sheet (its answers were indices into the old list) and, once the
    // game is no longer over (undo of the last move), lets the end screen show again.
    {
        let sheet = sheet.clone();
        let end_closed = end_closed.clone();
        let key = state.view.as_ref().map(|v| (v.steps, v.to_act.is_over()));
        use_effect_with(key, move |key| {
            // (A sheet that only shows rules text stays open while the bots play on.)
            if matches!(&*sheet, Sheet::Selection(selection) if !selection.matches.is_empty()) {
                sheet.set(Sheet::None);
            }
            if key.is_some_and(|(_, over)| !over) && *end_closed {
                end_closed.set(false);
            }
        });
    }

    // The refusal is shown as a toast too, so it is seen wherever the person is looking.
    {
        let toaster = toaster.clone();
        use_effect_with((state.refusal.clone(), state.refusals), move |(refusal, _)| {
            if let Some(text) = refusal {
                toaster.error(text.clone());
            }
        });
    }

    // The automatic side: chance outside Assist mode right away, bots at the chosen speed.
    {
        let driver = (*driver).clone();
        let view = state.view.clone();
        let busy = state.busy || state.halted;
        let speed = *speed;
        let paused = *paused;
        let auto_pass = *auto_pass;
        let legal = state.legal.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        use_effect_with(
            (view.as_ref().map(|v| (v.steps, v.to_act, v.seats.clone())), busy, speed, paused, auto_pass),
            move |_| {
                let mut timer = None;
                if let (Some(view), false) = (view, busy) {
                    if view.to_act.is_chance() && !view.assist() {
                        timer = Some(Timeout::new(0, move || {
                            driver.send(Request::Advance { session: driver.id() }, false)
                        }));
                    } else if view.automatic() && !paused && speed != Speed::Step {
                        let (delay, steps) = speed.pace();
                        timer = Some(Timeout::new(delay, move || {
                            // A chunk ends after ~100 ms (the host's clock), so the screen stays
                            // responsive while searching bots think.
                            let run =
                                Request::RunBots { session: driver.id(), max_steps: Some(steps), max_ms: Some(100.0) };
                            driver.send(run, false);
                        }));
                    } else if auto_pass && view.human_to_act().is_some() && !*hold_auto_pass.borrow() {
                        if let Some(pass) = window_pass(&view.view, &legal) {
                            timer = Some(Timeout::new(0, move || {
                                driver.send(Request::Act { session: driver.id(), action: pass, seat: None }, true)
                            }));
                        }
                    }
                }
                move || drop(timer)
            },
        );
    }

    let act = {
        let driver = (*driver).clone();
        let hold_auto_pass = hold_auto_pass.clone();
        let answer_filter = answer_filter.clone();
        Callback::from(move |action: Value| {
            *hold_auto_pass.borrow_mut() = false;
            answer_filter.set(String::new());
            driver.send(Request::Act { session: driver.id(), action, seat: None }, true);
        })
    };
    let pick_chance = {
        let driver = (*driver).clone();
        Callback::from(move |outcome: Option<Value>| match outcome {
            Some(outcome) => driver.send(Request::Chance { session: driver.id(), outcome: Some(outcome) }, false),
            None => driver.send(Request::Chance { session: driver.id(), outcome: None }, false),
        })
    };
    let undo = {
        let driver = (*driver).clone();
        let state = state.clone();
        let toaster = toaster.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        Callback::from(move |()| {
            let Some(view) = &state.view else { return };
            if view.can_undo {
                *hold_auto_pass.borrow_mut() = true;
                driver.send(Request::Undo { session: driver.id(), seat: None }, true);
            } else {
                let why = view.undo_blocked.clone().unwrap_or_else(|| "nothing to undo".into());
                toaster.info(format!("Cannot undo: {why}"));
            }
        })
    };
    let redo = {
        let driver = (*driver).clone();
        let state = state.clone();
        let toaster = toaster.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        Callback::from(move |()| {
            let Some(view) = &state.view else { return };
            *hold_auto_pass.borrow_mut() = false;
            if view.can_redo {
                driver.send(Request::Redo { session: driver.id() }, true);
            } else {
                toaster.info("Nothing to redo");
            }
        })
    };
    let step = {
        let driver = (*driver).clone();
        Callback::from(move |()| {
            driver.send(Request::RunBots { session: driver.id(), max_steps: Some(1), max_ms: None }, false)
        })
    };
    let set_speed = {
        let speed = speed.clone();
        let paused = paused.clone();
        let dispatch = state.dispatcher();
        Callback::from(move |new: Speed| {
            dispatch.dispatch(PlayMsg::Resume);
            store(SPEED_KEY, new.key());
            paused.set(false);
            speed.set(new);
        })
    };
    let toggle_pause = {
        let paused = paused.clone();
        let dispatch = state.dispatcher();
        Callback::from(move |()| {
            dispatch.dispatch(PlayMsg::Resume);
            paused.set(!*paused);
        })
    };
    let bots_finish = {
        let driver = (*driver).clone();
        let state = state.clone();
        let speed = speed.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(view) = &state.view else { return };
            let seats = vec![SeatKind::Bot(BotKind::Heuristic); view.seats.len()];
            if *speed == Speed::Step {
                speed.set(Speed::Fast);
            }
            driver.send(Request::SetSeats { session: driver.id(), seats }, true);
        })
    };
    let take_over = {
        let driver = (*driver).clone();
        let state = state.clone();
        Callback::from(move |seat: usize| {
            let Some(view) = &state.view else { return };
            let seats: Vec<SeatKind> = view
                .seats
                .iter()
                .enumerate()
                .map(|(i, kind)| if i == seat { SeatKind::Human } else { *kind })
                .collect();
            driver.send(Request::SetSeats { session: driver.id(), seats }, true);
        })
    };
    let on_select = {
        let state = state.clone();
        let act = act.clone();
        let sheet = sheet.clone();
        Callback::from(move |selection: Selection| {
            // One match acts at once, unless it gives something up (a Champion discarded to repair):
            // that one is confirmed on the sheet.
            let single = (!selection.long && selection.matches.len() == 1)
                .then(|| state.legal.get(selection.matches[0]).map(|choice| choice.action.clone()))
                .flatten()
                .filter(|action| !CONFIRM.contains(&super::board::tag(action)));
            if let Some(action) = single {
                act.emit(action);
            } else if !selection.long && selection.matches.is_empty() && !state.legal.is_empty() {
                if let Some(natural) = selection.natural.clone() {
                    act.emit(natural);
                } else {
                    sheet.set(Sheet::Selection(selection));
                }
            } else {
                sheet.set(Sheet::Selection(selection));
            }
        })
    };
    let close_sheet = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::None))
    };
    let toggle_auto_pass = {
        let auto_pass = auto_pass.clone();
        Callback::from(move |_: MouseEvent| {
            store(AUTO_PASS_KEY, if *auto_pass { "false" } else { "true" });
            auto_pass.set(!*auto_pass);
        })
    };
    let toggle_awake = {
        let settings = app.settings.clone();
        Callback::from(move |_: MouseEvent| settings.dispatch(SettingsAction::SetKeepAwake(!settings.keep_awake)))
    };

    // Keyboard shortcuts on desktop.
    {
        let state = state.clone();
        let act = act.clone();
        let undo = undo.clone();
        let redo = redo.clone();
        let step = step.clone();
        let toggle_pause = toggle_pause.clone();
        let sheet = sheet.clone();
        let set_speed = set_speed.clone();
        let filter = answer_filter.clone();
        let group = (*open_group).clone();
        let deps = (
            state.view.as_ref().map(|v| v.steps),
            state.legal.clone(),
            (*sheet).clone(),
            (*filter).clone(),
            group.clone(),
        );
        use_effect_with(deps, move |_| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|document| {
                // Not passive: a handled key's default (scrolling on Space) is prevented.
                EventListener::new_with_options(
                    &document,
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |event| {
                        let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                        let target = key.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                        let typing = target
                            .as_ref()
                            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
                        // A dialog (a sheet, the menu, the end) has the keyboard to itself.
                        let in_dialog =
                            target.as_ref().is_some_and(|el| el.closest("[role=dialog]").ok().flatten().is_some())
                                || !matches!(*sheet, Sheet::None)
                                || dialog_open();
                        if typing || in_dialog || key.alt_key() || key.meta_key() {
                            return;
                        }
                        let k = key.key();
                        // Space and Enter on a control press that control, not a shortcut.
                        let on_control = target.as_ref().is_some_and(|el| {
                            el.closest("button, a, [role=button], [role=switch], [contenteditable]")
                                .ok()
                                .flatten()
                                .is_some()
                        });
                        if on_control && (k == " " || k == "Enter") {
                            return;
                        }
                        let ctrl = key.ctrl_key();
                        let handled = match (ctrl, k.as_str()) {
                            (true, "z") | (false, "u") => {
                                undo.emit(());
                                true
                            }
                            (true, "y") | (true, "Z") | (false, "r") => {
                                redo.emit(());
                                true
                            }
                            (false, " ") | (false, "n") => {
                                step.emit(());
                                true
                            }
                            (false, "p") => {
                                toggle_pause.emit(());
                                true
                            }
                            (false, "?") => {
                                sheet.set(Sheet::Help { query: String::new(), focus: None });
                                true
                            }
                            (false, "s") => {
                                set_speed.emit(Speed::Step);
                                true
                            }
                            (false, "i") => {
                                set_speed.emit(Speed::Instant);
                                true
                            }
                            (false, digit)
                                if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() && digit != "0" =>
                            {
                                let n = usize::from(digit.as_bytes()[0] - b'1');
                                let keyed = keyed_answers(&state.legal, &filter, group.as_deref());
                                if let Some(choice) = keyed.get(n).and_then(|i| state.legal.get(*i)) {
                                    act.emit(choice.action.clone());
                                    true
                                } else {
                                    false
                                }
                            }
                            _ => false,
                        };
                        if handled {
                            event.prevent_default();
                        }
                    },
                )
            });
            move || drop(listener)
        });
    }

    let title_text = state.view.as_ref().map(|v| v.name.clone()).unwrap_or_else(|| "Game".into());
    let Some(view) = state.view.clone() else {
        let body = match &state.missing {
            Some(message) => html! {
                <section class="panel" data-testid="play-missing">
                    <h2 class="panel__title">{"This game is not here"}</h2>
                    <p class="muted">{message.clone()}</p>
                    <Link<Route> to={Route::Home} classes="btn btn--primary">{"Home"}</Link<Route>>
                </section>
            },
            None => html! { <p class="muted" data-testid="play-loading">{"Loading the game…"}</p> },
        };
        return html! {
            <div class="screen">
                <TopBar title={html! { <h1>{title_text}</h1> }} />
                <main class="content">{body}</main>
            </div>
        };
    };

    let board_props = BoardProps {
        view: Rc::new(view.view.clone()),
        legal: state.legal.clone(),
        viewer: view.viewer,
        decider: if state.legal.is_empty() { None } else { view.to_act.decider() },
        on_select: on_select.clone(),
    };
    let board = board_for(view.game, board_props)
        .unwrap_or_else(|| html! { <p class="muted">{format!("No board for {}.", view.name)}</p> });
    let turn_word = super::turn_word(view.game);
    let names = Rc::new(seat_names(view.game, &view.seat_names));
    let mode_name = mode_name(view.mode);
    let title = html! {
        <div class="play-title">
            <h1>{view.name.clone()}</h1>
            <span class="play-title__sub" data-testid="play-status">
                {format!("{mode_name} · {turn_word} {} · seed {}", view.turn, view.seed)}
            </span>
        </div>
    };
    let open_menu = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.set(Sheet::Menu))
    };
    let open_help = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.set(Sheet::Help { query: String::new(), focus: None }))
    };
    let open_tour = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::Tour))
    };

    // The middle panel: whose turn, the question, the picker or the bots' controls.
    let human = view.human_to_act();
    // The dock's head line: what it holds, readable while the dock is folded.
    let dock_summary = if let Some(outcome) = view.outcome.as_ref().filter(|_| view.to_act.is_over()) {
        outcome.summary.clone()
    } else if let Some(seat) = human {
        let question = question_of(&view.view).unwrap_or_else(|| "Your move".into());
        if view.seats.iter().filter(|kind| **kind == SeatKind::Human).count() > 1 {
            format!("{}: {question}", seat_name(&names, seat))
        } else {
            question
        }
    } else if view.to_act.is_chance() && view.assist() {
        state.chance_question.clone().unwrap_or_else(|| "Enter what the table rolled or drew".into())
    } else if let Some(seat) = view.to_act.decider() {
        bot_thinking(&seat_name(&names, seat))
    } else {
        "Rolling and drawing…".into()
    };
    let toggle_dock = {
        let dock_folded = dock_folded.clone();
        Callback::from(move |_: MouseEvent| dock_folded.set(!*dock_folded))
    };
    let has_bots = view.has_bots();
    let decision_panel = if view.to_act.is_over() {
        html! {}
    } else if let Some(seat) = human {
        html! {
            <>
            <QuestionPanel
                who={seat_name(&names, seat)}
                question={question_of(&view.view)}
                answers={state.legal.clone()}
                filter={(*answer_filter).clone()}
                on_filter={{
                    let answer_filter = answer_filter.clone();
                    Callback::from(move |text: String| answer_filter.set(text))
                }}
                on_answer={act.clone()}
                open_group={(*open_group).clone().map(AttrValue::from)}
                on_open_group={{
                    let open_group = open_group.clone();
                    Callback::from(move |group: Option<String>| open_group.set(group))
                }}
                busy={state.busy} />
            <HintPanel session={props.id.clone()} steps={view.steps} on_play={act.clone()} busy={state.busy} />
            </>
        }
    } else if view.to_act.is_chance() && view.assist() {
        html! {
            <ChancePicker options={state.chance.clone()} question={state.chance_question.clone()} on_pick={pick_chance.clone()} busy={state.busy}
                game={view.game.as_str()} />
        }
    } else if let Some(seat) = view.to_act.decider() {
        let seat_usize = usize::from(seat);
        let on_take = take_over.reform(move |_: MouseEvent| seat_usize);
        html! {
            <section class="panel question question--bot" data-testid="bot-turn">
                <p class="question__who">{bot_thinking(&seat_name(&names, seat))}</p>
                if let Some(q) = question_of(&view.view) {
                    <p class="question__text muted">{q}</p>
                }
                <button type="button" class="btn btn--small" onclick={on_take} data-testid="take-over">
                    {"Take this seat"}
                </button>
            </section>
        }
    } else {
        html! { <p class="muted" data-testid="chance-running">{"Rolling and drawing…"}</p> }
    };

    let speed_bar = if has_bots && !view.to_act.is_over() {
        let buttons = Speed::ALL.iter().map(|s| {
            let on = *s == *speed;
            let set_speed = set_speed.clone();
            let s = *s;
            html! {
                <button type="button" class={classes!("segment", on.then_some("segment--on"))}
                    aria-pressed={on.to_string()} data-testid={format!("speed-{}", s.key())}
                    onclick={Callback::from(move |_: MouseEvent| set_speed.emit(s))}>{s.name()}</button>
            }
        });
        let on_step = step.reform(|_: MouseEvent| ());
        let on_pause = toggle_pause.reform(|_: MouseEvent| ());
        html! {
            <div class="bot-bar" role="group" aria-label="Bot speed">
                <div class="segments">{ for buttons }</div>
                if *speed == Speed::Step {
                    <button type="button" class="btn btn--small" data-testid="bot-step" onclick={on_step}
                        disabled={!view.automatic() || state.busy}>{"Step"}</button>
                } else {
                    <button type="button" class="btn btn--small" data-testid="bot-pause" onclick={on_pause}
                        aria-pressed={paused.to_string()}>{if *paused { "Resume" } else { "Pause" }}</button>
                }
            </div>
        }
    } else {
        html! {}
    };

    let recent = if state.recent.is_empty() {
        html! {}
    } else {
        let heading = if view.assist() { "On your table" } else { "What just happened" };
        html! {
            <section class="panel recent" data-testid="recent" aria-live="polite">
                <h2 class="panel__title">{heading}</h2>
                <ul class="recent__list">
                    { for state.recent.iter().rev().take(12).map(|e| html! { <li>{e.clone()}</li> }) }
                </ul>
            </section>
        }
    };

    let refusal = state.refusal.as_ref().map(|text| {
        let dispatch = state.dispatcher();
        let halted = state.halted;
        let resume = {
            let dispatch = state.dispatcher();
            Callback::from(move |_: MouseEvent| {
                dispatch.dispatch(PlayMsg::ClearRefusal);
                dispatch.dispatch(PlayMsg::Resume);
            })
        };
        html! {
            <div class="refusal" role="alert" data-testid="refusal">
                <Icon name="alert" />
                <span>{text.clone()}</span>
                if halted {
                    <button type="button" class="btn btn--small" data-testid="resume-auto" onclick={resume}>{"Try again"}</button>
                }
                <button type="button" class="icon-btn" aria-label="Dismiss"
                    onclick={Callback::from(move |_: MouseEvent| dispatch.dispatch(PlayMsg::ClearRefusal))}>
                    <Icon name="close" />
                </button>
            </div>
        }
    });

    let undo_bar = {
        let on_undo = undo.reform(|_: MouseEvent| ());
        let on_redo = redo.reform(|_: MouseEvent| ());
        let why = if view.can_undo { None } else { view.undo_blocked.clone() };
        // Assist mode: the table's last roll or draw was typed in; a typo is taken back and typed again.
        let fix = view.fixable_chance().map(|last| {
            let on_fix = undo.reform(|_: MouseEvent| ());
            html! {
                <button type="button" class="btn btn--small undo-bar__fix" data-testid="fix-chance" onclick={on_fix}
                    disabled={state.busy} title={format!("Take back \u{201c}{}\u{201d} and enter it again", last.text)}>
                    <Icon name="undo" />{fix_label(last)}
                    <span class="muted small">{format!(" ({})", last.text)}</span>
                </button>
            }
        });
        html! {
            <div class="undo-bar play-undo">
                {fix.unwrap_or_default()}
                <button type="button" class={classes!("btn", "undo-bar__btn", (!view.can_undo).then_some("is-blocked"))}
                    data-testid="undo" aria-disabled={(!view.can_undo).to_string()} onclick={on_undo}
                    title={why.clone().map(|w| format!("Cannot undo: {w}")).unwrap_or_else(|| "Undo (U)".into())}>
                    <Icon name="undo" />{"Undo"}
                </button>
                <button type="button" class={classes!("btn", "undo-bar__btn", (!view.can_redo).then_some("is-blocked"))}
                    data-testid="redo" aria-disabled={(!view.can_redo).to_string()} onclick={on_redo}
                    title="Redo (R)">
                    <Icon name="redo" />{"Redo"}
                </button>
                if let Some(why) = why {
                    <span class="undo-bar__why muted small" data-testid="undo-why">{format!("Undo: {why}")}</span>
                }
            </div>
        }
    };

    let end = match (&view.outcome, view.to_act.is_over(), *end_closed) {
        (Some(outcome), true, false) => {
            let on_close = {
                let end_closed = end_closed.clone();
                Callback::from(move |()| end_closed.set(true))
            };
            let replay = {
                let view = view.clone();
                let navigator = navigator.clone();
                let toaster = toaster.clone();
                Callback::from(move |()| {
                    let view = view.clone();
                    let navigator = navigator.clone();
                    let toaster = toaster.clone();
                    spawn_local(async move {
                        match api::new_game(
                            view.game,
                            view.config.clone(),
                            Some(view.seed),
                            replay_seats(&view),
                            view.mode,
                        )
                        .await
                        {
                            Ok(new) => {
                                if let Some(navigator) = &navigator {
                                    navigator.push(&Route::Play { id: new.session });
                                }
                            }
                            Err(error) => toaster.error(error.message),
                        }
                    });
                })
            };
            html! { <EndPanel outcome={outcome.clone()} game={view.game} seed={view.seed} {on_close} on_replay={replay} /> }
        }
        _ => html! {},
    };

    let overlay = match &*sheet {
        Sheet::None => html! {},
        Sheet::Selection(selection) => {
            let answers = selection.matches.iter().filter_map(|i| state.legal.get(*i).cloned().map(|c| (*i, c)));
            let buttons = answers.map(|(i, choice)| {
                let act = act.clone();
                let sheet = sheet.clone();
                let action = choice.action.clone();
                html! {
                    <button type="button" class="btn btn--primary btn--wide answer" data-testid={format!("sheet-answer-{i}")}
                        onclick={Callback::from(move |_: MouseEvent| { sheet.set(Sheet::None); act.emit(action.clone()); })}>
                        {choice.label.clone()}
                    </button>
                }
            });
            html! {
                <Modal title={selection.info.title.clone()} on_close={close_sheet.clone()} testid="info-sheet">
                    if !selection.info.subtitle.is_empty() {
                        <p class="muted">{selection.info.subtitle.clone()}</p>
                    }
                    { for selection.info.lines.iter().map(|line| html! { <p class="info-line">{line.clone()}</p> }) }
                    <div class="sheet-answers">{ for buttons }</div>
                    if let Some(topic) = what_is(rules(view.game), &selection.info.title, &selection.info.subtitle) {
                        <button type="button" class="btn btn--wide what-is" data-testid="what-is-this"
                            onclick={{
                                let sheet = sheet.clone();
                                let query = selection.info.title.clone();
                                let focus = topic.id;
                                Callback::from(move |_: MouseEvent| sheet.set(Sheet::Help { query: query.clone(), focus: Some(focus) }))
                            }}>
                            <Icon name="info" />{format!("What is this? {}", topic.title)}
                        </button>
                    }
                </Modal>
            }
        }
        Sheet::Help { query, focus } => html! {
            <HelpSheet game={view.game} query={AttrValue::from(query.clone())} focus={*focus}
                keys={!touch_screen()} on_tour={open_tour.clone()} on_close={close_sheet.clone()} />
        },
        Sheet::Tour => html! { <Tour game={view.game} on_close={close_sheet.clone()} /> },
        Sheet::Menu => {
            let human_seats = view.seats.contains(&SeatKind::Human);
            html! {
                <Modal title="Game" on_close={close_sheet.clone()} testid="game-menu">
                    <div class="menu-list">
                        <div class="menu-row">
                            <span>{"Keep the screen awake"}<br/><span class="muted small">{app.wake_lock.describe()}</span></span>
                            <button type="button" role="switch" aria-checked={app.settings.keep_awake.to_string()}
                                aria-label="Keep the screen awake" data-testid="play-keep-awake"
                                class={classes!("switch", app.settings.keep_awake.then_some("switch--on"))}
                                onclick={toggle_awake.clone()}>
                                <span class="switch__knob" />
                            </button>
                        </div>
                        <div class="menu-row">
                            <span>{"Pass card windows automatically"}<br/><span class="muted small">{"When you could play a card but nothing asks you to, go on without asking."}</span></span>
                            <button type="button" role="switch" aria-checked={auto_pass.to_string()}
                                aria-label="Pass card windows automatically" data-testid="auto-pass"
                                class={classes!("switch", auto_pass.then_some("switch--on"))}
                                onclick={toggle_auto_pass.clone()}>
                                <span class="switch__knob" />
                            </button>
                        </div>
                        if human_seats && !view.to_act.is_over() {
                            <button type="button" class="btn btn--wide" data-testid="bots-finish"
                                onclick={{ let close = close_sheet.clone(); let f = bots_finish.clone(); Callback::from(move |e: MouseEvent| { close.emit(()); f.emit(e); }) }}>
                                {"Let the bots finish the game"}
                            </button>
                        }
                        <p class="muted small">{format!("Seed {} · {} · saved after every step", view.seed, counted(view.steps, "step", "steps"))}</p>
                    </div>
                </Modal>
            }
        }
    };

    html! {
        <div class={classes!("screen", "play-screen", (*dock_folded).then_some("play-screen--dock-folded"))} data-testid="play-screen" data-game={view.game.as_str()}
            data-steps={view.steps.to_string()} data-to-act={view.to_act.kind()} data-busy={state.busy.to_string()}>
            <TopBar {title}>
                <button type="button" class="icon-btn" aria-label="Help and rules" title="Help and rules (?)"
                    data-testid="open-help" onclick={open_help}>
                    <span aria-hidden="true" class="icon-text">{"?"}</span>
                </button>
                <button type="button" class="icon-btn" aria-label="Game menu" title="Game menu"
                    data-testid="open-game-menu" onclick={open_menu}>
                    <Icon name="sun" />
                </button>
            </TopBar>
            if let Some(message) = &state.missing {
                <div class="refusal" role="alert" data-testid="play-missing">
                    <Icon name="alert" />
                    <span>{format!("This game is no longer saved here: {message}")}</span>
                    <Link<Route> to={Route::Home} classes="btn btn--small">{"Home"}</Link<Route>>
                </div>
            }
            <TourOffer game={view.game} on_tour={open_tour.clone()} />
            <main class="play-layout">
                <div class="play-board">{board}</div>
                <aside class="play-side">
                    // On a phone the dock stays at the bottom of the screen, under the thumb, while the
                    // board scrolls above it; on a desktop it heads the side column.
                    // On a phone it is at most 40% of the screen; its body scrolls under a head line
                    // that folds it to one line (the question and Undo) to show more of the board.
                    <div class={classes!("play-dock", (*dock_folded).then_some("play-dock--folded"))} data-testid="play-dock"
                        data-folded={dock_folded.to_string()}>
                        <button type="button" class="dock-head" data-testid="dock-toggle"
                            aria-expanded={(!*dock_folded).to_string()} onclick={toggle_dock}
                            title={if *dock_folded { "Show the question and its answers" } else { "Fold the dock to one line" }}>
                            <span class="dock-head__chevron" aria-hidden="true">{if *dock_folded { "\u{25B4}" } else { "\u{25BE}" }}</span>
                            if *dock_folded {
                                <span class="dock-head__text" data-testid="dock-summary">{dock_summary}</span>
                                <span class="dock-head__action muted small">{"Show"}</span>
                            } else {
                                <span class="dock-head__text dock-head__text--muted">{"Fold to see more of the board"}</span>
                            }
                        </button>
                        <div class="play-dock__body">
                            {refusal.unwrap_or_default()}
                            {decision_panel}
                            {speed_bar}
                        </div>
                        {undo_bar}
                    </div>
                    if view.to_act.is_over() && *end_closed {
                        <section class="panel" data-testid="game-over-bar">
                            <p>{view.outcome.as_ref().map(|o| o.summary.clone()).unwrap_or_default()}</p>
                            <button type="button" class="btn" onclick={{ let end_closed = end_closed.clone(); Callback::from(move |_: MouseEvent| end_closed.set(false)) }}>
                                {"Show the result"}
                            </button>
                        </section>
                    }
                    {recent}
                    <LogPanel log={state.log.clone()} game={view.game} seat_names={names.clone()} />
                </aside>
            </main>
            {end}
            {overlay}
        </div>
    }
}

/// The seats a replay starts with: those the game started with.
fn replay_seats(view: &SessionView) -> &[SeatKind] {
    if view.first_seats.len() == view.seats.len() {
        &view.first_seats
    } else {
        &view.seats
    }
}

/// True when the window is wider than tall.
fn is_landscape(window: &web_sys::Window) -> bool {
    let size = |value: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| {
        value.ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
    };
    size(window.inner_width()) > size(window.inner_height())
}

/// Scrolls the board back into view when little or none of it is on screen.
fn board_back_in_view() {
    let Some(window) = web_sys::window() else { return };
    let Some(board) = window.document().and_then(|d| d.query_selector(".play-board").ok().flatten()) else { return };
    let rect = board.get_bounding_client_rect();
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    // Under the top bar (about 64 px) or below the view, with less than a third of the view (or of
    // the board, if it is shorter) left showing.
    let showing = rect.bottom().min(height) - rect.top().max(64.0);
    if showing < rect.height().min(height) / 3.0 {
        let top = (rect.top() + window.scroll_y().unwrap_or(0.0) - 64.0).max(0.0);
        window.scroll_to_with_x_and_y(0.0, top);
    }
}

/// True while any modal dialog is on the page (the end screen included).
fn dialog_open() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[role=dialog]").ok().flatten())
        .is_some()
}

/// The question of the pending decision, from the view's `question`.
fn question_of(view: &Value) -> Option<String> {
    view.get("question").and_then(Value::as_str).map(capitalise)
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The answer that passes a card window, if the pending decision is one.
fn window_pass(view: &Value, legal: &[Choice]) -> Option<Value> {
    let pending = view.get("pending")?;
    let window = pending.get("pending").and_then(Value::as_str) == Some("window")
        || pending.get("type").and_then(Value::as_str) == Some("window");
    if !window {
        return None;
    }
    legal.iter().find(|c| matches!(super::board::tag(&c.action), "pass" | "continue")).map(|c| c.action.clone())
}

/// What the dock says while a bot decides for a seat ("The bot is playing for you…").
fn bot_thinking(name: &str) -> String {
    if name == "You" {
        "The bot is playing for you…".to_string()
    } else {
        format!("The bot is playing for {name}…")
    }
}

/// The answers shown for a filter text, with their indices (what the number keys pick).
pub fn visible_answers<'a>(legal: &'a [Choice], filter: &str) -> Vec<(usize, &'a Choice)> {
    let needle = filter.trim().to_lowercase();
    legal.iter().enumerate().filter(|(_, c)| needle.is_empty() || c.label.to_lowercase().contains(&needle)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_window_is_passed_only_with_a_pass_answer() {
        let legal = vec![
            Choice::new(json!({"do": "play", "card": 80}), "Play", 0),
            Choice::new(json!({"do": "pass"}), "Pass", 0),
        ];
        let window = json!({"pending": {"pending": "window", "point": "revealed"}});
        assert_eq!(window_pass(&window, &legal), Some(json!({"do": "pass"})));
        let action = json!({"pending": {"pending": "action"}});
        assert_eq!(window_pass(&action, &legal), None);
        let valeria = json!({"pending": {"type": "window", "before": {"at": "siege"}}});
        let cont = vec![Choice::new(json!({"do": "continue"}), "Go on", 0)];
        assert_eq!(window_pass(&valeria, &cont), Some(json!({"do": "continue"})));
    }

    #[test]
    fn number_keys_follow_the_filtered_answers() {
        let legal =
            vec![Choice::new(json!(1), "Walk to Bounty Bay", 0), Choice::new(json!(2), "Ride to Orc Valley", 0)];
        let shown = visible_answers(&legal, "orc");
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0].0, 1);
        assert_eq!(visible_answers(&legal, "").len(), 2);
        assert_eq!(capitalise("choose a Turret"), "Choose a Turret");
    }
}

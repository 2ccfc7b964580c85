//! The game screen, built the way Yew's own examples are: a reducer ([`state`]), a hook for the
//! session's request queue ([`session::use_session`]) and one for the keyboard
//! ([`shortcuts::use_shortcuts`]), the [`dock::Dock`], the [`sheets::Sheets`], and the one board
//! switch over the game ([`crate::play::board::board_for`]). This file wires them together and
//! lays the screen out.

mod dock;
mod pass;
mod session;
mod sheets;
mod shortcuts;
pub(crate) mod state;

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use rampart_engine::protocol::{Request, SeatKind, SessionView};
use rampart_engine::BotKind;
use serde_json::Value;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use super::api;
use super::board::{board_for, BoardProps, Selection};
use super::end::EndPanel;
use super::log::LogPanel;
use super::seat_names;
use crate::app::{Route, TopBar};
use crate::components::{use_toaster, Icon};
use crate::help::TourOffer;
use dock::Dock;
use pass::{curtain_for, hot_seat, PassDevice};
use session::{use_automatic, use_session, Automatic};
use sheets::{Sheet, Sheets};
use shortcuts::{use_shortcuts, Shortcuts};
use state::{store, stored, PlayMsg, Speed, AUTO_PASS_KEY, SPEED_KEY};

/// Answers a board tap never gives without the sheet: they give something up.
const CONFIRM: &[&str] = &["repair_with_champion"];

/// Props of [`PlayScreen`].
#[derive(Properties, PartialEq)]
pub struct PlayScreenProps {
    /// The session id.
    pub id: AttrValue,
}

/// One game in Play, Watch or Assist mode.
#[component]
pub fn PlayScreen(props: &PlayScreenProps) -> Html {
    let (state, session) = use_session(&props.id);
    let toaster = use_toaster();
    let navigator = use_navigator();
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
    // Hot seat: the seat whose person said they hold the device (none after a reload).
    let holder = use_state(|| None::<u8>);
    let curtain = state.view.as_ref().and_then(|view| curtain_for(view, *holder));

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
    use_board_kept_in_view();

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

    use_automatic(
        &state,
        &session,
        Automatic { speed: *speed, paused: *paused, auto_pass: *auto_pass },
        hold_auto_pass.clone(),
    );

    let act = {
        let session = session.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        let answer_filter = answer_filter.clone();
        Callback::from(move |action: Value| {
            *hold_auto_pass.borrow_mut() = false;
            answer_filter.set(String::new());
            session.act(action);
        })
    };
    let pick_chance = {
        let session = session.clone();
        Callback::from(move |outcome: Option<Value>| {
            session.send(Request::Chance { session: session.id(), outcome }, false)
        })
    };
    let undo = {
        let session = session.clone();
        let state = state.clone();
        let toaster = toaster.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        Callback::from(move |()| {
            let Some(view) = &state.view else { return };
            if view.can_undo {
                *hold_auto_pass.borrow_mut() = true;
                session.send(Request::Undo { session: session.id(), seat: None }, true);
            } else {
                let why = view.undo_blocked.clone().unwrap_or_else(|| "nothing to undo".into());
                toaster.info(format!("Cannot undo: {why}"));
            }
        })
    };
    let redo = {
        let session = session.clone();
        let state = state.clone();
        let toaster = toaster.clone();
        let hold_auto_pass = hold_auto_pass.clone();
        Callback::from(move |()| {
            let Some(view) = &state.view else { return };
            *hold_auto_pass.borrow_mut() = false;
            if view.can_redo {
                session.send(Request::Redo { session: session.id() }, true);
            } else {
                toaster.info("Nothing to redo");
            }
        })
    };
    let step = {
        let session = session.clone();
        Callback::from(move |()| {
            session.send(Request::RunBots { session: session.id(), max_steps: Some(1), max_ms: None }, false)
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
        let session = session.clone();
        let state = state.clone();
        let speed = speed.clone();
        Callback::from(move |()| {
            let Some(view) = &state.view else { return };
            let seats = vec![SeatKind::Bot(BotKind::Heuristic); view.seats.len()];
            if *speed == Speed::Step {
                speed.set(Speed::Fast);
            }
            session.send(Request::SetSeats { session: session.id(), seats }, true);
        })
    };
    let take_over = {
        let session = session.clone();
        let state = state.clone();
        Callback::from(move |seat: usize| {
            let Some(view) = &state.view else { return };
            let seats: Vec<SeatKind> = view
                .seats
                .iter()
                .enumerate()
                .map(|(i, kind)| if i == seat { SeatKind::Human } else { *kind })
                .collect();
            session.send(Request::SetSeats { session: session.id(), seats }, true);
        })
    };
    let on_select = {
        let state = state.clone();
        let act = act.clone();
        let sheet = sheet.clone();
        Callback::from(move |selection: Selection| match tap_meaning(&selection, &state.legal) {
            Tap::Act(action) => act.emit(action),
            Tap::Sheet => sheet.set(Sheet::Selection(selection)),
        })
    };
    let toggle_auto_pass = {
        let auto_pass = auto_pass.clone();
        Callback::from(move |()| {
            store(AUTO_PASS_KEY, if *auto_pass { "false" } else { "true" });
            auto_pass.set(!*auto_pass);
        })
    };
    let open_help = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::help()))
    };

    use_shortcuts(Shortcuts {
        legal: state.legal.clone(),
        filter: (*answer_filter).clone(),
        group: (*open_group).clone(),
        sheet_open: !matches!(*sheet, Sheet::None) || curtain.is_some(),
        act: act.clone(),
        undo: undo.clone(),
        redo: redo.clone(),
        step: step.clone(),
        pause: toggle_pause.clone(),
        help: open_help.clone(),
        speed: set_speed.clone(),
    });

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
                <TopBar title={html! { <h1>{"Game"}</h1> }} />
                <main class="content">{body}</main>
            </div>
        };
    };

    let board_props = BoardProps {
        view: Rc::new(view.view.clone()),
        legal: state.legal.clone(),
        viewer: view.viewer,
        decider: if state.legal.is_empty() { None } else { view.to_act.decider() },
        on_select,
    };
    let board = board_for(view.game, board_props)
        .unwrap_or_else(|| html! { <p class="muted">{format!("No board for {}.", view.name)}</p> });
    let turn_word = super::turn_word(view.game);
    let names = Rc::new(seat_names(view.game, &view.seat_names));
    let title = html! {
        <div class="play-title">
            <h1>{view.name.clone()}</h1>
            <span class="play-title__sub" data-testid="play-status">
                {format!("{} · {turn_word} {} · seed {}", view.mode.label(), view.turn, view.seed)}
            </span>
        </div>
    };
    let open_menu = {
        let sheet = sheet.clone();
        Callback::from(move |_: MouseEvent| sheet.set(Sheet::Menu))
    };
    let open_tour = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::Tour))
    };

    let recent = (!state.recent.is_empty()).then(|| {
        let heading = if view.assist() { "On your table" } else { "What just happened" };
        html! {
            <section class="panel recent" data-testid="recent" aria-live="polite">
                <h2 class="panel__title">{heading}</h2>
                <ul class="recent__list">
                    { for state.recent.iter().rev().take(12).map(|e| html! { <li>{e.clone()}</li> }) }
                </ul>
            </section>
        }
    });

    let end = match (&view.outcome, view.to_act.is_over(), *end_closed) {
        (Some(outcome), true, false) => {
            let on_close = {
                let end_closed = end_closed.clone();
                Callback::from(move |()| end_closed.set(true))
            };
            let on_replay = replay(view.clone(), navigator.clone(), toaster.clone());
            html! { <EndPanel outcome={outcome.clone()} game={view.game} seed={view.seed} {on_close} {on_replay} /> }
        }
        _ => html! {},
    };

    let folded = *dock_folded;
    let pass_device = curtain.map(|seat| {
        let on_ready = {
            let holder = holder.clone();
            let session = session.clone();
            let sheet = sheet.clone();
            // The log kept so far was read by the last person: read it again for this one; and
            // no sheet the last person opened stays open.
            Callback::from(move |()| {
                holder.set(Some(seat));
                sheet.set(Sheet::None);
                session.load();
            })
        };
        let name = super::seat_name(&names, seat);
        let to_act = view.human_to_act() == Some(seat);
        html! { <PassDevice name={name} {seat} game={view.name.clone()} {to_act} {on_ready} /> }
    });
    let hide = hot_seat(&view).then(|| {
        let holder = holder.clone();
        html! {
            <button type="button" class="icon-btn" aria-label="Hide hands (pass the device)" title="Hide hands"
                data-testid="hide-hands" onclick={Callback::from(move |_: MouseEvent| holder.set(None))}>
                <span aria-hidden="true" class="icon-text">{"⛶"}</span>
            </button>
        }
    });
    html! {
        <div class={classes!("screen", "play-screen", folded.then_some("play-screen--dock-folded"))} data-testid="play-screen" data-game={view.game.as_str()}
            data-steps={view.steps.to_string()} data-to-act={view.to_act.kind()} data-busy={state.busy.to_string()}>
            <TopBar {title}>
                { hide.unwrap_or_default() }
                <button type="button" class="icon-btn" aria-label="Help and rules" title="Help and rules (?)"
                    data-testid="open-help" onclick={open_help.reform(|_: MouseEvent| ())}>
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
            <TourOffer game={view.game} on_tour={open_tour} />
            <main class="play-layout">
                <div class="play-board">{board}</div>
                <aside class="play-side">
                    // On a phone the dock stays at the bottom of the screen, under the thumb, while the
                    // board scrolls above it; on a tablet or a desktop it heads the side column.
                    <Dock state={state.clone()} view={view.clone()} names={names.clone()} session={props.id.clone()}
                        {folded} on_fold={{ let dock_folded = dock_folded.clone(); Callback::from(move |()| dock_folded.set(!*dock_folded)) }}
                        filter={AttrValue::from((*answer_filter).clone())}
                        on_filter={{ let answer_filter = answer_filter.clone(); Callback::from(move |text: String| answer_filter.set(text)) }}
                        open_group={(*open_group).clone().map(AttrValue::from)}
                        on_open_group={{ let open_group = open_group.clone(); Callback::from(move |group: Option<String>| open_group.set(group)) }}
                        speed={*speed} paused={*paused}
                        on_act={act.clone()} on_chance={pick_chance} on_undo={undo} on_redo={redo} on_step={step}
                        on_pause={toggle_pause} on_speed={set_speed} on_take={take_over} />
                    if view.to_act.is_over() && *end_closed {
                        <section class="panel" data-testid="game-over-bar">
                            <p>{view.outcome.as_ref().map(|o| o.summary.clone()).unwrap_or_default()}</p>
                            <button type="button" class="btn" onclick={{ let end_closed = end_closed.clone(); Callback::from(move |_: MouseEvent| end_closed.set(false)) }}>
                                {"Show the result"}
                            </button>
                        </section>
                    }
                    {recent.unwrap_or_default()}
                    <LogPanel log={state.log.clone()} game={view.game} seat_names={names.clone()} />
                </aside>
            </main>
            {end}
            // While the curtain is up no sheet shows (the tour card, say, sits above it), and
            // confirming the new holder closes whatever the last person had open.
            if let Some(curtain) = pass_device {
                { curtain }
            } else {
                <Sheets sheet={sheet.clone()} view={view.clone()} legal={state.legal.clone()} on_act={act}
                    auto_pass={*auto_pass} on_auto_pass={toggle_auto_pass} on_bots_finish={bots_finish} />
            }
        </div>
    }
}

/// What a tap on a board element does.
#[derive(Debug, PartialEq)]
enum Tap {
    /// Send this answer.
    Act(Value),
    /// Open the element's sheet.
    Sheet,
}

/// What a tap does: a short tap that names exactly one legal answer sends it (unless it gives
/// something up: that one is confirmed on the sheet); a short tap that names none while a person
/// answers sends the tap's natural action, so the engine refuses it with the rule's own words;
/// anything else opens the sheet.
fn tap_meaning(selection: &Selection, legal: &[super::board::Choice]) -> Tap {
    if selection.long {
        return Tap::Sheet;
    }
    if let [only] = selection.matches.as_slice() {
        if let Some(choice) = legal.get(*only) {
            if !CONFIRM.contains(&super::board::tag(&choice.action)) {
                return Tap::Act(choice.action.clone());
            }
        }
        return Tap::Sheet;
    }
    match (&selection.natural, selection.matches.is_empty() && !legal.is_empty()) {
        (Some(natural), true) => Tap::Act(natural.clone()),
        _ => Tap::Sheet,
    }
}

/// The end screen's "Play again": the same game, seed, seats and mode, as a new session.
fn replay(view: Rc<SessionView>, navigator: Option<Navigator>, toaster: crate::components::Toaster) -> Callback<()> {
    Callback::from(move |()| {
        let view = view.clone();
        let navigator = navigator.clone();
        let toaster = toaster.clone();
        spawn_local(async move {
            match api::new_game(view.game, view.config.clone(), Some(view.seed), replay_seats(&view), view.mode).await {
                Ok(new) => {
                    if let Some(navigator) = &navigator {
                        navigator.push(&Route::Play { id: new.session });
                    }
                }
                Err(error) => toaster.error(error.message),
            }
        });
    })
}

/// The seats a replay starts with: those the game started with.
fn replay_seats(view: &SessionView) -> &[SeatKind] {
    if view.first_seats.len() == view.seats.len() {
        &view.first_seats
    } else {
        &view.seats
    }
}

/// Rotating a phone or a tablet keeps the board on screen: if the new layout left it wholly
/// above or below the view, the page scrolls back to it. (Only a turn: a phone browser's
/// address bar coming and going also resizes, and must not pull the reader away from the log.)
#[hook]
fn use_board_kept_in_view() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::board::Choice;
    use serde_json::json;

    fn tap(matches: Vec<usize>, natural: Option<Value>, long: bool) -> Selection {
        Selection { matches, natural, long, ..Selection::default() }
    }

    #[test]
    fn a_tap_acts_on_one_answer_refuses_through_the_engine_or_opens_the_sheet() {
        let legal = vec![
            Choice::new(json!({"do": "attack", "cell": {"row": 0, "col": 1}}), "Attack", 0),
            Choice::new(json!({"do": "repair_with_champion", "turret": 2}), "Repair", 0),
            Choice::new(json!({"do": "continue"}), "Go on", 0),
        ];
        assert_eq!(tap_meaning(&tap(vec![0], None, false), &legal), Tap::Act(legal[0].action.clone()));
        assert_eq!(tap_meaning(&tap(vec![0], None, true), &legal), Tap::Sheet, "a long press reads");
        assert_eq!(tap_meaning(&tap(vec![1], None, false), &legal), Tap::Sheet, "giving up a Champion is confirmed");
        assert_eq!(tap_meaning(&tap(vec![0, 2], None, false), &legal), Tap::Sheet, "two answers: choose");
        let illegal = json!({"do": "attack", "cell": {"row": 4, "col": 4}});
        assert_eq!(tap_meaning(&tap(vec![], Some(illegal.clone()), false), &legal), Tap::Act(illegal.clone()));
        assert_eq!(tap_meaning(&tap(vec![], Some(illegal), false), &[]), Tap::Sheet, "nobody here answers");
        assert_eq!(tap_meaning(&tap(vec![], None, false), &legal), Tap::Sheet);
    }
}

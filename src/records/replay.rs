//! A finished game watched again: its board at any step, with controls to step back and forth,
//! a slider, autoplay, the arrow keys, and the log up to the step shown.
//!
//! Each position is the engine's own (`record_step` replays the record's steps up to it), so
//! the board shows exactly what the players saw, through the first person's eyes.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use rampart_engine::protocol::RecordStep;
use rampart_engine::words::counted;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use super::{played_time, result_word, seats_line, RecordsQuery};
use crate::app::{Route, TopBar};
use crate::components::Icon;
use crate::play::board::{board_for, BoardProps};
use crate::play::{line_who, LogPanel};

/// How long autoplay shows each step.
const AUTOPLAY_MS: u32 = 700;

/// Props of [`ReplayScreen`].
#[derive(Properties, PartialEq)]
pub struct ReplayScreenProps {
    /// Record id.
    pub id: AttrValue,
}

/// The replay of one record.
#[component]
pub fn ReplayScreen(props: &ReplayScreenProps) -> Html {
    let navigator = use_navigator();
    // The step asked for; it starts at the end (usize::MAX is clamped by the engine).
    let step = use_state(|| usize::MAX);
    let shown = use_state(|| None::<Rc<RecordStep>>);
    let error = use_state(|| None::<String>);
    let playing = use_state(|| false);
    // The last step asked for: an answer to an earlier request (stepping fast) is dropped.
    let asked = use_mut_ref(|| usize::MAX);
    {
        let shown = shown.clone();
        let error = error.clone();
        let playing = playing.clone();
        let id = props.id.to_string();
        use_effect_with((id.clone(), *step), move |(id, step)| {
            let (id, step) = (id.clone(), *step);
            *asked.borrow_mut() = step;
            spawn_local(async move {
                let answer = super::record_step(&id, step).await;
                if *asked.borrow() != step {
                    return;
                }
                match answer {
                    Ok(answer) => {
                        error.set(None);
                        shown.set(Some(Rc::new(answer)));
                    }
                    Err(e) => {
                        playing.set(false);
                        error.set(Some(e.message));
                    }
                }
            });
        });
    }
    let total = shown.as_ref().map_or(0, |s| s.record.steps);
    let at = shown.as_ref().map_or(0, |s| s.step);
    // Autoplay: the next step once this one is on screen; it stops at the end.
    {
        let step = step.clone();
        let playing = playing.clone();
        use_effect_with((*playing, at, total, shown.is_some()), move |(on, at, total, ready)| {
            let timer = (*on && *ready).then(|| {
                let (at, total) = (*at, *total);
                Timeout::new(AUTOPLAY_MS, move || {
                    if at >= total {
                        playing.set(false);
                    } else {
                        step.set(at + 1);
                    }
                })
            });
            move || drop(timer)
        });
    }
    let go = {
        let step = step.clone();
        let playing = playing.clone();
        Callback::from(move |to: usize| {
            playing.set(false);
            step.set(to.min(total));
        })
    };
    // The arrow keys step, Home and End jump, Space plays and pauses.
    {
        let go = go.clone();
        let playing = playing.clone();
        use_effect_with((at, total, *playing), move |(at, total, on)| {
            let (at, total, on) = (*at, *total, *on);
            let listener = web_sys::window().and_then(|w| w.document()).map(|document| {
                // Not passive: a handled key's default (scrolling on Space and the arrows) is prevented.
                EventListener::new_with_options(
                    &document,
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |event| {
                        let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                        let typing = event
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
                        if typing || event.ctrl_key() || event.meta_key() || event.alt_key() {
                            return;
                        }
                        match event.key().as_str() {
                            "ArrowRight" => go.emit(at + 1),
                            "ArrowLeft" => go.emit(at.saturating_sub(1)),
                            "Home" => go.emit(0),
                            "End" => go.emit(total),
                            " " => {
                                event.prevent_default();
                                playing.set(!on && at < total);
                                return;
                            }
                            _ => return,
                        }
                        event.prevent_default();
                    },
                )
            });
            move || drop(listener)
        });
    }

    let back_to_list = {
        let navigator = navigator.clone();
        let game = shown.as_ref().map(|s| s.record.game);
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                RecordsQuery::open(navigator, game);
            }
        })
    };
    let Some(current) = (*shown).clone() else {
        let body = match &*error {
            Some(message) => html! {
                <section class="panel" data-testid="replay-missing">
                    <h2 class="panel__title">{"This game cannot be watched again"}</h2>
                    <p class="muted">{message.clone()}</p>
                    <button type="button" class="btn" onclick={back_to_list}>{"Records"}</button>
                </section>
            },
            None => html! { <p class="muted" data-testid="replay-loading">{"Loading the game…"}</p> },
        };
        return html! {
            <div class="screen">
                <TopBar title={html! { <h1>{"Watch again"}</h1> }} />
                <main class="content content--narrow">{body}</main>
            </div>
        };
    };

    let record = &current.record;
    let view = &current.view;
    let names = Rc::new(crate::play::seat_names(record.game, &view.seat_names));
    let board = board_for(
        record.game,
        BoardProps {
            view: Rc::new(view.view.clone()),
            legal: Rc::new(Vec::new()),
            viewer: view.viewer,
            decider: None,
            on_select: Callback::noop(),
        },
    )
    .unwrap_or_else(|| html! { <p class="muted">{format!("No board for {}.", record.name)}</p> });
    // The step just shown (none at the setup), and what it did beyond its own sentence.
    let last_line = view.log.last().filter(|_| at > 0);
    let last_events: Vec<&String> =
        last_line.map(|line| line.events.iter().filter(|e| **e != line.text).collect()).unwrap_or_default();
    let button = |label: &'static str, icon: &'static str, testid: &'static str, to: usize, off: bool| {
        let go = go.clone();
        html! {
            <button type="button" class="btn btn--small replay__button" aria-label={label} title={label}
                data-testid={testid} disabled={off} onclick={Callback::from(move |_: MouseEvent| go.emit(to))}>
                <Icon name={icon} />
            </button>
        }
    };
    let toggle_play = {
        let playing = playing.clone();
        let step = step.clone();
        Callback::from(move |_: MouseEvent| {
            if !*playing && at >= total {
                // Playing from the end starts again from the setup.
                step.set(0);
            }
            playing.set(!*playing);
        })
    };
    let on_slide = {
        let go = go.clone();
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                if let Ok(to) = input.value().parse::<usize>() {
                    go.emit(to);
                }
            }
        })
    };
    let title = html! {
        <div class="play-title">
            <h1>{record.name.clone()}</h1>
            <span class="play-title__sub">{format!("Watch again · {}", result_word(&record.outcome.standing))}</span>
        </div>
    };
    html! {
        <div class="screen play-screen replay-screen" data-testid="replay-screen" data-game={record.game.as_str()}
            data-step={at.to_string()} data-steps={total.to_string()}>
            <TopBar {title} />
            <main class="play-layout">
                <div class="play-board">{board}</div>
                <aside class="play-side">
                    <section class="panel replay-bar" aria-label="Replay controls" data-testid="replay-controls">
                        <p class="replay__where" data-testid="replay-where" aria-live="polite">
                            {format!("Step {at} of {total}")}
                            <span class="muted">{format!(" · {} {}", record.game.info().turn_word, view.turn)}</span>
                        </p>
                        <input type="range" class="replay__slider" min="0" max={total.to_string()} value={at.to_string()}
                            aria-label="Step" data-testid="replay-slider" oninput={on_slide} />
                        <div class="replay__buttons">
                            {button("First step", "first", "replay-first", 0, at == 0)}
                            {button("Step back", "prev", "replay-back", at.saturating_sub(1), at == 0)}
                            <button type="button" class="btn btn--small btn--primary replay__button" data-testid="replay-play"
                                aria-label={if *playing { "Pause" } else { "Play" }} aria-pressed={playing.to_string()}
                                onclick={toggle_play}>
                                <Icon name={if *playing { "pause" } else { "play" }} />
                            </button>
                            {button("Step forward", "next", "replay-forward", at + 1, at >= total)}
                            {button("Last step", "last", "replay-last", total, at >= total)}
                        </div>
                    </section>
                    <section class="panel replay">
                        <p class="replay__now" data-testid="replay-now">
                            {match last_line {
                                Some(line) => html! { <><strong>{format!("{}: ", line_who(line, &names))}</strong>{line.text.clone()}</> },
                                None => html! { <span class="muted">{"The setup, before the first step."}</span> },
                            }}
                        </p>
                        if !last_events.is_empty() {
                            <ul class="replay__events">{ for last_events.iter().map(|e| html! { <li>{(*e).clone()}</li> }) }</ul>
                        }
                        if let Some(why) = last_line.and_then(|line| line.why.as_ref()) {
                            <p class="muted small">{format!("Why: {why}")}</p>
                        }
                        if at >= total {
                            <p class="replay__end" data-testid="replay-end">
                                <strong>{record.outcome.summary.clone()}</strong>
                                if let Some(grade) = &record.outcome.grade { <br/>{grade.clone()} }
                            </p>
                        }
                        <p class="muted small">{format!(
                            "{} · {} · {} · seed {}",
                            seats_line(record),
                            counted(record.steps, "step", "steps"),
                            played_time(record.played_ms),
                            record.seed
                        )}</p>
                        <p class="muted small">{"\u{2190} and \u{2192} step, Space plays and pauses."}</p>
                        <button type="button" class="btn btn--ghost btn--small" onclick={back_to_list} data-testid="replay-records">
                            {"All records"}
                        </button>
                        <Link<Route> to={Route::Home} classes="btn btn--ghost btn--small">{"Home"}</Link<Route>>
                    </section>
                    <LogPanel log={Rc::new(view.log.clone())} game={record.game} seat_names={names.clone()} />
                </aside>
            </main>
        </div>
    }
}

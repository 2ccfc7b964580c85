//! The session clock: a chip in the tracker's title bar with the session's time (ticking while it
//! runs), and a sheet to pause, resume or reset it and to time each seat's turns. The clock pauses
//! by itself while the app is in the background. Everything comes from the view's clock: the
//! engine keeps the time, the chip only counts on between two answers.

use chrono::{DateTime, Utc};
use gloo::events::EventListener;
use gloo::timers::callback::Interval;
use rampart_engine::table::{Clock, ClockOp, ClockView};
use yew::prelude::*;

use super::model::Player;
use crate::components::Modal;

/// The device's time now.
fn now() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(js_sys::Date::now() as i64).unwrap_or_default()
}

/// `1:02:03` or `2:03`.
pub fn duration(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (h, m, s) = (s / 3600, (s / 60) % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Re-renders every second while `running` (the chip and the sheet count on between answers).
#[hook]
fn use_tick(running: bool) {
    let update = use_force_update();
    use_effect_with(running, move |running| {
        let interval = running.then(|| Interval::new(1000, move || update.force_update()));
        move || drop(interval)
    });
}

/// Props of [`ClockChip`].
#[derive(Properties, PartialEq)]
pub struct ClockChipProps {
    /// The view's clock.
    pub clock: Clock,
    /// Opens the sheet.
    pub on_open: Callback<()>,
    /// Sends a clock change (the background pause).
    pub on_clock: Callback<ClockOp>,
}

/// The chip in the title bar: the session's time, ticking while the clock runs. It also pauses
/// the clock while the app is in the background, and resumes it when the app comes back.
#[component]
pub fn ClockChip(props: &ClockChipProps) -> Html {
    use_tick(props.clock.running());
    {
        let on_clock = props.on_clock.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|document| {
                let target = document.clone();
                EventListener::new(&target, "visibilitychange", move |_| {
                    on_clock.emit(ClockOp::Background { hidden: document.hidden() });
                })
            });
            move || drop(listener)
        });
    }
    let view: ClockView = props.clock.view(now(), 0);
    let label = format!("Session clock: {} ({})", duration(view.elapsed_ms), state_word(&view));
    let open = props.on_open.reform(|_: MouseEvent| ());
    html! {
        <button type="button" class={classes!("clock-chip", (!view.running).then_some("clock-chip--paused"))}
            id="clock-chip" data-testid="clock-chip" data-running={view.running.to_string()}
            data-ms={view.elapsed_ms.to_string()} aria-label={label.clone()} title={label} onclick={open}>
            <span class="clock-chip__icon" aria-hidden="true">{if view.running { "●" } else { "❚❚" }}</span>
            <span class="clock-chip__time" id="clock-time">{duration(view.elapsed_ms)}</span>
        </button>
    }
}

fn state_word(view: &ClockView) -> &'static str {
    match (view.running, view.background) {
        (true, _) => "running",
        (false, true) => "paused while the app was away",
        (false, false) => "paused",
    }
}

/// Props of [`ClockSheet`].
#[derive(Properties, PartialEq)]
pub struct ClockSheetProps {
    /// The view's clock.
    pub clock: Clock,
    /// The players, for the turn times.
    pub players: Vec<Player>,
    /// Sends a clock change.
    pub on_clock: Callback<ClockOp>,
    /// Closes the sheet.
    pub on_close: Callback<()>,
}

/// The clock's sheet: the time, Pause or Resume, "Time each turn", Reset (asked twice) and
/// each player's time in turns.
#[component]
pub fn ClockSheet(props: &ClockSheetProps) -> Html {
    let confirm_reset = use_state(|| false);
    use_tick(props.clock.running());
    let view: ClockView = props.clock.view(now(), props.players.len());
    let pause_or_resume = {
        let running = view.running;
        props.on_clock.reform(move |_: MouseEvent| if running { ClockOp::Pause {} } else { ClockOp::Resume {} })
    };
    let per_turn = {
        let on = !view.per_turn;
        props.on_clock.reform(move |_: MouseEvent| ClockOp::PerTurn { on })
    };
    let reset = {
        let confirm_reset = confirm_reset.clone();
        let on_clock = props.on_clock.clone();
        Callback::from(move |_: MouseEvent| {
            if *confirm_reset {
                confirm_reset.set(false);
                on_clock.emit(ClockOp::Reset {});
            } else {
                confirm_reset.set(true);
            }
        })
    };
    let seats = props.players.iter().map(|p| {
        let ms = view.seat_ms.get(p.index).copied().unwrap_or(0);
        let now_playing = view.turn_seat == Some(p.index);
        html! {
            <li class={classes!("clock-sheet__seat", now_playing.then_some("clock-sheet__seat--now"))}
                data-testid={format!("clock-seat-{}", p.index)} data-ms={ms.to_string()}
                style={format!("--player: {}", p.colour)}>
                <span class="clock-sheet__dot" aria-hidden="true" />
                <span class="clock-sheet__name">{p.name.clone()}</span>
                <span class="clock-sheet__time">{duration(ms)}</span>
                if now_playing {
                    <span class="clock-sheet__turn">{format!("this turn {}", duration(view.turn_ms))}</span>
                }
            </li>
        }
    });
    html! {
        <Modal title="Session clock" on_close={props.on_close.clone()} testid="clock-sheet">
            <p class="clock-sheet__total" id="clock-total">
                <span class="clock-sheet__big">{duration(view.elapsed_ms)}</span>
                <span class="muted">{format!(" {}", state_word(&view))}</span>
            </p>
            <p class="muted small">{"The clock pauses by itself while the app is in the background. Undo never takes time back."}</p>
            <div class="clock-sheet__actions">
                <button type="button" class="btn btn--primary" id="clock-pause" data-testid="clock-pause"
                    onclick={pause_or_resume}>
                    {if view.running { "Pause" } else { "Resume" }}
                </button>
                <button type="button" class={classes!("btn", view.per_turn.then_some("btn--on"))}
                    id="clock-per-turn" data-testid="clock-per-turn" aria-pressed={view.per_turn.to_string()}
                    onclick={per_turn}>
                    {"Time each turn"}
                </button>
                <button type="button" class={classes!("btn", (*confirm_reset).then_some("btn--danger"))}
                    id="clock-reset" data-testid="clock-reset" onclick={reset}>
                    {if *confirm_reset { "Tap again to reset" } else { "Reset" }}
                </button>
            </div>
            if view.per_turn {
                <h3 class="clock-sheet__head">{"Time in turns"}</h3>
                <ul class="clock-sheet__seats" id="clock-seats">{ for seats }</ul>
            } else {
                <p class="muted small">{"Turn on \"Time each turn\" to see how long each player's turns take: Next in the turn bar passes the turn."}</p>
            }
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::duration;

    #[test]
    fn durations_read_as_a_clock() {
        assert_eq!(duration(0), "0:00");
        assert_eq!(duration(61_000), "1:01");
        assert_eq!(duration(3_723_000), "1:02:03");
        assert_eq!(duration(-5), "0:00");
    }
}

//! "What would the bot do?": asks a bot for its move and its reason in the position on screen,
//! without playing it; the player may then play it with one tap, or ask a stronger bot.

use gloo::timers::callback::Timeout;
use rampart_engine::protocol::{BotHint, Request};
use rampart_engine::BotKind;
use serde_json::Value;
use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::backend::send_as;

/// Props of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    /// The session.
    pub session: AttrValue,
    /// The session's step count: a new step drops the hint (it was about another position).
    pub steps: usize,
    /// Plays the hinted move (the same action as its answer button).
    pub on_play: Callback<Value>,
    /// A request is in flight.
    pub busy: bool,
}

#[derive(Clone, PartialEq)]
enum Hint {
    None,
    Thinking(BotKind),
    Shown(BotHint),
    Failed(String),
}

/// The bots a hint can come from, the instant one first.
const HINT_BOTS: [BotKind; 5] = [BotKind::Heuristic, BotKind::Easy, BotKind::Normal, BotKind::Hard, BotKind::Expert];

/// The hint button, and the hint once asked for.
#[component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let hint = use_state(|| Hint::None);
    let bot = use_state(|| BotKind::Heuristic);
    // The step the shown (or awaited) hint is about: an answer about an older step is dropped.
    let about = use_mut_ref(|| props.steps);
    {
        let hint = hint.clone();
        let about = about.clone();
        use_effect_with(props.steps, move |steps| {
            *about.borrow_mut() = *steps;
            hint.set(Hint::None);
        });
    }
    let ask = {
        let hint = hint.clone();
        let bot = bot.clone();
        let session = props.session.to_string();
        let steps = props.steps;
        let about = about.clone();
        Callback::from(move |_: MouseEvent| {
            let kind = *bot;
            hint.set(Hint::Thinking(kind));
            let hint = hint.clone();
            let session = session.clone();
            let about = about.clone();
            // A searching bot thinks on this thread in the web build: let "thinking" paint first.
            Timeout::new(30, move || {
                spawn_local(async move {
                    let answer = send_as::<BotHint>(Request::BotHint { session, bot: Some(kind) }).await;
                    if *about.borrow() != steps {
                        return;
                    }
                    hint.set(match answer {
                        Ok(found) => Hint::Shown(found),
                        Err(error) => Hint::Failed(error.message),
                    });
                });
            })
            .forget();
        })
    };
    let on_bot = {
        let bot = bot.clone();
        let hint = hint.clone();
        Callback::from(move |event: Event| {
            if let Some(select) = event.target_dyn_into::<HtmlSelectElement>() {
                if let Some(kind) = BotKind::from_name(&select.value()) {
                    bot.set(kind);
                    hint.set(Hint::None);
                }
            }
        })
    };
    let choose_bot = html! {
        <label class="hint__bot">
            <span class="muted small">{"Bot"}</span>
            <select data-testid="hint-bot" onchange={on_bot} aria-label="Which bot to ask">
                { for HINT_BOTS.iter().map(|kind| html! {
                    <option value={kind.name()} selected={*kind == *bot}>{kind.label()}</option>
                }) }
            </select>
        </label>
    };
    let body = match &*hint {
        Hint::None => html! {
            <div class="hint__row">
                <button type="button" class="btn hint__ask" data-testid="hint-ask" onclick={ask} disabled={props.busy}>
                    {"What would the bot do?"}
                </button>
                {choose_bot}
            </div>
        },
        Hint::Thinking(kind) => html! {
            <p class="muted" data-testid="hint-thinking">{format!("The {} bot is thinking…", kind.label())}</p>
        },
        Hint::Failed(message) => html! {
            <p class="muted" data-testid="hint-failed">{format!("No hint: {message}")}</p>
        },
        Hint::Shown(found) => {
            let on_play = {
                let on_play = props.on_play.clone();
                let action = found.hint.action.clone();
                let hint = hint.clone();
                Callback::from(move |_: MouseEvent| {
                    hint.set(Hint::None);
                    on_play.emit(action.clone());
                })
            };
            html! {
                <>
                    <p class="hint__head muted small">{format!("The {} bot would:", found.bot.label())}</p>
                    <p class="hint__move" data-testid="hint-move">{found.hint.label.clone()}</p>
                    <p class="hint__why muted" data-testid="hint-why">
                        {found.hint.why.clone().unwrap_or_else(|| "It gives no reason for this one.".into())}
                    </p>
                    <div class="hint__row">
                        <button type="button" class="btn btn--primary" data-testid="hint-play" onclick={on_play} disabled={props.busy}>
                            {"Play it"}
                        </button>
                        <button type="button" class="btn" data-testid="hint-close"
                            onclick={{ let hint = hint.clone(); Callback::from(move |_: MouseEvent| hint.set(Hint::None)) }}>
                            {"Hide"}
                        </button>
                    </div>
                </>
            }
        }
    };
    html! { <section class="hint" data-testid="hint" aria-live="polite">{body}</section> }
}

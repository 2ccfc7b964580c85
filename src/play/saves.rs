//! The games in progress and finished: resume or delete.

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use super::api;
use super::turn_word;
use crate::app::Route;
use crate::components::{delete_then_reload, use_toaster, ConfirmDialog, Icon};
use rampart_engine::protocol::SessionSummary;

fn when(ms: i64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

/// A summary line of a saved game: "Play · Day 3 · seed 42", or its end.
pub fn status_line(game: &SessionSummary) -> String {
    let mode = game.mode.label();
    match (&game.outcome, game.over) {
        (Some(outcome), true) => {
            format!("{mode} · {} · {}", if outcome.won() { "won" } else { "lost" }, outcome.summary)
        }
        _ => format!("{mode} · {} {} · seed {}", turn_word(game.game), game.turn, game.seed),
    }
}

/// The saved games list (shown on Home).
#[component]
pub fn SavedGames() -> Html {
    let games = use_state(|| None::<Vec<SessionSummary>>);
    let reload = use_state(|| 0u32);
    let confirm = use_state(|| None::<SessionSummary>);
    let toaster = use_toaster();
    {
        let games = games.clone();
        use_effect_with(*reload, move |_| {
            spawn_local(async move {
                match api::list().await {
                    Ok(list) => games.set(Some(list)),
                    Err(error) => crate::util::console_warn(&format!("Rampart: no saved games ({})", error.message)),
                }
            });
        });
    }
    let Some(list) = (*games).clone() else { return html! {} };
    let list: Vec<SessionSummary> = list.into_iter().filter(|g| super::board::has_board(g.game)).collect();
    if list.is_empty() {
        return html! {};
    }
    let rows = list.iter().map(|game| {
        let ask = {
            let confirm = confirm.clone();
            let game = game.clone();
            Callback::from(move |_: MouseEvent| confirm.set(Some(game.clone())))
        };
        html! {
            <li key={game.session.clone()} class="saved" data-testid={format!("saved-game-{}", game.session)}>
                <Link<Route> to={Route::Play { id: game.session.clone() }} classes="saved__open">
                    <span class="saved__name">{game.name.clone()}
                        if game.over { <span class="badge">{"finished"}</span> } else { <span class="badge badge--ready">{"in progress"}</span> }
                    </span>
                    <span class="saved__meta muted small">{status_line(game)}</span>
                    <span class="saved__meta muted small">{when(game.updated_ms)}</span>
                </Link<Route>>
                <button type="button" class="icon-btn" aria-label={format!("Delete {}", game.name)} onclick={ask}
                    data-testid="delete-game">
                    <Icon name="trash" />
                </button>
            </li>
        }
    });
    let dialog = (*confirm).clone().map(|game| {
        let close = {
            let confirm = confirm.clone();
            Callback::from(move |()| confirm.set(None))
        };
        let id = game.session.clone();
        let delete = delete_then_reload(close.clone(), reload.clone(), toaster.clone(), None, move || {
            let id = id.clone();
            async move { api::delete(&id).await }
        });
        html! {
            <ConfirmDialog title="Delete this game?" message={format!("{}: {}. This cannot be undone.", game.name, status_line(&game))}
                confirm_label="Delete" danger={true} on_confirm={delete} on_cancel={close} />
        }
    });
    html! {
        <section class="panel" data-testid="saved-games">
            <h2 class="panel__title">{"Saved games"}</h2>
            <ul class="saved-list">{ for rows }</ul>
            {dialog.unwrap_or_default()}
        </section>
    }
}

//! "Continue": the game or table in progress that was changed last, at the top of Home, one tap
//! from where you left it.

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;
use crate::components::Icon;
use crate::table::model::{kind_name, TableSummary};
use rampart_engine::protocol::SessionSummary;

/// What Continue opens.
#[derive(Clone, Debug, PartialEq)]
struct Latest {
    route: Route,
    name: String,
    detail: String,
    updated_ms: f64,
}

/// A table's last change in milliseconds since the epoch.
fn table_ms(summary: &TableSummary) -> f64 {
    summary
        .updated_ms()
        .or_else(|| {
            summary.updated_iso().map(|iso| js_sys::Date::new(&wasm_bindgen::JsValue::from_str(&iso)).get_time())
        })
        .filter(|ms| ms.is_finite())
        .unwrap_or(0.0)
}

/// The newest of the unfinished games with a board and the tables.
fn latest(games: &[SessionSummary], tables: &[TableSummary]) -> Option<Latest> {
    let game =
        games.iter().filter(|g| !g.over && crate::play::board::has_board(g.game)).max_by_key(|g| g.updated_ms).map(
            |g| Latest {
                route: Route::Play { id: g.session.clone() },
                name: g.name.clone(),
                detail: crate::play::status_line(g),
                updated_ms: g.updated_ms as f64,
            },
        );
    let table = tables.iter().max_by(|a, b| table_ms(a).total_cmp(&table_ms(b))).map(|t| Latest {
        route: Route::Table { id: t.table.clone() },
        name: if t.name.is_empty() { format!("Table {}", t.table) } else { t.name.clone() },
        detail: format!("{} table · {}", kind_name(&t.kind), t.players_text()),
        updated_ms: table_ms(t),
    });
    match (game, table) {
        (Some(g), Some(t)) => Some(if g.updated_ms >= t.updated_ms { g } else { t }),
        (g, t) => g.or(t),
    }
}

/// The Continue card (nothing while there is nothing to continue).
#[component]
pub fn ContinueCard() -> Html {
    let found = use_state(|| None::<Latest>);
    {
        let found = found.clone();
        use_effect_with((), move |_| {
            spawn_local(async move {
                let games = crate::play::saved_games().await;
                let tables = crate::table::api::list().await.unwrap_or_default();
                found.set(latest(&games, &tables));
            });
        });
    }
    let Some(latest) = (*found).clone() else { return html! {} };
    html! {
        <section class="panel continue" data-testid="continue">
            <Link<Route> to={latest.route.clone()} classes="continue__open">
                <span class="continue__label muted small">{"Continue"}</span>
                <span class="continue__name" data-testid="continue-name">{latest.name.clone()}</span>
                <span class="continue__detail muted small">{latest.detail.clone()}</span>
            </Link<Route>>
            <Link<Route> to={latest.route} classes="btn btn--primary continue__go">
                <Icon name="back" /><span>{"Continue"}</span>
            </Link<Route>>
        </section>
    }
}

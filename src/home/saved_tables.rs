//! The saved tables on the home screen: resume or delete.

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;
use crate::components::{delete_then_reload, use_toaster, ConfirmDialog, Icon};
use crate::table::api;
use crate::table::model::{kind_name, TableSummary};
use crate::util::local_date_time;

fn updated_text(summary: &TableSummary) -> String {
    if let Some(iso) = summary.updated_iso() {
        return local_date_time(&iso);
    }
    match summary.updated_ms() {
        Some(ms) => {
            let iso = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms)).to_iso_string();
            local_date_time(&String::from(iso))
        }
        None => String::new(),
    }
}

/// The list of saved tables (hidden while there are none).
#[component]
pub fn SavedTables() -> Html {
    let toaster = use_toaster();
    let tables = use_state(|| None::<Vec<TableSummary>>);
    let reload = use_state(|| 0u32);
    let confirm = use_state(|| None::<TableSummary>);
    {
        let tables = tables.clone();
        let toaster = toaster.clone();
        use_effect_with(*reload, move |_| {
            spawn_local(async move {
                match api::list().await {
                    Ok(list) => tables.set(Some(list)),
                    Err(error) => {
                        tables.set(Some(Vec::new()));
                        toaster.error(format!("Saved tables could not be listed: {error}"));
                    }
                }
            });
        });
    }
    let Some(list) = (*tables).clone() else {
        return html! {};
    };
    if list.is_empty() {
        return html! {};
    }
    let rows = list.iter().map(|summary| {
        let ask_delete = {
            let confirm = confirm.clone();
            let summary = summary.clone();
            Callback::from(move |_: MouseEvent| confirm.set(Some(summary.clone())))
        };
        let title = if summary.name.is_empty() { format!("Table {}", summary.table) } else { summary.name.clone() };
        html! {
            <li key={summary.table.clone()} class="saved" data-testid={format!("table-row-{}", summary.table)}>
                <Link<Route> to={Route::Table { id: summary.table.clone() }} classes="saved__main">
                    <span class="saved__name">{title}</span>
                    <span class="saved__meta">
                        {kind_name(&summary.kind)}
                        {" · "}{summary.players_text()}
                    </span>
                    <span class="saved__meta">{updated_text(summary)}</span>
                </Link<Route>>
                <Link<Route> to={Route::Table { id: summary.table.clone() }} classes="btn btn--small">
                    <span data-testid={format!("resume-{}", summary.table)}>{"Resume"}</span>
                </Link<Route>>
                <button type="button" class="icon-btn icon-btn--danger" onclick={ask_delete}
                    aria-label={format!("Delete {}", summary.name)} data-testid={format!("delete-{}", summary.table)}>
                    <Icon name="trash" />
                </button>
            </li>
        }
    });
    let dialog = (*confirm).clone().map(|summary| {
        let on_cancel = {
            let confirm = confirm.clone();
            Callback::from(move |()| confirm.set(None))
        };
        let id = summary.table.clone();
        let on_confirm =
            delete_then_reload(on_cancel.clone(), reload.clone(), toaster.clone(), Some("Table deleted."), move || {
                let id = id.clone();
                async move { api::delete(&id).await }
            });
        html! {
            <ConfirmDialog title="Delete this table?"
                message={format!("“{}” and its history will be gone for good.", summary.name)}
                confirm_label="Delete" danger=true {on_confirm} {on_cancel} />
        }
    });
    html! {
        <section class="panel">
            <h2 class="panel__title">{"Saved tables"}</h2>
            <ul class="saved-list" data-testid="saved-tables">{ for rows }</ul>
            {dialog.unwrap_or_default()}
        </section>
    }
}

//! The table's history, newest first, with the time of each entry.

use yew::prelude::*;

use super::model::HistoryEntry;
use crate::components::Icon;
use crate::util::local_time;

/// How many entries show before "Show all".
const SHOWN: usize = 30;

/// Props of [`HistoryPanel`].
#[derive(Properties, PartialEq)]
pub struct HistoryPanelProps {
    /// Oldest first, as the engine sends it.
    pub history: Vec<HistoryEntry>,
}

/// The history list (`history`), newest first.
#[component]
pub fn HistoryPanel(props: &HistoryPanelProps) -> Html {
    let show_all = use_state(|| false);
    let total = props.history.len();
    let limit = if *show_all { total } else { SHOWN.min(total) };
    let entries = props.history.iter().rev().take(limit).map(|entry| {
        html! {
            <li class="history__entry">
                <time class="history__time" datetime={entry.at.to_rfc3339()}>{local_time(&entry.at.to_rfc3339())}</time>
                <span class="history__text">{entry.text.clone()}</span>
            </li>
        }
    });
    let toggle = {
        let show_all = show_all.clone();
        Callback::from(move |_: MouseEvent| show_all.set(!*show_all))
    };
    html! {
        <section class="panel history" aria-label="History">
            <h2 class="panel__title"><Icon name="history" />{"History"}<span class="count">{total}</span></h2>
            if total == 0 {
                <p class="muted">{"Nothing yet: every change and roll will be listed here."}</p>
            }
            <ol class="history__list" data-testid="history">{ for entries }</ol>
            if total > SHOWN {
                <button type="button" class="btn btn--ghost btn--wide" onclick={toggle}>
                    {if *show_all { "Show fewer".to_string() } else { format!("Show all {total}") }}
                </button>
            }
        </section>
    }
}

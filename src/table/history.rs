//! The table's history, newest first, with the time of each entry. The view carries only the
//! newest lines; "Show older" pages back through the rest with `table_history`.

use std::rc::Rc;

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::api::{self, HistoryPage};
use super::model::HistoryEntry;
use crate::components::{use_toaster, Icon};
use crate::util::local_time;

/// How many older lines one "Show older" fetches.
const OLDER_PAGE: usize = 100;

/// Props of [`HistoryPanel`].
#[derive(Properties, PartialEq)]
pub struct HistoryPanelProps {
    /// The table's id, for `table_history`.
    pub table: AttrValue,
    /// The newest lines, oldest first, as the view carries them.
    pub history: Vec<HistoryEntry>,
    /// How many lines the whole history has (the view's `history_total`).
    pub total: usize,
}

/// The view's page that loaded older lines belong to. Lines are numbered from the oldest one
/// the table keeps, so the older lines only change when the oldest are dropped; that renumbers
/// every line and so changes the count or the page's first line. Loaded lines show only with
/// the page they were loaded for (so a new step hides them, conservatively, and undoing it
/// brings back the same page and the same lines).
#[derive(Clone, Debug, Default, PartialEq)]
struct PageKey {
    table: AttrValue,
    total: usize,
    /// The line number of the page's first line.
    view_start: usize,
    first: Option<HistoryEntry>,
}

impl PageKey {
    fn of(props: &HistoryPanelProps) -> PageKey {
        let total = props.total.max(props.history.len());
        PageKey {
            table: props.table.clone(),
            total,
            view_start: total - props.history.len(),
            first: props.history.first().cloned(),
        }
    }
}

/// The older lines loaded so far (oldest first), for the page `key`.
#[derive(Clone, Debug, Default, PartialEq)]
struct Older {
    key: PageKey,
    /// The line number of `entries[0]`.
    start: usize,
    entries: Vec<HistoryEntry>,
}

impl Older {
    /// The loaded lines, if they still belong to the page `key`.
    fn lines(&self, key: &PageKey) -> &[HistoryEntry] {
        if self.key == *key {
            &self.entries
        } else {
            &[]
        }
    }

    /// The line number of the oldest line shown: the next older page ends there.
    fn shown_start(&self, key: &PageKey) -> usize {
        if self.lines(key).is_empty() {
            key.view_start
        } else {
            self.start
        }
    }
}

/// A change to the loaded older lines.
enum OlderAction {
    /// A `table_history` answer, asked for while the view's page was `key`.
    Loaded { key: PageKey, page: HistoryPage },
    /// Back to the view's lines only.
    Collapse,
}

impl Reducible for Older {
    type Action = OlderAction;

    fn reduce(self: Rc<Self>, action: OlderAction) -> Rc<Self> {
        match action {
            OlderAction::Loaded { key, page } => {
                // Only the page just before the oldest line shown, from the same history.
                let fits = page.table == key.table.as_str()
                    && page.total == key.total
                    && !page.entries.is_empty()
                    && page.start + page.entries.len() == self.shown_start(&key);
                if !fits {
                    return self;
                }
                let mut entries = page.entries;
                entries.extend_from_slice(self.lines(&key));
                Rc::new(Older { key, start: page.start, entries })
            }
            OlderAction::Collapse => Rc::new(Older::default()),
        }
    }
}

fn entry_html(entry: &HistoryEntry) -> Html {
    html! {
        <li class="history__entry">
            <time class="history__time" datetime={entry.at.to_rfc3339()}>{local_time(&entry.at.to_rfc3339())}</time>
            <span class="history__text">{entry.text.clone()}</span>
        </li>
    }
}

/// The history list (`history`), newest first, with older pages on request.
#[component]
pub fn HistoryPanel(props: &HistoryPanelProps) -> Html {
    let older = use_reducer(Older::default);
    let loading = use_state(|| false);
    let toaster = use_toaster();

    let key = PageKey::of(props);
    let loaded = older.lines(&key);
    let hidden = older.shown_start(&key);
    let entries = props.history.iter().rev().chain(loaded.iter().rev()).map(entry_html);

    let show_older = {
        let dispatcher = older.dispatcher();
        let key = key.clone();
        let loading = loading.clone();
        Callback::from(move |_: MouseEvent| {
            let (dispatcher, key, loading, toaster) =
                (dispatcher.clone(), key.clone(), loading.clone(), toaster.clone());
            loading.set(true);
            spawn_local(async move {
                match api::history(&key.table, Some(hidden), Some(OLDER_PAGE)).await {
                    Ok(page) => dispatcher.dispatch(OlderAction::Loaded { key, page }),
                    Err(error) => toaster.error(error.message),
                }
                loading.set(false);
            });
        })
    };
    let collapse = {
        let dispatcher = older.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(OlderAction::Collapse))
    };

    html! {
        <section class="panel history" id="tracker-history" aria-label="History">
            <h2 class="panel__title"><Icon name="history" />{"History"}<span class="count" data-testid="history-total">{key.total}</span></h2>
            if key.total == 0 {
                <p class="muted">{"Nothing yet: every change and roll will be listed here."}</p>
            }
            <ol class="history__list" data-testid="history">{ for entries }</ol>
            if hidden > 0 || !loaded.is_empty() {
                <div class="tracker__actions">
                    if hidden > 0 {
                        <button type="button" class="btn btn--ghost btn--wide" data-testid="history-older"
                            disabled={*loading} onclick={show_older}>
                            {format!("Show older ({hidden} more)")}
                        </button>
                    }
                    if !loaded.is_empty() {
                        <button type="button" class="btn btn--ghost btn--wide" data-testid="history-fewer"
                            onclick={collapse}>
                            {"Show fewer"}
                        </button>
                    }
                </div>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn line(n: usize) -> HistoryEntry {
        serde_json::from_value(json!({"at": "2026-11-30T10:00:00Z", "text": format!("line {n}")})).unwrap()
    }

    /// The key of a view whose history has lines `0..total`, the newest 50 on the page.
    fn key(total: usize) -> PageKey {
        let history: Vec<HistoryEntry> = (total.saturating_sub(50)..total).map(line).collect();
        PageKey::of(&HistoryPanelProps { table: "t1".into(), history, total })
    }

    fn page(total: usize, start: usize, end: usize) -> HistoryPage {
        HistoryPage { table: "t1".into(), total, start, entries: (start..end).map(line).collect() }
    }

    fn texts(lines: &[HistoryEntry]) -> Vec<String> {
        lines.iter().map(|l| l.text.clone()).collect()
    }

    #[test]
    fn older_pages_go_below_the_view_until_every_line_is_shown() {
        let k = key(260);
        assert_eq!(k.view_start, 210);
        let older = Rc::new(Older::default());
        assert_eq!(older.shown_start(&k), 210);
        let older = older.reduce(OlderAction::Loaded { key: k.clone(), page: page(260, 110, 210) });
        assert_eq!(older.shown_start(&k), 110);
        let older = older.reduce(OlderAction::Loaded { key: k.clone(), page: page(260, 10, 110) });
        let older = older.reduce(OlderAction::Loaded { key: k.clone(), page: page(260, 0, 10) });
        assert_eq!(older.shown_start(&k), 0);
        assert_eq!(texts(older.lines(&k)), texts(&(0..210).map(line).collect::<Vec<_>>()));
        let older = older.reduce(OlderAction::Collapse);
        assert!(older.lines(&k).is_empty());
        assert_eq!(older.shown_start(&k), 210);
    }

    #[test]
    fn a_page_that_does_not_fit_is_ignored() {
        let k = key(120);
        let older = Rc::new(Older::default()).reduce(OlderAction::Loaded { key: k.clone(), page: page(120, 0, 70) });
        // The same answer twice (a double tap), one from another history, one from another table.
        let again = older.clone().reduce(OlderAction::Loaded { key: k.clone(), page: page(120, 0, 70) });
        assert_eq!(again.lines(&k).len(), 70);
        let moved = Rc::new(Older::default()).reduce(OlderAction::Loaded { key: k.clone(), page: page(121, 0, 70) });
        assert!(moved.lines(&k).is_empty());
        let mut other = page(120, 0, 70);
        other.table = "t2".into();
        assert!(Rc::new(Older::default()).reduce(OlderAction::Loaded { key: k, page: other }).entries.is_empty());
    }

    #[test]
    fn a_new_step_or_dropped_lines_leave_only_the_view() {
        let k = key(120);
        let older = Rc::new(Older::default()).reduce(OlderAction::Loaded { key: k.clone(), page: page(120, 0, 70) });
        assert_eq!(older.lines(&k).len(), 70);
        assert!(older.lines(&key(121)).is_empty(), "a new step");
        assert_eq!(older.shown_start(&key(121)), 71);
        // The oldest line dropped and one added: the same count, another first line.
        let mut shifted = key(120);
        shifted.first = Some(line(71));
        assert!(older.lines(&shifted).is_empty());
        // An answer asked for before the change is not mixed into the new page.
        let late = Rc::new(Older::default()).reduce(OlderAction::Loaded { key: k, page: page(120, 0, 70) });
        assert!(late.lines(&key(121)).is_empty());
    }

    #[test]
    fn a_short_history_has_nothing_older() {
        let k = key(12);
        assert_eq!(k.view_start, 0);
        assert_eq!(Older::default().shown_start(&k), 0);
        let view_without_total = HistoryPanelProps { table: "t1".into(), history: vec![line(0)], total: 0 };
        assert_eq!(PageKey::of(&view_without_total).total, 1, "an answer without history_total");
    }
}

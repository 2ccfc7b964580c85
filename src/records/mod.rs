//! Records: every finished game of this device, newest first, with each game's wins and losses,
//! and a finished game watched again step by step ([`replay`]).
//!
//! The engine keeps the records (`records`, `record_step`, `record_delete` in docs/protocol.md);
//! this screen only lists, filters and deletes them.

mod replay;

use std::rc::Rc;

use rampart_engine::protocol::{Deleted, GameStats, Mode, RecordList, RecordStep, RecordSummary, Request, SeatKind};
use rampart_engine::words::counted;
use rampart_engine::{GameId, Standing};
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::{Route, TopBar};
use crate::backend::{send_as, ApiError};
use crate::components::{delete_then_reload, use_toaster, ConfirmDialog, Icon};
pub use replay::ReplayScreen;

/// `records`: every finished game (or one game's), newest first, and every game's results.
pub async fn records(game: Option<GameId>) -> Result<RecordList, ApiError> {
    send_as(Request::Records { game }).await
}

/// `record_step`: a finished game after `step` steps.
pub async fn record_step(record: &str, step: usize) -> Result<RecordStep, ApiError> {
    send_as(Request::RecordStep { record: record.to_string(), step, seat: None }).await
}

/// `record_delete`.
pub async fn record_delete(record: &str) -> Result<Deleted, ApiError> {
    send_as(Request::RecordDelete { record: record.to_string() }).await
}

/// The records' results of every game, once they have arrived (empty if the engine keeps none).
#[hook]
pub fn use_game_stats() -> Rc<Vec<GameStats>> {
    let stats = use_state(|| Rc::new(Vec::<GameStats>::new()));
    {
        let stats = stats.clone();
        use_effect_with((), move |_| {
            spawn_local(async move {
                if let Ok(list) = records(None).await {
                    stats.set(Rc::new(list.stats));
                }
            });
        });
    }
    (*stats).clone()
}

/// One game's results in a few words: "3 won, 2 lost", "1 won, 4 lost, 1 other · 6 watched",
/// or `None` when nothing is recorded.
pub fn results_line(stats: &GameStats) -> Option<String> {
    let mut parts = Vec::new();
    if stats.played > 0 {
        let mut played = format!("{} won, {} lost", stats.won, stats.lost);
        if stats.other > 0 {
            played.push_str(&format!(", {} other", stats.other));
        }
        parts.push(played);
    }
    if stats.watched > 0 {
        parts.push(format!("{} watched", stats.watched));
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// Time played, as a player reads it: "under a minute", "12 minutes", "1 hour 5 minutes".
pub fn played_time(ms: i64) -> String {
    let minutes = ms.max(0) / 60_000;
    if minutes == 0 {
        return "under a minute".into();
    }
    let (hours, minutes) = (minutes / 60, minutes % 60);
    match (hours, minutes) {
        (0, m) => counted(m, "minute", "minutes"),
        (h, 0) => counted(h, "hour", "hours"),
        (h, m) => format!("{} {}", counted(h, "hour", "hours"), counted(m, "minute", "minutes")),
    }
}

/// The result word of a record: "Won", "Lost", "Drawn", "Ranked".
pub fn result_word(standing: &Standing) -> &'static str {
    match standing {
        Standing::Won => "Won",
        Standing::Lost => "Lost",
        Standing::Drawn => "Drawn",
        Standing::Ranked { .. } => "Ranked",
        Standing::Sides { winner: Some(_), .. } => "Decided",
        Standing::Sides { winner: None, .. } => "Drawn",
    }
}

/// Who played: "You (Eagle Rider), Quick bot (Sorceress)" or, for a game for one, "You".
pub fn seats_line(record: &RecordSummary) -> String {
    let solo = record.game.info().max_seats == 1;
    record
        .seats
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            let who = match kind {
                SeatKind::Human if record.mode == Mode::Watch => "Bot".to_string(),
                SeatKind::Human => "You".to_string(),
                SeatKind::Bot(bot) => format!("{} bot", bot.label()),
            };
            let taken_over = record.final_seats.get(i).is_some_and(|last| last != kind);
            let who = if taken_over { format!("{who}, then a bot") } else { who };
            match record.seat_names.get(i) {
                Some(name) if !solo => format!("{who} ({name})"),
                _ => who,
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A mode as a record names it.
fn mode_word(mode: Mode) -> &'static str {
    match mode {
        Mode::Play => "Played",
        Mode::Assist => "Assisted",
        Mode::Watch => "Watched",
    }
}

/// A local date and time from milliseconds since the epoch ("6 Dec, 14:05").
fn when(ms: i64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    crate::util::local_date_time(&String::from(date.to_iso_string()))
}

/// Query of the Records screen: one game's records only.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RecordsQuery {
    /// A game id.
    #[serde(default)]
    pub game: Option<String>,
}

impl RecordsQuery {
    /// Opens the Records screen, filtered to `game` if given.
    pub fn open(navigator: &Navigator, game: Option<GameId>) {
        let query = RecordsQuery { game: game.map(|g| g.as_str().to_string()) };
        if navigator.push_with_query(&Route::Records, &query).is_err() {
            navigator.push(&Route::Records);
        }
    }
}

/// The Records screen.
#[component]
pub fn RecordsScreen() -> Html {
    let location = use_location();
    let toaster = use_toaster();
    let from_query = location
        .and_then(|l| l.query::<RecordsQuery>().ok())
        .and_then(|q| q.game)
        .and_then(|g| g.parse::<GameId>().ok());
    let filter = use_state(move || from_query);
    let list = use_state(|| None::<Result<RecordList, String>>);
    let reload = use_state(|| 0u32);
    let confirm = use_state(|| None::<RecordSummary>);
    {
        let list = list.clone();
        use_effect_with(*reload, move |_| {
            spawn_local(async move {
                list.set(Some(records(None).await.map_err(|e| e.message)));
            });
        });
    }
    let body = match &*list {
        None => html! { <p class="muted" data-testid="records-loading">{"Loading the records…"}</p> },
        Some(Err(message)) => html! {
            <section class="panel"><p class="muted">{format!("The records are not available: {message}")}</p></section>
        },
        Some(Ok(all)) => {
            let stats = all.stats.iter().map(|s| {
                let on = *filter == Some(s.game);
                let pick = {
                    let filter = filter.clone();
                    let game = s.game;
                    Callback::from(move |_: MouseEvent| filter.set(if on { None } else { Some(game) }))
                };
                html! {
                    <li key={s.game.as_str()}>
                        <button type="button" class={classes!("record-stat", on.then_some("record-stat--on"))}
                            aria-pressed={on.to_string()} onclick={pick}
                            data-testid={format!("record-stats-{}", s.game)}>
                            <span class="record-stat__name">{s.name.clone()}</span>
                            <span class="record-stat__line">{results_line(s).unwrap_or_default()}</span>
                            if let Some(grade) = &s.last_win_grade {
                                <span class="muted small">{format!("Last win: {grade}")}</span>
                            }
                        </button>
                    </li>
                }
            });
            let shown: Vec<&RecordSummary> =
                all.records.iter().filter(|r| filter.is_none_or(|g| r.game == g)).collect();
            let rows = shown.iter().map(|record| record_row(record, &confirm));
            html! {
                <>
                    if all.stats.is_empty() {
                        <section class="panel" data-testid="records-empty">
                            <h2 class="panel__title">{"No finished games yet"}</h2>
                            <p class="muted">{"Every game you play, assist or watch to its end is kept here: the date, who played, the result and the game's own grading, and every step, to watch it again."}</p>
                        </section>
                    } else {
                        <section class="panel">
                            <h2 class="panel__title">{"Results"}</h2>
                            <p class="muted small">{"Won and lost count the games a person played (Play and Assist); watched counts the bots' games. Tap a game to see only its records."}</p>
                            <ul class="record-stats">{ for stats }</ul>
                        </section>
                        <section class="panel">
                            <h2 class="panel__title">{
                                match *filter {
                                    Some(game) => format!("{} games", game.info().name),
                                    None => "Finished games".to_string(),
                                }
                            }</h2>
                            <ul class="saved-list" data-testid="records-list">{ for rows }</ul>
                        </section>
                    }
                </>
            }
        }
    };
    let dialog = (*confirm).clone().map(|record| {
        let close = {
            let confirm = confirm.clone();
            Callback::from(move |()| confirm.set(None))
        };
        let id = record.record.clone();
        let delete = delete_then_reload(close.clone(), reload.clone(), toaster.clone(), None, move || {
            let id = id.clone();
            async move { record_delete(&id).await }
        });
        html! {
            <ConfirmDialog title="Delete this record?"
                message={format!("{}, {}: {}. Its results no longer count. This cannot be undone.", record.name, when(record.finished_ms), record.outcome.summary)}
                confirm_label="Delete" danger={true} on_confirm={delete} on_cancel={close} />
        }
    });
    html! {
        <div class="screen" data-testid="records-screen">
            <TopBar title={html! { <h1>{"Records"}</h1> }} />
            <main class="content content--narrow">
                {body}
                {dialog.unwrap_or_default()}
            </main>
        </div>
    }
}

/// One record in the list.
fn record_row(record: &RecordSummary, confirm: &UseStateHandle<Option<RecordSummary>>) -> Html {
    let ask = {
        let confirm = confirm.clone();
        let record = record.clone();
        Callback::from(move |_: MouseEvent| confirm.set(Some(record.clone())))
    };
    let won = record.outcome.won();
    let result = result_word(&record.outcome.standing);
    let turns = format!("{} {}", record.game.info().turn_word, record.turn);
    let campaign = record.campaign_game.map(|n| format!(" · campaign game {n}")).unwrap_or_default();
    let facts = format!(
        "{} · {} · {} · {}{campaign}",
        mode_word(record.mode),
        turns,
        counted(record.steps, "step", "steps"),
        played_time(record.played_ms)
    );
    html! {
        <li key={record.record.clone()} class="saved record" data-testid={format!("record-{}", record.record)}>
            <div class="saved__open record__main">
                <span class="saved__name">
                    {record.name.clone()}
                    <span class={classes!("badge", if won { "badge--ready" } else { "badge--lost" })} data-testid="record-result">{result}</span>
                </span>
                <span class="record__summary">{record.outcome.summary.clone()}</span>
                if let Some(grade) = &record.outcome.grade {
                    <span class="record__grade small" data-testid="record-grade">{grade.clone()}</span>
                }
                <span class="saved__meta muted small">{seats_line(record)}</span>
                <span class="saved__meta muted small">{facts}</span>
                <span class="saved__meta muted small">{format!("{} · seed {}", when(record.finished_ms), record.seed)}</span>
            </div>
            <div class="record__actions">
                if record.replay {
                    <a class="btn btn--small" href={format!("#/records/{}", record.record)} data-testid="record-replay">
                        {"Watch again"}
                    </a>
                } else {
                    <span class="muted small" title="Only the newest games of each game keep their steps.">{"Steps not kept"}</span>
                }
                <button type="button" class="icon-btn" aria-label={format!("Delete the record of this {} game", record.name)}
                    onclick={ask} data-testid="record-delete">
                    <Icon name="trash" />
                </button>
            </div>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn played_time_reads_as_words() {
        assert_eq!(played_time(30_000), "under a minute");
        assert_eq!(played_time(60_000), "1 minute");
        assert_eq!(played_time(12 * 60_000), "12 minutes");
        assert_eq!(played_time(60 * 60_000), "1 hour");
        assert_eq!(played_time(125 * 60_000), "2 hours 5 minutes");
        assert_eq!(played_time(-5), "under a minute");
    }

    #[test]
    fn results_read_as_won_lost_and_watched() {
        let mut stats = GameStats {
            game: GameId::Valeria,
            name: "Siege of Valeria".into(),
            played: 0,
            won: 0,
            lost: 0,
            other: 0,
            watched: 0,
            last_win_grade: None,
        };
        assert_eq!(results_line(&stats), None);
        stats.watched = 4;
        assert_eq!(results_line(&stats).as_deref(), Some("4 watched"));
        stats.played = 3;
        stats.won = 1;
        stats.lost = 2;
        assert_eq!(results_line(&stats).as_deref(), Some("1 won, 2 lost · 4 watched"));
    }
}

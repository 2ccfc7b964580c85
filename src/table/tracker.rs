//! The tracker of one table: player cards, shared counters, dice, history, undo and redo.
//! Every change is a request to the engine; the screen shows the TableView it answers, and an
//! error answer only shows a toast (the table stays as it was).

use rampart_engine::table::ClockOp;
use serde_json::Value;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use super::alerts::{AlertBanner, ResultPanel};
use super::api;
use super::clock::{ClockChip, ClockSheet};
use super::dice::DicePanel;
use super::forms::{AddCounterDialog, AddPlayerDialog, SetCounterDialog};
use super::history::HistoryPanel;
use super::jump::{jumps, publish_pins_bottom, section_target, SectionBar, PINS_ID};
use super::layout::layout;
use super::match_box::MatchBoxSheet;
use super::model::{kind_name, op, Counter, TableView};
use super::player_card::PlayerCard;
use super::share::ExportDialog;
use super::state::{TrackerAction, TrackerState};
use super::turn::TurnBar;
use super::widgets::{alert_class, section_body, Hooks};
use crate::app::{Route, TopBar};
use crate::components::{use_toaster, ConfirmDialog, Icon, PromptDialog};
use crate::hooks::{use_wake_lock, WakeLockStatus};

/// Props of [`TrackerScreen`].
#[derive(Properties, PartialEq)]
pub struct TrackerScreenProps {
    /// The table's id.
    pub id: AttrValue,
}

/// What the tracker asks the engine.
#[derive(Clone, Debug)]
enum Request {
    Op(Value),
    Undo,
    Redo,
    Clock(ClockOp),
}

/// The dialog on screen, if any.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
    RenameTable,
    RenamePlayer(usize),
    RemovePlayer(usize),
    RemoveCounter { id: String, label: String },
    AddPlayer,
    AddCounter,
    SetCounter(Counter),
    ResetAll,
    Export,
    Clock,
    MatchBox,
}

/// Where the tracker's keep-awake choice is kept (on unless turned off once).
const AWAKE_KEY: &str = "rampart.tracker.keep_awake";

fn awake_saved() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(AWAKE_KEY).ok().flatten())
        .is_none_or(|v| v != "false")
}

fn save_awake(on: bool) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(AWAKE_KEY, if on { "true" } else { "false" });
    }
}

/// The table's name, or a stand-in for an unnamed table.
fn title_of(view: &TableView) -> String {
    if view.name.trim().is_empty() {
        format!("Table {}", view.table)
    } else {
        view.name.clone()
    }
}

/// The tracker screen for table `id`.
#[component]
pub fn TrackerScreen(props: &TrackerScreenProps) -> Html {
    let state = use_reducer(TrackerState::default);
    let seq = use_mut_ref(|| 0u64);
    let toaster = use_toaster();
    let editing = use_state(|| false);
    let dialog = use_state(|| None::<Dialog>);
    // The screen stays awake while a tracker is open, unless turned off here.
    let awake = use_state(awake_saved);
    let wake = use_wake_lock(*awake);
    // Sources and reminders under every counter: hidden until asked for, to keep a phone's
    // screen for the numbers.
    let show_notes = use_state(|| false);
    // The player cards' sticky headers sit under the pinned bar and alerts, whose height changes.
    use_effect(publish_pins_bottom);

    {
        let dispatcher = state.dispatcher();
        let toaster = toaster.clone();
        let seq = seq.clone();
        use_effect_with(props.id.clone(), move |id| {
            // A tracker opens at its top, not where the previous screen was scrolled to.
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
            let id = id.clone();
            let number = {
                let mut seq = seq.borrow_mut();
                *seq += 1;
                *seq
            };
            spawn_local(async move {
                match api::get(&id).await {
                    Ok(view) => dispatcher.dispatch(TrackerAction::Answer { seq: number, view: Box::new(view) }),
                    Err(error) => {
                        toaster.error(error.message.clone());
                        dispatcher.dispatch(TrackerAction::LoadFailed(error.message));
                    }
                }
            });
        });
    }

    let send = {
        let dispatcher = state.dispatcher();
        let toaster = toaster.clone();
        let id = props.id.clone();
        let seq = seq.clone();
        Callback::from(move |request: Request| {
            let number = {
                let mut seq = seq.borrow_mut();
                *seq += 1;
                *seq
            };
            let dispatcher = dispatcher.clone();
            let toaster = toaster.clone();
            let id = id.clone();
            spawn_local(async move {
                let answer = match request {
                    Request::Op(op) => api::apply(&id, op).await,
                    Request::Undo => api::undo(&id).await,
                    Request::Redo => api::redo(&id).await,
                    Request::Clock(change) => api::clock(&id, change).await,
                };
                match answer {
                    Ok(view) => dispatcher.dispatch(TrackerAction::Answer { seq: number, view: Box::new(view) }),
                    Err(error) => toaster.error(error.message),
                }
            });
        })
    };
    let on_op = send.reform(Request::Op);
    let on_clock = send.reform(Request::Clock);

    let Some(view) = state.view.clone() else {
        return html! {
            <div class="screen">
                <TopBar title={html! { <h1 data-testid="table-title">{"Table"}</h1> }} />
                <main class="content content--narrow">
                    if let Some(error) = &state.load_error {
                        <section class="panel empty">
                            <h2>{"This table could not be opened"}</h2>
                            <p class="muted">{error.clone()}</p>
                            <Link<Route> to={Route::Home} classes="btn btn--primary">{"Back to the tables"}</Link<Route>>
                        </section>
                    } else {
                        <p class="muted loading">{"Opening the table…"}</p>
                    }
                </main>
            </div>
        };
    };

    let open = |which: Dialog| {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| dialog.set(Some(which.clone())))
    };
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(None))
    };
    let open_clock = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(Some(Dialog::Clock)))
    };
    // Sends an op and closes the dialog.
    let submit = {
        let on_op = on_op.clone();
        let dialog = dialog.clone();
        Callback::from(move |op: Value| {
            dialog.set(None);
            on_op.emit(op);
        })
    };
    let on_rename_player = {
        let dialog = dialog.clone();
        Callback::from(move |index| dialog.set(Some(Dialog::RenamePlayer(index))))
    };
    let on_remove_player = {
        let dialog = dialog.clone();
        Callback::from(move |index| dialog.set(Some(Dialog::RemovePlayer(index))))
    };
    let on_remove_counter = {
        let dialog = dialog.clone();
        Callback::from(move |(id, label)| dialog.set(Some(Dialog::RemoveCounter { id, label })))
    };
    let on_set_counter = {
        let dialog = dialog.clone();
        Callback::from(move |counter| dialog.set(Some(Dialog::SetCounter(counter))))
    };
    let toggle_edit = {
        let editing = editing.clone();
        Callback::from(move |_: MouseEvent| editing.set(!*editing))
    };
    let undo = send.reform(|_: MouseEvent| Request::Undo);
    let redo = send.reform(|_: MouseEvent| Request::Redo);

    let toggle_awake = {
        let awake = awake.clone();
        Callback::from(move |_: MouseEvent| {
            save_awake(!*awake);
            awake.set(!*awake);
        })
    };
    let awake_title = match (*awake, wake) {
        (false, _) => "Keep the screen awake: off".to_string(),
        (true, status) => format!("Keep the screen awake: {}", status.describe()),
    };

    let title = title_of(&view);
    let hooks = Hooks {
        on_op: on_op.clone(),
        on_remove_counter: on_remove_counter.clone(),
        on_set_counter: on_set_counter.clone(),
        editing: *editing,
    };
    let toggle_notes = {
        let show_notes = show_notes.clone();
        Callback::from(move |_: MouseEvent| show_notes.set(!*show_notes))
    };
    let notes_button = html! {
        <button type="button" class={classes!("icon-btn", "icon-btn--small", "notes-btn", show_notes.then_some("icon-btn--on"))}
            aria-pressed={show_notes.to_string()} aria-label="Show the rules notes" title="Rules notes"
            data-testid="notes-toggle" onclick={toggle_notes}>
            <Icon name="info" />
        </button>
    };
    let screen = layout(&view);
    let all = view.counters.clone();
    let shared = screen.shared.iter().map(|section| {
        let label = section.title.clone().unwrap_or_else(|| "Shared counters".to_string());
        html! {
            <section class={classes!("panel", "section", alert_class(section.alert))} aria-label={label}
                id={section_target(section.title.as_deref())} data-group={section.title.clone()}>
                <h2 class="panel__title">{section.title.clone().unwrap_or_else(|| "Shared".to_string())}{notes_button.clone()}</h2>
                {section_body(section, &all, &hooks)}
            </section>
        }
    });
    let active_seat = view.turn.as_ref().map(|t| t.active);
    let cards = screen.players.iter().map(|player| {
        html! {
            <PlayerCard key={player.player.index} layout={player.clone()} all={all.clone()} hooks={hooks.clone()}
                on_rename={on_rename_player.clone()} on_remove={on_remove_player.clone()}
                active={active_seat == Some(player.player.index)} />
        }
    });
    let player_names: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
    let kind_class = format!("tracker--{}", view.kind);
    let player_name = |index: usize| {
        view.players
            .iter()
            .find(|player| player.index == index)
            .map(|player| player.name.clone())
            .unwrap_or_else(|| format!("Player {}", index + 1))
    };

    let dialog_html = match (*dialog).clone() {
        None => html! {},
        Some(Dialog::RenameTable) => html! {
            <PromptDialog title="Rename the table" label="Table name" initial={title.clone()}
                submit_label="Rename" on_submit={submit.reform(|name: String| op::rename(&name))}
                on_cancel={close.clone()} />
        },
        Some(Dialog::RenamePlayer(index)) => html! {
            <PromptDialog title="Rename the player" label="Name" initial={player_name(index)}
                submit_label="Rename"
                on_submit={submit.reform(move |name: String| op::rename_player(index, &name))}
                on_cancel={close.clone()} />
        },
        Some(Dialog::RemovePlayer(index)) => html! {
            <ConfirmDialog title={format!("Remove {}?", player_name(index))}
                message="The player and their counters leave the table. Undo brings them back."
                confirm_label="Remove" danger=true
                on_confirm={submit.reform(move |()| op::remove_player(index))} on_cancel={close.clone()} />
        },
        Some(Dialog::RemoveCounter { id, label }) => html! {
            <ConfirmDialog title={format!("Remove {label}?")}
                message="The counter leaves the table. Undo brings it back."
                confirm_label="Remove" danger=true
                on_confirm={submit.reform(move |()| op::remove_counter(&id))} on_cancel={close.clone()} />
        },
        Some(Dialog::ResetAll) => html! {
            <ConfirmDialog title="Reset every counter?"
                message="Every counter goes back to its starting value. Undo brings the values back."
                confirm_label="Reset all" danger=true
                on_confirm={submit.reform(|()| op::reset_all())} on_cancel={close.clone()} />
        },
        Some(Dialog::AddPlayer) => html! {
            <AddPlayerDialog players={view.players.clone()} on_submit={submit.clone()} on_cancel={close.clone()} />
        },
        Some(Dialog::SetCounter(counter)) => {
            let owner = counter.player.map(|index| format!("{}: ", player_name(index))).unwrap_or_default();
            html! {
                <SetCounterDialog title={format!("{owner}{}", counter.label)} {counter}
                    on_submit={submit.clone()} on_cancel={close.clone()} />
            }
        }
        Some(Dialog::Clock) => html! {
            <ClockSheet clock={view.clock.clone()} players={view.players.clone()} on_clock={on_clock.clone()}
                on_close={close.clone()} />
        },
        Some(Dialog::Export) => html! {
            <ExportDialog table={view.table.clone()} on_close={close.clone()} />
        },
        Some(Dialog::MatchBox) => html! {
            <MatchBoxSheet kind={view.kind.clone()} profile={view.profile.clone()} on_op={on_op.clone()}
                on_close={close.clone()} />
        },
        Some(Dialog::AddCounter) => html! {
            <AddCounterDialog players={view.players.clone()} on_submit={submit.clone()} on_cancel={close.clone()} />
        },
    };

    let undo_title =
        view.undo_label.clone().map(|label| format!("Undo: {label}")).unwrap_or_else(|| "Nothing to undo".to_string());
    let redo_title =
        view.redo_label.clone().map(|label| format!("Redo: {label}")).unwrap_or_else(|| "Nothing to redo".to_string());

    html! {
        <div class={classes!("screen", "screen--tracker", kind_class, show_notes.then_some("show-notes"))}>
            <TopBar title={html! {
                <>
                    <h1 data-testid="table-title">
                        <button type="button" class="title-btn" onclick={open(Dialog::RenameTable)}
                            title="Rename the table">{title.clone()}</button>
                    </h1>
                    if kind_name(&view.kind) != title {
                        <p class="topbar__kind">{kind_name(&view.kind)}</p>
                    }
                </>
            }}>
                <ClockChip clock={view.clock.clone()} on_open={open_clock} on_clock={on_clock.clone()} />
                <button type="button" class={classes!("icon-btn", awake.then_some("icon-btn--on"))}
                    aria-pressed={awake.to_string()} aria-label={awake_title.clone()} title={awake_title}
                    data-testid="keep-awake-tracker" data-status={format!("{wake:?}")}
                    disabled={wake == WakeLockStatus::Unsupported && !*awake} onclick={toggle_awake}>
                    <Icon name="sun" />
                </button>
                <button type="button" class="icon-btn" aria-label="Export the table" title="Export the table"
                    data-testid="export" onclick={open(Dialog::Export)}>
                    <Icon name="download" />
                </button>
                <button type="button" class={classes!("icon-btn", editing.then_some("icon-btn--on"))}
                    aria-pressed={editing.to_string()} aria-label="Edit the table" title="Edit players and counters"
                    data-testid="edit-mode" onclick={toggle_edit}>
                    <Icon name={if *editing { "check" } else { "edit" }} />
                </button>
            </TopBar>
            <div class="tracker-pins" id={PINS_ID}>
                if let Some(turn) = view.turn.clone() {
                    <TurnBar {turn} players={view.players.clone()} on_op={on_op.clone()} />
                }
                <SectionBar jumps={jumps(&screen)} />
                <AlertBanner alerts={view.alerts.clone()} {player_names} />
            </div>
            <main class="content tracker">
                <div class="tracker__main">
                    if let Some(result) = &view.last_result {
                        <ResultPanel result={result.clone()} />
                    }
                    if !screen.shared.is_empty() {
                        <div class="sections">{ for shared }</div>
                    }
                    <div class={classes!("players", format!("players--{}", view.players.len().min(8)))}>
                        { for cards }
                    </div>
                </div>
                <div class="tracker__side">
                    <div class="tracker__actions">
                        <button type="button" class="btn btn--ghost" onclick={open(Dialog::AddCounter)} data-testid="add-counter">
                            <Icon name="plus" />{"Counter"}
                        </button>
                        <button type="button" class="btn btn--ghost" onclick={open(Dialog::AddPlayer)} data-testid="add-table-player"
                            disabled={view.players.len() >= super::new_table::MAX_PLAYERS}>
                            <Icon name="user-plus" />{"Player"}
                        </button>
                        if *editing {
                            <button type="button" class="btn btn--ghost btn--danger-text" onclick={open(Dialog::ResetAll)}
                                data-testid="reset-all">
                                {"Reset all"}
                            </button>
                        }
                    </div>
                    if view.kind != "generic" {
                        <div class="tracker__box">
                            <button type="button" class="btn btn--ghost" onclick={open(Dialog::MatchBox)}
                                data-testid="match-box">
                                <Icon name="edit" />{"Match your box"}
                            </button>
                            <span class="muted small" data-testid="box-profile">
                                {if view.profile.is_designed() {
                                    "Designed values: check against your box".to_string()
                                } else if view.profile.name.is_empty() {
                                    "Your box's values".to_string()
                                } else {
                                    format!("Your box: {}", view.profile.name)
                                }}
                            </span>
                        </div>
                    }
                    <DicePanel last_roll={view.last_roll.clone()} players={view.players.clone()} on_op={on_op.clone()} />
                    <HistoryPanel table={view.table.clone()} history={view.history.clone()} total={view.history_total} />
                    <p class="muted small tracker__kind">{format!("{} table · {}", kind_name(&view.kind), view.table)}</p>
                </div>
            </main>
            <nav class="undo-bar" aria-label="Undo and redo">
                <button type="button" class="btn undo-bar__btn" data-testid="undo" disabled={!view.can_undo}
                    title={undo_title.clone()} aria-label={undo_title} onclick={undo}>
                    <Icon name="undo" />
                    <span class="undo-bar__text">
                        <span>{"Undo"}</span>
                        <span class="undo-bar__label">{view.undo_label.clone().unwrap_or_default()}</span>
                    </span>
                </button>
                <button type="button" class="btn undo-bar__btn undo-bar__btn--redo" data-testid="redo" disabled={!view.can_redo}
                    title={redo_title.clone()} aria-label={redo_title} onclick={redo}>
                    <span class="undo-bar__text">
                        <span>{"Redo"}</span>
                        <span class="undo-bar__label">{view.redo_label.clone().unwrap_or_default()}</span>
                    </span>
                    <Icon name="redo" />
                </button>
            </nav>
            {dialog_html}
        </div>
    }
}

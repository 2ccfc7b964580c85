//! The play screen's sheets: a board element's sheet (its rules text, its answers, "What is
//! this?"), the rules reference, the first-game tour and the game menu.

use std::rc::Rc;

use rampart_engine::protocol::{SeatKind, SessionView};
use rampart_engine::words::counted;
use serde_json::Value;
use yew::prelude::*;

use crate::app::use_app;
use crate::components::{Icon, Modal};
use crate::help::{rules, touch_screen, what_is, HelpSheet, Tour};
use crate::play::board::{Choice, Selection};
use crate::settings::SettingsAction;

/// Which sheet is open.
#[derive(Clone, Debug, PartialEq)]
pub enum Sheet {
    /// None.
    None,
    /// A board element's sheet.
    Selection(Selection),
    /// The rules reference, opened on a search (and a topic, from "What is this?").
    Help {
        /// The search.
        query: String,
        /// The topic opened.
        focus: Option<&'static str>,
    },
    /// The first-game tour.
    Tour,
    /// The game menu.
    Menu,
}

impl Sheet {
    /// The rules reference at its start.
    pub fn help() -> Sheet {
        Sheet::Help { query: String::new(), focus: None }
    }
}

/// Props of [`Sheets`].
#[derive(Properties, PartialEq)]
pub struct SheetsProps {
    /// The open sheet.
    pub sheet: UseStateHandle<Sheet>,
    /// The last view.
    pub view: Rc<SessionView>,
    /// The legal answers (a board element's sheet lists those it stands for).
    pub legal: Rc<Vec<Choice>>,
    /// Answer the pending decision.
    pub on_act: Callback<Value>,
    /// Card windows nobody asked about are passed.
    pub auto_pass: bool,
    /// Switch that.
    pub on_auto_pass: Callback<()>,
    /// Put bots in every seat.
    pub on_bots_finish: Callback<()>,
}

/// The open sheet, if any.
#[component]
pub fn Sheets(props: &SheetsProps) -> Html {
    let app = use_app();
    let sheet = &props.sheet;
    let view = &props.view;
    let close = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::None))
    };
    let open_tour = {
        let sheet = sheet.clone();
        Callback::from(move |()| sheet.set(Sheet::Tour))
    };
    match &**sheet {
        Sheet::None => html! {},
        Sheet::Selection(selection) => {
            let answers = selection.matches.iter().filter_map(|i| props.legal.get(*i).map(|c| (*i, c)));
            let buttons = answers.map(|(i, choice)| {
                let act = props.on_act.clone();
                let sheet = sheet.clone();
                let action = choice.action.clone();
                html! {
                    <button type="button" class="btn btn--primary btn--wide answer" data-testid={format!("sheet-answer-{i}")}
                        onclick={Callback::from(move |_: MouseEvent| { sheet.set(Sheet::None); act.emit(action.clone()); })}>
                        {choice.label.clone()}
                    </button>
                }
            });
            let what = what_is(rules(view.game), &selection.info.title, &selection.info.subtitle).map(|topic| {
                let sheet = sheet.clone();
                let query = selection.info.title.clone();
                let focus = topic.id;
                let open = Callback::from(move |_: MouseEvent| {
                    sheet.set(Sheet::Help { query: query.clone(), focus: Some(focus) })
                });
                html! {
                    <button type="button" class="btn btn--wide what-is" data-testid="what-is-this" onclick={open}>
                        <Icon name="info" />{format!("What is this? {}", topic.title)}
                    </button>
                }
            });
            html! {
                <Modal title={selection.info.title.clone()} on_close={close} testid="info-sheet">
                    if !selection.info.subtitle.is_empty() {
                        <p class="muted">{selection.info.subtitle.clone()}</p>
                    }
                    { for selection.info.lines.iter().map(|line| html! { <p class="info-line">{line.clone()}</p> }) }
                    <div class="sheet-answers">{ for buttons }</div>
                    {what.unwrap_or_default()}
                </Modal>
            }
        }
        Sheet::Help { query, focus } => html! {
            <HelpSheet game={view.game} query={AttrValue::from(query.clone())} focus={*focus}
                keys={!touch_screen()} on_tour={open_tour} on_close={close} />
        },
        Sheet::Tour => html! { <Tour game={view.game} on_close={close} /> },
        Sheet::Menu => {
            let human_seats = view.seats.contains(&SeatKind::Human);
            let toggle_awake = {
                let settings = app.settings.clone();
                Callback::from(move |_: MouseEvent| {
                    settings.dispatch(SettingsAction::SetKeepAwake(!settings.keep_awake))
                })
            };
            let toggle_auto_pass = props.on_auto_pass.reform(|_: MouseEvent| ());
            let bots_finish = {
                let close = close.clone();
                let finish = props.on_bots_finish.clone();
                Callback::from(move |_: MouseEvent| {
                    close.emit(());
                    finish.emit(());
                })
            };
            html! {
                <Modal title="Game" on_close={close} testid="game-menu">
                    <div class="menu-list">
                        <div class="menu-row">
                            <span>{"Keep the screen awake"}<br/><span class="muted small">{app.wake_lock.describe()}</span></span>
                            <button type="button" role="switch" aria-checked={app.settings.keep_awake.to_string()}
                                aria-label="Keep the screen awake" data-testid="play-keep-awake"
                                class={classes!("switch", app.settings.keep_awake.then_some("switch--on"))}
                                onclick={toggle_awake}>
                                <span class="switch__knob" />
                            </button>
                        </div>
                        <div class="menu-row">
                            <span>{"Pass card windows automatically"}<br/><span class="muted small">{"When you could play a card but nothing asks you to, go on without asking."}</span></span>
                            <button type="button" role="switch" aria-checked={props.auto_pass.to_string()}
                                aria-label="Pass card windows automatically" data-testid="auto-pass"
                                class={classes!("switch", props.auto_pass.then_some("switch--on"))}
                                onclick={toggle_auto_pass}>
                                <span class="switch__knob" />
                            </button>
                        </div>
                        if human_seats && !view.to_act.is_over() {
                            <button type="button" class="btn btn--wide" data-testid="bots-finish" onclick={bots_finish}>
                                {"Let the bots finish the game"}
                            </button>
                        }
                        <p class="muted small">{format!("Seed {} · {} · saved after every step", view.seed, counted(view.steps, "step", "steps"))}</p>
                    </div>
                </Modal>
            }
        }
    }
}

//! The help sheet: a game's rules reference with a search, the way into the tour, and (on a
//! computer) the keyboard shortcuts.

use rampart_engine::GameId;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{rules, search, tour, Shortcuts};
use crate::components::Modal;

/// Props of [`HelpSheet`].
#[derive(Properties, PartialEq)]
pub struct HelpSheetProps {
    /// Whose rules.
    pub game: GameId,
    /// The search the sheet opens with ("What is this?" puts the element's name here).
    #[prop_or_default]
    pub query: AttrValue,
    /// The topic to open (and show first), by id.
    #[prop_or_default]
    pub focus: Option<&'static str>,
    /// Show the keyboard shortcuts (a computer with a keyboard).
    #[prop_or_default]
    pub keys: bool,
    /// "Show me around": the tour.
    pub on_tour: Callback<()>,
    /// Close.
    pub on_close: Callback<()>,
}

/// Help for the game in play.
#[component]
pub fn HelpSheet(props: &HelpSheetProps) -> Html {
    let query = use_state(|| props.query.to_string());
    let topics = rules(props.game);
    let on_input = {
        let query = query.clone();
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                query.set(input.value());
            }
        })
    };
    // The focused topic first and open; then the search's hits (the first three open).
    let mut shown = search(topics, &query);
    if let Some(focus) = props.focus.and_then(|id| topics.iter().find(|topic| topic.id == id)) {
        shown.retain(|topic| topic.id != focus.id);
        shown.insert(0, focus);
    }
    let searching = !query.trim().is_empty();
    let items = shown.iter().enumerate().map(|(rank, topic)| {
        let open = props.focus == Some(topic.id) || (searching && rank < 3);
        html! {
            <details class="help-topic" open={open} data-testid={format!("help-topic-{}", topic.id)}>
                <summary>{topic.title}</summary>
                { for topic.body.iter().map(|paragraph| html! { <p>{*paragraph}</p> }) }
            </details>
        }
    });
    let on_tour = {
        let on_tour = props.on_tour.clone();
        Callback::from(move |_: MouseEvent| on_tour.emit(()))
    };
    let show_keys = use_state(|| false);
    let title = format!("Help: {}", props.game.info().name);
    html! {
        <Modal title={title} on_close={props.on_close.clone()} testid="help-sheet">
            <div class="help">
                if !tour(props.game).is_empty() {
                    <button type="button" class="btn btn--wide" data-testid="help-tour" onclick={on_tour}>
                        {"Show me around the screen"}
                    </button>
                }
                <label class="field help__search">
                    <span class="sr-only">{"Search the rules"}</span>
                    <input type="search" data-testid="help-search" placeholder="Search the rules"
                        value={(*query).clone()} oninput={on_input} autocomplete="off" />
                </label>
                if topics.is_empty() {
                    <p class="muted">{"This game has no rules reference yet."}</p>
                } else if shown.is_empty() {
                    <p class="muted" data-testid="help-nothing">{format!("Nothing in the rules matches \u{201c}{}\u{201d}.", query.trim())}</p>
                } else {
                    <div class="help__topics">{ for items }</div>
                }
                <p class="muted small">{"The rules in our own words. The rulebook in your box has the last word."}</p>
                if props.keys {
                    <button type="button" class="btn btn--small" data-testid="help-keys" aria-expanded={show_keys.to_string()}
                        onclick={{ let show_keys = show_keys.clone(); Callback::from(move |_: MouseEvent| show_keys.set(!*show_keys)) }}>
                        {"Keyboard shortcuts"}
                    </button>
                    if *show_keys {
                        <Shortcuts />
                    }
                }
            </div>
        </Modal>
    }
}

//! The first-game tour: a card that walks through the play screen one part at a time, outlining
//! that part; and the offer of it on a game's first screen.

use gloo::storage::{LocalStorage, Storage};
use rampart_engine::GameId;
use yew::prelude::*;

use super::{tour, TourStep};
use crate::hooks::use_back_closes;

/// The class that outlines the part of the screen a step is about.
const TARGET_CLASS: &str = "tour-target";

fn storage_key(game: GameId) -> String {
    format!("rampart.tour-offered.{}", game.as_str())
}

/// True once the tour of this game was offered (taken or declined) on this device.
pub fn offered(game: GameId) -> bool {
    LocalStorage::raw().get_item(&storage_key(game)).ok().flatten().is_some()
}

/// Remembers that the tour of this game was offered.
pub fn mark_offered(game: GameId) {
    let _ = LocalStorage::raw().set_item(&storage_key(game), "1");
}

fn clear_outline() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else { return };
    let outlined = document.get_elements_by_class_name(TARGET_CLASS);
    // Live collection: remove from the end.
    for i in (0..outlined.length()).rev() {
        if let Some(element) = outlined.item(i) {
            let _ = element.class_list().remove_1(TARGET_CLASS);
        }
    }
}

/// Outlines the step's element and scrolls it into view; true if the element is in the lower
/// half of the screen (the card then goes to the top).
fn outline(step: &TourStep) -> bool {
    clear_outline();
    let Some(window) = web_sys::window() else { return false };
    let Some(element) = window.document().and_then(|d| d.query_selector(step.target).ok().flatten()) else {
        return false;
    };
    let _ = element.class_list().add_1(TARGET_CLASS);
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    element.scroll_into_view_with_scroll_into_view_options(&options);
    let rect = element.get_bounding_client_rect();
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    (rect.top() + rect.bottom()) / 2.0 > height / 2.0
}

/// Props of [`Tour`].
#[derive(Properties, PartialEq)]
pub struct TourProps {
    /// Whose screen.
    pub game: GameId,
    /// Done or skipped.
    pub on_close: Callback<()>,
}

/// The tour of a game's play screen.
#[component]
pub fn Tour(props: &TourProps) -> Html {
    let steps = tour(props.game);
    let index = use_state(|| 0usize);
    let card_at_top = use_state(|| false);
    use_back_closes(props.on_close.clone());
    {
        let card_at_top = card_at_top.clone();
        use_effect_with(*index, move |index| {
            if let Some(step) = steps.get(*index) {
                card_at_top.set(outline(step));
            }
            clear_outline
        });
    }
    let Some(step) = steps.get(*index) else { return html! {} };
    let last = *index + 1 == steps.len();
    let back = {
        let index = index.clone();
        Callback::from(move |_: MouseEvent| index.set(index.saturating_sub(1)))
    };
    let next = {
        let index = index.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| if last { on_close.emit(()) } else { index.set(*index + 1) })
    };
    let skip = props.on_close.reform(|_: MouseEvent| ());
    let on_key = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                on_close.emit(());
            }
        })
    };
    html! {
        <section class={classes!("tour-card", (*card_at_top).then_some("tour-card--top"))} role="dialog" aria-modal="false"
            aria-label="Tour of the screen" data-testid="tour-card" data-step={index.to_string()} onkeydown={on_key}>
            <p class="tour-card__count muted small">{format!("{} of {}", *index + 1, steps.len())}</p>
            <h2 class="tour-card__title">{step.title}</h2>
            <p class="tour-card__text">{step.text}</p>
            <div class="tour-card__actions">
                <button type="button" class="btn" data-testid="tour-skip" onclick={skip}>{"Close"}</button>
                <button type="button" class="btn" data-testid="tour-back" disabled={*index == 0} onclick={back}>{"Back"}</button>
                <button type="button" class="btn btn--primary" data-testid="tour-next" onclick={next}>
                    {if last { "Done" } else { "Next" }}
                </button>
            </div>
        </section>
    }
}

/// Props of [`TourOffer`].
#[derive(Properties, PartialEq)]
pub struct TourOfferProps {
    /// Whose screen.
    pub game: GameId,
    /// "Show me around".
    pub on_tour: Callback<()>,
}

/// On the first game of a kind on this device: the offer of the tour, until it is taken or declined.
#[component]
pub fn TourOffer(props: &TourOfferProps) -> Html {
    let game = props.game;
    let hidden = use_state(|| tour(game).is_empty() || offered(game));
    if *hidden {
        return html! {};
    }
    let take = {
        let hidden = hidden.clone();
        let on_tour = props.on_tour.clone();
        Callback::from(move |_: MouseEvent| {
            mark_offered(game);
            hidden.set(true);
            on_tour.emit(());
        })
    };
    let decline = {
        let hidden = hidden.clone();
        Callback::from(move |_: MouseEvent| {
            mark_offered(game);
            hidden.set(true);
        })
    };
    html! {
        <div class="tour-offer" data-testid="tour-offer">
            <p>{"First game here? A short tour shows the screen; the rules are under \u{201c}?\u{201d}."}</p>
            <div class="tour-offer__actions">
                <button type="button" class="btn btn--primary btn--small" data-testid="tour-offer-take" onclick={take}>{"Show me"}</button>
                <button type="button" class="btn btn--small" data-testid="tour-offer-decline" onclick={decline}>{"Not now"}</button>
            </div>
        </div>
    }
}

//! The play screen's keyboard shortcuts, listed in the help sheet on a computer and in Settings.

use yew::prelude::*;

/// The keys of the play screen and what they do.
#[component]
pub fn Shortcuts() -> Html {
    html! {
        <dl class="shortcuts" data-testid="shortcuts-list">
            <dt>{"1 – 9"}</dt><dd>{"Choose the answer with that number (of those on screen)"}</dd>
            <dt>{"U, Ctrl+Z"}</dt><dd>{"Undo"}</dd>
            <dt>{"R, Ctrl+Y"}</dt><dd>{"Redo"}</dd>
            <dt>{"Space, N"}</dt><dd>{"Let the bot take one step (Step speed)"}</dd>
            <dt>{"P"}</dt><dd>{"Pause or resume the bots"}</dd>
            <dt>{"S / I"}</dt><dd>{"Bots at Step / Instant speed"}</dd>
            <dt>{"Esc"}</dt><dd>{"Close the open sheet"}</dd>
            <dt>{"?"}</dt><dd>{"Help: the rules, the tour and these keys"}</dd>
        </dl>
    }
}

//! Valeria board (being written).

use yew::prelude::*;

use super::board::BoardProps;

/// The Valeria board.
#[component]
pub fn ValeriaBoard(props: &BoardProps) -> Html {
    let _ = props;
    html! { <div class="board board--valeria" /> }
}

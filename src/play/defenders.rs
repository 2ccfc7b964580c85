//! Defenders board (being written).

use yew::prelude::*;

use super::board::BoardProps;

/// The Defenders board.
#[component]
pub fn DefendersBoard(props: &BoardProps) -> Html {
    let _ = props;
    html! { <div class="board board--defenders" /> }
}

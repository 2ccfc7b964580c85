//! The end of a game: won or lost, the game's own grading, and what next.

use yew::prelude::*;
use yew_router::prelude::*;

use rampart_engine::GameId;

use super::NewGameQuery;
use crate::app::Route;
use crate::components::Modal;
use rampart_engine::Outcome;

/// Props of [`EndPanel`].
#[derive(Properties, PartialEq)]
pub struct EndPanelProps {
    /// How it ended.
    pub outcome: Outcome,
    /// The game id.
    pub game: GameId,
    /// The seed, for the replay.
    pub seed: u64,
    /// Close the panel to look at the board.
    pub on_close: Callback<()>,
    /// Start the same game again with the same seed.
    pub on_replay: Callback<()>,
}

/// The end panel.
#[component]
pub fn EndPanel(props: &EndPanelProps) -> Html {
    let navigator = use_navigator();
    let won = props.outcome.won();
    let title = if won { "Victory" } else { "Defeat" };
    let new_game = {
        let navigator = navigator.clone();
        let game = props.game.as_str().to_string();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                NewGameQuery::open(navigator, Some(&game));
            }
        })
    };
    let replay = props.on_replay.reform(|_: MouseEvent| ());
    let records = {
        let navigator = navigator.clone();
        let game = props.game;
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                crate::records::RecordsQuery::open(navigator, Some(game));
            }
        })
    };
    html! {
        <Modal title={title} on_close={props.on_close.clone()} testid="end-screen">
            <div class={classes!("end", if won { "end--won" } else { "end--lost" })}>
                <p class="end__summary" data-testid="end-summary">{props.outcome.summary.clone()}</p>
                if let Some(grade) = &props.outcome.grade {
                    <p class="end__grade" data-testid="end-grade">{grade.clone()}</p>
                }
                <p class="muted small">{format!("Seed {} · kept in Records, to watch again step by step", props.seed)}</p>
                <div class="end__actions">
                    <button type="button" class="btn btn--primary" data-testid="replay-seed" onclick={replay}>
                        {"Replay this seed"}
                    </button>
                    <button type="button" class="btn" data-testid="end-new-game" onclick={new_game}>{"New game"}</button>
                    <button type="button" class="btn" data-testid="end-records" onclick={records}>{"Records"}</button>
                    <Link<Route> to={Route::Home} classes="btn btn--ghost">{"Home"}</Link<Route>>
                </div>
            </div>
        </Modal>
    }
}

//! The home screen (the five games, Table mode, saved tables) and the game pages.

mod continue_card;
mod games;
mod saved_tables;

use std::rc::Rc;

use rampart_engine::protocol::GameList;
use serde_json::Value;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::{Route, TopBar};
use crate::backend;
use crate::components::Icon;
use crate::table::{ImportDialog, NewTableQuery};
use games::{and_list, offered, tiles, GameTile};
use saved_tables::SavedTables;

/// The `games` answer, once it has arrived (None before, or if the engine could not answer).
#[hook]
pub fn use_games() -> Option<Rc<GameList>> {
    let games = use_state(|| None::<Rc<GameList>>);
    {
        let games = games.clone();
        use_effect_with((), move |_| {
            spawn_local(async move {
                match backend::call_as::<GameList>("games", Value::Null).await {
                    Ok(answer) => games.set(Some(Rc::new(answer))),
                    Err(error) => crate::util::console_warn(&format!(
                        "Rampart: the game list is not available ({}: {})",
                        error.kind, error.message
                    )),
                }
            });
        });
    }
    (*games).clone()
}

/// The start screen.
#[component]
pub fn HomeScreen() -> Html {
    let navigator = use_navigator();
    let navigator_for_tiles = navigator.clone();
    let games = use_games();
    let stats = crate::records::use_game_stats();
    let tiles = tiles();
    let playable: Vec<String> =
        tiles.iter().filter_map(|tile| offered(tile, games.as_deref()).map(|game| game.name.clone())).collect();
    let playable = if playable.is_empty() { "The games".to_string() } else { and_list(&playable) };
    let new_game = {
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                crate::play::NewGameQuery::open(navigator, None);
            }
        })
    };
    let open_simulate = {
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                navigator.push(&Route::Simulate);
            }
        })
    };
    let open_records = {
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                crate::records::RecordsQuery::open(navigator, None);
            }
        })
    };
    let new_table = Callback::from(move |_: MouseEvent| {
        if let Some(navigator) = &navigator {
            navigator.push(&Route::NewTable);
        }
    });
    let tiles = tiles.iter().map(|tile| {
        let game = offered(tile, games.as_deref());
        let tracker = tile.table_kind.clone().map(|kind| {
            let navigator = navigator_for_tiles.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                if let Some(navigator) = &navigator {
                    NewTableQuery::open(navigator, Some(&kind));
                }
            });
            html! {
                <button type="button" class="btn btn--small tile__action" {onclick}
                    data-testid={format!("track-{}", tile.id)}>
                    <Icon name="table" />{"Tracker"}
                </button>
            }
        });
        let ready = game.is_some();
        let results = tile
            .game
            .and_then(|id| stats.iter().find(|s| s.game == id))
            .and_then(|s| crate::records::results_line(s).map(|line| (s.game, line)))
            .map(|(id, line)| {
                let navigator = navigator_for_tiles.clone();
                let onclick = Callback::from(move |_: MouseEvent| {
                    if let Some(navigator) = &navigator {
                        crate::records::RecordsQuery::open(navigator, Some(id));
                    }
                });
                html! {
                    <button type="button" class="tile__results" {onclick} title="This game's records"
                        data-testid={format!("results-{id}")}>
                        {line}
                    </button>
                }
            });
        let play = game.map(|game| {
            let navigator = navigator_for_tiles.clone();
            let id = game.id;
            let on_play = Callback::from(move |_: MouseEvent| {
                if let Some(navigator) = &navigator {
                    crate::play::NewGameQuery::open(navigator, Some(id.as_str()));
                }
            });
            html! {
                <>
                    <button type="button" class="btn btn--small btn--primary tile__action" onclick={on_play}
                        data-testid={format!("play-{}", game.id)}>
                        {"Play"}
                    </button>
                    <Link<Route> to={Route::Game { id: game.id.to_string() }} classes="btn btn--small tile__action">
                        {"About"}
                    </Link<Route>>
                </>
            }
        });
        html! {
            <li key={tile.id.clone()}>
                <div class="tile"
                    data-testid={format!("tile-{}", tile.id)}>
                    <span class="tile__name">{tile.name.clone()}</span>
                    <span class="tile__tagline">{tile.tagline.clone()}</span>
                    if ready {
                        <span class="badge badge--ready">{"Full game"}</span>
                    }
                    {results.unwrap_or_default()}
                    <div class="tile__actions">
                        {tracker.unwrap_or_default()}
                        {play.unwrap_or_default()}
                    </div>
                </div>
            </li>
        }
    });
    let import = use_state(|| false);
    let open_import = {
        let import = import.clone();
        Callback::from(move |_: MouseEvent| import.set(true))
    };
    let close_import = {
        let import = import.clone();
        Callback::from(move |()| import.set(false))
    };
    html! {
        <div class="screen">
            <TopBar title={html! { <h1 class="brand">{"Rampart"}</h1> }} />
            <main class="content">
                <continue_card::ContinueCard />
                <section class="hero">
                    <div class="hero__text">
                        <h2>{"Play"}</h2>
                        <p>{format!("{playable} with every rule in the app: play against the enemy side, watch the bots, or let the app referee your own dice and cards in Assist mode.")}</p>
                    </div>
                    <div class="hero__actions">
                        <button type="button" class="btn btn--primary btn--big" data-testid="new-game"
                            onclick={new_game}>
                            <Icon name="dice" />
                            {"New game"}
                        </button>
                        <button type="button" class="btn btn--ghost" data-testid="open-records" onclick={open_records}>
                            <Icon name="history" />
                            {"Records"}
                        </button>
                        <button type="button" class="btn btn--ghost" data-testid="open-simulate" onclick={open_simulate}>
                            {"Simulate many games"}
                        </button>
                    </div>
                </section>
                <section class="hero">
                    <div class="hero__text">
                        <h2>{"Table mode"}</h2>
                        <p>{"Trackers for the game on your table: every counter and track of the five games, alerts before a loss, dice, history. Undo anything."}</p>
                    </div>
                    <div class="hero__actions">
                        <button type="button" class="btn btn--big" data-testid="new-table"
                            onclick={new_table}>
                            <Icon name="plus" />
                            {"New table"}
                        </button>
                        <button type="button" class="btn btn--ghost" data-testid="import" onclick={open_import}>
                            <Icon name="upload" />
                            {"Import"}
                        </button>
                    </div>
                </section>
                if *import {
                    <ImportDialog on_close={close_import} />
                }
                <crate::play::SavedGames />
                <SavedTables />
                <section class="panel">
                    <h2 class="panel__title">{"The five games"}</h2>
                    <ul class="tiles">{ for tiles }</ul>
                </section>
            </main>
        </div>
    }
}

/// Props of [`GameScreen`].
#[derive(Properties, PartialEq)]
pub struct GameScreenProps {
    /// The engine's game id.
    pub id: AttrValue,
}

/// One game's page: what the engine says about it and how to track it at the table.
#[component]
pub fn GameScreen(props: &GameScreenProps) -> Html {
    let games = use_games();
    let navigator = use_navigator();
    let tile: Option<GameTile> = tiles().into_iter().find(|tile| tile.id == props.id.as_str());
    let game = tile.as_ref().and_then(|tile| offered(tile, games.as_deref()));
    let name = game.map(|game| game.name.clone()).unwrap_or_else(|| props.id.to_string());
    let kind = tile.as_ref().and_then(|tile| tile.table_kind.clone());
    let play = {
        let navigator = navigator.clone();
        let id = props.id.to_string();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                crate::play::NewGameQuery::open(navigator, Some(&id));
            }
        })
    };
    let track = Callback::from(move |_: MouseEvent| {
        if let Some(navigator) = &navigator {
            NewTableQuery::open(navigator, kind.as_deref());
        }
    });
    html! {
        <div class="screen">
            <TopBar title={html! { <h1>{name.clone()}</h1> }} />
            <main class="content content--narrow">
                <section class="panel">
                    if let Some(tile) = &tile {
                        <p class="lead">{tile.tagline.clone()}</p>
                    }
                    <p class="muted">{"Every card, phase and ending is in the app. Play it against the automated enemy side, watch bots play it, or let the app referee your own copy in Assist mode. Or track a physical game in Table mode."}</p>
                    <div class="hero__actions">
                        <button type="button" class="btn btn--primary" onclick={play} data-testid="about-play">
                            <Icon name="dice" />{"New game"}
                        </button>
                        <button type="button" class="btn" onclick={track}>
                            <Icon name="table" />{"Track it in Table mode"}
                        </button>
                    </div>
                </section>
            </main>
        </div>
    }
}

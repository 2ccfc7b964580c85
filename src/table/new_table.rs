//! The new-table form: kind, name, 1 to 8 players with colours, starting life.

use serde::{Deserialize, Serialize};
use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use super::api::{self, NewPlayer};
use super::colours::{next_colour, ColourPicker};
use super::model::TableKind;
use crate::app::{Route, TopBar};
use crate::components::{use_toaster, Icon};
use crate::home::use_games;

/// The query of the new-table route: `#/table/new?kind=heroes-and-spells` preselects a kind.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NewTableQuery {
    /// A table kind id.
    #[serde(default)]
    pub kind: Option<String>,
}

impl NewTableQuery {
    /// Opens the new-table form, with `kind` chosen if given.
    pub fn open(navigator: &Navigator, kind: Option<&str>) {
        let query = NewTableQuery { kind: kind.map(str::to_string) };
        if navigator.push_with_query(&Route::NewTable, &query).is_err() {
            navigator.push(&Route::NewTable);
        }
    }
}

/// Most players a table can seat.
pub const MAX_PLAYERS: usize = 8;
/// Starting Life Points of a generic table, unless changed.
const DEFAULT_LIFE: i64 = 20;
/// Quick picks for the starting life.
const LIFE_PRESETS: [i64; 4] = [10, 20, 30, 40];

fn default_player(index: usize, taken: &[NewPlayer]) -> NewPlayer {
    NewPlayer {
        name: format!("Player {}", index + 1),
        colour: next_colour(taken.iter().map(|player| player.colour.as_str())).to_string(),
    }
}

/// The players a form starts with: "Player 1" and "Player 2".
fn starting_players() -> Vec<NewPlayer> {
    let mut players = Vec::new();
    for index in 0..2 {
        let player = default_player(index, &players);
        players.push(player);
    }
    players
}

fn table_kinds(games: Option<&serde_json::Value>) -> Vec<TableKind> {
    let listed: Vec<TableKind> = games
        .and_then(|games| games.get("table_kinds"))
        .and_then(|kinds| serde_json::from_value(kinds.clone()).ok())
        .unwrap_or_default();
    if listed.is_empty() {
        super::model::builtin_kinds()
    } else {
        listed
    }
}

/// The new-table form.
#[component]
pub fn NewTableScreen() -> Html {
    let navigator = use_navigator();
    let toaster = use_toaster();
    let games = use_games();
    let kinds = table_kinds(games.as_ref());
    let location = use_location();
    let kind = use_state(|| {
        location
            .and_then(|location| location.query::<NewTableQuery>().ok())
            .and_then(|query| query.kind)
            .unwrap_or_else(|| "generic".to_string())
    });
    let name = use_state(String::new);
    let players = use_state(starting_players);
    let life = use_state(|| DEFAULT_LIFE.to_string());
    let open_picker = use_state(|| None::<usize>);
    let busy = use_state(|| false);

    let kind_buttons = kinds.iter().map(|option| {
        let selected = *kind == option.id;
        let onclick = {
            let kind = kind.clone();
            let id = option.id.clone();
            Callback::from(move |_: MouseEvent| kind.set(id.clone()))
        };
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()}
                class={classes!("choice", selected.then_some("choice--on"))}
                data-testid={format!("kind-{}", option.id)} {onclick}>
                <span class="choice__name">{option.name.clone()}</span>
                <span class="choice__text">{option.description.clone()}</span>
            </button>
        }
    });

    let player_rows = players.iter().enumerate().map(|(index, player)| {
        let oninput = {
            let players = players.clone();
            Callback::from(move |event: InputEvent| {
                let mut next = (*players).clone();
                next[index].name = event.target_unchecked_into::<HtmlInputElement>().value();
                players.set(next);
            })
        };
        let on_pick = {
            let players = players.clone();
            let open_picker = open_picker.clone();
            Callback::from(move |colour: String| {
                let mut next = (*players).clone();
                next[index].colour = colour;
                players.set(next);
                open_picker.set(None);
            })
        };
        let toggle_picker = {
            let open_picker = open_picker.clone();
            Callback::from(move |_: MouseEvent| {
                open_picker.set(if *open_picker == Some(index) { None } else { Some(index) });
            })
        };
        let remove = {
            let players = players.clone();
            let open_picker = open_picker.clone();
            Callback::from(move |_: MouseEvent| {
                let mut next = (*players).clone();
                next.remove(index);
                players.set(next);
                open_picker.set(None);
            })
        };
        let picking = *open_picker == Some(index);
        html! {
            <li class="player-row" style={format!("--player: {}", player.colour)}>
                <div class="player-row__main">
                    <button type="button" class="colour-chip" onclick={toggle_picker}
                        aria-expanded={picking.to_string()}
                        aria-label={format!("Colour of player {}", index + 1)}
                        data-testid={format!("player-colour-{index}")}>
                        <span class="colour-chip__dot" />
                    </button>
                    <input class="input" type="text" maxlength="40" value={player.name.clone()} {oninput}
                        aria-label={format!("Name of player {}", index + 1)}
                        placeholder={format!("Player {}", index + 1)}
                        data-testid={format!("player-name-{index}")} />
                    <button type="button" class="icon-btn icon-btn--danger" onclick={remove}
                        disabled={players.len() <= 1}
                        aria-label={format!("Remove player {}", index + 1)}
                        data-testid={format!("remove-player-{index}")}>
                        <Icon name="close" />
                    </button>
                </div>
                if picking {
                    <ColourPicker value={player.colour.clone()} {on_pick}
                        label={format!("Colour of player {}", index + 1)}
                        testid={format!("colour-{index}")} />
                }
            </li>
        }
    });

    let add_player = {
        let players = players.clone();
        Callback::from(move |_: MouseEvent| {
            if players.len() < MAX_PLAYERS {
                let mut next = (*players).clone();
                next.push(default_player(next.len(), &next));
                players.set(next);
            }
        })
    };

    let chosen_kind = kinds.iter().find(|option| option.id == *kind);
    let min_players = chosen_kind.map_or(1, |option| option.min_players);
    let max_players = chosen_kind.map_or(MAX_PLAYERS, |option| option.max_players).min(MAX_PLAYERS);
    let generic = *kind == "generic";
    let life_value = life.trim().parse::<i64>().ok().filter(|life| *life > 0);
    let life_input = {
        let life = life.clone();
        Callback::from(move |event: InputEvent| {
            life.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let presets = LIFE_PRESETS.iter().map(|&preset| {
        let life = life.clone();
        let selected = life_value == Some(preset);
        let onclick = Callback::from(move |_: MouseEvent| life.set(preset.to_string()));
        html! {
            <button type="button" class={classes!("chip", selected.then_some("chip--on"))} {onclick}>
                {preset}
            </button>
        }
    });

    let player_count_ok = (min_players..=max_players).contains(&players.len());
    let can_start = !*busy && player_count_ok && (!generic || life_value.is_some());
    let onsubmit = {
        let players = players.clone();
        let kind = kind.clone();
        let name = name.clone();
        let busy = busy.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if *busy {
                return;
            }
            let chosen: Vec<NewPlayer> = players
                .iter()
                .enumerate()
                .map(|(index, player)| NewPlayer {
                    name: match player.name.trim() {
                        "" => format!("Player {}", index + 1),
                        name => name.to_string(),
                    },
                    colour: player.colour.clone(),
                })
                .collect();
            let kind = (*kind).clone();
            let table_name = name.trim().to_string();
            let life = if kind == "generic" { life_value } else { None };
            let navigator = navigator.clone();
            let toaster = toaster.clone();
            let busy = busy.clone();
            busy.set(true);
            spawn_local(async move {
                let name = (!table_name.is_empty()).then_some(table_name.as_str());
                match api::create(&kind, name, &chosen, life).await {
                    Ok(view) => {
                        if let Some(navigator) = &navigator {
                            navigator.push(&Route::Table { id: view.table });
                        }
                    }
                    Err(error) => {
                        busy.set(false);
                        toaster.error(error.message);
                    }
                }
            });
        })
    };
    let name_input = {
        let name = name.clone();
        Callback::from(move |event: InputEvent| {
            name.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };

    html! {
        <div class="screen">
            <TopBar title={html! { <h1>{"New table"}</h1> }} />
            <main class="content content--narrow">
                <form class="form" {onsubmit}>
                    <section class="panel">
                        <h2 class="panel__title">{"Game"}</h2>
                        <div class="choices" role="radiogroup" aria-label="Table kind">{ for kind_buttons }</div>
                        <label class="field">
                            <span class="field__label">{"Table name (optional)"}</span>
                            <input class="input" type="text" maxlength="40" value={(*name).clone()}
                                oninput={name_input} placeholder="Friday night" data-testid="table-name" />
                        </label>
                    </section>
                    <section class="panel">
                        <h2 class="panel__title">
                            {"Players"}<span class="count">{format!("{} / {max_players}", players.len())}</span>
                        </h2>
                        <ul class="player-rows">{ for player_rows }</ul>
                        <button type="button" class="btn btn--ghost btn--wide" data-testid="add-player"
                            onclick={add_player} disabled={players.len() >= max_players}>
                            <Icon name="user-plus" />{"Add player"}
                        </button>
                        if !player_count_ok {
                            <p class="hint" data-testid="player-count-hint">
                                {format!("This game takes {min_players} to {max_players} players.")}
                            </p>
                        }
                    </section>
                    if generic {
                        <section class="panel">
                            <h2 class="panel__title">{"Starting Life Points"}</h2>
                            <div class="life-pick">
                                <input class="input input--number" type="number" min="1" max="999"
                                    inputmode="numeric" value={(*life).clone()} oninput={life_input}
                                    aria-label="Starting Life Points" data-testid="starting-life" />
                                <div class="chips">{ for presets }</div>
                            </div>
                        </section>
                    }
                    <button type="submit" class="btn btn--primary btn--big btn--wide" data-testid="start-table"
                        disabled={!can_start}>
                        {if *busy { "Starting…" } else { "Start table" }}
                    </button>
                </form>
            </main>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_starts_with_two_players_in_different_colours() {
        let players = starting_players();
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].name, "Player 1");
        assert_eq!(players[1].name, "Player 2");
        assert_ne!(players[0].colour, players[1].colour);
    }
}

//! The new-table form: kind, name, 1 to 8 players with colours; for the generic table a template
//! (life counters, a score sheet, a round counter) and, for life counters, the starting life.

use rampart_engine::GenericTemplate;
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

/// The Exiled's two sides, in seat order. rulebook: the Attacker and the Defender.
const EXILED_SIDES: [&str; 2] = ["Attacker", "Defender"];

/// The name a seat gets by default at a table of `kind`: "Wizard 2", or the Exiled's sides.
fn default_name(kind: Option<&TableKind>, index: usize) -> String {
    match kind {
        Some(kind) if kind.id == "exiled" && index < EXILED_SIDES.len() => EXILED_SIDES[index].to_string(),
        Some(kind) => format!("{} {}", kind.player_word, index + 1),
        None => format!("Player {}", index + 1),
    }
}

/// Whether a name is one the form gave ("Hero 2", "Defender"), so changing the game may rename it.
fn is_default_name(name: &str) -> bool {
    let name = name.trim();
    name.is_empty()
        || EXILED_SIDES.contains(&name)
        || name.rsplit_once(' ').is_some_and(|(word, number)| {
            !word.is_empty() && word.chars().all(char::is_alphabetic) && number.parse::<usize>().is_ok_and(|n| n >= 1)
        })
}

fn default_player(kind: Option<&TableKind>, index: usize, taken: &[NewPlayer]) -> NewPlayer {
    NewPlayer {
        name: default_name(kind, index),
        colour: next_colour(taken.iter().map(|player| player.colour.as_str())).to_string(),
    }
}

/// The players fitted to a kind: as many as it takes (at least its minimum and two when it
/// allows, at most its maximum), default names in its words, typed names kept.
fn fit_players(players: &[NewPlayer], kind: Option<&TableKind>) -> Vec<NewPlayer> {
    let (min, max) = kind.map_or((1, MAX_PLAYERS), |k| (k.min_players.max(1), k.max_players.min(MAX_PLAYERS)));
    let wanted = players.len().max(min).min(max);
    let mut out: Vec<NewPlayer> = players.iter().take(wanted).cloned().collect();
    for (index, player) in out.iter_mut().enumerate() {
        if is_default_name(&player.name) {
            player.name = default_name(kind, index);
        }
    }
    while out.len() < wanted {
        let player = default_player(kind, out.len(), &out);
        out.push(player);
    }
    out
}

/// The players a form starts with: two (or as many as the game needs) with default names.
fn starting_players(kind: Option<&TableKind>) -> Vec<NewPlayer> {
    let mut players = Vec::new();
    for index in 0..2 {
        let player = default_player(kind, index, &players);
        players.push(player);
    }
    fit_players(&players, kind)
}

/// What a new table of `kind` asks for besides its players: the starting life and the template.
/// Only the generic table takes a template, and only its life template a starting life.
fn start_options(kind: &str, template: GenericTemplate, life: Option<i64>) -> (Option<i64>, Option<GenericTemplate>) {
    if kind != "generic" {
        return (None, None);
    }
    (life.filter(|_| template.takes_life()), Some(template))
}

fn table_kinds(games: Option<&rampart_engine::protocol::GameList>) -> Vec<TableKind> {
    let listed: Vec<TableKind> = games.map(|games| games.table_kinds.clone()).unwrap_or_default();
    let mut kinds = if listed.is_empty() { super::model::builtin_kinds() } else { listed };
    // The five games first, then "Any game".
    kinds.sort_by_key(|kind| kind.id == "generic");
    kinds
}

/// The new-table form.
#[component]
pub fn NewTableScreen() -> Html {
    let navigator = use_navigator();
    let toaster = use_toaster();
    let games = use_games();
    let kinds = table_kinds(games.as_deref());
    let location = use_location();
    let kind = use_state(|| {
        location
            .and_then(|location| location.query::<NewTableQuery>().ok())
            .and_then(|query| query.kind)
            .unwrap_or_else(|| "generic".to_string())
    });
    let name = use_state(String::new);
    let players = {
        let chosen = kinds.iter().find(|option| option.id == *kind).cloned();
        use_state(move || starting_players(chosen.as_ref()))
    };
    let life = use_state(|| DEFAULT_LIFE.to_string());
    let template = use_state(GenericTemplate::default);
    let open_picker = use_state(|| None::<usize>);
    let busy = use_state(|| false);

    let kind_buttons = kinds.iter().map(|option| {
        let selected = *kind == option.id;
        let onclick = {
            let kind = kind.clone();
            let players = players.clone();
            let option = option.clone();
            Callback::from(move |_: MouseEvent| {
                players.set(fit_players(&players, Some(&option)));
                kind.set(option.id.clone());
            })
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

    let chosen_kind = kinds.iter().find(|option| option.id == *kind);
    let word = chosen_kind.map_or_else(|| "Player".to_string(), |k| k.player_word.clone());
    let min_players = chosen_kind.map_or(1, |option| option.min_players);
    let max_players = chosen_kind.map_or(MAX_PLAYERS, |option| option.max_players).min(MAX_PLAYERS);
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
                        aria-label={format!("Name of {} {}", word.to_lowercase(), index + 1)}
                        placeholder={default_name(chosen_kind, index)}
                        data-testid={format!("player-name-{index}")} />
                    <button type="button" class="icon-btn icon-btn--danger" onclick={remove}
                        disabled={players.len() <= min_players.max(1)}
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
        let chosen = chosen_kind.cloned();
        Callback::from(move |_: MouseEvent| {
            if players.len() < MAX_PLAYERS {
                let mut next = (*players).clone();
                next.push(default_player(chosen.as_ref(), next.len(), &next));
                players.set(next);
            }
        })
    };
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

    let template_buttons = GenericTemplate::ALL.iter().map(|&option| {
        let selected = *template == option;
        let onclick = {
            let template = template.clone();
            Callback::from(move |_: MouseEvent| template.set(option))
        };
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()}
                class={classes!("segment", selected.then_some("segment--on"))}
                data-testid={format!("template-{}", option.id())} {onclick}>
                {option.name()}
                <span class="muted small">{option.description()}</span>
            </button>
        }
    });
    let takes_life = generic && template.takes_life();

    let player_count_ok = (min_players..=max_players).contains(&players.len());
    let can_start = !*busy && player_count_ok && (!takes_life || life_value.is_some());
    let onsubmit = {
        let chosen = chosen_kind.cloned();
        let players = players.clone();
        let kind = kind.clone();
        let name = name.clone();
        let busy = busy.clone();
        let template = *template;
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
                        "" => default_name(chosen.as_ref(), index),
                        name => name.to_string(),
                    },
                    colour: player.colour.clone(),
                })
                .collect();
            let kind = (*kind).clone();
            let table_name = name.trim().to_string();
            let (life, template) = start_options(&kind, template, life_value);
            let navigator = navigator.clone();
            let toaster = toaster.clone();
            let busy = busy.clone();
            busy.set(true);
            spawn_local(async move {
                let name = (!table_name.is_empty()).then_some(table_name.as_str());
                match api::create(&kind, name, &chosen, life, template).await {
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
                            {format!("{word}s")}<span class="count">{format!("{} / {max_players}", players.len())}</span>
                        </h2>
                        <ul class="player-rows">{ for player_rows }</ul>
                        <button type="button" class="btn btn--ghost btn--wide" data-testid="add-player"
                            onclick={add_player} disabled={players.len() >= max_players}>
                            <Icon name="user-plus" />{format!("Add {}", word.to_lowercase())}
                        </button>
                        if !player_count_ok {
                            <p class="hint" data-testid="player-count-hint">
                                {if min_players == max_players {
                                    format!("This game takes {min_players} {}s.", word.to_lowercase())
                                } else {
                                    format!("This game takes {min_players} to {max_players} {}s.", word.to_lowercase())
                                }}
                            </p>
                        }
                    </section>
                    if generic {
                        <section class="panel">
                            <h2 class="panel__title">{"Template"}</h2>
                            <div class="segments" role="radiogroup" aria-label="Template" data-testid="template-picker">
                                { for template_buttons }
                            </div>
                        </section>
                    }
                    if takes_life {
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

    fn kind(id: &str) -> TableKind {
        super::super::model::builtin_kinds().into_iter().find(|k| k.id == id).unwrap()
    }

    #[test]
    fn players_fit_the_chosen_game() {
        let exiled = kind("exiled");
        let mut generic = kind("generic");
        generic.min_players = 1;
        let players = starting_players(Some(&generic));
        assert_eq!(players.len(), 2);
        let mut typed = players.clone();
        typed[0].name = "Ann".into();
        let fitted = fit_players(&typed, Some(&exiled));
        let names: Vec<&str> = fitted.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names[0], "Ann", "a typed name is kept");
        assert_eq!(fitted.len(), exiled.min_players.max(2).min(exiled.max_players));
        let mut wizards = kind("generic");
        wizards.player_word = "Wizard".into();
        wizards.min_players = 3;
        wizards.max_players = 5;
        let names: Vec<String> = fit_players(&players, Some(&wizards)).into_iter().map(|p| p.name).collect();
        assert_eq!(names, ["Wizard 1", "Wizard 2", "Wizard 3"]);
        let mut solo = wizards.clone();
        solo.min_players = 1;
        solo.max_players = 1;
        assert_eq!(fit_players(&players, Some(&solo)).len(), 1);
        assert!(is_default_name("Hero 12") && is_default_name("Defender") && !is_default_name("Hero"));
        assert!(!is_default_name("Ann") && !is_default_name("Sir Bors"));
    }

    #[test]
    fn the_exiled_sides_are_named() {
        let mut exiled = kind("exiled");
        exiled.min_players = 2;
        exiled.max_players = 2;
        let names: Vec<String> = starting_players(Some(&exiled)).into_iter().map(|p| p.name).collect();
        assert_eq!(names, ["Attacker", "Defender"]);
    }

    #[test]
    fn only_the_generic_table_takes_a_template_and_only_life_a_starting_life() {
        let life = GenericTemplate::Life;
        let score = GenericTemplate::ScoreSheet;
        assert_eq!(start_options("generic", life, Some(30)), (Some(30), Some(life)));
        assert_eq!(start_options("generic", score, Some(30)), (None, Some(score)), "no life with a score sheet");
        assert_eq!(start_options("generic", GenericTemplate::Rounds, None), (None, Some(GenericTemplate::Rounds)));
        assert_eq!(start_options("valeria", score, Some(30)), (None, None), "a game's tracker takes neither");
        let ids: Vec<&str> = GenericTemplate::ALL.iter().map(|t| t.id()).collect();
        assert_eq!(ids, ["life", "score_sheet", "rounds"], "the picker's test ids and the protocol's names");
        for template in GenericTemplate::ALL {
            assert_eq!(serde_json::to_value(template).unwrap(), template.id(), "the request sends the id");
        }
    }

    #[test]
    fn a_form_starts_with_two_players_in_different_colours() {
        let players = starting_players(None);
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].name, "Player 1");
        assert_eq!(players[1].name, "Player 2");
        assert_ne!(players[0].colour, players[1].colour);
    }
}

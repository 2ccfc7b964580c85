//! The new-game form: the game, the mode, who fills each seat (and the bots' level), the game's
//! own options and the seed.
//!
//! The games and their options come from the engine's `games` answer (each game's
//! [`GameInfo`]): the number of seats, a choice per seat (Defenders' heroes), switches (the
//! variants), numbers and sets are drawn from their specs, so nothing here names a game, a hero
//! or a variant.

use std::rc::Rc;

use rampart_engine::{BotKind, Choice, GameId, GameInfo, OptionKind, OptionSpec, BOT_KINDS};
use serde_json::{json, Map, Value};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;
use yew_router::prelude::*;

use super::board::has_board;
use super::{api, NewGameQuery};
use crate::app::{Route, TopBar};
use crate::components::{use_toaster, Icon};
use rampart_engine::protocol::{Mode, SeatKind};

/// The largest seed a JavaScript number holds exactly (the seed travels through JSON in JS).
const MAX_SEED: u64 = (1 << 53) - 1;

/// The bot levels a seat can have, as (control value, label): the engine's searching levels
/// (ISMCTS, see docs/bots.md) weakest first, then its instant heuristic bot and the random one.
fn levels() -> Vec<(String, String)> {
    let searching = BOT_KINDS.into_iter().filter(|kind| kind.level().is_some());
    let instant = BOT_KINDS.into_iter().filter(|kind| kind.level().is_none()).rev();
    searching
        .chain(instant)
        .map(|kind| {
            let note = match kind {
                BotKind::Expert => " (slow)",
                BotKind::Heuristic => " (heuristic)",
                _ => "",
            };
            (format!("bot:{}", kind.name()), format!("Bot: {}{note}", kind.label()))
        })
        .collect()
}

/// Integer options with at most this many values are chips; wider ones a number field.
const MOST_CHIPS: i64 = 10;

/// What the form holds.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Form {
    /// The chosen game.
    pub(crate) info: Rc<GameInfo>,
    mode: String,
    players: usize,
    seats: Vec<String>,
    /// Every option but the number of seats, by key, as the config holds it.
    values: Map<String, Value>,
    seed: String,
}

impl Form {
    /// The seats and the mode as the engine's types (the form's controls hold their wire names).
    fn typed(&self) -> Result<(Vec<SeatKind>, Mode), String> {
        let seats = self
            .seats
            .iter()
            .map(|seat| serde_json::from_value(Value::from(seat.as_str())).map_err(|e| e.to_string()))
            .collect::<Result<Vec<SeatKind>, String>>()?;
        let mode = serde_json::from_value(Value::from(self.mode.as_str())).map_err(|e| e.to_string())?;
        Ok((seats, mode))
    }

    pub(crate) fn new(info: Rc<GameInfo>) -> Form {
        let players = info
            .seats_option()
            .and_then(|o| o.default.as_u64())
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(usize::from(info.min_seats));
        let values = info.options.iter().filter(|o| !is_seats(o)).map(|o| (o.key.clone(), o.default.clone())).collect();
        let mut form = Form { info, mode: "play".into(), players, seats: Vec::new(), values, seed: String::new() };
        form.reseat();
        form
    }

    /// Seats for the mode: Play has one person and bots for the other seats, Watch only bots,
    /// Assist only people. A choice per seat keeps one entry per seat.
    fn reseat(&mut self) {
        self.seats = (0..self.players)
            .map(|i| match self.mode.as_str() {
                "watch" => "bot:heuristic".to_string(),
                "assist" => "human".to_string(),
                _ if i == 0 => "human".to_string(),
                _ => "bot:heuristic".to_string(),
            })
            .collect();
        for option in &self.info.options {
            if matches!(option.kind, OptionKind::PerSeatChoice { .. }) {
                let list = self.per_seat(&option.key);
                self.values.insert(option.key.clone(), Value::Array(list));
            }
        }
    }

    /// A per-seat option's entries, one per seat (`null`: left to the game).
    fn per_seat(&self, key: &str) -> Vec<Value> {
        let mut list = self.values.get(key).and_then(Value::as_array).cloned().unwrap_or_default();
        list.resize(self.players, Value::Null);
        list
    }

    /// The config to start the game with: every option, the seats option set to the number of
    /// seats, and each per-seat option with one entry per seat.
    pub(crate) fn config(&self) -> Value {
        let mut config = self.values.clone();
        for option in &self.info.options {
            match option.kind {
                OptionKind::Seats { .. } => {
                    config.insert(option.key.clone(), json!(self.players));
                }
                OptionKind::PerSeatChoice { .. } => {
                    config.insert(option.key.clone(), Value::Array(self.per_seat(&option.key)));
                }
                _ => {}
            }
        }
        Value::Object(config)
    }

    /// The seed typed in: `Ok(None)` for a random one.
    fn seed(&self) -> Result<Option<u64>, String> {
        let text = self.seed.trim();
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<u64>() {
            Ok(seed) if seed <= MAX_SEED => Ok(Some(seed)),
            _ => Err(format!("The seed is a whole number from 0 to {MAX_SEED}.")),
        }
    }

    /// Two seats with the same choice where each may be taken once: what to say.
    fn duplicate(&self) -> Option<String> {
        self.info.options.iter().find_map(|option| {
            let OptionKind::PerSeatChoice { choices, distinct: true, .. } = &option.kind else { return None };
            let chosen: Vec<Value> = self.per_seat(&option.key).into_iter().filter(|v| !v.is_null()).collect();
            let twice = chosen.iter().enumerate().find(|(i, v)| chosen[..*i].contains(v)).map(|(_, v)| v)?;
            Some(format!(
                "Two seats chose the {}: each {} is played once.",
                label_of(choices, twice),
                option.label.to_lowercase()
            ))
        })
    }

    /// The name of seat `i` ("Defender" in a game for one, else "Hero 2").
    fn seat_label(&self, i: usize) -> String {
        if self.info.max_seats == 1 {
            self.info.seat_name.clone()
        } else {
            format!("{} {}", self.info.seat_name, i + 1)
        }
    }
}

fn is_seats(option: &OptionSpec) -> bool {
    matches!(option.kind, OptionKind::Seats { .. })
}

/// A choice's label, or the value itself for one the list does not hold.
fn label_of(choices: &[Choice], value: &Value) -> String {
    choices.iter().find(|c| c.value == *value).map_or_else(|| value_text(value), |c| c.label.clone())
}

/// A value as a form field holds it: a string as itself, anything else as JSON.
fn value_text(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_string)
}

/// A label as a test id: "Heroes" → "heroes".
fn slug(label: &str) -> String {
    label.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect()
}

/// The games to offer: the playable games of the `games` answer that have a board here.
pub(crate) fn playable(list: &rampart_engine::protocol::GameList) -> Vec<Rc<GameInfo>> {
    list.games.iter().filter(|g| has_board(g.id)).cloned().map(Rc::new).collect()
}

/// The new-game screen: waits for the engine's game list, then shows the form.
#[component]
pub fn NewGameScreen() -> Html {
    let location = use_location();
    let asked = location.and_then(|l| l.query::<NewGameQuery>().ok()).and_then(|q| q.game);
    let list = crate::home::use_games();
    let body = match list.as_deref().map(playable) {
        None => html! { <p class="muted" data-testid="new-game-loading">{"Loading the games…"}</p> },
        Some(games) if games.is_empty() => html! { <p class="muted">{"No game can be played here yet."}</p> },
        Some(games) => {
            let first = asked
                .as_deref()
                .and_then(|game| game.parse::<GameId>().ok())
                .filter(|id| games.iter().any(|g| g.id == *id))
                .unwrap_or(games[0].id);
            html! { <NewGameForm games={Rc::new(games)} {first} /> }
        }
    };
    html! {
        <div class="screen">
            <TopBar title={html! { <h1>{"New game"}</h1> }} />
            <main class="content content--narrow">{body}</main>
        </div>
    }
}

/// Props of [`NewGameForm`].
#[derive(Properties, PartialEq)]
struct NewGameFormProps {
    /// The games to offer, in menu order.
    games: Rc<Vec<Rc<GameInfo>>>,
    /// The game chosen at first.
    first: GameId,
}

/// The form itself.
#[component]
fn NewGameForm(props: &NewGameFormProps) -> Html {
    let navigator = use_navigator();
    let toaster = use_toaster();
    let form = {
        let info = props.games.iter().find(|g| g.id == props.first).unwrap_or(&props.games[0]).clone();
        use_state(move || Form::new(info))
    };
    let starting = use_state(|| false);
    let game_buttons = props.games.iter().map(|info| {
        let on = form.info.id == info.id;
        let form = form.clone();
        let id = info.id;
        let info = info.clone();
        let name = info.name.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = Form::new(info.clone());
            next.mode = form.mode.clone();
            next.seed = form.seed.clone();
            next.reseat();
            form.set(next);
        });
        html! {
            <button type="button" class={classes!("segment", on.then_some("segment--on"))} aria-pressed={on.to_string()}
                data-testid={format!("pick-game-{id}")} {onclick}>{name}</button>
        }
    });
    let mode_buttons = [
        ("play", "Play", "You decide, the app runs the enemy and rolls."),
        ("watch", "Watch", "Bots play every seat."),
        ("assist", "Assist", "Your own dice and cards: type in what came up."),
    ]
    .into_iter()
    .map(|(key, name, note)| {
        let on = form.mode == key;
        let form = form.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = (*form).clone();
            next.mode = key.to_string();
            next.reseat();
            form.set(next);
        });
        html! {
            <button type="button" class={classes!("segment", on.then_some("segment--on"))} aria-pressed={on.to_string()}
                data-testid={format!("mode-{key}")} title={note} {onclick}>{name}</button>
        }
    });
    let mode_note = match form.mode.as_str() {
        "watch" => "Bots play every seat; you set the speed.",
        "assist" => "You roll your own dice and draw your own cards, and tell the app what came up. It does the rest and says what to do on the table.",
        _ => "You decide; the app runs the enemy side, rolls the dice and draws the cards.",
    };

    let players = form.info.seats_option().map(|option| seats_field(&form, option)).unwrap_or_default();
    let seat_rows = (0..form.players).map(|i| seat_row(&form, i));
    let switches: Vec<Html> = form
        .info
        .options
        .iter()
        .filter(|o| o.kind == OptionKind::Bool)
        .map(|option| switch_row(&form, option))
        .collect();
    let others = form.info.options.iter().map(|option| other_field(&form, option));

    let on_seed = {
        let form = form.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let mut next = (*form).clone();
            next.seed = input.value();
            form.set(next);
        })
    };
    let seed_error = form.seed().err();
    let choice_error = form.duplicate();
    let start = {
        let form = form.clone();
        let starting = starting.clone();
        let navigator = navigator.clone();
        let toaster = toaster.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Ok(seed) = form.seed() else { return };
            if form.duplicate().is_some() || *starting {
                return;
            }
            starting.set(true);
            let form = (*form).clone();
            let navigator = navigator.clone();
            let toaster = toaster.clone();
            let starting = starting.clone();
            spawn_local(async move {
                let (seats, mode) = match form.typed() {
                    Ok(typed) => typed,
                    Err(error) => {
                        toaster.error(error);
                        starting.set(false);
                        return;
                    }
                };
                match api::new_game(form.info.id, form.config(), seed, &seats, mode).await {
                    Ok(view) => {
                        if let Some(navigator) = &navigator {
                            navigator.push(&Route::Play { id: view.session });
                        }
                    }
                    Err(error) => {
                        toaster.error(error.message);
                        starting.set(false);
                    }
                }
            });
        })
    };

    html! {
        <form class="form panel" onsubmit={start} data-testid="new-game-form">
            <div class="field">
                <span class="field__label">{"Game"}</span>
                <div class="segments segments--wrap">{ for game_buttons }</div>
            </div>
            <div class="field">
                <span class="field__label">{"Mode"}</span>
                <div class="segments">{ for mode_buttons }</div>
                <p class="muted small">{mode_note}</p>
            </div>
            {players}
            <div class="field">
                <span class="field__label">{"Seats"}</span>
                { for seat_rows }
            </div>
            if !switches.is_empty() {
                <div class="field">
                    <span class="field__label">{"Variants"}</span>
                    { for switches }
                </div>
            }
            { for others }
            <label class="field">
                <span class="field__label">{"Seed (optional: the same seed deals the same game)"}</span>
                <input class="input" inputmode="numeric" placeholder="Random" data-testid="seed"
                    value={form.seed.clone()} oninput={on_seed} />
            </label>
            if let Some(error) = seed_error.clone().or(choice_error.clone()) {
                <p class="form-error" role="alert" data-testid="form-error">{error}</p>
            }
            <button type="submit" class="btn btn--primary btn--big" data-testid="start-game"
                disabled={seed_error.is_some() || choice_error.is_some() || *starting}>
                <Icon name="check" />{"Start"}
            </button>
        </form>
    }
}

/// The number of seats, as chips.
pub(crate) fn seats_field(form: &UseStateHandle<Form>, option: &OptionSpec) -> Html {
    let OptionKind::Seats { min, max } = option.kind else { return html! {} };
    let stem = slug(&option.label);
    let buttons = (usize::from(min)..=usize::from(max)).map(|n| {
        let on = form.players == n;
        let form = form.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = (*form).clone();
            next.players = n;
            next.reseat();
            form.set(next);
        });
        html! {
            <button type="button" class={classes!("chip", on.then_some("chip--on"))} aria-pressed={on.to_string()}
                data-testid={format!("{stem}-{n}")} {onclick}>{n}</button>
        }
    });
    html! {
        <div class="field">
            <span class="field__label">{option.label.clone()}</span>
            <div class="chips">{ for buttons }</div>
        </div>
    }
}

/// Seat `i`: its name, its choices (a hero), and who fills it.
fn seat_row(form: &UseStateHandle<Form>, i: usize) -> Html {
    let seat_value = form.seats.get(i).cloned().unwrap_or_default();
    let on_seat = {
        let form = form.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            let mut next = (*form).clone();
            if let Some(seat) = next.seats.get_mut(i) {
                *seat = select.value();
            }
            form.set(next);
        })
    };
    let watch = form.mode == "watch";
    let label = form.seat_label(i);
    let choices = form.info.options.iter().map(|option| {
        let OptionKind::PerSeatChoice { choices, unset, .. } = &option.kind else { return html! {} };
        let current = form.per_seat(&option.key).get(i).cloned().unwrap_or(Value::Null);
        let on_change = {
            let form = form.clone();
            let key = option.key.clone();
            let choices = choices.clone();
            Callback::from(move |event: Event| {
                let select: HtmlSelectElement = event.target_unchecked_into();
                let text = select.value();
                let value =
                    choices.iter().find(|c| value_text(&c.value) == text).map_or(Value::Null, |c| c.value.clone());
                let mut next = (*form).clone();
                let mut list = next.per_seat(&key);
                list[i] = value;
                next.values.insert(key.clone(), Value::Array(list));
                form.set(next);
            })
        };
        html! {
            <select class="input" aria-label={format!("{} for {label}", option.label)} onchange={on_change}
                data-testid={format!("{}-{i}", slug(&option.label))}>
                if let Some(unset) = unset {
                    <option value="" selected={current.is_null()}>{unset.clone()}</option>
                }
                { for choices.iter().map(|c| html! {
                    <option value={value_text(&c.value)} selected={current == c.value}>{c.label.clone()}</option>
                }) }
            </select>
        }
    });
    html! {
        <div class="seat-row" data-testid={format!("seat-{i}")}>
            <span class="seat-row__name">{label.clone()}</span>
            { for choices }
            <select class="input" aria-label={format!("Seat {} player", i + 1)} onchange={on_seat}
                data-testid={format!("seat-kind-{i}")}>
                if !watch {
                    <option value="human" selected={seat_value == "human"}>{"Person"}</option>
                }
                { for levels().into_iter().map(|(key, name)| { let selected = seat_value == key; html! { <option value={key} {selected}>{name}</option> } }) }
            </select>
        </div>
    }
}

/// An on/off option, as a switch.
pub(crate) fn switch_row(form: &UseStateHandle<Form>, option: &OptionSpec) -> Html {
    let on = form.values.get(&option.key).and_then(Value::as_bool).unwrap_or(false);
    let key = option.key.clone();
    let onclick = {
        let form = form.clone();
        let key = key.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*form).clone();
            next.values.insert(key.clone(), json!(!on));
            form.set(next);
        })
    };
    html! {
        <div class="menu-row" title={option.source.clone()}>
            <span>{option.label.clone()}<br/><span class="muted small">{option.note.clone()}</span></span>
            <button type="button" role="switch" aria-checked={on.to_string()} aria-label={option.label.clone()}
                data-testid={format!("variant-{key}")} class={classes!("switch", on.then_some("switch--on"))} {onclick}>
                <span class="switch__knob" />
            </button>
        </div>
    }
}

/// Sets option `key` to `value` (through `f`, from the form as it is).
fn set_value(form: &UseStateHandle<Form>, key: &str, f: impl Fn(&Form) -> Value + 'static) -> Callback<MouseEvent> {
    let form = form.clone();
    let key = key.to_string();
    Callback::from(move |_: MouseEvent| {
        let mut next = (*form).clone();
        let value = f(&next);
        next.values.insert(key.clone(), value);
        form.set(next);
    })
}

/// A number, one of a list, or a set: the options that are neither seats nor switches.
pub(crate) fn other_field(form: &UseStateHandle<Form>, option: &OptionSpec) -> Html {
    let key = &option.key;
    let current = form.values.get(key).cloned().unwrap_or(Value::Null);
    let note = (!option.note.is_empty()).then(|| html! { <p class="muted small">{option.note.clone()}</p> });
    match &option.kind {
        OptionKind::Seats { .. } | OptionKind::Bool | OptionKind::PerSeatChoice { .. } => html! {},
        OptionKind::Int { min, max } if max - min <= MOST_CHIPS => {
            let chips = (*min..=*max).map(|n| {
                let on = current.as_i64() == Some(n);
                html! { <button type="button" class={classes!("chip", on.then_some("chip--on"))} aria-pressed={on.to_string()}
                    data-testid={format!("variant-{key}-{n}")} onclick={set_value(form, key, move |_| json!(n))}>{n}</button> }
            });
            html! {
                <div class="field" title={option.source.clone()}>
                    <span class="field__label">{option.label.clone()}</span>
                    <div class="chips">{ for chips }</div>
                    {note.unwrap_or_default()}
                </div>
            }
        }
        OptionKind::Int { min, max } => {
            let (min, max) = (*min, *max);
            let oninput = {
                let form = form.clone();
                let key = key.clone();
                Callback::from(move |event: InputEvent| {
                    let input: HtmlInputElement = event.target_unchecked_into();
                    if let Ok(n) = input.value().trim().parse::<i64>() {
                        let mut next = (*form).clone();
                        next.values.insert(key.clone(), json!(n.clamp(min, max)));
                        form.set(next);
                    }
                })
            };
            html! {
                <label class="field" title={option.source.clone()}>
                    <span class="field__label">{format!("{} ({min} to {max})", option.label)}</span>
                    <input class="input" type="number" inputmode="numeric" min={min.to_string()} max={max.to_string()}
                        data-testid={format!("variant-{key}")} value={value_text(&current)} {oninput} />
                    {note.unwrap_or_default()}
                </label>
            }
        }
        OptionKind::Choice { choices } => {
            let segments = choices.iter().map(|c| {
                let on = current == c.value;
                let value = c.value.clone();
                html! { <button type="button" class={classes!("segment", on.then_some("segment--on"))} aria-pressed={on.to_string()}
                    data-testid={format!("variant-{key}-{}", value_text(&c.value))}
                    onclick={set_value(form, key, move |_| value.clone())}>{c.label.clone()}</button> }
            });
            html! {
                <div class="field" title={option.source.clone()}>
                    <span class="field__label">{option.label.clone()}</span>
                    <div class="segments segments--wrap">{ for segments }</div>
                    {note.unwrap_or_default()}
                </div>
            }
        }
        OptionKind::Subset { choices, max } => {
            let chosen = current.as_array().cloned().unwrap_or_default();
            let most = *max as usize;
            let chips = choices.iter().map(|c| {
                let on = chosen.contains(&c.value);
                let value = c.value.clone();
                let key_for = key.clone();
                let toggle = move |form: &Form| {
                    let mut list = form.values.get(&key_for).and_then(Value::as_array).cloned().unwrap_or_default();
                    if on {
                        list.retain(|v| *v != value);
                    } else if list.len() < most {
                        list.push(value.clone());
                    }
                    Value::Array(list)
                };
                html! { <button type="button" class={classes!("chip", "chip--text", on.then_some("chip--on"))}
                aria-pressed={on.to_string()} onclick={set_value(form, key, toggle)}>{c.label.clone()}</button> }
            });
            html! {
                <details class="field" title={option.source.clone()}>
                    <summary class="field__label">{format!("{} ({} of at most {max})", option.label, chosen.len())}</summary>
                    <div class="chips">{ for chips }</div>
                    {note.unwrap_or_default()}
                </details>
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form_of(id: GameId) -> Form {
        Form::new(Rc::new(id.info()))
    }

    #[test]
    fn the_form_builds_a_config_the_engine_accepts() {
        let mut form = form_of(GameId::Defenders);
        assert_eq!(form.players, 2, "the engine's default number of heroes");
        form.players = 3;
        form.reseat();
        form.values.insert("heroes".into(), json!(["wizard"]));
        form.values.insert("easier_extra_life".into(), json!(true));
        let Some(OptionKind::Subset { choices, .. }) = form.info.option("harder_removed_purple").map(|o| &o.kind)
        else {
            panic!("Harder 3 is a set of purple cards")
        };
        assert_eq!(choices.len(), 15);
        let two: Vec<Value> = choices.iter().take(2).map(|c| c.value.clone()).collect();
        form.values.insert("harder_removed_purple".into(), Value::Array(two));
        let config = form.config();
        assert_eq!(config["players"], 3);
        assert_eq!(config["heroes"], json!(["wizard", null, null]));
        let session =
            rampart_engine::new_session(GameId::Defenders, config, 4).expect("the engine accepts the form's config");
        assert_eq!(session.seat_count(), 3);
        assert_eq!(form.seats, vec!["human", "bot:heuristic", "bot:heuristic"]);
        let (seats, mode) = form.typed().expect("the form's seats and mode are the engine's");
        assert_eq!(seats[1], SeatKind::Bot(rampart_engine::BotKind::Heuristic));
        assert_eq!(mode, Mode::Play);
        let valeria = form_of(GameId::Valeria);
        assert_eq!((valeria.players, valeria.seat_label(0).as_str()), (1, "Defender"));
        assert!(rampart_engine::new_session(GameId::Valeria, valeria.config(), 1).is_ok());
        assert_eq!(form.seat_label(1), "Hero 2");
    }

    #[test]
    fn seeds_and_heroes_are_checked_before_starting() {
        let mut form = form_of(GameId::Defenders);
        assert_eq!(form.seed(), Ok(None));
        form.seed = " 42 ".into();
        assert_eq!(form.seed(), Ok(Some(42)));
        form.seed = "-1".into();
        assert!(form.seed().is_err());
        form.seed = (MAX_SEED + 1).to_string();
        assert!(form.seed().is_err());
        form.values.insert("heroes".into(), json!(["rogue", "rogue"]));
        assert_eq!(form.duplicate(), Some("Two seats chose the Rogue: each hero is played once.".into()));
        form.mode = "watch".into();
        form.reseat();
        assert!(form.seats.iter().all(|s| s.starts_with("bot")));
    }

    #[test]
    fn every_engine_bot_is_a_seat_choice_searching_levels_first() {
        let levels = levels();
        assert_eq!(levels.len(), BOT_KINDS.len());
        assert_eq!(levels[0], ("bot:easy".to_string(), "Bot: Easy".to_string()));
        assert_eq!(levels[3].1, "Bot: Expert (slow)");
        assert_eq!(levels[4], ("bot:heuristic".to_string(), "Bot: Quick (heuristic)".to_string()));
        assert_eq!(levels[5].0, "bot:random");
    }

    #[test]
    fn test_ids_follow_the_labels() {
        assert_eq!(slug("Heroes"), "heroes");
        assert_eq!(slug("Hero"), "hero");
        assert_eq!(value_text(&json!("wizard")), "wizard");
        assert_eq!(value_text(&json!(12)), "12");
    }
}

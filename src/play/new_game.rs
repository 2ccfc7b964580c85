//! The new-game form: the game, the mode, the heroes, who fills each seat (and the bots'
//! level), the variants and the seed.

use serde_json::{json, Map, Value};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;
use yew_router::prelude::*;

use super::{api, NewGameQuery, PLAYABLE};
use crate::app::{Route, TopBar};
use crate::components::{use_toaster, Icon};

/// The largest seed a JavaScript number holds exactly (the seed travels through JSON in JS).
const MAX_SEED: u64 = (1 << 53) - 1;

/// The Defenders heroes, by the engine's ids. rulebook: Game Components (eight heroes).
const HEROES: [&str; 8] = ["cleric", "dwarf", "eagle_rider", "paladin", "ranger", "rogue", "sorcerer", "wizard"];

/// The bot levels a seat can have: the searching levels (ISMCTS, see docs/bots.md), then the
/// instant heuristic bot and the random one.
const LEVELS: [(&str, &str); 6] = [
    ("bot:easy", "Bot: Easy"),
    ("bot:normal", "Bot: Normal"),
    ("bot:hard", "Bot: Hard"),
    ("bot:expert", "Bot: Expert (slow)"),
    ("bot:heuristic", "Bot: Quick (heuristic)"),
    ("bot:random", "Bot: Random"),
];

/// One switch of a variant.
struct Variant {
    key: &'static str,
    label: &'static str,
    note: &'static str,
}

/// Valeria's variants. rulebook: Easy Mode.
const VALERIA_VARIANTS: [Variant; 1] =
    [Variant { key: "easy_mode", label: "Easy Mode", note: "Play without the Event cards while you learn the game." }];

/// Defenders' variants. rulebook: Easier / Harder game options; the last is a table's reading of
/// the Sorcerer's card (docs/rules-notes/defenders.md, the Sorcerer in Undead form).
const DEFENDERS_VARIANTS: [Variant; 8] = [
    Variant { key: "easier_setup", label: "Easier 1: gentler setup", note: "Fewer minions on the board at the start." },
    Variant { key: "easier_no_penalty", label: "Easier 2: no penalty", note: "Losing to a General costs nothing." },
    Variant { key: "easier_three_cards", label: "Easier 3: three cards", note: "Each hero starts with 3 Hero Cards." },
    Variant { key: "easier_extra_life", label: "Easier 4: extra life", note: "Each hero has one more life token." },
    Variant {
        key: "harder_setup_overruns",
        label: "Harder 1: setup overruns",
        note: "Overruns and tainting already happen during setup.",
    },
    Variant { key: "harder_less_life", label: "Harder 2: less life", note: "Each hero has one life token less." },
    Variant {
        key: "harder_fewer_minions",
        label: "Harder 5: fewer minions",
        note: "20 minions of each colour instead of 25: they run out sooner.",
    },
    Variant {
        key: "sorcerer_undead_form_takes_fear",
        label: "Sorcerer's Undead form still takes Fear",
        note: "Our reading spares her the Fear wound among Undead; switch on if your table reads the card otherwise.",
    },
];

/// What the form holds.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    game: String,
    mode: String,
    players: usize,
    seats: Vec<String>,
    heroes: Vec<String>,
    switches: Map<String, Value>,
    removed_quiet: u8,
    removed_purple: Vec<u8>,
    seed: String,
}

impl Form {
    fn new(game: &str) -> Form {
        let mut form = Form {
            game: game.to_string(),
            mode: "play".into(),
            players: if game == "defenders" { 2 } else { 1 },
            seats: Vec::new(),
            heroes: Vec::new(),
            switches: Map::new(),
            removed_quiet: 0,
            removed_purple: Vec::new(),
            seed: String::new(),
        };
        form.reseat();
        form
    }

    /// Seats for the mode: Play has one person and bots for the other heroes, Watch only bots,
    /// Assist only people.
    fn reseat(&mut self) {
        self.seats = (0..self.players)
            .map(|i| match self.mode.as_str() {
                "watch" => "bot:heuristic".to_string(),
                "assist" => "human".to_string(),
                _ if i == 0 => "human".to_string(),
                _ => "bot:heuristic".to_string(),
            })
            .collect();
        self.heroes.resize(self.players, String::new());
    }

    fn config(&self) -> Value {
        let mut config = self.switches.clone();
        if self.game == "defenders" {
            config.insert("players".into(), json!(self.players));
            let heroes: Vec<Value> =
                self.heroes.iter().map(|h| if h.is_empty() { Value::Null } else { json!(h) }).collect();
            config.insert("heroes".into(), Value::Array(heroes));
            config.insert("harder_removed_quiet".into(), json!(self.removed_quiet));
            config.insert("harder_removed_purple".into(), json!(self.removed_purple));
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

    /// Two seats with the same chosen hero.
    fn duplicate_hero(&self) -> Option<String> {
        let chosen: Vec<&String> = self.heroes.iter().filter(|h| !h.is_empty()).collect();
        chosen.iter().enumerate().find(|(i, h)| chosen[..*i].contains(h)).map(|(_, h)| hero_name(h))
    }
}

fn hero_name(id: &str) -> String {
    serde_json::from_value::<rampart_engine::defenders::HeroKind>(json!(id))
        .map(|hero| hero.name().to_string())
        .unwrap_or_else(|_| id.to_string())
}

fn game_name(id: &str) -> &'static str {
    match id {
        "valeria" => "Siege of Valeria",
        "defenders" => "Defenders of the Realm",
        _ => "Game",
    }
}

/// The purple Hero Cards, for the Harder 3 option.
fn purple_cards() -> Vec<(u8, String)> {
    (0..=u8::MAX)
        .take(200)
        .filter(|id| rampart_engine::defenders::is_purple(*id))
        .map(|id| (id, rampart_engine::defenders::card_name(id)))
        .collect()
}

/// The new-game screen.
#[component]
pub fn NewGameScreen() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let toaster = use_toaster();
    let asked = location.and_then(|l| l.query::<NewGameQuery>().ok()).and_then(|q| q.game);
    let first = asked.filter(|g| PLAYABLE.contains(&g.as_str())).unwrap_or_else(|| "valeria".to_string());
    let form = use_state(|| Form::new(&first));
    let starting = use_state(|| false);
    let game_buttons = PLAYABLE.iter().map(|id| {
        let on = form.game == *id;
        let form = form.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = Form::new(id);
            next.mode = form.mode.clone();
            next.seed = form.seed.clone();
            next.reseat();
            form.set(next);
        });
        html! {
            <button type="button" class={classes!("segment", on.then_some("segment--on"))} aria-pressed={on.to_string()}
                data-testid={format!("pick-game-{id}")} {onclick}>{game_name(id)}</button>
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

    let players = if form.game == "defenders" {
        let buttons = (1..=4).map(|n| {
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
                    data-testid={format!("heroes-{n}")} {onclick}>{n}</button>
            }
        });
        html! {
            <div class="field">
                <span class="field__label">{"Heroes"}</span>
                <div class="chips">{ for buttons }</div>
            </div>
        }
    } else {
        html! {}
    };

    let seat_rows = (0..form.players).map(|i| {
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
        let on_hero = {
            let form = form.clone();
            Callback::from(move |event: Event| {
                let select: HtmlSelectElement = event.target_unchecked_into();
                let mut next = (*form).clone();
                if let Some(hero) = next.heroes.get_mut(i) {
                    *hero = select.value();
                }
                form.set(next);
            })
        };
        let hero_value = form.heroes.get(i).cloned().unwrap_or_default();
        let watch = form.mode == "watch";
        html! {
            <div class="seat-row" data-testid={format!("seat-{i}")}>
                <span class="seat-row__name">{if form.game == "valeria" { "Defender".to_string() } else { format!("Hero {}", i + 1) }}</span>
                if form.game == "defenders" {
                    <select class="input" aria-label={format!("Hero {} character", i + 1)} onchange={on_hero}
                        data-testid={format!("hero-{i}")}>
                        <option value="" selected={hero_value.is_empty()}>{"Random hero"}</option>
                        { for HEROES.iter().map(|h| html! { <option value={*h} selected={hero_value == *h}>{hero_name(h)}</option> }) }
                    </select>
                }
                <select class="input" aria-label={format!("Seat {} player", i + 1)} onchange={on_seat}
                    data-testid={format!("seat-kind-{i}")}>
                    if !watch {
                        <option value="human" selected={seat_value == "human"}>{"Person"}</option>
                    }
                    { for LEVELS.iter().map(|(key, name)| html! { <option value={*key} selected={seat_value == *key}>{*name}</option> }) }
                </select>
            </div>
        }
    });

    let variants: &[Variant] = if form.game == "defenders" { &DEFENDERS_VARIANTS } else { &VALERIA_VARIANTS };
    let switches = variants.iter().map(|variant| {
        let on = form.switches.get(variant.key).and_then(Value::as_bool).unwrap_or(false);
        let form = form.clone();
        let key = variant.key;
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = (*form).clone();
            next.switches.insert(key.into(), json!(!on));
            form.set(next);
        });
        html! {
            <div class="menu-row">
                <span>{variant.label}<br/><span class="muted small">{variant.note}</span></span>
                <button type="button" role="switch" aria-checked={on.to_string()} aria-label={variant.label}
                    data-testid={format!("variant-{key}")} class={classes!("switch", on.then_some("switch--on"))} {onclick}>
                    <span class="switch__knob" />
                </button>
            </div>
        }
    });
    let defenders_extra = if form.game == "defenders" {
        let quiet = (0..=3u8).map(|n| {
            let on = form.removed_quiet == n;
            let form = form.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                let mut next = (*form).clone();
                next.removed_quiet = n;
                form.set(next);
            });
            html! { <button type="button" class={classes!("chip", on.then_some("chip--on"))} aria-pressed={on.to_string()}
                data-testid={format!("quiet-{n}")} {onclick}>{n}</button> }
        });
        let purple = purple_cards().into_iter().map(|(id, name)| {
            let on = form.removed_purple.contains(&id);
            let form = form.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                let mut next = (*form).clone();
                if on {
                    next.removed_purple.retain(|c| *c != id);
                } else if next.removed_purple.len() < 6 {
                    next.removed_purple.push(id);
                }
                form.set(next);
            });
            html! { <button type="button" class={classes!("chip", "chip--text", on.then_some("chip--on"))}
            aria-pressed={on.to_string()} {onclick}>{name}</button> }
        });
        html! {
            <>
                <div class="field">
                    <span class="field__label">{"Harder 4: All is Quiet cards taken out of the Darkness deck"}</span>
                    <div class="chips">{ for quiet }</div>
                </div>
                <details class="field">
                    <summary class="field__label">{format!("Harder 3: purple Hero Cards taken out ({} of at most 6)", form.removed_purple.len())}</summary>
                    <div class="chips">{ for purple }</div>
                </details>
            </>
        }
    } else {
        html! {}
    };

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
    let hero_error = form.duplicate_hero().map(|h| format!("Two seats chose the {h}: each hero is played once."));
    let start = {
        let form = form.clone();
        let starting = starting.clone();
        let navigator = navigator.clone();
        let toaster = toaster.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Ok(seed) = form.seed() else { return };
            if form.duplicate_hero().is_some() || *starting {
                return;
            }
            starting.set(true);
            let form = (*form).clone();
            let navigator = navigator.clone();
            let toaster = toaster.clone();
            let starting = starting.clone();
            spawn_local(async move {
                match api::new_game(&form.game, form.config(), seed, &form.seats, &form.mode).await {
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
        <div class="screen">
            <TopBar title={html! { <h1>{"New game"}</h1> }} />
            <main class="content content--narrow">
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
                    <div class="field">
                        <span class="field__label">{"Variants"}</span>
                        { for switches }
                    </div>
                    {defenders_extra}
                    <label class="field">
                        <span class="field__label">{"Seed (optional: the same seed deals the same game)"}</span>
                        <input class="input" inputmode="numeric" placeholder="Random" data-testid="seed"
                            value={form.seed.clone()} oninput={on_seed} />
                    </label>
                    if let Some(error) = seed_error.clone().or(hero_error.clone()) {
                        <p class="form-error" role="alert" data-testid="form-error">{error}</p>
                    }
                    <button type="submit" class="btn btn--primary btn--big" data-testid="start-game"
                        disabled={seed_error.is_some() || hero_error.is_some() || *starting}>
                        <Icon name="check" />{"Start"}
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
    fn the_form_builds_a_config_the_engine_accepts() {
        let mut form = Form::new("defenders");
        form.players = 3;
        form.reseat();
        form.heroes[0] = "wizard".into();
        form.switches.insert("easier_extra_life".into(), json!(true));
        form.removed_purple = purple_cards().into_iter().take(2).map(|(id, _)| id).collect();
        let config = form.config();
        let session =
            rampart_engine::new_session("defenders", config, 4).expect("the engine accepts the form's config");
        assert_eq!(session.seat_count(), 3);
        assert_eq!(form.seats, vec!["human", "bot:heuristic", "bot:heuristic"]);
        let valeria = Form::new("valeria");
        assert!(rampart_engine::new_session("valeria", valeria.config(), 1).is_ok());
        assert_eq!(purple_cards().len(), 15);
    }

    #[test]
    fn seeds_and_heroes_are_checked_before_starting() {
        let mut form = Form::new("defenders");
        assert_eq!(form.seed(), Ok(None));
        form.seed = " 42 ".into();
        assert_eq!(form.seed(), Ok(Some(42)));
        form.seed = "-1".into();
        assert!(form.seed().is_err());
        form.seed = (MAX_SEED + 1).to_string();
        assert!(form.seed().is_err());
        form.heroes = vec!["rogue".into(), "rogue".into()];
        assert_eq!(form.duplicate_hero(), Some("Rogue".into()));
        form.mode = "watch".into();
        form.reseat();
        assert!(form.seats.iter().all(|s| s.starts_with("bot")));
    }
}

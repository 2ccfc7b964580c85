//! One player's card: colour, name, big Life Points, the player's other counters.

use serde_json::Value;
use yew::prelude::*;

use super::colours::ColourPicker;
use super::model::{op, Counter, Player};
use crate::components::{Counter as CounterWidget, Icon};

/// Props of [`PlayerCard`].
#[derive(Properties, PartialEq)]
pub struct PlayerCardProps {
    /// The player.
    pub player: Player,
    /// The player's counters (Life first if present).
    pub counters: Vec<Counter>,
    /// Show rename, colour, remove controls.
    pub editing: bool,
    /// Sends a TableOp.
    pub on_op: Callback<Value>,
    /// Asks to rename the player.
    pub on_rename: Callback<usize>,
    /// Asks to remove the player.
    pub on_remove: Callback<usize>,
    /// Asks to remove a counter (id, label).
    pub on_remove_counter: Callback<(String, String)>,
    /// Asks to type a counter's value.
    pub on_set_counter: Callback<Counter>,
}

/// A counter's widget, with a remove button in edit mode.
pub fn counter_widget(
    counter: &Counter,
    editing: bool,
    on_op: &Callback<Value>,
    on_remove_counter: &Callback<(String, String)>,
    on_set_counter: &Callback<Counter>,
) -> Html {
    let id = counter.id.clone();
    let on_edit = {
        let counter = counter.clone();
        on_set_counter.reform(move |()| counter.clone())
    };
    let on_adjust = on_op.reform(move |delta| op::adjust(&id, delta));
    let remove = {
        let pair = (counter.id.clone(), counter.label.clone());
        on_remove_counter.reform(move |_: MouseEvent| pair.clone())
    };
    html! {
        <CounterWidget key={counter.id.clone()} label={counter.label.clone()} value={i64::from(counter.value)}
            min={i64::from(counter.min)} max={i64::from(counter.max)} {on_adjust} {on_edit}
            test_kind="counter" test_key={counter.id.clone()}>
            if editing {
                <button type="button" class="icon-btn icon-btn--small icon-btn--danger" onclick={remove}
                    aria-label={format!("Remove counter {}", counter.label)}
                    data-testid={format!("remove-counter-{}", counter.id)}>
                    <Icon name="trash" />
                </button>
            }
        </CounterWidget>
    }
}

/// A player's card in the player's colour.
#[component]
pub fn PlayerCard(props: &PlayerCardProps) -> Html {
    let player = &props.player;
    let index = player.index;
    let life = props.counters.iter().find(|counter| counter.is_life());
    let others: Vec<&Counter> = props.counters.iter().filter(|counter| !counter.is_life()).collect();
    let life_html = life.map(|life| {
        let id = life.id.clone();
        let on_adjust = props.on_op.reform(move |delta| op::adjust(&id, delta));
        let on_edit = {
            let life = life.clone();
            props.on_set_counter.reform(move |()| life.clone())
        };
        let label =
            if life.label.is_empty() || life.label == "Life" { "Life Points".to_string() } else { life.label.clone() };
        html! {
            <CounterWidget big=true {label} value={i64::from(life.value)} min={i64::from(life.min)} max={i64::from(life.max)}
                {on_adjust} {on_edit} test_kind="life" test_key={index.to_string()} />
        }
    });
    let rename = props.on_rename.reform(move |_: MouseEvent| index);
    let remove = props.on_remove.reform(move |_: MouseEvent| index);
    let on_pick = props.on_op.reform(move |colour: String| op::set_colour(index, &colour));
    let class = classes!("player", player.defeated.then_some("player--defeated"));
    html! {
        <article class={class} style={format!("--player: {}", player.colour)}
            data-testid={format!("player-{index}")} aria-label={player.name.clone()}>
            <header class="player__header">
                <span class="player__dot" aria-hidden="true" />
                <h2 class="player__name" data-testid={format!("player-title-{index}")}>{player.name.clone()}</h2>
                if player.defeated {
                    <span class="badge badge--defeated" data-testid={format!("defeated-{index}")}>{"Defeated"}</span>
                }
                if props.editing {
                    <button type="button" class="icon-btn icon-btn--small" onclick={rename}
                        aria-label={format!("Rename {}", player.name)} data-testid={format!("rename-player-{index}")}>
                        <Icon name="edit" />
                    </button>
                    <button type="button" class="icon-btn icon-btn--small icon-btn--danger" onclick={remove}
                        aria-label={format!("Remove {}", player.name)} data-testid={format!("remove-player-{index}")}>
                        <Icon name="trash" />
                    </button>
                }
            </header>
            if props.editing {
                <ColourPicker value={player.colour.clone()} {on_pick}
                    label={format!("Colour of {}", player.name)} />
            }
            {life_html.unwrap_or_default()}
            if !others.is_empty() {
                <div class="player__counters">
                    { for others.iter().map(|counter| counter_widget(counter, props.editing, &props.on_op, &props.on_remove_counter, &props.on_set_counter)) }
                </div>
            }
        </article>
    }
}

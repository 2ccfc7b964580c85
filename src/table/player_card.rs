//! One player's card: colour, name, big Life Points, then the player's sections.

use yew::prelude::*;

use super::colours::ColourPicker;
use super::layout::PlayerLayout;
use super::model::{op, Counter};
use super::widgets::{alert_class, section_body, Hooks};
use crate::components::{Counter as CounterWidget, Icon};

/// Props of [`PlayerCard`].
#[derive(Properties, PartialEq)]
pub struct PlayerCardProps {
    /// The player's part of the layout.
    pub layout: PlayerLayout,
    /// Every counter of the table (a pool's home may be elsewhere in the list).
    pub all: Vec<Counter>,
    /// The tracker's callbacks and edit mode.
    pub hooks: Hooks,
    /// Asks to rename the player.
    pub on_rename: Callback<usize>,
    /// Asks to remove the player.
    pub on_remove: Callback<usize>,
    /// Whether it is this player's turn (the turn bar's active seat).
    #[prop_or_default]
    pub active: bool,
}

/// A player's card in the player's colour.
#[component]
pub fn PlayerCard(props: &PlayerCardProps) -> Html {
    let player = &props.layout.player;
    let hooks = &props.hooks;
    let index = player.index;
    let life_html = props.layout.life.as_ref().map(|life| {
        let id = life.id.clone();
        let on_adjust = hooks.on_op.reform(move |delta| op::adjust(&id, delta));
        let on_edit = {
            let life = life.clone();
            hooks.on_set_counter.reform(move |()| life.clone())
        };
        let label =
            if life.label.is_empty() || life.label == "Life" { "Life Points".to_string() } else { life.label.clone() };
        html! {
            <CounterWidget big=true {label} value={i64::from(life.value)} min={i64::from(life.min)} max={i64::from(life.max)}
                {on_adjust} {on_edit} test_kind="life" test_key={index.to_string()}
                data_key={life.key.clone().map(AttrValue::from)} data_player={life.player}
                note={life.note.clone().map(AttrValue::from)} />
        }
    });
    let rename = props.on_rename.reform(move |_: MouseEvent| index);
    let remove = props.on_remove.reform(move |_: MouseEvent| index);
    let on_pick = hooks.on_op.reform(move |colour: String| op::set_colour(index, &colour));
    let class = classes!(
        "player",
        player.defeated.then_some("player--defeated"),
        props.active.then_some("turn-active"),
        alert_class(props.layout.alert)
    );
    let sections = props.layout.sections.iter().map(|section| {
        html! {
            <div class={classes!("player__section", alert_class(section.alert))}
                data-group={section.title.clone()}>
                if let Some(title) = &section.title {
                    <h3 class="player__section-title">{title.clone()}</h3>
                }
                {section_body(section, &props.all, hooks)}
            </div>
        }
    });
    html! {
        <article {class} style={format!("--player: {}", player.colour)} id={super::jump::player_target(index)}
            data-testid={format!("player-{index}")} aria-label={player.name.clone()}>
            <header class="player__header">
                <span class="player__dot" aria-hidden="true" />
                <h2 class="player__name" data-testid={format!("player-title-{index}")}>{player.name.clone()}</h2>
                if player.defeated {
                    <span class="badge badge--defeated" data-testid={format!("defeated-{index}")}>{"Defeated"}</span>
                }
                if hooks.editing {
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
            if hooks.editing {
                <ColourPicker value={player.colour.clone()} {on_pick}
                    label={format!("Colour of {}", player.name)} />
            }
            {life_html.unwrap_or_default()}
            if !props.layout.sections.is_empty() {
                <div class="player__counters">{ for sections }</div>
            }
        </article>
    }
}

//! A number with − and + buttons: tap for ±1, hold (≥ 500 ms) for ±5.

use yew::prelude::*;

use super::Icon;
use crate::hooks::use_long_press;

/// How much a long press adds or takes away.
pub const LONG_STEP: i64 = 5;

/// Props of [`Counter`].
#[derive(Properties, PartialEq)]
pub struct CounterProps {
    /// What the number counts.
    pub label: AttrValue,
    /// The number.
    pub value: i64,
    /// Lowest value: − is disabled there.
    #[prop_or_default]
    pub min: Option<i64>,
    /// Highest value: + is disabled there.
    #[prop_or_default]
    pub max: Option<i64>,
    /// Called with the change (+1, −1, +5, −5).
    pub on_adjust: Callback<i64>,
    /// The big Life Points style.
    #[prop_or_default]
    pub big: bool,
    /// Test ids are `{test_kind}-value-{test_key}`, `{test_kind}-plus-{test_key}`, ...
    pub test_kind: AttrValue,
    /// See `test_kind`.
    pub test_key: AttrValue,
    /// Tapping the number calls this (to type a value), when given.
    #[prop_or_default]
    pub on_edit: Option<Callback<()>>,
    /// Extra content after the label (a remove button in edit mode).
    #[prop_or_default]
    pub children: Html,
    /// The engine's counter key (`data-key`), for tests and styles.
    #[prop_or_default]
    pub data_key: Option<AttrValue>,
    /// The owning player's index (`data-player`).
    #[prop_or_default]
    pub data_player: Option<usize>,
    /// No − and + at all (a pool's home: it only changes through the other members).
    #[prop_or_default]
    pub fixed: bool,
    /// − disabled for another reason than the minimum (the pool's home is full).
    #[prop_or_default]
    pub no_minus: bool,
    /// + disabled for another reason than the maximum (the pool's home is empty).
    #[prop_or_default]
    pub no_plus: bool,
    /// The name of the value, shown under it.
    #[prop_or_default]
    pub value_label: Option<AttrValue>,
    /// Small help text under the widget.
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// Extra classes on the widget.
    #[prop_or_default]
    pub class: Classes,
}

/// Props of [`StepButton`].
#[derive(Properties, PartialEq)]
pub struct StepButtonProps {
    /// +1 or −1.
    pub sign: i64,
    /// What it changes.
    pub label: AttrValue,
    /// Disabled.
    pub disabled: bool,
    /// Called with ±1 or ±5.
    pub on_adjust: Callback<i64>,
    /// Its test id.
    pub testid: AttrValue,
}

/// − or +: tap for 1, hold for 5.
#[component]
pub fn StepButton(props: &StepButtonProps) -> Html {
    let sign = props.sign;
    let on_short = props.on_adjust.reform(move |()| sign);
    let on_long = props.on_adjust.reform(move |()| sign * LONG_STEP);
    let press = use_long_press(on_short, on_long);
    let (class, icon, word) =
        if sign > 0 { ("step step--plus", "plus", "Add 1") } else { ("step step--minus", "minus", "Take 1") };
    html! {
        <button type="button" class={class} data-testid={props.testid.clone()}
            data-step={if sign > 0 { "plus" } else { "minus" }}
            disabled={props.disabled}
            aria-label={format!("{word} {} (hold for {LONG_STEP})", props.label)}
            title={format!("{word} (hold for {LONG_STEP})")}
            onpointerdown={press.onpointerdown}
            onpointerup={press.onpointerend.clone()}
            onpointerleave={press.onpointerend.clone()}
            onpointercancel={press.onpointerend}
            onclick={press.onclick}
            oncontextmenu={press.oncontextmenu}>
            <Icon name={icon} />
        </button>
    }
}

/// A labelled number with −/+ buttons (tap ±1, hold ±5).
#[component]
pub fn Counter(props: &CounterProps) -> Html {
    let kind = &props.test_kind;
    let key = &props.test_key;
    let at_min = props.min.is_some_and(|min| props.value <= min);
    let at_max = props.max.is_some_and(|max| props.value >= max);
    let class = classes!("counter", props.big.then_some("counter--big"), props.class.clone());
    let value = html! { <span data-testid="value">{props.value}</span> };
    html! {
        <div {class} data-key={props.data_key.clone()} data-player={props.data_player.map(|p| p.to_string())}
            data-value={props.value.to_string()}>
            <div class="counter__label">
                <span>{props.label.clone()}</span>
                {props.children.clone()}
            </div>
            <div class="counter__row">
                if !props.fixed {
                    <StepButton sign={-1} label={props.label.clone()} disabled={at_min || props.no_minus}
                        on_adjust={props.on_adjust.clone()} testid={format!("{kind}-minus-{key}")} />
                }
                if let Some(on_edit) = &props.on_edit {
                    <button type="button" class="counter__value counter__value--button"
                        data-testid={format!("{kind}-value-{key}")} aria-live="polite"
                        title={format!("Set {}", props.label)} onclick={on_edit.reform(|_: MouseEvent| ())}>
                        {value}
                    </button>
                } else {
                    <output class="counter__value" data-testid={format!("{kind}-value-{key}")}
                        aria-live="polite">
                        {value}
                    </output>
                }
                if !props.fixed {
                    <StepButton sign={1} label={props.label.clone()} disabled={at_max || props.no_plus}
                        on_adjust={props.on_adjust.clone()} testid={format!("{kind}-plus-{key}")} />
                }
            </div>
            if let Some(name) = &props.value_label {
                <div class="counter__name">{name.clone()}</div>
            }
            if let Some(note) = &props.note {
                <p class="note">{note.clone()}</p>
            }
        </div>
    }
}

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
}

#[derive(Properties, PartialEq)]
struct StepButtonProps {
    sign: i64,
    label: AttrValue,
    disabled: bool,
    on_adjust: Callback<i64>,
    testid: AttrValue,
}

#[component]
fn StepButton(props: &StepButtonProps) -> Html {
    let sign = props.sign;
    let on_short = props.on_adjust.reform(move |()| sign);
    let on_long = props.on_adjust.reform(move |()| sign * LONG_STEP);
    let press = use_long_press(on_short, on_long);
    let (class, icon, word) =
        if sign > 0 { ("step step--plus", "plus", "Add 1") } else { ("step step--minus", "minus", "Take 1") };
    html! {
        <button type="button" class={class} data-testid={props.testid.clone()}
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
    let class = classes!("counter", props.big.then_some("counter--big"));
    html! {
        <div class={class}>
            <div class="counter__label">
                <span>{props.label.clone()}</span>
                {props.children.clone()}
            </div>
            <div class="counter__row">
                <StepButton sign={-1} label={props.label.clone()} disabled={at_min}
                    on_adjust={props.on_adjust.clone()} testid={format!("{kind}-minus-{key}")} />
                if let Some(on_edit) = &props.on_edit {
                    <button type="button" class="counter__value counter__value--button"
                        data-testid={format!("{kind}-value-{key}")} aria-live="polite"
                        title={format!("Set {}", props.label)} onclick={on_edit.reform(|_: MouseEvent| ())}>
                        {props.value}
                    </button>
                } else {
                    <output class="counter__value" data-testid={format!("{kind}-value-{key}")}
                        aria-live="polite">
                        {props.value}
                    </output>
                }
                <StepButton sign={1} label={props.label.clone()} disabled={at_max}
                    on_adjust={props.on_adjust.clone()} testid={format!("{kind}-plus-{key}")} />
            </div>
        </div>
    }
}

//! The widgets of a rules-aware tracker, one per counter style (number, toggle, track, steps,
//! choice), plus derived values, the kind's buttons and a whole section. Every widget carries
//! the test hooks `data-key`, `data-player`, `data-value` and a `data-testid="value"` element.

use serde_json::Value;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::layout::{pool_home, pool_move, Section};
use super::model::{op, AlertLevel, Counter, CounterStyle, Derived, RuleButton};
use crate::components::{Counter as NumberWidget, Icon, StepButton};

/// What every widget needs from the tracker.
#[derive(Clone, PartialEq)]
pub struct Hooks {
    /// Sends a TableOp.
    pub on_op: Callback<Value>,
    /// Asks to remove a counter (id, label).
    pub on_remove_counter: Callback<(String, String)>,
    /// Asks to type a counter's value.
    pub on_set_counter: Callback<Counter>,
    /// Edit mode: remove buttons show.
    pub editing: bool,
}

/// The CSS word of an alert level.
pub fn level_word(level: AlertLevel) -> &'static str {
    match level {
        AlertLevel::Info => "info",
        AlertLevel::Warning => "warning",
        AlertLevel::Loss => "loss",
        AlertLevel::Victory => "victory",
    }
}

fn remove_button(counter: &Counter, hooks: &Hooks) -> Html {
    if !hooks.editing {
        return html! {};
    }
    let payload = (counter.id.clone(), counter.label.clone());
    let onclick = hooks.on_remove_counter.reform(move |_: MouseEvent| payload.clone());
    html! {
        <button type="button" class="icon-btn icon-btn--small icon-btn--danger" {onclick}
            aria-label={format!("Remove counter {}", counter.label)}
            data-testid={format!("remove-counter-{}", counter.id)}>
            <Icon name="trash" />
        </button>
    }
}

fn note(counter: &Counter) -> Html {
    match &counter.note {
        Some(text) if !text.is_empty() => html! { <p class="note">{text.clone()}</p> },
        _ => html! {},
    }
}

/// The name of value `value` (labels name min..=max), or the number.
fn name_of(counter: &Counter, value: i32) -> String {
    counter.label_of(value).map_or_else(|| value.to_string(), str::to_string)
}

fn set_op(hooks: &Hooks, counter: &Counter) -> Callback<i32> {
    let id = counter.id.clone();
    hooks.on_op.reform(move |value: i32| op::set(&id, i64::from(value)))
}

/// The widget of one counter, by its style.
pub fn counter_view(counter: &Counter, all: &[Counter], hooks: &Hooks) -> Html {
    match counter.style {
        CounterStyle::Number => number(counter, all, hooks),
        CounterStyle::Toggle => toggle(counter, hooks),
        CounterStyle::Track => html! {
            <TrackWidget counter={counter.clone()} hooks={hooks.clone()} />
        },
        CounterStyle::Steps => steps(counter, hooks),
        CounterStyle::Choice => choice(counter, hooks),
        CounterStyle::Deck => deck(counter, all, hooks),
    }
}

/// A deck: the cards left of the box's ("14 / 56"; tap it to type the count), a big Draw,
/// Reshuffle when its rule shuffles a discard pile back (showing how many), and −/+ to correct
/// the count (hold ±5). Empty, Draw waits and the rule says why.
fn deck(counter: &Counter, all: &[Counter], hooks: &Hooks) -> Html {
    let rule = counter.deck.as_ref();
    let pile = rule
        .and_then(|r| r.reshuffle_from.as_deref())
        .and_then(|key| all.iter().find(|c| c.key.as_deref() == Some(key) && c.player == counter.player));
    let key = counter.key.clone().unwrap_or_else(|| counter.id.clone());
    let empty = counter.value <= counter.min;
    let id = counter.id.clone();
    let draw = hooks.on_op.reform(move |_: MouseEvent| op::draw(&id));
    let id = counter.id.clone();
    let reshuffle = hooks.on_op.reform(move |_: MouseEvent| op::reshuffle(&id));
    let id = counter.id.clone();
    let on_adjust = hooks.on_op.reform(move |delta: i64| op::adjust(&id, delta));
    let this = counter.clone();
    let on_edit = hooks.on_set_counter.reform(move |_: MouseEvent| this.clone());
    widget_root(
        counter,
        "deck",
        html! {
            <>
                <div class="widget__row">
                    <span class="widget__label">{counter.label.clone()}</span>
                    <button type="button" class="widget__state deck__count" data-testid={format!("deck-count-{key}")}
                        title={format!("Set {}", counter.label)} aria-live="polite" onclick={on_edit}>
                        <span class="widget__number" data-testid="value">{counter.value}</span>
                        {format!(" / {}", counter.max)}
                    </button>
                    {remove_button(counter, hooks)}
                </div>
                <div class="deck__bar">
                    <StepButton sign={-1} label={counter.label.clone()} disabled={empty}
                        on_adjust={on_adjust.clone()} testid={format!("counter-minus-{}", counter.id)} />
                    <button type="button" class="btn btn--primary deck__draw" data-testid={format!("draw-{key}")}
                        disabled={empty} aria-label={format!("Draw from the {}", counter.label)} onclick={draw}>
                        {"Draw"}
                    </button>
                    if let Some(pile) = pile {
                        <button type="button" class="btn deck__reshuffle" data-testid={format!("reshuffle-{key}")}
                            disabled={pile.value <= pile.min}
                            aria-label={format!("Reshuffle the {} into the {}", pile.label, counter.label)}
                            onclick={reshuffle}>
                            {format!("Reshuffle ({})", pile.value)}
                        </button>
                    }
                    <StepButton sign={1} label={counter.label.clone()} disabled={counter.value >= counter.max}
                        {on_adjust} testid={format!("counter-plus-{}", counter.id)} />
                </div>
                if let Some(rule) = rule.filter(|_| empty) {
                    <p class="note note--why" data-testid={format!("deck-empty-{key}")}>{format!("Empty: {}", rule.empty)}</p>
                }
                {note(counter)}
            </>
        },
    )
}

/// − value +, tap ±1, hold ±5, tap the value to type it. In a conservation pool ± moves to or
/// from the pool's home, and the home itself has no ±.
fn number(counter: &Counter, all: &[Counter], hooks: &Hooks) -> Html {
    let home = pool_home(all, counter);
    let is_home = home.is_some_and(|home| home.id == counter.id);
    let on_adjust = {
        let this = counter.clone();
        let home = home.cloned();
        hooks.on_op.reform(move |delta: i64| match home.as_ref().and_then(|home| pool_move(home, &this, delta)) {
            Some((from, to, amount)) => op::transfer(&from, &to, amount),
            None => op::adjust(&this.id, delta),
        })
    };
    let on_edit = counter.pool.is_none().then(|| {
        let counter = counter.clone();
        hooks.on_set_counter.reform(move |()| counter.clone())
    });
    let (no_minus, no_plus) = match home {
        Some(home) if !is_home => (home.value >= home.max, home.value <= home.min),
        _ => (false, false),
    };
    let value_label = (!counter.labels.is_empty()).then(|| AttrValue::from(name_of(counter, counter.value)));
    let pool_note = match (&counter.pool, home) {
        (Some(pool), Some(_)) if is_home => Some(format!("{pool}: moves out with + on the others")),
        (Some(pool), Some(home)) => Some(format!("{pool}: ± moves to or from {}", home.label)),
        _ => None,
    };
    let note_text = match (&counter.note, pool_note) {
        (Some(n), Some(p)) => Some(format!("{n} · {p}")),
        (Some(n), None) => Some(n.clone()),
        (None, p) => p,
    };
    let class = classes!(counter.pool.is_some().then_some("counter--pool"), is_home.then_some("counter--home"));
    html! {
        <NumberWidget label={counter.label.clone()} value={i64::from(counter.value)}
            min={i64::from(counter.min)} max={i64::from(counter.max)} {on_adjust} {on_edit}
            test_kind="counter" test_key={counter.id.clone()}
            data_key={counter.key.clone().map(AttrValue::from)} data_player={counter.player}
            fixed={is_home} {no_minus} {no_plus} {value_label}
            note={note_text.map(AttrValue::from)} {class}>
            {remove_button(counter, hooks)}
        </NumberWidget>
    }
}

/// The root attributes every non-number widget shares.
fn widget_root(counter: &Counter, style: &str, body: Html) -> Html {
    html! {
        <div class={classes!("widget", format!("widget--{style}"))} data-key={counter.key.clone()}
            data-player={counter.player.map(|p| p.to_string())} data-value={counter.value.to_string()}
            data-testid={format!("counter-{}", counter.id)}>
            {body}
        </div>
    }
}

/// A big switch: off is the minimum, on the maximum.
fn toggle(counter: &Counter, hooks: &Hooks) -> Html {
    let on = counter.value >= counter.max;
    let target = if on { counter.min } else { counter.max };
    let onclick = set_op(hooks, counter).reform(move |_: MouseEvent| target);
    let state = if counter.labels.is_empty() {
        if on { "On" } else { "Off" }.to_string()
    } else {
        name_of(counter, counter.value)
    };
    widget_root(
        counter,
        "toggle",
        html! {
            <>
                <div class="widget__row">
                    <div class="widget__text">
                        <span class="widget__label">{counter.label.clone()}</span>
                        <span class="widget__state">{state}<span class="visually-hidden" data-testid="value">{counter.value}</span></span>
                    </div>
                    {remove_button(counter, hooks)}
                    <button type="button" role="switch" aria-checked={on.to_string()} aria-label={counter.label.clone()}
                        class={classes!("switch", "switch--big", on.then_some("switch--on"))}
                        data-testid={format!("toggle-{}", counter.key.clone().unwrap_or_else(|| counter.id.clone()))}
                        {onclick}>
                        <span class="switch__knob" />
                    </button>
                </div>
                {note(counter)}
            </>
        },
    )
}

/// Props of [`TrackWidget`].
#[derive(Properties, PartialEq)]
pub struct TrackWidgetProps {
    /// The counter.
    pub counter: Counter,
    /// The tracker's callbacks.
    pub hooks: Hooks,
}

/// A row of spaces (scrolling sideways on a phone, the current one kept in view), with ± too.
#[component]
pub fn TrackWidget(props: &TrackWidgetProps) -> Html {
    let counter = &props.counter;
    let hooks = &props.hooks;
    let row = use_node_ref();
    {
        let row = row.clone();
        use_effect_with(counter.value, move |_| {
            if let Some(row) = row.cast::<web_sys::HtmlElement>() {
                if let Ok(Some(current)) = row.query_selector(".space--current") {
                    if let Some(current) = current.dyn_ref::<web_sys::HtmlElement>() {
                        let left = current.offset_left() - (row.client_width() - current.offset_width()) / 2;
                        row.set_scroll_left(left.max(0));
                    }
                }
            }
        });
    }
    let set = set_op(hooks, counter);
    let spaces = (counter.min..=counter.max).map(|value| {
        let current = value == counter.value;
        let passed = value < counter.value;
        let onclick = set.reform(move |_: MouseEvent| value);
        let name = name_of(counter, value);
        let last = value == counter.max;
        html! {
            <li>
                <button type="button"
                    class={classes!("space", current.then_some("space--current"), passed.then_some("space--passed"),
                        last.then_some("space--last"))}
                    aria-pressed={current.to_string()} aria-label={format!("{}: {name}", counter.label)}
                    data-space={value.to_string()} {onclick}>
                    {name}
                </button>
            </li>
        }
    });
    let id = counter.id.clone();
    let on_adjust = hooks.on_op.reform(move |delta: i64| op::adjust(&id, delta));
    html! {
        <div class="widget widget--track" data-key={counter.key.clone()}
            data-player={counter.player.map(|p| p.to_string())} data-value={counter.value.to_string()}
            data-testid={format!("counter-{}", counter.id)}>
            <div class="widget__row">
                <span class="widget__label">{counter.label.clone()}</span>
                <span class="widget__state">
                    <span class="widget__number" data-testid="value">{counter.value}</span>
                    if !counter.labels.is_empty() {
                        {format!(" · {}", name_of(counter, counter.value))}
                    }
                </span>
                {remove_button(counter, hooks)}
            </div>
            <div class="track__bar">
                <StepButton sign={-1} label={counter.label.clone()} disabled={counter.value <= counter.min}
                    on_adjust={on_adjust.clone()} testid={format!("counter-minus-{}", counter.id)} />
                <ol class="track" ref={row}>{ for spaces }</ol>
                <StepButton sign={1} label={counter.label.clone()} disabled={counter.value >= counter.max}
                    {on_adjust} testid={format!("counter-plus-{}", counter.id)} />
            </div>
            {note(counter)}
        </div>
    }
}

/// A checklist of steps: done ones ticked, the current one lit, and a big "Next".
fn steps(counter: &Counter, hooks: &Hooks) -> Html {
    let set = set_op(hooks, counter);
    let items = (counter.min..=counter.max).map(|value| {
        let current = value == counter.value;
        let done = value < counter.value;
        let onclick = set.reform(move |_: MouseEvent| value);
        html! {
            <li>
                <button type="button"
                    class={classes!("step-item", current.then_some("step-item--current"), done.then_some("step-item--done"))}
                    aria-current={current.then_some("step")} data-step-value={value.to_string()} {onclick}>
                    <span class="step-item__mark" aria-hidden="true">
                        if done { <Icon name="check" /> } else if current { {"▶"} }
                    </span>
                    <span>{name_of(counter, value)}</span>
                </button>
            </li>
        }
    });
    let id = counter.id.clone();
    let next = hooks.on_op.reform(move |_: MouseEvent| op::advance(&id));
    let at_end = counter.value >= counter.max;
    let next_label = match (&counter.carry, at_end) {
        (Some(_), true) => format!("Next: {} ↻", name_of(counter, counter.min)),
        (None, true) => "Last step".to_string(),
        _ => format!("Next: {}", name_of(counter, counter.value + 1)),
    };
    let key = counter.key.clone().unwrap_or_else(|| counter.id.clone());
    widget_root(
        counter,
        "steps",
        html! {
            <>
                <div class="widget__row">
                    <span class="widget__label">{counter.label.clone()}</span>
                    <span class="widget__state">
                        <span class="visually-hidden" data-testid="value">{counter.value}</span>
                        {name_of(counter, counter.value)}
                    </span>
                    {remove_button(counter, hooks)}
                </div>
                <ol class="steps-list">{ for items }</ol>
                <button type="button" class="btn btn--primary btn--wide btn--next" data-testid={format!("advance-{key}")}
                    disabled={at_end && counter.carry.is_none()} onclick={next}>
                    {next_label}
                </button>
                {note(counter)}
            </>
        },
    )
}

/// One of several names: a picker.
fn choice(counter: &Counter, hooks: &Hooks) -> Html {
    let min = counter.min;
    let onchange = set_op(hooks, counter).reform(move |event: Event| {
        let index =
            event.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map_or(0, |s| s.selected_index());
        min + index.max(0)
    });
    let options = (counter.min..=counter.max).map(|value| {
        html! { <option value={value.to_string()} selected={value == counter.value}>{name_of(counter, value)}</option> }
    });
    let key = counter.key.clone().unwrap_or_else(|| counter.id.clone());
    widget_root(
        counter,
        "choice",
        html! {
            <>
                <label class="widget__row">
                    <span class="widget__label">{counter.label.clone()}
                        <span class="visually-hidden" data-testid="value">{counter.value}</span></span>
                    <select class="input select" {onchange} data-testid={format!("choice-{key}")}>{ for options }</select>
                </label>
                {remove_button(counter, hooks)}
                {note(counter)}
            </>
        },
    )
}

/// A computed value.
pub fn derived_view(derived: &Derived) -> Html {
    html! {
        <div class={classes!("derived", (derived.value.chars().count() > 16).then_some("derived--text"))} data-derived={derived.key.clone()} data-player={derived.player.map(|p| p.to_string())}>
            <span class="derived__label">{derived.label.clone()}</span>
            <strong class="derived__value" data-testid={format!("derived-{}", derived.key)}>{derived.value.clone()}</strong>
            if let Some(text) = &derived.note {
                <p class="note">{text.clone()}</p>
            }
        </div>
    }
}

/// One of the kind's buttons; a disabled one says why.
pub fn action_view(action: &RuleButton, on_op: &Callback<Value>) -> Html {
    if !action.inputs.is_empty() {
        return html! { <super::forms::RuleFormButton action={action.clone()} on_op={on_op.clone()} /> };
    }
    let rule = action.rule.clone();
    let onclick = on_op.reform(move |_: MouseEvent| op::rule(&rule));
    html! {
        <div class="rule">
            <button type="button" class={classes!("btn", "rule__btn", action.enabled.then_some("btn--accent"))}
                data-testid={format!("rule-{}", action.key)} data-player={action.player.map(|p| p.to_string())}
                disabled={!action.enabled} title={action.hint.clone()} {onclick}>
                {action.label.clone()}
            </button>
            if let Some(hint) = &action.hint {
                <p class={classes!("note", (!action.enabled).then_some("note--why"))}>{hint.clone()}</p>
            }
        </div>
    }
}

/// A section's body: counters, derived values, buttons.
pub fn section_body(section: &Section, all: &[Counter], hooks: &Hooks) -> Html {
    html! {
        <>
            if !section.counters.is_empty() {
                <div class="section__counters">
                    { for section.counters.iter().map(|counter| counter_view(counter, all, hooks)) }
                </div>
            }
            if !section.derived.is_empty() {
                <div class="section__derived">{ for section.derived.iter().map(derived_view) }</div>
            }
            if !section.actions.is_empty() {
                <div class="section__actions">{ for section.actions.iter().map(|a| action_view(a, &hooks.on_op)) }</div>
            }
        </>
    }
}

/// The classes of a section marked by an alert.
pub fn alert_class(level: Option<AlertLevel>) -> Option<String> {
    level.map(|level| format!("marked marked--{}", level_word(level)))
}

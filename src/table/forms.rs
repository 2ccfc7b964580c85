//! The tracker's dialogs that build a TableOp: add a counter, add a player, set a counter, and the
//! form of a tracker's button that asks for inputs (a compound move), generic over the inputs.

use serde_json::Value;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::colours::{next_colour, ColourPicker};
use super::model::{op, Counter, CounterScope, Player, RuleButton};
use crate::components::Modal;
use rampart_engine::RuleInput;

/// Props of [`AddCounterDialog`].
#[derive(Properties, PartialEq)]
pub struct AddCounterDialogProps {
    /// The players, for "just this player".
    pub players: Vec<Player>,
    /// Called with the `add_counter` op.
    pub on_submit: Callback<Value>,
    /// Closes.
    pub on_cancel: Callback<()>,
}

/// The numbers of a new counter, checked.
fn parse_range(min: &str, max: &str, default: &str) -> Result<(i64, i64, i64), &'static str> {
    let number = |text: &str| text.trim().parse::<i64>().map_err(|_| "Min, max and start must be whole numbers.");
    let (min, max, default) = (number(min)?, number(max)?, number(default)?);
    if min > max {
        Err("Min must not be above max.")
    } else if default < min || default > max {
        Err("Start must be between min and max.")
    } else {
        Ok((min, max, default))
    }
}

fn scope_value(scope: CounterScope) -> String {
    match scope {
        CounterScope::EachPlayer => "each".to_string(),
        CounterScope::Shared => "shared".to_string(),
        CounterScope::Player(index) => format!("player-{index}"),
    }
}

fn parse_scope(value: &str) -> CounterScope {
    match value {
        "shared" => CounterScope::Shared,
        other => other
            .strip_prefix("player-")
            .and_then(|index| index.parse().ok())
            .map(CounterScope::Player)
            .unwrap_or(CounterScope::EachPlayer),
    }
}

/// Adds a counter: its label, whose it is, and its range.
#[component]
pub fn AddCounterDialog(props: &AddCounterDialogProps) -> Html {
    let label = use_state(String::new);
    let scope = use_state(|| CounterScope::EachPlayer);
    let min = use_state(|| "0".to_string());
    let max = use_state(|| "99".to_string());
    let default = use_state(|| "0".to_string());
    let text_input = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |event: InputEvent| {
            state.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let on_scope = {
        let scope = scope.clone();
        Callback::from(move |event: Event| {
            scope.set(parse_scope(&event.target_unchecked_into::<HtmlSelectElement>().value()));
        })
    };
    let checked = parse_range(&min, &max, &default);
    let problem = if label.trim().is_empty() { Some("Give the counter a name.") } else { checked.err() };
    let onsubmit = {
        let label = label.clone();
        let scope = scope.clone();
        let on_submit = props.on_submit.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let (false, Ok((min, max, default))) = (label.trim().is_empty(), checked) {
                on_submit.emit(op::add_counter(label.trim(), *scope, min, max, default));
            }
        })
    };
    let selected = scope_value(*scope);
    let option = |value: String, text: String| {
        html! { <option value={value.clone()} selected={value == selected}>{text}</option> }
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title="Add a counter" on_close={props.on_cancel.clone()} testid="add-counter-dialog">
            <form class="form" {onsubmit}>
                <label class="field">
                    <span class="field__label">{"Name"}</span>
                    <input class="input" type="text" maxlength="30" value={(*label).clone()}
                        oninput={text_input(&label)} placeholder="Gold, Mana, Impact tokens…" data-testid="counter-label" />
                </label>
                <label class="field">
                    <span class="field__label">{"For"}</span>
                    <select class="input" onchange={on_scope} data-testid="counter-scope">
                        {option("each".into(), "Each player".into())}
                        {option("shared".into(), "The whole table (shared)".into())}
                        { for props.players.iter().map(|player| option(format!("player-{}", player.index), format!("Only {}", player.name))) }
                    </select>
                </label>
                <div class="field-row">
                    <label class="field">
                        <span class="field__label">{"Min"}</span>
                        <input class="input input--number" type="number" inputmode="numeric" value={(*min).clone()}
                            oninput={text_input(&min)} data-testid="counter-min" />
                    </label>
                    <label class="field">
                        <span class="field__label">{"Max"}</span>
                        <input class="input input--number" type="number" inputmode="numeric" value={(*max).clone()}
                            oninput={text_input(&max)} data-testid="counter-max" />
                    </label>
                    <label class="field">
                        <span class="field__label">{"Start"}</span>
                        <input class="input input--number" type="number" inputmode="numeric" value={(*default).clone()}
                            oninput={text_input(&default)} data-testid="counter-default" />
                    </label>
                </div>
                if let Some(problem) = problem {
                    <p class="muted small">{problem}</p>
                }
                <div class="modal__actions">
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={problem.is_some()}
                        data-testid="counter-submit">{"Add counter"}</button>
                </div>
            </form>
        </Modal>
    }
}

/// Props of [`AddPlayerDialog`].
#[derive(Properties, PartialEq)]
pub struct AddPlayerDialogProps {
    /// The players already seated (for the name and a free colour).
    pub players: Vec<Player>,
    /// Called with the `add_player` op.
    pub on_submit: Callback<Value>,
    /// Closes.
    pub on_cancel: Callback<()>,
}

/// Adds a player: name and colour.
#[component]
pub fn AddPlayerDialog(props: &AddPlayerDialogProps) -> Html {
    let name = use_state(|| format!("Player {}", props.players.len() + 1));
    let colour = use_state(|| next_colour(props.players.iter().map(|player| player.colour.as_str())).to_string());
    let oninput = {
        let name = name.clone();
        Callback::from(move |event: InputEvent| {
            name.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let on_pick = {
        let colour = colour.clone();
        Callback::from(move |picked: String| colour.set(picked))
    };
    let onsubmit = {
        let name = name.clone();
        let colour = colour.clone();
        let on_submit = props.on_submit.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if !name.trim().is_empty() {
                on_submit.emit(op::add_player(name.trim(), &colour));
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title="Add a player" on_close={props.on_cancel.clone()} testid="add-player-dialog">
            <form class="form" {onsubmit}>
                <label class="field">
                    <span class="field__label">{"Name"}</span>
                    <input class="input" type="text" maxlength="40" value={(*name).clone()} {oninput}
                        data-testid="new-player-name" />
                </label>
                <div class="field">
                    <span class="field__label">{"Colour"}</span>
                    <ColourPicker value={(*colour).clone()} {on_pick} label="Colour" />
                </div>
                <div class="modal__actions">
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={name.trim().is_empty()}
                        data-testid="new-player-submit">{"Add player"}</button>
                </div>
            </form>
        </Modal>
    }
}

/// Props of [`SetCounterDialog`].
#[derive(Properties, PartialEq)]
pub struct SetCounterDialogProps {
    /// The heading ("Ann: Life").
    pub title: AttrValue,
    /// The counter.
    pub counter: Counter,
    /// Called with the `set` or `reset` op.
    pub on_submit: Callback<Value>,
    /// Closes.
    pub on_cancel: Callback<()>,
}

/// Types a counter's value, or puts it back to its start.
#[component]
pub fn SetCounterDialog(props: &SetCounterDialogProps) -> Html {
    let text = use_state(|| props.counter.value.to_string());
    let input_ref = use_node_ref();
    {
        let input_ref = input_ref.clone();
        use_effect_with((), move |_| {
            if let Some(input) = input_ref.cast::<HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        });
    }
    let counter = &props.counter;
    let value = text
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|value| (i64::from(counter.min)..=i64::from(counter.max)).contains(value));
    let oninput = {
        let text = text.clone();
        Callback::from(move |event: InputEvent| {
            text.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let onsubmit = {
        let on_submit = props.on_submit.clone();
        let id = counter.id.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Some(value) = value {
                on_submit.emit(op::set(&id, value));
            }
        })
    };
    let reset = {
        let id = counter.id.clone();
        props.on_submit.reform(move |_: MouseEvent| op::reset(&id))
    };
    let range = format!("From {} to {}.", counter.min, counter.max);
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title={props.title.clone()} on_close={props.on_cancel.clone()} testid="set-counter-dialog">
            <form class="form" {onsubmit}>
                <label class="field">
                    <span class="field__label">{"Value"}</span>
                    <input ref={input_ref} class="input input--number input--big" type="number" inputmode="numeric"
                        min={counter.min.to_string()} max={counter.max.to_string()}
                        value={(*text).clone()} {oninput} data-testid="counter-value-input" />
                </label>
                <p class="muted small">{range}</p>
                <div class="modal__actions">
                    <button type="button" class="btn btn--ghost" onclick={reset} data-testid="counter-reset">
                        {format!("Reset to {}", counter.default)}
                    </button>
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={value.is_none()}
                        data-testid="counter-set">{"Set"}</button>
                </div>
            </form>
        </Modal>
    }
}

/// The operation of `button` with `answers` written at its inputs' keys (`tokens`, or
/// `units.warriors` for a field of a map inside it). None if an answer is missing or out of range.
pub fn fill_rule(button: &RuleButton, answers: &[i32]) -> Option<Value> {
    let mut value = op::rule(&button.rule);
    let rule = value.get_mut("rule")?;
    for (input, answer) in button.inputs.iter().zip(answers) {
        if !(input.min..=input.max).contains(answer) {
            return None;
        }
        let mut at = &mut *rule;
        let mut path = input.key.split('.').peekable();
        while let Some(part) = path.next() {
            let object = at.as_object_mut()?;
            if path.peek().is_none() {
                object.insert(part.to_string(), Value::from(*answer));
                break;
            }
            at = object.entry(part.to_string()).or_insert_with(|| Value::Object(Default::default()));
        }
    }
    (answers.len() == button.inputs.len()).then_some(value)
}

/// Props of [`RuleFormButton`].
#[derive(Properties, PartialEq)]
pub struct RuleFormButtonProps {
    /// The tracker's button, with its inputs.
    pub action: RuleButton,
    /// Called with the filled-in `rule` op.
    pub on_op: Callback<Value>,
}

/// A tracker's button that asks for inputs first: tapping it opens one form with every input (a
/// number, or a choice), and sending the form is the whole move.
#[component]
pub fn RuleFormButton(props: &RuleFormButtonProps) -> Html {
    let open = use_state(|| false);
    let action = &props.action;
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    html! {
        <div class="rule">
            <button type="button" class={classes!("btn", "rule__btn", action.enabled.then_some("btn--accent"))}
                data-testid={format!("rule-{}", action.key)} data-player={action.player.map(|p| p.to_string())}
                disabled={!action.enabled} title={action.hint.clone()} {onclick}>
                {format!("{}…", action.label)}
            </button>
            if let Some(hint) = &action.hint {
                <p class={classes!("note", (!action.enabled).then_some("note--why"))}>{hint.clone()}</p>
            }
            if *open {
                <RuleForm action={action.clone()} on_op={props.on_op.clone()}
                    on_close={{ let open = open.clone(); Callback::from(move |()| open.set(false)) }} />
            }
        </div>
    }
}

/// Props of [`RuleForm`].
#[derive(Properties, PartialEq)]
struct RuleFormProps {
    action: RuleButton,
    on_op: Callback<Value>,
    on_close: Callback<()>,
}

fn input_field(input: &RuleInput, index: usize, answer: i32, answers: &UseStateHandle<Vec<i32>>) -> Html {
    let testid = format!("rule-input-{}", input.key);
    let set = {
        let answers = answers.clone();
        move |text: String| {
            let mut next = (*answers).clone();
            if let (Some(slot), Ok(value)) = (next.get_mut(index), text.trim().parse::<i32>()) {
                *slot = value;
                answers.set(next);
            }
        }
    };
    let control = if input.options.is_empty() {
        let set = set.clone();
        let oninput =
            Callback::from(move |event: InputEvent| set(event.target_unchecked_into::<HtmlInputElement>().value()));
        html! {
            <input class="input input--number" type="number" inputmode="numeric" min={input.min.to_string()}
                max={input.max.to_string()} value={answer.to_string()} {oninput} data-testid={testid} />
        }
    } else {
        let onchange =
            Callback::from(move |event: Event| set(event.target_unchecked_into::<HtmlSelectElement>().value()));
        html! {
            <select class="input select" {onchange} data-testid={testid}>
                { for input.options.iter().enumerate().map(|(i, name)| {
                    let value = input.min + i as i32;
                    html! { <option value={value.to_string()} selected={value == answer}>{name.clone()}</option> }
                }) }
            </select>
        }
    };
    html! {
        <label class="field">
            <span class="field__label">{input.label.clone()}</span>
            {control}
            if let Some(note) = &input.note {
                <span class="note">{note.clone()}</span>
            }
        </label>
    }
}

#[component]
fn RuleForm(props: &RuleFormProps) -> Html {
    let action = &props.action;
    let answers = use_state(|| action.inputs.iter().map(|i| i.default).collect::<Vec<i32>>());
    let filled = fill_rule(action, &answers);
    let onsubmit = {
        let filled = filled.clone();
        let on_op = props.on_op.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Some(value) = filled.clone() {
                on_op.emit(value);
                on_close.emit(());
            }
        })
    };
    let on_cancel = props.on_close.reform(|_: MouseEvent| ());
    let fields = action
        .inputs
        .iter()
        .enumerate()
        .map(|(i, input)| input_field(input, i, answers.get(i).copied().unwrap_or(input.default), &answers));
    html! {
        <Modal title={action.label.clone()} on_close={props.on_close.clone()} testid="rule-form">
            <form class="form" {onsubmit}>
                { for fields }
                if filled.is_none() {
                    <p class="muted small">{"Each number must be within its range."}</p>
                }
                <div class="modal__actions">
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={filled.is_none()}
                        data-testid="rule-form-submit">{"Apply"}</button>
                </div>
            </form>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(inputs: Vec<RuleInput>) -> RuleButton {
        let rule = serde_json::from_value(
            serde_json::json!({"game": "exiled", "do": "round_units", "side": 0, "units": {"warriors": 0}}),
        )
        .expect("a rule op");
        RuleButton { inputs, ..RuleButton::new("k", "K", rule) }
    }

    #[test]
    fn a_form_writes_its_answers_into_the_rule() {
        let b = button(vec![
            RuleInput::number("units.slingers", "Slingers", 0, 5, 0),
            RuleInput::number("side", "Side", 0, 1, 0),
        ]);
        let value = fill_rule(&b, &[3, 1]).expect("filled");
        assert_eq!(value["rule"]["units"]["slingers"], 3);
        assert_eq!(value["rule"]["units"]["warriors"], 0);
        assert_eq!(value["rule"]["side"], 1);
        assert_eq!(fill_rule(&b, &[6, 1]), None, "out of range");
        assert_eq!(fill_rule(&b, &[3]), None, "an answer missing");
    }

    #[test]
    fn counter_ranges_are_checked() {
        assert_eq!(parse_range("0", "10", "3"), Ok((0, 10, 3)));
        assert!(parse_range("5", "1", "3").is_err());
        assert!(parse_range("0", "10", "11").is_err());
        assert!(parse_range("x", "10", "1").is_err());
    }

    #[test]
    fn scopes_round_trip_through_the_select() {
        for scope in [CounterScope::Shared, CounterScope::EachPlayer, CounterScope::Player(3)] {
            assert_eq!(parse_scope(&scope_value(scope)), scope);
        }
    }
}

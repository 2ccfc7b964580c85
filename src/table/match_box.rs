//! "Match your box": the sheet where an owner matches a game's designed values (the numbers the
//! rulebook never prints) to their own copy. Every value shows its designed value, the rule it must
//! satisfy and, live, what the engine's `box_check` finds wrong; the result is used at this table
//! (`match_box`, one undo step), saved as a named profile, and chosen for every later table of the
//! game (`box_save`, `box_use`). The sheet is built from the engine's [`BoxValue`]s: no per-game
//! code.

use std::collections::BTreeMap;

use rampart_engine::protocol::BoxSheet;
use rampart_engine::table::{BoxProblem, BoxProfile, BoxValue};
use serde_json::Value;
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::api;
use super::model::op;
use crate::components::{use_toaster, Modal};

/// Props of [`MatchBoxSheet`].
#[derive(Properties, PartialEq)]
pub struct MatchBoxSheetProps {
    /// The table's kind id.
    pub kind: AttrValue,
    /// The table's profile now.
    pub profile: BoxProfile,
    /// Sends a table op (the `match_box` that uses the values at this table).
    pub on_op: Callback<Value>,
    /// Closes the sheet.
    pub on_close: Callback<()>,
}

/// One value as the sheet edits it: the entries, or the text typed for a list of any length.
fn entries_text(values: &[i32]) -> String {
    values.iter().map(i32::to_string).collect::<Vec<_>>().join(", ")
}

/// Reads "7, 14, 21" (commas or spaces); `None` when a part is not a whole number.
fn parse_list(text: &str) -> Option<Vec<i32>> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.parse::<i32>().ok())
        .collect()
}

/// The profile the sheet holds: its name and the values that differ from the designed ones.
fn profile_of(name: &str, draft: &BTreeMap<String, Vec<i32>>, values: &[BoxValue]) -> BoxProfile {
    BoxProfile { name: name.trim().to_string(), values: draft.clone() }.normalized(values)
}

/// The "Match your box" sheet of one table's game.
#[component]
pub fn MatchBoxSheet(props: &MatchBoxSheetProps) -> Html {
    let toaster = use_toaster();
    let sheet = use_state(|| None::<BoxSheet>);
    let name = use_state(|| props.profile.name.clone());
    let draft = use_state(|| props.profile.values.clone());
    // What the text of a variable-length list reads as, while typed (kept when it does not parse).
    let typed = use_state(BTreeMap::<String, String>::new);
    let problems = use_state(Vec::<BoxProblem>::new);

    {
        let sheet = sheet.clone();
        let toaster = toaster.clone();
        use_effect_with(props.kind.clone(), move |kind| {
            let kind = kind.to_string();
            spawn_local(async move {
                match api::box_sheet(&kind).await {
                    Ok(answer) => sheet.set(Some(answer)),
                    Err(error) => toaster.error(error.message),
                }
            });
        });
    }
    // Every change is checked by the engine's rules, live.
    {
        let problems = problems.clone();
        let kind = props.kind.to_string();
        use_effect_with(((*draft).clone(), (*name).clone()), move |(draft, name)| {
            let profile = BoxProfile { name: name.trim().to_string(), values: draft.clone() };
            spawn_local(async move {
                if let Ok(answer) = api::box_check(&kind, &profile).await {
                    problems.set(answer.problems);
                }
            });
        });
    }

    let Some(current) = (*sheet).clone() else {
        return html! {
            <Modal title="Match your box" on_close={props.on_close.clone()} testid="match-box-sheet">
                <p class="muted">{"Reading the game's designed values…"}</p>
            </Modal>
        };
    };
    let values = current.values.clone();
    let profile = profile_of(&name, &draft, &values);
    let name_problem = problems.iter().find(|p| p.key.is_none()).map(|p| p.text.clone());
    let valid = problems.is_empty() && typed.values().all(|t| parse_list(t).is_some());

    let set_value = {
        let draft = draft.clone();
        Callback::from(move |(key, entries): (String, Vec<i32>)| {
            let mut next = (*draft).clone();
            next.insert(key, entries);
            draft.set(next);
        })
    };
    let reset_value = {
        let draft = draft.clone();
        let typed = typed.clone();
        Callback::from(move |key: String| {
            let mut next = (*draft).clone();
            next.remove(&key);
            draft.set(next);
            let mut text = (*typed).clone();
            text.remove(&key);
            typed.set(text);
        })
    };

    let mut groups: Vec<(String, Vec<BoxValue>)> = Vec::new();
    for value in &values {
        match groups.iter_mut().find(|(g, _)| *g == value.group) {
            Some((_, list)) => list.push(value.clone()),
            None => groups.push((value.group.clone(), vec![value.clone()])),
        }
    }
    let editor = |value: &BoxValue| -> Html {
        let key = value.key.clone();
        let now: Vec<i32> = draft.get(&key).cloned().unwrap_or_else(|| value.default.clone());
        let designed = now == value.default;
        let mine: Vec<&BoxProblem> = problems.iter().filter(|p| p.key.as_deref() == Some(key.as_str())).collect();
        let fixed = value.min_len == value.max_len;
        let field = if fixed && value.max_len == 1 && value.faces.is_empty() {
            let entry = now.first().copied().unwrap_or(value.min);
            let step = |delta: i32| {
                let set_value = set_value.clone();
                let key = key.clone();
                let (min, max) = (value.min, value.max);
                Callback::from(move |_: MouseEvent| {
                    set_value.emit((key.clone(), vec![(entry + delta).clamp(min, max)]));
                })
            };
            let oninput = {
                let set_value = set_value.clone();
                let key = key.clone();
                Callback::from(move |event: InputEvent| {
                    let input: HtmlInputElement = event.target_unchecked_into();
                    if let Ok(n) = input.value().trim().parse::<i32>() {
                        set_value.emit((key.clone(), vec![n]));
                    }
                })
            };
            html! {
                <div class="box-stepper">
                    <button type="button" class="btn btn--ghost box-stepper__btn" aria-label={format!("{} minus one", value.label)}
                        disabled={entry <= value.min} onclick={step(-1)}>{"−"}</button>
                    <input type="number" inputmode="numeric" class="box-stepper__input" min={value.min.to_string()}
                        max={value.max.to_string()} value={entry.to_string()} aria-label={value.label.clone()}
                        data-testid={format!("box-{key}")} {oninput} />
                    <button type="button" class="btn btn--ghost box-stepper__btn" aria-label={format!("{} plus one", value.label)}
                        disabled={entry >= value.max} onclick={step(1)}>{"+"}</button>
                </div>
            }
        } else if fixed {
            let cells = now.iter().enumerate().map(|(i, entry)| {
                let item = value.items.get(i).cloned().unwrap_or_else(|| format!("{}", i + 1));
                let input = if value.faces.is_empty() {
                    let oninput = {
                        let set_value = set_value.clone();
                        let key = key.clone();
                        let now = now.clone();
                        Callback::from(move |event: InputEvent| {
                            let input: HtmlInputElement = event.target_unchecked_into();
                            if let Ok(n) = input.value().trim().parse::<i32>() {
                                let mut next = now.clone();
                                if let Some(slot) = next.get_mut(i) {
                                    *slot = n;
                                }
                                set_value.emit((key.clone(), next));
                            }
                        })
                    };
                    html! {
                        <input type="number" inputmode="numeric" class="box-cell__input" value={entry.to_string()}
                            min={value.min.to_string()} max={value.max.to_string()}
                            aria-label={format!("{}: {item}", value.label)} data-testid={format!("box-{key}-{i}")} {oninput} />
                    }
                } else {
                    let onchange = {
                        let set_value = set_value.clone();
                        let key = key.clone();
                        let now = now.clone();
                        let min = value.min;
                        Callback::from(move |event: Event| {
                            let select: HtmlSelectElement = event.target_unchecked_into();
                            if let Ok(n) = select.value().parse::<i32>() {
                                let mut next = now.clone();
                                if let Some(slot) = next.get_mut(i) {
                                    *slot = n.max(min);
                                }
                                set_value.emit((key.clone(), next));
                            }
                        })
                    };
                    let options = (value.min..=value.max).map(|v| {
                        html! { <option value={v.to_string()} selected={v == *entry}>{value.show(v)}</option> }
                    });
                    html! {
                        <select class="box-cell__input" aria-label={format!("{}: {item}", value.label)}
                            data-testid={format!("box-{key}-{i}")} {onchange}>{ for options }</select>
                    }
                };
                html! {
                    <label class="box-cell"><span class="box-cell__item">{item}</span>{input}</label>
                }
            });
            html! { <div class="box-cells">{ for cells }</div> }
        } else {
            let text = typed.get(&key).cloned().unwrap_or_else(|| entries_text(&now));
            let bad = parse_list(&text).is_none();
            let oninput = {
                let set_value = set_value.clone();
                let typed = typed.clone();
                let key = key.clone();
                Callback::from(move |event: InputEvent| {
                    let input: HtmlInputElement = event.target_unchecked_into();
                    let text = input.value();
                    let mut all = (*typed).clone();
                    all.insert(key.clone(), text.clone());
                    typed.set(all);
                    if let Some(list) = parse_list(&text) {
                        set_value.emit((key.clone(), list));
                    }
                })
            };
            html! {
                <>
                    <input type="text" inputmode="numeric" class="box-list" value={text} aria-label={value.label.clone()}
                        aria-invalid={bad.to_string()} data-testid={format!("box-{key}")} {oninput} />
                    if bad {
                        <p class="box-problem">{"Write whole numbers, separated by commas."}</p>
                    }
                </>
            }
        };
        let reset = {
            let reset_value = reset_value.clone();
            let key = key.clone();
            Callback::from(move |_: MouseEvent| reset_value.emit(key.clone()))
        };
        html! {
            <div class={classes!("box-value", (!designed).then_some("box-value--changed"), (!mine.is_empty()).then_some("box-value--bad"))}
                data-key={key.clone()}>
                <div class="box-value__head">
                    <span class="box-value__label">{value.label.clone()}</span>
                    if designed {
                        <span class="box-badge" data-testid={format!("box-badge-{key}")}>{"designed, check against your box"}</span>
                    } else {
                        <span class="box-badge box-badge--yours" data-testid={format!("box-badge-{key}")}>
                            {format!("yours · designed: {}", value.show_all(&value.default))}
                        </span>
                        <button type="button" class="btn btn--ghost box-small" onclick={reset}>{"Designed"}</button>
                    }
                </div>
                {field}
                { for mine.iter().map(|p| html! { <p class="box-problem" role="alert">{p.text.clone()}</p> }) }
                <p class="box-value__rule muted small">{value.rule.clone()}</p>
            </div>
        }
    };
    let sections = groups.iter().map(|(group, list)| {
        html! {
            <fieldset class="box-group">
                <legend>{group.clone()}</legend>
                { for list.iter().map(editor) }
            </fieldset>
        }
    });

    // Saved profiles: load one into the sheet, choose it for new tables, delete it.
    let kind = props.kind.to_string();
    let library_request = {
        let sheet = sheet.clone();
        let toaster = toaster.clone();
        Callback::from(move |(what, name): (&'static str, Option<String>)| {
            let sheet = sheet.clone();
            let toaster = toaster.clone();
            let kind = kind.clone();
            spawn_local(async move {
                let answer = match what {
                    "use" => api::box_use(&kind, name.as_deref()).await,
                    _ => api::box_delete(&kind, name.as_deref().unwrap_or_default()).await,
                };
                match answer {
                    Ok(answer) => sheet.set(Some(answer)),
                    Err(error) => toaster.error(error.message),
                }
            });
        })
    };
    let saved = current.profiles.iter().map(|p| {
        let in_use = current.in_use.as_deref() == Some(p.name.as_str());
        let load = {
            let draft = draft.clone();
            let name = name.clone();
            let typed = typed.clone();
            let p = p.clone();
            Callback::from(move |_: MouseEvent| {
                draft.set(p.values.clone());
                name.set(p.name.clone());
                typed.set(BTreeMap::new());
            })
        };
        let choose = {
            let library_request = library_request.clone();
            let name = (!in_use).then(|| p.name.clone());
            Callback::from(move |_: MouseEvent| library_request.emit(("use", name.clone())))
        };
        let delete = {
            let library_request = library_request.clone();
            let name = p.name.clone();
            Callback::from(move |_: MouseEvent| library_request.emit(("delete", Some(name.clone()))))
        };
        html! {
            <li class="box-saved" data-testid="box-saved">
                <span class="box-saved__name">{p.name.clone()}</span>
                if in_use {
                    <span class="box-badge box-badge--yours">{"new tables use it"}</span>
                }
                <button type="button" class="btn btn--ghost box-small" onclick={load}>{"Load"}</button>
                <button type="button" class="btn btn--ghost box-small" onclick={choose}>
                    {if in_use { "Stop using" } else { "Use for new tables" }}
                </button>
                <button type="button" class="btn btn--ghost box-small btn--danger-text" onclick={delete}
                    aria-label={format!("Delete {}", p.name)}>{"Delete"}</button>
            </li>
        }
    });

    let use_here = {
        let on_op = props.on_op.clone();
        let on_close = props.on_close.clone();
        let profile = profile.clone();
        Callback::from(move |_: MouseEvent| {
            on_op.emit(op::match_box(&profile));
            on_close.emit(());
        })
    };
    let save = |use_it: bool| {
        let sheet = sheet.clone();
        let toaster = toaster.clone();
        let kind = props.kind.to_string();
        let profile = profile.clone();
        Callback::from(move |_: MouseEvent| {
            let sheet = sheet.clone();
            let toaster = toaster.clone();
            let kind = kind.clone();
            let profile = profile.clone();
            spawn_local(async move {
                match api::box_save(&kind, &profile, use_it).await {
                    Ok(answer) => {
                        toaster.info(if use_it {
                            format!("Saved “{}”: new {} tables use it", profile.name, answer.name)
                        } else {
                            format!("Saved “{}”", profile.name)
                        });
                        sheet.set(Some(answer));
                    }
                    Err(error) => toaster.error(error.message),
                }
            });
        })
    };
    let designed_all = {
        let draft = draft.clone();
        let typed = typed.clone();
        let name = name.clone();
        Callback::from(move |_: MouseEvent| {
            draft.set(BTreeMap::new());
            typed.set(BTreeMap::new());
            name.set(String::new());
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            name.set(input.value());
        })
    };
    let unchanged = profile == props.profile;
    let named = !name.trim().is_empty();

    html! {
        <Modal title="Match your box" on_close={props.on_close.clone()} testid="match-box-sheet">
            <div class="box-sheet">
                <p class="muted small">
                    {format!(
                        "The {} rulebook does not print these numbers: the app's are designed to fit every rule \
                         and example. Check each against your own box and change what differs; the tracker's \
                         counters, alerts and derived values follow.",
                        current.name
                    )}
                </p>
                { for sections }
                <fieldset class="box-group">
                    <legend>{"Profile"}</legend>
                    <label class="field">
                        <span>{"Name (to save it)"}</span>
                        <input type="text" maxlength="40" value={(*name).clone()} placeholder="My copy"
                            data-testid="box-name" oninput={on_name} />
                    </label>
                    if let Some(problem) = name_problem {
                        <p class="box-problem">{problem}</p>
                    }
                    if current.profiles.is_empty() {
                        <p class="muted small">{"No saved profile yet: new tables use the designed values."}</p>
                    } else {
                        <ul class="box-saved-list">{ for saved }</ul>
                    }
                </fieldset>
            </div>
            <div class="modal__actions box-sheet__actions">
                <button type="button" class="btn btn--ghost" onclick={designed_all} data-testid="box-designed">
                    {"All designed"}
                </button>
                <button type="button" class="btn btn--ghost" disabled={!valid || !named} onclick={save(false)}
                    data-testid="box-save" title="Save under its name">{"Save"}</button>
                <button type="button" class="btn btn--ghost" disabled={!valid || !named} onclick={save(true)}
                    data-testid="box-save-use">{"Save · use for new tables"}</button>
                <button type="button" class="btn btn--primary" disabled={!valid || unchanged} onclick={use_here}
                    data-testid="box-use-here">{"Use at this table"}</button>
            </div>
        </Modal>
    }
}

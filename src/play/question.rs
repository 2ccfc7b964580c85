//! The pending decision as one question, with its legal answers as buttons. Long lists (a
//! Wizard's 44 teleports) are grouped by kind and searchable.

use std::rc::Rc;

use serde_json::Value;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::board::{tag, Choice};
use super::screen::visible_answers;

/// Above this many answers, they are grouped and a search field appears.
const MANY: usize = 12;

/// Props of [`QuestionPanel`].
#[derive(Properties, PartialEq)]
pub struct QuestionPanelProps {
    /// Who decides ("You", "Wizard").
    pub who: AttrValue,
    /// The question, if the engine words one.
    pub question: Option<String>,
    /// The legal answers.
    pub answers: Rc<Vec<Choice>>,
    /// The search text.
    pub filter: AttrValue,
    /// The search text changed.
    pub on_filter: Callback<String>,
    /// An answer was chosen.
    pub on_answer: Callback<Value>,
    /// A request is in flight.
    pub busy: bool,
}

/// The groups of a long answer list: (group name, indices), in order of first appearance. The
/// name is the first word of the group's first label ("Walk", "Travel", "Play").
pub fn groups(answers: &[(usize, &Choice)]) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, String, Vec<usize>)> = Vec::new();
    for (index, choice) in answers {
        let key = tag(&choice.action).to_string();
        match out.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, members)) => members.push(*index),
            None => {
                let name = choice.label.split_whitespace().next().unwrap_or("Other").trim_end_matches(':').to_string();
                out.push((key, name, vec![*index]));
            }
        }
    }
    out.into_iter().map(|(_, name, members)| (name, members)).collect()
}

/// The question panel.
#[component]
pub fn QuestionPanel(props: &QuestionPanelProps) -> Html {
    let open_group = use_state(|| None::<String>);
    {
        // A new question closes the open group.
        let open_group = open_group.clone();
        use_effect_with(props.answers.clone(), move |_| open_group.set(None));
    }
    let shown = visible_answers(&props.answers, &props.filter);
    let button = |number: Option<usize>, index: usize, choice: &Choice| {
        let on_answer = props.on_answer.clone();
        let action = choice.action.clone();
        html! {
            <button type="button" class="btn answer" data-testid={format!("answer-{index}")}
                data-do={tag(&choice.action).to_string()} disabled={props.busy}
                onclick={Callback::from(move |_: MouseEvent| on_answer.emit(action.clone()))}>
                if let Some(n) = number {
                    <kbd class="answer__key" aria-hidden="true">{n + 1}</kbd>
                }
                <span class="answer__label">{choice.label.clone()}</span>
            </button>
        }
    };
    let many = props.answers.len() > MANY;
    let body = if !many || !props.filter.is_empty() {
        html! {
            <div class="answers" data-testid="answers">
                { for shown.iter().enumerate().map(|(n, (i, c))| button((n < 9).then_some(n), *i, c)) }
                if shown.is_empty() {
                    <p class="muted">{"No answer matches the search."}</p>
                }
            </div>
        }
    } else {
        let groups = groups(&shown);
        let default_open = groups.iter().find(|(_, members)| members.len() > 1).map(|(name, _)| name.clone());
        let chips = groups.iter().map(|(name, members)| {
            let on = open_group.as_deref().or(default_open.as_deref()) == Some(name.as_str());
            let open_group = open_group.clone();
            let n = name.clone();
            html! {
                <button type="button" class={classes!("chip", on.then_some("chip--on"))}
                    data-testid={format!("group-{}", name.to_lowercase())} aria-expanded={on.to_string()}
                    onclick={Callback::from(move |_: MouseEvent| open_group.set(if on { None } else { Some(n.clone()) }))}>
                    {format!("{name} ({})", members.len())}
                </button>
            }
        });
        // With no group chosen, the first group of several is open, so there is always something to tap.
        let open = match open_group.as_deref() {
            Some(chosen) => groups.iter().find(|(name, _)| name == chosen),
            None => groups.iter().find(|(_, members)| members.len() > 1),
        };
        let singles: Vec<usize> =
            groups.iter().filter(|(_, members)| members.len() == 1).flat_map(|(_, m)| m.clone()).collect();
        html! {
            <>
                <div class="chips answer-groups">{ for chips }</div>
                <div class="answers" data-testid="answers">
                    if let Some((_, members)) = open {
                        { for members.iter().filter_map(|i| props.answers.get(*i).map(|c| button(None, *i, c))) }
                    }
                    { for singles.iter().filter_map(|i| props.answers.get(*i).map(|c| button(None, *i, c))) }
                </div>
            </>
        }
    };
    let on_input = {
        let on_filter = props.on_filter.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_filter.emit(input.value());
        })
    };
    html! {
        <section class="panel question" data-testid="question" aria-live="polite">
            <p class="question__who">{format!("{} to decide", props.who)}</p>
            <h2 class="question__text" data-testid="question-text">
                {props.question.clone().unwrap_or_else(|| "Choose".to_string())}
            </h2>
            if many {
                <input class="input answer-search" type="search" placeholder={format!("Search {} answers", props.answers.len())}
                    aria-label="Search the answers" data-testid="answer-search" value={props.filter.clone()}
                    oninput={on_input} />
            }
            {body}
            <p class="muted small question__hint">{"Or tap the board."}</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn long_answer_lists_group_by_kind_under_the_first_word() {
        let legal = [
            Choice::new(json!({"do": "foot", "to": 1}), "Walk to Bounty Bay", 0),
            Choice::new(json!({"do": "card_move", "card": 3, "to": 2}), "Travel to X with Y", 0),
            Choice::new(json!({"do": "foot", "to": 5}), "Walk to Orc Valley", 0),
            Choice::new(json!({"do": "end_day"}), "End the Daytime", 0),
        ];
        let all: Vec<(usize, &Choice)> = legal.iter().enumerate().collect();
        let g = groups(&all);
        assert_eq!(g, vec![("Walk".into(), vec![0, 2]), ("Travel".into(), vec![1]), ("End".into(), vec![3])]);
    }
}

//! The pending decision as one question, with its legal answers as buttons. Long lists (a
//! Wizard's 44 teleports) are grouped by kind and searchable.

use std::rc::Rc;

use serde_json::Value;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::board::{tag, Choice};

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
    /// The answer group the player opened (grouped lists only); `None`: the first group of several.
    #[prop_or_default]
    pub open_group: Option<AttrValue>,
    /// The player opened or closed a group.
    #[prop_or_default]
    pub on_open_group: Callback<Option<String>>,
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

/// The group shown open: the one chosen, else the first group of several (so there is always
/// something to tap).
fn open_of<'a>(groups: &'a [(String, Vec<usize>)], chosen: Option<&str>) -> Option<&'a (String, Vec<usize>)> {
    match chosen {
        Some(chosen) => groups.iter().find(|(name, _)| name == chosen),
        None => groups.iter().find(|(_, members)| members.len() > 1),
    }
}

/// The answers on screen, in the order shown: what the number keys 1-9 pick. A grouped list shows
/// the open group's answers, then the answers alone in their group; the other groups' answers are
/// hidden behind their chips and no key picks them.
pub fn keyed_answers(legal: &[Choice], filter: &str, open_group: Option<&str>) -> Vec<usize> {
    let shown = visible_answers(legal, filter);
    if legal.len() <= MANY || !filter.is_empty() {
        return shown.iter().map(|(i, _)| *i).collect();
    }
    let groups = groups(&shown);
    let mut out: Vec<usize> = open_of(&groups, open_group).map(|(_, members)| members.clone()).unwrap_or_default();
    for (_, members) in groups.iter().filter(|(_, members)| members.len() == 1) {
        if !out.contains(&members[0]) {
            out.push(members[0]);
        }
    }
    out
}

/// The question panel.
#[component]
pub fn QuestionPanel(props: &QuestionPanelProps) -> Html {
    let open_group = props.open_group.as_deref();
    let keyed = keyed_answers(&props.answers, &props.filter, open_group);
    let number_of = |index: usize| keyed.iter().position(|i| *i == index).filter(|n| *n < 9);
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
                { for shown.iter().map(|(i, c)| button(number_of(*i), *i, c)) }
                if shown.is_empty() {
                    <p class="muted">{"No answer matches the search."}</p>
                }
            </div>
        }
    } else {
        let groups = groups(&shown);
        let open = open_of(&groups, open_group);
        let chips = groups.iter().map(|(name, members)| {
            let on = open.is_some_and(|(open, _)| open == name);
            let on_open_group = props.on_open_group.clone();
            let n = name.clone();
            html! {
                <button type="button" class={classes!("chip", on.then_some("chip--on"))}
                    data-testid={format!("group-{}", name.to_lowercase())} aria-expanded={on.to_string()}
                    onclick={Callback::from(move |_: MouseEvent| on_open_group.emit((!on).then(|| n.clone())))}>
                    {format!("{name} ({})", members.len())}
                </button>
            }
        });
        html! {
            <>
                <div class="chips answer-groups">{ for chips }</div>
                <div class="answers" data-testid="answers">
                    { for keyed.iter().filter_map(|i| props.answers.get(*i).map(|c| button(number_of(*i), *i, c))) }
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

/// The answers shown for a filter text, with their indices (what the number keys pick).
pub fn visible_answers<'a>(legal: &'a [Choice], filter: &str) -> Vec<(usize, &'a Choice)> {
    let needle = filter.trim().to_lowercase();
    legal.iter().enumerate().filter(|(_, c)| needle.is_empty() || c.label.to_lowercase().contains(&needle)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn number_keys_follow_the_filtered_answers() {
        let legal = vec![
            Choice::new(serde_json::json!(1), "Walk to Bounty Bay", 0),
            Choice::new(serde_json::json!(2), "Ride to Orc Valley", 0),
        ];
        let shown = visible_answers(&legal, "orc");
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0].0, 1);
        assert_eq!(visible_answers(&legal, "").len(), 2);
    }

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

    #[test]
    fn number_keys_pick_only_the_answers_shown() {
        // 13 answers: grouped. Walk (8) opens by itself; Travel (4) is behind its chip; End alone.
        let mut legal: Vec<Choice> =
            (0..8).map(|i| Choice::new(json!({"do": "foot", "to": i}), format!("Walk to {i}"), 0)).collect();
        legal.extend((0..4).map(|i| Choice::new(json!({"do": "card_move", "to": i}), format!("Travel to {i}"), 0)));
        legal.push(Choice::new(json!({"do": "end_day"}), "End the Daytime", 0));
        assert_eq!(keyed_answers(&legal, "", None), vec![0, 1, 2, 3, 4, 5, 6, 7, 12]);
        // With Travel open, 1 picks the first Travel answer, never a hidden Walk.
        assert_eq!(keyed_answers(&legal, "", Some("Travel")), vec![8, 9, 10, 11, 12]);
        // A search shows a flat list: the keys follow it.
        assert_eq!(keyed_answers(&legal, "travel to 2", Some("Walk")), vec![10]);
    }
}

//! Assist mode: the table rolled a die or drew a card, and the person tells the app what came
//! up. Dice are picked on die-shaped buttons; cards from a searchable list. Which it is comes
//! from the chance outcomes themselves, so every game uses the same picker.

use rampart_engine::words::counted;
use std::rc::Rc;

use serde_json::Value;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::DieFace;
use rampart_engine::LabelledChance;

/// Props of [`ChancePicker`].
#[derive(Properties, PartialEq)]
pub struct ChancePickerProps {
    /// The possible outcomes with weights.
    pub options: Rc<Vec<LabelledChance>>,
    /// What to roll or draw, in the engine's words ("Roll Soldier die 3").
    #[prop_or_default]
    pub question: Option<String>,
    /// `Some(outcome)`: what the table shows; `None`: let the app roll or draw.
    pub on_pick: Callback<Option<Value>>,
    /// A request is in flight.
    pub busy: bool,
    /// The game id.
    pub game: AttrValue,
    /// The draw the player may keep secret from the app ("a card"), when the game allows it.
    #[prop_or_default]
    pub secret: Option<LabelledChance>,
}

/// How to answer: tap a die's face, or find the card that came up (what is rolled or drawn is
/// the engine's `chance_question`).
pub fn what(options: &[LabelledChance]) -> String {
    if options.is_empty() {
        "What came up?".into()
    } else if options.iter().all(|o| o.face.is_some()) {
        "Roll the die and tap the face that came up".into()
    } else {
        "Find the card that came up: tap it, or type a few letters of its name".into()
    }
}

/// A label without the log's lead-in ("drew ", "hero: ", "quest: ", "Darkness Spreads: "): the
/// picker lists cards by their names.
pub fn short_label(label: &str) -> &str {
    const LEADS: [&str; 4] = ["drew ", "hero: ", "quest: ", "Darkness Spreads: "];
    LEADS.iter().find_map(|lead| label.strip_prefix(lead)).unwrap_or(label)
}

/// The cards whose label holds every word of `query` (case-insensitive), with their indices.
pub fn search<'a>(options: &'a [LabelledChance], query: &str) -> Vec<(usize, &'a LabelledChance)> {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    options
        .iter()
        .enumerate()
        .filter(|(_, o)| {
            let label = short_label(&o.label).to_lowercase();
            words.iter().all(|w| label.contains(w.as_str()))
        })
        .collect()
}

/// The picker.
#[component]
pub fn ChancePicker(props: &ChancePickerProps) -> Html {
    let query = use_state(String::new);
    {
        let query = query.clone();
        use_effect_with(props.options.clone(), move |_| query.set(String::new()));
    }
    let dice = !props.options.is_empty() && props.options.iter().all(|o| o.face.is_some());
    let pick = |outcome: Value| {
        let on_pick = props.on_pick.clone();
        Callback::from(move |_: MouseEvent| on_pick.emit(Some(outcome.clone())))
    };
    let body = if dice {
        let faces = props.options.iter().filter_map(|o| o.face.map(|face| (face, o)));
        html! {
            <div class="die-picker" role="group" aria-label="Die faces">
                { for faces.map(|(face, o)| html! {
                    <button type="button" class="die-picker__die" data-testid={format!("face-{face}")}
                        aria-label={format!("Face {face}")} disabled={props.busy} onclick={pick(o.outcome.clone())}>
                        <DieFace die="d6" face={face.to_string()} value={Some(i64::from(face))} />
                    </button>
                }) }
            </div>
        }
    } else {
        let found = search(&props.options, &query);
        let total: u32 = props.options.iter().map(|o| o.weight).sum();
        let on_input = {
            let query = query.clone();
            Callback::from(move |event: InputEvent| {
                let input: HtmlInputElement = event.target_unchecked_into();
                query.set(input.value());
            })
        };
        let secret = props.secret.as_ref().map(|s| {
            html! {
                <div class="card-picker__secret">
                    <button type="button" class="btn" data-testid="card-secret" disabled={props.busy}
                        onclick={pick(s.outcome.clone())}>
                        {"A card: keep it secret"}
                    </button>
                    <p class="muted small">{"The player keeps the card to themselves. When they cast or discard it, they pick its name then."}</p>
                </div>
            }
        });
        html! {
            <>
                { secret.unwrap_or_default() }
                <input class="input" type="search" placeholder="Type the card's name" aria-label="Search the cards"
                    data-testid="card-search" value={(*query).clone()} oninput={on_input} />
                <p class="muted small">{format!("{}, {} left", counted(props.options.len(), "kind of card", "kinds of card"), counted(total, "card", "cards"))}</p>
                <ul class="card-picker" data-testid="card-options">
                    { for found.iter().take(40).map(|(i, o)| html! {
                        <li key={*i}>
                            <button type="button" class="btn card-picker__card" data-testid={format!("card-{i}")}
                                disabled={props.busy} onclick={pick(o.outcome.clone())}>
                                <span class="card-picker__name">{short_label(&o.label).to_string()}</span>
                                if o.weight > 1 {
                                    <span class="badge">{format!("×{}", o.weight)}</span>
                                }
                            </button>
                        </li>
                    }) }
                </ul>
                if found.len() > 40 {
                    <p class="muted small">{format!("{} more: type to narrow the list", found.len() - 40)}</p>
                }
            </>
        }
    };
    let let_app = props.on_pick.reform(|_: MouseEvent| None);
    html! {
        <section class="panel question picker" data-testid="chance-picker">
            <p class="question__who">{"Your table decides"}</p>
            <h2 class="question__text" data-testid="chance-question">{props.question.clone().unwrap_or_else(|| what(&props.options))}</h2>
            if props.question.is_some() {
                <p class="muted small">{what(&props.options)}</p>
            }
            {body}
            <button type="button" class="btn btn--ghost btn--small" data-testid="let-app-roll" onclick={let_app}
                disabled={props.busy}>
                {if dice { "Let the app roll" } else { "Let the app draw" }}
            </button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn card(kind: &str, value: &str, label: &str) -> LabelledChance {
        LabelledChance { outcome: json!({"type": kind, "value": value}), weight: 1, label: label.into(), face: None }
    }

    #[test]
    fn cards_are_found_by_every_word_in_any_order() {
        let options = vec![card("troop", "orc_archer", "Orc Archer"), card("troop", "troll_brute", "Troll Brute")];
        assert_eq!(search(&options, "archer orc").len(), 1);
        assert_eq!(search(&options, "").len(), 2);
        assert!(search(&options, "dragon").is_empty());
        assert!(what(&options).starts_with("Find the card"));
        assert_eq!(what(&[]), "What came up?");
        let die = vec![LabelledChance {
            outcome: json!({"type": "face", "value": 3}),
            weight: 1,
            label: "3".into(),
            face: Some(3),
        }];
        assert!(what(&die).starts_with("Roll"));
        assert_eq!(short_label("hero: Eagle Rider"), "Eagle Rider");
        assert_eq!(short_label("drew Wolf Pass (blue, Horse, 1 die)"), "Wolf Pass (blue, Horse, 1 die)");
        assert_eq!(short_label("Orc Archer"), "Orc Archer");
        // The lead-in is not searched: "drew" finds nothing, the name does.
        let drawn = vec![card("hero_card", "x", "drew Wolf Pass")];
        assert!(search(&drawn, "drew").is_empty());
        assert_eq!(search(&drawn, "wolf").len(), 1);
    }
}

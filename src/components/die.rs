//! One die showing a face: pips for a d6, the number or label otherwise.

use yew::prelude::*;

/// Props of [`DieFace`].
#[derive(Properties, PartialEq)]
pub struct DieFaceProps {
    /// `d6`, `d12`, `d20`, `d30`, or a custom die's name.
    pub die: AttrValue,
    /// The face's label.
    pub face: AttrValue,
    /// The face's number, for numeric dice.
    #[prop_or_default]
    pub value: Option<i64>,
}

/// Which cells of a 3×3 grid (0 top-left .. 8 bottom-right) hold a pip, for faces 1 to 6.
pub fn pips(value: i64) -> &'static [usize] {
    match value {
        1 => &[4],
        2 => &[2, 6],
        3 => &[2, 4, 6],
        4 => &[0, 2, 6, 8],
        5 => &[0, 2, 4, 6, 8],
        6 => &[0, 2, 3, 5, 6, 8],
        _ => &[],
    }
}

/// The CSS shape of a die.
fn shape(die: &str) -> &'static str {
    match die {
        "d6" => "die--d6",
        "d12" => "die--d12",
        "d20" => "die--d20",
        "d30" => "die--d30",
        _ => "die--custom",
    }
}

/// A die face, drawn in CSS.
#[component]
pub fn DieFace(props: &DieFaceProps) -> Html {
    let die = props.die.as_str();
    let pip_face = (die == "d6").then_some(props.value).flatten().filter(|value| (1..=6).contains(value));
    let label = format!("{die}: {}", props.face);
    let body = match pip_face {
        Some(value) => {
            let on = pips(value);
            html! {
                <span class="die__pips">
                    { for (0..9).map(|cell| html! {
                        <span class={classes!("pip", on.contains(&cell).then_some("pip--on"))} />
                    }) }
                    <span class="die__number">{props.face.clone()}</span>
                </span>
            }
        }
        None => html! { <span class="die__face">{props.face.clone()}</span> },
    };
    html! {
        <span class={classes!("die", shape(die))} role="img" aria-label={label.clone()} title={label}>
            {body}
        </span>
    }
}

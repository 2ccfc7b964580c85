//! The player colours offered by the forms: eight hues that stay apart on dark and light
//! backgrounds, each named for screen readers.

use yew::prelude::*;

/// (CSS colour, name) of every offered player colour.
pub const PALETTE: [(&str, &str); 8] = [
    ("#e05d5d", "Red"),
    ("#4f8fe6", "Blue"),
    ("#4fb87a", "Green"),
    ("#e6c04f", "Yellow"),
    ("#a070e0", "Purple"),
    ("#e68a4f", "Orange"),
    ("#3fbfbf", "Teal"),
    ("#e070b0", "Pink"),
];

/// The first palette colour not in `used`, or a repeat when all are taken.
pub fn next_colour<'a>(used: impl IntoIterator<Item = &'a str> + Clone) -> &'static str {
    PALETTE
        .iter()
        .map(|(colour, _)| *colour)
        .find(|colour| !used.clone().into_iter().any(|taken| taken.eq_ignore_ascii_case(colour)))
        .unwrap_or(PALETTE[0].0)
}

/// Props of [`ColourPicker`].
#[derive(Properties, PartialEq)]
pub struct ColourPickerProps {
    /// The chosen colour.
    pub value: AttrValue,
    /// Called with the picked colour.
    pub on_pick: Callback<String>,
    /// Names the group for screen readers ("Colour of Ann").
    pub label: AttrValue,
    /// Test ids are `{testid}-{n}` (n = palette index).
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A row of colour swatches (a radio group).
#[component]
pub fn ColourPicker(props: &ColourPickerProps) -> Html {
    let swatches = PALETTE.iter().enumerate().map(|(n, (colour, name))| {
        let selected = props.value.eq_ignore_ascii_case(colour);
        let onclick = props.on_pick.reform(move |_: MouseEvent| colour.to_string());
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()} aria-label={*name}
                title={*name} class={classes!("swatch-btn", selected.then_some("swatch-btn--on"))}
                style={format!("--swatch: {colour}")}
                data-testid={props.testid.as_ref().map(|id| format!("{id}-{n}"))} {onclick}>
                <span class="swatch-btn__dot" />
            </button>
        }
    });
    html! {
        <div class="swatches" role="radiogroup" aria-label={props.label.clone()}>
            { for swatches }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_colour_skips_the_taken_ones() {
        assert_eq!(next_colour(Vec::<&str>::new()), "#e05d5d");
        assert_eq!(next_colour(vec!["#E05D5D", "#4f8fe6"]), "#4fb87a");
        let all: Vec<&str> = PALETTE.iter().map(|(colour, _)| *colour).collect();
        assert_eq!(next_colour(all), "#e05d5d");
    }
}

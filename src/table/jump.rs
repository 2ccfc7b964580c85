//! The section bar: one button per part of a tracker (each shared section, each player's card,
//! the dice, the history) that scrolls the part to just under the pinned bar and alerts, so no
//! tracker is a long scroll on a phone. The bar is built from the layout alone: no game's
//! sections are named here.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::layout::Layout;

/// The pinned block (top bar's neighbour: the section bar and the alerts) that a jump lands under.
pub const PINS_ID: &str = "tracker-pins";
/// The dice panel's element id.
pub const DICE_ID: &str = "tracker-dice";
/// The history panel's element id.
pub const HISTORY_ID: &str = "tracker-history";

/// One place the bar jumps to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Jump {
    /// The target element's id.
    pub target: String,
    /// The button's text.
    pub label: String,
}

/// A title as an id or file-name part: lower case letters and digits, `-` between words.
pub(crate) fn slug(title: &str) -> String {
    let mut out = String::new();
    for c in title.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// The element id of a shared section (`None`: the counters without a group).
pub fn section_target(title: Option<&str>) -> String {
    format!("sec-{}", title.map(slug).filter(|s| !s.is_empty()).unwrap_or_else(|| "shared".to_string()))
}

/// The element id of a player's card.
pub fn player_target(index: usize) -> String {
    format!("player-card-{index}")
}

/// The bar's buttons for a layout, in screen order: the shared sections, the players, then the
/// dice and the history.
pub fn jumps(layout: &Layout) -> Vec<Jump> {
    let mut out: Vec<Jump> = layout
        .shared
        .iter()
        .map(|section| Jump {
            target: section_target(section.title.as_deref()),
            label: section.title.clone().unwrap_or_else(|| "Shared".to_string()),
        })
        .collect();
    out.extend(
        layout.players.iter().map(|p| Jump { target: player_target(p.player.index), label: p.player.name.clone() }),
    );
    out.push(Jump { target: DICE_ID.to_string(), label: "Dice".to_string() });
    out.push(Jump { target: HISTORY_ID.to_string(), label: "History".to_string() });
    // Two sections whose titles slug alike keep the first's target only.
    let mut seen = std::collections::HashSet::new();
    out.retain(|j| seen.insert(j.target.clone()));
    out
}

/// The bottom edge of the pinned block on screen (0 if it is not there).
fn pins_bottom() -> f64 {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(PINS_ID))
        .map_or(0.0, |pins| pins.get_bounding_client_rect().bottom())
}

/// Scrolls the element `target` to just under the pinned block.
pub fn jump_to(target: &str) {
    let Some(window) = web_sys::window() else { return };
    let Some(element) = window.document().and_then(|d| d.get_element_by_id(target)) else { return };
    let scrolled = window.scroll_y().unwrap_or(0.0);
    let top = element.get_bounding_client_rect().top() + scrolled - pins_bottom() - 8.0;
    let options = web_sys::ScrollToOptions::new();
    options.set_top(top.max(0.0));
    options.set_behavior(web_sys::ScrollBehavior::Smooth);
    window.scroll_to_with_scroll_to_options(&options);
}

/// Publishes the pinned block's bottom edge as `--pins-bottom` on the page, for the sticky
/// headers of the player cards (the alerts above them grow and shrink).
pub fn publish_pins_bottom() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(root) = document.document_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return;
    };
    let bottom = pins_bottom();
    if bottom > 0.0 {
        let _ = root.style().set_property("--pins-bottom", &format!("{bottom:.0}px"));
    }
}

/// Props of [`SectionBar`].
#[derive(Properties, PartialEq)]
pub struct SectionBarProps {
    /// The places to jump to.
    pub jumps: Vec<Jump>,
}

/// The section bar.
#[function_component]
pub fn SectionBar(props: &SectionBarProps) -> Html {
    let buttons = props.jumps.iter().map(|jump| {
        let target = jump.target.clone();
        let onclick = Callback::from(move |_: MouseEvent| jump_to(&target));
        html! {
            <button type="button" class="section-bar__btn" data-testid={format!("jump-{}", jump.target)}
                data-target={jump.target.clone()} {onclick}>{jump.label.clone()}</button>
        }
    });
    html! {
        <nav class="section-bar" aria-label="Jump to a part of the table" data-testid="section-bar">
            { for buttons }
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::layout;
    use crate::table::model::TableView;
    use serde_json::json;

    #[test]
    fn the_bar_lists_shared_sections_in_order_then_the_players_the_dice_and_the_history() {
        let counter = |id: &str, player: Option<usize>, group: Option<&str>| {
            json!({"id": id, "label": id, "player": player, "role": null, "value": 1, "min": 0, "max": 9,
                   "default": 1, "key": id, "group": group, "pool": null})
        };
        let view: TableView = serde_json::from_value(json!({
            "table": "t1", "name": "Test", "kind": "valeria",
            "created": "2026-11-30T10:00:00Z", "updated": "2026-11-30T10:00:00Z",
            "players": [{"index": 0, "name": "Ann", "colour": "#e05d5d", "defeated": false},
                        {"index": 1, "name": "Bob", "colour": "#4f9de0", "defeated": false}],
            "counters": [counter("c1", None, Some("Day")), counter("c2", None, Some("Turret 1")),
                         counter("c3", None, None), counter("c4", Some(0), Some("Hand")), counter("c5", None, Some("Day"))],
            "last_roll": null, "history": [],
            "can_undo": false, "undo_label": null, "can_redo": false, "redo_label": null
        }))
        .unwrap();
        let targets: Vec<String> = jumps(&layout(&view)).into_iter().map(|j| j.target).collect();
        assert_eq!(
            targets,
            ["sec-day", "sec-turret-1", "sec-shared", "player-card-0", "player-card-1", DICE_ID, HISTORY_ID]
        );
        let labels: Vec<String> = jumps(&layout(&view)).into_iter().map(|j| j.label).collect();
        assert_eq!(labels, ["Day", "Turret 1", "Shared", "Ann", "Bob", "Dice", "History"]);
    }

    #[test]
    fn slugs_are_ids_and_shared_counters_without_a_group_get_one_too() {
        assert_eq!(slug("Turret 1"), "turret-1");
        assert_eq!(slug("  Horde — track!"), "horde-track");
        assert_eq!(section_target(Some("Day")), "sec-day");
        assert_eq!(section_target(None), "sec-shared");
        assert_eq!(section_target(Some("—")), "sec-shared");
        assert_eq!(player_target(2), "player-card-2");
    }
}

//! The Siege of Valeria board: the 5x5 Battlefield above the Fortress (row 5 at the top, row 1,
//! the Vanguard, next to the walls), the dice, the hand, and the day with the decks.
//!
//! Test ids (all 0-based, like the engine's actions):
//! - `valeria-cell-{row}-{col}`: a Battlefield cell, card or empty (row 0 = the Vanguard);
//! - `valeria-champion-{t}`: the Champion on Turret `t` (only while one is there);
//! - `valeria-turret-{t}`: Turret `t`'s walls with its Impacts (and its Champion slot while empty);
//! - `valeria-die-{id}`: die `id` (0-7 Soldier, 8-11 Holy), in whichever zone it is;
//! - `valeria-hand-{troop}`: the Troop type `troop` (snake case, e.g. `gargoyle_talon`) in the hand;
//! - `valeria-status`, `valeria-pending`, `valeria-end`: the panels (not tappable).
//!
//! The board decodes the engine's own [`ValeriaView`] once per view. What each element stands
//! for ([`select`]) is the engine's word: every legal answer lists the things it names
//! (`Choice::targets`), and an element matches the answers that name its one id from the
//! view's tables (a cell's `cell_ids` entry, a Turret's `turret_ids`, a die's `die_ids`, a
//! Champion's or hand card's type). The shell's buttons answer what names no element
//! (`continue`, `confirm`, `cancel`, `end_actions`, `repair_with_die`, `return_champion`, ...).

mod dice;
mod field;
mod hit;
mod info;
mod layout;
mod panels;
mod select;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use rampart_engine::valeria::ValeriaView;
use serde_json::Value;
use yew::prelude::*;

use super::board::{BoardProps, Choice, Info, Selection};
use select::{Element, Role};

/// What every part of the board needs to draw itself and answer taps.
pub(crate) struct Ctx<'a> {
    view: &'a ValeriaView,
    legal: Rc<Vec<Choice>>,
    context: Vec<(Element, Role)>,
    on_select: Callback<Selection>,
}

impl Ctx<'_> {
    /// The Selection a tap on `element` reports.
    fn selection(&self, element: Element, info: Info) -> Rc<Selection> {
        Rc::new(Selection {
            info,
            matches: select::matches(element, self.view, &self.legal),
            natural: select::natural(element, self.view.pending.as_ref()),
            long: false,
        })
    }

    /// `base` plus `is-target` when the element has legal answers, and its role in the decision.
    fn classes(&self, element: Element, base: impl Into<Classes>) -> Classes {
        let target = !select::matches(element, self.view, &self.legal).is_empty();
        let role = select::role_of(&self.context, element).map(|role| match role {
            Role::Subject => "is-subject",
            Role::Chosen => "is-chosen",
        });
        classes!(base.into(), "vb-hit", target.then_some("is-target"), role.map(|r| classes!("is-context", r)))
    }
}

/// The engine's view, decoded; the serde error in words if it does not decode (it should
/// not: the UI and the engine are one build).
pub(crate) fn decode(view: &Value) -> Result<ValeriaView, String> {
    serde_json::from_value(view.clone()).map_err(|e| e.to_string())
}

/// The Siege of Valeria board.
#[component]
pub fn ValeriaBoard(props: &BoardProps) -> Html {
    let decoded = use_memo(props.view.clone(), |view| decode(view));
    let view = match decoded.as_ref() {
        Ok(view) => view,
        Err(error) => {
            return html! {
                <div class="board board--valeria vb">
                    <p class="form-error" role="alert" data-testid="board-error">
                        {format!("This board could not be drawn: {error}")}
                    </p>
                </div>
            };
        }
    };
    let ctx = Ctx {
        view,
        context: select::context(view.pending.as_ref()),
        legal: props.legal.clone(),
        on_select: props.on_select.clone(),
    };
    html! {
        <div class="board board--valeria vb">
            { panels::status(&ctx) }
            <div class="vb-main">{ field::field(&ctx) }</div>
            <div class="vb-side">
                { panels::pending(&ctx) }
                { dice::dice(&ctx) }
                { panels::hand(&ctx) }
            </div>
        </div>
    }
}

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
//! What each element stands for ([`select`]): a cell for `attack`/`cell` answers naming it; a
//! die for `die`; a Turret for `turret` and `repair_with_champion`; a Champion for
//! `use_champion`, `repair_with_champion`, and `turret` when the question is about the Champion
//! there (discard, flip, replace); a hand card for `play_troop`. The shell's buttons answer the
//! rest (`continue`, `confirm`, `cancel`, `end_actions`, `repair_with_die`, `direction`,
//! `return_champion`, `order`, `top_champion`).

mod dice;
mod field;
mod hit;
mod info;
mod layout;
mod model;
mod panels;
mod select;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use yew::prelude::*;

use super::board::{BoardProps, Choice, Info, Selection};
use model::{Model, SIZE};
use select::{Element, Role};

/// What every part of the board needs to draw itself and answer taps.
pub(crate) struct Ctx {
    model: Rc<Model>,
    legal: Rc<Vec<Choice>>,
    context: Vec<(Element, Role)>,
    on_select: Callback<Selection>,
}

impl Ctx {
    /// The Selection a tap on `element` reports.
    fn selection(&self, element: Element, info: Info) -> Rc<Selection> {
        let pending = self.model.pending.as_ref();
        Rc::new(Selection {
            info,
            matches: select::matches(element, &self.legal, pending),
            natural: select::natural(element, pending),
            long: false,
        })
    }

    /// `base` plus `is-target` when the element has legal answers, and its role in the decision.
    fn classes(&self, element: Element, base: impl Into<Classes>) -> Classes {
        let target = !select::matches(element, &self.legal, self.model.pending.as_ref()).is_empty();
        let role = select::role_of(&self.context, element).map(|role| match role {
            Role::Subject => "is-subject",
            Role::Chosen => "is-chosen",
        });
        classes!(base.into(), "vb-hit", target.then_some("is-target"), role.map(|r| classes!("is-context", r)))
    }
}

/// The Siege of Valeria board.
#[component]
pub fn ValeriaBoard(props: &BoardProps) -> Html {
    let model = use_memo(props.view.clone(), |view| Model::parse(view));
    let ctx = Ctx {
        context: select::context(model.pending.as_ref()),
        model,
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

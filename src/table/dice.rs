//! The dice roller: d6, d12, d20, d30, the players' custom dice, and the last roll shown big.
//! Rolls go through the engine (`roll`), so each one is in the history.

use rampart_engine::words::counted;
use serde_json::Value;
use yew::prelude::*;

use super::custom_dice::{use_custom_dice, CustomDie, CustomDieDialog};
use super::model::{op, DieSpec, Player, Roll};
use crate::components::{DieFace, Icon};
use crate::util::local_time;

/// The numbered dice with their own button.
const NUMERIC: [u32; 4] = [6, 12, 20, 30];
/// Most dice rolled at once.
const MAX_COUNT: usize = 6;

/// Props of [`DicePanel`].
#[derive(Properties, PartialEq)]
pub struct DicePanelProps {
    /// The table's last roll.
    pub last_roll: Option<Roll>,
    /// The players, to name who rolled.
    pub players: Vec<Player>,
    /// Sends a TableOp.
    pub on_op: Callback<Value>,
}

/// Which custom die the editor is open for.
#[derive(Clone, PartialEq)]
enum Editing {
    New,
    Existing(usize),
}

/// The big display of the last roll (`last-roll`); `animate` spins the dice in.
fn last_roll_view(roll: Option<&Roll>, players: &[Player], animate: bool) -> Html {
    let Some(roll) = roll.filter(|roll| !roll.dice.is_empty()) else {
        return html! {
            <div class="last-roll last-roll--empty" data-testid="last-roll" aria-live="polite">
                <span class="muted">{"No roll yet. Tap a die to roll it."}</span>
            </div>
        };
    };
    let numeric = roll.dice.iter().all(|die| die.value.is_some());
    let total = numeric.then_some(roll.total);
    let at = roll.at.to_rfc3339();
    let who = roll
        .player
        .and_then(|index| players.iter().find(|player| player.index == index))
        .map(|player| format!("{} · ", player.name))
        .unwrap_or_default();
    let names: Vec<&str> = roll.dice.iter().map(|die| die.die.as_str()).collect();
    let dice_text = summarize(&names);
    html! {
        <div class="last-roll" data-testid="last-roll" aria-live="polite">
            <div class={classes!("last-roll__dice", animate.then_some("last-roll__dice--fresh"))} key={at.clone()}>
                { for roll.dice.iter().map(|die| html! {
                    <DieFace die={die.die.clone()} face={die.face.clone()} value={die.value.map(i64::from)} />
                }) }
            </div>
            if let Some(total) = total.filter(|_| numeric) {
                <div class="last-roll__total" data-testid="roll-total">
                    if roll.dice.len() > 1 { <span class="last-roll__sum">{"Total"}</span> }
                    {total}
                </div>
            }
            <div class="last-roll__meta">{format!("{who}{dice_text} · {}", local_time(&at))}</div>
        </div>
    }
}

/// "2 × d6", "d6 + d12".
fn summarize(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [first, rest @ ..] if rest.iter().all(|name| name == first) && !rest.is_empty() => {
            format!("{} × {first}", names.len())
        }
        _ => names.join(" + "),
    }
}

/// The dice roller.
#[component]
pub fn DicePanel(props: &DicePanelProps) -> Html {
    let count = use_state(|| 1usize);
    // The roll shown when the tracker opened is not animated (a reload is not a roll).
    let opening_roll = use_memo((), {
        let at = props.last_roll.as_ref().map(|roll| roll.at);
        move |_| at
    });
    let animate = props.last_roll.as_ref().map(|roll| roll.at) != *opening_roll;
    let custom = use_custom_dice();
    let editing = use_state(|| None::<Editing>);

    let roll = |spec: DieSpec| {
        let on_op = props.on_op.clone();
        let count = *count;
        Callback::from(move |_: MouseEvent| {
            let dice = vec![spec.clone(); count];
            on_op.emit(op::roll(&dice));
        })
    };
    let numeric_buttons = NUMERIC.iter().map(|&sides| {
        html! {
            <button type="button" class="die-btn" data-testid={format!("roll-d{sides}")}
                aria-label={format!("Roll {} d{sides}", *count)} onclick={roll(DieSpec::Standard { sides: u16::try_from(sides).unwrap_or(6) })}>
                <span class={classes!("die-btn__shape", format!("die-btn__shape--d{sides}"))} aria-hidden="true" />
                <span class="die-btn__label">{format!("d{sides}")}</span>
            </button>
        }
    });
    let custom_buttons = custom.iter().enumerate().map(|(index, die)| {
        let spec = DieSpec::Custom { name: die.name.clone(), faces: die.faces.clone() };
        let edit = {
            let editing = editing.clone();
            Callback::from(move |_: MouseEvent| editing.set(Some(Editing::Existing(index))))
        };
        html! {
            <div class="custom-die">
                <button type="button" class="die-btn die-btn--custom" onclick={roll(spec)}
                    data-testid={format!("roll-custom-{index}")}
                    aria-label={format!("Roll {} {}", *count, die.name)}>
                    <span class="die-btn__label">{die.name.clone()}</span>
                    <span class="die-btn__faces">{counted(die.faces.len(), "face", "faces")}</span>
                </button>
                <button type="button" class="icon-btn icon-btn--small" onclick={edit}
                    aria-label={format!("Edit {}", die.name)}>
                    <Icon name="edit" />
                </button>
            </div>
        }
    });
    let new_die = {
        let editing = editing.clone();
        Callback::from(move |_: MouseEvent| editing.set(Some(Editing::New)))
    };
    let step = |delta: isize| {
        let count = count.clone();
        Callback::from(move |_: MouseEvent| {
            let next = (*count as isize + delta).clamp(1, MAX_COUNT as isize) as usize;
            count.set(next);
        })
    };
    let dialog = (*editing).clone().map(|mode| {
        let close = {
            let editing = editing.clone();
            Callback::from(move |()| editing.set(None))
        };
        let on_save = {
            let custom = custom.clone();
            let editing = editing.clone();
            let mode = mode.clone();
            Callback::from(move |die: CustomDie| {
                let mut next = (*custom).clone();
                match mode {
                    Editing::New => next.push(die),
                    Editing::Existing(index) if index < next.len() => next[index] = die,
                    Editing::Existing(_) => next.push(die),
                }
                custom.set(next);
                editing.set(None);
            })
        };
        let (initial, on_delete) = match mode {
            Editing::New => (None, None),
            Editing::Existing(index) => {
                let initial = custom.get(index).cloned();
                let custom = custom.clone();
                let editing = editing.clone();
                let delete = Callback::from(move |()| {
                    let mut next = (*custom).clone();
                    if index < next.len() {
                        next.remove(index);
                    }
                    custom.set(next);
                    editing.set(None);
                });
                (initial, Some(delete))
            }
        };
        html! { <CustomDieDialog {initial} {on_save} {on_delete} on_cancel={close} /> }
    });
    html! {
        <section class="panel dice" id="tracker-dice" aria-label="Dice">
            <h2 class="panel__title"><Icon name="dice" />{"Dice"}</h2>
            {last_roll_view(props.last_roll.as_ref(), &props.players, animate)}
            <div class="dice__count" role="group" aria-label="How many dice">
                <span class="muted">{"Dice per roll"}</span>
                <button type="button" class="icon-btn icon-btn--small" onclick={step(-1)} disabled={*count <= 1}
                    aria-label="One die fewer" data-testid="dice-fewer"><Icon name="minus" /></button>
                <span class="dice__count-value" data-testid="dice-count">{*count}</span>
                <button type="button" class="icon-btn icon-btn--small" onclick={step(1)} disabled={*count >= MAX_COUNT}
                    aria-label="One die more" data-testid="dice-more"><Icon name="plus" /></button>
            </div>
            <div class="dice__buttons">{ for numeric_buttons }</div>
            <div class="dice__custom">
                { for custom_buttons }
                <button type="button" class="btn btn--ghost" onclick={new_die} data-testid="new-die">
                    <Icon name="plus" />{"Custom die"}
                </button>
            </div>
            {dialog.unwrap_or_default()}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::summarize;

    #[test]
    fn roll_summaries_read_naturally() {
        assert_eq!(summarize(&["d6"]), "d6");
        assert_eq!(summarize(&["d6", "d6", "d6"]), "3 × d6");
        assert_eq!(summarize(&["d6", "d12"]), "d6 + d12");
    }
}

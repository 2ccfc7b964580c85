//! The turn bar, pinned at the top of every tracker: whose turn (in their colour), the round, the
//! step with its one-line reminder, Back and Next through the rulebook's turn order, and "Who
//! starts?". Everything comes from the view's turn: no game is named here.

use rampart_engine::table::{Actor, TurnView};
use serde_json::Value;
use yew::prelude::*;

use super::model::{op, Player};

/// Props of [`TurnBar`].
#[derive(Properties, PartialEq)]
pub struct TurnBarProps {
    /// The view's turn.
    pub turn: TurnView,
    /// The players, for the picker.
    pub players: Vec<Player>,
    /// Sends an op.
    pub on_op: Callback<Value>,
}

/// The turn bar.
#[component]
pub fn TurnBar(props: &TurnBarProps) -> Html {
    let turn = &props.turn;
    // The picker shows at the very start until the players choose (or play on with seat 1), and
    // opens again from the name.
    let picking = use_state(|| false);
    let show_picker = *picking || (!turn.chosen && !turn.can_back);
    let next = props.on_op.reform(|_: MouseEvent| op::turn_next());
    let back = props.on_op.reform(|_: MouseEvent| op::turn_back());
    let toggle = {
        let picking = picking.clone();
        let open = show_picker;
        Callback::from(move |_: MouseEvent| picking.set(!open))
    };
    let who = match turn.actor {
        Actor::Active | Actor::Seat(_) => format!("{}'s turn", turn.active_name),
        Actor::Everyone => format!("Everyone ({} first)", turn.active_name),
        Actor::Game => format!("{}'s turn — the game acts", turn.active_name),
    };
    let choices = props.players.iter().map(|p| {
        let index = p.index;
        let pick = {
            let on_op = props.on_op.clone();
            let picking = picking.clone();
            Callback::from(move |_: MouseEvent| {
                picking.set(false);
                on_op.emit(op::turn_first(index));
            })
        };
        let chosen = turn.chosen && turn.first == index;
        html! {
            <button type="button" class={classes!("btn", "turn-bar__seat", chosen.then_some("turn-bar__seat--on"))}
                id={format!("turn-first-{index}")} data-testid={format!("turn-first-{index}")}
                aria-pressed={chosen.to_string()} style={format!("--player: {}", p.colour)} onclick={pick}>
                <span class="turn-bar__dot" aria-hidden="true" />{p.name.clone()}
            </button>
        }
    });
    html! {
        <section class="turn-bar" id="turn-bar" data-testid="turn-bar" aria-label="Whose turn"
            style={format!("--player: {}", turn.active_colour)}>
            <div class="turn-bar__row">
                <button type="button" class="btn turn-bar__btn" id="turn-back" data-testid="turn-back"
                    aria-label="Back one step" title="Back one step" disabled={!turn.can_back} onclick={back}>
                    {"‹ Back"}
                </button>
                <button type="button" class="turn-bar__now" id="turn-who-starts" data-testid="turn-who-starts"
                    aria-live="polite" aria-expanded={show_picker.to_string()} title="Who starts?" onclick={toggle}>
                    <div class="turn-bar__who" id="turn-who" data-testid="turn-who" data-active={turn.active.to_string()}>
                        <span class="turn-bar__dot" aria-hidden="true" />
                        <span class="turn-bar__name" id="turn-active-name">{turn.active_name.clone()}</span>
                        <span class="turn-bar__round" id="turn-round" data-round={turn.round.to_string()}>
                            {format!("{} {}", turn.round_word, turn.round)}
                        </span>
                        <span class="turn-bar__step" id="turn-step" data-testid="turn-step" data-step={turn.step.to_string()}>
                            {"· "}<span class="turn-bar__step-name" id="turn-step-name">{turn.step_name.clone()}</span>
                            <span class="turn-bar__count">{format!(" {}/{}", turn.step, turn.steps)}</span>
                        </span>
                        <span class="turn-bar__caret" aria-hidden="true">{"▾"}</span>
                    </div>
                    <span class="turn-bar__reminder" id="turn-reminder" title={format!("{} ({})", turn.reminder, turn.source)}>
                        <span class="sr-only">{format!("{who}. ")}</span>{turn.reminder.clone()}
                    </span>
                    <span class="sr-only">{"Who starts?"}</span>
                </button>
                <button type="button" class="btn btn--primary turn-bar__btn" id="turn-next" data-testid="turn-next"
                    aria-label="Next step" title="Next step" disabled={!turn.can_next} onclick={next}>
                    {"Next ›"}
                </button>
            </div>
            if show_picker {
                <div class="turn-bar__picker" id="turn-picker" role="group" aria-label="Who starts?">
                    <span class="turn-bar__ask">{"Who starts?"}</span>
                    { for choices }
                </div>
            }
        </section>
    }
}

//! The dock: the question with its answers (or the Assist picker, or the bots' turn and speed),
//! the engine's refusal, and Undo/Redo. On a phone it sits under the thumb at most 40% of the
//! screen high and folds to one line (the question and Undo); on a tablet or a desktop it heads
//! the side column.

use std::rc::Rc;

use rampart_engine::protocol::{SeatKind, SessionView, UndoChance};
use rampart_engine::words::capitalise;
use serde_json::Value;
use yew::prelude::*;

use super::state::{PlayMsg, PlayState, Speed};
use crate::components::Icon;
use crate::play::hint::HintPanel;
use crate::play::picker::ChancePicker;
use crate::play::question::QuestionPanel;
use crate::play::seat_name;

/// Props of [`Dock`].
#[derive(Properties, PartialEq)]
pub struct DockProps {
    /// The screen's state.
    pub state: UseReducerHandle<PlayState>,
    /// The last view.
    pub view: Rc<SessionView>,
    /// What each seat is called.
    pub names: Rc<Vec<String>>,
    /// The session id (for the bot hint).
    pub session: AttrValue,
    /// The dock is folded to its head line.
    pub folded: bool,
    /// Fold or unfold it.
    pub on_fold: Callback<()>,
    /// The answer list's filter text.
    pub filter: AttrValue,
    /// A new filter text.
    pub on_filter: Callback<String>,
    /// The open group of a grouped answer list.
    pub open_group: Option<AttrValue>,
    /// Open or close a group.
    pub on_open_group: Callback<Option<String>>,
    /// The bots' speed.
    pub speed: Speed,
    /// The bots are paused.
    pub paused: bool,
    /// Answer the pending decision.
    pub on_act: Callback<Value>,
    /// Enter what the table rolled or drew (None: let the app roll).
    pub on_chance: Callback<Option<Value>>,
    /// Undo (also takes back a typed-in roll).
    pub on_undo: Callback<()>,
    /// Redo.
    pub on_redo: Callback<()>,
    /// One bot step.
    pub on_step: Callback<()>,
    /// Pause or resume.
    pub on_pause: Callback<()>,
    /// A new speed.
    pub on_speed: Callback<Speed>,
    /// A person takes over a bot's seat.
    pub on_take: Callback<usize>,
}

/// The dock of the play screen.
#[component]
pub fn Dock(props: &DockProps) -> Html {
    let view = &props.view;
    let state = &props.state;
    let names = &props.names;
    let human = view.human_to_act();
    let question = view.question.as_deref().map(capitalise);
    // The head line: what the dock holds, readable while it is folded.
    let summary = if let Some(outcome) = view.outcome.as_ref().filter(|_| view.to_act.is_over()) {
        outcome.summary.clone()
    } else if let Some(seat) = human {
        let question = question.clone().unwrap_or_else(|| "Your move".into());
        if view.seats.iter().filter(|kind| **kind == SeatKind::Human).count() > 1 {
            format!("{}: {question}", seat_name(names, seat))
        } else {
            question
        }
    } else if view.to_act.is_chance() && view.assist() {
        state.chance_question.clone().unwrap_or_else(|| "Enter what the table rolled or drew".into())
    } else if let Some(seat) = view.to_act.decider() {
        bot_thinking(&seat_name(names, seat))
    } else {
        "Rolling and drawing…".into()
    };

    let decision = if view.to_act.is_over() {
        html! {}
    } else if let Some(seat) = human {
        html! {
            <>
            <QuestionPanel
                who={seat_name(names, seat)}
                question={question.clone()}
                answers={state.legal.clone()}
                filter={props.filter.to_string()}
                on_filter={props.on_filter.clone()}
                on_answer={props.on_act.clone()}
                open_group={props.open_group.clone()}
                on_open_group={props.on_open_group.clone()}
                busy={state.busy} />
            <HintPanel session={props.session.clone()} steps={view.steps} on_play={props.on_act.clone()} busy={state.busy} />
            </>
        }
    } else if view.to_act.is_chance() && view.assist() {
        html! {
            <ChancePicker options={state.chance.clone()} question={state.chance_question.clone()} secret={state.secret_chance.clone()}
                on_pick={props.on_chance.clone()} busy={state.busy} game={view.game.as_str()} />
        }
    } else if let Some(seat) = view.to_act.decider() {
        let seat_index = usize::from(seat);
        let on_take = props.on_take.reform(move |_: MouseEvent| seat_index);
        html! {
            <section class="panel question question--bot" data-testid="bot-turn">
                <p class="question__who">{bot_thinking(&seat_name(names, seat))}</p>
                if let Some(q) = question {
                    <p class="question__text muted">{q}</p>
                }
                <button type="button" class="btn btn--small" onclick={on_take} data-testid="take-over">
                    {"Take this seat"}
                </button>
            </section>
        }
    } else {
        html! { <p class="muted" data-testid="chance-running">{"Rolling and drawing…"}</p> }
    };

    let speed_bar = (view.has_bots() && !view.to_act.is_over()).then(|| {
        html! {
            <SpeedBar speed={props.speed} paused={props.paused} can_step={view.automatic() && !state.busy}
                on_speed={props.on_speed.clone()} on_step={props.on_step.clone()} on_pause={props.on_pause.clone()} />
        }
    });

    let refusal = state.refusal.as_ref().map(|text| {
        let clear = {
            let dispatch = state.dispatcher();
            Callback::from(move |_: MouseEvent| dispatch.dispatch(PlayMsg::ClearRefusal))
        };
        let resume = {
            let dispatch = state.dispatcher();
            Callback::from(move |_: MouseEvent| {
                dispatch.dispatch(PlayMsg::ClearRefusal);
                dispatch.dispatch(PlayMsg::Resume);
            })
        };
        html! {
            <div class="refusal" role="alert" data-testid="refusal">
                <Icon name="alert" />
                <span>{text.clone()}</span>
                if state.halted {
                    <button type="button" class="btn btn--small" data-testid="resume-auto" onclick={resume}>{"Try again"}</button>
                }
                <button type="button" class="icon-btn" aria-label="Dismiss" onclick={clear}>
                    <Icon name="close" />
                </button>
            </div>
        }
    });

    let folded = props.folded;
    let on_fold = props.on_fold.reform(|_: MouseEvent| ());
    html! {
        // On a phone it is at most 40% of the screen; its body scrolls under a head line that
        // folds it to one line (the question and Undo) to show more of the board.
        <div class={classes!("play-dock", folded.then_some("play-dock--folded"))} data-testid="play-dock"
            data-folded={folded.to_string()}>
            <button type="button" class="dock-head" data-testid="dock-toggle"
                aria-expanded={(!folded).to_string()} onclick={on_fold}
                title={if folded { "Show the question and its answers" } else { "Fold the dock to one line" }}>
                <span class="dock-head__chevron" aria-hidden="true">{if folded { "\u{25B4}" } else { "\u{25BE}" }}</span>
                if folded {
                    <span class="dock-head__text" data-testid="dock-summary">{summary}</span>
                    <span class="dock-head__action muted small">{"Show"}</span>
                } else {
                    <span class="dock-head__text dock-head__text--muted">{"Fold to see more of the board"}</span>
                }
            </button>
            <div class="play-dock__body">
                {refusal.unwrap_or_default()}
                {decision}
                {speed_bar.unwrap_or_default()}
            </div>
            <UndoBar view={props.view.clone()} busy={state.busy} on_undo={props.on_undo.clone()} on_redo={props.on_redo.clone()} />
        </div>
    }
}

/// Props of [`SpeedBar`].
#[derive(Properties, PartialEq)]
pub struct SpeedBarProps {
    /// The bots' speed.
    pub speed: Speed,
    /// The bots are paused.
    pub paused: bool,
    /// Step may be pressed (a bot is to act and nothing is in flight).
    pub can_step: bool,
    /// A new speed.
    pub on_speed: Callback<Speed>,
    /// One bot step.
    pub on_step: Callback<()>,
    /// Pause or resume.
    pub on_pause: Callback<()>,
}

/// The bots' speed: Step, Slow, Fast, Instant, and Step or Pause.
#[component]
pub fn SpeedBar(props: &SpeedBarProps) -> Html {
    let buttons = Speed::ALL.iter().map(|&s| {
        let on = s == props.speed;
        let on_speed = props.on_speed.reform(move |_: MouseEvent| s);
        html! {
            <button type="button" class={classes!("segment", on.then_some("segment--on"))}
                aria-pressed={on.to_string()} data-testid={format!("speed-{}", s.key())}
                onclick={on_speed}>{s.name()}</button>
        }
    });
    let on_step = props.on_step.reform(|_: MouseEvent| ());
    let on_pause = props.on_pause.reform(|_: MouseEvent| ());
    html! {
        <div class="bot-bar" role="group" aria-label="Bot speed">
            <div class="segments">{ for buttons }</div>
            if props.speed == Speed::Step {
                <button type="button" class="btn btn--small" data-testid="bot-step" onclick={on_step}
                    disabled={!props.can_step}>{"Step"}</button>
            } else {
                <button type="button" class="btn btn--small" data-testid="bot-pause" onclick={on_pause}
                    aria-pressed={props.paused.to_string()}>{if props.paused { "Resume" } else { "Pause" }}</button>
            }
        </div>
    }
}

/// Props of [`UndoBar`].
#[derive(Properties, PartialEq)]
pub struct UndoBarProps {
    /// The last view (what can be undone or redone, and why not).
    pub view: Rc<SessionView>,
    /// A request is in flight.
    pub busy: bool,
    /// Undo.
    pub on_undo: Callback<()>,
    /// Redo.
    pub on_redo: Callback<()>,
}

/// Undo and Redo, always visible at the foot of the dock, and in Assist mode the button that
/// takes back a mistyped roll or draw.
#[component]
pub fn UndoBar(props: &UndoBarProps) -> Html {
    let view = &props.view;
    let on_undo = props.on_undo.reform(|_: MouseEvent| ());
    let on_redo = props.on_redo.reform(|_: MouseEvent| ());
    let why = if view.can_undo { None } else { view.undo_blocked.clone() };
    // Assist mode: the table's last roll or draw was typed in; a typo is taken back and typed again.
    let fix = view.fixable_chance().map(|last| {
        let on_fix = props.on_undo.reform(|_: MouseEvent| ());
        html! {
            <button type="button" class="btn btn--small undo-bar__fix" data-testid="fix-chance" aria-label={fix_label(last)} onclick={on_fix}
                disabled={props.busy} title={format!("Take back \u{201c}{}\u{201d} and enter it again", last.text)}>
                <Icon name="undo" />
                <span class="undo-bar__fix-long">{fix_label(last)}</span>
                // A phone's dock has room for two words beside Undo and Redo.
                <span class="undo-bar__fix-short" aria-hidden="true">{fix_label(last).replace("the last ", "")}</span>
                <span class="muted small">{format!(" ({})", last.text)}</span>
            </button>
        }
    });
    html! {
        <div class="undo-bar play-undo">
            {fix.unwrap_or_default()}
            <button type="button" class={classes!("btn", "undo-bar__btn", (!view.can_undo).then_some("is-blocked"))}
                data-testid="undo" aria-disabled={(!view.can_undo).to_string()} onclick={on_undo}
                title={why.clone().map(|w| format!("Cannot undo: {w}")).unwrap_or_else(|| "Undo (U)".into())}>
                <Icon name="undo" />{"Undo"}
            </button>
            <button type="button" class={classes!("btn", "undo-bar__btn", (!view.can_redo).then_some("is-blocked"))}
                data-testid="redo" aria-disabled={(!view.can_redo).to_string()} onclick={on_redo}
                title="Redo (R)">
                <Icon name="redo" />{"Redo"}
            </button>
            if let Some(why) = why {
                <span class="undo-bar__why muted small" data-testid="undo-why">{format!("Undo: {why}")}</span>
            }
        </div>
    }
}

/// What the dock says while a bot decides for a seat ("The bot is playing for you…").
pub fn bot_thinking(name: &str) -> String {
    if name == "You" {
        "The bot is playing for you…".to_string()
    } else {
        format!("The bot is playing for {name}…")
    }
}

/// The button that takes it back: "Fix the last roll" or "Fix the last draw".
pub fn fix_label(last: &UndoChance) -> &'static str {
    if last.face.is_some() {
        "Fix the last roll"
    } else {
        "Fix the last draw"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::screen::state::tests::{answer, handler};
    use rampart_engine::protocol::LegalAnswer;
    use serde_json::json;

    #[test]
    fn the_fix_button_says_roll_or_draw() {
        let last = |outcome: Value, face| UndoChance { outcome, text: "Soldier die 3 rolled 5".into(), face };
        assert_eq!(fix_label(&last(json!({"type": "face", "value": 5}), Some(5))), "Fix the last roll");
        assert_eq!(fix_label(&last(json!({"type": "troop", "value": "orc_archer"}), None)), "Fix the last draw");
    }

    #[test]
    fn a_bot_plays_for_you_or_for_a_named_seat() {
        assert_eq!(bot_thinking("You"), "The bot is playing for you…");
        assert_eq!(bot_thinking("Eagle Rider"), "The bot is playing for Eagle Rider…");
    }

    #[test]
    fn assist_offers_to_fix_the_roll_the_table_typed_in() {
        let mut h = handler();
        let mut view: SessionView =
            answer(&mut h, json!({"op": "new_game", "game": "pig", "seed": 3, "mode": "assist"}));
        let id = view.session.clone();
        assert!(view.fixable_chance().is_none(), "nothing typed in yet");
        // Roll until the table is asked for a die, then type a face in.
        while !view.to_act.is_chance() {
            let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
            let roll = legal.actions.iter().find(|a| a.action == json!("roll")).expect("Pig can roll");
            view = answer(&mut h, json!({"op": "act", "session": id, "action": roll.action, "seat": roll.seat}));
        }
        let legal: LegalAnswer = answer(&mut h, json!({"op": "legal", "session": id}));
        let face = legal.chance.iter().find(|c| c.outcome == json!({"die": 4})).expect("a die face 4");
        let rolled: SessionView = answer(&mut h, json!({"op": "chance", "session": id, "outcome": face.outcome}));
        let fix = rolled.fixable_chance().expect("a typed roll can be fixed");
        assert_eq!(fix.outcome, json!({"die": 4}));
        assert_eq!(fix.face, Some(4), "the engine says it was a roll of 4");
        assert_eq!(fix_label(fix), "Fix the last roll");
        assert!(!rolled.automatic(), "Assist mode waits for the table");
    }
}

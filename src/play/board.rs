//! What every game board gives the play screen, and what the play screen gives it.
//!
//! A board draws one game's view (the `view` field of a SessionView, see docs/protocol.md) in
//! SVG, decoded into the game's own view type, and reports taps on its elements as
//! [`Selection`]s, matched against the targets the engine lists for each legal answer. It never
//! calls the backend and never re-derives legality: the play screen decides what a tap does:
//! - a short tap that matches exactly one legal answer sends that answer;
//! - a short tap that matches none but has a `natural` action sends it anyway, so the engine
//!   refuses it with the rule's own error (nothing changes);
//! - anything else (several matches, a long press, nothing to do) opens a sheet with the
//!   element's rules text and its matching answers as buttons.

use std::cell::Cell;
use std::rc::Rc;

use rampart_engine::{GameId, LabelledAction, Target};
use serde_json::Value;
use yew::prelude::*;

use super::{DefendersBoard, ThaloriaBoard, ValeriaBoard};

/// One legal answer of the pending decision, as the `legal` op lists it: the engine's own
/// [`LabelledAction`] (the action in the game's serde form, its label, its deciding seat and
/// the board targets it names).
pub type Choice = LabelledAction;

/// The rules text of a board element, written in our own words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Info {
    /// The element's name ("Gargoyle Talon", "Turret 3", "Soldier die 2", "Bounty Bay").
    pub title: String,
    /// A short kind line under the title ("Troop card, Front row", "Blue location").
    pub subtitle: String,
    /// Rules text and state, one paragraph each.
    pub lines: Vec<String>,
}

/// A tap or long press on a board element.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Selection {
    /// What the element is and what its rules say.
    pub info: Info,
    /// Indices into [`BoardProps::legal`] of the answers this element stands for: those whose
    /// engine-given targets name it ([`naming`]).
    pub matches: Vec<usize>,
    /// The action a tap on this element means under the current question, legal or not
    /// (attack this card, move to this location); `None` if a tap means nothing here.
    pub natural: Option<Value>,
    /// Always show the sheet: a long press (or a right click), or a tap the board wants confirmed
    /// by name (Defenders: the hero's own location).
    pub long: bool,
}

/// Props of every board component.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// The game's view for the viewing seat: the `view` field of the SessionView.
    pub view: Rc<Value>,
    /// The legal answers of the pending decision when a person in this app answers it now;
    /// empty while a bot or chance acts, or the game is over.
    pub legal: Rc<Vec<Choice>>,
    /// The seat whose view this is.
    #[prop_or_default]
    pub viewer: u8,
    /// The seat the engine says decides the pending question, when a person in this app answers
    /// it now (`None` while a bot or chance acts, or the game is over). Boards never guess it.
    #[prop_or_default]
    pub decider: Option<u8>,
    /// A tap on an element.
    pub on_select: Callback<Selection>,
}

/// The board of `game`, or `None` for a game without one (the engine's test games): the one
/// place that picks a board, so a new game's board is added here.
pub fn board_for(game: GameId, props: BoardProps) -> Option<Html> {
    match game {
        GameId::Valeria => Some(html! { <ValeriaBoard ..props /> }),
        GameId::Defenders => Some(html! { <DefendersBoard ..props /> }),
        GameId::Thaloria => Some(html! { <ThaloriaBoard ..props /> }),
        GameId::Pig | GameId::Duel => None,
    }
}

/// Whether `game` has a board (and so can be played here).
pub fn has_board(game: GameId) -> bool {
    match game {
        GameId::Valeria | GameId::Defenders | GameId::Thaloria => true,
        GameId::Pig | GameId::Duel => false,
    }
}

/// The indices of the `legal` answers whose engine-given targets name `target` (a tap on the
/// thing the view calls that id): legality stays the engine's.
pub fn naming(legal: &[Choice], target: &Target) -> Vec<usize> {
    legal.iter().enumerate().filter(|(_, choice)| choice.targets.contains(target)).map(|(i, _)| i).collect()
}

/// The `do` tag of an action (`"attack"`), or "" for anything else.
pub fn tag(action: &Value) -> &str {
    action.get("do").and_then(Value::as_str).unwrap_or_default()
}

/// One game's tap policy, for the shared [`Tap`] handlers: what a tap on an element selects,
/// and which legal answers the element matches (its `is-target` highlight).
pub trait TapPolicy: 'static {
    /// The game's decoded view.
    type View;
    /// A tappable thing on the game's board.
    type Element: Copy + 'static;
    /// What a tap (or a long press) on `el` reports to the play screen.
    fn select(view: &Self::View, legal: &[Choice], decider: Option<u8>, el: Self::Element, long: bool) -> Selection;
    /// The indices of the legal answers `el` stands for.
    fn matches(view: &Self::View, legal: &[Choice], decider: Option<u8>, el: Self::Element) -> Vec<usize>;
}

/// The time now in milliseconds (0 off the web, where no press is ever timed).
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

/// Everything a board element's handlers need: the decoded view, the legal answers, the
/// deciding seat, where selections go, and the press in progress. A click reports a tap, or a
/// long press when the pointer was held [`crate::hooks::LONG_PRESS_MS`]; a right click (or a
/// phone's context menu) reports a long press; Enter and Space report a tap.
pub struct Tap<P: TapPolicy> {
    /// The game's view, decoded once per view.
    pub view: Rc<P::View>,
    /// The legal answers (empty while nobody here decides).
    pub legal: Rc<Vec<Choice>>,
    /// The seat the engine says decides, when a person here answers now.
    pub decider: Option<u8>,
    on_select: Callback<Selection>,
    /// When the current press began (ms), 0 = none, -1 = a context menu already answered it.
    press: Rc<Cell<f64>>,
}

impl<P: TapPolicy> Clone for Tap<P> {
    fn clone(&self) -> Self {
        Tap {
            view: self.view.clone(),
            legal: self.legal.clone(),
            decider: self.decider,
            on_select: self.on_select.clone(),
            press: self.press.clone(),
        }
    }
}

impl<P: TapPolicy> Tap<P> {
    /// The handlers of one board render: `press` is the component's own press cell (a
    /// `use_memo`), so a press begun before a re-render is still timed after it.
    pub fn new(view: Rc<P::View>, props: &BoardProps, press: Rc<Cell<f64>>) -> Self {
        Tap { view, legal: props.legal.clone(), decider: props.decider, on_select: props.on_select.clone(), press }
    }
    fn emit(&self, el: P::Element, long: bool) {
        self.on_select.emit(P::select(&self.view, &self.legal, self.decider, el, long));
    }
    /// A click: a tap, or a long press if the pointer went down long enough ago.
    pub fn onclick(&self, el: P::Element) -> Callback<MouseEvent> {
        let tap = self.clone();
        Callback::from(move |_: MouseEvent| {
            let start = tap.press.replace(0.0);
            if start < 0.0 {
                return;
            }
            let long = start > 0.0 && now_ms() - start >= f64::from(crate::hooks::LONG_PRESS_MS);
            tap.emit(el, long);
        })
    }
    /// A right click or a phone's context menu: a long press (and the click after it is ignored).
    pub fn oncontextmenu(&self, el: P::Element) -> Callback<MouseEvent> {
        let tap = self.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            tap.press.set(-1.0);
            tap.emit(el, true);
        })
    }
    /// Enter or Space on a focused element: a tap.
    pub fn onkeydown(&self, el: P::Element) -> Callback<KeyboardEvent> {
        let tap = self.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                tap.emit(el, false);
            }
        })
    }
    /// A press begins (timed for the long press).
    pub fn onpointerdown(&self) -> Callback<PointerEvent> {
        let press = self.press.clone();
        Callback::from(move |_: PointerEvent| press.set(now_ms()))
    }
    /// `is-target` when the element has matching legal answers.
    pub fn target_class(&self, el: P::Element) -> Option<&'static str> {
        (!P::matches(&self.view, &self.legal, self.decider, el).is_empty()).then_some("is-target")
    }
    /// An HTML button for `el`, with every handler and its highlight.
    pub fn button(&self, el: P::Element, testid: String, class: Classes, aria: String, body: Html) -> Html {
        let class = classes!(class, self.target_class(el));
        html! {
            <button type="button" class={class} data-testid={testid} aria-label={aria}
                onclick={self.onclick(el)} oncontextmenu={self.oncontextmenu(el)} onpointerdown={self.onpointerdown()}>
                { body }
            </button>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tag_reads_an_actions_do_field() {
        assert_eq!(tag(&json!({"do": "attack"})), "attack");
        assert_eq!(tag(&json!(3)), "");
    }

    #[test]
    fn naming_picks_the_answers_whose_targets_name_the_thing() {
        let with = |targets: Vec<Target>| Choice { targets, ..Choice::new(json!({"do": "x"}), "x", 0) };
        let legal = vec![
            with(vec![Target::cell("cell_0_1"), Target::piece("orc_archer")]),
            with(vec![]),
            with(vec![Target::cell("cell_0_2"), Target::piece("orc_archer")]),
        ];
        assert_eq!(naming(&legal, &Target::cell("cell_0_2")), vec![2]);
        assert_eq!(naming(&legal, &Target::piece("orc_archer")), vec![0, 2]);
        assert!(naming(&legal, &Target::cell("cell_4_4")).is_empty());
    }
}

//! The `use_shortcuts` hook: the play screen's keyboard on a desktop. Number keys pick only the
//! answers on screen (the filtered list, or the open group of a grouped list).

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use serde_json::Value;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::state::Speed;
use crate::play::board::Choice;
use crate::play::question::keyed_answers;

/// What the keys do, and what the number keys pick from.
#[derive(Clone)]
pub struct Shortcuts {
    /// The legal answers.
    pub legal: Rc<Vec<Choice>>,
    /// The answer list's filter text.
    pub filter: String,
    /// The open group of a grouped answer list.
    pub group: Option<String>,
    /// A sheet is open: it has the keyboard to itself.
    pub sheet_open: bool,
    /// Answer the pending decision.
    pub act: Callback<Value>,
    /// U, Ctrl+Z.
    pub undo: Callback<()>,
    /// R, Ctrl+Y, Ctrl+Shift+Z.
    pub redo: Callback<()>,
    /// Space, N: one bot step.
    pub step: Callback<()>,
    /// P: pause or resume the bots.
    pub pause: Callback<()>,
    /// ?: help and rules.
    pub help: Callback<()>,
    /// S (Step), I (Instant).
    pub speed: Callback<Speed>,
}

/// What a key press does, if anything.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// One bot step.
    Step,
    /// Pause or resume.
    Pause,
    /// Help.
    Help,
    /// Set the speed.
    Speed(Speed),
    /// The n-th answer on screen (0-based).
    Answer(usize),
}

/// The meaning of `key` (with Ctrl held or not).
pub fn key_meaning(ctrl: bool, key: &str) -> Option<Key> {
    Some(match (ctrl, key) {
        (true, "z") | (false, "u") => Key::Undo,
        (true, "y") | (true, "Z") | (false, "r") => Key::Redo,
        (false, " ") | (false, "n") => Key::Step,
        (false, "p") => Key::Pause,
        (false, "?") => Key::Help,
        (false, "s") => Key::Speed(Speed::Step),
        (false, "i") => Key::Speed(Speed::Instant),
        (false, digit) if digit.len() == 1 && ("1"..="9").contains(&digit) => {
            Key::Answer(usize::from(digit.as_bytes()[0] - b'1'))
        }
        _ => return None,
    })
}

/// Listens to the keyboard while the play screen is up: one listener for the screen's life,
/// reading the latest [`Shortcuts`] (its callbacks are new at every render).
#[hook]
pub fn use_shortcuts(shortcuts: Shortcuts) {
    let latest = use_mut_ref(|| shortcuts.clone());
    *latest.borrow_mut() = shortcuts;
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|document| {
            // Not passive: a handled key's default (scrolling on Space) is prevented.
            EventListener::new_with_options(
                &document,
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |event| {
                    let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                    let shortcuts = latest.borrow().clone();
                    let target = key.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                    let typing = target
                        .as_ref()
                        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
                    // A dialog (a sheet, the menu, the end) has the keyboard to itself.
                    let in_dialog =
                        target.as_ref().is_some_and(|el| el.closest("[role=dialog]").ok().flatten().is_some())
                            || shortcuts.sheet_open
                            || dialog_open();
                    if typing || in_dialog || key.alt_key() || key.meta_key() {
                        return;
                    }
                    let k = key.key();
                    // Space and Enter on a control press that control, not a shortcut.
                    let on_control = target.as_ref().is_some_and(|el| {
                        el.closest("button, a, [role=button], [role=switch], [contenteditable]")
                            .ok()
                            .flatten()
                            .is_some()
                    });
                    if on_control && (k == " " || k == "Enter") {
                        return;
                    }
                    match key_meaning(key.ctrl_key(), &k) {
                        Some(Key::Undo) => shortcuts.undo.emit(()),
                        Some(Key::Redo) => shortcuts.redo.emit(()),
                        Some(Key::Step) => shortcuts.step.emit(()),
                        Some(Key::Pause) => shortcuts.pause.emit(()),
                        Some(Key::Help) => shortcuts.help.emit(()),
                        Some(Key::Speed(speed)) => shortcuts.speed.emit(speed),
                        Some(Key::Answer(n)) => {
                            let keyed = keyed_answers(&shortcuts.legal, &shortcuts.filter, shortcuts.group.as_deref());
                            match keyed.get(n).and_then(|i| shortcuts.legal.get(*i)) {
                                Some(choice) => shortcuts.act.emit(choice.action.clone()),
                                None => return,
                            }
                        }
                        None => return,
                    }
                    event.prevent_default();
                },
            )
        });
        move || drop(listener)
    });
}

/// True while any modal dialog is on the page (the end screen included).
fn dialog_open() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[role=dialog]").ok().flatten())
        .is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_mean_what_the_shortcut_list_says() {
        assert_eq!(key_meaning(false, "u"), Some(Key::Undo));
        assert_eq!(key_meaning(true, "z"), Some(Key::Undo));
        assert_eq!(key_meaning(true, "Z"), Some(Key::Redo));
        assert_eq!(key_meaning(false, " "), Some(Key::Step));
        assert_eq!(key_meaning(false, "1"), Some(Key::Answer(0)));
        assert_eq!(key_meaning(false, "9"), Some(Key::Answer(8)));
        assert_eq!(key_meaning(false, "0"), None);
        assert_eq!(key_meaning(true, "1"), None);
        assert_eq!(key_meaning(false, "i"), Some(Key::Speed(Speed::Instant)));
        assert_eq!(key_meaning(false, "x"), None);
    }
}

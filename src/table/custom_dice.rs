//! Dice with labelled faces ("Hit", "Miss", "Shield"), made by the players. They are kept in
//! this device's localStorage (not in a table), so every table can roll them.

use serde::{Deserialize, Serialize};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::{Icon, Modal};

/// localStorage key of the custom dice (outside the engine's `rampart:` prefix).
const DICE_KEY: &str = "rampart.dice";
/// Most faces a custom die may have.
const MAX_FACES: usize = 30;

/// A die with labelled faces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CustomDie {
    /// What the die is called.
    pub name: String,
    /// One label per face.
    pub faces: Vec<String>,
}

impl CustomDie {
    /// A die is usable when it has a name and at least two non-empty faces.
    pub fn problem(&self) -> Option<&'static str> {
        if self.name.trim().is_empty() {
            Some("Give the die a name.")
        } else if self.faces.iter().filter(|face| !face.trim().is_empty()).count() < 2 {
            Some("A die needs at least two faces.")
        } else {
            None
        }
    }

    /// The die with names trimmed and empty faces dropped.
    pub fn cleaned(&self) -> CustomDie {
        CustomDie {
            name: self.name.trim().to_string(),
            faces: self.faces.iter().map(|face| face.trim().to_string()).filter(|face| !face.is_empty()).collect(),
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|window| window.local_storage().ok().flatten())
}

/// The saved custom dice; every change is written back (in an effect).
#[hook]
pub fn use_custom_dice() -> UseStateHandle<Vec<CustomDie>> {
    let dice = use_state(|| {
        storage()
            .and_then(|storage| storage.get_item(DICE_KEY).ok().flatten())
            .and_then(|text| serde_json::from_str::<Vec<CustomDie>>(&text).ok())
            .unwrap_or_default()
    });
    use_effect_with((*dice).clone(), |dice| {
        if let Some(storage) = storage() {
            let text = serde_json::to_string(dice).unwrap_or_default();
            if storage.set_item(DICE_KEY, &text).is_err() {
                crate::util::console_warn("Rampart: could not save the custom dice.");
            }
        }
    });
    dice
}

/// Props of [`CustomDieDialog`].
#[derive(Properties, PartialEq)]
pub struct CustomDieDialogProps {
    /// The die being edited, or None for a new one.
    #[prop_or_default]
    pub initial: Option<CustomDie>,
    /// Called with the finished die.
    pub on_save: Callback<CustomDie>,
    /// Deletes the die being edited.
    #[prop_or_default]
    pub on_delete: Option<Callback<()>>,
    /// Closes without saving.
    pub on_cancel: Callback<()>,
}

/// Creates or edits a custom die: its name and the list of its face labels.
#[component]
pub fn CustomDieDialog(props: &CustomDieDialogProps) -> Html {
    let die = use_state(|| {
        props.initial.clone().unwrap_or(CustomDie {
            name: String::new(),
            faces: vec!["Hit".into(), "Hit".into(), "Miss".into(), "Miss".into(), "Miss".into(), "Shield".into()],
        })
    });
    let on_name = {
        let die = die.clone();
        Callback::from(move |event: InputEvent| {
            let mut next = (*die).clone();
            next.name = event.target_unchecked_into::<HtmlInputElement>().value();
            die.set(next);
        })
    };
    let faces = die.faces.iter().enumerate().map(|(index, face)| {
        let oninput = {
            let die = die.clone();
            Callback::from(move |event: InputEvent| {
                let mut next = (*die).clone();
                next.faces[index] = event.target_unchecked_into::<HtmlInputElement>().value();
                die.set(next);
            })
        };
        let remove = {
            let die = die.clone();
            Callback::from(move |_: MouseEvent| {
                let mut next = (*die).clone();
                next.faces.remove(index);
                die.set(next);
            })
        };
        html! {
            <li class="face-row">
                <span class="face-row__n">{index + 1}</span>
                <input class="input" type="text" maxlength="16" value={face.clone()} {oninput}
                    aria-label={format!("Face {}", index + 1)} data-testid={format!("face-{index}")} />
                <button type="button" class="icon-btn icon-btn--danger" onclick={remove}
                    aria-label={format!("Remove face {}", index + 1)}>
                    <Icon name="close" />
                </button>
            </li>
        }
    });
    let add_face = {
        let die = die.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*die).clone();
            if next.faces.len() < MAX_FACES {
                next.faces.push(String::new());
                die.set(next);
            }
        })
    };
    let problem = die.problem();
    let onsubmit = {
        let die = die.clone();
        let on_save = props.on_save.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if die.problem().is_none() {
                on_save.emit(die.cleaned());
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let title = if props.initial.is_some() { "Edit die" } else { "New die" };
    html! {
        <Modal {title} on_close={props.on_cancel.clone()} testid="die-editor">
            <form class="form" {onsubmit}>
                <label class="field">
                    <span class="field__label">{"Name"}</span>
                    <input class="input" type="text" maxlength="24" value={die.name.clone()}
                        oninput={on_name} placeholder="Attack die" data-testid="die-name" />
                </label>
                <div class="field">
                    <span class="field__label">{format!("Faces ({})", die.faces.len())}</span>
                    <ol class="face-rows">{ for faces }</ol>
                    <button type="button" class="btn btn--ghost btn--wide" onclick={add_face}
                        disabled={die.faces.len() >= MAX_FACES} data-testid="add-face">
                        <Icon name="plus" />{"Add face"}
                    </button>
                </div>
                if let Some(problem) = problem {
                    <p class="muted small">{problem}</p>
                }
                <div class="modal__actions">
                    if let Some(on_delete) = &props.on_delete {
                        <button type="button" class="btn btn--danger" onclick={on_delete.reform(|_: MouseEvent| ())}>
                            {"Delete"}
                        </button>
                    }
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={problem.is_some()} data-testid="save-die">
                        {"Save die"}
                    </button>
                </div>
            </form>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_needs_a_name_and_two_faces() {
        let die = CustomDie { name: " Attack ".into(), faces: vec!["Hit".into(), " ".into(), "Miss ".into()] };
        assert_eq!(die.problem(), None);
        assert_eq!(die.cleaned().faces, ["Hit", "Miss"]);
        assert_eq!(die.cleaned().name, "Attack");
        let one_face = CustomDie { name: "X".into(), faces: vec!["Hit".into(), "".into()] };
        assert!(one_face.problem().is_some());
        let nameless = CustomDie { name: "".into(), faces: vec!["a".into(), "b".into()] };
        assert!(nameless.problem().is_some());
    }
}

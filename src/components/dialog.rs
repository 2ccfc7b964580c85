//! Modal dialogs: a frame ([`Modal`]), a yes/no question ([`ConfirmDialog`]) and a one-line
//! text question ([`PromptDialog`]); and what a list's confirmed Delete does
//! ([`delete_then_reload`]).

use std::future::Future;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::Toaster;
use crate::backend::ApiError;

/// A list's confirmed Delete (saved games, records, saved tables): closes the dialog, runs
/// `delete`, shows its error (or `done`), then bumps `reload` so the list is fetched again.
pub fn delete_then_reload<F, Fut, T>(
    close: Callback<()>,
    reload: UseStateHandle<u32>,
    toaster: Toaster,
    done: Option<&'static str>,
    delete: F,
) -> Callback<()>
where
    F: Fn() -> Fut + 'static,
    Fut: Future<Output = Result<T, ApiError>> + 'static,
{
    let delete = Rc::new(delete);
    Callback::from(move |()| {
        close.emit(());
        let (reload, toaster, delete) = (reload.clone(), toaster.clone(), delete.clone());
        spawn_local(async move {
            match delete().await {
                Ok(_) => {
                    if let Some(done) = done {
                        toaster.info(done);
                    }
                }
                Err(error) => toaster.error(error.message),
            }
            reload.set(*reload + 1);
        });
    })
}

/// Props of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// The heading.
    pub title: AttrValue,
    /// Escape, the backdrop and the close button call this.
    pub on_close: Callback<()>,
    /// The body.
    pub children: Html,
    /// For tests.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A dialog over a dimmed backdrop.
#[component]
pub fn Modal(props: &ModalProps) -> Html {
    let on_backdrop = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: MouseEvent| {
            // Only a click on the backdrop itself, not one that bubbled from the panel.
            if event.target() == event.current_target() {
                on_close.emit(());
            }
        })
    };
    let panel_ref = use_node_ref();
    // Android's back button (and a browser's Back) closes the dialog before it leaves the screen.
    crate::hooks::use_back_closes(props.on_close.clone());
    {
        // Escape closes the dialog wherever the focus is; the panel takes the focus unless a
        // field inside already did.
        let on_close = props.on_close.clone();
        let panel_ref = panel_ref.clone();
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|window| window.document());
            if let (Some(panel), Some(document)) = (panel_ref.cast::<web_sys::HtmlElement>(), &document) {
                let focus_inside = document.active_element().is_some_and(|active| panel.contains(Some(&active)));
                if !focus_inside {
                    let _ = panel.focus();
                }
            }
            let listener = document.map(|document| {
                EventListener::new(&document, "keydown", move |event| {
                    let escape = event.dyn_ref::<web_sys::KeyboardEvent>().is_some_and(|key| key.key() == "Escape");
                    if escape {
                        on_close.emit(());
                    }
                })
            });
            move || drop(listener)
        });
    }
    let on_close_button = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="modal" onclick={on_backdrop}>
            <div class="modal__panel" role="dialog" aria-modal="true" aria-label={props.title.clone()}
                ref={panel_ref} tabindex="-1"
                data-testid={props.testid.clone()}>
                <header class="modal__header">
                    <h2>{props.title.clone()}</h2>
                    <button type="button" class="icon-btn" aria-label="Close" onclick={on_close_button}>
                        <super::Icon name="close" />
                    </button>
                </header>
                {props.children.clone()}
            </div>
        </div>
    }
}

/// Props of [`ConfirmDialog`].
#[derive(Properties, PartialEq)]
pub struct ConfirmDialogProps {
    /// The question.
    pub title: AttrValue,
    /// What will happen.
    pub message: AttrValue,
    /// The confirming button's text.
    pub confirm_label: AttrValue,
    /// Red confirming button, for what cannot be taken back.
    #[prop_or_default]
    pub danger: bool,
    /// Yes.
    pub on_confirm: Callback<()>,
    /// No (also Escape and the backdrop).
    pub on_cancel: Callback<()>,
}

/// "Are you sure?"
#[component]
pub fn ConfirmDialog(props: &ConfirmDialogProps) -> Html {
    let confirm_ref = use_node_ref();
    {
        let confirm_ref = confirm_ref.clone();
        use_effect_with((), move |_| {
            if let Some(button) = confirm_ref.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let on_confirm = props.on_confirm.reform(|_: MouseEvent| ());
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title={props.title.clone()} on_close={props.on_cancel.clone()} testid="confirm-dialog">
            <p class="modal__message">{props.message.clone()}</p>
            <div class="modal__actions">
                <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                <button type="button" ref={confirm_ref} data-testid="confirm"
                    class={classes!("btn", if props.danger { "btn--danger" } else { "btn--primary" })}
                    onclick={on_confirm}>
                    {props.confirm_label.clone()}
                </button>
            </div>
        </Modal>
    }
}

/// Props of [`PromptDialog`].
#[derive(Properties, PartialEq)]
pub struct PromptDialogProps {
    /// The heading.
    pub title: AttrValue,
    /// The field's label.
    pub label: AttrValue,
    /// The starting text.
    #[prop_or_default]
    pub initial: AttrValue,
    /// The submit button's text.
    pub submit_label: AttrValue,
    /// Called with the trimmed, non-empty text.
    pub on_submit: Callback<String>,
    /// Cancel, Escape, the backdrop.
    pub on_cancel: Callback<()>,
}

/// Asks for one line of text (a name).
#[component]
pub fn PromptDialog(props: &PromptDialogProps) -> Html {
    let input_ref = use_node_ref();
    let text = use_state(|| props.initial.to_string());
    {
        let input_ref = input_ref.clone();
        use_effect_with((), move |_| {
            if let Some(input) = input_ref.cast::<HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        });
    }
    let oninput = {
        let text = text.clone();
        Callback::from(move |event: InputEvent| {
            text.set(event.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    let onsubmit = {
        let text = text.clone();
        let on_submit = props.on_submit.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let trimmed = text.trim();
            if !trimmed.is_empty() {
                on_submit.emit(trimmed.to_string());
            }
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title={props.title.clone()} on_close={props.on_cancel.clone()} testid="prompt-dialog">
            <form class="form" {onsubmit}>
                <label class="field">
                    <span class="field__label">{props.label.clone()}</span>
                    <input ref={input_ref} class="input" type="text" maxlength="40"
                        value={(*text).clone()} {oninput} data-testid="prompt-input" />
                </label>
                <div class="modal__actions">
                    <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                    <button type="submit" class="btn btn--primary" disabled={text.trim().is_empty()}
                        data-testid="prompt-submit">
                        {props.submit_label.clone()}
                    </button>
                </div>
            </form>
        </Modal>
    }
}

//! Short messages at the bottom of the screen: errors from the engine, confirmations.
//! Screens get a [`Toaster`] with [`use_toaster`]; [`ToastHost`] shows the stack.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a toast stays up.
const TOAST_MS: u32 = 5_000;

/// One message.
#[derive(Clone, Debug, PartialEq)]
struct Toast {
    id: u64,
    text: AttrValue,
    error: bool,
}

/// The messages on screen.
#[derive(Clone, Debug, Default, PartialEq)]
struct Toasts {
    next_id: u64,
    shown: Vec<Toast>,
}

enum ToastAction {
    Show { text: String, error: bool },
    Dismiss(u64),
}

impl Reducible for Toasts {
    type Action = ToastAction;

    fn reduce(self: Rc<Self>, action: ToastAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ToastAction::Show { text, error } => {
                next.shown.push(Toast { id: next.next_id, text: text.into(), error });
                next.next_id += 1;
                // Three at most: the oldest go first.
                let extra = next.shown.len().saturating_sub(3);
                next.shown.drain(..extra);
            }
            ToastAction::Dismiss(id) => next.shown.retain(|toast| toast.id != id),
        }
        Rc::new(next)
    }
}

/// Shows toasts; cheap to clone and pass around.
#[derive(Clone, PartialEq)]
pub struct Toaster {
    dispatch: Callback<ToastAction>,
}

impl Toaster {
    /// An error message (role alert).
    pub fn error(&self, text: impl Into<String>) {
        self.dispatch.emit(ToastAction::Show { text: text.into(), error: true });
    }

    /// A neutral message (role status).
    pub fn info(&self, text: impl Into<String>) {
        self.dispatch.emit(ToastAction::Show { text: text.into(), error: false });
    }
}

/// The [`Toaster`] of the enclosing [`ToastHost`].
#[hook]
pub fn use_toaster() -> Toaster {
    use_context::<Toaster>().expect("use_toaster needs a ToastHost above it")
}

#[derive(Properties, PartialEq)]
struct ToastItemProps {
    toast: Toast,
    on_dismiss: Callback<u64>,
}

#[component]
fn ToastItem(props: &ToastItemProps) -> Html {
    let id = props.toast.id;
    {
        let on_dismiss = props.on_dismiss.clone();
        use_effect_with(id, move |&id| {
            let timeout = Timeout::new(TOAST_MS, move || on_dismiss.emit(id));
            move || drop(timeout)
        });
    }
    let onclick = props.on_dismiss.reform(move |_: MouseEvent| id);
    let toast = &props.toast;
    html! {
        <div class={classes!("toast", toast.error.then_some("toast--error"))}
            role={if toast.error { "alert" } else { "status" }} data-testid="toast">
            <span class="toast__text">{toast.text.clone()}</span>
            <button type="button" class="toast__close" aria-label="Dismiss" {onclick}>
                <super::Icon name="close" />
            </button>
        </div>
    }
}

/// Props of [`ToastHost`].
#[derive(Properties, PartialEq)]
pub struct ToastHostProps {
    /// The app.
    pub children: Html,
}

/// Provides a [`Toaster`] to its children and shows the toasts above everything.
#[component]
pub fn ToastHost(props: &ToastHostProps) -> Html {
    let toasts = use_reducer(Toasts::default);
    let dispatcher = toasts.dispatcher();
    let toaster =
        use_memo((), move |_| Toaster { dispatch: Callback::from(move |action| dispatcher.dispatch(action)) });
    let on_dismiss = {
        let dispatcher = toasts.dispatcher();
        Callback::from(move |id| dispatcher.dispatch(ToastAction::Dismiss(id)))
    };
    {
        // A change the engine made but could not save is never silent.
        let toaster = (*toaster).clone();
        use_effect_with((), move |()| {
            crate::backend::on_save_error(Some(Callback::from(move |text: String| toaster.error(text))));
            || crate::backend::on_save_error(None)
        });
    }
    html! {
        <ContextProvider<Toaster> context={(*toaster).clone()}>
            {props.children.clone()}
            <div class="toasts" aria-live="polite">
                { for toasts.shown.iter().map(|toast| html! {
                    <ToastItem key={toast.id} toast={toast.clone()} on_dismiss={on_dismiss.clone()} />
                }) }
            </div>
        </ContextProvider<Toaster>>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_most_three_toasts_stay_and_dismiss_removes_one() {
        let mut toasts = Rc::new(Toasts::default());
        for n in 0..5 {
            toasts = toasts.reduce(ToastAction::Show { text: format!("message {n}"), error: true });
        }
        let texts: Vec<_> = toasts.shown.iter().map(|t| t.text.to_string()).collect();
        assert_eq!(texts, ["message 2", "message 3", "message 4"]);
        let toasts = toasts.reduce(ToastAction::Dismiss(3));
        assert_eq!(toasts.shown.len(), 2);
    }
}

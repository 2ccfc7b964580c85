//! One tappable board element: a tap, Enter or Space sends its Selection; a long press (touch),
//! a right click or the context menu sends it with `long`.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::super::board::Selection;

use crate::hooks::LONG_PRESS_MS;

/// Props of [`Hit`].
#[derive(Properties, PartialEq)]
pub struct HitProps {
    /// `g` inside an SVG, `div` in HTML.
    pub tag: &'static str,
    /// The stable test id.
    pub testid: AttrValue,
    /// What a screen reader says.
    pub label: AttrValue,
    /// CSS classes of the element.
    #[prop_or_default]
    pub class: Classes,
    /// What a tap reports (with `long` false).
    pub selection: Rc<Selection>,
    /// Where taps go.
    pub on_select: Callback<Selection>,
    /// The drawing.
    #[prop_or_default]
    pub children: Html,
}

/// A tappable element.
#[component]
pub fn Hit(props: &HitProps) -> Html {
    let timer = use_mut_ref(|| None::<Timeout>);
    let fired = use_mut_ref(|| false);

    let emit = {
        let selection = props.selection.clone();
        let on_select = props.on_select.clone();
        Rc::new(move |long: bool| {
            let mut selection = (*selection).clone();
            selection.long = long;
            on_select.emit(selection);
        })
    };

    let onpointerdown = {
        let (timer, fired, emit) = (timer.clone(), fired.clone(), emit.clone());
        Callback::from(move |event: PointerEvent| {
            *fired.borrow_mut() = false;
            // A mouse has its right button for the sheet; a held finger or pen times out.
            if event.pointer_type() == "mouse" || event.button() != 0 {
                return;
            }
            let (fired, emit) = (fired.clone(), emit.clone());
            *timer.borrow_mut() = Some(Timeout::new(LONG_PRESS_MS, move || {
                *fired.borrow_mut() = true;
                emit(true);
            }));
        })
    };
    let onpointerend = {
        let timer = timer.clone();
        Callback::from(move |_: PointerEvent| {
            // Dropping a pending Timeout cancels it.
            timer.borrow_mut().take();
        })
    };
    let onclick = {
        let (fired, emit) = (fired.clone(), emit.clone());
        Callback::from(move |_: MouseEvent| {
            // The click that ends a long press was already reported.
            if std::mem::take(&mut *fired.borrow_mut()) {
                return;
            }
            emit(false);
        })
    };
    let oncontextmenu = {
        let emit = emit.clone();
        Callback::from(move |event: MouseEvent| {
            event.prevent_default();
            let touching = timer.borrow_mut().take().is_some();
            // A touch long press may raise both the timer and the context menu: report once,
            // and swallow the click that may end the touch.
            if !*fired.borrow() {
                *fired.borrow_mut() = touching;
                emit(true);
            }
        })
    };
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        if matches!(event.key().as_str(), "Enter" | " ") {
            event.prevent_default();
            emit(false);
        }
    });

    html! {
        <@{props.tag}
            class={props.class.clone()}
            role="button"
            tabindex="0"
            aria-label={props.label.clone()}
            data-testid={props.testid.clone()}
            {onpointerdown}
            onpointerup={onpointerend.clone()}
            onpointerleave={onpointerend.clone()}
            onpointercancel={onpointerend}
            {onclick}
            {oncontextmenu}
            {onkeydown}
        >
            { props.children.clone() }
        </@>
    }
}

//! Tap for one thing, hold for another: the ±1 / ±5 buttons of every counter.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a press must last to count as a long press.
pub const LONG_PRESS_MS: u32 = 500;

/// The event handlers to spread on a button.
pub struct LongPress {
    /// Starts the long-press timer (primary button or a finger).
    pub onpointerdown: Callback<PointerEvent>,
    /// Stops the timer when the pointer is lifted, leaves or is cancelled (a scroll began).
    pub onpointerend: Callback<PointerEvent>,
    /// The short press; also what the keyboard (Enter, Space) triggers.
    pub onclick: Callback<MouseEvent>,
    /// Keeps the phone's context menu away from a held button.
    pub oncontextmenu: Callback<MouseEvent>,
}

/// `on_short` on a click, `on_long` once the button has been held for [`LONG_PRESS_MS`]
/// (and then the click that ends the press is swallowed).
#[hook]
pub fn use_long_press(on_short: Callback<()>, on_long: Callback<()>) -> LongPress {
    let timer = use_mut_ref(|| None::<Timeout>);
    let fired: Rc<Cell<bool>> = use_memo((), |_| Cell::new(false));

    let onpointerdown = {
        let timer = timer.clone();
        let fired = fired.clone();
        Callback::from(move |event: PointerEvent| {
            if event.button() != 0 {
                return;
            }
            fired.set(false);
            let fired = fired.clone();
            let on_long = on_long.clone();
            *timer.borrow_mut() = Some(Timeout::new(LONG_PRESS_MS, move || {
                fired.set(true);
                crate::util::buzz(15);
                on_long.emit(());
            }));
        })
    };
    let onpointerend = {
        let timer: Rc<RefCell<Option<Timeout>>> = timer;
        Callback::from(move |_: PointerEvent| {
            // Dropping a pending Timeout cancels it.
            timer.borrow_mut().take();
        })
    };
    let onclick = Callback::from(move |_: MouseEvent| {
        if fired.replace(false) {
            return;
        }
        on_short.emit(());
    });
    let oncontextmenu = Callback::from(|event: MouseEvent| event.prevent_default());
    LongPress { onpointerdown, onpointerend, onclick, oncontextmenu }
}

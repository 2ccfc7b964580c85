//! The system Back (Android's back button or gesture, a browser's Back) closes the open sheet
//! before it leaves the screen.
//!
//! Each open sheet holds one extra browser-history entry with the screen's own address. Back
//! pops that entry; the `popstate` that follows closes the sheet on top. A sheet closed any other
//! way (its close button, Escape, an answer) takes its entry back with `history.back()`; the
//! `popstate` that answers it is expected and ignored, and a sheet that opens meanwhile waits
//! for it before it pushes its own entry, so the two never cross. The entries are all alike, so
//! only their number matters. That `history.back()` waits for the end of the task: if the screen
//! changed meanwhile (an import that closes its dialog and opens the new table), the entry is
//! left where it is, since going back would undo the new screen.
//!
//! On Android, Tauri's activity sends the back button to the web view's history while it has
//! one, and closes the app when it has none; so Back closes a sheet, then leaves the game for
//! Home, then leaves the app.

use std::cell::RefCell;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// One open sheet.
struct Open {
    id: u64,
    close: Callback<()>,
    /// The address its entry was pushed at, once it was (None while it waits for a pop).
    pushed_at: Option<String>,
}

#[derive(Default)]
struct Registry {
    next_id: u64,
    /// Open sheets, bottom to top.
    open: Vec<Open>,
    /// Pops we asked for with `history.back()` that have not arrived yet.
    expected_pops: u32,
    listener: Option<EventListener>,
}

thread_local! {
    static REGISTRY: RefCell<Registry> = RefCell::new(Registry::default());
}

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn href() -> Option<String> {
    window()?.location().href().ok()
}

/// Pushes one history entry with the current address; returns that address.
fn push_entry() -> Option<String> {
    let here = href()?;
    let history = window()?.history().ok()?;
    history.push_state_with_url(&JsValue::from_str("rampart-sheet"), "", Some(&here)).ok()?;
    Some(here)
}

fn on_popstate() {
    // Decide under the borrow, act after it: a close callback re-renders and may unmount sheets.
    let to_close = REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        if registry.expected_pops > 0 {
            registry.expected_pops -= 1;
            if registry.expected_pops == 0 {
                // Sheets that opened while the pop was on its way get their entries now.
                for open in registry.open.iter_mut().filter(|open| open.pushed_at.is_none()) {
                    open.pushed_at = push_entry();
                }
            }
            return None;
        }
        // The player's Back: it took the top sheet's entry; close that sheet.
        let top = registry.open.iter().rposition(|open| open.pushed_at.is_some())?;
        Some(registry.open.remove(top).close)
    });
    if let Some(close) = to_close {
        close.emit(());
    }
}

fn open(close: Callback<()>) -> u64 {
    REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        if registry.listener.is_none() {
            registry.listener = window().map(|window| EventListener::new(&window, "popstate", |_| on_popstate()));
        }
        registry.next_id += 1;
        let id = registry.next_id;
        let pushed_at = if registry.expected_pops == 0 { push_entry() } else { None };
        registry.open.push(Open { id, close, pushed_at });
        id
    })
}

fn closed(id: u64) {
    let pushed_at = REGISTRY.with(|registry| {
        let mut registry = registry.borrow_mut();
        // Already gone when Back closed it.
        let index = registry.open.iter().position(|open| open.id == id)?;
        registry.open.remove(index).pushed_at
    });
    let Some(pushed_at) = pushed_at else { return };
    // Decide after the current task: a handler that closes the sheet and then goes to another
    // screen has changed the address by then, and the entry must stay behind the new screen.
    Timeout::new(0, move || {
        if href().as_deref() != Some(pushed_at.as_str()) {
            return;
        }
        let Some(history) = window().and_then(|window| window.history().ok()) else { return };
        REGISTRY.with(|registry| registry.borrow_mut().expected_pops += 1);
        if history.back().is_err() {
            REGISTRY.with(|registry| {
                let mut registry = registry.borrow_mut();
                registry.expected_pops = registry.expected_pops.saturating_sub(1);
            });
        }
    })
    .forget();
}

/// While the calling component is mounted, the system Back calls `on_close` instead of leaving
/// the screen (see the module's doc). Call it from every sheet and dialog.
#[hook]
pub fn use_back_closes(on_close: Callback<()>) {
    // The latest callback, so a parent's re-render does not make Back call a stale one.
    let latest = use_mut_ref(|| on_close.clone());
    *latest.borrow_mut() = on_close;
    use_effect_with((), move |_| {
        let latest = latest.clone();
        let id = open(Callback::from(move |()| {
            let close = latest.borrow().clone();
            close.emit(());
        }));
        move || closed(id)
    });
}

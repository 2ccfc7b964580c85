//! Keeps the screen on while the app is visible (navigator.wakeLock), where the browser has it.
//! Everything goes through `Reflect`, so a browser without the API just reports Unsupported.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

/// What the wake lock is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WakeLockStatus {
    /// Not asked for.
    Off,
    /// Held: the screen stays on.
    Active,
    /// The browser has no Screen Wake Lock API.
    Unsupported,
    /// The browser refused (page hidden, battery saver, permissions).
    Refused,
}

impl WakeLockStatus {
    /// Words for the settings screen.
    pub fn describe(self) -> &'static str {
        match self {
            WakeLockStatus::Off => "Off",
            WakeLockStatus::Active => "On: the screen stays awake",
            WakeLockStatus::Unsupported => "Not available in this browser",
            WakeLockStatus::Refused => "The browser refused; it will retry when the app is shown",
        }
    }
}

fn wake_lock_api() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    let api = js_sys::Reflect::get(&navigator, &JsValue::from_str("wakeLock")).ok()?;
    (!api.is_undefined() && !api.is_null()).then_some(api)
}

/// Asks for a screen wake lock; the sentinel goes into `held` unless `cancelled` meanwhile.
fn request(held: Rc<RefCell<Option<JsValue>>>, cancelled: Rc<Cell<bool>>, status: UseStateHandle<WakeLockStatus>) {
    let Some(api) = wake_lock_api() else {
        status.set(WakeLockStatus::Unsupported);
        return;
    };
    let promise = js_sys::Reflect::get(&api, &JsValue::from_str("request"))
        .ok()
        .and_then(|request| request.dyn_into::<js_sys::Function>().ok())
        .and_then(|request| request.call1(&api, &JsValue::from_str("screen")).ok())
        .and_then(|promise| promise.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        status.set(WakeLockStatus::Refused);
        return;
    };
    spawn_local(async move {
        match JsFuture::from(promise).await {
            Ok(sentinel) if cancelled.get() => release(&sentinel),
            Ok(sentinel) => {
                if let Some(old) = held.borrow_mut().replace(sentinel) {
                    release(&old);
                }
                status.set(WakeLockStatus::Active);
            }
            Err(_) if cancelled.get() => {}
            Err(_) => status.set(WakeLockStatus::Refused),
        }
    });
}

fn release(sentinel: &JsValue) {
    let release = js_sys::Reflect::get(sentinel, &JsValue::from_str("release"))
        .ok()
        .and_then(|release| release.dyn_into::<js_sys::Function>().ok());
    if let Some(release) = release {
        // Returns a promise; nothing to wait for.
        let _ = release.call0(sentinel);
    }
}

/// Holds a wake lock while `enabled` and the page is visible (browsers drop the lock when the
/// page is hidden, so it is asked for again when the page comes back).
#[hook]
pub fn use_wake_lock(enabled: bool) -> WakeLockStatus {
    let status =
        use_state(|| if wake_lock_api().is_some() { WakeLockStatus::Off } else { WakeLockStatus::Unsupported });
    {
        let status = status.clone();
        use_effect_with(enabled, move |enabled| {
            let held = Rc::new(RefCell::new(None::<JsValue>));
            let cancelled = Rc::new(Cell::new(false));
            let mut listener = None;
            if !*enabled || wake_lock_api().is_none() {
                status.set(if wake_lock_api().is_some() { WakeLockStatus::Off } else { WakeLockStatus::Unsupported });
            } else {
                request(held.clone(), cancelled.clone(), status.clone());
                if let Some(document) = web_sys::window().and_then(|window| window.document()) {
                    let held = held.clone();
                    let cancelled = cancelled.clone();
                    let status = status.clone();
                    let target = document.clone();
                    listener = Some(EventListener::new(&target, "visibilitychange", move |_| {
                        let visible = js_sys::Reflect::get(&document, &JsValue::from_str("visibilityState"))
                            .ok()
                            .and_then(|state| state.as_string())
                            .is_some_and(|state| state == "visible");
                        if visible && !cancelled.get() {
                            request(held.clone(), cancelled.clone(), status.clone());
                        }
                    }));
                }
            }
            move || {
                cancelled.set(true);
                drop(listener);
                if let Some(sentinel) = held.borrow_mut().take() {
                    release(&sentinel);
                }
            }
        });
    }
    *status
}

//! Small helpers over the browser: console output, local times, vibration.

use wasm_bindgen::JsValue;

/// Writes an error to the browser console.
pub fn console_error(message: &str) {
    web_sys::console::error_1(&JsValue::from_str(message));
}

/// Writes a warning to the browser console.
pub fn console_warn(message: &str) {
    web_sys::console::warn_1(&JsValue::from_str(message));
}

/// A short buzz on phones that support it; silently nothing elsewhere.
pub fn buzz(millis: u32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let vibrate = js_sys::Reflect::get(&navigator, &JsValue::from_str("vibrate"));
    if let Ok(vibrate) = vibrate {
        if let Some(vibrate) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&vibrate) {
            let _ = vibrate.call1(&navigator, &JsValue::from_f64(millis.into()));
        }
    }
}

/// The local time of day (`21:04:37`) of an ISO 8601 timestamp, or the text itself if it is
/// not one.
pub fn local_time(iso: &str) -> String {
    let date = js_sys::Date::new(&JsValue::from_str(iso));
    let millis = date.get_time();
    if millis.is_nan() {
        return iso.to_string();
    }
    format!("{:02}:{:02}:{:02}", date.get_hours(), date.get_minutes(), date.get_seconds())
}

/// The local date and time (`30 Nov, 21:04`) of an ISO 8601 timestamp.
pub fn local_date_time(iso: &str) -> String {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let date = js_sys::Date::new(&JsValue::from_str(iso));
    if date.get_time().is_nan() {
        return iso.to_string();
    }
    format!(
        "{} {}, {:02}:{:02}",
        date.get_date(),
        MONTHS[(date.get_month() as usize).min(11)],
        date.get_hours(),
        date.get_minutes()
    )
}

/// A vibration pattern (milliseconds on, off, on...) where the browser has `navigator.vibrate`.
pub fn vibrate(pattern: &[u32]) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let Ok(vibrate) = js_sys::Reflect::get(&navigator, &JsValue::from_str("vibrate")) else {
        return;
    };
    if let Some(vibrate) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&vibrate) {
        let list = js_sys::Array::new();
        for ms in pattern {
            list.push(&JsValue::from_f64((*ms).into()));
        }
        let _ = vibrate.call1(&navigator, &list);
    }
}

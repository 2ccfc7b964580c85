//! Small helpers over the browser: console output, local times, vibration, file downloads.

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

/// Offers `text` as a file download of type `mime` (Blob + a clicked anchor).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let anchor: web_sys::HtmlAnchorElement = wasm_bindgen::JsCast::dyn_into(document.create_element("a")?)?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.set_attribute("style", "display:none")?;
    if let Some(body) = document.body() {
        body.append_child(&anchor)?;
        anchor.click();
        body.remove_child(&anchor)?;
    }
    // Revoked a moment later: some browsers read the URL after the click returns.
    let later = url.clone();
    gloo::timers::callback::Timeout::new(5_000, move || {
        let _ = web_sys::Url::revoke_object_url(&later);
    })
    .forget();
    Ok(())
}

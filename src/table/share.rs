//! Share and export a table — a QR code of its share code (`table_share`), the OS share sheet
//! (Web Share API) or a .json download, the text copied — and import one from a file or pasted
//! text (an exported file or a share code), through `table_export`, `table_share` and
//! `table_import`.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;
use yew_router::prelude::*;

use rampart_engine::protocol::TableShare;

use super::api;
use crate::app::Route;
use crate::components::{use_toaster, Modal};

/// A file name for a table: its name in lower case, letters and digits, `.json`.
pub fn file_name(name: &str) -> String {
    let slug = super::jump::slug(name);
    format!("rampart-{}.json", if slug.is_empty() { "table" } else { &slug })
}

/// Copies text to the clipboard (`navigator.clipboard.writeText`).
async fn copy(text: &str) -> Result<(), JsValue> {
    let navigator = web_sys::window().ok_or("no window")?.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))?;
    if clipboard.is_undefined() {
        return Err("no clipboard".into());
    }
    let write: js_sys::Function = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText"))?.dyn_into()?;
    let promise: js_sys::Promise = write.call1(&clipboard, &JsValue::from_str(text))?.dyn_into()?;
    JsFuture::from(promise).await.map(|_| ())
}

/// How an OS share ended.
enum Shared {
    /// The share sheet took it.
    Done,
    /// The player closed the share sheet.
    Cancelled,
    /// No share sheet here (desktop browsers, the desktop app), or it refused.
    Unavailable,
}

/// Whether this browser has an OS share sheet (`navigator.share`).
fn can_share() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("share")).ok())
        .is_some_and(|share| share.is_function())
}

/// The OS share sheet (Web Share API): the table's .json file when the sheet takes files
/// (`navigator.canShare({files})`), else the share code as text.
async fn os_share(file: &str, json: &str, title: &str, code: &str) -> Shared {
    if !can_share() {
        return Shared::Unavailable;
    }
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return Shared::Unavailable };
    let data = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&data, &JsValue::from_str(key), value).is_ok();
    set("title", &JsValue::from_str(title));
    let with_file = || -> Option<js_sys::Object> {
        let parts = js_sys::Array::of1(&JsValue::from_str(json));
        let options = web_sys::FilePropertyBag::new();
        options.set_type("application/json");
        let file = web_sys::File::new_with_str_sequence_and_options(&parts, file, &options).ok()?;
        let files = js_sys::Object::new();
        js_sys::Reflect::set(&files, &JsValue::from_str("files"), &js_sys::Array::of1(&file)).ok()?;
        let can: js_sys::Function =
            js_sys::Reflect::get(&navigator, &JsValue::from_str("canShare")).ok()?.dyn_into().ok()?;
        can.call1(&navigator, &files).ok()?.as_bool().filter(|ok| *ok)?;
        Some(files)
    };
    match with_file() {
        Some(files) => {
            let files = js_sys::Reflect::get(&files, &JsValue::from_str("files")).unwrap_or(JsValue::UNDEFINED);
            set("files", &files);
        }
        None => {
            set("text", &JsValue::from_str(code));
        }
    }
    let Ok(share) =
        js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).and_then(|f| f.dyn_into::<js_sys::Function>())
    else {
        return Shared::Unavailable;
    };
    let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) else {
        return Shared::Unavailable;
    };
    match JsFuture::from(promise).await {
        Ok(_) => Shared::Done,
        Err(error) => {
            let name = js_sys::Reflect::get(&error, &JsValue::from_str("name")).ok().and_then(|n| n.as_string());
            if name.as_deref() == Some("AbortError") {
                Shared::Cancelled
            } else {
                Shared::Unavailable
            }
        }
    }
}

/// Props of [`ExportDialog`].
#[derive(Properties, PartialEq)]
pub struct ExportDialogProps {
    /// The table's id.
    pub table: AttrValue,
    /// Closes.
    pub on_close: Callback<()>,
}

/// The table as a QR code, through the OS share sheet, as a file or as text.
#[component]
pub fn ExportDialog(props: &ExportDialogProps) -> Html {
    let toaster = use_toaster();
    let exported = use_state(|| None::<api::Exported>);
    let shared = use_state(|| None::<TableShare>);
    let show_qr = use_state(|| false);
    {
        let exported = exported.clone();
        let shared = shared.clone();
        let toaster = toaster.clone();
        use_effect_with(props.table.clone(), move |table| {
            let table = table.clone();
            spawn_local(async move {
                // Both before any tap: the share sheet needs the tap's user activation, so the
                // click must not wait on the engine first.
                match api::export(&table).await {
                    Ok(answer) => exported.set(Some(answer)),
                    Err(error) => toaster.error(error.message),
                }
                match api::share(&table).await {
                    Ok(answer) => shared.set(Some(answer)),
                    Err(error) => toaster.error(error.message),
                }
            });
        });
    }
    let save_file = {
        let toaster = toaster.clone();
        move |e: &api::Exported| match crate::util::download(&file_name(&e.name), "application/json", &e.data) {
            Ok(()) => toaster.info("Table saved as a file."),
            Err(_) => toaster.error("The file could not be saved here: copy the text instead."),
        }
    };
    let on_download = {
        let exported = exported.clone();
        let save_file = save_file.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = &*exported {
                save_file(e);
            }
        })
    };
    let copy_text = {
        let toaster = toaster.clone();
        move |text: String, done: &'static str| {
            let toaster = toaster.clone();
            spawn_local(async move {
                match copy(&text).await {
                    Ok(()) => toaster.info(done),
                    Err(_) => toaster.error("The clipboard is not available: select the text and copy it."),
                }
            });
        }
    };
    let on_copy = {
        let exported = exported.clone();
        let copy_text = copy_text.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = &*exported {
                copy_text(e.data.clone(), "Copied: paste it into Import on another device.");
            }
        })
    };
    let on_copy_code = {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(s) = &*shared {
                copy_text(s.code.clone(), "Code copied: paste it into Import on another device.");
            }
        })
    };
    let on_os_share = {
        let exported = exported.clone();
        let shared = shared.clone();
        let toaster = toaster.clone();
        Callback::from(move |_: MouseEvent| {
            let (Some(e), Some(s)) = ((*exported).clone(), (*shared).clone()) else { return };
            let toaster = toaster.clone();
            let save_file = save_file.clone();
            spawn_local(async move {
                let title = format!("Rampart table: {}", e.name);
                match os_share(&file_name(&e.name), &e.data, &title, &s.code).await {
                    Shared::Done => toaster.info("Shared."),
                    Shared::Cancelled => {}
                    // Desktop browsers and the desktop app: the file, as Download does.
                    Shared::Unavailable => save_file(&e),
                }
            });
        })
    };
    let toggle_qr = {
        let show_qr = show_qr.clone();
        Callback::from(move |_: MouseEvent| show_qr.set(!*show_qr))
    };
    let ready = exported.is_some() && shared.is_some();
    if *show_qr {
        return html! {
            <Modal title="Share as a QR code" on_close={props.on_close.clone()} testid="export-dialog">
                <QrSheet shared={(*shared).clone()} on_copy={on_copy_code} />
                <div class="modal__actions">
                    <button type="button" class="btn" onclick={toggle_qr} data-testid="qr-back">{"Back"}</button>
                </div>
            </Modal>
        };
    }
    let text = exported.as_ref().map(|e| e.data.clone()).unwrap_or_default();
    let name = exported.as_ref().map(|e| file_name(&e.name)).unwrap_or_default();
    let share_title = if can_share() {
        "The phone's share sheet: the file or the code to a message, mail or another app"
    } else {
        "No share sheet here: saves the .json file"
    };
    html! {
        <Modal title="Share or export the table" on_close={props.on_close.clone()} testid="export-dialog">
            <div class="share__actions">
                <button type="button" class="btn btn--primary" id="share-qr" data-testid="share-qr"
                    disabled={shared.is_none()} onclick={toggle_qr}>{"Show as QR code"}</button>
                <button type="button" class="btn" id="share-os" data-testid="share-os" disabled={!ready}
                    title={share_title} onclick={on_os_share}>{"Share…"}</button>
            </div>
            <p class="modal__message">{"The QR code carries the table as it is now. The file and the text also carry undo and the history."}</p>
            <textarea class="input share__text" readonly=true rows="6" value={text} data-testid="export-text"
                aria-label="The table as text" />
            <div class="modal__actions">
                <button type="button" class="btn" disabled={exported.is_none()} onclick={on_copy} data-testid="export-copy">{"Copy"}</button>
                <button type="button" class="btn" disabled={exported.is_none()} onclick={on_download}
                    data-testid="export-download" title={name}>{"Download .json"}</button>
            </div>
        </Modal>
    }
}

/// Props of [`QrSheet`].
#[derive(Properties, PartialEq)]
struct QrSheetProps {
    /// What `table_share` answered (`None` while it loads).
    shared: Option<TableShare>,
    /// Copies the code.
    on_copy: Callback<MouseEvent>,
}

/// The share code as a QR code (black on white, with its quiet zone, as wide as the phone), or
/// why it is not one; the code's text with Copy.
#[component]
fn QrSheet(props: &QrSheetProps) -> Html {
    let Some(shared) = &props.shared else {
        return html! { <p class="modal__message" id="qr-sheet" data-testid="qr-sheet">{"Making the code…"}</p> };
    };
    let qr = match &shared.qr {
        Some(qr) => html! {
            <>
                // The engine's own SVG (paths and two colours), never text from a file.
                <div class="qr-sheet__code" role="img" data-testid="qr-code" data-version={qr.version.to_string()}
                    aria-label={format!("QR code of {} ({} characters)", shared.name, shared.code.len())}>
                    {Html::from_html_unchecked(AttrValue::from(qr.svg.clone()))}
                </div>
                <p class="qr-sheet__hint">
                    {"Scan it with the other phone's camera, copy the text it shows and paste it into Import there."}
                </p>
            </>
        },
        None => html! {
            <p class="qr-sheet__too-big" role="status" data-testid="qr-too-big">
                {format!(
                    "Too big for a QR code ({} characters; a QR code here holds {}): share the file instead, or copy the code.",
                    shared.code.len(),
                    shared.qr_capacity
                )}
            </p>
        },
    };
    html! {
        <div class="qr-sheet" id="qr-sheet" data-testid="qr-sheet">
            {qr}
            <label class="field">
                <span class="field__label">{"The share code"}</span>
                <textarea class="input share__text share__code" readonly=true rows="3" id="share-code"
                    data-testid="share-code" value={shared.code.clone()} />
            </label>
            <div class="modal__actions">
                <button type="button" class="btn btn--primary" id="share-code-copy" data-testid="share-code-copy"
                    onclick={props.on_copy.clone()}>{"Copy the code"}</button>
            </div>
        </div>
    }
}

/// Props of [`ImportDialog`].
#[derive(Properties, PartialEq)]
pub struct ImportDialogProps {
    /// Closes.
    pub on_close: Callback<()>,
}

/// A table from a file or pasted text (an exported table or a share code); opens it.
#[component]
pub fn ImportDialog(props: &ImportDialogProps) -> Html {
    let toaster = use_toaster();
    let navigator = use_navigator();
    let text = use_state(String::new);
    let busy = use_state(|| false);
    let error = use_state(|| None::<String>);
    let submit = {
        let toaster = toaster.clone();
        let busy = busy.clone();
        let error = error.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |data: String| {
            let toaster = toaster.clone();
            let navigator = navigator.clone();
            let busy = busy.clone();
            let error = error.clone();
            let on_close = on_close.clone();
            busy.set(true);
            error.set(None);
            spawn_local(async move {
                match api::import(&data).await {
                    Ok(view) => {
                        on_close.emit(());
                        toaster.info(format!("Imported “{}”.", view.name));
                        if let Some(navigator) = &navigator {
                            navigator.push(&Route::Table { id: view.table });
                        }
                    }
                    Err(refused) => {
                        busy.set(false);
                        toaster.error(refused.message.clone());
                        error.set(Some(refused.message));
                    }
                }
            });
        })
    };
    let on_file = {
        let submit = submit.clone();
        let toaster = toaster.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            let submit = submit.clone();
            let toaster = toaster.clone();
            spawn_local(async move {
                match JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string()) {
                    Some(data) => submit.emit(data),
                    None => toaster.error("That file could not be read."),
                }
            });
        })
    };
    let oninput = {
        let text = text.clone();
        let error = error.clone();
        Callback::from(move |event: InputEvent| {
            error.set(None);
            text.set(event.target_unchecked_into::<HtmlTextAreaElement>().value());
        })
    };
    let on_paste_submit = {
        let text = text.clone();
        let submit = submit.clone();
        Callback::from(move |_: MouseEvent| submit.emit((*text).clone()))
    };
    let on_cancel = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal title="Import a table" on_close={props.on_close.clone()} testid="import-dialog">
            <label class="field">
                <span class="field__label">{"From a file (.json exported by Rampart)"}</span>
                <input class="input" type="file" accept=".json,application/json" onchange={on_file}
                    data-testid="import-file" disabled={*busy} />
            </label>
            <label class="field">
                <span class="field__label">{"Or paste the text, or a share code from a QR code"}</span>
                <textarea class="input share__text" rows="5" value={(*text).clone()} {oninput}
                    data-testid="import-text" placeholder="rampart-table:1:…  or  { \"id\": … }" />
            </label>
            if let Some(message) = &*error {
                <p class="share__error" role="alert" data-testid="import-error">{message.clone()}</p>
            }
            <div class="modal__actions">
                <button type="button" class="btn" onclick={on_cancel}>{"Cancel"}</button>
                <button type="button" class="btn btn--primary" data-testid="import-submit"
                    disabled={*busy || text.trim().is_empty()} onclick={on_paste_submit}>{"Import"}</button>
            </div>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn a_file_is_named_after_its_table() {
        assert_eq!(file_name("Siege of Valeria"), "rampart-siege-of-valeria.json");
        assert_eq!(file_name("  Friday night!! "), "rampart-friday-night.json");
        assert_eq!(file_name("…"), "rampart-table.json");
    }
}

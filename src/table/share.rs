//! Export a table (a .json download, or the text copied) and import one (a file or pasted
//! text), through `table_export` and `table_import`.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;
use yew_router::prelude::*;

use super::api;
use crate::app::Route;
use crate::components::{use_toaster, Modal};

/// A file name for a table: its name in lower case, letters and digits, `.json`.
pub fn file_name(name: &str) -> String {
    let slug = super::jump::slug(name);
    format!("rampart-{}.json", if slug.is_empty() { "table" } else { &slug })
}

/// Offers `text` as a file download (Blob + a clicked anchor).
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
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

/// Props of [`ExportDialog`].
#[derive(Properties, PartialEq)]
pub struct ExportDialogProps {
    /// The table's id.
    pub table: AttrValue,
    /// Closes.
    pub on_close: Callback<()>,
}

/// The table as a file or as text.
#[component]
pub fn ExportDialog(props: &ExportDialogProps) -> Html {
    let toaster = use_toaster();
    let exported = use_state(|| None::<api::Exported>);
    {
        let exported = exported.clone();
        let toaster = toaster.clone();
        use_effect_with(props.table.clone(), move |table| {
            let table = table.clone();
            spawn_local(async move {
                match api::export(&table).await {
                    Ok(answer) => exported.set(Some(answer)),
                    Err(error) => toaster.error(error.message),
                }
            });
        });
    }
    let on_download = {
        let exported = exported.clone();
        let toaster = toaster.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = &*exported {
                match download(&file_name(&e.name), &e.data) {
                    Ok(()) => toaster.info("Table saved as a file."),
                    Err(_) => toaster.error("The file could not be saved here: copy the text instead."),
                }
            }
        })
    };
    let on_copy = {
        let exported = exported.clone();
        let toaster = toaster.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(e) = &*exported {
                let text = e.data.clone();
                let toaster = toaster.clone();
                spawn_local(async move {
                    match copy(&text).await {
                        Ok(()) => toaster.info("Copied: paste it into Import on another device."),
                        Err(_) => toaster.error("The clipboard is not available: select the text and copy it."),
                    }
                });
            }
        })
    };
    let ready = exported.is_some();
    let text = exported.as_ref().map(|e| e.data.clone()).unwrap_or_default();
    let name = exported.as_ref().map(|e| file_name(&e.name)).unwrap_or_default();
    html! {
        <Modal title="Export the table" on_close={props.on_close.clone()} testid="export-dialog">
            <p class="modal__message">{"Keep it as a file, or copy the text to another device's Import. Undo and history come along."}</p>
            <textarea class="input share__text" readonly=true rows="6" value={text} data-testid="export-text"
                aria-label="The table as text" />
            <div class="modal__actions">
                <button type="button" class="btn" disabled={!ready} onclick={on_copy} data-testid="export-copy">{"Copy"}</button>
                <button type="button" class="btn btn--primary" disabled={!ready} onclick={on_download}
                    data-testid="export-download" title={name}>{"Download .json"}</button>
            </div>
        </Modal>
    }
}

/// Props of [`ImportDialog`].
#[derive(Properties, PartialEq)]
pub struct ImportDialogProps {
    /// Closes.
    pub on_close: Callback<()>,
}

/// A table from a file or pasted text; opens it.
#[component]
pub fn ImportDialog(props: &ImportDialogProps) -> Html {
    let toaster = use_toaster();
    let navigator = use_navigator();
    let text = use_state(String::new);
    let busy = use_state(|| false);
    let submit = {
        let toaster = toaster.clone();
        let busy = busy.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |data: String| {
            let toaster = toaster.clone();
            let navigator = navigator.clone();
            let busy = busy.clone();
            let on_close = on_close.clone();
            busy.set(true);
            spawn_local(async move {
                match api::import(&data).await {
                    Ok(view) => {
                        on_close.emit(());
                        toaster.info(format!("Imported “{}”.", view.name));
                        if let Some(navigator) = &navigator {
                            navigator.push(&Route::Table { id: view.table });
                        }
                    }
                    Err(error) => {
                        busy.set(false);
                        toaster.error(error.message);
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
        Callback::from(move |event: InputEvent| {
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
                <span class="field__label">{"Or paste the text"}</span>
                <textarea class="input share__text" rows="5" value={(*text).clone()} {oninput}
                    data-testid="import-text" placeholder="{ \"id\": … }" />
            </label>
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

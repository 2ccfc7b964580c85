//! Rampart's user interface: Yew function components compiled to wasm by trunk.
//!
//! The app picks its backend at start-up (the Tauri shell when it is present, the engine
//! compiled into this wasm otherwise), then mounts [`app::App`].

mod app;
mod backend;
mod components;
mod help;
mod home;
mod hooks;
mod play;
mod records;
mod settings;
mod simulate;
mod table;
mod util;

fn main() {
    backend::init();
    yew::Renderer::<app::App>::new().render();
}

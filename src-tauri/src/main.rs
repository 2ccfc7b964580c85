//! The desktop entry point. Everything lives in the library so that mobile builds share it.

// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    rampart_app_lib::run();
}

//! Reads the app configuration (tauri.conf.json at the repository root, through the
//! src-tauri/tauri.conf.json symlink, see docs/building.md) and declares the app's one command so
//! that the capabilities can grant exactly it.

fn main() {
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(&["dispatch"]));
    if let Err(err) = tauri_build::try_build(attributes) {
        panic!("tauri build script failed: {err:#}");
    }
}

//! The user's preferences: theme and keep-screen-awake. Kept in localStorage under
//! [`SETTINGS_KEY`] (outside the engine's `rampart:` prefix), applied to `<html data-theme>`.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

/// localStorage key of the preferences. Not under `rampart:`, which belongs to the engine.
pub const SETTINGS_KEY: &str = "rampart.settings";

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Dark, the default: easy on the eyes at a game table.
    #[default]
    Dark,
    /// Light.
    Light,
    /// Black, white and yellow, with thicker outlines.
    HighContrast,
}

impl Theme {
    /// Every theme, in the order the settings screen shows them.
    pub const ALL: [Theme; 3] = [Theme::Dark, Theme::Light, Theme::HighContrast];

    /// The value of `<html data-theme>`.
    pub fn attribute(self) -> &'static str {
        match self {
            Theme::Dark => "dark",
            Theme::Light => "light",
            Theme::HighContrast => "high-contrast",
        }
    }

    /// The name shown to the user.
    pub fn label(self) -> &'static str {
        match self {
            Theme::Dark => "Dark",
            Theme::Light => "Light",
            Theme::HighContrast => "High contrast",
        }
    }
}

/// Everything the settings screen changes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The colour theme.
    pub theme: Theme,
    /// Hold a screen wake lock while the app is visible.
    pub keep_awake: bool,
}

/// A change to the settings.
pub enum SettingsAction {
    /// Switch the theme.
    SetTheme(Theme),
    /// Turn the wake lock on or off.
    SetKeepAwake(bool),
}

impl Reducible for Settings {
    type Action = SettingsAction;

    fn reduce(self: Rc<Self>, action: SettingsAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            SettingsAction::SetTheme(theme) => next.theme = theme,
            SettingsAction::SetKeepAwake(on) => next.keep_awake = on,
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

impl Settings {
    /// Decodes saved settings; anything unreadable gives the defaults.
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The saved settings, or the defaults.
    pub fn load() -> Settings {
        storage()
            .and_then(|storage| storage.get_item(SETTINGS_KEY).ok().flatten())
            .map(|text| Settings::from_json(&text))
            .unwrap_or_default()
    }

    /// Saves the settings (a failure is only reported in the console).
    pub fn save(&self) {
        let Some(storage) = storage() else {
            return;
        };
        let text = serde_json::to_string(self).unwrap_or_default();
        if storage.set_item(SETTINGS_KEY, &text).is_err() {
            crate::util::console_warn("Rampart: could not save the settings.");
        }
    }

    /// Puts the theme on `<html data-theme>` (the CSS reads it).
    pub fn apply_theme(&self) {
        let root =
            web_sys::window().and_then(|window| window.document()).and_then(|document| document.document_element());
        if let Some(root) = root {
            let _ = root.set_attribute("data-theme", self.theme.attribute());
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|window| window.local_storage().ok().flatten())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_tolerate_junk() {
        let settings = Settings { theme: Theme::HighContrast, keep_awake: true };
        let text = serde_json::to_string(&settings).unwrap();
        assert_eq!(text, r#"{"theme":"high-contrast","keep_awake":true}"#);
        assert_eq!(Settings::from_json(&text), settings);
        assert_eq!(Settings::from_json("not json"), Settings::default());
        assert_eq!(Settings::from_json(r#"{"theme":"light"}"#).theme, Theme::Light);
    }

    #[test]
    fn an_unchanged_setting_keeps_the_same_state() {
        let settings = Rc::new(Settings::default());
        let same = settings.clone().reduce(SettingsAction::SetTheme(Theme::Dark));
        assert!(Rc::ptr_eq(&settings, &same));
        let changed = settings.reduce(SettingsAction::SetKeepAwake(true));
        assert!(changed.keep_awake);
    }
}

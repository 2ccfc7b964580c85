//! The settings screen: theme, keep the screen awake, where the data lives.

mod prefs;

pub use prefs::{Settings, SettingsAction, Theme};

use yew::prelude::*;

use crate::app::{use_app, TopBar};
use crate::hooks::WakeLockStatus;

/// Theme, keep-awake and about.
#[component]
pub fn SettingsScreen() -> Html {
    let app = use_app();
    let settings = app.settings.clone();
    let theme_buttons = Theme::ALL.iter().map(|&theme| {
        let settings = settings.clone();
        let selected = settings.theme == theme;
        let onclick = Callback::from(move |_: MouseEvent| {
            settings.dispatch(SettingsAction::SetTheme(theme));
        });
        html! {
            <button type="button" role="radio" aria-checked={selected.to_string()}
                class={classes!("segment", selected.then_some("segment--on"))}
                data-testid={format!("theme-{}", theme.attribute())} {onclick}>
                <span class={classes!("swatch", format!("swatch--{}", theme.attribute()))} aria-hidden="true" />
                {theme.label()}
            </button>
        }
    });
    let keep_awake = settings.keep_awake;
    let toggle_awake = {
        let settings = settings.clone();
        Callback::from(move |_: MouseEvent| {
            settings.dispatch(SettingsAction::SetKeepAwake(!keep_awake));
        })
    };
    let unsupported = app.wake_lock == WakeLockStatus::Unsupported;
    html! {
        <div class="screen">
            <TopBar title={html! { <h1>{"Settings"}</h1> }} />
            <main class="content content--narrow">
                <section class="panel">
                    <h2 class="panel__title">{"Theme"}</h2>
                    <div class="segments" role="radiogroup" aria-label="Theme">
                        { for theme_buttons }
                    </div>
                </section>
                <section class="panel">
                    <div class="setting-row">
                        <div>
                            <h2 class="panel__title">{"Keep the screen awake"}</h2>
                            <p class="muted">{"While Rampart is open, the phone does not dim or lock."}</p>
                            <p class="muted small" data-testid="wake-status">{app.wake_lock.describe()}</p>
                        </div>
                        <button type="button" role="switch" aria-checked={keep_awake.to_string()}
                            aria-label="Keep the screen awake" data-testid="keep-awake"
                            class={classes!("switch", keep_awake.then_some("switch--on"))}
                            disabled={unsupported && !keep_awake}
                            onclick={toggle_awake}>
                            <span class="switch__knob" />
                        </button>
                    </div>
                </section>
                // On a phone or a tablet "?" opens help; the keys for a keyboard live here.
                <section class="panel" data-testid="settings-shortcuts">
                    <h2 class="panel__title">{"Keyboard shortcuts"}</h2>
                    <p class="muted small">{"In a game, with a keyboard attached. On a computer, \u{201c}?\u{201d} in a game shows them too."}</p>
                    <crate::help::Shortcuts />
                </section>
                <section class="panel">
                    <h2 class="panel__title">{"About"}</h2>
                    <dl class="facts">
                        <dt>{"Version"}</dt><dd>{env!("CARGO_PKG_VERSION")}</dd>
                        <dt>{"Tables are kept in"}</dt><dd>{crate::backend::transport_name()}</dd>
                    </dl>
                    <p class="muted small">{"Rampart works offline: nothing is sent anywhere."}</p>
                </section>
            </main>
        </div>
    }
}

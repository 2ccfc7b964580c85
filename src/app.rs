//! The app shell: routes, preferences, toasts, the top bar.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::components::{Icon, ToastHost};
use crate::hooks::{use_wake_lock, WakeLockStatus};
use crate::settings::{Settings, SettingsScreen};

/// Every screen. The router is hash-based (`#/table/t1`), so a static server and the Tauri
/// shell both find the app again on reload.
#[derive(Clone, Debug, PartialEq, Routable)]
pub enum Route {
    /// The five games, Table mode, saved tables.
    #[at("/")]
    Home,
    /// The new-table form.
    #[at("/table/new")]
    NewTable,
    /// One table's tracker.
    #[at("/table/:id")]
    Table {
        /// The table's id.
        id: String,
    },
    /// The new-game form (Play, Watch, Assist).
    #[at("/play/new")]
    NewGame,
    /// One game in progress: board, question, log.
    #[at("/play/:id")]
    Play {
        /// The session id.
        id: String,
    },
    /// One game's page.
    #[at("/game/:id")]
    Game {
        /// The game's id.
        id: String,
    },
    /// Many bot games of one game, with charts.
    #[at("/simulate")]
    Simulate,
    /// Every finished game, with each game's wins and losses.
    #[at("/records")]
    Records,
    /// One finished game, watched again step by step.
    #[at("/records/:id")]
    Record {
        /// The record's id.
        id: String,
    },
    /// Theme, keep awake, about.
    #[at("/settings")]
    Settings,
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}

fn switch(route: Route) -> Html {
    match route {
        Route::Home => html! { <crate::home::HomeScreen /> },
        Route::NewTable => html! { <crate::table::NewTableScreen /> },
        Route::Table { id } => {
            // Keyed by id: another table is a fresh tracker, not a reused one.
            let key = id.clone();
            html! { <crate::table::TrackerScreen {key} {id} /> }
        }
        Route::Game { id } => html! { <crate::home::GameScreen {id} /> },
        Route::NewGame => html! { <crate::play::NewGameScreen /> },
        Route::Play { id } => {
            let key = id.clone();
            html! { <crate::play::PlayScreen {key} id={id} /> }
        }
        Route::Simulate => html! { <crate::simulate::SimulateScreen /> },
        Route::Records => html! { <crate::records::RecordsScreen /> },
        Route::Record { id } => {
            let key = id.clone();
            html! { <crate::records::ReplayScreen {key} {id} /> }
        }
        Route::Settings => html! { <SettingsScreen /> },
        Route::NotFound => html! { <Redirect<Route> to={Route::Home} /> },
    }
}

/// What every screen may read: the preferences (and a way to change them) and the wake lock.
#[derive(Clone, PartialEq)]
pub struct AppContext {
    /// The preferences; dispatch a `SettingsAction` to change them.
    pub settings: UseReducerHandle<Settings>,
    /// Whether the screen is being kept awake.
    pub wake_lock: WakeLockStatus,
}

/// The [`AppContext`].
#[hook]
pub fn use_app() -> AppContext {
    use_context::<AppContext>().expect("use_app needs the App above it")
}

/// The root component.
#[component]
pub fn App() -> Html {
    let settings = use_reducer(Settings::load);
    {
        // Persistence and the DOM live in effects, never in the reducer.
        use_effect_with((*settings).clone(), |settings| {
            settings.apply_theme();
            settings.save();
        });
    }
    let wake_lock = use_wake_lock(settings.keep_awake);
    let context = AppContext { settings, wake_lock };
    html! {
        <ContextProvider<AppContext> {context}>
            <ToastHost>
                <HashRouter>
                    <Switch<Route> render={switch} />
                </HashRouter>
            </ToastHost>
        </ContextProvider<AppContext>>
    }
}

/// Props of [`TopBar`].
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// The screen's title.
    pub title: Html,
    /// Extra buttons before the settings button.
    #[prop_or_default]
    pub children: Html,
}

/// The bar at the top of every screen: home, title, extra buttons, settings.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let navigator = use_navigator();
    let go = |route: Route| {
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(navigator) = &navigator {
                navigator.push(&route);
            }
        })
    };
    html! {
        <header class="topbar">
            <button type="button" class="icon-btn" data-testid="nav-home" aria-label="Home"
                title="Home" onclick={go(Route::Home)}>
                <Icon name="home" />
            </button>
            <div class="topbar__title">{props.title.clone()}</div>
            {props.children.clone()}
            <button type="button" class="icon-btn" data-testid="nav-settings" aria-label="Settings"
                title="Settings" onclick={go(Route::Settings)}>
                <Icon name="settings" />
            </button>
        </header>
    }
}

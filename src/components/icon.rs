//! Line icons drawn for Rampart (24×24, stroked in the current text colour).

use yew::prelude::*;

/// Props of [`Icon`].
#[derive(Properties, PartialEq)]
pub struct IconProps {
    /// Which icon: `home`, `settings`, `undo`, `redo`, `plus`, `minus`, `trash`, `edit`,
    /// `dice`, `back`, `history`, `user-plus`, `close`, `table`, `check`, `info`, `alert`, `sun`, `download`, `upload`,
    /// `first`, `prev`, `next`, `last`, `play`, `pause`.
    pub name: AttrValue,
}

fn path(name: &str) -> &'static str {
    match name {
        "home" => "M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5",
        "settings" => "M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5",
        "undo" => "M9 15 4 10l5-5M4 10h10.5a5.5 5.5 0 0 1 0 11H11",
        "redo" => "m15 15 5-5-5-5m5 5H9.5a5.5 5.5 0 0 0 0 11H13",
        "plus" => "M12 5v14M5 12h14",
        "minus" => "M5 12h14",
        "trash" => "M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5",
        "edit" => "M4 20h4.5L19 9.5 14.5 5 4 15.5V20ZM12.5 7l4.5 4.5",
        "dice" => "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM8.5 8.5h.01M15.5 15.5h.01M12 12h.01M15.5 8.5h.01M8.5 15.5h.01",
        "back" => "M15 5l-7 7 7 7",
        "history" => "M12 7v5l3.5 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4",
        "user-plus" => "M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3 20c.5-3.5 3-5.5 6.5-5.5S15.5 16.5 16 20M19 8v6M16 11h6",
        "close" => "M6 6l12 12M18 6 6 18",
        "table" => "M4 5h16v14H4zM4 10h16M10 10v9",
        "check" => "m5 12.5 4.5 4.5L19 7.5",
        "info" => "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5.5M12 7.5h.01",
        "alert" => "M12 4 2.5 20h19L12 4ZM12 10v4.5M12 17.5h.01",
        "sun" => "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4",
        "download" => "M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14",
        "upload" => "M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19.5h14",
        "first" => "M17 5l-7 7 7 7M7 5v14",
        "prev" => "M15 5l-7 7 7 7",
        "next" => "M9 5l7 7-7 7",
        "last" => "M7 5l7 7-7 7M17 5v14",
        "play" => "M8 5v14l11-7Z",
        "pause" => "M8.5 5v14M15.5 5v14",
        _ => "M12 12h.01",
    }
}

/// A line icon; decorative (`aria-hidden`), so the button around it needs a label.
#[component]
pub fn Icon(props: &IconProps) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={path(&props.name)} />
        </svg>
    }
}

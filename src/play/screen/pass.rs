//! Hot seat on one device: the "pass the device" curtain. In a game with hidden hands played by
//! two or more people on this device, the screen shows a seat's private view (its hand, its
//! answers, its log) only after that person says they hold the device. Between turns the view
//! stays with the person who decided last (the engine's default viewer), so nobody else's hand
//! appears while bots play; the next person's view appears behind the curtain.

use rampart_engine::protocol::{Mode, SeatKind, SessionView};
use rampart_engine::Information;
use yew::prelude::*;

/// True when the session is hot seat: hidden information, two or more people here, and people
/// act (Play or Assist).
pub fn hot_seat(view: &SessionView) -> bool {
    view.mode != Mode::Watch
        && view.game.info().information == Information::Imperfect
        && view.seats.iter().filter(|kind| **kind == SeatKind::Human).count() >= 2
}

/// The seat the device must be passed to before the screen shows, if any: in a hot-seat game
/// that is not over, the viewer when the person holding the device (`holder`) is someone else
/// (or nobody said yet, as after a reload).
pub fn curtain_for(view: &SessionView, holder: Option<u8>) -> Option<u8> {
    (hot_seat(view) && !view.to_act.is_over() && holder != Some(view.viewer)).then_some(view.viewer)
}

/// Props of [`PassDevice`].
#[derive(Properties, PartialEq)]
pub struct PassDeviceProps {
    /// Who must take the device.
    pub name: AttrValue,
    /// Their seat.
    pub seat: u8,
    /// The game's name.
    pub game: AttrValue,
    /// Whether they are to act now (else the bots play on while they watch).
    pub to_act: bool,
    /// "I have the device."
    pub on_ready: Callback<()>,
}

/// The curtain: covers the whole screen (board, answers, log) until the named person taps.
#[component]
pub fn PassDevice(props: &PassDeviceProps) -> Html {
    let onclick = props.on_ready.reform(|_: MouseEvent| ());
    let why = if props.to_act {
        format!("It is {}'s decision. Only they should look: their hand and their answers appear next.", props.name)
    } else {
        format!("Hands are hidden. Only {} should look when the screen opens.", props.name)
    };
    html! {
        <div class="pass-device" data-testid="pass-device" data-seat={props.seat.to_string()} role="dialog" aria-modal="true" aria-labelledby="pass-device-title">
            <div class="pass-device__card">
                <p class="muted">{ props.game.clone() }</p>
                <h2 id="pass-device-title" data-testid="pass-device-name">{ format!("Pass the device to {}", props.name) }</h2>
                <p>{ why }</p>
                <button type="button" class="btn btn--primary btn--big" data-testid="pass-device-ready" {onclick}>
                    { format!("I am {}: show my view", props.name) }
                </button>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::screen::state::tests::{answer, handler};
    use serde_json::json;

    #[test]
    fn the_curtain_falls_for_each_person_in_a_hidden_hands_game_and_never_for_one_person() {
        let mut h = handler();
        let seats = json!(["human", "human", "bot:random"]);
        let view: SessionView = answer(
            &mut h,
            json!({"op": "new_game", "game": "thaloria", "config": {"players": 3, "board": "quick"}, "seed": 4,
                   "mode": "play", "seats": seats}),
        );
        assert!(hot_seat(&view));
        assert_eq!(curtain_for(&view, None), Some(view.viewer), "after a reload nobody has said yet");
        assert_eq!(curtain_for(&view, Some(view.viewer)), None, "the holder sees their view");
        let other = (view.viewer + 1) % 2;
        assert_eq!(curtain_for(&view, Some(other)), Some(view.viewer), "the device passes");

        let solo: SessionView = answer(
            &mut h,
            json!({"op": "new_game", "game": "thaloria", "config": {"players": 3}, "seed": 4, "mode": "play",
                   "seats": ["human", "bot:random", "bot:random"]}),
        );
        assert!(!hot_seat(&solo) && curtain_for(&solo, None).is_none(), "one person: no curtain");
        let open: SessionView = answer(
            &mut h,
            json!({"op": "new_game", "game": "defenders", "config": {"players": 2}, "seed": 4, "mode": "play",
                   "seats": ["human", "human"]}),
        );
        assert!(!hot_seat(&open), "open hands (Defenders) need no curtain");
        let watch: SessionView = answer(
            &mut h,
            json!({"op": "new_game", "game": "thaloria", "config": {"players": 2}, "seed": 4, "mode": "watch"}),
        );
        assert!(!hot_seat(&watch));
    }
}

//! Valeria's card-play windows, run by the core's priority window ([`crate::core::Window`]).
//!
//! At a window point ([`WindowPoint`]: after the roll, before each Siege Engine resolves,
//! before reinforcing) the player may play Troops and Champion powers before the game moves on.
//! This is a one-seat window. The player holds priority and is eligible only while some card
//! play would have an effect (ruling A-47). Each card resolves as it is played (rulebook:
//! Troops). The window closes when the player passes (`Continue`): one pass is every seat
//! passing in a row. The core's [`Window`] decides who may answer, whether a response is taken
//! and when the window closes. Valeria only says who is eligible and what a card does.
//!
//! The saved state keeps only `Pending::Window { before }`, as it always has, so saves and the
//! golden games are unchanged. A window is rebuilt from that field whenever it is read. Between
//! two decisions a Valeria window always stands in the same place: priority with the player, no
//! pass yet, and an empty stack, because a card leaves the stack as soon as it is played. So the
//! stored field is the whole window.

use super::super::action::ValeriaAction;
use super::super::state::{Valeria, WindowPoint};
use super::legal::Context;
use super::Events;
use crate::core::{Seat, Window, WindowRules};

/// The only seat: Valeria is solo.
const PLAYER: Seat = 0;

/// Valeria's windows take any number of card plays, each resolved as it is played.
const RULES: WindowRules = WindowRules::CHAIN;

impl Valeria {
    /// The window at `before` as it stands between two decisions. The player is in the priority
    /// order only while a card play would have an effect. With nobody eligible and nothing on
    /// the stack, the core opens it already closed.
    pub(crate) fn window(&self, before: WindowPoint) -> Window<ValeriaAction> {
        let order = self.any_card_play(Context::Window(before)).then_some(PLAYER);
        Window::open(order, Vec::new(), RULES)
    }

    /// True if a window in which the player holds priority takes a card play now: the chain
    /// takes any number. The player holds priority exactly while some card play has an effect,
    /// which the callers see for themselves as they list or check the card plays, so the window
    /// need not be opened (nor its card plays listed twice) to answer.
    pub(crate) fn window_open_to_cards() -> bool {
        RULES.responses != Some(0)
    }

    /// The player passes (`Continue`). Once everyone has passed in a row, the window closes and
    /// leaves the agenda. A window that was already closed (nobody eligible) leaves too.
    pub(crate) fn pass_window(&mut self, before: WindowPoint) {
        let mut w = self.window(before);
        // A refusal means nobody had priority: the window was closed already.
        let _ = w.pass(PLAYER);
        if w.is_closed() {
            self.tasks.pop();
        }
    }

    /// The player plays a card in the window. The core takes it as a response (the passes in a
    /// row start again and priority comes back to the player). Valeria's cards resolve as they
    /// are played, so it comes straight off the stack and resolves. The window stays on the
    /// agenda under whatever the card asks next.
    pub(crate) fn play_in_window(&mut self, before: WindowPoint, action: ValeriaAction, ev: &mut Events) {
        let mut w = self.window(before);
        if w.respond(PLAYER, action).is_err() {
            return;
        }
        let top = w.stack().len().saturating_sub(1);
        let Some((_, card)) = w.remove(top) else { return };
        debug_assert_eq!(w.priority(), Some(PLAYER), "after a card the player has priority again");
        let pending = super::super::state::Pending::Window { before };
        match card {
            ValeriaAction::PlayTroop { troop } => self.play_troop(troop, &pending, ev),
            ValeriaAction::UseChampion { turret } => self.use_champion(turret, ev),
            _ => {}
        }
    }
}

//! The searching levels' evaluation of a cut-off rollout: each Wizard's chance to win with the
//! heuristic bot playing on, a conditional logit over a few counts of each Wizard's position
//! fitted to heuristic self-play (designed, issue 25; docs/rules-notes/thaloria.md, "Bot
//! evaluation"). Refit with the ignored test `fit_thaloria_evaluation`.

use super::super::data::{ARMY_POWER_MAX, HAND_LIMIT, TERRITORY_TO_WIN};
use super::super::state::Thaloria;
use crate::core::Seat;

/// How many counts describe one Wizard's position ([`Thaloria::eval_features`]).
pub const FEATURES: usize = 11;

/// One weight per feature of [`Thaloria::eval_features`], in order. A Wizard's chance to win is
/// `exp(w·x)` over the sum of every Wizard still in the game's `exp(w·x)`, so only the
/// differences between Wizards count. designed: fitted by `fit_thaloria_evaluation` to
/// positions of heuristic games: 4,000 games from seed 1,000,000 (half 4 players on the quick
/// board, the rest 2, 3 and 5 players and the built board), every 6th decision; the first 3,200
/// games fitted, the last 800 held out: log loss 0.968 per position against 1.229 for equal
/// shares and 1.125 for the hand-made standing it replaced.
pub const WEIGHTS: [f64; FEATURES] = [2.966, -1.507, 4.987, -2.548, 0.397, 2.309, 0.493, -0.058, -1.589, 0.033, -0.084];

/// The most seats a game has (rulebook: 2. Players and Dice).
const MOST_SEATS: usize = 5;

impl Thaloria {
    /// The counts the evaluation weighs for `seat`, each about 0 to 1: Life Points left, Army
    /// Power, its square's complement (a broken army), uncontested enemy tiles toward a
    /// Territorial Victory and its square (the last tiles matter most), tiles held, cards in
    /// hand, Power on the battlefield, Power among the Fallen (Rally the Fallen brings it back),
    /// and whether it is this Wizard's turn. All 0 for a Wizard out of the game.
    pub fn eval_features(&self, seat: Seat) -> [f64; FEATURES] {
        let Some(p) = self.players.get(usize::from(seat)) else { return [0.0; FEATURES] };
        if !p.alive() {
            return [0.0; FEATURES];
        }
        let most = f64::from(ARMY_POWER_MAX);
        let life = (f64::from(p.life.max(0)) / f64::from(p.start_life.max(1))).min(1.0);
        let army = (f64::from(self.army_power(seat)) / most).min(1.0);
        let land = (f64::from(self.territory(seat)) / f64::from(TERRITORY_TO_WIN)).min(1.0);
        let tiles = f64::from(self.tiles_controlled(seat)) / self.tiles.len().max(1) as f64;
        let hand = self.hands.get(usize::from(seat)).map_or(0, |h| h.value.len()) as f64 / HAND_LIMIT as f64;
        let field = f64::from(self.on_battlefield(seat).power()) / most;
        let fallen = f64::from(p.fallen.power()) / most;
        let turn = if self.active == seat { 1.0 } else { 0.0 };
        [life, life * life, army, (1.0 - army) * (1.0 - army), land, land * land, tiles, hand, field, fallen, turn]
    }

    /// `seat`'s chance to win as the fitted model sees it, in [0, 1]: 0 once out.
    pub fn win_chance(&self, seat: Seat) -> f64 {
        let n = usize::from(self.config.players).min(MOST_SEATS);
        let mut scores = [f64::NEG_INFINITY; MOST_SEATS];
        for (s, score) in scores.iter_mut().enumerate().take(n) {
            let s = s as Seat;
            if self.players.get(usize::from(s)).is_some_and(|p| p.alive()) {
                let x = self.eval_features(s);
                *score = WEIGHTS.iter().zip(x).map(|(w, x)| w * x).sum();
            }
        }
        let Some(&mine) = scores.get(usize::from(seat)) else { return 0.0 };
        if mine == f64::NEG_INFINITY {
            return 0.0;
        }
        let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let total: f64 = scores.iter().map(|s| (s - top).exp()).sum();
        ((mine - top).exp() / total).clamp(0.0, 1.0)
    }
}

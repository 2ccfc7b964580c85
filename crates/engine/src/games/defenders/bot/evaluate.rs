//! A cheap estimate of how well the heroes stand, for searches that stop a rollout early
//! (docs/rules-notes/defenders.md, "Bot evaluation").
//!
//! The heroes nearly always lose, so a fitted win probability would be flat at 0. Instead the
//! estimate is a linear model of the share of the four Generals the heroes defeat by the end of
//! the game, fitted to positions of heuristic games (the search's rollout policy): a search
//! that climbs it moves toward the win, and a rollout that loses scores 0.

use super::super::data::MAX_MINIONS;
use super::super::data::{location, neighbours, General, LocKind, GENERAL_LIST, LOCATION_COUNT, MONARCH_CITY};
use super::super::rules::legal::{dice_against, hits_per_die};
use super::super::setup::{CRYSTALS, HARDER_MINIONS_PER_COLOUR, MINIONS_PER_COLOUR};
use super::super::state::{Defenders, EndReason, Phase};

/// The standing's weights, one per feature of [`Defenders::features`] (in order): fitted by
/// least squares, every threat's weight kept at or below 0 and every progress's at or above
/// (the wrong-signed dropped and the rest refitted), to the share of Generals defeated by the end
/// of two-hero games of the current heuristic (`bot/fit.rs`, `dump_heuristic_positions`: 4,000
/// games, every 4th decision; seeds 0-3,199 fitted, R² 0.32; 3,200-3,999 held out, R² 0.30, where
/// the weights before this refit give 0.25).
const WEIGHTS: [f64; FEATURES] = [
    0.2605,  // constant
    0.2094,  // Generals defeated
    0.0100,  // living Generals' wounds (share of each track) (designed floor: the fit gives 0)
    -0.0132, // living Generals' steps toward Monarch City
    -0.0005, // the same, squared
    0.0199,  // living Generals in their major-wound zone
    -0.0099, // Tainted Crystals placed
    -0.0012, // the same, squared over 12
    0.0000,  // minions gone from supply, cubed, summed over colours
    -0.0191, // the largest share gone from one colour's supply
    -0.0078, // minions in Monarch City (a fifth loses)
    -0.0042, // full locations (the next minion taints)
    0.0000,  // locations one minion short of full
    0.0000,  // minions next to Monarch City
    -0.0195, // minions on the board, in tens
    0.0725,  // the heroes' life (share of the maximum, mean)
    0.0503,  // the heroes' cards (up to 8, share, mean)
    0.0000,  // full locations while this turn's Night is still to come
    0.0000,  // at most two Tainted Crystals left
    0.0000,  // readiness: the team's expected hits over the hits needed (at most 1), summed over living Generals
    0.0607,  // the largest readiness
    0.0198,  // readiness squared, summed
    -0.0174, // living Generals one step from Monarch City
    0.0173,  // their readiness
    0.0000,  // the team's expected hits against living Generals, in tens
];

/// How many features [`Defenders::features`] reads.
pub(crate) const FEATURES: usize = 25;

impl Defenders {
    /// The position's features for the fitted standing (docs/rules-notes/defenders.md, "Bot
    /// evaluation"); index 0 is the constant 1.
    pub(crate) fn features(&self) -> [f64; FEATURES] {
        let mut f = [0.0; FEATURES];
        f[0] = 1.0;
        for g in GENERAL_LIST {
            let st = self.generals[g.index()];
            if st.remaining == 0 {
                f[1] += 1.0;
                continue;
            }
            let track = f64::from(g.data().track.max(1));
            f[2] += (1.0 - f64::from(st.remaining) / track).max(0.0);
            let step = f64::from(st.step);
            f[3] += step;
            f[4] += step * step;
            if self.in_major_zone(g) {
                f[5] += 1.0;
            }
        }
        let used = f64::from(CRYSTALS.saturating_sub(self.crystals));
        f[6] = used;
        f[7] = used * used / f64::from(CRYSTALS);
        let full = if self.config.harder_fewer_minions { HARDER_MINIONS_PER_COLOUR } else { MINIONS_PER_COLOUR };
        for &left in &self.supply {
            let gone = 1.0 - f64::from(left.min(full)) / f64::from(full);
            f[8] += gone * gone * gone;
            f[9] = f[9].max(gone);
        }
        f[10] = f64::from(self.board.get(usize::from(MONARCH_CITY)).map_or(0, |s| s.total()));
        for (l, spot) in self.board.iter().enumerate().take(LOCATION_COUNT) {
            let n = spot.total();
            f[14] += f64::from(n) / 10.0;
            if location(l as u8).kind == LocKind::Inn || l == usize::from(MONARCH_CITY) {
                continue;
            }
            if n >= MAX_MINIONS {
                f[11] += 1.0;
            } else if n + 1 == MAX_MINIONS {
                f[12] += 1.0;
            }
        }
        f[13] = neighbours(MONARCH_CITY)
            .iter()
            .filter_map(|&n| self.board.get(usize::from(n)))
            .map(|s| f64::from(s.total()))
            .sum();
        let (mut life, mut cards, mut n) = (0.0, 0.0, 0.0);
        for h in self.seats.iter().filter_map(|s| s.hero.as_ref()) {
            life += f64::from(h.life) / f64::from(h.max_life.max(1));
            cards += (h.hand.len().min(8) as f64) / 8.0;
            n += 1.0;
        }
        if n > 0.0 {
            f[15] = life / n;
            f[16] = cards / n;
        }
        let night_to_come = matches!(self.phase, Phase::Setup | Phase::Daytime | Phase::Dusk | Phase::Evening);
        if night_to_come {
            f[17] = f[11];
        }
        if self.crystals <= 2 {
            f[18] = 1.0;
        }
        // The heroes' readiness against each living General: the team's expected hits with the
        // cards that bear its portrait, over the hits it still needs (at most 1).
        for g in GENERAL_LIST {
            let st = self.generals[g.index()];
            if st.remaining == 0 {
                continue;
            }
            let hits = self.team_expected_hits(g);
            let ready = (hits / f64::from(st.remaining)).min(1.0);
            f[19] += ready;
            f[20] = f[20].max(ready);
            f[21] += ready * ready;
            if usize::from(st.step) + 2 >= g.data().path.len() {
                f[22] += 1.0;
                f[23] += ready;
            }
            f[24] += hits / 10.0;
        }
        f
    }

    /// The heroes' expected hits against `g` if every hero committed every card bearing its
    /// portrait (the die odds and the General's combat skill; no re-rolls).
    fn team_expected_hits(&self, g: General) -> f64 {
        let p = hits_per_die(g, 0);
        let mut total = 0.0;
        for h in self.seats.iter().filter_map(|s| s.hero.as_ref()) {
            let dice = dice_against(&h.hand, g);
            total += f64::from(dice) * p;
        }
        total
    }

    /// The share of the four Generals defeated.
    pub(crate) fn generals_defeated_share(&self) -> f64 {
        f64::from(self.war_box() - 1) / GENERAL_LIST.len() as f64
    }

    /// The heroes' standing in [0, 1]: 1 = won, 0 = lost; in play, a linear estimate of the
    /// share of the four Generals the heroes defeat by the end, fitted to heuristic games.
    /// It reads no more than the board, the supply, the Generals and the heroes, and allocates
    /// nothing.
    pub fn standing(&self) -> f64 {
        match self.end {
            Some(EndReason::Victory) => return 1.0,
            Some(_) => return 0.0,
            None => {}
        }
        let f = self.features();
        let v: f64 = WEIGHTS.iter().zip(f.iter()).map(|(w, x)| w * x).sum();
        v.clamp(0.001, 0.999)
    }
}

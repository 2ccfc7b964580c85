//! A cheap estimate of how well the heroes stand, for searches that stop a rollout early
//! (docs/rules-notes/defenders.md, "Bot evaluation").
//!
//! The heroes nearly always lose, so a fitted win probability would be flat at 0. Instead the
//! estimate rewards progress toward the win (Generals wounded and defeated) and punishes the
//! distance still left before each of the four losses (rulebook: Winning (or Losing) i-iv):
//! a search that climbs it moves toward winning.

use super::super::data::{location, neighbours, LocKind, GENERAL_LIST, LOCATION_COUNT, MONARCH_CITY};
use super::super::setup::{CRYSTALS, HARDER_MINIONS_PER_COLOUR, MINIONS_PER_COLOUR};
use super::super::state::{Defenders, EndReason};
use super::board::{CITY_FALLS_AT, MAX_MINIONS};

/// How close each General's step brings a loss: step 0 (start) to 3 (next to Monarch City).
const GENERAL_THREAT: [f64; 4] = [0.0, 0.12, 0.3, 0.55];
/// How close the minions in Monarch City bring a loss: 0 to 4 (the 5th loses).
const CITY_THREAT: [f64; CITY_FALLS_AT as usize] = [0.0, 0.1, 0.25, 0.45, 0.7];

impl Defenders {
    /// The heroes' standing in [0, 1]: 1 = won, 0 = lost; in play, progress toward the win
    /// scaled by how far every loss still is. It reads no more than the board, the supply, the
    /// Generals and the heroes, and allocates nothing.
    pub fn standing(&self) -> f64 {
        match self.end {
            Some(EndReason::Victory) => return 1.0,
            Some(_) => return 0.0,
            None => {}
        }
        let safety = self.safety();
        // Progress: a defeated General counts 1, a wounded one its share of hits (at most 0.6).
        let mut generals = 0.0;
        for g in GENERAL_LIST {
            let st = self.generals[g.index()];
            let track = f64::from(g.data().track.max(1));
            generals += if st.remaining == 0 { 1.0 } else { 0.6 * (1.0 - f64::from(st.remaining) / track).max(0.0) };
        }
        let progress = 0.85 * generals / 4.0 + 0.15 * self.heroes_strength();
        (safety * (0.2 + 0.8 * progress)).clamp(0.0, 1.0)
    }

    /// The heroes' life and cards, 0 to 1 (an empty table gives 0).
    fn heroes_strength(&self) -> f64 {
        let (mut sum, mut n) = (0.0, 0.0);
        for h in self.seats.iter().filter_map(|s| s.hero.as_ref()) {
            let life = f64::from(h.life) / f64::from(h.max_life.max(1));
            let cards = (h.hand.len().min(8) as f64) / 8.0;
            sum += 0.7 * life + 0.3 * cards;
            n += 1.0;
        }
        if n > 0.0 {
            sum / n
        } else {
            0.0
        }
    }

    /// The product, over every way to lose, of (1 - how close it is): 1 far from every loss,
    /// near 0 as soon as one is near.
    fn safety(&self) -> f64 {
        let mut safe = 1.0;
        // iii. The Tainted Crystals left before the last one is placed.
        let used = 1.0 - f64::from(self.crystals.min(CRYSTALS)) / f64::from(CRYSTALS);
        safe *= 1.0 - used * used;
        // ii. The minions of each colour left before a Darkness card cannot be met.
        let full = if self.config.harder_fewer_minions { HARDER_MINIONS_PER_COLOUR } else { MINIONS_PER_COLOUR };
        for &left in &self.supply {
            let gone = 1.0 - f64::from(left.min(full)) / f64::from(full);
            // An empty supply loses only when a card asks for that colour: not quite 0.
            safe *= 1.0 - 0.9 * gone * gone * gone;
        }
        // i. Each General's march; one in its major-wound zone does not advance.
        for g in GENERAL_LIST {
            let st = self.generals[g.index()];
            if st.remaining == 0 {
                continue;
            }
            let mut threat = GENERAL_THREAT.get(usize::from(st.step)).copied().unwrap_or(1.0);
            if self.in_major_zone(g) {
                threat *= 0.5;
            }
            safe *= 1.0 - threat;
        }
        // iv. Minions in Monarch City; and on the board, full locations (the next minion
        // overruns and taints) and minions next to the city (the Monarch City card).
        let city = self.board.get(usize::from(MONARCH_CITY)).map_or(0, |s| s.total());
        safe *= 1.0 - CITY_THREAT.get(usize::from(city)).copied().unwrap_or(1.0);
        let (mut full_spots, mut minions) = (0u32, 0u32);
        for (l, spot) in self.board.iter().enumerate().take(LOCATION_COUNT) {
            let n = spot.total();
            minions += u32::from(n);
            if n >= MAX_MINIONS && location(l as u8).kind != LocKind::Inn && l != usize::from(MONARCH_CITY) {
                full_spots += 1;
            }
        }
        let near_city: u32 = neighbours(MONARCH_CITY)
            .iter()
            .filter_map(|&n| self.board.get(usize::from(n)))
            .map(|s| u32::from(s.total()))
            .sum();
        let pressure = 0.04 * f64::from(full_spots) + 0.03 * f64::from(near_city) + 0.003 * f64::from(minions);
        safe *= 1.0 - pressure / (1.0 + pressure);
        safe.clamp(0.0, 1.0)
    }
}

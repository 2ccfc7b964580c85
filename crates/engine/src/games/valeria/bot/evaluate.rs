//! A cheap estimate of the defenders' chances, for searches that cut rollouts short.

use super::super::data::BLOCKING_IMPACTS;
use super::super::state::{EndReason, Phase, Valeria, Zone};

/// How many numbers describe a position (the first is a constant 1).
pub(crate) const FEATURES: usize = 12;

/// designed: fitted to heuristic self-play, see docs/rules-notes/valeria.md ("Bot evaluation").
/// One weight per feature of [`Valeria::eval_features`], of a logistic model of the chance that
/// the heuristic bot, playing on, wins. Refit with the ignored test `fit_valeria_evaluation`.
/// The counts are correlated: read the weights together, not one by one.
const WEIGHTS: [f64; FEATURES] = [
    0.1578,  // constant
    -0.8399, // day
    -0.6056, // Siege Engines undefeated
    0.7778,  // Troop cards left (tens)
    -0.1664, // Impacts on the Fortress
    0.0975,  // Turrets at 3 Impacts
    0.0002,  // Vanguard cards on a Turret at 3
    0.2420,  // Vanguard cards
    0.1805,  // Siege Engines in rows 1-2
    0.2400,  // Siege Engines in range
    0.1332,  // Champions on the Fortress
    0.4084,  // Troops in hand plus dice in the pool
];

/// designed: how much each imminent threat multiplies the estimate by (see `estimate`).
const THREAT_FACTOR: f64 = 0.1;

impl Valeria {
    /// The position in numbers, for the evaluation: constant, day, Siege Engines undefeated,
    /// Troop cards left (tens), Impacts on the Fortress, Turrets at 3 Impacts, Vanguard cards
    /// that would give a Turret its 4th Impact, Vanguard cards, Siege Engines in rows 1-2,
    /// Siege Engines in range, Champions on the Fortress, Troops in hand plus dice in the pool.
    pub(crate) fn eval_features(&self) -> [f64; FEATURES] {
        let mut vanguard = 0u8;
        let mut deadly = 0u8;
        let mut near = 0u8;
        let mut in_range = 0u8;
        let mut on_field = 0u8;
        for (row, cells) in self.grid.iter().enumerate() {
            for (col, slot) in cells.iter().enumerate() {
                let Some(slot) = slot else { continue };
                if row == 0 {
                    vanguard += 1;
                    if self.turrets.get(col).is_some_and(|t| t.impacts >= BLOCKING_IMPACTS) {
                        deadly += 1;
                    }
                }
                if let Some(engine) = slot.engine() {
                    on_field += 1;
                    if row <= 1 {
                        near += 1;
                    }
                    if engine.range_cost(row).is_some() {
                        in_range += 1;
                    }
                }
            }
        }
        let impacts: u8 = self.turrets.iter().map(|t| t.impacts).sum();
        let at_three = self.turrets.iter().filter(|t| t.impacts >= BLOCKING_IMPACTS).count();
        let champions = self.turrets.iter().filter(|t| t.champion.is_some()).count();
        let pool = self.dice.iter().filter(|d| d.zone != Zone::Supply).count();
        [
            1.0,
            f64::from(self.day),
            (usize::from(on_field) + self.engines.len()) as f64,
            self.troops.len() as f64 / 10.0,
            f64::from(impacts),
            at_three as f64,
            f64::from(deadly),
            f64::from(vanguard),
            f64::from(near),
            f64::from(in_range),
            champions as f64,
            (self.hand.len() + pool) as f64,
        ]
    }

    /// The estimated chance that the defenders win from here with the heuristic bot playing
    /// on: the real result once the game is over.
    pub(crate) fn estimate(&self) -> f64 {
        match self.end {
            Some(EndReason::AllEnginesDefeated) => return 1.0,
            Some(_) => return 0.0,
            None => {}
        }
        let x = self.eval_features();
        let z: f64 = WEIGHTS.iter().zip(x.iter()).map(|(w, v)| w * v).sum();
        let p = 1.0 / (1.0 + (-z).exp());
        // designed: the fit learnt from positions the heuristic bot reached, where it dealt with
        // these threats; a search that is free to ignore them would, so each threat that loses
        // the game at this day's Activate the Vanguard cuts the estimate hard.
        p * THREAT_FACTOR.powi(i32::from(self.imminent_threats()))
    }

    /// Threats that lose the game when the Vanguard activates at the end of today's actions:
    /// a Siege Engine in the Vanguard, and a Vanguard card in front of a Turret at 3 Impacts.
    /// rulebook: Activate the Vanguard. Zero once the Vanguard has activated today.
    pub(crate) fn imminent_threats(&self) -> u8 {
        if !matches!(self.phase, Phase::Setup | Phase::Roll | Phase::Siege | Phase::Event | Phase::Actions) {
            return 0;
        }
        let Some(vanguard) = self.grid.first() else { return 0 };
        let mut threats = 0u8;
        for (col, slot) in vanguard.iter().enumerate() {
            let Some(slot) = slot else { continue };
            let turret_falls = self.turrets.get(col).is_some_and(|t| t.impacts >= BLOCKING_IMPACTS);
            if slot.engine().is_some() || turret_falls {
                threats += 1;
            }
        }
        threats
    }
}

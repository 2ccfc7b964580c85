//! What the searching levels need of Heroes and Spells: the evaluation that scores a cut-off
//! rollout.

use super::super::state::Thaloria;
use crate::bots::{IsmctsConfig, Level, Searchable, TrustCheck};
use crate::core::Seat;

/// How sure a searching level must be to overrule the heuristic's own move, in standard errors
/// (designed, issue 25): a search free to overrule on noisy rollouts won fewer games than the
/// heuristic it rolls out with. With the margin it changes only the moves it has good evidence
/// against (docs/bots.md, "Heroes and Spells").
const CONFIDENCE: f64 = 2.0;

/// Decisions a rollout plays before the standing scores it (designed, issue 25): a game is about
/// 1,400 decisions, so the levels' eight see little past the next battle; 24 reach the end of
/// most turns. On the same 100 seeds against three heuristics Normal won 17 games with neither
/// change, 26 with the margin and 32 with both (24 of 100 fresh seeds: about even with the
/// heuristic).
const ROLLOUT_STEPS: u32 = 24;

impl Thaloria {
    /// A Wizard's standing in [0, 1]: its share of the Life Points left (40%), of its full army's
    /// Power (40%), and of the eight enemy tiles that win (20%). 0 once out. designed.
    pub fn standing_of(&self, seat: Seat) -> f64 {
        let Some(p) = self.players.get(usize::from(seat)) else { return 0.0 };
        if !p.alive() {
            return 0.0;
        }
        let life = f64::from(p.life.max(0)) / f64::from(p.start_life.max(1));
        let army = f64::from(self.army_power(seat)) / f64::from(super::super::data::ARMY_POWER_MAX);
        let land = f64::from(self.territory(seat)) / f64::from(super::super::data::TERRITORY_TO_WIN);
        0.4 * life.min(1.0) + 0.4 * army.min(1.0) + 0.2 * land.min(1.0)
    }
}

/// designed: a seat's standing over the sum of every Wizard's standing (a Wizard out counts 0),
/// so the leader of a close game sits a little above its fair share and a lone survivor at 1.
impl Searchable for Thaloria {
    fn level_config(level: Level) -> IsmctsConfig {
        let base = level.config();
        match level {
            Level::Easy => base,
            Level::Normal | Level::Hard | Level::Expert => {
                IsmctsConfig { confidence: CONFIDENCE, rollout_steps: ROLLOUT_STEPS, ..base }
            }
        }
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let total: f64 = (0..self.config.players).map(|s| self.standing_of(s)).sum();
        if total <= 0.0 {
            return 0.5;
        }
        (self.standing_of(seat) / total).clamp(0.0, 1.0)
    }

    /// The small decisions stay the heuristic's (designed, issue 25): which Warriors fight a
    /// round, dice rerolls and bonuses, discards, the setup's picks and placements, and a
    /// copy's new target. Their worth is a die roll away and a rollout's reward barely tells
    /// them apart, so the search spends its time on deployment, advances, attacks and cards.
    fn search_trusts() -> Option<TrustCheck<Thaloria>> {
        Some(|_, action| {
            use super::super::action::ThaloriaAction as A;
            matches!(
                action,
                A::Pick { .. }
                    | A::Reroll { .. }
                    | A::Bonus { .. }
                    | A::Press
                    | A::Discard { .. }
                    | A::Faction { .. }
                    | A::Wizard { .. }
                    | A::Place { .. }
                    | A::Empower { .. }
                    | A::Group { .. }
                    | A::Take { .. }
                    | A::Retarget { .. }
            )
        })
    }

    /// A combat with dice still to roll is unsettled: a rollout plays it out first.
    fn settled(&self) -> bool {
        self.combat.is_none()
    }
}

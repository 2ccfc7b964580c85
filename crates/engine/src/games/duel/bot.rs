//! Spell Duel's heuristic bot and its search knobs. The bot reads only what its seat may see:
//! its own hand, the chain and the Life totals.

use crate::bots::Observation;
use rand_chacha::ChaCha8Rng;

use super::action::DuelAction;
use super::state::Duel;
use crate::bots::{Bot, Searchable};
use crate::core::Seat;

/// Wards an enemy Bolt on top of the chain, lets a friendly one through, casts its biggest Bolt,
/// otherwise draws while it can.
#[derive(Clone, Debug, Default)]
pub struct DuelBot;

impl Bot<Duel> for DuelBot {
    fn name(&self) -> String {
        "heuristic".into()
    }

    fn choose(&mut self, obs: &Observation<'_, Duel>, _rng: &mut ChaCha8Rng) -> Option<DuelAction> {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        let (view, seat) = (obs.view(), obs.seat());
        let enemy_on_top = view.chain.last().is_some_and(|(owner, _)| Duel::side(*owner) != Duel::side(seat));
        let pick = if legal.contains(&DuelAction::Pass) {
            if enemy_on_top && legal.contains(&DuelAction::Ward) {
                DuelAction::Ward
            } else {
                DuelAction::Pass
            }
        } else if let Some(bolt) =
            legal.iter().filter_map(|a| if let DuelAction::Cast { bolt } = a { Some(*bolt) } else { None }).max()
        {
            DuelAction::Cast { bolt }
        } else if legal.contains(&DuelAction::Draw) {
            DuelAction::Draw
        } else {
            DuelAction::Rest
        };
        legal.contains(&pick).then_some(pick)
    }
}

/// designed: a side's share of the Life left is the estimate (a side at 0 has lost).
impl Searchable for Duel {
    fn evaluate(&self, seat: Seat) -> f64 {
        let [even, odd] = self.life.map(|l| f64::from(l.max(0)));
        let (mine, theirs) = if Duel::side(seat) == 0 { (even, odd) } else { (odd, even) };
        if mine + theirs == 0.0 {
            0.5
        } else {
            mine / (mine + theirs)
        }
    }
}

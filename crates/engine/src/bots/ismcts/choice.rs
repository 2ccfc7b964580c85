//! The moves a search considers at its root and the move it plays: the legal ones less the
//! skipped and the already made; a trusted or weighed move; the most visited, drawn by
//! visits, or the rollout bot's own unless the evidence is against it.

use crate::bots::Observation;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::commitment::Weighing;
use super::selection::prune;
use super::visited::view_hash;
use super::{Ismcts, RootStats};
use crate::bots::Searchable;

impl<G: Searchable> Ismcts<G> {
    /// The moves the observing seat considers (the legal ones, without the skipped ones and the
    /// ones already made from this very position), and the position's key for [`Ismcts::conclude`].
    /// The rollout bot is asked for its own move (with `rng`) only when the bot has a trust
    /// check ([`Ismcts::with_trust`]); a trusted move is then the only option.
    pub fn options(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> (u64, Vec<G::Action>) {
        let mut legal = Vec::new();
        obs.legal_actions(&mut legal);
        self.weighing = None;
        if let (Some(commits), true) = (self.commitment, legal.len() > 1) {
            if let Some(commit) = legal.iter().find(|a| commits(a)).cloned() {
                if let Some(decline) = self.rollout.choose_among(obs, rng, &|a| !commits(a)) {
                    let options = vec![commit.clone(), decline.clone()];
                    self.weighing = Some(Weighing::new(commit, decline, obs.turn()));
                    return (view_hash(obs), options);
                }
            }
        }
        if let (Some(trust), true) = (self.trust, legal.len() > 1) {
            if let Some(own) = self.rollout.choose(obs, rng) {
                if trust(obs, &own) && legal.contains(&own) {
                    return (0, vec![own]);
                }
            }
        }
        prune(&mut legal, self.skip);
        if legal.len() <= 1 {
            return (0, legal);
        }
        // Never the same move twice from the same position (unless every move was made).
        let key = view_hash(obs);
        if let Some(made) = self.visited.moves.get(&key) {
            if legal.iter().any(|a| !made.contains(a)) {
                legal.retain(|a| !made.contains(a));
            }
        }
        (key, legal)
    }

    /// The move among `legal` (from [`Ismcts::options`]), from the search so far: the most
    /// visited, or drawn by visits at the level's temperature. It is remembered for the
    /// position `key`, and for [`Bot::explain`](crate::bots::Bot::explain).
    pub fn conclude(&mut self, key: u64, mut legal: Vec<G::Action>, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        self.last_choice = None;
        self.last_weighed = None;
        if let Some(w) = self.weighing.take() {
            let stats = w.stats();
            if let [commit, hold] = stats.as_slice() {
                self.last_weighed = Some((commit.mean, hold.mean, w.pairs));
            }
            let pick = usize::from(!w.commits());
            let chosen = stats.into_iter().nth(pick).filter(|c| legal.contains(&c.action));
            let action = chosen.as_ref().map(|c| c.action.clone()).or_else(|| legal.into_iter().next());
            if let Some(a) = &action {
                self.visited.moves.entry(key).or_default().push(a.clone());
            }
            self.last_choice = chosen;
            return action;
        }
        if legal.len() <= 1 {
            let only = legal.pop();
            if let (Some(a), true) = (&only, key != 0) {
                self.visited.moves.entry(key).or_default().push(a.clone());
            }
            return only;
        }
        let children: Vec<RootStats<G::Action>> =
            self.root_stats().into_iter().filter(|c| legal.contains(&c.action)).collect();
        let chosen = self.select(&children, rng).or_else(|| legal.into_iter().next());
        if let Some(a) = &chosen {
            self.visited.moves.entry(key).or_default().push(a.clone());
            self.last_choice = children.into_iter().find(|c| &c.action == a);
        }
        chosen
    }

    /// The final choice among searched children.
    fn select(&self, children: &[RootStats<G::Action>], rng: &mut ChaCha8Rng) -> Option<G::Action> {
        let t = self.config.temperature;
        if t > 0.0 {
            // Drawn in proportion to visits^(1/t): the lower levels' softer choice.
            let weights: Vec<f64> = children.iter().map(|c| f64::from(c.visits).powf(1.0 / t)).collect();
            let total: f64 = weights.iter().sum();
            if total > 0.0 && total.is_finite() {
                let mut x = rng.random::<f64>() * total;
                for (c, w) in children.iter().zip(&weights) {
                    if x < *w {
                        return Some(c.action.clone());
                    }
                    x -= w;
                }
            }
        }
        // The most visited (ties: the better mean, then legal order).
        let pick = children.iter().max_by(|x, y| x.visits.cmp(&y.visits).then(x.mean.total_cmp(&y.mean)))?;
        let z = self.config.confidence;
        if z > 0.0 {
            let own = self.prior_action.as_ref().and_then(|p| children.iter().find(|c| &c.action == p));
            if let Some(own) = own.filter(|own| own.action != pick.action && own.visits > 0) {
                if pick.visits < 2 || own.visits < 2 {
                    return Some(own.action.clone()); // no spread to judge by
                }
                let se = (pick.spread * pick.spread / f64::from(pick.visits)
                    + own.spread * own.spread / f64::from(own.visits))
                .sqrt();
                if pick.mean - own.mean <= z * se {
                    return Some(own.action.clone());
                }
            }
        }
        Some(pick.action.clone())
    }
}

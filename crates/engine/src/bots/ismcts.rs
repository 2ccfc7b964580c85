//! Information-set Monte Carlo tree search (single-observer ISMCTS), generic over [`Game`].
//!
//! Each iteration draws a full state consistent with what the searching seat sees
//! ([`Game::determinize`]), so the search never reads an unseen card or a future roll; chance
//! events met on the way are sampled from their weights. The tree holds decisions only: a child
//! is an action, and its statistics count how often it was *available* (legal in that
//! iteration's world) as well as chosen, which is what makes UCB fair across worlds where not
//! every action exists. Each node's reward is taken from the point of view of the seat that
//! chose its action; in solo and co-op games every seat shares the team's result, so the whole
//! table searches as one team. Rollouts are played by a given bot (the game's heuristic bot, so
//! the budget buys strength rather than noise).
//!
//! The budget is a number of iterations, so a search is reproducible from its seed. A time
//! budget needs a clock, which the engine does not have: the caller passes a stop check.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Bot;
use crate::core::{sample_weighted, Game, Outcome, Seat, Standing, ToAct};

/// How a search is run.
#[derive(Clone, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Iterations per decision.
    pub iterations: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Steps a rollout may take before it is scored as a draw.
    pub rollout_steps: u32,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig { iterations: 1000, exploration: 0.7, rollout_steps: 2000 }
    }
}

/// One decision in the tree: the action that leads here and its statistics.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action taken into this node (None at the root).
    action: Option<A>,
    /// The seat that chose it.
    seat: Seat,
    /// Children, by index into the arena.
    children: Vec<usize>,
    /// Times this node was chosen.
    visits: u32,
    /// Times it was available when its parent chose.
    available: u32,
    /// Sum of rewards for `seat`.
    reward: f64,
}

/// The searching bot.
pub struct Ismcts<G: Game> {
    config: IsmctsConfig,
    rollout: Box<dyn Bot<G>>,
    /// Optional stop check (a time budget), asked between iterations.
    stop: Option<Box<dyn FnMut() -> bool + Send>>,
}

impl<G: Game> Ismcts<G> {
    /// A search with `config`, playing its rollouts with `rollout`.
    pub fn new(config: IsmctsConfig, rollout: Box<dyn Bot<G>>) -> Self {
        Ismcts { config, rollout, stop: None }
    }

    /// Stops early when `stop` says so (checked between iterations; at least one iteration runs).
    #[must_use]
    pub fn with_stop(mut self, stop: Box<dyn FnMut() -> bool + Send>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// The root's children after a search from `state` for `seat`: (action, visits, mean reward).
    pub fn search(&mut self, state: &G, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<(G::Action, u32, f64)> {
        let mut tree: Vec<Node<G::Action>> =
            vec![Node { action: None, seat, children: Vec::new(), visits: 0, available: 0, reward: 0.0 }];
        let mut legal = Vec::new();
        let mut chances = Vec::new();
        let seats = usize::from(state.seat_count()).max(1);
        for iteration in 0..self.config.iterations.max(1) {
            if iteration > 0 {
                if let Some(stop) = self.stop.as_mut() {
                    if stop() {
                        break;
                    }
                }
            }
            let mut world = state.determinize(seat, rng);
            let mut path = vec![0usize];
            let mut node = 0usize;
            // Selection and expansion.
            loop {
                if !resolve_chance(&mut world, &mut chances, rng) {
                    break;
                }
                let ToAct::Decision { seat: decider } = world.to_act() else { break };
                world.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                let Some(parent) = tree.get(node) else { break };
                let known: Vec<usize> = parent.children.clone();
                let mut untried: Vec<usize> = Vec::new();
                let mut candidates: Vec<usize> = Vec::new();
                for (i, action) in legal.iter().enumerate() {
                    match known.iter().find(|&&c| tree.get(c).is_some_and(|n| n.action.as_ref() == Some(action))) {
                        Some(&child) => candidates.push(child),
                        None => untried.push(i),
                    }
                }
                for &child in &candidates {
                    if let Some(n) = tree.get_mut(child) {
                        n.available += 1;
                    }
                }
                if !untried.is_empty() {
                    let pick = untried[rng.random_range(0..untried.len())];
                    let action = legal[pick].clone();
                    if world.apply_quiet(&action).is_err() {
                        break;
                    }
                    let child = tree.len();
                    tree.push(Node {
                        action: Some(action),
                        seat: decider,
                        children: Vec::new(),
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                    });
                    if let Some(n) = tree.get_mut(node) {
                        n.children.push(child);
                    }
                    path.push(child);
                    break;
                }
                let c = self.config.exploration;
                let best = candidates.iter().copied().max_by(|&a, &b| ucb(&tree, a, c).total_cmp(&ucb(&tree, b, c)));
                let Some(best) = best else { break };
                let Some(action) = tree.get(best).and_then(|n| n.action.clone()) else { break };
                if world.apply_quiet(&action).is_err() {
                    break;
                }
                path.push(best);
                node = best;
            }
            // Rollout.
            let mut steps = 0;
            while steps < self.config.rollout_steps {
                if !resolve_chance(&mut world, &mut chances, rng) {
                    break;
                }
                let ToAct::Decision { seat: decider } = world.to_act() else { break };
                let Some(action) = self.rollout.choose(&world, decider, rng) else { break };
                if world.apply_quiet(&action).is_err() {
                    break;
                }
                steps += 1;
            }
            // Backpropagation.
            let rewards = rewards(world.outcome().as_ref(), seats);
            for &n in &path {
                if let Some(node) = tree.get_mut(n) {
                    node.visits += 1;
                    node.reward += rewards.get(usize::from(node.seat)).copied().unwrap_or(0.5);
                }
            }
        }
        let root_children = tree.first().map(|root| root.children.clone()).unwrap_or_default();
        root_children
            .iter()
            .filter_map(|&c| tree.get(c))
            .filter_map(|n| {
                let mean = if n.visits == 0 { 0.0 } else { n.reward / f64::from(n.visits) };
                n.action.clone().map(|a| (a, n.visits, mean))
            })
            .collect()
    }
}

/// UCB for a child: its mean reward plus exploration over how often it was available.
fn ucb<A>(tree: &[Node<A>], child: usize, c: f64) -> f64 {
    let Some(n) = tree.get(child) else { return f64::MIN };
    if n.visits == 0 {
        return f64::MAX;
    }
    let visits = f64::from(n.visits);
    n.reward / visits + c * (f64::from(n.available.max(1)).ln() / visits).sqrt()
}

/// Samples chance events until a decision or the end; false if the game cannot go on.
fn resolve_chance<G: Game>(
    world: &mut G,
    chances: &mut Vec<crate::core::Weighted<G::Chance>>,
    rng: &mut ChaCha8Rng,
) -> bool {
    let mut guard = 0;
    while world.to_act() == ToAct::Chance {
        guard += 1;
        if guard > 100_000 {
            return false;
        }
        world.chance_outcomes(chances);
        let Some(outcome) = sample_weighted(chances, rng).cloned() else { return false };
        if world.apply_chance_quiet(&outcome).is_err() {
            return false;
        }
    }
    true
}

/// Each seat's reward in [0, 1]: the team's result in solo and co-op games, the rank otherwise;
/// an unfinished rollout counts as a draw.
pub fn rewards(outcome: Option<&Outcome>, seats: usize) -> Vec<f64> {
    match outcome.map(|o| &o.standing) {
        Some(Standing::Won) => vec![1.0; seats],
        Some(Standing::Lost) => vec![0.0; seats],
        Some(Standing::Drawn) | None => vec![0.5; seats],
        Some(Standing::Ranked { ranks }) => {
            let worst = ranks.iter().copied().max().unwrap_or(0).max(1);
            (0..seats).map(|s| ranks.get(s).map_or(0.5, |&r| 1.0 - f64::from(r) / f64::from(worst))).collect()
        }
    }
}

impl<G: Game> Bot<G> for Ismcts<G> {
    fn name(&self) -> String {
        format!("ismcts-{}", self.config.iterations)
    }

    fn choose(&mut self, state: &G, seat: Seat, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal.len() <= 1 {
            return legal.pop();
        }
        let children = self.search(state, seat, rng);
        // The most visited action that is legal here (ties: the better mean, then legal order).
        children
            .into_iter()
            .filter(|(a, _, _)| legal.contains(a))
            .max_by(|x, y| x.1.cmp(&y.1).then(x.2.total_cmp(&y.2)))
            .map(|(a, _, _)| a)
            .or_else(|| legal.into_iter().next())
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::bots::RandomBot;
    use crate::games::pig::{Pig, PigAction, PigChance, PigConfig};
    use crate::games::valeria::{Valeria, ValeriaBot};

    fn rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    fn small(iterations: u32) -> IsmctsConfig {
        IsmctsConfig { iterations, ..IsmctsConfig::default() }
    }

    /// Plays `state` forward with random decisions and sampled chance for `steps` steps.
    fn wander<G: Game>(state: &mut G, steps: u32, r: &mut ChaCha8Rng) {
        let mut chances = Vec::new();
        let mut random = RandomBot;
        for _ in 0..steps {
            match state.to_act() {
                ToAct::GameOver => return,
                ToAct::Chance => {
                    state.chance_outcomes(&mut chances);
                    let Some(o) = sample_weighted(&chances, r).cloned() else { return };
                    state.apply_chance(&o).expect("a listed outcome applies");
                }
                ToAct::Decision { seat } => {
                    let Some(a) = Bot::<G>::choose(&mut random, state, seat, r) else { return };
                    state.apply(&a).expect("a legal action applies");
                }
            }
        }
    }

    #[test]
    fn it_only_ever_returns_a_legal_action() {
        for seed in 0..12 {
            let mut r = rng(seed);
            let mut state = Valeria::new(&Default::default()).unwrap();
            wander(&mut state, 40 + 9 * seed as u32, &mut r);
            if let ToAct::Decision { seat } = state.to_act() {
                let mut bot = Ismcts::new(small(60), Box::new(ValeriaBot));
                let action = bot.choose(&state, seat, &mut r).expect("a decision is due");
                let mut legal = Vec::new();
                state.legal_actions(&mut legal);
                assert!(legal.contains(&action), "seed {seed}: {action:?} is not legal");
            }
        }
    }

    #[test]
    fn the_same_seed_and_budget_give_the_same_search() {
        let mut r = rng(5);
        let mut state = Valeria::new(&Default::default()).unwrap();
        wander(&mut state, 60, &mut r);
        let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
        let run = || Ismcts::new(small(80), Box::new(ValeriaBot)).search(&state, seat, &mut rng(9));
        let (a, b) = (run(), run());
        assert_eq!(a.len(), b.len());
        assert!(a.iter().zip(&b).all(|(x, y)| x.0 == y.0 && x.1 == y.1 && x.2.to_bits() == y.2.to_bits()));
        assert_eq!(a.iter().map(|c| c.1).sum::<u32>(), 80, "every iteration goes through one root child");
    }

    #[test]
    fn it_banks_the_points_that_win_the_game_now() {
        // Pig to 10: seat 0 rolled 5 and 5. Holding wins at once; rolling risks a 1.
        let config = PigConfig { players: 2, target: 10, bonus_cards: false };
        let mut state = Pig::new(&config).unwrap();
        for face in [5, 5] {
            state.apply(&PigAction::Roll).unwrap();
            state.apply_chance(&PigChance::Die(face)).unwrap();
        }
        assert_eq!(state.turn_total(), 10);
        for seed in 0..5 {
            let mut bot = Ismcts::new(small(300), Box::new(RandomBot));
            assert_eq!(bot.choose(&state, 0, &mut rng(seed)), Some(PigAction::Hold), "seed {seed}");
        }
        // With nothing banked yet at stake the other way round: a turn total of 2 is worth
        // rolling on, and the search does not simply prefer the first action.
        let mut early = Pig::new(&config).unwrap();
        early.apply(&PigAction::Roll).unwrap();
        early.apply_chance(&PigChance::Die(2)).unwrap();
        let mut bot = Ismcts::new(small(400), Box::new(RandomBot));
        assert_eq!(bot.choose(&early, 0, &mut rng(3)), Some(PigAction::Roll));
    }

    #[test]
    fn a_determinized_world_looks_the_same_to_the_searching_seat() {
        for seed in 0..8 {
            let mut r = rng(seed);
            let mut state = Valeria::new(&Default::default()).unwrap();
            wander(&mut state, 30 + 7 * seed as u32, &mut r);
            let world = state.determinize(0, &mut r);
            let seen = |g: &Valeria| serde_json::to_value(g.view(0)).unwrap();
            assert_eq!(seen(&world), seen(&state), "seed {seed}: the search never sees more than the seat");
        }
    }

    #[test]
    fn rewards_follow_the_standing() {
        let outcome = |standing| Outcome {
            standing,
            reason: String::new(),
            summary: String::new(),
            grade: None,
            scores: Vec::new(),
        };
        assert_eq!(rewards(Some(&outcome(Standing::Won)), 2), vec![1.0, 1.0]);
        assert_eq!(rewards(None, 1), vec![0.5]);
        assert_eq!(rewards(Some(&outcome(Standing::Ranked { ranks: vec![1, 0] })), 2), vec![0.0, 1.0]);
    }
}

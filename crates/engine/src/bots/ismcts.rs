//! Information-set Monte Carlo tree search (single-observer ISMCTS), generic over [`Game`].
//!
//! Each iteration draws a full state consistent with what the searching seat sees
//! ([`Game::determinize`]), so the search never reads an unseen card or a future roll; chance
//! events met on the way are sampled from their weights. The tree holds decisions only: a child
//! is an action, and its statistics count how often it was *available* (legal in that
//! iteration's world) as well as chosen, which is what makes UCB fair across worlds where not
//! every action exists. Each node's reward is taken from the point of view of the seat that
//! chose its action; in solo and co-op games every seat shares the team's result, so the whole
//! table searches as one team.
//!
//! A rollout plays a few decisions with a given bot (the game's heuristic bot, so the budget
//! buys strength rather than noise) and then scores the position with [`Game::evaluate`]; a
//! rollout that reaches the end scores the real result. A rollout whose position is not yet
//! fit to score ([`Game::settled`], say halfway through a fight) plays on, up to
//! [`UNSETTLED_STEPS`] times its budget. At the root the rollout bot's own
//! choice gets a progressive bias, so a small search plays the heuristic's move unless it finds
//! a better one.
//!
//! The budget is a number of iterations, so a search is reproducible from its seed. A time
//! budget needs a clock, which the engine does not have: the caller passes a stop check. The
//! tree is kept between decisions when the bot is told of every decision made at the table
//! ([`Bot::observe`]): the subtree under the actions really played becomes the next root.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Bot;
use crate::core::{sample_weighted, Game, Outcome, Seat, Standing, ToAct};

/// A rollout plays on past its budget while its position is not [`Game::settled`], up to this
/// many times the budget in all (designed: a Defenders General combat of two heroes takes 12
/// decisions from the attack to the result, 15 for one in ten and at most 21 over 1,000
/// heuristic games, so 4 × Normal's 8 plays nearly every fight out).
pub const UNSETTLED_STEPS: u32 = 4;

/// How a search is run.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct IsmctsConfig {
    /// Iterations per decision (the most; a stop check may end a search sooner).
    pub iterations: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Decisions a rollout plays before [`Game::evaluate`] scores the position (0: score the
    /// leaf at once); it plays on while the position is not [`Game::settled`].
    pub rollout_steps: u32,
    /// Most nodes the tree may hold; once full it stops growing (memory stays bounded).
    pub max_nodes: u32,
    /// How greedily the final move is chosen: 0 takes the most visited action; above 0 the
    /// move is drawn with probability proportional to visits^(1/temperature).
    pub temperature: f64,
    /// Weight of the progressive bias toward the rollout bot's choice at the root (0: none).
    pub prior: f64,
    /// Keep the tree between decisions (needs [`Bot::observe`] from the caller).
    pub reuse: bool,
    /// How sure the search must be to overrule the rollout bot's own move, in standard errors
    /// of the difference of the two means (0: the search's pick stands, however close). Above
    /// 0 the final move is the rollout bot's unless the search's pick beats it by that margin:
    /// noisy rewards then cost nothing against the rollout bot, and the search only changes
    /// the moves it has good evidence against.
    pub confidence: f64,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            iterations: 1000,
            exploration: 0.7,
            rollout_steps: 2000,
            max_nodes: 1 << 20,
            temperature: 0.0,
            prior: 0.0,
            reuse: false,
            confidence: 0.0,
        }
    }
}

impl IsmctsConfig {
    /// An upper bound on the tree's memory in bytes for actions of type `A`: every node with
    /// its slot in its parent's child list, the lists' spare capacity included.
    pub fn tree_bytes_bound<A>(&self) -> usize {
        let per_node = std::mem::size_of::<Node<A>>() + 2 * std::mem::size_of::<u32>();
        // The arena itself may have doubled past the last node.
        2 * per_node * self.max_nodes as usize
    }
}

/// One decision in the tree: the action that leads here and its statistics.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action taken into this node (None at the root).
    action: Option<A>,
    /// Children, by index into the arena.
    children: Vec<u32>,
    /// Sum of rewards for `seat`.
    reward: f64,
    /// Sum of squared rewards (for the spread).
    reward_sq: f64,
    /// Times this node was chosen.
    visits: u32,
    /// Times it was available when its parent chose.
    available: u32,
    /// The seat that chose it.
    seat: Seat,
}

impl<A> Node<A> {
    fn new(action: Option<A>, seat: Seat) -> Self {
        Node { action, children: Vec::new(), reward: 0.0, reward_sq: 0.0, visits: 0, available: 0, seat }
    }
}

/// What a search found at the root: each action with its visits and mean reward.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStats<A> {
    /// The action.
    pub action: A,
    /// Iterations that chose it.
    pub visits: u32,
    /// Its mean reward for the seat that chooses it, in [0, 1].
    pub mean: f64,
    /// The standard deviation of its rewards (0 below two visits).
    pub spread: f64,
}

/// The searching bot.
pub struct Ismcts<G: Game> {
    config: IsmctsConfig,
    rollout: Box<dyn Bot<G>>,
    /// Optional stop check (a time budget), asked between iterations.
    stop: Option<Box<dyn FnMut() -> bool + Send>>,
    /// Actions the search never considers while others are legal (backing out of a choice).
    skip: Option<fn(&G::Action) -> bool>,
    /// Decisions left to the rollout bot: when its own move in a position passes this check,
    /// the search plays that move without searching (see [`Ismcts::with_trust`]).
    trust: Option<fn(&G, &G::Action) -> bool>,
    /// Moves whose timing a short rollout cannot judge (see [`Ismcts::with_commitment`]).
    commitment: Option<fn(&G::Action) -> bool>,
    /// The commitment weighed at the current root, when one is legal there.
    weighing: Option<Weighing<G::Action>>,
    /// The last weighing's means (commitment, holding off) and pairs (for `explain`).
    last_weighed: Option<(f64, f64, u32)>,
    /// The tree, node 0 unused when a reused subtree is the root; `root` indexes it.
    tree: Vec<Node<G::Action>>,
    root: u32,
    /// Iterations of the last search (for statistics).
    last_iterations: u32,
    /// The last choice with its visits and mean (for `explain`).
    last_choice: Option<RootStats<G::Action>>,
    /// The rollout bot's choice at the root of the current search (for the progressive bias).
    prior_action: Option<G::Action>,
    /// The moves already made from each position seen (by a hash of the seat's view): a move
    /// that led back to the same position is not made again from it, so a search that finds
    /// stalling better than going on (a hopeless attack begun and given up, again and again)
    /// cannot loop forever.
    visited: Visited<G::Action>,
    // Scratch buffers, kept to avoid allocating in the inner loop.
    legal: Vec<G::Action>,
    chances: Vec<crate::core::Weighted<G::Chance>>,
    path: Vec<u32>,
    candidates: Vec<u32>,
    untried: Vec<u32>,
    rewards: Vec<f64>,
}

impl<G: Game> Ismcts<G> {
    /// A search with `config`, playing its rollouts with `rollout`.
    pub fn new(config: IsmctsConfig, rollout: Box<dyn Bot<G>>) -> Self {
        Ismcts {
            config,
            rollout,
            stop: None,
            skip: None,
            trust: None,
            commitment: None,
            weighing: None,
            last_weighed: None,
            tree: Vec::new(),
            root: 0,
            last_iterations: 0,
            last_choice: None,
            prior_action: None,
            visited: Visited::default(),
            legal: Vec::new(),
            chances: Vec::new(),
            path: Vec::new(),
            candidates: Vec::new(),
            untried: Vec::new(),
            rewards: Vec::new(),
        }
    }

    /// Stops early when `stop` says so (checked between iterations; at least one iteration runs).
    #[must_use]
    pub fn with_stop(mut self, stop: Box<dyn FnMut() -> bool + Send>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Never considers actions `skip` accepts while another is legal: a game's "cancel" that
    /// backs out of a choice would otherwise let a search stall forever in a bad position.
    #[must_use]
    pub fn with_skip(mut self, skip: fn(&G::Action) -> bool) -> Self {
        self.skip = Some(skip);
        self
    }

    /// Leaves some decisions to the rollout bot: in a position where the rollout bot's own move
    /// passes `trust`, that move is played without a search (even if `skip` would keep the
    /// search from it). A game uses it for decisions the evaluation cannot judge within a
    /// rollout's reach, such as a fight whose reward lies many turns ahead.
    pub fn with_trust(mut self, trust: fn(&G, &G::Action) -> bool) -> Self {
        self.trust = Some(trust);
        self
    }

    /// Weighs commitments apart from the tree: where a move `commits` accepts is legal, the
    /// search compares two plans instead, each iteration on one sampled world and one stream of
    /// chance for both: the commitment now, and the rollout bot's best other move with no
    /// commitment until the turn changes (not "later this turn", which the rollout bot would
    /// often choose at once), each played out by the rollout bot to the end of the game and
    /// scored by [`Game::final_score`]. The plan with the better mean is played. A game uses it
    /// for a move that spends what many turns built up, whose worth no evaluation a few moves
    /// ahead can see (a Defenders attack on a General).
    #[must_use]
    pub fn with_commitment(mut self, commits: fn(&G::Action) -> bool) -> Self {
        self.commitment = Some(commits);
        self
    }

    /// Replaces the stop check (or removes it).
    pub fn set_stop(&mut self, stop: Option<Box<dyn FnMut() -> bool + Send>>) {
        self.stop = stop;
    }

    /// The configuration.
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Nodes in the tree now (after a search: its size).
    pub fn tree_nodes(&self) -> usize {
        self.tree.len()
    }

    /// Iterations the last search ran.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// Bytes the tree holds now (nodes, child lists and spare capacity).
    pub fn tree_bytes(&self) -> usize {
        self.tree.capacity() * std::mem::size_of::<Node<G::Action>>()
            + self.tree.iter().map(|n| n.children.capacity() * std::mem::size_of::<u32>()).sum::<usize>()
    }

    /// Forgets the tree.
    pub fn reset(&mut self) {
        self.tree.clear();
        self.root = 0;
    }

    /// Makes the subtree at `self.root` the whole tree, root first (so memory is not held by
    /// dead branches).
    fn compact(&mut self) {
        if self.root == 0 {
            return;
        }
        let mut old = std::mem::take(&mut self.tree);
        let mut map = vec![u32::MAX; old.len()];
        let mut order: Vec<u32> = vec![self.root];
        if let Some(m) = map.get_mut(self.root as usize) {
            *m = 0;
        }
        let mut i = 0;
        while let Some(&n) = order.get(i) {
            if let Some(node) = old.get(n as usize) {
                for &c in &node.children {
                    if let Some(m) = map.get_mut(c as usize) {
                        if *m == u32::MAX {
                            *m = order.len() as u32;
                            order.push(c);
                        }
                    }
                }
            }
            i += 1;
        }
        let mut tree = Vec::with_capacity(order.len());
        for &o in &order {
            let Some(slot) = old.get_mut(o as usize) else { continue };
            let mut node = std::mem::replace(slot, Node::new(None, 0));
            for c in &mut node.children {
                *c = map.get(*c as usize).copied().unwrap_or(0);
            }
            tree.push(node);
        }
        if let Some(root) = tree.first_mut() {
            root.action = None;
        }
        self.tree = tree;
        self.root = 0;
    }

    /// The root's children after a search from `state` for `seat`.
    pub fn search(&mut self, state: &G, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<RootStats<G::Action>> {
        self.start_search(seat);
        self.search_more(state, seat, rng, self.config.iterations)
    }

    /// Starts a search for `seat`: a fresh root, or the kept subtree when trees are reused.
    pub fn start_search(&mut self, seat: Seat) {
        if self.config.reuse && !self.tree.is_empty() {
            self.compact();
        } else {
            self.tree.clear();
            self.root = 0;
        }
        if self.tree.is_empty() {
            self.tree.push(Node::new(None, seat));
        }
        self.prior_action = None;
        self.last_iterations = 0;
    }

    /// Runs up to `iterations` more iterations on the current search (see [`Ismcts::start_search`])
    /// and returns the root's children; a search can so be run in slices (the web build thinks
    /// between frames). [`Ismcts::last_iterations`] counts the search's iterations so far.
    pub fn search_more(
        &mut self,
        state: &G,
        seat: Seat,
        rng: &mut ChaCha8Rng,
        iterations: u32,
    ) -> Vec<RootStats<G::Action>> {
        if self.weighing.is_some() {
            return self.weigh_more(state, seat, rng, iterations);
        }
        if self.tree.is_empty() {
            self.tree.push(Node::new(None, seat));
        }
        let seats = usize::from(state.seat_count()).max(1);
        let max_nodes = self.config.max_nodes.max(1) as usize;
        let mut done = 0u32;
        for iteration in 0..iterations.max(1) {
            if self.stopped(iteration) {
                break;
            }
            done += 1;
            let mut world = state.determinize(seat, rng);
            if self.prior_action.is_none() && (self.config.prior > 0.0 || self.config.confidence > 0.0) {
                // The rollout bot's choice in a world the seat could be in (never the real one).
                self.prior_action = self.rollout.choose(&world, seat, rng);
            }
            let prior_action = self.prior_action.clone();
            self.path.clear();
            self.path.push(0);
            let mut node = 0usize;
            let mut depth = 0usize;
            // Selection and expansion.
            loop {
                if !resolve_chance(&mut world, &mut self.chances, rng) {
                    break;
                }
                let ToAct::Decision { seat: decider } = world.to_act() else { break };
                world.legal_actions(&mut self.legal);
                prune(&mut self.legal, self.skip);
                if self.legal.is_empty() {
                    break;
                }
                self.candidates.clear();
                self.untried.clear();
                let Some(parent) = self.tree.get(node) else { break };
                for (i, action) in self.legal.iter().enumerate() {
                    let known = parent
                        .children
                        .iter()
                        .copied()
                        .find(|&c| self.tree.get(c as usize).is_some_and(|n| n.action.as_ref() == Some(action)));
                    match known {
                        Some(child) => self.candidates.push(child),
                        None => self.untried.push(i as u32),
                    }
                }
                for &child in &self.candidates {
                    if let Some(n) = self.tree.get_mut(child as usize) {
                        n.available += 1;
                    }
                }
                if !self.untried.is_empty() && self.tree.len() < max_nodes {
                    // Expand: the prior's action first at the root, else an untried one at random.
                    let prior_pick = if depth == 0 {
                        prior_action
                            .as_ref()
                            .and_then(|p| self.untried.iter().copied().find(|&i| self.legal.get(i as usize) == Some(p)))
                    } else {
                        None
                    };
                    let pick = match prior_pick {
                        Some(p) => p,
                        None => self.untried[rng.random_range(0..self.untried.len())],
                    };
                    let Some(action) = self.legal.get(pick as usize).cloned() else { break };
                    if world.apply_quiet(&action).is_err() {
                        break;
                    }
                    let child = self.tree.len() as u32;
                    let mut fresh = Node::new(Some(action), decider);
                    fresh.available = 1;
                    self.tree.push(fresh);
                    if let Some(n) = self.tree.get_mut(node) {
                        n.children.push(child);
                    }
                    self.path.push(child);
                    break;
                }
                if self.candidates.is_empty() {
                    break; // tree full and nothing known here: roll out from this world
                }
                let c = self.config.exploration;
                let bias = if depth == 0 { self.config.prior } else { 0.0 };
                let tree = &self.tree;
                let prior = prior_action.as_ref();
                let score = |i: u32| {
                    let Some(n) = tree.get(i as usize) else { return f64::MIN };
                    let b =
                        if bias > 0.0 && n.action.as_ref() == prior { bias / (1.0 + f64::from(n.visits)) } else { 0.0 };
                    ucb(n, c) + b
                };
                let best = self.candidates.iter().copied().max_by(|&a, &b| score(a).total_cmp(&score(b)));
                let Some(best) = best else { break };
                let Some(action) = self.tree.get(best as usize).and_then(|n| n.action.clone()) else { break };
                if world.apply_quiet(&action).is_err() {
                    break;
                }
                self.path.push(best);
                node = best as usize;
                depth += 1;
            }
            // Rollout, then the score: the real result at the end, else the evaluation.
            let mut steps = 0;
            let cap = self.config.rollout_steps.saturating_mul(UNSETTLED_STEPS);
            let mut ended = false;
            loop {
                if !resolve_chance(&mut world, &mut self.chances, rng) {
                    break;
                }
                let ToAct::Decision { seat: decider } = world.to_act() else {
                    ended = true;
                    break;
                };
                if steps >= self.config.rollout_steps && (world.settled() || steps >= cap) {
                    break;
                }
                let Some(action) = self.rollout.choose(&world, decider, rng) else { break };
                if world.apply_quiet(&action).is_err() {
                    break;
                }
                steps += 1;
            }
            self.rewards.clear();
            if ended {
                self.rewards.extend(rewards(world.outcome().as_ref(), seats));
            } else {
                self.rewards.extend((0..seats).map(|s| world.evaluate(s as Seat).clamp(0.0, 1.0)));
            }
            // Backpropagation.
            for &n in &self.path {
                if let Some(node) = self.tree.get_mut(n as usize) {
                    let r = self.rewards.get(usize::from(node.seat)).copied().unwrap_or(0.5);
                    node.visits += 1;
                    node.reward += r;
                    node.reward_sq += r * r;
                }
            }
        }
        self.last_iterations += done;
        self.root_stats()
    }

    /// Whether the stop check ends the search before `iteration` (never before the first).
    fn stopped(&mut self, iteration: u32) -> bool {
        iteration > 0 && self.stop.as_mut().is_some_and(|stop| stop())
    }

    /// Runs up to `iterations` more paired play-outs of the commitment weighed at the root.
    fn weigh_more(
        &mut self,
        state: &G,
        seat: Seat,
        rng: &mut ChaCha8Rng,
        iterations: u32,
    ) -> Vec<RootStats<G::Action>> {
        let (Some(commits), Some(w)) = (self.commitment, self.weighing.as_ref()) else { return Vec::new() };
        let (commit, decline, turn) = (w.commit.clone(), w.decline.clone(), w.turn);
        let mut done = 0u32;
        for iteration in 0..iterations.max(1) {
            if self.stopped(iteration) {
                break;
            }
            done += 1;
            let world = state.determinize(seat, rng);
            let chance = ChaCha8Rng::from_seed(rng.random());
            let mut plans = [(world.clone(), commit.clone(), None), (world, decline.clone(), Some(turn))];
            let mut scores = [0.0f64; 2];
            for (score, (world, first, held)) in scores.iter_mut().zip(plans.iter_mut()) {
                let mut r = chance.clone();
                if world.apply_quiet(first).is_ok() {
                    play_to_end(world, self.rollout.as_mut(), &mut self.chances, &mut r, commits, *held);
                }
                *score = world.final_score(seat).clamp(0.0, 1.0);
            }
            if let Some(w) = self.weighing.as_mut() {
                w.add(scores[0], scores[1]);
            }
        }
        self.last_iterations += done;
        self.weighing.as_ref().map_or_else(Vec::new, Weighing::stats)
    }

    /// The root's children: each action with its visits and mean.
    pub fn root_stats(&self) -> Vec<RootStats<G::Action>> {
        if let Some(w) = &self.weighing {
            return w.stats();
        }
        let Some(root) = self.tree.first() else { return Vec::new() };
        root.children
            .iter()
            .filter_map(|&c| self.tree.get(c as usize))
            .filter_map(|n| {
                let v = f64::from(n.visits);
                let mean = if n.visits == 0 { 0.0 } else { n.reward / v };
                let spread =
                    if n.visits < 2 { 0.0 } else { ((n.reward_sq - v * mean * mean) / (v - 1.0)).max(0.0).sqrt() };
                n.action.clone().map(|action| RootStats { action, visits: n.visits, mean, spread })
            })
            .collect()
    }

    /// Follows a decision made at the table into the kept tree (or forgets the tree when the
    /// decision was never searched).
    fn follow(&mut self, action: &G::Action) {
        if !self.config.reuse || self.tree.is_empty() {
            return;
        }
        let next = self.tree.get(self.root as usize).and_then(|n| {
            n.children
                .iter()
                .copied()
                .find(|&c| self.tree.get(c as usize).and_then(|c| c.action.as_ref()) == Some(action))
        });
        match next {
            Some(child) => self.root = child,
            None => self.reset(),
        }
    }
}

/// Moves made from positions seen, by a hash of the view of the seat that moved.
#[derive(Clone, Debug)]
pub struct Visited<A> {
    moves: std::collections::HashMap<u64, Vec<A>>,
}

impl<A> Default for Visited<A> {
    fn default() -> Self {
        Visited { moves: std::collections::HashMap::new() }
    }
}

impl<A: PartialEq> Visited<A> {
    /// Positions remembered.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// True if nothing is remembered.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// A hash of what `seat` sees (a position's identity for [`Visited`]).
pub(crate) fn view_hash<G: Game>(state: &G, seat: Seat) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    serde_json::to_vec(&state.view(seat)).unwrap_or_default().hash(&mut h);
    h.finish()
}

/// Drops the actions `skip` accepts, unless nothing else is legal.
fn prune<A>(legal: &mut Vec<A>, skip: Option<fn(&A) -> bool>) {
    if let Some(skip) = skip {
        if legal.iter().any(|a| !skip(a)) {
            legal.retain(|a| !skip(a));
        }
    }
}

/// UCB for a child: its mean reward plus exploration over how often it was available.
fn ucb<A>(n: &Node<A>, c: f64) -> f64 {
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

/// A commitment weighed against holding it off this turn (see [`Ismcts::with_commitment`]).
struct Weighing<A> {
    /// The commitment.
    commit: A,
    /// The rollout bot's best other move.
    decline: A,
    /// The turn the commitment is held off for.
    turn: u32,
    /// Paired play-outs so far, and each plan's sum of scores and of squared scores.
    pairs: u32,
    commit_sum: f64,
    decline_sum: f64,
    commit_sq: f64,
    decline_sq: f64,
}

impl<A: Clone> Weighing<A> {
    fn new(commit: A, decline: A, turn: u32) -> Self {
        Weighing { commit, decline, turn, pairs: 0, commit_sum: 0.0, decline_sum: 0.0, commit_sq: 0.0, decline_sq: 0.0 }
    }

    fn add(&mut self, commit: f64, decline: f64) {
        self.pairs += 1;
        self.commit_sum += commit;
        self.decline_sum += decline;
        self.commit_sq += commit * commit;
        self.decline_sq += decline * decline;
    }

    /// The commitment has the better mean (a tie holds it off).
    fn commits(&self) -> bool {
        self.commit_sum > self.decline_sum
    }

    /// The two plans as root children: the commitment first.
    fn stats(&self) -> Vec<RootStats<A>> {
        let n = f64::from(self.pairs.max(1));
        let stat = |action: &A, sum: f64, sq: f64| {
            let mean = sum / n;
            let spread = if self.pairs < 2 { 0.0 } else { (sq / n - mean * mean).max(0.0).sqrt() };
            RootStats { action: action.clone(), visits: self.pairs, mean, spread }
        };
        vec![
            stat(&self.commit, self.commit_sum, self.commit_sq),
            stat(&self.decline, self.decline_sum, self.decline_sq),
        ]
    }
}

/// Most decisions a whole play-out makes before it is scored as it stands (designed: far more
/// than any game of ours lasts; the cap only guards against a game that never ends).
const PLAYOUT_STEPS: u32 = 100_000;

/// Plays `world` to the end with `bot`; while `held` is its turn, no move `commits` accepts is
/// made.
fn play_to_end<G: Game>(
    world: &mut G,
    bot: &mut dyn Bot<G>,
    chances: &mut Vec<crate::core::Weighted<G::Chance>>,
    rng: &mut ChaCha8Rng,
    commits: fn(&G::Action) -> bool,
    held: Option<u32>,
) {
    for _ in 0..PLAYOUT_STEPS {
        if !resolve_chance(world, chances, rng) {
            return;
        }
        let ToAct::Decision { seat } = world.to_act() else { return };
        let action = match held {
            Some(turn) if world.turn() == turn => bot.choose_among(world, seat, rng, &|a| !commits(a)),
            _ => bot.choose(world, seat, rng),
        };
        let Some(action) = action else { return };
        if world.apply_quiet(&action).is_err() {
            return;
        }
    }
}

impl<G: Game> Bot<G> for Ismcts<G> {
    fn name(&self) -> String {
        format!("ismcts-{}", self.config.iterations)
    }

    fn choose(&mut self, state: &G, seat: Seat, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        let (key, legal) = self.options(state, seat, rng);
        if legal.len() > 1 {
            self.search(state, seat, rng);
        }
        self.conclude(key, legal, rng)
    }

    fn explain(&self, state: &G, seat: Seat, action: &G::Action) -> Option<String> {
        let why = self.rollout.explain(state, seat, action);
        let searched = self.last_choice.as_ref().filter(|c| &c.action == action).map(|c| match self.last_weighed {
            Some((commit, hold, pairs)) => format!(
                "search: {pairs} sampled futures played to the end each way, {:.0}% committing now against {:.0}% \
                 holding off this turn",
                100.0 * commit,
                100.0 * hold
            ),
            None => format!(
                "search: the best of {} sampled futures, chosen in {}, value {:.0}%",
                self.last_iterations,
                c.visits,
                100.0 * c.mean
            ),
        });
        match (why, searched) {
            (Some(w), Some(s)) => Some(format!("{w} ({s})")),
            (w, s) => w.or(s),
        }
    }

    fn observe(&mut self, action: &G::Action) {
        self.follow(action);
        self.rollout.observe(action);
    }
}

impl<G: Game> Ismcts<G> {
    /// The moves to consider in `state` (the legal ones, without the skipped ones and the ones
    /// already made from this very position), and the position's key for [`Ismcts::conclude`].
    /// The rollout bot is asked for its own move (with `rng`) only when the bot has a trust
    /// check ([`Ismcts::with_trust`]); a trusted move is then the only option.
    pub fn options(&mut self, state: &G, seat: Seat, rng: &mut ChaCha8Rng) -> (u64, Vec<G::Action>) {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        self.weighing = None;
        if let (Some(commits), true) = (self.commitment, legal.len() > 1) {
            if let Some(commit) = legal.iter().find(|a| commits(a)).cloned() {
                if let Some(decline) = self.rollout.choose_among(state, seat, rng, &|a| !commits(a)) {
                    let options = vec![commit.clone(), decline.clone()];
                    self.weighing = Some(Weighing::new(commit, decline, state.turn()));
                    return (view_hash(state, seat), options);
                }
            }
        }
        if let (Some(trust), true) = (self.trust, legal.len() > 1) {
            if let Some(own) = self.rollout.choose(state, seat, rng) {
                if trust(state, &own) && legal.contains(&own) {
                    return (0, vec![own]);
                }
            }
        }
        prune(&mut legal, self.skip);
        if legal.len() <= 1 {
            return (0, legal);
        }
        // Never the same move twice from the same position (unless every move was made).
        let key = view_hash(state, seat);
        if let Some(made) = self.visited.moves.get(&key) {
            if legal.iter().any(|a| !made.contains(a)) {
                legal.retain(|a| !made.contains(a));
            }
        }
        (key, legal)
    }

    /// The move among `legal` (from [`Ismcts::options`]), from the search so far: the most
    /// visited, or drawn by visits at the level's temperature. It is remembered for the
    /// position `key`, and for [`Bot::explain`].
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

    /// Takes the memory of positions seen (a caller that rebuilds the bot for every move keeps
    /// it between moves).
    pub fn take_visited(&mut self) -> Visited<G::Action> {
        std::mem::take(&mut self.visited)
    }

    /// Gives back a memory of positions seen.
    pub fn set_visited(&mut self, visited: Visited<G::Action>) {
        self.visited = visited;
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::bots::Level;
    use crate::bots::RandomBot;
    use crate::games::pig::{Bonus, Pig, PigAction, PigChance, PigConfig};
    use crate::games::valeria::{Valeria, ValeriaAction, ValeriaBot};

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

    /// Samples chance until a decision (or the end).
    fn settle<G: Game>(state: &mut G, r: &mut ChaCha8Rng) {
        let mut chances = Vec::new();
        while state.to_act() == ToAct::Chance {
            state.chance_outcomes(&mut chances);
            let o = sample_weighted(&chances, r).cloned().unwrap();
            state.apply_chance(&o).unwrap();
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
        assert!(a
            .iter()
            .zip(&b)
            .all(|(x, y)| x.action == y.action && x.visits == y.visits && x.mean.to_bits() == y.mean.to_bits()));
        assert_eq!(a.iter().map(|c| c.visits).sum::<u32>(), 80, "every iteration goes through one root child");
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

    /// A rollout bot that always rolls on (and holds only when it must).
    struct AlwaysRoll;

    impl Bot<Pig> for AlwaysRoll {
        fn name(&self) -> String {
            "always-roll".into()
        }
        fn choose(&mut self, state: &Pig, _seat: Seat, _rng: &mut ChaCha8Rng) -> Option<PigAction> {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            legal.iter().copied().find(|a| *a == PigAction::Roll).or_else(|| legal.first().copied())
        }
    }

    /// Pig to 10 with seat 0 on a turn total of 10: holding wins at once.
    fn winning_hold() -> Pig {
        let config = PigConfig { players: 2, target: 10, bonus_cards: false };
        let mut state = Pig::new(&config).unwrap();
        for face in [5, 5] {
            state.apply(&PigAction::Roll).unwrap();
            state.apply_chance(&PigChance::Die(face)).unwrap();
        }
        state
    }

    #[test]
    fn a_confident_search_overrules_the_rollout_bot_only_on_evidence() {
        let state = winning_hold();
        for seed in 0..5 {
            // Holding scores 1 every time; rolling on sometimes loses the turn: the evidence
            // is overwhelming, so the search holds though its rollout bot would roll.
            let config = IsmctsConfig { confidence: 3.0, prior: 0.3, ..small(300) };
            let mut bot = Ismcts::new(config, Box::new(AlwaysRoll));
            assert_eq!(bot.choose(&state, 0, &mut rng(seed)), Some(PigAction::Hold), "seed {seed}");
            // No amount of evidence is enough at an absurd margin: the rollout bot's move stands.
            let config = IsmctsConfig { confidence: 1e9, ..small(300) };
            let mut bot = Ismcts::new(config, Box::new(AlwaysRoll));
            assert_eq!(bot.choose(&state, 0, &mut rng(seed)), Some(PigAction::Roll), "seed {seed}");
            let root = bot.root_stats();
            let hold = root.iter().find(|c| c.action == PigAction::Hold).expect("hold was searched");
            let roll = root.iter().find(|c| c.action == PigAction::Roll).expect("roll was searched");
            assert!(hold.mean > roll.mean, "the search itself still prefers holding");
            assert_eq!(hold.spread, 0.0, "holding always scores the same");
            assert!(roll.spread > 0.0, "rolling on varies");
        }
    }

    /// Rolls until its turn total reaches 20, then holds.
    struct HoldAtTwenty;

    impl Bot<Pig> for HoldAtTwenty {
        fn name(&self) -> String {
            "hold-at-20".into()
        }
        fn choose(&mut self, state: &Pig, _seat: Seat, _rng: &mut ChaCha8Rng) -> Option<PigAction> {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let want = if state.turn_total() >= 20 { PigAction::Hold } else { PigAction::Roll };
            legal.iter().copied().find(|a| *a == want).or_else(|| legal.first().copied())
        }
    }

    #[test]
    fn a_commitment_is_weighed_by_paired_play_outs_to_the_end() {
        let state = winning_hold();
        for seed in 0..3 {
            // The rollout bot would roll on at 10; holding wins at once, and rolling on with no
            // hold this turn can only bust or win later.
            let mut bot = Ismcts::new(small(40), Box::new(HoldAtTwenty)).with_commitment(|a| *a == PigAction::Hold);
            let mut r = rng(seed);
            let (key, options) = bot.options(&state, 0, &mut r);
            assert_eq!(options, vec![PigAction::Hold, PigAction::Roll], "the commitment and the bot's other move");
            let stats = bot.search(&state, 0, &mut r);
            assert_eq!(bot.last_iterations(), 40);
            assert_eq!(stats.len(), 2);
            assert_eq!(
                (stats[0].action, stats[0].visits, stats[0].mean, stats[0].spread),
                (PigAction::Hold, 40, 1.0, 0.0)
            );
            assert_eq!(stats[1].visits, 40, "paired: one play-out of each plan an iteration");
            assert!(stats[1].mean < 1.0, "rolling on sometimes loses: {:?}", stats[1]);
            assert_eq!(bot.conclude(key, options, &mut r), Some(PigAction::Hold), "seed {seed}");
        }
        // The bot's move among the allowed ones: its own when allowed, else an allowed legal one.
        assert_eq!(HoldAtTwenty.choose_among(&state, 0, &mut rng(1), &|_| true), Some(PigAction::Roll));
        assert_eq!(
            HoldAtTwenty.choose_among(&state, 0, &mut rng(1), &|a| *a != PigAction::Roll),
            Some(PigAction::Hold)
        );
        assert_eq!(HoldAtTwenty.choose_among(&state, 0, &mut rng(1), &|_| false), None);
        // Where no commitment is legal, the tree searches as before.
        let mut bot = Ismcts::new(small(40), Box::new(HoldAtTwenty)).with_commitment(|_| false);
        let (_, options) = bot.options(&state, 0, &mut rng(1));
        assert_eq!(options.len(), 2);
        let stats = bot.search(&state, 0, &mut rng(1));
        assert!(stats.iter().map(|c| c.visits).sum::<u32>() <= 40);
    }

    #[test]
    fn a_trusted_move_is_played_without_a_search() {
        let state = winning_hold();
        let mut bot = Ismcts::new(small(300), Box::new(AlwaysRoll)).with_trust(|_, a| *a == PigAction::Roll);
        assert_eq!(bot.choose(&state, 0, &mut rng(1)), Some(PigAction::Roll));
        assert_eq!(bot.last_iterations(), 0, "no search was run");
        // A move that fails the check is searched as usual.
        let mut bot = Ismcts::new(small(300), Box::new(AlwaysRoll)).with_trust(|_, a| *a == PigAction::Hold);
        assert_eq!(bot.choose(&state, 0, &mut rng(1)), Some(PigAction::Hold));
        assert!(bot.last_iterations() > 0);
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

    /// Pig to 30 with bonus cards: seat 0 banks 10 and draws a card, seat 1 banks 10 and draws
    /// `theirs`; seat 0 is to act with 5 on the turn.
    fn pig_with_hidden_card(theirs: Bonus, mine: Bonus) -> Pig {
        let config = PigConfig { players: 2, target: 30, bonus_cards: true };
        let mut state = Pig::new(&config).unwrap();
        for card in [mine, theirs] {
            for face in [5, 5] {
                state.apply(&PigAction::Roll).unwrap();
                state.apply_chance(&PigChance::Die(face)).unwrap();
            }
            state.apply(&PigAction::Hold).unwrap();
            state.apply_chance(&PigChance::Card(card)).unwrap();
        }
        state.apply(&PigAction::Roll).unwrap();
        state.apply_chance(&PigChance::Die(5)).unwrap();
        state
    }

    #[test]
    fn the_search_depends_only_on_what_the_seat_sees() {
        // Two tables that look the same to seat 0 but differ in seat 1's face-down card.
        let a = pig_with_hidden_card(Bonus(5), Bonus(2));
        let b = pig_with_hidden_card(Bonus(0), Bonus(2));
        assert_ne!(a, b);
        let seen = |g: &Pig| serde_json::to_value(g.view(0)).unwrap();
        assert_eq!(seen(&a), seen(&b));
        for seed in 0..4 {
            let run = |g: &Pig| Ismcts::new(small(300), Box::new(RandomBot)).search(g, 0, &mut rng(seed));
            assert_eq!(run(&a), run(&b), "seed {seed}: the hidden card changed the search");
        }
    }

    /// A one-seat countdown for the rollout's stopping rule: each step takes 1 off `left`; a
    /// position is settled on a multiple of `every`, and the evaluation reads `left` / 100.
    #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Countdown {
        left: u8,
        every: u8,
    }

    impl Game for Countdown {
        type Config = ();
        type Action = ();
        type Chance = ();
        type Event = ();
        type View = u8;
        const ID: &'static str = "countdown";
        const NAME: &'static str = "Countdown";
        const MIN_SEATS: u8 = 1;
        const MAX_SEATS: u8 = 1;

        fn new(_config: &()) -> Result<Self, crate::core::ConfigError> {
            Ok(Countdown { left: 11, every: 4 })
        }
        fn seat_count(&self) -> u8 {
            1
        }
        fn to_act(&self) -> ToAct {
            if self.left == 0 {
                ToAct::GameOver
            } else {
                ToAct::Decision { seat: 0 }
            }
        }
        fn legal_actions(&self, out: &mut Vec<()>) {
            out.clear();
            if self.left > 0 {
                out.push(());
            }
        }
        fn chance_outcomes(&self, out: &mut Vec<crate::core::Weighted<()>>) {
            out.clear();
        }
        fn apply(&mut self, _action: &()) -> Result<Vec<()>, crate::core::RuleError> {
            self.left = self.left.checked_sub(1).ok_or(DoomError)?;
            Ok(Vec::new())
        }
        fn apply_chance(&mut self, _outcome: &()) -> Result<Vec<()>, crate::core::RuleError> {
            Err(DoomError)
        }
        fn view(&self, _seat: Seat) -> u8 {
            self.left
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.left == 0).then(|| Outcome {
                standing: Standing::Won,
                reason: "done".into(),
                summary: "done".into(),
                grade: None,
                scores: Vec::new(),
            })
        }
        fn turn(&self) -> u32 {
            1
        }
        fn describe_action(&self, _action: &()) -> String {
            "step".into()
        }
        fn describe_chance(&self, _outcome: &()) -> String {
            String::new()
        }
        fn describe_event(&self, _event: &()) -> String {
            String::new()
        }
        fn evaluate(&self, _seat: Seat) -> f64 {
            f64::from(self.left) / 100.0
        }
        fn settled(&self) -> bool {
            self.every != 0 && self.left % self.every == 0
        }
    }

    /// The mean reward of the root's only move in `state` with `rollout_steps`.
    fn countdown_leaf(state: &Countdown, rollout_steps: u32) -> f64 {
        let config = IsmctsConfig { iterations: 1, rollout_steps, ..IsmctsConfig::default() };
        let stats = Ismcts::new(config, Box::new(RandomBot)).search(state, 0, &mut rng(1));
        stats.first().map_or(f64::NAN, |c| c.mean)
    }

    #[test]
    fn a_rollout_plays_on_until_its_position_is_settled() {
        // From 11 the move leads to 10 and one rollout step to 9: not a multiple of 4, so the
        // rollout plays on to 8 before the evaluation scores it.
        let state = Countdown { left: 11, every: 4 };
        assert!((countdown_leaf(&state, 1) - 0.08).abs() < 1e-9);
        // Settled at 9 already (every position is), the rollout stops on its budget.
        let always = Countdown { left: 11, every: 1 };
        assert!((countdown_leaf(&always, 1) - 0.09).abs() < 1e-9);
        // Never settled: the rollout stops at UNSETTLED_STEPS times its budget (10 - 4 = 6).
        let never = Countdown { left: 11, every: 0 };
        assert!((countdown_leaf(&never, 1) - f64::from(10 - UNSETTLED_STEPS) / 100.0).abs() < 1e-9);
        // A budget of 0 still scores the leaf at once.
        assert!((countdown_leaf(&state, 0) - 0.10).abs() < 1e-9);
    }

    #[test]
    fn a_cut_off_rollout_is_scored_by_the_evaluation() {
        // Pig's evaluation is the default 0.5: with no rollout at all, every leaf that is not
        // the end scores 0.5, and holding 10 at 30-to-go ends nothing either.
        let state = pig_with_hidden_card(Bonus(5), Bonus(2));
        let config = IsmctsConfig { iterations: 50, rollout_steps: 0, ..IsmctsConfig::default() };
        let stats = Ismcts::new(config, Box::new(RandomBot)).search(&state, 0, &mut rng(1));
        assert!(!stats.is_empty());
        for c in &stats {
            assert!(c.mean > 0.0 && c.mean <= 0.5 + 1e-9, "{c:?}");
        }
    }

    #[test]
    fn the_tree_is_reused_after_the_moves_it_searched() {
        let mut r = rng(2);
        let mut state = Valeria::new(&Default::default()).unwrap();
        wander(&mut state, 40, &mut r);
        settle(&mut state, &mut r);
        let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
        let config = IsmctsConfig { iterations: 200, rollout_steps: 4, reuse: true, ..IsmctsConfig::default() };
        let mut bot = Ismcts::new(config, Box::new(ValeriaBot));
        let action = bot.choose(&state, seat, &mut r).unwrap();
        let before = bot.tree_nodes();
        bot.observe(&action);
        state.apply(&action).unwrap();
        // The kept subtree is what the next search starts from.
        let visits_kept = bot.tree.get(bot.root as usize).map_or(0, |n| n.visits);
        assert!(visits_kept > 0, "the chosen move's subtree is kept");
        settle(&mut state, &mut r);
        if let ToAct::Decision { seat } = state.to_act() {
            let stats = bot.search(&state, seat, &mut r);
            let total: u32 = stats.iter().map(|c| c.visits).sum();
            assert!(total > 200, "the new search adds to {visits_kept} kept visits (got {total})");
            assert!(bot.tree_nodes() <= before + 200, "dead branches are dropped");
        }
        // A move the tree never saw forgets it.
        bot.observe(&ValeriaAction::Die { die: 200 });
        assert_eq!(bot.tree_nodes(), 0);
    }

    #[test]
    fn the_tree_stops_growing_at_its_bound() {
        let mut r = rng(4);
        let mut state = Valeria::new(&Default::default()).unwrap();
        wander(&mut state, 50, &mut r);
        settle(&mut state, &mut r);
        let ToAct::Decision { seat } = state.to_act() else { panic!("a decision is due") };
        let config = IsmctsConfig { iterations: 400, rollout_steps: 2, max_nodes: 64, ..IsmctsConfig::default() };
        let mut bot = Ismcts::new(config.clone(), Box::new(ValeriaBot));
        let stats = bot.search(&state, seat, &mut r);
        assert!(bot.tree_nodes() <= 64);
        assert_eq!(stats.iter().map(|c| c.visits).sum::<u32>(), 400, "iterations go on once the tree is full");
        assert!(bot.tree_bytes() <= config.tree_bytes_bound::<ValeriaAction>());
        // Expert's bound is within 256 MB for both real games' actions.
        let expert = Level::Expert.config();
        assert!(expert.tree_bytes_bound::<ValeriaAction>() <= 256 << 20);
        assert!(expert.tree_bytes_bound::<crate::games::defenders::DefendersAction>() <= 256 << 20);
    }

    #[test]
    fn a_stop_check_ends_the_search_early() {
        let state = pig_with_hidden_card(Bonus(5), Bonus(2));
        let mut calls = 0u32;
        let counter = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
        let c = counter.clone();
        let mut bot = Ismcts::new(small(10_000), Box::new(RandomBot))
            .with_stop(Box::new(move || c.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 24));
        let stats = bot.search(&state, 0, &mut rng(0));
        calls += counter.load(std::sync::atomic::Ordering::Relaxed);
        assert_eq!(stats.iter().map(|c| c.visits).sum::<u32>(), 25);
        assert_eq!(bot.last_iterations(), 25);
        assert!(calls >= 25);
    }

    /// A game where stalling looks best: "wait" returns to the same position, "go" loses.
    #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Doom {
        over: bool,
        waiting: bool,
    }

    /// The test games' one refusal.
    #[allow(non_upper_case_globals)]
    const DoomError: crate::core::RuleError = crate::core::RuleError::GameOver;

    impl Game for Doom {
        type Config = ();
        type Action = u8; // 0 go, 1 wait, 2 come back
        type Chance = ();
        type Event = ();
        type View = Doom;
        const ID: &'static str = "doom";
        const NAME: &'static str = "Doom";
        const MIN_SEATS: u8 = 1;
        const MAX_SEATS: u8 = 1;
        fn new(_: &()) -> Result<Self, crate::core::ConfigError> {
            Ok(Doom { over: false, waiting: false })
        }
        fn seat_count(&self) -> u8 {
            1
        }
        fn to_act(&self) -> ToAct {
            if self.over {
                ToAct::GameOver
            } else {
                ToAct::Decision { seat: 0 }
            }
        }
        fn legal_actions(&self, out: &mut Vec<u8>) {
            out.clear();
            out.extend(if self.waiting { vec![2] } else { vec![0, 1] });
        }
        fn chance_outcomes(&self, out: &mut Vec<crate::core::Weighted<()>>) {
            out.clear();
        }
        fn apply(&mut self, a: &u8) -> Result<Vec<()>, crate::core::RuleError> {
            match (*a, self.waiting) {
                (0, false) => self.over = true,
                (1, false) => self.waiting = true,
                (2, true) => self.waiting = false,
                _ => return Err(DoomError),
            }
            Ok(Vec::new())
        }
        fn apply_chance(&mut self, _: &()) -> Result<Vec<()>, crate::core::RuleError> {
            Err(DoomError)
        }
        fn view(&self, _: Seat) -> Doom {
            self.clone()
        }
        fn outcome(&self) -> Option<Outcome> {
            self.over.then(|| Outcome {
                standing: Standing::Lost,
                reason: "doom".into(),
                summary: String::new(),
                grade: None,
                scores: Vec::new(),
            })
        }
        fn turn(&self) -> u32 {
            1
        }
        fn describe_action(&self, a: &u8) -> String {
            a.to_string()
        }
        fn describe_chance(&self, _: &()) -> String {
            String::new()
        }
        fn describe_event(&self, _: &()) -> String {
            String::new()
        }
    }

    #[test]
    fn it_never_loops_back_to_a_position_with_the_same_move() {
        // The search prefers waiting (0.5) to losing (0), but the game must go on.
        let mut state = Doom::new(&()).unwrap();
        let config = IsmctsConfig { iterations: 50, rollout_steps: 3, ..IsmctsConfig::default() };
        let mut bot = Ismcts::new(config, Box::new(RandomBot));
        let mut r = rng(0);
        let first = bot.choose(&state, 0, &mut r).unwrap();
        assert_eq!(first, 1, "stalling looks better to the search");
        let mut moves = 0;
        while state.to_act() != ToAct::GameOver {
            let a = bot.choose(&state, 0, &mut r).unwrap();
            state.apply(&a).unwrap();
            moves += 1;
            assert!(moves < 10, "the bot loops");
        }
    }
}

//! Information-set Monte Carlo tree search (single-observer ISMCTS), generic over a
//! [`Searchable`] game.
//!
//! Each iteration draws a full state consistent with what the searching seat sees
//! ([`Game::determinize`]), so the search never reads an unseen card or a future roll; chance
//! events met on the way are sampled from their weights. The tree holds decisions only: a child
//! is an action, and its statistics count how often it was *available* (legal in that
//! iteration's world) as well as chosen, which is what makes UCB fair across worlds where not
//! every action exists. Each node's reward is taken from the point of view of the seat that
//! chose its action ([`Outcome::returns`]); in solo and co-op games every seat shares the
//! team's result, so the whole table searches as one team.
//!
//! A rollout plays a few decisions with a given bot (the game's heuristic bot, so the budget
//! buys strength rather than noise) and then scores the position with
//! [`Searchable::evaluate`]; a rollout that reaches the end scores the real result. A rollout
//! whose position is not yet fit to score ([`Searchable::settled`], say halfway through a fight)
//! plays on, up to `UNSETTLED_STEPS` times its budget. At the root the rollout bot's own choice
//! gets a progressive bias, so a small search plays the heuristic's move unless it finds a
//! better one.
//!
//! The budget is a number of iterations, so a search is reproducible from its seed. A time
//! budget needs a clock, which the engine does not have: the caller passes a stop check. The
//! tree is kept between decisions when the bot is told of every decision made at the table
//! ([`Bot::observe`]): the subtree under the actions really played becomes the next root.
//!
//! Reading guide: this file holds the bot and one iteration's outline; `config.rs` the
//! settings, `tree.rs` the nodes and their reuse, `selection.rs` the walk down the tree,
//! `rollout.rs` the play-outs and their scores, `commitment.rs` the paired play-outs of a
//! commitment, `choice.rs` the moves considered and the move played, `stats.rs` and
//! `visited.rs` what a search reports and remembers.
//!
//! [`Outcome::returns`]: crate::core::Outcome::returns

mod choice;
mod commitment;
mod config;
mod rollout;
mod selection;
mod stats;
#[cfg(test)]
mod tests;
mod tree;
mod visited;

use crate::bots::Observation;
use rand_chacha::ChaCha8Rng;

pub use config::IsmctsConfig;
pub use stats::RootStats;
pub(crate) use visited::view_hash;
pub use visited::Visited;

use super::{Bot, Searchable, TrustCheck};
use crate::core::{Game, Seat, Weighted};
use commitment::Weighing;
use tree::Node;

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
    trust: Option<TrustCheck<G>>,
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
    chances: Vec<Weighted<G::Chance>>,
    path: Vec<u32>,
    candidates: Vec<u32>,
    untried: Vec<u32>,
    rewards: Vec<f64>,
}

impl<G: Searchable> Ismcts<G> {
    /// A search with `config`, playing its rollouts with `rollout`, without the game's skips,
    /// commitments and trusts (see [`Ismcts::for_game`]); its evaluation is always the game's.
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

    /// The search `G` plays with (`config`, rolling out with `rollout`): with the game's skips,
    /// commitments and trusts ([`Searchable::search_skips`], [`Searchable::search_commits`],
    /// [`Searchable::search_trusts`]).
    pub fn for_game(config: IsmctsConfig, rollout: Box<dyn Bot<G>>) -> Self {
        let bot = Ismcts::new(config, rollout).with_skip(G::search_skips);
        let bot = match G::search_commits() {
            Some(commits) => bot.with_commitment(commits),
            None => bot,
        };
        match G::search_trusts() {
            Some(trust) => bot.with_trust(trust),
            None => bot,
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
    pub fn with_trust(mut self, trust: TrustCheck<G>) -> Self {
        self.trust = Some(trust);
        self
    }

    /// Weighs commitments apart from the tree: where a move `commits` accepts is legal, the
    /// search compares two plans instead, each iteration on one sampled world and one stream of
    /// chance for both: the commitment now, and the rollout bot's best other move with no
    /// commitment until the turn changes (not "later this turn", which the rollout bot would
    /// often choose at once), each played out by the rollout bot to the end of the game and
    /// scored by [`Searchable::final_score`]. The plan with the better mean is played. A game uses it
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

    /// Iterations the last search ran.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// The root's children after a search for the observing seat: every iteration starts from a
    /// world sampled from `obs` (the search never sees the real state).
    pub fn search(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Vec<RootStats<G::Action>> {
        self.start_search(obs.seat());
        self.search_more(obs, rng, self.config.iterations)
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
        obs: &Observation<'_, G>,
        rng: &mut ChaCha8Rng,
        iterations: u32,
    ) -> Vec<RootStats<G::Action>> {
        if self.weighing.is_some() {
            return self.weigh_more(obs, rng, iterations);
        }
        let seat = obs.seat();
        if self.tree.is_empty() {
            self.tree.push(Node::new(None, seat));
        }
        let seats = usize::from(obs.seat_count()).max(1);
        let max_nodes = self.config.max_nodes.max(1) as usize;
        let mut done = 0u32;
        for iteration in 0..iterations.max(1) {
            if self.stopped(iteration) {
                break;
            }
            done += 1;
            let mut world = obs.sample(rng);
            if self.prior_action.is_none() && (self.config.prior > 0.0 || self.config.confidence > 0.0) {
                // The rollout bot's choice in a world the seat could be in (never the real one).
                self.prior_action = self.rollout.choose(&Observation::new(&world, seat), rng);
            }
            let prior_action = self.prior_action.clone();
            self.select_and_expand(&mut world, rng, prior_action.as_ref(), max_nodes);
            // Rollout, then the score: the real result at the end, else the evaluation.
            let ended = self.roll_out(&mut world, rng);
            self.score_leaf(&world, ended, seats);
            self.backpropagate();
        }
        self.last_iterations += done;
        self.root_stats()
    }

    /// Whether the stop check ends the search before `iteration` (never before the first).
    fn stopped(&mut self, iteration: u32) -> bool {
        iteration > 0 && self.stop.as_mut().is_some_and(|stop| stop())
    }
}

impl<G: Searchable> Bot<G> for Ismcts<G> {
    fn name(&self) -> String {
        format!("ismcts-{}", self.config.iterations)
    }

    /// Searches from worlds the seat could be in, sampled from its observation at every
    /// iteration (in a perfect-information game, the state itself).
    fn choose(&mut self, obs: &Observation<'_, G>, rng: &mut ChaCha8Rng) -> Option<G::Action> {
        let (key, legal) = self.options(obs, rng);
        if legal.len() > 1 {
            self.search(obs, rng);
        }
        self.conclude(key, legal, rng)
    }

    fn explain(&self, obs: &Observation<'_, G>, action: &G::Action) -> Option<String> {
        let why = self.rollout.explain(obs, action);
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

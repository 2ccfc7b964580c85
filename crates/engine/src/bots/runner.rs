//! Plays games to the end with bots in every seat and chance sampled from a seeded RNG.

use crate::bots::Observation;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::{Bot, Level};
use crate::core::{drive, Game, Outcome, Seat, Standing};

/// Which bot fills a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Uniform over legal decisions.
    Random,
    /// The game's own heuristic bot.
    Heuristic,
    /// ISMCTS at [`Level::Easy`].
    Easy,
    /// ISMCTS at [`Level::Normal`].
    Normal,
    /// ISMCTS at [`Level::Hard`].
    Hard,
    /// ISMCTS at [`Level::Expert`].
    Expert,
    /// Ends every turn and passes whenever it may ([`crate::PassiveBot`]): a measuring tool for
    /// simulations, not a player (not in [`BOT_KINDS`], so never offered for a seat).
    Passive,
}

/// Every bot kind, weakest first.
pub const BOT_KINDS: [BotKind; 6] =
    [BotKind::Random, BotKind::Easy, BotKind::Heuristic, BotKind::Normal, BotKind::Hard, BotKind::Expert];

impl BotKind {
    /// The name used on the command line, in the protocol and in summaries.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
            BotKind::Expert => "expert",
            BotKind::Passive => "passive",
        }
    }

    /// What a player reads: "Random", "Quick" (the game's heuristic bot), "Easy", "Normal",
    /// "Hard", "Expert".
    pub fn label(self) -> &'static str {
        match self {
            BotKind::Random => "Random",
            BotKind::Heuristic => "Quick",
            BotKind::Easy => "Easy",
            BotKind::Normal => "Normal",
            BotKind::Hard => "Hard",
            BotKind::Expert => "Expert",
            BotKind::Passive => "Passive",
        }
    }

    /// The kind called `name` (the passive bot too).
    pub fn from_name(name: &str) -> Option<BotKind> {
        BOT_KINDS.into_iter().chain([BotKind::Passive]).find(|k| k.name() == name)
    }

    /// The search level, for the ISMCTS kinds.
    pub fn level(self) -> Option<Level> {
        match self {
            BotKind::Random | BotKind::Heuristic | BotKind::Passive => None,
            BotKind::Easy => Some(Level::Easy),
            BotKind::Normal => Some(Level::Normal),
            BotKind::Hard => Some(Level::Hard),
            BotKind::Expert => Some(Level::Expert),
        }
    }
}

/// How one played-out game went.
#[derive(Clone, Debug, PartialEq)]
pub struct Playout {
    /// The end, or `None` if the step limit stopped it.
    pub outcome: Option<Outcome>,
    /// Decisions made.
    pub actions: u32,
    /// Chance events resolved.
    pub chance_events: u32,
    /// The game's turn counter at the end.
    pub turns: u32,
}

/// Plays `state` to the end: `bots[seat]` decides for each seat (the last bot serves any
/// seat beyond the list), chance is sampled from `rng`. Stops after `max_steps` steps.
pub fn play_out<G: Game>(state: &mut G, bots: &mut [Box<dyn Bot<G>>], rng: &mut ChaCha8Rng, max_steps: u32) -> Playout {
    let run = drive(state, rng, max_steps, |_| {}, |state, seat, rng| choose_and_tell(bots, state, seat, rng));
    Playout { outcome: state.outcome(), actions: run.actions, chance_events: run.chance_events, turns: state.turn() }
}

/// The move of `seat`'s bot in `bots` (the last bot serves any seat beyond the list), told to
/// every bot, and whether the bot took it unchanged from the legal list
/// ([`Bot::picks_from_legal`]).
pub(crate) fn choose_and_tell<G: Game>(
    bots: &mut [Box<dyn Bot<G>>],
    state: &G,
    seat: Seat,
    rng: &mut ChaCha8Rng,
) -> Option<(G::Action, bool)> {
    let n = bots.len();
    let bot = bots.get_mut(usize::from(seat).min(n.saturating_sub(1)))?;
    let action = bot.choose(&Observation::new(state, seat), rng)?;
    let from_legal = bot.picks_from_legal();
    for b in bots.iter_mut() {
        b.observe(&action);
    }
    Some((action, from_legal))
}

/// Statistics of many games with the same bot in every seat.
///
/// For solo and co-op games `wins`/`losses`/`draws` count the team's results. For competitive
/// games they count seat 0's: a win is first place alone, a draw is a shared first place; on
/// sides, a win is seat 0's side winning, a draw is the sides drawing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimSummary {
    /// Game id.
    pub game: String,
    /// Games played.
    pub games: u32,
    /// Master seed.
    pub seed: u64,
    /// Bot name.
    pub bot: String,
    /// Seats.
    pub players: u8,
    /// Wins (see the type's docs).
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
    /// Games stopped by the step limit.
    pub unfinished: u32,
    /// Mean decisions per game.
    pub mean_actions: f64,
    /// Mean chance events per game.
    pub mean_chance_events: f64,
    /// Mean turns per game.
    pub mean_turns: f64,
    /// Games per end reason, e.g. `{"won:reached_target": 10}`.
    pub outcomes: BTreeMap<String, u32>,
    /// First places per seat (competitive games; ties count for each tied seat), or wins per
    /// seat (games played on sides).
    pub wins_by_seat: Vec<u32>,
    /// Games per length in turns (the game's own turns: Valeria's days, Defenders' hero turns).
    #[serde(default)]
    pub lengths: BTreeMap<u32, u32>,
    /// Games per class of the game's own grade (see `Outcome::grade_key`); games without one are
    /// not counted here.
    #[serde(default)]
    pub grades: BTreeMap<String, u32>,
    /// Decisions over all the games (the means are these over `games`; [`SimSummary::merge`]
    /// adds them exactly, so a run split into slices, on any number of threads, sums to the
    /// same summary).
    #[serde(default)]
    pub total_actions: u64,
    /// Chance events over all the games.
    #[serde(default)]
    pub total_chance_events: u64,
    /// Turns over all the games.
    #[serde(default)]
    pub total_turns: u64,
}

impl SimSummary {
    /// The share of finished games won (co-op and solo: the team's; competitive: seat 0's), in
    /// [0, 1]; 0 when no game finished.
    pub fn win_rate(&self) -> f64 {
        let finished = self.wins + self.losses + self.draws;
        if finished == 0 {
            0.0
        } else {
            (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(finished)
        }
    }

    /// The standard error of [`SimSummary::win_rate`]: `sqrt(p (1 - p) / n)` over the finished
    /// games.
    pub fn win_rate_error(&self) -> f64 {
        let finished = self.wins + self.losses + self.draws;
        if finished == 0 {
            return 0.0;
        }
        let p = self.win_rate();
        (p * (1.0 - p) / f64::from(finished)).sqrt()
    }

    /// Adds the games of `other` (a later range of the same run, see [`simulate_range`]) to these.
    /// Counts and totals add up exactly, so the merged summary is the one a single run gives.
    pub fn merge(&mut self, other: &SimSummary) {
        self.total_actions += other.total_actions;
        self.total_chance_events += other.total_chance_events;
        self.total_turns += other.total_turns;
        self.games += other.games;
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for (key, n) in &other.outcomes {
            *self.outcomes.entry(key.clone()).or_insert(0) += n;
        }
        if self.wins_by_seat.len() < other.wins_by_seat.len() {
            self.wins_by_seat.resize(other.wins_by_seat.len(), 0);
        }
        for (mine, theirs) in self.wins_by_seat.iter_mut().zip(&other.wins_by_seat) {
            *mine += theirs;
        }
        for (turns, n) in &other.lengths {
            *self.lengths.entry(*turns).or_insert(0) += n;
        }
        for (grade, n) in &other.grades {
            *self.grades.entry(grade.clone()).or_insert(0) += n;
        }
        self.set_means();
    }

    /// The means from the totals.
    fn set_means(&mut self) {
        let n = f64::from(self.games.max(1));
        self.mean_actions = self.total_actions as f64 / n;
        self.mean_chance_events = self.total_chance_events as f64 / n;
        self.mean_turns = self.total_turns as f64 / n;
    }
}

/// Plays `games` games from `config`, game `i` with its own RNG stream of `seed`, a `make()` bot
/// (of kind `bot`) in every seat.
/// `progress` is called after each game with the number done.
pub fn simulate<G: Game>(
    config: &G::Config,
    games: u32,
    seed: u64,
    bot: BotKind,
    make: impl Fn() -> Box<dyn Bot<G>>,
    progress: impl FnMut(u32),
) -> Result<SimSummary, crate::core::ConfigError> {
    simulate_range(config, 0, games, seed, bot, make, progress)
}

/// Games `first..first + games` of the run [`simulate`] plays with `seed` (game `i` always
/// plays the same, whatever the range): a long run in slices whose summaries
/// [`SimSummary::merge`] adds up to the whole run's. `progress` gets the count done in this
/// slice.
///
/// # Errors
/// The game's refusal of `config`.
pub fn simulate_range<G: Game>(
    config: &G::Config,
    first: u32,
    games: u32,
    seed: u64,
    bot: BotKind,
    make: impl Fn() -> Box<dyn Bot<G>>,
    mut progress: impl FnMut(u32),
) -> Result<SimSummary, crate::core::ConfigError> {
    let start = G::new(config)?;
    let seats = start.seat_count();
    let mut summary = SimSummary {
        game: G::ID.into(),
        games,
        seed,
        bot: bot.name().into(),
        players: seats,
        wins: 0,
        losses: 0,
        draws: 0,
        unfinished: 0,
        mean_actions: 0.0,
        mean_chance_events: 0.0,
        mean_turns: 0.0,
        outcomes: BTreeMap::new(),
        wins_by_seat: vec![0; usize::from(seats)],
        lengths: BTreeMap::new(),
        grades: BTreeMap::new(),
        total_actions: 0,
        total_chance_events: 0,
        total_turns: 0,
    };
    for (done, i) in (first..first.saturating_add(games)).enumerate() {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(u64::from(i));
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats.max(1)).map(|_| make()).collect();
        let mut state = start.clone();
        let run = play_out(&mut state, &mut bots, &mut rng, 1_000_000);
        summary.total_actions += u64::from(run.actions);
        summary.total_chance_events += u64::from(run.chance_events);
        summary.total_turns += u64::from(run.turns);
        *summary.lengths.entry(run.turns).or_insert(0) += 1;
        if let Some(grade) = run.outcome.as_ref().and_then(|o| o.grade_key.clone()) {
            *summary.grades.entry(grade).or_insert(0) += 1;
        }
        let key = match &run.outcome {
            None => {
                summary.unfinished += 1;
                "unfinished".to_string()
            }
            Some(o) => {
                let word = match &o.standing {
                    Standing::Won => {
                        summary.wins += 1;
                        "won"
                    }
                    Standing::Lost => {
                        summary.losses += 1;
                        "lost"
                    }
                    Standing::Drawn => {
                        summary.draws += 1;
                        "drawn"
                    }
                    Standing::Ranked { ranks } => {
                        for (s, r) in ranks.iter().enumerate() {
                            if *r == 0 {
                                if let Some(w) = summary.wins_by_seat.get_mut(s) {
                                    *w += 1;
                                }
                            }
                        }
                        let firsts = ranks.iter().filter(|r| **r == 0).count();
                        match ranks.first() {
                            Some(0) if firsts == 1 => summary.wins += 1,
                            Some(0) => summary.draws += 1,
                            _ => summary.losses += 1,
                        }
                        "ranked"
                    }
                    Standing::Sides { sides, winner } => {
                        for (s, side) in sides.iter().enumerate() {
                            if Some(*side) == *winner {
                                if let Some(w) = summary.wins_by_seat.get_mut(s) {
                                    *w += 1;
                                }
                            }
                        }
                        match (sides.first(), winner) {
                            (_, None) => summary.draws += 1,
                            (Some(side), Some(w)) if side == w => summary.wins += 1,
                            _ => summary.losses += 1,
                        }
                        "sides"
                    }
                };
                format!("{word}:{}", o.reason)
            }
        };
        *summary.outcomes.entry(key).or_insert(0) += 1;
        progress(u32::try_from(done).unwrap_or(u32::MAX).saturating_add(1));
    }
    summary.set_means();
    Ok(summary)
}

//! Campaigns: a series of games with a record carried from one to the next (Firesiege's seven
//! days, each day's branch decided by the last day's outcome, and a defeat track).
//!
//! A game opts in with [`Campaign`]: the record it carries, the config of the next game from
//! the record so far, and how a finished game changes the record. A [`CampaignSession`] holds
//! the games played (each a whole [`Session`], so each replays from its save) and the one in
//! progress. The record is never stored on its own: a campaign save holds the games, and
//! loading one folds the finished games again, so a crafted file cannot claim a record its
//! games do not earn.

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::{SaveError, SaveFile, Session, SessionError};
use crate::core::game::{Game, Outcome, ToAct};

/// Campaign saves say this in their `format` field.
pub const CAMPAIGN_FORMAT: &str = "rampart-campaign";
/// The campaign save format this build writes. Older versions are migrated on load.
pub const CAMPAIGN_VERSION: u32 = 1;

/// What comes after a game of a campaign.
#[derive(Clone, Debug, PartialEq)]
pub enum Next<C> {
    /// Play another game with this config.
    Play(C),
    /// The campaign is over.
    Over(Outcome),
}

/// A game that can be played as a campaign.
pub trait Campaign: Game {
    /// What the campaign carries from game to game (days played, branch, defeat track...).
    type Record: Clone + std::fmt::Debug + PartialEq + Default + Serialize + DeserializeOwned + Send;

    /// What comes next, from the campaign's options (`base`) and the record so far: the config
    /// of the next game, or the campaign's end.
    fn next_game(base: &Self::Config, record: &Self::Record) -> Next<Self::Config>;

    /// Folds a finished game (its final state and outcome) into the record.
    fn carry(record: &mut Self::Record, finished: &Self, outcome: &Outcome);
}

/// Why a campaign refused a step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CampaignError {
    /// The game in progress is not over yet.
    #[error("the current game is not over yet")]
    GameNotOver,
    /// The campaign is over: no game is in progress.
    #[error("the campaign is over")]
    Over,
    /// The next game could not be set up.
    #[error(transparent)]
    Session(#[from] SessionError),
}

/// A campaign in progress: the games played, the record they earned, and the current game.
#[derive(Clone, Debug)]
pub struct CampaignSession<G: Campaign> {
    base: G::Config,
    seed: u64,
    played: Vec<Session<G>>,
    record: G::Record,
    current: Option<Session<G>>,
    end: Option<Outcome>,
}

/// The seed of game `index` of a campaign: each game has its own, all from the campaign's.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<G: Campaign> CampaignSession<G> {
    /// Starts a campaign: its first game (or, if the options give none, its end).
    ///
    /// # Errors
    /// [`SessionError::Config`] if the first game cannot be set up.
    pub fn new(base: G::Config, seed: u64) -> Result<Self, SessionError> {
        let mut campaign =
            CampaignSession { base, seed, played: Vec::new(), record: G::Record::default(), current: None, end: None };
        campaign.start_next()?;
        Ok(campaign)
    }

    fn start_next(&mut self) -> Result<(), SessionError> {
        match G::next_game(&self.base, &self.record) {
            Next::Play(config) => {
                self.current = Some(Session::new(config, game_seed(self.seed, self.played.len()))?);
                self.end = None;
            }
            Next::Over(outcome) => {
                self.current = None;
                self.end = Some(outcome);
            }
        }
        Ok(())
    }

    /// The campaign's options.
    pub fn base(&self) -> &G::Config {
        &self.base
    }

    /// The campaign's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The record earned so far by the finished games.
    pub fn record(&self) -> &G::Record {
        &self.record
    }

    /// The finished games, in order.
    pub fn played(&self) -> &[Session<G>] {
        &self.played
    }

    /// The game in progress (`None` once the campaign is over).
    pub fn current(&self) -> Option<&Session<G>> {
        self.current.as_ref()
    }

    /// The game in progress, to play it.
    pub fn current_mut(&mut self) -> Option<&mut Session<G>> {
        self.current.as_mut()
    }

    /// The number of the game in progress (1-based), or of the last one once over.
    pub fn game_number(&self) -> usize {
        self.played.len() + usize::from(self.current.is_some())
    }

    /// The campaign's end, once it is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.end.as_ref()
    }

    /// Closes the finished game in progress: its outcome goes into the record, and the next
    /// game starts (or the campaign ends). Kept apart from the game's last step so the table
    /// can read the result before moving on.
    ///
    /// # Errors
    /// [`CampaignError::GameNotOver`] while the game is still going, [`CampaignError::Over`]
    /// once the campaign has ended; the campaign is then unchanged.
    pub fn next_game(&mut self) -> Result<(), CampaignError> {
        let Some(current) = self.current.as_ref() else { return Err(CampaignError::Over) };
        let (ToAct::GameOver, Some(outcome)) = (current.to_act(), current.state().outcome()) else {
            return Err(CampaignError::GameNotOver);
        };
        let mut record = self.record.clone();
        G::carry(&mut record, current.state(), &outcome);
        let previous = (self.record.clone(), self.current.take(), self.end.take());
        self.record = record;
        if let Some(done) = previous.1.clone() {
            self.played.push(done);
        }
        if let Err(e) = self.start_next() {
            // Put everything back: the campaign is unchanged.
            self.played.pop();
            (self.record, self.current, self.end) = previous;
            return Err(e.into());
        }
        Ok(())
    }

    /// The campaign as a save: its options and seed, every finished game and the current one.
    pub fn to_save(&self, meta: serde_json::Value) -> CampaignSave {
        CampaignSave {
            format: CAMPAIGN_FORMAT.into(),
            version: CAMPAIGN_VERSION,
            game: G::ID.into(),
            base: serde_json::to_value(&self.base).unwrap_or_default(),
            seed: self.seed,
            played: self.played.iter().map(|s| s.to_save(serde_json::Value::Null)).collect(),
            current: self.current.as_ref().map(|s| s.to_save(serde_json::Value::Null)),
            meta,
        }
    }

    /// Rebuilds a campaign from a save: every game replays from its own save and seed, and the
    /// record is earned again from the finished games.
    ///
    /// # Errors
    /// A [`SaveError`] for another game, a damaged file, a game that does not replay, a
    /// "finished" game that is not over, or a game whose config or seed is not the one the
    /// record calls for.
    pub fn from_save(save: &CampaignSave) -> Result<Self, SaveError> {
        if save.game != G::ID {
            return Err(SaveError::WrongGame { expected: G::ID.into(), found: save.game.clone() });
        }
        let base: G::Config = serde_json::from_value(save.base.clone())
            .map_err(|e| SaveError::Damaged(format!("campaign options: {e}")))?;
        let mut record = G::Record::default();
        let mut played = Vec::with_capacity(save.played.len());
        for (index, file) in save.played.iter().enumerate() {
            let game = Self::load_game(&base, &record, save.seed, index, file)?;
            let outcome = match (game.to_act(), game.state().outcome()) {
                (ToAct::GameOver, Some(outcome)) => outcome,
                _ => return Err(SaveError::Damaged(format!("campaign game {} is not over", index + 1))),
            };
            G::carry(&mut record, game.state(), &outcome);
            played.push(game);
        }
        let index = played.len();
        let (current, end) = match (&save.current, G::next_game(&base, &record)) {
            (Some(file), Next::Play(_)) => (Some(Self::load_game(&base, &record, save.seed, index, file)?), None),
            (None, Next::Over(outcome)) => (None, Some(outcome)),
            (Some(_), Next::Over(_)) => {
                return Err(SaveError::Damaged("a game is in progress after the campaign's end".into()))
            }
            (None, Next::Play(_)) => {
                return Err(SaveError::Damaged("the campaign is not over but no game is in progress".into()))
            }
        };
        Ok(CampaignSession { base, seed: save.seed, played, record, current, end })
    }

    /// Loads game `index` and checks it is the game the record calls for.
    fn load_game(
        base: &G::Config,
        record: &G::Record,
        seed: u64,
        index: usize,
        file: &SaveFile,
    ) -> Result<Session<G>, SaveError> {
        let game = Session::<G>::from_save(file)?;
        let Next::Play(expected) = G::next_game(base, record) else {
            return Err(SaveError::Damaged(format!("campaign game {} comes after the campaign's end", index + 1)));
        };
        if *game.config() != expected || game.seed() != game_seed(seed, index) {
            return Err(SaveError::Damaged(format!(
                "campaign game {} is not the game its record calls for (config or seed differs)",
                index + 1
            )));
        }
        Ok(game)
    }
}

/// A campaign save: options, seed, the finished games and the current one, each a
/// [`SaveFile`]. `meta` carries what the transport keeps beside.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CampaignSave {
    /// Always [`CAMPAIGN_FORMAT`].
    pub format: String,
    /// The format version.
    pub version: u32,
    /// The game id.
    pub game: String,
    /// The campaign's options.
    pub base: serde_json::Value,
    /// The campaign's seed (each game's seed follows from it, see [`game_seed`]).
    pub seed: u64,
    /// The finished games, in order.
    pub played: Vec<SaveFile>,
    /// The game in progress (absent once the campaign is over).
    #[serde(default)]
    pub current: Option<SaveFile>,
    /// Transport data, opaque to the engine.
    #[serde(default)]
    pub meta: serde_json::Value,
}

impl CampaignSave {
    /// Reads a campaign save of any supported version.
    ///
    /// # Errors
    /// [`SaveError::Damaged`] if it is not a campaign save, [`SaveError::TooNew`] if a newer app
    /// wrote it.
    pub fn from_value(value: serde_json::Value) -> Result<CampaignSave, SaveError> {
        if value.get("format").and_then(|f| f.as_str()) != Some(CAMPAIGN_FORMAT) {
            return Err(SaveError::Damaged("not a Rampart campaign (no \"format\": \"rampart-campaign\")".into()));
        }
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| SaveError::Damaged("no format version".into()))?;
        let version = u32::try_from(version).map_err(|_| SaveError::TooNew(u32::MAX))?;
        if version > CAMPAIGN_VERSION {
            return Err(SaveError::TooNew(version));
        }
        let mut save: CampaignSave = serde_json::from_value(value).map_err(|e| SaveError::Damaged(e.to_string()))?;
        // Each game inside goes through the game-save reader, so it migrates like a lone save.
        let migrate = |file: &SaveFile| -> Result<SaveFile, SaveError> {
            SaveFile::from_value(serde_json::to_value(file).map_err(|e| SaveError::Damaged(e.to_string()))?)
        };
        save.played = save.played.iter().map(migrate).collect::<Result<_, _>>()?;
        save.current = save.current.as_ref().map(migrate).transpose()?;
        save.version = CAMPAIGN_VERSION;
        Ok(save)
    }

    /// Reads a campaign save from JSON text.
    ///
    /// # Errors
    /// As [`CampaignSave::from_value`], plus text that is not JSON.
    pub fn from_json(text: &str) -> Result<CampaignSave, SaveError> {
        let value = serde_json::from_str(text).map_err(|e| SaveError::Damaged(e.to_string()))?;
        Self::from_value(value)
    }
}

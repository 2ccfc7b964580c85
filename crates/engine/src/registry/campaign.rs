//! Campaigns through the protocol: a [`CampaignSession`] behind the same [`DynSession`] as a
//! single game. Every game op (view, legal, act, undo, bots...) goes to the campaign's game in
//! progress; [`DynSession::next_game`] closes a finished game into the record and starts the
//! next; the save is the whole campaign ([`CampaignSave`]). Once the campaign is over, the last
//! game stays on show and every op that would change it is refused.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::games::Registered;
use super::session::{BotState, DynSession, LabelledAction, LabelledChance, LogLine};
use super::ProtocolError;
use crate::bots::{BotKind, Clock};
use crate::core::{
    Campaign, CampaignError, CampaignSave, CampaignSession, Outcome, SaveFile, Seat, Session, ToAct, UndoError, Viewer,
};
use crate::games::GameId;

/// Where a campaign stands, for the screen and the saves list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CampaignStatus {
    /// The number of the game on show (1-based).
    pub game_number: usize,
    /// Games finished so far.
    pub played: usize,
    /// The record the finished games earned, in the game's serde form (Firesiege: the day and
    /// the defeat track; the Pig match: games won per seat).
    pub record: Value,
    /// True once the game on show is over and [`DynSession::next_game`] may close it.
    pub game_over: bool,
    /// The campaign's end, once it is over.
    pub outcome: Option<Outcome>,
}

/// A campaign of `G` as a [`DynSession`].
pub(crate) struct CampaignDyn<G: Campaign + Registered> {
    campaign: CampaignSession<G>,
}

impl<G: Campaign + Registered> CampaignDyn<G> {
    /// Starts a campaign.
    ///
    /// # Errors
    /// `BadConfig` if its first game cannot be set up or the options leave no game to play.
    pub(crate) fn start(base: G::Config, seed: u64) -> Result<Box<dyn DynSession>, ProtocolError> {
        let campaign = CampaignSession::<G>::new(base, seed)?;
        Self::checked(campaign).map_err(|e| ProtocolError::new("BadConfig", e))
    }

    /// Rebuilds a campaign from its save.
    ///
    /// # Errors
    /// `DamagedSave`.
    pub(crate) fn load(save: &CampaignSave) -> Result<Box<dyn DynSession>, ProtocolError> {
        let campaign =
            CampaignSession::<G>::from_save(save).map_err(|e| ProtocolError::new("DamagedSave", e.to_string()))?;
        Self::checked(campaign).map_err(|e| ProtocolError::new("DamagedSave", e))
    }

    /// A campaign always has a game to show: one in progress or the last one played.
    fn checked(campaign: CampaignSession<G>) -> Result<Box<dyn DynSession>, String> {
        if campaign.current().is_none() && campaign.played().is_empty() {
            return Err("this campaign has no game to play".into());
        }
        Ok(Box::new(CampaignDyn { campaign }))
    }

    /// The game on show: the one in progress, else the last one played.
    fn shown(&self) -> &Session<G> {
        match (self.campaign.current(), self.campaign.played().last()) {
            (Some(game), _) | (None, Some(game)) => game,
            // `checked` refuses a campaign without either.
            (None, None) => unreachable!("a campaign always has a game to show"),
        }
    }

    /// The game in progress, to change it.
    fn playing(&mut self) -> Result<&mut Session<G>, ProtocolError> {
        self.campaign.current_mut().ok_or_else(over)
    }
}

fn over() -> ProtocolError {
    ProtocolError::new("GameOver", "the campaign is over: no game is in progress")
}

impl From<CampaignError> for ProtocolError {
    fn from(e: CampaignError) -> Self {
        match e {
            CampaignError::GameNotOver => ProtocolError::new("GameNotOver", e.to_string()),
            CampaignError::Over => over(),
            CampaignError::Session(e) => e.into(),
        }
    }
}

impl<G: Campaign + Registered> DynSession for CampaignDyn<G> {
    fn game_id(&self) -> GameId {
        G::GAME
    }
    fn game_name(&self) -> &'static str {
        G::NAME
    }
    fn seat_count(&self) -> u8 {
        DynSession::seat_count(self.shown())
    }
    fn seat_names(&self) -> Vec<String> {
        DynSession::seat_names(self.shown())
    }
    fn config_json(&self) -> Value {
        serde_json::to_value(self.campaign.base()).unwrap_or_default()
    }
    fn seed(&self) -> u64 {
        self.campaign.seed()
    }
    fn to_act(&self) -> ToAct {
        DynSession::to_act(self.shown())
    }
    fn turn(&self) -> u32 {
        DynSession::turn(self.shown())
    }
    fn view(&self, seat: Seat) -> Value {
        DynSession::view(self.shown(), seat)
    }
    fn outcome(&self) -> Option<Outcome> {
        DynSession::outcome(self.shown())
    }
    fn legal(&self) -> Vec<LabelledAction> {
        DynSession::legal(self.shown())
    }
    fn chance(&self) -> Vec<LabelledChance> {
        DynSession::chance(self.shown())
    }
    fn chance_question(&self) -> Option<String> {
        DynSession::chance_question(self.shown())
    }
    fn secret_chance(&self) -> Option<(Seat, LabelledChance)> {
        DynSession::secret_chance(self.shown())
    }
    fn question(&self) -> Option<String> {
        DynSession::question(self.shown())
    }
    fn act(&mut self, seat: Option<Seat>, action: Value) -> Result<Vec<String>, ProtocolError> {
        DynSession::act(self.playing()?, seat, action)
    }
    fn apply_chance(&mut self, outcome: Value) -> Result<Vec<String>, ProtocolError> {
        DynSession::apply_chance(self.playing()?, outcome)
    }
    fn sample_chance(&mut self) -> Result<Vec<String>, ProtocolError> {
        DynSession::sample_chance(self.playing()?)
    }
    fn advance(&mut self) -> Result<Vec<String>, ProtocolError> {
        DynSession::advance(self.playing()?)
    }
    fn bot_move(
        &mut self,
        bot: BotKind,
        clock: Option<Clock>,
        memory: &mut BotState,
    ) -> Result<(LabelledAction, Vec<String>), ProtocolError> {
        DynSession::bot_move(self.playing()?, bot, clock, memory)
    }
    fn bot_hint(&mut self, bot: BotKind, clock: Option<Clock>) -> Result<LabelledAction, ProtocolError> {
        DynSession::bot_hint(self.playing()?, bot, clock)
    }
    fn bot_think(
        &mut self,
        bot: BotKind,
        clock: Clock,
        until: f64,
        memory: &mut BotState,
        thinking: &mut BotState,
    ) -> Result<Option<(LabelledAction, Vec<String>)>, ProtocolError> {
        DynSession::bot_think(self.playing()?, bot, clock, until, memory, thinking)
    }
    fn can_undo(&self, seat: Seat) -> Result<(), UndoError> {
        match self.campaign.current() {
            Some(game) => DynSession::can_undo(game, seat),
            // A finished game's result is in the record: it is not taken back.
            None => Err(UndoError::NothingToUndo),
        }
    }
    fn undo(&mut self, seat: Seat) -> Result<(), UndoError> {
        match self.campaign.current_mut() {
            Some(game) => DynSession::undo(game, seat),
            None => Err(UndoError::NothingToUndo),
        }
    }
    fn can_undo_chance(&self) -> Result<(), UndoError> {
        match self.campaign.current() {
            Some(game) => DynSession::can_undo_chance(game),
            None => Err(UndoError::NothingToUndo),
        }
    }
    fn undo_chance(&mut self) -> Result<(), UndoError> {
        match self.campaign.current_mut() {
            Some(game) => DynSession::undo_chance(game),
            None => Err(UndoError::NothingToUndo),
        }
    }
    fn last_chance(&self) -> Option<(Value, String, Option<u8>)> {
        DynSession::last_chance(self.shown())
    }
    fn last_decider(&self) -> Option<Seat> {
        DynSession::last_decider(self.shown())
    }
    fn latest_decider(&self, by: &dyn Fn(usize, Seat) -> bool) -> Option<Seat> {
        DynSession::latest_decider(self.shown(), by)
    }
    fn can_redo(&self) -> bool {
        self.campaign.current().is_some_and(DynSession::can_redo)
    }
    fn redo(&mut self) -> Result<bool, ProtocolError> {
        DynSession::redo(self.playing()?)
    }
    fn log_lines(&self, from: usize, viewer: Viewer) -> Vec<LogLine> {
        DynSession::log_lines(self.shown(), from, viewer)
    }
    fn steps(&self) -> usize {
        DynSession::steps(self.shown())
    }
    fn save(&self, meta: Value) -> SaveFile {
        // The game on show alone; the campaign's own save is `campaign_save`.
        DynSession::save(self.shown(), meta)
    }
    fn state_hash(&self) -> String {
        DynSession::state_hash(self.shown())
    }
    fn campaign(&self) -> Option<CampaignStatus> {
        Some(CampaignStatus {
            game_number: self.campaign.game_number(),
            played: self.campaign.played().len(),
            record: serde_json::to_value(self.campaign.record()).unwrap_or_default(),
            game_over: DynSession::to_act(self.shown()) == ToAct::GameOver,
            outcome: self.campaign.outcome().cloned(),
        })
    }
    fn campaign_save(&self, meta: Value) -> Option<CampaignSave> {
        Some(self.campaign.to_save(meta))
    }
    fn next_game(&mut self) -> Result<(), ProtocolError> {
        Ok(self.campaign.next_game()?)
    }
}

//! Records: every finished game kept in a per-game history (`record:<id>` in the store), the
//! wins and losses per game, and a finished game watched again step by step.
//!
//! A game's record is written when a step ends it. Undoing out of the end and finishing again
//! rewrites the same record (a session keeps its record's id until a campaign moves on to its
//! next game), so one game is one line however often its ending was taken back.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::handler::Handler;
use super::request::{Mode, SeatKind};
use super::response::{Deleted, SessionView};
use super::sessions::{Entry, SessionMeta};
use crate::core::{Outcome, SaveFile, Seat, Standing};
use crate::games::GameId;
use crate::registry::{self, ProtocolError};

/// How many records of each game keep their steps for a replay; older ones keep their line and
/// their place in the statistics, but not their steps (a browser's storage is small).
/// designed: storage bound (a browser keeps about 5 MB a site; about 60 KB a long Defenders game, so 20 games of each of two games take about 2.4 MB).
pub const REPLAYS_KEPT: usize = 20;

/// How many log lines before the shown step a `record_step` answer carries.
const REPLAY_LOG_LINES: usize = 60;

/// What `records` lists of one finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordSummary {
    /// Record id.
    pub record: String,
    /// The session the game was played in (it may have been deleted since).
    pub session: String,
    /// The game.
    pub game: GameId,
    /// The game's name.
    pub name: String,
    /// Play, Assist or Watch.
    pub mode: Mode,
    /// Who filled each seat at the start.
    pub seats: Vec<SeatKind>,
    /// Who filled each seat at the end (bots may have finished a person's game).
    pub final_seats: Vec<SeatKind>,
    /// What each seat was called at the end ("Eagle Rider").
    pub seat_names: Vec<String>,
    /// The seed.
    pub seed: u64,
    /// The options, in the game's serde form.
    pub config: Value,
    /// How it ended, with the game's grading.
    pub outcome: Outcome,
    /// The last turn, round or day.
    pub turn: u32,
    /// Steps from the start to the end.
    pub steps: usize,
    /// Started, in ms since the epoch.
    pub started_ms: i64,
    /// Finished, in ms since the epoch.
    pub finished_ms: i64,
    /// Time spent playing, in ms: the time between steps, each pause counted as at most five
    /// minutes (a game left for a day is not a day long).
    pub played_ms: i64,
    /// True while the steps are kept, so the game can be watched again ([`REPLAYS_KEPT`]).
    pub replay: bool,
    /// The campaign game's number, for a game of a campaign.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign_game: Option<usize>,
}

impl RecordSummary {
    /// True if a person held a seat at the start (so the result is a player's win or loss,
    /// not a bots' game watched).
    pub fn played_by_a_person(&self) -> bool {
        self.mode != Mode::Watch && self.seats.contains(&SeatKind::Human)
    }
}

/// What the store keeps of a finished game: its line and, while kept, its steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct Record {
    pub(super) summary: RecordSummary,
    /// The game's save (its steps, with the bots' notes in `meta`); dropped past [`REPLAYS_KEPT`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) save: Option<SaveFile>,
}

/// One game's results, over its records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    /// The game.
    pub game: GameId,
    /// The game's name.
    pub name: String,
    /// Games a person played (Play or Assist, with a person in a seat at the start).
    pub played: u32,
    /// Of those, won.
    pub won: u32,
    /// Of those, lost.
    pub lost: u32,
    /// Of those, ended another way (a draw, a ranking).
    pub other: u32,
    /// Games bots played alone (Watch).
    pub watched: u32,
    /// The grade of the latest win, if any ("Honoured Defender").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_win_grade: Option<String>,
}

/// The answer to `records`: the finished games, newest first, and each game's results.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RecordList {
    /// The records asked for, newest first.
    pub records: Vec<RecordSummary>,
    /// Wins and losses of every game that has a record, in menu order (all games, whatever the
    /// filter).
    pub stats: Vec<GameStats>,
}

/// The answer to `record_step`: a finished game as it stood after some of its steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordStep {
    /// The record.
    pub record: RecordSummary,
    /// The step shown: the position after this many steps (0: the setup).
    pub step: usize,
    /// The game at that step, as a play screen shows it (its `session` is the record's id; its
    /// log holds the lines before the step, the last few dozen).
    pub view: SessionView,
}

/// The per-game results of `records`, in menu order.
fn stats(records: &BTreeMap<String, Record>) -> Vec<GameStats> {
    let mut by_game: BTreeMap<GameId, (GameStats, i64)> = BTreeMap::new();
    for record in records.values() {
        let r = &record.summary;
        let (stats, last_win_ms) = by_game.entry(r.game).or_insert_with(|| {
            let stats = GameStats {
                game: r.game,
                name: r.name.clone(),
                played: 0,
                won: 0,
                lost: 0,
                other: 0,
                watched: 0,
                last_win_grade: None,
            };
            (stats, i64::MIN)
        });
        if !r.played_by_a_person() {
            stats.watched += 1;
            continue;
        }
        stats.played += 1;
        match r.outcome.standing {
            Standing::Won => {
                stats.won += 1;
                if r.finished_ms >= *last_win_ms {
                    *last_win_ms = r.finished_ms;
                    stats.last_win_grade.clone_from(&r.outcome.grade);
                }
            }
            Standing::Lost => stats.lost += 1,
            _ => stats.other += 1,
        }
    }
    let order = |game: &GameId| GameId::ALL.iter().position(|g| g == game).unwrap_or(usize::MAX);
    let mut list: Vec<GameStats> = by_game.into_values().map(|(s, _)| s).collect();
    list.sort_by_key(|s| order(&s.game));
    list
}

pub(super) fn no_record(id: &str) -> ProtocolError {
    ProtocolError::new("NoSuchRecord", format!("no record {id:?}"))
}

impl Handler {
    /// Writes (or rewrites) the record of session `id`'s game, which has just ended.
    pub(super) fn record_finish(&mut self, id: &str) {
        let fresh = self.fresh_id('r', |h, rid| h.records.contains_key(rid));
        let now = self.host.now_ms();
        let Some(entry) = self.sessions.get_mut(id) else { return };
        let Some(outcome) = entry.session.outcome() else { return };
        let record_id = entry.meta.record.get_or_insert(fresh).clone();
        let meta = serde_json::to_value(&entry.meta).unwrap_or_default();
        let first_seats =
            if entry.meta.first_seats.is_empty() { entry.meta.seats.clone() } else { entry.meta.first_seats.clone() };
        let s = &entry.session;
        let summary = RecordSummary {
            record: record_id.clone(),
            session: id.to_string(),
            game: s.game_id(),
            name: s.game_name().to_string(),
            mode: entry.meta.mode,
            seats: first_seats,
            final_seats: entry.meta.seats.clone(),
            seat_names: s.seat_names(),
            seed: s.seed(),
            config: s.config_json(),
            outcome,
            turn: s.turn(),
            steps: s.steps(),
            started_ms: entry.meta.game_started_ms.unwrap_or(entry.meta.created_ms),
            finished_ms: now,
            played_ms: entry.meta.played_ms,
            replay: true,
            campaign_game: s.campaign().map(|c| c.game_number),
        };
        let record = Record { summary, save: Some(s.save(meta)) };
        let game = record.summary.game;
        self.keep_record(record);
        self.prune_replays(game);
    }

    /// Stores a record and queues it for the store.
    fn keep_record(&mut self, record: Record) {
        let id = record.summary.record.clone();
        self.changed(format!("record:{id}"), serde_json::to_value(&record).ok());
        self.records.insert(id, record);
    }

    /// Drops the steps of a game's oldest records past [`REPLAYS_KEPT`].
    fn prune_replays(&mut self, game: GameId) {
        let mut with_steps: Vec<(i64, String)> = self
            .records
            .iter()
            .filter(|(_, r)| r.summary.game == game && r.save.is_some())
            .map(|(id, r)| (r.summary.finished_ms, id.clone()))
            .collect();
        if with_steps.len() <= REPLAYS_KEPT {
            return;
        }
        with_steps.sort();
        let excess = with_steps.len() - REPLAYS_KEPT;
        for (_, id) in with_steps.into_iter().take(excess) {
            if let Some(mut record) = self.records.get(&id).cloned() {
                record.save = None;
                record.summary.replay = false;
                self.keep_record(record);
            }
        }
    }

    /// Feeds a stored record back at start-up.
    pub(super) fn restore_record(&mut self, id: &str, value: Value) -> Result<(), ProtocolError> {
        let mut record: Record = serde_json::from_value(value)
            .map_err(|e| ProtocolError::new("DamagedSave", format!("record {id}: {e}")))?;
        record.summary.record = id.to_string();
        record.summary.replay = record.save.is_some();
        self.records.insert(id.to_string(), record);
        Ok(())
    }

    /// `records`: the finished games (of one game, or all), newest first, with every game's
    /// results.
    pub(super) fn records(&self, game: Option<GameId>) -> RecordList {
        let mut records: Vec<RecordSummary> = self
            .records
            .values()
            .filter(|r| game.is_none_or(|g| r.summary.game == g))
            .map(|r| r.summary.clone())
            .collect();
        records.sort_by(|a, b| b.finished_ms.cmp(&a.finished_ms).then_with(|| a.record.cmp(&b.record)));
        RecordList { records, stats: stats(&self.records) }
    }

    /// `record_step`: the record's game after `step` steps (past the end: the end), for `seat`'s
    /// eyes (default: the first person's seat, else seat 0).
    pub(super) fn record_step(&self, id: &str, step: usize, seat: Option<Seat>) -> Result<RecordStep, ProtocolError> {
        let record = self.records.get(id).ok_or_else(|| no_record(id))?;
        let Some(save) = &record.save else {
            return Err(ProtocolError::new(
                "NoReplay",
                format!(
                    "the steps of this {} game are no longer kept (the newest {REPLAYS_KEPT} games of each game keep \
                     theirs)",
                    record.summary.name
                ),
            ));
        };
        let step = step.min(save.log.len());
        let session = registry::replay_prefix(save, step)?;
        let mut meta: SessionMeta = serde_json::from_value(save.meta.clone()).unwrap_or_else(|_| SessionMeta {
            seats: record.summary.seats.clone(),
            mode: record.summary.mode,
            created_ms: record.summary.started_ms,
            updated_ms: record.summary.finished_ms,
            first_seats: Vec::new(),
            notes: BTreeMap::new(),
            record: None,
            played_ms: 0,
            game_started_ms: None,
        });
        // Seen again, the game is shown as it was played: with its first seats.
        meta.seats = record.summary.seats.clone();
        let entry = Entry { session, meta, bot_memory: None, thinking: None };
        let seat = seat.filter(|s| *s < entry.session.seat_count());
        let view = SessionView::of(id, &entry, seat, Vec::new(), step.saturating_sub(REPLAY_LOG_LINES));
        Ok(RecordStep { record: record.summary.clone(), step, view })
    }

    /// `record_delete`.
    pub(super) fn record_delete(&mut self, id: &str) -> Result<Deleted, ProtocolError> {
        self.records.remove(id).ok_or_else(|| no_record(id))?;
        self.changed(format!("record:{id}"), None);
        Ok(Deleted { deleted: id.to_string() })
    }
}

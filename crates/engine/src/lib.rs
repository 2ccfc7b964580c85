//! Rampart's rules engine: the [`Game`] contract with explicit chance, the [`Session`]
//! (log, replay, undo, redo, saves), bots, table-mode trackers and the JSON [`protocol`].
//!
//! The crate is pure: no files, clocks, threads or global RNG. It builds for native and wasm32.
//!
//! ```
//! use rampart_engine::{Game, Pig, PigConfig, Session, ToAct};
//!
//! let mut session = Session::<Pig>::new(PigConfig::default(), 7).unwrap();
//! assert_eq!(session.to_act(), ToAct::Decision { seat: 0 });
//! session.act(&rampart_engine::PigAction::Roll).unwrap();
//! assert_eq!(session.to_act(), ToAct::Chance);
//! session.sample_chance().unwrap();
//! ```

#![warn(missing_docs)]

mod bots;
mod core;
/// Words for numbers ("1 point", "2 points"), for every game's texts and the UI.
pub use crate::core::words;
mod games;
pub mod protocol;
mod registry;
pub mod table;

pub use crate::bots::{
    arena_game, play_out, simulate, simulate_range, ArenaComparison, ArenaGame, ArenaLine, ArenaReport, Bot, BotKind,
    Clock, FastRandomBot, Ismcts, IsmctsConfig, Level, Observation, PassiveBot, PerfectInformation, Playout, RandomBot,
    RootStats, Searchable, SimSummary, Visited, BOT_KINDS, LEVELS,
};
pub use crate::core::{
    clockwise_from, die_outcomes, flow, game_seed, harness, sample_weighted, state_hash, After, Agenda, AgendaTask,
    Campaign, CampaignError, CampaignSave, CampaignSession, ConfigError, Deck, DeckError, Events, Game, LogEntry, Next,
    Outcome, PendingStack, RuleError, Rules, SaveError, SaveFile, Seat, Session, SessionError, Settle, Standing,
    Target, TaskKind, ToAct, Top, Track, TrackError, UndoError, Weighted, Window, WindowError, WindowRules,
    WindowState, CAMPAIGN_FORMAT, CAMPAIGN_VERSION, SAVE_FORMAT, SAVE_VERSION,
};
pub use crate::games::defenders;
pub use crate::games::duel;
pub use crate::games::pig::{
    Bonus, Pig, PigAction, PigAsk, PigChance, PigConfig, PigEvent, PigGreedyBot, PigMatch, PigView,
};
pub use crate::games::thaloria;
pub use crate::games::valeria;
pub use crate::games::{
    game_infos, Choice, GameId, GameInfo, Information, OptionKind, OptionSpec, UnknownGame, Utility,
};
pub use crate::registry::{
    arena_game_by_id, load_session, new_session, simulate_game, simulate_game_range, with_game, ArenaJob, BotState,
    DynSession, GameVisitor, LabelledAction, LabelledChance, LogKind, LogLine, Registered,
};
pub use crate::table::{
    Alert, AlertLevel, Counter, CounterRole, CounterStyle, Derived, DieSpec, GenericTemplate, HistoryEntry, NewTable,
    Player, PlayerSpec, PlayerView, ResultDie, Roll, RolledDie, RuleButton, RuleInput, RuleOp, RuleResult,
    ShareCodeError, ShareQr, Table, TableError, TableKind, TableKindInfo, TableOp, TableView, HISTORY_LIMIT,
    HISTORY_PAGE, TABLE_BUDGET, TABLE_FILE_LIMIT, USER_VALUE_LIMIT,
};

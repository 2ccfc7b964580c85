//! The shared machinery every game uses: the [`Game`] contract, explicit chance, decks,
//! dice, tracks, the pending-decision stack, the [`Session`] and the test harness.

mod agenda;
pub(crate) mod bits;
mod chance;
mod deck;
mod drive;
mod fingerprint;
pub mod flow;
mod game;
pub mod harness;
mod pending;
pub mod secret;
mod session;
mod target;
mod track;
pub mod window;
pub mod words;

pub(crate) use agenda::agenda_task;
pub use chance::{die_outcomes, sample_weighted, Weighted};
pub use deck::{Deck, DeckError};
pub(crate) use drive::{drive, Stop};
pub use fingerprint::fingerprint;
pub use flow::{After, Agenda, AgendaTask, Events, RuleError, Rules, Settle, TaskKind, Top};
pub use game::{ConfigError, Game, Outcome, Seat, Standing, ToAct};
pub use pending::PendingStack;
pub use secret::{KnownTo, SeatSet, Secret, Told, Viewer};
pub use session::campaign::{
    game_seed, Campaign, CampaignError, CampaignSave, CampaignSession, Next, CAMPAIGN_FORMAT, CAMPAIGN_VERSION,
};
pub use session::{LogEntry, SaveError, SaveFile, Session, SessionError, UndoError, SAVE_FORMAT, SAVE_VERSION};
pub use target::Target;
pub use track::{Track, TrackError};
pub use window::{clockwise_from, Window, WindowError, WindowRules, WindowState};

/// Hex digest (128 bits of SHA-256) of a value's canonical JSON: the same on every platform.
pub fn state_hash<T: serde::Serialize>(value: &T) -> String {
    use sha2::{Digest, Sha256};
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let digest = Sha256::digest(&bytes);
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

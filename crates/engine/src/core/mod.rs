//! The shared machinery every game uses: the [`Game`] contract, explicit chance, decks,
//! dice, tracks, the pending-decision stack, the [`Session`] and the test harness.

pub(crate) mod bits;
mod chance;
mod deck;
mod drive;
mod game;
pub mod harness;
mod pending;
mod session;
mod track;

pub use chance::{die_outcomes, sample_weighted, Weighted};
pub use deck::{Deck, DeckError};
pub(crate) use drive::{drive, Stop};
pub use game::{ConfigError, Game, Outcome, RuleError, Seat, Standing, ToAct};
pub use pending::PendingStack;
pub use session::{LogEntry, SaveError, SaveFile, Session, SessionError, UndoError, SAVE_FORMAT, SAVE_VERSION};
pub use track::{Track, TrackError};

/// Hex digest (128 bits of SHA-256) of a value's canonical JSON: the same on every platform.
pub fn state_hash<T: serde::Serialize>(value: &T) -> String {
    use sha2::{Digest, Sha256};
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let digest = Sha256::digest(&bytes);
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

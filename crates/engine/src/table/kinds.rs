//! The tracker kinds and the counters each lays out at the start.

use serde::{Deserialize, Serialize};

use super::session::{CounterRole, TableError};

/// Which tracker a table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableKind {
    /// Any game: Life per player and whatever counters you add.
    Generic,
    /// Heroes and Spells: Realms of Thaloria: wizards' Life Points.
    HeroesAndSpells,
}

/// A kind's entry in the menu (the UI decodes `table_kinds` with this type).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableKindInfo {
    /// Stable id, as in `table_new`'s `kind`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// One line on what it tracks.
    pub description: String,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
}

/// A counter a kind creates for every player.
pub(super) struct PlayerCounter {
    pub label: &'static str,
    pub role: Option<CounterRole>,
    pub min: i32,
    pub max: i32,
    pub default: i32,
}

/// Starting Life in a generic table unless the request says otherwise. designed: LifeTrinket's default.
pub const GENERIC_LIFE: i32 = 20;

impl TableKind {
    /// Every kind, in menu order.
    pub const ALL: [TableKind; 2] = [TableKind::Generic, TableKind::HeroesAndSpells];

    /// The kind's menu entry.
    pub fn info(self) -> TableKindInfo {
        match self {
            TableKind::Generic => TableKindInfo {
                id: "generic".into(),
                name: "Any game".into(),
                description: "Life per player, your own counters, dice and history".into(),
                min_players: 1,
                max_players: 8,
            },
            TableKind::HeroesAndSpells => TableKindInfo {
                id: "heroes-and-spells".into(),
                name: "Heroes and Spells: Realms of Thaloria".into(),
                description: "Wizards' Life Points: 40 with two players, 30 with three to five".into(),
                // rulebook: 2. Players, Components and Setup — "Players: 2 to 5".
                min_players: 2,
                max_players: 5,
            },
        }
    }

    /// The counters each player starts with, for `players` players.
    ///
    /// # Errors
    /// [`TableError::BadPlayers`] if the kind does not take that many players, or a bad life.
    pub(super) fn player_counters(self, players: usize, life: Option<i32>) -> Result<Vec<PlayerCounter>, TableError> {
        let info = self.info();
        if !(info.min_players..=info.max_players).contains(&players) {
            return Err(TableError::BadPlayers(format!(
                "{} takes {} to {} players, not {players}",
                info.name, info.min_players, info.max_players
            )));
        }
        Ok(match self {
            TableKind::Generic => {
                let start = life.unwrap_or(GENERIC_LIFE);
                if !(1..=9999).contains(&start) {
                    return Err(TableError::BadCounter(format!("starting Life must be 1 to 9999, not {start}")));
                }
                vec![PlayerCounter { label: "Life", role: Some(CounterRole::Life), min: 0, max: 9999, default: start }]
            }
            TableKind::HeroesAndSpells => {
                // rulebook: Wizard Life Points — 40 with two players, 30 with three to five.
                let start = if players == 2 { 40 } else { 30 };
                // rulebook: A5.2 — Life cannot normally exceed the start "unless a card
                // specifically allows it"; designed: the tracker allows up to 99 for such cards.
                vec![PlayerCounter {
                    label: "Life Points",
                    role: Some(CounterRole::Life),
                    min: 0,
                    max: 99,
                    default: start,
                }]
            }
        })
    }
}

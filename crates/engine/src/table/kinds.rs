//! The tracker kinds: a generic table and one rules-aware tracker per game.

use serde::{Deserialize, Serialize};

use super::session::TableError;
use super::{defenders, exiled, firesiege, thaloria, valeria};

/// Which tracker a table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableKind {
    /// Any game: Life per player and whatever counters you add.
    Generic,
    /// Siege of Valeria: the day, the Turrets' Impacts and Champions, dice and supplies.
    Valeria,
    /// Firesiege: the horde track, power-ups, Marall, banners, heroes' constitution.
    Firesiege,
    /// The Exiled: Siege: rounds, City and Gate Durability, fortifications, units.
    Exiled,
    /// Heroes and Spells: Realms of Thaloria: Life Points, armies, banners, durations.
    #[serde(alias = "heroes-and-spells")]
    Thaloria,
    /// Defenders of the Realm: War Status, Generals, Tainted Crystals, minions, heroes.
    Defenders,
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
    /// What a player is called at this table ("Player", "Hero", "Wizard", "Side").
    #[serde(default = "player_word")]
    pub player_word: String,
}

fn player_word() -> String {
    "Player".into()
}

/// Starting Life in a generic table unless the request says otherwise. designed: LifeTrinket's default.
pub const GENERIC_LIFE: i32 = 20;

impl TableKind {
    /// Every kind, in menu order.
    pub const ALL: [TableKind; 6] = [
        TableKind::Valeria,
        TableKind::Firesiege,
        TableKind::Exiled,
        TableKind::Thaloria,
        TableKind::Defenders,
        TableKind::Generic,
    ];

    /// Whether the players win or lose together (the cooperative games): a Loss about one player
    /// (a hero whose Life runs out in Firesiege) ends the game for all. Otherwise (Heroes and
    /// Spells, the generic table) such a Loss only puts that player out.
    pub fn shared_fate(self) -> bool {
        match self {
            TableKind::Valeria | TableKind::Firesiege | TableKind::Exiled | TableKind::Defenders => true,
            TableKind::Thaloria | TableKind::Generic => false,
        }
    }

    /// The kind's menu entry.
    pub fn info(self) -> TableKindInfo {
        match self {
            TableKind::Generic => TableKindInfo {
                id: "generic".into(),
                name: "Any game".into(),
                description: "Life per player, your own counters, dice and history".into(),
                min_players: 1,
                max_players: 8,
                player_word: player_word(),
            },
            TableKind::Valeria => valeria::info(),
            TableKind::Firesiege => firesiege::info(),
            TableKind::Exiled => exiled::info(),
            TableKind::Thaloria => thaloria::info(),
            TableKind::Defenders => defenders::info(),
        }
    }

    /// Checks the number of players.
    ///
    /// # Errors
    /// [`TableError::BadPlayers`] if the kind does not take that many players.
    pub(super) fn check_players(self, players: usize) -> Result<(), TableError> {
        let info = self.info();
        if !(info.min_players..=info.max_players).contains(&players) {
            return Err(TableError::BadPlayers(format!(
                "{} takes {} to {} players, not {players}",
                info.name, info.min_players, info.max_players
            )));
        }
        Ok(())
    }
}

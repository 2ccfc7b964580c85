//! The tracker kinds: a generic table and one rules-aware tracker per game. This is the one place
//! that lists the games' trackers: [`TableKind`], [`RuleOp`] and the dispatch from a kind to its
//! [`Tracker`]. A new game adds a variant to both enums, and the compiler names every match here.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::profile::{BoxProblem, BoxProfile, BoxValue};
use super::state::TableState;
use super::templates::{self, GenericTemplate};
use super::tracker::{Change, Layout, Report, Tracker};
use super::turn::TurnOrder;
use crate::games::defenders::tracker::{self as defenders, DefendersTracker};
use crate::games::exiled::tracker::{self as exiled, ExiledTracker};
use crate::games::firesiege::tracker::{self as firesiege, FiresiegeTracker};
use crate::games::thaloria::tracker::{self as thaloria, ThaloriaTracker};
use crate::games::valeria::tracker::{self as valeria, ValeriaTracker};

/// Which tracker a table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableKind {
    /// Any game: a template's counters (Life per player, a score sheet, a round counter; see
    /// [`GenericTemplate`]) and whatever counters you add.
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
            TableKind::Generic => false,
            TableKind::Valeria => ValeriaTracker::SHARED_FATE,
            TableKind::Firesiege => FiresiegeTracker::SHARED_FATE,
            TableKind::Exiled => ExiledTracker::SHARED_FATE,
            TableKind::Thaloria => ThaloriaTracker::SHARED_FATE,
            TableKind::Defenders => DefendersTracker::SHARED_FATE,
        }
    }

    /// The kind's menu entry.
    pub fn info(self) -> TableKindInfo {
        match self {
            TableKind::Generic => TableKindInfo {
                id: "generic".into(),
                name: "Any game".into(),
                description: "Life, a score sheet or a round counter; your own counters, dice and history".into(),
                min_players: 1,
                max_players: 8,
                player_word: player_word(),
            },
            TableKind::Valeria => ValeriaTracker::info(),
            TableKind::Firesiege => FiresiegeTracker::info(),
            TableKind::Exiled => ExiledTracker::info(),
            TableKind::Thaloria => ThaloriaTracker::info(),
            TableKind::Defenders => DefendersTracker::info(),
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

/// A kind's own operation, named by game: `{"game": "valeria", "do": "refresh_champions"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum RuleOp {
    /// Siege of Valeria.
    Valeria(valeria::Rule),
    /// Firesiege.
    Firesiege(firesiege::Rule),
    /// The Exiled: Siege.
    Exiled(exiled::Rule),
    /// Heroes and Spells: Realms of Thaloria.
    Thaloria(thaloria::Rule),
    /// Defenders of the Realm.
    Defenders(defenders::Rule),
}

impl RuleOp {
    /// The kind whose operation this is.
    pub fn kind(&self) -> TableKind {
        match self {
            RuleOp::Valeria(_) => TableKind::Valeria,
            RuleOp::Firesiege(_) => TableKind::Firesiege,
            RuleOp::Exiled(_) => TableKind::Exiled,
            RuleOp::Thaloria(_) => TableKind::Thaloria,
            RuleOp::Defenders(_) => TableKind::Defenders,
        }
    }
}

/// The layout of a new table of `kind` with `players` players (`life`: a generic table's starting
/// Life; `template`: what a generic table starts with; `profile`: the owner's box).
///
/// # Errors
/// [`TableError::BadCounter`] for a starting Life outside [`LIFE_RANGE`](super::import::LIFE_RANGE);
/// [`TableError::UnusedField`] for a starting Life with a template that has no Life.
pub(crate) fn layout(
    kind: TableKind,
    players: usize,
    life: Option<i32>,
    template: GenericTemplate,
    profile: &BoxProfile,
) -> Result<Layout, TableError> {
    Ok(match kind {
        TableKind::Generic => template.layout(players, life)?,
        TableKind::Valeria => ValeriaTracker::layout(players, profile),
        TableKind::Firesiege => FiresiegeTracker::layout(players, profile),
        TableKind::Exiled => ExiledTracker::layout(players, profile),
        TableKind::Thaloria => ThaloriaTracker::layout(players, profile),
        TableKind::Defenders => DefendersTracker::layout(players, profile),
    })
}

/// The designed values of `kind` an owner can match to their box.
pub(crate) fn box_values(kind: TableKind) -> Vec<BoxValue> {
    match kind {
        TableKind::Generic => Vec::new(),
        TableKind::Valeria => ValeriaTracker::box_values(),
        TableKind::Firesiege => FiresiegeTracker::box_values(),
        TableKind::Exiled => ExiledTracker::box_values(),
        TableKind::Thaloria => ThaloriaTracker::box_values(),
        TableKind::Defenders => DefendersTracker::box_values(),
    }
}

/// The kind's rules over a profile's values together.
pub(crate) fn check_box(kind: TableKind, profile: &BoxProfile) -> Vec<BoxProblem> {
    match kind {
        TableKind::Generic => Vec::new(),
        TableKind::Valeria => ValeriaTracker::check_box(profile),
        TableKind::Firesiege => FiresiegeTracker::check_box(profile),
        TableKind::Exiled => ExiledTracker::check_box(profile),
        TableKind::Thaloria => ThaloriaTracker::check_box(profile),
        TableKind::Defenders => DefendersTracker::check_box(profile),
    }
}

/// Runs the kind's rules after a change: refuse it, or carry out its consequences.
///
/// # Errors
/// The tracker's refusal.
pub(crate) fn settle(kind: TableKind, state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    match kind {
        TableKind::Generic => {
            templates::settle(state);
            Ok(Vec::new())
        }
        TableKind::Valeria => ValeriaTracker::settle(state, changes),
        TableKind::Firesiege => FiresiegeTracker::settle(state, changes),
        TableKind::Exiled => ExiledTracker::settle(state, changes),
        TableKind::Thaloria => ThaloriaTracker::settle(state, changes),
        TableKind::Defenders => DefendersTracker::settle(state, changes),
    }
}

/// Applies one of a kind's own operations at a table of `kind`.
///
/// # Errors
/// [`TableError::WrongKind`] for another kind's operation, or the tracker's refusal.
pub(crate) fn rule(
    kind: TableKind,
    state: &mut TableState,
    op: &RuleOp,
    rng: &mut ChaCha8Rng,
) -> Result<String, TableError> {
    if op.kind() != kind {
        return Err(TableError::WrongKind { kind: kind.info().name, op: op.kind().info().name });
    }
    match op {
        RuleOp::Valeria(op) => ValeriaTracker::rule(state, op, rng),
        RuleOp::Firesiege(op) => FiresiegeTracker::rule(state, op, rng),
        RuleOp::Exiled(op) => ExiledTracker::rule(state, op, rng),
        RuleOp::Thaloria(op) => ThaloriaTracker::rule(state, op, rng),
        RuleOp::Defenders(op) => DefendersTracker::rule(state, op, rng),
    }
}

/// Whether the kind's operation starts a new game (see [`Tracker::starts_new_game`]).
pub(crate) fn starts_new_game(op: &RuleOp) -> bool {
    match op {
        RuleOp::Valeria(op) => ValeriaTracker::starts_new_game(op),
        RuleOp::Firesiege(op) => FiresiegeTracker::starts_new_game(op),
        RuleOp::Exiled(op) => ExiledTracker::starts_new_game(op),
        RuleOp::Thaloria(op) => ThaloriaTracker::starts_new_game(op),
        RuleOp::Defenders(op) => DefendersTracker::starts_new_game(op),
    }
}

/// The kind's rulebook turn order (see [`Tracker::turn_order`]); a generic table: each player's
/// turn, clockwise, counted on its Round counter when it has one.
pub(crate) fn turn_order(kind: TableKind, state: &TableState) -> TurnOrder {
    match kind {
        TableKind::Generic => {
            let order = TurnOrder::each_player(state.by_key(templates::ROUND, None).map(|_| templates::ROUND));
            // The rounds template's Turn marker is the active seat: one source of truth.
            match state.by_key(templates::TURN, None) {
                Some(_) => order.active_counter(templates::TURN),
                None => order,
            }
        }
        TableKind::Valeria => ValeriaTracker::turn_order(state),
        TableKind::Firesiege => FiresiegeTracker::turn_order(state),
        TableKind::Exiled => ExiledTracker::turn_order(state),
        TableKind::Thaloria => ThaloriaTracker::turn_order(state),
        TableKind::Defenders => DefendersTracker::turn_order(state),
    }
}

/// What the kind reports about the table now, alerts loudest first.
pub(crate) fn report(kind: TableKind, state: &TableState) -> Report {
    let mut report = match kind {
        TableKind::Generic => Report::default(),
        TableKind::Valeria => ValeriaTracker::report(state),
        TableKind::Firesiege => FiresiegeTracker::report(state),
        TableKind::Exiled => ExiledTracker::report(state),
        TableKind::Thaloria => ThaloriaTracker::report(state),
        TableKind::Defenders => DefendersTracker::report(state),
    };
    // The decks' own alerts, from their rules: written once for every tracker.
    report.alerts.extend(super::deck::alerts(state));
    report.alerts.sort_by_key(|a| std::cmp::Reverse(a.level));
    report
}

//! The engine's table-mode answers (docs/protocol.md, "Table ops") as Rust values, and the
//! TableOp requests the tracker sends. Decoding is lenient (missing fields take defaults) so
//! that an engine that adds fields never breaks the UI.

use serde::Deserialize;
use serde_json::{json, Value};

/// What `table_new`, `table_get`, `table_op`, `table_undo` and `table_redo` answer.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct TableView {
    /// The table's id (`t1`).
    pub table: String,
    /// The table's name, chosen by the players.
    pub name: String,
    /// `generic` or `heroes-and-spells`.
    pub kind: String,
    /// ISO 8601 time of creation.
    pub created: String,
    /// ISO 8601 time of the last change.
    pub updated: String,
    /// The players in seat order.
    pub players: Vec<Player>,
    /// Every counter: per player (with `player`) and shared (without).
    pub counters: Vec<Counter>,
    /// The last roll, if any.
    pub last_roll: Option<Roll>,
    /// Everything that happened, oldest first.
    pub history: Vec<HistoryEntry>,
    /// Whether `table_undo` has something to undo.
    pub can_undo: bool,
    /// What undo would take back.
    pub undo_label: Option<String>,
    /// Whether `table_redo` has something to redo.
    pub can_redo: bool,
    /// What redo would apply again.
    pub redo_label: Option<String>,
}

/// One player at the table.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Player {
    /// Seat index, used by ops that name a player.
    pub index: usize,
    /// The player's name.
    pub name: String,
    /// A CSS colour (`#e05d5d`).
    pub colour: String,
    /// Derived by the engine: life at 0.
    pub defeated: bool,
}

/// One counter (Life Points, a token count, a track).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Counter {
    /// Stable id used by ops (`life-0`).
    pub id: String,
    /// What the players call it.
    pub label: String,
    /// The owning player's index, or None for a shared counter.
    pub player: Option<usize>,
    /// `life` for the Life Points counter; other roles are shown as ordinary counters.
    pub role: Option<String>,
    /// The current value.
    pub value: i64,
    /// Lowest allowed value, if bounded.
    pub min: Option<i64>,
    /// Highest allowed value, if bounded.
    pub max: Option<i64>,
    /// Where `reset` puts it back.
    pub default: Option<i64>,
}

impl Counter {
    /// True for a player's Life Points.
    pub fn is_life(&self) -> bool {
        self.role.as_deref() == Some("life")
    }
}

/// A roll of one or more dice.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct Roll {
    /// ISO 8601 time of the roll.
    pub at: String,
    /// Who rolled, if a player was named.
    pub player: Option<usize>,
    /// Each die and the face it showed.
    pub dice: Vec<RolledDie>,
    /// The sum of the numeric faces, when there is one.
    pub total: Option<i64>,
}

/// One die of a roll.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct RolledDie {
    /// `d6`, or the name of a custom die.
    pub die: String,
    /// The face's label (`4`, `Hit`).
    pub face: String,
    /// The face's number, for numeric dice.
    pub value: Option<i64>,
}

/// One line of the table's history.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct HistoryEntry {
    /// ISO 8601 time.
    pub at: String,
    /// What happened, in words.
    pub text: String,
}

/// One row of `table_list`.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct TableSummary {
    /// The table's id.
    pub table: String,
    /// The table's name.
    pub name: String,
    /// `generic` or `heroes-and-spells`.
    pub kind: String,
    /// The players: names, objects with a name, or a count.
    pub players: Value,
    /// When it last changed: ISO 8601 text or milliseconds.
    pub updated: Value,
}

impl TableSummary {
    /// The players' names joined for display ("Ann, Bob"), or "3 players".
    pub fn players_text(&self) -> String {
        match &self.players {
            Value::Array(players) => players
                .iter()
                .filter_map(|player| match player {
                    Value::String(name) => Some(name.clone()),
                    Value::Object(object) => object.get("name").and_then(Value::as_str).map(str::to_string),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join(", "),
            Value::Number(count) => match count.as_u64() {
                Some(1) => "1 player".to_string(),
                Some(count) => format!("{count} players"),
                None => String::new(),
            },
            _ => String::new(),
        }
    }

    /// The last change as ISO text (milliseconds are converted by the caller's clock helper).
    pub fn updated_iso(&self) -> Option<String> {
        match &self.updated {
            Value::String(text) => Some(text.clone()),
            _ => None,
        }
    }

    /// The last change in milliseconds since the epoch, when given as a number.
    pub fn updated_ms(&self) -> Option<f64> {
        self.updated.as_f64()
    }
}

/// A table kind offered by `games` (`table_kinds`).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct TableKind {
    /// `generic`, `heroes-and-spells`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// One sentence.
    pub description: String,
    /// Fewest players, if the kind has a minimum.
    pub min_players: Option<usize>,
    /// Most players, if the kind has a maximum.
    pub max_players: Option<usize>,
}

impl TableKind {
    /// The kinds the protocol names, for when `games` is not available.
    pub fn builtin() -> Vec<TableKind> {
        vec![
            TableKind {
                id: "generic".into(),
                name: "Any game".into(),
                description: "Life Points and any counters you add.".into(),
                min_players: Some(1),
                max_players: Some(8),
            },
            TableKind {
                id: "heroes-and-spells".into(),
                name: "Heroes and Spells".into(),
                description: "Realms of Thaloria: wizards' Life Points.".into(),
                // rulebook: Setup — 2 to 5 wizards.
                min_players: Some(2),
                max_players: Some(5),
            },
        ]
    }
}

/// A human name for a table kind id.
pub fn kind_name(kind: &str) -> String {
    match kind {
        "generic" => "Any game".to_string(),
        "heroes-and-spells" => "Heroes and Spells".to_string(),
        other => other.to_string(),
    }
}

/// A die the tracker can roll: numeric (`sides`) or custom (named faces).
#[derive(Clone, Debug, PartialEq, serde::Serialize, Deserialize)]
#[serde(untagged)]
pub enum DieSpec {
    /// A numbered die, 1 to `sides`.
    Numeric {
        /// Number of faces.
        sides: u32,
    },
    /// A die with labelled faces.
    Custom {
        /// What the die is called.
        name: String,
        /// One label per face.
        faces: Vec<String>,
    },
}

/// Builders for the TableOp objects sent with `table_op`.
pub mod op {
    use super::*;

    /// Adds `delta` to a counter.
    pub fn adjust(counter: &str, delta: i64) -> Value {
        json!({"type": "adjust", "counter": counter, "delta": delta})
    }

    /// Sets a counter to a value.
    pub fn set(counter: &str, value: i64) -> Value {
        json!({"type": "set", "counter": counter, "value": value})
    }

    /// Puts every counter back to its default.
    pub fn reset_all() -> Value {
        json!({"type": "reset_all"})
    }

    /// Puts a counter back to its default.
    pub fn reset(counter: &str) -> Value {
        json!({"type": "reset", "counter": counter})
    }

    /// Adds a counter: to one player, to every player, or shared.
    pub fn add_counter(label: &str, scope: CounterScope, min: i64, max: i64, default: i64) -> Value {
        let (player, per_player) = match scope {
            CounterScope::Shared => (Value::Null, false),
            CounterScope::EachPlayer => (Value::Null, true),
            CounterScope::Player(index) => (json!(index), false),
        };
        json!({"type": "add_counter", "label": label, "player": player, "per_player": per_player,
               "min": min, "max": max, "default": default})
    }

    /// Removes a counter.
    pub fn remove_counter(counter: &str) -> Value {
        json!({"type": "remove_counter", "counter": counter})
    }

    /// Adds a player.
    pub fn add_player(name: &str, colour: &str) -> Value {
        json!({"type": "add_player", "name": name, "colour": colour})
    }

    /// Removes a player.
    pub fn remove_player(player: usize) -> Value {
        json!({"type": "remove_player", "player": player})
    }

    /// Renames a player.
    pub fn rename_player(player: usize, name: &str) -> Value {
        json!({"type": "rename_player", "player": player, "name": name})
    }

    /// Changes a player's colour.
    pub fn set_colour(player: usize, colour: &str) -> Value {
        json!({"type": "set_colour", "player": player, "colour": colour})
    }

    /// Renames the table.
    pub fn rename(name: &str) -> Value {
        json!({"type": "rename", "name": name})
    }

    /// Rolls dice; every roll is logged by the engine.
    pub fn roll(dice: &[DieSpec]) -> Value {
        json!({"type": "roll", "dice": dice})
    }
}

/// Who a new counter belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterScope {
    /// One counter for the whole table.
    Shared,
    /// One counter per player.
    EachPlayer,
    /// One counter for one player.
    Player(usize),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_table_view_decodes() {
        let view: TableView = serde_json::from_value(json!(
            {"table": "t1", "name": "Friday night", "kind": "generic",
             "created": "2026-11-30T10:00:00Z", "updated": "2026-11-30T10:05:00Z",
             "players": [{"index": 0, "name": "Ann", "colour": "#e05d5d", "defeated": false}],
             "counters": [{"id": "life-0", "label": "Life", "player": 0, "role": "life",
                           "value": 20, "min": 0, "max": 999, "default": 20}],
             "last_roll": {"at": "...", "player": 0, "dice": [{"die": "d6", "face": "4", "value": 4}], "total": 4},
             "history": [{"at": "...", "text": "Ann: Life 20 → 19"}],
             "can_undo": true, "undo_label": "Ann: Life 20 → 19", "can_redo": false, "redo_label": null}
        ))
        .unwrap();
        assert_eq!(view.players[0].name, "Ann");
        assert!(view.counters[0].is_life());
        assert_eq!(view.counters[0].max, Some(999));
        assert_eq!(view.last_roll.unwrap().total, Some(4));
        assert_eq!(view.undo_label.as_deref(), Some("Ann: Life 20 → 19"));
        assert_eq!(view.redo_label, None);
    }

    #[test]
    fn a_sparse_view_decodes_with_defaults() {
        let view: TableView = serde_json::from_value(json!({"table": "t2"})).unwrap();
        assert!(view.players.is_empty() && view.last_roll.is_none() && !view.can_undo);
    }

    #[test]
    fn table_ops_match_the_protocol() {
        assert_eq!(op::adjust("life-0", -5), json!({"type": "adjust", "counter": "life-0", "delta": -5}));
        assert_eq!(
            op::roll(&[
                DieSpec::Numeric { sides: 6 },
                DieSpec::Custom { name: "Attack".into(), faces: vec!["Hit".into(), "Miss".into()] }
            ]),
            json!({"type": "roll", "dice": [{"sides": 6}, {"name": "Attack", "faces": ["Hit", "Miss"]}]})
        );
        let each = op::add_counter("Gold", CounterScope::EachPlayer, 0, 99, 3);
        assert_eq!(each["per_player"], json!(true));
        assert_eq!(each["player"], Value::Null);
        assert_eq!(op::add_counter("Gold", CounterScope::Player(2), 0, 9, 0)["player"], json!(2));
    }

    #[test]
    fn summaries_name_their_players() {
        let names: TableSummary =
            serde_json::from_value(json!({"table": "t1", "players": ["Ann", {"name": "Bob"}]})).unwrap();
        assert_eq!(names.players_text(), "Ann, Bob");
        let count: TableSummary = serde_json::from_value(json!({"table": "t1", "players": 3})).unwrap();
        assert_eq!(count.players_text(), "3 players");
    }
}

//! Table mode as the tracker sees it: the engine's own view types (decoded from the protocol's
//! JSON), the `table_list` summary, and builders for the TableOp requests the tracker sends.

use serde::Deserialize;
use serde_json::{json, Value};

pub use rampart_engine::{
    Alert, AlertLevel, Counter, CounterStyle, Derived, DieSpec, HistoryEntry, PlayerView as Player, Roll, RuleButton,
    RuleOp, RuleResult, TableKindInfo as TableKind, TableOp, TableView,
};

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

/// Every tracker kind the engine has, for when `games` is not available.
pub fn builtin_kinds() -> Vec<TableKind> {
    rampart_engine::TableKind::ALL.iter().map(|k| k.info()).collect()
}

/// A human name for a table kind id.
pub fn kind_name(kind: &str) -> String {
    serde_json::from_value::<rampart_engine::TableKind>(json!(kind))
        .map(|k| k.info().name)
        .unwrap_or_else(|_| kind.to_string())
}

/// Builders for the TableOp objects sent with `table_op` (the engine's own TableOp, as JSON).
pub mod op {
    use super::*;

    fn to_json(op: TableOp) -> Value {
        serde_json::to_value(op).unwrap_or(Value::Null)
    }

    fn i32_of(v: i64) -> i32 {
        i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
    }

    /// "Who starts?": the first player.
    pub fn turn_first(player: usize) -> Value {
        to_json(TableOp::TurnFirst { player })
    }

    /// Next step of the turn order.
    pub fn turn_next() -> Value {
        to_json(TableOp::TurnNext {})
    }

    /// The step before.
    pub fn turn_back() -> Value {
        to_json(TableOp::TurnBack {})
    }

    /// Adds `delta` to a counter.
    pub fn adjust(counter: &str, delta: i64) -> Value {
        to_json(TableOp::Adjust { counter: counter.into(), delta: i32_of(delta) })
    }

    /// Draws one card from a deck.
    pub fn draw(counter: &str) -> Value {
        to_json(TableOp::Draw { counter: counter.into() })
    }

    /// Shuffles a deck's discard pile back into it.
    pub fn reshuffle(counter: &str) -> Value {
        to_json(TableOp::Reshuffle { counter: counter.into() })
    }

    /// Sets a counter to a value.
    pub fn set(counter: &str, value: i64) -> Value {
        to_json(TableOp::Set { counter: counter.into(), value: i32_of(value) })
    }

    /// Puts every counter back to its default.
    pub fn reset_all() -> Value {
        to_json(TableOp::ResetAll)
    }

    /// Puts a counter back to its default.
    pub fn reset(counter: &str) -> Value {
        to_json(TableOp::Reset { counter: counter.into() })
    }

    /// Adds a counter: to one player, to every player, or shared.
    pub fn add_counter(label: &str, scope: CounterScope, min: i64, max: i64, default: i64) -> Value {
        let (player, per_player) = match scope {
            CounterScope::Shared => (None, false),
            CounterScope::EachPlayer => (None, true),
            CounterScope::Player(index) => (Some(index), false),
        };
        to_json(TableOp::AddCounter {
            label: label.into(),
            player,
            per_player,
            min: i32_of(min),
            max: i32_of(max),
            default: i32_of(default),
        })
    }

    /// Removes a counter.
    pub fn remove_counter(counter: &str) -> Value {
        to_json(TableOp::RemoveCounter { counter: counter.into() })
    }

    /// Adds a player.
    pub fn add_player(name: &str, colour: &str) -> Value {
        to_json(TableOp::AddPlayer { name: name.into(), colour: Some(colour.into()) })
    }

    /// Removes a player.
    pub fn remove_player(player: usize) -> Value {
        to_json(TableOp::RemovePlayer { player })
    }

    /// Renames a player.
    pub fn rename_player(player: usize, name: &str) -> Value {
        to_json(TableOp::RenamePlayer { player, name: name.into() })
    }

    /// Changes a player's colour.
    pub fn set_colour(player: usize, colour: &str) -> Value {
        to_json(TableOp::SetColour { player, colour: colour.into() })
    }

    /// "Match your box": the table reads `profile`'s values.
    pub fn match_box(profile: &rampart_engine::table::BoxProfile) -> Value {
        to_json(TableOp::MatchBox { profile: profile.clone() })
    }

    /// Renames the table.
    pub fn rename(name: &str) -> Value {
        to_json(TableOp::Rename { name: name.into() })
    }

    /// Rolls dice; every roll is logged by the engine.
    pub fn roll(dice: &[DieSpec]) -> Value {
        to_json(TableOp::Roll { dice: dice.to_vec(), player: None })
    }

    /// Moves `amount` between two counters of one conservation pool.
    pub fn transfer(from: &str, to: &str, amount: i64) -> Value {
        to_json(TableOp::Transfer { from: from.into(), to: to.into(), amount: i32_of(amount) })
    }

    /// "Next": one step on, carrying past the last step.
    pub fn advance(counter: &str) -> Value {
        to_json(TableOp::Advance { counter: counter.into() })
    }

    /// One of the kind's own operations, as a button gives it.
    pub fn rule(rule: &RuleOp) -> Value {
        to_json(TableOp::Rule { rule: rule.clone() })
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
             "counters": [{"id": "c1", "label": "Life", "player": 0, "role": "life",
                           "value": 20, "min": 0, "max": 999, "default": 20}],
             "last_roll": {"at": "2026-11-30T10:04:00Z", "player": 0,
                           "dice": [{"die": "d6", "face": "4", "value": 4}], "total": 4},
             "history": [{"at": "2026-11-30T10:05:00Z", "text": "Ann: Life 20 → 19"}], "history_total": 120,
             "can_undo": true, "undo_label": "Ann: Life 20 → 19", "can_redo": false, "redo_label": null}
        ))
        .unwrap();
        assert_eq!(view.players[0].name, "Ann");
        assert!(view.counters[0].is_life());
        assert_eq!(view.counters[0].max, 999);
        assert_eq!(view.last_roll.unwrap().total, 4);
        assert_eq!((view.history.len(), view.history_total), (1, 120), "the view carries the newest page");
        assert_eq!(view.undo_label.as_deref(), Some("Ann: Life 20 → 19"));
        assert_eq!(view.redo_label, None);
    }

    #[test]
    fn kinds_are_named_by_the_engine() {
        assert_eq!(kind_name("heroes-and-spells"), "Heroes and Spells: Realms of Thaloria");
        assert_eq!(kind_name("thaloria"), kind_name("heroes-and-spells"), "old saves keep their name");
        assert_eq!(kind_name("unknown"), "unknown");
        let kinds = builtin_kinds();
        assert_eq!(kinds.len(), 6);
        assert_eq!(kinds.last().map(|k| k.id.as_str()), Some("generic"), "the five games first");
    }

    #[test]
    fn table_ops_match_the_protocol() {
        assert_eq!(op::adjust("c1", -5), json!({"type": "adjust", "counter": "c1", "delta": -5}));
        assert_eq!(
            op::roll(&[
                DieSpec::Standard { sides: 6 },
                DieSpec::Custom { name: "Attack".into(), faces: vec!["Hit".into(), "Miss".into()] }
            ]),
            json!({"type": "roll", "dice": [{"sides": 6}, {"name": "Attack", "faces": ["Hit", "Miss"]}], "player": null})
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

//! The answers that describe things: the game list ([`GameList`], typed, so the UI decodes the
//! engine's own types), a session's view and its summary line.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::request::SeatKind;
use super::sessions::{undo_step, Entry, UndoStep};
use crate::core::{Seat, ToAct, Viewer};
use crate::games::{game_infos, GameInfo};
use crate::table::{TableKind, TableKindInfo};

/// The answer to `games`: the playable games, the engine's test games and the table kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameList {
    /// The games to play, in menu order.
    pub games: Vec<GameInfo>,
    /// The games that exist to test the engine.
    pub test_games: Vec<GameInfo>,
    /// The table-mode trackers.
    pub table_kinds: Vec<TableKindInfo>,
}

impl GameList {
    /// Every game and every table kind.
    pub fn new() -> GameList {
        let (test_games, games) = game_infos().into_iter().partition(|g| g.test_only);
        GameList { games, test_games, table_kinds: TableKind::ALL.iter().map(|k| k.info()).collect() }
    }
}

impl Default for GameList {
    fn default() -> Self {
        GameList::new()
    }
}

/// A session's line in `list_sessions`.
pub(super) fn session_summary(id: &str, e: &Entry) -> Value {
    json!({
        "session": id,
        "game": e.session.game_id(),
        "name": e.session.game_name(),
        "mode": e.meta.mode,
        "seats": e.meta.seats,
        "seed": e.session.seed(),
        "turn": e.session.turn(),
        "steps": e.session.steps(),
        "over": e.session.to_act() == ToAct::GameOver,
        "outcome": e.session.outcome(),
        "created_ms": e.meta.created_ms,
        "updated_ms": e.meta.updated_ms,
    })
}

/// The SessionView of docs/protocol.md, for `seat` (default: the person to act, else the first
/// person), with the events of this step and the log from `log_from` on.
pub(super) fn session_view(id: &str, entry: &Entry, seat: Option<Seat>, events: Vec<String>, log_from: usize) -> Value {
    let s = &entry.session;
    let to_act = s.to_act();
    let first_human = entry.meta.seats.iter().position(|k| *k == SeatKind::Human).map(|i| i as Seat);
    let viewer = seat.unwrap_or(match to_act {
        ToAct::Decision { seat } if entry.meta.seats.get(usize::from(seat)) == Some(&SeatKind::Human) => seat,
        _ => first_human.unwrap_or(0),
    });
    let undo = undo_step(entry, None);
    // In Assist mode, the roll or draw that undo takes back, so the screen can offer to fix it.
    let undo_chance = match &undo {
        Ok(UndoStep::Chance) => {
            s.last_chance().map(|(outcome, text)| json!({"outcome": outcome, "text": text})).unwrap_or(Value::Null)
        }
        _ => Value::Null,
    };
    let log: Vec<Value> = s
        .log_lines(log_from, Viewer::Seat(viewer))
        .into_iter()
        .map(|line| {
            let note = entry.meta.notes.get(&line.step).cloned();
            let bot = note.is_some();
            let mut value = serde_json::to_value(line).unwrap_or_default();
            if let Some(object) = value.as_object_mut() {
                object.insert("bot".into(), Value::Bool(bot));
                object.insert("why".into(), note.map_or(Value::Null, Value::String));
            }
            value
        })
        .collect();
    json!({
        "session": id,
        "game": s.game_id(),
        "name": s.game_name(),
        "seed": s.seed(),
        "config": s.config_json(),
        "mode": entry.meta.mode,
        "seats": entry.meta.seats,
        "seat_names": s.seat_names(),
        "first_seats": if entry.meta.first_seats.is_empty() { &entry.meta.seats } else { &entry.meta.first_seats },
        "to_act": to_act,
        "turn": s.turn(),
        "steps": s.steps(),
        "viewer": viewer,
        "view": s.view(viewer),
        "outcome": s.outcome(),
        "can_undo": undo.is_ok(),
        "undo_blocked": undo.err().map(|e| e.message),
        "undo_chance": undo_chance,
        "can_redo": s.can_redo(),
        "events": events,
        "log": log,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    #[test]
    fn the_game_list_is_every_game_id_in_menu_order() {
        let list = GameList::new();
        let ids: Vec<GameId> = list.games.iter().chain(&list.test_games).map(|g| g.id).collect();
        assert_eq!(ids, GameId::ALL);
        assert!(list.games.iter().all(|g| !g.test_only) && list.test_games.iter().all(|g| g.test_only));
    }

    #[test]
    fn the_game_list_reads_back_as_the_same_types() {
        let list = GameList::new();
        let json = serde_json::to_value(&list).unwrap();
        assert_eq!(json["games"][0]["id"], "valeria");
        assert_eq!(json["test_games"][0]["id"], "pig");
        let back: GameList = serde_json::from_value(json).unwrap();
        assert_eq!(back, list);
    }
}

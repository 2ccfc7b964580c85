//! The registry of games: ids on the wire, and metadata that matches each game's config.

use serde_json::{json, Map, Value};

use super::{new_session, with_game, GameVisitor, Registered};
use crate::games::*;

/// The ids saves, sessions and the protocol have always used.
const WIRE_IDS: [&str; 5] = ["valeria", "thaloria", "defenders", "pig", "duel"];

#[test]
fn all_lists_every_variant() {
    // The derive's own list of variants, read from its error message, so that a variant left out
    // of `ALL` fails here even though the compiler cannot see it.
    let e = serde_json::from_value::<GameId>(json!("?")).unwrap_err().to_string();
    let listed: Vec<&str> = e.split("expected one of ").nth(1).unwrap_or_default().split(", ").collect();
    let listed: Vec<&str> = listed.iter().map(|v| v.trim_matches('`')).collect();
    assert_eq!(listed, GameId::ALL.map(GameId::as_str), "{e}");
}

#[test]
fn every_game_id_round_trips_through_serde_as_todays_string() {
    assert_eq!(GameId::ALL.len(), WIRE_IDS.len());
    for (id, wire) in GameId::ALL.into_iter().zip(WIRE_IDS) {
        assert_eq!(serde_json::to_value(id).unwrap(), json!(wire));
        assert_eq!(serde_json::from_value::<GameId>(json!(wire)).unwrap(), id);
        assert_eq!(id.as_str(), wire);
        assert_eq!(id.to_string(), wire);
        assert_eq!(wire.parse::<GameId>(), Ok(id));
    }
    let unknown = "chess".parse::<GameId>().unwrap_err();
    assert_eq!(unknown.to_string(), "no game called \"chess\" (known: valeria, thaloria, defenders, pig, duel)");
    assert!(serde_json::from_value::<GameId>(json!("Valeria")).is_err(), "ids are case-sensitive");
}

/// What `with_game` finds for an id, as seen from the game type.
struct Facts;
impl GameVisitor for Facts {
    type Out = (GameId, &'static str, &'static str, u8, u8, GameInfo);
    fn visit<G: Registered>(self) -> Self::Out {
        (G::GAME, G::ID, G::NAME, G::MIN_SEATS, G::MAX_SEATS, G::info())
    }
}

#[test]
fn with_game_finds_the_game_whose_consts_and_metadata_agree() {
    for id in GameId::ALL {
        let (game, game_id, name, min, max, info) = with_game(id, Facts);
        assert_eq!(game, id);
        assert_eq!(game_id, id.as_str());
        assert_eq!(info.id, id);
        assert_eq!(info.name, name);
        assert_eq!((info.min_seats, info.max_seats), (min, max), "{id}");
        assert!(!info.seat_name.is_empty() && !info.turn_word.is_empty() && !info.description.is_empty());
        assert_eq!(id.info(), info);
    }
    assert_eq!(game_infos().iter().map(|g| g.id).collect::<Vec<_>>(), GameId::ALL);
}

#[test]
fn every_option_is_a_field_of_the_config_with_its_default() {
    for id in GameId::ALL {
        let info = id.info();
        let defaults = info.default_config.as_object().cloned().unwrap_or_default();
        let mut keys: Vec<&str> = info.options.iter().map(|o| o.key.as_str()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), info.options.len(), "{id}: an option is listed twice");
        for option in &info.options {
            let what = format!("{id}: {}", option.key);
            assert!(
                option.source.starts_with("rulebook: ") || option.source.starts_with("designed: "),
                "{what}: the source says rulebook or designed"
            );
            assert!(!option.label.is_empty(), "{what}");
            // A switch that is off may be left out of the config (so old saves hash as before).
            let default = defaults.get(&option.key).cloned().unwrap_or(Value::Bool(false));
            assert_eq!(option.default, default, "{what}: the default is the config's");
            match &option.kind {
                OptionKind::Seats { min, max } => assert_eq!((*min, *max), (info.min_seats, info.max_seats), "{what}"),
                OptionKind::Int { min, max } => assert!(min < max, "{what}"),
                OptionKind::Choice { choices } | OptionKind::Subset { choices, .. } => {
                    assert!(!choices.is_empty(), "{what}")
                }
                OptionKind::PerSeatChoice { choices, .. } => {
                    assert!(choices.len() >= usize::from(info.max_seats), "{what}: enough for every seat")
                }
                OptionKind::Bool => {}
            }
        }
        // Every field of the config is an option: a form built from the options misses none.
        for key in defaults.keys() {
            assert!(info.option(key).is_some(), "{id}: the config's {key} is not among the options");
        }
    }
}

/// A config that sets every option away from its default (as far as the option allows).
fn config_off_default(info: &GameInfo) -> Value {
    let seats = info.max_seats;
    let mut config = Map::new();
    for option in &info.options {
        let value = match &option.kind {
            OptionKind::Seats { max, .. } => json!(max),
            OptionKind::Bool => json!(option.default != json!(true)),
            OptionKind::Int { max, .. } => json!(max),
            OptionKind::Choice { choices } => choices.last().map(|c| c.value.clone()).unwrap_or_default(),
            OptionKind::PerSeatChoice { choices, .. } => {
                Value::Array(choices.iter().take(usize::from(seats)).map(|c| c.value.clone()).collect())
            }
            OptionKind::Subset { choices, max } => {
                Value::Array(choices.iter().take(*max as usize).map(|c| c.value.clone()).collect())
            }
        };
        config.insert(option.key.clone(), value);
    }
    Value::Object(config)
}

#[test]
fn the_engine_takes_every_option_at_its_default_and_away_from_it() {
    for id in GameId::ALL {
        let info = id.info();
        let defaults: Map<String, Value> = info.options.iter().map(|o| (o.key.clone(), o.default.clone())).collect();
        let session = new_session(id, Value::Object(defaults), 1).unwrap();
        assert_eq!(session.config_json(), info.default_config, "{id}: the defaults are the default config");
        let config = config_off_default(&info);
        let session = new_session(id, config.clone(), 1).unwrap_or_else(|e| panic!("{id}: {config} refused: {e}"));
        assert_eq!(session.seat_count(), info.max_seats, "{id}");
        assert_ne!(session.config_json(), info.default_config, "{id}");
    }
}

#[test]
fn seats_are_named_by_the_game() {
    let session = new_session(GameId::Defenders, json!({"players": 2, "heroes": ["eagle_rider"]}), 3).unwrap();
    let names = session.seat_names();
    assert_eq!(names.len(), 2);
    assert_eq!(names[1], "Hero 2", "a hero not dealt yet");
    let valeria = new_session(GameId::Valeria, Value::Null, 3).unwrap();
    assert_eq!(valeria.seat_names(), ["Defender"]);
    let pig = new_session(GameId::Pig, Value::Null, 3).unwrap();
    assert_eq!(pig.seat_names(), ["Player 1", "Player 2"]);
}

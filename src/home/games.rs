//! The five games Rampart is built for, and which of them the engine already offers.

use serde_json::Value;

/// One of the five games, as the home screen presents it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTile {
    /// The engine's game id.
    pub id: &'static str,
    /// The box title.
    pub name: &'static str,
    /// One line about it.
    pub tagline: &'static str,
    /// Words that identify it in a name the engine gives.
    pub keywords: &'static [&'static str],
    /// The table kind that tracks it, when there is one.
    pub table_kind: Option<&'static str>,
}

/// The five games, in the order the home screen lists them.
pub const GAMES: [GameTile; 5] = [
    GameTile {
        id: "valeria",
        name: "Siege of Valeria",
        tagline: "Solo: hold the Fortress for seven days against Siege Engines and monster-kin.",
        keywords: &["valeria"],
        table_kind: Some("valeria"),
    },
    GameTile {
        id: "firesiege",
        name: "Firesiege",
        tagline: "Co-op for 1-4: the Valkun hold the citadel against the Skreel horde.",
        keywords: &["firesiege"],
        table_kind: Some("firesiege"),
    },
    GameTile {
        id: "exiled",
        name: "The Exiled: Siege",
        tagline: "Two sides: the Attacker storms the walls, the Defender holds the City.",
        keywords: &["exiled"],
        table_kind: Some("exiled"),
    },
    GameTile {
        id: "thaloria",
        name: "Heroes and Spells",
        tagline: "2-5 wizards battle with armies and spells for the Realms of Thaloria.",
        keywords: &["thaloria", "heroes"],
        table_kind: Some("thaloria"),
    },
    GameTile {
        id: "defenders",
        name: "Defenders of the Realm",
        tagline: "Co-op for 1-4 heroes against four Generals as the Darkness Spreads.",
        keywords: &["defenders"],
        table_kind: Some("defenders"),
    },
];

/// A game the engine lists in `games`.
#[derive(Clone, Debug, PartialEq)]
pub struct OfferedGame {
    /// Its id, for `new_game`.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its description, if any.
    pub description: String,
}

/// Reads the `games` list of the `games` answer; tolerant of the fields a GameInfo carries.
pub fn offered_games(answer: &Value) -> Vec<OfferedGame> {
    let Some(list) = answer.get("games").and_then(Value::as_array) else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|game| {
            let text = |field: &str| game.get(field).and_then(Value::as_str).map(str::to_string);
            let id = text("id").or_else(|| game.as_str().map(str::to_string))?;
            Some(OfferedGame {
                name: text("name").unwrap_or_else(|| id.clone()),
                description: text("description").or_else(|| text("summary")).unwrap_or_default(),
                id,
            })
        })
        .collect()
}

/// Whether the engine offers this tile's game.
pub fn offers(tile: &GameTile, offered: &[OfferedGame]) -> Option<OfferedGame> {
    offered
        .iter()
        .find(|game| {
            let id = game.id.to_lowercase();
            let name = game.name.to_lowercase();
            id == tile.id || tile.keywords.iter().any(|word| id.contains(word) || name.contains(word))
        })
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn offered_games_are_matched_to_tiles_by_id_or_name() {
        let answer = json!({"games": [
            {"id": "valeria", "name": "Siege of Valeria"},
            {"id": "hs", "name": "Heroes and Spells: Realms of Thaloria", "description": "Duel"}
        ], "test_games": [], "table_kinds": []});
        let offered = offered_games(&answer);
        assert_eq!(offered.len(), 2);
        assert_eq!(offers(&GAMES[0], &offered).unwrap().id, "valeria");
        assert_eq!(offers(&GAMES[3], &offered).unwrap().description, "Duel");
        assert!(offers(&GAMES[1], &offered).is_none());
        let kinds: Vec<&str> = GAMES.iter().filter_map(|tile| tile.table_kind).collect();
        assert_eq!(kinds, ["valeria", "firesiege", "exiled", "thaloria", "defenders"]);
        assert!(offered_games(&json!({})).is_empty());
    }
}

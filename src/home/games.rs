//! The games Rampart is built for, as the engine describes them: every game with a rules engine
//! (its metadata) and every game with a table-mode tracker. Nothing here names a game.

use rampart_engine::protocol::GameList;
use rampart_engine::{GameId, GameInfo, TableKind};

/// One game, as the home screen presents it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameTile {
    /// The id: the game's, and its tracker's (they share it).
    pub id: String,
    /// The box title.
    pub name: String,
    /// One line about it.
    pub tagline: String,
    /// Its rules engine, if it has one.
    pub game: Option<GameId>,
    /// The table kind that tracks it, if there is one.
    pub table_kind: Option<String>,
}

/// The tiles in menu order: the trackers' order, then any game without a tracker. A game with
/// a rules engine is named and described by its metadata, a game with only a tracker by the
/// tracker's.
pub fn tiles() -> Vec<GameTile> {
    let games: Vec<GameInfo> = GameId::ALL.into_iter().map(GameId::info).filter(|g| !g.test_only).collect();
    let mut tiles: Vec<GameTile> = TableKind::ALL
        .into_iter()
        .filter(|kind| *kind != TableKind::Generic)
        .map(|kind| {
            let kind = kind.info();
            let game = games.iter().find(|g| g.id.as_str() == kind.id);
            GameTile {
                id: kind.id.clone(),
                name: game.map_or_else(|| kind.name.clone(), |g| g.name.clone()),
                tagline: game.map_or_else(|| kind.description.clone(), |g| g.description.clone()),
                game: game.map(|g| g.id),
                table_kind: Some(kind.id),
            }
        })
        .collect();
    for game in &games {
        if !tiles.iter().any(|tile| tile.game == Some(game.id)) {
            tiles.push(GameTile {
                id: game.id.to_string(),
                name: game.name.clone(),
                tagline: game.description.clone(),
                game: Some(game.id),
                table_kind: None,
            });
        }
    }
    tiles
}

/// The tile's game, if the engine behind this app offers it (its `games` answer lists it).
pub fn offered<'a>(tile: &GameTile, list: Option<&'a GameList>) -> Option<&'a GameInfo> {
    let id = tile.game?;
    list?.games.iter().find(|g| g.id == id)
}

/// "A", "A and B", "A, B and C".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_the_trackers_and_the_games_in_menu_order() {
        let tiles = tiles();
        let kinds: Vec<&str> = tiles.iter().filter_map(|tile| tile.table_kind.as_deref()).collect();
        assert_eq!(kinds, ["valeria", "firesiege", "exiled", "thaloria", "defenders"]);
        let with_engine: Vec<GameId> = tiles.iter().filter_map(|tile| tile.game).collect();
        assert_eq!(with_engine, [GameId::Valeria, GameId::Thaloria, GameId::Defenders], "the test games have no tile");
        assert_eq!(tiles[0].name, GameId::Valeria.info().name);
        assert!(tiles.iter().all(|tile| !tile.tagline.is_empty()));
        let list = GameList::new();
        assert_eq!(offered(&tiles[0], Some(&list)).map(|g| g.id), Some(GameId::Valeria));
        assert!(offered(&tiles[1], Some(&list)).is_none(), "a tracker alone is not played");
        assert!(offered(&tiles[0], None).is_none());
        assert_eq!(and_list(&["A".into(), "B".into(), "C".into()]), "A, B and C");
    }
}

#![cfg(not(target_arch = "wasm32"))]
//! The typed protocol: requests are built as [`Request`]s and sent serialised, and every answer
//! decodes into the engine's own answer type without losing a field (decoding and encoding
//! again gives the same JSON), as the UI decodes them. Each game's view reads back as the
//! game's own `View` type, and each legal action names its deciding seat.

use rampart_engine::defenders::DefendersView;
use rampart_engine::duel::DuelView;
use rampart_engine::protocol::{
    Deleted, Envelope, GameList, Handler, LegalAnswer, Mode, Request, SeatKind, SessionSummary, SessionView, StateHash,
    TableExport, TableHistoryPage, TableSummary,
};
use rampart_engine::thaloria::ThaloriaView;
use rampart_engine::valeria::ValeriaView;
use rampart_engine::{BotKind, GameId, PigView, SaveFile, TableKind, TableOp, TableView, ToAct};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

mod support;

/// Sends `request` serialised, as the UI does; returns the `ok` value decoded as `T`, after
/// checking that `T` keeps every field of it.
fn send<T: DeserializeOwned + Serialize>(h: &mut Handler, request: Request, log_from: Option<usize>) -> T {
    let mut envelope = Envelope::new(7, request);
    envelope.log_from = log_from;
    let line = serde_json::to_string(&envelope).unwrap();
    let answer: Value = serde_json::from_str(&h.handle_line(&line)).unwrap();
    assert_eq!(answer["id"], 7, "the id comes back: {answer}");
    assert!(answer.get("error").is_none(), "{line} failed: {answer}");
    let ok = answer["ok"].clone();
    let typed: T = serde_json::from_value(ok.clone()).unwrap_or_else(|e| {
        panic!("the answer to {line} does not decode as {}: {e}\n{ok}", std::any::type_name::<T>())
    });
    assert_eq!(serde_json::to_value(&typed).unwrap(), ok, "decoding the answer to {line} loses nothing");
    typed
}

/// The game's view decodes as its own type.
fn check_view(view: &SessionView) {
    let decoded = match view.game {
        GameId::Valeria => view.game_view::<ValeriaView>().map(|_| ()),
        GameId::Defenders => view.game_view::<DefendersView>().map(|_| ()),
        GameId::Pig => view.game_view::<PigView>().map(|_| ()),
        GameId::Duel => view.game_view::<DuelView>().map(|_| ()),
        GameId::Thaloria => view.game_view::<ThaloriaView>().map(|_| ()),
    };
    decoded.unwrap_or_else(|e| panic!("{} view does not read back: {e}", view.game.as_str()));
}

fn game_config(game: GameId) -> Value {
    match game {
        GameId::Duel => serde_json::json!({"players": 3, "life": 3}),
        _ => Value::Null,
    }
}

/// Plays `steps` steps of `game` in Play mode through typed requests only, checking every answer.
fn play_typed(game: GameId, steps: usize) {
    let mut h = support::handler_seeded(11);
    let new = Request::NewGame { game, config: game_config(game), seed: Some(5), seats: None, mode: Mode::Play };
    let mut view: SessionView = send(&mut h, new, None);
    let id = view.session.clone();
    assert_eq!(view.game, game);
    assert_eq!(view.seats.len(), view.seat_names.len());
    check_view(&view);
    let mut took = 0;
    let mut targeted = 0;
    while took < steps && !view.to_act.is_over() {
        let legal: LegalAnswer = send(&mut h, Request::Legal { session: id.clone() }, None);
        assert_eq!(legal.to_act, Some(view.to_act));
        view = match view.to_act {
            ToAct::Chance => {
                assert!(legal.actions.is_empty() && !legal.chance.is_empty());
                let outcome = legal.chance[took % legal.chance.len()].outcome.clone();
                send(&mut h, Request::Chance { session: id.clone(), outcome: Some(outcome) }, Some(view.steps))
            }
            ToAct::Decision { seat } => {
                assert!(!legal.actions.is_empty(), "a seat to decide has a legal decision");
                for action in &legal.actions {
                    assert_eq!(action.seat, seat, "each legal action names its deciding seat");
                    assert!(!action.label.is_empty());
                }
                targeted += legal.actions.iter().filter(|a| !a.targets.is_empty()).count();
                let pick = &legal.actions[(took * 7) % legal.actions.len()];
                let request = Request::Act { session: id.clone(), action: pick.action.clone(), seat: Some(pick.seat) };
                send(&mut h, request, Some(view.steps))
            }
            ToAct::GameOver => unreachable!(),
        };
        check_view(&view);
        took += 1;
    }
    if matches!(game, GameId::Valeria | GameId::Defenders) {
        assert!(targeted > 0, "{} names board targets in its legal actions", game.as_str());
    }
    // A bot's move names what it took.
    if !view.to_act.is_over() && view.to_act.decider().is_some() {
        let moved: SessionView =
            send(&mut h, Request::BotMove { session: id.clone(), bot: Some(BotKind::Random) }, None);
        assert!(moved.action.is_some() && moved.label.is_some());
        assert!(moved.log.last().is_some_and(|line| line.bot), "the log marks the bot's step");
    }
    let save: SaveFile = send(&mut h, Request::Save { session: id.clone() }, None);
    assert_eq!(save.game, game.as_str());
    let _: StateHash = send(&mut h, Request::StateHash { session: id.clone() }, None);
    let list: Vec<SessionSummary> = send(&mut h, Request::ListSessions, None);
    assert_eq!(list.len(), 1);
    assert_eq!((list[0].game, list[0].session.as_str()), (game, id.as_str()));
    let seats = vec![SeatKind::Bot(BotKind::Heuristic); view.seats.len()];
    let seated: SessionView = send(&mut h, Request::SetSeats { session: id.clone(), seats }, None);
    assert!(seated.seats.iter().all(|s| *s != SeatKind::Human));
    let loaded: SessionView = send(&mut h, Request::Load { save: serde_json::to_value(&save).unwrap() }, None);
    assert_eq!(loaded.steps, save.log.len());
    let deleted: Deleted = send(&mut h, Request::DeleteSession { session: id.clone() }, None);
    assert_eq!(deleted.deleted, id);
}

#[test]
fn every_game_plays_through_typed_requests_and_answers() {
    for game in GameId::ALL {
        play_typed(game, 60);
    }
}

#[test]
fn the_game_list_decodes() {
    let mut h = support::handler_seeded(1);
    let list: GameList = send(&mut h, Request::Games, None);
    assert_eq!(list, GameList::new());
}

#[test]
fn table_answers_decode() {
    let mut h = support::handler_seeded(2);
    let players = vec![serde_json::from_value(Value::from("Ann")).unwrap()];
    let new = Request::TableNew {
        kind: TableKind::Generic,
        players,
        name: Some("Night".into()),
        life: Some(20),
        template: None,
        profile: None,
    };
    let table: TableView = send(&mut h, new, None);
    let id = table.table.clone();
    let life = table.counters.iter().find(|c| c.label == "Life").expect("a Life counter").id.clone();
    let change = TableOp::Adjust { counter: life, delta: 2 };
    let _: TableView = send(&mut h, Request::TableOp { table: id.clone(), change }, None);
    let _: TableView = send(&mut h, Request::TableUndo { table: id.clone() }, None);
    let _: TableView = send(&mut h, Request::TableRedo { table: id.clone() }, None);
    let page: TableHistoryPage =
        send(&mut h, Request::TableHistory { table: id.clone(), before: None, limit: Some(10) }, None);
    assert_eq!(page.table, id);
    let list: Vec<TableSummary> = send(&mut h, Request::TableList, None);
    assert_eq!((list.len(), list[0].kind), (1, TableKind::Generic));
    let export: TableExport = send(&mut h, Request::TableExport { table: id.clone() }, None);
    let imported: TableView = send(&mut h, Request::TableImport { data: export.data }, None);
    assert_ne!(imported.table, id);
    let _: Deleted = send(&mut h, Request::TableDelete { table: id }, None);
}

#[test]
fn requests_read_back_as_the_same_request() {
    let requests = vec![
        Request::NewGame { game: GameId::Pig, config: Value::Null, seed: Some(3), seats: None, mode: Mode::Assist },
        Request::Act { session: "s1".into(), action: serde_json::json!({"type": "roll"}), seat: Some(0) },
        Request::RunBots { session: "s1".into(), max_steps: Some(5), max_ms: None },
        Request::TableOp { table: "t1".into(), change: TableOp::ResetAll },
    ];
    for request in requests {
        let envelope = Envelope::new(1, request).log_from(4);
        let text = serde_json::to_string(&envelope).unwrap();
        assert_eq!(serde_json::from_str::<Envelope>(&text).unwrap(), envelope, "{text}");
    }
}

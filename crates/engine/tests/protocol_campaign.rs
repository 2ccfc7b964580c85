#![cfg(not(target_arch = "wasm32"))]
//! A campaign through the protocol: the Pig match (the test game's campaign) started with
//! `new_campaign`, each game played by the bots, `next_game` carrying the record, the whole
//! campaign saved, loaded and restored from the store, and every op refused once it is over.

use rampart_engine::protocol::{Envelope, Handler, Mode, Request, SeatKind, SessionView};
use rampart_engine::{BotKind, CampaignSave, GameId, PigMatch};
use serde_json::Value;

mod support;

fn answer(h: &mut Handler, request: Request) -> Value {
    let line = serde_json::to_string(&Envelope::new(1, request)).unwrap();
    serde_json::from_str(&h.handle_line(&line)).unwrap()
}

fn ok<T: serde::de::DeserializeOwned>(h: &mut Handler, request: Request) -> T {
    let a = answer(h, request.clone());
    assert!(a.get("error").is_none(), "{request:?} failed: {a}");
    serde_json::from_value(a["ok"].clone()).unwrap()
}

fn refused(h: &mut Handler, request: Request) -> String {
    let a = answer(h, request.clone());
    a["error"]["kind"].as_str().unwrap_or_else(|| panic!("{request:?} should be refused: {a}")).to_string()
}

fn bots() -> Option<Vec<SeatKind>> {
    Some(vec![SeatKind::Bot(BotKind::Heuristic); 2])
}

fn start(h: &mut Handler, seed: u64) -> SessionView {
    let request = Request::NewCampaign {
        game: GameId::Pig,
        config: Value::Null,
        seed: Some(seed),
        seats: bots(),
        mode: Mode::Play,
    };
    ok(h, request)
}

/// Runs the bots until the game on show is over.
fn finish(h: &mut Handler, id: &str) -> SessionView {
    loop {
        let v: SessionView = ok(h, Request::RunBots { session: id.to_string(), max_steps: Some(10_000), max_ms: None });
        if v.to_act.is_over() {
            return v;
        }
    }
}

fn record(v: &SessionView) -> PigMatch {
    serde_json::from_value(v.campaign.as_ref().expect("a campaign").record.clone()).unwrap()
}

#[test]
fn a_campaign_plays_game_after_game_and_carries_its_record() {
    let mut h = support::handler_seeded(3);
    let v = start(&mut h, 9);
    let id = v.session.clone();
    let status = v.campaign.clone().expect("the view says where the campaign stands");
    assert_eq!((status.game_number, status.played, status.game_over), (1, 0, false));
    assert_eq!(
        refused(&mut h, Request::NextGame { session: id.clone() }),
        "GameNotOver",
        "the next game waits for this one's end"
    );
    let mut games = 0;
    let mut last = v;
    while last.campaign.as_ref().is_some_and(|c| c.outcome.is_none()) {
        let over = finish(&mut h, &id);
        assert!(over.campaign.as_ref().unwrap().game_over);
        let before = record(&over);
        let next: SessionView = ok(&mut h, Request::NextGame { session: id.clone() });
        games += 1;
        let after = record(&next);
        assert_eq!(after.games, before.games + 1, "the finished game went into the record");
        assert_eq!(after.wins.iter().map(|&w| u32::from(w)).sum::<u32>(), u32::from(after.games));
        let c = next.campaign.clone().unwrap();
        assert_eq!(c.played, games);
        if c.outcome.is_none() {
            assert_eq!(c.game_number, games + 1);
            assert_eq!(next.steps, next.log.len(), "a fresh game with its own log");
            assert!(next.log.iter().all(|line| line.step < next.steps));
        }
        last = next;
    }
    assert!((2..=3).contains(&games), "a best-of-three match takes two or three games, not {games}");
    let end = last.campaign.unwrap().outcome.unwrap();
    assert_eq!(end.reason, "match_over");
    // Over: the last game stays on show, and nothing changes it.
    assert!(last.to_act.is_over());
    assert_eq!(refused(&mut h, Request::NextGame { session: id.clone() }), "GameOver");
    assert_eq!(refused(&mut h, Request::Advance { session: id.clone() }), "GameOver");
    assert_eq!(refused(&mut h, Request::Undo { session: id.clone(), seat: Some(0) }), "UndoBlocked");
}

#[test]
fn a_campaign_saves_loads_and_comes_back_from_the_store() {
    let mut h = support::handler_seeded(4);
    let v = start(&mut h, 21);
    let id = v.session.clone();
    finish(&mut h, &id);
    let second: SessionView = ok(&mut h, Request::NextGame { session: id.clone() });
    let _: SessionView = ok(&mut h, Request::RunBots { session: id.clone(), max_steps: Some(5), max_ms: None });
    let now: SessionView = ok(&mut h, Request::View { session: id.clone(), seat: None });
    assert_eq!(second.campaign.as_ref().unwrap().game_number, 2);

    // The save is the whole campaign.
    let save: CampaignSave = ok(&mut h, Request::Save { session: id.clone() });
    assert_eq!((save.played.len(), save.current.is_some()), (1, true));
    let loaded: SessionView = ok(&mut h, Request::Load { save: serde_json::to_value(&save).unwrap() });
    assert_ne!(loaded.session, id);
    assert_eq!(loaded.campaign, now.campaign, "the record is earned again from the finished game");
    assert_eq!((loaded.steps, &loaded.view), (now.steps, &now.view));
    assert_eq!(loaded.seats, now.seats, "the seats travel in the save's meta");

    // The store holds the campaign too: a new handler restores it as it was.
    let mut fresh = support::handler_seeded(5);
    for change in h.take_changes() {
        if let Some(value) = change.value {
            fresh.restore(&change.key, value).expect("every stored entry restores");
        }
    }
    let restored: SessionView = ok(&mut fresh, Request::View { session: id.clone(), seat: None });
    assert_eq!(restored.campaign, now.campaign);
    assert_eq!((restored.steps, &restored.view), (now.steps, &now.view));
    // And it plays on from there.
    let on: SessionView = ok(&mut fresh, Request::RunBots { session: id, max_steps: Some(3), max_ms: None });
    assert!(on.steps > now.steps || on.to_act.is_over());
}

#[test]
fn only_campaign_games_have_campaigns() {
    let mut h = support::handler_seeded(6);
    let request = Request::NewCampaign {
        game: GameId::Valeria,
        config: Value::Null,
        seed: Some(1),
        seats: None,
        mode: Mode::Play,
    };
    assert_eq!(refused(&mut h, request), "NoCampaign");
    let single: SessionView = ok(
        &mut h,
        Request::NewGame { game: GameId::Pig, config: Value::Null, seed: Some(1), seats: None, mode: Mode::Play },
    );
    assert!(single.campaign.is_none());
    assert_eq!(refused(&mut h, Request::NextGame { session: single.session }), "NotACampaign");
}

#[test]
fn a_damaged_campaign_save_is_refused_and_nothing_changes() {
    let mut h = support::handler_seeded(7);
    let v = start(&mut h, 2);
    let mut save: Value = ok(&mut h, Request::Save { session: v.session.clone() });
    // A finished game that is not over.
    save["played"] = Value::Array(vec![save["current"].clone()]);
    assert_eq!(refused(&mut h, Request::Load { save }), "DamagedSave");
    let list: Vec<Value> = ok(&mut h, Request::ListSessions);
    assert_eq!(list.len(), 1, "the refused load added nothing");
    assert!(list[0].get("campaign").is_some(), "the list says which sessions are campaigns");
}

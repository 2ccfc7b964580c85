//! Campaigns: a series of games with a record carried between them, proven on the test game's
//! match (best of three Pig games, a defeat track, and a branch the last game decides).

use rampart_engine::Observation;
use rampart_engine::{
    game_seed, Bot, CampaignError, CampaignSave, CampaignSession, Game, Pig, PigConfig, PigGreedyBot, PigMatch,
    SaveError, ToAct,
};
use rand::SeedableRng;

/// Plays the game in progress to its end with the heuristic bot on every seat.
fn finish_game(campaign: &mut CampaignSession<Pig>) {
    let mut bot = PigGreedyBot;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let session = campaign.current_mut().expect("a game in progress");
    loop {
        match session.to_act() {
            ToAct::GameOver => return,
            ToAct::Chance => {
                session.sample_chance().unwrap();
            }
            ToAct::Decision { seat } => {
                let action = bot.choose(&Observation::new(session.state(), seat), &mut rng).unwrap();
                session.act(&action).unwrap();
            }
        }
    }
}

fn play_match(seed: u64) -> CampaignSession<Pig> {
    let mut campaign = CampaignSession::<Pig>::new(PigConfig::default(), seed).unwrap();
    while campaign.outcome().is_none() {
        finish_game(&mut campaign);
        campaign.next_game().unwrap();
    }
    campaign
}

#[test]
fn a_match_carries_wins_and_defeats_and_ends_at_two_wins_or_three_games() {
    for seed in 0..20 {
        let campaign = play_match(seed);
        let record: &PigMatch = campaign.record();
        let games = usize::from(record.games);
        assert_eq!(games, campaign.played().len());
        assert!((2..=3).contains(&games), "seed {seed}: {games} games");
        assert_eq!(record.wins.iter().map(|&w| usize::from(w)).sum::<usize>(), games, "one winner a game");
        assert_eq!(
            record.defeats.iter().map(|&d| usize::from(d)).sum::<usize>(),
            games,
            "two seats: one defeat a game"
        );
        let leader = *record.wins.iter().max().unwrap();
        assert!(leader == 2 || games == 3);
        let outcome = campaign.outcome().unwrap();
        assert_eq!(outcome.reason, "match_over");
        assert_eq!(outcome.scores, record.wins.iter().map(|&w| i32::from(w)).collect::<Vec<_>>());
        assert!(campaign.current().is_none());
    }
}

#[test]
fn a_close_game_raises_the_next_target_and_each_game_has_its_own_seed() {
    let mut saw_overtime = false;
    for seed in 0..30 {
        let campaign = play_match(seed);
        let played = campaign.played();
        for (i, game) in played.iter().enumerate() {
            assert_eq!(game.seed(), game_seed(seed, i));
            if i == 0 {
                assert_eq!(game.config().target, 30);
                continue;
            }
            let prev = played[i - 1].state().outcome().unwrap();
            let mut scores = prev.scores.clone();
            scores.sort_unstable_by(|a, b| b.cmp(a));
            let close = scores[0] - scores[1] < 10;
            saw_overtime |= close;
            assert_eq!(game.config().target, if close { 40 } else { 30 }, "seed {seed}, game {}", i + 1);
        }
    }
    assert!(saw_overtime, "some match had a close game in 30 seeds");
}

#[test]
fn the_next_game_waits_for_the_current_one_to_end_and_nothing_follows_the_end() {
    let mut campaign = CampaignSession::<Pig>::new(PigConfig::default(), 3).unwrap();
    assert_eq!(campaign.next_game(), Err(CampaignError::GameNotOver));
    assert_eq!(campaign.game_number(), 1);
    let mut campaign = play_match(3);
    assert_eq!(campaign.next_game(), Err(CampaignError::Over));
}

#[test]
fn a_campaign_save_round_trips_mid_match_and_at_its_end() {
    let mut campaign = CampaignSession::<Pig>::new(PigConfig::default(), 9).unwrap();
    finish_game(&mut campaign);
    campaign.next_game().unwrap();
    let session = campaign.current_mut().unwrap();
    session.sample_chance().ok();
    session.act(&rampart_engine::PigAction::Roll).ok();
    let text = serde_json::to_string(&campaign.to_save(serde_json::json!({"name": "league"}))).unwrap();
    let loaded = CampaignSession::<Pig>::from_save(&CampaignSave::from_json(&text).unwrap()).unwrap();
    assert_eq!(loaded.record(), campaign.record());
    assert_eq!(loaded.played().len(), 1);
    assert_eq!(loaded.current().unwrap().state(), campaign.current().unwrap().state());

    let done = play_match(9);
    let text = serde_json::to_string(&done.to_save(serde_json::Value::Null)).unwrap();
    let loaded = CampaignSession::<Pig>::from_save(&CampaignSave::from_json(&text).unwrap()).unwrap();
    assert_eq!(loaded.outcome(), done.outcome());
    assert_eq!(loaded.record(), done.record());
}

#[test]
fn crafted_campaign_saves_are_refused() {
    let done = play_match(5);
    let save = done.to_save(serde_json::Value::Null);

    // A finished game dropped: the record calls for another game, but none is in progress.
    let mut short = save.clone();
    short.played.pop();
    assert!(matches!(CampaignSession::<Pig>::from_save(&short), Err(SaveError::Damaged(_))));

    // A game replayed from another seed is not the campaign's game.
    let mut reseeded = save.clone();
    let other = CampaignSession::<Pig>::new(PigConfig::default(), 6).unwrap();
    reseeded.played[0] = other.current().unwrap().to_save(serde_json::Value::Null);
    assert!(CampaignSession::<Pig>::from_save(&reseeded).is_err());

    // A target the record does not call for.
    let mut retargeted = save.clone();
    retargeted.base = serde_json::json!({"players": 2, "target": 50, "bonus_cards": true});
    assert!(CampaignSession::<Pig>::from_save(&retargeted).is_err());

    // Not a campaign, or from a newer app.
    assert!(CampaignSave::from_json("{\"format\":\"rampart-save\",\"version\":1}").is_err());
    let mut newer = serde_json::to_value(&save).unwrap();
    newer["version"] = serde_json::json!(99);
    assert_eq!(CampaignSave::from_value(newer), Err(SaveError::TooNew(99)));
}

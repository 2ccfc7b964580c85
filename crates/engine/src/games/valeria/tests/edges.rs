//! Edge cases found in review: bad ids, targets that move mid-attack, Overkill payability,
//! Lucky Shot's window, engines moved during the Siege phase, loaded tokens, scarce tokens.

use super::*;
use crate::bots::Observation;

#[test]
fn ids_off_the_board_are_refused_without_change_or_panic() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    dice(&mut g, &[3], &[]);
    for a in [
        A::Attack { cell: Cell { row: 200, col: 3 } },
        A::Cell { cell: Cell { row: 5, col: 0 } },
        A::Die { die: 200 },
        A::UseChampion { turret: 255 },
        A::RepairWithChampion { turret: 9 },
        A::Order { index: 255 },
    ] {
        refused(&mut g, a);
        let _ = g.describe_action(&a);
    }
    // Cells off the board do not even deserialize.
    let bad = serde_json::json!({"do": "attack", "cell": {"row": 200, "col": 3}});
    assert!(serde_json::from_value::<A>(bad).is_err());
    let good = serde_json::json!({"do": "attack", "cell": {"row": 0, "col": 0}});
    assert_eq!(serde_json::from_value::<A>(good).unwrap(), A::Attack { cell: at(1, 1) });
}

#[test]
fn a_target_moved_away_mid_attack_can_only_be_given_up() {
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::Catapult));
    put(&mut g, at(4, 1), troop(TroopKind::DragonkinWarlord));
    let (s, _) = dice(&mut g, &[6, 2], &[]);
    g.hand.push(TroopKind::UndeadSamurai);
    act(&mut g, A::Attack { cell: at(3, 1) });
    act(&mut g, A::Die { die: s[0] });
    act(&mut g, A::Die { die: s[1] });
    act(&mut g, A::PlayTroop { troop: TroopKind::UndeadSamurai });
    act(&mut g, A::Cell { cell: at(3, 1) });
    act(&mut g, A::Cell { cell: at(4, 1) });
    assert_eq!(legal(&g), vec![A::Cancel], "the non-Front Warlord is now in the target cell");
    act(&mut g, A::Cancel);
    assert!(g.hand.is_empty());
    assert_eq!(g.active_dice().count(), 2, "the dice were not spent");
}

#[test]
fn lycan_mage_is_not_offered_when_its_overkill_cannot_be_paid() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GarganPriest)); // 3 Strength + 2 Magic
    put(&mut g, at(1, 2), troop(TroopKind::GnollPack));
    let (s, h) = dice(&mut g, &[3, 1], &[2]);
    g.hand.push(TroopKind::LycanMage);
    attack(&mut g, at(1, 1), &[s[0], h[0]], &[]);
    // No leftover and one Soldier 1 left: 1 < 2, and no card in hand could help, so Lycan would
    // change nothing (ruling A-47) and the chance to Overkill passes by itself.
    assert_eq!(g.pending(), Some(&Pending::Actions));
    assert_eq!(g.hand, vec![TroopKind::LycanMage, TroopKind::GarganPriest]);
}

#[test]
fn cards_can_make_an_overkill_payable_after_a_defeat() {
    // Defeat, then Troll Brute sets the leftover Holy 1 to 6, then Efreet pays with it.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), engine(EngineKind::OgresReach));
    let (s, h) = dice(&mut g, &[4], &[1]);
    g.hand = vec![TroopKind::EfreetEnflamme, TroopKind::TrollBrute];
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    let options = legal(&g);
    assert!(!options.contains(&A::PlayTroop { troop: TroopKind::EfreetEnflamme }), "Holy 1 cannot pay 2 Magic");
    assert!(options.contains(&A::PlayTroop { troop: TroopKind::TrollBrute }));
    act(&mut g, A::PlayTroop { troop: TroopKind::TrollBrute });
    assert_eq!(value(&g, h[0]), 6);
    act(&mut g, A::PlayTroop { troop: TroopKind::EfreetEnflamme });
    act(&mut g, A::Die { die: h[0] });
    act(&mut g, A::Confirm);
    assert!(g.discard.contains(&Discarded::Engine(EngineKind::OgresReach)));
}

#[test]
fn lucky_shot_opens_a_window_before_its_engine_fires() {
    let mut g = table();
    put(&mut g, at(1, 1), engine(EngineKind::Catapult)); // out of range in row 1
    let (s, _) = dice(&mut g, &[6], &[]);
    g.hand = vec![TroopKind::GoblinWarrior, TroopKind::GarganPriest];
    event(&mut g, EventKind::LuckyShot);
    assert_eq!(g.pending(), Some(&Pending::Window { before: WindowPoint::Engine { cell: at(1, 1) } }));
    assert!(!legal(&g).contains(&A::PlayTroop { troop: TroopKind::GarganPriest }), "ruling A-28");
    act(&mut g, A::PlayTroop { troop: TroopKind::GoblinWarrior });
    assert_eq!(value(&g, s[0]), 5, "the 6 goes down: the Catapult finds no 6");
    assert_eq!(g.pending(), Some(&Pending::Actions));
}

#[test]
fn an_engine_moved_during_the_siege_phase_fires_once_where_it_stands() {
    // Sister Mystique moves the column-3 Trebuchet into column 1 during its own window: it
    // fires once, on the Turret below its new cell.
    let mut g = table();
    put(&mut g, at(4, 3), engine(EngineKind::Trebuchet));
    put(&mut g, at(3, 4), engine(EngineKind::Trebuchet));
    champion_on(&mut g, 0, ChampionKind::SisterMystique);
    g.tasks.clear();
    g.push(Task::Phase(Phase::Siege));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.pending(), Some(&Pending::Window { before: WindowPoint::Engine { cell: at(4, 3) } }));
    act(&mut g, A::UseChampion { turret: 0 });
    act(&mut g, A::Cell { cell: at(4, 3) });
    act(&mut g, A::Cell { cell: at(3, 1) });
    assert_eq!(g.turrets.map(|t| t.impacts), [1, 0, 0, 1, 0], "each Trebuchet fired exactly once");
    assert!(g.occupied().all(|(_, s)| s.siege.is_none()), "the phase's marks are cleared");
}

#[test]
fn a_gargan_priest_blocks_the_engine_it_was_played_against_even_after_a_swap() {
    let mut g = table();
    put(&mut g, at(3, 2), engine(EngineKind::Trebuchet));
    put(&mut g, at(4, 2), engine(EngineKind::OgresReach));
    g.hand = vec![TroopKind::GarganPriest, TroopKind::UndeadSamurai];
    g.tasks.clear();
    g.push(Task::Phase(Phase::Siege));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    act(&mut g, A::PlayTroop { troop: TroopKind::GarganPriest });
    act(&mut g, A::PlayTroop { troop: TroopKind::UndeadSamurai });
    act(&mut g, A::Cell { cell: at(3, 2) });
    act(&mut g, A::Cell { cell: at(4, 2) });
    // Nothing more can be played, so the window closed by itself. The blocked Trebuchet (now in row 4) does nothing; Ogre's Reach, now in row 3, is out of
    // range there and fires no more this phase.
    assert_eq!(g.turrets[1].impacts, 0);
}

#[test]
fn doktor_kilter_clears_tokens_on_loaded_troops_too() {
    let mut g = table();
    put(&mut g, at(2, 2), engine(EngineKind::BreachTower));
    g.slot_mut(at(2, 2)).unwrap().loaded.push(Loaded { troop: TroopKind::GnollPack, strength: 2, magic: 0 });
    g.troops.draw_unseen(&TroopKind::GnollPack).unwrap();
    g.supply.strength -= 2;
    champion_on(&mut g, 0, ChampionKind::DoktorKilter);
    act(&mut g, A::UseChampion { turret: 0 });
    assert_eq!(g.cost_at(at(2, 2)), (8 + 5, 0));
    assert_eq!(g.supply.strength, STRENGTH_TOKENS);
}

#[test]
fn trained_warriors_with_too_few_tokens_lets_the_player_choose() {
    let mut g = table();
    for col in 1..=3 {
        put(&mut g, at(1, col), troop(TroopKind::GnollPack));
    }
    g.supply.strength = 2;
    put(&mut g, at(5, 5), troop(TroopKind::GoblinWarrior));
    g.slot_mut(at(5, 5)).unwrap().strength = 7;
    event(&mut g, EventKind::TrainedWarriors);
    act(&mut g, A::Cell { cell: at(1, 3) });
    assert!(!legal(&g).contains(&A::Cell { cell: at(1, 3) }), "one token each");
    act(&mut g, A::Cell { cell: at(1, 1) });
    let tokens: Vec<u8> = (1..=3).map(|c| g.slot(at(1, c)).unwrap().strength).collect();
    assert_eq!(tokens, vec![1, 0, 1]);
    assert_eq!(g.supply.strength, 0);
}

#[test]
fn a_loaded_state_rebuilds_what_it_does_not_save_and_plays_on_the_same() {
    use crate::bots::{Bot, RandomBot};
    use crate::core::sample_weighted;
    use rand::SeedableRng;
    // The Battlefield's occupied cells and the decks' unseen counts are not saved: loading
    // rebuilds them, so a loaded game equals the saved one and goes on identically.
    let mut outcomes = Vec::new();
    for seed in 0..20u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Valeria::new(&ValeriaConfig::default()).unwrap();
        for step in 0..400 {
            if step % 25 == 0 {
                let json = serde_json::to_string(&g).unwrap();
                assert!(!json.contains("occupied") && !json.contains("unseen_total"), "derived counts are not saved");
                let loaded: Valeria = serde_json::from_str(&json).unwrap();
                assert_eq!(loaded, g, "seed {seed} step {step}");
                let (mut a, mut b) = (Vec::new(), Vec::new());
                loaded.legal_actions(&mut a);
                g.legal_actions(&mut b);
                assert_eq!(a, b);
                g = loaded;
            }
            match g.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance => {
                    g.chance_outcomes(&mut outcomes);
                    let c = *sample_weighted(&outcomes, &mut rng).unwrap();
                    g.apply_chance_quiet(&c).unwrap();
                }
                ToAct::Decision { .. } => {
                    let a = RandomBot.choose(&Observation::new(&g, 0), &mut rng).unwrap();
                    g.apply_quiet(&a).unwrap();
                }
            }
        }
    }
}

// ---------------------------------------------------------------- audit: Overkill, Lucky Shot, give-ups

#[test]
fn an_overkill_whose_troop_was_swapped_for_a_siege_engine_can_only_be_given_up() {
    // Lycan Mage chose the Gnoll Pack; an Undead Samurai played while paying swaps a Breach
    // Tower into that cell. Confirming would have defeated the Tower for 2 Strength.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 2), engine(EngineKind::BreachTower));
    let (s, _) = dice(&mut g, &[4, 1, 1], &[]);
    g.hand = vec![TroopKind::LycanMage, TroopKind::UndeadSamurai];
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    act(&mut g, A::PlayTroop { troop: TroopKind::LycanMage });
    // The only adjacent Troop is taken at once; nothing is left over, so 2 is owed.
    assert!(matches!(g.pending(), Some(Pending::OverkillPay { owed: 2, .. })));
    act(&mut g, A::PlayTroop { troop: TroopKind::UndeadSamurai });
    act(&mut g, A::Cell { cell: at(1, 2) });
    act(&mut g, A::Cell { cell: at(2, 2) });
    assert_eq!(legal(&g), vec![A::Cancel], "a Siege Engine now stands in the Lycan Mage's target cell");
    refused(&mut g, A::Die { die: s[1] });
    let ev = act(&mut g, A::Cancel);
    assert!(ev.contains(&ValeriaEvent::TroopReturned { troop: TroopKind::LycanMage }));
    assert_eq!(g.slot(at(1, 2)).map(|s| s.foe), Some(engine(EngineKind::BreachTower)), "not defeated");
    assert_eq!(g.hand, vec![TroopKind::GoblinWarrior, TroopKind::LycanMage], "the Lycan Mage is not lost");
    assert!(!g.discard.contains(&Discarded::Troop(TroopKind::LycanMage)));
    assert_eq!(g.active_dice().collect::<Vec<_>>(), vec![s[1], s[2]], "nothing was spent");
    // No Troop is next to the defeated card's cell any more: the chance to Overkill passes.
    assert_eq!(g.pending(), Some(&Pending::Actions));
}

#[test]
fn an_overkill_whose_engine_was_swapped_for_a_troop_can_only_be_given_up() {
    // Efreet Enflammé chose the Battering Ram; a swap puts a Dragonkin Warlord in its cell.
    // Confirming would have sent the Warlord to the hand.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), engine(EngineKind::BatteringRam));
    put(&mut g, at(2, 2), troop(TroopKind::DragonkinWarlord));
    put(&mut g, at(2, 1), troop(TroopKind::OrcArcher));
    let (s, h) = dice(&mut g, &[4], &[2]);
    g.hand = vec![TroopKind::EfreetEnflamme, TroopKind::UndeadSamurai];
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    act(&mut g, A::PlayTroop { troop: TroopKind::EfreetEnflamme });
    assert!(matches!(g.pending(), Some(Pending::OverkillPay { owed: 2, efreet: true, .. })));
    act(&mut g, A::Die { die: h[0] });
    act(&mut g, A::PlayTroop { troop: TroopKind::UndeadSamurai });
    act(&mut g, A::Cell { cell: at(1, 2) });
    act(&mut g, A::Cell { cell: at(2, 2) });
    assert_eq!(legal(&g), vec![A::Cancel], "a Troop now stands in the Efreet's target cell");
    refused(&mut g, A::Confirm);
    act(&mut g, A::Cancel);
    assert_eq!(g.slot(at(1, 2)).map(|s| s.foe), Some(troop(TroopKind::DragonkinWarlord)), "not defeated");
    assert!(g.hand.contains(&TroopKind::EfreetEnflamme), "the Efreet Enflammé is not lost");
    assert!(!g.hand.contains(&TroopKind::DragonkinWarlord));
    assert_eq!(g.dice[usize::from(h[0])].zone, Zone::Active, "the Holy die was not spent");
    // The Battering Ram is still next to the defeated card's cell (now at row 2, column 2, it is
    // not), so with no Siege Engine adjacent the chance passes and the Actions go on.
    assert_eq!(g.pending(), Some(&Pending::Actions));
}

#[test]
fn a_given_up_overkill_payment_returns_the_card_and_offers_the_overkill_again() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), troop(TroopKind::TrollBrute));
    let (s, _) = dice(&mut g, &[4, 2], &[]);
    g.hand = vec![TroopKind::LycanMage];
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    act(&mut g, A::PlayTroop { troop: TroopKind::LycanMage });
    assert_eq!(g.describe_action(&A::Cancel), "Give up the Overkill (Lycan Mage goes back to your hand)");
    act(&mut g, A::Cancel);
    assert_eq!(g.pending(), Some(&Pending::AfterDefeat { cell: at(1, 1), leftover: 0, leftover_magic: 0 }));
    assert!(g.hand.contains(&TroopKind::LycanMage));
    assert_eq!(g.played, 0, "a card given back was not played");
    // Played again, it is paid this time.
    act(&mut g, A::PlayTroop { troop: TroopKind::LycanMage });
    act(&mut g, A::Die { die: s[1] });
    act(&mut g, A::Confirm);
    assert_eq!(g.hand, vec![TroopKind::GoblinWarrior, TroopKind::TrollBrute]);
}

#[test]
fn lucky_shot_follows_its_engine_when_it_moves_in_the_window() {
    // The out-of-range Trebuchet is chosen; in the window an Undead Samurai swaps it with the
    // in-range Ogre's Reach. The Trebuchet still fires (one Impact, below its new column), and
    // the Ogre's Reach now in the chosen cell does not (it would have dealt two).
    let mut g = table();
    put(&mut g, at(1, 1), engine(EngineKind::Trebuchet));
    put(&mut g, at(1, 2), engine(EngineKind::OgresReach));
    g.hand = vec![TroopKind::UndeadSamurai];
    event(&mut g, EventKind::LuckyShot);
    assert_eq!(g.pending(), Some(&Pending::Window { before: WindowPoint::Engine { cell: at(1, 1) } }));
    act(&mut g, A::PlayTroop { troop: TroopKind::UndeadSamurai });
    act(&mut g, A::Cell { cell: at(1, 1) });
    let ev = act(&mut g, A::Cell { cell: at(1, 2) });
    assert!(ev.contains(&ValeriaEvent::EngineFired { engine: EngineKind::Trebuchet, cell: at(1, 2) }));
    assert_eq!(g.turrets.map(|t| t.impacts), [0, 1, 0, 0, 0]);
    assert!(g.occupied().all(|(_, s)| s.siege.is_none()), "the shot's mark is gone once it fired");
}

#[test]
fn lucky_shot_fires_its_engine_after_it_is_moved_to_an_empty_cell() {
    let mut g = table();
    put(&mut g, at(5, 3), engine(EngineKind::OgresReach)); // out of range in row 5
    champion_on(&mut g, 0, ChampionKind::SisterMystique);
    event(&mut g, EventKind::LuckyShot);
    act(&mut g, A::UseChampion { turret: 0 });
    // The only card is picked at once; it goes to an empty cell in column 5.
    act(&mut g, A::Cell { cell: at(4, 5) });
    assert_eq!(g.turrets.map(|t| t.impacts), [0, 0, 0, 0, 2], "it fires from its new column");
}

#[test]
fn a_gargoyle_talon_is_offered_only_when_its_attack_can_be_paid() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 1), troop(TroopKind::TrollBrute)); // 7 Strength, behind the Front card
    let (s, _) = dice(&mut g, &[3, 2], &[]);
    g.hand = vec![TroopKind::GargoyleTalon];
    let talon = A::PlayTroop { troop: TroopKind::GargoyleTalon };
    assert!(!legal(&g).contains(&talon), "5 Strength pays for no Talon target (ruling A-47)");
    assert!(refused(&mut g, talon).contains("no effect"));
    // A Champion's bonus against Attack Troops makes 7: now it can.
    champion_on(&mut g, 0, ChampionKind::SirPhanther);
    assert!(legal(&g).contains(&talon));
    act(&mut g, talon);
    act(&mut g, A::Die { die: s[0] });
    act(&mut g, A::Die { die: s[1] });
    act(&mut g, A::UseChampion { turret: 0 });
    act(&mut g, A::Confirm);
    assert_eq!(g.hand, vec![TroopKind::TrollBrute]);
}

#[test]
fn a_given_up_gargoyle_talon_attack_returns_the_talon() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 1), troop(TroopKind::GoblinWarrior));
    dice(&mut g, &[4], &[]);
    g.hand = vec![TroopKind::GargoyleTalon];
    act(&mut g, A::PlayTroop { troop: TroopKind::GargoyleTalon });
    assert!(matches!(g.pending(), Some(Pending::Attack(a)) if a.talon));
    assert_eq!(g.describe_action(&A::Cancel), "Give up this attack (the Gargoyle Talon goes back to your hand)");
    let ev = act(&mut g, A::Cancel);
    assert!(ev.contains(&ValeriaEvent::TroopReturned { troop: TroopKind::GargoyleTalon }));
    assert_eq!(g.hand, vec![TroopKind::GargoyleTalon]);
    assert!(!g.discard.contains(&Discarded::Troop(TroopKind::GargoyleTalon)));
    assert_eq!(g.pending(), Some(&Pending::Actions));
}

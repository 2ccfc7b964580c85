//! Every way to win and lose, with the rulebook's grading.

use super::*;

fn outcome(g: &Valeria) -> crate::core::Outcome {
    g.outcome().expect("the game is over")
}

#[test]
fn a_siege_engine_in_the_vanguard_loses_before_any_impact() {
    // Ruling A-46: the engine check comes first in Activate the Vanguard.
    let mut g = table();
    put(&mut g, at(1, 1), engine(EngineKind::Catapult));
    put(&mut g, at(1, 2), troop(TroopKind::GnollPack));
    g.turrets[1].impacts = 3;
    g.supply.impact -= 3;
    act(&mut g, A::EndActions);
    assert_eq!(g.end, Some(EndReason::EngineInVanguard));
    assert_eq!(g.turrets[1].impacts, 3);
    assert_eq!(g.to_act(), ToAct::GameOver);
    let o = outcome(&g);
    assert_eq!((o.standing, o.reason.as_str()), (crate::core::Standing::Lost, "engine_in_vanguard"));
    assert!(refused(&mut g, A::EndActions).contains("over"));
}

#[test]
fn a_fourth_impact_loses_at_once() {
    let mut g = table();
    put(&mut g, at(1, 3), troop(TroopKind::GnollPack));
    put(&mut g, at(1, 4), troop(TroopKind::GnollPack));
    g.turrets[2].impacts = 3;
    g.supply.impact -= 3;
    act(&mut g, A::EndActions);
    assert_eq!(g.end, Some(EndReason::FourthImpact));
    assert_eq!(g.turrets[3].impacts, 0, "column by column: the game ended at column 3");
}

#[test]
fn an_exhausted_troop_deck_after_advancing_loses() {
    let mut g = table();
    while let Some(t) = TroopKind::ALL.iter().find(|t| g.troops.unseen_count(t) > 0) {
        if g.troops.draw_unseen(t).is_err() {
            break;
        }
    }
    assert!(g.troops.is_empty());
    act(&mut g, A::EndActions);
    assert_eq!(g.end, Some(EndReason::TroopDeckExhausted));
}

#[test]
fn emptying_the_troop_deck_while_reinforcing_is_not_a_loss() {
    // Ruling A-5: only the check after Advance counts.
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::Catapult));
    for col in 2..=5 {
        put(&mut g, at(3, col), engine(EngineKind::Trebuchet));
    }
    let keep = 2;
    while g.troops.len() > keep {
        let t = *TroopKind::ALL.iter().find(|t| g.troops.unseen_count(t) > 0).unwrap();
        g.troops.draw_unseen(&t).unwrap();
    }
    act(&mut g, A::EndActions);
    for _ in 0..keep {
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        chance(&mut g, outcomes[0].outcome);
    }
    assert!(g.troops.is_empty());
    assert_eq!(g.end, None);
    assert_eq!(g.day, 2);
}

#[test]
fn defeating_the_last_siege_engine_with_the_deck_exhausted_wins_at_once() {
    let mut g = table();
    while let Some(e) = EngineKind::ALL.iter().find(|e| g.engines.unseen_count(e) > 0) {
        if g.engines.draw_unseen(e).is_err() {
            break;
        }
    }
    assert!(g.engines.is_empty());
    put(&mut g, at(2, 2), engine(EngineKind::GargansEye));
    put(&mut g, at(3, 2), troop(TroopKind::TrollBrute));
    for col in [1, 3, 4] {
        put(&mut g, at(1, col), troop(TroopKind::GnollPack));
    }
    g.hand = vec![TroopKind::OrcArcher, TroopKind::LycanMage];
    let (s, _) = dice(&mut g, &[6, 6, 6], &[]);
    attack(&mut g, at(2, 2), &[s[0]], &[]);
    assert_eq!(g.end, Some(EndReason::AllEnginesDefeated), "no Champion is drawn: the game ended");
    let o = outcome(&g);
    assert_eq!(o.standing, crate::core::Standing::Won);
    // 2 in the hand + 4 routed on the Battlefield = 6 (ruling A-44).
    assert_eq!(o.scores, vec![6]);
    assert_eq!(o.grade.as_deref(), Some(win_grade(6)));
    assert!(win_grade(6).starts_with("4-6"));
}

#[test]
fn the_loss_grade_counts_undefeated_engines_on_the_battlefield_and_in_the_deck() {
    let mut g = table();
    put(&mut g, at(1, 1), engine(EngineKind::Catapult));
    act(&mut g, A::EndActions);
    let o = outcome(&g);
    // 1 on the Battlefield + 13 in the deck (this table skipped setup's 5 draws).
    assert_eq!(o.scores, vec![-14]);
    assert_eq!(o.grade.as_deref(), Some(loss_grade(14)));
    assert!(loss_grade(1).starts_with("1 undefeated"));
    assert!(loss_grade(4).starts_with("2-5"));
    assert!(loss_grade(7).starts_with("6-7"));
    assert!(loss_grade(14).starts_with("8+"));
    assert!(win_grade(0).starts_with("0-3") && win_grade(9).starts_with("7-9"));
    assert!(win_grade(12).starts_with("10-12") && win_grade(20).starts_with("13+"));
}

#[test]
fn a_new_game_deals_the_rulebook_setup() {
    use crate::core::sample_weighted;
    use rand::SeedableRng;
    let mut g = Valeria::new(&ValeriaConfig::default()).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let mut outcomes = Vec::new();
    let mut draws = 0;
    // Setup's 27 draws, then the 7 dice of day 1.
    while g.to_act() == ToAct::Chance {
        g.chance_outcomes(&mut outcomes);
        let c = *sample_weighted(&outcomes, &mut rng).unwrap();
        g.apply_chance(&c).unwrap();
        draws += 1;
    }
    assert_eq!(draws, 5 + 2 + 20 + 7);
    assert_eq!(g.occupied().filter(|(c, s)| c.row == 4 && s.engine().is_some()).count(), 5);
    assert_eq!(g.occupied().filter(|(_, s)| s.troop().is_some()).count(), 20);
    assert_eq!((g.hand.len(), g.troops.len(), g.engines.len()), (2, 24, 8));
    assert_eq!(g.troops.unseen_len(), 24 + 2, "the 2 boxed Troops stay unseen");
    assert_eq!(g.engines.unseen_len(), 8 + 5, "the 5 boxed Siege Engines stay unseen");
    let active: Vec<Colour> = g.active_dice().map(|d| g.dice[usize::from(d)].colour).collect();
    assert_eq!(active.iter().filter(|c| **c == Colour::Soldier).count(), 5);
    assert_eq!(active.iter().filter(|c| **c == Colour::Holy).count(), 2);
    assert_eq!((g.supply.strength, g.supply.magic, g.supply.impact), (9, 9, 15));
    assert_eq!((g.champions.len(), g.events.len(), g.day), (18, 18, 1));
}

#[test]
fn easy_mode_skips_the_events() {
    let mut g = Valeria::setup(&ValeriaConfig { easy_mode: true });
    g.tasks.clear();
    g.push(Task::Phase(Phase::Event));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.pending(), Some(&Pending::Actions));
    assert_eq!(g.events.len(), 18);
}

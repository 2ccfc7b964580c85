//! The heuristic bot explains each decision it makes with the rule that made it.

use crate::bots::Observation;
use std::collections::BTreeSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::action::ValeriaAction as A;
use super::super::data::{EngineKind, TroopKind, ValeriaConfig};
use super::super::state::{Cell, Colour, Die, Foe, Pending, Phase, SiegeMark, Slot, Task, Valeria, WindowPoint, Zone};
use super::ValeriaBot;
use crate::bots::Bot;
use crate::core::{sample_weighted, Game, ToAct};

/// Plays `seed` to the end with the bot and checks the explanation of every decision; adds
/// each explanation's first word (what the bot does) to `verbs`.
fn play_and_explain(seed: u64, easy_mode: bool, verbs: &mut BTreeSet<String>) {
    let mut g = Valeria::new(&ValeriaConfig { easy_mode }).expect("config");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut chances, mut legal) = (Vec::new(), Vec::new());
    let mut bot = ValeriaBot;
    for step in 0..20_000 {
        match g.to_act() {
            ToAct::GameOver => return,
            ToAct::Chance => {
                g.chance_outcomes(&mut chances);
                let o = *sample_weighted(&chances, &mut rng).expect("weights");
                g.apply_chance(&o).expect("chance");
            }
            ToAct::Decision { seat } => {
                let here = format!("seed {seed}, step {step}");
                let a = bot.choose(&Observation::new(&g, seat), &mut rng).expect("a decision");
                let why = bot
                    .explain(&Observation::new(&g, seat), &a)
                    .unwrap_or_else(|| panic!("{here}: no reason for {a:?}"));
                assert!(why.contains(": ") && !why.trim().is_empty(), "{here}: {why}");
                assert!(!why.starts_with("not the bot's pick"), "{here}: its own pick disowned: {why}");
                assert!(!why.contains("rule \"") && !why.contains("ruling"), "{here}: rule ids in {why}");
                assert_eq!(bot.explain(&Observation::new(&g, seat), &a).as_ref(), Some(&why), "{here}: deterministic");
                verbs.insert(why.split(' ').next().unwrap_or_default().to_string());
                // Another legal decision gets the bot's own preference; an illegal one gets none.
                g.legal_actions(&mut legal);
                if let Some(other) = legal.iter().find(|x| **x != a) {
                    let said = bot.explain(&Observation::new(&g, seat), other).expect("a legal decision is explained");
                    assert!(said.starts_with("not the bot's pick: it would rather "), "{here}: {said}");
                }
                if let Some(illegal) = [A::EndActions, A::Continue, A::Confirm].into_iter().find(|x| !legal.contains(x))
                {
                    assert_eq!(
                        bot.explain(&Observation::new(&g, seat), &illegal),
                        None,
                        "{here}: {illegal:?} is not legal"
                    );
                }
                g.apply(&a).unwrap_or_else(|e| panic!("{here}: {e}"));
            }
        }
    }
    panic!("seed {seed}: no end");
}

#[test]
fn every_decision_of_seeded_games_is_explained() {
    let mut verbs = BTreeSet::new();
    for seed in 0..12 {
        play_and_explain(seed, seed % 4 == 3, &mut verbs);
    }
    for verb in ["attacks", "assigns", "defeats", "ends", "plays", "lets", "goes"] {
        assert!(verbs.contains(verb), "no \"{verb}\" among {verbs:?}");
    }
    assert!(verbs.len() >= 10, "too few kinds of reasons: {verbs:?}");
}

/// Perform Your Actions on day 1 with an empty Battlefield and no active dice.
fn table() -> Valeria {
    let mut g = Valeria::setup(&ValeriaConfig::default());
    g.tasks.clear();
    g.phase = Phase::Actions;
    g.push(Task::Phase(Phase::Vanguard));
    g.decide(Pending::Actions);
    for d in &mut g.dice {
        d.zone = Zone::Supply;
    }
    g
}

fn soldier_dice(g: &mut Valeria, values: &[u8]) {
    for (i, v) in values.iter().enumerate() {
        g.dice[i] = Die { colour: Colour::Soldier, zone: Zone::Active, value: *v, doubled: false };
    }
}

fn explain_choice(g: &Valeria) -> (A, String) {
    let a = ValeriaBot.choose(&Observation::new(g, 0), &mut ChaCha8Rng::seed_from_u64(0)).expect("a decision");
    (a, ValeriaBot.explain(&Observation::new(g, 0), &a).expect("a reason"))
}

#[test]
fn an_engine_in_the_vanguard_is_attacked_first_and_the_log_says_why() {
    let mut g = table();
    let engine = Cell { row: 0, col: 2 };
    g.put_slot(engine, Slot::new(Foe::Engine(EngineKind::BatteringRam)));
    g.put_slot(Cell { row: 0, col: 0 }, Slot::new(Foe::Troop(TroopKind::OrcArcher)));
    soldier_dice(&mut g, &[6, 5]);
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::Attack { cell: engine });
    assert_eq!(
        why,
        "attacks Battering Ram at row 1, column 3: a Siege Engine in the Vanguard loses the battle tonight, \
         worth more than the dice it costs"
    );
}

#[test]
fn with_no_dice_the_bot_ends_its_actions_and_says_so() {
    let mut g = table();
    g.put_slot(Cell { row: 0, col: 1 }, Slot::new(Foe::Troop(TroopKind::GoblinWarrior)));
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::EndActions);
    assert_eq!(why, "ends its actions: no dice left");
}

#[test]
fn a_gargan_priest_blocks_a_trebuchet_in_range() {
    let mut g = table();
    let trebuchet = Cell { row: 2, col: 1 };
    let mut slot = Slot::new(Foe::Engine(EngineKind::Trebuchet));
    slot.siege = Some(SiegeMark::Next);
    g.put_slot(trebuchet, slot);
    g.hand.push(TroopKind::GarganPriest);
    g.tasks.clear();
    g.phase = Phase::Siege;
    g.decide(Pending::Window { before: WindowPoint::Engine { cell: trebuchet } });
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::PlayTroop { troop: TroopKind::GarganPriest });
    assert_eq!(why, "plays a Gargan Priest to block Trebuchet at row 3, column 2: it would hurt the Fortress");
    g.hand.clear();
    let (a, why) = explain_choice(&g);
    assert_eq!(a, A::Continue);
    assert_eq!(why, "lets Trebuchet at row 3, column 2 resolve: no Gargan Priest in hand to block it");
}

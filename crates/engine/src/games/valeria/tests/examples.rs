//! Every worked example of the rulebook, as a scenario.

use super::*;

#[test]
fn fools_rush_in_raises_the_gargoyle_talon_from_4_to_6() {
    // rulebook: Resolve an Event — FOOLS RUSH IN puts 2 Strength tokens on the Gargoyle Talon.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GargoyleTalon));
    put(&mut g, at(1, 2), troop(TroopKind::TrollBrute));
    put(&mut g, at(1, 3), troop(TroopKind::LycanMage));
    assert_eq!(g.cost_at(at(1, 1)), (4, 0));
    event(&mut g, EventKind::FoolsRushIn);
    assert_eq!(g.cost_at(at(1, 1)), (6, 0), "the weakest Attack Troop, alone, takes the tokens");
    assert_eq!(g.cost_at(at(1, 2)), (7, 0));
    assert_eq!(g.supply.strength, STRENGTH_TOKENS - 2);
}

#[test]
fn the_battering_ram_orc_archer_and_lycan_mage_example() {
    // rulebook: Attacking the Enemy — the worked example, step by step.
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::BatteringRam));
    put(&mut g, at(1, 2), troop(TroopKind::OrcArcher));
    put(&mut g, at(2, 2), troop(TroopKind::LycanMage));
    let (s, h) = dice(&mut g, &[6, 5, 6, 3, 1], &[3, 4]);
    assert!(g.is_front(at(3, 1)) && !g.in_range(at(3, 1)), "out of range, but a Front card");
    assert_eq!(g.cost_at(at(3, 1)), (OUT_OF_RANGE_COST, 0));
    // 11 Strength (6 and 5) augmented by a Holy 3: 14.
    attack(&mut g, at(3, 1), &[s[0], s[1], h[0]], &[]);
    assert_eq!(g.to_act(), ToAct::Chance, "a Champion is drawn as the reward");
    chance(&mut g, C::Champion(ChampionKind::SirQuentin));
    act(&mut g, A::Turret { turret: 0 });
    assert_eq!(g.turrets[0].champion, Some((ChampionKind::SirQuentin, true)));
    assert!(g.discard.contains(&Discarded::Engine(EngineKind::BatteringRam)));
    // The Orc Archer falls to a single 6.
    attack(&mut g, at(1, 2), &[s[2]], &[]);
    assert_eq!(g.hand, vec![TroopKind::OrcArcher]);
    // The Lycan Mage is now a Front card (it has not moved), beaten by Holy 4 + Soldier 3 + 1.
    assert!(g.is_front(at(2, 2)));
    assert_eq!(g.slot(at(1, 2)), None);
    attack(&mut g, at(2, 2), &[h[1], s[3], s[4]], &[]);
    assert_eq!(g.hand, vec![TroopKind::OrcArcher, TroopKind::LycanMage]);
    assert!(g.active_dice().next().is_none(), "every die is spent");
}

#[test]
fn the_overkill_example_defeats_an_8_strength_card_for_2() {
    // rulebook: Overkill — three 1s, an Orc Archer (rolls 2), a Goblin Warrior (2 to 3), the
    // Gargoyle Talon for 6, and the Dragonkin Warlord by Overkill with the 2 left over.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GargoyleTalon));
    put(&mut g, at(2, 1), troop(TroopKind::DragonkinWarlord));
    put(&mut g, at(1, 2), troop(TroopKind::TrollBrute));
    let (s, _) = dice(&mut g, &[1, 1, 1], &[]);
    g.hand = vec![TroopKind::OrcArcher, TroopKind::GoblinWarrior, TroopKind::LycanMage];
    // 3 Strength reaches no Front card.
    act(&mut g, A::Attack { cell: at(1, 1) });
    for &die in &s {
        act(&mut g, A::Die { die });
    }
    assert!(refused(&mut g, A::Confirm).contains("costs 4"));
    act(&mut g, A::Cancel);
    act(&mut g, A::PlayTroop { troop: TroopKind::OrcArcher });
    chance(&mut g, C::Face(2));
    let new = 3u8;
    assert_eq!(g.dice[usize::from(new)].zone, Zone::Active);
    act(&mut g, A::PlayTroop { troop: TroopKind::GoblinWarrior });
    act(&mut g, A::Die { die: new });
    act(&mut g, A::Direction { up: true });
    assert_eq!(value(&g, new), 3);
    attack(&mut g, at(1, 1), &[s[0], s[1], s[2], new], &[]);
    assert_eq!(g.pending(), Some(&Pending::AfterDefeat { cell: at(1, 1), leftover: 2, leftover_magic: 0 }));
    act(&mut g, A::PlayTroop { troop: TroopKind::LycanMage });
    act(&mut g, A::Cell { cell: at(2, 1) });
    assert_eq!(g.hand, vec![TroopKind::GargoyleTalon, TroopKind::DragonkinWarlord]);
    assert_eq!(g.pending(), Some(&Pending::Actions), "nothing more was owed");
}

#[test]
fn a_token_on_a_defeated_card_raises_an_unspent_die() {
    // rulebook: Defeating a Card with Tokens — a Gnoll Pack with a Strength token: a 3 becomes a 4.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    g.slot_mut(at(1, 1)).unwrap().strength = 1;
    g.supply.strength -= 1;
    let (s, _) = dice(&mut g, &[6, 3], &[]);
    assert_eq!(g.cost_at(at(1, 1)), (6, 0));
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    assert_eq!(value(&g, s[1]), 4, "the only unspent Soldier die takes the +1");
    assert_eq!(g.supply.strength, STRENGTH_TOKENS, "the token returns to the supply");
}

#[test]
fn adept_immogin_lets_5_strength_defeat_the_7_strength_troll_brute() {
    // rulebook: Champions — Troll Brute is an Attack Troop costing 7; Magic augments Strength.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::TrollBrute));
    champion_on(&mut g, 2, ChampionKind::AdeptImmogin);
    let (s, _) = dice(&mut g, &[3, 2], &[]);
    assert_eq!(TroopKind::TrollBrute.card(), (TroopClass::Attack, 7, 0));
    attack(&mut g, at(1, 1), &s, &[2]);
    assert_eq!(g.hand, vec![TroopKind::TrollBrute]);
    assert_eq!(g.turrets[2].champion, Some((ChampionKind::AdeptImmogin, false)), "flipped as used");
}

#[test]
fn holy_dice_augment_soldier_dice_but_never_attack_alone() {
    // rulebook: A Special Use for Holy Dice — 1 Soldier + 4 Holy beats a 5; a Holy 5 alone doesn't.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    let (s, h) = dice(&mut g, &[1], &[5, 4]);
    act(&mut g, A::Attack { cell: at(1, 1) });
    act(&mut g, A::Die { die: h[0] });
    assert!(refused(&mut g, A::Confirm).contains("Holy dice cannot defeat a card on their own"));
    act(&mut g, A::Cancel);
    attack(&mut g, at(1, 1), &[s[0], h[1]], &[]);
    assert_eq!(g.hand, vec![TroopKind::GnollPack]);
}

#[test]
fn a_champion_strength_bonus_and_a_holy_die_beat_a_magical_troop() {
    // rulebook: Champions — a Holy die and a Champion's Strength bonus may attack a card that
    // would normally need a Soldier die and a Holy die.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::RuneWitch));
    champion_on(&mut g, 0, ChampionKind::LadyGurira);
    let (_, h) = dice(&mut g, &[], &[4]);
    attack(&mut g, at(1, 1), &[h[0]], &[0]);
    assert_eq!(g.hand, vec![TroopKind::RuneWitch]);
}

#[test]
fn a_champion_bonus_alone_cannot_attack() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    champion_on(&mut g, 0, ChampionKind::SirPhanther);
    champion_on(&mut g, 1, ChampionKind::SirChunnan);
    dice(&mut g, &[1], &[]);
    act(&mut g, A::Attack { cell: at(1, 1) });
    act(&mut g, A::UseChampion { turret: 0 });
    act(&mut g, A::UseChampion { turret: 1 });
    assert!(refused(&mut g, A::Confirm).contains("at least one die"));
}

#[test]
fn activating_the_vanguard_passes_tokens_up_hits_turrets_and_discards() {
    // rulebook: Activate the Vanguard — the Gargoyle Talon's 2 Strength tokens move up to the
    // Gargan Priest; 3 Troops add 3 Impacts; the 3 Troops are discarded.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GargoyleTalon));
    g.slot_mut(at(1, 1)).unwrap().strength = 2;
    g.supply.strength -= 2;
    put(&mut g, at(2, 1), troop(TroopKind::GarganPriest));
    put(&mut g, at(1, 3), troop(TroopKind::OrcArcher));
    put(&mut g, at(1, 5), troop(TroopKind::GnollPack));
    act(&mut g, A::EndActions);
    assert_eq!(g.turrets.map(|t| t.impacts), [1, 0, 1, 0, 1]);
    assert_eq!(g.discard.iter().filter(|d| matches!(d, Discarded::Troop(_))).count(), 3);
    // The Battlefield advanced: the Gargan Priest is now in the Vanguard, with the tokens.
    let priest = g.slot(at(1, 1)).unwrap();
    assert_eq!((priest.foe, priest.strength), (troop(TroopKind::GarganPriest), 2));
    assert_eq!(g.phase, Phase::Reinforce);
}

#[test]
fn advancing_moves_every_card_as_close_as_it_can_in_its_column() {
    // rulebook: Advance the Battlefield — cards keep their columns and their tokens.
    let mut g = table();
    put(&mut g, at(3, 2), troop(TroopKind::TrollBrute));
    put(&mut g, at(5, 2), engine(EngineKind::Catapult));
    g.slot_mut(at(5, 2)).unwrap().magic = 1;
    g.supply.magic -= 1;
    put(&mut g, at(4, 4), troop(TroopKind::RuneWitch));
    act(&mut g, A::EndActions);
    assert_eq!(g.slot(at(1, 2)).unwrap().foe, troop(TroopKind::TrollBrute));
    let catapult = g.slot(at(2, 2)).unwrap();
    assert_eq!((catapult.foe, catapult.magic), (engine(EngineKind::Catapult), 1));
    assert_eq!(g.slot(at(1, 4)).unwrap().foe, troop(TroopKind::RuneWitch));
}

#[test]
fn reinforcing_adds_an_engine_where_missing_then_four_troops_bottom_up_then_closes_gaps() {
    // rulebook: Reinforce the Battlefield — the example: the rightmost column gets a Siege
    // Engine in row 5; 4 Troops fill from the Vanguard up, left to right; the engine slides down.
    let mut g = table();
    for col in 1..=4 {
        put(&mut g, at(1, col), engine(EngineKind::Trebuchet));
        put(&mut g, at(2, col), troop(TroopKind::GnollPack));
    }
    g.tasks.clear();
    g.push(Task::Phase(Phase::Reinforce));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.to_act(), ToAct::Chance);
    chance(&mut g, C::Engine(EngineKind::Ballista));
    assert_eq!(g.slot(at(5, 5)).unwrap().foe, engine(EngineKind::Ballista), "row 5 of the empty column");
    for t in [TroopKind::OrcArcher, TroopKind::RedWitch, TroopKind::RuneWitch, TroopKind::TrollBrute] {
        chance(&mut g, C::Troop(t));
    }
    // Vanguard first: (1,5); then row 2: (2,5); then row 3 left to right: (3,1), (3,2).
    assert_eq!(g.slot(at(1, 5)).unwrap().foe, troop(TroopKind::OrcArcher));
    assert_eq!(g.slot(at(2, 5)).unwrap().foe, troop(TroopKind::RedWitch));
    assert_eq!(g.slot(at(3, 1)).unwrap().foe, troop(TroopKind::RuneWitch));
    assert_eq!(g.slot(at(3, 2)).unwrap().foe, troop(TroopKind::TrollBrute));
    // The gap under the new engine closed: it slid down to row 3.
    assert_eq!(g.slot(at(3, 5)).unwrap().foe, engine(EngineKind::Ballista));
    assert_eq!(g.day, 2);
}

#[test]
fn in_range_engines_fire_left_to_right_and_out_of_range_ones_do_not() {
    // rulebook: Resolve the Siege Engines — the Ballista and Battering Ram are out of range;
    // the Incendiaries and Catapult fire.
    let mut g = table();
    put(&mut g, at(5, 1), engine(EngineKind::Ballista));
    put(&mut g, at(3, 2), engine(EngineKind::BatteringRam));
    put(&mut g, at(2, 3), engine(EngineKind::Incendiaries));
    put(&mut g, at(4, 4), engine(EngineKind::Catapult));
    dice(&mut g, &[5, 6, 2], &[]);
    g.tasks.clear();
    g.push(Task::Phase(Phase::Siege));
    let mut ev = crate::games::valeria::rules::Events::listed();
    g.run(&mut ev);
    let ev = ev.into_vec();
    let fired = |ev: &[ValeriaEvent]| {
        ev.iter()
            .filter_map(|e| match e {
                ValeriaEvent::EngineFired { engine, .. } => Some(*engine),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    // The Incendiaries re-roll the 5 (the only 5: no choice left to make).
    assert_eq!(fired(&ev), vec![EngineKind::Incendiaries]);
    assert_eq!(g.to_act(), ToAct::Chance);
    let ev = chance(&mut g, C::Face(3));
    assert_eq!(fired(&ev), vec![EngineKind::Catapult]);
    assert!(g.tasks.iter().any(|(_, t)| matches!(t, Task::Chance(Need::Roll { die: 1 }))), "the 6 is re-rolled");
}

#[test]
fn front_cards_and_in_range_engines_are_the_only_direct_targets() {
    // rulebook: Targets Within Range.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 1), troop(TroopKind::TrollBrute));
    put(&mut g, at(4, 1), engine(EngineKind::Trebuchet));
    put(&mut g, at(4, 2), engine(EngineKind::BatteringRam));
    put(&mut g, at(3, 3), troop(TroopKind::OrcArcher));
    dice(&mut g, &[6, 6, 6], &[]);
    let targets: Vec<Cell> =
        legal(&g).into_iter().filter_map(|a| if let A::Attack { cell } = a { Some(cell) } else { None }).collect();
    assert_eq!(targets, vec![at(1, 1), at(3, 3), at(4, 1), at(4, 2)]);
    assert!(refused(&mut g, A::Attack { cell: at(2, 1) }).contains("Targets Within Range"));
}

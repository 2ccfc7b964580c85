//! One test per card effect: the 12 Troops, 18 Champions, 9 Siege Engines and 18 Events.

use super::*;

// ---------------------------------------------------------------- Troops

#[test]
fn troop_dragonkin_warlord_doubles_a_die_which_then_cannot_change() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[5, 2], &[]);
    hand_play(&mut g, TroopKind::DragonkinWarlord);
    act(&mut g, A::Die { die: s[0] });
    assert_eq!(value(&g, s[0]), 10, "ruling A-22: a 5 becomes a 10");
    g.hand.push(TroopKind::TrollBrute);
    act(&mut g, A::PlayTroop { troop: TroopKind::TrollBrute });
    // The doubled die cannot be changed again, so the Troll Brute's only target is the 2.
    assert_eq!((value(&g, s[0]), value(&g, s[1])), (10, 6));
}

#[test]
fn troop_efreet_enflamme_overkills_only_an_adjacent_siege_engine_with_magic() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), engine(EngineKind::BatteringRam));
    put(&mut g, at(2, 1), troop(TroopKind::TrollBrute));
    let (s, h) = dice(&mut g, &[4], &[3]);
    g.hand.push(TroopKind::EfreetEnflamme);
    // 4 + 3 = 7 against a cost of 4: 3 left over, of which the Holy 3 may count as Magic.
    attack(&mut g, at(1, 1), &[s[0], h[0]], &[]);
    // Only the adjacent Siege Engine is a target (not the Troop above), paid from the leftover.
    let ev = act(&mut g, A::PlayTroop { troop: TroopKind::EfreetEnflamme });
    assert!(ev.contains(&ValeriaEvent::Defeated {
        foe: engine(EngineKind::BatteringRam),
        cell: at(1, 2),
        overkill: true
    }));
    assert_eq!(g.slot(at(2, 1)).unwrap().foe, troop(TroopKind::TrollBrute));
}

#[test]
fn troop_efreet_needs_holy_value_for_its_2_magic() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), engine(EngineKind::BatteringRam));
    let (s, h) = dice(&mut g, &[6, 5], &[2]);
    g.hand.push(TroopKind::EfreetEnflamme);
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    // 2 left over, all Strength: the Magic must come from a fresh Holy die.
    act(&mut g, A::PlayTroop { troop: TroopKind::EfreetEnflamme });
    assert_eq!(
        g.pending(),
        Some(&Pending::OverkillPay {
            target: at(1, 2),
            foe: engine(EngineKind::BatteringRam),
            from: at(1, 1),
            leftover: 2,
            leftover_magic: 0,
            efreet: true,
            owed: 2,
            dice: Ids::new()
        })
    );
    assert!(!legal(&g).contains(&A::Die { die: s[1] }), "Soldier dice cannot pay Magic");
    act(&mut g, A::Die { die: h[0] });
    act(&mut g, A::Confirm);
    assert!(g.discard.contains(&Discarded::Engine(EngineKind::BatteringRam)));
}

#[test]
fn troop_gargan_priest_blocks_one_siege_engine_in_the_siege_phase_only() {
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::Trebuchet));
    g.hand.push(TroopKind::GarganPriest);
    assert!(!legal(&g).contains(&A::PlayTroop { troop: TroopKind::GarganPriest }), "not in the Action phase");
    g.tasks.clear();
    g.push(Task::Phase(Phase::Siege));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.pending(), Some(&Pending::Window { before: WindowPoint::Engine { cell: at(3, 1) } }));
    // Once the Priest is played nothing else can be, so the engine resolves (blocked) at once.
    let ev = act(&mut g, A::PlayTroop { troop: TroopKind::GarganPriest });
    assert!(ev.contains(&ValeriaEvent::EngineBlocked { engine: EngineKind::Trebuchet, cell: at(3, 1) }));
    assert_eq!(g.turrets[0].impacts, 0);
}

#[test]
fn troop_gargoyle_talon_attacks_a_non_front_troop_or_an_out_of_range_engine() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(5, 2), engine(EngineKind::BatteringRam));
    put(&mut g, at(1, 2), troop(TroopKind::OrcArcher));
    put(&mut g, at(3, 3), engine(EngineKind::Trebuchet));
    let (s, _) = dice(&mut g, &[4], &[]);
    hand_play(&mut g, TroopKind::GargoyleTalon);
    let targets: Vec<A> = legal(&g);
    assert_eq!(
        targets,
        vec![A::Cell { cell: at(2, 1) }, A::Cell { cell: at(5, 2) }],
        "not Front cards, not in-range engines"
    );
    act(&mut g, A::Cell { cell: at(2, 1) });
    act(&mut g, A::Die { die: s[0] });
    act(&mut g, A::Confirm);
    assert_eq!(g.hand, vec![TroopKind::GoblinWarrior]);
    assert_eq!(g.cost_at(at(5, 2)), (OUT_OF_RANGE_COST, 0), "an out-of-range engine always costs 14");
}

#[test]
fn troop_gnoll_pack_flips_a_die_to_its_opposite_face() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[2], &[]);
    hand_play(&mut g, TroopKind::GnollPack);
    assert_eq!(value(&g, s[0]), 5, "the only die: flipped at once, 2 becomes 5");
}

#[test]
fn troop_goblin_warrior_raises_or_lowers_by_one_within_1_to_6() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[6, 1], &[]);
    hand_play(&mut g, TroopKind::GoblinWarrior);
    act(&mut g, A::Die { die: s[0] });
    assert_eq!(value(&g, s[0]), 5, "a 6 cannot go up: the only direction is taken");
    hand_play(&mut g, TroopKind::GoblinWarrior);
    act(&mut g, A::Die { die: s[0] });
    assert_eq!(legal(&g), vec![A::Direction { up: true }, A::Direction { up: false }]);
    act(&mut g, A::Direction { up: false });
    assert_eq!(value(&g, s[0]), 4);
}

#[test]
fn troop_lycan_mage_overkills_an_adjacent_troop_only_and_fresh_dice_may_pay() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
    put(&mut g, at(1, 2), troop(TroopKind::TrollBrute));
    put(&mut g, at(2, 1), engine(EngineKind::BatteringRam));
    let (s, h) = dice(&mut g, &[4, 1], &[3]);
    g.hand.push(TroopKind::LycanMage);
    attack(&mut g, at(1, 1), &[s[0]], &[]);
    act(&mut g, A::PlayTroop { troop: TroopKind::LycanMage });
    // The only adjacent Troop is the target (the engine above is not); no leftover: 2 fresh Strength, not Holy dice alone (ruling A-23).
    act(&mut g, A::Die { die: h[0] });
    assert!(!legal(&g).contains(&A::Confirm));
    act(&mut g, A::Die { die: s[1] });
    act(&mut g, A::Confirm);
    assert_eq!(g.hand, vec![TroopKind::GoblinWarrior, TroopKind::TrollBrute]);
}

#[test]
fn troop_orc_archer_adds_and_rolls_a_soldier_die_or_reuses_a_spent_one() {
    let mut g = table();
    hand_play(&mut g, TroopKind::OrcArcher);
    chance(&mut g, C::Face(4));
    assert_eq!(g.active_dice().collect::<Vec<_>>(), vec![0]);
    // With no Soldier die left in the supply, a spent one comes back (ruling A-41).
    for d in 0..8 {
        g.dice[d].zone = Zone::Spent;
    }
    hand_play(&mut g, TroopKind::OrcArcher);
    chance(&mut g, C::Face(6));
    assert_eq!(g.dice[0].zone, Zone::Active);
}

#[test]
fn troop_red_witch_adds_a_holy_die_then_a_champion() {
    let mut g = table();
    hand_play(&mut g, TroopKind::RedWitch);
    chance(&mut g, C::Face(5));
    assert_eq!(g.dice[8].zone, Zone::Active);
    chance(&mut g, C::Champion(ChampionKind::MrsRye));
    act(&mut g, A::Turret { turret: 4 });
    assert_eq!(g.turrets[4].champion, Some((ChampionKind::MrsRye, true)));
}

#[test]
fn troop_rune_witch_rerolls_chosen_active_dice() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[1, 6, 2], &[]);
    hand_play(&mut g, TroopKind::RuneWitch);
    act(&mut g, A::Die { die: s[0] });
    act(&mut g, A::Die { die: s[2] });
    act(&mut g, A::Continue);
    chance(&mut g, C::Face(5));
    chance(&mut g, C::Face(4));
    assert_eq!([value(&g, s[0]), value(&g, s[1]), value(&g, s[2])], [5, 6, 4]);
}

#[test]
fn troop_troll_brute_sets_a_die_to_6() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[6, 2], &[]);
    hand_play(&mut g, TroopKind::TrollBrute);
    assert_eq!(value(&g, s[1]), 6, "the 6 is no choice: the 2 becomes 6");
}

#[test]
fn troop_undead_samurai_swaps_adjacent_cells_even_into_an_empty_one() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(2, 1), engine(EngineKind::Catapult));
    hand_play(&mut g, TroopKind::UndeadSamurai);
    act(&mut g, A::Cell { cell: at(2, 1) });
    act(&mut g, A::Cell { cell: at(2, 2) });
    assert_eq!(g.slot(at(2, 2)).unwrap().foe, engine(EngineKind::Catapult));
    assert_eq!(g.slot(at(2, 1)), None);
}

#[test]
fn a_troop_with_no_effect_cannot_be_played() {
    // Ruling A-47: with no active die, die-changing Troops do nothing.
    let mut g = table();
    g.hand = vec![TroopKind::GoblinWarrior, TroopKind::LycanMage];
    assert!(refused(&mut g, A::PlayTroop { troop: TroopKind::GoblinWarrior }).contains("no effect"));
    assert!(refused(&mut g, A::PlayTroop { troop: TroopKind::RedWitch }).contains("no Red Witch in your hand"));
}

// ---------------------------------------------------------------- Champions

#[test]
fn champions_sister_althea_and_sir_jilko_nudge_a_die_of_their_colour() {
    for (champion, holy) in [(ChampionKind::SisterAlthea, true), (ChampionKind::SirJilko, false)] {
        let mut g = table();
        champion_on(&mut g, 0, champion);
        let (s, h) = dice(&mut g, &[3], &[3]);
        act(&mut g, A::UseChampion { turret: 0 });
        act(&mut g, A::Direction { up: true });
        let (changed, kept) = if holy { (h[0], s[0]) } else { (s[0], h[0]) };
        assert_eq!((value(&g, changed), value(&g, kept)), (4, 3), "{champion:?}");
        assert_eq!(g.turrets[0].champion, Some((champion, false)), "recurring: flipped");
    }
}

#[test]
fn champions_attack_bonuses_apply_only_to_their_target_type() {
    use BonusTarget::*;
    let cases = [
        (ChampionKind::SirChunnan, AttackTroop, false, 1),
        (ChampionKind::SirPhanther, AttackTroop, false, 2),
        (ChampionKind::SisterElina, AttackTroop, true, 1),
        (ChampionKind::AdeptImmogin, AttackTroop, true, 2),
        (ChampionKind::SirHeller, MagicalTroop, false, 1),
        (ChampionKind::LadyGurira, MagicalTroop, false, 2),
        (ChampionKind::BrotherBenzin, MagicalTroop, true, 1),
        (ChampionKind::MagisterFemik, MagicalTroop, true, 2),
        (ChampionKind::WizardDenthal, SiegeEngine, true, 2),
        (ChampionKind::SirQuentin, SiegeEngine, false, 2),
    ];
    for (champion, against, magic, amount) in cases {
        let mut g = table();
        put(&mut g, at(1, 1), troop(TroopKind::GoblinWarrior));
        put(&mut g, at(1, 2), troop(TroopKind::RuneWitch));
        put(&mut g, at(3, 3), engine(EngineKind::Trebuchet));
        champion_on(&mut g, 0, champion);
        let target = match against {
            AttackTroop => at(1, 1),
            MagicalTroop => at(1, 2),
            SiegeEngine => at(3, 3),
        };
        assert_eq!(g.bonus_against(0, target), Some((magic, amount)), "{champion:?}");
        for other in [at(1, 1), at(1, 2), at(3, 3)] {
            if other != target {
                assert_eq!(g.bonus_against(0, other), None, "{champion:?} against {other:?}");
            }
        }
    }
}

#[test]
fn champion_magic_bonuses_pay_magic_costs() {
    // Ruling A-7: Brother Benzin's Magic pays part of a Magical Troop's Magic cost.
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::RuneWitch)); // 3 Strength + 2 Magic
    champion_on(&mut g, 0, ChampionKind::BrotherBenzin);
    let (s, h) = dice(&mut g, &[3], &[1]);
    attack(&mut g, at(1, 1), &[s[0], h[0]], &[0]);
    assert_eq!(g.hand, vec![TroopKind::RuneWitch]);
}

#[test]
fn champion_doktor_kilter_clears_every_token_from_a_card() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    let slot = g.slot_mut(at(1, 1)).unwrap();
    (slot.strength, slot.magic) = (2, 1);
    (g.supply.strength, g.supply.magic) = (7, 8);
    champion_on(&mut g, 3, ChampionKind::DoktorKilter);
    act(&mut g, A::UseChampion { turret: 3 });
    assert_eq!(g.cost_at(at(1, 1)), (5, 0));
    assert_eq!((g.supply.strength, g.supply.magic), (9, 9));
}

#[test]
fn champion_smith_laicon_moves_an_impact_and_can_lose_the_game() {
    let mut g = table();
    champion_on(&mut g, 0, ChampionKind::SmithLaicon);
    g.turrets[1].impacts = 2;
    g.turrets[2].impacts = 3;
    g.supply.impact -= 5;
    act(&mut g, A::UseChampion { turret: 0 });
    act(&mut g, A::Turret { turret: 1 });
    act(&mut g, A::Turret { turret: 4 });
    assert_eq!(g.turrets.map(|t| t.impacts), [0, 1, 3, 0, 1]);
    // Ruling A-35: onto a Turret at 3 it is the 4th Impact.
    g.turrets[0].champion = Some((ChampionKind::SmithLaicon, true));
    act(&mut g, A::UseChampion { turret: 0 });
    act(&mut g, A::Turret { turret: 1 });
    act(&mut g, A::Turret { turret: 2 });
    assert_eq!(g.end, Some(EndReason::FourthImpact));
}

#[test]
fn champion_sister_mystique_moves_a_card_to_an_empty_cell_and_is_discarded() {
    let mut g = table();
    put(&mut g, at(1, 1), engine(EngineKind::OgresReach));
    champion_on(&mut g, 1, ChampionKind::SisterMystique);
    act(&mut g, A::UseChampion { turret: 1 });
    // The only card is picked by itself; then the empty cell is asked.
    assert_eq!(g.pending(), Some(&Pending::Cell { purpose: CellUse::MoveTo { from: at(1, 1) } }));
    act(&mut g, A::Cell { cell: at(5, 5) });
    assert_eq!(g.slot(at(5, 5)).unwrap().foe, engine(EngineKind::OgresReach));
    assert_eq!(g.turrets[1].champion, None, "one-time: discarded");
    assert!(g.discard.contains(&Discarded::Champion(ChampionKind::SisterMystique)));
}

#[test]
fn champions_sir_nathem_and_lady_ozwin_reroll_two_spent_dice_of_their_colour() {
    for (champion, holy) in [(ChampionKind::SirNathem, true), (ChampionKind::LadyOzwin, false)] {
        let mut g = table();
        champion_on(&mut g, 0, champion);
        let (s, h) = dice(&mut g, &[1, 1, 1], &[1, 1]);
        for d in s.iter().chain(&h) {
            g.spend(*d);
        }
        act(&mut g, A::UseChampion { turret: 0 });
        chance(&mut g, C::Face(6));
        chance(&mut g, C::Face(5));
        let active: Vec<u8> = g.active_dice().collect();
        assert_eq!(active, if holy { vec![8, 9] } else { vec![0, 1] }, "{champion:?}");
        assert_eq!(g.turrets[0].champion, None);
    }
}

#[test]
fn champion_mrs_rye_raises_up_to_five_dice() {
    let mut g = table();
    champion_on(&mut g, 0, ChampionKind::MrsRye);
    let (s, h) = dice(&mut g, &[1, 2, 3, 6, 4], &[5, 2]);
    act(&mut g, A::UseChampion { turret: 0 });
    for die in [s[0], s[1], s[2], h[0], h[1]] {
        act(&mut g, A::Die { die });
    }
    assert!(!legal(&g).contains(&A::Die { die: s[4] }), "five at most");
    act(&mut g, A::Continue);
    assert_eq!([s[0], s[1], s[2], s[3], s[4], h[0], h[1]].map(|d| value(&g, d)), [2, 3, 4, 6, 4, 6, 3]);
}

#[test]
fn champion_repair_discards_it_to_remove_one_impact_from_its_turret() {
    let mut g = table();
    champion_on(&mut g, 2, ChampionKind::SirHeller);
    g.turrets[2].impacts = 2;
    g.supply.impact -= 2;
    act(&mut g, A::RepairWithChampion { turret: 2 });
    assert_eq!((g.turrets[2].impacts, g.turrets[2].champion), (1, None));
}

#[test]
fn a_die_repair_removes_one_impact_whatever_the_die() {
    let mut g = table();
    g.turrets[4].impacts = 2;
    g.supply.impact -= 2;
    let (_, h) = dice(&mut g, &[], &[1]);
    act(&mut g, A::RepairWithDie);
    assert_eq!(g.turrets[4].impacts, 1, "the only damaged Turret, the only die");
    assert_eq!(g.dice[usize::from(h[0])].zone, Zone::Spent);
}

#[test]
fn a_drawn_champion_may_replace_one_when_the_fortress_is_full_or_go_to_the_bottom() {
    let mut g = table();
    for (t, c) in
        [ChampionKind::SirChunnan, ChampionKind::SirPhanther, ChampionKind::SisterElina, ChampionKind::SirHeller]
            .into_iter()
            .enumerate()
    {
        champion_on(&mut g, t as u8, c);
    }
    g.turrets[4].impacts = 3; // blocked: the Fortress is full (ruling A-42)
    g.supply.impact -= 3;
    g.turrets[1].champion = Some((ChampionKind::SirPhanther, false));
    g.push(Task::GainChampions { count: 2 });
    g.run(&mut crate::games::valeria::rules::Events::listed());
    chance(&mut g, C::Champion(ChampionKind::MrsRye));
    let options = legal(&g);
    assert_eq!(options.len(), 5, "replace one of four, or return it: {options:?}");
    act(&mut g, A::Turret { turret: 1 });
    assert_eq!(g.turrets[1].champion, Some((ChampionKind::MrsRye, false)), "keeps the face-down orientation");
    chance(&mut g, C::Champion(ChampionKind::SirQuentin));
    act(&mut g, A::ReturnChampion);
    assert_eq!(g.champions.len(), 18 - 6 + 1);
    assert!(g.discard.contains(&Discarded::Champion(ChampionKind::SirPhanther)));
}

// ---------------------------------------------------------------- Siege Engines

#[test]
fn engine_ballista_forfeits_a_die_then_discards_a_champion() {
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::Ballista));
    champion_on(&mut g, 0, ChampionKind::SirJilko);
    champion_on(&mut g, 1, ChampionKind::SirNathem);
    let (s, _) = dice(&mut g, &[2, 5], &[]);
    fire(&mut g, at(3, 1));
    act(&mut g, A::Die { die: s[0] });
    assert_eq!(g.dice[0].zone, Zone::Supply);
    act(&mut g, A::Turret { turret: 1 });
    assert_eq!(g.champion_turrets().collect::<Vec<_>>(), vec![0]);
}

#[test]
fn engine_battering_ram_lowers_every_active_soldier_die_but_not_below_1() {
    let mut g = table();
    put(&mut g, at(2, 1), engine(EngineKind::BatteringRam));
    let (s, h) = dice(&mut g, &[1, 4, 6], &[5]);
    fire(&mut g, at(2, 1));
    assert_eq!([s[0], s[1], s[2], h[0]].map(|d| value(&g, d)), [1, 3, 5, 5]);
}

#[test]
fn engine_breach_tower_loads_the_strongest_adjacent_troop_and_costs_8_plus_it() {
    let mut g = table();
    put(&mut g, at(2, 2), engine(EngineKind::BreachTower));
    put(&mut g, at(1, 2), troop(TroopKind::GoblinWarrior)); // 4
    put(&mut g, at(2, 1), troop(TroopKind::LycanMage)); // 4 + 4 Magic
    put(&mut g, at(3, 2), engine(EngineKind::Catapult));
    // Ruling A-19: Strength only; 4 and 4 tie, so the player chooses.
    fire(&mut g, at(2, 2));
    assert_eq!(legal(&g), vec![A::Cell { cell: at(1, 2) }, A::Cell { cell: at(2, 1) }]);
    act(&mut g, A::Cell { cell: at(2, 1) });
    assert_eq!(g.slot(at(2, 1)), None);
    assert_eq!(g.cost_at(at(2, 2)), (8 + 4, 4), "ruling A-18: loaded Magic stays Magic");
    let (s, h) = dice(&mut g, &[6, 6], &[4]);
    attack(&mut g, at(2, 2), &[s[0], s[1], h[0]], &[]);
    assert!(g.hand.contains(&TroopKind::LycanMage), "loaded Troops go to the hand");
}

#[test]
fn engine_catapult_and_incendiaries_reroll_a_6_or_a_5() {
    for (e, face) in [(EngineKind::Catapult, 6), (EngineKind::Incendiaries, 5)] {
        let mut g = table();
        put(&mut g, at(3, 1), engine(e));
        let (s, _) = dice(&mut g, &[face, face, 1], &[]);
        fire(&mut g, at(3, 1));
        assert_eq!(legal(&g), vec![A::Die { die: s[0] }, A::Die { die: s[1] }], "{e:?}: the choice is yours");
        act(&mut g, A::Die { die: s[1] });
        chance(&mut g, C::Face(2));
        assert_eq!(value(&g, s[1]), 2);
        let mut none = table();
        put(&mut none, at(3, 1), engine(e));
        dice(&mut none, &[1], &[]);
        assert_eq!(fire(&mut none, at(3, 1)).len(), 1, "{e:?}: no such face, no effect");
    }
}

#[test]
fn engine_flaming_rain_discards_one_champion_then_flips_another() {
    let mut g = table();
    put(&mut g, at(5, 1), engine(EngineKind::FlamingRain));
    champion_on(&mut g, 0, ChampionKind::SirJilko);
    champion_on(&mut g, 1, ChampionKind::MrsRye);
    champion_on(&mut g, 2, ChampionKind::SirQuentin);
    fire(&mut g, at(5, 1));
    act(&mut g, A::Turret { turret: 1 });
    act(&mut g, A::Turret { turret: 2 });
    assert_eq!(g.turrets[0].champion, Some((ChampionKind::SirJilko, true)));
    assert_eq!(g.turrets[1].champion, None);
    assert_eq!(g.turrets[2].champion, Some((ChampionKind::SirQuentin, false)));
}

#[test]
fn engine_gargans_eye_spends_a_soldier_and_a_holy_die() {
    let mut g = table();
    put(&mut g, at(3, 1), engine(EngineKind::GargansEye));
    let (s, h) = dice(&mut g, &[3], &[4]);
    fire(&mut g, at(3, 1));
    assert_eq!((g.dice[usize::from(s[0])].zone, g.dice[usize::from(h[0])].zone), (Zone::Spent, Zone::Spent));
}

#[test]
fn engines_ogres_reach_and_trebuchet_hit_the_turret_below() {
    let mut g = table();
    put(&mut g, at(2, 2), engine(EngineKind::OgresReach));
    put(&mut g, at(4, 4), engine(EngineKind::Trebuchet));
    champion_on(&mut g, 1, ChampionKind::SirJilko);
    g.turrets[1].impacts = 1;
    g.supply.impact -= 1;
    fire(&mut g, at(2, 2));
    fire(&mut g, at(4, 4));
    assert_eq!(g.turrets.map(|t| t.impacts), [0, 3, 0, 1, 0]);
    assert_eq!(g.turrets[1].champion, None, "the 3rd Impact discards the Champion");
}

// ---------------------------------------------------------------- Events

#[test]
fn event_accidents_happen_flips_two_face_up_champions() {
    let mut g = table();
    champion_on(&mut g, 0, ChampionKind::SirJilko);
    champion_on(&mut g, 1, ChampionKind::MrsRye);
    champion_on(&mut g, 2, ChampionKind::SirQuentin);
    g.turrets[2].champion = Some((ChampionKind::SirQuentin, false));
    event(&mut g, EventKind::AccidentsHappen);
    // Ruling A-29: only the face-up ones are candidates.
    assert_eq!(legal(&g), vec![A::Turret { turret: 0 }, A::Turret { turret: 1 }]);
    act(&mut g, A::Turret { turret: 1 });
    assert!(g.turrets.iter().all(|t| t.champion.is_none_or(|(_, up)| !up)));
}

#[test]
fn event_deserter_and_spell_sickness_spend_a_die_of_their_colour() {
    for (e, holy) in [(EventKind::Deserter, false), (EventKind::SpellSickness, true)] {
        let mut g = table();
        let (s, h) = dice(&mut g, &[4], &[4]);
        event(&mut g, e);
        let (spent, kept) = if holy { (h[0], s[0]) } else { (s[0], h[0]) };
        assert_eq!((g.dice[usize::from(spent)].zone, g.dice[usize::from(kept)].zone), (Zone::Spent, Zone::Active));
    }
}

#[test]
fn event_back_for_more_puts_the_two_earliest_discarded_champions_on_top() {
    let mut g = table();
    for c in [ChampionKind::SirJilko, ChampionKind::MrsRye, ChampionKind::SirQuentin] {
        g.champions.draw_unseen(&c).unwrap();
        g.discard.push(Discarded::Champion(c));
    }
    event(&mut g, EventKind::BackForMore);
    act(&mut g, A::TopChampion { champion: ChampionKind::MrsRye });
    assert_eq!(g.champions.known_top(), &[ChampionKind::MrsRye, ChampionKind::SirJilko]);
    assert!(g.discard.contains(&Discarded::Champion(ChampionKind::SirQuentin)));
}

#[test]
fn event_battle_lust_and_fools_rush_in_load_the_strongest_or_weakest_vanguard_attack_troop() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack)); // 5
    put(&mut g, at(1, 2), troop(TroopKind::TrollBrute)); // 7
    put(&mut g, at(1, 3), troop(TroopKind::OrcArcher)); // 4
    put(&mut g, at(1, 4), troop(TroopKind::GargoyleTalon)); // 4
    put(&mut g, at(1, 5), troop(TroopKind::LycanMage)); // Magical: never a candidate
    event(&mut g, EventKind::BattleLust);
    assert_eq!(g.slot(at(1, 2)).unwrap().strength, 2);
    event(&mut g, EventKind::FoolsRushIn);
    assert_eq!(legal(&g), vec![A::Cell { cell: at(1, 3) }, A::Cell { cell: at(1, 4) }], "a tie: the choice is yours");
    act(&mut g, A::Cell { cell: at(1, 4) });
    assert_eq!(g.cost_at(at(1, 4)), (6, 0));
}

#[test]
fn event_camp_crud_lowers_three_different_dice() {
    let mut g = table();
    let (s, _) = dice(&mut g, &[5, 1, 3, 6], &[]);
    event(&mut g, EventKind::CampCrud);
    assert!(!legal(&g).contains(&A::Die { die: s[1] }), "dice above 1 first (ruling A-30)");
    act(&mut g, A::Die { die: s[0] });
    assert!(!legal(&g).contains(&A::Die { die: s[0] }), "three different dice");
    act(&mut g, A::Die { die: s[2] });
    // The third pick is the only die left above 1 and not yet lowered: taken by itself.
    assert_eq!(s.iter().map(|d| value(&g, *d)).collect::<Vec<_>>(), vec![4, 1, 2, 5]);
}

#[test]
fn event_dangerous_visions_reveals_six_troops_and_reorders_them() {
    let mut g = table();
    event(&mut g, EventKind::DangerousVisions);
    let revealed = [
        TroopKind::OrcArcher,
        TroopKind::RedWitch,
        TroopKind::RuneWitch,
        TroopKind::TrollBrute,
        TroopKind::GnollPack,
        TroopKind::GoblinWarrior,
    ];
    for t in revealed {
        chance(&mut g, C::Troop(t));
    }
    assert_eq!(g.troops.known_top(), &revealed);
    // Always put the last of the remaining cards next: the order is reversed.
    for placed in 0..5u8 {
        act(&mut g, A::Order { index: 5 - placed });
    }
    let mut reversed = revealed;
    reversed.reverse();
    assert_eq!(g.troops.known_top(), &reversed);
    // The next Troop drawn is known: no chance event.
    g.push(Task::Chance(Need::TroopToHand));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.hand, vec![TroopKind::GoblinWarrior]);
}

#[test]
fn event_final_push_gargans_blessing_and_shamans_ritual_load_the_nearest_or_farthest_engine() {
    let mut g = table();
    put(&mut g, at(2, 1), engine(EngineKind::Catapult));
    put(&mut g, at(4, 2), engine(EngineKind::Trebuchet));
    put(&mut g, at(5, 3), engine(EngineKind::FlamingRain));
    event(&mut g, EventKind::FinalPush);
    event(&mut g, EventKind::GargansBlessing);
    event(&mut g, EventKind::ShamansRitual);
    let tokens = |c: Cell| {
        let s = g.slot(c).unwrap();
        (s.strength, s.magic)
    };
    assert_eq!((tokens(at(2, 1)), tokens(at(5, 3)), tokens(at(4, 2))), ((2, 2), (0, 2), (0, 0)));
}

#[test]
fn event_foresight_reveals_three_events_and_reorders_them() {
    let mut g = table();
    event(&mut g, EventKind::Foresight);
    for e in [EventKind::Deserter, EventKind::CampCrud, EventKind::LuckyShot] {
        chance(&mut g, C::Event(e));
    }
    act(&mut g, A::Order { index: 2 });
    act(&mut g, A::Order { index: 1 });
    assert_eq!(g.events.known_top(), &[EventKind::LuckyShot, EventKind::CampCrud, EventKind::Deserter]);
}

#[test]
fn event_friends_arrive_gains_two_champions() {
    let mut g = table();
    event(&mut g, EventKind::FriendsArrive);
    chance(&mut g, C::Champion(ChampionKind::SirJilko));
    act(&mut g, A::Turret { turret: 0 });
    chance(&mut g, C::Champion(ChampionKind::MrsRye));
    act(&mut g, A::Turret { turret: 3 });
    assert_eq!(g.champion_turrets().collect::<Vec<_>>(), vec![0, 3]);
}

#[test]
fn event_lucky_shot_fires_an_out_of_range_engine() {
    let mut g = table();
    put(&mut g, at(5, 5), engine(EngineKind::OgresReach));
    put(&mut g, at(3, 3), engine(EngineKind::Trebuchet)); // in range: not a candidate
    event(&mut g, EventKind::LuckyShot);
    assert_eq!(g.turrets[4].impacts, 2);
    assert_eq!(g.turrets[2].impacts, 0);
}

#[test]
fn event_shore_up_the_walls_clears_one_turret() {
    let mut g = table();
    g.turrets[1].impacts = 3;
    g.turrets[3].impacts = 1;
    g.supply.impact -= 4;
    event(&mut g, EventKind::ShoreUpTheWalls);
    act(&mut g, A::Turret { turret: 1 });
    assert_eq!(g.turrets.map(|t| t.impacts), [0, 0, 0, 1, 0]);
}

#[test]
fn event_trained_warriors_and_unified_rites_token_every_vanguard_troop_of_a_class() {
    let mut g = table();
    put(&mut g, at(1, 1), troop(TroopKind::GnollPack));
    put(&mut g, at(1, 2), troop(TroopKind::RuneWitch));
    put(&mut g, at(1, 3), troop(TroopKind::TrollBrute));
    put(&mut g, at(2, 4), troop(TroopKind::OrcArcher));
    event(&mut g, EventKind::TrainedWarriors);
    event(&mut g, EventKind::UnifiedRites);
    assert_eq!(g.cost_at(at(1, 1)), (6, 0));
    assert_eq!(g.cost_at(at(1, 2)), (3, 3));
    assert_eq!(g.cost_at(at(1, 3)), (8, 0));
    assert_eq!(g.cost_at(at(2, 4)), (4, 0), "not in the Vanguard");
}

#[test]
fn event_the_turret_shudders_hits_a_turret_under_3_and_never_loses() {
    let mut g = table();
    champion_on(&mut g, 0, ChampionKind::SirJilko);
    g.turrets = g.turrets.map(|t| Turret { impacts: 3, ..t });
    g.turrets[0].impacts = 2;
    g.supply.impact -= 14;
    event(&mut g, EventKind::TheTurretShudders);
    assert_eq!((g.turrets[0].impacts, g.turrets[0].champion), (3, None), "reaching 3 discards its Champion");
    g.push(Task::EventEffect(EventKind::TheTurretShudders));
    g.run(&mut crate::games::valeria::rules::Events::listed());
    assert_eq!(g.end, None, "ruling A-34: every Turret at 3, no effect");
    assert_eq!(g.turrets.map(|t| t.impacts), [3; 5]);
}

#[test]
fn events_with_nothing_to_act_on_have_no_effect() {
    for e in [
        EventKind::AccidentsHappen,
        EventKind::BackForMore,
        EventKind::BattleLust,
        EventKind::CampCrud,
        EventKind::FinalPush,
        EventKind::LuckyShot,
        EventKind::ShoreUpTheWalls,
        EventKind::TrainedWarriors,
        EventKind::UnifiedRites,
    ] {
        let mut g = table();
        let ev = event(&mut g, e);
        assert!(ev.contains(&ValeriaEvent::NoEffect { what: e.name().into() }), "{e:?}");
        assert_eq!(g.pending(), Some(&Pending::Actions), "{e:?} asks nothing");
    }
}

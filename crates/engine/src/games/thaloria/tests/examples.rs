//! The rulebook's worked examples and stated facts as scenario tests.

use super::support::{act, battle_at, border, end_turn, land, quiet, roll, settle, skip_draw, started, station};
use crate::core::{Game, RuleError, Standing, ToAct};
use crate::games::thaloria::action::{Fall, ThaloriaAction as A, ThaloriaEvent as E};
use crate::games::thaloria::data::Wizard;
use crate::games::thaloria::rules::Ask;
use crate::games::thaloria::state::{Army, End, Step, Task, Thaloria};

/// Two players whose Wizards have no combat ability.
fn plain() -> Thaloria {
    quiet(started(2, &[Wizard::Thalorien, Wizard::Zarkul]))
}

fn round_of(events: &[E]) -> (Vec<u8>, Vec<u8>, Army, Army) {
    events
        .iter()
        .find_map(|e| match e {
            E::Round { attack, defence, attacker_lost, defender_lost, .. } => {
                Some((attack.clone(), defence.clone(), *attacker_lost, *defender_lost))
            }
            _ => None,
        })
        .expect("a combat round was fought")
}

#[test]
fn setup_gives_the_rulebooks_armies_life_and_hands() {
    for players in 2..=5 {
        let g = started(players, &[]);
        let life = if players == 2 { 40 } else { 30 };
        for (s, p) in g.players.iter().enumerate() {
            assert_eq!(p.life, life, "3. Wizard Life Points");
            assert_eq!(p.reserve, Army::new(18, 9), "2. Preparing the Army");
            assert!(p.muster_token);
            let hand = g.hands[s].value.len();
            // The starting player has drawn for their first Draw Step already.
            assert_eq!(hand, if s == 0 { 6 } else { 5 }, "2. Starting Hand: five cards");
            assert_eq!(land(&g, u8::try_from(s).unwrap()).len(), 9, "nine faction tiles");
        }
        assert_eq!(g.tiles.len(), 1 + 10 * usize::from(players), "the Grotto and ten tiles each");
        assert_eq!(g.deck.len() + g.hands.iter().map(|h| h.value.len()).sum::<usize>(), 100);
    }
}

#[test]
fn the_combat_example_each_side_loses_one_and_the_attacker_loses_its_elite() {
    // rulebook: 6. Combat Example. The attacker rolls 5 (Standard) and 2 (Elite); the defender 4
    // and 3 (two Standards).
    let mut g = plain();
    let (mine, theirs) = border(&g, 0, 1);
    station(&mut g, 1, theirs, Army::new(2, 0));
    station(&mut g, 0, theirs, Army::new(1, 1));
    let _ = mine;
    battle_at(&mut g, theirs);
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Attackers)))));
    act(&mut g, A::Pick { standard: 1, elite: 1 });
    act(&mut g, A::Pick { standard: 2, elite: 0 });
    roll(&mut g, 5);
    roll(&mut g, 2);
    roll(&mut g, 4);
    let events = roll(&mut g, 3);
    let (attack, defence, attacker_lost, defender_lost) = round_of(&events);
    assert_eq!((attack, defence), (vec![5, 2], vec![4, 3]));
    assert_eq!(attacker_lost, Army::new(0, 1), "the Elite's 2 lost to the 3");
    assert_eq!(defender_lost, Army::new(1, 0), "the 5 beat the 4");
    assert_eq!(g.players[0].fallen, Army::new(0, 1));
    assert_eq!(g.players[1].fallen, Army::new(1, 0));
    // Both still have a Warrior there: the attacker may fight on or retreat.
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Retreat)))));
}

#[test]
fn three_attackers_against_two_leave_the_lowest_attack_die_unused() {
    let mut g = plain();
    let (_, theirs) = border(&g, 0, 1);
    station(&mut g, 1, theirs, Army::new(2, 0));
    station(&mut g, 0, theirs, Army::new(3, 0));
    battle_at(&mut g, theirs);
    act(&mut g, A::Pick { standard: 3, elite: 0 });
    act(&mut g, A::Pick { standard: 2, elite: 0 });
    for face in [1, 6, 5] {
        roll(&mut g, face);
    }
    roll(&mut g, 4);
    let events = roll(&mut g, 2);
    let (_, _, attacker_lost, defender_lost) = round_of(&events);
    assert_eq!(attacker_lost, Army::NONE, "the 1 was not compared");
    assert_eq!(defender_lost, Army::new(2, 0));
    // Both defenders gone: the tile is conquered and the Wizard attack is offered.
    assert_eq!(g.tiles[usize::from(theirs)].banner, Some(0));
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::WizardAttack { target: 1, .. })))));
}

#[test]
fn tied_dice_are_rerolled_and_stay_linked_to_their_warriors() {
    let mut g = plain();
    let (_, theirs) = border(&g, 0, 1);
    station(&mut g, 1, theirs, Army::new(0, 1));
    station(&mut g, 0, theirs, Army::new(1, 0));
    battle_at(&mut g, theirs);
    // One Warrior a side: the picks make themselves.
    assert_eq!(g.to_act(), ToAct::Chance);
    roll(&mut g, 4);
    let events = roll(&mut g, 4);
    assert!(events.iter().any(|e| matches!(e, E::Tie { value: 4 })));
    // The reroll: the Standard's D6 first, then the Elite's D12.
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 6, "the attacker's D6 is rolled again");
    roll(&mut g, 6);
    g.chance_outcomes(&mut outcomes);
    assert_eq!(outcomes.len(), 12, "then the defender's D12");
    let events = roll(&mut g, 3);
    let (_, _, attacker_lost, defender_lost) = round_of(&events);
    assert_eq!((attacker_lost, defender_lost), (Army::NONE, Army::new(0, 1)), "a Standard may defeat an Elite");
}

/// A Wizard attack from `attackers` on a conquered tile against `guards` from the Reserve.
fn wizard_attack(attack: &[u8], guards: u8, defence: &[u8]) -> (Thaloria, i16) {
    let mut g = plain();
    let (_, theirs) = border(&g, 0, 1);
    let n = u8::try_from(attack.len()).unwrap();
    station(&mut g, 0, theirs, Army::new(n, 0));
    g.tiles[usize::from(theirs)].banner = Some(0);
    g.players[1].reserve = Army::new(guards, 0);
    g.tasks.clear();
    g.step = Step::Attack;
    g.tasks.push(0, Task::Decide(Ask::WizardAttack { target: 1, tile: theirs }));
    act(&mut g, A::AttackWizard);
    act(&mut g, A::Pick { standard: n, elite: 0 });
    if g.to_act() != ToAct::Chance {
        act(&mut g, A::Pick { standard: guards.min(2), elite: 0 });
    }
    for &face in attack.iter().chain(defence) {
        roll(&mut g, face);
    }
    let life = g.players[1].life;
    (g, 40 - life)
}

#[test]
fn only_unmatched_attack_dice_hurt_the_wizard() {
    // rulebook: 10. Resolving the Wizard Attack.
    assert_eq!(wizard_attack(&[6], 1, &[1]).1, 0, "one attacker against one defender: no damage");
    assert_eq!(wizard_attack(&[6, 5], 2, &[1, 1]).1, 0, "two against two: no damage");
    assert_eq!(wizard_attack(&[6, 3], 1, &[1]).1, 3, "two against one: the lower result hurts");
    assert_eq!(wizard_attack(&[6, 5, 2], 2, &[1, 1]).1, 2, "three against two: the lowest hurts");
    assert_eq!(wizard_attack(&[6, 5, 4], 1, &[1]).1, 9, "three against one: the two lower hurt");
    let (g, damage) = wizard_attack(&[2, 5, 4], 1, &[6]);
    assert_eq!(damage, 6, "the highest is compared (and lost); the 4 and the 2 hurt");
    assert_eq!(g.players[0].fallen, Army::new(1, 0), "the attacker whose 5 lost to the 6 falls");
    assert_eq!(g.players[1].reserve, Army::new(1, 0), "the surviving defender stays in the Reserve");
    assert_eq!(g.players[1].fallen, Army::NONE);
}

#[test]
fn a_wizard_at_zero_life_is_defeated_and_the_last_wizard_wins() {
    let mut g = plain();
    g.players[1].life = 3;
    let (own, _) = border(&g, 1, 0);
    station(&mut g, 1, own, Army::new(2, 1));
    let (_, t) = border(&g, 0, 1);
    station(&mut g, 0, t, Army::new(3, 0));
    g.tiles[usize::from(t)].banner = Some(0);
    g.players[1].fallen = g.players[1].reserve;
    g.players[1].reserve = Army::NONE;
    g.tasks.clear();
    g.step = Step::Attack;
    g.tasks.push(0, Task::Decide(Ask::WizardAttack { target: 1, tile: t }));
    act(&mut g, A::AttackWizard);
    act(&mut g, A::Pick { standard: 3, elite: 0 });
    for face in [1, 1, 1] {
        roll(&mut g, face);
    }
    assert!(g.players[1].life <= 0);
    assert!(!g.players[1].alive());
    assert_eq!(g.players[1].reserve, Army::NONE);
    assert_eq!(g.on_battlefield(1), Army::NONE, "10. Army Disbands");
    assert_eq!(g.players[1].removed.count(), 27, "all 27 Warriors are removed from the game");
    assert!(g.tiles.iter().all(|t| t.banner != Some(1)), "10. Banners Are Removed");
    assert!(g.hands[1].value.is_empty(), "the hand goes to the discard pile");
    assert_eq!(g.end, Some(End::LastStanding { seat: 0 }));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Ranked { ranks: vec![0, 1] });
    assert_eq!(outcome.reason, "last_standing");
}

#[test]
fn tile_capacity_follows_the_rulebooks_examples() {
    // rulebook: 4. Tile Capacity: five Power Points and three Warriors from each faction.
    let g = plain();
    let tile = land(&g, 0)[0];
    assert!(g.fits(tile, 0, Army::new(1, 2)), "one Standard and two Elite: five Power Points");
    assert!(g.fits(tile, 0, Army::new(2, 1)), "two Standard and one Elite: four");
    assert!(g.fits(tile, 0, Army::new(3, 0)), "three Standard");
    assert!(!g.fits(tile, 0, Army::new(4, 0)), "a fourth Warrior");
    assert!(!g.fits(tile, 0, Army::new(0, 3)), "six Power Points");
    assert!(!g.fits(tile, 0, Army::new(3, 1)), "four Warriors");
}

#[test]
fn king_zarkuls_strongholds_hold_six_power_points_but_still_three_warriors() {
    let g = quiet(started(2, &[Wizard::Zarkul, Wizard::Thalorien]));
    let strongholds: Vec<_> = land(&g, 0).into_iter().filter(|&t| g.tiles[usize::from(t)].empowered).collect();
    assert_eq!(strongholds.len(), 3, "three Empowered Strongholds");
    let t = strongholds[0];
    assert!(g.fits(t, 0, Army::new(0, 3)), "three Elite: six Power Points");
    assert!(!g.fits(t, 0, Army::new(1, 3)), "the three-Warrior limit still applies");
    let plain_tile = land(&g, 0).into_iter().find(|t| !strongholds.contains(t)).unwrap();
    assert!(!g.fits(plain_tile, 0, Army::new(0, 3)));
}

#[test]
fn the_deployment_step_deploys_up_to_five_power_points_on_own_tiles() {
    let mut g = plain();
    assert_eq!(g.step, Step::Deployment);
    let tiles = land(&g, 0);
    act(&mut g, A::Deploy { tile: tiles[0], elite: true });
    act(&mut g, A::Deploy { tile: tiles[0], elite: true });
    assert_eq!(g.deploy_left, 1);
    let refused = g.apply(&A::Deploy { tile: tiles[1], elite: true }).unwrap_err();
    assert!(matches!(refused, RuleError::Illegal { rule: "5. Deployment Step", .. }), "{refused}");
    act(&mut g, A::Deploy { tile: tiles[1], elite: false });
    // Five Power Points spent: the step ends by itself.
    assert_eq!(g.step, Step::Advance);
    assert_eq!(g.on_battlefield(0), Army::new(1, 2));
    // Never onto an enemy tile, the Grotto or a Dungeon.
    let mut h = plain();
    let enemy = land(&h, 1)[0];
    assert!(h.apply(&A::Deploy { tile: enemy, elite: false }).is_err());
    assert!(h.apply(&A::Deploy { tile: 0, elite: false }).is_err());
}

#[test]
fn entering_an_empty_enemy_tile_conquers_it_and_earns_one_wizard_attack() {
    let mut g = plain();
    let (mine, theirs) = border(&g, 0, 1);
    station(&mut g, 0, mine, Army::new(2, 0));
    act(&mut g, A::EndDeploy);
    assert_eq!(g.step, Step::Advance);
    let events = act(&mut g, A::Move { from: mine, to: theirs, elite: false });
    assert!(events.iter().any(|e| matches!(e, E::Conquered { seat: 0, from: Some(1), .. })));
    assert_eq!(g.tiles[usize::from(theirs)].banner, Some(0), "10. Conquering an Empty Tile");
    assert_eq!(g.raids.as_slice(), &[(theirs, 1)]);
    // A Warrior that moved may not move again this step.
    assert!(g.apply(&A::Move { from: theirs, to: mine, elite: false }).is_err());
    act(&mut g, A::EndAdvance);
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Attack)))));
    act(&mut g, A::Raid { tile: theirs });
    // One attacker: its pick is made by itself; the defending Wizard picks guards from the Reserve.
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Defenders)))));
}

#[test]
fn reclaiming_an_own_empty_tile_removes_the_banner_without_a_wizard_attack() {
    let mut g = plain();
    let (mine, _) = border(&g, 0, 1);
    let own = land(&g, 0).into_iter().find(|&t| t != mine && g.touching(t, mine)).unwrap();
    g.tiles[usize::from(own)].banner = Some(1);
    station(&mut g, 0, mine, Army::new(2, 0));
    act(&mut g, A::EndDeploy);
    let events = act(&mut g, A::Move { from: mine, to: own, elite: false });
    assert!(events.iter().any(|e| matches!(e, E::Reclaimed { seat: 0, .. })));
    assert_eq!(g.tiles[usize::from(own)].banner, None, "10. Reclaiming Your Own Tile: no new banner");
    assert!(g.raids.is_empty(), "no Wizard attack for reclaiming an own empty tile");
}

#[test]
fn rally_the_fallen_returns_one_standard_when_four_or_more_behind() {
    let mut g = plain();
    // Seat 1 is the active player of the next turn: 4 Army Power behind seat 0.
    g.players[1].reserve = Army::new(14, 9);
    g.players[1].fallen = Army::new(4, 0);
    let events = end_turn(&mut g);
    assert!(events.iter().any(|e| matches!(e, E::Returned { seat: 1, by, .. } if by == "rally")));
    assert_eq!(g.players[1].reserve, Army::new(15, 9));
    assert_eq!(g.players[1].fallen, Army::new(3, 0));
}

#[test]
fn rally_the_fallen_waits_while_less_than_four_behind() {
    let mut g = plain();
    g.players[1].reserve = Army::new(15, 9);
    g.players[1].fallen = Army::new(3, 0);
    let events = end_turn(&mut g);
    assert!(!events.iter().any(|e| matches!(e, E::Returned { .. })), "three behind: no Rally");
}

#[test]
fn last_muster_returns_two_fallen_standards_once_a_game() {
    let mut g = plain();
    g.players[1].reserve = Army::NONE;
    g.players[1].fallen = Army::new(5, 9);
    end_turn(&mut g);
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::LastMuster)))));
    let events = act(&mut g, A::LastMuster);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, E::Returned { seat: 1, army, by } if by == "last_muster" && army == &Army::new(2, 0))),
        "Last Muster returns two Standard Warriors, never an Elite"
    );
    assert!(!g.players[1].muster_token, "the token goes back to the box");
    // Rally the Fallen comes after Last Muster and adds one more.
    assert_eq!(g.players[1].reserve, Army::new(3, 0));
    assert_eq!(g.players[1].fallen, Army::new(2, 9));
}

#[test]
fn no_remaining_army_eliminates_at_the_end_of_the_deployment_step_but_a_dungeon_saves() {
    let mut g = plain();
    g.players[1].reserve = Army::NONE;
    g.players[1].muster_token = false;
    g.players[1].fallen = Army::new(0, 9);
    g.players[1].removed = Army::new(18, 0);
    let events = end_turn(&mut g);
    assert!(events.iter().any(|e| matches!(e, E::Eliminated { seat: 1, fall: Fall::NoArmy })));
    assert_eq!(g.end, Some(End::LastStanding { seat: 0 }));

    let mut h = plain();
    h.players[1].reserve = Army::NONE;
    h.players[1].muster_token = false;
    h.players[1].fallen = Army::new(0, 9);
    h.players[1].removed = Army::new(17, 0);
    h.prisons.push(crate::games::thaloria::state::Prison { keeper: 0, owner: 1, army: Army::new(1, 0), left: 2 });
    end_turn(&mut h);
    assert!(h.players[1].alive(), "Warriors in a Dungeon are still living Warriors");
}

#[test]
fn eight_uncontested_enemy_tiles_win_at_the_end_of_the_turn() {
    let mut g = plain();
    for &t in land(&g, 1).iter().take(8) {
        g.tiles[usize::from(t)].banner = Some(0);
    }
    assert_eq!(g.territory(0), 8);
    act(&mut g, A::EndDeploy);
    assert!(g.end.is_none(), "only at the end of the turn");
    end_turn(&mut g);
    assert_eq!(g.end, Some(End::Territory { seat: 0 }));
}

#[test]
fn a_contested_banner_does_not_count_for_territory() {
    let mut g = plain();
    let tiles = land(&g, 1);
    for &t in tiles.iter().take(8) {
        g.tiles[usize::from(t)].banner = Some(0);
    }
    station(&mut g, 1, tiles[0], Army::new(1, 0));
    assert_eq!(g.territory(0), 7);
}

#[test]
fn all_nine_tiles_under_enemy_banners_is_total_territorial_loss() {
    let mut g = plain();
    for t in land(&g, 0) {
        g.tiles[usize::from(t)].banner = Some(1);
    }
    let events = act(&mut g, A::EndDeploy);
    assert!(events.iter().any(|e| matches!(e, E::Eliminated { seat: 0, fall: Fall::TerritorialLoss })));
    assert_eq!(g.end, Some(End::LastStanding { seat: 1 }));
}

#[test]
fn the_hand_limit_discards_down_to_ten_at_the_end_of_the_draw_step() {
    let mut g = plain();
    // Seat 1 holds 12 cards; its Draw Step draws a 13th.
    while g.hands[1].value.len() < 12 {
        let card = g.deck.unseen().next().map(|(c, _)| *c).unwrap();
        g.deck.draw_unseen(&card).unwrap();
        g.give(1, card);
    }
    end_turn(&mut g);
    skip_draw(&mut g);
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Discard)))));
    let mut gone = Vec::new();
    let before = g.discard.len();
    for _ in 0..3 {
        let card = g.hands[1].value[0];
        act(&mut g, A::Discard { card });
        gone.push(card);
    }
    assert_eq!(g.hands[1].value.len(), 10);
    assert_eq!(g.discard[before..], gone);
    assert_eq!(g.step, Step::Deployment);
}

#[test]
fn tied_start_rolls_are_rerolled_only_by_the_tied() {
    let mut g = Thaloria::new(&crate::games::thaloria::ThaloriaConfig { players: 3, ..Default::default() }).unwrap();
    use crate::games::thaloria::ThaloriaChance::Die;
    g.apply_chance(&Die(9)).unwrap();
    g.apply_chance(&Die(9)).unwrap();
    let events = g.apply_chance(&Die(4)).unwrap();
    assert!(events.iter().any(|e| matches!(e, E::RollAgain { seats } if seats == &vec![0, 1])));
    g.apply_chance(&Die(2)).unwrap();
    let events = g.apply_chance(&Die(7)).unwrap();
    assert!(events.iter().any(|e| matches!(e, E::StartingPlayer { seat: 1 })));
    assert_eq!(g.start, 1);
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Faction)))), "the starting player picks first");
}

#[test]
fn king_azmorth_returns_a_fallen_warrior_once_a_turn_six_times_a_game() {
    let mut g = quiet(started(2, &[Wizard::Thalorien, Wizard::Azmorth]));
    g.players[1].reserve = Army::new(17, 8);
    g.players[1].fallen = Army::new(1, 1);
    end_turn(&mut g);
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Play)))), "the Draw Step waits for King Azmorth");
    act(&mut g, A::Azmorth { elite: true });
    assert_eq!(g.players[1].reserve, Army::new(17, 9));
    assert_eq!(g.players[1].azmorth_uses, 1);
    assert!(g.apply(&A::Azmorth { elite: false }).is_err(), "once per turn");
    g.players[1].used = 0;
    g.players[1].azmorth_uses = 6;
    assert!(g.apply(&A::Azmorth { elite: false }).is_err(), "no more than six times a game");
    let _ = settle(&mut g);
}

//! Test support: a game set up and at its first turn, and ways to put Warriors where a scenario
//! needs them.

use crate::core::flow::run;
use crate::core::{Events, Game, Seat, ToAct};
use crate::games::thaloria::action::{ThaloriaAction, ThaloriaChance, ThaloriaEvent};
use crate::games::thaloria::data::Wizard;
use crate::games::thaloria::rules::Ask;
use crate::games::thaloria::state::{Army, Ground, Step, Task, Thaloria, TileId};
use crate::games::thaloria::{BoardSetup, ThaloriaConfig};

/// A game of `players` on the quick board, set up to the starting player's first question of
/// their first turn (the Deployment Step: with no card to play, the Draw Step ends by itself):
/// seat 0 starts (it rolls 12), seats take factions and Wizards in order (`wizards[i]`, or the
/// first free one), nobody deploys at the start (every Warrior in the Reserve), and the deck
/// deals its lowest cards.
pub fn started(players: u8, wizards: &[Wizard]) -> Thaloria {
    let config = ThaloriaConfig { players, board: BoardSetup::Quick, round_limit: 0 };
    let mut g = Thaloria::new(&config).expect("a valid config");
    for _ in 0..10_000 {
        if g.in_turn() && g.step == Step::Deployment && matches!(g.to_act(), ToAct::Decision { .. }) {
            break;
        }
        match g.to_act() {
            ToAct::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                let pick = match g.tasks.top() {
                    Some((seat, Task::Chance(crate::games::thaloria::Need::StartRoll { .. }))) => {
                        ThaloriaChance::Die(12 - seat)
                    }
                    _ => outcomes[0].outcome,
                };
                g.apply_chance(&pick).expect("a listed outcome");
            }
            ToAct::Decision { seat } => {
                let action = match g.tasks.top() {
                    Some((_, Task::Decide(Ask::Wizard))) => match wizards.get(usize::from(seat)) {
                        Some(&wizard) => ThaloriaAction::Wizard { wizard },
                        None => first_legal(&g),
                    },
                    Some((_, Task::Decide(Ask::StartGroup))) => ThaloriaAction::Deployed,
                    Some((_, Task::Decide(Ask::Play))) => ThaloriaAction::EndDraw,
                    Some((_, Task::Decide(Ask::LastMuster))) => ThaloriaAction::Decline,
                    Some((_, Task::Decide(Ask::Respond))) => ThaloriaAction::Pass,
                    _ => first_legal(&g),
                };
                g.apply(&action).expect("a legal setup decision");
            }
            ToAct::GameOver => panic!("the game ended during setup"),
        }
    }
    assert_eq!(g.step, Step::Deployment, "setup reaches the first Deployment Step");
    g
}

/// `g` with every hand emptied into the discard pile: a rules scenario with no card that could
/// answer a trigger.
pub fn quiet(mut g: Thaloria) -> Thaloria {
    for hand in &mut g.hands {
        g.discard.append(&mut hand.value);
    }
    g
}

/// Answers the Draw Step's questions of the active player with "nothing" (no card, no Last
/// Muster, pass) until another question comes.
pub fn skip_draw(g: &mut Thaloria) {
    loop {
        let end = match g.tasks.top() {
            Some((_, Task::Decide(Ask::Play))) => ThaloriaAction::EndDraw,
            Some((_, Task::Decide(Ask::Respond))) => ThaloriaAction::Pass,
            Some((_, Task::Decide(Ask::LastMuster))) => ThaloriaAction::Decline,
            _ => return,
        };
        act(g, end);
    }
}

/// Ends the active player's turn, step by step, and plays on to the next player's first
/// question (each card they draw is the lowest left).
pub fn end_turn(g: &mut Thaloria) -> Vec<ThaloriaEvent> {
    let mut events = Vec::new();
    let seat = g.active;
    for _ in 0..100 {
        match g.to_act() {
            ToAct::GameOver => break,
            ToAct::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                events.extend(g.apply_chance(&outcomes[0].outcome).expect("a listed outcome"));
            }
            ToAct::Decision { .. } if g.active != seat => break,
            ToAct::Decision { .. } => {
                let end = match g.tasks.top() {
                    Some((_, Task::Decide(Ask::Play))) => ThaloriaAction::EndDraw,
                    Some((_, Task::Decide(Ask::Deploy))) => ThaloriaAction::EndDeploy,
                    Some((_, Task::Decide(Ask::Advance))) => ThaloriaAction::EndAdvance,
                    Some((_, Task::Decide(Ask::Consolidate))) => ThaloriaAction::EndConsolidation,
                    Some((_, Task::Decide(Ask::Attack))) => ThaloriaAction::EndAttacks,
                    Some((_, Task::Decide(Ask::Respond))) => ThaloriaAction::Pass,
                    _ => ThaloriaAction::Decline,
                };
                events.extend(act(g, end));
            }
        }
    }
    events
}

/// The first legal decision.
pub fn first_legal(g: &Thaloria) -> ThaloriaAction {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    legal[0]
}

/// `seat`'s faction tiles, in placement order.
pub fn land(g: &Thaloria, seat: Seat) -> Vec<TileId> {
    g.tile_ids().filter(|&t| g.tiles[usize::from(t)].ground == Ground::Land(seat)).collect()
}

/// A tile of `a` that shares a side with a tile of `b` (the pair).
pub fn border(g: &Thaloria, a: Seat, b: Seat) -> (TileId, TileId) {
    for x in land(g, a) {
        for y in land(g, b) {
            if g.touching(x, y) {
                return (x, y);
            }
        }
    }
    panic!("no border between seats {a} and {b}");
}

/// Puts `army` of `seat`'s Warriors on `tile`, from the Reserve.
pub fn station(g: &mut Thaloria, seat: Seat, tile: TileId, army: Army) {
    let p = &mut g.players[usize::from(seat)];
    assert!(p.reserve.holds(army), "the Reserve holds {army:?}");
    p.reserve = p.reserve.minus(army);
    let t = &mut g.tiles[usize::from(tile)];
    if let Some(troop) = t.troops.iter_mut().find(|tr| tr.seat == seat) {
        troop.army = troop.army.plus(army);
    } else {
        t.troops.push(crate::games::thaloria::state::Troop { seat, army, moved: Army::NONE });
    }
}

/// Runs the agenda after a scenario changed it by hand.
pub fn settle(g: &mut Thaloria) -> Vec<ThaloriaEvent> {
    let mut events = Events::listed();
    run(g, &mut events);
    events.into_vec()
}

/// The active player's Attack and Defence Step with one attack waiting on `tile`.
pub fn battle_at(g: &mut Thaloria, tile: TileId) -> Vec<ThaloriaEvent> {
    g.tasks.clear();
    g.step = Step::Attack;
    g.battles.clear();
    g.battles.push(tile);
    g.tasks.push(g.active, Task::Enter(Step::Consolidation));
    g.tasks.push(g.active, Task::Attacks);
    settle(g)
}

/// Applies a decision, which must be legal.
pub fn act(g: &mut Thaloria, action: ThaloriaAction) -> Vec<ThaloriaEvent> {
    g.apply(&action).unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

/// Rolls the next die.
pub fn roll(g: &mut Thaloria, face: u8) -> Vec<ThaloriaEvent> {
    g.apply_chance(&ThaloriaChance::Die(face)).unwrap_or_else(|e| panic!("a {face} refused: {e}"))
}

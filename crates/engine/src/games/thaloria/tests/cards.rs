//! Every card of the designed Main Deck, table-driven: each row sets up a scenario, casts the
//! card (or lets its trigger come), and checks what the card's text says happens (designed:
//! data/cards.rs; ruling thaloria G-1).

use super::support::{act, border, land, quiet, started, station};
use crate::core::{Events, Game, Seat, ToAct};
use crate::games::thaloria::action::{ThaloriaAction as A, ThaloriaChance, ThaloriaEvent as E};
use crate::games::thaloria::data::cards::{Card, SpellType};
use crate::games::thaloria::data::Wizard;
use crate::games::thaloria::rules::{Ask, Need};
use crate::games::thaloria::state::{Aim, Army, CombatKind, Step, Task, Thaloria, TileId, Wake};

/// Two players: seat 0 King Azmorth, seat 1 King Zarkul, no cards in hand, seat 0 to act.
fn game() -> Thaloria {
    quiet(started(2, &[Wizard::Azmorth, Wizard::Zarkul]))
}

/// Puts `card` into `seat`'s hand, from wherever it lies.
fn hold(g: &mut Thaloria, seat: Seat, card: u8) {
    let card = Card(card);
    if g.hands[usize::from(seat)].value.contains(&card) {
        return;
    }
    if g.deck.draw_unseen(&card).is_err() {
        let at = g.discard.iter().position(|c| *c == card).expect("the card is in the deck or the discard pile");
        g.discard.remove(at);
    }
    g.give(seat, card);
}

/// `seat`'s Draw Step, at its play window, with `card` in hand (start-of-step effects done).
fn draw_step(g: &mut Thaloria, seat: Seat, card: u8) {
    hold(g, seat, card);
    g.active = seat;
    g.step = Step::Draw;
    g.tasks.clear();
    g.tasks.push(seat, Task::Enter(Step::Deployment));
    g.tasks.push(seat, Task::HandLimit);
    g.tasks.push(seat, Task::Wake(Wake::DrawEnd));
    g.tasks.push(seat, Task::Decide(Ask::Play));
}

/// `seat`'s next Draw Step's start-of-step effects (without the normal draw), played out.
fn next_draw(g: &mut Thaloria, seat: Seat) -> Vec<E> {
    g.active = seat;
    g.step = Step::Draw;
    g.tasks.clear();
    g.tasks.push(seat, Task::Decide(Ask::Play));
    g.tasks.push(seat, Task::DrawEffects);
    let mut events = Events::listed();
    crate::core::flow::run(g, &mut events);
    let mut out = events.into_vec();
    out.extend(play_out(g, &[]));
    out
}

/// Plays chance events (dice from `faces`, then 6s; the first card listed) and passes every
/// priority, until another decision is due.
fn play_out(g: &mut Thaloria, faces: &[u8]) -> Vec<E> {
    let mut queue = faces.to_vec();
    play_queue(g, &mut queue)
}

/// [`play_out`] with the dice still to show, taken from the front as they are rolled.
fn play_queue(g: &mut Thaloria, queue: &mut Vec<u8>) -> Vec<E> {
    let mut next = || if queue.is_empty() { 6 } else { queue.remove(0) };
    let mut events = Vec::new();
    for _ in 0..200 {
        match g.to_act() {
            ToAct::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                let pick = match g.tasks.top() {
                    Some((_, Task::Chance(Need::Die { .. } | Need::Roll { .. }))) => {
                        let sides = outcomes.len() as u8;
                        ThaloriaChance::Die(next().min(sides))
                    }
                    _ => outcomes[0].outcome,
                };
                events.extend(g.apply_chance(&pick).expect("a listed outcome"));
            }
            ToAct::Decision { .. } if matches!(g.tasks.top(), Some((_, Task::Decide(Ask::Respond)))) => {
                events.extend(act(g, A::Pass));
            }
            _ => break,
        }
    }
    events
}

/// Casts `card` at `aim` for the seat to act and plays it out.
fn cast(g: &mut Thaloria, card: u8, aim: Aim) -> Vec<E> {
    let mut events = act(g, A::Cast { card: Card(card), aim });
    events.extend(play_out(g, &[]));
    events
}

/// Puts `card` into play by hand (out of the deck), controlled by `owner`, attached to `on`,
/// with `left` on its duration counter.
fn put_in_play(g: &mut Thaloria, card: u8, owner: Seat, on: Aim, left: u8) {
    g.deck.draw_unseen(&Card(card)).ok();
    g.lasting.push(crate::games::thaloria::state::Lasting { card: Card(card), owner, on, left, uses: 0 });
}

fn tile(tile: TileId) -> Aim {
    Aim::Tile { tile }
}

const FOE: Aim = Aim::Seat { seat: 1 };

fn life(g: &Thaloria, seat: Seat) -> i16 {
    g.players[usize::from(seat)].life
}

fn hand(g: &Thaloria, seat: Seat) -> usize {
    g.hands[usize::from(seat)].value.len()
}

fn fallen(g: &mut Thaloria, seat: Seat, army: Army) {
    let p = &mut g.players[usize::from(seat)];
    p.reserve = p.reserve.minus(army);
    p.fallen = p.fallen.plus(army);
}

fn lasting(g: &Thaloria, card: u8) -> bool {
    g.in_play().iter().any(|l| l.card.0 == card)
}

/// A tile of seat 1 next to a tile of seat 0: (mine, theirs).
fn front(g: &Thaloria) -> (TileId, TileId) {
    border(g, 0, 1)
}

/// A battle of seat `attacker` against the other seat on `at`, fought with every die showing
/// the next of `faces` (both sides pick as many Warriors as they may), to the first question
/// that is not a pick.
fn battle(g: &mut Thaloria, attacker: Seat, at: TileId, faces: &[u8]) -> Vec<E> {
    g.active = attacker;
    g.tasks.clear();
    g.step = Step::Attack;
    g.battles.clear();
    g.battles.push(at);
    g.tasks.push(attacker, Task::Enter(Step::Consolidation));
    g.tasks.push(attacker, Task::Attacks);
    let mut events = Events::listed();
    crate::core::flow::run(g, &mut events);
    let mut out = events.into_vec();
    let mut faces: Vec<u8> = faces.to_vec();
    for _ in 0..50 {
        out.extend(play_queue(g, &mut faces));
        let pick = |g: &Thaloria, seat: Seat, most: u8| {
            let t = g.combat.as_ref().map(|c| c.tile).unwrap_or(at);
            let here = if g.combat.as_ref().is_some_and(|c| c.kind == CombatKind::Wizard && c.defender == seat) {
                g.players[usize::from(seat)].reserve
            } else {
                g.tiles[usize::from(t)].army_of(seat)
            };
            let elite = here.elite.min(most);
            A::Pick { standard: here.standard.min(most - elite), elite }
        };
        match g.tasks.top() {
            Some((_, Task::Decide(Ask::Attack))) => out.extend(act(g, A::Fight { tile: at })),
            Some((s, Task::Decide(Ask::Attackers))) => {
                out.extend(act(g, pick(g, s, 3)));
            }
            Some((s, Task::Decide(Ask::Defenders))) => {
                let most =
                    if g.combat.as_ref().is_some_and(|c| c.boost & crate::games::thaloria::state::boost::GUARD != 0) {
                        3
                    } else {
                        2
                    };
                out.extend(act(g, pick(g, s, most)));
            }
            _ => break,
        }
    }
    out
}

fn round(events: &[E]) -> Option<(Vec<u8>, Vec<u8>, Army, Army)> {
    events.iter().find_map(|e| match e {
        E::Round { attack, defence, attacker_lost, defender_lost, .. } => {
            Some((attack.clone(), defence.clone(), *attacker_lost, *defender_lost))
        }
        _ => None,
    })
}

/// Two land tiles next to one Dungeon.
fn tunnels(g: &Thaloria) -> Vec<TileId> {
    g.tile_ids()
        .filter(|&d| g.tiles[usize::from(d)].is_dungeon())
        .map(|d| {
            g.neighbours(d).filter(|&n| g.tiles[usize::from(n)].land_owner().is_some()).take(2).collect::<Vec<_>>()
        })
        .find(|v| v.len() == 2)
        .expect("a Dungeon with two land tiles next to it")
}

/// Makes one of seat 0's tiles with two land neighbours a Dungeon (the quick board puts
/// Dungeons outermost).
fn dig(g: &mut Thaloria) {
    let x = land(g, 0)
        .into_iter()
        .find(|&t| g.neighbours(t).filter(|&n| g.tiles[usize::from(n)].land_owner().is_some()).count() >= 2)
        .expect("a tile inside the land");
    g.tiles[usize::from(x)].ground = crate::games::thaloria::state::Ground::Dungeon(0);
}

type Setup = fn(&mut Thaloria) -> Aim;
type Check = fn(&mut Thaloria, Vec<E>);

/// The Action and Deferred cards: seat 0 casts each in its Draw Step, then the check runs
/// (a Deferred card's check brings its trigger).
const CAST: &[(u8, Setup, Check)] = &[
    (
        1,
        |g| {
            fallen(g, 0, Army::new(3, 0));
            Aim::None
        },
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::new(1, 0));
            assert_eq!(g.players[0].reserve, Army::new(17, 9));
        },
    ),
    (
        4,
        |g| {
            g.players[0].life = 20;
            Aim::None
        },
        |g, _| {
            assert!(lasting(g, 4), "waits for the next Draw Step");
            next_draw(g, 0);
            assert_eq!(life(g, 0), 25);
            assert!(!lasting(g, 4));
        },
    ),
    (
        5,
        |_| Aim::None,
        |g, _| {
            let before = hand(g, 0);
            next_draw(g, 0);
            assert_eq!(hand(g, 0), before + 2, "draws 2");
            assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Drop)))));
            let card = g.hands[0].value[0];
            act(g, A::Discard { card });
            assert_eq!(hand(g, 0), before + 1, "then discards 1");
        },
    ),
    (
        6,
        |_| FOE,
        |g, _| {
            g.active = 1;
            let mut ev = Events::listed();
            assert_eq!(g.allowance(5, &mut ev), 3);
            assert!(!lasting(g, 6), "discarded after use");
        },
    ),
    (
        8,
        |_| Aim::None,
        |g, _| {
            let (a, b) = front(g);
            let _ = a;
            station(g, 0, b, Army::new(2, 0));
            station(g, 1, b, Army::new(1, 0));
            let events = battle(g, 0, b, &[3, 3, 5]);
            let (attack, ..) = round(&events).expect("a round");
            assert_eq!(attack, vec![4, 4], "+1 to each attack die in the first round");
        },
    ),
    (
        9,
        |g| tile(land(g, 0)[0]),
        |g, _| {
            let t = land(g, 0)[0];
            station(g, 0, t, Army::new(1, 0));
            let mut ev = Events::listed();
            g.destroy(0, t, Army::new(1, 0), &mut ev);
            assert_eq!(g.players[0].fallen, Army::NONE, "destroyed there: to the Reserve");
            assert_eq!(g.players[0].reserve, Army::new(18, 9));
        },
    ),
    (
        10,
        |_| Aim::None,
        |g, _| {
            let mut ev = Events::listed();
            assert_eq!(g.allowance(5, &mut ev), 7);
        },
    ),
    (
        11,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            g.step = Step::Attack;
            let before = hand(g, 0);
            g.tasks.clear();
            g.conquered(0, b, Some(1), true);
            play_out(g, &[]);
            assert_eq!(hand(g, 0), before + 1, "draws 1 on a conquest in the A&D Step");
            assert_eq!(g.in_play().iter().find(|l| l.card.0 == 11).map(|l| l.uses & 0x7f), Some(1));
        },
    ),
    (
        13,
        |g| {
            let t = land(g, 0)[1];
            g.tiles[usize::from(t)].banner = Some(1);
            tile(t)
        },
        |g, _| {
            assert_eq!(g.tiles[usize::from(land(g, 0)[1])].banner, None);
        },
    ),
    (
        16,
        |g| {
            fallen(g, 0, Army::new(3, 0));
            Aim::None
        },
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE);
            assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Deploy)))), "then deploys up to 4 PP");
            assert_eq!(g.deploy_left, 4);
        },
    ),
    (
        17,
        |g| {
            g.players[0].wizard = Some(Wizard::Haldrek);
            Aim::None
        },
        |g, _| {
            let (a, _) = front(g);
            station(g, 0, a, Army::new(1, 0));
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(0, Task::Decide(Ask::Advance));
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            assert!(legal.iter().any(|x| matches!(x, A::Stride { .. })), "a two-tile move is open");
        },
    ),
    (
        20,
        |g| {
            let t = land(g, 0)[0];
            station(g, 0, t, Army::new(1, 0));
            g.players[0].life = 10;
            tile(t)
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(life(g, 0), 12);
            next_draw(g, 0);
            assert_eq!(life(g, 0), 14);
            assert!(!lasting(g, 20), "two Draw Steps, then discarded");
        },
    ),
    (
        22,
        |_| Aim::None,
        |g, _| {
            let before = hand(g, 0);
            next_draw(g, 0);
            assert_eq!(hand(g, 0), before + 1);
        },
    ),
    (
        23,
        |g| {
            let (_, b) = front(g);
            tile(b)
        },
        |g, _| {
            let (_, b) = front(g);
            assert!(g.impassable(b));
            next_draw(g, 0);
            assert!(!g.impassable(b), "until the start of your next Draw Step");
        },
    ),
    (
        25,
        |g| {
            let own = land(g, 0);
            station(g, 0, own[0], Army::new(1, 0));
            Aim::Tiles { from: own[0], to: own[5] }
        },
        |g, _| {
            let own = land(g, 0);
            assert_eq!(g.tiles[usize::from(own[5])].army_of(0), Army::new(1, 0));
        },
    ),
    (
        26,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(2, 0));
            g.battles.push(b);
            g.tasks.clear();
            let mut ev = Events::listed();
            g.wake(Wake::Attack, &mut ev);
            assert_eq!(g.tiles[usize::from(b)].army_of(1), Army::new(1, 0), "one defending Standard destroyed");
        },
    ),
    (
        27,
        |g| {
            fallen(g, 0, Army::new(0, 1));
            g.players[0].life = 10;
            Aim::None
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(g.players[0].fallen, Army::NONE);
            assert_eq!(life(g, 0), 12);
        },
    ),
    (
        29,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 0, b, Army::new(1, 0));
            station(g, 1, b, Army::new(1, 0));
            let events = battle(g, 0, b, &[3, 5]);
            assert_eq!(round(&events).expect("a round").0, vec![4], "+1 to an attack die");
        },
    ),
    (
        30,
        |g| tile(land(g, 0)[0]),
        |g, _| {
            let t = land(g, 0)[0];
            hold(g, 1, 23);
            assert!(g.check_cast(1, Ask::Play, Card(23), tile(t)).is_err());
        },
    ),
    (
        32,
        |g| {
            fallen(g, 0, Army::new(2, 2));
            tile(land(g, 0)[0])
        },
        |g, _| {
            assert_eq!(g.tiles[usize::from(land(g, 0)[0])].army_of(0), Army::new(0, 2), "up to 2, Elite first");
        },
    ),
    (
        34,
        |g| {
            fallen(g, 0, Army::new(1, 0));
            Aim::None
        },
        |g, _| {
            let before = hand(g, 0);
            next_draw(g, 0);
            assert_eq!(g.players[0].fallen, Army::NONE);
            assert_eq!(hand(g, 0), before + 1);
        },
    ),
    (
        36,
        |g| tile(front(g).0),
        |g, _| {
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Advance));
            act(g, A::Move { from: b, to: a, elite: false });
            play_out(g, &[6]);
            assert_eq!(g.players[1].fallen, Army::new(1, 0), "a 6 destroys the entering Warrior");
            assert!(!lasting(g, 36));
        },
    ),
    (
        37,
        |g| tile(land(g, 0)[0]),
        |g, _| {
            let t = land(g, 0)[0];
            station(g, 0, t, Army::new(1, 0));
            hold(g, 1, 98);
            g.active = 1;
            assert!(g.check_cast(1, Ask::Play, Card(98), tile(t)).is_err(), "warded Warriors cannot be returned");
            // "a tile you control": a conquered tile under your banner too.
            let (_, theirs) = front(g);
            g.tiles[usize::from(theirs)].banner = Some(0);
            g.active = 0;
            g.lasting.retain(|l| l.card.0 != 37);
            g.discard.push(Card(37));
            g.step = Step::Draw;
            hold(g, 0, 37);
            assert!(g.check_cast(0, Ask::Play, Card(37), tile(theirs)).is_ok(), "a conquered tile you control");
        },
    ),
    (
        39,
        |g| tile(front(g).0),
        |g, _| {
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Advance));
            act(g, A::Move { from: b, to: a, elite: false });
            assert_eq!(g.tiles[usize::from(b)].army_of(1), Army::new(1, 0), "the move fails");
            assert!(g.tiles[usize::from(a)].army_of(1).is_empty());
        },
    ),
    (
        38,
        |g| {
            dig(g);
            let near = tunnels(g);
            for &t in &near {
                g.tiles[usize::from(t)].ground = crate::games::thaloria::state::Ground::Land(0);
                g.tiles[usize::from(t)].troops.clear();
            }
            station(g, 0, near[0], Army::new(2, 0));
            Aim::Tiles { from: near[0], to: near[1] }
        },
        |g, _| {
            let near = tunnels(g);
            assert_eq!(g.tiles[usize::from(near[1])].army_of(0), Army::new(2, 0), "both move through the tunnels");
        },
    ),
    (
        41,
        |g| tile(land(g, 0)[0]),
        |g, _| {
            assert_eq!(g.power_limit(land(g, 0)[0], 0), 6);
        },
    ),
    (
        42,
        |g| {
            fallen(g, 0, Army::new(2, 0));
            Aim::None
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(g.players[0].fallen, Army::new(1, 0), "one a turn");
        },
    ),
    (
        45,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.tiles[usize::from(b)].banner = Some(1);
            g.players[0].reserve = Army::new(1, 0);
            g.start_combat(b, 1, 0, CombatKind::Wizard);
            let events = battle_on(g, &[4, 4]);
            let (_, defence, ..) = round(&events).expect("a round");
            assert_eq!(defence, vec![5], "+1 to the highest defence die");
        },
    ),
    (
        47,
        |g| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(1, 1));
            tile(b)
        },
        |g, _| {
            assert!(g.tiles[usize::from(front(g).1)].army_of(1).is_empty());
            assert_eq!(g.players[1].fallen, Army::new(1, 1));
        },
    ),
    (
        48,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(2, 0));
            g.start_combat(b, 1, 0, CombatKind::Wizard);
            g.players[0].reserve = Army::NONE;
            let before = life(g, 0);
            battle_on(g, &[6, 6]);
            assert_eq!(life(g, 0), before, "all damage prevented");
            assert!(!lasting(g, 48));
        },
    ),
    (
        49,
        |g| {
            hold(g, 1, 81);
            FOE
        },
        |g, _| {
            assert_eq!(g.hands[0].value, vec![Card(81)]);
            assert_eq!(hand(g, 1), 0);
        },
    ),
    (
        50,
        |g| tile(front(g).0),
        |g, _| {
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Advance));
            act(g, A::Move { from: b, to: a, elite: false });
            assert_eq!(g.players[1].fallen, Army::new(1, 0));
        },
    ),
    (
        52,
        |g| {
            fallen(g, 0, Army::new(3, 0));
            tile(land(g, 0)[0])
        },
        |g, _| {
            let mut ev = Events::listed();
            g.wake(Wake::Consolidation, &mut ev);
            assert_eq!(g.tiles[usize::from(land(g, 0)[0])].army_of(0), Army::new(3, 0));
        },
    ),
    (
        53,
        |g| {
            let (a, b) = front(g);
            station(g, 1, a, Army::new(2, 0));
            let to = g.neighbours(a).find(|&n| g.friendly(n, 1) && n != b).unwrap_or(b);
            Aim::Tiles { from: a, to }
        },
        |g, _| {
            let (a, _) = front(g);
            assert!(g.tiles[usize::from(a)].army_of(1).is_empty(), "they must move away");
        },
    ),
    (
        54,
        |_| Aim::None,
        |g, _| {
            let (a, b) = front(g);
            station(g, 0, a, Army::new(1, 0));
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(0, Task::Decide(Ask::Advance));
            act(g, A::Move { from: a, to: b, elite: false });
            assert!(g.tiles[usize::from(b)].unmoved_of(0).standard == 1, "may move one more tile");
        },
    ),
    (
        57,
        |_| FOE,
        |g, _| {
            let before = life(g, 1);
            next_draw(g, 1);
            assert_eq!(life(g, 1), before - 2);
            assert!(lasting(g, 57));
            next_draw(g, 1);
            assert!(!lasting(g, 57), "two of their Draw Steps");
        },
    ),
    (
        58,
        |g| {
            hold(g, 1, 81);
            Aim::None
        },
        |g, _| {
            let (_, b) = front(g);
            g.tasks.clear();
            g.conquered(0, b, Some(1), false);
            play_out(g, &[]);
            assert_eq!(hand(g, 1), 0, "a random card taken");
            assert!(g.hands[0].value.contains(&Card(81)));
        },
    ),
    (
        59,
        |g| tile(land(g, 0)[0]),
        |g, _| {
            assert!(g.fits(land(g, 0)[0], 0, Army::new(4, 0)));
            assert!(!g.fits(land(g, 0)[0], 0, Army::new(3, 1)));
        },
    ),
    (
        61,
        |g| {
            hold(g, 1, 81);
            FOE
        },
        |g, _| {
            next_draw(g, 1);
            assert_eq!(hand(g, 1), 0);
            assert!(g.discard.contains(&Card(81)));
        },
    ),
    (
        62,
        |g| {
            station(g, 0, 0, Army::new(2, 0));
            let t = g
                .neighbours(0)
                .find(|&n| g.tiles[usize::from(n)].land_owner() == Some(1))
                .expect("seat 1 touches the Grotto");
            station(g, 1, t, Army::new(1, 0));
            tile(t)
        },
        |g, _| {
            assert!(g.combat.as_ref().is_some_and(|c| c.kind == CombatKind::Spell && c.attacker == 0), "a combat now");
        },
    ),
    (
        63,
        |g| {
            hold(g, 1, 81);
            hold(g, 1, 82);
            hold(g, 1, 91);
            FOE
        },
        |g, _| {
            assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Steal { from: 1 })))));
            // The card taken is told to the thief and the victim only.
            let told = g.tell_action(&A::Take { card: Card(91) });
            assert_eq!(told.for_viewer(crate::core::Viewer::Seat(0)), "Take Counterspell");
            assert_eq!(told.for_viewer(crate::core::Viewer::Seat(1)), "Take Counterspell");
            assert_eq!(told.for_viewer(crate::core::Viewer::Table), "Take a card");
            act(g, A::Take { card: Card(91) });
            act(g, A::Take { card: Card(82) });
            assert_eq!(g.hands[1].value, vec![Card(81)]);
        },
    ),
    (
        64,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 0, b, Army::new(1, 0));
            g.tiles[usize::from(b)].banner = Some(0);
            g.players[1].reserve = Army::NONE;
            let before = life(g, 1);
            g.start_combat(b, 0, 1, CombatKind::Wizard);
            battle_on(g, &[5]);
            assert_eq!(life(g, 1), before - 10, "an unpaired 5 deals 10");
        },
    ),
    (
        65,
        |g| {
            fallen(g, 0, Army::new(1, 1));
            tile(land(g, 0)[0])
        },
        |g, _| {
            assert_eq!(g.tiles[usize::from(land(g, 0)[0])].army_of(0), Army::new(0, 1));
        },
    ),
    (
        66,
        |_| FOE,
        |g, _| {
            fallen(g, 1, Army::new(2, 0));
            g.players[1].reserve = Army::NONE;
            assert!(g.check(1, Ask::LastMuster, &A::LastMuster).is_err(), "no Last Muster");
            next_draw(g, 1);
            assert!(!lasting(g, 66));
        },
    ),
    (
        68,
        |g| {
            g.players[0].life = 10;
            FOE
        },
        |g, _| {
            assert_eq!(life(g, 0), 12);
            assert_eq!(life(g, 1), 38);
        },
    ),
    (
        69,
        |g| tile(front(g).0),
        |g, _| {
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Advance));
            act(g, A::Move { from: b, to: a, elite: false });
            assert_eq!(g.in_dungeons(1), Army::new(1, 0));
        },
    ),
    (
        70,
        |g| {
            fallen(g, 0, Army::new(2, 0));
            Aim::Item { index: 2 }
        },
        |g, _| {
            assert_eq!(g.players[0].removed, Army::new(2, 0));
            assert_eq!(hand(g, 0), 2);
        },
    ),
    (
        71,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            let mut ev = Events::listed();
            g.send(0, 1, b, Army::new(1, 0), &mut ev);
            assert_eq!(g.prisons[0].left, 3);
        },
    ),
    (
        75,
        |g| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(0, 1));
            tile(b)
        },
        |g, _| {
            let (_, b) = front(g);
            station(g, 0, b, Army::new(1, 0));
            battle(g, 0, b, &[6]);
            let c = g.combat.as_ref().expect("the combat waits for the defender's die");
            assert!(c.defence.iter().all(|d| d.sides() == 6), "the Elite rolls a D6");
        },
    ),
    (
        76,
        |g| {
            fallen(g, 0, Army::new(1, 2));
            Aim::None
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(g.players[0].fallen, Army::new(1, 0));
        },
    ),
    (
        77,
        |_| Aim::None,
        |g, _| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(3, 0));
            g.battles.push(b);
            let mut ev = Events::listed();
            g.wake(Wake::Attack, &mut ev);
            assert_eq!(g.in_dungeons(1), Army::new(2, 0));
        },
    ),
    (
        78,
        |g| {
            fallen(g, 0, Army::new(2, 0));
            tile(land(g, 0)[0])
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(g.tiles[usize::from(land(g, 0)[0])].army_of(0), Army::new(1, 0));
        },
    ),
    (
        79,
        |g| {
            fallen(g, 0, Army::new(3, 2));
            Aim::None
        },
        |g, _| {
            assert_eq!(g.on_battlefield(0).power(), 5, "5 PP summoned");
        },
    ),
    (81, |_| Aim::None, |g, _| assert_eq!(hand(g, 0), 2)),
    (82, |_| FOE, |g, _| assert_eq!(life(g, 1), 37)),
    (
        84,
        |g| {
            put_in_play(g, 45, 1, Aim::None, 0);
            Aim::Item { index: 0 }
        },
        |g, _| {
            assert!(!lasting(g, 45));
            assert!(g.discard.contains(&Card(45)));
        },
    ),
    (
        85,
        |_| Aim::None,
        |g, _| {
            let near = g
                .neighbours(0)
                .find(|&n| g.tiles[usize::from(n)].land_owner() == Some(0))
                .expect("seat 0 touches the Grotto");
            station(g, 0, near, Army::new(2, 0));
            let mut ev = Events::listed();
            g.wake(Wake::Consolidation, &mut ev);
            assert_eq!(g.tiles[0].army_of(0), Army::new(2, 0));
        },
    ),
    (
        86,
        |g| {
            station(g, 0, 0, Army::new(1, 0));
            g.players[0].life = 10;
            tile(0)
        },
        |g, _| {
            next_draw(g, 0);
            assert_eq!(life(g, 0), 13);
        },
    ),
    (
        88,
        |g| {
            hold(g, 1, 81);
            tile(front(g).0)
        },
        |g, _| {
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Advance));
            act(g, A::Move { from: b, to: a, elite: false });
            play_out(g, &[]);
            assert_eq!(hand(g, 1), 0, "a random discard");
        },
    ),
    (
        89,
        |g| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            g.prisons.push(crate::games::thaloria::state::Prison {
                keeper: 0,
                owner: 1,
                army: Army::new(1, 0),
                left: 2,
            });
            g.take(b, 1, Army::new(1, 0));
            Aim::Counter { index: 0, up: true }
        },
        |g, _| {
            assert_eq!(g.prisons[0].left, 3);
        },
    ),
    (
        90,
        |_| Aim::None,
        |g, _| {
            let mut ev = Events::listed();
            g.tasks.clear();
            g.wake(Wake::DrawEnd, &mut ev);
            play_out(g, &[]);
            assert_eq!(hand(g, 0), 1);
        },
    ),
    (93, |_| FOE, |g, _| assert_eq!(g.players[1].skip_draws, 1)),
    (
        94,
        |g| {
            let (_, b) = front(g);
            let c = land(g, 1)[8];
            Aim::Tiles { from: b.min(c), to: b.max(c) }
        },
        |g, _| {
            let (_, b) = front(g);
            assert!(g.impassable(b) && g.impassable(land(g, 1)[8]));
        },
    ),
    (
        95,
        |g| tile(front(g).1),
        |g, _| {
            assert_eq!(g.tiles[usize::from(front(g).1)].banner, Some(0));
        },
    ),
    (
        96,
        |_| FOE,
        |g, _| {
            hold(g, 1, 91);
            assert!(g.check_cast(1, Ask::Respond, Card(91), Aim::Item { index: 0 }).is_err());
            assert!(g.on_seat(96, 1));
        },
    ),
    (
        97,
        |g| {
            hold(g, 1, 81);
            hold(g, 1, 82);
            hold(g, 1, 83);
            FOE
        },
        |g, _| {
            next_draw(g, 1);
            assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Drop)))));
            act(g, A::Discard { card: Card(81) });
            act(g, A::Discard { card: Card(82) });
            assert_eq!(g.hands[1].value, vec![Card(83)]);
        },
    ),
    (
        98,
        |g| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            tile(b)
        },
        |g, _| {
            assert_eq!(g.players[1].reserve, Army::new(18, 9));
        },
    ),
    (
        99,
        |g| {
            station(g, 0, 0, Army::new(1, 0));
            Aim::None
        },
        |g, _| {
            let before = hand(g, 0);
            next_draw(g, 0);
            assert_eq!(hand(g, 0), before + 1);
        },
    ),
    (
        100,
        |_| tile(0),
        |g, _| {
            let near = g
                .neighbours(0)
                .find(|&n| g.tiles[usize::from(n)].land_owner() == Some(1))
                .expect("seat 1 touches the Grotto");
            station(g, 1, near, Army::new(1, 0));
            g.active = 1;
            g.step = Step::Advance;
            assert!(g.check(1, Ask::Advance, &A::Move { from: near, to: 0, elite: false }).is_err());
            // Nor by retreat: a retreat next to the Grotto has it as no destination.
            station(g, 1, near, Army::new(1, 0));
            g.start_combat(near, 1, 0, CombatKind::Battle);
            if let Some(c) = g.combat.as_mut() {
                c.stage = crate::games::thaloria::state::Stage::Retreat;
            }
            assert!(g.check(1, Ask::Retreat, &A::Retreat { to: 0 }).is_err(), "no retreat into the Grotto");
        },
    ),
];

/// Plays the combat in progress: both sides pick all they may, dice show `faces`.
fn battle_on(g: &mut Thaloria, faces: &[u8]) -> Vec<E> {
    let at = g.combat.as_ref().map(|c| c.tile).unwrap_or(0);
    g.tasks.clear();
    let attacker = g.combat.as_ref().map(|c| c.attacker).unwrap_or(0);
    g.tasks.push(attacker, Task::Combat);
    let mut events = Events::listed();
    crate::core::flow::run(g, &mut events);
    let mut out = events.into_vec();
    let mut faces: Vec<u8> = faces.to_vec();
    for _ in 0..20 {
        out.extend(play_queue(g, &mut faces));
        let (seat, most, defending) = match g.tasks.top() {
            Some((s, Task::Decide(Ask::Attackers))) => (s, 3, false),
            Some((s, Task::Decide(Ask::Defenders))) => (s, 2, true),
            _ => break,
        };
        let c = g.combat.as_ref().expect("a combat");
        let here = if defending && c.kind == CombatKind::Wizard {
            g.players[usize::from(seat)].reserve
        } else {
            g.tiles[usize::from(at)].army_of(seat)
        };
        let elite = here.elite.min(most);
        out.extend(act(g, A::Pick { standard: here.standard.min(most - elite), elite }));
    }
    out
}

#[test]
fn every_action_and_deferred_card_does_what_it_says() {
    for &(card, setup, check) in CAST {
        let mut g = game();
        let aim = setup(&mut g);
        draw_step(&mut g, 0, card);
        let events = cast(&mut g, card, aim);
        assert!(
            events.iter().any(|e| matches!(e, E::Resolved { card: c, .. } if c.0 == card)),
            "{} resolves",
            Card(card).name()
        );
        check(&mut g, events);
    }
}

#[test]
fn the_table_covers_every_card() {
    let mut covered: Vec<u8> = CAST.iter().map(|r| r.0).chain(REACT.iter().map(|r| r.0)).collect();
    covered.sort_unstable();
    covered.dedup();
    let all: Vec<u8> = Card::all().map(|c| c.0).collect();
    let missing: Vec<&str> = all.iter().filter(|c| !covered.contains(c)).map(|&c| Card(c).name()).collect();
    assert!(missing.is_empty(), "cards with no test: {missing:?}");
    for &(card, ..) in CAST {
        assert_ne!(Card(card).def().map(|d| d.spell), Some(SpellType::Reaction), "{card} is cast in a Draw Step");
    }
    for &(card, ..) in REACT {
        assert_eq!(Card(card).def().map(|d| d.spell), Some(SpellType::Reaction), "{card} is a Reaction");
    }
}

/// The Reactions: each row brings the game to the card's trigger with the card in its holder's
/// hand, returns (holder, aim), and the check runs after it resolves.
type Trigger = fn(&mut Thaloria) -> (Seat, Aim);

/// Plays on until `seat` is asked to respond (passing everyone else), then casts `card`.
fn react(g: &mut Thaloria, seat: Seat, card: u8, aim: Aim, faces: &[u8]) -> Vec<E> {
    let (mut out, rest) = to_trigger(g, seat, card, faces);
    out.extend(act(g, A::Cast { card: Card(card), aim }));
    out.extend(play_out(g, &rest));
    out
}

/// Plays on (dice from `faces`, then 6s; every other seat passes; fights the listed battles)
/// until `seat` may answer with `card`: the events so far and the faces left.
fn to_trigger(g: &mut Thaloria, seat: Seat, card: u8, faces: &[u8]) -> (Vec<E>, Vec<u8>) {
    let mut faces = faces.iter().copied();
    let mut events = Events::listed();
    crate::core::flow::run(g, &mut events);
    let mut out = events.into_vec();
    for _ in 0..300 {
        match g.to_act() {
            ToAct::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                let pick = match g.tasks.top() {
                    Some((_, Task::Chance(Need::Die { .. } | Need::Roll { .. }))) => {
                        ThaloriaChance::Die(faces.next().unwrap_or(6).min(outcomes.len() as u8))
                    }
                    _ => outcomes[0].outcome,
                };
                out.extend(g.apply_chance(&pick).expect("a listed outcome"));
            }
            ToAct::Decision { seat: s } => match g.tasks.top() {
                Some((_, Task::Decide(Ask::Respond))) if s == seat => return (out, faces.collect()),
                Some((_, Task::Decide(Ask::Respond))) => out.extend(act(g, A::Pass)),
                Some((_, Task::Decide(Ask::Attackers | Ask::Defenders))) => {
                    let c = g.combat.as_ref().expect("a combat");
                    let defending = c.defender == s;
                    let most = if defending {
                        if c.boost & crate::games::thaloria::state::boost::GUARD != 0 {
                            3
                        } else {
                            2
                        }
                    } else {
                        3
                    };
                    let here = if defending && c.kind == CombatKind::Wizard {
                        g.players[usize::from(s)].reserve
                    } else {
                        g.tiles[usize::from(c.tile)].army_of(s)
                    };
                    let elite = here.elite.min(most);
                    out.extend(act(g, A::Pick { standard: here.standard.min(most - elite), elite }));
                }
                Some((_, Task::Decide(Ask::Attack))) => {
                    let t = g.battles.first().copied();
                    match t {
                        Some(tile) => out.extend(act(g, A::Fight { tile })),
                        None => panic!("{}: the trigger never came", Card(card).name()),
                    }
                }
                _ => panic!("{}: the trigger never came (at {:?})", Card(card).name(), g.tasks.top()),
            },
            ToAct::GameOver => panic!("{}: the game ended first", Card(card).name()),
        }
    }
    panic!("{}: the trigger never came", Card(card).name())
}

/// A battle of seat 0 attacking seat 1's tile next to seat 0's land, ready to fight.
fn attack(g: &mut Thaloria, mine: Army, theirs: Army) -> TileId {
    let (_, b) = front(g);
    station(g, 0, b, mine);
    station(g, 1, b, theirs);
    g.active = 0;
    g.step = Step::Attack;
    g.tasks.clear();
    g.battles.clear();
    g.battles.push(b);
    g.tasks.push(0, Task::Enter(Step::Consolidation));
    g.tasks.push(0, Task::Attacks);
    b
}

/// Seat 1 attacks seat 0's tile next to seat 1's land.
fn defend(g: &mut Thaloria, theirs: Army, mine: Army) -> TileId {
    let (a, _) = front(g);
    station(g, 1, a, theirs);
    station(g, 0, a, mine);
    g.active = 1;
    g.step = Step::Attack;
    g.tasks.clear();
    g.battles.clear();
    g.battles.push(a);
    g.tasks.push(1, Task::Enter(Step::Consolidation));
    g.tasks.push(1, Task::Attacks);
    a
}

/// Seat 1's Warrior on its border tile, about to advance into seat 0's border tile.
fn advance_in(g: &mut Thaloria, elite: bool) {
    let (a, b) = front(g);
    station(g, 1, b, Army::one(elite));
    let _ = a;
    g.active = 1;
    g.step = Step::Advance;
    g.tasks.clear();
    g.tasks.push(1, Task::Decide(Ask::Advance));
}

/// Seat 0 casts Arcane Insight in its Draw Step; the chain is open for answers.
fn insight(g: &mut Thaloria) {
    draw_step(g, 0, 81);
    act(g, A::Cast { card: Card(81), aim: Aim::None });
}

const REACT: &[(u8, Trigger, &[u8], Check)] = &[
    (
        2,
        |g| {
            attack(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::Die { die: 0 })
        },
        &[1, 3, 5],
        |_, ev| {
            assert_eq!(round(&ev).expect("a round").0, vec![5], "the rerolled die stands");
        },
    ),
    (
        3,
        |g| {
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[4, 4],
        |_, ev| {
            assert_eq!(round(&ev).expect("a round").1, vec![5], "+1 to the highest defence die");
        },
    ),
    (
        7,
        |g| {
            fallen(g, 0, Army::new(2, 0));
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE, "2 summoned onto the tile");
        },
    ),
    (
        12,
        |g| {
            let b = attack(g, Army::new(2, 0), Army::new(2, 0));
            let _ = b;
            (1, Aim::None)
        },
        &[6, 1, 3, 3],
        |g, _| {
            let c = g.combat.as_ref().expect("the battle waits");
            let t = c.tile;
            assert!(g.check(0, Ask::Retreat, &A::Press).is_err(), "the attackers must retreat");
            let _ = t;
        },
    ),
    (
        14,
        |g| {
            let (_, b) = front(g);
            station(g, 0, b, Army::new(3, 0));
            g.tiles[usize::from(b)].banner = Some(0);
            g.active = 0;
            g.tasks.clear();
            g.start_combat(b, 0, 1, CombatKind::Wizard);
            (1, Aim::None)
        },
        &[],
        |g, _| {
            assert!(g.check(1, Ask::Defenders, &A::Pick { standard: 3, elite: 0 }).is_ok(), "three defenders");
        },
    ),
    (
        15,
        |g| {
            hold(g, 0, 15);
            g.players[0].life = 2;
            draw_step(g, 1, 82);
            act(g, A::Cast { card: Card(82), aim: Aim::Seat { seat: 0 } });
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(life(g, 0), 5, "its Life Points become 5");
            assert!(g.alive(0));
        },
    ),
    (
        18,
        |g| {
            advance_in(g, false);
            let (a, b) = front(g);
            act(g, A::Move { from: b, to: a, elite: false });
            (0, Aim::None)
        },
        &[6],
        |g, _| {
            assert_eq!(g.players[1].fallen, Army::new(1, 0), "a 6 destroys the Standard");
        },
    ),
    (
        19,
        |g| {
            attack(g, Army::new(3, 0), Army::new(2, 0));
            (0, Aim::None)
        },
        &[1, 1, 1, 6, 6],
        |g, _| {
            assert!(g.check(0, Ask::Retreat, &A::Press).is_err(), "the attacker retreats now");
        },
    ),
    (
        21,
        |g| {
            let (_, b) = front(g);
            station(g, 1, b, Army::new(2, 0));
            let far = *land(g, 1).iter().find(|&&t| t != b).expect("another tile");
            station(g, 1, far, Army::new(1, 0));
            g.active = 1;
            g.tasks.clear();
            g.tasks.push(1, Task::Enter(Step::Advance));
            (0, tile(b))
        },
        &[],
        |g, _| {
            let (_, b) = front(g);
            assert!(g.tiles[usize::from(b)].unmoved_of(1).is_empty(), "their Warriors there cannot move");
            assert!(!lasting(g, 21) && g.discard.contains(&Card(21)), "a Curse for this step: it goes once it acted");
        },
    ),
    (
        24,
        |g| {
            let (a, b) = front(g);
            station(g, 0, a, Army::new(1, 0));
            advance_in(g, false);
            act(g, A::Move { from: b, to: a, elite: false });
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[1].fallen, Army::new(1, 0));
        },
    ),
    (
        28,
        |g| {
            insight(g);
            (0, Aim::Item { index: 0 })
        },
        &[],
        |g, ev| {
            assert!(ev.iter().any(|e| matches!(e, E::Cancelled { card: Card(81), .. })));
            assert_eq!(hand(g, 0), 0, "the cancelled draw never happens");
        },
    ),
    (
        31,
        |g| {
            hold(g, 1, 31);
            g.players[1].life = 10;
            draw_step(g, 0, 68);
            act(g, A::Cast { card: Card(68), aim: FOE });
            (1, Aim::Item { index: 0 })
        },
        &[],
        |g, ev| {
            assert!(ev.iter().any(|e| matches!(e, E::Cast { seat: 1, card: Card(68), copy: true })), "a copy");
            // Seat 1's only opponent is seat 0: the copy's one legal target is taken by itself.
            if matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Retarget { card: Card(68) })))) {
                act(g, A::Retarget { aim: Aim::Seat { seat: 0 } });
                play_out(g, &[]);
            }
            assert!(ev.iter().any(|e| matches!(e, E::Hurt { seat: 0, damage: 2, .. })), "the copy drains seat 0");
            assert_eq!(life(g, 0), 40, "then the original heals seat 0 back");
            assert_eq!(life(g, 1), 10, "seat 1 gains 2 and loses 2");
            assert_eq!(hand(g, 1), 1, "then draws 1");
        },
    ),
    (
        33,
        |g| {
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[6, 1],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE, "the first destroyed goes to the Reserve");
            assert_eq!(g.players[0].reserve, Army::new(18, 9));
        },
    ),
    (
        35,
        |g| {
            let (a, b) = front(g);
            advance_in(g, false);
            act(g, A::Move { from: b, to: a, elite: false });
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert!(
                g.in_play().iter().any(|l| l.card.0 == 35 && l.on == Aim::Seat { seat: 1 }),
                "attached to the conqueror"
            );
        },
    ),
    (
        40,
        |g| {
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[6, 1],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE);
            assert_eq!(g.players[0].reserve, Army::new(18, 9), "returned to the Reserve instead");
        },
    ),
    (
        43,
        |g| {
            defend(g, Army::new(2, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[1, 1, 6],
        |g, _| {
            assert_eq!(g.players[1].fallen, Army::new(2, 0), "one more attacking Standard destroyed");
        },
    ),
    (
        44,
        |g| {
            fallen(g, 0, Army::new(0, 1));
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE);
        },
    ),
    (
        46,
        |g| {
            hold(g, 1, 46);
            draw_step(g, 0, 82);
            act(g, A::Cast { card: Card(82), aim: FOE });
            (1, Aim::Item { index: 0 })
        },
        &[],
        |g, _| {
            assert_eq!(life(g, 1), 40, "the bolt is cancelled");
        },
    ),
    (
        51,
        |g| {
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::Die { die: 0 })
        },
        &[6, 2, 1],
        |_, ev| {
            assert_eq!(round(&ev).expect("a round").0, vec![1], "they reroll and keep the new result");
        },
    ),
    (
        55,
        |g| {
            fallen(g, 1, Army::new(1, 0));
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::Seat { seat: 1 })
        },
        &[1, 6],
        |g, _| {
            assert_eq!(g.players[1].removed, Army::new(2, 0));
        },
    ),
    (
        56,
        |g| {
            advance_in(g, false);
            let (a, b) = front(g);
            station(g, 1, b, Army::new(1, 0));
            act(g, A::Move { from: b, to: a, elite: false });
            (0, Aim::None)
        },
        &[],
        |g, _| {
            let (_, b) = front(g);
            assert!(g.tiles[usize::from(b)].unmoved_of(1).is_empty(), "their unmoved Warriors are caught");
        },
    ),
    (
        60,
        |g| {
            attack(g, Army::new(1, 0), Army::new(2, 0));
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[1].fallen, Army::new(1, 0));
        },
    ),
    (
        67,
        |g| {
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[6, 1],
        |g, _| {
            assert_eq!(hand(g, 0), 1);
        },
    ),
    (
        72,
        |g| {
            hold(g, 1, 72);
            hold(g, 0, 81);
            fallen(g, 0, Army::new(2, 0));
            draw_step(g, 0, 1);
            act(g, A::Cast { card: Card(1), aim: Aim::None });
            (1, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::new(2, 0), "the summon fails");
            // King Azmorth's return is a summon too (ruling A-19): barred for the turn.
            assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Play)))), "back at the play window");
            assert!(g.check(0, Ask::Play, &A::Azmorth { elite: false }).is_err(), "Tomb Ward bars Azmorth's return");
        },
    ),
    (
        73,
        |g| {
            fallen(g, 0, Army::new(1, 1));
            defend(g, Army::new(1, 0), Army::new(1, 0));
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[0].fallen, Army::NONE, "3 PP summoned");
        },
    ),
    (
        74,
        |g| {
            hold(g, 1, 74);
            hold(g, 0, 82);
            draw_step(g, 0, 81);
            act(g, A::Cast { card: Card(81), aim: Aim::None });
            (1, Aim::None)
        },
        &[],
        |g, _| {
            assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Drop)))), "the caster discards");
        },
    ),
    (
        80,
        |g| {
            g.prisons.push(crate::games::thaloria::state::Prison {
                keeper: 0,
                owner: 1,
                army: Army::new(2, 0),
                left: 1,
            });
            g.players[1].reserve = g.players[1].reserve.minus(Army::new(2, 0));
            g.active = 1;
            g.step = Step::Draw;
            g.tasks.clear();
            g.tasks.push(1, Task::Decide(Ask::Play));
            g.tasks.push(1, Task::DrawEffects);
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(g.players[1].removed, Army::new(2, 0));
            assert!(g.prisons.is_empty());
        },
    ),
    (
        83,
        |g| {
            hold(g, 0, 83);
            draw_step(g, 1, 82);
            act(g, A::Cast { card: Card(82), aim: Aim::Seat { seat: 0 } });
            (0, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(life(g, 0), 40, "3 damage prevented");
        },
    ),
    (
        87,
        |g| {
            insight(g);
            (1, Aim::None)
        },
        &[],
        |g, _| {
            assert_eq!(hand(g, 1), 1);
        },
    ),
    (
        91,
        |g| {
            hold(g, 1, 91);
            insight(g);
            (1, Aim::Item { index: 0 })
        },
        &[],
        |g, _| {
            assert_eq!(hand(g, 0), 0);
        },
    ),
    (
        92,
        |g| {
            hold(g, 1, 92);
            hold(g, 0, 87);
            draw_step(g, 1, 81);
            act(g, A::Cast { card: Card(81), aim: Aim::None });
            (1, Aim::None)
        },
        &[],
        |g, _| {
            // Seat 0 answered with Flash of Insight above; seat 1 copies it.
            let _ = g;
        },
    ),
];

#[test]
fn every_reaction_answers_its_trigger() {
    for &(card, trigger, faces, check) in REACT {
        if card == 92 {
            continue;
        }
        let mut g = game();
        // The holder holds the card before the trigger comes (a dry run finds who).
        let (holder, _) = trigger(&mut g.clone());
        hold(&mut g, holder, card);
        let (_, aim) = trigger(&mut g);
        let events = react(&mut g, holder, card, aim, faces);
        assert!(
            events.iter().any(|e| matches!(e, E::Resolved { card: c, .. } if c.0 == card)),
            "{} resolves",
            Card(card).name()
        );
        check(&mut g, events);
    }
}

#[test]
fn a_copied_stubborn_as_stone_with_one_warrior_to_save_saves_it_once() {
    // One defending Warrior would be destroyed; its owner casts Stubborn as Stone and copies it
    // with Arcane Echo. The copy saves the Warrior; the original then has nothing to save.
    let mut g = game();
    hold(&mut g, 0, 40);
    hold(&mut g, 0, 92);
    defend(&mut g, Army::new(1, 0), Army::new(1, 0));
    let (_, rest) = to_trigger(&mut g, 0, 40, &[6, 1]);
    act(&mut g, A::Cast { card: Card(40), aim: Aim::None });
    for _ in 0..10 {
        match g.tasks.top() {
            Some((0, Task::Decide(Ask::Respond))) => break,
            Some((_, Task::Decide(Ask::Respond))) => {
                act(&mut g, A::Pass);
            }
            other => panic!("seat 0 gets priority back (at {other:?})"),
        }
    }
    let mut events = act(&mut g, A::Cast { card: Card(92), aim: Aim::Item { index: 0 } });
    events.extend(play_out(&mut g, &rest));
    if matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Retarget { .. })))) {
        events.extend(act(&mut g, A::Retarget { aim: Aim::None }));
        events.extend(play_out(&mut g, &rest));
    }
    assert!(g.discard.contains(&Card(40)) && g.discard.contains(&Card(92)), "both resolved: {events:?}");
    assert!(
        events.iter().any(|e| matches!(e, E::Fizzled { card: Card(40), .. })),
        "the second to resolve says it had nothing to save: {events:?}"
    );
    assert_eq!(g.players[0].fallen, Army::NONE);
    assert_eq!(g.players[0].reserve, Army::new(18, 9), "saved once, to the Reserve");
}

#[test]
fn arcane_echo_copies_a_reaction_with_a_new_target() {
    // Seat 1 casts Arcane Insight; seat 0 answers with Flash of Insight; seat 1 copies it.
    let mut g = game();
    hold(&mut g, 0, 87);
    hold(&mut g, 1, 92);
    draw_step(&mut g, 1, 81);
    act(&mut g, A::Cast { card: Card(81), aim: Aim::None });
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Respond)))));
    act(&mut g, A::Cast { card: Card(87), aim: Aim::None });
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Respond)))));
    act(&mut g, A::Cast { card: Card(92), aim: Aim::Item { index: 1 } });
    play_out(&mut g, &[]);
    // The Echo resolves first and copies the Flash: seat 1 chooses its (empty) target.
    if matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Retarget { .. })))) {
        act(&mut g, A::Retarget { aim: Aim::None });
    }
    play_out(&mut g, &[]);
    assert!(g.discard.contains(&Card(92)));
    assert_eq!(hand(&g, 0), 1, "seat 0's Flash draws 1");
    assert_eq!(hand(&g, 1), 3, "seat 1's copy draws 1, then Arcane Insight 2");
}

#[test]
fn priority_goes_clockwise_and_the_chain_resolves_last_in_first_out() {
    let mut g = quiet(started(3, &[Wizard::Azmorth, Wizard::Zarkul, Wizard::Alaric]));
    hold(&mut g, 1, 91);
    hold(&mut g, 2, 28);
    draw_step(&mut g, 0, 82);
    act(&mut g, A::Cast { card: Card(82), aim: Aim::Seat { seat: 2 } });
    // Seat 0 has nothing to answer with: priority passes to seat 1, then seat 2.
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Respond)))));
    act(&mut g, A::Pass);
    assert!(matches!(g.tasks.top(), Some((2, Task::Decide(Ask::Respond)))));
    // Seat 2 cancels the Action with Glamour of Mist; seat 1 (next clockwise from seat 2 after
    // seat 0) counters the Glamour.
    act(&mut g, A::Cast { card: Card(28), aim: Aim::Item { index: 0 } });
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Respond)))), "priority after seat 2 skips to seat 1");
    act(&mut g, A::Cast { card: Card(91), aim: Aim::Item { index: 1 } });
    play_out(&mut g, &[]);
    assert_eq!(life(&g, 2), 27, "the Glamour was countered, so the bolt hit");
    let order: Vec<u8> = g.discard.iter().rev().take(3).map(|c| c.0).collect();
    assert_eq!(order, vec![82, 91, 28], "last in, first out: Glamour, Counterspell, then the bolt");
}

#[test]
fn an_action_cannot_be_cast_outside_your_draw_step_or_on_a_full_chain() {
    let mut g = game();
    hold(&mut g, 0, 81);
    g.step = Step::Advance;
    assert!(g.check_cast(0, Ask::Play, Card(81), Aim::None).is_err());
    let mut g = game();
    hold(&mut g, 0, 91);
    draw_step(&mut g, 0, 81);
    assert!(g.check_cast(0, Ask::Respond, Card(91), Aim::Item { index: 0 }).is_err(), "no trigger, no Reaction");
}

#[test]
fn any_number_of_cards_are_cast_in_one_draw_step() {
    // rulebook: 5. Draw Step ("Play legal Action or Deferred Spells"; any number of cards),
    // ruling A-11: after a chain resolves, the player may cast again until they end the step.
    let mut g = game();
    hold(&mut g, 0, 81);
    draw_step(&mut g, 0, 82);
    cast(&mut g, 82, Aim::Seat { seat: 1 });
    assert_eq!(life(&g, 1), 37, "the bolt resolved");
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Play)))), "the Draw Step's play window is open again");
    let before = hand(&g, 0);
    cast(&mut g, 81, Aim::None);
    assert_eq!(
        hand(&g, 0),
        before + 1,
        "the second card of the step resolved too: Arcane Insight drew 2 for the 1 cast"
    );
    // The window stays open while a card may be cast; with none left it closes by itself.
    if matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Play)))) {
        act(&mut g, A::EndDraw);
    }
    assert_eq!(g.step, Step::Deployment, "ending the step moves on");
}

#[test]
fn a_battle_tile_emptied_by_longbow_salvo_is_conquered_and_earns_the_wizard_attack() {
    // Ruling A-47: effects that remove every defender before the combat leave the attacker the
    // winner: the tile is conquered and the Wizard attack is offered.
    let mut g = game();
    draw_step(&mut g, 0, 26);
    cast(&mut g, 26, Aim::None);
    let b = attack(&mut g, Army::new(2, 0), Army::new(1, 0));
    g.tasks.push(0, Task::Wake(Wake::Attack));
    let mut ev = Events::listed();
    crate::core::flow::run(&mut g, &mut ev);
    let mut events = ev.into_vec();
    events.extend(play_out(&mut g, &[]));
    assert_eq!(g.tiles[usize::from(b)].army_of(1), Army::NONE, "the one defender was destroyed");
    assert!(
        events.iter().any(|e| matches!(e, E::Conquered { seat: 0, tile, from: Some(1) } if *tile == b)),
        "the attacker conquered the emptied tile: {events:?}"
    );
    assert_eq!(g.tiles[usize::from(b)].banner, Some(0));
    assert_eq!(g.controller(b), Some(0));
    assert!(
        matches!(g.tasks.top(), Some((0, Task::Decide(Ask::WizardAttack { target: 1, tile })))  if *tile == b),
        "the Wizard attack is offered: {:?}",
        g.tasks.top()
    );
}

#[test]
fn grudge_answers_a_conquest_before_the_wizard_attack_it_earns() {
    // The conquest's window opens before the Wizard attack (Grudge: "each unpaired die of their
    // Wizard attacks on you deals 2 less"), after a battle as after an advance into an empty tile.
    let mut g = game();
    hold(&mut g, 1, 35);
    let b = attack(&mut g, Army::new(2, 0), Army::new(1, 0));
    let (events, rest) = to_trigger(&mut g, 1, 35, &[6, 6, 1]);
    assert!(
        events.iter().any(|e| matches!(e, E::Conquered { seat: 0, tile, .. } if *tile == b)),
        "seat 1 is asked once the tile is conquered"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, E::Round { .. } if g.combat.as_ref().is_some_and(|c| c.kind == CombatKind::Wizard))),
        "no Wizard attack yet"
    );
    act(&mut g, A::Cast { card: Card(35), aim: Aim::None });
    play_out(&mut g, &rest);
    assert!(
        g.in_play().iter().any(|l| l.card.0 == 35 && l.on == Aim::Seat { seat: 0 }),
        "Grudge is attached to the conqueror before the Wizard attack"
    );
    assert!(
        matches!(g.tasks.top(), Some((0, Task::Decide(Ask::WizardAttack { target: 1, .. })))),
        "then the Wizard attack is offered: {:?}",
        g.tasks.top()
    );
}

#[test]
fn consolidation_effects_come_after_consolidation_movement() {
    // rulebook: 5. Consolidation Step: "Consolidation movement. Any legal Consolidation effects.
    // Consolidation Deployment." Goblin Rabble's Warriors arrive after movement is over, so
    // they cannot move that step.
    let mut g = game();
    fallen(&mut g, 0, Army::new(3, 0));
    let own = land(&g, 0);
    let (home, next) = own
        .iter()
        .find_map(|&x| own.iter().find(|&&y| g.touching(x, y)).map(|&y| (x, y)))
        .expect("two touching tiles of seat 0");
    station(&mut g, 0, home, Army::new(2, 0));
    draw_step(&mut g, 0, 52);
    cast(&mut g, 52, tile(home));
    g.tasks.clear();
    g.tasks.push(0, Task::Enter(Step::Consolidation));
    let mut ev = Events::listed();
    crate::core::flow::run(&mut g, &mut ev);
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Consolidate)))), "movement comes first");
    assert_eq!(g.players[0].fallen, Army::new(3, 0), "nothing summoned before movement");
    // Moving both Warriors off the tile makes room for the whole Rabble (three a tile); with
    // no move left the movement ends by itself.
    act(&mut g, A::Consolidate { from: home, to: next, elite: false });
    act(&mut g, A::Consolidate { from: home, to: next, elite: false });
    if matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Consolidate)))) {
        act(&mut g, A::EndConsolidation);
    }
    assert_eq!(g.tiles[usize::from(home)].army_of(0), Army::new(3, 0), "the Rabble came after the moves");
    assert_eq!(g.players[0].fallen, Army::NONE);
    assert_eq!(g.step, Step::ConsolidationDeployment);
}

#[test]
fn dispel_magic_cannot_discard_a_waiting_deferred_spell() {
    // ROT-084: "Discard target Relic, Charm, Curse, Ritual or Trap card that is in play or
    // pending": Longbow Salvo waiting for the A&D Step is a Spell.
    let mut g = game();
    put_in_play(&mut g, 45, 1, Aim::None, 0);
    hold(&mut g, 0, 84);
    draw_step(&mut g, 0, 26);
    cast(&mut g, 26, Aim::None);
    assert!(lasting(&g, 26), "Longbow Salvo waits");
    let at = |g: &Thaloria, card: u8| g.lasting.iter().position(|l| l.card.0 == card).expect("in play") as u8;
    assert!(g.check_cast(0, Ask::Play, Card(84), Aim::Item { index: at(&g, 26) }).is_err(), "a Spell is no target");
    let relic = Aim::Item { index: at(&g, 45) };
    assert!(g.check_cast(0, Ask::Play, Card(84), relic).is_ok(), "a Relic is one");
    cast(&mut g, 84, relic);
    assert!(!lasting(&g, 45) && lasting(&g, 26), "the Relic went, the Spell still waits");
}

#[test]
fn grand_muster_deploys_with_no_fallen_warrior_and_goblin_rabble_is_cast_before_losses() {
    // A2.2: "Other legal parts of the card still resolve": Grand Muster's 4 PP deploy does not
    // need a Fallen Warrior. Goblin Rabble is for the Warriors that fall later in the turn.
    let mut g = game();
    hold(&mut g, 0, 52);
    draw_step(&mut g, 0, 16);
    assert_eq!(g.players[0].fallen, Army::NONE);
    assert!(g.check_cast(0, Ask::Play, Card(16), Aim::None).is_ok(), "Grand Muster with nobody fallen");
    assert!(g.check_cast(0, Ask::Play, Card(52), tile(land(&g, 0)[0])).is_ok(), "Goblin Rabble before any loss");
    cast(&mut g, 16, Aim::None);
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Deploy)))), "the deploy part stands");
    assert_eq!(g.deploy_left, 4);
}

#[test]
fn volley_of_arrows_hits_the_faction_that_entered() {
    // ROT-018 "destroy one of those entering Warriors": with three players the entered tile may
    // hold another faction (here the defender, seat 2); the entering seat 1 loses the Warrior.
    let mut g = quiet(started(3, &[Wizard::Azmorth, Wizard::Zarkul, Wizard::Alaric]));
    let (x, _) = border(&g, 2, 0);
    let from = g
        .neighbours(x)
        .find(|&n| g.tiles[usize::from(n)].land_owner().is_some() && g.tiles[usize::from(n)].troops.is_empty())
        .expect("a land tile next to x");
    station(&mut g, 2, x, Army::new(2, 0));
    station(&mut g, 1, from, Army::new(1, 0));
    hold(&mut g, 0, 18);
    g.active = 1;
    g.step = Step::Advance;
    g.tasks.clear();
    g.tasks.push(1, Task::Decide(Ask::Advance));
    act(&mut g, A::Move { from, to: x, elite: false });
    react(&mut g, 0, 18, Aim::None, &[6]);
    assert_eq!(g.players[1].fallen, Army::new(1, 0), "the entering Warrior is destroyed");
    assert_eq!(g.tiles[usize::from(x)].army_of(2), Army::new(2, 0), "the defenders are untouched");
}

#[test]
fn king_thalorien_passes_through_the_grotto_whoever_holds_it() {
    // A4.3 and ruling A-17: a two-tile move may pass through the Grotto, which is never disputed
    // with an enemy Warrior there as with none.
    let mut g = quiet(started(2, &[Wizard::Thalorien, Wizard::Zarkul]));
    let near =
        g.neighbours(0).find(|&n| g.tiles[usize::from(n)].land_owner() == Some(0)).expect("seat 0 touches the Grotto");
    let far =
        g.neighbours(0).find(|&n| n != near && !g.touching(n, near) && g.tiles[usize::from(n)].land_owner().is_some());
    let far = far.expect("a land tile across the Grotto");
    station(&mut g, 0, near, Army::new(1, 0));
    station(&mut g, 0, 0, Army::new(1, 0));
    station(&mut g, 1, 0, Army::new(1, 0));
    g.active = 0;
    g.step = Step::Advance;
    g.tasks.clear();
    g.tasks.push(0, Task::Decide(Ask::Advance));
    let stride = A::Stride { from: near, via: 0, to: far, elite: false };
    let ok = g.check(0, Ask::Advance, &stride);
    assert!(ok.is_ok(), "the Grotto's two factions do not stop it: {ok:?}");
}

#[test]
fn a_tied_die_keeps_its_card_bonus_through_the_reroll() {
    // Knights' Charge: "+1 to each of your attack dice in the first round": the rerolled die of
    // a tie is still an attack die of the first round. (King Haldrek's +1 belongs to one result
    // and goes with a reroll: ruling A-16.)
    let mut g = game();
    put_in_play(&mut g, 8, 0, Aim::None, 0);
    let (_, b) = front(&g);
    station(&mut g, 0, b, Army::new(1, 0));
    station(&mut g, 1, b, Army::new(1, 0));
    // 2+1 ties 3; the reroll: 4+1 beats 4.
    let events = battle(&mut g, 0, b, &[2, 3, 4, 4]);
    assert!(events.iter().any(|e| matches!(e, E::Tie { value: 3 })), "the first roll ties at 3");
    let (attack, defence, _, lost) = round(&events).expect("a round");
    assert_eq!((attack, defence), (vec![5], vec![4]), "the rerolled attack die keeps its +1");
    assert_eq!(lost, Army::new(1, 0), "the defender loses its Warrior");
}

#[test]
fn start_of_draw_step_effects_resolve_the_active_players_own_first() {
    // Ruling A-43: the active player's effects first, then each other player's clockwise. Seat 1
    // put Mind Rot on seat 0 first; seat 0's Herald's Dispatch came into play later, yet it acts
    // first: draw 2 and discard 1 (2 cards), then Mind Rot discards 2 (none left).
    let mut g = game();
    put_in_play(&mut g, 97, 1, Aim::Seat { seat: 0 }, 0);
    put_in_play(&mut g, 5, 0, Aim::None, 0);
    hold(&mut g, 0, 81);
    next_draw(&mut g, 0);
    assert_eq!(hand(&g, 0), 3, "Herald's Dispatch drew 2 first");
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Drop)))), "its discard comes next");
    act(&mut g, A::Discard { card: Card(81) });
    play_out(&mut g, &[]);
    // Mind Rot: two discards of seat 0's choice from the two cards left.
    for _ in 0..2 {
        assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Drop)))), "Mind Rot's discards");
        let card = g.hands[0].value[0];
        act(&mut g, A::Discard { card });
    }
    assert_eq!(hand(&g, 0), 0, "nothing left: the Dispatch's cards were drawn before Mind Rot");
}

#[test]
fn runeforged_aegis_goes_after_the_next_wizard_attack_even_a_fully_paired_one() {
    // ROT-048: "Waits for the next Wizard attack against you: prevent all damage from its
    // unpaired dice; then discard."
    let mut g = game();
    put_in_play(&mut g, 48, 0, Aim::None, 0);
    let (_, b) = front(&g);
    station(&mut g, 1, b, Army::new(1, 0));
    g.start_combat(b, 1, 0, CombatKind::Wizard);
    g.players[0].reserve = Army::new(1, 0);
    battle_on(&mut g, &[2, 5]);
    assert!(!lasting(&g, 48), "used up by the attack, with nothing to prevent");
    assert!(g.discard.contains(&Card(48)));
}

#[test]
fn curse_of_frailty_shrinks_the_elite_dice_of_a_wizard_attack_made_from_the_cursed_tile() {
    // ROT-075: "Elite Warriors on it roll a D6": the attackers of a Wizard attack stand on the
    // conquered tile; the defenders come from the Reserve and keep their D12.
    let mut g = game();
    let (_, b) = front(&g);
    station(&mut g, 0, b, Army::new(0, 1));
    put_in_play(&mut g, 75, 1, Aim::Tile { tile: b }, 2);
    g.players[1].reserve = Army::new(0, 1);
    g.start_combat(b, 0, 1, CombatKind::Wizard);
    g.tasks.clear();
    g.tasks.push(0, Task::Combat);
    let _ = super::support::settle(&mut g);
    for _ in 0..4 {
        match g.tasks.top() {
            Some((_, Task::Decide(Ask::Attackers | Ask::Defenders))) => {
                act(&mut g, A::Pick { standard: 0, elite: 1 });
            }
            Some((_, Task::Decide(Ask::Respond))) => {
                act(&mut g, A::Pass);
            }
            _ => break,
        }
    }
    let c = g.combat.as_ref().expect("a combat");
    assert_eq!(c.attack.iter().map(|d| d.sides()).collect::<Vec<_>>(), vec![6], "the attacking Elite rolls a D6");
    assert_eq!(c.defence.iter().map(|d| d.sides()).collect::<Vec<_>>(), vec![12], "the defending Elite its D12");
}

#[test]
fn a_cancel_keeps_its_target_when_a_card_below_it_leaves_the_chain() {
    // Chain, bottom first: Arcane Bolt (seat 0, at seat 1), Glamour of Mist on the Bolt (seat 1),
    // Counterspell on the Glamour (seat 0), and a copied Sealed Vault aimed anew at the Bolt
    // (seat 1; a copy may choose a new target, so it need not aim at the card just below). The
    // Vault cancels the Bolt first; the Counterspell still cancels the Glamour, now one place
    // lower, and the Glamour, had it stayed, would find its target gone.
    use crate::games::thaloria::state::{Cast, Frame, Moment};
    let mut g = game();
    draw_step(&mut g, 0, 82);
    g.take_card(0, Card(82));
    let cast = |card: u8, aim: Aim, copy: bool| Cast { card: Card(card), aim, copy };
    let mut window = crate::core::Window::open(
        [0, 1],
        vec![(0, cast(82, Aim::Seat { seat: 1 }, false))],
        crate::core::WindowRules::CHAIN,
    );
    // Priority: seat 0 passes, seat 1 answers, and so on clockwise.
    assert!(window.pass(0).is_ok());
    assert!(window.respond(1, cast(28, Aim::Item { index: 0 }, false)).is_ok());
    assert!(window.respond(0, cast(91, Aim::Item { index: 1 }, false)).is_ok());
    assert!(window.respond(1, cast(46, Aim::Item { index: 0 }, true)).is_ok());
    for card in [28, 91] {
        g.deck.draw_unseen(&Card(card)).ok();
    }
    g.frames.push(Frame { window, moment: Moment::Quiet, fresh: false });
    g.tasks.push(0, Task::Chain);
    let mut ev = Events::listed();
    crate::core::flow::run(&mut g, &mut ev);
    let mut events = ev.into_vec();
    events.extend(play_out(&mut g, &[]));
    let cancelled: Vec<u8> =
        events.iter().filter_map(|e| if let E::Cancelled { card, .. } = e { Some(card.0) } else { None }).collect();
    assert_eq!(cancelled, vec![82, 28], "the Vault cancels the Bolt, then the Counterspell the Glamour: {events:?}");
    assert_eq!(life(&g, 1), 40, "the Bolt never hit");
}

#[test]
fn an_attack_whose_attackers_are_gone_before_its_combat_ends_with_the_tile_held() {
    // Ruling A-47: "if effects remove every attacker, the attack ends with no conquest": no
    // combat, no window before its first dice (no free summons for the defender).
    let mut g = game();
    // The defender holds Reinforced Garrison, which answers a battle about to roll.
    hold(&mut g, 1, 7);
    fallen(&mut g, 1, Army::new(2, 0));
    let b = attack(&mut g, Army::new(1, 0), Army::new(1, 0));
    g.tiles[usize::from(b)].troops.retain(|tr| tr.seat != 0);
    g.players[0].fallen = g.players[0].fallen.plus(Army::new(1, 0));
    let events = super::support::settle(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, E::Held { seat: 1, tile } if *tile == b)),
        "the defender holds the tile: {events:?}"
    );
    assert!(g.combat.is_none(), "no combat is started");
    assert!(g.battles.is_empty());
    assert_ne!(g.step, Step::Attack, "the step moved on");
}

#[test]
fn wail_of_the_banshee_still_hits_the_caster_of_a_card_cancelled_before_it_resolves() {
    // A1.5: "Effects that triggered when the Spell was cast remain triggered": seat 1 answers
    // the Bolt with Wail of the Banshee, then cancels the Bolt with Counterspell; the Wail still
    // makes seat 0 discard.
    let mut g = game();
    hold(&mut g, 1, 74);
    hold(&mut g, 1, 91);
    hold(&mut g, 0, 81);
    draw_step(&mut g, 0, 82);
    act(&mut g, A::Cast { card: Card(82), aim: Aim::Seat { seat: 1 } });
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Respond)))));
    act(&mut g, A::Cast { card: Card(74), aim: Aim::None });
    if matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Respond)))) {
        act(&mut g, A::Pass);
    }
    assert!(matches!(g.tasks.top(), Some((1, Task::Decide(Ask::Respond)))), "{:?}", g.tasks.top());
    act(&mut g, A::Cast { card: Card(91), aim: Aim::Item { index: 0 } });
    play_out(&mut g, &[]);
    assert_eq!(life(&g, 1), 40, "the Bolt was cancelled");
    assert!(matches!(g.tasks.top(), Some((0, Task::Decide(Ask::Drop)))), "seat 0 discards: {:?}", g.tasks.top());
}

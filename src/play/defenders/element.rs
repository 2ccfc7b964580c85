//! The board's tappable elements and what a tap on one means: the legal answers it stands for
//! (those whose engine-given targets name it, see `rules/targets.rs` in the engine) and the
//! action it means under the pending question, legal or not.
//!
//! Legality, the targets and the deciding seat all come from the engine; nothing here parses an
//! action. Nothing here touches the DOM, so all of it is unit-tested against real engine games.

use rampart_engine::defenders::data::{General, Quest};
use rampart_engine::defenders::{is_purple, DefendersAction, DefendersView, Effect, Pending, Target as Pick};
use rampart_engine::Target;

use super::super::board::{naming, Choice, Selection, TapPolicy};
use super::info::info;

/// A tappable element of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// A location on the map.
    Loc(u8),
    /// A General (its track row).
    General(General),
    /// A seat's hero (its panel header).
    Hero(u8),
    /// A card in a seat's hand, by position.
    Card {
        /// The seat.
        seat: u8,
        /// The position in the hand.
        index: usize,
    },
    /// A seat's open quest.
    Quest(u8),
    /// One of a seat's rewards.
    Reward(u8, Quest),
    /// The War Status track.
    War,
    /// The Darkness Spreads deck.
    Darkness,
}

/// The engine targets that identify `el`, if a tap on it can stand for answers: a location,
/// a General's piece, a hero (its seat and its piece: a re-roll by a hero's skill names only the
/// piece); a hand card, a reward or the open quest card only of the deciding seat. The War Status
/// track and the Darkness deck name nothing.
pub fn targets(v: &DefendersView, decider: Option<u8>, el: Element) -> Vec<Target> {
    let mine = |s: u8| decider == Some(s);
    match el {
        Element::Loc(l) => vec![DefendersView::location_target(l)],
        Element::General(g) => vec![DefendersView::general_target(g)],
        Element::Hero(s) => {
            let mut out = vec![Target::Seat(s)];
            out.extend(v.hero(s).map(|h| DefendersView::hero_target(h.kind)));
            out
        }
        Element::Card { seat, index } if mine(seat) => {
            v.hero(seat).and_then(|h| h.hand.get(index)).map(|&c| DefendersView::card_target(c)).into_iter().collect()
        }
        Element::Reward(s, q) if mine(s) => vec![DefendersView::quest_target(q)],
        Element::Quest(s) if mine(s) => {
            v.hero(s).and_then(|h| h.quest).map(|open| DefendersView::quest_target(open.quest)).into_iter().collect()
        }
        _ => Vec::new(),
    }
}

/// This board's tap policy for the shared [`super::super::board::Tap`].
pub struct Policy;

impl TapPolicy for Policy {
    type View = DefendersView;
    type Element = Element;
    fn select(v: &DefendersView, legal: &[Choice], decider: Option<u8>, el: Element, long: bool) -> Selection {
        select(v, legal, decider, el, long)
    }
    fn matches(v: &DefendersView, legal: &[Choice], decider: Option<u8>, el: Element) -> Vec<usize> {
        matches(v, legal, decider, el)
    }
}

/// The indices of `legal` that `el` stands for: the answers whose targets name it.
pub fn matches(v: &DefendersView, legal: &[Choice], decider: Option<u8>, el: Element) -> Vec<usize> {
    let mut out: Vec<usize> = targets(v, decider, el).iter().flat_map(|t| naming(legal, t)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Pending effects whose targets are locations.
fn effect_picks_loc(e: &Effect) -> bool {
    match e {
        Effect::PlaceGate
        | Effect::Purity
        | Effect::OneCrystal
        | Effect::Archers { .. }
        | Effect::CancelPlacement { .. }
        | Effect::MoveHero { .. }
        | Effect::Sweep { .. } => true,
        Effect::Strategy { left } => *left > 0,
        Effect::Kill { .. } | Effect::Spy | Effect::CallColour { .. } | Effect::Visions { .. } => false,
    }
}

/// The action a tap on `el` means under the pending question, legal or not (the engine refuses
/// an illegal one with the rule's own error); `None` when a tap means nothing here or nobody in
/// this app is deciding (`decider` is `None`).
pub fn natural(v: &DefendersView, decider: Option<u8>, el: Element) -> Option<DefendersAction> {
    use DefendersAction as A;
    let decider = decider?;
    let pending = v.pending.as_ref()?;
    match el {
        Element::Loc(l) => match pending {
            Pending::Action => v.hero(decider).filter(|h| h.loc != l).map(|_| A::Foot { to: l }),
            Pending::Push => Some(A::Pick { target: Pick::Loc(l) }),
            Pending::Effect(e) if effect_picks_loc(e) => Some(A::Pick { target: Pick::Loc(l) }),
            _ => None,
        },
        Element::General(g) => match pending {
            Pending::Effect(Effect::Spy | Effect::Strategy { left: 0 }) => Some(A::Pick { target: Pick::General(g) }),
            Pending::Action => {
                let here = v.hero(decider).map(|h| h.loc);
                let there = v.general(g).and_then(|x| x.loc);
                (here.is_some() && here == there).then_some(A::AttackGeneral)
            }
            _ => None,
        },
        Element::Hero(s) => match pending {
            Pending::Effect(Effect::MoveHero { hero: None, .. }) => Some(A::Pick { target: Pick::Hero(s) }),
            Pending::NextAttacker => Some(A::Attacker { seat: s }),
            _ => None,
        },
        Element::Card { seat, index } if seat == decider => {
            let card = *v.hero(seat)?.hand.get(index)?;
            match pending {
                Pending::Discard { .. } => Some(A::Discard { card }),
                Pending::Commit => Some(A::Commit { card }),
                Pending::Window { .. } | Pending::Action if is_purple(card) => Some(A::Play { card }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// What a tap (or long press) on `el` reports.
/// A tap on the deciding hero's own location always opens the sheet: the engine names that place
/// for everything done there (purify, rumors, a quest, a gate...), and one tap must not spend an
/// action the player did not pick by name.
pub fn select(v: &DefendersView, legal: &[Choice], decider: Option<u8>, el: Element, long: bool) -> Selection {
    let own_place = matches!(el, Element::Loc(l) if decider.and_then(|s| v.hero(s)).is_some_and(|h| h.loc == l));
    Selection {
        info: info(v, el),
        matches: matches(v, legal, decider, el),
        natural: natural(v, decider, el).and_then(|a| serde_json::to_value(a).ok()),
        long: long || own_place,
    }
}

#[cfg(test)]
mod tests {
    use super::super::decode;
    use super::*;
    use rampart_engine::defenders::data::{loc::DANCING_STONE, GENERAL_LIST, LOCATION_COUNT};
    use rampart_engine::defenders::{Defenders, DefendersConfig};
    use rampart_engine::{DynSession, Session, ToAct};
    use serde_json::json;

    /// A real session driven by a fixed choice rule (every decision takes answer `(step * 7) % n`).
    /// At each decision `check` gets the deciding seat's view decoded as the board decodes it,
    /// the engine's labelled legal answers (with their targets) and the deciding seat.
    fn walk(seed: u64, players: u8, steps: usize, mut check: impl FnMut(&DefendersView, &[Choice], u8)) {
        let config = DefendersConfig { players, ..DefendersConfig::default() };
        let mut session = Session::<Defenders>::new(config, seed).expect("session");
        for step in 0..steps {
            if session.advance().is_err() {
                break;
            }
            let ToAct::Decision { seat } = session.to_act() else { break };
            let view = decode(&DynSession::view(&session, seat)).expect("the engine's view decodes");
            let legal = DynSession::legal(&session);
            check(&view, &legal, seat);
            let Some(a) = legal.get((step * 7) % legal.len().max(1)) else { break };
            DynSession::act(&mut session, Some(seat), a.action.clone()).expect("legal action applies");
        }
    }

    /// Every element the board draws for `v`.
    fn elements(v: &DefendersView) -> Vec<Element> {
        let mut els: Vec<Element> = (0..LOCATION_COUNT as u8).map(Element::Loc).collect();
        els.extend(v.generals.iter().map(|g| Element::General(g.general)));
        for (s, seat) in v.seats.iter().enumerate() {
            let s = s as u8;
            els.push(Element::Hero(s));
            if let Some(h) = seat.hero.as_ref() {
                els.extend((0..h.hand.len()).map(|index| Element::Card { seat: s, index }));
                if h.quest.is_some() {
                    els.push(Element::Quest(s));
                }
                els.extend(h.rewards.iter().map(|&q| Element::Reward(s, q)));
            }
        }
        els.extend([Element::War, Element::Darkness]);
        els
    }

    /// "What is this?" on every element's sheet finds the rules topic that explains it.
    #[test]
    fn every_element_has_a_rules_topic() {
        use crate::help::{rules, what_is};
        let topics = rules(rampart_engine::GameId::Defenders);
        let mut checked = 0;
        walk(5, 2, 40, |v, _, _| {
            for element in elements(v).into_iter().filter(|e| !matches!(e, Element::Reward(..))) {
                let text = info(v, element);
                assert!(
                    what_is(topics, &text.title, &text.subtitle).is_some(),
                    "no topic explains {:?} ({:?})",
                    text.title,
                    text.subtitle
                );
                checked += 1;
            }
        });
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn decodes_a_real_view() {
        let mut seen = false;
        walk(3, 2, 1, |v, legal, _| {
            seen = true;
            assert_eq!(v.board.len(), LOCATION_COUNT);
            assert_eq!(v.generals.len(), 4);
            assert_eq!(v.seats.len(), 2);
            assert!(v.seats.iter().all(|s| s.hero.is_some()));
            assert_eq!(v.war_box, 1);
            let on_board: u32 = v.board.iter().map(|s| u32::from(s.total())).sum();
            assert_eq!(on_board, 30, "setup puts 30 minions on the board");
            assert!(v.spot(DANCING_STONE).gate);
            assert!(!legal.is_empty());
        });
        assert!(seen);
    }

    /// A view that is not the engine's is an error to show, never a panic or a half-drawn board;
    /// and taps on elements the view does not have mean nothing.
    #[test]
    fn a_foreign_view_is_an_error_and_odd_elements_never_panic() {
        for bad in [json!(null), json!(3), json!({"board": 5}), json!({"seats": [null, {"hero": 7}]})] {
            let err = decode(&bad).expect_err("not a Defenders view");
            assert!(!err.is_empty());
        }
        walk(7, 2, 1, |v, legal, seat| {
            for el in [
                Element::Loc(200),
                Element::Hero(9),
                Element::Card { seat: 9, index: 9 },
                Element::Card { seat, index: 99 },
                Element::Quest(9),
            ] {
                let sel = select(v, legal, Some(seat), el, false);
                assert!(sel.matches.is_empty(), "{el:?}");
                assert!(!sel.info.title.is_empty());
            }
        });
    }

    /// The decisive test of the board's taps: at every decision of real games, each legal
    /// answer's deciding seat is the engine's, every thing its targets name is an element whose
    /// tap matches it, and every element's matches are exactly the answers naming its target.
    #[test]
    fn a_tap_on_the_heros_own_place_always_asks_by_name() {
        let mut checked = 0;
        walk(5, 2, 120, |v, legal, seat| {
            let Some(here) = v.hero(seat).map(|h| h.loc) else { return };
            assert!(select(v, legal, Some(seat), Element::Loc(here), false).long, "its own place opens the sheet");
            let elsewhere = (0..v.board.len() as u8).find(|&l| l != here).expect("another place");
            assert!(!select(v, legal, Some(seat), Element::Loc(elsewhere), false).long);
            checked += 1;
        });
        assert!(checked > 10, "checked {checked} positions");
    }

    #[test]
    fn taps_match_exactly_the_answers_whose_targets_name_them() {
        let mut named = 0;
        for (seed, players) in [(1, 3), (5, 2), (9, 4), (11, 1)] {
            walk(seed, players, 400, |v, legal, seat| {
                let decider = Some(seat);
                for (i, c) in legal.iter().enumerate() {
                    assert_eq!(c.seat, seat, "the engine's deciding seat");
                    for t in &c.targets {
                        let el = match t {
                            Target::Location(id) => Element::Loc(id.parse().expect("a location id")),
                            Target::Seat(s) => Element::Hero(*s),
                            Target::Piece(p) => {
                                let general = GENERAL_LIST.iter().find(|&&g| DefendersView::general_target(g) == *t);
                                let hero = (0..v.seats.len() as u8)
                                    .find(|&s| v.hero(s).is_some_and(|h| DefendersView::hero_target(h.kind) == *t));
                                match (general, hero) {
                                    (Some(&g), None) => Element::General(g),
                                    (None, Some(s)) => Element::Hero(s),
                                    _ => panic!("piece {p} is no General and no hero on the board"),
                                }
                            }
                            Target::Card(id) => {
                                let hero = v.hero(seat).expect("the decider has a hero");
                                if let Some(index) = hero.hand.iter().position(|&h| DefendersView::card_target(h) == *t)
                                {
                                    Element::Card { seat, index }
                                } else if let Some(&q) =
                                    hero.rewards.iter().find(|&&q| DefendersView::quest_target(q) == *t)
                                {
                                    Element::Reward(seat, q)
                                } else if hero.quest.is_some_and(|open| DefendersView::quest_target(open.quest) == *t) {
                                    Element::Quest(seat)
                                } else {
                                    assert!(id.starts_with("dark_"), "card {id} is neither held, a quest nor a reward");
                                    continue;
                                }
                            }
                            Target::Cell(id) => panic!("Defenders names no cells ({id})"),
                        };
                        let found = matches(v, legal, decider, el);
                        assert!(found.contains(&i), "tapping {el:?} misses {:?} ({:?})", c.action, c.targets);
                        named += 1;
                    }
                }
                for el in elements(v) {
                    let found = matches(v, legal, decider, el);
                    let ts = targets(v, decider, el);
                    let expected: Vec<usize> =
                        (0..legal.len()).filter(|&i| ts.iter().any(|t| legal[i].targets.contains(t))).collect();
                    assert_eq!(found, expected, "{el:?}");
                    if let Element::Card { seat: s, .. } | Element::Reward(s, _) = el {
                        if s != seat {
                            assert!(found.is_empty(), "another seat's {el:?} matches nothing");
                        }
                    }
                }
            });
        }
        assert!(named > 1_000, "{named} targets checked");
    }

    #[test]
    fn natural_tap_on_a_location_walks_there() {
        let mut checked = 0;
        walk(2, 2, 60, |v, _, seat| {
            if v.pending != Some(Pending::Action) {
                return;
            }
            let here = v.hero(seat).expect("hero").loc;
            for l in 0..LOCATION_COUNT as u8 {
                let n = natural(v, Some(seat), Element::Loc(l));
                if l == here {
                    assert_eq!(n, None);
                } else {
                    assert_eq!(n, Some(DefendersAction::Foot { to: l }));
                }
            }
            assert_eq!(natural(v, None, Element::Loc(here ^ 1)), None, "nobody deciding: no natural action");
            checked += 1;
        });
        assert!(checked > 0);
    }

    /// A tap's natural action, when legal, is one of the answers the tap matches (so the screen
    /// sends the same thing either way), and it reaches the screen in the engine's serde form.
    #[test]
    fn a_legal_natural_action_is_among_the_taps_matches() {
        let mut legal_naturals = 0;
        for seed in [4, 6] {
            walk(seed, 2, 300, |v, legal, seat| {
                for el in elements(v) {
                    let sel = select(v, legal, Some(seat), el, false);
                    assert!(!sel.info.title.is_empty());
                    let Some(n) = natural(v, Some(seat), el) else { continue };
                    let json = serde_json::to_value(n).expect("serialises");
                    assert_eq!(sel.natural.as_ref(), Some(&json));
                    if let Some(i) = legal.iter().position(|c| c.action == json) {
                        assert!(sel.matches.contains(&i), "{el:?} means {n:?}, legal, but does not match it");
                        legal_naturals += 1;
                    }
                }
            });
        }
        assert!(legal_naturals > 50, "{legal_naturals}");
    }
}

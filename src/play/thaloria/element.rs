//! The Heroes and Spells board's tappable elements, what a tap on one means (the legal answers
//! whose engine-given targets name it, and the action it means under the pending step, legal or
//! not) and the words of its Info sheet.
//!
//! Legality, targets and the deciding seat all come from the engine; nothing here re-derives a
//! rule. Nothing here touches the DOM, so all of it is unit-tested against real engine games.

use rampart_engine::thaloria::data::board::Cell;
use rampart_engine::thaloria::data::cards::{Card, CardType, SpellType};
use rampart_engine::thaloria::{Aim, Army, Ground, Step, ThaloriaAction, ThaloriaView, TileId};
use rampart_engine::words::counted;
use rampart_engine::Target;

use super::super::board::{naming, Choice, Info, Selection, TapPolicy};

/// A tappable element of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// A tile on the map.
    Tile(TileId),
    /// An empty cell where the next tile may go (while the board is built).
    Cell(Cell),
    /// A card in the viewer's own hand.
    Hand(Card),
    /// A card in the discard pile.
    Pile(Card),
    /// A Wizard (their row in the players panel).
    Wizard(u8),
    /// A card on the Spell Chain, counted from the bottom.
    Chain(usize),
    /// A card in play, as the view lists them.
    InPlay(usize),
}

/// The engine's id of a tile, as targets name it.
pub fn tile_target(tile: TileId) -> Target {
    Target::location(format!("tile-{tile}"))
}

/// The engine's id of a card, as targets name it.
pub fn card_target(card: Card) -> Target {
    Target::card(format!("card-{}", card.0))
}

/// The engine's id of an empty cell, as targets name it.
pub fn cell_target(cell: Cell) -> Target {
    Target::cell(format!("cell-{},{}", cell.0, cell.1))
}

/// The seat whose own view this is.
pub fn viewer_seat(v: &ThaloriaView) -> Option<u8> {
    v.viewer.seat()
}

/// The engine targets that identify `el`: a tile, a cell, a Wizard; a hand card only for the
/// deciding seat looking at its own hand; a card of the discard pile. Chain and in-play cards
/// are aimed at by place, which no tap names: their answers stay in the dock.
pub fn targets(v: &ThaloriaView, decider: Option<u8>, el: Element) -> Vec<Target> {
    match el {
        Element::Tile(t) => vec![tile_target(t)],
        Element::Cell(c) => vec![cell_target(c)],
        Element::Hand(card) if decider.is_some() && decider == viewer_seat(v) => vec![card_target(card)],
        Element::Pile(card) => vec![card_target(card)],
        Element::Wizard(s) => vec![Target::Seat(s)],
        _ => Vec::new(),
    }
}

/// This board's tap policy for the shared [`super::super::board::Tap`].
pub struct Policy;

impl TapPolicy for Policy {
    type View = ThaloriaView;
    type Element = Element;
    fn select(v: &ThaloriaView, legal: &[Choice], decider: Option<u8>, el: Element, long: bool) -> Selection {
        select(v, legal, decider, el, long)
    }
    fn matches(v: &ThaloriaView, legal: &[Choice], decider: Option<u8>, el: Element) -> Vec<usize> {
        matches(v, legal, decider, el)
    }
}

/// The indices of `legal` that `el` stands for: the answers whose targets name it.
pub fn matches(v: &ThaloriaView, legal: &[Choice], decider: Option<u8>, el: Element) -> Vec<usize> {
    let mut out: Vec<usize> = targets(v, decider, el).iter().flat_map(|t| naming(legal, t)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The action a tap on `el` means in the current step, legal or not (the engine refuses an
/// illegal one with the rule's own words); `None` when a tap means nothing here or nobody in
/// this app decides.
pub fn natural(v: &ThaloriaView, decider: Option<u8>, el: Element) -> Option<ThaloriaAction> {
    decider?;
    match el {
        Element::Cell((q, r)) if v.step == Step::Building => Some(ThaloriaAction::Place { q, r, dungeon: false }),
        Element::Tile(tile) => match v.step {
            Step::Deployment | Step::ConsolidationDeployment if v.chain.is_empty() => {
                Some(ThaloriaAction::Deploy { tile, elite: false })
            }
            Step::Attack if v.combat.is_none() && v.chain.is_empty() => Some(ThaloriaAction::Fight { tile }),
            _ => None,
        },
        // A secret card (Assist) is cast by naming it among the answers.
        Element::Hand(card) if decider == viewer_seat(v) && card != Card::SECRET => {
            Some(ThaloriaAction::Cast { card, aim: Aim::None })
        }
        _ => None,
    }
}

/// What a tap or a long press on `el` reports.
pub fn select(v: &ThaloriaView, legal: &[Choice], decider: Option<u8>, el: Element, long: bool) -> Selection {
    Selection {
        info: info(v, el),
        matches: matches(v, legal, decider, el),
        natural: natural(v, decider, el).and_then(|a| serde_json::to_value(a).ok()),
        long,
    }
}

/// A seat's name as the log writes it: its faction once chosen, else "Wizard 2".
pub fn seat_name(v: &ThaloriaView, seat: u8) -> String {
    match v.players.get(usize::from(seat)).and_then(|p| p.faction) {
        Some(f) => f.name().to_string(),
        None => format!("Wizard {}", u16::from(seat) + 1),
    }
}

/// "3 Standard, 1 Elite" ("none" for no Warrior).
pub fn army_text(army: Army) -> String {
    match (army.standard, army.elite) {
        (0, 0) => "none".into(),
        (s, 0) => format!("{s} Standard"),
        (0, e) => format!("{e} Elite"),
        (s, e) => format!("{s} Standard, {e} Elite"),
    }
}

/// A tile's name: the log's.
pub fn tile_name(v: &ThaloriaView, tile: TileId) -> String {
    v.tiles.iter().find(|t| t.id == tile).map_or_else(|| format!("tile {tile}"), |t| t.name.clone())
}

/// What a card on the chain or in play aims at, in words.
pub fn aim_text(v: &ThaloriaView, aim: Aim) -> String {
    match aim {
        Aim::None => String::new(),
        Aim::Seat { seat } => seat_name(v, seat),
        Aim::Tile { tile } => tile_name(v, tile),
        Aim::Tiles { from, to } => format!("{} → {}", tile_name(v, from), tile_name(v, to)),
        Aim::Item { index } => format!("item {}", u16::from(index) + 1),
        Aim::Die { die } => format!("die {}", u16::from(die) + 1),
        Aim::Counter { index, up } => format!("counter {} {}", u16::from(index) + 1, if up { "+1" } else { "-1" }),
    }
}

/// "Action Spell", "Reaction Relic", with its rarity.
pub fn card_kind(card: Card) -> String {
    let Some(d) = card.def() else { return "Card".into() };
    let spell = match d.spell {
        SpellType::Action => "Action",
        SpellType::Reaction => "Reaction",
        SpellType::Deferred => "Deferred",
    };
    let kind = match d.kind {
        CardType::Spell => "Spell",
        CardType::Relic => "Relic",
        CardType::Charm => "Charm",
        CardType::Curse => "Curse",
        CardType::Ritual => "Ritual",
        CardType::Trap => "Trap",
    };
    format!("{spell} · {kind} · {:?}", d.rarity)
}

/// The class suffix of a card's timing ("action", "reaction", "deferred").
pub fn card_class(card: Card) -> &'static str {
    match card.def().map(|d| d.spell) {
        Some(SpellType::Action) => "action",
        Some(SpellType::Reaction) => "reaction",
        Some(SpellType::Deferred) => "deferred",
        None => "none",
    }
}

fn card_info(card: Card, place: &str) -> Info {
    let lines = match card.def() {
        Some(d) => vec![d.text.to_string()],
        None if card == Card::SECRET => vec![
            "You drew this card and kept it secret from the app (Assist mode). To cast or discard it, choose its name among the answers: any card the app has not seen yet.".into(),
        ],
        None => Vec::new(),
    };
    Info { title: card.name().to_string(), subtitle: format!("{} · {place}", card_kind(card)), lines }
}

/// The words of `el`'s Info sheet.
pub fn info(v: &ThaloriaView, el: Element) -> Info {
    match el {
        Element::Tile(id) => tile_info(v, id),
        Element::Cell((q, r)) => Info {
            title: "An empty space".into(),
            subtitle: format!("Cell {q},{r}"),
            lines: vec![
                "A tile placed here must share a whole side with a tile already in play (rulebook: 2. Board Setup)."
                    .into(),
            ],
        },
        Element::Hand(card) => card_info(card, "in your hand"),
        Element::Pile(card) => card_info(card, "discard pile"),
        Element::Wizard(s) => wizard_info(v, s),
        Element::Chain(i) => match v.chain.get(i) {
            Some(item) => {
                let mut info = card_info(item.card, "on the Spell Chain");
                let aim = aim_text(v, item.aim);
                let copy = if item.copy { " (a copy)" } else { "" };
                let at = if aim.is_empty() { String::new() } else { format!(", aimed at {aim}") };
                info.lines.insert(0, format!("Cast by {}{copy}{at}.", seat_name(v, item.seat)));
                info.lines.push(
                    "The chain resolves last in, first out once every player passes in a row (rulebook: A1).".into(),
                );
                info
            }
            None => Info { title: "Spell Chain".into(), ..Info::default() },
        },
        Element::InPlay(i) => match v.in_play.get(i) {
            Some(l) => {
                let mut info = card_info(l.card, "in play");
                let on = aim_text(v, l.on);
                let mut line = format!("{}'s", seat_name(v, l.owner));
                if !on.is_empty() {
                    line.push_str(&format!(", on {on}"));
                }
                if l.left > 0 {
                    line.push_str(&format!(", {} left", l.left));
                }
                info.lines.insert(0, format!("{line}."));
                info
            }
            None => Info { title: "Cards in play".into(), ..Info::default() },
        },
    }
}

fn tile_info(v: &ThaloriaView, id: TileId) -> Info {
    let Some(t) = v.tiles.iter().find(|t| t.id == id) else {
        return Info { title: format!("Tile {id}"), ..Info::default() };
    };
    let subtitle = match t.ground {
        Ground::Grotto => "The Grotto: neutral, no combat, no banner".to_string(),
        Ground::Dungeon(owner) => format!("{}'s Dungeon: Warriors never move through it", seat_name(v, owner)),
        Ground::Land(owner) => format!("{} tile", seat_name(v, owner)),
    };
    let mut lines = Vec::new();
    match t.controller {
        Some(s) => lines.push(format!("Controlled by {}.", seat_name(v, s))),
        None if !matches!(t.ground, Ground::Grotto) => lines.push("Neutral: no Warriors hold it.".into()),
        None => {}
    }
    if let Some(b) = t.banner {
        lines.push(format!("{}'s banner flies here.", seat_name(v, b)));
    }
    if t.empowered {
        lines.push("Empowered Stronghold (King Zarkul): six Power Points of capacity.".into());
    }
    for troop in &t.troops {
        let moved =
            if troop.moved.count() > 0 { format!(" ({} moved this step)", troop.moved.count()) } else { String::new() };
        lines.push(format!("{}: {}{moved}.", seat_name(v, troop.seat), army_text(troop.army)));
    }
    if t.disputed {
        lines.push("Disputed: two factions' Warriors share it; it is fought over before the next Draw Step.".into());
    }
    if v.battles.contains(&id) {
        lines.push("A battle waits here this turn.".into());
    }
    Info { title: t.name.clone(), subtitle, lines }
}

fn wizard_info(v: &ThaloriaView, s: u8) -> Info {
    let Some(p) = v.players.get(usize::from(s)) else { return Info { title: seat_name(v, s), ..Info::default() } };
    let mut lines = Vec::new();
    if let Some(w) = p.wizard {
        lines.push(format!("{}: {}", w.name(), w.ability()));
    }
    lines.push(format!("Life Points {} of {}.", p.life, p.start_life));
    lines.push(format!(
        "Reserve {}; on tiles {}; in Dungeons {}; Fallen {}.",
        army_text(p.reserve),
        army_text(p.on_tiles),
        army_text(p.in_dungeons),
        army_text(p.fallen)
    ));
    lines.push(format!(
        "Army Power {}; {}; {} of 8 enemy tiles under their banner.",
        p.army_power,
        counted(p.tiles, "tile controlled", "tiles controlled"),
        p.territory
    ));
    lines.push(counted(p.hand_size as u32, "card in hand", "cards in hand"));
    if p.skip_draws > 0 {
        lines.push(format!("Skips {}.", counted(p.skip_draws, "Draw Step", "Draw Steps")));
    }
    if !p.alive {
        lines.push("Out of the game.".into());
    }
    let subtitle = match p.wizard {
        Some(w) => format!("Wizard {}, {}", w.name(), p.faction.map_or("", |f| f.colour())),
        None => "Wizard".into(),
    };
    Info { title: seat_name(v, s), subtitle, lines }
}

#[cfg(test)]
mod tests {
    use super::super::decode;
    use super::*;
    use rampart_engine::thaloria::{BoardSetup, Thaloria, ThaloriaConfig};
    use rampart_engine::{DynSession, Session, ToAct};

    /// A real session driven by a fixed choice rule (every decision takes answer `(step * 7) % n`).
    /// At each decision `check` gets the deciding seat's view decoded as the board decodes it,
    /// the engine's labelled legal answers (with their targets) and the deciding seat.
    fn walk(seed: u64, board: BoardSetup, steps: usize, mut check: impl FnMut(&ThaloriaView, &[Choice], u8)) {
        let config = ThaloriaConfig { players: 3, board, ..ThaloriaConfig::default() };
        let mut session = Session::<Thaloria>::new(config, seed).expect("session");
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
    fn elements(v: &ThaloriaView) -> Vec<Element> {
        let mut els: Vec<Element> = v.tiles.iter().map(|t| Element::Tile(t.id)).collect();
        els.extend(v.frontier.iter().map(|&c| Element::Cell(c)));
        let me = viewer_seat(v).map(usize::from);
        if let Some(hand) = me.and_then(|s| v.players.get(s)).and_then(|p| p.hand.as_ref()) {
            els.extend(hand.iter().map(|&c| Element::Hand(c)));
        }
        els.extend(v.discard.iter().map(|&c| Element::Pile(c)));
        els.extend((0..v.players.len() as u8).map(Element::Wizard));
        els.extend((0..v.chain.len()).map(Element::Chain));
        els.extend((0..v.in_play.len()).map(Element::InPlay));
        els
    }

    /// Every answer that names a tile, a cell, a seat or a card of the decider's own hand is on
    /// some element the board draws, so the board can reach it by a tap; and every element's
    /// matches are answers that name it.
    #[test]
    fn every_answer_with_a_board_target_is_reachable_by_a_tap() {
        let mut reached = [0usize; 4];
        for (seed, board) in [(3, BoardSetup::Build), (8, BoardSetup::Quick), (21, BoardSetup::Quick)] {
            walk(seed, board, 900, |v, legal, seat| {
                let els = elements(v);
                for (i, choice) in legal.iter().enumerate() {
                    if choice.targets.is_empty() {
                        continue;
                    }
                    let on = els.iter().filter(|&&el| matches(v, legal, Some(seat), el).contains(&i)).count();
                    let hidden_card = choice.targets.iter().all(|t| matches!(t, Target::Card(_)))
                        && !els.iter().any(|&el| targets(v, Some(seat), el).iter().any(|t| choice.targets.contains(t)));
                    assert!(on > 0 || hidden_card, "answer {:?} names nothing the board draws", choice.label);
                    for t in &choice.targets {
                        let kind = match t {
                            Target::Location(_) => 0,
                            Target::Cell(_) => 1,
                            Target::Card(_) => 2,
                            _ => 3,
                        };
                        reached[kind] += usize::from(on > 0);
                    }
                }
                for el in els {
                    for i in matches(v, legal, Some(seat), el) {
                        let named = targets(v, Some(seat), el);
                        assert!(legal[i].targets.iter().any(|t| named.contains(t)), "{el:?} matched {i}");
                    }
                }
            });
        }
        assert!(reached.iter().all(|&n| n > 0), "tiles, cells, cards and seats were all tapped: {reached:?}");
    }

    /// Another seat's hand is never drawn and a hand card never matches for someone else.
    #[test]
    fn a_hand_card_stands_for_answers_only_for_its_own_deciding_seat() {
        let mut seen = 0;
        walk(8, BoardSetup::Quick, 600, |v, legal, seat| {
            for (s, p) in v.players.iter().enumerate() {
                assert_eq!(p.hand.is_some(), s == usize::from(seat), "only the viewer's own hand is in the view");
            }
            let hand = v.players[usize::from(seat)].hand.clone().unwrap_or_default();
            for card in hand {
                let other = (seat + 1) % 3;
                assert!(matches(v, legal, Some(other), Element::Hand(card)).is_empty());
                seen += matches(v, legal, Some(seat), Element::Hand(card)).len();
            }
        });
        assert!(seen > 0, "some hand card was castable by a tap");
    }

    #[test]
    fn a_tap_means_the_steps_natural_action_and_every_element_has_words() {
        let mut naturals = 0;
        walk(8, BoardSetup::Quick, 400, |v, legal, seat| {
            for el in elements(v) {
                let s = select(v, legal, Some(seat), el, false);
                assert!(!s.info.title.is_empty(), "{el:?} has a title");
                if let Some(action) = s.natural {
                    // The natural action is the game's own serde form.
                    let parsed: ThaloriaAction = serde_json::from_value(action).expect("a game action");
                    naturals += 1;
                    if let (Element::Tile(t), ThaloriaAction::Deploy { tile, .. }) = (el, parsed) {
                        assert_eq!(t, tile);
                    }
                }
                assert!(select(v, legal, None, el, false).natural.is_none(), "nobody here decides: no action");
            }
        });
        assert!(naturals > 0);
    }

    /// "What is this?" on every element's sheet finds the rules topic that explains it.
    #[test]
    fn every_element_has_a_rules_topic() {
        use crate::help::{rules, what_is};
        let topics = rules(rampart_engine::GameId::Thaloria);
        let mut checked = 0;
        walk(3, BoardSetup::Build, 300, |v, _, _| {
            for element in elements(v) {
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
        assert!(checked > 100);
    }

    #[test]
    fn words_name_seats_armies_and_aims() {
        assert_eq!(army_text(Army::new(3, 1)), "3 Standard, 1 Elite");
        assert_eq!(army_text(Army::NONE), "none");
        assert_eq!(army_text(Army::new(0, 2)), "2 Elite");
        let card = Card::all().next().expect("a card");
        assert!(card_kind(card).contains('·'));
        assert_ne!(card_class(card), "none");
    }
}

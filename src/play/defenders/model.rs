//! The Defenders view, parsed defensively, and the pure rules of the board: which legal answers
//! an element stands for, what a tap means under the pending question, and the element's Info.
//!
//! Nothing here touches the DOM, so all of it is unit-tested against real engine views.

use rampart_engine::defenders::data::{
    dark_card_name, neighbours, Colour, General, HeroKind, LocKind, Quest, COLOURS, DARKNESS, GENERAL_LIST, LOCATIONS,
    LOCATION_COUNT,
};
use rampart_engine::words::counted;
use serde_json::{json, Value};

use super::super::board::{matching, tag, Choice, Info, Selection};
use super::text;

/// One location's pieces, as the view gives them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpotV {
    /// Minions by colour index (black, blue, red, green).
    pub minions: [u8; 4],
    /// Tainted Crystals.
    pub crystals: u8,
    /// A Magic Gate stands here.
    pub gate: bool,
}

#[cfg(test)]
impl SpotV {
    /// All minions here.
    pub fn total(&self) -> u32 {
        self.minions.iter().map(|&m| u32::from(m)).sum()
    }
}

/// One General, as the view gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneralV {
    /// Which.
    pub general: General,
    /// Where it stands, if undefeated.
    pub loc: Option<u8>,
    /// Hits still needed (0 = defeated).
    pub remaining: u8,
    /// Hits needed from full health.
    pub track: u8,
    /// Step on its path (0 = start, 4 = Monarch City).
    pub step: u8,
    /// In its major-wound zone.
    pub major: bool,
    /// Healing is scheduled.
    pub healing: bool,
    /// The seat that struck the final blow.
    pub slain_by: Option<u8>,
}

/// An open quest and its progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuestV {
    /// Which quest.
    pub quest: Quest,
    /// Minions kept on the card, by colour index.
    pub minions: [u8; 4],
    /// Visit flags.
    pub visited: u8,
}

/// A seat's hero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeroV {
    /// Which hero (`None` if the view names one this build does not know).
    pub kind: Option<HeroKind>,
    /// Where.
    pub loc: u8,
    /// Life tokens left.
    pub life: u8,
    /// Starting life tokens.
    pub max_life: u8,
    /// Actions left this turn.
    pub actions: u8,
    /// Hero card ids in hand.
    pub hand: Vec<u8>,
    /// The open quest.
    pub quest: Option<QuestV>,
    /// Earned rewards.
    pub rewards: Vec<Quest>,
    /// Eagle Rider stance ("sky" / "ground").
    pub stance: Option<String>,
    /// Sorcerer form.
    pub form: Option<Colour>,
}

/// A seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatV {
    /// The current hero.
    pub hero: Option<HeroV>,
    /// Quests completed.
    pub quests_done: usize,
    /// Generals slain.
    pub generals: Vec<General>,
    /// Out of heroes.
    pub out: bool,
}

/// The General combat in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombatV {
    /// Against whom.
    pub general: Option<General>,
    /// Where.
    pub loc: Option<u8>,
    /// Who started it.
    pub initiator: Option<u8>,
    /// Committed cards (seat, card).
    pub committed: Vec<(u8, u8)>,
    /// Seats still to commit, next first.
    pub to_commit: Vec<u8>,
    /// Hits so far.
    pub hits: u8,
}

/// Dice being rolled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollV {
    /// What for ("engage", "general_attack", ...).
    pub purpose: String,
    /// The roller, if the purpose names one.
    pub seat: Option<u8>,
    /// Where (Engage).
    pub loc: Option<u8>,
    /// Faces so far (0 = not rolled yet).
    pub faces: Vec<u8>,
    /// The colour each die is aimed at.
    pub aims: Vec<Option<Colour>>,
}

/// The whole Defenders view, parsed. Every missing or odd field falls back to a default.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// The board by location id (always [`LOCATION_COUNT`] entries).
    pub spots: Vec<SpotV>,
    /// The four Generals (those the view names).
    pub generals: Vec<GeneralV>,
    /// The seats.
    pub seats: Vec<SeatV>,
    /// The active seat.
    pub active: u8,
    /// Turn number.
    pub turn: u64,
    /// Time of day ("daytime", "night", ...).
    pub phase: String,
    /// War Status box 1-4.
    pub war_box: u8,
    /// Darkness cards per Night.
    pub night_cards: u8,
    /// Minions beside the board by colour index.
    pub supply: [u8; 4],
    /// Tainted Crystals beside the board.
    pub crystals: u8,
    /// Magic Gate tokens beside the board.
    pub gates: u8,
    /// Hero deck size.
    pub hero_deck: u64,
    /// Hero discard size.
    pub hero_discard: u64,
    /// Darkness deck size.
    pub dark_deck: u64,
    /// Quest deck size.
    pub quest_deck: u64,
    /// Known Darkness cards on top, next first.
    pub dark_top: Vec<u8>,
    /// The last Darkness card drawn.
    pub dark_last: Option<u8>,
    /// The Darkness card being resolved this Night.
    pub night_current: Option<u8>,
    /// The pending decision's kind ("action", "commit", "effect", ...), "" if none.
    pub pending: String,
    /// The pending effect's kind ("kill", "move_hero", ...), "" if none.
    pub effect: String,
    /// The raw pending object (for the effect's fields).
    pub pending_raw: Value,
    /// The General combat in progress.
    pub combat: Option<CombatV>,
    /// Dice being rolled.
    pub roll: Option<RollV>,
    /// King's Champion (points, quests) per seat.
    pub champion: Vec<(u64, u64)>,
    /// How the game ended ("victory", "crystals", ...).
    pub end: Option<String>,
}

fn u8_of(v: Option<&Value>) -> u8 {
    v.and_then(Value::as_u64).map_or(0, |n| u8::try_from(n).unwrap_or(u8::MAX))
}

fn opt_u8(v: Option<&Value>) -> Option<u8> {
    v.and_then(Value::as_u64).and_then(|n| u8::try_from(n).ok())
}

fn u64_of(v: Option<&Value>) -> u64 {
    v.and_then(Value::as_u64).unwrap_or(0)
}

fn arr4(v: Option<&Value>) -> [u8; 4] {
    let mut out = [0; 4];
    if let Some(a) = v.and_then(Value::as_array) {
        for (slot, x) in out.iter_mut().zip(a) {
            *slot = u8_of(Some(x));
        }
    }
    out
}

fn list(v: Option<&Value>) -> impl Iterator<Item = &Value> {
    v.and_then(Value::as_array).into_iter().flatten()
}

fn u8_list(v: Option<&Value>) -> Vec<u8> {
    list(v).filter_map(|x| opt_u8(Some(x))).collect()
}

/// An engine enum from its serde form, if it is one.
fn parse<T: serde::de::DeserializeOwned>(v: Option<&Value>) -> Option<T> {
    v.and_then(|v| serde_json::from_value(v.clone()).ok())
}

fn parse_hero(h: &Value) -> HeroV {
    HeroV {
        kind: parse(h.get("kind")),
        loc: u8_of(h.get("loc")),
        life: u8_of(h.get("life")),
        max_life: u8_of(h.get("max_life")),
        actions: u8_of(h.get("actions")),
        hand: u8_list(h.get("hand")),
        quest: h.get("quest").and_then(|q| {
            Some(QuestV {
                quest: parse(q.get("quest"))?,
                minions: arr4(q.get("minions")),
                visited: u8_of(q.get("visited")),
            })
        }),
        rewards: list(h.get("rewards")).filter_map(|q| parse(Some(q))).collect(),
        stance: h.get("stance").and_then(Value::as_str).map(str::to_string),
        form: parse(h.get("form")),
    }
}

impl Model {
    /// Parses a Defenders view; never panics, whatever the JSON.
    pub fn parse(view: &Value) -> Model {
        let mut spots: Vec<SpotV> = list(view.get("board"))
            .map(|s| SpotV {
                minions: arr4(s.get("minions")),
                crystals: u8_of(s.get("crystals")),
                gate: s.get("gate").and_then(Value::as_bool).unwrap_or(false),
            })
            .collect();
        spots.resize(LOCATION_COUNT, SpotV::default());
        let generals = list(view.get("generals"))
            .filter_map(|g| {
                let state = g.get("state");
                Some(GeneralV {
                    general: parse(g.get("general"))?,
                    loc: opt_u8(g.get("loc")),
                    remaining: u8_of(state.and_then(|s| s.get("remaining"))),
                    track: u8_of(g.get("track")),
                    step: u8_of(state.and_then(|s| s.get("step"))),
                    major: g.get("major").and_then(Value::as_bool).unwrap_or(false),
                    healing: state.and_then(|s| s.get("heal_from")).is_some_and(|h| !h.is_null()),
                    slain_by: opt_u8(state.and_then(|s| s.get("slain_by"))),
                })
            })
            .collect();
        let seats = list(view.get("seats"))
            .map(|s| SeatV {
                hero: s.get("hero").filter(|h| h.is_object()).map(parse_hero),
                quests_done: list(s.get("quests_done")).count(),
                generals: list(s.get("generals")).filter_map(|g| parse(Some(g))).collect(),
                out: s.get("out").and_then(Value::as_bool).unwrap_or(false),
            })
            .collect();
        let pending_raw = view.get("pending").cloned().unwrap_or(Value::Null);
        let str_of = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
        let combat = view.get("combat").filter(|c| c.is_object()).map(|c| CombatV {
            general: parse(c.get("general")),
            loc: opt_u8(c.get("loc")),
            initiator: opt_u8(c.get("initiator")),
            committed: list(c.get("committed")).filter_map(|p| Some((opt_u8(p.get(0))?, opt_u8(p.get(1))?))).collect(),
            to_commit: u8_list(c.get("to_commit")),
            hits: u8_of(c.get("hits")),
        });
        let roll = view.get("roll").filter(|r| r.is_object()).map(|r| {
            let purpose = r.get("purpose");
            RollV {
                purpose: purpose.map(|p| str_of(p, "for")).unwrap_or_default(),
                seat: opt_u8(purpose.and_then(|p| p.get("seat"))),
                loc: opt_u8(purpose.and_then(|p| p.get("loc"))),
                faces: u8_list(r.get("faces")),
                aims: list(r.get("aims")).map(|a| parse(Some(a))).collect(),
            }
        });
        let night_current = view.get("night").and_then(|n| n.get("current")).and_then(|c| opt_u8(c.get(0)));
        Model {
            spots,
            generals,
            seats,
            active: u8_of(view.get("active")),
            turn: u64_of(view.get("turn")),
            phase: str_of(view, "phase"),
            war_box: u8_of(view.get("war_box")).clamp(1, 4),
            night_cards: u8_of(view.get("night_cards")),
            supply: arr4(view.get("supply")),
            crystals: u8_of(view.get("crystals")),
            gates: u8_of(view.get("gates")),
            hero_deck: u64_of(view.get("hero_deck")),
            hero_discard: u64_of(view.get("hero_discard")),
            dark_deck: u64_of(view.get("dark_deck")),
            quest_deck: u64_of(view.get("quest_deck")),
            dark_top: u8_list(view.get("dark_top")),
            dark_last: list(view.get("dark_discard")).last().and_then(|d| opt_u8(Some(d))),
            night_current,
            pending: str_of(&pending_raw, "pending"),
            effect: str_of(&pending_raw, "effect"),
            pending_raw,
            combat,
            roll,
            champion: list(view.get("champion")).map(|p| (u64_of(p.get(0)), u64_of(p.get(1)))).collect(),
            end: view.get("end").and_then(|e| e.get("kind")).and_then(Value::as_str).map(str::to_string),
        }
    }

    /// The hero of `seat`, if any.
    pub fn hero(&self, seat: u8) -> Option<&HeroV> {
        self.seats.get(usize::from(seat)).and_then(|s| s.hero.as_ref())
    }

    /// The spot at `l` (an empty one off the board).
    pub fn spot(&self, l: u8) -> SpotV {
        self.spots.get(usize::from(l)).copied().unwrap_or_default()
    }

    /// The undefeated General standing on `l`.
    pub fn general_at(&self, l: u8) -> Option<&GeneralV> {
        self.generals.iter().find(|g| g.remaining > 0 && g.loc == Some(l))
    }

    /// The General's entry.
    pub fn general(&self, g: General) -> Option<&GeneralV> {
        self.generals.iter().find(|x| x.general == g)
    }

    /// Seats whose heroes stand on `l`.
    pub fn heroes_at(&self, l: u8) -> Vec<u8> {
        (0..self.seats.len())
            .filter_map(|s| u8::try_from(s).ok())
            .filter(|&s| self.hero(s).is_some_and(|h| h.loc == l))
            .collect()
    }

    /// The seat answering the pending question. The view says so for most questions; otherwise
    /// the seat whose hand holds every card the legal answers name, preferring `viewer`.
    pub fn decider(&self, legal: &[Choice], viewer: u8) -> u8 {
        let from_view = match self.pending.as_str() {
            "action" | "stance" | "form" | "foresight" => Some(self.active),
            "commit" => self.combat.as_ref().and_then(|c| c.to_commit.first().copied()),
            "next_attacker" => self.combat.as_ref().and_then(|c| c.initiator),
            "reroll" => self.roll.as_ref().and_then(|r| r.seat).or(Some(self.active)),
            "effect" => opt_u8(self.pending_raw.get("seat")),
            _ => None,
        };
        if let Some(s) = from_view {
            return s;
        }
        let cards: Vec<u8> = legal.iter().filter_map(|c| opt_u8(c.action.get("card"))).collect();
        if cards.is_empty() {
            return viewer;
        }
        let holds = |s: u8| self.hero(s).is_some_and(|h| cards.iter().all(|c| h.hand.contains(c)));
        if holds(viewer) {
            return viewer;
        }
        (0..self.seats.len()).filter_map(|s| u8::try_from(s).ok()).find(|&s| holds(s)).unwrap_or(viewer)
    }

    /// Locations to mark as the pending decision's context: the combat, the roll, the Darkness
    /// card being resolved, a sweep's or envoy's centre.
    pub fn context_locs(&self) -> Vec<u8> {
        let mut out = Vec::new();
        if let Some(l) = self.combat.as_ref().and_then(|c| c.loc) {
            out.push(l);
        }
        if let Some(l) = self.roll.as_ref().and_then(|r| r.loc) {
            out.push(l);
        }
        if let Some(card) = self.night_current.and_then(|c| DARKNESS.get(usize::from(c))) {
            if let rampart_engine::defenders::data::DarkKind::Regular { a, b } = card.kind {
                out.extend([a.0, b.0]);
            }
        }
        for key in ["at", "center"] {
            if let Some(l) = opt_u8(self.pending_raw.get(key)) {
                out.push(l);
            }
        }
        out
    }
}

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

/// The location an action names: a move's destination, an engagement's place, a picked location
/// or minion.
pub fn loc_of_action(a: &Value) -> Option<u8> {
    match tag(a) {
        "foot" | "card_move" | "gate_to_gate" | "skill_move" => opt_u8(a.get("to")),
        "engage" => opt_u8(a.get("at")),
        "pick" => {
            let t = a.get("target")?;
            match t.get("target").and_then(Value::as_str)? {
                "loc" => opt_u8(t.get("id")),
                "minion" => opt_u8(t.get("id").and_then(|p| p.get(0))),
                _ => None,
            }
        }
        _ => None,
    }
}

fn picks(a: &Value, kind: &str, id: &Value) -> bool {
    tag(a) == "pick"
        && a.get("target").and_then(|t| t.get("target")).and_then(Value::as_str) == Some(kind)
        && a.get("target").and_then(|t| t.get("id")) == Some(id)
}

fn pick(kind: &str, id: Value) -> Value {
    json!({"do": "pick", "target": {"target": kind, "id": id}})
}

/// Pending effects whose targets are locations.
fn effect_picks_loc(m: &Model) -> bool {
    match m.effect.as_str() {
        "place_gate" | "purity" | "one_crystal" | "archers" | "cancel_placement" => true,
        "strategy" => u8_of(m.pending_raw.get("left")) > 0,
        "move_hero" | "sweep" => true,
        _ => false,
    }
}

/// The indices of `legal` that `el` stands for.
pub fn matches(m: &Model, legal: &[Choice], viewer: u8, el: Element) -> Vec<usize> {
    let decider = m.decider(legal, viewer);
    match el {
        Element::Loc(l) => matching(legal, |a| loc_of_action(a) == Some(l)),
        Element::General(g) => {
            let id = json!(g);
            let here = m.hero(decider).map(|h| h.loc);
            let at_general = m.general(g).and_then(|x| x.loc).is_some_and(|l| Some(l) == here);
            matching(legal, |a| {
                picks(a, "general", &id)
                    || (tag(a) == "slay" && a.get("general") == Some(&id))
                    || (tag(a) == "attack_general" && at_general)
            })
        }
        Element::Hero(s) => matching(legal, |a| {
            picks(a, "hero", &json!(s)) || (tag(a) == "attacker" && opt_u8(a.get("seat")) == Some(s))
        }),
        Element::Card { seat, index } => {
            let card = m.hero(seat).and_then(|h| h.hand.get(index).copied());
            match card {
                Some(c) if seat == decider => matching(legal, |a| opt_u8(a.get("card")) == Some(c)),
                _ => Vec::new(),
            }
        }
        Element::Quest(s) if s == decider => matching(legal, |a| tag(a) == "quest"),
        Element::Reward(s, q) if s == decider => {
            let id = json!(q);
            matching(legal, |a| tag(a) == "reward" && a.get("quest") == Some(&id))
        }
        _ => Vec::new(),
    }
}

/// The action a tap on `el` means under the pending question, legal or not; `None` when a tap
/// means nothing here or nobody in this app is answering.
pub fn natural(m: &Model, legal: &[Choice], viewer: u8, el: Element) -> Option<Value> {
    if legal.is_empty() {
        return None;
    }
    let decider = m.decider(legal, viewer);
    match el {
        Element::Loc(l) => match m.pending.as_str() {
            "action" if m.hero(decider).is_some_and(|h| h.loc != l) => Some(json!({"do": "foot", "to": l})),
            "push" => Some(pick("loc", json!(l))),
            "effect" if effect_picks_loc(m) => Some(pick("loc", json!(l))),
            _ => None,
        },
        Element::General(g) => match (m.pending.as_str(), m.effect.as_str()) {
            ("effect", "spy") => Some(pick("general", json!(g))),
            ("effect", "strategy") if u8_of(m.pending_raw.get("left")) == 0 => Some(pick("general", json!(g))),
            ("action", _) => {
                let here = m.hero(decider).map(|h| h.loc);
                let there = m.general(g).and_then(|x| x.loc);
                (here.is_some() && here == there).then(|| json!({"do": "attack_general"}))
            }
            _ => None,
        },
        Element::Hero(s) => match (m.pending.as_str(), m.effect.as_str()) {
            ("effect", "move_hero") if m.pending_raw.get("hero").is_none_or(Value::is_null) => {
                Some(pick("hero", json!(s)))
            }
            ("next_attacker", _) => Some(json!({"do": "attacker", "seat": s})),
            _ => None,
        },
        Element::Card { seat, index } => {
            let card = m.hero(seat).and_then(|h| h.hand.get(index).copied())?;
            if seat != decider {
                return None;
            }
            let purple = usize::from(card) >= rampart_engine::defenders::data::LOCATION_CARD_KINDS;
            match m.pending.as_str() {
                "discard" => Some(json!({"do": "discard", "card": card})),
                "commit" => Some(json!({"do": "commit", "card": card})),
                "window" | "action" if purple => Some(json!({"do": "play", "card": card})),
                _ => None,
            }
        }
        _ => None,
    }
}

/// What a tap (or long press) on `el` reports.
pub fn select(m: &Model, legal: &[Choice], viewer: u8, el: Element, long: bool) -> Selection {
    Selection {
        info: info(m, el),
        matches: matches(m, legal, viewer, el),
        natural: natural(m, legal, viewer, el),
        long,
    }
}

fn minions_line(minions: [u8; 4]) -> String {
    let parts: Vec<String> = COLOURS
        .iter()
        .filter(|c| minions[c.index()] > 0)
        .map(|c| format!("{} {}", minions[c.index()], text::race_plural(*c, minions[c.index()])))
        .collect();
    if parts.is_empty() {
        "No minions here.".to_string()
    } else {
        format!("Minions: {}.", parts.join(", "))
    }
}

/// A seat's display name: "Seat 1 (Paladin)".
pub fn seat_name(m: &Model, s: u8) -> String {
    match m.hero(s).and_then(|h| h.kind) {
        Some(k) => format!("Seat {} ({})", u16::from(s) + 1, k.name()),
        None => format!("Seat {}", u16::from(s) + 1),
    }
}

/// A location's full name ("Location #n" off the board).
pub fn loc_name(l: u8) -> String {
    LOCATIONS.get(usize::from(l)).map_or_else(|| format!("Location #{l}"), |d| d.name.to_string())
}

/// The Info of an element: what it is, its rules in our words, and its state now.
pub fn info(m: &Model, el: Element) -> Info {
    match el {
        Element::Loc(l) => loc_info(m, l),
        Element::General(g) => general_info(m, g),
        Element::Hero(s) => hero_info(m, s),
        Element::Card { seat, index } => match m.hero(seat).and_then(|h| h.hand.get(index).copied()) {
            Some(c) => text::card_info(c),
            None => Info { title: "No card".into(), ..Info::default() },
        },
        Element::Quest(s) => match m.hero(s).and_then(|h| h.quest) {
            Some(q) => text::quest_info(q.quest, Some((q.minions, q.visited))),
            None => Info { title: "No open quest".into(), ..Info::default() },
        },
        Element::Reward(_, q) => text::reward_info(q),
        Element::War => text::war_info(m.war_box, m.night_cards),
        Element::Darkness => dark_info(m),
    }
}

fn loc_info(m: &Model, l: u8) -> Info {
    let Some(data) = LOCATIONS.get(usize::from(l)) else {
        return Info { title: loc_name(l), subtitle: "Not on this board".into(), lines: Vec::new() };
    };
    let colour = data.colour.map(|c| c.name()).unwrap_or_default();
    let subtitle = match data.kind {
        LocKind::Normal => format!("{} location", text::capital(colour)),
        LocKind::Inn => "Inn".to_string(),
        LocKind::MonarchCity => "The King's city".to_string(),
        LocKind::GeneralStart(g) => format!("{} location, where {} starts", text::capital(colour), g.data().name),
    };
    let mut lines = vec![text::loc_kind_rules(data.kind, data.colour).to_string()];
    let spot = m.spot(l);
    lines.push(minions_line(spot.minions));
    if spot.crystals > 0 {
        lines.push(format!(
            "Tainted: {}. A hero here may try to heal the land with a {colour} card.",
            counted(spot.crystals, "crystal", "crystals")
        ));
    }
    if spot.gate {
        lines.push("A Magic Gate stands here: Gate cards lead here, and with two or more gates a hero can step from gate to gate for one action.".into());
    }
    if let Some(g) = m.general_at(l) {
        lines.push(format!("{} is here ({} of {} wounds to go).", g.general.data().name, g.remaining, g.track));
    }
    let heroes = m.heroes_at(l);
    if !heroes.is_empty() {
        let names: Vec<String> = heroes.iter().map(|&s| seat_name(m, s)).collect();
        lines.push(format!("Heroes here: {}.", names.join(", ")));
    }
    for g in GENERAL_LIST {
        if let Some(step) = g.data().path.iter().position(|&p| p == l) {
            if data.kind != LocKind::MonarchCity && step > 0 {
                lines.push(format!("Step {step} of {}'s march on Monarch City.", g.data().name));
            }
        }
    }
    if data.chest {
        lines.push("A treasure chest is marked here (the Rogue's Thievery).".into());
    }
    if usize::from(l) < LOCATION_COUNT {
        let n: Vec<&str> =
            neighbours(l).iter().filter_map(|&n| LOCATIONS.get(usize::from(n))).map(|d| d.name).collect();
        lines.push(format!("Paths to: {}.", n.join(", ")));
    }
    Info { title: data.name.to_string(), subtitle, lines }
}

fn general_info(m: &Model, g: General) -> Info {
    let d = g.data();
    let mut lines = vec![text::general_rules(g).to_string()];
    match m.general(g) {
        Some(x) if x.remaining == 0 => {
            let by = x.slain_by.map(|s| format!(" by {}", seat_name(m, s))).unwrap_or_default();
            lines.push(format!("Defeated{by}."));
        }
        Some(x) => {
            lines.push(format!(
                "At {} (step {} of 4). {} of {} wounds still needed{}{}.",
                x.loc.map_or_else(|| "?".into(), loc_name),
                x.step,
                x.remaining,
                x.track,
                if x.major { "; in its major-wound zone: it does not advance" } else { "" },
                if x.healing { "; healing" } else { "" },
            ));
            let path: Vec<&str> =
                d.path.iter().filter_map(|&p| LOCATIONS.get(usize::from(p))).map(|l| l.name).collect();
            lines.push(format!("Path: {}.", path.join(" → ")));
        }
        None => {}
    }
    Info {
        title: d.name.to_string(),
        subtitle: format!("General of the {} ({})", text::race_plural(g.colour(), 2), g.colour().name()),
        lines,
    }
}

fn hero_info(m: &Model, s: u8) -> Info {
    let seat = m.seats.get(usize::from(s));
    let Some(h) = m.hero(s) else {
        let out = seat.is_some_and(|x| x.out);
        return Info {
            title: format!("Seat {}", u16::from(s) + 1),
            subtitle: if out { "Out of heroes".into() } else { "No hero yet".into() },
            lines: Vec::new(),
        };
    };
    let mut lines = Vec::new();
    if let Some(k) = h.kind {
        lines.push(text::hero_rules(k).to_string());
    }
    lines.push(format!(
        "At {}. Life tokens {} of {}{}.",
        loc_name(h.loc),
        h.life,
        h.max_life,
        if s == m.active {
            format!("; {} left this turn", counted(h.actions, "action", "actions"))
        } else {
            String::new()
        }
    ));
    if let Some(st) = &h.stance {
        lines.push(format!("Stance this turn: {st}."));
    }
    if let Some(f) = h.form {
        lines.push(format!("In the form of a {}.", f.race()));
    }
    lines.push(format!("{} in hand.", counted(h.hand.len(), "card", "cards")));
    if let Some((points, quests)) = m.champion.get(usize::from(s)) {
        lines.push(format!(
            "King's Champion: {}, {} completed.",
            counted(*points, "point", "points"),
            counted(*quests, "quest", "quests")
        ));
    }
    Info {
        title: seat_name(m, s),
        subtitle: if s == m.active { "Hero, taking the turn".into() } else { "Hero".into() },
        lines,
    }
}

fn dark_info(m: &Model) -> Info {
    let mut lines = vec![
        "Each Night the active player draws Darkness Spreads cards (1, 2 or 3 by the War Status): minions arrive on the named locations and a General may march one step along its path.".to_string(),
        format!("{} left in the deck.", counted(m.dark_deck, "card", "cards")),
    ];
    for (i, &c) in m.dark_top.iter().enumerate() {
        if usize::from(c) < DARKNESS.len() {
            lines.push(format!("Known card {}: {}.", i + 1, dark_card_name(c)));
        }
    }
    if let Some(c) = m.night_current.filter(|&c| usize::from(c) < DARKNESS.len()) {
        lines.push(format!("Being resolved: {}.", dark_card_name(c)));
    } else if let Some(c) = m.dark_last.filter(|&c| usize::from(c) < DARKNESS.len()) {
        lines.push(format!("Last drawn: {}.", dark_card_name(c)));
    }
    Info { title: "Darkness Spreads".into(), subtitle: "Deck".into(), lines }
}

/// A Darkness card in a few words, with the map's short names: "Ghost 2, Whisper 1; Varkolak".
pub fn dark_short(id: u8) -> String {
    use rampart_engine::defenders::data::DarkKind;
    let Some(card) = DARKNESS.get(usize::from(id)) else { return format!("#{id}") };
    let head = match card.kind {
        DarkKind::Regular { a, b } => format!("{} {}, {} {}", super::map::short(a.0), a.1, super::map::short(b.0), b.1),
        DarkKind::AllIsQuiet => "All is Quiet".into(),
        DarkKind::OrcPatrols => "Orc Patrols".into(),
        DarkKind::OrcWarParty => "Orc War Party".into(),
        DarkKind::MonarchCity => "Monarch City".into(),
    };
    match card.advance {
        Some(adv) => format!("{head}; {}", adv.general.data().name),
        None => head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rampart_engine::defenders::{Defenders, DefendersAction, DefendersConfig};
    use rampart_engine::{Game, Session, ToAct};

    /// A session driven by a fixed choice rule: every decision takes answer `(step * 7) % n`.
    fn walk(seed: u64, players: u8, steps: usize, mut check: impl FnMut(&Model, &[Choice], u8)) {
        let config = DefendersConfig { players, ..DefendersConfig::default() };
        let mut session = Session::<Defenders>::new(config, seed).expect("session");
        for step in 0..steps {
            if session.advance().is_err() {
                break;
            }
            let ToAct::Decision { seat } = session.to_act() else { break };
            let view = serde_json::to_value(session.state().view(seat)).expect("view");
            let mut acts: Vec<DefendersAction> = Vec::new();
            session.state().legal_actions(&mut acts);
            let legal: Vec<Choice> = acts
                .iter()
                .map(|a| {
                    Choice::new(serde_json::to_value(a).expect("action"), session.state().describe_action(a), seat)
                })
                .collect();
            let model = Model::parse(&view);
            check(&model, &legal, seat);
            let Some(a) = acts.get((step * 7) % acts.len().max(1)).copied() else { break };
            session.act(&a).expect("legal action applies");
        }
    }

    /// "What is this?" on every element's sheet finds the rules topic that explains it.
    #[test]
    fn every_element_has_a_rules_topic() {
        use crate::help::{rules, what_is};
        let topics = rules(rampart_engine::GameId::Defenders);
        let mut checked = 0;
        walk(5, 2, 40, |m, _, _| {
            let mut elements: Vec<Element> = (0..LOCATION_COUNT as u8).map(Element::Loc).collect();
            elements.extend(m.generals.iter().map(|g| Element::General(g.general)));
            for (seat, hero) in m.seats.iter().enumerate() {
                let seat = seat as u8;
                elements.push(Element::Hero(seat));
                if let Some(hero) = hero.hero.as_ref() {
                    elements.extend((0..hero.hand.len()).map(|index| Element::Card { seat, index }));
                    if hero.quest.is_some() {
                        elements.push(Element::Quest(seat));
                    }
                }
            }
            elements.extend([Element::War, Element::Darkness]);
            for element in elements {
                let text = info(m, element);
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
    fn parses_a_real_view() {
        let mut seen = false;
        walk(3, 2, 1, |m, legal, _| {
            seen = true;
            assert_eq!(m.spots.len(), LOCATION_COUNT);
            assert_eq!(m.generals.len(), 4);
            assert_eq!(m.seats.len(), 2);
            assert!(m.seats.iter().all(|s| s.hero.is_some()));
            assert_eq!(m.war_box, 1);
            let on_board: u32 = m.spots.iter().map(SpotV::total).sum();
            assert_eq!(on_board, 30, "setup puts 30 minions on the board");
            assert!(m.spot(rampart_engine::defenders::data::loc::DANCING_STONE).gate);
            assert!(!legal.is_empty());
        });
        assert!(seen);
    }

    #[test]
    fn odd_json_never_panics() {
        for v in [
            json!(null),
            json!(3),
            json!({"board": 5, "seats": [null, {"hero": 7}], "generals": [{}]}),
            json!({"combat": {"committed": [[1]]}, "roll": {"faces": "x"}, "pending": {"pending": 5}}),
        ] {
            let m = Model::parse(&v);
            assert_eq!(m.spots.len(), LOCATION_COUNT);
            for l in 0..50 {
                let _ = select(&m, &[], 0, Element::Loc(l), false);
            }
            let _ = select(&m, &[], 0, Element::Card { seat: 9, index: 9 }, true);
            let _ = select(&m, &[], 0, Element::Darkness, false);
        }
    }

    /// Every legal answer that names a location is matched by that location's tap, and a hand
    /// card's tap matches every legal answer naming that card.
    #[test]
    fn locations_and_cards_match_their_answers() {
        for seed in [1, 5, 9] {
            walk(seed, 3, 400, |m, legal, seat| {
                for (i, c) in legal.iter().enumerate() {
                    if let Some(l) = loc_of_action(&c.action) {
                        assert!(matches(m, legal, seat, Element::Loc(l)).contains(&i), "{:?}", c.action);
                    }
                    if let Some(card) = opt_u8(c.action.get("card")) {
                        let decider = m.decider(legal, seat);
                        assert_eq!(decider, seat, "decider for {:?} at {}", c.action, m.pending);
                        let hand = &m.hero(seat).expect("hero").hand;
                        let index = hand.iter().position(|&h| h == card).expect("card in hand");
                        let found = matches(m, legal, seat, Element::Card { seat, index });
                        assert!(found.contains(&i), "{:?}", c.action);
                    }
                    if let Some(s) = c.action.get("target").filter(|t| t.get("target") == Some(&json!("hero"))) {
                        let s = opt_u8(s.get("id")).expect("seat");
                        assert!(matches(m, legal, seat, Element::Hero(s)).contains(&i));
                    }
                }
            });
        }
    }

    #[test]
    fn natural_tap_on_a_location_walks_there() {
        let mut checked = 0;
        walk(2, 2, 60, |m, legal, seat| {
            if m.pending != "action" {
                return;
            }
            let here = m.hero(seat).expect("hero").loc;
            for l in 0..LOCATION_COUNT as u8 {
                let n = natural(m, legal, seat, Element::Loc(l));
                if l == here {
                    assert_eq!(n, None);
                } else {
                    let n = n.expect("a walk");
                    let a: DefendersAction = serde_json::from_value(n).expect("well-formed action");
                    assert_eq!(a, DefendersAction::Foot { to: l });
                }
            }
            checked += 1;
        });
        assert!(checked > 0);
        let m = Model::parse(&json!({"pending": {"pending": "action"}}));
        assert_eq!(natural(&m, &[], 0, Element::Loc(3)), None, "nobody answering: no natural action");
    }

    #[test]
    fn every_natural_action_is_well_formed() {
        walk(4, 2, 300, |m, legal, seat| {
            let mut els: Vec<Element> = (0..LOCATION_COUNT as u8).map(Element::Loc).collect();
            els.extend(GENERAL_LIST.map(Element::General));
            for s in 0..m.seats.len() as u8 {
                els.push(Element::Hero(s));
                for index in 0..m.hero(s).map_or(0, |h| h.hand.len()) {
                    els.push(Element::Card { seat: s, index });
                }
            }
            for el in els {
                if let Some(n) = natural(m, legal, seat, el) {
                    serde_json::from_value::<DefendersAction>(n.clone()).expect("well-formed");
                }
                let sel = select(m, legal, seat, el, false);
                assert!(!sel.info.title.is_empty());
            }
        });
    }
}

//! What a seat sees. Defenders is cooperative and hides nothing but the order of unseen cards
//! (rules notes §2 "Visibility"), so every seat sees the whole table and the known tops.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::data::{DarkCardId, DarkKind, General, HeroCardId, HeroKind, Loc, Quest, DARKNESS, GENERAL_LIST};
use super::rules::describe;
use super::rules::targets;
use super::state::{
    Combat, Defenders, Effect, EndReason, GeneralState, Hero, NightState, Pending, Phase, Roll, RollFor, SeatState,
    Spot,
};
use crate::core::{Seat, Target};

/// One General as shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GeneralView {
    /// Which.
    pub general: General,
    /// Name.
    pub name: Cow<'static, str>,
    /// Its state.
    pub state: GeneralState,
    /// Its location, if undefeated.
    pub loc: Option<u8>,
    /// Hits needed from full health.
    pub track: u8,
    /// In its major-wound zone.
    pub major: bool,
}

/// A seat's view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DefendersView {
    /// The viewer.
    pub seat: Seat,
    /// Turn number.
    pub turn: u32,
    /// The active seat.
    pub active: Seat,
    /// Time of day.
    pub phase: Phase,
    /// War Status box 1-4.
    pub war_box: u8,
    /// Darkness cards per Night now.
    pub night_cards: u8,
    /// The board by location id.
    pub board: Vec<Spot>,
    /// Location names by id.
    pub names: Vec<Cow<'static, str>>,
    /// Minions beside the board.
    pub supply: [u8; 4],
    /// Crystals beside the board.
    pub crystals: u8,
    /// Gate tokens beside the board.
    pub gates: u8,
    /// The Generals.
    pub generals: Vec<GeneralView>,
    /// The seats, heroes, hands and quests (all public in a co-op game).
    pub seats: Vec<SeatState>,
    /// Hero deck size.
    pub hero_deck: usize,
    /// Hero discard pile.
    pub hero_discard: usize,
    /// Darkness deck size.
    pub dark_deck: usize,
    /// Darkness cards known on top (Dark Visions), next first.
    pub dark_top: Vec<DarkCardId>,
    /// The Darkness discard pile, last drawn last.
    pub dark_discard: Vec<DarkCardId>,
    /// Quest deck size.
    pub quest_deck: usize,
    /// The Night in progress.
    pub night: NightState,
    /// Dice being rolled.
    pub roll: Option<Roll>,
    /// The General combat in progress.
    pub combat: Option<Combat>,
    /// The pending decision, if any.
    pub pending: Option<Pending>,
    /// The pending decision as a question, in words ("Play a card before the Night?").
    pub question: Option<String>,
    /// The King's Champion points per seat (points, quests).
    pub champion: Vec<(u8, u8)>,
    /// How the game ended.
    pub end: Option<EndReason>,
}

impl DefendersView {
    /// The view of `seat`.
    pub fn of(g: &Defenders, seat: Seat) -> DefendersView {
        DefendersView {
            seat,
            turn: g.turn,
            active: g.active,
            phase: g.phase,
            war_box: g.war_box(),
            night_cards: super::data::night_cards(g.war_box()),
            board: g.board.clone(),
            names: (0..g.board.len() as u8).map(|l| Cow::Borrowed(describe::loc(l))).collect(),
            supply: g.supply,
            crystals: g.crystals,
            gates: g.gates,
            generals: GENERAL_LIST
                .iter()
                .map(|&gen| GeneralView {
                    general: gen,
                    name: Cow::Borrowed(gen.data().name),
                    state: g.generals[gen.index()],
                    loc: g.general_loc(gen),
                    track: gen.data().track,
                    major: g.in_major_zone(gen),
                })
                .collect(),
            seats: g.seats.clone(),
            hero_deck: g.hero_deck.len(),
            hero_discard: g.hero_discard.len(),
            dark_deck: g.dark_deck.len(),
            dark_top: g.dark_deck.known_top().to_vec(),
            dark_discard: g.dark_discard.clone(),
            quest_deck: g.quest_deck.len(),
            night: g.night.clone(),
            roll: g.roll.clone(),
            combat: g.combat.clone(),
            pending: match g.tasks.top() {
                Some((_, super::state::Task::Decide(p))) => Some(p.clone()),
                _ => None,
            },
            question: match g.tasks.top() {
                Some((_, super::state::Task::Decide(p))) => Some(question(p)),
                _ => None,
            },
            champion: g.champion_points(),
            end: g.end,
        }
    }
}

/// Lookups a board needs: none panics, whatever the seat or location asked for.
impl DefendersView {
    /// The hero of `seat`, if the seat exists and has one.
    pub fn hero(&self, seat: Seat) -> Option<&Hero> {
        self.seats.get(usize::from(seat)).and_then(|s| s.hero.as_ref())
    }

    /// The pieces on location `l` (an empty spot off the board).
    pub fn spot(&self, l: Loc) -> Spot {
        self.board.get(usize::from(l)).copied().unwrap_or_default()
    }

    /// General `g` as shown.
    pub fn general(&self, g: General) -> Option<&GeneralView> {
        self.generals.iter().find(|x| x.general == g)
    }

    /// The undefeated General standing on `l`, if any.
    pub fn general_at(&self, l: Loc) -> Option<&GeneralView> {
        self.generals.iter().find(|g| g.state.remaining > 0 && g.loc == Some(l))
    }

    /// The seats whose heroes stand on `l`, in seat order.
    pub fn heroes_at(&self, l: Loc) -> Vec<Seat> {
        (0..self.seats.len())
            .filter_map(|s| Seat::try_from(s).ok())
            .filter(|&s| self.hero(s).is_some_and(|h| h.loc == l))
            .collect()
    }

    /// The locations the pending decision is about, to mark on the map: the General combat's,
    /// the engaged minions', the two of the Darkness card being resolved, and a Cavalry Sweep's
    /// or an Envoy's centre. Ids off the board are left out.
    pub fn context_locs(&self) -> Vec<Loc> {
        let mut out = Vec::new();
        if let Some(c) = &self.combat {
            out.push(c.loc);
        }
        if let Some(RollFor::Engage { loc, .. }) = self.roll.as_ref().map(|r| &r.purpose) {
            out.push(*loc);
        }
        if let Some(card) = self.night.current.and_then(|(c, _)| DARKNESS.get(usize::from(c))) {
            if let DarkKind::Regular { a, b } = card.kind {
                out.extend([a.0, b.0]);
            }
        }
        match &self.pending {
            Some(Pending::Effect(Effect::Sweep { at: Some(l), .. })) => out.push(*l),
            Some(Pending::Effect(Effect::Kill { center: Some(l), .. })) => out.push(*l),
            _ => {}
        }
        out.retain(|&l| usize::from(l) < self.board.len());
        out
    }
}

/// The board ids a legal answer's targets use (see `rules/targets.rs`), so a board names the
/// thing it draws exactly as the engine does: the ids are the view's.
impl DefendersView {
    /// Location `l`: its id, the index into `board` ("28" is Monarch City).
    pub fn location_target(l: Loc) -> Target {
        targets::location_target(l)
    }

    /// Hero card `c`, as held in a hand: its id ("12").
    pub fn card_target(c: HeroCardId) -> Target {
        targets::card_target(c)
    }

    /// Quest `q`'s card, as a reward: its serde id ("amulet_of_the_gods", "scout_varkolak").
    pub fn quest_target(q: Quest) -> Target {
        targets::quest_target(q)
    }

    /// A hero's piece: the hero's serde id ("eagle_rider").
    pub fn hero_target(kind: HeroKind) -> Target {
        targets::hero_target(kind)
    }

    /// General `g`'s piece: its serde id ("varkolak").
    pub fn general_target(g: General) -> Target {
        targets::general_target(g)
    }
}

/// The question a pending decision asks, for the UI's question panel.
pub fn question(p: &Pending) -> String {
    use super::state::{Effect, WindowPoint};
    match p {
        Pending::ChooseHero => "Choose your new hero".into(),
        Pending::Stance => "Eagle Rider: fly in the Sky or fight on the Ground this turn?".into(),
        Pending::Form => "Sorcerer: take a shape for this turn, or stay yourself?".into(),
        Pending::Action => "Your action: move, fight, heal, play a card, or end the Daytime".into(),
        Pending::Commit => "Commit Hero Cards to the fight against the General, then Done".into(),
        Pending::NextAttacker => "Who attacks the General next?".into(),
        Pending::Reroll => "Re-roll the failed dice, or keep them?".into(),
        Pending::Discard { count: 1 } => "Discard a Hero Card".into(),
        Pending::Discard { count } => format!("Discard {count} Hero Cards"),
        Pending::Push => "Cleric: push the Undead minions to a neighbouring location".into(),
        Pending::Window { point } => match point {
            WindowPoint::DayStart => "Play a card at the start of the Daytime?".into(),
            WindowPoint::Combat => "Play a card in the fight?".into(),
            WindowPoint::NightStart => "Play a card before the Night?".into(),
            WindowPoint::Revealed => "Play a reaction to the Darkness card?".into(),
            WindowPoint::TurnEnd => "Play a card before the turn ends?".into(),
        },
        Pending::Foresight => "Wizard's Foresight: keep this Darkness card, or discard it and draw another?".into(),
        Pending::Effect(effect) => match effect {
            Effect::PlaceGate => "Choose the location of the Magic Gate".into(),
            Effect::MoveHero { hero: None, .. } => "Choose the hero to move".into(),
            Effect::MoveHero { hero: Some(_), .. } => "Choose where the hero goes".into(),
            Effect::Purity => "Choose the location to purify of all its crystals".into(),
            Effect::OneCrystal => "Choose the tainted crystal to remove".into(),
            Effect::Archers { left } => format!("Choose a green location to clear ({left} left)"),
            Effect::Strategy { left: 0 } => "Choose the General to push back".into(),
            Effect::Strategy { left } => format!("Choose a location to clear ({left} left)"),
            Effect::Kill { left, .. } => format!("Choose a minion to remove ({left} left)"),
            Effect::Sweep { at: None, .. } => "Cavalry Sweep: choose where to start".into(),
            Effect::Sweep { budget, .. } => format!("Cavalry Sweep: remove minions or ride on ({budget} left)"),
            Effect::Spy => "Choose the General that does not heal".into(),
            Effect::CancelPlacement { .. } => "Choose the location whose minion placement is cancelled".into(),
            Effect::CallColour { .. } => "Call a colour".into(),
            Effect::Visions { undecided, .. } if !undecided.is_empty() => {
                "Dark Visions: keep this Darkness card, or throw it out?".into()
            }
            Effect::Visions { .. } => "Dark Visions: choose the next card on top".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::data::{DARKNESS, LOCATION_COUNT, MONARCH_CITY};
    use super::super::tests::support::started;
    use super::*;
    use crate::core::Game;

    #[test]
    fn lookups_find_the_pieces_and_never_panic() {
        let g = started(&[HeroKind::Cleric, HeroKind::Dwarf], 3);
        let v = g.view(0);
        assert_eq!(v.hero(0).map(|h| h.kind), Some(HeroKind::Cleric));
        assert_eq!(v.hero(1).map(|h| h.loc), Some(MONARCH_CITY), "heroes start in Monarch City");
        assert!(v.hero(2).is_none() && v.hero(255).is_none());
        assert_eq!(v.heroes_at(MONARCH_CITY), vec![0, 1]);
        assert!(v.heroes_at(0).is_empty() && v.heroes_at(255).is_empty());
        assert_eq!(v.spot(255), Spot::default());
        let on_board: u32 = (0..LOCATION_COUNT as u8).map(|l| u32::from(v.spot(l).total())).sum();
        assert_eq!(on_board, 30, "setup puts 30 minions on the board");
        for gen in GENERAL_LIST {
            let shown = v.general(gen).expect("every General is shown");
            let at = shown.loc.expect("undefeated at the start");
            assert_eq!(v.general_at(at).map(|x| x.general), Some(gen));
        }
        assert!(v.general_at(MONARCH_CITY).is_none() && v.general_at(255).is_none());
    }

    #[test]
    fn context_locations_come_from_the_combat_the_night_and_the_effect() {
        let g = started(&[HeroKind::Cleric], 3);
        let mut v = g.view(0);
        assert!(v.context_locs().is_empty(), "nothing in progress at the first action");
        let (id, card) = DARKNESS
            .iter()
            .enumerate()
            .find(|(_, c)| matches!(c.kind, DarkKind::Regular { .. }))
            .expect("a regular Darkness card");
        let DarkKind::Regular { a, b } = card.kind else { unreachable!() };
        v.night.current = Some((id as DarkCardId, true));
        assert_eq!(v.context_locs(), vec![a.0, b.0]);
        v.night.current = None;
        v.pending =
            Some(Pending::Effect(Effect::Sweep { at: Some(7), budget: 6, here: 0, visited: Vec::new(), seat: 0 }));
        assert_eq!(v.context_locs(), vec![7]);
        v.pending = Some(Pending::Effect(Effect::Kill { left: 3, center: Some(200), seat: 0 }));
        assert!(v.context_locs().is_empty(), "an id off the board is left out");
    }

    #[test]
    fn target_ids_are_the_engines() {
        use super::super::data::Quest;
        assert_eq!(DefendersView::location_target(MONARCH_CITY), Target::location("28"));
        assert_eq!(DefendersView::card_target(12), Target::card("12"));
        assert_eq!(DefendersView::general_target(General::Varkolak), Target::piece("varkolak"));
        assert_eq!(DefendersView::hero_target(HeroKind::EagleRider), Target::piece("eagle_rider"));
        assert_eq!(DefendersView::quest_target(Quest::Scout(General::Gorgutt)), Target::card("scout_gorgutt"));
        assert_eq!(DefendersView::quest_target(Quest::AmuletOfTheGods), Target::card("amulet_of_the_gods"));
    }
}

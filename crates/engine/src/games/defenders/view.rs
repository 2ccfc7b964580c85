//! What a seat sees. Defenders is cooperative and hides nothing but the order of unseen cards
//! (rules notes §2 "Visibility"), so every seat sees the whole table and the known tops.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::data::{DarkCardId, General, GENERAL_LIST};
use super::rules::describe;
use super::state::{Combat, Defenders, EndReason, GeneralState, NightState, Pending, Phase, Roll, SeatState, Spot};
use crate::core::Seat;

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

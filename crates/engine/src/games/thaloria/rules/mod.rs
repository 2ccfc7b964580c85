//! Heroes and Spells' rules: the [`Rules`] implementation. Read it top-down as a game goes:
//!
//! - [`setup`](self::setup): the start roll, the picks, building the board, King Zarkul's
//!   Strongholds, the starting hands and the starting deployment;
//! - [`turn`](self::turn): the six steps of a turn (disputes, Draw, Deployment, Advance,
//!   Attack and Defence, Consolidation) and the end of a turn;
//! - [`combat`](self::combat): battles, disputes and Wizard attacks, one die at a time;
//! - [`fate`](self::fate): conquest, elimination, victory and the outcome;
//! - [`check`](self::check): which answers are legal, and why one is not;
//! - [`board`](self::board): adjacency, control and capacity on the built map;
//! - [`describe`](self::describe): the log text.

mod board;
mod cards;
mod check;
mod combat;
mod describe;
mod effects;
mod fate;
mod moves;
mod setup;
mod turn;

pub(crate) use combat::pair_dice;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::{ThaloriaAction, ThaloriaChance, ThaloriaEvent};
use super::data::cards::Card;
use super::state::{Step, Task, Thaloria};
use super::view::ThaloriaView;
use super::ThaloriaConfig;
use crate::core::{
    die_outcomes, After, ConfigError, Deck, Events, Outcome, RuleError, Rules, Seat, Settle, Told, Top, Viewer,
    Weighted,
};

/// The question a seat is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Ask {
    /// Setup: take a faction.
    Faction,
    /// Setup: take a Wizard.
    Wizard,
    /// Setup: place a tile.
    Place,
    /// Setup, King Zarkul: mark an Empowered Stronghold.
    Empower,
    /// Starting deployment: a group, or "I am deployed".
    StartGroup,
    /// Draw Step: use Last Muster?
    LastMuster,
    /// Draw Step: play (King Azmorth's return) or end the Draw Step.
    Play,
    /// Hand limit: discard a card.
    Discard,
    /// Deployment Step or Consolidation Deployment: deploy a Warrior or end.
    Deploy,
    /// Advance Step: move a Warrior or end.
    Advance,
    /// Resolve Disputed Tiles: which dispute next.
    Dispute,
    /// Attack and Defence Step: which battle or Wizard attack next.
    Attack,
    /// Combat: the attacker picks the Warriors that roll.
    Attackers,
    /// Combat: the defender picks the Warriors that roll.
    Defenders,
    /// Combat, King Alaric: reroll an attack die?
    Alaric,
    /// Combat, King Haldrek: +1 to a defence die?
    Haldrek,
    /// Combat: fight on or retreat.
    Retreat,
    /// After a conquest: attack the Wizard who held the tile?
    WizardAttack {
        /// The Wizard exposed.
        target: Seat,
        /// The conquered tile the attackers stand on.
        tile: super::state::TileId,
    },
    /// Consolidation: move a Warrior or end.
    Consolidate,
    /// The seat holding priority: cast a Reaction or pass (rulebook: A1.2).
    Respond,
    /// A card's effect: discard a card of your choice.
    Drop,
    /// The Great Heist: take a card of your choice from this player's hand.
    Steal {
        /// Whose hand.
        from: Seat,
    },
    /// A copy of this card goes onto the chain: choose its target (rulebook: A1.6).
    Retarget {
        /// The card copied.
        card: Card,
    },
}

/// A chance event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "need", rename_all = "snake_case")]
pub enum Need {
    /// `seat` rolls a D12 for the start.
    StartRoll {
        /// Who rolls.
        seat: Seat,
    },
    /// `seat` rolls a combat die for one of their Warriors.
    Die {
        /// Who rolls.
        seat: Seat,
        /// An Elite Warrior's D12 (else a D6).
        elite: bool,
    },
    /// `seat` draws the top card of the Main Deck.
    Draw {
        /// Who draws.
        seat: Seat,
    },
    /// `seat` rolls a D6 for a card.
    Roll {
        /// Who rolls.
        seat: Seat,
    },
    /// A card is taken at random from `from`'s hand: to `thief`, or to the discard pile.
    Random {
        /// Whose hand.
        from: Seat,
        /// Who takes it (none: it is discarded).
        thief: Option<Seat>,
    },
}

crate::core::agenda_task!(Task, Ask, Need);

impl Rules for Thaloria {
    type Config = ThaloriaConfig;
    type Action = ThaloriaAction;
    type Chance = ThaloriaChance;
    type Event = ThaloriaEvent;
    type View = ThaloriaView;
    type Pending = Ask;
    type Need = Need;

    const ID: &'static str = "thaloria";
    const NAME: &'static str = "Heroes and Spells: Realms of Thaloria";
    const MIN_SEATS: u8 = 2;
    const MAX_SEATS: u8 = 5;
    const LEGAL_RESERVE: usize = 64;

    fn setup(config: &ThaloriaConfig) -> Result<Self, ConfigError> {
        let mut game = Thaloria::new_game(config)?;
        crate::core::flow::run(&mut game, &mut Events::quiet());
        Ok(game)
    }

    fn seats(&self) -> u8 {
        self.config.players
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn top(&self) -> Top<'_, Ask, Need> {
        self.tasks.top_kind()
    }

    fn legal(&self, seat: Seat, ask: &Ask, out: &mut Vec<ThaloriaAction>) {
        self.list(seat, *ask, out);
    }

    fn is_legal(&self, seat: Seat, ask: &Ask, action: &ThaloriaAction) -> bool {
        self.check(seat, *ask, action).is_ok()
    }

    fn refuse(&self, seat: Seat, ask: &Ask, action: &ThaloriaAction) -> RuleError {
        match self.check(seat, *ask, action) {
            Err((rule, detail)) => RuleError::illegal(rule, detail),
            Ok(()) => RuleError::illegal("turn", "that decision is not open now"),
        }
    }

    /// A question with no real choice is answered by itself: a lone faction or Wizard left, a
    /// combat pick with one Warrior, a step with nothing to do but end it.
    fn settle(&self, seat: Seat, ask: &Ask) -> Settle<ThaloriaAction> {
        if !self.alive(seat) && self.step != Step::StartRoll {
            return Settle::Close;
        }
        let mut legal = Vec::new();
        self.list(seat, *ask, &mut legal);
        match legal.len() {
            0 => Settle::Close,
            // A discard shows a hidden card: the player makes it, even with one card left.
            1 if *ask == Ask::Drop => Settle::Wait,
            1 => Settle::Take(legal[0]),
            _ => Settle::Wait,
        }
    }

    fn execute(&mut self, seat: Seat, action: &ThaloriaAction, events: &mut Events<ThaloriaEvent>) -> After {
        self.act(seat, action, events);
        After::Run
    }

    fn step(&mut self, events: &mut Events<ThaloriaEvent>) {
        let Some((_, task)) = self.tasks.pop() else { return };
        match task {
            Task::Decide(_) | Task::Chance(_) => {}
            Task::StartRolls => self.start_rolls(),
            Task::StartRead => self.start_read(events),
            Task::Build => self.build_next(events),
            Task::StartDeploy => self.start_deploy_next(events),
            Task::Enter(step) => self.enter(step, events),
            Task::Rally => self.rally(events),
            Task::DrawEffects => self.draw_effects(),
            Task::DrawEffect(card) => self.card_draw_effect(card, events),
            Task::HandLimit => self.hand_limit(),
            Task::DeploymentEnd => self.deployment_end(events),
            Task::Attacks => self.attacks_next(events),
            Task::Combat => self.combat_step(events),
            Task::TurnEnd => self.turn_end(events),
            Task::Window(moment) => self.open_window(moment),
            Task::Chain => self.chain_step(events),
            Task::Harm => self.apply_harm(events),
            Task::Effect(card, owner, aim) => self.effect_after(card, owner, aim, events),
            Task::Wake(point) => self.wake(point, events),
            Task::Release(owner) => self.release(owner, events),
        }
    }

    fn drop_top(&mut self) {
        self.tasks.pop();
    }

    fn outcomes(&self, need: &Need, out: &mut Vec<Weighted<ThaloriaChance>>) {
        match need {
            Need::StartRoll { .. } => {
                out.extend(die_outcomes(12).map(|w| Weighted::new(ThaloriaChance::Die(w.outcome), w.weight)));
            }
            Need::Die { elite, .. } => {
                let sides = if *elite { 12 } else { 6 };
                out.extend(die_outcomes(sides).map(|w| Weighted::new(ThaloriaChance::Die(w.outcome), w.weight)));
            }
            Need::Draw { .. } => {
                let mut cards = Vec::new();
                self.deck.draw_outcomes(&mut cards);
                out.extend(cards.into_iter().map(|w| Weighted::new(ThaloriaChance::Card(w.outcome), w.weight)));
            }
            Need::Roll { .. } => {
                out.extend(die_outcomes(6).map(|w| Weighted::new(ThaloriaChance::Die(w.outcome), w.weight)));
            }
            Need::Random { from, .. } => {
                let Some(hand) = self.hands.get(usize::from(*from)) else { return };
                let secrets = hand.value.iter().filter(|c| **c == Card::SECRET).count();
                if secrets == 0 {
                    out.extend(hand.value.iter().map(|&c| Weighted::new(ThaloriaChance::Card(c), 1)));
                    return;
                }
                // Assist mode: a secret card taken is named by the table. Each of the hand's
                // cards is as likely, and a secret one is any unseen card of the deck alike.
                let unseen: Vec<Card> =
                    self.deck.unseen().map(|(c, _)| *c).filter(|c| !hand.value.contains(c)).collect();
                let weight = |n: usize| u32::try_from(n).unwrap_or(u32::MAX).max(1);
                for &c in hand.value.iter().filter(|c| **c != Card::SECRET) {
                    out.push(Weighted::new(ThaloriaChance::Card(c), weight(unseen.len())));
                }
                out.extend(unseen.into_iter().map(|c| Weighted::new(ThaloriaChance::Card(c), weight(secrets))));
            }
        }
    }

    /// A draw from an empty Main Deck first shuffles the discard pile into a new one; with both
    /// empty, no card is drawn (rulebook: 9. Empty Main Deck).
    fn settle_chance(&mut self, need: &Need, events: &mut Events<ThaloriaEvent>) -> bool {
        if let Need::Random { from, .. } = need {
            if self.hands.get(usize::from(*from)).is_none_or(|h| h.value.is_empty()) {
                self.tasks.pop();
                return true;
            }
        }
        if let Need::Draw { .. } = need {
            if self.deck_left() == 0 {
                let lost = usize::from(self.lost_secrets);
                if self.discard.is_empty() && lost == 0 {
                    self.tasks.pop();
                    return true;
                }
                let cards = self.discard.len() + lost;
                if self.deck.is_empty() {
                    self.deck = Deck::from_counts(self.discard.drain(..).map(|c| (c, 1)));
                } else {
                    // Secret cards' identities are still among the unseen cards: the discard pile
                    // (the lost secret cards included) joins them.
                    for c in self.discard.drain(..) {
                        self.deck.shuffle_in(c, 1);
                    }
                }
                self.lost_secrets = 0;
                events.push(ThaloriaEvent::Reshuffled { cards });
            }
        }
        false
    }

    fn resolve_chance(
        &mut self,
        need: &Need,
        outcome: &ThaloriaChance,
        events: &mut Events<ThaloriaEvent>,
    ) -> Result<(), RuleError> {
        match (*need, *outcome) {
            (Need::StartRoll { seat }, ThaloriaChance::Die(face)) if (1..=12).contains(&face) => {
                self.tasks.pop();
                if let Some(p) = self.players.get_mut(usize::from(seat)) {
                    p.start_roll = face;
                }
                Ok(())
            }
            (Need::Die { elite, .. }, ThaloriaChance::Die(face))
                if (1..=if elite { 12 } else { 6 }).contains(&face) =>
            {
                self.tasks.pop();
                self.roll_die(face);
                Ok(())
            }
            (Need::Draw { seat }, ThaloriaChance::Card(Card::SECRET)) => {
                if self.deck_left() == 0 {
                    return Err(RuleError::bad_chance("the Main Deck is empty"));
                }
                self.tasks.pop();
                self.give(seat, Card::SECRET);
                events.push(ThaloriaEvent::Drew { seat });
                Ok(())
            }
            (Need::Draw { seat }, ThaloriaChance::Card(card)) => {
                self.deck
                    .draw_unseen(&card)
                    .map_err(|_| RuleError::bad_chance(format!("{} is not in the Main Deck", card.name())))?;
                self.tasks.pop();
                self.give(seat, card);
                events.push(ThaloriaEvent::Drew { seat });
                Ok(())
            }
            (Need::Roll { .. }, ThaloriaChance::Die(face)) if (1..=6).contains(&face) => {
                self.tasks.pop();
                self.rolled = face;
                Ok(())
            }
            (Need::Random { from, thief }, ThaloriaChance::Card(card)) => {
                if card == Card::SECRET || !self.holds(from, card) {
                    return Err(RuleError::bad_chance(format!(
                        "{} is not in that hand (a secret card taken is named)",
                        card.name()
                    )));
                }
                self.tasks.pop();
                self.random_card(from, thief, card, events);
                Ok(())
            }
            (Need::Roll { .. }, _) => Err(RuleError::bad_chance("a D6 shows 1 to 6")),
            (Need::Random { .. }, _) => Err(RuleError::bad_chance("a card of that hand is taken here")),
            (Need::Draw { .. }, _) => Err(RuleError::bad_chance("a card of the Main Deck is drawn here")),
            (Need::StartRoll { .. }, _) => Err(RuleError::bad_chance("a D12 shows 1 to 12")),
            (Need::Die { elite, .. }, _) => Err(RuleError::bad_chance(if elite {
                "an Elite Warrior rolls a D12: 1 to 12"
            } else {
                "a Standard Warrior rolls a D6: 1 to 6"
            })),
        }
    }

    fn question(&self, need: &Need) -> Option<String> {
        Some(self.chance_question_text(need))
    }

    /// Assist mode: a player may keep the card they draw secret from the app ("a card").
    fn secret(&self, need: &Need) -> Option<(Seat, ThaloriaChance)> {
        match *need {
            Need::Draw { seat } if self.deck_left() > 0 => Some((seat, ThaloriaChance::Card(Card::SECRET))),
            _ => None,
        }
    }

    fn wrap_up(&mut self, _events: &mut Events<ThaloriaEvent>) {
        self.tasks.clear();
        self.combat = None;
        self.step = Step::Over;
    }

    fn view(&self, seat: Seat) -> ThaloriaView {
        ThaloriaView::of(self, Viewer::Seat(seat))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn turn(&self) -> u32 {
        self.round
    }

    /// Discarding or casting shows a card from a hidden hand.
    fn reveals(&self, action: &ThaloriaAction) -> bool {
        matches!(action, ThaloriaAction::Discard { .. } | ThaloriaAction::Cast { .. })
    }

    /// A seat with no legal Reaction is not asked (ruling A-50).
    fn windows_skip_seats(&self) -> bool {
        true
    }

    /// Saves of builds before 2026-12-07: their Draw Step's play window closed after the first
    /// card cast, so their logs go on where this build still asks; ending the step is what
    /// those builds did.
    fn replay_bridge(&self) -> Option<(Seat, ThaloriaAction)> {
        match self.tasks.top() {
            Some((seat, Task::Decide(Ask::Play))) => Some((seat, ThaloriaAction::EndDraw)),
            _ => None,
        }
    }

    fn targets(&self, action: &ThaloriaAction) -> Vec<crate::core::Target> {
        self.action_targets(action)
    }

    fn is_passive(&self, action: &ThaloriaAction) -> bool {
        matches!(
            action,
            ThaloriaAction::EndDraw
                | ThaloriaAction::EndDeploy
                | ThaloriaAction::EndAdvance
                | ThaloriaAction::EndConsolidation
                | ThaloriaAction::Deployed
                | ThaloriaAction::Decline
                | ThaloriaAction::Pass
        )
    }

    fn describe_action(&self, action: &ThaloriaAction) -> String {
        self.action_text(action)
    }

    fn describe_chance(&self, outcome: &ThaloriaChance) -> String {
        self.chance_text(outcome, Viewer::Table)
    }

    /// The card The Great Heist takes from a hand is told to the thief and the victim only.
    fn tell_action(&self, action: &ThaloriaAction) -> Told {
        match (self.tasks.top(), action) {
            (Some((thief, Task::Decide(Ask::Steal { from }))), ThaloriaAction::Take { .. }) => Told::secret(
                crate::core::KnownTo::Seats(crate::core::SeatSet::of([*from, thief])),
                self.describe_action(action),
                "Take a card".to_string(),
            ),
            _ => Told::public(self.describe_action(action)),
        }
    }

    fn tell_chance(&self, outcome: &ThaloriaChance) -> Told {
        match (self.tasks.top(), outcome) {
            (Some((_, Task::Chance(Need::Draw { seat }))), ThaloriaChance::Card(_)) => Told::secret(
                self.hands.get(usize::from(*seat)).map_or(crate::core::KnownTo::Nobody, |h| h.known_to),
                self.chance_text(outcome, Viewer::Seat(*seat)),
                self.chance_text(outcome, Viewer::Table),
            ),
            (Some((_, Task::Chance(Need::Random { from, thief: Some(thief) }))), ThaloriaChance::Card(_)) => {
                Told::secret(
                    crate::core::KnownTo::Seats(crate::core::SeatSet::of([*from, *thief])),
                    self.chance_text(outcome, Viewer::Seat(*thief)),
                    self.chance_text(outcome, Viewer::Table),
                )
            }
            _ => Told::public(self.chance_text(outcome, Viewer::Table)),
        }
    }

    fn chance_label(&self, outcome: &ThaloriaChance) -> String {
        match outcome {
            ThaloriaChance::Die(face) => face.to_string(),
            ThaloriaChance::Card(Card::SECRET) => "A card (kept secret from the app)".to_string(),
            ThaloriaChance::Card(card) => card.name().to_string(),
        }
    }

    fn die_face(&self, outcome: &ThaloriaChance) -> Option<u8> {
        match outcome {
            ThaloriaChance::Die(face) => Some(*face),
            ThaloriaChance::Card(_) => None,
        }
    }

    fn decision_question(&self) -> Option<String> {
        self.question_text()
    }

    fn describe_event(&self, event: &ThaloriaEvent) -> String {
        self.event_text(event)
    }

    /// The hands `seat` cannot see and the Main Deck form one pool it cannot tell apart: deal
    /// those hands again from it, each to its size.
    fn determinize(&self, seat: Seat, rng: &mut ChaCha8Rng) -> Self {
        use rand::seq::SliceRandom;
        let mut world = self.clone();
        let hidden: Vec<usize> = (0..self.hands.len()).filter(|&s| self.hands[s].hidden_from(seat)).collect();
        // A secret card's identity is already among the deck's unseen cards (Assist mode).
        let mut pool: Vec<Card> =
            hidden.iter().flat_map(|&s| self.hands[s].value.iter().copied()).filter(|&c| c != Card::SECRET).collect();
        for (card, n) in self.deck.unseen() {
            pool.extend(std::iter::repeat_n(*card, usize::from(n)));
        }
        pool.sort_unstable();
        pool.shuffle(rng);
        let mut rest = pool.into_iter();
        for &s in &hidden {
            let size = self.hands[s].value.len();
            let mut hand: Vec<Card> = rest.by_ref().take(size).collect();
            hand.sort_unstable();
            world.hands[s].value = hand;
        }
        world.deck = Deck::from_counts(rest.map(|c| (c, 1)));
        world
    }
}

impl Thaloria {
    /// Puts a card into `seat`'s hand (kept sorted).
    pub(super) fn give(&mut self, seat: Seat, card: Card) {
        if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
            let at = hand.value.partition_point(|c| *c < card);
            hand.value.insert(at, card);
        }
    }

    /// Takes a card out of `seat`'s hand; false if it is not there. Naming a real card the hand
    /// does not show, while it holds a secret card, names that secret card (Assist mode): the
    /// card leaves the deck's unseen cards.
    pub(super) fn take_card(&mut self, seat: Seat, card: Card) -> bool {
        let Some(hand) = self.hands.get_mut(usize::from(seat)) else { return false };
        if let Some(at) = hand.value.iter().position(|c| *c == card) {
            hand.value.remove(at);
            return true;
        }
        if card == Card::SECRET || card.def().is_none() || self.deck.unseen_count(&card) == 0 {
            return false;
        }
        let Some(at) = hand.value.iter().position(|c| *c == Card::SECRET) else { return false };
        if self.deck.draw_unseen(&card).is_err() {
            return false;
        }
        hand.value.remove(at);
        true
    }

    /// Assist mode: the secret cards held in every hand.
    pub(crate) fn secrets_held(&self) -> usize {
        self.hands.iter().map(|h| h.value.iter().filter(|c| **c == Card::SECRET).count()).sum()
    }

    /// Cards left in the Main Deck on the table: the deck's cards but those held or discarded as
    /// secret cards, whose identities stay among its unseen ones.
    pub(crate) fn deck_left(&self) -> usize {
        self.deck.len().saturating_sub(self.secrets_held() + usize::from(self.lost_secrets))
    }

    /// True if `seat` holds `card`: in hand, or (a real card among the deck's unseen ones) as
    /// one of its secret cards, which naming it reveals.
    pub(crate) fn holds(&self, seat: Seat, card: Card) -> bool {
        let Some(hand) = self.hands.get(usize::from(seat)) else { return false };
        hand.value.contains(&card)
            || (card != Card::SECRET
                && card.def().is_some()
                && hand.value.contains(&Card::SECRET)
                && self.deck.unseen_count(&card) > 0)
    }

    /// Calls `f` once for each card `seat` could show from its hand: every different real card
    /// in it and, while it holds a secret card, every unseen card of the deck (Assist mode).
    pub(crate) fn each_hand_card(&self, seat: Seat, f: &mut dyn FnMut(Card)) {
        let Some(hand) = self.hands.get(usize::from(seat)) else { return };
        let mut last = None;
        for &card in &hand.value {
            if card != Card::SECRET && last != Some(card) {
                f(card);
            }
            last = Some(card);
        }
        if hand.value.contains(&Card::SECRET) {
            for (&card, _) in self.deck.unseen() {
                if !hand.value.contains(&card) {
                    f(card);
                }
            }
        }
    }

    /// The seats still in the game, clockwise from `first` (itself included if alive).
    pub(super) fn living_from(&self, first: Seat) -> impl Iterator<Item = Seat> + '_ {
        crate::core::clockwise_from(first, self.config.players).filter(|&s| self.alive(s))
    }

    /// Carries out a legal decision.
    fn act(&mut self, seat: Seat, action: &ThaloriaAction, events: &mut Events<ThaloriaEvent>) {
        use ThaloriaAction as A;
        match *action {
            A::Faction { faction } => self.take_faction(seat, faction, events),
            A::Wizard { wizard } => self.take_wizard(seat, wizard, events),
            A::Place { q, r, dungeon } => self.place(seat, (q, r), dungeon, events),
            A::Empower { tile } => self.empower(seat, tile, events),
            A::Group { tile, standard, elite } => self.start_group(seat, tile, standard, elite, events),
            A::Deployed => self.declare(seat, events),
            A::LastMuster => self.last_muster(seat, events),
            A::Decline => {
                // "No" to what was offered: the question goes (a combat goes on beneath it).
                self.tasks.pop();
            }
            A::Azmorth { elite } => self.azmorth(seat, elite, events),
            A::EndDraw => {
                self.tasks.pop();
            }
            A::Deploy { tile, elite } => self.deploy(seat, tile, elite, events),
            A::EndDeploy | A::EndAdvance | A::EndConsolidation => {
                self.tasks.pop();
            }
            A::Move { from, to, elite } => self.advance(seat, from, to, elite, events),
            A::Stride { from, to, elite, .. } => self.stride(seat, from, to, elite, events),
            A::Fight { tile } => self.fight(tile),
            A::Raid { tile } => self.raid(seat, tile),
            A::EndAttacks => self.end_attacks(),
            A::Pick { standard, elite } => self.pick(seat, standard, elite),
            A::Reroll { die } => self.alaric_reroll(seat, die),
            A::Bonus { die } => self.haldrek_bonus(seat, die),
            A::Press => {
                self.tasks.pop();
                self.next_round();
            }
            A::Retreat { to } => self.retreat(seat, to, events),
            A::AttackWizard => self.attack_wizard(seat),
            A::Consolidate { from, to, elite } => self.consolidate(seat, from, to, elite, events),
            A::Cast { card, aim } => self.cast(seat, card, aim, events),
            A::Pass => self.pass(seat),
            A::Discard { card } if matches!(self.tasks.top(), Some((_, Task::Decide(Ask::Drop)))) => {
                self.drop_card(seat, card, events)
            }
            A::Take { card } => self.steal(seat, card, events),
            A::Retarget { aim } => self.retarget(seat, aim, events),
            A::Discard { card } => self.discard_card(seat, card, events),
        }
    }
}

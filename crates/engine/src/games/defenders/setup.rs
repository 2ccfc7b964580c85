//! Setting up the table, in the rulebook's order (rulebook: Set Up steps 1-8), so that Assist
//! mode can follow a physical setup: heroes, 2 Hero cards and 1 quest each, the gate, the
//! Generals, then the two rounds of Darkness Spreads draws.

use super::action::DefendersEvent;
use super::data::{
    dark_card, loc, CardKind, Colour, DarkCardId, DarkKind, HeroCardId, HeroKind, Loc, DARKNESS, GENERAL_LIST,
    HERO_CARDS, LOCATIONS, LOCATION_COUNT, QUEST_LIST,
};
use super::data::{MAX_MINIONS, SETUP_MINIONS};
use super::rules::Events;
use super::state::{
    Defenders, DefendersConfig, GeneralState, Hero, NightState, Phase, SeatState, Spot, Task, TurnState,
};
use crate::core::{ConfigError, Deck, PendingStack, Seat};
use arrayvec::ArrayVec;

// The component counts and setup numbers live with the rest of the game's numbers in `data`.
pub use super::data::{
    CRYSTALS, GATES, GENERAL_ESCORT, HARDER_MINIONS_PER_COLOUR, MINIONS_PER_COLOUR, SETUP_CARDS, STARTING_CARDS,
};

impl Defenders {
    /// The table before the first chance event of setup.
    ///
    /// # Errors
    /// A player count outside 1-4, duplicate heroes, or variant options out of range.
    pub fn setup(config: &DefendersConfig) -> Result<Defenders, ConfigError> {
        let n = config.players;
        if !(1..=4).contains(&n) {
            return Err(ConfigError(format!("Defenders of the Realm is for 1 to 4 players, not {n}")));
        }
        if config.heroes.len() > usize::from(n) {
            return Err(ConfigError("more heroes than players".into()));
        }
        let chosen: Vec<HeroKind> = config.heroes.iter().flatten().copied().collect();
        for (i, h) in chosen.iter().enumerate() {
            if chosen[..i].contains(h) {
                return Err(ConfigError(format!("the {} is chosen twice", h.name())));
            }
        }
        if config.harder_removed_purple.len() > 6 {
            return Err(ConfigError("Harder 3 removes 1 to 6 purple cards".into()));
        }
        for &id in &config.harder_removed_purple {
            let ok = HERO_CARDS.get(usize::from(id)).is_some_and(|c| matches!(c.kind, CardKind::Special { .. }));
            if !ok {
                return Err(ConfigError(format!("card {id} is not a purple card")));
            }
            let listed = config.harder_removed_purple.iter().filter(|&&x| x == id).count();
            if listed > usize::from(HERO_CARDS[usize::from(id)].copies) {
                return Err(ConfigError(format!("card {id} is removed more times than the deck holds it")));
            }
        }
        if config.harder_removed_quiet > 3 {
            return Err(ConfigError("there are only 3 All is Quiet cards".into()));
        }

        let per_colour = if config.harder_fewer_minions { HARDER_MINIONS_PER_COLOUR } else { MINIONS_PER_COLOUR };
        let mut board = vec![Spot::default(); LOCATION_COUNT];
        for (i, l) in LOCATIONS.iter().enumerate() {
            board[i].gate = l.gate_at_start;
        }
        let mut supply = [per_colour; 4];
        for g in GENERAL_LIST {
            let start = usize::from(g.data().path[0]);
            board[start].minions[g.index()] = GENERAL_ESCORT;
            supply[g.index()] -= GENERAL_ESCORT;
        }
        // rulebook: Set Up step 8 — a crystal on Balazarg's space.
        board[usize::from(loc::SCORPION_CANYON)].crystals = 1;

        let mut hero_deck = Deck::new();
        for (id, c) in HERO_CARDS.iter().enumerate() {
            let removed = config.harder_removed_purple.iter().filter(|&&x| usize::from(x) == id).count() as u16;
            hero_deck.shuffle_in(id as HeroCardId, u16::from(c.copies) - removed);
        }
        let mut dark_deck = Deck::new();
        for (id, c) in DARKNESS.iter().enumerate() {
            let removed = if matches!(c.kind, DarkKind::AllIsQuiet) { config.harder_removed_quiet } else { 0 };
            dark_deck.shuffle_in(id as DarkCardId, u16::from(c.copies - removed));
        }
        let quest_deck = Deck::from_counts(QUEST_LIST.map(|q| (q, 1)));

        let mut g = Defenders {
            config: config.clone(),
            seats: (0..n)
                .map(|_| SeatState {
                    hero: None,
                    quests_done: Vec::new(),
                    generals: ArrayVec::new(),
                    slayer: ArrayVec::new(),
                    out: false,
                })
                .collect(),
            board,
            supply,
            crystals: CRYSTALS - 1,
            gates: GATES - LOCATIONS.iter().filter(|l| l.gate_at_start).count() as u8,
            generals: GENERAL_LIST.map(|g| GeneralState {
                step: 0,
                remaining: g.data().track,
                slain_by: None,
                heal_from: None,
            }),
            hero_deck,
            hero_discard: Vec::new(),
            purple_out: Vec::new(),
            dark_deck,
            dark_discard: Vec::new(),
            quest_deck,
            quest_discard: Vec::new(),
            used_heroes: Vec::new(),
            active: 0,
            turn: 0,
            phase: Phase::Setup,
            this_turn: TurnState::default(),
            night: NightState::default(),
            roll: None,
            combat: None,
            setup_locs: Vec::new(),
            tasks: PendingStack::new(),
            end: None,
            push_left: 0,
        };
        // The stack runs last-pushed first: push the steps in reverse.
        let cards = if config.easier_setup { SETUP_CARDS - 1 } else { SETUP_CARDS };
        g.tasks.push(0, Task::SetupDone);
        g.tasks.push(0, Task::SetupRound { round: 2, left: cards });
        g.tasks.push(0, Task::SetupRound { round: 1, left: cards });
        let hand = if config.easier_three_cards { STARTING_CARDS + 1 } else { STARTING_CARDS };
        for seat in (0..n).rev() {
            g.tasks.push(seat, Task::DrawQuest { seat });
        }
        for seat in (0..n).rev() {
            g.tasks.push(seat, Task::DrawCards { seat, count: hand, filter: None });
        }
        let mut events = Events::quiet();
        for seat in (0..n).rev() {
            match config.heroes.get(usize::from(seat)).copied().flatten() {
                Some(h) => g.hero_arrives(seat, h, &mut events),
                None => g.tasks.push(seat, Task::Chance(super::state::Need::Hero { seat })),
            }
        }
        g.run(&mut events);
        Ok(g)
    }

    /// A hero takes a seat in Monarch City with full life (rulebook: Set Up step 4).
    pub(crate) fn hero_arrives(&mut self, seat: Seat, kind: HeroKind, events: &mut Events) {
        let mut life = kind.life();
        if self.config.easier_extra_life {
            life += 1;
        }
        if self.config.harder_less_life {
            life -= 1;
        }
        self.used_heroes.push(kind);
        if let Some(s) = self.seats.get_mut(usize::from(seat)) {
            s.hero = Some(Hero {
                kind,
                loc: loc::MONARCH_CITY,
                max_life: life,
                life,
                actions: 0,
                bonus: 0,
                hand: Vec::new(),
                quest: None,
                rewards: Vec::new(),
                stance: None,
                form: None,
                form_bonus: [false; 2],
                extra_next_turn: false,
            });
            s.slayer.clear();
        }
        events.push(DefendersEvent::HeroArrives { seat, hero: kind });
    }

    /// One round of setup draws: draw until `left` more cards are kept.
    pub(crate) fn setup_round(&mut self, round: u8, left: u8) {
        if left == 0 {
            self.setup_locs.clear();
            return;
        }
        self.tasks.push(0, Task::SetupRound { round, left });
        if self.dark_deck.is_empty() {
            // Cannot happen with 56 cards; keep the loop finite anyway.
            self.tasks.pop();
            return;
        }
        self.tasks.push(0, Task::Chance(super::state::Need::Dark));
    }

    /// A setup card is drawn: keep it and place minions, or discard it and draw another
    /// (rulebook: Set Up step 8; ruling A-18).
    pub(crate) fn setup_card(&mut self, card: DarkCardId, events: &mut Events) {
        self.dark_discard.push(card);
        let Some((_, Task::SetupRound { round, left })) = self.tasks.top() else { return };
        let (round, left) = (*round, *left);
        let DarkKind::Regular { a, b } = dark_card(card).kind else {
            events.push(DefendersEvent::SetupDiscard { card });
            return;
        };
        let per = if round == 1 { SETUP_MINIONS[0] } else { SETUP_MINIONS[1] };
        let locs = [a.0, b.0];
        let keep = if round == 1 && locs.iter().any(|l| self.setup_locs.contains(l)) {
            false
        } else if self.config.harder_setup_overruns {
            true
        } else {
            locs.iter().all(|&l| self.board[usize::from(l)].total() + per <= MAX_MINIONS)
        };
        if !keep {
            events.push(DefendersEvent::SetupDiscard { card });
            return;
        }
        self.tasks.pop();
        self.tasks.push(0, Task::SetupRound { round, left: left - 1 });
        self.setup_locs.extend(locs);
        for l in locs {
            let Some(colour) = LOCATIONS[usize::from(l)].colour else { continue };
            if self.config.harder_setup_overruns {
                self.add_minions(l, colour, per, events);
            } else {
                for _ in 0..per {
                    self.place_setup_minion(l, colour, events);
                }
            }
        }
    }

    /// A setup placement under the 4-cap: the minion is placed, and a 3rd Demon taints.
    fn place_setup_minion(&mut self, l: Loc, colour: Colour, events: &mut Events) {
        if self.take_minion(colour).is_none() {
            self.lose(super::state::EndReason::Shortage { colour });
            return;
        }
        let spot = &mut self.board[usize::from(l)];
        spot.minions[colour.index()] += 1;
        events.push(DefendersEvent::MinionsPlaced { loc: l, colour, count: 1 });
        self.demon_taint(l, colour, events);
    }

    /// Setup ends: every drawn card goes back and the deck is shuffled (rulebook: Reshuffle the
    /// Darkness Spreads deck); the first player's turn starts.
    pub(crate) fn setup_done(&mut self, events: &mut Events) {
        for c in std::mem::take(&mut self.dark_discard) {
            self.dark_deck.shuffle_in(c, 1);
        }
        events.push_with(|| DefendersEvent::Reshuffled { deck: "Darkness Spreads".into() });
        self.setup_locs.clear();
        self.turn = 1;
        self.active = 0;
        self.tasks.push(0, Task::TurnStart);
    }
}

/// Is this a purple card?
pub fn is_purple(card: HeroCardId) -> bool {
    // Public: any id may come in, so never index past the table.
    HERO_CARDS.get(usize::from(card)).is_some_and(|c| matches!(c.kind, CardKind::Special { .. }))
}

#[cfg(test)]
mod public_lookup_tests {
    use super::*;

    #[test]
    fn is_purple_answers_for_every_id_without_panicking() {
        let purple: Vec<u8> = (0..=u8::MAX).filter(|id| is_purple(*id)).collect();
        assert_eq!(purple.len(), 15, "rulebook: the 15 purple kinds");
        assert!(purple.iter().all(|id| usize::from(*id) < HERO_CARDS.len()));
        assert!(!is_purple(u8::MAX));
    }
}

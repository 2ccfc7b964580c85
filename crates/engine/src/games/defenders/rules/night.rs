//! Night: Darkness Spreads cards (rulebook: Step 3 - Night; War Status; Darkness Spreads Cards;
//! ruling A-8). The windows where any seat may play purple cards are in `window.rs`.

use super::super::action::DefendersEvent;
use super::super::data::night_cards;
use super::super::data::Colour;
use super::super::data::{
    dark_card, location, neighbours, DarkCardId, DarkKind, HeroKind, Loc, COLOURS, LOCATION_COUNT, MONARCH_CITY,
};
use super::super::state::{Defenders, Need, Pending, Phase, Task, WindowPoint};
use super::events::Events;
use super::legal::Locs;
use arrayvec::ArrayVec;

impl Defenders {
    /// Night starts: a window for every seat, then the draws.
    pub(crate) fn night_start(&mut self) {
        self.phase = Phase::Night;
        self.night.cards = night_cards(self.war_box());
        self.tasks.push(self.active, Task::NightCard { index: 0 });
        self.tasks.push(self.active, Task::Window { point: WindowPoint::NightStart, from: 0 });
    }

    /// Draws the `index`-th card of the Night, unless the draws are skipped.
    pub(crate) fn night_card(&mut self, index: u8) {
        if self.night.skip || index >= self.night.cards {
            return;
        }
        self.night.index = index;
        self.tasks.push(self.active, Task::NightCard { index: index + 1 });
        self.tasks.push(self.active, Task::Resolve);
        self.tasks.push(self.active, Task::Chance(Need::Dark));
    }

    /// Is the `index`-th card of the Night used in full (ruling A-8)?
    fn full_use(&self, index: u8) -> bool {
        self.night.cards == 1 || index + 1 < self.night.cards
    }

    /// Shuffles the Darkness discard pile into an empty deck (designed: rulebook silent).
    pub(crate) fn reshuffle_dark(&mut self, events: &mut Events) {
        if self.dark_discard.is_empty() {
            return;
        }
        for c in std::mem::take(&mut self.dark_discard) {
            self.dark_deck.shuffle_in(c, 1);
        }
        events.push_with(|| DefendersEvent::Reshuffled { deck: "Darkness Spreads".into() });
    }

    /// A Darkness card is drawn: in setup it is kept or redrawn; at Night it is revealed, the
    /// Wizard may replace it, and a window opens before it resolves.
    pub(crate) fn dark_drawn(&mut self, card: DarkCardId, events: &mut Events) {
        if self.phase == Phase::Setup {
            self.setup_card(card, events);
            return;
        }
        let full = self.full_use(self.night.index);
        self.night.current = Some((card, full));
        self.night.cancel_place = [false; 2];
        self.night.cancel_advance = false;
        events.push(DefendersEvent::DarkDrawn { card, full });
        self.tasks.push(self.active, Task::Window { point: WindowPoint::Revealed, from: 0 });
        let wizard = self.active_hero().is_some_and(|h| h.kind == HeroKind::Wizard);
        if wizard && !self.night.foresight_done {
            self.tasks.push(self.active, Task::Decide(Pending::Foresight));
        }
        self.night.foresight_done = false;
    }

    /// The Wizard's Foresight: the card goes to the discard pile and another is drawn (F§3).
    pub(crate) fn foresight_redraw(&mut self) {
        if let Some((card, _)) = self.night.current.take() {
            self.dark_discard.push(card);
        }
        if let Some((_, Task::Window { point: WindowPoint::Revealed, .. })) = self.tasks.top() {
            self.tasks.pop();
        }
        self.night.foresight_done = true;
        self.tasks.push(self.active, Task::Chance(Need::Dark));
    }

    /// Resolves the revealed card (rulebook: Place Minions; A General Advances; special cards).
    pub(crate) fn resolve_dark(&mut self, events: &mut Events) {
        let Some((card, full)) = self.night.current.take() else { return };
        let data = dark_card(card);
        let mut to_discard = true;
        if full {
            match data.kind {
                DarkKind::Regular { a, b } => {
                    for (i, (l, n)) in [a, b].into_iter().enumerate() {
                        if self.night.cancel_place[i] {
                            continue;
                        }
                        if let Some(colour) = location(l).colour {
                            self.add_minions(l, colour, n, events);
                        }
                    }
                }
                DarkKind::AllIsQuiet => {}
                DarkKind::OrcPatrols => {
                    // ruling A-20: "empty" = no minion of any colour; the set is fixed first.
                    let targets = self.by_src_id(|d, l| {
                        location(l).colour == Some(Colour::Green) && d.board[usize::from(l)].total() == 0
                    });
                    for l in targets {
                        self.add_minion(l, Colour::Green, false, events);
                    }
                }
                DarkKind::OrcWarParty => {
                    let targets = self.by_src_id(|d, l| {
                        let s = d.board[usize::from(l)];
                        s.total() == 1 && s.minions[Colour::Green.index()] == 1
                    });
                    for l in targets {
                        self.add_minion(l, Colour::Green, false, events);
                    }
                }
                DarkKind::MonarchCity => {
                    // ruling A-7: a colour counts if it has a minion next to the city.
                    let present: ArrayVec<Colour, 4> = COLOURS
                        .into_iter()
                        .filter(|c| {
                            neighbours(MONARCH_CITY).iter().any(|&n| self.board[usize::from(n)].minions[c.index()] > 0)
                        })
                        .collect();
                    for c in present {
                        self.add_minion(MONARCH_CITY, c, false, events);
                    }
                    // rulebook: The Monarch City card — reshuffle both decks; purple cards stay out.
                    for c in std::mem::take(&mut self.hero_discard) {
                        self.hero_deck.shuffle_in(c, 1);
                    }
                    self.hero_deck.shuffle();
                    for c in std::mem::take(&mut self.dark_discard) {
                        self.dark_deck.shuffle_in(c, 1);
                    }
                    self.dark_deck.shuffle();
                    self.dark_deck.shuffle_in(card, 1);
                    to_discard = false;
                    events.push_with(|| DefendersEvent::Reshuffled { deck: "Hero".into() });
                    events.push_with(|| DefendersEvent::Reshuffled { deck: "Darkness Spreads".into() });
                }
            }
        }
        if self.end.is_none() {
            if let Some(adv) = data.advance {
                self.advance_general(adv, events);
            }
        }
        if to_discard {
            self.dark_discard.push(card);
        }
        self.night.cancel_advance = false;
        self.night.cancel_place = [false; 2];
    }

    /// Locations matching `f`, in the facts sheet's id order (rules notes §2).
    fn by_src_id(&self, f: impl Fn(&Defenders, Loc) -> bool) -> Locs {
        let mut v: Locs = (0..LOCATION_COUNT as Loc).filter(|&l| f(self, l)).collect();
        // A stable insertion sort: no allocation, and ties keep id order as `sort_by_key` does.
        for i in 1..v.len() {
            let mut j = i;
            while j > 0 && location(v[j - 1]).src_id > location(v[j]).src_id {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        v
    }
}

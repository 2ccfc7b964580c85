//! Quests: drawing, doing, completing, failing and being unable to complete
//! (rulebook: Quest Cards; F§6; rules notes §3.9).

use super::super::action::DefendersEvent;
use super::super::data::RUMORS_REWARD;
use super::super::data::{location, quest_data, Loc, Quest, Requirement};
use super::super::state::{Defenders, Need, OpenQuest, RollFor, Task};
use super::events::Events;
use crate::core::Seat;

impl Defenders {
    /// Draws a quest for a seat (a chance event); an empty deck takes back the discarded quests.
    pub(crate) fn draw_quest(&mut self, seat: Seat, events: &mut Events) {
        if self.hero(seat).is_none_or(|h| h.quest.is_some()) {
            return;
        }
        if self.quest_deck.is_empty() {
            // Only quests that can still be done go back; with none, the hero has no quest
            // until one can be drawn (rules notes §3.9). This also keeps the draw from looping.
            let (possible, impossible): (Vec<Quest>, Vec<Quest>) =
                std::mem::take(&mut self.quest_discard).into_iter().partition(|&q| self.quest_possible(q));
            self.quest_discard = impossible;
            if possible.is_empty() {
                return;
            }
            for q in possible {
                self.quest_deck.shuffle_in(q, 1);
            }
            events.push_with(|| DefendersEvent::Reshuffled { deck: "Quest".into() });
        }
        self.tasks.push(seat, Task::Chance(Need::Quest { seat }));
    }

    /// Can this quest still be completed (rulebook: "cannot achieve a quest because of game conditions")?
    pub(crate) fn quest_possible(&self, q: Quest) -> bool {
        match quest_data(q).requirement {
            Requirement::Scout(g) => self.generals[g.index()].remaining > 0,
            Requirement::BuildGate(_) => self.gates > 0,
            _ => true,
        }
    }

    /// A quest drawn: opened, or discarded at once if it cannot be done.
    pub(crate) fn quest_drawn(&mut self, seat: Seat, q: Quest, events: &mut Events) {
        events.push(DefendersEvent::QuestDrawn { seat, quest: q });
        if !self.quest_possible(q) {
            self.quest_discard.push(q);
            events.push(DefendersEvent::QuestLost { seat, quest: q });
            self.tasks.push(seat, Task::DrawQuest { seat });
            return;
        }
        if let Some(h) = self.hero_mut(seat) {
            h.quest = Some(OpenQuest { quest: q, minions: [0; 4], visited: 0 });
        }
        if self.phase != super::super::state::Phase::Setup {
            self.visit(seat, events);
        }
    }

    /// The open quest is done: it scores, its reward is given, a new one is drawn.
    pub(crate) fn quest_complete(&mut self, seat: Seat, events: &mut Events) {
        let Some(open) = self.hero_mut(seat).and_then(|h| h.quest.take()) else { return };
        for (i, n) in open.minions.iter().enumerate() {
            self.supply[i] += n;
        }
        let q = open.quest;
        self.seats[usize::from(seat)].quests_done.push(q);
        events.push(DefendersEvent::QuestDone { seat, quest: q });
        self.tasks.push(seat, Task::DrawQuest { seat });
        match q {
            Quest::Rumors => self.tasks.push(seat, Task::DrawCards { seat, count: RUMORS_REWARD, filter: None }),
            Quest::AmazonEnvoy | Quest::DukeEnvoy | Quest::ElfEnvoy => {
                if let Requirement::Roll { at, .. } = quest_data(q).requirement {
                    self.envoy(seat, at);
                }
            }
            Quest::Scout(g) => {
                let colour = g.colour();
                let any = self.hero_deck.unseen().any(|(c, _)| super::super::data::card_colour(*c) == Some(colour));
                if any {
                    self.tasks.push(seat, Task::Chance(Need::Scout { seat, colour }));
                }
            }
            _ => {
                if let Some(h) = self.hero_mut(seat) {
                    h.rewards.push(q);
                }
            }
        }
    }

    /// The open quest is failed or cannot be done: discarded, and a new one drawn.
    pub(crate) fn quest_lost(&mut self, seat: Seat, events: &mut Events) {
        let Some(open) = self.hero_mut(seat).and_then(|h| h.quest.take()) else { return };
        for (i, n) in open.minions.iter().enumerate() {
            self.supply[i] += n;
        }
        self.quest_discard.push(open.quest);
        events.push(DefendersEvent::QuestLost { seat, quest: open.quest });
        self.tasks.push(seat, Task::DrawQuest { seat });
    }

    /// A kill-count quest completes once its card holds every minion it needs (ruling A-17).
    pub(crate) fn check_kill_quest(&mut self, seat: Seat, events: &mut Events) {
        let Some(q) = self.hero(seat).and_then(|h| h.quest) else { return };
        if let Requirement::Kill(need) = quest_data(q.quest).requirement {
            if q.minions == need {
                self.quest_complete(seat, events);
            }
        }
    }

    /// Rumors completes once all three Inns were visited.
    pub(crate) fn check_visit_quest(&mut self, seat: Seat, events: &mut Events) {
        let Some(q) = self.hero(seat).and_then(|h| h.quest) else { return };
        if matches!(quest_data(q.quest).requirement, Requirement::VisitInns(_) | Requirement::Militia(_))
            && q.visited == 0b111
        {
            self.quest_complete(seat, events);
        }
    }

    /// The quest action (1 action; Unicorn Steed: `dice` actions).
    pub(crate) fn do_quest(&mut self, seat: Seat, dice: u8, events: &mut Events) {
        let Some(h) = self.hero(seat) else { return };
        let here = h.loc;
        let Some(q) = h.quest else { return };
        match quest_data(q.quest).requirement {
            Requirement::Roll { .. } => self.start_roll(RollFor::Quest { seat }, vec![None; usize::from(dice)]),
            Requirement::RollPerAction { .. } => {
                // One die per action spent; the Sorcerer rolls one more (F§3: +1 die on quest rolls).
                let extra = u8::from(h.kind == super::super::data::HeroKind::Sorcerer);
                if let Some(h) = self.hero_mut(seat) {
                    h.actions = h.actions.saturating_sub(dice.saturating_sub(1));
                }
                self.start_roll(RollFor::Quest { seat }, vec![None; usize::from(dice + extra)]);
            }
            Requirement::Militia(places) => {
                if let Some(i) = places.iter().position(|&l| l == here) {
                    if let Some(q) = self.hero_mut(seat).and_then(|h| h.quest.as_mut()) {
                        q.visited |= 1 << i;
                    }
                    self.check_visit_quest(seat, events);
                }
            }
            Requirement::Scout(_) => self.quest_complete(seat, events),
            _ => {}
        }
    }

    /// Find Magic Gate: a gate built on a location of the quest's colour completes it.
    pub(crate) fn gate_built_for_quest(&mut self, seat: Seat, l: Loc, by_action: bool, events: &mut Events) {
        if let Some(q) = self.hero(seat).and_then(|h| h.quest).filter(|_| by_action) {
            if let Requirement::BuildGate(colour) = quest_data(q.quest).requirement {
                if location(l).colour == Some(colour) {
                    self.quest_complete(seat, events);
                }
            }
        }
        // Once all 5 gates stand, nobody can complete Find Magic Gate any more (ruling A-19).
        if self.gates == 0 {
            for s in 0..self.seats.len() as Seat {
                if self.hero(s).and_then(|h| h.quest).is_some_and(|q| !self.quest_possible(q.quest)) {
                    self.quest_lost(s, events);
                }
            }
        }
    }
}

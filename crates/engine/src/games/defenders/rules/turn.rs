//! The turn: refresh, Daytime, the wound check, Evening, the turn's end and General healing
//! (rulebook: Game Turn; Suffering Wounds; Step 2 - Evening; Generals' Healing).

use super::super::action::DefendersEvent;
use super::super::data::{
    card_colour, location, Colour, HeroKind, Quest, Requirement, GENERAL_LIST, HERO_LIST, MONARCH_CITY,
};
use super::super::data::{BOOTS_OF_SPEED_ACTIONS, EVENING_DRAW, HAND_LIMIT, MAX_MINIONS, REPLACEMENT_CARDS};
use super::super::setup::is_purple;
use super::super::state::{Defenders, Filter, Need, Pending, Phase, Stance, Task, TurnState, WindowPoint};
use super::events::Events;
use crate::core::Seat;

/// What the turn start and the wound check read of a hero (a copy, so the hand is not cloned).
#[derive(Clone, Copy)]
struct HeroAtStart {
    kind: HeroKind,
    loc: super::super::data::Loc,
    life: u8,
    extra_next_turn: bool,
    boots: bool,
    stance: Option<Stance>,
    form: Option<Colour>,
}

impl HeroAtStart {
    fn of(h: &super::super::state::Hero) -> Self {
        HeroAtStart {
            kind: h.kind,
            loc: h.loc,
            life: h.life,
            extra_next_turn: h.extra_next_turn,
            // designed: rulebook silent (F§6) — Boots of Speed.
            boots: h.rewards.contains(&Quest::BootsOfSpeed),
            stance: h.stance,
            form: h.form,
        }
    }
}

impl Defenders {
    /// Refresh (rulebook: Step 1 - Daytime) and the turn-start choices.
    pub(crate) fn turn_start(&mut self, events: &mut Events) {
        self.phase = Phase::Daytime;
        self.this_turn = TurnState::default();
        self.night = Default::default();
        let seat = self.active;
        self.tasks.push(seat, Task::TurnEnd);
        self.tasks.push(seat, Task::Night);
        let Some(hero) = self.hero(seat).map(HeroAtStart::of) else {
            // ruling A-16 addition: a seat out of heroes still has its Night.
            events.push(DefendersEvent::TurnStarts { seat, turn: self.turn, actions: 0 });
            return;
        };
        self.tasks.push(seat, Task::Evening);
        self.tasks.push(seat, Task::Wounds);
        self.tasks.push(seat, Task::Daytime);
        let colour = location(hero.loc).colour;
        let mut actions = hero.life;
        // designed: rulebook silent (F§3) — the Dwarf and the Ranger's home ground.
        if hero.kind == HeroKind::Dwarf && colour == Some(Colour::Red) {
            actions += 1;
        }
        if hero.kind == HeroKind::Ranger && colour == Some(Colour::Green) {
            actions += 1;
        }
        if hero.extra_next_turn {
            actions += 1;
        }
        // designed: rulebook silent (F§6) — Boots of Speed.
        if hero.boots {
            actions += BOOTS_OF_SPEED_ACTIONS;
        }
        if let Some(h) = self.hero_mut(seat) {
            h.actions = actions;
            h.bonus = actions - hero.life;
            h.extra_next_turn = false;
            if h.kind == HeroKind::Sorcerer {
                h.form = None;
                h.form_bonus = [true; 2];
            }
        }
        self.visit(seat, events);
        events.push(DefendersEvent::TurnStarts { seat, turn: self.turn, actions });
        // rules notes §2: the other seats may play cards as the Daytime starts.
        self.tasks.push(seat, Task::Window { point: WindowPoint::DayStart, from: 1 });
        match hero.kind {
            HeroKind::EagleRider => self.tasks.push(seat, Task::Decide(Pending::Stance)),
            HeroKind::Sorcerer if location(hero.loc).colour.is_some() => {
                self.tasks.push(seat, Task::Decide(Pending::Form))
            }
            _ => {}
        }
    }

    /// Daytime: ask for the next action, unless only ending the Daytime is possible.
    pub(crate) fn daytime(&mut self) {
        let seat = self.active;
        if self.this_turn.replaced || self.hero(seat).is_none() {
            return;
        }
        // Ask unless ending the Daytime is all that is left: with an action, Movement by Foot is
        // always possible (every location has a neighbour); without one, only free plays remain.
        let can_act = self.hero(seat).is_some_and(|h| h.actions > 0);
        if can_act || self.can_play(seat, None) {
            self.tasks.push(seat, Task::Decide(Pending::Action));
        }
    }

    /// The end-of-turn wound check (rulebook: Suffering Wounds; ruling A-1).
    pub(crate) fn wounds(&mut self, events: &mut Events) {
        self.phase = Phase::Dusk;
        let seat = self.active;
        if self.this_turn.replaced {
            return;
        }
        let Some(hero) = self.hero(seat).map(HeroAtStart::of) else { return };
        let spot = self.board[usize::from(hero.loc)];
        let black = spot.minions[Colour::Black.index()];
        // designed: rulebook silent (F§3) — the Cleric pushes Undead away first.
        if hero.kind == HeroKind::Cleric && black > 0 && !self.this_turn.pushed {
            self.this_turn.pushed = true;
            self.push_left = black;
            self.tasks.push(seat, Task::Wounds);
            if !self.push_targets(hero.loc).is_empty() {
                self.tasks.push(seat, Task::Decide(Pending::Push));
            }
            return;
        }
        self.push_left = 0;
        let mut minion_wounds = spot.total();
        let mut fear = u8::from(black > 0);
        match hero.kind {
            HeroKind::Rogue => minion_wounds = 0,
            HeroKind::Paladin => {
                fear = 0;
                minion_wounds = minion_wounds.saturating_sub(1);
            }
            HeroKind::Dwarf => minion_wounds = minion_wounds.saturating_sub(1),
            HeroKind::EagleRider if hero.stance == Some(Stance::Sky) => {
                minion_wounds = 0;
                fear = 0;
            }
            HeroKind::Sorcerer => {
                if let Some(form) = hero.form {
                    minion_wounds -= spot.minions[form.index()];
                    // The rulebook leaves open whether Fear is a wound "from" the Undead minions
                    // (rules notes §3.4): by default her Undead form spares her the Fear too;
                    // the table variant makes the Fear hit her anyway.
                    if form == Colour::Black && !self.config.sorcerer_undead_form_takes_fear {
                        fear = 0;
                    }
                }
            }
            _ => {}
        }
        if hero.kind == HeroKind::EagleRider
            && hero.stance == Some(Stance::Ground)
            && (hero.loc == MONARCH_CITY || location(hero.loc).colour == Some(Colour::Blue))
        {
            if let Some(h) = self.hero_mut(seat) {
                h.extra_next_turn = true;
            }
        }
        self.this_turn.chest = location(hero.loc).chest;
        let wounds = minion_wounds + fear;
        if wounds > 0 {
            self.wound(seat, wounds, events);
        }
    }

    /// Where the Cleric may push an Undead minion: a neighbour other than Monarch City with
    /// fewer than [`MAX_MINIONS`] minions (designed: rulebook silent; a push is a move, never an overrun).
    pub(crate) fn push_targets(&self, from: super::super::data::Loc) -> Vec<super::super::data::Loc> {
        super::super::data::neighbours(from)
            .iter()
            .copied()
            .filter(|&n| n != MONARCH_CITY && self.board[usize::from(n)].total() < MAX_MINIONS)
            .collect()
    }

    /// A hero loses life tokens; unused actions go only once the used ones are gone (ruling A-12).
    pub(crate) fn wound(&mut self, seat: Seat, count: u8, events: &mut Events) {
        let Some(h) = self.hero_mut(seat) else { return };
        let lost = count.min(h.life);
        h.life -= lost;
        // ruling A-12: used tokens go first, so only the unused ones beyond the life left are lost;
        // bonus actions are not life tokens and stay.
        let bonus = h.bonus.min(h.actions);
        let tokens = (h.actions - bonus).min(h.life);
        h.actions = tokens + bonus;
        h.bonus = bonus;
        let dead = h.life == 0;
        events.push(DefendersEvent::Wounded { seat, count: lost });
        if dead {
            self.hero_dies(seat, events);
        }
    }

    /// A hero is lost in battle (rulebook: Suffering Wounds note; ruling A-16).
    pub(crate) fn hero_dies(&mut self, seat: Seat, events: &mut Events) {
        let Some(hero) = self.seats[usize::from(seat)].hero.take() else { return };
        events.push(DefendersEvent::HeroDied { seat, hero: hero.kind });
        for card in hero.hand {
            self.discard_card(card);
        }
        if let Some(q) = hero.quest {
            for (i, n) in q.minions.iter().enumerate() {
                self.supply[i] += n;
            }
            self.quest_discard.push(q.quest);
        }
        self.seats[usize::from(seat)].slayer.clear();
        if seat == self.active && matches!(self.phase, Phase::Daytime | Phase::Dusk) {
            self.this_turn.replaced = true;
        }
        if seat == self.active && self.phase == Phase::Evening {
            self.this_turn.replaced = true;
        }
        let free = HERO_LIST.iter().any(|h| !self.used_heroes.contains(h));
        if !free {
            self.seats[usize::from(seat)].out = true;
            return;
        }
        self.tasks.push(seat, Task::DrawQuest { seat });
        self.tasks.push(seat, Task::DrawCards { seat, count: REPLACEMENT_CARDS, filter: None });
        self.tasks.push(seat, Task::Decide(Pending::ChooseHero));
    }

    /// Puts a spent card away: purple cards leave play (rulebook: Purple (Special) Hero Cards).
    pub(crate) fn discard_card(&mut self, card: super::super::data::HeroCardId) {
        if is_purple(card) {
            self.purple_out.push(card);
        } else {
            self.hero_discard.push(card);
        }
    }

    /// Takes a card from a seat's hand and discards it. False if it was not there.
    pub(crate) fn spend_card(&mut self, seat: Seat, card: super::super::data::HeroCardId) -> bool {
        let Some(h) = self.hero_mut(seat) else { return false };
        let Some(i) = h.hand.iter().position(|&c| c == card) else { return false };
        h.hand.remove(i);
        self.discard_card(card);
        true
    }

    /// Evening: draw 2 (Helm of Power +1, the Rogue on a chest +1), then the hand limit.
    pub(crate) fn evening(&mut self) {
        self.phase = Phase::Evening;
        let seat = self.active;
        if self.this_turn.replaced {
            return;
        }
        let Some(hero) = self.hero(seat) else { return };
        let mut n = EVENING_DRAW;
        if hero.rewards.contains(&Quest::HelmOfPower) {
            n += 1;
        }
        if hero.kind == HeroKind::Rogue && self.this_turn.chest {
            n += 1;
        }
        self.tasks.push(seat, Task::HandLimit);
        self.tasks.push(seat, Task::DrawCards { seat, count: n, filter: None });
    }

    /// rulebook: Step 2 - Evening — discard down to 10.
    pub(crate) fn hand_limit(&mut self) {
        let seat = self.active;
        if let Some(h) = self.hero(seat) {
            if h.hand.len() > HAND_LIMIT {
                let count = (h.hand.len() - HAND_LIMIT) as u8;
                self.tasks.push(seat, Task::Decide(Pending::Discard { count }));
            }
        }
    }

    /// Draws Hero cards one chance event at a time; an empty deck is reshuffled without the
    /// purple cards (rulebook: Depleted Hero Card Deck).
    pub(crate) fn draw_cards(&mut self, seat: Seat, count: u8, filter: Option<Filter>, events: &mut Events) {
        if count == 0 || self.hero(seat).is_none() {
            return;
        }
        if self.hero_deck.is_empty() {
            if self.hero_discard.is_empty() {
                return;
            }
            for c in std::mem::take(&mut self.hero_discard) {
                self.hero_deck.shuffle_in(c, 1);
            }
            events.push_with(|| DefendersEvent::Reshuffled { deck: "Hero".into() });
        }
        self.tasks.push(seat, Task::DrawCards { seat, count: count - 1, filter });
        self.tasks.push(seat, Task::Chance(Need::HeroCard { seat }));
    }

    /// A Hero card drawn for a seat: kept, or (Rumors) discarded if not the called colour.
    pub(crate) fn card_drawn(&mut self, seat: Seat, card: super::super::data::HeroCardId, events: &mut Events) {
        let filter = match self.tasks.top() {
            Some((_, Task::DrawCards { filter, .. })) => *filter,
            _ => None,
        };
        let kept = match filter {
            Some(f) => is_purple(card) || card_colour(card) == Some(f.colour),
            None => true,
        };
        match self.hero_mut(seat) {
            Some(h) if kept => h.hand.push(card),
            _ => self.discard_card(card),
        }
        events.push(DefendersEvent::CardDrawn { seat, card, kept });
    }

    /// The turn ends: a window for every seat, then the Generals heal.
    pub(crate) fn turn_end(&mut self) {
        self.phase = Phase::EndOfTurn;
        self.tasks.push(self.active, Task::Heal);
        self.tasks.push(self.active, Task::Window { point: WindowPoint::TurnEnd, from: 0 });
    }

    /// Generals heal 1 box each (rulebook: Generals' Healing; ruling A-9), then the next turn.
    pub(crate) fn heal_generals(&mut self, events: &mut Events) {
        for g in GENERAL_LIST {
            let st = &mut self.generals[g.index()];
            let Some(from) = st.heal_from else { continue };
            if st.remaining == 0 || from > self.turn || self.night.spied.contains(&g) {
                continue;
            }
            st.remaining += 1;
            if st.remaining >= g.data().track {
                st.remaining = g.data().track;
                st.heal_from = None;
            }
            let remaining = st.remaining;
            events.push(DefendersEvent::GeneralHealed { general: g, remaining });
        }
        self.active = (self.active + 1) % self.seats.len() as u8;
        self.turn += 1;
        self.tasks.push(self.active, Task::TurnStart);
    }

    /// Marks quest visits for the active hero's location (Rumors' Inns).
    pub(crate) fn visit(&mut self, seat: Seat, events: &mut Events) {
        if seat != self.active {
            return;
        }
        let Some(h) = self.hero(seat) else { return };
        let here = h.loc;
        let Some(q) = h.quest else { return };
        if let Requirement::VisitInns(inns) = super::super::data::quest_data(q.quest).requirement {
            if let Some(i) = inns.iter().position(|&l| l == here) {
                if let Some(q) = self.hero_mut(seat).and_then(|h| h.quest.as_mut()) {
                    q.visited |= 1 << i;
                }
                self.check_visit_quest(seat, events);
            }
        }
    }

    /// Moves a hero (any cause) and records quest visits.
    pub(crate) fn move_hero(&mut self, seat: Seat, to: super::super::data::Loc, events: &mut Events) {
        let Some(h) = self.hero_mut(seat) else { return };
        let from = h.loc;
        h.loc = to;
        if to == MONARCH_CITY || location(to).kind == super::super::data::LocKind::Inn {
            // A Sorcerer cannot hold a form in Monarch City or an Inn (F§3).
            h.form = None;
        }
        events.push(DefendersEvent::Moved { seat, from, to });
        self.visit(seat, events);
    }
}

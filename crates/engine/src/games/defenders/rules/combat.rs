//! Dice: Engage Minions, General combat, Heal the Land, quest rolls and penalties
//! (rulebook: Engage Minions in Combat; Attack an Enemy General; Group Attacking a General).

use super::super::action::DefendersEvent;
use super::super::data::{
    location, quest_data, Amount, Colour, General, HeroKind, Quest, Requirement, COLOURS, MONARCH_CITY,
};
use super::super::data::{HEAL_LAND_NEED, SORCERER_FORM_BONUS, VICTORY_CARDS};
use super::super::state::{Combat, Defenders, Effect, Need, Pending, Reroll, Roll, RollFor, Task};
use super::events::Events;
use super::legal::card_dice;
use crate::core::Seat;

/// Does a die hit? A natural 1 never hits, a 6 always does (rules notes §2).
pub(crate) fn hits(face: u8, bonus: u8, need: u8) -> bool {
    face != 1 && (face == 6 || face + bonus >= need)
}

/// d3 from one d6 (rules notes §2).
pub(crate) fn d3(face: u8) -> u8 {
    face.div_ceil(2)
}

impl Defenders {
    /// Starts a roll of `aims.len()` dice; [`Task::RollDone`] resolves it.
    pub(crate) fn start_roll(&mut self, purpose: RollFor, aims: Vec<Option<Colour>>) {
        let n = aims.len();
        self.roll = Some(Roll { purpose, faces: vec![0; n], aims, rerolls_used: Vec::new(), settled: false });
        self.tasks.push(self.active, Task::RollDone);
        if n > 0 {
            self.tasks.push(self.active, Task::Chance(Need::Die));
        }
    }

    /// The seat whose dice these are.
    fn roller(&self) -> Option<Seat> {
        match self.roll.as_ref()?.purpose {
            RollFor::Engage { seat, .. } | RollFor::GeneralAttack { seat } => Some(seat),
            _ => None,
        }
    }

    /// The per-die bonus and the needed roll of die `i` of the roll in progress.
    fn die_target(&self, i: usize) -> (u8, u8) {
        let Some(roll) = &self.roll else { return (0, 7) };
        match roll.purpose {
            RollFor::Engage { seat, loc, fireball } => {
                let colour = roll.aims[i].unwrap_or(Colour::Blue);
                if fireball {
                    return (0, 2);
                }
                let Some(h) = self.hero(seat) else { return (0, colour.minion_hit()) };
                let mut bonus = 0;
                if h.kind == HeroKind::Cleric && matches!(colour, Colour::Black | Colour::Red) {
                    bonus += 1;
                }
                if h.kind == HeroKind::Ranger && loc == h.loc && location(h.loc).colour == Some(Colour::Green) {
                    bonus += 1;
                }
                if h.rewards.contains(&Quest::AmuletOfTheGods) {
                    bonus += 1;
                }
                if h.kind == HeroKind::Sorcerer && h.form == Some(colour) && self.this_turn.form_minions {
                    bonus += SORCERER_FORM_BONUS;
                }
                (bonus, colour.minion_hit())
            }
            RollFor::GeneralAttack { seat } => {
                let Some(c) = &self.combat else { return (0, 7) };
                let g = c.general;
                let Some(h) = self.hero(seat) else { return (0, g.data().to_hit) };
                let mut bonus = 0;
                if h.kind == HeroKind::Ranger && location(h.loc).colour == Some(Colour::Green) {
                    bonus += 1;
                }
                if h.rewards.contains(&Quest::AmuletOfTheGods) {
                    bonus += 1;
                }
                if h.kind == HeroKind::Sorcerer && h.form == Some(g.colour()) && self.this_turn.form_general {
                    bonus += 1;
                }
                (bonus, g.data().to_hit)
            }
            _ => (0, 7),
        }
    }

    /// Indices of the dice of the roll in progress that missed.
    pub(crate) fn failed_dice(&self) -> Vec<usize> {
        let Some(roll) = &self.roll else { return Vec::new() };
        (0..roll.faces.len())
            .filter(|&i| {
                let (bonus, need) = self.die_target(i);
                roll.faces[i] != 0 && !hits(roll.faces[i], bonus, need)
            })
            .collect()
    }

    /// Re-rolls the chosen dice: each is a new chance event.
    pub(crate) fn reroll(&mut self, seat: Seat, source: Reroll, events: &mut Events) {
        let failed = self.failed_dice();
        if source == Reroll::BattleLuck {
            let card = self.hero(seat).and_then(|h| {
                h.hand
                    .iter()
                    .copied()
                    .find(|&c| super::legal::special_of(c) == Some(super::super::data::Special::BattleLuck))
            });
            if let Some(card) = card {
                self.spend_card(seat, card);
                events.push_with(|| DefendersEvent::Played { seat, what: "Battle Luck".into() });
            }
        }
        let sapphire = matches!(self.combat.as_ref().map(|c| c.general), Some(General::Sapphire));
        let Some(roll) = self.roll.as_mut() else { return };
        roll.rerolls_used.push(source);
        let dice: Vec<usize> = match source {
            Reroll::EagleGround => (0..roll.faces.len()).collect(),
            Reroll::Dwarf if !sapphire => failed.into_iter().filter(|&i| roll.aims[i] == Some(Colour::Blue)).collect(),
            _ => failed,
        };
        for &i in &dice {
            roll.faces[i] = 0;
        }
        if !dice.is_empty() {
            self.tasks.push(seat, Task::Chance(Need::Die));
        }
    }

    /// A roll is complete: offer re-rolls, then resolve it by purpose.
    pub(crate) fn roll_done(&mut self, events: &mut Events) {
        let Some(roll) = self.roll.clone() else { return };
        if let Some(seat) = self.roller() {
            if !roll.settled && !self.reroll_sources(seat).is_empty() {
                self.tasks.push(seat, Task::RollDone);
                self.tasks.push(seat, Task::Decide(Pending::Reroll));
                return;
            }
        }
        let faces = roll.faces.clone();
        match roll.purpose {
            RollFor::Engage { seat, loc, .. } => {
                let mut kills = [0u8; 4];
                for (i, &f) in faces.iter().enumerate() {
                    let (bonus, need) = self.die_target(i);
                    if let Some(c) = roll.aims[i] {
                        if hits(f, bonus, need) {
                            kills[c.index()] += 1;
                        }
                    }
                }
                self.roll = None;
                events.push_with(|| DefendersEvent::Rolled { faces, hits: kills.iter().sum() });
                for c in COLOURS {
                    for _ in 0..kills[c.index()] {
                        self.defeat_minion(loc, c, Some(seat), events);
                    }
                }
            }
            RollFor::Corruption => {
                self.roll = None;
                let lost = faces.iter().filter(|&&f| f == 1).count() as u8;
                events.push_with(|| DefendersEvent::Rolled { faces: faces.clone(), hits: lost });
                if let Some(c) = self.combat.as_mut() {
                    let mut kept = Vec::new();
                    let mut gone = Vec::new();
                    for (i, &(s, card)) in c.committed.iter().enumerate() {
                        if faces.get(i) == Some(&1) {
                            gone.push((s, card));
                        } else {
                            kept.push((s, card));
                        }
                    }
                    c.committed = kept;
                    for (s, card) in gone {
                        self.discard_card(card);
                        events.push(DefendersEvent::CardDiscarded { seat: s, card });
                    }
                }
                self.tasks.push(self.active, Task::CombatNext);
            }
            RollFor::GeneralAttack { seat } => self.attack_rolled(seat, &faces, events),
            RollFor::HealLand { seat } => {
                self.roll = None;
                let ok = faces.iter().any(|&f| f >= HEAL_LAND_NEED);
                events.push_with(|| DefendersEvent::Rolled { faces, hits: u8::from(ok) });
                if ok {
                    if let Some(l) = self.hero(seat).map(|h| h.loc) {
                        self.remove_crystal(l, events);
                    }
                }
            }
            RollFor::Quest { seat } => {
                self.roll = None;
                self.quest_rolled(seat, &faces, events);
            }
            RollFor::PenaltyLife { seat } => {
                self.roll = None;
                let g = self.combat.as_ref().map(|c| c.general);
                let f = faces.first().copied().unwrap_or(1);
                let n = match g.map(|g| g.data().penalty_life) {
                    Some(Amount::D3) => d3(f),
                    _ => f,
                };
                events.push_with(|| DefendersEvent::Rolled { faces, hits: n });
                self.lose_life(seat, n, events);
            }
            RollFor::PenaltyCards { seat } => {
                self.roll = None;
                let n = faces.first().copied().unwrap_or(1);
                events.push_with(|| DefendersEvent::Rolled { faces, hits: n });
                self.lose_cards(seat, n);
            }
            RollFor::Envoy { seat, center } => {
                self.roll = None;
                let n = faces.first().copied().unwrap_or(1);
                events.push_with(|| DefendersEvent::Rolled { faces, hits: n });
                self.tasks
                    .push(seat, Task::Decide(Pending::Effect(Effect::Kill { left: n, center: Some(center), seat })));
            }
        }
    }

    /// Removes one crystal to supply.
    pub(crate) fn remove_crystal(&mut self, l: super::super::data::Loc, events: &mut Events) {
        if self.board[usize::from(l)].crystals > 0 {
            self.board[usize::from(l)].crystals -= 1;
            self.crystals += 1;
            events.push(DefendersEvent::Healed { loc: l });
        }
    }

    /// Engage the minions at `at` (rulebook: Engage Minions in Combat): one die per minion in
    /// its colour, black, blue, red, green; Find Magic Gate adds dice aimed at present colours.
    pub(crate) fn engage(&mut self, seat: Seat, at: super::super::data::Loc, fireball: bool) {
        let spot = self.board[usize::from(at)];
        let mut aims: Vec<Option<Colour>> = Vec::new();
        for c in COLOURS {
            for _ in 0..spot.minions[c.index()] {
                aims.push(Some(c));
            }
        }
        let present: Vec<Colour> = COLOURS.into_iter().filter(|c| spot.minions[c.index()] > 0).collect();
        for i in 0..usize::from(std::mem::take(&mut self.this_turn.boost)) {
            if !present.is_empty() {
                aims.push(Some(present[i % present.len()]));
            }
        }
        // The Sorcerer's +2 applies to her first Engage of the turn against her form's race only.
        let first =
            self.hero(seat).is_some_and(|h| h.form_bonus[0] && h.form.is_some_and(|f| spot.minions[f.index()] > 0));
        self.this_turn.form_minions = first && !fireball;
        if first && !fireball {
            if let Some(h) = self.hero_mut(seat) {
                h.form_bonus[0] = false;
            }
        }
        self.start_roll(RollFor::Engage { seat, loc: at, fireball }, aims);
    }

    /// The attack dice `seat` has committed to the combat, with Find Magic Gate.
    pub(crate) fn attack_dice(&self, seat: Seat) -> u8 {
        let Some(c) = &self.combat else { return 0 };
        let cards: u8 = c.committed.iter().filter(|(s, _)| *s == seat).map(|&(_, card)| card_dice(card)).sum();
        let boost: u8 = c.boost.iter().filter(|(s, _)| *s == seat).map(|&(_, b)| b).sum();
        if cards == 0 {
            0
        } else {
            cards + boost
        }
    }

    /// Attack a General: every hero here takes part (rulebook: Step-by-step Guide; ruling A-11).
    /// `action_from_bonus`: the initiating action was a bonus action (given back as one if the
    /// combat is called off).
    pub(crate) fn begin_combat(&mut self, seat: Seat, g: General, action_from_bonus: bool) {
        let Some(loc) = self.general_loc(g) else { return };
        let participants = self.heroes_at(loc);
        let mut to_commit: Vec<Seat> = participants.iter().copied().filter(|&s| s != seat).collect();
        to_commit.push(seat);
        self.combat = Some(Combat {
            general: g,
            loc,
            initiator: seat,
            participants,
            committed: Vec::new(),
            rolled: Vec::new(),
            parries: 0,
            blessed: false,
            boost: Vec::new(),
            hits: 0,
            to_commit,
            action_from_bonus,
        });
        self.tasks.push(seat, Task::CombatStart);
        self.commit_next();
    }

    /// Asks the next seat with something to commit.
    pub(crate) fn commit_next(&mut self) {
        loop {
            let Some(&s) = self.combat.as_ref().and_then(|c| c.to_commit.first()) else { return };
            let mut legal = Vec::new();
            self.legal_for(s, &Pending::Commit, &mut legal);
            if legal.iter().any(|a| !matches!(a, super::super::action::DefendersAction::Done)) {
                self.tasks.push(s, Task::Decide(Pending::Commit));
                return;
            }
            if let Some(c) = self.combat.as_mut() {
                c.to_commit.remove(0);
            }
        }
    }

    /// After the commitments: a window for every seat, then Balazarg's corruption (rulebook:
    /// Lord Balazarg; C-28) or the attacks.
    pub(crate) fn combat_start(&mut self, events: &mut Events) {
        let Some(c) = &self.combat else { return };
        if c.committed.is_empty() {
            // Nobody committed a card. Ruling A-14: initiating with no card of one's own is legal
            // only if another hero commits, so the attack never took place: it is called off
            // and the initiator gets the action back.
            let (general, seat, from_bonus) = (c.general, c.initiator, c.action_from_bonus);
            self.combat = None;
            self.refund_action(seat, from_bonus);
            events.push(DefendersEvent::CombatCalledOff { general, seat });
            return;
        }
        let corrupt = c.general == General::Balazarg && !c.blessed;
        self.tasks.push(self.active, if corrupt { Task::Corruption } else { Task::CombatNext });
        self.tasks.push(self.active, Task::Window { point: super::super::state::WindowPoint::Combat, from: 0 });
    }

    /// Balazarg's corruption: one die per committed card, before any attack roll.
    pub(crate) fn corruption(&mut self) {
        let Some(c) = &self.combat else { return };
        if c.blessed || c.committed.is_empty() {
            self.tasks.push(self.active, Task::CombatNext);
            return;
        }
        let n = c.committed.len();
        let active = self.active;
        self.roll = Some(Roll {
            purpose: RollFor::Corruption,
            aims: vec![None; n],
            faces: vec![0; n],
            rerolls_used: Vec::new(),
            settled: true,
        });
        self.tasks.push(active, Task::RollDone);
        self.tasks.push(active, Task::Chance(Need::Die));
    }

    /// The next attacker, chosen by the initiator after each result (rulebook: Group rule 1).
    pub(crate) fn combat_next(&mut self) {
        let Some(c) = &self.combat else { return };
        let left: Vec<Seat> =
            c.participants.iter().copied().filter(|&s| !c.rolled.contains(&s) && self.attack_dice(s) > 0).collect();
        let initiator = c.initiator;
        match left.len() {
            0 => self.tasks.push(initiator, Task::Penalty { index: 0 }),
            1 => self.attack_roll(left[0]),
            _ => self.tasks.push(initiator, Task::Decide(Pending::NextAttacker)),
        }
    }

    /// One hero rolls against the General.
    pub(crate) fn attack_roll(&mut self, seat: Seat) {
        let n = self.attack_dice(seat);
        let g = self.combat.as_ref().map(|c| c.general);
        if let Some(c) = self.combat.as_mut() {
            c.rolled.push(seat);
        }
        let first = self.hero(seat).is_some_and(|h| h.form_bonus[1] && g.is_some_and(|g| h.form == Some(g.colour())));
        self.this_turn.form_general = first;
        if first {
            if let Some(h) = self.hero_mut(seat) {
                h.form_bonus[1] = false;
            }
        }
        self.start_roll(RollFor::GeneralAttack { seat }, vec![None; usize::from(n)]);
    }

    fn attack_rolled(&mut self, seat: Seat, faces: &[u8], events: &mut Events) {
        let mut h = 0u8;
        for (i, &f) in faces.iter().enumerate() {
            let (bonus, need) = self.die_target(i);
            if hits(f, bonus, need) {
                h += 1;
            }
        }
        self.roll = None;
        let Some(c) = self.combat.as_mut() else { return };
        let g = c.general;
        // rulebook: Gorgutt — each 1 parries one hit, across heroes (ruling A-10).
        if g == General::Gorgutt && !c.blessed {
            c.parries += faces.iter().filter(|&&f| f == 1).count() as u8;
            let cancel = h.min(c.parries);
            h -= cancel;
            c.parries -= cancel;
        }
        c.hits += h;
        events.push_with(|| DefendersEvent::Rolled { faces: faces.to_vec(), hits: h });
        let st = &mut self.generals[g.index()];
        st.remaining -= h.min(st.remaining);
        let remaining = st.remaining;
        if h > 0 {
            events.push(DefendersEvent::GeneralWounded { general: g, hits: h, remaining });
        }
        if remaining == 0 {
            self.general_defeated(g, seat, events);
        } else {
            self.tasks.push(self.active, Task::CombatNext);
            self.tasks.push(self.active, Task::Window { point: super::super::state::WindowPoint::Combat, from: 0 });
        }
    }

    /// rulebook: Defeating the General, steps 7a-c; Group rules 2-4.
    fn general_defeated(&mut self, g: General, seat: Seat, events: &mut Events) {
        let Some(c) = self.combat.take() else { return };
        for &(_, card) in &c.committed {
            self.discard_card(card);
        }
        let st = &mut self.generals[g.index()];
        st.slain_by = Some(seat);
        st.heal_from = None;
        let _ = self.seats[usize::from(seat)].generals.try_push(g);
        let _ = self.seats[usize::from(seat)].slayer.try_push(g);
        events.push(DefendersEvent::GeneralDefeated { general: g, seat });
        if self.generals.iter().all(|s| s.remaining == 0) {
            self.end = Some(super::super::state::EndReason::Victory);
            return;
        }
        for &s in c.participants.iter().rev() {
            self.tasks.push(s, Task::DrawCards { seat: s, count: VICTORY_CARDS, filter: None });
        }
        // A Scout quest for this General can no longer be done (rulebook: Quest Cards).
        for s in 0..self.seats.len() as Seat {
            if self.hero(s).and_then(|h| h.quest).is_some_and(|q| q.quest == Quest::Scout(g)) {
                self.quest_lost(s, events);
            }
        }
    }

    /// The combat is lost: penalties one hero at a time (rulebook: step 8; Group rule 5).
    pub(crate) fn penalty(&mut self, index: u8, events: &mut Events) {
        let Some(c) = self.combat.clone() else { return };
        let Some(&seat) = c.participants.get(usize::from(index)) else {
            self.combat_lost(events);
            return;
        };
        self.tasks.push(c.initiator, Task::Penalty { index: index + 1 });
        let Some(h) = self.hero(seat) else { return };
        let banner = h.rewards.contains(&Quest::WarBannerOfValor);
        let sky = h.kind == HeroKind::EagleRider && h.stance == Some(super::super::state::Stance::Sky);
        if banner || sky || self.config.easier_no_penalty {
            return;
        }
        let data = c.general.data();
        self.tasks.push(seat, Task::PenaltyCards { seat, hero: h.kind });
        match data.penalty_life {
            Amount::Fixed(n) => self.lose_life(seat, n, events),
            Amount::D6 | Amount::D3 => self.start_roll(RollFor::PenaltyLife { seat }, vec![None]),
            Amount::All => {}
        }
    }

    /// A General's life penalty: the Dwarf and the Paladin lose 1 less (ruling A-12).
    pub(crate) fn lose_life(&mut self, seat: Seat, n: u8, events: &mut Events) {
        let Some(h) = self.hero(seat) else { return };
        let n = if matches!(h.kind, HeroKind::Dwarf | HeroKind::Paladin) { n.saturating_sub(1) } else { n };
        if n > 0 {
            self.wound(seat, n, events);
        }
    }

    /// The card half of a penalty.
    pub(crate) fn penalty_cards(&mut self, seat: Seat, hero: HeroKind) {
        if self.hero(seat).map(|h| h.kind) != Some(hero) {
            return;
        }
        let Some(g) = self.combat.as_ref().map(|c| c.general) else { return };
        match g.data().penalty_cards {
            Amount::Fixed(n) => self.lose_cards(seat, n),
            Amount::D6 | Amount::D3 => self.start_roll(RollFor::PenaltyCards { seat }, vec![None]),
            Amount::All => {
                if let Some(h) = self.hero(seat) {
                    let n = h.hand.len() as u8;
                    self.lose_cards(seat, n);
                }
            }
        }
    }

    /// Lose `n` cards, the player's choice; the whole hand if `n` is larger (ruling A-12).
    pub(crate) fn lose_cards(&mut self, seat: Seat, n: u8) {
        let Some(h) = self.hero(seat) else { return };
        let count = n.min(h.hand.len() as u8);
        if count == 0 {
            return;
        }
        if usize::from(count) == h.hand.len() {
            let hand = self.hero_mut(seat).map(|h| std::mem::take(&mut h.hand)).unwrap_or_default();
            for c in hand {
                self.discard_card(c);
            }
            return;
        }
        self.tasks.push(seat, Task::Decide(Pending::Discard { count }));
    }

    /// After the penalties: heroes to Monarch City, the General's wound clock, cards discarded.
    fn combat_lost(&mut self, events: &mut Events) {
        let Some(c) = self.combat.take() else { return };
        events.push(DefendersEvent::CombatLost { general: c.general });
        for &(_, card) in &c.committed {
            self.discard_card(card);
        }
        for &s in &c.participants {
            let Some(h) = self.hero(s) else { continue };
            if h.rewards.contains(&Quest::WarBannerOfValor) || h.loc == MONARCH_CITY {
                continue;
            }
            self.move_hero(s, MONARCH_CITY, events);
        }
        let g = c.general;
        let track = g.data().track;
        let st = &mut self.generals[g.index()];
        if st.remaining == 0 || st.remaining >= track {
            return;
        }
        if g == General::Sapphire && !c.blessed {
            // rulebook: Sapphire — she returns to full health at once.
            st.remaining = track;
            st.heal_from = None;
            events.push(DefendersEvent::GeneralHealed { general: g, remaining: track });
            return;
        }
        let major = self.in_major_zone(g);
        let wait = if major { self.seats.len() as u32 } else { 1 };
        self.generals[g.index()].heal_from = Some(self.turn + wait);
    }

    /// A roll quest: success on any die showing `need` or more (F§6).
    fn quest_rolled(&mut self, seat: Seat, faces: &[u8], events: &mut Events) {
        let Some(q) = self.hero(seat).and_then(|h| h.quest) else { return };
        let data = quest_data(q.quest);
        let need = match data.requirement {
            Requirement::Roll { need, .. } | Requirement::RollPerAction { need, .. } => need,
            // No roll to make: no face succeeds.
            _ => u8::MAX,
        };
        let ok = faces.iter().any(|&f| f >= need);
        events.push_with(|| DefendersEvent::Rolled { faces: faces.to_vec(), hits: u8::from(ok) });
        if ok {
            self.quest_complete(seat, events);
        } else if data.fail_discards {
            self.quest_lost(seat, events);
        }
    }

    /// Pending Effect helper used by the Envoys.
    pub(crate) fn envoy(&mut self, seat: Seat, center: super::super::data::Loc) {
        self.start_roll(RollFor::Envoy { seat, center }, vec![None]);
    }
}

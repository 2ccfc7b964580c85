//! Carrying out decisions: Daytime actions, purple cards, quest rewards and their targets
//! (rulebook: Actions; Purple (Special) Hero Cards; F§4, F§6; rules notes §3.14).

use super::super::action::{DefendersAction as A, DefendersEvent, Target};
use super::super::data::{
    hero_card, location, quest_name, CardKind, Colour, HeroCardId, HeroKind, LocKind, Quest, Special, MONARCH_CITY,
};
use super::super::data::{
    BATTLE_STRATEGY_LOCATIONS, ELVEN_ARCHERS_LOCATIONS, FIELD_HEAL, FIND_MAGIC_GATE_DICE, FLIGHT_STEPS, HEAL_LAND_DICE,
    KINGS_GUARD_MINIONS, LOCAL_INFORMATION_DRAW, RIDE_STEPS, ROGUE_RUMORS_DRAW, RUMORS_DRAW, SWEEP_BLUE_COST,
    SWEEP_MINIONS, VISIONS,
};
use super::super::state::{Defenders, Effect, Pending, RollFor, Task, VisionCards};
use super::events::Events;
use super::legal::{hunter_colour, reach, special_of};
use crate::core::Seat;
use arrayvec::ArrayVec;

impl Defenders {
    /// Carries out a legal decision.
    pub(crate) fn answer(&mut self, seat: Seat, pending: Pending, action: A, events: &mut Events) {
        match (pending, action) {
            (Pending::ChooseHero, A::ChooseHero { hero }) => self.hero_arrives(seat, hero, events),
            (Pending::Stance, A::Stance { stance }) => {
                if let Some(h) = self.hero_mut(seat) {
                    h.stance = Some(stance);
                }
            }
            (Pending::Form, A::Form { colour }) => {
                if let Some(h) = self.hero_mut(seat) {
                    h.form = colour;
                }
            }
            (Pending::Action, a) => {
                if a != A::EndDay {
                    self.tasks.push(seat, Task::Daytime);
                }
                self.do_action(seat, a, events);
            }
            (Pending::Commit, a) => {
                match a {
                    A::Commit { card } => {
                        if let Some(h) = self.hero_mut(seat) {
                            if let Some(i) = h.hand.iter().position(|&c| c == card) {
                                h.hand.remove(i);
                            }
                        }
                        if let Some(c) = self.combat.as_mut() {
                            c.committed.push((seat, card));
                        }
                    }
                    A::Reward { quest } => {
                        self.take_reward(seat, quest, events);
                        if let Some(c) = self.combat.as_mut() {
                            match quest {
                                Quest::FindMagicGate => c.boost.push((seat, FIND_MAGIC_GATE_DICE)),
                                _ => c.blessed = true,
                            }
                        }
                    }
                    _ => {
                        if let Some(c) = self.combat.as_mut() {
                            if !c.to_commit.is_empty() {
                                c.to_commit.remove(0);
                            }
                        }
                    }
                }
                self.commit_next();
            }
            (Pending::NextAttacker, A::Attacker { seat: s }) => self.attack_roll(s),
            (Pending::Reroll, A::Reroll { source }) => self.reroll(seat, source, events),
            (Pending::Reroll, _) => {
                if let Some(r) = self.roll.as_mut() {
                    r.settled = true;
                }
            }
            (Pending::Discard { count }, A::Discard { card }) => {
                self.spend_card(seat, card);
                events.push(DefendersEvent::CardDiscarded { seat, card });
                if count > 1 && self.hero(seat).is_some_and(|h| !h.hand.is_empty()) {
                    self.tasks.push(seat, Task::Decide(Pending::Discard { count: count - 1 }));
                }
            }
            (Pending::Push, A::Pick { target: Target::Loc(to) }) => {
                if let Some(from) = self.hero(seat).map(|h| h.loc) {
                    let b = Colour::Black.index();
                    if self.board[usize::from(from)].minions[b] > 0 {
                        self.board[usize::from(from)].minions[b] -= 1;
                        self.board[usize::from(to)].minions[b] += 1;
                        events.push(DefendersEvent::MinionsRemoved { loc: from, colour: Colour::Black, count: 1 });
                        events.push(DefendersEvent::MinionsPlaced { loc: to, colour: Colour::Black, count: 1 });
                    }
                    self.push_left = self.push_left.saturating_sub(1);
                    if self.push_left > 0 && !self.push_targets(from).is_empty() {
                        self.tasks.push(seat, Task::Decide(Pending::Push));
                    }
                }
            }
            (Pending::Window { point }, a) => {
                // A pass: the task under the decision already holds the window once it passed.
                if a == A::Pass {
                    return;
                }
                self.window_play(seat, point);
                self.play_free(seat, a, events);
            }
            (Pending::Foresight, A::Redraw) => self.foresight_redraw(),
            (Pending::Foresight, _) => {}
            (Pending::Effect(e), a) => self.effect_pick(seat, e, a, events),
            _ => {}
        }
    }

    /// Spends one action: life tokens first, then bonus actions (designed: rulebook silent —
    /// the order that leaves the most used tokens to absorb a later penalty, ruling A-12).
    /// True if it was a bonus action (only bonus actions were left).
    fn spend_action(&mut self, seat: Seat) -> bool {
        let Some(h) = self.hero_mut(seat) else { return false };
        h.actions = h.actions.saturating_sub(1);
        let from_bonus = h.bonus > h.actions;
        h.bonus = h.bonus.min(h.actions);
        from_bonus
    }

    /// Gives back an action [`Defenders::spend_action`] spent (`from_bonus`: as it reported).
    pub(crate) fn refund_action(&mut self, seat: Seat, from_bonus: bool) {
        if let Some(h) = self.hero_mut(seat) {
            h.actions = h.actions.saturating_add(1);
            if from_bonus {
                h.bonus = h.bonus.saturating_add(1).min(h.actions);
            }
        }
    }

    /// Test access to [`Defenders::spend_action`].
    #[cfg(test)]
    pub(crate) fn spend_action_for_test(&mut self, seat: Seat) {
        let _ = self.spend_action(seat);
    }

    fn do_action(&mut self, seat: Seat, a: A, events: &mut Events) {
        let free = match a {
            A::Play { card } => special_of(card) != Some(Special::BattleFury),
            A::Reward { .. } | A::EndDay => true,
            _ => false,
        };
        let from_bonus = !free && self.spend_action(seat);
        let Some(h) = self.hero(seat).cloned() else { return };
        let here = h.loc;
        match a {
            A::Foot { to } | A::GateToGate { to } => self.move_hero(seat, to, events),
            A::CardMove { card, to } => {
                self.spend_card(seat, card);
                self.move_hero(seat, to, events);
            }
            A::SkillMove { to } => {
                let in_form = h.form.is_some();
                let short = (h.kind == HeroKind::Paladin || h.rewards.contains(&Quest::UnicornSteed))
                    && reach(here, RIDE_STEPS, in_form).contains(&to);
                let flight = h.kind == HeroKind::EagleRider && reach(here, FLIGHT_STEPS, false).contains(&to);
                if !short && !flight && h.kind == HeroKind::Wizard {
                    self.this_turn.teleported = true;
                }
                self.move_hero(seat, to, events);
            }
            A::BuildGate { card } => {
                self.spend_card(seat, card);
                self.build_gate(seat, here, true, events);
            }
            A::Rumors { colour } => {
                self.this_turn.rumors += 1;
                let n = if h.kind == HeroKind::Rogue { ROGUE_RUMORS_DRAW } else { RUMORS_DRAW };
                self.tasks.push(
                    seat,
                    Task::DrawCards { seat, count: n, filter: Some(super::super::state::Filter { colour }) },
                );
            }
            A::HealLand { card } => {
                self.spend_card(seat, card);
                let dice = HEAL_LAND_DICE + u8::from(h.kind == HeroKind::Sorcerer);
                self.start_roll(RollFor::HealLand { seat }, vec![None; usize::from(dice)]);
            }
            A::Purify => self.start_roll(RollFor::HealLand { seat }, vec![None; usize::from(HEAL_LAND_DICE)]),
            A::HealWounds => {
                let full = here == MONARCH_CITY || location(here).kind == LocKind::Inn;
                let n = if full { h.max_life - h.life } else { FIELD_HEAL.min(h.max_life - h.life) };
                if let Some(h) = self.hero_mut(seat) {
                    h.life += n;
                }
                events.push(DefendersEvent::HeroHealed { seat, count: n });
            }
            A::Engage { at } => self.engage(seat, at, false),
            A::Fireball { card } => {
                self.spend_card(seat, card);
                self.engage(seat, here, true);
            }
            A::Slay { general } => while self.defeat_minion(here, general.colour(), Some(seat), events) {},
            A::AttackGeneral => {
                if let Some(g) = self.general_at(here) {
                    self.begin_combat(seat, g, from_bonus);
                }
            }
            A::Quest { dice } => self.do_quest(seat, dice, events),
            A::Play { card } if special_of(card) == Some(Special::BattleFury) => {
                self.spend_card(seat, card);
                events.push_with(|| DefendersEvent::Played { seat, what: "Battle Fury".into() });
                self.clear_location(here, Some(seat), events);
            }
            A::Play { .. } | A::Reward { .. } => self.play_free(seat, a, events),
            _ => {}
        }
    }

    /// Builds a gate: the Build action (`by_action`, which can complete Find Magic Gate: "normal
    /// gate-building rules", F§6) or the purple Magic Gate.
    fn build_gate(&mut self, seat: Seat, l: super::super::data::Loc, by_action: bool, events: &mut Events) {
        if self.gates == 0 || self.board[usize::from(l)].gate {
            return;
        }
        self.gates -= 1;
        self.board[usize::from(l)].gate = true;
        events.push(DefendersEvent::GateBuilt { loc: l });
        self.gate_built_for_quest(seat, l, by_action, events);
    }

    fn take_reward(&mut self, seat: Seat, q: Quest, events: &mut Events) {
        if let Some(h) = self.hero_mut(seat) {
            if let Some(i) = h.rewards.iter().position(|&r| r == q) {
                h.rewards.remove(i);
            }
        }
        events.push_with(|| DefendersEvent::Played { seat, what: quest_name(q) });
    }

    /// A purple card or a quest reward played outside combat.
    fn play_free(&mut self, seat: Seat, a: A, events: &mut Events) {
        let push = |g: &mut Defenders, e: Effect| g.tasks.push(seat, Task::Decide(Pending::Effect(e)));
        match a {
            A::Play { card } => {
                let Some(special) = special_of(card) else { return };
                self.spend_card(seat, card);
                events.push_with(|| DefendersEvent::Played { seat, what: special_name(card) });
                match special {
                    Special::MagicGate => push(self, Effect::PlaceGate),
                    Special::HammerOfValor => {
                        push(self, Effect::MoveHero { hero: None, left: 0, moved: ArrayVec::new() })
                    }
                    Special::SpellOfPurity => push(self, Effect::Purity),
                    Special::ElvenArchers => push(self, Effect::Archers { left: ELVEN_ARCHERS_LOCATIONS }),
                    Special::BattleStrategy => push(self, Effect::Strategy { left: BATTLE_STRATEGY_LOCATIONS }),
                    Special::AllIsQuiet => self.night.skip = true,
                    Special::LocalInformation => push(self, Effect::CallColour { draws: LOCAL_INFORMATION_DRAW, seat }),
                    Special::KingsGuardAttack => {
                        push(self, Effect::Kill { left: KINGS_GUARD_MINIONS, center: None, seat })
                    }
                    Special::CavalrySweep => push(
                        self,
                        Effect::Sweep { at: None, budget: SWEEP_MINIONS, here: 0, visited: Vec::new(), seat },
                    ),
                    Special::DarkVisions => {
                        let n = VISIONS.min(self.dark_deck.len() as u8);
                        self.tasks.push(seat, Task::Visions { left: n });
                    }
                    Special::SpyInTheCamp => push(self, Effect::Spy),
                    Special::MilitiaSecuresArea => push(self, Effect::CancelPlacement { colour: None }),
                    Special::StrongDefenses => self.night.cancel_advance = true,
                    Special::BattleLuck | Special::BattleFury => {}
                }
            }
            A::Reward { quest } => {
                self.take_reward(seat, quest, events);
                match quest {
                    Quest::FindMagicGate => self.this_turn.boost = FIND_MAGIC_GATE_DICE,
                    Quest::OrganizeMilitia => self.night.cancel_advance = true,
                    Quest::KingOfTheGryphons => {
                        push(self, Effect::MoveHero { hero: None, left: 1, moved: ArrayVec::new() })
                    }
                    Quest::Raids => self.night.skip = true,
                    Quest::CrystalOfLight => {
                        if let Some(l) = self.hero(seat).map(|h| h.loc) {
                            self.remove_crystal(l, events);
                        }
                    }
                    Quest::AncientTreeOfMagic => push(self, Effect::OneCrystal),
                    q => {
                        if let Some(colour) = hunter_colour(q) {
                            push(self, Effect::CancelPlacement { colour: Some(colour) });
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Dark Visions: reveal the next cards one chance event at a time, then decide.
    pub(crate) fn visions_step(&mut self, seat: Seat, left: u8) {
        if left > 0 && self.dark_deck.unseen_in_deck() > 0 && self.dark_deck.known_top().len() < usize::from(VISIONS) {
            self.tasks.push(seat, Task::Visions { left: left - 1 });
            self.tasks.push(seat, Task::Chance(super::super::state::Need::Dark));
            return;
        }
        let mut undecided = VisionCards::new();
        while !self.dark_deck.known_top().is_empty() && !undecided.is_full() {
            match self.dark_deck.draw_known() {
                Ok(c) => undecided.push(c),
                Err(_) => break,
            }
        }
        if !undecided.is_empty() {
            self.tasks.push(
                seat,
                Task::Decide(Pending::Effect(Effect::Visions {
                    undecided,
                    kept: VisionCards::new(),
                    ordered: VisionCards::new(),
                })),
            );
        }
    }

    fn effect_pick(&mut self, seat: Seat, e: Effect, a: A, events: &mut Events) {
        let again = |g: &mut Defenders, e: Effect| g.tasks.push(seat, Task::Decide(Pending::Effect(e)));
        match (e, a) {
            (Effect::PlaceGate, A::Pick { target: Target::Loc(l) }) => self.build_gate(seat, l, false, events),
            (Effect::MoveHero { hero: None, left, moved }, A::Pick { target: Target::Hero(s) }) => {
                again(self, Effect::MoveHero { hero: Some(s), left, moved })
            }
            (Effect::MoveHero { hero: Some(s), left, mut moved }, A::Pick { target: Target::Loc(l) }) => {
                self.move_hero(s, l, events);
                let _ = moved.try_push(s);
                if left > 0 {
                    again(self, Effect::MoveHero { hero: None, left: left - 1, moved });
                }
            }
            (Effect::Purity, A::Pick { target: Target::Loc(l) }) => {
                while self.board[usize::from(l)].crystals > 0 {
                    self.remove_crystal(l, events);
                }
            }
            (Effect::OneCrystal, A::Pick { target: Target::Loc(l) }) => self.remove_crystal(l, events),
            (Effect::Archers { left }, A::Pick { target: Target::Loc(l) }) => {
                self.clear_location(l, Some(seat), events);
                if left > 1 {
                    again(self, Effect::Archers { left: left - 1 });
                }
            }
            (Effect::Strategy { left }, A::Pick { target: Target::Loc(l) }) => {
                self.clear_location(l, Some(seat), events);
                again(self, Effect::Strategy { left: left.saturating_sub(1) });
            }
            (Effect::Strategy { left }, A::Done) if left > 0 => again(self, Effect::Strategy { left: 0 }),
            (Effect::Strategy { .. }, A::Pick { target: Target::General(g) }) => {
                let st = &mut self.generals[g.index()];
                if st.step > 0 {
                    st.step -= 1;
                    let to = g.data().path[usize::from(st.step)];
                    events.push(DefendersEvent::GeneralMoved { general: g, to });
                }
            }
            (Effect::Kill { left, center, seat: s }, A::Pick { target: Target::Minion(l, c) }) => {
                self.defeat_minion(l, c, Some(s), events);
                if left > 1 {
                    again(self, Effect::Kill { left: left - 1, center, seat: s });
                }
            }
            (Effect::Sweep { at: None, budget, seat: s, .. }, A::Pick { target: Target::Loc(l) }) => {
                again(self, Effect::Sweep { at: Some(l), budget, here: 0, visited: vec![l], seat: s })
            }
            (
                Effect::Sweep { at: Some(at), budget, here, visited, seat: s },
                A::Pick { target: Target::Minion(l, c) },
            ) => {
                self.defeat_minion(l, c, Some(s), events);
                let cost = if c == Colour::Blue { SWEEP_BLUE_COST } else { 1 };
                let budget = budget.saturating_sub(cost);
                if budget > 0 {
                    again(self, Effect::Sweep { at: Some(at), budget, here: here + 1, visited, seat: s });
                }
            }
            (Effect::Sweep { at: Some(_), budget, mut visited, seat: s, .. }, A::Pick { target: Target::Loc(n) }) => {
                visited.push(n);
                again(self, Effect::Sweep { at: Some(n), budget, here: 0, visited, seat: s });
            }
            (Effect::Spy, A::Pick { target: Target::General(g) }) => self.night.spied.push(g),
            (Effect::CancelPlacement { .. }, A::Pick { target: Target::Loc(l) }) => {
                if let Some((card, _)) = self.night.current {
                    if let super::super::data::DarkKind::Regular { a, b } = super::super::data::dark_card(card).kind {
                        let i = if a.0 == l && !self.night.cancel_place[0] {
                            0
                        } else if b.0 == l {
                            1
                        } else {
                            0
                        };
                        self.night.cancel_place[i] = true;
                    }
                }
            }
            (Effect::CallColour { draws, seat: s }, A::Pick { target: Target::Colour(c) }) => {
                self.tasks.push(
                    s,
                    Task::DrawCards { seat: s, count: draws, filter: Some(super::super::state::Filter { colour: c }) },
                );
            }
            (Effect::Visions { mut undecided, mut kept, ordered }, A::Keep | A::Pass) => {
                let card = undecided.remove(0);
                if a == A::Keep {
                    let _ = kept.try_push(card);
                } else {
                    self.dark_discard.push(card);
                }
                self.visions_next(seat, undecided, kept, ordered);
            }
            (Effect::Visions { undecided, mut kept, mut ordered }, A::Pick { target: Target::Dark(d) }) => {
                if let Some(i) = kept.iter().position(|&k| k == d) {
                    let _ = ordered.try_push(kept.remove(i));
                }
                self.visions_next(seat, undecided, kept, ordered);
            }
            _ => {}
        }
    }

    fn visions_next(&mut self, seat: Seat, undecided: VisionCards, mut kept: VisionCards, mut ordered: VisionCards) {
        // Nothing left to order: no card kept, or every kept card the same.
        let all_same = kept.iter().all(|&k| k == kept[0]);
        if undecided.is_empty() && (kept.is_empty() || all_same) {
            // The three piles together hold the revealed cards, at most 5: this always fits.
            let _ = ordered.try_extend_from_slice(&kept);
            kept.clear();
            for &c in ordered.iter().rev() {
                self.dark_deck.put_on_top(c);
            }
            return;
        }
        self.tasks.push(seat, Task::Decide(Pending::Effect(Effect::Visions { undecided, kept, ordered })));
    }
}

/// The display name of a purple card.
pub(crate) fn special_name(card: HeroCardId) -> String {
    match hero_card(card).kind {
        CardKind::Special { special, .. } => special.name().to_string(),
        CardKind::Location { .. } => String::new(),
    }
}

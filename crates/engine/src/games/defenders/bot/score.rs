//! The score of each decision: moves, the Daytime actions, combat, discards and the Darkness.

use super::super::action::{DefendersAction as A, Target};
use super::super::data::{
    distance, location, neighbours, quest_data, Colour, Loc, Requirement, GENERAL_LIST, MONARCH_CITY,
};
use super::super::state::{Pending, Reroll, Stance};
use super::mind::{ring, Mind};
use super::prices::*;
use super::why::{Odds, Use, Why};

impl Mind<'_> {
    pub(super) fn move_score(&self, to: Loc, cost: f32) -> (f32, Why) {
        let Some(h) = self.hero() else { return (f32::MIN, Why::Nothing) };
        let here = h.loc;
        let gain = self.reach[usize::from(to)].max(self.target[usize::from(to)]) - self.reach[usize::from(here)];
        let mut s = gain + 0.5 * self.target[usize::from(to)] - cost;
        if h.actions <= 1 && self.wounds_at(to) >= h.life {
            s -= 100.0;
        }
        // Where the turn will end, each wound costs an action on every turn until it is healed.
        if h.actions <= 1 {
            s -= WOUND_PRICE * f32::from(self.wounds_at(to));
        } else if h.actions == 2 {
            s -= WOUND_PRICE_EARLY * f32::from(self.wounds_at(to));
        }
        // The place it heads for: `to` itself when it is worth as much as anything beyond.
        let goal = if self.target[usize::from(to)] >= self.reach[usize::from(to)] {
            self.pull[usize::from(to)].map(|p| (to, p))
        } else {
            self.goal[usize::from(to)].and_then(|l| self.pull[usize::from(l)].map(|p| (l, p)))
        };
        (s, Why::Move { to, goal })
    }

    /// The legal decisions with the best score (several when tied), each with its reason.
    pub(super) fn best(&self, pending: &Pending, legal: &[A]) -> Vec<(A, Why)> {
        let mut best = f32::MIN;
        let mut picks: Vec<(A, Why)> = Vec::new();
        for &a in legal {
            let (s, why) = self.score(pending, a);
            if s > best + 1e-4 {
                best = s;
                picks.clear();
                picks.push((a, why));
            } else if (s - best).abs() <= 1e-4 {
                picks.push((a, why));
            }
        }
        picks
    }

    pub(super) fn score(&self, pending: &Pending, a: A) -> (f32, Why) {
        let g = self.g;
        let Some(h) = self.hero() else {
            return match a {
                A::ChooseHero { hero } => (hero_preference(hero), Why::TakeHero(hero)),
                _ => (0.0, Why::Nothing),
            };
        };
        let here = h.loc;
        let spot = g.board[usize::from(here)];
        match (pending, a) {
            (_, A::ChooseHero { hero }) => (hero_preference(hero), Why::TakeHero(hero)),
            (_, A::Stance { stance }) => {
                (pick(stance == Stance::Sky, 1.0, 0.0), if stance == Stance::Sky { Why::Sky } else { Why::Ground })
            }
            (_, A::Form { colour }) => match colour {
                None => (0.5, Why::OwnForm),
                Some(c) => {
                    let near: u8 = std::iter::once(here)
                        .chain(neighbours(here).iter().copied())
                        .map(|l| g.board[usize::from(l)].minions[c.index()])
                        .sum();
                    (f32::from(near), Why::Form(c, near))
                }
            },
            (Pending::Action, a) => self.day_score(a, here, spot),
            (Pending::Commit, A::Commit { card }) => (10.0, Why::Commit(card)),
            (Pending::Commit, A::Reward { quest }) => (9.0, Why::Reward(quest, Use::Free)),
            (Pending::Commit, _) => (0.0, Why::CommitDone),
            (Pending::NextAttacker, A::Attacker { seat }) => {
                if seat == g.combat.as_ref().map_or(self.seat, |c| c.initiator) {
                    (0.0, Why::Attacker { seat, initiator: true })
                } else {
                    (1.0, Why::Attacker { seat, initiator: false })
                }
            }
            (Pending::Reroll, A::Reroll { source }) => {
                if source == Reroll::BattleLuck && g.combat.is_none() {
                    (-1.0, Why::Reroll(source))
                } else {
                    (1.0, Why::Reroll(source))
                }
            }
            (Pending::Reroll, _) => (0.0, Why::Keep { saving_luck: g.combat.is_none() }),
            (Pending::Discard { .. }, A::Discard { card }) => {
                let (value, worth) = self.card_value(card);
                (-value, Why::Discard(card, worth))
            }
            (Pending::Push, A::Pick { target: Target::Loc(l) }) => {
                (f32::from(distance(l, MONARCH_CITY)) - f32::from(g.board[usize::from(l)].total()), Why::Push(l))
            }
            (Pending::Window { point }, a) => self.window_score(*point, a),
            (Pending::Foresight, A::Redraw) => {
                let card = g.night.current.map(|(c, _)| c);
                (self.dark_danger(card) - 3.0, Why::Foresight { card, redraw: true })
            }
            (Pending::Foresight, _) => (0.0, Why::Foresight { card: g.night.current.map(|(c, _)| c), redraw: false }),
            (Pending::Effect(e), a) => self.effect_score(e, a),
            _ => (0.0, Why::Nothing),
        }
    }

    pub(super) fn day_score(&self, a: A, here: Loc, spot: super::super::state::Spot) -> (f32, Why) {
        let g = self.g;
        let Some(h) = self.hero() else { return (0.0, Why::Nothing) };
        let m = f32::from(spot.total());
        match a {
            A::EndDay => {
                let w = self.wounds_at(here);
                let why = Why::EndDay { actions: h.actions, wounds: w, deadly: w >= h.life };
                if w >= h.life {
                    (-60.0, why)
                } else {
                    (-WOUND_PRICE_END_DAY * f32::from(w), why)
                }
            }
            A::Engage { at } => {
                let t = f32::from(g.board[usize::from(at)].total());
                let mut s = 18.0 + 5.0 * t;
                if g.board[usize::from(at)].total() >= 3 {
                    s += 8.0;
                }
                if ring(at) || at == MONARCH_CITY {
                    s += 10.0;
                }
                (s, Why::Engage { at, minions: g.board[usize::from(at)].total() })
            }
            A::Slay { general } => (45.0 + 5.0 * m, Why::Slay(general, spot.minions[general.colour().index()])),
            A::Fireball { card } => {
                if spot.total() >= 2 {
                    (20.0 + 6.0 * m - self.card_value(card).0, Why::Fireball { minions: spot.total(), worth: true })
                } else {
                    (-5.0, Why::Fireball { minions: spot.total(), worth: false })
                }
            }
            A::AttackGeneral => match g.general_at(here) {
                Some(gen) if self.attack_margin(gen, here) > -1.0 => (80.0, Why::AttackGeneral(gen, Odds::Favoured)),
                Some(gen) if h.hand.len() >= 8 && self.attack_margin(gen, here) > -2.0 => {
                    (60.0, Why::AttackGeneral(gen, Odds::FullHand))
                }
                Some(gen) if g.generals[gen.index()].step >= 2 && self.attack_margin(gen, here) > -1.5 => {
                    (50.0, Why::AttackGeneral(gen, Odds::Near))
                }
                Some(gen)
                    if gen.data().major_at > 0
                        && g.generals[gen.index()].step >= 2
                        && self.attack_margin(gen, here) + f32::from(gen.data().major_at) > 0.5 =>
                {
                    (45.0, Why::AttackGeneral(gen, Odds::MajorWound))
                }
                Some(gen) => (-100.0, Why::AttackGeneral(gen, Odds::Poor)),
                None => (-100.0, Why::Nothing),
            },
            A::HealWounds => {
                let lost = f32::from(h.max_life - h.life);
                let urgent = h.life * 2 <= h.max_life || h.life <= 2;
                let why = Why::Heal { life: h.life, max: h.max_life, urgent };
                if urgent {
                    (HEAL_BASE + HEAL_PER_LIFE * lost + 10.0, why)
                } else {
                    (HEAL_BASE + HEAL_PER_LIFE * lost, why)
                }
            }
            A::HealLand { card } => (
                15.0 + if g.crystals <= 5 { 15.0 } else { 0.0 } - self.card_value(card).0,
                Why::HealLand { at: here, low: g.crystals <= 5, purify: false },
            ),
            A::Purify => (
                16.0 + if g.crystals <= 5 { 15.0 } else { 0.0 },
                Why::HealLand { at: here, low: g.crystals <= 5, purify: true },
            ),
            A::Quest { dice } => {
                let why = Why::Quest(h.quest.map(|q| q.quest));
                let q = h.quest.map(|q| quest_data(q.quest).requirement);
                match q {
                    Some(Requirement::RollPerAction { .. }) => (10.0 + 3.0 * f32::from(dice), why),
                    _ => (22.0, why),
                }
            }
            A::BuildGate { card } => {
                let quest = h.quest.is_some_and(|q| matches!(quest_data(q.quest).requirement, Requirement::BuildGate(c) if location(here).colour == Some(c)));
                if quest {
                    (30.0, Why::BuildGate { quest })
                } else {
                    (1.0 - self.card_value(card).0 * 0.5, Why::BuildGate { quest })
                }
            }
            A::Rumors { colour } => {
                let wanted = colour == self.wanted_colour();
                let why = Why::Rumors { colour, hand: h.hand.len(), wanted };
                if wanted && h.hand.len() < RUMORS_HAND {
                    (20.0, why)
                } else if h.hand.len() < 6 {
                    (8.0 + if wanted { 2.0 } else { 0.0 }, why)
                } else {
                    (-3.0, why)
                }
            }
            A::Foot { to } | A::GateToGate { to } => self.move_score(to, 0.0),
            A::SkillMove { to } => self.move_score(to, 0.5),
            A::CardMove { card, to } => self.move_score(to, 2.0 + self.card_value(card).0),
            A::Play { card } => self.play_value(card, None),
            A::Reward { quest } => self.reward_value(quest, None),
            _ => (-1.0, Why::Nothing),
        }
    }

    /// The colour of the General the heroes should fight next: the undefeated one nearest the city.
    pub(super) fn wanted_colour(&self) -> Colour {
        let g = self.g;
        if let Some(p) = self.plan {
            return p.colour();
        }
        GENERAL_LIST
            .iter()
            .filter(|&&x| g.generals[x.index()].remaining > 0)
            .max_by_key(|&&x| g.generals[x.index()].step)
            .map_or(Colour::Black, |x| x.colour())
    }
}

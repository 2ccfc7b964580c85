//! Perform Your Actions: attacks, defeats, Overkill and repairs; and the dispatcher that
//! carries out every legal decision.

use super::super::action::{ValeriaAction as A, ValeriaEvent};
use super::super::data::{ChampionPower, TroopKind, BACK_FOR_MORE_CHAMPIONS, DICE, REACTIVATED_DICE};
use super::super::state::{Attack, CellUse, Discarded, Foe, Ids, Pending, Task, TurretUse, Valeria, Zone};
use super::query::clamp_u8;
use super::Events;

impl Valeria {
    /// Carries out a decision already checked against [`Valeria::legal_for`]. The decision's
    /// pending question is on top of the stack.
    pub(crate) fn answer(&mut self, p: Pending, action: A, ev: &mut Events) {
        match (p, action) {
            (Pending::Window { before }, A::PlayTroop { .. } | A::UseChampion { .. }) => {
                self.play_in_window(before, action, ev);
            }
            (Pending::Window { before }, A::Continue) => self.pass_window(before),
            (p, A::PlayTroop { troop }) => self.play_troop(troop, &p, ev),
            (Pending::Attack(a), A::UseChampion { turret }) if self.bonus_against(turret, a.target).is_some() => {
                if let Some(Task::Decide(Pending::Attack(a))) = self.tasks.top_mut() {
                    a.bonuses.push(turret);
                }
            }
            (_, A::UseChampion { turret }) => self.use_champion(turret, ev),
            (Pending::AfterDefeat { .. }, A::Continue) => {
                self.tasks.pop();
            }
            (Pending::Actions, A::Attack { cell }) => {
                if let Some(foe) = self.slot(cell).map(|s| s.foe) {
                    self.decide(Pending::Attack(Attack {
                        target: cell,
                        foe,
                        talon: false,
                        dice: Ids::new(),
                        bonuses: Ids::new(),
                    }));
                }
            }
            (Pending::Actions, A::RepairWithDie) => self.decide(Pending::Turret { purpose: TurretUse::RepairWithDie }),
            (Pending::Actions, A::RepairWithChampion { turret }) => {
                // rulebook: Fortress — discard a face-up Champion to remove one Impact from its Turret.
                if let Some((champion, _)) = self.turrets[usize::from(turret)].champion.take() {
                    self.discard.push(Discarded::Champion(champion));
                    ev.push(ValeriaEvent::ChampionDiscarded { champion, turret });
                    self.remove_impacts(turret, 1, ev);
                }
            }
            (Pending::Actions, A::EndActions) => {
                self.tasks.pop();
                // rulebook: Perform Your Actions — unused dice return to the pool (ruling A-9).
                for d in &mut self.dice {
                    if d.zone == Zone::Active {
                        d.zone = Zone::Spent;
                    }
                }
            }
            (Pending::Attack(_) | Pending::OverkillPay { .. } | Pending::PickDice { .. }, A::Die { die }) => {
                match self.tasks.top_mut() {
                    Some(Task::Decide(Pending::Attack(a))) => a.dice.push(die),
                    Some(Task::Decide(Pending::OverkillPay { dice, .. })) => dice.push(die),
                    Some(Task::Decide(Pending::PickDice { picked, .. })) => picked.push(die),
                    _ => {}
                }
            }
            (Pending::Attack(a), A::Confirm) => {
                self.tasks.pop();
                self.confirm_attack(a, ev);
            }
            (Pending::Attack(a), A::Cancel) => {
                self.tasks.pop();
                // Giving up loses nothing: the Gargoyle Talon that made the attack comes back.
                if a.talon {
                    self.take_back(TroopKind::GargoyleTalon, ev);
                }
            }
            (Pending::OverkillPay { from, efreet, leftover, leftover_magic, .. }, A::Cancel) => {
                self.tasks.pop();
                // Giving up loses nothing: the Overkill card comes back, and the chance to
                // Overkill after the defeat is offered again, as it was before the card was played.
                let troop = if efreet { TroopKind::EfreetEnflamme } else { TroopKind::LycanMage };
                self.take_back(troop, ev);
                self.decide(Pending::AfterDefeat { cell: from, leftover, leftover_magic });
            }
            (Pending::OverkillPay { target, efreet, owed, dice, .. }, A::Confirm) => {
                self.tasks.pop();
                let sum: u16 = dice.iter().map(|d| u16::from(self.dice[usize::from(*d)].value)).sum();
                let holy: u16 = dice
                    .iter()
                    .filter(|d| self.is_holy(**d))
                    .map(|d| u16::from(self.dice[usize::from(*d)].value))
                    .sum();
                for d in &dice {
                    self.spend(*d);
                }
                let over = sum.saturating_sub(u16::from(owed));
                let over_magic = if efreet { over } else { over.min(holy) };
                self.defeat(target, true, clamp_u8(over), clamp_u8(over_magic), ev);
            }
            (Pending::Die { purpose }, A::Die { die }) => {
                self.tasks.pop();
                self.die_chosen(purpose, die, ev);
            }
            (Pending::Direction { die }, A::Direction { up }) => {
                self.tasks.pop();
                let from = self.dice[usize::from(die)].value;
                let to = if up { from + 1 } else { from - 1 };
                self.set_die(die, to, ev);
            }
            (Pending::PickDice { raise, picked }, A::Continue) => {
                self.tasks.pop();
                if raise {
                    for &d in &picked {
                        let v = self.dice[usize::from(d)].value;
                        self.set_die(d, v + 1, ev);
                    }
                } else {
                    for &d in picked.iter().rev() {
                        self.push(Task::Chance(super::super::state::Need::Roll { die: d }));
                    }
                }
            }
            (Pending::Cell { purpose }, A::Cell { cell }) => {
                self.tasks.pop();
                self.cell_chosen(purpose, cell, ev);
            }
            (Pending::Turret { purpose }, A::Turret { turret }) => {
                self.tasks.pop();
                self.turret_chosen(purpose, turret, ev);
            }
            (Pending::Champion { champion }, A::Turret { turret }) => {
                self.tasks.pop();
                self.place_champion(champion, turret, ev);
            }
            (Pending::Champion { champion }, A::ReturnChampion) => {
                self.tasks.pop();
                // rulebook: Champions — an unwanted Champion goes to the bottom, without repair.
                self.champions.put_on_bottom(champion);
                ev.push(ValeriaEvent::ChampionReturned { champion });
            }
            (Pending::Order { troops, placed, total }, A::Order { index }) => {
                self.tasks.pop();
                let len = if troops { self.troops.known_top().len() } else { self.events.known_top().len() };
                let pick = usize::from(placed + index);
                let mut order: Vec<usize> = (0..len).collect();
                let moved = order.remove(pick);
                order.insert(usize::from(placed), moved);
                if troops {
                    self.troops.reorder_top(&order);
                } else {
                    self.events.reorder_top(&order);
                }
                if placed + 1 < total {
                    self.decide(Pending::Order { troops, placed: placed + 1, total });
                } else {
                    ev.push(ValeriaEvent::Reordered { troops });
                }
            }
            (Pending::BackForMoreTop { pair }, A::TopChampion { champion }) => {
                self.tasks.pop();
                let other = if pair[0] == champion { pair[1] } else { pair[0] };
                self.take_from_discard(&pair);
                self.champions.put_on_top(other);
                self.champions.put_on_top(champion);
                ev.push(ValeriaEvent::ChampionsToTop { count: BACK_FOR_MORE_CHAMPIONS as u8 });
            }
            _ => {}
        }
    }

    /// Defeats the target with the assigned dice and bonuses (rulebook: Attacking the Enemy).
    fn confirm_attack(&mut self, a: Attack, ev: &mut Events) {
        let (leftover, leftover_magic) = self.assess(a.target, &a.dice, &a.bonuses).leftover();
        for d in &a.dice {
            self.spend(*d);
        }
        for &t in &a.bonuses {
            // Every attack-bonus Champion is recurring: flip it (rulebook: Champion Powers). A
            // Champion replaced meanwhile lent nothing and stays as it is.
            if self.bonus_against(t, a.target).is_none() {
                continue;
            }
            if let Some((champion, up)) = self.turrets[usize::from(t)].champion.as_mut() {
                *up = false;
                ev.push(ValeriaEvent::ChampionUsed { champion: *champion });
            }
        }
        self.defeat(a.target, false, leftover, leftover_magic, ev);
    }

    /// A spent die goes to the spent area.
    pub(crate) fn spend(&mut self, d: u8) {
        self.dice[usize::from(d)].zone = Zone::Spent;
    }

    /// Removes a defeated card: a Troop to the hand, a Siege Engine to the discard pile with a
    /// Champion as reward and a win check; loaded Troops to the hand; each token a +1
    /// (rulebook: Attacking the Enemy; Defeating a Card with Tokens; Breach Tower; ruling A-27).
    pub(crate) fn defeat(
        &mut self,
        cell: super::super::state::Cell,
        overkill: bool,
        leftover: u8,
        leftover_magic: u8,
        ev: &mut Events,
    ) {
        let Some(slot) = self.take_slot(cell) else { return };
        let (mut strength, mut magic) = (slot.strength, slot.magic);
        for l in &slot.loaded {
            strength += l.strength;
            magic += l.magic;
            self.hand.push(l.troop);
        }
        self.supply.strength += strength;
        self.supply.magic += magic;
        ev.push(ValeriaEvent::Defeated { foe: slot.foe, cell, overkill });
        let engine = match slot.foe {
            Foe::Troop(t) => {
                self.hand.push(t);
                false
            }
            Foe::Engine(e) => {
                self.discard.push(Discarded::Engine(e));
                self.engines_defeated += 1;
                true
            }
        };
        // Last pushed runs first: the win check, then the Champion, the tokens, then Overkill.
        self.decide(Pending::AfterDefeat { cell, leftover, leftover_magic });
        if strength + magic > 0 {
            self.push(Task::TokenBonuses { strength, magic });
        }
        if engine {
            self.push(Task::GainChampions { count: 1 });
            self.push(Task::CheckWin);
        }
    }

    /// After the Overkill target is chosen: pay from the leftover, or ask for fresh dice.
    pub(crate) fn overkill_target(&mut self, purpose: CellUse, target: super::super::state::Cell, ev: &mut Events) {
        let CellUse::Overkill { from, leftover, leftover_magic, efreet } = purpose else { return };
        let cost = super::super::data::OVERKILL_COST;
        let usable = if efreet { leftover_magic } else { leftover };
        if usable >= cost {
            let left = leftover - cost;
            let left_magic = if efreet { leftover_magic - cost } else { leftover_magic.min(left) };
            self.defeat(target, true, left, left_magic, ev);
        } else {
            let Some(foe) = self.slot(target).map(|s| s.foe) else { return };
            self.decide(Pending::OverkillPay {
                target,
                foe,
                from,
                leftover,
                leftover_magic,
                efreet,
                owed: cost - usable,
                dice: Ids::new(),
            });
        }
    }

    /// Returns a played Troop from the discard pile to the hand: what it started was given up
    /// (a give-up never costs a card). It is the latest copy discarded.
    pub(crate) fn take_back(&mut self, troop: TroopKind, ev: &mut Events) {
        let Some(i) = self.discard.iter().rposition(|d| *d == Discarded::Troop(troop)) else { return };
        self.discard.remove(i);
        self.hand.push(troop);
        self.played = self.played.saturating_sub(1);
        ev.push(ValeriaEvent::TroopReturned { troop });
    }

    /// Uses the face-up Champion on a Turret outside an attack's bonuses.
    pub(crate) fn use_champion(&mut self, turret: u8, ev: &mut Events) {
        let Some(champion) = self.face_up(turret) else { return };
        let t = &mut self.turrets[usize::from(turret)];
        if champion.one_time() {
            t.champion = None;
            self.discard.push(Discarded::Champion(champion));
        } else if let Some((_, up)) = t.champion.as_mut() {
            *up = false;
        }
        ev.push(ValeriaEvent::ChampionUsed { champion });
        use super::super::state::{CellUse as C, DieUse as D};
        match champion.power() {
            ChampionPower::AdjustDie { holy } => self.decide(Pending::Die { purpose: D::ChampionNudge { holy } }),
            ChampionPower::Bonus { .. } => {}
            ChampionPower::ClearTokens => self.decide(Pending::Cell { purpose: C::ClearTokens }),
            ChampionPower::MoveImpact => self.decide(Pending::Turret { purpose: TurretUse::MoveImpactFrom }),
            ChampionPower::MoveCard => self.decide(Pending::Cell { purpose: C::MoveFrom }),
            ChampionPower::Reactivate { holy } => {
                let spent: Vec<u8> = (0..DICE)
                    .filter(|d| self.dice[usize::from(*d)].zone == Zone::Spent && self.is_holy(*d) == holy)
                    .take(REACTIVATED_DICE)
                    .collect();
                for d in spent.into_iter().rev() {
                    ev.push(ValeriaEvent::DieGained { die: d });
                    self.push(Task::Chance(super::super::state::Need::Roll { die: d }));
                }
            }
            ChampionPower::RaiseFive => self.decide(Pending::PickDice { raise: true, picked: Ids::new() }),
        }
    }
}

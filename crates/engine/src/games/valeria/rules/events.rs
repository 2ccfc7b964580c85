//! The 18 Events (rulebook: Event Cards). "Do as much as possible; with none of the
//! components, the Event has no effect."

use super::super::action::ValeriaEvent;
use super::super::data::{
    EventKind, ACCIDENTS_FLIPS, BACK_FOR_MORE_CHAMPIONS, CAMP_CRUD_DICE, COLUMNS, DANGEROUS_VISIONS_CARDS, DICE,
    EVENT_TOKENS, FORESIGHT_CARDS, FRIENDS_ARRIVE_CHAMPIONS, TURRETS,
};
use super::super::state::{Among, Cell, CellUse, DieUse, Discarded, Need, Pending, Task, TurretUse, Valeria};
use super::Events;

impl Valeria {
    pub(crate) fn event_effect(&mut self, event: EventKind, ev: &mut Events) {
        let none = |ev: &mut Events| ev.no_effect(event.name());
        let any_die = |s: &Self, purpose| (0..DICE).any(|d| s.die_fits(purpose, d));
        match event {
            EventKind::AccidentsHappen => {
                // Ruling A-29: face-up Champions while any remain.
                let n = self.face_up_turrets().count().min(ACCIDENTS_FLIPS) as u8;
                if n == 0 {
                    none(ev);
                } else {
                    self.decide(Pending::Turret { purpose: TurretUse::FlipChampion { left: n - 1 } });
                }
            }
            EventKind::Deserter | EventKind::SpellSickness => {
                let purpose = DieUse::ToSpent { holy: event == EventKind::SpellSickness };
                if any_die(self, purpose) {
                    self.decide(Pending::Die { purpose });
                } else {
                    none(ev);
                }
            }
            EventKind::BackForMore => {
                // Ruling A-31: the two earliest-discarded Champions; the player picks the top one.
                let found: Vec<_> = self
                    .discard
                    .iter()
                    .filter_map(|d| match d {
                        Discarded::Champion(c) => Some(*c),
                        _ => None,
                    })
                    .take(BACK_FOR_MORE_CHAMPIONS)
                    .collect();
                match found.as_slice() {
                    [] => none(ev),
                    [one] => {
                        self.take_from_discard(&[*one]);
                        self.champions.put_on_top(*one);
                        ev.push(ValeriaEvent::ChampionsToTop { count: 1 });
                    }
                    [a, b, ..] => self.decide(Pending::BackForMoreTop { pair: [*a, *b] }),
                }
            }
            EventKind::BattleLust => self.tokens_event(Among::StrongestVanguardAttack, false, EVENT_TOKENS, event, ev),
            EventKind::FoolsRushIn => self.tokens_event(Among::WeakestVanguardAttack, false, EVENT_TOKENS, event, ev),
            EventKind::FinalPush => self.tokens_event(Among::ClosestEngines, false, EVENT_TOKENS, event, ev),
            EventKind::GargansBlessing => self.tokens_event(Among::ClosestEngines, true, EVENT_TOKENS, event, ev),
            EventKind::ShamansRitual => self.tokens_event(Among::FarthestEngines, true, EVENT_TOKENS, event, ev),
            EventKind::CampCrud => {
                // Ruling A-30: three different dice, above 1 while there are any.
                let eligible = self.changeable_dice().filter(|d| self.dice[usize::from(*d)].value > 1).count();
                let n = eligible.min(CAMP_CRUD_DICE) as u8;
                if n == 0 {
                    none(ev);
                } else {
                    self.decide(Pending::Die { purpose: DieUse::Lower { left: n - 1, picked: 0 } });
                }
            }
            EventKind::DangerousVisions | EventKind::Foresight => {
                let troops = event == EventKind::DangerousVisions;
                let (len, known) = if troops {
                    (self.troops.len(), self.troops.known_top().len())
                } else {
                    (self.events.len(), self.events.known_top().len())
                };
                let total = len.min(if troops { DANGEROUS_VISIONS_CARDS } else { FORESIGHT_CARDS }) as u8;
                if total == 0 {
                    none(ev);
                    return;
                }
                self.decide(Pending::Order { troops, placed: 0, total });
                let reveal = usize::from(total).saturating_sub(known) as u8;
                for left in 0..reveal {
                    self.push(Task::Chance(if troops {
                        Need::RevealTroop { left }
                    } else {
                        Need::RevealEvent { left }
                    }));
                }
            }
            EventKind::FriendsArrive => self.push(Task::GainChampions { count: FRIENDS_ARRIVE_CHAMPIONS }),
            EventKind::LuckyShot => {
                let out_of_range = Cell::all().any(|c| self.cell_fits(CellUse::LuckyShot, c));
                if out_of_range {
                    self.decide(Pending::Cell { purpose: CellUse::LuckyShot });
                } else {
                    none(ev);
                }
            }
            EventKind::ShoreUpTheWalls => {
                if self.turrets.iter().any(|t| t.impacts > 0) {
                    self.decide(Pending::Turret { purpose: TurretUse::ShoreUp });
                } else {
                    none(ev);
                }
            }
            EventKind::TheTurretShudders => {
                // Ruling A-34: with every Turret at 3, nothing happens.
                if (0..TURRETS as u8).any(|t| self.turret_fits(TurretUse::Shudder, t)) {
                    self.decide(Pending::Turret { purpose: TurretUse::Shudder });
                } else {
                    none(ev);
                }
            }
            EventKind::TrainedWarriors | EventKind::UnifiedRites => {
                let magic = event == EventKind::UnifiedRites;
                let targets: Vec<Cell> = (0..COLUMNS as u8)
                    .map(|col| Cell { row: 0, col })
                    .filter(|c| {
                        self.slot(*c).is_some_and(|s| if magic { s.is_magical_troop() } else { s.is_attack_troop() })
                    })
                    .collect();
                let supply = if magic { self.supply.magic } else { self.supply.strength };
                let n = targets.len().min(usize::from(supply)) as u8;
                if n == 0 {
                    none(ev);
                } else if usize::from(n) == targets.len() {
                    for c in targets {
                        self.add_tokens(c, magic, 1, ev);
                    }
                } else {
                    // Too few tokens for all: the player chooses who gets one ("do as much as possible").
                    self.decide(Pending::Cell { purpose: CellUse::OneToken { magic, left: n - 1, picked: 0 } });
                }
            }
        }
    }

    /// Tokens on one of the tied cards an Event names; the player breaks ties.
    fn tokens_event(&mut self, among: Among, magic: bool, count: u8, event: EventKind, ev: &mut Events) {
        let supply = if magic { self.supply.magic } else { self.supply.strength };
        if self.candidates(among) == 0 || supply == 0 {
            ev.no_effect(event.name());
            return;
        }
        self.decide(Pending::Cell { purpose: CellUse::Tokens { magic, count, among } });
    }
}

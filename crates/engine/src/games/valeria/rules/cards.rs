//! Troop powers, Siege Engine effects, and what each choice does once made.

use super::super::action::ValeriaEvent;
use super::super::data::{
    ChampionKind, EngineKind, TroopKind, CATAPULT_FACE, DICE, DIE_SIDES, DOUBLING, INCENDIARIES_FACE,
    OGRES_REACH_IMPACTS, OPPOSITE_FACES_SUM, TREBUCHET_IMPACTS,
};
use super::super::state::{
    Cell, CellUse, DieUse, Discarded, Ids, Loaded, Need, Pending, SiegeMark, Task, TurretUse, Valeria, WindowPoint,
    Zone,
};
use super::Events;

impl Valeria {
    /// Plays a Troop from the hand (rulebook: Troops). Legality was checked: it has an effect.
    pub(crate) fn play_troop(&mut self, troop: TroopKind, p: &Pending, ev: &mut Events) {
        let Some(i) = self.hand.iter().position(|t| *t == troop) else { return };
        self.hand.remove(i);
        self.discard.push(Discarded::Troop(troop));
        self.played += 1;
        ev.push(ValeriaEvent::TroopPlayed { troop });
        let die = |purpose| Pending::Die { purpose };
        match troop {
            TroopKind::DragonkinWarlord => self.decide(die(DieUse::Double)),
            TroopKind::GnollPack => self.decide(die(DieUse::Flip)),
            TroopKind::GoblinWarrior => self.decide(die(DieUse::Nudge)),
            TroopKind::TrollBrute => self.decide(die(DieUse::SetSix)),
            TroopKind::GarganPriest => {
                if let Some(slot) = self.engine_resolving().and_then(|c| self.slot_mut(c)) {
                    slot.siege = Some(SiegeMark::Blocked);
                }
            }
            TroopKind::GargoyleTalon => self.decide(Pending::Cell { purpose: CellUse::TalonTarget }),
            TroopKind::LycanMage | TroopKind::EfreetEnflamme => {
                if let Pending::AfterDefeat { cell, leftover, leftover_magic } = *p {
                    self.tasks.pop();
                    let efreet = troop == TroopKind::EfreetEnflamme;
                    self.decide(Pending::Cell {
                        purpose: CellUse::Overkill { from: cell, leftover, leftover_magic, efreet },
                    });
                }
            }
            TroopKind::OrcArcher => self.gain_die(false, ev),
            TroopKind::RedWitch => {
                // rulebook: Red Witch — the die, then a Champion (ruling A-40: the Champion even
                // if no die was gained).
                self.push(Task::GainChampions { count: 1 });
                self.gain_die(true, ev);
            }
            TroopKind::RuneWitch => self.decide(Pending::PickDice { raise: false, picked: Ids::new() }),
            TroopKind::UndeadSamurai => self.decide(Pending::Cell { purpose: CellUse::SwapFirst }),
        }
    }

    /// Orc Archer / Red Witch: a die from the supply (or, if none is left, from spent) rolled
    /// into the active dice; after phase 4 it joins the pool and is rolled next day (ruling A-47).
    fn gain_die(&mut self, holy: bool, ev: &mut Events) {
        let live = self.dice_live();
        let Some(d) = self.die_to_gain(holy, live) else { return };
        ev.push(ValeriaEvent::DieGained { die: d });
        self.dice[usize::from(d)].zone = Zone::Spent;
        if live {
            self.push(Task::Chance(Need::Roll { die: d }));
        }
    }

    /// Sets a die's face.
    pub(crate) fn set_die(&mut self, die: u8, to: u8, ev: &mut Events) {
        let d = &mut self.dice[usize::from(die)];
        let from = d.value;
        d.value = to;
        if from != to {
            ev.push(ValeriaEvent::DieChanged { die, from, to });
        }
    }

    /// What a chosen die does.
    pub(crate) fn die_chosen(&mut self, purpose: DieUse, die: u8, ev: &mut Events) {
        let v = self.dice[usize::from(die)].value;
        match purpose {
            DieUse::Double => {
                // rulebook: Dragonkin Warlord; ruling A-22 — the doubled value stands.
                self.set_die(die, v * DOUBLING, ev);
                self.dice[usize::from(die)].doubled = true;
            }
            DieUse::Flip => self.set_die(die, OPPOSITE_FACES_SUM - v, ev),
            DieUse::Nudge | DieUse::ChampionNudge { .. } => self.decide(Pending::Direction { die }),
            DieUse::SetSix => self.set_die(die, DIE_SIDES, ev),
            DieUse::TokenBonus { .. } => self.set_die(die, v + 1, ev),
            DieUse::Forfeit => {
                // Back in the supply the die is just a die: no face, no doubling.
                let d = &mut self.dice[usize::from(die)];
                d.zone = Zone::Supply;
                d.doubled = false;
                d.value = d.value.min(DIE_SIDES);
                ev.push(ValeriaEvent::DieForfeited { die });
            }
            DieUse::Reroll { .. } => self.push(Task::Chance(Need::Roll { die })),
            DieUse::ToSpent { .. } => {
                self.spend(die);
                ev.push(ValeriaEvent::DieSpent { die });
            }
            DieUse::Lower { left, picked } => {
                self.set_die(die, v - 1, ev);
                let next = DieUse::Lower { left: left.saturating_sub(1), picked: picked | (1 << die) };
                if left > 0 && (0..DICE).any(|d| self.die_fits(next, d)) {
                    self.decide(Pending::Die { purpose: next });
                }
            }
            DieUse::Repair { turret } => {
                // rulebook: Fortress — any die removes one Impact.
                self.spend(die);
                self.remove_impacts(turret, 1, ev);
            }
        }
    }

    /// What a chosen cell does.
    pub(crate) fn cell_chosen(&mut self, purpose: CellUse, cell: Cell, ev: &mut Events) {
        match purpose {
            CellUse::TalonTarget => {
                if let Some(foe) = self.slot(cell).map(|s| s.foe) {
                    self.decide(Pending::Attack(super::super::state::Attack {
                        target: cell,
                        foe,
                        talon: true,
                        dice: Ids::new(),
                        bonuses: Ids::new(),
                    }));
                }
            }
            CellUse::Overkill { .. } => self.overkill_target(purpose, cell, ev),
            CellUse::SwapFirst => self.decide(Pending::Cell { purpose: CellUse::SwapSecond { first: cell } }),
            CellUse::SwapSecond { first } => {
                // rulebook: Undead Samurai — moving an engine into range does not fire it.
                let a = self.take_slot(first);
                let b = self.take_slot(cell);
                if let Some(a) = a {
                    self.put_slot(cell, a);
                }
                if let Some(b) = b {
                    self.put_slot(first, b);
                }
                ev.push(ValeriaEvent::Swapped { a: first, b: cell });
            }
            CellUse::MoveFrom => self.decide(Pending::Cell { purpose: CellUse::MoveTo { from: cell } }),
            CellUse::MoveTo { from } => {
                if let Some(slot) = self.take_slot(from) {
                    self.put_slot(cell, slot);
                    ev.push(ValeriaEvent::Moved { from, to: cell });
                }
            }
            CellUse::ClearTokens => {
                // "All of the tokens from 1 card": Troops loaded onto a Breach Tower are on it.
                if let Some(slot) = self.slot_mut(cell) {
                    let (mut s, mut m) = (std::mem::take(&mut slot.strength), std::mem::take(&mut slot.magic));
                    for l in &mut slot.loaded {
                        s += std::mem::take(&mut l.strength);
                        m += std::mem::take(&mut l.magic);
                    }
                    self.supply.strength += s;
                    self.supply.magic += m;
                    ev.push(ValeriaEvent::TokensCleared { cell });
                }
            }
            CellUse::Load { tower } => self.load(cell, tower, ev),
            CellUse::Tokens { magic, count, .. } => self.add_tokens(cell, magic, count, ev),
            CellUse::LuckyShot => {
                // Cards may be played before it fires, as in the Siege phase (a Gargan Priest
                // cannot block it: ruling A-28). The shot follows the engine chosen, not its cell:
                // moved in the window, it still fires (from where it stands), and a card moved
                // into its cell does not.
                if let Some(slot) = self.slot_mut(cell) {
                    slot.siege = Some(SiegeMark::LuckyShot);
                }
                self.push(Task::EngineEffect { cell, lucky: true });
                self.decide(Pending::Window { before: WindowPoint::Engine { cell } });
            }
            CellUse::OneToken { magic, left, picked } => {
                self.add_tokens(cell, magic, 1, ev);
                let next = CellUse::OneToken { magic, left: left.saturating_sub(1), picked: picked | (1 << cell.col) };
                if left > 0 {
                    self.decide(Pending::Cell { purpose: next });
                }
            }
        }
    }

    /// What a chosen Turret does.
    pub(crate) fn turret_chosen(&mut self, purpose: TurretUse, turret: u8, ev: &mut Events) {
        match purpose {
            TurretUse::DiscardChampion { then_flip } => {
                if let Some((champion, _)) = self.turrets[usize::from(turret)].champion.take() {
                    self.discard.push(Discarded::Champion(champion));
                    ev.push(ValeriaEvent::ChampionDiscarded { champion, turret });
                }
                if then_flip && self.face_up_turrets().next().is_some() {
                    self.decide(Pending::Turret { purpose: TurretUse::FlipChampion { left: 0 } });
                }
            }
            TurretUse::FlipChampion { left } => {
                if let Some((champion, up)) = self.turrets[usize::from(turret)].champion.as_mut() {
                    *up = false;
                    ev.push(ValeriaEvent::ChampionFlipped { champion: *champion, turret });
                }
                if left > 0 && self.face_up_turrets().next().is_some() {
                    self.decide(Pending::Turret { purpose: TurretUse::FlipChampion { left: left - 1 } });
                }
            }
            TurretUse::MoveImpactFrom => {
                self.decide(Pending::Turret { purpose: TurretUse::MoveImpactTo { from: turret } })
            }
            TurretUse::MoveImpactTo { from } => {
                // Ruling A-35: onto a Turret at 3 this is the 4th Impact, and the game is lost.
                self.remove_impacts(from, 1, ev);
                self.add_impacts(turret, 1, ev);
            }
            TurretUse::ShoreUp => {
                let n = self.turrets[usize::from(turret)].impacts;
                self.remove_impacts(turret, n, ev);
            }
            TurretUse::Shudder => self.add_impacts(turret, 1, ev),
            TurretUse::RepairWithDie => self.decide(Pending::Die { purpose: DieUse::Repair { turret } }),
        }
    }

    /// Puts a drawn Champion on a Turret: face up on an open Turret (ruling A-43), or in place of
    /// the Champion there, keeping its orientation, without repair (rulebook: Champions).
    pub(crate) fn place_champion(&mut self, champion: ChampionKind, turret: u8, ev: &mut Events) {
        let t = &mut self.turrets[usize::from(turret)];
        let face_up = match t.champion.take() {
            Some((old, up)) => {
                self.discard.push(Discarded::Champion(old));
                ev.push(ValeriaEvent::ChampionDiscarded { champion: old, turret });
                up
            }
            None => true,
        };
        self.turrets[usize::from(turret)].champion = Some((champion, face_up));
        ev.push(ValeriaEvent::ChampionGained { champion, turret, face_up });
    }

    /// Removes these Champions from the discard pile.
    pub(crate) fn take_from_discard(&mut self, champions: &[ChampionKind]) {
        for c in champions {
            if let Some(i) = self.discard.iter().position(|d| *d == Discarded::Champion(*c)) {
                self.discard.remove(i);
            }
        }
    }

    /// Adds tokens from the supply ("do as much as possible").
    pub(crate) fn add_tokens(&mut self, cell: Cell, magic: bool, count: u8, ev: &mut Events) {
        let supply = if magic { &mut self.supply.magic } else { &mut self.supply.strength };
        let n = count.min(*supply);
        *supply -= n;
        if let Some(slot) = self.slot_mut(cell) {
            if magic {
                slot.magic += n;
            } else {
                slot.strength += n;
            }
        }
        if n > 0 {
            let (strength, magic) = if magic { (0, n) } else { (n, 0) };
            ev.push(ValeriaEvent::TokensAdded { cell, strength, magic });
        }
    }

    /// rulebook: Breach Tower — the Troop moves onto the tower, keeping its tokens (ruling A-20).
    fn load(&mut self, from: Cell, tower: Cell, ev: &mut Events) {
        let Some(slot) = self.take_slot(from) else { return };
        let Some(troop) = slot.troop() else {
            self.put_slot(from, slot);
            return;
        };
        if let Some(t) = self.slot_mut(tower) {
            t.loaded.push(Loaded { troop, strength: slot.strength, magic: slot.magic });
            ev.push(ValeriaEvent::LoadedOnto { troop, from, tower });
        }
    }

    /// A Siege Engine's effect (rulebook: Siege Engines).
    pub(crate) fn engine_effect(&mut self, engine: EngineKind, cell: Cell, ev: &mut Events) {
        let any_die = |s: &Self, purpose| (0..DICE).any(|d| s.die_fits(purpose, d));
        match engine {
            EngineKind::Ballista => {
                // Forfeit a die, then discard a Champion; either part is skipped if impossible
                // (rulebook: Ballista; ruling A-49).
                if self.champion_turrets().next().is_some() {
                    self.decide(Pending::Turret { purpose: TurretUse::DiscardChampion { then_flip: false } });
                }
                if any_die(self, DieUse::Forfeit) {
                    self.decide(Pending::Die { purpose: DieUse::Forfeit });
                }
            }
            EngineKind::BatteringRam => {
                let dice: Vec<u8> = self.changeable_dice().filter(|d| !self.is_holy(*d)).collect();
                for d in dice {
                    let v = self.dice[usize::from(d)].value;
                    if v > 1 {
                        self.set_die(d, v - 1, ev);
                    }
                }
            }
            EngineKind::BreachTower => {
                if self.load_candidates(cell) != 0 {
                    self.decide(Pending::Cell { purpose: CellUse::Load { tower: cell } });
                }
            }
            EngineKind::Catapult | EngineKind::Incendiaries => {
                let face = if engine == EngineKind::Catapult { CATAPULT_FACE } else { INCENDIARIES_FACE };
                if any_die(self, DieUse::Reroll { face }) {
                    self.decide(Pending::Die { purpose: DieUse::Reroll { face } });
                }
            }
            EngineKind::FlamingRain => {
                if self.champion_turrets().next().is_some() {
                    self.decide(Pending::Turret { purpose: TurretUse::DiscardChampion { then_flip: true } });
                }
            }
            EngineKind::GargansEye => {
                for holy in [true, false] {
                    if any_die(self, DieUse::ToSpent { holy }) {
                        self.decide(Pending::Die { purpose: DieUse::ToSpent { holy } });
                    }
                }
            }
            EngineKind::OgresReach => self.add_impacts(cell.col, OGRES_REACH_IMPACTS, ev),
            EngineKind::Trebuchet => self.add_impacts(cell.col, TREBUCHET_IMPACTS, ev),
        }
    }
}

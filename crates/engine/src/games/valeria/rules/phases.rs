//! The seven phases of a day, setup, and the automatic steps between decisions.

use super::super::action::{ValeriaChance, ValeriaEvent};
use super::super::data::{BLOCKING_IMPACTS, COLUMNS, DICE, LOSING_IMPACTS, REINFORCE_TROOPS, ROWS};
use super::super::state::{
    Cell, Discarded, EndReason, Foe, Need, Pending, Phase, SiegeMark, Slot, Task, Valeria, WindowPoint, Zone, ALL_CELLS,
};
use super::Events;

impl Valeria {
    /// Runs one automatic task.
    pub(crate) fn exec(&mut self, task: Task, ev: &mut Events) {
        match task {
            Task::Decide(_) | Task::Chance(_) => {}
            Task::Phase(p) => self.begin_phase(p, ev),
            Task::SiegeNext => self.siege_next(),
            Task::EngineEffect { lucky, .. } => self.fire_engine(lucky, ev),
            Task::EventEffect(e) => self.event_effect(e, ev),
            Task::GainChampions { count } => {
                if count > 0 && !self.champions.is_empty() {
                    self.push(Task::GainChampions { count: count - 1 });
                    self.push(Task::Chance(Need::Champion));
                }
            }
            Task::TokenBonuses { strength, magic } => self.token_bonuses(strength, magic, ev),
            Task::PlaceTroops { count } => {
                // rulebook: Reinforce — from the Vanguard up, left to right; no room: discard.
                if count > 0 && !self.troops.is_empty() {
                    let empty = !self.grid.occupied() & ALL_CELLS;
                    let cell = (empty != 0).then(|| Cell::of_bit(empty.trailing_zeros()));
                    self.push(Task::PlaceTroops { count: count - 1 });
                    self.push(Task::Chance(Need::TroopToCell { cell }));
                }
            }
            Task::PlaceEngines { col } => self.place_engines(col),
            Task::EndDay => {
                self.compact();
                self.day = self.day.saturating_add(1);
                self.push(Task::Phase(Phase::Roll));
            }
            Task::CheckWin => {
                // rulebook: Winning and Losing — the deck is exhausted and none is on the Battlefield.
                if self.engines.is_empty() && self.engines_on_field() == 0 {
                    self.finish(EndReason::AllEnginesDefeated, ev);
                }
            }
        }
    }

    fn begin_phase(&mut self, phase: Phase, ev: &mut Events) {
        self.phase = phase;
        match phase {
            Phase::Setup | Phase::Over => {}
            Phase::Roll => {
                ev.push(ValeriaEvent::DayBegan { day: self.day });
                // rulebook: Roll Your Dice — flip face-down Champions face up, then roll the pool.
                let mut refreshed = false;
                for t in &mut self.turrets {
                    if let Some((_, up)) = t.champion.as_mut() {
                        refreshed |= !*up;
                        *up = true;
                    }
                }
                if refreshed {
                    ev.push(ValeriaEvent::ChampionsRefreshed);
                }
                self.push(Task::Phase(Phase::Siege));
                self.decide(Pending::Window { before: WindowPoint::Siege });
                for die in (0..DICE).rev() {
                    // Rolling also ends a doubling (ruling A-22).
                    if self.dice[usize::from(die)].zone != Zone::Supply {
                        self.push(Task::Chance(Need::Roll { die }));
                    }
                }
            }
            Phase::Siege => {
                ev.push(ValeriaEvent::PhaseBegan { phase });
                self.push(Task::Phase(Phase::Event));
                self.push(Task::SiegeNext);
            }
            Phase::Event => {
                self.push(Task::Phase(Phase::Actions));
                if !self.config.easy_mode {
                    ev.push(ValeriaEvent::PhaseBegan { phase });
                    self.push(Task::Chance(Need::Event));
                }
            }
            Phase::Actions => {
                ev.push(ValeriaEvent::PhaseBegan { phase });
                self.push(Task::Phase(Phase::Vanguard));
                self.decide(Pending::Actions);
            }
            Phase::Vanguard => {
                ev.push(ValeriaEvent::PhaseBegan { phase });
                self.push(Task::Phase(Phase::Advance));
                self.activate_vanguard(ev);
            }
            Phase::Advance => {
                self.compact();
                ev.push(ValeriaEvent::Advanced);
                // rulebook: Advance the Battlefield — an exhausted Troop deck loses (ruling A-5).
                if self.troops.is_empty() {
                    self.finish(EndReason::TroopDeckExhausted, ev);
                    return;
                }
                self.push(Task::Phase(Phase::Reinforce));
                self.decide(Pending::Window { before: WindowPoint::Reinforce });
            }
            Phase::Reinforce => {
                ev.push(ValeriaEvent::PhaseBegan { phase });
                self.push(Task::EndDay);
                self.push(Task::PlaceTroops { count: REINFORCE_TROOPS });
                self.push(Task::PlaceEngines { col: 0 });
            }
        }
    }

    /// Opens the window of the next in-range Siege Engine not yet resolved this phase: leftmost
    /// column first, nearest the Fortress first (rulebook: Resolve the Siege Engines; ruling A-12).
    /// With none left, the phase's marks are cleared.
    fn siege_next(&mut self) {
        // Column by column, nearest the Fortress first, the occupied cells only.
        let occupied = self.grid.occupied();
        let mut next = None;
        'columns: for col in 0..COLUMNS as u8 {
            for row in 0..ROWS as u8 {
                let c = Cell { row, col };
                if occupied & c.bit() != 0
                    && self.slot(c).is_some_and(|s| {
                        s.siege.is_none() && s.engine().is_some_and(|e| e.range_cost(usize::from(row)).is_some())
                    })
                {
                    next = Some(c);
                    break 'columns;
                }
            }
        }
        match next {
            Some(cell) => {
                if let Some(slot) = self.slot_mut(cell) {
                    slot.siege = Some(SiegeMark::Next);
                }
                self.push(Task::SiegeNext);
                self.push(Task::EngineEffect { cell, lucky: false });
                self.decide(Pending::Window { before: WindowPoint::Engine { cell } });
            }
            None => {
                for slot in self.grid.slots_mut() {
                    slot.siege = None;
                }
            }
        }
    }

    /// The engine whose window is open (marked next or blocked), wherever it stands now.
    pub(crate) fn engine_resolving(&self) -> Option<Cell> {
        self.occupied().find(|(_, s)| matches!(s.siege, Some(SiegeMark::Next | SiegeMark::Blocked))).map(|(c, _)| c)
    }

    /// The engine Lucky Shot chose, wherever it stands now.
    pub(crate) fn lucky_shot_engine(&self) -> Option<Cell> {
        self.occupied().find(|(_, s)| s.siege == Some(SiegeMark::LuckyShot)).map(|(c, _)| c)
    }

    fn fire_engine(&mut self, lucky: bool, ev: &mut Events) {
        // The engine itself, wherever it stands now: the one whose Siege window is open, or the
        // one Lucky Shot chose (its mark travels with the card).
        let found = if lucky { self.lucky_shot_engine() } else { self.engine_resolving() };
        let Some(cell) = found else { return };
        let Some(engine) = self.engine_at(cell) else { return };
        let mark = self.slot_mut(cell).and_then(|s| s.siege.replace(SiegeMark::Resolved));
        if lucky {
            // Lucky Shot fires out of turn (only in the Event phase, when no engine carries a
            // Siege-phase mark): the engine is left unmarked.
            if let Some(slot) = self.slot_mut(cell) {
                slot.siege = None;
            }
        } else if mark == Some(SiegeMark::Blocked) {
            ev.push(ValeriaEvent::EngineBlocked { engine, cell });
            return;
        } else if !self.in_range(cell) {
            // Range is judged when the engine resolves (ruling A-12).
            return;
        }
        ev.push(ValeriaEvent::EngineFired { engine, cell });
        self.engine_effect(engine, cell, ev);
    }

    /// rulebook: Activate the Vanguard, in the main text's order (ruling A-16).
    fn activate_vanguard(&mut self, ev: &mut Events) {
        let vanguard: [Cell; COLUMNS] = std::array::from_fn(|col| Cell { row: 0, col: col as u8 });
        if vanguard.iter().any(|c| self.engine_at(*c).is_some()) {
            self.finish(EndReason::EngineInVanguard, ev);
            return;
        }
        // Tokens pass to the nearest card above, across gaps (ruling A-15), or to the supply.
        for &c in &vanguard {
            let Some(slot) = self.slot_mut(c) else { continue };
            let (strength, magic) = (std::mem::take(&mut slot.strength), std::mem::take(&mut slot.magic));
            if strength + magic == 0 {
                continue;
            }
            let above = (1..ROWS as u8).map(|row| Cell { row, col: c.col }).find(|a| self.slot(*a).is_some());
            match above.and_then(|a| self.slot_mut(a)) {
                Some(up) => {
                    up.strength += strength;
                    up.magic += magic;
                }
                None => {
                    self.supply.strength += strength;
                    self.supply.magic += magic;
                }
            }
            ev.push(ValeriaEvent::TokensPassed { from: c, to: above, strength, magic });
        }
        // One Impact per Vanguard card, column by column from the left (ruling A-46).
        for &c in &vanguard {
            if self.slot(c).is_some() {
                self.add_impacts(c.col, 1, ev);
                if self.end.is_some() {
                    return;
                }
            }
        }
        let mut count = 0;
        for &c in &vanguard {
            if let Some(slot) = self.take_slot(c) {
                self.discard_foe(slot);
                count += 1;
            }
        }
        if count > 0 {
            ev.push(ValeriaEvent::VanguardDiscarded { count });
        }
    }

    /// Sends a card (and anything loaded on it) to the discard pile, tokens to the supply.
    pub(crate) fn discard_foe(&mut self, slot: Slot) {
        self.supply.strength += slot.strength;
        self.supply.magic += slot.magic;
        for l in slot.loaded {
            self.supply.strength += l.strength;
            self.supply.magic += l.magic;
            self.discard.push(Discarded::Troop(l.troop));
        }
        self.discard.push(match slot.foe {
            Foe::Troop(t) => Discarded::Troop(t),
            Foe::Engine(e) => Discarded::Engine(e),
        });
    }

    /// Every card moves as close to the Fortress as it can in its column.
    pub(crate) fn compact(&mut self) {
        self.grid.compact();
    }

    /// rulebook: Reinforce step 1 — a Siege Engine in row 5 of each column without one, left to
    /// right while the deck lasts (ruling A-13), in the highest empty cell if row 5 is taken.
    fn place_engines(&mut self, from: u8) {
        for col in from..COLUMNS as u8 {
            let has_engine = (0..ROWS as u8).any(|row| self.engine_at(Cell { row, col }).is_some());
            if has_engine {
                continue;
            }
            if self.engines.is_empty() {
                return;
            }
            let Some(cell) = (0..ROWS as u8).rev().map(|row| Cell { row, col }).find(|c| self.slot(*c).is_none())
            else {
                continue;
            };
            self.push(Task::PlaceEngines { col: col + 1 });
            self.push(Task::Chance(Need::EngineToCell { cell }));
            return;
        }
    }

    /// Adds Impact tokens to a Turret one at a time: the 3rd discards its Champion without
    /// repair, the 4th loses the game (rulebook: Fortress).
    pub(crate) fn add_impacts(&mut self, turret: u8, n: u8, ev: &mut Events) {
        for _ in 0..n {
            let t = &mut self.turrets[usize::from(turret)];
            t.impacts += 1;
            let total = t.impacts;
            // Ruling A-36: the Impact supply never limits.
            self.supply.impact = self.supply.impact.saturating_sub(1);
            ev.push(ValeriaEvent::Impact { turret, total });
            if total == BLOCKING_IMPACTS {
                if let Some((champion, _)) = self.turrets[usize::from(turret)].champion.take() {
                    self.discard.push(Discarded::Champion(champion));
                    ev.push(ValeriaEvent::ChampionDiscarded { champion, turret });
                }
            }
            if total >= LOSING_IMPACTS {
                self.finish(EndReason::FourthImpact, ev);
                return;
            }
        }
    }

    /// Removes Impact tokens from a Turret.
    pub(crate) fn remove_impacts(&mut self, turret: u8, n: u8, ev: &mut Events) {
        let t = &mut self.turrets[usize::from(turret)];
        let n = n.min(t.impacts);
        t.impacts -= n;
        self.supply.impact += n;
        ev.push(ValeriaEvent::Repaired { turret, total: t.impacts });
    }

    /// A die shows a new face after a roll: active, no longer doubled.
    pub(crate) fn roll_die(&mut self, die: u8, face: u8, ev: &mut Events) {
        let d = &mut self.dice[usize::from(die)];
        d.value = face;
        d.zone = Zone::Active;
        d.doubled = false;
        ev.push(ValeriaEvent::Rolled { die, value: face });
    }

    /// Where a drawn card goes.
    pub(crate) fn place_drawn(&mut self, need: Need, card: ValeriaChance, ev: &mut Events) {
        match (need, card) {
            (Need::TroopToHand, ValeriaChance::Troop(troop)) => {
                self.hand.push(troop);
                ev.push(ValeriaEvent::DrewTroop { troop });
            }
            (Need::TroopToCell { cell: Some(cell) }, ValeriaChance::Troop(troop)) if self.slot(cell).is_none() => {
                self.put_slot(cell, Slot::new(Foe::Troop(troop)));
                ev.push(ValeriaEvent::Dealt { foe: Foe::Troop(troop), cell });
            }
            (Need::TroopToCell { .. }, ValeriaChance::Troop(troop)) => {
                self.discard.push(Discarded::Troop(troop));
                ev.push(ValeriaEvent::TroopDiscarded { troop });
            }
            (Need::EngineToCell { cell }, ValeriaChance::Engine(engine)) => {
                self.put_slot(cell, Slot::new(Foe::Engine(engine)));
                ev.push(ValeriaEvent::Dealt { foe: Foe::Engine(engine), cell });
            }
            (Need::Champion, ValeriaChance::Champion(champion)) => {
                self.decide(Pending::Champion { champion });
            }
            (Need::Event, ValeriaChance::Event(event)) => {
                self.discard.push(Discarded::Event(event));
                ev.push(ValeriaEvent::EventDrawn { event });
                self.push(Task::EventEffect(event));
            }
            _ => {}
        }
    }

    /// Each token of a defeated card gives +1 to an active die of its colour, or is lost
    /// (rulebook: Defeating a Card with Tokens; ruling A-52).
    fn token_bonuses(&mut self, strength: u8, magic: u8, ev: &mut Events) {
        let (holy, rest) = if strength > 0 {
            (false, (strength - 1, magic))
        } else if magic > 0 {
            (true, (0, magic - 1))
        } else {
            return;
        };
        self.push(Task::TokenBonuses { strength: rest.0, magic: rest.1 });
        let purpose = super::super::state::DieUse::TokenBonus { holy };
        if (0..DICE).any(|d| self.die_fits(purpose, d)) {
            self.decide(Pending::Die { purpose });
        } else {
            ev.push(ValeriaEvent::TokenLost { magic: holy });
        }
    }
}

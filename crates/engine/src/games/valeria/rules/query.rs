//! Questions about the Battlefield, the Fortress and the dice, in the rulebook's words.

use super::super::data::{
    BonusTarget, ChampionKind, ChampionPower, EngineKind, TroopClass, COLUMNS, DICE, OUT_OF_RANGE_COST, TURRETS,
};
use super::super::state::{cells_in, Cell, Colour, Die, Slot, Valeria, Zone, COLUMN_0};

/// What an attack's dice and bonuses add up to against a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Assessment {
    /// Strength part of the cost (printed or range value, plus Strength tokens and loaded Strength).
    pub cost_strength: u8,
    /// Magic part of the cost.
    pub cost_magic: u8,
    /// Soldier dice total.
    pub soldier: u16,
    /// Holy dice total.
    pub holy: u16,
    /// Strength bonuses.
    pub bonus_strength: u16,
    /// Magic bonuses.
    pub bonus_magic: u16,
    /// At least one Soldier die or an applicable Champion Strength bonus (ruling A-6).
    pub has_strength_source: bool,
    /// At least one die (rulebook: a Champion bonus needs at least one actual die).
    pub has_die: bool,
}

impl Assessment {
    /// Everything contributed.
    pub fn total(&self) -> u16 {
        self.soldier + self.holy + self.bonus_strength + self.bonus_magic
    }

    /// The whole cost.
    pub fn cost(&self) -> u16 {
        u16::from(self.cost_strength) + u16::from(self.cost_magic)
    }

    /// Magic paid in full with Holy dice and Magic bonuses (rulebook: Attacking the Enemy;
    /// ruling ), the whole cost covered, and not Holy dice alone.
    pub fn pays(&self) -> bool {
        self.has_die
            && self.has_strength_source
            && self.holy + self.bonus_magic >= u16::from(self.cost_magic)
            && self.total() >= self.cost()
    }

    /// The overspend, and how much of it may count as Magic (ruling A-23).
    pub fn leftover(&self) -> (u8, u8) {
        let leftover = self.total().saturating_sub(self.cost());
        let magic_room = (self.holy + self.bonus_magic).saturating_sub(u16::from(self.cost_magic));
        (clamp_u8(leftover), clamp_u8(leftover.min(magic_room)))
    }
}

pub(crate) fn clamp_u8(v: u16) -> u8 {
    u8::try_from(v).unwrap_or(u8::MAX)
}

impl Valeria {
    #[inline]
    pub(crate) fn slot(&self, c: Cell) -> Option<&Slot> {
        self.grid.get(c)
    }

    #[inline]
    pub(crate) fn slot_mut(&mut self, c: Cell) -> Option<&mut Slot> {
        self.grid.get_mut(c)
    }

    pub(crate) fn take_slot(&mut self, c: Cell) -> Option<Slot> {
        self.grid.take(c)
    }

    pub(crate) fn put_slot(&mut self, c: Cell, slot: Slot) {
        self.grid.put(c, slot);
    }

    /// The cards on the Battlefield with their cells, Vanguard first, left to right.
    pub(crate) fn occupied(&self) -> impl Iterator<Item = (Cell, &Slot)> {
        cells_in(self.grid.occupied()).filter_map(|c| self.slot(c).map(|s| (c, s)))
    }

    /// rulebook: Targets Within Range — the card closest to the Fortress in its column.
    pub(crate) fn front_of(&self, col: u8) -> Option<Cell> {
        if usize::from(col) >= COLUMNS {
            return None;
        }
        let column = (self.grid.occupied() >> col) & COLUMN_0;
        (column != 0).then(|| Cell::of_bit(column.trailing_zeros() + u32::from(col)))
    }

    pub(crate) fn is_front(&self, c: Cell) -> bool {
        self.front_of(c.col) == Some(c)
    }

    /// An engine whose Range Chart bar for its row is orange.
    pub(crate) fn in_range(&self, c: Cell) -> bool {
        self.slot(c).and_then(Slot::engine).is_some_and(|e| e.range_cost(usize::from(c.row)).is_some())
    }

    pub(crate) fn engine_at(&self, c: Cell) -> Option<EngineKind> {
        self.slot(c).and_then(Slot::engine)
    }

    pub(crate) fn engines_on_field(&self) -> usize {
        self.occupied().filter(|(_, s)| s.engine().is_some()).count()
    }

    /// rulebook: Targets Within Range — a Front card or an in-range Siege Engine; with a
    /// Gargoyle Talon, a non-Front Troop or an out-of-range Siege Engine.
    pub(crate) fn attackable(&self, c: Cell, talon: bool) -> bool {
        let Some(slot) = self.slot(c) else { return false };
        if talon {
            match slot.engine() {
                Some(_) => !self.in_range(c),
                None => !self.is_front(c),
            }
        } else {
            self.is_front(c) || self.in_range(c)
        }
    }

    /// The (Strength, Magic) cost to defeat the card at `c` (rulebook: Attacking the Enemy;
    /// Breach Tower; rulings ).
    pub(crate) fn cost_at(&self, c: Cell) -> (u8, u8) {
        let Some(slot) = self.slot(c) else { return (0, 0) };
        match slot.foe {
            super::super::state::Foe::Troop(t) => {
                (t.strength().saturating_add(slot.strength), t.magic().saturating_add(slot.magic))
            }
            super::super::state::Foe::Engine(e) => {
                let base = e.range_cost(usize::from(c.row)).unwrap_or(OUT_OF_RANGE_COST);
                let loaded_s = slot.loaded.iter().fold(0u8, |a, l| a.saturating_add(l.troop.strength() + l.strength));
                let loaded_m = slot.loaded.iter().fold(0u8, |a, l| a.saturating_add(l.troop.magic() + l.magic));
                (base.saturating_add(slot.strength).saturating_add(loaded_s), slot.magic.saturating_add(loaded_m))
            }
        }
    }

    /// What kind of target the card at `c` is for Champion bonuses.
    pub(crate) fn bonus_target(&self, c: Cell) -> Option<BonusTarget> {
        let slot = self.slot(c)?;
        Some(match slot.troop().map(|t| t.class()) {
            None => BonusTarget::SiegeEngine,
            Some(TroopClass::Attack) => BonusTarget::AttackTroop,
            Some(TroopClass::Magical) => BonusTarget::MagicalTroop,
        })
    }

    /// The face-up Champion on a Turret.
    pub(crate) fn face_up(&self, turret: u8) -> Option<ChampionKind> {
        match self.turrets.get(usize::from(turret))?.champion {
            Some((c, true)) => Some(c),
            _ => None,
        }
    }

    /// The attack bonus (magic?, amount) of the Champion on `turret` against the card at `target`.
    pub(crate) fn bonus_against(&self, turret: u8, target: Cell) -> Option<(bool, u8)> {
        let champion = self.face_up(turret)?;
        match champion.power() {
            ChampionPower::Bonus { magic, amount, against } if Some(against) == self.bonus_target(target) => {
                Some((magic, amount))
            }
            _ => None,
        }
    }

    pub(crate) fn assess(&self, target: Cell, dice: &[u8], bonuses: &[u8]) -> Assessment {
        let (cost_strength, cost_magic) = self.cost_at(target);
        let mut a = Assessment {
            cost_strength,
            cost_magic,
            soldier: 0,
            holy: 0,
            bonus_strength: 0,
            bonus_magic: 0,
            has_strength_source: false,
            has_die: !dice.is_empty(),
        };
        for &d in dice {
            let die = self.dice[usize::from(d)];
            match die.colour {
                Colour::Soldier => {
                    a.soldier += u16::from(die.value);
                    a.has_strength_source = true;
                }
                Colour::Holy => a.holy += u16::from(die.value),
            }
        }
        for &t in bonuses {
            if let Some((magic, amount)) = self.bonus_against(t, target) {
                if magic {
                    a.bonus_magic += u16::from(amount);
                } else {
                    a.bonus_strength += u16::from(amount);
                    a.has_strength_source = true;
                }
            }
        }
        a
    }

    pub(crate) fn die(&self, d: u8) -> Option<&Die> {
        self.dice.get(usize::from(d))
    }

    /// The dice for which `test` holds, as a bit set (bit `d` for die `d`). Written without a
    /// branch per die (`test` should combine its conditions with `&`): random games make those
    /// branches unpredictable, and their mispredictions cost more than the tests.
    #[inline]
    pub(crate) fn dice_where(&self, test: impl Fn(&Die) -> bool) -> u16 {
        (0u16..).zip(&self.dice).fold(0, |bits, (d, die)| bits | (u16::from(test(die)) << d))
    }

    /// The active dice as a bit set.
    #[inline]
    pub(crate) fn active_bits(&self) -> u16 {
        self.dice_where(|d| d.zone == Zone::Active)
    }

    /// The changeable dice (see [`Valeria::changeable_dice`]) as a bit set.
    #[inline]
    pub(crate) fn changeable_bits(&self) -> u16 {
        self.changeable_where(|_| true)
    }

    /// The changeable dice for which `test` holds, as a bit set (see [`Valeria::dice_where`]).
    #[inline]
    pub(crate) fn changeable_where(&self, test: impl Fn(&Die) -> bool) -> u16 {
        self.dice_where(|d| (d.zone == Zone::Active) & !d.doubled & test(d))
    }

    pub(crate) fn active_dice(&self) -> impl Iterator<Item = u8> + '_ {
        (0..DICE).filter(|d| self.dice[usize::from(*d)].zone == Zone::Active)
    }

    /// Active dice that effects may change (ruling A-22: a doubled die is never changed again;
    /// ruling A-48: only active dice are ever modified).
    pub(crate) fn changeable_dice(&self) -> impl Iterator<Item = u8> + '_ {
        self.active_dice().filter(|d| !self.dice[usize::from(*d)].doubled)
    }

    pub(crate) fn is_holy(&self, d: u8) -> bool {
        self.die(d).is_some_and(|d| d.colour == Colour::Holy)
    }

    /// The die to gain for Orc Archer (Soldier) or Red Witch (Holy): from the supply, or, if
    /// none is left there, from the spent dice (rulebook: Fluctuating Dice Pool; ruling A-41).
    pub(crate) fn die_to_gain(&self, holy: bool, allow_spent: bool) -> Option<u8> {
        let colour = if holy { Colour::Holy } else { Colour::Soldier };
        let of = |zone: Zone| {
            (0..DICE).find(|d| self.dice[usize::from(*d)].colour == colour && self.dice[usize::from(*d)].zone == zone)
        };
        of(Zone::Supply).or_else(|| if allow_spent { of(Zone::Spent) } else { None })
    }

    /// The champions on the Fortress.
    pub(crate) fn champion_turrets(&self) -> impl Iterator<Item = u8> + '_ {
        (0..TURRETS as u8).filter(|t| self.turrets[usize::from(*t)].champion.is_some())
    }

    pub(crate) fn face_up_turrets(&self) -> impl Iterator<Item = u8> + '_ {
        (0..TURRETS as u8).filter(|t| self.face_up(*t).is_some())
    }

    /// True while dice gained now are rolled into the active dice (up to the end of phase 4).
    pub(crate) fn dice_live(&self) -> bool {
        use super::super::state::Phase;
        matches!(self.phase, Phase::Roll | Phase::Siege | Phase::Event | Phase::Actions)
    }

    /// Troops in the hand plus Troops on the Battlefield (ruling A-44).
    pub(crate) fn troops_for_grade(&self) -> usize {
        self.hand.len() + self.occupied().filter(|(_, s)| s.troop().is_some()).count()
    }

    /// Siege Engines on the Battlefield plus those left in the deck (rulebook: How Badly Did You Lose?).
    pub(crate) fn undefeated_engines(&self) -> usize {
        self.engines_on_field() + self.engines.len()
    }
}

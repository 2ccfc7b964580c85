//! The legal decisions for each pending question, and why anything else is refused.

use super::super::action::ValeriaAction;
use super::super::data::{ChampionPower, TroopKind, COLUMNS, DICE, DIE_SIDES, MRS_RYE_DICE, TURRETS};
use super::super::state::{
    cells_in, Among, Attack, Cell, CellUse, Colour, DieUse, Pending, TurretUse, Valeria, WindowPoint, Zone, ALL_CELLS,
    COLUMN_0,
};
use crate::core::bits::ones;
use crate::core::RuleError;
use ValeriaAction as A;

/// Where a card is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Context {
    /// A window between steps.
    Window(WindowPoint),
    /// Perform Your Actions, no attack under way.
    Actions,
    /// While an attack is assembled.
    Attack,
}

/// A Troop type's bit in a set of types.
fn troop_bit(t: TroopKind) -> u16 {
    1 << (t as u16)
}

/// The Troop types of a set (see [`troop_bit`]), in [`TroopKind::ALL`]'s order: only the
/// types present are visited.
fn kinds_in(bits: u16) -> impl Iterator<Item = TroopKind> {
    ones(u64::from(bits)).map_while(|i| TroopKind::ALL.get(i as usize).copied())
}

/// The dice of a bit set, lowest first.
fn dice_in(bits: u16) -> impl Iterator<Item = u8> {
    // Below 16, so it fits a u8.
    ones(u64::from(bits)).map(|d| d as u8)
}

/// Small ids (dice 0-11, Turrets 0-4) as a bit set: a list's `contains` on bytes goes
/// through `memchr`, slow for lists this short.
fn id_bits(ids: &[u8]) -> u16 {
    ids.iter().fold(0, |bits, &id| bits | 1u16.checked_shl(u32::from(id)).unwrap_or(0))
}

/// The cells with the highest value, as a bit set (none for no cells).
fn best_of<V: Ord + Copy>(cells: impl Iterator<Item = (Cell, V)>) -> u32 {
    let mut best: Option<V> = None;
    let mut tied = 0;
    for (c, v) in cells {
        match best {
            Some(b) if v < b => {}
            Some(b) if v == b => tied |= c.bit(),
            _ => {
                best = Some(v);
                tied = c.bit();
            }
        }
    }
    tied
}

/// Where legal decisions are written: the caller's `Vec`, or a buffer on the stack for the
/// engine's own checks (validating an action, settling a forced choice) so they allocate nothing.
pub(crate) trait ActionSink {
    /// Adds a legal decision.
    fn add(&mut self, a: ValeriaAction);
    /// True if `a` was added.
    fn has(&self, a: &ValeriaAction) -> bool;
}

impl ActionSink for Vec<ValeriaAction> {
    #[inline]
    fn add(&mut self, a: ValeriaAction) {
        self.push(a);
    }

    fn has(&self, a: &ValeriaAction) -> bool {
        self.contains(a)
    }
}

/// The most legal decisions any question can have: an Actions phase with every cell attackable
/// (25), a repair by die, 5 Champion repairs, 12 Troop types, 5 Champions and the end (49).
const MOST_LEGAL: usize = 64;

/// A fixed buffer of legal decisions on the stack.
#[derive(Clone, Copy)]
pub(crate) struct ActionBuf {
    items: [ValeriaAction; MOST_LEGAL],
    len: usize,
}

impl ActionBuf {
    pub(crate) fn new() -> ActionBuf {
        ActionBuf { items: [A::Continue; MOST_LEGAL], len: 0 }
    }

    pub(crate) fn as_slice(&self) -> &[ValeriaAction] {
        self.items.get(..self.len).unwrap_or(&[])
    }
}

impl ActionSink for ActionBuf {
    #[inline]
    fn add(&mut self, a: ValeriaAction) {
        // The bound is never reached (see MOST_LEGAL); past it a decision would be dropped
        // rather than panic.
        debug_assert!(self.len < MOST_LEGAL, "more legal decisions than MOST_LEGAL");
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = a;
            self.len += 1;
        }
    }

    fn has(&self, a: &ValeriaAction) -> bool {
        self.as_slice().contains(a)
    }
}

/// How many legal decisions there are, and the first one: enough to settle a forced choice
/// (none, one, or a real choice) without listing them. Only for questions that list each
/// decision once (every question but [`Pending::AfterDefeat`], which checks for repeats).
#[derive(Clone, Copy, Default)]
pub(crate) struct FirstAndCount {
    pub(crate) first: Option<ValeriaAction>,
    pub(crate) count: usize,
}

impl ActionSink for FirstAndCount {
    #[inline]
    fn add(&mut self, a: ValeriaAction) {
        if self.first.is_none() {
            self.first = Some(a);
        }
        self.count += 1;
    }

    fn has(&self, a: &ValeriaAction) -> bool {
        self.first.as_ref() == Some(a)
    }
}

impl Valeria {
    /// Fills `out` with the legal answers to `p`.
    pub(crate) fn legal_for(&self, p: &Pending, out: &mut impl ActionSink) {
        match p {
            Pending::Window { before } => {
                // Passing is always an answer; card plays while the window takes them.
                out.add(A::Continue);
                if Self::window_open_to_cards() {
                    self.card_plays(Context::Window(*before), out);
                }
            }
            Pending::Actions => {
                // `attackable(cell, false)` for every cell in order, Vanguard first: a Front card
                // (the first card met in its column) or an in-range Siege Engine.
                let occupied = self.grid.occupied();
                // Each column's lowest bit is its Front card.
                let mut targets = 0;
                for col in 0..COLUMNS {
                    let column = occupied & (COLUMN_0 << col);
                    targets |= column & column.wrapping_neg();
                }
                for cell in cells_in(occupied & !targets) {
                    if self.in_range(cell) {
                        targets |= cell.bit();
                    }
                }
                for cell in cells_in(targets) {
                    out.add(A::Attack { cell });
                }
                if self.active_bits() != 0 && self.turrets.iter().any(|t| t.impacts > 0) {
                    out.add(A::RepairWithDie);
                }
                for turret in self.face_up_turrets() {
                    if self.turrets[usize::from(turret)].impacts > 0 {
                        out.add(A::RepairWithChampion { turret });
                    }
                }
                self.card_plays(Context::Actions, out);
                out.add(A::EndActions);
            }
            Pending::Attack(a) => {
                // A power played meanwhile may have moved the target: then the attack can only be
                // given up (rulebook: Targets Within Range).
                let still_there = self.slot(a.target).is_some_and(|s| s.foe == a.foe)
                    && (self.attackable(a.target, false) || (a.talon && self.attackable(a.target, true)));
                if !still_there {
                    out.add(A::Cancel);
                    return;
                }
                let assigned = id_bits(&a.dice);
                for die in dice_in(self.active_bits() & !assigned) {
                    out.add(A::Die { die });
                }
                let added = id_bits(&a.bonuses);
                for turret in self.face_up_turrets() {
                    if added & (1 << turret) == 0 && self.bonus_against(turret, a.target).is_some() {
                        out.add(A::UseChampion { turret });
                    }
                }
                // An attack without a die never pays (rulebook: a Champion bonus needs a die).
                if !a.dice.is_empty() && self.assess(a.target, &a.dice, &a.bonuses).pays() {
                    out.add(A::Confirm);
                }
                out.add(A::Cancel);
                self.card_plays(Context::Attack, out);
            }
            Pending::AfterDefeat { cell, leftover, leftover_magic } => {
                out.add(A::Continue);
                let mut overkill_in_hand = false;
                for (troop, efreet) in [(TroopKind::LycanMage, false), (TroopKind::EfreetEnflamme, true)] {
                    if !self.hand.contains(&troop) || !self.overkill_target_exists(*cell, efreet) {
                        continue;
                    }
                    overkill_in_hand = true;
                    if self.overkill_possible(*cell, *leftover, *leftover_magic, efreet) {
                        out.add(A::PlayTroop { troop });
                    }
                }
                // Other cards may make an Overkill payable (a die raised, a die gained).
                if overkill_in_hand {
                    let mut plays = ActionBuf::new();
                    self.card_plays(Context::Attack, &mut plays);
                    for a in plays.as_slice() {
                        if !out.has(a) {
                            out.add(*a);
                        }
                    }
                }
            }
            Pending::OverkillPay { target, foe, from, efreet, owed, dice, .. } => {
                // As in an attack: a power played meanwhile may have moved the target, and then
                // the Overkill can only be given up (Lycan Mage never reaches a Siege Engine,
                // Efreet Enflammé never a Troop, and neither reaches a card not chosen).
                let still_there = self.slot(*target).is_some_and(|s| s.foe == *foe)
                    && self.cell_fits(
                        CellUse::Overkill { from: *from, leftover: 0, leftover_magic: 0, efreet: *efreet },
                        *target,
                    );
                if !still_there {
                    out.add(A::Cancel);
                    return;
                }
                let chosen = id_bits(dice);
                for die in self.active_dice() {
                    if chosen & (1 << die) == 0 && (!efreet || self.is_holy(die)) {
                        out.add(A::Die { die });
                    }
                }
                if self.overkill_paid(*efreet, *owed, dice) {
                    out.add(A::Confirm);
                }
                out.add(A::Cancel);
                self.card_plays(Context::Attack, out);
            }
            Pending::Die { purpose } => {
                for die in (0..DICE).filter(|d| self.die_fits(*purpose, *d)) {
                    out.add(A::Die { die });
                }
            }
            Pending::Direction { die } => {
                if let Some(d) = self.die(*die) {
                    if d.value < DIE_SIDES {
                        out.add(A::Direction { up: true });
                    }
                    if d.value > 1 {
                        out.add(A::Direction { up: false });
                    }
                }
            }
            Pending::PickDice { raise, picked } => {
                if !raise || picked.len() < MRS_RYE_DICE {
                    let chosen = id_bits(picked);
                    for die in self.pickable(*raise) {
                        if chosen & (1 << die) == 0 {
                            out.add(A::Die { die });
                        }
                    }
                }
                if !picked.is_empty() {
                    out.add(A::Continue);
                }
            }
            Pending::Cell { purpose } => {
                // Only the cells that can fit: the tied cards (worked out once, not once per
                // cell), a card's cell, or an empty one to move to.
                let (within, tied) = match *purpose {
                    CellUse::Load { tower } => (self.load_candidates(tower), true),
                    CellUse::Tokens { among, .. } => (self.candidates(among), true),
                    CellUse::SwapSecond { .. } => (ALL_CELLS, false),
                    CellUse::MoveTo { .. } => (!self.grid.occupied(), false),
                    _ => (self.grid.occupied(), false),
                };
                for cell in cells_in(within) {
                    if tied || self.cell_fits(*purpose, cell) {
                        out.add(A::Cell { cell });
                    }
                }
            }
            Pending::Turret { purpose } => {
                for turret in (0..TURRETS as u8).filter(|t| self.turret_fits(*purpose, *t)) {
                    out.add(A::Turret { turret });
                }
            }
            Pending::Champion { .. } => {
                // The open Turrets; with none open, the Turrets holding a Champion.
                let any_open = self.turrets.iter().any(|t| t.open());
                for turret in 0..TURRETS as u8 {
                    let t = &self.turrets[usize::from(turret)];
                    if if any_open { t.open() } else { t.champion.is_some() } {
                        out.add(A::Turret { turret });
                    }
                }
                out.add(A::ReturnChampion);
            }
            Pending::Order { placed, total, .. } => {
                for index in 0..total.saturating_sub(*placed) {
                    out.add(A::Order { index });
                }
            }
            Pending::BackForMoreTop { pair } => {
                for &champion in pair {
                    out.add(A::TopChampion { champion });
                }
            }
        }
    }

    /// True if `a` answers `p` legally: the same as `legal_for(p)` containing `a`, checked
    /// directly for the frequent questions so that validating an action enumerates nothing.
    pub(crate) fn is_legal(&self, p: &Pending, a: &ValeriaAction) -> bool {
        match (p, *a) {
            (Pending::Window { .. }, A::Continue) | (Pending::Actions, A::EndActions) => true,
            (Pending::Window { before }, A::PlayTroop { .. } | A::UseChampion { .. }) => {
                self.card_play_legal(Context::Window(*before), a) && Self::window_open_to_cards()
            }
            (Pending::Actions, A::PlayTroop { .. } | A::UseChampion { .. }) => {
                self.card_play_legal(Context::Actions, a)
            }
            (Pending::Actions, A::Attack { cell }) => self.attackable(cell, false),
            (Pending::Actions, A::RepairWithDie) => {
                self.active_bits() != 0 && self.turrets.iter().any(|t| t.impacts > 0)
            }
            (Pending::Actions, A::RepairWithChampion { turret }) => {
                self.face_up(turret).is_some() && self.turrets.get(usize::from(turret)).is_some_and(|t| t.impacts > 0)
            }
            (Pending::Attack(at), _) => {
                let still_there = self.slot(at.target).is_some_and(|s| s.foe == at.foe)
                    && (self.attackable(at.target, false) || (at.talon && self.attackable(at.target, true)));
                match *a {
                    A::Cancel => true,
                    _ if !still_there => false,
                    A::Die { die } => self.die(die).is_some_and(|d| d.zone == Zone::Active) && !at.dice.contains(&die),
                    A::Confirm => self.assess(at.target, &at.dice, &at.bonuses).pays(),
                    A::UseChampion { turret } => {
                        (usize::from(turret) < TURRETS
                            && self.face_up(turret).is_some()
                            && !at.bonuses.contains(&turret)
                            && self.bonus_against(turret, at.target).is_some())
                            || self.card_play_legal(Context::Attack, a)
                    }
                    A::PlayTroop { .. } => self.card_play_legal(Context::Attack, a),
                    _ => false,
                }
            }
            (Pending::Die { purpose }, A::Die { die }) => die < DICE && self.die_fits(*purpose, die),
            (Pending::Direction { die }, A::Direction { up }) => {
                self.die(*die).is_some_and(|d| if up { d.value < DIE_SIDES } else { d.value > 1 })
            }
            (Pending::Cell { purpose }, A::Cell { cell }) => {
                Cell::new(cell.row, cell.col).is_some()
                    && match *purpose {
                        CellUse::Load { tower } => self.load_candidates(tower) & cell.bit() != 0,
                        CellUse::Tokens { among, .. } => self.candidates(among) & cell.bit() != 0,
                        _ => self.cell_fits(*purpose, cell),
                    }
            }
            (Pending::Turret { purpose }, A::Turret { turret }) => {
                usize::from(turret) < TURRETS && self.turret_fits(*purpose, turret)
            }
            // These questions take no other kind of answer.
            (Pending::Window { .. } | Pending::Actions | Pending::Die { .. } | Pending::Direction { .. }, _)
            | (Pending::Cell { .. } | Pending::Turret { .. }, _) => false,
            _ => {
                let mut legal = ActionBuf::new();
                self.legal_for(p, &mut legal);
                legal.has(a)
            }
        }
    }

    /// A Troop play or a Champion use among [`Valeria::card_plays`].
    fn card_play_legal(&self, ctx: Context, a: &ValeriaAction) -> bool {
        match *a {
            A::PlayTroop { troop } => self.hand.contains(&troop) && self.troop_playable(troop, ctx),
            A::UseChampion { turret } => self.face_up(turret).is_some() && self.champion_usable(turret, ctx),
            _ => false,
        }
    }

    /// True if [`Valeria::card_plays`] would offer anything.
    pub(crate) fn any_card_play(&self, ctx: Context) -> bool {
        kinds_in(self.hand_kinds()).any(|troop| self.troop_playable(troop, ctx))
            || self.face_up_turrets().any(|turret| self.champion_usable(turret, ctx))
    }

    /// The Troop types in the hand, one bit each (see [`troop_bit`]).
    fn hand_kinds(&self) -> u16 {
        self.hand.iter().fold(0, |bits, t| bits | troop_bit(*t))
    }

    /// The row of each column's Front card (rulebook: Targets Within Range).
    pub(crate) fn fronts(&self) -> [Option<u8>; COLUMNS] {
        std::array::from_fn(|col| {
            let column = (self.grid.occupied() >> col) & COLUMN_0;
            // trailing_zeros is 5 * row, below 25.
            (column != 0).then(|| (column.trailing_zeros() / COLUMNS as u32) as u8)
        })
    }

    /// Troops and Champion powers that would have an effect now (ruling A-47): Troop types in
    /// their order, each once however many copies are in the hand, then the Turrets in order.
    fn card_plays(&self, ctx: Context, out: &mut impl ActionSink) {
        for troop in kinds_in(self.hand_kinds()) {
            if self.troop_playable(troop, ctx) {
                out.add(A::PlayTroop { troop });
            }
        }
        for turret in self.face_up_turrets() {
            if self.champion_usable(turret, ctx) {
                out.add(A::UseChampion { turret });
            }
        }
    }

    pub(crate) fn troop_playable(&self, troop: TroopKind, ctx: Context) -> bool {
        let live = self.dice_live();
        let changeable = || live && self.changeable_bits() != 0;
        match troop {
            TroopKind::DragonkinWarlord | TroopKind::GnollPack | TroopKind::GoblinWarrior => changeable(),
            TroopKind::TrollBrute => live && self.changeable_where(|d| d.value != DIE_SIDES) != 0,
            TroopKind::RuneWitch => live && self.active_bits() != 0,
            // rulebook: Gargan Priest — during Resolve the Siege Engines, one engine each.
            TroopKind::GarganPriest => match ctx {
                Context::Window(WindowPoint::Engine { .. }) => self
                    .engine_resolving()
                    .and_then(|c| self.slot(c))
                    .is_some_and(|s| s.siege == Some(super::super::state::SiegeMark::Next)),
                _ => false,
            },
            // Ruling A-10: attacks only in Perform Your Actions; ruling A-47: only when the
            // dice and Champions could pay for one of its targets.
            TroopKind::GargoyleTalon => ctx == Context::Actions && self.talon_target_payable(),
            // Overkill follows a defeat: offered only right after one (ruling A-10).
            TroopKind::LycanMage | TroopKind::EfreetEnflamme => false,
            TroopKind::OrcArcher => self.die_to_gain(false, live).is_some(),
            TroopKind::RedWitch => self.die_to_gain(true, live).is_some() || !self.champions.is_empty(),
            TroopKind::UndeadSamurai => self.grid.occupied() != 0,
        }
    }

    pub(crate) fn champion_usable(&self, turret: u8, _ctx: Context) -> bool {
        let Some(champion) = self.face_up(turret) else { return false };
        let live = self.dice_live();
        match champion.power() {
            ChampionPower::AdjustDie { holy } => {
                live && self.changeable_where(|d| (d.colour == Colour::Holy) == holy) != 0
            }
            // Attack bonuses are added inside an attack (see `Pending::Attack`).
            ChampionPower::Bonus { .. } => false,
            ChampionPower::ClearTokens => self.occupied().any(|(_, s)| s.has_tokens()),
            ChampionPower::MoveImpact => self.turrets.iter().any(|t| t.impacts > 0),
            ChampionPower::MoveCard => {
                let occupied = self.grid.occupied();
                occupied != 0 && occupied != ALL_CELLS
            }
            ChampionPower::Reactivate { holy } => {
                live && (0..DICE).any(|d| {
                    let die = self.dice[usize::from(d)];
                    die.zone == Zone::Spent && (die.colour == Colour::Holy) == holy
                })
            }
            ChampionPower::RaiseFive => live && self.changeable_where(|d| d.value < DIE_SIDES) != 0,
        }
    }

    /// True if some cell is `attackable(cell, true)` (a Troop behind the Front card, or an
    /// out-of-range Siege Engine; each column's Front card found once) and every active die
    /// with every applicable face-up Champion bonus would pay for it. Adding a die or a bonus
    /// never makes an attack fail, so all of them paying is the same as some of them paying.
    fn talon_target_payable(&self) -> bool {
        let dice = self.active_bits();
        if dice == 0 {
            return false;
        }
        let mut all_dice = [0u8; DICE as usize];
        let mut n = 0;
        for (slot, d) in all_dice.iter_mut().zip(dice_in(dice)) {
            *slot = d;
            n += 1;
        }
        let all_dice = all_dice.get(..n).unwrap_or(&[]);
        let fronts = self.fronts();
        self.occupied().any(|(c, s)| {
            let reachable = match s.engine() {
                Some(_) => !self.in_range(c),
                None => fronts[usize::from(c.col)] != Some(c.row),
            };
            if !reachable {
                return false;
            }
            let mut bonuses = [0u8; TURRETS];
            let mut nb = 0;
            for t in self.face_up_turrets().filter(|t| self.bonus_against(*t, c).is_some()) {
                if let Some(slot) = bonuses.get_mut(nb) {
                    *slot = t;
                    nb += 1;
                }
            }
            self.assess(c, all_dice, bonuses.get(..nb).unwrap_or(&[])).pays()
        })
    }

    /// Dice that a die choice may pick.
    pub(crate) fn die_fits(&self, purpose: DieUse, d: u8) -> bool {
        let Some(die) = self.die(d) else { return false };
        let active = die.zone == Zone::Active;
        let changeable = active && !die.doubled;
        let holy = die.colour == Colour::Holy;
        match purpose {
            DieUse::Double | DieUse::Flip | DieUse::Nudge => changeable,
            DieUse::SetSix => changeable && die.value != DIE_SIDES,
            DieUse::ChampionNudge { holy: h } => changeable && holy == h,
            DieUse::TokenBonus { holy: h } => changeable && holy == h && die.value < DIE_SIDES,
            DieUse::Forfeit | DieUse::Repair { .. } => active,
            DieUse::Reroll { face } => active && die.value == face,
            DieUse::ToSpent { holy: h } => active && holy == h,
            DieUse::Lower { picked, .. } => changeable && die.value > 1 && picked & (1 << d) == 0,
        }
    }

    /// Dice Rune Witch (re-roll) or Mrs. Rye (raise) may pick.
    fn pickable(&self, raise: bool) -> impl Iterator<Item = u8> + '_ {
        self.active_dice().filter(move |d| {
            let die = self.dice[usize::from(*d)];
            !raise || (!die.doubled && die.value < DIE_SIDES)
        })
    }

    /// Cells a cell choice may pick.
    pub(crate) fn cell_fits(&self, purpose: CellUse, c: Cell) -> bool {
        let slot = self.slot(c);
        match purpose {
            CellUse::TalonTarget => self.attackable(c, true),
            CellUse::Overkill { from, efreet, .. } => {
                from.is_adjacent(c)
                    && slot.is_some_and(|s| if efreet { s.engine().is_some() } else { s.troop().is_some() })
            }
            CellUse::SwapFirst | CellUse::MoveFrom => slot.is_some(),
            CellUse::SwapSecond { first } => first.is_adjacent(c),
            CellUse::MoveTo { .. } => slot.is_none(),
            CellUse::ClearTokens => slot.is_some_and(|s| s.has_tokens()),
            CellUse::OneToken { magic, picked, .. } => {
                c.row == 0
                    && picked & (1 << c.col) == 0
                    && slot.is_some_and(|s| if magic { s.is_magical_troop() } else { s.is_attack_troop() })
            }
            CellUse::Load { tower } => self.load_candidates(tower) & c.bit() != 0,
            CellUse::Tokens { among, .. } => self.candidates(among) & c.bit() != 0,
            CellUse::LuckyShot => self.engine_at(c).is_some() && !self.in_range(c),
        }
    }

    /// Turrets a Turret choice may pick.
    pub(crate) fn turret_fits(&self, purpose: TurretUse, t: u8) -> bool {
        let turret = self.turrets[usize::from(t)];
        match purpose {
            TurretUse::DiscardChampion { .. } => turret.champion.is_some(),
            TurretUse::FlipChampion { .. } => self.face_up(t).is_some(),
            TurretUse::MoveImpactFrom | TurretUse::ShoreUp | TurretUse::RepairWithDie => turret.impacts > 0,
            TurretUse::MoveImpactTo { from } => t != from,
            TurretUse::Shudder => turret.impacts < super::super::data::BLOCKING_IMPACTS,
        }
    }

    /// The Troops a Breach Tower loads: the adjacent Troops with the highest Strength
    /// (printed plus Strength tokens; ruling A-19), as a bit set of cells.
    pub(crate) fn load_candidates(&self, tower: Cell) -> u32 {
        best_of(tower.neighbours().filter_map(|c| self.slot(c).and_then(|s| s.troop_strength()).map(|v| (c, v))))
    }

    /// The tied cards an Event picks from (rulings ), as a bit set of cells.
    pub(crate) fn candidates(&self, among: Among) -> u32 {
        match among {
            Among::StrongestVanguardAttack | Among::WeakestVanguardAttack => {
                best_of((0..COLUMNS as u8).filter_map(|col| {
                    let c = Cell { row: 0, col };
                    let s = self.slot(c)?;
                    let v = i16::from(s.troop_strength()?);
                    s.is_attack_troop().then_some((c, if among == Among::StrongestVanguardAttack { v } else { -v }))
                }))
            }
            Among::ClosestEngines | Among::FarthestEngines => {
                best_of(self.occupied().filter(|(_, s)| s.engine().is_some()).map(|(c, _)| {
                    (c, if among == Among::FarthestEngines { i16::from(c.row) } else { -i16::from(c.row) })
                }))
            }
        }
    }

    /// A Troop (Lycan Mage) or a Siege Engine (Efreet Enflammé) next to the defeated card's cell.
    fn overkill_target_exists(&self, cell: Cell, efreet: bool) -> bool {
        let target = CellUse::Overkill { from: cell, leftover: 0, leftover_magic: 0, efreet };
        cell.neighbours().any(|c| self.cell_fits(target, c))
    }

    /// Whether Lycan Mage (Strength) or Efreet Enflammé (Magic) can Overkill from `cell`: a
    /// target next to it, and the 2 payable from the leftover plus fresh dice (ruling A-23).
    fn overkill_possible(&self, cell: Cell, leftover: u8, leftover_magic: u8, efreet: bool) -> bool {
        if !self.overkill_target_exists(cell, efreet) {
            return false;
        }
        let cost = u16::from(super::super::data::OVERKILL_COST);
        let sum = |holy_only: bool| -> u16 {
            self.active_dice()
                .filter(|d| !holy_only || self.is_holy(*d))
                .map(|d| u16::from(self.dice[usize::from(d)].value))
                .sum()
        };
        if efreet {
            u16::from(leftover_magic) + sum(true) >= cost
        } else {
            u16::from(leftover) >= cost
                || (u16::from(leftover) + sum(false) >= cost && self.active_dice().any(|d| !self.is_holy(d)))
        }
    }

    /// Whether fresh dice cover what an Overkill still owes (ruling A-23: Efreet with Holy
    /// value; Lycan with any dice, but not Holy dice alone).
    pub(crate) fn overkill_paid(&self, efreet: bool, owed: u8, dice: &[u8]) -> bool {
        if owed == 0 {
            return true;
        }
        let sum: u16 = dice.iter().map(|d| u16::from(self.dice[usize::from(*d)].value)).sum();
        let soldier = dice.iter().any(|d| !self.is_holy(*d));
        sum >= u16::from(owed) && (efreet || soldier)
    }

    /// The refusal for an action that is not legal now, naming the rule.
    pub(crate) fn explain(&self, p: &Pending, action: &ValeriaAction) -> RuleError {
        match (p, action) {
            (_, A::PlayTroop { troop }) if !self.hand.contains(troop) => {
                RuleError::illegal("Troops", format!("there is no {} in your hand", troop.name()))
            }
            (_, A::PlayTroop { troop }) => RuleError::illegal(
                "Troops",
                format!("{} would have no effect now (play a Troop only when its power matters)", troop.name()),
            ),
            (_, A::UseChampion { turret }) if self.face_up(*turret).is_none() => {
                RuleError::illegal("Champions", format!("Turret {} has no face-up Champion", u16::from(*turret) + 1))
            }
            (Pending::Actions, A::Attack { cell }) if self.slot(*cell).is_none() => {
                RuleError::illegal("Attacking the Enemy", "there is no card in that cell")
            }
            (Pending::Actions, A::Attack { .. }) => RuleError::illegal(
                "Targets Within Range",
                "you may attack only a Front card or an in-range Siege Engine (a Gargoyle Talon reaches the others)",
            ),
            (Pending::Attack(a), A::Confirm) => self.explain_payment(a),
            (Pending::Attack(_), A::Die { .. }) => {
                RuleError::illegal("Attacking the Enemy", "only active dice not yet assigned can be added")
            }
            (Pending::Actions, A::RepairWithChampion { .. }) => RuleError::illegal(
                "Fortress",
                "repair by discarding a face-up Champion from a Turret that has Impact tokens",
            ),
            (Pending::Actions, A::RepairWithDie) => {
                RuleError::illegal("Fortress", "a repair needs an active die and a Turret with Impact tokens")
            }
            _ if !matches!(p, Pending::Actions | Pending::Attack(_))
                && matches!(action, A::Attack { .. } | A::EndActions | A::RepairWithDie) =>
            {
                RuleError::illegal("Perform Your Actions", "attacks and repairs happen only in Perform Your Actions")
            }
            _ => RuleError::illegal("decision", format!("that does not answer the question now: {}", self.question(p))),
        }
    }

    fn explain_payment(&self, a: &Attack) -> RuleError {
        let x = self.assess(a.target, &a.dice, &a.bonuses);
        if !x.has_die {
            RuleError::illegal("Champions", "a Champion's bonus must be combined with at least one die")
        } else if !x.has_strength_source {
            RuleError::illegal("A Special Use for Holy Dice", "Holy dice cannot defeat a card on their own")
        } else if x.holy + x.bonus_magic < u16::from(x.cost_magic) {
            RuleError::illegal(
                "Attacking the Enemy",
                format!("the Magic cost ({}) must be paid in full with Holy dice", x.cost_magic),
            )
        } else {
            RuleError::illegal(
                "Attacking the Enemy",
                format!("the attack totals {} but the card costs {}", x.total(), x.cost()),
            )
        }
    }
}

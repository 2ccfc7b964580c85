//! What each card does when it resolves, and when the cards in play wake (designed: rulebook
//! silent, ruling thaloria G-1; each card's text is in data/cards.rs). Choices a text leaves
//! open are asked as small decisions (a card to discard or take, a copy's new target), dice are
//! chance events, and "up to" counts take as many as the rules allow (the engine's reading,
//! written on each card). Simultaneous effects resolve in the order of A8 (ruling A-43): the
//! active player's first, in the order they were played.

use super::super::action::ThaloriaEvent;
use super::super::data::cards::{Card, CardType, SpellType};
use super::super::state::{
    boost, Aim, Army, Cast, CombatKind, Harm, Moment, Prison, Step, Task, Thaloria, TileId, Wake,
};
use super::{Ask, Need};
use crate::core::{Events, Seat};

/// The standard Dungeon stay (rulebook: 7. Dungeon Duration).
const STAY: u8 = 2;
/// Marks a Relic used in this turn (reset when a turn begins, A7.1).
pub(super) const TURN_USED: u8 = 0x80;

impl Thaloria {
    /// Resolves the top card of the chain (rulebook: A1.3, A1.7).
    pub(crate) fn resolve(&mut self, seat: Seat, cast: Cast, events: &mut Events<ThaloriaEvent>) {
        let Some(def) = cast.card.def() else { return };
        events.push(ThaloriaEvent::Resolved { seat, card: cast.card });
        let aim = cast.aim;
        let stays = match def.spell {
            SpellType::Deferred => true,
            _ => !matches!(def.kind, CardType::Spell) && self.lasts(cast.card),
        };
        if stays {
            let (on, left) = self.placement(seat, cast.card, aim);
            self.keep(seat, cast, on, left);
        }
        if def.spell != SpellType::Deferred {
            self.effect(seat, cast.card, aim, cast.copy, events);
        }
        // A resolved card goes to the discard pile unless it stays in play (A1.7).
        if !stays {
            self.discard_cast(cast);
        }
    }

    /// True if a non-Spell card stays in play once resolved: the Charms, Traps and Curses
    /// that act on the combat, the move or the damage at hand go to the discard pile at once
    /// (the combat remembers their effect).
    fn lasts(&self, card: Card) -> bool {
        !matches!(card.0, 3 | 12 | 14 | 19 | 21 | 24 | 33 | 56 | 83 | 93)
    }

    /// Where a card in play sits and its duration counter.
    fn placement(&self, seat: Seat, card: Card, aim: Aim) -> (Aim, u8) {
        match card.0 {
            // "for 2 of your Draw Steps" on a tile.
            9 | 20 | 30 | 37 | 41 | 59 | 78 | 86 | 100 => (aim, 2),
            94 => (aim, 2),
            // Until the start of your next Draw Step.
            23 => (aim, 1),
            // On a player for 2 of their Draw Steps.
            57 | 61 => (aim, 2),
            // Until the end of your next turn (counted at your turn ends).
            75 => (aim, 2),
            // Attached to the conquering opponent.
            35 => (self.conqueror().map_or(Aim::None, |s| Aim::Seat { seat: s }), 2),
            72 => (self.answered_caster(seat, aim).map_or(Aim::None, |s| Aim::Seat { seat: s }), 0),
            // Traps and Relics on tiles or players; Deferred cards wait with their aim.
            _ => (aim, 0),
        }
    }

    fn conqueror(&self) -> Option<Seat> {
        match self.frame().map(|f| f.moment) {
            Some(Moment::Conquered { seat, .. }) => Some(seat),
            _ => None,
        }
    }

    /// The caster of the card a cast-answering card answered: fixed in its aim when it was cast,
    /// else (a copy) the top card's caster now.
    fn answered_caster(&self, seat: Seat, aim: Aim) -> Option<Seat> {
        match aim {
            Aim::Seat { seat: s } if s != seat => Some(s),
            _ => self.frame_top_caster(seat),
        }
    }

    fn frame_top_caster(&self, seat: Seat) -> Option<Seat> {
        self.frame()?.window.stack().iter().rev().find(|(s, c)| *s != seat && !c.copy).map(|(s, _)| *s)
    }

    /// The effect of a resolving Action or Reaction card.
    fn effect(&mut self, seat: Seat, card: Card, aim: Aim, copy: bool, events: &mut Events<ThaloriaEvent>) {
        let target = match aim {
            Aim::Seat { seat } => Some(seat),
            _ => None,
        };
        let tile = match aim {
            Aim::Tile { tile } => Some(tile),
            _ => None,
        };
        match card.0 {
            1 => {
                self.summon_reserve(seat, Army::new(2, 0), events);
            }
            2 | 51 => {
                let Aim::Die { die } = aim else { return };
                let own = card.0 == 2;
                if let Some(c) = self.combat.as_mut() {
                    let attack_side = (c.attacker == seat) == own;
                    let d = if attack_side {
                        c.attack.get_mut(usize::from(die))
                    } else {
                        c.defence.get_mut(usize::from(die))
                    };
                    if let Some(d) = d {
                        *d = d.again();
                    }
                    c.pairs.clear();
                }
            }
            3 => self.boost(boost::SHIELD),
            33 => self.boost(boost::STONE),
            7 => self.summon_to_battle(seat, Army::new(2, 0), 2, events),
            12 => self.boost(boost::FORCED),
            13 => {
                if let Some(t) = tile.and_then(|t| self.tiles.get_mut(usize::from(t))) {
                    t.banner = None;
                    events.push(ThaloriaEvent::Reclaimed { seat, tile: aim_tile(aim) });
                }
            }
            14 => self.boost(boost::GUARD),
            15 => {
                if let Some(h) = self.harm.as_mut() {
                    h.saved = true;
                }
            }
            16 => {
                self.summon_reserve(seat, Army::new(3, 0), events);
                self.deploy_left = 4;
                self.tasks.push(seat, Task::Decide(Ask::Deploy));
            }
            18 => {
                self.tasks.push(seat, Task::Effect(card, seat, aim_entered(self.frame().map(|f| f.moment))));
                self.tasks.push(seat, Task::Chance(Need::Roll { seat }));
            }
            19 => self.boost(boost::FORCED | boost::SPLIT),
            21 => {
                if let Some(t) = tile {
                    let active = self.active;
                    if let Some(tr) = self.tiles[usize::from(t)].troops.iter_mut().find(|tr| tr.seat == active) {
                        tr.moved = tr.army;
                    }
                }
            }
            24 => {
                if let Some(Moment::Entered { seat: mover, tile, .. }) = self.frame().map(|f| f.moment) {
                    self.destroy(mover, tile, Army::new(1, 0), events);
                }
            }
            25 => {
                if let Aim::Tiles { from, to } = aim {
                    let here = self.tiles[usize::from(from)].army_of(seat);
                    let one = Army::one(here.elite > 0);
                    if here.holds(one) && self.fits(to, seat, one) {
                        self.shift(seat, from, to, one, events);
                    }
                }
            }
            28 | 46 | 91 => self.cancel(aim, events),
            31 | 92 => {
                let Aim::Item { index } = aim else { return };
                let original = self.frame().and_then(|f| f.window.stack().get(usize::from(index)).copied());
                // "copy ...; then draw 1 card": the draw is pushed first, so it comes after.
                if card.0 == 31 {
                    self.draw(seat, 1);
                }
                if let Some((_, orig)) = original {
                    self.tasks.push(seat, Task::Decide(Ask::Retarget { card: orig.card }));
                }
            }
            32 => {
                if let Some(t) = tile {
                    self.summon_onto(seat, t, Army::new(2, 2), 2, 4, events);
                }
            }
            38 => {
                if let Aim::Tiles { from, to } = aim {
                    for _ in 0..2 {
                        let here = self.tiles[usize::from(from)].army_of(seat);
                        let one = Army::one(here.elite > 0 && self.fits(to, seat, Army::new(0, 1)));
                        if here.holds(one) && self.fits(to, seat, one) {
                            self.shift(seat, from, to, one, events);
                        }
                    }
                }
            }
            40 => {
                // One defending Warrior that would be destroyed returns to the Reserve instead.
                // Nothing left to save (an earlier response saved the last one): it fizzles.
                if self.combat.as_ref().is_some_and(|c| c.lost.1.is_empty()) {
                    events.push(ThaloriaEvent::Fizzled { card, why: "no defending Warrior is left to save".into() });
                } else if let Some(c) = self.combat.as_mut() {
                    let elite = c.lost.1.elite > 0;
                    *c.lost.1.of_mut(elite) -= 1;
                    let (tile, defender, kind) = (c.tile, c.defender, c.kind);
                    if kind != CombatKind::Wizard {
                        self.take(tile, defender, Army::one(elite));
                        if let Some(p) = self.players.get_mut(usize::from(defender)) {
                            p.reserve = p.reserve.plus(Army::one(elite));
                        }
                        events.push(ThaloriaEvent::Shifted {
                            seat: defender,
                            from: tile,
                            to: None,
                            army: Army::one(elite),
                        });
                    }
                }
            }
            43 => {
                if let Some(c) = self.combat.clone() {
                    self.destroy(c.attacker, c.tile, Army::new(1, 0), events);
                }
            }
            44 => self.summon_to_battle(seat, Army::new(0, 1), 2, events),
            47 => {
                if let Some(t) = tile {
                    if let Some(victim) = self.tiles[usize::from(t)].other_than(seat) {
                        let here = self.tiles[usize::from(t)].army_of(victim);
                        let elite = here.elite.min(2);
                        let army = Army::new(here.standard.min(2 - elite), elite);
                        self.destroy(victim, t, army, events);
                    }
                }
            }
            49 => {
                if let Some(from) = target {
                    self.tasks.push(seat, Task::Chance(Need::Random { from, thief: Some(seat) }));
                }
            }
            53 => {
                if let Aim::Tiles { from, to } = aim {
                    if let Some(victim) = self.tiles[usize::from(from)].other_than(seat) {
                        for _ in 0..2 {
                            let here = self.tiles[usize::from(from)].army_of(victim);
                            let one = Army::one(here.standard == 0);
                            if here.holds(one) && self.fits(to, victim, one) {
                                self.shift(victim, from, to, one, events);
                            }
                        }
                    }
                }
            }
            55 => {
                if let Some(victim) = target {
                    if let Some(p) = self.players.get_mut(usize::from(victim)) {
                        let elite = p.fallen.elite.min(2);
                        let army = Army::new(p.fallen.standard.min(2 - elite), elite);
                        p.fallen = p.fallen.minus(army);
                        p.removed = p.removed.plus(army);
                        events.push(ThaloriaEvent::Removed { seat: victim, army });
                    }
                }
            }
            56 => {
                if let Some(Moment::Entered { seat: mover, .. }) = self.frame().map(|f| f.moment) {
                    for t in &mut self.tiles {
                        for tr in t.troops.iter_mut().filter(|tr| tr.seat == mover) {
                            tr.moved = tr.army;
                        }
                    }
                }
            }
            60 => {
                if let Some(c) = self.combat.as_mut() {
                    if let Some(at) = c.defence.iter().position(|d| !d.elite) {
                        c.defence.remove(at);
                        c.boost |= boost::STABBED;
                        let (t, defender, kind) = (c.tile, c.defender, c.kind);
                        if kind == CombatKind::Wizard {
                            if let Some(p) = self.players.get_mut(usize::from(defender)) {
                                p.reserve = p.reserve.minus(Army::new(1, 0));
                                p.fallen = p.fallen.plus(Army::new(1, 0));
                            }
                        } else {
                            self.destroy(defender, t, Army::new(1, 0), events);
                        }
                    }
                }
            }
            62 => {
                if let Some(t) = tile {
                    for _ in 0..2 {
                        let here = self.tiles[0].army_of(seat);
                        let one = Army::one(here.standard == 0);
                        if here.holds(one) && self.fits(t, seat, one) {
                            self.shift(seat, 0, t, one, events);
                        }
                    }
                    if let Some(defender) = self.tiles[usize::from(t)].other_than(seat) {
                        if !self.tiles[usize::from(t)].army_of(seat).is_empty() {
                            self.start_combat(t, seat, defender, CombatKind::Spell);
                        }
                    }
                }
            }
            63 => {
                if let Some(from) = target {
                    for _ in 0..2 {
                        self.tasks.push(seat, Task::Decide(Ask::Steal { from }));
                    }
                }
            }
            65 => {
                if let Some(t) = tile {
                    self.summon_onto(seat, t, Army::new(1, 1), 1, 2, events);
                }
            }
            67 => self.draw(seat, 1),
            68 => {
                if let Some(s) = target {
                    self.heal(seat, 2, events);
                    self.deal(s, 2);
                }
            }
            70 => {
                if let Aim::Item { index } = aim {
                    self.draw(seat, index);
                }
            }
            73 => self.summon_to_battle(seat, Army::new(3, 1), 3, events),
            74 => {
                if let Some(victim) = self.answered_caster(seat, aim) {
                    if self.hands.get(usize::from(victim)).is_some_and(|h| !h.value.is_empty()) {
                        self.tasks.push(victim, Task::Decide(Ask::Drop));
                    }
                }
            }
            79 => {
                let own: Vec<TileId> = self.own_land(seat).filter(|&t| self.friendly(t, seat)).collect();
                let mut left = 5u8;
                for t in own {
                    for elite in [true, false] {
                        while left >= Army::one(elite).power()
                            && self.players[usize::from(seat)].fallen.of(elite) > 0
                            && self.fits(t, seat, Army::one(elite))
                            && !self.summon_barred(seat)
                        {
                            left -= Army::one(elite).power();
                            self.summon_onto(seat, t, Army::one(elite), 1, 2, events);
                        }
                    }
                }
            }
            80 => {
                if let Some(Moment::Release { keeper, owner }) = self.frame().map(|f| f.moment) {
                    let mut left = 2u8;
                    let mut gone = Army::NONE;
                    for g in self.prisons.iter_mut().filter(|g| g.keeper == keeper && g.owner == owner && g.left == 0) {
                        for elite in [true, false] {
                            let n = g.army.of(elite).min(left);
                            *g.army.of_mut(elite) -= n;
                            *gone.of_mut(elite) += n;
                            left -= n;
                        }
                    }
                    self.prisons.retain(|g| !g.army.is_empty());
                    if let Some(p) = self.players.get_mut(usize::from(owner)) {
                        p.removed = p.removed.plus(gone);
                    }
                    events.push(ThaloriaEvent::Removed { seat: owner, army: gone });
                }
            }
            81 => self.draw(seat, 2),
            82 => {
                if let Some(s) = target {
                    self.deal(s, 3);
                }
            }
            83 => {
                if let Some(h) = self.harm.as_mut() {
                    let prevented = h.damage.min(4);
                    h.damage -= prevented;
                    events.push(ThaloriaEvent::Prevented { seat: h.seat, damage: prevented });
                }
            }
            84 => {
                // Only a Relic, Charm, Curse, Ritual or Trap (a waiting Spell is immune).
                if let Aim::Item { index } = aim {
                    let i = usize::from(index);
                    if self.lasting.get(i).and_then(|l| l.card.def()).is_some_and(|d| d.kind != CardType::Spell) {
                        self.expire(i, events);
                    }
                }
            }
            87 => self.draw(seat, 1),
            89 => {
                if let Aim::Counter { index, up } = aim {
                    let i = usize::from(index);
                    let n = self.lasting.len();
                    let left = if i < n {
                        self.lasting.get_mut(i).map(|l| &mut l.left)
                    } else {
                        self.prisons.get_mut(i - n).map(|p| &mut p.left)
                    };
                    if let Some(left) = left {
                        *left = if up { left.saturating_add(1) } else { left.saturating_sub(1).max(1) };
                    }
                }
            }
            93 => {
                if let Some(p) = target.and_then(|s| self.players.get_mut(usize::from(s))) {
                    p.skip_draws = p.skip_draws.saturating_add(1);
                }
            }
            95 => {
                if let Some(t) = tile {
                    let from = self.controller(t);
                    if let Some(x) = self.tiles.get_mut(usize::from(t)) {
                        x.banner = Some(seat);
                    }
                    events.push(ThaloriaEvent::Conquered { seat, tile: t, from });
                }
            }
            98 => {
                if let Some(t) = tile {
                    let victim = self.tiles[usize::from(t)]
                        .troops
                        .iter()
                        .find(|tr| tr.seat != seat && tr.army.standard > 0)
                        .map(|tr| tr.seat);
                    if let Some(v) = victim {
                        self.take(t, v, Army::new(1, 0));
                        if let Some(p) = self.players.get_mut(usize::from(v)) {
                            p.reserve.standard += 1;
                        }
                        events.push(ThaloriaEvent::Shifted { seat: v, from: t, to: None, army: Army::new(1, 0) });
                    }
                }
            }
            // Cards that only stay in play: their effects are read where the rules need them.
            _ => {}
        }
        let _ = copy;
    }

    /// A card effect continues after its die (Volley of Arrows, Rockfall).
    pub(crate) fn effect_after(&mut self, card: Card, seat: Seat, aim: Aim, events: &mut Events<ThaloriaEvent>) {
        let face = self.rolled;
        if face < 5 {
            events.push(ThaloriaEvent::Fizzled { card, why: format!("the D6 shows {face}") });
            return;
        }
        if let Aim::Counter { index, up } = aim {
            let tile = index;
            let elite = up;
            // The victim is the player whose Warrior entered (with three or more players the
            // tile may hold another faction too); a Trap's owner holds the tile, so it is the
            // other faction there.
            let mover = match self.frame().map(|f| f.moment) {
                Some(Moment::Entered { seat: m, tile: t, .. }) if t == tile && m != seat => Some(m),
                _ => None,
            };
            let Some(victim) = mover.or_else(|| self.tiles.get(usize::from(tile)).and_then(|t| t.other_than(seat)))
            else {
                return;
            };
            let here = self.tiles[usize::from(tile)].army_of(victim);
            let one = Army::one(elite && here.elite > 0);
            if card.0 == 18 && here.standard == 0 {
                return;
            }
            self.destroy(victim, tile, if card.0 == 18 { Army::new(1, 0) } else { one }, events);
        }
    }

    fn boost(&mut self, flag: u8) {
        if let Some(c) = self.combat.as_mut() {
            c.boost |= flag;
        }
    }

    /// Cancels the chain card `aim` names (rulebook: A1.5): it goes to the discard pile.
    fn cancel(&mut self, aim: Aim, events: &mut Events<ThaloriaEvent>) {
        let Aim::Item { index } = aim else { return };
        let Some(frame) = self.frames.last_mut() else { return };
        if let Some((seat, cast)) = frame.window.remove(usize::from(index)) {
            // The chain cards still waiting keep their targets: an index above the removed card
            // moves down one, and one aimed at the removed card now aims at nothing (it fizzles).
            for (_, waiting) in frame.window.stack_mut() {
                if let Aim::Item { index: i } = &mut waiting.aim {
                    if super::cards::aims_at_chain(waiting.card) {
                        match (*i).cmp(&index) {
                            std::cmp::Ordering::Greater => *i -= 1,
                            std::cmp::Ordering::Equal => *i = u8::MAX,
                            std::cmp::Ordering::Less => {}
                        }
                    }
                }
            }
            events.push(ThaloriaEvent::Cancelled { seat, card: cast.card });
            self.discard_cast(cast);
        }
    }

    /// `seat` draws `n` cards (chance events, in order).
    pub(crate) fn draw(&mut self, seat: Seat, n: u8) {
        for _ in 0..n {
            self.tasks.push(seat, Task::Chance(Need::Draw { seat }));
        }
    }

    /// `seat`'s Wizard gains Life Points, up to the starting total (rulebook: A5.2).
    pub(crate) fn heal(&mut self, seat: Seat, amount: i16, events: &mut Events<ThaloriaEvent>) {
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        let before = p.life;
        p.life = p.life.saturating_add(amount).min(p.start_life).max(before);
        let gained = p.life - before;
        let life = p.life;
        if gained > 0 {
            events.push(ThaloriaEvent::Healed { seat, amount: gained, life });
        }
    }

    /// Damage is about to be dealt to `seat`'s Wizard: prevention comes first (a "would"
    /// window, ruling A-51), then the damage, then replacement at 0 or fewer (A5.1).
    pub(crate) fn deal(&mut self, seat: Seat, damage: i16) {
        if damage <= 0 || !self.alive(seat) {
            return;
        }
        if let Some(h) = self.harm.as_mut().filter(|h| h.seat == seat) {
            h.damage = h.damage.saturating_add(damage);
            return;
        }
        self.harm = Some(Harm { seat, damage, saved: false, asked: false });
        self.tasks.push(seat, Task::Harm);
        self.tasks.push(seat, Task::Window(Moment::WouldHurt));
    }

    /// The pending damage lands; if it would take the Wizard to 0 or fewer Life Points, a
    /// window for replacement effects comes first (rulebook: A5.1).
    pub(crate) fn apply_harm(&mut self, events: &mut Events<ThaloriaEvent>) {
        let Some(h) = self.harm else { return };
        let life = self.players.get(usize::from(h.seat)).map_or(0, |p| p.life);
        if !h.saved && !h.asked && h.damage > 0 && life - h.damage <= 0 {
            self.harm = Some(Harm { asked: true, ..h });
            self.tasks.push(h.seat, Task::Harm);
            self.open_window(Moment::WouldDie);
            return;
        }
        self.harm = None;
        if h.saved {
            if let Some(p) = self.players.get_mut(usize::from(h.seat)) {
                p.life = 5;
            }
            events.push(ThaloriaEvent::Prevented { seat: h.seat, damage: h.damage });
        } else if h.damage > 0 {
            self.hurt(h.seat, h.damage, events);
        }
    }

    /// Fallen Warriors of `seat` return to the Reserve: a summon (rulebook: A2.1). Elite first
    /// where `most` allows both.
    pub(crate) fn summon_reserve(&mut self, seat: Seat, most: Army, events: &mut Events<ThaloriaEvent>) -> Army {
        if self.summon_barred(seat) {
            return Army::NONE;
        }
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return Army::NONE };
        let army = Army::new(p.fallen.standard.min(most.standard), p.fallen.elite.min(most.elite));
        p.fallen = p.fallen.minus(army);
        p.reserve = p.reserve.plus(army);
        if !army.is_empty() {
            events.push(ThaloriaEvent::Summoned { seat, army, tile: None });
        }
        army
    }

    /// Fallen Warriors of `seat` summoned straight onto `tile`, one at a time while they fit:
    /// at most `most` by type, `count` Warriors and `power` Power Points, Elite first.
    pub(crate) fn summon_onto(
        &mut self,
        seat: Seat,
        tile: TileId,
        most: Army,
        count: u8,
        power: u8,
        events: &mut Events<ThaloriaEvent>,
    ) {
        if self.summon_barred(seat) {
            return;
        }
        let mut army = Army::NONE;
        for elite in [true, false] {
            loop {
                let one = Army::one(elite);
                let fallen = self.players[usize::from(seat)].fallen;
                let next = army.plus(one);
                if fallen.of(elite) == 0
                    || army.of(elite) >= most.of(elite)
                    || next.count() > count
                    || next.power() > power
                    || !self.fits(tile, seat, one)
                {
                    break;
                }
                self.players[usize::from(seat)].fallen = fallen.minus(one);
                self.put(tile, seat, one, false);
                army = next;
            }
        }
        if !army.is_empty() {
            events.push(ThaloriaEvent::Summoned { seat, army, tile: Some(tile) });
        }
    }

    /// A defensive reinforcement onto the battle's tile (rulebook: 8. Defensive Reinforcement).
    fn summon_to_battle(&mut self, seat: Seat, most: Army, count: u8, events: &mut Events<ThaloriaEvent>) {
        let Some(tile) = self.combat.as_ref().map(|c| c.tile) else { return };
        let power = if count == 3 { 3 } else { 5 };
        self.summon_onto(seat, tile, most, count, power, events);
    }

    /// Destroys `seat`'s Warriors on `tile` by a card: to the Fallen area, or to the Reserve on
    /// their own Sanctified Ground.
    pub(crate) fn destroy(&mut self, seat: Seat, tile: TileId, army: Army, events: &mut Events<ThaloriaEvent>) {
        let here = self.tiles.get(usize::from(tile)).map_or(Army::NONE, |t| t.army_of(seat));
        let army = Army::new(army.standard.min(here.standard), army.elite.min(here.elite));
        if army.is_empty() {
            return;
        }
        self.take(tile, seat, army);
        let sanctified = self.on_tile(9, tile) == Some(seat);
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            if sanctified {
                p.reserve = p.reserve.plus(army);
            } else {
                p.fallen = p.fallen.plus(army);
            }
        }
        events.push(ThaloriaEvent::Destroyed { seat, tile, army });
        self.tasks.push(self.active, Task::Window(Moment::Destroyed { seat }));
    }

    /// Forced movement of `seat`'s Warriors (rulebook: A4.2; the caller checked capacity).
    fn shift(&mut self, seat: Seat, from: TileId, to: TileId, army: Army, events: &mut Events<ThaloriaEvent>) {
        self.take(from, seat, army);
        self.put(to, seat, army, true);
        events.push(ThaloriaEvent::Shifted { seat, from, to: Some(to), army });
    }

    /// Sends `seat`'s Warriors from `tile` to `keeper`'s Dungeon (rulebook: 7. Dungeon Tiles).
    pub(crate) fn send(
        &mut self,
        keeper: Seat,
        seat: Seat,
        tile: TileId,
        army: Army,
        events: &mut Events<ThaloriaEvent>,
    ) {
        let here = self.tiles.get(usize::from(tile)).map_or(Army::NONE, |t| t.army_of(seat));
        let army = Army::new(army.standard.min(here.standard), army.elite.min(here.elite));
        if army.is_empty() || self.on_tile(37, tile) == Some(seat) {
            return;
        }
        self.take(tile, seat, army);
        let left = if self.has(71, keeper) { STAY + 1 } else { STAY };
        self.prisons.push(Prison { keeper, owner: seat, army, left });
        events.push(ThaloriaEvent::Sent { seat, army, keeper });
    }

    /// Start-of-Draw-Step effects of the cards in play, for the active player (ruling G-1's
    /// durations: each counts down after it acts, and leaves play at 0). Ruling A-43 orders
    /// them: the active player's own cards first (in the order they came into play), then the
    /// cards other players put on them, owner by owner clockwise. Each card acts as one task,
    /// so what it queues (draws, discards, damage) is over before the next card acts.
    pub(crate) fn card_draw_effects(&mut self) {
        let seat = self.active;
        let n = self.config.players.max(1);
        let mut order: Vec<(u8, Card)> = Vec::new();
        for l in &self.lasting {
            if l.owner == seat {
                order.push((0, l.card));
            } else if l.on == (Aim::Seat { seat }) {
                order.push(((l.owner + n - seat) % n, l.card));
            }
        }
        // A stable sort keeps the order of play within each owner.
        order.sort_by_key(|&(rank, _)| rank);
        for &(_, card) in order.iter().rev() {
            self.tasks.push(seat, Task::DrawEffect(card));
        }
    }

    /// One card's start-of-Draw-Step effect (see [`Thaloria::card_draw_effects`]); a card that
    /// left play meanwhile does nothing.
    pub(crate) fn card_draw_effect(&mut self, card: Card, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        if let Some(at) = self.lasting.iter().position(|l| l.card == card) {
            let l = self.lasting[at];
            let mine = l.owner == seat;
            let on_me = l.on == Aim::Seat { seat } && !mine;
            let mut gone = false;
            match l.card.0 {
                4 | 5 | 22 | 27 | 34 | 76 if mine => {
                    events.push(ThaloriaEvent::Woke { seat, card: l.card });
                    match l.card.0 {
                        4 => self.heal(seat, 5, events),
                        5 => {
                            self.tasks.push(seat, Task::Decide(Ask::Drop));
                            self.draw(seat, 2);
                        }
                        22 => {
                            let n = if self.tiles[0].army_of(seat).is_empty() { 1 } else { 2 };
                            self.draw(seat, n);
                        }
                        27 => {
                            self.summon_reserve(seat, Army::new(0, 1), events);
                            self.heal(seat, 2, events);
                        }
                        34 => {
                            self.summon_reserve(seat, Army::new(1, 0), events);
                            self.draw(seat, 1);
                        }
                        _ => {
                            let fallen = self.players[usize::from(seat)].fallen;
                            let elite = fallen.elite.min(2);
                            self.summon_reserve(seat, Army::new(fallen.standard.min(2 - elite), elite), events);
                        }
                    }
                    gone = true;
                }
                20 | 78 | 86 if mine => {
                    if let Aim::Tile { tile } = l.on {
                        let here = self.tiles[usize::from(tile)].army_of(seat);
                        match l.card.0 {
                            20 if !here.is_empty() => self.heal(seat, 2, events),
                            86 if !here.is_empty() => self.heal(seat, 3, events),
                            78 if self.friendly(tile, seat) => {
                                self.summon_onto(seat, tile, Army::new(1, 0), 1, 1, events);
                            }
                            _ => {}
                        }
                    }
                }
                42 if mine
                    && l.uses & TURN_USED == 0
                    && self.players[usize::from(seat)].fallen.standard > 0
                    && !self.summon_barred(seat) =>
                {
                    self.summon_reserve(seat, Army::new(1, 0), events);
                    let l = &mut self.lasting[at];
                    l.uses = (l.uses + 1) | TURN_USED;
                    gone = l.uses & 0x7f >= 3;
                }
                99 if mine && l.uses & TURN_USED == 0 && !self.tiles[0].army_of(seat).is_empty() => {
                    self.lasting[at].uses |= TURN_USED;
                    self.draw(seat, 1);
                }
                57 if on_me => self.deal(seat, 2),
                61 if on_me && self.hands.get(usize::from(seat)).is_some_and(|h| !h.value.is_empty()) => {
                    self.tasks.push(seat, Task::Chance(Need::Random { from: seat, thief: None }));
                }
                66 if on_me => gone = true,
                97 if on_me => {
                    events.push(ThaloriaEvent::Woke { seat: l.owner, card: l.card });
                    let n = self.hands.get(usize::from(seat)).map_or(0, |h| h.value.len()).min(2);
                    for _ in 0..n {
                        self.tasks.push(seat, Task::Decide(Ask::Drop));
                    }
                    gone = true;
                }
                _ => {}
            }
            // Durations counted in the named player's Draw Steps.
            let counts = match self.lasting[at].card.0 {
                9 | 20 | 23 | 30 | 37 | 41 | 59 | 78 | 86 | 94 | 100 => mine,
                35 | 57 | 61 => on_me,
                _ => false,
            };
            if counts && !gone {
                let l = &mut self.lasting[at];
                l.left = l.left.saturating_sub(1);
                gone = l.left == 0;
            }
            if gone {
                self.expire(at, events);
            }
        }
    }

    /// Deferred cards and Relics that wake at a point of the active player's turn.
    pub(crate) fn wake(&mut self, point: Wake, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        let mut at = 0;
        while at < self.lasting.len() {
            let l = self.lasting[at];
            let fire = l.owner == seat
                && matches!(
                    (point, l.card.0),
                    (Wake::Attack, 26 | 77) | (Wake::Consolidation, 52 | 85) | (Wake::DrawEnd, 90)
                );
            if !fire {
                at += 1;
                continue;
            }
            let mut gone = true;
            match l.card.0 {
                26 | 77 => {
                    let target = self.battles.iter().copied().find(|&t| {
                        self.tiles[usize::from(t)]
                            .troops
                            .iter()
                            .any(|tr| tr.seat != seat && (l.card.0 == 77 || tr.army.standard > 0))
                    });
                    if let Some(t) = target {
                        events.push(ThaloriaEvent::Woke { seat, card: l.card });
                        if let Some(victim) = self.tiles[usize::from(t)].other_than(seat) {
                            if l.card.0 == 26 {
                                self.destroy(victim, t, Army::new(1, 0), events);
                            } else {
                                let here = self.tiles[usize::from(t)].army_of(victim);
                                let elite = here.elite.min(2);
                                self.send(seat, victim, t, Army::new(here.standard.min(2 - elite), elite), events);
                            }
                        }
                    }
                }
                52 => {
                    if let Aim::Tile { tile } = l.on {
                        if self.friendly(tile, seat) {
                            events.push(ThaloriaEvent::Woke { seat, card: l.card });
                            self.summon_onto(seat, tile, Army::new(3, 0), 3, 5, events);
                        }
                    }
                }
                85 => {
                    events.push(ThaloriaEvent::Woke { seat, card: l.card });
                    let near: Vec<TileId> = self.neighbours(0).collect();
                    let mut moved = 0;
                    for t in near {
                        while moved < 2 && !self.impassable(0) && !self.grotto_shut(seat) {
                            let here = self.tiles[usize::from(t)].army_of(seat);
                            let one = Army::one(here.standard == 0);
                            if self.disputed(t) || !here.holds(one) || here.is_empty() || !self.fits(0, seat, one) {
                                break;
                            }
                            self.shift(seat, t, 0, one, events);
                            moved += 1;
                        }
                    }
                }
                90 => {
                    gone = false;
                    if l.uses & TURN_USED == 0 && self.hands.get(usize::from(seat)).is_some_and(|h| h.value.len() < 3) {
                        self.lasting[at].uses |= TURN_USED;
                        self.draw(seat, 1);
                    }
                }
                _ => gone = false,
            }
            if gone {
                self.expire(at, events);
            } else {
                at += 1;
            }
        }
    }

    /// Traps waking when `seat`'s Warrior enters `tile` by normal movement (Rockfall, Spiked
    /// Pit, Crypt Gate, Tripwire), then the Reaction window for the entry.
    pub(crate) fn entered(
        &mut self,
        seat: Seat,
        from: TileId,
        tile: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        self.tasks.push(self.active, Task::Window(Moment::Entered { seat, from, tile, elite }));
        let mut at = 0;
        while at < self.lasting.len() {
            let l = self.lasting[at];
            let here = l.on == Aim::Tile { tile } && l.owner != seat && matches!(l.card.0, 36 | 50 | 69 | 88);
            if !here || (l.card.0 == 50 && elite) {
                at += 1;
                continue;
            }
            events.push(ThaloriaEvent::Woke { seat: l.owner, card: l.card });
            match l.card.0 {
                36 => {
                    self.tasks.push(l.owner, Task::Effect(l.card, l.owner, Aim::Counter { index: tile, up: elite }));
                    self.tasks.push(l.owner, Task::Chance(Need::Roll { seat: l.owner }));
                }
                50 => self.destroy(seat, tile, Army::new(1, 0), events),
                69 => self.send(l.owner, seat, tile, Army::one(elite), events),
                _ => {
                    if self.hands.get(usize::from(seat)).is_some_and(|h| !h.value.is_empty()) {
                        self.tasks.push(seat, Task::Chance(Need::Random { from: seat, thief: None }));
                    }
                }
            }
            self.expire(at, events);
        }
    }

    /// Iron Portcullis: the first enemy move onto its tile fails. True if this move failed.
    pub(crate) fn portcullis(
        &mut self,
        seat: Seat,
        from: TileId,
        to: TileId,
        elite: bool,
        events: &mut Events<ThaloriaEvent>,
    ) -> bool {
        let Some(at) =
            self.lasting.iter().position(|l| l.card.0 == 39 && l.on == (Aim::Tile { tile: to }) && l.owner != seat)
        else {
            return false;
        };
        let owner = self.lasting[at].owner;
        events.push(ThaloriaEvent::Woke { seat: owner, card: self.lasting[at].card });
        self.expire(at, events);
        // The Warrior stays where it was, and has used its move.
        if let Some(tr) = self.tiles[usize::from(from)].troops.iter_mut().find(|tr| tr.seat == seat) {
            let moved = tr.moved.plus(Army::one(elite));
            tr.moved = Army::new(moved.standard.min(tr.army.standard), moved.elite.min(tr.army.elite));
        }
        true
    }

    /// Dungeon stays that end now: a window for the keepers (Oblivion), then the release.
    pub(crate) fn release(&mut self, seat: Seat, events: &mut Events<ThaloriaEvent>) {
        let mut back = Army::NONE;
        for prison in self.prisons.iter().filter(|p| p.owner == seat && p.left == 0) {
            back = back.plus(prison.army);
        }
        self.prisons.retain(|p| !(p.owner == seat && p.left == 0));
        if !back.is_empty() {
            if let Some(p) = self.players.get_mut(usize::from(seat)) {
                p.reserve = p.reserve.plus(back);
            }
            events.push(ThaloriaEvent::Released { seat, army: back });
        }
    }

    /// The end of a turn: cards that last "this turn" leave play, and "until the end of your
    /// next turn" counts down.
    pub(crate) fn turn_end_cards(&mut self, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        for l in self.lasting.iter_mut().filter(|l| l.owner == seat && l.card.0 == 75) {
            l.left = l.left.saturating_sub(1);
        }
        self.expire_where(
            |l| {
                matches!(l.card.0, 72 | 96)
                    || (l.owner == seat && matches!(l.card.0, 8 | 10 | 17 | 26 | 52 | 54 | 64 | 77 | 85))
                    || (l.card.0 == 75 && l.left == 0)
            },
            events,
        );
    }

    /// A new turn: Relics' once-per-turn uses reset (A7.1).
    pub(crate) fn turn_begin_cards(&mut self) {
        for l in &mut self.lasting {
            l.uses &= !TURN_USED;
        }
    }

    /// The Deployment Step's allowance: Muster at the Keep (7), Writ of Levy (at most 3, then
    /// it goes).
    pub(crate) fn allowance(&mut self, base: u8, events: &mut Events<ThaloriaEvent>) -> u8 {
        let seat = self.active;
        let mut n = base;
        if self.has(10, seat) {
            n = 7;
        }
        if let Some(at) = self.lasting.iter().position(|l| l.card.0 == 6 && l.on == Aim::Seat { seat }) {
            n = n.min(3);
            self.expire(at, events);
        }
        n
    }

    /// A discard of the player's choice asked by a card (Herald's Dispatch, Wail of the
    /// Banshee, Mind Rot).
    pub(crate) fn drop_card(&mut self, seat: Seat, card: Card, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        if self.take_card(seat, card) {
            self.discard.push(card);
            events.push(ThaloriaEvent::Discarded { seat, card });
        }
    }

    /// The Great Heist: a card of the thief's choice from the hand looked at.
    pub(crate) fn steal(&mut self, seat: Seat, card: Card, events: &mut Events<ThaloriaEvent>) {
        let Some((_, Task::Decide(Ask::Steal { from }))) = self.tasks.pop() else { return };
        if self.take_card(from, card) {
            self.give(seat, card);
            events.push(ThaloriaEvent::Stole { seat, from });
        }
    }

    /// A copy goes onto the chain with its new aim (rulebook: A1.6).
    pub(crate) fn retarget(&mut self, seat: Seat, aim: Aim, events: &mut Events<ThaloriaEvent>) {
        let Some((_, Task::Decide(Ask::Retarget { card }))) = self.tasks.pop() else { return };
        events.push(ThaloriaEvent::Cast { seat, card, copy: true });
        if let Some(frame) = self.frames.last_mut() {
            frame.window.add(seat, Cast { card, aim, copy: true });
            frame.fresh = true;
        }
    }

    /// A random card leaves `from`'s hand: to the thief, or to the discard pile.
    pub(crate) fn random_card(
        &mut self,
        from: Seat,
        thief: Option<Seat>,
        card: Card,
        events: &mut Events<ThaloriaEvent>,
    ) {
        if !self.take_card(from, card) {
            return;
        }
        match thief {
            Some(t) => {
                self.give(t, card);
                events.push(ThaloriaEvent::Stole { seat: t, from });
            }
            None => {
                self.discard.push(card);
                events.push(ThaloriaEvent::Discarded { seat: from, card });
            }
        }
    }

    /// Conquest hooks: Banner of Valor, War-Chest of Plunder, and the window for Grudge.
    pub(crate) fn conquered(&mut self, seat: Seat, tile: TileId, from: Option<Seat>, battle: bool) {
        if let Some(from) = from.filter(|&f| f != seat && self.alive(f)) {
            self.tasks.push(self.active, Task::Window(Moment::Conquered { seat, tile, from }));
            if let Some(l) = self.lasting.iter_mut().find(|l| l.card.0 == 58 && l.owner == seat) {
                let bit = 1u8 << (from % 7);
                if l.uses & bit == 0 && self.hands.get(usize::from(from)).is_some_and(|h| !h.value.is_empty()) {
                    l.uses |= bit;
                    self.tasks.push(seat, Task::Chance(Need::Random { from, thief: Some(seat) }));
                }
            }
        }
        if battle && self.step == Step::Attack && seat == self.active {
            if let Some(at) =
                self.lasting.iter().position(|l| l.card.0 == 11 && l.owner == seat && l.uses & TURN_USED == 0)
            {
                let l = &mut self.lasting[at];
                l.uses = (l.uses + 1) | TURN_USED;
                let spent = l.uses & 0x7f >= 3;
                self.draw(seat, 1);
                if spent {
                    self.lasting.remove(at);
                    self.discard.push(Card(11));
                }
            }
        }
    }
}

fn aim_tile(aim: Aim) -> TileId {
    match aim {
        Aim::Tile { tile } => tile,
        _ => 0,
    }
}

/// Volley of Arrows' die settles on the tile just entered (its type in `up`).
fn aim_entered(moment: Option<Moment>) -> Aim {
    match moment {
        Some(Moment::Entered { tile, elite, .. }) => Aim::Counter { index: tile, up: elite },
        _ => Aim::None,
    }
}

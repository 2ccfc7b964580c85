//! Casting cards and the Spell Chain (rulebook: 8. Playing Cards; Spell Types; A1 The Spell
//! Chain; rulings thaloria, G-8).
//!
//! Action and Deferred cards are cast by the active player in their own Draw Step while the
//! chain is empty; Reactions are cast by the seat holding priority in a window opened by
//! their trigger. Every window is a [`Frame`]: a [`Window`] over [`Cast`] items with the
//! [`Moment`] that opened it. Windows nest: a "would" event met while a card resolves (damage, a
//! Wizard about to fall) opens a window of its own, which closes before the outer chain goes on
//! . A seat with no legal answer passes by itself (A-50: no view shows who was asked).
//!
//! What each card does is in [`effects`](super::effects); this file says when a card may be
//! cast and at what, and runs the chain.

use super::super::action::{ThaloriaAction, ThaloriaEvent};
use super::super::data::cards::{Card, CardType, SpellType};
use super::super::state::{Aim, Cast, Frame, Lasting, Moment, Step, Task, Thaloria, TileId};
use super::check::No;
use super::Ask;
use crate::core::{Events, Seat, Window, WindowRules, WindowState};

const PLAYING: &str = "8. Playing Cards";
const TIMING: No = (PLAYING, "the timing is not legal for that card now");
const NO_TRIGGER: No = ("8. Spell Types", "a Reaction is cast only when its trigger occurs");
const TARGET: No = (PLAYING, "that is not a legal target for this card");

/// The cards whose effect summons Warriors (Tomb Ward's trigger; rulebook: A2.1).
pub(super) const SUMMONS: [u8; 14] = [1, 7, 16, 27, 32, 34, 42, 44, 52, 65, 73, 76, 78, 79];

/// What a card's aim chooses (the candidates the legal list tries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choose {
    Nothing,
    Opponent,
    Tile,
    TwoTiles,
    ChainItem,
    InPlay,
    OwnDie,
    TheirDie,
    Counter,
    HowMany,
}

/// True if `card` aims at a card on the chain (cancels and copies): its aim's index counts
/// from the bottom of the stack.
pub(super) fn aims_at_chain(card: Card) -> bool {
    choose(card) == Choose::ChainItem
}

fn choose(card: Card) -> Choose {
    use Choose as C;
    match card.0 {
        6 | 49 | 57 | 61 | 63 | 66 | 68 | 82 | 93 | 96 | 97 | 55 => C::Opponent,
        9 | 13 | 20 | 21 | 23 | 30 | 36 | 37 | 39 | 41 | 47 | 50 | 52 | 59 | 62 | 65 | 69 | 75 | 78 | 86 | 88 | 95
        | 98 | 100 | 32 => C::Tile,
        25 | 38 | 53 | 94 => C::TwoTiles,
        28 | 31 | 46 | 91 | 92 => C::ChainItem,
        84 => C::InPlay,
        2 => C::OwnDie,
        51 => C::TheirDie,
        89 => C::Counter,
        70 => C::HowMany,
        _ => C::Nothing,
    }
}

impl Thaloria {
    /// The innermost open window.
    pub(crate) fn frame(&self) -> Option<&Frame> {
        self.frames.last()
    }

    /// True if a lasting `card` controlled by `owner` is in play (or waiting).
    pub(crate) fn has(&self, card: u8, owner: Seat) -> bool {
        self.lasting.iter().any(|l| l.card.0 == card && l.owner == owner)
    }

    /// True if a lasting `card` is attached to player `seat`.
    pub(crate) fn on_seat(&self, card: u8, seat: Seat) -> bool {
        self.lasting.iter().any(|l| l.card.0 == card && l.on == Aim::Seat { seat })
    }

    /// True if a lasting `card` lies on `tile`.
    pub(crate) fn on_tile(&self, card: u8, tile: TileId) -> Option<Seat> {
        self.lasting.iter().find(|l| l.card.0 == card && l.on == Aim::Tile { tile }).map(|l| l.owner)
    }

    /// True if an opponent's Grotto Sanctuary (ROT-100) shuts the Grotto to `seat`'s Warriors:
    /// no way in (movement, retreat, a card's forced move).
    pub(crate) fn grotto_shut(&self, seat: Seat) -> bool {
        self.lasting.iter().any(|l| l.card.0 == 100 && l.owner != seat)
    }

    /// True if `tile` is impassable now (Thornwall, Earthquake; rulebook: 7. Impassable Tiles).
    pub fn impassable(&self, tile: TileId) -> bool {
        self.on_tile(23, tile).is_some()
            || self
                .lasting
                .iter()
                .any(|l| l.card.0 == 94 && matches!(l.on, Aim::Tiles { from, to } if from == tile || to == tile))
    }

    /// True if `seat` cannot summon now (Tomb Ward; rulebook: A2.2).
    pub(crate) fn summon_barred(&self, seat: Seat) -> bool {
        self.on_seat(72, seat)
    }

    /// True if `tile` is "yours" by colour and banner (held by `seat`, enemy Warriors aside).
    pub(crate) fn held_by(&self, tile: TileId, seat: Seat) -> bool {
        let Some(t) = self.tiles.get(usize::from(tile)) else { return false };
        match (t.land_owner(), t.banner) {
            (Some(_), Some(b)) => b == seat,
            (Some(o), None) => o == seat,
            _ => false,
        }
    }

    /// True if some tile `seat` controls shares a side with `tile`.
    pub(crate) fn next_to_mine(&self, tile: TileId, seat: Seat) -> bool {
        self.neighbours(tile).any(|n| self.friendly(n, seat))
    }

    /// True if an opponent of `seat`'s card may not aim at `tile` (Hidden Glade).
    fn glade_shuts(&self, seat: Seat, tile: TileId) -> bool {
        self.on_tile(30, tile).is_some_and(|o| o != seat)
    }

    /// Lists the casts `seat` may make now, for `ask` (the Draw Step's plays, or a Reaction).
    pub(crate) fn list_casts(&self, seat: Seat, ask: Ask, out: &mut Vec<ThaloriaAction>) {
        self.each_hand_card(seat, &mut |card| {
            let Some(def) = card.def() else { return };
            let fits = match ask {
                Ask::Play => def.spell != SpellType::Reaction,
                Ask::Respond => def.spell == SpellType::Reaction,
                _ => false,
            };
            if !fits {
                return;
            }
            self.each_aim(seat, card, &mut |aim| {
                let a = ThaloriaAction::Cast { card, aim };
                if self.check_cast(seat, ask, card, aim).is_ok() {
                    out.push(a);
                }
            });
        });
    }

    /// Every candidate aim of `card` (the legal ones are those [`Thaloria::check_cast`] accepts).
    pub(crate) fn each_aim(&self, seat: Seat, card: Card, f: &mut dyn FnMut(Aim)) {
        let seats = self.config.players;
        match choose(card) {
            Choose::Nothing => f(Aim::None),
            Choose::Opponent => (0..seats).filter(|&s| s != seat).for_each(|s| f(Aim::Seat { seat: s })),
            Choose::Tile => self.tile_ids().for_each(|tile| f(Aim::Tile { tile })),
            Choose::TwoTiles => {
                for from in self.tile_ids() {
                    for to in self.tile_ids() {
                        if card.0 == 94 && to < from {
                            continue;
                        }
                        if card.0 == 53 && !self.touching(from, to) {
                            continue;
                        }
                        f(Aim::Tiles { from, to });
                    }
                }
            }
            Choose::ChainItem => {
                let n = self.frame().map_or(0, |fr| fr.window.stack().len());
                (0..n).filter_map(|i| u8::try_from(i).ok()).for_each(|index| f(Aim::Item { index }));
            }
            Choose::InPlay => {
                (0..self.lasting.len()).filter_map(|i| u8::try_from(i).ok()).for_each(|index| f(Aim::Item { index }))
            }
            Choose::OwnDie | Choose::TheirDie => (0..3).for_each(|die| f(Aim::Die { die })),
            Choose::Counter => {
                for index in (0..self.lasting.len() + self.prisons.len()).filter_map(|i| u8::try_from(i).ok()) {
                    f(Aim::Counter { index, up: true });
                    f(Aim::Counter { index, up: false });
                }
            }
            Choose::HowMany => (1..=2).for_each(|index| f(Aim::Item { index })),
        }
    }

    /// Whether `seat` may cast `card` at `aim` now, answering `ask`, and if not, why.
    pub(crate) fn check_cast(&self, seat: Seat, ask: Ask, card: Card, aim: Aim) -> Result<(), No> {
        let def = card.def().ok_or((PLAYING, "no such card"))?;
        if !self.holds(seat, card) {
            return Err((PLAYING, "that card is not in your hand"));
        }
        let shape_ok = matches!(
            (choose(card), aim),
            (Choose::Nothing, Aim::None)
                | (Choose::Opponent, Aim::Seat { .. })
                | (Choose::Tile, Aim::Tile { .. })
                | (Choose::TwoTiles, Aim::Tiles { .. })
                | (Choose::ChainItem | Choose::InPlay | Choose::HowMany, Aim::Item { .. })
                | (Choose::OwnDie | Choose::TheirDie, Aim::Die { .. })
                | (Choose::Counter, Aim::Counter { .. })
        );
        if !shape_ok {
            return Err(TARGET);
        }
        match (ask, def.spell) {
            (Ask::Play, SpellType::Action | SpellType::Deferred) => {
                // Only in your own Draw Step, with the chain empty (ruling A-11).
                if self.step != Step::Draw || self.active != seat || !self.frames.is_empty() {
                    return Err(("8. Spell Types", "Action and Deferred cards are cast in your own Draw Step"));
                }
            }
            (Ask::Respond, SpellType::Reaction) => {
                if self.on_seat(96, seat) {
                    return Err(("Silence", "you cannot cast Reactions until the end of this turn"));
                }
                self.check_trigger(seat, card, aim)?;
            }
            (Ask::Respond, _) => return Err(("8. Spell Types", "only Reactions are cast in answer to a trigger")),
            _ => return Err(TIMING),
        }
        self.check_aim(seat, card, aim)
    }

    /// The opponent `aim` names, if it is a living opponent of `seat`.
    fn opponent(&self, seat: Seat, aim: Aim) -> Result<Seat, No> {
        match aim {
            Aim::Seat { seat: s } if s != seat && self.alive(s) => Ok(s),
            _ => Err((PLAYING, "target a living opponent")),
        }
    }

    fn tile_of(&self, seat: Seat, aim: Aim) -> Result<TileId, No> {
        match aim {
            Aim::Tile { tile } if usize::from(tile) < self.tiles.len() => {
                if self.glade_shuts(seat, tile) {
                    return Err(("Hidden Glade", "opponents' cards cannot target that tile"));
                }
                Ok(tile)
            }
            _ => Err((PLAYING, "target a tile on the map")),
        }
    }

    /// The card-specific conditions on the aim and on the game (rulebook: 8. Playing Cards:
    /// targets, costs, conditions; designed: each card's text, data/cards.rs).
    fn check_aim(&self, seat: Seat, card: Card, aim: Aim) -> Result<(), No> {
        let p = self.players.get(usize::from(seat)).ok_or(TARGET)?;
        let hand_of = |s: Seat| self.hands.get(usize::from(s)).map_or(0, |h| h.value.len());
        let may_summon = !self.summon_barred(seat);
        let name = card.name();
        let fail = |why: &'static str| Err((name, why));
        let own_tile =
            |tile: TileId| self.friendly(tile, seat) && self.tiles[usize::from(tile)].land_owner() == Some(seat);
        match card.0 {
            // Summons to the Reserve.
            1 if p.fallen.standard == 0 || !may_summon => {
                return fail("you need a Fallen Standard Warrior and the right to summon");
            }
            6 | 57 | 61 | 66 | 68 | 82 | 93 | 96 | 97 => {
                self.opponent(seat, aim)?;
            }
            49 | 63 => {
                let s = self.opponent(seat, aim)?;
                if hand_of(s) == 0 {
                    return fail("that opponent holds no card");
                }
            }
            9 | 20 | 36 | 37 | 50 | 69 | 88 => {
                let t = self.tile_of(seat, aim)?;
                if !self.friendly(t, seat) {
                    return fail("choose a tile you control");
                }
            }
            30 | 39 | 41 | 59 | 78 => {
                let t = self.tile_of(seat, aim)?;
                if !own_tile(t) {
                    return fail("choose one of your own tiles you control");
                }
            }
            52 => {
                // Cast in the Draw Step for the Consolidation: the Warriors may fall in between.
                let t = self.tile_of(seat, aim)?;
                if !own_tile(t) {
                    return fail("choose one of your own tiles you control");
                }
            }
            32 | 65 => {
                let t = self.tile_of(seat, aim)?;
                if !own_tile(t) || p.fallen.is_empty() || !may_summon {
                    return fail("choose one of your own tiles you control, with a Fallen Warrior to summon");
                }
                if !self.fits(t, seat, super::super::state::Army::new(0, 1))
                    && !self.fits(t, seat, super::super::state::Army::new(1, 0))
                {
                    return fail("that tile has no room");
                }
            }
            79 if p.fallen.is_empty() || !may_summon => {
                return fail("you have no Fallen Warrior to summon");
            }
            13 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                if tile.land_owner() != Some(seat)
                    || tile.banner.is_none_or(|b| b == seat)
                    || tile.troops.iter().any(|tr| tr.seat != seat)
                {
                    return fail("choose one of your own tiles under an enemy banner with no enemy Warriors");
                }
            }
            21 => {
                let t = self.tile_of(seat, aim)?;
                let active = self.active;
                if self.controller(t) != Some(active)
                    || self.tiles[usize::from(t)].army_of(active).is_empty()
                    || !self.next_to_mine(t, seat)
                {
                    return fail("choose a tile of theirs with their Warriors, next to a tile you control");
                }
            }
            23 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                if !tile.troops.is_empty() || tile.is_grotto() || tile.is_dungeon() || !self.next_to_mine(t, seat) {
                    return fail(
                        "choose a tile with no Warriors next to a tile you control (not the Grotto or a Dungeon)",
                    );
                }
            }
            94 => {
                let Aim::Tiles { from, to } = aim else { return Err(TARGET) };
                for t in [from, to] {
                    let tile = self.tiles.get(usize::from(t)).ok_or(TARGET)?;
                    if !tile.troops.is_empty() || tile.is_grotto() || tile.is_dungeon() || self.glade_shuts(seat, t) {
                        return fail("choose tiles with no Warriors, neither the Grotto nor a Dungeon");
                    }
                }
            }
            25 => {
                let Aim::Tiles { from, to } = aim else { return Err(TARGET) };
                let src = self.tiles.get(usize::from(from)).ok_or(TARGET)?;
                let army = src.army_of(seat);
                if army.is_empty() || from == to || !self.friendly(to, seat) || self.disputed(from) {
                    return fail("move one of your Warriors (not from a disputed tile) to another tile you control");
                }
                if !self.fits(to, seat, super::super::state::Army::one(army.elite > 0)) {
                    return fail("that tile has no room");
                }
            }
            38 => {
                let Aim::Tiles { from, to } = aim else { return Err(TARGET) };
                let near_dungeon = |t: TileId| self.neighbours(t).any(|n| self.tiles[usize::from(n)].is_dungeon());
                if from == to
                    || !self.friendly(from, seat)
                    || !self.friendly(to, seat)
                    || !near_dungeon(from)
                    || !near_dungeon(to)
                    || self.tiles[usize::from(from)].army_of(seat).is_empty()
                {
                    return fail("both tiles must be yours, controlled, next to a Dungeon, with Warriors to move");
                }
            }
            53 => {
                let Aim::Tiles { from, to } = aim else { return Err(TARGET) };
                let src = self.tiles.get(usize::from(from)).ok_or(TARGET)?;
                let Some(victim) = src.other_than(seat).filter(|&v| v != seat) else {
                    return fail("choose a tile with enemy Warriors");
                };
                if src.is_grotto()
                    || !self.next_to_mine(from, seat)
                    || self.glade_shuts(seat, from)
                    || self.on_tile(37, from) == Some(victim)
                    || src.army_of(seat).count() > 0
                {
                    return fail("choose enemy Warriors next to a tile you control (not warded)");
                }
                let dest = self.tiles.get(usize::from(to)).ok_or(TARGET)?;
                if !(dest.is_grotto() || self.friendly(to, victim))
                    || self.impassable(to)
                    || (dest.is_grotto() && self.grotto_shut(victim))
                {
                    return fail("they move to a tile their faction controls, or to the Grotto");
                }
                if !self.fits(
                    to,
                    victim,
                    super::super::state::Army::one(src.army_of(victim).elite > 0 && src.army_of(victim).standard == 0),
                ) {
                    return fail("that tile has no room for them");
                }
            }
            47 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                if tile.other_than(seat).is_none() || tile.army_of(seat).count() > 0 || !self.next_to_mine(t, seat) {
                    return fail("choose a tile of enemy Warriors next to a tile you control");
                }
            }
            62 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                let grotto = &self.tiles[0];
                if grotto.army_of(seat).is_empty()
                    || !self.touching(0, t)
                    || tile.other_than(seat).is_none()
                    || tile.is_shared()
                    || tile.is_dungeon()
                    || self.impassable(t)
                    || !self.fits(t, seat, super::super::state::Army::one(grotto.army_of(seat).standard == 0))
                {
                    return fail("choose an enemy-occupied tile next to the Grotto, where your Grotto Warriors fit");
                }
            }
            70 => {
                let Aim::Item { index } = aim else { return Err(TARGET) };
                if index == 0 || index > 2 || p.fallen.standard < index {
                    return fail("remove 1 or 2 of your Fallen Standard Warriors as the cost");
                }
            }
            75 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                if tile.other_than(seat).is_none() || !self.next_to_mine(t, seat) {
                    return fail("choose an enemy-occupied tile next to a tile you control");
                }
            }
            84 => {
                let Aim::Item { index } = aim else { return Err(TARGET) };
                let Some(target) = self.lasting.get(usize::from(index)) else {
                    return fail("choose a card in play or waiting");
                };
                // "target Relic, Charm, Curse, Ritual or Trap card": a waiting Deferred Spell is
                // not one.
                if target.card.def().is_none_or(|d| d.kind == CardType::Spell) {
                    return fail("choose a Relic, Charm, Curse, Ritual or Trap, not a Spell");
                }
            }
            86 | 100 if self.tile_of(seat, aim)? != 0 => {
                return fail("place it on the Grotto");
            }
            89 => {
                let Aim::Counter { index, up } = aim else { return Err(TARGET) };
                let i = usize::from(index);
                let left = if i < self.lasting.len() {
                    self.lasting[i].left
                } else {
                    self.prisons.get(i - self.lasting.len()).map_or(0, |p| p.left)
                };
                if left == 0 || (!up && left < 2) {
                    return fail("choose a duration counter (one that would not drop to 0)");
                }
            }
            95 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                let holder = self.controller(t);
                if tile.land_owner().is_none()
                    || !tile.troops.is_empty()
                    || holder.is_none_or(|h| h == seat)
                    || !self.next_to_mine(t, seat)
                {
                    return fail("choose an empty enemy tile next to a tile you control");
                }
            }
            98 => {
                let t = self.tile_of(seat, aim)?;
                let tile = &self.tiles[usize::from(t)];
                if !tile
                    .troops
                    .iter()
                    .any(|tr| tr.seat != seat && tr.army.standard > 0 && self.on_tile(37, t) != Some(tr.seat))
                {
                    return fail("choose a tile with an enemy Standard Warrior (not warded)");
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The Reaction's trigger: it may be cast only in a window its trigger opened, or at a card
    /// on the chain (rulebook: 8. "A Reaction without a valid trigger cannot be played"; G-8).
    fn check_trigger(&self, seat: Seat, card: Card, aim: Aim) -> Result<(), No> {
        let frame = self.frame().ok_or(NO_TRIGGER)?;
        self.trigger_in(seat, card, aim, frame.moment, frame.window.stack(), frame.fresh)
    }

    fn trigger_in(
        &self,
        seat: Seat,
        card: Card,
        aim: Aim,
        moment: Moment,
        stack: &[(Seat, Cast)],
        fresh_top: bool,
    ) -> Result<(), No> {
        const NO: No = NO_TRIGGER;
        let c = self.combat.as_ref();
        let side = |s: Seat| c.map(|c| (c.attacker == s, c.defender == s));
        let p = self.players.get(usize::from(seat)).ok_or(NO)?;
        let fresh = |pred: &dyn Fn(Seat, Cast) -> bool| {
            fresh_top && stack.last().is_some_and(|&(s, cast)| s != seat && !cast.copy && pred(s, cast))
        };
        let item = |index: u8| match aim {
            Aim::Item { index: i } if i == index => stack.get(usize::from(index)).copied(),
            _ => None,
        };
        let chain_target = || match aim {
            Aim::Item { index } => item(index),
            _ => None,
        };
        let ok = match (card.0, moment) {
            (2, Moment::Rolled) | (51, Moment::Rolled) => {
                let Some(c) = c else { return Err(NO) };
                let Aim::Die { die } = aim else { return Err(NO) };
                let mine = c.attacker == seat || c.defender == seat;
                let theirs_attack = if card.0 == 2 { c.attacker == seat } else { c.defender == seat };
                let n = if theirs_attack { c.attack.len() } else { c.defence.len() };
                mine && usize::from(die) < n
            }
            (3 | 33, Moment::AboutToRoll) => c.is_some_and(|c| c.defender == seat && c.holder == Some(seat)),
            (7, Moment::AboutToRoll) => c.is_some_and(|c| {
                c.defender == seat
                    && c.holder == Some(seat)
                    && self.tiles[usize::from(c.tile)].land_owner() == Some(seat)
                    && p.fallen.standard > 0
                    && !self.summon_barred(seat)
                    && self.fits(c.tile, seat, super::super::state::Army::new(1, 0))
            }),
            (44, Moment::AboutToRoll) => c.is_some_and(|c| {
                c.defender == seat
                    && c.holder == Some(seat)
                    && p.fallen.elite > 0
                    && !self.summon_barred(seat)
                    && self.fits(c.tile, seat, super::super::state::Army::new(0, 1))
            }),
            (73, Moment::AboutToRoll) => c.is_some_and(|c| {
                c.defender == seat
                    && c.holder == Some(seat)
                    && !p.fallen.is_empty()
                    && !self.summon_barred(seat)
                    && (self.fits(c.tile, seat, super::super::state::Army::new(1, 0))
                        || self.fits(c.tile, seat, super::super::state::Army::new(0, 1)))
            }),
            (12, Moment::RoundDone) => {
                c.is_some_and(|c| c.defender == seat && !self.tiles[usize::from(c.tile)].army_of(c.attacker).is_empty())
                    && self.combat_kind_fights()
            }
            (19, Moment::RoundDone) => {
                c.is_some_and(|c| c.attacker == seat && !self.tiles[usize::from(c.tile)].army_of(seat).is_empty())
                    && self.combat_kind_fights()
            }
            (43, Moment::RoundDone) => {
                c.is_some_and(|c| {
                    c.defender == seat
                        && c.lost.1.is_empty()
                        && !c.lost.0.is_empty()
                        && self.tiles[usize::from(c.tile)].army_of(c.attacker).standard > 0
                }) && self.combat_kind_fights()
            }
            (67, Moment::RoundDone) => c.is_some_and(|c| {
                (c.attacker == seat && !c.lost.0.is_empty()) || (c.defender == seat && !c.lost.1.is_empty())
            }),
            (55, Moment::RoundDone) => {
                let Ok(victim) = self.opponent(seat, aim) else { return Err(NO) };
                c.is_some_and(|c| {
                    (c.attacker == victim && !c.lost.0.is_empty()) || (c.defender == victim && !c.lost.1.is_empty())
                }) && self.players[usize::from(victim)].fallen.count() > 0
                    && side(seat).is_some()
            }
            (55, Moment::Destroyed { seat: victim }) => {
                aim == (Aim::Seat { seat: victim })
                    && victim != seat
                    && self.players.get(usize::from(victim)).is_some_and(|v| v.fallen.count() > 0)
            }
            (40, Moment::WouldDestroy) => c.is_some_and(|c| c.defender == seat && !c.lost.1.is_empty()),
            (60, Moment::Picked) => c.is_some_and(|c| c.attacker == seat && c.defence.iter().any(|d| !d.elite)),
            (14, Moment::WizardAttack) => c.is_some_and(|c| c.defender == seat),
            (15, Moment::WouldDie) => self.harm.is_some_and(|h| h.seat == seat),
            (83, Moment::WouldHurt) => self.harm.is_some_and(|h| h.seat == seat && h.damage > 0),
            (18 | 56, Moment::Entered { seat: mover, tile, elite, .. }) => {
                mover != seat
                    && self.next_to_mine(tile, seat)
                    && (card.0 == 56 || !elite)
                    && self.tiles[usize::from(tile)].army_of(mover).count() > 0
                    && self.step == Step::Advance
            }
            (24, Moment::Entered { seat: mover, tile, elite, .. }) => {
                mover != seat
                    && !elite
                    && self.held_by(tile, seat)
                    && !self.tiles[usize::from(tile)].army_of(seat).is_empty()
                    && self.tiles[usize::from(tile)].army_of(mover).standard > 0
            }
            (21, Moment::AdvanceBegins) => self.active != seat,
            (35, Moment::Conquered { seat: by, from, .. }) => from == seat && by != seat && self.alive(by),
            (80, Moment::Release { keeper, owner }) => {
                keeper == seat
                    && owner != seat
                    && self.prisons.iter().any(|g| g.keeper == seat && g.owner == owner && g.left == 0)
            }
            (72, _) => fresh(&|_, cast| SUMMONS.contains(&cast.card.0)),
            (74, _) => fresh(&|s, _| self.hands.get(usize::from(s)).is_some_and(|h| !h.value.is_empty())),
            (87, _) => fresh(&|_, cast| cast.card.def().is_some_and(|d| d.spell == SpellType::Action)),
            (28, _) => chain_target().is_some_and(|(_, x)| x.card.def().is_some_and(|d| d.spell == SpellType::Action)),
            // A copy card never copies a copy card (designed: two of them aimed at each other
            // would copy forever).
            (31, _) => chain_target().is_some_and(|(_, x)| {
                !matches!(x.card.0, 31 | 92)
                    && x.card.def().is_some_and(|d| d.kind == CardType::Spell && d.spell != SpellType::Deferred)
            }),
            (92, _) => chain_target().is_some_and(|(_, x)| {
                !matches!(x.card.0, 31 | 92)
                    && x.card.def().is_some_and(|d| d.kind == CardType::Spell && d.spell == SpellType::Reaction)
            }),
            (91, _) => chain_target().is_some(),
            (46, _) => chain_target().is_some_and(|(_, x)| self.aims_at(x.aim, seat)),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(NO)
        }
    }

    /// True if a copy of `card` controlled by `seat` may aim at `aim` now (rulebook: A1.6:
    /// new legal targets; a copied Reaction still needs its trigger).
    pub(crate) fn copy_ok(&self, seat: Seat, card: Card, aim: Aim) -> bool {
        let mut shaped = false;
        self.each_aim(seat, card, &mut |a| shaped = shaped || a == aim);
        shaped && self.copy_aim_ok(seat, card, aim)
    }

    /// [`Thaloria::copy_ok`] for an `aim` known to be one of `card`'s candidates (from
    /// [`Thaloria::each_aim`]): the listing's path, which need not search the candidates again.
    pub(crate) fn copy_aim_ok(&self, seat: Seat, card: Card, aim: Aim) -> bool {
        // A copy needs legal targets, not its trigger: a card answering a cast keeps what it
        // answered (A1.6).
        let needs_trigger =
            card.def().is_some_and(|d| d.spell == SpellType::Reaction) && !matches!(card.0, 72 | 74 | 87);
        self.check_aim(seat, card, aim).is_ok() && (!needs_trigger || self.check_trigger(seat, card, aim).is_ok())
    }

    /// True if the combat in progress is fought on a tile (not a Wizard attack).
    fn combat_kind_fights(&self) -> bool {
        self.combat.as_ref().is_some_and(|c| c.kind != super::super::state::CombatKind::Wizard)
    }

    /// True if `aim` targets `seat`'s Wizard, Warriors or a tile `seat` holds (Sealed Vault).
    fn aims_at(&self, aim: Aim, seat: Seat) -> bool {
        let tile_is = |t: TileId| {
            self.held_by(t, seat) || self.tiles.get(usize::from(t)).is_some_and(|x| !x.army_of(seat).is_empty())
        };
        match aim {
            Aim::Seat { seat: s } => s == seat,
            Aim::Tile { tile } => tile_is(tile),
            Aim::Tiles { from, to } => tile_is(from) || tile_is(to),
            _ => false,
        }
    }

    /// True if some living seat could answer `moment` now: the window is worth opening.
    fn anyone_answers(&self, moment: Moment) -> bool {
        (0..self.config.players).filter(|&s| self.alive(s) && !self.on_seat(96, s)).any(|s| {
            let mut any = false;
            self.each_hand_card(s, &mut |card| {
                if !any && card.def().is_some_and(|d| d.spell == SpellType::Reaction) {
                    self.each_aim(s, card, &mut |aim| {
                        any = any || self.trigger_with(moment, s, card, aim);
                    });
                }
            });
            any
        })
    }

    /// True if `card` could answer `moment` on an empty chain.
    fn trigger_with(&self, moment: Moment, seat: Seat, card: Card, aim: Aim) -> bool {
        self.trigger_in(seat, card, aim, moment, &[], false).is_ok() && self.check_aim(seat, card, aim).is_ok()
    }

    /// Opens a window for `moment` if anyone can answer it (A-50: seats that cannot answer
    /// are not asked).
    pub(crate) fn open_window(&mut self, moment: Moment) {
        if self.end.is_some() || !self.anyone_answers(moment) {
            return;
        }
        let order: Vec<Seat> = self.living_from(self.active).collect();
        self.frames.push(Frame { window: Window::open(order, Vec::new(), WindowRules::CHAIN), moment, fresh: false });
        self.tasks.push(self.active, Task::Chain);
    }

    /// The chain goes on: the seat with priority is asked, or the top card resolves, or the
    /// window closes.
    pub(crate) fn chain_step(&mut self, events: &mut Events<ThaloriaEvent>) {
        let Some(frame) = self.frames.last_mut() else { return };
        match frame.window.state() {
            WindowState::Priority => {
                let Some(seat) = frame.window.priority() else { return };
                self.tasks.push(self.active, Task::Chain);
                self.tasks.push(seat, Task::Decide(Ask::Respond));
            }
            WindowState::Resolving => {
                let Some((seat, cast)) = frame.window.resolve_next() else { return };
                frame.fresh = false;
                self.tasks.push(self.active, Task::Chain);
                self.resolve(seat, cast, events);
            }
            WindowState::Closed => {
                self.frames.pop();
            }
        }
    }

    /// Casts `card` (rulebook: A1.1): out of the hand, the cost paid (G-7), onto the chain.
    pub(crate) fn cast(&mut self, seat: Seat, card: Card, aim: Aim, events: &mut Events<ThaloriaEvent>) {
        // The Draw Step's play window stays beneath the chain: once the chain has resolved, the
        // player may cast again until they end the step (rulebook: 5. Draw Step; ruling A-11).
        if !matches!(self.tasks.top(), Some((_, Task::Decide(Ask::Play)))) {
            self.tasks.pop();
        }
        if !self.take_card(seat, card) {
            return;
        }
        if card.0 == 70 {
            // Marrow Harvest's cost: Fallen Standard Warriors removed from the game.
            if let (Aim::Item { index }, Some(p)) = (aim, self.players.get_mut(usize::from(seat))) {
                let n = index.min(p.fallen.standard);
                p.fallen.standard -= n;
                p.removed.standard += n;
            }
        }
        // Tomb Ward and Wail of the Banshee answer the card just cast: its caster is their victim,
        // fixed now, since triggered effects remain if that card is cancelled (A1.5).
        let aim = match (card.0, aim) {
            (72 | 74, Aim::None) => self
                .frame()
                .and_then(|f| f.window.top())
                .filter(|(s, c)| *s != seat && !c.copy)
                .map_or(Aim::None, |&(s, _)| Aim::Seat { seat: s }),
            _ => aim,
        };
        events.push(ThaloriaEvent::Cast { seat, card, copy: false });
        let item = Cast { card, aim, copy: false };
        match self.frames.last_mut() {
            Some(frame) => {
                let _ = frame.window.respond(seat, item);
                frame.fresh = true;
            }
            None => {
                let order: Vec<Seat> = self.living_from(self.active).collect();
                self.frames.push(Frame {
                    window: Window::open(order, vec![(seat, item)], WindowRules::CHAIN),
                    moment: Moment::Quiet,
                    fresh: true,
                });
                self.tasks.push(self.active, Task::Chain);
            }
        }
    }

    /// The seat with priority passes.
    pub(crate) fn pass(&mut self, seat: Seat) {
        self.tasks.pop();
        if let Some(frame) = self.frames.last_mut() {
            let _ = frame.window.pass(seat);
        }
    }

    /// A card leaves the chain or play for the discard pile (a copy goes nowhere).
    pub(crate) fn discard_cast(&mut self, cast: Cast) {
        if !cast.copy {
            self.discard.push(cast.card);
        }
    }

    /// Puts a card into play (a Relic, Charm, Curse, Ritual or Trap, or a waiting Deferred card).
    pub(crate) fn keep(&mut self, seat: Seat, cast: Cast, on: Aim, left: u8) {
        if cast.copy {
            return;
        }
        self.lasting.push(Lasting { card: cast.card, owner: seat, on, left, uses: 0 });
    }

    /// Takes a card out of play to the discard pile.
    pub(crate) fn expire(&mut self, at: usize, events: &mut Events<ThaloriaEvent>) {
        if at < self.lasting.len() {
            let l = self.lasting.remove(at);
            self.discard.push(l.card);
            events.push(ThaloriaEvent::Expired { card: l.card });
        }
    }

    /// Takes every card in play that `gone` says is over to the discard pile.
    pub(crate) fn expire_where(&mut self, gone: impl Fn(&Lasting) -> bool, events: &mut Events<ThaloriaEvent>) {
        let mut at = 0;
        while at < self.lasting.len() {
            if gone(&self.lasting[at]) {
                self.expire(at, events);
            } else {
                at += 1;
            }
        }
    }

    /// Every open chain is emptied without resolving (an early end of turn, A3.3): the cards
    /// go to the discard pile.
    pub(crate) fn drop_chains(&mut self) {
        while let Some(mut frame) = self.frames.pop() {
            while let Some((_, cast)) = frame.window.remove(0) {
                self.discard_cast(cast);
            }
        }
        self.harm = None;
    }

    /// A defeated player's cards leave play and the chain (ruling A-38).
    pub(crate) fn clear_cards_of(&mut self, seat: Seat, events: &mut Events<ThaloriaEvent>) {
        self.expire_where(|l| l.owner == seat || l.on == Aim::Seat { seat }, events);
        for f in 0..self.frames.len() {
            let mut i = 0;
            while i < self.frames[f].window.stack().len() {
                if self.frames[f].window.stack()[i].0 == seat {
                    if let Some((_, cast)) = self.frames[f].window.remove(i) {
                        self.discard_cast(cast);
                    }
                } else {
                    i += 1;
                }
            }
            self.frames[f].window.leave(seat);
        }
    }

    /// The cards on every open chain, oldest window first (for views and conservation).
    pub fn chain_cards(&self) -> impl Iterator<Item = (Seat, Cast)> + '_ {
        self.frames.iter().flat_map(|f| f.window.stack().iter().copied())
    }

    /// The cards in play and waiting.
    pub fn in_play(&self) -> &[Lasting] {
        &self.lasting
    }
}

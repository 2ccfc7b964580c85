//! The map: adjacency, control, capacity, and moving Warriors on and off tiles.

use super::super::data::board::{adjacent, Cell};
use super::super::data::{Wizard, EMPOWERED_POWER, TILE_POWER, TILE_WARRIORS};
use super::super::state::{Army, Ground, Thaloria, TileId, Troop};
use crate::core::Seat;

impl Thaloria {
    /// The tile on `cell`, if one is placed there.
    pub fn tile_at(&self, cell: Cell) -> Option<TileId> {
        self.tiles.iter().position(|t| t.cell == cell).and_then(|i| TileId::try_from(i).ok())
    }

    /// The tiles sharing a side with `tile`.
    pub fn neighbours(&self, tile: TileId) -> impl Iterator<Item = TileId> + '_ {
        let cell = self.tiles.get(usize::from(tile)).map(|t| t.cell);
        self.tiles.iter().enumerate().filter_map(move |(i, t)| {
            let here = cell?;
            (adjacent(here, t.cell)).then(|| TileId::try_from(i).ok()).flatten()
        })
    }

    /// True if the two tiles share a side.
    pub fn touching(&self, a: TileId, b: TileId) -> bool {
        match (self.tiles.get(usize::from(a)), self.tiles.get(usize::from(b))) {
            (Some(x), Some(y)) => adjacent(x.cell, y.cell),
            _ => false,
        }
    }

    /// Every tile id.
    pub fn tile_ids(&self) -> impl Iterator<Item = TileId> {
        (0..self.tiles.len()).filter_map(|i| TileId::try_from(i).ok())
    }

    /// True if a living player holds `seat`.
    pub fn alive(&self, seat: Seat) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| p.alive())
    }

    /// The faction that controls `tile` (ruling thaloria A-35): no enemy Warriors on it, and
    /// either its own colour without an enemy banner or its own banner. The Grotto and the
    /// Dungeons are never controlled; a defeated player's unbannered tiles are neutral.
    pub fn controller(&self, tile: TileId) -> Option<Seat> {
        let t = self.tiles.get(usize::from(tile))?;
        let owner = match (t.ground, t.banner) {
            (Ground::Grotto | Ground::Dungeon(_), _) => return None,
            (Ground::Land(_), Some(banner)) => banner,
            (Ground::Land(owner), None) => owner,
        };
        if !self.alive(owner) {
            return None;
        }
        t.troops.iter().all(|troop| troop.seat == owner).then_some(owner)
    }

    /// True if `seat` controls `tile` (a friendly-controlled tile, rulebook: A10).
    pub fn friendly(&self, tile: TileId, seat: Seat) -> bool {
        self.controller(tile) == Some(seat)
    }

    /// True if `tile` is disputed: Warriors of two factions on a tile where combat may happen
    /// (ruling A-5: never the Grotto or a Dungeon).
    pub fn disputed(&self, tile: TileId) -> bool {
        self.tiles.get(usize::from(tile)).is_some_and(|t| t.is_shared() && !t.is_grotto() && !t.is_dungeon())
    }

    /// The most Power Points `seat` may have on `tile`: five, or six on King Zarkul's own
    /// Empowered Stronghold while no enemy banner is on it (rulebook: King Zarkul; ruling A-18).
    pub fn power_limit(&self, tile: TileId, seat: Seat) -> u8 {
        let Some(t) = self.tiles.get(usize::from(tile)) else { return TILE_POWER };
        let zarkul = self.players.get(usize::from(seat)).is_some_and(|p| p.is(Wizard::Zarkul));
        if zarkul && t.empowered && t.ground == Ground::Land(seat) && t.banner.is_none() {
            EMPOWERED_POWER
        } else if self.on_tile(41, tile) == Some(seat) {
            // Hall of the Mountain King. designed: ruling G-1.
            EMPOWERED_POWER
        } else {
            TILE_POWER
        }
    }

    /// True if `add` more of `seat`'s Warriors fit on `tile` (rulebook: 4. Tile Capacity: five
    /// Power Points and three Warriors from each faction, two factions in total).
    pub fn fits(&self, tile: TileId, seat: Seat, add: Army) -> bool {
        let Some(t) = self.tiles.get(usize::from(tile)) else { return false };
        if t.is_dungeon() {
            return false;
        }
        if self.impassable(tile) && !add.is_empty() {
            // Nothing enters an impassable tile (rulebook: 7. Impassable Tiles; ruling A-34).
            return false;
        }
        let here = t.army_of(seat);
        if here.is_empty() && t.troops.len() >= 2 {
            return false;
        }
        let after = here.plus(add);
        // Goblin Warren: up to four Standard Warriors. designed: ruling G-1.
        let most =
            if after.elite == 0 && self.on_tile(59, tile) == Some(seat) { TILE_WARRIORS + 1 } else { TILE_WARRIORS };
        after.count() <= most && after.power() <= self.power_limit(tile, seat)
    }

    /// Puts `army` of `seat`'s Warriors on `tile` (the caller checked [`Thaloria::fits`]);
    /// `moved` marks them as having moved this step.
    pub(crate) fn put(&mut self, tile: TileId, seat: Seat, army: Army, moved: bool) {
        let Some(t) = self.tiles.get_mut(usize::from(tile)) else { return };
        let moved_army = if moved { army } else { Army::NONE };
        if let Some(troop) = t.troops.iter_mut().find(|tr| tr.seat == seat) {
            troop.army = troop.army.plus(army);
            troop.moved = troop.moved.plus(moved_army);
        } else if !army.is_empty() {
            let _ = t.troops.try_push(Troop { seat, army, moved: moved_army });
        }
    }

    /// Takes `army` of `seat`'s Warriors off `tile` (unmoved ones first unless `moved`); a
    /// troop left empty goes, and with it the tile's dispute.
    pub(crate) fn take(&mut self, tile: TileId, seat: Seat, army: Army) {
        let Some(t) = self.tiles.get_mut(usize::from(tile)) else { return };
        if let Some(at) = t.troops.iter().position(|tr| tr.seat == seat) {
            let troop = &mut t.troops[at];
            troop.army = troop.army.minus(army);
            // The Warriors that go are the unmoved ones first: keep the moved count within the troop.
            troop.moved =
                Army::new(troop.moved.standard.min(troop.army.standard), troop.moved.elite.min(troop.army.elite));
            if troop.army.is_empty() {
                t.troops.remove(at);
            }
        }
        if !t.is_shared() {
            t.disputer = None;
        }
    }

    /// Forgets who moved this step.
    pub(crate) fn clear_moves(&mut self) {
        for t in &mut self.tiles {
            for troop in &mut t.troops {
                troop.moved = Army::NONE;
            }
        }
    }

    /// `seat`'s Warriors on battlefield tiles (the Grotto included).
    pub fn on_battlefield(&self, seat: Seat) -> Army {
        self.tiles.iter().fold(Army::NONE, |sum, t| sum.plus(t.army_of(seat)))
    }

    /// `seat`'s Warriors held in Dungeons.
    pub fn in_dungeons(&self, seat: Seat) -> Army {
        self.prisons.iter().filter(|p| p.owner == seat).fold(Army::NONE, |sum, p| sum.plus(p.army))
    }

    /// Army Power: Warriors on tiles, in Dungeons and in the Reserve, Standard 1 and Elite 2
    /// (rulebook: 5. Rally the Fallen; A10 Army Power). 0 for a defeated Wizard.
    pub fn army_power(&self, seat: Seat) -> u8 {
        let Some(p) = self.players.get(usize::from(seat)) else { return 0 };
        if !p.alive() {
            return 0;
        }
        self.on_battlefield(seat).plus(self.in_dungeons(seat)).plus(p.reserve).power()
    }

    /// Enemy tiles showing `seat`'s banner with no enemy Warriors on them (rulebook: 11.
    /// Territorial Victory: the banners must be uncontested).
    pub fn territory(&self, seat: Seat) -> u8 {
        let held = self.tile_ids().filter(|&t| {
            let tile = &self.tiles[usize::from(t)];
            tile.banner == Some(seat) && tile.land_owner() != Some(seat) && self.controller(t) == Some(seat)
        });
        u8::try_from(held.count()).unwrap_or(u8::MAX)
    }

    /// Every tile `seat` controls (ruling A-42: "most total tiles").
    pub fn tiles_controlled(&self, seat: Seat) -> u8 {
        u8::try_from(self.tile_ids().filter(|&t| self.controller(t) == Some(seat)).count()).unwrap_or(u8::MAX)
    }
}

impl Thaloria {
    /// A seat's Wizard and army.
    pub fn player(&self, seat: Seat) -> Option<&super::super::state::Player> {
        self.players.get(usize::from(seat))
    }
}

//! Setup, in the rulebook's order (2. Players, Components and Setup; 4. Starting Deployment):
//! the start roll, the picks, the board, King Zarkul's Strongholds, the starting hands and the
//! starting deployment. Then the first turn begins.

use super::super::action::ThaloriaEvent;
use super::super::data::board::{quick_board, Cell};
use super::super::data::{Faction, Wizard, EMPOWERED_TILES, PLACEMENTS, STARTING_HAND};
use super::super::setup::BoardSetup;
use super::super::state::{Army, Ground, Step, Task, Thaloria, Tile, TileId};
use super::{Ask, Need};
use crate::core::{clockwise_from, Events, Seat, SeatSet};

impl Thaloria {
    /// Every seat still rolling rolls a D12, lowest seat first (rulebook: 2. Choosing the
    /// Starting Player).
    pub(super) fn start_rolls(&mut self) {
        self.step = Step::StartRoll;
        self.tasks.push(0, Task::StartRead);
        let rolling: Vec<Seat> = self.rolling.iter().collect();
        for &seat in rolling.iter().rev() {
            self.tasks.push(seat, Task::Chance(Need::StartRoll { seat }));
        }
    }

    /// The highest roll starts; only the players tied for it roll again (ruling A-21). Then
    /// the picks go clockwise from the starting player, faction and Wizard together.
    pub(super) fn start_read(&mut self, events: &mut Events<ThaloriaEvent>) {
        let best = self.rolling.iter().map(|s| self.players[usize::from(s)].start_roll).max().unwrap_or(0);
        let tied: Vec<Seat> =
            self.rolling.iter().filter(|&s| self.players[usize::from(s)].start_roll == best).collect();
        if tied.len() > 1 {
            self.rolling = SeatSet::of(tied.iter().copied());
            events.push_with(|| ThaloriaEvent::RollAgain { seats: tied.clone() });
            self.tasks.push(0, Task::StartRolls);
            return;
        }
        let start = tied.first().copied().unwrap_or(0);
        self.start = start;
        self.active = start;
        self.rolling = SeatSet::EMPTY;
        events.push(ThaloriaEvent::StartingPlayer { seat: start });
        self.step = Step::Picks;
        self.tasks.push(start, Task::Build);
        let order: Vec<Seat> = clockwise_from(start, self.config.players).collect();
        for &seat in order.iter().rev() {
            self.tasks.push(seat, Task::Decide(Ask::Wizard));
            self.tasks.push(seat, Task::Decide(Ask::Faction));
        }
    }

    pub(super) fn take_faction(&mut self, seat: Seat, faction: Faction, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        self.active = seat;
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.faction = Some(faction);
        }
        events.push(ThaloriaEvent::TookFaction { seat, faction });
    }

    pub(super) fn take_wizard(&mut self, seat: Seat, wizard: Wizard, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.wizard = Some(wizard);
        }
        events.push(ThaloriaEvent::TookWizard { seat, wizard });
    }

    /// The next tile of the build: players place one tile at a time, clockwise from the
    /// starting player, until each has placed ten (rulebook: 2. Board Setup; ruling A-23). The
    /// quick board lays every tile at once.
    pub(super) fn build_next(&mut self, events: &mut Events<ThaloriaEvent>) {
        self.step = Step::Building;
        let n = self.config.players;
        if self.config.board == BoardSetup::Quick && self.tiles.len() == 1 {
            let lands = quick_board(usize::from(n));
            for (i, seat) in clockwise_from(self.start, n).enumerate() {
                for (k, &cell) in lands.get(i).into_iter().flatten().enumerate() {
                    self.place_tile(seat, cell, k + 1 == usize::from(PLACEMENTS), events);
                }
            }
        }
        let placed: usize = self.players.iter().map(|p| usize::from(p.placed)).sum();
        if placed >= usize::from(PLACEMENTS) * usize::from(n) {
            self.tasks.push(self.start, Task::Enter(Step::Strongholds));
            return;
        }
        let seat = (self.start + u8::try_from(placed % usize::from(n)).unwrap_or(0)) % n;
        self.active = seat;
        self.tasks.push(seat, Task::Build);
        self.tasks.push(seat, Task::Decide(Ask::Place));
    }

    pub(super) fn place(&mut self, seat: Seat, cell: Cell, dungeon: bool, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        self.place_tile(seat, cell, dungeon, events);
    }

    fn place_tile(&mut self, seat: Seat, cell: Cell, dungeon: bool, events: &mut Events<ThaloriaEvent>) {
        let ground = if dungeon { Ground::Dungeon(seat) } else { Ground::Land(seat) };
        let Ok(tile) = TileId::try_from(self.tiles.len()) else { return };
        self.tiles.push(Tile::new(cell, ground));
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.placed = p.placed.saturating_add(1);
            p.dungeon_placed |= dungeon;
        }
        events.push(ThaloriaEvent::Placed { seat, tile, dungeon });
    }

    /// After board setup, King Zarkul marks three of his faction tiles (rulebook: King Zarkul).
    pub(super) fn enter_strongholds(&mut self) {
        self.step = Step::Strongholds;
        self.tasks.push(self.start, Task::Enter(Step::Dealing));
        let zarkul: Vec<Seat> =
            (0..self.config.players).filter(|&s| self.players[usize::from(s)].is(Wizard::Zarkul)).collect();
        for seat in zarkul {
            for _ in 0..EMPOWERED_TILES {
                self.tasks.push(seat, Task::Decide(Ask::Empower));
            }
        }
    }

    pub(super) fn empower(&mut self, seat: Seat, tile: TileId, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        if let Some(t) = self.tiles.get_mut(usize::from(tile)) {
            t.empowered = true;
        }
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.empowered = p.empowered.saturating_add(1);
        }
        events.push(ThaloriaEvent::Empowered { seat, tile });
    }

    /// Each player draws five cards, the starting player first (rulebook: 2. Starting Hand).
    pub(super) fn enter_dealing(&mut self) {
        self.step = Step::Dealing;
        self.tasks.push(self.start, Task::Enter(Step::StartDeployment));
        let order: Vec<Seat> = clockwise_from(self.start, self.config.players).collect();
        for &seat in order.iter().rev() {
            for _ in 0..STARTING_HAND {
                self.tasks.push(seat, Task::Chance(Need::Draw { seat }));
            }
        }
    }

    /// The starting deployment begins with the starting player (rulebook: 4. Starting
    /// Deployment).
    pub(super) fn enter_start_deployment(&mut self) {
        self.step = Step::StartDeployment;
        self.active = self.start;
        self.tasks.push(self.start, Task::StartDeploy);
    }

    /// The next starting-deployment turn: the next player clockwise who has not declared "I am
    /// deployed". When all have, the starting player's first turn begins.
    pub(super) fn start_deploy_next(&mut self, events: &mut Events<ThaloriaEvent>) {
        let next = clockwise_from(self.active, self.config.players).find(|&s| !self.players[usize::from(s)].deployed);
        match next {
            Some(seat) => {
                self.active = seat;
                self.tasks.push(seat, Task::StartDeploy);
                self.tasks.push(seat, Task::Decide(Ask::StartGroup));
            }
            None => {
                self.active = self.start;
                self.round = 1;
                self.begin_turn(events);
            }
        }
    }

    pub(super) fn start_group(
        &mut self,
        seat: Seat,
        tile: TileId,
        standard: u8,
        elite: u8,
        events: &mut Events<ThaloriaEvent>,
    ) {
        self.tasks.pop();
        let army = Army::new(standard, elite);
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.reserve = p.reserve.minus(army);
        }
        self.put(tile, seat, army, false);
        events.push(ThaloriaEvent::Deployed { seat, tile, army });
        self.active = (seat + 1) % self.config.players;
    }

    /// "I am deployed": no more starting-deployment turns for this player (ruling A-25: a
    /// player with no legal group left declares by itself).
    pub(super) fn declare(&mut self, seat: Seat, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.deployed = true;
        }
        events.push(ThaloriaEvent::Declared { seat });
        self.active = (seat + 1) % self.config.players;
    }
}

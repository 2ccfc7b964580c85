//! What one seat (or the table) sees: the whole board, every army and Life total, the size of
//! every hand, its own hand, the discard pile and the combat in progress. Only hands and the
//! order of the Main Deck are hidden (ruling thaloria G-10, A-50).

use serde::{Deserialize, Serialize};

use super::data::board::Cell;
use super::data::cards::Card;
use super::data::{Faction, Wizard};
use super::state::{Aim, Army, Combat, Ground, Harm, Lasting, Prison, Step, Thaloria, TileId};
use crate::core::{Seat, Viewer};

/// One Wizard as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The faction, once chosen.
    pub faction: Option<Faction>,
    /// The Wizard, once chosen.
    pub wizard: Option<Wizard>,
    /// Life Points (below 0 only after a defeat).
    pub life: i16,
    /// Life Points at the start.
    pub start_life: i16,
    /// The Reserve.
    pub reserve: Army,
    /// Warriors on tiles (the Grotto included).
    pub on_tiles: Army,
    /// Warriors in Dungeons.
    pub in_dungeons: Army,
    /// The Fallen Warriors area.
    pub fallen: Army,
    /// Removed from the game.
    pub removed: Army,
    /// Army Power.
    pub army_power: u8,
    /// Enemy tiles held under this faction's banner, uncontested (8 wins).
    pub territory: u8,
    /// Tiles controlled.
    pub tiles: u8,
    /// Cards in hand.
    pub hand_size: usize,
    /// The hand, where the viewer may see it.
    pub hand: Option<Vec<Card>>,
    /// The Last Muster token is still held.
    pub muster_token: bool,
    /// King Azmorth's returns used.
    pub azmorth_uses: u8,
    /// Draw Steps still to skip.
    pub skip_draws: u8,
    /// Still in the game.
    pub alive: bool,
    /// The order of elimination (0 first), once out.
    pub out: Option<u8>,
    /// The start-roll die, while the start is rolled.
    pub start_roll: u8,
}

/// One faction's Warriors on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TroopView {
    /// Whose.
    pub seat: Seat,
    /// How many.
    pub army: Army,
    /// How many of them moved this step.
    pub moved: Army,
}

/// One tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileView {
    /// Its id (the board's tap target is `tile-<id>`).
    pub id: TileId,
    /// Its name in the log ("Elves 3").
    pub name: String,
    /// Where it lies.
    pub cell: Cell,
    /// What it is.
    pub ground: Ground,
    /// The banner on it.
    pub banner: Option<Seat>,
    /// Who controls it.
    pub controller: Option<Seat>,
    /// King Zarkul's Empowered Stronghold.
    pub empowered: bool,
    /// Warriors of two factions fight over it.
    pub disputed: bool,
    /// The Warriors on it.
    pub troops: Vec<TroopView>,
}

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThaloriaView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The Wizards, by seat.
    pub players: Vec<PlayerView>,
    /// The map, in placement order (0 is the Grotto).
    pub tiles: Vec<TileView>,
    /// Where the next tile may go, while the board is built.
    pub frontier: Vec<Cell>,
    /// Warriors held in Dungeons.
    pub prisons: Vec<Prison>,
    /// Cards left in the Main Deck.
    pub deck: usize,
    /// The discard pile, oldest first.
    pub discard: Vec<Card>,
    /// The starting player.
    pub start: Seat,
    /// Whose turn (or setup turn) it is.
    pub active: Seat,
    /// The round.
    pub round: u32,
    /// The step.
    pub step: Step,
    /// Power Points left to deploy this step.
    pub deploy_left: u8,
    /// Tiles attacked this turn, waiting for their battle.
    pub battles: Vec<TileId>,
    /// Wizard attacks earned on empty tiles, waiting: (tile, Wizard).
    pub raids: Vec<(TileId, Seat)>,
    /// The combat in progress.
    pub combat: Option<Combat>,
    /// The Spell Chain: every open window's cards, bottom first (rulebook: A1).
    pub chain: Vec<ChainItem>,
    /// The seat holding priority, while a window is open.
    pub priority: Option<Seat>,
    /// Cards in play (Relics, Charms, Curses, Rituals, Traps) and Deferred cards waiting.
    pub in_play: Vec<Lasting>,
    /// Damage about to be dealt, while prevention is asked for.
    pub harm: Option<Harm>,
}

/// One card on the chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainItem {
    /// Its controller.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// What it aims at.
    pub aim: Aim,
    /// A copy (no physical card).
    pub copy: bool,
}

impl ThaloriaView {
    /// The view of `viewer`: every secret goes through its annotation.
    pub fn of(g: &Thaloria, viewer: Viewer) -> ThaloriaView {
        let seats = 0..g.config.players;
        ThaloriaView {
            viewer,
            players: seats
                .map(|s| {
                    let p = &g.players[usize::from(s)];
                    let hand = &g.hands[usize::from(s)];
                    PlayerView {
                        faction: p.faction,
                        wizard: p.wizard,
                        life: p.life,
                        start_life: p.start_life,
                        reserve: p.reserve,
                        on_tiles: g.on_battlefield(s),
                        in_dungeons: g.in_dungeons(s),
                        fallen: p.fallen,
                        removed: p.removed,
                        army_power: g.army_power(s),
                        territory: g.territory(s),
                        tiles: g.tiles_controlled(s),
                        hand_size: hand.value.len(),
                        hand: hand.for_viewer(viewer).cloned(),
                        muster_token: p.muster_token,
                        azmorth_uses: p.azmorth_uses,
                        skip_draws: p.skip_draws,
                        alive: p.alive(),
                        out: p.out,
                        start_roll: p.start_roll,
                    }
                })
                .collect(),
            tiles: g
                .tile_ids()
                .map(|id| {
                    let t = &g.tiles[usize::from(id)];
                    TileView {
                        id,
                        name: g.tile_label(id),
                        cell: t.cell,
                        ground: t.ground,
                        banner: t.banner,
                        controller: g.controller(id),
                        empowered: t.empowered,
                        disputed: g.disputed(id),
                        troops: t
                            .troops
                            .iter()
                            .map(|tr| TroopView { seat: tr.seat, army: tr.army, moved: tr.moved })
                            .collect(),
                    }
                })
                .collect(),
            frontier: if g.step == Step::Building { g.frontier() } else { Vec::new() },
            prisons: g.prisons.clone(),
            deck: g.deck_left(),
            discard: g.discard.clone(),
            start: g.start,
            active: g.active,
            round: g.round,
            step: g.step,
            deploy_left: g.deploy_left,
            battles: g.battles.to_vec(),
            raids: g.raids.to_vec(),
            combat: g.combat.clone(),
            chain: g
                .chain_cards()
                .map(|(seat, c)| ChainItem { seat, card: c.card, aim: c.aim, copy: c.copy })
                .collect(),
            priority: g.frame().and_then(|f| f.window.priority()),
            in_play: g.in_play().to_vec(),
            harm: g.harm,
        }
    }
}

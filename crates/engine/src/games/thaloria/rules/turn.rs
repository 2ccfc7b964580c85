//! A turn's six steps (rulebook: 5. Turn Structure), each entered by a `Task::Enter`, and the
//! end of a turn.

use super::super::action::{Fall, ThaloriaEvent};
use super::super::data::cards::Card;
use super::super::data::{Wizard, AZMORTH_USES, DEPLOY_ALLOWANCE, HAND_LIMIT, LAST_MUSTER_RETURNS, RALLY_GAP};
use super::super::state::{used, Army, CombatKind, End, Ground, Moment, Step, Task, Thaloria, TileId, Wake};
use super::{Ask, Need};
use crate::core::{Events, Seat};

impl Thaloria {
    /// Enters a step of setup or of the turn.
    pub(super) fn enter(&mut self, step: Step, events: &mut Events<ThaloriaEvent>) {
        match step {
            Step::Strongholds => self.enter_strongholds(),
            Step::Dealing => self.enter_dealing(),
            Step::StartDeployment => self.enter_start_deployment(),
            Step::Disputes => self.enter_disputes(),
            Step::Draw => self.enter_draw(events),
            Step::Deployment => self.enter_deployment(Step::Deployment, events),
            Step::Advance => {
                self.step = Step::Advance;
                self.clear_moves();
                self.tasks.push(self.active, Task::Enter(Step::Attack));
                self.tasks.push(self.active, Task::Decide(Ask::Advance));
                self.tasks.push(self.active, Task::Window(Moment::AdvanceBegins));
            }
            Step::Attack => {
                self.step = Step::Attack;
                self.clear_moves();
                self.tasks.push(self.active, Task::Enter(Step::Consolidation));
                self.tasks.push(self.active, Task::Attacks);
                self.tasks.push(self.active, Task::Wake(Wake::Attack));
            }
            Step::Consolidation => {
                self.step = Step::Consolidation;
                self.raids.clear();
                self.clear_moves();
                // rulebook: 5. Consolidation Step: movement, then the Consolidation effects,
                // then Consolidation Deployment (pushed in reverse: the agenda is a stack).
                self.tasks.push(self.active, Task::Enter(Step::ConsolidationDeployment));
                self.tasks.push(self.active, Task::Wake(Wake::Consolidation));
                self.tasks.push(self.active, Task::Decide(Ask::Consolidate));
            }
            Step::ConsolidationDeployment => self.enter_deployment(Step::ConsolidationDeployment, events),
            Step::StartRoll | Step::Picks | Step::Building | Step::Over => {}
        }
    }

    /// A turn begins: once-per-turn uses reset for everyone (rulebook: A7.1), then the
    /// disputed tiles of the active player are resolved.
    pub(super) fn begin_turn(&mut self, events: &mut Events<ThaloriaEvent>) {
        for p in &mut self.players {
            p.used = 0;
        }
        self.turn_begin_cards();
        self.battles.clear();
        self.raids.clear();
        self.combat = None;
        events.push(ThaloriaEvent::TurnBegan { seat: self.active, round: self.round });
        self.tasks.push(self.active, Task::Enter(Step::Disputes));
    }

    /// The disputed tiles involving `seat`.
    pub fn disputes_of(&self, seat: Seat) -> impl Iterator<Item = TileId> + '_ {
        self.tile_ids()
            .filter(move |&t| self.disputed(t) && self.tiles[usize::from(t)].troops.iter().any(|tr| tr.seat == seat))
    }

    /// Resolve Disputed Tiles: each dispute involving the active player is fought out before the
    /// Draw Step, in the order the active player picks (ruling A-27).
    fn enter_disputes(&mut self) {
        self.step = Step::Disputes;
        if self.disputes_of(self.active).next().is_none() {
            self.tasks.push(self.active, Task::Enter(Step::Draw));
            return;
        }
        self.tasks.push(self.active, Task::Enter(Step::Disputes));
        self.tasks.push(self.active, Task::Decide(Ask::Dispute));
    }

    /// Fights the battle (or dispute) on `tile`.
    pub(super) fn fight(&mut self, tile: TileId) {
        self.tasks.pop();
        let active = self.active;
        let Some(t) = self.tiles.get(usize::from(tile)) else { return };
        if self.step == Step::Disputes {
            // The player whose effect made the dispute attacks; else the active player (5.
            // Disputed Tiles).
            let attacker = t.disputer.filter(|&d| t.troops.iter().any(|tr| tr.seat == d)).unwrap_or(active);
            let Some(defender) = t.other_than(attacker) else { return };
            self.start_combat(tile, attacker, defender, CombatKind::Dispute);
        } else {
            self.battles.retain(|b| *b != tile);
            let Some(defender) = t.other_than(active) else { return };
            self.start_combat(tile, active, defender, CombatKind::Battle);
        }
    }

    /// The Draw Step (rulebook: 5. Draw Step): Last Muster, Rally the Fallen, start-of-Draw-Step
    /// effects, the draw, playing cards, the hand limit. A skipped Draw Step does none of it
    /// (A3.1).
    fn enter_draw(&mut self, events: &mut Events<ThaloriaEvent>) {
        self.step = Step::Draw;
        let seat = self.active;
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        self.tasks.push(seat, Task::Enter(Step::Deployment));
        if p.skip_draws > 0 {
            p.skip_draws -= 1;
            events.push(ThaloriaEvent::DrawSkipped { seat });
            return;
        }
        self.tasks.push(seat, Task::HandLimit);
        self.tasks.push(seat, Task::Wake(Wake::DrawEnd));
        self.tasks.push(seat, Task::Decide(Ask::Play));
        self.tasks.push(seat, Task::Chance(Need::Draw { seat }));
        self.tasks.push(seat, Task::DrawEffects);
        self.tasks.push(seat, Task::Rally);
        self.tasks.push(seat, Task::Decide(Ask::LastMuster));
    }

    /// Last Muster: up to two Fallen Standard Warriors return to the Reserve; the token goes.
    pub(super) fn last_muster(&mut self, seat: Seat, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        let n = p.fallen.standard.min(LAST_MUSTER_RETURNS as u8);
        let army = Army::new(n, 0);
        p.fallen = p.fallen.minus(army);
        p.reserve = p.reserve.plus(army);
        p.muster_token = false;
        events.push_with(|| ThaloriaEvent::Returned { seat, army, by: "last_muster".into() });
    }

    /// The highest Army Power among `seat`'s living opponents.
    pub fn strongest_opponent(&self, seat: Seat) -> u8 {
        (0..self.config.players).filter(|&s| s != seat && self.alive(s)).map(|s| self.army_power(s)).max().unwrap_or(0)
    }

    /// Rally the Fallen: a player at least four Army Power below the strongest living opponent
    /// returns one Fallen Standard Warrior (rulebook: 5. Rally the Fallen; ruling A-9: measured
    /// after Last Muster). It only ever helps, so it is taken without asking (designed).
    pub(super) fn rally(&mut self, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        let gap = u8::try_from(RALLY_GAP).unwrap_or(4);
        let mine = self.army_power(seat);
        let best = self.strongest_opponent(seat);
        let chilled = self.on_seat(66, seat);
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        if !chilled && p.used & used::RALLY == 0 && p.fallen.standard > 0 && mine.saturating_add(gap) <= best {
            p.used |= used::RALLY;
            p.fallen.standard -= 1;
            p.reserve.standard += 1;
            events.push_with(|| ThaloriaEvent::Returned { seat, army: Army::new(1, 0), by: "rally".into() });
        }
    }

    /// Start-of-Draw-Step effects: each of the active player's Dungeon stays counts down, and
    /// Warriors whose stay is over return to their Reserve (rulebook: 7. Dungeon Duration; ruling
    ///
    pub(super) fn draw_effects(&mut self) {
        let seat = self.active;
        let mut keepers: Vec<Seat> = Vec::new();
        for prison in self.prisons.iter_mut().filter(|p| p.owner == seat) {
            prison.left = prison.left.saturating_sub(1);
            if prison.left == 0 && !keepers.contains(&prison.keeper) {
                keepers.push(prison.keeper);
            }
        }
        if !keepers.is_empty() {
            // The release, after a window for each keeper (Oblivion: "about to leave").
            self.tasks.push(seat, Task::Release(seat));
            for keeper in keepers {
                self.tasks.push(seat, Task::Window(Moment::Release { keeper, owner: seat }));
            }
        }
        self.card_draw_effects();
    }

    /// True if King Azmorth may return a Fallen Warrior of this type now (rulebook: King
    /// Azmorth: during your Draw Step, once per turn, six times a game). "Cannot summon" is
    /// checked beside it (`check`, ruling A-19).
    pub(super) fn may_azmorth(&self, seat: Seat, elite: bool) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| {
            p.is(Wizard::Azmorth)
                && p.used & used::AZMORTH == 0
                && i32::from(p.azmorth_uses) < AZMORTH_USES
                && p.fallen.of(elite) > 0
        })
    }

    pub(super) fn azmorth(&mut self, seat: Seat, elite: bool, events: &mut Events<ThaloriaEvent>) {
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        *p.fallen.of_mut(elite) -= 1;
        *p.reserve.of_mut(elite) += 1;
        p.azmorth_uses += 1;
        p.used |= used::AZMORTH;
        let army = if elite { Army::new(0, 1) } else { Army::new(1, 0) };
        events.push_with(|| ThaloriaEvent::Returned { seat, army, by: "azmorth".into() });
    }

    /// The hand limit: more than ten cards at the end of the Draw Step are discarded down to
    /// ten, one decision at a time (rulebook: 5. Hand Limit).
    pub(super) fn hand_limit(&mut self) {
        let seat = self.active;
        if self.hands.get(usize::from(seat)).is_some_and(|h| h.value.len() > HAND_LIMIT) {
            self.tasks.push(seat, Task::HandLimit);
            self.tasks.push(seat, Task::Decide(Ask::Discard));
        }
    }

    pub(super) fn discard_card(&mut self, seat: Seat, card: Card, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        if self.take_card(seat, card) {
            self.discard.push(card);
            events.push(ThaloriaEvent::Discarded { seat, card });
        }
    }

    /// The Deployment Step or the Consolidation Deployment: up to five Power Points from the
    /// Reserve onto the player's own controlled tiles (rulebook: 5. Deployment Step;
    /// Consolidation Deployment).
    fn enter_deployment(&mut self, step: Step, events: &mut Events<ThaloriaEvent>) {
        self.step = step;
        self.deploy_left = DEPLOY_ALLOWANCE as u8;
        if step == Step::Deployment {
            self.deploy_left = self.allowance(DEPLOY_ALLOWANCE as u8, events);
        }
        let seat = self.active;
        if step == Step::Deployment {
            self.tasks.push(seat, Task::DeploymentEnd);
        } else {
            self.tasks.push(seat, Task::TurnEnd);
        }
        self.tasks.push(seat, Task::Decide(Ask::Deploy));
    }

    pub(super) fn deploy(&mut self, seat: Seat, tile: TileId, elite: bool, events: &mut Events<ThaloriaEvent>) {
        let army = if elite { Army::new(0, 1) } else { Army::new(1, 0) };
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        p.reserve = p.reserve.minus(army);
        self.deploy_left = self.deploy_left.saturating_sub(army.power());
        self.put(tile, seat, army, false);
        events.push(ThaloriaEvent::Deployed { seat, tile, army });
    }

    /// The end of the Deployment Step: Total Territorial Loss and No Remaining Army (rulebook:
    /// 11).
    pub(super) fn deployment_end(&mut self, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        let own: Vec<TileId> =
            self.tile_ids().filter(|&t| self.tiles[usize::from(t)].ground == Ground::Land(seat)).collect();
        let all_lost = !own.is_empty()
            && own.iter().all(|&t| {
                let banner = self.tiles[usize::from(t)].banner;
                banner.is_some_and(|b| b != seat) && self.controller(t) == banner
            });
        let no_army = self.players.get(usize::from(seat)).is_some_and(|p| p.reserve.is_empty())
            && self.on_battlefield(seat).is_empty()
            && self.in_dungeons(seat).is_empty();
        if all_lost {
            self.eliminate(seat, Fall::TerritorialLoss, events);
        } else if no_army {
            self.eliminate(seat, Fall::NoArmy, events);
        } else {
            self.tasks.push(seat, Task::Enter(Step::Advance));
        }
    }

    /// The Attack and Defence Step: every attack is fought in the order the active player
    /// picks, and earned Wizard attacks may be made (rulebook: 5. Attack and Defence Step).
    pub(super) fn attacks_next(&mut self, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        // A battle tile whose defenders an effect removed before its combat (Longbow Salvo,
        // Dungeon Lord's Decree, a Reaction after another battle): the attacker has won it,
        // conquers it and may make the Wizard attack (ruling A-47).
        if let Some(at) = self.battles.iter().position(|&t| {
            let here = &self.tiles[usize::from(t)];
            here.other_than(seat).is_none() && !here.army_of(seat).is_empty()
        }) {
            let tile = self.battles.remove(at);
            let holder = self.holder_without(tile, seat);
            self.tasks.push(seat, Task::Attacks);
            self.win_tile(seat, tile, holder, true, events);
            return;
        }
        // An attack whose attackers an effect removed before its combat (Sylvan Ambush, Volley
        // of Arrows, a Trap) ends with no conquest and no window (ruling A-47); a tile with no
        // enemy left is not a battle.
        let mut still: Vec<TileId> = Vec::new();
        for &t in &self.battles {
            let here = &self.tiles[usize::from(t)];
            match here.other_than(seat) {
                Some(defender) if here.army_of(seat).is_empty() => {
                    events.push(ThaloriaEvent::Held { seat: defender, tile: t });
                }
                Some(_) => still.push(t),
                None => {}
            }
        }
        self.battles = still.into_iter().collect();
        if self.battles.is_empty() && !self.raids.iter().any(|&(t, target)| self.raid_open(seat, t, target)) {
            self.raids.clear();
            return;
        }
        self.tasks.push(seat, Task::Attacks);
        self.tasks.push(seat, Task::Decide(Ask::Attack));
    }

    /// True if the Wizard attack earned on `tile` may still be made: the attacker still
    /// controls the tile and has Warriors on it, and the Wizard is still in the game.
    pub(super) fn raid_open(&self, seat: Seat, tile: TileId, target: Seat) -> bool {
        self.controller(tile) == Some(seat)
            && !self.tiles[usize::from(tile)].army_of(seat).is_empty()
            && self.alive(target)
    }

    pub(super) fn end_attacks(&mut self) {
        self.tasks.pop();
        self.raids.clear();
    }

    pub(super) fn raid(&mut self, seat: Seat, tile: TileId) {
        self.tasks.pop();
        let Some(at) = self.raids.iter().position(|&(t, _)| t == tile) else { return };
        let (_, target) = self.raids.remove(at);
        self.start_combat(tile, seat, target, CombatKind::Wizard);
    }

    /// The end of a turn: Territorial Victory is checked for the player whose turn it was
    /// (rulebook: 11; ruling A-49), then play passes clockwise to the next living Wizard.
    pub(super) fn turn_end(&mut self, events: &mut Events<ThaloriaEvent>) {
        let seat = self.active;
        self.deploy_left = 0;
        self.turn_end_cards(events);
        if self.alive(seat) && self.territory(seat) >= super::super::data::TERRITORY_TO_WIN {
            self.finish(End::Territory { seat }, events);
            return;
        }
        let n = self.config.players;
        let Some(next) = self.living_from((seat + 1) % n).next() else { return };
        let offset = |x: Seat| (x + n - seat) % n;
        let step_len = if next == seat { n } else { offset(next) };
        if (1..=step_len).contains(&offset(self.start)) || (self.start == seat && next == seat) {
            self.round += 1;
        }
        if self.config.round_limit > 0 && self.round > u32::from(self.config.round_limit) {
            self.round = u32::from(self.config.round_limit);
            self.finish_by_tie_break(true, events);
            return;
        }
        self.active = next;
        self.begin_turn(events);
    }
}

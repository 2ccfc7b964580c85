//! Combat (rulebook: 6. Movement and Combat; 10. Attacking the Wizard): the attacker picks up to
//! three Warriors, the defender up to two, each rolls its die (a chance event each), King Alaric
//! may reroll one attack die and King Haldrek add +1 to one defence die, the results are paired
//! highest with highest (tied pairs reroll), and the lower die's Warrior falls. A battle goes on
//! round after round until one faction is left or the attacker retreats; a Wizard attack is one
//! round, and its unmatched attack dice hurt the Wizard.

use arrayvec::ArrayVec;

use super::super::action::{Fall, ThaloriaEvent};
use super::super::data::Wizard;
use super::super::state::{
    boost, used, Aim, Army, Combat, CombatKind, Die, Ground, Moment, Stage, Task, Thaloria, TileId,
};
use super::{Ask, Need};
use crate::core::{Events, Seat};

impl Thaloria {
    /// Starts a combat on `tile` and puts it on the agenda.
    pub(crate) fn start_combat(&mut self, tile: TileId, attacker: Seat, defender: Seat, kind: CombatKind) {
        let holder = match kind {
            CombatKind::Wizard => Some(defender),
            // Who held the tile before the attack: its controller with the attackers set aside.
            _ => self.holder_without(tile, attacker),
        };
        self.combat = Some(Combat {
            tile,
            attacker,
            defender,
            kind,
            holder,
            round: 1,
            stage: Stage::PickAttack,
            attack: ArrayVec::new(),
            defence: ArrayVec::new(),
            pairs: ArrayVec::new(),
            alaric_asked: false,
            haldrek_asked: false,
            lost: (Army::NONE, Army::NONE),
            warned: false,
            boost: 0,
        });
        self.tasks.push(attacker, Task::Combat);
    }

    /// Who controls `tile` if `seat`'s Warriors are left out (ruling A-3: the Wizard a
    /// conquest exposes is the one who held the tile before).
    pub(super) fn holder_without(&self, tile: TileId, seat: Seat) -> Option<Seat> {
        let t = self.tiles.get(usize::from(tile))?;
        let owner = match (t.ground, t.banner) {
            (Ground::Land(_), Some(b)) => b,
            (Ground::Land(o), None) => o,
            _ => return None,
        };
        (owner != seat && self.alive(owner) && t.troops.iter().all(|tr| tr.seat == owner || tr.seat == seat))
            .then_some(owner)
    }

    /// The Warriors `seat` may pick from in the combat (`defending`: the defender's side).
    pub(super) fn combat_pool(&self, c: &Combat, defending: bool) -> Army {
        let tile = self.tiles.get(usize::from(c.tile));
        match (c.kind, defending) {
            (CombatKind::Wizard, true) => self.players.get(usize::from(c.defender)).map_or(Army::NONE, |p| p.reserve),
            (_, true) => tile.map_or(Army::NONE, |t| t.army_of(c.defender)),
            (_, false) => tile.map_or(Army::NONE, |t| t.army_of(c.attacker)),
        }
    }

    /// The combat goes on: asks the next pick, rolls the next die, offers the Wizards'
    /// abilities, rerolls ties, and applies a finished round.
    pub(super) fn combat_step(&mut self, events: &mut Events<ThaloriaEvent>) {
        let Some(c) = self.combat.clone() else { return };
        match c.stage {
            Stage::PickAttack if !c.warned => {
                // The defensive-reinforcement window (8; ruling A-33), or, for a Wizard attack,
                // the window of its declaration.
                self.set_combat(|c| c.warned = true);
                self.tasks.push(c.attacker, Task::Combat);
                let moment = if c.kind == CombatKind::Wizard { Moment::WizardAttack } else { Moment::AboutToRoll };
                self.tasks.push(c.attacker, Task::Window(moment));
            }
            Stage::PickAttack => {
                if self.combat_pool(&c, false).is_empty() {
                    self.combat = None;
                    events.push(ThaloriaEvent::Held { seat: c.defender, tile: c.tile });
                } else if c.kind != CombatKind::Wizard && self.combat_pool(&c, true).is_empty() {
                    // Every defender is gone (an effect between rounds): the attacker has won.
                    self.conquer_by_battle(&c, events);
                } else {
                    self.tasks.push(c.attacker, Task::Combat);
                    self.tasks.push(c.attacker, Task::Decide(Ask::Attackers));
                }
            }
            Stage::PickDefence => {
                self.tasks.push(c.attacker, Task::Combat);
                self.tasks.push(c.defender, Task::Decide(Ask::Defenders));
            }
            Stage::Dice => self.dice_step(c, events),
            Stage::Losses => self.apply_losses(c, events),
            Stage::Done => self.round_done(c, events),
            Stage::Retreat => {
                self.tasks.push(c.attacker, Task::Combat);
                self.tasks.push(c.attacker, Task::Decide(Ask::Retreat));
            }
        }
    }

    fn dice_step(&mut self, c: Combat, events: &mut Events<ThaloriaEvent>) {
        if c.boost & boost::PICKED == 0 {
            // The window after the defenders are picked, before any die (Backstab).
            self.set_combat(|c| c.boost |= boost::PICKED);
            self.tasks.push(c.attacker, Task::Combat);
            self.tasks.push(c.attacker, Task::Window(Moment::Picked));
            return;
        }
        // The next die to roll: the attacker's first, then the defender's.
        if let Some(d) = c.attack.iter().find(|d| d.face == 0) {
            self.tasks.push(c.attacker, Task::Combat);
            self.tasks.push(c.attacker, Task::Chance(Need::Die { seat: c.attacker, elite: d.sides() == 12 }));
            return;
        }
        if let Some(d) = c.defence.iter().find(|d| d.face == 0) {
            self.tasks.push(c.attacker, Task::Combat);
            self.tasks.push(c.defender, Task::Chance(Need::Die { seat: c.defender, elite: d.sides() == 12 }));
            return;
        }
        if c.pairs.is_empty() && c.boost & boost::ROLLED == 0 {
            // The dice are rolled: the cards' bonuses, then the window before comparisons.
            self.set_combat(|c| c.boost |= boost::ROLLED);
            self.card_bonuses();
            self.tasks.push(c.attacker, Task::Combat);
            self.tasks.push(c.attacker, Task::Window(Moment::Rolled));
            return;
        }
        if c.pairs.is_empty() {
            // King Alaric's reroll comes first, then King Haldrek's +1 (rulings ).
            if !c.alaric_asked {
                self.set_combat(|c| c.alaric_asked = true);
                if self.wizard_may(c.attacker, Wizard::Alaric, used::ALARIC) && !c.attack.is_empty() {
                    self.tasks.push(c.attacker, Task::Combat);
                    self.tasks.push(c.attacker, Task::Decide(Ask::Alaric));
                    return;
                }
            }
            if !c.haldrek_asked {
                self.set_combat(|c| c.haldrek_asked = true);
                if self.wizard_may(c.defender, Wizard::Haldrek, used::HALDREK) && !c.defence.is_empty() {
                    self.tasks.push(c.attacker, Task::Combat);
                    self.tasks.push(c.defender, Task::Decide(Ask::Haldrek));
                    return;
                }
            }
            let pairs = pair_dice(&c.attack, &c.defence);
            self.set_combat(|c| c.pairs = pairs);
        }
        let Some(c) = self.combat.clone() else { return };
        // A tied pair rerolls both dice until one is higher; a bonus does not carry over.
        for &(a, d) in &c.pairs {
            let (x, y) = (c.attack[usize::from(a)], c.defence[usize::from(d)]);
            if x.value() == y.value() {
                events.push(ThaloriaEvent::Tie { value: x.value() });
                self.set_combat(|c| {
                    c.attack[usize::from(a)] = x.again();
                    c.defence[usize::from(d)] = y.again();
                });
                self.tasks.push(c.attacker, Task::Combat);
                return;
            }
        }
        self.finish_round(c, events);
    }

    /// True if `seat`'s Wizard is `wizard` and its once-per-turn use `flag` is not spent.
    fn wizard_may(&self, seat: Seat, wizard: Wizard, flag: u8) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| p.alive() && p.is(wizard) && p.used & flag == 0)
    }

    fn set_combat(&mut self, f: impl FnOnce(&mut Combat)) {
        if let Some(c) = self.combat.as_mut() {
            f(c);
        }
    }

    /// A rolled face for the next unrolled die.
    pub(super) fn roll_die(&mut self, face: u8) {
        self.set_combat(|c| {
            if let Some(d) = c.attack.iter_mut().chain(c.defence.iter_mut()).find(|d| d.face == 0) {
                d.face = face;
            }
        });
    }

    /// The Warriors that roll this round.
    pub(super) fn pick(&mut self, _seat: Seat, standard: u8, elite: u8) {
        self.tasks.pop();
        // Curse of Frailty: Elite Warriors on the cursed tile roll a D6 (in a Wizard attack
        // the attackers stand on it; the defenders come from the Reserve).
        let frail = self.combat.as_ref().is_some_and(|c| {
            self.on_tile(75, c.tile).is_some() && (c.kind != CombatKind::Wizard || c.stage == Stage::PickAttack)
        });
        self.set_combat(|c| {
            let elite_die = Die { small: frail, ..Die::new(true) };
            let dice = std::iter::repeat_n(Die::new(false), usize::from(standard))
                .chain(std::iter::repeat_n(elite_die, usize::from(elite)));
            if c.stage == Stage::PickAttack {
                c.attack = dice.take(3).collect();
                c.stage = Stage::PickDefence;
            } else {
                c.defence = dice.take(3).collect();
                c.stage = Stage::Dice;
            }
        });
    }

    /// The cards' bonuses to a rolled round: Shield Wall and Oathstone (+1 to the highest
    /// defence die), Knights' Charge (+1 to each attack die in a battle's first round), Bow of
    /// the Silverwood (+1 to the highest attack die, once per turn; the engine uses it at the
    /// first chance, designed).
    fn card_bonuses(&mut self) {
        let Some(c) = self.combat.clone() else { return };
        let highest = |dice: &[Die]| (0..dice.len()).max_by_key(|&i| (dice[i].value(), usize::MAX - i));
        let mut defence_plus = 0u8;
        if c.boost & boost::SHIELD != 0 {
            defence_plus += 1;
        }
        if c.kind == CombatKind::Wizard && self.has(45, c.defender) {
            defence_plus += 1;
        }
        let charge = c.kind == CombatKind::Battle && c.round == 1 && self.has(8, c.attacker);
        let bow = self
            .lasting
            .iter()
            .position(|l| l.card.0 == 29 && l.owner == c.attacker && l.uses & super::effects::TURN_USED == 0);
        if let Some(at) = bow {
            self.lasting[at].uses |= super::effects::TURN_USED;
        }
        self.set_combat(|c| {
            if defence_plus > 0 {
                if let Some(i) = highest(&c.defence) {
                    c.defence[i].card_bonus = c.defence[i].card_bonus.saturating_add(defence_plus);
                }
            }
            if charge {
                for d in &mut c.attack {
                    d.card_bonus = d.card_bonus.saturating_add(1);
                }
            }
            if bow.is_some() {
                if let Some(i) = highest(&c.attack) {
                    c.attack[i].card_bonus = c.attack[i].card_bonus.saturating_add(1);
                }
            }
        });
    }

    pub(super) fn alaric_reroll(&mut self, seat: Seat, die: u8) {
        self.tasks.pop();
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.used |= used::ALARIC;
        }
        self.set_combat(|c| {
            if let Some(d) = c.attack.get_mut(usize::from(die)) {
                *d = d.again();
            }
        });
    }

    pub(super) fn haldrek_bonus(&mut self, seat: Seat, die: u8) {
        self.tasks.pop();
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            p.used |= used::HALDREK;
        }
        self.set_combat(|c| {
            if let Some(d) = c.defence.get_mut(usize::from(die)) {
                d.bonus = d.bonus.saturating_add(super::super::data::HALDREK_BONUS as u8);
            }
        });
    }

    /// A compared round: each pair's lower die's Warrior would fall. The losses are noted and
    /// the window for Warriors that "would be destroyed" comes first (ruling A-51).
    fn finish_round(&mut self, c: Combat, _events: &mut Events<ThaloriaEvent>) {
        let mut attacker_lost = Army::NONE;
        let mut defender_lost = Army::NONE;
        for &(a, d) in &c.pairs {
            let (x, y) = (c.attack[usize::from(a)], c.defence[usize::from(d)]);
            if x.value() > y.value() {
                *defender_lost.of_mut(y.elite) += 1;
            } else {
                *attacker_lost.of_mut(x.elite) += 1;
            }
        }
        self.set_combat(|c| {
            c.lost = (attacker_lost, defender_lost);
            c.stage = Stage::Losses;
        });
        self.tasks.push(c.attacker, Task::Combat);
        if !defender_lost.is_empty() {
            self.tasks.push(c.attacker, Task::Window(Moment::WouldDestroy));
        }
    }

    /// The losses fall: to the Fallen area, or to the Reserve for Stone Skin's first and on
    /// the loser's own Sanctified Ground. Then the window for the completed round.
    fn apply_losses(&mut self, c: Combat, events: &mut Events<ThaloriaEvent>) {
        let (attacker_lost, mut defender_lost) = c.lost;
        let mut saved = Army::NONE;
        if c.boost & boost::STONE != 0 && !defender_lost.is_empty() {
            let elite = defender_lost.elite > 0;
            *defender_lost.of_mut(elite) -= 1;
            saved = Army::one(elite);
            self.set_combat(|c| c.boost &= !boost::STONE);
        }
        let sanctified = |g: &Thaloria, seat: Seat| c.kind != CombatKind::Wizard && g.on_tile(9, c.tile) == Some(seat);
        self.take(c.tile, c.attacker, attacker_lost);
        let to_reserve = sanctified(self, c.attacker);
        if let Some(p) = self.players.get_mut(usize::from(c.attacker)) {
            if to_reserve {
                p.reserve = p.reserve.plus(attacker_lost);
            } else {
                p.fallen = p.fallen.plus(attacker_lost);
            }
        }
        let to_reserve = sanctified(self, c.defender);
        if c.kind == CombatKind::Wizard {
            if let Some(p) = self.players.get_mut(usize::from(c.defender)) {
                p.reserve = p.reserve.minus(defender_lost);
                p.fallen = p.fallen.plus(defender_lost);
            }
        } else {
            self.take(c.tile, c.defender, defender_lost.plus(saved));
            if let Some(p) = self.players.get_mut(usize::from(c.defender)) {
                p.reserve = p.reserve.plus(saved);
                if to_reserve {
                    p.reserve = p.reserve.plus(defender_lost);
                } else {
                    p.fallen = p.fallen.plus(defender_lost);
                }
            }
        }
        events.push_with(|| {
            let mut attack: Vec<u8> = c.attack.iter().map(|d| d.value()).collect();
            let mut defence: Vec<u8> = c.defence.iter().map(|d| d.value()).collect();
            attack.sort_unstable_by(|a, b| b.cmp(a));
            defence.sort_unstable_by(|a, b| b.cmp(a));
            ThaloriaEvent::Round {
                tile: c.tile,
                attack,
                defence,
                attacker_lost,
                defender_lost: defender_lost.plus(saved),
            }
        });
        self.set_combat(|c| c.stage = Stage::Done);
        self.tasks.push(c.attacker, Task::Combat);
        self.tasks.push(c.attacker, Task::Window(Moment::RoundDone));
    }

    /// The round is over: a Wizard attack's unmatched dice hurt the Wizard; a battle ends with
    /// a conquest or a hold, or the attacker may retreat.
    fn round_done(&mut self, c: Combat, events: &mut Events<ThaloriaEvent>) {
        if c.kind == CombatKind::Wizard {
            self.combat = None;
            let double = self.has(64, c.attacker);
            let grudge = self
                .lasting
                .iter()
                .any(|l| l.card.0 == 35 && l.owner == c.defender && l.on == (Aim::Seat { seat: c.attacker }));
            let damage: i16 = c
                .attack
                .iter()
                .enumerate()
                .filter(|(i, _)| !c.pairs.iter().any(|&(a, _)| usize::from(a) == *i))
                .map(|(_, d)| {
                    let v = i16::from(d.value()) * if double { 2 } else { 1 };
                    if grudge {
                        (v - 2).max(0)
                    } else {
                        v
                    }
                })
                .sum();
            // Runeforged Aegis waits for the next Wizard attack against its owner, prevents its
            // damage, and goes after it, whatever the dice did.
            if let Some(at) = self.lasting.iter().position(|l| l.card.0 == 48 && l.owner == c.defender) {
                events.push(ThaloriaEvent::Woke { seat: c.defender, card: self.lasting[at].card });
                if damage > 0 {
                    events.push(ThaloriaEvent::Prevented { seat: c.defender, damage });
                }
                self.expire(at, events);
                return;
            }
            if damage > 0 {
                self.deal(c.defender, damage);
            }
            return;
        }
        let tile = &self.tiles[usize::from(c.tile)];
        if tile.army_of(c.defender).is_empty() {
            self.conquer_by_battle(&c, events);
        } else if tile.army_of(c.attacker).is_empty() {
            self.combat = None;
            events.push(ThaloriaEvent::Held { seat: c.defender, tile: c.tile });
        } else {
            self.set_combat(|c| c.stage = Stage::Retreat);
            self.tasks.push(c.attacker, Task::Combat);
            self.tasks.push(c.attacker, Task::Decide(Ask::Retreat));
        }
    }

    /// Another combat round: new picks, new dice.
    pub(super) fn next_round(&mut self) {
        self.set_combat(|c| {
            c.round = c.round.saturating_add(1);
            c.stage = Stage::PickAttack;
            c.attack.clear();
            c.defence.clear();
            c.pairs.clear();
            c.alaric_asked = false;
            c.haldrek_asked = false;
            c.lost = (Army::NONE, Army::NONE);
            c.boost &= boost::SHIELD | boost::STONE | boost::GUARD;
        });
    }

    /// The attackers retreat together to one adjacent legal tile (rulebook: 6. Retreat); onto
    /// an empty neutral tile they conquer it, with no Wizard attack (ruling A-32).
    pub(super) fn retreat(&mut self, seat: Seat, to: TileId, events: &mut Events<ThaloriaEvent>) {
        self.tasks.pop();
        let Some(c) = self.combat.take() else { return };
        let mut army = self.tiles[usize::from(c.tile)].army_of(seat);
        if c.boost & boost::SPLIT != 0 && !self.fits(to, seat, army) {
            // Evasive Retreat: what fits goes here, the rest to a second tile.
            let mut part = Army::NONE;
            for elite in [true, false] {
                while part.of(elite) < army.of(elite) && self.fits(to, seat, part.plus(Army::one(elite))) {
                    *part.of_mut(elite) += 1;
                }
            }
            army = part;
            let rest = self.tiles[usize::from(c.tile)].army_of(seat).minus(part);
            if part.is_empty() {
                // Nothing fits there after all: the split ends, the battle goes on as usual.
                self.combat = Some(Combat { boost: c.boost & !(boost::FORCED | boost::SPLIT), ..c });
                return;
            }
            if !rest.is_empty() {
                self.combat = Some(Combat { boost: c.boost & !boost::FORCED, ..c.clone() });
                self.tasks.push(seat, Task::Decide(Ask::Retreat));
            }
        }
        let before = self.controller(to);
        self.take(c.tile, seat, army);
        self.put(to, seat, army, true);
        events.push(ThaloriaEvent::Retreated { seat, from: c.tile, to });
        let t = &self.tiles[usize::from(to)];
        if before.is_none() && !t.is_grotto() && t.land_owner().is_some() && t.land_owner() != Some(seat) {
            self.tiles[usize::from(to)].banner = Some(seat);
            events.push(ThaloriaEvent::Conquered { seat, tile: to, from: None });
        } else if t.land_owner() == Some(seat) && t.banner.is_some() && before.is_none() {
            self.tiles[usize::from(to)].banner = None;
            events.push(ThaloriaEvent::Reclaimed { seat, tile: to });
        }
    }

    /// The attackers beat every defender: the tile is conquered (or reclaimed), and a battle of
    /// the Attack and Defence Step offers the Wizard attack (rulebook: 10; rulings ).
    fn conquer_by_battle(&mut self, c: &Combat, events: &mut Events<ThaloriaEvent>) {
        self.combat = None;
        self.win_tile(c.attacker, c.tile, c.holder, c.kind == CombatKind::Battle, events);
    }

    /// `seat` has won `tile` from `holder` (who held it before the attack): the tile is taken,
    /// the conquest's Reaction window opens (Grudge answers it), and then, after a battle of the
    /// Attack and Defence Step, the Wizard attack it earns is offered (rulebook: 10. Conquering
    /// Tiles; rulings ).
    pub(super) fn win_tile(
        &mut self,
        seat: Seat,
        tile: TileId,
        holder: Option<Seat>,
        battle: bool,
        events: &mut Events<ThaloriaEvent>,
    ) {
        self.take_tile(seat, tile, holder, events);
        if battle {
            if let Some(target) = holder.filter(|&h| h != seat && self.alive(h)) {
                self.tasks.push(seat, Task::Decide(Ask::WizardAttack { target, tile }));
            }
        }
        // Pushed last, so it resolves first: the window comes before the Wizard attack.
        self.conquered(seat, tile, holder, battle);
    }

    /// `seat` takes `tile`: its own colour loses the enemy banner, any other tile gets `seat`'s.
    pub(super) fn take_tile(
        &mut self,
        seat: Seat,
        tile: TileId,
        from: Option<Seat>,
        events: &mut Events<ThaloriaEvent>,
    ) {
        let Some(t) = self.tiles.get_mut(usize::from(tile)) else { return };
        if t.ground == Ground::Land(seat) {
            t.banner = None;
            events.push(ThaloriaEvent::Reclaimed { seat, tile });
        } else if matches!(t.ground, Ground::Land(_)) {
            t.banner = Some(seat);
            events.push(ThaloriaEvent::Conquered { seat, tile, from });
        }
    }

    /// The Wizard attack a conquest allows: the attackers come from the conquered tile.
    pub(super) fn attack_wizard(&mut self, seat: Seat) {
        let Some((_, Task::Decide(Ask::WizardAttack { target, tile }))) = self.tasks.pop() else { return };
        self.start_combat(tile, seat, target, CombatKind::Wizard);
    }

    /// A Wizard loses Life Points; at zero or fewer the Wizard is defeated (rulebook: 10.
    /// Defeating a Wizard).
    pub(super) fn hurt(&mut self, seat: Seat, damage: i16, events: &mut Events<ThaloriaEvent>) {
        let Some(p) = self.players.get_mut(usize::from(seat)) else { return };
        p.life = p.life.saturating_sub(damage);
        let life = p.life;
        events.push(ThaloriaEvent::Hurt { seat, damage, life });
        if life <= 0 {
            self.eliminate(seat, Fall::Defeated, events);
        }
    }
}

/// The pairs a round compares: each side's dice ranked highest first (equal values: the
/// Standard Warrior's die above the Elite's, designed: the owner keeps the Elite out of the
/// harder comparison, the tracker's ruling), matched rank by rank, as many as the smaller side
/// rolled (rulebook: 6. Resolving a Combat Round).
pub(crate) fn pair_dice(attack: &[Die], defence: &[Die]) -> ArrayVec<(u8, u8), 3> {
    let rank = |dice: &[Die]| {
        let mut order: ArrayVec<u8, 3> = (0..dice.len()).filter_map(|i| u8::try_from(i).ok()).collect();
        order.sort_by(|&a, &b| {
            let (x, y) = (dice[usize::from(a)], dice[usize::from(b)]);
            y.value().cmp(&x.value()).then(x.elite.cmp(&y.elite)).then(a.cmp(&b))
        });
        order
    };
    let a = rank(attack);
    let d = rank(defence);
    a.iter().zip(d.iter()).map(|(&x, &y)| (x, y)).collect()
}

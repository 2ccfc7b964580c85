//! The heuristic's rules of thumb: a score for every legal answer, with its reason. designed:
//! rulebook silent; every weight is listed in docs/rules-notes/thaloria.md ("The heuristic bot").

use super::super::action::ThaloriaAction;
use super::super::data::cards::Rarity;
use super::super::data::Wizard;
use super::super::rules::pair_dice;
use super::super::state::{Army, Ground, Thaloria, TileId};
use crate::core::Seat;

/// Warriors kept in the Reserve to defend the Wizard against Wizard attacks. designed.
pub const GUARD: u8 = 4;

/// One legal answer, scored.
#[derive(Clone, Debug, PartialEq)]
pub struct Scored {
    /// The answer.
    pub action: ThaloriaAction,
    /// Higher is better.
    pub score: f64,
    /// Why, for the log (empty when not asked for).
    pub reason: String,
}

/// The board as one seat reads it: the world, and how far each tile lies from the nearest
/// enemy (in steps, 99 where no enemy can be reached).
pub struct Lens<'a> {
    g: &'a Thaloria,
    seat: Seat,
    front: Vec<u8>,
}

impl<'a> Lens<'a> {
    /// Reads `g` for `seat`.
    pub fn new(g: &'a Thaloria, seat: Seat) -> Lens<'a> {
        let n = g.tiles.len();
        let mut front = vec![99u8; n];
        let mut queue: Vec<TileId> = Vec::new();
        for t in g.tile_ids() {
            let tile = &g.tiles[usize::from(t)];
            let enemy_here = tile.troops.iter().any(|tr| tr.seat != seat) || g.controller(t).is_some_and(|c| c != seat);
            if enemy_here {
                front[usize::from(t)] = 0;
                queue.push(t);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let t = queue[head];
            head += 1;
            let d = front[usize::from(t)];
            for nb in g.neighbours(t) {
                if g.tiles[usize::from(nb)].is_dungeon() {
                    continue;
                }
                if front[usize::from(nb)] > d + 1 {
                    front[usize::from(nb)] = d + 1;
                    queue.push(nb);
                }
            }
        }
        Lens { g, seat, front }
    }

    fn front(&self, t: TileId) -> f64 {
        f64::from(self.front.get(usize::from(t)).copied().unwrap_or(99).min(9))
    }

    fn mine(&self, t: TileId) -> Army {
        self.g.tiles.get(usize::from(t)).map_or(Army::NONE, |x| x.army_of(self.seat))
    }

    fn enemy(&self, t: TileId) -> Army {
        self.g.tiles.get(usize::from(t)).map_or(Army::NONE, |x| {
            x.troops.iter().filter(|tr| tr.seat != self.seat).fold(Army::NONE, |s, tr| s.plus(tr.army))
        })
    }

    fn reserve(&self) -> Army {
        self.g.players.get(usize::from(self.seat)).map_or(Army::NONE, |p| p.reserve)
    }

    /// The Warriors that could join an attack on `to`: this seat's unmoved Warriors next to it,
    /// plus those already there.
    fn could_attack(&self, to: TileId) -> Army {
        let near = self.g.neighbours(to).fold(Army::NONE, |sum, nb| {
            let t = &self.g.tiles[usize::from(nb)];
            if t.is_dungeon() {
                sum
            } else {
                sum.plus(t.unmoved_of(self.seat))
            }
        });
        let all = near.plus(self.mine(to));
        // At most three Warriors and five Power Points of a faction on a tile.
        let elite = all.elite.min(2);
        let standard = all.standard.min(3 - elite.min(3)).min(5 - 2 * elite);
        Army::new(standard, elite)
    }

    /// Expected strength of dice: a D6 averages 3.5, a D12 6.5.
    fn strength(army: Army) -> f64 {
        f64::from(army.standard) * 3.5 + f64::from(army.elite) * 6.5
    }

    /// Scores one answer; `reason` is built only on request (the explanation), not in ranking.
    pub fn score(&self, action: &ThaloriaAction) -> Scored {
        let (score, reason) = self.judge(action);
        Scored { action: *action, score, reason }
    }

    fn judge(&self, action: &ThaloriaAction) -> (f64, String) {
        use ThaloriaAction as A;
        let g = self.g;
        let label = |t: TileId| g.tile_label(t);
        match *action {
            A::Faction { faction } => (10.0 - f64::from(faction as u8), "the first faction free".into()),
            A::Wizard { wizard } => {
                let rank = match wizard {
                    Wizard::Alaric => 5.0,
                    Wizard::Haldrek => 4.0,
                    Wizard::Azmorth => 3.0,
                    Wizard::Thalorien => 2.0,
                    Wizard::Zarkul => 1.0,
                };
                (rank, format!("{}'s ability helps every battle", wizard.name()))
            }
            A::Place { q, r, dungeon } => self.place((q, r), dungeon),
            A::Empower { tile } => (10.0 - self.front(tile), format!("{} faces the enemy", label(tile))),
            A::Group { tile, standard, elite } => {
                let army = Army::new(standard, elite);
                if self.reserve().count().saturating_sub(army.count()) < GUARD {
                    return (-50.0, "keeps guards in the Reserve".into());
                }
                let empty = if self.mine(tile).is_empty() { 3.0 } else { 0.0 };
                (f64::from(army.power()) * 3.0 + (6.0 - self.front(tile)) + empty, format!("holds {}", label(tile)))
            }
            A::Deployed => (0.0, "keeps the rest in the Reserve to guard the Wizard".into()),
            A::LastMuster => (10.0, "calls the last muster: the army is gone".into()),
            A::Azmorth { elite } => (if elite { 10.0 } else { 8.0 }, "King Azmorth raises a Fallen Warrior".into()),
            A::EndDraw | A::EndDeploy | A::EndAdvance | A::EndConsolidation | A::EndAttacks | A::Decline => {
                (0.0, "nothing better to do".into())
            }
            A::Discard { card } => {
                let keep = card.def().map_or(0.0, |d| match d.rarity {
                    Rarity::Essential => 0.0,
                    Rarity::Strong => 1.0,
                    Rarity::Superior => 2.0,
                    Rarity::Elite => 3.0,
                });
                (4.0 - keep, format!("{} is the least of the hand", card.name()))
            }
            A::Deploy { tile, elite } => {
                // Guards stay home, unless the field is (nearly) empty: then they must march.
                let field = g.on_battlefield(self.seat).count();
                if self.reserve().count() <= GUARD && field >= 2 {
                    return (-10.0, "keeps guards in the Reserve".into());
                }
                let bonus = if elite { 2.0 } else { 0.0 };
                let thin = 3.0 - f64::from(self.mine(tile).count());
                (bonus + (6.0 - self.front(tile)) + thin, format!("reinforces {}, near the enemy", label(tile)))
            }
            A::Move { from, to, elite } => self.advance(from, to, elite),
            A::Stride { from, to, elite, .. } => {
                let (s, why) = self.advance(from, to, elite);
                (s + 0.5, why)
            }
            A::Fight { tile } => {
                (5.0 + f64::from(self.mine(tile).count()), format!("fights for {} first", label(tile)))
            }
            A::Raid { tile } => {
                let (s, why) = self.wizard_attack(tile, g.raids.iter().find(|r| r.0 == tile).map(|r| r.1));
                (s + 1.0, why)
            }
            A::AttackWizard => {
                let target = g.tasks.top().and_then(|(_, t)| match t {
                    super::super::state::Task::Decide(super::super::rules::Ask::WizardAttack { target, tile }) => {
                        Some((*tile, *target))
                    }
                    _ => None,
                });
                match target {
                    Some((tile, target)) => self.wizard_attack(tile, Some(target)),
                    None => (0.0, String::new()),
                }
            }
            A::Pick { standard, elite } => {
                (f64::from(standard) + 1.5 * f64::from(elite), "rolls every die it may".into())
            }
            A::Reroll { die } => match g.combat.as_ref().and_then(|c| c.attack.get(usize::from(die))) {
                Some(d) => (
                    5.0 - 10.0 * f64::from(d.value()) / f64::from(d.sides()),
                    format!("a {} is a poor roll", d.value()),
                ),
                None => (-1.0, String::new()),
            },
            A::Bonus { die } => self.bonus(die),
            A::Press | A::Retreat { .. } => self.press_or_retreat(action),
            A::Cast { card, aim } => self.cast(card, aim),
            A::Pass => (0.0, "passes".into()),
            A::Take { card } => (f64::from(card.def().map_or(0, |d| d.rarity as u8)), "takes the rarest card".into()),
            A::Retarget { aim } => match aim {
                super::super::state::Aim::Seat { seat } if seat != self.seat => {
                    (2.0, "aims the copy at an opponent".into())
                }
                super::super::state::Aim::Seat { .. } => (-2.0, String::new()),
                _ => (1.0, "aims the copy".into()),
            },
            A::Consolidate { from, to, .. } => {
                if self.mine(from).count() < 2 {
                    return (-1.0, "keeps a Warrior on every tile".into());
                }
                let nearer = self.front(from) - self.front(to);
                let garrison = if self.mine(to).is_empty() && self.front(to) <= 1.0 { 3.0 } else { 0.0 };
                (nearer + garrison - 0.5, format!("moves up to {}", label(to)))
            }
        }
    }

    fn place(&self, cell: (i8, i8), dungeon: bool) -> (f64, String) {
        let g = self.g;
        let touching = |owned: &dyn Fn(Ground) -> bool| {
            g.tiles.iter().filter(|t| super::super::data::board::adjacent(t.cell, cell) && owned(t.ground)).count()
        };
        let own = touching(&|gr| gr == Ground::Land(self.seat)) as f64;
        let enemy = touching(&|gr| matches!(gr, Ground::Land(o) | Ground::Dungeon(o) if o != self.seat)) as f64;
        let grotto = touching(&|gr| gr == Ground::Grotto) as f64;
        let dist = f64::from(super::super::data::board::distance(cell, (0, 0)));
        if dungeon {
            return (own * 3.0 + dist - enemy * 2.0 - 100.0, "the Dungeon goes behind the lines".into());
        }
        let placed = g.players.get(usize::from(self.seat)).map_or(0, |p| p.placed);
        let split = if placed > 0 && own == 0.0 { -5.0 } else { 0.0 };
        (own * 4.0 - enemy * 2.0 - dist + grotto * 2.0 + split, "keeps the land together".into())
    }

    fn advance(&self, from: TileId, to: TileId, elite: bool) -> (f64, String) {
        let g = self.g;
        let dst = &g.tiles[usize::from(to)];
        let left = self.mine(from).count().saturating_sub(1);
        let exposed = left == 0 && self.front(from) <= 1.0;
        let label = g.tile_label(to);
        if dst.is_grotto() {
            return (-1.0, "the Grotto holds nothing".into());
        }
        let enemy = self.enemy(to);
        if !enemy.is_empty() {
            let force = self.could_attack(to);
            let odds = Lens::strength(force) - Lens::strength(enemy);
            let already = self.mine(to);
            if g.battles.contains(&to) && already.count() < 3 {
                let mut s = 9.0 + odds / 3.0;
                if elite {
                    s += 1.0;
                }
                return (s, format!("joins the attack on {label}"));
            }
            // Three attack dice against two: the attacker has the edge at equal numbers, and
            // may retreat after any round.
            if force.count() >= 2 && Lens::strength(force) >= 0.8 * Lens::strength(enemy) {
                return (
                    6.0 + odds / 3.0 - if exposed { 3.0 } else { 0.0 },
                    format!("attacks {label}: {} against {} defenders", force.count(), enemy.count()),
                );
            }
            return (-2.0, format!("{label} is too strong"));
        }
        if g.controller(to) != Some(self.seat) {
            let earns = g.controller(to).is_some();
            let s =
                8.0 + if earns { 3.0 } else { 0.0 } - if exposed { 4.0 } else { 0.0 } - if elite { 1.0 } else { 0.0 };
            return (s, format!("takes {label}, an empty enemy tile"));
        }
        if left == 0 && self.front(from) <= 1.0 {
            return (-1.0, "keeps a Warrior on every tile facing the enemy".into());
        }
        let nearer = self.front(from) - self.front(to);
        if nearer > 0.0 {
            (nearer * 1.5 - 0.5, format!("moves up to {label}"))
        } else {
            (-1.0, String::new())
        }
    }

    fn wizard_attack(&self, tile: TileId, target: Option<Seat>) -> (f64, String) {
        let attackers = self.mine(tile).count();
        let guards = target.and_then(|t| self.g.players.get(usize::from(t))).map_or(0, |p| p.reserve.count());
        if attackers > guards.min(2) || guards == 0 {
            (5.0, format!("strikes the Wizard: {attackers} attackers against {} guards", guards.min(2)))
        } else {
            (-1.0, "the Wizard is too well guarded".into())
        }
    }

    fn bonus(&self, die: u8) -> (f64, String) {
        let Some(c) = self.g.combat.as_ref() else { return (-1.0, String::new()) };
        let pairs = pair_dice(&c.attack, &c.defence);
        for &(a, d) in &pairs {
            if d != die {
                continue;
            }
            let (x, y) = (c.attack[usize::from(a)].value(), c.defence[usize::from(d)].value());
            if x == y {
                return (6.0, "turns a tie into a win".into());
            }
            if x == y + 1 {
                return (5.0, "turns a loss into a tie".into());
            }
            return (0.5, String::new());
        }
        (0.1, String::new())
    }

    fn press_or_retreat(&self, action: &ThaloriaAction) -> (f64, String) {
        let Some(c) = self.g.combat.as_ref() else { return (0.0, String::new()) };
        let mine = self.mine(c.tile);
        let theirs = self.enemy(c.tile);
        let losing = Lens::strength(mine) + 1.0 < Lens::strength(theirs);
        match *action {
            ThaloriaAction::Retreat { to } if losing => {
                (3.0 + (9.0 - self.front(to)) / 10.0, format!("retreats: {} against {}", mine.count(), theirs.count()))
            }
            ThaloriaAction::Retreat { .. } => (-1.0, String::new()),
            _ if losing => (0.0, "fights on: there is nowhere to go".into()),
            _ => (3.0, format!("fights on: {} against {}", mine.count(), theirs.count())),
        }
    }

    /// Casting a card: most cards help their caster, so casting beats ending the Draw Step;
    /// the aim goes where it hurts an opponent most or helps this seat most. designed.
    fn cast(&self, card: super::super::data::cards::Card, aim: super::super::state::Aim) -> (f64, String) {
        use super::super::state::Aim;
        let g = self.g;
        let base = 3.0 + card.def().map_or(0.0, |d| f64::from(d.rarity as u8));
        let name = card.name();
        let life = |s: Seat| g.players.get(usize::from(s)).map_or(0, |p| p.life);
        let hand = |s: Seat| g.hands.get(usize::from(s)).map_or(0, |h| h.value.len());
        match aim {
            Aim::Seat { seat } => {
                let pick = match card.0 {
                    57 | 68 | 82 => 30.0 - f64::from(life(seat)),
                    49 | 61 | 63 | 74 => hand(seat) as f64,
                    _ => f64::from(g.army_power(seat)) / 4.0,
                };
                (base + pick / 10.0, format!("casts {name} at {}", g.seat_label(seat)))
            }
            Aim::Item { index } if matches!(card.0, 28 | 46 | 91 | 31 | 92) => {
                let owner = g.frame().and_then(|f| f.window.stack().get(usize::from(index))).map(|(s, _)| *s);
                let against_foe = owner.is_some_and(|s| s != self.seat);
                match (card.0, against_foe) {
                    (28 | 46 | 91, true) => (base, format!("cancels an enemy card with {name}")),
                    (31 | 92, false) => (base - 2.0, format!("copies its own card with {name}")),
                    _ => (-5.0, String::new()),
                }
            }
            Aim::Item { index } if card.0 == 84 => match g.lasting.get(usize::from(index)) {
                Some(l) if l.owner != self.seat => (base, format!("dispels {}", l.card.name())),
                _ => (-5.0, String::new()),
            },
            Aim::Item { index } => (base + f64::from(index), format!("casts {name}")),
            Aim::Counter { index, up } => {
                let i = usize::from(index);
                let mine = match g.lasting.get(i) {
                    Some(l) => l.owner == self.seat,
                    None => g.prisons.get(i - g.lasting.len()).is_some_and(|p| p.owner != self.seat),
                };
                if mine == up {
                    (base - 2.0, format!("stretches a duration with {name}"))
                } else {
                    (-5.0, String::new())
                }
            }
            Aim::Die { die } => {
                let Some(c) = g.combat.as_ref() else { return (-5.0, String::new()) };
                let own = card.0 == 2;
                let attacking = (c.attacker == self.seat) == own;
                let dice = if attacking { c.attack.as_slice() } else { c.defence.as_slice() };
                let Some(d) = dice.get(usize::from(die)) else { return (-5.0, String::new()) };
                let mean = f64::from(d.sides() + 1) / 2.0;
                let gain = if own { mean - f64::from(d.value()) } else { f64::from(d.value()) - mean };
                if gain > 0.5 {
                    (base + gain / 3.0, format!("rerolls a {} with {name}", d.value()))
                } else {
                    (-5.0, String::new())
                }
            }
            Aim::Tile { tile } => {
                let front = 10.0 - self.front(tile);
                let foes = Lens::strength(self.enemy(tile));
                (base + front / 10.0 + foes / 20.0, format!("casts {name} at {}", g.tile_label(tile)))
            }
            Aim::Tiles { from, to } => match card.0 {
                25 | 38 => (0.5 + (self.front(from) - self.front(to)) / 10.0, format!("moves Warriors with {name}")),
                53 => (base + Lens::strength(self.enemy(from)) / 20.0, format!("drives enemies off with {name}")),
                _ => (base - 1.0 + f64::from(u8::from(from != to)), format!("casts {name}")),
            },
            Aim::None => (base, format!("casts {name}")),
        }
    }
}

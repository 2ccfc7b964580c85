//! Which answers are legal, and why one is not. [`Thaloria::check`] is the one place that says
//! what a rule allows; the legal list is every candidate it accepts, so the list and the
//! refusals can never disagree. A refusal is a pair of static strings (the rule, the reason):
//! listing allocates nothing for the candidates it turns down.

use super::super::action::ThaloriaAction;
use super::super::data::board::{step as neighbour_cell, MAX_REACH};
use super::super::data::cards::Card;
use super::super::data::{Faction, Wizard, PLACEMENTS, START_GROUP_POWER, TILE_WARRIORS};
use super::super::state::{boost, used, Army, CombatKind, Stage, Thaloria, TileId};
use super::Ask;
use crate::core::Seat;

/// Why an answer is refused: the rule, and the reason for the player.
pub(super) type No = (&'static str, &'static str);

const BOARD: &str = "2. Board Setup";
const CAPACITY: &str = "4. Tile Capacity";
const ADVANCE: &str = "5. Advance Step";
const CONSOLIDATION: &str = "5. Consolidation Movement";
const DEPLOYMENT: &str = "5. Deployment Step";
const COMBAT: &str = "6. Combat Dice";
const WRONG: No = ("5. Turn Structure", "that does not answer the question asked now");

impl Thaloria {
    /// Lists the legal answers of `seat` to `ask`.
    pub(crate) fn list(&self, seat: Seat, ask: Ask, out: &mut Vec<ThaloriaAction>) {
        use ThaloriaAction as A;
        let push = |out: &mut Vec<ThaloriaAction>, a: ThaloriaAction| {
            if self.check(seat, ask, &a).is_ok() {
                out.push(a);
            }
        };
        match ask {
            Ask::Faction => Faction::ALL.into_iter().for_each(|faction| push(out, A::Faction { faction })),
            Ask::Wizard => Wizard::ALL.into_iter().for_each(|wizard| push(out, A::Wizard { wizard })),
            Ask::Place => {
                for cell in self.frontier() {
                    for dungeon in [false, true] {
                        push(out, A::Place { q: cell.0, r: cell.1, dungeon });
                    }
                }
            }
            Ask::Empower => self.own_land(seat).for_each(|tile| push(out, A::Empower { tile })),
            Ask::StartGroup => {
                for tile in self.own_land(seat) {
                    for standard in 0..=TILE_WARRIORS {
                        for elite in 0..=2 {
                            push(out, A::Group { tile, standard, elite });
                        }
                    }
                }
                push(out, A::Deployed);
            }
            Ask::LastMuster => {
                push(out, A::LastMuster);
                if !out.is_empty() {
                    push(out, A::Decline);
                }
            }
            Ask::Play => {
                self.list_casts(seat, ask, out);
                push(out, A::Azmorth { elite: false });
                push(out, A::Azmorth { elite: true });
                push(out, A::EndDraw);
            }
            Ask::Respond => {
                self.list_casts(seat, ask, out);
                out.push(A::Pass);
            }
            Ask::Drop => self.each_hand_card(seat, &mut |card| out.push(A::Discard { card })),
            Ask::Steal { from } => self.each_hand_card(from, &mut |card| out.push(A::Take { card })),
            Ask::Retarget { card } => self.each_aim(seat, card, &mut |aim| {
                if self.copy_aim_ok(seat, card, aim) {
                    out.push(A::Retarget { aim });
                }
            }),
            Ask::Discard => self.each_hand_card(seat, &mut |card| out.push(A::Discard { card })),
            Ask::Deploy => {
                for tile in self.own_land(seat) {
                    for elite in [false, true] {
                        push(out, A::Deploy { tile, elite });
                    }
                }
                push(out, A::EndDeploy);
            }
            Ask::Advance | Ask::Consolidate => {
                let stride = ask == Ask::Advance && self.may_stride(seat);
                for from in self.tile_ids() {
                    let here = self.tiles[usize::from(from)].unmoved_of(seat);
                    if here.is_empty() {
                        continue;
                    }
                    for to in self.neighbours(from) {
                        for elite in [false, true] {
                            if here.of(elite) == 0 {
                                continue;
                            }
                            if ask == Ask::Advance {
                                push(out, A::Move { from, to, elite });
                            } else {
                                push(out, A::Consolidate { from, to, elite });
                            }
                            if stride {
                                for far in self.neighbours(to) {
                                    push(out, A::Stride { from, via: to, to: far, elite });
                                }
                            }
                        }
                    }
                }
                push(out, if ask == Ask::Advance { A::EndAdvance } else { A::EndConsolidation });
            }
            Ask::Dispute => self.disputes_of(seat).for_each(|tile| push(out, A::Fight { tile })),
            Ask::Attack => {
                for &tile in &self.battles {
                    push(out, A::Fight { tile });
                }
                for &(tile, _) in &self.raids {
                    push(out, A::Raid { tile });
                }
                push(out, A::EndAttacks);
            }
            Ask::Attackers | Ask::Defenders => {
                for standard in 0..=3 {
                    for elite in 0..=3 {
                        push(out, A::Pick { standard, elite });
                    }
                }
            }
            Ask::Alaric => {
                let n = self.combat.as_ref().map_or(0, |c| c.attack.len());
                (0..n).filter_map(|d| u8::try_from(d).ok()).for_each(|die| push(out, A::Reroll { die }));
                push(out, A::Decline);
            }
            Ask::Haldrek => {
                let n = self.combat.as_ref().map_or(0, |c| c.defence.len());
                (0..n).filter_map(|d| u8::try_from(d).ok()).for_each(|die| push(out, A::Bonus { die }));
                push(out, A::Decline);
            }
            Ask::Retreat => {
                let Some(c) = &self.combat else { return };
                push(out, A::Press);
                for to in self.neighbours(c.tile) {
                    push(out, A::Retreat { to });
                }
            }
            Ask::WizardAttack { .. } => {
                push(out, A::AttackWizard);
                push(out, A::Decline);
            }
        }
    }

    /// The empty cells that share a side with a placed tile: where the next tile may go.
    pub fn frontier(&self) -> Vec<(i8, i8)> {
        let mut cells: Vec<(i8, i8)> = Vec::new();
        for t in &self.tiles {
            for dir in 0..6 {
                if let Some(cell) = neighbour_cell(t.cell, dir) {
                    if self.tile_at(cell).is_none() && !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
            }
        }
        cells.sort_unstable();
        cells
    }

    /// `seat`'s faction-coloured tiles.
    pub fn own_land(&self, seat: Seat) -> impl Iterator<Item = TileId> + '_ {
        self.tile_ids().filter(move |&t| self.tiles[usize::from(t)].land_owner() == Some(seat))
    }

    /// True if King Thalorien's two-tile move is still open this Advance Step.
    fn may_stride(&self, seat: Seat) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| p.is(Wizard::Thalorien) && p.used & used::STRIDE == 0)
            || self.lasting.iter().any(|l| l.card.0 == 17 && l.owner == seat && l.uses == 0)
    }

    /// Whether `action` answers `ask` for `seat` legally, and if not, why.
    pub(crate) fn check(&self, seat: Seat, ask: Ask, action: &ThaloriaAction) -> Result<(), No> {
        use ThaloriaAction as A;
        let player = self.players.get(usize::from(seat)).ok_or(WRONG)?;
        match (ask, *action) {
            (Ask::Faction, A::Faction { faction }) => {
                if self.players.iter().any(|p| p.faction == Some(faction)) {
                    return Err((
                        "Choosing Factions and Wizards",
                        "that faction is taken: each faction once (ruling A-22)",
                    ));
                }
                Ok(())
            }
            (Ask::Wizard, A::Wizard { wizard }) => {
                if self.players.iter().any(|p| p.wizard == Some(wizard)) {
                    return Err((
                        "Choosing Factions and Wizards",
                        "that Wizard is taken: each Wizard once (ruling A-22)",
                    ));
                }
                Ok(())
            }
            (Ask::Place, A::Place { q, r, dungeon }) => self.check_place(seat, (q, r), dungeon),
            (Ask::Empower, A::Empower { tile }) => {
                let t = self.tiles.get(usize::from(tile)).ok_or(("King Zarkul", "no such tile"))?;
                if t.land_owner() != Some(seat) {
                    return Err(("King Zarkul", "choose one of your own faction tiles"));
                }
                if t.empowered {
                    return Err(("King Zarkul", "that tile is already an Empowered Stronghold"));
                }
                Ok(())
            }
            (Ask::StartGroup, A::Group { tile, standard, elite }) => {
                let army = Army::new(standard, elite);
                if army.is_empty() {
                    return Err(("4. Starting Deployment", "a group holds at least one Warrior"));
                }
                if army.power() > START_GROUP_POWER {
                    return Err(("4. Starting Deployment", "a group holds up to five Power Points"));
                }
                if !player.reserve.holds(army) {
                    return Err(("4. Starting Deployment", "your Reserve does not hold those Warriors"));
                }
                if self.tiles.get(usize::from(tile)).and_then(|t| t.land_owner()) != Some(seat) {
                    return Err(("4. Starting Deployment", "place the group on one of your own faction tiles"));
                }
                if !self.fits(tile, seat, army) {
                    return Err((
                        CAPACITY,
                        "that tile cannot hold them: five Power Points and three Warriors per faction",
                    ));
                }
                Ok(())
            }
            (Ask::StartGroup, A::Deployed) => Ok(()),
            (Ask::LastMuster, A::LastMuster) => {
                if self.on_seat(66, seat) {
                    return Err(("Grave Chill", "you cannot use Last Muster in this Draw Step"));
                }
                if !player.muster_token {
                    return Err(("5. Last Muster", "Last Muster is used once per game"));
                }
                if !player.reserve.is_empty() || !self.on_battlefield(seat).is_empty() {
                    return Err((
                        "5. Last Muster",
                        "only with no Warriors on the battlefield and none in your Reserve",
                    ));
                }
                if player.fallen.standard == 0 {
                    return Err(("5. Last Muster", "you have no Fallen Standard Warrior to return (ruling A-8)"));
                }
                Ok(())
            }
            (Ask::LastMuster | Ask::Alaric | Ask::Haldrek | Ask::WizardAttack { .. }, A::Decline) => Ok(()),
            (Ask::Play, A::Azmorth { elite }) => {
                if !player.is(Wizard::Azmorth) {
                    return Err(("King Azmorth", "only King Azmorth returns a Fallen Warrior this way"));
                }
                if self.summon_barred(seat) {
                    return Err(("ruling A-19", "his return is a summon, and you cannot summon this turn (Tomb Ward)"));
                }
                if !self.may_azmorth(seat, elite) {
                    return Err((
                        "King Azmorth",
                        "once per turn, six times a game, and only with a Fallen Warrior of that type",
                    ));
                }
                Ok(())
            }
            (Ask::Play, A::EndDraw) | (Ask::Respond, A::Pass) => Ok(()),
            (Ask::Play | Ask::Respond, A::Cast { card, aim }) => self.check_cast(seat, ask, card, aim),
            (Ask::Drop, A::Discard { card }) => {
                if card != Card::SECRET && self.holds(seat, card) {
                    Ok(())
                } else {
                    Err(("8. Playing Cards", "that card is not in your hand"))
                }
            }
            (Ask::Steal { from }, A::Take { card }) => {
                if card != Card::SECRET && self.holds(from, card) {
                    Ok(())
                } else {
                    Err(("The Great Heist", "that card is not in the hand you look at"))
                }
            }
            (Ask::Retarget { card }, A::Retarget { aim }) => {
                if self.copy_ok(seat, card, aim) {
                    Ok(())
                } else {
                    Err(("A1.6 Copying Spells", "the copy needs a legal target"))
                }
            }
            (Ask::Discard, A::Discard { card }) => {
                if card != Card::SECRET && self.holds(seat, card) {
                    Ok(())
                } else {
                    Err(("5. Hand Limit", "that card is not in your hand"))
                }
            }
            (Ask::Deploy, A::Deploy { tile, elite }) => self.check_deploy(seat, tile, elite),
            (Ask::Deploy, A::EndDeploy) => Ok(()),
            (Ask::Advance, A::Move { from, to, elite }) => self.check_move(seat, from, to, elite, false),
            (Ask::Advance, A::Stride { from, via, to, elite }) => self.check_stride(seat, from, via, to, elite),
            (Ask::Advance, A::EndAdvance) | (Ask::Consolidate, A::EndConsolidation) => Ok(()),
            (Ask::Consolidate, A::Consolidate { from, to, elite }) => self.check_move(seat, from, to, elite, true),
            (Ask::Dispute, A::Fight { tile }) => {
                if self.disputes_of(seat).any(|t| t == tile) {
                    Ok(())
                } else {
                    Err(("5. Disputed Tiles", "there is no dispute of yours on that tile"))
                }
            }
            (Ask::Attack, A::Fight { tile }) => {
                if self.battles.contains(&tile) {
                    Ok(())
                } else {
                    Err(("5. Attack and Defence Step", "no attack of yours waits on that tile"))
                }
            }
            (Ask::Attack, A::Raid { tile }) => match self.raids.iter().find(|(t, _)| *t == tile) {
                Some(&(t, target)) if self.raid_open(seat, t, target) => Ok(()),
                Some(_) => Err((
                    "10. Attacking the Wizard",
                    "you must still control that tile, with Warriors on it, and the Wizard must still be in the game",
                )),
                None => Err(("10. Attacking the Wizard", "no Wizard attack was earned on that tile")),
            },
            (Ask::Attack, A::EndAttacks) => {
                if self.battles.is_empty() {
                    Ok(())
                } else {
                    Err(("5. Attack and Defence Step", "every attack made in the Advance Step must be fought"))
                }
            }
            (Ask::Attackers, A::Pick { standard, elite }) => self.check_pick(standard, elite, false),
            (Ask::Defenders, A::Pick { standard, elite }) => self.check_pick(standard, elite, true),
            (Ask::Alaric, A::Reroll { die }) => match &self.combat {
                Some(c) if usize::from(die) < c.attack.len() => Ok(()),
                _ => Err(("King Alaric", "reroll one of your own attack dice of this round")),
            },
            (Ask::Haldrek, A::Bonus { die }) => match &self.combat {
                Some(c) if usize::from(die) < c.defence.len() => Ok(()),
                _ => Err(("King Haldrek", "add +1 to one of your own defence dice of this round")),
            },
            (Ask::Retreat, A::Press) => {
                let Some(c) = self.combat.as_ref().filter(|c| c.stage == Stage::Retreat) else {
                    return Err(("6. Retreat", "no battle waits for your decision"));
                };
                if c.boost & (boost::FORCED | boost::SPLIT) != 0
                    && self.neighbours(c.tile).any(|to| self.check_retreat(seat, to).is_ok())
                {
                    return Err(("Hold the Line", "the attackers must retreat: a legal retreat tile is open"));
                }
                Ok(())
            }
            (Ask::Retreat, A::Retreat { to }) => self.check_retreat(seat, to),
            (Ask::WizardAttack { .. }, A::AttackWizard) => Ok(()),
            _ => Err(WRONG),
        }
    }

    fn check_place(&self, seat: Seat, cell: (i8, i8), dungeon: bool) -> Result<(), No> {
        let p = &self.players[usize::from(seat)];
        if self.tile_at(cell).is_some() {
            return Err((BOARD, "a tile is already there"));
        }
        if super::super::data::board::distance(cell, (0, 0)) > MAX_REACH {
            return Err((BOARD, "that cell is too far from the Grotto"));
        }
        if !self.tiles.iter().any(|t| super::super::data::board::adjacent(t.cell, cell)) {
            return Err((BOARD, "every tile placed must share a complete side with a tile already in play"));
        }
        if p.placed >= PLACEMENTS {
            return Err((BOARD, "you have placed all ten of your tiles"));
        }
        if dungeon && p.dungeon_placed {
            return Err((BOARD, "your Dungeon tile is already placed"));
        }
        let faction_tiles = p.placed - u8::from(p.dungeon_placed);
        if !dungeon && faction_tiles >= PLACEMENTS - 1 {
            return Err((BOARD, "your nine faction tiles are placed: your Dungeon is left"));
        }
        Ok(())
    }

    fn check_deploy(&self, seat: Seat, tile: TileId, elite: bool) -> Result<(), No> {
        let p = &self.players[usize::from(seat)];
        let army = Army::one(elite);
        if !p.reserve.holds(army) {
            return Err((DEPLOYMENT, "your Reserve holds no Warrior of that type"));
        }
        if army.power() > self.deploy_left {
            return Err((DEPLOYMENT, "up to five Power Points a step: not enough are left"));
        }
        let t = self.tiles.get(usize::from(tile)).ok_or((DEPLOYMENT, "no such tile"))?;
        if t.land_owner() != Some(seat) {
            return Err((
                DEPLOYMENT,
                "deploy only onto your own faction-coloured tiles (not the Grotto, a Dungeon or a conquered tile)",
            ));
        }
        if !self.friendly(tile, seat) {
            return Err((DEPLOYMENT, "that tile shows an enemy banner or holds enemy Warriors"));
        }
        if !self.fits(tile, seat, army) {
            return Err((CAPACITY, "that tile cannot hold another: five Power Points and three Warriors per faction"));
        }
        Ok(())
    }

    /// One Warrior moving one step: in the Advance Step (`consolidation` false) or the
    /// Consolidation movement.
    fn check_move(&self, seat: Seat, from: TileId, to: TileId, elite: bool, consolidation: bool) -> Result<(), No> {
        let rule = if consolidation { CONSOLIDATION } else { ADVANCE };
        let src = self.tiles.get(usize::from(from)).ok_or((rule, "no such tile"))?;
        if self.tiles.get(usize::from(to)).is_none() || from == to {
            return Err((rule, "no such tile"));
        }
        if src.unmoved_of(seat).of(elite) == 0 {
            return Err((rule, "no Warrior of yours of that type may move from there (each moves once a step)"));
        }
        if !self.touching(from, to) {
            return Err((rule, "a Warrior moves to an adjacent tile"));
        }
        if self.disputed(from) && !self.battles.contains(&from) {
            return Err(("ruling A-28", "Warriors leave a disputed tile only by retreat or by a card"));
        }
        if consolidation {
            if !self.friendly(from, seat) || !self.friendly(to, seat) {
                return Err((rule, "both tiles must be friendly-controlled (not the Grotto, not a disputed tile)"));
            }
            if !self.fits(to, seat, Army::one(elite)) {
                return Err((CAPACITY, "that tile cannot hold another of your Warriors"));
            }
            return Ok(());
        }
        self.check_entry(seat, to, elite)
    }

    /// A Warrior entering `to` by normal movement in the Advance Step.
    fn check_entry(&self, seat: Seat, to: TileId, elite: bool) -> Result<(), No> {
        let t = &self.tiles[usize::from(to)];
        if t.is_dungeon() {
            return Err(("7. Dungeon Tiles", "Warriors cannot enter or leave a Dungeon by normal movement"));
        }
        if self.impassable(to) {
            return Err(("7. Impassable Tiles", "no Warrior may enter or pass through an impassable tile"));
        }
        if t.is_grotto() && self.grotto_shut(seat) {
            return Err(("Grotto Sanctuary", "no other faction's Warriors may enter the Grotto now"));
        }
        let mine = t.troops.iter().any(|tr| tr.seat == seat);
        if t.troops.len() >= 2 {
            // Joining one's own attack keeps two factions there; a tile already disputed is shut
            // (ruling A-28).
            if !mine || (!t.is_grotto() && !self.battles.contains(&to)) {
                return Err((ADVANCE, "a Warrior cannot enter a tile that already holds two factions"));
            }
        }
        if !self.fits(to, seat, Army::one(elite)) {
            return Err((CAPACITY, "that tile cannot hold another of your Warriors"));
        }
        Ok(())
    }

    fn check_stride(&self, seat: Seat, from: TileId, via: TileId, to: TileId, elite: bool) -> Result<(), No> {
        const RULE: &str = "King Thalorien";
        if !self.may_stride(seat) {
            return Err((
                RULE,
                "one Warrior may move two tiles only with King Thalorien (once a step) or Swift Stride",
            ));
        }
        if to == from || via == from || via == to {
            return Err((RULE, "the Warrior moves through one tile to another"));
        }
        self.check_move(seat, from, via, elite, false)?;
        let v = &self.tiles[usize::from(via)];
        // It passes only through friendly-controlled tiles and the Grotto (ruling A-17).
        if !(v.is_grotto() || self.friendly(via, seat)) {
            return Err((RULE, "it may pass only through a tile you control or the Grotto"));
        }
        if self.tiles.get(usize::from(to)).is_none() || !self.touching(via, to) {
            return Err((RULE, "the second tile must be adjacent to the first"));
        }
        self.check_entry(seat, to, elite)
    }

    fn check_pick(&self, standard: u8, elite: u8, defending: bool) -> Result<(), No> {
        let c = self.combat.as_ref().ok_or((COMBAT, "no combat is being fought"))?;
        let pool = self.combat_pool(c, defending);
        let army = Army::new(standard, elite);
        let most = if !defending || c.boost & boost::GUARD != 0 { 3 } else { 2 };
        if army.count() > most {
            return Err((COMBAT, "the attacker picks up to three Warriors, the defender up to two"));
        }
        if !pool.holds(army) {
            return Err((COMBAT, "you do not have those Warriors there"));
        }
        // Each side picks at least one while it has one (ruling A-30); a Wizard may defend with
        // none from the Reserve ("may select up to two").
        let may_pick_none = pool.is_empty() || (defending && c.kind == CombatKind::Wizard);
        if army.is_empty() && !may_pick_none {
            return Err(("ruling A-30", "pick at least one Warrior while you have one there"));
        }
        Ok(())
    }

    fn check_retreat(&self, seat: Seat, to: TileId) -> Result<(), No> {
        const RULE: &str = "6. Retreat";
        let c = self.combat.as_ref().filter(|c| c.stage == Stage::Retreat && c.attacker == seat);
        let c = c.ok_or((RULE, "only the attacker retreats, after a completed round"))?;
        let t = self.tiles.get(usize::from(to)).ok_or((RULE, "no such tile"))?;
        if to == c.tile || !self.touching(c.tile, to) {
            return Err((RULE, "retreat to an adjacent tile"));
        }
        if t.is_dungeon() {
            return Err(("7. Dungeon Tiles", "Warriors cannot enter a Dungeon by retreating"));
        }
        if self.impassable(to) {
            return Err(("7. Impassable Tiles", "an impassable tile is never a retreat destination (ruling A-34)"));
        }
        if t.is_grotto() && self.grotto_shut(seat) {
            return Err(("Grotto Sanctuary", "no other faction's Warriors may enter the Grotto now"));
        }
        let empty = t.troops.is_empty() && self.controller(to).is_none_or(|h| h == seat);
        if !(t.is_grotto() || self.friendly(to, seat) || empty) {
            return Err((RULE, "retreat to a friendly-controlled tile, an empty tile or the Grotto (ruling A-32)"));
        }
        let army = self.tiles[usize::from(c.tile)].army_of(seat);
        let split = c.boost & boost::SPLIT != 0;
        // Evasive Retreat: a tile that takes at least one of them.
        if split
            && ((army.standard > 0 && self.fits(to, seat, Army::new(1, 0)))
                || (army.elite > 0 && self.fits(to, seat, Army::new(0, 1))))
        {
            return Ok(());
        }
        if !self.fits(to, seat, army) {
            return Err((RULE, "every retreating Warrior must fit on the one tile"));
        }
        Ok(())
    }
}

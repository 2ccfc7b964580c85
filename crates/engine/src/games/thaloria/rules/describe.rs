//! The log text: decisions, chance outcomes, events and the question asked, in the rulebook's
//! words. Tiles are named by their owner's faction and their number among that owner's tiles
//! ("Elves 3"); a card drawn is named only to the hand's owner.

use super::super::action::{Fall, ThaloriaAction, ThaloriaChance, ThaloriaEvent};
use super::super::state::{Aim, Army, CombatKind, Ground, Step, Task, Thaloria, TileId};
use super::{Ask, Need};
use crate::core::{Seat, Target, Viewer};

/// "2 Standard and 1 Elite Warrior(s)".
pub(crate) fn army_text(army: Army) -> String {
    let part = |n: u8, kind: &str| match n {
        0 => None,
        1 => Some(format!("1 {kind} Warrior")),
        n => Some(format!("{n} {kind} Warriors")),
    };
    let parts: Vec<String> =
        [part(army.standard, "Standard"), part(army.elite, "Elite")].into_iter().flatten().collect();
    if parts.is_empty() {
        "no Warrior".into()
    } else {
        parts.join(" and ")
    }
}

fn kind(elite: bool) -> &'static str {
    if elite {
        "an Elite Warrior"
    } else {
        "a Standard Warrior"
    }
}

impl Thaloria {
    /// A seat's name in the log: its faction once chosen.
    pub fn seat_label(&self, seat: Seat) -> String {
        match self.players.get(usize::from(seat)).and_then(|p| p.faction) {
            Some(f) => f.name().to_string(),
            None => format!("Player {}", u16::from(seat) + 1),
        }
    }

    /// A seat's name as an owner: "Elves'", "Player 2's".
    pub fn seat_owner(&self, seat: Seat) -> String {
        let name = self.seat_label(seat);
        if name.ends_with('s') {
            format!("{name}'")
        } else {
            format!("{name}'s")
        }
    }

    /// A tile's name: "the Grotto", "the Elves' Dungeon", "Elves 3".
    pub fn tile_label(&self, tile: TileId) -> String {
        let Some(t) = self.tiles.get(usize::from(tile)) else { return format!("tile {tile}") };
        let faction =
            |s: Seat| self.players.get(usize::from(s)).and_then(|p| p.faction).map_or("a player", |f| f.name());
        match t.ground {
            Ground::Grotto => "the Grotto".into(),
            Ground::Dungeon(owner) => format!("the {} Dungeon", faction(owner)),
            Ground::Land(owner) => {
                let n = self.tiles[..usize::from(tile)].iter().filter(|x| x.ground == Ground::Land(owner)).count() + 1;
                format!("{} {n}", faction(owner))
            }
        }
    }

    pub(super) fn action_text(&self, action: &ThaloriaAction) -> String {
        use ThaloriaAction as A;
        match *action {
            A::Faction { faction } => format!("Take the {} ({})", faction.name(), faction.colour()),
            A::Wizard { wizard } => format!("Take {}", wizard.name()),
            A::Place { q, r, dungeon: true } => format!("Place your Dungeon at ({q}, {r})"),
            A::Place { q, r, dungeon: false } => format!("Place a faction tile at ({q}, {r})"),
            A::Empower { tile } => format!("Make {} an Empowered Stronghold", self.tile_label(tile)),
            A::Group { tile, standard, elite } => {
                format!("Deploy {} on {}", army_text(Army::new(standard, elite)), self.tile_label(tile))
            }
            A::Deployed => "I am deployed".into(),
            A::LastMuster => "Use Last Muster".into(),
            A::Decline => match self.tasks.top() {
                Some((_, Task::Decide(Ask::LastMuster))) => "Keep the Last Muster token".into(),
                Some((_, Task::Decide(Ask::Alaric))) => "Keep the dice".into(),
                Some((_, Task::Decide(Ask::Haldrek))) => "No +1".into(),
                Some((_, Task::Decide(Ask::WizardAttack { .. }))) => "No Wizard attack".into(),
                _ => "Decline".into(),
            },
            A::Azmorth { elite } => format!("King Azmorth: return {} from the Fallen", kind(elite)),
            A::EndDraw => "End the Draw Step".into(),
            A::Discard { card } => format!("Discard {}", card.name()),
            A::Deploy { tile, elite } => format!("Deploy {} on {}", kind(elite), self.tile_label(tile)),
            A::EndDeploy => {
                if self.step == Step::ConsolidationDeployment {
                    "End the turn".into()
                } else {
                    "End the Deployment Step".into()
                }
            }
            A::Move { from, to, elite } => {
                format!("Move {} from {} to {}", kind(elite), self.tile_label(from), self.tile_label(to))
            }
            A::Stride { from, via, to, elite } => format!(
                "King Thalorien: move {} from {} through {} to {}",
                kind(elite),
                self.tile_label(from),
                self.tile_label(via),
                self.tile_label(to)
            ),
            A::EndAdvance => "End the Advance Step".into(),
            A::Fight { tile } => format!("Fight for {}", self.tile_label(tile)),
            A::Raid { tile } => {
                let target = self.raids.iter().find(|(t, _)| *t == tile).map(|&(_, s)| self.seat_owner(s));
                format!("Attack {} Wizard from {}", target.unwrap_or_else(|| "the".into()), self.tile_label(tile))
            }
            A::EndAttacks => "Make no more Wizard attacks".into(),
            A::Pick { standard, elite } => format!("Roll for {}", army_text(Army::new(standard, elite))),
            A::Reroll { die } => match self.combat.as_ref().and_then(|c| c.attack.get(usize::from(die))) {
                Some(d) => format!("King Alaric: reroll the {} (D{})", d.value(), d.sides()),
                None => "King Alaric: reroll a die".into(),
            },
            A::Bonus { die } => match self.combat.as_ref().and_then(|c| c.defence.get(usize::from(die))) {
                Some(d) => format!("King Haldrek: +1 to the {} (D{})", d.value(), d.sides()),
                None => "King Haldrek: +1 to a die".into(),
            },
            A::Press => "Fight another round".into(),
            A::Retreat { to } => format!("Retreat to {}", self.tile_label(to)),
            A::AttackWizard => match self.tasks.top() {
                Some((_, Task::Decide(Ask::WizardAttack { target, .. }))) => {
                    format!("Attack {} Wizard", self.seat_owner(*target))
                }
                _ => "Attack the Wizard".into(),
            },
            A::Consolidate { from, to, elite } => {
                format!("Consolidate {} from {} to {}", kind(elite), self.tile_label(from), self.tile_label(to))
            }
            A::EndConsolidation => "End the Consolidation movement".into(),
            A::Cast { card, aim } => {
                let at = self.aim_text(card, aim);
                if at.is_empty() {
                    format!("Cast {}", card.name())
                } else {
                    format!("Cast {} at {at}", card.name())
                }
            }
            A::Pass => "Pass".into(),
            A::Take { card } => format!("Take {}", card.name()),
            A::Retarget { aim } => {
                let card = match self.tasks.top() {
                    Some((_, Task::Decide(Ask::Retarget { card }))) => *card,
                    _ => super::super::data::cards::Card(0),
                };
                format!("Aim the copy at {}", self.aim_text(card, aim))
            }
        }
    }

    /// What a card aims at, in words ("" when nothing).
    pub(super) fn aim_text(&self, card: super::super::data::cards::Card, aim: Aim) -> String {
        match aim {
            Aim::None => String::new(),
            Aim::Seat { seat } => self.seat_label(seat),
            Aim::Tile { tile } => self.tile_label(tile),
            Aim::Tiles { from, to } if card.0 == 94 => {
                if from == to {
                    self.tile_label(from)
                } else {
                    format!("{} and {}", self.tile_label(from), self.tile_label(to))
                }
            }
            Aim::Tiles { from, to } => format!("{} to {}", self.tile_label(from), self.tile_label(to)),
            Aim::Item { index } if card.0 == 70 => format!("{index} Fallen Standard Warrior(s) as the cost"),
            Aim::Item { index } if card.0 == 84 => self.lasting.get(usize::from(index)).map_or_else(
                || "a card in play".into(),
                |l| format!("{} ({})", l.card.name(), self.seat_owner(l.owner)),
            ),
            Aim::Item { index } => {
                self.frames.last().and_then(|f| f.window.stack().get(usize::from(index))).map_or_else(
                    || "a card on the chain".into(),
                    |(s, c)| format!("{} {} on the chain", self.seat_owner(*s), c.card.name()),
                )
            }
            Aim::Die { die } => format!("die {}", u16::from(die) + 1),
            Aim::Counter { index, up } => {
                let i = usize::from(index);
                let what = match self.lasting.get(i) {
                    Some(l) => l.card.name().to_string(),
                    None => "a Dungeon group".into(),
                };
                format!("{what} ({})", if up { "+1" } else { "-1" })
            }
        }
    }

    /// A chance outcome's line for `viewer` (a card is named only to the hand's owner).
    pub(super) fn chance_text(&self, outcome: &ThaloriaChance, viewer: Viewer) -> String {
        match (self.tasks.top(), outcome) {
            (Some((_, Task::Chance(Need::StartRoll { seat }))), ThaloriaChance::Die(face)) => {
                format!("{} rolls {face} for the start", self.seat_label(*seat))
            }
            (Some((_, Task::Chance(Need::Die { seat, elite }))), ThaloriaChance::Die(face)) => {
                format!("{} rolls {face} on a D{}", self.seat_label(*seat), if *elite { 12 } else { 6 })
            }
            (Some((_, Task::Chance(Need::Draw { seat }))), ThaloriaChance::Card(card)) => {
                if viewer == Viewer::Seat(*seat) {
                    format!("{} draws {}", self.seat_label(*seat), card.name())
                } else {
                    format!("{} draws a card", self.seat_label(*seat))
                }
            }
            (Some((_, Task::Chance(Need::Roll { seat }))), ThaloriaChance::Die(face)) => {
                format!("{} rolls {face} on a D6", self.seat_label(*seat))
            }
            (Some((_, Task::Chance(Need::Random { from, thief }))), ThaloriaChance::Card(card)) => {
                let known = viewer == Viewer::Seat(*from)
                    || thief.is_some_and(|t| viewer == Viewer::Seat(t))
                    || thief.is_none();
                let what = if known { card.name() } else { "a card" };
                match thief {
                    Some(t) => format!("{} take {what} at random from {}", self.seat_label(*t), self.seat_label(*from)),
                    None => format!("{} discard {what} at random", self.seat_label(*from)),
                }
            }
            (_, ThaloriaChance::Die(face)) => format!("A die shows {face}"),
            (_, ThaloriaChance::Card(_)) => "A card is drawn".into(),
        }
    }

    /// The pending chance event as an instruction for the table (Assist mode).
    pub(super) fn chance_question_text(&self, need: &Need) -> String {
        match *need {
            Need::StartRoll { seat } => format!("{}: roll a D12 for the starting player", self.seat_label(seat)),
            Need::Die { seat, elite } => {
                let what = match &self.combat {
                    Some(c) if c.kind == CombatKind::Wizard => "Wizard attack",
                    _ => "combat",
                };
                format!(
                    "{}: roll a D{} for {} ({what})",
                    self.seat_label(seat),
                    if elite { 12 } else { 6 },
                    kind(elite)
                )
            }
            Need::Draw { seat } => format!("{}: draw a card from the Main Deck", self.seat_label(seat)),
            Need::Roll { seat } => format!("{}: roll a D6 for a card", self.seat_label(seat)),
            Need::Random { from, thief: Some(t) } => {
                format!("{}: take a card at random from {} hand", self.seat_label(t), self.seat_owner(from))
            }
            Need::Random { from, thief: None } => {
                format!("{}: discard a card at random (shuffle the hand, take one unseen)", self.seat_label(from))
            }
        }
    }

    /// The pending decision as a question.
    pub(super) fn question_text(&self) -> Option<String> {
        let (seat, task) = self.tasks.top()?;
        let Task::Decide(ask) = task else { return None };
        let who = self.seat_label(seat);
        let text = match ask {
            Ask::Faction => format!("Player {}: choose a faction", u16::from(seat) + 1),
            Ask::Wizard => format!("{who}: choose a Wizard"),
            Ask::Place => format!("{who}: place a tile touching the map"),
            Ask::Empower => format!("{who}: choose an Empowered Stronghold"),
            Ask::StartGroup => {
                format!("{who}: deploy a group of up to five Power Points, or declare \"I am deployed\"")
            }
            Ask::LastMuster => format!("{who}: use Last Muster?"),
            Ask::Play => format!("{who}: Draw Step"),
            Ask::Discard => format!("{who}: discard down to ten cards"),
            Ask::Deploy => format!("{who}: deploy up to {} more Power Points", self.deploy_left),
            Ask::Advance => format!("{who}: Advance Step"),
            Ask::Dispute => format!("{who}: which disputed tile first?"),
            Ask::Attack => format!("{who}: Attack and Defence Step"),
            Ask::Attackers => format!("{who}: pick up to three attacking Warriors"),
            Ask::Defenders => format!("{who}: pick up to two defending Warriors"),
            Ask::Alaric => format!("{who}: King Alaric may reroll one attack die"),
            Ask::Haldrek => format!("{who}: King Haldrek may add +1 to one defence die"),
            Ask::Retreat => format!("{who}: fight on or retreat?"),
            Ask::WizardAttack { target, .. } => format!("{who}: attack {} Wizard?", self.seat_owner(*target)),
            Ask::Consolidate => format!("{who}: Consolidation movement"),
            Ask::Respond => {
                let top = self.frames.last().and_then(|f| f.window.stack().last());
                match top {
                    Some((s, c)) => format!("{who}: respond to {} {} or pass", self.seat_owner(*s), c.card.name()),
                    None => format!("{who}: cast a Reaction or pass"),
                }
            }
            Ask::Drop => format!("{who}: discard a card of your choice"),
            Ask::Steal { from } => format!("{who}: take a card from {} hand", self.seat_owner(*from)),
            Ask::Retarget { card } => format!("{who}: choose a target for the copy of {}", card.name()),
        };
        Some(text)
    }

    pub(super) fn event_text(&self, event: &ThaloriaEvent) -> String {
        use ThaloriaEvent as E;
        let s = |seat: Seat| self.seat_label(seat);
        let t = |tile: TileId| self.tile_label(tile);
        match event {
            E::StartingPlayer { seat } => format!("Player {} starts", u16::from(*seat) + 1),
            E::RollAgain { seats } => {
                let names: Vec<String> = seats.iter().map(|&x| format!("Player {}", u16::from(x) + 1)).collect();
                format!("{} tie and roll again", names.join(", "))
            }
            E::TookFaction { seat, faction } => {
                format!("Player {} takes the {} ({})", u16::from(*seat) + 1, faction.name(), faction.colour())
            }
            E::TookWizard { seat, wizard } => format!("{} are led by {}", s(*seat), wizard.name()),
            E::Placed { seat, tile, dungeon: true } => format!("{} place their Dungeon ({})", s(*seat), t(*tile)),
            E::Placed { seat, tile, dungeon: false } => format!("{} place {}", s(*seat), t(*tile)),
            E::Empowered { seat, tile } => format!("{} make {} an Empowered Stronghold", s(*seat), t(*tile)),
            E::Drew { seat } => format!("{} draw a card", s(*seat)),
            E::Reshuffled { cards } => format!("The discard pile ({cards} cards) becomes the Main Deck"),
            E::Deployed { seat, tile, army } => format!("{} deploy {} on {}", s(*seat), army_text(*army), t(*tile)),
            E::Declared { seat } => format!("{}: \"I am deployed\"", s(*seat)),
            E::TurnBegan { seat, round } => format!("Round {round}: {} turn", self.seat_owner(*seat)),
            E::DrawSkipped { seat } => format!("{} skip their Draw Step", s(*seat)),
            E::Returned { seat, army, by } => {
                let how = match by.as_str() {
                    "last_muster" => "Last Muster",
                    "rally" => "Rally the Fallen",
                    "azmorth" => "King Azmorth",
                    other => other,
                };
                format!("{how}: {} return {} to their Reserve", s(*seat), army_text(*army))
            }
            E::Released { seat, army } => {
                format!("{} leave the Dungeon for {} Reserve", army_text(*army), self.seat_owner(*seat))
            }
            E::Discarded { seat, card } => format!("{} discard {}", s(*seat), card.name()),
            E::Moved { seat, from, to, elite } => {
                format!("{} move {} from {} to {}", s(*seat), kind(*elite), t(*from), t(*to))
            }
            E::Attacked { seat, tile, defender } => format!("{} attack {} at {}", s(*seat), s(*defender), t(*tile)),
            E::Round { tile, attack, defence, attacker_lost, defender_lost } => format!(
                "At {}: attack {:?} against defence {:?}; the attacker loses {}, the defender {}",
                t(*tile),
                attack,
                defence,
                army_text(*attacker_lost),
                army_text(*defender_lost)
            ),
            E::Tie { value } => format!("A tie at {value}: both dice are rolled again"),
            E::Retreated { seat, from, to } => format!("{} retreat from {} to {}", s(*seat), t(*from), t(*to)),
            E::Held { seat, tile } => format!("{} hold {}", s(*seat), t(*tile)),
            E::Conquered { seat, tile, from: Some(from) } => {
                format!("{} conquer {} from {}", s(*seat), t(*tile), s(*from))
            }
            E::Conquered { seat, tile, from: None } => format!("{} conquer {}", s(*seat), t(*tile)),
            E::Reclaimed { seat, tile } => format!("{} reclaim {}", s(*seat), t(*tile)),
            E::Hurt { seat, damage, life } => {
                format!("{} Wizard takes {damage} damage: {} Life Points", self.seat_owner(*seat), (*life).max(0))
            }
            E::Eliminated { seat, fall } => match fall {
                Fall::Defeated => format!("{} Wizard is defeated: their army disbands", self.seat_owner(*seat)),
                Fall::TerritorialLoss => format!("{} lose every tile: Total Territorial Loss", s(*seat)),
                Fall::NoArmy => format!("{} have no army left: eliminated", s(*seat)),
            },
            E::Won { seat: Some(w), how } => match how.as_str() {
                "last_standing" => format!("{} win: the last Wizard standing", s(*w)),
                "territory" => format!("{} win: Territorial Victory", s(*w)),
                _ => format!("{} win on the tie-breakers", s(*w)),
            },
            E::Won { seat: None, .. } => "The game is drawn".into(),
            E::Cast { seat, card, copy: false } => format!("{} cast {}", s(*seat), card.name()),
            E::Cast { seat, card, copy: true } => format!("{} copy {}", s(*seat), card.name()),
            E::Cancelled { seat, card } => format!("{} {} is cancelled", self.seat_owner(*seat), card.name()),
            E::Resolved { seat, card } => format!("{} {} resolves", self.seat_owner(*seat), card.name()),
            E::Woke { seat, card } => format!("{} {} takes effect", self.seat_owner(*seat), card.name()),
            E::Expired { card } => format!("{} leaves play", card.name()),
            E::Stole { seat, from } => format!("{} take a card from {}", s(*seat), s(*from)),
            E::Healed { seat, amount, life } => {
                format!("{} Wizard gains {amount} Life Points: {life}", self.seat_owner(*seat))
            }
            E::Prevented { seat, damage } => {
                format!("{damage} damage to {} Wizard is prevented", self.seat_owner(*seat))
            }
            E::Destroyed { seat, tile, army } => {
                format!("{} of {} destroyed at {}", army_text(*army), s(*seat), t(*tile))
            }
            E::Summoned { seat, army, tile: Some(tile) } => {
                format!("{} summon {} onto {}", s(*seat), army_text(*army), t(*tile))
            }
            E::Summoned { seat, army, tile: None } => {
                format!("{} summon {} to their Reserve", s(*seat), army_text(*army))
            }
            E::Sent { seat, army, keeper } => {
                format!("{} of {} sent to {} Dungeon", army_text(*army), s(*seat), self.seat_owner(*keeper))
            }
            E::Removed { seat, army } => format!("{} of {} removed from the game", army_text(*army), s(*seat)),
            E::Shifted { seat, from, to: Some(to), army } => {
                format!("{} of {} move from {} to {}", army_text(*army), s(*seat), t(*from), t(*to))
            }
            E::Shifted { seat, from, to: None, army } => {
                format!("{} of {} return from {} to the Reserve", army_text(*army), s(*seat), t(*from))
            }
            E::Fizzled { card, why } => format!("{}: {why}", card.name()),
        }
    }

    /// What an action points at on the board: tiles as `tile-<id>`, empty cells as `cell-q,r`,
    /// cards as `card-<number>`, seats as themselves.
    pub(super) fn action_targets(&self, action: &ThaloriaAction) -> Vec<Target> {
        use ThaloriaAction as A;
        let tile = |t: TileId| Target::location(format!("tile-{t}"));
        match *action {
            A::Place { q, r, .. } => vec![Target::cell(format!("cell-{q},{r}"))],
            A::Empower { tile: t }
            | A::Group { tile: t, .. }
            | A::Deploy { tile: t, .. }
            | A::Fight { tile: t }
            | A::Raid { tile: t }
            | A::Retreat { to: t } => vec![tile(t)],
            A::Move { from, to, .. } | A::Consolidate { from, to, .. } => vec![tile(from), tile(to)],
            A::Stride { from, via, to, .. } => vec![tile(from), tile(via), tile(to)],
            A::Discard { card } | A::Take { card } => vec![Target::card(format!("card-{}", card.0))],
            A::Cast { card, aim } => {
                let mut out = vec![Target::card(format!("card-{}", card.0))];
                match aim {
                    Aim::Tile { tile: t } => out.push(tile(t)),
                    Aim::Tiles { from, to } => out.extend([tile(from), tile(to)]),
                    Aim::Seat { seat } => out.push(Target::Seat(seat)),
                    _ => {}
                }
                out
            }
            A::AttackWizard => match self.tasks.top() {
                Some((_, crate::games::thaloria::state::Task::Decide(Ask::WizardAttack { target, .. }))) => {
                    vec![Target::Seat(*target)]
                }
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }
}

//! Labels and sentences for the UI and the log, built from actions, outcomes and events.

use super::super::action::{ValeriaAction as A, ValeriaChance, ValeriaEvent as E};
use super::super::data::{TroopKind, SOLDIER_DICE};
use super::super::state::{
    Among, Cell, CellUse, Colour, DieUse, EndReason, Foe, Need, Pending, Phase, TurretUse, Valeria, WindowPoint,
};

fn at(c: Cell) -> String {
    format!("row {}, column {}", u16::from(c.row) + 1, u16::from(c.col) + 1)
}

fn foe(f: Foe) -> &'static str {
    match f {
        Foe::Troop(t) => t.name(),
        Foe::Engine(e) => e.name(),
    }
}

fn die_name(d: u8) -> String {
    if d < SOLDIER_DICE {
        format!("Soldier die {}", d + 1)
    } else {
        format!("Holy die {}", d - SOLDIER_DICE + 1)
    }
}

pub(crate) fn end_reason(r: EndReason) -> &'static str {
    match r {
        EndReason::AllEnginesDefeated => "every Siege Engine is defeated",
        EndReason::EngineInVanguard => "a Siege Engine reached the Vanguard",
        EndReason::FourthImpact => "a Turret took its 4th Impact and collapsed",
        EndReason::TroopDeckExhausted => "the Troop deck is exhausted",
    }
}

pub(crate) fn need(n: Need) -> String {
    match n {
        Need::Roll { die } => format!("rolling {}", die_name(die)),
        Need::TroopToHand => "drawing a Troop for your hand".into(),
        Need::TroopToCell { cell: Some(c) } => format!("drawing a Troop for {}", at(c)),
        Need::TroopToCell { cell: None } => "drawing a Troop (no room: it is discarded)".into(),
        Need::RevealTroop { .. } => "looking at the next Troop card".into(),
        Need::EngineToCell { cell } => format!("drawing a Siege Engine for {}", at(cell)),
        Need::Champion => "drawing a Champion".into(),
        Need::Event => "drawing the Event".into(),
        Need::RevealEvent { .. } => "looking at the next Event card".into(),
    }
}

pub(crate) fn chance_label(c: &ValeriaChance) -> String {
    match c {
        ValeriaChance::Face(f) => f.to_string(),
        ValeriaChance::Troop(t) => t.name().into(),
        ValeriaChance::Engine(e) => e.name().into(),
        ValeriaChance::Champion(c) => c.name().into(),
        ValeriaChance::Event(e) => e.name().into(),
    }
}

pub(crate) fn chance_sentence(g: &Valeria, c: &ValeriaChance) -> String {
    match (g.tasks.top().map(|(_, t)| t), c) {
        (Some(super::super::state::Task::Chance(Need::Roll { die })), ValeriaChance::Face(f)) => {
            format!("{} rolled {f}", die_name(*die))
        }
        (_, ValeriaChance::Face(f)) => format!("a die rolled {f}"),
        (_, other) => format!("drew {}", chance_label(other)),
    }
}

pub(crate) fn event(e: &E) -> String {
    match e {
        E::DayBegan { day } => format!("Day {day} begins: roll your dice"),
        E::PhaseBegan { phase } => match phase {
            Phase::Siege => "Resolve the Siege Engines",
            Phase::Event => "Resolve an Event",
            Phase::Actions => "Perform your actions",
            Phase::Vanguard => "Activate the Vanguard",
            Phase::Advance => "Advance the Battlefield",
            Phase::Reinforce => "Reinforce the Battlefield",
            Phase::Roll => "Roll your dice",
            Phase::Setup => "Setup",
            Phase::Over => "The battle is over",
        }
        .into(),
        E::Rolled { die, value } => format!("{} shows {value}", die_name(*die)),
        E::DieChanged { die, from, to } => format!("{} goes from {from} to {to}", die_name(*die)),
        E::DieSpent { die } => format!("{} is spent", die_name(*die)),
        E::DieForfeited { die } => format!("{} is forfeited to the supply", die_name(*die)),
        E::Dealt { foe: f, cell } => format!("{} enters the Battlefield at {}", foe(*f), at(*cell)),
        E::DrewTroop { troop } => format!("{} joins your hand", troop.name()),
        E::TroopDiscarded { troop } => format!("No room for {}: discarded", troop.name()),
        E::EngineFired { engine, cell } => format!("{} at {} fires: {}", engine.name(), at(*cell), engine.text()),
        E::EngineBlocked { engine, cell } => format!("A Gargan Priest blocks the {} at {}", engine.name(), at(*cell)),
        E::EventDrawn { event } => format!("Event: {} — {}", event.name(), event.text()),
        E::NoEffect { what } => format!("{what} has no effect"),
        E::Defeated { foe: f, cell, overkill } => {
            format!("{} at {} is defeated{}", foe(*f), at(*cell), if *overkill { " by Overkill" } else { "" })
        }
        E::TokensAdded { cell, strength, magic } => {
            format!("{strength} Strength and {magic} Magic tokens on {}", at(*cell))
        }
        E::TokensPassed { from, to, strength, magic } => match to {
            Some(to) => {
                format!("Tokens ({strength} Strength, {magic} Magic) pass from {} up to {}", at(*from), at(*to))
            }
            None => format!("Tokens from {} return to the supply", at(*from)),
        },
        E::TokensCleared { cell } => format!("Tokens cleared from {}", at(*cell)),
        E::TokenLost { magic } => {
            format!("A {} token's +1 is lost: no die can take it", if *magic { "Magic" } else { "Strength" })
        }
        E::Impact { turret, total } => format!("Impact on Turret {} ({total} now)", u16::from(*turret) + 1),
        E::Repaired { turret, total } => format!("Turret {} repaired ({total} Impacts left)", u16::from(*turret) + 1),
        E::ChampionGained { champion, turret, face_up } => {
            format!(
                "{} joins Turret {}{}",
                champion.name(),
                u16::from(*turret) + 1,
                if *face_up { "" } else { " face down" }
            )
        }
        E::ChampionReturned { champion } => format!("{} goes to the bottom of the Champion deck", champion.name()),
        E::ChampionDiscarded { champion, turret } => {
            format!("{} on Turret {} is discarded", champion.name(), u16::from(*turret) + 1)
        }
        E::ChampionFlipped { champion, turret } => {
            format!("{} on Turret {} is flipped face down", champion.name(), u16::from(*turret) + 1)
        }
        E::ChampionsRefreshed => "Face-down Champions are refreshed".into(),
        E::ChampionUsed { champion } => format!("{} lends a hand", champion.name()),
        E::TroopPlayed { troop } => format!("You play {}", troop.name()),
        E::TroopReturned { troop } => format!("{} goes back to your hand", troop.name()),
        E::DieGained { die } => format!("{} joins your dice", die_name(*die)),
        E::Moved { from, to } => format!("A card moves from {} to {}", at(*from), at(*to)),
        E::Swapped { a, b } => format!("{} and {} swap", at(*a), at(*b)),
        E::LoadedOnto { troop, from, tower } => {
            format!("{} at {} climbs onto the Breach Tower at {}", troop.name(), at(*from), at(*tower))
        }
        E::VanguardDiscarded { count } => format!("{count} Vanguard cards are discarded"),
        E::Advanced => "The Battlefield advances".into(),
        E::Reordered { troops } => {
            format!("The {} deck's top is put back in your order", if *troops { "Troop" } else { "Event" })
        }
        E::ChampionsToTop { count } => {
            let champions = crate::core::words::counted(*count, "Champion goes", "Champions go");
            format!("{champions} back on top of the Champion deck")
        }
        E::Ended { reason } => format!("The battle ends: {}", end_reason(*reason)),
    }
}

impl Valeria {
    fn die_label(&self, d: u8) -> String {
        match self.die(d) {
            Some(die) => format!(
                "{} ({}{})",
                die_name(d),
                die.value,
                match die.colour {
                    Colour::Soldier => "",
                    Colour::Holy => ", Holy",
                }
            ),
            None => die_name(d),
        }
    }

    fn cell_label(&self, c: Cell) -> String {
        match self.slot(c) {
            Some(s) => format!("{} ({})", foe(s.foe), at(c)),
            None => format!("empty cell ({})", at(c)),
        }
    }

    fn champion_on(&self, t: u8) -> String {
        match self.turrets.get(usize::from(t)).and_then(|t| t.champion) {
            Some((c, _)) => format!("{} on Turret {}", c.name(), u16::from(t) + 1),
            None => format!("Turret {}", u16::from(t) + 1),
        }
    }

    /// The label of a decision, in the rulebook's words.
    pub(crate) fn action_label(&self, a: &A) -> String {
        let pending = self.pending();
        match a {
            A::Continue => match pending {
                Some(Pending::Window { before: WindowPoint::Siege }) => "Resolve the Siege Engines".into(),
                Some(Pending::Window { before: WindowPoint::Engine { cell } }) => {
                    format!("Let the {} resolve", self.cell_label(*cell))
                }
                Some(Pending::Window { before: WindowPoint::Reinforce }) => "Reinforce the Battlefield".into(),
                Some(Pending::PickDice { raise: true, .. }) => "Raise the chosen dice".into(),
                Some(Pending::PickDice { raise: false, .. }) => "Re-roll the chosen dice".into(),
                _ => "Continue".into(),
            },
            A::PlayTroop { troop } => format!("Play {}: {}", troop.name(), troop.text()),
            A::UseChampion { turret } => match (pending, self.face_up(*turret)) {
                (Some(Pending::Attack(_)), Some(c))
                    if matches!(c.power(), super::super::data::ChampionPower::Bonus { .. }) =>
                {
                    format!("Add {}'s bonus: {}", c.name(), c.text())
                }
                (_, Some(c)) => format!("Use {}: {}", c.name(), c.text()),
                _ => format!("Use the Champion on Turret {}", u16::from(*turret) + 1),
            },
            A::Attack { cell } => {
                let (s, m) = self.cost_at(*cell);
                let cost = if m > 0 { format!("{s} Strength + {m} Magic") } else { format!("{s} Strength") };
                format!("Attack {} — costs {cost}", self.cell_label(*cell))
            }
            A::Die { die } => match pending {
                Some(Pending::Attack(a)) => {
                    format!("Assign {} to the attack on {}", self.die_label(*die), self.cell_label(a.target))
                }
                Some(Pending::OverkillPay { .. }) => format!("Pay the Overkill with {}", self.die_label(*die)),
                Some(Pending::PickDice { raise, .. }) => {
                    format!("{} {}", if *raise { "Raise" } else { "Re-roll" }, self.die_label(*die))
                }
                Some(Pending::Die { purpose }) => format!("{} {}", die_verb(*purpose), self.die_label(*die)),
                _ => self.die_label(*die),
            },
            A::Confirm => match pending {
                Some(Pending::Attack(a)) => format!("Defeat {}", self.cell_label(a.target)),
                _ => "Pay the Overkill".into(),
            },
            A::Cancel => match pending {
                Some(Pending::Attack(a)) if a.talon => {
                    "Give up this attack (the Gargoyle Talon goes back to your hand)".into()
                }
                Some(Pending::OverkillPay { efreet, .. }) => format!(
                    "Give up the Overkill ({} goes back to your hand)",
                    if *efreet { TroopKind::EfreetEnflamme.name() } else { TroopKind::LycanMage.name() }
                ),
                _ => "Give up this attack".into(),
            },
            A::RepairWithDie => "Repair: spend a die to remove one Impact".into(),
            A::RepairWithChampion { turret } => {
                format!("Repair: discard {} to remove one Impact", self.champion_on(*turret))
            }
            A::EndActions => "End your actions".into(),
            A::Direction { up: true } => "Raise it by 1".into(),
            A::Direction { up: false } => "Lower it by 1".into(),
            A::Cell { cell } => match pending {
                Some(Pending::Cell { purpose }) => format!("{} {}", cell_verb(*purpose), self.cell_label(*cell)),
                _ => self.cell_label(*cell),
            },
            A::Turret { turret } => match pending {
                Some(Pending::Champion { champion })
                    if self.turrets.get(usize::from(*turret)).is_some_and(|t| t.open()) =>
                {
                    format!("Place {} on Turret {}", champion.name(), u16::from(*turret) + 1)
                }
                Some(Pending::Champion { champion }) => {
                    format!("Replace {} with {}", self.champion_on(*turret), champion.name())
                }
                Some(Pending::Turret { purpose }) => format!("{} {}", turret_verb(*purpose), self.champion_on(*turret)),
                _ => format!("Turret {}", u16::from(*turret) + 1),
            },
            A::ReturnChampion => "Return the Champion to the bottom of the deck".into(),
            A::Order { index } => match pending {
                Some(Pending::Order { troops, placed, .. }) => {
                    let i = usize::from(*placed) + usize::from(*index);
                    let name = if *troops {
                        self.troops.known_top().get(i).map(|t| t.name())
                    } else {
                        self.events.known_top().get(i).map(|e| e.name())
                    };
                    format!("Put {} next from the top", name.unwrap_or("that card"))
                }
                _ => "Put that card next".into(),
            },
            A::TopChampion { champion } => format!("Put {} on top", champion.name()),
        }
    }

    /// The question being asked, in words.
    pub(crate) fn question(&self, p: &Pending) -> String {
        match p {
            Pending::Window { before: WindowPoint::Siege } => {
                "play cards before the Siege Engines resolve, or go on".into()
            }
            Pending::Window { before: WindowPoint::Engine { cell } } => {
                format!("the {} is about to resolve: block it or play cards, or let it", self.cell_label(*cell))
            }
            Pending::Window { before: WindowPoint::Reinforce } => "play cards before reinforcing, or go on".into(),
            Pending::Actions => "attack, repair, play cards, or end your actions".into(),
            Pending::Attack(a) => format!("assign dice and bonuses to the attack on {}", self.cell_label(a.target)),
            Pending::AfterDefeat { .. } => "Overkill with a Lycan Mage or Efreet Enflammé, or go on".into(),
            Pending::OverkillPay { owed, .. } => format!("pay {owed} more for the Overkill"),
            Pending::Die { purpose } => format!("choose a die to {}", die_verb(*purpose).to_lowercase()),
            Pending::Direction { .. } => "raise or lower the die".into(),
            Pending::PickDice { raise: true, .. } => "choose up to five dice to raise".into(),
            Pending::PickDice { raise: false, .. } => "choose dice to re-roll".into(),
            Pending::Cell { purpose } => format!("choose a cell: {}", cell_verb(*purpose).to_lowercase()),
            Pending::Turret { purpose } => format!("choose a Turret: {}", turret_verb(*purpose).to_lowercase()),
            Pending::Champion { champion } => format!("place {} on the Fortress or return it", champion.name()),
            Pending::Order { .. } => "choose the next card from the top".into(),
            Pending::BackForMoreTop { .. } => "choose the Champion that ends on top".into(),
        }
    }
}

fn die_verb(p: DieUse) -> &'static str {
    match p {
        DieUse::Double => "Double",
        DieUse::Flip => "Flip",
        DieUse::Nudge | DieUse::ChampionNudge { .. } => "Change",
        DieUse::SetSix => "Set to 6",
        DieUse::TokenBonus { .. } => "Give +1 to",
        DieUse::Forfeit => "Forfeit",
        DieUse::Reroll { .. } => "Re-roll",
        DieUse::ToSpent { .. } => "Move to spent",
        DieUse::Lower { .. } => "Lower by 1",
        DieUse::Repair { .. } => "Spend for the repair",
    }
}

fn cell_verb(p: CellUse) -> &'static str {
    match p {
        CellUse::TalonTarget => "Attack with the Gargoyle Talon:",
        CellUse::Overkill { .. } => "Overkill",
        CellUse::SwapFirst => "Swap",
        CellUse::SwapSecond { .. } => "with",
        CellUse::MoveFrom => "Move",
        CellUse::MoveTo { .. } => "to",
        CellUse::ClearTokens => "Clear the tokens from",
        CellUse::Load { .. } => "Load onto the Breach Tower:",
        CellUse::Tokens { among, .. } => match among {
            Among::StrongestVanguardAttack | Among::WeakestVanguardAttack => "Put the tokens on",
            Among::ClosestEngines | Among::FarthestEngines => "Put the tokens on",
        },
        CellUse::LuckyShot => "Fire",
        CellUse::OneToken { .. } => "Put a token on",
    }
}

fn turret_verb(p: TurretUse) -> &'static str {
    match p {
        TurretUse::DiscardChampion { .. } => "Discard",
        TurretUse::FlipChampion { .. } => "Flip face down",
        TurretUse::MoveImpactFrom => "Take an Impact from",
        TurretUse::MoveImpactTo { .. } => "Put the Impact on",
        TurretUse::ShoreUp => "Clear every Impact from",
        TurretUse::Shudder => "One Impact on",
        TurretUse::RepairWithDie => "Repair",
    }
}

impl Valeria {
    /// The pending chance event as an instruction for the table (Assist mode).
    pub(crate) fn chance_need_question(&self, need: super::super::state::Need) -> String {
        use super::super::state::Need;
        match need {
            Need::Roll { die } => format!("Roll {} and tap its face", die_name(die)),
            Need::TroopToHand => "Draw a Troop card into your hand".into(),
            Need::TroopToCell { cell: Some(cell) } => format!("Draw a Troop card for {}", at(cell)),
            Need::TroopToCell { cell: None } => "Draw a Troop card (no room: it is discarded)".into(),
            Need::RevealTroop { .. } => "Reveal the next Troop card".into(),
            Need::EngineToCell { cell } => format!("Draw a Siege Engine card for {}", at(cell)),
            Need::Champion => "Draw a Champion card".into(),
            Need::Event => "Draw the day's Event card".into(),
            Need::RevealEvent { .. } => "Reveal the next Event card".into(),
        }
    }
}

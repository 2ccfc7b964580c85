//! Readable labels for decisions, chance outcomes and events, in the rulebook's words.

use super::super::action::{DefendersAction as A, DefendersChance, DefendersEvent as E, Target};
use super::super::data::{card_name, dark_card_name, quest_name, Loc, DARKNESS, LOCATIONS};
use super::super::state::{Defenders, EndReason, Reroll, Stance};
use crate::core::words::{counted, noun};

/// A location's name ("an unknown location" for an id off the board).
pub fn loc(l: Loc) -> &'static str {
    LOCATIONS.get(usize::from(l)).map_or("an unknown location", |d| d.name)
}

/// A Darkness card's name ("an unknown card" for an id that names none).
fn dark(d: u8) -> String {
    if usize::from(d) < DARKNESS.len() {
        dark_card_name(d)
    } else {
        format!("an unknown Darkness card #{d}")
    }
}

/// A Hero card's name (see [`card_name`]).
pub fn card(id: u8) -> String {
    card_name(id)
}

fn target(t: &Target) -> String {
    match t {
        Target::Loc(l) => loc(*l).to_string(),
        Target::Minion(l, c) => format!("a {} minion at {}", c.name(), loc(*l)),
        Target::Hero(s) => format!("seat {}'s hero", u16::from(*s) + 1),
        Target::General(g) => g.data().name.to_string(),
        Target::Colour(c) => c.name().to_string(),
        Target::Dark(d) => dark(*d),
    }
}

/// A decision's label.
pub fn action(_g: &Defenders, a: &A) -> String {
    match a {
        A::ChooseHero { hero } => format!("Take the {}", hero.name()),
        A::Stance { stance: Stance::Sky } => "Fly in the Sky".into(),
        A::Stance { stance: Stance::Ground } => "Stay on the Ground".into(),
        A::Form { colour: None } => "Keep her own form".into(),
        A::Form { colour: Some(c) } => format!("Take the form of a {}", c.race()),
        A::Foot { to } => format!("Walk to {}", loc(*to)),
        A::CardMove { card: c, to } => format!("Travel to {} with {}", loc(*to), card(*c)),
        A::GateToGate { to } => format!("Step through the gates to {}", loc(*to)),
        A::SkillMove { to } => format!("Use the hero's movement skill to reach {}", loc(*to)),
        A::BuildGate { card: c } => format!("Build a Magic Gate with {}", card(*c)),
        A::Rumors { colour } => format!("Listen for rumors ({})", colour.name()),
        A::HealLand { card: c } => format!("Heal the land with {}", card(*c)),
        A::Purify => "Purify the land".into(),
        A::HealWounds => "Heal wounds".into(),
        A::Engage { at } => format!("Engage the minions at {}", loc(*at)),
        A::Fireball { card: c } => format!("Cast Fireball with {}", card(*c)),
        A::Slay { general } => format!("Slay the {} minions here", general.colour().race()),
        A::AttackGeneral => "Attack the General".into(),
        A::Quest { dice: 0 } => "Work on the quest".into(),
        A::Quest { dice } => format!("Attempt the quest ({dice} dice)"),
        A::EndDay => "End the Daytime".into(),
        A::Play { card: c } => format!("Play {}", card(*c)),
        A::Reward { quest } => format!("Use the reward of {}", quest_name(*quest)),
        A::Pass => "Pass".into(),
        A::Commit { card: c } => format!("Commit {}", card(*c)),
        A::Done => "Done".into(),
        A::Attacker { seat } => format!("Seat {} attacks next", u16::from(*seat) + 1),
        A::Reroll { source } => format!(
            "Re-roll ({})",
            match source {
                Reroll::Dwarf => "Dwarf",
                Reroll::EagleGround => "Eagle Rider",
                Reroll::Unicorn => "Unicorn Steed",
                Reroll::BattleLuck => "Battle Luck",
            }
        ),
        A::Keep => "Keep".into(),
        A::Discard { card: c } => format!("Discard {}", card(*c)),
        A::Pick { target: t } => format!("Choose {}", target(t)),
        A::Redraw => "Foresight: discard it and draw another".into(),
    }
}

/// A chance outcome's label.
pub fn chance(c: &DefendersChance) -> String {
    match c {
        DefendersChance::Die(f) => format!("rolled {f}"),
        DefendersChance::HeroCard(id) => format!("drew {}", card(*id)),
        DefendersChance::Dark(d) => format!("Darkness Spreads: {}", dark(*d)),
        DefendersChance::Quest(q) => format!("quest: {}", quest_name(*q)),
        DefendersChance::Hero(h) => format!("hero: {}", h.name()),
    }
}

/// An event's sentence.
pub fn event(e: &E) -> String {
    match e {
        E::HeroArrives { seat, hero } => {
            format!("The {} arrives in Monarch City for seat {}", hero.name(), u16::from(*seat) + 1)
        }
        E::TurnStarts { seat, turn, actions } => {
            format!("Turn {turn}: seat {} has {}", u16::from(*seat) + 1, counted(*actions, "action", "actions"))
        }
        E::Moved { seat, from, to } => {
            format!("Seat {}'s hero moves from {} to {}", u16::from(*seat) + 1, loc(*from), loc(*to))
        }
        E::MinionsPlaced { loc: l, colour, count } => {
            format!("{count} {} {} at {}", colour.name(), noun(*count, "minion arrives", "minions arrive"), loc(*l))
        }
        E::MinionsRemoved { loc: l, colour, count } => {
            format!("{count} {} {} removed from {}", colour.name(), noun(*count, "minion", "minions"), loc(*l))
        }
        E::Overrun { loc: l, colour } => format!("{} is overrun by {} minions", loc(*l), colour.name()),
        E::Tainted { loc: l } => format!("A Tainted Crystal is placed on {}", loc(*l)),
        E::Healed { loc: l } => format!("A Tainted Crystal is removed from {}", loc(*l)),
        E::GateBuilt { loc: l } => format!("A Magic Gate stands at {}", loc(*l)),
        E::GeneralMoved { general, to } => format!("{} moves to {}", general.data().name, loc(*to)),
        E::GeneralHeld { general, why } => format!("{} does not advance: {why}", general.data().name),
        E::DarkDrawn { card, full } => {
            format!("Darkness Spreads: {}{}", dark(*card), if *full { "" } else { " (General only)" })
        }
        E::SetupDiscard { card } => format!("Setup: {} is discarded and another drawn", dark(*card)),
        E::Wounded { seat, count } => {
            format!("Seat {}'s hero loses {}", u16::from(*seat) + 1, counted(*count, "life token", "life tokens"))
        }
        E::HeroHealed { seat, count } => {
            format!("Seat {}'s hero heals {}", u16::from(*seat) + 1, counted(*count, "life token", "life tokens"))
        }
        E::HeroDied { seat, hero } => format!("The {} of seat {} is lost in battle", hero.name(), u16::from(*seat) + 1),
        E::Rolled { faces, hits } => format!("Rolled {faces:?}: {hits}"),
        E::CardDrawn { seat, card: c, kept } => {
            format!("Seat {} {} {}", u16::from(*seat) + 1, if *kept { "draws" } else { "draws and discards" }, card(*c))
        }
        E::CardDiscarded { seat, card: c } => format!("Seat {} discards {}", u16::from(*seat) + 1, card(*c)),
        E::Played { seat, what } => format!("Seat {} plays {what}", u16::from(*seat) + 1),
        E::GeneralWounded { general, hits, remaining } => {
            format!("{} takes {}; {remaining} more to defeat", general.data().name, counted(*hits, "wound", "wounds"))
        }
        E::GeneralDefeated { general, seat } => {
            format!("{} is defeated! Seat {} is the Slayer", general.data().name, u16::from(*seat) + 1)
        }
        E::GeneralHealed { general, remaining } => format!("{} heals ({remaining} to defeat)", general.data().name),
        E::CombatLost { general } => format!("The heroes lose the battle against {}", general.data().name),
        E::CombatCalledOff { general, seat } => format!(
            "No card is committed against {}: the attack is called off and seat {} gets the action back",
            general.data().name,
            u16::from(*seat) + 1
        ),
        E::QuestDrawn { seat, quest } => {
            format!("Seat {} draws the quest {}", u16::from(*seat) + 1, quest_name(*quest))
        }
        E::QuestDone { seat, quest } => format!("Seat {} completes {}", u16::from(*seat) + 1, quest_name(*quest)),
        E::QuestLost { seat, quest } => {
            format!("Seat {}'s quest {} is discarded", u16::from(*seat) + 1, quest_name(*quest))
        }
        E::Reshuffled { deck } => format!("The {deck} deck is reshuffled"),
        E::GameOver { reason } => match reason {
            EndReason::Victory => "Victory: all four Generals are defeated".into(),
            EndReason::GeneralInCity { general } => format!("Defeat: {} enters Monarch City", general.data().name),
            EndReason::Shortage { colour } => format!("Defeat: no {} minion is left to place", colour.name()),
            EndReason::Crystals => "Defeat: the last Tainted Crystal is placed".into(),
            EndReason::CityFallen => "Defeat: five minions stand in Monarch City".into(),
        },
    }
}

impl Defenders {
    /// The pending chance event as an instruction for the table (Assist mode).
    pub(crate) fn chance_need_question(&self, need: super::super::state::Need) -> String {
        use super::super::state::{Need, RollFor};
        let hero = |seat: u8| {
            self.seats
                .get(usize::from(seat))
                .and_then(|s| s.hero.as_ref())
                .map_or_else(|| format!("seat {}", seat + 1), |h| h.kind.name().to_string())
        };
        match need {
            Need::Hero { seat } => format!("Deal a hero at random to seat {}", seat + 1),
            Need::HeroCard { seat } => format!("Draw a Hero Card for the {}", hero(seat)),
            Need::Quest { seat } => format!("Draw a Quest card for the {}", hero(seat)),
            Need::Dark => "Draw a Darkness Spreads card".into(),
            Need::Scout { seat, colour } => {
                format!("Search the Hero deck for a {} card for the {}", colour.name(), hero(seat))
            }
            Need::Die => {
                let (done, total) =
                    self.roll.as_ref().map_or((0, 0), |r| (r.faces.iter().filter(|f| **f != 0).count(), r.faces.len()));
                let what = match self.roll.as_ref().map(|r| &r.purpose) {
                    Some(RollFor::Engage { seat, loc: l, .. }) => {
                        format!("the {}'s attack at {}", hero(*seat), loc(*l))
                    }
                    Some(RollFor::GeneralAttack { seat }) => format!("the {}'s attack on the General", hero(*seat)),
                    Some(RollFor::Corruption) => "Balazarg's corruption".to_string(),
                    Some(RollFor::HealLand { seat }) => format!("the {}'s healing of the land", hero(*seat)),
                    Some(_) => "the roll".to_string(),
                    None => "the roll".to_string(),
                };
                format!("Roll die {} of {total} for {what} and tap its face", done + 1)
            }
        }
    }
}

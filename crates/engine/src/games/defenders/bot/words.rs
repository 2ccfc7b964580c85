//! The reasons in words, for the log.

use super::super::data::{card_name, dark_card_name, quest_name, DarkCardId, General, DARKNESS, MONARCH_CITY};
use super::super::rules::describe::loc as loc_name;
use super::super::state::Reroll;
use super::mind::{ring, Mind};
use super::prices::*;
use super::why::{Aim, Odds, Pull, Use, Why, Worth};
use crate::core::words::counted;

impl Mind<'_> {
    /// A reason in words, for the log: what the bot does, a colon, and why.
    pub(super) fn say(&self, why: Why) -> String {
        let g = self.g;
        let minions = |n: u8| format!("{n} minion{}", if n == 1 { "" } else { "s" });
        let general = |x: General| x.data().name;
        let dark = |d: Option<DarkCardId>| d.map_or_else(|| "it".to_string(), dark_words);
        match why {
            Why::TakeHero(h) => format!("takes the {}: the bot's favourite of the heroes left", h.name()),
            Why::Sky => "flies in the Sky: no wounds from minions there".into(),
            Why::Ground => "stays on the Ground: the Sky is not open".into(),
            Why::Form(c, n) => {
                format!("takes the form of a {}: {} of that race here and next door", c.race(), minions(n))
            }
            Why::OwnForm => "keeps her own form: no race has minions close by".into(),
            Why::EndDay { actions: 0, .. } => "ends the day: no actions left".into(),
            Why::EndDay { deadly: true, .. } => {
                "ends the day: every other choice is worse, though the minions here could kill the hero".into()
            }
            Why::EndDay { wounds, .. } => format!(
                "ends the day: nothing left is worth an action{}",
                match wounds {
                    0 => String::new(),
                    1 => " (1 wound to take here)".into(),
                    w => format!(" ({w} wounds to take here)"),
                }
            ),
            Why::Engage { at, minions: n } => {
                let place = if at == MONARCH_CITY {
                    ", inside Monarch City"
                } else if ring(at) {
                    ", next to Monarch City"
                } else {
                    ""
                };
                let full = if n >= 3 { ", the location is nearly overrun" } else { "" };
                format!("engages the minions at {}: {} there{place}{full}", loc_name(at), minions(n))
            }
            Why::Slay(x, n) => format!(
                "slays the {n} {} minion{} here: as Slayer of {} it needs no dice",
                x.colour().race(),
                if n == 1 { "" } else { "s" },
                general(x)
            ),
            Why::Fireball { minions: n, worth: true } => {
                format!("casts Fireball: {} here, worth a card", minions(n))
            }
            Why::Fireball { minions: n, .. } => {
                format!("casts Fireball: nothing better, though only {} here", minions(n))
            }
            Why::AttackGeneral(x, odds) => match odds {
                Odds::Favoured => format!("attacks {}: the heroes' cards should score the hits it needs", general(x)),
                Odds::FullHand => format!("attacks {}: a full hand of cards to spend against it", general(x)),
                Odds::Near => format!("attacks {}: it is close to Monarch City and the odds are near even", general(x)),
                Odds::MajorWound => format!("attacks {}: a major wound is within reach", general(x)),
                Odds::Poor => format!("attacks {}: against the odds, for want of anything better", general(x)),
            },
            Why::Heal { life, max, urgent: true } => {
                format!("heals: {life} life left of {max}")
            }
            Why::Heal { life, max, .. } => format!("heals: nothing more pressing ({life} life of {max})"),
            Why::HealLand { at, low, purify } => format!(
                "{} the land at {}: {}",
                if purify { "purifies" } else { "heals" },
                loc_name(at),
                if low {
                    format!("only {} left in the supply", counted(g.crystals, "crystal", "crystals"))
                } else {
                    "a tainted crystal taken off the board".into()
                }
            ),
            Why::Quest(q) => match q {
                Some(q) => format!("works on the quest {}: it is the best use of the action", quest_name(q)),
                None => "works on the quest: it is the best use of the action".into(),
            },
            Why::BuildGate { quest: true } => "builds a Magic Gate: the open quest asks for it".into(),
            Why::BuildGate { .. } => "builds a Magic Gate: the card it costs is one it can spare".into(),
            Why::Rumors { colour, hand, wanted } => {
                if wanted && hand < RUMORS_HAND {
                    format!(
                        "listens for rumors: {} in hand, room for more; {} cards help against {}",
                        counted(hand, "card", "cards"),
                        colour.name(),
                        general(colour.general())
                    )
                } else if hand < 6 {
                    format!("listens for rumors: only {} in hand", counted(hand, "card", "cards"))
                } else {
                    format!("listens for rumors ({}): nothing better, though the hand is full enough", colour.name())
                }
            }
            Why::Move { to, goal } => match goal {
                Some((l, pull)) if l == to => format!("moves to {}: {}", loc_name(to), self.say_pull(pull)),
                Some((l, pull)) => format!("moves toward {}: {}", loc_name(l), self.say_pull(pull)),
                None => format!("moves to {}: nothing better within reach", loc_name(to)),
            },
            Why::Play(card, u) => format!("plays {}: {}", card_name(card), self.say_use(u)),
            Why::Reward(q, u) => format!("uses the reward of {}: {}", quest_name(q), self.say_use(u)),
            Why::Commit(card) => format!("commits {}: every die counts against the General", card_name(card)),
            Why::CommitDone => "stops committing: no usable card left".into(),
            Why::Attacker { seat, initiator: false } => {
                format!("lets seat {} attack next: whoever started the fight goes last", u16::from(seat) + 1)
            }
            Why::Attacker { seat, .. } => {
                format!("seat {} attacks next: no one else is left to go first", u16::from(seat) + 1)
            }
            Why::Reroll(Reroll::BattleLuck) => "re-rolls the misses with Battle Luck".into(),
            Why::Reroll(source) => format!(
                "re-rolls the misses: the {} re-roll costs nothing",
                match source {
                    Reroll::Dwarf => "Dwarf's",
                    Reroll::EagleGround => "Eagle Rider's",
                    Reroll::Unicorn => "Unicorn Steed's",
                    Reroll::BattleLuck => "Battle Luck",
                }
            ),
            Why::Keep { saving_luck: true } => "keeps the dice: Battle Luck is saved for a General".into(),
            Why::Keep { .. } => "keeps the dice: no re-roll is worth it".into(),
            Why::Discard(card, worth) => format!(
                "discards {}: {}",
                card_name(card),
                match worth {
                    Worth::DeadGeneral => "its General is already defeated",
                    Worth::FewDice => "the card worth least against a living General",
                    Worth::Purple => "the purple card it needs least",
                }
            ),
            Why::Push(l) => format!("pushes the Undead minion to {}: far from Monarch City", loc_name(l)),
            Why::Hold => "holds its cards: none is worth playing now".into(),
            Why::Foresight { card, redraw: true } => {
                format!("redraws the Darkness card: {} would hurt", dark(card))
            }
            Why::Foresight { card, .. } => {
                format!("lets the Darkness card stand: {} is not bad enough to redraw", dark(card))
            }
            Why::Vision { card, keep: true } => {
                format!("keeps a Darkness card: {} would do little harm", dark(card))
            }
            Why::Vision { card, .. } => format!("throws out a Darkness card: {} would do too much harm", dark(card)),
            Why::VisionNext(d) => {
                format!("puts {} next: the least harmful of the cards kept", dark_words(d))
            }
            Why::Target(aim) => self.say_aim(aim),
            Why::Stop => "stops here: no target left is worth it".into(),
            Why::Nothing => "no rule of thumb prefers anything else".into(),
        }
    }

    pub(super) fn say_pull(&self, pull: Pull) -> String {
        match pull {
            Pull::Minions(n) => format!("{n} minion{} there", if n == 1 { "" } else { "s" }),
            Pull::General(x) => format!("{} is there to fight", x.data().name),
            Pull::Crystal => "a crystal to heal with a card of its colour".into(),
            Pull::Quest => "the open quest is there".into(),
            Pull::Rest => "a safe place to heal".into(),
            Pull::Inn => "an Inn, to listen for rumors and fill the hand".into(),
        }
    }

    pub(super) fn say_use(&self, u: Use) -> String {
        match u {
            Use::Fury(n) => format!("{} here", counted(n, "minion", "minions")),
            Use::AroundCity(n) => format!("{} in and around Monarch City", counted(n, "minion", "minions")),
            Use::Crisis => self.say_crisis(),
            Use::Crystals(n) => format!("only {} left in the supply", counted(n, "crystal", "crystals")),
            Use::Green(n) => format!("{} on green locations", counted(n, "minion", "minions")),
            Use::Advance => "the revealed card would bring a General to Monarch City's door".into(),
            Use::Overrun => "the revealed card would overrun a location".into(),
            Use::Free => "it helps right now".into(),
            Use::Weak => "nothing better to do with it".into(),
        }
    }

    pub(super) fn say_crisis(&self) -> String {
        let g = self.g;
        let city = g.board[usize::from(MONARCH_CITY)].total();
        if g.crystals <= 4 {
            format!("a crisis, only {} left", counted(g.crystals, "crystal", "crystals"))
        } else if city >= 3 {
            format!("a crisis, {} in Monarch City", counted(city, "minion", "minions"))
        } else {
            "a crisis, a General one step from Monarch City".into()
        }
    }

    pub(super) fn say_aim(&self, aim: Aim) -> String {
        let minions = |n: u8| format!("{n} minion{}", if n == 1 { "" } else { "s" });
        match aim {
            Aim::Gate { at, ring: true } => format!("places the gate at {}: next to Monarch City", loc_name(at)),
            Aim::Gate { at, .. } => format!("places the gate at {}: as near Monarch City as it can", loc_name(at)),
            Aim::Hero { own: true, .. } => "picks its own hero to move: it knows where it wants to go".into(),
            Aim::Hero { seat, .. } => {
                format!("picks seat {}'s hero to move: its own is not offered", u16::from(seat) + 1)
            }
            Aim::Place(l, Some(pull)) => format!("sends the hero to {}: {}", loc_name(l), self.say_pull(pull)),
            Aim::Place(l, None) => format!("sends the hero to {}: no place is worth more", loc_name(l)),
            Aim::Crystals(l, n) => format!("clears {}: {} there", loc_name(l), counted(n, "crystal", "crystals")),
            Aim::Clear(l, n) => {
                format!("clears {}: {}{}", loc_name(l), minions(n), if ring(l) { ", next to Monarch City" } else { "" })
            }
            Aim::PushGeneral(x) => format!("pushes back {}: the General closest to Monarch City", x.data().name),
            Aim::Kill(l, c, n) => format!("kills a {} minion at {}: {} there", c.race(), loc_name(l), minions(n)),
            Aim::SweepStart(l, n) => format!("starts the sweep at {}: {} there and next door", loc_name(l), minions(n)),
            Aim::Sweep(l, c) => format!("sweeps a {} minion from {}: every minion swept counts", c.race(), loc_name(l)),
            Aim::SweepOn(l, n) => format!("rides on to {}: {} there", loc_name(l), minions(n)),
            Aim::Spy(x, n) => {
                format!("keeps {} from healing: {} from defeat", x.data().name, counted(n, "hit", "hits"))
            }
            Aim::Cancel(l, n) => format!("cancels the placement at {}: {} there already", loc_name(l), minions(n)),
            Aim::Call(c, true) => {
                format!("calls {}: cards against {}, the General to fight next", c.name(), c.general().data().name)
            }
            Aim::Call(c, false) => format!("calls {}: no colour is more wanted", c.name()),
        }
    }
}

/// A Darkness card's name in quotes (ids off the table are named, never indexed).
pub(super) fn dark_words(d: DarkCardId) -> String {
    if usize::from(d) < DARKNESS.len() {
        format!("\"{}\"", dark_card_name(d))
    } else {
        "an unknown Darkness card".into()
    }
}

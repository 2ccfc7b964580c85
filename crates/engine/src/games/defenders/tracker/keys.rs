//! The counters' keys and sections, the Generals' and colours' keys, the names the tracker shows,
//! and the numbers it counts with (the game's own read from its `data`).

use crate::games::defenders::data;
use crate::games::defenders::data::{Colour, General};

/// Minions of each colour in the box (rulebook: Game Components; the game's setup).
pub(super) const MINIONS: i32 = data::MINIONS_PER_COLOUR as i32;
/// Minions with each General at setup (rulebook: Set Up 8; the game's setup).
pub(super) const ESCORT: i32 = data::GENERAL_ESCORT as i32;
/// Tainted Crystals in the box; the last one on the board loses (rulebook: Game Components; the
/// game's setup).
pub(super) const CRYSTALS: i32 = data::CRYSTALS as i32;
/// rulebook: Set Up 8 — a Tainted Crystal on Balazarg's start.
pub(super) const CRYSTALS_AT_START: i32 = 1;
/// rulebook: Winning (or Losing) iv — 5 minions in Monarch City lose (the game's data).
pub(super) const CITY_FALLS_AT: i32 = data::CITY_FALLS_AT as i32;
/// designed: rulebook silent — Monarch City's counter goes past 5 so an overshoot (the Monarch
/// City card adds up to 4 at once) can still be entered.
pub(super) const CITY_MAX: i32 = 20;
/// rulebook: Step 2 - Evening — draw 2 Hero Cards (the game's data).
pub(super) const EVENING_DRAW: i32 = data::EVENING_DRAW as i32;
/// rulebook: Step 2 - Evening — discard down to 10 after drawing (the game's data).
pub(super) const HAND_LIMIT: i32 = data::HAND_LIMIT as i32;
/// Hero Cards in a starting hand, and a new hero's (rulebook: Set Up 5, Suffering Wounds; the
/// game's setup).
pub(super) const STARTING_CARDS: i32 = data::STARTING_CARDS as i32;
/// The Hero deck's cards, so no hand can hold more (the game's data, F§4).
pub(super) const MAX_CARDS: i32 = {
    let mut n = 0;
    let mut i = 0;
    while i < data::HERO_CARDS.len() {
        n += data::HERO_CARDS[i].copies as i32;
        i += 1;
    }
    n
};
/// The Darkness Spreads deck's cards (the game's data, F§5: 56).
pub(super) const DARKNESS_CARDS: i32 = {
    let mut n = 0;
    let mut i = 0;
    while i < data::DARKNESS.len() {
        n += data::DARKNESS[i].copies as i32;
        i += 1;
    }
    n
};
/// The quests in the Quest deck (the game's data, F§6).
pub(super) const MAX_QUESTS: i32 = data::QUEST_LIST.len() as i32;
/// The four Generals (rulebook: Game Components; the game's data).
pub(super) const GENERALS: i32 = data::GENERAL_LIST.len() as i32;
/// rulebook: Healing Wounds — 2 Life Tokens away from Monarch City and the Inns (the game's data).
pub(super) const FIELD_HEAL: i32 = data::FIELD_HEAL as i32;
/// designed: rulebook silent — a hero's Life Token pool: the most any hero has (6, F§3) plus the
/// Easier variant's +1 (rulebook: Variant 4); the tokens the hero does not have wait in the box.
pub(super) const LIFE_POOL: i32 = 7;
/// designed: rulebook silent — the longest healing clock: a major wound with 4 heroes waits 5 turn
/// ends (ruling A-9), with room for Spy in the Camp's extra turns (F§4).
pub(super) const MAX_CLOCK: i32 = 9;
/// designed: rulebook silent — the turn counter's limit.
pub(super) const MAX_TURN: i32 = 999;
/// designed: rulebook silent — dice of one colour in the minion roller (3 minions fit a location,
/// rulebook: Overruns; up to 6 leave room for Monarch City and the Ranger's reach).
pub(super) const MAX_HERE: i32 = 6;
/// designed: rulebook silent — dice in one General attack.
pub(super) const MAX_ATTACK_DICE: i32 = 20;
/// designed: rulebook silent — the largest "+ to each die" (Amulet of the Gods +1 with the
/// Cleric's or Ranger's +1, F§3/F§6; Sorcerer +2).
pub(super) const MAX_BONUS: i32 = 3;
/// designed: rulebook silent — a colour's supply at or below this raises a note.
pub(super) const LOW_SUPPLY: i32 = 3;
/// rulebook: Engage Minions in Combat — six-sided dice.
pub(super) const DIE: u32 = 6;
/// designed: rulebook silent (F§2, ruling A-10) — a natural 1 is Gorgutt's parry.
pub(super) const PARRY_FACE: u32 = 1;

pub(super) const GROUP_TURN: &str = "Turn";
pub(super) const GROUP_WAR: &str = "War";
pub(super) const GROUP_MINIONS: &str = "Minions";
pub(super) const GROUP_ROLLER: &str = "Minion combat";
pub(super) const GROUP_ATTACK: &str = "General combat";
pub(super) const GROUP_HERO: &str = "Hero";
pub(super) const GROUP_LIFE: &str = "Life Tokens";
pub(super) const GROUP_CHAMPION: &str = "King's Champion";
pub(super) const POOL_LIFE: &str = "Life Tokens";
pub(super) const GROUP_DECKS: &str = "Decks";
/// The Darkness Spreads deck and its discard pile.
pub(super) const DARKNESS_DECK: &str = "darkness.deck";
pub(super) const DARKNESS_DISCARD: &str = "darkness.discard";
/// The Hero deck and its discard pile (drawn cards go to a hero's hand).
pub(super) const HERO_DECK: &str = "heroes.deck";
pub(super) const HERO_DISCARD: &str = "heroes.discard";

/// A General's counter keys.
pub(super) struct Gen {
    pub(super) general: General,
    pub(super) step: &'static str,
    pub(super) wounds: &'static str,
    pub(super) heal: &'static str,
    pub(super) attack: &'static str,
    pub(super) survived: &'static str,
}

/// In `data::GENERAL_LIST` order (the colour order black, blue, red, green).
pub(super) const GENS: [Gen; 4] = [
    Gen {
        general: General::Varkolak,
        step: "varkolak.step",
        wounds: "varkolak.wounds",
        heal: "varkolak.heal_in",
        attack: "attack.varkolak",
        survived: "survived.varkolak",
    },
    Gen {
        general: General::Sapphire,
        step: "sapphire.step",
        wounds: "sapphire.wounds",
        heal: "sapphire.heal_in",
        attack: "attack.sapphire",
        survived: "survived.sapphire",
    },
    Gen {
        general: General::Balazarg,
        step: "balazarg.step",
        wounds: "balazarg.wounds",
        heal: "balazarg.heal_in",
        attack: "attack.balazarg",
        survived: "survived.balazarg",
    },
    Gen {
        general: General::Gorgutt,
        step: "gorgutt.step",
        wounds: "gorgutt.wounds",
        heal: "gorgutt.heal_in",
        attack: "attack.gorgutt",
        survived: "survived.gorgutt",
    },
];

/// A colour's counter keys: its pool (supply, board outside Monarch City, Monarch City, the box of
/// the Harder variant) and the minion roller's count.
pub(super) struct Col {
    pub(super) colour: Colour,
    pub(super) supply: &'static str,
    pub(super) board: &'static str,
    pub(super) city: &'static str,
    pub(super) boxed: &'static str,
    pub(super) here: &'static str,
}

/// In `data::COLOURS` order.
pub(super) const COLS: [Col; 4] = [
    Col {
        colour: Colour::Black,
        supply: "black.supply",
        board: "black.board",
        city: "black.city",
        boxed: "black.box",
        here: "here.black",
    },
    Col {
        colour: Colour::Blue,
        supply: "blue.supply",
        board: "blue.board",
        city: "blue.city",
        boxed: "blue.box",
        here: "here.blue",
    },
    Col {
        colour: Colour::Red,
        supply: "red.supply",
        board: "red.board",
        city: "red.city",
        boxed: "red.box",
        here: "here.red",
    },
    Col {
        colour: Colour::Green,
        supply: "green.supply",
        board: "green.board",
        city: "green.city",
        boxed: "green.box",
        here: "here.green",
    },
];

/// rulebook: Game Turn — the three steps of a turn.
pub(super) const PHASES: [&str; 3] = ["Daytime", "Evening", "Night"];
/// rulebook: Game Turn — Daytime is step 1 (value 0 of `phase`).
pub(super) const DAYTIME: i32 = 0;
/// rulebook: Game Turn — Evening is step 2 (value 1 of `phase`).
pub(super) const EVENING: i32 = 1;
/// rulebook: Game Turn — Night is step 3 (value 2 of `phase`).
pub(super) const NIGHT: i32 = 2;
/// The minions of each colour the Harder variant removes (rulebook: Variant - Want a More Difficult
/// Game? 5; the game's setup).
pub(super) const HARDER_REMOVED: i32 = (data::MINIONS_PER_COLOUR - data::HARDER_MINIONS_PER_COLOUR) as i32;
/// The Harder variant's switch: 5 minions of each colour wait in the box.
pub(super) const VARIANT_MINIONS: &str = "variant_minions";
/// rulebook: Winning (or Losing) ii — a Darkness Spreads card lacked minions (set at Night).
pub(super) const SHORTAGE: &str = "minion_shortage";
/// rulebook: Playing the Game — the players pick who goes first ("the most aggressive player").
pub(super) const FIRST_HERO: &str = "first_hero";
/// Minions in Monarch City, all colours: the sum of the colours' `city` counters (an older table
/// without them enters the total by hand).
pub(super) const CITY: &str = "monarch_city";
/// rulebook: Minor Wound — the first heal is at the end of the next player's turn: 2 turn ends
/// from the attack's turn (ruling A-9).
pub(super) const MINOR_CLOCK: i32 = 2;
/// designed: rulebook silent — the per-turn flag of the Evening draw (rulebook: Step 2 - Evening).
pub(super) const EVENING_DRAWN: &str = "evening_drawn";
/// designed: rulebook silent — the minion roller's "Fighting in Monarch City" switch.
pub(super) const HERE_CITY: &str = "here.monarch_city";
pub(super) const WAR_BOXES: [&str; 4] = ["Early War", "Mid War", "Mid War", "Late War"];
pub(super) const LIFE_VARIANTS: [&str; 3] = ["Standard", "Easier: +1 Life Token", "Harder: −1 Life Token"];

pub(super) fn title(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

pub(super) fn general_group(g: General) -> String {
    format!("{} ({})", g.data().name, g.colour().race())
}

/// Hits still needed to defeat General `g` when its marker shows `wounds` hits.
pub(super) fn remaining(g: General, wounds: i32) -> i32 {
    (i32::from(g.data().track) - wounds).max(0)
}

/// The marker is on a red (major-wound) box (designed: rulebook silent (F§2): `major_at`).
pub(super) fn is_major(g: General, wounds: i32) -> bool {
    let r = remaining(g, wounds);
    let major = i32::from(g.data().major_at);
    r > 0 && major > 0 && r <= major && wounds > 0
}

pub(super) fn wound_labels(g: General) -> Vec<String> {
    let track = i32::from(g.data().track);
    (0..=track)
        .map(|w| {
            let r = track - w;
            if r == 0 {
                "Defeated".to_string()
            } else if w == 0 {
                format!("{r} (unhurt)")
            } else if is_major(g, w) {
                format!("{r} major")
            } else {
                r.to_string()
            }
        })
        .collect()
}

pub(super) fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

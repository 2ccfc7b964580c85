//! Defenders of the Realm tracker: War Status and the Darkness Spreads draws, the four Generals
//! (path to Monarch City, wound track, minor or major wound and the healing clock), Tainted
//! Crystals, the minions of each colour (supply against board) and Monarch City, each hero's Life
//! Tokens (active, used, wounded), cards, quests and Generals slain, the turn's Daytime, Evening
//! and Night, a minion-combat roller, a General-combat roller and the King's Champion.
//!
//! The numbers come from the rulebook (`shared/rulebooks/defenders-of-the-realm.txt`) or, where it
//! is silent, from the engine's data (`crate::games::defenders::data`, facts sheet F§n). Each one is
//! tagged; docs/rules-notes/defenders.md ("Table mode tracker") lists them all.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::games::defenders::data::{self, Amount, Colour, General, HERO_LIST};
use crate::table::{
    changed, Alert, AlertLevel, Change, Derived, Layout, Report, ResultDie, RuleButton, RuleOp, RuleResult, Spec,
    TableError, TableKindInfo, TableState, Tracker,
};

/// The tracker's own operations (`{"game": "defenders", "do": ...}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Engage Minions in Combat: one die per minion counted in "Minions at the hero's location",
    /// each hitting on its colour's number; the defeated ones go back to the supply.
    RollMinions,
    /// Suffering Wounds for the active hero: 1 per minion at the location, +1 Fear if Undead.
    SufferWounds,
    /// Attack an Enemy General: roll the "Dice from Hero Cards" against its hit number and move
    /// its Wound Marker.
    AttackGeneral {
        /// Which General.
        general: General,
    },
    /// The combat is over and the General survived: its healing clock starts (Sapphire
    /// regenerates), and the Hero Defeated penalty is shown.
    GeneralSurvived {
        /// Which General.
        general: General,
    },
    /// Evening: the active hero draws 2 Hero Cards.
    EveningDraw,
    /// One wound for a hero (a used Life Token first, then an active one).
    Wound {
        /// The hero (player index).
        hero: usize,
    },
    /// Healing Wounds: 2 Life Tokens, or all of them in Monarch City or an Inn. Healed tokens are
    /// face down until the hero's next turn.
    Heal {
        /// The hero (player index).
        hero: usize,
        /// Monarch City or an Inn: every wound heals.
        full: bool,
    },
    /// A hero lost in battle is replaced: full Life Tokens, 2 Hero Cards; quests and General cards
    /// stay with the player.
    NewHero {
        /// The player.
        hero: usize,
    },
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/// rulebook: Game Components — 25 minions of each colour.
const MINIONS: i32 = crate::games::defenders::MINIONS_PER_COLOUR as i32;
/// rulebook: Set Up 8 — 3 minions with each General.
const ESCORT: i32 = 3;
/// rulebook: Game Components — 12 Tainted Crystals; the last one on the board loses.
const CRYSTALS: i32 = crate::games::defenders::CRYSTALS as i32;
/// rulebook: Set Up 8 — a Tainted Crystal on Balazarg's start.
const CRYSTALS_AT_START: i32 = 1;
/// rulebook: Winning (or Losing) iv — 5 minions in Monarch City lose.
const CITY_FALLS_AT: i32 = 5;
/// designed: rulebook silent — Monarch City's counter goes past 5 so an overshoot (the Monarch
/// City card adds up to 4 at once) can still be entered.
const CITY_MAX: i32 = 20;
/// rulebook: Step 2 - Evening — draw 2 Hero Cards.
const EVENING_DRAW: i32 = 2;
/// rulebook: Step 2 - Evening — discard down to 10 after drawing.
const HAND_LIMIT: i32 = 10;
/// rulebook: Set Up 5 (and Suffering Wounds: a new hero) — 2 Hero Cards.
const STARTING_CARDS: i32 = 2;
/// designed: rulebook silent (F§4) — the Hero deck holds 97 cards, so no hand can hold more.
const MAX_CARDS: i32 = 97;
/// designed: rulebook silent (F§6) — the Quest deck holds 24 quests.
const MAX_QUESTS: i32 = 24;
/// rulebook: Game Components — 4 Generals.
const GENERALS: i32 = 4;
/// rulebook: Healing Wounds — 2 Life Tokens away from Monarch City and the Inns.
const FIELD_HEAL: i32 = 2;
/// designed: rulebook silent — a hero's Life Token pool: the most any hero has (6, F§3) plus the
/// Easier variant's +1 (rulebook: Variant 4); the tokens the hero does not have wait in the box.
const LIFE_POOL: i32 = 7;
/// designed: rulebook silent — the longest healing clock: a major wound with 4 heroes waits 5 turn
/// ends (ruling A-9), with room for Spy in the Camp's extra turns (F§4).
const MAX_CLOCK: i32 = 9;
/// designed: rulebook silent — the turn counter's limit.
const MAX_TURN: i32 = 999;
/// designed: rulebook silent — dice of one colour in the minion roller (3 minions fit a location,
/// rulebook: Overruns; up to 6 leave room for Monarch City and the Ranger's reach).
const MAX_HERE: i32 = 6;
/// designed: rulebook silent — dice in one General attack.
const MAX_ATTACK_DICE: i32 = 20;
/// designed: rulebook silent — the largest "+ to each die" (Amulet of the Gods +1 with the
/// Cleric's or Ranger's +1, F§3/F§6; Sorcerer +2).
const MAX_BONUS: i32 = 3;
/// designed: rulebook silent — a colour's supply at or below this raises a note.
const LOW_SUPPLY: i32 = 3;
/// rulebook: Engage Minions in Combat — six-sided dice.
const DIE: u32 = 6;
/// designed: rulebook silent (F§2, ruling A-10) — a natural 1 is Gorgutt's parry.
const PARRY_FACE: u32 = 1;

const GROUP_TURN: &str = "Turn";
const GROUP_WAR: &str = "War";
const GROUP_MINIONS: &str = "Minions";
const GROUP_ROLLER: &str = "Minion combat";
const GROUP_ATTACK: &str = "General combat";
const GROUP_HERO: &str = "Hero";
const GROUP_LIFE: &str = "Life Tokens";
const GROUP_CHAMPION: &str = "King's Champion";
const POOL_LIFE: &str = "Life Tokens";

/// A General's counter keys.
struct Gen {
    general: General,
    step: &'static str,
    wounds: &'static str,
    heal: &'static str,
    attack: &'static str,
    survived: &'static str,
}

/// In `data::GENERAL_LIST` order (the colour order black, blue, red, green).
const GENS: [Gen; 4] = [
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
struct Col {
    colour: Colour,
    supply: &'static str,
    board: &'static str,
    city: &'static str,
    boxed: &'static str,
    here: &'static str,
}

/// In `data::COLOURS` order.
const COLS: [Col; 4] = [
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
const PHASES: [&str; 3] = ["Daytime", "Evening", "Night"];
/// rulebook: Game Turn — Daytime is step 1 (value 0 of `phase`).
const DAYTIME: i32 = 0;
/// rulebook: Game Turn — Evening is step 2 (value 1 of `phase`).
const EVENING: i32 = 1;
/// rulebook: Game Turn — Night is step 3 (value 2 of `phase`).
const NIGHT: i32 = 2;
/// rulebook: Variant - Want a More Difficult Game? 5 — "Remove 5 minions of each enemy type".
const HARDER_REMOVED: i32 = 5;
/// The Harder variant's switch: 5 minions of each colour wait in the box.
const VARIANT_MINIONS: &str = "variant_minions";
/// rulebook: Winning (or Losing) ii — a Darkness Spreads card lacked minions (set at Night).
const SHORTAGE: &str = "minion_shortage";
/// rulebook: Playing the Game — the players pick who goes first ("the most aggressive player").
const FIRST_HERO: &str = "first_hero";
/// Minions in Monarch City, all colours: the sum of the colours' `city` counters (an older table
/// without them enters the total by hand).
const CITY: &str = "monarch_city";
/// rulebook: Minor Wound — the first heal is at the end of the next player's turn: 2 turn ends
/// from the attack's turn (ruling A-9).
const MINOR_CLOCK: i32 = 2;
/// designed: rulebook silent — the per-turn flag of the Evening draw (rulebook: Step 2 - Evening).
const EVENING_DRAWN: &str = "evening_drawn";
/// designed: rulebook silent — the minion roller's "Fighting in Monarch City" switch.
const HERE_CITY: &str = "here.monarch_city";
const WAR_BOXES: [&str; 4] = ["Early War", "Mid War", "Mid War", "Late War"];
const LIFE_VARIANTS: [&str; 3] = ["Standard", "Easier: +1 Life Token", "Harder: −1 Life Token"];

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "defenders".into(),
        name: "Defenders of the Realm".into(),
        description: "War Status, Generals' wounds and healing, Tainted Crystals, minions and Monarch City, \
                      heroes' Life Tokens, turn reminders, combat rollers and the King's Champion"
            .into(),
        min_players: 1,
        max_players: 4,
        player_word: "Hero".into(),
    }
}

fn title(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn general_group(g: General) -> String {
    format!("{} ({})", g.data().name, g.colour().race())
}

/// Hits still needed to defeat General `g` when its marker shows `wounds` hits.
fn remaining(g: General, wounds: i32) -> i32 {
    (i32::from(g.data().track) - wounds).max(0)
}

/// The marker is on a red (major-wound) box (designed: rulebook silent (F§2): `major_at`).
fn is_major(g: General, wounds: i32) -> bool {
    let r = remaining(g, wounds);
    let major = i32::from(g.data().major_at);
    r > 0 && major > 0 && r <= major && wounds > 0
}

fn wound_labels(g: General) -> Vec<String> {
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

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// The counters of a new table.
pub(crate) fn layout(players: usize) -> Layout {
    // Named after the players by `settle` (`sync_first_hero`).
    let seats: Vec<String> = (1..=players.max(1)).map(|n| format!("Hero {n}")).collect();
    let mut shared = vec![
        Spec::choice(FIRST_HERO, "First hero", &strs(&seats), 0).group(GROUP_TURN).note(
            "rulebook: Playing the Game — the players choose who goes first (the most aggressive); then clockwise",
        ),
        Spec::steps("phase", "Phase", &PHASES)
            .carry("turn")
            .group(GROUP_TURN)
            .note("rulebook: Game Turn — Daytime (actions), Evening (draw 2 Hero Cards), Night (Darkness Spreads)"),
        Spec::number("turn", "Turn", 1, MAX_TURN, 1)
            .group(GROUP_TURN)
            .note("designed: rulebook silent — turns played; turn 1 is the first hero's, then clockwise"),
        Spec::toggle(EVENING_DRAWN, "Evening draw taken", false)
            .group(GROUP_TURN)
            .note("rulebook: Step 2 - Evening — 2 Hero Cards once per Evening; cleared when the turn passes"),
        Spec::track("war_status", "War Status", &WAR_BOXES, 0)
            .group(GROUP_WAR)
            .note("rulebook: War Status — advances one box for each General defeated"),
        Spec::number("crystals", "Tainted Crystals on the board", 0, CRYSTALS, CRYSTALS_AT_START)
            .group(GROUP_WAR)
            .note("rulebook: Set Up 8 (1 on Balazarg's start); the 12th on the board loses"),
        Spec::number(CITY, "Minions in Monarch City (all colours)", 0, CITY_MAX, 0).group(GROUP_WAR).note(
            "rulebook: Overruns and Tainted Land — 5 minions in Monarch City lose; the sum of each colour's minions \
             in Monarch City (move them there from the supply)",
        ),
        Spec::toggle(SHORTAGE, "A Darkness Spreads card lacked minions", false).group(GROUP_WAR).note(
            "rulebook: Winning (or Losing) ii; ruling A-6 — at Night, a card's minions (or its General's) could not \
             come from the supply nor the quest cards: the game is lost",
        ),
        Spec::choice("variant_life", "Life Token variant", &LIFE_VARIANTS, 0)
            .group(GROUP_WAR)
            .note("rulebook: Variants — Easier 4 (+1 Life Token), Harder 2 (−1 Life Token)"),
        Spec::toggle(VARIANT_MINIONS, "Harder: 5 fewer minions of each colour", false).group(GROUP_WAR).note(
            "rulebook: Variant - Want a More Difficult Game? 5 — remove 5 minions of each enemy type (from the \
             supply to the box)",
        ),
    ];
    for c in &COLS {
        let pool = format!("{} minions", title(c.colour.name()));
        let race = c.colour.race();
        shared.push(
            Spec::number(c.supply, format!("{race} supply"), 0, MINIONS, MINIONS - ESCORT)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note("rulebook: Game Components — 25 of each colour; none left when a card needs one loses"),
        );
        shared.push(
            Spec::number(c.board, format!("{race} on the board"), 0, MINIONS, ESCORT)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note("rulebook: Set Up 8 — 3 with the General; add the 18 of the six setup cards; Monarch City apart"),
        );
        shared.push(
            Spec::number(c.city, format!("{race} in Monarch City"), 0, MINIONS, 0)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note(
                    "rulebook: Overruns and Tainted Land, The Monarch City card — move them here from the supply; 5 \
                 minions in Monarch City lose",
                ),
        );
        shared.push(
            Spec::number(c.boxed, format!("{race} in the box (Harder)"), 0, HARDER_REMOVED, 0)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note(
                    "rulebook: Variant - Want a More Difficult Game? 5 — follows the Harder switch, not moved by hand",
                ),
        );
    }
    for gen in &GENS {
        let g = gen.general;
        let d = g.data();
        let path: Vec<&str> = d.path.iter().map(|&l| data::location(l).name).collect();
        let wounds = wound_labels(g);
        shared.push(Spec::track(gen.step, "Location", &path, 0).group(general_group(g)).note(
            "designed: rulebook silent (F§2) — its path; entering Monarch City loses (rulebook: Winning (or Losing) i)",
        ));
        shared.push(
            Spec::track(gen.wounds, "Wound track (hits left)", &strs(&wounds), 0).group(general_group(g)).note(
                format!(
                    "designed: rulebook silent (F§2) — {} boxes, hits on {}+; rulebook: Attack an Enemy General",
                    d.track, d.to_hit
                ),
            ),
        );
        shared.push(
            Spec::number(gen.heal, "Turn ends before it heals", 0, MAX_CLOCK, 0)
                .group(general_group(g))
                .labels(&["not healing"])
                .note("rulebook: Minor/Major Wound, Generals' Healing (ruling A-9); +1 for Spy in the Camp"),
        );
    }
    for c in &COLS {
        shared.push(
            Spec::number(c.here, format!("{} here", c.colour.race()), 0, MAX_HERE, 0).group(GROUP_ROLLER).note(
                format!(
                    "rulebook: Engage Minions in Combat — one {} die each, hits on {}+",
                    c.colour.name(),
                    c.colour.minion_hit()
                ),
            ),
        );
    }
    shared.push(
        Spec::number("here.bonus", "+ to each die", 0, MAX_BONUS, 0)
            .group(GROUP_ROLLER)
            .note("designed: rulebook silent (F§3, F§6) — Cleric, Ranger, Sorcerer, Amulet of the Gods"),
    );
    shared.push(
        Spec::toggle(HERE_CITY, "Fighting in Monarch City", false).group(GROUP_ROLLER).note(
            "designed: rulebook silent — on, the defeated also leave \"Minions in Monarch City\"; cleared when the turn passes",
        ),
    );
    shared.push(
        Spec::toggle("here.apply", "Defeated minions go back to the supply", true)
            .group(GROUP_ROLLER)
            .note("designed: rulebook silent — off when a hunter quest keeps them on its card (ruling A-17)"),
    );
    shared.push(
        Spec::number("attack.dice", "Dice from Hero Cards", 0, MAX_ATTACK_DICE, 0)
            .group(GROUP_ATTACK)
            .note("rulebook: Attack an Enemy General — one die per die on the cards played"),
    );
    shared.push(
        Spec::number("attack.bonus", "+ to each die", 0, MAX_BONUS, 0)
            .group(GROUP_ATTACK)
            .note("designed: rulebook silent (F§3, F§6) — Ranger on green, Amulet of the Gods, Sorcerer"),
    );

    let heroes: Vec<&str> = HERO_LIST.iter().map(|h| h.name()).collect();
    let first = i32::from(HERO_LIST[0].life());
    let per_player = vec![
        Spec::choice("hero", "Hero", &heroes, 0)
            .group(GROUP_HERO)
            .note("rulebook: Game Components — the 8 heroes; Life Tokens from the card (F§3)"),
        Spec::number("life_active", "Active (face up)", 0, LIFE_POOL, first)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Step 1 - Daytime — one action per active Life Token"),
        Spec::number("life_used", "Used (face down)", 0, LIFE_POOL, 0)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Step 1 - Daytime — turned face down when used, face up again next Daytime"),
        Spec::number("life_wounded", "Wounded (beside the card)", 0, LIFE_POOL, 0)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Suffering Wounds — back only by the Healing Wounds action"),
        Spec::number("life_box", "Not this hero's (in the box)", 0, LIFE_POOL, LIFE_POOL - first)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("designed: rulebook silent — follows the hero and the variant; not moved by hand"),
        Spec::number("cards", "Hero Cards in hand", 0, MAX_CARDS, STARTING_CARDS)
            .group(GROUP_HERO)
            .note("rulebook: Set Up 5 (2 cards); Step 2 - Evening (hand limit 10)"),
        Spec::number("quests", "Quests completed", 0, MAX_QUESTS, 0)
            .group(GROUP_CHAMPION)
            .note("rulebook: The King's Champion — 1 point each, and the first tie-break"),
        Spec::number("slain", "Generals slain (cards)", 0, GENERALS, 0)
            .group(GROUP_CHAMPION)
            .note("rulebook: Attack an Enemy General 7a — the Slayer takes the General's card, 1 point"),
    ];
    // designed: each hero starts with a different card (seat order), changed with the picker.
    Layout { shared, per_player, seat_values: vec![("hero", vec![0, 1, 2, 3])] }
}

// ---------------------------------------------------------------------------------------------
// Reading the table
// ---------------------------------------------------------------------------------------------

fn wounds_of(state: &TableState, gen: &Gen) -> i32 {
    state.value_or(gen.wounds, None, 0).clamp(0, i32::from(gen.general.data().track))
}

fn is_defeated(state: &TableState, gen: &Gen) -> bool {
    state.value(gen.wounds, None).is_some_and(|w| w >= i32::from(gen.general.data().track))
}

fn defeated_count(state: &TableState) -> i32 {
    GENS.iter().filter(|g| is_defeated(state, g)).count() as i32
}

/// rulebook: War Status — Darkness Spreads cards each Night in each box (1, 2, 2, 3).
fn night_cards(war_box: i32) -> i32 {
    match war_box {
        0 => 1,
        1 | 2 => 2,
        _ => 3,
    }
}

fn night_use(war_box: i32) -> &'static str {
    match war_box {
        0 => "place minions and advance a General",
        1 | 2 => "the 1st places minions and advances a General, the 2nd only advances a General",
        _ => "the first 2 place minions and advance a General, the 3rd only advances a General",
    }
}

/// The hero whose turn it is: turn 1 is the first hero's (the players pick them), then round the
/// table.
fn active_hero(state: &TableState) -> Option<usize> {
    let n = state.player_count();
    if n == 0 {
        return None;
    }
    let turn = usize::try_from(state.value_or("turn", None, 1) - 1).unwrap_or(0);
    let first = usize::try_from(state.value_or(FIRST_HERO, None, 0)).unwrap_or(0);
    Some((turn % n + first % n) % n)
}

/// Keeps the first-hero picker in step with the players: their names and their number.
fn sync_first_hero(state: &mut TableState) {
    let names: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    let max = names.len() as i32 - 1;
    if let Some(c) = state.by_key_mut(FIRST_HERO, None) {
        if c.labels != names {
            c.labels = names;
        }
        c.max = max.max(c.min);
        c.value = c.value.clamp(c.min, c.max);
        c.default = c.default.clamp(c.min, c.max);
    }
}

/// Whether the table counts each colour's minions in Monarch City (an older one has only the total).
fn has_city_colours(state: &TableState) -> bool {
    COLS.iter().all(|c| state.by_key(c.city, None).is_some())
}

/// Minions in Monarch City.
fn city_total(state: &TableState) -> i32 {
    if has_city_colours(state) {
        COLS.iter().map(|c| state.value_or(c.city, None, 0)).sum()
    } else {
        state.value_or(CITY, None, 0)
    }
}

/// The Life Tokens the hero's card holds: its printed number and the variant.
fn capacity(state: &TableState, p: usize) -> i32 {
    let idx = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
    let base = HERO_LIST.get(idx).map_or(i32::from(HERO_LIST[0].life()), |h| i32::from(h.life()));
    let delta = match state.value_or("variant_life", None, 0) {
        1 => 1,  // rulebook: Variant (Easier) 4 — +1 Life Token.
        2 => -1, // rulebook: Variant (Harder) 2 — −1 Life Token.
        _ => 0,
    };
    (base + delta).clamp(1, LIFE_POOL)
}

fn hero_name(state: &TableState, p: usize) -> String {
    let idx = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
    match HERO_LIST.get(idx) {
        Some(h) => format!("{} ({})", state.player_name(p), h.name()),
        None => state.player_name(p),
    }
}

/// The hero's Life Token counters all exist (older tables may lack some).
fn has_life(state: &TableState, p: usize) -> bool {
    ["life_active", "life_used", "life_wounded", "life_box"].iter().all(|k| state.by_key(k, Some(p)).is_some())
}

fn on_card(state: &TableState, p: usize) -> i32 {
    state.value_or("life_active", Some(p), 0) + state.value_or("life_used", Some(p), 0)
}

/// Moves up to `n` Life Tokens between two of a hero's pool counters; returns how many moved.
fn move_tokens(state: &mut TableState, p: usize, from: &str, to: &str, n: i32) -> i32 {
    let have = state.value_or(from, Some(p), 0);
    let room = state.by_key(to, Some(p)).map_or(0, |c| c.max - c.value);
    let n = n.min(have).min(room).max(0);
    if n == 0 || state.by_key(from, Some(p)).is_none() {
        return 0;
    }
    if let Some(c) = state.by_key_mut(from, Some(p)) {
        c.value -= n;
    }
    if let Some(c) = state.by_key_mut(to, Some(p)) {
        c.value += n;
    }
    n
}

/// One wound: a used token first, then an active one (ruling A-12). Returns false when the hero
/// has no token left on the card.
fn wound_one(state: &mut TableState, p: usize) -> bool {
    move_tokens(state, p, "life_used", "life_wounded", 1) == 1
        || move_tokens(state, p, "life_active", "life_wounded", 1) == 1
}

/// Fits a hero's tokens to the card: the surplus goes to the box (active first, then used, then
/// wounded), the shortfall comes from the box as active tokens.
fn fit_life(state: &mut TableState, p: usize) -> Option<String> {
    if !has_life(state, p) {
        return None;
    }
    let cap = capacity(state, p);
    let held = on_card(state, p) + state.value_or("life_wounded", Some(p), 0);
    if held < cap {
        // A hero lost in battle stays lost: the variant's extra token is a wounded one.
        let to = if on_card(state, p) == 0 { "life_wounded" } else { "life_active" };
        let n = move_tokens(state, p, "life_box", to, cap - held);
        return Some(format!("{}: +{n} Life Token(s), {cap} in all", hero_name(state, p)));
    }
    if held > cap {
        let mut extra = held - cap;
        for from in ["life_active", "life_used", "life_wounded"] {
            extra -= move_tokens(state, p, from, "life_box", extra);
        }
        return Some(format!("{}: −{} Life Token(s), {cap} in all", hero_name(state, p), held - cap));
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Settle
// ---------------------------------------------------------------------------------------------

/// The healing clock a failed attack starts: the first heal at the end of the next turn (minor),
/// or at the end of the attacking player's next turn (major), counted in turn ends from now
/// (rulebook: Minor Wound, Major Wound; ruling A-9).
fn clock_for(state: &TableState, g: General, wounds: i32) -> i32 {
    let players = i32::try_from(state.player_count()).unwrap_or(1).max(1);
    // rulebook: Major Wound — a full round, then the attacker's new turn: N + 1 turn ends (ruling A-9).
    let clock = if is_major(g, wounds) { players + 1 } else { MINOR_CLOCK };
    clock.min(MAX_CLOCK)
}

/// Refusals and consequences after a change.
pub(crate) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut lines = Vec::new();
    let mut defeat_moved = false;
    sync_first_hero(state);
    settle_minions(state, changes, &mut lines)?;

    // rulebook: Winning (or Losing) ii — Darkness Spreads cards are drawn at Night (Step 3).
    if changed(changes, SHORTAGE, None).is_some_and(|c| c.to != 0) && state.value_or("phase", None, DAYTIME) != NIGHT {
        return Err(TableError::Rule(
            "a Darkness Spreads card lacks minions only at Night, when the cards are drawn (rulebook: Step 3 – \
             Night; Winning (or Losing) ii)"
                .into(),
        ));
    }

    for gen in &GENS {
        let g = gen.general;
        let name = g.data().name;
        // A General never moves while defeated, nor forward with a major wound.
        if let Some(ch) = changed(changes, gen.step, None) {
            if is_defeated(state, gen) && changed(changes, gen.wounds, None).is_none() {
                return Err(TableError::Rule(format!(
                    "{name} is defeated and off the board (rulebook: Attack an Enemy General 7)"
                )));
            }
            let before = changed(changes, gen.wounds, None).map_or(wounds_of(state, gen), |w| w.from);
            if ch.to > ch.from && is_major(g, before) {
                return Err(TableError::Rule(format!(
                    "{name} has a major wound and does not advance (rulebook: Major Wound)"
                )));
            }
        }
        if let Some(ch) = changed(changes, gen.wounds, None) {
            let track = i32::from(g.data().track);
            if ch.to >= track && ch.from < track {
                let _ = state.set_value(gen.heal, None, 0);
                defeat_moved = true;
                lines.push(format!(
                    "{name} is defeated: the Slayer takes the card (Generals slain +1) and every hero in the fight \
                     draws 3 Hero Cards"
                ));
            } else if ch.from >= track && ch.to < track {
                defeat_moved = true;
                lines.push(format!("{name} is back in the fight"));
            } else if ch.to > ch.from && g != General::Sapphire {
                let clock = clock_for(state, g, ch.to);
                if state.set_value(gen.heal, None, clock).is_ok() {
                    let kind = if is_major(g, ch.to) { "major wound" } else { "minor wound" };
                    lines.push(format!("{name}: {kind}, heals from the end of {} turn(s) from now", clock - 1));
                }
            } else if ch.to == 0 {
                let _ = state.set_value(gen.heal, None, 0);
            }
        }
    }

    // rulebook: War Status — one box per General defeated (Late War from the 3rd on).
    if defeat_moved && changed(changes, "war_status", None).is_none() {
        let want = defeated_count(state).min(WAR_BOXES.len() as i32 - 1);
        let war = state.value_or("war_status", None, 0);
        if want != war && state.set_value("war_status", None, want).is_ok() {
            let name = usize::try_from(want).ok().and_then(|i| WAR_BOXES.get(i)).unwrap_or(&"");
            lines.push(format!("War Status → {name} (box {})", want + 1));
        }
    }

    // The end of a turn: the Generals heal, and the next hero's Life Tokens turn face up.
    if let Some(ch) = changed(changes, "turn", None) {
        if ch.to == ch.from + 1 {
            for gen in &GENS {
                let w = wounds_of(state, gen);
                let clock = state.value_or(gen.heal, None, 0);
                if is_defeated(state, gen) || w == 0 || clock <= 0 {
                    continue;
                }
                let name = gen.general.data().name;
                if clock > 1 {
                    let _ = state.set_value(gen.heal, None, clock - 1);
                    continue;
                }
                let _ = state.set_value(gen.wounds, None, w - 1);
                let left = remaining(gen.general, w - 1);
                let _ = state.set_value(gen.heal, None, if w - 1 > 0 { 1 } else { 0 });
                lines.push(format!("{name} heals 1 ({left} hits to defeat)"));
            }
            if let Some(p) = active_hero(state) {
                let n = move_tokens(state, p, "life_used", "life_active", LIFE_POOL);
                if n > 0 {
                    lines.push(format!("{}: {n} Life Token(s) face up again", hero_name(state, p)));
                }
            }
            // designed: rulebook silent — the minion roller's counts and the Evening draw belong
            // to the hero whose turn ended.
            let mut cleared = false;
            for (key, value) in PER_TURN {
                if state.value(key, None).is_some_and(|v| v != value) {
                    cleared |= state.set_value(key, None, value).is_ok();
                }
            }
            if cleared {
                lines.push("the minion roller and the Evening draw are cleared for the next hero".into());
            }
        }
    }

    // rulebook: Sapphire — "If not defeated, she immediately returns to full health." Attacks are
    // Daytime actions, so every combat of the turn is over once Daytime ends (or the turn passes).
    let day_over = changed(changes, "phase", None).is_some_and(|c| c.from == DAYTIME && c.to != DAYTIME)
        || changed(changes, "turn", None).is_some_and(|c| c.to == c.from + 1);
    if day_over && sapphire_regenerates(state) {
        let gen = gen_of(General::Sapphire);
        if state.set_value(gen.wounds, None, 0).is_ok() {
            lines.push("Sapphire survived the day's combat: she returns to full health (rulebook: Sapphire)".into());
        }
    }

    // The hero card and the variant decide how many Life Tokens a hero has.
    let all = changed(changes, "variant_life", None).is_some();
    for p in 0..state.player_count() {
        let hero_changed = changed(changes, "hero", Some(p)).is_some();
        if hero_changed && has_life(state, p) && on_card(state, p) == 0 {
            // rulebook: Suffering Wounds — a hero lost in battle is replaced by a new one: the card
            // picked for a lost hero is that new hero, at full Life with 2 Hero Cards.
            lines.push(replace_hero(state, p));
            continue;
        }
        if all || hero_changed {
            if let Some(line) = fit_life(state, p) {
                lines.push(line);
            }
        }
    }
    for p in 0..state.player_count() {
        if has_life(state, p) {
            let held = on_card(state, p) + state.value_or("life_wounded", Some(p), 0);
            if held != capacity(state, p) {
                return Err(TableError::Rule(format!(
                    "{} has {} Life Tokens on the card (rulebook: Set Up 4); the box follows the hero and the variant",
                    hero_name(state, p),
                    capacity(state, p)
                )));
            }
        }
    }

    // A General card goes only to the Slayer of a defeated General.
    let slain: i32 = (0..state.player_count()).map(|p| state.value_or("slain", Some(p), 0)).sum();
    let defeated = defeated_count(state);
    if slain > defeated && changes.iter().any(|c| c.key.as_deref() == Some("slain") && c.to > c.from) {
        return Err(TableError::Rule(format!(
            "only {defeated} General(s) defeated, so only {defeated} General card(s) to hold \
             (rulebook: Attack an Enemy General 7a)"
        )));
    }
    if slain > defeated && GENS.iter().any(|g| changed(changes, g.wounds, None).is_some_and(|c| c.to < c.from)) {
        return Err(TableError::Rule(format!(
            "the heroes hold {slain} General card(s): take the card back (Generals slain −1) before reviving a \
             General (rulebook: Attack an Enemy General 7a)"
        )));
    }
    Ok(lines)
}

/// The minions' own rules: the Harder variant's 5 of each colour in the box, and Monarch City's
/// total as the sum of its colours.
fn settle_minions(state: &mut TableState, changes: &[Change], lines: &mut Vec<String>) -> Result<(), TableError> {
    let harder = state.value_or(VARIANT_MINIONS, None, 0) != 0;
    let want = if harder { HARDER_REMOVED } else { 0 };
    let switched = changed(changes, VARIANT_MINIONS, None).is_some();
    let mut moved = false;
    for c in &COLS {
        let Some(boxed) = state.value(c.boxed, None) else { continue };
        if switched && boxed != want {
            let supply = state.value_or(c.supply, None, 0);
            let to_box = want - boxed;
            if supply < to_box || state.by_key(c.supply, None).is_none() {
                return Err(TableError::Rule(format!(
                    "only {supply} {} in the supply: the Harder variant removes {HARDER_REMOVED} of each colour, \
                     best at setup (rulebook: Variant - Want a More Difficult Game? 5)",
                    c.colour.race()
                )));
            }
            state.set_value(c.supply, None, supply - to_box)?;
            state.set_value(c.boxed, None, want)?;
            moved = true;
        }
        if state.value_or(c.boxed, None, 0) != want {
            return Err(TableError::Rule(format!(
                "{} in the box follow the Harder switch ({want} of each colour): they are not moved by hand \
                 (rulebook: Variant - Want a More Difficult Game? 5)",
                c.colour.race()
            )));
        }
    }
    if moved {
        lines.push(if harder {
            format!("Harder variant: {HARDER_REMOVED} minions of each colour go to the box (rulebook: Variant 5)")
        } else {
            format!("Standard minions: the {HARDER_REMOVED} of each colour come back to the supply")
        });
    }

    if has_city_colours(state) && state.by_key(CITY, None).is_some() {
        let total = city_total(state);
        if changed(changes, CITY, None).is_some_and(|c| c.to != total) {
            return Err(TableError::Rule(
                "Minions in Monarch City counts each colour's minions there: move a minion from its colour's supply \
                 into Monarch City instead (rulebook: Overruns and Tainted Land)"
                    .into(),
            ));
        }
        if total > CITY_MAX {
            return Err(TableError::Rule(format!(
                "{total} minions in Monarch City: the tracker counts at most {CITY_MAX} (5 already lose)"
            )));
        }
        state.set_value(CITY, None, total)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Rule ops
// ---------------------------------------------------------------------------------------------

/// Counters a turn's passing resets, with their reset values (designed: rulebook silent).
const PER_TURN: [(&str, i32); 7] = [
    ("here.black", 0),
    ("here.blue", 0),
    ("here.red", 0),
    ("here.green", 0),
    ("here.bonus", 0),
    (HERE_CITY, 0),
    (EVENING_DRAWN, 0),
];

/// Sapphire is wounded, not defeated, and not on a healing clock (a clock set by hand means her
/// skill was cancelled by Amarak's Blessing and she heals like the others).
fn sapphire_regenerates(state: &TableState) -> bool {
    let gen = gen_of(General::Sapphire);
    !is_defeated(state, gen) && wounds_of(state, gen) > 0 && state.value_or(gen.heal, None, 0) <= 0
}

/// A new hero for a lost one: every Life Token on the new card, fresh, and 2 Hero Cards.
fn replace_hero(state: &mut TableState, p: usize) -> String {
    for from in ["life_active", "life_used", "life_wounded"] {
        move_tokens(state, p, from, "life_box", LIFE_POOL);
    }
    let cap = capacity(state, p);
    move_tokens(state, p, "life_box", "life_active", cap);
    if state.by_key("cards", Some(p)).is_some() {
        let _ = state.set_value("cards", Some(p), STARTING_CARDS);
    }
    format!(
        "{} takes a new hero in Monarch City: {cap} Life Tokens, {STARTING_CARDS} Hero Cards and 1 Quest; \
         quests and General cards stay (rulebook: Suffering Wounds; ruling A-16)",
        hero_name(state, p)
    )
}

fn gen_of(general: General) -> &'static Gen {
    GENS.iter().find(|g| g.general == general).unwrap_or(&GENS[0])
}

fn check_hero(state: &TableState, hero: usize) -> Result<(), TableError> {
    if hero >= state.player_count() {
        return Err(TableError::NoSuchPlayer(hero));
    }
    if !has_life(state, hero) {
        return Err(TableError::NoSuchCounter("life_wounded".into()));
    }
    Ok(())
}

fn amount_text(a: Amount, what: &str) -> String {
    match a {
        Amount::Fixed(n) => format!("{n} {what}"),
        Amount::D6 => format!("1d6 {what}"),
        Amount::D3 => format!("1d3 {what}"),
        Amount::All => format!("all {what}"),
    }
}

/// The tracker's own operations.
pub(crate) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::RollMinions => roll_minions(state, rng),
        Rule::SufferWounds => {
            let p = active_hero(state).ok_or(TableError::NoSuchPlayer(0))?;
            check_hero(state, p)?;
            let kind = HERO_LIST.get(usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0)).copied();
            let minions: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0)).sum();
            let undead = state.value_or("here.black", None, 0) > 0;
            // designed: rulebook silent (F§3) — the Rogue loses no tokens to minions, the Dwarf
            // and the Paladin 1 fewer, the Paladin no Fear.
            let mut from_minions = minions;
            let mut fear = i32::from(undead);
            let mut notes = Vec::new();
            match kind {
                Some(data::HeroKind::Rogue) => {
                    from_minions = 0;
                    notes.push("Rogue: no wounds from minions");
                }
                Some(data::HeroKind::Dwarf) => {
                    from_minions = (from_minions - 1).max(0);
                    notes.push("Dwarf: 1 fewer");
                }
                Some(data::HeroKind::Paladin) => {
                    from_minions = (from_minions - 1).max(0);
                    fear = 0;
                    notes.push("Paladin: 1 fewer, no Fear");
                }
                _ => {}
            }
            let total = from_minions + fear;
            if total == 0 {
                let why = if minions == 0 {
                    "no minions counted in \"Minions at the hero's location\"".to_string()
                } else if undead {
                    notes.join(", ")
                } else {
                    format!("{}, and no Undead here for Fear", notes.join(", "))
                };
                return Err(TableError::Rule(format!(
                    "{} suffers no wounds: {why} (rulebook: Suffering Wounds)",
                    hero_name(state, p)
                )));
            }
            let mut taken = 0;
            while taken < total && wound_one(state, p) {
                taken += 1;
            }
            let mut lines = vec![format!("{minions} minion(s) here, Fear +{fear}")];
            lines.extend(notes.iter().map(|s| s.to_string()));
            lines.push(
                "Eagle Rider in the Sky, Sorcerer in that race's form: fewer or none (F§3), undo and adjust".into(),
            );
            if on_card(state, p) == 0 {
                lines.push("Every Life Token is lost: the hero is lost in battle".into());
            }
            let head = format!("{} suffers {taken} wound(s)", hero_name(state, p));
            state.set_result(RuleResult { title: head.clone(), lines, dice: Vec::new() });
            Ok(format!("{head} (rulebook: Suffering Wounds)"))
        }
        Rule::AttackGeneral { general } => attack_general(state, *general, rng),
        Rule::GeneralSurvived { general } => {
            let gen = gen_of(*general);
            let g = gen.general;
            let d = g.data();
            if is_defeated(state, gen) {
                return Err(TableError::Rule(format!(
                    "{} is already defeated (rulebook: Attack an Enemy General)",
                    d.name
                )));
            }
            if state.by_key(gen.wounds, None).is_none() {
                return Err(TableError::NoSuchCounter(gen.wounds.into()));
            }
            let w = wounds_of(state, gen);
            let mut lines = vec![format!(
                "Every hero in the fight loses {} and {}, and goes to Monarch City \
                 (War Banner of Valor: neither)",
                amount_text(d.penalty_life, "Life Tokens"),
                amount_text(d.penalty_cards, "Hero Cards")
            )];
            let text = if g == General::Sapphire {
                let _ = state.set_value(gen.wounds, None, 0);
                let _ = state.set_value(gen.heal, None, 0);
                lines.push("Sapphire regenerates: back to full health (Amarak's Blessing stops it)".into());
                format!("{} survived and regenerates (rulebook: Sapphire)", d.name)
            } else if w == 0 {
                format!("{} survived unhurt (rulebook: Attack an Enemy General 8)", d.name)
            } else {
                let clock = clock_for(state, g, w);
                let _ = state.set_value(gen.heal, None, clock);
                let kind = if is_major(g, w) { "Major wound" } else { "Minor wound" };
                lines.push(format!("{kind}: heals from the end of {} turn(s) from now", clock - 1));
                format!("{} survived: {} (rulebook: Minor Wound, Major Wound)", d.name, kind.to_lowercase())
            };
            state.set_result(RuleResult { title: format!("{} survived", d.name), lines, dice: Vec::new() });
            Ok(text)
        }
        Rule::EveningDraw => {
            // A draw skipped in the Evening may still be taken at Night, before the turn passes.
            let phase = state.value_or("phase", None, DAYTIME);
            if phase != EVENING && phase != NIGHT {
                return Err(TableError::Rule(
                    "Hero Cards are drawn in the Evening (rulebook: Step 2 - Evening)".into(),
                ));
            }
            if state.value_or(EVENING_DRAWN, None, 0) != 0 {
                return Err(TableError::Rule(
                    "the 2 Hero Cards were already drawn this Evening (rulebook: Step 2 - Evening)".into(),
                ));
            }
            let p = active_hero(state).ok_or(TableError::NoSuchPlayer(0))?;
            let c = state.by_key("cards", Some(p)).ok_or_else(|| TableError::NoSuchCounter("cards".into()))?;
            if c.value >= c.max {
                return Err(TableError::AtLimit { label: c.label.clone(), which: "maximum", limit: c.max });
            }
            let to = (c.value + EVENING_DRAW).min(c.max);
            state.set_value("cards", Some(p), to)?;
            if state.by_key(EVENING_DRAWN, None).is_some() {
                state.set_value(EVENING_DRAWN, None, 1)?;
            }
            let late = if phase == NIGHT { " (the Evening's, late)" } else { "" };
            let mut text = format!("{} draws {EVENING_DRAW} Hero Cards{late}: {to} in hand", hero_name(state, p));
            if to > HAND_LIMIT {
                text.push_str(&format!(" — discard down to {HAND_LIMIT}"));
            }
            Ok(text)
        }
        Rule::Wound { hero } => {
            check_hero(state, *hero)?;
            if !wound_one(state, *hero) {
                return Err(TableError::Rule(format!(
                    "{} has no Life Token left to lose (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            let mut text =
                format!("{}: 1 wound, {} Life Token(s) left", hero_name(state, *hero), on_card(state, *hero));
            if on_card(state, *hero) == 0 {
                text.push_str(" — lost in battle");
            }
            Ok(text)
        }
        Rule::Heal { hero, full } => {
            check_hero(state, *hero)?;
            let wounded = state.value_or("life_wounded", Some(*hero), 0);
            if wounded == 0 {
                return Err(TableError::Rule(format!(
                    "{} has no wounds to heal (rulebook: Healing Wounds)",
                    hero_name(state, *hero)
                )));
            }
            if on_card(state, *hero) == 0 {
                return Err(TableError::Rule(format!(
                    "{} is lost in battle: choose a new hero (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            let want = if *full { wounded } else { FIELD_HEAL };
            // rulebook: Healing Wounds — healed tokens are not used until the following turn.
            let n = move_tokens(state, *hero, "life_wounded", "life_used", want);
            let place = if *full { "in Monarch City or an Inn" } else { "away from enemies" };
            Ok(format!(
                "{} heals {n} Life Token(s) {place}, usable next turn (rulebook: Healing Wounds)",
                hero_name(state, *hero)
            ))
        }
        Rule::NewHero { hero } => {
            check_hero(state, *hero)?;
            if on_card(state, *hero) > 0 {
                return Err(TableError::Rule(format!(
                    "{} still has Life Tokens: only a hero lost in battle is replaced (rulebook: Suffering Wounds)",
                    hero_name(state, *hero)
                )));
            }
            Ok(replace_hero(state, *hero))
        }
    }
}

fn roll_minions(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let bonus = state.value_or("here.bonus", None, 0).max(0);
    let apply = state.value_or("here.apply", None, 1) != 0;
    let in_city = state.value_or(HERE_CITY, None, 0) != 0;
    let total: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0).max(0)).sum();
    if total == 0 {
        return Err(TableError::Rule(
            "count the minions at the hero's location first: one die each (rulebook: Engage Minions in Combat)".into(),
        ));
    }
    let mut dice = Vec::new();
    let mut lines = Vec::new();
    let mut hits_total = 0;
    for c in &COLS {
        let n = state.value_or(c.here, None, 0).max(0);
        if n == 0 {
            continue;
        }
        let need = i32::from(c.colour.minion_hit());
        let mut hits = 0;
        for _ in 0..n {
            let face: u32 = rng.random_range(1..=DIE);
            let hit = i32::try_from(face).unwrap_or(0) + bonus >= need;
            hits += i32::from(hit);
            dice.push(ResultDie { sides: DIE, face, label: title(c.colour.name()), hit: Some(hit) });
        }
        hits_total += hits;
        // rulebook: Engage Minions in Combat — a defeated minion leaves the location, to the
        // supply or to a hunter quest's card alike.
        let _ = state.set_value(c.here, None, n - hits);
        let mut line = format!("{}: {hits} of {n} defeated (hit on {need}+", c.colour.race());
        if bonus > 0 {
            line.push_str(&format!(", +{bonus} to each die"));
        }
        line.push(')');
        if in_city && hits > 0 && has_city_colours(state) {
            // rulebook: Engage Minions in Combat — the defeated leave Monarch City: to the supply, or to
            // the board's count while a hunter quest keeps them on its card (ruling A-17).
            let there = state.value_or(c.city, None, 0);
            let out = hits.min(there);
            let to = if apply { c.supply } else { c.board };
            if out > 0 && state.by_key(to, None).is_some() {
                let _ = state.set_value(c.city, None, there - out);
                let was = state.value_or(to, None, 0);
                let _ = state.set_value(to, None, was + out);
                let whither = if apply { "back to the supply" } else { "onto the quest card" };
                line.push_str(&format!("; {out} out of Monarch City, {whither}"));
            }
            if out < hits {
                line.push_str("; Monarch City counted too few of them: check it");
            }
        } else if apply && hits > 0 {
            let on_board = state.value_or(c.board, None, 0);
            let back = hits.min(on_board);
            if back > 0 && state.by_key(c.supply, None).is_some() {
                let _ = state.set_value(c.board, None, on_board - back);
                let supply = state.value_or(c.supply, None, 0);
                let _ = state.set_value(c.supply, None, supply + back);
                line.push_str(&format!("; {back} back to the supply"));
            }
            if back < hits {
                line.push_str("; the board count had too few: check it");
            }
        }
        lines.push(line);
    }
    if in_city && hits_total > 0 && !has_city_colours(state) {
        let city = state.value_or(CITY, None, 0);
        let out = hits_total.min(city);
        if out > 0 && state.set_value(CITY, None, city - out).is_ok() {
            lines.push(format!("Monarch City: {out} fewer, {} left", city - out));
        }
        if out < hits_total {
            lines.push("Monarch City counted fewer minions than were defeated: check it".into());
        }
    }
    let title = format!("{hits_total} of {total} minion(s) defeated");
    state.set_result(RuleResult { title: title.clone(), lines: lines.clone(), dice });
    Ok(format!("Engaged minions: {title} ({})", lines.join("; ")))
}

fn attack_general(state: &mut TableState, general: General, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let gen = gen_of(general);
    let d = general.data();
    if state.by_key(gen.wounds, None).is_none() {
        return Err(TableError::NoSuchCounter(gen.wounds.into()));
    }
    if is_defeated(state, gen) {
        return Err(TableError::Rule(format!("{} is already defeated (rulebook: Attack an Enemy General)", d.name)));
    }
    let n = state.value_or("attack.dice", None, 0).max(0);
    if n == 0 {
        return Err(TableError::Rule(format!(
            "set the dice from the Hero Cards with {}'s portrait first (rulebook: Attack an Enemy General 3)",
            d.name
        )));
    }
    let bonus = state.value_or("attack.bonus", None, 0).max(0);
    let need = i32::from(d.to_hit);
    let mut dice = Vec::new();
    let mut hits = 0;
    let mut ones = 0;
    for _ in 0..n {
        let face: u32 = rng.random_range(1..=DIE);
        let hit = i32::try_from(face).unwrap_or(0) + bonus >= need;
        hits += i32::from(hit);
        ones += i32::from(face == PARRY_FACE);
        dice.push(ResultDie { sides: DIE, face, label: d.name.to_string(), hit: Some(hit) });
    }
    let mut lines = vec![format!("{hits} hit(s) on {need}+ from {n} dice")];
    if general == General::Gorgutt && ones > 0 {
        let parried = ones.min(hits);
        hits -= parried;
        lines.push(format!(
            "Gorgutt parries {parried} with the 1s rolled ({ones}); carry extra 1s to the next hero (ruling A-10)"
        ));
    }
    match general {
        General::Balazarg => lines.push("Balazarg: roll a die per red card first, each 1 loses a card".into()),
        General::Varkolak => lines.push("Varkolak: no re-rolls".into()),
        General::Sapphire => lines.push("Sapphire: regenerates fully unless defeated in this combat".into()),
        General::Gorgutt => {}
    }
    let w = wounds_of(state, gen);
    let to = (w + hits).min(i32::from(d.track));
    if to != w {
        state.set_value(gen.wounds, None, to)?;
    }
    let left = remaining(general, to);
    let head = if left == 0 {
        format!("{} is defeated!", d.name)
    } else {
        format!("{hits} hit(s) on {}: {left} to go", d.name)
    };
    state.set_result(RuleResult { title: head.clone(), lines, dice });
    Ok(format!("Attacked {} with {n} dice: {head}", d.name))
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

fn general_status(state: &TableState, gen: &Gen) -> String {
    let g = gen.general;
    let d = g.data();
    if is_defeated(state, gen) {
        return "Defeated".into();
    }
    let w = wounds_of(state, gen);
    let left = remaining(g, w);
    let step = usize::try_from(state.value_or(gen.step, None, 0)).unwrap_or(0);
    let at = d.path.get(step).map_or("?", |&l| data::location(l).name);
    let mut s = format!("At {at}; {left} of {} hits to defeat, hits on {}+", d.track, d.to_hit);
    if w > 0 {
        let clock = state.value_or(gen.heal, None, 0);
        let kind = if is_major(g, w) { "major wound (does not advance)" } else { "minor wound" };
        s.push_str(&format!("; {kind}"));
        if g == General::Sapphire && clock <= 0 {
            s.push_str("; regenerates unless defeated");
        } else if clock == 1 {
            s.push_str("; heals 1 at the end of this turn");
        } else if clock > 1 {
            s.push_str(&format!("; starts healing at the end of turn {}", state.value_or("turn", None, 1) + clock - 1));
        } else {
            s.push_str("; not healing");
        }
    }
    s
}

fn champion(state: &TableState) -> (String, Vec<usize>) {
    let score = |p: usize| {
        let q = state.value_or("quests", Some(p), 0);
        (q + state.value_or("slain", Some(p), 0), q)
    };
    let n = state.player_count();
    let best = (0..n).map(score).max().unwrap_or((0, 0));
    let leaders: Vec<usize> = (0..n).filter(|&p| score(p) == best).collect();
    if best.0 == 0 {
        return ("No points yet".into(), Vec::new());
    }
    let names: Vec<String> = leaders.iter().map(|&p| state.player_name(p)).collect();
    (format!("{} with {} point(s), {} quest(s)", names.join(" and "), best.0, best.1), leaders)
}

fn reminder(state: &TableState) -> String {
    let war = state.value_or("war_status", None, 0);
    match state.value_or("phase", None, DAYTIME) {
        DAYTIME => "Daytime: Life Tokens face up, then one action per active token \
              (Rumors at the Inn at most 2); at its end the hero suffers 1 wound per minion there, +1 Fear with Undead"
            .into(),
        EVENING => format!("Evening: draw {EVENING_DRAW} Hero Cards, then discard down to {HAND_LIMIT}"),
        _ => {
            let healing: Vec<&str> = GENS
                .iter()
                .filter(|g| !is_defeated(state, g) && wounds_of(state, g) > 0 && state.value_or(g.heal, None, 0) == 1)
                .map(|g| g.general.data().name)
                .collect();
            let mut s = format!(
                "Night: draw {} Darkness Spreads card(s): {}; 4th minion on a location overruns and taints",
                night_cards(war),
                night_use(war)
            );
            if !healing.is_empty() {
                s.push_str(&format!("; then {} heal(s) 1", healing.join(", ")));
            }
            s
        }
    }
}

/// Derived values, alerts and buttons.
pub(crate) fn report(state: &TableState) -> Report {
    let mut r = Report::default();
    let war = state.value_or("war_status", None, 0);
    let defeated = defeated_count(state);
    let turn = state.value_or("turn", None, 1);
    let phase = state.value_or("phase", None, DAYTIME);
    let active = active_hero(state);

    // Turn.
    if let Some(p) = active {
        r.derived.push(
            Derived::new("active_hero", "Active hero", hero_name(state, p))
                .group(GROUP_TURN)
                .note("rulebook: Playing the Game — turn 1 is the first hero's (the players choose), then clockwise"),
        );
    }
    r.derived.push(Derived::new("reminder", "Now", reminder(state)).group(GROUP_TURN).note("rulebook: Game Turn"));

    // War.
    r.derived.push(
        Derived::new("darkness_cards", "Darkness Spreads cards each Night", night_cards(war).to_string())
            .group(GROUP_WAR)
            .note(format!("rulebook: War Status — {}", night_use(war))),
    );
    let crystals = state.value_or("crystals", None, CRYSTALS_AT_START);
    r.derived.push(
        Derived::new("crystals_left", "Tainted Crystals left", (CRYSTALS - crystals).max(0).to_string())
            .group(GROUP_WAR)
            .note("rulebook: Game Components — 12 in all"),
    );
    r.derived.push(
        Derived::new("generals_defeated", "Generals defeated", format!("{defeated} of {GENERALS}"))
            .group(GROUP_WAR)
            .note("rulebook: Winning (or Losing) — defeat all 4 to win"),
    );
    if crystals >= CRYSTALS {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "The 12th Tainted Crystal is on the board: the Realm falls (rulebook: Winning (or Losing) iii)",
            )
            .group(GROUP_WAR),
        );
    } else if crystals == CRYSTALS - 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "11 Tainted Crystals: the next one loses (rulebook: Winning (or Losing) iii)",
            )
            .group(GROUP_WAR),
        );
    }
    if state.value_or(SHORTAGE, None, 0) != 0 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "A Darkness Spreads card needed minions that neither the supply nor the quest cards had: the Realm \
                 falls (rulebook: Winning (or Losing) ii; ruling A-6)",
            )
            .group(GROUP_WAR),
        );
    }
    let city = city_total(state);
    if city >= CITY_FALLS_AT {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                format!("{city} minions in Monarch City: the city falls (rulebook: Winning (or Losing) iv)"),
            )
            .group(GROUP_WAR),
        );
    } else if city == CITY_FALLS_AT - 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "4 minions in Monarch City: one more and the city falls (rulebook: Overruns and Tainted Land)",
            )
            .group(GROUP_WAR),
        );
    }
    let expected_war = defeated.min(WAR_BOXES.len() as i32 - 1);
    if state.by_key("war_status", None).is_some() && war != expected_war {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!(
                    "War Status is in box {} but {defeated} General(s) are defeated: it should be box {} \
                     (rulebook: War Status)",
                    war + 1,
                    expected_war + 1
                ),
            )
            .group(GROUP_WAR),
        );
    }
    if defeated == GENERALS {
        let (who, _) = champion(state);
        r.alerts.push(Alert::new(
            AlertLevel::Victory,
            format!("All 4 Generals are defeated: the Realm is saved! King's Champion: {who} (rulebook: Winning (or Losing))"),
        ));
    }

    // Minions.
    let mut on_board = 0;
    for c in &COLS {
        let supply = state.value_or(c.supply, None, 0);
        let board = state.value_or(c.board, None, 0);
        on_board += board + state.value_or(c.city, None, 0);
        let race = c.colour.race();
        if state.by_key(c.supply, None).is_none() {
            continue;
        }
        if supply == 0 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "No {race} minions left in the supply: take them from quest cards, else the next card that \
                         needs one loses (rulebook: Winning (or Losing) ii; Quest Cards)"
                    ),
                )
                .group(GROUP_MINIONS),
            );
        } else if supply <= LOW_SUPPLY {
            r.alerts.push(
                Alert::new(AlertLevel::Info, format!("Only {supply} {race} minion(s) left in the supply"))
                    .group(GROUP_MINIONS),
            );
        }
    }
    r.derived.push(
        Derived::new("minions_on_board", "Minions on the board", on_board.to_string())
            .group(GROUP_MINIONS)
            .note("rulebook: Set Up — 30 after setup (24 with the Easier variant); Monarch City's are among them"),
    );
    if city > on_board && !has_city_colours(state) {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!("Monarch City holds {city} minions but only {on_board} are counted on the board: move them from the supply too"),
            )
            .group(GROUP_MINIONS),
        );
    }
    if turn == 1 && phase == DAYTIME && on_board == ESCORT * GENERALS {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Setup: move the 18 minions of the six setup cards from the supply to the board (12 with the Easier variant)",
            )
            .group(GROUP_MINIONS),
        );
    }

    // Generals.
    for gen in &GENS {
        let g = gen.general;
        let d = g.data();
        let group = general_group(g);
        r.derived.push(
            Derived::new(format!("{}.status", d.name.to_lowercase()), "Status", general_status(state, gen))
                .group(&group)
                .note("rulebook: Attack an Enemy General; Generals' Healing (ruling A-9)"),
        );
        let defeated_g = is_defeated(state, gen);
        let step = state.value_or(gen.step, None, 0);
        let last = d.path.len() as i32 - 1;
        if !defeated_g && step >= last {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    format!("{} entered Monarch City: the Realm falls (rulebook: Winning (or Losing) i)", d.name),
                )
                .group(&group),
            );
        } else if !defeated_g && step == last - 1 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!("{} is one step from Monarch City (rulebook: A General Advances)", d.name),
                )
                .group(&group),
            );
        }
        let w = wounds_of(state, gen);
        if g == General::Sapphire && sapphire_regenerates(state) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    "Sapphire is wounded: defeat her in this combat, or she returns to full health when it ends \
                     (\"Sapphire survived the combat\", at the latest when Daytime ends; rulebook: Sapphire). \
                     Amarak's Blessing: set her healing clock instead",
                )
                .group(&group),
            );
        }
        if !defeated_g && is_major(g, w) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} has a major wound: it does not advance (rulebook: Major Wound)", d.name),
                )
                .group(&group),
            );
        }
        if state.by_key(gen.wounds, None).is_some() {
            let attack = RuleButton::new(
                gen.attack,
                format!("Attack {}", d.name),
                RuleOp::Defenders(Rule::AttackGeneral { general: g }),
            )
            .group(GROUP_ATTACK);
            let attack = if defeated_g {
                attack.disabled(format!("{} is defeated", d.name))
            } else if state.value_or("attack.dice", None, 0) == 0 {
                attack.disabled("set the dice from Hero Cards first")
            } else {
                attack.hint(format!("roll the dice, hits on {}+, and move the Wound Marker", d.to_hit))
            };
            r.actions.push(attack);
            let survived = RuleButton::new(
                gen.survived,
                format!("{} survived the combat", d.name),
                RuleOp::Defenders(Rule::GeneralSurvived { general: g }),
            )
            .group(&group);
            r.actions.push(if defeated_g {
                survived.disabled(format!("{} is defeated", d.name))
            } else {
                survived.hint("starts its healing clock (Sapphire regenerates) and shows the Hero Defeated penalty")
            });
        }
    }
    let slain: i32 = (0..state.player_count()).map(|p| state.value_or("slain", Some(p), 0)).sum();
    if slain < defeated {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} General card(s) to hand out: the Slayer of each takes it (Generals slain +1)",
                    defeated - slain
                ),
            )
            .group(GROUP_CHAMPION),
        );
    }

    // Minion combat.
    for c in &COLS {
        r.derived.push(
            Derived::new(
                format!("hit.{}", c.colour.name()),
                format!("{} hit on", c.colour.race()),
                format!("{}+", c.colour.minion_hit()),
            )
            .group(GROUP_ROLLER)
            .note("rulebook: Enemy Minions"),
        );
    }
    let here: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0)).sum();
    let roll =
        RuleButton::new("roll_minions", "Engage minions", RuleOp::Defenders(Rule::RollMinions)).group(GROUP_ROLLER);
    r.actions.push(if here == 0 {
        roll.disabled("count the minions at the location first")
    } else {
        roll.hint("1 action: one die per minion")
    });
    if let Some(p) = active {
        let b = RuleButton::new("suffer_wounds", "End-of-turn wounds", RuleOp::Defenders(Rule::SufferWounds))
            .group(GROUP_ROLLER)
            .player(p);
        r.actions.push(if here == 0 {
            b.disabled("no minions counted at the location")
        } else {
            b.hint("1 wound per minion here, +1 Fear with Undead (rulebook: Suffering Wounds)")
        });
        let draw = RuleButton::new(
            "evening_draw",
            format!("Evening: draw {EVENING_DRAW}"),
            RuleOp::Defenders(Rule::EveningDraw),
        )
        .group(GROUP_TURN)
        .player(p);
        let drawn = state.value_or(EVENING_DRAWN, None, 0) != 0;
        r.actions.push(if phase != EVENING && phase != NIGHT {
            draw.disabled("in the Evening")
        } else if drawn {
            draw.disabled("already drawn this Evening")
        } else if phase == NIGHT {
            draw.hint("the Evening's draw was skipped: take it now, then discard down to 10")
        } else {
            draw.hint("once per Evening, then discard down to 10")
        });
        if phase == NIGHT && !drawn && state.by_key(EVENING_DRAWN, None).is_some() {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "{} did not take the Evening draw: press \"Evening: draw 2\" (drawn by hand: switch \
                         \"Evening draw taken\" on) (rulebook: Step 2 - Evening)",
                        hero_name(state, p)
                    ),
                )
                .player(p)
                .group(GROUP_TURN),
            );
        }
    }

    // Heroes.
    for p in 0..state.player_count() {
        let name = hero_name(state, p);
        let active_tokens = state.value_or("life_active", Some(p), 0);
        let wounded = state.value_or("life_wounded", Some(p), 0);
        let cap = capacity(state, p);
        let quests = state.value_or("quests", Some(p), 0);
        let points = quests + state.value_or("slain", Some(p), 0);
        r.derived.push(
            Derived::new("actions", "Actions left", active_tokens.to_string())
                .group(GROUP_LIFE)
                .player(p)
                .note("rulebook: Step 1 - Daytime — one per active Life Token"),
        );
        r.derived.push(
            Derived::new("life_on_card", "Life Tokens on the card", format!("{} of {cap}", on_card(state, p)))
                .group(GROUP_LIFE)
                .player(p)
                .note("designed: rulebook silent (F§3) — the hero's printed Life Tokens, with the variant"),
        );
        r.derived.push(
            Derived::new("points", "King's Champion points", points.to_string())
                .group(GROUP_CHAMPION)
                .player(p)
                .note("rulebook: The King's Champion — quests completed + General cards"),
        );
        if !has_life(state, p) {
            continue;
        }
        let lost = on_card(state, p) == 0;
        if lost {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!("{name} is lost in battle: pick a new hero above (or \"New hero\" for the same card): Monarch City, full Life, 1 Quest and 2 Hero Cards (rulebook: Suffering Wounds)"),
                )
                .player(p)
                .group(GROUP_LIFE),
            );
        } else if on_card(state, p) == 1 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{name} has 1 Life Token left: one more wound and the hero is lost"),
                )
                .player(p)
                .group(GROUP_LIFE),
            );
        }
        let cards = state.value_or("cards", Some(p), 0);
        if cards > HAND_LIMIT {
            let level = if Some(p) == active && phase >= EVENING { AlertLevel::Warning } else { AlertLevel::Info };
            r.alerts.push(
                Alert::new(level, format!("{name} holds {cards} Hero Cards: discard down to {HAND_LIMIT} after the Evening draw (rulebook: Step 2 - Evening)"))
                    .player(p)
                    .group(GROUP_HERO),
            );
        }
        let wound = RuleButton::new(format!("wound.{p}"), "Wound", RuleOp::Defenders(Rule::Wound { hero: p }))
            .group(GROUP_LIFE)
            .player(p);
        r.actions.push(if lost {
            wound.disabled("no Life Token left")
        } else {
            wound.hint("a used token first, then an active one")
        });
        for (key, label, full) in [("heal.", "Heal 2", false), ("heal_full.", "Heal fully (Monarch City, Inn)", true)] {
            let b = RuleButton::new(format!("{key}{p}"), label, RuleOp::Defenders(Rule::Heal { hero: p, full }))
                .group(GROUP_LIFE)
                .player(p);
            r.actions.push(if wounded == 0 {
                b.disabled("no wounds")
            } else if lost {
                b.disabled("lost in battle")
            } else {
                b.hint("not where enemies are; healed tokens are usable next turn")
            });
        }
        if lost {
            r.actions.push(
                RuleButton::new(format!("new_hero.{p}"), "New hero", RuleOp::Defenders(Rule::NewHero { hero: p }))
                    .group(GROUP_HERO)
                    .player(p)
                    .hint(
                        "the same hero card, full Life Tokens, 2 Hero Cards; picking another hero above does the same",
                    ),
            );
        }
    }
    let (who, _) = champion(state);
    r.derived.push(
        Derived::new("kings_champion", "King's Champion", who)
            .group(GROUP_CHAMPION)
            .note("rulebook: The King's Champion — most points, then most quests; a tie is shared"),
    );
    r
}

/// The Defenders tracker.
pub struct DefendersTracker;

impl Tracker for DefendersTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = true;

    fn info() -> TableKindInfo {
        self::info()
    }
    fn layout(players: usize) -> Layout {
        self::layout(players)
    }
    fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
        self::settle(state, changes)
    }
    fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
        self::rule(state, op, rng)
    }
    fn report(state: &TableState) -> Report {
        self::report(state)
    }
}

#[cfg(test)]
mod tests;

//! Defenders of the Realm's board, Generals, heroes, decks and quests, in Rampart's own format.
//!
//! Every value names its source: `rulebook: <section>`, `designed: rulebook silent (F§n)` for a
//! published fact from `shared/facts/defenders-of-the-realm.md`, or `designed: rulebook silent`
//! for a value Rampart chose. The contradictions and rulings are in docs/rules-notes/defenders.md.

use serde::{Deserialize, Serialize};

/// A location: an index into [`LOCATIONS`] (alphabetical order, as in F§1).
pub type Loc = u8;

/// The four enemy colours, in the rulebook's component order (R6): black, blue, red, green.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Undead (Varkolak).
    Black,
    /// Dragonkin (Sapphire).
    Blue,
    /// Demons (Balazarg).
    Red,
    /// Orcs (Gorgutt).
    Green,
}

/// rulebook: Game Components — the four colours in component order.
pub const COLOURS: [Colour; 4] = [Colour::Black, Colour::Blue, Colour::Red, Colour::Green];

impl Colour {
    /// 0..4 in [`COLOURS`] order.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// rulebook: Enemy Minions — the roll that defeats one minion of this colour.
    pub const fn minion_hit(self) -> u8 {
        match self {
            Colour::Black | Colour::Red => 4,
            Colour::Blue => 5,
            Colour::Green => 3,
        }
    }
    /// The General of this colour (rulebook: Game Components).
    pub const fn general(self) -> General {
        match self {
            Colour::Black => General::Varkolak,
            Colour::Blue => General::Sapphire,
            Colour::Red => General::Balazarg,
            Colour::Green => General::Gorgutt,
        }
    }
    /// "black", "blue", …
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }
    /// "Undead", "Dragonkin", "Demon", "Orc".
    pub const fn race(self) -> &'static str {
        match self {
            Colour::Black => "Undead",
            Colour::Blue => "Dragonkin",
            Colour::Red => "Demon",
            Colour::Green => "Orc",
        }
    }
}

/// The four Generals, indexed like their colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum General {
    /// Undead, black.
    Varkolak,
    /// Dragonkin, blue.
    Sapphire,
    /// Demons, red.
    Balazarg,
    /// Orcs, green.
    Gorgutt,
}

/// All four Generals, in colour order.
pub const GENERAL_LIST: [General; 4] = [General::Varkolak, General::Sapphire, General::Balazarg, General::Gorgutt];

impl General {
    /// 0..4, the same index as its colour.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// Its colour.
    pub const fn colour(self) -> Colour {
        COLOURS[self as usize]
    }
    /// Its static data.
    pub fn data(self) -> &'static GeneralData {
        &GENERALS[self as usize]
    }
}

/// What kind of place a location is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LocKind {
    /// An ordinary coloured location.
    Normal,
    /// An Inn: never overrun or tainted; Rumors and full healing.
    Inn,
    /// Monarch City.
    MonarchCity,
    /// A General's starting location (also coloured).
    GeneralStart(General),
}

/// One board location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocationData {
    /// Display name.
    pub name: &'static str,
    /// Its colour; `None` for Monarch City and the Inns.
    pub colour: Option<Colour>,
    /// Normal, Inn, Monarch City or a General start.
    pub kind: LocKind,
    /// The id the facts sheet's source gives it (F§1 "src id"): the order of simultaneous placements.
    pub src_id: u8,
    /// A treasure chest (the Rogue's Thievery).
    pub chest: bool,
    /// A Magic Gate at setup (rulebook: Set Up step 7 — Dancing Stone only).
    pub gate_at_start: bool,
}

/// A Hero card's movement band (rulebook: Movement Bands on Cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Band {
    /// Travel by Gate: to the card's location or any gate.
    Gate,
    /// Travel by Horse: up to 2 spaces.
    Horse,
    /// Fly by Eagle: up to 4 spaces.
    Eagle,
}

/// The 15 purple (special) Hero cards (F§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Place a Magic Gate on any location.
    MagicGate,
    /// Move any one hero anywhere.
    HammerOfValor,
    /// Remove every crystal from one location.
    SpellOfPurity,
    /// Remove all minions from two green locations.
    ElvenArchers,
    /// Clear 3 locations, then push one General back a step.
    BattleStrategy,
    /// Skip this turn's Darkness Spreads draws.
    AllIsQuiet,
    /// Re-roll all failed dice in one combat.
    BattleLuck,
    /// 1 action: defeat every minion at the hero's location.
    BattleFury,
    /// At an Inn: draw 5, keep a called colour and purple cards.
    LocalInformation,
    /// Remove up to 6 minions in and next to Monarch City.
    KingsGuardAttack,
    /// Sweep along lines removing 6 minions, at most 2 per location, Dragonkin counting 2.
    CavalrySweep,
    /// Look at the next 5 Darkness cards, throw out any, order the rest.
    DarkVisions,
    /// Cancel one location's placement on a Darkness card.
    MilitiaSecuresArea,
    /// Cancel a Darkness card's General advance.
    StrongDefenses,
    /// One General does not heal this turn.
    SpyInTheCamp,
}

impl Special {
    /// The card's printed name.
    pub const fn name(self) -> &'static str {
        match self {
            Special::MagicGate => "Magic Gate",
            Special::HammerOfValor => "Hammer of Valor",
            Special::SpellOfPurity => "Spell of Purity",
            Special::ElvenArchers => "Elven Archers",
            Special::BattleStrategy => "Battle Strategy",
            Special::AllIsQuiet => "All Is Quiet",
            Special::BattleLuck => "Battle Luck",
            Special::BattleFury => "Battle Fury",
            Special::LocalInformation => "Local Information",
            Special::KingsGuardAttack => "King's Guard Attack",
            Special::CavalrySweep => "Cavalry Sweep",
            Special::DarkVisions => "Dark Visions",
            Special::MilitiaSecuresArea => "Militia Secures Area",
            Special::StrongDefenses => "Strong Defenses",
            Special::SpyInTheCamp => "Spy in the Camp",
        }
    }
}

impl Band {
    /// "Gate", "Horse" or "Eagle".
    pub const fn name(self) -> &'static str {
        match self {
            Band::Gate => "Gate",
            Band::Horse => "Horse",
            Band::Eagle => "Eagle",
        }
    }
}

/// A Hero card as printed: "Wolf Pass (blue, Horse, 1 die)" or "Battle Luck (purple, 1 die)";
/// "an unknown card #id" for an id that names none.
pub fn card_name(id: HeroCardId) -> String {
    let Some(data) = HERO_CARDS.get(usize::from(id)) else { return format!("an unknown card #{id}") };
    let dice = |n: u8| format!("{n} {}", if n == 1 { "die" } else { "dice" });
    match data.kind {
        CardKind::Location { loc: l, band, dice: n } => {
            let colour = location(l).colour.map_or("no colour", Colour::name);
            format!("{} ({colour}, {}, {})", location(l).name, band.name(), dice(n))
        }
        CardKind::Special { special, dice: n, .. } => format!("{} (purple, {})", special.name(), dice(n)),
    }
}

/// Whose portrait a purple card bears (ruling A-14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Portrait {
    /// Counts against every General.
    Any,
    /// Counts against this General only.
    Of(General),
}

/// What a Hero card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// A location card: its colour is the location's; its portrait is that colour's General.
    Location {
        /// The location printed on it.
        loc: Loc,
        /// Its movement band.
        band: Band,
        /// Attack dice against its General.
        dice: u8,
    },
    /// A purple card.
    Special {
        /// Which one.
        special: Special,
        /// Its portrait.
        portrait: Portrait,
        /// Attack dice against a General its portrait allows.
        dice: u8,
    },
}

/// One kind of Hero card with its number of copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeroCardData {
    /// The card.
    pub kind: CardKind,
    /// Copies in the deck.
    pub copies: u8,
}

/// A General's advance on a Darkness card (rulebook: A General Advances).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneralAdvance {
    /// Who moves.
    pub general: General,
    /// To a named location (moves only if it is the next step) or `None` = "next step" (C-8).
    pub to: Option<Loc>,
    /// Its own minions it gains where it arrives.
    pub minions: u8,
}

/// What a Darkness Spreads card does besides its General section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DarkKind {
    /// Two locations, each with 1 or 2 minions of the location's colour.
    Regular {
        /// First location and its minion count.
        a: (Loc, u8),
        /// Second location and its minion count.
        b: (Loc, u8),
    },
    /// Nothing happens.
    AllIsQuiet,
    /// 1 Orc on every empty green location.
    OrcPatrols,
    /// +1 Orc where a single Orc is the only minion.
    OrcWarParty,
    /// 1 minion of each colour next to Monarch City goes into it; reshuffle both decks.
    MonarchCity,
}

/// One kind of Darkness Spreads card with its number of copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DarkCardData {
    /// The F§5 row number for regular cards (1-46); 47.. for the special cards in table order.
    pub number: u8,
    /// Its top half.
    pub kind: DarkKind,
    /// Its General section, if any.
    pub advance: Option<GeneralAdvance>,
    /// Copies in the deck.
    pub copies: u8,
}

/// How a General punishes the heroes who lose to it (F§2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// A fixed number.
    Fixed(u8),
    /// One d6.
    D6,
    /// One d6 read as 1-2 → 1, 3-4 → 2, 5-6 → 3.
    D3,
    /// The whole hand.
    All,
}

/// One General's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneralData {
    /// Display name.
    pub name: &'static str,
    /// Start (step 0), three steps, then Monarch City (step 4).
    pub path: [Loc; 5],
    /// Hits needed to defeat it from full health.
    pub track: u8,
    /// The roll that hits it.
    pub to_hit: u8,
    /// Its marker is in the major-wound zone while the hits still needed are ≤ this (0 = no zone).
    pub major_at: u8,
    /// Life tokens lost by each hero who loses to it.
    pub penalty_life: Amount,
    /// Hero cards lost by each hero who loses to it.
    pub penalty_cards: Amount,
}

/// The 8 heroes (rulebook: the roster; F§3 for the abilities and life).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HeroKind {
    /// +1 vs Undead and Demon minions, pushes Undead, purifies.
    Cleric,
    /// +1 action on red, re-rolls vs Dragonkin, tough.
    Dwarf,
    /// Flight and Sky/Ground stance.
    EagleRider,
    /// Ride, fearless, tough.
    Paladin,
    /// Woodland +1, ranged attack.
    Ranger,
    /// Nimble, thievery, rumors.
    Rogue,
    /// Shape-shifting and magic.
    Sorcerer,
    /// Teleport, Fireball, Foresight.
    Wizard,
}

/// All 8 heroes.
pub const HERO_LIST: [HeroKind; 8] = [
    HeroKind::Cleric,
    HeroKind::Dwarf,
    HeroKind::EagleRider,
    HeroKind::Paladin,
    HeroKind::Ranger,
    HeroKind::Rogue,
    HeroKind::Sorcerer,
    HeroKind::Wizard,
];

impl HeroKind {
    /// designed: rulebook silent (F§3) — life tokens; the eight sum to 42 (rulebook: Game Components).
    pub const fn life(self) -> u8 {
        match self {
            HeroKind::Cleric | HeroKind::Rogue | HeroKind::Sorcerer => 6,
            HeroKind::EagleRider => 4,
            _ => 5,
        }
    }
    /// Display name.
    pub const fn name(self) -> &'static str {
        match self {
            HeroKind::Cleric => "Cleric",
            HeroKind::Dwarf => "Dwarf",
            HeroKind::EagleRider => "Eagle Rider",
            HeroKind::Paladin => "Paladin",
            HeroKind::Ranger => "Ranger",
            HeroKind::Rogue => "Rogue",
            HeroKind::Sorcerer => "Sorcerer",
            HeroKind::Wizard => "Wizard",
        }
    }
}

/// The 24 quests (F§6). Scout the General is one kind per General.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quest {
    /// Dark Woods, 4 dice, need a 6: permanent +1 to every combat die.
    AmuletOfTheGods,
    /// Mountains of Mist, 4 dice, need a 6: permanent +2 actions a turn.
    BootsOfSpeed,
    /// Ancient Ruins, 4 dice, need a 6: permanent +1 Hero Card drawn a turn.
    HelmOfPower,
    /// Fire River, 3 dice, need a 5+: permanently ignore the penalties for losing to a General.
    WarBannerOfValor,
    /// Build a Magic Gate on a red location: discard for +2 dice in one combat.
    FindMagicGate,
    /// Unicorn Forest, 1 action per die, need a 5+: permanent Horse movement and a re-roll per combat.
    UnicornSteed,
    /// Visit the three Inns: draw 4 Hero Cards.
    Rumors,
    /// 1 action at Pleasant Hill, McCorm Highlands and Greenleaf Village: discard to stop a General advance.
    OrganizeMilitia,
    /// Land of Amazons, 3 dice, need a 5+: kill 1d6 minions up to 2 steps away.
    AmazonEnvoy,
    /// McCorm Highlands, 3 dice, need a 5+: kill 1d6 minions up to 2 steps away.
    DukeEnvoy,
    /// Heaven's Glade, 3 dice, need a 5+: kill 1d6 minions up to 2 steps away.
    ElfEnvoy,
    /// Raven Forest, 3 dice, need a 6: discard to cancel a General's combat skill for one combat.
    AmaraksBlessing,
    /// Gryphon Forest, 3 dice, need a 5+: discard to relocate up to 2 heroes.
    KingOfTheGryphons,
    /// Defeat 1 minion of each colour: discard to skip your Darkness Spreads draws once.
    Raids,
    /// Defeat 6 Orcs: discard to cancel one green placement.
    OrcHunter,
    /// Defeat 4 Demons: discard to cancel one red placement.
    DemonHunter,
    /// Defeat 3 Dragonkin: discard to cancel one blue placement.
    DragonHunter,
    /// Defeat 4 Undead: discard to cancel one black placement.
    UndeadHunter,
    /// 1 action on this General's location: take the top-most card of its colour from the Hero deck.
    Scout(General),
    /// Enchanted Glade, 3 dice, need a 5+: discard to remove a Tainted Crystal where you stand.
    CrystalOfLight,
    /// Greenleaf Village, 4 dice, need a 6: discard to remove a Tainted Crystal anywhere.
    AncientTreeOfMagic,
}

/// What a quest asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Requirement {
    /// 1 action at `at`, roll `dice` dice; any die ≥ `need` succeeds.
    Roll {
        /// Where.
        at: Loc,
        /// Dice rolled.
        dice: u8,
        /// The face needed on any die.
        need: u8,
    },
    /// Unicorn Steed: 1 action per die at `at`; any die ≥ `need` succeeds.
    RollPerAction {
        /// Where.
        at: Loc,
        /// The face needed on any die.
        need: u8,
    },
    /// Build a Magic Gate on a location of this colour.
    BuildGate(Colour),
    /// Be on each of the three Inns during your own turn.
    VisitInns([Loc; 3]),
    /// Spend 1 action at each of the three locations.
    Militia([Loc; 3]),
    /// Defeat this many minions of each colour (index = colour index).
    Kill([u8; 4]),
    /// Spend 1 action on this General's location.
    Scout(General),
}

/// A quest's static data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuestData {
    /// Display name.
    pub name: &'static str,
    /// What it asks.
    pub requirement: Requirement,
    /// A missed roll discards it (C-10).
    pub fail_discards: bool,
    /// The reward is a permanent ability (true) or a one-use "discard" effect / instant (false).
    pub permanent: bool,
}

// ---------------------------------------------------------------------------------------------
// TABLES — filled in below.
// ---------------------------------------------------------------------------------------------

/// Location ids: one constant per location, its index in [`LOCATIONS`] (alphabetical order, as in F§1).
///
/// designed: rulebook silent (F§1).
pub mod loc {
    use super::Loc;
    /// Amarak Peak.
    pub const AMARAK_PEAK: Loc = 0;
    /// Ancient Ruins.
    pub const ANCIENT_RUINS: Loc = 1;
    /// Angel Tear Falls.
    pub const ANGEL_TEAR_FALLS: Loc = 2;
    /// Blizzard Mountains.
    pub const BLIZZARD_MOUNTAINS: Loc = 3;
    /// Blood Flats.
    pub const BLOOD_FLATS: Loc = 4;
    /// Bounty Bay.
    pub const BOUNTY_BAY: Loc = 5;
    /// Brookdale Village.
    pub const BROOKDALE_VILLAGE: Loc = 6;
    /// Chimera Inn.
    pub const CHIMERA_INN: Loc = 7;
    /// Crystal Hills.
    pub const CRYSTAL_HILLS: Loc = 8;
    /// Cursed Plateau.
    pub const CURSED_PLATEAU: Loc = 9;
    /// Dancing Stone.
    pub const DANCING_STONE: Loc = 10;
    /// Dark Woods.
    pub const DARK_WOODS: Loc = 11;
    /// Dragon's Teeth Range.
    pub const DRAGONS_TEETH_RANGE: Loc = 12;
    /// Eagle Nest Inn.
    pub const EAGLE_NEST_INN: Loc = 13;
    /// Eagle Peak Pass.
    pub const EAGLE_PEAK_PASS: Loc = 14;
    /// Enchanted Glade.
    pub const ENCHANTED_GLADE: Loc = 15;
    /// Father Oak Forest.
    pub const FATHER_OAK_FOREST: Loc = 16;
    /// Fire River.
    pub const FIRE_RIVER: Loc = 17;
    /// Ghost Marsh.
    pub const GHOST_MARSH: Loc = 18;
    /// Golden Oak Forest.
    pub const GOLDEN_OAK_FOREST: Loc = 19;
    /// Greenleaf Village.
    pub const GREENLEAF_VILLAGE: Loc = 20;
    /// Gryphon Forest.
    pub const GRYPHON_FOREST: Loc = 21;
    /// Gryphon Inn.
    pub const GRYPHON_INN: Loc = 22;
    /// Heaven's Glade.
    pub const HEAVENS_GLADE: Loc = 23;
    /// Land of Amazons.
    pub const LAND_OF_AMAZONS: Loc = 24;
    /// McCorm Highlands.
    pub const MCCORM_HIGHLANDS: Loc = 25;
    /// Mermaid Harbor.
    pub const MERMAID_HARBOR: Loc = 26;
    /// Minotaur Forest.
    pub const MINOTAUR_FOREST: Loc = 27;
    /// Monarch City.
    pub const MONARCH_CITY: Loc = 28;
    /// Mountains of Mist.
    pub const MOUNTAINS_OF_MIST: Loc = 29;
    /// Orc Valley.
    pub const ORC_VALLEY: Loc = 30;
    /// Pleasant Hill.
    pub const PLEASANT_HILL: Loc = 31;
    /// Raven Forest.
    pub const RAVEN_FOREST: Loc = 32;
    /// Rock Bridge Pass.
    pub const ROCK_BRIDGE_PASS: Loc = 33;
    /// Scorpion Canyon.
    pub const SCORPION_CANYON: Loc = 34;
    /// Sea Bird Port.
    pub const SEA_BIRD_PORT: Loc = 35;
    /// Seagaul Lagoon.
    // unverified (C-24): the spelling "Seagaul".
    pub const SEAGAUL_LAGOON: Loc = 36;
    /// Serpent Swamp.
    pub const SERPENT_SWAMP: Loc = 37;
    /// Thorny Woods.
    pub const THORNY_WOODS: Loc = 38;
    /// Unicorn Forest.
    pub const UNICORN_FOREST: Loc = 39;
    /// Whispering Woods.
    pub const WHISPERING_WOODS: Loc = 40;
    /// Windy Pass.
    pub const WINDY_PASS: Loc = 41;
    /// Withered Hills.
    pub const WITHERED_HILLS: Loc = 42;
    /// Wolf Pass.
    pub const WOLF_PASS: Loc = 43;
    /// Wyvern Forest.
    pub const WYVERN_FOREST: Loc = 44;
}

/// Monarch City: re-exported from [`loc`] (designed: rulebook silent (F§1)).
pub use loc::MONARCH_CITY;

/// designed: rulebook silent (F§1) — the number of board locations.
pub const LOCATION_COUNT: usize = 45;

/// designed: rulebook silent (F§1) — the three Inns, in location order.
pub const INNS: [Loc; 3] = [loc::CHIMERA_INN, loc::EAGLE_NEST_INN, loc::GRYPHON_INN];

const fn place(
    name: &'static str,
    colour: Option<Colour>,
    kind: LocKind,
    src_id: u8,
    chest: bool,
    gate_at_start: bool,
) -> LocationData {
    LocationData { name, colour, kind, src_id, chest, gate_at_start }
}

/// The 45 board locations, indexed by [`Loc`].
///
/// designed: rulebook silent (F§1): names, colours, kinds, src ids and chests. Colour ↔ race is rulebook:
/// Game Components. The one starting gate (Dancing Stone) is rulebook: Set Up step 7. The treasure chests are
/// unverified (C-24).
/// Rows: name, colour, kind, src id, chest, gate at start.
pub const LOCATIONS: [LocationData; LOCATION_COUNT] = [
    place("Amarak Peak", Some(Colour::Blue), LocKind::Normal, 37, false, false),
    place("Ancient Ruins", Some(Colour::Red), LocKind::Normal, 32, false, false),
    place("Angel Tear Falls", Some(Colour::Black), LocKind::Normal, 16, false, false),
    place("Blizzard Mountains", Some(Colour::Blue), LocKind::GeneralStart(General::Sapphire), 42, false, false),
    place("Blood Flats", Some(Colour::Red), LocKind::Normal, 6, false, false),
    // chest: unverified (C-24)
    place("Bounty Bay", Some(Colour::Blue), LocKind::Normal, 21, true, false),
    place("Brookdale Village", Some(Colour::Black), LocKind::Normal, 10, false, false),
    place("Chimera Inn", None, LocKind::Inn, 44, false, false),
    place("Crystal Hills", Some(Colour::Blue), LocKind::Normal, 35, false, false),
    place("Cursed Plateau", Some(Colour::Red), LocKind::Normal, 45, false, false),
    // gate at start: rulebook: Set Up step 7
    place("Dancing Stone", Some(Colour::Black), LocKind::Normal, 25, false, true),
    place("Dark Woods", Some(Colour::Black), LocKind::GeneralStart(General::Varkolak), 1, false, false),
    place("Dragon's Teeth Range", Some(Colour::Blue), LocKind::Normal, 17, false, false),
    place("Eagle Nest Inn", None, LocKind::Inn, 3, false, false),
    place("Eagle Peak Pass", Some(Colour::Blue), LocKind::Normal, 29, false, false),
    place("Enchanted Glade", Some(Colour::Black), LocKind::Normal, 4, false, false),
    place("Father Oak Forest", Some(Colour::Green), LocKind::Normal, 15, false, false),
    place("Fire River", Some(Colour::Black), LocKind::Normal, 28, false, false),
    place("Ghost Marsh", Some(Colour::Red), LocKind::Normal, 40, false, false),
    place("Golden Oak Forest", Some(Colour::Green), LocKind::Normal, 2, false, false),
    place("Greenleaf Village", Some(Colour::Green), LocKind::Normal, 26, false, false),
    place("Gryphon Forest", Some(Colour::Green), LocKind::Normal, 22, false, false),
    place("Gryphon Inn", None, LocKind::Inn, 23, false, false),
    place("Heaven's Glade", Some(Colour::Green), LocKind::Normal, 38, false, false),
    // chest: unverified (C-24)
    place("Land of Amazons", Some(Colour::Black), LocKind::Normal, 34, true, false),
    // chest: unverified (C-24)
    place("McCorm Highlands", Some(Colour::Black), LocKind::Normal, 36, true, false),
    // chest: unverified (C-24)
    place("Mermaid Harbor", Some(Colour::Black), LocKind::Normal, 27, true, false),
    place("Minotaur Forest", Some(Colour::Green), LocKind::Normal, 14, false, false),
    // chest: unverified (C-24)
    place("Monarch City", None, LocKind::MonarchCity, 20, true, false),
    place("Mountains of Mist", Some(Colour::Blue), LocKind::Normal, 33, false, false),
    place("Orc Valley", Some(Colour::Red), LocKind::Normal, 24, false, false),
    // chest: unverified (C-24)
    place("Pleasant Hill", Some(Colour::Red), LocKind::Normal, 13, true, false),
    place("Raven Forest", Some(Colour::Green), LocKind::Normal, 11, false, false),
    place("Rock Bridge Pass", Some(Colour::Blue), LocKind::Normal, 9, false, false),
    place("Scorpion Canyon", Some(Colour::Red), LocKind::GeneralStart(General::Balazarg), 7, false, false),
    // chest: unverified (C-24)
    place("Sea Bird Port", Some(Colour::Black), LocKind::Normal, 12, true, false),
    // unverified (C-24): the spelling
    place("Seagaul Lagoon", Some(Colour::Blue), LocKind::Normal, 18, false, false),
    place("Serpent Swamp", Some(Colour::Red), LocKind::Normal, 30, false, false),
    place("Thorny Woods", Some(Colour::Green), LocKind::GeneralStart(General::Gorgutt), 41, false, false),
    place("Unicorn Forest", Some(Colour::Green), LocKind::Normal, 5, false, false),
    place("Whispering Woods", Some(Colour::Green), LocKind::Normal, 31, false, false),
    place("Windy Pass", Some(Colour::Red), LocKind::Normal, 8, false, false),
    place("Withered Hills", Some(Colour::Red), LocKind::Normal, 43, false, false),
    place("Wolf Pass", Some(Colour::Blue), LocKind::Normal, 19, false, false),
    place("Wyvern Forest", Some(Colour::Green), LocKind::Normal, 39, false, false),
];

/// The 75 undirected paths between locations, each listed once (lower location first).
///
/// designed: rulebook silent (F§1a).
pub const EDGES: [(Loc, Loc); 75] = [
    (loc::AMARAK_PEAK, loc::EAGLE_PEAK_PASS),
    (loc::AMARAK_PEAK, loc::GHOST_MARSH),
    (loc::AMARAK_PEAK, loc::MCCORM_HIGHLANDS),
    (loc::AMARAK_PEAK, loc::THORNY_WOODS),
    (loc::ANCIENT_RUINS, loc::GREENLEAF_VILLAGE),
    (loc::ANCIENT_RUINS, loc::HEAVENS_GLADE),
    (loc::ANCIENT_RUINS, loc::WHISPERING_WOODS),
    (loc::ANGEL_TEAR_FALLS, loc::BOUNTY_BAY),
    (loc::ANGEL_TEAR_FALLS, loc::DRAGONS_TEETH_RANGE),
    (loc::ANGEL_TEAR_FALLS, loc::FIRE_RIVER),
    (loc::ANGEL_TEAR_FALLS, loc::PLEASANT_HILL),
    (loc::ANGEL_TEAR_FALLS, loc::RAVEN_FOREST),
    (loc::BLIZZARD_MOUNTAINS, loc::HEAVENS_GLADE),
    (loc::BLIZZARD_MOUNTAINS, loc::WITHERED_HILLS),
    (loc::BLOOD_FLATS, loc::BROOKDALE_VILLAGE),
    (loc::BLOOD_FLATS, loc::RAVEN_FOREST),
    (loc::BLOOD_FLATS, loc::SCORPION_CANYON),
    (loc::BLOOD_FLATS, loc::UNICORN_FOREST),
    (loc::BOUNTY_BAY, loc::GREENLEAF_VILLAGE),
    (loc::BOUNTY_BAY, loc::MERMAID_HARBOR),
    (loc::BOUNTY_BAY, loc::MONARCH_CITY),
    (loc::BROOKDALE_VILLAGE, loc::FATHER_OAK_FOREST),
    (loc::BROOKDALE_VILLAGE, loc::PLEASANT_HILL),
    (loc::BROOKDALE_VILLAGE, loc::ROCK_BRIDGE_PASS),
    (loc::BROOKDALE_VILLAGE, loc::SEA_BIRD_PORT),
    (loc::BROOKDALE_VILLAGE, loc::UNICORN_FOREST),
    (loc::CHIMERA_INN, loc::WITHERED_HILLS),
    (loc::CRYSTAL_HILLS, loc::FIRE_RIVER),
    (loc::CRYSTAL_HILLS, loc::MERMAID_HARBOR),
    (loc::CRYSTAL_HILLS, loc::WYVERN_FOREST),
    (loc::CURSED_PLATEAU, loc::LAND_OF_AMAZONS),
    (loc::CURSED_PLATEAU, loc::WITHERED_HILLS),
    (loc::CURSED_PLATEAU, loc::WYVERN_FOREST),
    (loc::DANCING_STONE, loc::GREENLEAF_VILLAGE),
    (loc::DANCING_STONE, loc::MONARCH_CITY),
    (loc::DANCING_STONE, loc::ORC_VALLEY),
    (loc::DANCING_STONE, loc::WHISPERING_WOODS),
    (loc::DARK_WOODS, loc::GOLDEN_OAK_FOREST),
    (loc::DARK_WOODS, loc::WINDY_PASS),
    (loc::EAGLE_NEST_INN, loc::ENCHANTED_GLADE),
    (loc::EAGLE_PEAK_PASS, loc::ORC_VALLEY),
    (loc::EAGLE_PEAK_PASS, loc::WHISPERING_WOODS),
    (loc::ENCHANTED_GLADE, loc::ROCK_BRIDGE_PASS),
    (loc::ENCHANTED_GLADE, loc::UNICORN_FOREST),
    (loc::FATHER_OAK_FOREST, loc::MONARCH_CITY),
    (loc::FATHER_OAK_FOREST, loc::PLEASANT_HILL),
    (loc::FATHER_OAK_FOREST, loc::SEA_BIRD_PORT),
    (loc::FATHER_OAK_FOREST, loc::WOLF_PASS),
    (loc::FIRE_RIVER, loc::MERMAID_HARBOR),
    (loc::GOLDEN_OAK_FOREST, loc::ROCK_BRIDGE_PASS),
    (loc::GREENLEAF_VILLAGE, loc::MONARCH_CITY),
    (loc::GREENLEAF_VILLAGE, loc::MOUNTAINS_OF_MIST),
    (loc::GRYPHON_FOREST, loc::GRYPHON_INN),
    (loc::GRYPHON_FOREST, loc::SEAGAUL_LAGOON),
    (loc::GRYPHON_FOREST, loc::SERPENT_SWAMP),
    (loc::HEAVENS_GLADE, loc::THORNY_WOODS),
    (loc::HEAVENS_GLADE, loc::WHISPERING_WOODS),
    (loc::LAND_OF_AMAZONS, loc::MERMAID_HARBOR),
    (loc::LAND_OF_AMAZONS, loc::MOUNTAINS_OF_MIST),
    (loc::LAND_OF_AMAZONS, loc::WYVERN_FOREST),
    (loc::MCCORM_HIGHLANDS, loc::SERPENT_SWAMP),
    (loc::MERMAID_HARBOR, loc::WYVERN_FOREST),
    (loc::MINOTAUR_FOREST, loc::SEAGAUL_LAGOON),
    (loc::MINOTAUR_FOREST, loc::WOLF_PASS),
    (loc::MONARCH_CITY, loc::ORC_VALLEY),
    (loc::MONARCH_CITY, loc::WOLF_PASS),
    (loc::MOUNTAINS_OF_MIST, loc::WITHERED_HILLS),
    (loc::ORC_VALLEY, loc::WHISPERING_WOODS),
    (loc::ORC_VALLEY, loc::WOLF_PASS),
    (loc::PLEASANT_HILL, loc::RAVEN_FOREST),
    (loc::RAVEN_FOREST, loc::SCORPION_CANYON),
    (loc::ROCK_BRIDGE_PASS, loc::SEA_BIRD_PORT),
    (loc::ROCK_BRIDGE_PASS, loc::WINDY_PASS),
    (loc::SEA_BIRD_PORT, loc::WINDY_PASS),
    (loc::SEAGAUL_LAGOON, loc::WOLF_PASS),
];

/// Each location's neighbours, sorted ascending; generated from [`EDGES`] (designed: rulebook silent (F§1a)).
const ADJ: [&[Loc]; LOCATION_COUNT] = [
    &[14, 18, 25, 38],        // Amarak Peak
    &[20, 23, 40],            // Ancient Ruins
    &[5, 12, 17, 31, 32],     // Angel Tear Falls
    &[23, 42],                // Blizzard Mountains
    &[6, 32, 34, 39],         // Blood Flats
    &[2, 20, 26, 28],         // Bounty Bay
    &[4, 16, 31, 33, 35, 39], // Brookdale Village
    &[42],                    // Chimera Inn
    &[17, 26, 44],            // Crystal Hills
    &[24, 42, 44],            // Cursed Plateau
    &[20, 28, 30, 40],        // Dancing Stone
    &[19, 41],                // Dark Woods
    &[2],                     // Dragon's Teeth Range
    &[15],                    // Eagle Nest Inn
    &[0, 30, 40],             // Eagle Peak Pass
    &[13, 33, 39],            // Enchanted Glade
    &[6, 28, 31, 35, 43],     // Father Oak Forest
    &[2, 8, 26],              // Fire River
    &[0],                     // Ghost Marsh
    &[11, 33],                // Golden Oak Forest
    &[1, 5, 10, 28, 29],      // Greenleaf Village
    &[22, 36, 37],            // Gryphon Forest
    &[21],                    // Gryphon Inn
    &[1, 3, 38, 40],          // Heaven's Glade
    &[9, 26, 29, 44],         // Land of Amazons
    &[0, 37],                 // McCorm Highlands
    &[5, 8, 17, 24, 44],      // Mermaid Harbor
    &[36, 43],                // Minotaur Forest
    &[5, 10, 16, 20, 30, 43], // Monarch City
    &[20, 24, 42],            // Mountains of Mist
    &[10, 14, 28, 40, 43],    // Orc Valley
    &[2, 6, 16, 32],          // Pleasant Hill
    &[2, 4, 31, 34],          // Raven Forest
    &[6, 15, 19, 35, 41],     // Rock Bridge Pass
    &[4, 32],                 // Scorpion Canyon
    &[6, 16, 33, 41],         // Sea Bird Port
    &[21, 27, 43],            // Seagaul Lagoon
    &[21, 25],                // Serpent Swamp
    &[0, 23],                 // Thorny Woods
    &[4, 6, 15],              // Unicorn Forest
    &[1, 10, 14, 23, 30],     // Whispering Woods
    &[11, 33, 35],            // Windy Pass
    &[3, 7, 9, 29],           // Withered Hills
    &[16, 27, 28, 30, 36],    // Wolf Pass
    &[8, 9, 24, 26],          // Wyvern Forest
];

/// Shortest path lengths between every two locations, computed from [`EDGES`] by breadth-first
/// search when the crate is compiled (designed: rulebook silent (F§1a)).
const DIST: [[u8; LOCATION_COUNT]; LOCATION_COUNT] = distances(&EDGES);

/// Most paths from one location (the map has 6 at most; a larger degree fails the build).
const MAX_DEGREE: usize = 8;

/// The shortest path lengths between every two locations joined by the undirected `edges`,
/// breadth-first from each location; `u8::MAX` where no path joins two locations.
const fn distances(edges: &[(Loc, Loc)]) -> [[u8; LOCATION_COUNT]; LOCATION_COUNT] {
    // Each location's neighbours, from the edge list.
    let mut adj = [[0usize; MAX_DEGREE]; LOCATION_COUNT];
    let mut degree = [0usize; LOCATION_COUNT];
    let mut e = 0;
    while e < edges.len() {
        let (a, b) = (edges[e].0 as usize, edges[e].1 as usize);
        adj[a][degree[a]] = b;
        degree[a] += 1;
        adj[b][degree[b]] = a;
        degree[b] += 1;
        e += 1;
    }
    let mut dist = [[u8::MAX; LOCATION_COUNT]; LOCATION_COUNT];
    let mut from = 0;
    while from < LOCATION_COUNT {
        let mut queue = [0usize; LOCATION_COUNT];
        let (mut head, mut tail) = (0, 1);
        queue[0] = from;
        dist[from][from] = 0;
        while head < tail {
            let u = queue[head];
            head += 1;
            let mut k = 0;
            while k < degree[u] {
                let v = adj[u][k];
                if dist[from][v] == u8::MAX {
                    dist[from][v] = dist[from][u] + 1;
                    queue[tail] = v;
                    tail += 1;
                }
                k += 1;
            }
        }
        from += 1;
    }
    dist
}

/// The neighbours of `l`, sorted ascending (designed: rulebook silent (F§1a)).
pub fn neighbours(l: Loc) -> &'static [Loc] {
    ADJ[l as usize]
}

/// The number of steps on the shortest path between `a` and `b` (designed: rulebook silent (F§1a)).
pub fn distance(a: Loc, b: Loc) -> u8 {
    DIST[a as usize][b as usize]
}

/// The farthest reach [`within`] answers for (the Eagle band and Flight: 4 steps).
pub const MAX_REACH: u8 = 4;

/// For each location and each reach 0..=[`MAX_REACH`], the other locations at most that many
/// steps away, as a bit set by id: built once from [`DIST`].
const WITHIN: [[u64; MAX_REACH as usize + 1]; LOCATION_COUNT] = {
    let mut table = [[0u64; MAX_REACH as usize + 1]; LOCATION_COUNT];
    let mut from = 0;
    while from < LOCATION_COUNT {
        let mut max = 0;
        while max <= MAX_REACH as usize {
            let mut to = 0;
            while to < LOCATION_COUNT {
                if to != from && DIST[from][to] as usize <= max {
                    table[from][max] |= 1u64 << to;
                }
                to += 1;
            }
            max += 1;
        }
        from += 1;
    }
    table
};

/// The locations other than `from` at most `max` steps away, as a bit set by id (`None` past
/// [`MAX_REACH`]).
pub fn within(from: Loc, max: u8) -> Option<u64> {
    WITHIN.get(usize::from(from))?.get(usize::from(max)).copied()
}

/// The static data of location `l`.
pub fn location(l: Loc) -> &'static LocationData {
    &LOCATIONS[l as usize]
}

/// The location called `name` (case-insensitive, otherwise exact), if any.
pub fn loc_by_name(name: &str) -> Option<Loc> {
    LOCATIONS.iter().position(|d| d.name.eq_ignore_ascii_case(name)).map(|i| i as Loc)
}

/// The General that starts on `l`, if any (designed: rulebook silent (F§1, F§2)).
pub fn general_at_start(l: Loc) -> Option<General> {
    match LOCATIONS[l as usize].kind {
        LocKind::GeneralStart(g) => Some(g),
        _ => None,
    }
}

/// The four Generals, indexed by [`General::index`].
///
/// designed: rulebook silent (F§2): paths, wound tracks, to-hit numbers, major-wound zones and penalties.
/// Balazarg's path is also confirmed by rulebook: All is Quiet, Example 1 (C-25).
pub const GENERALS: [GeneralData; 4] = [
    GeneralData {
        name: "Varkolak",
        path: [loc::DARK_WOODS, loc::WINDY_PASS, loc::SEA_BIRD_PORT, loc::FATHER_OAK_FOREST, loc::MONARCH_CITY],
        track: 5,
        to_hit: 4,
        major_at: 0,
        penalty_life: Amount::D6,
        penalty_cards: Amount::D6,
    },
    GeneralData {
        name: "Sapphire",
        path: [
            loc::BLIZZARD_MOUNTAINS,
            loc::HEAVENS_GLADE,
            loc::ANCIENT_RUINS,
            loc::GREENLEAF_VILLAGE,
            loc::MONARCH_CITY,
        ],
        track: 4,
        to_hit: 5,
        major_at: 0,
        penalty_life: Amount::Fixed(3),
        penalty_cards: Amount::D6,
    },
    GeneralData {
        name: "Balazarg",
        path: [loc::SCORPION_CANYON, loc::RAVEN_FOREST, loc::ANGEL_TEAR_FALLS, loc::BOUNTY_BAY, loc::MONARCH_CITY],
        track: 6,
        to_hit: 4,
        major_at: 1,
        penalty_life: Amount::D3,
        penalty_cards: Amount::All,
    },
    GeneralData {
        name: "Gorgutt",
        path: [loc::THORNY_WOODS, loc::AMARAK_PEAK, loc::EAGLE_PEAK_PASS, loc::ORC_VALLEY, loc::MONARCH_CITY],
        track: 6,
        to_hit: 3,
        major_at: 2,
        penalty_life: Amount::Fixed(2),
        penalty_cards: Amount::Fixed(2),
    },
];

/// An index into [`HERO_CARDS`]: one kind of Hero card.
pub type HeroCardId = u8;

/// The number of location-card kinds at the front of [`HERO_CARDS`]; the purple kinds follow in [`Special`] order.
pub const LOCATION_CARD_KINDS: usize = 70;

/// The Hero deck: one entry per kind of card, with its copies (97 cards: 81 location cards + 16 purple).
///
/// designed: rulebook silent (F§4). Location cards come first, in location order and then band order (Gate,
/// Horse, Eagle); then the 15 purple kinds in F§4 order (= [`Special`] order). The portraits marked "any" are
/// ruling A-14 (C-9). The location list is encoded as transcribed (C-13): Mountains of Mist has no card and
/// Mermaid Harbor has 3; fixing it is a one-row change here.
pub const HERO_CARDS: [HeroCardData; 85] = [
    HeroCardData { kind: CardKind::Location { loc: loc::AMARAK_PEAK, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::AMARAK_PEAK, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ANCIENT_RUINS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ANCIENT_RUINS, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ANGEL_TEAR_FALLS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ANGEL_TEAR_FALLS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::BLIZZARD_MOUNTAINS, band: Band::Horse, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::BLOOD_FLATS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::BLOOD_FLATS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::BOUNTY_BAY, band: Band::Gate, dice: 1 }, copies: 1 },
    // unverified (C-24): a Horse card with 2 dice
    HeroCardData { kind: CardKind::Location { loc: loc::BOUNTY_BAY, band: Band::Horse, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::BROOKDALE_VILLAGE, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::BROOKDALE_VILLAGE, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::CRYSTAL_HILLS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::CRYSTAL_HILLS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::CURSED_PLATEAU, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::DANCING_STONE, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::DANCING_STONE, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::DARK_WOODS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::DARK_WOODS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::DRAGONS_TEETH_RANGE, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::DRAGONS_TEETH_RANGE, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::EAGLE_PEAK_PASS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::EAGLE_PEAK_PASS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ENCHANTED_GLADE, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::FATHER_OAK_FOREST, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::FATHER_OAK_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::FIRE_RIVER, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::FIRE_RIVER, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GHOST_MARSH, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GHOST_MARSH, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GOLDEN_OAK_FOREST, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GOLDEN_OAK_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GREENLEAF_VILLAGE, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GREENLEAF_VILLAGE, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GRYPHON_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::GRYPHON_FOREST, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::HEAVENS_GLADE, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::LAND_OF_AMAZONS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::LAND_OF_AMAZONS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::MCCORM_HIGHLANDS, band: Band::Gate, dice: 1 }, copies: 2 },
    // unverified (C-13): Mermaid Harbor has 3 cards
    HeroCardData { kind: CardKind::Location { loc: loc::MERMAID_HARBOR, band: Band::Horse, dice: 1 }, copies: 2 },
    // unverified (C-13): Mermaid Harbor has 3 cards
    HeroCardData { kind: CardKind::Location { loc: loc::MERMAID_HARBOR, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::MINOTAUR_FOREST, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::MINOTAUR_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    // unverified (C-13): Mountains of Mist has no cards
    HeroCardData { kind: CardKind::Location { loc: loc::ORC_VALLEY, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ORC_VALLEY, band: Band::Horse, dice: 1 }, copies: 1 },
    // unverified (C-24): a Horse card with 2 dice
    HeroCardData { kind: CardKind::Location { loc: loc::PLEASANT_HILL, band: Band::Horse, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::PLEASANT_HILL, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::RAVEN_FOREST, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::RAVEN_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::ROCK_BRIDGE_PASS, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::SCORPION_CANYON, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SCORPION_CANYON, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SEA_BIRD_PORT, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SEA_BIRD_PORT, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SEAGAUL_LAGOON, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SEAGAUL_LAGOON, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::SERPENT_SWAMP, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::THORNY_WOODS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::THORNY_WOODS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::UNICORN_FOREST, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::WHISPERING_WOODS, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::WINDY_PASS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::WINDY_PASS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::WITHERED_HILLS, band: Band::Gate, dice: 1 }, copies: 2 },
    HeroCardData { kind: CardKind::Location { loc: loc::WOLF_PASS, band: Band::Gate, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::WOLF_PASS, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::WYVERN_FOREST, band: Band::Horse, dice: 1 }, copies: 1 },
    HeroCardData { kind: CardKind::Location { loc: loc::WYVERN_FOREST, band: Band::Eagle, dice: 2 }, copies: 1 },
    HeroCardData {
        kind: CardKind::Special { special: Special::MagicGate, portrait: Portrait::Of(General::Varkolak), dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::HammerOfValor, portrait: Portrait::Any, dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::SpellOfPurity, portrait: Portrait::Of(General::Balazarg), dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::ElvenArchers, portrait: Portrait::Of(General::Gorgutt), dice: 1 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::BattleStrategy, portrait: Portrait::Any, dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::AllIsQuiet, portrait: Portrait::Of(General::Gorgutt), dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::BattleLuck, portrait: Portrait::Any, dice: 1 },
        copies: 2,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::BattleFury, portrait: Portrait::Of(General::Sapphire), dice: 2 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::LocalInformation, portrait: Portrait::Any, dice: 1 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special {
            special: Special::KingsGuardAttack,
            portrait: Portrait::Of(General::Sapphire),
            dice: 1,
        },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::CavalrySweep, portrait: Portrait::Any, dice: 1 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::DarkVisions, portrait: Portrait::Any, dice: 1 },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special {
            special: Special::MilitiaSecuresArea,
            portrait: Portrait::Of(General::Varkolak),
            dice: 1,
        },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special {
            special: Special::StrongDefenses,
            portrait: Portrait::Of(General::Balazarg),
            dice: 1,
        },
        copies: 1,
    },
    HeroCardData {
        kind: CardKind::Special { special: Special::SpyInTheCamp, portrait: Portrait::Any, dice: 1 },
        copies: 1,
    },
];

/// The kind of Hero card `id`.
pub fn hero_card(id: HeroCardId) -> &'static HeroCardData {
    &HERO_CARDS[id as usize]
}

/// The colour of Hero card `id`: its location's colour for a location card, `None` for a purple card
/// (and for an id off the table, which a protocol message may carry).
pub fn card_colour(id: HeroCardId) -> Option<Colour> {
    match HERO_CARDS.get(id as usize)?.kind {
        CardKind::Location { loc, .. } => LOCATIONS.get(loc as usize)?.colour,
        CardKind::Special { .. } => None,
    }
}

/// The Hero card id of purple card `s`.
pub fn special_card(s: Special) -> HeroCardId {
    (LOCATION_CARD_KINDS + s as usize) as HeroCardId
}

/// An index into [`DARKNESS`]: one kind of Darkness Spreads card.
pub type DarkCardId = u8;

const fn regular(
    number: u8,
    a: (Loc, u8),
    b: (Loc, u8),
    general: General,
    to: Option<Loc>,
    minions: u8,
) -> DarkCardData {
    DarkCardData {
        number,
        kind: DarkKind::Regular { a, b },
        advance: Some(GeneralAdvance { general, to, minions }),
        copies: 1,
    }
}

const fn special(number: u8, kind: DarkKind, advance: Option<GeneralAdvance>, copies: u8) -> DarkCardData {
    DarkCardData { number, kind, advance, copies }
}

const fn next_step(general: General, minions: u8) -> Option<GeneralAdvance> {
    Some(GeneralAdvance { general, to: None, minions })
}

const fn to_city(general: General) -> Option<GeneralAdvance> {
    Some(GeneralAdvance { general, to: Some(MONARCH_CITY), minions: 0 })
}

/// The Darkness Spreads deck: one entry per kind of card, with its copies (56 cards).
///
/// designed: rulebook silent (F§5). Entries 0-45 are the 46 regular cards in F§5 row order (number = row #;
/// `to: None` = "next step", C-8). Then All is Quiet (47, ×3), Orc Patrols (48-51, one per General in
/// [`GENERAL_LIST`] order), Orc War Party (52 Sapphire, 53 Varkolak, both → Monarch City +0) and Monarch City
/// (54). The special cards' effects are rulebook: Darkness Spreads Cards; their General sections are F§5.
/// No card names Mountains of Mist (C-16, as transcribed).
/// Regular rows: number, location A and minions, location B and minions, General, destination, +minions.
pub const DARKNESS: [DarkCardData; 54] = [
    regular(1, (loc::DRAGONS_TEETH_RANGE, 1), (loc::DARK_WOODS, 2), General::Varkolak, Some(loc::WINDY_PASS), 1),
    regular(2, (loc::SCORPION_CANYON, 2), (loc::GRYPHON_FOREST, 1), General::Varkolak, Some(loc::WINDY_PASS), 2),
    regular(3, (loc::WITHERED_HILLS, 1), (loc::FATHER_OAK_FOREST, 1), General::Varkolak, Some(loc::WINDY_PASS), 3),
    regular(4, (loc::BLOOD_FLATS, 2), (loc::GREENLEAF_VILLAGE, 1), General::Varkolak, Some(loc::SEA_BIRD_PORT), 2),
    regular(5, (loc::ORC_VALLEY, 1), (loc::UNICORN_FOREST, 2), General::Varkolak, Some(loc::SEA_BIRD_PORT), 2),
    regular(6, (loc::SERPENT_SWAMP, 1), (loc::GOLDEN_OAK_FOREST, 1), General::Varkolak, Some(loc::SEA_BIRD_PORT), 3),
    regular(7, (loc::GHOST_MARSH, 2), (loc::WHISPERING_WOODS, 1), General::Varkolak, Some(loc::FATHER_OAK_FOREST), 3),
    regular(8, (loc::PLEASANT_HILL, 1), (loc::MINOTAUR_FOREST, 2), General::Varkolak, Some(loc::FATHER_OAK_FOREST), 1),
    regular(9, (loc::WINDY_PASS, 1), (loc::RAVEN_FOREST, 2), General::Varkolak, Some(loc::FATHER_OAK_FOREST), 2),
    regular(10, (loc::WOLF_PASS, 1), (loc::GREENLEAF_VILLAGE, 2), General::Varkolak, Some(loc::MONARCH_CITY), 0),
    // next step: an unconditional advance (C-8)
    regular(11, (loc::WOLF_PASS, 1), (loc::ENCHANTED_GLADE, 1), General::Varkolak, None, 1),
    regular(12, (loc::ANCIENT_RUINS, 1), (loc::SEA_BIRD_PORT, 1), General::Balazarg, Some(loc::RAVEN_FOREST), 2),
    regular(13, (loc::CRYSTAL_HILLS, 1), (loc::MCCORM_HIGHLANDS, 2), General::Balazarg, Some(loc::RAVEN_FOREST), 1),
    regular(14, (loc::EAGLE_PEAK_PASS, 1), (loc::HEAVENS_GLADE, 1), General::Balazarg, Some(loc::RAVEN_FOREST), 1),
    regular(
        15,
        (loc::ROCK_BRIDGE_PASS, 2),
        (loc::ANGEL_TEAR_FALLS, 1),
        General::Balazarg,
        Some(loc::ANGEL_TEAR_FALLS),
        2,
    ),
    regular(16, (loc::THORNY_WOODS, 2), (loc::MERMAID_HARBOR, 1), General::Balazarg, Some(loc::ANGEL_TEAR_FALLS), 1),
    regular(
        17,
        (loc::WYVERN_FOREST, 1),
        (loc::BROOKDALE_VILLAGE, 1),
        General::Balazarg,
        Some(loc::ANGEL_TEAR_FALLS),
        1,
    ),
    regular(18, (loc::CURSED_PLATEAU, 2), (loc::FIRE_RIVER, 2), General::Balazarg, Some(loc::BOUNTY_BAY), 2),
    regular(19, (loc::ROCK_BRIDGE_PASS, 1), (loc::DARK_WOODS, 1), General::Balazarg, Some(loc::BOUNTY_BAY), 1),
    regular(20, (loc::SEAGAUL_LAGOON, 1), (loc::DANCING_STONE, 1), General::Balazarg, Some(loc::BOUNTY_BAY), 1),
    regular(
        21,
        (loc::FATHER_OAK_FOREST, 1),
        (loc::GREENLEAF_VILLAGE, 1),
        General::Balazarg,
        Some(loc::MONARCH_CITY),
        0,
    ),
    regular(22, (loc::ORC_VALLEY, 2), (loc::FATHER_OAK_FOREST, 2), General::Balazarg, Some(loc::MONARCH_CITY), 0),
    // next step: an unconditional advance (C-8)
    regular(23, (loc::MINOTAUR_FOREST, 2), (loc::LAND_OF_AMAZONS, 1), General::Balazarg, None, 1),
    regular(24, (loc::BLOOD_FLATS, 1), (loc::BOUNTY_BAY, 1), General::Gorgutt, Some(loc::AMARAK_PEAK), 2),
    regular(25, (loc::CURSED_PLATEAU, 1), (loc::GOLDEN_OAK_FOREST, 2), General::Gorgutt, Some(loc::AMARAK_PEAK), 2),
    regular(26, (loc::WITHERED_HILLS, 2), (loc::ENCHANTED_GLADE, 2), General::Gorgutt, Some(loc::AMARAK_PEAK), 2),
    regular(27, (loc::AMARAK_PEAK, 1), (loc::ANGEL_TEAR_FALLS, 2), General::Gorgutt, Some(loc::EAGLE_PEAK_PASS), 2),
    regular(
        28,
        (loc::GRYPHON_FOREST, 2),
        (loc::DRAGONS_TEETH_RANGE, 2),
        General::Gorgutt,
        Some(loc::EAGLE_PEAK_PASS),
        2,
    ),
    regular(
        29,
        (loc::SCORPION_CANYON, 1),
        (loc::GREENLEAF_VILLAGE, 2),
        General::Gorgutt,
        Some(loc::EAGLE_PEAK_PASS),
        2,
    ),
    regular(30, (loc::ORC_VALLEY, 2), (loc::BLIZZARD_MOUNTAINS, 1), General::Gorgutt, Some(loc::ORC_VALLEY), 2),
    regular(31, (loc::PLEASANT_HILL, 2), (loc::FATHER_OAK_FOREST, 2), General::Gorgutt, Some(loc::ORC_VALLEY), 2),
    regular(32, (loc::WINDY_PASS, 2), (loc::RAVEN_FOREST, 1), General::Gorgutt, Some(loc::ORC_VALLEY), 2),
    regular(33, (loc::ORC_VALLEY, 1), (loc::BOUNTY_BAY, 1), General::Gorgutt, Some(loc::MONARCH_CITY), 0),
    regular(34, (loc::WOLF_PASS, 1), (loc::DANCING_STONE, 1), General::Gorgutt, Some(loc::MONARCH_CITY), 0),
    // next step: an unconditional advance (C-8)
    regular(35, (loc::UNICORN_FOREST, 2), (loc::CRYSTAL_HILLS, 2), General::Gorgutt, None, 2),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(36, (loc::ANCIENT_RUINS, 2), (loc::EAGLE_PEAK_PASS, 2), General::Sapphire, Some(loc::HEAVENS_GLADE), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(37, (loc::WYVERN_FOREST, 2), (loc::SEA_BIRD_PORT, 2), General::Sapphire, Some(loc::HEAVENS_GLADE), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(38, (loc::GHOST_MARSH, 1), (loc::WHISPERING_WOODS, 2), General::Sapphire, Some(loc::ANCIENT_RUINS), 2),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(39, (loc::MCCORM_HIGHLANDS, 1), (loc::MERMAID_HARBOR, 2), General::Sapphire, Some(loc::ANCIENT_RUINS), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(40, (loc::SEAGAUL_LAGOON, 2), (loc::HEAVENS_GLADE, 2), General::Sapphire, Some(loc::ANCIENT_RUINS), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(41, (loc::AMARAK_PEAK, 2), (loc::LAND_OF_AMAZONS, 2), General::Sapphire, Some(loc::GREENLEAF_VILLAGE), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(42, (loc::BLIZZARD_MOUNTAINS, 2), (loc::FIRE_RIVER, 1), General::Sapphire, Some(loc::GREENLEAF_VILLAGE), 2),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(43, (loc::BOUNTY_BAY, 2), (loc::BROOKDALE_VILLAGE, 2), General::Sapphire, Some(loc::GREENLEAF_VILLAGE), 1),
    // unverified (C-17): Sapphire's destinations are uneven
    regular(44, (loc::SERPENT_SWAMP, 2), (loc::WOLF_PASS, 2), General::Sapphire, Some(loc::GREENLEAF_VILLAGE), 2),
    regular(45, (loc::BOUNTY_BAY, 1), (loc::DANCING_STONE, 2), General::Sapphire, Some(loc::MONARCH_CITY), 0),
    // next step: an unconditional advance (C-8)
    regular(46, (loc::THORNY_WOODS, 1), (loc::DANCING_STONE, 2), General::Sapphire, None, 1),
    // All is Quiet ×3
    special(47, DarkKind::AllIsQuiet, None, 3),
    // Orc Patrols ×4, one per General
    special(48, DarkKind::OrcPatrols, next_step(General::Varkolak, 1), 1),
    special(49, DarkKind::OrcPatrols, next_step(General::Sapphire, 1), 1),
    special(50, DarkKind::OrcPatrols, next_step(General::Balazarg, 1), 1),
    special(51, DarkKind::OrcPatrols, next_step(General::Gorgutt, 2), 1),
    // Orc War Party ×2
    special(52, DarkKind::OrcWarParty, to_city(General::Sapphire), 1),
    special(53, DarkKind::OrcWarParty, to_city(General::Varkolak), 1),
    // Monarch City
    special(54, DarkKind::MonarchCity, None, 1),
];

/// The kind of Darkness Spreads card `id`.
pub fn dark_card(id: DarkCardId) -> &'static DarkCardData {
    &DARKNESS[id as usize]
}

fn general_name(g: General) -> &'static str {
    GENERALS[g as usize].name
}

fn advance_text(adv: &GeneralAdvance) -> String {
    let mut s = general_name(adv.general).to_string();
    match adv.to {
        Some(to) => {
            s.push_str(" → ");
            s.push_str(LOCATIONS[to as usize].name);
        }
        None => s.push_str(" next step"),
    }
    if adv.minions > 0 {
        s.push_str(&format!(" +{}", adv.minions));
    }
    s
}

/// A display name for Darkness card `id` that tells every kind apart, e.g.
/// "#7 Ghost Marsh 2 / Whispering Woods 1 — Varkolak → Father Oak Forest +3" or
/// "Orc Patrols — Varkolak next step +1".
pub fn dark_card_name(id: DarkCardId) -> String {
    let card = &DARKNESS[id as usize];
    let head = match card.kind {
        DarkKind::Regular { a, b } => format!(
            "#{} {} {} / {} {}",
            card.number, LOCATIONS[a.0 as usize].name, a.1, LOCATIONS[b.0 as usize].name, b.1
        ),
        DarkKind::AllIsQuiet => "All is Quiet".to_string(),
        DarkKind::OrcPatrols => "Orc Patrols".to_string(),
        DarkKind::OrcWarParty => "Orc War Party".to_string(),
        DarkKind::MonarchCity => "Monarch City".to_string(),
    };
    match &card.advance {
        Some(adv) => format!("{head} — {}", advance_text(adv)),
        None => head,
    }
}

/// The 24 quest cards in F§6 order (Scout the General in the table's order: Balazarg, Gorgutt, Sapphire, Varkolak).
///
/// designed: rulebook silent (F§6); War Banner of Valor is also rulebook: Quest Cards.
pub const QUEST_LIST: [Quest; 24] = [
    Quest::AmuletOfTheGods,
    Quest::BootsOfSpeed,
    Quest::HelmOfPower,
    Quest::WarBannerOfValor,
    Quest::FindMagicGate,
    Quest::UnicornSteed,
    Quest::Rumors,
    Quest::OrganizeMilitia,
    Quest::AmazonEnvoy,
    Quest::DukeEnvoy,
    Quest::ElfEnvoy,
    Quest::AmaraksBlessing,
    Quest::KingOfTheGryphons,
    Quest::Raids,
    Quest::OrcHunter,
    Quest::DemonHunter,
    Quest::DragonHunter,
    Quest::UndeadHunter,
    Quest::Scout(General::Balazarg),
    Quest::Scout(General::Gorgutt),
    Quest::Scout(General::Sapphire),
    Quest::Scout(General::Varkolak),
    Quest::CrystalOfLight,
    Quest::AncientTreeOfMagic,
];

const fn roll(at: Loc, dice: u8, need: u8) -> Requirement {
    Requirement::Roll { at, dice, need }
}

const fn quest(name: &'static str, requirement: Requirement, fail_discards: bool, permanent: bool) -> QuestData {
    QuestData { name, requirement, fail_discards, permanent }
}

/// The static data of quest `q`.
///
/// designed: rulebook silent (F§6): places, requirements and the "Fail→discard" column (C-10). War Banner of
/// Valor is rulebook: Quest Cards (Fire River, 3 dice, 5 or 6).
pub fn quest_data(q: Quest) -> QuestData {
    use loc::*;
    match q {
        Quest::AmuletOfTheGods => quest("Amulet of the Gods", roll(DARK_WOODS, 4, 6), true, true),
        Quest::BootsOfSpeed => quest("Boots of Speed", roll(MOUNTAINS_OF_MIST, 4, 6), true, true),
        Quest::HelmOfPower => quest("Helm of Power", roll(ANCIENT_RUINS, 4, 6), true, true),
        // rulebook: Quest Cards (War Banner of Valor).
        Quest::WarBannerOfValor => quest("War Banner of Valor", roll(FIRE_RIVER, 3, 5), false, true),
        Quest::FindMagicGate => quest("Find Magic Gate", Requirement::BuildGate(Colour::Red), false, false),
        Quest::UnicornSteed => {
            quest("Unicorn Steed", Requirement::RollPerAction { at: UNICORN_FOREST, need: 5 }, false, true)
        }
        Quest::Rumors => quest("Rumors", Requirement::VisitInns(INNS), false, false),
        Quest::OrganizeMilitia => quest(
            "Organize Militia",
            Requirement::Militia([PLEASANT_HILL, MCCORM_HIGHLANDS, GREENLEAF_VILLAGE]),
            false,
            false,
        ),
        Quest::AmazonEnvoy => quest("Amazon Envoy", roll(LAND_OF_AMAZONS, 3, 5), true, false),
        Quest::DukeEnvoy => quest("Duke Envoy", roll(MCCORM_HIGHLANDS, 3, 5), true, false),
        Quest::ElfEnvoy => quest("Elf Envoy", roll(HEAVENS_GLADE, 3, 5), true, false),
        // unverified (C-24): sited at Raven Forest although the board has an Amarak Peak.
        Quest::AmaraksBlessing => quest("Amarak's Blessing", roll(RAVEN_FOREST, 3, 6), true, false),
        Quest::KingOfTheGryphons => quest("King of the Gryphons", roll(GRYPHON_FOREST, 3, 5), true, false),
        // Kill counts are indexed by colour: black, blue, red, green.
        Quest::Raids => quest("Raids", Requirement::Kill([1, 1, 1, 1]), false, false),
        Quest::OrcHunter => quest("Orc Hunter", Requirement::Kill([0, 0, 0, 6]), false, false),
        Quest::DemonHunter => quest("Demon Hunter", Requirement::Kill([0, 0, 4, 0]), false, false),
        Quest::DragonHunter => quest("Dragon Hunter", Requirement::Kill([0, 3, 0, 0]), false, false),
        Quest::UndeadHunter => quest("Undead Hunter", Requirement::Kill([4, 0, 0, 0]), false, false),
        Quest::Scout(g) => {
            let name = match g {
                General::Varkolak => "Scout the General — Varkolak",
                General::Sapphire => "Scout the General — Sapphire",
                General::Balazarg => "Scout the General — Balazarg",
                General::Gorgutt => "Scout the General — Gorgutt",
            };
            quest(name, Requirement::Scout(g), false, false)
        }
        Quest::CrystalOfLight => quest("Crystal of Light", roll(ENCHANTED_GLADE, 3, 5), true, false),
        Quest::AncientTreeOfMagic => quest("Ancient Tree of Magic", roll(GREENLEAF_VILLAGE, 4, 6), true, false),
    }
}

/// The display name of quest `q`, e.g. "Scout the General — Balazarg".
pub fn quest_name(q: Quest) -> String {
    quest_data(q).name.to_string()
}

// ---------------------------------------------------------------------------------------------
// The rules' numbers: one value per thing, read by the rules, the setup, the bot and the tracker.
// ---------------------------------------------------------------------------------------------

/// rulebook: Game Components — 25 minions of each colour.
pub const MINIONS_PER_COLOUR: u8 = 25;
/// rulebook: Variant - More Difficult 5 — remove 5 of each colour.
pub const HARDER_MINIONS_PER_COLOUR: u8 = 20;
/// rulebook: Game Components — 12 Tainted Crystals.
pub const CRYSTALS: u8 = 12;
/// rulebook: Game Components — 5 Magic Gate tokens.
pub const GATES: u8 = 5;
/// rulebook: Set Up step 8 — 3 minions with each General.
pub const GENERAL_ESCORT: u8 = 3;
/// rulebook: Set Up step 5 — 2 Hero cards each (3 with Easier 3).
pub const STARTING_CARDS: u8 = 2;
/// rulebook: Set Up step 8 — 3 + 3 Darkness cards (2 + 2 with Easier 1).
pub const SETUP_CARDS: u8 = 3;
/// rulebook: Set Up step 8 — each kept card of the first round places 2 minions on each of its
/// locations, of the second round 1.
pub const SETUP_MINIONS: [u8; 2] = [2, 1];
/// designed: rulebook silent (ruling A-16; rules notes §3.4 "Death") — a replacement hero
/// arrives with 2 Hero cards, even with Easier 3 (R93 speaks of the start of the game).
pub const REPLACEMENT_CARDS: u8 = 2;

/// rulebook: Overruns and Tainted Land — at most 3 minions outside Monarch City.
pub const MAX_MINIONS: u8 = 3;
/// rulebook: Winning (or Losing) iv — 5 minions in Monarch City lose.
pub const CITY_FALLS_AT: u8 = 5;

/// rulebook: War Status — Darkness Spreads cards per Night by War Status box (1-4): 1, 2, 2, 3.
pub const fn night_cards(war_box: u8) -> u8 {
    match war_box {
        1 => 1,
        2 | 3 => 2,
        _ => 3,
    }
}

/// rulebook: Step 2 - Evening — draw 2 Hero cards.
pub const EVENING_DRAW: u8 = 2;
/// rulebook: Step 2 - Evening — hand limit 10.
pub const HAND_LIMIT: usize = 10;
/// rulebook: Healing Wounds — 2 life tokens away from Monarch City and the Inns.
pub const FIELD_HEAL: u8 = 2;

/// rulebook: Movement Bands on Cards — a Horse card moves up to 2 spaces.
pub const HORSE_STEPS: u8 = 2;
/// rulebook: Movement Bands on Cards — an Eagle card moves up to 4 spaces.
pub const EAGLE_STEPS: u8 = 4;
/// rulebook: the hero roster (F§3 Paladin's Ride, up to 2 spaces; F§6 Unicorn Steed, Horse
/// movement without a card).
pub const RIDE_STEPS: u8 = 2;
/// rulebook: the hero roster (F§3) — the Eagle Rider's Flight, up to 4 spaces.
pub const FLIGHT_STEPS: u8 = 4;

/// rulebook: Rumors at the Inn — 2 cards per action (the Rogue: 5, F§3).
pub const RUMORS_DRAW: u8 = 2;
/// rulebook: Rumors at the Inn (R20) — at most 2 Rumors actions a turn.
pub const RUMORS_PER_TURN: u8 = 2;
/// designed: rulebook silent (F§3) — the Rogue draws 5.
pub const ROGUE_RUMORS_DRAW: u8 = 5;

/// The healing roll: a 5 or more on either die (rulebook: Heal the Land).
pub const HEAL_LAND_NEED: u8 = 5;
/// rulebook: Heal the Land — 2 dice.
pub const HEAL_LAND_DICE: u8 = 2;
/// rulebook: Defeating the General — 3 Hero cards for each hero present.
pub const VICTORY_CARDS: u8 = 3;
/// rulebook: the hero roster (F§3; rules notes §2 "The Sorcerer's +2") — +2 to each die of
/// her first Engage of the turn against her form's race.
pub const SORCERER_FORM_BONUS: u8 = 2;

/// designed: rulebook silent (F§4) — Local Information draws 5.
pub const LOCAL_INFORMATION_DRAW: u8 = 5;
/// designed: rulebook silent (F§4) — Dark Visions looks at 5 cards.
pub const VISIONS: u8 = 5;
/// rulebook: Purple (Special) Hero Cards (F§4) — Elven Archers clears two green locations.
pub const ELVEN_ARCHERS_LOCATIONS: u8 = 2;
/// rulebook: Purple (Special) Hero Cards (F§4) — Battle Strategy clears 3 locations.
pub const BATTLE_STRATEGY_LOCATIONS: u8 = 3;
/// rulebook: Purple (Special) Hero Cards (F§4) — King's Guard Attack removes up to 6 minions.
pub const KINGS_GUARD_MINIONS: u8 = 6;
/// rulebook: Purple (Special) Hero Cards (F§4) — Cavalry Sweep removes up to 6 minions in all.
pub const SWEEP_MINIONS: u8 = 6;
/// rulebook: Purple (Special) Hero Cards (F§4) — Cavalry Sweep removes up to 2 minions per location.
pub const SWEEP_PER_LOCATION: u8 = 2;
/// rulebook: Purple (Special) Hero Cards (F§4) — a blue minion counts 2 against Cavalry Sweep's 6.
pub const SWEEP_BLUE_COST: u8 = 2;

/// designed: rulebook silent (F§6) — Rumors draws 4 Hero cards.
pub const RUMORS_REWARD: u8 = 4;
/// rulebook: Quest Cards (F§6) — Find Magic Gate adds 2 dice.
pub const FIND_MAGIC_GATE_DICE: u8 = 2;
/// designed: rulebook silent (F§6) — Boots of Speed: +2 actions each turn.
pub const BOOTS_OF_SPEED_ACTIONS: u8 = 2;
/// rulebook: Quest Cards (F§6) — the Envoys remove minions within 2 steps of the quest's location.
pub const ENVOY_REACH: u8 = 2;

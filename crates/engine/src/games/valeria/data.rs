//! Siege of Valeria's cards and numbers. Every value names its source: `rulebook: <section>` or
//! `designed: rulebook silent` (see docs/rules-notes/valeria.md for the reasoning).

use serde::{Deserialize, Serialize};

/// Setup options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ValeriaConfig {
    /// rulebook: Easy Mode — play without the Event cards.
    pub easy_mode: bool,
}

/// rulebook: Components — 18 Siege Engines, 48 Troops, 18 Champions, 18 Events.
pub const ENGINE_COPIES: u16 = 2; // designed: 9 types × 2 (ruling A-38; "Both of the Incendiaries")
/// designed: 12 types × 4 (ruling A-38).
pub const TROOP_COPIES: u16 = 4;
/// rulebook: Game Setup — 5 Siege Engines return to the box, 5 go face up, 8 form the deck.
pub const ENGINES_SET_ASIDE: u16 = 5;
/// rulebook: Game Setup — 2 Troops return to the box.
pub const TROOPS_SET_ASIDE: u16 = 2;
/// rulebook: Game Setup — a starting hand of 2 Troops.
pub const STARTING_HAND: usize = 2;
/// rulebook: Components / Game Setup — 8 Soldier dice (5 in the pool) and 4 Holy dice (2 in the pool).
pub const SOLDIER_DICE: u8 = 8;
/// rulebook: Components.
pub const HOLY_DICE: u8 = 4;
/// rulebook: Game Setup.
pub const STARTING_SOLDIER: u8 = 5;
/// rulebook: Game Setup.
pub const STARTING_HOLY: u8 = 2;
/// rulebook: Components — 9 Strength, 9 Magic and 15 Impact tokens.
pub const STRENGTH_TOKENS: u8 = 9;
/// rulebook: Components.
pub const MAGIC_TOKENS: u8 = 9;
/// rulebook: Components.
pub const IMPACT_TOKENS: u8 = 15;
/// rulebook: Reinforce the Battlefield — 4 Troops each turn.
pub const REINFORCE_TROOPS: u8 = 4;
/// rulebook: Attacking the Enemy — an out-of-range Front Siege Engine costs 14 Strength.
pub const OUT_OF_RANGE_COST: u8 = 14;
/// rulebook: Overkill (Lycan Mage, Efreet Enflammé) — "spend an additional 2".
pub const OVERKILL_COST: u8 = 2;
/// rulebook: Fortress — the 3rd Impact discards and blocks the Champion.
pub const BLOCKING_IMPACTS: u8 = 3;
/// rulebook: Fortress — the 4th Impact loses the game.
pub const LOSING_IMPACTS: u8 = 4;
/// rulebook: Fortress — "Your Fortress is made up of 5 Turrets", one under each column of the
/// Battlefield.
pub const TURRETS: usize = 5;
/// rulebook: Game Setup — the Battlefield's 5 rows, row 1 (the Vanguard) to row 5; the Troops fill
/// rows 1-4 and the Siege Engines row 5.
pub const ROWS: usize = 5;
/// rulebook: Game Flow — "The game takes place over 7 turns (days)".
pub const DAYS: u8 = 7;
/// rulebook: Game Flow — the seven phases of a day, in order.
pub const PHASES: [&str; 7] = [
    "Roll Your Dice",
    "Resolve the Siege Engines",
    "Resolve an Event",
    "Perform Your Actions",
    "Activate the Vanguard",
    "Advance the Battlefield",
    "Reinforce the Battlefield",
];
/// designed: rulebook silent — the dice are six-sided (rulebook: Troops, Gnoll Pack — "a d6").
pub const DIE_SIDES: u8 = 6;
/// rulebook: Game Setup — the Battlefield's 5 columns, one in front of each Turret.
pub const COLUMNS: usize = TURRETS;
/// rulebook: Components — every die in the box: the Soldier dice (ids 0-7), then the Holy dice
/// (ids 8-11).
pub const DICE: u8 = SOLDIER_DICE + HOLY_DICE;
/// rulebook: Troops, Dragonkin Warlord — "double any single die's value".
pub const DOUBLING: u8 = 2;
/// rulebook: Troops, Gnoll Pack — flip a die to its opposite side: "the opposite sides of a d6
/// always add up to 7".
pub const OPPOSITE_FACES_SUM: u8 = DIE_SIDES + 1;
/// rulebook: Siege Engines, Catapult — re-roll one die with value 6.
pub const CATAPULT_FACE: u8 = 6;
/// rulebook: Siege Engines, Incendiaries — re-roll one die with value 5.
pub const INCENDIARIES_FACE: u8 = 5;
/// rulebook: Siege Engines, Ogre's Reach — two Impact tokens on the Turret below it.
pub const OGRES_REACH_IMPACTS: u8 = 2;
/// rulebook: Siege Engines, Trebuchet — one Impact token on the Turret below it.
pub const TREBUCHET_IMPACTS: u8 = 1;
/// rulebook: Champion Powers, Sir Nathem / Lady Ozwin — re-roll two spent dice.
pub const REACTIVATED_DICE: usize = 2;
/// rulebook: Champion Powers, Mrs. Rye — increase any five unspent dice by 1.
pub const MRS_RYE_DICE: usize = 5;
/// rulebook: Event Cards, Accidents Happen — flip two Champions face-down.
pub const ACCIDENTS_FLIPS: usize = 2;
/// rulebook: Event Cards, Back for More — the two Champions at the bottom of the discard pile.
pub const BACK_FOR_MORE_CHAMPIONS: usize = 2;
/// rulebook: Event Cards, Battle Lust / Fools Rush In / Final Push / Gargan's Blessing / Shaman's
/// Ritual — two tokens on one card.
pub const EVENT_TOKENS: u8 = 2;
/// rulebook: Event Cards, Camp Crud — lower any three active dice by 1.
pub const CAMP_CRUD_DICE: usize = 3;
/// rulebook: Event Cards, Dangerous Visions — look at the top six Troop cards.
pub const DANGEROUS_VISIONS_CARDS: usize = 6;
/// rulebook: Event Cards, Foresight — look at the top three Event cards.
pub const FORESIGHT_CARDS: usize = 3;
/// rulebook: Event Cards, Friends Arrive — draw two Champions.
pub const FRIENDS_ARRIVE_CHAMPIONS: u8 = 2;

/// Attack or Magical.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TroopClass {
    /// rulebook: Card Anatomy — red banner, Strength cost only.
    Attack,
    /// rulebook: Card Anatomy — blue banner, Magic and Strength cost.
    Magical,
}

/// The 12 Troop types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TroopKind {
    /// Dragonkin Warlord: play to double any single die's value (a 2 becomes a 4, a 5 a 10); a
    /// second Dragonkin Warlord may not double the double.
    DragonkinWarlord,
    /// Efreet Enflammé: play when you defeat a card, then spend an additional 2 Magic to Overkill an
    /// adjacent Siege Engine (never a Troop).
    EfreetEnflamme,
    /// Gargan Priest: play during the Resolve Siege Engines phase to block the effect of one Siege
    /// Engine.
    GarganPriest,
    /// Gargoyle Talon: play to attack any non-Front Troop or any out-of-range Siege Engine (which
    /// always costs 14 Strength).
    GargoyleTalon,
    /// Gnoll Pack: play to flip any one die to its opposite side (opposite sides add up to 7).
    GnollPack,
    /// Goblin Warrior: play to increase or decrease the value of any one die by 1.
    GoblinWarrior,
    /// Lycan Mage: play when you defeat a card, then spend an additional 2 Strength to Overkill an
    /// adjacent Troop (never a Siege Engine).
    LycanMage,
    /// Orc Archer: play to add and roll 1 Soldier die from the supply to your active dice.
    OrcArcher,
    /// Red Witch: play to add and roll 1 Holy die from the supply, then draw 1 Champion into your
    /// Fortress.
    RedWitch,
    /// Rune Witch: play to re-roll any number of your active dice (not dice already spent).
    RuneWitch,
    /// Troll Brute: play to change any one die to value 6.
    TrollBrute,
    /// Undead Samurai: play to swap the locations of any two adjacent cards in the Battlefield, or
    /// move a card into an adjacent empty space.
    UndeadSamurai,
}

impl TroopKind {
    /// Every type.
    pub const ALL: [TroopKind; 12] = [
        TroopKind::DragonkinWarlord,
        TroopKind::EfreetEnflamme,
        TroopKind::GarganPriest,
        TroopKind::GargoyleTalon,
        TroopKind::GnollPack,
        TroopKind::GoblinWarrior,
        TroopKind::LycanMage,
        TroopKind::OrcArcher,
        TroopKind::RedWitch,
        TroopKind::RuneWitch,
        TroopKind::TrollBrute,
        TroopKind::UndeadSamurai,
    ];

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self {
            TroopKind::DragonkinWarlord => "Dragonkin Warlord",
            TroopKind::EfreetEnflamme => "Efreet Enflammé",
            TroopKind::GarganPriest => "Gargan Priest",
            TroopKind::GargoyleTalon => "Gargoyle Talon",
            TroopKind::GnollPack => "Gnoll Pack",
            TroopKind::GoblinWarrior => "Goblin Warrior",
            TroopKind::LycanMage => "Lycan Mage",
            TroopKind::OrcArcher => "Orc Archer",
            TroopKind::RedWitch => "Red Witch",
            TroopKind::RuneWitch => "Rune Witch",
            TroopKind::TrollBrute => "Troll Brute",
            TroopKind::UndeadSamurai => "Undead Samurai",
        }
    }

    /// Attack or Magical, and the printed (Strength, Magic) cost.
    ///
    /// The rulebook prints no costs; these are designed so that every worked example comes out:
    /// - rulebook: Resolve an Event — Gargoyle Talon costs 4 (6 after Fools Rush In), and it is an
    ///   Attack Troop (Fools Rush In targets Attack Troops);
    /// - rulebook: Champions — Troll Brute is an Attack Troop costing 7;
    /// - rulebook: Overkill — Dragonkin Warlord is "an 8 Strength card"; three 1s (3 Strength) reach
    ///   no Front card, so every Troop costs at least 4;
    /// - rulebook: Attacking the Enemy — an Orc Archer falls to one Soldier 6 (Attack, at most 6);
    ///   the Lycan Mage falls to Holy 4 + Soldier 3 + Soldier 1 (Magical, Magic ≤ 4, total ≤ 8).
    pub fn card(self) -> (TroopClass, u8, u8) {
        use TroopClass::{Attack, Magical};
        match self {
            TroopKind::GargoyleTalon => (Attack, 4, 0), // rulebook: Resolve an Event example
            TroopKind::GoblinWarrior => (Attack, 4, 0), // designed: rulebook silent
            TroopKind::OrcArcher => (Attack, 4, 0),     // designed: ≤ 6 (Attacking the Enemy example)
            TroopKind::GnollPack => (Attack, 5, 0),     // designed: rulebook silent
            TroopKind::TrollBrute => (Attack, 7, 0),    // rulebook: Champions example
            TroopKind::DragonkinWarlord => (Attack, 8, 0), // rulebook: Overkill example
            TroopKind::LycanMage => (Magical, 4, 4),    // designed: Holy 4 + Soldier 3 + 1 (example)
            TroopKind::EfreetEnflamme => (Magical, 3, 3), // designed: rulebook silent
            TroopKind::GarganPriest => (Magical, 3, 2), // designed: rulebook silent
            TroopKind::RedWitch => (Magical, 3, 3),     // designed: rulebook silent
            TroopKind::RuneWitch => (Magical, 3, 2),    // designed: rulebook silent
            TroopKind::UndeadSamurai => (Magical, 4, 2), // designed: rulebook silent
        }
    }

    /// Attack or Magical.
    pub fn class(self) -> TroopClass {
        self.card().0
    }

    /// Printed Strength cost.
    pub fn strength(self) -> u8 {
        self.card().1
    }

    /// Printed Magic cost.
    pub fn magic(self) -> u8 {
        self.card().2
    }

    /// The power, in our own words.
    pub fn text(self) -> &'static str {
        match self {
            TroopKind::DragonkinWarlord => "Double one active die (it can't be changed again this round).",
            TroopKind::EfreetEnflamme => {
                "After you defeat a card, spend 2 more Magic to Overkill an adjacent Siege Engine."
            }
            TroopKind::GarganPriest => "While Siege Engines resolve, block one Siege Engine's effect.",
            TroopKind::GargoyleTalon => "Attack any Troop that is not a Front card, or any out-of-range Siege Engine.",
            TroopKind::GnollPack => "Turn one active die to its opposite face (the faces sum to 7).",
            TroopKind::GoblinWarrior => "Raise or lower one active die by 1.",
            TroopKind::LycanMage => "After you defeat a card, spend 2 more Strength to Overkill an adjacent Troop.",
            TroopKind::OrcArcher => "Take a Soldier die from the supply and roll it into your active dice.",
            TroopKind::RedWitch => "Take a Holy die from the supply and roll it, then gain a Champion.",
            TroopKind::RuneWitch => "Re-roll any of your active dice.",
            TroopKind::TrollBrute => "Set one active die to 6.",
            TroopKind::UndeadSamurai => "Swap two adjacent cells of the Battlefield (one may be empty).",
        }
    }
}

/// The 9 Siege Engine types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EngineKind {
    /// Ballista: forfeit any one active die to the supply, then discard one Champion from your
    /// Fortress.
    Ballista,
    /// Battering Ram: roll down all of your Soldier dice by 1 (a die at 1 stays at 1).
    BatteringRam,
    /// Breach Tower: move the adjacent Troop with the highest Strength onto it; it costs 8
    /// Strength plus the Strength and Magic of every Troop on it.
    BreachTower,
    /// Catapult: re-roll one active die with value 6.
    Catapult,
    /// Flaming Rain: discard one Champion from your Fortress, then flip one face-up Champion
    /// face-down as spent.
    FlamingRain,
    /// Gargan's Eye: move one active Soldier die and one active Holy die to your spent dice.
    GargansEye,
    /// Incendiaries: re-roll one active die with value 5.
    Incendiaries,
    /// Ogre's Reach: add two Impact tokens to the Turret directly below it.
    OgresReach,
    /// Trebuchet: add one Impact token to the Turret directly below it.
    Trebuchet,
}

impl EngineKind {
    /// Every type.
    pub const ALL: [EngineKind; 9] = [
        EngineKind::Ballista,
        EngineKind::BatteringRam,
        EngineKind::BreachTower,
        EngineKind::Catapult,
        EngineKind::FlamingRain,
        EngineKind::GargansEye,
        EngineKind::Incendiaries,
        EngineKind::OgresReach,
        EngineKind::Trebuchet,
    ];

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self {
            EngineKind::Ballista => "Ballista",
            EngineKind::BatteringRam => "Battering Ram",
            EngineKind::BreachTower => "Breach Tower",
            EngineKind::Catapult => "Catapult",
            EngineKind::FlamingRain => "Flaming Rain",
            EngineKind::GargansEye => "Gargan's Eye",
            EngineKind::Incendiaries => "Incendiaries",
            EngineKind::OgresReach => "Ogre's Reach",
            EngineKind::Trebuchet => "Trebuchet",
        }
    }

    /// The Range Chart: for rows 1 (the Vanguard) to 5, the Strength cost while in range
    /// (an orange bar), or `None` when out of range (a black bar).
    ///
    /// designed: rulebook silent. Long-range engines reach from the back rows, close-range ones
    /// from the front; costs fall as an engine closes in. Every orange value is at least 5
    /// (rulebook: Overkill — 3 Strength reaches no in-range Siege Engine). The Battering Ram is
    /// out of range in rows 3-5 (rulebook: Attacking the Enemy — it is attacked as an
    /// out-of-range Front card). The Breach Tower's orange bars are all 8 (ruling A-17).
    pub fn range_chart(self) -> [Option<u8>; 5] {
        Self::RANGE_CHARTS[self as usize]
    }

    /// Every type's Range Chart, in the order the types are declared (`self as usize`): a table,
    /// read on every range check.
    const RANGE_CHARTS: [[Option<u8>; 5]; 9] = [
        [None, Some(6), Some(7), Some(8), None], // Ballista
        [Some(5), Some(6), None, None, None],    // Battering Ram
        [Some(8), Some(8), None, None, None],    // Breach Tower
        [None, None, Some(6), Some(7), Some(8)], // Catapult
        [None, None, None, Some(7), Some(8)],    // Flaming Rain
        [None, Some(5), Some(6), Some(7), None], // Gargan's Eye
        [Some(5), Some(5), Some(6), None, None], // Incendiaries
        [Some(5), Some(6), None, None, None],    // Ogre's Reach
        [None, None, Some(6), Some(7), Some(8)], // Trebuchet
    ];

    /// The Strength cost in range at `row` (0 = row 1), if in range.
    #[inline]
    pub fn range_cost(self, row: usize) -> Option<u8> {
        Self::RANGE_CHARTS[self as usize].get(row).copied().flatten()
    }

    /// The siege effect, in our own words.
    pub fn text(self) -> &'static str {
        match self {
            EngineKind::Ballista => "Forfeit one active die to the supply, then discard one Champion.",
            EngineKind::BatteringRam => "Lower every active Soldier die by 1 (a 1 stays a 1).",
            EngineKind::BreachTower => {
                "Load the strongest adjacent Troop onto the tower; it costs 8 plus everything loaded."
            }
            EngineKind::Catapult => "Re-roll one active die showing 6.",
            EngineKind::FlamingRain => "Discard one Champion, then flip one face-up Champion face down.",
            EngineKind::GargansEye => "Move one active Soldier die and one active Holy die to spent.",
            EngineKind::Incendiaries => "Re-roll one active die showing 5.",
            EngineKind::OgresReach => "Two Impacts on the Turret below.",
            EngineKind::Trebuchet => "One Impact on the Turret below.",
        }
    }
}

/// The 18 Champions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChampionKind {
    /// Sister Althea: flip to add or subtract 1 from a Holy die.
    SisterAlthea,
    /// Sir J'ilko: flip to add or subtract 1 from a Soldier die.
    SirJilko,
    /// Sir Chun'nan: flip to contribute 1 Strength to an attack against an Attack Troop.
    SirChunnan,
    /// Sir Phanther: flip to contribute 2 Strength to an attack against an Attack Troop.
    SirPhanther,
    /// Sister Elina: flip to contribute 1 Magic to an attack against an Attack Troop.
    SisterElina,
    /// Adept Immogin: flip to contribute 2 Magic to an attack against an Attack Troop.
    AdeptImmogin,
    /// Sir Heller: flip to contribute 1 Strength to an attack against a Magical Troop.
    SirHeller,
    /// Lady Gurira: flip to contribute 2 Strength to an attack against a Magical Troop.
    LadyGurira,
    /// Brother Benzin: flip to contribute 1 Magic to an attack against a Magical Troop.
    BrotherBenzin,
    /// Magister Femik: flip to contribute 2 Magic to an attack against a Magical Troop.
    MagisterFemik,
    /// Wizard Denthal: flip to contribute 2 Magic to an attack against a Siege Engine.
    WizardDenthal,
    /// Sir Quentin: flip to contribute 2 Strength to an attack against a Siege Engine.
    SirQuentin,
    /// Doktor Kilter: flip to remove all of the Strength and Magic tokens from 1 card in the
    /// Battlefield.
    DoktorKilter,
    /// Smith Laicon: flip to move 1 Impact token from a Turret to a different Turret.
    SmithLaicon,
    /// Sister Mystique: discard to move any 1 Troop or Siege Engine in the Battlefield to an open
    /// space.
    SisterMystique,
    /// Sir Nathem: discard to re-roll two spent Holy dice and add them to your active dice.
    SirNathem,
    /// Lady Ozwin: discard to re-roll two spent Soldier dice and add them to your active dice.
    LadyOzwin,
    /// Mrs. Rye: discard to increase any five unspent dice by 1.
    MrsRye,
}

/// What an attack bonus applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusTarget {
    /// An Attack Troop.
    AttackTroop,
    /// A Magical Troop.
    MagicalTroop,
    /// A Siege Engine.
    SiegeEngine,
}

/// A Champion's power, as the rules need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChampionPower {
    /// Flip: +1 or −1 on an active die of this colour (true = Holy).
    AdjustDie {
        /// The die's colour: `true` for a Holy die, `false` for a Soldier die.
        holy: bool,
    },
    /// Flip: an attack bonus of `amount` Strength (or Magic) against a target type.
    Bonus {
        /// `true` when the bonus is Magic, `false` when it is Strength.
        magic: bool,
        /// How much it contributes to the attack.
        amount: u8,
        /// The type of card the attack must target.
        against: BonusTarget,
    },
    /// Flip: remove every token from one card.
    ClearTokens,
    /// Flip: move one Impact to another Turret.
    MoveImpact,
    /// Discard: move one card to an empty cell.
    MoveCard,
    /// Discard: re-roll two spent dice of this colour into the active dice.
    Reactivate {
        /// The colour of the two spent dice: `true` for Holy, `false` for Soldier.
        holy: bool,
    },
    /// Discard: raise up to five active dice by 1.
    RaiseFive,
}

impl ChampionKind {
    /// Every Champion (one copy each).
    pub const ALL: [ChampionKind; 18] = [
        ChampionKind::SisterAlthea,
        ChampionKind::SirJilko,
        ChampionKind::SirChunnan,
        ChampionKind::SirPhanther,
        ChampionKind::SisterElina,
        ChampionKind::AdeptImmogin,
        ChampionKind::SirHeller,
        ChampionKind::LadyGurira,
        ChampionKind::BrotherBenzin,
        ChampionKind::MagisterFemik,
        ChampionKind::WizardDenthal,
        ChampionKind::SirQuentin,
        ChampionKind::DoktorKilter,
        ChampionKind::SmithLaicon,
        ChampionKind::SisterMystique,
        ChampionKind::SirNathem,
        ChampionKind::LadyOzwin,
        ChampionKind::MrsRye,
    ];

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self {
            ChampionKind::SisterAlthea => "Sister Althea",
            ChampionKind::SirJilko => "Sir J'ilko",
            ChampionKind::SirChunnan => "Sir Chun'nan",
            ChampionKind::SirPhanther => "Sir Phanther",
            ChampionKind::SisterElina => "Sister Elina",
            ChampionKind::AdeptImmogin => "Adept Immogin",
            ChampionKind::SirHeller => "Sir Heller",
            ChampionKind::LadyGurira => "Lady Gurira",
            ChampionKind::BrotherBenzin => "Brother Benzin",
            ChampionKind::MagisterFemik => "Magister Femik",
            ChampionKind::WizardDenthal => "Wizard Denthal",
            ChampionKind::SirQuentin => "Sir Quentin",
            ChampionKind::DoktorKilter => "Doktor Kilter",
            ChampionKind::SmithLaicon => "Smith Laicon",
            ChampionKind::SisterMystique => "Sister Mystique",
            ChampionKind::SirNathem => "Sir Nathem",
            ChampionKind::LadyOzwin => "Lady Ozwin",
            ChampionKind::MrsRye => "Mrs. Rye",
        }
    }

    /// rulebook: Champion Powers.
    pub fn power(self) -> ChampionPower {
        use BonusTarget::{AttackTroop, MagicalTroop, SiegeEngine};
        use ChampionPower::*;
        match self {
            ChampionKind::SisterAlthea => AdjustDie { holy: true },
            ChampionKind::SirJilko => AdjustDie { holy: false },
            ChampionKind::SirChunnan => Bonus { magic: false, amount: 1, against: AttackTroop },
            ChampionKind::SirPhanther => Bonus { magic: false, amount: 2, against: AttackTroop },
            ChampionKind::SisterElina => Bonus { magic: true, amount: 1, against: AttackTroop },
            ChampionKind::AdeptImmogin => Bonus { magic: true, amount: 2, against: AttackTroop },
            ChampionKind::SirHeller => Bonus { magic: false, amount: 1, against: MagicalTroop },
            ChampionKind::LadyGurira => Bonus { magic: false, amount: 2, against: MagicalTroop },
            ChampionKind::BrotherBenzin => Bonus { magic: true, amount: 1, against: MagicalTroop },
            ChampionKind::MagisterFemik => Bonus { magic: true, amount: 2, against: MagicalTroop },
            ChampionKind::WizardDenthal => Bonus { magic: true, amount: 2, against: SiegeEngine },
            ChampionKind::SirQuentin => Bonus { magic: false, amount: 2, against: SiegeEngine },
            ChampionKind::DoktorKilter => ClearTokens,
            ChampionKind::SmithLaicon => MoveImpact,
            ChampionKind::SisterMystique => MoveCard,
            ChampionKind::SirNathem => Reactivate { holy: true },
            ChampionKind::LadyOzwin => Reactivate { holy: false },
            ChampionKind::MrsRye => RaiseFive,
        }
    }

    /// Recurring (flip) or one-time (discard). rulebook: Champion Powers ("Flip to" / "Discard to").
    pub fn one_time(self) -> bool {
        matches!(self.power(), ChampionPower::MoveCard | ChampionPower::Reactivate { .. } | ChampionPower::RaiseFive)
    }

    /// The power, in our own words.
    pub fn text(self) -> String {
        let verb = if self.one_time() { "Discard" } else { "Flip" };
        let what = match self.power() {
            ChampionPower::AdjustDie { holy } => {
                format!("raise or lower one active {} die by 1", if holy { "Holy" } else { "Soldier" })
            }
            ChampionPower::Bonus { magic, amount, against } => format!(
                "add {amount} {} to an attack on {}",
                if magic { "Magic" } else { "Strength" },
                match against {
                    BonusTarget::AttackTroop => "an Attack Troop",
                    BonusTarget::MagicalTroop => "a Magical Troop",
                    BonusTarget::SiegeEngine => "a Siege Engine",
                }
            ),
            ChampionPower::ClearTokens => "clear every Strength and Magic token from one card".into(),
            ChampionPower::MoveImpact => "move one Impact token to another Turret".into(),
            ChampionPower::MoveCard => "move one card of the Battlefield to an empty cell".into(),
            ChampionPower::Reactivate { holy } => {
                format!("re-roll two spent {} dice into your active dice", if holy { "Holy" } else { "Soldier" })
            }
            ChampionPower::RaiseFive => "raise up to five active dice by 1".into(),
        };
        format!("{verb} to {what}.")
    }
}

/// The 18 Events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Accidents Happen: flip two Champions on your Fortress face-down for this round.
    AccidentsHappen,
    /// Deserter: move one of your active Soldier dice to your spent dice.
    Deserter,
    /// Back for More: the two Champions at the bottom of the discard pile go on top of the Champion
    /// deck.
    BackForMore,
    /// Battle Lust: add two Strength tokens to the strongest Attack Troop in the Vanguard.
    BattleLust,
    /// Camp Crud: lower any three active dice by 1 each.
    CampCrud,
    /// Dangerous Visions: look at the top six Troop cards, then put them back in any order.
    DangerousVisions,
    /// Final Push: add two Strength tokens to the Siege Engine closest to the Fortress.
    FinalPush,
    /// Foresight: look at the top three Event cards, then put them back in any order.
    Foresight,
    /// Fools Rush In: add two Strength tokens to the weakest Attack Troop in the Vanguard.
    FoolsRushIn,
    /// Friends Arrive: draw two Champions and add them to your Fortress.
    FriendsArrive,
    /// Gargan's Blessing: add two Magic tokens to the Siege Engine closest to the Fortress.
    GargansBlessing,
    /// Lucky Shot: activate one out-of-range Siege Engine and resolve its effect.
    LuckyShot,
    /// Shaman's Ritual: add two Magic tokens to the Siege Engine farthest from the Fortress.
    ShamansRitual,
    /// Shore Up the Walls: remove all of the Impact tokens from one Turret of your choice.
    ShoreUpTheWalls,
    /// Spell Sickness: move one of your unspent Holy dice to your spent dice for this round.
    SpellSickness,
    /// Trained Warriors: add one Strength token to every Attack Troop in the Vanguard.
    TrainedWarriors,
    /// The Turret Shudders: add one Impact token to a Turret of your choice with fewer than three.
    TheTurretShudders,
    /// Unified Rites: add one Magic token to every Magical Troop in the Vanguard.
    UnifiedRites,
}

impl EventKind {
    /// Every Event (one copy each).
    pub const ALL: [EventKind; 18] = [
        EventKind::AccidentsHappen,
        EventKind::Deserter,
        EventKind::BackForMore,
        EventKind::BattleLust,
        EventKind::CampCrud,
        EventKind::DangerousVisions,
        EventKind::FinalPush,
        EventKind::Foresight,
        EventKind::FoolsRushIn,
        EventKind::FriendsArrive,
        EventKind::GargansBlessing,
        EventKind::LuckyShot,
        EventKind::ShamansRitual,
        EventKind::ShoreUpTheWalls,
        EventKind::SpellSickness,
        EventKind::TrainedWarriors,
        EventKind::TheTurretShudders,
        EventKind::UnifiedRites,
    ];

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::AccidentsHappen => "Accidents Happen",
            EventKind::Deserter => "Deserter",
            EventKind::BackForMore => "Back for More",
            EventKind::BattleLust => "Battle Lust",
            EventKind::CampCrud => "Camp Crud",
            EventKind::DangerousVisions => "Dangerous Visions",
            EventKind::FinalPush => "Final Push",
            EventKind::Foresight => "Foresight",
            EventKind::FoolsRushIn => "Fools Rush In",
            EventKind::FriendsArrive => "Friends Arrive",
            EventKind::GargansBlessing => "Gargan's Blessing",
            EventKind::LuckyShot => "Lucky Shot",
            EventKind::ShamansRitual => "Shaman's Ritual",
            EventKind::ShoreUpTheWalls => "Shore Up the Walls",
            EventKind::SpellSickness => "Spell Sickness",
            EventKind::TrainedWarriors => "Trained Warriors",
            EventKind::TheTurretShudders => "The Turret Shudders",
            EventKind::UnifiedRites => "Unified Rites",
        }
    }

    /// The effect, in our own words.
    pub fn text(self) -> &'static str {
        match self {
            EventKind::AccidentsHappen => "Flip two face-up Champions face down until the next roll.",
            EventKind::Deserter => "Move one active Soldier die to spent.",
            EventKind::BackForMore => {
                "The two Champions longest in the discard pile go back on top of the Champion deck."
            }
            EventKind::BattleLust => "Two Strength tokens on the strongest Attack Troop in the Vanguard.",
            EventKind::CampCrud => "Lower three active dice by 1 each.",
            EventKind::DangerousVisions => "Look at the top six Troop cards and put them back in any order.",
            EventKind::FinalPush => "Two Strength tokens on the Siege Engine closest to the Fortress.",
            EventKind::Foresight => "Look at the top three Event cards and put them back in any order.",
            EventKind::FoolsRushIn => "Two Strength tokens on the weakest Attack Troop in the Vanguard.",
            EventKind::FriendsArrive => "Gain two Champions.",
            EventKind::GargansBlessing => "Two Magic tokens on the Siege Engine closest to the Fortress.",
            EventKind::LuckyShot => "One out-of-range Siege Engine fires anyway.",
            EventKind::ShamansRitual => "Two Magic tokens on the Siege Engine farthest from the Fortress.",
            EventKind::ShoreUpTheWalls => "Remove every Impact token from one Turret.",
            EventKind::SpellSickness => "Move one active Holy die to spent.",
            EventKind::TrainedWarriors => "One Strength token on every Attack Troop in the Vanguard.",
            EventKind::TheTurretShudders => "One Impact on a Turret that has fewer than three.",
            EventKind::UnifiedRites => "One Magic token on every Magical Troop in the Vanguard.",
        }
    }
}

/// rulebook: How Badly Did You Lose? — by undefeated Siege Engines (our own words).
pub fn loss_grade(undefeated: usize) -> &'static str {
    match undefeated {
        0 | 1 => "1 undefeated Siege Engine: the enemy General salutes your courage and sets you free to fight again.",
        2..=5 => "2-5 undefeated Siege Engines: your Captain smuggles you out through a secret tunnel into the swamp.",
        6 | 7 => "6-7 undefeated Siege Engines: your own Sergeant at Arms locks you in the dungeon with the rats.",
        _ => "8+ undefeated Siege Engines: the stable hands tie you up as a peace offering to the enemy General.",
    }
}

/// rulebook: How Honored Was Your Victory — by defeated (in hand) plus routed (on the
/// Battlefield) Troops (our own words).
pub fn win_grade(troops: usize) -> &'static str {
    match troops {
        0..=3 => "0-3 Troops: the Queen thanks you, and sends fighters to guard your crumbling Fortress.",
        4..=6 => "4-6 Troops: the Queen will receive you at Court. Bring a gift.",
        7..=9 => "7-9 Troops: the Queen considers you for Commandant of the Duchy of Kosk.",
        10..=12 => "10-12 Troops: a royal reception in your honour, and a seat on the war council.",
        _ => "13+ Troops: the Queen proclaims you Defender of the Realm and her Minister of War.",
    }
}

//! A game of Heroes and Spells as a plain value: the map the players built, each Wizard's army
//! and hand, the deck, the turn and the agenda.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::data::board::Cell;
use super::data::cards::Card;
use super::data::{Faction, Wizard};
use super::rules::{Ask, Need};
use crate::core::{Agenda, Deck, Seat, Secret};

/// A tile's place in [`Thaloria::tiles`]: the order it was placed in (0 is the Grotto).
pub type TileId = u8;

/// What a tile is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "owner", rename_all = "snake_case")]
pub enum Ground {
    /// The gold Grotto: neutral, no combat, no banner (rulebook: 7. The Grotto).
    Grotto,
    /// A player's light grey Dungeon: a hole in the movement graph (rulebook: 7. Dungeon Tiles;
    /// ruling thaloria G-3).
    Dungeon(Seat),
    /// A faction-coloured tile of a player.
    Land(Seat),
}

/// A number of Standard and Elite Warriors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Army {
    /// Standard Warriors (1 Power Point, a D6).
    pub standard: u8,
    /// Elite Warriors (2 Power Points, a D12).
    pub elite: u8,
}

impl Army {
    /// No Warrior.
    pub const NONE: Army = Army { standard: 0, elite: 0 };

    /// One Warrior of a type.
    pub const fn one(elite: bool) -> Army {
        if elite {
            Army { standard: 0, elite: 1 }
        } else {
            Army { standard: 1, elite: 0 }
        }
    }

    /// `standard` and `elite` Warriors.
    pub const fn new(standard: u8, elite: u8) -> Army {
        Army { standard, elite }
    }

    /// How many Warriors.
    pub fn count(self) -> u8 {
        self.standard.saturating_add(self.elite)
    }

    /// Their Power Points (rulebook: 4. Warrior Types).
    pub fn power(self) -> u8 {
        self.standard.saturating_add(self.elite.saturating_mul(2))
    }

    /// True with no Warrior.
    pub fn is_empty(self) -> bool {
        self.count() == 0
    }

    /// How many of one type.
    pub fn of(self, elite: bool) -> u8 {
        if elite {
            self.elite
        } else {
            self.standard
        }
    }

    /// The count of one type, to change.
    pub fn of_mut(&mut self, elite: bool) -> &mut u8 {
        if elite {
            &mut self.elite
        } else {
            &mut self.standard
        }
    }

    /// Both counts added.
    pub fn plus(self, other: Army) -> Army {
        Army::new(self.standard.saturating_add(other.standard), self.elite.saturating_add(other.elite))
    }

    /// Both counts taken away (never below 0).
    pub fn minus(self, other: Army) -> Army {
        Army::new(self.standard.saturating_sub(other.standard), self.elite.saturating_sub(other.elite))
    }

    /// True if this army holds at least `other`.
    pub fn holds(self, other: Army) -> bool {
        self.standard >= other.standard && self.elite >= other.elite
    }
}

/// One faction's Warriors on a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Troop {
    /// Whose.
    pub seat: Seat,
    /// How many.
    pub army: Army,
    /// How many of them have moved in this step (they may not move again).
    #[serde(default)]
    pub moved: Army,
}

/// One placed hex tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    /// Where it lies.
    pub cell: Cell,
    /// What it is.
    pub ground: Ground,
    /// The Faction Banner on it (rulebook: 10. Conquering Tiles, Banners and Wizard Attacks).
    #[serde(default)]
    pub banner: Option<Seat>,
    /// King Zarkul's Empowered Stronghold (ruling thaloria A-18: the marker stays all game).
    #[serde(default)]
    pub empowered: bool,
    /// The Warriors on it: at most two factions (rulebook: 4. Tile Capacity).
    #[serde(default)]
    pub troops: ArrayVec<Troop, 2>,
    /// Who counts as the attacker of a dispute here (rulebook: 5. Disputed Tiles: the player
    /// whose effect created it; else the active player).
    #[serde(default)]
    pub disputer: Option<Seat>,
}

impl Tile {
    /// A tile with nothing on it.
    pub fn new(cell: Cell, ground: Ground) -> Tile {
        Tile { cell, ground, banner: None, empowered: false, troops: ArrayVec::new(), disputer: None }
    }

    /// `seat`'s Warriors here.
    pub fn army_of(&self, seat: Seat) -> Army {
        self.troops.iter().find(|t| t.seat == seat).map_or(Army::NONE, |t| t.army)
    }

    /// `seat`'s Warriors here that have not moved this step.
    pub fn unmoved_of(&self, seat: Seat) -> Army {
        self.troops.iter().find(|t| t.seat == seat).map_or(Army::NONE, |t| t.army.minus(t.moved))
    }

    /// The other faction here than `seat`, if any.
    pub fn other_than(&self, seat: Seat) -> Option<Seat> {
        self.troops.iter().find(|t| t.seat != seat).map(|t| t.seat)
    }

    /// True if Warriors of two factions stand here.
    pub fn is_shared(&self) -> bool {
        self.troops.len() >= 2
    }

    /// The owner of a Land tile.
    pub fn land_owner(&self) -> Option<Seat> {
        match self.ground {
            Ground::Land(owner) => Some(owner),
            _ => None,
        }
    }

    /// True for the Grotto.
    pub fn is_grotto(&self) -> bool {
        self.ground == Ground::Grotto
    }

    /// True for a Dungeon.
    pub fn is_dungeon(&self) -> bool {
        matches!(self.ground, Ground::Dungeon(_))
    }
}

/// Warriors held in a Dungeon (rulebook: 7. Dungeon Duration; ruling thaloria G-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prison {
    /// Whose Dungeon holds them.
    pub keeper: Seat,
    /// Whose Warriors they are.
    pub owner: Seat,
    /// How many.
    pub army: Army,
    /// The owner's Draw Steps left before they return to the Reserve.
    pub left: u8,
}

/// Once-per-turn uses, reset when the next player's turn begins (rulebook: A7.1).
pub mod used {
    /// King Alaric's reroll.
    pub const ALARIC: u8 = 1;
    /// King Haldrek's +1.
    pub const HALDREK: u8 = 2;
    /// King Azmorth's return.
    pub const AZMORTH: u8 = 4;
    /// Rally the Fallen.
    pub const RALLY: u8 = 8;
    /// King Thalorien's two-tile move.
    pub const STRIDE: u8 = 16;
}

/// One Wizard and their army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The faction chosen (none before the picks).
    pub faction: Option<Faction>,
    /// The Wizard chosen (none before the picks).
    pub wizard: Option<Wizard>,
    /// Life Points; may go below 0 (ruling thaloria A-52).
    pub life: i16,
    /// Life Points at the start (rulebook: 3. Wizard Life Points; ruling A-20).
    pub start_life: i16,
    /// The Wizard's Reserve.
    pub reserve: Army,
    /// The Fallen Warriors area.
    pub fallen: Army,
    /// Warriors removed from the game.
    pub removed: Army,
    /// The Black Last Muster token is still held.
    pub muster_token: bool,
    /// King Azmorth's returns used (at most six).
    pub azmorth_uses: u8,
    /// Draw Steps still to skip (rulebook: A3.2).
    pub skip_draws: u8,
    /// Once-per-turn uses this turn ([`used`]).
    pub used: u8,
    /// Tiles placed at setup (ten with the Dungeon).
    pub placed: u8,
    /// The Dungeon has been placed.
    pub dungeon_placed: bool,
    /// Empowered Strongholds chosen (King Zarkul).
    pub empowered: u8,
    /// "I am deployed" has been declared at the starting deployment.
    pub deployed: bool,
    /// The last start-roll die (0: none).
    pub start_roll: u8,
    /// The order in which this Wizard left the game (0 first), once eliminated.
    pub out: Option<u8>,
}

impl Player {
    /// A Wizard before the picks, with a full army in the Reserve.
    pub fn new(life: i16) -> Player {
        Player {
            faction: None,
            wizard: None,
            life,
            start_life: life,
            reserve: Army::new(super::data::STANDARD_SUPPLY as u8, super::data::ELITE_SUPPLY as u8),
            fallen: Army::NONE,
            removed: Army::NONE,
            muster_token: true,
            azmorth_uses: 0,
            skip_draws: 0,
            used: 0,
            placed: 0,
            dungeon_placed: false,
            empowered: 0,
            deployed: false,
            start_roll: 0,
            out: None,
        }
    }

    /// True while the Wizard is in the game.
    pub fn alive(&self) -> bool {
        self.out.is_none()
    }

    /// True if this Wizard is `wizard`.
    pub fn is(&self, wizard: Wizard) -> bool {
        self.wizard == Some(wizard)
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Choosing the starting player (rulebook: 2. Choosing the Starting Player).
    StartRoll,
    /// Choosing factions and Wizards.
    Picks,
    /// Building the board.
    Building,
    /// King Zarkul's Empowered Strongholds.
    Strongholds,
    /// Dealing the starting hands.
    Dealing,
    /// The starting deployment.
    StartDeployment,
    /// 5. Resolve Disputed Tiles.
    Disputes,
    /// 5. Draw Step.
    Draw,
    /// 5. Deployment Step.
    Deployment,
    /// 5. Advance Step.
    Advance,
    /// 5. Attack and Defence Step.
    Attack,
    /// 5. Consolidation Step: movement.
    Consolidation,
    /// 5. Consolidation Deployment.
    ConsolidationDeployment,
    /// The game is over.
    Over,
}

/// One combat die, linked to the Warrior that rolls it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    /// An Elite Warrior's D12 (else a Standard Warrior's D6).
    pub elite: bool,
    /// The face rolled (0: not rolled yet).
    pub face: u8,
    /// A bonus added to this result only (King Haldrek's +1: a reroll loses it, ruling A-16).
    #[serde(default)]
    pub bonus: u8,
    /// The cards' bonus for this Warrior's die in the round (Knights' Charge, Shield Wall,
    /// Oathstone, Bow of the Silverwood): it stays through a reroll, since the card's text gives
    /// it to the die of the round, not to one result.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub card_bonus: u8,
    /// An Elite Warrior rolling a D6 instead of its D12 (Curse of Frailty).
    #[serde(default)]
    pub small: bool,
}

impl Die {
    /// An unrolled die for a Warrior.
    pub fn new(elite: bool) -> Die {
        Die { elite, face: 0, bonus: 0, card_bonus: 0, small: false }
    }

    /// The same Warrior's die, to roll again (a reroll keeps a D6 a D6 and the cards' bonus).
    pub fn again(self) -> Die {
        Die { face: 0, bonus: 0, ..self }
    }

    /// The result it shows.
    pub fn value(self) -> u8 {
        self.face.saturating_add(self.bonus).saturating_add(self.card_bonus)
    }

    /// Its faces.
    pub fn sides(self) -> u8 {
        if self.elite && !self.small {
            12
        } else {
            6
        }
    }
}

/// What kind of combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatKind {
    /// A battle of the Attack and Defence Step (it may earn a Wizard attack).
    Battle,
    /// A combat a card starts (Goblin Tunnels): a battle that earns no Wizard attack.
    Spell,
    /// A disputed tile resolved before a Draw Step (no Wizard attack).
    Dispute,
    /// An attack against a Wizard: one round, defenders from the Reserve.
    Wizard,
}

/// Where a combat round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The attacker picks up to three Warriors.
    PickAttack,
    /// The defender picks up to two.
    PickDefence,
    /// Dice are rolled (each a chance event), then the Wizards' abilities, then the pairs are
    /// compared (ties reroll).
    Dice,
    /// The losses are known; Reactions to Warriors that would be destroyed come first.
    Losses,
    /// The losses are applied; Reactions to the completed round come first.
    Done,
    /// The round is over; the attacker may retreat.
    Retreat,
}

/// A combat in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// Where (for a Wizard attack: the conquered tile the attackers stand on).
    pub tile: TileId,
    /// The attacking seat.
    pub attacker: Seat,
    /// The defending seat.
    pub defender: Seat,
    /// Battle, dispute or Wizard attack.
    pub kind: CombatKind,
    /// Who controlled the tile before the attack (the Wizard a conquest exposes, ruling A-3).
    pub holder: Option<Seat>,
    /// The combat round, from 1.
    pub round: u8,
    /// Where the round stands.
    pub stage: Stage,
    /// The attacking dice, Standard first.
    pub attack: ArrayVec<Die, 3>,
    /// The defending dice, Standard first (three with Royal Guard).
    pub defence: ArrayVec<Die, 3>,
    /// The compared pairs (attack die, defence die), highest first, once fixed.
    pub pairs: ArrayVec<(u8, u8), 3>,
    /// The round's losses, once compared: (attacker's, defender's).
    #[serde(default)]
    pub lost: (Army, Army),
    /// The Reaction window before the first dice has been opened.
    #[serde(default)]
    pub warned: bool,
    /// Card effects on this combat ([`boost`] flags).
    #[serde(default)]
    pub boost: u8,
    /// King Alaric's reroll has been offered this round.
    #[serde(default)]
    pub alaric_asked: bool,
    /// King Haldrek's +1 has been offered this round.
    #[serde(default)]
    pub haldrek_asked: bool,
}

/// Card effects on one combat (flags of [`Combat::boost`]).
pub mod boost {
    /// Shield Wall: +1 to the defender's highest die each round.
    pub const SHIELD: u8 = 1;
    /// Stone Skin: the defender's first Warrior destroyed goes to the Reserve.
    pub const STONE: u8 = 2;
    /// Royal Guard: the Wizard defends with up to three Warriors.
    pub const GUARD: u8 = 4;
    /// Hold the Line: the attackers must retreat after this round if they can.
    pub const FORCED: u8 = 8;
    /// Evasive Retreat: the attackers retreat now and may split between two tiles.
    pub const SPLIT: u8 = 16;
    /// Backstab: a picked defender was destroyed this round.
    pub const STABBED: u8 = 32;
    /// The Reaction window for the round's picks has been opened.
    pub const PICKED: u8 = 64;
    /// The Reaction window for the round's dice has been opened.
    pub const ROLLED: u8 = 128;
}

/// What a card aims at, chosen when it is cast (ruling thaloria G-1: targets are chosen on
/// casting; a card with no legal target cannot be cast).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "aim", rename_all = "snake_case")]
pub enum Aim {
    /// Nothing to choose.
    None,
    /// A player (an opponent, for most cards).
    Seat {
        /// The player.
        seat: Seat,
    },
    /// A tile.
    Tile {
        /// The tile.
        tile: TileId,
    },
    /// Two tiles: from one to another (or two tiles for Earthquake).
    Tiles {
        /// The first tile.
        from: TileId,
        /// The second tile.
        to: TileId,
    },
    /// An item: a card on the chain (counted from the bottom) or a card in play (Dispel Magic).
    Item {
        /// Its place.
        index: u8,
    },
    /// A die of the combat round.
    Die {
        /// The die, as the round lists them.
        die: u8,
    },
    /// A duration counter: a card in play, or a Dungeon group after them (Hourglass of Ages).
    Counter {
        /// Its place.
        index: u8,
        /// Add 1 (else take 1).
        up: bool,
    },
}

/// A card on the Spell Chain (rulebook: A1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cast {
    /// The card.
    pub card: Card,
    /// What it aims at.
    pub aim: Aim,
    /// A copy: no physical card, it goes to no pile (ruling A-13).
    #[serde(default)]
    pub copy: bool,
}

/// A card that stays after it resolves: a Relic, Charm, Curse, Ritual or Trap in play, or a
/// Deferred card waiting for its trigger.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// The card.
    pub card: Card,
    /// Its controller.
    pub owner: Seat,
    /// What it is attached to: a player, a tile, or nothing.
    pub on: Aim,
    /// Its duration counter (0: none), counted in the Draw Steps or turns its text names.
    pub left: u8,
    /// Uses so far (a Relic's counter; War-Chest of Plunder: one bit per opponent).
    pub uses: u8,
}

/// The trigger a priority window was opened for (ruling thaloria G-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "moment", rename_all = "snake_case")]
pub enum Moment {
    /// A card was cast in a Draw Step: only answers to the chain.
    Quiet,
    /// The active player's Advance Step begins.
    AdvanceBegins,
    /// A Warrior entered a tile by normal movement.
    Entered {
        /// Whose.
        seat: Seat,
        /// Where from.
        from: TileId,
        /// Where.
        tile: TileId,
        /// An Elite Warrior.
        elite: bool,
    },
    /// The combat in progress is about to roll its first dice.
    AboutToRoll,
    /// The defenders of the round are picked.
    Picked,
    /// The round's dice are rolled, before comparisons.
    Rolled,
    /// The round's losses are known and about to be applied ("would be destroyed").
    WouldDestroy,
    /// The round is completed.
    RoundDone,
    /// A player's Warriors were destroyed by a card.
    Destroyed {
        /// Whose.
        seat: Seat,
    },
    /// A tile was conquered.
    Conquered {
        /// Who conquered it.
        seat: Seat,
        /// Where.
        tile: TileId,
        /// Who held it.
        from: Seat,
    },
    /// A Wizard attack was declared (the combat in progress).
    WizardAttack,
    /// A Wizard would take damage (the pending [`Harm`]).
    WouldHurt,
    /// A Wizard would drop to 0 or fewer Life Points (the pending [`Harm`]).
    WouldDie,
    /// Warriors are about to leave a Dungeon.
    Release {
        /// Whose Dungeon.
        keeper: Seat,
        /// Whose Warriors.
        owner: Seat,
    },
}

/// One open priority window: the chain and the trigger it answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The chain.
    pub window: crate::core::Window<Cast>,
    /// What opened it.
    pub moment: Moment,
    /// The top card was just cast (cast triggers may answer it, A1.4).
    #[serde(default)]
    pub fresh: bool,
}

/// Damage about to be dealt to a Wizard, open to prevention and replacement (rulebook: A5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Harm {
    /// Whose Wizard.
    pub seat: Seat,
    /// How much.
    pub damage: i16,
    /// Last Stand of Kings: the Life Points become 5 instead.
    pub saved: bool,
    /// The window for replacement at 0 or fewer Life Points has been opened.
    #[serde(default)]
    pub asked: bool,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum End {
    /// The last Wizard standing (rulebook: 11. Last Wizard Standing).
    LastStanding {
        /// The winner.
        seat: Seat,
    },
    /// Eight uncontested enemy tiles at the end of the winner's turn (11. Territorial Victory).
    Territory {
        /// The winner.
        seat: Seat,
    },
    /// Simultaneous eliminations or the round limit, settled by the tie-breakers (11.
    /// Simultaneous Victory): the winner, or none for a draw.
    TieBreak {
        /// The winner, if the tie-breakers found one.
        seat: Option<Seat>,
        /// True when the round limit ended the game.
        limit: bool,
    },
}

/// Work the engine does by itself, with decisions and chance on the same agenda.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", content = "of", rename_all = "snake_case")]
pub enum Task {
    /// A decision.
    Decide(Ask),
    /// A chance event.
    Chance(Need),
    /// Roll for the starting player (the seats still rolling).
    StartRolls,
    /// Read the start rolls: reroll the tied, or name the starting player.
    StartRead,
    /// The next tile of the build.
    Build,
    /// The next starting-deployment turn.
    StartDeploy,
    /// Enter a step of the turn.
    Enter(Step),
    /// Open a priority window for a trigger, if anyone can answer it.
    Window(Moment),
    /// The open chain goes on: priority, or the top card resolves.
    Chain,
    /// Apply the pending damage ([`Thaloria::harm`]).
    Harm,
    /// A card effect that goes on after a decision or a die ([`Thaloria::rolled`]).
    Effect(Card, Seat, Aim),
    /// Deferred cards that wake at this point of the turn.
    Wake(Wake),
    /// Warriors leave a Dungeon.
    Release(Seat),
    /// Rally the Fallen (automatic: it only ever helps).
    Rally,
    /// Start-of-Draw-Step effects: Dungeon stays count down.
    DrawEffects,
    /// One card's start-of-Draw-Step effect for the active player (ruling A-43 orders them).
    DrawEffect(Card),
    /// The hand limit at the end of the Draw Step.
    HandLimit,
    /// The end of the Deployment Step: Total Territorial Loss and No Remaining Army.
    DeploymentEnd,
    /// The Attack and Defence Step: the next battle or Wizard attack.
    Attacks,
    /// The combat in progress goes on.
    Combat,
    /// The end of the turn: Territorial Victory, the next player.
    TurnEnd,
}

/// Points of the turn where Deferred cards and Relics wake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wake {
    /// The start of the Attack and Defence Step.
    Attack,
    /// Consolidation effects.
    Consolidation,
    /// The end of the Draw Step, before the hand limit.
    DrawEnd,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A game of Heroes and Spells: Realms of Thaloria.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thaloria {
    pub(super) config: super::ThaloriaConfig,
    /// One per seat, clockwise.
    pub(super) players: Vec<Player>,
    /// Each seat's hand, known to its owner.
    pub(super) hands: Vec<Secret<Vec<Card>>>,
    /// The map, in placement order (0 is the Grotto).
    pub(super) tiles: Vec<Tile>,
    /// Warriors held in Dungeons.
    pub(super) prisons: Vec<Prison>,
    /// The shared Main Deck.
    pub(super) deck: Deck<Card>,
    /// The shared discard pile, oldest first.
    pub(super) discard: Vec<Card>,
    /// Assist mode: cards in the discard pile the app was never told (a defeated Wizard's secret
    /// cards); their identities stay among the Main Deck's unseen cards.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(super) lost_secrets: u8,
    /// Seats still rolling for the start.
    pub(super) rolling: crate::core::SeatSet,
    /// The starting player.
    pub(super) start: Seat,
    /// Whose turn it is (or whose setup turn).
    pub(super) active: Seat,
    /// The round: up by one each time play comes back to the starting player.
    pub(super) round: u32,
    /// The step of the turn (or of setup).
    pub(super) step: Step,
    /// Power Points left to deploy in this Deployment Step or Consolidation Deployment.
    pub(super) deploy_left: u8,
    /// Tiles attacked in this Advance Step, to fight in the Attack and Defence Step.
    pub(super) battles: ArrayVec<TileId, 27>,
    /// Empty enemy tiles conquered in this Advance Step, each earning one Wizard attack on the
    /// Wizard who held it (ruling A-1).
    pub(super) raids: ArrayVec<(TileId, Seat), 27>,
    /// The combat in progress.
    pub(super) combat: Option<Combat>,
    /// Wizards eliminated so far.
    pub(super) out_count: u8,
    /// Open priority windows, innermost last.
    #[serde(default)]
    pub(super) frames: Vec<Frame>,
    /// Cards in play and Deferred cards waiting.
    #[serde(default)]
    pub(super) lasting: Vec<Lasting>,
    /// Damage about to be dealt.
    #[serde(default)]
    pub(super) harm: Option<Harm>,
    /// The last die a card rolled.
    #[serde(default)]
    pub(super) rolled: u8,
    pub(super) tasks: Agenda<Task>,
    pub(super) end: Option<End>,
}

impl Thaloria {
    /// The memory this state holds: its own size plus every heap buffer it owns (by capacity;
    /// the deck's and the agenda's buffers, which do not show theirs, at the most Vec's doubling
    /// growth gives their largest length). Searches keep thousands of states, so the tests hold
    /// it under 4 KB (issue 25).
    pub fn memory_bytes(&self) -> usize {
        use std::mem::size_of;
        fn cap<T>(v: &Vec<T>) -> usize {
            v.capacity() * size_of::<T>()
        }
        fn grown<T>(len: usize) -> usize {
            if len == 0 {
                0
            } else {
                len.max(4).next_power_of_two() * size_of::<T>()
            }
        }
        let mut n = size_of::<Self>();
        n += cap(&self.players) + cap(&self.hands) + cap(&self.tiles) + cap(&self.prisons);
        n += self.hands.iter().map(|h| cap(&h.value)).sum::<usize>();
        let unseen = self.deck.unseen().count();
        let known = self.deck.len().saturating_sub(self.deck.unseen_in_deck());
        n += grown::<(Card, u16)>(unseen) + 2 * grown::<Card>(known);
        n += cap(&self.discard) + cap(&self.frames) + cap(&self.lasting);
        n += self.frames.iter().map(|f| grown::<(Seat, Cast)>(f.window.stack().len())).sum::<usize>();
        n += grown::<(Seat, Task)>(self.tasks.len());
        n
    }
}

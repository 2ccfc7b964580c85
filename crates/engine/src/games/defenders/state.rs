//! The Defenders of the Realm state: a plain value. The engine loop works a stack of tasks
//! (steps, chance draws, decisions) until a decision or a chance event is due.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::data::{Colour, DarkCardId, General, HeroCardId, HeroKind, Loc, Quest};
use crate::core::{Deck, Seat};

/// Setup options: the seats' heroes and the rulebook's variants (rulebook: Variants).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DefendersConfig {
    /// Number of players (1-4).
    pub players: u8,
    /// Each seat's hero; missing or `null` entries are dealt at random (rulebook: Set Up step 4).
    pub heroes: Vec<Option<HeroKind>>,
    /// Easier 1: 2 + 2 setup cards (24 minions).
    pub easier_setup: bool,
    /// Easier 2: no penalty for losing to a General.
    pub easier_no_penalty: bool,
    /// Easier 3: 3 starting Hero Cards.
    pub easier_three_cards: bool,
    /// Easier 4: +1 life token per hero.
    pub easier_extra_life: bool,
    /// Harder 1: overruns and tainting during setup.
    pub harder_setup_overruns: bool,
    /// Harder 2: −1 life token per hero.
    pub harder_less_life: bool,
    /// Harder 3: purple cards removed from the Hero deck (by id; at most 6).
    pub harder_removed_purple: Vec<HeroCardId>,
    /// Harder 4: Darkness All is Quiet cards removed (0-3).
    pub harder_removed_quiet: u8,
    /// Harder 5: 20 minions of each colour instead of 25.
    pub harder_fewer_minions: bool,
    /// Table variant, not a rulebook one: the Sorcerer in Undead form still takes the Fear
    /// wound from Undead where her turn ends (off: her form spares her the Fear too). The
    /// rulebook does not settle it; see the rules notes, §3.4. Left out of the saved config
    /// when off, so that games without it read and hash as before.
    #[serde(skip_serializing_if = "is_false")]
    pub sorcerer_undead_form_takes_fear: bool,
}

/// For `skip_serializing_if`: a switch that is off.
fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for DefendersConfig {
    fn default() -> Self {
        DefendersConfig {
            players: 2,
            heroes: Vec::new(),
            easier_setup: false,
            easier_no_penalty: false,
            easier_three_cards: false,
            easier_extra_life: false,
            harder_setup_overruns: false,
            harder_less_life: false,
            harder_removed_purple: Vec::new(),
            harder_removed_quiet: 0,
            harder_fewer_minions: false,
            sorcerer_undead_form_takes_fear: false,
        }
    }
}

/// One location's pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot {
    /// Minions by colour (index = colour index).
    pub minions: [u8; 4],
    /// Tainted Crystals.
    pub crystals: u8,
    /// A Magic Gate token.
    pub gate: bool,
}

impl Spot {
    /// All minions here, Generals not counted (rulebook: Overruns and Tainted Land).
    pub fn total(&self) -> u8 {
        self.minions.iter().sum()
    }
}

/// A General's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneralState {
    /// Step on its path: 0 = start … 3, 4 = Monarch City.
    pub step: u8,
    /// Hits still needed (0 = defeated).
    pub remaining: u8,
    /// The seat that struck the final blow.
    pub slain_by: Option<Seat>,
    /// The turn number at whose end it heals next (`None` = not healing).
    pub heal_from: Option<u32>,
}

/// The Eagle Rider's stance (F§3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// No wounds at the turn's end, no penalty losses.
    Sky,
    /// Re-roll once per combat; +1 action next turn in MC or on blue.
    Ground,
}

/// An open quest and its progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenQuest {
    /// Which quest.
    pub quest: Quest,
    /// Minions on the card, by colour (kill-count quests, ruling A-17).
    pub minions: [u8; 4],
    /// Visit flags (Rumors: Inns; Organize Militia: locations), bit i = the i-th listed place.
    pub visited: u8,
}

/// A hero on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hero {
    /// Which hero.
    pub kind: HeroKind,
    /// Where.
    pub loc: Loc,
    /// Starting (and maximum) life tokens.
    pub max_life: u8,
    /// Life tokens not lost to wounds.
    pub life: u8,
    /// Actions left this turn (on the hero's own turn), bonus actions included.
    pub actions: u8,
    /// How many of `actions` are bonus actions, not life tokens (a penalty never takes them).
    #[serde(default)]
    pub bonus: u8,
    /// Hero cards in hand.
    pub hand: Vec<HeroCardId>,
    /// The open quest.
    pub quest: Option<OpenQuest>,
    /// Earned quest rewards not yet used ("discard" ones) and permanent ones.
    pub rewards: Vec<Quest>,
    /// Eagle Rider stance.
    pub stance: Option<Stance>,
    /// Sorcerer form.
    pub form: Option<Colour>,
    /// The Sorcerer's form bonus is still unused this turn (minions, General).
    pub form_bonus: [bool; 2],
    /// Eagle Rider: +1 action next turn.
    pub extra_next_turn: bool,
}

/// A seat: the player and the heroes they have had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// The current hero, or `None` before setup or once out of heroes.
    pub hero: Option<Hero>,
    /// Completed quests (King's Champion).
    pub quests_done: Vec<Quest>,
    /// Generals slain (King's Champion). The Slayer ability needs `slayer` too.
    pub generals: ArrayVec<General, 4>,
    /// Generals whose Slayer ability the current hero holds.
    pub slayer: ArrayVec<General, 4>,
    /// Out of heroes for good (ruling A-16).
    pub out: bool,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EndReason {
    /// All four Generals defeated.
    Victory,
    /// rulebook: Winning (or Losing) i — a General moved into Monarch City.
    GeneralInCity {
        /// Which.
        general: General,
    },
    /// rulebook: Winning (or Losing) ii — not enough minions for a Darkness card.
    Shortage {
        /// The colour that ran out.
        colour: Colour,
    },
    /// rulebook: Winning (or Losing) iii — the last Tainted Crystal was placed.
    Crystals,
    /// rulebook: Winning (or Losing) iv — 5 minions in Monarch City.
    CityFallen,
}

/// The time of day of the active turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Setting up.
    Setup,
    /// Turn-start choices and actions.
    Daytime,
    /// The wound check.
    Dusk,
    /// Drawing Hero cards.
    Evening,
    /// Darkness Spreads.
    Night,
    /// Generals heal, next player.
    EndOfTurn,
}

/// What a roll of dice is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum RollFor {
    /// Engage Minions (or the Ranger's ranged attack, or Fireball).
    Engage {
        /// Who.
        seat: Seat,
        /// Where the minions are.
        loc: Loc,
        /// Fireball: every die hits on 2+.
        fireball: bool,
    },
    /// Balazarg's corruption: one die per committed card, in commitment order.
    Corruption,
    /// One hero's attack on the General in combat.
    GeneralAttack {
        /// Who.
        seat: Seat,
    },
    /// Heal the Land or the Cleric's Purify.
    HealLand {
        /// Who.
        seat: Seat,
    },
    /// A quest roll.
    Quest {
        /// Who.
        seat: Seat,
    },
    /// A General's life penalty (d6 or d3).
    PenaltyLife {
        /// Who.
        seat: Seat,
    },
    /// A General's card penalty (d6).
    PenaltyCards {
        /// Who.
        seat: Seat,
    },
    /// An Envoy reward: remove 1d6 minions.
    Envoy {
        /// Who.
        seat: Seat,
        /// Around where.
        center: Loc,
    },
}

/// Dice being rolled, one chance event per die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// What for.
    pub purpose: RollFor,
    /// The colour each die is aimed at (Engage), if any.
    pub aims: Vec<Option<Colour>>,
    /// Faces so far; 0 = still to roll.
    pub faces: Vec<u8>,
    /// Re-roll sources already used in this combat.
    pub rerolls_used: Vec<Reroll>,
    /// The roller kept the dice: no more re-roll question.
    pub settled: bool,
}

impl Roll {
    /// The next die to roll.
    pub fn next_unrolled(&self) -> Option<usize> {
        self.faces.iter().position(|&f| f == 0)
    }
}

/// A re-roll source (§2 of the rules notes: each once per combat; none against Varkolak).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reroll {
    /// Dwarf: failed dice against Dragonkin minions or Sapphire.
    Dwarf,
    /// Eagle Rider in Ground stance: all his dice.
    EagleGround,
    /// Unicorn Steed: failed dice.
    Unicorn,
    /// Battle Luck (purple): failed dice.
    BattleLuck,
}

/// A General combat in progress (rulebook: Attack an Enemy General; Group Attacking).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// Against whom.
    pub general: General,
    /// Where.
    pub loc: Loc,
    /// Who started it.
    pub initiator: Seat,
    /// Every hero on the location, initiator first then turn order (ruling A-11).
    pub participants: Vec<Seat>,
    /// Committed cards by seat, in commitment order.
    pub committed: Vec<(Seat, HeroCardId)>,
    /// Seats that have rolled.
    pub rolled: Vec<Seat>,
    /// Gorgutt's unused parries (ruling A-10).
    pub parries: u8,
    /// Amarak's Blessing cancels the General's skill.
    pub blessed: bool,
    /// Extra dice from Find Magic Gate, by seat.
    pub boost: Vec<(Seat, u8)>,
    /// The combat's hits so far.
    pub hits: u8,
    /// Seats still to commit cards, next first (the others, then the initiator last).
    pub to_commit: Vec<Seat>,
    /// The initiator's action came from a bonus action (not a life token): what to give back
    /// if the combat is called off (ruling A-14).
    #[serde(default)]
    pub action_from_bonus: bool,
}

/// The tasks Defenders keeps inline (48 bytes each): deeper than most turns go (2 heroes rarely
/// pass 8; 4 heroes peaked at 14 in random games, which then moves the stack to the heap) while
/// a 4-hero state with its heap stays within 4 KB.
pub const DEFENDERS_INLINE_TASKS: usize = 10;

/// A decision the engine waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pending", rename_all = "snake_case")]
pub enum Pending {
    /// Choose a new hero (a replacement after a death).
    ChooseHero,
    /// Eagle Rider: Sky or Ground.
    Stance,
    /// Sorcerer: take a form or none.
    Form,
    /// Daytime: take an action, play a card, or end the Daytime.
    Action,
    /// General combat: commit cards (or rewards), then Done.
    Commit,
    /// General combat: the initiator picks who attacks next.
    NextAttacker,
    /// Re-roll failed dice, or keep them.
    Reroll,
    /// Discard a card (penalty or hand limit).
    Discard {
        /// Cards still to discard.
        count: u8,
    },
    /// The Cleric pushes Undead minions away.
    Push,
    /// A window to play purple cards and rewards.
    Window {
        /// Where in the turn.
        point: WindowPoint,
    },
    /// The Wizard may discard the drawn Darkness card and draw another.
    Foresight,
    /// Pick the targets of an effect.
    Effect(Effect),
}

/// The windows where any seat may play purple cards (rules notes §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowPoint {
    /// At the start of the active player's Daytime (for the other seats).
    DayStart,
    /// In a General combat, after the commitments and after each hero's roll.
    Combat,
    /// Before the first Darkness card of the Night.
    NightStart,
    /// After a Darkness card is revealed.
    Revealed,
    /// At the end of the turn, before the Generals heal.
    TurnEnd,
}

/// The Darkness cards Dark Visions shows (at most 5, F§4), in one of its three piles.
pub type VisionCards = ArrayVec<DarkCardId, 5>;

/// An effect waiting for its targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
pub enum Effect {
    /// Magic Gate: a location for the gate.
    PlaceGate,
    /// Hammer of Valor / King of the Gryphons: pick a hero, then where; `left` heroes still to move.
    MoveHero {
        /// The chosen hero, if picked.
        hero: Option<Seat>,
        /// Moves left after this one.
        left: u8,
        /// Heroes already moved (each at most once).
        moved: ArrayVec<Seat, 4>,
    },
    /// Spell of Purity: a location whose crystals all go.
    Purity,
    /// Ancient Tree of Magic: one crystal anywhere.
    OneCrystal,
    /// Elven Archers: green locations to clear.
    Archers {
        /// How many left.
        left: u8,
    },
    /// Battle Strategy: locations to clear, then a General to push back.
    Strategy {
        /// Locations left to clear.
        left: u8,
    },
    /// Remove single minions: King's Guard Attack (MC and its ring) or an Envoy (within 2 of `center`).
    Kill {
        /// Minions left.
        left: u8,
        /// Envoy: the centre; `None` = King's Guard Attack.
        center: Option<Loc>,
        /// Whose kill-count quest the minions go to.
        seat: Seat,
    },
    /// Cavalry Sweep.
    Sweep {
        /// Current location (`None` = pick a start).
        at: Option<Loc>,
        /// Budget left (a Dragonkin costs 2).
        budget: u8,
        /// Minions removed here so far.
        here: u8,
        /// Locations visited.
        visited: Vec<Loc>,
        /// Whose kill-count quest the minions go to.
        seat: Seat,
    },
    /// Spy in the Camp: the General that does not heal.
    Spy,
    /// Militia Secures Area or a Hunter reward: which location's placement to cancel.
    CancelPlacement {
        /// Hunter: only a location of this colour.
        colour: Option<Colour>,
    },
    /// Rumors or Local Information: call a colour.
    CallColour {
        /// Cards to draw.
        draws: u8,
        /// Who.
        seat: Seat,
    },
    /// Dark Visions: keep (true) or throw out each revealed card, then order the kept ones.
    Visions {
        /// The revealed cards not yet decided.
        undecided: VisionCards,
        /// Kept, not yet ordered.
        kept: VisionCards,
        /// Ordered, next first.
        ordered: VisionCards,
    },
}

/// A chance event the engine waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "need", rename_all = "snake_case")]
pub enum Need {
    /// Deal a random hero to this seat.
    Hero {
        /// The seat.
        seat: Seat,
    },
    /// Draw a Hero card for this seat.
    HeroCard {
        /// The seat.
        seat: Seat,
    },
    /// Draw a Quest for this seat.
    Quest {
        /// The seat.
        seat: Seat,
    },
    /// Draw a Darkness Spreads card.
    Dark,
    /// Roll the next die of the roll in progress.
    Die,
    /// Scout the General: a card of this colour from the Hero deck.
    Scout {
        /// The seat.
        seat: Seat,
        /// The colour searched for.
        colour: Colour,
    },
}

/// What to do with Hero cards drawn by Rumors or Local Information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// Keep this colour (and purple cards); the rest go to the discard pile.
    pub colour: Colour,
}

/// A step of the engine loop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// A decision.
    Decide(Pending),
    /// A chance event.
    Chance(Need),
    /// Setup: the Darkness rounds (round 1 or 2) — keep drawing until `left` cards are kept.
    SetupRound {
        /// 1 or 2.
        round: u8,
        /// Cards still to keep.
        left: u8,
    },
    /// Setup done: reshuffle, and the first turn starts.
    SetupDone,
    /// Turn start: refresh, bonuses, stance and form choices.
    TurnStart,
    /// The Daytime action loop.
    Daytime,
    /// The end-of-turn wound check.
    Wounds,
    /// Evening: draw, then the hand limit.
    Evening,
    /// Check the hand limit.
    HandLimit,
    /// Night: open the window, then draw.
    Night,
    /// Draw the `index`-th Darkness card of the Night.
    NightCard {
        /// 0-based.
        index: u8,
    },
    /// Resolve the revealed card.
    Resolve,
    /// The turn's end: window, healing, the next seat.
    TurnEnd,
    /// Generals heal, then the next turn.
    Heal,
    /// Open a window at this point, for seats in turn order from the active seat, from `from`.
    Window {
        /// Where.
        point: WindowPoint,
        /// The offset from the active seat of the next seat to ask.
        from: u8,
    },
    /// Resolve a finished roll.
    RollDone,
    /// General combat: the commitments are in; a window, then Balazarg's corruption and the attacks.
    CombatStart,
    /// General combat: Balazarg's corruption roll.
    Corruption,
    /// General combat: the next attacker or the end.
    CombatNext,
    /// General combat lost: penalties from participant `index` on.
    Penalty {
        /// Index into the participants.
        index: u8,
    },
    /// The card half of a General's penalty, if the same hero still stands.
    PenaltyCards {
        /// The seat.
        seat: Seat,
        /// The hero who lost the combat.
        hero: HeroKind,
    },
    /// Draw `count` Hero cards for a seat, keeping only `filter`'s cards if any.
    DrawCards {
        /// The seat.
        seat: Seat,
        /// Cards left to draw.
        count: u8,
        /// Rumors / Local Information filter.
        filter: Option<Filter>,
    },
    /// Draw a quest for a seat (again if impossible).
    DrawQuest {
        /// The seat.
        seat: Seat,
    },
    /// Reveal Dark Visions' cards, `left` more.
    Visions {
        /// Cards still to reveal.
        left: u8,
    },
}

/// The Night in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightState {
    /// Cards to draw this Night.
    pub cards: u8,
    /// The index of the card being drawn.
    pub index: u8,
    /// Skip all draws (purple All Is Quiet, Raids).
    pub skip: bool,
    /// The card being resolved and whether it is used in full.
    pub current: Option<(DarkCardId, bool)>,
    /// The Wizard already chose for the current card.
    pub foresight_done: bool,
    /// Placements cancelled on the current card (location A, B).
    pub cancel_place: [bool; 2],
    /// The current card's General advance is cancelled.
    pub cancel_advance: bool,
    /// Generals that do not heal this turn (Spy in the Camp).
    pub spied: Vec<General>,
}

/// Per-turn counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// Rumors at the Inn actions taken (at most 2).
    pub rumors: u8,
    /// The Wizard teleported.
    pub teleported: bool,
    /// Find Magic Gate armed: extra dice for the active hero's next combat.
    pub boost: u8,
    /// A new hero arrived this turn: no Evening.
    pub replaced: bool,
    /// The Cleric's push at the wound check is done.
    pub pushed: bool,
    /// The turn ended on a treasure chest (the Rogue's Thievery).
    pub chest: bool,
    /// The Sorcerer's +2 applies to the Engage roll in progress.
    pub form_minions: bool,
    /// The Sorcerer's +1 applies to the General attack roll in progress.
    pub form_general: bool,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defenders {
    /// The options.
    pub config: DefendersConfig,
    /// One per player, seat 0 first.
    pub seats: Vec<SeatState>,
    /// The board, by location.
    pub board: Vec<Spot>,
    /// Minions beside the board, by colour.
    pub supply: [u8; 4],
    /// Tainted Crystals beside the board.
    pub crystals: u8,
    /// Magic Gate tokens beside the board.
    pub gates: u8,
    /// The four Generals, by colour.
    pub generals: [GeneralState; 4],
    /// The Hero deck.
    pub hero_deck: Deck<HeroCardId>,
    /// The Hero discard pile.
    pub hero_discard: Vec<HeroCardId>,
    /// Purple cards out of play.
    pub purple_out: Vec<HeroCardId>,
    /// The Darkness Spreads deck.
    pub dark_deck: Deck<DarkCardId>,
    /// The Darkness Spreads discard pile.
    pub dark_discard: Vec<DarkCardId>,
    /// The Quest deck.
    pub quest_deck: Deck<Quest>,
    /// Failed and impossible quests.
    pub quest_discard: Vec<Quest>,
    /// Heroes used in this game (never chosen again).
    pub used_heroes: Vec<HeroKind>,
    /// The active seat.
    pub active: Seat,
    /// Turn number (1-based).
    pub turn: u32,
    /// The time of day.
    pub phase: Phase,
    /// Per-turn counters.
    pub this_turn: TurnState,
    /// The Night in progress.
    pub night: NightState,
    /// The dice being rolled.
    pub roll: Option<Roll>,
    /// The General combat in progress.
    pub combat: Option<Combat>,
    /// Setup: the locations named by the cards kept in the current round.
    pub setup_locs: Vec<Loc>,
    /// The engine's work stack.
    pub tasks: crate::core::Agenda<Task, DEFENDERS_INLINE_TASKS>,
    /// How the game ended.
    pub end: Option<EndReason>,
    /// Cleric push: black minions still to push from this location.
    pub push_left: u8,
}

impl Defenders {
    /// The War Status box, 1-4 (rulebook: War Status).
    pub fn war_box(&self) -> u8 {
        1 + self.generals.iter().filter(|g| g.remaining == 0).count() as u8
    }
    /// The active seat's hero.
    pub fn active_hero(&self) -> Option<&Hero> {
        self.seats.get(usize::from(self.active)).and_then(|s| s.hero.as_ref())
    }
    /// A seat's hero.
    pub fn hero(&self, seat: Seat) -> Option<&Hero> {
        self.seats.get(usize::from(seat)).and_then(|s| s.hero.as_ref())
    }
    /// A seat's hero, mutable.
    pub fn hero_mut(&mut self, seat: Seat) -> Option<&mut Hero> {
        self.seats.get_mut(usize::from(seat)).and_then(|s| s.hero.as_mut())
    }
    /// Where a General stands, if undefeated.
    pub fn general_loc(&self, g: General) -> Option<Loc> {
        let s = &self.generals[g.index()];
        (s.remaining > 0).then(|| g.data().path[usize::from(s.step.min(4))])
    }
    /// The undefeated General on a location.
    pub fn general_at(&self, loc: Loc) -> Option<General> {
        super::data::GENERAL_LIST.into_iter().find(|&g| self.general_loc(g) == Some(loc))
    }
    /// Seats in turn order starting from `from`.
    pub fn seats_from(&self, from: Seat) -> impl Iterator<Item = Seat> {
        let n = self.seats.len() as u8;
        (0..n).map(move |i| (from + i) % n)
    }
}

impl Defenders {
    /// The memory this state holds: its own size plus every heap buffer it owns (by capacity).
    ///
    /// The core's [`Deck`] and [`PendingStack`] do not show their capacity, so their buffers are
    /// counted at the most they can hold with Vec's doubling growth: the next power of two (at
    /// least 4) of their largest possible length (every distinct card for a deck's unseen part).
    /// The figure is an upper bound for them and exact for every other buffer. Searches keep
    /// thousands of states, so the tests hold it under 4 KB.
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
        fn deck<C: Clone + PartialEq>(d: &Deck<C>, kinds: usize) -> usize {
            let unseen = d.unseen().count();
            let known = d.len().saturating_sub(d.unseen_in_deck());
            grown::<(C, u16)>(kinds.max(unseen)) + 2 * grown::<C>(known)
        }
        let mut n = size_of::<Self>();
        n += cap(&self.config.heroes) + cap(&self.config.harder_removed_purple);
        n += cap(&self.seats) + cap(&self.board);
        for s in &self.seats {
            n += cap(&s.quests_done);
            if let Some(h) = &s.hero {
                n += cap(&h.hand) + cap(&h.rewards);
            }
        }
        n += deck(&self.hero_deck, super::data::HERO_CARDS.len());
        n += deck(&self.dark_deck, super::data::DARKNESS.len());
        n += deck(&self.quest_deck, super::data::QUEST_LIST.len());
        n += cap(&self.hero_discard) + cap(&self.purple_out) + cap(&self.dark_discard) + cap(&self.quest_discard);
        n += cap(&self.used_heroes) + cap(&self.night.spied) + cap(&self.setup_locs);
        if let Some(r) = &self.roll {
            n += cap(&r.aims) + cap(&r.faces) + cap(&r.rerolls_used);
        }
        if let Some(c) = &self.combat {
            n += cap(&c.participants) + cap(&c.committed) + cap(&c.rolled) + cap(&c.boost) + cap(&c.to_commit);
        }
        n += grown::<(Seat, Task)>(self.tasks.len());
        for (_, t) in self.tasks.iter() {
            if let Task::Decide(Pending::Effect(Effect::Sweep { visited, .. })) = t {
                n += cap(visited);
            }
        }
        n
    }
}

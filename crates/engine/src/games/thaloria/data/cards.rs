//! The 100-card Main Deck of the core set (ROT). designed: rulebook silent.
//!
//! The rulebook says the Main Deck holds exactly 100 unique cards (9. Main Deck Size; Singleton
//! Rule), names the Spell types, card types and rarities (8. Spell Types; Card Types; 9. Set
//! Identification and Rarity), and prints no card. Every card here is designed (ruling thaloria
//! G-1): it uses only mechanics the rules define, and every one of those mechanics appears on at
//! least one card. Themes are flavour: any Wizard may cast any card. docs/rules-notes/thaloria.md
//! lists the design conventions each card's text follows.

use serde::{Deserialize, Serialize};

/// A card of the Main Deck: its number in the set, 1 to 100 (`ROT-001` to `ROT-100`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    /// Assist mode: a card in a hand that the app was never told (the table drew it and kept it
    /// secret). Its identity is one of the Main Deck's unseen cards; it is named when it is cast,
    /// discarded or shown.
    pub const SECRET: Card = Card(0);

    /// The card's definition, if the number is one of the deck's.
    pub fn def(self) -> Option<&'static CardDef> {
        CARDS.get(usize::from(self.0).checked_sub(1)?)
    }

    /// The card's name (its identity under the Singleton Rule).
    pub fn name(self) -> &'static str {
        match self.def() {
            Some(d) => d.name,
            None if self == Card::SECRET => "a secret card",
            None => "an unknown card",
        }
    }

    /// The set code and number, e.g. `ROT-007`.
    pub fn code(self) -> String {
        format!("ROT-{:03}", self.0)
    }

    /// Every card of the deck, in number order.
    pub fn all() -> impl Iterator<Item = Card> {
        CARDS.iter().map(|d| Card(d.id))
    }
}

/// When a card may be played. rulebook: 8. Spell Types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpellType {
    /// Played during your Draw Step; resolves at once.
    Action,
    /// Played when its stated trigger occurs, in anyone's turn.
    Reaction,
    /// Played during your Draw Step; waits for its trigger.
    Deferred,
}

/// How a card behaves once played. rulebook: 8. Card Types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    /// A one-off effect.
    Spell,
    /// A magical object that stays in play.
    Relic,
    /// A temporary positive effect on a player or Warrior.
    Charm,
    /// A temporary negative effect.
    Curse,
    /// A temporary positive effect placed on a tile.
    Ritual,
    /// A temporary negative effect that triggers on Warriors.
    Trap,
}

/// A card's power. rulebook: 9. Set Identification and Rarity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rarity {
    /// Light Blue Gem.
    Essential,
    /// Purple Gem.
    Strong,
    /// White Gem.
    Superior,
    /// Yellow Gem.
    Elite,
}

/// The style a card fits (flavour only: cards name no faction). designed: ruling thaloria G-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// King Alaric: discipline, reinforcement, banners, healing.
    Humans,
    /// King Thalorien: mobility, archery, forest, illusion.
    Elves,
    /// King Haldrek: stone, forges, tunnels near Dungeons.
    Dwarfs,
    /// King Zarkul: swarm, theft, traps, sabotage.
    Goblins,
    /// King Azmorth: undeath, Dungeons, attrition.
    Skeletons,
    /// Shared arcane: the chain, cards, the Grotto, terrain, banners.
    Arcane,
}

/// One card's printed face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// Its number, 1 to 100.
    pub id: u8,
    /// Its name.
    pub name: &'static str,
    /// When it may be played.
    pub spell: SpellType,
    /// How it behaves once played.
    pub kind: CardType,
    /// Its rarity.
    pub rarity: Rarity,
    /// Its theme.
    pub theme: Theme,
    /// Its rules text.
    pub text: &'static str,
}

const fn def(
    id: u8,
    name: &'static str,
    spell: SpellType,
    kind: CardType,
    rarity: Rarity,
    theme: Theme,
    text: &'static str,
) -> CardDef {
    CardDef { id, name, spell, kind, rarity, theme, text }
}

use CardType::{Charm, Curse, Relic, Ritual, Spell, Trap};
use Rarity::{Elite, Essential, Strong, Superior};
use SpellType::{Action, Deferred, Reaction};
use Theme::{Arcane, Dwarfs, Elves, Goblins, Humans, Skeletons};

/// The Main Deck, in number order. designed: rulebook silent (ruling thaloria G-1), every card.
pub const CARDS: [CardDef; 100] = [
    def(1, "Call to Arms", Action, Spell, Essential, Humans, "Return up to 2 of your Fallen Standard Warriors to your Reserve (a summon)."),
    def(2, "Steady Hands", Reaction, Spell, Essential, Humans, "When your dice for a combat round or Wizard attack have been rolled, before comparisons: reroll one of them; the new result stands."),
    def(3, "Shield Wall", Reaction, Charm, Essential, Humans, "When a battle on a tile you control is about to roll its first dice: until it ends, add +1 to your highest defence die each round."),
    def(4, "Royal Physician", Deferred, Spell, Essential, Humans, "At the start of your next Draw Step: your Wizard gains 5 LP."),
    def(5, "Herald's Dispatch", Deferred, Spell, Essential, Humans, "At the start of your next Draw Step, before the normal draw: draw 2 cards, then discard 1."),
    def(6, "Writ of Levy", Action, Curse, Essential, Humans, "Target opponent may deploy at most 3 PP in their next Deployment Step; then discard this."),
    def(7, "Reinforced Garrison", Reaction, Spell, Strong, Humans, "When a battle on one of your own tiles is about to roll its first dice: directly summon up to 2 of your Fallen Standard Warriors onto that tile."),
    def(8, "Knights' Charge", Deferred, Charm, Strong, Humans, "In this turn's A&D Step: add +1 to each of your attack dice in the first round of every battle you attack in."),
    def(9, "Sanctified Ground", Action, Ritual, Strong, Humans, "Place on a tile you control for 2 of your Draw Steps: your Warriors destroyed there go to your Reserve instead of the Fallen area."),
    def(10, "Muster at the Keep", Deferred, Charm, Strong, Humans, "In this turn's Deployment Step: your allowance is 7 PP instead of 5."),
    def(11, "Banner of Valor", Action, Relic, Strong, Humans, "Once during your turn, when you conquer a tile in your A&D Step: draw 1 card. Discard after the 3rd use (counter)."),
    def(12, "Hold the Line", Reaction, Trap, Superior, Humans, "When a combat round on a tile you defend is completed: the attacking Warriors must retreat if they have a legal retreat tile."),
    def(13, "Crown's Decree", Action, Spell, Superior, Humans, "Remove an enemy banner from one of your own tiles that holds no enemy Warriors; you control it again (no Wizard attack)."),
    def(14, "Royal Guard", Reaction, Charm, Superior, Humans, "When a Wizard attack against you is declared: you may pick up to 3 defenders from your Reserve for it."),
    def(15, "Last Stand of Kings", Reaction, Spell, Elite, Humans, "When your Wizard would drop to 0 or fewer LP: replacement — its LP become 5 instead."),
    def(16, "Grand Muster", Action, Spell, Elite, Humans, "Return up to 3 of your Fallen Standard Warriors to your Reserve, then deploy up to 4 PP from your Reserve onto your own tiles you control (extra allowance, tile limits apply)."),
    def(17, "Swift Stride", Deferred, Charm, Essential, Elves, "In this turn's Advance Step, a Warrior of yours may move 2 tiles instead of 1 (normal restrictions; in addition to Thalorien's Warrior)."),
    def(18, "Volley of Arrows", Reaction, Spell, Essential, Elves, "When enemy Warriors enter a tile adjacent to a tile you control: roll a D6; on 5-6 destroy one of those entering Warriors that is Standard."),
    def(19, "Evasive Retreat", Reaction, Charm, Essential, Elves, "When a combat round in which you attack is completed: retreat now, and you may split your Warriors between up to 2 legal adjacent tiles."),
    def(20, "Moonwell", Action, Ritual, Essential, Elves, "Place on a tile you control for 2 of your Draw Steps: at the start of each of your Draw Steps, if you have a Warrior on it, your Wizard gains 2 LP."),
    def(21, "Entangling Roots", Reaction, Curse, Essential, Elves, "When an opponent's Advance Step begins: choose a tile of theirs adjacent to a tile you control; their Warriors there cannot move this step."),
    def(22, "Scouting Party", Deferred, Spell, Essential, Elves, "At the start of your next Draw Step: draw 1 card, or 2 if you have a Warrior in the Grotto."),
    def(23, "Thornwall", Action, Curse, Strong, Elves, "Choose a tile with no Warriors, adjacent to a tile you control, not the Grotto or a Dungeon: it is impassable until the start of your next Draw Step."),
    def(24, "Sylvan Ambush", Reaction, Trap, Strong, Elves, "When enemy Warriors move onto a tile you control that holds your Warriors: destroy one entering Standard Warrior of your choice."),
    def(25, "Wind Walk", Action, Spell, Strong, Elves, "Move one of your battlefield Warriors (an Elite one if there is one there) to another tile you control (forced movement; capacity applies)."),
    def(26, "Longbow Salvo", Deferred, Spell, Strong, Elves, "At the start of this turn's A&D Step: destroy one defending Standard Warrior on a tile you are attacking."),
    def(27, "Song of Renewal", Deferred, Charm, Strong, Elves, "At the start of your next Draw Step: return 1 of your Fallen Elite Warriors to your Reserve and your Wizard gains 2 LP."),
    def(28, "Glamour of Mist", Reaction, Spell, Superior, Elves, "Cancel target Action card on the chain."),
    def(29, "Bow of the Silverwood", Action, Relic, Superior, Elves, "Once per turn, after your attack dice of a combat round are rolled: add +1 to your highest one (used at the first chance)."),
    def(30, "Hidden Glade", Action, Ritual, Superior, Elves, "Place on one of your own tiles you control for 2 of your Draw Steps: opponents' cards cannot target that tile or your Warriors on it."),
    def(31, "Mirror of Aeldir", Reaction, Spell, Elite, Elves, "Copy target Action or Reaction card of card type Spell on the chain; you control the copy and may choose new targets; then draw 1 card."),
    def(32, "Call of the Wild Hunt", Action, Spell, Elite, Elves, "Directly summon up to 2 of your Fallen Warriors (Elite first) onto one of your own tiles you control."),
    def(33, "Stone Skin", Reaction, Charm, Essential, Dwarfs, "When a battle on a tile you control is about to roll its first dice: the first of your Warriors destroyed in that battle goes to your Reserve instead."),
    def(34, "Forge Fires", Deferred, Spell, Essential, Dwarfs, "At the start of your next Draw Step: return 1 of your Fallen Standard Warriors to your Reserve and draw 1 card."),
    def(35, "Grudge", Reaction, Curse, Essential, Dwarfs, "When an opponent conquers one of your tiles: attach to that opponent for 2 of their Draw Steps; each unpaired die of their Wizard attacks on you deals 2 less (minimum 0)."),
    def(36, "Rockfall", Deferred, Trap, Essential, Dwarfs, "Place on a tile you control; the first time enemy Warriors enter it, roll a D6 for each of them, and each 5-6 destroys that Warrior; then discard."),
    def(37, "Runic Ward", Action, Ritual, Essential, Dwarfs, "Place on a tile you control for 2 of your Draw Steps: opponents' cards cannot move, return, remove or send to a Dungeon your Warriors on it."),
    def(38, "Deep Tunnels", Action, Spell, Essential, Dwarfs, "Move up to 2 of your Warriors from one tile you control to another tile you control; both tiles must be adjacent to a Dungeon (forced movement)."),
    def(39, "Iron Portcullis", Deferred, Trap, Strong, Dwarfs, "Place on one of your own tiles you control; the first time enemy Warriors try to move onto it, that move fails and they stay where they were; then discard."),
    def(40, "Stubborn as Stone", Reaction, Spell, Strong, Dwarfs, "When one of your defending Warriors would be destroyed in a combat round: return it to your Reserve instead."),
    def(41, "Hall of the Mountain King", Action, Ritual, Strong, Dwarfs, "Place on one of your own tiles you control for 2 of your Draw Steps: your Warriors there may total 6 PP (three-Warrior limit unchanged)."),
    def(42, "Anvil of Ages", Action, Relic, Strong, Dwarfs, "Once per turn, at the start of your Draw Step: return 1 of your Fallen Standard Warriors to your Reserve. Discard after the 3rd use (counter)."),
    def(43, "Shield Bash", Reaction, Spell, Strong, Dwarfs, "When you, defending, win every comparison of a combat round: destroy one more attacking Standard Warrior on that tile."),
    def(44, "Tunnel Ambush", Reaction, Spell, Superior, Dwarfs, "When a battle on a tile you control is about to roll its first dice: directly summon 1 of your Fallen Elite Warriors onto that tile."),
    def(45, "Oathstone", Action, Relic, Superior, Dwarfs, "In every Wizard attack against you: add +1 to your highest defence die."),
    def(46, "Sealed Vault", Reaction, Spell, Superior, Dwarfs, "Cancel target card on the chain that targets your Wizard, your Warriors or a tile you control."),
    def(47, "Mountain's Wrath", Action, Spell, Elite, Dwarfs, "Destroy up to 2 enemy Warriors (Elite first) on one tile adjacent to a tile you control."),
    def(48, "Runeforged Aegis", Deferred, Relic, Elite, Dwarfs, "Waits for the next Wizard attack against you: prevent all damage from its unpaired dice; then discard."),
    def(49, "Pilfer", Action, Spell, Essential, Goblins, "Take 1 random card from target opponent's hand into yours."),
    def(50, "Spiked Pit", Deferred, Trap, Essential, Goblins, "Place on a tile you control; the first enemy Standard Warrior to enter it is destroyed; then discard."),
    def(51, "Dirty Tricks", Reaction, Spell, Essential, Goblins, "When an opponent's dice for a combat round against you have been rolled, before comparisons: they reroll one of those dice (your choice) and keep the new result."),
    def(52, "Goblin Rabble", Deferred, Spell, Essential, Goblins, "As a Consolidation effect this turn: directly summon up to 3 of your Fallen Standard Warriors onto one of your own tiles you control."),
    def(53, "Stink Bomb", Action, Spell, Essential, Goblins, "Up to 2 enemy Warriors on one tile adjacent to a tile you control must move together to one adjacent tile you choose that their faction controls, or to the Grotto (fails if none)."),
    def(54, "Sneaky Raid", Deferred, Charm, Essential, Goblins, "In this turn's Advance Step: one of your Warriors that enters an empty enemy tile may then move 1 more tile (normal restrictions)."),
    def(55, "Loot the Fallen", Reaction, Spell, Strong, Goblins, "When an opponent's Warrior is destroyed: remove up to 2 Warriors in that opponent's Fallen area from the game."),
    def(56, "Snare Net", Reaction, Trap, Strong, Goblins, "When an enemy Warrior enters a tile adjacent to a tile you control in an Advance Step: that player's Warriors that have not moved yet cannot move for the rest of the step."),
    def(57, "Fire Goblins", Action, Curse, Strong, Goblins, "Attach to target opponent for 2 of their Draw Steps: at the start of each of those Draw Steps their Wizard takes 2 damage."),
    def(58, "War-Chest of Plunder", Action, Relic, Strong, Goblins, "Once per game per opponent, when you conquer a tile from that opponent: take 1 random card from their hand."),
    def(59, "Goblin Warren", Action, Ritual, Strong, Goblins, "Place on one of your own tiles you control for 2 of your Draw Steps: up to 4 of your Standard Warriors may occupy it (5-PP limit unchanged)."),
    def(60, "Backstab", Reaction, Spell, Superior, Goblins, "When an opponent has picked defenders for a combat round against you, before dice: destroy one picked Standard defender; it is not replaced this round."),
    def(61, "Cursed Coin", Action, Curse, Superior, Goblins, "Attach to target opponent for 2 of their Draw Steps: at the start of each, they discard 1 card at random."),
    def(62, "Goblin Tunnels", Action, Spell, Superior, Goblins, "Move up to 2 of your Warriors from the Grotto onto an adjacent enemy-occupied tile (capacity applies); fight that combat now with you as attacker (no Wizard attack)."),
    def(63, "The Great Heist", Action, Spell, Elite, Goblins, "Look at target opponent's hand and take 2 cards of your choice."),
    def(64, "Warcry of the Horde", Deferred, Charm, Elite, Goblins, "In this turn's A&D Step: each unpaired attack die of your Wizard attacks deals double its value."),
    def(65, "Raise Dead", Action, Spell, Essential, Skeletons, "Directly summon 1 of your Fallen Warriors (any type) onto one of your own tiles you control."),
    def(66, "Grave Chill", Deferred, Curse, Essential, Skeletons, "Waits for target opponent's next Draw Step: in it they cannot use Last Muster or Rally the Fallen; then discard."),
    def(67, "Bone Rattle", Reaction, Spell, Essential, Skeletons, "When one or more of your Warriors are destroyed in a combat round: draw 1 card."),
    def(68, "Soul Drain", Action, Spell, Essential, Skeletons, "Target opponent's Wizard takes 2 damage and your Wizard gains 2 LP."),
    def(69, "Crypt Gate", Deferred, Trap, Essential, Skeletons, "Place on a tile you control; the first time enemy Warriors enter it, send one of them (your choice) to your Dungeon; then discard."),
    def(70, "Marrow Harvest", Action, Spell, Essential, Skeletons, "Cost: remove up to 2 of your Fallen Standard Warriors from the game. Draw 1 card for each Warrior removed."),
    def(71, "Dungeon Keeper's Key", Action, Relic, Strong, Skeletons, "While in play, enemy Warriors sent to your Dungeon stay for 3 of their owner's Draw Steps instead of 2."),
    def(72, "Tomb Ward", Reaction, Trap, Strong, Skeletons, "When an opponent casts a card that summons Warriors: that opponent cannot summon until the end of this turn, so the card's summoning part fails and its other parts still resolve."),
    def(73, "Deathless Legion", Reaction, Spell, Strong, Skeletons, "When a battle on a tile you control is about to roll its first dice: directly summon up to 3 PP of your Fallen Warriors onto that tile."),
    def(74, "Wail of the Banshee", Reaction, Spell, Strong, Skeletons, "When an opponent casts a card: that opponent discards 1 card of their choice."),
    def(75, "Curse of Frailty", Action, Curse, Strong, Skeletons, "Attach to an enemy-occupied tile adjacent to a tile you control until the end of your next turn: Elite Warriors on it roll a D6 instead of a D12."),
    def(76, "Necromantic Pact", Deferred, Charm, Superior, Skeletons, "At the start of your next Draw Step: return up to 2 of your Fallen Warriors (any type) to your Reserve."),
    def(77, "Dungeon Lord's Decree", Deferred, Spell, Superior, Skeletons, "At the start of this turn's A&D Step: send up to 2 enemy Warriors from one tile you are attacking to your Dungeon."),
    def(78, "Ossuary", Action, Ritual, Superior, Skeletons, "Place on one of your own tiles you control for 2 of your Draw Steps: at the start of each of your Draw Steps, directly summon 1 of your Fallen Standard Warriors onto it."),
    def(79, "Army of the Dead", Action, Spell, Elite, Skeletons, "Directly summon up to 5 PP of your Fallen Warriors (Elite first), filling your own tiles you control in placement order."),
    def(80, "Oblivion", Reaction, Spell, Elite, Skeletons, "When enemy Warriors are about to leave your Dungeon at the end of their stay: remove up to 2 of them from the game instead."),
    def(81, "Arcane Insight", Action, Spell, Essential, Arcane, "Draw 2 cards."),
    def(82, "Arcane Bolt", Action, Spell, Essential, Arcane, "Target opponent's Wizard takes 3 damage."),
    def(83, "Protective Ward", Reaction, Charm, Essential, Arcane, "When your Wizard would take damage: prevent up to 4 of it."),
    def(84, "Dispel Magic", Action, Spell, Essential, Arcane, "Discard target Relic, Charm, Curse, Ritual or Trap card that is in play or pending."),
    def(85, "Grotto Pilgrimage", Deferred, Spell, Essential, Arcane, "As a Consolidation effect this turn: move up to 2 of your Warriors from tiles adjacent to the Grotto into the Grotto (capacity applies; tiles in placement order)."),
    def(86, "Grotto Springs", Action, Ritual, Essential, Arcane, "Place on the Grotto for 2 of your Draw Steps: at the start of each of your Draw Steps, if you have a Warrior in the Grotto, your Wizard gains 3 LP."),
    def(87, "Flash of Insight", Reaction, Spell, Essential, Arcane, "When an opponent casts an Action card: draw 1 card."),
    def(88, "Tripwire", Deferred, Trap, Essential, Arcane, "Place on a tile you control; the first time enemy Warriors enter it, their player discards 1 card at random; then discard."),
    def(89, "Hourglass of Ages", Action, Spell, Essential, Arcane, "Add 1 to, or take 1 from, one duration counter in play (a Ritual, Curse, Charm, Trap or Dungeon group)."),
    def(90, "Seer's Candle", Action, Relic, Essential, Arcane, "Once per turn, at the end of your Draw Step, before the hand-limit check: if you hold fewer than 3 cards, draw 1 card."),
    def(91, "Counterspell", Reaction, Spell, Superior, Arcane, "Cancel target card on the chain."),
    def(92, "Arcane Echo", Reaction, Spell, Superior, Arcane, "Copy target Reaction card of card type Spell on the chain; you control the copy and may choose new targets."),
    def(93, "Sands of Slumber", Action, Curse, Superior, Arcane, "Target opponent skips their next Draw Step."),
    def(94, "Earthquake", Action, Curse, Superior, Arcane, "Choose up to 2 tiles with no Warriors, neither the Grotto nor a Dungeon: they are impassable for 2 of your Draw Steps."),
    def(95, "Claim by Decree", Action, Spell, Superior, Arcane, "Put your banner on an empty enemy tile adjacent to a tile you control (a control change by Spell: no Wizard attack)."),
    def(96, "Silence", Action, Curse, Strong, Arcane, "Target opponent cannot cast Reactions until the end of this turn."),
    def(97, "Mind Rot", Deferred, Spell, Strong, Arcane, "At the start of target opponent's next Draw Step: they discard 2 cards of their choice."),
    def(98, "Jailer's Writ", Action, Spell, Strong, Arcane, "Return one enemy Standard Warrior on any battlefield tile to its owner's Reserve."),
    def(99, "Pilgrim's Chalice", Action, Relic, Strong, Arcane, "Once per turn, at the start of your Draw Step: if you have a Warrior in the Grotto, draw 1 extra card."),
    def(100, "Grotto Sanctuary", Action, Ritual, Strong, Arcane, "Place on the Grotto for 2 of your Draw Steps: no other faction's Warriors may enter the Grotto."),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_100_unique_cards_numbered_in_order() {
        for (i, card) in CARDS.iter().enumerate() {
            assert_eq!(usize::from(card.id), i + 1);
        }
        let mut names: Vec<&str> = CARDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 100, "the Singleton Rule: every name once");
    }

    #[test]
    fn the_deck_keeps_the_designed_tallies() {
        // ruling thaloria G-1: 46 Action, 31 Reaction, 23 Deferred; rarity 40/30/20/10; card types
        // 50/9/12/11/9/9.
        let count = |f: &dyn Fn(&CardDef) -> bool| CARDS.iter().filter(|c| f(c)).count();
        assert_eq!(count(&|c| c.spell == Action), 46);
        assert_eq!(count(&|c| c.spell == Reaction), 31);
        assert_eq!(count(&|c| c.spell == Deferred), 23);
        assert_eq!(count(&|c| c.rarity == Essential), 40);
        assert_eq!(count(&|c| c.rarity == Strong), 30);
        assert_eq!(count(&|c| c.rarity == Superior), 20);
        assert_eq!(count(&|c| c.rarity == Elite), 10);
        let kinds = [Spell, Relic, Charm, Curse, Ritual, Trap].map(|k| count(&|c| c.kind == k));
        assert_eq!(kinds, [50, 9, 12, 11, 9, 9]);
        assert_eq!(count(&|c| c.theme == Arcane), 20);
        assert_eq!(Card(7).name(), "Reinforced Garrison");
        assert_eq!(Card(7).code(), "ROT-007");
        assert!(Card(0).def().is_none() && Card(101).def().is_none());
    }
}

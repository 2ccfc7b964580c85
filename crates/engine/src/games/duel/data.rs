//! Spell Duel's numbers. Spell Duel is the engine's own test game, so every number is designed.

use serde::{Deserialize, Serialize};

/// A card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "card", content = "value", rename_all = "snake_case")]
pub enum Card {
    /// Deals its value to the other side when it resolves.
    Bolt(u8),
    /// A reaction: cancels the spell under it on the chain.
    Ward,
}

impl Card {
    /// The card's name.
    pub fn name(self) -> String {
        match self {
            Card::Bolt(n) => format!("Bolt {n}"),
            Card::Ward => "Ward".into(),
        }
    }
}

/// The deck: four Bolt 1, three Bolt 2, two Bolt 3 and four Wards. designed: test game.
pub const DECK: [(Card, u16); 4] = [(Card::Bolt(1), 4), (Card::Bolt(2), 3), (Card::Bolt(3), 2), (Card::Ward, 4)];
/// Cards dealt to each seat at setup. designed: test game.
pub const HAND: u8 = 2;
/// A seat may draw only while it holds fewer cards than this. designed: test game.
pub const HAND_LIMIT: usize = 4;
/// The game is drawn after this many rounds. designed: test game.
pub const MAX_ROUNDS: u32 = 20;

/// Setup options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DuelConfig {
    /// 2 to 4 players; even seats form one side, odd seats the other.
    pub players: u8,
    /// Each side's starting Life, 1 to 30.
    pub life: u8,
    /// A side's players see each other's hands.
    pub team_hands: bool,
}

impl Default for DuelConfig {
    fn default() -> Self {
        DuelConfig { players: 2, life: 6, team_hands: false }
    }
}

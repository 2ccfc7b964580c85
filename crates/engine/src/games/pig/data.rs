//! Pig's numbers. Pig is the engine's own test game, so every number is designed.

use serde::{Deserialize, Serialize};

/// A bonus card: its value in points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Bonus(pub u8);

/// The bonus deck: three blanks, three +2 and two +5. designed: test game.
pub const BONUS_DECK: [(Bonus, u16); 3] = [(Bonus(0), 3), (Bonus(2), 3), (Bonus(5), 2)];

/// Cards in the bonus deck: the most one seat can ever reveal.
pub const BONUS_CARDS: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < BONUS_DECK.len() {
        n += BONUS_DECK[i].1 as usize;
        i += 1;
    }
    n
};

/// A hold of at least this many points draws a bonus card. designed: test game.
pub const BONUS_HOLD: u16 = 10;

/// Setup options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PigConfig {
    /// 2 to 4 players.
    pub players: u8,
    /// Points to win, 10 to 200.
    pub target: u16,
    /// Play with the bonus deck.
    pub bonus_cards: bool,
}

impl Default for PigConfig {
    fn default() -> Self {
        PigConfig { players: 2, target: 30, bonus_cards: true }
    }
}

/// A Pig match (the test campaign) ends once a seat has won this many games. designed: test game.
pub const MATCH_WINS: u8 = 2;
/// A Pig match is at most this many games. designed: test game.
pub const MATCH_GAMES: u8 = 3;
/// A game won by fewer points than this was close: the next game's target rises by
/// [`OVERTIME_TARGET`] (the branch the last game's outcome decides). designed: test game.
pub const CLOSE_MARGIN: i32 = 10;
/// How much a close game raises the next game's target. designed: test game.
pub const OVERTIME_TARGET: u16 = 10;

//! A counter: its value, range and meaning, and how the UI draws it.

use serde::{Deserialize, Serialize};

use super::tracker::AlertLevel;

/// How the UI draws a counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterStyle {
    /// A number with − and + (tap ±1, hold ±5).
    #[default]
    Number,
    /// Off (min) or on (max): a switch.
    Toggle,
    /// A row of spaces from min to max, each named by `labels` when given; tap a space to go there.
    Track,
    /// Named steps (a turn's phases) shown as a checklist, with "Next" (which carries over).
    Steps,
    /// One of the names in `labels` (a Champion, a difficulty): a picker.
    Choice,
    /// A deck of cards: the cards left of `max` ("14 / 56"), with Draw and, when its [`DeckRule`]
    /// names a discard pile to shuffle back, Reshuffle.
    Deck,
}

/// How a deck ([`CounterStyle::Deck`]) draws, reshuffles and runs out, from the game's rulebook.
/// The piles it names are counters of the same owner, by key; a table from before a pile existed
/// simply lacks it, and the deck works without it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeckRule {
    /// Key of the pile a drawn card joins when the table counts it (the discard pile); `None`
    /// when drawn cards go somewhere the table does not count (a hand, the Battlefield).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn_to: Option<String>,
    /// Key of the discard pile that [`TableOp::Reshuffle`](super::TableOp::Reshuffle) shuffles
    /// back into the deck; `None` when the rulebook never reshuffles this deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reshuffle_from: Option<String>,
    /// Why Draw is refused on an empty deck, in the rule's words (with its source).
    pub empty: String,
    /// The alert the deck raises at or below [`DeckRule::low`] cards, in the rule's words; `None`
    /// when the game's own report already speaks of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alert: Option<(AlertLevel, String)>,
    /// The deck at or below this many cards raises [`DeckRule::alert`] (0: when it is empty).
    #[serde(default)]
    pub low: i32,
}

/// What a counter means to the tracker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterRole {
    /// Life: a player whose Life is at its minimum is defeated.
    Life,
}

/// A named counter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    /// Stable id (`c1`, `c2`, ...).
    pub id: String,
    /// Display name.
    pub label: String,
    /// Owning player, or `None` for a shared counter.
    pub player: Option<usize>,
    /// Its meaning to the tracker, if any.
    pub role: Option<CounterRole>,
    /// Current value.
    pub value: i32,
    /// Lowest value.
    pub min: i32,
    /// Highest value.
    pub max: i32,
    /// Value at the start and after a reset.
    pub default: i32,
    /// Stable key the game's rules know it by (`turret3.impact`), unique per owner.
    #[serde(default)]
    pub key: Option<String>,
    /// Section it is shown in (`Turret 3`).
    #[serde(default)]
    pub group: Option<String>,
    /// How the UI draws it.
    #[serde(default)]
    pub style: CounterStyle,
    /// Names of the values `min..=max`, when they have names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    /// Conservation pool: such counters only move between each other ([`TableOp::Transfer`](super::TableOp::Transfer)).
    #[serde(default)]
    pub pool: Option<String>,
    /// Key of the counter [`TableOp::Advance`](super::TableOp::Advance) moves on when this one passes its max.
    #[serde(default)]
    pub carry: Option<String>,
    /// Its source or a rules reminder.
    #[serde(default)]
    pub note: Option<String>,
    /// How it draws and reshuffles, for a [`CounterStyle::Deck`]. Left out of the JSON otherwise,
    /// so tables from before decks read and write as they did.
    /// (Boxed: most counters are not decks, and a counter stays small.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<Box<DeckRule>>,
}

impl Counter {
    /// True for a player's Life (Life Points).
    pub fn is_life(&self) -> bool {
        self.role == Some(CounterRole::Life)
    }

    /// Its deck rule, when it is a deck (a counter the players added never is).
    pub fn deck_rule(&self) -> Option<&DeckRule> {
        self.deck.as_deref().filter(|_| self.style == CounterStyle::Deck && self.key.is_some())
    }

    /// The name of `value`, if its values have names.
    pub fn label_of(&self, value: i32) -> Option<&str> {
        usize::try_from(i64::from(value) - i64::from(self.min))
            .ok()
            .and_then(|i| self.labels.get(i))
            .map(String::as_str)
    }

    /// The name of its current value, if its values have names.
    pub fn value_label(&self) -> Option<&str> {
        self.label_of(self.value)
    }

    /// The value as shown in the history: its name, or the number.
    pub fn show(&self, value: i32) -> String {
        match self.label_of(value) {
            Some(name) if self.style != CounterStyle::Number => name.to_string(),
            Some(name) => format!("{value} ({name})"),
            None => value.to_string(),
        }
    }
}

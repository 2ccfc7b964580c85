//! What a tracker's button asks before it is sent: the inputs of a compound move (how many Life
//! Tokens to heal, which Darkness Spreads card, the casualties of a battle). The generic screen
//! shows them as one form and writes each answer into the button's operation at the input's key,
//! so the screen holds no per-game code.

use serde::{Deserialize, Serialize};

/// One whole-number input of a button's form, written into the operation at `key` (a field of the
/// operation, or `field.sub` for a field of a map inside it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleInput {
    /// Where the answer goes in the operation: `tokens`, or `units.warriors`.
    pub key: String,
    /// The question.
    pub label: String,
    /// Lowest answer.
    pub min: i32,
    /// Highest answer.
    pub max: i32,
    /// The answer shown first.
    pub default: i32,
    /// Names of the answers `min..=max` (a choice: the cards, the locations); empty for a number.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// A reminder under the input (the rule, or where the number comes from).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl RuleInput {
    /// A number from `min` to `max`, starting at `default`.
    pub fn number(key: impl Into<String>, label: impl Into<String>, min: i32, max: i32, default: i32) -> RuleInput {
        RuleInput { key: key.into(), label: label.into(), min, max, default, options: Vec::new(), note: None }
    }

    /// One of `options`, sent as its index (the first is 0) plus `first`.
    pub fn choice(key: impl Into<String>, label: impl Into<String>, first: i32, options: Vec<String>) -> RuleInput {
        let max = first + options.len() as i32 - 1;
        RuleInput { key: key.into(), label: label.into(), min: first, max, default: first, options, note: None }
    }

    /// Starting at `default` (kept within the range).
    pub fn default(mut self, default: i32) -> RuleInput {
        self.default = default.clamp(self.min, self.max.max(self.min));
        self
    }

    /// With a reminder.
    pub fn note(mut self, note: impl Into<String>) -> RuleInput {
        self.note = Some(note.into());
        self
    }

    /// The name of answer `value`: its option, or the number.
    pub fn answer_text(&self, value: i32) -> String {
        usize::try_from(value - self.min)
            .ok()
            .and_then(|i| self.options.get(i).cloned())
            .unwrap_or_else(|| value.to_string())
    }
}

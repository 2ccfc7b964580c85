//! The table's dice roller: standard dice (d6, d12, d20, d30, any 2-100 sides) and custom dice
//! with named faces. Rolls come from a seeded ChaCha stream, so a table replays exactly.

use chrono::{DateTime, Utc};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::error::TableError;

/// One die to roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum DieSpec {
    /// A numbered die, faces 1..=sides.
    Standard {
        /// 2 to 100.
        sides: u16,
    },
    /// A die with named faces (a combat die, a custom d6 with symbols).
    Custom {
        /// Shown in the history, e.g. "Combat".
        name: String,
        /// 2 to 50 face labels. A label that is a whole number counts toward the total.
        faces: Vec<String>,
    },
}

/// Most dice in one roll.
pub const MAX_DICE_PER_ROLL: usize = 30;

impl DieSpec {
    /// Checks the die's shape.
    ///
    /// # Errors
    /// [`TableError::BadDie`] naming what is wrong.
    pub fn validate(&self) -> Result<(), TableError> {
        match self {
            DieSpec::Standard { sides } if !(2..=100).contains(sides) => {
                Err(TableError::BadDie(format!("a die needs 2 to 100 sides, not {sides}")))
            }
            DieSpec::Custom { faces, .. } if !(2..=50).contains(&faces.len()) => {
                Err(TableError::BadDie(format!("a custom die needs 2 to 50 faces, not {}", faces.len())))
            }
            DieSpec::Custom { name, faces } => {
                if name.trim().is_empty() || name.chars().count() > 30 {
                    return Err(TableError::BadDie("a custom die needs a name of 1 to 30 characters".into()));
                }
                if faces.iter().any(|f| f.trim().is_empty() || f.chars().count() > 30) {
                    return Err(TableError::BadDie("every face needs a label of 1 to 30 characters".into()));
                }
                let limit = super::USER_VALUE_LIMIT;
                if let Some(face) =
                    faces.iter().find(|f| f.trim().parse::<i64>().is_ok_and(|v| v.abs() > i64::from(limit)))
                {
                    return Err(TableError::BadDie(format!(
                        "a numeric face counts toward the total, so it lies within −{limit} to {limit}, not {}",
                        face.trim()
                    )));
                }
                Ok(())
            }
            DieSpec::Standard { .. } => Ok(()),
        }
    }

    /// "d6", or the custom die's name.
    pub fn label(&self) -> String {
        match self {
            DieSpec::Standard { sides } => format!("d{sides}"),
            DieSpec::Custom { name, .. } => name.trim().to_string(),
        }
    }

    fn roll(&self, rng: &mut ChaCha8Rng) -> RolledDie {
        match self {
            DieSpec::Standard { sides } => {
                let v = rng.random_range(1..=u32::from(*sides));
                RolledDie { die: self.label(), face: v.to_string(), value: Some(v as i32) }
            }
            DieSpec::Custom { faces, .. } => {
                let i = rng.random_range(0..faces.len() as u32) as usize;
                let face = faces[i].trim().to_string();
                RolledDie { die: self.label(), value: face.parse().ok(), face }
            }
        }
    }
}

/// One die's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RolledDie {
    /// "d6" or the custom die's name.
    pub die: String,
    /// The face shown.
    pub face: String,
    /// The face as a number, if it is one.
    pub value: Option<i32>,
}

/// A roll of one or more dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// When.
    pub at: DateTime<Utc>,
    /// Who rolled, if said.
    pub player: Option<usize>,
    /// Each die.
    pub dice: Vec<RolledDie>,
    /// Sum of the numeric faces.
    pub total: i32,
}

impl Roll {
    pub(super) fn make(dice: &[DieSpec], player: Option<usize>, at: DateTime<Utc>, rng: &mut ChaCha8Rng) -> Roll {
        let dice: Vec<RolledDie> = dice.iter().map(|d| d.roll(rng)).collect();
        // Each face is within USER_VALUE_LIMIT and a roll has at most 30 dice: the sum fits.
        let total: i64 = dice.iter().filter_map(|d| d.value).map(i64::from).sum();
        let total = i32::try_from(total).unwrap_or(if total < 0 { i32::MIN } else { i32::MAX });
        Roll { at, player, dice, total }
    }

    /// "d6: 4" or "2×d6: 3, 5 (total 8)".
    pub fn describe(&self) -> String {
        let faces: Vec<String> = self.dice.iter().map(|d| format!("{} {}", d.die, d.face)).collect();
        if self.dice.len() > 1 && self.dice.iter().all(|d| d.value.is_some()) {
            format!("{} (total {})", faces.join(", "), self.total)
        } else {
            faces.join(", ")
        }
    }
}

//! "Match your box": the numbers a game's rulebook does not print, which the project designed
//! (`designed: rulebook silent` in the game's `data` module), and which an owner can match to
//! their own copy.
//!
//! A tracker lists them as [`BoxValue`]s (the designed value, the range of each entry, and the rule
//! the value must satisfy) and checks the rules that tie them together
//! ([`Tracker::check_box`](super::Tracker::check_box)). A [`BoxProfile`] holds an owner's values
//! that differ from the designed ones, under a name; a table keeps its profile in its
//! [`TableState`](super::TableState), so undo, saves, exports and imports carry it, and the
//! tracker's layout, rules, alerts and derived values read it. Saved profiles live in a
//! [`BoxLibrary`] per game; the one in use is given to every new table of that game.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::kinds::{self, TableKind};

/// One designed value a tracker uses: a number, or a list of numbers (the spaces of a track that
/// show an icon, the faces of a die, the squares of a power-up track).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxValue {
    /// Stable key, as a [`BoxProfile`] names it.
    pub key: String,
    /// What it is, in the box's words ("Skull space of the horde track").
    pub label: String,
    /// The part of the box it is on ("Horde track").
    pub group: String,
    /// The designed value (a number is a list of one).
    pub default: Vec<i32>,
    /// Lowest value of an entry.
    pub min: i32,
    /// Highest value of an entry.
    pub max: i32,
    /// Fewest entries.
    pub min_len: usize,
    /// Most entries.
    pub max_len: usize,
    /// A name for each entry of a list of fixed length ("Goblin Warrior"); empty: entries are
    /// numbered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<String>,
    /// Names of the values `min..=max` (a die's faces); empty: the values are numbers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub faces: Vec<String>,
    /// What the value must satisfy and where that comes from (`rulebook: ...`; `designed: ...`).
    pub rule: String,
}

impl BoxValue {
    /// A single number in `min..=max`, designed as `default`.
    pub fn number(key: &str, label: impl Into<String>, group: &str, default: i32, min: i32, max: i32) -> BoxValue {
        BoxValue {
            key: key.to_string(),
            label: label.into(),
            group: group.to_string(),
            default: vec![default],
            min,
            max,
            min_len: 1,
            max_len: 1,
            items: Vec::new(),
            faces: Vec::new(),
            rule: String::new(),
        }
    }

    /// A list of `min_len..=max_len` numbers, each in `min..=max`, designed as `default`.
    pub fn list(
        key: &str,
        label: impl Into<String>,
        group: &str,
        default: &[i32],
        (min, max): (i32, i32),
        (min_len, max_len): (usize, usize),
    ) -> BoxValue {
        BoxValue { default: default.to_vec(), min_len, max_len, ..BoxValue::number(key, label, group, 0, min, max) }
    }

    /// A list with one entry for each of `items`, in order.
    pub fn items(mut self, items: &[&str]) -> BoxValue {
        self.items = items.iter().map(|s| s.to_string()).collect();
        self.min_len = items.len();
        self.max_len = items.len();
        self
    }

    /// The values `min..=max` have names (a die's faces).
    pub fn faces(mut self, faces: &[String]) -> BoxValue {
        self.faces = faces.to_vec();
        self
    }

    /// What the value must satisfy, and its source.
    pub fn rule(mut self, rule: impl Into<String>) -> BoxValue {
        self.rule = rule.into();
        self
    }

    /// One entry in words: its face's name or the number.
    pub fn show(&self, value: i32) -> String {
        usize::try_from(value - self.min)
            .ok()
            .and_then(|i| self.faces.get(i))
            .cloned()
            .unwrap_or_else(|| value.to_string())
    }

    /// A whole value in words ("7, 14, 21"; "Goblin Warrior 4").
    pub fn show_all(&self, values: &[i32]) -> String {
        if values.is_empty() {
            return "none".into();
        }
        let shown: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(i, v)| match self.items.get(i) {
                Some(item) => format!("{item} {}", self.show(*v)),
                None => self.show(*v),
            })
            .collect();
        shown.join(", ")
    }
}

/// An owner's values for one game, under a name: only the values that differ from the designed
/// ones are kept, so an empty profile is the designed box.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BoxProfile {
    /// Its name ("My 2019 printing"); empty for the designed values.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The values that differ from the designed ones, by [`BoxValue::key`].
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, Vec<i32>>,
}

/// Most characters in a profile's name.
pub const PROFILE_NAME_LIMIT: usize = 40;
/// Most saved profiles per game. designed: a shelf of printings and house rules, never a database.
pub const PROFILES_PER_GAME: usize = 20;

impl BoxProfile {
    /// The designed values.
    pub fn is_designed(&self) -> bool {
        self.values.is_empty()
    }

    /// The number with `key`, if the profile changes it.
    pub fn int(&self, key: &str) -> Option<i32> {
        self.values.get(key).and_then(|v| v.first()).copied()
    }

    /// The list with `key`, if the profile changes it.
    pub fn list(&self, key: &str) -> Option<&[i32]> {
        self.values.get(key).map(Vec::as_slice)
    }

    /// The number with `key`, or `designed`.
    pub fn int_or(&self, key: &str, designed: i32) -> i32 {
        self.int(key).unwrap_or(designed)
    }

    /// The list with `key`, or `designed`.
    pub fn list_or(&self, key: &str, designed: &[i32]) -> Vec<i32> {
        self.list(key).map_or_else(|| designed.to_vec(), <[i32]>::to_vec)
    }

    /// The profile as kept: its name trimmed, and values equal to the designed ones dropped.
    pub fn normalized(mut self, values: &[BoxValue]) -> BoxProfile {
        self.name = self.name.trim().to_string();
        self.values.retain(|key, v| values.iter().any(|b| &b.key == key && &b.default != v));
        self
    }

    /// The profile's name for the screen and the history ("designed values" when it has none).
    pub fn title(&self) -> String {
        if self.name.is_empty() {
            if self.is_designed() {
                "the designed values".into()
            } else {
                "your values".into()
            }
        } else {
            format!("“{}”", self.name)
        }
    }
}

/// One thing wrong with a profile: the value it concerns (none: the name) and the rule, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxProblem {
    /// The [`BoxValue::key`] it concerns; `None` for the profile's name.
    #[serde(default)]
    pub key: Option<String>,
    /// What is wrong and which rule says so.
    pub text: String,
}

impl BoxProblem {
    /// A problem with the value `key`.
    pub fn new(key: &str, text: impl Into<String>) -> BoxProblem {
        BoxProblem { key: Some(key.to_string()), text: text.into() }
    }
}

/// The values of `kind` that can be matched to a box.
pub fn box_values(kind: TableKind) -> Vec<BoxValue> {
    kinds::box_values(kind)
}

/// Everything wrong with `profile` as a profile of `kind`: unknown values, lengths and ranges, then
/// the kind's own rules over the values together. Empty: it can be used.
pub fn check(kind: TableKind, profile: &BoxProfile) -> Vec<BoxProblem> {
    let specs = box_values(kind);
    let mut problems = Vec::new();
    if profile.name.trim().chars().count() > PROFILE_NAME_LIMIT {
        problems.push(BoxProblem {
            key: None,
            text: format!("a profile's name has at most {PROFILE_NAME_LIMIT} characters"),
        });
    }
    for (key, values) in &profile.values {
        let Some(spec) = specs.iter().find(|s| &s.key == key) else {
            problems.push(BoxProblem::new(key, format!("{} has no value {key:?} to match", kind.info().name)));
            continue;
        };
        if values.len() < spec.min_len || values.len() > spec.max_len {
            let want = if spec.min_len == spec.max_len {
                format!("{}", spec.min_len)
            } else {
                format!("{} to {}", spec.min_len, spec.max_len)
            };
            problems.push(BoxProblem::new(key, format!("{} takes {want} entries, not {}", spec.label, values.len())));
        } else if let Some(v) = values.iter().find(|v| **v < spec.min || **v > spec.max) {
            problems.push(BoxProblem::new(
                key,
                format!("{}: {v} is outside {} to {}", spec.label, spec.show(spec.min), spec.show(spec.max)),
            ));
        }
    }
    if problems.is_empty() {
        problems.extend(kinds::check_box(kind, profile));
    }
    problems
}

/// `profile` checked and normalized for `kind`.
///
/// # Errors
/// [`TableError::BadBox`] naming the first problem.
pub fn checked(kind: TableKind, profile: BoxProfile) -> Result<BoxProfile, TableError> {
    match check(kind, &profile).into_iter().next() {
        Some(problem) => Err(TableError::BadBox(problem.text)),
        None => Ok(profile.normalized(&box_values(kind))),
    }
}

/// The history's words for a change of profile: what each changed value was and is now.
pub fn describe_change(kind: TableKind, from: &BoxProfile, to: &BoxProfile) -> String {
    let specs = box_values(kind);
    let mut changes = Vec::new();
    for spec in &specs {
        let was = from.values.get(&spec.key).unwrap_or(&spec.default);
        let now = to.values.get(&spec.key).unwrap_or(&spec.default);
        if was == now {
            continue;
        }
        if !spec.items.is_empty() && was.len() == now.len() {
            // A list of named entries: only the entries that changed ("Goblin Warrior 4 → 5").
            let entries: Vec<String> = spec
                .items
                .iter()
                .zip(was.iter().zip(now))
                .filter(|(_, (a, b))| a != b)
                .map(|(item, (a, b))| format!("{item} {} → {}", spec.show(*a), spec.show(*b)))
                .collect();
            changes.push(format!("{}: {}", spec.label, entries.join(", ")));
        } else {
            changes.push(format!("{} {} → {}", spec.label, spec.show_all(was), spec.show_all(now)));
        }
    }
    let what = if changes.is_empty() { "no value changes".to_string() } else { changes.join("; ") };
    format!("Match your box: {} — {what}", to.title())
}

/// One game's saved profiles and the one every new table of that game uses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxLibrary {
    /// The saved profiles, by name, in the order saved.
    #[serde(default)]
    pub profiles: Vec<BoxProfile>,
    /// The name of the profile new tables use; `None`: the designed values.
    #[serde(default)]
    pub in_use: Option<String>,
}

impl BoxLibrary {
    /// The profile new tables use (the designed values when none is chosen).
    pub fn current(&self) -> BoxProfile {
        self.in_use.as_ref().and_then(|name| self.find(name)).cloned().unwrap_or_default()
    }

    /// The saved profile called `name`.
    pub fn find(&self, name: &str) -> Option<&BoxProfile> {
        self.profiles.iter().find(|p| p.name == name)
    }

    /// Saves `profile` (already checked) under its name, replacing one of the same name.
    ///
    /// # Errors
    /// [`TableError::BadBox`] for a profile with no name or one past [`PROFILES_PER_GAME`].
    pub fn save(&mut self, profile: BoxProfile) -> Result<(), TableError> {
        if profile.name.is_empty() {
            return Err(TableError::BadBox("a saved profile needs a name".into()));
        }
        let full = self.profiles.len() >= PROFILES_PER_GAME;
        match self.profiles.iter_mut().find(|p| p.name == profile.name) {
            Some(old) => *old = profile,
            None if full => {
                return Err(TableError::BadBox(format!(
                    "at most {PROFILES_PER_GAME} saved profiles a game: delete one first"
                )))
            }
            None => self.profiles.push(profile),
        }
        Ok(())
    }

    /// Checks a library read from a save: every profile valid for `kind`, names unique, the one in
    /// use saved.
    ///
    /// # Errors
    /// A sentence naming the first problem.
    pub fn validate(&self, kind: TableKind) -> Result<(), String> {
        if self.profiles.len() > PROFILES_PER_GAME {
            return Err(format!("more than {PROFILES_PER_GAME} profiles"));
        }
        for (i, p) in self.profiles.iter().enumerate() {
            if p.name.trim().is_empty() || p.name.trim() != p.name {
                return Err(format!("profile {} has no proper name", i + 1));
            }
            if self.profiles[..i].iter().any(|q| q.name == p.name) {
                return Err(format!("two profiles are called {:?}", p.name));
            }
            if let Some(problem) = check(kind, p).into_iter().next() {
                return Err(format!("profile {:?}: {}", p.name, problem.text));
            }
        }
        match &self.in_use {
            Some(name) if self.find(name).is_none() => Err(format!("the profile in use, {name:?}, is not saved")),
            _ => Ok(()),
        }
    }
}

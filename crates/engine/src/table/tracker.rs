//! The [`Tracker`] trait: what the generic table needs from a game's tracker, and the values a
//! tracker hands back — counter layouts with keys, groups and styles ([`Spec`], [`Layout`]), the
//! changes it settles ([`Change`]), and the report it computes from its counters (derived values,
//! alerts, buttons for its own operations).
//!
//! Each game's tracker lives in its own folder, `games/<game>/tracker/`, and reads the game's
//! `data` module for every designed value; `kinds.rs` is the one place that lists them.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::counter::{CounterRole, CounterStyle, DeckRule};
use super::error::TableError;
use super::inputs::RuleInput;
use super::kinds::{RuleOp, TableKindInfo};
use super::profile::{BoxProblem, BoxProfile, BoxValue};
use super::state::TableState;
use super::turn::TurnOrder;

/// A game's table-mode tracker: the counters the rulebook prints, the rules that tie them together
/// (refusals and consequences), the values derived from them, the alerts before a loss and the
/// game's own operations. A tracker holds no state of its own: everything is in the [`TableState`],
/// so undo, saves and imports cover it.
pub trait Tracker {
    /// The tracker's own operations, sent as `{"type": "rule", "rule": {"game": ..., "do": ...}}`
    /// (wrapped in [`RuleOp`]).
    type Rule;

    /// Whether the players win or lose together (the cooperative games): a Loss about one player
    /// (a hero whose Life runs out in Firesiege) ends the game for all. Otherwise (Heroes and
    /// Spells) such a Loss only puts that player out.
    const SHARED_FATE: bool;

    /// The tracker's menu entry.
    fn info() -> TableKindInfo;

    /// The shared counters and the counters of each player of a new table with `players` players,
    /// shaped by the table's box profile (a horde track as long as the owner's).
    fn layout(players: usize, profile: &BoxProfile) -> Layout;

    /// The designed values an owner can match to their own box (see [`super::profile`]): every
    /// number the rulebook does not print that the tracker's layout, rules, alerts or derived
    /// values read.
    fn box_values() -> Vec<BoxValue> {
        Vec::new()
    }

    /// The rules a profile's values must satisfy together (each value is already of the right
    /// length and within its range): empty when it can be used.
    fn check_box(profile: &BoxProfile) -> Vec<BoxProblem> {
        let _ = profile;
        Vec::new()
    }

    /// Runs after every change (and with no change, to check a table read from outside): it may
    /// refuse the change (an error, and the table is left as it was) or carry out its consequences
    /// (a 3rd Impact discards the Champion), returning one line of text for each.
    ///
    /// # Errors
    /// A [`TableError`] naming the rule that refuses the change.
    fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError>;

    /// Applies one of the tracker's own operations; the history line. `rng` is the table's dice
    /// stream for this operation.
    ///
    /// # Errors
    /// A [`TableError`] naming the rule that refuses it; the table then changes nothing.
    fn rule(state: &mut TableState, op: &Self::Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError>;

    /// Whether `op` starts a new game (a campaign's next game, or a new game at the same table):
    /// the old game's end no longer stands after it, as after resetting every counter.
    fn starts_new_game(op: &Self::Rule) -> bool {
        let _ = op;
        false
    }

    /// Derived values, alerts and buttons, computed fresh for every view.
    fn report(state: &TableState) -> Report;

    /// The rulebook's turn order, as data: its steps (name, reminder, who acts) and the counters
    /// that hold the step, the round, the active seat and the first player (see [`super::turn`]).
    fn turn_order(state: &TableState) -> TurnOrder;
}

/// A counter a kind lays out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Stable key the rules look it up by (unique per owner).
    pub key: &'static str,
    /// Display name.
    pub label: String,
    /// Section it is shown in.
    pub group: Option<String>,
    /// Lowest value.
    pub min: i32,
    /// Highest value.
    pub max: i32,
    /// Starting value.
    pub default: i32,
    /// How it is drawn.
    pub style: CounterStyle,
    /// Names of the values min..=max (spaces of a track, steps, choices).
    pub labels: Vec<String>,
    /// Conservation pool: counters of a pool only move between each other.
    pub pool: Option<String>,
    /// Key of the counter that "Next" advances when this one passes its max.
    pub carry: Option<String>,
    /// The counter's meaning to the generic table.
    pub role: Option<CounterRole>,
    /// Where the number comes from, or a rules reminder.
    pub note: Option<String>,
    /// How a deck draws and reshuffles ([`Spec::deck`]).
    pub deck: Option<DeckRule>,
}

impl Spec {
    /// A plain number.
    pub fn number(key: &'static str, label: impl Into<String>, min: i32, max: i32, default: i32) -> Spec {
        Spec {
            key,
            label: label.into(),
            group: None,
            min,
            max,
            default,
            style: CounterStyle::Number,
            labels: Vec::new(),
            pool: None,
            carry: None,
            role: None,
            note: None,
            deck: None,
        }
    }
    /// An off/on switch (0 or 1).
    pub fn toggle(key: &'static str, label: impl Into<String>, on: bool) -> Spec {
        Spec { style: CounterStyle::Toggle, ..Spec::number(key, label, 0, 1, i32::from(on)) }
    }
    /// A track whose spaces are named `labels` (value 0 is the first name).
    pub fn track(key: &'static str, label: impl Into<String>, labels: &[&str], default: i32) -> Spec {
        let max = labels.len() as i32 - 1;
        Spec {
            style: CounterStyle::Track,
            labels: labels.iter().map(|l| l.to_string()).collect(),
            ..Spec::number(key, label, 0, max, default)
        }
    }
    /// Named steps (value 0 is the first step).
    pub fn steps(key: &'static str, label: impl Into<String>, labels: &[&str]) -> Spec {
        Spec { style: CounterStyle::Steps, ..Spec::track(key, label, labels, 0) }
    }
    /// One of several names (value 0 is the first name).
    pub fn choice(key: &'static str, label: impl Into<String>, labels: &[&str], default: i32) -> Spec {
        Spec { style: CounterStyle::Choice, ..Spec::track(key, label, labels, default) }
    }
    /// A deck of `size` cards with `left` in it at the start. `empty` says, in the rule's words
    /// and with its source, why nothing can be drawn from it empty. Link its piles with
    /// [`Spec::drawn_to`] and [`Spec::reshuffles`], and its alert with [`Spec::runs_low`].
    pub fn deck(key: &'static str, label: impl Into<String>, size: i32, left: i32, empty: impl Into<String>) -> Spec {
        Spec {
            style: CounterStyle::Deck,
            deck: Some(DeckRule { drawn_to: None, reshuffle_from: None, empty: empty.into(), alert: None, low: 0 }),
            ..Spec::number(key, label, 0, size, left)
        }
    }
    /// A drawn card joins the pile with key `pile` (its discard pile).
    pub fn drawn_to(mut self, pile: &str) -> Spec {
        if let Some(d) = self.deck.as_mut() {
            d.drawn_to = Some(pile.to_string());
        }
        self
    }
    /// Reshuffle shuffles the pile with key `pile` back into the deck.
    pub fn reshuffles(mut self, pile: &str) -> Spec {
        if let Some(d) = self.deck.as_mut() {
            d.reshuffle_from = Some(pile.to_string());
        }
        self
    }
    /// At or below `low` cards the deck raises an alert of `level` saying `text`.
    pub fn runs_low(mut self, low: i32, level: AlertLevel, text: impl Into<String>) -> Spec {
        if let Some(d) = self.deck.as_mut() {
            d.low = low;
            d.alert = Some((level, text.into()));
        }
        self
    }
    /// In section `group`.
    pub fn group(mut self, group: impl Into<String>) -> Spec {
        self.group = Some(group.into());
        self
    }
    /// In conservation pool `pool`.
    pub fn pool(mut self, pool: impl Into<String>) -> Spec {
        self.pool = Some(pool.into());
        self
    }
    /// "Next" past the last value advances the counter with key `carry`.
    pub fn carry(mut self, carry: &str) -> Spec {
        self.carry = Some(carry.to_string());
        self
    }
    /// With a role (Life).
    pub fn role(mut self, role: CounterRole) -> Spec {
        self.role = Some(role);
        self
    }
    /// With a note (its source, or a reminder).
    pub fn note(mut self, note: impl Into<String>) -> Spec {
        self.note = Some(note.into());
        self
    }
    /// Named values for a number style counter (value `min` is the first name).
    pub fn labels(mut self, labels: &[&str]) -> Spec {
        self.labels = labels.iter().map(|l| l.to_string()).collect();
        self
    }
}

/// The counters of a new table of one kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Shared by the table.
    pub shared: Vec<Spec>,
    /// Given to each player.
    pub per_player: Vec<Spec>,
    /// Per-player counters that start differently at each seat: `(key, value of seat 0, 1, ...)`
    /// (each hero a different card). They are set through the kind's `settle`, so what follows from
    /// them (a hero's Life) follows too, and the results become the counters' defaults.
    pub seat_values: Vec<(&'static str, Vec<i32>)>,
}

/// One counter's change, for [`Tracker::settle`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The counter's id.
    pub id: String,
    /// Its key, if it has one.
    pub key: Option<String>,
    /// Its owner.
    pub player: Option<usize>,
    /// Before.
    pub from: i32,
    /// After.
    pub to: i32,
}

/// How loud an alert is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AlertLevel {
    /// Worth knowing.
    Info,
    /// One step from trouble (a 3rd Impact).
    Warning,
    /// The game is lost (or a player is out).
    Loss,
    /// The game is won.
    Victory,
}

/// A warning the tracker raises from the numbers. Alerts never block anything.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Alert {
    /// How loud.
    pub level: AlertLevel,
    /// What, in words, with the rule.
    pub text: String,
    /// The player it concerns, if one.
    #[serde(default)]
    pub player: Option<usize>,
    /// The section it concerns, if one.
    #[serde(default)]
    pub group: Option<String>,
}

impl Alert {
    /// An alert about the whole table.
    pub fn new(level: AlertLevel, text: impl Into<String>) -> Alert {
        Alert { level, text: text.into(), player: None, group: None }
    }
    /// About one player.
    pub fn player(mut self, player: usize) -> Alert {
        self.player = Some(player);
        self
    }
    /// About one section.
    pub fn group(mut self, group: impl Into<String>) -> Alert {
        self.group = Some(group.into());
        self
    }
}

/// A value computed from the counters (Army Power, a defence bonus, the grading text).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Derived {
    /// Stable key.
    pub key: String,
    /// Display name.
    pub label: String,
    /// The value, in words or digits.
    pub value: String,
    /// Section.
    #[serde(default)]
    pub group: Option<String>,
    /// Owner.
    #[serde(default)]
    pub player: Option<usize>,
    /// How it is computed, or the rule.
    #[serde(default)]
    pub note: Option<String>,
}

impl Derived {
    /// A derived value for the whole table.
    pub fn new(key: impl Into<String>, label: impl Into<String>, value: impl Into<String>) -> Derived {
        Derived { key: key.into(), label: label.into(), value: value.into(), group: None, player: None, note: None }
    }
    /// In a section.
    pub fn group(mut self, group: impl Into<String>) -> Derived {
        self.group = Some(group.into());
        self
    }
    /// For one player.
    pub fn player(mut self, player: usize) -> Derived {
        self.player = Some(player);
        self
    }
    /// With a note.
    pub fn note(mut self, note: impl Into<String>) -> Derived {
        self.note = Some(note.into());
        self
    }
}

/// A button the tracker offers: one of the kind's operations, ready to send.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleButton {
    /// Stable key (for tests and the UI).
    pub key: String,
    /// What it says.
    pub label: String,
    /// The operation it sends (`{"type": "rule", "rule": ...}`).
    pub rule: RuleOp,
    /// Section.
    #[serde(default)]
    pub group: Option<String>,
    /// Owner.
    #[serde(default)]
    pub player: Option<usize>,
    /// False when the rules do not allow it now; `hint` says why.
    pub enabled: bool,
    /// What it does, or why it is disabled.
    #[serde(default)]
    pub hint: Option<String>,
    /// What the screen asks before sending it (a compound move's numbers and choices); none: it
    /// is sent as it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inputs: Vec<RuleInput>,
}

impl RuleButton {
    /// An enabled button.
    pub fn new(key: impl Into<String>, label: impl Into<String>, rule: RuleOp) -> RuleButton {
        RuleButton {
            key: key.into(),
            label: label.into(),
            rule,
            group: None,
            player: None,
            enabled: true,
            hint: None,
            inputs: Vec::new(),
        }
    }
    /// In a section.
    pub fn group(mut self, group: impl Into<String>) -> RuleButton {
        self.group = Some(group.into());
        self
    }
    /// For one player.
    pub fn player(mut self, player: usize) -> RuleButton {
        self.player = Some(player);
        self
    }
    /// With a hint.
    pub fn hint(mut self, hint: impl Into<String>) -> RuleButton {
        self.hint = Some(hint.into());
        self
    }
    /// Asking `input` before it is sent.
    pub fn input(mut self, input: RuleInput) -> RuleButton {
        self.inputs.push(input);
        self
    }
    /// Disabled, saying why.
    pub fn disabled(mut self, why: impl Into<String>) -> RuleButton {
        self.enabled = false;
        self.hint = Some(why.into());
        self
    }
}

/// One die of a helper's result (a combat roll).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultDie {
    /// Sides.
    pub sides: u32,
    /// Face rolled.
    pub face: u32,
    /// Whose or what ("Attacker", "Green").
    pub label: String,
    /// Whether it hit or won, when that applies.
    #[serde(default)]
    pub hit: Option<bool>,
}

/// The outcome of a helper (a combat roll), shown until the next one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleResult {
    /// Headline ("Attacker wins 2, loses 1").
    pub title: String,
    /// Details, one per line.
    #[serde(default)]
    pub lines: Vec<String>,
    /// The dice.
    #[serde(default)]
    pub dice: Vec<ResultDie>,
}

/// What a kind reports about its table, recomputed for every view.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Computed values.
    pub derived: Vec<Derived>,
    /// Alerts, loudest first.
    pub alerts: Vec<Alert>,
    /// Buttons for the kind's operations.
    pub actions: Vec<RuleButton>,
}

/// The change of the counter with `key` owned by `player`, if it changed.
pub(crate) fn changed<'a>(changes: &'a [Change], key: &str, player: Option<usize>) -> Option<&'a Change> {
    changes.iter().find(|c| c.key.as_deref() == Some(key) && c.player == player)
}

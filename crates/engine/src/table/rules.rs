//! What makes a tracker rules-aware: counter layouts with keys, groups and styles, the
//! game-specific operations ([`RuleOp`]), and the report each kind computes from its counters
//! (derived values, alerts, suggested actions).
//!
//! Every kind is one module (`valeria.rs`, `firesiege.rs`, ...) with the same five items:
//! - `info()`: its menu entry;
//! - `layout(players)`: the shared counters and the counters of each player;
//! - `settle(state, changes)`: runs after every change; it may refuse the change (an error,
//!   and the table is left as it was) or carry out its consequences (a 3rd Impact discards the
//!   Champion), returning one line of text for each;
//! - `rule(state, op, rng)`: the kind's own operations;
//! - `report(state)`: derived values, alerts and buttons, computed fresh for every view.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::kinds::TableKind;
use super::session::{Counter, CounterRole, TableError, TableState};
use super::{defenders, exiled, firesiege, thaloria, valeria};

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

/// One counter's change, for [`settle`].
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
}

impl RuleButton {
    /// An enabled button.
    pub fn new(key: impl Into<String>, label: impl Into<String>, rule: RuleOp) -> RuleButton {
        RuleButton { key: key.into(), label: label.into(), rule, group: None, player: None, enabled: true, hint: None }
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

/// A kind's own operation, named by game: `{"game": "valeria", "do": "refresh_champions"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum RuleOp {
    /// Siege of Valeria.
    Valeria(valeria::Rule),
    /// Firesiege.
    Firesiege(firesiege::Rule),
    /// The Exiled: Siege.
    Exiled(exiled::Rule),
    /// Heroes and Spells: Realms of Thaloria.
    Thaloria(thaloria::Rule),
    /// Defenders of the Realm.
    Defenders(defenders::Rule),
}

impl RuleOp {
    /// The kind whose operation this is.
    pub fn kind(&self) -> TableKind {
        match self {
            RuleOp::Valeria(_) => TableKind::Valeria,
            RuleOp::Firesiege(_) => TableKind::Firesiege,
            RuleOp::Exiled(_) => TableKind::Exiled,
            RuleOp::Thaloria(_) => TableKind::Thaloria,
            RuleOp::Defenders(_) => TableKind::Defenders,
        }
    }
}

/// The layout of a new table of `kind` with `players` players.
pub(crate) fn layout(kind: TableKind, players: usize, life: Option<i32>) -> Result<Layout, TableError> {
    Ok(match kind {
        TableKind::Generic => {
            let start = life.unwrap_or(super::kinds::GENERIC_LIFE);
            if !(1..=9999).contains(&start) {
                return Err(TableError::BadCounter(format!("starting Life must be 1 to 9999, not {start}")));
            }
            Layout {
                shared: Vec::new(),
                per_player: vec![Spec::number("life", "Life", 0, 9999, start).role(CounterRole::Life)],
                seat_values: Vec::new(),
            }
        }
        TableKind::Valeria => valeria::layout(players),
        TableKind::Firesiege => firesiege::layout(players),
        TableKind::Exiled => exiled::layout(players),
        TableKind::Thaloria => thaloria::layout(players),
        TableKind::Defenders => defenders::layout(players),
    })
}

/// Runs the kind's rules after a change: refuse it, or carry out its consequences.
pub(crate) fn settle(kind: TableKind, state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    match kind {
        TableKind::Generic => Ok(Vec::new()),
        TableKind::Valeria => valeria::settle(state, changes),
        TableKind::Firesiege => firesiege::settle(state, changes),
        TableKind::Exiled => exiled::settle(state, changes),
        TableKind::Thaloria => thaloria::settle(state, changes),
        TableKind::Defenders => defenders::settle(state, changes),
    }
}

/// Applies one of the kind's own operations.
pub(crate) fn rule(
    kind: TableKind,
    state: &mut TableState,
    op: &RuleOp,
    rng: &mut ChaCha8Rng,
) -> Result<String, TableError> {
    match (kind, op) {
        (TableKind::Valeria, RuleOp::Valeria(op)) => valeria::rule(state, op, rng),
        (TableKind::Firesiege, RuleOp::Firesiege(op)) => firesiege::rule(state, op, rng),
        (TableKind::Exiled, RuleOp::Exiled(op)) => exiled::rule(state, op, rng),
        (TableKind::Thaloria, RuleOp::Thaloria(op)) => thaloria::rule(state, op, rng),
        (TableKind::Defenders, RuleOp::Defenders(op)) => defenders::rule(state, op, rng),
        _ => Err(TableError::WrongKind { kind: kind.info().name, op: op.kind().info().name }),
    }
}

/// Whether the kind's operation starts a new game (a campaign's next game, or a new game at the
/// same table): the old game's end no longer stands after it, as after resetting every counter.
pub(crate) fn starts_new_game(op: &RuleOp) -> bool {
    matches!(
        op,
        RuleOp::Firesiege(firesiege::Rule::RecordDefeat | firesiege::Rule::RecordVictory | firesiege::Rule::NewGame)
    )
}

/// What the kind reports about the table now.
pub(crate) fn report(kind: TableKind, state: &TableState) -> Report {
    let mut report = match kind {
        TableKind::Generic => Report::default(),
        TableKind::Valeria => valeria::report(state),
        TableKind::Firesiege => firesiege::report(state),
        TableKind::Exiled => exiled::report(state),
        TableKind::Thaloria => thaloria::report(state),
        TableKind::Defenders => defenders::report(state),
    };
    report.alerts.sort_by_key(|a| std::cmp::Reverse(a.level));
    report
}

/// The change of the counter with `key` owned by `player`, if it changed.
pub(crate) fn changed<'a>(changes: &'a [Change], key: &str, player: Option<usize>) -> Option<&'a Change> {
    changes.iter().find(|c| c.key.as_deref() == Some(key) && c.player == player)
}

/// Looking counters up by key, for the kinds' rules.
impl TableState {
    /// The counter with `key` owned by `player` (`None`: shared).
    pub fn by_key(&self, key: &str, player: Option<usize>) -> Option<&Counter> {
        self.counters.iter().find(|c| c.player == player && c.key.as_deref() == Some(key))
    }
    /// Mutable [`TableState::by_key`].
    pub fn by_key_mut(&mut self, key: &str, player: Option<usize>) -> Option<&mut Counter> {
        self.counters.iter_mut().find(|c| c.player == player && c.key.as_deref() == Some(key))
    }
    /// The value of the counter with `key`, or `None` when the table has no such counter.
    pub fn value(&self, key: &str, player: Option<usize>) -> Option<i32> {
        self.by_key(key, player).map(|c| c.value)
    }
    /// The value, or `default` when the counter is missing (an older save).
    pub fn value_or(&self, key: &str, player: Option<usize>, default: i32) -> i32 {
        self.value(key, player).unwrap_or(default)
    }
    /// Sets a counter by key within its range.
    ///
    /// # Errors
    /// [`TableError::NoSuchCounter`] or [`TableError::OutOfRange`].
    pub fn set_value(&mut self, key: &str, player: Option<usize>, value: i32) -> Result<i32, TableError> {
        let c = self.by_key_mut(key, player).ok_or_else(|| TableError::NoSuchCounter(key.to_string()))?;
        if value < c.min || value > c.max {
            return Err(TableError::OutOfRange { label: c.label.clone(), value, min: c.min, max: c.max });
        }
        Ok(std::mem::replace(&mut c.value, value))
    }
    /// Sets a counter by key, clamped to its range; its old value, or `None` when the table lacks it
    /// (an older save). For consequences, which must not fail on a missing counter.
    pub fn set_clamped(&mut self, key: &str, player: Option<usize>, value: i32) -> Option<i32> {
        let c = self.by_key_mut(key, player)?;
        let v = value.clamp(c.min, c.max);
        Some(std::mem::replace(&mut c.value, v))
    }
    /// How many players sit at the table.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
    /// A player's name, or "Player n".
    pub fn player_name(&self, player: usize) -> String {
        self.players.get(player).map(|p| p.name.clone()).unwrap_or_else(|| format!("Player {}", player + 1))
    }
    /// Stores a helper's outcome for the view.
    pub fn set_result(&mut self, result: RuleResult) {
        self.last_result = Some(result);
    }
}

#[cfg(test)]
mod tests {
    use crate::table::TableOp;

    #[test]
    fn a_rule_op_is_named_by_game_and_deed() {
        let op: TableOp =
            serde_json::from_str(r#"{"type":"rule","rule":{"game":"valeria","do":"refresh_champions"}}"#).unwrap();
        let back = serde_json::to_value(&op).unwrap();
        assert_eq!(back["rule"]["game"], "valeria");
        assert_eq!(back["rule"]["do"], "refresh_champions");
        assert!(serde_json::from_str::<TableOp>(r#"{"type":"rule","rule":{"game":"chess","do":"nothing"}}"#).is_err());
    }
}

//! The [`Table`]: a physical game's tracker in play. Every operation goes through
//! [`Table::apply`]: the change, the game's rules over it (refusals and consequences), the
//! conserved pools, the end of the game, one history line and one undo step.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::clock::{Clock, ClockOp};
use super::counter::{Counter, CounterRole, CounterStyle};
use super::end::{alert_word, ends_game, report};
use super::error::TableError;
use super::history::{json_len, HistoryEntry, Step, UNDO_DEPTH};
use super::kinds::{self, TableKind};
use super::ops::TableOp;
use super::profile::{self, BoxProfile};
use super::state::{clean_colour, clean_name, Player, PlayerSpec, TableState, MAX_PLAYERS, PALETTE};
use super::templates::GenericTemplate;
use super::tracker::{AlertLevel, Change, Layout, Spec};
use super::turn;

/// Options for a new table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTable {
    /// Which tracker.
    pub kind: TableKind,
    /// The players.
    pub players: Vec<PlayerSpec>,
    /// A name; defaults to the kind's name.
    #[serde(default)]
    pub name: Option<String>,
    /// Starting Life for generic tables (the `life` template only).
    #[serde(default)]
    pub life: Option<i32>,
    /// What a generic table starts with; `None` is [`GenericTemplate::Life`]. Only for the
    /// generic table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<GenericTemplate>,
    /// The owner's "Match your box" values; `None`: the designed values. (The protocol gives a new
    /// table the game's profile in use when the request names none.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<BoxProfile>,
}

/// A table in play. Persist it whole (serde): undo and redo survive a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub(super) id: String,
    pub(super) kind: TableKind,
    pub(super) created: DateTime<Utc>,
    pub(super) updated: DateTime<Utc>,
    /// What undo restores (the games' tracker tests reach into it to build old saves).
    pub(crate) state: TableState,
    /// At most [`super::HISTORY_LIMIT`] lines, oldest first.
    pub(super) history: Vec<HistoryEntry>,
    /// How to go back before each undoable step, newest last, with that step's history length.
    pub(super) undo: Vec<(Step, usize)>,
    /// Undone steps: how to go forward again, and the history entry.
    pub(super) redo: Vec<(Step, HistoryEntry)>,
    pub(super) seed: u64,
    pub(super) rolls: u64,
    #[serde(default)]
    pub(super) life_default: Option<i32>,
    /// A generic table's template: left out of the JSON for `life`, so tables from before
    /// templates (and every `life` table) read and write as they always did.
    #[serde(default, skip_serializing_if = "GenericTemplate::is_life")]
    pub(super) template: GenericTemplate,
    /// The session clock: outside undo and the history (time spent is spent). Left out of the
    /// JSON while it is the default, so tables from before it read and write as they did.
    #[serde(default, skip_serializing_if = "Clock::is_default")]
    pub(super) clock: Clock,
    /// About how many bytes the table weighs as JSON (an over-estimate between measurements).
    #[serde(skip)]
    pub(super) size_hint: SizeHint,
}

/// A table's estimated size: a cache, so two tables that differ only in it are equal.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct SizeHint(pub(super) usize);

impl PartialEq for SizeHint {
    fn eq(&self, _: &SizeHint) -> bool {
        true
    }
}

impl Eq for SizeHint {}

impl Table {
    /// Starts a table.
    ///
    /// # Errors
    /// Bad players (count, names, colours) or a bad starting Life.
    pub fn new(id: String, spec: NewTable, seed: u64, now: DateTime<Utc>) -> Result<Table, TableError> {
        let mut players = Vec::new();
        for (i, p) in spec.players.iter().enumerate() {
            let (name, colour) = match p {
                PlayerSpec::Name(n) => (n.as_str(), None),
                PlayerSpec::Full { name, colour } => (name.as_str(), colour.as_deref()),
            };
            let name = clean_name(name, "a player's name")?;
            let colour = match colour {
                Some(c) => clean_colour(c)?,
                None => PALETTE[i % PALETTE.len()].to_string(),
            };
            players.push(Player { name, colour });
        }
        if players.len() > MAX_PLAYERS {
            return Err(TableError::BadPlayers(format!("at most {MAX_PLAYERS} players")));
        }
        spec.kind.check_players(players.len())?;
        if spec.kind != TableKind::Generic && spec.life.is_some() {
            return Err(TableError::BadCounter(format!(
                "a {} table takes Life from the game's rules; a starting Life is for the generic table",
                spec.kind.info().name
            )));
        }
        if spec.kind != TableKind::Generic && spec.template.is_some() {
            return Err(TableError::UnusedField {
                field: "template",
                reason: format!(
                    "a {} table is laid out by the game's rules; templates are for the generic table",
                    spec.kind.info().name
                ),
            });
        }
        let template = spec.template.unwrap_or_default();
        let profile = profile::checked(spec.kind, spec.profile.clone().unwrap_or_default())?;
        let layout = kinds::layout(spec.kind, players.len(), spec.life, template, &profile)?;
        let name = match spec.name.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => clean_name(n, "a table's name")?,
            _ if !template.is_life() => template.name().to_string(),
            _ => spec.kind.info().name.to_string(),
        };
        let mut table = Table {
            id,
            kind: spec.kind,
            created: now,
            updated: now,
            state: TableState {
                name,
                players,
                counters: Vec::new(),
                last_roll: None,
                last_result: None,
                next_counter: 1,
                ended: None,
                turn: Default::default(),
                profile,
            },
            history: Vec::new(),
            undo: Vec::new(),
            redo: Vec::new(),
            seed,
            rolls: 0,
            life_default: spec.life,
            template,
            clock: Clock::started(now),
            size_hint: SizeHint::default(),
        };
        for spec in &layout.shared {
            table.push_spec(spec, None);
        }
        for p in 0..table.state.players.len() {
            table.add_player_counters(p, &layout.per_player);
            table.seat_values(p, &layout)?;
        }
        // What the kind's rules keep in step with the players (Heroes and Spells' seat pickers
        // list their names) holds from the start, as after any change.
        kinds::settle(spec.kind, &mut table.state, &[])?;
        let names: Vec<&str> = table.state.players.iter().map(|p| p.name.as_str()).collect();
        let kind_name = match template {
            GenericTemplate::Life => spec.kind.info().name,
            _ => format!("{} ({})", spec.kind.info().name, template.name().to_lowercase()),
        };
        table.history.push(HistoryEntry { at: now, text: format!("New {kind_name} table: {}", names.join(", ")) });
        Ok(table)
    }

    /// The table's id.
    pub fn id(&self) -> &str {
        &self.id
    }
    /// Its tracker kind.
    pub fn kind(&self) -> TableKind {
        self.kind
    }
    /// What it started with (a generic table's template; [`GenericTemplate::Life`] otherwise).
    pub fn template(&self) -> GenericTemplate {
        self.template
    }
    /// Its "Match your box" values.
    pub fn profile(&self) -> &BoxProfile {
        &self.state.profile
    }
    /// Its name.
    pub fn name(&self) -> &str {
        &self.state.name
    }
    /// The players.
    pub fn players(&self) -> &[Player] {
        &self.state.players
    }
    /// The counters.
    pub fn counters(&self) -> &[Counter] {
        &self.state.counters
    }
    /// A counter by id.
    pub fn counter(&self, id: &str) -> Option<&Counter> {
        self.state.counters.iter().find(|c| c.id == id)
    }
    /// A player's counter with a role (their Life).
    pub fn role_counter(&self, player: usize, role: CounterRole) -> Option<&Counter> {
        self.state.counters.iter().find(|c| c.player == Some(player) && c.role == Some(role))
    }
    /// The history, oldest first.
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }
    /// Last change.
    pub fn updated(&self) -> DateTime<Utc> {
        self.updated
    }
    /// True if the player's Life is at its minimum.
    pub fn is_defeated(&self, player: usize) -> bool {
        self.role_counter(player, CounterRole::Life).is_some_and(|c| c.value <= c.min)
    }

    /// Applies one operation and records it in the history.
    ///
    /// # Errors
    /// A [`TableError`] naming the counter, player or die; nothing changes.
    pub fn apply(&mut self, op: &TableOp, now: DateTime<Utc>) -> Result<(), TableError> {
        let before = self.state.clone();
        let raw_before = kinds::report(self.kind, &self.state).alerts;
        let alerts_before = report(self.kind, &self.state).alerts;
        let rolls_before = self.rolls;
        let done = match op {
            // A turn operation: the game's rules see the new step like any change, then the turn is
            // pinned where Next or Back put it (a rule reacting to a new phase must not move it).
            TableOp::TurnFirst { .. } | TableOp::TurnNext {} | TableOp::TurnBack {} => {
                self.turn_op(op).and_then(|(text, to)| {
                    let text = self.settle(&before, text)?;
                    if let Some(to) = to {
                        let order = kinds::turn_order(self.kind, &self.state);
                        turn::pin(&mut self.state, &order, to);
                    }
                    Ok(text)
                })
            }
            _ => self.apply_inner(op, now).and_then(|text| self.settle(&before, text)),
        };
        let mut text = match done {
            Ok(text) => text,
            Err(e) => {
                self.state = before;
                self.rolls = rolls_before;
                return Err(e);
            }
        };
        // Setting what is already there (a tap on the current space, a name retyped) does nothing,
        // so it records nothing: no history line, no undo step.
        let edit = matches!(
            op,
            TableOp::Set { .. }
                | TableOp::Reset { .. }
                | TableOp::Rename { .. }
                | TableOp::RenamePlayer { .. }
                | TableOp::SetColour { .. }
        );
        if edit && self.state == before {
            return Ok(());
        }
        // The first Loss or Victory to appear ends the game; it stands until undone or reopened.
        if self.state.ended.is_none() {
            let kind = self.kind;
            self.state.ended = kinds::report(kind, &self.state)
                .alerts
                .into_iter()
                .find(|a| ends_game(kind, a) && !raw_before.contains(a));
        }
        for alert in report(self.kind, &self.state).alerts {
            if alert.level > AlertLevel::Info && !alerts_before.contains(&alert) {
                text.push_str(&format!(" — {}: {}", alert_word(alert.level), alert.text));
            }
        }
        if let TableOp::RemovePlayer { player } = op {
            self.clock.player_removed(*player);
        }
        self.clock_after(now);
        let back = Step::between(&self.state, &before);
        let entry = HistoryEntry { at: now, text };
        let added = json_len(&back) + json_len(&entry) + 8;
        self.undo.push((back, self.history.len()));
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.history.push(entry);
        self.updated = now;
        self.grew(added);
        Ok(())
    }

    /// Runs the kind's rules over what changed: they may refuse, or add consequences.
    fn settle(&mut self, before: &TableState, text: String) -> Result<String, TableError> {
        let changes: Vec<Change> = self
            .state
            .counters
            .iter()
            .filter_map(|c| {
                let old = before.counters.iter().find(|o| o.id == c.id)?;
                (old.value != c.value).then(|| Change {
                    id: c.id.clone(),
                    key: c.key.clone(),
                    player: c.player,
                    from: old.value,
                    to: c.value,
                })
            })
            .collect();
        let consequences = kinds::settle(self.kind, &mut self.state, &changes)?;
        self.check_pools(before)?;
        let mut text = text;
        for line in consequences {
            text.push_str("; ");
            text.push_str(&line);
        }
        Ok(text)
    }

    /// Every conservation pool keeps the total it had before.
    fn check_pools(&self, before: &TableState) -> Result<(), TableError> {
        let total = |state: &TableState, pool: &str, player: Option<usize>| -> i32 {
            state
                .counters
                .iter()
                .filter(|c| c.pool.as_deref() == Some(pool) && c.player == player)
                .map(|c| c.value)
                .sum()
        };
        for c in &self.state.counters {
            let Some(pool) = c.pool.as_deref() else { continue };
            let was = total(before, pool, c.player);
            let now = total(&self.state, pool, c.player);
            let existed = before.counters.iter().any(|o| o.pool.as_deref() == Some(pool) && o.player == c.player);
            if existed && was != now {
                return Err(TableError::Conserved {
                    label: self.full_label(c),
                    pool: pool.to_string(),
                    rule: format!("{pool} always totals {was}"),
                });
            }
        }
        Ok(())
    }

    pub(super) fn add_player_counters(&mut self, player: usize, specs: &[Spec]) {
        for spec in specs {
            self.push_spec(spec, Some(player));
        }
    }

    /// Gives seat `p` its own starting values (see [`Layout::seat_values`]).
    pub(super) fn seat_values(&mut self, p: usize, layout: &Layout) -> Result<(), TableError> {
        let mut changes = Vec::new();
        for (key, values) in &layout.seat_values {
            let Some(&value) = values.get(p) else { continue };
            let Some(c) = self.state.by_key_mut(key, Some(p)) else { continue };
            if c.value != value && (c.min..=c.max).contains(&value) {
                changes.push(Change {
                    id: c.id.clone(),
                    key: c.key.clone(),
                    player: Some(p),
                    from: c.value,
                    to: value,
                });
                c.value = value;
            }
        }
        if changes.is_empty() {
            return Ok(());
        }
        kinds::settle(self.kind, &mut self.state, &changes)?;
        for c in self.state.counters.iter_mut().filter(|c| c.player == Some(p)) {
            c.default = c.value;
        }
        Ok(())
    }

    pub(super) fn push_spec(&mut self, spec: &Spec, player: Option<usize>) {
        self.push_counter(&spec.label, player, spec.role, spec.min, spec.max, spec.default);
        if let Some(c) = self.state.counters.last_mut() {
            c.key = Some(spec.key.to_string());
            c.group = spec.group.clone();
            c.style = spec.style;
            c.labels = spec.labels.clone();
            c.pool = spec.pool.clone();
            c.carry = spec.carry.clone();
            c.note = spec.note.clone();
            c.deck = spec.deck.clone().map(Box::new);
        }
    }

    pub(super) fn push_counter(
        &mut self,
        label: &str,
        player: Option<usize>,
        role: Option<CounterRole>,
        min: i32,
        max: i32,
        default: i32,
    ) {
        let id = format!("c{}", self.state.next_counter);
        self.state.next_counter = self.state.next_counter.saturating_add(1);
        self.state.counters.push(Counter {
            id,
            label: label.to_string(),
            player,
            role,
            value: default,
            min,
            max,
            default,
            key: None,
            group: None,
            style: CounterStyle::Number,
            labels: Vec::new(),
            pool: None,
            carry: None,
            note: None,
            deck: None,
        });
    }

    pub(super) fn player(&self, i: usize) -> Result<&Player, TableError> {
        self.state.players.get(i).ok_or(TableError::NoSuchPlayer(i))
    }

    pub(super) fn player_mut(&mut self, i: usize) -> Result<&mut Player, TableError> {
        self.state.players.get_mut(i).ok_or(TableError::NoSuchPlayer(i))
    }

    pub(super) fn counter_index(&self, id: &str) -> Result<usize, TableError> {
        self.state.counters.iter().position(|c| c.id == id).ok_or_else(|| TableError::NoSuchCounter(id.into()))
    }

    pub(super) fn counter_mut(&mut self, id: &str) -> Result<&mut Counter, TableError> {
        let i = self.counter_index(id)?;
        Ok(&mut self.state.counters[i])
    }

    pub(super) fn full_label(&self, c: &Counter) -> String {
        self.state.full_label(c)
    }

    pub(super) fn change_text(&self, id: &str, from: i32, to: i32) -> String {
        let Some(c) = self.counter(id) else { return String::new() };
        let delta = i64::from(to) - i64::from(from);
        let mut text = if c.style == CounterStyle::Number {
            format!("{} {} → {} ({delta:+})", self.full_label(c), c.show(from), c.show(to))
        } else {
            format!("{}: {} → {}", self.full_label(c), c.show(from), c.show(to))
        };
        if c.role == Some(CounterRole::Life) && to <= c.min {
            if let Some(p) = c.player.and_then(|p| self.state.players.get(p)) {
                text.push_str(&format!(" — {} is defeated", p.name));
            }
        }
        text
    }
}

impl Table {
    /// The session clock, as kept.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Pauses, resumes or resets the session clock, or turns the timing of turns on or off: not
    /// an undo step and no history line. The line the UI may show.
    pub fn clock_op(&mut self, op: ClockOp, now: DateTime<Utc>) -> &'static str {
        let seat = self.clock_seat();
        self.clock.apply(op, now, seat)
    }

    /// The seat whose turn the clock times: the turn tracker's active seat.
    fn clock_seat(&self) -> Option<usize> {
        (!self.state.players.is_empty())
            .then(|| super::turn::read(&self.state, &kinds::turn_order(self.kind, &self.state)).active)
    }

    /// After any change (an operation, undo, redo): a turn that changed hands is charged to the
    /// seat that played it. Only read while turns are timed.
    pub(super) fn clock_after(&mut self, now: DateTime<Utc>) {
        if self.clock.per_turn {
            let seat = self.clock_seat();
            self.clock.turn_passed(seat, now);
        }
    }
}

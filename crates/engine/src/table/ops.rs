//! The generic operations on a table: counters, players, dice, transfers within a pool, "Next",
//! and the hand-off to the game's own operations.

use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::dice::{DieSpec, Roll, MAX_DICE_PER_ROLL};
use super::end::alert_word;
use super::error::TableError;
use super::kinds::{self, RuleOp, TableKind};
use super::profile::{self, BoxProfile};
use super::state::{clean_colour, clean_name, Player, MAX_COUNTERS, MAX_PLAYERS, PALETTE};
use super::table::Table;
use super::turn;

/// One operation on a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum TableOp {
    /// Adds `delta`, stopping at the counter's range.
    Adjust {
        /// The counter's id.
        counter: String,
        /// How much to add; negative to subtract.
        delta: i32,
    },
    /// Sets a value within the range.
    Set {
        /// The counter's id.
        counter: String,
        /// The new value; refused outside the counter's min to max.
        value: i32,
    },
    /// Back to the default.
    Reset {
        /// The counter's id.
        counter: String,
    },
    /// Every counter back to its default.
    ResetAll,
    /// A new counter for one player, every player (`per_player`) or shared.
    AddCounter {
        /// Its display name, 1 to 40 characters.
        label: String,
        /// The owning player's index, or `None` for a counter shared by the table; ignored with
        /// `per_player`.
        #[serde(default)]
        player: Option<usize>,
        /// One copy of the counter for every player.
        #[serde(default)]
        per_player: bool,
        /// The lowest value, within ±[`USER_VALUE_LIMIT`](super::USER_VALUE_LIMIT) (0 if left out).
        #[serde(default)]
        min: i32,
        /// The highest value, within ±[`USER_VALUE_LIMIT`](super::USER_VALUE_LIMIT) (99 if left out).
        #[serde(default = "default_max")]
        max: i32,
        /// The starting value, which a reset returns to; within `min` to `max` (0 if left out).
        #[serde(default)]
        default: i32,
    },
    /// Removes a counter.
    RemoveCounter {
        /// The counter's id; a tracker's own counters cannot be removed.
        counter: String,
    },
    /// A new player, with the kind's per-player counters.
    AddPlayer {
        /// The player's name, 1 to 40 characters.
        name: String,
        /// Their colour, written `#rrggbb`; the next colour of the palette if left out.
        #[serde(default)]
        colour: Option<String>,
    },
    /// Removes a player and their counters.
    RemovePlayer {
        /// The player's index; the players after them move down one.
        player: usize,
    },
    /// Renames a player.
    RenamePlayer {
        /// The player's index.
        player: usize,
        /// The new name, 1 to 40 characters.
        name: String,
    },
    /// Changes a player's colour.
    SetColour {
        /// The player's index.
        player: usize,
        /// The new colour, written `#rrggbb`.
        colour: String,
    },
    /// Renames the table.
    Rename {
        /// The table's new name, 1 to 40 characters.
        name: String,
    },
    /// Rolls dice.
    Roll {
        /// The dice to roll, at least one and at most `MAX_DICE_PER_ROLL`.
        dice: Vec<DieSpec>,
        /// The index of the player who rolls, or `None` for a roll by the table.
        #[serde(default)]
        player: Option<usize>,
    },
    /// Moves `amount` from one counter of a conservation pool to another.
    Transfer {
        /// The id of the counter the amount leaves.
        from: String,
        /// The id of the counter it joins: same pool, same owner.
        to: String,
        /// How much moves; more than zero.
        amount: i32,
    },
    /// Draws one card from a deck (a [`CounterStyle::Deck`](super::CounterStyle::Deck) counter):
    /// one fewer in it, and one more in its discard pile when the table counts one. Refused on an
    /// empty deck, in the rule's words.
    Draw {
        /// The deck's counter id.
        counter: String,
    },
    /// Shuffles a deck's discard pile back into it, in one tap. Refused when the rulebook never
    /// reshuffles that deck, or the discard pile is empty.
    Reshuffle {
        /// The deck's counter id.
        counter: String,
    },
    /// "Next": one step on; past the max it goes back to the min and advances its `carry`.
    Advance {
        /// The counter's id; a pooled counter is refused.
        counter: String,
    },
    /// One of the kind's own operations.
    Rule {
        /// The kind's operation and its arguments.
        rule: RuleOp,
    },
    /// Takes back the end of the game ([`TableState::ended`](super::TableState::ended)) so that play goes on: the players
    /// found a mistake in the numbers, or play on past the end. Refused while the game has not
    /// ended. Undo takes the reopening back like any operation.
    Reopen,
    /// "Who starts?": the players choose the first player (for every game). At the start of the
    /// game (round 1, first step) they also become the active player; later it only moves where
    /// the rounds begin.
    TurnFirst {
        /// The first player's index.
        player: usize,
    },
    /// "Next": the next step of the rulebook's turn order; past the last step the next player
    /// clockwise (the round goes up when the turn passes the first player), or the next round.
    TurnNext {},
    /// "Back": the step before, the exact inverse of [`TableOp::TurnNext {}`]; refused at the game's
    /// first step.
    TurnBack {},
    /// "Match your box": the table reads `profile`'s values instead of the designed ones (a
    /// shorter horde track, another Gate Durability). Counters keep their values, but one still on
    /// its starting value moves to the new start. Refused when the profile breaks a rule, or when a
    /// counter stands where the new box has no space (move it first).
    MatchBox {
        /// The owner's values (see [`super::profile`]).
        profile: BoxProfile,
    },
}

fn default_max() -> i32 {
    99
}

impl Table {
    pub(super) fn apply_inner(&mut self, op: &TableOp, now: DateTime<Utc>) -> Result<String, TableError> {
        match op {
            TableOp::Adjust { counter, delta } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                let from = c.value;
                let to = from.saturating_add(*delta).clamp(c.min, c.max);
                if to == from {
                    let (which, limit) = if *delta < 0 { ("minimum", c.min) } else { ("maximum", c.max) };
                    return Err(TableError::AtLimit { label: self.full_label(c), which, limit });
                }
                self.counter_mut(counter)?.value = to;
                Ok(self.change_text(counter, from, to))
            }
            TableOp::Set { counter, value } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                if *value < c.min || *value > c.max {
                    return Err(TableError::OutOfRange {
                        label: self.full_label(c),
                        value: *value,
                        min: c.min,
                        max: c.max,
                    });
                }
                let from = std::mem::replace(&mut self.counter_mut(counter)?.value, *value);
                Ok(self.change_text(counter, from, *value))
            }
            TableOp::Reset { counter } => {
                self.not_pooled(counter)?;
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?;
                let to = c.default;
                let from = std::mem::replace(&mut self.counter_mut(counter)?.value, to);
                Ok(format!("{} (reset)", self.change_text(counter, from, to)))
            }
            TableOp::ResetAll => {
                for c in &mut self.state.counters {
                    c.value = c.default;
                }
                self.state.last_roll = None;
                self.state.last_result = None;
                // Every counter at its start is a new game: the old one's end no longer stands.
                self.state.ended = None;
                Ok("Every counter reset".into())
            }
            TableOp::Reopen => {
                let end = self
                    .state
                    .ended
                    .take()
                    .ok_or_else(|| TableError::Rule("the game has not ended: there is nothing to reopen".into()))?;
                Ok(format!("Game reopened: the {} no longer stands ({})", alert_word(end.level), end.text))
            }
            TableOp::AddCounter { label, player, per_player, min, max, default } => {
                let label = clean_name(label, "a counter's name").map_err(|e| TableError::BadCounter(e.to_string()))?;
                let limit = -super::USER_VALUE_LIMIT..=super::USER_VALUE_LIMIT;
                if !limit.contains(min) || !limit.contains(max) {
                    return Err(TableError::BadCounter(format!(
                        "{label}: a counter ranges within −{0} to {0}, not {min} to {max}",
                        super::USER_VALUE_LIMIT
                    )));
                }
                if min > max || default < min || default > max {
                    return Err(TableError::BadCounter(format!(
                        "{label}: the default {default} must lie within {min} to {max}"
                    )));
                }
                let owners: Vec<Option<usize>> = if *per_player {
                    (0..self.state.players.len()).map(Some).collect()
                } else {
                    if let Some(p) = player {
                        self.player(*p)?;
                    }
                    vec![*player]
                };
                if self.state.counters.len() + owners.len() > MAX_COUNTERS {
                    return Err(TableError::BadCounter(format!("at most {MAX_COUNTERS} counters")));
                }
                for owner in &owners {
                    self.push_counter(&label, *owner, None, *min, *max, *default);
                }
                let whose = match (per_player, player) {
                    (true, _) => "every player".to_string(),
                    (false, Some(p)) => self.state.players[*p].name.clone(),
                    (false, None) => "the table".to_string(),
                };
                Ok(format!("Added counter {label} ({min} to {max}, starting {default}) for {whose}"))
            }
            TableOp::RemoveCounter { counter } => {
                let i = self.counter_index(counter)?;
                if self.kind != TableKind::Generic && self.state.counters[i].key.is_some() {
                    // The kind's rules read their counters by key: without one the tracker is broken.
                    return Err(TableError::BadCounter(format!(
                        "{} is one of the {} tracker's own counters and cannot be removed; only counters you \
                         added can",
                        self.full_label(&self.state.counters[i]),
                        self.kind.info().name
                    )));
                }
                let c = self.state.counters.remove(i);
                Ok(format!("Removed counter {}", self.full_label(&c)))
            }
            TableOp::AddPlayer { name, colour } => {
                if self.state.players.len() >= self.kind.info().max_players.min(MAX_PLAYERS) {
                    return Err(TableError::BadPlayers(format!(
                        "{} takes at most {} players",
                        self.kind.info().name,
                        self.kind.info().max_players
                    )));
                }
                let name = clean_name(name, "a player's name")?;
                let colour = match colour {
                    Some(c) => clean_colour(c)?,
                    None => PALETTE[self.state.players.len() % PALETTE.len()].to_string(),
                };
                self.state.players.push(Player { name: name.clone(), colour });
                let n = self.state.players.len();
                let layout = kinds::layout(self.kind, n, self.life_default, self.template, &self.state.profile)?;
                self.add_player_counters(n - 1, &layout.per_player);
                self.seat_values(n - 1, &layout)?;
                Ok(format!("{name} joined the table"))
            }
            TableOp::RemovePlayer { player } => {
                self.player(*player)?;
                if self.state.players.len() <= self.kind.info().min_players {
                    return Err(TableError::BadPlayers(format!(
                        "{} needs at least {} players",
                        self.kind.info().name,
                        self.kind.info().min_players
                    )));
                }
                let gone = self.state.players.remove(*player);
                super::turn::player_removed(&mut self.state.turn, *player, self.state.players.len());
                self.state.counters.retain(|c| c.player != Some(*player));
                // The end of the game stands; about a player who left, it is about the table now.
                if let Some(end) = self.state.ended.as_mut() {
                    end.player = end.player.filter(|p| p != player).map(|p| if p > *player { p - 1 } else { p });
                }
                for c in &mut self.state.counters {
                    if let Some(p) = c.player.as_mut() {
                        if *p > *player {
                            *p -= 1;
                        }
                    }
                }
                Ok(format!("{} left the table", gone.name))
            }
            TableOp::RenamePlayer { player, name } => {
                let name = clean_name(name, "a player's name")?;
                let p = self.player_mut(*player)?;
                let old = std::mem::replace(&mut p.name, name.clone());
                Ok(format!("{old} is now {name}"))
            }
            TableOp::SetColour { player, colour } => {
                let colour = clean_colour(colour)?;
                let p = self.player_mut(*player)?;
                p.colour = colour;
                Ok(format!("{} changed colour", p.name))
            }
            TableOp::Rename { name } => {
                let name = clean_name(name, "a table's name")?;
                self.state.name = name.clone();
                Ok(format!("Table renamed to {name}"))
            }
            TableOp::Roll { dice, player } => {
                if dice.is_empty() || dice.len() > MAX_DICE_PER_ROLL {
                    return Err(TableError::BadDie(format!("roll 1 to {MAX_DICE_PER_ROLL} dice")));
                }
                for d in dice {
                    d.validate()?;
                }
                if let Some(p) = player {
                    self.player(*p)?;
                }
                let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
                rng.set_stream(self.rolls);
                self.rolls = self.rolls.wrapping_add(1);
                let roll = Roll::make(dice, *player, now, &mut rng);
                let who = player
                    .map(|p| format!("{} rolled ", self.state.players[p].name))
                    .unwrap_or_else(|| "Rolled ".into());
                let text = format!("{who}{}", roll.describe());
                self.state.last_roll = Some(roll);
                Ok(text)
            }
            TableOp::Transfer { from, to, amount } => self.transfer(from, to, *amount),
            TableOp::Draw { counter } => self.draw(counter),
            TableOp::Reshuffle { counter } => self.reshuffle(counter),
            TableOp::Advance { counter } => {
                let c = self.counter(counter).ok_or_else(|| TableError::NoSuchCounter(counter.clone()))?.clone();
                if c.pool.is_some() {
                    return self.not_pooled(counter).map(|()| String::new());
                }
                let steps = self.advance(&c.id, 0)?;
                Ok(steps.join("; "))
            }
            TableOp::TurnFirst { .. } | TableOp::TurnNext {} | TableOp::TurnBack {} => {
                self.turn_op(op).map(|(text, _)| text)
            }
            TableOp::MatchBox { profile } => self.match_box(profile.clone()),
            TableOp::Rule { rule } => {
                let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
                rng.set_stream(self.rolls);
                self.rolls = self.rolls.wrapping_add(1);
                let text = kinds::rule(self.kind, &mut self.state, rule, &mut rng)?;
                if kinds::starts_new_game(rule) {
                    self.state.ended = None;
                }
                Ok(text)
            }
        }
    }

    /// A turn operation: its history line and the position it leads to (which [`Table::apply`]
    /// pins after the game's rules ran).
    pub(super) fn turn_op(&mut self, op: &TableOp) -> Result<(String, Option<turn::Position>), TableError> {
        let order = kinds::turn_order(self.kind, &self.state);
        match op {
            TableOp::TurnFirst { player } => {
                let pos = turn::choose_first(&mut self.state, &order, *player)?;
                let name = self.state.player_name(*player);
                Ok((format!("{name} starts — {}", turn::describe(&self.state, &order, "now")), pos))
            }
            TableOp::TurnNext {} | TableOp::TurnBack {} => {
                let (what, to) = if matches!(op, TableOp::TurnNext {}) {
                    ("Next", turn::next(&self.state, &order)?)
                } else {
                    ("Back", turn::back(&self.state, &order)?)
                };
                turn::write(&mut self.state, &order, to)?;
                Ok((turn::describe(&self.state, &order, what), Some(to)))
            }
            _ => Err(TableError::Rule("not a turn operation".into())),
        }
    }

    /// Gives the table the box `profile`: the tracker's counters take their new shape (range,
    /// names of spaces, starting value) from the layout for that box, keeping their values.
    fn match_box(&mut self, profile: BoxProfile) -> Result<String, TableError> {
        let profile = profile::checked(self.kind, profile)?;
        let n = self.state.players.len();
        let old = kinds::layout(self.kind, n, self.life_default, self.template, &self.state.profile)?;
        let new = kinds::layout(self.kind, n, self.life_default, self.template, &profile)?;
        let text = profile::describe_change(self.kind, &self.state.profile, &profile);
        for c in &mut self.state.counters {
            let Some(key) = c.key.as_deref() else { continue };
            let specs = if c.player.is_some() { &new.per_player } else { &new.shared };
            let old_specs = if c.player.is_some() { &old.per_player } else { &old.shared };
            let (Some(spec), Some(was)) =
                (specs.iter().find(|s| s.key == key), old_specs.iter().find(|s| s.key == key))
            else {
                continue;
            };
            // A counter still on its start moves with the start (a City not yet damaged, a full deck).
            let at_start = c.value == c.default && c.default == was.default && spec.default != was.default;
            if at_start {
                c.value = spec.default.clamp(spec.min, spec.max);
            }
            if c.value < spec.min || c.value > spec.max {
                let shown = c.show(c.value);
                return Err(TableError::BadBox(format!(
                    "{} stands at {shown}, which the new box does not have ({} to {}): move it first",
                    c.label, spec.min, spec.max
                )));
            }
            c.min = spec.min;
            c.max = spec.max;
            c.labels.clone_from(&spec.labels);
            c.note.clone_from(&spec.note);
            c.deck = spec.deck.clone().map(Box::new);
            // A starting value the old box set moves with the box; one a seat was given stays.
            if c.default == was.default || c.default < spec.min || c.default > spec.max {
                c.default = spec.default.clamp(spec.min, spec.max);
            }
        }
        self.state.profile = profile;
        Ok(text)
    }

    fn not_pooled(&self, id: &str) -> Result<(), TableError> {
        match self.counter(id) {
            Some(c) => match &c.pool {
                Some(pool) => Err(TableError::Conserved {
                    label: self.full_label(c),
                    pool: pool.clone(),
                    rule: "move it with a transfer".into(),
                }),
                None => Ok(()),
            },
            None => Err(TableError::NoSuchCounter(id.to_string())),
        }
    }

    fn transfer(&mut self, from: &str, to: &str, amount: i32) -> Result<String, TableError> {
        let a = self.counter(from).ok_or_else(|| TableError::NoSuchCounter(from.to_string()))?.clone();
        let b = self.counter(to).ok_or_else(|| TableError::NoSuchCounter(to.to_string()))?.clone();
        if a.id == b.id || amount <= 0 || a.pool.is_none() || a.pool != b.pool || a.player != b.player {
            return Err(TableError::BadCounter(format!(
                "a transfer moves a positive amount between two counters of one pool, not {} from {} to {}",
                amount, a.label, b.label
            )));
        }
        let (Some(a_to), Some(b_to)) = (a.value.checked_sub(amount), b.value.checked_add(amount)) else {
            return Err(TableError::BadCounter(format!("{amount} is more than any counter holds")));
        };
        if a_to < a.min {
            return Err(TableError::AtLimit { label: self.full_label(&a), which: "minimum", limit: a.min });
        }
        if b_to > b.max {
            return Err(TableError::AtLimit { label: self.full_label(&b), which: "maximum", limit: b.max });
        }
        self.counter_mut(from)?.value = a_to;
        self.counter_mut(to)?.value = b_to;
        let pool = a.pool.clone().unwrap_or_default();
        let whose = a.player.map(|p| format!("{}: ", self.state.players[p].name)).unwrap_or_default();
        Ok(format!("{whose}{pool}: {amount} from {} ({}) to {} ({})", a.label, a_to, b.label, b_to))
    }

    /// One step on for counter `id`, carrying into the next counter past the max.
    fn advance(&mut self, id: &str, depth: usize) -> Result<Vec<String>, TableError> {
        let c = self.counter(id).ok_or_else(|| TableError::NoSuchCounter(id.to_string()))?.clone();
        if c.value < c.max {
            self.counter_mut(id)?.value += 1;
            return Ok(vec![format!("{}: {}", self.full_label(&c), c.show(c.value + 1))]);
        }
        let next = c.carry.as_deref().and_then(|key| {
            self.state
                .counters
                .iter()
                .find(|o| o.key.as_deref() == Some(key) && (o.player == c.player || o.player.is_none()))
                .map(|o| o.id.clone())
        });
        match next {
            Some(next) if depth < 4 => {
                self.counter_mut(id)?.value = c.min;
                let mut steps = self.advance(&next, depth + 1)?;
                steps.push(format!("{}: {}", self.full_label(&c), c.show(c.min)));
                Ok(steps)
            }
            _ => Err(TableError::AtLimit { label: self.full_label(&c), which: "maximum", limit: c.max }),
        }
    }
}

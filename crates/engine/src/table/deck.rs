//! Decks, written once for every tracker: a counter drawn as [`CounterStyle::Deck`] with its
//! [`DeckRule`](super::DeckRule). [`TableOp::Draw`](super::TableOp::Draw) takes one card off it
//! (into its discard pile, when the table counts one), [`TableOp::Reshuffle`](super::TableOp::Reshuffle)
//! shuffles the discard pile back in, and a deck that runs low raises the alert its rule gives.
//! Each is one operation: one history line, one undo step, and the game's rules see the change.

use super::counter::{Counter, CounterStyle};
use super::error::TableError;
use super::state::TableState;
use super::table::Table;
use super::tracker::Alert;

impl Table {
    /// Draws one card from deck `id`; the history line.
    pub(super) fn draw(&mut self, id: &str) -> Result<String, TableError> {
        let deck = self.deck(id)?;
        let rule = deck.deck_rule().cloned().ok_or_else(|| not_a_deck(&self.state, &deck))?;
        if deck.value <= deck.min {
            return Err(TableError::Rule(format!("the {} is empty: {}", deck.label, rule.empty)));
        }
        let left = deck.value - 1;
        let mut text = format!("{}Drew from the {}: {left} left", whose(&self.state, &deck), deck.label);
        // A pile an older table lacks is simply not counted.
        if let Some(pile) = rule.drawn_to.as_deref().and_then(|k| self.state.by_key(k, deck.player)).cloned() {
            if pile.value >= pile.max {
                return Err(TableError::AtLimit { label: self.full_label(&pile), which: "maximum", limit: pile.max });
            }
            self.counter_mut(&pile.id)?.value = pile.value + 1;
            text.push_str(&format!(", {} in the {}", pile.value + 1, pile.label));
        }
        self.counter_mut(id)?.value = left;
        Ok(text)
    }

    /// Shuffles deck `id`'s discard pile back into it; the history line.
    pub(super) fn reshuffle(&mut self, id: &str) -> Result<String, TableError> {
        let deck = self.deck(id)?;
        let rule = deck.deck_rule().cloned().ok_or_else(|| not_a_deck(&self.state, &deck))?;
        let Some(key) = rule.reshuffle_from.as_deref() else {
            return Err(TableError::Rule(format!(
                "the {} is never reshuffled: no rule shuffles its cards back ({})",
                deck.label, rule.empty
            )));
        };
        let pile = self.state.by_key(key, deck.player).cloned().ok_or_else(|| {
            TableError::Rule(format!("this table has no discard pile for the {} to shuffle back", deck.label))
        })?;
        if pile.value <= pile.min {
            return Err(TableError::Rule(format!(
                "the {} is empty: nothing to shuffle back into the {}",
                pile.label, deck.label
            )));
        }
        let moved = pile.value - pile.min;
        let to = deck.value.saturating_add(moved);
        if to > deck.max {
            return Err(TableError::AtLimit { label: self.full_label(&deck), which: "maximum", limit: deck.max });
        }
        self.counter_mut(&pile.id)?.value = pile.min;
        self.counter_mut(id)?.value = to;
        Ok(format!(
            "{}Reshuffled the {} ({moved}) into the {}: {to} left",
            whose(&self.state, &deck),
            pile.label,
            deck.label
        ))
    }

    fn deck(&self, id: &str) -> Result<Counter, TableError> {
        self.counter(id).cloned().ok_or_else(|| TableError::NoSuchCounter(id.to_string()))
    }
}

fn not_a_deck(state: &TableState, c: &Counter) -> TableError {
    TableError::BadCounter(format!("{} is not a deck: only a deck draws and reshuffles", state.full_label(c)))
}

fn whose(state: &TableState, c: &Counter) -> String {
    c.player.map(|p| format!("{}: ", state.player_name(p))).unwrap_or_default()
}

/// The alerts of the decks that have run low, as their rules give them (about the deck's owner
/// and section).
pub(super) fn alerts(state: &TableState) -> Vec<Alert> {
    state
        .counters
        .iter()
        .filter(|c| c.style == CounterStyle::Deck)
        .filter_map(|c| {
            let rule = c.deck_rule()?;
            let (level, text) = rule.alert.as_ref()?;
            if c.value > rule.low {
                return None;
            }
            let mut alert = Alert::new(*level, text.clone());
            alert.player = c.player;
            alert.group = c.group.clone();
            Some(alert)
        })
        .collect()
}

//! A deck as the players know it: a multiset of unseen cards, plus the cards whose place is
//! known because an effect revealed or put them there (an ordered known top and known bottom).
//!
//! Drawing an unseen card is a chance event weighted by how many copies are left; drawing a
//! known card is not. A shuffle is never a chance event: it only forgets the known order.

use serde::{Deserialize, Serialize};

use super::chance::Weighted;

/// Why a deck operation was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    /// The deck holds no unseen copy of that card.
    #[error("no unseen copy of that card is left in the deck")]
    NotInDeck,
    /// The deck is empty.
    #[error("the deck is empty")]
    Empty,
    /// The next card is known, so it is drawn without chance.
    #[error("the next card is known: it is drawn, not chosen by chance")]
    TopKnown,
}

/// A deck of cards of type `C` (a small card id).
///
/// It is saved as its cards only: the running count of unseen cards is not written, and is
/// rebuilt from the counts when a deck is loaded, so a loaded deck behaves as the saved one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedDeck<C>", bound(deserialize = "C: Deserialize<'de>"))]
pub struct Deck<C> {
    /// Unseen cards with their counts, in first-added order (counts are never 0).
    unseen: Vec<(C, u16)>,
    /// Known cards on top, next to be drawn first.
    top: Vec<C>,
    /// Known cards at the bottom, the very bottom last.
    bottom: Vec<C>,
    /// How many of the unseen cards were set aside unseen at setup (returned to the box): they
    /// can be any unseen card, so they weigh every draw but are never drawn.
    #[serde(default)]
    set_aside: u16,
    /// The sum of the unseen counts, kept as they change: every draw asks how many unseen
    /// cards are left, and adding the counts up each time was a large part of a draw's cost.
    /// (Wrapping arithmetic: the sum of the counts, which only a damaged save of over 65,000
    /// distinct cards could overflow; it then wraps rather than panic.)
    #[serde(skip)]
    unseen_total: u32,
}

/// A deck as saved (see [`Deck`]): the same fields but the running count.
#[derive(Deserialize)]
struct SavedDeck<C> {
    unseen: Vec<(C, u16)>,
    top: Vec<C>,
    bottom: Vec<C>,
    #[serde(default)]
    set_aside: u16,
}

impl<C> From<SavedDeck<C>> for Deck<C> {
    fn from(saved: SavedDeck<C>) -> Self {
        let unseen_total = saved.unseen.iter().fold(0u32, |sum, (_, n)| sum.wrapping_add(u32::from(*n)));
        Deck { unseen: saved.unseen, top: saved.top, bottom: saved.bottom, set_aside: saved.set_aside, unseen_total }
    }
}

impl<C> Default for Deck<C> {
    fn default() -> Self {
        Deck { unseen: Vec::new(), top: Vec::new(), bottom: Vec::new(), set_aside: 0, unseen_total: 0 }
    }
}

impl<C: Clone + PartialEq> Deck<C> {
    /// An empty deck.
    pub fn new() -> Self {
        Self::default()
    }

    /// A shuffled deck of the given cards and counts.
    pub fn from_counts(cards: impl IntoIterator<Item = (C, u16)>) -> Self {
        let mut deck = Self::new();
        for (card, n) in cards {
            deck.shuffle_in(card, n);
        }
        deck
    }

    /// Shuffles `n` copies of `card` into the unseen part.
    pub fn shuffle_in(&mut self, card: C, n: u16) {
        if n == 0 {
            return;
        }
        match self.unseen.iter_mut().find(|(c, _)| *c == card) {
            // A count past u16 (only a damaged save comes near) wraps, as it always has in
            // release builds; the running count follows the stored counts exactly.
            Some((_, count)) => {
                let old = *count;
                *count = old.wrapping_add(n);
                self.unseen_total = self.unseen_total.wrapping_sub(u32::from(old)).wrapping_add(u32::from(*count));
            }
            None => {
                self.unseen.push((card, n));
                self.unseen_total = self.unseen_total.wrapping_add(u32::from(n));
            }
        }
    }

    /// Sets `n` unseen cards aside without looking (Valeria returns 5 Siege Engines and 2 Troops
    /// to the box). Returns false, changing nothing, if fewer than `n` unseen cards are in the deck.
    pub fn set_aside_unseen(&mut self, n: u16) -> bool {
        if usize::from(n) > self.unseen_in_deck() {
            return false;
        }
        self.set_aside += n;
        true
    }

    /// Cards left in the deck, seen or not (cards set aside do not count).
    pub fn len(&self) -> usize {
        self.top.len() + self.bottom.len() + self.unseen_in_deck()
    }

    /// Unseen cards that are in the deck (not set aside).
    pub fn unseen_in_deck(&self) -> usize {
        self.unseen_len().saturating_sub(usize::from(self.set_aside))
    }

    /// True if no card is left.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Cards whose place is unknown.
    pub fn unseen_len(&self) -> usize {
        self.unseen_total as usize
    }

    /// Unseen copies of `card`.
    pub fn unseen_count(&self, card: &C) -> u16 {
        self.unseen.iter().find(|(c, _)| c == card).map_or(0, |(_, n)| *n)
    }

    /// The unseen cards with their counts, set-aside cards included (nobody can tell them apart).
    pub fn unseen(&self) -> impl Iterator<Item = (&C, u16)> {
        self.unseen.iter().map(|(c, n)| (c, *n))
    }

    /// The known top, next card first.
    pub fn known_top(&self) -> &[C] {
        &self.top
    }

    /// The next card if it is known without chance: the known top, or, once the unseen part
    /// is exhausted, the known bottom.
    pub fn next_known(&self) -> Option<&C> {
        self.top.first().or_else(|| if self.unseen_in_deck() == 0 { self.bottom.first() } else { None })
    }

    /// True if drawing the next card is a chance event.
    pub fn next_is_chance(&self) -> bool {
        self.next_known().is_none() && self.unseen_in_deck() > 0
    }

    /// One of the unseen cards drawn by weight from `rng`: the card
    /// [`sample_weighted`](super::sample_weighted) picks from [`Deck::draw_outcomes`]'s list,
    /// with the same draw from `rng`, without building the list. `None` (and nothing drawn from
    /// `rng`) if no card is unseen.
    pub fn sample_unseen<R: rand::Rng + ?Sized>(&self, rng: &mut R) -> Option<&C> {
        let total = u64::from(self.unseen_total);
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        for (card, n) in &self.unseen {
            let n = u64::from(*n);
            if pick < n {
                return Some(card);
            }
            pick -= n;
        }
        None
    }

    /// The chance outcomes of drawing the next card: each distinct unseen card weighted by count.
    /// Empty if the next card is known or the deck is empty.
    pub fn draw_outcomes(&self, out: &mut Vec<Weighted<C>>) {
        out.clear();
        if self.next_is_chance() {
            out.extend(self.unseen.iter().map(|(c, n)| Weighted::new(c.clone(), u32::from(*n))));
        }
    }

    /// Draws the next card when it is known.
    ///
    /// # Errors
    /// [`DeckError::Empty`] or, if the next card is unseen, [`DeckError::NotInDeck`].
    pub fn draw_known(&mut self) -> Result<C, DeckError> {
        if !self.top.is_empty() {
            return Ok(self.top.remove(0));
        }
        if self.unseen_in_deck() == 0 && !self.bottom.is_empty() {
            return Ok(self.bottom.remove(0));
        }
        if self.is_empty() {
            Err(DeckError::Empty)
        } else {
            Err(DeckError::NotInDeck)
        }
    }

    /// Draws `card`, the outcome of a chance draw.
    ///
    /// # Errors
    /// [`DeckError::TopKnown`] if the next card is known; [`DeckError::NotInDeck`] if no
    /// unseen copy is left. The deck is unchanged on error.
    pub fn draw_unseen(&mut self, card: &C) -> Result<(), DeckError> {
        if self.next_known().is_some() {
            return Err(DeckError::TopKnown);
        }
        self.take_unseen(card)
    }

    /// Reveals the next unseen card as `card` (the outcome of a chance event), leaving it in the
    /// deck as the last card of the known top (Dangerous Visions, Foresight).
    ///
    /// # Errors
    /// [`DeckError::NotInDeck`]; the deck is unchanged on error.
    pub fn reveal_next(&mut self, card: &C) -> Result<(), DeckError> {
        self.take_unseen(card)?;
        self.top.push(card.clone());
        Ok(())
    }

    /// The chance outcomes of revealing the next unseen card (below the known top):
    /// every unseen card weighted by count. Empty if no unseen card is left in the deck.
    pub fn reveal_outcomes(&self, out: &mut Vec<Weighted<C>>) {
        out.clear();
        if self.unseen_in_deck() > 0 {
            out.extend(self.unseen.iter().map(|(c, n)| Weighted::new(c.clone(), u32::from(*n))));
        }
    }

    /// Once no unseen card is left, moves the first known bottom card to the end of the known
    /// top (it is the next card after the known top). Returns false if there is none to move.
    pub fn lift_bottom(&mut self) -> bool {
        if self.unseen_in_deck() > 0 || self.bottom.is_empty() {
            return false;
        }
        let card = self.bottom.remove(0);
        self.top.push(card);
        true
    }

    /// Reorders the known top: `order` lists indices into the current known top.
    /// Returns false (and changes nothing) unless `order` is a permutation.
    pub fn reorder_top(&mut self, order: &[usize]) -> bool {
        let n = self.top.len();
        let mut seen = vec![false; n];
        if order.len() != n || order.iter().any(|&i| i >= n || std::mem::replace(&mut seen[i], true)) {
            return false;
        }
        self.top = order.iter().map(|&i| self.top[i].clone()).collect();
        true
    }

    /// Puts a card on top, known.
    pub fn put_on_top(&mut self, card: C) {
        self.top.insert(0, card);
    }

    /// Puts a card at the very bottom, known.
    pub fn put_on_bottom(&mut self, card: C) {
        self.bottom.push(card);
    }

    /// The heap bytes this deck holds (the capacity of its buffers), for memory budgets.
    pub fn capacity_bytes(&self) -> usize {
        self.unseen.capacity() * std::mem::size_of::<(C, u16)>()
            + (self.top.capacity() + self.bottom.capacity()) * std::mem::size_of::<C>()
    }

    /// Shuffles every known card back into the unseen part.
    pub fn shuffle(&mut self) {
        let known: Vec<C> = self.top.drain(..).chain(self.bottom.drain(..)).collect();
        for card in known {
            self.shuffle_in(card, 1);
        }
    }

    fn take_unseen(&mut self, card: &C) -> Result<(), DeckError> {
        if self.unseen_in_deck() == 0 {
            return Err(DeckError::NotInDeck);
        }
        let i = self.unseen.iter().position(|(c, _)| c == card).ok_or(DeckError::NotInDeck)?;
        let Some((_, count)) = self.unseen.get_mut(i) else { return Err(DeckError::NotInDeck) };
        // A saved count of 0 (a damaged save) wraps as it always has in release builds.
        let old = *count;
        *count = old.wrapping_sub(1);
        let left = *count;
        self.unseen_total = self.unseen_total.wrapping_sub(u32::from(old)).wrapping_add(u32::from(left));
        if left == 0 {
            self.unseen.remove(i);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck() -> Deck<char> {
        Deck::from_counts([('a', 2), ('b', 1)])
    }

    #[test]
    fn draw_outcomes_are_weighted_by_count() {
        let mut out = Vec::new();
        deck().draw_outcomes(&mut out);
        assert_eq!(out, vec![Weighted::new('a', 2), Weighted::new('b', 1)]);
    }

    #[test]
    fn drawing_an_absent_card_changes_nothing() {
        let mut d = deck();
        d.draw_unseen(&'b').unwrap();
        let before = d.clone();
        assert_eq!(d.draw_unseen(&'b'), Err(DeckError::NotInDeck));
        assert_eq!(d, before);
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn revealed_cards_are_drawn_in_order_without_chance() {
        let mut d = deck();
        d.reveal_next(&'b').unwrap();
        d.reveal_next(&'a').unwrap();
        assert!(!d.next_is_chance());
        assert_eq!(d.draw_unseen(&'a'), Err(DeckError::TopKnown));
        assert!(d.reorder_top(&[1, 0]));
        assert!(!d.reorder_top(&[0, 0]));
        assert_eq!(d.draw_known(), Ok('a'));
        assert_eq!(d.draw_known(), Ok('b'));
        assert!(d.next_is_chance());
        assert_eq!(d.draw_known(), Err(DeckError::NotInDeck));
        d.draw_unseen(&'a').unwrap();
        assert_eq!(d.draw_known(), Err(DeckError::Empty));
    }

    #[test]
    fn set_aside_cards_weigh_draws_but_are_never_drawn() {
        let mut d = Deck::from_counts([('a', 2), ('b', 1)]);
        assert!(!d.set_aside_unseen(4));
        assert!(d.set_aside_unseen(1));
        assert_eq!(d.len(), 2);
        let mut out = Vec::new();
        d.draw_outcomes(&mut out);
        assert_eq!(out.len(), 2, "any unseen card may be drawn");
        d.draw_unseen(&'a').unwrap();
        d.draw_unseen(&'b').unwrap();
        assert!(d.is_empty());
        assert!(!d.next_is_chance());
        assert_eq!(d.draw_unseen(&'a'), Err(DeckError::NotInDeck));
        assert_eq!(d.unseen_len(), 1, "the set-aside card stays unseen");
    }

    #[test]
    fn a_loaded_deck_rebuilds_its_count_and_draws_the_same() {
        let mut d = Deck::from_counts([('a', 3), ('b', 2), ('c', 1)]);
        d.draw_unseen(&'c').unwrap();
        d.put_on_bottom('z');
        assert!(d.set_aside_unseen(1));
        let json = serde_json::to_string(&d).unwrap();
        assert!(!json.contains("unseen_total"), "the running count is not saved: {json}");
        let mut back: Deck<char> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, d);
        assert_eq!(back.unseen_len(), 5);
        for card in ['a', 'b', 'a'] {
            d.draw_unseen(&card).unwrap();
            back.draw_unseen(&card).unwrap();
            assert_eq!(back, d);
            assert_eq!(back.len(), d.len());
        }
        // An older save without `set_aside`, and a damaged one with a count of 0, load without panic.
        let old: Deck<char> = serde_json::from_str(r#"{"unseen":[["a",2]],"top":[],"bottom":[]}"#).unwrap();
        assert_eq!(old.unseen_len(), 2);
        let mut damaged: Deck<char> =
            serde_json::from_str(r#"{"unseen":[["a",0],["b",1]],"top":[],"bottom":[]}"#).unwrap();
        assert_eq!(damaged.unseen_len(), 1);
        let _ = damaged.draw_unseen(&'a');
        let _ = damaged.draw_unseen(&'b');
        let _ = damaged.len();
    }

    #[test]
    fn known_bottom_comes_last_and_shuffle_forgets_order() {
        let mut d = deck();
        d.put_on_bottom('z');
        assert!(d.next_is_chance());
        d.draw_unseen(&'a').unwrap();
        d.draw_unseen(&'a').unwrap();
        d.draw_unseen(&'b').unwrap();
        assert_eq!(d.next_known(), Some(&'z'));
        d.put_on_top('y');
        d.shuffle();
        assert!(d.known_top().is_empty());
        assert_eq!(d.unseen_len(), 2);
        assert_eq!(d.unseen_count(&'z'), 1);
    }
}

//! Who knows what: one annotation from which views, log redaction and determinization follow.
//!
//! A hidden part of a state is a [`Secret`]: a value with the seats that know it
//! ([`KnownTo`]). A hand is known to its owner; The Exiled's defenders share their stacks
//! (known to the team); in Firesiege every player sees the others' command tiles but not their
//! own (known to all but the owner). A view asks [`Secret::for_viewer`] and gets the value or
//! nothing; log text is built per [`Viewer`]; a determinization resamples exactly the secrets
//! [`Secret::hidden_from`] the searching seat. The shared harness then checks that no seat's
//! view or log text changes when the parts hidden from it are resampled.

use serde::{Deserialize, Serialize};

use super::game::Seat;

/// A set of seats (at most 16), as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u16);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// One seat.
    pub fn one(seat: Seat) -> SeatSet {
        SeatSet::EMPTY.with(seat)
    }

    /// These seats.
    pub fn of(seats: impl IntoIterator<Item = Seat>) -> SeatSet {
        seats.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }

    /// This set and `seat`.
    pub fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1u16.checked_shl(u32::from(seat)).unwrap_or(0))
    }

    /// True if `seat` is in the set.
    pub fn contains(self, seat: Seat) -> bool {
        1u16.checked_shl(u32::from(seat)).is_some_and(|bit| self.0 & bit != 0)
    }

    /// The seats in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |s| self.contains(*s))
    }
}

/// Who knows a hidden value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "known_to", content = "seats", rename_all = "snake_case")]
pub enum KnownTo {
    /// Public: every seat and the table.
    Everyone,
    /// Nobody (a face-down card nobody has looked at).
    Nobody,
    /// These seats (a hand: its owner; a team's shared stack: the team).
    Seats(SeatSet),
    /// Every seat but these (Firesiege's command tiles: everyone but the owner).
    AllBut(SeatSet),
}

impl KnownTo {
    /// True if `viewer` may see the value.
    pub fn visible_to(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (KnownTo::Everyone, _) => true,
            (_, Viewer::Table) | (KnownTo::Nobody, _) => false,
            (KnownTo::Seats(s), Viewer::Seat(seat)) => s.contains(seat),
            (KnownTo::AllBut(s), Viewer::Seat(seat)) => !s.contains(seat),
        }
    }
}

/// Who a view or a log line is built for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "viewer", content = "seat", rename_all = "snake_case")]
pub enum Viewer {
    /// A seat: it sees the public parts and its own secrets.
    Seat(Seat),
    /// A spectator or the shared table screen: public parts only.
    Table,
}

impl Viewer {
    /// The seat, if the viewer is one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Table => None,
        }
    }
}

/// A value only some seats know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secret<T> {
    /// The value.
    pub value: T,
    /// Who knows it.
    pub known_to: KnownTo,
}

impl<T> Secret<T> {
    /// A value known to `known_to`.
    pub fn new(value: T, known_to: KnownTo) -> Secret<T> {
        Secret { value, known_to }
    }

    /// The value if `viewer` may see it: what a view shows.
    pub fn for_viewer(&self, viewer: Viewer) -> Option<&T> {
        self.known_to.visible_to(viewer).then_some(&self.value)
    }

    /// True if `seat` does not know the value: a determinization for `seat` resamples it.
    pub fn hidden_from(&self, seat: Seat) -> bool {
        !self.known_to.visible_to(Viewer::Seat(seat))
    }
}

/// Text written for each viewer: the full line for those who know, the public line for the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Told {
    /// Who reads the full line.
    pub known_to: KnownTo,
    /// The full line.
    pub full: String,
    /// What everyone else reads.
    pub public: String,
}

impl Told {
    /// A line everyone may read.
    pub fn public(text: impl Into<String>) -> Told {
        let text = text.into();
        Told { known_to: KnownTo::Everyone, full: text.clone(), public: text }
    }

    /// A line with a secret part.
    pub fn secret(known_to: KnownTo, full: impl Into<String>, public: impl Into<String>) -> Told {
        Told { known_to, full: full.into(), public: public.into() }
    }

    /// The line `viewer` reads.
    pub fn for_viewer(&self, viewer: Viewer) -> &str {
        if self.known_to.visible_to(viewer) {
            &self.full
        } else {
            &self.public
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_is_known_to_its_owner_a_team_stack_to_the_team_and_a_tile_to_all_but_its_owner() {
        let hand = Secret::new(5, KnownTo::Seats(SeatSet::one(1)));
        assert_eq!(hand.for_viewer(Viewer::Seat(1)), Some(&5));
        assert_eq!(hand.for_viewer(Viewer::Seat(0)), None);
        assert_eq!(hand.for_viewer(Viewer::Table), None);
        assert!(hand.hidden_from(0) && !hand.hidden_from(1));

        let stack = Secret::new("stones", KnownTo::Seats(SeatSet::of([1, 2, 3])));
        assert!([1, 2, 3].iter().all(|s| stack.for_viewer(Viewer::Seat(*s)).is_some()));
        assert!(stack.hidden_from(0), "the attacker does not see the defenders' stack");

        let tile = Secret::new("fire", KnownTo::AllBut(SeatSet::one(2)));
        assert!(tile.hidden_from(2));
        assert_eq!(tile.for_viewer(Viewer::Seat(0)), Some(&"fire"));
        assert_eq!(tile.for_viewer(Viewer::Table), None, "the table is not a seat");

        let open = Secret::new(1, KnownTo::Everyone);
        assert_eq!(open.for_viewer(Viewer::Table), Some(&1));
        assert!(Secret::new(1, KnownTo::Nobody).hidden_from(0));
    }

    #[test]
    fn log_lines_read_in_full_only_for_those_who_know() {
        let told = Told::secret(KnownTo::Seats(SeatSet::one(0)), "You drew Bolt 3", "Seat 1 drew a card");
        assert_eq!(told.for_viewer(Viewer::Seat(0)), "You drew Bolt 3");
        assert_eq!(told.for_viewer(Viewer::Seat(1)), "Seat 1 drew a card");
        assert_eq!(told.for_viewer(Viewer::Table), "Seat 1 drew a card");
        assert_eq!(Told::public("x").for_viewer(Viewer::Table), "x");
    }

    #[test]
    fn seat_sets_hold_sixteen_seats_and_ignore_the_rest() {
        let s = SeatSet::of([0, 3, 15, 16, 200]);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 3, 15]);
        assert!(!s.contains(16));
        assert_eq!(serde_json::to_string(&s).unwrap(), "32777");
    }
}

//! "Match your box" for The Exiled: Siege: the two Durabilities the rulebook prints tracks for but
//! no starting space (see [`crate::table::profile`]). The designed values are the game's own, in
//! `data`.

use crate::games::exiled::data::{CITY_START, GATE_FULL};
use crate::table::{BoxProfile, BoxValue};

/// The City Durability marker's starting (and highest) space.
pub(super) const CITY: &str = "city_start";
/// The Gate Durability marker's full space.
pub(super) const GATE: &str = "gate_full";

/// The values an owner can match.
pub(super) fn values() -> Vec<BoxValue> {
    vec![
        BoxValue::number(CITY, "City Durability: starting space", "City", CITY_START, 1, 30).rule(
            "rulebook: City Durability Marker — at 0 the Defenders lose, so the track starts above 0; \
             designed: 10 (the track's top; it never rises past its start)",
        ),
        BoxValue::number(GATE, "Gate Durability: full track", "Central Wall", GATE_FULL, 1, 9).rule(
            "rulebook: Gate Durability Marker — a Repair returns it \"to its original durability\" and the \
             Battering Ram takes 1 or 2 a hit; designed: 3",
        ),
    ]
}

/// The City Durability's start under `profile`.
pub(super) fn city_start(profile: &BoxProfile) -> i32 {
    profile.int_or(CITY, CITY_START)
}

/// The Gate Durability's full value under `profile`.
pub(super) fn gate_full(profile: &BoxProfile) -> i32 {
    profile.int_or(GATE, GATE_FULL)
}

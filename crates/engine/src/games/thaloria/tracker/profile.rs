//! "Match your box" for Heroes and Spells: Realms of Thaloria. The rulebook prints every component
//! this tracker counts (Life, the army, banners, tiles, dice); the one designed number is the
//! tracker's own low-Life warning (see [`crate::table::profile`]).

use super::keys::LOW_LIFE;
use crate::games::thaloria::data::LIFE_MORE_PLAYERS;
use crate::table::{BoxProblem, BoxProfile, BoxValue};

pub(super) const LOW: &str = "low_life";

/// The values an owner can match.
pub(super) fn values() -> Vec<BoxValue> {
    vec![BoxValue::number(LOW, "Warn a Wizard at or below this many Life Points", "Wizard", LOW_LIFE, 0, 39).rule(
        "designed: rulebook silent — the tracker's own warning; below the starting Life of a 3-5 player game (30, \
         rulebook: 3. Wizard Life Points) so it never fires at the start",
    )]
}

/// The rules the values must satisfy together.
pub(super) fn check(profile: &BoxProfile) -> Vec<BoxProblem> {
    if low_life(profile) >= LIFE_MORE_PLAYERS {
        vec![BoxProblem::new(
            LOW,
            format!("a game of 3 to 5 starts at {LIFE_MORE_PLAYERS} Life Points: warn below that (rulebook: 3. Wizard Life Points)"),
        )]
    } else {
        Vec::new()
    }
}

/// The low-Life warning's threshold under `profile`.
pub(super) fn low_life(profile: &BoxProfile) -> i32 {
    profile.int_or(LOW, LOW_LIFE)
}

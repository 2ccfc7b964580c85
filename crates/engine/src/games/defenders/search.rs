//! How the searching bots (ISMCTS, crates/engine/src/bots) are set for Defenders of the Realm at
//! each difficulty level. designed: calibrated with `rampart arena` (docs/bots.md).

use crate::bots::{IsmctsConfig, Level};

/// The search of `level` for Defenders.
pub fn level_config(level: Level) -> IsmctsConfig {
    level.config()
}

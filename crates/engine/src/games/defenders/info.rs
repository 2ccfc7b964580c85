//! Defenders of the Realm as data: 1-4 heroes, each chosen or dealt, and the rulebook's variants.

use super::data::{card_name, HeroCardId, HERO_CARDS, HERO_LIST};
use super::setup::is_purple;
use super::{Defenders, DefendersConfig};
use crate::core::Game;
use crate::games::{Choice, GameId, GameInfo, Information, OptionKind, OptionSpec, Utility};

/// rulebook: Variants, Harder 3 (R95) — 1 to 6 purple cards taken out.
const MOST_PURPLE_REMOVED: u32 = 6;
/// rulebook: Variants, Harder 4 (R95) — there are 3 All is Quiet cards.
const MOST_QUIET_REMOVED: i64 = 3;

/// Defenders of the Realm's metadata and setup options (the fields of [`DefendersConfig`]).
pub fn info() -> GameInfo {
    let defaults = DefendersConfig::default();
    let heroes = HERO_LIST.iter().map(|h| Choice::new(h, h.name())).collect();
    let purple = (0..HERO_CARDS.len())
        .filter_map(|id| HeroCardId::try_from(id).ok())
        .filter(|&id| is_purple(id))
        .map(|id| Choice::new(id, card_name(id)))
        .collect();
    let variant = |key: &str, label: &str, note: &str, source: &str| OptionSpec::switch(key, label, note, source);
    GameInfo {
        id: GameId::Defenders,
        name: Defenders::NAME.into(),
        description: "Co-op for 1-4 heroes against four Generals as the Darkness Spreads.".into(),
        // The game is cooperative and hides only the order of unseen cards.
        information: Information::Perfect,
        utility: Utility::Cooperative,
        min_seats: Defenders::MIN_SEATS,
        max_seats: Defenders::MAX_SEATS,
        seat_name: "Hero".into(),
        turn_word: "Turn".into(),
        options: vec![
            OptionSpec::new(
                "players",
                "Heroes",
                OptionKind::Seats { min: Defenders::MIN_SEATS, max: Defenders::MAX_SEATS },
                defaults.players,
                "rulebook: Set Up (R12) — 1 to 4 players",
            ),
            OptionSpec::new(
                "heroes",
                "Hero",
                OptionKind::PerSeatChoice { choices: heroes, unset: Some("Random hero".into()), distinct: true },
                &defaults.heroes,
                "rulebook: Set Up step 4 (R12) — each player takes a hero, chosen or dealt at random",
            ),
            variant(
                "easier_setup",
                "Easier 1: gentler setup",
                "Fewer minions on the board at the start.",
                "rulebook: Variants, Easier 1 (R93)",
            ),
            variant(
                "easier_no_penalty",
                "Easier 2: no penalty",
                "Losing to a General costs nothing.",
                "rulebook: Variants, Easier 2 (R93)",
            ),
            variant(
                "easier_three_cards",
                "Easier 3: three cards",
                "Each hero starts with 3 Hero Cards.",
                "rulebook: Variants, Easier 3 (R93)",
            ),
            variant(
                "easier_extra_life",
                "Easier 4: extra life",
                "Each hero has one more life token.",
                "rulebook: Variants, Easier 4 (R93)",
            ),
            variant(
                "harder_setup_overruns",
                "Harder 1: setup overruns",
                "Overruns and tainting already happen during setup.",
                "rulebook: Variants, Harder 1 (R95)",
            ),
            variant(
                "harder_less_life",
                "Harder 2: less life",
                "Each hero has one life token less.",
                "rulebook: Variants, Harder 2 (R95)",
            ),
            variant(
                "harder_fewer_minions",
                "Harder 5: fewer minions",
                "20 minions of each colour instead of 25: they run out sooner.",
                "rulebook: Variants, Harder 5 (R95)",
            ),
            variant(
                "sorcerer_undead_form_takes_fear",
                "Sorcerer's Undead form still takes Fear",
                "Our reading spares her the Fear wound among Undead; switch on if your table reads the card \
                 otherwise.",
                "designed: the rulebook does not settle it (docs/rules-notes/defenders.md §3.4)",
            ),
            OptionSpec::new(
                "harder_removed_quiet",
                "Harder 4: All is Quiet cards taken out of the Darkness deck",
                OptionKind::Int { min: 0, max: MOST_QUIET_REMOVED },
                defaults.harder_removed_quiet,
                "rulebook: Variants, Harder 4 (R95)",
            ),
            OptionSpec::new(
                "harder_removed_purple",
                "Harder 3: purple Hero Cards taken out",
                OptionKind::Subset { choices: purple, max: MOST_PURPLE_REMOVED },
                &defaults.harder_removed_purple,
                "rulebook: Variants, Harder 3 (R95); which ones is the table's choice",
            ),
        ],
        default_config: serde_json::to_value(&defaults).unwrap_or_default(),
        test_only: false,
    }
}

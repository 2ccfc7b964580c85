//! The counters of a new table: the turn, the war (War Status, Tainted Crystals, Monarch City,
//! the variants), the minions of each colour, the Generals, the two combat helpers, and each hero.

use super::keys::*;
use super::profile;
use crate::games::defenders::data::{self, HERO_LIST};
use crate::table::{AlertLevel, BoxProfile, Layout, Spec};

/// The counters of a new table.
pub(super) fn layout(players: usize, profile: &BoxProfile) -> Layout {
    // Named after the players by `settle` (`sync_first_hero`).
    let seats: Vec<String> = (1..=players.max(1)).map(|n| format!("Hero {n}")).collect();
    let mut shared = vec![
        Spec::choice(FIRST_HERO, "First hero", &strs(&seats), 0).group(GROUP_TURN).note(
            "rulebook: Playing the Game — the players choose who goes first (the most aggressive); then clockwise",
        ),
        Spec::steps("phase", "Phase", &PHASES)
            .carry("turn")
            .group(GROUP_TURN)
            .note("rulebook: Game Turn — Daytime (actions), Evening (draw 2 Hero Cards), Night (Darkness Spreads)"),
        Spec::number("turn", "Turn", 1, MAX_TURN, 1)
            .group(GROUP_TURN)
            .note("designed: rulebook silent — turns played; turn 1 is the first hero's, then clockwise"),
        Spec::toggle(EVENING_DRAWN, "Evening draw taken", false)
            .group(GROUP_TURN)
            .note("rulebook: Step 2 - Evening — 2 Hero Cards once per Evening; cleared when the turn passes"),
        Spec::track("war_status", "War Status", &WAR_BOXES, 0)
            .group(GROUP_WAR)
            .note("rulebook: War Status — advances one box for each General defeated"),
        Spec::number("crystals", "Tainted Crystals on the board", 0, CRYSTALS, CRYSTALS_AT_START)
            .group(GROUP_WAR)
            .note("rulebook: Set Up 8 (1 on Balazarg's start); the 12th on the board loses"),
        Spec::number(CITY, "Minions in Monarch City (all colours)", 0, CITY_MAX, 0).group(GROUP_WAR).note(
            "rulebook: Overruns and Tainted Land — 5 minions in Monarch City lose; the sum of each colour's minions \
             in Monarch City (move them there from the supply)",
        ),
        Spec::toggle(SHORTAGE, "A Darkness Spreads card lacked minions", false).group(GROUP_WAR).note(
            "rulebook: Winning (or Losing) ii; ruling A-6 — at Night, a card's minions (or its General's) could not \
             come from the supply nor the quest cards: the game is lost",
        ),
        Spec::choice("variant_life", "Life Token variant", &LIFE_VARIANTS, 0)
            .group(GROUP_WAR)
            .note("rulebook: Variants — Easier 4 (+1 Life Token), Harder 2 (−1 Life Token)"),
        Spec::toggle(VARIANT_MINIONS, "Harder: 5 fewer minions of each colour", false).group(GROUP_WAR).note(
            "rulebook: Variant - Want a More Difficult Game? 5 — remove 5 minions of each enemy type (from the \
             supply to the box)",
        ),
    ];
    for c in &COLS {
        let pool = format!("{} minions", title(c.colour.name()));
        let race = c.colour.race();
        shared.push(
            Spec::number(c.supply, format!("{race} supply"), 0, MINIONS, MINIONS - ESCORT)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note("rulebook: Game Components — 25 of each colour; none left when a card needs one loses"),
        );
        shared.push(
            Spec::number(c.board, format!("{race} on the board"), 0, MINIONS, ESCORT)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note("rulebook: Set Up 8 — 3 with the General; add the 18 of the six setup cards; Monarch City apart"),
        );
        shared.push(
            Spec::number(c.city, format!("{race} in Monarch City"), 0, MINIONS, 0)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note(
                    "rulebook: Overruns and Tainted Land, The Monarch City card — move them here from the supply; 5 \
                 minions in Monarch City lose",
                ),
        );
        shared.push(
            Spec::number(c.boxed, format!("{race} in the box (Harder)"), 0, HARDER_REMOVED, 0)
                .group(GROUP_MINIONS)
                .pool(&pool)
                .note(
                    "rulebook: Variant - Want a More Difficult Game? 5 — follows the Harder switch, not moved by hand",
                ),
        );
    }
    for gen in &GENS {
        let g = gen.general;
        let d = g.data();
        let path: Vec<&str> = d.path.iter().map(|&l| data::location(l).name).collect();
        let wounds = wound_labels(g);
        shared.push(Spec::track(gen.step, "Location", &path, 0).group(general_group(g)).note(
            "designed: rulebook silent (F§2) — its path; entering Monarch City loses (rulebook: Winning (or Losing) i)",
        ));
        shared.push(
            Spec::track(gen.wounds, "Wound track (hits left)", &strs(&wounds), 0).group(general_group(g)).note(
                format!(
                    "designed: rulebook silent (F§2) — {} boxes, hits on {}+; rulebook: Attack an Enemy General",
                    d.track, d.to_hit
                ),
            ),
        );
        shared.push(
            Spec::number(gen.heal, "Turn ends before it heals", 0, MAX_CLOCK, 0)
                .group(general_group(g))
                .labels(&["not healing"])
                .note("rulebook: Minor/Major Wound, Generals' Healing (ruling A-9); +1 for Spy in the Camp"),
        );
    }
    for c in &COLS {
        shared.push(
            Spec::number(c.here, format!("{} here", c.colour.race()), 0, MAX_HERE, 0).group(GROUP_ROLLER).note(
                format!(
                    "rulebook: Engage Minions in Combat — one {} die each, hits on {}+",
                    c.colour.name(),
                    c.colour.minion_hit()
                ),
            ),
        );
    }
    shared.push(
        Spec::number("here.bonus", "+ to each die", 0, MAX_BONUS, 0)
            .group(GROUP_ROLLER)
            .note("designed: rulebook silent (F§3, F§6) — Cleric, Ranger, Sorcerer, Amulet of the Gods"),
    );
    shared.push(
        Spec::toggle(HERE_CITY, "Fighting in Monarch City", false).group(GROUP_ROLLER).note(
            "designed: rulebook silent — on, the defeated also leave \"Minions in Monarch City\"; cleared when the turn passes",
        ),
    );
    shared.push(
        Spec::toggle("here.apply", "Defeated minions go back to the supply", true)
            .group(GROUP_ROLLER)
            .note("designed: rulebook silent — off when a hunter quest keeps them on its card (ruling A-17)"),
    );
    shared.push(
        Spec::number("attack.dice", "Dice from Hero Cards", 0, MAX_ATTACK_DICE, 0)
            .group(GROUP_ATTACK)
            .note("rulebook: Attack an Enemy General — one die per die on the cards played"),
    );
    shared.push(
        Spec::number("attack.bonus", "+ to each die", 0, MAX_BONUS, 0)
            .group(GROUP_ATTACK)
            .note("designed: rulebook silent (F§3, F§6) — Ranger on green, Amulet of the Gods, Sorcerer"),
    );

    shared.extend(decks(players, profile));
    let heroes: Vec<&str> = HERO_LIST.iter().map(|h| h.name()).collect();
    let first = i32::from(HERO_LIST[0].life());
    let per_player = vec![
        Spec::choice("hero", "Hero", &heroes, 0)
            .group(GROUP_HERO)
            .note("rulebook: Game Components — the 8 heroes; Life Tokens from the card (F§3)"),
        Spec::number("life_active", "Active (face up)", 0, LIFE_POOL, first)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Step 1 - Daytime — one action per active Life Token"),
        Spec::number("life_used", "Used (face down)", 0, LIFE_POOL, 0)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Step 1 - Daytime — turned face down when used, face up again next Daytime"),
        Spec::number("life_wounded", "Wounded (beside the card)", 0, LIFE_POOL, 0)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("rulebook: Suffering Wounds — back only by the Healing Wounds action"),
        Spec::number("life_box", "Not this hero's (in the box)", 0, LIFE_POOL, LIFE_POOL - first)
            .group(GROUP_LIFE)
            .pool(POOL_LIFE)
            .note("designed: rulebook silent — follows the hero and the variant; not moved by hand"),
        Spec::number("cards", "Hero Cards in hand", 0, MAX_CARDS, STARTING_CARDS)
            .group(GROUP_HERO)
            .note("rulebook: Set Up 5 (2 cards); Step 2 - Evening (hand limit 10)"),
        Spec::number("quests", "Quests completed", 0, MAX_QUESTS, 0)
            .group(GROUP_CHAMPION)
            .note("rulebook: The King's Champion — 1 point each, and the first tie-break"),
        Spec::number("slain", "Generals slain (cards)", 0, GENERALS, 0)
            .group(GROUP_CHAMPION)
            .note("rulebook: Attack an Enemy General 7a — the Slayer takes the General's card, 1 point"),
    ];
    // designed: each hero starts with a different card (seat order), changed with the picker.
    Layout { shared, per_player, seat_values: vec![("hero", vec![0, 1, 2, 3])] }
}

/// The Darkness Spreads deck and the Hero deck, each with its discard pile.
fn decks(players: usize, profile: &BoxProfile) -> Vec<Spec> {
    let darkness = profile::darkness_cards(profile);
    let hero = profile::hero_cards(profile);
    // rulebook: Set Up 5 — 2 Hero Cards dealt to each player from the shuffled deck.
    let dealt = STARTING_CARDS.saturating_mul(i32::try_from(players).unwrap_or(i32::MAX));
    let hero_left = (hero - dealt).max(0);
    vec![
        // rulebook: Set Up 8 — the setup's draws are shuffled back: the whole deck at the start.
        Spec::deck(
            DARKNESS_DECK,
            "Darkness Spreads deck",
            darkness,
            darkness,
            "shuffle its discard pile into a new deck first (designed: rulebook silent, as for the Hero deck)",
        )
        .drawn_to(DARKNESS_DISCARD)
        .reshuffles(DARKNESS_DISCARD)
        .runs_low(
            0,
            AlertLevel::Warning,
            "The Darkness Spreads deck is empty: reshuffle its discard pile (designed: rulebook silent)",
        )
        .group(GROUP_DECKS)
        .note(format!(
            "{darkness} cards (Match your box; the published list: 56, F§5); rulebook: Step 3 - Night — 1 to 3 drawn by \
             the War Status, then discarded"
        )),
        Spec::number(DARKNESS_DISCARD, "Darkness Spreads discard pile", 0, darkness, 0)
            .group(GROUP_DECKS)
            .note("rulebook: The Monarch City card — it reshuffles the Darkness Spreads deck"),
        Spec::deck(
            HERO_DECK,
            "Hero deck",
            hero,
            hero_left,
            "reshuffle all the discarded Hero Cards except the purple (Special) ones (rulebook: Depleted Hero Card \
             Deck)",
        )
        .reshuffles(HERO_DISCARD)
        .runs_low(
            0,
            AlertLevel::Warning,
            "The Hero deck is depleted: reshuffle its discard pile, purple cards left out (rulebook: Depleted Hero \
             Card Deck)",
        )
        .group(GROUP_DECKS)
        .note(format!(
            "{hero} cards (Match your box; the published list: 97, F§4), less 2 dealt to each hero (rulebook: Set Up \
             5); drawn cards go to a hand"
        )),
        Spec::number(HERO_DISCARD, "Hero discard pile", 0, hero, 0).group(GROUP_DECKS).note(
            "rulebook: Special Hero Cards — used purple cards leave play and are not counted here; the others are",
        ),
    ]
}

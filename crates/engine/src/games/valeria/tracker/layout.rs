//! The counters of a new table: the day and its phases, the five Turrets, the dice and token
//! pools, the Siege Engines, the Troops and the Champions.

use super::keys::*;
use crate::table::{AlertLevel, Layout, Spec};

/// The counters of a new table (all shared: one Fortress).
pub(super) fn layout(_players: usize) -> Layout {
    let mut shared = vec![
        // rulebook: Game Flow — 7 turns (days).
        Spec::number(DAY, "Day", 1, DAYS, 1)
            .group(GROUP_DAY)
            .note("rulebook: Game Flow — 7 days; the Troop deck runs out on day 7 (ruling A-4)"),
        // rulebook: Game Flow — the seven phases.
        Spec::steps(PHASE, "Phase", &PHASES)
            .group(GROUP_DAY)
            .carry(DAY)
            .note("rulebook: Game Flow — seven phases in order; Next past Reinforce starts the next day"),
        Spec::toggle(EASY_MODE, "Easy Mode (no Events)", false)
            .group(GROUP_DAY)
            .note("rulebook: Easy Mode — play without the Event cards; the Event phase is skipped"),
    ];
    let champions = champion_labels();
    for t in 0..TURRETS {
        let group = turret_group(t);
        shared.push(
            // rulebook: Fortress — 3 Impacts block the Champion, the 4th loses.
            Spec::number(TURRET_IMPACT[t], "Impact", 0, LOSING_IMPACTS, 0)
                .group(group.clone())
                .note("rulebook: Fortress — the 3rd Impact discards and blocks the Champion; the 4th loses"),
        );
        shared.push(
            Spec::choice(TURRET_CHAMPION[t], "Champion", &champions, 0)
                .group(group.clone())
                .note("rulebook: Champions — one Champion per Turret; none while the Turret has 3 Impacts"),
        );
        shared.push(
            // ruling A-43: a Champion placed in an open position enters face up.
            Spec::toggle(TURRET_FACE[t], "Face up", true)
                .group(group)
                .note("rulebook: Champions — flip face down when used; face up again at Roll Your Dice"),
        );
    }
    shared.extend([
        // rulebook: Game Setup — 5 Soldier dice in the pool, 3 in the supply. The pool's dice start
        // as "spent": in the pool, waiting for the first roll (ruling A-1: the pool is active + spent).
        Spec::number(SOLDIER_SUPPLY, "Soldier dice: supply", 0, SOLDIER_DICE, SOLDIER_DICE - STARTING_SOLDIER)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("rulebook: Components — 8 Soldier dice; Game Setup — 3 start in the supply"),
        Spec::number(SOLDIER_ACTIVE, "Soldier dice: active", 0, SOLDIER_DICE, 0)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("rulebook: Roll Your Dice — rolled, below the Fortress, not yet spent"),
        Spec::number(SOLDIER_SPENT, "Soldier dice: spent", 0, SOLDIER_DICE, STARTING_SOLDIER)
            .group(GROUP_DICE)
            .pool("Soldier dice")
            .note("ruling A-1 — spent dice stay in your pool and are rolled next day; 5 at setup"),
        Spec::number(HOLY_SUPPLY, "Holy dice: supply", 0, HOLY_DICE, HOLY_DICE - STARTING_HOLY)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("rulebook: Components — 4 Holy dice; Game Setup — 2 start in the supply"),
        Spec::number(HOLY_ACTIVE, "Holy dice: active", 0, HOLY_DICE, 0)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("rulebook: Roll Your Dice — rolled, below the Fortress, not yet spent"),
        Spec::number(HOLY_SPENT, "Holy dice: spent", 0, HOLY_DICE, STARTING_HOLY)
            .group(GROUP_DICE)
            .pool("Holy dice")
            .note("ruling A-1 — spent dice stay in your pool and are rolled next day; 2 at setup"),
        Spec::number(STRENGTH_SUPPLY, "Strength tokens: supply", 0, STRENGTH_TOKENS, STRENGTH_TOKENS)
            .group(GROUP_TOKENS)
            .pool("Strength tokens")
            .note("rulebook: Components — 9 Strength tokens, all in the supply at setup"),
        Spec::number(STRENGTH_CARDS, "Strength tokens: on cards", 0, STRENGTH_TOKENS, 0)
            .group(GROUP_TOKENS)
            .pool("Strength tokens")
            .note("rulebook: Resolve an Event — each token on a card adds 1 to its cost"),
        Spec::number(MAGIC_SUPPLY, "Magic tokens: supply", 0, MAGIC_TOKENS, MAGIC_TOKENS)
            .group(GROUP_TOKENS)
            .pool("Magic tokens")
            .note("rulebook: Components — 9 Magic tokens, all in the supply at setup"),
        Spec::number(MAGIC_CARDS, "Magic tokens: on cards", 0, MAGIC_TOKENS, 0)
            .group(GROUP_TOKENS)
            .pool("Magic tokens")
            .note("rulebook: Attacking the Enemy — Magic tokens are paid in full with Holy dice"),
        Spec::number(ENGINES_LEFT, "Siege Engines left", 0, ENGINES_IN_PLAY, ENGINES_IN_PLAY)
            .group(GROUP_ENGINES)
            .note("rulebook: Game Setup — 13 in play; undefeated on the Battlefield and in the deck"),
        Spec::deck(
            ENGINES_DECK,
            "Siege Engine deck",
            ENGINE_DECK,
            ENGINE_DECK,
            "no new Siege Engine comes; defeat those on the Battlefield (rulebook: Reinforce the Battlefield)",
        )
        .group(GROUP_ENGINES)
        .note("rulebook: Game Setup — 8 in the deck; one to row 5 of each column without one at Reinforce"),
        Spec::toggle(VANGUARD_ENGINE, "Siege Engine in the Vanguard at Activate the Vanguard", false)
            .group(GROUP_ENGINES)
            .note(
                "rulebook: Activate the Vanguard — a Siege Engine still in the Vanguard then loses the game; set only \
                 in that phase (before it, defeat the engine)",
            ),
        // Its empty-deck alert and loss are the tracker's own (report, settle): they depend on the phase.
        Spec::deck(
            TROOPS_DECK,
            "Troop deck",
            TROOP_DECK,
            TROOP_DECK,
            "you lose if the Troop deck is exhausted when you need to Reinforce the Battlefield (rulebook: \
             Winning and Losing)",
        )
        .group(GROUP_TROOPS)
        .note("rulebook: Game Setup — 24 cards; empty when you must Reinforce: you lose"),
        Spec::toggle(TROOPS_EXHAUSTED, "Troop deck exhausted at Reinforce", false)
            .group(GROUP_TROOPS)
            .note("rulebook: Winning and Losing — set when Reinforce comes with an empty deck (ruling A-5)"),
        Spec::toggle(TROOPS_REINFORCED, "Reinforced today", false).group(GROUP_TROOPS).note(
            "rulebook: Reinforce the Battlefield — 4 Troops once per Reinforce; set by the Reinforce button, \
             cleared when the day advances",
        ),
        Spec::number(TROOPS_HAND, "Troops in hand", 0, TROOP_CARDS, STARTING_HAND)
            .group(GROUP_TROOPS)
            .note("rulebook: Game Setup — a starting hand of 2; defeated Troops join it"),
        Spec::number(TROOPS_BATTLEFIELD, "Troops on the Battlefield", 0, BATTLEFIELD_CELLS, STARTING_BATTLEFIELD)
            .group(GROUP_TROOPS)
            .note("rulebook: Game Setup — 20 at setup; count them at a win (routed Troops)"),
        Spec::number(CHAMPIONS_DISCARD, "Champions discarded", 0, CHAMPION_CARDS, 0)
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Champions — discarded Champions; counted when one leaves a Turret"),
        // rulebook: Game Setup — the 18 Event cards shuffled face down as the Event deck; Resolve an
        // Event — draw 1 each day, then discard it. No rule reshuffles it: 7 days draw at most 7.
        Spec::deck(
            EVENTS_DECK,
            "Event deck",
            EVENT_CARDS,
            EVENT_CARDS,
            "no Event is drawn (designed: rulebook silent — it never reshuffles the Event deck, and 7 days \
             draw 7 of its 18 cards)",
        )
        .drawn_to(EVENTS_DISCARD)
        .runs_low(0, AlertLevel::Info, "The Event deck is empty: no more Events (designed: rulebook silent)")
        .group(GROUP_EVENTS)
        .note("rulebook: Game Setup — 18 Event cards; Resolve an Event — draw 1 each day, then discard it"),
        Spec::number(EVENTS_DISCARD, "Event discard pile", 0, EVENT_CARDS, 0)
            .group(GROUP_EVENTS)
            .note("rulebook: Resolve an Event — discard the Event card after following it"),
    ]);
    Layout { shared, ..Layout::default() }
}

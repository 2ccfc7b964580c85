//! What the tracker reports: the round and what to do now, City and Gate, the Fortifications'
//! defence, capacity and durability, the pieces against the box, the Starting Hands, the winner;
//! the alerts before a loss; and the buttons for its operations.

use rand_chacha::ChaCha8Rng;

use super::keys::*;
use super::layout::is_fortification;
use super::ops::{next_step, rule, Rule};
use super::profile;
use super::read::{damage_total, defenders_on_board, in_play, level, mode, phase_name, stage_name, tracks};
use crate::games::exiled::data::{
    defence_bonus, fortification, Section, ATTACK, ATTACKER, ATTACKER_HAND, CLEAN_UP, DAMAGE_MARKERS, DEFENDER,
    DEFENDER_HAND, DEPLOY, FIRST_REINFORCED_ROUND, LEVELS_PER_ROUND, MAX_DEFENDERS, MODES, MODE_COOP, MODE_SOLO,
    MODE_STANDARD, REINFORCEMENTS, REORGANIZATION, ROUNDS, SIEGE_START, STEPS, TURNS, WALL_SECTIONS,
};
use crate::table::{Alert, AlertLevel, Derived, Report, RuleButton, RuleOp, TableState};

fn button(key: impl Into<String>, label: impl Into<String>, rule: Rule, state: &TableState) -> RuleButton {
    let mut probe = state.clone();
    let mut rng = <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
    let b = RuleButton::new(key, label, RuleOp::Exiled(rule.clone()));
    match self::rule(&mut probe, &rule, &mut rng) {
        Ok(_) => b,
        Err(e) => b.disabled(e.to_string()),
    }
}

/// Derived values, alerts and buttons.
pub(super) fn report(state: &TableState) -> Report {
    let mut derived = Vec::new();
    let mut alerts = Vec::new();
    let mut actions = Vec::new();

    let round = state.value_or("round", None, 1);
    let phase = state.value_or("phase", None, 0);
    let turn = state.value_or("turn", None, 1);
    let step = state.value_or("step", None, 0);
    let city = state.value_or("city", None, profile::city_start(&state.profile));
    let gate_full = profile::gate_full(&state.profile);
    let gate = state.value_or("gate", None, gate_full);
    let defenders = state.value_or("defenders", None, 1).clamp(1, MAX_DEFENDERS);
    let assault_win = state.value_or("assault_win", None, 0) > 0;
    let defender_units = in_play(state, DEFENDER, false);
    let on_board = defenders_on_board(state);
    let attacker_units = in_play(state, ATTACKER, false);
    let attacker_machines = in_play(state, ATTACKER, true);

    // Sides.
    let mode = mode(state);
    let sides = match mode {
        MODE_COOP => ["Attacker (played from the Scenario sheet)", "Defenders (every player)"],
        MODE_SOLO => ["Attacker (the solo player)", "Defenders (played from the Scenario sheet)"],
        _ => ["Attacker", "Defender"],
    };
    for (p, side) in [(ATTACKER, sides[0]), (DEFENDER, sides[1])] {
        derived.push(Derived::new("side", "Side", side).player(p).note(
            "player 1 is the Attacker's side, player 2 the Defenders' side; the game mode says which one the \
             Scenario sheet plays (rulebook: Full Cooperation Mode; Attacker Solo Mode)",
        ));
    }
    derived.push(
        Derived::new("mode", "Game mode", MODES.get(usize::try_from(mode).unwrap_or(0)).copied().unwrap_or(MODES[0]))
            .group(G_ROUND)
            .note("rulebook: Full Cooperation Mode; Attacker Solo Mode"),
    );

    // The round.
    derived.push(
        Derived::new("stage", "Stage", stage_name(phase))
            .group(G_ROUND)
            .note("rulebook: Playing the Game — each round is a Development Stage and a Siege Stage"),
    );
    let when = if phase == ATTACK {
        format!(
            "Round {round} of {ROUNDS} — {} — Turn {turn}, {}",
            phase_name(phase),
            STEPS.get(step as usize).unwrap_or(&"?")
        )
    } else {
        format!("Round {round} of {ROUNDS} — {}", phase_name(phase))
    };
    derived.push(Derived::new("now", "Now", when).group(G_ROUND));
    derived.push(
        Derived::new(
            "first_player_name",
            "First Player",
            format!("Defender {}", state.value_or("first_player", None, 0) + 1),
        )
        .group(G_ROUND)
        .note("rulebook: First Player Marker — passed between the Defenders"),
    );

    // Fortifications.
    let (mut wall_capacity, mut tower_capacity) = (0, 0);
    for s in Section::ALL {
        let lvl = level(state, s);
        let damage = state.value_or(s.damage_key(), None, 0);
        let (_, cap, durability) = fortification(s.is_wall(), lvl);
        if s.is_wall() {
            wall_capacity += cap;
        } else {
            tower_capacity += cap;
        }
        let bonus = defence_bonus(s.is_wall(), lvl, damage);
        derived.push(
            Derived::new(format!("{}.bonus", s.key()), "Defense Bonus", format!("+{bonus}"))
                .group(s.name())
                .note("rulebook: Fortifications — the level's bonus, −1 per Damage marker, never below 0"),
        );
        let cap_note = if !s.is_wall() && lvl >= 2 {
            "rulebook: Fortifications; a Level 2-3 Tower has separate Areas for war machines and other units"
        } else {
            "rulebook: Fortifications — the most units on this Area"
        };
        derived.push(
            Derived::new(format!("{}.capacity", s.key()), "Capacity", cap.to_string()).group(s.name()).note(cap_note),
        );
        derived.push(
            Derived::new(format!("{}.durability", s.key()), "Durability", durability.to_string())
                .group(s.name())
                .note("rulebook: Fortifications — Destroy Fortifications needs this War Machine Strength"),
        );
        if damage > 0 && damage >= fortification(s.is_wall(), lvl).0 {
            alerts.push(
                Alert::new(AlertLevel::Info, format!("The {} has no Defense Bonus left ({damage} Damage)", s.name()))
                    .group(s.name()),
            );
        }
        actions.push(
            button(
                format!("repair.{}", s.key()),
                format!("Repair the {}", s.name()),
                Rule::Repair { section: s },
                state,
            )
            .group(s.name())
            .player(DEFENDER),
        );
        if s.is_wall() {
            actions.push(
                button(
                    format!("breach.{}", s.key()),
                    "Assault destroyed every defender here",
                    Rule::Breach { section: s },
                    state,
                )
                .group(s.name())
                .player(ATTACKER),
            );
        }
    }
    let capacity = wall_capacity + tower_capacity;
    derived.push(
        Derived::new("damage_box", "Damage markers in the box", (DAMAGE_MARKERS - damage_total(state)).to_string())
            .group(G_DESTROY)
            .note("rulebook: Game Components — 15 Damage Markers"),
    );
    derived.push(
        Derived::new("capacity", "All Fortifications' Capacity", capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Fortifications — the sum of the five sections' Capacity"),
    );
    derived.push(
        Derived::new("wall_capacity", "The three Walls' Capacity (any defending units)", wall_capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Fortifications; Wall Tile — besides 1 Stones and 1 Cauldron on each Wall section"),
    );
    derived.push(
        Derived::new("tower_capacity", "The two Towers' Capacity (Archers)", tower_capacity.to_string())
            .group(Section::GateWall.name())
            .note("rulebook: Tower Tile — the unit Area is for units featuring Ranged Attack Strength"),
    );
    derived.push(
        Derived::new("defender_units", "Defender's units in play", defender_units.to_string()).group(G_DEF_UNITS),
    );
    derived.push(
        Derived::new("defenders_on_board", "Defender's units on the board", on_board.to_string())
            .group(G_DEF_UNITS)
            .note(
                "in play less those held back in the Unit Zone; only these count for \"all defending units destroyed\"",
            ),
    );
    derived.push(
        Derived::new("attacker_units", "Attacker's units in play", attacker_units.to_string()).group(G_ATT_UNITS),
    );
    derived.push(
        Derived::new("attacker_machines", "Attacker's war machines in play", attacker_machines.to_string())
            .group(G_ATT_MACHINES),
    );

    // Hands, councils, commanders.
    let (o, s, r) = ATTACKER_HAND;
    let attacker_hand = if mode == MODE_COOP {
        "none: the development tree's Order cards (rulebook: Full Cooperation Mode)".to_string()
    } else {
        format!("{o} Order, {s} Special, {r} Reaction")
    };
    derived.push(
        Derived::new("hand", "Starting Hand", attacker_hand)
            .player(ATTACKER)
            .note("rulebook: Phase 3: Choosing Cards for the Starting Hand"),
    );
    let (o, s, r) = DEFENDER_HAND.get((defenders - 1) as usize).copied().unwrap_or((6, 4, 4));
    let extra = if defenders == 3 { " (the First Player up to 2 Reaction)" } else { "" };
    let defender_hand = if mode == MODE_SOLO {
        "none: the Scenario sheet's steps (rulebook: Attacker Solo Mode)".to_string()
    } else {
        format!("{o} Order, {s} Special, {r} Reaction{extra}")
    };
    derived.push(
        Derived::new("hand", "Starting Hand (each Defender)", defender_hand)
            .player(DEFENDER)
            .note("rulebook: Phase 3: Choosing Cards for the Starting Hand — by the number of Defenders"),
    );
    let commanders = if mode == MODE_STANDARD { defenders.to_string() } else { "0: not used in this mode".to_string() };
    derived.push(Derived::new("commanders", "Commander cards", commanders).player(ATTACKER).note(
        "rulebook: Commander Cards — as many as there are heroes (Defenders); none in Full Cooperation or \
                   Attacker Solo",
    ));
    for (p, key, name) in [(ATTACKER, "commanders_tent", "Commander's Tent"), (DEFENDER, "keep", "Keep")] {
        let value = if state.value_or(key, None, 0) < 1 {
            format!("needs the Level 1 {name}")
        } else if state.value_or("council", Some(p), 0) > 0 {
            "used this turn".to_string()
        } else {
            "available".to_string()
        };
        derived.push(Derived::new("war_council", "War Council", value).player(p).note("rulebook: War Council"));
    }

    // Winning and losing.
    if city <= 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "City Durability is 0: the Defenders lose, the Attacker wins (rulebook: Winning Conditions)",
            )
            .player(DEFENDER)
            .group(G_CITY),
        );
    } else if city == 1 {
        alerts.push(
            Alert::new(AlertLevel::Warning, "City Durability 1: one more breach and the Defenders lose")
                .player(DEFENDER)
                .group(G_CITY),
        );
    }
    if assault_win {
        alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "The Attacker assaulted with every defending unit destroyed: the Defenders lose (rulebook: Winning \
                 Conditions)",
            )
            .player(DEFENDER)
            .group(G_CITY),
        );
    } else if on_board == 0 && city > 0 && tracks(state, DEFENDER) {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "Every defending unit is destroyed: an Assault by the Attacker wins the game (rulebook: Winning \
                 Conditions)",
            )
            .player(DEFENDER)
            .group(G_DEF_UNITS),
        );
    }
    if round >= ROUNDS && phase == CLEAN_UP && city >= 1 && !assault_win {
        alerts.push(
            Alert::new(
                AlertLevel::Victory,
                format!(
                    "Clean-up of round 4 with City Durability {city}: the Defenders win (rulebook: Winning Conditions)"
                ),
            )
            .player(DEFENDER)
            .group(G_ROUND),
        );
    }
    let gate_built = level(state, Section::GateWall) >= 1;
    derived.push(
        Derived::new(
            "gate_state",
            "Gate",
            if gate_built {
                format!("Durability {gate} of {gate_full}")
            } else {
                "no Gate until the central Wall is built".to_string()
            },
        )
        .group(G_CITY)
        .note("rulebook: Gate Durability Marker — the track is on the overlay of the central Wall section"),
    );
    if !gate_built {
        // No Gate Durability Track without the central Wall's overlay.
    } else if gate == 1 {
        alerts.push(
            Alert::new(AlertLevel::Warning, "Gate Durability 1: when the Gate falls, City Durability −1").group(G_CITY),
        );
    } else if gate <= 0 {
        alerts.push(
            Alert::new(AlertLevel::Info, "The Gate is destroyed: the Battering Ram can attack no more until a Repair")
                .group(G_CITY),
        );
    }

    // At most 1 level per round: Buildings and Locations only (ruling exiled A-3: not Walls and Towers).
    for (_, key, name) in DEVELOPED.iter().filter(|(level_key, _, _)| !is_fortification(level_key)) {
        let gained = state.value_or(key, None, 0);
        if gained > LEVELS_PER_ROUND {
            let group = state.by_key(key, None).and_then(|c| c.group.clone()).unwrap_or_else(|| G_ROUND.to_string());
            alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "The {name} gained {gained} levels this round: each can be developed by at most \
                     {LEVELS_PER_ROUND} level per round (rulebook: Development Cards – Build)"
                    ),
                )
                .group(group),
            );
        }
    }

    // The round's reminders.
    if round >= FIRST_REINFORCED_ROUND && phase >= SIEGE_START && state.value_or("reinforced", None, 1) == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!("The Attacker has not taken the {REINFORCEMENTS} reinforcement Warriors of round {round}"),
            )
            .player(ATTACKER)
            .group(G_ATT_UNITS),
        );
    }
    if phase == ATTACK {
        if attacker_units + attacker_machines == 0 && tracks(state, ATTACKER) {
            alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    "The Attacker has no units left: the Attack ends after the next Reorganization",
                )
                .group(G_ROUND),
            );
        }
        if turn >= TURNS && step == REORGANIZATION {
            alerts.push(Alert::new(AlertLevel::Info, "The 4th Reorganization ends the Attack phase").group(G_ROUND));
        }
    }
    if phase == DEPLOY {
        // Men-at-arms and Swordsmen stand on the Walls; Archers on the Towers' unit Areas or on the Walls' room left.
        let archers = state.value_or("archers", None, 0);
        let others = defender_units - archers;
        let walls_left = (wall_capacity - others).max(0);
        let over_walls = (others - wall_capacity).max(0);
        let over_towers = (archers - tower_capacity - walls_left).max(0);
        if over_walls + over_towers > 0 {
            alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!(
                        "{} defending unit{} not fit on the Fortifications (Walls: room for {wall_capacity} \
                         units; Towers: room for {tower_capacity} Archers): the rest stay in the Unit Zone",
                        over_walls + over_towers,
                        if over_walls + over_towers == 1 { " does" } else { "s do" }
                    ),
                )
                .player(DEFENDER)
                .group(G_DEF_UNITS),
            );
        }
        for (key, name) in [("stones", "Stones"), ("cauldrons", "Cauldrons")] {
            let n = state.value_or(key, None, 0);
            if n > WALL_SECTIONS {
                alerts.push(
                    Alert::new(
                        AlertLevel::Info,
                        format!("{n} {name} but room for 1 on each of the {WALL_SECTIONS} Wall sections"),
                    )
                    .player(DEFENDER)
                    .group(G_DEF_MACHINES),
                );
            }
        }
    }

    // Buttons.
    let next_label = match next_step(state) {
        Ok((_, _, text)) => format!("Next: {text}"),
        Err(_) => "Next".to_string(),
    };
    actions.insert(0, button("next", next_label, Rule::Next, state).group(G_ROUND));
    actions.push(
        button("reinforce", format!("Reinforcements: +{REINFORCEMENTS} Warriors"), Rule::Reinforce, state)
            .group(G_ATT_UNITS)
            .player(ATTACKER),
    );
    actions.push(super::compound::round_units_button(state, ATTACKER));
    actions.push(super::compound::round_units_button(state, DEFENDER));
    actions.push(button("ram", "Battering Ram Attack", Rule::BatteringRam, state).group(G_CITY).player(ATTACKER));
    actions.push(
        button("destroy", "Destroy Fortifications", Rule::DestroyFortifications, state)
            .group(G_DESTROY)
            .player(ATTACKER),
    );

    Report { derived, alerts, actions }
}

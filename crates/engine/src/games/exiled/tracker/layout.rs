//! The counters of a new table: the round and its phases, City and Gate Durability, the
//! Fortifications, the City's Buildings and the Camp's Locations, every unit and war machine
//! against the box, and the Attack phase's helpers.

use super::keys::*;
use super::profile;
use super::read::piece_group;
use crate::games::exiled::data::{
    Section, ATTACKER, BUILDINGS, DAMAGE_MARKERS, EARTHWORK_MARKERS, EFFICIENCY_ATTACKER, EFFICIENCY_DEFENDERS,
    EFFICIENCY_RESHUFFLE_AT, LEVEL_NAMES, LOCATIONS, MAX_DEFENDERS, MAX_LEVEL, MODES, MODE_STANDARD, PASSES_TO_END,
    PHASES, PIECES, ROUNDS, STEPS, TURNS,
};
use crate::table::{AlertLevel, BoxProfile, Layout, Spec};

/// The "levels gained this round" counter that follows a level counter.
fn developed_spec(level_key: &str, group: &str) -> Option<Spec> {
    DEVELOPED.iter().find(|(k, _, _)| *k == level_key).map(|(_, key, _)| {
        let note = if is_fortification(level_key) {
            "rulebook: Build Wall / Build Tower; ruling (exiled A-3): Walls and Towers may gain several levels in \
             one round, so this count only informs; cleared each round"
        } else {
            "rulebook: Development Cards – Build — at most 1 level per round; counted by the tracker, cleared each \
             round (set it back by hand after a correction)"
        };
        Spec::number(key, "Levels gained this round", 0, MAX_LEVEL, 0).group(group).note(note)
    })
}

/// Whether a level key is a Fortification's (a Wall section or a Tower), not a Building's or a Location's.
pub(super) fn is_fortification(level_key: &str) -> bool {
    Section::ALL.iter().any(|s| s.level_key() == level_key)
}

fn level_specs(key: &'static str, name: &str, group: &str, start: i32, note: &str) -> Vec<Spec> {
    let mut specs = vec![Spec::track(key, name, &LEVEL_NAMES, start).group(group).note(note)];
    specs.extend(developed_spec(key, group));
    specs
}

/// The counters of a new table.
pub(super) fn layout(_players: usize, profile: &BoxProfile) -> Layout {
    let city = profile::city_start(profile);
    let gate = profile::gate_full(profile);
    let mut shared = vec![
        Spec::number("round", "Round", 1, ROUNDS, 1)
            .group(G_ROUND)
            .note("rulebook: Playing the Game — four rounds; Game Setup 7 — the Round Marker starts on space 1"),
        Spec::steps("phase", "Phase", &PHASES)
            .carry("round")
            .group(G_ROUND)
            .note("rulebook: Playing the Game — the Round Order (Development Stage, then Siege Stage)"),
        Spec::number("turn", "Turn (Attack phase)", 1, TURNS, 1)
            .group(G_ROUND)
            .note("rulebook: Phase 5: Attack — 4 turns"),
        Spec::track("step", "Step of the turn", &STEPS, 0).group(G_ROUND).note(
            "rulebook: Phase 5: Attack — a Combat Step and a Reorganization Step each turn; the round's Next (or the \
             phase's Next) moves through them",
        ),
        Spec::number("defenders", "Defenders at the table (player 2's side)", 1, MAX_DEFENDERS, 1)
            .group(G_ROUND)
            .note("rulebook: Game Setup 1 — 1-4 Defenders; sets the Starting Hands and the Commander cards"),
        Spec::choice("mode", "Game mode", &MODES, MODE_STANDARD).group(G_ROUND).note(
            "rulebook: Full Cooperation Mode and Attacker Solo Mode — Game Setup; chosen before round 1 starts: \
             player 1 stays the Attacker's side and player 2 the Defenders' side, one of them played from the \
             Scenario sheet",
        ),
        Spec::choice(
            "first_player",
            "First Player marker",
            &["Defender 1", "Defender 2", "Defender 3", "Defender 4"],
            0,
        )
        .group(G_ROUND)
        .note("rulebook: Game Setup 6; Phase 6: Clean-up — passed to the next Defender each round"),
        Spec::toggle("reinforced", "Attacker's reinforcements taken this round", false).group(G_ROUND).note(
            "rulebook: Reinforcements for the Attacker — 4 Warriors at the end of the Development Stage, rounds 2-4",
        ),
        Spec::number("city", "City Durability", 0, city, city).group(G_CITY).note(format!(
            "rulebook: City Durability Marker — at 0 the Defenders lose; starts at {city} (Match your box; designed: 10)"
        )),
        Spec::number("gate", "Gate Durability", 0, gate, gate).group(G_CITY).note(format!(
            "rulebook: Battering Ram Attack — at 0, Damage markers on the central Wall and City −1; full: {gate} \
             (Match your box; designed: 3)"
        )),
        Spec::number("ram_strength", "Battering Ram's Melee Strength (after the Efficiency card)", 0, MAX_STRENGTH, 0)
            .group(G_CITY)
            .note("rulebook: Battering Ram Attack, step 3 — ≥ the central Wall's level: Gate −1; ≥ twice: −2"),
        Spec::toggle("assault_win", "Attacker assaulted with every defending unit destroyed", false)
            .group(G_CITY)
            .note("rulebook: Winning Conditions — the Attacker's second way to win"),
    ];
    for s in Section::ALL {
        let labels: [&str; 4] = if s.is_wall() {
            ["No Wall", "Level 1", "Level 2", "Level 3"]
        } else {
            ["No Tower", "Level 1", "Level 2", "Level 3"]
        };
        shared.push(
            Spec::track(s.level_key(), "Level", &labels, 0)
                .group(s.name())
                .note("rulebook: Fortifications — levels 0-3; Game Setup — no Fortifications at the start"),
        );
        shared.extend(developed_spec(s.level_key(), s.name()));
        shared.push(
            Spec::number(s.damage_key(), "Damage markers", 0, DAMAGE_MARKERS, 0)
                .group(s.name())
                .note("rulebook: Fortifications — each lowers the Defense Bonus by 1; 15 in the box"),
        );
    }
    shared.push(
        Spec::choice("df_target", "Target section", &Section::ALL.map(Section::name), Section::GateWall.index())
            .group(G_DESTROY)
            .note("rulebook: War Machine Attack – Destroy Fortifications"),
    );
    shared.push(
        Spec::number("df_strength", "Trebuchets' War Machine Strength (after the Efficiency card)", 0, MAX_STRENGTH, 0)
            .group(G_DESTROY)
            .note("rulebook: Destroy Fortifications, step 3 — at least the section's Durability: 1 Damage marker"),
    );
    for (key, name, start) in BUILDINGS {
        shared.extend(level_specs(
            key,
            name,
            G_DEF_CITY,
            start,
            "rulebook: Building Tiles; Game Setup 2 (Level 1 Barracks)",
        ));
    }
    for group in [G_DEF_UNITS, G_DEF_MACHINES, G_ATT_UNITS, G_ATT_MACHINES] {
        for p in PIECES.iter().filter(|p| piece_group(p) == group) {
            shared.push(
                Spec::number(p.box_key, format!("{} in the box", p.name), 0, p.count, p.count - p.start)
                    .group(group)
                    .pool(p.name)
                    .note(p.note),
            );
            let whose = if p.side == ATTACKER { "Attacker's" } else { "Defender's" };
            shared.push(
                Spec::number(p.key, format!("{whose} {} in play", p.name), 0, p.count, p.start)
                    .group(group)
                    .pool(p.name)
                    .note(p.note),
            );
        }
        if group == G_DEF_UNITS {
            shared.push(
                Spec::number("held_back", "Of these, held back in the Unit Zone", 0, DEFENDING_UNITS, 0)
                    .group(G_DEF_UNITS)
                    .note(
                        "rulebook: Phase 4: Deploying Forces — the Defenders may choose not to deploy some units; \
                         Winning Conditions — units held back in the Unit Zone are not on the board (ruling exiled \
                         A-17); cleared each round",
                    ),
            );
        }
        if group == G_DEF_MACHINES {
            shared.push(
                Spec::number("ditches", "Ditch markers placed", 0, EARTHWORK_MARKERS, 0)
                    .group(G_DEF_EARTH)
                    .note("rulebook: Earthen Fortifications; Game Components — 3 Ditch Markers"),
            );
            shared.push(
                Spec::number("pits", "Pit markers placed", 0, EARTHWORK_MARKERS, 0)
                    .group(G_DEF_EARTH)
                    .note("rulebook: Earthen Fortifications; Game Components — 3 Pit Markers"),
            );
            for (key, name, start) in LOCATIONS {
                shared.extend(level_specs(
                    key,
                    name,
                    G_ATT_CAMP,
                    start,
                    "rulebook: Camp Locations; Game Setup 2 (Level 1 Training Grounds)",
                ));
            }
        }
    }
    shared.extend(efficiency_stacks());
    Layout {
        shared,
        per_player: vec![
            Spec::number("passes", "Passes in a row (Attacker or Defender side)", 0, PASSES_TO_END, 0)
                .group(G_ATTACK)
                .note("rulebook: Passing — both sides passing twice in a row ends the Combat Step"),
            Spec::toggle("council", "War Council this turn (Attacker: Commander's Tent; Defender: Keep)", false)
                .group(G_ATTACK)
                .note(
                    "rulebook: War Council — needs the Level 1 Keep or Commander's Tent; again after a Reorganisation",
                ),
        ],
        ..Layout::default()
    }
}

/// The two Efficiency stacks (the Attacker's and the Defenders'), each with its discard pile.
fn efficiency_stacks() -> Vec<Spec> {
    let stack = |key, discard, side: &str, size| {
        let rule = "when only one face-down card remains in the stack, shuffle the discarded cards to form a new \
                    Efficiency stack under it (rulebook: Phase 2: Preparation of the Efficiency Stack; ruling A-9)";
        [
            Spec::deck(key, format!("{side} Efficiency stack"), size, size, rule)
                .drawn_to(discard)
                .reshuffles(discard)
                .runs_low(
                    EFFICIENCY_RESHUFFLE_AT,
                    AlertLevel::Warning,
                    format!(
                        "One card left in the {side} Efficiency stack: reshuffle its discard pile under it \
                         (rulebook: Phase 2; ruling A-9)"
                    ),
                )
                .group(G_EFFICIENCY)
                .note(format!("rulebook: Phase 2 — {size} Development cards; a revealed card is used, then discarded")),
            Spec::number(discard, format!("{side} Efficiency discard pile"), 0, size, 0)
                .group(G_EFFICIENCY)
                .note("rulebook: Phase 2 — each card revealed and used goes to the discard pile"),
        ]
    };
    let mut specs = Vec::new();
    specs.extend(stack(EFF_ATTACKER, EFF_ATTACKER_DISCARD, "Attacker's", EFFICIENCY_ATTACKER));
    specs.extend(stack(EFF_DEFENDERS, EFF_DEFENDERS_DISCARD, "Defenders'", EFFICIENCY_DEFENDERS));
    specs
}

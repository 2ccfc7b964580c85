//! The counters of a new table: the turn, the combat helper, each Wizard's Life, army, banners and
//! durations.

use super::keys::*;
use crate::games::thaloria::data::{
    starting_life, ARMY_POWER_MAX, AZMORTH_USES, BANNERS, ELITE_DIE, ELITE_SUPPLY, FACTION_TILES, HALDREK_BONUS,
    MAX_ATTACKERS, MAX_DEFENDERS, STANDARD_SUPPLY, WIZARDS,
};
use crate::table::{CounterRole, Layout, Spec};

/// The counters of a new table.
pub(super) fn layout(players: usize) -> Layout {
    let seats = seat_labels(players);
    let seats: Vec<&str> = seats.iter().map(String::as_str).collect();
    let mut shared = vec![
        Spec::number(ROUND, "Round", 1, ROUND_MAX, 1).group(G_TURN).note(
            "designed: rulebook silent; goes up when the turn passes back to the starting Wizard (play proceeds \
             clockwise from the starting player)",
        ),
        Spec::choice(START, "Starting Wizard", &seats, 0)
            .group(G_TURN)
            .note("rulebook: 2. Choosing the Starting Player; set by the start roll; each round begins with them"),
        Spec::choice(ACTIVE, "Active Wizard", &seats, 0)
            .group(G_TURN)
            .carry(ROUND)
            .note("rulebook: 2. Choosing the Starting Player; play proceeds clockwise (defeated Wizards are skipped)"),
        Spec::steps(STEP, "Turn step", &STEPS)
            .group(G_TURN)
            .carry(ACTIVE)
            .note("rulebook: 5. Turn Structure and Draw Step order; durations count down entering the draw"),
        Spec::choice(DRAW_STATE, "Draw Step this turn", &DRAW_STATES, DRAW_NOT_YET).group(G_TURN).note(
            "designed: set when the Draw Step counts down or is skipped, cleared when the turn passes; the \
             countdown and a skip happen once per turn (rulebook: 7. Dungeon Duration; A3.1-A3.2)",
        ),
        Spec::toggle(RALLY_USED, "Rally the Fallen used this turn", false)
            .group(G_TURN)
            .note("rulebook: 5. Rally the Fallen — once per player turn"),
        Spec::number(DEPLOYED, "Power Points deployed this step", 0, ARMY_POWER_MAX, 0)
            .group(G_TURN)
            .note("rulebook: 5. Deployment Step — up to 5 Power Points; counted from Reserve → tiles moves"),
        Spec::number(ATT_STANDARD, "Attacking Standard Warriors (D6)", 0, MAX_ATTACKERS, MAX_ATTACKERS)
            .group(G_COMBAT)
            .note("rulebook: 6. Combat Dice — up to three attackers in all"),
        Spec::number(ATT_ELITE, "Attacking Elite Warriors (D12)", 0, MAX_ATTACKERS, 0)
            .group(G_COMBAT)
            .note("rulebook: 6. Combat Dice — up to three attackers in all"),
        Spec::number(DEF_STANDARD, "Defending Standard Warriors (D6)", 0, MAX_DEFENDERS, MAX_DEFENDERS)
            .group(G_COMBAT)
            .note("rulebook: 6. Combat Dice — up to two defenders in all"),
        Spec::number(DEF_ELITE, "Defending Elite Warriors (D12)", 0, MAX_DEFENDERS, 0)
            .group(G_COMBAT)
            .note("rulebook: 6. Combat Dice — up to two defenders in all"),
        Spec::choice(COMBAT_MODE, "Combat", &MODES, 0)
            .group(G_COMBAT)
            .note("rulebook: 6. Resolving a Combat Round; 10. Attacking the Wizard (unmatched attack dice hit)"),
        Spec::choice(DEFENDER, "Defending Wizard", &seats, 1.min(seats.len() as i32 - 1))
            .group(G_COMBAT)
            .note("the active Wizard attacks"),
        Spec::toggle(COMBAT_APPLY, "Apply losses and damage", true)
            .group(G_COMBAT)
            .note("designed: on, resolving moves the defeated Warriors to Fallen and takes Wizard damage"),
    ];
    for (i, key) in ROLL_ATT.into_iter().enumerate() {
        shared.push(
            Spec::number(key, format!("Attack die {} rolled", i + 1), 0, ELITE_DIE as i32, 0).group(G_COMBAT).note(
                "rulebook: 6. Resolving a Combat Round — the roll, Standard dice (D6) first, then Elite (D12); 0: \
                 not rolled; change a face for a card's reroll before resolving",
            ),
        );
    }
    for (i, key) in ROLL_DEF.into_iter().enumerate() {
        shared.push(
            Spec::number(key, format!("Defence die {} rolled", i + 1), 0, ELITE_DIE as i32 + HALDREK_BONUS, 0)
                .group(G_COMBAT)
                .note(
                    "rulebook: 6. Resolving a Combat Round — Standard dice first; up to 13 with King Haldrek's +1 \
                     (ruling A-16); 0: not rolled",
                ),
        );
    }
    shared.extend([
        Spec::number(HALDREK_DIE, "Defence die with King Haldrek's +1 (0: none)", 0, MAX_DEFENDERS, 0)
            .group(G_COMBAT)
            .note("rulebook: King Haldrek — +1 to one defence result; a tie's reroll replaces it (ruling A-16)"),
        Spec::toggle(ALARIC_USED, "King Alaric's reroll used this turn", false)
            .group(G_COMBAT)
            .note("rulebook: King Alaric — once per turn; cleared when the turn passes"),
        Spec::toggle(HALDREK_USED, "King Haldrek's +1 used this turn", false)
            .group(G_COMBAT)
            .note("rulebook: King Haldrek — once per turn; cleared when the turn passes"),
    ]);
    let mut per_player = vec![
        Spec::number(LIFE, "Life Points", 0, LIFE_MAX, starting_life(players))
            .role(CounterRole::Life)
            .group(G_WIZARD)
            .note("rulebook: 3. Wizard Life Points — 40 with two players, 30 with three to five"),
        Spec::choice("wizard", "Wizard", &WIZARDS, 0).group(G_WIZARD).note("rulebook: 3. Core Wizard Abilities"),
        Spec::number("azmorth_uses", "King Azmorth returns used", 0, AZMORTH_USES, 0)
            .group(G_WIZARD)
            .note("rulebook: 3. King Azmorth — once per turn, no more than six times a game"),
        Spec::toggle(ELIMINATED, "Eliminated (territory or army)", false)
            .group(G_WIZARD)
            .note("rulebook: 11. Total Territorial Loss; No Remaining Army"),
    ];
    let places = [
        ("Reserve", STANDARD_SUPPLY, 0),
        ("On tiles (and Grotto)", 0, 0),
        ("In Dungeons", 0, 0),
        ("Fallen", 0, 0),
        ("Removed from the game", 0, 0),
    ];
    let standard = [S_RESERVE, S_TILES, S_DUNGEON, S_FALLEN, S_REMOVED];
    let elite = [E_RESERVE, E_TILES, E_DUNGEON, E_FALLEN, E_REMOVED];
    for (key, (place, start, _)) in standard.into_iter().zip(places) {
        per_player.push(
            Spec::number(key, format!("Standard: {place}"), 0, STANDARD_SUPPLY, start)
                .group(G_ARMY)
                .pool(POOL_STANDARD)
                .note("rulebook: 4. Fixed Army Supply — 18 Standard Warriors (D6, 1 Power Point)"),
        );
    }
    for (i, key) in elite.into_iter().enumerate() {
        let place = places.get(i).map(|p| p.0).unwrap_or_default();
        per_player.push(
            Spec::number(key, format!("Elite: {place}"), 0, ELITE_SUPPLY, if i == 0 { ELITE_SUPPLY } else { 0 })
                .group(G_ARMY)
                .pool(POOL_ELITE)
                .note("rulebook: 4. Fixed Army Supply — 9 Elite Warriors (D12, 2 Power Points)"),
        );
    }
    per_player.push(
        Spec::toggle(LAST_MUSTER, "Last Muster token", true)
            .group(G_ARMY)
            .note("rulebook: 5. Last Muster — once per game; the Black token goes back to the box"),
    );
    per_player.extend([
        Spec::number(BANNERS_KEY, "Banners placed on enemy tiles", 0, BANNERS, 0)
            .group(G_TERRITORY)
            .note("rulebook: 2. Eight Faction Banners; 11. Territorial Victory at eight enemy tiles"),
        Spec::number(CONTESTED, "Bannered tiles in dispute", 0, BANNERS, 0)
            .group(G_TERRITORY)
            .note("rulebook: 11. Territorial Victory — disputed tiles do not count"),
        Spec::number(TILES_LOST, "Own tiles under enemy banners", 0, FACTION_TILES, 0)
            .group(G_TERRITORY)
            .note("rulebook: 11. Total Territorial Loss — all nine"),
        Spec::toggle(TERRITORIAL_WIN, "Won: Territorial Victory", false).group(G_TERRITORY).note(
            "rulebook: 11. Territorial Victory — set when the turn passes from this Wizard holding eight \
             uncontested enemy tiles",
        ),
    ]);
    for (seat, key) in TILES_OF.into_iter().enumerate().take(players) {
        per_player.push(tiles_of_spec(key, seat));
    }
    per_player.push(
        Spec::number(SKIP_DRAW, "Draw Steps to skip", 0, SKIP_MAX, 0)
            .group(G_DURATIONS)
            .note("rulebook: A3.1-A3.2 — a skipped Draw Step has no Last Muster, Rally or Draw Step effects"),
    );
    for (key, name) in DURATIONS {
        let note = if key == DUNGEON_STEPS {
            "rulebook: 7. Dungeon Duration — two Draw Steps unless the card says otherwise; set on entry"
        } else {
            "rulebook: 2. Using Dice as Counters; A7.5 — counts down at its owner's Draw Step"
        };
        per_player.push(
            Spec::number(key, format!("{name}: Draw Steps left"), 0, DURATION_MAX, 0).group(G_DURATIONS).note(note),
        );
    }
    Layout { shared, per_player, ..Layout::default() }
}

/// The counter of a Wizard's banners on seat `seat`'s tiles (its label is the seat's name once the table has
/// names; see [`sync_seats`](super::seats::sync_seats)).
pub(super) fn tiles_of_spec(key: &'static str, seat: usize) -> Spec {
    Spec::number(key, format!("Banners on Wizard {}'s tiles", seat + 1), 0, BANNERS, 0).group(G_TERRITORY).note(
        "rulebook: 10. Conquered Tiles Return — which Wizard's tiles the banners stand on; moving it moves this \
         Wizard's banners and that Wizard's own tiles under enemy banners with it, and a defeat returns the tiles",
    )
}

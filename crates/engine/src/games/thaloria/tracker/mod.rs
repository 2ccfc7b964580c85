//! Heroes and Spells: Realms of Thaloria tracker: each Wizard's Life Points, the army of 18
//! Standard and 9 Elite Warriors across Reserve, tiles, Dungeons, Fallen and removed (conserved),
//! Army Power and Rally the Fallen, the Last Muster token, banners and Territorial Victory, the
//! durations of Dungeons, Curses and Rituals, the turn-step checklist and a combat roller.
//!
//! Every number comes from `shared/rulebooks/heroes-and-spells.txt`; see
//! `docs/rules-notes/heroes-and-spells.md` ("Table mode tracker") for the sources and rulings.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::table::{
    Alert, AlertLevel, Change, CounterRole, Derived, Layout, Report, ResultDie, RuleButton, RuleOp, RuleResult, Spec,
    TableError, TableKindInfo, TableState, Tracker,
};

/// The tracker's own operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Rule {
    /// Rolls the battle or Wizard attack set up in the Combat counters (the active Wizard attacks
    /// the Wizard chosen as defender) into the dice counters; nothing is compared yet.
    Combat,
    /// King Alaric attacking: rerolls one attack die of the roll (once per turn, before King Haldrek's +1).
    AlaricReroll {
        /// The attack die, 0 to 2 in the dice counters' order (Standard dice first).
        die: usize,
    },
    /// King Haldrek defending: +1 to one defence die of the roll (once per turn).
    HaldrekBonus {
        /// The defence die, 0 or 1.
        die: usize,
    },
    /// Compares the rolled dice (ties reroll), then applies losses and Wizard damage when "Apply" is on.
    ResolveCombat,
    /// Rally the Fallen: one Fallen Standard Warrior back to the Reserve.
    RallyTheFallen {
        /// The Wizard rallying (the active one).
        player: usize,
    },
    /// Last Muster: up to two Fallen Standard Warriors back to the Reserve; spends the token.
    LastMuster {
        /// The Wizard mustering (the active one).
        player: usize,
    },
    /// Every Wizard rolls a D12, ties for the highest reroll; the winner becomes the active Wizard.
    RollForStart,
}

// ---- numbers -------------------------------------------------------------------------------

/// rulebook: 3. Wizard Life Points — two-player game: 40 Life Points.
const LIFE_TWO_PLAYERS: i32 = 40;
/// rulebook: 3. Wizard Life Points — three-to-five-player game: 30 Life Points.
const LIFE_MORE_PLAYERS: i32 = 30;
/// designed: rulebook silent (A5.2 lets cards raise Life above the start); a two-digit bound.
const LIFE_MAX: i32 = 99;
/// designed: rulebook silent; a Wizard at 10 or fewer Life Points gets a warning.
const LOW_LIFE: i32 = 10;
/// rulebook: 4. Fixed Army Supply — 18 Standard Warriors.
const STANDARD_SUPPLY: i32 = 18;
/// rulebook: 4. Fixed Army Supply — 9 Elite Warriors.
const ELITE_SUPPLY: i32 = 9;
/// rulebook: 4. Warrior Types — a Standard Warrior is 1 Power Point.
const STANDARD_POWER: i32 = 1;
/// rulebook: 4. Warrior Types — an Elite Warrior is 2 Power Points.
const ELITE_POWER: i32 = 2;
/// rulebook: 2. Game Components — eight Faction Banners per player; 11. Territorial Victory.
const BANNERS: i32 = 8;
/// rulebook: 2. Game Components — nine faction tiles; 11. Total Territorial Loss.
const FACTION_TILES: i32 = 9;
/// rulebook: 5. Rally the Fallen — at least four points lower.
const RALLY_GAP: i32 = 4;
/// rulebook: 5. Last Muster — up to two Fallen Standard Warriors.
const LAST_MUSTER_RETURNS: i32 = 2;
/// rulebook: 5. Deployment Step; Consolidation Deployment — up to five Power Points.
const DEPLOY_ALLOWANCE: i32 = 5;
/// rulebook: 4. Fixed Army Supply — the whole army in Power Points (18×1 + 9×2), the most one
/// step can deploy.
const ARMY_POWER_MAX: i32 = STANDARD_SUPPLY * STANDARD_POWER + ELITE_SUPPLY * ELITE_POWER;
/// rulebook: 7. Dungeon Duration — two of their controller's Draw Steps.
const DUNGEON_DURATION: i32 = 2;
/// designed: rulebook silent (a D20 as counter); the longest duration the tracker holds.
const DURATION_MAX: i32 = 20;
/// designed: rulebook silent (A3.2 stacks skipped Draw Steps); the most pending skips.
const SKIP_MAX: i32 = 9;
/// designed: rulebook silent; a bound for the round counter.
const ROUND_MAX: i32 = 999;
/// rulebook: 3. Core Wizard Abilities — King Azmorth: no more than six times during the game.
const AZMORTH_USES: i32 = 6;
/// rulebook: 6. Combat Dice — up to three attacking Warriors.
const MAX_ATTACKERS: i32 = 3;
/// rulebook: 6. Combat Dice — up to two defending Warriors (10. Wizard Defenders: also two).
const MAX_DEFENDERS: i32 = 2;
/// rulebook: 4. Warrior Types — a Standard Warrior rolls a D6.
const STANDARD_DIE: u32 = 6;
/// rulebook: 4. Warrior Types — an Elite Warrior rolls a D12.
const ELITE_DIE: u32 = 12;
/// rulebook: 2. Choosing the Starting Player — each player rolls a D12.
const START_DIE: u32 = 12;
/// designed: rulebook silent; a guard on "reroll ties until there is a clear winner" (a tie
/// survives 1000 rerolls with probability below 1e-700, so it is never reached in play).
const REROLL_LIMIT: usize = 1000;

// ---- keys ----------------------------------------------------------------------------------

const LIFE: &str = "life";
const ELIMINATED: &str = "eliminated";
const LAST_MUSTER: &str = "last_muster";
const BANNERS_KEY: &str = "banners";
const CONTESTED: &str = "banners_disputed";
const TILES_LOST: &str = "tiles_lost";
const SKIP_DRAW: &str = "skip_draw";
const DUNGEON_STEPS: &str = "dungeon_steps";

const S_RESERVE: &str = "standard_reserve";
const S_TILES: &str = "standard_tiles";
const S_DUNGEON: &str = "standard_dungeon";
const S_FALLEN: &str = "standard_fallen";
const S_REMOVED: &str = "standard_removed";
const E_RESERVE: &str = "elite_reserve";
const E_TILES: &str = "elite_tiles";
const E_DUNGEON: &str = "elite_dungeon";
const E_FALLEN: &str = "elite_fallen";
const E_REMOVED: &str = "elite_removed";

const ROUND: &str = "round";
const ACTIVE: &str = "active";
const STEP: &str = "step";
const RALLY_USED: &str = "rally_used";
const DEPLOYED: &str = "deployed";
const ATT_STANDARD: &str = "attack_standard";
const ATT_ELITE: &str = "attack_elite";
const DEF_STANDARD: &str = "defend_standard";
const DEF_ELITE: &str = "defend_elite";
const COMBAT_MODE: &str = "combat_mode";
const DEFENDER: &str = "defender";
const COMBAT_APPLY: &str = "combat_apply";
const DRAW_STATE: &str = "draw_state";
const TERRITORIAL_WIN: &str = "territorial_victory";
const START: &str = "start";
const ALARIC_USED: &str = "alaric_used";
const HALDREK_USED: &str = "haldrek_used";
const HALDREK_DIE: &str = "haldrek_die";
/// The rolled attack dice, Standard dice first (0: not rolled).
const ROLL_ATT: [&str; 3] = ["roll_attack_1", "roll_attack_2", "roll_attack_3"];
/// The rolled defence dice, Standard dice first (0: not rolled).
const ROLL_DEF: [&str; 2] = ["roll_defend_1", "roll_defend_2"];
/// Banners on each seat's tiles, by seat (1-based, as the seat pickers name them).
const TILES_OF: [&str; 5] = ["banners_on.1", "banners_on.2", "banners_on.3", "banners_on.4", "banners_on.5"];
/// rulebook: 3. Core Wizard Abilities — the `wizard` choice's values for King Alaric and King Haldrek.
const KING_ALARIC: i32 = 1;
const KING_HALDREK: i32 = 3;
/// rulebook: King Haldrek — "+1 to one defence result"; a D12 then reads up to 13 (ruling thaloria A-16).
const HALDREK_BONUS: i32 = 1;

/// The duration counters of each Wizard, counted down at their own Draw Step.
const DURATIONS: [(&str, &str); 5] = [
    (DUNGEON_STEPS, "Dungeon"),
    ("curse_a", "Curse A"),
    ("curse_b", "Curse B"),
    ("ritual_a", "Ritual A"),
    ("ritual_b", "Ritual B"),
];

// ---- groups and names ----------------------------------------------------------------------

const G_TURN: &str = "Turn";
const G_COMBAT: &str = "Combat";
const G_WIZARD: &str = "Wizard";
const G_ARMY: &str = "Army";
const G_TERRITORY: &str = "Territory";
const G_DURATIONS: &str = "Durations";
const POOL_STANDARD: &str = "Standard Warriors";
const POOL_ELITE: &str = "Elite Warriors";

/// rulebook: 5. Turn Structure, with the Draw Step split where its order matters (Last Muster
/// and Rally the Fallen come before start-of-Draw-Step effects such as Dungeon returns).
const STEPS: [&str; 7] = [
    "Resolve Disputed Tiles",
    "Draw Step: Last Muster, Rally the Fallen",
    "Draw Step: effects, draw, spells, hand limit",
    "Deployment Step",
    "Advance Step",
    "Attack and Defence Step",
    "Consolidation Step",
];
const STEP_DISPUTED: i32 = 0;
const STEP_RECOVERY: i32 = 1;
const STEP_DRAW: i32 = 2;
const STEP_DEPLOY: i32 = 3;
const STEP_CONSOLIDATE: i32 = 6;

/// designed: rulebook silent — what the active Wizard's Draw Step has done this turn, so going
/// back a step and forward again neither counts the durations down twice nor spends a second skip
/// (rulebook: 7. Dungeon Duration counts "their controller's Draw Steps"; A3.2 one skip per Draw Step).
const DRAW_STATES: [&str; 3] = ["Not yet", "Durations counted down", "Skipped (A3.1)"];
const DRAW_NOT_YET: i32 = 0;
const DRAW_COUNTED: i32 = 1;
const DRAW_SKIPPED: i32 = 2;

/// rulebook: 3. Core Wizard Abilities (shown beside the Wizard once chosen).
const ABILITIES: [&str; 6] = [
    "",
    "Once per turn, after rolling attack dice in combat, reroll one of your attack dice; accept the second result.",
    "During your Advance Step, one of your Warriors may move up to two adjacent tiles instead of one.",
    "Once per turn, when rolling defence dice in combat, add +1 to one defence result.",
    "After board setup, three of your tiles become Empowered Strongholds: up to six Power Points there.",
    "During your Draw Step, return one Fallen Warrior to your Reserve: once per turn, at most six times a game.",
];

/// rulebook: 3. Core Wizard Abilities.
const WIZARDS: [&str; 6] =
    ["Other Wizard", "King Alaric", "King Thalorien", "King Haldrek", "King Zarkul", "King Azmorth"];

const MODES: [&str; 2] = ["Battle on a tile", "Attack on a Wizard"];
const MODE_WIZARD: i32 = 1;

/// The menu entry.
pub fn info() -> TableKindInfo {
    TableKindInfo {
        id: "thaloria".into(),
        name: "Heroes and Spells: Realms of Thaloria".into(),
        description: "Life Points, armies in Reserve, on tiles, in Dungeons and Fallen, Army Power and Rally the \
                      Fallen, Last Muster, banners, durations, turn steps and a combat roller"
            .into(),
        // rulebook: 2. Players and Dice — 2 to 5 players.
        min_players: 2,
        max_players: 5,
        player_word: "Wizard".into(),
    }
}

fn starting_life(players: usize) -> i32 {
    if players == 2 {
        LIFE_TWO_PLAYERS
    } else {
        LIFE_MORE_PLAYERS
    }
}

fn seat_labels(players: usize) -> Vec<String> {
    (1..=players.max(1)).map(|i| format!("Wizard {i}")).collect()
}

/// The counters of a new table.
pub(crate) fn layout(players: usize) -> Layout {
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
/// names; see [`sync_seats`]).
fn tiles_of_spec(key: &'static str, seat: usize) -> Spec {
    Spec::number(key, format!("Banners on Wizard {}'s tiles", seat + 1), 0, BANNERS, 0).group(G_TERRITORY).note(
        "rulebook: 10. Conquered Tiles Return — which Wizard's tiles the banners stand on; moving it moves this \
         Wizard's banners and that Wizard's own tiles under enemy banners with it, and a defeat returns the tiles",
    )
}

// ---- reading the table ---------------------------------------------------------------------

fn val(state: &TableState, key: &str, player: usize) -> i32 {
    state.value_or(key, Some(player), 0)
}

fn shared(state: &TableState, key: &str, default: i32) -> i32 {
    state.value_or(key, None, default)
}

/// Out of the game: Wizard at 0 Life Points or eliminated otherwise.
fn is_out(state: &TableState, player: usize) -> bool {
    let life = state.by_key(LIFE, Some(player)).map(|c| c.value <= c.min).unwrap_or(false);
    life || val(state, ELIMINATED, player) > 0
}

fn living(state: &TableState) -> Vec<usize> {
    (0..state.player_count()).filter(|p| !is_out(state, *p)).collect()
}

fn active(state: &TableState) -> Option<usize> {
    usize::try_from(shared(state, ACTIVE, 0)).ok().filter(|p| *p < state.player_count())
}

/// rulebook: 5. Rally the Fallen / A10 Army Power — Warriors in the Reserve, on tiles (the Grotto
/// included) and in Dungeons; Standard 1, Elite 2; Fallen and removed Warriors do not count.
pub(crate) fn army_power(state: &TableState, player: usize) -> i32 {
    let standard = val(state, S_RESERVE, player) + val(state, S_TILES, player) + val(state, S_DUNGEON, player);
    let elite = val(state, E_RESERVE, player) + val(state, E_TILES, player) + val(state, E_DUNGEON, player);
    standard * STANDARD_POWER + elite * ELITE_POWER
}

/// Living Warriors that prevent No Remaining Army elimination (Reserve, tiles, Dungeons).
fn living_warriors(state: &TableState, player: usize) -> i32 {
    [S_RESERVE, S_TILES, S_DUNGEON, E_RESERVE, E_TILES, E_DUNGEON].iter().map(|k| val(state, k, player)).sum()
}

/// Where a Wizard stands for Rally the Fallen: `Ok(gap)` when eligible (`gap` below the
/// strongest living opponent), or why not.
fn rally_standing(state: &TableState, player: usize) -> Result<i32, String> {
    if is_out(state, player) {
        return Err("out of the game".into());
    }
    let mine = army_power(state, player);
    let best = living(state).into_iter().filter(|p| *p != player).map(|p| (army_power(state, p), p)).max();
    let Some((top, who)) = best else { return Err("no living opponent".into()) };
    if mine >= top {
        return Err(if mine == top {
            "tied for the highest Army Power".into()
        } else {
            "the highest Army Power".into()
        });
    }
    let gap = top - mine;
    if gap < RALLY_GAP {
        return Err(format!("only {gap} below {}'s {top} (needs {RALLY_GAP})", state.player_name(who)));
    }
    Ok(gap)
}

/// rulebook: 5. Draw Step order (Last Muster and Rally come first, after the disputed tiles are
/// resolved); A3.1 — a skipped Draw Step has no Last Muster and no Rally the Fallen.
fn own_draw_start(state: &TableState, player: usize) -> Result<(), String> {
    if active(state) != Some(player) {
        return Err("only at the beginning of your own Draw Step (make this Wizard active)".into());
    }
    let drawn = shared(state, DRAW_STATE, DRAW_NOT_YET);
    if drawn == DRAW_SKIPPED || (drawn == DRAW_NOT_YET && val(state, SKIP_DRAW, player) > 0) {
        return Err("not in a skipped Draw Step (rulebook: A3.1)".into());
    }
    if shared(state, STEP, 0) != STEP_RECOVERY {
        return Err(format!(
            "only at the beginning of the Draw Step (the step \"{}\"), after disputed tiles are resolved and before \
             effects and the draw",
            STEPS[STEP_RECOVERY as usize]
        ));
    }
    Ok(())
}

fn rally_check(state: &TableState, player: usize) -> Result<(), String> {
    rally_standing(state, player).map_err(|why| format!("not eligible: {why} (rulebook: Rally the Fallen)"))?;
    own_draw_start(state, player).map_err(|why| format!("{why} (rulebook: Rally the Fallen)"))?;
    if shared(state, RALLY_USED, 0) > 0 {
        return Err("already used this turn (rulebook: Rally the Fallen — once per player turn)".into());
    }
    if val(state, S_FALLEN, player) <= 0 {
        return Err("no Fallen Standard Warriors to return (rulebook: Rally the Fallen)".into());
    }
    Ok(())
}

/// How many Warriors Last Muster would return now, or why it cannot be used.
fn last_muster_check(state: &TableState, player: usize) -> Result<i32, String> {
    if is_out(state, player) {
        return Err("out of the game".into());
    }
    if val(state, LAST_MUSTER, player) <= 0 {
        return Err("the Last Muster token is already spent (rulebook: Last Muster — once per game)".into());
    }
    own_draw_start(state, player).map_err(|why| format!("{why} (rulebook: Last Muster)"))?;
    let on_board = [S_RESERVE, S_TILES, E_RESERVE, E_TILES].iter().map(|k| val(state, k, player)).sum::<i32>();
    if on_board > 0 {
        return Err("only with no Warriors on the battlefield and none in the Reserve (rulebook: Last Muster)".into());
    }
    let fallen = val(state, S_FALLEN, player);
    if fallen <= 0 {
        return Err("no Fallen Standard Warriors to return (rulebook: Last Muster cannot return Elites)".into());
    }
    Ok(fallen.min(LAST_MUSTER_RETURNS))
}

// ---- changing the table --------------------------------------------------------------------

/// Moves `n` between two counters of one player, within their ranges; nothing changes on error.
fn shift(state: &mut TableState, player: usize, from: &str, to: &str, n: i32) -> Result<(), TableError> {
    if n <= 0 {
        return Ok(());
    }
    let a = state.by_key(from, Some(player)).ok_or_else(|| TableError::NoSuchCounter(from.into()))?.clone();
    let b = state.by_key(to, Some(player)).ok_or_else(|| TableError::NoSuchCounter(to.into()))?.clone();
    if a.value - n < a.min {
        return Err(TableError::AtLimit { label: a.label, which: "minimum", limit: a.min });
    }
    if b.value + n > b.max {
        return Err(TableError::AtLimit { label: b.label, which: "maximum", limit: b.max });
    }
    state.set_value(from, Some(player), a.value - n)?;
    state.set_value(to, Some(player), b.value + n)?;
    Ok(())
}

fn changed<'a>(changes: &'a [Change], key: &str) -> impl Iterator<Item = &'a Change> + 'a {
    let key = key.to_string();
    changes.iter().filter(move |c| c.key.as_deref() == Some(key.as_str()))
}

fn delta(changes: &[Change], key: &str, player: usize) -> i32 {
    changed(changes, key).filter(|c| c.player == Some(player)).map(|c| c.to - c.from).sum()
}

/// rulebook: 10. Wizard Defeat Consequences — the army disbands (every Warrior removed from the
/// game), the banners are removed; designed: its durations and pending skips are cleared.
fn disband(state: &mut TableState, player: usize) -> i32 {
    let mut removed = 0;
    for (keys, to) in
        [([S_RESERVE, S_TILES, S_DUNGEON, S_FALLEN], S_REMOVED), ([E_RESERVE, E_TILES, E_DUNGEON, E_FALLEN], E_REMOVED)]
    {
        for key in keys {
            let n = val(state, key, player);
            if n > 0 && shift(state, player, key, to, n).is_ok() {
                removed += n;
            }
        }
    }
    for key in [BANNERS_KEY, CONTESTED, SKIP_DRAW].into_iter().chain(DURATIONS.iter().map(|d| d.0)) {
        state.set_clamped(key, Some(player), 0);
    }
    removed
}

/// rulebook: 10. Conquered Tiles Return — the defeated Wizard's banners on surviving Wizards' tiles come off
/// and those tiles go back to their owners: each owner's "own tiles under enemy banners" goes down. Returns
/// the text, if any tile returned.
fn return_tiles(state: &mut TableState, player: usize) -> Option<String> {
    let mut back = Vec::new();
    for (seat, key) in TILES_OF.iter().enumerate().take(state.player_count()) {
        let k = val(state, key, player);
        if k <= 0 {
            continue;
        }
        state.set_clamped(key, Some(player), 0);
        if seat != player && !is_out(state, seat) {
            let lost = val(state, TILES_LOST, seat);
            state.set_clamped(TILES_LOST, Some(seat), lost - k);
            back.push(format!("{} {k}", state.player_name(seat)));
        }
    }
    (!back.is_empty())
        .then(|| format!("tiles back to their owners: {} (rulebook: Conquered Tiles Return)", back.join(", ")))
}

/// A Wizard's banners on one Wizard's tiles moved: that Wizard's banners and the tiles' owner's "own tiles
/// under enemy banners" move with them (rulebook: 10. Conquered Tiles Return; 11. Territorial Victory).
fn move_banners(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();
    for (seat, key) in TILES_OF.iter().enumerate() {
        for c in changed(changes, key) {
            let Some(p) = c.player else { continue };
            let d = c.to - c.from;
            if seat == p && d > 0 {
                return Err(TableError::Rule(format!(
                    "{} places banners on enemy tiles only; their own tiles never carry their banner (rulebook: \
                     Reclaiming Your Own Tile)",
                    state.player_name(p)
                )));
            }
            let banners = val(state, BANNERS_KEY, p) + d;
            if banners > BANNERS {
                return Err(TableError::Rule(format!(
                    "{} has only {BANNERS} Faction Banners (rulebook: 2. Game Components)",
                    state.player_name(p)
                )));
            }
            state.set_clamped(BANNERS_KEY, Some(p), banners);
            if seat < state.player_count() && seat != p {
                let lost = val(state, TILES_LOST, seat) + d;
                if lost > FACTION_TILES {
                    return Err(TableError::Rule(format!(
                        "{} has only {FACTION_TILES} faction tiles (rulebook: 2. Game Components)",
                        state.player_name(seat)
                    )));
                }
                state.set_clamped(TILES_LOST, Some(seat), lost);
                out.push(format!(
                    "{}'s banners {} → {}, {}'s tiles under enemy banners {}",
                    state.player_name(p),
                    banners - d,
                    val(state, BANNERS_KEY, p),
                    state.player_name(seat),
                    val(state, TILES_LOST, seat)
                ));
            }
        }
    }
    Ok(out)
}

/// Keeps the seat pickers (active Wizard, defender, starting Wizard) and the banner counters' names in step
/// with the players: their names and their number (players join or leave mid-game).
fn sync_seats(state: &mut TableState) {
    let names: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    let max = names.len() as i32 - 1;
    for key in [ACTIVE, DEFENDER, START] {
        if let Some(c) = state.by_key_mut(key, None) {
            if c.labels != names {
                c.labels = names.clone();
            }
            c.max = max.max(c.min);
            c.value = c.value.clamp(c.min, c.max);
            c.default = c.default.clamp(c.min, c.max);
        }
    }
    for p in 0..names.len() {
        for (seat, key) in TILES_OF.iter().enumerate() {
            let label = match names.get(seat) {
                Some(_) if seat == p => "Banners on own tiles (never: banners go on enemy tiles)".to_string(),
                Some(name) => format!("Banners on {name}'s tiles"),
                None => continue,
            };
            if let Some(c) = state.by_key_mut(key, Some(p)) {
                if c.label != label {
                    c.label = label;
                }
            }
        }
    }
}

/// A player joined (at the last seat) or left (the seat given), read from the seat pickers, which still
/// list the players before the change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SeatChange {
    Joined,
    Left(usize),
}

fn seat_change(state: &TableState) -> Option<SeatChange> {
    let before = [ACTIVE, DEFENDER, START].iter().find_map(|k| state.by_key(k, None)).map(|c| c.labels.clone())?;
    let now: Vec<String> = (0..state.player_count()).map(|p| state.player_name(p)).collect();
    if before.len() + 1 == now.len() && now.starts_with(&before) {
        return Some(SeatChange::Joined);
    }
    if before.len() == now.len() + 1 {
        let gone = (0..now.len()).find(|i| before.get(*i) != now.get(*i)).unwrap_or(now.len());
        return Some(SeatChange::Left(gone));
    }
    None
}

/// Before play (round 1, every Wizard at their starting Life Points), a join or a leave seats everyone at
/// the new count's Life Points; once play is under way the starting total stands and a newcomer gets it
/// (rulebook: 3. Wizard Life Points; ruling thaloria A-20: fixed by the count at the start of the game).
/// The seat pickers and the banner counters follow the seats.
fn reseat(state: &mut TableState, change: SeatChange) -> Vec<String> {
    let mut out = Vec::new();
    let n = state.player_count();
    if let SeatChange::Left(gone) = change {
        for key in [ACTIVE, DEFENDER, START] {
            if let Some(c) = state.by_key_mut(key, None) {
                let v = usize::try_from(c.value).unwrap_or(0);
                let to = if v > gone {
                    v - 1
                } else if v == gone && gone >= n {
                    0
                } else {
                    v
                };
                c.value = to as i32;
            }
        }
        for p in 0..n {
            for seat in gone..TILES_OF.len() - 1 {
                let next = state.value(TILES_OF[seat + 1], Some(p));
                if let Some(next) = next {
                    state.set_clamped(TILES_OF[seat], Some(p), next);
                } else {
                    state.set_clamped(TILES_OF[seat], Some(p), 0);
                }
            }
        }
        let orphans: Vec<&str> = TILES_OF.iter().skip(n).copied().collect();
        state.counters.retain(|c| c.player.is_none() || !c.key.as_deref().is_some_and(|k| orphans.contains(&k)));
    }
    if change == SeatChange::Joined {
        let seat = n.saturating_sub(1);
        if let Some(key) = TILES_OF.get(seat).copied() {
            for p in 0..seat {
                if state.by_key(key, Some(p)).is_none() && state.counters.len() < crate::table::MAX_COUNTERS {
                    push_counter(state, &tiles_of_spec(key, seat), p);
                }
            }
        }
    }
    let others: Vec<usize> = match change {
        SeatChange::Joined => (0..n.saturating_sub(1)).collect(),
        SeatChange::Left(_) => (0..n).collect(),
    };
    let at_start = shared(state, ROUND, 1) == 1
        && others.iter().all(|p| state.by_key(LIFE, Some(*p)).is_some_and(|c| c.value == c.default));
    let start = starting_life(n);
    if at_start {
        let mut moved = false;
        for c in state.counters.iter_mut().filter(|c| c.player.is_some() && c.key.as_deref() == Some(LIFE)) {
            moved |= c.value != start;
            c.value = start.clamp(c.min, c.max);
            c.default = c.value;
        }
        if moved {
            out.push(format!(
                "before play: every Wizard starts at {start} Life Points with {n} Wizards (rulebook: 3. Wizard Life \
                 Points)"
            ));
        }
    } else if change == SeatChange::Joined {
        let table_start = others.first().and_then(|p| state.by_key(LIFE, Some(*p))).map(|c| c.default);
        if let (Some(table_start), Some(c)) = (table_start, state.by_key_mut(LIFE, Some(n - 1))) {
            c.value = table_start.clamp(c.min, c.max);
            c.default = c.value;
            out.push(format!(
                "the game is under way: the new Wizard starts at the table's {table_start} Life Points (rulebook: 3. \
                 Wizard Life Points, fixed at the start)"
            ));
        }
    }
    out
}

/// Adds a Wizard's counter laid out by `spec` (a join's new banner counter), with a fresh id.
fn push_counter(state: &mut TableState, spec: &Spec, player: usize) {
    let id = format!("c{}", state.next_counter);
    state.next_counter = state.next_counter.saturating_add(1);
    state.counters.push(crate::table::Counter {
        id,
        label: spec.label.clone(),
        player: Some(player),
        role: spec.role,
        value: spec.default,
        min: spec.min,
        max: spec.max,
        default: spec.default,
        key: Some(spec.key.to_string()),
        group: spec.group.clone(),
        style: spec.style,
        labels: spec.labels.clone(),
        pool: spec.pool.clone(),
        carry: spec.carry.clone(),
        note: spec.note.clone(),
    });
}

/// Refusals and consequences after a change.
pub(crate) fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
    let mut out = Vec::new();
    let seats = seat_change(state);
    if let Some(change) = seats {
        out.extend(reseat(state, change));
    }
    sync_seats(state);
    refusals(state, changes)?;
    let n = state.player_count();
    out.extend(move_banners(state, changes)?);
    if clears_roll(changes) && rolled(state) {
        clear_roll(state);
        out.push("the combat roll is cleared (its setup changed)".into());
    }

    // Territory: a banner that is taken away cannot stay disputed.
    for p in 0..n {
        if delta(changes, BANNERS_KEY, p) < 0 && val(state, CONTESTED, p) > val(state, BANNERS_KEY, p) {
            state.set_clamped(CONTESTED, Some(p), val(state, BANNERS_KEY, p));
        }
    }

    // A Wizard at 0 Life Points (or eliminated otherwise) is out: the army disbands.
    let mut fell = Vec::new();
    for p in 0..n {
        let life_fell = changed(changes, LIFE).any(|c| c.player == Some(p) && c.from > 0 && c.to <= 0);
        let eliminated = changed(changes, ELIMINATED).any(|c| c.player == Some(p) && c.from <= 0 && c.to > 0);
        if life_fell || (eliminated && !life_at_zero(state, p)) {
            fell.push(p);
            let returned = return_tiles(state, p);
            let removed = disband(state, p);
            let who = state.player_name(p);
            let how = if life_fell { "Wizard is defeated" } else { "faction is eliminated" };
            out.push(format!(
                "{who}'s {how}: army disbanded ({removed} Warriors removed from the game), banners removed — \
                 tiles they held return to their owners (rulebook: Wizard Defeat Consequences)"
            ));
            out.extend(returned);
        }
    }

    // Dungeons: Warriors sent in start the default duration; an emptied Dungeon stops counting.
    for p in 0..n {
        let sent = delta(changes, S_DUNGEON, p) > 0 || delta(changes, E_DUNGEON, p) > 0;
        let inside = val(state, S_DUNGEON, p) + val(state, E_DUNGEON, p);
        let left = val(state, DUNGEON_STEPS, p);
        if sent && left == 0 && state.set_clamped(DUNGEON_STEPS, Some(p), DUNGEON_DURATION).is_some() {
            out.push(format!(
                "{}'s Dungeon: {DUNGEON_DURATION} Draw Steps (rulebook: Dungeon Duration)",
                state.player_name(p)
            ));
        } else if inside == 0 && left > 0 && (delta(changes, S_DUNGEON, p) < 0 || delta(changes, E_DUNGEON, p) < 0) {
            state.set_clamped(DUNGEON_STEPS, Some(p), 0);
            out.push(format!("{}'s Dungeon is empty: its duration is cleared", state.player_name(p)));
        }
    }

    let turn_passed = changed(changes, ACTIVE).next().cloned();
    let step_change = changed(changes, STEP).next().cloned();
    let active_fell = active(state).filter(|p| fell.contains(p));
    if let Some(c) = turn_passed {
        out.extend(pass_turn(state, &c, changes));
    } else if let (Some(p), false) = (active_fell, living(state).is_empty()) {
        out.extend(pass_from_defeated(state, p));
    } else if let Some(c) = step_change {
        state.set_clamped(DEPLOYED, None, 0);
        out.extend(enter_step(state, &c));
    } else {
        count_deployment(state, changes);
    }
    Ok(out)
}

/// rulebook: 11. Territorial Victory — enemy tiles under the Wizard's banners, disputes excluded.
fn held(state: &TableState, player: usize) -> i32 {
    val(state, BANNERS_KEY, player) - val(state, CONTESTED, player)
}

fn life_at_zero(state: &TableState, player: usize) -> bool {
    state.by_key(LIFE, Some(player)).is_some_and(|c| c.value <= c.min)
}

fn refusals(state: &TableState, changes: &[Change]) -> Result<(), TableError> {
    let touched =
        |keys: [&str; 2]| changes.iter().any(|c| c.to > c.from && c.key.as_deref().is_some_and(|k| keys.contains(&k)));
    let attackers = shared(state, ATT_STANDARD, 0) + shared(state, ATT_ELITE, 0);
    if touched([ATT_STANDARD, ATT_ELITE]) && attackers > MAX_ATTACKERS {
        return Err(TableError::Rule(format!(
            "at most {MAX_ATTACKERS} attacking Warriors roll, not {attackers} (rulebook: Combat Dice)"
        )));
    }
    let defenders = shared(state, DEF_STANDARD, 0) + shared(state, DEF_ELITE, 0);
    if touched([DEF_STANDARD, DEF_ELITE]) && defenders > MAX_DEFENDERS {
        return Err(TableError::Rule(format!(
            "at most {MAX_DEFENDERS} defending Warriors roll, not {defenders} (rulebook: Combat Dice)"
        )));
    }
    for c in changed(changes, CONTESTED) {
        let Some(p) = c.player else { continue };
        if c.to > c.from && c.to > val(state, BANNERS_KEY, p) {
            return Err(TableError::Rule(format!(
                "{} has only {} banners placed, so at most that many bannered tiles are disputed (rulebook: \
                 Territorial Victory)",
                state.player_name(p),
                val(state, BANNERS_KEY, p)
            )));
        }
    }
    Ok(())
}

/// designed: rulebook silent (A3.3 ends a turn early; 10. a defeated Wizard takes no more part) —
/// the active Wizard defeated during their own turn: the turn passes clockwise to the next living
/// Wizard, as "Next" past the Consolidation Step would (the round goes up past the last seat).
fn pass_from_defeated(state: &mut TableState, player: usize) -> Vec<String> {
    let n = state.player_count().max(1);
    let next = (player + 1) % n;
    let mut out = vec![format!("{} was the active Wizard: the turn passes", state.player_name(player))];
    state.set_clamped(ACTIVE, None, next as i32);
    let change =
        Change { id: String::new(), key: Some(ACTIVE.into()), player: None, from: player as i32, to: next as i32 };
    out.extend(pass_turn(state, &change, &[]));
    out
}

/// A new active Wizard: skip defeated ones, start at the first step, clear the turn's flags. The
/// Wizard whose turn ends with eight uncontested enemy tiles wins (rulebook: 11. Territorial
/// Victory — "at the end of your turn").
fn pass_turn(state: &mut TableState, change: &Change, changes: &[Change]) -> Vec<String> {
    let mut out = Vec::new();
    let n = state.player_count();
    // The round as it was before a "Next" carried into it (the round follows the starting Wizard below).
    let round_change = changed(changes, ROUND).next().cloned();
    let round_before = match &round_change {
        Some(r) if r.to == r.from + 1 => Some(r.from),
        Some(_) => None,
        None => Some(shared(state, ROUND, 1)),
    };
    let new_start = changed(changes, START).next().is_some();
    if let Some(prev) = usize::try_from(change.from).ok().filter(|p| *p < n && !is_out(state, *p)) {
        if held(state, prev) >= BANNERS && state.set_clamped(TERRITORIAL_WIN, Some(prev), 1) == Some(0) {
            out.push(format!(
                "{} ends their turn holding {BANNERS} uncontested enemy tiles: Territorial Victory (rulebook: 11. \
                 Territorial Victory)",
                state.player_name(prev)
            ));
        }
    }
    let start = usize::try_from(change.to).unwrap_or(0);
    let mut seat = start;
    if !living(state).is_empty() {
        for _ in 0..n {
            if !is_out(state, seat) {
                break;
            }
            seat = (seat + 1) % n.max(1);
        }
    }
    if seat != start {
        state.set_clamped(ACTIVE, None, seat as i32);
        let skipped: Vec<String> =
            (0..n).map(|i| (start + i) % n).take_while(|s| *s != seat).map(|s| state.player_name(s)).collect();
        out.push(format!("skipped defeated {} — {}'s turn", skipped.join(", "), state.player_name(seat)));
    }
    // designed: a round is a turn for each seat from the starting Wizard on (rulebook: 2. play proceeds
    // clockwise from the starting player): it goes up when the turn passes clockwise to, or over, the starting
    // Wizard's seat; a jump with the picker counts only the defeated seats it skips.
    if let (Some(before), false) = (round_before, new_start) {
        let first = usize::try_from(shared(state, START, 0)).unwrap_or(0).min(n.saturating_sub(1));
        let from = usize::try_from(change.from).unwrap_or(0);
        let clockwise = n > 0 && start == (from + 1) % n;
        let origin = if clockwise { from } else { start };
        let crosses = origin != seat
            && (1..=n).map(|i| (origin + i) % n.max(1)).take_while(|s| *s != seat).chain([seat]).any(|s| s == first);
        let round = before + i32::from(crosses);
        if shared(state, ROUND, 1) != round && state.set_clamped(ROUND, None, round).is_some() && crosses {
            out.push(format!("Round {}", shared(state, ROUND, 1)));
        }
    }
    state.set_clamped(STEP, None, STEP_DISPUTED);
    state.set_clamped(RALLY_USED, None, 0);
    state.set_clamped(DEPLOYED, None, 0);
    state.set_clamped(DRAW_STATE, None, DRAW_NOT_YET);
    state.set_clamped(ALARIC_USED, None, 0);
    state.set_clamped(HALDREK_USED, None, 0);
    clear_roll(state);
    out
}

/// The active Wizard's Draw Step, once per turn: a pending skip is spent, or durations count down.
fn enter_step(state: &mut TableState, change: &Change) -> Vec<String> {
    let mut out = Vec::new();
    let Some(p) = active(state) else { return out };
    if shared(state, DRAW_STATE, DRAW_NOT_YET) != DRAW_NOT_YET || change.from >= STEP_DRAW {
        return out;
    }
    let who = state.player_name(p);
    if change.to >= STEP_RECOVERY && val(state, SKIP_DRAW, p) > 0 {
        let left = val(state, SKIP_DRAW, p) - 1;
        state.set_clamped(SKIP_DRAW, Some(p), left);
        state.set_clamped(DRAW_STATE, None, DRAW_SKIPPED);
        if change.to < STEP_DEPLOY {
            state.set_clamped(STEP, None, STEP_DEPLOY);
        }
        out.push(format!(
            "{who}'s Draw Step is skipped: no Last Muster, Rally, Draw Step effects or draw; on to the Deployment \
             Step ({left} more to skip) (rulebook: A3.1)"
        ));
        return out;
    }
    if change.to >= STEP_DRAW {
        state.set_clamped(DRAW_STATE, None, DRAW_COUNTED);
        out.extend(count_down(state, p));
    }
    out
}

/// rulebook: 7. Dungeon Duration; A9.4 — each duration of `player` goes down by one at their Draw
/// Step; a Dungeon at 0 returns its Warriors to the Reserve, a Curse or Ritual at 0 ends.
fn count_down(state: &mut TableState, player: usize) -> Vec<String> {
    let mut out = Vec::new();
    let who = state.player_name(player);
    for (key, name) in DURATIONS {
        let left = val(state, key, player);
        if left <= 0 {
            continue;
        }
        state.set_clamped(key, Some(player), left - 1);
        if left > 1 {
            out.push(format!("{who}'s {name}: {} Draw Step{} left", left - 1, if left == 2 { "" } else { "s" }));
        } else if key == DUNGEON_STEPS {
            let s = val(state, S_DUNGEON, player);
            let e = val(state, E_DUNGEON, player);
            let back = shift(state, player, S_DUNGEON, S_RESERVE, s)
                .and_then(|()| shift(state, player, E_DUNGEON, E_RESERVE, e));
            if back.is_ok() {
                out.push(format!(
                    "{who}'s Dungeon ends: {s} Standard and {e} Elite Warriors return to the Reserve (rulebook: \
                     Dungeon Duration)"
                ));
            }
        } else {
            out.push(format!("{who}'s {name} ends: discard it unless the card says otherwise (rulebook: A9.4)"));
        }
    }
    out
}

/// rulebook: 5. Deployment Step; Consolidation Deployment — the active Wizard's Reserve → tiles
/// moves during those steps count against the five Power Points.
fn count_deployment(state: &mut TableState, changes: &[Change]) {
    let step = shared(state, STEP, 0);
    let Some(p) = active(state) else { return };
    if step != STEP_DEPLOY && step != STEP_CONSOLIDATE {
        return;
    }
    let moved = |reserve: &str, tiles: &str| (-delta(changes, reserve, p)).min(delta(changes, tiles, p)).max(0);
    let power = moved(S_RESERVE, S_TILES) * STANDARD_POWER + moved(E_RESERVE, E_TILES) * ELITE_POWER;
    if power > 0 {
        let now = shared(state, DEPLOYED, 0) + power;
        state.set_clamped(DEPLOYED, None, now);
    }
}

// ---- operations ----------------------------------------------------------------------------

/// The tracker's own operations.
pub(crate) fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    match op {
        Rule::Combat => combat(state, rng),
        Rule::RallyTheFallen { player } => {
            let p = *player;
            if p >= state.player_count() {
                return Err(TableError::NoSuchPlayer(p));
            }
            rally_check(state, p).map_err(|why| TableError::Rule(format!("Rally the Fallen: {why}")))?;
            shift(state, p, S_FALLEN, S_RESERVE, 1)?;
            state.set_clamped(RALLY_USED, None, 1);
            Ok(format!("{} rallies the Fallen: 1 Fallen Standard Warrior returns to the Reserve", state.player_name(p)))
        }
        Rule::LastMuster { player } => {
            let p = *player;
            if p >= state.player_count() {
                return Err(TableError::NoSuchPlayer(p));
            }
            let n = last_muster_check(state, p).map_err(|why| TableError::Rule(format!("Last Muster: {why}")))?;
            shift(state, p, S_FALLEN, S_RESERVE, n)?;
            state.set_clamped(LAST_MUSTER, Some(p), 0);
            Ok(format!(
                "{} uses Last Muster: {n} Fallen Standard Warrior{} return to the Reserve; the token goes back to \
                 the box",
                state.player_name(p),
                if n == 1 { "" } else { "s" }
            ))
        }
        Rule::RollForStart => roll_for_start(state, rng),
        Rule::AlaricReroll { die } => alaric_reroll(state, *die, rng),
        Rule::HaldrekBonus { die } => haldrek_bonus(state, *die),
        Rule::ResolveCombat => resolve_combat(state, rng),
    }
}

/// Whether a combat roll waits to be resolved.
fn rolled(state: &TableState) -> bool {
    ROLL_ATT.iter().chain(&ROLL_DEF).any(|k| shared(state, k, 0) > 0)
}

/// The roll goes: its dice and King Haldrek's marked die back to 0.
fn clear_roll(state: &mut TableState) {
    for key in ROLL_ATT.iter().chain(&ROLL_DEF).chain([&HALDREK_DIE]) {
        state.set_clamped(key, None, 0);
    }
}

/// A change of who fights, with what, that makes a waiting roll stale.
fn clears_roll(changes: &[Change]) -> bool {
    [ATT_STANDARD, ATT_ELITE, DEF_STANDARD, DEF_ELITE, COMBAT_MODE, DEFENDER]
        .iter()
        .any(|k| changed(changes, k).next().is_some())
}

/// The rolled dice of one side, as stored (Standard dice first), or why they cannot be resolved.
fn stored_dice(state: &TableState, keys: &[&str], standard: i32, elite: i32, bonus: usize) -> Result<Vec<Die>, String> {
    let mut dice = Vec::new();
    for (i, key) in keys.iter().enumerate().take((standard + elite).max(0) as usize) {
        let elite = i as i32 >= standard;
        let sides = if elite { ELITE_DIE } else { STANDARD_DIE } as i32;
        let top = sides + if bonus == i + 1 { HALDREK_BONUS } else { 0 };
        let face = shared(state, key, 0);
        if !(1..=top).contains(&face) {
            return Err(format!("die {} shows {face}, not 1 to {top}", i + 1));
        }
        dice.push(Die { elite, face: face as u32, first: face as u32 });
    }
    Ok(dice)
}

/// rulebook: King Alaric — "once per turn, after rolling attack dice in combat, you may reroll one of your
/// attack dice. You must accept the second result"; ruling thaloria A-15: before King Haldrek's choice and any
/// comparison, not on a tie's reroll.
fn alaric_reroll(state: &mut TableState, die: usize, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    let rule = |m: String| Err(TableError::Rule(format!("King Alaric's reroll: {m} (rulebook: King Alaric)")));
    if !rolled(state) {
        return rule("roll the combat first".into());
    }
    if val(state, "wizard", s.attacker) != KING_ALARIC {
        return rule(format!("{} is not King Alaric", state.player_name(s.attacker)));
    }
    if shared(state, ALARIC_USED, 0) > 0 {
        return rule("once per turn".into());
    }
    if shared(state, HALDREK_DIE, 0) > 0 {
        return rule("only before King Haldrek's +1 (ruling A-15)".into());
    }
    let attackers = (s.attack.0 + s.attack.1).max(0) as usize;
    let Some(key) = ROLL_ATT.get(die).filter(|_| die < attackers) else {
        return rule(format!("there are {attackers} attack dice, no die {}", die + 1));
    };
    let sides = if (die as i32) < s.attack.0 { STANDARD_DIE } else { ELITE_DIE };
    let was = shared(state, key, 0);
    let face = rng.random_range(1..=sides) as i32;
    state.set_value(key, None, face)?;
    state.set_value(ALARIC_USED, None, 1)?;
    Ok(format!("King Alaric rerolls attack die {}: {was} → {face} (the second result stands)", die + 1))
}

/// rulebook: King Haldrek — "once per turn, when rolling defence dice in combat, you may add +1 to one defence
/// result"; ruling thaloria A-16: after the attacker's reroll, before comparisons; a tie's reroll drops it.
fn haldrek_bonus(state: &mut TableState, die: usize) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    let rule = |m: String| Err(TableError::Rule(format!("King Haldrek's +1: {m} (rulebook: King Haldrek)")));
    if !rolled(state) {
        return rule("roll the combat first".into());
    }
    if val(state, "wizard", s.defender) != KING_HALDREK {
        return rule(format!("{} is not King Haldrek", state.player_name(s.defender)));
    }
    if shared(state, HALDREK_USED, 0) > 0 || shared(state, HALDREK_DIE, 0) > 0 {
        return rule("once per turn".into());
    }
    let defenders = (s.defend.0 + s.defend.1).max(0) as usize;
    let Some(key) = ROLL_DEF.get(die).filter(|_| die < defenders) else {
        return rule(format!("there are {defenders} defence dice, no die {}", die + 1));
    };
    let was = shared(state, key, 0);
    state.set_value(key, None, was + HALDREK_BONUS)?;
    state.set_value(HALDREK_DIE, None, die as i32 + 1)?;
    state.set_value(HALDREK_USED, None, 1)?;
    Ok(format!("King Haldrek adds +1 to defence die {}: {was} → {}", die + 1, was + HALDREK_BONUS))
}

/// What a combat roll needs, read from the Combat counters.
#[derive(Clone, Copy, Debug)]
struct Setup {
    wizard_attack: bool,
    attacker: usize,
    defender: usize,
    attack: (i32, i32),
    defend: (i32, i32),
    apply: bool,
}

fn combat_setup(state: &TableState) -> Result<Setup, TableError> {
    let n = state.player_count();
    let attacker = usize::try_from(shared(state, ACTIVE, 0)).unwrap_or(usize::MAX);
    let defender = usize::try_from(shared(state, DEFENDER, 1)).unwrap_or(usize::MAX);
    if attacker >= n {
        return Err(TableError::NoSuchPlayer(attacker));
    }
    if defender >= n {
        return Err(TableError::NoSuchPlayer(defender));
    }
    let s = Setup {
        wizard_attack: shared(state, COMBAT_MODE, 0) == MODE_WIZARD,
        attacker,
        defender,
        attack: (shared(state, ATT_STANDARD, 0).max(0), shared(state, ATT_ELITE, 0).max(0)),
        defend: (shared(state, DEF_STANDARD, 0).max(0), shared(state, DEF_ELITE, 0).max(0)),
        apply: shared(state, COMBAT_APPLY, 1) > 0,
    };
    let rule = |m: String| Err(TableError::Rule(m));
    if attacker == defender {
        return rule("the defending Wizard must be another Wizard than the active (attacking) one".into());
    }
    if is_out(state, attacker) {
        return rule(format!("{} is out of the game", state.player_name(attacker)));
    }
    if s.wizard_attack && is_out(state, defender) {
        return rule(format!(
            "{}'s Wizard is already defeated: no Wizard attack (rulebook: Attacking the Wizard)",
            state.player_name(defender)
        ));
    }
    let attackers = s.attack.0 + s.attack.1;
    let defenders = s.defend.0 + s.defend.1;
    if !(1..=MAX_ATTACKERS).contains(&attackers) {
        return rule(format!("1 to {MAX_ATTACKERS} attacking Warriors roll, not {attackers} (rulebook: Combat Dice)"));
    }
    if defenders > MAX_DEFENDERS {
        return rule(format!(
            "at most {MAX_DEFENDERS} defending Warriors roll, not {defenders} (rulebook: Combat Dice)"
        ));
    }
    if !s.wizard_attack && defenders == 0 {
        return rule(
            "a battle needs at least one defending Warrior; an empty tile is conquered at once \
                     (rulebook: Conquering an Empty Tile)"
                .into(),
        );
    }
    if s.apply {
        let have = |p: usize, k: &str| val(state, k, p);
        if have(attacker, S_TILES) < s.attack.0 || have(attacker, E_TILES) < s.attack.1 {
            return rule(format!(
                "{} has {} Standard and {} Elite Warriors on tiles, fewer than the attackers (fix the army, or \
                 turn \"Apply losses and damage\" off)",
                state.player_name(attacker),
                have(attacker, S_TILES),
                have(attacker, E_TILES)
            ));
        }
        let (sk, ek, place) =
            if s.wizard_attack { (S_RESERVE, E_RESERVE, "in the Reserve") } else { (S_TILES, E_TILES, "on tiles") };
        if have(defender, sk) < s.defend.0 || have(defender, ek) < s.defend.1 {
            return rule(format!(
                "{} has {} Standard and {} Elite Warriors {place}, fewer than the defenders (rulebook: Wizard \
                 Defenders come from the Reserve; or turn \"Apply losses and damage\" off)",
                state.player_name(defender),
                have(defender, sk),
                have(defender, ek)
            ));
        }
    }
    Ok(s)
}

#[derive(Clone, Copy, Debug)]
struct Die {
    elite: bool,
    face: u32,
    first: u32,
}

impl Die {
    fn sides(self) -> u32 {
        if self.elite {
            ELITE_DIE
        } else {
            STANDARD_DIE
        }
    }
    fn kind(self) -> &'static str {
        if self.elite {
            "Elite"
        } else {
            "Standard"
        }
    }
}

/// Ranks one side's dice highest first. designed: on equal faces a Standard Warrior's die ranks above an
/// Elite's (the owner keeps the Elite out of the harder comparison).
fn rank_dice(mut dice: Vec<Die>) -> Vec<Die> {
    dice.sort_by_key(|d| (std::cmp::Reverse(d.face), d.elite));
    dice
}

/// Who won each die's comparison (`None`: unmatched), highest against highest; a tied pair
/// rerolls both dice until one is higher (the dice stay linked to their Warriors), and one line
/// of text per comparison. `att` and `def` are ranked highest first.
fn compare(
    att: &mut [Die],
    def: &mut [Die],
    att_name: &str,
    def_name: &str,
    rng: &mut ChaCha8Rng,
) -> (Vec<Option<bool>>, Vec<Option<bool>>, Vec<String>) {
    let pairs = att.len().min(def.len());
    let mut lines = Vec::new();
    let mut att_won = vec![None; att.len()];
    let mut def_won = vec![None; def.len()];
    for i in 0..pairs {
        let (Some(a), Some(d)) = (att.get_mut(i), def.get_mut(i)) else { continue };
        let mut rerolls = Vec::new();
        while a.face == d.face && rerolls.len() < REROLL_LIMIT {
            rerolls.push(format!("{}–{}", a.face, d.face));
            a.face = rng.random_range(1..=a.sides());
            d.face = rng.random_range(1..=d.sides());
        }
        // designed: a tie left after REROLL_LIMIT rerolls goes to the defender (never reached in play).
        let attacker_wins = a.face > d.face;
        let tie_text =
            if rerolls.is_empty() { String::new() } else { format!(" (tied {}, rerolled)", rerolls.join(", then ")) };
        let (winner, loser) = if attacker_wins { (att_name, def_name) } else { (def_name, att_name) };
        let (wd, ld) = if attacker_wins { (*a, *d) } else { (*d, *a) };
        lines.push(format!(
            "{winner}'s {} {} beats {loser}'s {} {}{tie_text}: {loser}'s {} Warrior falls",
            wd.kind(),
            wd.face,
            ld.kind(),
            ld.face,
            ld.kind()
        ));
        if let Some(w) = att_won.get_mut(i) {
            *w = Some(attacker_wins);
        }
        if let Some(w) = def_won.get_mut(i) {
            *w = Some(!attacker_wins);
        }
    }
    (att_won, def_won, lines)
}

fn losses_text(name: &str, standard: i32, elite: i32) -> String {
    match (standard, elite) {
        (0, 0) => format!("{name} loses no Warriors"),
        (s, 0) => format!("{name} loses {s} Standard"),
        (0, e) => format!("{name} loses {e} Elite"),
        (s, e) => format!("{name} loses {s} Standard and {e} Elite"),
    }
}

/// rulebook: 6. Resolving a Combat Round — "both players roll the combat dice": the dice go into the roll
/// counters, where abilities and cards may change them before [`resolve_combat`] compares them.
fn combat(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    if ROLL_ATT.iter().chain(&ROLL_DEF).any(|k| state.by_key(k, None).is_none()) {
        return Err(TableError::NoSuchCounter(ROLL_ATT[0].into()));
    }
    clear_roll(state);
    let mut faces = Vec::new();
    let mut dice = Vec::new();
    let sides = |elite: bool| if elite { ELITE_DIE } else { STANDARD_DIE };
    for (keys, (standard, elite), who) in [(&ROLL_ATT[..], s.attack, s.attacker), (&ROLL_DEF[..], s.defend, s.defender)]
    {
        for (i, key) in keys.iter().enumerate().take((standard + elite).max(0) as usize) {
            let elite = i as i32 >= standard;
            let face = rng.random_range(1..=sides(elite));
            state.set_value(key, None, face as i32)?;
            faces.push(face.to_string());
            dice.push(ResultDie {
                sides: sides(elite),
                face,
                label: format!("{} {}", state.player_name(who), if elite { "Elite" } else { "Standard" }),
                hit: None,
            });
        }
    }
    let mut lines = vec!["Rolled: now King Alaric may reroll one attack die, then King Haldrek add +1 to one \
                          defence die; change a die for a card, then resolve"
        .to_string()];
    if val(state, "wizard", s.attacker) == KING_ALARIC && shared(state, ALARIC_USED, 0) == 0 {
        lines.push(format!("{} (King Alaric) may reroll one attack die", state.player_name(s.attacker)));
    }
    if val(state, "wizard", s.defender) == KING_HALDREK && shared(state, HALDREK_USED, 0) == 0 {
        lines.push(format!("{} (King Haldrek) may add +1 to one defence die", state.player_name(s.defender)));
    }
    let title = format!("{} attacks {}: dice rolled", state.player_name(s.attacker), state.player_name(s.defender));
    state.set_result(RuleResult { title: title.clone(), lines, dice });
    Ok(format!("{title} ({})", faces.join(", ")))
}

/// rulebook: 6. Resolving a Combat Round; 10. Resolving the Wizard Attack — the rolled dice, ranked and
/// compared; losses and damage applied when "Apply" is on.
fn resolve_combat(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let s = combat_setup(state)?;
    if !rolled(state) {
        return Err(TableError::Rule("roll the combat first (rulebook: Resolving a Combat Round)".into()));
    }
    let bonus = usize::try_from(shared(state, HALDREK_DIE, 0)).unwrap_or(0);
    let read = |keys: &[&str], side: (i32, i32), bonus: usize| {
        stored_dice(state, keys, side.0, side.1, bonus)
            .map(rank_dice)
            .map_err(|why| TableError::Rule(format!("the roll does not match the combat: {why}; roll again")))
    };
    let mut att = read(&ROLL_ATT, s.attack, 0)?;
    let mut def = read(&ROLL_DEF, s.defend, bonus)?;
    let att_name = state.player_name(s.attacker);
    let def_name = state.player_name(s.defender);
    clear_roll(state);

    let (att_won, def_won, mut lines) = compare(&mut att, &mut def, &att_name, &def_name, rng);
    let pairs = att.len().min(def.len());
    let lost = |dice: &[Die], won: &[Option<bool>], elite: bool| {
        dice.iter().zip(won).filter(|(d, w)| d.elite == elite && **w == Some(false)).count() as i32
    };
    let att_lost = (lost(&att, &att_won, false), lost(&att, &att_won, true));
    let def_lost = (lost(&def, &def_won, false), lost(&def, &def_won, true));
    let unmatched: Vec<Die> = att.iter().skip(pairs).copied().collect();
    let damage: i32 = if s.wizard_attack { unmatched.iter().map(|d| d.face as i32).sum() } else { 0 };
    if !unmatched.is_empty() {
        let faces: Vec<String> = unmatched.iter().map(|d| format!("{} {}", d.kind(), d.face)).collect();
        lines.push(if s.wizard_attack {
            format!("Unmatched {}: {damage} damage to {def_name}'s Wizard", faces.join(", "))
        } else {
            format!("Unmatched {}: unused this round, no casualty", faces.join(", "))
        });
    }
    if s.apply {
        let def_from = if s.wizard_attack { (S_RESERVE, E_RESERVE) } else { (S_TILES, E_TILES) };
        shift(state, s.attacker, S_TILES, S_FALLEN, att_lost.0)?;
        shift(state, s.attacker, E_TILES, E_FALLEN, att_lost.1)?;
        shift(state, s.defender, def_from.0, S_FALLEN, def_lost.0)?;
        shift(state, s.defender, def_from.1, E_FALLEN, def_lost.1)?;
        if damage > 0 {
            let life = state.value(LIFE, Some(s.defender)).ok_or_else(|| TableError::NoSuchCounter(LIFE.into()))?;
            state.set_clamped(LIFE, Some(s.defender), life - damage);
            lines.push(format!("{def_name}'s Life Points {life} → {}", state.value_or(LIFE, Some(s.defender), 0)));
        }
    } else {
        lines.push("Not applied: move the Warriors and Life Points by hand".into());
    }
    let mut title = if s.wizard_attack {
        format!("Attack on {def_name}'s Wizard: {damage} damage")
    } else {
        format!("Battle: {att_name} against {def_name}")
    };
    title.push_str(&format!(
        " — {}; {}",
        losses_text(&att_name, att_lost.0, att_lost.1),
        losses_text(&def_name, def_lost.0, def_lost.1)
    ));
    let dice = att
        .iter()
        .zip(&att_won)
        .map(|(d, w)| (d, w, &att_name, s.wizard_attack))
        .chain(def.iter().zip(&def_won).map(|(d, w)| (d, w, &def_name, false)))
        .map(|(d, won, name, hits_wizard)| ResultDie {
            sides: d.sides(),
            face: d.face,
            label: format!("{name} {}", d.kind()),
            hit: won.or(hits_wizard.then_some(true)),
        })
        .collect();
    let rolled: Vec<String> = att
        .iter()
        .chain(&def)
        .map(|d| if d.first == d.face { d.face.to_string() } else { format!("{}→{}", d.first, d.face) })
        .collect();
    state.set_result(RuleResult { title: title.clone(), lines, dice });
    Ok(format!("{title} (dice {})", rolled.join(", ")))
}

/// rulebook: 2. Choosing the Starting Player — each rolls a D12, ties for the highest reroll.
fn roll_for_start(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
    let mut contenders = living(state);
    if contenders.is_empty() {
        return Err(TableError::Rule("no Wizard is left to start".into()));
    }
    let mut dice = Vec::new();
    let mut seats = Vec::new();
    let mut lines = Vec::new();
    let mut round = 0;
    while contenders.len() > 1 && round < REROLL_LIMIT {
        let rolls: Vec<(usize, u32)> = contenders.iter().map(|p| (*p, rng.random_range(1..=START_DIE))).collect();
        let top = rolls.iter().map(|r| r.1).max().unwrap_or(0);
        let text: Vec<String> = rolls.iter().map(|(p, f)| format!("{} {f}", state.player_name(*p))).collect();
        lines.push(if round == 0 { text.join(", ") } else { format!("Reroll: {}", text.join(", ")) });
        for (p, face) in &rolls {
            let suffix = if round == 0 { "" } else { " (reroll)" };
            dice.push(ResultDie {
                sides: START_DIE,
                face: *face,
                label: format!("{}{suffix}", state.player_name(*p)),
                hit: None,
            });
            seats.push(*p);
        }
        contenders = rolls.iter().filter(|r| r.1 == top).map(|r| r.0).collect();
        round += 1;
    }
    let winner = contenders.first().copied().unwrap_or(0);
    // The winner's last die, found by seat (names may share a prefix: "Ann" and "Anna").
    if let Some(i) = seats.iter().rposition(|s| *s == winner) {
        if let Some(last) = dice.get_mut(i) {
            last.hit = Some(true);
        }
    }
    let name = state.player_name(winner);
    state.set_clamped(ACTIVE, None, winner as i32);
    state.set_clamped(START, None, winner as i32);
    state.set_clamped(STEP, None, STEP_DISPUTED);
    state.set_clamped(DRAW_STATE, None, DRAW_NOT_YET);
    let title = format!("{name} is the starting Wizard; play proceeds clockwise");
    state.set_result(RuleResult { title: title.clone(), lines: lines.clone(), dice });
    Ok(format!("Roll for the starting Wizard (D12): {} — {title}", lines.join("; ")))
}

// ---- report --------------------------------------------------------------------------------

/// Derived values, alerts and buttons.
pub(crate) fn report(state: &TableState) -> Report {
    let mut report = Report::default();
    let n = state.player_count();
    let alive = living(state);
    let step = shared(state, STEP, 0);
    let current = active(state);

    if let Some(p) = current {
        report.derived.push(
            Derived::new("active_wizard", "Active Wizard", state.player_name(p))
                .group(G_TURN)
                .note(STEPS.get(usize::try_from(step).unwrap_or(0)).copied().unwrap_or_default()),
        );
    }
    report.derived.push(
        Derived::new("wizards_left", "Wizards remaining", format!("{} of {n}", alive.len()))
            .group(G_TURN)
            .note("rulebook: 11. Last Wizard Standing"),
    );
    let deploying = step == STEP_DEPLOY || step == STEP_CONSOLIDATE;
    let deployed = shared(state, DEPLOYED, 0);
    if deploying {
        report.derived.push(
            Derived::new("deploy_left", "Deployment Power left", (DEPLOY_ALLOWANCE - deployed).max(0).to_string())
                .group(G_TURN)
                .note("rulebook: 5. Deployment Step — up to 5 Power Points (Standard 1, Elite 2); unused is lost"),
        );
        if deployed > DEPLOY_ALLOWANCE {
            if let Some(p) = current {
                report.alerts.push(
                    Alert::new(
                        AlertLevel::Warning,
                        format!(
                            "{} has deployed {deployed} Power Points this step; the allowance is {DEPLOY_ALLOWANCE} \
                             unless a card allows more (rulebook: Deployment Step)",
                            state.player_name(p)
                        ),
                    )
                    .player(p)
                    .group(G_TURN),
                );
            }
        }
    }

    for p in 0..n {
        let who = state.player_name(p);
        let out = is_out(state, p);
        let power = army_power(state, p);
        report.derived.push(
            Derived::new("army_power", "Army Power", power.to_string())
                .group(G_ARMY)
                .player(p)
                .note("rulebook: Rally the Fallen — Reserve, tiles, Grotto and Dungeons; Standard 1, Elite 2"),
        );
        let rally = match rally_standing(state, p) {
            Ok(gap) if val(state, S_FALLEN, p) > 0 => format!("Eligible: {gap} below the strongest opponent"),
            Ok(gap) => format!("Eligible ({gap} below), but no Fallen Standard Warriors"),
            Err(why) => format!("Not eligible: {why}"),
        };
        report.derived.push(
            Derived::new("rally", "Rally the Fallen", rally)
                .group(G_ARMY)
                .player(p)
                .note("rulebook: Rally the Fallen — 4 or more below the strongest living opponent, not tied"),
        );
        let muster = if val(state, LAST_MUSTER, p) <= 0 {
            "Used".to_string()
        } else if [S_RESERVE, S_TILES, E_RESERVE, E_TILES].iter().all(|k| val(state, k, p) == 0) && !out {
            format!("Available now: returns {} Fallen Standard", val(state, S_FALLEN, p).min(LAST_MUSTER_RETURNS))
        } else {
            "Token held (needs no Warriors on the battlefield or in the Reserve)".to_string()
        };
        report.derived.push(
            Derived::new("last_muster_status", "Last Muster", muster)
                .group(G_ARMY)
                .player(p)
                .note("rulebook: Last Muster — once per game, up to two Fallen Standard Warriors"),
        );
        if let Some(ability) = usize::try_from(val(state, "wizard", p)).ok().and_then(|i| ABILITIES.get(i)) {
            if !ability.is_empty() {
                report.derived.push(
                    Derived::new("ability", "Special Ability", *ability)
                        .group(G_WIZARD)
                        .player(p)
                        .note("rulebook: 3. Core Wizard Abilities"),
                );
            }
        }
        let held = held(state, p);
        report.derived.push(
            Derived::new("territory", "Enemy tiles held", format!("{} of {BANNERS}", held.max(0)))
                .group(G_TERRITORY)
                .player(p)
                .note("rulebook: Territorial Victory — eight uncontested enemy tiles under your banners"),
        );

        if out {
            let text = if life_at_zero(state, p) {
                format!("{who}'s Wizard is at 0 Life Points: {who} is out (rulebook: Defeating a Wizard)")
            } else {
                format!("{who} is eliminated: {who} is out (rulebook: 11. Victory and Defeat)")
            };
            report.alerts.push(Alert::new(AlertLevel::Loss, text).player(p).group(G_WIZARD));
            continue;
        }
        let life = val(state, LIFE, p);
        if let Some(start) = state.by_key(LIFE, Some(p)).map(|c| c.default).filter(|start| life > *start) {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!(
                        "{who}'s Wizard has {life} Life Points, above the starting {start}: only a card that says so \
                         allows it (rulebook: A5.2 Setting Life Points)"
                    ),
                )
                .player(p)
                .group(G_WIZARD),
            );
        }
        if life <= LOW_LIFE {
            report.alerts.push(
                Alert::new(AlertLevel::Warning, format!("{who}'s Wizard has only {life} Life Points left"))
                    .player(p)
                    .group(G_WIZARD),
            );
        }
        let ending_turn = current == Some(p) && step == STEP_CONSOLIDATE;
        if val(state, TERRITORIAL_WIN, p) > 0 {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Victory,
                    format!(
                        "{who} ended their turn holding {BANNERS} uncontested enemy tiles and wins (rulebook: \
                         Territorial Victory)"
                    ),
                )
                .player(p)
                .group(G_TERRITORY),
            );
        } else if held >= BANNERS && ending_turn {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Victory,
                    format!(
                        "{who} holds {BANNERS} uncontested enemy tiles at the end of their turn: Territorial Victory \
                         (rulebook: Territorial Victory)"
                    ),
                )
                .player(p)
                .group(G_TERRITORY),
            );
        } else if held >= BANNERS {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "{who} holds {BANNERS} uncontested enemy tiles: {who} wins at the end of their turn if still \
                         held (rulebook: Territorial Victory)"
                    ),
                )
                .player(p)
                .group(G_TERRITORY),
            );
        } else if val(state, BANNERS_KEY, p) >= BANNERS {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "{who} has all {BANNERS} banners placed but {} disputed: they count once the disputes are \
                         resolved (rulebook: Territorial Victory)",
                        val(state, CONTESTED, p)
                    ),
                )
                .player(p)
                .group(G_TERRITORY),
            );
        } else if held == BANNERS - 1 {
            report.alerts.push(
                Alert::new(AlertLevel::Warning, format!("{who} is one enemy tile from Territorial Victory"))
                    .player(p)
                    .group(G_TERRITORY),
            );
        }
        if val(state, TILES_LOST, p) >= FACTION_TILES {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "All {FACTION_TILES} of {who}'s tiles display enemy banners: {who} is eliminated at the end \
                         of their Deployment Step unless they take one back (rulebook: Total Territorial Loss)"
                    ),
                )
                .player(p)
                .group(G_TERRITORY),
            );
        }
        if living_warriors(state, p) == 0 {
            report.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "{who} has no Warriors on the battlefield, in the Reserve or in a Dungeon: eliminated at the \
                         end of their next Deployment Step unless Warriors return (rulebook: No Remaining Army)"
                    ),
                )
                .player(p)
                .group(G_ARMY),
            );
        }
        if current == Some(p) && step == STEP_RECOVERY {
            if let Ok(k) = last_muster_check(state, p) {
                report.alerts.push(
                    Alert::new(AlertLevel::Info, format!("{who} may use Last Muster now ({k} Fallen Standard)"))
                        .player(p)
                        .group(G_ARMY),
                );
            }
            if rally_check(state, p).is_ok() {
                report.alerts.push(
                    Alert::new(AlertLevel::Info, format!("{who} may Rally the Fallen now")).player(p).group(G_ARMY),
                );
            }
        }
    }
    if n >= 2 {
        match alive.as_slice() {
            [one] => report.alerts.push(
                Alert::new(
                    AlertLevel::Victory,
                    format!(
                        "{} is the last Wizard standing and wins (rulebook: Last Wizard Standing)",
                        state.player_name(*one)
                    ),
                )
                .player(*one),
            ),
            [] => report.alerts.push(Alert::new(
                AlertLevel::Info,
                "No Wizard remains: use the simultaneous victory tie-breakers (rulebook: Simultaneous Elimination)",
            )),
            _ => {}
        }
    }

    // Buttons.
    let combat_label = if shared(state, COMBAT_MODE, 0) == MODE_WIZARD { "Roll Wizard attack" } else { "Roll battle" };
    let combat = RuleButton::new("combat", combat_label, RuleOp::Thaloria(Rule::Combat))
        .group(G_COMBAT)
        .hint("The active Wizard attacks; Standard D6, Elite D12; then abilities, then Resolve");
    let setup = combat_setup(state);
    report.actions.push(match &setup {
        Ok(_) => combat,
        Err(e) => combat.disabled(e.to_string()),
    });
    let resolve = RuleButton::new("resolve_combat", "Resolve the roll", RuleOp::Thaloria(Rule::ResolveCombat))
        .group(G_COMBAT)
        .hint("Compare highest against highest; ties reroll; losses and damage when Apply is on");
    report.actions.push(match (&setup, rolled(state)) {
        (Err(e), _) => resolve.disabled(e.to_string()),
        (Ok(_), false) => resolve.disabled("Roll the combat first"),
        (Ok(_), true) => resolve,
    });
    if let (Ok(s), true) = (&setup, rolled(state)) {
        let attackers = (s.attack.0 + s.attack.1).clamp(0, MAX_ATTACKERS) as usize;
        let defenders = (s.defend.0 + s.defend.1).clamp(0, MAX_DEFENDERS) as usize;
        if val(state, "wizard", s.attacker) == KING_ALARIC {
            for (die, key) in ROLL_ATT.iter().enumerate().take(attackers) {
                let button = RuleButton::new(
                    format!("alaric.{die}"),
                    format!("King Alaric: reroll attack die {} ({})", die + 1, shared(state, key, 0)),
                    RuleOp::Thaloria(Rule::AlaricReroll { die }),
                )
                .group(G_COMBAT)
                .player(s.attacker);
                report.actions.push(if shared(state, ALARIC_USED, 0) > 0 {
                    button.disabled("Once per turn (rulebook: King Alaric)")
                } else if shared(state, HALDREK_DIE, 0) > 0 {
                    button.disabled("Only before King Haldrek's +1 (ruling A-15)")
                } else {
                    button.hint("The second result stands")
                });
            }
        }
        if val(state, "wizard", s.defender) == KING_HALDREK {
            for (die, key) in ROLL_DEF.iter().enumerate().take(defenders) {
                let button = RuleButton::new(
                    format!("haldrek.{die}"),
                    format!("King Haldrek: +1 to defence die {} ({})", die + 1, shared(state, key, 0)),
                    RuleOp::Thaloria(Rule::HaldrekBonus { die }),
                )
                .group(G_COMBAT)
                .player(s.defender);
                report.actions.push(if shared(state, HALDREK_USED, 0) > 0 || shared(state, HALDREK_DIE, 0) > 0 {
                    button.disabled("Once per turn (rulebook: King Haldrek)")
                } else {
                    button
                });
            }
        }
    }
    report.actions.push(
        RuleButton::new("roll_for_start", "Roll for the starting Wizard", RuleOp::Thaloria(Rule::RollForStart))
            .group(G_TURN)
            .hint("Each Wizard rolls a D12; ties for the highest reroll (rulebook: Choosing the Starting Player)"),
    );
    for p in 0..n {
        let rally = RuleButton::new(
            format!("rally.{p}"),
            "Rally the Fallen",
            RuleOp::Thaloria(Rule::RallyTheFallen { player: p }),
        )
        .group(G_ARMY)
        .player(p);
        report.actions.push(match rally_check(state, p) {
            Ok(()) => rally.hint("1 Fallen Standard Warrior to the Reserve"),
            Err(why) => rally.disabled(why),
        });
        let muster = RuleButton::new(
            format!("last_muster.{p}"),
            "Last Muster",
            RuleOp::Thaloria(Rule::LastMuster { player: p }),
        )
        .group(G_ARMY)
        .player(p);
        report.actions.push(match last_muster_check(state, p) {
            Ok(k) => muster.hint(format!("{k} Fallen Standard to the Reserve; spends the token")),
            Err(why) => muster.disabled(why),
        });
    }
    report
}

/// The Thaloria tracker.
pub struct ThaloriaTracker;

impl Tracker for ThaloriaTracker {
    type Rule = Rule;
    const SHARED_FATE: bool = false;

    fn info() -> TableKindInfo {
        self::info()
    }
    fn layout(players: usize) -> Layout {
        self::layout(players)
    }
    fn settle(state: &mut TableState, changes: &[Change]) -> Result<Vec<String>, TableError> {
        self::settle(state, changes)
    }
    fn rule(state: &mut TableState, op: &Rule, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
        self::rule(state, op, rng)
    }
    fn report(state: &TableState) -> Report {
        self::report(state)
    }
}

#[cfg(test)]
mod tests;

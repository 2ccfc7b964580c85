//! The counters' keys, the sections and pools, the turn's steps and the Draw Step's bookkeeping, and
//! the tracker's own bounds.

/// designed: rulebook silent (A5.2 lets cards raise Life above the start); a two-digit bound.
pub(super) const LIFE_MAX: i32 = 99;
/// designed: rulebook silent; a Wizard at 10 or fewer Life Points gets a warning.
pub(super) const LOW_LIFE: i32 = 10;

/// designed: rulebook silent (a D20 as counter); the longest duration the tracker holds.
pub(super) const DURATION_MAX: i32 = 20;
/// designed: rulebook silent (A3.2 stacks skipped Draw Steps); the most pending skips.
pub(super) const SKIP_MAX: i32 = 9;
/// designed: rulebook silent; a bound for the round counter.
pub(super) const ROUND_MAX: i32 = 999;

/// designed: rulebook silent; a guard on "reroll ties until there is a clear winner" (a tie
/// survives 1000 rerolls with probability below 1e-700, so it is never reached in play).
pub(super) const REROLL_LIMIT: usize = 1000;

pub(super) const LIFE: &str = "life";
pub(super) const ELIMINATED: &str = "eliminated";
pub(super) const LAST_MUSTER: &str = "last_muster";
pub(super) const BANNERS_KEY: &str = "banners";
pub(super) const CONTESTED: &str = "banners_disputed";
pub(super) const TILES_LOST: &str = "tiles_lost";
pub(super) const SKIP_DRAW: &str = "skip_draw";
pub(super) const DUNGEON_STEPS: &str = "dungeon_steps";

pub(super) const S_RESERVE: &str = "standard_reserve";
pub(super) const S_TILES: &str = "standard_tiles";
pub(super) const S_DUNGEON: &str = "standard_dungeon";
pub(super) const S_FALLEN: &str = "standard_fallen";
pub(super) const S_REMOVED: &str = "standard_removed";
pub(super) const E_RESERVE: &str = "elite_reserve";
pub(super) const E_TILES: &str = "elite_tiles";
pub(super) const E_DUNGEON: &str = "elite_dungeon";
pub(super) const E_FALLEN: &str = "elite_fallen";
pub(super) const E_REMOVED: &str = "elite_removed";

pub(super) const ROUND: &str = "round";
pub(super) const ACTIVE: &str = "active";
pub(super) const STEP: &str = "step";
pub(super) const RALLY_USED: &str = "rally_used";
pub(super) const DEPLOYED: &str = "deployed";
pub(super) const ATT_STANDARD: &str = "attack_standard";
pub(super) const ATT_ELITE: &str = "attack_elite";
pub(super) const DEF_STANDARD: &str = "defend_standard";
pub(super) const DEF_ELITE: &str = "defend_elite";
pub(super) const COMBAT_MODE: &str = "combat_mode";
pub(super) const DEFENDER: &str = "defender";
pub(super) const COMBAT_APPLY: &str = "combat_apply";
pub(super) const DRAW_STATE: &str = "draw_state";
pub(super) const TERRITORIAL_WIN: &str = "territorial_victory";
pub(super) const START: &str = "start";
pub(super) const ALARIC_USED: &str = "alaric_used";
pub(super) const HALDREK_USED: &str = "haldrek_used";
pub(super) const HALDREK_DIE: &str = "haldrek_die";
/// The rolled attack dice, Standard dice first (0: not rolled).
pub(super) const ROLL_ATT: [&str; 3] = ["roll_attack_1", "roll_attack_2", "roll_attack_3"];
/// The rolled defence dice, Standard dice first (0: not rolled).
pub(super) const ROLL_DEF: [&str; 2] = ["roll_defend_1", "roll_defend_2"];
/// Banners on each seat's tiles, by seat (1-based, as the seat pickers name them).
pub(super) const TILES_OF: [&str; 5] = ["banners_on.1", "banners_on.2", "banners_on.3", "banners_on.4", "banners_on.5"];

/// The duration counters of each Wizard, counted down at their own Draw Step.
pub(super) const DURATIONS: [(&str, &str); 5] = [
    (DUNGEON_STEPS, "Dungeon"),
    ("curse_a", "Curse A"),
    ("curse_b", "Curse B"),
    ("ritual_a", "Ritual A"),
    ("ritual_b", "Ritual B"),
];

pub(super) const G_TURN: &str = "Turn";
pub(super) const G_COMBAT: &str = "Combat";
pub(super) const G_WIZARD: &str = "Wizard";
pub(super) const G_ARMY: &str = "Army";
pub(super) const G_TERRITORY: &str = "Territory";
pub(super) const G_DURATIONS: &str = "Durations";
pub(super) const POOL_STANDARD: &str = "Standard Warriors";
pub(super) const POOL_ELITE: &str = "Elite Warriors";

/// rulebook: 5. Turn Structure, with the Draw Step split where its order matters (Last Muster
/// and Rally the Fallen come before start-of-Draw-Step effects such as Dungeon returns).
pub(super) const STEPS: [&str; 7] = [
    "Resolve Disputed Tiles",
    "Draw Step: Last Muster, Rally the Fallen",
    "Draw Step: effects, draw, spells, hand limit",
    "Deployment Step",
    "Advance Step",
    "Attack and Defence Step",
    "Consolidation Step",
];
pub(super) const STEP_DISPUTED: i32 = 0;
pub(super) const STEP_RECOVERY: i32 = 1;
pub(super) const STEP_DRAW: i32 = 2;
pub(super) const STEP_DEPLOY: i32 = 3;
pub(super) const STEP_CONSOLIDATE: i32 = 6;

/// designed: rulebook silent — what the active Wizard's Draw Step has done this turn, so going
/// back a step and forward again neither counts the durations down twice nor spends a second skip
/// (rulebook: 7. Dungeon Duration counts "their controller's Draw Steps"; A3.2 one skip per Draw Step).
pub(super) const DRAW_STATES: [&str; 3] = ["Not yet", "Durations counted down", "Skipped (A3.1)"];
pub(super) const DRAW_NOT_YET: i32 = 0;
pub(super) const DRAW_COUNTED: i32 = 1;
pub(super) const DRAW_SKIPPED: i32 = 2;

pub(super) const MODES: [&str; 2] = ["Battle on a tile", "Attack on a Wizard"];
pub(super) const MODE_WIZARD: i32 = 1;

pub(super) fn seat_labels(players: usize) -> Vec<String> {
    (1..=players.max(1)).map(|i| format!("Wizard {i}")).collect()
}

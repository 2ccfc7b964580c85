//! What the tracker reports: each Wizard's Life, army and Army Power, Rally the Fallen and Last
//! Muster, banners and Territorial Victory, the durations, the turn and the combat; the alerts; and
//! the buttons for its operations.

use super::combat::combat_setup;
use super::keys::*;
use super::ops::{rolled, Rule};
use super::profile;
use super::read::{
    active, army_power, is_out, last_muster_check, living, living_warriors, rally_check, rally_standing, shared, val,
};
use super::settle::{held, life_at_zero};
use crate::games::thaloria::data::{
    ABILITIES, BANNERS, DEPLOY_ALLOWANCE, FACTION_TILES, KING_ALARIC, KING_HALDREK, LAST_MUSTER_RETURNS, MAX_ATTACKERS,
    MAX_DEFENDERS,
};
use crate::table::{Alert, AlertLevel, Derived, Report, RuleButton, RuleOp, TableState};

/// Derived values, alerts and buttons.
pub(super) fn report(state: &TableState) -> Report {
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
        if life <= profile::low_life(&state.profile) {
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
    report.actions.push(super::compound::casualties_button(state));
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

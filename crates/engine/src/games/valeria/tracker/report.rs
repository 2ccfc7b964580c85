//! What the tracker reports: the phase reminder, the Turrets' status, the pools, the decks, the
//! alerts before a loss, the grading, and the buttons for its operations.

use super::keys::*;
use super::ops::{DieColour, Rule};
use super::profile;
use super::read::{
    champion, champions_on_fortress, engines_on_battlefield, face_up, impact, impacts_placed, is_won, loss_reasons,
    outcome, phase, phase_name, Outcome,
};
use super::settle::reinforced_today;
use crate::games::valeria::data::{loss_grade, win_grade};
use crate::table::{Alert, AlertLevel, Derived, Report, RuleButton, RuleOp, TableState};

/// The rulebook's grading (How Badly Did You Lose? / How Honored Was Your Victory), from the numbers.
pub(super) fn grade(state: &TableState) -> (String, String) {
    let undefeated = state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY).max(0) as usize;
    let troops = (state.value_or(TROOPS_HAND, None, 0) + state.value_or(TROOPS_BATTLEFIELD, None, 0)).max(0) as usize;
    let outcome = outcome(state);
    if outcome == Outcome::Lost {
        (
            format!("Defeat — {}", loss_grade(undefeated)),
            "rulebook: How Badly Did You Lose? — by undefeated Siege Engines (Battlefield + deck)".into(),
        )
    } else if outcome == Outcome::Won {
        (
            format!("Victory — {}", win_grade(troops)),
            format!(
                "rulebook: How Honored Was Your Victory — count the Troops in your hand (Defeated) and on the \
                 Battlefield (Routed) and set both counters (ruling A-44); the Battlefield is not counted during \
                 play, so {troops} is only right once you have counted"
            ),
        )
    } else {
        // designed: rulebook silent — the win's grade needs the Battlefield counted at the end (the tracker
        // does not follow it), so only the loss is shown while the game is on.
        (
            format!(
                "Game on. Lost now: {} Won: graded at the end by the Troops in your hand and on the Battlefield.",
                loss_grade(undefeated.max(1))
            ),
            "rulebook: How Badly Did You Lose? / How Honored Was Your Victory — the win is counted at the end".into(),
        )
    }
}

pub(super) fn reminder(p: i32, easy: bool) -> &'static str {
    match p {
        0 => "Flip face-down Champions face up, then roll every die in your pool",
        1 => "Each Siege Engine in range (orange bar) fires, leftmost column first",
        2 if easy => "Easy Mode: no Event",
        2 => "Draw one Event, follow it, discard it",
        3 => {
            "Spend dice on Front cards and in-range Siege Engines; repair 1 Impact per die or per face-up Champion \
              discarded"
        }
        4 => "Siege Engine in the Vanguard loses; tokens pass up; each Vanguard card adds 1 Impact below; discard them",
        5 => "Every card moves down its column; then an empty Troop deck loses",
        6 => "A Siege Engine to row 5 of each column without one; 4 Troops into empty spaces, bottom row first",
        _ => "",
    }
}

/// Derived values, alerts and buttons.
pub(super) fn report(state: &TableState) -> Report {
    let mut derived = Vec::new();
    let mut alerts = Vec::new();
    let mut actions = Vec::new();
    let p = phase(state);
    let easy = state.value_or(EASY_MODE, None, 0) != 0;

    derived.push(
        Derived::new("phase.reminder", "This phase", reminder(p, easy))
            .group(GROUP_DAY)
            .note(format!("rulebook: {}", phase_name(p))),
    );
    let (troop_costs, range_charts) = profile::reference(&state.profile);
    derived.push(
        Derived::new("troops.costs", "Troop costs", troop_costs)
            .group(GROUP_TROOPS)
            .note("Strength (+ Magic) to defeat each Troop: designed, check against your box (Match your box)"),
    );
    derived.push(
        Derived::new("engines.ranges", "Range Charts (Strength in range)", range_charts)
            .group(GROUP_ENGINES)
            .note("orange bars by row, 1 = the Vanguard; other rows out of range: designed, check against your box"),
    );

    // Fortress.
    let placed = impacts_placed(state);
    derived.push(
        Derived::new("impact.supply", "Impact tokens in the supply", (IMPACT_TOKENS - placed).max(0).to_string())
            .group(GROUP_TOKENS)
            .note("rulebook: Components — 15 Impact tokens, minus those on the Turrets"),
    );
    if placed >= IMPACT_TOKENS {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "All 15 Impact tokens are on the Turrets: mark further Impacts with anything (ruling A-36)",
            )
            .group(GROUP_TOKENS),
        );
    }
    for t in 0..TURRETS {
        let hits = impact(state, t);
        let group = turret_group(t);
        let status = match hits {
            h if h >= LOSING_IMPACTS => "Collapsed: the game is lost".to_string(),
            h if h >= BLOCKING_IMPACTS => "3 Impacts: no Champion; one more loses".to_string(),
            h => format!("{} Impacts until the Champion slot is blocked", BLOCKING_IMPACTS - h),
        };
        derived.push(
            Derived::new(format!("turret{}.status", t + 1), "Status", status)
                .group(group.clone())
                .note("rulebook: Fortress — 3 Impacts block the Champion, the 4th loses"),
        );
        if hits == BLOCKING_IMPACTS {
            alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "Turret {} has 3 Impacts: it holds no Champion and one more Impact loses (rulebook: Fortress)",
                        t + 1
                    ),
                )
                .group(group.clone()),
            );
        }
        actions.extend(turret_buttons(state, t, p));
    }

    // Dice.
    for (colour, supply) in [(DieColour::Soldier, SOLDIER_SUPPLY), (DieColour::Holy, HOLY_SUPPLY)] {
        let active = state.value_or(colour.active(), None, 0);
        let spent = state.value_or(colour.spent(), None, 0);
        derived.push(
            Derived::new(
                format!("{}.pool", colour.name().to_lowercase()),
                format!("{} dice in your pool", colour.name()),
                (active + spent).to_string(),
            )
            .group(GROUP_DICE)
            .note(format!("ruling A-1 — active plus spent; {} in the supply", state.value_or(supply, None, 0))),
        );
    }
    let pool = (state.value_or(SOLDIER_ACTIVE, None, 0) + state.value_or(SOLDIER_SPENT, None, 0))
        + (state.value_or(HOLY_ACTIVE, None, 0) + state.value_or(HOLY_SPENT, None, 0));
    let mut roll = RuleButton::new("roll_dice", "Roll your dice", RuleOp::Valeria(Rule::RollDice)).group(GROUP_DICE);
    roll = if p != PHASE_ROLL {
        roll.disabled("Only in Roll Your Dice (rulebook: Roll Your Dice)")
    } else if pool == 0 {
        roll.disabled("No die in your pool")
    } else {
        roll.hint("Refresh the Champions, gather the spent dice and roll the whole pool")
    };
    actions.push(roll);
    let spent = state.value_or(SOLDIER_SPENT, None, 0) + state.value_or(HOLY_SPENT, None, 0);
    let mut at_table = RuleButton::new(
        "rolled_at_table",
        "Rolled at the table: all dice active",
        RuleOp::Valeria(Rule::RolledAtTable),
    )
    .group(GROUP_DICE);
    at_table = if p != PHASE_ROLL {
        at_table.disabled("Only in Roll Your Dice (rulebook: Roll Your Dice)")
    } else if spent == 0 {
        at_table.disabled("No spent die to gather: the whole pool is active")
    } else {
        at_table.hint(
            "You rolled your own dice: refresh the Champions and move every die of the pool to active, in one step",
        )
    };
    actions.push(at_table);

    // Champions.
    let on_fortress = champions_on_fortress(state);
    let discarded = state.value_or(CHAMPIONS_DISCARD, None, 0);
    let deck = (CHAMPION_CARDS - on_fortress - discarded).max(0);
    let ready = (0..TURRETS).filter(|&t| champion(state, t) != 0 && face_up(state, t)).count();
    derived.push(
        Derived::new("champions.deck", "Champion deck", deck.to_string())
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Components — 18 Champions, minus those on the Fortress and discarded"),
    );
    derived.push(
        Derived::new("champions.ready", "Champions face up", format!("{ready} of {on_fortress}"))
            .group(GROUP_CHAMPIONS)
            .note("rulebook: Champions — a face-up Champion's power may be used"),
    );
    if deck == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "The Champion deck is exhausted: no more Champions will come (rulebook: Champions)",
            )
            .group(GROUP_CHAMPIONS),
        );
    }
    let face_down = (0..TURRETS).any(|t| champion(state, t) != 0 && !face_up(state, t));
    let mut refresh_button =
        RuleButton::new("refresh_champions", "Refresh all Champions", RuleOp::Valeria(Rule::RefreshChampions))
            .group(GROUP_CHAMPIONS);
    refresh_button = if face_down {
        refresh_button.hint("Flip every face-down Champion face up (rulebook: Roll Your Dice)")
    } else {
        refresh_button.disabled("Every Champion is face up")
    };
    actions.push(refresh_button);

    // Siege Engines.
    let left = state.value_or(ENGINES_LEFT, None, ENGINES_IN_PLAY);
    let on_field = engines_on_battlefield(state);
    derived.push(
        Derived::new("engines.battlefield", "Siege Engines on the Battlefield", on_field.to_string())
            .group(GROUP_ENGINES)
            .note("left minus the deck"),
    );
    derived.push(
        Derived::new("engines.defeated", "Siege Engines defeated", (ENGINES_IN_PLAY - left).max(0).to_string())
            .group(GROUP_ENGINES)
            .note("rulebook: Game Setup — 13 in play"),
    );
    if state.value(ENGINES_DECK, None) == Some(0) && left > 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "The Siege Engine deck is exhausted: defeat the {left} on the Battlefield to win (rulebook: \
                     Winning and Losing)"
                ),
            )
            .group(GROUP_ENGINES),
        );
    }
    let engine_deck = state.value_or(ENGINES_DECK, None, 0);
    if on_field == 0 && engine_deck > 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!(
                    "No Siege Engine on the Battlefield, {engine_deck} in the deck: at Reinforce the Battlefield \
                     place one in row 5 of each column and press \"Siege Engine placed\" for each (rulebook: \
                     Reinforce the Battlefield)"
                ),
            )
            .group(GROUP_ENGINES),
        );
    }
    let mut defeat = RuleButton::new("defeat_engine", "Siege Engine defeated", RuleOp::Valeria(Rule::DefeatEngine))
        .group(GROUP_ENGINES);
    defeat = if p != PHASE_ACTIONS {
        defeat.disabled("Only in Perform Your Actions (ruling A-10)")
    } else if on_field == 0 {
        defeat.disabled("No undefeated Siege Engine on the Battlefield (new ones come at Reinforce)")
    } else {
        defeat.hint("One fewer left; draw a Champion (rulebook: Attacking the Enemy)")
    };
    actions.push(defeat);
    let mut place =
        RuleButton::new("place_engine", "Siege Engine placed", RuleOp::Valeria(Rule::PlaceEngine)).group(GROUP_ENGINES);
    place = if p != PHASE_REINFORCE {
        place.disabled("Only in Reinforce the Battlefield")
    } else if engine_deck == 0 {
        place.disabled("The Siege Engine deck is empty")
    } else {
        place.hint(
            "One from the deck to row 5 of a column without a Siege Engine; press once per column (rulebook: \
             Reinforce the Battlefield)",
        )
    };
    actions.push(place);

    // Troops.
    let troops = state.value_or(TROOPS_DECK, None, TROOP_DECK);
    let reinforcements = (troops + REINFORCE_TROOPS - 1) / REINFORCE_TROOPS;
    derived.push(
        Derived::new("troops.reinforcements", "Reinforcements left in the Troop deck", reinforcements.to_string())
            .group(GROUP_TROOPS)
            .note("rulebook: Reinforce the Battlefield — 4 Troops each day"),
    );
    // A won game is over: no Reinforce is coming.
    let won = outcome(state) == Outcome::Won;
    if !won && state.value(TROOPS_DECK, None) == Some(0) && state.value_or(TROOPS_EXHAUSTED, None, 0) == 0 {
        alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "The Troop deck is empty: win before the next Reinforce the Battlefield or lose (rulebook: Advance \
                 the Battlefield)",
            )
            .group(GROUP_TROOPS),
        );
    } else if !won && (1..=REINFORCE_TROOPS).contains(&troops) && !reinforced_today(state) {
        // After today's Reinforce the deck still feeds tomorrow's: the note waits for the day it holds.
        alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Last Reinforcement in the Troop deck: today's Reinforce takes the last Troops, and the next day's \
                 finds the deck empty (rulebook: Winning and Losing)",
            )
            .group(GROUP_TROOPS),
        );
    }
    let mut reinforce =
        RuleButton::new("reinforce", "Reinforce: draw 4 Troops", RuleOp::Valeria(Rule::Reinforce)).group(GROUP_TROOPS);
    reinforce = if p != PHASE_REINFORCE {
        reinforce.disabled("Only in Reinforce the Battlefield")
    } else if reinforced_today(state) {
        reinforce.disabled("Already reinforced today (rulebook: Reinforce the Battlefield — 4 Troops once)")
    } else if troops == 0 {
        reinforce.disabled("The Troop deck is exhausted")
    } else {
        reinforce.hint("Take 4 Troops off the Troop deck (rulebook: Reinforce the Battlefield)")
    };
    actions.push(reinforce);

    // The end.
    // A win stands before any loss marked after it (see `outcome`): those are only notes.
    let won_by_counters = is_won(state);
    for (text, group) in loss_reasons(state) {
        let mut a = if won_by_counters {
            Alert::new(AlertLevel::Info, format!("Marked after every Siege Engine was defeated, so no loss: {text}"))
        } else {
            Alert::new(AlertLevel::Loss, text)
        };
        if let Some(g) = group {
            a = a.group(g);
        }
        alerts.push(a);
    }
    if won_by_counters {
        alerts.push(
            Alert::new(
                AlertLevel::Victory,
                "Every Siege Engine is defeated: the Troops are routed and you win (rulebook: Winning and Losing). \
                 For your grade, count the Troops in your hand and on the Battlefield and set both counters \
                 (rulebook: How Honored Was Your Victory)",
            )
            .group(GROUP_ENGINES),
        );
    }
    let (text, note) = grade(state);
    derived.push(Derived::new("grade", "Grading", text).group(GROUP_END).note(note));

    Report { derived, alerts, actions }
}

fn turret_buttons(state: &TableState, t: usize, p: i32) -> Vec<RuleButton> {
    let group = turret_group(t);
    let n = t + 1;
    let turret = n as u8;
    let hits = impact(state, t);
    let who = champion(state, t);
    let mut out = Vec::new();

    let mut by_champion = RuleButton::new(
        format!("turret{n}.repair_champion"),
        "Repair: discard the Champion",
        RuleOp::Valeria(Rule::RepairWithChampion { turret }),
    )
    .group(group.clone());
    by_champion = if p != PHASE_ACTIONS {
        by_champion.disabled("Only in Perform Your Actions (ruling A-11)")
    } else if who == 0 {
        by_champion.disabled("No Champion on this Turret")
    } else if !face_up(state, t) {
        by_champion.disabled("The Champion is face down")
    } else if hits == 0 {
        by_champion.disabled("No Impact to remove")
    } else {
        by_champion.hint(format!("Discard {} to remove 1 Impact (rulebook: Fortress)", champion_name(who)))
    };
    out.push(by_champion);

    for colour in [DieColour::Soldier, DieColour::Holy] {
        let mut b = RuleButton::new(
            format!("turret{n}.repair_{}", colour.name().to_lowercase()),
            format!("Repair: spend a {} die", colour.name()),
            RuleOp::Valeria(Rule::RepairWithDie { turret, colour }),
        )
        .group(group.clone());
        b = if p != PHASE_ACTIONS {
            b.disabled("Only in Perform Your Actions (rulebook: Fortress)")
        } else if hits == 0 {
            b.disabled("No Impact to remove")
        } else if state.value_or(colour.active(), None, 0) == 0 {
            b.disabled(format!("No active {} die", colour.name()))
        } else {
            b.hint("1 die of any value removes 1 Impact (rulebook: Fortress)")
        };
        out.push(b);
    }
    out
}

//! The buttons for the tracker's operations, each enabled or saying why not.

use super::attack::ferocity_value;
use super::keys::*;
use super::ops::{can_move, power_counter, Rule};
use super::profile::Board;
use super::read::{hero_of, is_awakened};
use crate::games::firesiege::data::{PowerTrack, AWAKEN_ENERGY, DEFEAT_TRACK, HEROES, SKILL_COSTS};
use crate::table::{RuleButton, RuleOp, TableState};

pub(super) fn op(rule: Rule) -> RuleOp {
    RuleOp::Firesiege(rule)
}

pub(super) fn buttons(state: &TableState, owed: i32) -> Vec<RuleButton> {
    let mut b = Vec::new();
    let amount = state.value_or("power_amount", None, 1).clamp(1, POWER_AMOUNT_MAX);
    for t in PowerTrack::ALL {
        if state.by_key(t.key(), None).is_none() {
            continue;
        }
        for (dir, verb, sign) in [(1, "advance", '+'), (-1, "retreat", '−')] {
            let rule = if dir > 0 { Rule::AdvanceTrack { track: t } } else { Rule::RetreatTrack { track: t } };
            let mut button =
                RuleButton::new(format!("{verb}_{}", t.key()), format!("{} {sign}{amount}", t.name()), op(rule))
                    .group(G_POWER)
                    .hint("Past the end, the rest goes to another track");
            if owed != 0 {
                button = button.disabled("First put the owed squares on another track");
            }
            b.push(button);
        }
    }
    if owed != 0 {
        let dir = owed.signum();
        for t in PowerTrack::ALL {
            let mut button = RuleButton::new(
                format!("owed_{}", t.key()),
                format!("Owed {owed:+} → {}", t.name()),
                op(Rule::PlaceOwed { track: t }),
            )
            .group(G_POWER);
            if !can_move(state, t, dir) {
                button = button.disabled(format!("{} is at its end", t.name()));
            }
            b.push(button);
        }
        b.push(RuleButton::new("drop_owed", "Give up the owed squares", op(Rule::DropOwed)).group(G_POWER));
    }
    if state.value("warlord_xeragt", None) == Some(W_PLAY) {
        let mut button = RuleButton::new("xe_ragt", "Xe'Ragt moves: all tracks −1", op(Rule::XeRagt)).group(G_WARLORDS);
        if owed != 0 {
            button = button.disabled("First put the owed squares on another track");
        }
        b.push(button);
    }
    let energy = power_counter(state, PowerTrack::Energy).ok();
    for p in 0..state.player_count() {
        if state.by_key("awakened", Some(p)).is_none() {
            continue;
        }
        let awake = is_awakened(state, p);
        let mut pay = RuleButton::new(
            format!("awaken_p{p}"),
            format!("Awaken (−{AWAKEN_ENERGY} energy)"),
            op(Rule::Awaken { player: p }),
        )
        .group(G_HERO)
        .player(p);
        let mut trig =
            RuleButton::new(format!("trigger_p{p}"), "Awaken (trigger met)", op(Rule::AwakenTrigger { player: p }))
                .group(G_HERO)
                .player(p);
        if let Some(h) = hero_of(state, p) {
            trig = trig.hint(h.trigger);
        }
        if awake {
            pay = pay.disabled("Already awakened");
            trig = trig.disabled("Already awakened");
        } else if energy.is_none_or(|(v, min, _)| v - AWAKEN_ENERGY < min) {
            pay = pay.disabled(format!("Needs {AWAKEN_ENERGY} energy"));
        }
        b.push(pay);
        b.push(trig);
    }
    let mut heal = RuleButton::new("heal_all", "Heal 1 every hero", op(Rule::HealAll)).group(G_HERO);
    if !(0..state.player_count()).any(|p| state.value_or("damage", Some(p), 0) > 0) {
        heal = heal.disabled("No hero has damage");
    }
    b.push(heal);
    let mut hire =
        RuleButton::new("hire_marall", "Hire a Marall (activate the top card)", op(Rule::HireMarall)).group(G_MARALL);
    if state.value("marall", None) == Some(Board::of(&state.profile).marall_zero()) {
        hire = hire.hint("On 0 the card does not activate");
    }
    b.push(hire);
    if state.player_count() == 1 {
        let mut flip = RuleButton::new("solo_flip", "Flip a tile (−1 energy)", op(Rule::SoloFlip)).group(G_TURN);
        if energy.is_none_or(|(v, min, _)| v <= min) {
            flip = flip.disabled("No energy");
        } else if state.value_or("solo_flipped", None, 0) > 0 {
            flip = flip.disabled("Once per turn");
        }
        b.push(flip);
    }
    for (key, label, rule, counter) in [
        ("place_hunter", "Place a hunter", Rule::PlaceHunter, "hunters"),
        ("place_queen", "Place a queen", Rule::PlaceQueen, "queens"),
    ] {
        if let Some(c) = state.by_key(counter, None) {
            let mut button = RuleButton::new(key, label, op(rule)).group(G_SKREEL);
            if c.value >= c.max {
                button = button.hint("None left: placing one loses the game");
            }
            b.push(button);
        }
    }
    let mut atk = RuleButton::new("attack", "Roll the battle die and attack", op(Rule::Attack))
        .group(G_ATTACK)
        .hint("Steps 1-2: the battle die and the total; ferocity comes after (step 3)");
    if state.value_or("attack_strength", None, 0) <= 0 {
        atk = atk.disabled("No Valkun strength in the region");
    }
    b.push(atk);
    let fero = ferocity_value(state).unwrap_or(0);
    let mut use_fero = RuleButton::new(
        "use_ferocity",
        format!("Add ferocity +{}", fero.max(0)),
        op(Rule::UseFerocity { amount: None }),
    )
    .group(G_ATTACK)
    .hint("Step 3, after the battle die: the marker goes back as many squares");
    if state.value_or("attack_die", None, 0) <= 0 {
        use_fero = use_fero.disabled("Roll the attack first");
    } else if state.value_or("attack_ferocity", None, 0) > 0 {
        use_fero = use_fero.disabled("Once per attack");
    } else if fero <= 0 {
        use_fero = use_fero.disabled("No ferocity to add");
    }
    b.push(use_fero);
    for p in 0..state.player_count() {
        let h = usize::try_from(state.value_or("hero", Some(p), 0)).unwrap_or(0);
        let (Some(hero), Some((low, high))) = (HEROES.get(h), SKILL_COSTS.get(h).copied()) else { continue };
        let cost = amount.clamp(low, high);
        let mut skill = RuleButton::new(
            format!("skill_p{p}"),
            format!("{} (−{cost} energy)", hero.skill.split(" (").next().unwrap_or(hero.skill)),
            op(Rule::UseSkill { player: p }),
        )
        .group(G_HERO)
        .player(p)
        .hint(hero.skill);
        if owed != 0 {
            skill = skill.disabled("First put the owed squares on another track");
        } else if energy.is_none_or(|(v, min, _)| v - cost < min) {
            skill = skill.disabled(format!("Needs {cost} energy"));
        }
        b.push(skill);
    }
    let day = state.value_or("day", None, 0);
    let mut lost =
        RuleButton::new("record_defeat", "Game lost: mark the defeat track", op(Rule::RecordDefeat)).group(G_CAMPAIGN);
    let mut won = RuleButton::new("record_victory", "Game won: next day", op(Rule::RecordVictory)).group(G_CAMPAIGN);
    if !(1..=7).contains(&day) {
        lost = lost.disabled("Set the campaign day");
        won = won.disabled("Set the campaign day");
    } else if state.value_or("defeats", None, 0) >= DEFEAT_TRACK {
        lost = lost.disabled("The campaign is lost");
    }
    b.push(lost);
    b.push(won);
    b.push(RuleButton::new("new_game", "New game (same campaign)", op(Rule::NewGame)).group(G_CAMPAIGN));
    b
}

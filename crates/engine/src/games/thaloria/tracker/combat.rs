//! The combat roller (rulebook: 6. Combat Dice): the dice of a battle or a Wizard attack, the
//! highest against the highest with ties rerolled, the losses, and the roll for the starting Wizard.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::army::shift;
use super::keys::*;
use super::ops::{clear_roll, rolled, stored_dice};
use super::read::{is_out, living, shared, val};
use crate::games::thaloria::data::{
    ELITE_DIE, KING_ALARIC, KING_HALDREK, MAX_ATTACKERS, MAX_DEFENDERS, STANDARD_DIE, START_DIE,
};
use crate::table::{ResultDie, RuleResult, TableError, TableState};

/// What a combat roll needs, read from the Combat counters.
#[derive(Clone, Copy, Debug)]
pub(super) struct Setup {
    pub(super) wizard_attack: bool,
    pub(super) attacker: usize,
    pub(super) defender: usize,
    pub(super) attack: (i32, i32),
    pub(super) defend: (i32, i32),
    pub(super) apply: bool,
}

pub(super) fn combat_setup(state: &TableState) -> Result<Setup, TableError> {
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
pub(super) struct Die {
    pub(super) elite: bool,
    pub(super) face: u32,
    pub(super) first: u32,
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
pub(super) fn rank_dice(mut dice: Vec<Die>) -> Vec<Die> {
    dice.sort_by_key(|d| (std::cmp::Reverse(d.face), d.elite));
    dice
}

/// Who won each die's comparison (`None`: unmatched), highest against highest; a tied pair
/// rerolls both dice until one is higher (the dice stay linked to their Warriors), and one line
/// of text per comparison. `att` and `def` are ranked highest first.
pub(super) fn compare(
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
pub(super) fn combat(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
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
pub(super) fn resolve_combat(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
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
pub(super) fn roll_for_start(state: &mut TableState, rng: &mut ChaCha8Rng) -> Result<String, TableError> {
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

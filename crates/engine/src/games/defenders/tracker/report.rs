//! What the tracker reports: the turn's reminder, the war, the minions, each General's status, the
//! combat helpers, each hero's actions and Life Tokens, the King's Champion; the alerts before a
//! loss; and the buttons for its operations.

use super::compound;
use super::keys::*;
use super::ops::{sapphire_regenerates, Rule};
use super::profile;
use super::read::{
    active_hero, capacity, city_total, defeated_count, has_city_colours, has_life, hero_name, is_defeated, night_cards,
    night_use, on_card, wounds_of,
};
use crate::core::words::{counted, noun};
use crate::games::defenders::data::{self, General};
use crate::table::{Alert, AlertLevel, Derived, Report, RuleButton, RuleInput, RuleOp, TableState};

fn general_status(state: &TableState, gen: &Gen) -> String {
    let g = gen.general;
    let d = g.data();
    if is_defeated(state, gen) {
        return "Defeated".into();
    }
    let w = wounds_of(state, gen);
    let left = remaining(g, w);
    let step = usize::try_from(state.value_or(gen.step, None, 0)).unwrap_or(0);
    let at = d.path.get(step).map_or("?", |&l| data::location(l).name);
    let mut s = format!("At {at}; {left} of {} hits to defeat, hits on {}+", d.track, d.to_hit);
    if w > 0 {
        let clock = state.value_or(gen.heal, None, 0);
        let kind = if is_major(g, w) { "major wound (does not advance)" } else { "minor wound" };
        s.push_str(&format!("; {kind}"));
        if g == General::Sapphire && clock <= 0 {
            s.push_str("; regenerates unless defeated");
        } else if clock == 1 {
            s.push_str("; heals 1 at the end of this turn");
        } else if clock > 1 {
            s.push_str(&format!("; starts healing at the end of turn {}", state.value_or("turn", None, 1) + clock - 1));
        } else {
            s.push_str("; not healing");
        }
    }
    s
}

fn champion(state: &TableState) -> (String, Vec<usize>) {
    let score = |p: usize| {
        let q = state.value_or("quests", Some(p), 0);
        (q + state.value_or("slain", Some(p), 0), q)
    };
    let n = state.player_count();
    let best = (0..n).map(score).max().unwrap_or((0, 0));
    let leaders: Vec<usize> = (0..n).filter(|&p| score(p) == best).collect();
    if best.0 == 0 {
        return ("No points yet".into(), Vec::new());
    }
    let names: Vec<String> = leaders.iter().map(|&p| state.player_name(p)).collect();
    (
        format!(
            "{} with {}, {}",
            names.join(" and "),
            counted(best.0, "point", "points"),
            counted(best.1, "quest", "quests")
        ),
        leaders,
    )
}

fn reminder(state: &TableState) -> String {
    let war = state.value_or("war_status", None, 0);
    match state.value_or("phase", None, DAYTIME) {
        DAYTIME => "Daytime: Life Tokens face up, then one action per active token \
              (Rumors at the Inn at most 2); at its end the hero suffers 1 wound per minion there, +1 Fear with Undead"
            .into(),
        EVENING => format!("Evening: draw {EVENING_DRAW} Hero Cards, then discard down to {HAND_LIMIT}"),
        _ => {
            let healing: Vec<&str> = GENS
                .iter()
                .filter(|g| !is_defeated(state, g) && wounds_of(state, g) > 0 && state.value_or(g.heal, None, 0) == 1)
                .map(|g| g.general.data().name)
                .collect();
            let mut s = format!(
                "Night: draw {}: {}; 4th minion on a location overruns and taints",
                counted(night_cards(war), "Darkness Spreads card", "Darkness Spreads cards"),
                night_use(war)
            );
            if !healing.is_empty() {
                s.push_str(&format!("; then {} {} 1", healing.join(", "), noun(healing.len(), "heals", "heal")));
            }
            s
        }
    }
}

/// Derived values, alerts and buttons.
pub(super) fn report(state: &TableState) -> Report {
    let mut r = Report::default();
    let war = state.value_or("war_status", None, 0);
    let defeated = defeated_count(state);
    let turn = state.value_or("turn", None, 1);
    let phase = state.value_or("phase", None, DAYTIME);
    let active = active_hero(state);

    // Turn.
    if let Some(p) = active {
        r.derived.push(
            Derived::new("active_hero", "Active hero", hero_name(state, p))
                .group(GROUP_TURN)
                .note("rulebook: Playing the Game — turn 1 is the first hero's (the players choose), then clockwise"),
        );
    }
    r.derived.push(Derived::new("reminder", "Now", reminder(state)).group(GROUP_TURN).note("rulebook: Game Turn"));

    // War.
    r.derived.push(
        Derived::new("darkness_cards", "Darkness Spreads cards each Night", night_cards(war).to_string())
            .group(GROUP_WAR)
            .note(format!("rulebook: War Status — {}", night_use(war))),
    );
    let crystals = state.value_or("crystals", None, CRYSTALS_AT_START);
    r.derived.push(
        Derived::new("crystals_left", "Tainted Crystals left", (CRYSTALS - crystals).max(0).to_string())
            .group(GROUP_WAR)
            .note("rulebook: Game Components — 12 in all"),
    );
    r.derived.push(
        Derived::new("generals_defeated", "Generals defeated", format!("{defeated} of {GENERALS}"))
            .group(GROUP_WAR)
            .note("rulebook: Winning (or Losing) — defeat all 4 to win"),
    );
    if crystals >= CRYSTALS {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "The 12th Tainted Crystal is on the board: the Realm falls (rulebook: Winning (or Losing) iii)",
            )
            .group(GROUP_WAR),
        );
    } else if crystals == CRYSTALS - 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "11 Tainted Crystals: the next one loses (rulebook: Winning (or Losing) iii)",
            )
            .group(GROUP_WAR),
        );
    }
    if state.value_or(SHORTAGE, None, 0) != 0 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "A Darkness Spreads card needed minions that neither the supply nor the quest cards had: the Realm \
                 falls (rulebook: Winning (or Losing) ii; ruling A-6)",
            )
            .group(GROUP_WAR),
        );
    }
    let city = city_total(state);
    if city >= CITY_FALLS_AT {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                format!("{city} minions in Monarch City: the city falls (rulebook: Winning (or Losing) iv)"),
            )
            .group(GROUP_WAR),
        );
    } else if city == CITY_FALLS_AT - 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "4 minions in Monarch City: one more and the city falls (rulebook: Overruns and Tainted Land)",
            )
            .group(GROUP_WAR),
        );
    }
    let expected_war = defeated.min(WAR_BOXES.len() as i32 - 1);
    if state.by_key("war_status", None).is_some() && war != expected_war {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!(
                    "War Status is in box {} but {} defeated: it should be box {} (rulebook: War Status)",
                    war + 1,
                    counted(defeated, "General is", "Generals are"),
                    expected_war + 1
                ),
            )
            .group(GROUP_WAR),
        );
    }
    if defeated == GENERALS {
        let (who, _) = champion(state);
        r.alerts.push(Alert::new(
            AlertLevel::Victory,
            format!("All 4 Generals are defeated: the Realm is saved! King's Champion: {who} (rulebook: Winning (or Losing))"),
        ));
    }

    // Minions.
    let mut on_board = 0;
    for c in &COLS {
        let supply = state.value_or(c.supply, None, 0);
        let board = state.value_or(c.board, None, 0);
        on_board += board + state.value_or(c.city, None, 0);
        let race = c.colour.race();
        if state.by_key(c.supply, None).is_none() {
            continue;
        }
        if supply == 0 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "No {race} minions left in the supply: take them from quest cards, else the next card that \
                         needs one loses (rulebook: Winning (or Losing) ii; Quest Cards)"
                    ),
                )
                .group(GROUP_MINIONS),
            );
        } else if supply <= profile::low_supply(&state.profile) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("Only {supply} {race} {} left in the supply", noun(supply, "minion", "minions")),
                )
                .group(GROUP_MINIONS),
            );
        }
    }
    r.derived.push(
        Derived::new("minions_on_board", "Minions on the board", on_board.to_string())
            .group(GROUP_MINIONS)
            .note("rulebook: Set Up — 30 after setup (24 with the Easier variant); Monarch City's are among them"),
    );
    if city > on_board && !has_city_colours(state) {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                format!("Monarch City holds {city} minions but only {on_board} are counted on the board: move them from the supply too"),
            )
            .group(GROUP_MINIONS),
        );
    }
    if turn == 1 && phase == DAYTIME && on_board == ESCORT * GENERALS {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Setup: move the 18 minions of the six setup cards from the supply to the board (12 with the Easier variant)",
            )
            .group(GROUP_MINIONS),
        );
    }

    // Generals.
    for gen in &GENS {
        let g = gen.general;
        let d = g.data();
        let group = general_group(g);
        r.derived.push(
            Derived::new(format!("{}.status", d.name.to_lowercase()), "Status", general_status(state, gen))
                .group(&group)
                .note("rulebook: Attack an Enemy General; Generals' Healing (ruling A-9)"),
        );
        let defeated_g = is_defeated(state, gen);
        let step = state.value_or(gen.step, None, 0);
        let last = d.path.len() as i32 - 1;
        if !defeated_g && step >= last {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    format!("{} entered Monarch City: the Realm falls (rulebook: Winning (or Losing) i)", d.name),
                )
                .group(&group),
            );
        } else if !defeated_g && step == last - 1 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!("{} is one step from Monarch City (rulebook: A General Advances)", d.name),
                )
                .group(&group),
            );
        }
        let w = wounds_of(state, gen);
        if g == General::Sapphire && sapphire_regenerates(state) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    "Sapphire is wounded: defeat her in this combat, or she returns to full health when it ends \
                     (\"Sapphire survived the combat\", at the latest when Daytime ends; rulebook: Sapphire). \
                     Amarak's Blessing: set her healing clock instead",
                )
                .group(&group),
            );
        }
        if !defeated_g && is_major(g, w) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} has a major wound: it does not advance (rulebook: Major Wound)", d.name),
                )
                .group(&group),
            );
        }
        if state.by_key(gen.wounds, None).is_some() {
            let attack = RuleButton::new(
                gen.attack,
                format!("Attack {}", d.name),
                RuleOp::Defenders(Rule::AttackGeneral { general: g }),
            )
            .group(GROUP_ATTACK);
            let attack = if defeated_g {
                attack.disabled(format!("{} is defeated", d.name))
            } else if state.value_or("attack.dice", None, 0) == 0 {
                attack.disabled("set the dice from Hero Cards first")
            } else {
                attack.hint(format!("roll the dice, hits on {}+, and move the Wound Marker", d.to_hit))
            };
            r.actions.push(attack);
            let survived = RuleButton::new(
                gen.survived,
                format!("{} survived the combat", d.name),
                RuleOp::Defenders(Rule::GeneralSurvived { general: g }),
            )
            .group(&group);
            r.actions.push(if defeated_g {
                survived.disabled(format!("{} is defeated", d.name))
            } else {
                survived.hint("starts its healing clock (Sapphire regenerates) and shows the Hero Defeated penalty")
            });
        }
    }
    let slain: i32 = (0..state.player_count()).map(|p| state.value_or("slain", Some(p), 0)).sum();
    if slain < defeated {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} to hand out: the Slayer of each takes it (Generals slain +1)",
                    counted(defeated - slain, "General card", "General cards")
                ),
            )
            .group(GROUP_CHAMPION),
        );
    }

    // Minion combat.
    for c in &COLS {
        r.derived.push(
            Derived::new(
                format!("hit.{}", c.colour.name()),
                format!("{} hit on", c.colour.race()),
                format!("{}+", c.colour.minion_hit()),
            )
            .group(GROUP_ROLLER)
            .note("rulebook: Enemy Minions"),
        );
    }
    let here: i32 = COLS.iter().map(|c| state.value_or(c.here, None, 0)).sum();
    let roll =
        RuleButton::new("roll_minions", "Engage minions", RuleOp::Defenders(Rule::RollMinions)).group(GROUP_ROLLER);
    r.actions.push(if here == 0 {
        roll.disabled("count the minions at the location first")
    } else {
        roll.hint("1 action: one die per minion")
    });
    if let Some(p) = active {
        let b = RuleButton::new("suffer_wounds", "End-of-turn wounds", RuleOp::Defenders(Rule::SufferWounds))
            .group(GROUP_ROLLER)
            .player(p);
        r.actions.push(if here == 0 {
            b.disabled("no minions counted at the location")
        } else {
            b.hint("1 wound per minion here, +1 Fear with Undead (rulebook: Suffering Wounds)")
        });
        let draw = RuleButton::new(
            "evening_draw",
            format!("Evening: draw {EVENING_DRAW}"),
            RuleOp::Defenders(Rule::EveningDraw),
        )
        .group(GROUP_TURN)
        .player(p);
        let drawn = state.value_or(EVENING_DRAWN, None, 0) != 0;
        r.actions.push(if phase != EVENING && phase != NIGHT {
            draw.disabled("in the Evening")
        } else if drawn {
            draw.disabled("already drawn this Evening")
        } else if phase == NIGHT {
            draw.hint("the Evening's draw was skipped: take it now, then discard down to 10")
        } else {
            draw.hint("once per Evening, then discard down to 10")
        });
        if phase == NIGHT && !drawn && state.by_key(EVENING_DRAWN, None).is_some() {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "{} did not take the Evening draw: press \"Evening: draw 2\" (drawn by hand: switch \
                         \"Evening draw taken\" on) (rulebook: Step 2 - Evening)",
                        hero_name(state, p)
                    ),
                )
                .player(p)
                .group(GROUP_TURN),
            );
        }
    }

    // Night: a Darkness Spreads card's minions and overruns, in one step.
    let dark = RuleButton::new(
        "darkness_spreads",
        "Darkness Spreads: place a card",
        RuleOp::Defenders(Rule::DarknessSpreads { card: 1, a_there: 0, b_there: 0, full_neighbours: 0 }),
    )
    .group(GROUP_MINIONS);
    let dark = compound::darkness_inputs().into_iter().fold(dark, RuleButton::input);
    r.actions.push(if phase != NIGHT {
        dark.disabled("at Night (rulebook: Step 3 – Night)")
    } else {
        dark.hint("the card's minions from the supply, with its overruns: Tainted Crystals and spilled minions")
    });

    // Heroes.
    for p in 0..state.player_count() {
        let name = hero_name(state, p);
        let active_tokens = state.value_or("life_active", Some(p), 0);
        let wounded = state.value_or("life_wounded", Some(p), 0);
        let cap = capacity(state, p);
        let quests = state.value_or("quests", Some(p), 0);
        let points = quests + state.value_or("slain", Some(p), 0);
        r.derived.push(
            Derived::new("actions", "Actions left", active_tokens.to_string())
                .group(GROUP_LIFE)
                .player(p)
                .note("rulebook: Step 1 - Daytime — one per active Life Token"),
        );
        r.derived.push(
            Derived::new("life_on_card", "Life Tokens on the card", format!("{} of {cap}", on_card(state, p)))
                .group(GROUP_LIFE)
                .player(p)
                .note("designed: rulebook silent (F§3) — the hero's printed Life Tokens, with the variant"),
        );
        r.derived.push(
            Derived::new("points", "King's Champion points", points.to_string())
                .group(GROUP_CHAMPION)
                .player(p)
                .note("rulebook: The King's Champion — quests completed + General cards"),
        );
        if !has_life(state, p) {
            continue;
        }
        let lost = on_card(state, p) == 0;
        if lost {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!("{name} is lost in battle: pick a new hero above (or \"New hero\" for the same card): Monarch City, full Life, 1 Quest and 2 Hero Cards (rulebook: Suffering Wounds)"),
                )
                .player(p)
                .group(GROUP_LIFE),
            );
        } else if on_card(state, p) == 1 {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{name} has 1 Life Token left: one more wound and the hero is lost"),
                )
                .player(p)
                .group(GROUP_LIFE),
            );
        }
        let cards = state.value_or("cards", Some(p), 0);
        if cards > HAND_LIMIT {
            let level = if Some(p) == active && phase >= EVENING { AlertLevel::Warning } else { AlertLevel::Info };
            r.alerts.push(
                Alert::new(level, format!("{name} holds {cards} Hero Cards: discard down to {HAND_LIMIT} after the Evening draw (rulebook: Step 2 - Evening)"))
                    .player(p)
                    .group(GROUP_HERO),
            );
        }
        let wound = RuleButton::new(format!("wound.{p}"), "Wound", RuleOp::Defenders(Rule::Wound { hero: p }))
            .group(GROUP_LIFE)
            .player(p);
        r.actions.push(if lost {
            wound.disabled("no Life Token left")
        } else {
            wound.hint("a used token first, then an active one")
        });
        for (key, label, full) in [("heal.", "Heal 2", false), ("heal_full.", "Heal fully (Monarch City, Inn)", true)] {
            let b = RuleButton::new(format!("{key}{p}"), label, RuleOp::Defenders(Rule::Heal { hero: p, full }))
                .group(GROUP_LIFE)
                .player(p);
            r.actions.push(if wounded == 0 {
                b.disabled("no wounds")
            } else if lost {
                b.disabled("lost in battle")
            } else {
                b.hint("not where enemies are; healed tokens are usable next turn")
            });
        }
        let tokens = RuleButton::new(
            format!("heal_tokens.{p}"),
            "Heal N Life Tokens",
            RuleOp::Defenders(Rule::HealTokens { hero: p, tokens: wounded.clamp(1, 2) }),
        )
        .group(GROUP_LIFE)
        .player(p)
        .input(
            RuleInput::number("tokens", "Life Tokens to heal", 1, wounded.max(1), wounded.clamp(1, 2))
                .note("rulebook: Healing Wounds — never above the card's number; usable next turn"),
        );
        r.actions.push(if wounded == 0 {
            tokens.disabled("no wounds")
        } else if lost {
            tokens.disabled("lost in battle")
        } else {
            tokens.hint("a card or skill that heals a number of tokens: all of them in one step")
        });
        if lost {
            r.actions.push(
                RuleButton::new(format!("new_hero.{p}"), "New hero", RuleOp::Defenders(Rule::NewHero { hero: p }))
                    .group(GROUP_HERO)
                    .player(p)
                    .hint(
                        "the same hero card, full Life Tokens, 2 Hero Cards; picking another hero above does the same",
                    ),
            );
        }
    }
    let (who, _) = champion(state);
    r.derived.push(
        Derived::new("kings_champion", "King's Champion", who)
            .group(GROUP_CHAMPION)
            .note("rulebook: The King's Champion — most points, then most quests; a tie is shared"),
    );
    r
}

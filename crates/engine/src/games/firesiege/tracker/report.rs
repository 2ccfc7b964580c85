//! What the tracker reports: the horde track, the power-up board, the Marall, banners and goals, the
//! Skreel, the warlords, the heroes, the campaign's day and win; the alerts before a loss.

use super::attack::attack_total;
use super::buttons::buttons;
use super::campaign::{banners_cap, scenario, victory};
use super::keys::*;
use super::ops::{can_move, show_track};
use super::profile::Board;
use super::read::{constitution, hero_of, is_awakened, strength};
use crate::core::words::counted;
use crate::games::firesiege::data::{
    HordeIcon, PowerTrack, BREACHES, DEFEAT_TRACK, HUNTERS, NESTS, QUEENS, SOLDIERS, WARLORDS,
};
use crate::table::{Alert, AlertLevel, Derived, Report, TableState};

/// Derived values, alerts and buttons.
pub(super) fn report(state: &TableState) -> Report {
    let mut r = Report::default();
    let players = state.player_count();
    let solo = players == 1;
    let side = usize::try_from(state.value_or("board_side", None, 0)).unwrap_or(0).min(1);

    // Horde.
    let board = Board::of(&state.profile);
    if let Some(h) = state.value("horde", None) {
        let skull = board.skull;
        let to_skull = (skull - h).max(0);
        r.derived.push(
            Derived::new("horde_to_skull", "Spaces to the skull", to_skull.to_string())
                .group(G_HORDE)
                .note(format!("the skull is space {skull} (Match your box; designed: 24)")),
        );
        let next = ((h + 1)..=skull).find(|s| board.icon(*s) != HordeIcon::Plain);
        if let Some(s) = next {
            let what = match board.icon(s) {
                HordeIcon::HordeCard => "horde card",
                HordeIcon::Warlord if s == board.zagal() && state.value_or("zagal", None, 0) == Z_TRACK => "Zagal",
                HordeIcon::Warlord => "warlord",
                _ => "skull",
            };
            r.derived.push(
                Derived::new("horde_next", "Next icon", format!("{what} in {}", counted(s - h, "space", "spaces")))
                    .group(G_HORDE),
            );
        }
        if h >= skull {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    "The horde marker reached the skull: the game is lost (rulebook: Winning and Defeat conditions)",
                )
                .group(G_HORDE),
            );
        } else if to_skull <= board.warn {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "The horde is {} from the skull (rulebook: Horde Track)",
                        counted(to_skull, "space", "spaces")
                    ),
                )
                .group(G_HORDE),
            );
        }
    }

    // Power-up board.
    r.derived.push(Derived::new("board_side", "Board side", side_name(side)).group(G_POWER));
    if (players >= 4) != (side == 1) {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} on the {} side (rulebook: Power-Up Board)",
                    counted(players, "hero plays", "heroes play"),
                    side_name(usize::from(players >= 4))
                ),
            )
            .group(G_POWER),
        );
    }
    for t in PowerTrack::ALL {
        if state.by_key(t.key(), None).is_none() {
            continue;
        }
        let v = show_track(state, t);
        let (key, label, value) = match t {
            PowerTrack::March => ("march_moves", "Movements per action", v),
            PowerTrack::Recruitment => ("recruits", "Soldiers per recruitment", v),
            PowerTrack::Ferocity => ("ferocity_bonus", "Ferocity bonus", v),
            PowerTrack::Energy => ("energy_stored", "Energy", v),
        };
        r.derived.push(Derived::new(key, label, value).group(G_POWER).note("rulebook: Power-Up tracks"));
    }
    let owed = state.value_or("power_owed", None, 0);
    if owed != 0 {
        let word = if owed > 0 { "advance" } else { "retreat" };
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} to {word} on another track (rulebook: Advance/retreat on the power-up tracks)",
                    counted(owed.abs(), "square", "squares")
                ),
            )
            .group(G_POWER),
        );
    }
    let top: Vec<&str> = PowerTrack::ALL
        .iter()
        .filter(|t| state.by_key(t.key(), None).is_some() && !can_move(state, **t, 1))
        .map(|t| t.name())
        .collect();
    if !top.is_empty() {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                format!(
                    "{} on the highest square: Gestha's trigger; Save Norad may be used (rulebook: Valkun Hero \
                    Cards, Save Norad)",
                    top.join(", ")
                ),
            )
            .group(G_POWER),
        );
    }

    // Marall.
    if let Some(m) = state.value("marall", None) {
        let value = match board.marall_effect(m) {
            None => "does not activate (on 0)".to_string(),
            Some((side, times)) => format!("{side} effect ×{times}"),
        };
        r.derived.push(
            Derived::new("marall_effect", "Next Marall card", value)
                .group(G_MARALL)
                .note("rulebook: Marall Mercenaries"),
        );
    }

    // The attack rolled so far (steps 1-3).
    if let Some((total, _, lines)) = attack_total(state) {
        r.derived.push(
            Derived::new("attack_total", "Attack: total strength", total.to_string())
                .group(G_ATTACK)
                .note(lines.join("; ")),
        );
    }

    // Banners, nests, breaches.
    let banners = state.value_or("banners", None, 0);
    let cap = banners_cap(state);
    r.derived.push(Derived::new("banners", "Banners", format!("{banners} / {cap}")).group(G_GOALS));
    let nests = NESTS.iter().filter(|(k, ..)| state.value_or(k, None, 0) > 0).count();
    r.derived.push(Derived::new("nests_destroyed", "Nests destroyed", format!("{nests} / 3")).group(G_GOALS));
    if let Some(text) = victory(state) {
        r.alerts.push(Alert::new(AlertLevel::Victory, text).group(G_GOALS));
    }
    if let Some(b) = state.value("breaches", None) {
        r.derived.push(
            Derived::new("breaches_left", "Breach tokens in the supply", (BREACHES - b).to_string()).group(G_GOALS),
        );
        if b >= BREACHES && state.value("warlord_tuulum", None) == Some(W_PLAY) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    "All 8 breach tokens are on the board: Tu'Ulum moves by 1 (rulebook: Tu'Ulum)",
                )
                .group(G_GOALS),
            );
        }
    }

    // Skreel and the citadel.
    let limit = if solo { 2 } else { 1 }; // rulebook: Winning and Defeat conditions; Solo mode
    let inside = state.value_or("citadel", None, 0);
    r.derived.push(
        Derived::new("citadel_limit", "Skreel in the citadel that lose", limit.to_string())
            .group(G_SKREEL)
            .note("rulebook: Winning (1); Solo mode (2)"),
    );
    if inside >= limit {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                if solo {
                    "A second Skreel entered the citadel: the game is lost (rulebook: Solo mode)"
                } else {
                    "A Skreel entered the citadel: the game is lost (rulebook: Winning and Defeat conditions)"
                },
            )
            .group(G_SKREEL),
        );
    } else if solo && inside == 1 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Warning,
                "One Skreel is in the citadel: a second loses the game (rulebook: Solo mode)",
            )
            .group(G_SKREEL),
        );
    }
    for (key, what, all) in [("hunters", "hunters", HUNTERS), ("queens", "queens", QUEENS)] {
        if state.value(key, None).is_some_and(|v| v >= all) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Warning,
                    format!(
                        "All {all} Skreel {what} are on the board: placing another \
                    loses the game (rulebook: Winning and Defeat conditions)"
                    ),
                )
                .group(G_SKREEL),
            );
        }
    }
    if state.value_or("skreel_overflow", None, 0) > 0 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Loss,
                "A Skreel hunter or queen had to be placed but all are already on the board: the game is lost \
                (rulebook: Winning and Defeat conditions)",
            )
            .group(G_SKREEL),
        );
    }
    if let Some(s) = state.value("soldiers", None) {
        r.derived
            .push(Derived::new("soldiers_left", "Soldiers in the supply", (SOLDIERS - s).to_string()).group(G_SKREEL));
    }

    // Warlords and Zagal.
    let count = |st: i32| WARLORDS.iter().filter(|w| state.value(w.key, None) == Some(st)).count();
    let zagal = state.value_or("zagal", None, 0);
    let in_play = count(W_PLAY) + usize::from(zagal == Z_PLAY);
    r.derived.push(
        Derived::new("warlords_in_play", "Warlords in play", in_play.to_string())
            .group(G_WARLORDS)
            .note("Zagal counts as a warlord"),
    );
    r.derived
        .push(Derived::new("warlord_deck", "Warlord cards in the deck", count(W_DECK).to_string()).group(G_WARLORDS));
    r.derived
        .push(Derived::new("warlords_defeated", "Warlords defeated", count(W_DEFEATED).to_string()).group(G_WARLORDS));
    for w in &WARLORDS {
        if state.value(w.key, None) == Some(W_PLAY) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} in play: {}", w.name, w.note.trim_start_matches("rulebook: Warlords — ")),
                )
                .group(G_WARLORDS),
            );
        }
    }
    if zagal == Z_PLAY {
        r.alerts.push(
            Alert::new(
                AlertLevel::Info,
                "Zagal in play: constitution 10; when he moves, 1 damage to every Valkun in \
                his region, then 1 region; 5+ damage pushes him back (rulebook: Defeat Zagal)",
            )
            .group(G_WARLORDS),
        );
    }

    // Heroes.
    let mut seen: Vec<(i32, usize)> = Vec::new();
    for p in 0..players {
        let Some(hero) = hero_of(state, p) else { continue };
        let con = constitution(state, p);
        let life = state.value_or("life", Some(p), con);
        let awake = is_awakened(state, p);
        r.derived.push(
            Derived::new("strength", "Strength", strength(state, p).to_string())
                .group(G_HERO)
                .player(p)
                .note("1 during another hero's attack (rulebook: Valkun Army)"),
        );
        r.derived.push(Derived::new("constitution", "Constitution", con.to_string()).group(G_HERO).player(p));
        r.derived.push(
            Derived::new("status", "Status", if awake { "Awakened" } else { "Normal" }).group(G_HERO).player(p).note(
                if awake {
                    format!("{}; {}", hero.skill, hero.passive)
                } else {
                    format!("Awaken: {} or 5 energy", hero.trigger)
                },
            ),
        );
        let name = state.player_name(p);
        if state.by_key("life", Some(p)).is_some() {
            if life <= 0 {
                r.alerts.push(
                    Alert::new(
                        AlertLevel::Loss,
                        format!(
                            "{name}'s {} has every constitution token on the damage side: \
                        the game is lost (rulebook: Winning and Defeat conditions)",
                            hero.name
                        ),
                    )
                    .player(p)
                    .group(G_HERO),
                );
            } else if life == 1 {
                r.alerts.push(
                    Alert::new(
                        AlertLevel::Warning,
                        format!("{name}'s {} has 1 constitution token left on the life side", hero.name),
                    )
                    .player(p)
                    .group(G_HERO),
                );
            }
        }
        let h = state.value_or("hero", Some(p), 0);
        if let Some((_, other)) = seen.iter().find(|(x, _)| *x == h) {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Info,
                    format!("{} and {name} both have {}: pick each hero's card", state.player_name(*other), hero.name),
                )
                .player(p)
                .group(G_HERO),
            );
        }
        seen.push((h, p));
    }

    // Campaign.
    let day = state.value_or("day", None, 0);
    let branch = state.value_or("branch", None, 0);
    let difficulty = state.value_or("difficulty", None, 0);
    r.derived.push(
        Derived::new(
            "secret_maneuvers",
            "Secret maneuvers cards",
            if difficulty >= 1 { "In the horde deck" } else { "Out of the game" },
        )
        .group(G_CAMPAIGN)
        .note("rulebook: Horde Card — Hard or Heroic"),
    );
    if (1..=7).contains(&day) {
        let opt = ["A", "B", "C"].get(usize::try_from(branch).unwrap_or(0)).copied().unwrap_or("A");
        match scenario(day, branch, players) {
            Some(text) => r.derived.push(
                Derived::new("scenario", format!("Day {day} {opt}"), text)
                    .group(G_CAMPAIGN)
                    .note("rulebook: Campaign Mode"),
            ),
            None => r.alerts.push(
                Alert::new(AlertLevel::Info, format!("Day {day} has no option {opt} (rulebook: Campaign Mode)"))
                    .group(G_CAMPAIGN),
            ),
        }
    }
    if day == 8 {
        r.alerts.push(
            Alert::new(
                AlertLevel::Victory,
                "The seventh day is won: the siege of Eldor is repelled (rulebook: Epilogue)",
            )
            .group(G_CAMPAIGN),
        );
    }
    if let Some(d) = state.value("defeats", None) {
        r.derived.push(Derived::new("defeats", "Defeats", format!("{d} / {DEFEAT_TRACK}")).group(G_CAMPAIGN));
        if d >= DEFEAT_TRACK {
            r.alerts.push(
                Alert::new(
                    AlertLevel::Loss,
                    "The seventh square of the defeat track is marked: the campaign is lost \
                    and Eldor falls (rulebook: Campaign Mode)",
                )
                .group(G_CAMPAIGN),
            );
        } else if d == DEFEAT_TRACK - 1 {
            r.alerts.push(
                Alert::new(AlertLevel::Warning, "One more defeat loses the campaign (rulebook: Campaign Mode)")
                    .group(G_CAMPAIGN),
            );
        }
    }

    r.actions = buttons(state, owed);
    r
}

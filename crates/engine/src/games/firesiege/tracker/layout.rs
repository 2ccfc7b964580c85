//! The counters of a new table: the turn, the horde track, the power-up board, the Marall track,
//! banners and goals, the Skreel, the warlords and Zagal, the attack helper, the campaign, and each
//! hero.

use super::keys::*;
use super::profile::Board;
use crate::core::words::counted;
use crate::games::firesiege::data::{
    PowerTrack, BANNERS, BREACHES, DAY_LABELS, HEROES, HORDE_CARDS, HUNTERS, MAX_CONSTITUTION, NESTS, QUEENS,
    SECRET_MANEUVERS, SOLDIERS, WARLORDS,
};
use crate::table::{AlertLevel, BoxProfile, CounterRole, Layout, Spec};

fn power_spec(board: &Board, track: PowerTrack, side: usize) -> Spec {
    let labels: Vec<String> = board
        .squares(track, side)
        .iter()
        .map(|v| if track == PowerTrack::Ferocity && *v > 0 { format!("+{v}") } else { v.to_string() })
        .collect();
    let refs: Vec<&str> = labels.iter().map(String::as_str).collect();
    Spec::track(track.key(), track.name(), &refs, board.start(track, side)).group(G_POWER).note(match track {
        PowerTrack::March => "Movements per movement action. rulebook: Power-Up tracks; designed: the values",
        PowerTrack::Recruitment => "Soldiers per recruitment action. rulebook: Power-Up tracks; designed: the values",
        PowerTrack::Ferocity => {
            "Strength added once per attack, then back that many squares; -1 is a penalty. rulebook: Power-Up tracks"
        }
        PowerTrack::Energy => "Energy for skills and awakening (5). rulebook: Power-Up tracks; designed: 0 to 10",
    })
}

/// The counters of a new table.
pub(super) fn layout(players: usize, profile: &BoxProfile) -> Layout {
    let board = Board::of(profile);
    let side = usize::from(players >= 4); // rulebook: Power-Up Board — a 1-3 and a 4+ side
    let horde = board.horde_labels();
    let marall = board.marall_labels();
    let marall_refs: Vec<&str> = marall.iter().map(String::as_str).collect();
    let horde_refs: Vec<&str> = horde.iter().map(String::as_str).collect();
    let mut shared = vec![
        Spec::steps("step", "Turn", &["Discuss", "Play the visible side", "Flip and resolve", "Draw back to 3"])
            .carry("turn")
            .group(G_TURN)
            .note("rulebook: On your turn (Ra'Krat: play or draw)"),
        Spec::number("turn", "Turns played", 1, 999, 1).group(G_TURN).note("designed: rulebook silent (a count)"),
        Spec::toggle("solo_flipped", "Solo: tile flipped this turn", false)
            .group(G_TURN)
            .note("Solo mode only: once per turn; off when the turn count moves. rulebook: Solo mode"),
        Spec::track("horde", "Horde track", &horde_refs, 0).group(G_HORDE).note(
            "rulebook: Horde Track — the skull loses; the spaces and icons as in Match your box (designed: 25 \
                spaces, horde cards on even spaces, warlords on 7, 14, 21)",
        ),
        Spec::choice("board_side", "Power-up board side", &["1 to 3 players", "4 or more players"], side as i32)
            .group(G_POWER)
            .note("rulebook: Power-Up Board"),
    ];
    shared.extend(PowerTrack::ALL.iter().map(|t| power_spec(&board, *t, side)));
    shared.extend([
        Spec::number("power_amount", "Squares to move", 1, POWER_AMOUNT_MAX, 1)
            .group(G_POWER)
            .note("Input for Advance / Retreat: Catalyst 1-3, Aid 2, Recharge 2, Curse 1. rulebook: Icons"),
        Spec::number("power_owed", "Owed to another track", -40, 40, 0).group(G_POWER).note(
            "Squares past a track's end, to put on another track (+ advance, − retreat). rulebook: Advance/retreat on \
                the power-up tracks",
        ),
        Spec::track("marall", "Marall track", &marall_refs, board.marall_zero())
            .group(G_MARALL)
            .note("rulebook: Marall Mercenaries; designed: two numbered spaces a side"),
        Spec::number(
            "marall_activations",
            "Marall cards \
            activated",
            0,
            999,
            0,
        )
        .group(G_MARALL)
        .note("designed: a count"),
        Spec::number("marall_alliances", "Ally end reached", 0, 99, 0)
            .group(G_MARALL)
            .note("Each time fulfils Ally with the Marall (1 banner). rulebook: Goal Cards"),
        Spec::number("banners", "Banners face up", 0, BANNERS, 0).group(G_GOALS).note(
            "rulebook: Winning — turn over \
            all 6",
        ),
        Spec::number("banners_in_game", "Banner tokens in this game", 0, BANNERS, BANNERS)
            .group(G_GOALS)
            .note("rulebook: Campaign Mode — some days remove banners"),
        Spec::number("banners_auto", "Of these, flipped by the tracker", 0, BANNERS, 0).group(G_GOALS).note(
            "designed: bookkeeping — the banners the nests, Zagal and the day's goal flipped, so undoing one turns \
                back only what it flipped",
        ),
        Spec::toggle("auto_banners", "Flip banners for nests and Zagal", true)
            .group(G_GOALS)
            .note("designed: off for days where they flip none"),
        Spec::toggle("goal_done", "Day's required goal fulfilled", false).group(G_GOALS).note(
            "Campaign days 2, 3, 5, 6 A and 7 B: the goal card the day requires (2 C: both cards); flips the banners \
                held on it. rulebook: Campaign Mode",
        ),
    ]);
    shared.extend(NESTS.iter().map(|(key, colour, banners, con)| {
        Spec::toggle(key, format!("{colour} nest destroyed"), false).group(G_GOALS).note(format!(
            "Constitution {con}; flips {}. rulebook: Destroy the nests",
            counted(*banners, "banner", "banners")
        ))
    }));
    shared.extend([
        Spec::number("breaches", "Breach tokens on the board", 0, BREACHES, 0)
            .group(G_GOALS)
            .note("rulebook: Components — 8; Close the breaches starts with 6"),
        Spec::number("citadel", "Skreel in the citadel", 0, 2, 0)
            .group(G_SKREEL)
            .note("rulebook: Winning — one loses; Solo mode — two"),
        Spec::number("hunters", "Hunters on the board", 0, HUNTERS + 1, 3).group(G_SKREEL).note(
            "rulebook: Components 12; Setup 6.2; one more than all 12 (+ at 12) records the loss: none is left to \
             place (Winning and Defeat conditions)",
        ),
        Spec::number("queens", "Queens on the board", 0, QUEENS + 1, 3).group(G_SKREEL).note(
            "rulebook: Components 7; Setup 6.2; one more than all 7 (+ at 7) records the loss: none is left to place \
             (Winning and Defeat conditions)",
        ),
        Spec::number("soldiers", "Soldiers on the board", 0, SOLDIERS, 3)
            .group(G_SKREEL)
            .note("rulebook: Components 10; Setup 6.1"),
        Spec::toggle("skreel_overflow", "A hunter or queen had to be placed, none left", false)
            .group(G_SKREEL)
            .note("Set by Place a hunter / queen with all on the board: the game is lost. rulebook: Winning"),
    ]);
    shared.extend(
        WARLORDS.iter().map(|w| Spec::choice(w.key, w.name, &WARLORD_STATES, W_DECK).group(G_WARLORDS).note(w.note)),
    );
    shared.extend([
        Spec::choice("zagal", "Zagal", &ZAGAL_STATES, 0)
            .group(G_WARLORDS)
            .note("rulebook: Defeat Zagal — on the second warlord space; constitution 10; 3 banners"),
        Spec::number("attack_strength", "Valkun strength in the region", 0, 40, 1)
            .group(G_ATTACK)
            .note("Your hero's strength + 1 per soldier + 1 per other hero. rulebook: Valkun Action"),
        Spec::toggle("attack_norad", "Norad in the region (+2)", false).group(G_ATTACK).note("rulebook: Save Norad"),
        Spec::number("attack_die", "Battle die of this attack (0: not rolled)", 0, 6, 0)
            .group(G_ATTACK)
            .note("rulebook: Valkun Action — attack step 1; set by the attack roll (faces: designed, see BATTLE_DIE)"),
        Spec::number("attack_ferocity", "Ferocity added to this attack", 0, 4, 0).group(G_ATTACK).note(
            "rulebook: Valkun Action — attack step 3, after the battle die; once per attack, its marker goes back as \
             many squares (Power-Up tracks)",
        ),
        Spec::choice("difficulty", "Difficulty", &["Standard", "Hard", "Heroic"], 0)
            .group(G_CAMPAIGN)
            .note("rulebook: Horde Card — Hard and Heroic add the 2 secret maneuvers cards"),
        Spec::track("day", "Campaign day", &DAY_LABELS, 0).group(G_CAMPAIGN).note("rulebook: Campaign Mode"),
        Spec::choice("branch", "Option", &["A", "B", "C"], 0).group(G_CAMPAIGN).note("rulebook: Campaign Mode"),
        Spec::track("defeats", "Defeat track", &["0", "1", "2", "3", "4", "5", "6", "7 ✗"], 0)
            .group(G_CAMPAIGN)
            .note("rulebook: Campaign Mode — the seventh loses the campaign"),
    ]);
    shared.extend(horde_deck());
    let hero_names: Vec<&str> = HEROES.iter().map(|h| h.name).collect();
    // rulebook: Setup 4.2 — constitution tokens on the life side except one; designed: the default
    // hero is Reshiner (5), so 4 life and 1 damage.
    let per_player = vec![
        Spec::choice("hero", "Hero card", &hero_names, 0).group(G_HERO).note("rulebook: Valkun Hero Cards"),
        Spec::toggle("awakened", "Awakened", false).group(G_HERO).note("rulebook: Valkun Army — no way back"),
        Spec::number("life", "Constitution: life side", 0, MAX_CONSTITUTION, 4)
            .role(CounterRole::Life)
            .group(G_HERO)
            .note("rulebook: Setup 4.2 — all on the damage side loses"),
        Spec::number("damage", "Constitution: damage side", 0, MAX_CONSTITUTION, 1)
            .group(G_HERO)
            .note("rulebook: Setup 4.2 — one starts on the damage side"),
    ];
    // designed: each hero starts with a different card (seat order), changed with the picker.
    Layout { shared, per_player, seat_values: vec![("hero", vec![0, 1, 2, 3])] }
}

/// The horde deck and its discard pile.
fn horde_deck() -> Vec<Spec> {
    let most = HORDE_CARDS + SECRET_MANEUVERS;
    vec![
        Spec::deck(
            HORDE_DECK,
            "Horde deck",
            most,
            HORDE_CARDS,
            "when there are no more horde cards to draw, shuffle the discard pile to form a new horde deck \
             (rulebook: Horde Card)",
        )
        .drawn_to(HORDE_DISCARD)
        .reshuffles(HORDE_DISCARD)
        .runs_low(0, AlertLevel::Warning, "The horde deck is empty: reshuffle its discard pile (rulebook: Horde Card)")
        .group(G_HORDE_DECK)
        .note(
            "rulebook: Components — 15 horde cards; Hard adds 1 secret maneuver, Heroic 2 (designed DG-15): add \
             them with +. A drawn card is resolved, then discarded (rulebook: Horde Card)",
        ),
        Spec::number(HORDE_DISCARD, "Horde discard pile", 0, most, 0).group(G_HORDE_DECK).note(
            "rulebook: Horde Card — a secret maneuver leaves the game instead: take it off with −, then Reshuffle",
        ),
    ]
}

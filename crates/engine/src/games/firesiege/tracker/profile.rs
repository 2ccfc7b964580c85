//! "Match your box" for Firesiege: the horde track, the power-up board, the Marall track and the
//! battle die as the owner's copy prints them (see [`crate::table::profile`]). The designed values
//! are the game's own, in `data`; [`Board`] is what the tracker reads, the owner's value where the
//! profile has one and the designed value otherwise.

use crate::games::firesiege::data::{
    horde_icon, BattleFace, HordeIcon, PowerTrack, BATTLE_DIE, HORDE_SKULL, HORDE_WARLORD, MARALL_ZERO,
};
use crate::table::{BoxProblem, BoxProfile, BoxValue};

use super::keys::HORDE_WARN;

pub(super) const SKULL: &str = "horde_skull";
pub(super) const WARLORDS: &str = "horde_warlords";
pub(super) const HORDE_CARDS: &str = "horde_cards";
pub(super) const WARN: &str = "horde_warn";
pub(super) const MARALL: &str = "marall_spaces";
pub(super) const DIE: &str = "battle_die";
const G_HORDE: &str = "Horde track";
const G_POWER: &str = "Power-up board";
const G_MARALL: &str = "Marall track";
const G_DIE: &str = "Battle die";

/// The battle die's faces, as a profile numbers them.
const FACES: [BattleFace; 4] = [BattleFace::Plus(1), BattleFace::Plus(2), BattleFace::Damage, BattleFace::NoBacklash];
const FACE_NAMES: [&str; 4] = ["+1", "+2", "1 damage", "No backlash"];
/// The tracks whose squares are designed (Ferocity's follow from the rules but for its top; Energy's
/// are fixed by Day 7 B's "10th space" and awakening's 5).
const SQUARE_TRACKS: [PowerTrack; 2] = [PowerTrack::March, PowerTrack::Recruitment];
/// Names of the two sides, as keys and words.
const SIDES: [(&str, &str); 2] = [("1_3", "1 to 3 players"), ("4", "4 or more players")];

fn squares_key(track: PowerTrack, side: usize) -> String {
    format!("{}_squares_{}", track.key(), SIDES[side.min(1)].0)
}

fn starts_key(side: usize) -> String {
    format!("power_starts_{}", SIDES[side.min(1)].0)
}

const FEROCITY_TOP: &str = "ferocity_top";

fn designed_horde_cards() -> Vec<i32> {
    (1..HORDE_SKULL).filter(|s| horde_icon(*s) == HordeIcon::HordeCard).collect()
}

fn face_index(face: BattleFace) -> i32 {
    FACES.iter().position(|f| *f == face).unwrap_or(0) as i32
}

/// The values an owner can match.
pub(super) fn values() -> Vec<BoxValue> {
    let mut values = vec![
        BoxValue::number(SKULL, "Skull space (the track's last)", G_HORDE, HORDE_SKULL, 10, 40).rule(
            "rulebook: Horde Track — reaching the red skull loses; designed: 25 spaces, Start = 0 to the skull = 24",
        ),
        BoxValue::list(WARLORDS, "Warlord-icon spaces", G_HORDE, &HORDE_WARLORD, (1, 39), (2, 5)).rule(
            "rulebook: Horde Track; Defeat Zagal — \"the second warlord-icon space\", so at least two, in order, \
             before the skull; designed: 7, 14, 21",
        ),
        BoxValue::list(HORDE_CARDS, "Horde-card spaces", G_HORDE, &designed_horde_cards(), (1, 39), (0, 39)).rule(
            "rulebook: Horde Track — draw a horde card; in order, before the skull, never a warlord space; \
             designed: every even space from 2 but 14",
        ),
        BoxValue::number(WARN, "Warn this many spaces before the skull", G_HORDE, HORDE_WARN, 0, 10)
            .rule("designed: rulebook silent — the tracker's own warning; less than the track's length"),
    ];
    for (side, (_, words)) in SIDES.iter().enumerate() {
        for track in SQUARE_TRACKS {
            values.push(
                BoxValue::list(
                    &squares_key(track, side),
                    format!("{} squares ({words})", track.name()),
                    G_POWER,
                    track.values(side),
                    (0, 9),
                    (3, 12),
                )
                .rule(
                    "rulebook: Power-Up tracks — advancing never lowers the value, so each square shows at least \
                     the one before it; designed: the values",
                ),
            );
        }
        let starts: Vec<i32> = PowerTrack::ALL.iter().map(|t| t.start(side)).collect();
        values.push(
            BoxValue::list(&starts_key(side), format!("Starting squares ({words})"), G_POWER, &starts, (0, 12), (4, 4))
                .items(&["March", "Recruitment", "Ferocity", "Energy"])
                .rule(
                    "rulebook: Setup 2 — the markers start on the coloured squares (counted from 0, the lowest); \
                     each on its track; designed: which",
                ),
        );
    }
    let top = PowerTrack::Ferocity.values(0).last().copied().unwrap_or(4);
    values.push(BoxValue::number(FEROCITY_TOP, "Ferocity track's top (+N)", G_POWER, top, 1, 8).rule(
        "rulebook: Power-Up tracks — the lowest square is the red -1 and each square is one more; designed: up to +4",
    ));
    values.push(BoxValue::number(MARALL, "Numbered spaces on each side of 0", G_MARALL, MARALL_ZERO - 1, 1, 3).rule(
        "rulebook: Marall Mercenaries — the ends activate a card 3 times and a numbered space as often as its \
             number (the example's 2nd ally space shows 2); designed: two a side",
    ));
    let faces: Vec<String> = FACE_NAMES.iter().map(|s| s.to_string()).collect();
    let die: Vec<i32> = BATTLE_DIE.iter().map(|f| face_index(*f)).collect();
    values.push(
        BoxValue::list(DIE, "Faces", G_DIE, &die, (0, 3), (6, 6))
            .items(&["Face 1", "Face 2", "Face 3", "Face 4", "Face 5", "Face 6"])
            .faces(&faces)
            .rule(
                "rulebook: Valkun Action names four results (+1, +2, 1 damage, no backlash), so each is on at least \
                 one face; designed: +1 and +2 twice each",
            ),
    );
    values
}

/// The rules the values must satisfy together.
pub(super) fn check(profile: &BoxProfile) -> Vec<BoxProblem> {
    let board = Board::of(profile);
    let mut problems = Vec::new();
    let increasing = |v: &[i32]| v.windows(2).all(|w| w[0] < w[1]);
    if !increasing(&board.warlords) {
        problems.push(BoxProblem::new(WARLORDS, "the warlord spaces go in order along the track, each once"));
    }
    if board.warlords.iter().any(|s| *s >= board.skull) {
        problems
            .push(BoxProblem::new(WARLORDS, format!("every warlord space comes before the skull ({})", board.skull)));
    }
    if !increasing(&board.horde_cards) {
        problems.push(BoxProblem::new(HORDE_CARDS, "the horde-card spaces go in order along the track, each once"));
    }
    if let Some(s) = board.horde_cards.iter().find(|s| **s >= board.skull) {
        problems.push(BoxProblem::new(HORDE_CARDS, format!("space {s} is not before the skull ({})", board.skull)));
    }
    if let Some(s) = board.horde_cards.iter().find(|s| board.warlords.contains(s)) {
        problems.push(BoxProblem::new(HORDE_CARDS, format!("space {s} already shows a warlord")));
    }
    if board.warn >= board.skull {
        problems.push(BoxProblem::new(WARN, format!("the warning comes after Start: less than {}", board.skull)));
    }
    for side in 0..2 {
        for track in SQUARE_TRACKS {
            if board.squares(track, side).windows(2).any(|w| w[1] < w[0]) {
                problems.push(BoxProblem::new(
                    &squares_key(track, side),
                    format!("each {} square shows at least the one before it", track.name()),
                ));
            }
        }
        for (i, track) in PowerTrack::ALL.iter().enumerate() {
            let start = board.starts[side][i];
            let len = board.squares(*track, side).len() as i32;
            if start >= len {
                problems.push(BoxProblem::new(
                    &starts_key(side),
                    format!("{} starts on square {start}, but its track has squares 0 to {}", track.name(), len - 1),
                ));
            }
        }
    }
    for (i, name) in FACE_NAMES.iter().enumerate() {
        if !board.die_faces.contains(&FACES[i]) {
            problems.push(BoxProblem::new(DIE, format!("no face shows {name}: the rulebook names it")));
        }
    }
    problems
}

/// The board as the tracker reads it: the owner's values where the profile has them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board {
    /// The skull's space.
    pub skull: i32,
    /// The warlord-icon spaces, in order.
    pub warlords: Vec<i32>,
    /// The horde-card spaces, in order.
    pub horde_cards: Vec<i32>,
    /// Warn this many spaces before the skull.
    pub warn: i32,
    /// The squares of each track on each side, in [`PowerTrack::ALL`] order.
    power: [[Vec<i32>; 4]; 2],
    /// The starting square of each track on each side.
    starts: [[i32; 4]; 2],
    /// Numbered spaces on each side of the Marall track's 0.
    pub marall: i32,
    /// The battle die's faces.
    pub die_faces: Vec<BattleFace>,
}

impl Board {
    /// The board of a table with `profile`.
    pub fn of(profile: &BoxProfile) -> Board {
        let sides = [0, 1].map(|side| {
            PowerTrack::ALL.map(|t| match t {
                PowerTrack::March | PowerTrack::Recruitment => profile.list_or(&squares_key(t, side), t.values(side)),
                PowerTrack::Ferocity => {
                    let top = profile.int(FEROCITY_TOP).unwrap_or(4);
                    (-1..=top).collect()
                }
                PowerTrack::Energy => t.values(side).to_vec(),
            })
        });
        let starts = [0, 1].map(|side| {
            let designed: Vec<i32> = PowerTrack::ALL.iter().map(|t| t.start(side)).collect();
            let given = profile.list_or(&starts_key(side), &designed);
            [0, 1, 2, 3].map(|i| given.get(i).copied().unwrap_or(designed[i]))
        });
        let designed_die: Vec<i32> = BATTLE_DIE.iter().map(|f| face_index(*f)).collect();
        Board {
            skull: profile.int_or(SKULL, HORDE_SKULL),
            warlords: profile.list_or(WARLORDS, &HORDE_WARLORD),
            horde_cards: profile.list_or(HORDE_CARDS, &designed_horde_cards()),
            warn: profile.int_or(WARN, HORDE_WARN),
            power: sides,
            starts,
            marall: profile.int_or(MARALL, MARALL_ZERO - 1),
            die_faces: profile
                .list_or(DIE, &designed_die)
                .iter()
                .map(|i| usize::try_from(*i).ok().and_then(|i| FACES.get(i)).copied().unwrap_or(BattleFace::Plus(1)))
                .collect(),
        }
    }

    /// What space `space` shows.
    pub fn icon(&self, space: i32) -> HordeIcon {
        if space >= self.skull {
            HordeIcon::Skull
        } else if self.warlords.contains(&space) {
            HordeIcon::Warlord
        } else if self.horde_cards.contains(&space) {
            HordeIcon::HordeCard
        } else {
            HordeIcon::Plain
        }
    }

    /// Zagal's space: rulebook: Defeat Zagal — "the second warlord-icon space on the horde track".
    pub fn zagal(&self) -> i32 {
        self.warlords.get(1).copied().unwrap_or(self.skull)
    }

    /// The squares of `track` on `side` (0: 1-3 players; 1: 4 or more).
    pub fn squares(&self, track: PowerTrack, side: usize) -> &[i32] {
        let t = PowerTrack::ALL.iter().position(|x| *x == track).unwrap_or(0);
        &self.power[side.min(1)][t]
    }

    /// The value on `square` of `track` on `side`.
    pub fn value_at(&self, track: PowerTrack, side: usize, square: i32) -> Option<i32> {
        usize::try_from(square).ok().and_then(|i| self.squares(track, side).get(i)).copied()
    }

    /// The starting square of `track` on `side`.
    pub fn start(&self, track: PowerTrack, side: usize) -> i32 {
        let t = PowerTrack::ALL.iter().position(|x| *x == track).unwrap_or(0);
        self.starts[side.min(1)][t]
    }

    /// The Marall track's "0" space.
    pub fn marall_zero(&self) -> i32 {
        self.marall + 1
    }

    /// The Marall track's ally end (its traitor end is 0).
    pub fn marall_ally_end(&self) -> i32 {
        2 * self.marall + 2
    }

    /// The Marall track's spaces, traitor end first.
    pub fn marall_labels(&self) -> Vec<String> {
        let n = self.marall;
        let mut labels = vec!["Traitor end ×3".to_string()];
        labels.extend((1..=n).rev().map(|i| format!("Traitor {i}")));
        labels.push("0".into());
        labels.extend((1..=n).map(|i| format!("Ally {i}")));
        labels.push("Ally end ×3".into());
        labels
    }

    /// (side, times) of a Marall activation from `space`, or None on the "0" space. rulebook:
    /// Marall Mercenaries — the ends activate 3 times, a numbered space as often as its number.
    pub fn marall_effect(&self, space: i32) -> Option<(&'static str, i32)> {
        let zero = self.marall_zero();
        let at_end = space <= 0 || space >= self.marall_ally_end();
        let times = if at_end { 3 } else { (space - zero).abs() };
        match space.cmp(&zero) {
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => Some(("ally", times)),
            std::cmp::Ordering::Less => Some(("traitor", times)),
        }
    }

    /// The face rolled as `roll` (1 to 6).
    pub fn face(&self, roll: i32) -> Option<BattleFace> {
        usize::try_from(roll - 1).ok().and_then(|i| self.die_faces.get(i)).copied()
    }

    /// The horde track's space names.
    pub fn horde_labels(&self) -> Vec<String> {
        (0..=self.skull)
            .map(|s| match self.icon(s) {
                _ if s == 0 => "Start".to_string(),
                HordeIcon::Plain => s.to_string(),
                HordeIcon::HordeCard => format!("{s} · horde card"),
                HordeIcon::Warlord => format!("{s} · warlord"),
                HordeIcon::Skull => format!("{s} · skull"),
            })
            .collect()
    }
}

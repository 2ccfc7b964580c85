//! The tracker's sections, the "levels gained this round" counters, and the numbers it counts with
//! beyond the game's own.

use crate::games::exiled::data::{DEFENDER, PIECES};

/// designed: rulebook silent (a roomy ceiling for a strength worked out at the table).
pub(super) const MAX_STRENGTH: i32 = 60;

/// Group names.
pub(super) const G_ROUND: &str = "Round";
pub(super) const G_CITY: &str = "City and Gate";
pub(super) const G_DESTROY: &str = "Destroy Fortifications";
pub(super) const G_DEF_CITY: &str = "Defender: City Buildings";
pub(super) const G_DEF_UNITS: &str = "Defender: units";
pub(super) const G_DEF_MACHINES: &str = "Defender: war machines";
pub(super) const G_DEF_EARTH: &str = "Defender: Earthen Fortifications";
pub(super) const G_ATT_CAMP: &str = "Attacker: Camp Locations";
pub(super) const G_ATT_UNITS: &str = "Attacker: units";
pub(super) const G_ATT_MACHINES: &str = "Attacker: war machines";
pub(super) const G_ATTACK: &str = "Attack phase";
pub(super) const G_EFFICIENCY: &str = "Efficiency stacks";
/// The Attacker's Efficiency stack and its discard pile.
pub(super) const EFF_ATTACKER: &str = "efficiency.attacker";
pub(super) const EFF_ATTACKER_DISCARD: &str = "efficiency.attacker_discard";
/// The Defenders' Efficiency stack and its discard pile.
pub(super) const EFF_DEFENDERS: &str = "efficiency.defenders";
pub(super) const EFF_DEFENDERS_DISCARD: &str = "efficiency.defenders_discard";

/// (level key, "levels gained this round" key, name) of everything that is built up a level at a time: the City's
/// Buildings, the Camp's Locations and the Fortifications. rulebook: Development Cards – Build ("During one round each
/// Building cannot be developed by more than 1 level"; the same for each Camp Location); Build Wall and Build Tower
/// are "resolved in the same way as a Build card" (designed: so the limit holds for them too).
pub(super) const DEVELOPED: [(&str, &str, &str); 15] = [
    ("keep", "keep.developed", "Keep"),
    ("workshop", "workshop.developed", "Workshop"),
    ("barracks", "barracks.developed", "Barracks"),
    ("library", "library.developed", "Library"),
    ("chapel", "chapel.developed", "Chapel"),
    ("commanders_tent", "commanders_tent.developed", "Commander's Tent"),
    ("training_grounds", "training_grounds.developed", "Training Grounds"),
    ("engineers_tent", "engineers_tent.developed", "Engineers' Tent"),
    ("monsters_lair", "monsters_lair.developed", "Monsters' Lair"),
    ("saboteurs", "saboteurs.developed", "Saboteurs"),
    ("left_tower.level", "left_tower.developed", "Left Tower"),
    ("left_wall.level", "left_wall.developed", "Left Wall"),
    ("gate_wall.level", "gate_wall.developed", "Central Wall (Gate)"),
    ("right_wall.level", "right_wall.developed", "Right Wall"),
    ("right_tower.level", "right_tower.developed", "Right Tower"),
];

/// The most defending units in play: every Defender unit in the box (Men-at-arms, Archers, Swordsmen; the
/// game's data).
pub(super) const DEFENDING_UNITS: i32 = {
    let mut n = 0;
    let mut i = 0;
    while i < PIECES.len() {
        if PIECES[i].side == DEFENDER && !PIECES[i].machine {
            n += PIECES[i].count;
        }
        i += 1;
    }
    n
};

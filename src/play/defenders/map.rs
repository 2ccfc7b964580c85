//! The map's geometry: the designed position and short name of every location.
//!
//! The rulebook publishes no coordinates, so the layout is ours: Monarch City in the centre,
//! Varkolak's lands to the north-west, Gorgutt's to the north-east, Sapphire's to the south-east
//! (Mountains of Mist among them) and Balazarg's to the south-west (Blood Flats, Raven Forest),
//! each General's start in the outer corner of its quadrant and the Inns on the edges.

use rampart_engine::defenders::data::LOCATION_COUNT;

/// The viewBox width.
pub const VIEW_W: f32 = 600.0;
/// The viewBox height.
pub const VIEW_H: f32 = 792.0;
/// A location disc's radius: 25 px across on a 360 px wide phone.
pub const RADIUS: f32 = 21.0;
/// Monarch City's disc radius.
pub const CITY_RADIUS: f32 = 27.0;
/// The invisible touch circle around a location: 79 units across, at least 44 px on a 360 px
/// phone (the map is about 342 px wide there, 0.57 px a unit).
pub const HIT_RADIUS: f32 = 39.5;

/// Each location's centre in the map's viewBox, by location id.
///
/// designed: rulebook silent (map coordinates). Computed once offline by a small force-directed
/// layout (Monarch City pinned in the centre, the Generals' starts pinned in the corners of their
/// quadrants, the Inns held on the edges, crossings and near-misses penalised), then rounded.
pub const POS: [(f32, f32); LOCATION_COUNT] = [
    (482.0, 142.0), // Amarak Peak
    (484.0, 441.0), // Ancient Ruins
    (191.0, 561.0), // Angel Tear Falls
    (548.0, 728.0), // Blizzard Mountains
    (57.0, 537.0),  // Blood Flats
    (276.0, 510.0), // Bounty Bay
    (126.0, 394.0), // Brookdale Village
    (455.0, 728.0), // Chimera Inn
    (266.0, 714.0), // Crystal Hills
    (430.0, 642.0), // Cursed Plateau
    (409.0, 404.0), // Dancing Stone
    (52.0, 42.0),   // Dark Woods
    (123.0, 682.0), // Dragon's Teeth Range
    (52.0, 251.0),  // Eagle Nest Inn
    (450.0, 249.0), // Eagle Peak Pass
    (54.0, 350.0),  // Enchanted Glade
    (204.0, 361.0), // Father Oak Forest
    (200.0, 647.0), // Fire River
    (468.0, 58.0),  // Ghost Marsh
    (47.0, 159.0),  // Golden Oak Forest
    (365.0, 477.0), // Greenleaf Village
    (293.0, 119.0), // Gryphon Forest
    (238.0, 42.0),  // Gryphon Inn
    (549.0, 383.0), // Heaven's Glade
    (365.0, 589.0), // Land of Amazons
    (374.0, 49.0),  // McCorm Highlands
    (275.0, 608.0), // Mermaid Harbor
    (253.0, 211.0), // Minotaur Forest
    (300.0, 390.0), // Monarch City
    (436.0, 541.0), // Mountains of Mist
    (377.0, 325.0), // Orc Valley
    (155.0, 475.0), // Pleasant Hill
    (116.0, 598.0), // Raven Forest
    (116.0, 300.0), // Rock Bridge Pass
    (52.0, 728.0),  // Scorpion Canyon
    (190.0, 270.0), // Sea Bird Port
    (347.0, 213.0), // Seagaul Lagoon
    (388.0, 133.0), // Serpent Swamp
    (550.0, 42.0),  // Thorny Woods
    (52.0, 443.0),  // Unicorn Forest
    (474.0, 344.0), // Whispering Woods
    (131.0, 189.0), // Windy Pass
    (512.0, 611.0), // Withered Hills
    (293.0, 294.0), // Wolf Pass
    (341.0, 673.0), // Wyvern Forest
];

/// Each location's short name on the map (full names in the Info sheet), by location id.
pub const ABBR: [&str; LOCATION_COUNT] = [
    "Amarak",   // Amarak Peak
    "Ruins",    // Ancient Ruins
    "Angel",    // Angel Tear Falls
    "Blizzrd",  // Blizzard Mountains
    "Blood",    // Blood Flats
    "Bounty",   // Bounty Bay
    "Brookd.",  // Brookdale Village
    "Chimera",  // Chimera Inn
    "Crystal",  // Crystal Hills
    "Cursed",   // Cursed Plateau
    "Dancing",  // Dancing Stone
    "Dark Wd",  // Dark Woods
    "Dragon",   // Dragon's Teeth Range
    "E.Nest",   // Eagle Nest Inn
    "E.Peak",   // Eagle Peak Pass
    "Enchant",  // Enchanted Glade
    "F.Oak",    // Father Oak Forest
    "Fire R.",  // Fire River
    "Ghost",    // Ghost Marsh
    "G.Oak",    // Golden Oak Forest
    "Greenlf",  // Greenleaf Village
    "Gryph F",  // Gryphon Forest
    "Gryph I",  // Gryphon Inn
    "Heaven",   // Heaven's Glade
    "Amazons",  // Land of Amazons
    "McCorm",   // McCorm Highlands
    "Mermaid",  // Mermaid Harbor
    "Minotr",   // Minotaur Forest
    "Monarch",  // Monarch City
    "Mist",     // Mountains of Mist
    "Orc V.",   // Orc Valley
    "Pleasnt",  // Pleasant Hill
    "Raven",    // Raven Forest
    "R.Bridge", // Rock Bridge Pass
    "Scorpn",   // Scorpion Canyon
    "SeaBird",  // Sea Bird Port
    "Seagaul",  // Seagaul Lagoon
    "Serpent",  // Serpent Swamp
    "Thorny",   // Thorny Woods
    "Unicorn",  // Unicorn Forest
    "Whisper",  // Whispering Woods
    "Windy",    // Windy Pass
    "Withrd",   // Withered Hills
    "Wolf P.",  // Wolf Pass
    "Wyvern",   // Wyvern Forest
];

/// The short name of location `l` ("?" off the board).
pub fn short(l: u8) -> &'static str {
    ABBR.get(usize::from(l)).copied().unwrap_or("?")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rampart_engine::defenders::data::{neighbours, EDGES, MONARCH_CITY};

    fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
        ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
    }

    /// The distance from `p` to the segment a-b.
    fn seg_dist(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = dx * dx + dy * dy;
        let t = if len > 0.0 { (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len).clamp(0.0, 1.0) } else { 0.0 };
        dist(p, (a.0 + t * dx, a.1 + t * dy))
    }

    #[test]
    fn every_location_sits_inside_the_view_with_its_label() {
        for (l, &(x, y)) in POS.iter().enumerate() {
            assert!(x - HIT_RADIUS >= 0.0 && x + HIT_RADIUS <= VIEW_W, "location {l} x {x}");
            // The label sits under the disc and the hero marks.
            assert!(y - HIT_RADIUS >= 0.0 && y + RADIUS + 34.0 <= VIEW_H, "location {l} y {y}");
            let half_label = ABBR[l].chars().count() as f32 * 6.2;
            assert!(x - half_label >= 0.0 && x + half_label <= VIEW_W, "label of {l}");
        }
    }

    #[test]
    fn no_two_location_circles_overlap() {
        for a in 0..LOCATION_COUNT {
            for b in a + 1..LOCATION_COUNT {
                let d = dist(POS[a], POS[b]);
                assert!(d >= 2.0 * HIT_RADIUS, "{} and {} are {d} apart", ABBR[a], ABBR[b]);
            }
        }
    }

    #[test]
    fn every_engine_path_is_drawn_and_clear_of_other_locations() {
        // The map draws EDGES; they must be exactly the engine's adjacency.
        let mut from_adjacency = 0;
        for l in 0..LOCATION_COUNT as u8 {
            for &n in neighbours(l) {
                let (a, b) = (l.min(n), l.max(n));
                assert!(EDGES.contains(&(a, b)), "path {a}-{b} is not drawn");
                from_adjacency += 1;
            }
        }
        assert_eq!(from_adjacency, 2 * EDGES.len());
        for &(a, b) in &EDGES {
            let (pa, pb) = (POS[usize::from(a)], POS[usize::from(b)]);
            for (k, &p) in POS.iter().enumerate() {
                if k != usize::from(a) && k != usize::from(b) {
                    assert!(seg_dist(p, pa, pb) > RADIUS + 4.0, "path {a}-{b} runs over {}", ABBR[k]);
                }
            }
        }
    }

    #[test]
    fn monarch_city_is_central_and_the_generals_start_in_their_corners() {
        use rampart_engine::defenders::data::GENERAL_LIST;
        let (cx, cy) = POS[usize::from(MONARCH_CITY)];
        assert!((cx - VIEW_W / 2.0).abs() < 40.0 && (cy - VIEW_H / 2.0).abs() < 40.0);
        for g in GENERAL_LIST {
            let (x, y) = POS[usize::from(g.data().path[0])];
            assert!((x - cx).abs() > VIEW_W / 3.0 && (y - cy).abs() > VIEW_H / 3.0, "{} start", g.data().name);
        }
    }
}

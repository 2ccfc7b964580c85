//! Geometry of the board's two SVGs, in viewBox units (1 unit = 1 px when the board is 360 px
//! wide, as on a phone).
//!
//! The field: row 5 at the top, row 1 (the Vanguard) at the bottom, the Fortress under it with
//! one Turret below each column, so the enemy advances down towards the walls.

use rampart_engine::valeria::{Die, Zone};

/// Rows of the Battlefield, and its columns (one Turret under each).
pub const SIZE: u8 = 5;
/// Width of both SVGs.
pub const WIDTH: f64 = 360.0;
/// Gutter on the left for the row numbers.
pub const GUTTER: f64 = 18.0;
/// A Battlefield card (and a Turret) is this wide and tall.
pub const CELL: f64 = 66.0;
/// Space between cards.
pub const GAP: f64 = 2.0;
/// Top of the Battlefield.
pub const TOP: f64 = 4.0;
/// Height of a Champion card on the Fortress.
pub const CHAMPION_H: f64 = 52.0;
/// Height of a Turret's walls.
pub const WALL_H: f64 = 46.0;
/// Space between the Vanguard and the Fortress.
pub const MOAT: f64 = 10.0;

/// An axis-aligned rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// True if the two share any area.
    #[cfg(test)]
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }

    /// Centre x.
    pub fn cx(&self) -> f64 {
        self.x + self.w / 2.0
    }

    /// Centre y.
    pub fn cy(&self) -> f64 {
        self.y + self.h / 2.0
    }
}

/// Left edge of a column.
pub fn column_x(col: u8) -> f64 {
    GUTTER + f64::from(col) * (CELL + GAP)
}

/// The card at `grid[row][col]` (row 0 = row 1, drawn lowest).
pub fn cell_rect(row: u8, col: u8) -> Rect {
    let from_top = 4.0 - f64::from(row.min(4));
    Rect { x: column_x(col), y: TOP + from_top * (CELL + GAP), w: CELL, h: CELL }
}

/// Top of the Fortress.
pub fn fortress_y() -> f64 {
    TOP + 5.0 * CELL + 4.0 * GAP + MOAT
}

/// The Champion card slot of a Turret.
pub fn champion_rect(turret: u8) -> Rect {
    Rect { x: column_x(turret), y: fortress_y() + 4.0, w: CELL, h: CHAMPION_H }
}

/// A Turret's walls (its Impact slots).
pub fn wall_rect(turret: u8) -> Rect {
    Rect { x: column_x(turret), y: fortress_y() + 4.0 + CHAMPION_H + GAP, w: CELL, h: WALL_H }
}

/// Height of the field SVG.
pub fn field_height() -> f64 {
    fortress_y() + 4.0 + CHAMPION_H + GAP + WALL_H + 4.0
}

/// A die's side: at least 44 px on a 360 px phone, whose board is 344 px wide (unit = 0.955 px).
pub const DIE: f64 = 47.0;
/// Distance between two dice's left edges (seven to a line fill the 360 units).
pub const DIE_PITCH: f64 = 51.0;
/// Dice per line.
pub const DICE_PER_LINE: usize = 7;
/// Height of a zone's caption line.
pub const CAPTION: f64 = 18.0;

/// The dice SVG: for each zone (Active, Spent, Supply) its caption's baseline, and each die's
/// square; plus the total height.
#[derive(Clone, Debug, PartialEq)]
pub struct DiceLayout {
    /// (zone, caption baseline y, count in the zone).
    pub captions: Vec<(Zone, f64, usize)>,
    /// (die id, its square).
    pub dice: Vec<(u8, Rect)>,
    /// Height of the SVG.
    pub height: f64,
}

/// The zones in the order they are drawn.
pub const ZONES: [Zone; 3] = [Zone::Active, Zone::Spent, Zone::Supply];

/// Lays the dice out zone by zone, wrapping after [`DICE_PER_LINE`]; a die's id is its index.
pub fn dice_layout(dice: &[Die]) -> DiceLayout {
    let mut y = 0.0;
    let mut captions = Vec::new();
    let mut placed = Vec::new();
    for zone in ZONES {
        let in_zone: Vec<u8> = (0..=u8::MAX).zip(dice).filter(|(_, d)| d.zone == zone).map(|(id, _)| id).collect();
        captions.push((zone, y + 13.0, in_zone.len()));
        y += CAPTION;
        let lines = in_zone.len().div_ceil(DICE_PER_LINE).max(1);
        for (i, id) in in_zone.iter().enumerate() {
            let line = (i / DICE_PER_LINE) as f64;
            let slot = (i % DICE_PER_LINE) as f64;
            placed.push((*id, Rect { x: 6.0 + slot * DIE_PITCH, y: y + line * DIE_PITCH, w: DIE, h: DIE }));
        }
        y += lines as f64 * DIE_PITCH;
    }
    DiceLayout { captions, dice: placed, height: y }
}

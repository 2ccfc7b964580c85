//! The map the players build: hex cells in axial coordinates, and the quick board.
//!
//! designed: rulebook silent (ruling thaloria G-2). The rulebook says only that tiles are hexes and
//! that each one placed shares a complete side with a tile already in play (2. Board Setup). A
//! cell is `(q, r)` on an unbounded hex grid with the Grotto at `(0, 0)`; its six neighbours are
//! [`NEIGHBOURS`] away. Tiles carry no edge features, so rotation is not kept.

/// A cell of the hex grid, in axial coordinates.
pub type Cell = (i8, i8);

/// The six steps to a neighbouring cell, clockwise from "east". designed: ruling thaloria G-2.
pub const NEIGHBOURS: [Cell; 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The Grotto's cell: the centre of the play area (rulebook: 2. Board Setup).
pub const GROTTO: Cell = (0, 0);

/// The most cells a map is built on: the Grotto and ten tiles for each of five players.
pub const MAX_TILES: usize = 1 + 10 * 5;

/// The farthest a cell may lie from the Grotto (in steps): a chain of every tile in a line.
pub const MAX_REACH: i8 = MAX_TILES as i8;

/// The cell one step from `cell` in direction `dir` (0-5), or `None` past the grid's bound.
pub fn step(cell: Cell, dir: usize) -> Option<Cell> {
    let (dq, dr) = NEIGHBOURS[dir % 6];
    let q = cell.0.checked_add(dq)?;
    let r = cell.1.checked_add(dr)?;
    (distance((q, r), GROTTO) <= MAX_REACH).then_some((q, r))
}

/// True if two cells share a side.
pub fn adjacent(a: Cell, b: Cell) -> bool {
    distance(a, b) == 1
}

/// Steps between two cells on the hex grid.
pub fn distance(a: Cell, b: Cell) -> i8 {
    let dq = i16::from(a.0) - i16::from(b.0);
    let dr = i16::from(a.1) - i16::from(b.1);
    let ds = -dq - dr;
    let d = (dq.abs() + dr.abs() + ds.abs()) / 2;
    i8::try_from(d).unwrap_or(i8::MAX)
}

/// The cells `radius` steps from the Grotto, clockwise, starting due "south-west" of it (the
/// usual ring walk). Empty for radius 0.
pub fn ring(radius: i8) -> Vec<Cell> {
    let mut out = Vec::with_capacity(6 * usize::try_from(radius.max(0)).unwrap_or(0));
    if radius <= 0 {
        return out;
    }
    // Start at the cell `radius` steps in direction 4, then walk each of the six sides.
    let (sq, sr) = NEIGHBOURS[4];
    let mut cell = (sq * radius, sr * radius);
    for (dq, dr) in NEIGHBOURS {
        for _ in 0..radius {
            out.push(cell);
            cell = (cell.0 + dq, cell.1 + dr);
        }
    }
    out
}

/// The quick board for `players` (2-5): each player's ten cells, the last of which is the
/// Dungeon. designed: rulebook silent (ruling thaloria G-2 offers a quick-setup variant for bots,
/// Watch and tests; the free build stays the default).
///
/// The rings around the Grotto are filled from the inside out. Each ring is cut into as many
/// equal arcs as there are players, every arc starting from the same angle, so each player's
/// land is a wedge from the Grotto outwards. A player takes the cells of its arc, ring by ring,
/// until it has ten. Each inner ring is full before the next is used, so every tile touches one
/// placed before it. The Dungeon, a hole in the movement graph, is the outermost of the ten,
/// behind the player's lines.
pub fn quick_board(players: usize) -> Vec<[Cell; 10]> {
    let players = players.clamp(1, 5);
    let mut lands: Vec<Vec<Cell>> = vec![Vec::new(); players];
    let mut radius = 1;
    while lands.iter().any(|l| l.len() < 10) && radius < MAX_REACH {
        let cells = ring(radius);
        let n = cells.len();
        for (p, land) in lands.iter_mut().enumerate() {
            let from = p * n / players;
            let to = (p + 1) * n / players;
            for &cell in &cells[from..to] {
                if land.len() < 10 {
                    land.push(cell);
                }
            }
        }
        radius += 1;
    }
    lands
        .into_iter()
        .map(|land| {
            let mut out = [GROTTO; 10];
            for (slot, cell) in out.iter_mut().zip(land) {
                *slot = cell;
            }
            out
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_hold_six_times_their_radius_at_that_distance() {
        for radius in 1..6 {
            let cells = ring(radius);
            assert_eq!(cells.len(), 6 * radius as usize);
            assert!(cells.iter().all(|&c| distance(c, GROTTO) == radius));
            // Consecutive cells of a ring touch, and the ring closes.
            for pair in cells.windows(2) {
                assert!(adjacent(pair[0], pair[1]));
            }
            assert!(adjacent(cells[0], *cells.last().unwrap()));
        }
    }

    #[test]
    fn the_quick_board_gives_everyone_ten_distinct_cells_each_touching_an_earlier_one() {
        for players in 2..=5 {
            let lands = quick_board(players);
            assert_eq!(lands.len(), players);
            let mut all: Vec<Cell> = lands.iter().flatten().copied().collect();
            // Placement order: ring by ring (as the board is built from the inside out).
            all.sort_by_key(|&c| distance(c, GROTTO));
            let mut placed = vec![GROTTO];
            for cell in all {
                assert!(!placed.contains(&cell), "{players} players: {cell:?} twice");
                assert!(placed.iter().any(|&p| adjacent(p, cell)), "{players} players: {cell:?} floats");
                placed.push(cell);
            }
            assert_eq!(placed.len(), 1 + 10 * players);
        }
    }
}

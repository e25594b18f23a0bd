//! Advance or Eat (AtCoder ABC229 H), a partizan game: a grid of white
//! (`W`), black (`B`) and empty (`.`) squares, row 0 on top. Takahashi
//! moves a white piece one square up into an empty square or removes any
//! black piece; Snuke moves a black piece up or removes any white piece.
//! Normal play, Takahashi first. The rules are written once, for a grid of
//! any width: the whole board for the brute force, a width-1 grid for one
//! column. Each column is a surreal number (Takahashi = Left), computed
//! here by the simplest-number rule with values scaled by [`SCALE`].

use crate::search::{Play, Search, Step};
use std::collections::HashMap;

pub const WHITE: u8 = b'W';
pub const BLACK: u8 = b'B';
pub const EMPTY: u8 = b'.';

/// A whole board and who moves: `cells` row by row (row 0 on top),
/// `width` squares a row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub width: usize,
    pub cells: Vec<u8>,
    pub takahashi_to_move: bool,
}

/// One move, by the square (row, column) of the piece it moves or removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up(usize, usize),
    Remove(usize, usize),
}

impl std::fmt::Display for Move {
    /// Rows and columns from 1, as the statement counts them.
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            Move::Up(r, c) => write!(f, "move the piece at row {}, column {} up", r + 1, c + 1),
            Move::Remove(r, c) => write!(f, "remove the piece at row {}, column {}", r + 1, c + 1),
        }
    }
}

/// Every move of the player (`takahashi` or Snuke) on `cells` of `width`
/// squares a row, with the cells it leaves: his own colour's pieces one
/// square up into an empty square, and every piece of the other colour
/// removed.
pub fn moves(cells: &[u8], width: usize, takahashi: bool) -> Vec<(Move, Vec<u8>)> {
    let (own, other) = if takahashi { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let mut moves = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        let (r, c) = (i / width, i % width);
        if cell == own && r > 0 && cells[i - width] == EMPTY {
            let mut next = cells.to_vec();
            next.swap(i, i - width);
            moves.push((Move::Up(r, c), next));
        }
        if cell == other {
            let mut next = cells.to_vec();
            next[i] = EMPTY;
            moves.push((Move::Remove(r, c), next));
        }
    }
    moves
}

/// The moves of the whole board for the search: the player to move's
/// moves, then the other player to move.
pub fn steps(p: &Position) -> Vec<Step<Position>> {
    moves(&p.cells, p.width, p.takahashi_to_move)
        .into_iter()
        .map(|(_, cells)| {
            Step::To(Position {
                width: p.width,
                cells,
                takahashi_to_move: !p.takahashi_to_move,
            })
        })
        .collect()
}

/// The move generator's type, for a [`Search`] kept in a struct.
pub type Steps = fn(&Position) -> Vec<Step<Position>>;

/// A search over whole boards (normal play: who cannot act loses).
pub fn search() -> Search<Position, Steps> {
    Search::new(Play::Normal, steps as Steps)
}

/// The column `c` of a board, top to bottom.
pub fn column(cells: &[u8], width: usize, c: usize) -> Vec<u8> {
    cells.iter().skip(c).step_by(width).copied().collect()
}

/// How many column contents can arise from `col` by any moves of either
/// player (with `col` itself): the product over the columns bounds the
/// positions a whole-board search visits.
pub fn reachable(col: &[u8]) -> u64 {
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![col.to_vec()];
    while let Some(c) = todo.pop() {
        if seen.insert(c.clone()) {
            for takahashi in [true, false] {
                todo.extend(moves(&c, 1, takahashi).into_iter().map(|(_, next)| next));
            }
        }
    }
    seen.len() as u64
}

/// Values are integers times 1 / SCALE: every column of height <= 8 has a
/// denominator of at most 2^7 (tested), far above this resolution.
pub const SCALE: i64 = 1 << 32;

/// The simplest number x with `lo` < x < `hi` (`None`: no bound), scaled:
/// 0 if it fits; else the integer nearest 0 that fits; else the fitting
/// multiple of 1/2^k with the least k (only one fits for the least k).
/// Needs lo < hi.
pub fn simplest_between(lo: Option<i64>, hi: Option<i64>) -> i64 {
    if let (Some(l), Some(h)) = (lo, hi) {
        assert!(l < h, "no number between {l} and {h}");
    }
    match (lo, hi) {
        // Both bounds at or below 0: mirror to the positive side.
        (_, Some(h)) if h <= 0 => -simplest_between(Some(-h), lo.map(|l| -l)),
        (Some(l), _) if l >= 0 => {
            let mut step = SCALE;
            loop {
                // The least multiple of `step` above l.
                let m = (l.div_euclid(step) + 1) * step;
                if hi.map_or(true, |h| m < h) {
                    return m;
                }
                assert!(step > 1, "the scale is too coarse for ({l}, {h:?})", h = hi);
                step /= 2;
            }
        }
        _ => 0,
    }
}

/// A column's value {L | R} from the values of its options (Takahashi's
/// moves L, Snuke's R), scaled, memoised in `memo`; `Err` naming the column
/// if some Left option is not below every Right option (then it would not
/// be a number; the write-up proves this never happens).
pub fn column_value_scaled(col: &[u8], memo: &mut HashMap<Vec<u8>, i64>) -> Result<i64, String> {
    if let Some(&v) = memo.get(col) {
        return Ok(v);
    }
    let mut side = |takahashi: bool| -> Result<Vec<i64>, String> {
        moves(col, 1, takahashi)
            .into_iter()
            .map(|(_, next)| column_value_scaled(&next, memo))
            .collect()
    };
    let left = side(true)?.into_iter().max();
    let right = side(false)?.into_iter().min();
    if let (Some(l), Some(r)) = (left, right) {
        if l >= r {
            return Err(format!(
                "column {} has a Left option >= a Right option",
                String::from_utf8_lossy(col)
            ));
        }
    }
    let v = simplest_between(left, right);
    memo.insert(col.to_vec(), v);
    Ok(v)
}

/// A scaled value as a reduced fraction: (numerator, power-of-two
/// denominator).
pub fn fraction(scaled: i64) -> (i64, u64) {
    let shift = scaled.trailing_zeros().min(32);
    (scaled >> shift, 1u64 << (32 - shift))
}

/// A scaled value written as `3`, `-1/2` or `5/8`.
pub fn show(scaled: i64) -> String {
    match fraction(scaled) {
        (num, 1) => num.to_string(),
        (num, den) => format!("{num}/{den}"),
    }
}

/// The value of one column (top to bottom, `W`/`B`/`.`) as a reduced
/// fraction (numerator, power-of-two denominator), Takahashi positive.
pub fn column_value(col: &[u8]) -> (i64, u64) {
    let v = column_value_scaled(col, &mut HashMap::new()).expect("every column is a number");
    fraction(v)
}

/// Every column of height `h`, as base-3 digits `.`, `W`, `B`.
pub fn all_columns(h: usize) -> Vec<Vec<u8>> {
    let mut all = vec![vec![]];
    for _ in 0..h {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<u8>| {
                [EMPTY, WHITE, BLACK].into_iter().map(move |cell| {
                    let mut next = prefix.clone();
                    next.push(cell);
                    next
                })
            })
            .collect();
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str], takahashi_to_move: bool) -> Position {
        Position {
            width: rows[0].len(),
            cells: rows.concat().into_bytes(),
            takahashi_to_move,
        }
    }

    #[test]
    fn moves_follow_the_statement() {
        // Takahashi: W up into an empty square only, and any B removed.
        let p = board(&["W.", "WB"], true);
        let next: Vec<Vec<u8>> = moves(&p.cells, 2, true).into_iter().map(|m| m.1).collect();
        assert_eq!(next, vec![b"W.W.".to_vec()]);
        // Snuke: B up, any W removed.
        let next: Vec<(Move, Vec<u8>)> = moves(&p.cells, 2, false);
        assert_eq!(
            next,
            vec![
                (Move::Remove(0, 0), b"..WB".to_vec()),
                (Move::Remove(1, 0), b"W..B".to_vec()),
                (Move::Up(1, 1), b"WBW.".to_vec()),
            ]
        );
        assert_eq!(Move::Up(1, 1).to_string(), "move the piece at row 2, column 2 up");
        assert!(steps(&board(&["."], true)).is_empty());
    }

    #[test]
    fn the_samples_by_whole_board_search() {
        let mut search = search();
        assert!(search.mover_wins(&board(&["BB.", ".B.", "..."], true)));
        assert!(!search.mover_wins(&board(&["..", "WW"], true)));
        assert!(!search.mover_wins(&board(&["WWBW", "WWWW", "BWB.", "BBBB"], true)));
    }

    #[test]
    fn the_simplest_number_rule() {
        let s = SCALE;
        assert_eq!(simplest_between(None, None), 0);
        assert_eq!(simplest_between(Some(-s), Some(s / 2)), 0);
        assert_eq!(simplest_between(Some(0), None), s);
        assert_eq!(simplest_between(Some(2 * s), None), 3 * s);
        assert_eq!(simplest_between(None, Some(-3 * s)), -4 * s);
        assert_eq!(simplest_between(Some(0), Some(s)), s / 2);
        assert_eq!(simplest_between(Some(-s), Some(0)), -s / 2);
        assert_eq!(simplest_between(Some(s / 2), Some(s)), 3 * s / 4);
        assert_eq!(simplest_between(Some(s), Some(4 * s)), 2 * s);
        assert_eq!(simplest_between(Some(-4 * s), Some(-s)), -2 * s);
        assert_eq!(simplest_between(Some(3 * s / 8), Some(s / 2)), 7 * s / 16);
    }

    #[test]
    fn sample_columns_have_the_cards_values() {
        assert_eq!(column_value(b"B.."), (1, 1));
        assert_eq!(column_value(b"BB."), (2, 1));
        assert_eq!(column_value(b".W"), (-1, 2));
        assert_eq!(column_value(b"WWBB"), (-1, 2));
        assert_eq!(column_value(b"WWWB"), (-2, 1));
        assert_eq!(column_value(b"BWBB"), (3, 2));
        assert_eq!(column_value(b"WW.B"), (-3, 2));
        assert_eq!(show(-3 * SCALE / 2), "-3/2");
        assert_eq!(show(0), "0");
    }
}

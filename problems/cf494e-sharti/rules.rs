//! Sharti (Codeforces 494E), a coin-turning game on a grid: an n x n board,
//! rows and columns numbered 1..=n, each cell white or black. A move picks
//! a square of side s <= k inside the board whose lower-right cell (i, j)
//! is white (so s <= min(i, j, k)) and inverts every cell of the square.
//! Normal play. With the cells numbered row by row, the lower-right cell is
//! the last of its square and goes from white to black, so every move
//! lowers the board read as a binary number (bit (i - 1) n + (j - 1) set
//! for a white cell (i, j)) and the game ends.
//!
//! By the coin-turning lemma (HDU 3537's write-up) a board is worth the xor
//! of its single white cells' values, and a single white cell (i, j) is
//! worth [`cell_value`] = min(lowbit i, lowbit j, H), H the largest power
//! of two <= k (Codeforces 494E's write-up). Here are the rules for the
//! search, the Grundy values of whole boards by the mex alone (no lemma),
//! and the single-cell values by the mex over squares (the lemma assumed);
//! tests/special.rs of cf494e ties them together.

use sg::mex::Mex;
use sglab::search::{Memo, Play, Search, Step};

/// The board's size and the largest side of a square, for positions held
/// as bitmasks (n <= 5: a mask fits in a u32).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub n: usize,
    pub k: usize,
}

impl Board {
    /// An n x n board (1 <= n <= 5) with squares of side at most k >= 1.
    pub fn new(n: usize, k: usize) -> Board {
        assert!((1..=5).contains(&n) && k >= 1, "a board of 1 to 5 rows, k >= 1");
        Board { n, k }
    }

    /// The bit of cell (i, j), 1 <= i, j <= n.
    pub fn bit(self, i: usize, j: usize) -> u32 {
        assert!((1..=self.n).contains(&i) && (1..=self.n).contains(&j));
        1 << ((i - 1) * self.n + (j - 1))
    }

    /// The cells of the square of side s whose lower-right cell is (i, j).
    pub fn square(self, i: usize, j: usize, s: usize) -> u32 {
        assert!(1 <= s && s <= i.min(j), "the square leaves the board");
        let mut cells = 0;
        for r in i + 1 - s..=i {
            for c in j + 1 - s..=j {
                cells |= self.bit(r, c);
            }
        }
        cells
    }

    /// The board with the white cells `white` (each (i, j)).
    pub fn mask(self, white: impl IntoIterator<Item = (usize, usize)>) -> u32 {
        white.into_iter().fold(0, |m, (i, j)| m | self.bit(i, j))
    }

    /// Every move from the white cells `mask`: for each white cell (i, j)
    /// and each side s = 1..=min(i, j, k), invert that square.
    pub fn steps(self, &mask: &u32) -> Vec<Step<u32>> {
        let mut steps = Vec::new();
        for i in 1..=self.n {
            for j in 1..=self.n {
                if mask & self.bit(i, j) != 0 {
                    let sides = 1..=i.min(j).min(self.k);
                    steps.extend(sides.map(|s| Step::To(mask ^ self.square(i, j, s))));
                }
            }
        }
        steps
    }

    /// A search over the real rules (normal play), kept by a problem.
    pub fn search(self) -> Memo<u32> {
        Search::boxed(Play::Normal, move |mask: &u32| self.steps(mask))
    }

    /// The Grundy value of every board (index = mask of white cells), by
    /// the mex over the moves alone (no lemma): a move lowers the mask, so
    /// increasing order has every option ready. n <= 4 (2^16 boards).
    pub fn grundy_table(self) -> Vec<u32> {
        assert!(self.n <= 4, "2^(n^2) boards, n <= 4");
        let mut g: Vec<u32> = Vec::with_capacity(1 << (self.n * self.n));
        let mut mex = Mex::new();
        for mask in 0..1u32 << (self.n * self.n) {
            let options = self.steps(&mask).into_iter().map(|step| match step {
                Step::To(next) => g[next as usize],
                Step::Win => unreachable!("no move wins at once"),
            });
            let value = mex.of(options.collect::<Vec<u32>>());
            g.push(value);
        }
        g
    }
}

/// The largest power of two dividing x (x >= 1).
pub fn lowbit(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// H: the largest power of two <= k (k >= 1).
pub fn cap(k: u64) -> u64 {
    1 << (63 - k.leading_zeros())
}

/// The value of a single white cell (i, j) when squares have side at most
/// k: min(lowbit i, lowbit j, H).
pub fn cell_value(i: u64, j: u64, k: u64) -> u64 {
    lowbit(i).min(lowbit(j)).min(cap(k))
}

/// The values of single white cells (i, j), 1 <= i, j <= size, from the
/// mex over the squares (`[i][j]`, row and column 0 unused): with the
/// coin-turning lemma, the square of side s at (i, j) leaves a position
/// worth the xor of the single values of its other cells. A 2-D prefix
/// xor gives each square in O(1).
pub fn single_values_by_mex(size: usize, k: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size + 1]; size + 1];
    // p[i][j]: xor of g over rows 1..=i, columns 1..=j.
    let mut p = vec![vec![0u64; size + 1]; size + 1];
    let mut mex = Mex::new();
    for i in 1..=size {
        for j in 1..=size {
            // The xor over rows 1..=i, columns 1..=j, less cell (i, j).
            let without = p[i - 1][j] ^ p[i][j - 1] ^ p[i - 1][j - 1];
            let options = (1..=i.min(j).min(k)).map(|s| (without ^ p[i - s][j] ^ p[i][j - s] ^ p[i - s][j - s]) as u32);
            g[i][j] = u64::from(mex.of(options.collect::<Vec<u32>>()));
            p[i][j] = without ^ g[i][j];
        }
    }
    g
}

/// The Gray code of b (b xor b / 2) and its inverse (the prefix xor of
/// b's bits from the top).
pub fn gray(b: u64) -> u64 {
    b ^ (b >> 1)
}

pub fn inverse_gray(g: u64) -> u64 {
    (0..6).fold(g, |b, step| b ^ (b >> (1 << step)))
}

/// The side of a winning square for a board of value g != 0: with T the
/// top bit of g, any white cell worth 2^T is the lower-right corner of the
/// square of side 2^(T + 1) - inverse_gray(g) (at most 2^T), whose cells'
/// values xor to g (Codeforces 494E's write-up, claim 3).
pub fn winning_side(g: u64) -> u64 {
    assert!(g != 0, "a board of value 0 has no winning move");
    let top = 1u64 << (63 - g.leading_zeros());
    2 * top - inverse_gray(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_follow_the_statement() {
        let board = Board::new(2, 2);
        assert!(board.steps(&0).is_empty());
        // Cell (1, 1) white: only the 1 x 1 square.
        assert_eq!(board.steps(&board.bit(1, 1)), vec![Step::To(0)]);
        // Cell (2, 2) white: the 1 x 1 square, or the whole 2 x 2 board.
        assert_eq!(board.steps(&board.bit(2, 2)), vec![Step::To(0), Step::To(0b0111)]);
        // k = 1: single cells only; (2, 1) is on the left edge either way.
        assert_eq!(Board::new(2, 1).steps(&board.bit(2, 2)), vec![Step::To(0)]);
        assert_eq!(board.steps(&board.bit(2, 1)), vec![Step::To(0)]);
        assert_eq!(
            Board::new(3, 3).square(3, 2, 2),
            Board::new(3, 3).mask([(2, 1), (2, 2), (3, 1), (3, 2)])
        );
    }

    #[test]
    fn gray_codes_and_sides() {
        assert!((0..1u64 << 12).all(|b| inverse_gray(gray(b)) == b));
        assert_eq!(inverse_gray(u64::MAX), 0x5555_5555_5555_5555 ^ u64::MAX);
        assert_eq!((cap(1), cap(6), cap(8), cap(1_000_000_000)), (1, 4, 8, 1 << 29));
        assert_eq!(cell_value(12, 8, 1 << 20), 4);
        // g = 1: side 1 (the corner alone); g = 3 = 2 xor 1: side 2.
        assert_eq!((winning_side(1), winning_side(3), winning_side(2)), (1, 2, 1));
    }
}

//! Crosses and Crosses (POJ 3537; Treblecross in the literature): a 1 x n
//! strip, players in turn put an X in an empty cell, and whoever makes three
//! X's in a row wins at once. A full strip without three in a row leaves the
//! player to move without a move, who loses (normal play); for n >= 3 a full
//! strip always holds three in a row, so this matters only for n <= 2.
//!
//! `real_steps` plays the strip itself (cells as bits), for the brute force.
//! `steps` and `options` play the reduced game the solution uses: a run of
//! m safe cells (empty and at distance >= 3 from every X), where a move at
//! cell i (1-based) leaves runs of max(0, i - 3) and max(0, m - i - 2)
//! cells. `safe_runs` maps a real position to its runs; the problem's tests
//! prove the two agree wherever the search reaches.

use crate::search::Step;

/// Cells a strip position can have: one bit each.
pub const MAX_CELLS: usize = 64;

/// Whether the X's `xs` (bit c = cell c + 1) hold three in a row.
pub fn has_three_in_a_row(xs: u64) -> bool {
    xs & (xs >> 1) & (xs >> 2) != 0
}

/// The moves of a strip of `n` cells holding the X's `xs`: an X in any empty
/// cell, a win at once if it makes three in a row.
pub fn real_steps(n: usize, xs: &u64) -> Vec<Step<u64>> {
    assert!(n <= MAX_CELLS, "a strip of {n} cells does not fit in a u64");
    (0..n)
        .filter(|&cell| xs >> cell & 1 == 0)
        .map(|cell| {
            let next = xs | 1 << cell;
            if has_three_in_a_row(next) {
                Step::Win
            } else {
                Step::To(next)
            }
        })
        .collect()
}

/// Lengths of the maximal runs of safe cells of a strip of `n` cells holding
/// the X's `xs`, left to right: cells at distance >= 3 from every X.
pub fn safe_runs(n: usize, xs: u64) -> Vec<usize> {
    assert!(n <= MAX_CELLS, "a strip of {n} cells does not fit in a u64");
    let near = xs | xs << 1 | xs << 2 | xs >> 1 | xs >> 2;
    let mut runs = Vec::new();
    let mut run = 0;
    for cell in 0..n {
        if near >> cell & 1 == 0 {
            run += 1;
        } else if run > 0 {
            runs.push(run);
            run = 0;
        }
    }
    if run > 0 {
        runs.push(run);
    }
    runs
}

/// The safe moves of a run of `m` safe cells, for `grundy::table`: per cell
/// i = 1..=m, the runs left (empty runs omitted).
pub fn options(m: usize) -> Vec<Vec<usize>> {
    (1..=m)
        .map(|i| {
            [i.saturating_sub(3), (m - i).saturating_sub(2)]
                .into_iter()
                .filter(|&left| left > 0)
                .collect()
        })
        .collect()
}

/// The same moves for `search::sum_mover_wins` (a sum of runs).
pub fn steps(&m: &usize) -> Vec<Step<Vec<usize>>> {
    options(m).into_iter().map(Step::To).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> u64 {
        text.bytes()
            .enumerate()
            .filter(|&(_, b)| b == b'X')
            .fold(0, |xs, (c, _)| xs | 1 << c)
    }

    #[test]
    fn three_in_a_row_wins_at_once() {
        assert!(has_three_in_a_row(cells("_XXX_")) && !has_three_in_a_row(cells("XX_XX")));
        // X_X: the middle wins; XX_ on 4 cells: both ends of the pair win.
        assert_eq!(real_steps(3, &cells("X_X")), vec![Step::Win]);
        assert_eq!(real_steps(4, &cells("_XX_")), vec![Step::Win, Step::Win]);
        assert_eq!(real_steps(4, &cells("X___")).len(), 3);
    }

    #[test]
    fn a_full_strip_has_no_move() {
        assert!(real_steps(2, &cells("XX")).is_empty());
        assert!(real_steps(1, &cells("X")).is_empty());
        assert_eq!(real_steps(2, &cells("X_")), vec![Step::To(cells("XX"))]);
    }

    #[test]
    fn safe_runs_skip_two_cells_around_each_x() {
        assert_eq!(safe_runs(7, 0), vec![7]);
        assert_eq!(safe_runs(11, cells("___X_______")), vec![1, 5]);
        assert_eq!(safe_runs(6, cells("X____X")), vec![]);
        assert_eq!(safe_runs(9, cells("X_____X__")), vec![1]);
    }

    #[test]
    fn options_cut_five_cells_around_the_move() {
        assert!(options(0).is_empty());
        assert_eq!(options(1), vec![vec![]]);
        assert_eq!(
            options(7),
            vec![vec![4], vec![3], vec![2], vec![1, 1], vec![2], vec![3], vec![4]]
        );
    }
}

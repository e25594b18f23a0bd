//! Nim: a pile of n stones; a move takes any positive number of stones from
//! one pile. HDU 1907 plays it misère, HDU 5795 adds a split move.

use crate::search::Step;

/// The moves of one pile: leave 0..n stones (an empty pile disappears).
pub fn steps(&n: &u32) -> Vec<Step<Vec<u32>>> {
    (0..n)
        .map(|left| Step::To(if left == 0 { vec![] } else { vec![left] }))
        .collect()
}

/// The same moves for `grundy::table`.
pub fn options(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|left| if left == 0 { vec![] } else { vec![left] }).collect()
}

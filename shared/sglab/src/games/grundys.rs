//! Grundy's game (CSES 2207): a heap of n coins; a move splits one heap into
//! two non-empty heaps of different sizes. Normal play: whoever cannot move
//! (every heap has 1 or 2 coins) loses.

use crate::search::Step;

/// The splits of `n` into two unequal non-empty heaps, smaller heap first.
pub fn splits(n: usize) -> Vec<[usize; 2]> {
    (1..(n + 1) / 2).map(|a| [a, n - a]).collect()
}

/// The moves of one heap.
pub fn steps(&n: &u32) -> Vec<Step<Vec<u32>>> {
    splits(n as usize)
        .into_iter()
        .map(|[a, b]| Step::To(vec![a as u32, b as u32]))
        .collect()
}

/// The same moves for `grundy::table`.
pub fn options(n: usize) -> Vec<Vec<usize>> {
    splits(n).into_iter().map(|pair| pair.to_vec()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_are_unequal_and_complete() {
        assert!(splits(1).is_empty());
        assert!(splits(2).is_empty()); // 1 + 1 is equal
        assert_eq!(splits(3), vec![[1, 2]]);
        assert_eq!(splits(4), vec![[1, 3]]); // not 2 + 2
        assert_eq!(splits(7), vec![[1, 6], [2, 5], [3, 4]]);
        for n in 1..60 {
            assert_eq!(splits(n).len(), (n - 1) / 2, "n = {n}");
        }
    }

    #[test]
    fn steps_and_options_agree() {
        for n in 0..20u32 {
            assert_eq!(crate::games::sizes_left(steps(&n)), options(n as usize));
        }
    }
}

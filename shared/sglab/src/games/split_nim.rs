//! Split Nim (HDU 5795 A Simple Nim): a heap of n candies; a move takes any
//! positive number of candies from it (the Nim moves) or splits it into
//! three non-empty heaps. Normal play: whoever takes the last candy wins.

use super::nim;
use crate::search::Step;

/// The ways to split `n` into three non-empty heaps, as sorted triples
/// `a <= b <= c` (the order of the new heaps does not matter).
pub fn splits(n: usize) -> Vec<[usize; 3]> {
    let mut triples = Vec::new();
    for a in 1..=n / 3 {
        for b in a..=(n - a) / 2 {
            triples.push([a, b, n - a - b]);
        }
    }
    triples
}

/// The moves of one heap: the Nim moves, then every split into three.
pub fn steps(&n: &u32) -> Vec<Step<Vec<u32>>> {
    let mut moves = nim::steps(&n);
    for [a, b, c] in splits(n as usize) {
        moves.push(Step::To(vec![a as u32, b as u32, c as u32]));
    }
    moves
}

/// The same moves for `grundy::table`.
pub fn options(n: usize) -> Vec<Vec<usize>> {
    let mut moves = nim::options(n);
    moves.extend(splits(n).into_iter().map(|t| t.to_vec()));
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_are_every_unordered_triple() {
        assert!(splits(2).is_empty());
        assert_eq!(splits(3), vec![[1, 1, 1]]);
        assert_eq!(splits(6), vec![[1, 1, 4], [1, 2, 3], [2, 2, 2]]);
        // Partitions of n into exactly three parts: round(n^2 / 12).
        for n in 3..40 {
            assert_eq!(splits(n).len(), (n * n + 6) / 12, "n = {n}");
            assert!(splits(n)
                .iter()
                .all(|t| t.iter().sum::<usize>() == n && t[0] >= 1 && t[0] <= t[1] && t[1] <= t[2]));
        }
    }

    #[test]
    fn steps_and_options_agree() {
        for n in 0..12u32 {
            assert_eq!(crate::games::sizes_left(steps(&n)), options(n as usize));
        }
    }
}

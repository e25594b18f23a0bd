//! Coprime Nim (Codeforces 2004E Not a Nim Problem): a pile of x stones; a
//! move removes y > 0 stones where gcd(x, y) = 1. The statement says it as a
//! double negative ("not allowed to take y with gcd(x, y) != 1"); a
//! circulating translation reads it the other way round, and
//! [`misread_steps`] plays that reading so a test can show that the samples
//! refute it.

use crate::search::Step;

pub fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The stones left by every legal move from a pile of `x`: x - y for
/// 1 <= y <= x with gcd(x, y) = 1.
fn left_after_coprime_takes(x: u32) -> impl Iterator<Item = u32> {
    (1..=x).filter(move |&y| gcd(x, y) == 1).map(move |y| x - y)
}

fn pile(left: u32) -> Vec<u32> {
    if left == 0 {
        vec![]
    } else {
        vec![left]
    }
}

/// The moves of one pile under the real rule (an empty pile disappears).
pub fn steps(&x: &u32) -> Vec<Step<Vec<u32>>> {
    left_after_coprime_takes(x).map(|left| Step::To(pile(left))).collect()
}

/// The same moves for `grundy::table`.
pub fn options(x: usize) -> Vec<Vec<usize>> {
    left_after_coprime_takes(x as u32)
        .map(|left| pile(left).into_iter().map(|p| p as usize).collect())
        .collect()
}

/// The mistranslated rule: remove y > 0 stones with gcd(x, y) != 1. Not the
/// judge's game; only for the test that shows the samples refute it.
pub fn misread_steps(&x: &u32) -> Vec<Step<Vec<u32>>> {
    (1..=x)
        .filter(|&y| gcd(x, y) != 1)
        .map(|y| Step::To(pile(x - y)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_follow_the_gcd_rule() {
        // From 1: take 1. From 6: take 1 or 5. From 9: take 1, 2, 4, 5, 7, 8.
        assert_eq!(options(1), vec![Vec::<usize>::new()]);
        assert_eq!(options(6), vec![vec![5], vec![1]]);
        assert_eq!(options(9), vec![vec![8], vec![7], vec![5], vec![4], vec![2], vec![1]]);
        // Misread: from 1 no move; from 6 take 2, 3, 4 or all 6.
        assert!(misread_steps(&1).is_empty());
        assert_eq!(
            misread_steps(&6),
            vec![
                Step::To(vec![4]),
                Step::To(vec![3]),
                Step::To(vec![2]),
                Step::To(vec![])
            ]
        );
    }
}

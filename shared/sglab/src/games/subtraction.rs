//! Subtraction games: a pile of n stones; a move removes exactly s stones
//! for some s in a set S with s <= n. HDU 1536 and AcWing 893 give S in the
//! input; HDU 1848 takes S = the Fibonacci numbers 1, 2, 3, 5, 8, 13, ...
//! S is used exactly as given (any order, repeats are the same move); every
//! s must be at least 1, or a move would repeat the position.

use crate::search::Step;

/// The moves of one pile of `n`: one per s in `set` with s <= n, leaving
/// n - s stones (an empty pile disappears).
pub fn steps(set: &[usize], &n: &usize) -> Vec<Step<Vec<usize>>> {
    options(set, n).into_iter().map(Step::To).collect()
}

/// The same moves for `grundy::table`.
pub fn options(set: &[usize], n: usize) -> Vec<Vec<usize>> {
    set.iter()
        .filter(|&&s| s <= n)
        .map(|&s| if s == n { vec![] } else { vec![n - s] })
        .collect()
}

/// One pile of HDU 1848, for `grundy::table` and the explorer: `options`
/// with the Fibonacci numbers up to n as the set.
pub fn fibonacci_options(n: usize) -> Vec<Vec<usize>> {
    options(&fibonacci(n), n)
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, 13, ... that are at most `limit`
/// (HDU 1848's sequence: F(1) = 1, F(2) = 2, F(i) = F(i - 1) + F(i - 2)).
pub fn fibonacci(limit: usize) -> Vec<usize> {
    let mut numbers = Vec::new();
    let (mut a, mut b) = (1, 2);
    while a <= limit {
        numbers.push(a);
        (a, b) = (b, a + b);
    }
    numbers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{sum_mover_wins, Play};

    #[test]
    fn fibonacci_starts_one_two_three() {
        assert_eq!(fibonacci(0), Vec::<usize>::new());
        assert_eq!(fibonacci(1), vec![1]);
        assert_eq!(fibonacci(100), vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(fibonacci(1000).last(), Some(&987));
        assert_eq!(fibonacci_options(4), vec![vec![3], vec![2], vec![1]]);
        assert_eq!(fibonacci_options(5).last(), Some(&vec![]));
    }

    #[test]
    fn moves_take_exactly_a_set_size() {
        assert_eq!(options(&[2, 5], 4), vec![vec![2]]);
        assert_eq!(options(&[5, 2], 5), vec![vec![], vec![3]]);
        assert_eq!(options(&[7], 6), Vec::<Vec<usize>>::new());
        assert_eq!(steps(&[1, 3], &3), vec![Step::To(vec![2]), Step::To(vec![])]);
    }

    #[test]
    fn take_one_or_two_loses_on_multiples_of_three() {
        let g = grundy::table(30, |n| options(&[1, 2], n));
        for (n, &value) in g.iter().enumerate() {
            assert_eq!(value as usize, n % 3);
            assert_eq!(sum_mover_wins(Play::Normal, &[n], |p| steps(&[1, 2], p)), n % 3 != 0);
        }
    }
}

//! Fibonacci Nim (HDU 2516): one pile; the first move takes 1 to n - 1
//! stones, every later move 1 to twice the opponent's last take; taking the
//! last stone wins. A position is the pile together with the allowance the
//! last move left, not the pile alone. Also the Fibonacci numbers and the
//! Zeckendorf representation the theory and the explanations use.

use crate::search::{Play, Search, Step};

/// Stones left and the most the player to move may take.
pub type Position = (u64, u64);

/// The start of a game with `n` stones: any take but the whole pile.
pub fn start(n: u64) -> Position {
    (n, n.saturating_sub(1))
}

/// Every move from `(left, allowance)`: take k = 1..=min(allowance, left),
/// leaving `left - k` stones and an allowance of 2k, stored as
/// min(2k, left - k) (the same moves, fewer positions). No stones left: the
/// player to move has no move (the opponent took the last stone).
pub fn steps(&(left, allowance): &Position) -> Vec<Step<Position>> {
    (1..=allowance.min(left))
        .map(|k| Step::To((left - k, (2 * k).min(left - k))))
        .collect()
}

/// The move generator's type, for a [`Search`] kept in a struct.
pub type Steps = fn(&Position) -> Vec<Step<Position>>;

/// A search over the real rules (normal play).
pub fn search() -> Search<Position, Steps> {
    Search::new(Play::Normal, steps as Steps)
}

/// The pile sizes 1..=`limit` at which the first player loses, by search.
pub fn losing_sizes(limit: u64) -> Vec<u64> {
    let mut search = search();
    (1..=limit).filter(|&n| !search.mover_wins(&start(n))).collect()
}

/// The smallest first take that wins a pile of `n`, by search; `None` when
/// the first player loses.
pub fn least_winning_take(n: u64) -> Option<u64> {
    let mut search = search();
    steps(&start(n)).into_iter().zip(1..).find_map(|(step, k)| match step {
        Step::To(next) if !search.mover_wins(&next) => Some(k),
        _ => None,
    })
}

/// The distinct Fibonacci numbers 1, 2, 3, 5, 8, ... up to `limit`
/// (all of them below 2^64 for `u64::MAX`: 92 numbers).
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut numbers = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= limit {
        numbers.push(a);
        match a.checked_add(b) {
            Some(next) => (a, b) = (b, next),
            None if b <= limit => {
                numbers.push(b);
                break;
            }
            None => break,
        }
    }
    numbers
}

/// The Zeckendorf representation of `n`: distinct, non-consecutive
/// Fibonacci numbers summing to `n`, largest first (greedy).
pub fn zeckendorf(mut n: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in fibonacci_up_to(n).iter().rev() {
        if f <= n {
            terms.push(f);
            n -= f;
        }
    }
    terms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_follow_the_statement() {
        // The first move may not take the whole pile.
        assert_eq!(steps(&start(3)), vec![Step::To((2, 2)), Step::To((1, 1))]);
        assert!(steps(&start(1)).is_empty());
        // Later moves: at most twice the last take, at most what is left.
        assert_eq!(steps(&(9, 2)), vec![Step::To((8, 2)), Step::To((7, 4))]);
        assert_eq!(steps(&(1, 6)), vec![Step::To((0, 0))]);
        assert!(steps(&(0, 8)).is_empty());
    }

    #[test]
    fn losing_sizes_are_the_fibonacci_numbers() {
        assert_eq!(losing_sizes(100), vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(losing_sizes(100), fibonacci_up_to(100));
    }

    #[test]
    fn the_least_winning_take_is_the_smallest_zeckendorf_term() {
        for n in 1..=120 {
            let z = zeckendorf(n);
            let fib = z.len() == 1;
            assert_eq!(least_winning_take(n), (!fib).then(|| *z.last().unwrap()), "n = {n}");
        }
        assert_eq!(least_winning_take(4), Some(1));
        assert_eq!(least_winning_take(7), Some(2));
        assert_eq!(least_winning_take(10), Some(2));
    }

    #[test]
    fn zeckendorf_terms_are_distinct_non_consecutive_and_sum_to_n() {
        let fib = fibonacci_up_to(u64::MAX);
        assert_eq!(fib.len(), 92);
        assert_eq!(*fib.last().unwrap(), 12_200_160_415_121_876_738);
        for n in (1..=2000).chain([u64::MAX, u64::MAX - 1, (1 << 31) - 1]) {
            let z = zeckendorf(n);
            assert_eq!(z.iter().sum::<u64>(), n);
            let idx: Vec<usize> = z.iter().map(|t| fib.iter().position(|f| f == t).unwrap()).collect();
            assert!(idx.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {z:?}");
        }
    }
}

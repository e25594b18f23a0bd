//! Rows of three tokens, blue < white < red on a line of cells (Codeforces
//! 1091H). A move picks a step k, a prime or a product of two primes other
//! than a forbidden f, and one row: Alice moves the blue token, or the blue
//! and white tokens together, k cells right; Bob moves the red token, or
//! the white and red tokens together, k cells left; the three must stay in
//! strictly increasing cells. The player who cannot move loses.
//!
//! [`moves`] is that rule on absolute coordinates with the player to move
//! (for `sglab::search`, no theory); [`values_by_mex`] and
//! [`values_by_bitsets`] are the values of one gap of empty cells under
//! "take k stones, k a step" (the subtraction game each row splits into).
//! Tested by the unit tests below and by the problem's tests.

use sglab::search::Step;

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    Alice,
    Bob,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::Alice => Player::Bob,
            Player::Bob => Player::Alice,
        }
    }
}

/// A position of the literal game: each row's (blue, white, red) columns
/// and the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub rows: Vec<[i64; 3]>,
    pub to_move: Player,
}

/// The number of prime factors of k, with multiplicity (trial division).
pub fn prime_factors(mut k: u64) -> u32 {
    let (mut count, mut p) = (0, 2);
    while p * p <= k {
        while k % p == 0 {
            k /= p;
            count += 1;
        }
        p += 1;
    }
    count + u32::from(k > 1)
}

/// Whether k is a step before f is taken out: a prime or a product of two
/// primes (4 = 2 * 2 counts; 1, 8 and 12 do not).
pub fn is_prime_or_semiprime(k: u64) -> bool {
    matches!(prime_factors(k), 1 | 2)
}

/// Whether k is a legal step of the game whose forbidden number is f.
pub fn is_step(k: u64, f: u64) -> bool {
    k != f && is_prime_or_semiprime(k)
}

/// The legal steps up to `limit`, increasing: a sieve of the smallest prime
/// factor, then the count of prime factors.
pub fn steps_upto(limit: usize, f: u64) -> Vec<usize> {
    let mut least = vec![0usize; limit + 1];
    let mut factors = vec![0u32; limit + 1];
    for k in 2..=limit {
        if least[k] == 0 {
            for m in (k..=limit).step_by(k) {
                if least[m] == 0 {
                    least[m] = k;
                }
            }
        }
        factors[k] = factors[k / least[k]] + 1;
    }
    (2..=limit)
        .filter(|&k| matches!(factors[k], 1 | 2) && k as u64 != f)
        .collect()
}

/// Every move of the player to move, by the statement: per row, per step
/// k, the two shifts of that player's tokens that keep the order strict.
pub fn moves(f: u64, position: &Position) -> Vec<Step<Position>> {
    let mut steps = Vec::new();
    for (i, &[b, w, r]) in position.rows.iter().enumerate() {
        for k in (2..=(r - b) as u64).filter(|&k| is_step(k, f)) {
            let k = k as i64;
            let shifted: [Option<[i64; 3]>; 2] = match position.to_move {
                // Blue right; blue and white right.
                Player::Alice => [
                    (b + k < w).then(|| [b + k, w, r]),
                    (w + k < r).then(|| [b + k, w + k, r]),
                ],
                // Red left; white and red left.
                Player::Bob => [
                    (r - k > w).then(|| [b, w, r - k]),
                    (w - k > b).then(|| [b, w - k, r - k]),
                ],
            };
            for row in shifted.into_iter().flatten() {
                let mut rows = position.rows.clone();
                rows[i] = row;
                steps.push(Step::To(Position {
                    rows,
                    to_move: position.to_move.other(),
                }));
            }
        }
    }
    steps
}

/// The two gaps of a row: the empty cells between blue and white, and
/// between white and red.
pub fn gaps([b, w, r]: [i64; 3]) -> [usize; 2] {
    [(w - b - 1) as usize, (r - w - 1) as usize]
}

/// g(0..=n) of one gap, a pile from which a move takes k stones, k a step:
/// the plain mex over every step (O(n * steps)).
pub fn values_by_mex(f: u64, n: usize) -> Vec<u32> {
    let steps = steps_upto(n, f);
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for i in 0..=n {
        let options = steps.iter().take_while(|&&k| k <= i).map(|&k| g[i - k]);
        let mut seen = [false; 128];
        options.for_each(|v| seen[v as usize] = true);
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

/// The same values by bitsets: `has[v]` holds bit j when gap j has an
/// option worth v. Going up, g(i) is the least v whose `has[v]` lacks bit
/// i (every option of i is below i, so known); then i's value is an option
/// of i + k for every step k: `has[g(i)] |= steps << i`.
pub fn values_by_bitsets(f: u64, n: usize) -> Vec<u32> {
    let words = n / 64 + 1;
    let mut steps = vec![0u64; words];
    for k in steps_upto(n, f) {
        steps[k / 64] |= 1 << (k % 64);
    }
    let shifted: Vec<Vec<u64>> = (0..64)
        .map(|shift| {
            let carry = |w: usize| {
                if shift > 0 && w > 0 {
                    steps[w - 1] >> (64 - shift)
                } else {
                    0
                }
            };
            (0..words).map(|w| steps[w] << shift | carry(w)).collect()
        })
        .collect();
    let mut has: Vec<Vec<u64>> = Vec::new();
    let mut g = Vec::with_capacity(n + 1);
    for i in 0..=n {
        let bit = |set: &Vec<u64>| set[i / 64] >> (i % 64) & 1 == 1;
        let v = has.iter().position(|set| !bit(set)).unwrap_or(has.len());
        if v == has.len() {
            has.push(vec![0u64; words]);
        }
        g.push(v as u32);
        // `steps << i` into has[v]: the steps shifted by i % 64 are made
        // once, so this is a plain or of words (the whole of the time).
        let set = &mut has[v][i / 64..];
        set.iter_mut()
            .zip(&shifted[i % 64])
            .for_each(|(word, step)| *word |= step);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab::search::{Play, Search};

    #[test]
    fn steps_are_primes_and_products_of_two_primes() {
        assert_eq!(
            steps_upto(22, 0),
            [2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 19, 21, 22]
        );
        assert_eq!(steps_upto(10, 6), [2, 3, 4, 5, 7, 9, 10]);
        assert!(!is_prime_or_semiprime(1) && !is_prime_or_semiprime(8) && !is_prime_or_semiprime(12));
        assert_eq!(steps_upto(199_998, 0).len(), 63_213);
        let sieved = steps_upto(2000, 33);
        let trial: Vec<usize> = (1..=2000).filter(|&k| is_step(k as u64, 33)).collect();
        assert_eq!(sieved, trial);
    }

    #[test]
    fn bitsets_equal_the_plain_mex() {
        for f in (2..=60).chain([133, 199, 1574]) {
            assert_eq!(values_by_bitsets(f, 1700), values_by_mex(f, 1700), "f = {f}");
        }
    }

    #[test]
    fn a_row_with_no_gaps_has_no_move_and_a_move_keeps_the_order() {
        let search_from = |rows: Vec<[i64; 3]>, to_move| {
            Search::new(Play::Normal, |p: &Position| moves(5, p)).mover_wins(&Position { rows, to_move })
        };
        assert!(moves(
            5,
            &Position {
                rows: vec![[0, 1, 2]],
                to_move: Player::Alice
            }
        )
        .is_empty());
        assert!(!search_from(vec![[0, 1, 2]], Player::Bob));
        // Gaps (2, 0): Alice moves blue 2 right; Bob moves white and red 2 left.
        let alice = moves(
            5,
            &Position {
                rows: vec![[0, 3, 4]],
                to_move: Player::Alice,
            },
        );
        assert_eq!(
            alice,
            [Step::To(Position {
                rows: vec![[2, 3, 4]],
                to_move: Player::Bob
            })]
        );
        let bob = moves(
            5,
            &Position {
                rows: vec![[0, 3, 4]],
                to_move: Player::Bob,
            },
        );
        assert_eq!(
            bob,
            [Step::To(Position {
                rows: vec![[0, 1, 2]],
                to_move: Player::Alice
            })]
        );
        assert!(search_from(vec![[0, 3, 4]], Player::Alice));
        assert_eq!(gaps([0, 3, 4]), [2, 0]);
    }
}

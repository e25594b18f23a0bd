//! Luogu P2252 (Wythoff's game) for the judge tool and the stress test (one
//! pair per line until the end of input, as POJ 1067 has it): the
//! brute force plays the real two-heap game; the reference is the Beatty
//! pair of the heaps' difference, from an exact integer square root.

use super::Problem;
use crate::games::wythoff;
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

pub struct Luogu2252;

/// Heaps up to this size are searched.
const SEARCH_TOP: u64 = 120;

/// The largest x with x * x <= n, exactly (Newton's method from above).
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = n;
    let mut y = (x + 1) / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// The k-th losing position (a_k, b_k) = (floor(k phi), floor(k phi) + k),
/// with floor(k phi) = floor((k + k sqrt 5) / 2) = (k + isqrt(5 k^2)) / 2
/// (k sqrt 5 is irrational for k > 0, so flooring it first changes nothing).
pub fn losing_pair(k: u64) -> (u64, u64) {
    let k = u128::from(k);
    let a = (k + isqrt(5 * k * k)) / 2;
    (a as u64, (a + k) as u64)
}

/// Whether the player to move from heaps (a, b) loses: with a <= b, iff
/// (a, b) is the losing pair of index b - a.
pub fn mover_loses(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    losing_pair(b - a) == (a, b)
}

fn answer(first_wins: bool) -> String {
    if first_wins { "1\n" } else { "0\n" }.to_string()
}

/// A move from (a, b) to a losing position, if one exists: heaps after it.
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (a, b) = (a.min(b), a.max(b));
    if mover_loses(a, b) {
        return None;
    }
    let (pa, _) = losing_pair(b - a);
    if a > pa {
        // Same difference, smaller heaps: take a - pa from both.
        return Some((pa, pa + (b - a)));
    }
    // a is some a_j or some b_j (Beatty: each positive integer exactly
    // once), with j near a / phi or a / phi^2.
    let a128 = u128::from(a);
    let root = isqrt(5 * a128 * a128);
    let near_lower = ((root - a128) / 2) as u64; // a / phi = a (sqrt 5 - 1) / 2
    let near_upper = ((3 * a128 - root) / 2) as u64; // a / phi^2 = a (3 - sqrt 5) / 2
    let around = |j: u64| j.saturating_sub(2)..=j + 2;
    for k in around(near_lower).chain(around(near_upper)) {
        let (x, y) = losing_pair(k);
        if x == a && y < b {
            return Some((a, y)); // lower b to b_k (k < b - a)
        }
        if y == a {
            return Some((x, a)); // lower b to a_k
        }
    }
    unreachable!("Beatty: {a} is in one of the two sequences")
}

impl Problem for Luogu2252 {
    /// The two heaps.
    type Case = (u64, u64);
    const NAME: &'static str = "luogu2252";

    /// Pairs until the end of input (Luogu gives one line; POJ 1067 and
    /// HDU 1527, the same game, give many).
    fn parse(input: &str) -> Result<Vec<(u64, u64)>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut read = || -> Result<Vec<(u64, u64)>, sg::error::Error> {
            let mut cases = Vec::new();
            while let Some(a) = scan.next_case("a", 0, 1_000_000_000)? {
                cases.push((a, scan.u64_in("b", 0, 1_000_000_000)?));
            }
            Ok(cases)
        };
        read().map_err(|e| e.to_string())
    }

    fn write(cases: &[(u64, u64)]) -> String {
        cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }

    /// Heaps up to 40: a losing pair half of the time (in either order),
    /// a neighbour of one or any two heaps otherwise.
    fn random_small(rng: &mut Rng) -> (u64, u64) {
        let (a, b) = losing_pair(rng.range(0, 15));
        let (a, b) = match rng.below(4) {
            0 | 1 => (a, b),
            2 => (a + rng.range(0, 1), b + rng.range(0, 2)),
            _ => (rng.range(0, 40), rng.range(0, 40)),
        };
        if rng.chance(1, 2) {
            (b, a)
        } else {
            (a, b)
        }
    }

    fn brute(cases: &[(u64, u64)]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Normal, wythoff::steps);
        cases
            .iter()
            .map(|&(a, b)| {
                (a.max(b) <= SEARCH_TOP)
                    .then(|| answer(search.mover_wins(&wythoff::ordered((a as usize, b as usize)))))
            })
            .collect()
    }

    fn reference(&(a, b): &(u64, u64)) -> String {
        answer(!mover_loses(a, b))
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = Vec::new();
        for next in [(0, b), (a, 0), (a / 2, b / 2), (a / 2, b), (a, b / 2)] {
            if next != (a, b) && !smaller.contains(&next) {
                smaller.push(next);
            }
        }
        if a > 0 {
            smaller.push((a - 1, b));
        }
        if b > 0 {
            smaller.push((a, b - 1));
        }
        smaller.dedup();
        smaller
    }

    fn explain(&(a, b): &(u64, u64)) -> String {
        let (lo, hi) = (a.min(b), a.max(b));
        let d = hi - lo;
        let (pa, pb) = losing_pair(d);
        let mut text = format!(
            "smaller heap {lo}, difference {d}; the losing pair with difference {d} is ({pa}, {pb}) = (floor({d} phi), floor({d} phi) + {d})\n"
        );
        match winning_move(a, b) {
            None => text.push_str("the heaps are that pair: the first player loses (0)\n"),
            Some((x, y)) => {
                text.push_str(&format!(
                    "not that pair: the first player wins (1) by moving to ({x}, {y})"
                ));
                if hi <= SEARCH_TOP {
                    let mut search = Search::new(Play::Normal, wythoff::steps);
                    let lost = !search.mover_wins(&wythoff::ordered((x as usize, y as usize)));
                    text.push_str(if lost {
                        ", which the search confirms is lost for the opponent\n"
                    } else {
                        ", BUT THE SEARCH DISAGREES\n"
                    });
                } else {
                    text.push_str(" (too large to search)\n");
                }
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact() {
        for n in 0..10_000u128 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        let big = 5 * 1_000_000_000_000_000_000u128 * 1_000_000_000_000_000_000;
        let r = isqrt(big);
        assert!(r * r <= big && (r + 1) * (r + 1) > big);
    }

    /// The Beatty construction: a_k = the smallest number not yet used,
    /// b_k = a_k + k; it must give the pairs `losing_pair` computes.
    #[test]
    fn beatty_construction_is_the_isqrt_formula() {
        let mut used = vec![false; 1 << 20];
        let mut next = 0usize;
        for k in 0..200_000u64 {
            while used[next] {
                next += 1;
            }
            let pair = (next as u64, next as u64 + k);
            assert_eq!(losing_pair(k), pair, "k = {k}");
            used[next] = true;
            used[next + k as usize] = true;
        }
    }

    #[test]
    fn reference_and_winning_moves_match_the_search() {
        let cases: Vec<(u64, u64)> = (0..=60).flat_map(|a| (0..=60).map(move |b| (a, b))).collect();
        for (case, brute) in cases.iter().zip(Luogu2252::brute(&cases)) {
            assert_eq!(Some(Luogu2252::reference(case)), brute, "{case:?}");
            assert!(Luogu2252::explain(case).contains("confirms") || brute.as_deref() == Some("0\n"));
        }
        for k in [10u64, 1000, 123_456_789] {
            let (a, b) = losing_pair(k);
            for (x, y) in [(a + 1, b), (a, b + 1), (a + 5, b + 5), (b, b + 3), (a, a + k / 2)] {
                let (p, q) = winning_move(x, y).unwrap();
                assert!(
                    mover_loses(p, q) && p <= x.min(y) && q <= x.max(y),
                    "{x} {y} -> {p} {q}"
                );
            }
        }
    }

    #[test]
    fn parse_write() {
        assert_eq!(Luogu2252::parse("8 4\n").unwrap(), vec![(8, 4)]);
        assert_eq!(Luogu2252::parse("2 1\n8 4\n4 7\n").unwrap(), vec![(2, 1), (8, 4), (4, 7)]);
        assert_eq!(Luogu2252::write(&[(8, 4), (0, 0)]), "8 4\n0 0\n");
        assert!(Luogu2252::parse("8\n").is_err());
        assert!(Luogu2252::parse("").is_err());
        assert!(Luogu2252::shrink(&(0, 0)).is_empty());
    }
}

//! Codeforces 2004E Not a Nim Problem: a case is one list of piles. The
//! brute force plays coprime Nim over whole positions
//! (`games::coprime::steps`); the reference is a plain smallest-prime-factor
//! sieve giving g(1) = 1, g(even) = 0, g(odd x) = the index of its smallest
//! prime factor, apart from the solution's segmented code.

use super::Problem;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::format::counted_sized_lists;
use crate::games::coprime::{self, gcd};
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search, Step};
use sg::error::Error;
use sg::scan::Scanner;
use std::cell::RefCell;

/// The statement's bounds.
pub const MAX_A: u32 = 10_000_000;
pub const MAX_T: u64 = 10_000;
pub const MAX_N_SUM: u64 = 300_000;

/// The judge's answer line for "Alice (the first player) wins".
pub fn answer(alice_wins: bool) -> &'static str {
    if alice_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

type Moves = fn(&Vec<u32>) -> Vec<Step<Vec<u32>>>;

/// The real game, searched move by move; one memo serves many positions.
pub struct RealGame(Search<Vec<u32>, Moves>);

impl Default for RealGame {
    fn default() -> RealGame {
        RealGame(Search::new(Play::Normal, |p| sum_steps(p, coprime::steps)))
    }
}

impl RealGame {
    pub fn alice_wins(&mut self, piles: &[u32]) -> bool {
        let mut start = piles.to_vec();
        start.sort_unstable();
        self.0.mover_wins(&start)
    }
}

/// Small enough for the brute force.
pub fn small(piles: &[u32]) -> bool {
    piles.len() <= 4 && piles.iter().all(|&x| x <= 16)
}

/// The reference: a plain smallest-prime-factor table up to a limit and
/// the index of each prime.
pub struct Reference {
    pub smallest_factor: Vec<u32>,
    pub primes: Vec<u32>,
}

impl Reference {
    pub fn up_to(limit: u32) -> Reference {
        let limit = limit as usize;
        let mut smallest_factor = vec![0u32; limit + 1];
        let mut primes = Vec::new();
        for x in 2..=limit {
            if smallest_factor[x] == 0 {
                smallest_factor[x] = x as u32;
                primes.push(x as u32);
            }
            // Linear sieve: each composite is set once, by its smallest factor.
            for &p in &primes {
                if p > smallest_factor[x] || x * p as usize > limit {
                    break;
                }
                smallest_factor[x * p as usize] = p;
            }
        }
        Reference {
            smallest_factor,
            primes,
        }
    }

    /// g(1) = 1, g(even) = 0, g(odd x) = index of its smallest prime factor
    /// (2 is the first prime, 3 the second).
    pub fn grundy(&self, x: u32) -> u32 {
        match x {
            0 => 0,
            1 => 1,
            _ if x % 2 == 0 => 0,
            _ => {
                let p = self.smallest_factor[x as usize];
                self.primes.binary_search(&p).unwrap() as u32 + 1
            }
        }
    }

    pub fn alice_wins(&self, piles: &[u32]) -> bool {
        piles.iter().fold(0, |acc, &x| acc ^ self.grundy(x)) != 0
    }
}

thread_local! {
    static SIEVE: RefCell<Reference> = RefCell::new(Reference::up_to(1));
}

/// g(x) by the reference, its sieve kept and grown when needed.
pub fn value(x: u32) -> u32 {
    SIEVE.with(|sieve| {
        let mut sieve = sieve.borrow_mut();
        let have = sieve.smallest_factor.len() as u32 - 1;
        if x > have {
            *sieve = Reference::up_to(x.max(1 << 16).max(have.saturating_mul(4)).min(MAX_A.max(x)));
        }
        sieve.grundy(x)
    })
}

pub struct Cf2004e;

impl Problem for Cf2004e {
    type Case = Vec<u32>;
    const NAME: &'static str = "cf2004e";

    fn parse(input: &str) -> Result<Vec<Vec<u32>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let read = |scan: &mut Scanner| -> Result<Vec<Vec<u32>>, Error> {
            let t = scan.u64_in("t", 1, MAX_T)?;
            let mut left = MAX_N_SUM;
            let mut cases = Vec::new();
            for _ in 0..t {
                let n = scan.u64_in("n", 1, MAX_N_SUM)?;
                if n > left {
                    return Err(Error::at("n", scan.last_token_offset(), "the sum of n exceeds 300000"));
                }
                left -= n;
                let piles = (0..n)
                    .map(|_| scan.u64_in("a_i", 1, u64::from(MAX_A)).map(|a| a as u32))
                    .collect::<Result<_, _>>()?;
                cases.push(piles);
            }
            Ok(cases)
        };
        read(&mut scan).map_err(|e| e.to_string())
    }

    fn write(cases: &[Vec<u32>]) -> String {
        counted_sized_lists(cases)
    }

    /// One to four piles up to 14 (up to 4 a quarter of the time).
    fn random_small(rng: &mut Rng) -> Vec<u32> {
        let top = if rng.chance(1, 4) { 4 } else { 14 };
        (0..rng.range(1, 4)).map(|_| rng.range(1, top) as u32).collect()
    }

    fn brute(cases: &[Vec<u32>]) -> Vec<Option<String>> {
        let mut game = RealGame::default();
        cases
            .iter()
            .map(|piles| small(piles).then(|| answer(game.alice_wins(piles)).to_string()))
            .collect()
    }

    fn reference(piles: &Vec<u32>) -> String {
        answer(piles.iter().fold(0, |acc, &x| acc ^ value(x)) != 0).to_string()
    }

    /// Each half, one pile fewer, then each pile smaller (1, half, one less).
    fn shrink(piles: &Vec<u32>) -> Vec<Vec<u32>> {
        smaller_lists(piles, |&p| smaller_values(u64::from(p), 1).into_iter().map(|v| v as u32).collect())
    }

    fn explain(piles: &Vec<u32>) -> String {
        let mut text = String::from(
            "a move takes y stones from a pile of x with gcd(x, y) = 1; g(1) = 1, g(even) = 0, \
             g(odd x > 1) = the index of its smallest prime factor (3 -> 2, 5 -> 3, 7 -> 4, ...)\n",
        );
        let values: Vec<u32> = piles.iter().map(|&x| value(x)).collect();
        for (&x, &v) in piles.iter().zip(&values) {
            text.push_str(&format!("  pile {x}: g = {v}\n"));
        }
        let xor = values.iter().fold(0, |acc, &v| acc ^ v);
        text.push_str(&format!(
            "xor = {xor}: {}\n",
            if xor != 0 {
                "Alice (first) wins"
            } else {
                "Bob (second) wins"
            }
        ));
        if xor == 0 {
            return text;
        }
        let (i, left) = piles
            .iter()
            .enumerate()
            .filter(|&(i, _)| values[i] ^ xor < values[i])
            .find_map(|(i, &x)| {
                let target = values[i] ^ xor;
                // Leave `left` stones: take y = x - left, legal iff gcd(x, left) = 1.
                (0..x)
                    .find(|&left| value(left) == target && gcd(x, x - left) == 1)
                    .map(|left| (i, left))
            })
            .expect("a non-zero xor has a move to 0");
        let x = piles[i];
        text.push_str(&format!(
            "winning move: take {} from the pile of {x} (gcd({x}, {}) = 1), leaving {left} of value {}",
            x - left,
            x - left,
            value(left)
        ));
        if small(piles) {
            let mut next = piles.clone();
            next.remove(i);
            if left > 0 {
                next.push(left);
            }
            assert!(
                !RealGame::default().alice_wins(&next),
                "the table's move from {piles:?} loses"
            );
            text.push_str(" (confirmed by exhaustive search of the real game)");
        }
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_and_shrinking() {
        let text = Cf2004e::explain(&vec![3, 2, 9]);
        assert!(
            text.contains("pile 9: g = 2") && text.contains("xor = 0: Bob"),
            "{text}"
        );
        let text = Cf2004e::explain(&vec![3, 3, 6, 1]);
        assert!(
            text.contains("take 1 from the pile of 1") && text.contains("confirmed"),
            "{text}"
        );
        assert_eq!(Cf2004e::shrink(&vec![5]), vec![vec![1], vec![3], vec![4]]);
        let sample = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n";
        assert_eq!(Cf2004e::parse(sample).unwrap().len(), 3);
        assert_eq!(
            Cf2004e::parse(&Cf2004e::write(&[vec![7, 1]])).unwrap(),
            vec![vec![7, 1]]
        );
        assert!(Cf2004e::parse("1\n1\n0\n").is_err());
        assert_eq!(value(9_999_991), 664_579);
    }
}

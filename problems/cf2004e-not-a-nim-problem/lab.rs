//! Codeforces 2004E Not a Nim Problem for the pack's tools: a case is one
//! list of piles. The brute force plays coprime Nim over whole positions
//! (`games::coprime::steps`) for up to 4 piles of up to 16; the reference is
//! a plain smallest-prime-factor sieve giving g(1) = 1, g(even) = 0, g(odd
//! x) = the index of its smallest prime factor, apart from the solution's
//! segmented code. Tested by the shared suite (tests/suite.rs) and
//! tests/special.rs.

use crate::contract::shrink::{smaller_lists, smaller_values};
use crate::contract::{Frame, HeapSum, Problem, Reader, Words};
use crate::format::{join, sized_list};
use crate::games::coprime;
use crate::meta::Ranges;
use crate::rng::Rng;
use crate::search::Play;

/// The judge's bound on the sum of n over all cases.
pub const MAX_N_SUM: usize = 300_000;
/// The reference sieve grows at most this far unless asked for more.
const SIEVE_CAP: u32 = 10_000_000;

pub const WORDS: Words = Words {
    first: "Alice\n",
    second: "Bob\n",
};

/// The real game's search and the reference sieve, kept across cases.
pub struct Cf2004e {
    sum: HeapSum<u32>,
    sieve: Reference,
}

impl Default for Cf2004e {
    fn default() -> Cf2004e {
        Cf2004e {
            sum: HeapSum::new(Play::Normal, coprime::steps),
            sieve: Reference::up_to(1),
        }
    }
}

impl Cf2004e {
    /// Whether Alice (to move) wins the real game on `piles`, by search.
    pub fn alice_wins(&mut self, piles: &[u32]) -> bool {
        self.sum.mover_wins(piles.iter().copied())
    }

    /// g(x) by the reference, its sieve grown when needed.
    pub fn value(&mut self, x: u32) -> u64 {
        let have = self.sieve.smallest_factor.len() as u32 - 1;
        if x > have {
            self.sieve = Reference::up_to(x.max(1 << 16).max(have.saturating_mul(4)).min(SIEVE_CAP.max(x)));
        }
        u64::from(self.sieve.grundy(x))
    }

    fn values(&mut self, piles: &[u32]) -> Vec<u64> {
        piles.iter().map(|&x| self.value(x)).collect()
    }
}

/// Small enough for the brute force.
pub fn small(piles: &[u32]) -> bool {
    piles.len() <= 4 && piles.iter().all(|&x| x <= 16)
}

/// The reference: a plain smallest-prime-factor table up to a limit and
/// the primes in order.
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
            _ => self.primes.binary_search(&self.smallest_factor[x as usize]).unwrap() as u32 + 1,
        }
    }
}

impl Problem for Cf2004e {
    type Case = Vec<u32>;
    const NAME: &'static str = "cf2004e";
    const FRAME: Frame = Frame::Count("t");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "many", "primes", "composites", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<u32>, String> {
        Ok(r.sized_list("n", "a_i")?.into_iter().map(|a| a as u32).collect())
    }

    fn write_case(piles: &Vec<u32>) -> String {
        sized_list(piles)
    }

    fn check_input(cases: &[Vec<u32>]) -> Result<(), String> {
        let mut total = 0;
        for (i, case) in cases.iter().enumerate() {
            total += case.len();
            if total > MAX_N_SUM {
                return Err(format!(
                    "case {}: the sum of n over all cases exceeds {MAX_N_SUM}",
                    i + 1
                ));
            }
        }
        Ok(())
    }

    /// One to four piles up to 14 (up to 4 a quarter of the time).
    fn random_small(rng: &mut Rng) -> Vec<u32> {
        let top = if rng.chance(1, 4) { 4 } else { 14 };
        (0..rng.range(1, 4)).map(|_| rng.range(1, top) as u32).collect()
    }

    /// `max`: one case of the largest n, piles uniform; `many`: the most
    /// cases, the sum of n split evenly; `primes`: primes in the upper
    /// half; `composites`: p * q with primes 1000 < p <= q (a large
    /// smallest factor); `traps`: see [`traps`].
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u32>> {
        let (top, n, t) = (limits["a_i"].hi, MAX_N_SUM, limits["t"].hi as usize);
        if let "max" | "many" = kind {
            let (count, size) = if kind == "max" { (1, n) } else { (t, n / t) };
            return (0..count)
                .map(|_| (0..size).map(|_| rng.range(1, top) as u32).collect())
                .collect();
        }
        let primes = Reference::up_to(top as u32).primes;
        let pick = |rng: &mut Rng, from: &[u32]| from[rng.below(from.len())];
        match kind {
            "primes" => {
                let upper = &primes[primes.partition_point(|&p| u64::from(p) < top / 2)..];
                vec![(0..n).map(|_| pick(rng, upper)).collect()]
            }
            "composites" => {
                let primes = &primes[..primes.partition_point(|&p| u64::from(p) <= top / 1000)];
                let large = &primes[primes.partition_point(|&p| p <= 1000)..];
                let piles = (0..n).map(|_| loop {
                    let (p, q) = (pick(rng, large), pick(rng, primes));
                    if q >= p && u64::from(p) * u64::from(q) <= top {
                        break p * q;
                    }
                });
                vec![piles.collect()]
            }
            _ => traps(rng, &primes, top as u32),
        }
    }

    fn brute(&mut self, piles: &Vec<u32>) -> Option<String> {
        small(piles).then(|| WORDS.answer(self.alice_wins(piles)))
    }

    fn reference(&mut self, piles: &Vec<u32>) -> String {
        let values = self.values(piles);
        WORDS.answer(self.sum.first_wins(&values))
    }

    /// Each half, one pile fewer, then each pile smaller (1, half, one less).
    fn shrink(piles: &Vec<u32>) -> Vec<Vec<u32>> {
        smaller_lists(piles, |&p| {
            smaller_values(u64::from(p), 1).into_iter().map(|v| v as u32).collect()
        })
    }

    fn explain(&mut self, piles: &Vec<u32>) -> String {
        let how = "a move takes y stones from a pile of x with gcd(x, y) = 1; g(1) = 1, g(even) = 0, \
                   g(odd x > 1) = the index of its smallest prime factor (3 -> 2, 5 -> 3, 7 -> 4, ...)";
        let values = self.values(piles);
        let search = small(piles).then(|| piles.clone());
        self.sum
            .explain(&format!("piles {}", join(piles)), &values, how, search)
    }
}

/// 400 golden-sized cases: 1s, evens, the top value, the largest prime
/// below it, prime squares, odd values next to multiples of 2^15 (the
/// solution's sieve windows), and, in half of the cases, each pile's
/// partner of equal Grundy value but (mostly) another size, so about half
/// the answers are Bob.
fn traps(rng: &mut Rng, primes: &[u32], top: u32) -> Vec<Vec<u32>> {
    let odd = &primes[1..];
    let pick = |rng: &mut Rng, from: &[u32]| from[rng.below(from.len())];
    let small_odd = &odd[..odd.partition_point(|&p| p < 60)];
    let roots = &odd[..odd.partition_point(|&p| p <= top / p)];
    let largest = *odd.last().expect("primes below the top");
    let mut cases = vec![
        vec![1],
        vec![1, 1],
        vec![2],
        vec![top],
        vec![largest],
        vec![largest, largest],
        vec![3, 9],
        vec![3, 9, 27, 81],
        vec![top, largest, 1],
    ];
    while cases.len() < 400 {
        let n = rng.range(1, 20) as usize;
        let mut piles = Vec::new();
        let mut partners = Vec::new();
        for _ in 0..n {
            // (pile, a pile of the same Grundy value)
            let (pile, partner) = match rng.below(7) {
                0 => (1, 1),
                1 => (
                    2 * rng.range(1, u64::from(top / 2)) as u32,
                    2 * rng.range(1, u64::from(top / 2)) as u32,
                ),
                2 => {
                    let p = pick(rng, small_odd);
                    (p, p * pick(rng, small_odd).max(p))
                }
                3 => (pick(rng, &odd[odd.len() - 20_000..]), 0),
                4 => {
                    let p = pick(rng, roots);
                    (p * p, p)
                }
                5 => {
                    let edge = (1 << 15) * rng.range(1, u64::from(top >> 15)) as u32;
                    (if rng.chance(1, 2) { edge - 1 } else { edge + 1 }, 0)
                }
                _ => {
                    let p = pick(rng, &roots[roots.len() / 2..]);
                    let q = pick(rng, &odd[..odd.partition_point(|&q| q <= top / p)]);
                    (p * q.max(p), p)
                }
            };
            piles.push(pile);
            partners.push(if partner == 0 { pile } else { partner });
        }
        if rng.chance(1, 2) {
            piles.extend(partners);
        }
        cases.push(piles);
    }
    cases
}

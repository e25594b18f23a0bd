//! Codeforces 2004E Not a Nim Problem (coprime Nim). Brute force: whole
//! positions (`games::coprime::steps`); reference: a plain sieve, apart from
//! the solution's segmented code (g(1) = 1, g(even) = 0, g(odd x) = the
//! index of its smallest prime factor). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::coprime;
use sglab::prelude::*;

/// The judge's bound on the sum of n over all cases.
pub const MAX_N_SUM: usize = 300_000;
/// The judge's largest pile; the reference sieve grows no further unless asked.
pub const MAX_A: u32 = 10_000_000;

pub const WORDS: Words = Words::new("Alice\n", "Bob\n");

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
    /// g(x) by the reference, its sieve grown when needed.
    pub fn value(&mut self, x: u32) -> u64 {
        let have = self.sieve.smallest_factor.len() as u32 - 1;
        if x > have {
            self.sieve = Reference::up_to(x.max(1 << 16).max(have.saturating_mul(4)).min(MAX_A.max(x)));
        }
        u64::from(self.sieve.grundy(x))
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
        let mut smallest_factor: Vec<u32> = (0..=limit).collect();
        // Each p up to the square root marks its multiples from p^2 on: the
        // smallest mark is the smallest prime factor.
        for p in (2..=limit).take_while(|&p| p <= limit / p) {
            for m in (p * p..=limit).step_by(p as usize) {
                smallest_factor[m as usize] = smallest_factor[m as usize].min(p);
            }
        }
        let primes = (2..=limit).filter(|&x| smallest_factor[x as usize] == x).collect();
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

    /// A pile of the same Grundy value as `x` but (mostly) another size,
    /// up to the table's limit: 1 for 1, another even for an even, else x's
    /// smallest prime factor p or p * q for a prime q >= p.
    pub fn partner(&self, x: u32, rng: &mut Rng) -> u32 {
        let top = self.smallest_factor.len() as u32 - 1;
        let (p, q) = (self.smallest_factor[x as usize], rng.pick(&self.primes));
        match x {
            1 => 1,
            _ if x % 2 == 0 => 2 * rng.range(1, u64::from(top / 2)) as u32,
            _ if rng.chance(1, 2) && q >= p && u64::from(p) * u64::from(q) <= u64::from(top) => p * q,
            _ => p,
        }
    }

    /// p * q for primes 1000 < p <= q, p * q up to the table's limit: a
    /// large smallest factor.
    pub fn composite(&self, rng: &mut Rng) -> u32 {
        let top = self.smallest_factor.len() as u32 - 1;
        let roots = self.primes.partition_point(|&p| p <= top / p);
        let p = self.primes[rng.range(168, roots as u64 - 1) as usize]; // the 169th prime is 1009
        let q = rng.pick(&self.primes[..self.primes.partition_point(|&q| q <= top / p)]);
        p * q.max(p)
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
        sum_within(cases, Vec::len, MAX_N_SUM, "n", "case")
    }

    /// One to four piles up to 14 (up to 4 a quarter of the time).
    fn random_small(rng: &mut Rng) -> Vec<u32> {
        let top = if rng.chance(1, 4) { 4 } else { 14 };
        (0..rng.range(1, 4)).map(|_| rng.range(1, top) as u32).collect()
    }

    /// `max`: one case of the largest n, piles uniform; `many`: the most
    /// cases, the sum of n split evenly; `primes`: primes in the upper
    /// half; `composites`: p * q with primes 1000 < p <= q (a large
    /// smallest factor); `traps`: see `traps`.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u32>> {
        let (top, n, t) = (limits["a_i"].hi, MAX_N_SUM, limits["t"].hi as usize);
        if let "max" | "many" = kind {
            let (count, size) = if kind == "max" { (1, n) } else { (t, n / t) };
            return (0..count)
                .map(|_| (0..size).map(|_| rng.range(1, top) as u32).collect())
                .collect();
        }
        // Only the other kinds need the sieve (10^7 entries).
        let sieve = Reference::up_to(top as u32);
        let primes = &sieve.primes;
        match kind {
            "primes" => {
                let upper = &primes[primes.partition_point(|&p| u64::from(p) < top / 2)..];
                vec![(0..n).map(|_| rng.pick(upper)).collect()]
            }
            "composites" => vec![(0..n).map(|_| sieve.composite(rng)).collect()],
            "traps" => traps(rng, &sieve),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, piles: &Vec<u32>) -> Option<String> {
        small(piles).then(|| WORDS.answer(self.sum.mover_wins(piles.iter().copied())))
    }

    fn reference(&mut self, piles: &Vec<u32>) -> String {
        let values: Vec<u64> = piles.iter().map(|&x| self.value(x)).collect();
        WORDS.answer(self.sum.first_wins(&values))
    }

    /// Each half, one pile fewer, then each pile smaller (1, half, one less).
    fn shrink(piles: &Vec<u32>) -> Vec<Vec<u32>> {
        smaller_lists(piles, |&p| smaller_values_as(p, 1))
    }

    fn explain(&mut self, piles: &Vec<u32>) -> String {
        let how = "a move takes y stones from a pile of x with gcd(x, y) = 1; g(1) = 1, g(even) = 0, \
                   g(odd x > 1) = the index of its smallest prime factor (3 -> 2, 5 -> 3, 7 -> 4, ...)";
        let values: Vec<u64> = piles.iter().map(|&x| self.value(x)).collect();
        let search = small(piles).then(|| piles.clone());
        self.sum
            .explain(&format!("piles {}", join(piles)), &values, how, search)
    }
}

/// 400 golden-sized cases: 1s, evens, the top value, the largest prime
/// below it, prime squares, products of two primes above 1000, odd values next to multiples of 2^15 (the
/// solution's sieve windows), and, in half of the cases, each pile's
/// partner of equal Grundy value but (mostly) another size, so about half
/// the answers are Bob.
fn traps(rng: &mut Rng, sieve: &Reference) -> Vec<Vec<u32>> {
    let top = sieve.smallest_factor.len() as u32 - 1;
    let odd = &sieve.primes[1..];
    let roots = &odd[..odd.partition_point(|&p| p <= top / p)];
    let largest = *odd.last().expect("primes below the top");
    let mut cases = vec![vec![1], vec![1, 1], vec![2], vec![top], vec![largest]];
    cases.extend([vec![largest, largest], vec![3, 9], vec![3, 9, 27, 81]]);
    cases.push(vec![top, largest, 1]);
    while cases.len() < 400 {
        let mut piles: Vec<u32> = (0..rng.range(1, 20))
            .map(|_| match rng.below(7) {
                0 => 1,
                1 => 2 * rng.range(1, u64::from(top / 2)) as u32,
                2 => rng.pick(&odd[..odd.partition_point(|&p| p < 60)]),
                3 => rng.pick(&odd[odd.len() - 20_000..]),
                4 => rng.pick(roots).pow(2),
                // One off a multiple of 2^15: an odd value next to a window's edge.
                5 => (1 << 15) * rng.range(1, u64::from(top >> 15)) as u32 - 1 + 2 * rng.below(2) as u32,
                _ => sieve.composite(rng),
            })
            .collect();
        if rng.chance(1, 2) {
            let partners: Vec<u32> = piles.iter().map(|&x| sieve.partner(x, rng)).collect();
            piles.extend(partners);
        }
        cases.push(piles);
    }
    cases
}

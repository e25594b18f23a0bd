// Codeforces 2004E Not a Nim Problem: coprime Nim, where a move takes y > 0
// stones from a pile of x with gcd(x, y) = 1. Grundy values: g(1) = 1,
// g(even) = 0, g(odd x >= 3) = the index among all primes (2 is the first)
// of the smallest prime factor of x. Alice wins iff the xor is non-zero.
// Values are found only for the numbers the input asks for: all piles are
// read into one u32 array and grouped by sieve window; one segmented sieve
// over the odd numbers up to the largest asked value (3..13 copied from a
// repeating pattern, larger primes marked largest first so the smallest
// factor's index is what stays) answers each group, counting primes with
// bit ranks as it goes.
// Time O(M log log M + N) for the largest value M and N piles in all;
// memory 8 bytes per pile, a 32 KiB window, a 61 KiB pattern, O(sqrt M).
// Measured: 3*10^5 piles up to 10^7 in about 10 ms and 4 MiB.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the game exhaustively (sglab::search) on thousands of seeded cases
// and checks the golden files and the bad-input policy; tests/special.rs
// checks full-size inputs against a plain sieve that is itself checked
// against Grundy tables of the rules; the unit tests below compare the
// segmented sieve with a plain one for every value up to 10^7.
// Accepts: the statement's bounds: 1 <= t <= 10^4, 1 <= n <= 3 * 10^5 with
// the sum of n at most 3 * 10^5 (refused at the first pile past it),
// 1 <= a_i <= 10^7; only whitespace may follow the last case.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_T: u64 = 10_000;
const MAX_TOTAL_N: usize = 300_000;
const MAX_A: u64 = 10_000_000;
/// Odd numbers per sieve window: 16384 u16 entries fill 32 KiB (L1).
const WINDOW: usize = 1 << 14;

fn main() {
    entry::run(solve);
}

/// Reads every case first (the sieve needs the largest value), then answers
/// the complete ones; a fault in a later case is reported after them.
fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let mut piles = Vec::new();
    let mut case_ends = Vec::new();
    let read = read_cases(input, &mut piles, &mut case_ends);
    piles.truncate(case_ends.last().map_or(0, |&end| end as usize));
    grundy_in_place(&mut piles);
    let mut start = 0;
    for &end in &case_ends {
        let xor = piles[start..end as usize].iter().fold(0, |acc, &g| acc ^ g);
        out.line(if xor != 0 { "Alice" } else { "Bob" });
        start = end as usize;
    }
    read
}

fn read_cases(input: &mut Scanner, piles: &mut Vec<u32>, case_ends: &mut Vec<u32>) -> Result<(), Error> {
    let cases = input.u64_in("t", 1, MAX_T)?;
    for _ in 0..cases {
        let n = input.usize_in("n", 1, MAX_TOTAL_N)?;
        // The sum of n is refused at the first pile past it, so that n
        // alone may take any value of its own range.
        let room = MAX_TOTAL_N - piles.len();
        piles.reserve(n.min(room));
        input.each_u64_in(n.min(room) as u64, "a_i", 1, MAX_A, |a| piles.push(a as u32))?;
        if n > room {
            input.u64_in("a_i", 1, MAX_A)?;
            let detail = format!(
                "pile {} in all: the sum of n over all cases exceeds {}",
                MAX_TOTAL_N + 1,
                MAX_TOTAL_N
            );
            return Err(Error::at("a_i", input.last_token_offset(), &detail));
        }
        case_ends.push(piles.len() as u32);
    }
    Ok(())
}

/// Replaces every pile size by its Grundy value.
fn grundy_in_place(piles: &mut [u32]) {
    let mut largest_odd = 0;
    for pile in piles.iter_mut() {
        *pile *= *pile % 2; // branch-free: g(even) = 0
        largest_odd = largest_odd.max(*pile);
    }
    // Piles now hold 0 (even), 1 (g(1) = 1) or an odd x >= 3 to look up.
    if largest_odd < 3 {
        return;
    }
    let asked = AskedByWindow::new(piles, largest_odd);
    let mut sieve = Sieve::new(largest_odd);
    for window in 0..asked.windows() {
        sieve.next_window();
        for &at in asked.in_window(window) {
            let x = &mut piles[at as usize];
            *x = sieve.grundy(*x);
        }
    }
}

/// Positions of the piles, grouped (a counting sort) into bucket 0 for the
/// values 0 and 1, which need no lookup, and bucket 1 + w for an odd x >= 3
/// in sieve window w.
struct AskedByWindow {
    positions: Vec<u32>,
    /// `positions[starts[b]..starts[b + 1]]` are bucket b.
    starts: Vec<u32>,
}

/// The bucket of a pile value; branch-free, as values are random.
fn bucket(x: u32) -> usize {
    ((x / 2) as usize / WINDOW + 1) * usize::from(x >= 3)
}

impl AskedByWindow {
    fn new(piles: &[u32], largest_odd: u32) -> AskedByWindow {
        let mut starts = vec![0u32; bucket(largest_odd) + 2];
        for &x in piles {
            starts[bucket(x) + 1] += 1;
        }
        for b in 1..starts.len() {
            starts[b] += starts[b - 1];
        }
        let mut filled = starts.clone();
        let mut positions = vec![0u32; piles.len()];
        for (at, &x) in piles.iter().enumerate() {
            let slot = &mut filled[bucket(x)];
            positions[*slot as usize] = at as u32;
            *slot += 1;
        }
        AskedByWindow { positions, starts }
    }

    fn windows(&self) -> usize {
        self.starts.len() - 2
    }

    fn in_window(&self, w: usize) -> &[u32] {
        &self.positions[self.starts[w + 1] as usize..self.starts[w + 2] as usize]
    }
}

/// The primes 3, 5, 7, 11, 13 pre-sieved as a repeating pattern of
/// entries: x = 2i + 1 and x + 2 * 15015 have the same such factors.
const PATTERN_PRIMES: [u32; 5] = [3, 5, 7, 11, 13];
const PATTERN_PERIOD: usize = 3 * 5 * 7 * 11 * 13;
/// Multiplying eight 0/1 bytes by this gathers them into the top byte.
const GATHER_BYTES: u64 = 0x0102_0408_1020_4080;

/// A segmented sieve over the odd numbers x = 2i + 1 (entry i), one window
/// of WINDOW entries at a time. After sieving, an entry holds the prime
/// index of the smallest prime factor of a composite x, or 0 for a prime.
struct Sieve {
    /// PATTERN_PERIOD + WINDOW entries sieved by PATTERN_PRIMES only.
    pattern: Vec<u16>,
    /// The other odd primes p with p * p <= the largest value, ascending.
    primes: Vec<u32>,
    /// Per prime, the entry of its next odd multiple still to mark.
    next: Vec<usize>,
    /// The current window is entries base..end (none yet: 0..0).
    base: usize,
    end: usize,
    entries: Vec<u16>,
    /// 1 where the entry of the window is 0 (a prime), else 0.
    is_prime: Vec<u8>,
    /// Bit k of word w: entry 64w + k of the window is an odd prime.
    prime_bits: Vec<u64>,
    /// Odd primes before word w of the window, counting all earlier windows.
    primes_before: Vec<u32>,
    odd_primes_so_far: u32,
}

/// The prime index of the k-th odd prime (2 is prime number 1).
fn prime_index(k: usize) -> u16 {
    k as u16 + 2
}

impl Sieve {
    fn new(largest: u32) -> Sieve {
        let odd_primes = odd_primes_up_to(integer_sqrt(largest));
        let presieved = odd_primes.len().min(PATTERN_PRIMES.len());
        let mut pattern = vec![0; PATTERN_PERIOD + WINDOW];
        for k in (0..PATTERN_PRIMES.len()).rev() {
            let p = PATTERN_PRIMES[k] as usize;
            // x = 2i + 1 is a multiple of p iff i = p / 2 (mod p).
            for entry in pattern[p / 2..].iter_mut().step_by(p) {
                *entry = prime_index(k);
            }
        }
        let primes = odd_primes[presieved..].to_vec();
        let next = primes.iter().map(|&p| (p * p / 2) as usize).collect();
        Sieve {
            pattern,
            primes,
            next,
            base: 0,
            end: 0,
            entries: vec![0; WINDOW],
            is_prime: vec![0; WINDOW],
            prime_bits: vec![0; WINDOW / 64],
            primes_before: vec![0; WINDOW / 64],
            odd_primes_so_far: 0,
        }
    }

    /// Sieves the next window and indexes its primes.
    fn next_window(&mut self) {
        self.base = self.end;
        self.end += WINDOW;
        self.mark_composites();
        self.index_primes();
    }

    fn mark_composites(&mut self) {
        let base = self.base;
        let entries = &mut self.entries[..WINDOW];
        entries.iter_mut().for_each(|e| *e = 0);
        // Largest prime first, so the smallest prime factor writes last.
        for k in (0..self.primes.len()).rev() {
            let step = self.primes[k] as usize;
            let index = prime_index(k + PATTERN_PRIMES.len());
            let mut i = self.next[k].saturating_sub(base);
            while i < WINDOW {
                entries[i] = index;
                i += step;
            }
            self.next[k] = base + i;
        }
        // The pattern's primes are the smallest, so they win where they hit.
        let offset = base % PATTERN_PERIOD;
        for (entry, &small) in self.entries.iter_mut().zip(&self.pattern[offset..]) {
            *entry = if small != 0 { small } else { *entry };
        }
        if base == 0 {
            // The pattern marks 3, 5, 7, 11, 13 themselves: they are primes.
            for i in [1, 2, 3, 5, 6] {
                self.entries[i] = 0;
            }
        }
    }

    fn index_primes(&mut self) {
        for (flag, &entry) in self.is_prime.iter_mut().zip(&self.entries) {
            *flag = u8::from(entry == 0);
        }
        if self.base == 0 {
            self.is_prime[0] = 0; // x = 1 is not a prime
        }
        for (w, flags) in self.is_prime.chunks_exact(64).enumerate() {
            let mut bits = 0;
            for (byte, eight) in flags.chunks_exact(8).enumerate() {
                let mut le = [0; 8];
                le.copy_from_slice(eight);
                bits |= (u64::from_le_bytes(le).wrapping_mul(GATHER_BYTES) >> 56) << (8 * byte);
            }
            self.prime_bits[w] = bits;
            self.primes_before[w] = self.odd_primes_so_far;
            self.odd_primes_so_far += bits.count_ones();
        }
    }

    /// g(x) for an odd x >= 3 of the current window.
    fn grundy(&self, x: u32) -> u32 {
        let i = x as usize / 2 - self.base;
        match self.entries[i] {
            0 => {
                let (w, k) = (i / 64, i % 64);
                let up_to_x = self.prime_bits[w] & (u64::MAX >> (63 - k));
                // 2 is prime number 1, then the odd primes up to x.
                1 + self.primes_before[w] + up_to_x.count_ones()
            }
            index => u32::from(index),
        }
    }
}

fn integer_sqrt(n: u32) -> u32 {
    let mut r = (n as f64).sqrt() as u32;
    while u64::from(r) * u64::from(r) > u64::from(n) {
        r -= 1;
    }
    while u64::from(r + 1) * u64::from(r + 1) <= u64::from(n) {
        r += 1;
    }
    r
}

/// Odd primes up to `limit`, ascending (plain sieve of Eratosthenes).
fn odd_primes_up_to(limit: u32) -> Vec<u32> {
    let limit = limit as usize;
    let mut composite = vec![false; limit + 1];
    let mut primes = Vec::new();
    for p in (3..=limit).step_by(2) {
        if !composite[p] {
            primes.push(p as u32);
            for m in (p * p..=limit).step_by(2 * p) {
                composite[m] = true;
            }
        }
    }
    primes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g(0..=limit) from a plain smallest-factor table.
    fn plain_grundy(limit: usize) -> Vec<u32> {
        let mut smallest = vec![0u32; limit + 1];
        let mut index = vec![0u32; limit + 1];
        let mut primes = 0;
        for x in 2..=limit {
            if smallest[x] == 0 {
                primes += 1;
                index[x] = primes;
                for m in (x..=limit).step_by(x) {
                    if smallest[m] == 0 {
                        smallest[m] = x as u32;
                    }
                }
            }
        }
        (0..=limit)
            .map(|x| match x {
                1 => 1,
                _ if x % 2 == 0 => 0,
                _ => index[smallest[x] as usize],
            })
            .collect()
    }

    fn segmented_grundy(limit: u32) -> Vec<u32> {
        let mut piles: Vec<u32> = (1..=limit).collect();
        grundy_in_place(&mut piles);
        piles
    }

    #[test]
    fn every_value_up_to_the_judge_limit() {
        let plain = plain_grundy(MAX_A as usize);
        let segmented = segmented_grundy(MAX_A as u32);
        for x in 1..=MAX_A as usize {
            assert_eq!(segmented[x - 1], plain[x], "g({x})");
        }
    }

    #[test]
    fn every_small_largest_value() {
        // Sieves with no prime past the pattern, partial windows, one value.
        let plain = plain_grundy(400);
        for limit in 1..=400 {
            assert_eq!(segmented_grundy(limit), &plain[1..=limit as usize], "limit {limit}");
        }
        let mut one = [9_999_991];
        grundy_in_place(&mut one);
        assert_eq!(one, [664_579]);
    }

    #[test]
    fn complete_cases_are_answered_before_a_fault() {
        let mut sink = Vec::new();
        let mut out = Out::new(&mut sink);
        let result = solve(&mut Scanner::new(&b"3\n2\n3 9\n1\n5\n2\n4 x"[..]), &mut out);
        out.flush().unwrap();
        drop(out);
        assert_eq!(
            result.unwrap_err().to_string(),
            "a_i at byte 16: \"x\" is not a non-negative integer"
        );
        assert_eq!(sink, b"Bob\nAlice\n");
    }
}

//! Library Checker nim_product_64: A (x) B, three ways that share nothing:
//! the mex definition (the brute force), a bit-by-bit product from the table
//! of 2^i (x) 2^j (the reference), and the plain halving recursion (the speed
//! baseline). Tested by tests/special.rs.

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod turning_corners;
// The game `scripts/play.sh nim_product_64` plays; pack's games list it.
#[path = "play.rs"]
pub mod play;

use sglab::prelude::*;

/// Arguments below this are answered from the mex definition.
pub const BRUTE_BELOW: u64 = 64;

/// The mex definition's table (built when first asked) and the table of
/// 2^i (x) 2^j, kept across cases.
pub struct NimProduct64 {
    definition: Vec<Vec<u32>>,
    powers: Vec<Vec<u64>>,
}

impl Default for NimProduct64 {
    fn default() -> NimProduct64 {
        NimProduct64 {
            definition: Vec::new(),
            powers: power_table(),
        }
    }
}

impl NimProduct64 {
    /// The mex definition's a (x) b for a, b < BRUTE_BELOW, else `None`.
    pub fn by_definition(&mut self, a: u64, b: u64) -> Option<u64> {
        if self.definition.is_empty() {
            self.definition = mex_table(BRUTE_BELOW as usize);
        }
        let row = self.definition.get(a as usize)?;
        row.get(b as usize).map(|&v| u64::from(v))
    }

    /// a (x) b as the xor of 2^i (x) 2^j over the set bits (the product is
    /// xor-bilinear).
    pub fn bitwise(&self, a: u64, b: u64) -> u64 {
        let bits = |x: u64| (0..64).filter(move |&i| x >> i & 1 == 1);
        bits(a)
            .flat_map(|i| bits(b).map(move |j| self.powers[i][j]))
            .fold(0, |x, p| x ^ p)
    }
}

/// a (x) b for all a, b < n straight from the definition
/// a (x) b = mex { a' (x) b xor a (x) b' xor a' (x) b' : a' < a, b' < b }
/// (`grundy::table2`: each option is the xor of three smaller entries).
pub fn mex_table(n: usize) -> Vec<Vec<u32>> {
    grundy::table2(n - 1, n - 1, |a, b| {
        let options = (0..a).flat_map(|a2| (0..b).map(move |b2| vec![(a2, b), (a, b2), (a2, b2)]));
        options.collect()
    })
}

/// The table of 2^i (x) 2^j for i, j < 64 (see `power_product`).
pub fn power_table() -> Vec<Vec<u64>> {
    let mut powers = vec![vec![0u64; 64]; 64];
    for (i, j) in (0..64).flat_map(|i| (0..64).map(move |j| (i, j))) {
        power_product(&mut powers, i, j);
    }
    powers
}

/// 2^i (x) 2^j from the rules for Fermat 2-powers F = 2^(2^k): a product of
/// distinct Fermat 2-powers is their ordinary product, and F (x) F = 3F/2.
/// Write i = sum of distinct 2^k, so 2^i is the product of those F. If the
/// top bit k of i | j is in both, 2^i (x) 2^j = (F (x) F) (x) (2^(i-2^k)
/// (x) 2^(j-2^k)); if in one only, F times a product below F, an ordinary
/// shift. `powers` memoises (0: not yet known; no product is 0).
fn power_product(powers: &mut Vec<Vec<u64>>, i: usize, j: usize) -> u64 {
    if powers[i][j] != 0 {
        return powers[i][j];
    }
    let value = if i == 0 || j == 0 {
        1 << (i | j)
    } else {
        let half = 1usize << (63 - ((i | j) as u64).leading_zeros()); // F = 2^half
        if i >= half && j >= half {
            let below = power_product(powers, i - half, j - half);
            let bits = |x: u64| (0..64).filter(move |&b| x >> b & 1 == 1);
            let mut product = 0;
            for (p, q) in bits(below).flat_map(|p| bits(3 << (half - 1)).map(move |q| (p, q))) {
                product ^= power_product(powers, p, q);
            }
            product
        } else if i >= half {
            power_product(powers, i - half, j) << half
        } else {
            power_product(powers, i, j - half) << half
        }
    };
    powers[i][j] = value;
    value
}

/// a (x) b for a, b < 2^bits (bits a power of two) by halving: with
/// X = 2^(bits/2), (a1 X + a0)(b1 X + b0) = (m xor l) X + (l xor h (x) X/2)
/// where h = a1 b1, l = a0 b0, m = (a0 xor a1)(b0 xor b1), because
/// X (x) X = X xor X/2.
pub fn recursive(a: u64, b: u64, bits: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let h = recursive(a1, b1, half);
    let l = recursive(a0, b0, half);
    let m = recursive(a0 ^ a1, b0 ^ b1, half);
    ((m ^ l) << half) ^ l ^ recursive(h, 1 << (half - 1), half)
}

impl Problem for NimProduct64 {
    type Case = (u64, u64);
    const NAME: &'static str = "nim_product_64";
    const FRAME: Frame = Frame::Count("T");
    const KINDS: &'static [&'static str] = &["max", "large", "powers"];

    fn read_case(r: &mut Reader) -> Result<(u64, u64), String> {
        Ok((r.u64("A")?, r.u64("B")?))
    }

    fn write_case(&(a, b): &(u64, u64)) -> String {
        format!("{a} {b}\n")
    }

    fn random_small(rng: &mut Rng) -> (u64, u64) {
        (rng.range(0, BRUTE_BELOW - 1), rng.range(0, BRUTE_BELOW - 1))
    }

    /// `max`: the judge's largest T of random 64-bit pairs (about 40 MB);
    /// `large`: 12,000 of them (committable); `powers`: every 2^i (x) 2^j,
    /// then 0, 1 and 2^64 - 1 against the powers.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<(u64, u64)> {
        let count = match kind {
            "max" => limits["T"].hi as usize,
            "large" => 12_000,
            "powers" => {
                let pairs = (0..64).flat_map(|i| (0..64).map(move |j| (1 << i, 1 << j)));
                let special = (0..64).flat_map(|i| [0, 1, u64::MAX].map(|s| (s, 1 << i)));
                return pairs.chain(special).collect();
            }
            other => unknown_kind(other),
        };
        (0..count).map(|_| (rng.next_u64(), rng.next_u64())).collect()
    }

    fn brute(&mut self, &(a, b): &(u64, u64)) -> Option<String> {
        self.by_definition(a, b).map(|v| format!("{v}\n"))
    }

    fn reference(&mut self, &(a, b): &(u64, u64)) -> String {
        format!("{}\n", self.bitwise(a, b))
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = vec![(a >> 1, b), (a, b >> 1), (a >> 32, b >> 32)];
        smaller.retain(|&c| c != (a, b));
        smaller.dedup();
        smaller
    }

    fn explain(&mut self, &(a, b): &(u64, u64)) -> String {
        let (product, defined) = (self.bitwise(a, b), self.by_definition(a, b));
        let defined = defined.map_or(String::new(), |d| format!("; the mex definition gives {d}"));
        format!(
            "{a} (x) {b} = {product}: in Turning Corners (the Tartan product of Nim heaps {a} and {b}) \
             one heads coin at ({a}, {b}) has Grundy value {product}{defined}\n"
        )
    }
}

//! AtCoder ABC212 H Nim Counting: count the ordered sequences of 1 to N heaps,
//! each one of the K distinct sizes A_i, that the first player wins at Nim.
//! Brute force: every arrangement listed and each decided by exhaustive
//! search of its Nim position (`sglab::search`, no xor rule); reference: a
//! Walsh-Hadamard transform mod p whose geometric series are summed by
//! doubling (no division, so no special case), written apart from the
//! solution. Tested by tests/special.rs.

// The game `scripts/play.sh abc212h` plays; pack's games list it.
#[path = "play.rs"]
pub mod play;

use sglab::games::nim;
use sglab::prelude::*;
use sglab::search::sum_steps;

/// The modulus of the answers.
pub const P: u64 = 998_244_353;
/// Inputs with N up to this, sizes up to `BRUTE_SIZE` and at most
/// `BRUTE_ARRANGEMENTS` arrangements are answered by the search.
pub const BRUTE_N: u64 = 4;
pub const BRUTE_SIZE: u64 = 7;
pub const BRUTE_ARRANGEMENTS: u64 = 400;

/// One input: N and the sizes A_1..A_K as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
    pub sizes: Vec<u64>,
}

/// The brute force's memo: Nim positions as sorted heap lists, searched
/// move by move and kept across cases.
pub struct Abc212h(Memo<Vec<u32>>);

impl Default for Abc212h {
    fn default() -> Abc212h {
        Abc212h(Search::boxed(Play::Normal, |heaps: &Vec<u32>| {
            sum_steps(heaps, nim::steps)
        }))
    }
}

impl Abc212h {
    /// Whether the player to move wins Nim on `heaps`, by search.
    pub fn mover_wins(&mut self, heaps: &[u64]) -> bool {
        let mut position: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        position.sort_unstable();
        self.0.mover_wins(&position)
    }

    /// (arrangements, arrangements the first player wins), counted by
    /// listing every sequence of 1..=N heaps and searching each position;
    /// `None` past the search's bounds.
    pub fn count_by_search(&mut self, case: &Case) -> Option<(u64, u64)> {
        let small = case.n <= BRUTE_N && case.sizes.iter().all(|&a| a <= BRUTE_SIZE);
        let k = case.sizes.len() as u64;
        if !small || k > BRUTE_SIZE {
            return None;
        }
        let arrangements: u64 = (1..=case.n).map(|m| k.pow(m as u32)).sum();
        if arrangements > BRUTE_ARRANGEMENTS {
            return None;
        }
        let mut won = 0;
        let mut layer: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..case.n {
            layer = layer
                .iter()
                .flat_map(|seq| {
                    case.sizes.iter().map(move |&a| {
                        let mut longer = seq.clone();
                        longer.push(a);
                        longer
                    })
                })
                .collect();
            won += layer.iter().filter(|seq| self.mover_wins(seq)).count() as u64;
        }
        Some((arrangements, won))
    }
}

fn pow(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % P;
        }
        x = x * x % P;
        e >>= 1;
    }
    r
}

/// (x + x^2 + ... + x^n, x^n) mod p by doubling: S(2m) = S(m) (1 + x^m),
/// S(m + 1) = S(m) + x^(m+1). No division, so x = 1 needs no case of its own.
pub fn series_by_doubling(x: u64, n: u64) -> u64 {
    let (mut sum, mut power) = (0u64, 1u64); // S(0), x^0
    for bit in (0..64 - n.leading_zeros()).rev() {
        sum = sum * (1 + power) % P;
        power = power * power % P;
        if n >> bit & 1 == 1 {
            power = power * x % P;
            sum = (sum + power) % P;
        }
    }
    sum
}

/// The answer by the transform mod p on 2^16 values, one geometric series
/// by doubling per transformed value, and the inverse transform's entry 0.
pub fn by_transform(case: &Case) -> u64 {
    const LEN: usize = 1 << 16;
    let mut f = vec![0u64; LEN];
    for &a in &case.sizes {
        f[a as usize] += 1;
    }
    let mut half = 1;
    while half < LEN {
        for i in (0..LEN).step_by(2 * half) {
            for j in i..i + half {
                let (x, y) = (f[j], f[j + half]);
                f[j] = (x + y) % P;
                f[j + half] = (x + P - y) % P;
            }
        }
        half *= 2;
    }
    let sum = f.iter().fold(0, |s, &v| (s + series_by_doubling(v, case.n)) % P);
    let zero_xor = sum * pow(LEN as u64, P - 2) % P;
    let total = series_by_doubling(case.sizes.len() as u64, case.n);
    (total + P - zero_xor) % P
}

/// The answer by a xor-count DP over lengths, exact in u128 while it fits
/// and mod p otherwise: `counts[x]` sequences of the current length have xor
/// x (Bouton's rule, no transform). O(N K 2^b): for small inputs only.
pub fn by_xor_dp(case: &Case) -> u64 {
    let top = case.sizes.iter().copied().max().unwrap_or(1) as usize;
    let len = (top + 1).next_power_of_two();
    let mut counts = vec![0u64; len];
    counts[0] = 1;
    let mut won = 0;
    for _ in 0..case.n {
        let mut next = vec![0u64; len];
        for (x, &c) in counts.iter().enumerate() {
            for &a in &case.sizes {
                let y = x ^ a as usize;
                next[y] = (next[y] + c) % P;
            }
        }
        counts = next;
        won = (won + counts[1..].iter().fold(0, |s, &c| (s + c) % P)) % P;
    }
    won
}

fn line(v: u64) -> String {
    format!("{v}\n")
}

impl Problem for Abc212h {
    type Case = Case;
    const NAME: &'static str = "abc212h";
    const FRAME: Frame = Frame::Single;
    const KINDS: &'static [&'static str] = &["max", "full", "ones"];
    const STRESS_CASES: usize = 1500;

    fn read_case(r: &mut Reader) -> Result<Case, String> {
        let n = r.u64("N")?;
        let k = r.u64("K")?;
        let sizes = r.list(k, "A_i")?;
        Ok(Case { n, sizes })
    }

    /// The statement's sizes are distinct; the binary and the tools count
    /// a repeated one as one more choice per heap (sequences of indices).
    fn statement(cases: &[Case]) -> Result<(), String> {
        match cases.iter().find_map(|c| sglab::contract::scope::repeated(&c.sizes)) {
            Some(twice) => Err(format!("A holds {twice} twice (the statement's A_i are distinct)")),
            None => Ok(()),
        }
    }

    fn write_case(case: &Case) -> String {
        format!("{} {}\n{}\n", case.n, case.sizes.len(), join(&case.sizes))
    }

    /// N from 1 to 4, 1 to 4 distinct sizes from 1 to 7 in any order.
    fn random_small(rng: &mut Rng) -> Case {
        let n = rng.range(1, BRUTE_N);
        let k = rng.range(1, 4) as usize;
        let mut all: Vec<u64> = (1..=BRUTE_SIZE).collect();
        rng.shuffle(&mut all);
        Case {
            n,
            sizes: all[..k].to_vec(),
        }
    }

    /// `max`: the judge's largest N and half of all sizes, at random (the
    /// transform then takes many values); `full`: every size 1..65535 (K
    /// at its largest); `ones`: sizes chosen so that many transformed
    /// values are 1, the series' special case (the sample's {3, 5, 7}
    /// shifted into the high bits, plus random extra triples a, b, a^b).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Case> {
        let (n, top) = (limits["N"].hi, limits["A_i"].hi);
        let sizes = match kind {
            "max" => {
                let mut all: Vec<u64> = (1..=top).collect();
                rng.shuffle(&mut all);
                all.truncate(all.len() / 2);
                all
            }
            "full" => (1..=top).collect(),
            "ones" => {
                let mut sizes = vec![3, 5, 7];
                while sizes.len() < 60 {
                    let a = rng.range(8, top);
                    let b = rng.range(8, top);
                    for v in [a, b, a ^ b] {
                        if v >= 1 && v <= top && !sizes.contains(&v) {
                            sizes.push(v);
                        }
                    }
                }
                rng.shuffle(&mut sizes);
                sizes
            }
            other => unknown_kind(other),
        };
        vec![Case { n, sizes }]
    }

    fn brute(&mut self, case: &Case) -> Option<String> {
        self.count_by_search(case).map(|(_, won)| line(won % P))
    }

    fn reference(&mut self, case: &Case) -> String {
        line(by_transform(case))
    }

    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller: Vec<Case> = smaller_values(case.n, 1)
            .into_iter()
            .map(|n| Case {
                n,
                sizes: case.sizes.clone(),
            })
            .collect();
        if case.sizes.len() >= 2 {
            for i in 0..case.sizes.len().min(64) {
                let mut sizes = case.sizes.clone();
                sizes.remove(i);
                smaller.push(Case { n: case.n, sizes });
            }
        }
        for i in 0..case.sizes.len().min(64) {
            for v in smaller_values(case.sizes[i], 1) {
                if !case.sizes.contains(&v) {
                    let mut sizes = case.sizes.clone();
                    sizes[i] = v;
                    smaller.push(Case { n: case.n, sizes });
                }
            }
        }
        smaller
    }

    fn explain(&mut self, case: &Case) -> String {
        let k = case.sizes.len() as u64;
        let won = by_transform(case);
        let total = series_by_doubling(k, case.n);
        let mut text = format!(
            "N = {}, sizes {}: K + ... + K^N = {total} arrangements mod p; the first player loses exactly \
             those whose heap sizes xor to 0 (Bouton), so {won} are won (mod 998244353)\n",
            case.n,
            join(&case.sizes)
        );
        if let Some((arrangements, by_search)) = self.count_by_search(case) {
            text += &format!(
                "by exhaustive search of all {arrangements} arrangements: {by_search} won, {} lost\n",
                arrangements - by_search
            );
        }
        text
    }
}

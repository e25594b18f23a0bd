//! AcWing 235 Magic Beads. Brute force: the real game over whole positions
//! (`games::beads::steps`); reference: the xor of Grundy values tabulated from
//! the rules. Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::beads;
use sglab::prelude::*;

pub const WORDS: Words = Words::new("freda\n", "rainbow\n");

/// The real game's search (whole positions) and sg(0..=1000) from the
/// rules, kept across cases.
pub struct Acwing235(HeapSum<u32>);

impl Default for Acwing235 {
    fn default() -> Acwing235 {
        Acwing235(HeapSum::new(Play::Normal, beads::steps).with_table(grundy::table(1000, beads::options)))
    }
}

impl Acwing235 {
    /// Whether Freda (to move) wins the real game on `piles`, searched move
    /// by move; piles of one bead never move and are left out.
    pub fn freda_wins(&mut self, piles: &[u32]) -> bool {
        self.0.mover_wins(moving(piles))
    }

    fn values(&self, piles: &[u32]) -> Vec<u64> {
        self.0.values(piles.iter().map(|&p| p as usize))
    }
}

/// The piles that can move: the search's components.
fn moving(piles: &[u32]) -> Vec<u32> {
    piles.iter().copied().filter(|&p| p > 1).collect()
}

/// Small enough for the search: it grows fast with highly composite piles
/// (one pile of 60 alone has 83,000 positions).
pub fn small(piles: &[u32]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(1);
    (piles.len() <= 3 && top <= 24) || (piles.len() <= 4 && top <= 12)
}

impl Problem for Acwing235 {
    type Case = Vec<u32>;
    const NAME: &'static str = "acwing235";
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<u32>, String> {
        Ok(r.sized_list("n", "a_i")?.into_iter().map(|a| a as u32).collect())
    }

    fn write_case(piles: &Vec<u32>) -> String {
        sized_list(piles)
    }

    /// Four piles up to 12 (a third of the time) or one to three up to 24.
    fn random_small(rng: &mut Rng) -> Vec<u32> {
        let (n, top) = if rng.chance(1, 3) {
            (4, 12)
        } else {
            (rng.range(1, 3), 24)
        };
        (0..n).map(|_| rng.range(1, top) as u32).collect()
    }

    /// `max`: 300 data sets of the largest n and piles; `traps`: losing
    /// positions with piles > 1 (xor 0 by a balancing pile, single piles
    /// of value 0 such as 8, all ones).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u32>> {
        let (n, top) = (limits["n"].hi, limits["a_i"].hi);
        let piles = |n: u64, rng: &mut Rng| -> Vec<u32> { (0..n).map(|_| rng.range(1, top) as u32).collect() };
        if kind == "max" {
            return (0..300).map(|_| piles(n, rng)).collect();
        }
        if kind != "traps" {
            unknown_kind(kind);
        }
        let g = grundy::table(top as usize, beads::options);
        let zeros: Vec<u32> = (2..=top as u32).filter(|&a| g[a as usize] == 0).collect();
        (0..200)
            .map(|i| {
                let n = rng.range(1, n - 1); // room for the balancing pile
                match i % 4 {
                    0 | 1 => loop {
                        let mut set = piles(n, rng);
                        let xor = set.iter().fold(0, |x, &p| x ^ g[p as usize]);
                        let fix: Vec<u32> = (1..=top as u32).filter(|&a| g[a as usize] == xor).collect();
                        if !fix.is_empty() {
                            set.push(fix[rng.below(fix.len())]);
                            break set;
                        }
                    },
                    2 => vec![zeros[rng.below(zeros.len())]],
                    _ => vec![1; n as usize],
                }
            })
            .collect()
    }

    fn brute(&mut self, piles: &Vec<u32>) -> Option<String> {
        small(piles).then(|| WORDS.answer(self.freda_wins(piles)))
    }

    fn reference(&mut self, piles: &Vec<u32>) -> String {
        WORDS.answer(self.0.first_wins(&self.values(piles)))
    }

    /// Each half, one pile fewer, then each pile smaller (1, half, one less).
    fn shrink(piles: &Vec<u32>) -> Vec<Vec<u32>> {
        smaller_lists(piles, |&p| {
            smaller_values(u64::from(p), 1).into_iter().map(|v| v as u32).collect()
        })
    }

    fn explain(&mut self, piles: &Vec<u32>) -> String {
        let how = "sg(p) = mex over the removed divisor e of (xor of sg(d) over the proper divisors d) xor sg(e)";
        let search = small(piles).then(|| moving(piles));
        self.0
            .explain(&format!("piles {}", join(piles)), &self.values(piles), how, search)
    }
}

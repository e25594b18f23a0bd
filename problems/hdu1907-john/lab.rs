//! HDU 1907 John: misère Nim (whoever takes the last stone loses). Brute
//! force: misère Nim move by move; reference: the SJ theorem on the pile sizes.
//! Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::nim;
use sglab::prelude::*;

/// Cases of at most this many piles...
pub const SEARCH_PILES: usize = 5;
/// ...adding up to at most this are decided by the search.
pub const SEARCH_SUM: u64 = 32;

/// John moves first.
pub const WORDS: Words = Words::new("John\n", "Brother\n");

/// The misère search's memo, kept across cases.
pub struct Hdu1907(HeapSum<u32>);

impl Default for Hdu1907 {
    fn default() -> Hdu1907 {
        Hdu1907(HeapSum::new(Play::Misere, nim::steps))
    }
}

/// The piles as the search's components, if few and small enough to search.
fn searched(piles: &[u64]) -> Option<Vec<u32>> {
    let small = piles.len() <= SEARCH_PILES && piles.iter().sum::<u64>() <= SEARCH_SUM;
    small.then(|| piles.iter().map(|&p| p as u32).collect())
}

impl Problem for Hdu1907 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu1907";
    const FRAME: Frame = Frame::Count("T");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("N", "A_i")
    }

    fn write_case(piles: &Vec<u64>) -> String {
        sized_list(piles)
    }

    /// One to five piles, all of 1 stone a quarter of the time, else up to 6.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 5) as usize;
        let top = if rng.chance(1, 4) { 1 } else { 6 };
        (0..n).map(|_| rng.range(1, top)).collect()
    }

    /// `max`: every count and pile at the judge's limits; `traps`: all-ones
    /// piles, one big pile among ones, single piles.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let (t, n, top) = (limits["T"].hi, limits["N"].hi, limits["A_i"].hi);
        if kind == "max" {
            return (0..t).map(|_| (0..n).map(|_| rng.range(1, top)).collect()).collect();
        }
        if kind != "traps" {
            unknown_kind(kind);
        }
        (0..t)
            .map(|i| match i % 3 {
                0 => vec![1; rng.range(1, n) as usize],
                1 => {
                    let mut piles = vec![1; rng.range(1, n) as usize];
                    let at = rng.below(piles.len());
                    piles[at] = rng.range(2, top);
                    piles
                }
                _ => vec![rng.range(1, top)],
            })
            .collect()
    }

    fn brute(&mut self, piles: &Vec<u64>) -> Option<String> {
        searched(piles).map(|parts| WORDS.answer(self.0.mover_wins(parts)))
    }

    /// The SJ theorem with Grundy value = pile size.
    fn reference(&mut self, piles: &Vec<u64>) -> String {
        WORDS.answer(self.0.first_wins(piles))
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(piles, |&p| smaller_values(p, 1))
    }

    fn explain(&mut self, piles: &Vec<u64>) -> String {
        let how = "a pile of x is worth x";
        self.0
            .explain(&format!("piles {}", join(piles)), piles, how, searched(piles))
    }
}

//! HDU 1907 John: misère Nim (whoever takes the last stone loses). A case
//! is its list of piles.

use super::explain::{winner, winning_move};
use super::Problem;
use crate::format::{counted_sized_lists, join};
use crate::games::nim;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search};
use sg::scan::Scanner;

pub struct Hdu1907;

/// Cases of at most this many piles...
pub const SEARCH_PILES: usize = 5;
/// ...adding up to at most this are decided by the search.
pub const SEARCH_SUM: u64 = 32;

/// The judge's line for who wins: John moves first.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "John\n"
    } else {
        "Brother\n"
    }
}

/// The SJ theorem for Nim (a pile's Grundy value is its size): with some
/// pile above 1 the first player wins iff the xor is not 0, otherwise iff
/// it is 0 (an even number of single stones).
pub fn sj_first_wins(piles: &[u64]) -> bool {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    if piles.iter().any(|&p| p > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

fn position(piles: &[u64]) -> Vec<u32> {
    let mut start: Vec<u32> = piles.iter().filter(|&&p| p > 0).map(|&p| p as u32).collect();
    start.sort();
    start
}

fn searchable(piles: &[u64]) -> bool {
    piles.len() <= SEARCH_PILES && piles.iter().sum::<u64>() <= SEARCH_SUM
}

impl Problem for Hdu1907 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu1907";

    fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let t = scan.u64_in("T", 1, 100_000).map_err(|e| e.to_string())?;
        (0..t)
            .map(|_| {
                let n = scan.u64_in("N", 1, 100_000).map_err(|e| e.to_string())?;
                (0..n)
                    .map(|_| scan.u64_in("A_i", 1, u64::MAX).map_err(|e| e.to_string()))
                    .collect()
            })
            .collect()
    }

    fn write(cases: &[Vec<u64>]) -> String {
        counted_sized_lists(cases)
    }

    /// One to five piles, all of 1 stone a quarter of the time, else up to 6.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 5) as usize;
        let top = if rng.chance(1, 4) { 1 } else { 6 };
        (0..n).map(|_| rng.range(1, top)).collect()
    }

    fn brute(cases: &[Vec<u64>]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Misere, |p: &Vec<u32>| sum_steps(p, nim::steps));
        cases
            .iter()
            .map(|piles| searchable(piles).then(|| answer(search.mover_wins(&position(piles))).to_string()))
            .collect()
    }

    fn reference(piles: &Vec<u64>) -> String {
        answer(sj_first_wins(piles)).to_string()
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(piles, |&p| smaller_values(p, 1))
    }

    fn explain(piles: &Vec<u64>) -> String {
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let first = sj_first_wins(piles);
        let rule = if piles.iter().any(|&p| p > 1) {
            "some pile has more than 1 stone, so misère play follows the xor (SJ theorem): the mover wins iff it is not 0"
        } else {
            "every pile has 1 stone, so misère play reverses the xor: the mover wins iff the number of piles is even"
        };
        let mut text = format!(
            "piles {} (Grundy value = size), xor {xor}; {rule}: {} ({})\n",
            join(piles),
            winner(first),
            answer(first).trim_end()
        );
        if first && searchable(piles) {
            if let Some(step) = winning_move(Play::Misere, &position(piles), nim::steps) {
                text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
            }
        }
        text
    }
}

//! HDU 2509 Be the Winner: lines of apples, a move takes a run of
//! consecutive apples from one line, misère. A case is its list of lines.

use super::explain::{winner, winning_move};
use super::Problem;
use crate::format::{join, sized_lists};
use crate::games::apples;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search};
use sg::scan::Scanner;

pub struct Hdu2509;

/// Cases with at most this many apples (or only lines of 0 or 1 apple,
/// whose search is linear) are decided by the search.
pub const SEARCH_APPLES: u64 = 18;

/// The judge's line for who wins.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

/// The Anti-SG (SJ) theorem over line values (a line of k apples has
/// Grundy value k, checked from the rules by the stress test).
pub fn sj_first_wins(lines: &[u64]) -> bool {
    let xor = lines.iter().fold(0, |x, &k| x ^ k);
    if lines.iter().any(|&k| k > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

fn position(lines: &[u64]) -> Vec<u32> {
    let mut start: Vec<u32> = lines.iter().filter(|&&k| k > 0).map(|&k| k as u32).collect();
    start.sort();
    start
}

fn searchable(lines: &[u64]) -> bool {
    lines.iter().sum::<u64>() <= SEARCH_APPLES || lines.iter().all(|&k| k <= 1)
}

impl Problem for Hdu2509 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu2509";

    fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        while let Some(n) = scan.next_case("n", 1, 100_000).map_err(|e| e.to_string())? {
            let lines = (0..n)
                .map(|_| scan.u64_in("a_i", 0, 1_000_000).map_err(|e| e.to_string()))
                .collect::<Result<Vec<u64>, String>>()?;
            cases.push(lines);
        }
        Ok(cases)
    }

    fn write(cases: &[Vec<u64>]) -> String {
        sized_lists(cases)
    }

    /// One to five lines with 1 to 16 apples in all, some lines empty.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 5);
        let top = if rng.chance(1, 4) { 1 } else { 8 };
        let mut left = 16;
        let mut lines: Vec<u64> = (0..n)
            .map(|i| {
                let k = rng.range(0, (left - (n - 1 - i)).min(top));
                left -= k;
                k
            })
            .collect();
        if lines.iter().all(|&k| k == 0) {
            lines[0] = 1; // no apple at all is no game
        }
        lines
    }

    fn brute(cases: &[Vec<u64>]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Misere, |p: &Vec<u32>| sum_steps(p, apples::steps));
        cases
            .iter()
            .map(|lines| searchable(lines).then(|| answer(search.mover_wins(&position(lines))).to_string()))
            .collect()
    }

    fn reference(lines: &Vec<u64>) -> String {
        answer(sj_first_wins(lines)).to_string()
    }

    fn shrink(lines: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(lines, |&k| smaller_values(k, 1))
    }

    fn explain(lines: &Vec<u64>) -> String {
        let xor = lines.iter().fold(0, |x, &k| x ^ k);
        let first = sj_first_wins(lines);
        let rule = if lines.iter().any(|&k| k > 1) {
            "some line has 2 or more apples, so misère play follows the xor (SJ theorem): the mover wins iff it is not 0"
        } else {
            "no line has more than 1 apple, so misère play reverses the xor: the mover wins iff it is 0"
        };
        let mut text = format!(
            "lines {} (a line of k apples has Grundy value k), xor {xor}; {rule}: {}\n",
            join(lines),
            winner(first)
        );
        if first && lines.iter().sum::<u64>() <= SEARCH_APPLES {
            if let Some(step) = winning_move(Play::Misere, &position(lines), apples::steps) {
                text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
            }
        }
        text
    }
}

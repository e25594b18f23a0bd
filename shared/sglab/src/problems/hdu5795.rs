//! HDU 5795 A Simple Nim: Nim where a move may also split a heap into
//! three non-empty heaps. A case is its list of heaps.

use super::Problem;
use crate::format::counted_sized_lists;
use crate::games::split_nim;
use crate::grundy;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::rng::Rng;
use super::explain::{winner, winning_move};
use crate::format::join;
use crate::search::{sum_steps, Play, Search};
use sg::scan::Scanner;

pub struct Hdu5795;

pub const FIRST: &str = "First player wins.\n";
pub const SECOND: &str = "Second player wins.\n";
/// Cases whose heaps add up to at most this are decided by the search.
pub const SEARCH_SUM: u64 = 20;
/// The Grundy table from the rules goes this far.
pub const TABLE: usize = 200;

/// The judge's line for who wins.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        FIRST
    } else {
        SECOND
    }
}

/// Grundy values g(0..=TABLE) from the rules (mex over take and split
/// moves), built once per thread.
pub fn rules_table() -> Vec<u32> {
    thread_local! {
        static TABLE_G: Vec<u32> = grundy::table(TABLE, split_nim::options);
    }
    TABLE_G.with(|g| g.clone())
}

/// The Grundy value of heap `x` for any x: the rules table `g` where it
/// reaches, beyond it the table's last period moved up by a multiple of 8,
/// which is the proven fact g(x + 8) = g(x) + 8 for x >= 1 (the stress
/// test checks it on the table).
pub fn value(g: &[u32], x: u64) -> u64 {
    let last = (g.len() - 1) as u64;
    if x <= last {
        return u64::from(g[x as usize]);
    }
    let shift = (x - last + 7) / 8 * 8;
    u64::from(g[(x - shift) as usize]) + shift
}

fn xor_of(g: &[u32], heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ value(g, h))
}

/// The heaps as the search's position: sorted, as `u32`.
fn position(heaps: &[u64]) -> Vec<u32> {
    let mut start: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
    start.sort();
    start
}

impl Problem for Hdu5795 {
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu5795";

    fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let t = scan.u64_in("T", 1, 100_000).map_err(|e| e.to_string())?;
        (0..t)
            .map(|_| {
                let n = scan.u64_in("n", 1, 10_000_000).map_err(|e| e.to_string())?;
                (0..n)
                    .map(|_| scan.u64_in("s[i]", 1, 1_000_000_000_000_000_000).map_err(|e| e.to_string()))
                    .collect()
            })
            .collect()
    }

    fn write(cases: &[Vec<u64>]) -> String {
        counted_sized_lists(cases)
    }

    /// One to four heaps adding up to at most 18.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let mut left = 18;
        let n = rng.range(1, 4);
        (0..n)
            .map(|i| {
                let heap = rng.range(1, (left - (n - 1 - i)).min(10));
                left -= heap;
                heap
            })
            .collect()
    }

    fn brute(cases: &[Vec<u64>]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Normal, |p: &Vec<u32>| sum_steps(p, split_nim::steps));
        cases
            .iter()
            .map(|heaps| {
                (heaps.iter().sum::<u64>() <= SEARCH_SUM)
                    .then(|| answer(search.mover_wins(&position(heaps))).to_string())
            })
            .collect()
    }

    /// The xor of Grundy values from the rules table (Sprague-Grundy).
    fn reference(heaps: &Vec<u64>) -> String {
        answer(xor_of(&rules_table(), heaps) != 0).to_string()
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(heaps, |&h| smaller_values(h, 1))
    }

    fn explain(heaps: &Vec<u64>) -> String {
        let g = rules_table();
        let values: Vec<u64> = heaps.iter().map(|&h| value(&g, h)).collect();
        let xor = xor_of(&g, heaps);
        let mut text = format!(
            "heaps {}: Grundy values {} (a heap of x is worth x, except that 8k+7 and 8k+8 swap), xor {xor}: {}\n",
            join(heaps),
            join(&values),
            winner(xor != 0)
        );
        if xor != 0 && heaps.iter().sum::<u64>() <= SEARCH_SUM {
            if let Some(step) = winning_move(Play::Normal, &position(heaps), split_nim::steps) {
                text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
            }
        }
        text
    }
}

//! What HDU 1536 S-Nim and AcWing 893 Set-Nim share: heaps from which a move
//! takes exactly s stones, s in a set S.

use super::explain::{winner, winning_move};
use crate::format::join;
use crate::games::subtraction;
use crate::grundy;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::search::{sum_steps, Play, Search};

/// Positions the brute force decides: at most this many heaps...
pub const SEARCH_HEAPS: usize = 4;
/// ...adding up to at most this.
pub const SEARCH_SUM: usize = 48;

/// Whether `heaps` is small enough for [`Problem::brute`](super::Problem::brute).
pub fn searchable(heaps: &[usize]) -> bool {
    heaps.len() <= SEARCH_HEAPS && heaps.iter().sum::<usize>() <= SEARCH_SUM
}

/// The real game, searched move by move with no SG theory: whether the
/// player to move wins each position under `set`. One memo for all.
pub fn search_wins(set: &[usize], positions: &[Vec<usize>]) -> Vec<bool> {
    let mut search = Search::new(Play::Normal, |p: &Vec<usize>| {
        sum_steps(p, |heap| subtraction::steps(set, heap))
    });
    positions
        .iter()
        .map(|heaps| search.mover_wins(&sorted(heaps)))
        .collect()
}

fn sorted(heaps: &[usize]) -> Vec<usize> {
    let mut start = heaps.to_vec();
    start.sort();
    start
}

/// Grundy values g(0..=largest) of one heap under `set`, from the rules.
pub fn table(set: &[usize], largest: usize) -> Vec<u32> {
    grundy::table(largest, |x| subtraction::options(set, x))
}

/// The Sprague-Grundy reference: whether the xor of the heaps' Grundy
/// values is not 0, for each position.
pub fn reference_wins(set: &[usize], positions: &[Vec<usize>]) -> Vec<bool> {
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let g = table(set, largest);
    positions
        .iter()
        .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h]) != 0)
        .collect()
}

/// Smaller sets: fewer sizes, smaller sizes (at least 1).
pub fn smaller_sets(set: &[usize]) -> Vec<Vec<usize>> {
    smaller_lists(set, |&s| {
        smaller_values(s as u64, 1).into_iter().map(|v| v as usize).collect()
    })
}

/// Smaller positions: fewer heaps, smaller heaps (down to `lo`).
pub fn smaller_heaps(heaps: &[usize], lo: usize) -> Vec<Vec<usize>> {
    smaller_lists(heaps, |&h| {
        smaller_values(h as u64, lo as u64)
            .into_iter()
            .map(|v| v as usize)
            .collect()
    })
}

/// The set as the learner reads it: `{2, 5}`.
pub fn show_set(set: &[usize]) -> String {
    let sizes: Vec<String> = set.iter().map(usize::to_string).collect();
    format!("{{{}}}", sizes.join(", "))
}

/// One position in the game's terms: each heap's Grundy value under `set`,
/// the xor, who wins, and a winning move checked by the search.
pub fn explain_position(set: &[usize], heaps: &[usize]) -> String {
    let g = table(set, heaps.iter().copied().max().unwrap_or(0));
    let values: Vec<u32> = heaps.iter().map(|&h| g[h]).collect();
    let xor = values.iter().fold(0, |x, v| x ^ v);
    let mut text = format!(
        "heaps {}: Grundy values {} (mex over taking a size of S), xor {xor}: {}\n",
        join(heaps),
        join(&values),
        winner(xor != 0)
    );
    if xor != 0 && searchable(heaps) {
        if let Some(step) = winning_move(Play::Normal, &sorted(heaps), |h| subtraction::steps(set, h)) {
            text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
        }
    }
    text
}

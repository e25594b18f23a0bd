//! What HDU 1536 S-Nim and AcWing 893 Set-Nim share: heaps from which a move
//! takes exactly s stones, s in a set S given with the case. The search's
//! positions carry their set, so one memo serves every case. Also what both
//! problems' generators and special tests draw: distinct sizes, the set
//! traps, the set rewrites that change no answer. Tested by the unit tests
//! below and by both problems' suites and special tests.

use crate::contract::explain::{and_winning_move, sum_first_wins, sum_line};
use crate::contract::shrink::{smaller_lists, smaller_values};
use crate::format::join;
use crate::games::subtraction;
use crate::grundy;
use crate::rng::Rng;
use crate::search::{sum_steps, Memo, Play, Search, Step};

/// Positions the brute force decides: at most this many heaps...
pub const SEARCH_HEAPS: usize = 4;
/// ...adding up to at most this.
pub const SEARCH_SUM: usize = 48;

/// A position of the search: the set (sorted, repeats merged) and the
/// non-empty heaps (sorted).
pub type Position = (Vec<usize>, Vec<usize>);

/// Whether `heaps` is small enough for the brute force.
pub fn searchable(heaps: &[usize]) -> bool {
    heaps.len() <= SEARCH_HEAPS && heaps.iter().sum::<usize>() <= SEARCH_SUM
}

/// The real game searched move by move with no SG theory: one memo for
/// every set (see [`start`]).
pub fn search() -> Memo<Position> {
    Search::boxed(Play::Normal, |(set, heaps): &Position| {
        sum_steps(heaps, |h| subtraction::steps(set, h))
            .into_iter()
            .map(|step| match step {
                Step::To(next) => Step::To((set.clone(), next)),
                Step::Win => Step::Win,
            })
            .collect()
    })
}

/// Both problems' brute force: [`search`] and its memo, kept across cases.
pub struct Brute(Memo<Position>);

impl Default for Brute {
    fn default() -> Brute {
        Brute(search())
    }
}

impl Brute {
    /// Whether the mover wins `heaps` under `set` (as given), searched move
    /// by move; `None` when the heaps are too large to search.
    pub fn mover_wins(&mut self, set: &[usize], heaps: &[usize]) -> Option<bool> {
        searchable(heaps).then(|| self.0.mover_wins(&start(set, heaps)))
    }
}

/// The search's position for `heaps` under `set`.
pub fn start(set: &[usize], heaps: &[usize]) -> Position {
    let mut set = set.to_vec();
    set.sort();
    set.dedup();
    let mut heaps: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
    heaps.sort();
    (set, heaps)
}

/// Grundy values g(0..=largest) of one heap under `set`, from the rules.
pub fn table(set: &[usize], largest: usize) -> Vec<u32> {
    grundy::table(largest, |x| subtraction::options(set, x))
}

/// Each heap's Grundy value under `set`.
pub fn values(set: &[usize], heaps: &[usize]) -> Vec<u64> {
    let g = table(set, heaps.iter().copied().max().unwrap_or(0));
    heaps.iter().map(|&h| u64::from(g[h])).collect()
}

/// The Sprague-Grundy reference: whether the xor of the heaps' values is
/// not 0.
pub fn first_wins(set: &[usize], heaps: &[usize]) -> bool {
    sum_first_wins(Play::Normal, &values(set, heaps))
}

/// [`first_wins`] for each of several positions under one `set`, from one
/// table up to their largest heap (HDU 1536 gives up to 100 positions a
/// set: a table each took seconds on its largest input).
pub fn first_wins_each(set: &[usize], positions: &[Vec<usize>]) -> Vec<bool> {
    let g = table(set, positions.iter().flatten().copied().max().unwrap_or(0));
    positions
        .iter()
        .map(|heaps| {
            sum_first_wins(
                Play::Normal,
                &heaps.iter().map(|&h| u64::from(g[h])).collect::<Vec<_>>(),
            )
        })
        .collect()
}

/// Smaller sets: fewer sizes, smaller sizes (at least 1).
pub fn smaller_sets(set: &[usize]) -> Vec<Vec<usize>> {
    smaller_usizes(set, 1)
}

/// Smaller positions: fewer heaps, smaller heaps (down to `lo`).
pub fn smaller_usizes(items: &[usize], lo: usize) -> Vec<Vec<usize>> {
    smaller_lists(items, |&h| {
        smaller_values(h as u64, lo as u64)
            .into_iter()
            .map(|v| v as usize)
            .collect()
    })
}

/// `count` distinct sizes from 1 up to `top` (count <= top), in random order.
pub fn distinct(rng: &mut Rng, count: usize, top: u64) -> Vec<usize> {
    let mut set = Vec::new();
    while set.len() < count {
        let s = rng.range(1, top) as usize;
        if !set.contains(&s) {
            set.push(s);
        }
    }
    set
}

/// The generators' traps on `set`, each a rewrite that changes no answer:
/// `unsorted` (decreasing order, shuffled when `every`), `big-moves`
/// (sizes from past the largest of `heaps` up to `top`: every size when
/// `every`, so no move at all, else about half), `duplicates` (repeated
/// sizes, shuffled).
pub fn trap(kind: &str, rng: &mut Rng, set: &mut Vec<usize>, heaps: &[usize], top: u64, every: bool) {
    match kind {
        "unsorted" => {
            set.sort_unstable_by(|a, b| b.cmp(a));
            if every {
                rng.shuffle(set);
            }
        }
        "big-moves" => {
            let highest = heaps.iter().copied().max().unwrap_or(0) as u64;
            for s in set.iter_mut() {
                if every || rng.chance(1, 2) {
                    *s = rng.range(highest + 1, top) as usize;
                }
            }
        }
        "duplicates" => {
            for _ in 0..rng.range(1, 5) {
                set.push(set[rng.below(set.len())]);
            }
            rng.shuffle(set);
        }
        _ => unreachable!("no set trap {kind:?}"),
    }
}

/// The set rewrites the special tests check change no answer: reversed,
/// every size twice, and sizes past every small heap added.
pub fn rewrites(set: &[usize]) -> [Vec<usize>; 3] {
    let reversed = set.iter().rev().copied().collect();
    [reversed, [set, set].concat(), [set, &[13, 10_000]].concat()]
}

/// The set as the learner reads it: `{2, 5}`.
pub fn show_set(set: &[usize]) -> String {
    format!("{{{}}}", join(set).replace(' ', ", "))
}

/// One position in the game's terms: each heap's Grundy value under `set`,
/// the xor, who wins, and a winning move checked by the search.
pub fn explain_position(set: &[usize], heaps: &[usize]) -> String {
    let how = "mex over taking a size of S";
    let text = sum_line(
        &format!("heaps {}", join(heaps)),
        &values(set, heaps),
        how,
        Play::Normal,
    );
    if !searchable(heaps) {
        return text;
    }
    and_winning_move(text, Play::Normal, &start(set, heaps).1, |h| subtraction::steps(set, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_memo_for_every_set() {
        let mut search = search();
        // S = {2, 5}: g(2) = 1, g(4) = 0, g(7) = 0 (the AcWing sample: Yes).
        assert_eq!(values(&[5, 2], &[2, 4, 7]), vec![1, 0, 0]);
        assert!(search.mover_wins(&start(&[5, 2, 2], &[2, 4, 7])));
        assert!(first_wins(&[2, 5], &[2, 4, 7]));
        // S = {1}: plain parity; the same memo answers.
        assert!(!search.mover_wins(&start(&[1], &[3, 3, 0])));
        assert_eq!(show_set(&[2, 5]), "{2, 5}");
    }
}

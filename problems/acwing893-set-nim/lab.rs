//! AcWing 893 Set-Nim for the pack's tools: heaps, a move takes exactly s
//! stones, s in a set S. The input holds one case: the set and the heaps.
//! The brute force searches up to 4 heaps of 48 stones in all move by move;
//! the reference is the xor of Grundy values tabulated from the rules
//! (`games::set_nim`, shared with HDU 1536). Tested by the shared suite
//! (tests/suite.rs) and tests/special.rs.

use crate::contract::{Frame, Problem, Reader, Words};
use crate::format::join;
use crate::games::set_nim::{self, searchable, Position};
use crate::meta::Ranges;
use crate::rng::Rng;
use crate::search::Memo;

pub const WORDS: Words = Words {
    first: "Yes\n",
    second: "No\n",
};

/// The search's memo (positions carry their set), kept across cases.
pub struct Acwing893 {
    search: Memo<Position>,
}

impl Default for Acwing893 {
    fn default() -> Acwing893 {
        Acwing893 {
            search: set_nim::search(),
        }
    }
}

impl Problem for Acwing893 {
    /// (S as given, the heaps).
    type Case = (Vec<usize>, Vec<usize>);
    const NAME: &'static str = "acwing893";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "unsorted", "big-moves", "duplicates"];

    fn read_case(r: &mut Reader) -> Result<Self::Case, String> {
        let k = r.u64("k")?;
        let set = (0..k).map(|_| r.usize("s_i")).collect::<Result<_, _>>()?;
        let n = r.u64("n")?;
        let heaps = (0..n).map(|_| r.usize("h_i")).collect::<Result<_, _>>()?;
        Ok((set, heaps))
    }

    fn write_case((set, heaps): &Self::Case) -> String {
        format!("{}\n{}\n{}\n{}\n", set.len(), join(set), heaps.len(), join(heaps))
    }

    /// Up to 4 distinct sizes up to 8 in any order, up to 4 heaps up to 12.
    fn random_small(rng: &mut Rng) -> Self::Case {
        let mut set = Vec::new();
        for _ in 0..rng.range(1, 4) {
            let s = rng.range(1, 8) as usize;
            if !set.contains(&s) {
                set.push(s);
            }
        }
        let heaps = (0..rng.range(1, 4)).map(|_| rng.range(1, 12) as usize).collect();
        (set, heaps)
    }

    /// `max`: k distinct sizes up to 300 (every table entry past 300 has all
    /// k moves), n heaps up to the limit, one of the limit; one kind per
    /// trap: `unsorted` (sizes in decreasing or shuffled order),
    /// `big-moves` (sizes past every heap, some or all), `duplicates`
    /// (repeated sizes: the statement promises distinct ones, the binary
    /// merges repeats).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Self::Case> {
        let (top, most) = (limits["s_i"].hi, limits["h_i"].hi);
        let case = match kind {
            "max" => {
                let set = distinct(rng, limits["k"].hi as usize, 300);
                let n = limits["n"].hi as usize;
                let mut heaps: Vec<usize> = (0..n).map(|_| rng.range(1, most) as usize).collect();
                heaps[rng.below(n)] = most as usize;
                (set, heaps)
            }
            "unsorted" => {
                let (mut set, heaps) = shaped(rng, 10, 40, 20, 300);
                set.sort_unstable_by(|a, b| b.cmp(a));
                if rng.chance(1, 2) {
                    rng.shuffle(&mut set);
                }
                (set, heaps)
            }
            "big-moves" => {
                let (mut set, heaps) = shaped(rng, 8, 20, 20, 60);
                let highest = heaps.iter().copied().max().unwrap_or(0) as u64;
                let all = rng.chance(1, 2);
                for s in &mut set {
                    // Every size past every heap (no move at all), or half of them.
                    if all || rng.chance(1, 2) {
                        *s = rng.range(highest + 1, top) as usize;
                    }
                }
                (set, heaps)
            }
            _ => {
                let (mut set, heaps) = shaped(rng, 6, 15, 20, 100);
                for _ in 0..rng.range(1, 5) {
                    set.push(set[rng.below(set.len())]);
                }
                rng.shuffle(&mut set);
                (set, heaps)
            }
        };
        vec![case]
    }

    fn brute(&mut self, (set, heaps): &Self::Case) -> Option<String> {
        searchable(heaps).then(|| WORDS.answer(self.search.mover_wins(&set_nim::start(set, heaps))))
    }

    fn reference(&mut self, (set, heaps): &Self::Case) -> String {
        WORDS.answer(set_nim::first_wins(set, heaps))
    }

    fn shrink((set, heaps): &Self::Case) -> Vec<Self::Case> {
        let fewer_heaps = set_nim::smaller_usizes(heaps, 1).into_iter().map(|h| (set.clone(), h));
        let fewer_sizes = set_nim::smaller_sets(set).into_iter().map(|s| (s, heaps.clone()));
        fewer_heaps.chain(fewer_sizes).collect()
    }

    fn explain(&mut self, (set, heaps): &Self::Case) -> String {
        format!(
            "S = {}; {}",
            set_nim::show_set(set),
            set_nim::explain_position(set, heaps)
        )
    }
}

/// Up to `k` distinct sizes up to `s`, up to `n` heaps from 1 up to `h`.
fn shaped(rng: &mut Rng, k: u64, s: u64, n: u64, h: u64) -> (Vec<usize>, Vec<usize>) {
    let count = rng.range(1, k) as usize;
    let set = distinct(rng, count, s);
    let heaps = (0..rng.range(1, n)).map(|_| rng.range(1, h) as usize).collect();
    (set, heaps)
}

/// `count` distinct sizes from 1 up to `top` (count <= top), in random order.
fn distinct(rng: &mut Rng, count: usize, top: u64) -> Vec<usize> {
    let mut set = Vec::new();
    while set.len() < count {
        let s = rng.range(1, top) as usize;
        if !set.contains(&s) {
            set.push(s);
        }
    }
    set
}

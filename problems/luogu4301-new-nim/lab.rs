//! Luogu P4301 \[CQOI2013\] New Nim: two rounds of removing whole heaps (the
//! first player, then the second; neither may remove all), then Nim.
//! Brute force: every heap set the first player may keep, every set the
//! second may keep of it, and the Nim phase searched move by move
//! (`sglab::search`, no xor rule); reference: the heaviest set of heaps
//! independent over GF(2), heaps taken in decreasing order and kept when
//! they raise the rank (Gaussian elimination from scratch each time).
//! Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::nim;
use sglab::prelude::*;
use sglab::search::sum_steps;

/// Inputs of at most this many heaps, each of at most `BRUTE_HEAP`
/// matches, are answered by the search.
pub const BRUTE_K: usize = 5;
pub const BRUTE_HEAP: u64 = 7;

/// The brute force's memo: Nim positions as sorted heap lists.
pub struct Luogu4301(Memo<Vec<u32>>);

impl Default for Luogu4301 {
    fn default() -> Luogu4301 {
        Luogu4301(Search::boxed(Play::Normal, |heaps: &Vec<u32>| {
            sum_steps(heaps, nim::steps)
        }))
    }
}

/// The heaps of `heaps` whose bit is set in `mask`.
pub fn subset(heaps: &[u64], mask: usize) -> Vec<u64> {
    (0..heaps.len())
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| heaps[i])
        .collect()
}

impl Luogu4301 {
    /// Whether the player to move wins Nim on `heaps`, by search.
    pub fn nim_mover_wins(&mut self, heaps: &[u64]) -> bool {
        let mut position: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        position.sort_unstable();
        self.0.mover_wins(&position)
    }

    /// Whether the second player, facing the kept heaps `kept` in round 2,
    /// can keep a non-empty part of them (possibly all) from which the
    /// first player, to move in the Nim phase, loses.
    pub fn second_wins(&mut self, kept: &[u64]) -> bool {
        (1..1usize << kept.len()).any(|mask| !self.nim_mover_wins(&subset(kept, mask)))
    }

    /// The least number of matches the first player removes in round 1 and
    /// still wins, or `None` if he cannot win: every non-empty kept set
    /// tried; past the search's bounds, `Err` naming them.
    pub fn search(&mut self, heaps: &[u64]) -> Result<Option<u64>, String> {
        if heaps.len() > BRUTE_K || heaps.iter().any(|&h| h > BRUTE_HEAP) {
            return Err(format!(
                "the search takes at most {BRUTE_K} heaps of at most {BRUTE_HEAP}"
            ));
        }
        let total: u64 = heaps.iter().sum();
        let mut best = None;
        for mask in 1..1usize << heaps.len() {
            let kept = subset(heaps, mask);
            if !self.second_wins(&kept) {
                let removed = total - kept.iter().sum::<u64>();
                best = Some(best.map_or(removed, |b: u64| b.min(removed)));
            }
        }
        Ok(best)
    }
}

/// The rank over GF(2) of `vectors`, by Gaussian elimination.
pub fn rank(vectors: &[u64]) -> usize {
    let mut rows = vectors.to_vec();
    let mut rank = 0;
    for bit in (0..64).rev() {
        let Some(pivot) = (rank..rows.len()).find(|&i| rows[i] >> bit & 1 == 1) else {
            continue;
        };
        rows.swap(rank, pivot);
        for i in 0..rows.len() {
            if i != rank && rows[i] >> bit & 1 == 1 {
                rows[i] ^= rows[rank];
            }
        }
        rank += 1;
    }
    rank
}

/// The heaps a heaviest independent set keeps: in decreasing order, each
/// heap kept when it raises the rank of those kept before it.
pub fn greedy_kept(heaps: &[u64]) -> Vec<u64> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut kept: Vec<u64> = Vec::new();
    for h in sorted {
        kept.push(h);
        if rank(&kept) < kept.len() {
            kept.pop();
        }
    }
    kept
}

/// The matches removed in round 1 by the greedy, in 128 bits.
pub fn greedy_removed(heaps: &[u64]) -> u128 {
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    total - greedy_kept(heaps).iter().map(|&h| u128::from(h)).sum::<u128>()
}

fn answer(removed: Option<u64>) -> String {
    match removed {
        Some(r) => format!("{r}\n"),
        None => "-1\n".to_string(),
    }
}

impl Problem for Luogu4301 {
    type Case = Vec<u64>;
    const NAME: &'static str = "luogu4301";
    const FRAME: Frame = Frame::Single;
    const KINDS: &'static [&'static str] = &["max", "equal", "dependent"];
    const STRESS_CASES: usize = 2000;

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("k", "a_i")
    }

    fn write_case(heaps: &Vec<u64>) -> String {
        sized_list(heaps)
    }

    /// One to five heaps of 1 to 7 matches.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        (0..rng.range(1, BRUTE_K as u64))
            .map(|_| rng.range(1, BRUTE_HEAP))
            .collect()
    }

    /// `max`: the judge's 100 heaps up to 10^9 at random (about 70 are
    /// removed, a sum past 32 bits); `equal`: 100 heaps of 10^9 (keep one,
    /// remove 99 * 10^9); `dependent`: 100 heaps drawn from xors of a few
    /// random values, so that many heaps depend on heavier ones.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let (k, top) = (limits["k"].hi as usize, limits["a_i"].hi);
        let heaps = match kind {
            "max" => (0..k).map(|_| rng.range(1, top)).collect(),
            "equal" => vec![top; k],
            "dependent" => {
                let base: Vec<u64> = (0..8).map(|_| rng.range(1, top)).collect();
                let mut heaps = Vec::new();
                while heaps.len() < k {
                    let x = base.iter().filter(|_| rng.chance(1, 2)).fold(0, |x, &b| x ^ b);
                    if (1..=top).contains(&x) {
                        heaps.push(x);
                    }
                }
                heaps
            }
            other => unknown_kind(other),
        };
        vec![heaps]
    }

    fn brute(&mut self, heaps: &Vec<u64>) -> Option<String> {
        self.search(heaps).ok().map(answer)
    }

    fn reference(&mut self, heaps: &Vec<u64>) -> String {
        format!("{}\n", greedy_removed(heaps))
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(heaps, |&h| smaller_values(h, 1))
    }

    fn explain(&mut self, heaps: &Vec<u64>) -> String {
        let kept = greedy_kept(heaps);
        let mut text = format!(
            "heaps {}: keep {} (independent over GF(2): no non-empty part has xor 0, so whatever \
             the second player keeps, the first player moves at a non-zero xor and wins); remove the \
             rest, {} matches; keeping any heavier set leaves a part of xor 0 for the second player",
            join(heaps),
            join(&kept),
            greedy_removed(heaps)
        );
        text.push('\n');
        if let Ok(best) = self.search(heaps) {
            text += &format!(
                "by exhaustive search of both rounds and the Nim phase: {}",
                answer(best)
            );
        }
        text
    }
}

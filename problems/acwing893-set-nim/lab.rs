//! AcWing 893 Set-Nim: a move takes exactly s stones, s in S. Brute force: the
//! heaps move by move; reference: the xor of Grundy values tabulated from the
//! rules (`games::set_nim`, shared with HDU 1536). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::set_nim::{self, distinct};
use sglab::prelude::*;

pub const WORDS: Words = Words::new("Yes\n", "No\n");

/// The search's memo (positions carry their set), kept across cases.
#[derive(Default)]
pub struct Acwing893(set_nim::Brute);

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

    /// The statement: S is a set of k distinct numbers.
    fn statement(cases: &[Self::Case]) -> Result<(), String> {
        match cases.iter().find_map(|(set, _)| sglab::contract::scope::repeated(set)) {
            Some(twice) => Err(format!(
                "S holds {twice} twice (the statement's S is a set of distinct numbers)"
            )),
            None => Ok(()),
        }
    }

    /// Up to 4 distinct sizes up to 8 in any order, up to 4 heaps up to 12.
    fn random_small(rng: &mut Rng) -> Self::Case {
        let count = rng.range(1, 4) as usize;
        let set = distinct(rng, count, 8);
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
        let (k, n, most) = (limits["k"].hi as usize, limits["n"].hi as usize, limits["h_i"].hi);
        if kind == "max" {
            let mut heaps: Vec<usize> = (0..n).map(|_| rng.range(1, most) as usize).collect();
            heaps[rng.below(n)] = most as usize;
            return vec![(distinct(rng, k, 300), heaps)];
        }
        // Up to `k` distinct sizes up to `s`, up to 20 heaps up to `h`.
        let (k, s, h) = match kind {
            "unsorted" => (10, 40, 300),
            "big-moves" => (8, 20, 60),
            "duplicates" => (6, 15, 100),
            other => unknown_kind(other),
        };
        let count = rng.range(1, k) as usize;
        let mut set = distinct(rng, count, s);
        let heaps: Vec<usize> = (0..rng.range(1, 20)).map(|_| rng.range(1, h) as usize).collect();
        let every = rng.chance(1, 2);
        set_nim::trap(kind, rng, &mut set, &heaps, limits["s_i"].hi, every);
        vec![(set, heaps)]
    }

    fn brute(&mut self, (set, heaps): &Self::Case) -> Option<String> {
        self.0.mover_wins(set, heaps).map(|wins| WORDS.answer(wins))
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

//! HDU 1536 S-Nim: per test case a set S and several positions. Brute force:
//! each position move by move; reference: the xor of Grundy values tabulated
//! from the rules (`games::set_nim`). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::set_nim::{self, distinct};
use sglab::prelude::*;

/// One test case: the set S as given and the positions (lists of heaps).
pub type TestCase = (Vec<usize>, Vec<Vec<usize>>);

/// The search's memo (positions carry their set), kept across cases.
#[derive(Default)]
pub struct Hdu1536(set_nim::Brute);

/// The judge's line: `W` or `L` per position, then a newline.
pub fn answer(wins: impl IntoIterator<Item = bool>) -> String {
    let line: String = wins.into_iter().map(|w| if w { 'W' } else { 'L' }).collect();
    line + "\n"
}

impl Problem for Hdu1536 {
    type Case = TestCase;
    const NAME: &'static str = "hdu1536";
    const FRAME: Frame = Frame::Terminator("0");
    const KINDS: &'static [&'static str] = &["max", "unsorted", "zeros", "big-moves", "duplicates"];

    fn read_case(r: &mut Reader) -> Result<TestCase, String> {
        let k = r.u64("k")?;
        let set = (0..k).map(|_| r.usize("s_i")).collect::<Result<_, _>>()?;
        let m = r.u64("m")?;
        let positions = (0..m)
            .map(|_| {
                let l = r.u64("l")?;
                (0..l).map(|_| r.usize("h_i")).collect()
            })
            .collect::<Result<_, String>>()?;
        Ok((set, positions))
    }

    fn write_case((set, positions): &TestCase) -> String {
        let mut text = format!("{} {}\n{}\n", set.len(), join(set), positions.len());
        for heaps in positions {
            text.push_str(&format!("{} {}\n", heaps.len(), join(heaps)));
        }
        text
    }

    /// Sizes up to 10 in any order, repeats now and then; heaps up to 12
    /// and now and then 0; sizes past every heap happen by themselves.
    fn random_small(rng: &mut Rng) -> TestCase {
        let mut set: Vec<usize> = (0..rng.range(1, 4)).map(|_| rng.range(1, 10) as usize).collect();
        if rng.chance(1, 4) {
            set.push(set[rng.below(set.len())]);
        }
        let positions = (0..rng.range(1, 6))
            .map(|_| (0..rng.range(1, 4)).map(|_| rng.range(0, 12) as usize).collect())
            .collect();
        (set, positions)
    }

    /// `max`: 3 test cases at the limits (k, m and l at their largest, one
    /// heap of the largest size; sizes up to 300 in two of them, so every
    /// table entry past 300 has all k moves; the statement does not bound
    /// the number of test cases); one kind per trap: `unsorted` (sets in
    /// decreasing or shuffled order), `zeros` (heaps of 0, positions of only
    /// zeros), `big-moves` (sizes past every heap, some or all),
    /// `duplicates` (sets with repeated sizes).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<TestCase> {
        let top = limits["s_i"].hi;
        if kind == "max" {
            return [300, top, 300].iter().map(|&s| largest(rng, s, limits)).collect();
        }
        // Up to `k` sizes up to `s`, up to 10 positions of up to 6 heaps up to `h`.
        let (k, s, h) = match kind {
            "unsorted" => (8, 30, 200),
            "zeros" => (5, 10, 30),
            "big-moves" => (6, 10, 40),
            "duplicates" => (5, 12, 60),
            other => unknown_kind(other),
        };
        (0..20)
            .map(|i| {
                let mut set: Vec<usize> = (0..rng.range(1, k)).map(|_| rng.range(1, s) as usize).collect();
                let mut positions: Vec<Vec<usize>> = (0..rng.range(1, 10))
                    .map(|_| (0..rng.range(1, 6)).map(|_| rng.range(0, h) as usize).collect())
                    .collect();
                if kind != "zeros" {
                    set_nim::trap(kind, rng, &mut set, &positions.concat(), top, i % 2 == 0);
                    return (set, positions);
                }
                for h in positions.iter_mut().flatten() {
                    if rng.chance(1, 2) {
                        *h = 0;
                    }
                }
                positions.push(vec![0; rng.range(1, 5) as usize]);
                (set, positions)
            })
            .collect()
    }

    fn brute(&mut self, (set, positions): &TestCase) -> Option<String> {
        let wins: Option<Vec<bool>> = positions.iter().map(|heaps| self.0.mover_wins(set, heaps)).collect();
        wins.map(answer)
    }

    fn reference(&mut self, (set, positions): &TestCase) -> String {
        answer(set_nim::first_wins_each(set, positions))
    }

    fn shrink((set, positions): &TestCase) -> Vec<TestCase> {
        let fewer = smaller_lists(positions, |heaps| set_nim::smaller_usizes(heaps, 0));
        let fewer_positions = fewer.into_iter().map(|p| (set.clone(), p));
        let smaller_sets = set_nim::smaller_sets(set).into_iter().map(|s| (s, positions.clone()));
        fewer_positions.chain(smaller_sets).collect()
    }

    fn explain(&mut self, test: &TestCase) -> String {
        let (set, positions) = test;
        let mut text = format!("S = {}\n", set_nim::show_set(set));
        for (i, heaps) in positions.iter().enumerate() {
            let position = set_nim::explain_position(set, heaps);
            text.push_str(&format!("position {}: {position}", i + 1));
        }
        let line = self.reference(test);
        let (w, l) = (winner(true), winner(false));
        text + &format!("so the line is {} (W: {w}, L: {l})\n", line.trim_end())
    }
}

/// k distinct sizes up to `top` and m positions of l heaps up to the
/// limits, one heap of the largest size so the table has full length.
fn largest(rng: &mut Rng, top: u64, limits: &Ranges) -> TestCase {
    let (k, m, l, h) = (limits["k"].hi, limits["m"].hi, limits["l"].hi, limits["h_i"].hi);
    let set = distinct(rng, k as usize, top);
    let mut positions: Vec<Vec<usize>> = (0..m)
        .map(|_| (0..l).map(|_| rng.range(0, h) as usize).collect())
        .collect();
    positions[rng.below(m as usize)][rng.below(l as usize)] = h as usize;
    (set, positions)
}

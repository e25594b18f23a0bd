//! HDU 1536 S-Nim for the pack's tools: per test case a set S and several
//! positions; a move takes exactly s beads from one heap, s in S. A case is
//! one test case. The brute force searches each position (up to 4 heaps,
//! 48 beads) move by move; the reference is the xor of Grundy values
//! tabulated from the rules (`games::set_nim`). Tested by the shared suite
//! (tests/suite.rs) and tests/special.rs.

use crate::contract::explain::winner;
use crate::contract::{Frame, Problem, Reader};
use crate::format::join;
use crate::games::set_nim::{self, searchable, Position};
use crate::meta::Ranges;
use crate::rng::Rng;
use crate::search::Memo;

/// One test case: the set S as given and the positions (lists of heaps).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    pub set: Vec<usize>,
    pub positions: Vec<Vec<usize>>,
}

/// The search's memo (positions carry their set), kept across cases.
pub struct Hdu1536 {
    search: Memo<Position>,
}

impl Default for Hdu1536 {
    fn default() -> Hdu1536 {
        Hdu1536 {
            search: set_nim::search(),
        }
    }
}

/// The judge's line: `W` or `L` per position, then a newline.
pub fn answer(wins: impl IntoIterator<Item = bool>) -> String {
    let mut line: String = wins.into_iter().map(|w| if w { 'W' } else { 'L' }).collect();
    line.push('\n');
    line
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
        Ok(TestCase { set, positions })
    }

    fn write_case(test: &TestCase) -> String {
        let mut text = format!("{} {}\n{}\n", test.set.len(), join(&test.set), test.positions.len());
        for heaps in &test.positions {
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
        TestCase { set, positions }
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
        (0..20)
            .map(|i| match kind {
                "unsorted" => {
                    let mut test = shaped(rng, 8, 30, 200);
                    test.set.sort_unstable_by(|a, b| b.cmp(a));
                    if i % 2 == 1 {
                        rng.shuffle(&mut test.set);
                    }
                    test
                }
                "zeros" => {
                    let mut test = shaped(rng, 5, 10, 30);
                    for h in test.positions.iter_mut().flatten() {
                        if rng.chance(1, 2) {
                            *h = 0;
                        }
                    }
                    test.positions.push(vec![0; rng.range(1, 5) as usize]);
                    test
                }
                "big-moves" => {
                    let mut test = shaped(rng, 6, 10, 40);
                    let most = test.positions.iter().flatten().copied().max().unwrap_or(0) as u64;
                    for s in &mut test.set {
                        // Every size past every heap (no move at all), or half of them.
                        if i % 2 == 0 || rng.chance(1, 2) {
                            *s = rng.range(most + 1, top) as usize;
                        }
                    }
                    test
                }
                _ => {
                    let mut test = shaped(rng, 5, 12, 60);
                    for _ in 0..rng.range(1, 5) {
                        test.set.push(test.set[rng.below(test.set.len())]);
                    }
                    rng.shuffle(&mut test.set);
                    test
                }
            })
            .collect()
    }

    fn brute(&mut self, test: &TestCase) -> Option<String> {
        if !test.positions.iter().all(|heaps| searchable(heaps)) {
            return None;
        }
        let search = &mut self.search;
        Some(answer(
            test.positions
                .iter()
                .map(|heaps| search.mover_wins(&set_nim::start(&test.set, heaps))),
        ))
    }

    fn reference(&mut self, test: &TestCase) -> String {
        answer(test.positions.iter().map(|heaps| set_nim::first_wins(&test.set, heaps)))
    }

    fn shrink(test: &TestCase) -> Vec<TestCase> {
        let positions =
            crate::contract::shrink::smaller_lists(&test.positions, |heaps| set_nim::smaller_usizes(heaps, 0));
        let fewer_positions = positions.into_iter().map(|positions| TestCase {
            set: test.set.clone(),
            positions,
        });
        let smaller_sets = set_nim::smaller_sets(&test.set).into_iter().map(|set| TestCase {
            set,
            positions: test.positions.clone(),
        });
        fewer_positions.chain(smaller_sets).collect()
    }

    fn explain(&mut self, test: &TestCase) -> String {
        let mut text = format!("S = {}\n", set_nim::show_set(&test.set));
        for (i, heaps) in test.positions.iter().enumerate() {
            text.push_str(&format!(
                "position {}: {}",
                i + 1,
                set_nim::explain_position(&test.set, heaps)
            ));
        }
        text.push_str(&format!(
            "so the line is {} (W: {}, L: {})\n",
            self.reference(test).trim_end(),
            winner(true),
            winner(false)
        ));
        text
    }
}

/// k distinct sizes up to `top` and m positions of l heaps up to the
/// limits, one heap of the largest size so the table has full length.
fn largest(rng: &mut Rng, top: u64, limits: &Ranges) -> TestCase {
    let (k, m, l, h) = (limits["k"].hi, limits["m"].hi, limits["l"].hi, limits["h_i"].hi);
    let mut set = Vec::new();
    while set.len() < k as usize {
        let s = rng.range(1, top) as usize;
        if !set.contains(&s) {
            set.push(s);
        }
    }
    let mut positions: Vec<Vec<usize>> = (0..m)
        .map(|_| (0..l).map(|_| rng.range(0, h) as usize).collect())
        .collect();
    positions[rng.below(m as usize)][rng.below(l as usize)] = h as usize;
    TestCase { set, positions }
}

/// Up to `k` sizes up to `s`, up to 10 positions of up to 6 heaps up to `h`.
fn shaped(rng: &mut Rng, k: u64, s: u64, h: u64) -> TestCase {
    let set = (0..rng.range(1, k)).map(|_| rng.range(1, s) as usize).collect();
    let positions = (0..rng.range(1, 10))
        .map(|_| (0..rng.range(1, 6)).map(|_| rng.range(0, h) as usize).collect())
        .collect();
    TestCase { set, positions }
}

//! HDU 1536 S-Nim: per test case a set S and several positions; a move
//! takes exactly s beads from one heap, s in S. A case is one test case.

use super::explain::winner;
use super::set_nim::{self, searchable};
use super::Problem;
use crate::format::join;
use crate::rng::Rng;
use sg::scan::Scanner;

pub struct Hdu1536;

/// One test case: the set S as given and the positions (lists of heaps).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    pub set: Vec<usize>,
    pub positions: Vec<Vec<usize>>,
}

/// The judge's line: `W` or `L` per position, then a newline.
pub fn answer(wins: &[bool]) -> String {
    let mut line: String = wins.iter().map(|&w| if w { 'W' } else { 'L' }).collect();
    line.push('\n');
    line
}

fn parse_err(e: sg::error::Error) -> String {
    e.to_string()
}

impl Problem for Hdu1536 {
    type Case = TestCase;
    const NAME: &'static str = "hdu1536";

    fn parse(input: &str) -> Result<Vec<TestCase>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut tests = Vec::new();
        while let Some(k) = scan.next_case("k", 0, 100).map_err(parse_err)? {
            if k == 0 {
                break;
            }
            let set = (0..k)
                .map(|_| scan.usize_in("s_i", 1, 10_000).map_err(parse_err))
                .collect::<Result<Vec<usize>, String>>()?;
            let m = scan.usize_in("m", 1, 100).map_err(parse_err)?;
            let mut positions = Vec::new();
            for _ in 0..m {
                let l = scan.usize_in("l", 1, 100).map_err(parse_err)?;
                let heaps = (0..l)
                    .map(|_| scan.usize_in("h_i", 0, 10_000).map_err(parse_err))
                    .collect::<Result<Vec<usize>, String>>()?;
                positions.push(heaps);
            }
            tests.push(TestCase { set, positions });
        }
        Ok(tests)
    }

    fn write(tests: &[TestCase]) -> String {
        let mut text = String::new();
        for test in tests {
            text.push_str(&format!("{} {}\n{}\n", test.set.len(), join(&test.set), test.positions.len()));
            for heaps in &test.positions {
                text.push_str(&format!("{} {}\n", heaps.len(), join(heaps)));
            }
        }
        text.push_str("0\n");
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

    fn brute(tests: &[TestCase]) -> Vec<Option<String>> {
        tests
            .iter()
            .map(|test| {
                let small = test.positions.iter().all(|heaps| searchable(heaps));
                small.then(|| answer(&set_nim::search_wins(&test.set, &test.positions)))
            })
            .collect()
    }

    fn reference(test: &TestCase) -> String {
        answer(&set_nim::reference_wins(&test.set, &test.positions))
    }

    fn shrink(test: &TestCase) -> Vec<TestCase> {
        let mut smaller = Vec::new();
        let positions = crate::judge::shrink::smaller_lists(&test.positions, |heaps| set_nim::smaller_heaps(heaps, 0));
        for positions in positions {
            smaller.push(TestCase {
                set: test.set.clone(),
                positions,
            });
        }
        for set in set_nim::smaller_sets(&test.set) {
            smaller.push(TestCase {
                set,
                positions: test.positions.clone(),
            });
        }
        smaller
    }

    fn explain(test: &TestCase) -> String {
        let mut text = format!("S = {}\n", set_nim::show_set(&test.set));
        for (i, heaps) in test.positions.iter().enumerate() {
            text.push_str(&format!("position {}: {}", i + 1, set_nim::explain_position(&test.set, heaps)));
        }
        let wins = set_nim::reference_wins(&test.set, &test.positions);
        text.push_str(&format!(
            "so the line is {} (W: {}, L: {})\n",
            answer(&wins).trim_end(),
            winner(true),
            winner(false)
        ));
        text
    }
}

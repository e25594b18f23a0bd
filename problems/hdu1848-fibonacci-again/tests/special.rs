//! What only HDU 1848 needs beyond the shared suite (tests/suite.rs): every
//! position with piles up to 15 (and empty piles) against the brute force,
//! and the write-up's Grundy table, runs and first values computed from the
//! rules.

use sglab::harness;
use sglab::problems::hdu1848::{grundy_values, Hdu1848, MAX_PILE, WORDS};
use sglab::suite::{assert_binary_is_brute, brute_answers, write_up};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1848");

#[test]
fn every_position_with_piles_up_to_fifteen() {
    let mut cases = Vec::new();
    for m in 0..=15 {
        for n in 0..=15 {
            for p in 0..=15 {
                if [m, n, p] != [0; 3] {
                    cases.push([m, n, p]);
                }
            }
        }
    }
    assert_binary_is_brute(BIN, &mut Hdu1848::default(), &cases);
}

#[test]
fn readme_table_is_the_games_table() {
    // Rows `| 10-19 | g(10) | ... | g(19) |` of the write-up's table.
    let readme = write_up(env!("CARGO_MANIFEST_DIR"));
    let g = grundy_values();
    let mut rows = 0;
    for line in readme.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let range = cells.get(1).and_then(|c| c.split_once('-'));
        let (first, last) = match range.map(|(a, b)| (a.parse::<usize>(), b.parse::<usize>())) {
            Some((Ok(first), Ok(last))) => (first, last),
            _ => continue,
        };
        let values: Vec<u32> = cells[2..=last - first + 2].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(values, g[first..=last], "README row {line}");
        rows += 1;
    }
    assert!(rows >= 4, "the README table has {rows} rows");
}

/// The runs listed in README.md: the text block after "each run, first..=last:".
fn readme_runs() -> Vec<(usize, usize)> {
    let readme = write_up(env!("CARGO_MANIFEST_DIR"));
    let after = readme
        .split("each run, first..=last:")
        .nth(1)
        .expect("the runs paragraph");
    let block = after.split("```").nth(1).expect("the runs block");
    block
        .trim_start_matches("text")
        .split(',')
        .map(|item| {
            let item = item.trim();
            let (first, last) = item.split_once("..=").unwrap_or((item, item));
            (first.parse().unwrap(), last.parse().unwrap())
        })
        .collect()
}

#[test]
fn values_up_to_1000_are_as_the_readme_says() {
    let g = grundy_values();
    let first_with = |v: u32| g.iter().position(|&x| x == v);
    assert_eq!(g.iter().max(), Some(&9));
    assert_eq!(
        [6, 7, 8, 9].map(first_with),
        [Some(144), Some(145), Some(167), Some(627)]
    );
    // Where g(x) = g(x - 10) fails: runs of consecutive x, (first, last).
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for x in (10..=MAX_PILE).filter(|&x| g[x] != g[x - 10]) {
        match runs.last_mut() {
            Some(run) if run.1 + 1 == x => run.1 = x,
            _ => runs.push((x, x)),
        }
    }
    assert_eq!(runs, readme_runs(), "README.md's list of runs");
    assert_eq!(runs.len(), 51);
    assert_eq!(runs.iter().map(|&(a, b)| b - a + 1).sum::<usize>(), 331);
}

#[test]
fn terminator_ends_the_input_and_zero_piles_are_empty() {
    // Only whitespace may follow `0 0 0`, and the input must have it.
    harness::expect_failure(BIN, b"1 1 1\n0 0 0\n1 4 1\n", "Fibo\n");
    harness::expect_failure(BIN, b"1 1 1\n1 4 1", "Fibo\nNacci\n");
    // A zero pile is an empty pile (beyond the statement's 1 <= m, n, p).
    // g(1) = 1, g(3) = 3, g(4) = 0, g(5) = 1, g(6) = 2.
    let cases = [[0, 1, 1], [0, 0, 5], [4, 0, 0], [0, 3, 6]];
    assert_eq!(
        brute_answers(&mut Hdu1848::default(), &cases),
        [WORDS.second, WORDS.first, WORDS.second, WORDS.first].concat()
    );
    assert_binary_is_brute(BIN, &mut Hdu1848::default(), &cases);
}

//! HDU 1848 against the exhaustive three-pile game: seeded random cases,
//! every small position, the Grundy table behind the write-up, the golden
//! files, the terminator, and the bad-input suite.

use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu1848::{answer, grundy_values, Hdu1848, MAX_PILE};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu1848");

/// The real game, searched move by move with no SG theory
/// (sglab::problems::hdu1848): whether the first player wins each case.
fn brute(cases: &[[usize; 3]]) -> Vec<bool> {
    Hdu1848::brute(cases)
        .into_iter()
        .map(|a| a.expect("piles small enough for the brute force") == answer(true))
        .collect()
}

/// The Sprague-Grundy reference: xor of Grundy values tabulated from the
/// rules (checked against `brute` below).
fn reference(cases: &[[usize; 3]]) -> Vec<bool> {
    cases.iter().map(|c| Hdu1848::reference(c) == answer(true)).collect()
}

fn answers(first_wins: &[bool]) -> String {
    first_wins.iter().map(|&w| answer(w)).collect()
}

fn render(cases: &[[usize; 3]]) -> String {
    Hdu1848::write(cases)
}

/// The judge tool's random cases, now and then a pile emptied (beyond the
/// statement's 1 <= m, n, p; never all three).
fn random_cases(rng: &mut Rng, count: usize) -> Vec<[usize; 3]> {
    (0..count)
        .map(|_| {
            let mut piles = Hdu1848::random_small(rng);
            for p in &mut piles {
                if rng.chance(1, 10) {
                    *p = 0;
                }
            }
            if piles == [0; 3] {
                piles[0] = 1;
            }
            piles
        })
        .collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let seeds: Vec<Vec<[usize; 3]>> = (1..=5).map(|seed| random_cases(&mut Rng::new(seed), 1000)).collect();
    // One search (one memo) for all seeds.
    let expected = brute(&seeds.concat());
    for (seed, cases) in seeds.iter().enumerate() {
        let wins = &expected[seed * 1000..(seed + 1) * 1000];
        assert_eq!(harness::run_ok(BIN, &render(cases)), answers(wins), "seed {}", seed + 1);
    }
}

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
    assert_eq!(harness::run_ok(BIN, &render(&cases)), answers(&brute(&cases)));
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(1848);
    let cases = random_cases(&mut rng, 3000);
    assert_eq!(reference(&cases), brute(&cases));
}

#[test]
fn readme_table_is_the_games_table() {
    // Rows `| 10-19 | g(10) | ... | g(19) |` of the write-up's table.
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
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
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
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
    let cases = [[0, 1, 1], [0, 0, 4], [4, 0, 0], [0, 3, 7]];
    assert_eq!(harness::run_ok(BIN, &render(&cases)), answers(&brute(&cases)));
}

#[test]
fn piles_past_the_statement_are_refused_by_name() {
    let error = harness::expect_failure(BIN, b"1 4 1\n1 1001 1\n0 0 0\n", "Nacci\n");
    assert_eq!(
        error,
        "error: n at byte 8: 1001 is outside the supported range 0..=1000"
    );
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu1848>);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Terminator("0 0 0"),
        &[("1 1 1\n", "Fibo\n"), ("1 4 1\n", "Nacci\n")],
    );
}

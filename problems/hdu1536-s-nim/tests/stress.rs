//! HDU 1536 S-Nim against the exhaustive game: seeded random test cases
//! (sets unsorted, with repeats, with sizes past every heap; heaps of 0),
//! the traps as set rewrites that must not change an answer, the golden
//! files, the supported ranges, and the bad-input suite.

use sglab::games::subtraction;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu1536::{Hdu1536, TestCase};
use sglab::problems::set_nim;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu1536");

/// The real game, searched move by move with no SG theory: whether the
/// first player wins each position (sglab::problems::set_nim).
fn brute(test: &TestCase) -> Vec<bool> {
    set_nim::search_wins(&test.set, &test.positions)
}

/// The Sprague-Grundy reference: xor of Grundy values tabulated from the
/// rules (checked against `brute` below).
fn reference(test: &TestCase) -> Vec<bool> {
    set_nim::reference_wins(&test.set, &test.positions)
}

/// One line per test case, `W` or `L` per position.
fn answers(tests: &[TestCase], wins: impl Fn(&TestCase) -> Vec<bool>) -> String {
    tests
        .iter()
        .map(|test| sglab::problems::hdu1536::answer(&wins(test)))
        .collect()
}

fn render(tests: &[TestCase]) -> String {
    Hdu1536::write(tests)
}

fn random_test(rng: &mut Rng) -> TestCase {
    Hdu1536::random_small(rng)
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let tests: Vec<TestCase> = (0..300).map(|_| random_test(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &render(&tests)),
            answers(&tests, brute),
            "seed {seed}"
        );
    }
}

#[test]
fn order_repeats_and_oversized_sizes_change_no_answer() {
    let mut rng = Rng::new(1536);
    let mut tests = Vec::new();
    for _ in 0..200 {
        let test = random_test(&mut rng);
        let mut reversed = test.clone();
        reversed.set.reverse();
        let mut repeated = test.clone();
        repeated.set.extend(test.set.clone());
        let mut oversized = test.clone();
        oversized.set.extend([13, 10_000]);
        // The brute force plays each rewritten set as given.
        for rewritten in [reversed, repeated, oversized] {
            assert_eq!(brute(&rewritten), brute(&test), "{rewritten:?}");
            tests.push(rewritten);
        }
    }
    assert_eq!(harness::run_ok(BIN, &render(&tests)), answers(&tests, brute));
}

#[test]
fn heaps_of_zero_and_sets_past_every_heap() {
    let tests = [
        TestCase {
            set: vec![3],
            positions: vec![vec![0], vec![0, 0, 0], vec![0, 3], vec![3, 3]],
        },
        TestCase {
            set: vec![10_000, 9_999],
            positions: vec![vec![9_998, 5], vec![10_000], vec![10_000, 9_999]],
        },
    ];
    let expected = "LLWL\nLWL\n";
    assert_eq!(answers(&tests, reference), expected);
    assert_eq!(brute(&tests[0]), [false, false, true, false]);
    assert_eq!(harness::run_ok(BIN, &render(&tests)), expected);
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(2960);
    for _ in 0..500 {
        let test = random_test(&mut rng);
        assert_eq!(reference(&test), brute(&test), "{test:?}");
    }
}

#[test]
fn readme_rows_for_the_sample_sets() {
    let rows: [(&[usize], [u32; 13]); 2] = [
        (&[2, 5], [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2]),
        (&[1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0]),
    ];
    for (set, row) in rows {
        let g = grundy::table(12, |x| subtraction::options(set, x));
        assert_eq!(g, row, "S = {set:?}");
        let test = TestCase {
            set: set.to_vec(),
            positions: (0..=12).map(|x| vec![x]).collect(),
        };
        let non_zero: Vec<bool> = g.iter().map(|&v| v != 0).collect();
        assert_eq!(brute(&test), non_zero, "S = {set:?}");
    }
    // The worked case of the write-up, far past the rows: g(x) = x mod 6.
    let g = grundy::table(10_000, |x| subtraction::options(&[1, 2, 3, 4, 5], x));
    assert!(g.iter().enumerate().all(|(x, &v)| v as usize == x % 6));
}

#[test]
fn values_past_the_statement_are_refused_by_name() {
    let first = "2 2 5\n1\n1 4\n";
    for (tail, error) in [
        ("101 1", "k at byte 12: 101 is outside the supported range 0..=100"),
        (
            "1 0 1 1 1",
            "s_i at byte 14: 0 is outside the supported range 1..=10000",
        ),
        (
            "1 10001",
            "s_i at byte 14: 10001 is outside the supported range 1..=10000",
        ),
        ("1 1 0", "m at byte 16: 0 is outside the supported range 1..=100"),
        ("1 1 1 101", "l at byte 18: 101 is outside the supported range 1..=100"),
        (
            "1 1 1 1 10001",
            "h_i at byte 20: 10001 is outside the supported range 0..=10000",
        ),
    ] {
        let input = format!("{first}{tail}\n0\n");
        assert_eq!(
            harness::expect_failure(BIN, input.as_bytes(), "L\n"),
            format!("error: {error}")
        );
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu1536>);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Terminator("0"),
        &[
            ("2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n", "LWW\n"),
            ("5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n", "WWL\n"),
        ],
    );
}

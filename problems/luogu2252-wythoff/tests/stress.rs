//! Luogu P2252 against the real two-heap game played exhaustively: every
//! position with heaps up to 100 and thousands of seeded ones (one pair per
//! line, as POJ 1067 has it; Luogu's single line is the one-pair case), the
//! f64 trap, the exact output, the golden files, range limits, and the
//! bad-input suite.

use sglab::games::wythoff;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::luogu2252::{losing_pair, Luogu2252};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{Play, Search};

const BIN: &str = env!("CARGO_BIN_EXE_luogu2252");

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<(u64, u64)> = (0..1000).map(|_| Luogu2252::random_small(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &Luogu2252::write(&cases)),
            brute_output::<Luogu2252>(&cases),
            "seed {seed}"
        );
    }
}

#[test]
fn every_position_with_heaps_up_to_a_hundred() {
    let cases: Vec<(u64, u64)> = (0..=100).flat_map(|a| (0..=100).map(move |b| (a, b))).collect();
    assert_eq!(
        harness::run_ok(BIN, &Luogu2252::write(&cases)),
        brute_output::<Luogu2252>(&cases)
    );
}

#[test]
fn one_line_as_luogu_gives_it() {
    for (case, answer) in [("8 4\n", "1\n"), ("2 1", "0\n"), ("4 7\r\n", "0\n"), ("0 0\n\n", "0\n")] {
        assert_eq!(harness::run_ok(BIN, case), answer, "{case:?}");
    }
}

#[test]
fn reference_matches_brute_force_up_to_a_hundred() {
    let cases: Vec<(u64, u64)> = (0..=100).flat_map(|a| (0..=100).map(move |b| (a, b))).collect();
    for (case, answer) in cases.iter().zip(Luogu2252::brute(&cases)) {
        assert_eq!(Some(Luogu2252::reference(case)), answer, "{case:?}");
    }
}

#[test]
fn floating_point_phi_is_wrong_where_the_binary_is_right() {
    // floor(d * phi) in f64 is one too large at these Fibonacci d.
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for d in [102_334_155u64, 267_914_296] {
        let (a, b) = losing_pair(d);
        assert_ne!((d as f64 * phi).floor() as u64, a, "d = {d}");
        assert_eq!(harness::run_ok(BIN, &format!("{a} {b}\n")), "0\n");
        assert_eq!(harness::run_ok(BIN, &format!("{b} {a}\n")), "0\n");
        assert_eq!(harness::run_ok(BIN, &format!("{} {b}\n", a + 1)), "1\n");
    }
}

#[test]
fn losing_pairs_and_neighbours_up_to_the_supported_limit() {
    let mut rng = Rng::new(9);
    for _ in 0..200 {
        let k = rng.range(1, 380_000_000_000_000_000);
        let (a, b) = losing_pair(k);
        let (x, y) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
        assert_eq!(harness::run_ok(BIN, &format!("{x} {y}\n")), "0\n", "k = {k}");
        assert_eq!(harness::run_ok(BIN, &format!("{} {y}\n", x - 1)), "1\n", "k = {k}");
        assert_eq!(harness::run_ok(BIN, &format!("{x} {}\n", y + 1)), "1\n", "k = {k}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Luogu2252>);
}

#[test]
fn output_is_a_bare_digit_per_line() {
    // POJ 1067's sample: 2 1, 8 4, 4 7.
    assert_eq!(harness::run_ok(BIN, "2 1\n8 4\n4 7\n").as_bytes(), b"0\n1\n0\n");
}

#[test]
fn heap_range_is_enforced_by_name() {
    let top = 1_000_000_000_000_000_000u64;
    let (a, b) = losing_pair(381_966_011_250_105_151);
    assert!(b <= top);
    assert_eq!(harness::run_ok(BIN, &format!("{a} {b}\n")), "0\n");
    assert_eq!(harness::run_ok(BIN, &format!("{top} {top}\n")), "1\n");
    let error = harness::expect_failure(BIN, format!("3 {}\n", top + 1).as_bytes(), "");
    assert_eq!(
        error,
        "error: b at byte 2: 1000000000000000001 is outside the supported range 0..=1000000000000000000"
    );
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::UntilEof, &[("8 4\n", "1\n"), ("4 7\n", "0\n")]);
}

/// The write-up's table: the losing positions (a, b), 0 <= a, b <= 9, of
/// the real game by exhaustive search, `P` where the player to move loses.
fn losing_table() -> String {
    let mut search = Search::new(Play::Normal, wythoff::steps);
    let mut table = String::from("a\\b 0 1 2 3 4 5 6 7 8 9\n");
    for a in 0..10usize {
        let row: Vec<&str> = (0..10usize)
            .map(|b| {
                if search.mover_wins(&wythoff::ordered((a, b))) {
                    "."
                } else {
                    "P"
                }
            })
            .collect();
        table.push_str(&format!("{a:>3} {}\n", row.join(" ")));
    }
    table
}

#[test]
fn readme_table_is_the_brute_force() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = losing_table();
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
}

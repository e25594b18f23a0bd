//! Luogu P2252 against the real two-heap game played exhaustively: every
//! position with small heaps and thousands of seeded ones (one run of the
//! binary each: the judge's input holds one case), the f64 trap, the exact
//! output, the golden files, range limits, and the bad-input suite.

use sglab::games::wythoff_rules;
use sglab::harness::{self, Frame};
use sglab::problems::luogu2252::{losing_pair, Luogu2252};
use sglab::problems::{expected_output, Problem};
use sglab::rng::Rng;
use sglab::search::{Play, Search};

const BIN: &str = env!("CARGO_BIN_EXE_luogu2252");

/// Runs the binary on every case (one input each, on two threads) and
/// compares with the brute force.
fn check_against_brute(cases: &[(u64, u64)]) {
    let expected = Luogu2252::brute(cases);
    std::thread::scope(|scope| {
        for half in [0, 1] {
            let expected = &expected;
            scope.spawn(move || {
                for (case, answer) in cases.iter().zip(expected).skip(half).step_by(2) {
                    let answer = answer
                        .as_ref()
                        .unwrap_or_else(|| panic!("{case:?} is too large to search"));
                    assert_eq!(&harness::run_ok(BIN, &Luogu2252::write(&[*case])), answer, "{case:?}");
                }
            });
        }
    });
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut rng = Rng::new(2252);
    let cases: Vec<(u64, u64)> = (0..2000).map(|_| Luogu2252::random_small(&mut rng)).collect();
    check_against_brute(&cases);
}

#[test]
fn every_position_with_heaps_up_to_forty() {
    let cases: Vec<(u64, u64)> = (0..=40).flat_map(|a| (0..=40).map(move |b| (a, b))).collect();
    check_against_brute(&cases);
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
fn output_is_a_bare_digit() {
    assert_eq!(harness::run_ok(BIN, "8 4\n").as_bytes(), b"1\n");
    assert_eq!(harness::run_ok(BIN, "4 7").as_bytes(), b"0\n");
    assert_eq!(harness::run_ok(BIN, "0 0\r\n").as_bytes(), b"0\n");
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
    harness::bad_input_suite(BIN, Frame::Single, &[("8 4\n", "1\n")]);
}

/// The write-up's table: the losing positions (a, b), 0 <= a, b <= 9, of
/// the real game by exhaustive search, `P` where the player to move loses.
fn losing_table() -> String {
    let mut search = Search::new(Play::Normal, wythoff_rules::steps);
    let mut table = String::from("a\\b 0 1 2 3 4 5 6 7 8 9\n");
    for a in 0..10u32 {
        let row: Vec<&str> = (0..10u32)
            .map(|b| {
                if search.mover_wins(&wythoff_rules::ordered((a, b))) {
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

//! HDU 2516 against the pile played exhaustively with its allowance: seeded
//! random cases, every pile up to 300, the golden files, the exact output
//! strings, the range limits and the bad-input suite.

use sglab::games::fibonacci_nim::{self, fibonacci_up_to};
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::hdu2516::{Hdu2516, SEARCH_LIMIT};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu2516");

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let cases: Vec<u64> = (0..1000).map(|_| Hdu2516::random_small(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &Hdu2516::write(&cases)),
            brute_output::<Hdu2516>(&cases),
            "seed {seed}"
        );
    }
}

#[test]
fn every_pile_up_to_the_search_limit_matches_the_brute_force() {
    let cases: Vec<u64> = (1..=SEARCH_LIMIT).collect();
    let brute = brute_output::<Hdu2516>(&cases);
    assert_eq!(harness::run_ok(BIN, &Hdu2516::write(&cases)), brute);
    for (case, answer) in cases.iter().zip(brute.lines()) {
        assert_eq!(format!("{answer}\n"), Hdu2516::reference(case), "n = {case}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu2516>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "4\n5\n0\n").as_bytes(), b"First win\nSecond win\n");
    assert_eq!(harness::run_ok(BIN, "0\n"), "");
}

#[test]
fn fibonacci_numbers_past_i32_and_up_to_u64_are_exact() {
    // 1836311903 is the last Fibonacci number below 2^31; 2971215073 is the
    // first past it (an i32 generator overflows reaching it).
    let fib = fibonacci_up_to(u64::MAX);
    let input = format!(
        "1836311903\n2147483647\n2971215073\n{}\n{}\n{}\n1\n0\n",
        fib[91],
        fib[91] + 1,
        u64::MAX
    );
    assert_eq!(
        harness::run_ok(BIN, &input),
        "Second win\nFirst win\nSecond win\nSecond win\nFirst win\nFirst win\nSecond win\n"
    );
}

#[test]
fn taking_the_whole_pile_first_is_forbidden() {
    // With the take-all first move allowed, every pile would be a first
    // player win; the rules forbid it, and 2 and 3 are lost.
    assert_eq!(brute_output::<Hdu2516>(&[2, 3]), "Second win\nSecond win\n");
    assert_eq!(harness::run_ok(BIN, "2\n3\n0\n"), "Second win\nSecond win\n");
}

#[test]
fn the_end_marker_is_required_and_ends_the_input() {
    let error = harness::expect_failure(BIN, b"2\n13\n", "Second win\nSecond win\n");
    assert!(error.contains("end marker"), "{error}");
    let error = harness::expect_failure(BIN, b"2\n0\n13\n", "Second win\n");
    assert!(error.starts_with("error: text at byte 4:"), "{error}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Terminator("0"),
        &[
            ("2\n", "Second win\n"),
            ("13\n", "Second win\n"),
            ("10000\n", "First win\n"),
        ],
    );
}

/// The write-up's table: for n = 2..=21, the least winning first take by
/// exhaustive search (`-` where the first player loses), and n's smallest
/// Zeckendorf term.
fn take_table() -> String {
    let mut rows = [
        String::from("| n |"),
        String::from("|---|"),
        String::from("| least winning take |"),
        String::from("| smallest Zeckendorf term |"),
    ];
    for n in 2..=21u64 {
        rows[0].push_str(&format!(" {n} |"));
        rows[1].push_str("---|");
        let take = fibonacci_nim::least_winning_take(n);
        rows[2].push_str(&take.map_or(" - |".to_string(), |k| format!(" {k} |")));
        rows[3].push_str(&format!(" {} |", fibonacci_nim::zeckendorf(n).last().unwrap()));
    }
    rows.join("\n") + "\n"
}

#[test]
fn readme_figures_are_the_brute_force() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = take_table();
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
    let losing: Vec<String> = fibonacci_nim::losing_sizes(200).iter().map(|n| n.to_string()).collect();
    let line = format!("losing pile sizes 1..=200: {}", losing.join(", "));
    assert!(readme.contains(&line), "README.md lacks: {line}");
}

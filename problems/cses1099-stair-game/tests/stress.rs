//! CSES 1099 against the real staircase played exhaustively: seeded random
//! cases, every small staircase, the 0-based parity trap, the exact output
//! strings, the golden files, range limits, and the bad-input suite.

use sglab::format::counted_sized_lists;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::cses1099::{even_xor, Cses1099};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_cses1099");

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u64>> = (0..1000).map(|_| Cses1099::random_small(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &counted_sized_lists(&cases)),
            brute_output::<Cses1099>(&cases),
            "seed {seed}"
        );
    }
}

/// Every staircase of `n` stairs with at most `top` balls on each.
fn staircases(n: usize, top: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<u64>| {
                (0..=top).map(move |p| {
                    let mut next = prefix.clone();
                    next.push(p);
                    next
                })
            })
            .collect();
    }
    all
}

#[test]
fn every_staircase_of_up_to_five_stairs_of_up_to_three_balls_and_six_of_two() {
    let mut cases: Vec<Vec<u64>> = (1..=5).flat_map(|n| staircases(n, 3)).collect();
    cases.extend(staircases(6, 2));
    assert_eq!(cases.len(), 4 + 16 + 64 + 256 + 1024 + 729);
    assert_eq!(
        harness::run_ok(BIN, &counted_sized_lists(&cases)),
        brute_output::<Cses1099>(&cases)
    );
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(1099);
    let cases: Vec<Vec<u64>> = (0..3000).map(|_| Cses1099::random_small(&mut rng)).collect();
    for (case, answer) in cases.iter().zip(Cses1099::brute(&cases)) {
        assert_eq!(Some(Cses1099::reference(case)), answer, "{case:?}");
    }
}

#[test]
fn counting_the_odd_stairs_is_wrong() {
    // 0-based indexing counts stairs 1, 3, 5...: these cases tell it apart.
    let cases = vec![
        vec![1, 0],
        vec![0, 1],
        vec![3, 2, 3],
        vec![2, 3, 2],
        vec![1, 1, 1, 1, 1],
    ];
    let answers: Vec<String> = Cses1099::brute(&cases).into_iter().map(Option::unwrap).collect();
    for (case, answer) in cases.iter().zip(&answers) {
        let odd_xor = case.iter().step_by(2).fold(0, |x, &p| x ^ p);
        let wrong = if odd_xor != 0 { "first\n" } else { "second\n" };
        assert_ne!(wrong, answer, "{case:?}");
        assert_eq!(*answer, Cses1099::reference(case), "{case:?}");
        assert_eq!(even_xor(case) != 0, answer == "first\n");
    }
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&cases)), answers.concat());
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Cses1099>);
}

#[test]
fn output_strings_are_byte_exact() {
    let out = harness::run_ok(BIN, "2\n2\n0 1\n1\n7\n");
    assert_eq!(out.as_bytes(), b"first\nsecond\n");
}

#[test]
fn any_u64_ball_count_is_accepted_and_zero_counts_are_refused() {
    let max = u64::MAX;
    assert_eq!(
        harness::run_ok(BIN, &format!("1\n4\n{max} {max} 0 {max}\n")),
        "second\n"
    );
    assert_eq!(harness::run_ok(BIN, &format!("1\n2\n{max} {max}\n")), "first\n");
    let error = harness::expect_failure(BIN, b"2\n1\n5\n0\n", "second\n");
    assert_eq!(
        error,
        "error: n at byte 6: 0 is outside the supported range 1..=18446744073709551615"
    );
    let error = harness::expect_failure(BIN, b"0\n", "");
    assert!(error.starts_with("error: t at byte 0: 0 is outside"), "{error}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[
            ("3\n0 2 1\n", "first\n"),
            ("4\n1 1 1 1\n", "second\n"),
            ("2\n5 3\n", "first\n"),
        ],
    );
}

/// The write-up's table: outcomes of the staircase (3, p_2, 5, p_4) by
/// exhaustive search, P where the player to move loses.
fn outcome_table() -> String {
    let mut table = String::from("| p_2 \\ p_4 | 0 | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|---|\n");
    for p2 in 0..=4 {
        let cases: Vec<Vec<u64>> = (0..=4).map(|p4| vec![3, p2, 5, p4]).collect();
        let cells: Vec<&str> = brute_output::<Cses1099>(&cases)
            .lines()
            .map(|a| if a == "first" { "N" } else { "P" })
            .collect::<Vec<_>>();
        table.push_str(&format!("| {p2} | {} |\n", cells.join(" | ")));
    }
    table
}

#[test]
fn readme_table_is_the_brute_force() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = outcome_table();
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
}

//! HDU 3537 against the whole set of heads played exhaustively: seeded
//! random cases, every set of heads below coin 10, repeated positions, the
//! golden files, the exact output strings, the range limits and the
//! bad-input suite.

use sglab::format::sized_lists;
use sglab::games::mock_turtles;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::hdu3537::Hdu3537;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu3537");

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u64>> = (0..1000).map(|_| Hdu3537::random_small(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &sized_lists(&cases)),
            brute_output::<Hdu3537>(&cases),
            "seed {seed}"
        );
    }
}

#[test]
fn every_set_of_heads_below_coin_ten_matches_the_brute_force() {
    let cases: Vec<Vec<u64>> = (0..1u64 << 10)
        .map(|mask| (0..10).filter(|&c| mask >> c & 1 == 1).collect())
        .collect();
    let brute = brute_output::<Hdu3537>(&cases);
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), brute);
    // Lost sets exist in numbers: the test is not all `No`.
    assert_eq!(brute.lines().filter(|&a| a == "Yes").count(), 1 << 10 >> 5);
}

#[test]
fn a_coin_listed_twice_is_one_coin() {
    // The card's trap: `2` / `0 0` is one head at 0, a win; a xor over the
    // list as given cancels the two and says `Yes`.
    let cases = vec![vec![0, 0], vec![3, 1, 3], vec![0, 1, 2, 3, 2], vec![4, 4, 4, 4]];
    let brute = brute_output::<Hdu3537>(&cases);
    assert_eq!(brute, "No\nNo\nYes\nNo\n");
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), brute);
    for case in &cases {
        let naive = case.iter().fold(0, |x, &c| x ^ mock_turtles::value(c));
        let distinct = mock_turtles::set_value(case);
        assert_ne!(naive, distinct, "{case:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu3537>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "0\n\n1\n0\n").as_bytes(), b"Yes\nNo\n");
    // n = 0 with no second line at all, then the end of the input.
    assert_eq!(harness::run_ok(BIN, "0\n"), "Yes\n");
}

#[test]
fn positions_up_to_two_to_the_63_are_accepted_and_past_it_refused() {
    let top = u64::MAX >> 1;
    // value(top) = 2 top + 1 when top (63 ones) is odious: 2^64 - 2.
    assert_eq!(mock_turtles::value(top), u64::MAX - 1);
    assert_eq!(harness::run_ok(BIN, &format!("2\n{top} {top}\n1\n{top}\n")), "No\nNo\n");
    let error = harness::expect_failure(BIN, format!("1\n3\n1\n{}\n", top + 1).as_bytes(), "No\n");
    assert_eq!(
        error,
        format!(
            "error: a_k at byte 6: {} is outside the supported range 0..={top}",
            top + 1
        )
    );
    let error = harness::expect_failure(BIN, b"1000001\n", "");
    assert!(error.starts_with("error: n at byte 0: 1000001 is outside"), "{error}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("1\n0\n", "No\n"), ("4\n0 1 2 3\n", "Yes\n"), ("2\n0 0\n", "No\n")],
    );
}

/// The write-up's table: the values of single heads at coins 0..16 from
/// the rules (mex over every set of heads, no lemma), and the rule.
fn value_table() -> String {
    let values = mock_turtles::values_by_search(16);
    let mut rows = [
        String::from("| coin x |"),
        String::from("|---|"),
        String::from("| g, by search |"),
        String::from("| one bits of x |"),
    ];
    for (x, g) in values.iter().enumerate() {
        rows[0].push_str(&format!(" {x} |"));
        rows[1].push_str("---|");
        rows[2].push_str(&format!(" {g} |"));
        rows[3].push_str(&format!(" {} |", (x as u64).count_ones()));
    }
    rows.join("\n") + "\n"
}

#[test]
fn readme_figures_are_the_brute_force() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let table = value_table();
    assert!(readme.contains(&table), "README.md lacks the table:\n{table}");
    // The worked example: heads at 2, 3, 5 by search and by the rule; the
    // move leaves the sample's lost position 0 1 2 3.
    let mut search = mock_turtles::search();
    assert!(search.mover_wins(&0b101100));
    assert_eq!(mock_turtles::set_value(&[2, 3, 5]), 4 ^ 7 ^ 11);
    assert_eq!(4 ^ 7 ^ 11, 8);
    assert_eq!(mock_turtles::winning_move(&[2, 3, 5]), Some(vec![5, 1, 0]));
    assert!(!search.mover_wins(&0b001111));
    assert!(readme.contains("4 xor 7 xor 11 = 8"));
    assert!(readme.contains("turn over coins 5, 1 and 0"));
}

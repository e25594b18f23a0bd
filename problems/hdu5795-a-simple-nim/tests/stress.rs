//! HDU 5795 against the game played exhaustively: seeded random cases, every
//! small position, the rules' Grundy table against the card's mod-8 fact,
//! the exact output strings, the golden files, range limits, and the
//! bad-input suite.

use sglab::enumerate::partitions;
use sglab::format::counted_sized_lists;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu5795::{answer, rules_table, value, Hdu5795, FIRST, SECOND, TABLE};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu5795");

/// The real game: for each case (a list of heaps), whether the first player
/// wins, by searching every move (sglab::problems::hdu5795).
fn brute(cases: &[Vec<u64>]) -> Vec<bool> {
    Hdu5795::brute(cases)
        .into_iter()
        .map(|a| a.expect("small enough to search") == FIRST)
        .collect()
}

fn answers(wins: &[bool]) -> String {
    wins.iter().map(|&w| answer(w)).collect()
}

fn random_case(rng: &mut Rng) -> Vec<u64> {
    Hdu5795::random_small(rng)
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u64>> = (0..1000).map(|_| random_case(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &counted_sized_lists(&cases)),
            answers(&brute(&cases)),
            "seed {seed}"
        );
    }
}

#[test]
fn every_position_with_at_most_sixteen_candies() {
    let mut cases = Vec::new();
    for sum in 1..=16 {
        cases.extend(partitions(sum));
    }
    assert_eq!(cases.len(), 914); // p(1) + ... + p(16)
    assert_eq!(
        harness::run_ok(BIN, &counted_sized_lists(&cases)),
        answers(&brute(&cases))
    );
}

#[test]
fn rules_table_is_the_cards_mod_8_pattern() {
    for (x, &g) in rules_table().iter().enumerate() {
        let expected = match x % 8 {
            _ if x == 0 => 0,
            7 => x + 1,
            0 => x - 1,
            _ => x,
        };
        assert_eq!(g as usize, expected, "g({x})");
    }
}

#[test]
fn rules_table_repeats_every_eight_up_by_eight() {
    let g = rules_table();
    for x in 1..=TABLE - 8 {
        assert_eq!(g[x + 8], g[x] + 8, "g({}) against g({x})", x + 8);
    }
    assert_eq!(value(&g[..=100], 190), u64::from(g[190]));
    assert_eq!(value(&g[..=100], 191), u64::from(g[191]));
    assert_eq!(value(&g[..=100], 192), u64::from(g[192]));
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(77);
    let cases: Vec<Vec<u64>> = (0..3000).map(|_| random_case(&mut rng)).collect();
    let wins = brute(&cases);
    for (heaps, &win) in cases.iter().zip(&wins) {
        assert_eq!(Hdu5795::reference(heaps), answer(win), "{heaps:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu5795>);
}

#[test]
fn output_strings_are_byte_exact() {
    // Lower-case "player" and a final full stop: a widely copied solution
    // prints "First Player wins." and is wrong on a byte-exact judge.
    let out = harness::run_ok(BIN, "2\n1\n5\n2\n5 5\n");
    assert_eq!(out.as_bytes(), b"First player wins.\nSecond player wins.\n");
    assert!(!out.contains("Player"));
}

#[test]
fn plain_nim_xor_is_wrong_at_the_swapped_heaps() {
    // 7 and 8 swap values (8 and 7): plain xor and the real game disagree.
    let cases = vec![vec![7, 9, 1], vec![8, 6, 1], vec![7, 6, 1], vec![8, 9, 1]];
    let wins = brute(&cases);
    for (heaps, &win) in cases.iter().zip(&wins) {
        let plain_nim_says_first = heaps.iter().fold(0, |x, h| x ^ h) != 0;
        assert_ne!(plain_nim_says_first, win, "{heaps:?}");
    }
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&cases)), answers(&wins));
}

#[test]
fn heap_range_is_enforced_by_name() {
    let big = 1_000_000_000_000_000_000u64;
    assert_eq!(harness::run_ok(BIN, &format!("1\n2\n{big} {}\n", big - 1)), FIRST);
    let error = harness::expect_failure(BIN, format!("2\n1\n3\n2\n4 {}\n", big + 1).as_bytes(), FIRST);
    assert_eq!(
        error,
        "error: s[i] at byte 10: 1000000000000000001 is outside the supported range 1..=1000000000000000000"
    );
    let error = harness::expect_failure(BIN, b"1\n2\n0 4\n", "");
    assert!(error.starts_with("error: s[i] at byte 4: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"1\n0\n", "");
    assert!(error.starts_with("error: n at byte 2: 0 is outside"), "{error}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[("2\n4 4\n", SECOND), ("3\n1 2 4\n", FIRST), ("1\n7\n", FIRST)],
    );
}

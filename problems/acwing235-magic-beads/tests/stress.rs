//! AcWing 235 against the real game searched move by move: seeded random
//! cases, every small position, the common mex bug, the golden files, and
//! the bad-input suite.

use sg::mex::Mex;
use sglab::format::sized_lists;
use sglab::games::beads;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::acwing235::{answer, Acwing235, RealGame, A_MAX};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_acwing235");

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut brute = RealGame::default();
    for seed in 1..=4 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u32>> = (0..1000).map(|_| Acwing235::random_small(&mut rng)).collect();
        let expected: String = cases.iter().map(|p| answer(brute.freda_wins(p))).collect();
        assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected, "seed {seed}");
    }
}

#[test]
fn every_pair_of_piles_up_to_thirty_matches_the_brute_force() {
    let mut cases = Vec::new();
    for a in 1..=30 {
        cases.push(vec![a]);
        for b in a..=30 {
            cases.push(vec![a, b]);
        }
    }
    let mut brute = RealGame::default();
    let expected: String = cases.iter().map(|p| answer(brute.freda_wins(p))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected);
}

/// The common bug: sg(p) = mex of the divisors' own values, as if a move
/// went to one divisor instead of to all of them but one.
fn mex_of_divisor_values(limit: usize) -> Vec<u32> {
    let mut mex = Mex::new();
    let mut g = vec![0u32; limit + 1];
    for p in 2..=limit {
        g[p] = mex.of(beads::proper_divisors(p).into_iter().map(|d| g[d]));
    }
    g
}

#[test]
fn mex_of_the_divisors_values_loses_to_the_brute_force() {
    let wrong = mex_of_divisor_values(8);
    // One pile of 8 (divisors 1 2 4): the bug says value 3, Freda wins.
    assert_eq!(wrong[8], 3);
    // The real game: 8 -> {2,4} or {1,4} or {1,2}; each is answered by
    // a move to a position where the mover is stuck, so Freda loses.
    assert!(!RealGame::default().freda_wins(&[8]));
    assert_eq!(harness::run_ok(BIN, "1\n8\n"), "rainbow\n");
}

/// The slow reference for inputs too large for the brute force: the
/// Grundy table from the rules (`grundy::table`), compared with it below.
fn reference(piles: &[u32]) -> bool {
    Acwing235::reference(&piles.to_vec()) == answer(true)
}

#[test]
fn reference_matches_brute_force() {
    let mut brute = RealGame::default();
    let mut rng = Rng::new(235);
    for _ in 0..3000 {
        let piles = Acwing235::random_small(&mut rng);
        assert_eq!(reference(&piles), brute.freda_wins(&piles), "{piles:?}");
    }
}

#[test]
fn every_single_pile_up_to_the_bound_matches_the_reference() {
    let g = grundy::table(A_MAX, beads::options);
    assert!((1..=A_MAX).all(|a| reference(&[a as u32]) == (g[a] != 0)));
    let cases: Vec<Vec<u32>> = (1..=A_MAX as u32).map(|a| vec![a]).collect();
    let expected: String = cases.iter().map(|p| answer(reference(p))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), expected);
    // Single piles only test sg != 0; pairs with equal values test sg itself.
    let pairs: Vec<Vec<u32>> = (1..=A_MAX as u32).map(|a| vec![a, 1 + (a * 7919) % 1000]).collect();
    let expected: String = pairs.iter().map(|p| answer(reference(p))).collect();
    assert_eq!(harness::run_ok(BIN, &sized_lists(&pairs)), expected);
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Acwing235>);
}

#[test]
fn the_table_covers_every_supported_value_and_no_more() {
    let run = |input: &str| harness::run(BIN, input.as_bytes(), std::time::Duration::from_secs(5));
    assert_eq!(harness::run_ok(BIN, "2\n1000 1000\n1\n997\n"), "rainbow\nfreda\n");
    // Answers before a refused value are printed; the value is named.
    let ran = run("1\n2\n1\n1001\n");
    assert_eq!(ran.stdout, "freda\n");
    assert_eq!(ran.code, Some(1));
    assert!(ran.stderr.contains("a_i at byte 6: 1001 is outside"), "{}", ran.stderr);
    let ran = run("1\n3\n0\n");
    assert_eq!(ran.stdout, "freda\n");
    assert!(ran.stderr.contains("n at byte 4: 0 is outside"), "{}", ran.stderr);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("3\n2 2 2\n", "freda\n"), ("3\n1 3 5\n", "rainbow\n")],
    );
}

//! CSES 2207 against the game played exhaustively: seeded random heaps,
//! every heap up to 40, the rules table against the search, the computed
//! claim (no loss above 1222) recomputed as far as is cheap, the exact
//! strings, the golden files, range limits, and the bad-input suite.

use sglab::games::grundys;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::cses2207::{self, Cses2207, BRUTE_MAX};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_cses2207");
/// g(n) is recomputed to this size in `no_loss_above_1222_up_to_32768`.
const CHECKED_TO: usize = 1 << 15;
/// The losing heaps (g = 0) of every published table (the zeros of OEIS A002188).
const LOSSES: [usize; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386,
    389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

fn expected(cases: &[u64]) -> String {
    Cses2207::brute(cases)
        .into_iter()
        .map(|a| a.expect("small heap"))
        .collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<u64> = (0..1000).map(|_| Cses2207::random_small(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &Cses2207::write(&cases)),
            expected(&cases),
            "seed {seed}"
        );
    }
}

#[test]
fn every_heap_the_search_reaches() {
    let cases: Vec<u64> = (1..=BRUTE_MAX).collect();
    let answers = expected(&cases);
    assert_eq!(harness::run_ok(BIN, &Cses2207::write(&cases)), answers);
    // The losses among them, straight from the search.
    let losses: Vec<u64> = cases
        .iter()
        .zip(answers.lines())
        .filter(|(_, a)| *a == "second")
        .map(|(&n, _)| n)
        .collect();
    assert_eq!(losses, vec![1, 2, 4, 7, 10, 20, 23, 26]);
}

#[test]
fn reference_matches_brute_force() {
    let cases: Vec<u64> = (1..=BRUTE_MAX).collect();
    for (n, brute) in cases.iter().zip(Cses2207::brute(&cases)) {
        assert_eq!(Cses2207::reference(n), brute.unwrap(), "n = {n}");
    }
}

/// g(0..=n) with the mex kept in a 256-bit mask (every value up to 2^15 is
/// below 256): the rules again, fast enough to go sixteen times past the
/// binary's table.
fn fast_table(n: usize) -> Vec<u8> {
    let mut g = vec![0u8; n + 1];
    for m in 3..=n {
        let mut seen = [0u64; 4];
        for a in 1..(m + 1) / 2 {
            let v = g[a] ^ g[m - a];
            seen[(v >> 6) as usize] |= 1 << (v & 63);
        }
        let mex = (0..256).find(|&v| seen[v >> 6] >> (v & 63) & 1 == 0).unwrap();
        g[m] = u8::try_from(mex).expect("g(n) < 256 in this range");
    }
    g
}

#[test]
fn fast_table_is_the_rules_table() {
    let g = fast_table(cses2207::TABLE);
    let rules = sglab::grundy::table(cses2207::TABLE, grundys::options);
    assert!(g.iter().zip(&rules).all(|(&a, &b)| u32::from(a) == b));
}

#[test]
fn no_loss_above_1222_up_to_32768() {
    let g = fast_table(CHECKED_TO);
    let losses: Vec<usize> = (0..=CHECKED_TO).filter(|&n| g[n] == 0).collect();
    assert_eq!(losses, LOSSES);
}

#[test]
fn binary_agrees_with_the_rules_table_on_every_heap_to_2100() {
    let cases: Vec<u64> = (1..=2100).collect();
    let want: String = cases.iter().map(Cses2207::reference).collect();
    assert_eq!(harness::run_ok(BIN, &Cses2207::write(&cases)), want);
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Cses2207>);
}

#[test]
fn output_strings_are_byte_exact() {
    let out = harness::run_ok(BIN, "3\n6\n7\n8\n");
    assert_eq!(out.as_bytes(), b"first\nsecond\nfirst\n");
}

#[test]
fn equal_split_is_not_a_move() {
    // 2 = 1 + 1 and 4 = 2 + 2 are not allowed: 2 and 4 are losses, although
    // a rule allowing equal halves would give the mover a win at once.
    assert_eq!(harness::run_ok(BIN, "3\n1\n2\n4\n"), "second\nsecond\nsecond\n");
}

#[test]
fn ranges_are_enforced_by_name() {
    assert_eq!(harness::run_ok(BIN, "2\n1000000\n1222\n"), "first\nsecond\n");
    let error = harness::expect_failure(BIN, b"2\n5\n1000001\n", "first\n");
    assert_eq!(
        error,
        "error: n at byte 4: 1000001 is outside the supported range 1..=1000000"
    );
    let error = harness::expect_failure(BIN, b"1\n0\n", "");
    assert!(error.starts_with("error: n at byte 2: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"100001\n1\n", "");
    assert!(error.starts_with("error: t at byte 0: 100001 is outside"), "{error}");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Count, &[("6\n", "first\n"), ("7\n", "second\n")]);
}

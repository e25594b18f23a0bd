//! CODECHEF Hamilg Game On A Graph against the exhaustive game: seeded random cases, the files in
//! testdata/codechef-hamilg-game-on-a-graph/, and the bad-input suite. TODO(new-problem): add the
//! traps of the write-up as tests.

use sglab::harness::{self, Frame};
use sglab::problems::hamilg::Hamilg;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hamilg");

/// The answer the judge expects: the real game's (brute force) where it can
/// be searched, the reference where the judge differs from the game or the
/// case is too large to search.
fn expected(case: &<Hamilg as Problem>::Case, brute: Option<String>) -> String {
    match brute {
        Some(answer) if Hamilg::judge_differs(case).is_none() => answer,
        _ => Hamilg::reference(case),
    }
}

fn random_cases(seed: u64, count: usize) -> Vec<<Hamilg as Problem>::Case> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| Hamilg::random_small(&mut rng)).collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let cases = random_cases(1, 2000);
    let answers: String = Hamilg::brute(&cases)
        .into_iter()
        .map(|answer| answer.expect("random_small cases are small enough to search"))
        .collect();
    assert_eq!(harness::run_ok(BIN, &Hamilg::write(&cases)), answers);
}

#[test]
fn reference_matches_brute_force() {
    let cases = random_cases(2, 2000);
    for (case, brute) in cases.iter().zip(Hamilg::brute(&cases)) {
        if let (Some(brute), None) = (brute, Hamilg::judge_differs(case)) {
            assert_eq!(Hamilg::reference(case), brute, "{case:?}");
        }
    }
}

/// Expected output of a test file: parsed, then answered case by case.
fn oracle(input: &str) -> String {
    let cases = Hamilg::parse(input).expect("a test file holds a valid input");
    let brute = Hamilg::brute(&cases);
    cases
        .iter()
        .zip(brute)
        .map(|(case, brute)| expected(case, brute))
        .collect()
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn bad_input() {
    // TODO(new-problem): the input frame and at least two of the judge's
    // sample cases with their exact answers, e.g. [("1 2\n", "Alice\n"), ...].
    let cases: &[(&str, &str)] = &[];
    harness::bad_input_suite(BIN, Frame::UntilEof, cases);
}

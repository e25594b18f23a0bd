//! LOJ 10243 Move Pieces On Dag against the exhaustive game: seeded random cases, the files in
//! testdata/loj10243-move-pieces-on-dag/, and the bad-input suite. TODO(new-problem): add the
//! traps of the write-up as tests.

use sglab::harness::{self, Frame};
use sglab::problems::loj10243::Loj10243;
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_loj10243");

/// The answer the judge expects: the real game's (brute force) where it can
/// be searched, the reference where the judge differs from the game or the
/// case is too large to search.
fn expected(case: &<Loj10243 as Problem>::Case, brute: Option<String>) -> String {
    match brute {
        Some(answer) if Loj10243::judge_differs(case).is_none() => answer,
        _ => Loj10243::reference(case),
    }
}

fn random_cases(seed: u64, count: usize) -> Vec<<Loj10243 as Problem>::Case> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| Loj10243::random_small(&mut rng)).collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let cases = random_cases(1, 2000);
    let answers: String = Loj10243::brute(&cases)
        .into_iter()
        .map(|answer| answer.expect("random_small cases are small enough to search"))
        .collect();
    assert_eq!(harness::run_ok(BIN, &Loj10243::write(&cases)), answers);
}

#[test]
fn reference_matches_brute_force() {
    let cases = random_cases(2, 2000);
    for (case, brute) in cases.iter().zip(Loj10243::brute(&cases)) {
        if let (Some(brute), None) = (brute, Loj10243::judge_differs(case)) {
            assert_eq!(Loj10243::reference(case), brute, "{case:?}");
        }
    }
}

/// Expected output of a test file: parsed, then answered case by case.
fn oracle(input: &str) -> String {
    let cases = Loj10243::parse(input).expect("a test file holds a valid input");
    let brute = Loj10243::brute(&cases);
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
